# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/WriteTxnMarkersRequest.json, schemas/messages/WriteTxnMarkersResponse.json.
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

__all__ = ['WriteTxnMarkersRequest', 'WriteTxnMarkersResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_i = Struct('>i')
_S_ib = Struct('>ib')
_S_ih = Struct('>ih')
_S_q = Struct('>q')
_S_qh_ = Struct('>qh?')


class WriteTxnMarkersRequest(_Message):
    """WriteTxnMarkersRequest (request): API key 27; versions 1-2; flexible in 1-2; listeners: broker."""

    __slots__ = ('markers', '_unknown_tags')
    NAME = 'WriteTxnMarkersRequest'
    TYPE = 'request'
    API_KEY = 27
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (1, 2)
    FLEXIBLE_VERSIONS = (1, 2)

    markers: list[WriteTxnMarkersRequest.WritableTxnMarker]
    """Markers to write, one entry per finished transaction.

    `Markers` ([]WritableTxnMarker): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        markers: list[WriteTxnMarkersRequest.WritableTxnMarker] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.markers = [] if markers is _EMPTY else markers
        self._unknown_tags = _unknown_tags

    class WritableTxnMarker(_Message):
        """Markers to write, one entry per finished transaction.

        WritableTxnMarker (in WriteTxnMarkersRequest): versions 0+."""

        __slots__ = ('producer_id', 'producer_epoch', 'transaction_result', 'topics', 'coordinator_epoch', 'transaction_version', '_unknown_tags')
        NAME = 'WriteTxnMarkersRequest.WritableTxnMarker'

        producer_id: int
        """Producer id of the transaction.

        `ProducerId` (int64): versions 0+; default 0."""
        producer_epoch: int
        """Producer epoch written with the marker.

        `ProducerEpoch` (int16): versions 0+; default 0."""
        transaction_result: bool
        """true writes a COMMIT marker, false an ABORT marker.

        `TransactionResult` (bool): versions 0+; default False."""
        topics: list[WriteTxnMarkersRequest.WritableTxnMarkerTopic]
        """Partitions to write the marker to, by topic.

        `Topics` ([]WritableTxnMarkerTopic): versions 0+; default []."""
        coordinator_epoch: int
        """Epoch of the sending coordinator's __transaction_state partition; older epochs are refused.

        `CoordinatorEpoch` (int32): versions 0+; default 0."""
        transaction_version: int
        """Transaction protocol of the transaction: 0 or 1 the classic one, 2 transactions v2.

        `TransactionVersion` (int8): versions 2+; default 0; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            producer_id: int = 0,
            producer_epoch: int = 0,
            transaction_result: bool = False,
            topics: list[WriteTxnMarkersRequest.WritableTxnMarkerTopic] = _EMPTY,
            coordinator_epoch: int = 0,
            transaction_version: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.transaction_result = transaction_result
            self.topics = [] if topics is _EMPTY else topics
            self.coordinator_epoch = coordinator_epoch
            self.transaction_version = transaction_version
            self._unknown_tags = _unknown_tags

    class WritableTxnMarkerTopic(_Message):
        """Partitions to write the marker to, by topic.

        WritableTxnMarkerTopic (in WriteTxnMarkersRequest): versions 0+."""

        __slots__ = ('name', 'partition_indexes', '_unknown_tags')
        NAME = 'WriteTxnMarkersRequest.WritableTxnMarkerTopic'

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


_C_WriteTxnMarkersRequest_WritableTxnMarker = WriteTxnMarkersRequest.WritableTxnMarker
_C_WriteTxnMarkersRequest_WritableTxnMarkerTopic = WriteTxnMarkersRequest.WritableTxnMarkerTopic
WriteTxnMarkersRequest.FIELDS = (
    _FI('Markers', 'markers', '[]WritableTxnMarker', (0, 32767), (1, 0), (1, 0), None, (), False, _C_WriteTxnMarkersRequest_WritableTxnMarker),
)
_C_WriteTxnMarkersRequest_WritableTxnMarker.FIELDS = (
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionResult', 'transaction_result', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('Topics', 'topics', '[]WritableTxnMarkerTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_WriteTxnMarkersRequest_WritableTxnMarkerTopic),
    _FI('CoordinatorEpoch', 'coordinator_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionVersion', 'transaction_version', 'int8', (2, 32767), (1, 0), (1, 0), None, 0, True, None),
)
_C_WriteTxnMarkersRequest_WritableTxnMarkerTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_WriteTxnMarkersRequest_WritableTxnMarker = _C_WriteTxnMarkersRequest_WritableTxnMarker()
_DEF_WriteTxnMarkersRequest_WritableTxnMarkerTopic = _C_WriteTxnMarkersRequest_WritableTxnMarkerTopic()

def _mk_WriteTxnMarkersRequest_WritableTxnMarker() -> WriteTxnMarkersRequest.WritableTxnMarker:
    o = _new(_C_WriteTxnMarkersRequest_WritableTxnMarker)
    o.producer_id = 0
    o.producer_epoch = 0
    o.transaction_result = False
    o.topics = []
    o.coordinator_epoch = 0
    o.transaction_version = 0
    o._unknown_tags = None
    return o

def _mk_WriteTxnMarkersRequest_WritableTxnMarkerTopic() -> WriteTxnMarkersRequest.WritableTxnMarkerTopic:
    o = _new(_C_WriteTxnMarkersRequest_WritableTxnMarkerTopic)
    o.name = ''
    o.partition_indexes = []
    o._unknown_tags = None
    return o


