# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/OffsetFetchRequest.json, schemas/messages/OffsetFetchResponse.json.
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

__all__ = ['OffsetFetchRequest', 'OffsetFetchResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S__ = Struct('>?')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iq = Struct('>iq')
_S_iqi = Struct('>iqi')


class OffsetFetchRequest(_Message):
    """OffsetFetchRequest (request): API key 9; versions 1-10; flexible in 6-10; listeners: broker."""

    __slots__ = ('group_id', 'topics', 'groups', 'require_stable', '_unknown_tags')
    NAME = 'OffsetFetchRequest'
    TYPE = 'request'
    API_KEY = 9
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (1, 10)
    FLEXIBLE_VERSIONS = (6, 10)

    group_id: str
    """Group id.

    `GroupId` (string): versions 0-7; default ''."""
    topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None
    """Partitions to fetch offsets for, or null for all.

    `Topics` ([]OffsetFetchRequestTopic): versions 0-7; nullable in 2-7; default []."""
    groups: list[OffsetFetchRequest.OffsetFetchRequestGroup]
    """Groups to fetch offsets for.

    `Groups` ([]OffsetFetchRequestGroup): versions 8+; default []."""
    require_stable: bool
    """Whether to fail partitions with pending transactional offsets (UNSTABLE_OFFSET_COMMIT) rather than return them.

    `RequireStable` (bool): versions 7+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_id: str = '',
        topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None = _EMPTY,
        groups: list[OffsetFetchRequest.OffsetFetchRequestGroup] = _EMPTY,
        require_stable: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is _EMPTY else topics
        self.groups = [] if groups is _EMPTY else groups
        self.require_stable = require_stable
        self._unknown_tags = _unknown_tags

    class OffsetFetchRequestTopic(_Message):
        """Partitions to fetch offsets for, or null for all.

        OffsetFetchRequestTopic (in OffsetFetchRequest): versions 0-7."""

        __slots__ = ('name', 'partition_indexes', '_unknown_tags')
        NAME = 'OffsetFetchRequest.OffsetFetchRequestTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0-7; default ''."""
        partition_indexes: list[int]
        """Partition indexes.

        `PartitionIndexes` ([]int32): versions 0-7; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partition_indexes: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partition_indexes = [] if partition_indexes is _EMPTY else partition_indexes
            self._unknown_tags = _unknown_tags

    class OffsetFetchRequestGroup(_Message):
        """Groups to fetch offsets for.

        OffsetFetchRequestGroup (in OffsetFetchRequest): versions 8+."""

        __slots__ = ('group_id', 'member_id', 'member_epoch', 'topics', '_unknown_tags')
        NAME = 'OffsetFetchRequest.OffsetFetchRequestGroup'

        group_id: str
        """Group id.

        `GroupId` (string): versions 8+; default ''."""
        member_id: str | None
        """Member id (KIP-848 groups), or null.

        `MemberId` (string): versions 9+; nullable in 9+; default None; ignorable."""
        member_epoch: int
        """Member epoch (KIP-848 groups), or -1.

        `MemberEpoch` (int32): versions 9+; default -1; ignorable."""
        topics: list[OffsetFetchRequest.OffsetFetchRequestTopics] | None
        """Partitions to fetch offsets for, or null for all.

        `Topics` ([]OffsetFetchRequestTopics): versions 8+; nullable in 8+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            group_id: str = '',
            member_id: str | None = None,
            member_epoch: int = -1,
            topics: list[OffsetFetchRequest.OffsetFetchRequestTopics] | None = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.group_id = group_id
            self.member_id = member_id
            self.member_epoch = member_epoch
            self.topics = [] if topics is _EMPTY else topics
            self._unknown_tags = _unknown_tags

    class OffsetFetchRequestTopics(_Message):
        """Partitions to fetch offsets for, or null for all.

        OffsetFetchRequestTopics (in OffsetFetchRequest): versions 8+."""

        __slots__ = ('name', 'topic_id', 'partition_indexes', '_unknown_tags')
        NAME = 'OffsetFetchRequest.OffsetFetchRequestTopics'

        name: str
        """Topic name.

        `Name` (string): versions 8-9; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 10+; default the zero UUID; ignorable."""
        partition_indexes: list[int]
        """Partition indexes.

        `PartitionIndexes` ([]int32): versions 8+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            topic_id: UUID = _ZERO_UUID,
            partition_indexes: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partition_indexes = [] if partition_indexes is _EMPTY else partition_indexes
            self._unknown_tags = _unknown_tags


_C_OffsetFetchRequest_OffsetFetchRequestTopic = OffsetFetchRequest.OffsetFetchRequestTopic
_C_OffsetFetchRequest_OffsetFetchRequestGroup = OffsetFetchRequest.OffsetFetchRequestGroup
_C_OffsetFetchRequest_OffsetFetchRequestTopics = OffsetFetchRequest.OffsetFetchRequestTopics
OffsetFetchRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 7), (1, 0), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]OffsetFetchRequestTopic', (0, 7), (2, 7), (1, 0), None, (), False, _C_OffsetFetchRequest_OffsetFetchRequestTopic),
    _FI('Groups', 'groups', '[]OffsetFetchRequestGroup', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchRequest_OffsetFetchRequestGroup),
    _FI('RequireStable', 'require_stable', 'bool', (7, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_OffsetFetchRequest_OffsetFetchRequestTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 7), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (0, 7), (1, 0), (1, 0), None, (), False, None),
)
_C_OffsetFetchRequest_OffsetFetchRequestGroup.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (8, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberId', 'member_id', 'string', (9, 32767), (9, 32767), (1, 0), None, None, True, None),
    _FI('MemberEpoch', 'member_epoch', 'int32', (9, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]OffsetFetchRequestTopics', (8, 32767), (8, 32767), (1, 0), None, (), False, _C_OffsetFetchRequest_OffsetFetchRequestTopics),
)
_C_OffsetFetchRequest_OffsetFetchRequestTopics.FIELDS = (
    _FI('Name', 'name', 'string', (8, 9), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (8, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_OffsetFetchRequest_OffsetFetchRequestTopic = _C_OffsetFetchRequest_OffsetFetchRequestTopic()
_DEF_OffsetFetchRequest_OffsetFetchRequestGroup = _C_OffsetFetchRequest_OffsetFetchRequestGroup()
_DEF_OffsetFetchRequest_OffsetFetchRequestTopics = _C_OffsetFetchRequest_OffsetFetchRequestTopics()

def _mk_OffsetFetchRequest_OffsetFetchRequestTopic() -> OffsetFetchRequest.OffsetFetchRequestTopic:
    o = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
    o.name = ''
    o.partition_indexes = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchRequest_OffsetFetchRequestGroup() -> OffsetFetchRequest.OffsetFetchRequestGroup:
    o = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
    o.group_id = ''
    o.member_id = None
    o.member_epoch = -1
    o.topics = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchRequest_OffsetFetchRequestTopics() -> OffsetFetchRequest.OffsetFetchRequestTopics:
    o = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partition_indexes = []
    o._unknown_tags = None
    return o


def _enc_OffsetFetchRequest_v1(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    l4: list[OffsetFetchRequest.OffsetFetchRequestTopic] = o.topics  # type: ignore[assignment]
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partition_indexes
        n10 = len(l9)
        if n10 < 64:
            a(_LA_i[n10].pack(n10, *l9))
        else:
            a(_encode_array('i', l9, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 1)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 1)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v1(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n11, = _S_h.unpack_from(buf, pos)
    if n11 >= 0:
        x12 = pos + 2 + n11
        if x12 > blen:
            raise _bad_length(n11, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x12], 'utf-8')
        pos = x12
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n13, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchRequest.Topics')
    l14: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
        n17, = _S_h.unpack_from(buf, pos)
        if n17 >= 0:
            x18 = pos + 2 + n17
            if x18 > blen:
                raise _bad_length(n17, 'OffsetFetchRequest.Topics.Name', pos)
            t16.name = str(buf[pos + 2:x18], 'utf-8')
            pos = x18
        else:
            t16.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
        n19, = _S_i.unpack_from(buf, pos)
        if 0 <= n19 < 64:
            t16.partition_indexes = list(_A_i[n19].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n19
        else:
            t16.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
        t16._unknown_tags = None
        ap15(t16)
    o.topics = l14
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v2(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s20 = o.group_id
    b21 = s20.encode()
    a(_S_h.pack(len(b21)))
    a(b21)
    l23 = o.topics
    if l23 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            s25 = e24.name
            b26 = s25.encode()
            a(_S_h.pack(len(b26)))
            a(b26)
            l28 = e24.partition_indexes
            n29 = len(l28)
            if n29 < 64:
                a(_LA_i[n29].pack(n29, *l28))
            else:
                a(_encode_array('i', l28, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 2)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 2)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v2(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n30, = _S_h.unpack_from(buf, pos)
    if n30 >= 0:
        x31 = pos + 2 + n30
        if x31 > blen:
            raise _bad_length(n30, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x31], 'utf-8')
        pos = x31
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n32, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n32 < 0:
        o.topics = None
    else:
        l33: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        ap34 = l33.append
        for _ in range(n32):
            t35 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n36, = _S_h.unpack_from(buf, pos)
            if n36 >= 0:
                x37 = pos + 2 + n36
                if x37 > blen:
                    raise _bad_length(n36, 'OffsetFetchRequest.Topics.Name', pos)
                t35.name = str(buf[pos + 2:x37], 'utf-8')
                pos = x37
            else:
                t35.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n38, = _S_i.unpack_from(buf, pos)
            if 0 <= n38 < 64:
                t35.partition_indexes = list(_A_i[n38].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n38
            else:
                t35.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t35._unknown_tags = None
            ap34(t35)
        o.topics = l33
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v3(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s39 = o.group_id
    b40 = s39.encode()
    a(_S_h.pack(len(b40)))
    a(b40)
    l42 = o.topics
    if l42 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l42)))
        for e43 in l42:
            s44 = e43.name
            b45 = s44.encode()
            a(_S_h.pack(len(b45)))
            a(b45)
            l47 = e43.partition_indexes
            n48 = len(l47)
            if n48 < 64:
                a(_LA_i[n48].pack(n48, *l47))
            else:
                a(_encode_array('i', l47, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 3)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 3)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v3(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n49, = _S_h.unpack_from(buf, pos)
    if n49 >= 0:
        x50 = pos + 2 + n49
        if x50 > blen:
            raise _bad_length(n49, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x50], 'utf-8')
        pos = x50
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n51, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n51 < 0:
        o.topics = None
    else:
        l52: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        ap53 = l52.append
        for _ in range(n51):
            t54 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n55, = _S_h.unpack_from(buf, pos)
            if n55 >= 0:
                x56 = pos + 2 + n55
                if x56 > blen:
                    raise _bad_length(n55, 'OffsetFetchRequest.Topics.Name', pos)
                t54.name = str(buf[pos + 2:x56], 'utf-8')
                pos = x56
            else:
                t54.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n57, = _S_i.unpack_from(buf, pos)
            if 0 <= n57 < 64:
                t54.partition_indexes = list(_A_i[n57].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n57
            else:
                t54.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t54._unknown_tags = None
            ap53(t54)
        o.topics = l52
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v4(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s58 = o.group_id
    b59 = s58.encode()
    a(_S_h.pack(len(b59)))
    a(b59)
    l61 = o.topics
    if l61 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l61)))
        for e62 in l61:
            s63 = e62.name
            b64 = s63.encode()
            a(_S_h.pack(len(b64)))
            a(b64)
            l66 = e62.partition_indexes
            n67 = len(l66)
            if n67 < 64:
                a(_LA_i[n67].pack(n67, *l66))
            else:
                a(_encode_array('i', l66, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 4)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 4)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v4(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n68, = _S_h.unpack_from(buf, pos)
    if n68 >= 0:
        x69 = pos + 2 + n68
        if x69 > blen:
            raise _bad_length(n68, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x69], 'utf-8')
        pos = x69
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n70, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n70 < 0:
        o.topics = None
    else:
        l71: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        ap72 = l71.append
        for _ in range(n70):
            t73 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n74, = _S_h.unpack_from(buf, pos)
            if n74 >= 0:
                x75 = pos + 2 + n74
                if x75 > blen:
                    raise _bad_length(n74, 'OffsetFetchRequest.Topics.Name', pos)
                t73.name = str(buf[pos + 2:x75], 'utf-8')
                pos = x75
            else:
                t73.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n76, = _S_i.unpack_from(buf, pos)
            if 0 <= n76 < 64:
                t73.partition_indexes = list(_A_i[n76].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n76
            else:
                t73.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t73._unknown_tags = None
            ap72(t73)
        o.topics = l71
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v5(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s77 = o.group_id
    b78 = s77.encode()
    a(_S_h.pack(len(b78)))
    a(b78)
    l80 = o.topics
    if l80 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l80)))
        for e81 in l80:
            s82 = e81.name
            b83 = s82.encode()
            a(_S_h.pack(len(b83)))
            a(b83)
            l85 = e81.partition_indexes
            n86 = len(l85)
            if n86 < 64:
                a(_LA_i[n86].pack(n86, *l85))
            else:
                a(_encode_array('i', l85, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 5)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 5)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v5(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n87, = _S_h.unpack_from(buf, pos)
    if n87 >= 0:
        x88 = pos + 2 + n87
        if x88 > blen:
            raise _bad_length(n87, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x88], 'utf-8')
        pos = x88
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n89, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n89 < 0:
        o.topics = None
    else:
        l90: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        ap91 = l90.append
        for _ in range(n89):
            t92 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n93, = _S_h.unpack_from(buf, pos)
            if n93 >= 0:
                x94 = pos + 2 + n93
                if x94 > blen:
                    raise _bad_length(n93, 'OffsetFetchRequest.Topics.Name', pos)
                t92.name = str(buf[pos + 2:x94], 'utf-8')
                pos = x94
            else:
                t92.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n95, = _S_i.unpack_from(buf, pos)
            if 0 <= n95 < 64:
                t92.partition_indexes = list(_A_i[n95].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n95
            else:
                t92.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t92._unknown_tags = None
            ap91(t92)
        o.topics = l90
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v6(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s96 = o.group_id
    b97 = s96.encode()
    n98 = len(b97) + 1
    a(_UV[n98] if n98 < 128 else _uv(n98))
    a(b97)
    l99 = o.topics
    if l99 is None:
        a(_H0)
    else:
        n100 = len(l99) + 1
        a(_UV[n100] if n100 < 128 else _uv(n100))
        for e101 in l99:
            s102 = e101.name
            b103 = s102.encode()
            n104 = len(b103) + 1
            a(_UV[n104] if n104 < 128 else _uv(n104))
            a(b103)
            l105 = e101.partition_indexes
            n106 = len(l105)
            if n106 < 64:
                a(_CA_i[n106].pack(n106 + 1, *l105))
            else:
                a(_encode_array('i', l105, True))
            u107 = e101._unknown_tags
            if u107 is None:
                a(_H0)
            else:
                _write_tags(a, None, u107)
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 6)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 6)
    u108 = o._unknown_tags
    if u108 is None:
        a(_H0)
    else:
        _write_tags(a, None, u108)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v6(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n109 = buf[pos] - 1
    if 0 <= n109 < 127:
        x110 = pos + 1 + n109
        if x110 > blen:
            raise _bad_length(n109, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x110], 'utf-8')
        pos = x110
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.GroupId')
    n111 = buf[pos] - 1
    if -1 <= n111 < 127:
        pos += 1
    else:
        n111, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Topics')
    if n111 < 0:
        o.topics = None
    else:
        l112: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        ap113 = l112.append
        for _ in range(n111):
            t114 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n115 = buf[pos] - 1
            if 0 <= n115 < 127:
                x116 = pos + 1 + n115
                if x116 > blen:
                    raise _bad_length(n115, 'OffsetFetchRequest.Topics.Name', pos)
                t114.name = str(buf[pos + 1:x116], 'utf-8')
                pos = x116
            else:
                t114.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Topics.Name')
            n117 = buf[pos] - 1
            if 0 <= n117 < 64:
                t114.partition_indexes = list(_A_i[n117].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n117
            else:
                t114.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t114._unknown_tags = None
            else:
                nt118, pos = _ruv(buf, pos)
                if nt118 * 2 > blen - pos:
                    raise _array_too_long(nt118, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                uk119: list[tuple[int, bytes]] | None = None
                for _ in range(nt118):
                    tg120, pos = _ruv(buf, pos)
                    sz121, pos = _ruv(buf, pos)
                    x122 = pos + sz121
                    if x122 > blen:
                        raise _bad_length(sz121, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                    if uk119 is None:
                        uk119 = []
                    uk119.append((tg120, bytes(buf[pos:x122])))
                    pos = x122
                t114._unknown_tags = uk119
            ap113(t114)
        o.topics = l112
    o.groups = []
    o.require_stable = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt123, pos = _ruv(buf, pos)
        if nt123 * 2 > blen - pos:
            raise _array_too_long(nt123, 'OffsetFetchRequest._tagged_fields', pos)
        uk124: list[tuple[int, bytes]] | None = None
        for _ in range(nt123):
            tg125, pos = _ruv(buf, pos)
            sz126, pos = _ruv(buf, pos)
            x127 = pos + sz126
            if x127 > blen:
                raise _bad_length(sz126, 'OffsetFetchRequest._tagged_fields', pos)
            if uk124 is None:
                uk124 = []
            uk124.append((tg125, bytes(buf[pos:x127])))
            pos = x127
        o._unknown_tags = uk124
    return o, pos


def _enc_OffsetFetchRequest_v7(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s128 = o.group_id
    b129 = s128.encode()
    n130 = len(b129) + 1
    a(_UV[n130] if n130 < 128 else _uv(n130))
    a(b129)
    l131 = o.topics
    if l131 is None:
        a(_H0)
    else:
        n132 = len(l131) + 1
        a(_UV[n132] if n132 < 128 else _uv(n132))
        for e133 in l131:
            s134 = e133.name
            b135 = s134.encode()
            n136 = len(b135) + 1
            a(_UV[n136] if n136 < 128 else _uv(n136))
            a(b135)
            l137 = e133.partition_indexes
            n138 = len(l137)
            if n138 < 64:
                a(_CA_i[n138].pack(n138 + 1, *l137))
            else:
                a(_encode_array('i', l137, True))
            u139 = e133._unknown_tags
            if u139 is None:
                a(_H0)
            else:
                _write_tags(a, None, u139)
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 7)
    a(_S__.pack(o.require_stable))
    u140 = o._unknown_tags
    if u140 is None:
        a(_H0)
    else:
        _write_tags(a, None, u140)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v7(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n141 = buf[pos] - 1
    if 0 <= n141 < 127:
        x142 = pos + 1 + n141
        if x142 > blen:
            raise _bad_length(n141, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x142], 'utf-8')
        pos = x142
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.GroupId')
    n143 = buf[pos] - 1
    if -1 <= n143 < 127:
        pos += 1
    else:
        n143, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Topics')
    if n143 < 0:
        o.topics = None
    else:
        l144: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        ap145 = l144.append
        for _ in range(n143):
            t146 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n147 = buf[pos] - 1
            if 0 <= n147 < 127:
                x148 = pos + 1 + n147
                if x148 > blen:
                    raise _bad_length(n147, 'OffsetFetchRequest.Topics.Name', pos)
                t146.name = str(buf[pos + 1:x148], 'utf-8')
                pos = x148
            else:
                t146.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Topics.Name')
            n149 = buf[pos] - 1
            if 0 <= n149 < 64:
                t146.partition_indexes = list(_A_i[n149].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n149
            else:
                t146.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t146._unknown_tags = None
            else:
                nt150, pos = _ruv(buf, pos)
                if nt150 * 2 > blen - pos:
                    raise _array_too_long(nt150, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                uk151: list[tuple[int, bytes]] | None = None
                for _ in range(nt150):
                    tg152, pos = _ruv(buf, pos)
                    sz153, pos = _ruv(buf, pos)
                    x154 = pos + sz153
                    if x154 > blen:
                        raise _bad_length(sz153, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                    if uk151 is None:
                        uk151 = []
                    uk151.append((tg152, bytes(buf[pos:x154])))
                    pos = x154
                t146._unknown_tags = uk151
            ap145(t146)
        o.topics = l144
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.groups = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt155, pos = _ruv(buf, pos)
        if nt155 * 2 > blen - pos:
            raise _array_too_long(nt155, 'OffsetFetchRequest._tagged_fields', pos)
        uk156: list[tuple[int, bytes]] | None = None
        for _ in range(nt155):
            tg157, pos = _ruv(buf, pos)
            sz158, pos = _ruv(buf, pos)
            x159 = pos + sz158
            if x159 > blen:
                raise _bad_length(sz158, 'OffsetFetchRequest._tagged_fields', pos)
            if uk156 is None:
                uk156 = []
            uk156.append((tg157, bytes(buf[pos:x159])))
            pos = x159
        o._unknown_tags = uk156
    return o, pos


def _enc_OffsetFetchRequest_v8(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.group_id != '':
        raise _unsupported_field('OffsetFetchRequest', 'GroupId', 8)
    if o.topics:
        raise _unsupported_field('OffsetFetchRequest', 'Topics', 8)
    l160 = o.groups
    n161 = len(l160) + 1
    a(_UV[n161] if n161 < 128 else _uv(n161))
    for e162 in l160:
        s163 = e162.group_id
        b164 = s163.encode()
        n165 = len(b164) + 1
        a(_UV[n165] if n165 < 128 else _uv(n165))
        a(b164)
        l166 = e162.topics
        if l166 is None:
            a(_H0)
        else:
            n167 = len(l166) + 1
            a(_UV[n167] if n167 < 128 else _uv(n167))
            for e168 in l166:
                s169 = e168.name
                b170 = s169.encode()
                n171 = len(b170) + 1
                a(_UV[n171] if n171 < 128 else _uv(n171))
                a(b170)
                l172 = e168.partition_indexes
                n173 = len(l172)
                if n173 < 64:
                    a(_CA_i[n173].pack(n173 + 1, *l172))
                else:
                    a(_encode_array('i', l172, True))
                u174 = e168._unknown_tags
                if u174 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u174)
        u175 = e162._unknown_tags
        if u175 is None:
            a(_H0)
        else:
            _write_tags(a, None, u175)
    a(_S__.pack(o.require_stable))
    u176 = o._unknown_tags
    if u176 is None:
        a(_H0)
    else:
        _write_tags(a, None, u176)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v8(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n177 = buf[pos] - 1
    if 0 <= n177 < 127:
        pos += 1
    else:
        n177, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchRequest.Groups')
    l178: list[OffsetFetchRequest.OffsetFetchRequestGroup] = []
    ap179 = l178.append
    for _ in range(n177):
        t180 = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
        n181 = buf[pos] - 1
        if 0 <= n181 < 127:
            x182 = pos + 1 + n181
            if x182 > blen:
                raise _bad_length(n181, 'OffsetFetchRequest.Groups.GroupId', pos)
            t180.group_id = str(buf[pos + 1:x182], 'utf-8')
            pos = x182
        else:
            t180.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.GroupId')
        n183 = buf[pos] - 1
        if -1 <= n183 < 127:
            pos += 1
        else:
            n183, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Groups.Topics')
        if n183 < 0:
            t180.topics = None
        else:
            l184: list[OffsetFetchRequest.OffsetFetchRequestTopics] = []
            ap185 = l184.append
            for _ in range(n183):
                t186 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
                n187 = buf[pos] - 1
                if 0 <= n187 < 127:
                    x188 = pos + 1 + n187
                    if x188 > blen:
                        raise _bad_length(n187, 'OffsetFetchRequest.Groups.Topics.Name', pos)
                    t186.name = str(buf[pos + 1:x188], 'utf-8')
                    pos = x188
                else:
                    t186.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.Topics.Name')
                n189 = buf[pos] - 1
                if 0 <= n189 < 64:
                    t186.partition_indexes = list(_A_i[n189].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n189
                else:
                    t186.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Groups.Topics.PartitionIndexes')
                t186.topic_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t186._unknown_tags = None
                else:
                    nt190, pos = _ruv(buf, pos)
                    if nt190 * 2 > blen - pos:
                        raise _array_too_long(nt190, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                    uk191: list[tuple[int, bytes]] | None = None
                    for _ in range(nt190):
                        tg192, pos = _ruv(buf, pos)
                        sz193, pos = _ruv(buf, pos)
                        x194 = pos + sz193
                        if x194 > blen:
                            raise _bad_length(sz193, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                        if uk191 is None:
                            uk191 = []
                        uk191.append((tg192, bytes(buf[pos:x194])))
                        pos = x194
                    t186._unknown_tags = uk191
                ap185(t186)
            t180.topics = l184
        t180.member_id = None
        t180.member_epoch = -1
        if buf[pos] == 0:
            pos += 1
            t180._unknown_tags = None
        else:
            nt195, pos = _ruv(buf, pos)
            if nt195 * 2 > blen - pos:
                raise _array_too_long(nt195, 'OffsetFetchRequest.Groups._tagged_fields', pos)
            uk196: list[tuple[int, bytes]] | None = None
            for _ in range(nt195):
                tg197, pos = _ruv(buf, pos)
                sz198, pos = _ruv(buf, pos)
                x199 = pos + sz198
                if x199 > blen:
                    raise _bad_length(sz198, 'OffsetFetchRequest.Groups._tagged_fields', pos)
                if uk196 is None:
                    uk196 = []
                uk196.append((tg197, bytes(buf[pos:x199])))
                pos = x199
            t180._unknown_tags = uk196
        ap179(t180)
    o.groups = l178
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.group_id = ''
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt200, pos = _ruv(buf, pos)
        if nt200 * 2 > blen - pos:
            raise _array_too_long(nt200, 'OffsetFetchRequest._tagged_fields', pos)
        uk201: list[tuple[int, bytes]] | None = None
        for _ in range(nt200):
            tg202, pos = _ruv(buf, pos)
            sz203, pos = _ruv(buf, pos)
            x204 = pos + sz203
            if x204 > blen:
                raise _bad_length(sz203, 'OffsetFetchRequest._tagged_fields', pos)
            if uk201 is None:
                uk201 = []
            uk201.append((tg202, bytes(buf[pos:x204])))
            pos = x204
        o._unknown_tags = uk201
    return o, pos


def _enc_OffsetFetchRequest_v9(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.group_id != '':
        raise _unsupported_field('OffsetFetchRequest', 'GroupId', 9)
    if o.topics:
        raise _unsupported_field('OffsetFetchRequest', 'Topics', 9)
    l205 = o.groups
    n206 = len(l205) + 1
    a(_UV[n206] if n206 < 128 else _uv(n206))
    for e207 in l205:
        s208 = e207.group_id
        b209 = s208.encode()
        n210 = len(b209) + 1
        a(_UV[n210] if n210 < 128 else _uv(n210))
        a(b209)
        s211 = e207.member_id
        if s211 is None:
            a(_H0)
        else:
            b212 = s211.encode()
            n213 = len(b212) + 1
            a(_UV[n213] if n213 < 128 else _uv(n213))
            a(b212)
        a(_S_i.pack(e207.member_epoch))
        l214 = e207.topics
        if l214 is None:
            a(_H0)
        else:
            n215 = len(l214) + 1
            a(_UV[n215] if n215 < 128 else _uv(n215))
            for e216 in l214:
                s217 = e216.name
                b218 = s217.encode()
                n219 = len(b218) + 1
                a(_UV[n219] if n219 < 128 else _uv(n219))
                a(b218)
                l220 = e216.partition_indexes
                n221 = len(l220)
                if n221 < 64:
                    a(_CA_i[n221].pack(n221 + 1, *l220))
                else:
                    a(_encode_array('i', l220, True))
                u222 = e216._unknown_tags
                if u222 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u222)
        u223 = e207._unknown_tags
        if u223 is None:
            a(_H0)
        else:
            _write_tags(a, None, u223)
    a(_S__.pack(o.require_stable))
    u224 = o._unknown_tags
    if u224 is None:
        a(_H0)
    else:
        _write_tags(a, None, u224)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v9(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n225 = buf[pos] - 1
    if 0 <= n225 < 127:
        pos += 1
    else:
        n225, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchRequest.Groups')
    l226: list[OffsetFetchRequest.OffsetFetchRequestGroup] = []
    ap227 = l226.append
    for _ in range(n225):
        t228 = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
        n229 = buf[pos] - 1
        if 0 <= n229 < 127:
            x230 = pos + 1 + n229
            if x230 > blen:
                raise _bad_length(n229, 'OffsetFetchRequest.Groups.GroupId', pos)
            t228.group_id = str(buf[pos + 1:x230], 'utf-8')
            pos = x230
        else:
            t228.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.GroupId')
        n231 = buf[pos] - 1
        if 0 <= n231 < 127:
            x232 = pos + 1 + n231
            if x232 > blen:
                raise _bad_length(n231, 'OffsetFetchRequest.Groups.MemberId', pos)
            t228.member_id = str(buf[pos + 1:x232], 'utf-8')
            pos = x232
        else:
            t228.member_id, pos = _read_string(buf, pos, True, True, 'OffsetFetchRequest.Groups.MemberId')
        t228.member_epoch, = _S_i.unpack_from(buf, pos)
        pos += 4
        n233 = buf[pos] - 1
        if -1 <= n233 < 127:
            pos += 1
        else:
            n233, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Groups.Topics')
        if n233 < 0:
            t228.topics = None
        else:
            l234: list[OffsetFetchRequest.OffsetFetchRequestTopics] = []
            ap235 = l234.append
            for _ in range(n233):
                t236 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
                n237 = buf[pos] - 1
                if 0 <= n237 < 127:
                    x238 = pos + 1 + n237
                    if x238 > blen:
                        raise _bad_length(n237, 'OffsetFetchRequest.Groups.Topics.Name', pos)
                    t236.name = str(buf[pos + 1:x238], 'utf-8')
                    pos = x238
                else:
                    t236.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.Topics.Name')
                n239 = buf[pos] - 1
                if 0 <= n239 < 64:
                    t236.partition_indexes = list(_A_i[n239].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n239
                else:
                    t236.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Groups.Topics.PartitionIndexes')
                t236.topic_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t236._unknown_tags = None
                else:
                    nt240, pos = _ruv(buf, pos)
                    if nt240 * 2 > blen - pos:
                        raise _array_too_long(nt240, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                    uk241: list[tuple[int, bytes]] | None = None
                    for _ in range(nt240):
                        tg242, pos = _ruv(buf, pos)
                        sz243, pos = _ruv(buf, pos)
                        x244 = pos + sz243
                        if x244 > blen:
                            raise _bad_length(sz243, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                        if uk241 is None:
                            uk241 = []
                        uk241.append((tg242, bytes(buf[pos:x244])))
                        pos = x244
                    t236._unknown_tags = uk241
                ap235(t236)
            t228.topics = l234
        if buf[pos] == 0:
            pos += 1
            t228._unknown_tags = None
        else:
            nt245, pos = _ruv(buf, pos)
            if nt245 * 2 > blen - pos:
                raise _array_too_long(nt245, 'OffsetFetchRequest.Groups._tagged_fields', pos)
            uk246: list[tuple[int, bytes]] | None = None
            for _ in range(nt245):
                tg247, pos = _ruv(buf, pos)
                sz248, pos = _ruv(buf, pos)
                x249 = pos + sz248
                if x249 > blen:
                    raise _bad_length(sz248, 'OffsetFetchRequest.Groups._tagged_fields', pos)
                if uk246 is None:
                    uk246 = []
                uk246.append((tg247, bytes(buf[pos:x249])))
                pos = x249
            t228._unknown_tags = uk246
        ap227(t228)
    o.groups = l226
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.group_id = ''
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt250, pos = _ruv(buf, pos)
        if nt250 * 2 > blen - pos:
            raise _array_too_long(nt250, 'OffsetFetchRequest._tagged_fields', pos)
        uk251: list[tuple[int, bytes]] | None = None
        for _ in range(nt250):
            tg252, pos = _ruv(buf, pos)
            sz253, pos = _ruv(buf, pos)
            x254 = pos + sz253
            if x254 > blen:
                raise _bad_length(sz253, 'OffsetFetchRequest._tagged_fields', pos)
            if uk251 is None:
                uk251 = []
            uk251.append((tg252, bytes(buf[pos:x254])))
            pos = x254
        o._unknown_tags = uk251
    return o, pos


def _enc_OffsetFetchRequest_v10(o: OffsetFetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.group_id != '':
        raise _unsupported_field('OffsetFetchRequest', 'GroupId', 10)
    if o.topics:
        raise _unsupported_field('OffsetFetchRequest', 'Topics', 10)
    l255 = o.groups
    n256 = len(l255) + 1
    a(_UV[n256] if n256 < 128 else _uv(n256))
    for e257 in l255:
        s258 = e257.group_id
        b259 = s258.encode()
        n260 = len(b259) + 1
        a(_UV[n260] if n260 < 128 else _uv(n260))
        a(b259)
        s261 = e257.member_id
        if s261 is None:
            a(_H0)
        else:
            b262 = s261.encode()
            n263 = len(b262) + 1
            a(_UV[n263] if n263 < 128 else _uv(n263))
            a(b262)
        a(_S_i.pack(e257.member_epoch))
        l264 = e257.topics
        if l264 is None:
            a(_H0)
        else:
            n265 = len(l264) + 1
            a(_UV[n265] if n265 < 128 else _uv(n265))
            for e266 in l264:
                a(_S_U.pack(e266.topic_id.bytes))
                l267 = e266.partition_indexes
                n268 = len(l267)
                if n268 < 64:
                    a(_CA_i[n268].pack(n268 + 1, *l267))
                else:
                    a(_encode_array('i', l267, True))
                u269 = e266._unknown_tags
                if u269 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u269)
        u270 = e257._unknown_tags
        if u270 is None:
            a(_H0)
        else:
            _write_tags(a, None, u270)
    a(_S__.pack(o.require_stable))
    u271 = o._unknown_tags
    if u271 is None:
        a(_H0)
    else:
        _write_tags(a, None, u271)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v10(buf: _Buffer, pos: int) -> tuple[OffsetFetchRequest, int]:
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n272 = buf[pos] - 1
    if 0 <= n272 < 127:
        pos += 1
    else:
        n272, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchRequest.Groups')
    l273: list[OffsetFetchRequest.OffsetFetchRequestGroup] = []
    ap274 = l273.append
    for _ in range(n272):
        t275 = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
        n276 = buf[pos] - 1
        if 0 <= n276 < 127:
            x277 = pos + 1 + n276
            if x277 > blen:
                raise _bad_length(n276, 'OffsetFetchRequest.Groups.GroupId', pos)
            t275.group_id = str(buf[pos + 1:x277], 'utf-8')
            pos = x277
        else:
            t275.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.GroupId')
        n278 = buf[pos] - 1
        if 0 <= n278 < 127:
            x279 = pos + 1 + n278
            if x279 > blen:
                raise _bad_length(n278, 'OffsetFetchRequest.Groups.MemberId', pos)
            t275.member_id = str(buf[pos + 1:x279], 'utf-8')
            pos = x279
        else:
            t275.member_id, pos = _read_string(buf, pos, True, True, 'OffsetFetchRequest.Groups.MemberId')
        t275.member_epoch, = _S_i.unpack_from(buf, pos)
        pos += 4
        n280 = buf[pos] - 1
        if -1 <= n280 < 127:
            pos += 1
        else:
            n280, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Groups.Topics')
        if n280 < 0:
            t275.topics = None
        else:
            l281: list[OffsetFetchRequest.OffsetFetchRequestTopics] = []
            ap282 = l281.append
            for _ in range(n280):
                t283 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
                u284, = _S_U.unpack_from(buf, pos)
                pos += 16
                t283.topic_id = _uuid_from(u284)
                n285 = buf[pos] - 1
                if 0 <= n285 < 64:
                    t283.partition_indexes = list(_A_i[n285].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n285
                else:
                    t283.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Groups.Topics.PartitionIndexes')
                t283.name = ''
                if buf[pos] == 0:
                    pos += 1
                    t283._unknown_tags = None
                else:
                    nt286, pos = _ruv(buf, pos)
                    if nt286 * 2 > blen - pos:
                        raise _array_too_long(nt286, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                    uk287: list[tuple[int, bytes]] | None = None
                    for _ in range(nt286):
                        tg288, pos = _ruv(buf, pos)
                        sz289, pos = _ruv(buf, pos)
                        x290 = pos + sz289
                        if x290 > blen:
                            raise _bad_length(sz289, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                        if uk287 is None:
                            uk287 = []
                        uk287.append((tg288, bytes(buf[pos:x290])))
                        pos = x290
                    t283._unknown_tags = uk287
                ap282(t283)
            t275.topics = l281
        if buf[pos] == 0:
            pos += 1
            t275._unknown_tags = None
        else:
            nt291, pos = _ruv(buf, pos)
            if nt291 * 2 > blen - pos:
                raise _array_too_long(nt291, 'OffsetFetchRequest.Groups._tagged_fields', pos)
            uk292: list[tuple[int, bytes]] | None = None
            for _ in range(nt291):
                tg293, pos = _ruv(buf, pos)
                sz294, pos = _ruv(buf, pos)
                x295 = pos + sz294
                if x295 > blen:
                    raise _bad_length(sz294, 'OffsetFetchRequest.Groups._tagged_fields', pos)
                if uk292 is None:
                    uk292 = []
                uk292.append((tg293, bytes(buf[pos:x295])))
                pos = x295
            t275._unknown_tags = uk292
        ap274(t275)
    o.groups = l273
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.group_id = ''
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt296, pos = _ruv(buf, pos)
        if nt296 * 2 > blen - pos:
            raise _array_too_long(nt296, 'OffsetFetchRequest._tagged_fields', pos)
        uk297: list[tuple[int, bytes]] | None = None
        for _ in range(nt296):
            tg298, pos = _ruv(buf, pos)
            sz299, pos = _ruv(buf, pos)
            x300 = pos + sz299
            if x300 > blen:
                raise _bad_length(sz299, 'OffsetFetchRequest._tagged_fields', pos)
            if uk297 is None:
                uk297 = []
            uk297.append((tg298, bytes(buf[pos:x300])))
            pos = x300
        o._unknown_tags = uk297
    return o, pos


OffsetFetchRequest._ENC = {1: _enc_OffsetFetchRequest_v1, 2: _enc_OffsetFetchRequest_v2, 3: _enc_OffsetFetchRequest_v3, 4: _enc_OffsetFetchRequest_v4, 5: _enc_OffsetFetchRequest_v5, 6: _enc_OffsetFetchRequest_v6, 7: _enc_OffsetFetchRequest_v7, 8: _enc_OffsetFetchRequest_v8, 9: _enc_OffsetFetchRequest_v9, 10: _enc_OffsetFetchRequest_v10}
OffsetFetchRequest._DEC = {1: _dec_OffsetFetchRequest_v1, 2: _dec_OffsetFetchRequest_v2, 3: _dec_OffsetFetchRequest_v3, 4: _dec_OffsetFetchRequest_v4, 5: _dec_OffsetFetchRequest_v5, 6: _dec_OffsetFetchRequest_v6, 7: _dec_OffsetFetchRequest_v7, 8: _dec_OffsetFetchRequest_v8, 9: _dec_OffsetFetchRequest_v9, 10: _dec_OffsetFetchRequest_v10}


class OffsetFetchResponse(_Message):
    """OffsetFetchResponse (response): API key 9; versions 1-10; flexible in 6-10."""

    __slots__ = ('throttle_time_ms', 'topics', 'error_code', 'groups', '_unknown_tags')
    NAME = 'OffsetFetchResponse'
    TYPE = 'response'
    API_KEY = 9
    VALID_VERSIONS = (1, 10)
    FLEXIBLE_VERSIONS = (6, 10)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 3+; default 0; ignorable."""
    topics: list[OffsetFetchResponse.OffsetFetchResponseTopic]
    """Results, grouped by topic.

    `Topics` ([]OffsetFetchResponseTopic): versions 0-7; default []."""
    error_code: int
    """Top-level error code, or 0.

    `ErrorCode` (int16): versions 2-7; default 0; ignorable."""
    groups: list[OffsetFetchResponse.OffsetFetchResponseGroup]
    """Results per group.

    `Groups` ([]OffsetFetchResponseGroup): versions 8+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[OffsetFetchResponse.OffsetFetchResponseTopic] = _EMPTY,
        error_code: int = 0,
        groups: list[OffsetFetchResponse.OffsetFetchResponseGroup] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self.error_code = error_code
        self.groups = [] if groups is _EMPTY else groups
        self._unknown_tags = _unknown_tags

    class OffsetFetchResponseTopic(_Message):
        """Results, grouped by topic.

        OffsetFetchResponseTopic (in OffsetFetchResponse): versions 0-7."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponseTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0-7; default ''."""
        partitions: list[OffsetFetchResponse.OffsetFetchResponsePartition]
        """Results per partition.

        `Partitions` ([]OffsetFetchResponsePartition): versions 0-7; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[OffsetFetchResponse.OffsetFetchResponsePartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponsePartition(_Message):
        """Results per partition.

        OffsetFetchResponsePartition (in OffsetFetchResponse): versions 0-7."""

        __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponsePartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0-7; default 0."""
        committed_offset: int
        """Committed offset, or -1 if none.

        `CommittedOffset` (int64): versions 0-7; default 0."""
        committed_leader_epoch: int
        """Leader epoch stored with the offset, or -1.

        `CommittedLeaderEpoch` (int32): versions 5-7; default -1; ignorable."""
        metadata: str | None
        """Client metadata stored with the offset, or null.

        `Metadata` (string): versions 0-7; nullable in 0-7; default ''."""
        error_code: int
        """Error code for this partition, or 0.

        `ErrorCode` (int16): versions 0-7; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            committed_offset: int = 0,
            committed_leader_epoch: int = -1,
            metadata: str | None = '',
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.committed_offset = committed_offset
            self.committed_leader_epoch = committed_leader_epoch
            self.metadata = metadata
            self.error_code = error_code
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponseGroup(_Message):
        """Results per group.

        OffsetFetchResponseGroup (in OffsetFetchResponse): versions 8+."""

        __slots__ = ('group_id', 'topics', 'error_code', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponseGroup'

        group_id: str
        """Group id.

        `GroupId` (string): versions 8+; default ''."""
        topics: list[OffsetFetchResponse.OffsetFetchResponseTopics]
        """Results, grouped by topic.

        `Topics` ([]OffsetFetchResponseTopics): versions 8+; default []."""
        error_code: int
        """Group-level error code, or 0.

        `ErrorCode` (int16): versions 8+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            group_id: str = '',
            topics: list[OffsetFetchResponse.OffsetFetchResponseTopics] = _EMPTY,
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.group_id = group_id
            self.topics = [] if topics is _EMPTY else topics
            self.error_code = error_code
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponseTopics(_Message):
        """Results, grouped by topic.

        OffsetFetchResponseTopics (in OffsetFetchResponse): versions 8+."""

        __slots__ = ('name', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponseTopics'

        name: str
        """Topic name.

        `Name` (string): versions 8-9; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 10+; default the zero UUID; ignorable."""
        partitions: list[OffsetFetchResponse.OffsetFetchResponsePartitions]
        """Results per partition.

        `Partitions` ([]OffsetFetchResponsePartitions): versions 8+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            topic_id: UUID = _ZERO_UUID,
            partitions: list[OffsetFetchResponse.OffsetFetchResponsePartitions] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponsePartitions(_Message):
        """Results per partition.

        OffsetFetchResponsePartitions (in OffsetFetchResponse): versions 8+."""

        __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponsePartitions'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 8+; default 0."""
        committed_offset: int
        """Committed offset, or -1 if none.

        `CommittedOffset` (int64): versions 8+; default 0."""
        committed_leader_epoch: int
        """Leader epoch stored with the offset, or -1.

        `CommittedLeaderEpoch` (int32): versions 8+; default -1; ignorable."""
        metadata: str | None
        """Client metadata stored with the offset, or null.

        `Metadata` (string): versions 8+; nullable in 8+; default ''."""
        error_code: int
        """Error code for this partition, or 0.

        `ErrorCode` (int16): versions 8+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            committed_offset: int = 0,
            committed_leader_epoch: int = -1,
            metadata: str | None = '',
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.committed_offset = committed_offset
            self.committed_leader_epoch = committed_leader_epoch
            self.metadata = metadata
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_OffsetFetchResponse_OffsetFetchResponseTopic = OffsetFetchResponse.OffsetFetchResponseTopic
_C_OffsetFetchResponse_OffsetFetchResponsePartition = OffsetFetchResponse.OffsetFetchResponsePartition
_C_OffsetFetchResponse_OffsetFetchResponseGroup = OffsetFetchResponse.OffsetFetchResponseGroup
_C_OffsetFetchResponse_OffsetFetchResponseTopics = OffsetFetchResponse.OffsetFetchResponseTopics
_C_OffsetFetchResponse_OffsetFetchResponsePartitions = OffsetFetchResponse.OffsetFetchResponsePartitions
OffsetFetchResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (3, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]OffsetFetchResponseTopic', (0, 7), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponseTopic),
    _FI('ErrorCode', 'error_code', 'int16', (2, 7), (1, 0), (1, 0), None, 0, True, None),
    _FI('Groups', 'groups', '[]OffsetFetchResponseGroup', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponseGroup),
)
_C_OffsetFetchResponse_OffsetFetchResponseTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 7), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]OffsetFetchResponsePartition', (0, 7), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponsePartition),
)
_C_OffsetFetchResponse_OffsetFetchResponsePartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 7), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedOffset', 'committed_offset', 'int64', (0, 7), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedLeaderEpoch', 'committed_leader_epoch', 'int32', (5, 7), (1, 0), (1, 0), None, -1, True, None),
    _FI('Metadata', 'metadata', 'string', (0, 7), (0, 7), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 7), (1, 0), (1, 0), None, 0, False, None),
)
_C_OffsetFetchResponse_OffsetFetchResponseGroup.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (8, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]OffsetFetchResponseTopics', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponseTopics),
    _FI('ErrorCode', 'error_code', 'int16', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_OffsetFetchResponse_OffsetFetchResponseTopics.FIELDS = (
    _FI('Name', 'name', 'string', (8, 9), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]OffsetFetchResponsePartitions', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponsePartitions),
)
_C_OffsetFetchResponse_OffsetFetchResponsePartitions.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedOffset', 'committed_offset', 'int64', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedLeaderEpoch', 'committed_leader_epoch', 'int32', (8, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Metadata', 'metadata', 'string', (8, 32767), (8, 32767), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_OffsetFetchResponse_OffsetFetchResponseTopic = _C_OffsetFetchResponse_OffsetFetchResponseTopic()
_DEF_OffsetFetchResponse_OffsetFetchResponsePartition = _C_OffsetFetchResponse_OffsetFetchResponsePartition()
_DEF_OffsetFetchResponse_OffsetFetchResponseGroup = _C_OffsetFetchResponse_OffsetFetchResponseGroup()
_DEF_OffsetFetchResponse_OffsetFetchResponseTopics = _C_OffsetFetchResponse_OffsetFetchResponseTopics()
_DEF_OffsetFetchResponse_OffsetFetchResponsePartitions = _C_OffsetFetchResponse_OffsetFetchResponsePartitions()

def _mk_OffsetFetchResponse_OffsetFetchResponseTopic() -> OffsetFetchResponse.OffsetFetchResponseTopic:
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponsePartition() -> OffsetFetchResponse.OffsetFetchResponsePartition:
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
    o.partition_index = 0
    o.committed_offset = 0
    o.committed_leader_epoch = -1
    o.metadata = ''
    o.error_code = 0
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponseGroup() -> OffsetFetchResponse.OffsetFetchResponseGroup:
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
    o.group_id = ''
    o.topics = []
    o.error_code = 0
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponseTopics() -> OffsetFetchResponse.OffsetFetchResponseTopics:
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponsePartitions() -> OffsetFetchResponse.OffsetFetchResponsePartitions:
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
    o.partition_index = 0
    o.committed_offset = 0
    o.committed_leader_epoch = -1
    o.metadata = ''
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_OffsetFetchResponse_v1(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l301 = o.topics
    a(_S_i.pack(len(l301)))
    for e302 in l301:
        s303 = e302.name
        b304 = s303.encode()
        a(_S_h.pack(len(b304)))
        a(b304)
        l306 = e302.partitions
        a(_S_i.pack(len(l306)))
        for e307 in l306:
            a(_S_iq.pack(e307.partition_index, e307.committed_offset))
            s308 = e307.metadata
            if s308 is None:
                a(b'\xff\xff')
            else:
                b309 = s308.encode()
                a(_S_h.pack(len(b309)))
                a(b309)
            a(_S_h.pack(e307.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 1)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v1(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    n311, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l312: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    ap313 = l312.append
    for _ in range(n311):
        t314 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n315, = _S_h.unpack_from(buf, pos)
        if n315 >= 0:
            x316 = pos + 2 + n315
            if x316 > blen:
                raise _bad_length(n315, 'OffsetFetchResponse.Topics.Name', pos)
            t314.name = str(buf[pos + 2:x316], 'utf-8')
            pos = x316
        else:
            t314.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n317, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l318: list[OffsetFetchResponse.OffsetFetchResponsePartition] = []
        ap319 = l318.append
        for _ in range(n317):
            t320 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t320.partition_index, t320.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n321, = _S_h.unpack_from(buf, pos)
            if n321 >= 0:
                x322 = pos + 2 + n321
                if x322 > blen:
                    raise _bad_length(n321, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t320.metadata = str(buf[pos + 2:x322], 'utf-8')
                pos = x322
            else:
                t320.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t320.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t320.committed_leader_epoch = -1
            t320._unknown_tags = None
            ap319(t320)
        t314.partitions = l318
        t314._unknown_tags = None
        ap313(t314)
    o.topics = l312
    o.throttle_time_ms = 0
    o.error_code = 0
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v2(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l323 = o.topics
    a(_S_i.pack(len(l323)))
    for e324 in l323:
        s325 = e324.name
        b326 = s325.encode()
        a(_S_h.pack(len(b326)))
        a(b326)
        l328 = e324.partitions
        a(_S_i.pack(len(l328)))
        for e329 in l328:
            a(_S_iq.pack(e329.partition_index, e329.committed_offset))
            s330 = e329.metadata
            if s330 is None:
                a(b'\xff\xff')
            else:
                b331 = s330.encode()
                a(_S_h.pack(len(b331)))
                a(b331)
            a(_S_h.pack(e329.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 2)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v2(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    n333, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l334: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    ap335 = l334.append
    for _ in range(n333):
        t336 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n337, = _S_h.unpack_from(buf, pos)
        if n337 >= 0:
            x338 = pos + 2 + n337
            if x338 > blen:
                raise _bad_length(n337, 'OffsetFetchResponse.Topics.Name', pos)
            t336.name = str(buf[pos + 2:x338], 'utf-8')
            pos = x338
        else:
            t336.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n339, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l340: list[OffsetFetchResponse.OffsetFetchResponsePartition] = []
        ap341 = l340.append
        for _ in range(n339):
            t342 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t342.partition_index, t342.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n343, = _S_h.unpack_from(buf, pos)
            if n343 >= 0:
                x344 = pos + 2 + n343
                if x344 > blen:
                    raise _bad_length(n343, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t342.metadata = str(buf[pos + 2:x344], 'utf-8')
                pos = x344
            else:
                t342.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t342.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t342.committed_leader_epoch = -1
            t342._unknown_tags = None
            ap341(t342)
        t336.partitions = l340
        t336._unknown_tags = None
        ap335(t336)
    o.topics = l334
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.throttle_time_ms = 0
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v3(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l345 = o.topics
    a(_S_i.pack(len(l345)))
    for e346 in l345:
        s347 = e346.name
        b348 = s347.encode()
        a(_S_h.pack(len(b348)))
        a(b348)
        l350 = e346.partitions
        a(_S_i.pack(len(l350)))
        for e351 in l350:
            a(_S_iq.pack(e351.partition_index, e351.committed_offset))
            s352 = e351.metadata
            if s352 is None:
                a(b'\xff\xff')
            else:
                b353 = s352.encode()
                a(_S_h.pack(len(b353)))
                a(b353)
            a(_S_h.pack(e351.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 3)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v3(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n355, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l356: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    ap357 = l356.append
    for _ in range(n355):
        t358 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n359, = _S_h.unpack_from(buf, pos)
        if n359 >= 0:
            x360 = pos + 2 + n359
            if x360 > blen:
                raise _bad_length(n359, 'OffsetFetchResponse.Topics.Name', pos)
            t358.name = str(buf[pos + 2:x360], 'utf-8')
            pos = x360
        else:
            t358.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n361, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l362: list[OffsetFetchResponse.OffsetFetchResponsePartition] = []
        ap363 = l362.append
        for _ in range(n361):
            t364 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t364.partition_index, t364.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n365, = _S_h.unpack_from(buf, pos)
            if n365 >= 0:
                x366 = pos + 2 + n365
                if x366 > blen:
                    raise _bad_length(n365, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t364.metadata = str(buf[pos + 2:x366], 'utf-8')
                pos = x366
            else:
                t364.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t364.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t364.committed_leader_epoch = -1
            t364._unknown_tags = None
            ap363(t364)
        t358.partitions = l362
        t358._unknown_tags = None
        ap357(t358)
    o.topics = l356
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v4(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l367 = o.topics
    a(_S_i.pack(len(l367)))
    for e368 in l367:
        s369 = e368.name
        b370 = s369.encode()
        a(_S_h.pack(len(b370)))
        a(b370)
        l372 = e368.partitions
        a(_S_i.pack(len(l372)))
        for e373 in l372:
            a(_S_iq.pack(e373.partition_index, e373.committed_offset))
            s374 = e373.metadata
            if s374 is None:
                a(b'\xff\xff')
            else:
                b375 = s374.encode()
                a(_S_h.pack(len(b375)))
                a(b375)
            a(_S_h.pack(e373.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 4)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v4(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n377, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l378: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    ap379 = l378.append
    for _ in range(n377):
        t380 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n381, = _S_h.unpack_from(buf, pos)
        if n381 >= 0:
            x382 = pos + 2 + n381
            if x382 > blen:
                raise _bad_length(n381, 'OffsetFetchResponse.Topics.Name', pos)
            t380.name = str(buf[pos + 2:x382], 'utf-8')
            pos = x382
        else:
            t380.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n383, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l384: list[OffsetFetchResponse.OffsetFetchResponsePartition] = []
        ap385 = l384.append
        for _ in range(n383):
            t386 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t386.partition_index, t386.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n387, = _S_h.unpack_from(buf, pos)
            if n387 >= 0:
                x388 = pos + 2 + n387
                if x388 > blen:
                    raise _bad_length(n387, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t386.metadata = str(buf[pos + 2:x388], 'utf-8')
                pos = x388
            else:
                t386.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t386.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t386.committed_leader_epoch = -1
            t386._unknown_tags = None
            ap385(t386)
        t380.partitions = l384
        t380._unknown_tags = None
        ap379(t380)
    o.topics = l378
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v5(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l389 = o.topics
    a(_S_i.pack(len(l389)))
    for e390 in l389:
        s391 = e390.name
        b392 = s391.encode()
        a(_S_h.pack(len(b392)))
        a(b392)
        l394 = e390.partitions
        a(_S_i.pack(len(l394)))
        for e395 in l394:
            a(_S_iqi.pack(e395.partition_index, e395.committed_offset, e395.committed_leader_epoch))
            s396 = e395.metadata
            if s396 is None:
                a(b'\xff\xff')
            else:
                b397 = s396.encode()
                a(_S_h.pack(len(b397)))
                a(b397)
            a(_S_h.pack(e395.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 5)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v5(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n399, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l400: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    ap401 = l400.append
    for _ in range(n399):
        t402 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n403, = _S_h.unpack_from(buf, pos)
        if n403 >= 0:
            x404 = pos + 2 + n403
            if x404 > blen:
                raise _bad_length(n403, 'OffsetFetchResponse.Topics.Name', pos)
            t402.name = str(buf[pos + 2:x404], 'utf-8')
            pos = x404
        else:
            t402.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n405, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l406: list[OffsetFetchResponse.OffsetFetchResponsePartition] = []
        ap407 = l406.append
        for _ in range(n405):
            t408 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t408.partition_index, t408.committed_offset, t408.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n409, = _S_h.unpack_from(buf, pos)
            if n409 >= 0:
                x410 = pos + 2 + n409
                if x410 > blen:
                    raise _bad_length(n409, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t408.metadata = str(buf[pos + 2:x410], 'utf-8')
                pos = x410
            else:
                t408.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t408.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t408._unknown_tags = None
            ap407(t408)
        t402.partitions = l406
        t402._unknown_tags = None
        ap401(t402)
    o.topics = l400
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v6(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l411 = o.topics
    n412 = len(l411) + 1
    a(_UV[n412] if n412 < 128 else _uv(n412))
    for e413 in l411:
        s414 = e413.name
        b415 = s414.encode()
        n416 = len(b415) + 1
        a(_UV[n416] if n416 < 128 else _uv(n416))
        a(b415)
        l417 = e413.partitions
        n418 = len(l417) + 1
        a(_UV[n418] if n418 < 128 else _uv(n418))
        for e419 in l417:
            a(_S_iqi.pack(e419.partition_index, e419.committed_offset, e419.committed_leader_epoch))
            s420 = e419.metadata
            if s420 is None:
                a(_H0)
            else:
                b421 = s420.encode()
                n422 = len(b421) + 1
                a(_UV[n422] if n422 < 128 else _uv(n422))
                a(b421)
            a(_S_h.pack(e419.error_code))
            u423 = e419._unknown_tags
            if u423 is None:
                a(_H0)
            else:
                _write_tags(a, None, u423)
        u424 = e413._unknown_tags
        if u424 is None:
            a(_H0)
        else:
            _write_tags(a, None, u424)
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 6)
    u425 = o._unknown_tags
    if u425 is None:
        a(_H0)
    else:
        _write_tags(a, None, u425)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v6(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n426 = buf[pos] - 1
    if 0 <= n426 < 127:
        pos += 1
    else:
        n426, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics')
    l427: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    ap428 = l427.append
    for _ in range(n426):
        t429 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n430 = buf[pos] - 1
        if 0 <= n430 < 127:
            x431 = pos + 1 + n430
            if x431 > blen:
                raise _bad_length(n430, 'OffsetFetchResponse.Topics.Name', pos)
            t429.name = str(buf[pos + 1:x431], 'utf-8')
            pos = x431
        else:
            t429.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Topics.Name')
        n432 = buf[pos] - 1
        if 0 <= n432 < 127:
            pos += 1
        else:
            n432, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l433: list[OffsetFetchResponse.OffsetFetchResponsePartition] = []
        ap434 = l433.append
        for _ in range(n432):
            t435 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t435.partition_index, t435.committed_offset, t435.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n436 = buf[pos] - 1
            if 0 <= n436 < 127:
                x437 = pos + 1 + n436
                if x437 > blen:
                    raise _bad_length(n436, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t435.metadata = str(buf[pos + 1:x437], 'utf-8')
                pos = x437
            else:
                t435.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t435.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t435._unknown_tags = None
            else:
                nt438, pos = _ruv(buf, pos)
                if nt438 * 2 > blen - pos:
                    raise _array_too_long(nt438, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                uk439: list[tuple[int, bytes]] | None = None
                for _ in range(nt438):
                    tg440, pos = _ruv(buf, pos)
                    sz441, pos = _ruv(buf, pos)
                    x442 = pos + sz441
                    if x442 > blen:
                        raise _bad_length(sz441, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                    if uk439 is None:
                        uk439 = []
                    uk439.append((tg440, bytes(buf[pos:x442])))
                    pos = x442
                t435._unknown_tags = uk439
            ap434(t435)
        t429.partitions = l433
        if buf[pos] == 0:
            pos += 1
            t429._unknown_tags = None
        else:
            nt443, pos = _ruv(buf, pos)
            if nt443 * 2 > blen - pos:
                raise _array_too_long(nt443, 'OffsetFetchResponse.Topics._tagged_fields', pos)
            uk444: list[tuple[int, bytes]] | None = None
            for _ in range(nt443):
                tg445, pos = _ruv(buf, pos)
                sz446, pos = _ruv(buf, pos)
                x447 = pos + sz446
                if x447 > blen:
                    raise _bad_length(sz446, 'OffsetFetchResponse.Topics._tagged_fields', pos)
                if uk444 is None:
                    uk444 = []
                uk444.append((tg445, bytes(buf[pos:x447])))
                pos = x447
            t429._unknown_tags = uk444
        ap428(t429)
    o.topics = l427
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt448, pos = _ruv(buf, pos)
        if nt448 * 2 > blen - pos:
            raise _array_too_long(nt448, 'OffsetFetchResponse._tagged_fields', pos)
        uk449: list[tuple[int, bytes]] | None = None
        for _ in range(nt448):
            tg450, pos = _ruv(buf, pos)
            sz451, pos = _ruv(buf, pos)
            x452 = pos + sz451
            if x452 > blen:
                raise _bad_length(sz451, 'OffsetFetchResponse._tagged_fields', pos)
            if uk449 is None:
                uk449 = []
            uk449.append((tg450, bytes(buf[pos:x452])))
            pos = x452
        o._unknown_tags = uk449
    return o, pos


def _enc_OffsetFetchResponse_v7(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l453 = o.topics
    n454 = len(l453) + 1
    a(_UV[n454] if n454 < 128 else _uv(n454))
    for e455 in l453:
        s456 = e455.name
        b457 = s456.encode()
        n458 = len(b457) + 1
        a(_UV[n458] if n458 < 128 else _uv(n458))
        a(b457)
        l459 = e455.partitions
        n460 = len(l459) + 1
        a(_UV[n460] if n460 < 128 else _uv(n460))
        for e461 in l459:
            a(_S_iqi.pack(e461.partition_index, e461.committed_offset, e461.committed_leader_epoch))
            s462 = e461.metadata
            if s462 is None:
                a(_H0)
            else:
                b463 = s462.encode()
                n464 = len(b463) + 1
                a(_UV[n464] if n464 < 128 else _uv(n464))
                a(b463)
            a(_S_h.pack(e461.error_code))
            u465 = e461._unknown_tags
            if u465 is None:
                a(_H0)
            else:
                _write_tags(a, None, u465)
        u466 = e455._unknown_tags
        if u466 is None:
            a(_H0)
        else:
            _write_tags(a, None, u466)
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 7)
    u467 = o._unknown_tags
    if u467 is None:
        a(_H0)
    else:
        _write_tags(a, None, u467)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v7(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n468 = buf[pos] - 1
    if 0 <= n468 < 127:
        pos += 1
    else:
        n468, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics')
    l469: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    ap470 = l469.append
    for _ in range(n468):
        t471 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n472 = buf[pos] - 1
        if 0 <= n472 < 127:
            x473 = pos + 1 + n472
            if x473 > blen:
                raise _bad_length(n472, 'OffsetFetchResponse.Topics.Name', pos)
            t471.name = str(buf[pos + 1:x473], 'utf-8')
            pos = x473
        else:
            t471.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Topics.Name')
        n474 = buf[pos] - 1
        if 0 <= n474 < 127:
            pos += 1
        else:
            n474, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l475: list[OffsetFetchResponse.OffsetFetchResponsePartition] = []
        ap476 = l475.append
        for _ in range(n474):
            t477 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t477.partition_index, t477.committed_offset, t477.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n478 = buf[pos] - 1
            if 0 <= n478 < 127:
                x479 = pos + 1 + n478
                if x479 > blen:
                    raise _bad_length(n478, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t477.metadata = str(buf[pos + 1:x479], 'utf-8')
                pos = x479
            else:
                t477.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t477.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t477._unknown_tags = None
            else:
                nt480, pos = _ruv(buf, pos)
                if nt480 * 2 > blen - pos:
                    raise _array_too_long(nt480, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                uk481: list[tuple[int, bytes]] | None = None
                for _ in range(nt480):
                    tg482, pos = _ruv(buf, pos)
                    sz483, pos = _ruv(buf, pos)
                    x484 = pos + sz483
                    if x484 > blen:
                        raise _bad_length(sz483, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                    if uk481 is None:
                        uk481 = []
                    uk481.append((tg482, bytes(buf[pos:x484])))
                    pos = x484
                t477._unknown_tags = uk481
            ap476(t477)
        t471.partitions = l475
        if buf[pos] == 0:
            pos += 1
            t471._unknown_tags = None
        else:
            nt485, pos = _ruv(buf, pos)
            if nt485 * 2 > blen - pos:
                raise _array_too_long(nt485, 'OffsetFetchResponse.Topics._tagged_fields', pos)
            uk486: list[tuple[int, bytes]] | None = None
            for _ in range(nt485):
                tg487, pos = _ruv(buf, pos)
                sz488, pos = _ruv(buf, pos)
                x489 = pos + sz488
                if x489 > blen:
                    raise _bad_length(sz488, 'OffsetFetchResponse.Topics._tagged_fields', pos)
                if uk486 is None:
                    uk486 = []
                uk486.append((tg487, bytes(buf[pos:x489])))
                pos = x489
            t471._unknown_tags = uk486
        ap470(t471)
    o.topics = l469
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt490, pos = _ruv(buf, pos)
        if nt490 * 2 > blen - pos:
            raise _array_too_long(nt490, 'OffsetFetchResponse._tagged_fields', pos)
        uk491: list[tuple[int, bytes]] | None = None
        for _ in range(nt490):
            tg492, pos = _ruv(buf, pos)
            sz493, pos = _ruv(buf, pos)
            x494 = pos + sz493
            if x494 > blen:
                raise _bad_length(sz493, 'OffsetFetchResponse._tagged_fields', pos)
            if uk491 is None:
                uk491 = []
            uk491.append((tg492, bytes(buf[pos:x494])))
            pos = x494
        o._unknown_tags = uk491
    return o, pos


def _enc_OffsetFetchResponse_v8(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.topics:
        raise _unsupported_field('OffsetFetchResponse', 'Topics', 8)
    l495 = o.groups
    n496 = len(l495) + 1
    a(_UV[n496] if n496 < 128 else _uv(n496))
    for e497 in l495:
        s498 = e497.group_id
        b499 = s498.encode()
        n500 = len(b499) + 1
        a(_UV[n500] if n500 < 128 else _uv(n500))
        a(b499)
        l501 = e497.topics
        n502 = len(l501) + 1
        a(_UV[n502] if n502 < 128 else _uv(n502))
        for e503 in l501:
            s504 = e503.name
            b505 = s504.encode()
            n506 = len(b505) + 1
            a(_UV[n506] if n506 < 128 else _uv(n506))
            a(b505)
            l507 = e503.partitions
            n508 = len(l507) + 1
            a(_UV[n508] if n508 < 128 else _uv(n508))
            for e509 in l507:
                a(_S_iqi.pack(e509.partition_index, e509.committed_offset, e509.committed_leader_epoch))
                s510 = e509.metadata
                if s510 is None:
                    a(_H0)
                else:
                    b511 = s510.encode()
                    n512 = len(b511) + 1
                    a(_UV[n512] if n512 < 128 else _uv(n512))
                    a(b511)
                a(_S_h.pack(e509.error_code))
                u513 = e509._unknown_tags
                if u513 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u513)
            u514 = e503._unknown_tags
            if u514 is None:
                a(_H0)
            else:
                _write_tags(a, None, u514)
        a(_S_h.pack(e497.error_code))
        u515 = e497._unknown_tags
        if u515 is None:
            a(_H0)
        else:
            _write_tags(a, None, u515)
    u516 = o._unknown_tags
    if u516 is None:
        a(_H0)
    else:
        _write_tags(a, None, u516)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v8(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n517 = buf[pos] - 1
    if 0 <= n517 < 127:
        pos += 1
    else:
        n517, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups')
    l518: list[OffsetFetchResponse.OffsetFetchResponseGroup] = []
    ap519 = l518.append
    for _ in range(n517):
        t520 = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
        n521 = buf[pos] - 1
        if 0 <= n521 < 127:
            x522 = pos + 1 + n521
            if x522 > blen:
                raise _bad_length(n521, 'OffsetFetchResponse.Groups.GroupId', pos)
            t520.group_id = str(buf[pos + 1:x522], 'utf-8')
            pos = x522
        else:
            t520.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.GroupId')
        n523 = buf[pos] - 1
        if 0 <= n523 < 127:
            pos += 1
        else:
            n523, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics')
        l524: list[OffsetFetchResponse.OffsetFetchResponseTopics] = []
        ap525 = l524.append
        for _ in range(n523):
            t526 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
            n527 = buf[pos] - 1
            if 0 <= n527 < 127:
                x528 = pos + 1 + n527
                if x528 > blen:
                    raise _bad_length(n527, 'OffsetFetchResponse.Groups.Topics.Name', pos)
                t526.name = str(buf[pos + 1:x528], 'utf-8')
                pos = x528
            else:
                t526.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.Topics.Name')
            n529 = buf[pos] - 1
            if 0 <= n529 < 127:
                pos += 1
            else:
                n529, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics.Partitions')
            l530: list[OffsetFetchResponse.OffsetFetchResponsePartitions] = []
            ap531 = l530.append
            for _ in range(n529):
                t532 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
                t532.partition_index, t532.committed_offset, t532.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
                pos += 16
                n533 = buf[pos] - 1
                if 0 <= n533 < 127:
                    x534 = pos + 1 + n533
                    if x534 > blen:
                        raise _bad_length(n533, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata', pos)
                    t532.metadata = str(buf[pos + 1:x534], 'utf-8')
                    pos = x534
                else:
                    t532.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata')
                t532.error_code, = _S_h.unpack_from(buf, pos)
                pos += 2
                if buf[pos] == 0:
                    pos += 1
                    t532._unknown_tags = None
                else:
                    nt535, pos = _ruv(buf, pos)
                    if nt535 * 2 > blen - pos:
                        raise _array_too_long(nt535, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                    uk536: list[tuple[int, bytes]] | None = None
                    for _ in range(nt535):
                        tg537, pos = _ruv(buf, pos)
                        sz538, pos = _ruv(buf, pos)
                        x539 = pos + sz538
                        if x539 > blen:
                            raise _bad_length(sz538, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                        if uk536 is None:
                            uk536 = []
                        uk536.append((tg537, bytes(buf[pos:x539])))
                        pos = x539
                    t532._unknown_tags = uk536
                ap531(t532)
            t526.partitions = l530
            t526.topic_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t526._unknown_tags = None
            else:
                nt540, pos = _ruv(buf, pos)
                if nt540 * 2 > blen - pos:
                    raise _array_too_long(nt540, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                uk541: list[tuple[int, bytes]] | None = None
                for _ in range(nt540):
                    tg542, pos = _ruv(buf, pos)
                    sz543, pos = _ruv(buf, pos)
                    x544 = pos + sz543
                    if x544 > blen:
                        raise _bad_length(sz543, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                    if uk541 is None:
                        uk541 = []
                    uk541.append((tg542, bytes(buf[pos:x544])))
                    pos = x544
                t526._unknown_tags = uk541
            ap525(t526)
        t520.topics = l524
        t520.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t520._unknown_tags = None
        else:
            nt545, pos = _ruv(buf, pos)
            if nt545 * 2 > blen - pos:
                raise _array_too_long(nt545, 'OffsetFetchResponse.Groups._tagged_fields', pos)
            uk546: list[tuple[int, bytes]] | None = None
            for _ in range(nt545):
                tg547, pos = _ruv(buf, pos)
                sz548, pos = _ruv(buf, pos)
                x549 = pos + sz548
                if x549 > blen:
                    raise _bad_length(sz548, 'OffsetFetchResponse.Groups._tagged_fields', pos)
                if uk546 is None:
                    uk546 = []
                uk546.append((tg547, bytes(buf[pos:x549])))
                pos = x549
            t520._unknown_tags = uk546
        ap519(t520)
    o.groups = l518
    o.topics = []
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt550, pos = _ruv(buf, pos)
        if nt550 * 2 > blen - pos:
            raise _array_too_long(nt550, 'OffsetFetchResponse._tagged_fields', pos)
        uk551: list[tuple[int, bytes]] | None = None
        for _ in range(nt550):
            tg552, pos = _ruv(buf, pos)
            sz553, pos = _ruv(buf, pos)
            x554 = pos + sz553
            if x554 > blen:
                raise _bad_length(sz553, 'OffsetFetchResponse._tagged_fields', pos)
            if uk551 is None:
                uk551 = []
            uk551.append((tg552, bytes(buf[pos:x554])))
            pos = x554
        o._unknown_tags = uk551
    return o, pos


def _enc_OffsetFetchResponse_v9(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.topics:
        raise _unsupported_field('OffsetFetchResponse', 'Topics', 9)
    l555 = o.groups
    n556 = len(l555) + 1
    a(_UV[n556] if n556 < 128 else _uv(n556))
    for e557 in l555:
        s558 = e557.group_id
        b559 = s558.encode()
        n560 = len(b559) + 1
        a(_UV[n560] if n560 < 128 else _uv(n560))
        a(b559)
        l561 = e557.topics
        n562 = len(l561) + 1
        a(_UV[n562] if n562 < 128 else _uv(n562))
        for e563 in l561:
            s564 = e563.name
            b565 = s564.encode()
            n566 = len(b565) + 1
            a(_UV[n566] if n566 < 128 else _uv(n566))
            a(b565)
            l567 = e563.partitions
            n568 = len(l567) + 1
            a(_UV[n568] if n568 < 128 else _uv(n568))
            for e569 in l567:
                a(_S_iqi.pack(e569.partition_index, e569.committed_offset, e569.committed_leader_epoch))
                s570 = e569.metadata
                if s570 is None:
                    a(_H0)
                else:
                    b571 = s570.encode()
                    n572 = len(b571) + 1
                    a(_UV[n572] if n572 < 128 else _uv(n572))
                    a(b571)
                a(_S_h.pack(e569.error_code))
                u573 = e569._unknown_tags
                if u573 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u573)
            u574 = e563._unknown_tags
            if u574 is None:
                a(_H0)
            else:
                _write_tags(a, None, u574)
        a(_S_h.pack(e557.error_code))
        u575 = e557._unknown_tags
        if u575 is None:
            a(_H0)
        else:
            _write_tags(a, None, u575)
    u576 = o._unknown_tags
    if u576 is None:
        a(_H0)
    else:
        _write_tags(a, None, u576)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v9(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n577 = buf[pos] - 1
    if 0 <= n577 < 127:
        pos += 1
    else:
        n577, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups')
    l578: list[OffsetFetchResponse.OffsetFetchResponseGroup] = []
    ap579 = l578.append
    for _ in range(n577):
        t580 = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
        n581 = buf[pos] - 1
        if 0 <= n581 < 127:
            x582 = pos + 1 + n581
            if x582 > blen:
                raise _bad_length(n581, 'OffsetFetchResponse.Groups.GroupId', pos)
            t580.group_id = str(buf[pos + 1:x582], 'utf-8')
            pos = x582
        else:
            t580.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.GroupId')
        n583 = buf[pos] - 1
        if 0 <= n583 < 127:
            pos += 1
        else:
            n583, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics')
        l584: list[OffsetFetchResponse.OffsetFetchResponseTopics] = []
        ap585 = l584.append
        for _ in range(n583):
            t586 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
            n587 = buf[pos] - 1
            if 0 <= n587 < 127:
                x588 = pos + 1 + n587
                if x588 > blen:
                    raise _bad_length(n587, 'OffsetFetchResponse.Groups.Topics.Name', pos)
                t586.name = str(buf[pos + 1:x588], 'utf-8')
                pos = x588
            else:
                t586.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.Topics.Name')
            n589 = buf[pos] - 1
            if 0 <= n589 < 127:
                pos += 1
            else:
                n589, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics.Partitions')
            l590: list[OffsetFetchResponse.OffsetFetchResponsePartitions] = []
            ap591 = l590.append
            for _ in range(n589):
                t592 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
                t592.partition_index, t592.committed_offset, t592.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
                pos += 16
                n593 = buf[pos] - 1
                if 0 <= n593 < 127:
                    x594 = pos + 1 + n593
                    if x594 > blen:
                        raise _bad_length(n593, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata', pos)
                    t592.metadata = str(buf[pos + 1:x594], 'utf-8')
                    pos = x594
                else:
                    t592.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata')
                t592.error_code, = _S_h.unpack_from(buf, pos)
                pos += 2
                if buf[pos] == 0:
                    pos += 1
                    t592._unknown_tags = None
                else:
                    nt595, pos = _ruv(buf, pos)
                    if nt595 * 2 > blen - pos:
                        raise _array_too_long(nt595, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                    uk596: list[tuple[int, bytes]] | None = None
                    for _ in range(nt595):
                        tg597, pos = _ruv(buf, pos)
                        sz598, pos = _ruv(buf, pos)
                        x599 = pos + sz598
                        if x599 > blen:
                            raise _bad_length(sz598, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                        if uk596 is None:
                            uk596 = []
                        uk596.append((tg597, bytes(buf[pos:x599])))
                        pos = x599
                    t592._unknown_tags = uk596
                ap591(t592)
            t586.partitions = l590
            t586.topic_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t586._unknown_tags = None
            else:
                nt600, pos = _ruv(buf, pos)
                if nt600 * 2 > blen - pos:
                    raise _array_too_long(nt600, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                uk601: list[tuple[int, bytes]] | None = None
                for _ in range(nt600):
                    tg602, pos = _ruv(buf, pos)
                    sz603, pos = _ruv(buf, pos)
                    x604 = pos + sz603
                    if x604 > blen:
                        raise _bad_length(sz603, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                    if uk601 is None:
                        uk601 = []
                    uk601.append((tg602, bytes(buf[pos:x604])))
                    pos = x604
                t586._unknown_tags = uk601
            ap585(t586)
        t580.topics = l584
        t580.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t580._unknown_tags = None
        else:
            nt605, pos = _ruv(buf, pos)
            if nt605 * 2 > blen - pos:
                raise _array_too_long(nt605, 'OffsetFetchResponse.Groups._tagged_fields', pos)
            uk606: list[tuple[int, bytes]] | None = None
            for _ in range(nt605):
                tg607, pos = _ruv(buf, pos)
                sz608, pos = _ruv(buf, pos)
                x609 = pos + sz608
                if x609 > blen:
                    raise _bad_length(sz608, 'OffsetFetchResponse.Groups._tagged_fields', pos)
                if uk606 is None:
                    uk606 = []
                uk606.append((tg607, bytes(buf[pos:x609])))
                pos = x609
            t580._unknown_tags = uk606
        ap579(t580)
    o.groups = l578
    o.topics = []
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt610, pos = _ruv(buf, pos)
        if nt610 * 2 > blen - pos:
            raise _array_too_long(nt610, 'OffsetFetchResponse._tagged_fields', pos)
        uk611: list[tuple[int, bytes]] | None = None
        for _ in range(nt610):
            tg612, pos = _ruv(buf, pos)
            sz613, pos = _ruv(buf, pos)
            x614 = pos + sz613
            if x614 > blen:
                raise _bad_length(sz613, 'OffsetFetchResponse._tagged_fields', pos)
            if uk611 is None:
                uk611 = []
            uk611.append((tg612, bytes(buf[pos:x614])))
            pos = x614
        o._unknown_tags = uk611
    return o, pos


def _enc_OffsetFetchResponse_v10(o: OffsetFetchResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.topics:
        raise _unsupported_field('OffsetFetchResponse', 'Topics', 10)
    l615 = o.groups
    n616 = len(l615) + 1
    a(_UV[n616] if n616 < 128 else _uv(n616))
    for e617 in l615:
        s618 = e617.group_id
        b619 = s618.encode()
        n620 = len(b619) + 1
        a(_UV[n620] if n620 < 128 else _uv(n620))
        a(b619)
        l621 = e617.topics
        n622 = len(l621) + 1
        a(_UV[n622] if n622 < 128 else _uv(n622))
        for e623 in l621:
            a(_S_U.pack(e623.topic_id.bytes))
            l624 = e623.partitions
            n625 = len(l624) + 1
            a(_UV[n625] if n625 < 128 else _uv(n625))
            for e626 in l624:
                a(_S_iqi.pack(e626.partition_index, e626.committed_offset, e626.committed_leader_epoch))
                s627 = e626.metadata
                if s627 is None:
                    a(_H0)
                else:
                    b628 = s627.encode()
                    n629 = len(b628) + 1
                    a(_UV[n629] if n629 < 128 else _uv(n629))
                    a(b628)
                a(_S_h.pack(e626.error_code))
                u630 = e626._unknown_tags
                if u630 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u630)
            u631 = e623._unknown_tags
            if u631 is None:
                a(_H0)
            else:
                _write_tags(a, None, u631)
        a(_S_h.pack(e617.error_code))
        u632 = e617._unknown_tags
        if u632 is None:
            a(_H0)
        else:
            _write_tags(a, None, u632)
    u633 = o._unknown_tags
    if u633 is None:
        a(_H0)
    else:
        _write_tags(a, None, u633)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v10(buf: _Buffer, pos: int) -> tuple[OffsetFetchResponse, int]:
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n634 = buf[pos] - 1
    if 0 <= n634 < 127:
        pos += 1
    else:
        n634, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups')
    l635: list[OffsetFetchResponse.OffsetFetchResponseGroup] = []
    ap636 = l635.append
    for _ in range(n634):
        t637 = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
        n638 = buf[pos] - 1
        if 0 <= n638 < 127:
            x639 = pos + 1 + n638
            if x639 > blen:
                raise _bad_length(n638, 'OffsetFetchResponse.Groups.GroupId', pos)
            t637.group_id = str(buf[pos + 1:x639], 'utf-8')
            pos = x639
        else:
            t637.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.GroupId')
        n640 = buf[pos] - 1
        if 0 <= n640 < 127:
            pos += 1
        else:
            n640, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics')
        l641: list[OffsetFetchResponse.OffsetFetchResponseTopics] = []
        ap642 = l641.append
        for _ in range(n640):
            t643 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
            u644, = _S_U.unpack_from(buf, pos)
            pos += 16
            t643.topic_id = _uuid_from(u644)
            n645 = buf[pos] - 1
            if 0 <= n645 < 127:
                pos += 1
            else:
                n645, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics.Partitions')
            l646: list[OffsetFetchResponse.OffsetFetchResponsePartitions] = []
            ap647 = l646.append
            for _ in range(n645):
                t648 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
                t648.partition_index, t648.committed_offset, t648.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
                pos += 16
                n649 = buf[pos] - 1
                if 0 <= n649 < 127:
                    x650 = pos + 1 + n649
                    if x650 > blen:
                        raise _bad_length(n649, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata', pos)
                    t648.metadata = str(buf[pos + 1:x650], 'utf-8')
                    pos = x650
                else:
                    t648.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata')
                t648.error_code, = _S_h.unpack_from(buf, pos)
                pos += 2
                if buf[pos] == 0:
                    pos += 1
                    t648._unknown_tags = None
                else:
                    nt651, pos = _ruv(buf, pos)
                    if nt651 * 2 > blen - pos:
                        raise _array_too_long(nt651, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                    uk652: list[tuple[int, bytes]] | None = None
                    for _ in range(nt651):
                        tg653, pos = _ruv(buf, pos)
                        sz654, pos = _ruv(buf, pos)
                        x655 = pos + sz654
                        if x655 > blen:
                            raise _bad_length(sz654, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                        if uk652 is None:
                            uk652 = []
                        uk652.append((tg653, bytes(buf[pos:x655])))
                        pos = x655
                    t648._unknown_tags = uk652
                ap647(t648)
            t643.partitions = l646
            t643.name = ''
            if buf[pos] == 0:
                pos += 1
                t643._unknown_tags = None
            else:
                nt656, pos = _ruv(buf, pos)
                if nt656 * 2 > blen - pos:
                    raise _array_too_long(nt656, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                uk657: list[tuple[int, bytes]] | None = None
                for _ in range(nt656):
                    tg658, pos = _ruv(buf, pos)
                    sz659, pos = _ruv(buf, pos)
                    x660 = pos + sz659
                    if x660 > blen:
                        raise _bad_length(sz659, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                    if uk657 is None:
                        uk657 = []
                    uk657.append((tg658, bytes(buf[pos:x660])))
                    pos = x660
                t643._unknown_tags = uk657
            ap642(t643)
        t637.topics = l641
        t637.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t637._unknown_tags = None
        else:
            nt661, pos = _ruv(buf, pos)
            if nt661 * 2 > blen - pos:
                raise _array_too_long(nt661, 'OffsetFetchResponse.Groups._tagged_fields', pos)
            uk662: list[tuple[int, bytes]] | None = None
            for _ in range(nt661):
                tg663, pos = _ruv(buf, pos)
                sz664, pos = _ruv(buf, pos)
                x665 = pos + sz664
                if x665 > blen:
                    raise _bad_length(sz664, 'OffsetFetchResponse.Groups._tagged_fields', pos)
                if uk662 is None:
                    uk662 = []
                uk662.append((tg663, bytes(buf[pos:x665])))
                pos = x665
            t637._unknown_tags = uk662
        ap636(t637)
    o.groups = l635
    o.topics = []
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt666, pos = _ruv(buf, pos)
        if nt666 * 2 > blen - pos:
            raise _array_too_long(nt666, 'OffsetFetchResponse._tagged_fields', pos)
        uk667: list[tuple[int, bytes]] | None = None
        for _ in range(nt666):
            tg668, pos = _ruv(buf, pos)
            sz669, pos = _ruv(buf, pos)
            x670 = pos + sz669
            if x670 > blen:
                raise _bad_length(sz669, 'OffsetFetchResponse._tagged_fields', pos)
            if uk667 is None:
                uk667 = []
            uk667.append((tg668, bytes(buf[pos:x670])))
            pos = x670
        o._unknown_tags = uk667
    return o, pos


OffsetFetchResponse._ENC = {1: _enc_OffsetFetchResponse_v1, 2: _enc_OffsetFetchResponse_v2, 3: _enc_OffsetFetchResponse_v3, 4: _enc_OffsetFetchResponse_v4, 5: _enc_OffsetFetchResponse_v5, 6: _enc_OffsetFetchResponse_v6, 7: _enc_OffsetFetchResponse_v7, 8: _enc_OffsetFetchResponse_v8, 9: _enc_OffsetFetchResponse_v9, 10: _enc_OffsetFetchResponse_v10}
OffsetFetchResponse._DEC = {1: _dec_OffsetFetchResponse_v1, 2: _dec_OffsetFetchResponse_v2, 3: _dec_OffsetFetchResponse_v3, 4: _dec_OffsetFetchResponse_v4, 5: _dec_OffsetFetchResponse_v5, 6: _dec_OffsetFetchResponse_v6, 7: _dec_OffsetFetchResponse_v7, 8: _dec_OffsetFetchResponse_v8, 9: _dec_OffsetFetchResponse_v9, 10: _dec_OffsetFetchResponse_v10}


_LINES = {
    263: 'OffsetFetchRequest.GroupId',
    264: 'OffsetFetchRequest.GroupId',
    265: 'OffsetFetchRequest.GroupId',
    266: 'OffsetFetchRequest.GroupId',
    267: 'OffsetFetchRequest.Topics',
    268: 'OffsetFetchRequest.Topics',
    269: 'OffsetFetchRequest.Topics',
    270: 'OffsetFetchRequest.Topics.Name',
    271: 'OffsetFetchRequest.Topics.Name',
    272: 'OffsetFetchRequest.Topics.Name',
    273: 'OffsetFetchRequest.Topics.Name',
    274: 'OffsetFetchRequest.Topics.PartitionIndexes',
    275: 'OffsetFetchRequest.Topics.PartitionIndexes',
    277: 'OffsetFetchRequest.Topics.PartitionIndexes',
    279: 'OffsetFetchRequest.Topics.PartitionIndexes',
    280: 'OffsetFetchRequest.Groups',
    282: 'OffsetFetchRequest.RequireStable',
    290: 'OffsetFetchRequest.GroupId',
    295: 'OffsetFetchRequest.GroupId',
    298: 'OffsetFetchRequest.GroupId',
    299: 'OffsetFetchRequest.Topics',
    304: 'OffsetFetchRequest.Topics.Name',
    309: 'OffsetFetchRequest.Topics.Name',
    312: 'OffsetFetchRequest.Topics.Name',
    313: 'OffsetFetchRequest.Topics.PartitionIndexes',
    315: 'OffsetFetchRequest.Topics.PartitionIndexes',
    318: 'OffsetFetchRequest.Topics.PartitionIndexes',
    331: 'OffsetFetchRequest.GroupId',
    332: 'OffsetFetchRequest.GroupId',
    333: 'OffsetFetchRequest.GroupId',
    334: 'OffsetFetchRequest.GroupId',
    335: 'OffsetFetchRequest.Topics',
    336: 'OffsetFetchRequest.Topics',
    337: 'OffsetFetchRequest.Topics',
    338: 'OffsetFetchRequest.Topics',
    339: 'OffsetFetchRequest.Topics',
    340: 'OffsetFetchRequest.Topics',
    341: 'OffsetFetchRequest.Topics.Name',
    342: 'OffsetFetchRequest.Topics.Name',
    343: 'OffsetFetchRequest.Topics.Name',
    344: 'OffsetFetchRequest.Topics.Name',
    345: 'OffsetFetchRequest.Topics.PartitionIndexes',
    346: 'OffsetFetchRequest.Topics.PartitionIndexes',
    348: 'OffsetFetchRequest.Topics.PartitionIndexes',
    350: 'OffsetFetchRequest.Topics.PartitionIndexes',
    351: 'OffsetFetchRequest.Groups',
    353: 'OffsetFetchRequest.RequireStable',
    361: 'OffsetFetchRequest.GroupId',
    366: 'OffsetFetchRequest.GroupId',
    369: 'OffsetFetchRequest.GroupId',
    370: 'OffsetFetchRequest.Topics',
    378: 'OffsetFetchRequest.Topics.Name',
    383: 'OffsetFetchRequest.Topics.Name',
    386: 'OffsetFetchRequest.Topics.Name',
    387: 'OffsetFetchRequest.Topics.PartitionIndexes',
    389: 'OffsetFetchRequest.Topics.PartitionIndexes',
    392: 'OffsetFetchRequest.Topics.PartitionIndexes',
    405: 'OffsetFetchRequest.GroupId',
    406: 'OffsetFetchRequest.GroupId',
    407: 'OffsetFetchRequest.GroupId',
    408: 'OffsetFetchRequest.GroupId',
    409: 'OffsetFetchRequest.Topics',
    410: 'OffsetFetchRequest.Topics',
    411: 'OffsetFetchRequest.Topics',
    412: 'OffsetFetchRequest.Topics',
    413: 'OffsetFetchRequest.Topics',
    414: 'OffsetFetchRequest.Topics',
    415: 'OffsetFetchRequest.Topics.Name',
    416: 'OffsetFetchRequest.Topics.Name',
    417: 'OffsetFetchRequest.Topics.Name',
    418: 'OffsetFetchRequest.Topics.Name',
    419: 'OffsetFetchRequest.Topics.PartitionIndexes',
    420: 'OffsetFetchRequest.Topics.PartitionIndexes',
    422: 'OffsetFetchRequest.Topics.PartitionIndexes',
    424: 'OffsetFetchRequest.Topics.PartitionIndexes',
    425: 'OffsetFetchRequest.Groups',
    427: 'OffsetFetchRequest.RequireStable',
    435: 'OffsetFetchRequest.GroupId',
    440: 'OffsetFetchRequest.GroupId',
    443: 'OffsetFetchRequest.GroupId',
    444: 'OffsetFetchRequest.Topics',
    452: 'OffsetFetchRequest.Topics.Name',
    457: 'OffsetFetchRequest.Topics.Name',
    460: 'OffsetFetchRequest.Topics.Name',
    461: 'OffsetFetchRequest.Topics.PartitionIndexes',
    463: 'OffsetFetchRequest.Topics.PartitionIndexes',
    466: 'OffsetFetchRequest.Topics.PartitionIndexes',
    479: 'OffsetFetchRequest.GroupId',
    480: 'OffsetFetchRequest.GroupId',
    481: 'OffsetFetchRequest.GroupId',
    482: 'OffsetFetchRequest.GroupId',
    483: 'OffsetFetchRequest.Topics',
    484: 'OffsetFetchRequest.Topics',
    485: 'OffsetFetchRequest.Topics',
    486: 'OffsetFetchRequest.Topics',
    487: 'OffsetFetchRequest.Topics',
    488: 'OffsetFetchRequest.Topics',
    489: 'OffsetFetchRequest.Topics.Name',
    490: 'OffsetFetchRequest.Topics.Name',
    491: 'OffsetFetchRequest.Topics.Name',
    492: 'OffsetFetchRequest.Topics.Name',
    493: 'OffsetFetchRequest.Topics.PartitionIndexes',
    494: 'OffsetFetchRequest.Topics.PartitionIndexes',
    496: 'OffsetFetchRequest.Topics.PartitionIndexes',
    498: 'OffsetFetchRequest.Topics.PartitionIndexes',
    499: 'OffsetFetchRequest.Groups',
    501: 'OffsetFetchRequest.RequireStable',
    509: 'OffsetFetchRequest.GroupId',
    514: 'OffsetFetchRequest.GroupId',
    517: 'OffsetFetchRequest.GroupId',
    518: 'OffsetFetchRequest.Topics',
    526: 'OffsetFetchRequest.Topics.Name',
    531: 'OffsetFetchRequest.Topics.Name',
    534: 'OffsetFetchRequest.Topics.Name',
    535: 'OffsetFetchRequest.Topics.PartitionIndexes',
    537: 'OffsetFetchRequest.Topics.PartitionIndexes',
    540: 'OffsetFetchRequest.Topics.PartitionIndexes',
    553: 'OffsetFetchRequest.GroupId',
    554: 'OffsetFetchRequest.GroupId',
    555: 'OffsetFetchRequest.GroupId',
    556: 'OffsetFetchRequest.GroupId',
    557: 'OffsetFetchRequest.Topics',
    558: 'OffsetFetchRequest.Topics',
    559: 'OffsetFetchRequest.Topics',
    560: 'OffsetFetchRequest.Topics',
    561: 'OffsetFetchRequest.Topics',
    562: 'OffsetFetchRequest.Topics',
    563: 'OffsetFetchRequest.Topics.Name',
    564: 'OffsetFetchRequest.Topics.Name',
    565: 'OffsetFetchRequest.Topics.Name',
    566: 'OffsetFetchRequest.Topics.Name',
    567: 'OffsetFetchRequest.Topics.PartitionIndexes',
    568: 'OffsetFetchRequest.Topics.PartitionIndexes',
    570: 'OffsetFetchRequest.Topics.PartitionIndexes',
    572: 'OffsetFetchRequest.Topics.PartitionIndexes',
    573: 'OffsetFetchRequest.Groups',
    575: 'OffsetFetchRequest.RequireStable',
    583: 'OffsetFetchRequest.GroupId',
    588: 'OffsetFetchRequest.GroupId',
    591: 'OffsetFetchRequest.GroupId',
    592: 'OffsetFetchRequest.Topics',
    600: 'OffsetFetchRequest.Topics.Name',
    605: 'OffsetFetchRequest.Topics.Name',
    608: 'OffsetFetchRequest.Topics.Name',
    609: 'OffsetFetchRequest.Topics.PartitionIndexes',
    611: 'OffsetFetchRequest.Topics.PartitionIndexes',
    614: 'OffsetFetchRequest.Topics.PartitionIndexes',
    627: 'OffsetFetchRequest.GroupId',
    628: 'OffsetFetchRequest.GroupId',
    629: 'OffsetFetchRequest.GroupId',
    630: 'OffsetFetchRequest.GroupId',
    631: 'OffsetFetchRequest.GroupId',
    632: 'OffsetFetchRequest.Topics',
    633: 'OffsetFetchRequest.Topics',
    634: 'OffsetFetchRequest.Topics',
    635: 'OffsetFetchRequest.Topics',
    636: 'OffsetFetchRequest.Topics',
    637: 'OffsetFetchRequest.Topics',
    638: 'OffsetFetchRequest.Topics',
    639: 'OffsetFetchRequest.Topics.Name',
    640: 'OffsetFetchRequest.Topics.Name',
    641: 'OffsetFetchRequest.Topics.Name',
    642: 'OffsetFetchRequest.Topics.Name',
    643: 'OffsetFetchRequest.Topics.Name',
    644: 'OffsetFetchRequest.Topics.PartitionIndexes',
    645: 'OffsetFetchRequest.Topics.PartitionIndexes',
    647: 'OffsetFetchRequest.Topics.PartitionIndexes',
    649: 'OffsetFetchRequest.Topics.PartitionIndexes',
    650: 'OffsetFetchRequest.Topics._unknown_tags',
    651: 'OffsetFetchRequest.Topics',
    654: 'OffsetFetchRequest.Topics._unknown_tags',
    655: 'OffsetFetchRequest.Groups',
    657: 'OffsetFetchRequest.RequireStable',
    659: 'OffsetFetchRequest._unknown_tags',
    660: 'OffsetFetchRequest',
    663: 'OffsetFetchRequest._unknown_tags',
    670: 'OffsetFetchRequest.GroupId',
    675: 'OffsetFetchRequest.GroupId',
    678: 'OffsetFetchRequest.GroupId',
    679: 'OffsetFetchRequest.Topics',
    683: 'OffsetFetchRequest.Topics',
    691: 'OffsetFetchRequest.Topics.Name',
    696: 'OffsetFetchRequest.Topics.Name',
    699: 'OffsetFetchRequest.Topics.Name',
    700: 'OffsetFetchRequest.Topics.PartitionIndexes',
    702: 'OffsetFetchRequest.Topics.PartitionIndexes',
    705: 'OffsetFetchRequest.Topics.PartitionIndexes',
    706: 'OffsetFetchRequest.Topics._tagged_fields',
    710: 'OffsetFetchRequest.Topics._tagged_fields',
    715: 'OffsetFetchRequest.Topics._tagged_fields',
    716: 'OffsetFetchRequest.Topics._tagged_fields',
    729: 'OffsetFetchRequest._tagged_fields',
    733: 'OffsetFetchRequest._tagged_fields',
    738: 'OffsetFetchRequest._tagged_fields',
    739: 'OffsetFetchRequest._tagged_fields',
    754: 'OffsetFetchRequest.GroupId',
    755: 'OffsetFetchRequest.GroupId',
    756: 'OffsetFetchRequest.GroupId',
    757: 'OffsetFetchRequest.GroupId',
    758: 'OffsetFetchRequest.GroupId',
    759: 'OffsetFetchRequest.Topics',
    760: 'OffsetFetchRequest.Topics',
    761: 'OffsetFetchRequest.Topics',
    762: 'OffsetFetchRequest.Topics',
    763: 'OffsetFetchRequest.Topics',
    764: 'OffsetFetchRequest.Topics',
    765: 'OffsetFetchRequest.Topics',
    766: 'OffsetFetchRequest.Topics.Name',
    767: 'OffsetFetchRequest.Topics.Name',
    768: 'OffsetFetchRequest.Topics.Name',
    769: 'OffsetFetchRequest.Topics.Name',
    770: 'OffsetFetchRequest.Topics.Name',
    771: 'OffsetFetchRequest.Topics.PartitionIndexes',
    772: 'OffsetFetchRequest.Topics.PartitionIndexes',
    774: 'OffsetFetchRequest.Topics.PartitionIndexes',
    776: 'OffsetFetchRequest.Topics.PartitionIndexes',
    777: 'OffsetFetchRequest.Topics._unknown_tags',
    778: 'OffsetFetchRequest.Topics',
    781: 'OffsetFetchRequest.Topics._unknown_tags',
    782: 'OffsetFetchRequest.Groups',
    784: 'OffsetFetchRequest.RequireStable',
    785: 'OffsetFetchRequest._unknown_tags',
    786: 'OffsetFetchRequest',
    789: 'OffsetFetchRequest._unknown_tags',
    796: 'OffsetFetchRequest.GroupId',
    801: 'OffsetFetchRequest.GroupId',
    804: 'OffsetFetchRequest.GroupId',
    805: 'OffsetFetchRequest.Topics',
    809: 'OffsetFetchRequest.Topics',
    817: 'OffsetFetchRequest.Topics.Name',
    822: 'OffsetFetchRequest.Topics.Name',
    825: 'OffsetFetchRequest.Topics.Name',
    826: 'OffsetFetchRequest.Topics.PartitionIndexes',
    828: 'OffsetFetchRequest.Topics.PartitionIndexes',
    831: 'OffsetFetchRequest.Topics.PartitionIndexes',
    832: 'OffsetFetchRequest.Topics._tagged_fields',
    836: 'OffsetFetchRequest.Topics._tagged_fields',
    841: 'OffsetFetchRequest.Topics._tagged_fields',
    842: 'OffsetFetchRequest.Topics._tagged_fields',
    853: 'OffsetFetchRequest.RequireStable',
    856: 'OffsetFetchRequest._tagged_fields',
    860: 'OffsetFetchRequest._tagged_fields',
    865: 'OffsetFetchRequest._tagged_fields',
    866: 'OffsetFetchRequest._tagged_fields',
    881: 'OffsetFetchRequest.GroupId',
    883: 'OffsetFetchRequest.Topics',
    885: 'OffsetFetchRequest.Groups',
    886: 'OffsetFetchRequest.Groups',
    887: 'OffsetFetchRequest.Groups',
    888: 'OffsetFetchRequest.Groups',
    889: 'OffsetFetchRequest.Groups.GroupId',
    890: 'OffsetFetchRequest.Groups.GroupId',
    891: 'OffsetFetchRequest.Groups.GroupId',
    892: 'OffsetFetchRequest.Groups.GroupId',
    893: 'OffsetFetchRequest.Groups.GroupId',
    894: 'OffsetFetchRequest.Groups.Topics',
    895: 'OffsetFetchRequest.Groups.Topics',
    896: 'OffsetFetchRequest.Groups.Topics',
    897: 'OffsetFetchRequest.Groups.Topics',
    898: 'OffsetFetchRequest.Groups.Topics',
    899: 'OffsetFetchRequest.Groups.Topics',
    900: 'OffsetFetchRequest.Groups.Topics',
    901: 'OffsetFetchRequest.Groups.Topics.Name',
    902: 'OffsetFetchRequest.Groups.Topics.Name',
    903: 'OffsetFetchRequest.Groups.Topics.Name',
    904: 'OffsetFetchRequest.Groups.Topics.Name',
    905: 'OffsetFetchRequest.Groups.Topics.Name',
    906: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    907: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    909: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    911: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    912: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    913: 'OffsetFetchRequest.Groups.Topics',
    916: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    917: 'OffsetFetchRequest.Groups._unknown_tags',
    918: 'OffsetFetchRequest.Groups',
    921: 'OffsetFetchRequest.Groups._unknown_tags',
    922: 'OffsetFetchRequest.RequireStable',
    923: 'OffsetFetchRequest._unknown_tags',
    924: 'OffsetFetchRequest',
    927: 'OffsetFetchRequest._unknown_tags',
    934: 'OffsetFetchRequest.Groups',
    938: 'OffsetFetchRequest.Groups',
    943: 'OffsetFetchRequest.Groups.GroupId',
    948: 'OffsetFetchRequest.Groups.GroupId',
    951: 'OffsetFetchRequest.Groups.GroupId',
    952: 'OffsetFetchRequest.Groups.Topics',
    956: 'OffsetFetchRequest.Groups.Topics',
    964: 'OffsetFetchRequest.Groups.Topics.Name',
    969: 'OffsetFetchRequest.Groups.Topics.Name',
    972: 'OffsetFetchRequest.Groups.Topics.Name',
    973: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    975: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    978: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    980: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    984: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    989: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    990: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1003: 'OffsetFetchRequest.Groups._tagged_fields',
    1007: 'OffsetFetchRequest.Groups._tagged_fields',
    1012: 'OffsetFetchRequest.Groups._tagged_fields',
    1013: 'OffsetFetchRequest.Groups._tagged_fields',
    1024: 'OffsetFetchRequest.RequireStable',
    1028: 'OffsetFetchRequest._tagged_fields',
    1032: 'OffsetFetchRequest._tagged_fields',
    1037: 'OffsetFetchRequest._tagged_fields',
    1038: 'OffsetFetchRequest._tagged_fields',
    1053: 'OffsetFetchRequest.GroupId',
    1055: 'OffsetFetchRequest.Topics',
    1057: 'OffsetFetchRequest.Groups',
    1058: 'OffsetFetchRequest.Groups',
    1059: 'OffsetFetchRequest.Groups',
    1060: 'OffsetFetchRequest.Groups',
    1061: 'OffsetFetchRequest.Groups.GroupId',
    1062: 'OffsetFetchRequest.Groups.GroupId',
    1063: 'OffsetFetchRequest.Groups.GroupId',
    1064: 'OffsetFetchRequest.Groups.GroupId',
    1065: 'OffsetFetchRequest.Groups.GroupId',
    1066: 'OffsetFetchRequest.Groups.MemberId',
    1067: 'OffsetFetchRequest.Groups.MemberId',
    1068: 'OffsetFetchRequest.Groups.MemberId',
    1069: 'OffsetFetchRequest.Groups.MemberId',
    1070: 'OffsetFetchRequest.Groups.MemberId',
    1071: 'OffsetFetchRequest.Groups.MemberId',
    1072: 'OffsetFetchRequest.Groups.MemberId',
    1073: 'OffsetFetchRequest.Groups.MemberId',
    1074: 'OffsetFetchRequest.Groups.MemberEpoch',
    1075: 'OffsetFetchRequest.Groups.Topics',
    1076: 'OffsetFetchRequest.Groups.Topics',
    1077: 'OffsetFetchRequest.Groups.Topics',
    1078: 'OffsetFetchRequest.Groups.Topics',
    1079: 'OffsetFetchRequest.Groups.Topics',
    1080: 'OffsetFetchRequest.Groups.Topics',
    1081: 'OffsetFetchRequest.Groups.Topics',
    1082: 'OffsetFetchRequest.Groups.Topics.Name',
    1083: 'OffsetFetchRequest.Groups.Topics.Name',
    1084: 'OffsetFetchRequest.Groups.Topics.Name',
    1085: 'OffsetFetchRequest.Groups.Topics.Name',
    1086: 'OffsetFetchRequest.Groups.Topics.Name',
    1087: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1088: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1090: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1092: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1093: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    1094: 'OffsetFetchRequest.Groups.Topics',
    1097: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    1098: 'OffsetFetchRequest.Groups._unknown_tags',
    1099: 'OffsetFetchRequest.Groups',
    1102: 'OffsetFetchRequest.Groups._unknown_tags',
    1103: 'OffsetFetchRequest.RequireStable',
    1104: 'OffsetFetchRequest._unknown_tags',
    1105: 'OffsetFetchRequest',
    1108: 'OffsetFetchRequest._unknown_tags',
    1115: 'OffsetFetchRequest.Groups',
    1119: 'OffsetFetchRequest.Groups',
    1124: 'OffsetFetchRequest.Groups.GroupId',
    1129: 'OffsetFetchRequest.Groups.GroupId',
    1132: 'OffsetFetchRequest.Groups.GroupId',
    1133: 'OffsetFetchRequest.Groups.MemberId',
    1138: 'OffsetFetchRequest.Groups.MemberId',
    1141: 'OffsetFetchRequest.Groups.MemberId',
    1142: 'OffsetFetchRequest.Groups.MemberEpoch',
    1144: 'OffsetFetchRequest.Groups.Topics',
    1148: 'OffsetFetchRequest.Groups.Topics',
    1156: 'OffsetFetchRequest.Groups.Topics.Name',
    1161: 'OffsetFetchRequest.Groups.Topics.Name',
    1164: 'OffsetFetchRequest.Groups.Topics.Name',
    1165: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1167: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1170: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1172: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1176: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1181: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1182: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1193: 'OffsetFetchRequest.Groups._tagged_fields',
    1197: 'OffsetFetchRequest.Groups._tagged_fields',
    1202: 'OffsetFetchRequest.Groups._tagged_fields',
    1203: 'OffsetFetchRequest.Groups._tagged_fields',
    1214: 'OffsetFetchRequest.RequireStable',
    1218: 'OffsetFetchRequest._tagged_fields',
    1222: 'OffsetFetchRequest._tagged_fields',
    1227: 'OffsetFetchRequest._tagged_fields',
    1228: 'OffsetFetchRequest._tagged_fields',
    1243: 'OffsetFetchRequest.GroupId',
    1245: 'OffsetFetchRequest.Topics',
    1247: 'OffsetFetchRequest.Groups',
    1248: 'OffsetFetchRequest.Groups',
    1249: 'OffsetFetchRequest.Groups',
    1250: 'OffsetFetchRequest.Groups',
    1251: 'OffsetFetchRequest.Groups.GroupId',
    1252: 'OffsetFetchRequest.Groups.GroupId',
    1253: 'OffsetFetchRequest.Groups.GroupId',
    1254: 'OffsetFetchRequest.Groups.GroupId',
    1255: 'OffsetFetchRequest.Groups.GroupId',
    1256: 'OffsetFetchRequest.Groups.MemberId',
    1257: 'OffsetFetchRequest.Groups.MemberId',
    1258: 'OffsetFetchRequest.Groups.MemberId',
    1259: 'OffsetFetchRequest.Groups.MemberId',
    1260: 'OffsetFetchRequest.Groups.MemberId',
    1261: 'OffsetFetchRequest.Groups.MemberId',
    1262: 'OffsetFetchRequest.Groups.MemberId',
    1263: 'OffsetFetchRequest.Groups.MemberId',
    1264: 'OffsetFetchRequest.Groups.MemberEpoch',
    1265: 'OffsetFetchRequest.Groups.Topics',
    1266: 'OffsetFetchRequest.Groups.Topics',
    1267: 'OffsetFetchRequest.Groups.Topics',
    1268: 'OffsetFetchRequest.Groups.Topics',
    1269: 'OffsetFetchRequest.Groups.Topics',
    1270: 'OffsetFetchRequest.Groups.Topics',
    1271: 'OffsetFetchRequest.Groups.Topics',
    1272: 'OffsetFetchRequest.Groups.Topics.TopicId',
    1273: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1274: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1276: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1278: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1279: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    1280: 'OffsetFetchRequest.Groups.Topics',
    1283: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    1284: 'OffsetFetchRequest.Groups._unknown_tags',
    1285: 'OffsetFetchRequest.Groups',
    1288: 'OffsetFetchRequest.Groups._unknown_tags',
    1289: 'OffsetFetchRequest.RequireStable',
    1290: 'OffsetFetchRequest._unknown_tags',
    1291: 'OffsetFetchRequest',
    1294: 'OffsetFetchRequest._unknown_tags',
    1301: 'OffsetFetchRequest.Groups',
    1305: 'OffsetFetchRequest.Groups',
    1310: 'OffsetFetchRequest.Groups.GroupId',
    1315: 'OffsetFetchRequest.Groups.GroupId',
    1318: 'OffsetFetchRequest.Groups.GroupId',
    1319: 'OffsetFetchRequest.Groups.MemberId',
    1324: 'OffsetFetchRequest.Groups.MemberId',
    1327: 'OffsetFetchRequest.Groups.MemberId',
    1328: 'OffsetFetchRequest.Groups.MemberEpoch',
    1330: 'OffsetFetchRequest.Groups.Topics',
    1334: 'OffsetFetchRequest.Groups.Topics',
    1342: 'OffsetFetchRequest.Groups.Topics.TopicId',
    1345: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1347: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1350: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1352: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1356: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1361: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1362: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1373: 'OffsetFetchRequest.Groups._tagged_fields',
    1377: 'OffsetFetchRequest.Groups._tagged_fields',
    1382: 'OffsetFetchRequest.Groups._tagged_fields',
    1383: 'OffsetFetchRequest.Groups._tagged_fields',
    1394: 'OffsetFetchRequest.RequireStable',
    1398: 'OffsetFetchRequest._tagged_fields',
    1402: 'OffsetFetchRequest._tagged_fields',
    1407: 'OffsetFetchRequest._tagged_fields',
    1408: 'OffsetFetchRequest._tagged_fields',
    1759: 'OffsetFetchResponse.Topics',
    1760: 'OffsetFetchResponse.Topics',
    1761: 'OffsetFetchResponse.Topics',
    1762: 'OffsetFetchResponse.Topics.Name',
    1763: 'OffsetFetchResponse.Topics.Name',
    1764: 'OffsetFetchResponse.Topics.Name',
    1765: 'OffsetFetchResponse.Topics.Name',
    1766: 'OffsetFetchResponse.Topics.Partitions',
    1767: 'OffsetFetchResponse.Topics.Partitions',
    1768: 'OffsetFetchResponse.Topics.Partitions',
    1769: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1770: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1771: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1772: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1773: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1774: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1775: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1776: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1777: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1778: 'OffsetFetchResponse.Groups',
    1786: 'OffsetFetchResponse.Topics',
    1791: 'OffsetFetchResponse.Topics.Name',
    1796: 'OffsetFetchResponse.Topics.Name',
    1799: 'OffsetFetchResponse.Topics.Name',
    1800: 'OffsetFetchResponse.Topics.Partitions',
    1805: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1807: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1812: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1815: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1816: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1835: 'OffsetFetchResponse.Topics',
    1836: 'OffsetFetchResponse.Topics',
    1837: 'OffsetFetchResponse.Topics',
    1838: 'OffsetFetchResponse.Topics.Name',
    1839: 'OffsetFetchResponse.Topics.Name',
    1840: 'OffsetFetchResponse.Topics.Name',
    1841: 'OffsetFetchResponse.Topics.Name',
    1842: 'OffsetFetchResponse.Topics.Partitions',
    1843: 'OffsetFetchResponse.Topics.Partitions',
    1844: 'OffsetFetchResponse.Topics.Partitions',
    1845: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1846: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1847: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1848: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1849: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1850: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1851: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1852: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1853: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1854: 'OffsetFetchResponse.ErrorCode',
    1855: 'OffsetFetchResponse.Groups',
    1863: 'OffsetFetchResponse.Topics',
    1868: 'OffsetFetchResponse.Topics.Name',
    1873: 'OffsetFetchResponse.Topics.Name',
    1876: 'OffsetFetchResponse.Topics.Name',
    1877: 'OffsetFetchResponse.Topics.Partitions',
    1882: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1884: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1889: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1892: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1893: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1902: 'OffsetFetchResponse.ErrorCode',
    1913: 'OffsetFetchResponse.ThrottleTimeMs',
    1914: 'OffsetFetchResponse.Topics',
    1915: 'OffsetFetchResponse.Topics',
    1916: 'OffsetFetchResponse.Topics',
    1917: 'OffsetFetchResponse.Topics.Name',
    1918: 'OffsetFetchResponse.Topics.Name',
    1919: 'OffsetFetchResponse.Topics.Name',
    1920: 'OffsetFetchResponse.Topics.Name',
    1921: 'OffsetFetchResponse.Topics.Partitions',
    1922: 'OffsetFetchResponse.Topics.Partitions',
    1923: 'OffsetFetchResponse.Topics.Partitions',
    1924: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1925: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1926: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1927: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1928: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1929: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1930: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1931: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1932: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1933: 'OffsetFetchResponse.ErrorCode',
    1934: 'OffsetFetchResponse.Groups',
    1942: 'OffsetFetchResponse.ThrottleTimeMs',
    1944: 'OffsetFetchResponse.Topics',
    1949: 'OffsetFetchResponse.Topics.Name',
    1954: 'OffsetFetchResponse.Topics.Name',
    1957: 'OffsetFetchResponse.Topics.Name',
    1958: 'OffsetFetchResponse.Topics.Partitions',
    1963: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1965: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1970: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1973: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1974: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1983: 'OffsetFetchResponse.ErrorCode',
    1993: 'OffsetFetchResponse.ThrottleTimeMs',
    1994: 'OffsetFetchResponse.Topics',
    1995: 'OffsetFetchResponse.Topics',
    1996: 'OffsetFetchResponse.Topics',
    1997: 'OffsetFetchResponse.Topics.Name',
    1998: 'OffsetFetchResponse.Topics.Name',
    1999: 'OffsetFetchResponse.Topics.Name',
    2000: 'OffsetFetchResponse.Topics.Name',
    2001: 'OffsetFetchResponse.Topics.Partitions',
    2002: 'OffsetFetchResponse.Topics.Partitions',
    2003: 'OffsetFetchResponse.Topics.Partitions',
    2004: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    2005: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2006: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2007: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2008: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2009: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2010: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2011: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2012: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2013: 'OffsetFetchResponse.ErrorCode',
    2014: 'OffsetFetchResponse.Groups',
    2022: 'OffsetFetchResponse.ThrottleTimeMs',
    2024: 'OffsetFetchResponse.Topics',
    2029: 'OffsetFetchResponse.Topics.Name',
    2034: 'OffsetFetchResponse.Topics.Name',
    2037: 'OffsetFetchResponse.Topics.Name',
    2038: 'OffsetFetchResponse.Topics.Partitions',
    2043: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    2045: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2050: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2053: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2054: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2063: 'OffsetFetchResponse.ErrorCode',
    2073: 'OffsetFetchResponse.ThrottleTimeMs',
    2074: 'OffsetFetchResponse.Topics',
    2075: 'OffsetFetchResponse.Topics',
    2076: 'OffsetFetchResponse.Topics',
    2077: 'OffsetFetchResponse.Topics.Name',
    2078: 'OffsetFetchResponse.Topics.Name',
    2079: 'OffsetFetchResponse.Topics.Name',
    2080: 'OffsetFetchResponse.Topics.Name',
    2081: 'OffsetFetchResponse.Topics.Partitions',
    2082: 'OffsetFetchResponse.Topics.Partitions',
    2083: 'OffsetFetchResponse.Topics.Partitions',
    2084: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2085: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2086: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2087: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2088: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2089: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2090: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2091: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2092: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2093: 'OffsetFetchResponse.ErrorCode',
    2094: 'OffsetFetchResponse.Groups',
    2102: 'OffsetFetchResponse.ThrottleTimeMs',
    2104: 'OffsetFetchResponse.Topics',
    2109: 'OffsetFetchResponse.Topics.Name',
    2114: 'OffsetFetchResponse.Topics.Name',
    2117: 'OffsetFetchResponse.Topics.Name',
    2118: 'OffsetFetchResponse.Topics.Partitions',
    2123: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2125: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2130: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2133: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2134: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2142: 'OffsetFetchResponse.ErrorCode',
    2152: 'OffsetFetchResponse.ThrottleTimeMs',
    2153: 'OffsetFetchResponse.Topics',
    2154: 'OffsetFetchResponse.Topics',
    2155: 'OffsetFetchResponse.Topics',
    2156: 'OffsetFetchResponse.Topics',
    2157: 'OffsetFetchResponse.Topics.Name',
    2158: 'OffsetFetchResponse.Topics.Name',
    2159: 'OffsetFetchResponse.Topics.Name',
    2160: 'OffsetFetchResponse.Topics.Name',
    2161: 'OffsetFetchResponse.Topics.Name',
    2162: 'OffsetFetchResponse.Topics.Partitions',
    2163: 'OffsetFetchResponse.Topics.Partitions',
    2164: 'OffsetFetchResponse.Topics.Partitions',
    2165: 'OffsetFetchResponse.Topics.Partitions',
    2166: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2167: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2168: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2169: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2170: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2171: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2172: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2173: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2174: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2175: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2176: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    2177: 'OffsetFetchResponse.Topics.Partitions',
    2180: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    2181: 'OffsetFetchResponse.Topics._unknown_tags',
    2182: 'OffsetFetchResponse.Topics',
    2185: 'OffsetFetchResponse.Topics._unknown_tags',
    2186: 'OffsetFetchResponse.ErrorCode',
    2187: 'OffsetFetchResponse.Groups',
    2189: 'OffsetFetchResponse._unknown_tags',
    2190: 'OffsetFetchResponse',
    2193: 'OffsetFetchResponse._unknown_tags',
    2200: 'OffsetFetchResponse.ThrottleTimeMs',
    2202: 'OffsetFetchResponse.Topics',
    2206: 'OffsetFetchResponse.Topics',
    2211: 'OffsetFetchResponse.Topics.Name',
    2216: 'OffsetFetchResponse.Topics.Name',
    2219: 'OffsetFetchResponse.Topics.Name',
    2220: 'OffsetFetchResponse.Topics.Partitions',
    2224: 'OffsetFetchResponse.Topics.Partitions',
    2229: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2231: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2236: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2239: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2240: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2242: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2246: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2251: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2252: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2263: 'OffsetFetchResponse.Topics._tagged_fields',
    2267: 'OffsetFetchResponse.Topics._tagged_fields',
    2272: 'OffsetFetchResponse.Topics._tagged_fields',
    2273: 'OffsetFetchResponse.Topics._tagged_fields',
    2284: 'OffsetFetchResponse.ErrorCode',
    2287: 'OffsetFetchResponse._tagged_fields',
    2291: 'OffsetFetchResponse._tagged_fields',
    2296: 'OffsetFetchResponse._tagged_fields',
    2297: 'OffsetFetchResponse._tagged_fields',
    2312: 'OffsetFetchResponse.ThrottleTimeMs',
    2313: 'OffsetFetchResponse.Topics',
    2314: 'OffsetFetchResponse.Topics',
    2315: 'OffsetFetchResponse.Topics',
    2316: 'OffsetFetchResponse.Topics',
    2317: 'OffsetFetchResponse.Topics.Name',
    2318: 'OffsetFetchResponse.Topics.Name',
    2319: 'OffsetFetchResponse.Topics.Name',
    2320: 'OffsetFetchResponse.Topics.Name',
    2321: 'OffsetFetchResponse.Topics.Name',
    2322: 'OffsetFetchResponse.Topics.Partitions',
    2323: 'OffsetFetchResponse.Topics.Partitions',
    2324: 'OffsetFetchResponse.Topics.Partitions',
    2325: 'OffsetFetchResponse.Topics.Partitions',
    2326: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2327: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2328: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2329: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2330: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2331: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2332: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2333: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2334: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2335: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2336: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    2337: 'OffsetFetchResponse.Topics.Partitions',
    2340: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    2341: 'OffsetFetchResponse.Topics._unknown_tags',
    2342: 'OffsetFetchResponse.Topics',
    2345: 'OffsetFetchResponse.Topics._unknown_tags',
    2346: 'OffsetFetchResponse.ErrorCode',
    2347: 'OffsetFetchResponse.Groups',
    2349: 'OffsetFetchResponse._unknown_tags',
    2350: 'OffsetFetchResponse',
    2353: 'OffsetFetchResponse._unknown_tags',
    2360: 'OffsetFetchResponse.ThrottleTimeMs',
    2362: 'OffsetFetchResponse.Topics',
    2366: 'OffsetFetchResponse.Topics',
    2371: 'OffsetFetchResponse.Topics.Name',
    2376: 'OffsetFetchResponse.Topics.Name',
    2379: 'OffsetFetchResponse.Topics.Name',
    2380: 'OffsetFetchResponse.Topics.Partitions',
    2384: 'OffsetFetchResponse.Topics.Partitions',
    2389: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2391: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2396: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2399: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2400: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2402: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2406: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2411: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2412: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2423: 'OffsetFetchResponse.Topics._tagged_fields',
    2427: 'OffsetFetchResponse.Topics._tagged_fields',
    2432: 'OffsetFetchResponse.Topics._tagged_fields',
    2433: 'OffsetFetchResponse.Topics._tagged_fields',
    2444: 'OffsetFetchResponse.ErrorCode',
    2447: 'OffsetFetchResponse._tagged_fields',
    2451: 'OffsetFetchResponse._tagged_fields',
    2456: 'OffsetFetchResponse._tagged_fields',
    2457: 'OffsetFetchResponse._tagged_fields',
    2472: 'OffsetFetchResponse.ThrottleTimeMs',
    2473: 'OffsetFetchResponse.Topics',
    2475: 'OffsetFetchResponse.Groups',
    2476: 'OffsetFetchResponse.Groups',
    2477: 'OffsetFetchResponse.Groups',
    2478: 'OffsetFetchResponse.Groups',
    2479: 'OffsetFetchResponse.Groups.GroupId',
    2480: 'OffsetFetchResponse.Groups.GroupId',
    2481: 'OffsetFetchResponse.Groups.GroupId',
    2482: 'OffsetFetchResponse.Groups.GroupId',
    2483: 'OffsetFetchResponse.Groups.GroupId',
    2484: 'OffsetFetchResponse.Groups.Topics',
    2485: 'OffsetFetchResponse.Groups.Topics',
    2486: 'OffsetFetchResponse.Groups.Topics',
    2487: 'OffsetFetchResponse.Groups.Topics',
    2488: 'OffsetFetchResponse.Groups.Topics.Name',
    2489: 'OffsetFetchResponse.Groups.Topics.Name',
    2490: 'OffsetFetchResponse.Groups.Topics.Name',
    2491: 'OffsetFetchResponse.Groups.Topics.Name',
    2492: 'OffsetFetchResponse.Groups.Topics.Name',
    2493: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2494: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2495: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2496: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2497: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2498: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2499: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2500: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2501: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2502: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2503: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2504: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2505: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2506: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2507: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2508: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2511: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2512: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2513: 'OffsetFetchResponse.Groups.Topics',
    2516: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2517: 'OffsetFetchResponse.Groups.ErrorCode',
    2518: 'OffsetFetchResponse.Groups._unknown_tags',
    2519: 'OffsetFetchResponse.Groups',
    2522: 'OffsetFetchResponse.Groups._unknown_tags',
    2523: 'OffsetFetchResponse._unknown_tags',
    2524: 'OffsetFetchResponse',
    2527: 'OffsetFetchResponse._unknown_tags',
    2534: 'OffsetFetchResponse.ThrottleTimeMs',
    2536: 'OffsetFetchResponse.Groups',
    2540: 'OffsetFetchResponse.Groups',
    2545: 'OffsetFetchResponse.Groups.GroupId',
    2550: 'OffsetFetchResponse.Groups.GroupId',
    2553: 'OffsetFetchResponse.Groups.GroupId',
    2554: 'OffsetFetchResponse.Groups.Topics',
    2558: 'OffsetFetchResponse.Groups.Topics',
    2563: 'OffsetFetchResponse.Groups.Topics.Name',
    2568: 'OffsetFetchResponse.Groups.Topics.Name',
    2571: 'OffsetFetchResponse.Groups.Topics.Name',
    2572: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2576: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2581: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2583: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2588: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2591: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2592: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2594: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2598: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2603: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2604: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2616: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2620: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2625: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2626: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2637: 'OffsetFetchResponse.Groups.ErrorCode',
    2639: 'OffsetFetchResponse.Groups._tagged_fields',
    2643: 'OffsetFetchResponse.Groups._tagged_fields',
    2648: 'OffsetFetchResponse.Groups._tagged_fields',
    2649: 'OffsetFetchResponse.Groups._tagged_fields',
    2662: 'OffsetFetchResponse._tagged_fields',
    2666: 'OffsetFetchResponse._tagged_fields',
    2671: 'OffsetFetchResponse._tagged_fields',
    2672: 'OffsetFetchResponse._tagged_fields',
    2687: 'OffsetFetchResponse.ThrottleTimeMs',
    2688: 'OffsetFetchResponse.Topics',
    2690: 'OffsetFetchResponse.Groups',
    2691: 'OffsetFetchResponse.Groups',
    2692: 'OffsetFetchResponse.Groups',
    2693: 'OffsetFetchResponse.Groups',
    2694: 'OffsetFetchResponse.Groups.GroupId',
    2695: 'OffsetFetchResponse.Groups.GroupId',
    2696: 'OffsetFetchResponse.Groups.GroupId',
    2697: 'OffsetFetchResponse.Groups.GroupId',
    2698: 'OffsetFetchResponse.Groups.GroupId',
    2699: 'OffsetFetchResponse.Groups.Topics',
    2700: 'OffsetFetchResponse.Groups.Topics',
    2701: 'OffsetFetchResponse.Groups.Topics',
    2702: 'OffsetFetchResponse.Groups.Topics',
    2703: 'OffsetFetchResponse.Groups.Topics.Name',
    2704: 'OffsetFetchResponse.Groups.Topics.Name',
    2705: 'OffsetFetchResponse.Groups.Topics.Name',
    2706: 'OffsetFetchResponse.Groups.Topics.Name',
    2707: 'OffsetFetchResponse.Groups.Topics.Name',
    2708: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2709: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2710: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2711: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2712: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2713: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2714: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2715: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2716: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2717: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2718: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2719: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2720: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2721: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2722: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2723: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2726: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2727: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2728: 'OffsetFetchResponse.Groups.Topics',
    2731: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2732: 'OffsetFetchResponse.Groups.ErrorCode',
    2733: 'OffsetFetchResponse.Groups._unknown_tags',
    2734: 'OffsetFetchResponse.Groups',
    2737: 'OffsetFetchResponse.Groups._unknown_tags',
    2738: 'OffsetFetchResponse._unknown_tags',
    2739: 'OffsetFetchResponse',
    2742: 'OffsetFetchResponse._unknown_tags',
    2749: 'OffsetFetchResponse.ThrottleTimeMs',
    2751: 'OffsetFetchResponse.Groups',
    2755: 'OffsetFetchResponse.Groups',
    2760: 'OffsetFetchResponse.Groups.GroupId',
    2765: 'OffsetFetchResponse.Groups.GroupId',
    2768: 'OffsetFetchResponse.Groups.GroupId',
    2769: 'OffsetFetchResponse.Groups.Topics',
    2773: 'OffsetFetchResponse.Groups.Topics',
    2778: 'OffsetFetchResponse.Groups.Topics.Name',
    2783: 'OffsetFetchResponse.Groups.Topics.Name',
    2786: 'OffsetFetchResponse.Groups.Topics.Name',
    2787: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2791: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2796: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2798: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2803: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2806: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2807: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2809: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2813: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2818: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2819: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2831: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2835: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2840: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2841: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2852: 'OffsetFetchResponse.Groups.ErrorCode',
    2854: 'OffsetFetchResponse.Groups._tagged_fields',
    2858: 'OffsetFetchResponse.Groups._tagged_fields',
    2863: 'OffsetFetchResponse.Groups._tagged_fields',
    2864: 'OffsetFetchResponse.Groups._tagged_fields',
    2877: 'OffsetFetchResponse._tagged_fields',
    2881: 'OffsetFetchResponse._tagged_fields',
    2886: 'OffsetFetchResponse._tagged_fields',
    2887: 'OffsetFetchResponse._tagged_fields',
    2902: 'OffsetFetchResponse.ThrottleTimeMs',
    2903: 'OffsetFetchResponse.Topics',
    2905: 'OffsetFetchResponse.Groups',
    2906: 'OffsetFetchResponse.Groups',
    2907: 'OffsetFetchResponse.Groups',
    2908: 'OffsetFetchResponse.Groups',
    2909: 'OffsetFetchResponse.Groups.GroupId',
    2910: 'OffsetFetchResponse.Groups.GroupId',
    2911: 'OffsetFetchResponse.Groups.GroupId',
    2912: 'OffsetFetchResponse.Groups.GroupId',
    2913: 'OffsetFetchResponse.Groups.GroupId',
    2914: 'OffsetFetchResponse.Groups.Topics',
    2915: 'OffsetFetchResponse.Groups.Topics',
    2916: 'OffsetFetchResponse.Groups.Topics',
    2917: 'OffsetFetchResponse.Groups.Topics',
    2918: 'OffsetFetchResponse.Groups.Topics.TopicId',
    2919: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2920: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2921: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2922: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2923: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2924: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2925: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2926: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2927: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2928: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2929: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2930: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2931: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2932: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2933: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2934: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2937: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2938: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2939: 'OffsetFetchResponse.Groups.Topics',
    2942: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2943: 'OffsetFetchResponse.Groups.ErrorCode',
    2944: 'OffsetFetchResponse.Groups._unknown_tags',
    2945: 'OffsetFetchResponse.Groups',
    2948: 'OffsetFetchResponse.Groups._unknown_tags',
    2949: 'OffsetFetchResponse._unknown_tags',
    2950: 'OffsetFetchResponse',
    2953: 'OffsetFetchResponse._unknown_tags',
    2960: 'OffsetFetchResponse.ThrottleTimeMs',
    2962: 'OffsetFetchResponse.Groups',
    2966: 'OffsetFetchResponse.Groups',
    2971: 'OffsetFetchResponse.Groups.GroupId',
    2976: 'OffsetFetchResponse.Groups.GroupId',
    2979: 'OffsetFetchResponse.Groups.GroupId',
    2980: 'OffsetFetchResponse.Groups.Topics',
    2984: 'OffsetFetchResponse.Groups.Topics',
    2989: 'OffsetFetchResponse.Groups.Topics.TopicId',
    2992: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2996: 'OffsetFetchResponse.Groups.Topics.Partitions',
    3001: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    3003: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    3008: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    3011: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    3012: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    3014: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    3018: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    3023: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    3024: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    3036: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    3040: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    3045: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    3046: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    3057: 'OffsetFetchResponse.Groups.ErrorCode',
    3059: 'OffsetFetchResponse.Groups._tagged_fields',
    3063: 'OffsetFetchResponse.Groups._tagged_fields',
    3068: 'OffsetFetchResponse.Groups._tagged_fields',
    3069: 'OffsetFetchResponse.Groups._tagged_fields',
    3082: 'OffsetFetchResponse._tagged_fields',
    3086: 'OffsetFetchResponse._tagged_fields',
    3091: 'OffsetFetchResponse._tagged_fields',
    3092: 'OffsetFetchResponse._tagged_fields',
}
