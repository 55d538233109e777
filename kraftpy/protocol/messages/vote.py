# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/VoteRequest.json, schemas/messages/VoteResponse.json.
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

__all__ = ['VoteRequest', 'VoteResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ihii_ = Struct('>ihii?')
_S_iii = Struct('>iii')
_S_iiiUUiq = Struct('>iii16s16siq')
_S_iiiUUiq_ = Struct('>iii16s16siq?')
_S_iiiiq = Struct('>iiiiq')
_S_iq = Struct('>iq')


class VoteRequest(_Message):
    """VoteRequest (request): API key 52; versions 0-2; flexible in 0-2; listeners: controller."""

    __slots__ = ('cluster_id', 'voter_id', 'topics', '_unknown_tags')
    NAME = 'VoteRequest'
    TYPE = 'request'
    API_KEY = 52
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    cluster_id: str | None
    """Cluster id of the sender, or null if unknown.

    `ClusterId` (string): versions 0+; nullable in 0+; default None."""
    voter_id: int
    """Replica id of the voter the request is addressed to.

    `VoterId` (int32): versions 1+; default -1; ignorable."""
    topics: list[VoteRequest.TopicData]
    """Topics of the request (the metadata topic).

    `Topics` ([]TopicData): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = None,
        voter_id: int = -1,
        topics: list[VoteRequest.TopicData] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Topics of the request (the metadata topic).

        TopicData (in VoteRequest): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'VoteRequest.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[VoteRequest.PartitionData]
        """Partitions of the topic.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[VoteRequest.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Partitions of the topic.

        PartitionData (in VoteRequest): versions 0+."""

        __slots__ = ('partition_index', 'replica_epoch', 'replica_id', 'replica_directory_id', 'voter_directory_id', 'last_offset_epoch', 'last_offset', 'pre_vote', '_unknown_tags')
        NAME = 'VoteRequest.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        replica_epoch: int
        """Epoch the sender is campaigning in (its current epoch for a pre-vote).

        `ReplicaEpoch` (int32): versions 0+; default 0."""
        replica_id: int
        """Replica id of the sender.

        `ReplicaId` (int32): versions 0+; default 0."""
        replica_directory_id: UUID
        """Directory id of the sender.

        `ReplicaDirectoryId` (uuid): versions 1+; default the zero UUID; ignorable."""
        voter_directory_id: UUID
        """Directory id of the voter the request is addressed to.

        `VoterDirectoryId` (uuid): versions 1+; default the zero UUID; ignorable."""
        last_offset_epoch: int
        """Epoch of the sender's last log record.

        `LastOffsetEpoch` (int32): versions 0+; default 0."""
        last_offset: int
        """End offset of the sender's log.

        `LastOffset` (int64): versions 0+; default 0."""
        pre_vote: bool
        """True for a pre-vote, which neither bumps nor persists anything.

        `PreVote` (bool): versions 2+; default False."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            replica_epoch: int = 0,
            replica_id: int = 0,
            replica_directory_id: UUID = _ZERO_UUID,
            voter_directory_id: UUID = _ZERO_UUID,
            last_offset_epoch: int = 0,
            last_offset: int = 0,
            pre_vote: bool = False,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.replica_epoch = replica_epoch
            self.replica_id = replica_id
            self.replica_directory_id = replica_directory_id
            self.voter_directory_id = voter_directory_id
            self.last_offset_epoch = last_offset_epoch
            self.last_offset = last_offset
            self.pre_vote = pre_vote
            self._unknown_tags = _unknown_tags


_C_VoteRequest_TopicData = VoteRequest.TopicData
_C_VoteRequest_PartitionData = VoteRequest.PartitionData
VoteRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('VoterId', 'voter_id', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteRequest_TopicData),
)
_C_VoteRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteRequest_PartitionData),
)
_C_VoteRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaEpoch', 'replica_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaId', 'replica_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaDirectoryId', 'replica_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('LastOffsetEpoch', 'last_offset_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastOffset', 'last_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PreVote', 'pre_vote', 'bool', (2, 32767), (1, 0), (1, 0), None, False, False, None),
)
_DEF_VoteRequest_TopicData = _C_VoteRequest_TopicData()
_DEF_VoteRequest_PartitionData = _C_VoteRequest_PartitionData()

