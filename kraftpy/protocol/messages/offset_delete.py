# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/OffsetDeleteRequest.json, schemas/messages/OffsetDeleteResponse.json.
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

__all__ = ['OffsetDeleteRequest', 'OffsetDeleteResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_hi = Struct('>hi')
_S_i = Struct('>i')
_S_ih = Struct('>ih')


class OffsetDeleteRequest(_Message):
    """OffsetDeleteRequest (request): API key 47; versions 0; not flexible; listeners: broker."""

    __slots__ = ('group_id', 'topics')
    NAME = 'OffsetDeleteRequest'
    TYPE = 'request'
    API_KEY = 47
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group_id: str
    """Group id.

    `GroupId` (string): versions 0+; default ''."""
    topics: list[OffsetDeleteRequest.OffsetDeleteRequestTopic]
    """Topics whose offsets to delete.

    `Topics` ([]OffsetDeleteRequestTopic): versions 0+; default []."""

    def __init__(
        self,
        *,
        group_id: str = '',
        topics: list[OffsetDeleteRequest.OffsetDeleteRequestTopic] = _EMPTY,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is _EMPTY else topics

    class OffsetDeleteRequestTopic(_Message):
        """Topics whose offsets to delete.

        OffsetDeleteRequestTopic (in OffsetDeleteRequest): versions 0+."""

        __slots__ = ('name', 'partitions')
        NAME = 'OffsetDeleteRequest.OffsetDeleteRequestTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[OffsetDeleteRequest.OffsetDeleteRequestPartition]
        """Partitions whose offsets to delete.

        `Partitions` ([]OffsetDeleteRequestPartition): versions 0+; default []."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[OffsetDeleteRequest.OffsetDeleteRequestPartition] = _EMPTY,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions

    class OffsetDeleteRequestPartition(_Message):
        """Partitions whose offsets to delete.

        OffsetDeleteRequestPartition (in OffsetDeleteRequest): versions 0+."""

        __slots__ = ('partition_index',)
        NAME = 'OffsetDeleteRequest.OffsetDeleteRequestPartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
        ) -> None:
            self.partition_index = partition_index


_C_OffsetDeleteRequest_OffsetDeleteRequestTopic = OffsetDeleteRequest.OffsetDeleteRequestTopic
_C_OffsetDeleteRequest_OffsetDeleteRequestPartition = OffsetDeleteRequest.OffsetDeleteRequestPartition
OffsetDeleteRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]OffsetDeleteRequestTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetDeleteRequest_OffsetDeleteRequestTopic),
)
_C_OffsetDeleteRequest_OffsetDeleteRequestTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]OffsetDeleteRequestPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetDeleteRequest_OffsetDeleteRequestPartition),
)
_C_OffsetDeleteRequest_OffsetDeleteRequestPartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_OffsetDeleteRequest_OffsetDeleteRequestTopic = _C_OffsetDeleteRequest_OffsetDeleteRequestTopic()
_DEF_OffsetDeleteRequest_OffsetDeleteRequestPartition = _C_OffsetDeleteRequest_OffsetDeleteRequestPartition()

def _mk_OffsetDeleteRequest_OffsetDeleteRequestTopic() -> OffsetDeleteRequest.OffsetDeleteRequestTopic:
    o = _new(_C_OffsetDeleteRequest_OffsetDeleteRequestTopic)
    o.name = ''
    o.partitions = []
    return o

def _mk_OffsetDeleteRequest_OffsetDeleteRequestPartition() -> OffsetDeleteRequest.OffsetDeleteRequestPartition:
    o = _new(_C_OffsetDeleteRequest_OffsetDeleteRequestPartition)
    o.partition_index = 0
    return o


def _enc_OffsetDeleteRequest_v0(o: OffsetDeleteRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    l4 = o.topics
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partitions
        a(_S_i.pack(len(l9)))
        for e10 in l9:
            a(_S_i.pack(e10.partition_index))
    return b''.join(parts)


def _dec_OffsetDeleteRequest_v0(buf: _Buffer, pos: int) -> tuple[OffsetDeleteRequest, int]:
    blen = len(buf)
    o = _new(OffsetDeleteRequest)
    n11, = _S_h.unpack_from(buf, pos)
    if n11 >= 0:
        x12 = pos + 2 + n11
        if x12 > blen:
            raise _bad_length(n11, 'OffsetDeleteRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x12], 'utf-8')
        pos = x12
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetDeleteRequest.GroupId')
    n13, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetDeleteRequest.Topics')
    l14: list[OffsetDeleteRequest.OffsetDeleteRequestTopic] = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_OffsetDeleteRequest_OffsetDeleteRequestTopic)
        n17, = _S_h.unpack_from(buf, pos)
        if n17 >= 0:
            x18 = pos + 2 + n17
            if x18 > blen:
                raise _bad_length(n17, 'OffsetDeleteRequest.Topics.Name', pos)
            t16.name = str(buf[pos + 2:x18], 'utf-8')
            pos = x18
        else:
            t16.name, pos = _read_string(buf, pos, False, False, 'OffsetDeleteRequest.Topics.Name')
        n19, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetDeleteRequest.Topics.Partitions')
        l20: list[OffsetDeleteRequest.OffsetDeleteRequestPartition] = []
        ap21 = l20.append
        for _ in range(n19):
            t22 = _new(_C_OffsetDeleteRequest_OffsetDeleteRequestPartition)
            t22.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            ap21(t22)
        t16.partitions = l20
        ap15(t16)
    o.topics = l14
    return o, pos


OffsetDeleteRequest._ENC = {0: _enc_OffsetDeleteRequest_v0}
OffsetDeleteRequest._DEC = {0: _dec_OffsetDeleteRequest_v0}


class OffsetDeleteResponse(_Message):
    """OffsetDeleteResponse (response): API key 47; versions 0; not flexible."""

    __slots__ = ('error_code', 'throttle_time_ms', 'topics')
    NAME = 'OffsetDeleteResponse'
    TYPE = 'response'
    API_KEY = 47
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    error_code: int
    """Top-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0; ignorable."""
    topics: list[OffsetDeleteResponse.OffsetDeleteResponseTopic]
    """Results per topic.

    `Topics` ([]OffsetDeleteResponseTopic): versions 0+; default []."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        throttle_time_ms: int = 0,
        topics: list[OffsetDeleteResponse.OffsetDeleteResponseTopic] = _EMPTY,
    ) -> None:
        self.error_code = error_code
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics

    class OffsetDeleteResponseTopic(_Message):
        """Results per topic.

        OffsetDeleteResponseTopic (in OffsetDeleteResponse): versions 0+."""

        __slots__ = ('name', 'partitions')
        NAME = 'OffsetDeleteResponse.OffsetDeleteResponseTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[OffsetDeleteResponse.OffsetDeleteResponsePartition]
        """Results per partition.

        `Partitions` ([]OffsetDeleteResponsePartition): versions 0+; default []."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[OffsetDeleteResponse.OffsetDeleteResponsePartition] = _EMPTY,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions

    class OffsetDeleteResponsePartition(_Message):
        """Results per partition.

        OffsetDeleteResponsePartition (in OffsetDeleteResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code')
        NAME = 'OffsetDeleteResponse.OffsetDeleteResponsePartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Error code for this partition, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code


_C_OffsetDeleteResponse_OffsetDeleteResponseTopic = OffsetDeleteResponse.OffsetDeleteResponseTopic
_C_OffsetDeleteResponse_OffsetDeleteResponsePartition = OffsetDeleteResponse.OffsetDeleteResponsePartition
OffsetDeleteResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]OffsetDeleteResponseTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetDeleteResponse_OffsetDeleteResponseTopic),
)
_C_OffsetDeleteResponse_OffsetDeleteResponseTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]OffsetDeleteResponsePartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetDeleteResponse_OffsetDeleteResponsePartition),
)
_C_OffsetDeleteResponse_OffsetDeleteResponsePartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_OffsetDeleteResponse_OffsetDeleteResponseTopic = _C_OffsetDeleteResponse_OffsetDeleteResponseTopic()
_DEF_OffsetDeleteResponse_OffsetDeleteResponsePartition = _C_OffsetDeleteResponse_OffsetDeleteResponsePartition()

