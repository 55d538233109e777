# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/GetReplicaLogInfoRequest.json, schemas/messages/GetReplicaLogInfoResponse.json.
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

__all__ = ['GetReplicaLogInfoRequest', 'GetReplicaLogInfoResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S_i = Struct('>i')
_S_iiiqh = Struct('>iiiqh')
_S_iq_ = Struct('>iq?')


class GetReplicaLogInfoRequest(_Message):
    """GetReplicaLogInfoRequest (request): API key 1000; versions 0; flexible in 0; listeners: broker."""

    __slots__ = ('broker_id', 'topic_partitions', '_unknown_tags')
    NAME = 'GetReplicaLogInfoRequest'
    TYPE = 'request'
    API_KEY = 1000
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    broker_id: int
    """Id of the controller sending the request.

    `BrokerId` (int32): versions 0+; default 0."""
    topic_partitions: list[GetReplicaLogInfoRequest.TopicPartitions]
    """Partitions whose log info is wanted.

    `TopicPartitions` ([]TopicPartitions): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        topic_partitions: list[GetReplicaLogInfoRequest.TopicPartitions] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
        self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        """Partitions whose log info is wanted.

        TopicPartitions (in GetReplicaLogInfoRequest): versions 0+."""

        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'GetReplicaLogInfoRequest.TopicPartitions'

        topic_id: UUID
        """Id of the topic.

        `TopicId` (uuid): versions 0+; default the zero UUID."""
        partitions: list[int]
        """Indexes of the topic's partitions.

        `Partitions` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_id: UUID = _ZERO_UUID,
            partitions: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags


_C_GetReplicaLogInfoRequest_TopicPartitions = GetReplicaLogInfoRequest.TopicPartitions
GetReplicaLogInfoRequest.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TopicPartitions', 'topic_partitions', '[]TopicPartitions', (0, 32767), (1, 0), (1, 0), None, (), False, _C_GetReplicaLogInfoRequest_TopicPartitions),
)
_C_GetReplicaLogInfoRequest_TopicPartitions.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_GetReplicaLogInfoRequest_TopicPartitions = _C_GetReplicaLogInfoRequest_TopicPartitions()

