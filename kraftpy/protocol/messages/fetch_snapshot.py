# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/FetchSnapshotRequest.json, schemas/messages/FetchSnapshotResponse.json.
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

__all__ = ['FetchSnapshotRequest', 'FetchSnapshotResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_U = Struct('>16s')
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_ii = Struct('>ii')
_S_q = Struct('>q')
_S_qi = Struct('>qi')
_S_qq = Struct('>qq')


class FetchSnapshotRequest(_Message):
    """FetchSnapshotRequest (request): API key 59; versions 0-1; flexible in 0-1; listeners: controller."""

    __slots__ = ('cluster_id', 'replica_id', 'max_bytes', 'topics', '_unknown_tags')
    NAME = 'FetchSnapshotRequest'
    TYPE = 'request'
    API_KEY = 59
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    cluster_id: str | None
    """Cluster id of the sender if known, checked before the sender is registered.

    `ClusterId` (string): versions 0+; nullable in 0+; tagged (tag 0) in 0+; default None."""
    replica_id: int
    """Replica id of the fetching follower, or -1 for a non-replica.

    `ReplicaId` (int32): versions 0+; default -1."""
    max_bytes: int
    """Upper bound on the bytes returned across all snapshots.

    `MaxBytes` (int32): versions 0+; default 2147483647."""
    topics: list[FetchSnapshotRequest.TopicSnapshot]
    """Topics whose snapshots are fetched.

    `Topics` ([]TopicSnapshot): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = None,
        replica_id: int = -1,
        max_bytes: int = 2147483647,
        topics: list[FetchSnapshotRequest.TopicSnapshot] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.replica_id = replica_id
        self.max_bytes = max_bytes
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicSnapshot(_Message):
        """Topics whose snapshots are fetched.

        TopicSnapshot (in FetchSnapshotRequest): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'FetchSnapshotRequest.TopicSnapshot'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        partitions: list[FetchSnapshotRequest.PartitionSnapshot]
        """Partitions whose snapshots are fetched.

        `Partitions` ([]PartitionSnapshot): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[FetchSnapshotRequest.PartitionSnapshot] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionSnapshot(_Message):
        """Partitions whose snapshots are fetched.

        PartitionSnapshot (in FetchSnapshotRequest): versions 0+."""

        __slots__ = ('partition', 'current_leader_epoch', 'snapshot_id', 'position', 'replica_directory_id', '_unknown_tags')
        NAME = 'FetchSnapshotRequest.PartitionSnapshot'

        partition: int
        """Index of the partition.

        `Partition` (int32): versions 0+; default 0."""
        current_leader_epoch: int
        """Leader epoch known to the sender, or -1 if unknown.

        `CurrentLeaderEpoch` (int32): versions 0+; default 0."""
        snapshot_id: FetchSnapshotRequest.SnapshotId
        """Identity of the snapshot to fetch.

        `SnapshotId` (SnapshotId): versions 0+; default a default SnapshotId."""
        position: int
        """Byte position in the snapshot to read from.

        `Position` (int64): versions 0+; default 0."""
        replica_directory_id: UUID
        """Directory id of the fetching replica.

        `ReplicaDirectoryId` (uuid): versions 1+; tagged (tag 0) in 1+; default the zero UUID; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition: int = 0,
            current_leader_epoch: int = 0,
            snapshot_id: FetchSnapshotRequest.SnapshotId = _EMPTY,
            position: int = 0,
            replica_directory_id: UUID = _ZERO_UUID,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition = partition
            self.current_leader_epoch = current_leader_epoch
            self.snapshot_id = FetchSnapshotRequest.SnapshotId() if snapshot_id is _EMPTY else snapshot_id
            self.position = position
            self.replica_directory_id = replica_directory_id
            self._unknown_tags = _unknown_tags

    class SnapshotId(_Message):
        """Identity of the snapshot to fetch.

        SnapshotId (in FetchSnapshotRequest): versions 0+."""

        __slots__ = ('end_offset', 'epoch', '_unknown_tags')
        NAME = 'FetchSnapshotRequest.SnapshotId'

        end_offset: int
        """End offset of the snapshot.

        `EndOffset` (int64): versions 0+; default 0."""
        epoch: int
        """Epoch of the snapshot.

        `Epoch` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            end_offset: int = 0,
            epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.end_offset = end_offset
            self.epoch = epoch
            self._unknown_tags = _unknown_tags


_C_FetchSnapshotRequest_TopicSnapshot = FetchSnapshotRequest.TopicSnapshot
_C_FetchSnapshotRequest_PartitionSnapshot = FetchSnapshotRequest.PartitionSnapshot
_C_FetchSnapshotRequest_SnapshotId = FetchSnapshotRequest.SnapshotId
FetchSnapshotRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (0, 32767), 0, None, False, None),
    _FI('ReplicaId', 'replica_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('MaxBytes', 'max_bytes', 'int32', (0, 32767), (1, 0), (1, 0), None, 2147483647, False, None),
    _FI('Topics', 'topics', '[]TopicSnapshot', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchSnapshotRequest_TopicSnapshot),
)
_C_FetchSnapshotRequest_TopicSnapshot.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionSnapshot', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchSnapshotRequest_PartitionSnapshot),
)
_C_FetchSnapshotRequest_PartitionSnapshot.FIELDS = (
    _FI('Partition', 'partition', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentLeaderEpoch', 'current_leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('SnapshotId', 'snapshot_id', 'SnapshotId', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchSnapshotRequest_SnapshotId),
    _FI('Position', 'position', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaDirectoryId', 'replica_directory_id', 'uuid', (1, 32767), (1, 0), (1, 32767), 0, _ZERO_UUID, True, None),
)
_C_FetchSnapshotRequest_SnapshotId.FIELDS = (
    _FI('EndOffset', 'end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Epoch', 'epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_FetchSnapshotRequest_TopicSnapshot = _C_FetchSnapshotRequest_TopicSnapshot()
_DEF_FetchSnapshotRequest_PartitionSnapshot = _C_FetchSnapshotRequest_PartitionSnapshot()
_DEF_FetchSnapshotRequest_SnapshotId = _C_FetchSnapshotRequest_SnapshotId()

def _mk_FetchSnapshotRequest_TopicSnapshot() -> FetchSnapshotRequest.TopicSnapshot:
    o = _new(_C_FetchSnapshotRequest_TopicSnapshot)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_FetchSnapshotRequest_PartitionSnapshot() -> FetchSnapshotRequest.PartitionSnapshot:
    o = _new(_C_FetchSnapshotRequest_PartitionSnapshot)
    o.partition = 0
    o.current_leader_epoch = 0
    o.snapshot_id = _mk_FetchSnapshotRequest_SnapshotId()
    o.position = 0
    o.replica_directory_id = _ZERO_UUID
    o._unknown_tags = None
    return o

def _mk_FetchSnapshotRequest_SnapshotId() -> FetchSnapshotRequest.SnapshotId:
    o = _new(_C_FetchSnapshotRequest_SnapshotId)
    o.end_offset = 0
    o.epoch = 0
    o._unknown_tags = None
    return o


def _enc_FetchSnapshotRequest_v0(o: FetchSnapshotRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ii.pack(o.replica_id, o.max_bytes))
    l1 = o.topics
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.name
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        l7 = e3.partitions
        n8 = len(l7) + 1
        a(_UV[n8] if n8 < 128 else _uv(n8))
        for e9 in l7:
            a(_S_ii.pack(e9.partition, e9.current_leader_epoch))
            t10 = e9.snapshot_id
            a(_S_qi.pack(t10.end_offset, t10.epoch))
            u11 = t10._unknown_tags
            if u11 is None:
                a(_H0)
            else:
                _write_tags(a, None, u11)
            a(_S_q.pack(e9.position))
            u12 = e9._unknown_tags
            if u12 is None:
                a(_H0)
            else:
                _write_tags(a, None, u12)
        u13 = e3._unknown_tags
        if u13 is None:
            a(_H0)
        else:
            _write_tags(a, None, u13)
    k14: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p15: list[bytes] = []
        s16 = o.cluster_id
        if s16 is None:
            p15.append(_H0)
        else:
            b17 = s16.encode()
            n18 = len(b17) + 1
            p15.append(_UV[n18] if n18 < 128 else _uv(n18))
            p15.append(b17)
        k14.append((0, b''.join(p15)))
    u19 = o._unknown_tags
    if k14 or u19 is not None:
        _write_tags(a, k14, u19)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchSnapshotRequest_v0(buf: _Buffer, pos: int) -> tuple[FetchSnapshotRequest, int]:
    blen = len(buf)
    o = _new(FetchSnapshotRequest)
    o.replica_id, o.max_bytes = _S_ii.unpack_from(buf, pos)
    pos += 8
    n20 = buf[pos] - 1
    if 0 <= n20 < 127:
        pos += 1
    else:
        n20, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics')
    l21: list[FetchSnapshotRequest.TopicSnapshot] = []
    ap22 = l21.append
    for _ in range(n20):
        t23 = _new(_C_FetchSnapshotRequest_TopicSnapshot)
        n24 = buf[pos] - 1
        if 0 <= n24 < 127:
            x25 = pos + 1 + n24
            if x25 > blen:
                raise _bad_length(n24, 'FetchSnapshotRequest.Topics.Name', pos)
            t23.name = str(buf[pos + 1:x25], 'utf-8')
            pos = x25
        else:
            t23.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotRequest.Topics.Name')
        n26 = buf[pos] - 1
        if 0 <= n26 < 127:
            pos += 1
        else:
            n26, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics.Partitions')
        l27: list[FetchSnapshotRequest.PartitionSnapshot] = []
        ap28 = l27.append
        for _ in range(n26):
            t29 = _new(_C_FetchSnapshotRequest_PartitionSnapshot)
            t29.partition, t29.current_leader_epoch = _S_ii.unpack_from(buf, pos)
            pos += 8
            t30 = _new(_C_FetchSnapshotRequest_SnapshotId)
            t30.end_offset, t30.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t30._unknown_tags = None
            else:
                nt31, pos = _ruv(buf, pos)
                if nt31 * 2 > blen - pos:
                    raise _array_too_long(nt31, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk32: list[tuple[int, bytes]] | None = None
                for _ in range(nt31):
                    tg33, pos = _ruv(buf, pos)
                    sz34, pos = _ruv(buf, pos)
                    x35 = pos + sz34
                    if x35 > blen:
                        raise _bad_length(sz34, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk32 is None:
                        uk32 = []
                    uk32.append((tg33, bytes(buf[pos:x35])))
                    pos = x35
                t30._unknown_tags = uk32
            t29.snapshot_id = t30
            t29.position, = _S_q.unpack_from(buf, pos)
            pos += 8
            t29.replica_directory_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t29._unknown_tags = None
            else:
                nt36, pos = _ruv(buf, pos)
                if nt36 * 2 > blen - pos:
                    raise _array_too_long(nt36, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                uk37: list[tuple[int, bytes]] | None = None
                for _ in range(nt36):
                    tg38, pos = _ruv(buf, pos)
                    sz39, pos = _ruv(buf, pos)
                    x40 = pos + sz39
                    if x40 > blen:
                        raise _bad_length(sz39, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                    if uk37 is None:
                        uk37 = []
                    uk37.append((tg38, bytes(buf[pos:x40])))
                    pos = x40
                t29._unknown_tags = uk37
            ap28(t29)
        t23.partitions = l27
        if buf[pos] == 0:
            pos += 1
            t23._unknown_tags = None
        else:
            nt41, pos = _ruv(buf, pos)
            if nt41 * 2 > blen - pos:
                raise _array_too_long(nt41, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
            uk42: list[tuple[int, bytes]] | None = None
            for _ in range(nt41):
                tg43, pos = _ruv(buf, pos)
                sz44, pos = _ruv(buf, pos)
                x45 = pos + sz44
                if x45 > blen:
                    raise _bad_length(sz44, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
                if uk42 is None:
                    uk42 = []
                uk42.append((tg43, bytes(buf[pos:x45])))
                pos = x45
            t23._unknown_tags = uk42
        ap22(t23)
    o.topics = l21
    o.cluster_id = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt46, pos = _ruv(buf, pos)
        if nt46 * 2 > blen - pos:
            raise _array_too_long(nt46, 'FetchSnapshotRequest._tagged_fields', pos)
        uk47: list[tuple[int, bytes]] | None = None
        for _ in range(nt46):
            tg48, pos = _ruv(buf, pos)
            sz49, pos = _ruv(buf, pos)
            x50 = pos + sz49
            if x50 > blen:
                raise _bad_length(sz49, 'FetchSnapshotRequest._tagged_fields', pos)
            if tg48 == 0:
                n51 = buf[pos] - 1
                if 0 <= n51 < 127:
                    x52 = pos + 1 + n51
                    if x52 > blen:
                        raise _bad_length(n51, 'FetchSnapshotRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x52], 'utf-8')
                    pos = x52
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchSnapshotRequest.ClusterId')
                if pos != x50:
                    raise _tag_size_mismatch(tg48, 'FetchSnapshotRequest.ClusterId', pos)
            else:
                if uk47 is None:
                    uk47 = []
                uk47.append((tg48, bytes(buf[pos:x50])))
                pos = x50
        o._unknown_tags = uk47
    return o, pos


def _enc_FetchSnapshotRequest_v1(o: FetchSnapshotRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ii.pack(o.replica_id, o.max_bytes))
    l53 = o.topics
    n54 = len(l53) + 1
    a(_UV[n54] if n54 < 128 else _uv(n54))
    for e55 in l53:
        s56 = e55.name
        b57 = s56.encode()
        n58 = len(b57) + 1
        a(_UV[n58] if n58 < 128 else _uv(n58))
        a(b57)
        l59 = e55.partitions
        n60 = len(l59) + 1
        a(_UV[n60] if n60 < 128 else _uv(n60))
        for e61 in l59:
            a(_S_ii.pack(e61.partition, e61.current_leader_epoch))
            t62 = e61.snapshot_id
            a(_S_qi.pack(t62.end_offset, t62.epoch))
            u63 = t62._unknown_tags
            if u63 is None:
                a(_H0)
            else:
                _write_tags(a, None, u63)
            a(_S_q.pack(e61.position))
            k64: list[tuple[int, bytes]] = []
            if e61.replica_directory_id != _ZERO_UUID:
                p65: list[bytes] = []
                p65.append(_S_U.pack(e61.replica_directory_id.bytes))
                k64.append((0, b''.join(p65)))
            u66 = e61._unknown_tags
            if k64 or u66 is not None:
                _write_tags(a, k64, u66)
            else:
                a(_H0)
        u67 = e55._unknown_tags
        if u67 is None:
            a(_H0)
        else:
            _write_tags(a, None, u67)
    k68: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p69: list[bytes] = []
        s70 = o.cluster_id
        if s70 is None:
            p69.append(_H0)
        else:
            b71 = s70.encode()
            n72 = len(b71) + 1
            p69.append(_UV[n72] if n72 < 128 else _uv(n72))
            p69.append(b71)
        k68.append((0, b''.join(p69)))
    u73 = o._unknown_tags
    if k68 or u73 is not None:
        _write_tags(a, k68, u73)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchSnapshotRequest_v1(buf: _Buffer, pos: int) -> tuple[FetchSnapshotRequest, int]:
    blen = len(buf)
    o = _new(FetchSnapshotRequest)
    o.replica_id, o.max_bytes = _S_ii.unpack_from(buf, pos)
    pos += 8
    n74 = buf[pos] - 1
    if 0 <= n74 < 127:
        pos += 1
    else:
        n74, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics')
    l75: list[FetchSnapshotRequest.TopicSnapshot] = []
    ap76 = l75.append
    for _ in range(n74):
        t77 = _new(_C_FetchSnapshotRequest_TopicSnapshot)
        n78 = buf[pos] - 1
        if 0 <= n78 < 127:
            x79 = pos + 1 + n78
            if x79 > blen:
                raise _bad_length(n78, 'FetchSnapshotRequest.Topics.Name', pos)
            t77.name = str(buf[pos + 1:x79], 'utf-8')
            pos = x79
        else:
            t77.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotRequest.Topics.Name')
        n80 = buf[pos] - 1
        if 0 <= n80 < 127:
            pos += 1
        else:
            n80, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics.Partitions')
        l81: list[FetchSnapshotRequest.PartitionSnapshot] = []
        ap82 = l81.append
        for _ in range(n80):
            t83 = _new(_C_FetchSnapshotRequest_PartitionSnapshot)
            t83.partition, t83.current_leader_epoch = _S_ii.unpack_from(buf, pos)
            pos += 8
            t84 = _new(_C_FetchSnapshotRequest_SnapshotId)
            t84.end_offset, t84.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t84._unknown_tags = None
            else:
                nt85, pos = _ruv(buf, pos)
                if nt85 * 2 > blen - pos:
                    raise _array_too_long(nt85, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk86: list[tuple[int, bytes]] | None = None
                for _ in range(nt85):
                    tg87, pos = _ruv(buf, pos)
                    sz88, pos = _ruv(buf, pos)
                    x89 = pos + sz88
                    if x89 > blen:
                        raise _bad_length(sz88, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk86 is None:
                        uk86 = []
                    uk86.append((tg87, bytes(buf[pos:x89])))
                    pos = x89
                t84._unknown_tags = uk86
            t83.snapshot_id = t84
            t83.position, = _S_q.unpack_from(buf, pos)
            pos += 8
            t83.replica_directory_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t83._unknown_tags = None
            else:
                nt90, pos = _ruv(buf, pos)
                if nt90 * 2 > blen - pos:
                    raise _array_too_long(nt90, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                uk91: list[tuple[int, bytes]] | None = None
                for _ in range(nt90):
                    tg92, pos = _ruv(buf, pos)
                    sz93, pos = _ruv(buf, pos)
                    x94 = pos + sz93
                    if x94 > blen:
                        raise _bad_length(sz93, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                    if tg92 == 0:
                        u95, = _S_U.unpack_from(buf, pos)
                        t83.replica_directory_id = _uuid_from(u95)
                        pos += 16
                        if pos != x94:
                            raise _tag_size_mismatch(tg92, 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    else:
                        if uk91 is None:
                            uk91 = []
                        uk91.append((tg92, bytes(buf[pos:x94])))
                        pos = x94
                t83._unknown_tags = uk91
            ap82(t83)
        t77.partitions = l81
        if buf[pos] == 0:
            pos += 1
            t77._unknown_tags = None
        else:
            nt96, pos = _ruv(buf, pos)
            if nt96 * 2 > blen - pos:
                raise _array_too_long(nt96, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
            uk97: list[tuple[int, bytes]] | None = None
            for _ in range(nt96):
                tg98, pos = _ruv(buf, pos)
                sz99, pos = _ruv(buf, pos)
                x100 = pos + sz99
                if x100 > blen:
                    raise _bad_length(sz99, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
                if uk97 is None:
                    uk97 = []
                uk97.append((tg98, bytes(buf[pos:x100])))
                pos = x100
            t77._unknown_tags = uk97
        ap76(t77)
    o.topics = l75
    o.cluster_id = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt101, pos = _ruv(buf, pos)
        if nt101 * 2 > blen - pos:
            raise _array_too_long(nt101, 'FetchSnapshotRequest._tagged_fields', pos)
        uk102: list[tuple[int, bytes]] | None = None
        for _ in range(nt101):
            tg103, pos = _ruv(buf, pos)
            sz104, pos = _ruv(buf, pos)
            x105 = pos + sz104
            if x105 > blen:
                raise _bad_length(sz104, 'FetchSnapshotRequest._tagged_fields', pos)
            if tg103 == 0:
                n106 = buf[pos] - 1
                if 0 <= n106 < 127:
                    x107 = pos + 1 + n106
                    if x107 > blen:
                        raise _bad_length(n106, 'FetchSnapshotRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x107], 'utf-8')
                    pos = x107
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchSnapshotRequest.ClusterId')
                if pos != x105:
                    raise _tag_size_mismatch(tg103, 'FetchSnapshotRequest.ClusterId', pos)
            else:
                if uk102 is None:
                    uk102 = []
                uk102.append((tg103, bytes(buf[pos:x105])))
                pos = x105
        o._unknown_tags = uk102
    return o, pos


FetchSnapshotRequest._ENC = {0: _enc_FetchSnapshotRequest_v0, 1: _enc_FetchSnapshotRequest_v1}
FetchSnapshotRequest._DEC = {0: _dec_FetchSnapshotRequest_v0, 1: _dec_FetchSnapshotRequest_v1}


class FetchSnapshotResponse(_Message):
    """FetchSnapshotResponse (response): API key 59; versions 0-1; flexible in 0-1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'FetchSnapshotResponse'
    TYPE = 'response'
    API_KEY = 59
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0; ignorable."""
    error_code: int
    """Request-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    topics: list[FetchSnapshotResponse.TopicSnapshot]
    """Per-topic results.

    `Topics` ([]TopicSnapshot): versions 0+; default []."""
    node_endpoints: list[FetchSnapshotResponse.NodeEndpoint]
    """Endpoints of the leaders named in the partition results.

    `NodeEndpoints` ([]NodeEndpoint): versions 1+; tagged (tag 0) in 1+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        topics: list[FetchSnapshotResponse.TopicSnapshot] = _EMPTY,
        node_endpoints: list[FetchSnapshotResponse.NodeEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicSnapshot(_Message):
        """Per-topic results.

        TopicSnapshot (in FetchSnapshotResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.TopicSnapshot'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        partitions: list[FetchSnapshotResponse.PartitionSnapshot]
        """Per-partition results.

        `Partitions` ([]PartitionSnapshot): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[FetchSnapshotResponse.PartitionSnapshot] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionSnapshot(_Message):
        """Per-partition results.

        PartitionSnapshot (in FetchSnapshotResponse): versions 0+."""

        __slots__ = ('index', 'error_code', 'snapshot_id', 'current_leader', 'size', 'position', 'unaligned_records', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.PartitionSnapshot'

        index: int
        """Index of the partition.

        `Index` (int32): versions 0+; default 0."""
        error_code: int
        """Partition-level error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        snapshot_id: FetchSnapshotResponse.SnapshotId
        """Identity of the snapshot returned.

        `SnapshotId` (SnapshotId): versions 0+; default a default SnapshotId."""
        current_leader: FetchSnapshotResponse.LeaderIdAndEpoch
        """Current leader, sent when the request reached a replica that is not the leader.

        `CurrentLeader` (LeaderIdAndEpoch): versions 0+; tagged (tag 0) in 0+; default a default LeaderIdAndEpoch."""
        size: int
        """Total size of the snapshot in bytes.

        `Size` (int64): versions 0+; default 0."""
        position: int
        """Byte position in the snapshot where UnalignedRecords starts.

        `Position` (int64): versions 0+; default 0."""
        unaligned_records: bytes | memoryview
        """Snapshot bytes in record format, not necessarily cut at a batch boundary.

        `UnalignedRecords` (records): versions 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            index: int = 0,
            error_code: int = 0,
            snapshot_id: FetchSnapshotResponse.SnapshotId = _EMPTY,
            current_leader: FetchSnapshotResponse.LeaderIdAndEpoch = _EMPTY,
            size: int = 0,
            position: int = 0,
            unaligned_records: bytes | memoryview = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.index = index
            self.error_code = error_code
            self.snapshot_id = FetchSnapshotResponse.SnapshotId() if snapshot_id is _EMPTY else snapshot_id
            self.current_leader = FetchSnapshotResponse.LeaderIdAndEpoch() if current_leader is _EMPTY else current_leader
            self.size = size
            self.position = position
            self.unaligned_records = unaligned_records
            self._unknown_tags = _unknown_tags

    class SnapshotId(_Message):
        """Identity of the snapshot returned.

        SnapshotId (in FetchSnapshotResponse): versions 0+."""

        __slots__ = ('end_offset', 'epoch', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.SnapshotId'

        end_offset: int
        """End offset of the snapshot.

        `EndOffset` (int64): versions 0+; default 0."""
        epoch: int
        """Epoch of the snapshot.

        `Epoch` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            end_offset: int = 0,
            epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.end_offset = end_offset
            self.epoch = epoch
            self._unknown_tags = _unknown_tags

    class LeaderIdAndEpoch(_Message):
        """Current leader, sent when the request reached a replica that is not the leader.

        LeaderIdAndEpoch (in FetchSnapshotResponse): versions 0+."""

        __slots__ = ('leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.LeaderIdAndEpoch'

        leader_id: int
        """Id of the current leader, or -1 if unknown.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Latest known leader epoch.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            leader_id: int = 0,
            leader_epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        """Endpoints of the leaders named in the partition results.

        NodeEndpoint (in FetchSnapshotResponse): versions 1+."""

        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.NodeEndpoint'

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


_C_FetchSnapshotResponse_TopicSnapshot = FetchSnapshotResponse.TopicSnapshot
_C_FetchSnapshotResponse_PartitionSnapshot = FetchSnapshotResponse.PartitionSnapshot
_C_FetchSnapshotResponse_SnapshotId = FetchSnapshotResponse.SnapshotId
_C_FetchSnapshotResponse_LeaderIdAndEpoch = FetchSnapshotResponse.LeaderIdAndEpoch
_C_FetchSnapshotResponse_NodeEndpoint = FetchSnapshotResponse.NodeEndpoint
FetchSnapshotResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicSnapshot', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchSnapshotResponse_TopicSnapshot),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (1, 32767), (1, 0), (1, 32767), 0, (), False, _C_FetchSnapshotResponse_NodeEndpoint),
)
_C_FetchSnapshotResponse_TopicSnapshot.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionSnapshot', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchSnapshotResponse_PartitionSnapshot),
)
_C_FetchSnapshotResponse_PartitionSnapshot.FIELDS = (
    _FI('Index', 'index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('SnapshotId', 'snapshot_id', 'SnapshotId', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchSnapshotResponse_SnapshotId),
    _FI('CurrentLeader', 'current_leader', 'LeaderIdAndEpoch', (0, 32767), (1, 0), (0, 32767), 0, (), False, _C_FetchSnapshotResponse_LeaderIdAndEpoch),
    _FI('Size', 'size', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Position', 'position', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('UnalignedRecords', 'unaligned_records', 'records', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)
_C_FetchSnapshotResponse_SnapshotId.FIELDS = (
    _FI('EndOffset', 'end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Epoch', 'epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_FetchSnapshotResponse_LeaderIdAndEpoch.FIELDS = (
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_FetchSnapshotResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_FetchSnapshotResponse_TopicSnapshot = _C_FetchSnapshotResponse_TopicSnapshot()
_DEF_FetchSnapshotResponse_PartitionSnapshot = _C_FetchSnapshotResponse_PartitionSnapshot()
_DEF_FetchSnapshotResponse_SnapshotId = _C_FetchSnapshotResponse_SnapshotId()
_DEF_FetchSnapshotResponse_LeaderIdAndEpoch = _C_FetchSnapshotResponse_LeaderIdAndEpoch()
_DEF_FetchSnapshotResponse_NodeEndpoint = _C_FetchSnapshotResponse_NodeEndpoint()

def _mk_FetchSnapshotResponse_TopicSnapshot() -> FetchSnapshotResponse.TopicSnapshot:
    o = _new(_C_FetchSnapshotResponse_TopicSnapshot)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_FetchSnapshotResponse_PartitionSnapshot() -> FetchSnapshotResponse.PartitionSnapshot:
    o = _new(_C_FetchSnapshotResponse_PartitionSnapshot)
    o.index = 0
    o.error_code = 0
    o.snapshot_id = _mk_FetchSnapshotResponse_SnapshotId()
    o.current_leader = _mk_FetchSnapshotResponse_LeaderIdAndEpoch()
    o.size = 0
    o.position = 0
    o.unaligned_records = b''
    o._unknown_tags = None
    return o

def _mk_FetchSnapshotResponse_SnapshotId() -> FetchSnapshotResponse.SnapshotId:
    o = _new(_C_FetchSnapshotResponse_SnapshotId)
    o.end_offset = 0
    o.epoch = 0
    o._unknown_tags = None
    return o

def _mk_FetchSnapshotResponse_LeaderIdAndEpoch() -> FetchSnapshotResponse.LeaderIdAndEpoch:
    o = _new(_C_FetchSnapshotResponse_LeaderIdAndEpoch)
    o.leader_id = 0
    o.leader_epoch = 0
    o._unknown_tags = None
    return o

def _mk_FetchSnapshotResponse_NodeEndpoint() -> FetchSnapshotResponse.NodeEndpoint:
    o = _new(_C_FetchSnapshotResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_FetchSnapshotResponse_v0(o: FetchSnapshotResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l108 = o.topics
    n109 = len(l108) + 1
    a(_UV[n109] if n109 < 128 else _uv(n109))
    for e110 in l108:
        s111 = e110.name
        b112 = s111.encode()
        n113 = len(b112) + 1
        a(_UV[n113] if n113 < 128 else _uv(n113))
        a(b112)
        l114 = e110.partitions
        n115 = len(l114) + 1
        a(_UV[n115] if n115 < 128 else _uv(n115))
        for e116 in l114:
            a(_S_ih.pack(e116.index, e116.error_code))
            t117 = e116.snapshot_id
            a(_S_qi.pack(t117.end_offset, t117.epoch))
            u118 = t117._unknown_tags
            if u118 is None:
                a(_H0)
            else:
                _write_tags(a, None, u118)
            a(_S_qq.pack(e116.size, e116.position))
            s119 = e116.unaligned_records
            n120 = len(s119) + 1
            a(_UV[n120] if n120 < 128 else _uv(n120))
            a(s119)
            k121: list[tuple[int, bytes]] = []
            if (e116.current_leader.leader_id != 0 or e116.current_leader.leader_epoch != 0 or e116.current_leader._unknown_tags is not None):
                p122: list[bytes | memoryview] = []
                t123 = e116.current_leader
                p122.append(_S_ii.pack(t123.leader_id, t123.leader_epoch))
                u124 = t123._unknown_tags
                if u124 is None:
                    p122.append(_H0)
                else:
                    _write_tags(p122.append, None, u124)
                k121.append((0, b''.join(p122)))
            u125 = e116._unknown_tags
            if k121 or u125 is not None:
                _write_tags(a, k121, u125)
            else:
                a(_H0)
        u126 = e110._unknown_tags
        if u126 is None:
            a(_H0)
        else:
            _write_tags(a, None, u126)
    if o.node_endpoints:
        raise _unsupported_field('FetchSnapshotResponse', 'NodeEndpoints', 0)
    u127 = o._unknown_tags
    if u127 is None:
        a(_H0)
    else:
        _write_tags(a, None, u127)
    return b''.join(parts)


def _dec_FetchSnapshotResponse_v0(buf: _Buffer, pos: int) -> tuple[FetchSnapshotResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchSnapshotResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n128 = buf[pos] - 1
    if 0 <= n128 < 127:
        pos += 1
    else:
        n128, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics')
    l129: list[FetchSnapshotResponse.TopicSnapshot] = []
    ap130 = l129.append
    for _ in range(n128):
        t131 = _new(_C_FetchSnapshotResponse_TopicSnapshot)
        n132 = buf[pos] - 1
        if 0 <= n132 < 127:
            x133 = pos + 1 + n132
            if x133 > blen:
                raise _bad_length(n132, 'FetchSnapshotResponse.Topics.Name', pos)
            t131.name = str(buf[pos + 1:x133], 'utf-8')
            pos = x133
        else:
            t131.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotResponse.Topics.Name')
        n134 = buf[pos] - 1
        if 0 <= n134 < 127:
            pos += 1
        else:
            n134, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics.Partitions')
        l135: list[FetchSnapshotResponse.PartitionSnapshot] = []
        ap136 = l135.append
        for _ in range(n134):
            t137 = _new(_C_FetchSnapshotResponse_PartitionSnapshot)
            t137.index, t137.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t138 = _new(_C_FetchSnapshotResponse_SnapshotId)
            t138.end_offset, t138.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t138._unknown_tags = None
            else:
                nt139, pos = _ruv(buf, pos)
                if nt139 * 2 > blen - pos:
                    raise _array_too_long(nt139, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk140: list[tuple[int, bytes]] | None = None
                for _ in range(nt139):
                    tg141, pos = _ruv(buf, pos)
                    sz142, pos = _ruv(buf, pos)
                    x143 = pos + sz142
                    if x143 > blen:
                        raise _bad_length(sz142, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk140 is None:
                        uk140 = []
                    uk140.append((tg141, bytes(buf[pos:x143])))
                    pos = x143
                t138._unknown_tags = uk140
            t137.snapshot_id = t138
            t137.size, t137.position = _S_qq.unpack_from(buf, pos)
            pos += 16
            n144 = buf[pos]
            if n144 < 128:
                pos += 1
            else:
                n144, pos = _ruv(buf, pos)
            n144 -= 1
            if n144 >= 0:
                x145 = pos + n144
                if x145 > blen:
                    raise _bad_length(n144, 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', pos)
                t137.unaligned_records = mv[pos:x145]
                pos = x145
            else:
                raise _unexpected_null('FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', pos) if n144 == -1 else _bad_length(n144, 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', pos)
            t137.current_leader = _mk_FetchSnapshotResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t137._unknown_tags = None
            else:
                nt146, pos = _ruv(buf, pos)
                if nt146 * 2 > blen - pos:
                    raise _array_too_long(nt146, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                uk147: list[tuple[int, bytes]] | None = None
                for _ in range(nt146):
                    tg148, pos = _ruv(buf, pos)
                    sz149, pos = _ruv(buf, pos)
                    x150 = pos + sz149
                    if x150 > blen:
                        raise _bad_length(sz149, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                    if tg148 == 0:
                        t151 = _new(_C_FetchSnapshotResponse_LeaderIdAndEpoch)
                        t151.leader_id, t151.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t151._unknown_tags = None
                        else:
                            nt152, pos = _ruv(buf, pos)
                            if nt152 * 2 > blen - pos:
                                raise _array_too_long(nt152, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                            uk153: list[tuple[int, bytes]] | None = None
                            for _ in range(nt152):
                                tg154, pos = _ruv(buf, pos)
                                sz155, pos = _ruv(buf, pos)
                                x156 = pos + sz155
                                if x156 > blen:
                                    raise _bad_length(sz155, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk153 is None:
                                    uk153 = []
                                uk153.append((tg154, bytes(buf[pos:x156])))
                                pos = x156
                            t151._unknown_tags = uk153
                        t137.current_leader = t151
                        if pos != x150:
                            raise _tag_size_mismatch(tg148, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader', pos)
                    else:
                        if uk147 is None:
                            uk147 = []
                        uk147.append((tg148, bytes(buf[pos:x150])))
                        pos = x150
                t137._unknown_tags = uk147
            ap136(t137)
        t131.partitions = l135
        if buf[pos] == 0:
            pos += 1
            t131._unknown_tags = None
        else:
            nt157, pos = _ruv(buf, pos)
            if nt157 * 2 > blen - pos:
                raise _array_too_long(nt157, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
            uk158: list[tuple[int, bytes]] | None = None
            for _ in range(nt157):
                tg159, pos = _ruv(buf, pos)
                sz160, pos = _ruv(buf, pos)
                x161 = pos + sz160
                if x161 > blen:
                    raise _bad_length(sz160, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
                if uk158 is None:
                    uk158 = []
                uk158.append((tg159, bytes(buf[pos:x161])))
                pos = x161
            t131._unknown_tags = uk158
        ap130(t131)
    o.topics = l129
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt162, pos = _ruv(buf, pos)
        if nt162 * 2 > blen - pos:
            raise _array_too_long(nt162, 'FetchSnapshotResponse._tagged_fields', pos)
        uk163: list[tuple[int, bytes]] | None = None
        for _ in range(nt162):
            tg164, pos = _ruv(buf, pos)
            sz165, pos = _ruv(buf, pos)
            x166 = pos + sz165
            if x166 > blen:
                raise _bad_length(sz165, 'FetchSnapshotResponse._tagged_fields', pos)
            if uk163 is None:
                uk163 = []
            uk163.append((tg164, bytes(buf[pos:x166])))
            pos = x166
        o._unknown_tags = uk163
    return o, pos


def _enc_FetchSnapshotResponse_v1(o: FetchSnapshotResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l167 = o.topics
    n168 = len(l167) + 1
    a(_UV[n168] if n168 < 128 else _uv(n168))
    for e169 in l167:
        s170 = e169.name
        b171 = s170.encode()
        n172 = len(b171) + 1
        a(_UV[n172] if n172 < 128 else _uv(n172))
        a(b171)
        l173 = e169.partitions
        n174 = len(l173) + 1
        a(_UV[n174] if n174 < 128 else _uv(n174))
        for e175 in l173:
            a(_S_ih.pack(e175.index, e175.error_code))
            t176 = e175.snapshot_id
            a(_S_qi.pack(t176.end_offset, t176.epoch))
            u177 = t176._unknown_tags
            if u177 is None:
                a(_H0)
            else:
                _write_tags(a, None, u177)
            a(_S_qq.pack(e175.size, e175.position))
            s178 = e175.unaligned_records
            n179 = len(s178) + 1
            a(_UV[n179] if n179 < 128 else _uv(n179))
            a(s178)
            k180: list[tuple[int, bytes]] = []
            if (e175.current_leader.leader_id != 0 or e175.current_leader.leader_epoch != 0 or e175.current_leader._unknown_tags is not None):
                p181: list[bytes | memoryview] = []
                t182 = e175.current_leader
                p181.append(_S_ii.pack(t182.leader_id, t182.leader_epoch))
                u183 = t182._unknown_tags
                if u183 is None:
                    p181.append(_H0)
                else:
                    _write_tags(p181.append, None, u183)
                k180.append((0, b''.join(p181)))
            u184 = e175._unknown_tags
            if k180 or u184 is not None:
                _write_tags(a, k180, u184)
            else:
                a(_H0)
        u185 = e169._unknown_tags
        if u185 is None:
            a(_H0)
        else:
            _write_tags(a, None, u185)
    k186: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p187: list[bytes | memoryview] = []
        l188 = o.node_endpoints
        n189 = len(l188) + 1
        p187.append(_UV[n189] if n189 < 128 else _uv(n189))
        for e190 in l188:
            p187.append(_S_i.pack(e190.node_id))
            s191 = e190.host
            b192 = s191.encode()
            n193 = len(b192) + 1
            p187.append(_UV[n193] if n193 < 128 else _uv(n193))
            p187.append(b192)
            p187.append(_S_H.pack(e190.port))
            u194 = e190._unknown_tags
            if u194 is None:
                p187.append(_H0)
            else:
                _write_tags(p187.append, None, u194)
        k186.append((0, b''.join(p187)))
    u195 = o._unknown_tags
    if k186 or u195 is not None:
        _write_tags(a, k186, u195)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchSnapshotResponse_v1(buf: _Buffer, pos: int) -> tuple[FetchSnapshotResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchSnapshotResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n196 = buf[pos] - 1
    if 0 <= n196 < 127:
        pos += 1
    else:
        n196, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics')
    l197: list[FetchSnapshotResponse.TopicSnapshot] = []
    ap198 = l197.append
    for _ in range(n196):
        t199 = _new(_C_FetchSnapshotResponse_TopicSnapshot)
        n200 = buf[pos] - 1
        if 0 <= n200 < 127:
            x201 = pos + 1 + n200
            if x201 > blen:
                raise _bad_length(n200, 'FetchSnapshotResponse.Topics.Name', pos)
            t199.name = str(buf[pos + 1:x201], 'utf-8')
            pos = x201
        else:
            t199.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotResponse.Topics.Name')
        n202 = buf[pos] - 1
        if 0 <= n202 < 127:
            pos += 1
        else:
            n202, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics.Partitions')
        l203: list[FetchSnapshotResponse.PartitionSnapshot] = []
        ap204 = l203.append
        for _ in range(n202):
            t205 = _new(_C_FetchSnapshotResponse_PartitionSnapshot)
            t205.index, t205.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t206 = _new(_C_FetchSnapshotResponse_SnapshotId)
            t206.end_offset, t206.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t206._unknown_tags = None
            else:
                nt207, pos = _ruv(buf, pos)
                if nt207 * 2 > blen - pos:
                    raise _array_too_long(nt207, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk208: list[tuple[int, bytes]] | None = None
                for _ in range(nt207):
                    tg209, pos = _ruv(buf, pos)
                    sz210, pos = _ruv(buf, pos)
                    x211 = pos + sz210
                    if x211 > blen:
                        raise _bad_length(sz210, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk208 is None:
                        uk208 = []
                    uk208.append((tg209, bytes(buf[pos:x211])))
                    pos = x211
                t206._unknown_tags = uk208
            t205.snapshot_id = t206
            t205.size, t205.position = _S_qq.unpack_from(buf, pos)
            pos += 16
            n212 = buf[pos]
            if n212 < 128:
                pos += 1
            else:
                n212, pos = _ruv(buf, pos)
            n212 -= 1
            if n212 >= 0:
                x213 = pos + n212
                if x213 > blen:
                    raise _bad_length(n212, 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', pos)
                t205.unaligned_records = mv[pos:x213]
                pos = x213
            else:
                raise _unexpected_null('FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', pos) if n212 == -1 else _bad_length(n212, 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', pos)
            t205.current_leader = _mk_FetchSnapshotResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t205._unknown_tags = None
            else:
                nt214, pos = _ruv(buf, pos)
                if nt214 * 2 > blen - pos:
                    raise _array_too_long(nt214, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                uk215: list[tuple[int, bytes]] | None = None
                for _ in range(nt214):
                    tg216, pos = _ruv(buf, pos)
                    sz217, pos = _ruv(buf, pos)
                    x218 = pos + sz217
                    if x218 > blen:
                        raise _bad_length(sz217, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                    if tg216 == 0:
                        t219 = _new(_C_FetchSnapshotResponse_LeaderIdAndEpoch)
                        t219.leader_id, t219.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t219._unknown_tags = None
                        else:
                            nt220, pos = _ruv(buf, pos)
                            if nt220 * 2 > blen - pos:
                                raise _array_too_long(nt220, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                            uk221: list[tuple[int, bytes]] | None = None
                            for _ in range(nt220):
                                tg222, pos = _ruv(buf, pos)
                                sz223, pos = _ruv(buf, pos)
                                x224 = pos + sz223
                                if x224 > blen:
                                    raise _bad_length(sz223, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk221 is None:
                                    uk221 = []
                                uk221.append((tg222, bytes(buf[pos:x224])))
                                pos = x224
                            t219._unknown_tags = uk221
                        t205.current_leader = t219
                        if pos != x218:
                            raise _tag_size_mismatch(tg216, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader', pos)
                    else:
                        if uk215 is None:
                            uk215 = []
                        uk215.append((tg216, bytes(buf[pos:x218])))
                        pos = x218
                t205._unknown_tags = uk215
            ap204(t205)
        t199.partitions = l203
        if buf[pos] == 0:
            pos += 1
            t199._unknown_tags = None
        else:
            nt225, pos = _ruv(buf, pos)
            if nt225 * 2 > blen - pos:
                raise _array_too_long(nt225, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
            uk226: list[tuple[int, bytes]] | None = None
            for _ in range(nt225):
                tg227, pos = _ruv(buf, pos)
                sz228, pos = _ruv(buf, pos)
                x229 = pos + sz228
                if x229 > blen:
                    raise _bad_length(sz228, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
                if uk226 is None:
                    uk226 = []
                uk226.append((tg227, bytes(buf[pos:x229])))
                pos = x229
            t199._unknown_tags = uk226
        ap198(t199)
    o.topics = l197
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt230, pos = _ruv(buf, pos)
        if nt230 * 2 > blen - pos:
            raise _array_too_long(nt230, 'FetchSnapshotResponse._tagged_fields', pos)
        uk231: list[tuple[int, bytes]] | None = None
        for _ in range(nt230):
            tg232, pos = _ruv(buf, pos)
            sz233, pos = _ruv(buf, pos)
            x234 = pos + sz233
            if x234 > blen:
                raise _bad_length(sz233, 'FetchSnapshotResponse._tagged_fields', pos)
            if tg232 == 0:
                n235 = buf[pos] - 1
                if 0 <= n235 < 127:
                    pos += 1
                else:
                    n235, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.NodeEndpoints')
                l236: list[FetchSnapshotResponse.NodeEndpoint] = []
                ap237 = l236.append
                for _ in range(n235):
                    t238 = _new(_C_FetchSnapshotResponse_NodeEndpoint)
                    t238.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n239 = buf[pos] - 1
                    if 0 <= n239 < 127:
                        x240 = pos + 1 + n239
                        if x240 > blen:
                            raise _bad_length(n239, 'FetchSnapshotResponse.NodeEndpoints.Host', pos)
                        t238.host = str(buf[pos + 1:x240], 'utf-8')
                        pos = x240
                    else:
                        t238.host, pos = _read_string(buf, pos, True, False, 'FetchSnapshotResponse.NodeEndpoints.Host')
                    t238.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t238._unknown_tags = None
                    else:
                        nt241, pos = _ruv(buf, pos)
                        if nt241 * 2 > blen - pos:
                            raise _array_too_long(nt241, 'FetchSnapshotResponse.NodeEndpoints._tagged_fields', pos)
                        uk242: list[tuple[int, bytes]] | None = None
                        for _ in range(nt241):
                            tg243, pos = _ruv(buf, pos)
                            sz244, pos = _ruv(buf, pos)
                            x245 = pos + sz244
                            if x245 > blen:
                                raise _bad_length(sz244, 'FetchSnapshotResponse.NodeEndpoints._tagged_fields', pos)
                            if uk242 is None:
                                uk242 = []
                            uk242.append((tg243, bytes(buf[pos:x245])))
                            pos = x245
                        t238._unknown_tags = uk242
                    ap237(t238)
                o.node_endpoints = l236
                if pos != x234:
                    raise _tag_size_mismatch(tg232, 'FetchSnapshotResponse.NodeEndpoints', pos)
            else:
                if uk231 is None:
                    uk231 = []
                uk231.append((tg232, bytes(buf[pos:x234])))
                pos = x234
        o._unknown_tags = uk231
    return o, pos


FetchSnapshotResponse._ENC = {0: _enc_FetchSnapshotResponse_v0, 1: _enc_FetchSnapshotResponse_v1}
FetchSnapshotResponse._DEC = {0: _dec_FetchSnapshotResponse_v0, 1: _dec_FetchSnapshotResponse_v1}


_LINES = {
    262: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    263: 'FetchSnapshotRequest.Topics',
    264: 'FetchSnapshotRequest.Topics',
    265: 'FetchSnapshotRequest.Topics',
    266: 'FetchSnapshotRequest.Topics',
    267: 'FetchSnapshotRequest.Topics.Name',
    268: 'FetchSnapshotRequest.Topics.Name',
    269: 'FetchSnapshotRequest.Topics.Name',
    270: 'FetchSnapshotRequest.Topics.Name',
    271: 'FetchSnapshotRequest.Topics.Name',
    272: 'FetchSnapshotRequest.Topics.Partitions',
    273: 'FetchSnapshotRequest.Topics.Partitions',
    274: 'FetchSnapshotRequest.Topics.Partitions',
    275: 'FetchSnapshotRequest.Topics.Partitions',
    276: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    277: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    278: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    279: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    280: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    283: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    284: 'FetchSnapshotRequest.Topics.Partitions.Position',
    285: 'FetchSnapshotRequest.Topics.Partitions._unknown_tags',
    286: 'FetchSnapshotRequest.Topics.Partitions',
    289: 'FetchSnapshotRequest.Topics.Partitions._unknown_tags',
    290: 'FetchSnapshotRequest.Topics._unknown_tags',
    291: 'FetchSnapshotRequest.Topics',
    294: 'FetchSnapshotRequest.Topics._unknown_tags',
    295: 'FetchSnapshotRequest',
    296: 'FetchSnapshotRequest.ClusterId',
    297: 'FetchSnapshotRequest.ClusterId',
    298: 'FetchSnapshotRequest.ClusterId',
    299: 'FetchSnapshotRequest.ClusterId',
    300: 'FetchSnapshotRequest.ClusterId',
    301: 'FetchSnapshotRequest.ClusterId',
    302: 'FetchSnapshotRequest.ClusterId',
    303: 'FetchSnapshotRequest.ClusterId',
    304: 'FetchSnapshotRequest.ClusterId',
    305: 'FetchSnapshotRequest.ClusterId',
    306: 'FetchSnapshotRequest.ClusterId',
    307: 'FetchSnapshotRequest._unknown_tags',
    309: 'FetchSnapshotRequest._unknown_tags',
    318: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    320: 'FetchSnapshotRequest.Topics',
    324: 'FetchSnapshotRequest.Topics',
    329: 'FetchSnapshotRequest.Topics.Name',
    334: 'FetchSnapshotRequest.Topics.Name',
    337: 'FetchSnapshotRequest.Topics.Name',
    338: 'FetchSnapshotRequest.Topics.Partitions',
    342: 'FetchSnapshotRequest.Topics.Partitions',
    347: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    350: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    352: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    356: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    361: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    362: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    372: 'FetchSnapshotRequest.Topics.Partitions.Position',
    375: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    379: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    384: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    385: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    396: 'FetchSnapshotRequest.Topics._tagged_fields',
    400: 'FetchSnapshotRequest.Topics._tagged_fields',
    405: 'FetchSnapshotRequest.Topics._tagged_fields',
    406: 'FetchSnapshotRequest.Topics._tagged_fields',
    418: 'FetchSnapshotRequest._tagged_fields',
    422: 'FetchSnapshotRequest._tagged_fields',
    427: 'FetchSnapshotRequest._tagged_fields',
    428: 'FetchSnapshotRequest._tagged_fields',
    433: 'FetchSnapshotRequest.ClusterId',
    438: 'FetchSnapshotRequest.ClusterId',
    441: 'FetchSnapshotRequest.ClusterId',
    456: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    457: 'FetchSnapshotRequest.Topics',
    458: 'FetchSnapshotRequest.Topics',
    459: 'FetchSnapshotRequest.Topics',
    460: 'FetchSnapshotRequest.Topics',
    461: 'FetchSnapshotRequest.Topics.Name',
    462: 'FetchSnapshotRequest.Topics.Name',
    463: 'FetchSnapshotRequest.Topics.Name',
    464: 'FetchSnapshotRequest.Topics.Name',
    465: 'FetchSnapshotRequest.Topics.Name',
    466: 'FetchSnapshotRequest.Topics.Partitions',
    467: 'FetchSnapshotRequest.Topics.Partitions',
    468: 'FetchSnapshotRequest.Topics.Partitions',
    469: 'FetchSnapshotRequest.Topics.Partitions',
    470: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    471: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    472: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    473: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    474: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    477: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    478: 'FetchSnapshotRequest.Topics.Partitions.Position',
    479: 'FetchSnapshotRequest.Topics.Partitions',
    480: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    481: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    482: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    483: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    484: 'FetchSnapshotRequest.Topics.Partitions._unknown_tags',
    486: 'FetchSnapshotRequest.Topics.Partitions._unknown_tags',
    489: 'FetchSnapshotRequest.Topics._unknown_tags',
    490: 'FetchSnapshotRequest.Topics',
    493: 'FetchSnapshotRequest.Topics._unknown_tags',
    494: 'FetchSnapshotRequest',
    495: 'FetchSnapshotRequest.ClusterId',
    496: 'FetchSnapshotRequest.ClusterId',
    497: 'FetchSnapshotRequest.ClusterId',
    498: 'FetchSnapshotRequest.ClusterId',
    499: 'FetchSnapshotRequest.ClusterId',
    500: 'FetchSnapshotRequest.ClusterId',
    501: 'FetchSnapshotRequest.ClusterId',
    502: 'FetchSnapshotRequest.ClusterId',
    503: 'FetchSnapshotRequest.ClusterId',
    504: 'FetchSnapshotRequest.ClusterId',
    505: 'FetchSnapshotRequest.ClusterId',
    506: 'FetchSnapshotRequest._unknown_tags',
    508: 'FetchSnapshotRequest._unknown_tags',
    517: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    519: 'FetchSnapshotRequest.Topics',
    523: 'FetchSnapshotRequest.Topics',
    528: 'FetchSnapshotRequest.Topics.Name',
    533: 'FetchSnapshotRequest.Topics.Name',
    536: 'FetchSnapshotRequest.Topics.Name',
    537: 'FetchSnapshotRequest.Topics.Partitions',
    541: 'FetchSnapshotRequest.Topics.Partitions',
    546: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    549: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    551: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    555: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    560: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    561: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    571: 'FetchSnapshotRequest.Topics.Partitions.Position',
    574: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    578: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    583: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    584: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    589: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    602: 'FetchSnapshotRequest.Topics._tagged_fields',
    606: 'FetchSnapshotRequest.Topics._tagged_fields',
    611: 'FetchSnapshotRequest.Topics._tagged_fields',
    612: 'FetchSnapshotRequest.Topics._tagged_fields',
    624: 'FetchSnapshotRequest._tagged_fields',
    628: 'FetchSnapshotRequest._tagged_fields',
    633: 'FetchSnapshotRequest._tagged_fields',
    634: 'FetchSnapshotRequest._tagged_fields',
    639: 'FetchSnapshotRequest.ClusterId',
    644: 'FetchSnapshotRequest.ClusterId',
    647: 'FetchSnapshotRequest.ClusterId',
    982: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    983: 'FetchSnapshotResponse.Topics',
    984: 'FetchSnapshotResponse.Topics',
    985: 'FetchSnapshotResponse.Topics',
    986: 'FetchSnapshotResponse.Topics',
    987: 'FetchSnapshotResponse.Topics.Name',
    988: 'FetchSnapshotResponse.Topics.Name',
    989: 'FetchSnapshotResponse.Topics.Name',
    990: 'FetchSnapshotResponse.Topics.Name',
    991: 'FetchSnapshotResponse.Topics.Name',
    992: 'FetchSnapshotResponse.Topics.Partitions',
    993: 'FetchSnapshotResponse.Topics.Partitions',
    994: 'FetchSnapshotResponse.Topics.Partitions',
    995: 'FetchSnapshotResponse.Topics.Partitions',
    996: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    997: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    998: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    999: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    1000: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    1003: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    1004: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    1005: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1006: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1007: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1008: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1009: 'FetchSnapshotResponse.Topics.Partitions',
    1010: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1011: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1012: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1013: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    1014: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    1015: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1018: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    1019: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1020: 'FetchSnapshotResponse.Topics.Partitions._unknown_tags',
    1022: 'FetchSnapshotResponse.Topics.Partitions._unknown_tags',
    1025: 'FetchSnapshotResponse.Topics._unknown_tags',
    1026: 'FetchSnapshotResponse.Topics',
    1029: 'FetchSnapshotResponse.Topics._unknown_tags',
    1030: 'FetchSnapshotResponse.NodeEndpoints',
    1032: 'FetchSnapshotResponse._unknown_tags',
    1033: 'FetchSnapshotResponse',
    1036: 'FetchSnapshotResponse._unknown_tags',
    1044: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    1046: 'FetchSnapshotResponse.Topics',
    1050: 'FetchSnapshotResponse.Topics',
    1055: 'FetchSnapshotResponse.Topics.Name',
    1060: 'FetchSnapshotResponse.Topics.Name',
    1063: 'FetchSnapshotResponse.Topics.Name',
    1064: 'FetchSnapshotResponse.Topics.Partitions',
    1068: 'FetchSnapshotResponse.Topics.Partitions',
    1073: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    1076: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    1078: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1082: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1087: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1088: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1098: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    1100: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1104: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1115: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1119: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1124: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1125: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1131: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    1133: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1137: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1142: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1143: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1163: 'FetchSnapshotResponse.Topics._tagged_fields',
    1167: 'FetchSnapshotResponse.Topics._tagged_fields',
    1172: 'FetchSnapshotResponse.Topics._tagged_fields',
    1173: 'FetchSnapshotResponse.Topics._tagged_fields',
    1185: 'FetchSnapshotResponse._tagged_fields',
    1189: 'FetchSnapshotResponse._tagged_fields',
    1194: 'FetchSnapshotResponse._tagged_fields',
    1195: 'FetchSnapshotResponse._tagged_fields',
    1210: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    1211: 'FetchSnapshotResponse.Topics',
    1212: 'FetchSnapshotResponse.Topics',
    1213: 'FetchSnapshotResponse.Topics',
    1214: 'FetchSnapshotResponse.Topics',
    1215: 'FetchSnapshotResponse.Topics.Name',
    1216: 'FetchSnapshotResponse.Topics.Name',
    1217: 'FetchSnapshotResponse.Topics.Name',
    1218: 'FetchSnapshotResponse.Topics.Name',
    1219: 'FetchSnapshotResponse.Topics.Name',
    1220: 'FetchSnapshotResponse.Topics.Partitions',
    1221: 'FetchSnapshotResponse.Topics.Partitions',
    1222: 'FetchSnapshotResponse.Topics.Partitions',
    1223: 'FetchSnapshotResponse.Topics.Partitions',
    1224: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    1225: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    1226: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    1227: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    1228: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    1231: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    1232: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    1233: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1234: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1235: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1236: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1237: 'FetchSnapshotResponse.Topics.Partitions',
    1238: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1239: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1240: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1241: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    1242: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    1243: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1246: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    1247: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    1248: 'FetchSnapshotResponse.Topics.Partitions._unknown_tags',
    1250: 'FetchSnapshotResponse.Topics.Partitions._unknown_tags',
    1253: 'FetchSnapshotResponse.Topics._unknown_tags',
    1254: 'FetchSnapshotResponse.Topics',
    1257: 'FetchSnapshotResponse.Topics._unknown_tags',
    1258: 'FetchSnapshotResponse',
    1259: 'FetchSnapshotResponse.NodeEndpoints',
    1260: 'FetchSnapshotResponse.NodeEndpoints',
    1261: 'FetchSnapshotResponse.NodeEndpoints',
    1262: 'FetchSnapshotResponse.NodeEndpoints',
    1263: 'FetchSnapshotResponse.NodeEndpoints',
    1264: 'FetchSnapshotResponse.NodeEndpoints',
    1265: 'FetchSnapshotResponse.NodeEndpoints.NodeId',
    1266: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1267: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1268: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1269: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1270: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1271: 'FetchSnapshotResponse.NodeEndpoints.Port',
    1272: 'FetchSnapshotResponse.NodeEndpoints._unknown_tags',
    1273: 'FetchSnapshotResponse.NodeEndpoints',
    1276: 'FetchSnapshotResponse.NodeEndpoints._unknown_tags',
    1277: 'FetchSnapshotResponse.NodeEndpoints',
    1278: 'FetchSnapshotResponse._unknown_tags',
    1280: 'FetchSnapshotResponse._unknown_tags',
    1290: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    1292: 'FetchSnapshotResponse.Topics',
    1296: 'FetchSnapshotResponse.Topics',
    1301: 'FetchSnapshotResponse.Topics.Name',
    1306: 'FetchSnapshotResponse.Topics.Name',
    1309: 'FetchSnapshotResponse.Topics.Name',
    1310: 'FetchSnapshotResponse.Topics.Partitions',
    1314: 'FetchSnapshotResponse.Topics.Partitions',
    1319: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    1322: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    1324: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1328: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1333: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1334: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    1344: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    1346: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1350: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    1361: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1365: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1370: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1371: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    1377: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    1379: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1383: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1388: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1389: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1409: 'FetchSnapshotResponse.Topics._tagged_fields',
    1413: 'FetchSnapshotResponse.Topics._tagged_fields',
    1418: 'FetchSnapshotResponse.Topics._tagged_fields',
    1419: 'FetchSnapshotResponse.Topics._tagged_fields',
    1431: 'FetchSnapshotResponse._tagged_fields',
    1435: 'FetchSnapshotResponse._tagged_fields',
    1440: 'FetchSnapshotResponse._tagged_fields',
    1441: 'FetchSnapshotResponse._tagged_fields',
    1446: 'FetchSnapshotResponse.NodeEndpoints',
    1450: 'FetchSnapshotResponse.NodeEndpoints',
    1455: 'FetchSnapshotResponse.NodeEndpoints.NodeId',
    1457: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1462: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1465: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1466: 'FetchSnapshotResponse.NodeEndpoints.Port',
    1468: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
    1472: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
    1477: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
    1478: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
}