def _mk_OffsetDeleteResponse_OffsetDeleteResponseTopic() -> OffsetDeleteResponse.OffsetDeleteResponseTopic:
    o = _new(_C_OffsetDeleteResponse_OffsetDeleteResponseTopic)
    o.name = ''
    o.partitions = []
    return o

def _mk_OffsetDeleteResponse_OffsetDeleteResponsePartition() -> OffsetDeleteResponse.OffsetDeleteResponsePartition:
    o = _new(_C_OffsetDeleteResponse_OffsetDeleteResponsePartition)
    o.partition_index = 0
    o.error_code = 0
    return o


def _enc_OffsetDeleteResponse_v0(o: OffsetDeleteResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hi.pack(o.error_code, o.throttle_time_ms))
    l23 = o.topics
    a(_S_i.pack(len(l23)))
    for e24 in l23:
        s25 = e24.name
        b26 = s25.encode()
        a(_S_h.pack(len(b26)))
        a(b26)
        l28 = e24.partitions
        a(_S_i.pack(len(l28)))
        for e29 in l28:
            a(_S_ih.pack(e29.partition_index, e29.error_code))
    return b''.join(parts)


def _dec_OffsetDeleteResponse_v0(buf: _Buffer, pos: int) -> tuple[OffsetDeleteResponse, int]:
    blen = len(buf)
    o = _new(OffsetDeleteResponse)
    o.error_code, o.throttle_time_ms = _S_hi.unpack_from(buf, pos)
    pos += 6
    n30, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetDeleteResponse.Topics')
    l31: list[OffsetDeleteResponse.OffsetDeleteResponseTopic] = []
    ap32 = l31.append
    for _ in range(n30):
        t33 = _new(_C_OffsetDeleteResponse_OffsetDeleteResponseTopic)
        n34, = _S_h.unpack_from(buf, pos)
        if n34 >= 0:
            x35 = pos + 2 + n34
            if x35 > blen:
                raise _bad_length(n34, 'OffsetDeleteResponse.Topics.Name', pos)
            t33.name = str(buf[pos + 2:x35], 'utf-8')
            pos = x35
        else:
            t33.name, pos = _read_string(buf, pos, False, False, 'OffsetDeleteResponse.Topics.Name')
        n36, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetDeleteResponse.Topics.Partitions')
        l37: list[OffsetDeleteResponse.OffsetDeleteResponsePartition] = []
        ap38 = l37.append
        for _ in range(n36):
            t39 = _new(_C_OffsetDeleteResponse_OffsetDeleteResponsePartition)
            t39.partition_index, t39.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            ap38(t39)
        t33.partitions = l37
        ap32(t33)
    o.topics = l31
    return o, pos


