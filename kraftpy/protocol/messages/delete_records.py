# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteRecordsRequest.json, schemas/messages/DeleteRecordsResponse.json.
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

__all__ = ['DeleteRecordsRequest', 'DeleteRecordsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iq = Struct('>iq')
_S_iqh = Struct('>iqh')


class DeleteRecordsRequest(_Message):
    """DeleteRecordsRequest (request): API key 21; versions 0-2; flexible in 2; listeners: broker."""

    __slots__ = ('topics', 'timeout_ms', '_unknown_tags')
    NAME = 'DeleteRecordsRequest'
    TYPE = 'request'
    API_KEY = 21
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    topics: list[DeleteRecordsRequest.DeleteRecordsTopic]
    """Partitions to truncate, grouped by topic.

    `Topics` ([]DeleteRecordsTopic): versions 0+; default []."""
    timeout_ms: int
    """Time in ms to wait for the deletion to reach all in-sync replicas.

    `TimeoutMs` (int32): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[DeleteRecordsRequest.DeleteRecordsTopic] = _EMPTY,
        timeout_ms: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self.timeout_ms = timeout_ms
        self._unknown_tags = _unknown_tags

    class DeleteRecordsTopic(_Message):
        """Partitions to truncate, grouped by topic.

        DeleteRecordsTopic (in DeleteRecordsRequest): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'DeleteRecordsRequest.DeleteRecordsTopic'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[DeleteRecordsRequest.DeleteRecordsPartition]
        """Partitions to truncate.

        `Partitions` ([]DeleteRecordsPartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[DeleteRecordsRequest.DeleteRecordsPartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class DeleteRecordsPartition(_Message):
        """Partitions to truncate.

        DeleteRecordsPartition (in DeleteRecordsRequest): versions 0+."""

        __slots__ = ('partition_index', 'offset', '_unknown_tags')
        NAME = 'DeleteRecordsRequest.DeleteRecordsPartition'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        offset: int
        """New log start offset: records below it are deleted (-1 = high watermark).

        `Offset` (int64): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            offset: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.offset = offset
            self._unknown_tags = _unknown_tags


_C_DeleteRecordsRequest_DeleteRecordsTopic = DeleteRecordsRequest.DeleteRecordsTopic
_C_DeleteRecordsRequest_DeleteRecordsPartition = DeleteRecordsRequest.DeleteRecordsPartition
DeleteRecordsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]DeleteRecordsTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsRequest_DeleteRecordsTopic),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_DeleteRecordsRequest_DeleteRecordsTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]DeleteRecordsPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsRequest_DeleteRecordsPartition),
)
_C_DeleteRecordsRequest_DeleteRecordsPartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Offset', 'offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteRecordsRequest_DeleteRecordsTopic = _C_DeleteRecordsRequest_DeleteRecordsTopic()
_DEF_DeleteRecordsRequest_DeleteRecordsPartition = _C_DeleteRecordsRequest_DeleteRecordsPartition()

def _mk_DeleteRecordsRequest_DeleteRecordsTopic() -> DeleteRecordsRequest.DeleteRecordsTopic:
    o = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DeleteRecordsRequest_DeleteRecordsPartition() -> DeleteRecordsRequest.DeleteRecordsPartition:
    o = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
    o.partition_index = 0
    o.offset = 0
    o._unknown_tags = None
    return o


