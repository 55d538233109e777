# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/OffsetForLeaderEpochRequest.json, schemas/messages/OffsetForLeaderEpochResponse.json.
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

__all__ = ['OffsetForLeaderEpochRequest', 'OffsetForLeaderEpochResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_hiiq = Struct('>hiiq')
_S_i = Struct('>i')
_S_iii = Struct('>iii')


class OffsetForLeaderEpochRequest(_Message):
    """OffsetForLeaderEpochRequest (request): API key 23; versions 2-4; flexible in 4; listeners: broker."""

    __slots__ = ('replica_id', 'topics', '_unknown_tags')
    NAME = 'OffsetForLeaderEpochRequest'
    TYPE = 'request'
    API_KEY = 23
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (2, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    replica_id: int
    """Broker id of a follower, -1 for a consumer, or -2 for a debug client.

    `ReplicaId` (int32): versions 3+; default -2; ignorable."""
    topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic]
    """Partitions to query, grouped by topic.

    `Topics` ([]OffsetForLeaderTopic): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        replica_id: int = -2,
        topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OffsetForLeaderTopic(_Message):
        """Partitions to query, grouped by topic.

        OffsetForLeaderTopic (in OffsetForLeaderEpochRequest): versions 0+."""

        __slots__ = ('topic', 'partitions', '_unknown_tags')
        NAME = 'OffsetForLeaderEpochRequest.OffsetForLeaderTopic'

        topic: str
        """Topic name.

        `Topic` (string): versions 0+; default ''."""
        partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderPartition]
        """Partitions to query.

        `Partitions` ([]OffsetForLeaderPartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderPartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetForLeaderPartition(_Message):
        """Partitions to query.

        OffsetForLeaderPartition (in OffsetForLeaderEpochRequest): versions 0+."""

        __slots__ = ('partition', 'current_leader_epoch', 'leader_epoch', '_unknown_tags')
        NAME = 'OffsetForLeaderEpochRequest.OffsetForLeaderPartition'

        partition: int
        """Partition index.

        `Partition` (int32): versions 0+; default 0."""
        current_leader_epoch: int
        """Leader epoch known to the caller, for fencing, or -1.

        `CurrentLeaderEpoch` (int32): versions 2+; default -1; ignorable."""
        leader_epoch: int
        """Epoch whose end offset is wanted.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition: int = 0,
            current_leader_epoch: int = -1,
            leader_epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition = partition
            self.current_leader_epoch = current_leader_epoch
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags


_C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic = OffsetForLeaderEpochRequest.OffsetForLeaderTopic
_C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition = OffsetForLeaderEpochRequest.OffsetForLeaderPartition
OffsetForLeaderEpochRequest.FIELDS = (
    _FI('ReplicaId', 'replica_id', 'int32', (3, 32767), (1, 0), (1, 0), None, -2, True, None),
    _FI('Topics', 'topics', '[]OffsetForLeaderTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic),
)
_C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]OffsetForLeaderPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition),
)
_C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition.FIELDS = (
    _FI('Partition', 'partition', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentLeaderEpoch', 'current_leader_epoch', 'int32', (2, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_OffsetForLeaderEpochRequest_OffsetForLeaderTopic = _C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic()
_DEF_OffsetForLeaderEpochRequest_OffsetForLeaderPartition = _C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition()

def _mk_OffsetForLeaderEpochRequest_OffsetForLeaderTopic() -> OffsetForLeaderEpochRequest.OffsetForLeaderTopic:
    o = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic)
    o.topic = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetForLeaderEpochRequest_OffsetForLeaderPartition() -> OffsetForLeaderEpochRequest.OffsetForLeaderPartition:
    o = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition)
    o.partition = 0
    o.current_leader_epoch = -1
    o.leader_epoch = 0
    o._unknown_tags = None
    return o


def _enc_OffsetForLeaderEpochRequest_v2(o: OffsetForLeaderEpochRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.topics
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.topic
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        l6 = e2.partitions
        a(_S_i.pack(len(l6)))
        for e7 in l6:
            a(_S_iii.pack(e7.partition, e7.current_leader_epoch, e7.leader_epoch))
    return b''.join(parts)


def _dec_OffsetForLeaderEpochRequest_v2(buf: _Buffer, pos: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    blen = len(buf)
    o = _new(OffsetForLeaderEpochRequest)
    n8, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochRequest.Topics')
    l9: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = []
    ap10 = l9.append
    for _ in range(n8):
        t11 = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic)
        n12, = _S_h.unpack_from(buf, pos)
        if n12 >= 0:
            x13 = pos + 2 + n12
            if x13 > blen:
                raise _bad_length(n12, 'OffsetForLeaderEpochRequest.Topics.Topic', pos)
            t11.topic = str(buf[pos + 2:x13], 'utf-8')
            pos = x13
        else:
            t11.topic, pos = _read_string(buf, pos, False, False, 'OffsetForLeaderEpochRequest.Topics.Topic')
        n14, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochRequest.Topics.Partitions')
        l15: list[OffsetForLeaderEpochRequest.OffsetForLeaderPartition] = []
        ap16 = l15.append
        for _ in range(n14):
            t17 = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition)
            t17.partition, t17.current_leader_epoch, t17.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            t17._unknown_tags = None
            ap16(t17)
        t11.partitions = l15
        t11._unknown_tags = None
        ap10(t11)
    o.topics = l9
    o.replica_id = -2
    o._unknown_tags = None
    return o, pos


def _enc_OffsetForLeaderEpochRequest_v3(o: OffsetForLeaderEpochRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    l18 = o.topics
    a(_S_i.pack(len(l18)))
    for e19 in l18:
        s20 = e19.topic
        b21 = s20.encode()
        a(_S_h.pack(len(b21)))
        a(b21)
        l23 = e19.partitions
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            a(_S_iii.pack(e24.partition, e24.current_leader_epoch, e24.leader_epoch))
    return b''.join(parts)


def _dec_OffsetForLeaderEpochRequest_v3(buf: _Buffer, pos: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    blen = len(buf)
    o = _new(OffsetForLeaderEpochRequest)
    o.replica_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n25, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochRequest.Topics')
    l26: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic)
        n29, = _S_h.unpack_from(buf, pos)
        if n29 >= 0:
            x30 = pos + 2 + n29
            if x30 > blen:
                raise _bad_length(n29, 'OffsetForLeaderEpochRequest.Topics.Topic', pos)
            t28.topic = str(buf[pos + 2:x30], 'utf-8')
            pos = x30
        else:
            t28.topic, pos = _read_string(buf, pos, False, False, 'OffsetForLeaderEpochRequest.Topics.Topic')
        n31, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochRequest.Topics.Partitions')
        l32: list[OffsetForLeaderEpochRequest.OffsetForLeaderPartition] = []
        ap33 = l32.append
        for _ in range(n31):
            t34 = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition)
            t34.partition, t34.current_leader_epoch, t34.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            t34._unknown_tags = None
            ap33(t34)
        t28.partitions = l32
        t28._unknown_tags = None
        ap27(t28)
    o.topics = l26
    o._unknown_tags = None
    return o, pos


def _enc_OffsetForLeaderEpochRequest_v4(o: OffsetForLeaderEpochRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    l35 = o.topics
    n36 = len(l35) + 1
    a(_UV[n36] if n36 < 128 else _uv(n36))
    for e37 in l35:
        s38 = e37.topic
        b39 = s38.encode()
        n40 = len(b39) + 1
        a(_UV[n40] if n40 < 128 else _uv(n40))
        a(b39)
        l41 = e37.partitions
        n42 = len(l41) + 1
        a(_UV[n42] if n42 < 128 else _uv(n42))
        for e43 in l41:
            a(_S_iii.pack(e43.partition, e43.current_leader_epoch, e43.leader_epoch))
            u44 = e43._unknown_tags
            if u44 is None:
                a(_H0)
            else:
                _write_tags(a, None, u44)
        u45 = e37._unknown_tags
        if u45 is None:
            a(_H0)
        else:
            _write_tags(a, None, u45)
    u46 = o._unknown_tags
    if u46 is None:
        a(_H0)
    else:
        _write_tags(a, None, u46)
    return b''.join(parts)


def _dec_OffsetForLeaderEpochRequest_v4(buf: _Buffer, pos: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    blen = len(buf)
    o = _new(OffsetForLeaderEpochRequest)
    o.replica_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n47 = buf[pos] - 1
    if 0 <= n47 < 127:
        pos += 1
    else:
        n47, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetForLeaderEpochRequest.Topics')
    l48: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = []
    ap49 = l48.append
    for _ in range(n47):
        t50 = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderTopic)
        n51 = buf[pos] - 1
        if 0 <= n51 < 127:
            x52 = pos + 1 + n51
            if x52 > blen:
                raise _bad_length(n51, 'OffsetForLeaderEpochRequest.Topics.Topic', pos)
            t50.topic = str(buf[pos + 1:x52], 'utf-8')
            pos = x52
        else:
            t50.topic, pos = _read_string(buf, pos, True, False, 'OffsetForLeaderEpochRequest.Topics.Topic')
        n53 = buf[pos] - 1
        if 0 <= n53 < 127:
            pos += 1
        else:
            n53, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetForLeaderEpochRequest.Topics.Partitions')
        l54: list[OffsetForLeaderEpochRequest.OffsetForLeaderPartition] = []
        ap55 = l54.append
        for _ in range(n53):
            t56 = _new(_C_OffsetForLeaderEpochRequest_OffsetForLeaderPartition)
            t56.partition, t56.current_leader_epoch, t56.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t56._unknown_tags = None
            else:
                nt57, pos = _ruv(buf, pos)
                if nt57 * 2 > blen - pos:
                    raise _array_too_long(nt57, 'OffsetForLeaderEpochRequest.Topics.Partitions._tagged_fields', pos)
                uk58: list[tuple[int, bytes]] | None = None
                for _ in range(nt57):
                    tg59, pos = _ruv(buf, pos)
                    sz60, pos = _ruv(buf, pos)
                    x61 = pos + sz60
                    if x61 > blen:
                        raise _bad_length(sz60, 'OffsetForLeaderEpochRequest.Topics.Partitions._tagged_fields', pos)
                    if uk58 is None:
                        uk58 = []
                    uk58.append((tg59, bytes(buf[pos:x61])))
                    pos = x61
                t56._unknown_tags = uk58
            ap55(t56)
        t50.partitions = l54
        if buf[pos] == 0:
            pos += 1
            t50._unknown_tags = None
        else:
            nt62, pos = _ruv(buf, pos)
            if nt62 * 2 > blen - pos:
                raise _array_too_long(nt62, 'OffsetForLeaderEpochRequest.Topics._tagged_fields', pos)
            uk63: list[tuple[int, bytes]] | None = None
            for _ in range(nt62):
                tg64, pos = _ruv(buf, pos)
                sz65, pos = _ruv(buf, pos)
                x66 = pos + sz65
                if x66 > blen:
                    raise _bad_length(sz65, 'OffsetForLeaderEpochRequest.Topics._tagged_fields', pos)
                if uk63 is None:
                    uk63 = []
                uk63.append((tg64, bytes(buf[pos:x66])))
                pos = x66
            t50._unknown_tags = uk63
        ap49(t50)
    o.topics = l48
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt67, pos = _ruv(buf, pos)
        if nt67 * 2 > blen - pos:
            raise _array_too_long(nt67, 'OffsetForLeaderEpochRequest._tagged_fields', pos)
        uk68: list[tuple[int, bytes]] | None = None
        for _ in range(nt67):
            tg69, pos = _ruv(buf, pos)
            sz70, pos = _ruv(buf, pos)
            x71 = pos + sz70
            if x71 > blen:
                raise _bad_length(sz70, 'OffsetForLeaderEpochRequest._tagged_fields', pos)
            if uk68 is None:
                uk68 = []
            uk68.append((tg69, bytes(buf[pos:x71])))
            pos = x71
        o._unknown_tags = uk68
    return o, pos


OffsetForLeaderEpochRequest._ENC = {2: _enc_OffsetForLeaderEpochRequest_v2, 3: _enc_OffsetForLeaderEpochRequest_v3, 4: _enc_OffsetForLeaderEpochRequest_v4}
OffsetForLeaderEpochRequest._DEC = {2: _dec_OffsetForLeaderEpochRequest_v2, 3: _dec_OffsetForLeaderEpochRequest_v3, 4: _dec_OffsetForLeaderEpochRequest_v4}


class OffsetForLeaderEpochResponse(_Message):
    """OffsetForLeaderEpochResponse (response): API key 23; versions 2-4; flexible in 4."""

    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'OffsetForLeaderEpochResponse'
    TYPE = 'response'
    API_KEY = 23
    VALID_VERSIONS = (2, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 2+; default 0; ignorable."""
    topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult]
    """Results, grouped by topic.

    `Topics` ([]OffsetForLeaderTopicResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OffsetForLeaderTopicResult(_Message):
        """Results, grouped by topic.

        OffsetForLeaderTopicResult (in OffsetForLeaderEpochResponse): versions 0+."""

        __slots__ = ('topic', 'partitions', '_unknown_tags')
        NAME = 'OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult'

        topic: str
        """Topic name.

        `Topic` (string): versions 0+; default ''."""
        partitions: list[OffsetForLeaderEpochResponse.EpochEndOffset]
        """Results per partition.

        `Partitions` ([]EpochEndOffset): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            partitions: list[OffsetForLeaderEpochResponse.EpochEndOffset] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class EpochEndOffset(_Message):
        """Results per partition.

        EpochEndOffset (in OffsetForLeaderEpochResponse): versions 0+."""

        __slots__ = ('error_code', 'partition', 'leader_epoch', 'end_offset', '_unknown_tags')
        NAME = 'OffsetForLeaderEpochResponse.EpochEndOffset'

        error_code: int
        """Partition error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        partition: int
        """Partition index.

        `Partition` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Largest leader epoch not above the requested one, or -1.

        `LeaderEpoch` (int32): versions 1+; default -1; ignorable."""
        end_offset: int
        """End offset of that epoch, or -1.

        `EndOffset` (int64): versions 0+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            partition: int = 0,
            leader_epoch: int = -1,
            end_offset: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.partition = partition
            self.leader_epoch = leader_epoch
            self.end_offset = end_offset
            self._unknown_tags = _unknown_tags


_C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult = OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult
_C_OffsetForLeaderEpochResponse_EpochEndOffset = OffsetForLeaderEpochResponse.EpochEndOffset
OffsetForLeaderEpochResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (2, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]OffsetForLeaderTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult),
)
_C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]EpochEndOffset', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetForLeaderEpochResponse_EpochEndOffset),
)
_C_OffsetForLeaderEpochResponse_EpochEndOffset.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Partition', 'partition', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('EndOffset', 'end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_DEF_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult = _C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult()
_DEF_OffsetForLeaderEpochResponse_EpochEndOffset = _C_OffsetForLeaderEpochResponse_EpochEndOffset()

