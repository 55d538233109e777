# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/BeginQuorumEpochRequest.json, schemas/messages/BeginQuorumEpochResponse.json.
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

__all__ = ['BeginQuorumEpochRequest', 'BeginQuorumEpochResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iUii = Struct('>i16sii')
_S_ihii = Struct('>ihii')
_S_ii = Struct('>ii')
_S_iii = Struct('>iii')


class BeginQuorumEpochRequest(_Message):
    """BeginQuorumEpochRequest (request): API key 53; versions 0-1; flexible in 1; listeners: controller."""

    __slots__ = ('cluster_id', 'voter_id', 'topics', 'leader_endpoints', '_unknown_tags')
    NAME = 'BeginQuorumEpochRequest'
    TYPE = 'request'
    API_KEY = 53
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    cluster_id: str | None
    """Cluster id of the sender, or null if unknown.

    `ClusterId` (string): versions 0+; nullable in 0+; default None."""
    voter_id: int
    """Replica id of the voter the request is addressed to.

    `VoterId` (int32): versions 1+; default -1; ignorable."""
    topics: list[BeginQuorumEpochRequest.TopicData]
    """Topics of the request (the metadata topic).

    `Topics` ([]TopicData): versions 0+; default []."""
    leader_endpoints: list[BeginQuorumEpochRequest.LeaderEndpoint]
    """Endpoints of the leader, one per listener.

    `LeaderEndpoints` ([]LeaderEndpoint): versions 1+; default []; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = None,
        voter_id: int = -1,
        topics: list[BeginQuorumEpochRequest.TopicData] = _EMPTY,
        leader_endpoints: list[BeginQuorumEpochRequest.LeaderEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.topics = [] if topics is _EMPTY else topics
        self.leader_endpoints = [] if leader_endpoints is _EMPTY else leader_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Topics of the request (the metadata topic).

        TopicData (in BeginQuorumEpochRequest): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'BeginQuorumEpochRequest.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[BeginQuorumEpochRequest.PartitionData]
        """Partitions of the topic.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[BeginQuorumEpochRequest.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Partitions of the topic.

        PartitionData (in BeginQuorumEpochRequest): versions 0+."""

        __slots__ = ('partition_index', 'voter_directory_id', 'leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'BeginQuorumEpochRequest.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        voter_directory_id: UUID
        """Directory id of the voter the request is addressed to.

        `VoterDirectoryId` (uuid): versions 1+; default the zero UUID; ignorable."""
        leader_id: int
        """Replica id of the new leader.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Epoch of the new leader.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            voter_directory_id: UUID = _ZERO_UUID,
            leader_id: int = 0,
            leader_epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.voter_directory_id = voter_directory_id
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class LeaderEndpoint(_Message):
        """Endpoints of the leader, one per listener.

        LeaderEndpoint (in BeginQuorumEpochRequest): versions 1+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'BeginQuorumEpochRequest.LeaderEndpoint'

        name: str
        """Listener name.

        `Name` (string): versions 1+; default ''."""
        host: str
        """Host name of the leader.

        `Host` (string): versions 1+; default ''."""
        port: int
        """Port of the leader.

        `Port` (uint16): versions 1+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            host: str = '',
            port: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_BeginQuorumEpochRequest_TopicData = BeginQuorumEpochRequest.TopicData
_C_BeginQuorumEpochRequest_PartitionData = BeginQuorumEpochRequest.PartitionData
_C_BeginQuorumEpochRequest_LeaderEndpoint = BeginQuorumEpochRequest.LeaderEndpoint
BeginQuorumEpochRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('VoterId', 'voter_id', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochRequest_TopicData),
    _FI('LeaderEndpoints', 'leader_endpoints', '[]LeaderEndpoint', (1, 32767), (1, 0), (1, 0), None, (), True, _C_BeginQuorumEpochRequest_LeaderEndpoint),
)
_C_BeginQuorumEpochRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochRequest_PartitionData),
)
_C_BeginQuorumEpochRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_BeginQuorumEpochRequest_LeaderEndpoint.FIELDS = (
    _FI('Name', 'name', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_BeginQuorumEpochRequest_TopicData = _C_BeginQuorumEpochRequest_TopicData()
_DEF_BeginQuorumEpochRequest_PartitionData = _C_BeginQuorumEpochRequest_PartitionData()
_DEF_BeginQuorumEpochRequest_LeaderEndpoint = _C_BeginQuorumEpochRequest_LeaderEndpoint()

def _mk_BeginQuorumEpochRequest_TopicData() -> BeginQuorumEpochRequest.TopicData:
    o = _new(_C_BeginQuorumEpochRequest_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochRequest_PartitionData() -> BeginQuorumEpochRequest.PartitionData:
    o = _new(_C_BeginQuorumEpochRequest_PartitionData)
    o.partition_index = 0
    o.voter_directory_id = _ZERO_UUID
    o.leader_id = 0
    o.leader_epoch = 0
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochRequest_LeaderEndpoint() -> BeginQuorumEpochRequest.LeaderEndpoint:
    o = _new(_C_BeginQuorumEpochRequest_LeaderEndpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_BeginQuorumEpochRequest_v0(o: BeginQuorumEpochRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.cluster_id
    if s1 is None:
        a(b'\xff\xff')
    else:
        b2 = s1.encode()
        a(_S_h.pack(len(b2)))
        a(b2)
    l4 = o.topics
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.topic_name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partitions
        a(_S_i.pack(len(l9)))
        for e10 in l9:
            a(_S_i.pack(e10.partition_index))
            a(_S_ii.pack(e10.leader_id, e10.leader_epoch))
    return b''.join(parts)


def _dec_BeginQuorumEpochRequest_v0(buf: _Buffer, pos: int) -> tuple[BeginQuorumEpochRequest, int]:
    blen = len(buf)
    o = _new(BeginQuorumEpochRequest)
    n11, = _S_h.unpack_from(buf, pos)
    if n11 >= 0:
        x12 = pos + 2 + n11
        if x12 > blen:
            raise _bad_length(n11, 'BeginQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x12], 'utf-8')
        pos = x12
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'BeginQuorumEpochRequest.ClusterId')
    n13, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochRequest.Topics')
    l14: list[BeginQuorumEpochRequest.TopicData] = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_BeginQuorumEpochRequest_TopicData)
        n17, = _S_h.unpack_from(buf, pos)
        if n17 >= 0:
            x18 = pos + 2 + n17
            if x18 > blen:
                raise _bad_length(n17, 'BeginQuorumEpochRequest.Topics.TopicName', pos)
            t16.topic_name = str(buf[pos + 2:x18], 'utf-8')
            pos = x18
        else:
            t16.topic_name, pos = _read_string(buf, pos, False, False, 'BeginQuorumEpochRequest.Topics.TopicName')
        n19, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochRequest.Topics.Partitions')
        l20: list[BeginQuorumEpochRequest.PartitionData] = []
        ap21 = l20.append
        for _ in range(n19):
            t22 = _new(_C_BeginQuorumEpochRequest_PartitionData)
            t22.partition_index, t22.leader_id, t22.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            t22.voter_directory_id = _ZERO_UUID
            t22._unknown_tags = None
            ap21(t22)
        t16.partitions = l20
        t16._unknown_tags = None
        ap15(t16)
    o.topics = l14
    o.voter_id = -1
    o.leader_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_BeginQuorumEpochRequest_v1(o: BeginQuorumEpochRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s23 = o.cluster_id
    if s23 is None:
        a(_H0)
    else:
        b24 = s23.encode()
        n25 = len(b24) + 1
        a(_UV[n25] if n25 < 128 else _uv(n25))
        a(b24)
    a(_S_i.pack(o.voter_id))
    l26 = o.topics
    n27 = len(l26) + 1
    a(_UV[n27] if n27 < 128 else _uv(n27))
    for e28 in l26:
        s29 = e28.topic_name
        b30 = s29.encode()
        n31 = len(b30) + 1
        a(_UV[n31] if n31 < 128 else _uv(n31))
        a(b30)
        l32 = e28.partitions
        n33 = len(l32) + 1
        a(_UV[n33] if n33 < 128 else _uv(n33))
        for e34 in l32:
            a(_S_iUii.pack(e34.partition_index, e34.voter_directory_id.bytes, e34.leader_id, e34.leader_epoch))
            u35 = e34._unknown_tags
            if u35 is None:
                a(_H0)
            else:
                _write_tags(a, None, u35)
        u36 = e28._unknown_tags
        if u36 is None:
            a(_H0)
        else:
            _write_tags(a, None, u36)
    l37 = o.leader_endpoints
    n38 = len(l37) + 1
    a(_UV[n38] if n38 < 128 else _uv(n38))
    for e39 in l37:
        s40 = e39.name
        b41 = s40.encode()
        n42 = len(b41) + 1
        a(_UV[n42] if n42 < 128 else _uv(n42))
        a(b41)
        s43 = e39.host
        b44 = s43.encode()
        n45 = len(b44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        a(b44)
        a(_S_H.pack(e39.port))
        u46 = e39._unknown_tags
        if u46 is None:
            a(_H0)
        else:
            _write_tags(a, None, u46)
    u47 = o._unknown_tags
    if u47 is None:
        a(_H0)
    else:
        _write_tags(a, None, u47)
    return b''.join(parts)


def _dec_BeginQuorumEpochRequest_v1(buf: _Buffer, pos: int) -> tuple[BeginQuorumEpochRequest, int]:
    blen = len(buf)
    o = _new(BeginQuorumEpochRequest)
    n48 = buf[pos] - 1
    if 0 <= n48 < 127:
        x49 = pos + 1 + n48
        if x49 > blen:
            raise _bad_length(n48, 'BeginQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x49], 'utf-8')
        pos = x49
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'BeginQuorumEpochRequest.ClusterId')
    o.voter_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n50 = buf[pos] - 1
    if 0 <= n50 < 127:
        pos += 1
    else:
        n50, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochRequest.Topics')
    l51: list[BeginQuorumEpochRequest.TopicData] = []
    ap52 = l51.append
    for _ in range(n50):
        t53 = _new(_C_BeginQuorumEpochRequest_TopicData)
        n54 = buf[pos] - 1
        if 0 <= n54 < 127:
            x55 = pos + 1 + n54
            if x55 > blen:
                raise _bad_length(n54, 'BeginQuorumEpochRequest.Topics.TopicName', pos)
            t53.topic_name = str(buf[pos + 1:x55], 'utf-8')
            pos = x55
        else:
            t53.topic_name, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochRequest.Topics.TopicName')
        n56 = buf[pos] - 1
        if 0 <= n56 < 127:
            pos += 1
        else:
            n56, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochRequest.Topics.Partitions')
        l57: list[BeginQuorumEpochRequest.PartitionData] = []
        ap58 = l57.append
        for _ in range(n56):
            t59 = _new(_C_BeginQuorumEpochRequest_PartitionData)
            t59.partition_index, u60, t59.leader_id, t59.leader_epoch = _S_iUii.unpack_from(buf, pos)
            pos += 28
            t59.voter_directory_id = _uuid_from(u60)
            if buf[pos] == 0:
                pos += 1
                t59._unknown_tags = None
            else:
                nt61, pos = _ruv(buf, pos)
                if nt61 * 2 > blen - pos:
                    raise _array_too_long(nt61, 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                uk62: list[tuple[int, bytes]] | None = None
                for _ in range(nt61):
                    tg63, pos = _ruv(buf, pos)
                    sz64, pos = _ruv(buf, pos)
                    x65 = pos + sz64
                    if x65 > blen:
                        raise _bad_length(sz64, 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                    if uk62 is None:
                        uk62 = []
                    uk62.append((tg63, bytes(buf[pos:x65])))
                    pos = x65
                t59._unknown_tags = uk62
            ap58(t59)
        t53.partitions = l57
        if buf[pos] == 0:
            pos += 1
            t53._unknown_tags = None
        else:
            nt66, pos = _ruv(buf, pos)
            if nt66 * 2 > blen - pos:
                raise _array_too_long(nt66, 'BeginQuorumEpochRequest.Topics._tagged_fields', pos)
            uk67: list[tuple[int, bytes]] | None = None
            for _ in range(nt66):
                tg68, pos = _ruv(buf, pos)
                sz69, pos = _ruv(buf, pos)
                x70 = pos + sz69
                if x70 > blen:
                    raise _bad_length(sz69, 'BeginQuorumEpochRequest.Topics._tagged_fields', pos)
                if uk67 is None:
                    uk67 = []
                uk67.append((tg68, bytes(buf[pos:x70])))
                pos = x70
            t53._unknown_tags = uk67
        ap52(t53)
    o.topics = l51
    n71 = buf[pos] - 1
    if 0 <= n71 < 127:
        pos += 1
    else:
        n71, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochRequest.LeaderEndpoints')
    l72: list[BeginQuorumEpochRequest.LeaderEndpoint] = []
    ap73 = l72.append
    for _ in range(n71):
        t74 = _new(_C_BeginQuorumEpochRequest_LeaderEndpoint)
        n75 = buf[pos] - 1
        if 0 <= n75 < 127:
            x76 = pos + 1 + n75
            if x76 > blen:
                raise _bad_length(n75, 'BeginQuorumEpochRequest.LeaderEndpoints.Name', pos)
            t74.name = str(buf[pos + 1:x76], 'utf-8')
            pos = x76
        else:
            t74.name, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochRequest.LeaderEndpoints.Name')
        n77 = buf[pos] - 1
        if 0 <= n77 < 127:
            x78 = pos + 1 + n77
            if x78 > blen:
                raise _bad_length(n77, 'BeginQuorumEpochRequest.LeaderEndpoints.Host', pos)
            t74.host = str(buf[pos + 1:x78], 'utf-8')
            pos = x78
        else:
            t74.host, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochRequest.LeaderEndpoints.Host')
        t74.port, = _S_H.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t74._unknown_tags = None
        else:
            nt79, pos = _ruv(buf, pos)
            if nt79 * 2 > blen - pos:
                raise _array_too_long(nt79, 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
            uk80: list[tuple[int, bytes]] | None = None
            for _ in range(nt79):
                tg81, pos = _ruv(buf, pos)
                sz82, pos = _ruv(buf, pos)
                x83 = pos + sz82
                if x83 > blen:
                    raise _bad_length(sz82, 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
                if uk80 is None:
                    uk80 = []
                uk80.append((tg81, bytes(buf[pos:x83])))
                pos = x83
            t74._unknown_tags = uk80
        ap73(t74)
    o.leader_endpoints = l72
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt84, pos = _ruv(buf, pos)
        if nt84 * 2 > blen - pos:
            raise _array_too_long(nt84, 'BeginQuorumEpochRequest._tagged_fields', pos)
        uk85: list[tuple[int, bytes]] | None = None
        for _ in range(nt84):
            tg86, pos = _ruv(buf, pos)
            sz87, pos = _ruv(buf, pos)
            x88 = pos + sz87
            if x88 > blen:
                raise _bad_length(sz87, 'BeginQuorumEpochRequest._tagged_fields', pos)
            if uk85 is None:
                uk85 = []
            uk85.append((tg86, bytes(buf[pos:x88])))
            pos = x88
        o._unknown_tags = uk85
    return o, pos


BeginQuorumEpochRequest._ENC = {0: _enc_BeginQuorumEpochRequest_v0, 1: _enc_BeginQuorumEpochRequest_v1}
BeginQuorumEpochRequest._DEC = {0: _dec_BeginQuorumEpochRequest_v0, 1: _dec_BeginQuorumEpochRequest_v1}


class BeginQuorumEpochResponse(_Message):
    """BeginQuorumEpochResponse (response): API key 53; versions 0-1; flexible in 1."""

    __slots__ = ('error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'BeginQuorumEpochResponse'
    TYPE = 'response'
    API_KEY = 53
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    error_code: int
    """Request-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    topics: list[BeginQuorumEpochResponse.TopicData]
    """Per-topic results.

    `Topics` ([]TopicData): versions 0+; default []."""
    node_endpoints: list[BeginQuorumEpochResponse.NodeEndpoint]
    """Endpoints of the leaders named in the partition results.

    `NodeEndpoints` ([]NodeEndpoint): versions 1+; tagged (tag 0) in 1+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        topics: list[BeginQuorumEpochResponse.TopicData] = _EMPTY,
        node_endpoints: list[BeginQuorumEpochResponse.NodeEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Per-topic results.

        TopicData (in BeginQuorumEpochResponse): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'BeginQuorumEpochResponse.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[BeginQuorumEpochResponse.PartitionData]
        """Per-partition results.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[BeginQuorumEpochResponse.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Per-partition results.

        PartitionData (in BeginQuorumEpochResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'BeginQuorumEpochResponse.PartitionData'

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
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            leader_id: int = 0,
            leader_epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        """Endpoints of the leaders named in the partition results.

        NodeEndpoint (in BeginQuorumEpochResponse): versions 1+."""

        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'BeginQuorumEpochResponse.NodeEndpoint'

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


_C_BeginQuorumEpochResponse_TopicData = BeginQuorumEpochResponse.TopicData
_C_BeginQuorumEpochResponse_PartitionData = BeginQuorumEpochResponse.PartitionData
_C_BeginQuorumEpochResponse_NodeEndpoint = BeginQuorumEpochResponse.NodeEndpoint
BeginQuorumEpochResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochResponse_TopicData),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (1, 32767), (1, 0), (1, 32767), 0, (), False, _C_BeginQuorumEpochResponse_NodeEndpoint),
)
_C_BeginQuorumEpochResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_BeginQuorumEpochResponse_PartitionData),
)
_C_BeginQuorumEpochResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_BeginQuorumEpochResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_BeginQuorumEpochResponse_TopicData = _C_BeginQuorumEpochResponse_TopicData()
_DEF_BeginQuorumEpochResponse_PartitionData = _C_BeginQuorumEpochResponse_PartitionData()
_DEF_BeginQuorumEpochResponse_NodeEndpoint = _C_BeginQuorumEpochResponse_NodeEndpoint()

def _mk_BeginQuorumEpochResponse_TopicData() -> BeginQuorumEpochResponse.TopicData:
    o = _new(_C_BeginQuorumEpochResponse_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochResponse_PartitionData() -> BeginQuorumEpochResponse.PartitionData:
    o = _new(_C_BeginQuorumEpochResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.leader_id = 0
    o.leader_epoch = 0
    o._unknown_tags = None
    return o

def _mk_BeginQuorumEpochResponse_NodeEndpoint() -> BeginQuorumEpochResponse.NodeEndpoint:
    o = _new(_C_BeginQuorumEpochResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_BeginQuorumEpochResponse_v0(o: BeginQuorumEpochResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l89 = o.topics
    a(_S_i.pack(len(l89)))
    for e90 in l89:
        s91 = e90.topic_name
        b92 = s91.encode()
        a(_S_h.pack(len(b92)))
        a(b92)
        l94 = e90.partitions
        a(_S_i.pack(len(l94)))
        for e95 in l94:
            a(_S_ihii.pack(e95.partition_index, e95.error_code, e95.leader_id, e95.leader_epoch))
    if o.node_endpoints:
        raise _unsupported_field('BeginQuorumEpochResponse', 'NodeEndpoints', 0)
    return b''.join(parts)


def _dec_BeginQuorumEpochResponse_v0(buf: _Buffer, pos: int) -> tuple[BeginQuorumEpochResponse, int]:
    blen = len(buf)
    o = _new(BeginQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n96, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochResponse.Topics')
    l97: list[BeginQuorumEpochResponse.TopicData] = []
    ap98 = l97.append
    for _ in range(n96):
        t99 = _new(_C_BeginQuorumEpochResponse_TopicData)
        n100, = _S_h.unpack_from(buf, pos)
        if n100 >= 0:
            x101 = pos + 2 + n100
            if x101 > blen:
                raise _bad_length(n100, 'BeginQuorumEpochResponse.Topics.TopicName', pos)
            t99.topic_name = str(buf[pos + 2:x101], 'utf-8')
            pos = x101
        else:
            t99.topic_name, pos = _read_string(buf, pos, False, False, 'BeginQuorumEpochResponse.Topics.TopicName')
        n102, pos = _read_array_len(buf, pos, False, False, 1, 'BeginQuorumEpochResponse.Topics.Partitions')
        l103: list[BeginQuorumEpochResponse.PartitionData] = []
        ap104 = l103.append
        for _ in range(n102):
            t105 = _new(_C_BeginQuorumEpochResponse_PartitionData)
            t105.partition_index, t105.error_code, t105.leader_id, t105.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            t105._unknown_tags = None
            ap104(t105)
        t99.partitions = l103
        t99._unknown_tags = None
        ap98(t99)
    o.topics = l97
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_BeginQuorumEpochResponse_v1(o: BeginQuorumEpochResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l106 = o.topics
    n107 = len(l106) + 1
    a(_UV[n107] if n107 < 128 else _uv(n107))
    for e108 in l106:
        s109 = e108.topic_name
        b110 = s109.encode()
        n111 = len(b110) + 1
        a(_UV[n111] if n111 < 128 else _uv(n111))
        a(b110)
        l112 = e108.partitions
        n113 = len(l112) + 1
        a(_UV[n113] if n113 < 128 else _uv(n113))
        for e114 in l112:
            a(_S_ihii.pack(e114.partition_index, e114.error_code, e114.leader_id, e114.leader_epoch))
            u115 = e114._unknown_tags
            if u115 is None:
                a(_H0)
            else:
                _write_tags(a, None, u115)
        u116 = e108._unknown_tags
        if u116 is None:
            a(_H0)
        else:
            _write_tags(a, None, u116)
    k117: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p118: list[bytes] = []
        l119 = o.node_endpoints
        n120 = len(l119) + 1
        p118.append(_UV[n120] if n120 < 128 else _uv(n120))
        for e121 in l119:
            p118.append(_S_i.pack(e121.node_id))
            s122 = e121.host
            b123 = s122.encode()
            n124 = len(b123) + 1
            p118.append(_UV[n124] if n124 < 128 else _uv(n124))
            p118.append(b123)
            p118.append(_S_H.pack(e121.port))
            u125 = e121._unknown_tags
            if u125 is None:
                p118.append(_H0)
            else:
                _write_tags(p118.append, None, u125)
        k117.append((0, b''.join(p118)))
    u126 = o._unknown_tags
    if k117 or u126 is not None:
        _write_tags(a, k117, u126)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_BeginQuorumEpochResponse_v1(buf: _Buffer, pos: int) -> tuple[BeginQuorumEpochResponse, int]:
    blen = len(buf)
    o = _new(BeginQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n127 = buf[pos] - 1
    if 0 <= n127 < 127:
        pos += 1
    else:
        n127, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.Topics')
    l128: list[BeginQuorumEpochResponse.TopicData] = []
    ap129 = l128.append
    for _ in range(n127):
        t130 = _new(_C_BeginQuorumEpochResponse_TopicData)
        n131 = buf[pos] - 1
        if 0 <= n131 < 127:
            x132 = pos + 1 + n131
            if x132 > blen:
                raise _bad_length(n131, 'BeginQuorumEpochResponse.Topics.TopicName', pos)
            t130.topic_name = str(buf[pos + 1:x132], 'utf-8')
            pos = x132
        else:
            t130.topic_name, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochResponse.Topics.TopicName')
        n133 = buf[pos] - 1
        if 0 <= n133 < 127:
            pos += 1
        else:
            n133, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.Topics.Partitions')
        l134: list[BeginQuorumEpochResponse.PartitionData] = []
        ap135 = l134.append
        for _ in range(n133):
            t136 = _new(_C_BeginQuorumEpochResponse_PartitionData)
            t136.partition_index, t136.error_code, t136.leader_id, t136.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            if buf[pos] == 0:
                pos += 1
                t136._unknown_tags = None
            else:
                nt137, pos = _ruv(buf, pos)
                if nt137 * 2 > blen - pos:
                    raise _array_too_long(nt137, 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                uk138: list[tuple[int, bytes]] | None = None
                for _ in range(nt137):
                    tg139, pos = _ruv(buf, pos)
                    sz140, pos = _ruv(buf, pos)
                    x141 = pos + sz140
                    if x141 > blen:
                        raise _bad_length(sz140, 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                    if uk138 is None:
                        uk138 = []
                    uk138.append((tg139, bytes(buf[pos:x141])))
                    pos = x141
                t136._unknown_tags = uk138
            ap135(t136)
        t130.partitions = l134
        if buf[pos] == 0:
            pos += 1
            t130._unknown_tags = None
        else:
            nt142, pos = _ruv(buf, pos)
            if nt142 * 2 > blen - pos:
                raise _array_too_long(nt142, 'BeginQuorumEpochResponse.Topics._tagged_fields', pos)
            uk143: list[tuple[int, bytes]] | None = None
            for _ in range(nt142):
                tg144, pos = _ruv(buf, pos)
                sz145, pos = _ruv(buf, pos)
                x146 = pos + sz145
                if x146 > blen:
                    raise _bad_length(sz145, 'BeginQuorumEpochResponse.Topics._tagged_fields', pos)
                if uk143 is None:
                    uk143 = []
                uk143.append((tg144, bytes(buf[pos:x146])))
                pos = x146
            t130._unknown_tags = uk143
        ap129(t130)
    o.topics = l128
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt147, pos = _ruv(buf, pos)
        if nt147 * 2 > blen - pos:
            raise _array_too_long(nt147, 'BeginQuorumEpochResponse._tagged_fields', pos)
        uk148: list[tuple[int, bytes]] | None = None
        for _ in range(nt147):
            tg149, pos = _ruv(buf, pos)
            sz150, pos = _ruv(buf, pos)
            x151 = pos + sz150
            if x151 > blen:
                raise _bad_length(sz150, 'BeginQuorumEpochResponse._tagged_fields', pos)
            if tg149 == 0:
                n152 = buf[pos] - 1
                if 0 <= n152 < 127:
                    pos += 1
                else:
                    n152, pos = _read_array_len(buf, pos, True, False, 1, 'BeginQuorumEpochResponse.NodeEndpoints')
                l153: list[BeginQuorumEpochResponse.NodeEndpoint] = []
                ap154 = l153.append
                for _ in range(n152):
                    t155 = _new(_C_BeginQuorumEpochResponse_NodeEndpoint)
                    t155.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n156 = buf[pos] - 1
                    if 0 <= n156 < 127:
                        x157 = pos + 1 + n156
                        if x157 > blen:
                            raise _bad_length(n156, 'BeginQuorumEpochResponse.NodeEndpoints.Host', pos)
                        t155.host = str(buf[pos + 1:x157], 'utf-8')
                        pos = x157
                    else:
                        t155.host, pos = _read_string(buf, pos, True, False, 'BeginQuorumEpochResponse.NodeEndpoints.Host')
                    t155.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t155._unknown_tags = None
                    else:
                        nt158, pos = _ruv(buf, pos)
                        if nt158 * 2 > blen - pos:
                            raise _array_too_long(nt158, 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                        uk159: list[tuple[int, bytes]] | None = None
                        for _ in range(nt158):
                            tg160, pos = _ruv(buf, pos)
                            sz161, pos = _ruv(buf, pos)
                            x162 = pos + sz161
                            if x162 > blen:
                                raise _bad_length(sz161, 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                            if uk159 is None:
                                uk159 = []
                            uk159.append((tg160, bytes(buf[pos:x162])))
                            pos = x162
                        t155._unknown_tags = uk159
                    ap154(t155)
                o.node_endpoints = l153
                if pos != x151:
                    raise _tag_size_mismatch(tg149, 'BeginQuorumEpochResponse.NodeEndpoints', pos)
            else:
                if uk148 is None:
                    uk148 = []
                uk148.append((tg149, bytes(buf[pos:x151])))
                pos = x151
        o._unknown_tags = uk148
    return o, pos


BeginQuorumEpochResponse._ENC = {0: _enc_BeginQuorumEpochResponse_v0, 1: _enc_BeginQuorumEpochResponse_v1}
BeginQuorumEpochResponse._DEC = {0: _dec_BeginQuorumEpochResponse_v0, 1: _dec_BeginQuorumEpochResponse_v1}


_LINES = {
    261: 'BeginQuorumEpochRequest.ClusterId',
    262: 'BeginQuorumEpochRequest.ClusterId',
    263: 'BeginQuorumEpochRequest.ClusterId',
    264: 'BeginQuorumEpochRequest.ClusterId',
    265: 'BeginQuorumEpochRequest.ClusterId',
    266: 'BeginQuorumEpochRequest.ClusterId',
    267: 'BeginQuorumEpochRequest.ClusterId',
    268: 'BeginQuorumEpochRequest.Topics',
    269: 'BeginQuorumEpochRequest.Topics',
    270: 'BeginQuorumEpochRequest.Topics',
    271: 'BeginQuorumEpochRequest.Topics.TopicName',
    272: 'BeginQuorumEpochRequest.Topics.TopicName',
    273: 'BeginQuorumEpochRequest.Topics.TopicName',
    274: 'BeginQuorumEpochRequest.Topics.TopicName',
    275: 'BeginQuorumEpochRequest.Topics.Partitions',
    276: 'BeginQuorumEpochRequest.Topics.Partitions',
    277: 'BeginQuorumEpochRequest.Topics.Partitions',
    278: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex',
    279: 'BeginQuorumEpochRequest.Topics.Partitions.LeaderId,LeaderEpoch',
    286: 'BeginQuorumEpochRequest.ClusterId',
    291: 'BeginQuorumEpochRequest.ClusterId',
    294: 'BeginQuorumEpochRequest.ClusterId',
    295: 'BeginQuorumEpochRequest.Topics',
    300: 'BeginQuorumEpochRequest.Topics.TopicName',
    305: 'BeginQuorumEpochRequest.Topics.TopicName',
    308: 'BeginQuorumEpochRequest.Topics.TopicName',
    309: 'BeginQuorumEpochRequest.Topics.Partitions',
    314: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    332: 'BeginQuorumEpochRequest.ClusterId',
    333: 'BeginQuorumEpochRequest.ClusterId',
    334: 'BeginQuorumEpochRequest.ClusterId',
    335: 'BeginQuorumEpochRequest.ClusterId',
    336: 'BeginQuorumEpochRequest.ClusterId',
    337: 'BeginQuorumEpochRequest.ClusterId',
    338: 'BeginQuorumEpochRequest.ClusterId',
    339: 'BeginQuorumEpochRequest.ClusterId',
    340: 'BeginQuorumEpochRequest.VoterId',
    341: 'BeginQuorumEpochRequest.Topics',
    342: 'BeginQuorumEpochRequest.Topics',
    343: 'BeginQuorumEpochRequest.Topics',
    344: 'BeginQuorumEpochRequest.Topics',
    345: 'BeginQuorumEpochRequest.Topics.TopicName',
    346: 'BeginQuorumEpochRequest.Topics.TopicName',
    347: 'BeginQuorumEpochRequest.Topics.TopicName',
    348: 'BeginQuorumEpochRequest.Topics.TopicName',
    349: 'BeginQuorumEpochRequest.Topics.TopicName',
    350: 'BeginQuorumEpochRequest.Topics.Partitions',
    351: 'BeginQuorumEpochRequest.Topics.Partitions',
    352: 'BeginQuorumEpochRequest.Topics.Partitions',
    353: 'BeginQuorumEpochRequest.Topics.Partitions',
    354: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,VoterDirectoryId,LeaderId,LeaderEpoch',
    355: 'BeginQuorumEpochRequest.Topics.Partitions._unknown_tags',
    356: 'BeginQuorumEpochRequest.Topics.Partitions',
    359: 'BeginQuorumEpochRequest.Topics.Partitions._unknown_tags',
    360: 'BeginQuorumEpochRequest.Topics._unknown_tags',
    361: 'BeginQuorumEpochRequest.Topics',
    364: 'BeginQuorumEpochRequest.Topics._unknown_tags',
    365: 'BeginQuorumEpochRequest.LeaderEndpoints',
    366: 'BeginQuorumEpochRequest.LeaderEndpoints',
    367: 'BeginQuorumEpochRequest.LeaderEndpoints',
    368: 'BeginQuorumEpochRequest.LeaderEndpoints',
    369: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    370: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    371: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    372: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    373: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    374: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    375: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    376: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    377: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    378: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    379: 'BeginQuorumEpochRequest.LeaderEndpoints.Port',
    380: 'BeginQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    381: 'BeginQuorumEpochRequest.LeaderEndpoints',
    384: 'BeginQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    385: 'BeginQuorumEpochRequest._unknown_tags',
    386: 'BeginQuorumEpochRequest',
    389: 'BeginQuorumEpochRequest._unknown_tags',
    396: 'BeginQuorumEpochRequest.ClusterId',
    401: 'BeginQuorumEpochRequest.ClusterId',
    404: 'BeginQuorumEpochRequest.ClusterId',
    405: 'BeginQuorumEpochRequest.VoterId',
    407: 'BeginQuorumEpochRequest.Topics',
    411: 'BeginQuorumEpochRequest.Topics',
    416: 'BeginQuorumEpochRequest.Topics.TopicName',
    421: 'BeginQuorumEpochRequest.Topics.TopicName',
    424: 'BeginQuorumEpochRequest.Topics.TopicName',
    425: 'BeginQuorumEpochRequest.Topics.Partitions',
    429: 'BeginQuorumEpochRequest.Topics.Partitions',
    434: 'BeginQuorumEpochRequest.Topics.Partitions.PartitionIndex,VoterDirectoryId,LeaderId,LeaderEpoch',
    437: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    441: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    446: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    447: 'BeginQuorumEpochRequest.Topics.Partitions._tagged_fields',
    458: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    462: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    467: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    468: 'BeginQuorumEpochRequest.Topics._tagged_fields',
    479: 'BeginQuorumEpochRequest.LeaderEndpoints',
    483: 'BeginQuorumEpochRequest.LeaderEndpoints',
    488: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    493: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    496: 'BeginQuorumEpochRequest.LeaderEndpoints.Name',
    497: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    502: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    505: 'BeginQuorumEpochRequest.LeaderEndpoints.Host',
    506: 'BeginQuorumEpochRequest.LeaderEndpoints.Port',
    508: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    512: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    517: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    518: 'BeginQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    529: 'BeginQuorumEpochRequest._tagged_fields',
    533: 'BeginQuorumEpochRequest._tagged_fields',
    538: 'BeginQuorumEpochRequest._tagged_fields',
    539: 'BeginQuorumEpochRequest._tagged_fields',
    757: 'BeginQuorumEpochResponse.ErrorCode',
    758: 'BeginQuorumEpochResponse.Topics',
    759: 'BeginQuorumEpochResponse.Topics',
    760: 'BeginQuorumEpochResponse.Topics',
    761: 'BeginQuorumEpochResponse.Topics.TopicName',
    762: 'BeginQuorumEpochResponse.Topics.TopicName',
    763: 'BeginQuorumEpochResponse.Topics.TopicName',
    764: 'BeginQuorumEpochResponse.Topics.TopicName',
    765: 'BeginQuorumEpochResponse.Topics.Partitions',
    766: 'BeginQuorumEpochResponse.Topics.Partitions',
    767: 'BeginQuorumEpochResponse.Topics.Partitions',
    768: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    769: 'BeginQuorumEpochResponse.NodeEndpoints',
    777: 'BeginQuorumEpochResponse.ErrorCode',
    779: 'BeginQuorumEpochResponse.Topics',
    784: 'BeginQuorumEpochResponse.Topics.TopicName',
    789: 'BeginQuorumEpochResponse.Topics.TopicName',
    792: 'BeginQuorumEpochResponse.Topics.TopicName',
    793: 'BeginQuorumEpochResponse.Topics.Partitions',
    798: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    814: 'BeginQuorumEpochResponse.ErrorCode',
    815: 'BeginQuorumEpochResponse.Topics',
    816: 'BeginQuorumEpochResponse.Topics',
    817: 'BeginQuorumEpochResponse.Topics',
    818: 'BeginQuorumEpochResponse.Topics',
    819: 'BeginQuorumEpochResponse.Topics.TopicName',
    820: 'BeginQuorumEpochResponse.Topics.TopicName',
    821: 'BeginQuorumEpochResponse.Topics.TopicName',
    822: 'BeginQuorumEpochResponse.Topics.TopicName',
    823: 'BeginQuorumEpochResponse.Topics.TopicName',
    824: 'BeginQuorumEpochResponse.Topics.Partitions',
    825: 'BeginQuorumEpochResponse.Topics.Partitions',
    826: 'BeginQuorumEpochResponse.Topics.Partitions',
    827: 'BeginQuorumEpochResponse.Topics.Partitions',
    828: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    829: 'BeginQuorumEpochResponse.Topics.Partitions._unknown_tags',
    830: 'BeginQuorumEpochResponse.Topics.Partitions',
    833: 'BeginQuorumEpochResponse.Topics.Partitions._unknown_tags',
    834: 'BeginQuorumEpochResponse.Topics._unknown_tags',
    835: 'BeginQuorumEpochResponse.Topics',
    838: 'BeginQuorumEpochResponse.Topics._unknown_tags',
    839: 'BeginQuorumEpochResponse',
    840: 'BeginQuorumEpochResponse.NodeEndpoints',
    841: 'BeginQuorumEpochResponse.NodeEndpoints',
    842: 'BeginQuorumEpochResponse.NodeEndpoints',
    843: 'BeginQuorumEpochResponse.NodeEndpoints',
    844: 'BeginQuorumEpochResponse.NodeEndpoints',
    845: 'BeginQuorumEpochResponse.NodeEndpoints',
    846: 'BeginQuorumEpochResponse.NodeEndpoints.NodeId',
    847: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    848: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    849: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    850: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    851: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    852: 'BeginQuorumEpochResponse.NodeEndpoints.Port',
    853: 'BeginQuorumEpochResponse.NodeEndpoints._unknown_tags',
    854: 'BeginQuorumEpochResponse.NodeEndpoints',
    857: 'BeginQuorumEpochResponse.NodeEndpoints._unknown_tags',
    858: 'BeginQuorumEpochResponse.NodeEndpoints',
    859: 'BeginQuorumEpochResponse._unknown_tags',
    861: 'BeginQuorumEpochResponse._unknown_tags',
    870: 'BeginQuorumEpochResponse.ErrorCode',
    872: 'BeginQuorumEpochResponse.Topics',
    876: 'BeginQuorumEpochResponse.Topics',
    881: 'BeginQuorumEpochResponse.Topics.TopicName',
    886: 'BeginQuorumEpochResponse.Topics.TopicName',
    889: 'BeginQuorumEpochResponse.Topics.TopicName',
    890: 'BeginQuorumEpochResponse.Topics.Partitions',
    894: 'BeginQuorumEpochResponse.Topics.Partitions',
    899: 'BeginQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    901: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    905: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    910: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    911: 'BeginQuorumEpochResponse.Topics.Partitions._tagged_fields',
    922: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    926: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    931: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    932: 'BeginQuorumEpochResponse.Topics._tagged_fields',
    944: 'BeginQuorumEpochResponse._tagged_fields',
    948: 'BeginQuorumEpochResponse._tagged_fields',
    953: 'BeginQuorumEpochResponse._tagged_fields',
    954: 'BeginQuorumEpochResponse._tagged_fields',
    959: 'BeginQuorumEpochResponse.NodeEndpoints',
    963: 'BeginQuorumEpochResponse.NodeEndpoints',
    968: 'BeginQuorumEpochResponse.NodeEndpoints.NodeId',
    970: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    975: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    978: 'BeginQuorumEpochResponse.NodeEndpoints.Host',
    979: 'BeginQuorumEpochResponse.NodeEndpoints.Port',
    981: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    985: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    990: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
    991: 'BeginQuorumEpochResponse.NodeEndpoints._tagged_fields',
}
