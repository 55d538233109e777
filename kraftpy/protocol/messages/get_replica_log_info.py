# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/GetReplicaLogInfoRequest.json, schemas/messages/GetReplicaLogInfoResponse.json.
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
    __slots__ = ('broker_id', 'topic_partitions', '_unknown_tags')
    NAME = 'GetReplicaLogInfoRequest'
    TYPE = 'request'
    API_KEY = 1000
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, broker_id=0, topic_partitions=_EMPTY, _unknown_tags=None):
        self.broker_id = broker_id
        self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
        self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'GetReplicaLogInfoRequest.TopicPartitions'

        def __init__(self, *, topic_id=_ZERO_UUID, partitions=_EMPTY, _unknown_tags=None):
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

def _mk_GetReplicaLogInfoRequest_TopicPartitions():
    o = _new(_C_GetReplicaLogInfoRequest_TopicPartitions)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_GetReplicaLogInfoRequest_v0(o):
    parts = []
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


def _dec_GetReplicaLogInfoRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(GetReplicaLogInfoRequest)
    o.broker_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n8 = buf[pos] - 1
    if 0 <= n8 < 127:
        pos += 1
    else:
        n8, pos = _read_array_len(buf, pos, True, False, 1, 'GetReplicaLogInfoRequest.TopicPartitions')
    l9 = []
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
            uk15 = None
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
        uk20 = None
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
    __slots__ = ('throttle_time_ms', 'broker_epoch', 'has_more_data', 'topic_partition_log_info_list', '_unknown_tags')
    NAME = 'GetReplicaLogInfoResponse'
    TYPE = 'response'
    API_KEY = 1000
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, throttle_time_ms=0, broker_epoch=0, has_more_data=False, topic_partition_log_info_list=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.broker_epoch = broker_epoch
        self.has_more_data = has_more_data
        self.topic_partition_log_info_list = [] if topic_partition_log_info_list is _EMPTY else topic_partition_log_info_list
        self._unknown_tags = _unknown_tags

    class TopicPartitionLogInfo(_Message):
        __slots__ = ('topic_id', 'partition_log_info', '_unknown_tags')
        NAME = 'GetReplicaLogInfoResponse.TopicPartitionLogInfo'

        def __init__(self, *, topic_id=_ZERO_UUID, partition_log_info=_EMPTY, _unknown_tags=None):
            self.topic_id = topic_id
            self.partition_log_info = [] if partition_log_info is _EMPTY else partition_log_info
            self._unknown_tags = _unknown_tags

    class PartitionLogInfo(_Message):
        __slots__ = ('partition', 'last_written_leader_epoch', 'current_leader_epoch', 'log_end_offset', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'GetReplicaLogInfoResponse.PartitionLogInfo'

        def __init__(self, *, partition=0, last_written_leader_epoch=0, current_leader_epoch=0, log_end_offset=0, error_code=0, error_message=None, _unknown_tags=None):
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

def _mk_GetReplicaLogInfoResponse_TopicPartitionLogInfo():
    o = _new(_C_GetReplicaLogInfoResponse_TopicPartitionLogInfo)
    o.topic_id = _ZERO_UUID
    o.partition_log_info = []
    o._unknown_tags = None
    return o

def _mk_GetReplicaLogInfoResponse_PartitionLogInfo():
    o = _new(_C_GetReplicaLogInfoResponse_PartitionLogInfo)
    o.partition = 0
    o.last_written_leader_epoch = 0
    o.current_leader_epoch = 0
    o.log_end_offset = 0
    o.error_code = 0
    o.error_message = None
    o._unknown_tags = None
    return o


def _enc_GetReplicaLogInfoResponse_v0(o):
    parts = []
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


def _dec_GetReplicaLogInfoResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(GetReplicaLogInfoResponse)
    o.throttle_time_ms, o.broker_epoch, o.has_more_data = _S_iq_.unpack_from(buf, pos)
    pos += 13
    n36 = buf[pos] - 1
    if 0 <= n36 < 127:
        pos += 1
    else:
        n36, pos = _read_array_len(buf, pos, True, False, 1, 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList')
    l37 = []
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
        l42 = []
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
                uk48 = None
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
            uk53 = None
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
        uk58 = None
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
    95: 'GetReplicaLogInfoRequest.BrokerId',
    96: 'GetReplicaLogInfoRequest.TopicPartitions',
    97: 'GetReplicaLogInfoRequest.TopicPartitions',
    98: 'GetReplicaLogInfoRequest.TopicPartitions',
    99: 'GetReplicaLogInfoRequest.TopicPartitions',
    100: 'GetReplicaLogInfoRequest.TopicPartitions.TopicId',
    101: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    102: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    104: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    106: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    107: 'GetReplicaLogInfoRequest.TopicPartitions._unknown_tags',
    108: 'GetReplicaLogInfoRequest.TopicPartitions',
    111: 'GetReplicaLogInfoRequest.TopicPartitions._unknown_tags',
    112: 'GetReplicaLogInfoRequest._unknown_tags',
    113: 'GetReplicaLogInfoRequest',
    116: 'GetReplicaLogInfoRequest._unknown_tags',
    123: 'GetReplicaLogInfoRequest.BrokerId',
    125: 'GetReplicaLogInfoRequest.TopicPartitions',
    129: 'GetReplicaLogInfoRequest.TopicPartitions',
    134: 'GetReplicaLogInfoRequest.TopicPartitions.TopicId',
    137: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    139: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    142: 'GetReplicaLogInfoRequest.TopicPartitions.Partitions',
    143: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    147: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    152: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    153: 'GetReplicaLogInfoRequest.TopicPartitions._tagged_fields',
    164: 'GetReplicaLogInfoRequest._tagged_fields',
    168: 'GetReplicaLogInfoRequest._tagged_fields',
    173: 'GetReplicaLogInfoRequest._tagged_fields',
    174: 'GetReplicaLogInfoRequest._tagged_fields',
    273: 'GetReplicaLogInfoResponse.ThrottleTimeMs,BrokerEpoch,HasMoreData',
    274: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    275: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    276: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    277: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    278: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.TopicId',
    279: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    280: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    281: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    282: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    283: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.Partition,LastWrittenLeaderEpoch,CurrentLeaderEpoch,LogEndOffset,ErrorCode',
    284: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    285: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    286: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    287: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    288: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    289: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    290: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    291: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    292: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._unknown_tags',
    293: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    296: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._unknown_tags',
    297: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._unknown_tags',
    298: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    301: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._unknown_tags',
    302: 'GetReplicaLogInfoResponse._unknown_tags',
    303: 'GetReplicaLogInfoResponse',
    306: 'GetReplicaLogInfoResponse._unknown_tags',
    313: 'GetReplicaLogInfoResponse.ThrottleTimeMs,BrokerEpoch,HasMoreData',
    315: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    319: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList',
    324: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.TopicId',
    327: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    331: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo',
    336: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.Partition,LastWrittenLeaderEpoch,CurrentLeaderEpoch,LogEndOffset,ErrorCode',
    338: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    343: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    346: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo.ErrorMessage',
    347: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    351: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    356: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    357: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList.PartitionLogInfo._tagged_fields',
    368: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    372: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    377: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    378: 'GetReplicaLogInfoResponse.TopicPartitionLogInfoList._tagged_fields',
    389: 'GetReplicaLogInfoResponse._tagged_fields',
    393: 'GetReplicaLogInfoResponse._tagged_fields',
    398: 'GetReplicaLogInfoResponse._tagged_fields',
    399: 'GetReplicaLogInfoResponse._tagged_fields',
}