def _enc_WriteTxnMarkersRequest_v1(o: WriteTxnMarkersRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.markers
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        a(_S_qh_.pack(e3.producer_id, e3.producer_epoch, e3.transaction_result))
        l4 = e3.topics
        n5 = len(l4) + 1
        a(_UV[n5] if n5 < 128 else _uv(n5))
        for e6 in l4:
            s7 = e6.name
            b8 = s7.encode()
            n9 = len(b8) + 1
            a(_UV[n9] if n9 < 128 else _uv(n9))
            a(b8)
            l10 = e6.partition_indexes
            n11 = len(l10)
            if n11 < 64:
                a(_CA_i[n11].pack(n11 + 1, *l10))
            else:
                a(_encode_array('i', l10, True))
            u12 = e6._unknown_tags
            if u12 is None:
                a(_H0)
            else:
                _write_tags(a, None, u12)
        a(_S_i.pack(e3.coordinator_epoch))
        u13 = e3._unknown_tags
        if u13 is None:
            a(_H0)
        else:
            _write_tags(a, None, u13)
    u14 = o._unknown_tags
    if u14 is None:
        a(_H0)
    else:
        _write_tags(a, None, u14)
    return b''.join(parts)


def _dec_WriteTxnMarkersRequest_v1(buf: _Buffer, pos: int) -> tuple[WriteTxnMarkersRequest, int]:
    blen = len(buf)
    o = _new(WriteTxnMarkersRequest)
    n15 = buf[pos] - 1
    if 0 <= n15 < 127:
        pos += 1
    else:
        n15, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersRequest.Markers')
    l16: list[WriteTxnMarkersRequest.WritableTxnMarker] = []
    ap17 = l16.append
    for _ in range(n15):
        t18 = _new(_C_WriteTxnMarkersRequest_WritableTxnMarker)
        t18.producer_id, t18.producer_epoch, t18.transaction_result = _S_qh_.unpack_from(buf, pos)
        pos += 11
        n19 = buf[pos] - 1
        if 0 <= n19 < 127:
            pos += 1
        else:
            n19, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersRequest.Markers.Topics')
        l20: list[WriteTxnMarkersRequest.WritableTxnMarkerTopic] = []
        ap21 = l20.append
        for _ in range(n19):
            t22 = _new(_C_WriteTxnMarkersRequest_WritableTxnMarkerTopic)
            n23 = buf[pos] - 1
            if 0 <= n23 < 127:
                x24 = pos + 1 + n23
                if x24 > blen:
                    raise _bad_length(n23, 'WriteTxnMarkersRequest.Markers.Topics.Name', pos)
                t22.name = str(buf[pos + 1:x24], 'utf-8')
                pos = x24
            else:
                t22.name, pos = _read_string(buf, pos, True, False, 'WriteTxnMarkersRequest.Markers.Topics.Name')
            n25 = buf[pos] - 1
            if 0 <= n25 < 64:
                t22.partition_indexes = list(_A_i[n25].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n25
            else:
                t22.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t22._unknown_tags = None
            else:
                nt26, pos = _ruv(buf, pos)
                if nt26 * 2 > blen - pos:
                    raise _array_too_long(nt26, 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields', pos)
                uk27: list[tuple[int, bytes]] | None = None
                for _ in range(nt26):
                    tg28, pos = _ruv(buf, pos)
                    sz29, pos = _ruv(buf, pos)
                    x30 = pos + sz29
                    if x30 > blen:
                        raise _bad_length(sz29, 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields', pos)
                    if uk27 is None:
                        uk27 = []
                    uk27.append((tg28, bytes(buf[pos:x30])))
                    pos = x30
                t22._unknown_tags = uk27
            ap21(t22)
        t18.topics = l20
        t18.coordinator_epoch, = _S_i.unpack_from(buf, pos)
        pos += 4
        t18.transaction_version = 0
        if buf[pos] == 0:
            pos += 1
            t18._unknown_tags = None
        else:
            nt31, pos = _ruv(buf, pos)
            if nt31 * 2 > blen - pos:
                raise _array_too_long(nt31, 'WriteTxnMarkersRequest.Markers._tagged_fields', pos)
            uk32: list[tuple[int, bytes]] | None = None
            for _ in range(nt31):
                tg33, pos = _ruv(buf, pos)
                sz34, pos = _ruv(buf, pos)
                x35 = pos + sz34
                if x35 > blen:
                    raise _bad_length(sz34, 'WriteTxnMarkersRequest.Markers._tagged_fields', pos)
                if uk32 is None:
                    uk32 = []
                uk32.append((tg33, bytes(buf[pos:x35])))
                pos = x35
            t18._unknown_tags = uk32
        ap17(t18)
    o.markers = l16
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt36, pos = _ruv(buf, pos)
        if nt36 * 2 > blen - pos:
            raise _array_too_long(nt36, 'WriteTxnMarkersRequest._tagged_fields', pos)
        uk37: list[tuple[int, bytes]] | None = None
        for _ in range(nt36):
            tg38, pos = _ruv(buf, pos)
            sz39, pos = _ruv(buf, pos)
            x40 = pos + sz39
            if x40 > blen:
                raise _bad_length(sz39, 'WriteTxnMarkersRequest._tagged_fields', pos)
            if uk37 is None:
                uk37 = []
            uk37.append((tg38, bytes(buf[pos:x40])))
            pos = x40
        o._unknown_tags = uk37
    return o, pos


def _enc_WriteTxnMarkersRequest_v2(o: WriteTxnMarkersRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l41 = o.markers
    n42 = len(l41) + 1
    a(_UV[n42] if n42 < 128 else _uv(n42))
    for e43 in l41:
        a(_S_qh_.pack(e43.producer_id, e43.producer_epoch, e43.transaction_result))
        l44 = e43.topics
        n45 = len(l44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        for e46 in l44:
            s47 = e46.name
            b48 = s47.encode()
            n49 = len(b48) + 1
            a(_UV[n49] if n49 < 128 else _uv(n49))
            a(b48)
            l50 = e46.partition_indexes
            n51 = len(l50)
            if n51 < 64:
                a(_CA_i[n51].pack(n51 + 1, *l50))
            else:
                a(_encode_array('i', l50, True))
            u52 = e46._unknown_tags
            if u52 is None:
                a(_H0)
            else:
                _write_tags(a, None, u52)
        a(_S_ib.pack(e43.coordinator_epoch, e43.transaction_version))
        u53 = e43._unknown_tags
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


def _dec_WriteTxnMarkersRequest_v2(buf: _Buffer, pos: int) -> tuple[WriteTxnMarkersRequest, int]:
    blen = len(buf)
    o = _new(WriteTxnMarkersRequest)
    n55 = buf[pos] - 1
    if 0 <= n55 < 127:
        pos += 1
    else:
        n55, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersRequest.Markers')
    l56: list[WriteTxnMarkersRequest.WritableTxnMarker] = []
    ap57 = l56.append
    for _ in range(n55):
        t58 = _new(_C_WriteTxnMarkersRequest_WritableTxnMarker)
        t58.producer_id, t58.producer_epoch, t58.transaction_result = _S_qh_.unpack_from(buf, pos)
        pos += 11
        n59 = buf[pos] - 1
        if 0 <= n59 < 127:
            pos += 1
        else:
            n59, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersRequest.Markers.Topics')
        l60: list[WriteTxnMarkersRequest.WritableTxnMarkerTopic] = []
        ap61 = l60.append
        for _ in range(n59):
            t62 = _new(_C_WriteTxnMarkersRequest_WritableTxnMarkerTopic)
            n63 = buf[pos] - 1
            if 0 <= n63 < 127:
                x64 = pos + 1 + n63
                if x64 > blen:
                    raise _bad_length(n63, 'WriteTxnMarkersRequest.Markers.Topics.Name', pos)
                t62.name = str(buf[pos + 1:x64], 'utf-8')
                pos = x64
            else:
                t62.name, pos = _read_string(buf, pos, True, False, 'WriteTxnMarkersRequest.Markers.Topics.Name')
            n65 = buf[pos] - 1
            if 0 <= n65 < 64:
                t62.partition_indexes = list(_A_i[n65].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n65
            else:
                t62.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t62._unknown_tags = None
            else:
                nt66, pos = _ruv(buf, pos)
                if nt66 * 2 > blen - pos:
                    raise _array_too_long(nt66, 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields', pos)
                uk67: list[tuple[int, bytes]] | None = None
                for _ in range(nt66):
                    tg68, pos = _ruv(buf, pos)
                    sz69, pos = _ruv(buf, pos)
                    x70 = pos + sz69
                    if x70 > blen:
                        raise _bad_length(sz69, 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields', pos)
                    if uk67 is None:
                        uk67 = []
                    uk67.append((tg68, bytes(buf[pos:x70])))
                    pos = x70
                t62._unknown_tags = uk67
            ap61(t62)
        t58.topics = l60
        t58.coordinator_epoch, t58.transaction_version = _S_ib.unpack_from(buf, pos)
        pos += 5
        if buf[pos] == 0:
            pos += 1
            t58._unknown_tags = None
        else:
            nt71, pos = _ruv(buf, pos)
            if nt71 * 2 > blen - pos:
                raise _array_too_long(nt71, 'WriteTxnMarkersRequest.Markers._tagged_fields', pos)
            uk72: list[tuple[int, bytes]] | None = None
            for _ in range(nt71):
                tg73, pos = _ruv(buf, pos)
                sz74, pos = _ruv(buf, pos)
                x75 = pos + sz74
                if x75 > blen:
                    raise _bad_length(sz74, 'WriteTxnMarkersRequest.Markers._tagged_fields', pos)
                if uk72 is None:
                    uk72 = []
                uk72.append((tg73, bytes(buf[pos:x75])))
                pos = x75
            t58._unknown_tags = uk72
        ap57(t58)
    o.markers = l56
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt76, pos = _ruv(buf, pos)
        if nt76 * 2 > blen - pos:
            raise _array_too_long(nt76, 'WriteTxnMarkersRequest._tagged_fields', pos)
        uk77: list[tuple[int, bytes]] | None = None
        for _ in range(nt76):
            tg78, pos = _ruv(buf, pos)
            sz79, pos = _ruv(buf, pos)
            x80 = pos + sz79
            if x80 > blen:
                raise _bad_length(sz79, 'WriteTxnMarkersRequest._tagged_fields', pos)
            if uk77 is None:
                uk77 = []
            uk77.append((tg78, bytes(buf[pos:x80])))
            pos = x80
        o._unknown_tags = uk77
    return o, pos


WriteTxnMarkersRequest._ENC = {1: _enc_WriteTxnMarkersRequest_v1, 2: _enc_WriteTxnMarkersRequest_v2}
WriteTxnMarkersRequest._DEC = {1: _dec_WriteTxnMarkersRequest_v1, 2: _dec_WriteTxnMarkersRequest_v2}


class WriteTxnMarkersResponse(_Message):
    """WriteTxnMarkersResponse (response): API key 27; versions 1-2; flexible in 1-2."""

    __slots__ = ('markers', '_unknown_tags')
    NAME = 'WriteTxnMarkersResponse'
    TYPE = 'response'
    API_KEY = 27
    VALID_VERSIONS = (1, 2)
    FLEXIBLE_VERSIONS = (1, 2)

    markers: list[WriteTxnMarkersResponse.WritableTxnMarkerResult]
    """Results, one entry per marker of the request.

    `Markers` ([]WritableTxnMarkerResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        markers: list[WriteTxnMarkersResponse.WritableTxnMarkerResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.markers = [] if markers is _EMPTY else markers
        self._unknown_tags = _unknown_tags

    class WritableTxnMarkerResult(_Message):
        """Results, one entry per marker of the request.

        WritableTxnMarkerResult (in WriteTxnMarkersResponse): versions 0+."""

        __slots__ = ('producer_id', 'topics', '_unknown_tags')
        NAME = 'WriteTxnMarkersResponse.WritableTxnMarkerResult'

        producer_id: int
        """Producer id of the marker's transaction.

        `ProducerId` (int64): versions 0+; default 0."""
        topics: list[WriteTxnMarkersResponse.WritableTxnMarkerTopicResult]
        """Results by topic.

        `Topics` ([]WritableTxnMarkerTopicResult): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            producer_id: int = 0,
            topics: list[WriteTxnMarkersResponse.WritableTxnMarkerTopicResult] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.producer_id = producer_id
            self.topics = [] if topics is _EMPTY else topics
            self._unknown_tags = _unknown_tags

    class WritableTxnMarkerTopicResult(_Message):
        """Results by topic.

        WritableTxnMarkerTopicResult (in WriteTxnMarkersResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'WriteTxnMarkersResponse.WritableTxnMarkerTopicResult'

        name: str
        """Topic name.

        `Name` (string): versions 0+; default ''."""
        partitions: list[WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult]
        """Results by partition.

        `Partitions` ([]WritableTxnMarkerPartitionResult): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class WritableTxnMarkerPartitionResult(_Message):
        """Results by partition.

        WritableTxnMarkerPartitionResult (in WriteTxnMarkersResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', '_unknown_tags')
        NAME = 'WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_WriteTxnMarkersResponse_WritableTxnMarkerResult = WriteTxnMarkersResponse.WritableTxnMarkerResult
_C_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult = WriteTxnMarkersResponse.WritableTxnMarkerTopicResult
_C_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult = WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult
WriteTxnMarkersResponse.FIELDS = (
    _FI('Markers', 'markers', '[]WritableTxnMarkerResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_WriteTxnMarkersResponse_WritableTxnMarkerResult),
)
_C_WriteTxnMarkersResponse_WritableTxnMarkerResult.FIELDS = (
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]WritableTxnMarkerTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult),
)
_C_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]WritableTxnMarkerPartitionResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult),
)
_C_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_WriteTxnMarkersResponse_WritableTxnMarkerResult = _C_WriteTxnMarkersResponse_WritableTxnMarkerResult()
_DEF_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult = _C_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult()
_DEF_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult = _C_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult()

def _mk_WriteTxnMarkersResponse_WritableTxnMarkerResult() -> WriteTxnMarkersResponse.WritableTxnMarkerResult:
    o = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerResult)
    o.producer_id = 0
    o.topics = []
    o._unknown_tags = None
    return o

def _mk_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult() -> WriteTxnMarkersResponse.WritableTxnMarkerTopicResult:
    o = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult() -> WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult:
    o = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult)
    o.partition_index = 0
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_WriteTxnMarkersResponse_v1(o: WriteTxnMarkersResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l81 = o.markers
    n82 = len(l81) + 1
    a(_UV[n82] if n82 < 128 else _uv(n82))
    for e83 in l81:
        a(_S_q.pack(e83.producer_id))
        l84 = e83.topics
        n85 = len(l84) + 1
        a(_UV[n85] if n85 < 128 else _uv(n85))
        for e86 in l84:
            s87 = e86.name
            b88 = s87.encode()
            n89 = len(b88) + 1
            a(_UV[n89] if n89 < 128 else _uv(n89))
            a(b88)
            l90 = e86.partitions
            n91 = len(l90) + 1
            a(_UV[n91] if n91 < 128 else _uv(n91))
            for e92 in l90:
                a(_S_ih.pack(e92.partition_index, e92.error_code))
                u93 = e92._unknown_tags
                if u93 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u93)
            u94 = e86._unknown_tags
            if u94 is None:
                a(_H0)
            else:
                _write_tags(a, None, u94)
        u95 = e83._unknown_tags
        if u95 is None:
            a(_H0)
        else:
            _write_tags(a, None, u95)
    u96 = o._unknown_tags
    if u96 is None:
        a(_H0)
    else:
        _write_tags(a, None, u96)
    return b''.join(parts)


def _dec_WriteTxnMarkersResponse_v1(buf: _Buffer, pos: int) -> tuple[WriteTxnMarkersResponse, int]:
    blen = len(buf)
    o = _new(WriteTxnMarkersResponse)
    n97 = buf[pos] - 1
    if 0 <= n97 < 127:
        pos += 1
    else:
        n97, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersResponse.Markers')
    l98: list[WriteTxnMarkersResponse.WritableTxnMarkerResult] = []
    ap99 = l98.append
    for _ in range(n97):
        t100 = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerResult)
        t100.producer_id, = _S_q.unpack_from(buf, pos)
        pos += 8
        n101 = buf[pos] - 1
        if 0 <= n101 < 127:
            pos += 1
        else:
            n101, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersResponse.Markers.Topics')
        l102: list[WriteTxnMarkersResponse.WritableTxnMarkerTopicResult] = []
        ap103 = l102.append
        for _ in range(n101):
            t104 = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult)
            n105 = buf[pos] - 1
            if 0 <= n105 < 127:
                x106 = pos + 1 + n105
                if x106 > blen:
                    raise _bad_length(n105, 'WriteTxnMarkersResponse.Markers.Topics.Name', pos)
                t104.name = str(buf[pos + 1:x106], 'utf-8')
                pos = x106
            else:
                t104.name, pos = _read_string(buf, pos, True, False, 'WriteTxnMarkersResponse.Markers.Topics.Name')
            n107 = buf[pos] - 1
            if 0 <= n107 < 127:
                pos += 1
            else:
                n107, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersResponse.Markers.Topics.Partitions')
            l108: list[WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult] = []
            ap109 = l108.append
            for _ in range(n107):
                t110 = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult)
                t110.partition_index, t110.error_code = _S_ih.unpack_from(buf, pos)
                pos += 6
                if buf[pos] == 0:
                    pos += 1
                    t110._unknown_tags = None
                else:
                    nt111, pos = _ruv(buf, pos)
                    if nt111 * 2 > blen - pos:
                        raise _array_too_long(nt111, 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields', pos)
                    uk112: list[tuple[int, bytes]] | None = None
                    for _ in range(nt111):
                        tg113, pos = _ruv(buf, pos)
                        sz114, pos = _ruv(buf, pos)
                        x115 = pos + sz114
                        if x115 > blen:
                            raise _bad_length(sz114, 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields', pos)
                        if uk112 is None:
                            uk112 = []
                        uk112.append((tg113, bytes(buf[pos:x115])))
                        pos = x115
                    t110._unknown_tags = uk112
                ap109(t110)
            t104.partitions = l108
            if buf[pos] == 0:
                pos += 1
                t104._unknown_tags = None
            else:
                nt116, pos = _ruv(buf, pos)
                if nt116 * 2 > blen - pos:
                    raise _array_too_long(nt116, 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields', pos)
                uk117: list[tuple[int, bytes]] | None = None
                for _ in range(nt116):
                    tg118, pos = _ruv(buf, pos)
                    sz119, pos = _ruv(buf, pos)
                    x120 = pos + sz119
                    if x120 > blen:
                        raise _bad_length(sz119, 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields', pos)
                    if uk117 is None:
                        uk117 = []
                    uk117.append((tg118, bytes(buf[pos:x120])))
                    pos = x120
                t104._unknown_tags = uk117
            ap103(t104)
        t100.topics = l102
        if buf[pos] == 0:
            pos += 1
            t100._unknown_tags = None
        else:
            nt121, pos = _ruv(buf, pos)
            if nt121 * 2 > blen - pos:
                raise _array_too_long(nt121, 'WriteTxnMarkersResponse.Markers._tagged_fields', pos)
            uk122: list[tuple[int, bytes]] | None = None
            for _ in range(nt121):
                tg123, pos = _ruv(buf, pos)
                sz124, pos = _ruv(buf, pos)
                x125 = pos + sz124
                if x125 > blen:
                    raise _bad_length(sz124, 'WriteTxnMarkersResponse.Markers._tagged_fields', pos)
                if uk122 is None:
                    uk122 = []
                uk122.append((tg123, bytes(buf[pos:x125])))
                pos = x125
            t100._unknown_tags = uk122
        ap99(t100)
    o.markers = l98
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt126, pos = _ruv(buf, pos)
        if nt126 * 2 > blen - pos:
            raise _array_too_long(nt126, 'WriteTxnMarkersResponse._tagged_fields', pos)
        uk127: list[tuple[int, bytes]] | None = None
        for _ in range(nt126):
            tg128, pos = _ruv(buf, pos)
            sz129, pos = _ruv(buf, pos)
            x130 = pos + sz129
            if x130 > blen:
                raise _bad_length(sz129, 'WriteTxnMarkersResponse._tagged_fields', pos)
            if uk127 is None:
                uk127 = []
            uk127.append((tg128, bytes(buf[pos:x130])))
            pos = x130
        o._unknown_tags = uk127
    return o, pos


def _enc_WriteTxnMarkersResponse_v2(o: WriteTxnMarkersResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l131 = o.markers
    n132 = len(l131) + 1
    a(_UV[n132] if n132 < 128 else _uv(n132))
    for e133 in l131:
        a(_S_q.pack(e133.producer_id))
        l134 = e133.topics
        n135 = len(l134) + 1
        a(_UV[n135] if n135 < 128 else _uv(n135))
        for e136 in l134:
            s137 = e136.name
            b138 = s137.encode()
            n139 = len(b138) + 1
            a(_UV[n139] if n139 < 128 else _uv(n139))
            a(b138)
            l140 = e136.partitions
            n141 = len(l140) + 1
            a(_UV[n141] if n141 < 128 else _uv(n141))
            for e142 in l140:
                a(_S_ih.pack(e142.partition_index, e142.error_code))
                u143 = e142._unknown_tags
                if u143 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u143)
            u144 = e136._unknown_tags
            if u144 is None:
                a(_H0)
            else:
                _write_tags(a, None, u144)
        u145 = e133._unknown_tags
        if u145 is None:
            a(_H0)
        else:
            _write_tags(a, None, u145)
    u146 = o._unknown_tags
    if u146 is None:
        a(_H0)
    else:
        _write_tags(a, None, u146)
    return b''.join(parts)


def _dec_WriteTxnMarkersResponse_v2(buf: _Buffer, pos: int) -> tuple[WriteTxnMarkersResponse, int]:
    blen = len(buf)
    o = _new(WriteTxnMarkersResponse)
    n147 = buf[pos] - 1
    if 0 <= n147 < 127:
        pos += 1
    else:
        n147, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersResponse.Markers')
    l148: list[WriteTxnMarkersResponse.WritableTxnMarkerResult] = []
    ap149 = l148.append
    for _ in range(n147):
        t150 = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerResult)
        t150.producer_id, = _S_q.unpack_from(buf, pos)
        pos += 8
        n151 = buf[pos] - 1
        if 0 <= n151 < 127:
            pos += 1
        else:
            n151, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersResponse.Markers.Topics')
        l152: list[WriteTxnMarkersResponse.WritableTxnMarkerTopicResult] = []
        ap153 = l152.append
        for _ in range(n151):
            t154 = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerTopicResult)
            n155 = buf[pos] - 1
            if 0 <= n155 < 127:
                x156 = pos + 1 + n155
                if x156 > blen:
                    raise _bad_length(n155, 'WriteTxnMarkersResponse.Markers.Topics.Name', pos)
                t154.name = str(buf[pos + 1:x156], 'utf-8')
                pos = x156
            else:
                t154.name, pos = _read_string(buf, pos, True, False, 'WriteTxnMarkersResponse.Markers.Topics.Name')
            n157 = buf[pos] - 1
            if 0 <= n157 < 127:
                pos += 1
            else:
                n157, pos = _read_array_len(buf, pos, True, False, 1, 'WriteTxnMarkersResponse.Markers.Topics.Partitions')
            l158: list[WriteTxnMarkersResponse.WritableTxnMarkerPartitionResult] = []
            ap159 = l158.append
            for _ in range(n157):
                t160 = _new(_C_WriteTxnMarkersResponse_WritableTxnMarkerPartitionResult)
                t160.partition_index, t160.error_code = _S_ih.unpack_from(buf, pos)
                pos += 6
                if buf[pos] == 0:
                    pos += 1
                    t160._unknown_tags = None
                else:
                    nt161, pos = _ruv(buf, pos)
                    if nt161 * 2 > blen - pos:
                        raise _array_too_long(nt161, 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields', pos)
                    uk162: list[tuple[int, bytes]] | None = None
                    for _ in range(nt161):
                        tg163, pos = _ruv(buf, pos)
                        sz164, pos = _ruv(buf, pos)
                        x165 = pos + sz164
                        if x165 > blen:
                            raise _bad_length(sz164, 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields', pos)
                        if uk162 is None:
                            uk162 = []
                        uk162.append((tg163, bytes(buf[pos:x165])))
                        pos = x165
                    t160._unknown_tags = uk162
                ap159(t160)
            t154.partitions = l158
            if buf[pos] == 0:
                pos += 1
                t154._unknown_tags = None
            else:
                nt166, pos = _ruv(buf, pos)
                if nt166 * 2 > blen - pos:
                    raise _array_too_long(nt166, 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields', pos)
                uk167: list[tuple[int, bytes]] | None = None
                for _ in range(nt166):
                    tg168, pos = _ruv(buf, pos)
                    sz169, pos = _ruv(buf, pos)
                    x170 = pos + sz169
                    if x170 > blen:
                        raise _bad_length(sz169, 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields', pos)
                    if uk167 is None:
                        uk167 = []
                    uk167.append((tg168, bytes(buf[pos:x170])))
                    pos = x170
                t154._unknown_tags = uk167
            ap153(t154)
        t150.topics = l152
        if buf[pos] == 0:
            pos += 1
            t150._unknown_tags = None
        else:
            nt171, pos = _ruv(buf, pos)
            if nt171 * 2 > blen - pos:
                raise _array_too_long(nt171, 'WriteTxnMarkersResponse.Markers._tagged_fields', pos)
            uk172: list[tuple[int, bytes]] | None = None
            for _ in range(nt171):
                tg173, pos = _ruv(buf, pos)
                sz174, pos = _ruv(buf, pos)
                x175 = pos + sz174
                if x175 > blen:
                    raise _bad_length(sz174, 'WriteTxnMarkersResponse.Markers._tagged_fields', pos)
                if uk172 is None:
                    uk172 = []
                uk172.append((tg173, bytes(buf[pos:x175])))
                pos = x175
            t150._unknown_tags = uk172
        ap149(t150)
    o.markers = l148
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt176, pos = _ruv(buf, pos)
        if nt176 * 2 > blen - pos:
            raise _array_too_long(nt176, 'WriteTxnMarkersResponse._tagged_fields', pos)
        uk177: list[tuple[int, bytes]] | None = None
        for _ in range(nt176):
            tg178, pos = _ruv(buf, pos)
            sz179, pos = _ruv(buf, pos)
            x180 = pos + sz179
            if x180 > blen:
                raise _bad_length(sz179, 'WriteTxnMarkersResponse._tagged_fields', pos)
            if uk177 is None:
                uk177 = []
            uk177.append((tg178, bytes(buf[pos:x180])))
            pos = x180
        o._unknown_tags = uk177
    return o, pos


WriteTxnMarkersResponse._ENC = {1: _enc_WriteTxnMarkersResponse_v1, 2: _enc_WriteTxnMarkersResponse_v2}
WriteTxnMarkersResponse._DEC = {1: _dec_WriteTxnMarkersResponse_v1, 2: _dec_WriteTxnMarkersResponse_v2}


_LINES = {
    206: 'WriteTxnMarkersRequest.Markers',
    207: 'WriteTxnMarkersRequest.Markers',
    208: 'WriteTxnMarkersRequest.Markers',
    209: 'WriteTxnMarkersRequest.Markers',
    210: 'WriteTxnMarkersRequest.Markers.ProducerId,ProducerEpoch,TransactionResult',
    211: 'WriteTxnMarkersRequest.Markers.Topics',
    212: 'WriteTxnMarkersRequest.Markers.Topics',
    213: 'WriteTxnMarkersRequest.Markers.Topics',
    214: 'WriteTxnMarkersRequest.Markers.Topics',
    215: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    216: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    217: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    218: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    219: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    220: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    221: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    223: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    225: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    226: 'WriteTxnMarkersRequest.Markers.Topics._unknown_tags',
    227: 'WriteTxnMarkersRequest.Markers.Topics',
    230: 'WriteTxnMarkersRequest.Markers.Topics._unknown_tags',
    231: 'WriteTxnMarkersRequest.Markers.CoordinatorEpoch',
    232: 'WriteTxnMarkersRequest.Markers._unknown_tags',
    233: 'WriteTxnMarkersRequest.Markers',
    236: 'WriteTxnMarkersRequest.Markers._unknown_tags',
    237: 'WriteTxnMarkersRequest._unknown_tags',
    238: 'WriteTxnMarkersRequest',
    241: 'WriteTxnMarkersRequest._unknown_tags',
    248: 'WriteTxnMarkersRequest.Markers',
    252: 'WriteTxnMarkersRequest.Markers',
    257: 'WriteTxnMarkersRequest.Markers.ProducerId,ProducerEpoch,TransactionResult',
    259: 'WriteTxnMarkersRequest.Markers.Topics',
    263: 'WriteTxnMarkersRequest.Markers.Topics',
    268: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    273: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    276: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    277: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    279: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    282: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    283: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    287: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    292: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    293: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    304: 'WriteTxnMarkersRequest.Markers.CoordinatorEpoch',
    307: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    311: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    316: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    317: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    328: 'WriteTxnMarkersRequest._tagged_fields',
    332: 'WriteTxnMarkersRequest._tagged_fields',
    337: 'WriteTxnMarkersRequest._tagged_fields',
    338: 'WriteTxnMarkersRequest._tagged_fields',
    353: 'WriteTxnMarkersRequest.Markers',
    354: 'WriteTxnMarkersRequest.Markers',
    355: 'WriteTxnMarkersRequest.Markers',
    356: 'WriteTxnMarkersRequest.Markers',
    357: 'WriteTxnMarkersRequest.Markers.ProducerId,ProducerEpoch,TransactionResult',
    358: 'WriteTxnMarkersRequest.Markers.Topics',
    359: 'WriteTxnMarkersRequest.Markers.Topics',
    360: 'WriteTxnMarkersRequest.Markers.Topics',
    361: 'WriteTxnMarkersRequest.Markers.Topics',
    362: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    363: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    364: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    365: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    366: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    367: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    368: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    370: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    372: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    373: 'WriteTxnMarkersRequest.Markers.Topics._unknown_tags',
    374: 'WriteTxnMarkersRequest.Markers.Topics',
    377: 'WriteTxnMarkersRequest.Markers.Topics._unknown_tags',
    378: 'WriteTxnMarkersRequest.Markers.CoordinatorEpoch,TransactionVersion',
    379: 'WriteTxnMarkersRequest.Markers._unknown_tags',
    380: 'WriteTxnMarkersRequest.Markers',
    383: 'WriteTxnMarkersRequest.Markers._unknown_tags',
    384: 'WriteTxnMarkersRequest._unknown_tags',
    385: 'WriteTxnMarkersRequest',
    388: 'WriteTxnMarkersRequest._unknown_tags',
    395: 'WriteTxnMarkersRequest.Markers',
    399: 'WriteTxnMarkersRequest.Markers',
    404: 'WriteTxnMarkersRequest.Markers.ProducerId,ProducerEpoch,TransactionResult',
    406: 'WriteTxnMarkersRequest.Markers.Topics',
    410: 'WriteTxnMarkersRequest.Markers.Topics',
    415: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    420: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    423: 'WriteTxnMarkersRequest.Markers.Topics.Name',
    424: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    426: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    429: 'WriteTxnMarkersRequest.Markers.Topics.PartitionIndexes',
    430: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    434: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    439: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    440: 'WriteTxnMarkersRequest.Markers.Topics._tagged_fields',
    451: 'WriteTxnMarkersRequest.Markers.CoordinatorEpoch,TransactionVersion',
    453: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    457: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    462: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    463: 'WriteTxnMarkersRequest.Markers._tagged_fields',
    474: 'WriteTxnMarkersRequest._tagged_fields',
    478: 'WriteTxnMarkersRequest._tagged_fields',
    483: 'WriteTxnMarkersRequest._tagged_fields',
    484: 'WriteTxnMarkersRequest._tagged_fields',
    664: 'WriteTxnMarkersResponse.Markers',
    665: 'WriteTxnMarkersResponse.Markers',
    666: 'WriteTxnMarkersResponse.Markers',
    667: 'WriteTxnMarkersResponse.Markers',
    668: 'WriteTxnMarkersResponse.Markers.ProducerId',
    669: 'WriteTxnMarkersResponse.Markers.Topics',
    670: 'WriteTxnMarkersResponse.Markers.Topics',
    671: 'WriteTxnMarkersResponse.Markers.Topics',
    672: 'WriteTxnMarkersResponse.Markers.Topics',
    673: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    674: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    675: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    676: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    677: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    678: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    679: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    680: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    681: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    682: 'WriteTxnMarkersResponse.Markers.Topics.Partitions.PartitionIndex,ErrorCode',
    683: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._unknown_tags',
    684: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    687: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._unknown_tags',
    688: 'WriteTxnMarkersResponse.Markers.Topics._unknown_tags',
    689: 'WriteTxnMarkersResponse.Markers.Topics',
    692: 'WriteTxnMarkersResponse.Markers.Topics._unknown_tags',
    693: 'WriteTxnMarkersResponse.Markers._unknown_tags',
    694: 'WriteTxnMarkersResponse.Markers',
    697: 'WriteTxnMarkersResponse.Markers._unknown_tags',
    698: 'WriteTxnMarkersResponse._unknown_tags',
    699: 'WriteTxnMarkersResponse',
    702: 'WriteTxnMarkersResponse._unknown_tags',
    709: 'WriteTxnMarkersResponse.Markers',
    713: 'WriteTxnMarkersResponse.Markers',
    718: 'WriteTxnMarkersResponse.Markers.ProducerId',
    720: 'WriteTxnMarkersResponse.Markers.Topics',
    724: 'WriteTxnMarkersResponse.Markers.Topics',
    729: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    734: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    737: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    738: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    742: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    747: 'WriteTxnMarkersResponse.Markers.Topics.Partitions.PartitionIndex,ErrorCode',
    749: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    753: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    758: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    759: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    770: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    774: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    779: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    780: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    791: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    795: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    800: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    801: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    812: 'WriteTxnMarkersResponse._tagged_fields',
    816: 'WriteTxnMarkersResponse._tagged_fields',
    821: 'WriteTxnMarkersResponse._tagged_fields',
    822: 'WriteTxnMarkersResponse._tagged_fields',
    837: 'WriteTxnMarkersResponse.Markers',
    838: 'WriteTxnMarkersResponse.Markers',
    839: 'WriteTxnMarkersResponse.Markers',
    840: 'WriteTxnMarkersResponse.Markers',
    841: 'WriteTxnMarkersResponse.Markers.ProducerId',
    842: 'WriteTxnMarkersResponse.Markers.Topics',
    843: 'WriteTxnMarkersResponse.Markers.Topics',
    844: 'WriteTxnMarkersResponse.Markers.Topics',
    845: 'WriteTxnMarkersResponse.Markers.Topics',
    846: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    847: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    848: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    849: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    850: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    851: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    852: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    853: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    854: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    855: 'WriteTxnMarkersResponse.Markers.Topics.Partitions.PartitionIndex,ErrorCode',
    856: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._unknown_tags',
    857: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    860: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._unknown_tags',
    861: 'WriteTxnMarkersResponse.Markers.Topics._unknown_tags',
    862: 'WriteTxnMarkersResponse.Markers.Topics',
    865: 'WriteTxnMarkersResponse.Markers.Topics._unknown_tags',
    866: 'WriteTxnMarkersResponse.Markers._unknown_tags',
    867: 'WriteTxnMarkersResponse.Markers',
    870: 'WriteTxnMarkersResponse.Markers._unknown_tags',
    871: 'WriteTxnMarkersResponse._unknown_tags',
    872: 'WriteTxnMarkersResponse',
    875: 'WriteTxnMarkersResponse._unknown_tags',
    882: 'WriteTxnMarkersResponse.Markers',
    886: 'WriteTxnMarkersResponse.Markers',
    891: 'WriteTxnMarkersResponse.Markers.ProducerId',
    893: 'WriteTxnMarkersResponse.Markers.Topics',
    897: 'WriteTxnMarkersResponse.Markers.Topics',
    902: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    907: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    910: 'WriteTxnMarkersResponse.Markers.Topics.Name',
    911: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    915: 'WriteTxnMarkersResponse.Markers.Topics.Partitions',
    920: 'WriteTxnMarkersResponse.Markers.Topics.Partitions.PartitionIndex,ErrorCode',
    922: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    926: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    931: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    932: 'WriteTxnMarkersResponse.Markers.Topics.Partitions._tagged_fields',
    943: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    947: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    952: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    953: 'WriteTxnMarkersResponse.Markers.Topics._tagged_fields',
    964: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    968: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    973: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    974: 'WriteTxnMarkersResponse.Markers._tagged_fields',
    985: 'WriteTxnMarkersResponse._tagged_fields',
    989: 'WriteTxnMarkersResponse._tagged_fields',
    994: 'WriteTxnMarkersResponse._tagged_fields',
    995: 'WriteTxnMarkersResponse._tagged_fields',
}