def _enc_DeleteRecordsRequest_v0(o: DeleteRecordsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.topics
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.name
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        l6 = e2.partitions
        a(_S_i.pack(len(l6)))
        for e7 in l6:
            a(_S_iq.pack(e7.partition_index, e7.offset))
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteRecordsRequest_v0(buf: _Buffer, pos: int) -> tuple[DeleteRecordsRequest, int]:
    blen = len(buf)
    o = _new(DeleteRecordsRequest)
    n8, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics')
    l9: list[DeleteRecordsRequest.DeleteRecordsTopic] = []
    ap10 = l9.append
    for _ in range(n8):
        t11 = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
        n12, = _S_h.unpack_from(buf, pos)
        if n12 >= 0:
            x13 = pos + 2 + n12
            if x13 > blen:
                raise _bad_length(n12, 'DeleteRecordsRequest.Topics.Name', pos)
            t11.name = str(buf[pos + 2:x13], 'utf-8')
            pos = x13
        else:
            t11.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsRequest.Topics.Name')
        n14, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics.Partitions')
        l15: list[DeleteRecordsRequest.DeleteRecordsPartition] = []
        ap16 = l15.append
        for _ in range(n14):
            t17 = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
            t17.partition_index, t17.offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            t17._unknown_tags = None
            ap16(t17)
        t11.partitions = l15
        t11._unknown_tags = None
        ap10(t11)
    o.topics = l9
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsRequest_v1(o: DeleteRecordsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l18 = o.topics
    a(_S_i.pack(len(l18)))
    for e19 in l18:
        s20 = e19.name
        b21 = s20.encode()
        a(_S_h.pack(len(b21)))
        a(b21)
        l23 = e19.partitions
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            a(_S_iq.pack(e24.partition_index, e24.offset))
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteRecordsRequest_v1(buf: _Buffer, pos: int) -> tuple[DeleteRecordsRequest, int]:
    blen = len(buf)
    o = _new(DeleteRecordsRequest)
    n25, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics')
    l26: list[DeleteRecordsRequest.DeleteRecordsTopic] = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
        n29, = _S_h.unpack_from(buf, pos)
        if n29 >= 0:
            x30 = pos + 2 + n29
            if x30 > blen:
                raise _bad_length(n29, 'DeleteRecordsRequest.Topics.Name', pos)
            t28.name = str(buf[pos + 2:x30], 'utf-8')
            pos = x30
        else:
            t28.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsRequest.Topics.Name')
        n31, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsRequest.Topics.Partitions')
        l32: list[DeleteRecordsRequest.DeleteRecordsPartition] = []
        ap33 = l32.append
        for _ in range(n31):
            t34 = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
            t34.partition_index, t34.offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            t34._unknown_tags = None
            ap33(t34)
        t28.partitions = l32
        t28._unknown_tags = None
        ap27(t28)
    o.topics = l26
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsRequest_v2(o: DeleteRecordsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l35 = o.topics
    n36 = len(l35) + 1
    a(_UV[n36] if n36 < 128 else _uv(n36))
    for e37 in l35:
        s38 = e37.name
        b39 = s38.encode()
        n40 = len(b39) + 1
        a(_UV[n40] if n40 < 128 else _uv(n40))
        a(b39)
        l41 = e37.partitions
        n42 = len(l41) + 1
        a(_UV[n42] if n42 < 128 else _uv(n42))
        for e43 in l41:
            a(_S_iq.pack(e43.partition_index, e43.offset))
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
    a(_S_i.pack(o.timeout_ms))
    u46 = o._unknown_tags
    if u46 is None:
        a(_H0)
    else:
        _write_tags(a, None, u46)
    return b''.join(parts)


def _dec_DeleteRecordsRequest_v2(buf: _Buffer, pos: int) -> tuple[DeleteRecordsRequest, int]:
    blen = len(buf)
    o = _new(DeleteRecordsRequest)
    n47 = buf[pos] - 1
    if 0 <= n47 < 127:
        pos += 1
    else:
        n47, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsRequest.Topics')
    l48: list[DeleteRecordsRequest.DeleteRecordsTopic] = []
    ap49 = l48.append
    for _ in range(n47):
        t50 = _new(_C_DeleteRecordsRequest_DeleteRecordsTopic)
        n51 = buf[pos] - 1
        if 0 <= n51 < 127:
            x52 = pos + 1 + n51
            if x52 > blen:
                raise _bad_length(n51, 'DeleteRecordsRequest.Topics.Name', pos)
            t50.name = str(buf[pos + 1:x52], 'utf-8')
            pos = x52
        else:
            t50.name, pos = _read_string(buf, pos, True, False, 'DeleteRecordsRequest.Topics.Name')
        n53 = buf[pos] - 1
        if 0 <= n53 < 127:
            pos += 1
        else:
            n53, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsRequest.Topics.Partitions')
        l54: list[DeleteRecordsRequest.DeleteRecordsPartition] = []
        ap55 = l54.append
        for _ in range(n53):
            t56 = _new(_C_DeleteRecordsRequest_DeleteRecordsPartition)
            t56.partition_index, t56.offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            if buf[pos] == 0:
                pos += 1
                t56._unknown_tags = None
            else:
                nt57, pos = _ruv(buf, pos)
                if nt57 * 2 > blen - pos:
                    raise _array_too_long(nt57, 'DeleteRecordsRequest.Topics.Partitions._tagged_fields', pos)
                uk58: list[tuple[int, bytes]] | None = None
                for _ in range(nt57):
                    tg59, pos = _ruv(buf, pos)
                    sz60, pos = _ruv(buf, pos)
                    x61 = pos + sz60
                    if x61 > blen:
                        raise _bad_length(sz60, 'DeleteRecordsRequest.Topics.Partitions._tagged_fields', pos)
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
                raise _array_too_long(nt62, 'DeleteRecordsRequest.Topics._tagged_fields', pos)
            uk63: list[tuple[int, bytes]] | None = None
            for _ in range(nt62):
                tg64, pos = _ruv(buf, pos)
                sz65, pos = _ruv(buf, pos)
                x66 = pos + sz65
                if x66 > blen:
                    raise _bad_length(sz65, 'DeleteRecordsRequest.Topics._tagged_fields', pos)
                if uk63 is None:
                    uk63 = []
                uk63.append((tg64, bytes(buf[pos:x66])))
                pos = x66
            t50._unknown_tags = uk63
        ap49(t50)
    o.topics = l48
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt67, pos = _ruv(buf, pos)
        if nt67 * 2 > blen - pos:
            raise _array_too_long(nt67, 'DeleteRecordsRequest._tagged_fields', pos)
        uk68: list[tuple[int, bytes]] | None = None
        for _ in range(nt67):
            tg69, pos = _ruv(buf, pos)
            sz70, pos = _ruv(buf, pos)
            x71 = pos + sz70
            if x71 > blen:
                raise _bad_length(sz70, 'DeleteRecordsRequest._tagged_fields', pos)
            if uk68 is None:
                uk68 = []
            uk68.append((tg69, bytes(buf[pos:x71])))
            pos = x71
        o._unknown_tags = uk68
    return o, pos


DeleteRecordsRequest._ENC = {0: _enc_DeleteRecordsRequest_v0, 1: _enc_DeleteRecordsRequest_v1, 2: _enc_DeleteRecordsRequest_v2}
DeleteRecordsRequest._DEC = {0: _dec_DeleteRecordsRequest_v0, 1: _dec_DeleteRecordsRequest_v1, 2: _dec_DeleteRecordsRequest_v2}


class DeleteRecordsResponse(_Message):
    """DeleteRecordsResponse (response): API key 21; versions 0-2; flexible in 2."""

    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'DeleteRecordsResponse'
    TYPE = 'response'
    API_KEY = 21
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult]
    """Results, grouped by topic.

    `Topics` ([]DeleteRecordsTopicResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class DeleteRecordsTopicResult(_Message):
        """Results, grouped by topic.

        DeleteRecordsTopicResult (in DeleteRecordsResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'DeleteRecordsResponse.DeleteRecordsTopicResult'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[DeleteRecordsResponse.DeleteRecordsPartitionResult]
        """Results per partition.

        `Partitions` ([]DeleteRecordsPartitionResult): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[DeleteRecordsResponse.DeleteRecordsPartitionResult] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class DeleteRecordsPartitionResult(_Message):
        """Results per partition.

        DeleteRecordsPartitionResult (in DeleteRecordsResponse): versions 0+."""

        __slots__ = ('partition_index', 'low_watermark', 'error_code', '_unknown_tags')
        NAME = 'DeleteRecordsResponse.DeleteRecordsPartitionResult'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        low_watermark: int
        """Log start offset of the partition after the deletion.

        `LowWatermark` (int64): versions 0+; default 0."""
        error_code: int
        """Partition error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            low_watermark: int = 0,
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.low_watermark = low_watermark
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_DeleteRecordsResponse_DeleteRecordsTopicResult = DeleteRecordsResponse.DeleteRecordsTopicResult
_C_DeleteRecordsResponse_DeleteRecordsPartitionResult = DeleteRecordsResponse.DeleteRecordsPartitionResult
DeleteRecordsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]DeleteRecordsTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsResponse_DeleteRecordsTopicResult),
)
_C_DeleteRecordsResponse_DeleteRecordsTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]DeleteRecordsPartitionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteRecordsResponse_DeleteRecordsPartitionResult),
)
_C_DeleteRecordsResponse_DeleteRecordsPartitionResult.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LowWatermark', 'low_watermark', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteRecordsResponse_DeleteRecordsTopicResult = _C_DeleteRecordsResponse_DeleteRecordsTopicResult()
_DEF_DeleteRecordsResponse_DeleteRecordsPartitionResult = _C_DeleteRecordsResponse_DeleteRecordsPartitionResult()

