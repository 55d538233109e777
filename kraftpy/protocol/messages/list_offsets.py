# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ListOffsetsRequest.json, schemas/messages/ListOffsetsResponse.json.
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

__all__ = ['ListOffsetsRequest', 'ListOffsetsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ib = Struct('>ib')
_S_ih = Struct('>ih')
_S_ihqq = Struct('>ihqq')
_S_ihqqi = Struct('>ihqqi')
_S_iiq = Struct('>iiq')
_S_iq = Struct('>iq')
_S_q = Struct('>q')
_S_qq = Struct('>qq')
_S_qqi = Struct('>qqi')


class ListOffsetsRequest(_Message):
    """ListOffsetsRequest (request): API key 2; versions 1-11; flexible in 6-11; listeners: broker."""

    __slots__ = ('replica_id', 'isolation_level', 'topics', 'timeout_ms', '_unknown_tags')
    NAME = 'ListOffsetsRequest'
    TYPE = 'request'
    API_KEY = 2
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (1, 11)
    FLEXIBLE_VERSIONS = (6, 11)

    replica_id: int
    """Broker id of a follower, or -1 for a normal client.

    `ReplicaId` (int32): versions 0+; default 0."""
    isolation_level: int
    """0 READ_UNCOMMITTED, or 1 READ_COMMITTED (offsets limited to the last stable offset).

    `IsolationLevel` (int8): versions 2+; default 0."""
    topics: list[ListOffsetsRequest.ListOffsetsTopic]
    """Partitions to look up, grouped by topic.

    `Topics` ([]ListOffsetsTopic): versions 0+; default []."""
    timeout_ms: int
    """Time in ms to wait for offsets that need a remote-storage lookup.

    `TimeoutMs` (int32): versions 10+; default 0; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        replica_id: int = 0,
        isolation_level: int = 0,
        topics: list[ListOffsetsRequest.ListOffsetsTopic] = _EMPTY,
        timeout_ms: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.isolation_level = isolation_level
        self.topics = [] if topics is _EMPTY else topics
        self.timeout_ms = timeout_ms
        self._unknown_tags = _unknown_tags

    class ListOffsetsTopic(_Message):
        """Partitions to look up, grouped by topic.

        ListOffsetsTopic (in ListOffsetsRequest): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'ListOffsetsRequest.ListOffsetsTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[ListOffsetsRequest.ListOffsetsPartition]
        """Partitions to look up.

        `Partitions` ([]ListOffsetsPartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[ListOffsetsRequest.ListOffsetsPartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class ListOffsetsPartition(_Message):
        """Partitions to look up.

        ListOffsetsPartition (in ListOffsetsRequest): versions 0+."""

        __slots__ = ('partition_index', 'current_leader_epoch', 'timestamp', 'max_num_offsets', '_unknown_tags')
        NAME = 'ListOffsetsRequest.ListOffsetsPartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        current_leader_epoch: int
        """Leader epoch known to the caller, for fencing, or -1.

        `CurrentLeaderEpoch` (int32): versions 4+; default -1; ignorable."""
        timestamp: int
        """Target timestamp, or a special value (-1 latest, -2 earliest, -3 max timestamp, ...).

        `Timestamp` (int64): versions 0+; default 0."""
        max_num_offsets: int
        """Maximum number of offsets to return (v0 only).

        `MaxNumOffsets` (int32): versions 0; default 1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            current_leader_epoch: int = -1,
            timestamp: int = 0,
            max_num_offsets: int = 1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.current_leader_epoch = current_leader_epoch
            self.timestamp = timestamp
            self.max_num_offsets = max_num_offsets
            self._unknown_tags = _unknown_tags


_C_ListOffsetsRequest_ListOffsetsTopic = ListOffsetsRequest.ListOffsetsTopic
_C_ListOffsetsRequest_ListOffsetsPartition = ListOffsetsRequest.ListOffsetsPartition
ListOffsetsRequest.FIELDS = (
    _FI('ReplicaId', 'replica_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('IsolationLevel', 'isolation_level', 'int8', (2, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]ListOffsetsTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListOffsetsRequest_ListOffsetsTopic),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (10, 32767), (1, 0), (1, 0), None, 0, True, None),
)
_C_ListOffsetsRequest_ListOffsetsTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]ListOffsetsPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListOffsetsRequest_ListOffsetsPartition),
)
_C_ListOffsetsRequest_ListOffsetsPartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentLeaderEpoch', 'current_leader_epoch', 'int32', (4, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Timestamp', 'timestamp', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxNumOffsets', 'max_num_offsets', 'int32', (0, 0), (1, 0), (1, 0), None, 1, False, None),
)
_DEF_ListOffsetsRequest_ListOffsetsTopic = _C_ListOffsetsRequest_ListOffsetsTopic()
_DEF_ListOffsetsRequest_ListOffsetsPartition = _C_ListOffsetsRequest_ListOffsetsPartition()

def _mk_ListOffsetsRequest_ListOffsetsTopic() -> ListOffsetsRequest.ListOffsetsTopic:
    o = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_ListOffsetsRequest_ListOffsetsPartition() -> ListOffsetsRequest.ListOffsetsPartition:
    o = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
    o.partition_index = 0
    o.current_leader_epoch = -1
    o.timestamp = 0
    o.max_num_offsets = 1
    o._unknown_tags = None
    return o