def _mk_VoteRequest_TopicData() -> VoteRequest.TopicData:
    o = _new(_C_VoteRequest_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_VoteRequest_PartitionData() -> VoteRequest.PartitionData:
    o = _new(_C_VoteRequest_PartitionData)
    o.partition_index = 0
    o.replica_epoch = 0
    o.replica_id = 0
    o.replica_directory_id = _ZERO_UUID
    o.voter_directory_id = _ZERO_UUID
    o.last_offset_epoch = 0
    o.last_offset = 0
    o.pre_vote = False
    o._unknown_tags = None
    return o


def _enc_VoteRequest_v0(o: VoteRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.cluster_id
    if s1 is None:
        a(_H0)
    else:
        b2 = s1.encode()
        n3 = len(b2) + 1
        a(_UV[n3] if n3 < 128 else _uv(n3))
        a(b2)
    l4 = o.topics
    n5 = len(l4) + 1
    a(_UV[n5] if n5 < 128 else _uv(n5))
    for e6 in l4:
        s7 = e6.topic_name
        b8 = s7.encode()
        n9 = len(b8) + 1
        a(_UV[n9] if n9 < 128 else _uv(n9))
        a(b8)
        l10 = e6.partitions
        n11 = len(l10) + 1
        a(_UV[n11] if n11 < 128 else _uv(n11))
        for e12 in l10:
            a(_S_iii.pack(e12.partition_index, e12.replica_epoch, e12.replica_id))
            a(_S_iq.pack(e12.last_offset_epoch, e12.last_offset))
            if e12.pre_vote != False:
                raise _unsupported_field('VoteRequest', 'Topics.Partitions.PreVote', 0)
            u13 = e12._unknown_tags
            if u13 is None:
                a(_H0)
            else:
                _write_tags(a, None, u13)
        u14 = e6._unknown_tags
        if u14 is None:
            a(_H0)
        else:
            _write_tags(a, None, u14)
    u15 = o._unknown_tags
    if u15 is None:
        a(_H0)
    else:
        _write_tags(a, None, u15)
    return b''.join(parts)


def _dec_VoteRequest_v0(buf: _Buffer, pos: int) -> tuple[VoteRequest, int]:
    blen = len(buf)
    o = _new(VoteRequest)
    n16 = buf[pos] - 1
    if 0 <= n16 < 127:
        x17 = pos + 1 + n16
        if x17 > blen:
            raise _bad_length(n16, 'VoteRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x17], 'utf-8')
        pos = x17
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'VoteRequest.ClusterId')
    n18 = buf[pos] - 1
    if 0 <= n18 < 127:
        pos += 1
    else:
        n18, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics')
    l19: list[VoteRequest.TopicData] = []
    ap20 = l19.append
    for _ in range(n18):
        t21 = _new(_C_VoteRequest_TopicData)
        n22 = buf[pos] - 1
        if 0 <= n22 < 127:
            x23 = pos + 1 + n22
            if x23 > blen:
                raise _bad_length(n22, 'VoteRequest.Topics.TopicName', pos)
            t21.topic_name = str(buf[pos + 1:x23], 'utf-8')
            pos = x23
        else:
            t21.topic_name, pos = _read_string(buf, pos, True, False, 'VoteRequest.Topics.TopicName')
        n24 = buf[pos] - 1
        if 0 <= n24 < 127:
            pos += 1
        else:
            n24, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics.Partitions')
        l25: list[VoteRequest.PartitionData] = []
        ap26 = l25.append
        for _ in range(n24):
            t27 = _new(_C_VoteRequest_PartitionData)
            t27.partition_index, t27.replica_epoch, t27.replica_id, t27.last_offset_epoch, t27.last_offset = _S_iiiiq.unpack_from(buf, pos)
            pos += 24
            t27.replica_directory_id = _ZERO_UUID
            t27.voter_directory_id = _ZERO_UUID
            t27.pre_vote = False
            if buf[pos] == 0:
                pos += 1
                t27._unknown_tags = None
            else:
                nt28, pos = _ruv(buf, pos)
                if nt28 * 2 > blen - pos:
                    raise _array_too_long(nt28, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                uk29: list[tuple[int, bytes]] | None = None
                for _ in range(nt28):
                    tg30, pos = _ruv(buf, pos)
                    sz31, pos = _ruv(buf, pos)
                    x32 = pos + sz31
                    if x32 > blen:
                        raise _bad_length(sz31, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                    if uk29 is None:
                        uk29 = []
                    uk29.append((tg30, bytes(buf[pos:x32])))
                    pos = x32
                t27._unknown_tags = uk29
            ap26(t27)
        t21.partitions = l25
        if buf[pos] == 0:
            pos += 1
            t21._unknown_tags = None
        else:
            nt33, pos = _ruv(buf, pos)
            if nt33 * 2 > blen - pos:
                raise _array_too_long(nt33, 'VoteRequest.Topics._tagged_fields', pos)
            uk34: list[tuple[int, bytes]] | None = None
            for _ in range(nt33):
                tg35, pos = _ruv(buf, pos)
                sz36, pos = _ruv(buf, pos)
                x37 = pos + sz36
                if x37 > blen:
                    raise _bad_length(sz36, 'VoteRequest.Topics._tagged_fields', pos)
                if uk34 is None:
                    uk34 = []
                uk34.append((tg35, bytes(buf[pos:x37])))
                pos = x37
            t21._unknown_tags = uk34
        ap20(t21)
    o.topics = l19
    o.voter_id = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt38, pos = _ruv(buf, pos)
        if nt38 * 2 > blen - pos:
            raise _array_too_long(nt38, 'VoteRequest._tagged_fields', pos)
        uk39: list[tuple[int, bytes]] | None = None
        for _ in range(nt38):
            tg40, pos = _ruv(buf, pos)
            sz41, pos = _ruv(buf, pos)
            x42 = pos + sz41
            if x42 > blen:
                raise _bad_length(sz41, 'VoteRequest._tagged_fields', pos)
            if uk39 is None:
                uk39 = []
            uk39.append((tg40, bytes(buf[pos:x42])))
            pos = x42
        o._unknown_tags = uk39
    return o, pos


def _enc_VoteRequest_v1(o: VoteRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s43 = o.cluster_id
    if s43 is None:
        a(_H0)
    else:
        b44 = s43.encode()
        n45 = len(b44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        a(b44)
    a(_S_i.pack(o.voter_id))
    l46 = o.topics
    n47 = len(l46) + 1
    a(_UV[n47] if n47 < 128 else _uv(n47))
    for e48 in l46:
        s49 = e48.topic_name
        b50 = s49.encode()
        n51 = len(b50) + 1
        a(_UV[n51] if n51 < 128 else _uv(n51))
        a(b50)
        l52 = e48.partitions
        n53 = len(l52) + 1
        a(_UV[n53] if n53 < 128 else _uv(n53))
        for e54 in l52:
            a(_S_iiiUUiq.pack(e54.partition_index, e54.replica_epoch, e54.replica_id, e54.replica_directory_id.bytes, e54.voter_directory_id.bytes, e54.last_offset_epoch, e54.last_offset))
            if e54.pre_vote != False:
                raise _unsupported_field('VoteRequest', 'Topics.Partitions.PreVote', 1)
            u55 = e54._unknown_tags
            if u55 is None:
                a(_H0)
            else:
                _write_tags(a, None, u55)
        u56 = e48._unknown_tags
        if u56 is None:
            a(_H0)
        else:
            _write_tags(a, None, u56)
    u57 = o._unknown_tags
    if u57 is None:
        a(_H0)
    else:
        _write_tags(a, None, u57)
    return b''.join(parts)


def _dec_VoteRequest_v1(buf: _Buffer, pos: int) -> tuple[VoteRequest, int]:
    blen = len(buf)
    o = _new(VoteRequest)
    n58 = buf[pos] - 1
    if 0 <= n58 < 127:
        x59 = pos + 1 + n58
        if x59 > blen:
            raise _bad_length(n58, 'VoteRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x59], 'utf-8')
        pos = x59
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'VoteRequest.ClusterId')
    o.voter_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n60 = buf[pos] - 1
    if 0 <= n60 < 127:
        pos += 1
    else:
        n60, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics')
    l61: list[VoteRequest.TopicData] = []
    ap62 = l61.append
    for _ in range(n60):
        t63 = _new(_C_VoteRequest_TopicData)
        n64 = buf[pos] - 1
        if 0 <= n64 < 127:
            x65 = pos + 1 + n64
            if x65 > blen:
                raise _bad_length(n64, 'VoteRequest.Topics.TopicName', pos)
            t63.topic_name = str(buf[pos + 1:x65], 'utf-8')
            pos = x65
        else:
            t63.topic_name, pos = _read_string(buf, pos, True, False, 'VoteRequest.Topics.TopicName')
        n66 = buf[pos] - 1
        if 0 <= n66 < 127:
            pos += 1
        else:
            n66, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics.Partitions')
        l67: list[VoteRequest.PartitionData] = []
        ap68 = l67.append
        for _ in range(n66):
            t69 = _new(_C_VoteRequest_PartitionData)
            t69.partition_index, t69.replica_epoch, t69.replica_id, u70, u71, t69.last_offset_epoch, t69.last_offset = _S_iiiUUiq.unpack_from(buf, pos)
            pos += 56
            t69.replica_directory_id = _uuid_from(u70)
            t69.voter_directory_id = _uuid_from(u71)
            t69.pre_vote = False
            if buf[pos] == 0:
                pos += 1
                t69._unknown_tags = None
            else:
                nt72, pos = _ruv(buf, pos)
                if nt72 * 2 > blen - pos:
                    raise _array_too_long(nt72, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                uk73: list[tuple[int, bytes]] | None = None
                for _ in range(nt72):
                    tg74, pos = _ruv(buf, pos)
                    sz75, pos = _ruv(buf, pos)
                    x76 = pos + sz75
                    if x76 > blen:
                        raise _bad_length(sz75, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                    if uk73 is None:
                        uk73 = []
                    uk73.append((tg74, bytes(buf[pos:x76])))
                    pos = x76
                t69._unknown_tags = uk73
            ap68(t69)
        t63.partitions = l67
        if buf[pos] == 0:
            pos += 1
            t63._unknown_tags = None
        else:
            nt77, pos = _ruv(buf, pos)
            if nt77 * 2 > blen - pos:
                raise _array_too_long(nt77, 'VoteRequest.Topics._tagged_fields', pos)
            uk78: list[tuple[int, bytes]] | None = None
            for _ in range(nt77):
                tg79, pos = _ruv(buf, pos)
                sz80, pos = _ruv(buf, pos)
                x81 = pos + sz80
                if x81 > blen:
                    raise _bad_length(sz80, 'VoteRequest.Topics._tagged_fields', pos)
                if uk78 is None:
                    uk78 = []
                uk78.append((tg79, bytes(buf[pos:x81])))
                pos = x81
            t63._unknown_tags = uk78
        ap62(t63)
    o.topics = l61
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt82, pos = _ruv(buf, pos)
        if nt82 * 2 > blen - pos:
            raise _array_too_long(nt82, 'VoteRequest._tagged_fields', pos)
        uk83: list[tuple[int, bytes]] | None = None
        for _ in range(nt82):
            tg84, pos = _ruv(buf, pos)
            sz85, pos = _ruv(buf, pos)
            x86 = pos + sz85
            if x86 > blen:
                raise _bad_length(sz85, 'VoteRequest._tagged_fields', pos)
            if uk83 is None:
                uk83 = []
            uk83.append((tg84, bytes(buf[pos:x86])))
            pos = x86
        o._unknown_tags = uk83
    return o, pos


def _enc_VoteRequest_v2(o: VoteRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s87 = o.cluster_id
    if s87 is None:
        a(_H0)
    else:
        b88 = s87.encode()
        n89 = len(b88) + 1
        a(_UV[n89] if n89 < 128 else _uv(n89))
        a(b88)
    a(_S_i.pack(o.voter_id))
    l90 = o.topics
    n91 = len(l90) + 1
    a(_UV[n91] if n91 < 128 else _uv(n91))
    for e92 in l90:
        s93 = e92.topic_name
        b94 = s93.encode()
        n95 = len(b94) + 1
        a(_UV[n95] if n95 < 128 else _uv(n95))
        a(b94)
        l96 = e92.partitions
        n97 = len(l96) + 1
        a(_UV[n97] if n97 < 128 else _uv(n97))
        for e98 in l96:
            a(_S_iiiUUiq_.pack(e98.partition_index, e98.replica_epoch, e98.replica_id, e98.replica_directory_id.bytes, e98.voter_directory_id.bytes, e98.last_offset_epoch, e98.last_offset, e98.pre_vote))
            u99 = e98._unknown_tags
            if u99 is None:
                a(_H0)
            else:
                _write_tags(a, None, u99)
        u100 = e92._unknown_tags
        if u100 is None:
            a(_H0)
        else:
            _write_tags(a, None, u100)
    u101 = o._unknown_tags
    if u101 is None:
        a(_H0)
    else:
        _write_tags(a, None, u101)
    return b''.join(parts)


def _dec_VoteRequest_v2(buf: _Buffer, pos: int) -> tuple[VoteRequest, int]:
    blen = len(buf)
    o = _new(VoteRequest)
    n102 = buf[pos] - 1
    if 0 <= n102 < 127:
        x103 = pos + 1 + n102
        if x103 > blen:
            raise _bad_length(n102, 'VoteRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x103], 'utf-8')
        pos = x103
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'VoteRequest.ClusterId')
    o.voter_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n104 = buf[pos] - 1
    if 0 <= n104 < 127:
        pos += 1
    else:
        n104, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics')
    l105: list[VoteRequest.TopicData] = []
    ap106 = l105.append
    for _ in range(n104):
        t107 = _new(_C_VoteRequest_TopicData)
        n108 = buf[pos] - 1
        if 0 <= n108 < 127:
            x109 = pos + 1 + n108
            if x109 > blen:
                raise _bad_length(n108, 'VoteRequest.Topics.TopicName', pos)
            t107.topic_name = str(buf[pos + 1:x109], 'utf-8')
            pos = x109
        else:
            t107.topic_name, pos = _read_string(buf, pos, True, False, 'VoteRequest.Topics.TopicName')
        n110 = buf[pos] - 1
        if 0 <= n110 < 127:
            pos += 1
        else:
            n110, pos = _read_array_len(buf, pos, True, False, 1, 'VoteRequest.Topics.Partitions')
        l111: list[VoteRequest.PartitionData] = []
        ap112 = l111.append
        for _ in range(n110):
            t113 = _new(_C_VoteRequest_PartitionData)
            t113.partition_index, t113.replica_epoch, t113.replica_id, u114, u115, t113.last_offset_epoch, t113.last_offset, t113.pre_vote = _S_iiiUUiq_.unpack_from(buf, pos)
            pos += 57
            t113.replica_directory_id = _uuid_from(u114)
            t113.voter_directory_id = _uuid_from(u115)
            if buf[pos] == 0:
                pos += 1
                t113._unknown_tags = None
            else:
                nt116, pos = _ruv(buf, pos)
                if nt116 * 2 > blen - pos:
                    raise _array_too_long(nt116, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                uk117: list[tuple[int, bytes]] | None = None
                for _ in range(nt116):
                    tg118, pos = _ruv(buf, pos)
                    sz119, pos = _ruv(buf, pos)
                    x120 = pos + sz119
                    if x120 > blen:
                        raise _bad_length(sz119, 'VoteRequest.Topics.Partitions._tagged_fields', pos)
                    if uk117 is None:
                        uk117 = []
                    uk117.append((tg118, bytes(buf[pos:x120])))
                    pos = x120
                t113._unknown_tags = uk117
            ap112(t113)
        t107.partitions = l111
        if buf[pos] == 0:
            pos += 1
            t107._unknown_tags = None
        else:
            nt121, pos = _ruv(buf, pos)
            if nt121 * 2 > blen - pos:
                raise _array_too_long(nt121, 'VoteRequest.Topics._tagged_fields', pos)
            uk122: list[tuple[int, bytes]] | None = None
            for _ in range(nt121):
                tg123, pos = _ruv(buf, pos)
                sz124, pos = _ruv(buf, pos)
                x125 = pos + sz124
                if x125 > blen:
                    raise _bad_length(sz124, 'VoteRequest.Topics._tagged_fields', pos)
                if uk122 is None:
                    uk122 = []
                uk122.append((tg123, bytes(buf[pos:x125])))
                pos = x125
            t107._unknown_tags = uk122
        ap106(t107)
    o.topics = l105
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt126, pos = _ruv(buf, pos)
        if nt126 * 2 > blen - pos:
            raise _array_too_long(nt126, 'VoteRequest._tagged_fields', pos)
        uk127: list[tuple[int, bytes]] | None = None
        for _ in range(nt126):
            tg128, pos = _ruv(buf, pos)
            sz129, pos = _ruv(buf, pos)
            x130 = pos + sz129
            if x130 > blen:
                raise _bad_length(sz129, 'VoteRequest._tagged_fields', pos)
            if uk127 is None:
                uk127 = []
            uk127.append((tg128, bytes(buf[pos:x130])))
            pos = x130
        o._unknown_tags = uk127
    return o, pos


VoteRequest._ENC = {0: _enc_VoteRequest_v0, 1: _enc_VoteRequest_v1, 2: _enc_VoteRequest_v2}
VoteRequest._DEC = {0: _dec_VoteRequest_v0, 1: _dec_VoteRequest_v1, 2: _dec_VoteRequest_v2}


class VoteResponse(_Message):
    """VoteResponse (response): API key 52; versions 0-2; flexible in 0-2."""

    __slots__ = ('error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'VoteResponse'
    TYPE = 'response'
    API_KEY = 52
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    error_code: int
    """Request-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    topics: list[VoteResponse.TopicData]
    """Per-topic results.

    `Topics` ([]TopicData): versions 0+; default []."""
    node_endpoints: list[VoteResponse.NodeEndpoint]
    """Endpoints of the leaders named in the partition results.

    `NodeEndpoints` ([]NodeEndpoint): versions 1+; tagged (tag 0) in 1+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        topics: list[VoteResponse.TopicData] = _EMPTY,
        node_endpoints: list[VoteResponse.NodeEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Per-topic results.

        TopicData (in VoteResponse): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'VoteResponse.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[VoteResponse.PartitionData]
        """Per-partition results.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[VoteResponse.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Per-partition results.

        PartitionData (in VoteResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', 'vote_granted', '_unknown_tags')
        NAME = 'VoteResponse.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Partition-level error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        leader_id: int
        """Leader known to the voter, or -1 if none.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Latest epoch known to the voter.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        vote_granted: bool
        """True if the voter granted its vote.

        `VoteGranted` (bool): versions 0+; default False."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            leader_id: int = 0,
            leader_epoch: int = 0,
            vote_granted: bool = False,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.vote_granted = vote_granted
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        """Endpoints of the leaders named in the partition results.

        NodeEndpoint (in VoteResponse): versions 1+."""

        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'VoteResponse.NodeEndpoint'

        node_id: int
        """Id of the node.

        `NodeId` (int32): versions 1+; default 0."""
        host: str
        """Host name of the node.

        `Host` (string): versions 1+; default ''."""
        port: int
        """Port of the node.

        `Port` (uint16): versions 1+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            node_id: int = 0,
            host: str = '',
            port: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.node_id = node_id
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_VoteResponse_TopicData = VoteResponse.TopicData
_C_VoteResponse_PartitionData = VoteResponse.PartitionData
_C_VoteResponse_NodeEndpoint = VoteResponse.NodeEndpoint
VoteResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteResponse_TopicData),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (1, 32767), (1, 0), (1, 32767), 0, (), False, _C_VoteResponse_NodeEndpoint),
)
_C_VoteResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoteResponse_PartitionData),
)
_C_VoteResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoteGranted', 'vote_granted', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_VoteResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_VoteResponse_TopicData = _C_VoteResponse_TopicData()
_DEF_VoteResponse_PartitionData = _C_VoteResponse_PartitionData()
_DEF_VoteResponse_NodeEndpoint = _C_VoteResponse_NodeEndpoint()

def _mk_VoteResponse_TopicData() -> VoteResponse.TopicData:
    o = _new(_C_VoteResponse_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_VoteResponse_PartitionData() -> VoteResponse.PartitionData:
    o = _new(_C_VoteResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.leader_id = 0
    o.leader_epoch = 0
    o.vote_granted = False
    o._unknown_tags = None
    return o

def _mk_VoteResponse_NodeEndpoint() -> VoteResponse.NodeEndpoint:
    o = _new(_C_VoteResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_VoteResponse_v0(o: VoteResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l131 = o.topics
    n132 = len(l131) + 1
    a(_UV[n132] if n132 < 128 else _uv(n132))
    for e133 in l131:
        s134 = e133.topic_name
        b135 = s134.encode()
        n136 = len(b135) + 1
        a(_UV[n136] if n136 < 128 else _uv(n136))
        a(b135)
        l137 = e133.partitions
        n138 = len(l137) + 1
        a(_UV[n138] if n138 < 128 else _uv(n138))
        for e139 in l137:
            a(_S_ihii_.pack(e139.partition_index, e139.error_code, e139.leader_id, e139.leader_epoch, e139.vote_granted))
            u140 = e139._unknown_tags
            if u140 is None:
                a(_H0)
            else:
                _write_tags(a, None, u140)
        u141 = e133._unknown_tags
        if u141 is None:
            a(_H0)
        else:
            _write_tags(a, None, u141)
    if o.node_endpoints:
        raise _unsupported_field('VoteResponse', 'NodeEndpoints', 0)
    u142 = o._unknown_tags
    if u142 is None:
        a(_H0)
    else:
        _write_tags(a, None, u142)
    return b''.join(parts)


def _dec_VoteResponse_v0(buf: _Buffer, pos: int) -> tuple[VoteResponse, int]:
    blen = len(buf)
    o = _new(VoteResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n143 = buf[pos] - 1
    if 0 <= n143 < 127:
        pos += 1
    else:
        n143, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics')
    l144: list[VoteResponse.TopicData] = []
    ap145 = l144.append
    for _ in range(n143):
        t146 = _new(_C_VoteResponse_TopicData)
        n147 = buf[pos] - 1
        if 0 <= n147 < 127:
            x148 = pos + 1 + n147
            if x148 > blen:
                raise _bad_length(n147, 'VoteResponse.Topics.TopicName', pos)
            t146.topic_name = str(buf[pos + 1:x148], 'utf-8')
            pos = x148
        else:
            t146.topic_name, pos = _read_string(buf, pos, True, False, 'VoteResponse.Topics.TopicName')
        n149 = buf[pos] - 1
        if 0 <= n149 < 127:
            pos += 1
        else:
            n149, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics.Partitions')
        l150: list[VoteResponse.PartitionData] = []
        ap151 = l150.append
        for _ in range(n149):
            t152 = _new(_C_VoteResponse_PartitionData)
            t152.partition_index, t152.error_code, t152.leader_id, t152.leader_epoch, t152.vote_granted = _S_ihii_.unpack_from(buf, pos)
            pos += 15
            if buf[pos] == 0:
                pos += 1
                t152._unknown_tags = None
            else:
                nt153, pos = _ruv(buf, pos)
                if nt153 * 2 > blen - pos:
                    raise _array_too_long(nt153, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                uk154: list[tuple[int, bytes]] | None = None
                for _ in range(nt153):
                    tg155, pos = _ruv(buf, pos)
                    sz156, pos = _ruv(buf, pos)
                    x157 = pos + sz156
                    if x157 > blen:
                        raise _bad_length(sz156, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                    if uk154 is None:
                        uk154 = []
                    uk154.append((tg155, bytes(buf[pos:x157])))
                    pos = x157
                t152._unknown_tags = uk154
            ap151(t152)
        t146.partitions = l150
        if buf[pos] == 0:
            pos += 1
            t146._unknown_tags = None
        else:
            nt158, pos = _ruv(buf, pos)
            if nt158 * 2 > blen - pos:
                raise _array_too_long(nt158, 'VoteResponse.Topics._tagged_fields', pos)
            uk159: list[tuple[int, bytes]] | None = None
            for _ in range(nt158):
                tg160, pos = _ruv(buf, pos)
                sz161, pos = _ruv(buf, pos)
                x162 = pos + sz161
                if x162 > blen:
                    raise _bad_length(sz161, 'VoteResponse.Topics._tagged_fields', pos)
                if uk159 is None:
                    uk159 = []
                uk159.append((tg160, bytes(buf[pos:x162])))
                pos = x162
            t146._unknown_tags = uk159
        ap145(t146)
    o.topics = l144
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt163, pos = _ruv(buf, pos)
        if nt163 * 2 > blen - pos:
            raise _array_too_long(nt163, 'VoteResponse._tagged_fields', pos)
        uk164: list[tuple[int, bytes]] | None = None
        for _ in range(nt163):
            tg165, pos = _ruv(buf, pos)
            sz166, pos = _ruv(buf, pos)
            x167 = pos + sz166
            if x167 > blen:
                raise _bad_length(sz166, 'VoteResponse._tagged_fields', pos)
            if uk164 is None:
                uk164 = []
            uk164.append((tg165, bytes(buf[pos:x167])))
            pos = x167
        o._unknown_tags = uk164
    return o, pos


def _enc_VoteResponse_v1(o: VoteResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l168 = o.topics
    n169 = len(l168) + 1
    a(_UV[n169] if n169 < 128 else _uv(n169))
    for e170 in l168:
        s171 = e170.topic_name
        b172 = s171.encode()
        n173 = len(b172) + 1
        a(_UV[n173] if n173 < 128 else _uv(n173))
        a(b172)
        l174 = e170.partitions
        n175 = len(l174) + 1
        a(_UV[n175] if n175 < 128 else _uv(n175))
        for e176 in l174:
            a(_S_ihii_.pack(e176.partition_index, e176.error_code, e176.leader_id, e176.leader_epoch, e176.vote_granted))
            u177 = e176._unknown_tags
            if u177 is None:
                a(_H0)
            else:
                _write_tags(a, None, u177)
        u178 = e170._unknown_tags
        if u178 is None:
            a(_H0)
        else:
            _write_tags(a, None, u178)
    k179: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p180: list[bytes] = []
        l181 = o.node_endpoints
        n182 = len(l181) + 1
        p180.append(_UV[n182] if n182 < 128 else _uv(n182))
        for e183 in l181:
            p180.append(_S_i.pack(e183.node_id))
            s184 = e183.host
            b185 = s184.encode()
            n186 = len(b185) + 1
            p180.append(_UV[n186] if n186 < 128 else _uv(n186))
            p180.append(b185)
            p180.append(_S_H.pack(e183.port))
            u187 = e183._unknown_tags
            if u187 is None:
                p180.append(_H0)
            else:
                _write_tags(p180.append, None, u187)
        k179.append((0, b''.join(p180)))
    u188 = o._unknown_tags
    if k179 or u188 is not None:
        _write_tags(a, k179, u188)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_VoteResponse_v1(buf: _Buffer, pos: int) -> tuple[VoteResponse, int]:
    blen = len(buf)
    o = _new(VoteResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n189 = buf[pos] - 1
    if 0 <= n189 < 127:
        pos += 1
    else:
        n189, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics')
    l190: list[VoteResponse.TopicData] = []
    ap191 = l190.append
    for _ in range(n189):
        t192 = _new(_C_VoteResponse_TopicData)
        n193 = buf[pos] - 1
        if 0 <= n193 < 127:
            x194 = pos + 1 + n193
            if x194 > blen:
                raise _bad_length(n193, 'VoteResponse.Topics.TopicName', pos)
            t192.topic_name = str(buf[pos + 1:x194], 'utf-8')
            pos = x194
        else:
            t192.topic_name, pos = _read_string(buf, pos, True, False, 'VoteResponse.Topics.TopicName')
        n195 = buf[pos] - 1
        if 0 <= n195 < 127:
            pos += 1
        else:
            n195, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics.Partitions')
        l196: list[VoteResponse.PartitionData] = []
        ap197 = l196.append
        for _ in range(n195):
            t198 = _new(_C_VoteResponse_PartitionData)
            t198.partition_index, t198.error_code, t198.leader_id, t198.leader_epoch, t198.vote_granted = _S_ihii_.unpack_from(buf, pos)
            pos += 15
            if buf[pos] == 0:
                pos += 1
                t198._unknown_tags = None
            else:
                nt199, pos = _ruv(buf, pos)
                if nt199 * 2 > blen - pos:
                    raise _array_too_long(nt199, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                uk200: list[tuple[int, bytes]] | None = None
                for _ in range(nt199):
                    tg201, pos = _ruv(buf, pos)
                    sz202, pos = _ruv(buf, pos)
                    x203 = pos + sz202
                    if x203 > blen:
                        raise _bad_length(sz202, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                    if uk200 is None:
                        uk200 = []
                    uk200.append((tg201, bytes(buf[pos:x203])))
                    pos = x203
                t198._unknown_tags = uk200
            ap197(t198)
        t192.partitions = l196
        if buf[pos] == 0:
            pos += 1
            t192._unknown_tags = None
        else:
            nt204, pos = _ruv(buf, pos)
            if nt204 * 2 > blen - pos:
                raise _array_too_long(nt204, 'VoteResponse.Topics._tagged_fields', pos)
            uk205: list[tuple[int, bytes]] | None = None
            for _ in range(nt204):
                tg206, pos = _ruv(buf, pos)
                sz207, pos = _ruv(buf, pos)
                x208 = pos + sz207
                if x208 > blen:
                    raise _bad_length(sz207, 'VoteResponse.Topics._tagged_fields', pos)
                if uk205 is None:
                    uk205 = []
                uk205.append((tg206, bytes(buf[pos:x208])))
                pos = x208
            t192._unknown_tags = uk205
        ap191(t192)
    o.topics = l190
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt209, pos = _ruv(buf, pos)
        if nt209 * 2 > blen - pos:
            raise _array_too_long(nt209, 'VoteResponse._tagged_fields', pos)
        uk210: list[tuple[int, bytes]] | None = None
        for _ in range(nt209):
            tg211, pos = _ruv(buf, pos)
            sz212, pos = _ruv(buf, pos)
            x213 = pos + sz212
            if x213 > blen:
                raise _bad_length(sz212, 'VoteResponse._tagged_fields', pos)
            if tg211 == 0:
                n214 = buf[pos] - 1
                if 0 <= n214 < 127:
                    pos += 1
                else:
                    n214, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.NodeEndpoints')
                l215: list[VoteResponse.NodeEndpoint] = []
                ap216 = l215.append
                for _ in range(n214):
                    t217 = _new(_C_VoteResponse_NodeEndpoint)
                    t217.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n218 = buf[pos] - 1
                    if 0 <= n218 < 127:
                        x219 = pos + 1 + n218
                        if x219 > blen:
                            raise _bad_length(n218, 'VoteResponse.NodeEndpoints.Host', pos)
                        t217.host = str(buf[pos + 1:x219], 'utf-8')
                        pos = x219
                    else:
                        t217.host, pos = _read_string(buf, pos, True, False, 'VoteResponse.NodeEndpoints.Host')
                    t217.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t217._unknown_tags = None
                    else:
                        nt220, pos = _ruv(buf, pos)
                        if nt220 * 2 > blen - pos:
                            raise _array_too_long(nt220, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                        uk221: list[tuple[int, bytes]] | None = None
                        for _ in range(nt220):
                            tg222, pos = _ruv(buf, pos)
                            sz223, pos = _ruv(buf, pos)
                            x224 = pos + sz223
                            if x224 > blen:
                                raise _bad_length(sz223, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                            if uk221 is None:
                                uk221 = []
                            uk221.append((tg222, bytes(buf[pos:x224])))
                            pos = x224
                        t217._unknown_tags = uk221
                    ap216(t217)
                o.node_endpoints = l215
                if pos != x213:
                    raise _tag_size_mismatch(tg211, 'VoteResponse.NodeEndpoints', pos)
            else:
                if uk210 is None:
                    uk210 = []
                uk210.append((tg211, bytes(buf[pos:x213])))
                pos = x213
        o._unknown_tags = uk210
    return o, pos


def _enc_VoteResponse_v2(o: VoteResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l225 = o.topics
    n226 = len(l225) + 1
    a(_UV[n226] if n226 < 128 else _uv(n226))
    for e227 in l225:
        s228 = e227.topic_name
        b229 = s228.encode()
        n230 = len(b229) + 1
        a(_UV[n230] if n230 < 128 else _uv(n230))
        a(b229)
        l231 = e227.partitions
        n232 = len(l231) + 1
        a(_UV[n232] if n232 < 128 else _uv(n232))
        for e233 in l231:
            a(_S_ihii_.pack(e233.partition_index, e233.error_code, e233.leader_id, e233.leader_epoch, e233.vote_granted))
            u234 = e233._unknown_tags
            if u234 is None:
                a(_H0)
            else:
                _write_tags(a, None, u234)
        u235 = e227._unknown_tags
        if u235 is None:
            a(_H0)
        else:
            _write_tags(a, None, u235)
    k236: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p237: list[bytes] = []
        l238 = o.node_endpoints
        n239 = len(l238) + 1
        p237.append(_UV[n239] if n239 < 128 else _uv(n239))
        for e240 in l238:
            p237.append(_S_i.pack(e240.node_id))
            s241 = e240.host
            b242 = s241.encode()
            n243 = len(b242) + 1
            p237.append(_UV[n243] if n243 < 128 else _uv(n243))
            p237.append(b242)
            p237.append(_S_H.pack(e240.port))
            u244 = e240._unknown_tags
            if u244 is None:
                p237.append(_H0)
            else:
                _write_tags(p237.append, None, u244)
        k236.append((0, b''.join(p237)))
    u245 = o._unknown_tags
    if k236 or u245 is not None:
        _write_tags(a, k236, u245)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_VoteResponse_v2(buf: _Buffer, pos: int) -> tuple[VoteResponse, int]:
    blen = len(buf)
    o = _new(VoteResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n246 = buf[pos] - 1
    if 0 <= n246 < 127:
        pos += 1
    else:
        n246, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics')
    l247: list[VoteResponse.TopicData] = []
    ap248 = l247.append
    for _ in range(n246):
        t249 = _new(_C_VoteResponse_TopicData)
        n250 = buf[pos] - 1
        if 0 <= n250 < 127:
            x251 = pos + 1 + n250
            if x251 > blen:
                raise _bad_length(n250, 'VoteResponse.Topics.TopicName', pos)
            t249.topic_name = str(buf[pos + 1:x251], 'utf-8')
            pos = x251
        else:
            t249.topic_name, pos = _read_string(buf, pos, True, False, 'VoteResponse.Topics.TopicName')
        n252 = buf[pos] - 1
        if 0 <= n252 < 127:
            pos += 1
        else:
            n252, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.Topics.Partitions')
        l253: list[VoteResponse.PartitionData] = []
        ap254 = l253.append
        for _ in range(n252):
            t255 = _new(_C_VoteResponse_PartitionData)
            t255.partition_index, t255.error_code, t255.leader_id, t255.leader_epoch, t255.vote_granted = _S_ihii_.unpack_from(buf, pos)
            pos += 15
            if buf[pos] == 0:
                pos += 1
                t255._unknown_tags = None
            else:
                nt256, pos = _ruv(buf, pos)
                if nt256 * 2 > blen - pos:
                    raise _array_too_long(nt256, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
                uk257: list[tuple[int, bytes]] | None = None
                for _ in range(nt256):
                    tg258, pos = _ruv(buf, pos)
                    sz259, pos = _ruv(buf, pos)
                    x260 = pos + sz259
                    if x260 > blen:
                        raise _bad_length(sz259, 'VoteResponse.Topics.Partitions._tagged_fields', pos)
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
                raise _array_too_long(nt261, 'VoteResponse.Topics._tagged_fields', pos)
            uk262: list[tuple[int, bytes]] | None = None
            for _ in range(nt261):
                tg263, pos = _ruv(buf, pos)
                sz264, pos = _ruv(buf, pos)
                x265 = pos + sz264
                if x265 > blen:
                    raise _bad_length(sz264, 'VoteResponse.Topics._tagged_fields', pos)
                if uk262 is None:
                    uk262 = []
                uk262.append((tg263, bytes(buf[pos:x265])))
                pos = x265
            t249._unknown_tags = uk262
        ap248(t249)
    o.topics = l247
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt266, pos = _ruv(buf, pos)
        if nt266 * 2 > blen - pos:
            raise _array_too_long(nt266, 'VoteResponse._tagged_fields', pos)
        uk267: list[tuple[int, bytes]] | None = None
        for _ in range(nt266):
            tg268, pos = _ruv(buf, pos)
            sz269, pos = _ruv(buf, pos)
            x270 = pos + sz269
            if x270 > blen:
                raise _bad_length(sz269, 'VoteResponse._tagged_fields', pos)
            if tg268 == 0:
                n271 = buf[pos] - 1
                if 0 <= n271 < 127:
                    pos += 1
                else:
                    n271, pos = _read_array_len(buf, pos, True, False, 1, 'VoteResponse.NodeEndpoints')
                l272: list[VoteResponse.NodeEndpoint] = []
                ap273 = l272.append
                for _ in range(n271):
                    t274 = _new(_C_VoteResponse_NodeEndpoint)
                    t274.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n275 = buf[pos] - 1
                    if 0 <= n275 < 127:
                        x276 = pos + 1 + n275
                        if x276 > blen:
                            raise _bad_length(n275, 'VoteResponse.NodeEndpoints.Host', pos)
                        t274.host = str(buf[pos + 1:x276], 'utf-8')
                        pos = x276
                    else:
                        t274.host, pos = _read_string(buf, pos, True, False, 'VoteResponse.NodeEndpoints.Host')
                    t274.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t274._unknown_tags = None
                    else:
                        nt277, pos = _ruv(buf, pos)
                        if nt277 * 2 > blen - pos:
                            raise _array_too_long(nt277, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                        uk278: list[tuple[int, bytes]] | None = None
                        for _ in range(nt277):
                            tg279, pos = _ruv(buf, pos)
                            sz280, pos = _ruv(buf, pos)
                            x281 = pos + sz280
                            if x281 > blen:
                                raise _bad_length(sz280, 'VoteResponse.NodeEndpoints._tagged_fields', pos)
                            if uk278 is None:
                                uk278 = []
                            uk278.append((tg279, bytes(buf[pos:x281])))
                            pos = x281
                        t274._unknown_tags = uk278
                    ap273(t274)
                o.node_endpoints = l272
                if pos != x270:
                    raise _tag_size_mismatch(tg268, 'VoteResponse.NodeEndpoints', pos)
            else:
                if uk267 is None:
                    uk267 = []
                uk267.append((tg268, bytes(buf[pos:x270])))
                pos = x270
        o._unknown_tags = uk267
    return o, pos


VoteResponse._ENC = {0: _enc_VoteResponse_v0, 1: _enc_VoteResponse_v1, 2: _enc_VoteResponse_v2}
VoteResponse._DEC = {0: _dec_VoteResponse_v0, 1: _dec_VoteResponse_v1, 2: _dec_VoteResponse_v2}


_LINES = {
    237: 'VoteRequest.ClusterId',
    238: 'VoteRequest.ClusterId',
    239: 'VoteRequest.ClusterId',
    240: 'VoteRequest.ClusterId',
    241: 'VoteRequest.ClusterId',
    242: 'VoteRequest.ClusterId',
    243: 'VoteRequest.ClusterId',
    244: 'VoteRequest.ClusterId',
    245: 'VoteRequest.Topics',
    246: 'VoteRequest.Topics',
    247: 'VoteRequest.Topics',
    248: 'VoteRequest.Topics',
    249: 'VoteRequest.Topics.TopicName',
    250: 'VoteRequest.Topics.TopicName',
    251: 'VoteRequest.Topics.TopicName',
    252: 'VoteRequest.Topics.TopicName',
    253: 'VoteRequest.Topics.TopicName',
    254: 'VoteRequest.Topics.Partitions',
    255: 'VoteRequest.Topics.Partitions',
    256: 'VoteRequest.Topics.Partitions',
    257: 'VoteRequest.Topics.Partitions',
    258: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId',
    259: 'VoteRequest.Topics.Partitions.LastOffsetEpoch,LastOffset',
    260: 'VoteRequest.Topics.Partitions.PreVote',
    262: 'VoteRequest.Topics.Partitions._unknown_tags',
    263: 'VoteRequest.Topics.Partitions',
    266: 'VoteRequest.Topics.Partitions._unknown_tags',
    267: 'VoteRequest.Topics._unknown_tags',
    268: 'VoteRequest.Topics',
    271: 'VoteRequest.Topics._unknown_tags',
    272: 'VoteRequest._unknown_tags',
    273: 'VoteRequest',
    276: 'VoteRequest._unknown_tags',
    283: 'VoteRequest.ClusterId',
    288: 'VoteRequest.ClusterId',
    291: 'VoteRequest.ClusterId',
    292: 'VoteRequest.Topics',
    296: 'VoteRequest.Topics',
    301: 'VoteRequest.Topics.TopicName',
    306: 'VoteRequest.Topics.TopicName',
    309: 'VoteRequest.Topics.TopicName',
    310: 'VoteRequest.Topics.Partitions',
    314: 'VoteRequest.Topics.Partitions',
    319: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,LastOffsetEpoch,LastOffset',
    324: 'VoteRequest.Topics.Partitions._tagged_fields',
    328: 'VoteRequest.Topics.Partitions._tagged_fields',
    333: 'VoteRequest.Topics.Partitions._tagged_fields',
    334: 'VoteRequest.Topics.Partitions._tagged_fields',
    345: 'VoteRequest.Topics._tagged_fields',
    349: 'VoteRequest.Topics._tagged_fields',
    354: 'VoteRequest.Topics._tagged_fields',
    355: 'VoteRequest.Topics._tagged_fields',
    367: 'VoteRequest._tagged_fields',
    371: 'VoteRequest._tagged_fields',
    376: 'VoteRequest._tagged_fields',
    377: 'VoteRequest._tagged_fields',
    392: 'VoteRequest.ClusterId',
    393: 'VoteRequest.ClusterId',
    394: 'VoteRequest.ClusterId',
    395: 'VoteRequest.ClusterId',
    396: 'VoteRequest.ClusterId',
    397: 'VoteRequest.ClusterId',
    398: 'VoteRequest.ClusterId',
    399: 'VoteRequest.ClusterId',
    400: 'VoteRequest.VoterId',
    401: 'VoteRequest.Topics',
    402: 'VoteRequest.Topics',
    403: 'VoteRequest.Topics',
    404: 'VoteRequest.Topics',
    405: 'VoteRequest.Topics.TopicName',
    406: 'VoteRequest.Topics.TopicName',
    407: 'VoteRequest.Topics.TopicName',
    408: 'VoteRequest.Topics.TopicName',
    409: 'VoteRequest.Topics.TopicName',
    410: 'VoteRequest.Topics.Partitions',
    411: 'VoteRequest.Topics.Partitions',
    412: 'VoteRequest.Topics.Partitions',
    413: 'VoteRequest.Topics.Partitions',
    414: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset',
    415: 'VoteRequest.Topics.Partitions.PreVote',
    417: 'VoteRequest.Topics.Partitions._unknown_tags',
    418: 'VoteRequest.Topics.Partitions',
    421: 'VoteRequest.Topics.Partitions._unknown_tags',
    422: 'VoteRequest.Topics._unknown_tags',
    423: 'VoteRequest.Topics',
    426: 'VoteRequest.Topics._unknown_tags',
    427: 'VoteRequest._unknown_tags',
    428: 'VoteRequest',
    431: 'VoteRequest._unknown_tags',
    438: 'VoteRequest.ClusterId',
    443: 'VoteRequest.ClusterId',
    446: 'VoteRequest.ClusterId',
    447: 'VoteRequest.VoterId',
    449: 'VoteRequest.Topics',
    453: 'VoteRequest.Topics',
    458: 'VoteRequest.Topics.TopicName',
    463: 'VoteRequest.Topics.TopicName',
    466: 'VoteRequest.Topics.TopicName',
    467: 'VoteRequest.Topics.Partitions',
    471: 'VoteRequest.Topics.Partitions',
    476: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset',
    481: 'VoteRequest.Topics.Partitions._tagged_fields',
    485: 'VoteRequest.Topics.Partitions._tagged_fields',
    490: 'VoteRequest.Topics.Partitions._tagged_fields',
    491: 'VoteRequest.Topics.Partitions._tagged_fields',
    502: 'VoteRequest.Topics._tagged_fields',
    506: 'VoteRequest.Topics._tagged_fields',
    511: 'VoteRequest.Topics._tagged_fields',
    512: 'VoteRequest.Topics._tagged_fields',
    523: 'VoteRequest._tagged_fields',
    527: 'VoteRequest._tagged_fields',
    532: 'VoteRequest._tagged_fields',
    533: 'VoteRequest._tagged_fields',
    548: 'VoteRequest.ClusterId',
    549: 'VoteRequest.ClusterId',
    550: 'VoteRequest.ClusterId',
    551: 'VoteRequest.ClusterId',
    552: 'VoteRequest.ClusterId',
    553: 'VoteRequest.ClusterId',
    554: 'VoteRequest.ClusterId',
    555: 'VoteRequest.ClusterId',
    556: 'VoteRequest.VoterId',
    557: 'VoteRequest.Topics',
    558: 'VoteRequest.Topics',
    559: 'VoteRequest.Topics',
    560: 'VoteRequest.Topics',
    561: 'VoteRequest.Topics.TopicName',
    562: 'VoteRequest.Topics.TopicName',
    563: 'VoteRequest.Topics.TopicName',
    564: 'VoteRequest.Topics.TopicName',
    565: 'VoteRequest.Topics.TopicName',
    566: 'VoteRequest.Topics.Partitions',
    567: 'VoteRequest.Topics.Partitions',
    568: 'VoteRequest.Topics.Partitions',
    569: 'VoteRequest.Topics.Partitions',
    570: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset,PreVote',
    571: 'VoteRequest.Topics.Partitions._unknown_tags',
    572: 'VoteRequest.Topics.Partitions',
    575: 'VoteRequest.Topics.Partitions._unknown_tags',
    576: 'VoteRequest.Topics._unknown_tags',
    577: 'VoteRequest.Topics',
    580: 'VoteRequest.Topics._unknown_tags',
    581: 'VoteRequest._unknown_tags',
    582: 'VoteRequest',
    585: 'VoteRequest._unknown_tags',
    592: 'VoteRequest.ClusterId',
    597: 'VoteRequest.ClusterId',
    600: 'VoteRequest.ClusterId',
    601: 'VoteRequest.VoterId',
    603: 'VoteRequest.Topics',
    607: 'VoteRequest.Topics',
    612: 'VoteRequest.Topics.TopicName',
    617: 'VoteRequest.Topics.TopicName',
    620: 'VoteRequest.Topics.TopicName',
    621: 'VoteRequest.Topics.Partitions',
    625: 'VoteRequest.Topics.Partitions',
    630: 'VoteRequest.Topics.Partitions.PartitionIndex,ReplicaEpoch,ReplicaId,ReplicaDirectoryId,VoterDirectoryId,LastOffsetEpoch,LastOffset,PreVote',
    634: 'VoteRequest.Topics.Partitions._tagged_fields',
    638: 'VoteRequest.Topics.Partitions._tagged_fields',
    643: 'VoteRequest.Topics.Partitions._tagged_fields',
    644: 'VoteRequest.Topics.Partitions._tagged_fields',
    655: 'VoteRequest.Topics._tagged_fields',
    659: 'VoteRequest.Topics._tagged_fields',
    664: 'VoteRequest.Topics._tagged_fields',
    665: 'VoteRequest.Topics._tagged_fields',
    676: 'VoteRequest._tagged_fields',
    680: 'VoteRequest._tagged_fields',
    685: 'VoteRequest._tagged_fields',
    686: 'VoteRequest._tagged_fields',
    912: 'VoteResponse.ErrorCode',
    913: 'VoteResponse.Topics',
    914: 'VoteResponse.Topics',
    915: 'VoteResponse.Topics',
    916: 'VoteResponse.Topics',
    917: 'VoteResponse.Topics.TopicName',
    918: 'VoteResponse.Topics.TopicName',
    919: 'VoteResponse.Topics.TopicName',
    920: 'VoteResponse.Topics.TopicName',
    921: 'VoteResponse.Topics.TopicName',
    922: 'VoteResponse.Topics.Partitions',
    923: 'VoteResponse.Topics.Partitions',
    924: 'VoteResponse.Topics.Partitions',
    925: 'VoteResponse.Topics.Partitions',
    926: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    927: 'VoteResponse.Topics.Partitions._unknown_tags',
    928: 'VoteResponse.Topics.Partitions',
    931: 'VoteResponse.Topics.Partitions._unknown_tags',
    932: 'VoteResponse.Topics._unknown_tags',
    933: 'VoteResponse.Topics',
    936: 'VoteResponse.Topics._unknown_tags',
    937: 'VoteResponse.NodeEndpoints',
    939: 'VoteResponse._unknown_tags',
    940: 'VoteResponse',
    943: 'VoteResponse._unknown_tags',
    950: 'VoteResponse.ErrorCode',
    952: 'VoteResponse.Topics',
    956: 'VoteResponse.Topics',
    961: 'VoteResponse.Topics.TopicName',
    966: 'VoteResponse.Topics.TopicName',
    969: 'VoteResponse.Topics.TopicName',
    970: 'VoteResponse.Topics.Partitions',
    974: 'VoteResponse.Topics.Partitions',
    979: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    981: 'VoteResponse.Topics.Partitions._tagged_fields',
    985: 'VoteResponse.Topics.Partitions._tagged_fields',
    990: 'VoteResponse.Topics.Partitions._tagged_fields',
    991: 'VoteResponse.Topics.Partitions._tagged_fields',
    1002: 'VoteResponse.Topics._tagged_fields',
    1006: 'VoteResponse.Topics._tagged_fields',
    1011: 'VoteResponse.Topics._tagged_fields',
    1012: 'VoteResponse.Topics._tagged_fields',
    1024: 'VoteResponse._tagged_fields',
    1028: 'VoteResponse._tagged_fields',
    1033: 'VoteResponse._tagged_fields',
    1034: 'VoteResponse._tagged_fields',
    1049: 'VoteResponse.ErrorCode',
    1050: 'VoteResponse.Topics',
    1051: 'VoteResponse.Topics',
    1052: 'VoteResponse.Topics',
    1053: 'VoteResponse.Topics',
    1054: 'VoteResponse.Topics.TopicName',
    1055: 'VoteResponse.Topics.TopicName',
    1056: 'VoteResponse.Topics.TopicName',
    1057: 'VoteResponse.Topics.TopicName',
    1058: 'VoteResponse.Topics.TopicName',
    1059: 'VoteResponse.Topics.Partitions',
    1060: 'VoteResponse.Topics.Partitions',
    1061: 'VoteResponse.Topics.Partitions',
    1062: 'VoteResponse.Topics.Partitions',
    1063: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    1064: 'VoteResponse.Topics.Partitions._unknown_tags',
    1065: 'VoteResponse.Topics.Partitions',
    1068: 'VoteResponse.Topics.Partitions._unknown_tags',
    1069: 'VoteResponse.Topics._unknown_tags',
    1070: 'VoteResponse.Topics',
    1073: 'VoteResponse.Topics._unknown_tags',
    1074: 'VoteResponse',
    1075: 'VoteResponse.NodeEndpoints',
    1076: 'VoteResponse.NodeEndpoints',
    1077: 'VoteResponse.NodeEndpoints',
    1078: 'VoteResponse.NodeEndpoints',
    1079: 'VoteResponse.NodeEndpoints',
    1080: 'VoteResponse.NodeEndpoints',
    1081: 'VoteResponse.NodeEndpoints.NodeId',
    1082: 'VoteResponse.NodeEndpoints.Host',
    1083: 'VoteResponse.NodeEndpoints.Host',
    1084: 'VoteResponse.NodeEndpoints.Host',
    1085: 'VoteResponse.NodeEndpoints.Host',
    1086: 'VoteResponse.NodeEndpoints.Host',
    1087: 'VoteResponse.NodeEndpoints.Port',
    1088: 'VoteResponse.NodeEndpoints._unknown_tags',
    1089: 'VoteResponse.NodeEndpoints',
    1092: 'VoteResponse.NodeEndpoints._unknown_tags',
    1093: 'VoteResponse.NodeEndpoints',
    1094: 'VoteResponse._unknown_tags',
    1096: 'VoteResponse._unknown_tags',
    1105: 'VoteResponse.ErrorCode',
    1107: 'VoteResponse.Topics',
    1111: 'VoteResponse.Topics',
    1116: 'VoteResponse.Topics.TopicName',
    1121: 'VoteResponse.Topics.TopicName',
    1124: 'VoteResponse.Topics.TopicName',
    1125: 'VoteResponse.Topics.Partitions',
    1129: 'VoteResponse.Topics.Partitions',
    1134: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    1136: 'VoteResponse.Topics.Partitions._tagged_fields',
    1140: 'VoteResponse.Topics.Partitions._tagged_fields',
    1145: 'VoteResponse.Topics.Partitions._tagged_fields',
    1146: 'VoteResponse.Topics.Partitions._tagged_fields',
    1157: 'VoteResponse.Topics._tagged_fields',
    1161: 'VoteResponse.Topics._tagged_fields',
    1166: 'VoteResponse.Topics._tagged_fields',
    1167: 'VoteResponse.Topics._tagged_fields',
    1179: 'VoteResponse._tagged_fields',
    1183: 'VoteResponse._tagged_fields',
    1188: 'VoteResponse._tagged_fields',
    1189: 'VoteResponse._tagged_fields',
    1194: 'VoteResponse.NodeEndpoints',
    1198: 'VoteResponse.NodeEndpoints',
    1203: 'VoteResponse.NodeEndpoints.NodeId',
    1205: 'VoteResponse.NodeEndpoints.Host',
    1210: 'VoteResponse.NodeEndpoints.Host',
    1213: 'VoteResponse.NodeEndpoints.Host',
    1214: 'VoteResponse.NodeEndpoints.Port',
    1216: 'VoteResponse.NodeEndpoints._tagged_fields',
    1220: 'VoteResponse.NodeEndpoints._tagged_fields',
    1225: 'VoteResponse.NodeEndpoints._tagged_fields',
    1226: 'VoteResponse.NodeEndpoints._tagged_fields',
    1251: 'VoteResponse.ErrorCode',
    1252: 'VoteResponse.Topics',
    1253: 'VoteResponse.Topics',
    1254: 'VoteResponse.Topics',
    1255: 'VoteResponse.Topics',
    1256: 'VoteResponse.Topics.TopicName',
    1257: 'VoteResponse.Topics.TopicName',
    1258: 'VoteResponse.Topics.TopicName',
    1259: 'VoteResponse.Topics.TopicName',
    1260: 'VoteResponse.Topics.TopicName',
    1261: 'VoteResponse.Topics.Partitions',
    1262: 'VoteResponse.Topics.Partitions',
    1263: 'VoteResponse.Topics.Partitions',
    1264: 'VoteResponse.Topics.Partitions',
    1265: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    1266: 'VoteResponse.Topics.Partitions._unknown_tags',
    1267: 'VoteResponse.Topics.Partitions',
    1270: 'VoteResponse.Topics.Partitions._unknown_tags',
    1271: 'VoteResponse.Topics._unknown_tags',
    1272: 'VoteResponse.Topics',
    1275: 'VoteResponse.Topics._unknown_tags',
    1276: 'VoteResponse',
    1277: 'VoteResponse.NodeEndpoints',
    1278: 'VoteResponse.NodeEndpoints',
    1279: 'VoteResponse.NodeEndpoints',
    1280: 'VoteResponse.NodeEndpoints',
    1281: 'VoteResponse.NodeEndpoints',
    1282: 'VoteResponse.NodeEndpoints',
    1283: 'VoteResponse.NodeEndpoints.NodeId',
    1284: 'VoteResponse.NodeEndpoints.Host',
    1285: 'VoteResponse.NodeEndpoints.Host',
    1286: 'VoteResponse.NodeEndpoints.Host',
    1287: 'VoteResponse.NodeEndpoints.Host',
    1288: 'VoteResponse.NodeEndpoints.Host',
    1289: 'VoteResponse.NodeEndpoints.Port',
    1290: 'VoteResponse.NodeEndpoints._unknown_tags',
    1291: 'VoteResponse.NodeEndpoints',
    1294: 'VoteResponse.NodeEndpoints._unknown_tags',
    1295: 'VoteResponse.NodeEndpoints',
    1296: 'VoteResponse._unknown_tags',
    1298: 'VoteResponse._unknown_tags',
    1307: 'VoteResponse.ErrorCode',
    1309: 'VoteResponse.Topics',
    1313: 'VoteResponse.Topics',
    1318: 'VoteResponse.Topics.TopicName',
    1323: 'VoteResponse.Topics.TopicName',
    1326: 'VoteResponse.Topics.TopicName',
    1327: 'VoteResponse.Topics.Partitions',
    1331: 'VoteResponse.Topics.Partitions',
    1336: 'VoteResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,VoteGranted',
    1338: 'VoteResponse.Topics.Partitions._tagged_fields',
    1342: 'VoteResponse.Topics.Partitions._tagged_fields',
    1347: 'VoteResponse.Topics.Partitions._tagged_fields',
    1348: 'VoteResponse.Topics.Partitions._tagged_fields',
    1359: 'VoteResponse.Topics._tagged_fields',
    1363: 'VoteResponse.Topics._tagged_fields',
    1368: 'VoteResponse.Topics._tagged_fields',
    1369: 'VoteResponse.Topics._tagged_fields',
    1381: 'VoteResponse._tagged_fields',
    1385: 'VoteResponse._tagged_fields',
    1390: 'VoteResponse._tagged_fields',
    1391: 'VoteResponse._tagged_fields',
    1396: 'VoteResponse.NodeEndpoints',
    1400: 'VoteResponse.NodeEndpoints',
    1405: 'VoteResponse.NodeEndpoints.NodeId',
    1407: 'VoteResponse.NodeEndpoints.Host',
    1412: 'VoteResponse.NodeEndpoints.Host',
    1415: 'VoteResponse.NodeEndpoints.Host',
    1416: 'VoteResponse.NodeEndpoints.Port',
    1418: 'VoteResponse.NodeEndpoints._tagged_fields',
    1422: 'VoteResponse.NodeEndpoints._tagged_fields',
    1427: 'VoteResponse.NodeEndpoints._tagged_fields',
    1428: 'VoteResponse.NodeEndpoints._tagged_fields',
}
