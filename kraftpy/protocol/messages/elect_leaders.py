# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ElectLeadersRequest.json, schemas/messages/ElectLeadersResponse.json.
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

__all__ = ['ElectLeadersRequest', 'ElectLeadersResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class ElectLeadersRequest(_Message):
    """ElectLeadersRequest (request): API key 43; versions 0-3; flexible in 2-3; listeners: broker, controller."""

    __slots__ = ('election_type', 'topic_partitions', 'timeout_ms', '_unknown_tags')
    NAME = 'ElectLeadersRequest'
    TYPE = 'request'
    API_KEY = 43
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    election_type: int
    """Kind of election to run (see the table above).

    `ElectionType` (int8): versions 1+; default 0."""
    topic_partitions: list[ElectLeadersRequest.TopicPartitions] | None
    """Partitions to elect leaders for, or null for every partition.

    `TopicPartitions` ([]TopicPartitions): versions 0+; nullable in 0+; default []."""
    timeout_ms: int
    """Time in milliseconds to wait for the elections to finish.

    `TimeoutMs` (int32): versions 0+; default 60000."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        election_type: int = 0,
        topic_partitions: list[ElectLeadersRequest.TopicPartitions] | None = _EMPTY,
        timeout_ms: int = 60000,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.election_type = election_type
        self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
        self.timeout_ms = timeout_ms
        self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        """Partitions to elect leaders for, or null for every partition.

        TopicPartitions (in ElectLeadersRequest): versions 0+."""

        __slots__ = ('topic', 'partitions', 'desired_leaders', '_unknown_tags')
        NAME = 'ElectLeadersRequest.TopicPartitions'

        topic: str
        """Name of the topic.

        `Topic` (string): versions 0+; default ''."""
        partitions: list[int]
        """Indexes of the topic's partitions to elect leaders for.

        `Partitions` ([]int32): versions 0+; default []."""
        desired_leaders: list[int] | None
        """kraftpy: wanted leader of each partition, matched to Partitions by position; null if none.

        `DesiredLeaders` ([]int32): versions 3+; nullable in 3+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            partitions: list[int] = _EMPTY,
            desired_leaders: list[int] | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions
            self.desired_leaders = desired_leaders
            self._unknown_tags = _unknown_tags


_C_ElectLeadersRequest_TopicPartitions = ElectLeadersRequest.TopicPartitions
ElectLeadersRequest.FIELDS = (
    _FI('ElectionType', 'election_type', 'int8', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TopicPartitions', 'topic_partitions', '[]TopicPartitions', (0, 32767), (0, 32767), (1, 0), None, (), False, _C_ElectLeadersRequest_TopicPartitions),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 60000, False, None),
)
_C_ElectLeadersRequest_TopicPartitions.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('DesiredLeaders', 'desired_leaders', '[]int32', (3, 32767), (3, 32767), (1, 0), None, None, False, None),
)
_DEF_ElectLeadersRequest_TopicPartitions = _C_ElectLeadersRequest_TopicPartitions()

def _mk_ElectLeadersRequest_TopicPartitions() -> ElectLeadersRequest.TopicPartitions:
    o = _new(_C_ElectLeadersRequest_TopicPartitions)
    o.topic = ''
    o.partitions = []
    o.desired_leaders = None
    o._unknown_tags = None
    return o


def _enc_ElectLeadersRequest_v0(o: ElectLeadersRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.election_type != 0:
        raise _unsupported_field('ElectLeadersRequest', 'ElectionType', 0)
    l1 = o.topic_partitions
    if l1 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l1)))
        for e2 in l1:
            s3 = e2.topic
            b4 = s3.encode()
            a(_S_h.pack(len(b4)))
            a(b4)
            l6 = e2.partitions
            n7 = len(l6)
            if n7 < 64:
                a(_LA_i[n7].pack(n7, *l6))
            else:
                a(_encode_array('i', l6, False))
            if e2.desired_leaders is not None:
                raise _unsupported_field('ElectLeadersRequest', 'TopicPartitions.DesiredLeaders', 0)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_ElectLeadersRequest_v0(buf: _Buffer, pos: int) -> tuple[ElectLeadersRequest, int]:
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    n8, pos = _read_array_len(buf, pos, False, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n8 < 0:
        o.topic_partitions = None
    else:
        l9: list[ElectLeadersRequest.TopicPartitions] = []
        ap10 = l9.append
        for _ in range(n8):
            t11 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n12, = _S_h.unpack_from(buf, pos)
            if n12 >= 0:
                x13 = pos + 2 + n12
                if x13 > blen:
                    raise _bad_length(n12, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t11.topic = str(buf[pos + 2:x13], 'utf-8')
                pos = x13
            else:
                t11.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n14, = _S_i.unpack_from(buf, pos)
            if 0 <= n14 < 64:
                t11.partitions = list(_A_i[n14].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n14
            else:
                t11.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            t11.desired_leaders = None
            t11._unknown_tags = None
            ap10(t11)
        o.topic_partitions = l9
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.election_type = 0
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersRequest_v1(o: ElectLeadersRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_b.pack(o.election_type))
    l15 = o.topic_partitions
    if l15 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l15)))
        for e16 in l15:
            s17 = e16.topic
            b18 = s17.encode()
            a(_S_h.pack(len(b18)))
            a(b18)
            l20 = e16.partitions
            n21 = len(l20)
            if n21 < 64:
                a(_LA_i[n21].pack(n21, *l20))
            else:
                a(_encode_array('i', l20, False))
            if e16.desired_leaders is not None:
                raise _unsupported_field('ElectLeadersRequest', 'TopicPartitions.DesiredLeaders', 1)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_ElectLeadersRequest_v1(buf: _Buffer, pos: int) -> tuple[ElectLeadersRequest, int]:
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    o.election_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n22, pos = _read_array_len(buf, pos, False, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n22 < 0:
        o.topic_partitions = None
    else:
        l23: list[ElectLeadersRequest.TopicPartitions] = []
        ap24 = l23.append
        for _ in range(n22):
            t25 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n26, = _S_h.unpack_from(buf, pos)
            if n26 >= 0:
                x27 = pos + 2 + n26
                if x27 > blen:
                    raise _bad_length(n26, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t25.topic = str(buf[pos + 2:x27], 'utf-8')
                pos = x27
            else:
                t25.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n28, = _S_i.unpack_from(buf, pos)
            if 0 <= n28 < 64:
                t25.partitions = list(_A_i[n28].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n28
            else:
                t25.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            t25.desired_leaders = None
            t25._unknown_tags = None
            ap24(t25)
        o.topic_partitions = l23
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersRequest_v2(o: ElectLeadersRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_b.pack(o.election_type))
    l29 = o.topic_partitions
    if l29 is None:
        a(_H0)
    else:
        n30 = len(l29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        for e31 in l29:
            s32 = e31.topic
            b33 = s32.encode()
            n34 = len(b33) + 1
            a(_UV[n34] if n34 < 128 else _uv(n34))
            a(b33)
            l35 = e31.partitions
            n36 = len(l35)
            if n36 < 64:
                a(_CA_i[n36].pack(n36 + 1, *l35))
            else:
                a(_encode_array('i', l35, True))
            if e31.desired_leaders is not None:
                raise _unsupported_field('ElectLeadersRequest', 'TopicPartitions.DesiredLeaders', 2)
            u37 = e31._unknown_tags
            if u37 is None:
                a(_H0)
            else:
                _write_tags(a, None, u37)
    a(_S_i.pack(o.timeout_ms))
    u38 = o._unknown_tags
    if u38 is None:
        a(_H0)
    else:
        _write_tags(a, None, u38)
    return b''.join(parts)


def _dec_ElectLeadersRequest_v2(buf: _Buffer, pos: int) -> tuple[ElectLeadersRequest, int]:
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    o.election_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n39 = buf[pos] - 1
    if -1 <= n39 < 127:
        pos += 1
    else:
        n39, pos = _read_array_len(buf, pos, True, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n39 < 0:
        o.topic_partitions = None
    else:
        l40: list[ElectLeadersRequest.TopicPartitions] = []
        ap41 = l40.append
        for _ in range(n39):
            t42 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n43 = buf[pos] - 1
            if 0 <= n43 < 127:
                x44 = pos + 1 + n43
                if x44 > blen:
                    raise _bad_length(n43, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t42.topic = str(buf[pos + 1:x44], 'utf-8')
                pos = x44
            else:
                t42.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n45 = buf[pos] - 1
            if 0 <= n45 < 64:
                t42.partitions = list(_A_i[n45].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n45
            else:
                t42.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            t42.desired_leaders = None
            if buf[pos] == 0:
                pos += 1
                t42._unknown_tags = None
            else:
                nt46, pos = _ruv(buf, pos)
                if nt46 * 2 > blen - pos:
                    raise _array_too_long(nt46, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                uk47: list[tuple[int, bytes]] | None = None
                for _ in range(nt46):
                    tg48, pos = _ruv(buf, pos)
                    sz49, pos = _ruv(buf, pos)
                    x50 = pos + sz49
                    if x50 > blen:
                        raise _bad_length(sz49, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                    if uk47 is None:
                        uk47 = []
                    uk47.append((tg48, bytes(buf[pos:x50])))
                    pos = x50
                t42._unknown_tags = uk47
            ap41(t42)
        o.topic_partitions = l40
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt51, pos = _ruv(buf, pos)
        if nt51 * 2 > blen - pos:
            raise _array_too_long(nt51, 'ElectLeadersRequest._tagged_fields', pos)
        uk52: list[tuple[int, bytes]] | None = None
        for _ in range(nt51):
            tg53, pos = _ruv(buf, pos)
            sz54, pos = _ruv(buf, pos)
            x55 = pos + sz54
            if x55 > blen:
                raise _bad_length(sz54, 'ElectLeadersRequest._tagged_fields', pos)
            if uk52 is None:
                uk52 = []
            uk52.append((tg53, bytes(buf[pos:x55])))
            pos = x55
        o._unknown_tags = uk52
    return o, pos


def _enc_ElectLeadersRequest_v3(o: ElectLeadersRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_b.pack(o.election_type))
    l56 = o.topic_partitions
    if l56 is None:
        a(_H0)
    else:
        n57 = len(l56) + 1
        a(_UV[n57] if n57 < 128 else _uv(n57))
        for e58 in l56:
            s59 = e58.topic
            b60 = s59.encode()
            n61 = len(b60) + 1
            a(_UV[n61] if n61 < 128 else _uv(n61))
            a(b60)
            l62 = e58.partitions
            n63 = len(l62)
            if n63 < 64:
                a(_CA_i[n63].pack(n63 + 1, *l62))
            else:
                a(_encode_array('i', l62, True))
            l64 = e58.desired_leaders
            if l64 is None:
                a(_H0)
            else:
                n65 = len(l64)
                if n65 < 64:
                    a(_CA_i[n65].pack(n65 + 1, *l64))
                else:
                    a(_encode_array('i', l64, True))
            u66 = e58._unknown_tags
            if u66 is None:
                a(_H0)
            else:
                _write_tags(a, None, u66)
    a(_S_i.pack(o.timeout_ms))
    u67 = o._unknown_tags
    if u67 is None:
        a(_H0)
    else:
        _write_tags(a, None, u67)
    return b''.join(parts)


def _dec_ElectLeadersRequest_v3(buf: _Buffer, pos: int) -> tuple[ElectLeadersRequest, int]:
    blen = len(buf)
    o = _new(ElectLeadersRequest)
    o.election_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    n68 = buf[pos] - 1
    if -1 <= n68 < 127:
        pos += 1
    else:
        n68, pos = _read_array_len(buf, pos, True, True, 1, 'ElectLeadersRequest.TopicPartitions')
    if n68 < 0:
        o.topic_partitions = None
    else:
        l69: list[ElectLeadersRequest.TopicPartitions] = []
        ap70 = l69.append
        for _ in range(n68):
            t71 = _new(_C_ElectLeadersRequest_TopicPartitions)
            n72 = buf[pos] - 1
            if 0 <= n72 < 127:
                x73 = pos + 1 + n72
                if x73 > blen:
                    raise _bad_length(n72, 'ElectLeadersRequest.TopicPartitions.Topic', pos)
                t71.topic = str(buf[pos + 1:x73], 'utf-8')
                pos = x73
            else:
                t71.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersRequest.TopicPartitions.Topic')
            n74 = buf[pos] - 1
            if 0 <= n74 < 64:
                t71.partitions = list(_A_i[n74].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n74
            else:
                t71.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ElectLeadersRequest.TopicPartitions.Partitions')
            n75 = buf[pos] - 1
            if 0 <= n75 < 64:
                t71.desired_leaders = list(_A_i[n75].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n75
            else:
                t71.desired_leaders, pos = _read_fixed_array(buf, pos, 'i', True, True, 'ElectLeadersRequest.TopicPartitions.DesiredLeaders')
            if buf[pos] == 0:
                pos += 1
                t71._unknown_tags = None
            else:
                nt76, pos = _ruv(buf, pos)
                if nt76 * 2 > blen - pos:
                    raise _array_too_long(nt76, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                uk77: list[tuple[int, bytes]] | None = None
                for _ in range(nt76):
                    tg78, pos = _ruv(buf, pos)
                    sz79, pos = _ruv(buf, pos)
                    x80 = pos + sz79
                    if x80 > blen:
                        raise _bad_length(sz79, 'ElectLeadersRequest.TopicPartitions._tagged_fields', pos)
                    if uk77 is None:
                        uk77 = []
                    uk77.append((tg78, bytes(buf[pos:x80])))
                    pos = x80
                t71._unknown_tags = uk77
            ap70(t71)
        o.topic_partitions = l69
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt81, pos = _ruv(buf, pos)
        if nt81 * 2 > blen - pos:
            raise _array_too_long(nt81, 'ElectLeadersRequest._tagged_fields', pos)
        uk82: list[tuple[int, bytes]] | None = None
        for _ in range(nt81):
            tg83, pos = _ruv(buf, pos)
            sz84, pos = _ruv(buf, pos)
            x85 = pos + sz84
            if x85 > blen:
                raise _bad_length(sz84, 'ElectLeadersRequest._tagged_fields', pos)
            if uk82 is None:
                uk82 = []
            uk82.append((tg83, bytes(buf[pos:x85])))
            pos = x85
        o._unknown_tags = uk82
    return o, pos


ElectLeadersRequest._ENC = {0: _enc_ElectLeadersRequest_v0, 1: _enc_ElectLeadersRequest_v1, 2: _enc_ElectLeadersRequest_v2, 3: _enc_ElectLeadersRequest_v3}
ElectLeadersRequest._DEC = {0: _dec_ElectLeadersRequest_v0, 1: _dec_ElectLeadersRequest_v1, 2: _dec_ElectLeadersRequest_v2, 3: _dec_ElectLeadersRequest_v3}


class ElectLeadersResponse(_Message):
    """ElectLeadersResponse (response): API key 43; versions 0-3; flexible in 2-3."""

    __slots__ = ('throttle_time_ms', 'error_code', 'replica_election_results', '_unknown_tags')
    NAME = 'ElectLeadersResponse'
    TYPE = 'response'
    API_KEY = 43
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Top-level error code, 0 on success.

    `ErrorCode` (int16): versions 1+; default 0."""
    replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult]
    """Outcome per topic; empty when the caller may not elect and asked for all partitions.

    `ReplicaElectionResults` ([]ReplicaElectionResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.replica_election_results = [] if replica_election_results is _EMPTY else replica_election_results
        self._unknown_tags = _unknown_tags

    class ReplicaElectionResult(_Message):
        """Outcome per topic; empty when the caller may not elect and asked for all partitions.

        ReplicaElectionResult (in ElectLeadersResponse): versions 0+."""

        __slots__ = ('topic', 'partition_result', '_unknown_tags')
        NAME = 'ElectLeadersResponse.ReplicaElectionResult'

        topic: str
        """Name of the topic.

        `Topic` (string): versions 0+; default ''."""
        partition_result: list[ElectLeadersResponse.PartitionResult]
        """Outcome per partition.

        `PartitionResult` ([]PartitionResult): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            partition_result: list[ElectLeadersResponse.PartitionResult] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.partition_result = [] if partition_result is _EMPTY else partition_result
            self._unknown_tags = _unknown_tags

    class PartitionResult(_Message):
        """Outcome per partition.

        PartitionResult (in ElectLeadersResponse): versions 0+."""

        __slots__ = ('partition_id', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'ElectLeadersResponse.PartitionResult'

        partition_id: int
        """Index of the partition.

        `PartitionId` (int32): versions 0+; default 0."""
        error_code: int
        """Error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_id: int = 0,
            error_code: int = 0,
            error_message: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_id = partition_id
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_ElectLeadersResponse_ReplicaElectionResult = ElectLeadersResponse.ReplicaElectionResult
_C_ElectLeadersResponse_PartitionResult = ElectLeadersResponse.PartitionResult
ElectLeadersResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaElectionResults', 'replica_election_results', '[]ReplicaElectionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ElectLeadersResponse_ReplicaElectionResult),
)
_C_ElectLeadersResponse_ReplicaElectionResult.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionResult', 'partition_result', '[]PartitionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ElectLeadersResponse_PartitionResult),
)
_C_ElectLeadersResponse_PartitionResult.FIELDS = (
    _FI('PartitionId', 'partition_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_ElectLeadersResponse_ReplicaElectionResult = _C_ElectLeadersResponse_ReplicaElectionResult()
_DEF_ElectLeadersResponse_PartitionResult = _C_ElectLeadersResponse_PartitionResult()

def _mk_ElectLeadersResponse_ReplicaElectionResult() -> ElectLeadersResponse.ReplicaElectionResult:
    o = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
    o.topic = ''
    o.partition_result = []
    o._unknown_tags = None
    return o

def _mk_ElectLeadersResponse_PartitionResult() -> ElectLeadersResponse.PartitionResult:
    o = _new(_C_ElectLeadersResponse_PartitionResult)
    o.partition_id = 0
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_ElectLeadersResponse_v0(o: ElectLeadersResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.error_code != 0:
        raise _unsupported_field('ElectLeadersResponse', 'ErrorCode', 0)
    l86 = o.replica_election_results
    a(_S_i.pack(len(l86)))
    for e87 in l86:
        s88 = e87.topic
        b89 = s88.encode()
        a(_S_h.pack(len(b89)))
        a(b89)
        l91 = e87.partition_result
        a(_S_i.pack(len(l91)))
        for e92 in l91:
            a(_S_ih.pack(e92.partition_id, e92.error_code))
            s93 = e92.error_message
            if s93 is None:
                a(b'\xff\xff')
            else:
                b94 = s93.encode()
                a(_S_h.pack(len(b94)))
                a(b94)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v0(buf: _Buffer, pos: int) -> tuple[ElectLeadersResponse, int]:
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n96, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l97: list[ElectLeadersResponse.ReplicaElectionResult] = []
    ap98 = l97.append
    for _ in range(n96):
        t99 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n100, = _S_h.unpack_from(buf, pos)
        if n100 >= 0:
            x101 = pos + 2 + n100
            if x101 > blen:
                raise _bad_length(n100, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t99.topic = str(buf[pos + 2:x101], 'utf-8')
            pos = x101
        else:
            t99.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n102, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l103: list[ElectLeadersResponse.PartitionResult] = []
        ap104 = l103.append
        for _ in range(n102):
            t105 = _new(_C_ElectLeadersResponse_PartitionResult)
            t105.partition_id, t105.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n106, = _S_h.unpack_from(buf, pos)
            if n106 >= 0:
                x107 = pos + 2 + n106
                if x107 > blen:
                    raise _bad_length(n106, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t105.error_message = str(buf[pos + 2:x107], 'utf-8')
                pos = x107
            else:
                t105.error_message, pos = _read_string(buf, pos, False, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            t105._unknown_tags = None
            ap104(t105)
        t99.partition_result = l103
        t99._unknown_tags = None
        ap98(t99)
    o.replica_election_results = l97
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersResponse_v1(o: ElectLeadersResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l108 = o.replica_election_results
    a(_S_i.pack(len(l108)))
    for e109 in l108:
        s110 = e109.topic
        b111 = s110.encode()
        a(_S_h.pack(len(b111)))
        a(b111)
        l113 = e109.partition_result
        a(_S_i.pack(len(l113)))
        for e114 in l113:
            a(_S_ih.pack(e114.partition_id, e114.error_code))
            s115 = e114.error_message
            if s115 is None:
                a(b'\xff\xff')
            else:
                b116 = s115.encode()
                a(_S_h.pack(len(b116)))
                a(b116)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v1(buf: _Buffer, pos: int) -> tuple[ElectLeadersResponse, int]:
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n118, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l119: list[ElectLeadersResponse.ReplicaElectionResult] = []
    ap120 = l119.append
    for _ in range(n118):
        t121 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n122, = _S_h.unpack_from(buf, pos)
        if n122 >= 0:
            x123 = pos + 2 + n122
            if x123 > blen:
                raise _bad_length(n122, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t121.topic = str(buf[pos + 2:x123], 'utf-8')
            pos = x123
        else:
            t121.topic, pos = _read_string(buf, pos, False, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n124, pos = _read_array_len(buf, pos, False, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l125: list[ElectLeadersResponse.PartitionResult] = []
        ap126 = l125.append
        for _ in range(n124):
            t127 = _new(_C_ElectLeadersResponse_PartitionResult)
            t127.partition_id, t127.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n128, = _S_h.unpack_from(buf, pos)
            if n128 >= 0:
                x129 = pos + 2 + n128
                if x129 > blen:
                    raise _bad_length(n128, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t127.error_message = str(buf[pos + 2:x129], 'utf-8')
                pos = x129
            else:
                t127.error_message, pos = _read_string(buf, pos, False, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            t127._unknown_tags = None
            ap126(t127)
        t121.partition_result = l125
        t121._unknown_tags = None
        ap120(t121)
    o.replica_election_results = l119
    o._unknown_tags = None
    return o, pos


def _enc_ElectLeadersResponse_v2(o: ElectLeadersResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l130 = o.replica_election_results
    n131 = len(l130) + 1
    a(_UV[n131] if n131 < 128 else _uv(n131))
    for e132 in l130:
        s133 = e132.topic
        b134 = s133.encode()
        n135 = len(b134) + 1
        a(_UV[n135] if n135 < 128 else _uv(n135))
        a(b134)
        l136 = e132.partition_result
        n137 = len(l136) + 1
        a(_UV[n137] if n137 < 128 else _uv(n137))
        for e138 in l136:
            a(_S_ih.pack(e138.partition_id, e138.error_code))
            s139 = e138.error_message
            if s139 is None:
                a(_H0)
            else:
                b140 = s139.encode()
                n141 = len(b140) + 1
                a(_UV[n141] if n141 < 128 else _uv(n141))
                a(b140)
            u142 = e138._unknown_tags
            if u142 is None:
                a(_H0)
            else:
                _write_tags(a, None, u142)
        u143 = e132._unknown_tags
        if u143 is None:
            a(_H0)
        else:
            _write_tags(a, None, u143)
    u144 = o._unknown_tags
    if u144 is None:
        a(_H0)
    else:
        _write_tags(a, None, u144)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v2(buf: _Buffer, pos: int) -> tuple[ElectLeadersResponse, int]:
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n145 = buf[pos] - 1
    if 0 <= n145 < 127:
        pos += 1
    else:
        n145, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l146: list[ElectLeadersResponse.ReplicaElectionResult] = []
    ap147 = l146.append
    for _ in range(n145):
        t148 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n149 = buf[pos] - 1
        if 0 <= n149 < 127:
            x150 = pos + 1 + n149
            if x150 > blen:
                raise _bad_length(n149, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t148.topic = str(buf[pos + 1:x150], 'utf-8')
            pos = x150
        else:
            t148.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n151 = buf[pos] - 1
        if 0 <= n151 < 127:
            pos += 1
        else:
            n151, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l152: list[ElectLeadersResponse.PartitionResult] = []
        ap153 = l152.append
        for _ in range(n151):
            t154 = _new(_C_ElectLeadersResponse_PartitionResult)
            t154.partition_id, t154.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n155 = buf[pos] - 1
            if 0 <= n155 < 127:
                x156 = pos + 1 + n155
                if x156 > blen:
                    raise _bad_length(n155, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t154.error_message = str(buf[pos + 1:x156], 'utf-8')
                pos = x156
            else:
                t154.error_message, pos = _read_string(buf, pos, True, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            if buf[pos] == 0:
                pos += 1
                t154._unknown_tags = None
            else:
                nt157, pos = _ruv(buf, pos)
                if nt157 * 2 > blen - pos:
                    raise _array_too_long(nt157, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                uk158: list[tuple[int, bytes]] | None = None
                for _ in range(nt157):
                    tg159, pos = _ruv(buf, pos)
                    sz160, pos = _ruv(buf, pos)
                    x161 = pos + sz160
                    if x161 > blen:
                        raise _bad_length(sz160, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                    if uk158 is None:
                        uk158 = []
                    uk158.append((tg159, bytes(buf[pos:x161])))
                    pos = x161
                t154._unknown_tags = uk158
            ap153(t154)
        t148.partition_result = l152
        if buf[pos] == 0:
            pos += 1
            t148._unknown_tags = None
        else:
            nt162, pos = _ruv(buf, pos)
            if nt162 * 2 > blen - pos:
                raise _array_too_long(nt162, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
            uk163: list[tuple[int, bytes]] | None = None
            for _ in range(nt162):
                tg164, pos = _ruv(buf, pos)
                sz165, pos = _ruv(buf, pos)
                x166 = pos + sz165
                if x166 > blen:
                    raise _bad_length(sz165, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
                if uk163 is None:
                    uk163 = []
                uk163.append((tg164, bytes(buf[pos:x166])))
                pos = x166
            t148._unknown_tags = uk163
        ap147(t148)
    o.replica_election_results = l146
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt167, pos = _ruv(buf, pos)
        if nt167 * 2 > blen - pos:
            raise _array_too_long(nt167, 'ElectLeadersResponse._tagged_fields', pos)
        uk168: list[tuple[int, bytes]] | None = None
        for _ in range(nt167):
            tg169, pos = _ruv(buf, pos)
            sz170, pos = _ruv(buf, pos)
            x171 = pos + sz170
            if x171 > blen:
                raise _bad_length(sz170, 'ElectLeadersResponse._tagged_fields', pos)
            if uk168 is None:
                uk168 = []
            uk168.append((tg169, bytes(buf[pos:x171])))
            pos = x171
        o._unknown_tags = uk168
    return o, pos


def _enc_ElectLeadersResponse_v3(o: ElectLeadersResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l172 = o.replica_election_results
    n173 = len(l172) + 1
    a(_UV[n173] if n173 < 128 else _uv(n173))
    for e174 in l172:
        s175 = e174.topic
        b176 = s175.encode()
        n177 = len(b176) + 1
        a(_UV[n177] if n177 < 128 else _uv(n177))
        a(b176)
        l178 = e174.partition_result
        n179 = len(l178) + 1
        a(_UV[n179] if n179 < 128 else _uv(n179))
        for e180 in l178:
            a(_S_ih.pack(e180.partition_id, e180.error_code))
            s181 = e180.error_message
            if s181 is None:
                a(_H0)
            else:
                b182 = s181.encode()
                n183 = len(b182) + 1
                a(_UV[n183] if n183 < 128 else _uv(n183))
                a(b182)
            u184 = e180._unknown_tags
            if u184 is None:
                a(_H0)
            else:
                _write_tags(a, None, u184)
        u185 = e174._unknown_tags
        if u185 is None:
            a(_H0)
        else:
            _write_tags(a, None, u185)
    u186 = o._unknown_tags
    if u186 is None:
        a(_H0)
    else:
        _write_tags(a, None, u186)
    return b''.join(parts)


def _dec_ElectLeadersResponse_v3(buf: _Buffer, pos: int) -> tuple[ElectLeadersResponse, int]:
    blen = len(buf)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n187 = buf[pos] - 1
    if 0 <= n187 < 127:
        pos += 1
    else:
        n187, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults')
    l188: list[ElectLeadersResponse.ReplicaElectionResult] = []
    ap189 = l188.append
    for _ in range(n187):
        t190 = _new(_C_ElectLeadersResponse_ReplicaElectionResult)
        n191 = buf[pos] - 1
        if 0 <= n191 < 127:
            x192 = pos + 1 + n191
            if x192 > blen:
                raise _bad_length(n191, 'ElectLeadersResponse.ReplicaElectionResults.Topic', pos)
            t190.topic = str(buf[pos + 1:x192], 'utf-8')
            pos = x192
        else:
            t190.topic, pos = _read_string(buf, pos, True, False, 'ElectLeadersResponse.ReplicaElectionResults.Topic')
        n193 = buf[pos] - 1
        if 0 <= n193 < 127:
            pos += 1
        else:
            n193, pos = _read_array_len(buf, pos, True, False, 1, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult')
        l194: list[ElectLeadersResponse.PartitionResult] = []
        ap195 = l194.append
        for _ in range(n193):
            t196 = _new(_C_ElectLeadersResponse_PartitionResult)
            t196.partition_id, t196.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n197 = buf[pos] - 1
            if 0 <= n197 < 127:
                x198 = pos + 1 + n197
                if x198 > blen:
                    raise _bad_length(n197, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage', pos)
                t196.error_message = str(buf[pos + 1:x198], 'utf-8')
                pos = x198
            else:
                t196.error_message, pos = _read_string(buf, pos, True, True, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage')
            if buf[pos] == 0:
                pos += 1
                t196._unknown_tags = None
            else:
                nt199, pos = _ruv(buf, pos)
                if nt199 * 2 > blen - pos:
                    raise _array_too_long(nt199, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                uk200: list[tuple[int, bytes]] | None = None
                for _ in range(nt199):
                    tg201, pos = _ruv(buf, pos)
                    sz202, pos = _ruv(buf, pos)
                    x203 = pos + sz202
                    if x203 > blen:
                        raise _bad_length(sz202, 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields', pos)
                    if uk200 is None:
                        uk200 = []
                    uk200.append((tg201, bytes(buf[pos:x203])))
                    pos = x203
                t196._unknown_tags = uk200
            ap195(t196)
        t190.partition_result = l194
        if buf[pos] == 0:
            pos += 1
            t190._unknown_tags = None
        else:
            nt204, pos = _ruv(buf, pos)
            if nt204 * 2 > blen - pos:
                raise _array_too_long(nt204, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
            uk205: list[tuple[int, bytes]] | None = None
            for _ in range(nt204):
                tg206, pos = _ruv(buf, pos)
                sz207, pos = _ruv(buf, pos)
                x208 = pos + sz207
                if x208 > blen:
                    raise _bad_length(sz207, 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields', pos)
                if uk205 is None:
                    uk205 = []
                uk205.append((tg206, bytes(buf[pos:x208])))
                pos = x208
            t190._unknown_tags = uk205
        ap189(t190)
    o.replica_election_results = l188
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt209, pos = _ruv(buf, pos)
        if nt209 * 2 > blen - pos:
            raise _array_too_long(nt209, 'ElectLeadersResponse._tagged_fields', pos)
        uk210: list[tuple[int, bytes]] | None = None
        for _ in range(nt209):
            tg211, pos = _ruv(buf, pos)
            sz212, pos = _ruv(buf, pos)
            x213 = pos + sz212
            if x213 > blen:
                raise _bad_length(sz212, 'ElectLeadersResponse._tagged_fields', pos)
            if uk210 is None:
                uk210 = []
            uk210.append((tg211, bytes(buf[pos:x213])))
            pos = x213
        o._unknown_tags = uk210
    return o, pos


ElectLeadersResponse._ENC = {0: _enc_ElectLeadersResponse_v0, 1: _enc_ElectLeadersResponse_v1, 2: _enc_ElectLeadersResponse_v2, 3: _enc_ElectLeadersResponse_v3}
ElectLeadersResponse._DEC = {0: _dec_ElectLeadersResponse_v0, 1: _dec_ElectLeadersResponse_v1, 2: _dec_ElectLeadersResponse_v2, 3: _dec_ElectLeadersResponse_v3}


_LINES = {
    152: 'ElectLeadersRequest.ElectionType',
    154: 'ElectLeadersRequest.TopicPartitions',
    155: 'ElectLeadersRequest.TopicPartitions',
    156: 'ElectLeadersRequest.TopicPartitions',
    157: 'ElectLeadersRequest.TopicPartitions',
    158: 'ElectLeadersRequest.TopicPartitions',
    159: 'ElectLeadersRequest.TopicPartitions',
    160: 'ElectLeadersRequest.TopicPartitions.Topic',
    161: 'ElectLeadersRequest.TopicPartitions.Topic',
    162: 'ElectLeadersRequest.TopicPartitions.Topic',
    163: 'ElectLeadersRequest.TopicPartitions.Topic',
    164: 'ElectLeadersRequest.TopicPartitions.Partitions',
    165: 'ElectLeadersRequest.TopicPartitions.Partitions',
    167: 'ElectLeadersRequest.TopicPartitions.Partitions',
    169: 'ElectLeadersRequest.TopicPartitions.Partitions',
    170: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    172: 'ElectLeadersRequest.TimeoutMs',
    179: 'ElectLeadersRequest.TopicPartitions',
    187: 'ElectLeadersRequest.TopicPartitions.Topic',
    192: 'ElectLeadersRequest.TopicPartitions.Topic',
    195: 'ElectLeadersRequest.TopicPartitions.Topic',
    196: 'ElectLeadersRequest.TopicPartitions.Partitions',
    198: 'ElectLeadersRequest.TopicPartitions.Partitions',
    201: 'ElectLeadersRequest.TopicPartitions.Partitions',
    206: 'ElectLeadersRequest.TimeoutMs',
    216: 'ElectLeadersRequest.ElectionType',
    217: 'ElectLeadersRequest.TopicPartitions',
    218: 'ElectLeadersRequest.TopicPartitions',
    219: 'ElectLeadersRequest.TopicPartitions',
    220: 'ElectLeadersRequest.TopicPartitions',
    221: 'ElectLeadersRequest.TopicPartitions',
    222: 'ElectLeadersRequest.TopicPartitions',
    223: 'ElectLeadersRequest.TopicPartitions.Topic',
    224: 'ElectLeadersRequest.TopicPartitions.Topic',
    225: 'ElectLeadersRequest.TopicPartitions.Topic',
    226: 'ElectLeadersRequest.TopicPartitions.Topic',
    227: 'ElectLeadersRequest.TopicPartitions.Partitions',
    228: 'ElectLeadersRequest.TopicPartitions.Partitions',
    230: 'ElectLeadersRequest.TopicPartitions.Partitions',
    232: 'ElectLeadersRequest.TopicPartitions.Partitions',
    233: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    235: 'ElectLeadersRequest.TimeoutMs',
    242: 'ElectLeadersRequest.ElectionType',
    244: 'ElectLeadersRequest.TopicPartitions',
    252: 'ElectLeadersRequest.TopicPartitions.Topic',
    257: 'ElectLeadersRequest.TopicPartitions.Topic',
    260: 'ElectLeadersRequest.TopicPartitions.Topic',
    261: 'ElectLeadersRequest.TopicPartitions.Partitions',
    263: 'ElectLeadersRequest.TopicPartitions.Partitions',
    266: 'ElectLeadersRequest.TopicPartitions.Partitions',
    271: 'ElectLeadersRequest.TimeoutMs',
    280: 'ElectLeadersRequest.ElectionType',
    281: 'ElectLeadersRequest.TopicPartitions',
    282: 'ElectLeadersRequest.TopicPartitions',
    283: 'ElectLeadersRequest.TopicPartitions',
    284: 'ElectLeadersRequest.TopicPartitions',
    285: 'ElectLeadersRequest.TopicPartitions',
    286: 'ElectLeadersRequest.TopicPartitions',
    287: 'ElectLeadersRequest.TopicPartitions',
    288: 'ElectLeadersRequest.TopicPartitions.Topic',
    289: 'ElectLeadersRequest.TopicPartitions.Topic',
    290: 'ElectLeadersRequest.TopicPartitions.Topic',
    291: 'ElectLeadersRequest.TopicPartitions.Topic',
    292: 'ElectLeadersRequest.TopicPartitions.Topic',
    293: 'ElectLeadersRequest.TopicPartitions.Partitions',
    294: 'ElectLeadersRequest.TopicPartitions.Partitions',
    296: 'ElectLeadersRequest.TopicPartitions.Partitions',
    298: 'ElectLeadersRequest.TopicPartitions.Partitions',
    299: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    301: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    302: 'ElectLeadersRequest.TopicPartitions',
    305: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    306: 'ElectLeadersRequest.TimeoutMs',
    307: 'ElectLeadersRequest._unknown_tags',
    308: 'ElectLeadersRequest',
    311: 'ElectLeadersRequest._unknown_tags',
    318: 'ElectLeadersRequest.ElectionType',
    320: 'ElectLeadersRequest.TopicPartitions',
    324: 'ElectLeadersRequest.TopicPartitions',
    332: 'ElectLeadersRequest.TopicPartitions.Topic',
    337: 'ElectLeadersRequest.TopicPartitions.Topic',
    340: 'ElectLeadersRequest.TopicPartitions.Topic',
    341: 'ElectLeadersRequest.TopicPartitions.Partitions',
    343: 'ElectLeadersRequest.TopicPartitions.Partitions',
    346: 'ElectLeadersRequest.TopicPartitions.Partitions',
    348: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    352: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    357: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    358: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    369: 'ElectLeadersRequest.TimeoutMs',
    371: 'ElectLeadersRequest._tagged_fields',
    375: 'ElectLeadersRequest._tagged_fields',
    380: 'ElectLeadersRequest._tagged_fields',
    381: 'ElectLeadersRequest._tagged_fields',
    396: 'ElectLeadersRequest.ElectionType',
    397: 'ElectLeadersRequest.TopicPartitions',
    398: 'ElectLeadersRequest.TopicPartitions',
    399: 'ElectLeadersRequest.TopicPartitions',
    400: 'ElectLeadersRequest.TopicPartitions',
    401: 'ElectLeadersRequest.TopicPartitions',
    402: 'ElectLeadersRequest.TopicPartitions',
    403: 'ElectLeadersRequest.TopicPartitions',
    404: 'ElectLeadersRequest.TopicPartitions.Topic',
    405: 'ElectLeadersRequest.TopicPartitions.Topic',
    406: 'ElectLeadersRequest.TopicPartitions.Topic',
    407: 'ElectLeadersRequest.TopicPartitions.Topic',
    408: 'ElectLeadersRequest.TopicPartitions.Topic',
    409: 'ElectLeadersRequest.TopicPartitions.Partitions',
    410: 'ElectLeadersRequest.TopicPartitions.Partitions',
    412: 'ElectLeadersRequest.TopicPartitions.Partitions',
    414: 'ElectLeadersRequest.TopicPartitions.Partitions',
    415: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    416: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    417: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    418: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    419: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    421: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    423: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    424: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    425: 'ElectLeadersRequest.TopicPartitions',
    428: 'ElectLeadersRequest.TopicPartitions._unknown_tags',
    429: 'ElectLeadersRequest.TimeoutMs',
    430: 'ElectLeadersRequest._unknown_tags',
    431: 'ElectLeadersRequest',
    434: 'ElectLeadersRequest._unknown_tags',
    441: 'ElectLeadersRequest.ElectionType',
    443: 'ElectLeadersRequest.TopicPartitions',
    447: 'ElectLeadersRequest.TopicPartitions',
    455: 'ElectLeadersRequest.TopicPartitions.Topic',
    460: 'ElectLeadersRequest.TopicPartitions.Topic',
    463: 'ElectLeadersRequest.TopicPartitions.Topic',
    464: 'ElectLeadersRequest.TopicPartitions.Partitions',
    466: 'ElectLeadersRequest.TopicPartitions.Partitions',
    469: 'ElectLeadersRequest.TopicPartitions.Partitions',
    470: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    472: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    475: 'ElectLeadersRequest.TopicPartitions.DesiredLeaders',
    476: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    480: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    485: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    486: 'ElectLeadersRequest.TopicPartitions._tagged_fields',
    497: 'ElectLeadersRequest.TimeoutMs',
    499: 'ElectLeadersRequest._tagged_fields',
    503: 'ElectLeadersRequest._tagged_fields',
    508: 'ElectLeadersRequest._tagged_fields',
    509: 'ElectLeadersRequest._tagged_fields',
    668: 'ElectLeadersResponse.ThrottleTimeMs',
    669: 'ElectLeadersResponse.ErrorCode',
    671: 'ElectLeadersResponse.ReplicaElectionResults',
    672: 'ElectLeadersResponse.ReplicaElectionResults',
    673: 'ElectLeadersResponse.ReplicaElectionResults',
    674: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    675: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    676: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    677: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    678: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    679: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    680: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    681: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    682: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    683: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    684: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    685: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    686: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    687: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    688: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    695: 'ElectLeadersResponse.ThrottleTimeMs',
    697: 'ElectLeadersResponse.ReplicaElectionResults',
    702: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    707: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    710: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    711: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    716: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    718: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    723: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    726: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    741: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    742: 'ElectLeadersResponse.ReplicaElectionResults',
    743: 'ElectLeadersResponse.ReplicaElectionResults',
    744: 'ElectLeadersResponse.ReplicaElectionResults',
    745: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    746: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    747: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    748: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    749: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    750: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    751: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    752: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    753: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    754: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    755: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    756: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    757: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    758: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    759: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    766: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    768: 'ElectLeadersResponse.ReplicaElectionResults',
    773: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    778: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    781: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    782: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    787: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    789: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    794: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    797: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    811: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    812: 'ElectLeadersResponse.ReplicaElectionResults',
    813: 'ElectLeadersResponse.ReplicaElectionResults',
    814: 'ElectLeadersResponse.ReplicaElectionResults',
    815: 'ElectLeadersResponse.ReplicaElectionResults',
    816: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    817: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    818: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    819: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    820: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    821: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    822: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    823: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    824: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    825: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    826: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    827: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    828: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    829: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    830: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    831: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    832: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    833: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    834: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    835: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    838: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    839: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    840: 'ElectLeadersResponse.ReplicaElectionResults',
    843: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    844: 'ElectLeadersResponse._unknown_tags',
    845: 'ElectLeadersResponse',
    848: 'ElectLeadersResponse._unknown_tags',
    855: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    857: 'ElectLeadersResponse.ReplicaElectionResults',
    861: 'ElectLeadersResponse.ReplicaElectionResults',
    866: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    871: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    874: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    875: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    879: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    884: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    886: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    891: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    894: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    895: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    899: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    904: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    905: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    916: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    920: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    925: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    926: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    937: 'ElectLeadersResponse._tagged_fields',
    941: 'ElectLeadersResponse._tagged_fields',
    946: 'ElectLeadersResponse._tagged_fields',
    947: 'ElectLeadersResponse._tagged_fields',
    962: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    963: 'ElectLeadersResponse.ReplicaElectionResults',
    964: 'ElectLeadersResponse.ReplicaElectionResults',
    965: 'ElectLeadersResponse.ReplicaElectionResults',
    966: 'ElectLeadersResponse.ReplicaElectionResults',
    967: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    968: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    969: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    970: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    971: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    972: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    973: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    974: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    975: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    976: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    977: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    978: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    979: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    980: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    981: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    982: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    983: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    984: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    985: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    986: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    989: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._unknown_tags',
    990: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    991: 'ElectLeadersResponse.ReplicaElectionResults',
    994: 'ElectLeadersResponse.ReplicaElectionResults._unknown_tags',
    995: 'ElectLeadersResponse._unknown_tags',
    996: 'ElectLeadersResponse',
    999: 'ElectLeadersResponse._unknown_tags',
    1006: 'ElectLeadersResponse.ThrottleTimeMs,ErrorCode',
    1008: 'ElectLeadersResponse.ReplicaElectionResults',
    1012: 'ElectLeadersResponse.ReplicaElectionResults',
    1017: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    1022: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    1025: 'ElectLeadersResponse.ReplicaElectionResults.Topic',
    1026: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    1030: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult',
    1035: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.PartitionId,ErrorCode',
    1037: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    1042: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    1045: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult.ErrorMessage',
    1046: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    1050: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    1055: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    1056: 'ElectLeadersResponse.ReplicaElectionResults.PartitionResult._tagged_fields',
    1067: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    1071: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    1076: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    1077: 'ElectLeadersResponse.ReplicaElectionResults._tagged_fields',
    1088: 'ElectLeadersResponse._tagged_fields',
    1092: 'ElectLeadersResponse._tagged_fields',
    1097: 'ElectLeadersResponse._tagged_fields',
    1098: 'ElectLeadersResponse._tagged_fields',
}