def _enc_ListOffsetsRequest_v1(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.isolation_level != 0:
        raise _unsupported_field('ListOffsetsRequest', 'IsolationLevel', 1)
    l1 = o.topics
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.name
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        l6 = e2.partitions
        a(_S_i.pack(len(l6)))
        for e7 in l6:
            a(_S_i.pack(e7.partition_index))
            a(_S_q.pack(e7.timestamp))
            if e7.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 1)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v1(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n8, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics')
    l9: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap10 = l9.append
    for _ in range(n8):
        t11 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n12, = _S_h.unpack_from(buf, pos)
        if n12 >= 0:
            x13 = pos + 2 + n12
            if x13 > blen:
                raise _bad_length(n12, 'ListOffsetsRequest.Topics.Name', pos)
            t11.name = str(buf[pos + 2:x13], 'utf-8')
            pos = x13
        else:
            t11.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsRequest.Topics.Name')
        n14, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l15: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap16 = l15.append
        for _ in range(n14):
            t17 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t17.partition_index, t17.timestamp = _S_iq.unpack_from(buf, pos)
            pos += 12
            t17.current_leader_epoch = -1
            t17.max_num_offsets = 1
            t17._unknown_tags = None
            ap16(t17)
        t11.partitions = l15
        t11._unknown_tags = None
        ap10(t11)
    o.topics = l9
    o.isolation_level = 0
    o.timeout_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsRequest_v2(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l18 = o.topics
    a(_S_i.pack(len(l18)))
    for e19 in l18:
        s20 = e19.name
        b21 = s20.encode()
        a(_S_h.pack(len(b21)))
        a(b21)
        l23 = e19.partitions
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            a(_S_i.pack(e24.partition_index))
            a(_S_q.pack(e24.timestamp))
            if e24.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 2)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v2(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n25, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics')
    l26: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n29, = _S_h.unpack_from(buf, pos)
        if n29 >= 0:
            x30 = pos + 2 + n29
            if x30 > blen:
                raise _bad_length(n29, 'ListOffsetsRequest.Topics.Name', pos)
            t28.name = str(buf[pos + 2:x30], 'utf-8')
            pos = x30
        else:
            t28.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsRequest.Topics.Name')
        n31, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l32: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap33 = l32.append
        for _ in range(n31):
            t34 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t34.partition_index, t34.timestamp = _S_iq.unpack_from(buf, pos)
            pos += 12
            t34.current_leader_epoch = -1
            t34.max_num_offsets = 1
            t34._unknown_tags = None
            ap33(t34)
        t28.partitions = l32
        t28._unknown_tags = None
        ap27(t28)
    o.topics = l26
    o.timeout_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsRequest_v3(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l35 = o.topics
    a(_S_i.pack(len(l35)))
    for e36 in l35:
        s37 = e36.name
        b38 = s37.encode()
        a(_S_h.pack(len(b38)))
        a(b38)
        l40 = e36.partitions
        a(_S_i.pack(len(l40)))
        for e41 in l40:
            a(_S_i.pack(e41.partition_index))
            a(_S_q.pack(e41.timestamp))
            if e41.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 3)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v3(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n42, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics')
    l43: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap44 = l43.append
    for _ in range(n42):
        t45 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n46, = _S_h.unpack_from(buf, pos)
        if n46 >= 0:
            x47 = pos + 2 + n46
            if x47 > blen:
                raise _bad_length(n46, 'ListOffsetsRequest.Topics.Name', pos)
            t45.name = str(buf[pos + 2:x47], 'utf-8')
            pos = x47
        else:
            t45.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsRequest.Topics.Name')
        n48, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l49: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap50 = l49.append
        for _ in range(n48):
            t51 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t51.partition_index, t51.timestamp = _S_iq.unpack_from(buf, pos)
            pos += 12
            t51.current_leader_epoch = -1
            t51.max_num_offsets = 1
            t51._unknown_tags = None
            ap50(t51)
        t45.partitions = l49
        t45._unknown_tags = None
        ap44(t45)
    o.topics = l43
    o.timeout_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsRequest_v4(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l52 = o.topics
    a(_S_i.pack(len(l52)))
    for e53 in l52:
        s54 = e53.name
        b55 = s54.encode()
        a(_S_h.pack(len(b55)))
        a(b55)
        l57 = e53.partitions
        a(_S_i.pack(len(l57)))
        for e58 in l57:
            a(_S_iiq.pack(e58.partition_index, e58.current_leader_epoch, e58.timestamp))
            if e58.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 4)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v4(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n59, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics')
    l60: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap61 = l60.append
    for _ in range(n59):
        t62 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n63, = _S_h.unpack_from(buf, pos)
        if n63 >= 0:
            x64 = pos + 2 + n63
            if x64 > blen:
                raise _bad_length(n63, 'ListOffsetsRequest.Topics.Name', pos)
            t62.name = str(buf[pos + 2:x64], 'utf-8')
            pos = x64
        else:
            t62.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsRequest.Topics.Name')
        n65, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l66: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap67 = l66.append
        for _ in range(n65):
            t68 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t68.partition_index, t68.current_leader_epoch, t68.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t68.max_num_offsets = 1
            t68._unknown_tags = None
            ap67(t68)
        t62.partitions = l66
        t62._unknown_tags = None
        ap61(t62)
    o.topics = l60
    o.timeout_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsRequest_v5(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l69 = o.topics
    a(_S_i.pack(len(l69)))
    for e70 in l69:
        s71 = e70.name
        b72 = s71.encode()
        a(_S_h.pack(len(b72)))
        a(b72)
        l74 = e70.partitions
        a(_S_i.pack(len(l74)))
        for e75 in l74:
            a(_S_iiq.pack(e75.partition_index, e75.current_leader_epoch, e75.timestamp))
            if e75.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 5)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v5(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n76, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics')
    l77: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap78 = l77.append
    for _ in range(n76):
        t79 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n80, = _S_h.unpack_from(buf, pos)
        if n80 >= 0:
            x81 = pos + 2 + n80
            if x81 > blen:
                raise _bad_length(n80, 'ListOffsetsRequest.Topics.Name', pos)
            t79.name = str(buf[pos + 2:x81], 'utf-8')
            pos = x81
        else:
            t79.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsRequest.Topics.Name')
        n82, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l83: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap84 = l83.append
        for _ in range(n82):
            t85 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t85.partition_index, t85.current_leader_epoch, t85.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t85.max_num_offsets = 1
            t85._unknown_tags = None
            ap84(t85)
        t79.partitions = l83
        t79._unknown_tags = None
        ap78(t79)
    o.topics = l77
    o.timeout_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsRequest_v6(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l86 = o.topics
    n87 = len(l86) + 1
    a(_UV[n87] if n87 < 128 else _uv(n87))
    for e88 in l86:
        s89 = e88.name
        b90 = s89.encode()
        n91 = len(b90) + 1
        a(_UV[n91] if n91 < 128 else _uv(n91))
        a(b90)
        l92 = e88.partitions
        n93 = len(l92) + 1
        a(_UV[n93] if n93 < 128 else _uv(n93))
        for e94 in l92:
            a(_S_iiq.pack(e94.partition_index, e94.current_leader_epoch, e94.timestamp))
            if e94.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 6)
            u95 = e94._unknown_tags
            if u95 is None:
                a(_H0)
            else:
                _write_tags(a, None, u95)
        u96 = e88._unknown_tags
        if u96 is None:
            a(_H0)
        else:
            _write_tags(a, None, u96)
    u97 = o._unknown_tags
    if u97 is None:
        a(_H0)
    else:
        _write_tags(a, None, u97)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v6(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n98 = buf[pos] - 1
    if 0 <= n98 < 127:
        pos += 1
    else:
        n98, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics')
    l99: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap100 = l99.append
    for _ in range(n98):
        t101 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n102 = buf[pos] - 1
        if 0 <= n102 < 127:
            x103 = pos + 1 + n102
            if x103 > blen:
                raise _bad_length(n102, 'ListOffsetsRequest.Topics.Name', pos)
            t101.name = str(buf[pos + 1:x103], 'utf-8')
            pos = x103
        else:
            t101.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsRequest.Topics.Name')
        n104 = buf[pos] - 1
        if 0 <= n104 < 127:
            pos += 1
        else:
            n104, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l105: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap106 = l105.append
        for _ in range(n104):
            t107 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t107.partition_index, t107.current_leader_epoch, t107.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t107.max_num_offsets = 1
            if buf[pos] == 0:
                pos += 1
                t107._unknown_tags = None
            else:
                nt108, pos = _ruv(buf, pos)
                if nt108 * 2 > blen - pos:
                    raise _array_too_long(nt108, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                uk109: list[tuple[int, bytes]] | None = None
                for _ in range(nt108):
                    tg110, pos = _ruv(buf, pos)
                    sz111, pos = _ruv(buf, pos)
                    x112 = pos + sz111
                    if x112 > blen:
                        raise _bad_length(sz111, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk109 is None:
                        uk109 = []
                    uk109.append((tg110, bytes(buf[pos:x112])))
                    pos = x112
                t107._unknown_tags = uk109
            ap106(t107)
        t101.partitions = l105
        if buf[pos] == 0:
            pos += 1
            t101._unknown_tags = None
        else:
            nt113, pos = _ruv(buf, pos)
            if nt113 * 2 > blen - pos:
                raise _array_too_long(nt113, 'ListOffsetsRequest.Topics._tagged_fields', pos)
            uk114: list[tuple[int, bytes]] | None = None
            for _ in range(nt113):
                tg115, pos = _ruv(buf, pos)
                sz116, pos = _ruv(buf, pos)
                x117 = pos + sz116
                if x117 > blen:
                    raise _bad_length(sz116, 'ListOffsetsRequest.Topics._tagged_fields', pos)
                if uk114 is None:
                    uk114 = []
                uk114.append((tg115, bytes(buf[pos:x117])))
                pos = x117
            t101._unknown_tags = uk114
        ap100(t101)
    o.topics = l99
    o.timeout_ms = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt118, pos = _ruv(buf, pos)
        if nt118 * 2 > blen - pos:
            raise _array_too_long(nt118, 'ListOffsetsRequest._tagged_fields', pos)
        uk119: list[tuple[int, bytes]] | None = None
        for _ in range(nt118):
            tg120, pos = _ruv(buf, pos)
            sz121, pos = _ruv(buf, pos)
            x122 = pos + sz121
            if x122 > blen:
                raise _bad_length(sz121, 'ListOffsetsRequest._tagged_fields', pos)
            if uk119 is None:
                uk119 = []
            uk119.append((tg120, bytes(buf[pos:x122])))
            pos = x122
        o._unknown_tags = uk119
    return o, pos


def _enc_ListOffsetsRequest_v7(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l123 = o.topics
    n124 = len(l123) + 1
    a(_UV[n124] if n124 < 128 else _uv(n124))
    for e125 in l123:
        s126 = e125.name
        b127 = s126.encode()
        n128 = len(b127) + 1
        a(_UV[n128] if n128 < 128 else _uv(n128))
        a(b127)
        l129 = e125.partitions
        n130 = len(l129) + 1
        a(_UV[n130] if n130 < 128 else _uv(n130))
        for e131 in l129:
            a(_S_iiq.pack(e131.partition_index, e131.current_leader_epoch, e131.timestamp))
            if e131.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 7)
            u132 = e131._unknown_tags
            if u132 is None:
                a(_H0)
            else:
                _write_tags(a, None, u132)
        u133 = e125._unknown_tags
        if u133 is None:
            a(_H0)
        else:
            _write_tags(a, None, u133)
    u134 = o._unknown_tags
    if u134 is None:
        a(_H0)
    else:
        _write_tags(a, None, u134)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v7(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n135 = buf[pos] - 1
    if 0 <= n135 < 127:
        pos += 1
    else:
        n135, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics')
    l136: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap137 = l136.append
    for _ in range(n135):
        t138 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n139 = buf[pos] - 1
        if 0 <= n139 < 127:
            x140 = pos + 1 + n139
            if x140 > blen:
                raise _bad_length(n139, 'ListOffsetsRequest.Topics.Name', pos)
            t138.name = str(buf[pos + 1:x140], 'utf-8')
            pos = x140
        else:
            t138.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsRequest.Topics.Name')
        n141 = buf[pos] - 1
        if 0 <= n141 < 127:
            pos += 1
        else:
            n141, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l142: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap143 = l142.append
        for _ in range(n141):
            t144 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t144.partition_index, t144.current_leader_epoch, t144.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t144.max_num_offsets = 1
            if buf[pos] == 0:
                pos += 1
                t144._unknown_tags = None
            else:
                nt145, pos = _ruv(buf, pos)
                if nt145 * 2 > blen - pos:
                    raise _array_too_long(nt145, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                uk146: list[tuple[int, bytes]] | None = None
                for _ in range(nt145):
                    tg147, pos = _ruv(buf, pos)
                    sz148, pos = _ruv(buf, pos)
                    x149 = pos + sz148
                    if x149 > blen:
                        raise _bad_length(sz148, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk146 is None:
                        uk146 = []
                    uk146.append((tg147, bytes(buf[pos:x149])))
                    pos = x149
                t144._unknown_tags = uk146
            ap143(t144)
        t138.partitions = l142
        if buf[pos] == 0:
            pos += 1
            t138._unknown_tags = None
        else:
            nt150, pos = _ruv(buf, pos)
            if nt150 * 2 > blen - pos:
                raise _array_too_long(nt150, 'ListOffsetsRequest.Topics._tagged_fields', pos)
            uk151: list[tuple[int, bytes]] | None = None
            for _ in range(nt150):
                tg152, pos = _ruv(buf, pos)
                sz153, pos = _ruv(buf, pos)
                x154 = pos + sz153
                if x154 > blen:
                    raise _bad_length(sz153, 'ListOffsetsRequest.Topics._tagged_fields', pos)
                if uk151 is None:
                    uk151 = []
                uk151.append((tg152, bytes(buf[pos:x154])))
                pos = x154
            t138._unknown_tags = uk151
        ap137(t138)
    o.topics = l136
    o.timeout_ms = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt155, pos = _ruv(buf, pos)
        if nt155 * 2 > blen - pos:
            raise _array_too_long(nt155, 'ListOffsetsRequest._tagged_fields', pos)
        uk156: list[tuple[int, bytes]] | None = None
        for _ in range(nt155):
            tg157, pos = _ruv(buf, pos)
            sz158, pos = _ruv(buf, pos)
            x159 = pos + sz158
            if x159 > blen:
                raise _bad_length(sz158, 'ListOffsetsRequest._tagged_fields', pos)
            if uk156 is None:
                uk156 = []
            uk156.append((tg157, bytes(buf[pos:x159])))
            pos = x159
        o._unknown_tags = uk156
    return o, pos


def _enc_ListOffsetsRequest_v8(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l160 = o.topics
    n161 = len(l160) + 1
    a(_UV[n161] if n161 < 128 else _uv(n161))
    for e162 in l160:
        s163 = e162.name
        b164 = s163.encode()
        n165 = len(b164) + 1
        a(_UV[n165] if n165 < 128 else _uv(n165))
        a(b164)
        l166 = e162.partitions
        n167 = len(l166) + 1
        a(_UV[n167] if n167 < 128 else _uv(n167))
        for e168 in l166:
            a(_S_iiq.pack(e168.partition_index, e168.current_leader_epoch, e168.timestamp))
            if e168.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 8)
            u169 = e168._unknown_tags
            if u169 is None:
                a(_H0)
            else:
                _write_tags(a, None, u169)
        u170 = e162._unknown_tags
        if u170 is None:
            a(_H0)
        else:
            _write_tags(a, None, u170)
    u171 = o._unknown_tags
    if u171 is None:
        a(_H0)
    else:
        _write_tags(a, None, u171)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v8(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n172 = buf[pos] - 1
    if 0 <= n172 < 127:
        pos += 1
    else:
        n172, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics')
    l173: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap174 = l173.append
    for _ in range(n172):
        t175 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n176 = buf[pos] - 1
        if 0 <= n176 < 127:
            x177 = pos + 1 + n176
            if x177 > blen:
                raise _bad_length(n176, 'ListOffsetsRequest.Topics.Name', pos)
            t175.name = str(buf[pos + 1:x177], 'utf-8')
            pos = x177
        else:
            t175.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsRequest.Topics.Name')
        n178 = buf[pos] - 1
        if 0 <= n178 < 127:
            pos += 1
        else:
            n178, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l179: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap180 = l179.append
        for _ in range(n178):
            t181 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t181.partition_index, t181.current_leader_epoch, t181.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t181.max_num_offsets = 1
            if buf[pos] == 0:
                pos += 1
                t181._unknown_tags = None
            else:
                nt182, pos = _ruv(buf, pos)
                if nt182 * 2 > blen - pos:
                    raise _array_too_long(nt182, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                uk183: list[tuple[int, bytes]] | None = None
                for _ in range(nt182):
                    tg184, pos = _ruv(buf, pos)
                    sz185, pos = _ruv(buf, pos)
                    x186 = pos + sz185
                    if x186 > blen:
                        raise _bad_length(sz185, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk183 is None:
                        uk183 = []
                    uk183.append((tg184, bytes(buf[pos:x186])))
                    pos = x186
                t181._unknown_tags = uk183
            ap180(t181)
        t175.partitions = l179
        if buf[pos] == 0:
            pos += 1
            t175._unknown_tags = None
        else:
            nt187, pos = _ruv(buf, pos)
            if nt187 * 2 > blen - pos:
                raise _array_too_long(nt187, 'ListOffsetsRequest.Topics._tagged_fields', pos)
            uk188: list[tuple[int, bytes]] | None = None
            for _ in range(nt187):
                tg189, pos = _ruv(buf, pos)
                sz190, pos = _ruv(buf, pos)
                x191 = pos + sz190
                if x191 > blen:
                    raise _bad_length(sz190, 'ListOffsetsRequest.Topics._tagged_fields', pos)
                if uk188 is None:
                    uk188 = []
                uk188.append((tg189, bytes(buf[pos:x191])))
                pos = x191
            t175._unknown_tags = uk188
        ap174(t175)
    o.topics = l173
    o.timeout_ms = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt192, pos = _ruv(buf, pos)
        if nt192 * 2 > blen - pos:
            raise _array_too_long(nt192, 'ListOffsetsRequest._tagged_fields', pos)
        uk193: list[tuple[int, bytes]] | None = None
        for _ in range(nt192):
            tg194, pos = _ruv(buf, pos)
            sz195, pos = _ruv(buf, pos)
            x196 = pos + sz195
            if x196 > blen:
                raise _bad_length(sz195, 'ListOffsetsRequest._tagged_fields', pos)
            if uk193 is None:
                uk193 = []
            uk193.append((tg194, bytes(buf[pos:x196])))
            pos = x196
        o._unknown_tags = uk193
    return o, pos


def _enc_ListOffsetsRequest_v9(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l197 = o.topics
    n198 = len(l197) + 1
    a(_UV[n198] if n198 < 128 else _uv(n198))
    for e199 in l197:
        s200 = e199.name
        b201 = s200.encode()
        n202 = len(b201) + 1
        a(_UV[n202] if n202 < 128 else _uv(n202))
        a(b201)
        l203 = e199.partitions
        n204 = len(l203) + 1
        a(_UV[n204] if n204 < 128 else _uv(n204))
        for e205 in l203:
            a(_S_iiq.pack(e205.partition_index, e205.current_leader_epoch, e205.timestamp))
            if e205.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 9)
            u206 = e205._unknown_tags
            if u206 is None:
                a(_H0)
            else:
                _write_tags(a, None, u206)
        u207 = e199._unknown_tags
        if u207 is None:
            a(_H0)
        else:
            _write_tags(a, None, u207)
    u208 = o._unknown_tags
    if u208 is None:
        a(_H0)
    else:
        _write_tags(a, None, u208)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v9(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n209 = buf[pos] - 1
    if 0 <= n209 < 127:
        pos += 1
    else:
        n209, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics')
    l210: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap211 = l210.append
    for _ in range(n209):
        t212 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n213 = buf[pos] - 1
        if 0 <= n213 < 127:
            x214 = pos + 1 + n213
            if x214 > blen:
                raise _bad_length(n213, 'ListOffsetsRequest.Topics.Name', pos)
            t212.name = str(buf[pos + 1:x214], 'utf-8')
            pos = x214
        else:
            t212.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsRequest.Topics.Name')
        n215 = buf[pos] - 1
        if 0 <= n215 < 127:
            pos += 1
        else:
            n215, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l216: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap217 = l216.append
        for _ in range(n215):
            t218 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t218.partition_index, t218.current_leader_epoch, t218.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t218.max_num_offsets = 1
            if buf[pos] == 0:
                pos += 1
                t218._unknown_tags = None
            else:
                nt219, pos = _ruv(buf, pos)
                if nt219 * 2 > blen - pos:
                    raise _array_too_long(nt219, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                uk220: list[tuple[int, bytes]] | None = None
                for _ in range(nt219):
                    tg221, pos = _ruv(buf, pos)
                    sz222, pos = _ruv(buf, pos)
                    x223 = pos + sz222
                    if x223 > blen:
                        raise _bad_length(sz222, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk220 is None:
                        uk220 = []
                    uk220.append((tg221, bytes(buf[pos:x223])))
                    pos = x223
                t218._unknown_tags = uk220
            ap217(t218)
        t212.partitions = l216
        if buf[pos] == 0:
            pos += 1
            t212._unknown_tags = None
        else:
            nt224, pos = _ruv(buf, pos)
            if nt224 * 2 > blen - pos:
                raise _array_too_long(nt224, 'ListOffsetsRequest.Topics._tagged_fields', pos)
            uk225: list[tuple[int, bytes]] | None = None
            for _ in range(nt224):
                tg226, pos = _ruv(buf, pos)
                sz227, pos = _ruv(buf, pos)
                x228 = pos + sz227
                if x228 > blen:
                    raise _bad_length(sz227, 'ListOffsetsRequest.Topics._tagged_fields', pos)
                if uk225 is None:
                    uk225 = []
                uk225.append((tg226, bytes(buf[pos:x228])))
                pos = x228
            t212._unknown_tags = uk225
        ap211(t212)
    o.topics = l210
    o.timeout_ms = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt229, pos = _ruv(buf, pos)
        if nt229 * 2 > blen - pos:
            raise _array_too_long(nt229, 'ListOffsetsRequest._tagged_fields', pos)
        uk230: list[tuple[int, bytes]] | None = None
        for _ in range(nt229):
            tg231, pos = _ruv(buf, pos)
            sz232, pos = _ruv(buf, pos)
            x233 = pos + sz232
            if x233 > blen:
                raise _bad_length(sz232, 'ListOffsetsRequest._tagged_fields', pos)
            if uk230 is None:
                uk230 = []
            uk230.append((tg231, bytes(buf[pos:x233])))
            pos = x233
        o._unknown_tags = uk230
    return o, pos


def _enc_ListOffsetsRequest_v10(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l234 = o.topics
    n235 = len(l234) + 1
    a(_UV[n235] if n235 < 128 else _uv(n235))
    for e236 in l234:
        s237 = e236.name
        b238 = s237.encode()
        n239 = len(b238) + 1
        a(_UV[n239] if n239 < 128 else _uv(n239))
        a(b238)
        l240 = e236.partitions
        n241 = len(l240) + 1
        a(_UV[n241] if n241 < 128 else _uv(n241))
        for e242 in l240:
            a(_S_iiq.pack(e242.partition_index, e242.current_leader_epoch, e242.timestamp))
            if e242.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 10)
            u243 = e242._unknown_tags
            if u243 is None:
                a(_H0)
            else:
                _write_tags(a, None, u243)
        u244 = e236._unknown_tags
        if u244 is None:
            a(_H0)
        else:
            _write_tags(a, None, u244)
    a(_S_i.pack(o.timeout_ms))
    u245 = o._unknown_tags
    if u245 is None:
        a(_H0)
    else:
        _write_tags(a, None, u245)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v10(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n246 = buf[pos] - 1
    if 0 <= n246 < 127:
        pos += 1
    else:
        n246, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics')
    l247: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap248 = l247.append
    for _ in range(n246):
        t249 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n250 = buf[pos] - 1
        if 0 <= n250 < 127:
            x251 = pos + 1 + n250
            if x251 > blen:
                raise _bad_length(n250, 'ListOffsetsRequest.Topics.Name', pos)
            t249.name = str(buf[pos + 1:x251], 'utf-8')
            pos = x251
        else:
            t249.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsRequest.Topics.Name')
        n252 = buf[pos] - 1
        if 0 <= n252 < 127:
            pos += 1
        else:
            n252, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l253: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap254 = l253.append
        for _ in range(n252):
            t255 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t255.partition_index, t255.current_leader_epoch, t255.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t255.max_num_offsets = 1
            if buf[pos] == 0:
                pos += 1
                t255._unknown_tags = None
            else:
                nt256, pos = _ruv(buf, pos)
                if nt256 * 2 > blen - pos:
                    raise _array_too_long(nt256, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                uk257: list[tuple[int, bytes]] | None = None
                for _ in range(nt256):
                    tg258, pos = _ruv(buf, pos)
                    sz259, pos = _ruv(buf, pos)
                    x260 = pos + sz259
                    if x260 > blen:
                        raise _bad_length(sz259, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk257 is None:
                        uk257 = []
                    uk257.append((tg258, bytes(buf[pos:x260])))
                    pos = x260
                t255._unknown_tags = uk257
            ap254(t255)
        t249.partitions = l253
        if buf[pos] == 0:
            pos += 1
            t249._unknown_tags = None
        else:
            nt261, pos = _ruv(buf, pos)
            if nt261 * 2 > blen - pos:
                raise _array_too_long(nt261, 'ListOffsetsRequest.Topics._tagged_fields', pos)
            uk262: list[tuple[int, bytes]] | None = None
            for _ in range(nt261):
                tg263, pos = _ruv(buf, pos)
                sz264, pos = _ruv(buf, pos)
                x265 = pos + sz264
                if x265 > blen:
                    raise _bad_length(sz264, 'ListOffsetsRequest.Topics._tagged_fields', pos)
                if uk262 is None:
                    uk262 = []
                uk262.append((tg263, bytes(buf[pos:x265])))
                pos = x265
            t249._unknown_tags = uk262
        ap248(t249)
    o.topics = l247
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt266, pos = _ruv(buf, pos)
        if nt266 * 2 > blen - pos:
            raise _array_too_long(nt266, 'ListOffsetsRequest._tagged_fields', pos)
        uk267: list[tuple[int, bytes]] | None = None
        for _ in range(nt266):
            tg268, pos = _ruv(buf, pos)
            sz269, pos = _ruv(buf, pos)
            x270 = pos + sz269
            if x270 > blen:
                raise _bad_length(sz269, 'ListOffsetsRequest._tagged_fields', pos)
            if uk267 is None:
                uk267 = []
            uk267.append((tg268, bytes(buf[pos:x270])))
            pos = x270
        o._unknown_tags = uk267
    return o, pos


def _enc_ListOffsetsRequest_v11(o: ListOffsetsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ib.pack(o.replica_id, o.isolation_level))
    l271 = o.topics
    n272 = len(l271) + 1
    a(_UV[n272] if n272 < 128 else _uv(n272))
    for e273 in l271:
        s274 = e273.name
        b275 = s274.encode()
        n276 = len(b275) + 1
        a(_UV[n276] if n276 < 128 else _uv(n276))
        a(b275)
        l277 = e273.partitions
        n278 = len(l277) + 1
        a(_UV[n278] if n278 < 128 else _uv(n278))
        for e279 in l277:
            a(_S_iiq.pack(e279.partition_index, e279.current_leader_epoch, e279.timestamp))
            if e279.max_num_offsets != 1:
                raise _unsupported_field('ListOffsetsRequest', 'Topics.Partitions.MaxNumOffsets', 11)
            u280 = e279._unknown_tags
            if u280 is None:
                a(_H0)
            else:
                _write_tags(a, None, u280)
        u281 = e273._unknown_tags
        if u281 is None:
            a(_H0)
        else:
            _write_tags(a, None, u281)
    a(_S_i.pack(o.timeout_ms))
    u282 = o._unknown_tags
    if u282 is None:
        a(_H0)
    else:
        _write_tags(a, None, u282)
    return b''.join(parts)


def _dec_ListOffsetsRequest_v11(buf: _Buffer, pos: int) -> tuple[ListOffsetsRequest, int]:
    blen = len(buf)
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S_ib.unpack_from(buf, pos)
    pos += 5
    n283 = buf[pos] - 1
    if 0 <= n283 < 127:
        pos += 1
    else:
        n283, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics')
    l284: list[ListOffsetsRequest.ListOffsetsTopic] = []
    ap285 = l284.append
    for _ in range(n283):
        t286 = _new(_C_ListOffsetsRequest_ListOffsetsTopic)
        n287 = buf[pos] - 1
        if 0 <= n287 < 127:
            x288 = pos + 1 + n287
            if x288 > blen:
                raise _bad_length(n287, 'ListOffsetsRequest.Topics.Name', pos)
            t286.name = str(buf[pos + 1:x288], 'utf-8')
            pos = x288
        else:
            t286.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsRequest.Topics.Name')
        n289 = buf[pos] - 1
        if 0 <= n289 < 127:
            pos += 1
        else:
            n289, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsRequest.Topics.Partitions')
        l290: list[ListOffsetsRequest.ListOffsetsPartition] = []
        ap291 = l290.append
        for _ in range(n289):
            t292 = _new(_C_ListOffsetsRequest_ListOffsetsPartition)
            t292.partition_index, t292.current_leader_epoch, t292.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            t292.max_num_offsets = 1
            if buf[pos] == 0:
                pos += 1
                t292._unknown_tags = None
            else:
                nt293, pos = _ruv(buf, pos)
                if nt293 * 2 > blen - pos:
                    raise _array_too_long(nt293, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                uk294: list[tuple[int, bytes]] | None = None
                for _ in range(nt293):
                    tg295, pos = _ruv(buf, pos)
                    sz296, pos = _ruv(buf, pos)
                    x297 = pos + sz296
                    if x297 > blen:
                        raise _bad_length(sz296, 'ListOffsetsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk294 is None:
                        uk294 = []
                    uk294.append((tg295, bytes(buf[pos:x297])))
                    pos = x297
                t292._unknown_tags = uk294
            ap291(t292)
        t286.partitions = l290
        if buf[pos] == 0:
            pos += 1
            t286._unknown_tags = None
        else:
            nt298, pos = _ruv(buf, pos)
            if nt298 * 2 > blen - pos:
                raise _array_too_long(nt298, 'ListOffsetsRequest.Topics._tagged_fields', pos)
            uk299: list[tuple[int, bytes]] | None = None
            for _ in range(nt298):
                tg300, pos = _ruv(buf, pos)
                sz301, pos = _ruv(buf, pos)
                x302 = pos + sz301
                if x302 > blen:
                    raise _bad_length(sz301, 'ListOffsetsRequest.Topics._tagged_fields', pos)
                if uk299 is None:
                    uk299 = []
                uk299.append((tg300, bytes(buf[pos:x302])))
                pos = x302
            t286._unknown_tags = uk299
        ap285(t286)
    o.topics = l284
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt303, pos = _ruv(buf, pos)
        if nt303 * 2 > blen - pos:
            raise _array_too_long(nt303, 'ListOffsetsRequest._tagged_fields', pos)
        uk304: list[tuple[int, bytes]] | None = None
        for _ in range(nt303):
            tg305, pos = _ruv(buf, pos)
            sz306, pos = _ruv(buf, pos)
            x307 = pos + sz306
            if x307 > blen:
                raise _bad_length(sz306, 'ListOffsetsRequest._tagged_fields', pos)
            if uk304 is None:
                uk304 = []
            uk304.append((tg305, bytes(buf[pos:x307])))
            pos = x307
        o._unknown_tags = uk304
    return o, pos


ListOffsetsRequest._ENC = {1: _enc_ListOffsetsRequest_v1, 2: _enc_ListOffsetsRequest_v2, 3: _enc_ListOffsetsRequest_v3, 4: _enc_ListOffsetsRequest_v4, 5: _enc_ListOffsetsRequest_v5, 6: _enc_ListOffsetsRequest_v6, 7: _enc_ListOffsetsRequest_v7, 8: _enc_ListOffsetsRequest_v8, 9: _enc_ListOffsetsRequest_v9, 10: _enc_ListOffsetsRequest_v10, 11: _enc_ListOffsetsRequest_v11}
ListOffsetsRequest._DEC = {1: _dec_ListOffsetsRequest_v1, 2: _dec_ListOffsetsRequest_v2, 3: _dec_ListOffsetsRequest_v3, 4: _dec_ListOffsetsRequest_v4, 5: _dec_ListOffsetsRequest_v5, 6: _dec_ListOffsetsRequest_v6, 7: _dec_ListOffsetsRequest_v7, 8: _dec_ListOffsetsRequest_v8, 9: _dec_ListOffsetsRequest_v9, 10: _dec_ListOffsetsRequest_v10, 11: _dec_ListOffsetsRequest_v11}


class ListOffsetsResponse(_Message):
    """ListOffsetsResponse (response): API key 2; versions 1-11; flexible in 6-11."""

    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'ListOffsetsResponse'
    TYPE = 'response'
    API_KEY = 2
    VALID_VERSIONS = (1, 11)
    FLEXIBLE_VERSIONS = (6, 11)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 2+; default 0; ignorable."""
    topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    """Results, grouped by topic.

    `Topics` ([]ListOffsetsTopicResponse): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class ListOffsetsTopicResponse(_Message):
        """Results, grouped by topic.

        ListOffsetsTopicResponse (in ListOffsetsResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'ListOffsetsResponse.ListOffsetsTopicResponse'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[ListOffsetsResponse.ListOffsetsPartitionResponse]
        """Results per partition.

        `Partitions` ([]ListOffsetsPartitionResponse): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class ListOffsetsPartitionResponse(_Message):
        """Results per partition.

        ListOffsetsPartitionResponse (in ListOffsetsResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'old_style_offsets', 'timestamp', 'offset', 'leader_epoch', '_unknown_tags')
        NAME = 'ListOffsetsResponse.ListOffsetsPartitionResponse'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Partition error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        old_style_offsets: list[int]
        """Offsets found (v0 only).

        `OldStyleOffsets` ([]int64): versions 0; default []."""
        timestamp: int
        """Timestamp of the returned offset, or -1.

        `Timestamp` (int64): versions 1+; default -1."""
        offset: int
        """Offset found, or -1.

        `Offset` (int64): versions 1+; default -1."""
        leader_epoch: int
        """Leader epoch of the returned offset, or -1.

        `LeaderEpoch` (int32): versions 4+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            old_style_offsets: list[int] = _EMPTY,
            timestamp: int = -1,
            offset: int = -1,
            leader_epoch: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.old_style_offsets = [] if old_style_offsets is _EMPTY else old_style_offsets
            self.timestamp = timestamp
            self.offset = offset
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags


_C_ListOffsetsResponse_ListOffsetsTopicResponse = ListOffsetsResponse.ListOffsetsTopicResponse
_C_ListOffsetsResponse_ListOffsetsPartitionResponse = ListOffsetsResponse.ListOffsetsPartitionResponse
ListOffsetsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (2, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]ListOffsetsTopicResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListOffsetsResponse_ListOffsetsTopicResponse),
)
_C_ListOffsetsResponse_ListOffsetsTopicResponse.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]ListOffsetsPartitionResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListOffsetsResponse_ListOffsetsPartitionResponse),
)
_C_ListOffsetsResponse_ListOffsetsPartitionResponse.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('OldStyleOffsets', 'old_style_offsets', '[]int64', (0, 0), (1, 0), (1, 0), None, (), False, None),
    _FI('Timestamp', 'timestamp', 'int64', (1, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Offset', 'offset', 'int64', (1, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (4, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_DEF_ListOffsetsResponse_ListOffsetsTopicResponse = _C_ListOffsetsResponse_ListOffsetsTopicResponse()
_DEF_ListOffsetsResponse_ListOffsetsPartitionResponse = _C_ListOffsetsResponse_ListOffsetsPartitionResponse()

def _mk_ListOffsetsResponse_ListOffsetsTopicResponse() -> ListOffsetsResponse.ListOffsetsTopicResponse:
    o = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_ListOffsetsResponse_ListOffsetsPartitionResponse() -> ListOffsetsResponse.ListOffsetsPartitionResponse:
    o = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
    o.partition_index = 0
    o.error_code = 0
    o.old_style_offsets = []
    o.timestamp = -1
    o.offset = -1
    o.leader_epoch = -1
    o._unknown_tags = None
    return o


def _enc_ListOffsetsResponse_v1(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l308 = o.topics
    a(_S_i.pack(len(l308)))
    for e309 in l308:
        s310 = e309.name
        b311 = s310.encode()
        a(_S_h.pack(len(b311)))
        a(b311)
        l313 = e309.partitions
        a(_S_i.pack(len(l313)))
        for e314 in l313:
            a(_S_ih.pack(e314.partition_index, e314.error_code))
            if e314.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 1)
            a(_S_qq.pack(e314.timestamp, e314.offset))
            if e314.leader_epoch != -1:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.LeaderEpoch', 1)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v1(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    n315, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics')
    l316: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap317 = l316.append
    for _ in range(n315):
        t318 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n319, = _S_h.unpack_from(buf, pos)
        if n319 >= 0:
            x320 = pos + 2 + n319
            if x320 > blen:
                raise _bad_length(n319, 'ListOffsetsResponse.Topics.Name', pos)
            t318.name = str(buf[pos + 2:x320], 'utf-8')
            pos = x320
        else:
            t318.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsResponse.Topics.Name')
        n321, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l322: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap323 = l322.append
        for _ in range(n321):
            t324 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t324.partition_index, t324.error_code, t324.timestamp, t324.offset = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t324.old_style_offsets = []
            t324.leader_epoch = -1
            t324._unknown_tags = None
            ap323(t324)
        t318.partitions = l322
        t318._unknown_tags = None
        ap317(t318)
    o.topics = l316
    o.throttle_time_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsResponse_v2(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l325 = o.topics
    a(_S_i.pack(len(l325)))
    for e326 in l325:
        s327 = e326.name
        b328 = s327.encode()
        a(_S_h.pack(len(b328)))
        a(b328)
        l330 = e326.partitions
        a(_S_i.pack(len(l330)))
        for e331 in l330:
            a(_S_ih.pack(e331.partition_index, e331.error_code))
            if e331.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 2)
            a(_S_qq.pack(e331.timestamp, e331.offset))
            if e331.leader_epoch != -1:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.LeaderEpoch', 2)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v2(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n332, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics')
    l333: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap334 = l333.append
    for _ in range(n332):
        t335 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n336, = _S_h.unpack_from(buf, pos)
        if n336 >= 0:
            x337 = pos + 2 + n336
            if x337 > blen:
                raise _bad_length(n336, 'ListOffsetsResponse.Topics.Name', pos)
            t335.name = str(buf[pos + 2:x337], 'utf-8')
            pos = x337
        else:
            t335.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsResponse.Topics.Name')
        n338, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l339: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap340 = l339.append
        for _ in range(n338):
            t341 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t341.partition_index, t341.error_code, t341.timestamp, t341.offset = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t341.old_style_offsets = []
            t341.leader_epoch = -1
            t341._unknown_tags = None
            ap340(t341)
        t335.partitions = l339
        t335._unknown_tags = None
        ap334(t335)
    o.topics = l333
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsResponse_v3(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l342 = o.topics
    a(_S_i.pack(len(l342)))
    for e343 in l342:
        s344 = e343.name
        b345 = s344.encode()
        a(_S_h.pack(len(b345)))
        a(b345)
        l347 = e343.partitions
        a(_S_i.pack(len(l347)))
        for e348 in l347:
            a(_S_ih.pack(e348.partition_index, e348.error_code))
            if e348.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 3)
            a(_S_qq.pack(e348.timestamp, e348.offset))
            if e348.leader_epoch != -1:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.LeaderEpoch', 3)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v3(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n349, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics')
    l350: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap351 = l350.append
    for _ in range(n349):
        t352 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n353, = _S_h.unpack_from(buf, pos)
        if n353 >= 0:
            x354 = pos + 2 + n353
            if x354 > blen:
                raise _bad_length(n353, 'ListOffsetsResponse.Topics.Name', pos)
            t352.name = str(buf[pos + 2:x354], 'utf-8')
            pos = x354
        else:
            t352.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsResponse.Topics.Name')
        n355, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l356: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap357 = l356.append
        for _ in range(n355):
            t358 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t358.partition_index, t358.error_code, t358.timestamp, t358.offset = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            t358.old_style_offsets = []
            t358.leader_epoch = -1
            t358._unknown_tags = None
            ap357(t358)
        t352.partitions = l356
        t352._unknown_tags = None
        ap351(t352)
    o.topics = l350
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsResponse_v4(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l359 = o.topics
    a(_S_i.pack(len(l359)))
    for e360 in l359:
        s361 = e360.name
        b362 = s361.encode()
        a(_S_h.pack(len(b362)))
        a(b362)
        l364 = e360.partitions
        a(_S_i.pack(len(l364)))
        for e365 in l364:
            a(_S_ih.pack(e365.partition_index, e365.error_code))
            if e365.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 4)
            a(_S_qqi.pack(e365.timestamp, e365.offset, e365.leader_epoch))
    return b''.join(parts)


def _dec_ListOffsetsResponse_v4(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n366, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics')
    l367: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap368 = l367.append
    for _ in range(n366):
        t369 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n370, = _S_h.unpack_from(buf, pos)
        if n370 >= 0:
            x371 = pos + 2 + n370
            if x371 > blen:
                raise _bad_length(n370, 'ListOffsetsResponse.Topics.Name', pos)
            t369.name = str(buf[pos + 2:x371], 'utf-8')
            pos = x371
        else:
            t369.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsResponse.Topics.Name')
        n372, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l373: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap374 = l373.append
        for _ in range(n372):
            t375 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t375.partition_index, t375.error_code, t375.timestamp, t375.offset, t375.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t375.old_style_offsets = []
            t375._unknown_tags = None
            ap374(t375)
        t369.partitions = l373
        t369._unknown_tags = None
        ap368(t369)
    o.topics = l367
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsResponse_v5(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l376 = o.topics
    a(_S_i.pack(len(l376)))
    for e377 in l376:
        s378 = e377.name
        b379 = s378.encode()
        a(_S_h.pack(len(b379)))
        a(b379)
        l381 = e377.partitions
        a(_S_i.pack(len(l381)))
        for e382 in l381:
            a(_S_ih.pack(e382.partition_index, e382.error_code))
            if e382.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 5)
            a(_S_qqi.pack(e382.timestamp, e382.offset, e382.leader_epoch))
    return b''.join(parts)


def _dec_ListOffsetsResponse_v5(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n383, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics')
    l384: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap385 = l384.append
    for _ in range(n383):
        t386 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n387, = _S_h.unpack_from(buf, pos)
        if n387 >= 0:
            x388 = pos + 2 + n387
            if x388 > blen:
                raise _bad_length(n387, 'ListOffsetsResponse.Topics.Name', pos)
            t386.name = str(buf[pos + 2:x388], 'utf-8')
            pos = x388
        else:
            t386.name, pos = _read_string(buf, pos, False, False, 'ListOffsetsResponse.Topics.Name')
        n389, pos = _read_array_len(buf, pos, False, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l390: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap391 = l390.append
        for _ in range(n389):
            t392 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t392.partition_index, t392.error_code, t392.timestamp, t392.offset, t392.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t392.old_style_offsets = []
            t392._unknown_tags = None
            ap391(t392)
        t386.partitions = l390
        t386._unknown_tags = None
        ap385(t386)
    o.topics = l384
    o._unknown_tags = None
    return o, pos


def _enc_ListOffsetsResponse_v6(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l393 = o.topics
    n394 = len(l393) + 1
    a(_UV[n394] if n394 < 128 else _uv(n394))
    for e395 in l393:
        s396 = e395.name
        b397 = s396.encode()
        n398 = len(b397) + 1
        a(_UV[n398] if n398 < 128 else _uv(n398))
        a(b397)
        l399 = e395.partitions
        n400 = len(l399) + 1
        a(_UV[n400] if n400 < 128 else _uv(n400))
        for e401 in l399:
            a(_S_ih.pack(e401.partition_index, e401.error_code))
            if e401.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 6)
            a(_S_qqi.pack(e401.timestamp, e401.offset, e401.leader_epoch))
            u402 = e401._unknown_tags
            if u402 is None:
                a(_H0)
            else:
                _write_tags(a, None, u402)
        u403 = e395._unknown_tags
        if u403 is None:
            a(_H0)
        else:
            _write_tags(a, None, u403)
    u404 = o._unknown_tags
    if u404 is None:
        a(_H0)
    else:
        _write_tags(a, None, u404)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v6(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n405 = buf[pos] - 1
    if 0 <= n405 < 127:
        pos += 1
    else:
        n405, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics')
    l406: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap407 = l406.append
    for _ in range(n405):
        t408 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n409 = buf[pos] - 1
        if 0 <= n409 < 127:
            x410 = pos + 1 + n409
            if x410 > blen:
                raise _bad_length(n409, 'ListOffsetsResponse.Topics.Name', pos)
            t408.name = str(buf[pos + 1:x410], 'utf-8')
            pos = x410
        else:
            t408.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsResponse.Topics.Name')
        n411 = buf[pos] - 1
        if 0 <= n411 < 127:
            pos += 1
        else:
            n411, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l412: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap413 = l412.append
        for _ in range(n411):
            t414 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t414.partition_index, t414.error_code, t414.timestamp, t414.offset, t414.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t414.old_style_offsets = []
            if buf[pos] == 0:
                pos += 1
                t414._unknown_tags = None
            else:
                nt415, pos = _ruv(buf, pos)
                if nt415 * 2 > blen - pos:
                    raise _array_too_long(nt415, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                uk416: list[tuple[int, bytes]] | None = None
                for _ in range(nt415):
                    tg417, pos = _ruv(buf, pos)
                    sz418, pos = _ruv(buf, pos)
                    x419 = pos + sz418
                    if x419 > blen:
                        raise _bad_length(sz418, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk416 is None:
                        uk416 = []
                    uk416.append((tg417, bytes(buf[pos:x419])))
                    pos = x419
                t414._unknown_tags = uk416
            ap413(t414)
        t408.partitions = l412
        if buf[pos] == 0:
            pos += 1
            t408._unknown_tags = None
        else:
            nt420, pos = _ruv(buf, pos)
            if nt420 * 2 > blen - pos:
                raise _array_too_long(nt420, 'ListOffsetsResponse.Topics._tagged_fields', pos)
            uk421: list[tuple[int, bytes]] | None = None
            for _ in range(nt420):
                tg422, pos = _ruv(buf, pos)
                sz423, pos = _ruv(buf, pos)
                x424 = pos + sz423
                if x424 > blen:
                    raise _bad_length(sz423, 'ListOffsetsResponse.Topics._tagged_fields', pos)
                if uk421 is None:
                    uk421 = []
                uk421.append((tg422, bytes(buf[pos:x424])))
                pos = x424
            t408._unknown_tags = uk421
        ap407(t408)
    o.topics = l406
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt425, pos = _ruv(buf, pos)
        if nt425 * 2 > blen - pos:
            raise _array_too_long(nt425, 'ListOffsetsResponse._tagged_fields', pos)
        uk426: list[tuple[int, bytes]] | None = None
        for _ in range(nt425):
            tg427, pos = _ruv(buf, pos)
            sz428, pos = _ruv(buf, pos)
            x429 = pos + sz428
            if x429 > blen:
                raise _bad_length(sz428, 'ListOffsetsResponse._tagged_fields', pos)
            if uk426 is None:
                uk426 = []
            uk426.append((tg427, bytes(buf[pos:x429])))
            pos = x429
        o._unknown_tags = uk426
    return o, pos


def _enc_ListOffsetsResponse_v7(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l430 = o.topics
    n431 = len(l430) + 1
    a(_UV[n431] if n431 < 128 else _uv(n431))
    for e432 in l430:
        s433 = e432.name
        b434 = s433.encode()
        n435 = len(b434) + 1
        a(_UV[n435] if n435 < 128 else _uv(n435))
        a(b434)
        l436 = e432.partitions
        n437 = len(l436) + 1
        a(_UV[n437] if n437 < 128 else _uv(n437))
        for e438 in l436:
            a(_S_ih.pack(e438.partition_index, e438.error_code))
            if e438.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 7)
            a(_S_qqi.pack(e438.timestamp, e438.offset, e438.leader_epoch))
            u439 = e438._unknown_tags
            if u439 is None:
                a(_H0)
            else:
                _write_tags(a, None, u439)
        u440 = e432._unknown_tags
        if u440 is None:
            a(_H0)
        else:
            _write_tags(a, None, u440)
    u441 = o._unknown_tags
    if u441 is None:
        a(_H0)
    else:
        _write_tags(a, None, u441)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v7(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n442 = buf[pos] - 1
    if 0 <= n442 < 127:
        pos += 1
    else:
        n442, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics')
    l443: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap444 = l443.append
    for _ in range(n442):
        t445 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n446 = buf[pos] - 1
        if 0 <= n446 < 127:
            x447 = pos + 1 + n446
            if x447 > blen:
                raise _bad_length(n446, 'ListOffsetsResponse.Topics.Name', pos)
            t445.name = str(buf[pos + 1:x447], 'utf-8')
            pos = x447
        else:
            t445.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsResponse.Topics.Name')
        n448 = buf[pos] - 1
        if 0 <= n448 < 127:
            pos += 1
        else:
            n448, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l449: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap450 = l449.append
        for _ in range(n448):
            t451 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t451.partition_index, t451.error_code, t451.timestamp, t451.offset, t451.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t451.old_style_offsets = []
            if buf[pos] == 0:
                pos += 1
                t451._unknown_tags = None
            else:
                nt452, pos = _ruv(buf, pos)
                if nt452 * 2 > blen - pos:
                    raise _array_too_long(nt452, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                uk453: list[tuple[int, bytes]] | None = None
                for _ in range(nt452):
                    tg454, pos = _ruv(buf, pos)
                    sz455, pos = _ruv(buf, pos)
                    x456 = pos + sz455
                    if x456 > blen:
                        raise _bad_length(sz455, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk453 is None:
                        uk453 = []
                    uk453.append((tg454, bytes(buf[pos:x456])))
                    pos = x456
                t451._unknown_tags = uk453
            ap450(t451)
        t445.partitions = l449
        if buf[pos] == 0:
            pos += 1
            t445._unknown_tags = None
        else:
            nt457, pos = _ruv(buf, pos)
            if nt457 * 2 > blen - pos:
                raise _array_too_long(nt457, 'ListOffsetsResponse.Topics._tagged_fields', pos)
            uk458: list[tuple[int, bytes]] | None = None
            for _ in range(nt457):
                tg459, pos = _ruv(buf, pos)
                sz460, pos = _ruv(buf, pos)
                x461 = pos + sz460
                if x461 > blen:
                    raise _bad_length(sz460, 'ListOffsetsResponse.Topics._tagged_fields', pos)
                if uk458 is None:
                    uk458 = []
                uk458.append((tg459, bytes(buf[pos:x461])))
                pos = x461
            t445._unknown_tags = uk458
        ap444(t445)
    o.topics = l443
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt462, pos = _ruv(buf, pos)
        if nt462 * 2 > blen - pos:
            raise _array_too_long(nt462, 'ListOffsetsResponse._tagged_fields', pos)
        uk463: list[tuple[int, bytes]] | None = None
        for _ in range(nt462):
            tg464, pos = _ruv(buf, pos)
            sz465, pos = _ruv(buf, pos)
            x466 = pos + sz465
            if x466 > blen:
                raise _bad_length(sz465, 'ListOffsetsResponse._tagged_fields', pos)
            if uk463 is None:
                uk463 = []
            uk463.append((tg464, bytes(buf[pos:x466])))
            pos = x466
        o._unknown_tags = uk463
    return o, pos


def _enc_ListOffsetsResponse_v8(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l467 = o.topics
    n468 = len(l467) + 1
    a(_UV[n468] if n468 < 128 else _uv(n468))
    for e469 in l467:
        s470 = e469.name
        b471 = s470.encode()
        n472 = len(b471) + 1
        a(_UV[n472] if n472 < 128 else _uv(n472))
        a(b471)
        l473 = e469.partitions
        n474 = len(l473) + 1
        a(_UV[n474] if n474 < 128 else _uv(n474))
        for e475 in l473:
            a(_S_ih.pack(e475.partition_index, e475.error_code))
            if e475.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 8)
            a(_S_qqi.pack(e475.timestamp, e475.offset, e475.leader_epoch))
            u476 = e475._unknown_tags
            if u476 is None:
                a(_H0)
            else:
                _write_tags(a, None, u476)
        u477 = e469._unknown_tags
        if u477 is None:
            a(_H0)
        else:
            _write_tags(a, None, u477)
    u478 = o._unknown_tags
    if u478 is None:
        a(_H0)
    else:
        _write_tags(a, None, u478)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v8(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n479 = buf[pos] - 1
    if 0 <= n479 < 127:
        pos += 1
    else:
        n479, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics')
    l480: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap481 = l480.append
    for _ in range(n479):
        t482 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n483 = buf[pos] - 1
        if 0 <= n483 < 127:
            x484 = pos + 1 + n483
            if x484 > blen:
                raise _bad_length(n483, 'ListOffsetsResponse.Topics.Name', pos)
            t482.name = str(buf[pos + 1:x484], 'utf-8')
            pos = x484
        else:
            t482.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsResponse.Topics.Name')
        n485 = buf[pos] - 1
        if 0 <= n485 < 127:
            pos += 1
        else:
            n485, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l486: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap487 = l486.append
        for _ in range(n485):
            t488 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t488.partition_index, t488.error_code, t488.timestamp, t488.offset, t488.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t488.old_style_offsets = []
            if buf[pos] == 0:
                pos += 1
                t488._unknown_tags = None
            else:
                nt489, pos = _ruv(buf, pos)
                if nt489 * 2 > blen - pos:
                    raise _array_too_long(nt489, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                uk490: list[tuple[int, bytes]] | None = None
                for _ in range(nt489):
                    tg491, pos = _ruv(buf, pos)
                    sz492, pos = _ruv(buf, pos)
                    x493 = pos + sz492
                    if x493 > blen:
                        raise _bad_length(sz492, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk490 is None:
                        uk490 = []
                    uk490.append((tg491, bytes(buf[pos:x493])))
                    pos = x493
                t488._unknown_tags = uk490
            ap487(t488)
        t482.partitions = l486
        if buf[pos] == 0:
            pos += 1
            t482._unknown_tags = None
        else:
            nt494, pos = _ruv(buf, pos)
            if nt494 * 2 > blen - pos:
                raise _array_too_long(nt494, 'ListOffsetsResponse.Topics._tagged_fields', pos)
            uk495: list[tuple[int, bytes]] | None = None
            for _ in range(nt494):
                tg496, pos = _ruv(buf, pos)
                sz497, pos = _ruv(buf, pos)
                x498 = pos + sz497
                if x498 > blen:
                    raise _bad_length(sz497, 'ListOffsetsResponse.Topics._tagged_fields', pos)
                if uk495 is None:
                    uk495 = []
                uk495.append((tg496, bytes(buf[pos:x498])))
                pos = x498
            t482._unknown_tags = uk495
        ap481(t482)
    o.topics = l480
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt499, pos = _ruv(buf, pos)
        if nt499 * 2 > blen - pos:
            raise _array_too_long(nt499, 'ListOffsetsResponse._tagged_fields', pos)
        uk500: list[tuple[int, bytes]] | None = None
        for _ in range(nt499):
            tg501, pos = _ruv(buf, pos)
            sz502, pos = _ruv(buf, pos)
            x503 = pos + sz502
            if x503 > blen:
                raise _bad_length(sz502, 'ListOffsetsResponse._tagged_fields', pos)
            if uk500 is None:
                uk500 = []
            uk500.append((tg501, bytes(buf[pos:x503])))
            pos = x503
        o._unknown_tags = uk500
    return o, pos


def _enc_ListOffsetsResponse_v9(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l504 = o.topics
    n505 = len(l504) + 1
    a(_UV[n505] if n505 < 128 else _uv(n505))
    for e506 in l504:
        s507 = e506.name
        b508 = s507.encode()
        n509 = len(b508) + 1
        a(_UV[n509] if n509 < 128 else _uv(n509))
        a(b508)
        l510 = e506.partitions
        n511 = len(l510) + 1
        a(_UV[n511] if n511 < 128 else _uv(n511))
        for e512 in l510:
            a(_S_ih.pack(e512.partition_index, e512.error_code))
            if e512.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 9)
            a(_S_qqi.pack(e512.timestamp, e512.offset, e512.leader_epoch))
            u513 = e512._unknown_tags
            if u513 is None:
                a(_H0)
            else:
                _write_tags(a, None, u513)
        u514 = e506._unknown_tags
        if u514 is None:
            a(_H0)
        else:
            _write_tags(a, None, u514)
    u515 = o._unknown_tags
    if u515 is None:
        a(_H0)
    else:
        _write_tags(a, None, u515)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v9(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n516 = buf[pos] - 1
    if 0 <= n516 < 127:
        pos += 1
    else:
        n516, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics')
    l517: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap518 = l517.append
    for _ in range(n516):
        t519 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n520 = buf[pos] - 1
        if 0 <= n520 < 127:
            x521 = pos + 1 + n520
            if x521 > blen:
                raise _bad_length(n520, 'ListOffsetsResponse.Topics.Name', pos)
            t519.name = str(buf[pos + 1:x521], 'utf-8')
            pos = x521
        else:
            t519.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsResponse.Topics.Name')
        n522 = buf[pos] - 1
        if 0 <= n522 < 127:
            pos += 1
        else:
            n522, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l523: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap524 = l523.append
        for _ in range(n522):
            t525 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t525.partition_index, t525.error_code, t525.timestamp, t525.offset, t525.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t525.old_style_offsets = []
            if buf[pos] == 0:
                pos += 1
                t525._unknown_tags = None
            else:
                nt526, pos = _ruv(buf, pos)
                if nt526 * 2 > blen - pos:
                    raise _array_too_long(nt526, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                uk527: list[tuple[int, bytes]] | None = None
                for _ in range(nt526):
                    tg528, pos = _ruv(buf, pos)
                    sz529, pos = _ruv(buf, pos)
                    x530 = pos + sz529
                    if x530 > blen:
                        raise _bad_length(sz529, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk527 is None:
                        uk527 = []
                    uk527.append((tg528, bytes(buf[pos:x530])))
                    pos = x530
                t525._unknown_tags = uk527
            ap524(t525)
        t519.partitions = l523
        if buf[pos] == 0:
            pos += 1
            t519._unknown_tags = None
        else:
            nt531, pos = _ruv(buf, pos)
            if nt531 * 2 > blen - pos:
                raise _array_too_long(nt531, 'ListOffsetsResponse.Topics._tagged_fields', pos)
            uk532: list[tuple[int, bytes]] | None = None
            for _ in range(nt531):
                tg533, pos = _ruv(buf, pos)
                sz534, pos = _ruv(buf, pos)
                x535 = pos + sz534
                if x535 > blen:
                    raise _bad_length(sz534, 'ListOffsetsResponse.Topics._tagged_fields', pos)
                if uk532 is None:
                    uk532 = []
                uk532.append((tg533, bytes(buf[pos:x535])))
                pos = x535
            t519._unknown_tags = uk532
        ap518(t519)
    o.topics = l517
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt536, pos = _ruv(buf, pos)
        if nt536 * 2 > blen - pos:
            raise _array_too_long(nt536, 'ListOffsetsResponse._tagged_fields', pos)
        uk537: list[tuple[int, bytes]] | None = None
        for _ in range(nt536):
            tg538, pos = _ruv(buf, pos)
            sz539, pos = _ruv(buf, pos)
            x540 = pos + sz539
            if x540 > blen:
                raise _bad_length(sz539, 'ListOffsetsResponse._tagged_fields', pos)
            if uk537 is None:
                uk537 = []
            uk537.append((tg538, bytes(buf[pos:x540])))
            pos = x540
        o._unknown_tags = uk537
    return o, pos


def _enc_ListOffsetsResponse_v10(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l541 = o.topics
    n542 = len(l541) + 1
    a(_UV[n542] if n542 < 128 else _uv(n542))
    for e543 in l541:
        s544 = e543.name
        b545 = s544.encode()
        n546 = len(b545) + 1
        a(_UV[n546] if n546 < 128 else _uv(n546))
        a(b545)
        l547 = e543.partitions
        n548 = len(l547) + 1
        a(_UV[n548] if n548 < 128 else _uv(n548))
        for e549 in l547:
            a(_S_ih.pack(e549.partition_index, e549.error_code))
            if e549.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 10)
            a(_S_qqi.pack(e549.timestamp, e549.offset, e549.leader_epoch))
            u550 = e549._unknown_tags
            if u550 is None:
                a(_H0)
            else:
                _write_tags(a, None, u550)
        u551 = e543._unknown_tags
        if u551 is None:
            a(_H0)
        else:
            _write_tags(a, None, u551)
    u552 = o._unknown_tags
    if u552 is None:
        a(_H0)
    else:
        _write_tags(a, None, u552)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v10(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n553 = buf[pos] - 1
    if 0 <= n553 < 127:
        pos += 1
    else:
        n553, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics')
    l554: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap555 = l554.append
    for _ in range(n553):
        t556 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n557 = buf[pos] - 1
        if 0 <= n557 < 127:
            x558 = pos + 1 + n557
            if x558 > blen:
                raise _bad_length(n557, 'ListOffsetsResponse.Topics.Name', pos)
            t556.name = str(buf[pos + 1:x558], 'utf-8')
            pos = x558
        else:
            t556.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsResponse.Topics.Name')
        n559 = buf[pos] - 1
        if 0 <= n559 < 127:
            pos += 1
        else:
            n559, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l560: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap561 = l560.append
        for _ in range(n559):
            t562 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t562.partition_index, t562.error_code, t562.timestamp, t562.offset, t562.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t562.old_style_offsets = []
            if buf[pos] == 0:
                pos += 1
                t562._unknown_tags = None
            else:
                nt563, pos = _ruv(buf, pos)
                if nt563 * 2 > blen - pos:
                    raise _array_too_long(nt563, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                uk564: list[tuple[int, bytes]] | None = None
                for _ in range(nt563):
                    tg565, pos = _ruv(buf, pos)
                    sz566, pos = _ruv(buf, pos)
                    x567 = pos + sz566
                    if x567 > blen:
                        raise _bad_length(sz566, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk564 is None:
                        uk564 = []
                    uk564.append((tg565, bytes(buf[pos:x567])))
                    pos = x567
                t562._unknown_tags = uk564
            ap561(t562)
        t556.partitions = l560
        if buf[pos] == 0:
            pos += 1
            t556._unknown_tags = None
        else:
            nt568, pos = _ruv(buf, pos)
            if nt568 * 2 > blen - pos:
                raise _array_too_long(nt568, 'ListOffsetsResponse.Topics._tagged_fields', pos)
            uk569: list[tuple[int, bytes]] | None = None
            for _ in range(nt568):
                tg570, pos = _ruv(buf, pos)
                sz571, pos = _ruv(buf, pos)
                x572 = pos + sz571
                if x572 > blen:
                    raise _bad_length(sz571, 'ListOffsetsResponse.Topics._tagged_fields', pos)
                if uk569 is None:
                    uk569 = []
                uk569.append((tg570, bytes(buf[pos:x572])))
                pos = x572
            t556._unknown_tags = uk569
        ap555(t556)
    o.topics = l554
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt573, pos = _ruv(buf, pos)
        if nt573 * 2 > blen - pos:
            raise _array_too_long(nt573, 'ListOffsetsResponse._tagged_fields', pos)
        uk574: list[tuple[int, bytes]] | None = None
        for _ in range(nt573):
            tg575, pos = _ruv(buf, pos)
            sz576, pos = _ruv(buf, pos)
            x577 = pos + sz576
            if x577 > blen:
                raise _bad_length(sz576, 'ListOffsetsResponse._tagged_fields', pos)
            if uk574 is None:
                uk574 = []
            uk574.append((tg575, bytes(buf[pos:x577])))
            pos = x577
        o._unknown_tags = uk574
    return o, pos


def _enc_ListOffsetsResponse_v11(o: ListOffsetsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l578 = o.topics
    n579 = len(l578) + 1
    a(_UV[n579] if n579 < 128 else _uv(n579))
    for e580 in l578:
        s581 = e580.name
        b582 = s581.encode()
        n583 = len(b582) + 1
        a(_UV[n583] if n583 < 128 else _uv(n583))
        a(b582)
        l584 = e580.partitions
        n585 = len(l584) + 1
        a(_UV[n585] if n585 < 128 else _uv(n585))
        for e586 in l584:
            a(_S_ih.pack(e586.partition_index, e586.error_code))
            if e586.old_style_offsets:
                raise _unsupported_field('ListOffsetsResponse', 'Topics.Partitions.OldStyleOffsets', 11)
            a(_S_qqi.pack(e586.timestamp, e586.offset, e586.leader_epoch))
            u587 = e586._unknown_tags
            if u587 is None:
                a(_H0)
            else:
                _write_tags(a, None, u587)
        u588 = e580._unknown_tags
        if u588 is None:
            a(_H0)
        else:
            _write_tags(a, None, u588)
    u589 = o._unknown_tags
    if u589 is None:
        a(_H0)
    else:
        _write_tags(a, None, u589)
    return b''.join(parts)


def _dec_ListOffsetsResponse_v11(buf: _Buffer, pos: int) -> tuple[ListOffsetsResponse, int]:
    blen = len(buf)
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n590 = buf[pos] - 1
    if 0 <= n590 < 127:
        pos += 1
    else:
        n590, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics')
    l591: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    ap592 = l591.append
    for _ in range(n590):
        t593 = _new(_C_ListOffsetsResponse_ListOffsetsTopicResponse)
        n594 = buf[pos] - 1
        if 0 <= n594 < 127:
            x595 = pos + 1 + n594
            if x595 > blen:
                raise _bad_length(n594, 'ListOffsetsResponse.Topics.Name', pos)
            t593.name = str(buf[pos + 1:x595], 'utf-8')
            pos = x595
        else:
            t593.name, pos = _read_string(buf, pos, True, False, 'ListOffsetsResponse.Topics.Name')
        n596 = buf[pos] - 1
        if 0 <= n596 < 127:
            pos += 1
        else:
            n596, pos = _read_array_len(buf, pos, True, False, 1, 'ListOffsetsResponse.Topics.Partitions')
        l597: list[ListOffsetsResponse.ListOffsetsPartitionResponse] = []
        ap598 = l597.append
        for _ in range(n596):
            t599 = _new(_C_ListOffsetsResponse_ListOffsetsPartitionResponse)
            t599.partition_index, t599.error_code, t599.timestamp, t599.offset, t599.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            t599.old_style_offsets = []
            if buf[pos] == 0:
                pos += 1
                t599._unknown_tags = None
            else:
                nt600, pos = _ruv(buf, pos)
                if nt600 * 2 > blen - pos:
                    raise _array_too_long(nt600, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                uk601: list[tuple[int, bytes]] | None = None
                for _ in range(nt600):
                    tg602, pos = _ruv(buf, pos)
                    sz603, pos = _ruv(buf, pos)
                    x604 = pos + sz603
                    if x604 > blen:
                        raise _bad_length(sz603, 'ListOffsetsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk601 is None:
                        uk601 = []
                    uk601.append((tg602, bytes(buf[pos:x604])))
                    pos = x604
                t599._unknown_tags = uk601
            ap598(t599)
        t593.partitions = l597
        if buf[pos] == 0:
            pos += 1
            t593._unknown_tags = None
        else:
            nt605, pos = _ruv(buf, pos)
            if nt605 * 2 > blen - pos:
                raise _array_too_long(nt605, 'ListOffsetsResponse.Topics._tagged_fields', pos)
            uk606: list[tuple[int, bytes]] | None = None
            for _ in range(nt605):
                tg607, pos = _ruv(buf, pos)
                sz608, pos = _ruv(buf, pos)
                x609 = pos + sz608
                if x609 > blen:
                    raise _bad_length(sz608, 'ListOffsetsResponse.Topics._tagged_fields', pos)
                if uk606 is None:
                    uk606 = []
                uk606.append((tg607, bytes(buf[pos:x609])))
                pos = x609
            t593._unknown_tags = uk606
        ap592(t593)
    o.topics = l591
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt610, pos = _ruv(buf, pos)
        if nt610 * 2 > blen - pos:
            raise _array_too_long(nt610, 'ListOffsetsResponse._tagged_fields', pos)
        uk611: list[tuple[int, bytes]] | None = None
        for _ in range(nt610):
            tg612, pos = _ruv(buf, pos)
            sz613, pos = _ruv(buf, pos)
            x614 = pos + sz613
            if x614 > blen:
                raise _bad_length(sz613, 'ListOffsetsResponse._tagged_fields', pos)
            if uk611 is None:
                uk611 = []
            uk611.append((tg612, bytes(buf[pos:x614])))
            pos = x614
        o._unknown_tags = uk611
    return o, pos


ListOffsetsResponse._ENC = {1: _enc_ListOffsetsResponse_v1, 2: _enc_ListOffsetsResponse_v2, 3: _enc_ListOffsetsResponse_v3, 4: _enc_ListOffsetsResponse_v4, 5: _enc_ListOffsetsResponse_v5, 6: _enc_ListOffsetsResponse_v6, 7: _enc_ListOffsetsResponse_v7, 8: _enc_ListOffsetsResponse_v8, 9: _enc_ListOffsetsResponse_v9, 10: _enc_ListOffsetsResponse_v10, 11: _enc_ListOffsetsResponse_v11}
ListOffsetsResponse._DEC = {1: _dec_ListOffsetsResponse_v1, 2: _dec_ListOffsetsResponse_v2, 3: _dec_ListOffsetsResponse_v3, 4: _dec_ListOffsetsResponse_v4, 5: _dec_ListOffsetsResponse_v5, 6: _dec_ListOffsetsResponse_v6, 7: _dec_ListOffsetsResponse_v7, 8: _dec_ListOffsetsResponse_v8, 9: _dec_ListOffsetsResponse_v9, 10: _dec_ListOffsetsResponse_v10, 11: _dec_ListOffsetsResponse_v11}


_LINES = {
    214: 'ListOffsetsRequest.ReplicaId',
    215: 'ListOffsetsRequest.IsolationLevel',
    217: 'ListOffsetsRequest.Topics',
    218: 'ListOffsetsRequest.Topics',
    219: 'ListOffsetsRequest.Topics',
    220: 'ListOffsetsRequest.Topics.Name',
    221: 'ListOffsetsRequest.Topics.Name',
    222: 'ListOffsetsRequest.Topics.Name',
    223: 'ListOffsetsRequest.Topics.Name',
    224: 'ListOffsetsRequest.Topics.Partitions',
    225: 'ListOffsetsRequest.Topics.Partitions',
    226: 'ListOffsetsRequest.Topics.Partitions',
    227: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex',
    228: 'ListOffsetsRequest.Topics.Partitions.Timestamp',
    229: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    237: 'ListOffsetsRequest.ReplicaId',
    239: 'ListOffsetsRequest.Topics',
    244: 'ListOffsetsRequest.Topics.Name',
    249: 'ListOffsetsRequest.Topics.Name',
    252: 'ListOffsetsRequest.Topics.Name',
    253: 'ListOffsetsRequest.Topics.Partitions',
    258: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,Timestamp',
    277: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    278: 'ListOffsetsRequest.Topics',
    279: 'ListOffsetsRequest.Topics',
    280: 'ListOffsetsRequest.Topics',
    281: 'ListOffsetsRequest.Topics.Name',
    282: 'ListOffsetsRequest.Topics.Name',
    283: 'ListOffsetsRequest.Topics.Name',
    284: 'ListOffsetsRequest.Topics.Name',
    285: 'ListOffsetsRequest.Topics.Partitions',
    286: 'ListOffsetsRequest.Topics.Partitions',
    287: 'ListOffsetsRequest.Topics.Partitions',
    288: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex',
    289: 'ListOffsetsRequest.Topics.Partitions.Timestamp',
    290: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    298: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    300: 'ListOffsetsRequest.Topics',
    305: 'ListOffsetsRequest.Topics.Name',
    310: 'ListOffsetsRequest.Topics.Name',
    313: 'ListOffsetsRequest.Topics.Name',
    314: 'ListOffsetsRequest.Topics.Partitions',
    319: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,Timestamp',
    337: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    338: 'ListOffsetsRequest.Topics',
    339: 'ListOffsetsRequest.Topics',
    340: 'ListOffsetsRequest.Topics',
    341: 'ListOffsetsRequest.Topics.Name',
    342: 'ListOffsetsRequest.Topics.Name',
    343: 'ListOffsetsRequest.Topics.Name',
    344: 'ListOffsetsRequest.Topics.Name',
    345: 'ListOffsetsRequest.Topics.Partitions',
    346: 'ListOffsetsRequest.Topics.Partitions',
    347: 'ListOffsetsRequest.Topics.Partitions',
    348: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex',
    349: 'ListOffsetsRequest.Topics.Partitions.Timestamp',
    350: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    358: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    360: 'ListOffsetsRequest.Topics',
    365: 'ListOffsetsRequest.Topics.Name',
    370: 'ListOffsetsRequest.Topics.Name',
    373: 'ListOffsetsRequest.Topics.Name',
    374: 'ListOffsetsRequest.Topics.Partitions',
    379: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,Timestamp',
    397: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    398: 'ListOffsetsRequest.Topics',
    399: 'ListOffsetsRequest.Topics',
    400: 'ListOffsetsRequest.Topics',
    401: 'ListOffsetsRequest.Topics.Name',
    402: 'ListOffsetsRequest.Topics.Name',
    403: 'ListOffsetsRequest.Topics.Name',
    404: 'ListOffsetsRequest.Topics.Name',
    405: 'ListOffsetsRequest.Topics.Partitions',
    406: 'ListOffsetsRequest.Topics.Partitions',
    407: 'ListOffsetsRequest.Topics.Partitions',
    408: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    409: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    417: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    419: 'ListOffsetsRequest.Topics',
    424: 'ListOffsetsRequest.Topics.Name',
    429: 'ListOffsetsRequest.Topics.Name',
    432: 'ListOffsetsRequest.Topics.Name',
    433: 'ListOffsetsRequest.Topics.Partitions',
    438: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    455: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    456: 'ListOffsetsRequest.Topics',
    457: 'ListOffsetsRequest.Topics',
    458: 'ListOffsetsRequest.Topics',
    459: 'ListOffsetsRequest.Topics.Name',
    460: 'ListOffsetsRequest.Topics.Name',
    461: 'ListOffsetsRequest.Topics.Name',
    462: 'ListOffsetsRequest.Topics.Name',
    463: 'ListOffsetsRequest.Topics.Partitions',
    464: 'ListOffsetsRequest.Topics.Partitions',
    465: 'ListOffsetsRequest.Topics.Partitions',
    466: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    467: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    475: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    477: 'ListOffsetsRequest.Topics',
    482: 'ListOffsetsRequest.Topics.Name',
    487: 'ListOffsetsRequest.Topics.Name',
    490: 'ListOffsetsRequest.Topics.Name',
    491: 'ListOffsetsRequest.Topics.Partitions',
    496: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    513: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    514: 'ListOffsetsRequest.Topics',
    515: 'ListOffsetsRequest.Topics',
    516: 'ListOffsetsRequest.Topics',
    517: 'ListOffsetsRequest.Topics',
    518: 'ListOffsetsRequest.Topics.Name',
    519: 'ListOffsetsRequest.Topics.Name',
    520: 'ListOffsetsRequest.Topics.Name',
    521: 'ListOffsetsRequest.Topics.Name',
    522: 'ListOffsetsRequest.Topics.Name',
    523: 'ListOffsetsRequest.Topics.Partitions',
    524: 'ListOffsetsRequest.Topics.Partitions',
    525: 'ListOffsetsRequest.Topics.Partitions',
    526: 'ListOffsetsRequest.Topics.Partitions',
    527: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    528: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    530: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    531: 'ListOffsetsRequest.Topics.Partitions',
    534: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    535: 'ListOffsetsRequest.Topics._unknown_tags',
    536: 'ListOffsetsRequest.Topics',
    539: 'ListOffsetsRequest.Topics._unknown_tags',
    540: 'ListOffsetsRequest._unknown_tags',
    541: 'ListOffsetsRequest',
    544: 'ListOffsetsRequest._unknown_tags',
    551: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    553: 'ListOffsetsRequest.Topics',
    557: 'ListOffsetsRequest.Topics',
    562: 'ListOffsetsRequest.Topics.Name',
    567: 'ListOffsetsRequest.Topics.Name',
    570: 'ListOffsetsRequest.Topics.Name',
    571: 'ListOffsetsRequest.Topics.Partitions',
    575: 'ListOffsetsRequest.Topics.Partitions',
    580: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    583: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    587: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    592: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    593: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    604: 'ListOffsetsRequest.Topics._tagged_fields',
    608: 'ListOffsetsRequest.Topics._tagged_fields',
    613: 'ListOffsetsRequest.Topics._tagged_fields',
    614: 'ListOffsetsRequest.Topics._tagged_fields',
    626: 'ListOffsetsRequest._tagged_fields',
    630: 'ListOffsetsRequest._tagged_fields',
    635: 'ListOffsetsRequest._tagged_fields',
    636: 'ListOffsetsRequest._tagged_fields',
    651: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    652: 'ListOffsetsRequest.Topics',
    653: 'ListOffsetsRequest.Topics',
    654: 'ListOffsetsRequest.Topics',
    655: 'ListOffsetsRequest.Topics',
    656: 'ListOffsetsRequest.Topics.Name',
    657: 'ListOffsetsRequest.Topics.Name',
    658: 'ListOffsetsRequest.Topics.Name',
    659: 'ListOffsetsRequest.Topics.Name',
    660: 'ListOffsetsRequest.Topics.Name',
    661: 'ListOffsetsRequest.Topics.Partitions',
    662: 'ListOffsetsRequest.Topics.Partitions',
    663: 'ListOffsetsRequest.Topics.Partitions',
    664: 'ListOffsetsRequest.Topics.Partitions',
    665: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    666: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    668: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    669: 'ListOffsetsRequest.Topics.Partitions',
    672: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    673: 'ListOffsetsRequest.Topics._unknown_tags',
    674: 'ListOffsetsRequest.Topics',
    677: 'ListOffsetsRequest.Topics._unknown_tags',
    678: 'ListOffsetsRequest._unknown_tags',
    679: 'ListOffsetsRequest',
    682: 'ListOffsetsRequest._unknown_tags',
    689: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    691: 'ListOffsetsRequest.Topics',
    695: 'ListOffsetsRequest.Topics',
    700: 'ListOffsetsRequest.Topics.Name',
    705: 'ListOffsetsRequest.Topics.Name',
    708: 'ListOffsetsRequest.Topics.Name',
    709: 'ListOffsetsRequest.Topics.Partitions',
    713: 'ListOffsetsRequest.Topics.Partitions',
    718: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    721: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    725: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    730: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    731: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    742: 'ListOffsetsRequest.Topics._tagged_fields',
    746: 'ListOffsetsRequest.Topics._tagged_fields',
    751: 'ListOffsetsRequest.Topics._tagged_fields',
    752: 'ListOffsetsRequest.Topics._tagged_fields',
    764: 'ListOffsetsRequest._tagged_fields',
    768: 'ListOffsetsRequest._tagged_fields',
    773: 'ListOffsetsRequest._tagged_fields',
    774: 'ListOffsetsRequest._tagged_fields',
    789: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    790: 'ListOffsetsRequest.Topics',
    791: 'ListOffsetsRequest.Topics',
    792: 'ListOffsetsRequest.Topics',
    793: 'ListOffsetsRequest.Topics',
    794: 'ListOffsetsRequest.Topics.Name',
    795: 'ListOffsetsRequest.Topics.Name',
    796: 'ListOffsetsRequest.Topics.Name',
    797: 'ListOffsetsRequest.Topics.Name',
    798: 'ListOffsetsRequest.Topics.Name',
    799: 'ListOffsetsRequest.Topics.Partitions',
    800: 'ListOffsetsRequest.Topics.Partitions',
    801: 'ListOffsetsRequest.Topics.Partitions',
    802: 'ListOffsetsRequest.Topics.Partitions',
    803: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    804: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    806: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    807: 'ListOffsetsRequest.Topics.Partitions',
    810: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    811: 'ListOffsetsRequest.Topics._unknown_tags',
    812: 'ListOffsetsRequest.Topics',
    815: 'ListOffsetsRequest.Topics._unknown_tags',
    816: 'ListOffsetsRequest._unknown_tags',
    817: 'ListOffsetsRequest',
    820: 'ListOffsetsRequest._unknown_tags',
    827: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    829: 'ListOffsetsRequest.Topics',
    833: 'ListOffsetsRequest.Topics',
    838: 'ListOffsetsRequest.Topics.Name',
    843: 'ListOffsetsRequest.Topics.Name',
    846: 'ListOffsetsRequest.Topics.Name',
    847: 'ListOffsetsRequest.Topics.Partitions',
    851: 'ListOffsetsRequest.Topics.Partitions',
    856: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    859: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    863: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    868: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    869: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    880: 'ListOffsetsRequest.Topics._tagged_fields',
    884: 'ListOffsetsRequest.Topics._tagged_fields',
    889: 'ListOffsetsRequest.Topics._tagged_fields',
    890: 'ListOffsetsRequest.Topics._tagged_fields',
    902: 'ListOffsetsRequest._tagged_fields',
    906: 'ListOffsetsRequest._tagged_fields',
    911: 'ListOffsetsRequest._tagged_fields',
    912: 'ListOffsetsRequest._tagged_fields',
    927: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    928: 'ListOffsetsRequest.Topics',
    929: 'ListOffsetsRequest.Topics',
    930: 'ListOffsetsRequest.Topics',
    931: 'ListOffsetsRequest.Topics',
    932: 'ListOffsetsRequest.Topics.Name',
    933: 'ListOffsetsRequest.Topics.Name',
    934: 'ListOffsetsRequest.Topics.Name',
    935: 'ListOffsetsRequest.Topics.Name',
    936: 'ListOffsetsRequest.Topics.Name',
    937: 'ListOffsetsRequest.Topics.Partitions',
    938: 'ListOffsetsRequest.Topics.Partitions',
    939: 'ListOffsetsRequest.Topics.Partitions',
    940: 'ListOffsetsRequest.Topics.Partitions',
    941: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    942: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    944: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    945: 'ListOffsetsRequest.Topics.Partitions',
    948: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    949: 'ListOffsetsRequest.Topics._unknown_tags',
    950: 'ListOffsetsRequest.Topics',
    953: 'ListOffsetsRequest.Topics._unknown_tags',
    954: 'ListOffsetsRequest._unknown_tags',
    955: 'ListOffsetsRequest',
    958: 'ListOffsetsRequest._unknown_tags',
    965: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    967: 'ListOffsetsRequest.Topics',
    971: 'ListOffsetsRequest.Topics',
    976: 'ListOffsetsRequest.Topics.Name',
    981: 'ListOffsetsRequest.Topics.Name',
    984: 'ListOffsetsRequest.Topics.Name',
    985: 'ListOffsetsRequest.Topics.Partitions',
    989: 'ListOffsetsRequest.Topics.Partitions',
    994: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    997: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1001: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1006: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1007: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1018: 'ListOffsetsRequest.Topics._tagged_fields',
    1022: 'ListOffsetsRequest.Topics._tagged_fields',
    1027: 'ListOffsetsRequest.Topics._tagged_fields',
    1028: 'ListOffsetsRequest.Topics._tagged_fields',
    1040: 'ListOffsetsRequest._tagged_fields',
    1044: 'ListOffsetsRequest._tagged_fields',
    1049: 'ListOffsetsRequest._tagged_fields',
    1050: 'ListOffsetsRequest._tagged_fields',
    1065: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    1066: 'ListOffsetsRequest.Topics',
    1067: 'ListOffsetsRequest.Topics',
    1068: 'ListOffsetsRequest.Topics',
    1069: 'ListOffsetsRequest.Topics',
    1070: 'ListOffsetsRequest.Topics.Name',
    1071: 'ListOffsetsRequest.Topics.Name',
    1072: 'ListOffsetsRequest.Topics.Name',
    1073: 'ListOffsetsRequest.Topics.Name',
    1074: 'ListOffsetsRequest.Topics.Name',
    1075: 'ListOffsetsRequest.Topics.Partitions',
    1076: 'ListOffsetsRequest.Topics.Partitions',
    1077: 'ListOffsetsRequest.Topics.Partitions',
    1078: 'ListOffsetsRequest.Topics.Partitions',
    1079: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    1080: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    1082: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    1083: 'ListOffsetsRequest.Topics.Partitions',
    1086: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    1087: 'ListOffsetsRequest.Topics._unknown_tags',
    1088: 'ListOffsetsRequest.Topics',
    1091: 'ListOffsetsRequest.Topics._unknown_tags',
    1092: 'ListOffsetsRequest.TimeoutMs',
    1093: 'ListOffsetsRequest._unknown_tags',
    1094: 'ListOffsetsRequest',
    1097: 'ListOffsetsRequest._unknown_tags',
    1104: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    1106: 'ListOffsetsRequest.Topics',
    1110: 'ListOffsetsRequest.Topics',
    1115: 'ListOffsetsRequest.Topics.Name',
    1120: 'ListOffsetsRequest.Topics.Name',
    1123: 'ListOffsetsRequest.Topics.Name',
    1124: 'ListOffsetsRequest.Topics.Partitions',
    1128: 'ListOffsetsRequest.Topics.Partitions',
    1133: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    1136: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1140: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1145: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1146: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1157: 'ListOffsetsRequest.Topics._tagged_fields',
    1161: 'ListOffsetsRequest.Topics._tagged_fields',
    1166: 'ListOffsetsRequest.Topics._tagged_fields',
    1167: 'ListOffsetsRequest.Topics._tagged_fields',
    1178: 'ListOffsetsRequest.TimeoutMs',
    1180: 'ListOffsetsRequest._tagged_fields',
    1184: 'ListOffsetsRequest._tagged_fields',
    1189: 'ListOffsetsRequest._tagged_fields',
    1190: 'ListOffsetsRequest._tagged_fields',
    1205: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    1206: 'ListOffsetsRequest.Topics',
    1207: 'ListOffsetsRequest.Topics',
    1208: 'ListOffsetsRequest.Topics',
    1209: 'ListOffsetsRequest.Topics',
    1210: 'ListOffsetsRequest.Topics.Name',
    1211: 'ListOffsetsRequest.Topics.Name',
    1212: 'ListOffsetsRequest.Topics.Name',
    1213: 'ListOffsetsRequest.Topics.Name',
    1214: 'ListOffsetsRequest.Topics.Name',
    1215: 'ListOffsetsRequest.Topics.Partitions',
    1216: 'ListOffsetsRequest.Topics.Partitions',
    1217: 'ListOffsetsRequest.Topics.Partitions',
    1218: 'ListOffsetsRequest.Topics.Partitions',
    1219: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    1220: 'ListOffsetsRequest.Topics.Partitions.MaxNumOffsets',
    1222: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    1223: 'ListOffsetsRequest.Topics.Partitions',
    1226: 'ListOffsetsRequest.Topics.Partitions._unknown_tags',
    1227: 'ListOffsetsRequest.Topics._unknown_tags',
    1228: 'ListOffsetsRequest.Topics',
    1231: 'ListOffsetsRequest.Topics._unknown_tags',
    1232: 'ListOffsetsRequest.TimeoutMs',
    1233: 'ListOffsetsRequest._unknown_tags',
    1234: 'ListOffsetsRequest',
    1237: 'ListOffsetsRequest._unknown_tags',
    1244: 'ListOffsetsRequest.ReplicaId,IsolationLevel',
    1246: 'ListOffsetsRequest.Topics',
    1250: 'ListOffsetsRequest.Topics',
    1255: 'ListOffsetsRequest.Topics.Name',
    1260: 'ListOffsetsRequest.Topics.Name',
    1263: 'ListOffsetsRequest.Topics.Name',
    1264: 'ListOffsetsRequest.Topics.Partitions',
    1268: 'ListOffsetsRequest.Topics.Partitions',
    1273: 'ListOffsetsRequest.Topics.Partitions.PartitionIndex,CurrentLeaderEpoch,Timestamp',
    1276: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1280: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1285: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1286: 'ListOffsetsRequest.Topics.Partitions._tagged_fields',
    1297: 'ListOffsetsRequest.Topics._tagged_fields',
    1301: 'ListOffsetsRequest.Topics._tagged_fields',
    1306: 'ListOffsetsRequest.Topics._tagged_fields',
    1307: 'ListOffsetsRequest.Topics._tagged_fields',
    1318: 'ListOffsetsRequest.TimeoutMs',
    1320: 'ListOffsetsRequest._tagged_fields',
    1324: 'ListOffsetsRequest._tagged_fields',
    1329: 'ListOffsetsRequest._tagged_fields',
    1330: 'ListOffsetsRequest._tagged_fields',
    1506: 'ListOffsetsResponse.Topics',
    1507: 'ListOffsetsResponse.Topics',
    1508: 'ListOffsetsResponse.Topics',
    1509: 'ListOffsetsResponse.Topics.Name',
    1510: 'ListOffsetsResponse.Topics.Name',
    1511: 'ListOffsetsResponse.Topics.Name',
    1512: 'ListOffsetsResponse.Topics.Name',
    1513: 'ListOffsetsResponse.Topics.Partitions',
    1514: 'ListOffsetsResponse.Topics.Partitions',
    1515: 'ListOffsetsResponse.Topics.Partitions',
    1516: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1517: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    1519: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset',
    1520: 'ListOffsetsResponse.Topics.Partitions.LeaderEpoch',
    1528: 'ListOffsetsResponse.Topics',
    1533: 'ListOffsetsResponse.Topics.Name',
    1538: 'ListOffsetsResponse.Topics.Name',
    1541: 'ListOffsetsResponse.Topics.Name',
    1542: 'ListOffsetsResponse.Topics.Partitions',
    1547: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset',
    1565: 'ListOffsetsResponse.ThrottleTimeMs',
    1566: 'ListOffsetsResponse.Topics',
    1567: 'ListOffsetsResponse.Topics',
    1568: 'ListOffsetsResponse.Topics',
    1569: 'ListOffsetsResponse.Topics.Name',
    1570: 'ListOffsetsResponse.Topics.Name',
    1571: 'ListOffsetsResponse.Topics.Name',
    1572: 'ListOffsetsResponse.Topics.Name',
    1573: 'ListOffsetsResponse.Topics.Partitions',
    1574: 'ListOffsetsResponse.Topics.Partitions',
    1575: 'ListOffsetsResponse.Topics.Partitions',
    1576: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1577: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    1579: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset',
    1580: 'ListOffsetsResponse.Topics.Partitions.LeaderEpoch',
    1588: 'ListOffsetsResponse.ThrottleTimeMs',
    1590: 'ListOffsetsResponse.Topics',
    1595: 'ListOffsetsResponse.Topics.Name',
    1600: 'ListOffsetsResponse.Topics.Name',
    1603: 'ListOffsetsResponse.Topics.Name',
    1604: 'ListOffsetsResponse.Topics.Partitions',
    1609: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset',
    1626: 'ListOffsetsResponse.ThrottleTimeMs',
    1627: 'ListOffsetsResponse.Topics',
    1628: 'ListOffsetsResponse.Topics',
    1629: 'ListOffsetsResponse.Topics',
    1630: 'ListOffsetsResponse.Topics.Name',
    1631: 'ListOffsetsResponse.Topics.Name',
    1632: 'ListOffsetsResponse.Topics.Name',
    1633: 'ListOffsetsResponse.Topics.Name',
    1634: 'ListOffsetsResponse.Topics.Partitions',
    1635: 'ListOffsetsResponse.Topics.Partitions',
    1636: 'ListOffsetsResponse.Topics.Partitions',
    1637: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1638: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    1640: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset',
    1641: 'ListOffsetsResponse.Topics.Partitions.LeaderEpoch',
    1649: 'ListOffsetsResponse.ThrottleTimeMs',
    1651: 'ListOffsetsResponse.Topics',
    1656: 'ListOffsetsResponse.Topics.Name',
    1661: 'ListOffsetsResponse.Topics.Name',
    1664: 'ListOffsetsResponse.Topics.Name',
    1665: 'ListOffsetsResponse.Topics.Partitions',
    1670: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset',
    1687: 'ListOffsetsResponse.ThrottleTimeMs',
    1688: 'ListOffsetsResponse.Topics',
    1689: 'ListOffsetsResponse.Topics',
    1690: 'ListOffsetsResponse.Topics',
    1691: 'ListOffsetsResponse.Topics.Name',
    1692: 'ListOffsetsResponse.Topics.Name',
    1693: 'ListOffsetsResponse.Topics.Name',
    1694: 'ListOffsetsResponse.Topics.Name',
    1695: 'ListOffsetsResponse.Topics.Partitions',
    1696: 'ListOffsetsResponse.Topics.Partitions',
    1697: 'ListOffsetsResponse.Topics.Partitions',
    1698: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1699: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    1701: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    1708: 'ListOffsetsResponse.ThrottleTimeMs',
    1710: 'ListOffsetsResponse.Topics',
    1715: 'ListOffsetsResponse.Topics.Name',
    1720: 'ListOffsetsResponse.Topics.Name',
    1723: 'ListOffsetsResponse.Topics.Name',
    1724: 'ListOffsetsResponse.Topics.Partitions',
    1729: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    1745: 'ListOffsetsResponse.ThrottleTimeMs',
    1746: 'ListOffsetsResponse.Topics',
    1747: 'ListOffsetsResponse.Topics',
    1748: 'ListOffsetsResponse.Topics',
    1749: 'ListOffsetsResponse.Topics.Name',
    1750: 'ListOffsetsResponse.Topics.Name',
    1751: 'ListOffsetsResponse.Topics.Name',
    1752: 'ListOffsetsResponse.Topics.Name',
    1753: 'ListOffsetsResponse.Topics.Partitions',
    1754: 'ListOffsetsResponse.Topics.Partitions',
    1755: 'ListOffsetsResponse.Topics.Partitions',
    1756: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1757: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    1759: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    1766: 'ListOffsetsResponse.ThrottleTimeMs',
    1768: 'ListOffsetsResponse.Topics',
    1773: 'ListOffsetsResponse.Topics.Name',
    1778: 'ListOffsetsResponse.Topics.Name',
    1781: 'ListOffsetsResponse.Topics.Name',
    1782: 'ListOffsetsResponse.Topics.Partitions',
    1787: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    1803: 'ListOffsetsResponse.ThrottleTimeMs',
    1804: 'ListOffsetsResponse.Topics',
    1805: 'ListOffsetsResponse.Topics',
    1806: 'ListOffsetsResponse.Topics',
    1807: 'ListOffsetsResponse.Topics',
    1808: 'ListOffsetsResponse.Topics.Name',
    1809: 'ListOffsetsResponse.Topics.Name',
    1810: 'ListOffsetsResponse.Topics.Name',
    1811: 'ListOffsetsResponse.Topics.Name',
    1812: 'ListOffsetsResponse.Topics.Name',
    1813: 'ListOffsetsResponse.Topics.Partitions',
    1814: 'ListOffsetsResponse.Topics.Partitions',
    1815: 'ListOffsetsResponse.Topics.Partitions',
    1816: 'ListOffsetsResponse.Topics.Partitions',
    1817: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1818: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    1820: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    1821: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    1822: 'ListOffsetsResponse.Topics.Partitions',
    1825: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    1826: 'ListOffsetsResponse.Topics._unknown_tags',
    1827: 'ListOffsetsResponse.Topics',
    1830: 'ListOffsetsResponse.Topics._unknown_tags',
    1831: 'ListOffsetsResponse._unknown_tags',
    1832: 'ListOffsetsResponse',
    1835: 'ListOffsetsResponse._unknown_tags',
    1842: 'ListOffsetsResponse.ThrottleTimeMs',
    1844: 'ListOffsetsResponse.Topics',
    1848: 'ListOffsetsResponse.Topics',
    1853: 'ListOffsetsResponse.Topics.Name',
    1858: 'ListOffsetsResponse.Topics.Name',
    1861: 'ListOffsetsResponse.Topics.Name',
    1862: 'ListOffsetsResponse.Topics.Partitions',
    1866: 'ListOffsetsResponse.Topics.Partitions',
    1871: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    1874: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    1878: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    1883: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    1884: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    1895: 'ListOffsetsResponse.Topics._tagged_fields',
    1899: 'ListOffsetsResponse.Topics._tagged_fields',
    1904: 'ListOffsetsResponse.Topics._tagged_fields',
    1905: 'ListOffsetsResponse.Topics._tagged_fields',
    1916: 'ListOffsetsResponse._tagged_fields',
    1920: 'ListOffsetsResponse._tagged_fields',
    1925: 'ListOffsetsResponse._tagged_fields',
    1926: 'ListOffsetsResponse._tagged_fields',
    1941: 'ListOffsetsResponse.ThrottleTimeMs',
    1942: 'ListOffsetsResponse.Topics',
    1943: 'ListOffsetsResponse.Topics',
    1944: 'ListOffsetsResponse.Topics',
    1945: 'ListOffsetsResponse.Topics',
    1946: 'ListOffsetsResponse.Topics.Name',
    1947: 'ListOffsetsResponse.Topics.Name',
    1948: 'ListOffsetsResponse.Topics.Name',
    1949: 'ListOffsetsResponse.Topics.Name',
    1950: 'ListOffsetsResponse.Topics.Name',
    1951: 'ListOffsetsResponse.Topics.Partitions',
    1952: 'ListOffsetsResponse.Topics.Partitions',
    1953: 'ListOffsetsResponse.Topics.Partitions',
    1954: 'ListOffsetsResponse.Topics.Partitions',
    1955: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1956: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    1958: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    1959: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    1960: 'ListOffsetsResponse.Topics.Partitions',
    1963: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    1964: 'ListOffsetsResponse.Topics._unknown_tags',
    1965: 'ListOffsetsResponse.Topics',
    1968: 'ListOffsetsResponse.Topics._unknown_tags',
    1969: 'ListOffsetsResponse._unknown_tags',
    1970: 'ListOffsetsResponse',
    1973: 'ListOffsetsResponse._unknown_tags',
    1980: 'ListOffsetsResponse.ThrottleTimeMs',
    1982: 'ListOffsetsResponse.Topics',
    1986: 'ListOffsetsResponse.Topics',
    1991: 'ListOffsetsResponse.Topics.Name',
    1996: 'ListOffsetsResponse.Topics.Name',
    1999: 'ListOffsetsResponse.Topics.Name',
    2000: 'ListOffsetsResponse.Topics.Partitions',
    2004: 'ListOffsetsResponse.Topics.Partitions',
    2009: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    2012: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2016: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2021: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2022: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2033: 'ListOffsetsResponse.Topics._tagged_fields',
    2037: 'ListOffsetsResponse.Topics._tagged_fields',
    2042: 'ListOffsetsResponse.Topics._tagged_fields',
    2043: 'ListOffsetsResponse.Topics._tagged_fields',
    2054: 'ListOffsetsResponse._tagged_fields',
    2058: 'ListOffsetsResponse._tagged_fields',
    2063: 'ListOffsetsResponse._tagged_fields',
    2064: 'ListOffsetsResponse._tagged_fields',
    2079: 'ListOffsetsResponse.ThrottleTimeMs',
    2080: 'ListOffsetsResponse.Topics',
    2081: 'ListOffsetsResponse.Topics',
    2082: 'ListOffsetsResponse.Topics',
    2083: 'ListOffsetsResponse.Topics',
    2084: 'ListOffsetsResponse.Topics.Name',
    2085: 'ListOffsetsResponse.Topics.Name',
    2086: 'ListOffsetsResponse.Topics.Name',
    2087: 'ListOffsetsResponse.Topics.Name',
    2088: 'ListOffsetsResponse.Topics.Name',
    2089: 'ListOffsetsResponse.Topics.Partitions',
    2090: 'ListOffsetsResponse.Topics.Partitions',
    2091: 'ListOffsetsResponse.Topics.Partitions',
    2092: 'ListOffsetsResponse.Topics.Partitions',
    2093: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2094: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    2096: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    2097: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2098: 'ListOffsetsResponse.Topics.Partitions',
    2101: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2102: 'ListOffsetsResponse.Topics._unknown_tags',
    2103: 'ListOffsetsResponse.Topics',
    2106: 'ListOffsetsResponse.Topics._unknown_tags',
    2107: 'ListOffsetsResponse._unknown_tags',
    2108: 'ListOffsetsResponse',
    2111: 'ListOffsetsResponse._unknown_tags',
    2118: 'ListOffsetsResponse.ThrottleTimeMs',
    2120: 'ListOffsetsResponse.Topics',
    2124: 'ListOffsetsResponse.Topics',
    2129: 'ListOffsetsResponse.Topics.Name',
    2134: 'ListOffsetsResponse.Topics.Name',
    2137: 'ListOffsetsResponse.Topics.Name',
    2138: 'ListOffsetsResponse.Topics.Partitions',
    2142: 'ListOffsetsResponse.Topics.Partitions',
    2147: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    2150: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2154: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2159: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2160: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2171: 'ListOffsetsResponse.Topics._tagged_fields',
    2175: 'ListOffsetsResponse.Topics._tagged_fields',
    2180: 'ListOffsetsResponse.Topics._tagged_fields',
    2181: 'ListOffsetsResponse.Topics._tagged_fields',
    2192: 'ListOffsetsResponse._tagged_fields',
    2196: 'ListOffsetsResponse._tagged_fields',
    2201: 'ListOffsetsResponse._tagged_fields',
    2202: 'ListOffsetsResponse._tagged_fields',
    2217: 'ListOffsetsResponse.ThrottleTimeMs',
    2218: 'ListOffsetsResponse.Topics',
    2219: 'ListOffsetsResponse.Topics',
    2220: 'ListOffsetsResponse.Topics',
    2221: 'ListOffsetsResponse.Topics',
    2222: 'ListOffsetsResponse.Topics.Name',
    2223: 'ListOffsetsResponse.Topics.Name',
    2224: 'ListOffsetsResponse.Topics.Name',
    2225: 'ListOffsetsResponse.Topics.Name',
    2226: 'ListOffsetsResponse.Topics.Name',
    2227: 'ListOffsetsResponse.Topics.Partitions',
    2228: 'ListOffsetsResponse.Topics.Partitions',
    2229: 'ListOffsetsResponse.Topics.Partitions',
    2230: 'ListOffsetsResponse.Topics.Partitions',
    2231: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2232: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    2234: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    2235: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2236: 'ListOffsetsResponse.Topics.Partitions',
    2239: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2240: 'ListOffsetsResponse.Topics._unknown_tags',
    2241: 'ListOffsetsResponse.Topics',
    2244: 'ListOffsetsResponse.Topics._unknown_tags',
    2245: 'ListOffsetsResponse._unknown_tags',
    2246: 'ListOffsetsResponse',
    2249: 'ListOffsetsResponse._unknown_tags',
    2256: 'ListOffsetsResponse.ThrottleTimeMs',
    2258: 'ListOffsetsResponse.Topics',
    2262: 'ListOffsetsResponse.Topics',
    2267: 'ListOffsetsResponse.Topics.Name',
    2272: 'ListOffsetsResponse.Topics.Name',
    2275: 'ListOffsetsResponse.Topics.Name',
    2276: 'ListOffsetsResponse.Topics.Partitions',
    2280: 'ListOffsetsResponse.Topics.Partitions',
    2285: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    2288: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2292: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2297: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2298: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2309: 'ListOffsetsResponse.Topics._tagged_fields',
    2313: 'ListOffsetsResponse.Topics._tagged_fields',
    2318: 'ListOffsetsResponse.Topics._tagged_fields',
    2319: 'ListOffsetsResponse.Topics._tagged_fields',
    2330: 'ListOffsetsResponse._tagged_fields',
    2334: 'ListOffsetsResponse._tagged_fields',
    2339: 'ListOffsetsResponse._tagged_fields',
    2340: 'ListOffsetsResponse._tagged_fields',
    2355: 'ListOffsetsResponse.ThrottleTimeMs',
    2356: 'ListOffsetsResponse.Topics',
    2357: 'ListOffsetsResponse.Topics',
    2358: 'ListOffsetsResponse.Topics',
    2359: 'ListOffsetsResponse.Topics',
    2360: 'ListOffsetsResponse.Topics.Name',
    2361: 'ListOffsetsResponse.Topics.Name',
    2362: 'ListOffsetsResponse.Topics.Name',
    2363: 'ListOffsetsResponse.Topics.Name',
    2364: 'ListOffsetsResponse.Topics.Name',
    2365: 'ListOffsetsResponse.Topics.Partitions',
    2366: 'ListOffsetsResponse.Topics.Partitions',
    2367: 'ListOffsetsResponse.Topics.Partitions',
    2368: 'ListOffsetsResponse.Topics.Partitions',
    2369: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2370: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    2372: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    2373: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2374: 'ListOffsetsResponse.Topics.Partitions',
    2377: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2378: 'ListOffsetsResponse.Topics._unknown_tags',
    2379: 'ListOffsetsResponse.Topics',
    2382: 'ListOffsetsResponse.Topics._unknown_tags',
    2383: 'ListOffsetsResponse._unknown_tags',
    2384: 'ListOffsetsResponse',
    2387: 'ListOffsetsResponse._unknown_tags',
    2394: 'ListOffsetsResponse.ThrottleTimeMs',
    2396: 'ListOffsetsResponse.Topics',
    2400: 'ListOffsetsResponse.Topics',
    2405: 'ListOffsetsResponse.Topics.Name',
    2410: 'ListOffsetsResponse.Topics.Name',
    2413: 'ListOffsetsResponse.Topics.Name',
    2414: 'ListOffsetsResponse.Topics.Partitions',
    2418: 'ListOffsetsResponse.Topics.Partitions',
    2423: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    2426: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2430: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2435: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2436: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2447: 'ListOffsetsResponse.Topics._tagged_fields',
    2451: 'ListOffsetsResponse.Topics._tagged_fields',
    2456: 'ListOffsetsResponse.Topics._tagged_fields',
    2457: 'ListOffsetsResponse.Topics._tagged_fields',
    2468: 'ListOffsetsResponse._tagged_fields',
    2472: 'ListOffsetsResponse._tagged_fields',
    2477: 'ListOffsetsResponse._tagged_fields',
    2478: 'ListOffsetsResponse._tagged_fields',
    2493: 'ListOffsetsResponse.ThrottleTimeMs',
    2494: 'ListOffsetsResponse.Topics',
    2495: 'ListOffsetsResponse.Topics',
    2496: 'ListOffsetsResponse.Topics',
    2497: 'ListOffsetsResponse.Topics',
    2498: 'ListOffsetsResponse.Topics.Name',
    2499: 'ListOffsetsResponse.Topics.Name',
    2500: 'ListOffsetsResponse.Topics.Name',
    2501: 'ListOffsetsResponse.Topics.Name',
    2502: 'ListOffsetsResponse.Topics.Name',
    2503: 'ListOffsetsResponse.Topics.Partitions',
    2504: 'ListOffsetsResponse.Topics.Partitions',
    2505: 'ListOffsetsResponse.Topics.Partitions',
    2506: 'ListOffsetsResponse.Topics.Partitions',
    2507: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    2508: 'ListOffsetsResponse.Topics.Partitions.OldStyleOffsets',
    2510: 'ListOffsetsResponse.Topics.Partitions.Timestamp,Offset,LeaderEpoch',
    2511: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2512: 'ListOffsetsResponse.Topics.Partitions',
    2515: 'ListOffsetsResponse.Topics.Partitions._unknown_tags',
    2516: 'ListOffsetsResponse.Topics._unknown_tags',
    2517: 'ListOffsetsResponse.Topics',
    2520: 'ListOffsetsResponse.Topics._unknown_tags',
    2521: 'ListOffsetsResponse._unknown_tags',
    2522: 'ListOffsetsResponse',
    2525: 'ListOffsetsResponse._unknown_tags',
    2532: 'ListOffsetsResponse.ThrottleTimeMs',
    2534: 'ListOffsetsResponse.Topics',
    2538: 'ListOffsetsResponse.Topics',
    2543: 'ListOffsetsResponse.Topics.Name',
    2548: 'ListOffsetsResponse.Topics.Name',
    2551: 'ListOffsetsResponse.Topics.Name',
    2552: 'ListOffsetsResponse.Topics.Partitions',
    2556: 'ListOffsetsResponse.Topics.Partitions',
    2561: 'ListOffsetsResponse.Topics.Partitions.PartitionIndex,ErrorCode,Timestamp,Offset,LeaderEpoch',
    2564: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2568: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2573: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2574: 'ListOffsetsResponse.Topics.Partitions._tagged_fields',
    2585: 'ListOffsetsResponse.Topics._tagged_fields',
    2589: 'ListOffsetsResponse.Topics._tagged_fields',
    2594: 'ListOffsetsResponse.Topics._tagged_fields',
    2595: 'ListOffsetsResponse.Topics._tagged_fields',
    2606: 'ListOffsetsResponse._tagged_fields',
    2610: 'ListOffsetsResponse._tagged_fields',
    2615: 'ListOffsetsResponse._tagged_fields',
    2616: 'ListOffsetsResponse._tagged_fields',
}
