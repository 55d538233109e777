# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ListPartitionReassignmentsRequest.json, schemas/messages/ListPartitionReassignmentsResponse.json.
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

__all__ = ['ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class ListPartitionReassignmentsRequest(_Message):
    """ListPartitionReassignmentsRequest (request): API key 46; versions 0; flexible in 0; listeners: broker, controller."""

    __slots__ = ('timeout_ms', 'topics', '_unknown_tags')
    NAME = 'ListPartitionReassignmentsRequest'
    TYPE = 'request'
    API_KEY = 46
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    timeout_ms: int
    """Time in milliseconds to wait for the request to complete.

    `TimeoutMs` (int32): versions 0+; default 60000."""
    topics: list[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics] | None
    """Topics to list reassignments of, or null for all.

    `Topics` ([]ListPartitionReassignmentsTopics): versions 0+; nullable in 0+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        timeout_ms: int = 60000,
        topics: list[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics] | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.timeout_ms = timeout_ms
        self.topics = topics
        self._unknown_tags = _unknown_tags

    class ListPartitionReassignmentsTopics(_Message):
        """Topics to list reassignments of, or null for all.

        ListPartitionReassignmentsTopics (in ListPartitionReassignmentsRequest): versions 0+."""

        __slots__ = ('name', 'partition_indexes', '_unknown_tags')
        NAME = 'ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        partition_indexes: list[int]
        """Partitions to list reassignments of.

        `PartitionIndexes` ([]int32): versions 0+; default []."""
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


_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics = ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics
ListPartitionReassignmentsRequest.FIELDS = (
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 60000, False, None),
    _FI('Topics', 'topics', '[]ListPartitionReassignmentsTopics', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics),
)
_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics = _C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics()

def _mk_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics() -> ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics:
    o = _new(_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics)
    o.name = ''
    o.partition_indexes = []
    o._unknown_tags = None
    return o


def _enc_ListPartitionReassignmentsRequest_v0(o: ListPartitionReassignmentsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.timeout_ms))
    l1 = o.topics
    if l1 is None:
        a(_H0)
    else:
        n2 = len(l1) + 1
        a(_UV[n2] if n2 < 128 else _uv(n2))
        for e3 in l1:
            s4 = e3.name
            b5 = s4.encode()
            n6 = len(b5) + 1
            a(_UV[n6] if n6 < 128 else _uv(n6))
            a(b5)
            l7 = e3.partition_indexes
            n8 = len(l7)
            if n8 < 64:
                a(_CA_i[n8].pack(n8 + 1, *l7))
            else:
                a(_encode_array('i', l7, True))
            u9 = e3._unknown_tags
            if u9 is None:
                a(_H0)
            else:
                _write_tags(a, None, u9)
    u10 = o._unknown_tags
    if u10 is None:
        a(_H0)
    else:
        _write_tags(a, None, u10)
    return b''.join(parts)


def _dec_ListPartitionReassignmentsRequest_v0(buf: _Buffer, pos: int) -> tuple[ListPartitionReassignmentsRequest, int]:
    blen = len(buf)
    o = _new(ListPartitionReassignmentsRequest)
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n11 = buf[pos] - 1
    if -1 <= n11 < 127:
        pos += 1
    else:
        n11, pos = _read_array_len(buf, pos, True, True, 1, 'ListPartitionReassignmentsRequest.Topics')
    if n11 < 0:
        o.topics = None
    else:
        l12: list[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics] = []
        ap13 = l12.append
        for _ in range(n11):
            t14 = _new(_C_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics)
            n15 = buf[pos] - 1
            if 0 <= n15 < 127:
                x16 = pos + 1 + n15
                if x16 > blen:
                    raise _bad_length(n15, 'ListPartitionReassignmentsRequest.Topics.Name', pos)
                t14.name = str(buf[pos + 1:x16], 'utf-8')
                pos = x16
            else:
                t14.name, pos = _read_string(buf, pos, True, False, 'ListPartitionReassignmentsRequest.Topics.Name')
            n17 = buf[pos] - 1
            if 0 <= n17 < 64:
                t14.partition_indexes = list(_A_i[n17].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n17
            else:
                t14.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t14._unknown_tags = None
            else:
                nt18, pos = _ruv(buf, pos)
                if nt18 * 2 > blen - pos:
                    raise _array_too_long(nt18, 'ListPartitionReassignmentsRequest.Topics._tagged_fields', pos)
                uk19: list[tuple[int, bytes]] | None = None
                for _ in range(nt18):
                    tg20, pos = _ruv(buf, pos)
                    sz21, pos = _ruv(buf, pos)
                    x22 = pos + sz21
                    if x22 > blen:
                        raise _bad_length(sz21, 'ListPartitionReassignmentsRequest.Topics._tagged_fields', pos)
                    if uk19 is None:
                        uk19 = []
                    uk19.append((tg20, bytes(buf[pos:x22])))
                    pos = x22
                t14._unknown_tags = uk19
            ap13(t14)
        o.topics = l12
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt23, pos = _ruv(buf, pos)
        if nt23 * 2 > blen - pos:
            raise _array_too_long(nt23, 'ListPartitionReassignmentsRequest._tagged_fields', pos)
        uk24: list[tuple[int, bytes]] | None = None
        for _ in range(nt23):
            tg25, pos = _ruv(buf, pos)
            sz26, pos = _ruv(buf, pos)
            x27 = pos + sz26
            if x27 > blen:
                raise _bad_length(sz26, 'ListPartitionReassignmentsRequest._tagged_fields', pos)
            if uk24 is None:
                uk24 = []
            uk24.append((tg25, bytes(buf[pos:x27])))
            pos = x27
        o._unknown_tags = uk24
    return o, pos


ListPartitionReassignmentsRequest._ENC = {0: _enc_ListPartitionReassignmentsRequest_v0}
ListPartitionReassignmentsRequest._DEC = {0: _dec_ListPartitionReassignmentsRequest_v0}


class ListPartitionReassignmentsResponse(_Message):
    """ListPartitionReassignmentsResponse (response): API key 46; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'topics', '_unknown_tags')
    NAME = 'ListPartitionReassignmentsResponse'
    TYPE = 'response'
    API_KEY = 46
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Top-level error code, 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Top-level error detail, or null on success.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    topics: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment]
    """Ongoing reassignments per topic.

    `Topics` ([]OngoingTopicReassignment): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        topics: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class OngoingTopicReassignment(_Message):
        """Ongoing reassignments per topic.

        OngoingTopicReassignment (in ListPartitionReassignmentsResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'ListPartitionReassignmentsResponse.OngoingTopicReassignment'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        partitions: list[ListPartitionReassignmentsResponse.OngoingPartitionReassignment]
        """Ongoing reassignments per partition.

        `Partitions` ([]OngoingPartitionReassignment): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[ListPartitionReassignmentsResponse.OngoingPartitionReassignment] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OngoingPartitionReassignment(_Message):
        """Ongoing reassignments per partition.

        OngoingPartitionReassignment (in ListPartitionReassignmentsResponse): versions 0+."""

        __slots__ = ('partition_index', 'replicas', 'adding_replicas', 'removing_replicas', '_unknown_tags')
        NAME = 'ListPartitionReassignmentsResponse.OngoingPartitionReassignment'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        replicas: list[int]
        """Current replica list.

        `Replicas` ([]int32): versions 0+; default []."""
        adding_replicas: list[int]
        """Replicas being added.

        `AddingReplicas` ([]int32): versions 0+; default []."""
        removing_replicas: list[int]
        """Replicas being removed.

        `RemovingReplicas` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            replicas: list[int] = _EMPTY,
            adding_replicas: list[int] = _EMPTY,
            removing_replicas: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.replicas = [] if replicas is _EMPTY else replicas
            self.adding_replicas = [] if adding_replicas is _EMPTY else adding_replicas
            self.removing_replicas = [] if removing_replicas is _EMPTY else removing_replicas
            self._unknown_tags = _unknown_tags


_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment = ListPartitionReassignmentsResponse.OngoingTopicReassignment
_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment = ListPartitionReassignmentsResponse.OngoingPartitionReassignment
ListPartitionReassignmentsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]OngoingTopicReassignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListPartitionReassignmentsResponse_OngoingTopicReassignment),
)
_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]OngoingPartitionReassignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment),
)
_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Replicas', 'replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('AddingReplicas', 'adding_replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('RemovingReplicas', 'removing_replicas', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ListPartitionReassignmentsResponse_OngoingTopicReassignment = _C_ListPartitionReassignmentsResponse_OngoingTopicReassignment()
_DEF_ListPartitionReassignmentsResponse_OngoingPartitionReassignment = _C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment()

def _mk_ListPartitionReassignmentsResponse_OngoingTopicReassignment() -> ListPartitionReassignmentsResponse.OngoingTopicReassignment:
    o = _new(_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_ListPartitionReassignmentsResponse_OngoingPartitionReassignment() -> ListPartitionReassignmentsResponse.OngoingPartitionReassignment:
    o = _new(_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment)
    o.partition_index = 0
    o.replicas = []
    o.adding_replicas = []
    o.removing_replicas = []
    o._unknown_tags = None
    return o


def _enc_ListPartitionReassignmentsResponse_v0(o: ListPartitionReassignmentsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s28 = o.error_message
    if s28 is None:
        a(_H0)
    else:
        b29 = s28.encode()
        n30 = len(b29) + 1
        a(_UV[n30] if n30 < 128 else _uv(n30))
        a(b29)
    l31 = o.topics
    n32 = len(l31) + 1
    a(_UV[n32] if n32 < 128 else _uv(n32))
    for e33 in l31:
        s34 = e33.name
        b35 = s34.encode()
        n36 = len(b35) + 1
        a(_UV[n36] if n36 < 128 else _uv(n36))
        a(b35)
        l37 = e33.partitions
        n38 = len(l37) + 1
        a(_UV[n38] if n38 < 128 else _uv(n38))
        for e39 in l37:
            a(_S_i.pack(e39.partition_index))
            l40 = e39.replicas
            n41 = len(l40)
            if n41 < 64:
                a(_CA_i[n41].pack(n41 + 1, *l40))
            else:
                a(_encode_array('i', l40, True))
            l42 = e39.adding_replicas
            n43 = len(l42)
            if n43 < 64:
                a(_CA_i[n43].pack(n43 + 1, *l42))
            else:
                a(_encode_array('i', l42, True))
            l44 = e39.removing_replicas
            n45 = len(l44)
            if n45 < 64:
                a(_CA_i[n45].pack(n45 + 1, *l44))
            else:
                a(_encode_array('i', l44, True))
            u46 = e39._unknown_tags
            if u46 is None:
                a(_H0)
            else:
                _write_tags(a, None, u46)
        u47 = e33._unknown_tags
        if u47 is None:
            a(_H0)
        else:
            _write_tags(a, None, u47)
    u48 = o._unknown_tags
    if u48 is None:
        a(_H0)
    else:
        _write_tags(a, None, u48)
    return b''.join(parts)


def _dec_ListPartitionReassignmentsResponse_v0(buf: _Buffer, pos: int) -> tuple[ListPartitionReassignmentsResponse, int]:
    blen = len(buf)
    o = _new(ListPartitionReassignmentsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n49 = buf[pos] - 1
    if 0 <= n49 < 127:
        x50 = pos + 1 + n49
        if x50 > blen:
            raise _bad_length(n49, 'ListPartitionReassignmentsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x50], 'utf-8')
        pos = x50
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'ListPartitionReassignmentsResponse.ErrorMessage')
    n51 = buf[pos] - 1
    if 0 <= n51 < 127:
        pos += 1
    else:
        n51, pos = _read_array_len(buf, pos, True, False, 1, 'ListPartitionReassignmentsResponse.Topics')
    l52: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment] = []
    ap53 = l52.append
    for _ in range(n51):
        t54 = _new(_C_ListPartitionReassignmentsResponse_OngoingTopicReassignment)
        n55 = buf[pos] - 1
        if 0 <= n55 < 127:
            x56 = pos + 1 + n55
            if x56 > blen:
                raise _bad_length(n55, 'ListPartitionReassignmentsResponse.Topics.Name', pos)
            t54.name = str(buf[pos + 1:x56], 'utf-8')
            pos = x56
        else:
            t54.name, pos = _read_string(buf, pos, True, False, 'ListPartitionReassignmentsResponse.Topics.Name')
        n57 = buf[pos] - 1
        if 0 <= n57 < 127:
            pos += 1
        else:
            n57, pos = _read_array_len(buf, pos, True, False, 1, 'ListPartitionReassignmentsResponse.Topics.Partitions')
        l58: list[ListPartitionReassignmentsResponse.OngoingPartitionReassignment] = []
        ap59 = l58.append
        for _ in range(n57):
            t60 = _new(_C_ListPartitionReassignmentsResponse_OngoingPartitionReassignment)
            t60.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n61 = buf[pos] - 1
            if 0 <= n61 < 64:
                t60.replicas = list(_A_i[n61].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n61
            else:
                t60.replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas')
            n62 = buf[pos] - 1
            if 0 <= n62 < 64:
                t60.adding_replicas = list(_A_i[n62].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n62
            else:
                t60.adding_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas')
            n63 = buf[pos] - 1
            if 0 <= n63 < 64:
                t60.removing_replicas = list(_A_i[n63].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n63
            else:
                t60.removing_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas')
            if buf[pos] == 0:
                pos += 1
                t60._unknown_tags = None
            else:
                nt64, pos = _ruv(buf, pos)
                if nt64 * 2 > blen - pos:
                    raise _array_too_long(nt64, 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields', pos)
                uk65: list[tuple[int, bytes]] | None = None
                for _ in range(nt64):
                    tg66, pos = _ruv(buf, pos)
                    sz67, pos = _ruv(buf, pos)
                    x68 = pos + sz67
                    if x68 > blen:
                        raise _bad_length(sz67, 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields', pos)
                    if uk65 is None:
                        uk65 = []
                    uk65.append((tg66, bytes(buf[pos:x68])))
                    pos = x68
                t60._unknown_tags = uk65
            ap59(t60)
        t54.partitions = l58
        if buf[pos] == 0:
            pos += 1
            t54._unknown_tags = None
        else:
            nt69, pos = _ruv(buf, pos)
            if nt69 * 2 > blen - pos:
                raise _array_too_long(nt69, 'ListPartitionReassignmentsResponse.Topics._tagged_fields', pos)
            uk70: list[tuple[int, bytes]] | None = None
            for _ in range(nt69):
                tg71, pos = _ruv(buf, pos)
                sz72, pos = _ruv(buf, pos)
                x73 = pos + sz72
                if x73 > blen:
                    raise _bad_length(sz72, 'ListPartitionReassignmentsResponse.Topics._tagged_fields', pos)
                if uk70 is None:
                    uk70 = []
                uk70.append((tg71, bytes(buf[pos:x73])))
                pos = x73
            t54._unknown_tags = uk70
        ap53(t54)
    o.topics = l52
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt74, pos = _ruv(buf, pos)
        if nt74 * 2 > blen - pos:
            raise _array_too_long(nt74, 'ListPartitionReassignmentsResponse._tagged_fields', pos)
        uk75: list[tuple[int, bytes]] | None = None
        for _ in range(nt74):
            tg76, pos = _ruv(buf, pos)
            sz77, pos = _ruv(buf, pos)
            x78 = pos + sz77
            if x78 > blen:
                raise _bad_length(sz77, 'ListPartitionReassignmentsResponse._tagged_fields', pos)
            if uk75 is None:
                uk75 = []
            uk75.append((tg76, bytes(buf[pos:x78])))
            pos = x78
        o._unknown_tags = uk75
    return o, pos


ListPartitionReassignmentsResponse._ENC = {0: _enc_ListPartitionReassignmentsResponse_v0}
ListPartitionReassignmentsResponse._DEC = {0: _dec_ListPartitionReassignmentsResponse_v0}


_LINES = {
    135: 'ListPartitionReassignmentsRequest.TimeoutMs',
    136: 'ListPartitionReassignmentsRequest.Topics',
    137: 'ListPartitionReassignmentsRequest.Topics',
    138: 'ListPartitionReassignmentsRequest.Topics',
    139: 'ListPartitionReassignmentsRequest.Topics',
    140: 'ListPartitionReassignmentsRequest.Topics',
    141: 'ListPartitionReassignmentsRequest.Topics',
    142: 'ListPartitionReassignmentsRequest.Topics',
    143: 'ListPartitionReassignmentsRequest.Topics.Name',
    144: 'ListPartitionReassignmentsRequest.Topics.Name',
    145: 'ListPartitionReassignmentsRequest.Topics.Name',
    146: 'ListPartitionReassignmentsRequest.Topics.Name',
    147: 'ListPartitionReassignmentsRequest.Topics.Name',
    148: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    149: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    151: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    153: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    154: 'ListPartitionReassignmentsRequest.Topics._unknown_tags',
    155: 'ListPartitionReassignmentsRequest.Topics',
    158: 'ListPartitionReassignmentsRequest.Topics._unknown_tags',
    159: 'ListPartitionReassignmentsRequest._unknown_tags',
    160: 'ListPartitionReassignmentsRequest',
    163: 'ListPartitionReassignmentsRequest._unknown_tags',
    170: 'ListPartitionReassignmentsRequest.TimeoutMs',
    172: 'ListPartitionReassignmentsRequest.Topics',
    176: 'ListPartitionReassignmentsRequest.Topics',
    184: 'ListPartitionReassignmentsRequest.Topics.Name',
    189: 'ListPartitionReassignmentsRequest.Topics.Name',
    192: 'ListPartitionReassignmentsRequest.Topics.Name',
    193: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    195: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    198: 'ListPartitionReassignmentsRequest.Topics.PartitionIndexes',
    199: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    203: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    208: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    209: 'ListPartitionReassignmentsRequest.Topics._tagged_fields',
    220: 'ListPartitionReassignmentsRequest._tagged_fields',
    224: 'ListPartitionReassignmentsRequest._tagged_fields',
    229: 'ListPartitionReassignmentsRequest._tagged_fields',
    230: 'ListPartitionReassignmentsRequest._tagged_fields',
    404: 'ListPartitionReassignmentsResponse.ThrottleTimeMs,ErrorCode',
    405: 'ListPartitionReassignmentsResponse.ErrorMessage',
    406: 'ListPartitionReassignmentsResponse.ErrorMessage',
    407: 'ListPartitionReassignmentsResponse.ErrorMessage',
    408: 'ListPartitionReassignmentsResponse.ErrorMessage',
    409: 'ListPartitionReassignmentsResponse.ErrorMessage',
    410: 'ListPartitionReassignmentsResponse.ErrorMessage',
    411: 'ListPartitionReassignmentsResponse.ErrorMessage',
    412: 'ListPartitionReassignmentsResponse.ErrorMessage',
    413: 'ListPartitionReassignmentsResponse.Topics',
    414: 'ListPartitionReassignmentsResponse.Topics',
    415: 'ListPartitionReassignmentsResponse.Topics',
    416: 'ListPartitionReassignmentsResponse.Topics',
    417: 'ListPartitionReassignmentsResponse.Topics.Name',
    418: 'ListPartitionReassignmentsResponse.Topics.Name',
    419: 'ListPartitionReassignmentsResponse.Topics.Name',
    420: 'ListPartitionReassignmentsResponse.Topics.Name',
    421: 'ListPartitionReassignmentsResponse.Topics.Name',
    422: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    423: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    424: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    425: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    426: 'ListPartitionReassignmentsResponse.Topics.Partitions.PartitionIndex',
    427: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    428: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    430: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    432: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    433: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    434: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    436: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    438: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    439: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    440: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    442: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    444: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    445: 'ListPartitionReassignmentsResponse.Topics.Partitions._unknown_tags',
    446: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    449: 'ListPartitionReassignmentsResponse.Topics.Partitions._unknown_tags',
    450: 'ListPartitionReassignmentsResponse.Topics._unknown_tags',
    451: 'ListPartitionReassignmentsResponse.Topics',
    454: 'ListPartitionReassignmentsResponse.Topics._unknown_tags',
    455: 'ListPartitionReassignmentsResponse._unknown_tags',
    456: 'ListPartitionReassignmentsResponse',
    459: 'ListPartitionReassignmentsResponse._unknown_tags',
    466: 'ListPartitionReassignmentsResponse.ThrottleTimeMs,ErrorCode',
    468: 'ListPartitionReassignmentsResponse.ErrorMessage',
    473: 'ListPartitionReassignmentsResponse.ErrorMessage',
    476: 'ListPartitionReassignmentsResponse.ErrorMessage',
    477: 'ListPartitionReassignmentsResponse.Topics',
    481: 'ListPartitionReassignmentsResponse.Topics',
    486: 'ListPartitionReassignmentsResponse.Topics.Name',
    491: 'ListPartitionReassignmentsResponse.Topics.Name',
    494: 'ListPartitionReassignmentsResponse.Topics.Name',
    495: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    499: 'ListPartitionReassignmentsResponse.Topics.Partitions',
    504: 'ListPartitionReassignmentsResponse.Topics.Partitions.PartitionIndex',
    506: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    508: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    511: 'ListPartitionReassignmentsResponse.Topics.Partitions.Replicas',
    512: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    514: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    517: 'ListPartitionReassignmentsResponse.Topics.Partitions.AddingReplicas',
    518: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    520: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    523: 'ListPartitionReassignmentsResponse.Topics.Partitions.RemovingReplicas',
    524: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    528: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    533: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    534: 'ListPartitionReassignmentsResponse.Topics.Partitions._tagged_fields',
    545: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    549: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    554: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    555: 'ListPartitionReassignmentsResponse.Topics._tagged_fields',
    566: 'ListPartitionReassignmentsResponse._tagged_fields',
    570: 'ListPartitionReassignmentsResponse._tagged_fields',
    575: 'ListPartitionReassignmentsResponse._tagged_fields',
    576: 'ListPartitionReassignmentsResponse._tagged_fields',
}