def _mk_DeleteRecordsResponse_DeleteRecordsTopicResult() -> DeleteRecordsResponse.DeleteRecordsTopicResult:
    o = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DeleteRecordsResponse_DeleteRecordsPartitionResult() -> DeleteRecordsResponse.DeleteRecordsPartitionResult:
    o = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
    o.partition_index = 0
    o.low_watermark = 0
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_DeleteRecordsResponse_v0(o: DeleteRecordsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l72 = o.topics
    a(_S_i.pack(len(l72)))
    for e73 in l72:
        s74 = e73.name
        b75 = s74.encode()
        a(_S_h.pack(len(b75)))
        a(b75)
        l77 = e73.partitions
        a(_S_i.pack(len(l77)))
        for e78 in l77:
            a(_S_iqh.pack(e78.partition_index, e78.low_watermark, e78.error_code))
    return b''.join(parts)


def _dec_DeleteRecordsResponse_v0(buf: _Buffer, pos: int) -> tuple[DeleteRecordsResponse, int]:
    blen = len(buf)
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n79, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics')
    l80: list[DeleteRecordsResponse.DeleteRecordsTopicResult] = []
    ap81 = l80.append
    for _ in range(n79):
        t82 = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
        n83, = _S_h.unpack_from(buf, pos)
        if n83 >= 0:
            x84 = pos + 2 + n83
            if x84 > blen:
                raise _bad_length(n83, 'DeleteRecordsResponse.Topics.Name', pos)
            t82.name = str(buf[pos + 2:x84], 'utf-8')
            pos = x84
        else:
            t82.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsResponse.Topics.Name')
        n85, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics.Partitions')
        l86: list[DeleteRecordsResponse.DeleteRecordsPartitionResult] = []
        ap87 = l86.append
        for _ in range(n85):
            t88 = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
            t88.partition_index, t88.low_watermark, t88.error_code = _S_iqh.unpack_from(buf, pos)
            pos += 14
            t88._unknown_tags = None
            ap87(t88)
        t82.partitions = l86
        t82._unknown_tags = None
        ap81(t82)
    o.topics = l80
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsResponse_v1(o: DeleteRecordsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l89 = o.topics
    a(_S_i.pack(len(l89)))
    for e90 in l89:
        s91 = e90.name
        b92 = s91.encode()
        a(_S_h.pack(len(b92)))
        a(b92)
        l94 = e90.partitions
        a(_S_i.pack(len(l94)))
        for e95 in l94:
            a(_S_iqh.pack(e95.partition_index, e95.low_watermark, e95.error_code))
    return b''.join(parts)


def _dec_DeleteRecordsResponse_v1(buf: _Buffer, pos: int) -> tuple[DeleteRecordsResponse, int]:
    blen = len(buf)
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n96, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics')
    l97: list[DeleteRecordsResponse.DeleteRecordsTopicResult] = []
    ap98 = l97.append
    for _ in range(n96):
        t99 = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
        n100, = _S_h.unpack_from(buf, pos)
        if n100 >= 0:
            x101 = pos + 2 + n100
            if x101 > blen:
                raise _bad_length(n100, 'DeleteRecordsResponse.Topics.Name', pos)
            t99.name = str(buf[pos + 2:x101], 'utf-8')
            pos = x101
        else:
            t99.name, pos = _read_string(buf, pos, False, False, 'DeleteRecordsResponse.Topics.Name')
        n102, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteRecordsResponse.Topics.Partitions')
        l103: list[DeleteRecordsResponse.DeleteRecordsPartitionResult] = []
        ap104 = l103.append
        for _ in range(n102):
            t105 = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
            t105.partition_index, t105.low_watermark, t105.error_code = _S_iqh.unpack_from(buf, pos)
            pos += 14
            t105._unknown_tags = None
            ap104(t105)
        t99.partitions = l103
        t99._unknown_tags = None
        ap98(t99)
    o.topics = l97
    o._unknown_tags = None
    return o, pos


def _enc_DeleteRecordsResponse_v2(o: DeleteRecordsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l106 = o.topics
    n107 = len(l106) + 1
    a(_UV[n107] if n107 < 128 else _uv(n107))
    for e108 in l106:
        s109 = e108.name
        b110 = s109.encode()
        n111 = len(b110) + 1
        a(_UV[n111] if n111 < 128 else _uv(n111))
        a(b110)
        l112 = e108.partitions
        n113 = len(l112) + 1
        a(_UV[n113] if n113 < 128 else _uv(n113))
        for e114 in l112:
            a(_S_iqh.pack(e114.partition_index, e114.low_watermark, e114.error_code))
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


def _dec_DeleteRecordsResponse_v2(buf: _Buffer, pos: int) -> tuple[DeleteRecordsResponse, int]:
    blen = len(buf)
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n118 = buf[pos] - 1
    if 0 <= n118 < 127:
        pos += 1
    else:
        n118, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsResponse.Topics')
    l119: list[DeleteRecordsResponse.DeleteRecordsTopicResult] = []
    ap120 = l119.append
    for _ in range(n118):
        t121 = _new(_C_DeleteRecordsResponse_DeleteRecordsTopicResult)
        n122 = buf[pos] - 1
        if 0 <= n122 < 127:
            x123 = pos + 1 + n122
            if x123 > blen:
                raise _bad_length(n122, 'DeleteRecordsResponse.Topics.Name', pos)
            t121.name = str(buf[pos + 1:x123], 'utf-8')
            pos = x123
        else:
            t121.name, pos = _read_string(buf, pos, True, False, 'DeleteRecordsResponse.Topics.Name')
        n124 = buf[pos] - 1
        if 0 <= n124 < 127:
            pos += 1
        else:
            n124, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteRecordsResponse.Topics.Partitions')
        l125: list[DeleteRecordsResponse.DeleteRecordsPartitionResult] = []
        ap126 = l125.append
        for _ in range(n124):
            t127 = _new(_C_DeleteRecordsResponse_DeleteRecordsPartitionResult)
            t127.partition_index, t127.low_watermark, t127.error_code = _S_iqh.unpack_from(buf, pos)
            pos += 14
            if buf[pos] == 0:
                pos += 1
                t127._unknown_tags = None
            else:
                nt128, pos = _ruv(buf, pos)
                if nt128 * 2 > blen - pos:
                    raise _array_too_long(nt128, 'DeleteRecordsResponse.Topics.Partitions._tagged_fields', pos)
                uk129: list[tuple[int, bytes]] | None = None
                for _ in range(nt128):
                    tg130, pos = _ruv(buf, pos)
                    sz131, pos = _ruv(buf, pos)
                    x132 = pos + sz131
                    if x132 > blen:
                        raise _bad_length(sz131, 'DeleteRecordsResponse.Topics.Partitions._tagged_fields', pos)
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
                raise _array_too_long(nt133, 'DeleteRecordsResponse.Topics._tagged_fields', pos)
            uk134: list[tuple[int, bytes]] | None = None
            for _ in range(nt133):
                tg135, pos = _ruv(buf, pos)
                sz136, pos = _ruv(buf, pos)
                x137 = pos + sz136
                if x137 > blen:
                    raise _bad_length(sz136, 'DeleteRecordsResponse.Topics._tagged_fields', pos)
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
            raise _array_too_long(nt138, 'DeleteRecordsResponse._tagged_fields', pos)
        uk139: list[tuple[int, bytes]] | None = None
        for _ in range(nt138):
            tg140, pos = _ruv(buf, pos)
            sz141, pos = _ruv(buf, pos)
            x142 = pos + sz141
            if x142 > blen:
                raise _bad_length(sz141, 'DeleteRecordsResponse._tagged_fields', pos)
            if uk139 is None:
                uk139 = []
            uk139.append((tg140, bytes(buf[pos:x142])))
            pos = x142
        o._unknown_tags = uk139
    return o, pos


DeleteRecordsResponse._ENC = {0: _enc_DeleteRecordsResponse_v0, 1: _enc_DeleteRecordsResponse_v1, 2: _enc_DeleteRecordsResponse_v2}
DeleteRecordsResponse._DEC = {0: _dec_DeleteRecordsResponse_v0, 1: _dec_DeleteRecordsResponse_v1, 2: _dec_DeleteRecordsResponse_v2}


_LINES = {
    177: 'DeleteRecordsRequest.Topics',
    178: 'DeleteRecordsRequest.Topics',
    179: 'DeleteRecordsRequest.Topics',
    180: 'DeleteRecordsRequest.Topics.Name',
    181: 'DeleteRecordsRequest.Topics.Name',
    182: 'DeleteRecordsRequest.Topics.Name',
    183: 'DeleteRecordsRequest.Topics.Name',
    184: 'DeleteRecordsRequest.Topics.Partitions',
    185: 'DeleteRecordsRequest.Topics.Partitions',
    186: 'DeleteRecordsRequest.Topics.Partitions',
    187: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    188: 'DeleteRecordsRequest.TimeoutMs',
    195: 'DeleteRecordsRequest.Topics',
    200: 'DeleteRecordsRequest.Topics.Name',
    205: 'DeleteRecordsRequest.Topics.Name',
    208: 'DeleteRecordsRequest.Topics.Name',
    209: 'DeleteRecordsRequest.Topics.Partitions',
    214: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    222: 'DeleteRecordsRequest.TimeoutMs',
    231: 'DeleteRecordsRequest.Topics',
    232: 'DeleteRecordsRequest.Topics',
    233: 'DeleteRecordsRequest.Topics',
    234: 'DeleteRecordsRequest.Topics.Name',
    235: 'DeleteRecordsRequest.Topics.Name',
    236: 'DeleteRecordsRequest.Topics.Name',
    237: 'DeleteRecordsRequest.Topics.Name',
    238: 'DeleteRecordsRequest.Topics.Partitions',
    239: 'DeleteRecordsRequest.Topics.Partitions',
    240: 'DeleteRecordsRequest.Topics.Partitions',
    241: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    242: 'DeleteRecordsRequest.TimeoutMs',
    249: 'DeleteRecordsRequest.Topics',
    254: 'DeleteRecordsRequest.Topics.Name',
    259: 'DeleteRecordsRequest.Topics.Name',
    262: 'DeleteRecordsRequest.Topics.Name',
    263: 'DeleteRecordsRequest.Topics.Partitions',
    268: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    276: 'DeleteRecordsRequest.TimeoutMs',
    285: 'DeleteRecordsRequest.Topics',
    286: 'DeleteRecordsRequest.Topics',
    287: 'DeleteRecordsRequest.Topics',
    288: 'DeleteRecordsRequest.Topics',
    289: 'DeleteRecordsRequest.Topics.Name',
    290: 'DeleteRecordsRequest.Topics.Name',
    291: 'DeleteRecordsRequest.Topics.Name',
    292: 'DeleteRecordsRequest.Topics.Name',
    293: 'DeleteRecordsRequest.Topics.Name',
    294: 'DeleteRecordsRequest.Topics.Partitions',
    295: 'DeleteRecordsRequest.Topics.Partitions',
    296: 'DeleteRecordsRequest.Topics.Partitions',
    297: 'DeleteRecordsRequest.Topics.Partitions',
    298: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    299: 'DeleteRecordsRequest.Topics.Partitions._unknown_tags',
    300: 'DeleteRecordsRequest.Topics.Partitions',
    303: 'DeleteRecordsRequest.Topics.Partitions._unknown_tags',
    304: 'DeleteRecordsRequest.Topics._unknown_tags',
    305: 'DeleteRecordsRequest.Topics',
    308: 'DeleteRecordsRequest.Topics._unknown_tags',
    309: 'DeleteRecordsRequest.TimeoutMs',
    310: 'DeleteRecordsRequest._unknown_tags',
    311: 'DeleteRecordsRequest',
    314: 'DeleteRecordsRequest._unknown_tags',
    321: 'DeleteRecordsRequest.Topics',
    325: 'DeleteRecordsRequest.Topics',
    330: 'DeleteRecordsRequest.Topics.Name',
    335: 'DeleteRecordsRequest.Topics.Name',
    338: 'DeleteRecordsRequest.Topics.Name',
    339: 'DeleteRecordsRequest.Topics.Partitions',
    343: 'DeleteRecordsRequest.Topics.Partitions',
    348: 'DeleteRecordsRequest.Topics.Partitions.PartitionIndex,Offset',
    350: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    354: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    359: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    360: 'DeleteRecordsRequest.Topics.Partitions._tagged_fields',
    371: 'DeleteRecordsRequest.Topics._tagged_fields',
    375: 'DeleteRecordsRequest.Topics._tagged_fields',
    380: 'DeleteRecordsRequest.Topics._tagged_fields',
    381: 'DeleteRecordsRequest.Topics._tagged_fields',
    392: 'DeleteRecordsRequest.TimeoutMs',
    394: 'DeleteRecordsRequest._tagged_fields',
    398: 'DeleteRecordsRequest._tagged_fields',
    403: 'DeleteRecordsRequest._tagged_fields',
    404: 'DeleteRecordsRequest._tagged_fields',
    556: 'DeleteRecordsResponse.ThrottleTimeMs',
    557: 'DeleteRecordsResponse.Topics',
    558: 'DeleteRecordsResponse.Topics',
    559: 'DeleteRecordsResponse.Topics',
    560: 'DeleteRecordsResponse.Topics.Name',
    561: 'DeleteRecordsResponse.Topics.Name',
    562: 'DeleteRecordsResponse.Topics.Name',
    563: 'DeleteRecordsResponse.Topics.Name',
    564: 'DeleteRecordsResponse.Topics.Partitions',
    565: 'DeleteRecordsResponse.Topics.Partitions',
    566: 'DeleteRecordsResponse.Topics.Partitions',
    567: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    574: 'DeleteRecordsResponse.ThrottleTimeMs',
    576: 'DeleteRecordsResponse.Topics',
    581: 'DeleteRecordsResponse.Topics.Name',
    586: 'DeleteRecordsResponse.Topics.Name',
    589: 'DeleteRecordsResponse.Topics.Name',
    590: 'DeleteRecordsResponse.Topics.Partitions',
    595: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    610: 'DeleteRecordsResponse.ThrottleTimeMs',
    611: 'DeleteRecordsResponse.Topics',
    612: 'DeleteRecordsResponse.Topics',
    613: 'DeleteRecordsResponse.Topics',
    614: 'DeleteRecordsResponse.Topics.Name',
    615: 'DeleteRecordsResponse.Topics.Name',
    616: 'DeleteRecordsResponse.Topics.Name',
    617: 'DeleteRecordsResponse.Topics.Name',
    618: 'DeleteRecordsResponse.Topics.Partitions',
    619: 'DeleteRecordsResponse.Topics.Partitions',
    620: 'DeleteRecordsResponse.Topics.Partitions',
    621: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    628: 'DeleteRecordsResponse.ThrottleTimeMs',
    630: 'DeleteRecordsResponse.Topics',
    635: 'DeleteRecordsResponse.Topics.Name',
    640: 'DeleteRecordsResponse.Topics.Name',
    643: 'DeleteRecordsResponse.Topics.Name',
    644: 'DeleteRecordsResponse.Topics.Partitions',
    649: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    664: 'DeleteRecordsResponse.ThrottleTimeMs',
    665: 'DeleteRecordsResponse.Topics',
    666: 'DeleteRecordsResponse.Topics',
    667: 'DeleteRecordsResponse.Topics',
    668: 'DeleteRecordsResponse.Topics',
    669: 'DeleteRecordsResponse.Topics.Name',
    670: 'DeleteRecordsResponse.Topics.Name',
    671: 'DeleteRecordsResponse.Topics.Name',
    672: 'DeleteRecordsResponse.Topics.Name',
    673: 'DeleteRecordsResponse.Topics.Name',
    674: 'DeleteRecordsResponse.Topics.Partitions',
    675: 'DeleteRecordsResponse.Topics.Partitions',
    676: 'DeleteRecordsResponse.Topics.Partitions',
    677: 'DeleteRecordsResponse.Topics.Partitions',
    678: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    679: 'DeleteRecordsResponse.Topics.Partitions._unknown_tags',
    680: 'DeleteRecordsResponse.Topics.Partitions',
    683: 'DeleteRecordsResponse.Topics.Partitions._unknown_tags',
    684: 'DeleteRecordsResponse.Topics._unknown_tags',
    685: 'DeleteRecordsResponse.Topics',
    688: 'DeleteRecordsResponse.Topics._unknown_tags',
    689: 'DeleteRecordsResponse._unknown_tags',
    690: 'DeleteRecordsResponse',
    693: 'DeleteRecordsResponse._unknown_tags',
    700: 'DeleteRecordsResponse.ThrottleTimeMs',
    702: 'DeleteRecordsResponse.Topics',
    706: 'DeleteRecordsResponse.Topics',
    711: 'DeleteRecordsResponse.Topics.Name',
    716: 'DeleteRecordsResponse.Topics.Name',
    719: 'DeleteRecordsResponse.Topics.Name',
    720: 'DeleteRecordsResponse.Topics.Partitions',
    724: 'DeleteRecordsResponse.Topics.Partitions',
    729: 'DeleteRecordsResponse.Topics.Partitions.PartitionIndex,LowWatermark,ErrorCode',
    731: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    735: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    740: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    741: 'DeleteRecordsResponse.Topics.Partitions._tagged_fields',
    752: 'DeleteRecordsResponse.Topics._tagged_fields',
    756: 'DeleteRecordsResponse.Topics._tagged_fields',
    761: 'DeleteRecordsResponse.Topics._tagged_fields',
    762: 'DeleteRecordsResponse.Topics._tagged_fields',
    773: 'DeleteRecordsResponse._tagged_fields',
    777: 'DeleteRecordsResponse._tagged_fields',
    782: 'DeleteRecordsResponse._tagged_fields',
    783: 'DeleteRecordsResponse._tagged_fields',
}