def _mk_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult() -> OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult:
    o = _new(_C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult)
    o.topic = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetForLeaderEpochResponse_EpochEndOffset() -> OffsetForLeaderEpochResponse.EpochEndOffset:
    o = _new(_C_OffsetForLeaderEpochResponse_EpochEndOffset)
    o.error_code = 0
    o.partition = 0
    o.leader_epoch = -1
    o.end_offset = -1
    o._unknown_tags = None
    return o


def _enc_OffsetForLeaderEpochResponse_v2(o: OffsetForLeaderEpochResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l72 = o.topics
    a(_S_i.pack(len(l72)))
    for e73 in l72:
        s74 = e73.topic
        b75 = s74.encode()
        a(_S_h.pack(len(b75)))
        a(b75)
        l77 = e73.partitions
        a(_S_i.pack(len(l77)))
        for e78 in l77:
            a(_S_hiiq.pack(e78.error_code, e78.partition, e78.leader_epoch, e78.end_offset))
    return b''.join(parts)


def _dec_OffsetForLeaderEpochResponse_v2(buf: _Buffer, pos: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    blen = len(buf)
    o = _new(OffsetForLeaderEpochResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n79, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochResponse.Topics')
    l80: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult] = []
    ap81 = l80.append
    for _ in range(n79):
        t82 = _new(_C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult)
        n83, = _S_h.unpack_from(buf, pos)
        if n83 >= 0:
            x84 = pos + 2 + n83
            if x84 > blen:
                raise _bad_length(n83, 'OffsetForLeaderEpochResponse.Topics.Topic', pos)
            t82.topic = str(buf[pos + 2:x84], 'utf-8')
            pos = x84
        else:
            t82.topic, pos = _read_string(buf, pos, False, False, 'OffsetForLeaderEpochResponse.Topics.Topic')
        n85, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochResponse.Topics.Partitions')
        l86: list[OffsetForLeaderEpochResponse.EpochEndOffset] = []
        ap87 = l86.append
        for _ in range(n85):
            t88 = _new(_C_OffsetForLeaderEpochResponse_EpochEndOffset)
            t88.error_code, t88.partition, t88.leader_epoch, t88.end_offset = _S_hiiq.unpack_from(buf, pos)
            pos += 18
            t88._unknown_tags = None
            ap87(t88)
        t82.partitions = l86
        t82._unknown_tags = None
        ap81(t82)
    o.topics = l80
    o._unknown_tags = None
    return o, pos


def _enc_OffsetForLeaderEpochResponse_v3(o: OffsetForLeaderEpochResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l89 = o.topics
    a(_S_i.pack(len(l89)))
    for e90 in l89:
        s91 = e90.topic
        b92 = s91.encode()
        a(_S_h.pack(len(b92)))
        a(b92)
        l94 = e90.partitions
        a(_S_i.pack(len(l94)))
        for e95 in l94:
            a(_S_hiiq.pack(e95.error_code, e95.partition, e95.leader_epoch, e95.end_offset))
    return b''.join(parts)


def _dec_OffsetForLeaderEpochResponse_v3(buf: _Buffer, pos: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    blen = len(buf)
    o = _new(OffsetForLeaderEpochResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n96, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochResponse.Topics')
    l97: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult] = []
    ap98 = l97.append
    for _ in range(n96):
        t99 = _new(_C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult)
        n100, = _S_h.unpack_from(buf, pos)
        if n100 >= 0:
            x101 = pos + 2 + n100
            if x101 > blen:
                raise _bad_length(n100, 'OffsetForLeaderEpochResponse.Topics.Topic', pos)
            t99.topic = str(buf[pos + 2:x101], 'utf-8')
            pos = x101
        else:
            t99.topic, pos = _read_string(buf, pos, False, False, 'OffsetForLeaderEpochResponse.Topics.Topic')
        n102, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetForLeaderEpochResponse.Topics.Partitions')
        l103: list[OffsetForLeaderEpochResponse.EpochEndOffset] = []
        ap104 = l103.append
        for _ in range(n102):
            t105 = _new(_C_OffsetForLeaderEpochResponse_EpochEndOffset)
            t105.error_code, t105.partition, t105.leader_epoch, t105.end_offset = _S_hiiq.unpack_from(buf, pos)
            pos += 18
            t105._unknown_tags = None
            ap104(t105)
        t99.partitions = l103
        t99._unknown_tags = None
        ap98(t99)
    o.topics = l97
    o._unknown_tags = None
    return o, pos


def _enc_OffsetForLeaderEpochResponse_v4(o: OffsetForLeaderEpochResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l106 = o.topics
    n107 = len(l106) + 1
    a(_UV[n107] if n107 < 128 else _uv(n107))
    for e108 in l106:
        s109 = e108.topic
        b110 = s109.encode()
        n111 = len(b110) + 1
        a(_UV[n111] if n111 < 128 else _uv(n111))
        a(b110)
        l112 = e108.partitions
        n113 = len(l112) + 1
        a(_UV[n113] if n113 < 128 else _uv(n113))
        for e114 in l112:
            a(_S_hiiq.pack(e114.error_code, e114.partition, e114.leader_epoch, e114.end_offset))
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
    u117 = o._unknown_tags
    if u117 is None:
        a(_H0)
    else:
        _write_tags(a, None, u117)
    return b''.join(parts)


def _dec_OffsetForLeaderEpochResponse_v4(buf: _Buffer, pos: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    blen = len(buf)
    o = _new(OffsetForLeaderEpochResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n118 = buf[pos] - 1
    if 0 <= n118 < 127:
        pos += 1
    else:
        n118, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetForLeaderEpochResponse.Topics')
    l119: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult] = []
    ap120 = l119.append
    for _ in range(n118):
        t121 = _new(_C_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult)
        n122 = buf[pos] - 1
        if 0 <= n122 < 127:
            x123 = pos + 1 + n122
            if x123 > blen:
                raise _bad_length(n122, 'OffsetForLeaderEpochResponse.Topics.Topic', pos)
            t121.topic = str(buf[pos + 1:x123], 'utf-8')
            pos = x123
        else:
            t121.topic, pos = _read_string(buf, pos, True, False, 'OffsetForLeaderEpochResponse.Topics.Topic')
        n124 = buf[pos] - 1
        if 0 <= n124 < 127:
            pos += 1
        else:
            n124, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetForLeaderEpochResponse.Topics.Partitions')
        l125: list[OffsetForLeaderEpochResponse.EpochEndOffset] = []
        ap126 = l125.append
        for _ in range(n124):
            t127 = _new(_C_OffsetForLeaderEpochResponse_EpochEndOffset)
            t127.error_code, t127.partition, t127.leader_epoch, t127.end_offset = _S_hiiq.unpack_from(buf, pos)
            pos += 18
            if buf[pos] == 0:
                pos += 1
                t127._unknown_tags = None
            else:
                nt128, pos = _ruv(buf, pos)
                if nt128 * 2 > blen - pos:
                    raise _array_too_long(nt128, 'OffsetForLeaderEpochResponse.Topics.Partitions._tagged_fields', pos)
                uk129: list[tuple[int, bytes]] | None = None
                for _ in range(nt128):
                    tg130, pos = _ruv(buf, pos)
                    sz131, pos = _ruv(buf, pos)
                    x132 = pos + sz131
                    if x132 > blen:
                        raise _bad_length(sz131, 'OffsetForLeaderEpochResponse.Topics.Partitions._tagged_fields', pos)
                    if uk129 is None:
                        uk129 = []
                    uk129.append((tg130, bytes(buf[pos:x132])))
                    pos = x132
                t127._unknown_tags = uk129
            ap126(t127)
        t121.partitions = l125
        if buf[pos] == 0:
            pos += 1
            t121._unknown_tags = None
        else:
            nt133, pos = _ruv(buf, pos)
            if nt133 * 2 > blen - pos:
                raise _array_too_long(nt133, 'OffsetForLeaderEpochResponse.Topics._tagged_fields', pos)
            uk134: list[tuple[int, bytes]] | None = None
            for _ in range(nt133):
                tg135, pos = _ruv(buf, pos)
                sz136, pos = _ruv(buf, pos)
                x137 = pos + sz136
                if x137 > blen:
                    raise _bad_length(sz136, 'OffsetForLeaderEpochResponse.Topics._tagged_fields', pos)
                if uk134 is None:
                    uk134 = []
                uk134.append((tg135, bytes(buf[pos:x137])))
                pos = x137
            t121._unknown_tags = uk134
        ap120(t121)
    o.topics = l119
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt138, pos = _ruv(buf, pos)
        if nt138 * 2 > blen - pos:
            raise _array_too_long(nt138, 'OffsetForLeaderEpochResponse._tagged_fields', pos)
        uk139: list[tuple[int, bytes]] | None = None
        for _ in range(nt138):
            tg140, pos = _ruv(buf, pos)
            sz141, pos = _ruv(buf, pos)
            x142 = pos + sz141
            if x142 > blen:
                raise _bad_length(sz141, 'OffsetForLeaderEpochResponse._tagged_fields', pos)
            if uk139 is None:
                uk139 = []
            uk139.append((tg140, bytes(buf[pos:x142])))
            pos = x142
        o._unknown_tags = uk139
    return o, pos


OffsetForLeaderEpochResponse._ENC = {2: _enc_OffsetForLeaderEpochResponse_v2, 3: _enc_OffsetForLeaderEpochResponse_v3, 4: _enc_OffsetForLeaderEpochResponse_v4}
OffsetForLeaderEpochResponse._DEC = {2: _dec_OffsetForLeaderEpochResponse_v2, 3: _dec_OffsetForLeaderEpochResponse_v3, 4: _dec_OffsetForLeaderEpochResponse_v4}


_LINES = {
    185: 'OffsetForLeaderEpochRequest.Topics',
    186: 'OffsetForLeaderEpochRequest.Topics',
    187: 'OffsetForLeaderEpochRequest.Topics',
    188: 'OffsetForLeaderEpochRequest.Topics.Topic',
    189: 'OffsetForLeaderEpochRequest.Topics.Topic',
    190: 'OffsetForLeaderEpochRequest.Topics.Topic',
    191: 'OffsetForLeaderEpochRequest.Topics.Topic',
    192: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    193: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    194: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    195: 'OffsetForLeaderEpochRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,LeaderEpoch',
    202: 'OffsetForLeaderEpochRequest.Topics',
    207: 'OffsetForLeaderEpochRequest.Topics.Topic',
    212: 'OffsetForLeaderEpochRequest.Topics.Topic',
    215: 'OffsetForLeaderEpochRequest.Topics.Topic',
    216: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    221: 'OffsetForLeaderEpochRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,LeaderEpoch',
    237: 'OffsetForLeaderEpochRequest.ReplicaId',
    238: 'OffsetForLeaderEpochRequest.Topics',
    239: 'OffsetForLeaderEpochRequest.Topics',
    240: 'OffsetForLeaderEpochRequest.Topics',
    241: 'OffsetForLeaderEpochRequest.Topics.Topic',
    242: 'OffsetForLeaderEpochRequest.Topics.Topic',
    243: 'OffsetForLeaderEpochRequest.Topics.Topic',
    244: 'OffsetForLeaderEpochRequest.Topics.Topic',
    245: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    246: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    247: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    248: 'OffsetForLeaderEpochRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,LeaderEpoch',
    255: 'OffsetForLeaderEpochRequest.ReplicaId',
    257: 'OffsetForLeaderEpochRequest.Topics',
    262: 'OffsetForLeaderEpochRequest.Topics.Topic',
    267: 'OffsetForLeaderEpochRequest.Topics.Topic',
    270: 'OffsetForLeaderEpochRequest.Topics.Topic',
    271: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    276: 'OffsetForLeaderEpochRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,LeaderEpoch',
    291: 'OffsetForLeaderEpochRequest.ReplicaId',
    292: 'OffsetForLeaderEpochRequest.Topics',
    293: 'OffsetForLeaderEpochRequest.Topics',
    294: 'OffsetForLeaderEpochRequest.Topics',
    295: 'OffsetForLeaderEpochRequest.Topics',
    296: 'OffsetForLeaderEpochRequest.Topics.Topic',
    297: 'OffsetForLeaderEpochRequest.Topics.Topic',
    298: 'OffsetForLeaderEpochRequest.Topics.Topic',
    299: 'OffsetForLeaderEpochRequest.Topics.Topic',
    300: 'OffsetForLeaderEpochRequest.Topics.Topic',
    301: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    302: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    303: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    304: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    305: 'OffsetForLeaderEpochRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,LeaderEpoch',
    306: 'OffsetForLeaderEpochRequest.Topics.Partitions._unknown_tags',
    307: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    310: 'OffsetForLeaderEpochRequest.Topics.Partitions._unknown_tags',
    311: 'OffsetForLeaderEpochRequest.Topics._unknown_tags',
    312: 'OffsetForLeaderEpochRequest.Topics',
    315: 'OffsetForLeaderEpochRequest.Topics._unknown_tags',
    316: 'OffsetForLeaderEpochRequest._unknown_tags',
    317: 'OffsetForLeaderEpochRequest',
    320: 'OffsetForLeaderEpochRequest._unknown_tags',
    327: 'OffsetForLeaderEpochRequest.ReplicaId',
    329: 'OffsetForLeaderEpochRequest.Topics',
    333: 'OffsetForLeaderEpochRequest.Topics',
    338: 'OffsetForLeaderEpochRequest.Topics.Topic',
    343: 'OffsetForLeaderEpochRequest.Topics.Topic',
    346: 'OffsetForLeaderEpochRequest.Topics.Topic',
    347: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    351: 'OffsetForLeaderEpochRequest.Topics.Partitions',
    356: 'OffsetForLeaderEpochRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,LeaderEpoch',
    358: 'OffsetForLeaderEpochRequest.Topics.Partitions._tagged_fields',
    362: 'OffsetForLeaderEpochRequest.Topics.Partitions._tagged_fields',
    367: 'OffsetForLeaderEpochRequest.Topics.Partitions._tagged_fields',
    368: 'OffsetForLeaderEpochRequest.Topics.Partitions._tagged_fields',
    379: 'OffsetForLeaderEpochRequest.Topics._tagged_fields',
    383: 'OffsetForLeaderEpochRequest.Topics._tagged_fields',
    388: 'OffsetForLeaderEpochRequest.Topics._tagged_fields',
    389: 'OffsetForLeaderEpochRequest.Topics._tagged_fields',
    400: 'OffsetForLeaderEpochRequest._tagged_fields',
    404: 'OffsetForLeaderEpochRequest._tagged_fields',
    409: 'OffsetForLeaderEpochRequest._tagged_fields',
    410: 'OffsetForLeaderEpochRequest._tagged_fields',
    570: 'OffsetForLeaderEpochResponse.ThrottleTimeMs',
    571: 'OffsetForLeaderEpochResponse.Topics',
    572: 'OffsetForLeaderEpochResponse.Topics',
    573: 'OffsetForLeaderEpochResponse.Topics',
    574: 'OffsetForLeaderEpochResponse.Topics.Topic',
    575: 'OffsetForLeaderEpochResponse.Topics.Topic',
    576: 'OffsetForLeaderEpochResponse.Topics.Topic',
    577: 'OffsetForLeaderEpochResponse.Topics.Topic',
    578: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    579: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    580: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    581: 'OffsetForLeaderEpochResponse.Topics.Partitions.ErrorCode,Partition,LeaderEpoch,EndOffset',
    588: 'OffsetForLeaderEpochResponse.ThrottleTimeMs',
    590: 'OffsetForLeaderEpochResponse.Topics',
    595: 'OffsetForLeaderEpochResponse.Topics.Topic',
    600: 'OffsetForLeaderEpochResponse.Topics.Topic',
    603: 'OffsetForLeaderEpochResponse.Topics.Topic',
    604: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    609: 'OffsetForLeaderEpochResponse.Topics.Partitions.ErrorCode,Partition,LeaderEpoch,EndOffset',
    624: 'OffsetForLeaderEpochResponse.ThrottleTimeMs',
    625: 'OffsetForLeaderEpochResponse.Topics',
    626: 'OffsetForLeaderEpochResponse.Topics',
    627: 'OffsetForLeaderEpochResponse.Topics',
    628: 'OffsetForLeaderEpochResponse.Topics.Topic',
    629: 'OffsetForLeaderEpochResponse.Topics.Topic',
    630: 'OffsetForLeaderEpochResponse.Topics.Topic',
    631: 'OffsetForLeaderEpochResponse.Topics.Topic',
    632: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    633: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    634: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    635: 'OffsetForLeaderEpochResponse.Topics.Partitions.ErrorCode,Partition,LeaderEpoch,EndOffset',
    642: 'OffsetForLeaderEpochResponse.ThrottleTimeMs',
    644: 'OffsetForLeaderEpochResponse.Topics',
    649: 'OffsetForLeaderEpochResponse.Topics.Topic',
    654: 'OffsetForLeaderEpochResponse.Topics.Topic',
    657: 'OffsetForLeaderEpochResponse.Topics.Topic',
    658: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    663: 'OffsetForLeaderEpochResponse.Topics.Partitions.ErrorCode,Partition,LeaderEpoch,EndOffset',
    678: 'OffsetForLeaderEpochResponse.ThrottleTimeMs',
    679: 'OffsetForLeaderEpochResponse.Topics',
    680: 'OffsetForLeaderEpochResponse.Topics',
    681: 'OffsetForLeaderEpochResponse.Topics',
    682: 'OffsetForLeaderEpochResponse.Topics',
    683: 'OffsetForLeaderEpochResponse.Topics.Topic',
    684: 'OffsetForLeaderEpochResponse.Topics.Topic',
    685: 'OffsetForLeaderEpochResponse.Topics.Topic',
    686: 'OffsetForLeaderEpochResponse.Topics.Topic',
    687: 'OffsetForLeaderEpochResponse.Topics.Topic',
    688: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    689: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    690: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    691: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    692: 'OffsetForLeaderEpochResponse.Topics.Partitions.ErrorCode,Partition,LeaderEpoch,EndOffset',
    693: 'OffsetForLeaderEpochResponse.Topics.Partitions._unknown_tags',
    694: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    697: 'OffsetForLeaderEpochResponse.Topics.Partitions._unknown_tags',
    698: 'OffsetForLeaderEpochResponse.Topics._unknown_tags',
    699: 'OffsetForLeaderEpochResponse.Topics',
    702: 'OffsetForLeaderEpochResponse.Topics._unknown_tags',
    703: 'OffsetForLeaderEpochResponse._unknown_tags',
    704: 'OffsetForLeaderEpochResponse',
    707: 'OffsetForLeaderEpochResponse._unknown_tags',
    714: 'OffsetForLeaderEpochResponse.ThrottleTimeMs',
    716: 'OffsetForLeaderEpochResponse.Topics',
    720: 'OffsetForLeaderEpochResponse.Topics',
    725: 'OffsetForLeaderEpochResponse.Topics.Topic',
    730: 'OffsetForLeaderEpochResponse.Topics.Topic',
    733: 'OffsetForLeaderEpochResponse.Topics.Topic',
    734: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    738: 'OffsetForLeaderEpochResponse.Topics.Partitions',
    743: 'OffsetForLeaderEpochResponse.Topics.Partitions.ErrorCode,Partition,LeaderEpoch,EndOffset',
    745: 'OffsetForLeaderEpochResponse.Topics.Partitions._tagged_fields',
    749: 'OffsetForLeaderEpochResponse.Topics.Partitions._tagged_fields',
    754: 'OffsetForLeaderEpochResponse.Topics.Partitions._tagged_fields',
    755: 'OffsetForLeaderEpochResponse.Topics.Partitions._tagged_fields',
    766: 'OffsetForLeaderEpochResponse.Topics._tagged_fields',
    770: 'OffsetForLeaderEpochResponse.Topics._tagged_fields',
    775: 'OffsetForLeaderEpochResponse.Topics._tagged_fields',
    776: 'OffsetForLeaderEpochResponse.Topics._tagged_fields',
    787: 'OffsetForLeaderEpochResponse._tagged_fields',
    791: 'OffsetForLeaderEpochResponse._tagged_fields',
    796: 'OffsetForLeaderEpochResponse._tagged_fields',
    797: 'OffsetForLeaderEpochResponse._tagged_fields',
}