def _mk_GetReplicaLogInfoRequest_TopicPartitions() -> GetReplicaLogInfoRequest.TopicPartitions:
    o = _new(_C_GetReplicaLogInfoRequest_TopicPartitions)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_GetReplicaLogInfoRequest_v0(o: GetReplicaLogInfoRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.broker_id))
    l1 = o.topic_partitions
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        a(_S_U.pack(e3.topic_id.bytes))
        l4 = e3.partitions
        n5 = len(l4)
        if n5 < 64:
            a(_CA_i[n5].pack(n5 + 1, *l4))
        else:
            a(_encode_array('i', l4, True))
        u6 = e3._unknown_tags
        if u6 is None:
            a(_H0)
        else:
            _write_tags(a, None, u6)
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_GetReplicaLogInfoRequest_v0(buf: _Buffer, pos: int) -> tuple[GetReplicaLogInfoRequest, int]:
    blen = len(buf)
    o = _new(GetReplicaLogInfoRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n8 = buf[pos] - 1
    if 0 <= n8 < 127:
        pos += 1
    else:
        n8, pos = _read_array_len(buf, pos, True, False, 1, 'GetReplicaLogInfoRequest.TopicPartitions')
    l9: list[GetReplicaLogInfoRequest.TopicPartitions] = []
    ap10 = l9.append
    for _ in range(n8):
        t11 = _new(_C_GetReplicaLogInfoRequest_TopicPartitions)
        u12, = _S_U.unpack_from(buf, pos)
        pos += 16
        t11.topic_id = _uuid_from(u12)
        n13 = buf[pos] - 1
        if 0 <= n13 < 64:
            t11.partitions = list(_A_i[n13].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n13
        else:
            t11.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'GetReplicaLogInfoRequest.TopicPartitions.Partitions')
        if buf[pos] == 0:
            pos += 1
            t11._unknown_tags = None
        else:
            nt14, pos = _ruv(buf, pos)
            if nt14 * 2 > blen - pos:
                raise _array_too_long(nt14, 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields', pos)
            uk15: list[tuple[int, bytes]] | None = None
            for _ in range(nt14):
                tg16, pos = _ruv(buf, pos)
                sz17, pos = _ruv(buf, pos)
                x18 = pos + sz17
                if x18 > blen:
                    raise _bad_length(sz17, 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields', pos)
                if uk15 is None:
                    uk15 = []
                uk15.append((tg16, bytes(buf[pos:x18])))
                pos = x18
            t11._unknown_tags = uk15
        ap10(t11)
    o.topic_partitions = l9
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt19, pos = _ruv(buf, pos)
        if nt19 * 2 > blen - pos:
            raise _array_too_long(nt19, 'GetReplicaLogInfoRequest._tagged_fields', pos)
        uk20: list[tuple[int, bytes]] | None = None
        for _ in range(nt19):
            tg21, pos = _ruv(buf, pos)
            sz22, pos = _ruv(buf, pos)
            x23 = pos + sz22
            if x23 > blen:
                raise _bad_length(sz22, 'GetReplicaLogInfoRequest._tagged_fields', pos)
            if uk20 is None:
                uk20 = []
            uk20.append((tg21, bytes(buf[pos:x23])))
            pos = x23
        o._unknown_tags = uk20
    return o, pos


GetReplicaLogInfoRequest._ENC = {0: _enc_GetReplicaLogInfoRequest_v0}
GetReplicaLogInfoRequest._DEC = {0: _dec_GetReplicaLogInfoRequest_v0}


class GetReplicaLogInfoResponse(_Message):
    """GetReplicaLogInfoResponse (response): API key 1000; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'broker_epoch', 'has_more_data', 'topic_partition_log_info_list', '_unknown_tags')
    NAME = 'GetReplicaLogInfoResponse'
    TYPE = 'response'
    API_KEY = 1000
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    broker_epoch: int
    """Current epoch of the responding broker.

    `BrokerEpoch` (int64): versions 0+; default 0."""
    has_more_data: bool
    """True if some requested partitions were not served because of the per-request limit.

    `HasMoreData` (bool): versions 0+; default False."""
    topic_partition_log_info_list: list[GetReplicaLogInfoResponse.TopicPartitionLogInfo]
    """Log info per topic.

    `TopicPartitionLogInfoList` ([]TopicPartitionLogInfo): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        broker_epoch: int = 0,
        has_more_data: bool = False,
        topic_partition_log_info_list: list[GetReplicaLogInfoResponse.TopicPartitionLogInfo] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.broker_epoch = broker_epoch
        self.has_more_data = has_more_data
        self.topic_partition_log_info_list = [] if topic_partition_log_info_list is _EMPTY else topic_partition_log_info_list
        self._unknown_tags = _unknown_tags

    class TopicPartitionLogInfo(_Message):
        """Log info per topic.

        TopicPartitionLogInfo (in GetReplicaLogInfoResponse): versions 0+."""

        __slots__ = ('topic_id', 'partition_log_info', '_unknown_tags')
        NAME = 'GetReplicaLogInfoResponse.TopicPartitionLogInfo'

        topic_id: UUID
        """Id of the topic.

        `TopicId` (uuid): versions 0+; default the zero UUID."""
        partition_log_info: list[GetReplicaLogInfoResponse.PartitionLogInfo]
        """Log info per partition.

        `PartitionLogInfo` ([]PartitionLogInfo): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_id: UUID = _ZERO_UUID,
            partition_log_info: list[GetReplicaLogInfoResponse.PartitionLogInfo] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_id = topic_id
            self.partition_log_info = [] if partition_log_info is _EMPTY else partition_log_info
            self._unknown_tags = _unknown_tags

    class PartitionLogInfo(_Message):
        """Log info per partition.

        PartitionLogInfo (in GetReplicaLogInfoResponse): versions 0+."""

        __slots__ = ('partition', 'last_written_leader_epoch', 'current_leader_epoch', 'log_end_offset', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'GetReplicaLogInfoResponse.PartitionLogInfo'

        partition: int
        """Index of the partition.

        `Partition` (int32): versions 0+; default 0."""
        last_written_leader_epoch: int
        """Leader epoch of the last batch written to the replica's log.

        `LastWrittenLeaderEpoch` (int32): versions 0+; default 0."""
        current_leader_epoch: int
        """Partition leader epoch in the broker's metadata cache.

        `CurrentLeaderEpoch` (int32): versions 0+; default 0."""
        log_end_offset: int
        """Log end offset of the replica.

        `LogEndOffset` (int64): versions 0+; default 0."""
        error_code: int
        """Error code for this partition, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition: int = 0,
            last_written_leader_epoch: int = 0,
            current_leader_epoch: int = 0,
            log_end_offset: int = 0,
            error_code: int = 0,
            error_message: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition = partition
            self.last_written_leader_epoch = last_written_leader_epoch
            self.current_leader_epoch = current_leader_epoch
            self.log_end_offset = log_end_offset
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_GetReplicaLogInfoResponse_TopicPartitionLogInfo = GetReplicaLogInfoResponse.TopicPartitionLogInfo
_C_GetReplicaLogInfoResponse_PartitionLogInfo = GetReplicaLogInfoResponse.PartitionLogInfo
GetReplicaLogInfoResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('HasMoreData', 'has_more_data', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('TopicPartitionLogInfoList', 'topic_partition_log_info_list', '[]TopicPartitionLogInfo', (0, 32767), (1, 0), (1, 0), None, (), False, _C_GetReplicaLogInfoResponse_TopicPartitionLogInfo),
)
_C_GetReplicaLogInfoResponse_TopicPartitionLogInfo.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('PartitionLogInfo', 'partition_log_info', '[]PartitionLogInfo', (0, 32767), (1, 0), (1, 0), None, (), False, _C_GetReplicaLogInfoResponse_PartitionLogInfo),
)
_C_GetReplicaLogInfoResponse_PartitionLogInfo.FIELDS = (
    _FI('Partition', 'partition', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastWrittenLeaderEpoch', 'last_written_leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentLeaderEpoch', 'current_leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LogEndOffset', 'log_end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
)
_DEF_GetReplicaLogInfoResponse_TopicPartitionLogInfo = _C_GetReplicaLogInfoResponse_TopicPartitionLogInfo()
_DEF_GetReplicaLogInfoResponse_PartitionLogInfo = _C_GetReplicaLogInfoResponse_PartitionLogInfo()

def _mk_GetReplicaLogInfoResponse_TopicPartitionLogInfo() -> GetReplicaLogInfoResponse.TopicPartitionLogInfo:
    o = _new(_C_GetReplicaLogInfoResponse_TopicPartitionLogInfo)
    o.topic_id = _ZERO_UUID
    o.partition_log_info = []
    o._unknown_tags = None
    return o

def _mk_GetReplicaLogInfoResponse_PartitionLogInfo() -> GetReplicaLogInfoResponse.PartitionLogInfo:
    o = _new(_C_GetReplicaLogInfoResponse_PartitionLogInfo)
    o.partition = 0
    o.last_written_leader_epoch = 0
    o.current_leader_epoch = 0
    o.log_end_offset = 0
    o.error_code = 0
    o.error_message = None
    o._unknown_tags = None
    return o


def _enc_GetReplicaLogInfoResponse_v0(o: GetReplicaLogInfoResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq_.pack(o.throttle_time_ms, o.broker_epoch, o.has_more_data))
    l24 = o.topic_partition_log_info_list
    n25 = len(l24) + 1
    a(_UV[n25] if n25 < 128 else _uv(n25))
    for e26 in l24:
        a(_S_U.pack(e26.topic_id.bytes))
        l27 = e26.partition_log_info
        n28 = len(l27) + 1
        a(_UV[n28] if n28 < 128 else _uv(n28))
        for e29 in l27:
            a(_S_iiiqh.pack(e29.partition, e29.last_written_leader_epoch, e29.current_leader_epoch, e29.log_end_offset, e29.error_code))
            s30 = e29.error_message
            if s30 is None:
                a(_H0)
            else:
                b31 = s30.encode()
                n32 = len(b31) + 1
                a(_UV[n32] if n32 < 128 else _uv(n32))
                a(b31)
            u33 = e29._unknown_tags
            if u33 is None:
                a(_H0)
            else:
                _write_tags(a, None, u33)
        u34 = e26._unknown_tags
        if u34 is None:
            a(_H0)
        else:
            _write_tags(a, None, u34)
    u35 = o._unknown_tags
    if u35 is None:
        a(_H0)
    else:
        _write_tags(a, None, u35)
    return b''.join(parts)


def _dec_GetReplicaLogInfoResponse_v0(buf: _Buffer, pos: int) -> tuple[GetReplicaLogInfoResponse, int]:
    blen = len(buf)
    o = _new(GetReplicaLogInfoResponse)
    o.throttle_time_ms, o.broker_epoch, o.has_more_data = _S_iq_.unpack_from(buf, pos)
    pos += 13
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        pos += 1
    else:
        n36, pos = _read_array_len(buf, pos, True, False, 1, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList')
    l37: list[GetReplicaLogInfoResponse.TopicPartitionLogInfo] = []
    ap38 = l37.append
    for _ in range(n36):
        t39 = _new(_C_GetReplicaLogInfoResponse_TopicPartitionLogInfo)
        u40, = _S_U.unpack_from(buf, pos)
        pos += 16
        t39.topic_id = _uuid_from(u40)
        n41 = buf[pos] - 1
        if 0 <= n41 < 127:
            pos += 1
        else:
            n41, pos = _read_array_len(buf, pos, True, False, 1, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo')
        l42: list[GetReplicaLogInfoResponse.PartitionLogInfo] = []
        ap43 = l42.append
        for _ in range(n41):
            t44 = _new(_C_GetReplicaLogInfoResponse_PartitionLogInfo)
            t44.partition, t44.last_written_leader_epoch, t44.current_leader_epoch, t44.log_end_offset, t44.error_code = _S_iiiqh.unpack_from(buf, pos)
            pos += 22
            n45 = buf[pos] - 1
            if 0 <= n45 < 127:
                x46 = pos + 1 + n45
                if x46 > blen:
                    raise _bad_length(n45, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage', pos)
                t44.error_message = str(buf[pos + 1:x46], 'utf-8')
                pos = x46
            else:
                t44.error_message, pos = _read_string(buf, pos, True, True, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage')
            if buf[pos] == 0:
                pos += 1
                t44._unknown_tags = None
            else:
                nt47, pos = _ruv(buf, pos)
                if nt47 * 2 > blen - pos:
                    raise _array_too_long(nt47, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields', pos)
                uk48: list[tuple[int, bytes]] | None = None
                for _ in range(nt47):
                    tg49, pos = _ruv(buf, pos)
                    sz50, pos = _ruv(buf, pos)
                    x51 = pos + sz50
                    if x51 > blen:
                        raise _bad_length(sz50, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields', pos)
                    if uk48 is None:
                        uk48 = []
                    uk48.append((tg49, bytes(buf[pos:x51])))
                    pos = x51
                t44._unknown_tags = uk48
            ap43(t44)
        t39.partition_log_info = l42
        if buf[pos] == 0:
            pos += 1
            t39._unknown_tags = None
        else:
            nt52, pos = _ruv(buf, pos)
            if nt52 * 2 > blen - pos:
                raise _array_too_long(nt52, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields', pos)
            uk53: list[tuple[int, bytes]] | None = None
            for _ in range(nt52):
                tg54, pos = _ruv(buf, pos)
                sz55, pos = _ruv(buf, pos)
                x56 = pos + sz55
                if x56 > blen:
                    raise _bad_length(sz55, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields', pos)
                if uk53 is None:
                    uk53 = []
                uk53.append((tg54, bytes(buf[pos:x56])))
                pos = x56
            t39._unknown_tags = uk53
        ap38(t39)
    o.topic_partition_log_info_list = l37
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt57, pos = _ruv(buf, pos)
        if nt57 * 2 > blen - pos:
            raise _array_too_long(nt57, 'GetReplicaLogInfoResponse._tagged_fields', pos)
        uk58: list[tuple[int, bytes]] | None = None
        for _ in range(nt57):
            tg59, pos = _ruv(buf, pos)
            sz60, pos = _ruv(buf, pos)
            x61 = pos + sz60
            if x61 > blen:
                raise _bad_length(sz60, 'GetReplicaLogInfoResponse._tagged_fields', pos)
            if uk58 is None:
                uk58 = []
            uk58.append((tg59, bytes(buf[pos:x61])))
            pos = x61
        o._unknown_tags = uk58
    return o, pos


GetReplicaLogInfoResponse._ENC = {0: _enc_GetReplicaLogInfoResponse_v0}
GetReplicaLogInfoResponse._DEC = {0: _dec_GetReplicaLogInfoResponse_v0}


_LINES = {
    137: 'GetReplicaLogInfoRequest.BrokerId',
    138: 'GetReplicaLogInfoRequest.TopicPartitions',
    139: 'GetReplicaLogInfoRequest.TopicPartitions',
    140: 'GetReplicaLogInfoRequest.TopicPartitions',
    141: 'GetReplicaLogInfoRequest.TopicPartitions',
    142: 'GetReplicaLogInfoRequest.TopicPartitions.TopicId',
    143: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    144: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    146: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    148: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    149: 'GetReplicaLogInfoRequest.TopicPartitions._unknown_tags',
    150: 'GetReplicaLogInfoRequest.TopicPartitions',
    153: 'GetReplicaLogInfoRequest.TopicPartitions._unknown_tags',
    154: 'GetReplicaLogInfoRequest._unknown_tags',
    155: 'GetReplicaLogInfoRequest',
    158: 'GetReplicaLogInfoRequest._unknown_tags',
    165: 'GetReplicaLogInfoRequest.BrokerId',
    167: 'GetReplicaLogInfoRequest.TopicPartitions',
    171: 'GetReplicaLogInfoRequest.TopicPartitions',
    176: 'GetReplicaLogInfoRequest.TopicPartitions.TopicId',
    179: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    181: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    184: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    185: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    189: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    194: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    195: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    206: 'GetReplicaLogInfoRequest._tagged_fields',
    210: 'GetReplicaLogInfoRequest._tagged_fields',
    215: 'GetReplicaLogInfoRequest._tagged_fields',
    216: 'GetReplicaLogInfoRequest._tagged_fields',
    406: 'GetReplicaLogInfoResponse.ThrottleTimeMs,BrokerEpoch,HasMoreData',
    407: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    408: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    409: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    410: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    411: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.TopicId',
    412: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    413: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    414: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    415: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    416: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.Partition,LastWrittenLeaderEpoch,CurrentLeaderEpoch,LogEndOffset,ErrorCode',
    417: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    418: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    419: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    420: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    421: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    422: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    423: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    424: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    425: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._unknown_tags',
    426: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    429: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._unknown_tags',
    430: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._unknown_tags',
    431: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    434: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._unknown_tags',
    435: 'GetReplicaLogInfoResponse._unknown_tags',
    436: 'GetReplicaLogInfoResponse',
    439: 'GetReplicaLogInfoResponse._unknown_tags',
    446: 'GetReplicaLogInfoResponse.ThrottleTimeMs,BrokerEpoch,HasMoreData',
    448: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    452: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    457: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.TopicId',
    460: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    464: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    469: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.Partition,LastWrittenLeaderEpoch,CurrentLeaderEpoch,LogEndOffset,ErrorCode',
    471: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    476: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    479: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    480: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    484: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    489: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    490: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    501: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    505: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    510: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    511: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    522: 'GetReplicaLogInfoResponse._tagged_fields',
    526: 'GetReplicaLogInfoResponse._tagged_fields',
    531: 'GetReplicaLogInfoResponse._tagged_fields',
    532: 'GetReplicaLogInfoResponse._tagged_fields',
}