OffsetDeleteResponse._ENC = {0: _enc_OffsetDeleteResponse_v0}
OffsetDeleteResponse._DEC = {0: _dec_OffsetDeleteResponse_v0}


_LINES = {
    155: 'OffsetDeleteRequest.GroupId',
    156: 'OffsetDeleteRequest.GroupId',
    157: 'OffsetDeleteRequest.GroupId',
    158: 'OffsetDeleteRequest.GroupId',
    159: 'OffsetDeleteRequest.Topics',
    160: 'OffsetDeleteRequest.Topics',
    161: 'OffsetDeleteRequest.Topics',
    162: 'OffsetDeleteRequest.Topics.Name',
    163: 'OffsetDeleteRequest.Topics.Name',
    164: 'OffsetDeleteRequest.Topics.Name',
    165: 'OffsetDeleteRequest.Topics.Name',
    166: 'OffsetDeleteRequest.Topics.Partitions',
    167: 'OffsetDeleteRequest.Topics.Partitions',
    168: 'OffsetDeleteRequest.Topics.Partitions',
    169: 'OffsetDeleteRequest.Topics.Partitions.PartitionIndex',
    176: 'OffsetDeleteRequest.GroupId',
    181: 'OffsetDeleteRequest.GroupId',
    184: 'OffsetDeleteRequest.GroupId',
    185: 'OffsetDeleteRequest.Topics',
    190: 'OffsetDeleteRequest.Topics.Name',
    195: 'OffsetDeleteRequest.Topics.Name',
    198: 'OffsetDeleteRequest.Topics.Name',
    199: 'OffsetDeleteRequest.Topics.Partitions',
    204: 'OffsetDeleteRequest.Topics.Partitions.PartitionIndex',
    338: 'OffsetDeleteResponse.ErrorCode,ThrottleTimeMs',
    339: 'OffsetDeleteResponse.Topics',
    340: 'OffsetDeleteResponse.Topics',
    341: 'OffsetDeleteResponse.Topics',
    342: 'OffsetDeleteResponse.Topics.Name',
    343: 'OffsetDeleteResponse.Topics.Name',
    344: 'OffsetDeleteResponse.Topics.Name',
    345: 'OffsetDeleteResponse.Topics.Name',
    346: 'OffsetDeleteResponse.Topics.Partitions',
    347: 'OffsetDeleteResponse.Topics.Partitions',
    348: 'OffsetDeleteResponse.Topics.Partitions',
    349: 'OffsetDeleteResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    356: 'OffsetDeleteResponse.ErrorCode,ThrottleTimeMs',
    358: 'OffsetDeleteResponse.Topics',
    363: 'OffsetDeleteResponse.Topics.Name',
    368: 'OffsetDeleteResponse.Topics.Name',
    371: 'OffsetDeleteResponse.Topics.Name',
    372: 'OffsetDeleteResponse.Topics.Partitions',
    377: 'OffsetDeleteResponse.Topics.Partitions.PartitionIndex,ErrorCode',
}
