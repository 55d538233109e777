# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/FetchSnapshotRequest.json, schemas/messages/FetchSnapshotResponse.json.
# Change the schema and run the command again; `python -m kraftpy.protocol.codegen --check` fails while stale.
# fmt: off
# ruff: noqa
from __future__ import annotations

from struct import Struct
from uuid import UUID

from kraftpy.protocol.codec import (
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
    read_bytes as _read_bytes,
    read_fixed_array as _read_fixed_array,
    read_string as _read_string,
    read_uvarint as _ruv,
    tag_size_mismatch as _tag_size_mismatch,
    unsupported_field as _unsupported_field,
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
    __slots__ = ('cluster_id', 'replica_id', 'max_bytes', 'topics', '_unknown_tags')
    NAME = 'FetchSnapshotRequest'
    TYPE = 'request'
    API_KEY = 59
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, cluster_id=None, replica_id=-1, max_bytes=2147483647, topics=_EMPTY, _unknown_tags=None):
        self.cluster_id = cluster_id
        self.replica_id = replica_id
        self.max_bytes = max_bytes
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicSnapshot(_Message):
        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'FetchSnapshotRequest.TopicSnapshot'

        def __init__(self, *, name='', partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionSnapshot(_Message):
        __slots__ = ('partition', 'current_leader_epoch', 'snapshot_id', 'position', 'replica_directory_id', '_unknown_tags')
        NAME = 'FetchSnapshotRequest.PartitionSnapshot'

        def __init__(self, *, partition=0, current_leader_epoch=0, snapshot_id=_EMPTY, position=0, replica_directory_id=_ZERO_UUID, _unknown_tags=None):
            self.partition = partition
            self.current_leader_epoch = current_leader_epoch
            self.snapshot_id = FetchSnapshotRequest.SnapshotId() if snapshot_id is _EMPTY else snapshot_id
            self.position = position
            self.replica_directory_id = replica_directory_id
            self._unknown_tags = _unknown_tags

    class SnapshotId(_Message):
        __slots__ = ('end_offset', 'epoch', '_unknown_tags')
        NAME = 'FetchSnapshotRequest.SnapshotId'

        def __init__(self, *, end_offset=0, epoch=0, _unknown_tags=None):
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


def _enc_FetchSnapshotRequest_v0(o):
    parts = []
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
    k14 = []
    if o.cluster_id is not None:
        p15 = []
        s16 = o.cluster_id
        if s16 is None:
            p15.append(_H0)
        else:
            b17 = s16.encode()
            n18 = len(b17) + 1
            p15.append(_UV[n18] if n18 < 128 else _uv(n18))
            p15.append(b17)
        k14.append((0, b''.join(p15)))
    _write_tags(a, k14, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchSnapshotRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(FetchSnapshotRequest)
    o.replica_id, o.max_bytes = _S_ii.unpack_from(buf, pos)
    pos += 8
    n19 = buf[pos] - 1
    if 0 <= n19 < 127:
        pos += 1
    else:
        n19, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics')
    l20 = []
    ap21 = l20.append
    for _ in range(n19):
        t22 = _new(_C_FetchSnapshotRequest_TopicSnapshot)
        n23 = buf[pos] - 1
        if 0 <= n23 < 127:
            x24 = pos + 1 + n23
            if x24 > blen:
                raise _bad_length(n23, 'FetchSnapshotRequest.Topics.Name', pos)
            t22.name = str(buf[pos + 1:x24], 'utf-8')
            pos = x24
        else:
            t22.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotRequest.Topics.Name')
        n25 = buf[pos] - 1
        if 0 <= n25 < 127:
            pos += 1
        else:
            n25, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics.Partitions')
        l26 = []
        ap27 = l26.append
        for _ in range(n25):
            t28 = _new(_C_FetchSnapshotRequest_PartitionSnapshot)
            t28.partition, t28.current_leader_epoch = _S_ii.unpack_from(buf, pos)
            pos += 8
            t29 = _new(_C_FetchSnapshotRequest_SnapshotId)
            t29.end_offset, t29.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t29._unknown_tags = None
            else:
                nt30, pos = _ruv(buf, pos)
                if nt30 * 2 > blen - pos:
                    raise _array_too_long(nt30, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk31 = None
                for _ in range(nt30):
                    tg32, pos = _ruv(buf, pos)
                    sz33, pos = _ruv(buf, pos)
                    x34 = pos + sz33
                    if x34 > blen:
                        raise _bad_length(sz33, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk31 is None:
                        uk31 = []
                    uk31.append((tg32, bytes(buf[pos:x34])))
                    pos = x34
                t29._unknown_tags = uk31
            t28.snapshot_id = t29
            t28.position, = _S_q.unpack_from(buf, pos)
            pos += 8
            t28.replica_directory_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t28._unknown_tags = None
            else:
                nt35, pos = _ruv(buf, pos)
                if nt35 * 2 > blen - pos:
                    raise _array_too_long(nt35, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                uk36 = None
                for _ in range(nt35):
                    tg37, pos = _ruv(buf, pos)
                    sz38, pos = _ruv(buf, pos)
                    x39 = pos + sz38
                    if x39 > blen:
                        raise _bad_length(sz38, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                    if uk36 is None:
                        uk36 = []
                    uk36.append((tg37, bytes(buf[pos:x39])))
                    pos = x39
                t28._unknown_tags = uk36
            ap27(t28)
        t22.partitions = l26
        if buf[pos] == 0:
            pos += 1
            t22._unknown_tags = None
        else:
            nt40, pos = _ruv(buf, pos)
            if nt40 * 2 > blen - pos:
                raise _array_too_long(nt40, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
            uk41 = None
            for _ in range(nt40):
                tg42, pos = _ruv(buf, pos)
                sz43, pos = _ruv(buf, pos)
                x44 = pos + sz43
                if x44 > blen:
                    raise _bad_length(sz43, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
                if uk41 is None:
                    uk41 = []
                uk41.append((tg42, bytes(buf[pos:x44])))
                pos = x44
            t22._unknown_tags = uk41
        ap21(t22)
    o.topics = l20
    o.cluster_id = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt45, pos = _ruv(buf, pos)
        if nt45 * 2 > blen - pos:
            raise _array_too_long(nt45, 'FetchSnapshotRequest._tagged_fields', pos)
        uk46 = None
        for _ in range(nt45):
            tg47, pos = _ruv(buf, pos)
            sz48, pos = _ruv(buf, pos)
            x49 = pos + sz48
            if x49 > blen:
                raise _bad_length(sz48, 'FetchSnapshotRequest._tagged_fields', pos)
            if tg47 == 0:
                n50 = buf[pos] - 1
                if 0 <= n50 < 127:
                    x51 = pos + 1 + n50
                    if x51 > blen:
                        raise _bad_length(n50, 'FetchSnapshotRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x51], 'utf-8')
                    pos = x51
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchSnapshotRequest.ClusterId')
                if pos != x49:
                    raise _tag_size_mismatch(tg47, 'FetchSnapshotRequest.ClusterId', pos)
            else:
                if uk46 is None:
                    uk46 = []
                uk46.append((tg47, bytes(buf[pos:x49])))
                pos = x49
        o._unknown_tags = uk46
    return o, pos


def _enc_FetchSnapshotRequest_v1(o):
    parts = []
    a = parts.append
    a(_S_ii.pack(o.replica_id, o.max_bytes))
    l52 = o.topics
    n53 = len(l52) + 1
    a(_UV[n53] if n53 < 128 else _uv(n53))
    for e54 in l52:
        s55 = e54.name
        b56 = s55.encode()
        n57 = len(b56) + 1
        a(_UV[n57] if n57 < 128 else _uv(n57))
        a(b56)
        l58 = e54.partitions
        n59 = len(l58) + 1
        a(_UV[n59] if n59 < 128 else _uv(n59))
        for e60 in l58:
            a(_S_ii.pack(e60.partition, e60.current_leader_epoch))
            t61 = e60.snapshot_id
            a(_S_qi.pack(t61.end_offset, t61.epoch))
            u62 = t61._unknown_tags
            if u62 is None:
                a(_H0)
            else:
                _write_tags(a, None, u62)
            a(_S_q.pack(e60.position))
            k63 = []
            if e60.replica_directory_id != _ZERO_UUID:
                p64 = []
                p64.append(_S_U.pack(e60.replica_directory_id.bytes))
                k63.append((0, b''.join(p64)))
            _write_tags(a, k63, e60._unknown_tags)
        u65 = e54._unknown_tags
        if u65 is None:
            a(_H0)
        else:
            _write_tags(a, None, u65)
    k66 = []
    if o.cluster_id is not None:
        p67 = []
        s68 = o.cluster_id
        if s68 is None:
            p67.append(_H0)
        else:
            b69 = s68.encode()
            n70 = len(b69) + 1
            p67.append(_UV[n70] if n70 < 128 else _uv(n70))
            p67.append(b69)
        k66.append((0, b''.join(p67)))
    _write_tags(a, k66, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchSnapshotRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(FetchSnapshotRequest)
    o.replica_id, o.max_bytes = _S_ii.unpack_from(buf, pos)
    pos += 8
    n71 = buf[pos] - 1
    if 0 <= n71 < 127:
        pos += 1
    else:
        n71, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics')
    l72 = []
    ap73 = l72.append
    for _ in range(n71):
        t74 = _new(_C_FetchSnapshotRequest_TopicSnapshot)
        n75 = buf[pos] - 1
        if 0 <= n75 < 127:
            x76 = pos + 1 + n75
            if x76 > blen:
                raise _bad_length(n75, 'FetchSnapshotRequest.Topics.Name', pos)
            t74.name = str(buf[pos + 1:x76], 'utf-8')
            pos = x76
        else:
            t74.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotRequest.Topics.Name')
        n77 = buf[pos] - 1
        if 0 <= n77 < 127:
            pos += 1
        else:
            n77, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotRequest.Topics.Partitions')
        l78 = []
        ap79 = l78.append
        for _ in range(n77):
            t80 = _new(_C_FetchSnapshotRequest_PartitionSnapshot)
            t80.partition, t80.current_leader_epoch = _S_ii.unpack_from(buf, pos)
            pos += 8
            t81 = _new(_C_FetchSnapshotRequest_SnapshotId)
            t81.end_offset, t81.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t81._unknown_tags = None
            else:
                nt82, pos = _ruv(buf, pos)
                if nt82 * 2 > blen - pos:
                    raise _array_too_long(nt82, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk83 = None
                for _ in range(nt82):
                    tg84, pos = _ruv(buf, pos)
                    sz85, pos = _ruv(buf, pos)
                    x86 = pos + sz85
                    if x86 > blen:
                        raise _bad_length(sz85, 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk83 is None:
                        uk83 = []
                    uk83.append((tg84, bytes(buf[pos:x86])))
                    pos = x86
                t81._unknown_tags = uk83
            t80.snapshot_id = t81
            t80.position, = _S_q.unpack_from(buf, pos)
            pos += 8
            t80.replica_directory_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t80._unknown_tags = None
            else:
                nt87, pos = _ruv(buf, pos)
                if nt87 * 2 > blen - pos:
                    raise _array_too_long(nt87, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                uk88 = None
                for _ in range(nt87):
                    tg89, pos = _ruv(buf, pos)
                    sz90, pos = _ruv(buf, pos)
                    x91 = pos + sz90
                    if x91 > blen:
                        raise _bad_length(sz90, 'FetchSnapshotRequest.Topics.Partitions._tagged_fields', pos)
                    if tg89 == 0:
                        u92, = _S_U.unpack_from(buf, pos)
                        t80.replica_directory_id = _uuid_from(u92)
                        pos += 16
                        if pos != x91:
                            raise _tag_size_mismatch(tg89, 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    else:
                        if uk88 is None:
                            uk88 = []
                        uk88.append((tg89, bytes(buf[pos:x91])))
                        pos = x91
                t80._unknown_tags = uk88
            ap79(t80)
        t74.partitions = l78
        if buf[pos] == 0:
            pos += 1
            t74._unknown_tags = None
        else:
            nt93, pos = _ruv(buf, pos)
            if nt93 * 2 > blen - pos:
                raise _array_too_long(nt93, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
            uk94 = None
            for _ in range(nt93):
                tg95, pos = _ruv(buf, pos)
                sz96, pos = _ruv(buf, pos)
                x97 = pos + sz96
                if x97 > blen:
                    raise _bad_length(sz96, 'FetchSnapshotRequest.Topics._tagged_fields', pos)
                if uk94 is None:
                    uk94 = []
                uk94.append((tg95, bytes(buf[pos:x97])))
                pos = x97
            t74._unknown_tags = uk94
        ap73(t74)
    o.topics = l72
    o.cluster_id = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt98, pos = _ruv(buf, pos)
        if nt98 * 2 > blen - pos:
            raise _array_too_long(nt98, 'FetchSnapshotRequest._tagged_fields', pos)
        uk99 = None
        for _ in range(nt98):
            tg100, pos = _ruv(buf, pos)
            sz101, pos = _ruv(buf, pos)
            x102 = pos + sz101
            if x102 > blen:
                raise _bad_length(sz101, 'FetchSnapshotRequest._tagged_fields', pos)
            if tg100 == 0:
                n103 = buf[pos] - 1
                if 0 <= n103 < 127:
                    x104 = pos + 1 + n103
                    if x104 > blen:
                        raise _bad_length(n103, 'FetchSnapshotRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x104], 'utf-8')
                    pos = x104
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchSnapshotRequest.ClusterId')
                if pos != x102:
                    raise _tag_size_mismatch(tg100, 'FetchSnapshotRequest.ClusterId', pos)
            else:
                if uk99 is None:
                    uk99 = []
                uk99.append((tg100, bytes(buf[pos:x102])))
                pos = x102
        o._unknown_tags = uk99
    return o, pos


FetchSnapshotRequest._ENC = {0: _enc_FetchSnapshotRequest_v0, 1: _enc_FetchSnapshotRequest_v1}
FetchSnapshotRequest._DEC = {0: _dec_FetchSnapshotRequest_v0, 1: _dec_FetchSnapshotRequest_v1}


class FetchSnapshotResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'topics', 'node_endpoints', '_unknown_tags')
    NAME = 'FetchSnapshotResponse'
    TYPE = 'response'
    API_KEY = 59
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, throttle_time_ms=0, error_code=0, topics=_EMPTY, node_endpoints=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class TopicSnapshot(_Message):
        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.TopicSnapshot'

        def __init__(self, *, name='', partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionSnapshot(_Message):
        __slots__ = ('index', 'error_code', 'snapshot_id', 'current_leader', 'size', 'position', 'unaligned_records', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.PartitionSnapshot'

        def __init__(self, *, index=0, error_code=0, snapshot_id=_EMPTY, current_leader=_EMPTY, size=0, position=0, unaligned_records=b'', _unknown_tags=None):
            self.index = index
            self.error_code = error_code
            self.snapshot_id = FetchSnapshotResponse.SnapshotId() if snapshot_id is _EMPTY else snapshot_id
            self.current_leader = FetchSnapshotResponse.LeaderIdAndEpoch() if current_leader is _EMPTY else current_leader
            self.size = size
            self.position = position
            self.unaligned_records = unaligned_records
            self._unknown_tags = _unknown_tags

    class SnapshotId(_Message):
        __slots__ = ('end_offset', 'epoch', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.SnapshotId'

        def __init__(self, *, end_offset=0, epoch=0, _unknown_tags=None):
            self.end_offset = end_offset
            self.epoch = epoch
            self._unknown_tags = _unknown_tags

    class LeaderIdAndEpoch(_Message):
        __slots__ = ('leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.LeaderIdAndEpoch'

        def __init__(self, *, leader_id=0, leader_epoch=0, _unknown_tags=None):
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        __slots__ = ('node_id', 'host', 'port', '_unknown_tags')
        NAME = 'FetchSnapshotResponse.NodeEndpoint'

        def __init__(self, *, node_id=0, host='', port=0, _unknown_tags=None):
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


def _enc_FetchSnapshotResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l105 = o.topics
    n106 = len(l105) + 1
    a(_UV[n106] if n106 < 128 else _uv(n106))
    for e107 in l105:
        s108 = e107.name
        b109 = s108.encode()
        n110 = len(b109) + 1
        a(_UV[n110] if n110 < 128 else _uv(n110))
        a(b109)
        l111 = e107.partitions
        n112 = len(l111) + 1
        a(_UV[n112] if n112 < 128 else _uv(n112))
        for e113 in l111:
            a(_S_ih.pack(e113.index, e113.error_code))
            t114 = e113.snapshot_id
            a(_S_qi.pack(t114.end_offset, t114.epoch))
            u115 = t114._unknown_tags
            if u115 is None:
                a(_H0)
            else:
                _write_tags(a, None, u115)
            a(_S_qq.pack(e113.size, e113.position))
            s116 = e113.unaligned_records
            n117 = len(s116) + 1
            a(_UV[n117] if n117 < 128 else _uv(n117))
            a(s116)
            k118 = []
            if e113.current_leader != _DEF_FetchSnapshotResponse_LeaderIdAndEpoch:
                p119 = []
                t120 = e113.current_leader
                p119.append(_S_ii.pack(t120.leader_id, t120.leader_epoch))
                u121 = t120._unknown_tags
                if u121 is None:
                    p119.append(_H0)
                else:
                    _write_tags(p119.append, None, u121)
                k118.append((0, b''.join(p119)))
            _write_tags(a, k118, e113._unknown_tags)
        u122 = e107._unknown_tags
        if u122 is None:
            a(_H0)
        else:
            _write_tags(a, None, u122)
    if o.node_endpoints:
        raise _unsupported_field('FetchSnapshotResponse', 'NodeEndpoints', 0)
    u123 = o._unknown_tags
    if u123 is None:
        a(_H0)
    else:
        _write_tags(a, None, u123)
    return b''.join(parts)


def _dec_FetchSnapshotResponse_v0(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchSnapshotResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n124 = buf[pos] - 1
    if 0 <= n124 < 127:
        pos += 1
    else:
        n124, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics')
    l125 = []
    ap126 = l125.append
    for _ in range(n124):
        t127 = _new(_C_FetchSnapshotResponse_TopicSnapshot)
        n128 = buf[pos] - 1
        if 0 <= n128 < 127:
            x129 = pos + 1 + n128
            if x129 > blen:
                raise _bad_length(n128, 'FetchSnapshotResponse.Topics.Name', pos)
            t127.name = str(buf[pos + 1:x129], 'utf-8')
            pos = x129
        else:
            t127.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotResponse.Topics.Name')
        n130 = buf[pos] - 1
        if 0 <= n130 < 127:
            pos += 1
        else:
            n130, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics.Partitions')
        l131 = []
        ap132 = l131.append
        for _ in range(n130):
            t133 = _new(_C_FetchSnapshotResponse_PartitionSnapshot)
            t133.index, t133.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t134 = _new(_C_FetchSnapshotResponse_SnapshotId)
            t134.end_offset, t134.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t134._unknown_tags = None
            else:
                nt135, pos = _ruv(buf, pos)
                if nt135 * 2 > blen - pos:
                    raise _array_too_long(nt135, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk136 = None
                for _ in range(nt135):
                    tg137, pos = _ruv(buf, pos)
                    sz138, pos = _ruv(buf, pos)
                    x139 = pos + sz138
                    if x139 > blen:
                        raise _bad_length(sz138, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk136 is None:
                        uk136 = []
                    uk136.append((tg137, bytes(buf[pos:x139])))
                    pos = x139
                t134._unknown_tags = uk136
            t133.snapshot_id = t134
            t133.size, t133.position = _S_qq.unpack_from(buf, pos)
            pos += 16
            t133.unaligned_records, pos = _read_bytes(buf, pos, True, False, 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', True)
            t133.current_leader = _C_FetchSnapshotResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t133._unknown_tags = None
            else:
                nt140, pos = _ruv(buf, pos)
                if nt140 * 2 > blen - pos:
                    raise _array_too_long(nt140, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                uk141 = None
                for _ in range(nt140):
                    tg142, pos = _ruv(buf, pos)
                    sz143, pos = _ruv(buf, pos)
                    x144 = pos + sz143
                    if x144 > blen:
                        raise _bad_length(sz143, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                    if tg142 == 0:
                        t145 = _new(_C_FetchSnapshotResponse_LeaderIdAndEpoch)
                        t145.leader_id, t145.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t145._unknown_tags = None
                        else:
                            nt146, pos = _ruv(buf, pos)
                            if nt146 * 2 > blen - pos:
                                raise _array_too_long(nt146, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                            uk147 = None
                            for _ in range(nt146):
                                tg148, pos = _ruv(buf, pos)
                                sz149, pos = _ruv(buf, pos)
                                x150 = pos + sz149
                                if x150 > blen:
                                    raise _bad_length(sz149, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk147 is None:
                                    uk147 = []
                                uk147.append((tg148, bytes(buf[pos:x150])))
                                pos = x150
                            t145._unknown_tags = uk147
                        t133.current_leader = t145
                        if pos != x144:
                            raise _tag_size_mismatch(tg142, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader', pos)
                    else:
                        if uk141 is None:
                            uk141 = []
                        uk141.append((tg142, bytes(buf[pos:x144])))
                        pos = x144
                t133._unknown_tags = uk141
            ap132(t133)
        t127.partitions = l131
        if buf[pos] == 0:
            pos += 1
            t127._unknown_tags = None
        else:
            nt151, pos = _ruv(buf, pos)
            if nt151 * 2 > blen - pos:
                raise _array_too_long(nt151, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
            uk152 = None
            for _ in range(nt151):
                tg153, pos = _ruv(buf, pos)
                sz154, pos = _ruv(buf, pos)
                x155 = pos + sz154
                if x155 > blen:
                    raise _bad_length(sz154, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
                if uk152 is None:
                    uk152 = []
                uk152.append((tg153, bytes(buf[pos:x155])))
                pos = x155
            t127._unknown_tags = uk152
        ap126(t127)
    o.topics = l125
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt156, pos = _ruv(buf, pos)
        if nt156 * 2 > blen - pos:
            raise _array_too_long(nt156, 'FetchSnapshotResponse._tagged_fields', pos)
        uk157 = None
        for _ in range(nt156):
            tg158, pos = _ruv(buf, pos)
            sz159, pos = _ruv(buf, pos)
            x160 = pos + sz159
            if x160 > blen:
                raise _bad_length(sz159, 'FetchSnapshotResponse._tagged_fields', pos)
            if uk157 is None:
                uk157 = []
            uk157.append((tg158, bytes(buf[pos:x160])))
            pos = x160
        o._unknown_tags = uk157
    return o, pos


def _enc_FetchSnapshotResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l161 = o.topics
    n162 = len(l161) + 1
    a(_UV[n162] if n162 < 128 else _uv(n162))
    for e163 in l161:
        s164 = e163.name
        b165 = s164.encode()
        n166 = len(b165) + 1
        a(_UV[n166] if n166 < 128 else _uv(n166))
        a(b165)
        l167 = e163.partitions
        n168 = len(l167) + 1
        a(_UV[n168] if n168 < 128 else _uv(n168))
        for e169 in l167:
            a(_S_ih.pack(e169.index, e169.error_code))
            t170 = e169.snapshot_id
            a(_S_qi.pack(t170.end_offset, t170.epoch))
            u171 = t170._unknown_tags
            if u171 is None:
                a(_H0)
            else:
                _write_tags(a, None, u171)
            a(_S_qq.pack(e169.size, e169.position))
            s172 = e169.unaligned_records
            n173 = len(s172) + 1
            a(_UV[n173] if n173 < 128 else _uv(n173))
            a(s172)
            k174 = []
            if e169.current_leader != _DEF_FetchSnapshotResponse_LeaderIdAndEpoch:
                p175 = []
                t176 = e169.current_leader
                p175.append(_S_ii.pack(t176.leader_id, t176.leader_epoch))
                u177 = t176._unknown_tags
                if u177 is None:
                    p175.append(_H0)
                else:
                    _write_tags(p175.append, None, u177)
                k174.append((0, b''.join(p175)))
            _write_tags(a, k174, e169._unknown_tags)
        u178 = e163._unknown_tags
        if u178 is None:
            a(_H0)
        else:
            _write_tags(a, None, u178)
    k179 = []
    if o.node_endpoints:
        p180 = []
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
    _write_tags(a, k179, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchSnapshotResponse_v1(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchSnapshotResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n188 = buf[pos] - 1
    if 0 <= n188 < 127:
        pos += 1
    else:
        n188, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics')
    l189 = []
    ap190 = l189.append
    for _ in range(n188):
        t191 = _new(_C_FetchSnapshotResponse_TopicSnapshot)
        n192 = buf[pos] - 1
        if 0 <= n192 < 127:
            x193 = pos + 1 + n192
            if x193 > blen:
                raise _bad_length(n192, 'FetchSnapshotResponse.Topics.Name', pos)
            t191.name = str(buf[pos + 1:x193], 'utf-8')
            pos = x193
        else:
            t191.name, pos = _read_string(buf, pos, True, False, 'FetchSnapshotResponse.Topics.Name')
        n194 = buf[pos] - 1
        if 0 <= n194 < 127:
            pos += 1
        else:
            n194, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.Topics.Partitions')
        l195 = []
        ap196 = l195.append
        for _ in range(n194):
            t197 = _new(_C_FetchSnapshotResponse_PartitionSnapshot)
            t197.index, t197.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            t198 = _new(_C_FetchSnapshotResponse_SnapshotId)
            t198.end_offset, t198.epoch = _S_qi.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t198._unknown_tags = None
            else:
                nt199, pos = _ruv(buf, pos)
                if nt199 * 2 > blen - pos:
                    raise _array_too_long(nt199, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                uk200 = None
                for _ in range(nt199):
                    tg201, pos = _ruv(buf, pos)
                    sz202, pos = _ruv(buf, pos)
                    x203 = pos + sz202
                    if x203 > blen:
                        raise _bad_length(sz202, 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields', pos)
                    if uk200 is None:
                        uk200 = []
                    uk200.append((tg201, bytes(buf[pos:x203])))
                    pos = x203
                t198._unknown_tags = uk200
            t197.snapshot_id = t198
            t197.size, t197.position = _S_qq.unpack_from(buf, pos)
            pos += 16
            t197.unaligned_records, pos = _read_bytes(buf, pos, True, False, 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords', True)
            t197.current_leader = _C_FetchSnapshotResponse_LeaderIdAndEpoch()
            if buf[pos] == 0:
                pos += 1
                t197._unknown_tags = None
            else:
                nt204, pos = _ruv(buf, pos)
                if nt204 * 2 > blen - pos:
                    raise _array_too_long(nt204, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                uk205 = None
                for _ in range(nt204):
                    tg206, pos = _ruv(buf, pos)
                    sz207, pos = _ruv(buf, pos)
                    x208 = pos + sz207
                    if x208 > blen:
                        raise _bad_length(sz207, 'FetchSnapshotResponse.Topics.Partitions._tagged_fields', pos)
                    if tg206 == 0:
                        t209 = _new(_C_FetchSnapshotResponse_LeaderIdAndEpoch)
                        t209.leader_id, t209.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t209._unknown_tags = None
                        else:
                            nt210, pos = _ruv(buf, pos)
                            if nt210 * 2 > blen - pos:
                                raise _array_too_long(nt210, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                            uk211 = None
                            for _ in range(nt210):
                                tg212, pos = _ruv(buf, pos)
                                sz213, pos = _ruv(buf, pos)
                                x214 = pos + sz213
                                if x214 > blen:
                                    raise _bad_length(sz213, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk211 is None:
                                    uk211 = []
                                uk211.append((tg212, bytes(buf[pos:x214])))
                                pos = x214
                            t209._unknown_tags = uk211
                        t197.current_leader = t209
                        if pos != x208:
                            raise _tag_size_mismatch(tg206, 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader', pos)
                    else:
                        if uk205 is None:
                            uk205 = []
                        uk205.append((tg206, bytes(buf[pos:x208])))
                        pos = x208
                t197._unknown_tags = uk205
            ap196(t197)
        t191.partitions = l195
        if buf[pos] == 0:
            pos += 1
            t191._unknown_tags = None
        else:
            nt215, pos = _ruv(buf, pos)
            if nt215 * 2 > blen - pos:
                raise _array_too_long(nt215, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
            uk216 = None
            for _ in range(nt215):
                tg217, pos = _ruv(buf, pos)
                sz218, pos = _ruv(buf, pos)
                x219 = pos + sz218
                if x219 > blen:
                    raise _bad_length(sz218, 'FetchSnapshotResponse.Topics._tagged_fields', pos)
                if uk216 is None:
                    uk216 = []
                uk216.append((tg217, bytes(buf[pos:x219])))
                pos = x219
            t191._unknown_tags = uk216
        ap190(t191)
    o.topics = l189
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt220, pos = _ruv(buf, pos)
        if nt220 * 2 > blen - pos:
            raise _array_too_long(nt220, 'FetchSnapshotResponse._tagged_fields', pos)
        uk221 = None
        for _ in range(nt220):
            tg222, pos = _ruv(buf, pos)
            sz223, pos = _ruv(buf, pos)
            x224 = pos + sz223
            if x224 > blen:
                raise _bad_length(sz223, 'FetchSnapshotResponse._tagged_fields', pos)
            if tg222 == 0:
                n225 = buf[pos] - 1
                if 0 <= n225 < 127:
                    pos += 1
                else:
                    n225, pos = _read_array_len(buf, pos, True, False, 1, 'FetchSnapshotResponse.NodeEndpoints')
                l226 = []
                ap227 = l226.append
                for _ in range(n225):
                    t228 = _new(_C_FetchSnapshotResponse_NodeEndpoint)
                    t228.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n229 = buf[pos] - 1
                    if 0 <= n229 < 127:
                        x230 = pos + 1 + n229
                        if x230 > blen:
                            raise _bad_length(n229, 'FetchSnapshotResponse.NodeEndpoints.Host', pos)
                        t228.host = str(buf[pos + 1:x230], 'utf-8')
                        pos = x230
                    else:
                        t228.host, pos = _read_string(buf, pos, True, False, 'FetchSnapshotResponse.NodeEndpoints.Host')
                    t228.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t228._unknown_tags = None
                    else:
                        nt231, pos = _ruv(buf, pos)
                        if nt231 * 2 > blen - pos:
                            raise _array_too_long(nt231, 'FetchSnapshotResponse.NodeEndpoints._tagged_fields', pos)
                        uk232 = None
                        for _ in range(nt231):
                            tg233, pos = _ruv(buf, pos)
                            sz234, pos = _ruv(buf, pos)
                            x235 = pos + sz234
                            if x235 > blen:
                                raise _bad_length(sz234, 'FetchSnapshotResponse.NodeEndpoints._tagged_fields', pos)
                            if uk232 is None:
                                uk232 = []
                            uk232.append((tg233, bytes(buf[pos:x235])))
                            pos = x235
                        t228._unknown_tags = uk232
                    ap227(t228)
                o.node_endpoints = l226
                if pos != x224:
                    raise _tag_size_mismatch(tg222, 'FetchSnapshotResponse.NodeEndpoints', pos)
            else:
                if uk221 is None:
                    uk221 = []
                uk221.append((tg222, bytes(buf[pos:x224])))
                pos = x224
        o._unknown_tags = uk221
    return o, pos


FetchSnapshotResponse._ENC = {0: _enc_FetchSnapshotResponse_v0, 1: _enc_FetchSnapshotResponse_v1}
FetchSnapshotResponse._DEC = {0: _dec_FetchSnapshotResponse_v0, 1: _dec_FetchSnapshotResponse_v1}


_LINES = {
    129: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    130: 'FetchSnapshotRequest.Topics',
    131: 'FetchSnapshotRequest.Topics',
    132: 'FetchSnapshotRequest.Topics',
    133: 'FetchSnapshotRequest.Topics',
    134: 'FetchSnapshotRequest.Topics.Name',
    135: 'FetchSnapshotRequest.Topics.Name',
    136: 'FetchSnapshotRequest.Topics.Name',
    137: 'FetchSnapshotRequest.Topics.Name',
    138: 'FetchSnapshotRequest.Topics.Name',
    139: 'FetchSnapshotRequest.Topics.Partitions',
    140: 'FetchSnapshotRequest.Topics.Partitions',
    141: 'FetchSnapshotRequest.Topics.Partitions',
    142: 'FetchSnapshotRequest.Topics.Partitions',
    143: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    144: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    145: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    146: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    147: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    150: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    151: 'FetchSnapshotRequest.Topics.Partitions.Position',
    152: 'FetchSnapshotRequest.Topics.Partitions._unknown_tags',
    153: 'FetchSnapshotRequest.Topics.Partitions',
    156: 'FetchSnapshotRequest.Topics.Partitions._unknown_tags',
    157: 'FetchSnapshotRequest.Topics._unknown_tags',
    158: 'FetchSnapshotRequest.Topics',
    161: 'FetchSnapshotRequest.Topics._unknown_tags',
    162: 'FetchSnapshotRequest',
    163: 'FetchSnapshotRequest.ClusterId',
    164: 'FetchSnapshotRequest.ClusterId',
    165: 'FetchSnapshotRequest.ClusterId',
    166: 'FetchSnapshotRequest.ClusterId',
    167: 'FetchSnapshotRequest.ClusterId',
    168: 'FetchSnapshotRequest.ClusterId',
    169: 'FetchSnapshotRequest.ClusterId',
    170: 'FetchSnapshotRequest.ClusterId',
    171: 'FetchSnapshotRequest.ClusterId',
    172: 'FetchSnapshotRequest.ClusterId',
    173: 'FetchSnapshotRequest.ClusterId',
    174: 'FetchSnapshotRequest._unknown_tags',
    181: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    183: 'FetchSnapshotRequest.Topics',
    187: 'FetchSnapshotRequest.Topics',
    192: 'FetchSnapshotRequest.Topics.Name',
    197: 'FetchSnapshotRequest.Topics.Name',
    200: 'FetchSnapshotRequest.Topics.Name',
    201: 'FetchSnapshotRequest.Topics.Partitions',
    205: 'FetchSnapshotRequest.Topics.Partitions',
    210: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    213: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    215: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    219: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    224: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    225: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    235: 'FetchSnapshotRequest.Topics.Partitions.Position',
    238: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    242: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    247: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    248: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    259: 'FetchSnapshotRequest.Topics._tagged_fields',
    263: 'FetchSnapshotRequest.Topics._tagged_fields',
    268: 'FetchSnapshotRequest.Topics._tagged_fields',
    269: 'FetchSnapshotRequest.Topics._tagged_fields',
    281: 'FetchSnapshotRequest._tagged_fields',
    285: 'FetchSnapshotRequest._tagged_fields',
    290: 'FetchSnapshotRequest._tagged_fields',
    291: 'FetchSnapshotRequest._tagged_fields',
    296: 'FetchSnapshotRequest.ClusterId',
    301: 'FetchSnapshotRequest.ClusterId',
    304: 'FetchSnapshotRequest.ClusterId',
    319: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    320: 'FetchSnapshotRequest.Topics',
    321: 'FetchSnapshotRequest.Topics',
    322: 'FetchSnapshotRequest.Topics',
    323: 'FetchSnapshotRequest.Topics',
    324: 'FetchSnapshotRequest.Topics.Name',
    325: 'FetchSnapshotRequest.Topics.Name',
    326: 'FetchSnapshotRequest.Topics.Name',
    327: 'FetchSnapshotRequest.Topics.Name',
    328: 'FetchSnapshotRequest.Topics.Name',
    329: 'FetchSnapshotRequest.Topics.Partitions',
    330: 'FetchSnapshotRequest.Topics.Partitions',
    331: 'FetchSnapshotRequest.Topics.Partitions',
    332: 'FetchSnapshotRequest.Topics.Partitions',
    333: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    334: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    335: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    336: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    337: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId',
    340: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._unknown_tags',
    341: 'FetchSnapshotRequest.Topics.Partitions.Position',
    342: 'FetchSnapshotRequest.Topics.Partitions',
    343: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    344: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    345: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    346: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    347: 'FetchSnapshotRequest.Topics.Partitions._unknown_tags',
    348: 'FetchSnapshotRequest.Topics._unknown_tags',
    349: 'FetchSnapshotRequest.Topics',
    352: 'FetchSnapshotRequest.Topics._unknown_tags',
    353: 'FetchSnapshotRequest',
    354: 'FetchSnapshotRequest.ClusterId',
    355: 'FetchSnapshotRequest.ClusterId',
    356: 'FetchSnapshotRequest.ClusterId',
    357: 'FetchSnapshotRequest.ClusterId',
    358: 'FetchSnapshotRequest.ClusterId',
    359: 'FetchSnapshotRequest.ClusterId',
    360: 'FetchSnapshotRequest.ClusterId',
    361: 'FetchSnapshotRequest.ClusterId',
    362: 'FetchSnapshotRequest.ClusterId',
    363: 'FetchSnapshotRequest.ClusterId',
    364: 'FetchSnapshotRequest.ClusterId',
    365: 'FetchSnapshotRequest._unknown_tags',
    372: 'FetchSnapshotRequest.ReplicaId,MaxBytes',
    374: 'FetchSnapshotRequest.Topics',
    378: 'FetchSnapshotRequest.Topics',
    383: 'FetchSnapshotRequest.Topics.Name',
    388: 'FetchSnapshotRequest.Topics.Name',
    391: 'FetchSnapshotRequest.Topics.Name',
    392: 'FetchSnapshotRequest.Topics.Partitions',
    396: 'FetchSnapshotRequest.Topics.Partitions',
    401: 'FetchSnapshotRequest.Topics.Partitions.Partition,CurrentLeaderEpoch',
    404: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    406: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    410: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    415: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    416: 'FetchSnapshotRequest.Topics.Partitions.SnapshotId._tagged_fields',
    426: 'FetchSnapshotRequest.Topics.Partitions.Position',
    429: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    433: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    438: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    439: 'FetchSnapshotRequest.Topics.Partitions._tagged_fields',
    444: 'FetchSnapshotRequest.Topics.Partitions.ReplicaDirectoryId',
    457: 'FetchSnapshotRequest.Topics._tagged_fields',
    461: 'FetchSnapshotRequest.Topics._tagged_fields',
    466: 'FetchSnapshotRequest.Topics._tagged_fields',
    467: 'FetchSnapshotRequest.Topics._tagged_fields',
    479: 'FetchSnapshotRequest._tagged_fields',
    483: 'FetchSnapshotRequest._tagged_fields',
    488: 'FetchSnapshotRequest._tagged_fields',
    489: 'FetchSnapshotRequest._tagged_fields',
    494: 'FetchSnapshotRequest.ClusterId',
    499: 'FetchSnapshotRequest.ClusterId',
    502: 'FetchSnapshotRequest.ClusterId',
    632: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    633: 'FetchSnapshotResponse.Topics',
    634: 'FetchSnapshotResponse.Topics',
    635: 'FetchSnapshotResponse.Topics',
    636: 'FetchSnapshotResponse.Topics',
    637: 'FetchSnapshotResponse.Topics.Name',
    638: 'FetchSnapshotResponse.Topics.Name',
    639: 'FetchSnapshotResponse.Topics.Name',
    640: 'FetchSnapshotResponse.Topics.Name',
    641: 'FetchSnapshotResponse.Topics.Name',
    642: 'FetchSnapshotResponse.Topics.Partitions',
    643: 'FetchSnapshotResponse.Topics.Partitions',
    644: 'FetchSnapshotResponse.Topics.Partitions',
    645: 'FetchSnapshotResponse.Topics.Partitions',
    646: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    647: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    648: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    649: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    650: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    653: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    654: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    655: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    656: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    657: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    658: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    659: 'FetchSnapshotResponse.Topics.Partitions',
    660: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    661: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    662: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    663: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    664: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    665: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    668: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    669: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    670: 'FetchSnapshotResponse.Topics.Partitions._unknown_tags',
    671: 'FetchSnapshotResponse.Topics._unknown_tags',
    672: 'FetchSnapshotResponse.Topics',
    675: 'FetchSnapshotResponse.Topics._unknown_tags',
    676: 'FetchSnapshotResponse.NodeEndpoints',
    678: 'FetchSnapshotResponse._unknown_tags',
    679: 'FetchSnapshotResponse',
    682: 'FetchSnapshotResponse._unknown_tags',
    690: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    692: 'FetchSnapshotResponse.Topics',
    696: 'FetchSnapshotResponse.Topics',
    701: 'FetchSnapshotResponse.Topics.Name',
    706: 'FetchSnapshotResponse.Topics.Name',
    709: 'FetchSnapshotResponse.Topics.Name',
    710: 'FetchSnapshotResponse.Topics.Partitions',
    714: 'FetchSnapshotResponse.Topics.Partitions',
    719: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    722: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    724: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    728: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    733: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    734: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    744: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    746: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    748: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    752: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    757: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    758: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    764: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    766: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    770: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    775: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    776: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    796: 'FetchSnapshotResponse.Topics._tagged_fields',
    800: 'FetchSnapshotResponse.Topics._tagged_fields',
    805: 'FetchSnapshotResponse.Topics._tagged_fields',
    806: 'FetchSnapshotResponse.Topics._tagged_fields',
    818: 'FetchSnapshotResponse._tagged_fields',
    822: 'FetchSnapshotResponse._tagged_fields',
    827: 'FetchSnapshotResponse._tagged_fields',
    828: 'FetchSnapshotResponse._tagged_fields',
    843: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    844: 'FetchSnapshotResponse.Topics',
    845: 'FetchSnapshotResponse.Topics',
    846: 'FetchSnapshotResponse.Topics',
    847: 'FetchSnapshotResponse.Topics',
    848: 'FetchSnapshotResponse.Topics.Name',
    849: 'FetchSnapshotResponse.Topics.Name',
    850: 'FetchSnapshotResponse.Topics.Name',
    851: 'FetchSnapshotResponse.Topics.Name',
    852: 'FetchSnapshotResponse.Topics.Name',
    853: 'FetchSnapshotResponse.Topics.Partitions',
    854: 'FetchSnapshotResponse.Topics.Partitions',
    855: 'FetchSnapshotResponse.Topics.Partitions',
    856: 'FetchSnapshotResponse.Topics.Partitions',
    857: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    858: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    859: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    860: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    861: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId',
    864: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._unknown_tags',
    865: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    866: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    867: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    868: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    869: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    870: 'FetchSnapshotResponse.Topics.Partitions',
    871: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    872: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    873: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    874: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    875: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    876: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    879: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._unknown_tags',
    880: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader',
    881: 'FetchSnapshotResponse.Topics.Partitions._unknown_tags',
    882: 'FetchSnapshotResponse.Topics._unknown_tags',
    883: 'FetchSnapshotResponse.Topics',
    886: 'FetchSnapshotResponse.Topics._unknown_tags',
    887: 'FetchSnapshotResponse',
    888: 'FetchSnapshotResponse.NodeEndpoints',
    889: 'FetchSnapshotResponse.NodeEndpoints',
    890: 'FetchSnapshotResponse.NodeEndpoints',
    891: 'FetchSnapshotResponse.NodeEndpoints',
    892: 'FetchSnapshotResponse.NodeEndpoints',
    893: 'FetchSnapshotResponse.NodeEndpoints',
    894: 'FetchSnapshotResponse.NodeEndpoints.NodeId',
    895: 'FetchSnapshotResponse.NodeEndpoints.Host',
    896: 'FetchSnapshotResponse.NodeEndpoints.Host',
    897: 'FetchSnapshotResponse.NodeEndpoints.Host',
    898: 'FetchSnapshotResponse.NodeEndpoints.Host',
    899: 'FetchSnapshotResponse.NodeEndpoints.Host',
    900: 'FetchSnapshotResponse.NodeEndpoints.Port',
    901: 'FetchSnapshotResponse.NodeEndpoints._unknown_tags',
    902: 'FetchSnapshotResponse.NodeEndpoints',
    905: 'FetchSnapshotResponse.NodeEndpoints._unknown_tags',
    906: 'FetchSnapshotResponse.NodeEndpoints',
    907: 'FetchSnapshotResponse._unknown_tags',
    915: 'FetchSnapshotResponse.ThrottleTimeMs,ErrorCode',
    917: 'FetchSnapshotResponse.Topics',
    921: 'FetchSnapshotResponse.Topics',
    926: 'FetchSnapshotResponse.Topics.Name',
    931: 'FetchSnapshotResponse.Topics.Name',
    934: 'FetchSnapshotResponse.Topics.Name',
    935: 'FetchSnapshotResponse.Topics.Partitions',
    939: 'FetchSnapshotResponse.Topics.Partitions',
    944: 'FetchSnapshotResponse.Topics.Partitions.Index,ErrorCode',
    947: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId.EndOffset,Epoch',
    949: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    953: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    958: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    959: 'FetchSnapshotResponse.Topics.Partitions.SnapshotId._tagged_fields',
    969: 'FetchSnapshotResponse.Topics.Partitions.Size,Position',
    971: 'FetchSnapshotResponse.Topics.Partitions.UnalignedRecords',
    973: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    977: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    982: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    983: 'FetchSnapshotResponse.Topics.Partitions._tagged_fields',
    989: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    991: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    995: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1000: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1001: 'FetchSnapshotResponse.Topics.Partitions.CurrentLeader._tagged_fields',
    1021: 'FetchSnapshotResponse.Topics._tagged_fields',
    1025: 'FetchSnapshotResponse.Topics._tagged_fields',
    1030: 'FetchSnapshotResponse.Topics._tagged_fields',
    1031: 'FetchSnapshotResponse.Topics._tagged_fields',
    1043: 'FetchSnapshotResponse._tagged_fields',
    1047: 'FetchSnapshotResponse._tagged_fields',
    1052: 'FetchSnapshotResponse._tagged_fields',
    1053: 'FetchSnapshotResponse._tagged_fields',
    1058: 'FetchSnapshotResponse.NodeEndpoints',
    1062: 'FetchSnapshotResponse.NodeEndpoints',
    1067: 'FetchSnapshotResponse.NodeEndpoints.NodeId',
    1069: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1074: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1077: 'FetchSnapshotResponse.NodeEndpoints.Host',
    1078: 'FetchSnapshotResponse.NodeEndpoints.Port',
    1080: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
    1084: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
    1089: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
    1090: 'FetchSnapshotResponse.NodeEndpoints._tagged_fields',
}
