# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeProducersRequest.json, schemas/messages/DescribeProducersResponse.json.
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

__all__ = ['DescribeProducersRequest', 'DescribeProducersResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_qiiqiq = Struct('>qiiqiq')


class DescribeProducersRequest(_Message):
    """DescribeProducersRequest (request): API key 61; versions 0; flexible in 0; listeners: broker."""

    __slots__ = ('topics', '_unknown_tags')
    NAME = 'DescribeProducersRequest'
    TYPE = 'request'
    API_KEY = 61
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    topics: list[DescribeProducersRequest.TopicRequest]
    """Partitions to describe, by topic.

    `Topics` ([]TopicRequest): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[DescribeProducersRequest.TopicRequest] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicRequest(_Message):
        """Partitions to describe, by topic.

        TopicRequest (in DescribeProducersRequest): versions 0+."""

        __slots__ = ('name', 'partition_indexes', '_unknown_tags')
        NAME = 'DescribeProducersRequest.TopicRequest'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partition_indexes: list[int]
        """Partition indexes.

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


_C_DescribeProducersRequest_TopicRequest = DescribeProducersRequest.TopicRequest
DescribeProducersRequest.FIELDS = (
    _FI('Topics', 'topics', '[]TopicRequest', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeProducersRequest_TopicRequest),
)
_C_DescribeProducersRequest_TopicRequest.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_DescribeProducersRequest_TopicRequest = _C_DescribeProducersRequest_TopicRequest()

def _mk_DescribeProducersRequest_TopicRequest() -> DescribeProducersRequest.TopicRequest:
    o = _new(_C_DescribeProducersRequest_TopicRequest)
    o.name = ''
    o.partition_indexes = []
    o._unknown_tags = None
    return o


def _enc_DescribeProducersRequest_v0(o: DescribeProducersRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.topics
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


def _dec_DescribeProducersRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeProducersRequest, int]:
    blen = len(buf)
    o = _new(DescribeProducersRequest)
    n11 = buf[pos] - 1
    if 0 <= n11 < 127:
        pos += 1
    else:
        n11, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeProducersRequest.Topics')
    l12: list[DescribeProducersRequest.TopicRequest] = []
    ap13 = l12.append
    for _ in range(n11):
        t14 = _new(_C_DescribeProducersRequest_TopicRequest)
        n15 = buf[pos] - 1
        if 0 <= n15 < 127:
            x16 = pos + 1 + n15
            if x16 > blen:
                raise _bad_length(n15, 'DescribeProducersRequest.Topics.Name', pos)
            t14.name = str(buf[pos + 1:x16], 'utf-8')
            pos = x16
        else:
            t14.name, pos = _read_string(buf, pos, True, False, 'DescribeProducersRequest.Topics.Name')
        n17 = buf[pos] - 1
        if 0 <= n17 < 64:
            t14.partition_indexes = list(_A_i[n17].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n17
        else:
            t14.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeProducersRequest.Topics.PartitionIndexes')
        if buf[pos] == 0:
            pos += 1
            t14._unknown_tags = None
        else:
            nt18, pos = _ruv(buf, pos)
            if nt18 * 2 > blen - pos:
                raise _array_too_long(nt18, 'DescribeProducersRequest.Topics._tagged_fields', pos)
            uk19: list[tuple[int, bytes]] | None = None
            for _ in range(nt18):
                tg20, pos = _ruv(buf, pos)
                sz21, pos = _ruv(buf, pos)
                x22 = pos + sz21
                if x22 > blen:
                    raise _bad_length(sz21, 'DescribeProducersRequest.Topics._tagged_fields', pos)
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
            raise _array_too_long(nt23, 'DescribeProducersRequest._tagged_fields', pos)
        uk24: list[tuple[int, bytes]] | None = None
        for _ in range(nt23):
            tg25, pos = _ruv(buf, pos)
            sz26, pos = _ruv(buf, pos)
            x27 = pos + sz26
            if x27 > blen:
                raise _bad_length(sz26, 'DescribeProducersRequest._tagged_fields', pos)
            if uk24 is None:
                uk24 = []
            uk24.append((tg25, bytes(buf[pos:x27])))
            pos = x27
        o._unknown_tags = uk24
    return o, pos


DescribeProducersRequest._ENC = {0: _enc_DescribeProducersRequest_v0}
DescribeProducersRequest._DEC = {0: _dec_DescribeProducersRequest_v0}


class DescribeProducersResponse(_Message):
    """DescribeProducersResponse (response): API key 61; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'DescribeProducersResponse'
    TYPE = 'response'
    API_KEY = 61
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    topics: list[DescribeProducersResponse.TopicResponse]
    """Results by topic.

    `Topics` ([]TopicResponse): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[DescribeProducersResponse.TopicResponse] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicResponse(_Message):
        """Results by topic.

        TopicResponse (in DescribeProducersResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'DescribeProducersResponse.TopicResponse'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[DescribeProducersResponse.PartitionResponse]
        """Results by partition.

        `Partitions` ([]PartitionResponse): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[DescribeProducersResponse.PartitionResponse] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionResponse(_Message):
        """Results by partition.

        PartitionResponse (in DescribeProducersResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'error_message', 'active_producers', '_unknown_tags')
        NAME = 'DescribeProducersResponse.PartitionResponse'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Error code for the partition, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default None."""
        active_producers: list[DescribeProducersResponse.ProducerState]
        """Producers the leader keeps state for on this partition.

        `ActiveProducers` ([]ProducerState): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            error_message: str | None = None,
            active_producers: list[DescribeProducersResponse.ProducerState] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.error_message = error_message
            self.active_producers = [] if active_producers is _EMPTY else active_producers
            self._unknown_tags = _unknown_tags

    class ProducerState(_Message):
        """Producers the leader keeps state for on this partition.

        ProducerState (in DescribeProducersResponse): versions 0+."""

        __slots__ = ('producer_id', 'producer_epoch', 'last_sequence', 'last_timestamp', 'coordinator_epoch', 'current_txn_start_offset', '_unknown_tags')
        NAME = 'DescribeProducersResponse.ProducerState'

        producer_id: int
        """Producer id.

        `ProducerId` (int64): versions 0+; default 0."""
        producer_epoch: int
        """Producer epoch (an int32 here, unlike everywhere else).

        `ProducerEpoch` (int32): versions 0+; default 0."""
        last_sequence: int
        """Sequence number of the producer's last record, or -1.

        `LastSequence` (int32): versions 0+; default -1."""
        last_timestamp: int
        """Timestamp of the producer's last batch, or -1.

        `LastTimestamp` (int64): versions 0+; default -1."""
        coordinator_epoch: int
        """Coordinator epoch of the producer's last transaction marker.

        `CoordinatorEpoch` (int32): versions 0+; default 0."""
        current_txn_start_offset: int
        """First offset of the producer's open transaction, or -1 if none.

        `CurrentTxnStartOffset` (int64): versions 0+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            producer_id: int = 0,
            producer_epoch: int = 0,
            last_sequence: int = -1,
            last_timestamp: int = -1,
            coordinator_epoch: int = 0,
            current_txn_start_offset: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.last_sequence = last_sequence
            self.last_timestamp = last_timestamp
            self.coordinator_epoch = coordinator_epoch
            self.current_txn_start_offset = current_txn_start_offset
            self._unknown_tags = _unknown_tags


_C_DescribeProducersResponse_TopicResponse = DescribeProducersResponse.TopicResponse
_C_DescribeProducersResponse_PartitionResponse = DescribeProducersResponse.PartitionResponse
_C_DescribeProducersResponse_ProducerState = DescribeProducersResponse.ProducerState
DescribeProducersResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeProducersResponse_TopicResponse),
)
_C_DescribeProducersResponse_TopicResponse.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeProducersResponse_PartitionResponse),
)
_C_DescribeProducersResponse_PartitionResponse.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('ActiveProducers', 'active_producers', '[]ProducerState', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeProducersResponse_ProducerState),
)
_C_DescribeProducersResponse_ProducerState.FIELDS = (
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastSequence', 'last_sequence', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LastTimestamp', 'last_timestamp', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('CoordinatorEpoch', 'coordinator_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentTxnStartOffset', 'current_txn_start_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_DEF_DescribeProducersResponse_TopicResponse = _C_DescribeProducersResponse_TopicResponse()
_DEF_DescribeProducersResponse_PartitionResponse = _C_DescribeProducersResponse_PartitionResponse()
_DEF_DescribeProducersResponse_ProducerState = _C_DescribeProducersResponse_ProducerState()

def _mk_DescribeProducersResponse_TopicResponse() -> DescribeProducersResponse.TopicResponse:
    o = _new(_C_DescribeProducersResponse_TopicResponse)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DescribeProducersResponse_PartitionResponse() -> DescribeProducersResponse.PartitionResponse:
    o = _new(_C_DescribeProducersResponse_PartitionResponse)
    o.partition_index = 0
    o.error_code = 0
    o.error_message = None
    o.active_producers = []
    o._unknown_tags = None
    return o

def _mk_DescribeProducersResponse_ProducerState() -> DescribeProducersResponse.ProducerState:
    o = _new(_C_DescribeProducersResponse_ProducerState)
    o.producer_id = 0
    o.producer_epoch = 0
    o.last_sequence = -1
    o.last_timestamp = -1
    o.coordinator_epoch = 0
    o.current_txn_start_offset = -1
    o._unknown_tags = None
    return o


def _enc_DescribeProducersResponse_v0(o: DescribeProducersResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l28 = o.topics
    n29 = len(l28) + 1
    a(_UV[n29] if n29 < 128 else _uv(n29))
    for e30 in l28:
        s31 = e30.name
        b32 = s31.encode()
        n33 = len(b32) + 1
        a(_UV[n33] if n33 < 128 else _uv(n33))
        a(b32)
        l34 = e30.partitions
        n35 = len(l34) + 1
        a(_UV[n35] if n35 < 128 else _uv(n35))
        for e36 in l34:
            a(_S_ih.pack(e36.partition_index, e36.error_code))
            s37 = e36.error_message
            if s37 is None:
                a(_H0)
            else:
                b38 = s37.encode()
                n39 = len(b38) + 1
                a(_UV[n39] if n39 < 128 else _uv(n39))
                a(b38)
            l40 = e36.active_producers
            n41 = len(l40) + 1
            a(_UV[n41] if n41 < 128 else _uv(n41))
            for e42 in l40:
                a(_S_qiiqiq.pack(e42.producer_id, e42.producer_epoch, e42.last_sequence, e42.last_timestamp, e42.coordinator_epoch, e42.current_txn_start_offset))
                u43 = e42._unknown_tags
                if u43 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u43)
            u44 = e36._unknown_tags
            if u44 is None:
                a(_H0)
            else:
                _write_tags(a, None, u44)
        u45 = e30._unknown_tags
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


def _dec_DescribeProducersResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeProducersResponse, int]:
    blen = len(buf)
    o = _new(DescribeProducersResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n47 = buf[pos] - 1
    if 0 <= n47 < 127:
        pos += 1
    else:
        n47, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeProducersResponse.Topics')
    l48: list[DescribeProducersResponse.TopicResponse] = []
    ap49 = l48.append
    for _ in range(n47):
        t50 = _new(_C_DescribeProducersResponse_TopicResponse)
        n51 = buf[pos] - 1
        if 0 <= n51 < 127:
            x52 = pos + 1 + n51
            if x52 > blen:
                raise _bad_length(n51, 'DescribeProducersResponse.Topics.Name', pos)
            t50.name = str(buf[pos + 1:x52], 'utf-8')
            pos = x52
        else:
            t50.name, pos = _read_string(buf, pos, True, False, 'DescribeProducersResponse.Topics.Name')
        n53 = buf[pos] - 1
        if 0 <= n53 < 127:
            pos += 1
        else:
            n53, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeProducersResponse.Topics.Partitions')
        l54: list[DescribeProducersResponse.PartitionResponse] = []
        ap55 = l54.append
        for _ in range(n53):
            t56 = _new(_C_DescribeProducersResponse_PartitionResponse)
            t56.partition_index, t56.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n57 = buf[pos] - 1
            if 0 <= n57 < 127:
                x58 = pos + 1 + n57
                if x58 > blen:
                    raise _bad_length(n57, 'DescribeProducersResponse.Topics.Partitions.ErrorMessage', pos)
                t56.error_message = str(buf[pos + 1:x58], 'utf-8')
                pos = x58
            else:
                t56.error_message, pos = _read_string(buf, pos, True, True, 'DescribeProducersResponse.Topics.Partitions.ErrorMessage')
            n59 = buf[pos] - 1
            if 0 <= n59 < 127:
                pos += 1
            else:
                n59, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeProducersResponse.Topics.Partitions.ActiveProducers')
            l60: list[DescribeProducersResponse.ProducerState] = []
            ap61 = l60.append
            for _ in range(n59):
                t62 = _new(_C_DescribeProducersResponse_ProducerState)
                t62.producer_id, t62.producer_epoch, t62.last_sequence, t62.last_timestamp, t62.coordinator_epoch, t62.current_txn_start_offset = _S_qiiqiq.unpack_from(buf, pos)
                pos += 36
                if buf[pos] == 0:
                    pos += 1
                    t62._unknown_tags = None
                else:
                    nt63, pos = _ruv(buf, pos)
                    if nt63 * 2 > blen - pos:
                        raise _array_too_long(nt63, 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._tagged_fields', pos)
                    uk64: list[tuple[int, bytes]] | None = None
                    for _ in range(nt63):
                        tg65, pos = _ruv(buf, pos)
                        sz66, pos = _ruv(buf, pos)
                        x67 = pos + sz66
                        if x67 > blen:
                            raise _bad_length(sz66, 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._tagged_fields', pos)
                        if uk64 is None:
                            uk64 = []
                        uk64.append((tg65, bytes(buf[pos:x67])))
                        pos = x67
                    t62._unknown_tags = uk64
                ap61(t62)
            t56.active_producers = l60
            if buf[pos] == 0:
                pos += 1
                t56._unknown_tags = None
            else:
                nt68, pos = _ruv(buf, pos)
                if nt68 * 2 > blen - pos:
                    raise _array_too_long(nt68, 'DescribeProducersResponse.Topics.Partitions._tagged_fields', pos)
                uk69: list[tuple[int, bytes]] | None = None
                for _ in range(nt68):
                    tg70, pos = _ruv(buf, pos)
                    sz71, pos = _ruv(buf, pos)
                    x72 = pos + sz71
                    if x72 > blen:
                        raise _bad_length(sz71, 'DescribeProducersResponse.Topics.Partitions._tagged_fields', pos)
                    if uk69 is None:
                        uk69 = []
                    uk69.append((tg70, bytes(buf[pos:x72])))
                    pos = x72
                t56._unknown_tags = uk69
            ap55(t56)
        t50.partitions = l54
        if buf[pos] == 0:
            pos += 1
            t50._unknown_tags = None
        else:
            nt73, pos = _ruv(buf, pos)
            if nt73 * 2 > blen - pos:
                raise _array_too_long(nt73, 'DescribeProducersResponse.Topics._tagged_fields', pos)
            uk74: list[tuple[int, bytes]] | None = None
            for _ in range(nt73):
                tg75, pos = _ruv(buf, pos)
                sz76, pos = _ruv(buf, pos)
                x77 = pos + sz76
                if x77 > blen:
                    raise _bad_length(sz76, 'DescribeProducersResponse.Topics._tagged_fields', pos)
                if uk74 is None:
                    uk74 = []
                uk74.append((tg75, bytes(buf[pos:x77])))
                pos = x77
            t50._unknown_tags = uk74
        ap49(t50)
    o.topics = l48
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt78, pos = _ruv(buf, pos)
        if nt78 * 2 > blen - pos:
            raise _array_too_long(nt78, 'DescribeProducersResponse._tagged_fields', pos)
        uk79: list[tuple[int, bytes]] | None = None
        for _ in range(nt78):
            tg80, pos = _ruv(buf, pos)
            sz81, pos = _ruv(buf, pos)
            x82 = pos + sz81
            if x82 > blen:
                raise _bad_length(sz81, 'DescribeProducersResponse._tagged_fields', pos)
            if uk79 is None:
                uk79 = []
            uk79.append((tg80, bytes(buf[pos:x82])))
            pos = x82
        o._unknown_tags = uk79
    return o, pos


DescribeProducersResponse._ENC = {0: _enc_DescribeProducersResponse_v0}
DescribeProducersResponse._DEC = {0: _dec_DescribeProducersResponse_v0}


_LINES = {
    129: 'DescribeProducersRequest.Topics',
    130: 'DescribeProducersRequest.Topics',
    131: 'DescribeProducersRequest.Topics',
    132: 'DescribeProducersRequest.Topics',
    133: 'DescribeProducersRequest.Topics.Name',
    134: 'DescribeProducersRequest.Topics.Name',
    135: 'DescribeProducersRequest.Topics.Name',
    136: 'DescribeProducersRequest.Topics.Name',
    137: 'DescribeProducersRequest.Topics.Name',
    138: 'DescribeProducersRequest.Topics.PartitionIndexes',
    139: 'DescribeProducersRequest.Topics.PartitionIndexes',
    141: 'DescribeProducersRequest.Topics.PartitionIndexes',
    143: 'DescribeProducersRequest.Topics.PartitionIndexes',
    144: 'DescribeProducersRequest.Topics._unknown_tags',
    145: 'DescribeProducersRequest.Topics',
    148: 'DescribeProducersRequest.Topics._unknown_tags',
    149: 'DescribeProducersRequest._unknown_tags',
    150: 'DescribeProducersRequest',
    153: 'DescribeProducersRequest._unknown_tags',
    160: 'DescribeProducersRequest.Topics',
    164: 'DescribeProducersRequest.Topics',
    169: 'DescribeProducersRequest.Topics.Name',
    174: 'DescribeProducersRequest.Topics.Name',
    177: 'DescribeProducersRequest.Topics.Name',
    178: 'DescribeProducersRequest.Topics.PartitionIndexes',
    180: 'DescribeProducersRequest.Topics.PartitionIndexes',
    183: 'DescribeProducersRequest.Topics.PartitionIndexes',
    184: 'DescribeProducersRequest.Topics._tagged_fields',
    188: 'DescribeProducersRequest.Topics._tagged_fields',
    193: 'DescribeProducersRequest.Topics._tagged_fields',
    194: 'DescribeProducersRequest.Topics._tagged_fields',
    205: 'DescribeProducersRequest._tagged_fields',
    209: 'DescribeProducersRequest._tagged_fields',
    214: 'DescribeProducersRequest._tagged_fields',
    215: 'DescribeProducersRequest._tagged_fields',
    450: 'DescribeProducersResponse.ThrottleTimeMs',
    451: 'DescribeProducersResponse.Topics',
    452: 'DescribeProducersResponse.Topics',
    453: 'DescribeProducersResponse.Topics',
    454: 'DescribeProducersResponse.Topics',
    455: 'DescribeProducersResponse.Topics.Name',
    456: 'DescribeProducersResponse.Topics.Name',
    457: 'DescribeProducersResponse.Topics.Name',
    458: 'DescribeProducersResponse.Topics.Name',
    459: 'DescribeProducersResponse.Topics.Name',
    460: 'DescribeProducersResponse.Topics.Partitions',
    461: 'DescribeProducersResponse.Topics.Partitions',
    462: 'DescribeProducersResponse.Topics.Partitions',
    463: 'DescribeProducersResponse.Topics.Partitions',
    464: 'DescribeProducersResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    465: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    466: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    467: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    468: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    469: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    470: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    471: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    472: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    473: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers',
    474: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers',
    475: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers',
    476: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers',
    477: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers.ProducerId,ProducerEpoch,LastSequence,LastTimestamp,CoordinatorEpoch,CurrentTxnStartOffset',
    478: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._unknown_tags',
    479: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers',
    482: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._unknown_tags',
    483: 'DescribeProducersResponse.Topics.Partitions._unknown_tags',
    484: 'DescribeProducersResponse.Topics.Partitions',
    487: 'DescribeProducersResponse.Topics.Partitions._unknown_tags',
    488: 'DescribeProducersResponse.Topics._unknown_tags',
    489: 'DescribeProducersResponse.Topics',
    492: 'DescribeProducersResponse.Topics._unknown_tags',
    493: 'DescribeProducersResponse._unknown_tags',
    494: 'DescribeProducersResponse',
    497: 'DescribeProducersResponse._unknown_tags',
    504: 'DescribeProducersResponse.ThrottleTimeMs',
    506: 'DescribeProducersResponse.Topics',
    510: 'DescribeProducersResponse.Topics',
    515: 'DescribeProducersResponse.Topics.Name',
    520: 'DescribeProducersResponse.Topics.Name',
    523: 'DescribeProducersResponse.Topics.Name',
    524: 'DescribeProducersResponse.Topics.Partitions',
    528: 'DescribeProducersResponse.Topics.Partitions',
    533: 'DescribeProducersResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    535: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    540: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    543: 'DescribeProducersResponse.Topics.Partitions.ErrorMessage',
    544: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers',
    548: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers',
    553: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers.ProducerId,ProducerEpoch,LastSequence,LastTimestamp,CoordinatorEpoch,CurrentTxnStartOffset',
    555: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._tagged_fields',
    559: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._tagged_fields',
    564: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._tagged_fields',
    565: 'DescribeProducersResponse.Topics.Partitions.ActiveProducers._tagged_fields',
    576: 'DescribeProducersResponse.Topics.Partitions._tagged_fields',
    580: 'DescribeProducersResponse.Topics.Partitions._tagged_fields',
    585: 'DescribeProducersResponse.Topics.Partitions._tagged_fields',
    586: 'DescribeProducersResponse.Topics.Partitions._tagged_fields',
    597: 'DescribeProducersResponse.Topics._tagged_fields',
    601: 'DescribeProducersResponse.Topics._tagged_fields',
    606: 'DescribeProducersResponse.Topics._tagged_fields',
    607: 'DescribeProducersResponse.Topics._tagged_fields',
    618: 'DescribeProducersResponse._tagged_fields',
    622: 'DescribeProducersResponse._tagged_fields',
    627: 'DescribeProducersResponse._tagged_fields',
    628: 'DescribeProducersResponse._tagged_fields',
}
