# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/EndQuorumEpochRequest.json, schemas/messages/EndQuorumEpochResponse.json.
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

__all__ = ['EndQuorumEpochRequest', 'EndQuorumEpochResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iU = Struct('>i16s')
_S_ihii = Struct('>ihii')
_S_iii = Struct('>iii')


class EndQuorumEpochRequest(_Message):
    """EndQuorumEpochRequest (request): API key 54; versions 0-1; flexible in 1; listeners: controller."""

    __slots__ = ('cluster_id', 'topics', 'leader_endpoints', '_unknown_tags')
    NAME = 'EndQuorumEpochRequest'
    TYPE = 'request'
    API_KEY = 54
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    cluster_id: str | None
    """Cluster id of the sender, or null if unknown.

    `ClusterId` (string): versions 0+; nullable in 0+; default None."""
    topics: list[EndQuorumEpochRequest.TopicData]
    """Topics of the request (the metadata topic).

    `Topics` ([]TopicData): versions 0+; default []."""
    leader_endpoints: list[EndQuorumEpochRequest.LeaderEndpoint]
    """Endpoints of the resigning leader, one per listener.

    `LeaderEndpoints` ([]LeaderEndpoint): versions 1+; default []; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = None,
        topics: list[EndQuorumEpochRequest.TopicData] = _EMPTY,
        leader_endpoints: list[EndQuorumEpochRequest.LeaderEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.topics = [] if topics is _EMPTY else topics
        self.leader_endpoints = [] if leader_endpoints is _EMPTY else leader_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Topics of the request (the metadata topic).

        TopicData (in EndQuorumEpochRequest): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[EndQuorumEpochRequest.PartitionData]
        """Partitions of the topic.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[EndQuorumEpochRequest.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Partitions of the topic.

        PartitionData (in EndQuorumEpochRequest): versions 0+."""

        __slots__ = ('partition_index', 'leader_id', 'leader_epoch', 'preferred_successors', 'preferred_candidates', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        leader_id: int
        """Replica id of the resigning leader.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Epoch that is ending.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        preferred_successors: list[int]
        """Replica ids that should start an election first, best first.

        `PreferredSuccessors` ([]int32): versions 0; default []; ignorable."""
        preferred_candidates: list[EndQuorumEpochRequest.ReplicaInfo]
        """Replicas that should start an election first, best first.

        `PreferredCandidates` ([]ReplicaInfo): versions 1+; default []; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            leader_id: int = 0,
            leader_epoch: int = 0,
            preferred_successors: list[int] = _EMPTY,
            preferred_candidates: list[EndQuorumEpochRequest.ReplicaInfo] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.preferred_successors = [] if preferred_successors is _EMPTY else preferred_successors
            self.preferred_candidates = [] if preferred_candidates is _EMPTY else preferred_candidates
            self._unknown_tags = _unknown_tags

    class ReplicaInfo(_Message):
        """Replicas that should start an election first, best first.

        ReplicaInfo (in EndQuorumEpochRequest): versions 1+."""

        __slots__ = ('candidate_id', 'candidate_directory_id', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.ReplicaInfo'

        candidate_id: int
        """Replica id of the candidate.

        `CandidateId` (int32): versions 1+; default 0."""
        candidate_directory_id: UUID
        """Directory id of the candidate.

        `CandidateDirectoryId` (uuid): versions 1+; default the zero UUID."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            candidate_id: int = 0,
            candidate_directory_id: UUID = _ZERO_UUID,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.candidate_id = candidate_id
            self.candidate_directory_id = candidate_directory_id
            self._unknown_tags = _unknown_tags

    class LeaderEndpoint(_Message):
        """Endpoints of the resigning leader, one per listener.

        LeaderEndpoint (in EndQuorumEpochRequest): versions 1+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'EndQuorumEpochRequest.LeaderEndpoint'

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


_C_EndQuorumEpochRequest_TopicData = EndQuorumEpochRequest.TopicData
_C_EndQuorumEpochRequest_PartitionData = EndQuorumEpochRequest.PartitionData
_C_EndQuorumEpochRequest_ReplicaInfo = EndQuorumEpochRequest.ReplicaInfo
_C_EndQuorumEpochRequest_LeaderEndpoint = EndQuorumEpochRequest.LeaderEndpoint
EndQuorumEpochRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochRequest_TopicData),
    _FI('LeaderEndpoints', 'leader_endpoints', '[]LeaderEndpoint', (1, 32767), (1, 0), (1, 0), None, (), True, _C_EndQuorumEpochRequest_LeaderEndpoint),
)
_C_EndQuorumEpochRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochRequest_PartitionData),
)
_C_EndQuorumEpochRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PreferredSuccessors', 'preferred_successors', '[]int32', (0, 0), (1, 0), (1, 0), None, (), True, None),
    _FI('PreferredCandidates', 'preferred_candidates', '[]ReplicaInfo', (1, 32767), (1, 0), (1, 0), None, (), True, _C_EndQuorumEpochRequest_ReplicaInfo),
)
_C_EndQuorumEpochRequest_ReplicaInfo.FIELDS = (
    _FI('CandidateId', 'candidate_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CandidateDirectoryId', 'candidate_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)
_C_EndQuorumEpochRequest_LeaderEndpoint.FIELDS = (
    _FI('Name', 'name', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_EndQuorumEpochRequest_TopicData = _C_EndQuorumEpochRequest_TopicData()
_DEF_EndQuorumEpochRequest_PartitionData = _C_EndQuorumEpochRequest_PartitionData()
_DEF_EndQuorumEpochRequest_ReplicaInfo = _C_EndQuorumEpochRequest_ReplicaInfo()
_DEF_EndQuorumEpochRequest_LeaderEndpoint = _C_EndQuorumEpochRequest_LeaderEndpoint()

def _mk_EndQuorumEpochRequest_TopicData() -> EndQuorumEpochRequest.TopicData:
    o = _new(_C_EndQuorumEpochRequest_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_EndQuorumEpochRequest_PartitionData() -> EndQuorumEpochRequest.PartitionData:
    o = _new(_C_EndQuorumEpochRequest_PartitionData)
    o.partition_index = 0
    o.leader_id = 0
    o.leader_epoch = 0
    o.preferred_successors = []
    o.preferred_candidates = []
    o._unknown_tags = None
    return o

def _mk_EndQuorumEpochRequest_ReplicaInfo() -> EndQuorumEpochRequest.ReplicaInfo:
    o = _new(_C_EndQuorumEpochRequest_ReplicaInfo)
    o.candidate_id = 0
    o.candidate_directory_id = _ZERO_UUID
    o._unknown_tags = None
    return o

def _mk_EndQuorumEpochRequest_LeaderEndpoint() -> EndQuorumEpochRequest.LeaderEndpoint:
    o = _new(_C_EndQuorumEpochRequest_LeaderEndpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_EndQuorumEpochRequest_v0(o: EndQuorumEpochRequest) -> bytes:
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
            a(_S_iii.pack(e10.partition_index, e10.leader_id, e10.leader_epoch))
            l11 = e10.preferred_successors
            n12 = len(l11)
            if n12 < 64:
                a(_LA_i[n12].pack(n12, *l11))
            else:
                a(_encode_array('i', l11, False))
    return b''.join(parts)


def _dec_EndQuorumEpochRequest_v0(buf: _Buffer, pos: int) -> tuple[EndQuorumEpochRequest, int]:
    blen = len(buf)
    o = _new(EndQuorumEpochRequest)
    n13, = _S_h.unpack_from(buf, pos)
    if n13 >= 0:
        x14 = pos + 2 + n13
        if x14 > blen:
            raise _bad_length(n13, 'EndQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x14], 'utf-8')
        pos = x14
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'EndQuorumEpochRequest.ClusterId')
    n15, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochRequest.Topics')
    l16: list[EndQuorumEpochRequest.TopicData] = []
    ap17 = l16.append
    for _ in range(n15):
        t18 = _new(_C_EndQuorumEpochRequest_TopicData)
        n19, = _S_h.unpack_from(buf, pos)
        if n19 >= 0:
            x20 = pos + 2 + n19
            if x20 > blen:
                raise _bad_length(n19, 'EndQuorumEpochRequest.Topics.TopicName', pos)
            t18.topic_name = str(buf[pos + 2:x20], 'utf-8')
            pos = x20
        else:
            t18.topic_name, pos = _read_string(buf, pos, False, False, 'EndQuorumEpochRequest.Topics.TopicName')
        n21, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochRequest.Topics.Partitions')
        l22: list[EndQuorumEpochRequest.PartitionData] = []
        ap23 = l22.append
        for _ in range(n21):
            t24 = _new(_C_EndQuorumEpochRequest_PartitionData)
            t24.partition_index, t24.leader_id, t24.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            n25, = _S_i.unpack_from(buf, pos)
            if 0 <= n25 < 64:
                t24.preferred_successors = list(_A_i[n25].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n25
            else:
                t24.preferred_successors, pos = _read_fixed_array(buf, pos, 'i', False, False, 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors')
            t24.preferred_candidates = []
            t24._unknown_tags = None
            ap23(t24)
        t18.partitions = l22
        t18._unknown_tags = None
        ap17(t18)
    o.topics = l16
    o.leader_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_EndQuorumEpochRequest_v1(o: EndQuorumEpochRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s26 = o.cluster_id
    if s26 is None:
        a(_H0)
    else:
        b27 = s26.encode()
        n28 = len(b27) + 1
        a(_UV[n28] if n28 < 128 else _uv(n28))
        a(b27)
    l29 = o.topics
    n30 = len(l29) + 1
    a(_UV[n30] if n30 < 128 else _uv(n30))
    for e31 in l29:
        s32 = e31.topic_name
        b33 = s32.encode()
        n34 = len(b33) + 1
        a(_UV[n34] if n34 < 128 else _uv(n34))
        a(b33)
        l35 = e31.partitions
        n36 = len(l35) + 1
        a(_UV[n36] if n36 < 128 else _uv(n36))
        for e37 in l35:
            a(_S_iii.pack(e37.partition_index, e37.leader_id, e37.leader_epoch))
            l38 = e37.preferred_candidates
            n39 = len(l38) + 1
            a(_UV[n39] if n39 < 128 else _uv(n39))
            for e40 in l38:
                a(_S_iU.pack(e40.candidate_id, e40.candidate_directory_id.bytes))
                u41 = e40._unknown_tags
                if u41 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u41)
            u42 = e37._unknown_tags
            if u42 is None:
                a(_H0)
            else:
                _write_tags(a, None, u42)
        u43 = e31._unknown_tags
        if u43 is None:
            a(_H0)
        else:
            _write_tags(a, None, u43)
    l44 = o.leader_endpoints
    n45 = len(l44) + 1
    a(_UV[n45] if n45 < 128 else _uv(n45))
    for e46 in l44:
        s47 = e46.name
        b48 = s47.encode()
        n49 = len(b48) + 1
        a(_UV[n49] if n49 < 128 else _uv(n49))
        a(b48)
        s50 = e46.host
        b51 = s50.encode()
        n52 = len(b51) + 1
        a(_UV[n52] if n52 < 128 else _uv(n52))
        a(b51)
        a(_S_H.pack(e46.port))
        u53 = e46._unknown_tags
        if u53 is None:
            a(_H0)
        else:
            _write_tags(a, None, u53)
    u54 = o._unknown_tags
    if u54 is None:
        a(_H0)
    else:
        _write_tags(a, None, u54)
    return b''.join(parts)


def _dec_EndQuorumEpochRequest_v1(buf: _Buffer, pos: int) -> tuple[EndQuorumEpochRequest, int]:
    blen = len(buf)
    o = _new(EndQuorumEpochRequest)
    n55 = buf[pos] - 1
    if 0 <= n55 < 127:
        x56 = pos + 1 + n55
        if x56 > blen:
            raise _bad_length(n55, 'EndQuorumEpochRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x56], 'utf-8')
        pos = x56
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'EndQuorumEpochRequest.ClusterId')
    n57 = buf[pos] - 1
    if 0 <= n57 < 127:
        pos += 1
    else:
        n57, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.Topics')
    l58: list[EndQuorumEpochRequest.TopicData] = []
    ap59 = l58.append
    for _ in range(n57):
        t60 = _new(_C_EndQuorumEpochRequest_TopicData)
        n61 = buf[pos] - 1
        if 0 <= n61 < 127:
            x62 = pos + 1 + n61
            if x62 > blen:
                raise _bad_length(n61, 'EndQuorumEpochRequest.Topics.TopicName', pos)
            t60.topic_name = str(buf[pos + 1:x62], 'utf-8')
            pos = x62
        else:
            t60.topic_name, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochRequest.Topics.TopicName')
        n63 = buf[pos] - 1
        if 0 <= n63 < 127:
            pos += 1
        else:
            n63, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.Topics.Partitions')
        l64: list[EndQuorumEpochRequest.PartitionData] = []
        ap65 = l64.append
        for _ in range(n63):
            t66 = _new(_C_EndQuorumEpochRequest_PartitionData)
            t66.partition_index, t66.leader_id, t66.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            n67 = buf[pos] - 1
            if 0 <= n67 < 127:
                pos += 1
            else:
                n67, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates')
            l68: list[EndQuorumEpochRequest.ReplicaInfo] = []
            ap69 = l68.append
            for _ in range(n67):
                t70 = _new(_C_EndQuorumEpochRequest_ReplicaInfo)
                t70.candidate_id, u71 = _S_iU.unpack_from(buf, pos)
                pos += 20
                t70.candidate_directory_id = _uuid_from(u71)
                if buf[pos] == 0:
                    pos += 1
                    t70._unknown_tags = None
                else:
                    nt72, pos = _ruv(buf, pos)
                    if nt72 * 2 > blen - pos:
                        raise _array_too_long(nt72, 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields', pos)
                    uk73: list[tuple[int, bytes]] | None = None
                    for _ in range(nt72):
                        tg74, pos = _ruv(buf, pos)
                        sz75, pos = _ruv(buf, pos)
                        x76 = pos + sz75
                        if x76 > blen:
                            raise _bad_length(sz75, 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields', pos)
                        if uk73 is None:
                            uk73 = []
                        uk73.append((tg74, bytes(buf[pos:x76])))
                        pos = x76
                    t70._unknown_tags = uk73
                ap69(t70)
            t66.preferred_candidates = l68
            t66.preferred_successors = []
            if buf[pos] == 0:
                pos += 1
                t66._unknown_tags = None
            else:
                nt77, pos = _ruv(buf, pos)
                if nt77 * 2 > blen - pos:
                    raise _array_too_long(nt77, 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                uk78: list[tuple[int, bytes]] | None = None
                for _ in range(nt77):
                    tg79, pos = _ruv(buf, pos)
                    sz80, pos = _ruv(buf, pos)
                    x81 = pos + sz80
                    if x81 > blen:
                        raise _bad_length(sz80, 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields', pos)
                    if uk78 is None:
                        uk78 = []
                    uk78.append((tg79, bytes(buf[pos:x81])))
                    pos = x81
                t66._unknown_tags = uk78
            ap65(t66)
        t60.partitions = l64
        if buf[pos] == 0:
            pos += 1
            t60._unknown_tags = None
        else:
            nt82, pos = _ruv(buf, pos)
            if nt82 * 2 > blen - pos:
                raise _array_too_long(nt82, 'EndQuorumEpochRequest.Topics._tagged_fields', pos)
            uk83: list[tuple[int, bytes]] | None = None
            for _ in range(nt82):
                tg84, pos = _ruv(buf, pos)
                sz85, pos = _ruv(buf, pos)
                x86 = pos + sz85
                if x86 > blen:
                    raise _bad_length(sz85, 'EndQuorumEpochRequest.Topics._tagged_fields', pos)
                if uk83 is None:
                    uk83 = []
                uk83.append((tg84, bytes(buf[pos:x86])))
                pos = x86
            t60._unknown_tags = uk83
        ap59(t60)
    o.topics = l58
    n87 = buf[pos] - 1
    if 0 <= n87 < 127:
        pos += 1
    else:
        n87, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochRequest.LeaderEndpoints')
    l88: list[EndQuorumEpochRequest.LeaderEndpoint] = []
    ap89 = l88.append
    for _ in range(n87):
        t90 = _new(_C_EndQuorumEpochRequest_LeaderEndpoint)
        n91 = buf[pos] - 1
        if 0 <= n91 < 127:
            x92 = pos + 1 + n91
            if x92 > blen:
                raise _bad_length(n91, 'EndQuorumEpochRequest.LeaderEndpoints.Name', pos)
            t90.name = str(buf[pos + 1:x92], 'utf-8')
            pos = x92
        else:
            t90.name, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochRequest.LeaderEndpoints.Name')
        n93 = buf[pos] - 1
        if 0 <= n93 < 127:
            x94 = pos + 1 + n93
            if x94 > blen:
                raise _bad_length(n93, 'EndQuorumEpochRequest.LeaderEndpoints.Host', pos)
            t90.host = str(buf[pos + 1:x94], 'utf-8')
            pos = x94
        else:
            t90.host, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochRequest.LeaderEndpoints.Host')
        t90.port, = _S_H.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t90._unknown_tags = None
        else:
            nt95, pos = _ruv(buf, pos)
            if nt95 * 2 > blen - pos:
                raise _array_too_long(nt95, 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
            uk96: list[tuple[int, bytes]] | None = None
            for _ in range(nt95):
                tg97, pos = _ruv(buf, pos)
                sz98, pos = _ruv(buf, pos)
                x99 = pos + sz98
                if x99 > blen:
                    raise _bad_length(sz98, 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields', pos)
                if uk96 is None:
                    uk96 = []
                uk96.append((tg97, bytes(buf[pos:x99])))
                pos = x99
            t90._unknown_tags = uk96
        ap89(t90)
    o.leader_endpoints = l88
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt100, pos = _ruv(buf, pos)
        if nt100 * 2 > blen - pos:
            raise _array_too_long(nt100, 'EndQuorumEpochRequest._tagged_fields', pos)
        uk101: list[tuple[int, bytes]] | None = None
        for _ in range(nt100):
            tg102, pos = _ruv(buf, pos)
            sz103, pos = _ruv(buf, pos)
            x104 = pos + sz103
            if x104 > blen:
                raise _bad_length(sz103, 'EndQuorumEpochRequest._tagged_fields', pos)
            if uk101 is None:
                uk101 = []
            uk101.append((tg102, bytes(buf[pos:x104])))
            pos = x104
        o._unknown_tags = uk101
    return o, pos


EndQuorumEpochRequest._ENC = {0: _enc_EndQuorumEpochRequest_v0, 1: _enc_EndQuorumEpochRequest_v1}
EndQuorumEpochRequest._DEC = {0: _dec_EndQuorumEpochRequest_v0, 1: _dec_EndQuorumEpochRequest_v1}


class EndQuorumEpochResponse(_Message):
    """EndQuorumEpochResponse (response): API key 54; versions 0-1; flexible in 1."""

    __slots__ = ('error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'EndQuorumEpochResponse'
    TYPE = 'response'
    API_KEY = 54
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    error_code: int
    """Request-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    topics: list[EndQuorumEpochResponse.TopicData]
    """Per-topic results.

    `Topics` ([]TopicData): versions 0+; default []."""
    node_endpoints: list[EndQuorumEpochResponse.NodeEndpoint]
    """Endpoints of the leaders named in the partition results.

    `NodeEndpoints` ([]NodeEndpoint): versions 1+; tagged (tag 0) in 1+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        topics: list[EndQuorumEpochResponse.TopicData] = _EMPTY,
        node_endpoints: list[EndQuorumEpochResponse.NodeEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Per-topic results.

        TopicData (in EndQuorumEpochResponse): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'EndQuorumEpochResponse.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[EndQuorumEpochResponse.PartitionData]
        """Per-partition results.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[EndQuorumEpochResponse.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Per-partition results.

        PartitionData (in EndQuorumEpochResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'EndQuorumEpochResponse.PartitionData'

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

        NodeEndpoint (in EndQuorumEpochResponse): versions 1+."""

        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'EndQuorumEpochResponse.NodeEndpoint'

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


_C_EndQuorumEpochResponse_TopicData = EndQuorumEpochResponse.TopicData
_C_EndQuorumEpochResponse_PartitionData = EndQuorumEpochResponse.PartitionData
_C_EndQuorumEpochResponse_NodeEndpoint = EndQuorumEpochResponse.NodeEndpoint
EndQuorumEpochResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochResponse_TopicData),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (1, 32767), (1, 0), (1, 32767), 0, (), False, _C_EndQuorumEpochResponse_NodeEndpoint),
)
_C_EndQuorumEpochResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_EndQuorumEpochResponse_PartitionData),
)
_C_EndQuorumEpochResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_EndQuorumEpochResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_EndQuorumEpochResponse_TopicData = _C_EndQuorumEpochResponse_TopicData()
_DEF_EndQuorumEpochResponse_PartitionData = _C_EndQuorumEpochResponse_PartitionData()
_DEF_EndQuorumEpochResponse_NodeEndpoint = _C_EndQuorumEpochResponse_NodeEndpoint()

def _mk_EndQuorumEpochResponse_TopicData() -> EndQuorumEpochResponse.TopicData:
    o = _new(_C_EndQuorumEpochResponse_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_EndQuorumEpochResponse_PartitionData() -> EndQuorumEpochResponse.PartitionData:
    o = _new(_C_EndQuorumEpochResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.leader_id = 0
    o.leader_epoch = 0
    o._unknown_tags = None
    return o

def _mk_EndQuorumEpochResponse_NodeEndpoint() -> EndQuorumEpochResponse.NodeEndpoint:
    o = _new(_C_EndQuorumEpochResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_EndQuorumEpochResponse_v0(o: EndQuorumEpochResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l105 = o.topics
    a(_S_i.pack(len(l105)))
    for e106 in l105:
        s107 = e106.topic_name
        b108 = s107.encode()
        a(_S_h.pack(len(b108)))
        a(b108)
        l110 = e106.partitions
        a(_S_i.pack(len(l110)))
        for e111 in l110:
            a(_S_ihii.pack(e111.partition_index, e111.error_code, e111.leader_id, e111.leader_epoch))
    if o.node_endpoints:
        raise _unsupported_field('EndQuorumEpochResponse', 'NodeEndpoints', 0)
    return b''.join(parts)


def _dec_EndQuorumEpochResponse_v0(buf: _Buffer, pos: int) -> tuple[EndQuorumEpochResponse, int]:
    blen = len(buf)
    o = _new(EndQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n112, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochResponse.Topics')
    l113: list[EndQuorumEpochResponse.TopicData] = []
    ap114 = l113.append
    for _ in range(n112):
        t115 = _new(_C_EndQuorumEpochResponse_TopicData)
        n116, = _S_h.unpack_from(buf, pos)
        if n116 >= 0:
            x117 = pos + 2 + n116
            if x117 > blen:
                raise _bad_length(n116, 'EndQuorumEpochResponse.Topics.TopicName', pos)
            t115.topic_name = str(buf[pos + 2:x117], 'utf-8')
            pos = x117
        else:
            t115.topic_name, pos = _read_string(buf, pos, False, False, 'EndQuorumEpochResponse.Topics.TopicName')
        n118, pos = _read_array_len(buf, pos, False, False, 1, 'EndQuorumEpochResponse.Topics.Partitions')
        l119: list[EndQuorumEpochResponse.PartitionData] = []
        ap120 = l119.append
        for _ in range(n118):
            t121 = _new(_C_EndQuorumEpochResponse_PartitionData)
            t121.partition_index, t121.error_code, t121.leader_id, t121.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            t121._unknown_tags = None
            ap120(t121)
        t115.partitions = l119
        t115._unknown_tags = None
        ap114(t115)
    o.topics = l113
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_EndQuorumEpochResponse_v1(o: EndQuorumEpochResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l122 = o.topics
    n123 = len(l122) + 1
    a(_UV[n123] if n123 < 128 else _uv(n123))
    for e124 in l122:
        s125 = e124.topic_name
        b126 = s125.encode()
        n127 = len(b126) + 1
        a(_UV[n127] if n127 < 128 else _uv(n127))
        a(b126)
        l128 = e124.partitions
        n129 = len(l128) + 1
        a(_UV[n129] if n129 < 128 else _uv(n129))
        for e130 in l128:
            a(_S_ihii.pack(e130.partition_index, e130.error_code, e130.leader_id, e130.leader_epoch))
            u131 = e130._unknown_tags
            if u131 is None:
                a(_H0)
            else:
                _write_tags(a, None, u131)
        u132 = e124._unknown_tags
        if u132 is None:
            a(_H0)
        else:
            _write_tags(a, None, u132)
    k133: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p134: list[bytes] = []
        l135 = o.node_endpoints
        n136 = len(l135) + 1
        p134.append(_UV[n136] if n136 < 128 else _uv(n136))
        for e137 in l135:
            p134.append(_S_i.pack(e137.node_id))
            s138 = e137.host
            b139 = s138.encode()
            n140 = len(b139) + 1
            p134.append(_UV[n140] if n140 < 128 else _uv(n140))
            p134.append(b139)
            p134.append(_S_H.pack(e137.port))
            u141 = e137._unknown_tags
            if u141 is None:
                p134.append(_H0)
            else:
                _write_tags(p134.append, None, u141)
        k133.append((0, b''.join(p134)))
    u142 = o._unknown_tags
    if k133 or u142 is not None:
        _write_tags(a, k133, u142)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_EndQuorumEpochResponse_v1(buf: _Buffer, pos: int) -> tuple[EndQuorumEpochResponse, int]:
    blen = len(buf)
    o = _new(EndQuorumEpochResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n143 = buf[pos] - 1
    if 0 <= n143 < 127:
        pos += 1
    else:
        n143, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochResponse.Topics')
    l144: list[EndQuorumEpochResponse.TopicData] = []
    ap145 = l144.append
    for _ in range(n143):
        t146 = _new(_C_EndQuorumEpochResponse_TopicData)
        n147 = buf[pos] - 1
        if 0 <= n147 < 127:
            x148 = pos + 1 + n147
            if x148 > blen:
                raise _bad_length(n147, 'EndQuorumEpochResponse.Topics.TopicName', pos)
            t146.topic_name = str(buf[pos + 1:x148], 'utf-8')
            pos = x148
        else:
            t146.topic_name, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochResponse.Topics.TopicName')
        n149 = buf[pos] - 1
        if 0 <= n149 < 127:
            pos += 1
        else:
            n149, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochResponse.Topics.Partitions')
        l150: list[EndQuorumEpochResponse.PartitionData] = []
        ap151 = l150.append
        for _ in range(n149):
            t152 = _new(_C_EndQuorumEpochResponse_PartitionData)
            t152.partition_index, t152.error_code, t152.leader_id, t152.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            if buf[pos] == 0:
                pos += 1
                t152._unknown_tags = None
            else:
                nt153, pos = _ruv(buf, pos)
                if nt153 * 2 > blen - pos:
                    raise _array_too_long(nt153, 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
                uk154: list[tuple[int, bytes]] | None = None
                for _ in range(nt153):
                    tg155, pos = _ruv(buf, pos)
                    sz156, pos = _ruv(buf, pos)
                    x157 = pos + sz156
                    if x157 > blen:
                        raise _bad_length(sz156, 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields', pos)
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
                raise _array_too_long(nt158, 'EndQuorumEpochResponse.Topics._tagged_fields', pos)
            uk159: list[tuple[int, bytes]] | None = None
            for _ in range(nt158):
                tg160, pos = _ruv(buf, pos)
                sz161, pos = _ruv(buf, pos)
                x162 = pos + sz161
                if x162 > blen:
                    raise _bad_length(sz161, 'EndQuorumEpochResponse.Topics._tagged_fields', pos)
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
            raise _array_too_long(nt163, 'EndQuorumEpochResponse._tagged_fields', pos)
        uk164: list[tuple[int, bytes]] | None = None
        for _ in range(nt163):
            tg165, pos = _ruv(buf, pos)
            sz166, pos = _ruv(buf, pos)
            x167 = pos + sz166
            if x167 > blen:
                raise _bad_length(sz166, 'EndQuorumEpochResponse._tagged_fields', pos)
            if tg165 == 0:
                n168 = buf[pos] - 1
                if 0 <= n168 < 127:
                    pos += 1
                else:
                    n168, pos = _read_array_len(buf, pos, True, False, 1, 'EndQuorumEpochResponse.NodeEndpoints')
                l169: list[EndQuorumEpochResponse.NodeEndpoint] = []
                ap170 = l169.append
                for _ in range(n168):
                    t171 = _new(_C_EndQuorumEpochResponse_NodeEndpoint)
                    t171.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n172 = buf[pos] - 1
                    if 0 <= n172 < 127:
                        x173 = pos + 1 + n172
                        if x173 > blen:
                            raise _bad_length(n172, 'EndQuorumEpochResponse.NodeEndpoints.Host', pos)
                        t171.host = str(buf[pos + 1:x173], 'utf-8')
                        pos = x173
                    else:
                        t171.host, pos = _read_string(buf, pos, True, False, 'EndQuorumEpochResponse.NodeEndpoints.Host')
                    t171.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t171._unknown_tags = None
                    else:
                        nt174, pos = _ruv(buf, pos)
                        if nt174 * 2 > blen - pos:
                            raise _array_too_long(nt174, 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                        uk175: list[tuple[int, bytes]] | None = None
                        for _ in range(nt174):
                            tg176, pos = _ruv(buf, pos)
                            sz177, pos = _ruv(buf, pos)
                            x178 = pos + sz177
                            if x178 > blen:
                                raise _bad_length(sz177, 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields', pos)
                            if uk175 is None:
                                uk175 = []
                            uk175.append((tg176, bytes(buf[pos:x178])))
                            pos = x178
                        t171._unknown_tags = uk175
                    ap170(t171)
                o.node_endpoints = l169
                if pos != x167:
                    raise _tag_size_mismatch(tg165, 'EndQuorumEpochResponse.NodeEndpoints', pos)
            else:
                if uk164 is None:
                    uk164 = []
                uk164.append((tg165, bytes(buf[pos:x167])))
                pos = x167
        o._unknown_tags = uk164
    return o, pos


EndQuorumEpochResponse._ENC = {0: _enc_EndQuorumEpochResponse_v0, 1: _enc_EndQuorumEpochResponse_v1}
EndQuorumEpochResponse._DEC = {0: _dec_EndQuorumEpochResponse_v0, 1: _dec_EndQuorumEpochResponse_v1}


_LINES = {
    307: 'EndQuorumEpochRequest.ClusterId',
    308: 'EndQuorumEpochRequest.ClusterId',
    309: 'EndQuorumEpochRequest.ClusterId',
    310: 'EndQuorumEpochRequest.ClusterId',
    311: 'EndQuorumEpochRequest.ClusterId',
    312: 'EndQuorumEpochRequest.ClusterId',
    313: 'EndQuorumEpochRequest.ClusterId',
    314: 'EndQuorumEpochRequest.Topics',
    315: 'EndQuorumEpochRequest.Topics',
    316: 'EndQuorumEpochRequest.Topics',
    317: 'EndQuorumEpochRequest.Topics.TopicName',
    318: 'EndQuorumEpochRequest.Topics.TopicName',
    319: 'EndQuorumEpochRequest.Topics.TopicName',
    320: 'EndQuorumEpochRequest.Topics.TopicName',
    321: 'EndQuorumEpochRequest.Topics.Partitions',
    322: 'EndQuorumEpochRequest.Topics.Partitions',
    323: 'EndQuorumEpochRequest.Topics.Partitions',
    324: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    325: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    326: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    328: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    330: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    337: 'EndQuorumEpochRequest.ClusterId',
    342: 'EndQuorumEpochRequest.ClusterId',
    345: 'EndQuorumEpochRequest.ClusterId',
    346: 'EndQuorumEpochRequest.Topics',
    351: 'EndQuorumEpochRequest.Topics.TopicName',
    356: 'EndQuorumEpochRequest.Topics.TopicName',
    359: 'EndQuorumEpochRequest.Topics.TopicName',
    360: 'EndQuorumEpochRequest.Topics.Partitions',
    365: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    367: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    369: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    372: 'EndQuorumEpochRequest.Topics.Partitions.PreferredSuccessors',
    388: 'EndQuorumEpochRequest.ClusterId',
    389: 'EndQuorumEpochRequest.ClusterId',
    390: 'EndQuorumEpochRequest.ClusterId',
    391: 'EndQuorumEpochRequest.ClusterId',
    392: 'EndQuorumEpochRequest.ClusterId',
    393: 'EndQuorumEpochRequest.ClusterId',
    394: 'EndQuorumEpochRequest.ClusterId',
    395: 'EndQuorumEpochRequest.ClusterId',
    396: 'EndQuorumEpochRequest.Topics',
    397: 'EndQuorumEpochRequest.Topics',
    398: 'EndQuorumEpochRequest.Topics',
    399: 'EndQuorumEpochRequest.Topics',
    400: 'EndQuorumEpochRequest.Topics.TopicName',
    401: 'EndQuorumEpochRequest.Topics.TopicName',
    402: 'EndQuorumEpochRequest.Topics.TopicName',
    403: 'EndQuorumEpochRequest.Topics.TopicName',
    404: 'EndQuorumEpochRequest.Topics.TopicName',
    405: 'EndQuorumEpochRequest.Topics.Partitions',
    406: 'EndQuorumEpochRequest.Topics.Partitions',
    407: 'EndQuorumEpochRequest.Topics.Partitions',
    408: 'EndQuorumEpochRequest.Topics.Partitions',
    409: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    410: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    411: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    412: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    413: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    414: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates.CandidateId,CandidateDirectoryId',
    415: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._unknown_tags',
    416: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    419: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._unknown_tags',
    420: 'EndQuorumEpochRequest.Topics.Partitions._unknown_tags',
    421: 'EndQuorumEpochRequest.Topics.Partitions',
    424: 'EndQuorumEpochRequest.Topics.Partitions._unknown_tags',
    425: 'EndQuorumEpochRequest.Topics._unknown_tags',
    426: 'EndQuorumEpochRequest.Topics',
    429: 'EndQuorumEpochRequest.Topics._unknown_tags',
    430: 'EndQuorumEpochRequest.LeaderEndpoints',
    431: 'EndQuorumEpochRequest.LeaderEndpoints',
    432: 'EndQuorumEpochRequest.LeaderEndpoints',
    433: 'EndQuorumEpochRequest.LeaderEndpoints',
    434: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    435: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    436: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    437: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    438: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    439: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    440: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    441: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    442: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    443: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    444: 'EndQuorumEpochRequest.LeaderEndpoints.Port',
    445: 'EndQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    446: 'EndQuorumEpochRequest.LeaderEndpoints',
    449: 'EndQuorumEpochRequest.LeaderEndpoints._unknown_tags',
    450: 'EndQuorumEpochRequest._unknown_tags',
    451: 'EndQuorumEpochRequest',
    454: 'EndQuorumEpochRequest._unknown_tags',
    461: 'EndQuorumEpochRequest.ClusterId',
    466: 'EndQuorumEpochRequest.ClusterId',
    469: 'EndQuorumEpochRequest.ClusterId',
    470: 'EndQuorumEpochRequest.Topics',
    474: 'EndQuorumEpochRequest.Topics',
    479: 'EndQuorumEpochRequest.Topics.TopicName',
    484: 'EndQuorumEpochRequest.Topics.TopicName',
    487: 'EndQuorumEpochRequest.Topics.TopicName',
    488: 'EndQuorumEpochRequest.Topics.Partitions',
    492: 'EndQuorumEpochRequest.Topics.Partitions',
    497: 'EndQuorumEpochRequest.Topics.Partitions.PartitionIndex,LeaderId,LeaderEpoch',
    499: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    503: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates',
    508: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates.CandidateId,CandidateDirectoryId',
    511: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    515: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    520: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    521: 'EndQuorumEpochRequest.Topics.Partitions.PreferredCandidates._tagged_fields',
    533: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    537: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    542: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    543: 'EndQuorumEpochRequest.Topics.Partitions._tagged_fields',
    554: 'EndQuorumEpochRequest.Topics._tagged_fields',
    558: 'EndQuorumEpochRequest.Topics._tagged_fields',
    563: 'EndQuorumEpochRequest.Topics._tagged_fields',
    564: 'EndQuorumEpochRequest.Topics._tagged_fields',
    575: 'EndQuorumEpochRequest.LeaderEndpoints',
    579: 'EndQuorumEpochRequest.LeaderEndpoints',
    584: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    589: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    592: 'EndQuorumEpochRequest.LeaderEndpoints.Name',
    593: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    598: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    601: 'EndQuorumEpochRequest.LeaderEndpoints.Host',
    602: 'EndQuorumEpochRequest.LeaderEndpoints.Port',
    604: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    608: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    613: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    614: 'EndQuorumEpochRequest.LeaderEndpoints._tagged_fields',
    625: 'EndQuorumEpochRequest._tagged_fields',
    629: 'EndQuorumEpochRequest._tagged_fields',
    634: 'EndQuorumEpochRequest._tagged_fields',
    635: 'EndQuorumEpochRequest._tagged_fields',
    853: 'EndQuorumEpochResponse.ErrorCode',
    854: 'EndQuorumEpochResponse.Topics',
    855: 'EndQuorumEpochResponse.Topics',
    856: 'EndQuorumEpochResponse.Topics',
    857: 'EndQuorumEpochResponse.Topics.TopicName',
    858: 'EndQuorumEpochResponse.Topics.TopicName',
    859: 'EndQuorumEpochResponse.Topics.TopicName',
    860: 'EndQuorumEpochResponse.Topics.TopicName',
    861: 'EndQuorumEpochResponse.Topics.Partitions',
    862: 'EndQuorumEpochResponse.Topics.Partitions',
    863: 'EndQuorumEpochResponse.Topics.Partitions',
    864: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    865: 'EndQuorumEpochResponse.NodeEndpoints',
    873: 'EndQuorumEpochResponse.ErrorCode',
    875: 'EndQuorumEpochResponse.Topics',
    880: 'EndQuorumEpochResponse.Topics.TopicName',
    885: 'EndQuorumEpochResponse.Topics.TopicName',
    888: 'EndQuorumEpochResponse.Topics.TopicName',
    889: 'EndQuorumEpochResponse.Topics.Partitions',
    894: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    910: 'EndQuorumEpochResponse.ErrorCode',
    911: 'EndQuorumEpochResponse.Topics',
    912: 'EndQuorumEpochResponse.Topics',
    913: 'EndQuorumEpochResponse.Topics',
    914: 'EndQuorumEpochResponse.Topics',
    915: 'EndQuorumEpochResponse.Topics.TopicName',
    916: 'EndQuorumEpochResponse.Topics.TopicName',
    917: 'EndQuorumEpochResponse.Topics.TopicName',
    918: 'EndQuorumEpochResponse.Topics.TopicName',
    919: 'EndQuorumEpochResponse.Topics.TopicName',
    920: 'EndQuorumEpochResponse.Topics.Partitions',
    921: 'EndQuorumEpochResponse.Topics.Partitions',
    922: 'EndQuorumEpochResponse.Topics.Partitions',
    923: 'EndQuorumEpochResponse.Topics.Partitions',
    924: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    925: 'EndQuorumEpochResponse.Topics.Partitions._unknown_tags',
    926: 'EndQuorumEpochResponse.Topics.Partitions',
    929: 'EndQuorumEpochResponse.Topics.Partitions._unknown_tags',
    930: 'EndQuorumEpochResponse.Topics._unknown_tags',
    931: 'EndQuorumEpochResponse.Topics',
    934: 'EndQuorumEpochResponse.Topics._unknown_tags',
    935: 'EndQuorumEpochResponse',
    936: 'EndQuorumEpochResponse.NodeEndpoints',
    937: 'EndQuorumEpochResponse.NodeEndpoints',
    938: 'EndQuorumEpochResponse.NodeEndpoints',
    939: 'EndQuorumEpochResponse.NodeEndpoints',
    940: 'EndQuorumEpochResponse.NodeEndpoints',
    941: 'EndQuorumEpochResponse.NodeEndpoints',
    942: 'EndQuorumEpochResponse.NodeEndpoints.NodeId',
    943: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    944: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    945: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    946: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    947: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    948: 'EndQuorumEpochResponse.NodeEndpoints.Port',
    949: 'EndQuorumEpochResponse.NodeEndpoints._unknown_tags',
    950: 'EndQuorumEpochResponse.NodeEndpoints',
    953: 'EndQuorumEpochResponse.NodeEndpoints._unknown_tags',
    954: 'EndQuorumEpochResponse.NodeEndpoints',
    955: 'EndQuorumEpochResponse._unknown_tags',
    957: 'EndQuorumEpochResponse._unknown_tags',
    966: 'EndQuorumEpochResponse.ErrorCode',
    968: 'EndQuorumEpochResponse.Topics',
    972: 'EndQuorumEpochResponse.Topics',
    977: 'EndQuorumEpochResponse.Topics.TopicName',
    982: 'EndQuorumEpochResponse.Topics.TopicName',
    985: 'EndQuorumEpochResponse.Topics.TopicName',
    986: 'EndQuorumEpochResponse.Topics.Partitions',
    990: 'EndQuorumEpochResponse.Topics.Partitions',
    995: 'EndQuorumEpochResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    997: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    1001: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    1006: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    1007: 'EndQuorumEpochResponse.Topics.Partitions._tagged_fields',
    1018: 'EndQuorumEpochResponse.Topics._tagged_fields',
    1022: 'EndQuorumEpochResponse.Topics._tagged_fields',
    1027: 'EndQuorumEpochResponse.Topics._tagged_fields',
    1028: 'EndQuorumEpochResponse.Topics._tagged_fields',
    1040: 'EndQuorumEpochResponse._tagged_fields',
    1044: 'EndQuorumEpochResponse._tagged_fields',
    1049: 'EndQuorumEpochResponse._tagged_fields',
    1050: 'EndQuorumEpochResponse._tagged_fields',
    1055: 'EndQuorumEpochResponse.NodeEndpoints',
    1059: 'EndQuorumEpochResponse.NodeEndpoints',
    1064: 'EndQuorumEpochResponse.NodeEndpoints.NodeId',
    1066: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    1071: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    1074: 'EndQuorumEpochResponse.NodeEndpoints.Host',
    1075: 'EndQuorumEpochResponse.NodeEndpoints.Port',
    1077: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
    1081: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
    1086: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
    1087: 'EndQuorumEpochResponse.NodeEndpoints._tagged_fields',
}
