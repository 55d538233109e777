# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/FetchRequest.json, schemas/messages/FetchResponse.json.
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

__all__ = ['FetchRequest', 'FetchResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ihi = Struct('>ihi')
_S_ihqq = Struct('>ihqq')
_S_ihqqq = Struct('>ihqqq')
_S_ii = Struct('>ii')
_S_iiib = Struct('>iiib')
_S_iiibii = Struct('>iiibii')
_S_iiiib = Struct('>iiiib')
_S_iiiibii = Struct('>iiiibii')
_S_iiq = Struct('>iiq')
_S_iiqiqi = Struct('>iiqiqi')
_S_iiqqi = Struct('>iiqqi')
_S_iq = Struct('>iq')
_S_iqi = Struct('>iqi')
_S_iqqi = Struct('>iqqi')
_S_q = Struct('>q')
_S_qi = Struct('>qi')
_S_qq = Struct('>qq')


class FetchRequest(_Message):
    __slots__ = ('cluster_id', 'replica_id', 'replica_state', 'max_wait_ms', 'min_bytes', 'max_bytes', 'isolation_level', 'session_id', 'session_epoch', 'topics', 'forgotten_topics_data', 'rack_id', '_unknown_tags')
    NAME = 'FetchRequest'
    TYPE = 'request'
    API_KEY = 1
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (4, 18)
    FLEXIBLE_VERSIONS = (12, 18)

    def __init__(self, *, cluster_id=None, replica_id=-1, replica_state=_EMPTY, max_wait_ms=0, min_bytes=0, max_bytes=2147483647, isolation_level=0, session_id=0, session_epoch=-1, topics=_EMPTY, forgotten_topics_data=_EMPTY, rack_id='', _unknown_tags=None):
        self.cluster_id = cluster_id
        self.replica_id = replica_id
        self.replica_state = FetchRequest.ReplicaState() if replica_state is _EMPTY else replica_state
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.isolation_level = isolation_level
        self.session_id = session_id
        self.session_epoch = session_epoch
        self.topics = [] if topics is _EMPTY else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is _EMPTY else forgotten_topics_data
        self.rack_id = rack_id
        self._unknown_tags = _unknown_tags

    class ReplicaState(_Message):
        __slots__ = ('replica_id', 'replica_epoch', '_unknown_tags')
        NAME = 'FetchRequest.ReplicaState'

        def __init__(self, *, replica_id=-1, replica_epoch=-1, _unknown_tags=None):
            self.replica_id = replica_id
            self.replica_epoch = replica_epoch
            self._unknown_tags = _unknown_tags

    class FetchTopic(_Message):
        __slots__ = ('topic', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'FetchRequest.FetchTopic'

        def __init__(self, *, topic='', topic_id=_ZERO_UUID, partitions=_EMPTY, _unknown_tags=None):
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class FetchPartition(_Message):
        __slots__ = ('partition', 'current_leader_epoch', 'fetch_offset', 'last_fetched_epoch', 'log_start_offset', 'partition_max_bytes', 'replica_directory_id', 'high_watermark', '_unknown_tags')
        NAME = 'FetchRequest.FetchPartition'

        def __init__(self, *, partition=0, current_leader_epoch=-1, fetch_offset=0, last_fetched_epoch=-1, log_start_offset=-1, partition_max_bytes=0, replica_directory_id=_ZERO_UUID, high_watermark=9223372036854775807, _unknown_tags=None):
            self.partition = partition
            self.current_leader_epoch = current_leader_epoch
            self.fetch_offset = fetch_offset
            self.last_fetched_epoch = last_fetched_epoch
            self.log_start_offset = log_start_offset
            self.partition_max_bytes = partition_max_bytes
            self.replica_directory_id = replica_directory_id
            self.high_watermark = high_watermark
            self._unknown_tags = _unknown_tags

    class ForgottenTopic(_Message):
        __slots__ = ('topic', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'FetchRequest.ForgottenTopic'

        def __init__(self, *, topic='', topic_id=_ZERO_UUID, partitions=_EMPTY, _unknown_tags=None):
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags


_C_FetchRequest_ReplicaState = FetchRequest.ReplicaState
_C_FetchRequest_FetchTopic = FetchRequest.FetchTopic
_C_FetchRequest_FetchPartition = FetchRequest.FetchPartition
_C_FetchRequest_ForgottenTopic = FetchRequest.ForgottenTopic
FetchRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (12, 32767), (12, 32767), (12, 32767), 0, None, True, None),
    _FI('ReplicaId', 'replica_id', 'int32', (0, 14), (1, 0), (1, 0), None, -1, False, None),
    _FI('ReplicaState', 'replica_state', 'ReplicaState', (15, 32767), (1, 0), (15, 32767), 1, (), False, _C_FetchRequest_ReplicaState),
    _FI('MaxWaitMs', 'max_wait_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MinBytes', 'min_bytes', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxBytes', 'max_bytes', 'int32', (3, 32767), (1, 0), (1, 0), None, 2147483647, True, None),
    _FI('IsolationLevel', 'isolation_level', 'int8', (4, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SessionId', 'session_id', 'int32', (7, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SessionEpoch', 'session_epoch', 'int32', (7, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]FetchTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchRequest_FetchTopic),
    _FI('ForgottenTopicsData', 'forgotten_topics_data', '[]ForgottenTopic', (7, 32767), (1, 0), (1, 0), None, (), False, _C_FetchRequest_ForgottenTopic),
    _FI('RackId', 'rack_id', 'string', (11, 32767), (1, 0), (1, 0), None, '', True, None),
)
_C_FetchRequest_ReplicaState.FIELDS = (
    _FI('ReplicaId', 'replica_id', 'int32', (15, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('ReplicaEpoch', 'replica_epoch', 'int64', (15, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchRequest_FetchTopic.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]FetchPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchRequest_FetchPartition),
)
_C_FetchRequest_FetchPartition.FIELDS = (
    _FI('Partition', 'partition', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentLeaderEpoch', 'current_leader_epoch', 'int32', (9, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('FetchOffset', 'fetch_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastFetchedEpoch', 'last_fetched_epoch', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LogStartOffset', 'log_start_offset', 'int64', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('PartitionMaxBytes', 'partition_max_bytes', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaDirectoryId', 'replica_directory_id', 'uuid', (17, 32767), (1, 0), (17, 32767), 0, _ZERO_UUID, True, None),
    _FI('HighWatermark', 'high_watermark', 'int64', (18, 32767), (1, 0), (18, 32767), 1, 9223372036854775807, True, None),
)
_C_FetchRequest_ForgottenTopic.FIELDS = (
    _FI('Topic', 'topic', 'string', (7, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]int32', (7, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_FetchRequest_ReplicaState = _C_FetchRequest_ReplicaState()
_DEF_FetchRequest_FetchTopic = _C_FetchRequest_FetchTopic()
_DEF_FetchRequest_FetchPartition = _C_FetchRequest_FetchPartition()
_DEF_FetchRequest_ForgottenTopic = _C_FetchRequest_ForgottenTopic()


def _enc_FetchRequest_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 4)
    a(_S_iiib.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
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
            a(_S_i.pack(e7.partition))
            a(_S_q.pack(e7.fetch_offset))
            if e7.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 4)
            a(_S_i.pack(e7.partition_max_bytes))
    if o.forgotten_topics_data:
        raise _unsupported_field('FetchRequest', 'ForgottenTopicsData', 4)
    return b''.join(parts)


def _dec_FetchRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S_iiiib.unpack_from(buf, pos)
    pos += 17
    n8, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l9 = []
    ap10 = l9.append
    for _ in range(n8):
        t11 = _new(_C_FetchRequest_FetchTopic)
        n12, = _S_h.unpack_from(buf, pos)
        if n12 >= 0:
            x13 = pos + 2 + n12
            if x13 > blen:
                raise _bad_length(n12, 'FetchRequest.Topics.Topic', pos)
            t11.topic = str(buf[pos + 2:x13], 'utf-8')
            pos = x13
        else:
            t11.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n14, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l15 = []
        ap16 = l15.append
        for _ in range(n14):
            t17 = _new(_C_FetchRequest_FetchPartition)
            t17.partition, t17.fetch_offset, t17.partition_max_bytes = _S_iqi.unpack_from(buf, pos)
            pos += 16
            t17.current_leader_epoch = -1
            t17.last_fetched_epoch = -1
            t17.log_start_offset = -1
            t17.replica_directory_id = _ZERO_UUID
            t17.high_watermark = 9223372036854775807
            t17._unknown_tags = None
            ap16(t17)
        t11.partitions = l15
        t11.topic_id = _ZERO_UUID
        t11._unknown_tags = None
        ap10(t11)
    o.topics = l9
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o.session_id = 0
    o.session_epoch = -1
    o.forgotten_topics_data = []
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v5(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 5)
    a(_S_iiib.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
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
            a(_S_i.pack(e24.partition))
            a(_S_q.pack(e24.fetch_offset))
            if e24.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 5)
            a(_S_qi.pack(e24.log_start_offset, e24.partition_max_bytes))
    if o.forgotten_topics_data:
        raise _unsupported_field('FetchRequest', 'ForgottenTopicsData', 5)
    return b''.join(parts)


def _dec_FetchRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S_iiiib.unpack_from(buf, pos)
    pos += 17
    n25, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l26 = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_FetchRequest_FetchTopic)
        n29, = _S_h.unpack_from(buf, pos)
        if n29 >= 0:
            x30 = pos + 2 + n29
            if x30 > blen:
                raise _bad_length(n29, 'FetchRequest.Topics.Topic', pos)
            t28.topic = str(buf[pos + 2:x30], 'utf-8')
            pos = x30
        else:
            t28.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n31, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l32 = []
        ap33 = l32.append
        for _ in range(n31):
            t34 = _new(_C_FetchRequest_FetchPartition)
            t34.partition, t34.fetch_offset, t34.log_start_offset, t34.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t34.current_leader_epoch = -1
            t34.last_fetched_epoch = -1
            t34.replica_directory_id = _ZERO_UUID
            t34.high_watermark = 9223372036854775807
            t34._unknown_tags = None
            ap33(t34)
        t28.partitions = l32
        t28.topic_id = _ZERO_UUID
        t28._unknown_tags = None
        ap27(t28)
    o.topics = l26
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o.session_id = 0
    o.session_epoch = -1
    o.forgotten_topics_data = []
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v6(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 6)
    a(_S_iiib.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    l35 = o.topics
    a(_S_i.pack(len(l35)))
    for e36 in l35:
        s37 = e36.topic
        b38 = s37.encode()
        a(_S_h.pack(len(b38)))
        a(b38)
        l40 = e36.partitions
        a(_S_i.pack(len(l40)))
        for e41 in l40:
            a(_S_i.pack(e41.partition))
            a(_S_q.pack(e41.fetch_offset))
            if e41.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 6)
            a(_S_qi.pack(e41.log_start_offset, e41.partition_max_bytes))
    if o.forgotten_topics_data:
        raise _unsupported_field('FetchRequest', 'ForgottenTopicsData', 6)
    return b''.join(parts)


def _dec_FetchRequest_v6(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S_iiiib.unpack_from(buf, pos)
    pos += 17
    n42, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l43 = []
    ap44 = l43.append
    for _ in range(n42):
        t45 = _new(_C_FetchRequest_FetchTopic)
        n46, = _S_h.unpack_from(buf, pos)
        if n46 >= 0:
            x47 = pos + 2 + n46
            if x47 > blen:
                raise _bad_length(n46, 'FetchRequest.Topics.Topic', pos)
            t45.topic = str(buf[pos + 2:x47], 'utf-8')
            pos = x47
        else:
            t45.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n48, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l49 = []
        ap50 = l49.append
        for _ in range(n48):
            t51 = _new(_C_FetchRequest_FetchPartition)
            t51.partition, t51.fetch_offset, t51.log_start_offset, t51.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t51.current_leader_epoch = -1
            t51.last_fetched_epoch = -1
            t51.replica_directory_id = _ZERO_UUID
            t51.high_watermark = 9223372036854775807
            t51._unknown_tags = None
            ap50(t51)
        t45.partitions = l49
        t45.topic_id = _ZERO_UUID
        t45._unknown_tags = None
        ap44(t45)
    o.topics = l43
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o.session_id = 0
    o.session_epoch = -1
    o.forgotten_topics_data = []
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v7(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 7)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l52 = o.topics
    a(_S_i.pack(len(l52)))
    for e53 in l52:
        s54 = e53.topic
        b55 = s54.encode()
        a(_S_h.pack(len(b55)))
        a(b55)
        l57 = e53.partitions
        a(_S_i.pack(len(l57)))
        for e58 in l57:
            a(_S_i.pack(e58.partition))
            a(_S_q.pack(e58.fetch_offset))
            if e58.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 7)
            a(_S_qi.pack(e58.log_start_offset, e58.partition_max_bytes))
    l59 = o.forgotten_topics_data
    a(_S_i.pack(len(l59)))
    for e60 in l59:
        s61 = e60.topic
        b62 = s61.encode()
        a(_S_h.pack(len(b62)))
        a(b62)
        l64 = e60.partitions
        n65 = len(l64)
        if n65 < 64:
            a(_LA_i[n65].pack(n65, *l64))
        else:
            a(_encode_array('i', l64, False))
    return b''.join(parts)


def _dec_FetchRequest_v7(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n66, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l67 = []
    ap68 = l67.append
    for _ in range(n66):
        t69 = _new(_C_FetchRequest_FetchTopic)
        n70, = _S_h.unpack_from(buf, pos)
        if n70 >= 0:
            x71 = pos + 2 + n70
            if x71 > blen:
                raise _bad_length(n70, 'FetchRequest.Topics.Topic', pos)
            t69.topic = str(buf[pos + 2:x71], 'utf-8')
            pos = x71
        else:
            t69.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n72, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l73 = []
        ap74 = l73.append
        for _ in range(n72):
            t75 = _new(_C_FetchRequest_FetchPartition)
            t75.partition, t75.fetch_offset, t75.log_start_offset, t75.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t75.current_leader_epoch = -1
            t75.last_fetched_epoch = -1
            t75.replica_directory_id = _ZERO_UUID
            t75.high_watermark = 9223372036854775807
            t75._unknown_tags = None
            ap74(t75)
        t69.partitions = l73
        t69.topic_id = _ZERO_UUID
        t69._unknown_tags = None
        ap68(t69)
    o.topics = l67
    n76, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l77 = []
    ap78 = l77.append
    for _ in range(n76):
        t79 = _new(_C_FetchRequest_ForgottenTopic)
        n80, = _S_h.unpack_from(buf, pos)
        if n80 >= 0:
            x81 = pos + 2 + n80
            if x81 > blen:
                raise _bad_length(n80, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t79.topic = str(buf[pos + 2:x81], 'utf-8')
            pos = x81
        else:
            t79.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n82, = _S_i.unpack_from(buf, pos)
        if 0 <= n82 < 64:
            t79.partitions = list(_A_i[n82].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n82
        else:
            t79.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t79.topic_id = _ZERO_UUID
        t79._unknown_tags = None
        ap78(t79)
    o.forgotten_topics_data = l77
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v8(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 8)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l83 = o.topics
    a(_S_i.pack(len(l83)))
    for e84 in l83:
        s85 = e84.topic
        b86 = s85.encode()
        a(_S_h.pack(len(b86)))
        a(b86)
        l88 = e84.partitions
        a(_S_i.pack(len(l88)))
        for e89 in l88:
            a(_S_i.pack(e89.partition))
            a(_S_q.pack(e89.fetch_offset))
            if e89.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 8)
            a(_S_qi.pack(e89.log_start_offset, e89.partition_max_bytes))
    l90 = o.forgotten_topics_data
    a(_S_i.pack(len(l90)))
    for e91 in l90:
        s92 = e91.topic
        b93 = s92.encode()
        a(_S_h.pack(len(b93)))
        a(b93)
        l95 = e91.partitions
        n96 = len(l95)
        if n96 < 64:
            a(_LA_i[n96].pack(n96, *l95))
        else:
            a(_encode_array('i', l95, False))
    return b''.join(parts)


def _dec_FetchRequest_v8(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n97, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l98 = []
    ap99 = l98.append
    for _ in range(n97):
        t100 = _new(_C_FetchRequest_FetchTopic)
        n101, = _S_h.unpack_from(buf, pos)
        if n101 >= 0:
            x102 = pos + 2 + n101
            if x102 > blen:
                raise _bad_length(n101, 'FetchRequest.Topics.Topic', pos)
            t100.topic = str(buf[pos + 2:x102], 'utf-8')
            pos = x102
        else:
            t100.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n103, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l104 = []
        ap105 = l104.append
        for _ in range(n103):
            t106 = _new(_C_FetchRequest_FetchPartition)
            t106.partition, t106.fetch_offset, t106.log_start_offset, t106.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t106.current_leader_epoch = -1
            t106.last_fetched_epoch = -1
            t106.replica_directory_id = _ZERO_UUID
            t106.high_watermark = 9223372036854775807
            t106._unknown_tags = None
            ap105(t106)
        t100.partitions = l104
        t100.topic_id = _ZERO_UUID
        t100._unknown_tags = None
        ap99(t100)
    o.topics = l98
    n107, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l108 = []
    ap109 = l108.append
    for _ in range(n107):
        t110 = _new(_C_FetchRequest_ForgottenTopic)
        n111, = _S_h.unpack_from(buf, pos)
        if n111 >= 0:
            x112 = pos + 2 + n111
            if x112 > blen:
                raise _bad_length(n111, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t110.topic = str(buf[pos + 2:x112], 'utf-8')
            pos = x112
        else:
            t110.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n113, = _S_i.unpack_from(buf, pos)
        if 0 <= n113 < 64:
            t110.partitions = list(_A_i[n113].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n113
        else:
            t110.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t110.topic_id = _ZERO_UUID
        t110._unknown_tags = None
        ap109(t110)
    o.forgotten_topics_data = l108
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v9(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 9)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l114 = o.topics
    a(_S_i.pack(len(l114)))
    for e115 in l114:
        s116 = e115.topic
        b117 = s116.encode()
        a(_S_h.pack(len(b117)))
        a(b117)
        l119 = e115.partitions
        a(_S_i.pack(len(l119)))
        for e120 in l119:
            a(_S_iiq.pack(e120.partition, e120.current_leader_epoch, e120.fetch_offset))
            if e120.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 9)
            a(_S_qi.pack(e120.log_start_offset, e120.partition_max_bytes))
    l121 = o.forgotten_topics_data
    a(_S_i.pack(len(l121)))
    for e122 in l121:
        s123 = e122.topic
        b124 = s123.encode()
        a(_S_h.pack(len(b124)))
        a(b124)
        l126 = e122.partitions
        n127 = len(l126)
        if n127 < 64:
            a(_LA_i[n127].pack(n127, *l126))
        else:
            a(_encode_array('i', l126, False))
    return b''.join(parts)


def _dec_FetchRequest_v9(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n128, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l129 = []
    ap130 = l129.append
    for _ in range(n128):
        t131 = _new(_C_FetchRequest_FetchTopic)
        n132, = _S_h.unpack_from(buf, pos)
        if n132 >= 0:
            x133 = pos + 2 + n132
            if x133 > blen:
                raise _bad_length(n132, 'FetchRequest.Topics.Topic', pos)
            t131.topic = str(buf[pos + 2:x133], 'utf-8')
            pos = x133
        else:
            t131.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n134, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l135 = []
        ap136 = l135.append
        for _ in range(n134):
            t137 = _new(_C_FetchRequest_FetchPartition)
            t137.partition, t137.current_leader_epoch, t137.fetch_offset, t137.log_start_offset, t137.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
            pos += 28
            t137.last_fetched_epoch = -1
            t137.replica_directory_id = _ZERO_UUID
            t137.high_watermark = 9223372036854775807
            t137._unknown_tags = None
            ap136(t137)
        t131.partitions = l135
        t131.topic_id = _ZERO_UUID
        t131._unknown_tags = None
        ap130(t131)
    o.topics = l129
    n138, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l139 = []
    ap140 = l139.append
    for _ in range(n138):
        t141 = _new(_C_FetchRequest_ForgottenTopic)
        n142, = _S_h.unpack_from(buf, pos)
        if n142 >= 0:
            x143 = pos + 2 + n142
            if x143 > blen:
                raise _bad_length(n142, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t141.topic = str(buf[pos + 2:x143], 'utf-8')
            pos = x143
        else:
            t141.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n144, = _S_i.unpack_from(buf, pos)
        if 0 <= n144 < 64:
            t141.partitions = list(_A_i[n144].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n144
        else:
            t141.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t141.topic_id = _ZERO_UUID
        t141._unknown_tags = None
        ap140(t141)
    o.forgotten_topics_data = l139
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v10(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 10)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l145 = o.topics
    a(_S_i.pack(len(l145)))
    for e146 in l145:
        s147 = e146.topic
        b148 = s147.encode()
        a(_S_h.pack(len(b148)))
        a(b148)
        l150 = e146.partitions
        a(_S_i.pack(len(l150)))
        for e151 in l150:
            a(_S_iiq.pack(e151.partition, e151.current_leader_epoch, e151.fetch_offset))
            if e151.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 10)
            a(_S_qi.pack(e151.log_start_offset, e151.partition_max_bytes))
    l152 = o.forgotten_topics_data
    a(_S_i.pack(len(l152)))
    for e153 in l152:
        s154 = e153.topic
        b155 = s154.encode()
        a(_S_h.pack(len(b155)))
        a(b155)
        l157 = e153.partitions
        n158 = len(l157)
        if n158 < 64:
            a(_LA_i[n158].pack(n158, *l157))
        else:
            a(_encode_array('i', l157, False))
    return b''.join(parts)


def _dec_FetchRequest_v10(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n159, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l160 = []
    ap161 = l160.append
    for _ in range(n159):
        t162 = _new(_C_FetchRequest_FetchTopic)
        n163, = _S_h.unpack_from(buf, pos)
        if n163 >= 0:
            x164 = pos + 2 + n163
            if x164 > blen:
                raise _bad_length(n163, 'FetchRequest.Topics.Topic', pos)
            t162.topic = str(buf[pos + 2:x164], 'utf-8')
            pos = x164
        else:
            t162.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n165, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l166 = []
        ap167 = l166.append
        for _ in range(n165):
            t168 = _new(_C_FetchRequest_FetchPartition)
            t168.partition, t168.current_leader_epoch, t168.fetch_offset, t168.log_start_offset, t168.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
            pos += 28
            t168.last_fetched_epoch = -1
            t168.replica_directory_id = _ZERO_UUID
            t168.high_watermark = 9223372036854775807
            t168._unknown_tags = None
            ap167(t168)
        t162.partitions = l166
        t162.topic_id = _ZERO_UUID
        t162._unknown_tags = None
        ap161(t162)
    o.topics = l160
    n169, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l170 = []
    ap171 = l170.append
    for _ in range(n169):
        t172 = _new(_C_FetchRequest_ForgottenTopic)
        n173, = _S_h.unpack_from(buf, pos)
        if n173 >= 0:
            x174 = pos + 2 + n173
            if x174 > blen:
                raise _bad_length(n173, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t172.topic = str(buf[pos + 2:x174], 'utf-8')
            pos = x174
        else:
            t172.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n175, = _S_i.unpack_from(buf, pos)
        if 0 <= n175 < 64:
            t172.partitions = list(_A_i[n175].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n175
        else:
            t172.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t172.topic_id = _ZERO_UUID
        t172._unknown_tags = None
        ap171(t172)
    o.forgotten_topics_data = l170
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v11(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 11)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l176 = o.topics
    a(_S_i.pack(len(l176)))
    for e177 in l176:
        s178 = e177.topic
        b179 = s178.encode()
        a(_S_h.pack(len(b179)))
        a(b179)
        l181 = e177.partitions
        a(_S_i.pack(len(l181)))
        for e182 in l181:
            a(_S_iiq.pack(e182.partition, e182.current_leader_epoch, e182.fetch_offset))
            if e182.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 11)
            a(_S_qi.pack(e182.log_start_offset, e182.partition_max_bytes))
    l183 = o.forgotten_topics_data
    a(_S_i.pack(len(l183)))
    for e184 in l183:
        s185 = e184.topic
        b186 = s185.encode()
        a(_S_h.pack(len(b186)))
        a(b186)
        l188 = e184.partitions
        n189 = len(l188)
        if n189 < 64:
            a(_LA_i[n189].pack(n189, *l188))
        else:
            a(_encode_array('i', l188, False))
    s190 = o.rack_id
    b191 = s190.encode()
    a(_S_h.pack(len(b191)))
    a(b191)
    return b''.join(parts)


def _dec_FetchRequest_v11(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n193, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l194 = []
    ap195 = l194.append
    for _ in range(n193):
        t196 = _new(_C_FetchRequest_FetchTopic)
        n197, = _S_h.unpack_from(buf, pos)
        if n197 >= 0:
            x198 = pos + 2 + n197
            if x198 > blen:
                raise _bad_length(n197, 'FetchRequest.Topics.Topic', pos)
            t196.topic = str(buf[pos + 2:x198], 'utf-8')
            pos = x198
        else:
            t196.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n199, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l200 = []
        ap201 = l200.append
        for _ in range(n199):
            t202 = _new(_C_FetchRequest_FetchPartition)
            t202.partition, t202.current_leader_epoch, t202.fetch_offset, t202.log_start_offset, t202.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
            pos += 28
            t202.last_fetched_epoch = -1
            t202.replica_directory_id = _ZERO_UUID
            t202.high_watermark = 9223372036854775807
            t202._unknown_tags = None
            ap201(t202)
        t196.partitions = l200
        t196.topic_id = _ZERO_UUID
        t196._unknown_tags = None
        ap195(t196)
    o.topics = l194
    n203, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l204 = []
    ap205 = l204.append
    for _ in range(n203):
        t206 = _new(_C_FetchRequest_ForgottenTopic)
        n207, = _S_h.unpack_from(buf, pos)
        if n207 >= 0:
            x208 = pos + 2 + n207
            if x208 > blen:
                raise _bad_length(n207, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t206.topic = str(buf[pos + 2:x208], 'utf-8')
            pos = x208
        else:
            t206.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n209, = _S_i.unpack_from(buf, pos)
        if 0 <= n209 < 64:
            t206.partitions = list(_A_i[n209].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n209
        else:
            t206.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t206.topic_id = _ZERO_UUID
        t206._unknown_tags = None
        ap205(t206)
    o.forgotten_topics_data = l204
    n210, = _S_h.unpack_from(buf, pos)
    if n210 >= 0:
        x211 = pos + 2 + n210
        if x211 > blen:
            raise _bad_length(n210, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 2:x211], 'utf-8')
        pos = x211
    else:
        o.rack_id, pos = _read_string(buf, pos, False, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v12(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 12)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l212 = o.topics
    n213 = len(l212) + 1
    a(_UV[n213] if n213 < 128 else _uv(n213))
    for e214 in l212:
        s215 = e214.topic
        b216 = s215.encode()
        n217 = len(b216) + 1
        a(_UV[n217] if n217 < 128 else _uv(n217))
        a(b216)
        l218 = e214.partitions
        n219 = len(l218) + 1
        a(_UV[n219] if n219 < 128 else _uv(n219))
        for e220 in l218:
            a(_S_iiqiqi.pack(e220.partition, e220.current_leader_epoch, e220.fetch_offset, e220.last_fetched_epoch, e220.log_start_offset, e220.partition_max_bytes))
            u221 = e220._unknown_tags
            if u221 is None:
                a(_H0)
            else:
                _write_tags(a, None, u221)
        u222 = e214._unknown_tags
        if u222 is None:
            a(_H0)
        else:
            _write_tags(a, None, u222)
    l223 = o.forgotten_topics_data
    n224 = len(l223) + 1
    a(_UV[n224] if n224 < 128 else _uv(n224))
    for e225 in l223:
        s226 = e225.topic
        b227 = s226.encode()
        n228 = len(b227) + 1
        a(_UV[n228] if n228 < 128 else _uv(n228))
        a(b227)
        l229 = e225.partitions
        n230 = len(l229)
        if n230 < 64:
            a(_CA_i[n230].pack(n230 + 1, *l229))
        else:
            a(_encode_array('i', l229, True))
        u231 = e225._unknown_tags
        if u231 is None:
            a(_H0)
        else:
            _write_tags(a, None, u231)
    s232 = o.rack_id
    b233 = s232.encode()
    n234 = len(b233) + 1
    a(_UV[n234] if n234 < 128 else _uv(n234))
    a(b233)
    k235 = []
    if o.cluster_id is not None:
        p236 = []
        s237 = o.cluster_id
        if s237 is None:
            p236.append(_H0)
        else:
            b238 = s237.encode()
            n239 = len(b238) + 1
            p236.append(_UV[n239] if n239 < 128 else _uv(n239))
            p236.append(b238)
        k235.append((0, b''.join(p236)))
    _write_tags(a, k235, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchRequest_v12(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n240 = buf[pos] - 1
    if 0 <= n240 < 127:
        pos += 1
    else:
        n240, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l241 = []
    ap242 = l241.append
    for _ in range(n240):
        t243 = _new(_C_FetchRequest_FetchTopic)
        n244 = buf[pos] - 1
        if 0 <= n244 < 127:
            x245 = pos + 1 + n244
            if x245 > blen:
                raise _bad_length(n244, 'FetchRequest.Topics.Topic', pos)
            t243.topic = str(buf[pos + 1:x245], 'utf-8')
            pos = x245
        else:
            t243.topic, pos = _read_string(buf, pos, True, False, 'FetchRequest.Topics.Topic')
        n246 = buf[pos] - 1
        if 0 <= n246 < 127:
            pos += 1
        else:
            n246, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l247 = []
        ap248 = l247.append
        for _ in range(n246):
            t249 = _new(_C_FetchRequest_FetchPartition)
            t249.partition, t249.current_leader_epoch, t249.fetch_offset, t249.last_fetched_epoch, t249.log_start_offset, t249.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t249.replica_directory_id = _ZERO_UUID
            t249.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t249._unknown_tags = None
            else:
                nt250, pos = _ruv(buf, pos)
                if nt250 * 2 > blen - pos:
                    raise _array_too_long(nt250, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk251 = None
                for _ in range(nt250):
                    tg252, pos = _ruv(buf, pos)
                    sz253, pos = _ruv(buf, pos)
                    x254 = pos + sz253
                    if x254 > blen:
                        raise _bad_length(sz253, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk251 is None:
                        uk251 = []
                    uk251.append((tg252, bytes(buf[pos:x254])))
                    pos = x254
                t249._unknown_tags = uk251
            ap248(t249)
        t243.partitions = l247
        t243.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t243._unknown_tags = None
        else:
            nt255, pos = _ruv(buf, pos)
            if nt255 * 2 > blen - pos:
                raise _array_too_long(nt255, 'FetchRequest.Topics._tagged_fields', pos)
            uk256 = None
            for _ in range(nt255):
                tg257, pos = _ruv(buf, pos)
                sz258, pos = _ruv(buf, pos)
                x259 = pos + sz258
                if x259 > blen:
                    raise _bad_length(sz258, 'FetchRequest.Topics._tagged_fields', pos)
                if uk256 is None:
                    uk256 = []
                uk256.append((tg257, bytes(buf[pos:x259])))
                pos = x259
            t243._unknown_tags = uk256
        ap242(t243)
    o.topics = l241
    n260 = buf[pos] - 1
    if 0 <= n260 < 127:
        pos += 1
    else:
        n260, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l261 = []
    ap262 = l261.append
    for _ in range(n260):
        t263 = _new(_C_FetchRequest_ForgottenTopic)
        n264 = buf[pos] - 1
        if 0 <= n264 < 127:
            x265 = pos + 1 + n264
            if x265 > blen:
                raise _bad_length(n264, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t263.topic = str(buf[pos + 1:x265], 'utf-8')
            pos = x265
        else:
            t263.topic, pos = _read_string(buf, pos, True, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n266 = buf[pos] - 1
        if 0 <= n266 < 64:
            t263.partitions = list(_A_i[n266].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n266
        else:
            t263.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t263.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t263._unknown_tags = None
        else:
            nt267, pos = _ruv(buf, pos)
            if nt267 * 2 > blen - pos:
                raise _array_too_long(nt267, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk268 = None
            for _ in range(nt267):
                tg269, pos = _ruv(buf, pos)
                sz270, pos = _ruv(buf, pos)
                x271 = pos + sz270
                if x271 > blen:
                    raise _bad_length(sz270, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk268 is None:
                    uk268 = []
                uk268.append((tg269, bytes(buf[pos:x271])))
                pos = x271
            t263._unknown_tags = uk268
        ap262(t263)
    o.forgotten_topics_data = l261
    n272 = buf[pos] - 1
    if 0 <= n272 < 127:
        x273 = pos + 1 + n272
        if x273 > blen:
            raise _bad_length(n272, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x273], 'utf-8')
        pos = x273
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt274, pos = _ruv(buf, pos)
        if nt274 * 2 > blen - pos:
            raise _array_too_long(nt274, 'FetchRequest._tagged_fields', pos)
        uk275 = None
        for _ in range(nt274):
            tg276, pos = _ruv(buf, pos)
            sz277, pos = _ruv(buf, pos)
            x278 = pos + sz277
            if x278 > blen:
                raise _bad_length(sz277, 'FetchRequest._tagged_fields', pos)
            if tg276 == 0:
                n279 = buf[pos] - 1
                if 0 <= n279 < 127:
                    x280 = pos + 1 + n279
                    if x280 > blen:
                        raise _bad_length(n279, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x280], 'utf-8')
                    pos = x280
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x278:
                    raise _tag_size_mismatch(tg276, 'FetchRequest.ClusterId', pos)
            else:
                if uk275 is None:
                    uk275 = []
                uk275.append((tg276, bytes(buf[pos:x278])))
                pos = x278
        o._unknown_tags = uk275
    return o, pos


def _enc_FetchRequest_v13(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 13)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l281 = o.topics
    n282 = len(l281) + 1
    a(_UV[n282] if n282 < 128 else _uv(n282))
    for e283 in l281:
        a(_S_U.pack(e283.topic_id.bytes))
        l284 = e283.partitions
        n285 = len(l284) + 1
        a(_UV[n285] if n285 < 128 else _uv(n285))
        for e286 in l284:
            a(_S_iiqiqi.pack(e286.partition, e286.current_leader_epoch, e286.fetch_offset, e286.last_fetched_epoch, e286.log_start_offset, e286.partition_max_bytes))
            u287 = e286._unknown_tags
            if u287 is None:
                a(_H0)
            else:
                _write_tags(a, None, u287)
        u288 = e283._unknown_tags
        if u288 is None:
            a(_H0)
        else:
            _write_tags(a, None, u288)
    l289 = o.forgotten_topics_data
    n290 = len(l289) + 1
    a(_UV[n290] if n290 < 128 else _uv(n290))
    for e291 in l289:
        a(_S_U.pack(e291.topic_id.bytes))
        l292 = e291.partitions
        n293 = len(l292)
        if n293 < 64:
            a(_CA_i[n293].pack(n293 + 1, *l292))
        else:
            a(_encode_array('i', l292, True))
        u294 = e291._unknown_tags
        if u294 is None:
            a(_H0)
        else:
            _write_tags(a, None, u294)
    s295 = o.rack_id
    b296 = s295.encode()
    n297 = len(b296) + 1
    a(_UV[n297] if n297 < 128 else _uv(n297))
    a(b296)
    k298 = []
    if o.cluster_id is not None:
        p299 = []
        s300 = o.cluster_id
        if s300 is None:
            p299.append(_H0)
        else:
            b301 = s300.encode()
            n302 = len(b301) + 1
            p299.append(_UV[n302] if n302 < 128 else _uv(n302))
            p299.append(b301)
        k298.append((0, b''.join(p299)))
    _write_tags(a, k298, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchRequest_v13(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n303 = buf[pos] - 1
    if 0 <= n303 < 127:
        pos += 1
    else:
        n303, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l304 = []
    ap305 = l304.append
    for _ in range(n303):
        t306 = _new(_C_FetchRequest_FetchTopic)
        u307, = _S_U.unpack_from(buf, pos)
        pos += 16
        t306.topic_id = _uuid_from(u307)
        n308 = buf[pos] - 1
        if 0 <= n308 < 127:
            pos += 1
        else:
            n308, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l309 = []
        ap310 = l309.append
        for _ in range(n308):
            t311 = _new(_C_FetchRequest_FetchPartition)
            t311.partition, t311.current_leader_epoch, t311.fetch_offset, t311.last_fetched_epoch, t311.log_start_offset, t311.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t311.replica_directory_id = _ZERO_UUID
            t311.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t311._unknown_tags = None
            else:
                nt312, pos = _ruv(buf, pos)
                if nt312 * 2 > blen - pos:
                    raise _array_too_long(nt312, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk313 = None
                for _ in range(nt312):
                    tg314, pos = _ruv(buf, pos)
                    sz315, pos = _ruv(buf, pos)
                    x316 = pos + sz315
                    if x316 > blen:
                        raise _bad_length(sz315, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk313 is None:
                        uk313 = []
                    uk313.append((tg314, bytes(buf[pos:x316])))
                    pos = x316
                t311._unknown_tags = uk313
            ap310(t311)
        t306.partitions = l309
        t306.topic = ''
        if buf[pos] == 0:
            pos += 1
            t306._unknown_tags = None
        else:
            nt317, pos = _ruv(buf, pos)
            if nt317 * 2 > blen - pos:
                raise _array_too_long(nt317, 'FetchRequest.Topics._tagged_fields', pos)
            uk318 = None
            for _ in range(nt317):
                tg319, pos = _ruv(buf, pos)
                sz320, pos = _ruv(buf, pos)
                x321 = pos + sz320
                if x321 > blen:
                    raise _bad_length(sz320, 'FetchRequest.Topics._tagged_fields', pos)
                if uk318 is None:
                    uk318 = []
                uk318.append((tg319, bytes(buf[pos:x321])))
                pos = x321
            t306._unknown_tags = uk318
        ap305(t306)
    o.topics = l304
    n322 = buf[pos] - 1
    if 0 <= n322 < 127:
        pos += 1
    else:
        n322, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l323 = []
    ap324 = l323.append
    for _ in range(n322):
        t325 = _new(_C_FetchRequest_ForgottenTopic)
        u326, = _S_U.unpack_from(buf, pos)
        pos += 16
        t325.topic_id = _uuid_from(u326)
        n327 = buf[pos] - 1
        if 0 <= n327 < 64:
            t325.partitions = list(_A_i[n327].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n327
        else:
            t325.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t325.topic = ''
        if buf[pos] == 0:
            pos += 1
            t325._unknown_tags = None
        else:
            nt328, pos = _ruv(buf, pos)
            if nt328 * 2 > blen - pos:
                raise _array_too_long(nt328, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk329 = None
            for _ in range(nt328):
                tg330, pos = _ruv(buf, pos)
                sz331, pos = _ruv(buf, pos)
                x332 = pos + sz331
                if x332 > blen:
                    raise _bad_length(sz331, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk329 is None:
                    uk329 = []
                uk329.append((tg330, bytes(buf[pos:x332])))
                pos = x332
            t325._unknown_tags = uk329
        ap324(t325)
    o.forgotten_topics_data = l323
    n333 = buf[pos] - 1
    if 0 <= n333 < 127:
        x334 = pos + 1 + n333
        if x334 > blen:
            raise _bad_length(n333, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x334], 'utf-8')
        pos = x334
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt335, pos = _ruv(buf, pos)
        if nt335 * 2 > blen - pos:
            raise _array_too_long(nt335, 'FetchRequest._tagged_fields', pos)
        uk336 = None
        for _ in range(nt335):
            tg337, pos = _ruv(buf, pos)
            sz338, pos = _ruv(buf, pos)
            x339 = pos + sz338
            if x339 > blen:
                raise _bad_length(sz338, 'FetchRequest._tagged_fields', pos)
            if tg337 == 0:
                n340 = buf[pos] - 1
                if 0 <= n340 < 127:
                    x341 = pos + 1 + n340
                    if x341 > blen:
                        raise _bad_length(n340, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x341], 'utf-8')
                    pos = x341
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x339:
                    raise _tag_size_mismatch(tg337, 'FetchRequest.ClusterId', pos)
            else:
                if uk336 is None:
                    uk336 = []
                uk336.append((tg337, bytes(buf[pos:x339])))
                pos = x339
        o._unknown_tags = uk336
    return o, pos


def _enc_FetchRequest_v14(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        raise _unsupported_field('FetchRequest', 'ReplicaState', 14)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l342 = o.topics
    n343 = len(l342) + 1
    a(_UV[n343] if n343 < 128 else _uv(n343))
    for e344 in l342:
        a(_S_U.pack(e344.topic_id.bytes))
        l345 = e344.partitions
        n346 = len(l345) + 1
        a(_UV[n346] if n346 < 128 else _uv(n346))
        for e347 in l345:
            a(_S_iiqiqi.pack(e347.partition, e347.current_leader_epoch, e347.fetch_offset, e347.last_fetched_epoch, e347.log_start_offset, e347.partition_max_bytes))
            u348 = e347._unknown_tags
            if u348 is None:
                a(_H0)
            else:
                _write_tags(a, None, u348)
        u349 = e344._unknown_tags
        if u349 is None:
            a(_H0)
        else:
            _write_tags(a, None, u349)
    l350 = o.forgotten_topics_data
    n351 = len(l350) + 1
    a(_UV[n351] if n351 < 128 else _uv(n351))
    for e352 in l350:
        a(_S_U.pack(e352.topic_id.bytes))
        l353 = e352.partitions
        n354 = len(l353)
        if n354 < 64:
            a(_CA_i[n354].pack(n354 + 1, *l353))
        else:
            a(_encode_array('i', l353, True))
        u355 = e352._unknown_tags
        if u355 is None:
            a(_H0)
        else:
            _write_tags(a, None, u355)
    s356 = o.rack_id
    b357 = s356.encode()
    n358 = len(b357) + 1
    a(_UV[n358] if n358 < 128 else _uv(n358))
    a(b357)
    k359 = []
    if o.cluster_id is not None:
        p360 = []
        s361 = o.cluster_id
        if s361 is None:
            p360.append(_H0)
        else:
            b362 = s361.encode()
            n363 = len(b362) + 1
            p360.append(_UV[n363] if n363 < 128 else _uv(n363))
            p360.append(b362)
        k359.append((0, b''.join(p360)))
    _write_tags(a, k359, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchRequest_v14(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n364 = buf[pos] - 1
    if 0 <= n364 < 127:
        pos += 1
    else:
        n364, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l365 = []
    ap366 = l365.append
    for _ in range(n364):
        t367 = _new(_C_FetchRequest_FetchTopic)
        u368, = _S_U.unpack_from(buf, pos)
        pos += 16
        t367.topic_id = _uuid_from(u368)
        n369 = buf[pos] - 1
        if 0 <= n369 < 127:
            pos += 1
        else:
            n369, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l370 = []
        ap371 = l370.append
        for _ in range(n369):
            t372 = _new(_C_FetchRequest_FetchPartition)
            t372.partition, t372.current_leader_epoch, t372.fetch_offset, t372.last_fetched_epoch, t372.log_start_offset, t372.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t372.replica_directory_id = _ZERO_UUID
            t372.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t372._unknown_tags = None
            else:
                nt373, pos = _ruv(buf, pos)
                if nt373 * 2 > blen - pos:
                    raise _array_too_long(nt373, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk374 = None
                for _ in range(nt373):
                    tg375, pos = _ruv(buf, pos)
                    sz376, pos = _ruv(buf, pos)
                    x377 = pos + sz376
                    if x377 > blen:
                        raise _bad_length(sz376, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk374 is None:
                        uk374 = []
                    uk374.append((tg375, bytes(buf[pos:x377])))
                    pos = x377
                t372._unknown_tags = uk374
            ap371(t372)
        t367.partitions = l370
        t367.topic = ''
        if buf[pos] == 0:
            pos += 1
            t367._unknown_tags = None
        else:
            nt378, pos = _ruv(buf, pos)
            if nt378 * 2 > blen - pos:
                raise _array_too_long(nt378, 'FetchRequest.Topics._tagged_fields', pos)
            uk379 = None
            for _ in range(nt378):
                tg380, pos = _ruv(buf, pos)
                sz381, pos = _ruv(buf, pos)
                x382 = pos + sz381
                if x382 > blen:
                    raise _bad_length(sz381, 'FetchRequest.Topics._tagged_fields', pos)
                if uk379 is None:
                    uk379 = []
                uk379.append((tg380, bytes(buf[pos:x382])))
                pos = x382
            t367._unknown_tags = uk379
        ap366(t367)
    o.topics = l365
    n383 = buf[pos] - 1
    if 0 <= n383 < 127:
        pos += 1
    else:
        n383, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l384 = []
    ap385 = l384.append
    for _ in range(n383):
        t386 = _new(_C_FetchRequest_ForgottenTopic)
        u387, = _S_U.unpack_from(buf, pos)
        pos += 16
        t386.topic_id = _uuid_from(u387)
        n388 = buf[pos] - 1
        if 0 <= n388 < 64:
            t386.partitions = list(_A_i[n388].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n388
        else:
            t386.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t386.topic = ''
        if buf[pos] == 0:
            pos += 1
            t386._unknown_tags = None
        else:
            nt389, pos = _ruv(buf, pos)
            if nt389 * 2 > blen - pos:
                raise _array_too_long(nt389, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk390 = None
            for _ in range(nt389):
                tg391, pos = _ruv(buf, pos)
                sz392, pos = _ruv(buf, pos)
                x393 = pos + sz392
                if x393 > blen:
                    raise _bad_length(sz392, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk390 is None:
                    uk390 = []
                uk390.append((tg391, bytes(buf[pos:x393])))
                pos = x393
            t386._unknown_tags = uk390
        ap385(t386)
    o.forgotten_topics_data = l384
    n394 = buf[pos] - 1
    if 0 <= n394 < 127:
        x395 = pos + 1 + n394
        if x395 > blen:
            raise _bad_length(n394, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x395], 'utf-8')
        pos = x395
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _C_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt396, pos = _ruv(buf, pos)
        if nt396 * 2 > blen - pos:
            raise _array_too_long(nt396, 'FetchRequest._tagged_fields', pos)
        uk397 = None
        for _ in range(nt396):
            tg398, pos = _ruv(buf, pos)
            sz399, pos = _ruv(buf, pos)
            x400 = pos + sz399
            if x400 > blen:
                raise _bad_length(sz399, 'FetchRequest._tagged_fields', pos)
            if tg398 == 0:
                n401 = buf[pos] - 1
                if 0 <= n401 < 127:
                    x402 = pos + 1 + n401
                    if x402 > blen:
                        raise _bad_length(n401, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x402], 'utf-8')
                    pos = x402
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x400:
                    raise _tag_size_mismatch(tg398, 'FetchRequest.ClusterId', pos)
            else:
                if uk397 is None:
                    uk397 = []
                uk397.append((tg398, bytes(buf[pos:x400])))
                pos = x400
        o._unknown_tags = uk397
    return o, pos


def _enc_FetchRequest_v15(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 15)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l403 = o.topics
    n404 = len(l403) + 1
    a(_UV[n404] if n404 < 128 else _uv(n404))
    for e405 in l403:
        a(_S_U.pack(e405.topic_id.bytes))
        l406 = e405.partitions
        n407 = len(l406) + 1
        a(_UV[n407] if n407 < 128 else _uv(n407))
        for e408 in l406:
            a(_S_iiqiqi.pack(e408.partition, e408.current_leader_epoch, e408.fetch_offset, e408.last_fetched_epoch, e408.log_start_offset, e408.partition_max_bytes))
            u409 = e408._unknown_tags
            if u409 is None:
                a(_H0)
            else:
                _write_tags(a, None, u409)
        u410 = e405._unknown_tags
        if u410 is None:
            a(_H0)
        else:
            _write_tags(a, None, u410)
    l411 = o.forgotten_topics_data
    n412 = len(l411) + 1
    a(_UV[n412] if n412 < 128 else _uv(n412))
    for e413 in l411:
        a(_S_U.pack(e413.topic_id.bytes))
        l414 = e413.partitions
        n415 = len(l414)
        if n415 < 64:
            a(_CA_i[n415].pack(n415 + 1, *l414))
        else:
            a(_encode_array('i', l414, True))
        u416 = e413._unknown_tags
        if u416 is None:
            a(_H0)
        else:
            _write_tags(a, None, u416)
    s417 = o.rack_id
    b418 = s417.encode()
    n419 = len(b418) + 1
    a(_UV[n419] if n419 < 128 else _uv(n419))
    a(b418)
    k420 = []
    if o.cluster_id is not None:
        p421 = []
        s422 = o.cluster_id
        if s422 is None:
            p421.append(_H0)
        else:
            b423 = s422.encode()
            n424 = len(b423) + 1
            p421.append(_UV[n424] if n424 < 128 else _uv(n424))
            p421.append(b423)
        k420.append((0, b''.join(p421)))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        p425 = []
        t426 = o.replica_state
        p425.append(_S_iq.pack(t426.replica_id, t426.replica_epoch))
        u427 = t426._unknown_tags
        if u427 is None:
            p425.append(_H0)
        else:
            _write_tags(p425.append, None, u427)
        k420.append((1, b''.join(p425)))
    _write_tags(a, k420, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchRequest_v15(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n428 = buf[pos] - 1
    if 0 <= n428 < 127:
        pos += 1
    else:
        n428, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l429 = []
    ap430 = l429.append
    for _ in range(n428):
        t431 = _new(_C_FetchRequest_FetchTopic)
        u432, = _S_U.unpack_from(buf, pos)
        pos += 16
        t431.topic_id = _uuid_from(u432)
        n433 = buf[pos] - 1
        if 0 <= n433 < 127:
            pos += 1
        else:
            n433, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l434 = []
        ap435 = l434.append
        for _ in range(n433):
            t436 = _new(_C_FetchRequest_FetchPartition)
            t436.partition, t436.current_leader_epoch, t436.fetch_offset, t436.last_fetched_epoch, t436.log_start_offset, t436.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t436.replica_directory_id = _ZERO_UUID
            t436.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t436._unknown_tags = None
            else:
                nt437, pos = _ruv(buf, pos)
                if nt437 * 2 > blen - pos:
                    raise _array_too_long(nt437, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk438 = None
                for _ in range(nt437):
                    tg439, pos = _ruv(buf, pos)
                    sz440, pos = _ruv(buf, pos)
                    x441 = pos + sz440
                    if x441 > blen:
                        raise _bad_length(sz440, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk438 is None:
                        uk438 = []
                    uk438.append((tg439, bytes(buf[pos:x441])))
                    pos = x441
                t436._unknown_tags = uk438
            ap435(t436)
        t431.partitions = l434
        t431.topic = ''
        if buf[pos] == 0:
            pos += 1
            t431._unknown_tags = None
        else:
            nt442, pos = _ruv(buf, pos)
            if nt442 * 2 > blen - pos:
                raise _array_too_long(nt442, 'FetchRequest.Topics._tagged_fields', pos)
            uk443 = None
            for _ in range(nt442):
                tg444, pos = _ruv(buf, pos)
                sz445, pos = _ruv(buf, pos)
                x446 = pos + sz445
                if x446 > blen:
                    raise _bad_length(sz445, 'FetchRequest.Topics._tagged_fields', pos)
                if uk443 is None:
                    uk443 = []
                uk443.append((tg444, bytes(buf[pos:x446])))
                pos = x446
            t431._unknown_tags = uk443
        ap430(t431)
    o.topics = l429
    n447 = buf[pos] - 1
    if 0 <= n447 < 127:
        pos += 1
    else:
        n447, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l448 = []
    ap449 = l448.append
    for _ in range(n447):
        t450 = _new(_C_FetchRequest_ForgottenTopic)
        u451, = _S_U.unpack_from(buf, pos)
        pos += 16
        t450.topic_id = _uuid_from(u451)
        n452 = buf[pos] - 1
        if 0 <= n452 < 64:
            t450.partitions = list(_A_i[n452].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n452
        else:
            t450.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t450.topic = ''
        if buf[pos] == 0:
            pos += 1
            t450._unknown_tags = None
        else:
            nt453, pos = _ruv(buf, pos)
            if nt453 * 2 > blen - pos:
                raise _array_too_long(nt453, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk454 = None
            for _ in range(nt453):
                tg455, pos = _ruv(buf, pos)
                sz456, pos = _ruv(buf, pos)
                x457 = pos + sz456
                if x457 > blen:
                    raise _bad_length(sz456, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk454 is None:
                    uk454 = []
                uk454.append((tg455, bytes(buf[pos:x457])))
                pos = x457
            t450._unknown_tags = uk454
        ap449(t450)
    o.forgotten_topics_data = l448
    n458 = buf[pos] - 1
    if 0 <= n458 < 127:
        x459 = pos + 1 + n458
        if x459 > blen:
            raise _bad_length(n458, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x459], 'utf-8')
        pos = x459
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _C_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt460, pos = _ruv(buf, pos)
        if nt460 * 2 > blen - pos:
            raise _array_too_long(nt460, 'FetchRequest._tagged_fields', pos)
        uk461 = None
        for _ in range(nt460):
            tg462, pos = _ruv(buf, pos)
            sz463, pos = _ruv(buf, pos)
            x464 = pos + sz463
            if x464 > blen:
                raise _bad_length(sz463, 'FetchRequest._tagged_fields', pos)
            if tg462 == 0:
                n465 = buf[pos] - 1
                if 0 <= n465 < 127:
                    x466 = pos + 1 + n465
                    if x466 > blen:
                        raise _bad_length(n465, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x466], 'utf-8')
                    pos = x466
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x464:
                    raise _tag_size_mismatch(tg462, 'FetchRequest.ClusterId', pos)
            elif tg462 == 1:
                t467 = _new(_C_FetchRequest_ReplicaState)
                t467.replica_id, t467.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t467._unknown_tags = None
                else:
                    nt468, pos = _ruv(buf, pos)
                    if nt468 * 2 > blen - pos:
                        raise _array_too_long(nt468, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk469 = None
                    for _ in range(nt468):
                        tg470, pos = _ruv(buf, pos)
                        sz471, pos = _ruv(buf, pos)
                        x472 = pos + sz471
                        if x472 > blen:
                            raise _bad_length(sz471, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk469 is None:
                            uk469 = []
                        uk469.append((tg470, bytes(buf[pos:x472])))
                        pos = x472
                    t467._unknown_tags = uk469
                o.replica_state = t467
                if pos != x464:
                    raise _tag_size_mismatch(tg462, 'FetchRequest.ReplicaState', pos)
            else:
                if uk461 is None:
                    uk461 = []
                uk461.append((tg462, bytes(buf[pos:x464])))
                pos = x464
        o._unknown_tags = uk461
    return o, pos


def _enc_FetchRequest_v16(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 16)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l473 = o.topics
    n474 = len(l473) + 1
    a(_UV[n474] if n474 < 128 else _uv(n474))
    for e475 in l473:
        a(_S_U.pack(e475.topic_id.bytes))
        l476 = e475.partitions
        n477 = len(l476) + 1
        a(_UV[n477] if n477 < 128 else _uv(n477))
        for e478 in l476:
            a(_S_iiqiqi.pack(e478.partition, e478.current_leader_epoch, e478.fetch_offset, e478.last_fetched_epoch, e478.log_start_offset, e478.partition_max_bytes))
            u479 = e478._unknown_tags
            if u479 is None:
                a(_H0)
            else:
                _write_tags(a, None, u479)
        u480 = e475._unknown_tags
        if u480 is None:
            a(_H0)
        else:
            _write_tags(a, None, u480)
    l481 = o.forgotten_topics_data
    n482 = len(l481) + 1
    a(_UV[n482] if n482 < 128 else _uv(n482))
    for e483 in l481:
        a(_S_U.pack(e483.topic_id.bytes))
        l484 = e483.partitions
        n485 = len(l484)
        if n485 < 64:
            a(_CA_i[n485].pack(n485 + 1, *l484))
        else:
            a(_encode_array('i', l484, True))
        u486 = e483._unknown_tags
        if u486 is None:
            a(_H0)
        else:
            _write_tags(a, None, u486)
    s487 = o.rack_id
    b488 = s487.encode()
    n489 = len(b488) + 1
    a(_UV[n489] if n489 < 128 else _uv(n489))
    a(b488)
    k490 = []
    if o.cluster_id is not None:
        p491 = []
        s492 = o.cluster_id
        if s492 is None:
            p491.append(_H0)
        else:
            b493 = s492.encode()
            n494 = len(b493) + 1
            p491.append(_UV[n494] if n494 < 128 else _uv(n494))
            p491.append(b493)
        k490.append((0, b''.join(p491)))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        p495 = []
        t496 = o.replica_state
        p495.append(_S_iq.pack(t496.replica_id, t496.replica_epoch))
        u497 = t496._unknown_tags
        if u497 is None:
            p495.append(_H0)
        else:
            _write_tags(p495.append, None, u497)
        k490.append((1, b''.join(p495)))
    _write_tags(a, k490, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchRequest_v16(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n498 = buf[pos] - 1
    if 0 <= n498 < 127:
        pos += 1
    else:
        n498, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l499 = []
    ap500 = l499.append
    for _ in range(n498):
        t501 = _new(_C_FetchRequest_FetchTopic)
        u502, = _S_U.unpack_from(buf, pos)
        pos += 16
        t501.topic_id = _uuid_from(u502)
        n503 = buf[pos] - 1
        if 0 <= n503 < 127:
            pos += 1
        else:
            n503, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l504 = []
        ap505 = l504.append
        for _ in range(n503):
            t506 = _new(_C_FetchRequest_FetchPartition)
            t506.partition, t506.current_leader_epoch, t506.fetch_offset, t506.last_fetched_epoch, t506.log_start_offset, t506.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t506.replica_directory_id = _ZERO_UUID
            t506.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t506._unknown_tags = None
            else:
                nt507, pos = _ruv(buf, pos)
                if nt507 * 2 > blen - pos:
                    raise _array_too_long(nt507, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk508 = None
                for _ in range(nt507):
                    tg509, pos = _ruv(buf, pos)
                    sz510, pos = _ruv(buf, pos)
                    x511 = pos + sz510
                    if x511 > blen:
                        raise _bad_length(sz510, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk508 is None:
                        uk508 = []
                    uk508.append((tg509, bytes(buf[pos:x511])))
                    pos = x511
                t506._unknown_tags = uk508
            ap505(t506)
        t501.partitions = l504
        t501.topic = ''
        if buf[pos] == 0:
            pos += 1
            t501._unknown_tags = None
        else:
            nt512, pos = _ruv(buf, pos)
            if nt512 * 2 > blen - pos:
                raise _array_too_long(nt512, 'FetchRequest.Topics._tagged_fields', pos)
            uk513 = None
            for _ in range(nt512):
                tg514, pos = _ruv(buf, pos)
                sz515, pos = _ruv(buf, pos)
                x516 = pos + sz515
                if x516 > blen:
                    raise _bad_length(sz515, 'FetchRequest.Topics._tagged_fields', pos)
                if uk513 is None:
                    uk513 = []
                uk513.append((tg514, bytes(buf[pos:x516])))
                pos = x516
            t501._unknown_tags = uk513
        ap500(t501)
    o.topics = l499
    n517 = buf[pos] - 1
    if 0 <= n517 < 127:
        pos += 1
    else:
        n517, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l518 = []
    ap519 = l518.append
    for _ in range(n517):
        t520 = _new(_C_FetchRequest_ForgottenTopic)
        u521, = _S_U.unpack_from(buf, pos)
        pos += 16
        t520.topic_id = _uuid_from(u521)
        n522 = buf[pos] - 1
        if 0 <= n522 < 64:
            t520.partitions = list(_A_i[n522].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n522
        else:
            t520.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t520.topic = ''
        if buf[pos] == 0:
            pos += 1
            t520._unknown_tags = None
        else:
            nt523, pos = _ruv(buf, pos)
            if nt523 * 2 > blen - pos:
                raise _array_too_long(nt523, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk524 = None
            for _ in range(nt523):
                tg525, pos = _ruv(buf, pos)
                sz526, pos = _ruv(buf, pos)
                x527 = pos + sz526
                if x527 > blen:
                    raise _bad_length(sz526, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk524 is None:
                    uk524 = []
                uk524.append((tg525, bytes(buf[pos:x527])))
                pos = x527
            t520._unknown_tags = uk524
        ap519(t520)
    o.forgotten_topics_data = l518
    n528 = buf[pos] - 1
    if 0 <= n528 < 127:
        x529 = pos + 1 + n528
        if x529 > blen:
            raise _bad_length(n528, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x529], 'utf-8')
        pos = x529
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _C_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt530, pos = _ruv(buf, pos)
        if nt530 * 2 > blen - pos:
            raise _array_too_long(nt530, 'FetchRequest._tagged_fields', pos)
        uk531 = None
        for _ in range(nt530):
            tg532, pos = _ruv(buf, pos)
            sz533, pos = _ruv(buf, pos)
            x534 = pos + sz533
            if x534 > blen:
                raise _bad_length(sz533, 'FetchRequest._tagged_fields', pos)
            if tg532 == 0:
                n535 = buf[pos] - 1
                if 0 <= n535 < 127:
                    x536 = pos + 1 + n535
                    if x536 > blen:
                        raise _bad_length(n535, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x536], 'utf-8')
                    pos = x536
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x534:
                    raise _tag_size_mismatch(tg532, 'FetchRequest.ClusterId', pos)
            elif tg532 == 1:
                t537 = _new(_C_FetchRequest_ReplicaState)
                t537.replica_id, t537.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t537._unknown_tags = None
                else:
                    nt538, pos = _ruv(buf, pos)
                    if nt538 * 2 > blen - pos:
                        raise _array_too_long(nt538, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk539 = None
                    for _ in range(nt538):
                        tg540, pos = _ruv(buf, pos)
                        sz541, pos = _ruv(buf, pos)
                        x542 = pos + sz541
                        if x542 > blen:
                            raise _bad_length(sz541, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk539 is None:
                            uk539 = []
                        uk539.append((tg540, bytes(buf[pos:x542])))
                        pos = x542
                    t537._unknown_tags = uk539
                o.replica_state = t537
                if pos != x534:
                    raise _tag_size_mismatch(tg532, 'FetchRequest.ReplicaState', pos)
            else:
                if uk531 is None:
                    uk531 = []
                uk531.append((tg532, bytes(buf[pos:x534])))
                pos = x534
        o._unknown_tags = uk531
    return o, pos


def _enc_FetchRequest_v17(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 17)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l543 = o.topics
    n544 = len(l543) + 1
    a(_UV[n544] if n544 < 128 else _uv(n544))
    for e545 in l543:
        a(_S_U.pack(e545.topic_id.bytes))
        l546 = e545.partitions
        n547 = len(l546) + 1
        a(_UV[n547] if n547 < 128 else _uv(n547))
        for e548 in l546:
            a(_S_iiqiqi.pack(e548.partition, e548.current_leader_epoch, e548.fetch_offset, e548.last_fetched_epoch, e548.log_start_offset, e548.partition_max_bytes))
            k549 = []
            if e548.replica_directory_id != _ZERO_UUID:
                p550 = []
                p550.append(_S_U.pack(e548.replica_directory_id.bytes))
                k549.append((0, b''.join(p550)))
            _write_tags(a, k549, e548._unknown_tags)
        u551 = e545._unknown_tags
        if u551 is None:
            a(_H0)
        else:
            _write_tags(a, None, u551)
    l552 = o.forgotten_topics_data
    n553 = len(l552) + 1
    a(_UV[n553] if n553 < 128 else _uv(n553))
    for e554 in l552:
        a(_S_U.pack(e554.topic_id.bytes))
        l555 = e554.partitions
        n556 = len(l555)
        if n556 < 64:
            a(_CA_i[n556].pack(n556 + 1, *l555))
        else:
            a(_encode_array('i', l555, True))
        u557 = e554._unknown_tags
        if u557 is None:
            a(_H0)
        else:
            _write_tags(a, None, u557)
    s558 = o.rack_id
    b559 = s558.encode()
    n560 = len(b559) + 1
    a(_UV[n560] if n560 < 128 else _uv(n560))
    a(b559)
    k561 = []
    if o.cluster_id is not None:
        p562 = []
        s563 = o.cluster_id
        if s563 is None:
            p562.append(_H0)
        else:
            b564 = s563.encode()
            n565 = len(b564) + 1
            p562.append(_UV[n565] if n565 < 128 else _uv(n565))
            p562.append(b564)
        k561.append((0, b''.join(p562)))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        p566 = []
        t567 = o.replica_state
        p566.append(_S_iq.pack(t567.replica_id, t567.replica_epoch))
        u568 = t567._unknown_tags
        if u568 is None:
            p566.append(_H0)
        else:
            _write_tags(p566.append, None, u568)
        k561.append((1, b''.join(p566)))
    _write_tags(a, k561, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchRequest_v17(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n569 = buf[pos] - 1
    if 0 <= n569 < 127:
        pos += 1
    else:
        n569, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l570 = []
    ap571 = l570.append
    for _ in range(n569):
        t572 = _new(_C_FetchRequest_FetchTopic)
        u573, = _S_U.unpack_from(buf, pos)
        pos += 16
        t572.topic_id = _uuid_from(u573)
        n574 = buf[pos] - 1
        if 0 <= n574 < 127:
            pos += 1
        else:
            n574, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l575 = []
        ap576 = l575.append
        for _ in range(n574):
            t577 = _new(_C_FetchRequest_FetchPartition)
            t577.partition, t577.current_leader_epoch, t577.fetch_offset, t577.last_fetched_epoch, t577.log_start_offset, t577.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t577.replica_directory_id = _ZERO_UUID
            t577.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t577._unknown_tags = None
            else:
                nt578, pos = _ruv(buf, pos)
                if nt578 * 2 > blen - pos:
                    raise _array_too_long(nt578, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk579 = None
                for _ in range(nt578):
                    tg580, pos = _ruv(buf, pos)
                    sz581, pos = _ruv(buf, pos)
                    x582 = pos + sz581
                    if x582 > blen:
                        raise _bad_length(sz581, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if tg580 == 0:
                        u583, = _S_U.unpack_from(buf, pos)
                        t577.replica_directory_id = _uuid_from(u583)
                        pos += 16
                        if pos != x582:
                            raise _tag_size_mismatch(tg580, 'FetchRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    else:
                        if uk579 is None:
                            uk579 = []
                        uk579.append((tg580, bytes(buf[pos:x582])))
                        pos = x582
                t577._unknown_tags = uk579
            ap576(t577)
        t572.partitions = l575
        t572.topic = ''
        if buf[pos] == 0:
            pos += 1
            t572._unknown_tags = None
        else:
            nt584, pos = _ruv(buf, pos)
            if nt584 * 2 > blen - pos:
                raise _array_too_long(nt584, 'FetchRequest.Topics._tagged_fields', pos)
            uk585 = None
            for _ in range(nt584):
                tg586, pos = _ruv(buf, pos)
                sz587, pos = _ruv(buf, pos)
                x588 = pos + sz587
                if x588 > blen:
                    raise _bad_length(sz587, 'FetchRequest.Topics._tagged_fields', pos)
                if uk585 is None:
                    uk585 = []
                uk585.append((tg586, bytes(buf[pos:x588])))
                pos = x588
            t572._unknown_tags = uk585
        ap571(t572)
    o.topics = l570
    n589 = buf[pos] - 1
    if 0 <= n589 < 127:
        pos += 1
    else:
        n589, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l590 = []
    ap591 = l590.append
    for _ in range(n589):
        t592 = _new(_C_FetchRequest_ForgottenTopic)
        u593, = _S_U.unpack_from(buf, pos)
        pos += 16
        t592.topic_id = _uuid_from(u593)
        n594 = buf[pos] - 1
        if 0 <= n594 < 64:
            t592.partitions = list(_A_i[n594].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n594
        else:
            t592.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t592.topic = ''
        if buf[pos] == 0:
            pos += 1
            t592._unknown_tags = None
        else:
            nt595, pos = _ruv(buf, pos)
            if nt595 * 2 > blen - pos:
                raise _array_too_long(nt595, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk596 = None
            for _ in range(nt595):
                tg597, pos = _ruv(buf, pos)
                sz598, pos = _ruv(buf, pos)
                x599 = pos + sz598
                if x599 > blen:
                    raise _bad_length(sz598, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk596 is None:
                    uk596 = []
                uk596.append((tg597, bytes(buf[pos:x599])))
                pos = x599
            t592._unknown_tags = uk596
        ap591(t592)
    o.forgotten_topics_data = l590
    n600 = buf[pos] - 1
    if 0 <= n600 < 127:
        x601 = pos + 1 + n600
        if x601 > blen:
            raise _bad_length(n600, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x601], 'utf-8')
        pos = x601
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _C_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt602, pos = _ruv(buf, pos)
        if nt602 * 2 > blen - pos:
            raise _array_too_long(nt602, 'FetchRequest._tagged_fields', pos)
        uk603 = None
        for _ in range(nt602):
            tg604, pos = _ruv(buf, pos)
            sz605, pos = _ruv(buf, pos)
            x606 = pos + sz605
            if x606 > blen:
                raise _bad_length(sz605, 'FetchRequest._tagged_fields', pos)
            if tg604 == 0:
                n607 = buf[pos] - 1
                if 0 <= n607 < 127:
                    x608 = pos + 1 + n607
                    if x608 > blen:
                        raise _bad_length(n607, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x608], 'utf-8')
                    pos = x608
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x606:
                    raise _tag_size_mismatch(tg604, 'FetchRequest.ClusterId', pos)
            elif tg604 == 1:
                t609 = _new(_C_FetchRequest_ReplicaState)
                t609.replica_id, t609.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t609._unknown_tags = None
                else:
                    nt610, pos = _ruv(buf, pos)
                    if nt610 * 2 > blen - pos:
                        raise _array_too_long(nt610, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk611 = None
                    for _ in range(nt610):
                        tg612, pos = _ruv(buf, pos)
                        sz613, pos = _ruv(buf, pos)
                        x614 = pos + sz613
                        if x614 > blen:
                            raise _bad_length(sz613, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk611 is None:
                            uk611 = []
                        uk611.append((tg612, bytes(buf[pos:x614])))
                        pos = x614
                    t609._unknown_tags = uk611
                o.replica_state = t609
                if pos != x606:
                    raise _tag_size_mismatch(tg604, 'FetchRequest.ReplicaState', pos)
            else:
                if uk603 is None:
                    uk603 = []
                uk603.append((tg604, bytes(buf[pos:x606])))
                pos = x606
        o._unknown_tags = uk603
    return o, pos


def _enc_FetchRequest_v18(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 18)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l615 = o.topics
    n616 = len(l615) + 1
    a(_UV[n616] if n616 < 128 else _uv(n616))
    for e617 in l615:
        a(_S_U.pack(e617.topic_id.bytes))
        l618 = e617.partitions
        n619 = len(l618) + 1
        a(_UV[n619] if n619 < 128 else _uv(n619))
        for e620 in l618:
            a(_S_iiqiqi.pack(e620.partition, e620.current_leader_epoch, e620.fetch_offset, e620.last_fetched_epoch, e620.log_start_offset, e620.partition_max_bytes))
            k621 = []
            if e620.replica_directory_id != _ZERO_UUID:
                p622 = []
                p622.append(_S_U.pack(e620.replica_directory_id.bytes))
                k621.append((0, b''.join(p622)))
            if e620.high_watermark != 9223372036854775807:
                p623 = []
                p623.append(_S_q.pack(e620.high_watermark))
                k621.append((1, b''.join(p623)))
            _write_tags(a, k621, e620._unknown_tags)
        u624 = e617._unknown_tags
        if u624 is None:
            a(_H0)
        else:
            _write_tags(a, None, u624)
    l625 = o.forgotten_topics_data
    n626 = len(l625) + 1
    a(_UV[n626] if n626 < 128 else _uv(n626))
    for e627 in l625:
        a(_S_U.pack(e627.topic_id.bytes))
        l628 = e627.partitions
        n629 = len(l628)
        if n629 < 64:
            a(_CA_i[n629].pack(n629 + 1, *l628))
        else:
            a(_encode_array('i', l628, True))
        u630 = e627._unknown_tags
        if u630 is None:
            a(_H0)
        else:
            _write_tags(a, None, u630)
    s631 = o.rack_id
    b632 = s631.encode()
    n633 = len(b632) + 1
    a(_UV[n633] if n633 < 128 else _uv(n633))
    a(b632)
    k634 = []
    if o.cluster_id is not None:
        p635 = []
        s636 = o.cluster_id
        if s636 is None:
            p635.append(_H0)
        else:
            b637 = s636.encode()
            n638 = len(b637) + 1
            p635.append(_UV[n638] if n638 < 128 else _uv(n638))
            p635.append(b637)
        k634.append((0, b''.join(p635)))
    if o.replica_state != _DEF_FetchRequest_ReplicaState:
        p639 = []
        t640 = o.replica_state
        p639.append(_S_iq.pack(t640.replica_id, t640.replica_epoch))
        u641 = t640._unknown_tags
        if u641 is None:
            p639.append(_H0)
        else:
            _write_tags(p639.append, None, u641)
        k634.append((1, b''.join(p639)))
    _write_tags(a, k634, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchRequest_v18(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n642 = buf[pos] - 1
    if 0 <= n642 < 127:
        pos += 1
    else:
        n642, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l643 = []
    ap644 = l643.append
    for _ in range(n642):
        t645 = _new(_C_FetchRequest_FetchTopic)
        u646, = _S_U.unpack_from(buf, pos)
        pos += 16
        t645.topic_id = _uuid_from(u646)
        n647 = buf[pos] - 1
        if 0 <= n647 < 127:
            pos += 1
        else:
            n647, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l648 = []
        ap649 = l648.append
        for _ in range(n647):
            t650 = _new(_C_FetchRequest_FetchPartition)
            t650.partition, t650.current_leader_epoch, t650.fetch_offset, t650.last_fetched_epoch, t650.log_start_offset, t650.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t650.replica_directory_id = _ZERO_UUID
            t650.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t650._unknown_tags = None
            else:
                nt651, pos = _ruv(buf, pos)
                if nt651 * 2 > blen - pos:
                    raise _array_too_long(nt651, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk652 = None
                for _ in range(nt651):
                    tg653, pos = _ruv(buf, pos)
                    sz654, pos = _ruv(buf, pos)
                    x655 = pos + sz654
                    if x655 > blen:
                        raise _bad_length(sz654, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if tg653 == 0:
                        u656, = _S_U.unpack_from(buf, pos)
                        t650.replica_directory_id = _uuid_from(u656)
                        pos += 16
                        if pos != x655:
                            raise _tag_size_mismatch(tg653, 'FetchRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    elif tg653 == 1:
                        t650.high_watermark, = _S_q.unpack_from(buf, pos)
                        pos += 8
                        if pos != x655:
                            raise _tag_size_mismatch(tg653, 'FetchRequest.Topics.Partitions.HighWatermark', pos)
                    else:
                        if uk652 is None:
                            uk652 = []
                        uk652.append((tg653, bytes(buf[pos:x655])))
                        pos = x655
                t650._unknown_tags = uk652
            ap649(t650)
        t645.partitions = l648
        t645.topic = ''
        if buf[pos] == 0:
            pos += 1
            t645._unknown_tags = None
        else:
            nt657, pos = _ruv(buf, pos)
            if nt657 * 2 > blen - pos:
                raise _array_too_long(nt657, 'FetchRequest.Topics._tagged_fields', pos)
            uk658 = None
            for _ in range(nt657):
                tg659, pos = _ruv(buf, pos)
                sz660, pos = _ruv(buf, pos)
                x661 = pos + sz660
                if x661 > blen:
                    raise _bad_length(sz660, 'FetchRequest.Topics._tagged_fields', pos)
                if uk658 is None:
                    uk658 = []
                uk658.append((tg659, bytes(buf[pos:x661])))
                pos = x661
            t645._unknown_tags = uk658
        ap644(t645)
    o.topics = l643
    n662 = buf[pos] - 1
    if 0 <= n662 < 127:
        pos += 1
    else:
        n662, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l663 = []
    ap664 = l663.append
    for _ in range(n662):
        t665 = _new(_C_FetchRequest_ForgottenTopic)
        u666, = _S_U.unpack_from(buf, pos)
        pos += 16
        t665.topic_id = _uuid_from(u666)
        n667 = buf[pos] - 1
        if 0 <= n667 < 64:
            t665.partitions = list(_A_i[n667].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n667
        else:
            t665.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t665.topic = ''
        if buf[pos] == 0:
            pos += 1
            t665._unknown_tags = None
        else:
            nt668, pos = _ruv(buf, pos)
            if nt668 * 2 > blen - pos:
                raise _array_too_long(nt668, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk669 = None
            for _ in range(nt668):
                tg670, pos = _ruv(buf, pos)
                sz671, pos = _ruv(buf, pos)
                x672 = pos + sz671
                if x672 > blen:
                    raise _bad_length(sz671, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk669 is None:
                    uk669 = []
                uk669.append((tg670, bytes(buf[pos:x672])))
                pos = x672
            t665._unknown_tags = uk669
        ap664(t665)
    o.forgotten_topics_data = l663
    n673 = buf[pos] - 1
    if 0 <= n673 < 127:
        x674 = pos + 1 + n673
        if x674 > blen:
            raise _bad_length(n673, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x674], 'utf-8')
        pos = x674
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _C_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt675, pos = _ruv(buf, pos)
        if nt675 * 2 > blen - pos:
            raise _array_too_long(nt675, 'FetchRequest._tagged_fields', pos)
        uk676 = None
        for _ in range(nt675):
            tg677, pos = _ruv(buf, pos)
            sz678, pos = _ruv(buf, pos)
            x679 = pos + sz678
            if x679 > blen:
                raise _bad_length(sz678, 'FetchRequest._tagged_fields', pos)
            if tg677 == 0:
                n680 = buf[pos] - 1
                if 0 <= n680 < 127:
                    x681 = pos + 1 + n680
                    if x681 > blen:
                        raise _bad_length(n680, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x681], 'utf-8')
                    pos = x681
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x679:
                    raise _tag_size_mismatch(tg677, 'FetchRequest.ClusterId', pos)
            elif tg677 == 1:
                t682 = _new(_C_FetchRequest_ReplicaState)
                t682.replica_id, t682.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t682._unknown_tags = None
                else:
                    nt683, pos = _ruv(buf, pos)
                    if nt683 * 2 > blen - pos:
                        raise _array_too_long(nt683, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk684 = None
                    for _ in range(nt683):
                        tg685, pos = _ruv(buf, pos)
                        sz686, pos = _ruv(buf, pos)
                        x687 = pos + sz686
                        if x687 > blen:
                            raise _bad_length(sz686, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk684 is None:
                            uk684 = []
                        uk684.append((tg685, bytes(buf[pos:x687])))
                        pos = x687
                    t682._unknown_tags = uk684
                o.replica_state = t682
                if pos != x679:
                    raise _tag_size_mismatch(tg677, 'FetchRequest.ReplicaState', pos)
            else:
                if uk676 is None:
                    uk676 = []
                uk676.append((tg677, bytes(buf[pos:x679])))
                pos = x679
        o._unknown_tags = uk676
    return o, pos


FetchRequest._ENC = {4: _enc_FetchRequest_v4, 5: _enc_FetchRequest_v5, 6: _enc_FetchRequest_v6, 7: _enc_FetchRequest_v7, 8: _enc_FetchRequest_v8, 9: _enc_FetchRequest_v9, 10: _enc_FetchRequest_v10, 11: _enc_FetchRequest_v11, 12: _enc_FetchRequest_v12, 13: _enc_FetchRequest_v13, 14: _enc_FetchRequest_v14, 15: _enc_FetchRequest_v15, 16: _enc_FetchRequest_v16, 17: _enc_FetchRequest_v17, 18: _enc_FetchRequest_v18}
FetchRequest._DEC = {4: _dec_FetchRequest_v4, 5: _dec_FetchRequest_v5, 6: _dec_FetchRequest_v6, 7: _dec_FetchRequest_v7, 8: _dec_FetchRequest_v8, 9: _dec_FetchRequest_v9, 10: _dec_FetchRequest_v10, 11: _dec_FetchRequest_v11, 12: _dec_FetchRequest_v12, 13: _dec_FetchRequest_v13, 14: _dec_FetchRequest_v14, 15: _dec_FetchRequest_v15, 16: _dec_FetchRequest_v16, 17: _dec_FetchRequest_v17, 18: _dec_FetchRequest_v18}


class FetchResponse(_Message):
    __slots__ = ('throttle_time_ms', 'error_code', 'session_id', 'responses', 'node_endpoints', '_unknown_tags')
    NAME = 'FetchResponse'
    TYPE = 'response'
    API_KEY = 1
    VALID_VERSIONS = (4, 18)
    FLEXIBLE_VERSIONS = (12, 18)

    def __init__(self, *, throttle_time_ms=0, error_code=0, session_id=0, responses=_EMPTY, node_endpoints=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.session_id = session_id
        self.responses = [] if responses is _EMPTY else responses
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class FetchableTopicResponse(_Message):
        __slots__ = ('topic', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'FetchResponse.FetchableTopicResponse'

        def __init__(self, *, topic='', topic_id=_ZERO_UUID, partitions=_EMPTY, _unknown_tags=None):
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'error_code', 'high_watermark', 'last_stable_offset', 'log_start_offset', 'diverging_epoch', 'current_leader', 'snapshot_id', 'aborted_transactions', 'preferred_read_replica', 'records', '_unknown_tags')
        NAME = 'FetchResponse.PartitionData'

        def __init__(self, *, partition_index=0, error_code=0, high_watermark=0, last_stable_offset=-1, log_start_offset=-1, diverging_epoch=_EMPTY, current_leader=_EMPTY, snapshot_id=_EMPTY, aborted_transactions=_EMPTY, preferred_read_replica=-1, records=b'', _unknown_tags=None):
            self.partition_index = partition_index
            self.error_code = error_code
            self.high_watermark = high_watermark
            self.last_stable_offset = last_stable_offset
            self.log_start_offset = log_start_offset
            self.diverging_epoch = FetchResponse.EpochEndOffset() if diverging_epoch is _EMPTY else diverging_epoch
            self.current_leader = FetchResponse.LeaderIdAndEpoch() if current_leader is _EMPTY else current_leader
            self.snapshot_id = FetchResponse.SnapshotId() if snapshot_id is _EMPTY else snapshot_id
            self.aborted_transactions = [] if aborted_transactions is _EMPTY else aborted_transactions
            self.preferred_read_replica = preferred_read_replica
            self.records = records
            self._unknown_tags = _unknown_tags

    class EpochEndOffset(_Message):
        __slots__ = ('epoch', 'end_offset', '_unknown_tags')
        NAME = 'FetchResponse.EpochEndOffset'

        def __init__(self, *, epoch=-1, end_offset=-1, _unknown_tags=None):
            self.epoch = epoch
            self.end_offset = end_offset
            self._unknown_tags = _unknown_tags

    class LeaderIdAndEpoch(_Message):
        __slots__ = ('leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'FetchResponse.LeaderIdAndEpoch'

        def __init__(self, *, leader_id=-1, leader_epoch=-1, _unknown_tags=None):
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class SnapshotId(_Message):
        __slots__ = ('end_offset', 'epoch', '_unknown_tags')
        NAME = 'FetchResponse.SnapshotId'

        def __init__(self, *, end_offset=-1, epoch=-1, _unknown_tags=None):
            self.end_offset = end_offset
            self.epoch = epoch
            self._unknown_tags = _unknown_tags

    class AbortedTransaction(_Message):
        __slots__ = ('producer_id', 'first_offset', '_unknown_tags')
        NAME = 'FetchResponse.AbortedTransaction'

        def __init__(self, *, producer_id=0, first_offset=0, _unknown_tags=None):
            self.producer_id = producer_id
            self.first_offset = first_offset
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        __slots__ = ('node_id', 'host', 'port', 'rack', '_unknown_tags')
        NAME = 'FetchResponse.NodeEndpoint'

        def __init__(self, *, node_id=0, host='', port=0, rack=None, _unknown_tags=None):
            self.node_id = node_id
            self.host = host
            self.port = port
            self.rack = rack
            self._unknown_tags = _unknown_tags


_C_FetchResponse_FetchableTopicResponse = FetchResponse.FetchableTopicResponse
_C_FetchResponse_PartitionData = FetchResponse.PartitionData
_C_FetchResponse_EpochEndOffset = FetchResponse.EpochEndOffset
_C_FetchResponse_LeaderIdAndEpoch = FetchResponse.LeaderIdAndEpoch
_C_FetchResponse_SnapshotId = FetchResponse.SnapshotId
_C_FetchResponse_AbortedTransaction = FetchResponse.AbortedTransaction
_C_FetchResponse_NodeEndpoint = FetchResponse.NodeEndpoint
FetchResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (7, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SessionId', 'session_id', 'int32', (7, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Responses', 'responses', '[]FetchableTopicResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchResponse_FetchableTopicResponse),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (16, 32767), (1, 0), (16, 32767), 0, (), False, _C_FetchResponse_NodeEndpoint),
)
_C_FetchResponse_FetchableTopicResponse.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchResponse_PartitionData),
)
_C_FetchResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('HighWatermark', 'high_watermark', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastStableOffset', 'last_stable_offset', 'int64', (4, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('LogStartOffset', 'log_start_offset', 'int64', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('DivergingEpoch', 'diverging_epoch', 'EpochEndOffset', (12, 32767), (1, 0), (12, 32767), 0, (), False, _C_FetchResponse_EpochEndOffset),
    _FI('CurrentLeader', 'current_leader', 'LeaderIdAndEpoch', (12, 32767), (1, 0), (12, 32767), 1, (), False, _C_FetchResponse_LeaderIdAndEpoch),
    _FI('SnapshotId', 'snapshot_id', 'SnapshotId', (12, 32767), (1, 0), (12, 32767), 2, (), False, _C_FetchResponse_SnapshotId),
    _FI('AbortedTransactions', 'aborted_transactions', '[]AbortedTransaction', (4, 32767), (4, 32767), (1, 0), None, (), True, _C_FetchResponse_AbortedTransaction),
    _FI('PreferredReadReplica', 'preferred_read_replica', 'int32', (11, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Records', 'records', 'records', (0, 32767), (0, 32767), (1, 0), None, b'', False, None),
)
_C_FetchResponse_EpochEndOffset.FIELDS = (
    _FI('Epoch', 'epoch', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('EndOffset', 'end_offset', 'int64', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchResponse_LeaderIdAndEpoch.FIELDS = (
    _FI('LeaderId', 'leader_id', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchResponse_SnapshotId.FIELDS = (
    _FI('EndOffset', 'end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Epoch', 'epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchResponse_AbortedTransaction.FIELDS = (
    _FI('ProducerId', 'producer_id', 'int64', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('FirstOffset', 'first_offset', 'int64', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_FetchResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (16, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (16, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (16, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Rack', 'rack', 'string', (16, 32767), (16, 32767), (1, 0), None, None, False, None),
)
_DEF_FetchResponse_FetchableTopicResponse = _C_FetchResponse_FetchableTopicResponse()
_DEF_FetchResponse_PartitionData = _C_FetchResponse_PartitionData()
_DEF_FetchResponse_EpochEndOffset = _C_FetchResponse_EpochEndOffset()
_DEF_FetchResponse_LeaderIdAndEpoch = _C_FetchResponse_LeaderIdAndEpoch()
_DEF_FetchResponse_SnapshotId = _C_FetchResponse_SnapshotId()
_DEF_FetchResponse_AbortedTransaction = _C_FetchResponse_AbortedTransaction()
_DEF_FetchResponse_NodeEndpoint = _C_FetchResponse_NodeEndpoint()


def _enc_FetchResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.session_id != 0:
        raise _unsupported_field('FetchResponse', 'SessionId', 4)
    l688 = o.responses
    a(_S_i.pack(len(l688)))
    for e689 in l688:
        s690 = e689.topic
        b691 = s690.encode()
        a(_S_h.pack(len(b691)))
        a(b691)
        l693 = e689.partitions
        a(_S_i.pack(len(l693)))
        for e694 in l693:
            a(_S_ihqq.pack(e694.partition_index, e694.error_code, e694.high_watermark, e694.last_stable_offset))
            if e694.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 4)
            if e694.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 4)
            if e694.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 4)
            l695 = e694.aborted_transactions
            if l695 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l695)))
                for e696 in l695:
                    a(_S_qq.pack(e696.producer_id, e696.first_offset))
            if e694.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 4)
            s697 = e694.records
            if s697 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s697)))
                a(s697)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 4)
    return b''.join(parts)


def _dec_FetchResponse_v4(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n699, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l700 = []
    ap701 = l700.append
    for _ in range(n699):
        t702 = _new(_C_FetchResponse_FetchableTopicResponse)
        n703, = _S_h.unpack_from(buf, pos)
        if n703 >= 0:
            x704 = pos + 2 + n703
            if x704 > blen:
                raise _bad_length(n703, 'FetchResponse.Responses.Topic', pos)
            t702.topic = str(buf[pos + 2:x704], 'utf-8')
            pos = x704
        else:
            t702.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n705, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l706 = []
        ap707 = l706.append
        for _ in range(n705):
            t708 = _new(_C_FetchResponse_PartitionData)
            t708.partition_index, t708.error_code, t708.high_watermark, t708.last_stable_offset = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            n709, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n709 < 0:
                t708.aborted_transactions = None
            else:
                l710 = []
                ap711 = l710.append
                for _ in range(n709):
                    t712 = _new(_C_FetchResponse_AbortedTransaction)
                    t712.producer_id, t712.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t712._unknown_tags = None
                    ap711(t712)
                t708.aborted_transactions = l710
            t708.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t708.log_start_offset = -1
            t708.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t708.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t708.snapshot_id = _C_FetchResponse_SnapshotId()
            t708.preferred_read_replica = -1
            t708._unknown_tags = None
            ap707(t708)
        t702.partitions = l706
        t702.topic_id = _ZERO_UUID
        t702._unknown_tags = None
        ap701(t702)
    o.responses = l700
    o.error_code = 0
    o.session_id = 0
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.session_id != 0:
        raise _unsupported_field('FetchResponse', 'SessionId', 5)
    l713 = o.responses
    a(_S_i.pack(len(l713)))
    for e714 in l713:
        s715 = e714.topic
        b716 = s715.encode()
        a(_S_h.pack(len(b716)))
        a(b716)
        l718 = e714.partitions
        a(_S_i.pack(len(l718)))
        for e719 in l718:
            a(_S_ihqqq.pack(e719.partition_index, e719.error_code, e719.high_watermark, e719.last_stable_offset, e719.log_start_offset))
            if e719.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 5)
            if e719.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 5)
            if e719.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 5)
            l720 = e719.aborted_transactions
            if l720 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l720)))
                for e721 in l720:
                    a(_S_qq.pack(e721.producer_id, e721.first_offset))
            if e719.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 5)
            s722 = e719.records
            if s722 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s722)))
                a(s722)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 5)
    return b''.join(parts)


def _dec_FetchResponse_v5(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n724, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l725 = []
    ap726 = l725.append
    for _ in range(n724):
        t727 = _new(_C_FetchResponse_FetchableTopicResponse)
        n728, = _S_h.unpack_from(buf, pos)
        if n728 >= 0:
            x729 = pos + 2 + n728
            if x729 > blen:
                raise _bad_length(n728, 'FetchResponse.Responses.Topic', pos)
            t727.topic = str(buf[pos + 2:x729], 'utf-8')
            pos = x729
        else:
            t727.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n730, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l731 = []
        ap732 = l731.append
        for _ in range(n730):
            t733 = _new(_C_FetchResponse_PartitionData)
            t733.partition_index, t733.error_code, t733.high_watermark, t733.last_stable_offset, t733.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n734, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n734 < 0:
                t733.aborted_transactions = None
            else:
                l735 = []
                ap736 = l735.append
                for _ in range(n734):
                    t737 = _new(_C_FetchResponse_AbortedTransaction)
                    t737.producer_id, t737.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t737._unknown_tags = None
                    ap736(t737)
                t733.aborted_transactions = l735
            t733.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t733.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t733.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t733.snapshot_id = _C_FetchResponse_SnapshotId()
            t733.preferred_read_replica = -1
            t733._unknown_tags = None
            ap732(t733)
        t727.partitions = l731
        t727.topic_id = _ZERO_UUID
        t727._unknown_tags = None
        ap726(t727)
    o.responses = l725
    o.error_code = 0
    o.session_id = 0
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.session_id != 0:
        raise _unsupported_field('FetchResponse', 'SessionId', 6)
    l738 = o.responses
    a(_S_i.pack(len(l738)))
    for e739 in l738:
        s740 = e739.topic
        b741 = s740.encode()
        a(_S_h.pack(len(b741)))
        a(b741)
        l743 = e739.partitions
        a(_S_i.pack(len(l743)))
        for e744 in l743:
            a(_S_ihqqq.pack(e744.partition_index, e744.error_code, e744.high_watermark, e744.last_stable_offset, e744.log_start_offset))
            if e744.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 6)
            if e744.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 6)
            if e744.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 6)
            l745 = e744.aborted_transactions
            if l745 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l745)))
                for e746 in l745:
                    a(_S_qq.pack(e746.producer_id, e746.first_offset))
            if e744.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 6)
            s747 = e744.records
            if s747 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s747)))
                a(s747)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 6)
    return b''.join(parts)


def _dec_FetchResponse_v6(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n749, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l750 = []
    ap751 = l750.append
    for _ in range(n749):
        t752 = _new(_C_FetchResponse_FetchableTopicResponse)
        n753, = _S_h.unpack_from(buf, pos)
        if n753 >= 0:
            x754 = pos + 2 + n753
            if x754 > blen:
                raise _bad_length(n753, 'FetchResponse.Responses.Topic', pos)
            t752.topic = str(buf[pos + 2:x754], 'utf-8')
            pos = x754
        else:
            t752.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n755, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l756 = []
        ap757 = l756.append
        for _ in range(n755):
            t758 = _new(_C_FetchResponse_PartitionData)
            t758.partition_index, t758.error_code, t758.high_watermark, t758.last_stable_offset, t758.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n759, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n759 < 0:
                t758.aborted_transactions = None
            else:
                l760 = []
                ap761 = l760.append
                for _ in range(n759):
                    t762 = _new(_C_FetchResponse_AbortedTransaction)
                    t762.producer_id, t762.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t762._unknown_tags = None
                    ap761(t762)
                t758.aborted_transactions = l760
            t758.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t758.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t758.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t758.snapshot_id = _C_FetchResponse_SnapshotId()
            t758.preferred_read_replica = -1
            t758._unknown_tags = None
            ap757(t758)
        t752.partitions = l756
        t752.topic_id = _ZERO_UUID
        t752._unknown_tags = None
        ap751(t752)
    o.responses = l750
    o.error_code = 0
    o.session_id = 0
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v7(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l763 = o.responses
    a(_S_i.pack(len(l763)))
    for e764 in l763:
        s765 = e764.topic
        b766 = s765.encode()
        a(_S_h.pack(len(b766)))
        a(b766)
        l768 = e764.partitions
        a(_S_i.pack(len(l768)))
        for e769 in l768:
            a(_S_ihqqq.pack(e769.partition_index, e769.error_code, e769.high_watermark, e769.last_stable_offset, e769.log_start_offset))
            if e769.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 7)
            if e769.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 7)
            if e769.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 7)
            l770 = e769.aborted_transactions
            if l770 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l770)))
                for e771 in l770:
                    a(_S_qq.pack(e771.producer_id, e771.first_offset))
            if e769.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 7)
            s772 = e769.records
            if s772 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s772)))
                a(s772)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 7)
    return b''.join(parts)


def _dec_FetchResponse_v7(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n774, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l775 = []
    ap776 = l775.append
    for _ in range(n774):
        t777 = _new(_C_FetchResponse_FetchableTopicResponse)
        n778, = _S_h.unpack_from(buf, pos)
        if n778 >= 0:
            x779 = pos + 2 + n778
            if x779 > blen:
                raise _bad_length(n778, 'FetchResponse.Responses.Topic', pos)
            t777.topic = str(buf[pos + 2:x779], 'utf-8')
            pos = x779
        else:
            t777.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n780, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l781 = []
        ap782 = l781.append
        for _ in range(n780):
            t783 = _new(_C_FetchResponse_PartitionData)
            t783.partition_index, t783.error_code, t783.high_watermark, t783.last_stable_offset, t783.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n784, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n784 < 0:
                t783.aborted_transactions = None
            else:
                l785 = []
                ap786 = l785.append
                for _ in range(n784):
                    t787 = _new(_C_FetchResponse_AbortedTransaction)
                    t787.producer_id, t787.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t787._unknown_tags = None
                    ap786(t787)
                t783.aborted_transactions = l785
            t783.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t783.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t783.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t783.snapshot_id = _C_FetchResponse_SnapshotId()
            t783.preferred_read_replica = -1
            t783._unknown_tags = None
            ap782(t783)
        t777.partitions = l781
        t777.topic_id = _ZERO_UUID
        t777._unknown_tags = None
        ap776(t777)
    o.responses = l775
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v8(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l788 = o.responses
    a(_S_i.pack(len(l788)))
    for e789 in l788:
        s790 = e789.topic
        b791 = s790.encode()
        a(_S_h.pack(len(b791)))
        a(b791)
        l793 = e789.partitions
        a(_S_i.pack(len(l793)))
        for e794 in l793:
            a(_S_ihqqq.pack(e794.partition_index, e794.error_code, e794.high_watermark, e794.last_stable_offset, e794.log_start_offset))
            if e794.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 8)
            if e794.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 8)
            if e794.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 8)
            l795 = e794.aborted_transactions
            if l795 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l795)))
                for e796 in l795:
                    a(_S_qq.pack(e796.producer_id, e796.first_offset))
            if e794.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 8)
            s797 = e794.records
            if s797 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s797)))
                a(s797)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 8)
    return b''.join(parts)


def _dec_FetchResponse_v8(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n799, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l800 = []
    ap801 = l800.append
    for _ in range(n799):
        t802 = _new(_C_FetchResponse_FetchableTopicResponse)
        n803, = _S_h.unpack_from(buf, pos)
        if n803 >= 0:
            x804 = pos + 2 + n803
            if x804 > blen:
                raise _bad_length(n803, 'FetchResponse.Responses.Topic', pos)
            t802.topic = str(buf[pos + 2:x804], 'utf-8')
            pos = x804
        else:
            t802.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n805, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l806 = []
        ap807 = l806.append
        for _ in range(n805):
            t808 = _new(_C_FetchResponse_PartitionData)
            t808.partition_index, t808.error_code, t808.high_watermark, t808.last_stable_offset, t808.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n809, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n809 < 0:
                t808.aborted_transactions = None
            else:
                l810 = []
                ap811 = l810.append
                for _ in range(n809):
                    t812 = _new(_C_FetchResponse_AbortedTransaction)
                    t812.producer_id, t812.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t812._unknown_tags = None
                    ap811(t812)
                t808.aborted_transactions = l810
            t808.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t808.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t808.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t808.snapshot_id = _C_FetchResponse_SnapshotId()
            t808.preferred_read_replica = -1
            t808._unknown_tags = None
            ap807(t808)
        t802.partitions = l806
        t802.topic_id = _ZERO_UUID
        t802._unknown_tags = None
        ap801(t802)
    o.responses = l800
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v9(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l813 = o.responses
    a(_S_i.pack(len(l813)))
    for e814 in l813:
        s815 = e814.topic
        b816 = s815.encode()
        a(_S_h.pack(len(b816)))
        a(b816)
        l818 = e814.partitions
        a(_S_i.pack(len(l818)))
        for e819 in l818:
            a(_S_ihqqq.pack(e819.partition_index, e819.error_code, e819.high_watermark, e819.last_stable_offset, e819.log_start_offset))
            if e819.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 9)
            if e819.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 9)
            if e819.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 9)
            l820 = e819.aborted_transactions
            if l820 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l820)))
                for e821 in l820:
                    a(_S_qq.pack(e821.producer_id, e821.first_offset))
            if e819.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 9)
            s822 = e819.records
            if s822 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s822)))
                a(s822)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 9)
    return b''.join(parts)


def _dec_FetchResponse_v9(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n824, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l825 = []
    ap826 = l825.append
    for _ in range(n824):
        t827 = _new(_C_FetchResponse_FetchableTopicResponse)
        n828, = _S_h.unpack_from(buf, pos)
        if n828 >= 0:
            x829 = pos + 2 + n828
            if x829 > blen:
                raise _bad_length(n828, 'FetchResponse.Responses.Topic', pos)
            t827.topic = str(buf[pos + 2:x829], 'utf-8')
            pos = x829
        else:
            t827.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n830, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l831 = []
        ap832 = l831.append
        for _ in range(n830):
            t833 = _new(_C_FetchResponse_PartitionData)
            t833.partition_index, t833.error_code, t833.high_watermark, t833.last_stable_offset, t833.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n834, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n834 < 0:
                t833.aborted_transactions = None
            else:
                l835 = []
                ap836 = l835.append
                for _ in range(n834):
                    t837 = _new(_C_FetchResponse_AbortedTransaction)
                    t837.producer_id, t837.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t837._unknown_tags = None
                    ap836(t837)
                t833.aborted_transactions = l835
            t833.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t833.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t833.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t833.snapshot_id = _C_FetchResponse_SnapshotId()
            t833.preferred_read_replica = -1
            t833._unknown_tags = None
            ap832(t833)
        t827.partitions = l831
        t827.topic_id = _ZERO_UUID
        t827._unknown_tags = None
        ap826(t827)
    o.responses = l825
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v10(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l838 = o.responses
    a(_S_i.pack(len(l838)))
    for e839 in l838:
        s840 = e839.topic
        b841 = s840.encode()
        a(_S_h.pack(len(b841)))
        a(b841)
        l843 = e839.partitions
        a(_S_i.pack(len(l843)))
        for e844 in l843:
            a(_S_ihqqq.pack(e844.partition_index, e844.error_code, e844.high_watermark, e844.last_stable_offset, e844.log_start_offset))
            if e844.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 10)
            if e844.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 10)
            if e844.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 10)
            l845 = e844.aborted_transactions
            if l845 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l845)))
                for e846 in l845:
                    a(_S_qq.pack(e846.producer_id, e846.first_offset))
            if e844.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 10)
            s847 = e844.records
            if s847 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s847)))
                a(s847)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 10)
    return b''.join(parts)


def _dec_FetchResponse_v10(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n849, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l850 = []
    ap851 = l850.append
    for _ in range(n849):
        t852 = _new(_C_FetchResponse_FetchableTopicResponse)
        n853, = _S_h.unpack_from(buf, pos)
        if n853 >= 0:
            x854 = pos + 2 + n853
            if x854 > blen:
                raise _bad_length(n853, 'FetchResponse.Responses.Topic', pos)
            t852.topic = str(buf[pos + 2:x854], 'utf-8')
            pos = x854
        else:
            t852.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n855, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l856 = []
        ap857 = l856.append
        for _ in range(n855):
            t858 = _new(_C_FetchResponse_PartitionData)
            t858.partition_index, t858.error_code, t858.high_watermark, t858.last_stable_offset, t858.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n859, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n859 < 0:
                t858.aborted_transactions = None
            else:
                l860 = []
                ap861 = l860.append
                for _ in range(n859):
                    t862 = _new(_C_FetchResponse_AbortedTransaction)
                    t862.producer_id, t862.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t862._unknown_tags = None
                    ap861(t862)
                t858.aborted_transactions = l860
            t858.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t858.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t858.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t858.snapshot_id = _C_FetchResponse_SnapshotId()
            t858.preferred_read_replica = -1
            t858._unknown_tags = None
            ap857(t858)
        t852.partitions = l856
        t852.topic_id = _ZERO_UUID
        t852._unknown_tags = None
        ap851(t852)
    o.responses = l850
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v11(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l863 = o.responses
    a(_S_i.pack(len(l863)))
    for e864 in l863:
        s865 = e864.topic
        b866 = s865.encode()
        a(_S_h.pack(len(b866)))
        a(b866)
        l868 = e864.partitions
        a(_S_i.pack(len(l868)))
        for e869 in l868:
            a(_S_ihqqq.pack(e869.partition_index, e869.error_code, e869.high_watermark, e869.last_stable_offset, e869.log_start_offset))
            if e869.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 11)
            if e869.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 11)
            if e869.snapshot_id != _DEF_FetchResponse_SnapshotId:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 11)
            l870 = e869.aborted_transactions
            if l870 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l870)))
                for e871 in l870:
                    a(_S_qq.pack(e871.producer_id, e871.first_offset))
            a(_S_i.pack(e869.preferred_read_replica))
            s872 = e869.records
            if s872 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s872)))
                a(s872)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 11)
    return b''.join(parts)


def _dec_FetchResponse_v11(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n874, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l875 = []
    ap876 = l875.append
    for _ in range(n874):
        t877 = _new(_C_FetchResponse_FetchableTopicResponse)
        n878, = _S_h.unpack_from(buf, pos)
        if n878 >= 0:
            x879 = pos + 2 + n878
            if x879 > blen:
                raise _bad_length(n878, 'FetchResponse.Responses.Topic', pos)
            t877.topic = str(buf[pos + 2:x879], 'utf-8')
            pos = x879
        else:
            t877.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n880, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l881 = []
        ap882 = l881.append
        for _ in range(n880):
            t883 = _new(_C_FetchResponse_PartitionData)
            t883.partition_index, t883.error_code, t883.high_watermark, t883.last_stable_offset, t883.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n884, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n884 < 0:
                t883.aborted_transactions = None
            else:
                l885 = []
                ap886 = l885.append
                for _ in range(n884):
                    t887 = _new(_C_FetchResponse_AbortedTransaction)
                    t887.producer_id, t887.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t887._unknown_tags = None
                    ap886(t887)
                t883.aborted_transactions = l885
            t883.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t883.records, pos = _read_bytes(buf, pos, False, True, 'FetchResponse.Responses.Partitions.Records', True)
            t883.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t883.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t883.snapshot_id = _C_FetchResponse_SnapshotId()
            t883._unknown_tags = None
            ap882(t883)
        t877.partitions = l881
        t877.topic_id = _ZERO_UUID
        t877._unknown_tags = None
        ap876(t877)
    o.responses = l875
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v12(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l888 = o.responses
    n889 = len(l888) + 1
    a(_UV[n889] if n889 < 128 else _uv(n889))
    for e890 in l888:
        s891 = e890.topic
        b892 = s891.encode()
        n893 = len(b892) + 1
        a(_UV[n893] if n893 < 128 else _uv(n893))
        a(b892)
        l894 = e890.partitions
        n895 = len(l894) + 1
        a(_UV[n895] if n895 < 128 else _uv(n895))
        for e896 in l894:
            a(_S_ihqqq.pack(e896.partition_index, e896.error_code, e896.high_watermark, e896.last_stable_offset, e896.log_start_offset))
            l897 = e896.aborted_transactions
            if l897 is None:
                a(_H0)
            else:
                n898 = len(l897) + 1
                a(_UV[n898] if n898 < 128 else _uv(n898))
                for e899 in l897:
                    a(_S_qq.pack(e899.producer_id, e899.first_offset))
                    u900 = e899._unknown_tags
                    if u900 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u900)
            a(_S_i.pack(e896.preferred_read_replica))
            s901 = e896.records
            if s901 is None:
                a(_H0)
            else:
                n902 = len(s901) + 1
                a(_UV[n902] if n902 < 128 else _uv(n902))
                a(s901)
            k903 = []
            if e896.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                p904 = []
                t905 = e896.diverging_epoch
                p904.append(_S_iq.pack(t905.epoch, t905.end_offset))
                u906 = t905._unknown_tags
                if u906 is None:
                    p904.append(_H0)
                else:
                    _write_tags(p904.append, None, u906)
                k903.append((0, b''.join(p904)))
            if e896.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                p907 = []
                t908 = e896.current_leader
                p907.append(_S_ii.pack(t908.leader_id, t908.leader_epoch))
                u909 = t908._unknown_tags
                if u909 is None:
                    p907.append(_H0)
                else:
                    _write_tags(p907.append, None, u909)
                k903.append((1, b''.join(p907)))
            if e896.snapshot_id != _DEF_FetchResponse_SnapshotId:
                p910 = []
                t911 = e896.snapshot_id
                p910.append(_S_qi.pack(t911.end_offset, t911.epoch))
                u912 = t911._unknown_tags
                if u912 is None:
                    p910.append(_H0)
                else:
                    _write_tags(p910.append, None, u912)
                k903.append((2, b''.join(p910)))
            _write_tags(a, k903, e896._unknown_tags)
        u913 = e890._unknown_tags
        if u913 is None:
            a(_H0)
        else:
            _write_tags(a, None, u913)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 12)
    u914 = o._unknown_tags
    if u914 is None:
        a(_H0)
    else:
        _write_tags(a, None, u914)
    return b''.join(parts)


def _dec_FetchResponse_v12(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n915 = buf[pos] - 1
    if 0 <= n915 < 127:
        pos += 1
    else:
        n915, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l916 = []
    ap917 = l916.append
    for _ in range(n915):
        t918 = _new(_C_FetchResponse_FetchableTopicResponse)
        n919 = buf[pos] - 1
        if 0 <= n919 < 127:
            x920 = pos + 1 + n919
            if x920 > blen:
                raise _bad_length(n919, 'FetchResponse.Responses.Topic', pos)
            t918.topic = str(buf[pos + 1:x920], 'utf-8')
            pos = x920
        else:
            t918.topic, pos = _read_string(buf, pos, True, False, 'FetchResponse.Responses.Topic')
        n921 = buf[pos] - 1
        if 0 <= n921 < 127:
            pos += 1
        else:
            n921, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l922 = []
        ap923 = l922.append
        for _ in range(n921):
            t924 = _new(_C_FetchResponse_PartitionData)
            t924.partition_index, t924.error_code, t924.high_watermark, t924.last_stable_offset, t924.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n925 = buf[pos] - 1
            if 0 <= n925 < 127:
                pos += 1
            else:
                n925, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n925 < 0:
                t924.aborted_transactions = None
            else:
                l926 = []
                ap927 = l926.append
                for _ in range(n925):
                    t928 = _new(_C_FetchResponse_AbortedTransaction)
                    t928.producer_id, t928.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t928._unknown_tags = None
                    else:
                        nt929, pos = _ruv(buf, pos)
                        if nt929 * 2 > blen - pos:
                            raise _array_too_long(nt929, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk930 = None
                        for _ in range(nt929):
                            tg931, pos = _ruv(buf, pos)
                            sz932, pos = _ruv(buf, pos)
                            x933 = pos + sz932
                            if x933 > blen:
                                raise _bad_length(sz932, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk930 is None:
                                uk930 = []
                            uk930.append((tg931, bytes(buf[pos:x933])))
                            pos = x933
                        t928._unknown_tags = uk930
                    ap927(t928)
                t924.aborted_transactions = l926
            t924.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t924.records, pos = _read_bytes(buf, pos, True, True, 'FetchResponse.Responses.Partitions.Records', True)
            t924.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t924.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t924.snapshot_id = _C_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t924._unknown_tags = None
            else:
                nt934, pos = _ruv(buf, pos)
                if nt934 * 2 > blen - pos:
                    raise _array_too_long(nt934, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk935 = None
                for _ in range(nt934):
                    tg936, pos = _ruv(buf, pos)
                    sz937, pos = _ruv(buf, pos)
                    x938 = pos + sz937
                    if x938 > blen:
                        raise _bad_length(sz937, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg936 == 0:
                        t939 = _new(_C_FetchResponse_EpochEndOffset)
                        t939.epoch, t939.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t939._unknown_tags = None
                        else:
                            nt940, pos = _ruv(buf, pos)
                            if nt940 * 2 > blen - pos:
                                raise _array_too_long(nt940, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk941 = None
                            for _ in range(nt940):
                                tg942, pos = _ruv(buf, pos)
                                sz943, pos = _ruv(buf, pos)
                                x944 = pos + sz943
                                if x944 > blen:
                                    raise _bad_length(sz943, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk941 is None:
                                    uk941 = []
                                uk941.append((tg942, bytes(buf[pos:x944])))
                                pos = x944
                            t939._unknown_tags = uk941
                        t924.diverging_epoch = t939
                        if pos != x938:
                            raise _tag_size_mismatch(tg936, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg936 == 1:
                        t945 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t945.leader_id, t945.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t945._unknown_tags = None
                        else:
                            nt946, pos = _ruv(buf, pos)
                            if nt946 * 2 > blen - pos:
                                raise _array_too_long(nt946, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk947 = None
                            for _ in range(nt946):
                                tg948, pos = _ruv(buf, pos)
                                sz949, pos = _ruv(buf, pos)
                                x950 = pos + sz949
                                if x950 > blen:
                                    raise _bad_length(sz949, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk947 is None:
                                    uk947 = []
                                uk947.append((tg948, bytes(buf[pos:x950])))
                                pos = x950
                            t945._unknown_tags = uk947
                        t924.current_leader = t945
                        if pos != x938:
                            raise _tag_size_mismatch(tg936, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg936 == 2:
                        t951 = _new(_C_FetchResponse_SnapshotId)
                        t951.end_offset, t951.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t951._unknown_tags = None
                        else:
                            nt952, pos = _ruv(buf, pos)
                            if nt952 * 2 > blen - pos:
                                raise _array_too_long(nt952, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk953 = None
                            for _ in range(nt952):
                                tg954, pos = _ruv(buf, pos)
                                sz955, pos = _ruv(buf, pos)
                                x956 = pos + sz955
                                if x956 > blen:
                                    raise _bad_length(sz955, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk953 is None:
                                    uk953 = []
                                uk953.append((tg954, bytes(buf[pos:x956])))
                                pos = x956
                            t951._unknown_tags = uk953
                        t924.snapshot_id = t951
                        if pos != x938:
                            raise _tag_size_mismatch(tg936, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk935 is None:
                            uk935 = []
                        uk935.append((tg936, bytes(buf[pos:x938])))
                        pos = x938
                t924._unknown_tags = uk935
            ap923(t924)
        t918.partitions = l922
        t918.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t918._unknown_tags = None
        else:
            nt957, pos = _ruv(buf, pos)
            if nt957 * 2 > blen - pos:
                raise _array_too_long(nt957, 'FetchResponse.Responses._tagged_fields', pos)
            uk958 = None
            for _ in range(nt957):
                tg959, pos = _ruv(buf, pos)
                sz960, pos = _ruv(buf, pos)
                x961 = pos + sz960
                if x961 > blen:
                    raise _bad_length(sz960, 'FetchResponse.Responses._tagged_fields', pos)
                if uk958 is None:
                    uk958 = []
                uk958.append((tg959, bytes(buf[pos:x961])))
                pos = x961
            t918._unknown_tags = uk958
        ap917(t918)
    o.responses = l916
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt962, pos = _ruv(buf, pos)
        if nt962 * 2 > blen - pos:
            raise _array_too_long(nt962, 'FetchResponse._tagged_fields', pos)
        uk963 = None
        for _ in range(nt962):
            tg964, pos = _ruv(buf, pos)
            sz965, pos = _ruv(buf, pos)
            x966 = pos + sz965
            if x966 > blen:
                raise _bad_length(sz965, 'FetchResponse._tagged_fields', pos)
            if uk963 is None:
                uk963 = []
            uk963.append((tg964, bytes(buf[pos:x966])))
            pos = x966
        o._unknown_tags = uk963
    return o, pos


def _enc_FetchResponse_v13(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l967 = o.responses
    n968 = len(l967) + 1
    a(_UV[n968] if n968 < 128 else _uv(n968))
    for e969 in l967:
        a(_S_U.pack(e969.topic_id.bytes))
        l970 = e969.partitions
        n971 = len(l970) + 1
        a(_UV[n971] if n971 < 128 else _uv(n971))
        for e972 in l970:
            a(_S_ihqqq.pack(e972.partition_index, e972.error_code, e972.high_watermark, e972.last_stable_offset, e972.log_start_offset))
            l973 = e972.aborted_transactions
            if l973 is None:
                a(_H0)
            else:
                n974 = len(l973) + 1
                a(_UV[n974] if n974 < 128 else _uv(n974))
                for e975 in l973:
                    a(_S_qq.pack(e975.producer_id, e975.first_offset))
                    u976 = e975._unknown_tags
                    if u976 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u976)
            a(_S_i.pack(e972.preferred_read_replica))
            s977 = e972.records
            if s977 is None:
                a(_H0)
            else:
                n978 = len(s977) + 1
                a(_UV[n978] if n978 < 128 else _uv(n978))
                a(s977)
            k979 = []
            if e972.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                p980 = []
                t981 = e972.diverging_epoch
                p980.append(_S_iq.pack(t981.epoch, t981.end_offset))
                u982 = t981._unknown_tags
                if u982 is None:
                    p980.append(_H0)
                else:
                    _write_tags(p980.append, None, u982)
                k979.append((0, b''.join(p980)))
            if e972.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                p983 = []
                t984 = e972.current_leader
                p983.append(_S_ii.pack(t984.leader_id, t984.leader_epoch))
                u985 = t984._unknown_tags
                if u985 is None:
                    p983.append(_H0)
                else:
                    _write_tags(p983.append, None, u985)
                k979.append((1, b''.join(p983)))
            if e972.snapshot_id != _DEF_FetchResponse_SnapshotId:
                p986 = []
                t987 = e972.snapshot_id
                p986.append(_S_qi.pack(t987.end_offset, t987.epoch))
                u988 = t987._unknown_tags
                if u988 is None:
                    p986.append(_H0)
                else:
                    _write_tags(p986.append, None, u988)
                k979.append((2, b''.join(p986)))
            _write_tags(a, k979, e972._unknown_tags)
        u989 = e969._unknown_tags
        if u989 is None:
            a(_H0)
        else:
            _write_tags(a, None, u989)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 13)
    u990 = o._unknown_tags
    if u990 is None:
        a(_H0)
    else:
        _write_tags(a, None, u990)
    return b''.join(parts)


def _dec_FetchResponse_v13(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n991 = buf[pos] - 1
    if 0 <= n991 < 127:
        pos += 1
    else:
        n991, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l992 = []
    ap993 = l992.append
    for _ in range(n991):
        t994 = _new(_C_FetchResponse_FetchableTopicResponse)
        u995, = _S_U.unpack_from(buf, pos)
        pos += 16
        t994.topic_id = _uuid_from(u995)
        n996 = buf[pos] - 1
        if 0 <= n996 < 127:
            pos += 1
        else:
            n996, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l997 = []
        ap998 = l997.append
        for _ in range(n996):
            t999 = _new(_C_FetchResponse_PartitionData)
            t999.partition_index, t999.error_code, t999.high_watermark, t999.last_stable_offset, t999.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1000 = buf[pos] - 1
            if 0 <= n1000 < 127:
                pos += 1
            else:
                n1000, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1000 < 0:
                t999.aborted_transactions = None
            else:
                l1001 = []
                ap1002 = l1001.append
                for _ in range(n1000):
                    t1003 = _new(_C_FetchResponse_AbortedTransaction)
                    t1003.producer_id, t1003.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1003._unknown_tags = None
                    else:
                        nt1004, pos = _ruv(buf, pos)
                        if nt1004 * 2 > blen - pos:
                            raise _array_too_long(nt1004, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1005 = None
                        for _ in range(nt1004):
                            tg1006, pos = _ruv(buf, pos)
                            sz1007, pos = _ruv(buf, pos)
                            x1008 = pos + sz1007
                            if x1008 > blen:
                                raise _bad_length(sz1007, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1005 is None:
                                uk1005 = []
                            uk1005.append((tg1006, bytes(buf[pos:x1008])))
                            pos = x1008
                        t1003._unknown_tags = uk1005
                    ap1002(t1003)
                t999.aborted_transactions = l1001
            t999.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t999.records, pos = _read_bytes(buf, pos, True, True, 'FetchResponse.Responses.Partitions.Records', True)
            t999.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t999.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t999.snapshot_id = _C_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t999._unknown_tags = None
            else:
                nt1009, pos = _ruv(buf, pos)
                if nt1009 * 2 > blen - pos:
                    raise _array_too_long(nt1009, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1010 = None
                for _ in range(nt1009):
                    tg1011, pos = _ruv(buf, pos)
                    sz1012, pos = _ruv(buf, pos)
                    x1013 = pos + sz1012
                    if x1013 > blen:
                        raise _bad_length(sz1012, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1011 == 0:
                        t1014 = _new(_C_FetchResponse_EpochEndOffset)
                        t1014.epoch, t1014.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1014._unknown_tags = None
                        else:
                            nt1015, pos = _ruv(buf, pos)
                            if nt1015 * 2 > blen - pos:
                                raise _array_too_long(nt1015, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1016 = None
                            for _ in range(nt1015):
                                tg1017, pos = _ruv(buf, pos)
                                sz1018, pos = _ruv(buf, pos)
                                x1019 = pos + sz1018
                                if x1019 > blen:
                                    raise _bad_length(sz1018, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1016 is None:
                                    uk1016 = []
                                uk1016.append((tg1017, bytes(buf[pos:x1019])))
                                pos = x1019
                            t1014._unknown_tags = uk1016
                        t999.diverging_epoch = t1014
                        if pos != x1013:
                            raise _tag_size_mismatch(tg1011, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1011 == 1:
                        t1020 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1020.leader_id, t1020.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1020._unknown_tags = None
                        else:
                            nt1021, pos = _ruv(buf, pos)
                            if nt1021 * 2 > blen - pos:
                                raise _array_too_long(nt1021, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1022 = None
                            for _ in range(nt1021):
                                tg1023, pos = _ruv(buf, pos)
                                sz1024, pos = _ruv(buf, pos)
                                x1025 = pos + sz1024
                                if x1025 > blen:
                                    raise _bad_length(sz1024, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1022 is None:
                                    uk1022 = []
                                uk1022.append((tg1023, bytes(buf[pos:x1025])))
                                pos = x1025
                            t1020._unknown_tags = uk1022
                        t999.current_leader = t1020
                        if pos != x1013:
                            raise _tag_size_mismatch(tg1011, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1011 == 2:
                        t1026 = _new(_C_FetchResponse_SnapshotId)
                        t1026.end_offset, t1026.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1026._unknown_tags = None
                        else:
                            nt1027, pos = _ruv(buf, pos)
                            if nt1027 * 2 > blen - pos:
                                raise _array_too_long(nt1027, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1028 = None
                            for _ in range(nt1027):
                                tg1029, pos = _ruv(buf, pos)
                                sz1030, pos = _ruv(buf, pos)
                                x1031 = pos + sz1030
                                if x1031 > blen:
                                    raise _bad_length(sz1030, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1028 is None:
                                    uk1028 = []
                                uk1028.append((tg1029, bytes(buf[pos:x1031])))
                                pos = x1031
                            t1026._unknown_tags = uk1028
                        t999.snapshot_id = t1026
                        if pos != x1013:
                            raise _tag_size_mismatch(tg1011, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1010 is None:
                            uk1010 = []
                        uk1010.append((tg1011, bytes(buf[pos:x1013])))
                        pos = x1013
                t999._unknown_tags = uk1010
            ap998(t999)
        t994.partitions = l997
        t994.topic = ''
        if buf[pos] == 0:
            pos += 1
            t994._unknown_tags = None
        else:
            nt1032, pos = _ruv(buf, pos)
            if nt1032 * 2 > blen - pos:
                raise _array_too_long(nt1032, 'FetchResponse.Responses._tagged_fields', pos)
            uk1033 = None
            for _ in range(nt1032):
                tg1034, pos = _ruv(buf, pos)
                sz1035, pos = _ruv(buf, pos)
                x1036 = pos + sz1035
                if x1036 > blen:
                    raise _bad_length(sz1035, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1033 is None:
                    uk1033 = []
                uk1033.append((tg1034, bytes(buf[pos:x1036])))
                pos = x1036
            t994._unknown_tags = uk1033
        ap993(t994)
    o.responses = l992
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1037, pos = _ruv(buf, pos)
        if nt1037 * 2 > blen - pos:
            raise _array_too_long(nt1037, 'FetchResponse._tagged_fields', pos)
        uk1038 = None
        for _ in range(nt1037):
            tg1039, pos = _ruv(buf, pos)
            sz1040, pos = _ruv(buf, pos)
            x1041 = pos + sz1040
            if x1041 > blen:
                raise _bad_length(sz1040, 'FetchResponse._tagged_fields', pos)
            if uk1038 is None:
                uk1038 = []
            uk1038.append((tg1039, bytes(buf[pos:x1041])))
            pos = x1041
        o._unknown_tags = uk1038
    return o, pos


def _enc_FetchResponse_v14(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1042 = o.responses
    n1043 = len(l1042) + 1
    a(_UV[n1043] if n1043 < 128 else _uv(n1043))
    for e1044 in l1042:
        a(_S_U.pack(e1044.topic_id.bytes))
        l1045 = e1044.partitions
        n1046 = len(l1045) + 1
        a(_UV[n1046] if n1046 < 128 else _uv(n1046))
        for e1047 in l1045:
            a(_S_ihqqq.pack(e1047.partition_index, e1047.error_code, e1047.high_watermark, e1047.last_stable_offset, e1047.log_start_offset))
            l1048 = e1047.aborted_transactions
            if l1048 is None:
                a(_H0)
            else:
                n1049 = len(l1048) + 1
                a(_UV[n1049] if n1049 < 128 else _uv(n1049))
                for e1050 in l1048:
                    a(_S_qq.pack(e1050.producer_id, e1050.first_offset))
                    u1051 = e1050._unknown_tags
                    if u1051 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1051)
            a(_S_i.pack(e1047.preferred_read_replica))
            s1052 = e1047.records
            if s1052 is None:
                a(_H0)
            else:
                n1053 = len(s1052) + 1
                a(_UV[n1053] if n1053 < 128 else _uv(n1053))
                a(s1052)
            k1054 = []
            if e1047.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                p1055 = []
                t1056 = e1047.diverging_epoch
                p1055.append(_S_iq.pack(t1056.epoch, t1056.end_offset))
                u1057 = t1056._unknown_tags
                if u1057 is None:
                    p1055.append(_H0)
                else:
                    _write_tags(p1055.append, None, u1057)
                k1054.append((0, b''.join(p1055)))
            if e1047.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                p1058 = []
                t1059 = e1047.current_leader
                p1058.append(_S_ii.pack(t1059.leader_id, t1059.leader_epoch))
                u1060 = t1059._unknown_tags
                if u1060 is None:
                    p1058.append(_H0)
                else:
                    _write_tags(p1058.append, None, u1060)
                k1054.append((1, b''.join(p1058)))
            if e1047.snapshot_id != _DEF_FetchResponse_SnapshotId:
                p1061 = []
                t1062 = e1047.snapshot_id
                p1061.append(_S_qi.pack(t1062.end_offset, t1062.epoch))
                u1063 = t1062._unknown_tags
                if u1063 is None:
                    p1061.append(_H0)
                else:
                    _write_tags(p1061.append, None, u1063)
                k1054.append((2, b''.join(p1061)))
            _write_tags(a, k1054, e1047._unknown_tags)
        u1064 = e1044._unknown_tags
        if u1064 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1064)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 14)
    u1065 = o._unknown_tags
    if u1065 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1065)
    return b''.join(parts)


def _dec_FetchResponse_v14(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1066 = buf[pos] - 1
    if 0 <= n1066 < 127:
        pos += 1
    else:
        n1066, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1067 = []
    ap1068 = l1067.append
    for _ in range(n1066):
        t1069 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1070, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1069.topic_id = _uuid_from(u1070)
        n1071 = buf[pos] - 1
        if 0 <= n1071 < 127:
            pos += 1
        else:
            n1071, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1072 = []
        ap1073 = l1072.append
        for _ in range(n1071):
            t1074 = _new(_C_FetchResponse_PartitionData)
            t1074.partition_index, t1074.error_code, t1074.high_watermark, t1074.last_stable_offset, t1074.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1075 = buf[pos] - 1
            if 0 <= n1075 < 127:
                pos += 1
            else:
                n1075, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1075 < 0:
                t1074.aborted_transactions = None
            else:
                l1076 = []
                ap1077 = l1076.append
                for _ in range(n1075):
                    t1078 = _new(_C_FetchResponse_AbortedTransaction)
                    t1078.producer_id, t1078.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1078._unknown_tags = None
                    else:
                        nt1079, pos = _ruv(buf, pos)
                        if nt1079 * 2 > blen - pos:
                            raise _array_too_long(nt1079, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1080 = None
                        for _ in range(nt1079):
                            tg1081, pos = _ruv(buf, pos)
                            sz1082, pos = _ruv(buf, pos)
                            x1083 = pos + sz1082
                            if x1083 > blen:
                                raise _bad_length(sz1082, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1080 is None:
                                uk1080 = []
                            uk1080.append((tg1081, bytes(buf[pos:x1083])))
                            pos = x1083
                        t1078._unknown_tags = uk1080
                    ap1077(t1078)
                t1074.aborted_transactions = l1076
            t1074.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t1074.records, pos = _read_bytes(buf, pos, True, True, 'FetchResponse.Responses.Partitions.Records', True)
            t1074.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t1074.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t1074.snapshot_id = _C_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1074._unknown_tags = None
            else:
                nt1084, pos = _ruv(buf, pos)
                if nt1084 * 2 > blen - pos:
                    raise _array_too_long(nt1084, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1085 = None
                for _ in range(nt1084):
                    tg1086, pos = _ruv(buf, pos)
                    sz1087, pos = _ruv(buf, pos)
                    x1088 = pos + sz1087
                    if x1088 > blen:
                        raise _bad_length(sz1087, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1086 == 0:
                        t1089 = _new(_C_FetchResponse_EpochEndOffset)
                        t1089.epoch, t1089.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1089._unknown_tags = None
                        else:
                            nt1090, pos = _ruv(buf, pos)
                            if nt1090 * 2 > blen - pos:
                                raise _array_too_long(nt1090, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1091 = None
                            for _ in range(nt1090):
                                tg1092, pos = _ruv(buf, pos)
                                sz1093, pos = _ruv(buf, pos)
                                x1094 = pos + sz1093
                                if x1094 > blen:
                                    raise _bad_length(sz1093, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1091 is None:
                                    uk1091 = []
                                uk1091.append((tg1092, bytes(buf[pos:x1094])))
                                pos = x1094
                            t1089._unknown_tags = uk1091
                        t1074.diverging_epoch = t1089
                        if pos != x1088:
                            raise _tag_size_mismatch(tg1086, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1086 == 1:
                        t1095 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1095.leader_id, t1095.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1095._unknown_tags = None
                        else:
                            nt1096, pos = _ruv(buf, pos)
                            if nt1096 * 2 > blen - pos:
                                raise _array_too_long(nt1096, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1097 = None
                            for _ in range(nt1096):
                                tg1098, pos = _ruv(buf, pos)
                                sz1099, pos = _ruv(buf, pos)
                                x1100 = pos + sz1099
                                if x1100 > blen:
                                    raise _bad_length(sz1099, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1097 is None:
                                    uk1097 = []
                                uk1097.append((tg1098, bytes(buf[pos:x1100])))
                                pos = x1100
                            t1095._unknown_tags = uk1097
                        t1074.current_leader = t1095
                        if pos != x1088:
                            raise _tag_size_mismatch(tg1086, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1086 == 2:
                        t1101 = _new(_C_FetchResponse_SnapshotId)
                        t1101.end_offset, t1101.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1101._unknown_tags = None
                        else:
                            nt1102, pos = _ruv(buf, pos)
                            if nt1102 * 2 > blen - pos:
                                raise _array_too_long(nt1102, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1103 = None
                            for _ in range(nt1102):
                                tg1104, pos = _ruv(buf, pos)
                                sz1105, pos = _ruv(buf, pos)
                                x1106 = pos + sz1105
                                if x1106 > blen:
                                    raise _bad_length(sz1105, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1103 is None:
                                    uk1103 = []
                                uk1103.append((tg1104, bytes(buf[pos:x1106])))
                                pos = x1106
                            t1101._unknown_tags = uk1103
                        t1074.snapshot_id = t1101
                        if pos != x1088:
                            raise _tag_size_mismatch(tg1086, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1085 is None:
                            uk1085 = []
                        uk1085.append((tg1086, bytes(buf[pos:x1088])))
                        pos = x1088
                t1074._unknown_tags = uk1085
            ap1073(t1074)
        t1069.partitions = l1072
        t1069.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1069._unknown_tags = None
        else:
            nt1107, pos = _ruv(buf, pos)
            if nt1107 * 2 > blen - pos:
                raise _array_too_long(nt1107, 'FetchResponse.Responses._tagged_fields', pos)
            uk1108 = None
            for _ in range(nt1107):
                tg1109, pos = _ruv(buf, pos)
                sz1110, pos = _ruv(buf, pos)
                x1111 = pos + sz1110
                if x1111 > blen:
                    raise _bad_length(sz1110, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1108 is None:
                    uk1108 = []
                uk1108.append((tg1109, bytes(buf[pos:x1111])))
                pos = x1111
            t1069._unknown_tags = uk1108
        ap1068(t1069)
    o.responses = l1067
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1112, pos = _ruv(buf, pos)
        if nt1112 * 2 > blen - pos:
            raise _array_too_long(nt1112, 'FetchResponse._tagged_fields', pos)
        uk1113 = None
        for _ in range(nt1112):
            tg1114, pos = _ruv(buf, pos)
            sz1115, pos = _ruv(buf, pos)
            x1116 = pos + sz1115
            if x1116 > blen:
                raise _bad_length(sz1115, 'FetchResponse._tagged_fields', pos)
            if uk1113 is None:
                uk1113 = []
            uk1113.append((tg1114, bytes(buf[pos:x1116])))
            pos = x1116
        o._unknown_tags = uk1113
    return o, pos


def _enc_FetchResponse_v15(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1117 = o.responses
    n1118 = len(l1117) + 1
    a(_UV[n1118] if n1118 < 128 else _uv(n1118))
    for e1119 in l1117:
        a(_S_U.pack(e1119.topic_id.bytes))
        l1120 = e1119.partitions
        n1121 = len(l1120) + 1
        a(_UV[n1121] if n1121 < 128 else _uv(n1121))
        for e1122 in l1120:
            a(_S_ihqqq.pack(e1122.partition_index, e1122.error_code, e1122.high_watermark, e1122.last_stable_offset, e1122.log_start_offset))
            l1123 = e1122.aborted_transactions
            if l1123 is None:
                a(_H0)
            else:
                n1124 = len(l1123) + 1
                a(_UV[n1124] if n1124 < 128 else _uv(n1124))
                for e1125 in l1123:
                    a(_S_qq.pack(e1125.producer_id, e1125.first_offset))
                    u1126 = e1125._unknown_tags
                    if u1126 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1126)
            a(_S_i.pack(e1122.preferred_read_replica))
            s1127 = e1122.records
            if s1127 is None:
                a(_H0)
            else:
                n1128 = len(s1127) + 1
                a(_UV[n1128] if n1128 < 128 else _uv(n1128))
                a(s1127)
            k1129 = []
            if e1122.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                p1130 = []
                t1131 = e1122.diverging_epoch
                p1130.append(_S_iq.pack(t1131.epoch, t1131.end_offset))
                u1132 = t1131._unknown_tags
                if u1132 is None:
                    p1130.append(_H0)
                else:
                    _write_tags(p1130.append, None, u1132)
                k1129.append((0, b''.join(p1130)))
            if e1122.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                p1133 = []
                t1134 = e1122.current_leader
                p1133.append(_S_ii.pack(t1134.leader_id, t1134.leader_epoch))
                u1135 = t1134._unknown_tags
                if u1135 is None:
                    p1133.append(_H0)
                else:
                    _write_tags(p1133.append, None, u1135)
                k1129.append((1, b''.join(p1133)))
            if e1122.snapshot_id != _DEF_FetchResponse_SnapshotId:
                p1136 = []
                t1137 = e1122.snapshot_id
                p1136.append(_S_qi.pack(t1137.end_offset, t1137.epoch))
                u1138 = t1137._unknown_tags
                if u1138 is None:
                    p1136.append(_H0)
                else:
                    _write_tags(p1136.append, None, u1138)
                k1129.append((2, b''.join(p1136)))
            _write_tags(a, k1129, e1122._unknown_tags)
        u1139 = e1119._unknown_tags
        if u1139 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1139)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 15)
    u1140 = o._unknown_tags
    if u1140 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1140)
    return b''.join(parts)


def _dec_FetchResponse_v15(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1141 = buf[pos] - 1
    if 0 <= n1141 < 127:
        pos += 1
    else:
        n1141, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1142 = []
    ap1143 = l1142.append
    for _ in range(n1141):
        t1144 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1145, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1144.topic_id = _uuid_from(u1145)
        n1146 = buf[pos] - 1
        if 0 <= n1146 < 127:
            pos += 1
        else:
            n1146, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1147 = []
        ap1148 = l1147.append
        for _ in range(n1146):
            t1149 = _new(_C_FetchResponse_PartitionData)
            t1149.partition_index, t1149.error_code, t1149.high_watermark, t1149.last_stable_offset, t1149.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1150 = buf[pos] - 1
            if 0 <= n1150 < 127:
                pos += 1
            else:
                n1150, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1150 < 0:
                t1149.aborted_transactions = None
            else:
                l1151 = []
                ap1152 = l1151.append
                for _ in range(n1150):
                    t1153 = _new(_C_FetchResponse_AbortedTransaction)
                    t1153.producer_id, t1153.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1153._unknown_tags = None
                    else:
                        nt1154, pos = _ruv(buf, pos)
                        if nt1154 * 2 > blen - pos:
                            raise _array_too_long(nt1154, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1155 = None
                        for _ in range(nt1154):
                            tg1156, pos = _ruv(buf, pos)
                            sz1157, pos = _ruv(buf, pos)
                            x1158 = pos + sz1157
                            if x1158 > blen:
                                raise _bad_length(sz1157, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1155 is None:
                                uk1155 = []
                            uk1155.append((tg1156, bytes(buf[pos:x1158])))
                            pos = x1158
                        t1153._unknown_tags = uk1155
                    ap1152(t1153)
                t1149.aborted_transactions = l1151
            t1149.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t1149.records, pos = _read_bytes(buf, pos, True, True, 'FetchResponse.Responses.Partitions.Records', True)
            t1149.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t1149.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t1149.snapshot_id = _C_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1149._unknown_tags = None
            else:
                nt1159, pos = _ruv(buf, pos)
                if nt1159 * 2 > blen - pos:
                    raise _array_too_long(nt1159, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1160 = None
                for _ in range(nt1159):
                    tg1161, pos = _ruv(buf, pos)
                    sz1162, pos = _ruv(buf, pos)
                    x1163 = pos + sz1162
                    if x1163 > blen:
                        raise _bad_length(sz1162, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1161 == 0:
                        t1164 = _new(_C_FetchResponse_EpochEndOffset)
                        t1164.epoch, t1164.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1164._unknown_tags = None
                        else:
                            nt1165, pos = _ruv(buf, pos)
                            if nt1165 * 2 > blen - pos:
                                raise _array_too_long(nt1165, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1166 = None
                            for _ in range(nt1165):
                                tg1167, pos = _ruv(buf, pos)
                                sz1168, pos = _ruv(buf, pos)
                                x1169 = pos + sz1168
                                if x1169 > blen:
                                    raise _bad_length(sz1168, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1166 is None:
                                    uk1166 = []
                                uk1166.append((tg1167, bytes(buf[pos:x1169])))
                                pos = x1169
                            t1164._unknown_tags = uk1166
                        t1149.diverging_epoch = t1164
                        if pos != x1163:
                            raise _tag_size_mismatch(tg1161, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1161 == 1:
                        t1170 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1170.leader_id, t1170.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1170._unknown_tags = None
                        else:
                            nt1171, pos = _ruv(buf, pos)
                            if nt1171 * 2 > blen - pos:
                                raise _array_too_long(nt1171, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1172 = None
                            for _ in range(nt1171):
                                tg1173, pos = _ruv(buf, pos)
                                sz1174, pos = _ruv(buf, pos)
                                x1175 = pos + sz1174
                                if x1175 > blen:
                                    raise _bad_length(sz1174, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1172 is None:
                                    uk1172 = []
                                uk1172.append((tg1173, bytes(buf[pos:x1175])))
                                pos = x1175
                            t1170._unknown_tags = uk1172
                        t1149.current_leader = t1170
                        if pos != x1163:
                            raise _tag_size_mismatch(tg1161, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1161 == 2:
                        t1176 = _new(_C_FetchResponse_SnapshotId)
                        t1176.end_offset, t1176.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1176._unknown_tags = None
                        else:
                            nt1177, pos = _ruv(buf, pos)
                            if nt1177 * 2 > blen - pos:
                                raise _array_too_long(nt1177, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1178 = None
                            for _ in range(nt1177):
                                tg1179, pos = _ruv(buf, pos)
                                sz1180, pos = _ruv(buf, pos)
                                x1181 = pos + sz1180
                                if x1181 > blen:
                                    raise _bad_length(sz1180, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1178 is None:
                                    uk1178 = []
                                uk1178.append((tg1179, bytes(buf[pos:x1181])))
                                pos = x1181
                            t1176._unknown_tags = uk1178
                        t1149.snapshot_id = t1176
                        if pos != x1163:
                            raise _tag_size_mismatch(tg1161, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1160 is None:
                            uk1160 = []
                        uk1160.append((tg1161, bytes(buf[pos:x1163])))
                        pos = x1163
                t1149._unknown_tags = uk1160
            ap1148(t1149)
        t1144.partitions = l1147
        t1144.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1144._unknown_tags = None
        else:
            nt1182, pos = _ruv(buf, pos)
            if nt1182 * 2 > blen - pos:
                raise _array_too_long(nt1182, 'FetchResponse.Responses._tagged_fields', pos)
            uk1183 = None
            for _ in range(nt1182):
                tg1184, pos = _ruv(buf, pos)
                sz1185, pos = _ruv(buf, pos)
                x1186 = pos + sz1185
                if x1186 > blen:
                    raise _bad_length(sz1185, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1183 is None:
                    uk1183 = []
                uk1183.append((tg1184, bytes(buf[pos:x1186])))
                pos = x1186
            t1144._unknown_tags = uk1183
        ap1143(t1144)
    o.responses = l1142
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1187, pos = _ruv(buf, pos)
        if nt1187 * 2 > blen - pos:
            raise _array_too_long(nt1187, 'FetchResponse._tagged_fields', pos)
        uk1188 = None
        for _ in range(nt1187):
            tg1189, pos = _ruv(buf, pos)
            sz1190, pos = _ruv(buf, pos)
            x1191 = pos + sz1190
            if x1191 > blen:
                raise _bad_length(sz1190, 'FetchResponse._tagged_fields', pos)
            if uk1188 is None:
                uk1188 = []
            uk1188.append((tg1189, bytes(buf[pos:x1191])))
            pos = x1191
        o._unknown_tags = uk1188
    return o, pos


def _enc_FetchResponse_v16(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1192 = o.responses
    n1193 = len(l1192) + 1
    a(_UV[n1193] if n1193 < 128 else _uv(n1193))
    for e1194 in l1192:
        a(_S_U.pack(e1194.topic_id.bytes))
        l1195 = e1194.partitions
        n1196 = len(l1195) + 1
        a(_UV[n1196] if n1196 < 128 else _uv(n1196))
        for e1197 in l1195:
            a(_S_ihqqq.pack(e1197.partition_index, e1197.error_code, e1197.high_watermark, e1197.last_stable_offset, e1197.log_start_offset))
            l1198 = e1197.aborted_transactions
            if l1198 is None:
                a(_H0)
            else:
                n1199 = len(l1198) + 1
                a(_UV[n1199] if n1199 < 128 else _uv(n1199))
                for e1200 in l1198:
                    a(_S_qq.pack(e1200.producer_id, e1200.first_offset))
                    u1201 = e1200._unknown_tags
                    if u1201 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1201)
            a(_S_i.pack(e1197.preferred_read_replica))
            s1202 = e1197.records
            if s1202 is None:
                a(_H0)
            else:
                n1203 = len(s1202) + 1
                a(_UV[n1203] if n1203 < 128 else _uv(n1203))
                a(s1202)
            k1204 = []
            if e1197.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                p1205 = []
                t1206 = e1197.diverging_epoch
                p1205.append(_S_iq.pack(t1206.epoch, t1206.end_offset))
                u1207 = t1206._unknown_tags
                if u1207 is None:
                    p1205.append(_H0)
                else:
                    _write_tags(p1205.append, None, u1207)
                k1204.append((0, b''.join(p1205)))
            if e1197.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                p1208 = []
                t1209 = e1197.current_leader
                p1208.append(_S_ii.pack(t1209.leader_id, t1209.leader_epoch))
                u1210 = t1209._unknown_tags
                if u1210 is None:
                    p1208.append(_H0)
                else:
                    _write_tags(p1208.append, None, u1210)
                k1204.append((1, b''.join(p1208)))
            if e1197.snapshot_id != _DEF_FetchResponse_SnapshotId:
                p1211 = []
                t1212 = e1197.snapshot_id
                p1211.append(_S_qi.pack(t1212.end_offset, t1212.epoch))
                u1213 = t1212._unknown_tags
                if u1213 is None:
                    p1211.append(_H0)
                else:
                    _write_tags(p1211.append, None, u1213)
                k1204.append((2, b''.join(p1211)))
            _write_tags(a, k1204, e1197._unknown_tags)
        u1214 = e1194._unknown_tags
        if u1214 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1214)
    k1215 = []
    if o.node_endpoints:
        p1216 = []
        l1217 = o.node_endpoints
        n1218 = len(l1217) + 1
        p1216.append(_UV[n1218] if n1218 < 128 else _uv(n1218))
        for e1219 in l1217:
            p1216.append(_S_i.pack(e1219.node_id))
            s1220 = e1219.host
            b1221 = s1220.encode()
            n1222 = len(b1221) + 1
            p1216.append(_UV[n1222] if n1222 < 128 else _uv(n1222))
            p1216.append(b1221)
            p1216.append(_S_i.pack(e1219.port))
            s1223 = e1219.rack
            if s1223 is None:
                p1216.append(_H0)
            else:
                b1224 = s1223.encode()
                n1225 = len(b1224) + 1
                p1216.append(_UV[n1225] if n1225 < 128 else _uv(n1225))
                p1216.append(b1224)
            u1226 = e1219._unknown_tags
            if u1226 is None:
                p1216.append(_H0)
            else:
                _write_tags(p1216.append, None, u1226)
        k1215.append((0, b''.join(p1216)))
    _write_tags(a, k1215, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchResponse_v16(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1227 = buf[pos] - 1
    if 0 <= n1227 < 127:
        pos += 1
    else:
        n1227, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1228 = []
    ap1229 = l1228.append
    for _ in range(n1227):
        t1230 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1231, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1230.topic_id = _uuid_from(u1231)
        n1232 = buf[pos] - 1
        if 0 <= n1232 < 127:
            pos += 1
        else:
            n1232, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1233 = []
        ap1234 = l1233.append
        for _ in range(n1232):
            t1235 = _new(_C_FetchResponse_PartitionData)
            t1235.partition_index, t1235.error_code, t1235.high_watermark, t1235.last_stable_offset, t1235.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1236 = buf[pos] - 1
            if 0 <= n1236 < 127:
                pos += 1
            else:
                n1236, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1236 < 0:
                t1235.aborted_transactions = None
            else:
                l1237 = []
                ap1238 = l1237.append
                for _ in range(n1236):
                    t1239 = _new(_C_FetchResponse_AbortedTransaction)
                    t1239.producer_id, t1239.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1239._unknown_tags = None
                    else:
                        nt1240, pos = _ruv(buf, pos)
                        if nt1240 * 2 > blen - pos:
                            raise _array_too_long(nt1240, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1241 = None
                        for _ in range(nt1240):
                            tg1242, pos = _ruv(buf, pos)
                            sz1243, pos = _ruv(buf, pos)
                            x1244 = pos + sz1243
                            if x1244 > blen:
                                raise _bad_length(sz1243, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1241 is None:
                                uk1241 = []
                            uk1241.append((tg1242, bytes(buf[pos:x1244])))
                            pos = x1244
                        t1239._unknown_tags = uk1241
                    ap1238(t1239)
                t1235.aborted_transactions = l1237
            t1235.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t1235.records, pos = _read_bytes(buf, pos, True, True, 'FetchResponse.Responses.Partitions.Records', True)
            t1235.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t1235.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t1235.snapshot_id = _C_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1235._unknown_tags = None
            else:
                nt1245, pos = _ruv(buf, pos)
                if nt1245 * 2 > blen - pos:
                    raise _array_too_long(nt1245, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1246 = None
                for _ in range(nt1245):
                    tg1247, pos = _ruv(buf, pos)
                    sz1248, pos = _ruv(buf, pos)
                    x1249 = pos + sz1248
                    if x1249 > blen:
                        raise _bad_length(sz1248, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1247 == 0:
                        t1250 = _new(_C_FetchResponse_EpochEndOffset)
                        t1250.epoch, t1250.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1250._unknown_tags = None
                        else:
                            nt1251, pos = _ruv(buf, pos)
                            if nt1251 * 2 > blen - pos:
                                raise _array_too_long(nt1251, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1252 = None
                            for _ in range(nt1251):
                                tg1253, pos = _ruv(buf, pos)
                                sz1254, pos = _ruv(buf, pos)
                                x1255 = pos + sz1254
                                if x1255 > blen:
                                    raise _bad_length(sz1254, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1252 is None:
                                    uk1252 = []
                                uk1252.append((tg1253, bytes(buf[pos:x1255])))
                                pos = x1255
                            t1250._unknown_tags = uk1252
                        t1235.diverging_epoch = t1250
                        if pos != x1249:
                            raise _tag_size_mismatch(tg1247, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1247 == 1:
                        t1256 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1256.leader_id, t1256.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1256._unknown_tags = None
                        else:
                            nt1257, pos = _ruv(buf, pos)
                            if nt1257 * 2 > blen - pos:
                                raise _array_too_long(nt1257, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1258 = None
                            for _ in range(nt1257):
                                tg1259, pos = _ruv(buf, pos)
                                sz1260, pos = _ruv(buf, pos)
                                x1261 = pos + sz1260
                                if x1261 > blen:
                                    raise _bad_length(sz1260, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1258 is None:
                                    uk1258 = []
                                uk1258.append((tg1259, bytes(buf[pos:x1261])))
                                pos = x1261
                            t1256._unknown_tags = uk1258
                        t1235.current_leader = t1256
                        if pos != x1249:
                            raise _tag_size_mismatch(tg1247, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1247 == 2:
                        t1262 = _new(_C_FetchResponse_SnapshotId)
                        t1262.end_offset, t1262.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1262._unknown_tags = None
                        else:
                            nt1263, pos = _ruv(buf, pos)
                            if nt1263 * 2 > blen - pos:
                                raise _array_too_long(nt1263, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1264 = None
                            for _ in range(nt1263):
                                tg1265, pos = _ruv(buf, pos)
                                sz1266, pos = _ruv(buf, pos)
                                x1267 = pos + sz1266
                                if x1267 > blen:
                                    raise _bad_length(sz1266, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1264 is None:
                                    uk1264 = []
                                uk1264.append((tg1265, bytes(buf[pos:x1267])))
                                pos = x1267
                            t1262._unknown_tags = uk1264
                        t1235.snapshot_id = t1262
                        if pos != x1249:
                            raise _tag_size_mismatch(tg1247, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1246 is None:
                            uk1246 = []
                        uk1246.append((tg1247, bytes(buf[pos:x1249])))
                        pos = x1249
                t1235._unknown_tags = uk1246
            ap1234(t1235)
        t1230.partitions = l1233
        t1230.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1230._unknown_tags = None
        else:
            nt1268, pos = _ruv(buf, pos)
            if nt1268 * 2 > blen - pos:
                raise _array_too_long(nt1268, 'FetchResponse.Responses._tagged_fields', pos)
            uk1269 = None
            for _ in range(nt1268):
                tg1270, pos = _ruv(buf, pos)
                sz1271, pos = _ruv(buf, pos)
                x1272 = pos + sz1271
                if x1272 > blen:
                    raise _bad_length(sz1271, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1269 is None:
                    uk1269 = []
                uk1269.append((tg1270, bytes(buf[pos:x1272])))
                pos = x1272
            t1230._unknown_tags = uk1269
        ap1229(t1230)
    o.responses = l1228
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1273, pos = _ruv(buf, pos)
        if nt1273 * 2 > blen - pos:
            raise _array_too_long(nt1273, 'FetchResponse._tagged_fields', pos)
        uk1274 = None
        for _ in range(nt1273):
            tg1275, pos = _ruv(buf, pos)
            sz1276, pos = _ruv(buf, pos)
            x1277 = pos + sz1276
            if x1277 > blen:
                raise _bad_length(sz1276, 'FetchResponse._tagged_fields', pos)
            if tg1275 == 0:
                n1278 = buf[pos] - 1
                if 0 <= n1278 < 127:
                    pos += 1
                else:
                    n1278, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1279 = []
                ap1280 = l1279.append
                for _ in range(n1278):
                    t1281 = _new(_C_FetchResponse_NodeEndpoint)
                    t1281.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1282 = buf[pos] - 1
                    if 0 <= n1282 < 127:
                        x1283 = pos + 1 + n1282
                        if x1283 > blen:
                            raise _bad_length(n1282, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1281.host = str(buf[pos + 1:x1283], 'utf-8')
                        pos = x1283
                    else:
                        t1281.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1281.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1284 = buf[pos] - 1
                    if 0 <= n1284 < 127:
                        x1285 = pos + 1 + n1284
                        if x1285 > blen:
                            raise _bad_length(n1284, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1281.rack = str(buf[pos + 1:x1285], 'utf-8')
                        pos = x1285
                    else:
                        t1281.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1281._unknown_tags = None
                    else:
                        nt1286, pos = _ruv(buf, pos)
                        if nt1286 * 2 > blen - pos:
                            raise _array_too_long(nt1286, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1287 = None
                        for _ in range(nt1286):
                            tg1288, pos = _ruv(buf, pos)
                            sz1289, pos = _ruv(buf, pos)
                            x1290 = pos + sz1289
                            if x1290 > blen:
                                raise _bad_length(sz1289, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1287 is None:
                                uk1287 = []
                            uk1287.append((tg1288, bytes(buf[pos:x1290])))
                            pos = x1290
                        t1281._unknown_tags = uk1287
                    ap1280(t1281)
                o.node_endpoints = l1279
                if pos != x1277:
                    raise _tag_size_mismatch(tg1275, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1274 is None:
                    uk1274 = []
                uk1274.append((tg1275, bytes(buf[pos:x1277])))
                pos = x1277
        o._unknown_tags = uk1274
    return o, pos


def _enc_FetchResponse_v17(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1291 = o.responses
    n1292 = len(l1291) + 1
    a(_UV[n1292] if n1292 < 128 else _uv(n1292))
    for e1293 in l1291:
        a(_S_U.pack(e1293.topic_id.bytes))
        l1294 = e1293.partitions
        n1295 = len(l1294) + 1
        a(_UV[n1295] if n1295 < 128 else _uv(n1295))
        for e1296 in l1294:
            a(_S_ihqqq.pack(e1296.partition_index, e1296.error_code, e1296.high_watermark, e1296.last_stable_offset, e1296.log_start_offset))
            l1297 = e1296.aborted_transactions
            if l1297 is None:
                a(_H0)
            else:
                n1298 = len(l1297) + 1
                a(_UV[n1298] if n1298 < 128 else _uv(n1298))
                for e1299 in l1297:
                    a(_S_qq.pack(e1299.producer_id, e1299.first_offset))
                    u1300 = e1299._unknown_tags
                    if u1300 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1300)
            a(_S_i.pack(e1296.preferred_read_replica))
            s1301 = e1296.records
            if s1301 is None:
                a(_H0)
            else:
                n1302 = len(s1301) + 1
                a(_UV[n1302] if n1302 < 128 else _uv(n1302))
                a(s1301)
            k1303 = []
            if e1296.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                p1304 = []
                t1305 = e1296.diverging_epoch
                p1304.append(_S_iq.pack(t1305.epoch, t1305.end_offset))
                u1306 = t1305._unknown_tags
                if u1306 is None:
                    p1304.append(_H0)
                else:
                    _write_tags(p1304.append, None, u1306)
                k1303.append((0, b''.join(p1304)))
            if e1296.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                p1307 = []
                t1308 = e1296.current_leader
                p1307.append(_S_ii.pack(t1308.leader_id, t1308.leader_epoch))
                u1309 = t1308._unknown_tags
                if u1309 is None:
                    p1307.append(_H0)
                else:
                    _write_tags(p1307.append, None, u1309)
                k1303.append((1, b''.join(p1307)))
            if e1296.snapshot_id != _DEF_FetchResponse_SnapshotId:
                p1310 = []
                t1311 = e1296.snapshot_id
                p1310.append(_S_qi.pack(t1311.end_offset, t1311.epoch))
                u1312 = t1311._unknown_tags
                if u1312 is None:
                    p1310.append(_H0)
                else:
                    _write_tags(p1310.append, None, u1312)
                k1303.append((2, b''.join(p1310)))
            _write_tags(a, k1303, e1296._unknown_tags)
        u1313 = e1293._unknown_tags
        if u1313 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1313)
    k1314 = []
    if o.node_endpoints:
        p1315 = []
        l1316 = o.node_endpoints
        n1317 = len(l1316) + 1
        p1315.append(_UV[n1317] if n1317 < 128 else _uv(n1317))
        for e1318 in l1316:
            p1315.append(_S_i.pack(e1318.node_id))
            s1319 = e1318.host
            b1320 = s1319.encode()
            n1321 = len(b1320) + 1
            p1315.append(_UV[n1321] if n1321 < 128 else _uv(n1321))
            p1315.append(b1320)
            p1315.append(_S_i.pack(e1318.port))
            s1322 = e1318.rack
            if s1322 is None:
                p1315.append(_H0)
            else:
                b1323 = s1322.encode()
                n1324 = len(b1323) + 1
                p1315.append(_UV[n1324] if n1324 < 128 else _uv(n1324))
                p1315.append(b1323)
            u1325 = e1318._unknown_tags
            if u1325 is None:
                p1315.append(_H0)
            else:
                _write_tags(p1315.append, None, u1325)
        k1314.append((0, b''.join(p1315)))
    _write_tags(a, k1314, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchResponse_v17(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1326 = buf[pos] - 1
    if 0 <= n1326 < 127:
        pos += 1
    else:
        n1326, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1327 = []
    ap1328 = l1327.append
    for _ in range(n1326):
        t1329 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1330, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1329.topic_id = _uuid_from(u1330)
        n1331 = buf[pos] - 1
        if 0 <= n1331 < 127:
            pos += 1
        else:
            n1331, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1332 = []
        ap1333 = l1332.append
        for _ in range(n1331):
            t1334 = _new(_C_FetchResponse_PartitionData)
            t1334.partition_index, t1334.error_code, t1334.high_watermark, t1334.last_stable_offset, t1334.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1335 = buf[pos] - 1
            if 0 <= n1335 < 127:
                pos += 1
            else:
                n1335, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1335 < 0:
                t1334.aborted_transactions = None
            else:
                l1336 = []
                ap1337 = l1336.append
                for _ in range(n1335):
                    t1338 = _new(_C_FetchResponse_AbortedTransaction)
                    t1338.producer_id, t1338.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1338._unknown_tags = None
                    else:
                        nt1339, pos = _ruv(buf, pos)
                        if nt1339 * 2 > blen - pos:
                            raise _array_too_long(nt1339, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1340 = None
                        for _ in range(nt1339):
                            tg1341, pos = _ruv(buf, pos)
                            sz1342, pos = _ruv(buf, pos)
                            x1343 = pos + sz1342
                            if x1343 > blen:
                                raise _bad_length(sz1342, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1340 is None:
                                uk1340 = []
                            uk1340.append((tg1341, bytes(buf[pos:x1343])))
                            pos = x1343
                        t1338._unknown_tags = uk1340
                    ap1337(t1338)
                t1334.aborted_transactions = l1336
            t1334.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t1334.records, pos = _read_bytes(buf, pos, True, True, 'FetchResponse.Responses.Partitions.Records', True)
            t1334.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t1334.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t1334.snapshot_id = _C_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1334._unknown_tags = None
            else:
                nt1344, pos = _ruv(buf, pos)
                if nt1344 * 2 > blen - pos:
                    raise _array_too_long(nt1344, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1345 = None
                for _ in range(nt1344):
                    tg1346, pos = _ruv(buf, pos)
                    sz1347, pos = _ruv(buf, pos)
                    x1348 = pos + sz1347
                    if x1348 > blen:
                        raise _bad_length(sz1347, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1346 == 0:
                        t1349 = _new(_C_FetchResponse_EpochEndOffset)
                        t1349.epoch, t1349.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1349._unknown_tags = None
                        else:
                            nt1350, pos = _ruv(buf, pos)
                            if nt1350 * 2 > blen - pos:
                                raise _array_too_long(nt1350, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1351 = None
                            for _ in range(nt1350):
                                tg1352, pos = _ruv(buf, pos)
                                sz1353, pos = _ruv(buf, pos)
                                x1354 = pos + sz1353
                                if x1354 > blen:
                                    raise _bad_length(sz1353, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1351 is None:
                                    uk1351 = []
                                uk1351.append((tg1352, bytes(buf[pos:x1354])))
                                pos = x1354
                            t1349._unknown_tags = uk1351
                        t1334.diverging_epoch = t1349
                        if pos != x1348:
                            raise _tag_size_mismatch(tg1346, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1346 == 1:
                        t1355 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1355.leader_id, t1355.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1355._unknown_tags = None
                        else:
                            nt1356, pos = _ruv(buf, pos)
                            if nt1356 * 2 > blen - pos:
                                raise _array_too_long(nt1356, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1357 = None
                            for _ in range(nt1356):
                                tg1358, pos = _ruv(buf, pos)
                                sz1359, pos = _ruv(buf, pos)
                                x1360 = pos + sz1359
                                if x1360 > blen:
                                    raise _bad_length(sz1359, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1357 is None:
                                    uk1357 = []
                                uk1357.append((tg1358, bytes(buf[pos:x1360])))
                                pos = x1360
                            t1355._unknown_tags = uk1357
                        t1334.current_leader = t1355
                        if pos != x1348:
                            raise _tag_size_mismatch(tg1346, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1346 == 2:
                        t1361 = _new(_C_FetchResponse_SnapshotId)
                        t1361.end_offset, t1361.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1361._unknown_tags = None
                        else:
                            nt1362, pos = _ruv(buf, pos)
                            if nt1362 * 2 > blen - pos:
                                raise _array_too_long(nt1362, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1363 = None
                            for _ in range(nt1362):
                                tg1364, pos = _ruv(buf, pos)
                                sz1365, pos = _ruv(buf, pos)
                                x1366 = pos + sz1365
                                if x1366 > blen:
                                    raise _bad_length(sz1365, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1363 is None:
                                    uk1363 = []
                                uk1363.append((tg1364, bytes(buf[pos:x1366])))
                                pos = x1366
                            t1361._unknown_tags = uk1363
                        t1334.snapshot_id = t1361
                        if pos != x1348:
                            raise _tag_size_mismatch(tg1346, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1345 is None:
                            uk1345 = []
                        uk1345.append((tg1346, bytes(buf[pos:x1348])))
                        pos = x1348
                t1334._unknown_tags = uk1345
            ap1333(t1334)
        t1329.partitions = l1332
        t1329.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1329._unknown_tags = None
        else:
            nt1367, pos = _ruv(buf, pos)
            if nt1367 * 2 > blen - pos:
                raise _array_too_long(nt1367, 'FetchResponse.Responses._tagged_fields', pos)
            uk1368 = None
            for _ in range(nt1367):
                tg1369, pos = _ruv(buf, pos)
                sz1370, pos = _ruv(buf, pos)
                x1371 = pos + sz1370
                if x1371 > blen:
                    raise _bad_length(sz1370, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1368 is None:
                    uk1368 = []
                uk1368.append((tg1369, bytes(buf[pos:x1371])))
                pos = x1371
            t1329._unknown_tags = uk1368
        ap1328(t1329)
    o.responses = l1327
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1372, pos = _ruv(buf, pos)
        if nt1372 * 2 > blen - pos:
            raise _array_too_long(nt1372, 'FetchResponse._tagged_fields', pos)
        uk1373 = None
        for _ in range(nt1372):
            tg1374, pos = _ruv(buf, pos)
            sz1375, pos = _ruv(buf, pos)
            x1376 = pos + sz1375
            if x1376 > blen:
                raise _bad_length(sz1375, 'FetchResponse._tagged_fields', pos)
            if tg1374 == 0:
                n1377 = buf[pos] - 1
                if 0 <= n1377 < 127:
                    pos += 1
                else:
                    n1377, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1378 = []
                ap1379 = l1378.append
                for _ in range(n1377):
                    t1380 = _new(_C_FetchResponse_NodeEndpoint)
                    t1380.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1381 = buf[pos] - 1
                    if 0 <= n1381 < 127:
                        x1382 = pos + 1 + n1381
                        if x1382 > blen:
                            raise _bad_length(n1381, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1380.host = str(buf[pos + 1:x1382], 'utf-8')
                        pos = x1382
                    else:
                        t1380.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1380.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1383 = buf[pos] - 1
                    if 0 <= n1383 < 127:
                        x1384 = pos + 1 + n1383
                        if x1384 > blen:
                            raise _bad_length(n1383, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1380.rack = str(buf[pos + 1:x1384], 'utf-8')
                        pos = x1384
                    else:
                        t1380.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1380._unknown_tags = None
                    else:
                        nt1385, pos = _ruv(buf, pos)
                        if nt1385 * 2 > blen - pos:
                            raise _array_too_long(nt1385, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1386 = None
                        for _ in range(nt1385):
                            tg1387, pos = _ruv(buf, pos)
                            sz1388, pos = _ruv(buf, pos)
                            x1389 = pos + sz1388
                            if x1389 > blen:
                                raise _bad_length(sz1388, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1386 is None:
                                uk1386 = []
                            uk1386.append((tg1387, bytes(buf[pos:x1389])))
                            pos = x1389
                        t1380._unknown_tags = uk1386
                    ap1379(t1380)
                o.node_endpoints = l1378
                if pos != x1376:
                    raise _tag_size_mismatch(tg1374, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1373 is None:
                    uk1373 = []
                uk1373.append((tg1374, bytes(buf[pos:x1376])))
                pos = x1376
        o._unknown_tags = uk1373
    return o, pos


def _enc_FetchResponse_v18(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1390 = o.responses
    n1391 = len(l1390) + 1
    a(_UV[n1391] if n1391 < 128 else _uv(n1391))
    for e1392 in l1390:
        a(_S_U.pack(e1392.topic_id.bytes))
        l1393 = e1392.partitions
        n1394 = len(l1393) + 1
        a(_UV[n1394] if n1394 < 128 else _uv(n1394))
        for e1395 in l1393:
            a(_S_ihqqq.pack(e1395.partition_index, e1395.error_code, e1395.high_watermark, e1395.last_stable_offset, e1395.log_start_offset))
            l1396 = e1395.aborted_transactions
            if l1396 is None:
                a(_H0)
            else:
                n1397 = len(l1396) + 1
                a(_UV[n1397] if n1397 < 128 else _uv(n1397))
                for e1398 in l1396:
                    a(_S_qq.pack(e1398.producer_id, e1398.first_offset))
                    u1399 = e1398._unknown_tags
                    if u1399 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1399)
            a(_S_i.pack(e1395.preferred_read_replica))
            s1400 = e1395.records
            if s1400 is None:
                a(_H0)
            else:
                n1401 = len(s1400) + 1
                a(_UV[n1401] if n1401 < 128 else _uv(n1401))
                a(s1400)
            k1402 = []
            if e1395.diverging_epoch != _DEF_FetchResponse_EpochEndOffset:
                p1403 = []
                t1404 = e1395.diverging_epoch
                p1403.append(_S_iq.pack(t1404.epoch, t1404.end_offset))
                u1405 = t1404._unknown_tags
                if u1405 is None:
                    p1403.append(_H0)
                else:
                    _write_tags(p1403.append, None, u1405)
                k1402.append((0, b''.join(p1403)))
            if e1395.current_leader != _DEF_FetchResponse_LeaderIdAndEpoch:
                p1406 = []
                t1407 = e1395.current_leader
                p1406.append(_S_ii.pack(t1407.leader_id, t1407.leader_epoch))
                u1408 = t1407._unknown_tags
                if u1408 is None:
                    p1406.append(_H0)
                else:
                    _write_tags(p1406.append, None, u1408)
                k1402.append((1, b''.join(p1406)))
            if e1395.snapshot_id != _DEF_FetchResponse_SnapshotId:
                p1409 = []
                t1410 = e1395.snapshot_id
                p1409.append(_S_qi.pack(t1410.end_offset, t1410.epoch))
                u1411 = t1410._unknown_tags
                if u1411 is None:
                    p1409.append(_H0)
                else:
                    _write_tags(p1409.append, None, u1411)
                k1402.append((2, b''.join(p1409)))
            _write_tags(a, k1402, e1395._unknown_tags)
        u1412 = e1392._unknown_tags
        if u1412 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1412)
    k1413 = []
    if o.node_endpoints:
        p1414 = []
        l1415 = o.node_endpoints
        n1416 = len(l1415) + 1
        p1414.append(_UV[n1416] if n1416 < 128 else _uv(n1416))
        for e1417 in l1415:
            p1414.append(_S_i.pack(e1417.node_id))
            s1418 = e1417.host
            b1419 = s1418.encode()
            n1420 = len(b1419) + 1
            p1414.append(_UV[n1420] if n1420 < 128 else _uv(n1420))
            p1414.append(b1419)
            p1414.append(_S_i.pack(e1417.port))
            s1421 = e1417.rack
            if s1421 is None:
                p1414.append(_H0)
            else:
                b1422 = s1421.encode()
                n1423 = len(b1422) + 1
                p1414.append(_UV[n1423] if n1423 < 128 else _uv(n1423))
                p1414.append(b1422)
            u1424 = e1417._unknown_tags
            if u1424 is None:
                p1414.append(_H0)
            else:
                _write_tags(p1414.append, None, u1424)
        k1413.append((0, b''.join(p1414)))
    _write_tags(a, k1413, o._unknown_tags)
    return b''.join(parts)


def _dec_FetchResponse_v18(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1425 = buf[pos] - 1
    if 0 <= n1425 < 127:
        pos += 1
    else:
        n1425, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1426 = []
    ap1427 = l1426.append
    for _ in range(n1425):
        t1428 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1429, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1428.topic_id = _uuid_from(u1429)
        n1430 = buf[pos] - 1
        if 0 <= n1430 < 127:
            pos += 1
        else:
            n1430, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1431 = []
        ap1432 = l1431.append
        for _ in range(n1430):
            t1433 = _new(_C_FetchResponse_PartitionData)
            t1433.partition_index, t1433.error_code, t1433.high_watermark, t1433.last_stable_offset, t1433.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1434 = buf[pos] - 1
            if 0 <= n1434 < 127:
                pos += 1
            else:
                n1434, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1434 < 0:
                t1433.aborted_transactions = None
            else:
                l1435 = []
                ap1436 = l1435.append
                for _ in range(n1434):
                    t1437 = _new(_C_FetchResponse_AbortedTransaction)
                    t1437.producer_id, t1437.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1437._unknown_tags = None
                    else:
                        nt1438, pos = _ruv(buf, pos)
                        if nt1438 * 2 > blen - pos:
                            raise _array_too_long(nt1438, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1439 = None
                        for _ in range(nt1438):
                            tg1440, pos = _ruv(buf, pos)
                            sz1441, pos = _ruv(buf, pos)
                            x1442 = pos + sz1441
                            if x1442 > blen:
                                raise _bad_length(sz1441, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1439 is None:
                                uk1439 = []
                            uk1439.append((tg1440, bytes(buf[pos:x1442])))
                            pos = x1442
                        t1437._unknown_tags = uk1439
                    ap1436(t1437)
                t1433.aborted_transactions = l1435
            t1433.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            t1433.records, pos = _read_bytes(buf, pos, True, True, 'FetchResponse.Responses.Partitions.Records', True)
            t1433.diverging_epoch = _C_FetchResponse_EpochEndOffset()
            t1433.current_leader = _C_FetchResponse_LeaderIdAndEpoch()
            t1433.snapshot_id = _C_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1433._unknown_tags = None
            else:
                nt1443, pos = _ruv(buf, pos)
                if nt1443 * 2 > blen - pos:
                    raise _array_too_long(nt1443, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1444 = None
                for _ in range(nt1443):
                    tg1445, pos = _ruv(buf, pos)
                    sz1446, pos = _ruv(buf, pos)
                    x1447 = pos + sz1446
                    if x1447 > blen:
                        raise _bad_length(sz1446, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1445 == 0:
                        t1448 = _new(_C_FetchResponse_EpochEndOffset)
                        t1448.epoch, t1448.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1448._unknown_tags = None
                        else:
                            nt1449, pos = _ruv(buf, pos)
                            if nt1449 * 2 > blen - pos:
                                raise _array_too_long(nt1449, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1450 = None
                            for _ in range(nt1449):
                                tg1451, pos = _ruv(buf, pos)
                                sz1452, pos = _ruv(buf, pos)
                                x1453 = pos + sz1452
                                if x1453 > blen:
                                    raise _bad_length(sz1452, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1450 is None:
                                    uk1450 = []
                                uk1450.append((tg1451, bytes(buf[pos:x1453])))
                                pos = x1453
                            t1448._unknown_tags = uk1450
                        t1433.diverging_epoch = t1448
                        if pos != x1447:
                            raise _tag_size_mismatch(tg1445, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1445 == 1:
                        t1454 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1454.leader_id, t1454.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1454._unknown_tags = None
                        else:
                            nt1455, pos = _ruv(buf, pos)
                            if nt1455 * 2 > blen - pos:
                                raise _array_too_long(nt1455, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1456 = None
                            for _ in range(nt1455):
                                tg1457, pos = _ruv(buf, pos)
                                sz1458, pos = _ruv(buf, pos)
                                x1459 = pos + sz1458
                                if x1459 > blen:
                                    raise _bad_length(sz1458, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1456 is None:
                                    uk1456 = []
                                uk1456.append((tg1457, bytes(buf[pos:x1459])))
                                pos = x1459
                            t1454._unknown_tags = uk1456
                        t1433.current_leader = t1454
                        if pos != x1447:
                            raise _tag_size_mismatch(tg1445, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1445 == 2:
                        t1460 = _new(_C_FetchResponse_SnapshotId)
                        t1460.end_offset, t1460.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1460._unknown_tags = None
                        else:
                            nt1461, pos = _ruv(buf, pos)
                            if nt1461 * 2 > blen - pos:
                                raise _array_too_long(nt1461, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1462 = None
                            for _ in range(nt1461):
                                tg1463, pos = _ruv(buf, pos)
                                sz1464, pos = _ruv(buf, pos)
                                x1465 = pos + sz1464
                                if x1465 > blen:
                                    raise _bad_length(sz1464, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1462 is None:
                                    uk1462 = []
                                uk1462.append((tg1463, bytes(buf[pos:x1465])))
                                pos = x1465
                            t1460._unknown_tags = uk1462
                        t1433.snapshot_id = t1460
                        if pos != x1447:
                            raise _tag_size_mismatch(tg1445, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1444 is None:
                            uk1444 = []
                        uk1444.append((tg1445, bytes(buf[pos:x1447])))
                        pos = x1447
                t1433._unknown_tags = uk1444
            ap1432(t1433)
        t1428.partitions = l1431
        t1428.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1428._unknown_tags = None
        else:
            nt1466, pos = _ruv(buf, pos)
            if nt1466 * 2 > blen - pos:
                raise _array_too_long(nt1466, 'FetchResponse.Responses._tagged_fields', pos)
            uk1467 = None
            for _ in range(nt1466):
                tg1468, pos = _ruv(buf, pos)
                sz1469, pos = _ruv(buf, pos)
                x1470 = pos + sz1469
                if x1470 > blen:
                    raise _bad_length(sz1469, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1467 is None:
                    uk1467 = []
                uk1467.append((tg1468, bytes(buf[pos:x1470])))
                pos = x1470
            t1428._unknown_tags = uk1467
        ap1427(t1428)
    o.responses = l1426
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1471, pos = _ruv(buf, pos)
        if nt1471 * 2 > blen - pos:
            raise _array_too_long(nt1471, 'FetchResponse._tagged_fields', pos)
        uk1472 = None
        for _ in range(nt1471):
            tg1473, pos = _ruv(buf, pos)
            sz1474, pos = _ruv(buf, pos)
            x1475 = pos + sz1474
            if x1475 > blen:
                raise _bad_length(sz1474, 'FetchResponse._tagged_fields', pos)
            if tg1473 == 0:
                n1476 = buf[pos] - 1
                if 0 <= n1476 < 127:
                    pos += 1
                else:
                    n1476, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1477 = []
                ap1478 = l1477.append
                for _ in range(n1476):
                    t1479 = _new(_C_FetchResponse_NodeEndpoint)
                    t1479.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1480 = buf[pos] - 1
                    if 0 <= n1480 < 127:
                        x1481 = pos + 1 + n1480
                        if x1481 > blen:
                            raise _bad_length(n1480, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1479.host = str(buf[pos + 1:x1481], 'utf-8')
                        pos = x1481
                    else:
                        t1479.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1479.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1482 = buf[pos] - 1
                    if 0 <= n1482 < 127:
                        x1483 = pos + 1 + n1482
                        if x1483 > blen:
                            raise _bad_length(n1482, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1479.rack = str(buf[pos + 1:x1483], 'utf-8')
                        pos = x1483
                    else:
                        t1479.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1479._unknown_tags = None
                    else:
                        nt1484, pos = _ruv(buf, pos)
                        if nt1484 * 2 > blen - pos:
                            raise _array_too_long(nt1484, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1485 = None
                        for _ in range(nt1484):
                            tg1486, pos = _ruv(buf, pos)
                            sz1487, pos = _ruv(buf, pos)
                            x1488 = pos + sz1487
                            if x1488 > blen:
                                raise _bad_length(sz1487, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1485 is None:
                                uk1485 = []
                            uk1485.append((tg1486, bytes(buf[pos:x1488])))
                            pos = x1488
                        t1479._unknown_tags = uk1485
                    ap1478(t1479)
                o.node_endpoints = l1477
                if pos != x1475:
                    raise _tag_size_mismatch(tg1473, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1472 is None:
                    uk1472 = []
                uk1472.append((tg1473, bytes(buf[pos:x1475])))
                pos = x1475
        o._unknown_tags = uk1472
    return o, pos


FetchResponse._ENC = {4: _enc_FetchResponse_v4, 5: _enc_FetchResponse_v5, 6: _enc_FetchResponse_v6, 7: _enc_FetchResponse_v7, 8: _enc_FetchResponse_v8, 9: _enc_FetchResponse_v9, 10: _enc_FetchResponse_v10, 11: _enc_FetchResponse_v11, 12: _enc_FetchResponse_v12, 13: _enc_FetchResponse_v13, 14: _enc_FetchResponse_v14, 15: _enc_FetchResponse_v15, 16: _enc_FetchResponse_v16, 17: _enc_FetchResponse_v17, 18: _enc_FetchResponse_v18}
FetchResponse._DEC = {4: _dec_FetchResponse_v4, 5: _dec_FetchResponse_v5, 6: _dec_FetchResponse_v6, 7: _dec_FetchResponse_v7, 8: _dec_FetchResponse_v8, 9: _dec_FetchResponse_v9, 10: _dec_FetchResponse_v10, 11: _dec_FetchResponse_v11, 12: _dec_FetchResponse_v12, 13: _dec_FetchResponse_v13, 14: _dec_FetchResponse_v14, 15: _dec_FetchResponse_v15, 16: _dec_FetchResponse_v16, 17: _dec_FetchResponse_v17, 18: _dec_FetchResponse_v18}


_LINES = {
    185: 'FetchRequest.ReplicaId',
    186: 'FetchRequest.ReplicaState',
    188: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    189: 'FetchRequest.Topics',
    190: 'FetchRequest.Topics',
    191: 'FetchRequest.Topics',
    192: 'FetchRequest.Topics.Topic',
    193: 'FetchRequest.Topics.Topic',
    194: 'FetchRequest.Topics.Topic',
    195: 'FetchRequest.Topics.Topic',
    196: 'FetchRequest.Topics.Partitions',
    197: 'FetchRequest.Topics.Partitions',
    198: 'FetchRequest.Topics.Partitions',
    199: 'FetchRequest.Topics.Partitions.Partition',
    200: 'FetchRequest.Topics.Partitions.FetchOffset',
    201: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    203: 'FetchRequest.Topics.Partitions.PartitionMaxBytes',
    204: 'FetchRequest.ForgottenTopicsData',
    212: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    214: 'FetchRequest.Topics',
    219: 'FetchRequest.Topics.Topic',
    224: 'FetchRequest.Topics.Topic',
    227: 'FetchRequest.Topics.Topic',
    228: 'FetchRequest.Topics.Partitions',
    233: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,PartitionMaxBytes',
    260: 'FetchRequest.ReplicaId',
    261: 'FetchRequest.ReplicaState',
    263: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    264: 'FetchRequest.Topics',
    265: 'FetchRequest.Topics',
    266: 'FetchRequest.Topics',
    267: 'FetchRequest.Topics.Topic',
    268: 'FetchRequest.Topics.Topic',
    269: 'FetchRequest.Topics.Topic',
    270: 'FetchRequest.Topics.Topic',
    271: 'FetchRequest.Topics.Partitions',
    272: 'FetchRequest.Topics.Partitions',
    273: 'FetchRequest.Topics.Partitions',
    274: 'FetchRequest.Topics.Partitions.Partition',
    275: 'FetchRequest.Topics.Partitions.FetchOffset',
    276: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    278: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    279: 'FetchRequest.ForgottenTopicsData',
    287: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    289: 'FetchRequest.Topics',
    294: 'FetchRequest.Topics.Topic',
    299: 'FetchRequest.Topics.Topic',
    302: 'FetchRequest.Topics.Topic',
    303: 'FetchRequest.Topics.Partitions',
    308: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    334: 'FetchRequest.ReplicaId',
    335: 'FetchRequest.ReplicaState',
    337: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    338: 'FetchRequest.Topics',
    339: 'FetchRequest.Topics',
    340: 'FetchRequest.Topics',
    341: 'FetchRequest.Topics.Topic',
    342: 'FetchRequest.Topics.Topic',
    343: 'FetchRequest.Topics.Topic',
    344: 'FetchRequest.Topics.Topic',
    345: 'FetchRequest.Topics.Partitions',
    346: 'FetchRequest.Topics.Partitions',
    347: 'FetchRequest.Topics.Partitions',
    348: 'FetchRequest.Topics.Partitions.Partition',
    349: 'FetchRequest.Topics.Partitions.FetchOffset',
    350: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    352: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    353: 'FetchRequest.ForgottenTopicsData',
    361: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    363: 'FetchRequest.Topics',
    368: 'FetchRequest.Topics.Topic',
    373: 'FetchRequest.Topics.Topic',
    376: 'FetchRequest.Topics.Topic',
    377: 'FetchRequest.Topics.Partitions',
    382: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    408: 'FetchRequest.ReplicaId',
    409: 'FetchRequest.ReplicaState',
    411: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    412: 'FetchRequest.Topics',
    413: 'FetchRequest.Topics',
    414: 'FetchRequest.Topics',
    415: 'FetchRequest.Topics.Topic',
    416: 'FetchRequest.Topics.Topic',
    417: 'FetchRequest.Topics.Topic',
    418: 'FetchRequest.Topics.Topic',
    419: 'FetchRequest.Topics.Partitions',
    420: 'FetchRequest.Topics.Partitions',
    421: 'FetchRequest.Topics.Partitions',
    422: 'FetchRequest.Topics.Partitions.Partition',
    423: 'FetchRequest.Topics.Partitions.FetchOffset',
    424: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    426: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    427: 'FetchRequest.ForgottenTopicsData',
    428: 'FetchRequest.ForgottenTopicsData',
    429: 'FetchRequest.ForgottenTopicsData',
    430: 'FetchRequest.ForgottenTopicsData.Topic',
    431: 'FetchRequest.ForgottenTopicsData.Topic',
    432: 'FetchRequest.ForgottenTopicsData.Topic',
    433: 'FetchRequest.ForgottenTopicsData.Topic',
    434: 'FetchRequest.ForgottenTopicsData.Partitions',
    435: 'FetchRequest.ForgottenTopicsData.Partitions',
    437: 'FetchRequest.ForgottenTopicsData.Partitions',
    439: 'FetchRequest.ForgottenTopicsData.Partitions',
    446: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    448: 'FetchRequest.Topics',
    453: 'FetchRequest.Topics.Topic',
    458: 'FetchRequest.Topics.Topic',
    461: 'FetchRequest.Topics.Topic',
    462: 'FetchRequest.Topics.Partitions',
    467: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    480: 'FetchRequest.ForgottenTopicsData',
    485: 'FetchRequest.ForgottenTopicsData.Topic',
    490: 'FetchRequest.ForgottenTopicsData.Topic',
    493: 'FetchRequest.ForgottenTopicsData.Topic',
    494: 'FetchRequest.ForgottenTopicsData.Partitions',
    496: 'FetchRequest.ForgottenTopicsData.Partitions',
    499: 'FetchRequest.ForgottenTopicsData.Partitions',
    514: 'FetchRequest.ReplicaId',
    515: 'FetchRequest.ReplicaState',
    517: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    518: 'FetchRequest.Topics',
    519: 'FetchRequest.Topics',
    520: 'FetchRequest.Topics',
    521: 'FetchRequest.Topics.Topic',
    522: 'FetchRequest.Topics.Topic',
    523: 'FetchRequest.Topics.Topic',
    524: 'FetchRequest.Topics.Topic',
    525: 'FetchRequest.Topics.Partitions',
    526: 'FetchRequest.Topics.Partitions',
    527: 'FetchRequest.Topics.Partitions',
    528: 'FetchRequest.Topics.Partitions.Partition',
    529: 'FetchRequest.Topics.Partitions.FetchOffset',
    530: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    532: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    533: 'FetchRequest.ForgottenTopicsData',
    534: 'FetchRequest.ForgottenTopicsData',
    535: 'FetchRequest.ForgottenTopicsData',
    536: 'FetchRequest.ForgottenTopicsData.Topic',
    537: 'FetchRequest.ForgottenTopicsData.Topic',
    538: 'FetchRequest.ForgottenTopicsData.Topic',
    539: 'FetchRequest.ForgottenTopicsData.Topic',
    540: 'FetchRequest.ForgottenTopicsData.Partitions',
    541: 'FetchRequest.ForgottenTopicsData.Partitions',
    543: 'FetchRequest.ForgottenTopicsData.Partitions',
    545: 'FetchRequest.ForgottenTopicsData.Partitions',
    552: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    554: 'FetchRequest.Topics',
    559: 'FetchRequest.Topics.Topic',
    564: 'FetchRequest.Topics.Topic',
    567: 'FetchRequest.Topics.Topic',
    568: 'FetchRequest.Topics.Partitions',
    573: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    586: 'FetchRequest.ForgottenTopicsData',
    591: 'FetchRequest.ForgottenTopicsData.Topic',
    596: 'FetchRequest.ForgottenTopicsData.Topic',
    599: 'FetchRequest.ForgottenTopicsData.Topic',
    600: 'FetchRequest.ForgottenTopicsData.Partitions',
    602: 'FetchRequest.ForgottenTopicsData.Partitions',
    605: 'FetchRequest.ForgottenTopicsData.Partitions',
    620: 'FetchRequest.ReplicaId',
    621: 'FetchRequest.ReplicaState',
    623: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    624: 'FetchRequest.Topics',
    625: 'FetchRequest.Topics',
    626: 'FetchRequest.Topics',
    627: 'FetchRequest.Topics.Topic',
    628: 'FetchRequest.Topics.Topic',
    629: 'FetchRequest.Topics.Topic',
    630: 'FetchRequest.Topics.Topic',
    631: 'FetchRequest.Topics.Partitions',
    632: 'FetchRequest.Topics.Partitions',
    633: 'FetchRequest.Topics.Partitions',
    634: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    635: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    637: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    638: 'FetchRequest.ForgottenTopicsData',
    639: 'FetchRequest.ForgottenTopicsData',
    640: 'FetchRequest.ForgottenTopicsData',
    641: 'FetchRequest.ForgottenTopicsData.Topic',
    642: 'FetchRequest.ForgottenTopicsData.Topic',
    643: 'FetchRequest.ForgottenTopicsData.Topic',
    644: 'FetchRequest.ForgottenTopicsData.Topic',
    645: 'FetchRequest.ForgottenTopicsData.Partitions',
    646: 'FetchRequest.ForgottenTopicsData.Partitions',
    648: 'FetchRequest.ForgottenTopicsData.Partitions',
    650: 'FetchRequest.ForgottenTopicsData.Partitions',
    657: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    659: 'FetchRequest.Topics',
    664: 'FetchRequest.Topics.Topic',
    669: 'FetchRequest.Topics.Topic',
    672: 'FetchRequest.Topics.Topic',
    673: 'FetchRequest.Topics.Partitions',
    678: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    690: 'FetchRequest.ForgottenTopicsData',
    695: 'FetchRequest.ForgottenTopicsData.Topic',
    700: 'FetchRequest.ForgottenTopicsData.Topic',
    703: 'FetchRequest.ForgottenTopicsData.Topic',
    704: 'FetchRequest.ForgottenTopicsData.Partitions',
    706: 'FetchRequest.ForgottenTopicsData.Partitions',
    709: 'FetchRequest.ForgottenTopicsData.Partitions',
    724: 'FetchRequest.ReplicaId',
    725: 'FetchRequest.ReplicaState',
    727: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    728: 'FetchRequest.Topics',
    729: 'FetchRequest.Topics',
    730: 'FetchRequest.Topics',
    731: 'FetchRequest.Topics.Topic',
    732: 'FetchRequest.Topics.Topic',
    733: 'FetchRequest.Topics.Topic',
    734: 'FetchRequest.Topics.Topic',
    735: 'FetchRequest.Topics.Partitions',
    736: 'FetchRequest.Topics.Partitions',
    737: 'FetchRequest.Topics.Partitions',
    738: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    739: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    741: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    742: 'FetchRequest.ForgottenTopicsData',
    743: 'FetchRequest.ForgottenTopicsData',
    744: 'FetchRequest.ForgottenTopicsData',
    745: 'FetchRequest.ForgottenTopicsData.Topic',
    746: 'FetchRequest.ForgottenTopicsData.Topic',
    747: 'FetchRequest.ForgottenTopicsData.Topic',
    748: 'FetchRequest.ForgottenTopicsData.Topic',
    749: 'FetchRequest.ForgottenTopicsData.Partitions',
    750: 'FetchRequest.ForgottenTopicsData.Partitions',
    752: 'FetchRequest.ForgottenTopicsData.Partitions',
    754: 'FetchRequest.ForgottenTopicsData.Partitions',
    761: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    763: 'FetchRequest.Topics',
    768: 'FetchRequest.Topics.Topic',
    773: 'FetchRequest.Topics.Topic',
    776: 'FetchRequest.Topics.Topic',
    777: 'FetchRequest.Topics.Partitions',
    782: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    794: 'FetchRequest.ForgottenTopicsData',
    799: 'FetchRequest.ForgottenTopicsData.Topic',
    804: 'FetchRequest.ForgottenTopicsData.Topic',
    807: 'FetchRequest.ForgottenTopicsData.Topic',
    808: 'FetchRequest.ForgottenTopicsData.Partitions',
    810: 'FetchRequest.ForgottenTopicsData.Partitions',
    813: 'FetchRequest.ForgottenTopicsData.Partitions',
    828: 'FetchRequest.ReplicaId',
    829: 'FetchRequest.ReplicaState',
    831: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    832: 'FetchRequest.Topics',
    833: 'FetchRequest.Topics',
    834: 'FetchRequest.Topics',
    835: 'FetchRequest.Topics.Topic',
    836: 'FetchRequest.Topics.Topic',
    837: 'FetchRequest.Topics.Topic',
    838: 'FetchRequest.Topics.Topic',
    839: 'FetchRequest.Topics.Partitions',
    840: 'FetchRequest.Topics.Partitions',
    841: 'FetchRequest.Topics.Partitions',
    842: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    843: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    845: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    846: 'FetchRequest.ForgottenTopicsData',
    847: 'FetchRequest.ForgottenTopicsData',
    848: 'FetchRequest.ForgottenTopicsData',
    849: 'FetchRequest.ForgottenTopicsData.Topic',
    850: 'FetchRequest.ForgottenTopicsData.Topic',
    851: 'FetchRequest.ForgottenTopicsData.Topic',
    852: 'FetchRequest.ForgottenTopicsData.Topic',
    853: 'FetchRequest.ForgottenTopicsData.Partitions',
    854: 'FetchRequest.ForgottenTopicsData.Partitions',
    856: 'FetchRequest.ForgottenTopicsData.Partitions',
    858: 'FetchRequest.ForgottenTopicsData.Partitions',
    859: 'FetchRequest.RackId',
    860: 'FetchRequest.RackId',
    861: 'FetchRequest.RackId',
    862: 'FetchRequest.RackId',
    869: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    871: 'FetchRequest.Topics',
    876: 'FetchRequest.Topics.Topic',
    881: 'FetchRequest.Topics.Topic',
    884: 'FetchRequest.Topics.Topic',
    885: 'FetchRequest.Topics.Partitions',
    890: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    902: 'FetchRequest.ForgottenTopicsData',
    907: 'FetchRequest.ForgottenTopicsData.Topic',
    912: 'FetchRequest.ForgottenTopicsData.Topic',
    915: 'FetchRequest.ForgottenTopicsData.Topic',
    916: 'FetchRequest.ForgottenTopicsData.Partitions',
    918: 'FetchRequest.ForgottenTopicsData.Partitions',
    921: 'FetchRequest.ForgottenTopicsData.Partitions',
    926: 'FetchRequest.RackId',
    931: 'FetchRequest.RackId',
    934: 'FetchRequest.RackId',
    944: 'FetchRequest.ReplicaId',
    945: 'FetchRequest.ReplicaState',
    947: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    948: 'FetchRequest.Topics',
    949: 'FetchRequest.Topics',
    950: 'FetchRequest.Topics',
    951: 'FetchRequest.Topics',
    952: 'FetchRequest.Topics.Topic',
    953: 'FetchRequest.Topics.Topic',
    954: 'FetchRequest.Topics.Topic',
    955: 'FetchRequest.Topics.Topic',
    956: 'FetchRequest.Topics.Topic',
    957: 'FetchRequest.Topics.Partitions',
    958: 'FetchRequest.Topics.Partitions',
    959: 'FetchRequest.Topics.Partitions',
    960: 'FetchRequest.Topics.Partitions',
    961: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    962: 'FetchRequest.Topics.Partitions._unknown_tags',
    963: 'FetchRequest.Topics.Partitions',
    966: 'FetchRequest.Topics.Partitions._unknown_tags',
    967: 'FetchRequest.Topics._unknown_tags',
    968: 'FetchRequest.Topics',
    971: 'FetchRequest.Topics._unknown_tags',
    972: 'FetchRequest.ForgottenTopicsData',
    973: 'FetchRequest.ForgottenTopicsData',
    974: 'FetchRequest.ForgottenTopicsData',
    975: 'FetchRequest.ForgottenTopicsData',
    976: 'FetchRequest.ForgottenTopicsData.Topic',
    977: 'FetchRequest.ForgottenTopicsData.Topic',
    978: 'FetchRequest.ForgottenTopicsData.Topic',
    979: 'FetchRequest.ForgottenTopicsData.Topic',
    980: 'FetchRequest.ForgottenTopicsData.Topic',
    981: 'FetchRequest.ForgottenTopicsData.Partitions',
    982: 'FetchRequest.ForgottenTopicsData.Partitions',
    984: 'FetchRequest.ForgottenTopicsData.Partitions',
    986: 'FetchRequest.ForgottenTopicsData.Partitions',
    987: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    988: 'FetchRequest.ForgottenTopicsData',
    991: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    992: 'FetchRequest.RackId',
    993: 'FetchRequest.RackId',
    994: 'FetchRequest.RackId',
    995: 'FetchRequest.RackId',
    996: 'FetchRequest.RackId',
    997: 'FetchRequest',
    998: 'FetchRequest.ClusterId',
    999: 'FetchRequest.ClusterId',
    1000: 'FetchRequest.ClusterId',
    1001: 'FetchRequest.ClusterId',
    1002: 'FetchRequest.ClusterId',
    1003: 'FetchRequest.ClusterId',
    1004: 'FetchRequest.ClusterId',
    1005: 'FetchRequest.ClusterId',
    1006: 'FetchRequest.ClusterId',
    1007: 'FetchRequest.ClusterId',
    1008: 'FetchRequest.ClusterId',
    1009: 'FetchRequest._unknown_tags',
    1016: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1018: 'FetchRequest.Topics',
    1022: 'FetchRequest.Topics',
    1027: 'FetchRequest.Topics.Topic',
    1032: 'FetchRequest.Topics.Topic',
    1035: 'FetchRequest.Topics.Topic',
    1036: 'FetchRequest.Topics.Partitions',
    1040: 'FetchRequest.Topics.Partitions',
    1045: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1049: 'FetchRequest.Topics.Partitions._tagged_fields',
    1053: 'FetchRequest.Topics.Partitions._tagged_fields',
    1058: 'FetchRequest.Topics.Partitions._tagged_fields',
    1059: 'FetchRequest.Topics.Partitions._tagged_fields',
    1071: 'FetchRequest.Topics._tagged_fields',
    1075: 'FetchRequest.Topics._tagged_fields',
    1080: 'FetchRequest.Topics._tagged_fields',
    1081: 'FetchRequest.Topics._tagged_fields',
    1092: 'FetchRequest.ForgottenTopicsData',
    1096: 'FetchRequest.ForgottenTopicsData',
    1101: 'FetchRequest.ForgottenTopicsData.Topic',
    1106: 'FetchRequest.ForgottenTopicsData.Topic',
    1109: 'FetchRequest.ForgottenTopicsData.Topic',
    1110: 'FetchRequest.ForgottenTopicsData.Partitions',
    1112: 'FetchRequest.ForgottenTopicsData.Partitions',
    1115: 'FetchRequest.ForgottenTopicsData.Partitions',
    1117: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1121: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1126: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1127: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1138: 'FetchRequest.RackId',
    1143: 'FetchRequest.RackId',
    1146: 'FetchRequest.RackId',
    1149: 'FetchRequest._tagged_fields',
    1153: 'FetchRequest._tagged_fields',
    1158: 'FetchRequest._tagged_fields',
    1159: 'FetchRequest._tagged_fields',
    1164: 'FetchRequest.ClusterId',
    1169: 'FetchRequest.ClusterId',
    1172: 'FetchRequest.ClusterId',
    1187: 'FetchRequest.ReplicaId',
    1188: 'FetchRequest.ReplicaState',
    1190: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1191: 'FetchRequest.Topics',
    1192: 'FetchRequest.Topics',
    1193: 'FetchRequest.Topics',
    1194: 'FetchRequest.Topics',
    1195: 'FetchRequest.Topics.TopicId',
    1196: 'FetchRequest.Topics.Partitions',
    1197: 'FetchRequest.Topics.Partitions',
    1198: 'FetchRequest.Topics.Partitions',
    1199: 'FetchRequest.Topics.Partitions',
    1200: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1201: 'FetchRequest.Topics.Partitions._unknown_tags',
    1202: 'FetchRequest.Topics.Partitions',
    1205: 'FetchRequest.Topics.Partitions._unknown_tags',
    1206: 'FetchRequest.Topics._unknown_tags',
    1207: 'FetchRequest.Topics',
    1210: 'FetchRequest.Topics._unknown_tags',
    1211: 'FetchRequest.ForgottenTopicsData',
    1212: 'FetchRequest.ForgottenTopicsData',
    1213: 'FetchRequest.ForgottenTopicsData',
    1214: 'FetchRequest.ForgottenTopicsData',
    1215: 'FetchRequest.ForgottenTopicsData.TopicId',
    1216: 'FetchRequest.ForgottenTopicsData.Partitions',
    1217: 'FetchRequest.ForgottenTopicsData.Partitions',
    1219: 'FetchRequest.ForgottenTopicsData.Partitions',
    1221: 'FetchRequest.ForgottenTopicsData.Partitions',
    1222: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1223: 'FetchRequest.ForgottenTopicsData',
    1226: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1227: 'FetchRequest.RackId',
    1228: 'FetchRequest.RackId',
    1229: 'FetchRequest.RackId',
    1230: 'FetchRequest.RackId',
    1231: 'FetchRequest.RackId',
    1232: 'FetchRequest',
    1233: 'FetchRequest.ClusterId',
    1234: 'FetchRequest.ClusterId',
    1235: 'FetchRequest.ClusterId',
    1236: 'FetchRequest.ClusterId',
    1237: 'FetchRequest.ClusterId',
    1238: 'FetchRequest.ClusterId',
    1239: 'FetchRequest.ClusterId',
    1240: 'FetchRequest.ClusterId',
    1241: 'FetchRequest.ClusterId',
    1242: 'FetchRequest.ClusterId',
    1243: 'FetchRequest.ClusterId',
    1244: 'FetchRequest._unknown_tags',
    1251: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1253: 'FetchRequest.Topics',
    1257: 'FetchRequest.Topics',
    1262: 'FetchRequest.Topics.TopicId',
    1265: 'FetchRequest.Topics.Partitions',
    1269: 'FetchRequest.Topics.Partitions',
    1274: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1278: 'FetchRequest.Topics.Partitions._tagged_fields',
    1282: 'FetchRequest.Topics.Partitions._tagged_fields',
    1287: 'FetchRequest.Topics.Partitions._tagged_fields',
    1288: 'FetchRequest.Topics.Partitions._tagged_fields',
    1300: 'FetchRequest.Topics._tagged_fields',
    1304: 'FetchRequest.Topics._tagged_fields',
    1309: 'FetchRequest.Topics._tagged_fields',
    1310: 'FetchRequest.Topics._tagged_fields',
    1321: 'FetchRequest.ForgottenTopicsData',
    1325: 'FetchRequest.ForgottenTopicsData',
    1330: 'FetchRequest.ForgottenTopicsData.TopicId',
    1333: 'FetchRequest.ForgottenTopicsData.Partitions',
    1335: 'FetchRequest.ForgottenTopicsData.Partitions',
    1338: 'FetchRequest.ForgottenTopicsData.Partitions',
    1340: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1344: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1349: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1350: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1361: 'FetchRequest.RackId',
    1366: 'FetchRequest.RackId',
    1369: 'FetchRequest.RackId',
    1372: 'FetchRequest._tagged_fields',
    1376: 'FetchRequest._tagged_fields',
    1381: 'FetchRequest._tagged_fields',
    1382: 'FetchRequest._tagged_fields',
    1387: 'FetchRequest.ClusterId',
    1392: 'FetchRequest.ClusterId',
    1395: 'FetchRequest.ClusterId',
    1410: 'FetchRequest.ReplicaId',
    1411: 'FetchRequest.ReplicaState',
    1413: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1414: 'FetchRequest.Topics',
    1415: 'FetchRequest.Topics',
    1416: 'FetchRequest.Topics',
    1417: 'FetchRequest.Topics',
    1418: 'FetchRequest.Topics.TopicId',
    1419: 'FetchRequest.Topics.Partitions',
    1420: 'FetchRequest.Topics.Partitions',
    1421: 'FetchRequest.Topics.Partitions',
    1422: 'FetchRequest.Topics.Partitions',
    1423: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1424: 'FetchRequest.Topics.Partitions._unknown_tags',
    1425: 'FetchRequest.Topics.Partitions',
    1428: 'FetchRequest.Topics.Partitions._unknown_tags',
    1429: 'FetchRequest.Topics._unknown_tags',
    1430: 'FetchRequest.Topics',
    1433: 'FetchRequest.Topics._unknown_tags',
    1434: 'FetchRequest.ForgottenTopicsData',
    1435: 'FetchRequest.ForgottenTopicsData',
    1436: 'FetchRequest.ForgottenTopicsData',
    1437: 'FetchRequest.ForgottenTopicsData',
    1438: 'FetchRequest.ForgottenTopicsData.TopicId',
    1439: 'FetchRequest.ForgottenTopicsData.Partitions',
    1440: 'FetchRequest.ForgottenTopicsData.Partitions',
    1442: 'FetchRequest.ForgottenTopicsData.Partitions',
    1444: 'FetchRequest.ForgottenTopicsData.Partitions',
    1445: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1446: 'FetchRequest.ForgottenTopicsData',
    1449: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1450: 'FetchRequest.RackId',
    1451: 'FetchRequest.RackId',
    1452: 'FetchRequest.RackId',
    1453: 'FetchRequest.RackId',
    1454: 'FetchRequest.RackId',
    1455: 'FetchRequest',
    1456: 'FetchRequest.ClusterId',
    1457: 'FetchRequest.ClusterId',
    1458: 'FetchRequest.ClusterId',
    1459: 'FetchRequest.ClusterId',
    1460: 'FetchRequest.ClusterId',
    1461: 'FetchRequest.ClusterId',
    1462: 'FetchRequest.ClusterId',
    1463: 'FetchRequest.ClusterId',
    1464: 'FetchRequest.ClusterId',
    1465: 'FetchRequest.ClusterId',
    1466: 'FetchRequest.ClusterId',
    1467: 'FetchRequest._unknown_tags',
    1474: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1476: 'FetchRequest.Topics',
    1480: 'FetchRequest.Topics',
    1485: 'FetchRequest.Topics.TopicId',
    1488: 'FetchRequest.Topics.Partitions',
    1492: 'FetchRequest.Topics.Partitions',
    1497: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1501: 'FetchRequest.Topics.Partitions._tagged_fields',
    1505: 'FetchRequest.Topics.Partitions._tagged_fields',
    1510: 'FetchRequest.Topics.Partitions._tagged_fields',
    1511: 'FetchRequest.Topics.Partitions._tagged_fields',
    1523: 'FetchRequest.Topics._tagged_fields',
    1527: 'FetchRequest.Topics._tagged_fields',
    1532: 'FetchRequest.Topics._tagged_fields',
    1533: 'FetchRequest.Topics._tagged_fields',
    1544: 'FetchRequest.ForgottenTopicsData',
    1548: 'FetchRequest.ForgottenTopicsData',
    1553: 'FetchRequest.ForgottenTopicsData.TopicId',
    1556: 'FetchRequest.ForgottenTopicsData.Partitions',
    1558: 'FetchRequest.ForgottenTopicsData.Partitions',
    1561: 'FetchRequest.ForgottenTopicsData.Partitions',
    1563: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1567: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1572: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1573: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1584: 'FetchRequest.RackId',
    1589: 'FetchRequest.RackId',
    1592: 'FetchRequest.RackId',
    1595: 'FetchRequest._tagged_fields',
    1599: 'FetchRequest._tagged_fields',
    1604: 'FetchRequest._tagged_fields',
    1605: 'FetchRequest._tagged_fields',
    1610: 'FetchRequest.ClusterId',
    1615: 'FetchRequest.ClusterId',
    1618: 'FetchRequest.ClusterId',
    1633: 'FetchRequest.ReplicaId',
    1635: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1636: 'FetchRequest.Topics',
    1637: 'FetchRequest.Topics',
    1638: 'FetchRequest.Topics',
    1639: 'FetchRequest.Topics',
    1640: 'FetchRequest.Topics.TopicId',
    1641: 'FetchRequest.Topics.Partitions',
    1642: 'FetchRequest.Topics.Partitions',
    1643: 'FetchRequest.Topics.Partitions',
    1644: 'FetchRequest.Topics.Partitions',
    1645: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1646: 'FetchRequest.Topics.Partitions._unknown_tags',
    1647: 'FetchRequest.Topics.Partitions',
    1650: 'FetchRequest.Topics.Partitions._unknown_tags',
    1651: 'FetchRequest.Topics._unknown_tags',
    1652: 'FetchRequest.Topics',
    1655: 'FetchRequest.Topics._unknown_tags',
    1656: 'FetchRequest.ForgottenTopicsData',
    1657: 'FetchRequest.ForgottenTopicsData',
    1658: 'FetchRequest.ForgottenTopicsData',
    1659: 'FetchRequest.ForgottenTopicsData',
    1660: 'FetchRequest.ForgottenTopicsData.TopicId',
    1661: 'FetchRequest.ForgottenTopicsData.Partitions',
    1662: 'FetchRequest.ForgottenTopicsData.Partitions',
    1664: 'FetchRequest.ForgottenTopicsData.Partitions',
    1666: 'FetchRequest.ForgottenTopicsData.Partitions',
    1667: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1668: 'FetchRequest.ForgottenTopicsData',
    1671: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1672: 'FetchRequest.RackId',
    1673: 'FetchRequest.RackId',
    1674: 'FetchRequest.RackId',
    1675: 'FetchRequest.RackId',
    1676: 'FetchRequest.RackId',
    1677: 'FetchRequest',
    1678: 'FetchRequest.ClusterId',
    1679: 'FetchRequest.ClusterId',
    1680: 'FetchRequest.ClusterId',
    1681: 'FetchRequest.ClusterId',
    1682: 'FetchRequest.ClusterId',
    1683: 'FetchRequest.ClusterId',
    1684: 'FetchRequest.ClusterId',
    1685: 'FetchRequest.ClusterId',
    1686: 'FetchRequest.ClusterId',
    1687: 'FetchRequest.ClusterId',
    1688: 'FetchRequest.ClusterId',
    1689: 'FetchRequest.ReplicaState',
    1690: 'FetchRequest.ReplicaState',
    1691: 'FetchRequest.ReplicaState',
    1692: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    1693: 'FetchRequest.ReplicaState._unknown_tags',
    1694: 'FetchRequest.ReplicaState',
    1697: 'FetchRequest.ReplicaState._unknown_tags',
    1698: 'FetchRequest.ReplicaState',
    1699: 'FetchRequest._unknown_tags',
    1706: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1708: 'FetchRequest.Topics',
    1712: 'FetchRequest.Topics',
    1717: 'FetchRequest.Topics.TopicId',
    1720: 'FetchRequest.Topics.Partitions',
    1724: 'FetchRequest.Topics.Partitions',
    1729: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1733: 'FetchRequest.Topics.Partitions._tagged_fields',
    1737: 'FetchRequest.Topics.Partitions._tagged_fields',
    1742: 'FetchRequest.Topics.Partitions._tagged_fields',
    1743: 'FetchRequest.Topics.Partitions._tagged_fields',
    1755: 'FetchRequest.Topics._tagged_fields',
    1759: 'FetchRequest.Topics._tagged_fields',
    1764: 'FetchRequest.Topics._tagged_fields',
    1765: 'FetchRequest.Topics._tagged_fields',
    1776: 'FetchRequest.ForgottenTopicsData',
    1780: 'FetchRequest.ForgottenTopicsData',
    1785: 'FetchRequest.ForgottenTopicsData.TopicId',
    1788: 'FetchRequest.ForgottenTopicsData.Partitions',
    1790: 'FetchRequest.ForgottenTopicsData.Partitions',
    1793: 'FetchRequest.ForgottenTopicsData.Partitions',
    1795: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1799: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1804: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1805: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1816: 'FetchRequest.RackId',
    1821: 'FetchRequest.RackId',
    1824: 'FetchRequest.RackId',
    1828: 'FetchRequest._tagged_fields',
    1832: 'FetchRequest._tagged_fields',
    1837: 'FetchRequest._tagged_fields',
    1838: 'FetchRequest._tagged_fields',
    1843: 'FetchRequest.ClusterId',
    1848: 'FetchRequest.ClusterId',
    1851: 'FetchRequest.ClusterId',
    1856: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    1858: 'FetchRequest.ReplicaState._tagged_fields',
    1862: 'FetchRequest.ReplicaState._tagged_fields',
    1867: 'FetchRequest.ReplicaState._tagged_fields',
    1868: 'FetchRequest.ReplicaState._tagged_fields',
    1892: 'FetchRequest.ReplicaId',
    1894: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1895: 'FetchRequest.Topics',
    1896: 'FetchRequest.Topics',
    1897: 'FetchRequest.Topics',
    1898: 'FetchRequest.Topics',
    1899: 'FetchRequest.Topics.TopicId',
    1900: 'FetchRequest.Topics.Partitions',
    1901: 'FetchRequest.Topics.Partitions',
    1902: 'FetchRequest.Topics.Partitions',
    1903: 'FetchRequest.Topics.Partitions',
    1904: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1905: 'FetchRequest.Topics.Partitions._unknown_tags',
    1906: 'FetchRequest.Topics.Partitions',
    1909: 'FetchRequest.Topics.Partitions._unknown_tags',
    1910: 'FetchRequest.Topics._unknown_tags',
    1911: 'FetchRequest.Topics',
    1914: 'FetchRequest.Topics._unknown_tags',
    1915: 'FetchRequest.ForgottenTopicsData',
    1916: 'FetchRequest.ForgottenTopicsData',
    1917: 'FetchRequest.ForgottenTopicsData',
    1918: 'FetchRequest.ForgottenTopicsData',
    1919: 'FetchRequest.ForgottenTopicsData.TopicId',
    1920: 'FetchRequest.ForgottenTopicsData.Partitions',
    1921: 'FetchRequest.ForgottenTopicsData.Partitions',
    1923: 'FetchRequest.ForgottenTopicsData.Partitions',
    1925: 'FetchRequest.ForgottenTopicsData.Partitions',
    1926: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1927: 'FetchRequest.ForgottenTopicsData',
    1930: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1931: 'FetchRequest.RackId',
    1932: 'FetchRequest.RackId',
    1933: 'FetchRequest.RackId',
    1934: 'FetchRequest.RackId',
    1935: 'FetchRequest.RackId',
    1936: 'FetchRequest',
    1937: 'FetchRequest.ClusterId',
    1938: 'FetchRequest.ClusterId',
    1939: 'FetchRequest.ClusterId',
    1940: 'FetchRequest.ClusterId',
    1941: 'FetchRequest.ClusterId',
    1942: 'FetchRequest.ClusterId',
    1943: 'FetchRequest.ClusterId',
    1944: 'FetchRequest.ClusterId',
    1945: 'FetchRequest.ClusterId',
    1946: 'FetchRequest.ClusterId',
    1947: 'FetchRequest.ClusterId',
    1948: 'FetchRequest.ReplicaState',
    1949: 'FetchRequest.ReplicaState',
    1950: 'FetchRequest.ReplicaState',
    1951: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    1952: 'FetchRequest.ReplicaState._unknown_tags',
    1953: 'FetchRequest.ReplicaState',
    1956: 'FetchRequest.ReplicaState._unknown_tags',
    1957: 'FetchRequest.ReplicaState',
    1958: 'FetchRequest._unknown_tags',
    1965: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1967: 'FetchRequest.Topics',
    1971: 'FetchRequest.Topics',
    1976: 'FetchRequest.Topics.TopicId',
    1979: 'FetchRequest.Topics.Partitions',
    1983: 'FetchRequest.Topics.Partitions',
    1988: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1992: 'FetchRequest.Topics.Partitions._tagged_fields',
    1996: 'FetchRequest.Topics.Partitions._tagged_fields',
    2001: 'FetchRequest.Topics.Partitions._tagged_fields',
    2002: 'FetchRequest.Topics.Partitions._tagged_fields',
    2014: 'FetchRequest.Topics._tagged_fields',
    2018: 'FetchRequest.Topics._tagged_fields',
    2023: 'FetchRequest.Topics._tagged_fields',
    2024: 'FetchRequest.Topics._tagged_fields',
    2035: 'FetchRequest.ForgottenTopicsData',
    2039: 'FetchRequest.ForgottenTopicsData',
    2044: 'FetchRequest.ForgottenTopicsData.TopicId',
    2047: 'FetchRequest.ForgottenTopicsData.Partitions',
    2049: 'FetchRequest.ForgottenTopicsData.Partitions',
    2052: 'FetchRequest.ForgottenTopicsData.Partitions',
    2054: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2058: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2063: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2064: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2075: 'FetchRequest.RackId',
    2080: 'FetchRequest.RackId',
    2083: 'FetchRequest.RackId',
    2087: 'FetchRequest._tagged_fields',
    2091: 'FetchRequest._tagged_fields',
    2096: 'FetchRequest._tagged_fields',
    2097: 'FetchRequest._tagged_fields',
    2102: 'FetchRequest.ClusterId',
    2107: 'FetchRequest.ClusterId',
    2110: 'FetchRequest.ClusterId',
    2115: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2117: 'FetchRequest.ReplicaState._tagged_fields',
    2121: 'FetchRequest.ReplicaState._tagged_fields',
    2126: 'FetchRequest.ReplicaState._tagged_fields',
    2127: 'FetchRequest.ReplicaState._tagged_fields',
    2151: 'FetchRequest.ReplicaId',
    2153: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2154: 'FetchRequest.Topics',
    2155: 'FetchRequest.Topics',
    2156: 'FetchRequest.Topics',
    2157: 'FetchRequest.Topics',
    2158: 'FetchRequest.Topics.TopicId',
    2159: 'FetchRequest.Topics.Partitions',
    2160: 'FetchRequest.Topics.Partitions',
    2161: 'FetchRequest.Topics.Partitions',
    2162: 'FetchRequest.Topics.Partitions',
    2163: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2164: 'FetchRequest.Topics.Partitions',
    2165: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2166: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2167: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2168: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2169: 'FetchRequest.Topics.Partitions._unknown_tags',
    2170: 'FetchRequest.Topics._unknown_tags',
    2171: 'FetchRequest.Topics',
    2174: 'FetchRequest.Topics._unknown_tags',
    2175: 'FetchRequest.ForgottenTopicsData',
    2176: 'FetchRequest.ForgottenTopicsData',
    2177: 'FetchRequest.ForgottenTopicsData',
    2178: 'FetchRequest.ForgottenTopicsData',
    2179: 'FetchRequest.ForgottenTopicsData.TopicId',
    2180: 'FetchRequest.ForgottenTopicsData.Partitions',
    2181: 'FetchRequest.ForgottenTopicsData.Partitions',
    2183: 'FetchRequest.ForgottenTopicsData.Partitions',
    2185: 'FetchRequest.ForgottenTopicsData.Partitions',
    2186: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2187: 'FetchRequest.ForgottenTopicsData',
    2190: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2191: 'FetchRequest.RackId',
    2192: 'FetchRequest.RackId',
    2193: 'FetchRequest.RackId',
    2194: 'FetchRequest.RackId',
    2195: 'FetchRequest.RackId',
    2196: 'FetchRequest',
    2197: 'FetchRequest.ClusterId',
    2198: 'FetchRequest.ClusterId',
    2199: 'FetchRequest.ClusterId',
    2200: 'FetchRequest.ClusterId',
    2201: 'FetchRequest.ClusterId',
    2202: 'FetchRequest.ClusterId',
    2203: 'FetchRequest.ClusterId',
    2204: 'FetchRequest.ClusterId',
    2205: 'FetchRequest.ClusterId',
    2206: 'FetchRequest.ClusterId',
    2207: 'FetchRequest.ClusterId',
    2208: 'FetchRequest.ReplicaState',
    2209: 'FetchRequest.ReplicaState',
    2210: 'FetchRequest.ReplicaState',
    2211: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2212: 'FetchRequest.ReplicaState._unknown_tags',
    2213: 'FetchRequest.ReplicaState',
    2216: 'FetchRequest.ReplicaState._unknown_tags',
    2217: 'FetchRequest.ReplicaState',
    2218: 'FetchRequest._unknown_tags',
    2225: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2227: 'FetchRequest.Topics',
    2231: 'FetchRequest.Topics',
    2236: 'FetchRequest.Topics.TopicId',
    2239: 'FetchRequest.Topics.Partitions',
    2243: 'FetchRequest.Topics.Partitions',
    2248: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2252: 'FetchRequest.Topics.Partitions._tagged_fields',
    2256: 'FetchRequest.Topics.Partitions._tagged_fields',
    2261: 'FetchRequest.Topics.Partitions._tagged_fields',
    2262: 'FetchRequest.Topics.Partitions._tagged_fields',
    2267: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2281: 'FetchRequest.Topics._tagged_fields',
    2285: 'FetchRequest.Topics._tagged_fields',
    2290: 'FetchRequest.Topics._tagged_fields',
    2291: 'FetchRequest.Topics._tagged_fields',
    2302: 'FetchRequest.ForgottenTopicsData',
    2306: 'FetchRequest.ForgottenTopicsData',
    2311: 'FetchRequest.ForgottenTopicsData.TopicId',
    2314: 'FetchRequest.ForgottenTopicsData.Partitions',
    2316: 'FetchRequest.ForgottenTopicsData.Partitions',
    2319: 'FetchRequest.ForgottenTopicsData.Partitions',
    2321: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2325: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2330: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2331: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2342: 'FetchRequest.RackId',
    2347: 'FetchRequest.RackId',
    2350: 'FetchRequest.RackId',
    2354: 'FetchRequest._tagged_fields',
    2358: 'FetchRequest._tagged_fields',
    2363: 'FetchRequest._tagged_fields',
    2364: 'FetchRequest._tagged_fields',
    2369: 'FetchRequest.ClusterId',
    2374: 'FetchRequest.ClusterId',
    2377: 'FetchRequest.ClusterId',
    2382: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2384: 'FetchRequest.ReplicaState._tagged_fields',
    2388: 'FetchRequest.ReplicaState._tagged_fields',
    2393: 'FetchRequest.ReplicaState._tagged_fields',
    2394: 'FetchRequest.ReplicaState._tagged_fields',
    2418: 'FetchRequest.ReplicaId',
    2420: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2421: 'FetchRequest.Topics',
    2422: 'FetchRequest.Topics',
    2423: 'FetchRequest.Topics',
    2424: 'FetchRequest.Topics',
    2425: 'FetchRequest.Topics.TopicId',
    2426: 'FetchRequest.Topics.Partitions',
    2427: 'FetchRequest.Topics.Partitions',
    2428: 'FetchRequest.Topics.Partitions',
    2429: 'FetchRequest.Topics.Partitions',
    2430: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2431: 'FetchRequest.Topics.Partitions',
    2432: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2433: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2434: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2435: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2436: 'FetchRequest.Topics.Partitions.HighWatermark',
    2437: 'FetchRequest.Topics.Partitions.HighWatermark',
    2438: 'FetchRequest.Topics.Partitions.HighWatermark',
    2439: 'FetchRequest.Topics.Partitions.HighWatermark',
    2440: 'FetchRequest.Topics.Partitions._unknown_tags',
    2441: 'FetchRequest.Topics._unknown_tags',
    2442: 'FetchRequest.Topics',
    2445: 'FetchRequest.Topics._unknown_tags',
    2446: 'FetchRequest.ForgottenTopicsData',
    2447: 'FetchRequest.ForgottenTopicsData',
    2448: 'FetchRequest.ForgottenTopicsData',
    2449: 'FetchRequest.ForgottenTopicsData',
    2450: 'FetchRequest.ForgottenTopicsData.TopicId',
    2451: 'FetchRequest.ForgottenTopicsData.Partitions',
    2452: 'FetchRequest.ForgottenTopicsData.Partitions',
    2454: 'FetchRequest.ForgottenTopicsData.Partitions',
    2456: 'FetchRequest.ForgottenTopicsData.Partitions',
    2457: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2458: 'FetchRequest.ForgottenTopicsData',
    2461: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2462: 'FetchRequest.RackId',
    2463: 'FetchRequest.RackId',
    2464: 'FetchRequest.RackId',
    2465: 'FetchRequest.RackId',
    2466: 'FetchRequest.RackId',
    2467: 'FetchRequest',
    2468: 'FetchRequest.ClusterId',
    2469: 'FetchRequest.ClusterId',
    2470: 'FetchRequest.ClusterId',
    2471: 'FetchRequest.ClusterId',
    2472: 'FetchRequest.ClusterId',
    2473: 'FetchRequest.ClusterId',
    2474: 'FetchRequest.ClusterId',
    2475: 'FetchRequest.ClusterId',
    2476: 'FetchRequest.ClusterId',
    2477: 'FetchRequest.ClusterId',
    2478: 'FetchRequest.ClusterId',
    2479: 'FetchRequest.ReplicaState',
    2480: 'FetchRequest.ReplicaState',
    2481: 'FetchRequest.ReplicaState',
    2482: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2483: 'FetchRequest.ReplicaState._unknown_tags',
    2484: 'FetchRequest.ReplicaState',
    2487: 'FetchRequest.ReplicaState._unknown_tags',
    2488: 'FetchRequest.ReplicaState',
    2489: 'FetchRequest._unknown_tags',
    2496: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2498: 'FetchRequest.Topics',
    2502: 'FetchRequest.Topics',
    2507: 'FetchRequest.Topics.TopicId',
    2510: 'FetchRequest.Topics.Partitions',
    2514: 'FetchRequest.Topics.Partitions',
    2519: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2523: 'FetchRequest.Topics.Partitions._tagged_fields',
    2527: 'FetchRequest.Topics.Partitions._tagged_fields',
    2532: 'FetchRequest.Topics.Partitions._tagged_fields',
    2533: 'FetchRequest.Topics.Partitions._tagged_fields',
    2538: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2544: 'FetchRequest.Topics.Partitions.HighWatermark',
    2557: 'FetchRequest.Topics._tagged_fields',
    2561: 'FetchRequest.Topics._tagged_fields',
    2566: 'FetchRequest.Topics._tagged_fields',
    2567: 'FetchRequest.Topics._tagged_fields',
    2578: 'FetchRequest.ForgottenTopicsData',
    2582: 'FetchRequest.ForgottenTopicsData',
    2587: 'FetchRequest.ForgottenTopicsData.TopicId',
    2590: 'FetchRequest.ForgottenTopicsData.Partitions',
    2592: 'FetchRequest.ForgottenTopicsData.Partitions',
    2595: 'FetchRequest.ForgottenTopicsData.Partitions',
    2597: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2601: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2606: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2607: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2618: 'FetchRequest.RackId',
    2623: 'FetchRequest.RackId',
    2626: 'FetchRequest.RackId',
    2630: 'FetchRequest._tagged_fields',
    2634: 'FetchRequest._tagged_fields',
    2639: 'FetchRequest._tagged_fields',
    2640: 'FetchRequest._tagged_fields',
    2645: 'FetchRequest.ClusterId',
    2650: 'FetchRequest.ClusterId',
    2653: 'FetchRequest.ClusterId',
    2658: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2660: 'FetchRequest.ReplicaState._tagged_fields',
    2664: 'FetchRequest.ReplicaState._tagged_fields',
    2669: 'FetchRequest.ReplicaState._tagged_fields',
    2670: 'FetchRequest.ReplicaState._tagged_fields',
    2853: 'FetchResponse.ThrottleTimeMs',
    2854: 'FetchResponse.SessionId',
    2856: 'FetchResponse.Responses',
    2857: 'FetchResponse.Responses',
    2858: 'FetchResponse.Responses',
    2859: 'FetchResponse.Responses.Topic',
    2860: 'FetchResponse.Responses.Topic',
    2861: 'FetchResponse.Responses.Topic',
    2862: 'FetchResponse.Responses.Topic',
    2863: 'FetchResponse.Responses.Partitions',
    2864: 'FetchResponse.Responses.Partitions',
    2865: 'FetchResponse.Responses.Partitions',
    2866: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset',
    2867: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    2869: 'FetchResponse.Responses.Partitions.CurrentLeader',
    2871: 'FetchResponse.Responses.Partitions.SnapshotId',
    2873: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2874: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2875: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2876: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2877: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2878: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2879: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    2880: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    2882: 'FetchResponse.Responses.Partitions.Records',
    2883: 'FetchResponse.Responses.Partitions.Records',
    2884: 'FetchResponse.Responses.Partitions.Records',
    2885: 'FetchResponse.Responses.Partitions.Records',
    2886: 'FetchResponse.Responses.Partitions.Records',
    2887: 'FetchResponse.Responses.Partitions.Records',
    2888: 'FetchResponse.NodeEndpoints',
    2897: 'FetchResponse.ThrottleTimeMs',
    2899: 'FetchResponse.Responses',
    2904: 'FetchResponse.Responses.Topic',
    2909: 'FetchResponse.Responses.Topic',
    2912: 'FetchResponse.Responses.Topic',
    2913: 'FetchResponse.Responses.Partitions',
    2918: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset',
    2920: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2928: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    2933: 'FetchResponse.Responses.Partitions.Records',
    2956: 'FetchResponse.ThrottleTimeMs',
    2957: 'FetchResponse.SessionId',
    2959: 'FetchResponse.Responses',
    2960: 'FetchResponse.Responses',
    2961: 'FetchResponse.Responses',
    2962: 'FetchResponse.Responses.Topic',
    2963: 'FetchResponse.Responses.Topic',
    2964: 'FetchResponse.Responses.Topic',
    2965: 'FetchResponse.Responses.Topic',
    2966: 'FetchResponse.Responses.Partitions',
    2967: 'FetchResponse.Responses.Partitions',
    2968: 'FetchResponse.Responses.Partitions',
    2969: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    2970: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    2972: 'FetchResponse.Responses.Partitions.CurrentLeader',
    2974: 'FetchResponse.Responses.Partitions.SnapshotId',
    2976: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2977: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2978: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2979: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2980: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2981: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    2982: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    2983: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    2985: 'FetchResponse.Responses.Partitions.Records',
    2986: 'FetchResponse.Responses.Partitions.Records',
    2987: 'FetchResponse.Responses.Partitions.Records',
    2988: 'FetchResponse.Responses.Partitions.Records',
    2989: 'FetchResponse.Responses.Partitions.Records',
    2990: 'FetchResponse.Responses.Partitions.Records',
    2991: 'FetchResponse.NodeEndpoints',
    3000: 'FetchResponse.ThrottleTimeMs',
    3002: 'FetchResponse.Responses',
    3007: 'FetchResponse.Responses.Topic',
    3012: 'FetchResponse.Responses.Topic',
    3015: 'FetchResponse.Responses.Topic',
    3016: 'FetchResponse.Responses.Partitions',
    3021: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3023: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3031: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3036: 'FetchResponse.Responses.Partitions.Records',
    3058: 'FetchResponse.ThrottleTimeMs',
    3059: 'FetchResponse.SessionId',
    3061: 'FetchResponse.Responses',
    3062: 'FetchResponse.Responses',
    3063: 'FetchResponse.Responses',
    3064: 'FetchResponse.Responses.Topic',
    3065: 'FetchResponse.Responses.Topic',
    3066: 'FetchResponse.Responses.Topic',
    3067: 'FetchResponse.Responses.Topic',
    3068: 'FetchResponse.Responses.Partitions',
    3069: 'FetchResponse.Responses.Partitions',
    3070: 'FetchResponse.Responses.Partitions',
    3071: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3072: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3074: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3076: 'FetchResponse.Responses.Partitions.SnapshotId',
    3078: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3079: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3080: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3081: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3082: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3083: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3084: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3085: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3087: 'FetchResponse.Responses.Partitions.Records',
    3088: 'FetchResponse.Responses.Partitions.Records',
    3089: 'FetchResponse.Responses.Partitions.Records',
    3090: 'FetchResponse.Responses.Partitions.Records',
    3091: 'FetchResponse.Responses.Partitions.Records',
    3092: 'FetchResponse.Responses.Partitions.Records',
    3093: 'FetchResponse.NodeEndpoints',
    3102: 'FetchResponse.ThrottleTimeMs',
    3104: 'FetchResponse.Responses',
    3109: 'FetchResponse.Responses.Topic',
    3114: 'FetchResponse.Responses.Topic',
    3117: 'FetchResponse.Responses.Topic',
    3118: 'FetchResponse.Responses.Partitions',
    3123: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3125: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3133: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3138: 'FetchResponse.Responses.Partitions.Records',
    3160: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3161: 'FetchResponse.Responses',
    3162: 'FetchResponse.Responses',
    3163: 'FetchResponse.Responses',
    3164: 'FetchResponse.Responses.Topic',
    3165: 'FetchResponse.Responses.Topic',
    3166: 'FetchResponse.Responses.Topic',
    3167: 'FetchResponse.Responses.Topic',
    3168: 'FetchResponse.Responses.Partitions',
    3169: 'FetchResponse.Responses.Partitions',
    3170: 'FetchResponse.Responses.Partitions',
    3171: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3172: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3174: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3176: 'FetchResponse.Responses.Partitions.SnapshotId',
    3178: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3179: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3180: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3181: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3182: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3183: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3184: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3185: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3187: 'FetchResponse.Responses.Partitions.Records',
    3188: 'FetchResponse.Responses.Partitions.Records',
    3189: 'FetchResponse.Responses.Partitions.Records',
    3190: 'FetchResponse.Responses.Partitions.Records',
    3191: 'FetchResponse.Responses.Partitions.Records',
    3192: 'FetchResponse.Responses.Partitions.Records',
    3193: 'FetchResponse.NodeEndpoints',
    3202: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3204: 'FetchResponse.Responses',
    3209: 'FetchResponse.Responses.Topic',
    3214: 'FetchResponse.Responses.Topic',
    3217: 'FetchResponse.Responses.Topic',
    3218: 'FetchResponse.Responses.Partitions',
    3223: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3225: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3233: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3238: 'FetchResponse.Responses.Partitions.Records',
    3258: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3259: 'FetchResponse.Responses',
    3260: 'FetchResponse.Responses',
    3261: 'FetchResponse.Responses',
    3262: 'FetchResponse.Responses.Topic',
    3263: 'FetchResponse.Responses.Topic',
    3264: 'FetchResponse.Responses.Topic',
    3265: 'FetchResponse.Responses.Topic',
    3266: 'FetchResponse.Responses.Partitions',
    3267: 'FetchResponse.Responses.Partitions',
    3268: 'FetchResponse.Responses.Partitions',
    3269: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3270: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3272: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3274: 'FetchResponse.Responses.Partitions.SnapshotId',
    3276: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3277: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3278: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3279: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3280: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3281: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3282: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3283: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3285: 'FetchResponse.Responses.Partitions.Records',
    3286: 'FetchResponse.Responses.Partitions.Records',
    3287: 'FetchResponse.Responses.Partitions.Records',
    3288: 'FetchResponse.Responses.Partitions.Records',
    3289: 'FetchResponse.Responses.Partitions.Records',
    3290: 'FetchResponse.Responses.Partitions.Records',
    3291: 'FetchResponse.NodeEndpoints',
    3300: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3302: 'FetchResponse.Responses',
    3307: 'FetchResponse.Responses.Topic',
    3312: 'FetchResponse.Responses.Topic',
    3315: 'FetchResponse.Responses.Topic',
    3316: 'FetchResponse.Responses.Partitions',
    3321: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3323: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3331: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3336: 'FetchResponse.Responses.Partitions.Records',
    3356: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3357: 'FetchResponse.Responses',
    3358: 'FetchResponse.Responses',
    3359: 'FetchResponse.Responses',
    3360: 'FetchResponse.Responses.Topic',
    3361: 'FetchResponse.Responses.Topic',
    3362: 'FetchResponse.Responses.Topic',
    3363: 'FetchResponse.Responses.Topic',
    3364: 'FetchResponse.Responses.Partitions',
    3365: 'FetchResponse.Responses.Partitions',
    3366: 'FetchResponse.Responses.Partitions',
    3367: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3368: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3370: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3372: 'FetchResponse.Responses.Partitions.SnapshotId',
    3374: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3375: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3376: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3377: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3378: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3379: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3380: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3381: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3383: 'FetchResponse.Responses.Partitions.Records',
    3384: 'FetchResponse.Responses.Partitions.Records',
    3385: 'FetchResponse.Responses.Partitions.Records',
    3386: 'FetchResponse.Responses.Partitions.Records',
    3387: 'FetchResponse.Responses.Partitions.Records',
    3388: 'FetchResponse.Responses.Partitions.Records',
    3389: 'FetchResponse.NodeEndpoints',
    3398: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3400: 'FetchResponse.Responses',
    3405: 'FetchResponse.Responses.Topic',
    3410: 'FetchResponse.Responses.Topic',
    3413: 'FetchResponse.Responses.Topic',
    3414: 'FetchResponse.Responses.Partitions',
    3419: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3421: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3429: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3434: 'FetchResponse.Responses.Partitions.Records',
    3454: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3455: 'FetchResponse.Responses',
    3456: 'FetchResponse.Responses',
    3457: 'FetchResponse.Responses',
    3458: 'FetchResponse.Responses.Topic',
    3459: 'FetchResponse.Responses.Topic',
    3460: 'FetchResponse.Responses.Topic',
    3461: 'FetchResponse.Responses.Topic',
    3462: 'FetchResponse.Responses.Partitions',
    3463: 'FetchResponse.Responses.Partitions',
    3464: 'FetchResponse.Responses.Partitions',
    3465: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3466: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3468: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3470: 'FetchResponse.Responses.Partitions.SnapshotId',
    3472: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3473: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3474: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3475: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3476: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3477: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3478: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3479: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3481: 'FetchResponse.Responses.Partitions.Records',
    3482: 'FetchResponse.Responses.Partitions.Records',
    3483: 'FetchResponse.Responses.Partitions.Records',
    3484: 'FetchResponse.Responses.Partitions.Records',
    3485: 'FetchResponse.Responses.Partitions.Records',
    3486: 'FetchResponse.Responses.Partitions.Records',
    3487: 'FetchResponse.NodeEndpoints',
    3496: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3498: 'FetchResponse.Responses',
    3503: 'FetchResponse.Responses.Topic',
    3508: 'FetchResponse.Responses.Topic',
    3511: 'FetchResponse.Responses.Topic',
    3512: 'FetchResponse.Responses.Partitions',
    3517: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3519: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3527: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3532: 'FetchResponse.Responses.Partitions.Records',
    3552: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3553: 'FetchResponse.Responses',
    3554: 'FetchResponse.Responses',
    3555: 'FetchResponse.Responses',
    3556: 'FetchResponse.Responses.Topic',
    3557: 'FetchResponse.Responses.Topic',
    3558: 'FetchResponse.Responses.Topic',
    3559: 'FetchResponse.Responses.Topic',
    3560: 'FetchResponse.Responses.Partitions',
    3561: 'FetchResponse.Responses.Partitions',
    3562: 'FetchResponse.Responses.Partitions',
    3563: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3564: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3566: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3568: 'FetchResponse.Responses.Partitions.SnapshotId',
    3570: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3571: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3572: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3573: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3574: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3575: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3576: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3577: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3578: 'FetchResponse.Responses.Partitions.Records',
    3579: 'FetchResponse.Responses.Partitions.Records',
    3580: 'FetchResponse.Responses.Partitions.Records',
    3581: 'FetchResponse.Responses.Partitions.Records',
    3582: 'FetchResponse.Responses.Partitions.Records',
    3583: 'FetchResponse.Responses.Partitions.Records',
    3584: 'FetchResponse.NodeEndpoints',
    3593: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3595: 'FetchResponse.Responses',
    3600: 'FetchResponse.Responses.Topic',
    3605: 'FetchResponse.Responses.Topic',
    3608: 'FetchResponse.Responses.Topic',
    3609: 'FetchResponse.Responses.Partitions',
    3614: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3616: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3624: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3629: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3631: 'FetchResponse.Responses.Partitions.Records',
    3650: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3651: 'FetchResponse.Responses',
    3652: 'FetchResponse.Responses',
    3653: 'FetchResponse.Responses',
    3654: 'FetchResponse.Responses',
    3655: 'FetchResponse.Responses.Topic',
    3656: 'FetchResponse.Responses.Topic',
    3657: 'FetchResponse.Responses.Topic',
    3658: 'FetchResponse.Responses.Topic',
    3659: 'FetchResponse.Responses.Topic',
    3660: 'FetchResponse.Responses.Partitions',
    3661: 'FetchResponse.Responses.Partitions',
    3662: 'FetchResponse.Responses.Partitions',
    3663: 'FetchResponse.Responses.Partitions',
    3664: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3665: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3666: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3667: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3668: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3669: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3670: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3671: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3672: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3673: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    3674: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3677: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    3678: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3679: 'FetchResponse.Responses.Partitions.Records',
    3680: 'FetchResponse.Responses.Partitions.Records',
    3681: 'FetchResponse.Responses.Partitions.Records',
    3682: 'FetchResponse.Responses.Partitions.Records',
    3683: 'FetchResponse.Responses.Partitions.Records',
    3684: 'FetchResponse.Responses.Partitions.Records',
    3685: 'FetchResponse.Responses.Partitions.Records',
    3686: 'FetchResponse.Responses.Partitions',
    3687: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3688: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3689: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3690: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    3691: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    3692: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3695: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    3696: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3697: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3698: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3699: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3700: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    3701: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    3702: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3705: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    3706: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3707: 'FetchResponse.Responses.Partitions.SnapshotId',
    3708: 'FetchResponse.Responses.Partitions.SnapshotId',
    3709: 'FetchResponse.Responses.Partitions.SnapshotId',
    3710: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    3711: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    3712: 'FetchResponse.Responses.Partitions.SnapshotId',
    3715: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    3716: 'FetchResponse.Responses.Partitions.SnapshotId',
    3717: 'FetchResponse.Responses.Partitions._unknown_tags',
    3718: 'FetchResponse.Responses._unknown_tags',
    3719: 'FetchResponse.Responses',
    3722: 'FetchResponse.Responses._unknown_tags',
    3723: 'FetchResponse.NodeEndpoints',
    3725: 'FetchResponse._unknown_tags',
    3726: 'FetchResponse',
    3729: 'FetchResponse._unknown_tags',
    3737: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3739: 'FetchResponse.Responses',
    3743: 'FetchResponse.Responses',
    3748: 'FetchResponse.Responses.Topic',
    3753: 'FetchResponse.Responses.Topic',
    3756: 'FetchResponse.Responses.Topic',
    3757: 'FetchResponse.Responses.Partitions',
    3761: 'FetchResponse.Responses.Partitions',
    3766: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3768: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3772: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3780: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3782: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    3786: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    3791: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    3792: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    3803: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3805: 'FetchResponse.Responses.Partitions.Records',
    3809: 'FetchResponse.Responses.Partitions._tagged_fields',
    3813: 'FetchResponse.Responses.Partitions._tagged_fields',
    3818: 'FetchResponse.Responses.Partitions._tagged_fields',
    3819: 'FetchResponse.Responses.Partitions._tagged_fields',
    3825: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    3827: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    3831: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    3836: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    3837: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    3851: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    3853: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    3857: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    3862: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    3863: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    3877: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    3879: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    3883: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    3888: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    3889: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    3910: 'FetchResponse.Responses._tagged_fields',
    3914: 'FetchResponse.Responses._tagged_fields',
    3919: 'FetchResponse.Responses._tagged_fields',
    3920: 'FetchResponse.Responses._tagged_fields',
    3932: 'FetchResponse._tagged_fields',
    3936: 'FetchResponse._tagged_fields',
    3941: 'FetchResponse._tagged_fields',
    3942: 'FetchResponse._tagged_fields',
    3957: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3958: 'FetchResponse.Responses',
    3959: 'FetchResponse.Responses',
    3960: 'FetchResponse.Responses',
    3961: 'FetchResponse.Responses',
    3962: 'FetchResponse.Responses.TopicId',
    3963: 'FetchResponse.Responses.Partitions',
    3964: 'FetchResponse.Responses.Partitions',
    3965: 'FetchResponse.Responses.Partitions',
    3966: 'FetchResponse.Responses.Partitions',
    3967: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3968: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3969: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3970: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3971: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3972: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3973: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3974: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3975: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3976: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    3977: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3980: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    3981: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3982: 'FetchResponse.Responses.Partitions.Records',
    3983: 'FetchResponse.Responses.Partitions.Records',
    3984: 'FetchResponse.Responses.Partitions.Records',
    3985: 'FetchResponse.Responses.Partitions.Records',
    3986: 'FetchResponse.Responses.Partitions.Records',
    3987: 'FetchResponse.Responses.Partitions.Records',
    3988: 'FetchResponse.Responses.Partitions.Records',
    3989: 'FetchResponse.Responses.Partitions',
    3990: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3991: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3992: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3993: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    3994: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    3995: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3998: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    3999: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4000: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4001: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4002: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4003: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4004: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4005: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4008: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4009: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4010: 'FetchResponse.Responses.Partitions.SnapshotId',
    4011: 'FetchResponse.Responses.Partitions.SnapshotId',
    4012: 'FetchResponse.Responses.Partitions.SnapshotId',
    4013: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4014: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4015: 'FetchResponse.Responses.Partitions.SnapshotId',
    4018: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4019: 'FetchResponse.Responses.Partitions.SnapshotId',
    4020: 'FetchResponse.Responses.Partitions._unknown_tags',
    4021: 'FetchResponse.Responses._unknown_tags',
    4022: 'FetchResponse.Responses',
    4025: 'FetchResponse.Responses._unknown_tags',
    4026: 'FetchResponse.NodeEndpoints',
    4028: 'FetchResponse._unknown_tags',
    4029: 'FetchResponse',
    4032: 'FetchResponse._unknown_tags',
    4040: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4042: 'FetchResponse.Responses',
    4046: 'FetchResponse.Responses',
    4051: 'FetchResponse.Responses.TopicId',
    4054: 'FetchResponse.Responses.Partitions',
    4058: 'FetchResponse.Responses.Partitions',
    4063: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4065: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4069: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4077: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4079: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4083: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4088: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4089: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4100: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4102: 'FetchResponse.Responses.Partitions.Records',
    4106: 'FetchResponse.Responses.Partitions._tagged_fields',
    4110: 'FetchResponse.Responses.Partitions._tagged_fields',
    4115: 'FetchResponse.Responses.Partitions._tagged_fields',
    4116: 'FetchResponse.Responses.Partitions._tagged_fields',
    4122: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4124: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4128: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4133: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4134: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4148: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4150: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4154: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4159: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4160: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4174: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4176: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4180: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4185: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4186: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4207: 'FetchResponse.Responses._tagged_fields',
    4211: 'FetchResponse.Responses._tagged_fields',
    4216: 'FetchResponse.Responses._tagged_fields',
    4217: 'FetchResponse.Responses._tagged_fields',
    4229: 'FetchResponse._tagged_fields',
    4233: 'FetchResponse._tagged_fields',
    4238: 'FetchResponse._tagged_fields',
    4239: 'FetchResponse._tagged_fields',
    4254: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4255: 'FetchResponse.Responses',
    4256: 'FetchResponse.Responses',
    4257: 'FetchResponse.Responses',
    4258: 'FetchResponse.Responses',
    4259: 'FetchResponse.Responses.TopicId',
    4260: 'FetchResponse.Responses.Partitions',
    4261: 'FetchResponse.Responses.Partitions',
    4262: 'FetchResponse.Responses.Partitions',
    4263: 'FetchResponse.Responses.Partitions',
    4264: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4265: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4266: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4267: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4268: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4269: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4270: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4271: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4272: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4273: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4274: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4277: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4278: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4279: 'FetchResponse.Responses.Partitions.Records',
    4280: 'FetchResponse.Responses.Partitions.Records',
    4281: 'FetchResponse.Responses.Partitions.Records',
    4282: 'FetchResponse.Responses.Partitions.Records',
    4283: 'FetchResponse.Responses.Partitions.Records',
    4284: 'FetchResponse.Responses.Partitions.Records',
    4285: 'FetchResponse.Responses.Partitions.Records',
    4286: 'FetchResponse.Responses.Partitions',
    4287: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4288: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4289: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4290: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4291: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4292: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4295: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4296: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4297: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4298: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4299: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4300: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4301: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4302: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4305: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4306: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4307: 'FetchResponse.Responses.Partitions.SnapshotId',
    4308: 'FetchResponse.Responses.Partitions.SnapshotId',
    4309: 'FetchResponse.Responses.Partitions.SnapshotId',
    4310: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4311: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4312: 'FetchResponse.Responses.Partitions.SnapshotId',
    4315: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4316: 'FetchResponse.Responses.Partitions.SnapshotId',
    4317: 'FetchResponse.Responses.Partitions._unknown_tags',
    4318: 'FetchResponse.Responses._unknown_tags',
    4319: 'FetchResponse.Responses',
    4322: 'FetchResponse.Responses._unknown_tags',
    4323: 'FetchResponse.NodeEndpoints',
    4325: 'FetchResponse._unknown_tags',
    4326: 'FetchResponse',
    4329: 'FetchResponse._unknown_tags',
    4337: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4339: 'FetchResponse.Responses',
    4343: 'FetchResponse.Responses',
    4348: 'FetchResponse.Responses.TopicId',
    4351: 'FetchResponse.Responses.Partitions',
    4355: 'FetchResponse.Responses.Partitions',
    4360: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4362: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4366: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4374: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4376: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4380: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4385: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4386: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4397: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4399: 'FetchResponse.Responses.Partitions.Records',
    4403: 'FetchResponse.Responses.Partitions._tagged_fields',
    4407: 'FetchResponse.Responses.Partitions._tagged_fields',
    4412: 'FetchResponse.Responses.Partitions._tagged_fields',
    4413: 'FetchResponse.Responses.Partitions._tagged_fields',
    4419: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4421: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4425: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4430: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4431: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4445: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4447: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4451: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4456: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4457: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4471: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4473: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4477: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4482: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4483: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4504: 'FetchResponse.Responses._tagged_fields',
    4508: 'FetchResponse.Responses._tagged_fields',
    4513: 'FetchResponse.Responses._tagged_fields',
    4514: 'FetchResponse.Responses._tagged_fields',
    4526: 'FetchResponse._tagged_fields',
    4530: 'FetchResponse._tagged_fields',
    4535: 'FetchResponse._tagged_fields',
    4536: 'FetchResponse._tagged_fields',
    4551: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4552: 'FetchResponse.Responses',
    4553: 'FetchResponse.Responses',
    4554: 'FetchResponse.Responses',
    4555: 'FetchResponse.Responses',
    4556: 'FetchResponse.Responses.TopicId',
    4557: 'FetchResponse.Responses.Partitions',
    4558: 'FetchResponse.Responses.Partitions',
    4559: 'FetchResponse.Responses.Partitions',
    4560: 'FetchResponse.Responses.Partitions',
    4561: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4562: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4563: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4564: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4565: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4566: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4567: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4568: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4569: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4570: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4571: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4574: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4575: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4576: 'FetchResponse.Responses.Partitions.Records',
    4577: 'FetchResponse.Responses.Partitions.Records',
    4578: 'FetchResponse.Responses.Partitions.Records',
    4579: 'FetchResponse.Responses.Partitions.Records',
    4580: 'FetchResponse.Responses.Partitions.Records',
    4581: 'FetchResponse.Responses.Partitions.Records',
    4582: 'FetchResponse.Responses.Partitions.Records',
    4583: 'FetchResponse.Responses.Partitions',
    4584: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4585: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4586: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4587: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4588: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4589: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4592: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4593: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4594: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4595: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4596: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4597: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4598: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4599: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4602: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4603: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4604: 'FetchResponse.Responses.Partitions.SnapshotId',
    4605: 'FetchResponse.Responses.Partitions.SnapshotId',
    4606: 'FetchResponse.Responses.Partitions.SnapshotId',
    4607: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4608: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4609: 'FetchResponse.Responses.Partitions.SnapshotId',
    4612: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4613: 'FetchResponse.Responses.Partitions.SnapshotId',
    4614: 'FetchResponse.Responses.Partitions._unknown_tags',
    4615: 'FetchResponse.Responses._unknown_tags',
    4616: 'FetchResponse.Responses',
    4619: 'FetchResponse.Responses._unknown_tags',
    4620: 'FetchResponse.NodeEndpoints',
    4622: 'FetchResponse._unknown_tags',
    4623: 'FetchResponse',
    4626: 'FetchResponse._unknown_tags',
    4634: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4636: 'FetchResponse.Responses',
    4640: 'FetchResponse.Responses',
    4645: 'FetchResponse.Responses.TopicId',
    4648: 'FetchResponse.Responses.Partitions',
    4652: 'FetchResponse.Responses.Partitions',
    4657: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4659: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4663: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4671: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4673: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4677: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4682: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4683: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4694: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4696: 'FetchResponse.Responses.Partitions.Records',
    4700: 'FetchResponse.Responses.Partitions._tagged_fields',
    4704: 'FetchResponse.Responses.Partitions._tagged_fields',
    4709: 'FetchResponse.Responses.Partitions._tagged_fields',
    4710: 'FetchResponse.Responses.Partitions._tagged_fields',
    4716: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4718: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4722: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4727: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4728: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4742: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4744: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4748: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4753: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4754: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4768: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4770: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4774: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4779: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4780: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4801: 'FetchResponse.Responses._tagged_fields',
    4805: 'FetchResponse.Responses._tagged_fields',
    4810: 'FetchResponse.Responses._tagged_fields',
    4811: 'FetchResponse.Responses._tagged_fields',
    4823: 'FetchResponse._tagged_fields',
    4827: 'FetchResponse._tagged_fields',
    4832: 'FetchResponse._tagged_fields',
    4833: 'FetchResponse._tagged_fields',
    4848: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4849: 'FetchResponse.Responses',
    4850: 'FetchResponse.Responses',
    4851: 'FetchResponse.Responses',
    4852: 'FetchResponse.Responses',
    4853: 'FetchResponse.Responses.TopicId',
    4854: 'FetchResponse.Responses.Partitions',
    4855: 'FetchResponse.Responses.Partitions',
    4856: 'FetchResponse.Responses.Partitions',
    4857: 'FetchResponse.Responses.Partitions',
    4858: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4859: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4860: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4861: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4862: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4863: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4864: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4865: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4866: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4867: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4868: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4871: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4872: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4873: 'FetchResponse.Responses.Partitions.Records',
    4874: 'FetchResponse.Responses.Partitions.Records',
    4875: 'FetchResponse.Responses.Partitions.Records',
    4876: 'FetchResponse.Responses.Partitions.Records',
    4877: 'FetchResponse.Responses.Partitions.Records',
    4878: 'FetchResponse.Responses.Partitions.Records',
    4879: 'FetchResponse.Responses.Partitions.Records',
    4880: 'FetchResponse.Responses.Partitions',
    4881: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4882: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4883: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4884: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4885: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4886: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4889: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4890: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4891: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4892: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4893: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4894: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4895: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4896: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4899: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4900: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4901: 'FetchResponse.Responses.Partitions.SnapshotId',
    4902: 'FetchResponse.Responses.Partitions.SnapshotId',
    4903: 'FetchResponse.Responses.Partitions.SnapshotId',
    4904: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4905: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4906: 'FetchResponse.Responses.Partitions.SnapshotId',
    4909: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4910: 'FetchResponse.Responses.Partitions.SnapshotId',
    4911: 'FetchResponse.Responses.Partitions._unknown_tags',
    4912: 'FetchResponse.Responses._unknown_tags',
    4913: 'FetchResponse.Responses',
    4916: 'FetchResponse.Responses._unknown_tags',
    4917: 'FetchResponse',
    4918: 'FetchResponse.NodeEndpoints',
    4919: 'FetchResponse.NodeEndpoints',
    4920: 'FetchResponse.NodeEndpoints',
    4921: 'FetchResponse.NodeEndpoints',
    4922: 'FetchResponse.NodeEndpoints',
    4923: 'FetchResponse.NodeEndpoints',
    4924: 'FetchResponse.NodeEndpoints.NodeId',
    4925: 'FetchResponse.NodeEndpoints.Host',
    4926: 'FetchResponse.NodeEndpoints.Host',
    4927: 'FetchResponse.NodeEndpoints.Host',
    4928: 'FetchResponse.NodeEndpoints.Host',
    4929: 'FetchResponse.NodeEndpoints.Host',
    4930: 'FetchResponse.NodeEndpoints.Port',
    4931: 'FetchResponse.NodeEndpoints.Rack',
    4932: 'FetchResponse.NodeEndpoints.Rack',
    4933: 'FetchResponse.NodeEndpoints.Rack',
    4934: 'FetchResponse.NodeEndpoints.Rack',
    4935: 'FetchResponse.NodeEndpoints.Rack',
    4936: 'FetchResponse.NodeEndpoints.Rack',
    4937: 'FetchResponse.NodeEndpoints.Rack',
    4938: 'FetchResponse.NodeEndpoints.Rack',
    4939: 'FetchResponse.NodeEndpoints._unknown_tags',
    4940: 'FetchResponse.NodeEndpoints',
    4943: 'FetchResponse.NodeEndpoints._unknown_tags',
    4944: 'FetchResponse.NodeEndpoints',
    4945: 'FetchResponse._unknown_tags',
    4953: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4955: 'FetchResponse.Responses',
    4959: 'FetchResponse.Responses',
    4964: 'FetchResponse.Responses.TopicId',
    4967: 'FetchResponse.Responses.Partitions',
    4971: 'FetchResponse.Responses.Partitions',
    4976: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4978: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4982: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4990: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4992: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4996: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5001: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5002: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5013: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5015: 'FetchResponse.Responses.Partitions.Records',
    5019: 'FetchResponse.Responses.Partitions._tagged_fields',
    5023: 'FetchResponse.Responses.Partitions._tagged_fields',
    5028: 'FetchResponse.Responses.Partitions._tagged_fields',
    5029: 'FetchResponse.Responses.Partitions._tagged_fields',
    5035: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5037: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5041: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5046: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5047: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5061: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5063: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5067: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5072: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5073: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5087: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5089: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5093: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5098: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5099: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5120: 'FetchResponse.Responses._tagged_fields',
    5124: 'FetchResponse.Responses._tagged_fields',
    5129: 'FetchResponse.Responses._tagged_fields',
    5130: 'FetchResponse.Responses._tagged_fields',
    5142: 'FetchResponse._tagged_fields',
    5146: 'FetchResponse._tagged_fields',
    5151: 'FetchResponse._tagged_fields',
    5152: 'FetchResponse._tagged_fields',
    5157: 'FetchResponse.NodeEndpoints',
    5161: 'FetchResponse.NodeEndpoints',
    5166: 'FetchResponse.NodeEndpoints.NodeId',
    5168: 'FetchResponse.NodeEndpoints.Host',
    5173: 'FetchResponse.NodeEndpoints.Host',
    5176: 'FetchResponse.NodeEndpoints.Host',
    5177: 'FetchResponse.NodeEndpoints.Port',
    5179: 'FetchResponse.NodeEndpoints.Rack',
    5184: 'FetchResponse.NodeEndpoints.Rack',
    5187: 'FetchResponse.NodeEndpoints.Rack',
    5188: 'FetchResponse.NodeEndpoints._tagged_fields',
    5192: 'FetchResponse.NodeEndpoints._tagged_fields',
    5197: 'FetchResponse.NodeEndpoints._tagged_fields',
    5198: 'FetchResponse.NodeEndpoints._tagged_fields',
    5223: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5224: 'FetchResponse.Responses',
    5225: 'FetchResponse.Responses',
    5226: 'FetchResponse.Responses',
    5227: 'FetchResponse.Responses',
    5228: 'FetchResponse.Responses.TopicId',
    5229: 'FetchResponse.Responses.Partitions',
    5230: 'FetchResponse.Responses.Partitions',
    5231: 'FetchResponse.Responses.Partitions',
    5232: 'FetchResponse.Responses.Partitions',
    5233: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5234: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5235: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5236: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5237: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5238: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5239: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5240: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5241: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5242: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5243: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5246: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5247: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5248: 'FetchResponse.Responses.Partitions.Records',
    5249: 'FetchResponse.Responses.Partitions.Records',
    5250: 'FetchResponse.Responses.Partitions.Records',
    5251: 'FetchResponse.Responses.Partitions.Records',
    5252: 'FetchResponse.Responses.Partitions.Records',
    5253: 'FetchResponse.Responses.Partitions.Records',
    5254: 'FetchResponse.Responses.Partitions.Records',
    5255: 'FetchResponse.Responses.Partitions',
    5256: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5257: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5258: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5259: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5260: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5261: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5264: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5265: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5266: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5267: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5268: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5269: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5270: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5271: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5274: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5275: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5276: 'FetchResponse.Responses.Partitions.SnapshotId',
    5277: 'FetchResponse.Responses.Partitions.SnapshotId',
    5278: 'FetchResponse.Responses.Partitions.SnapshotId',
    5279: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5280: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5281: 'FetchResponse.Responses.Partitions.SnapshotId',
    5284: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5285: 'FetchResponse.Responses.Partitions.SnapshotId',
    5286: 'FetchResponse.Responses.Partitions._unknown_tags',
    5287: 'FetchResponse.Responses._unknown_tags',
    5288: 'FetchResponse.Responses',
    5291: 'FetchResponse.Responses._unknown_tags',
    5292: 'FetchResponse',
    5293: 'FetchResponse.NodeEndpoints',
    5294: 'FetchResponse.NodeEndpoints',
    5295: 'FetchResponse.NodeEndpoints',
    5296: 'FetchResponse.NodeEndpoints',
    5297: 'FetchResponse.NodeEndpoints',
    5298: 'FetchResponse.NodeEndpoints',
    5299: 'FetchResponse.NodeEndpoints.NodeId',
    5300: 'FetchResponse.NodeEndpoints.Host',
    5301: 'FetchResponse.NodeEndpoints.Host',
    5302: 'FetchResponse.NodeEndpoints.Host',
    5303: 'FetchResponse.NodeEndpoints.Host',
    5304: 'FetchResponse.NodeEndpoints.Host',
    5305: 'FetchResponse.NodeEndpoints.Port',
    5306: 'FetchResponse.NodeEndpoints.Rack',
    5307: 'FetchResponse.NodeEndpoints.Rack',
    5308: 'FetchResponse.NodeEndpoints.Rack',
    5309: 'FetchResponse.NodeEndpoints.Rack',
    5310: 'FetchResponse.NodeEndpoints.Rack',
    5311: 'FetchResponse.NodeEndpoints.Rack',
    5312: 'FetchResponse.NodeEndpoints.Rack',
    5313: 'FetchResponse.NodeEndpoints.Rack',
    5314: 'FetchResponse.NodeEndpoints._unknown_tags',
    5315: 'FetchResponse.NodeEndpoints',
    5318: 'FetchResponse.NodeEndpoints._unknown_tags',
    5319: 'FetchResponse.NodeEndpoints',
    5320: 'FetchResponse._unknown_tags',
    5328: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5330: 'FetchResponse.Responses',
    5334: 'FetchResponse.Responses',
    5339: 'FetchResponse.Responses.TopicId',
    5342: 'FetchResponse.Responses.Partitions',
    5346: 'FetchResponse.Responses.Partitions',
    5351: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5353: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5357: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5365: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5367: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5371: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5376: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5377: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5388: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5390: 'FetchResponse.Responses.Partitions.Records',
    5394: 'FetchResponse.Responses.Partitions._tagged_fields',
    5398: 'FetchResponse.Responses.Partitions._tagged_fields',
    5403: 'FetchResponse.Responses.Partitions._tagged_fields',
    5404: 'FetchResponse.Responses.Partitions._tagged_fields',
    5410: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5412: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5416: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5421: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5422: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5436: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5438: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5442: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5447: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5448: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5462: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5464: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5468: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5473: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5474: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5495: 'FetchResponse.Responses._tagged_fields',
    5499: 'FetchResponse.Responses._tagged_fields',
    5504: 'FetchResponse.Responses._tagged_fields',
    5505: 'FetchResponse.Responses._tagged_fields',
    5517: 'FetchResponse._tagged_fields',
    5521: 'FetchResponse._tagged_fields',
    5526: 'FetchResponse._tagged_fields',
    5527: 'FetchResponse._tagged_fields',
    5532: 'FetchResponse.NodeEndpoints',
    5536: 'FetchResponse.NodeEndpoints',
    5541: 'FetchResponse.NodeEndpoints.NodeId',
    5543: 'FetchResponse.NodeEndpoints.Host',
    5548: 'FetchResponse.NodeEndpoints.Host',
    5551: 'FetchResponse.NodeEndpoints.Host',
    5552: 'FetchResponse.NodeEndpoints.Port',
    5554: 'FetchResponse.NodeEndpoints.Rack',
    5559: 'FetchResponse.NodeEndpoints.Rack',
    5562: 'FetchResponse.NodeEndpoints.Rack',
    5563: 'FetchResponse.NodeEndpoints._tagged_fields',
    5567: 'FetchResponse.NodeEndpoints._tagged_fields',
    5572: 'FetchResponse.NodeEndpoints._tagged_fields',
    5573: 'FetchResponse.NodeEndpoints._tagged_fields',
    5598: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5599: 'FetchResponse.Responses',
    5600: 'FetchResponse.Responses',
    5601: 'FetchResponse.Responses',
    5602: 'FetchResponse.Responses',
    5603: 'FetchResponse.Responses.TopicId',
    5604: 'FetchResponse.Responses.Partitions',
    5605: 'FetchResponse.Responses.Partitions',
    5606: 'FetchResponse.Responses.Partitions',
    5607: 'FetchResponse.Responses.Partitions',
    5608: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5609: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5610: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5611: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5612: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5613: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5614: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5615: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5616: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5617: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5618: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5621: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5622: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5623: 'FetchResponse.Responses.Partitions.Records',
    5624: 'FetchResponse.Responses.Partitions.Records',
    5625: 'FetchResponse.Responses.Partitions.Records',
    5626: 'FetchResponse.Responses.Partitions.Records',
    5627: 'FetchResponse.Responses.Partitions.Records',
    5628: 'FetchResponse.Responses.Partitions.Records',
    5629: 'FetchResponse.Responses.Partitions.Records',
    5630: 'FetchResponse.Responses.Partitions',
    5631: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5632: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5633: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5634: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5635: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5636: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5639: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5640: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5641: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5642: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5643: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5644: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5645: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5646: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5649: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5650: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5651: 'FetchResponse.Responses.Partitions.SnapshotId',
    5652: 'FetchResponse.Responses.Partitions.SnapshotId',
    5653: 'FetchResponse.Responses.Partitions.SnapshotId',
    5654: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5655: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5656: 'FetchResponse.Responses.Partitions.SnapshotId',
    5659: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5660: 'FetchResponse.Responses.Partitions.SnapshotId',
    5661: 'FetchResponse.Responses.Partitions._unknown_tags',
    5662: 'FetchResponse.Responses._unknown_tags',
    5663: 'FetchResponse.Responses',
    5666: 'FetchResponse.Responses._unknown_tags',
    5667: 'FetchResponse',
    5668: 'FetchResponse.NodeEndpoints',
    5669: 'FetchResponse.NodeEndpoints',
    5670: 'FetchResponse.NodeEndpoints',
    5671: 'FetchResponse.NodeEndpoints',
    5672: 'FetchResponse.NodeEndpoints',
    5673: 'FetchResponse.NodeEndpoints',
    5674: 'FetchResponse.NodeEndpoints.NodeId',
    5675: 'FetchResponse.NodeEndpoints.Host',
    5676: 'FetchResponse.NodeEndpoints.Host',
    5677: 'FetchResponse.NodeEndpoints.Host',
    5678: 'FetchResponse.NodeEndpoints.Host',
    5679: 'FetchResponse.NodeEndpoints.Host',
    5680: 'FetchResponse.NodeEndpoints.Port',
    5681: 'FetchResponse.NodeEndpoints.Rack',
    5682: 'FetchResponse.NodeEndpoints.Rack',
    5683: 'FetchResponse.NodeEndpoints.Rack',
    5684: 'FetchResponse.NodeEndpoints.Rack',
    5685: 'FetchResponse.NodeEndpoints.Rack',
    5686: 'FetchResponse.NodeEndpoints.Rack',
    5687: 'FetchResponse.NodeEndpoints.Rack',
    5688: 'FetchResponse.NodeEndpoints.Rack',
    5689: 'FetchResponse.NodeEndpoints._unknown_tags',
    5690: 'FetchResponse.NodeEndpoints',
    5693: 'FetchResponse.NodeEndpoints._unknown_tags',
    5694: 'FetchResponse.NodeEndpoints',
    5695: 'FetchResponse._unknown_tags',
    5703: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5705: 'FetchResponse.Responses',
    5709: 'FetchResponse.Responses',
    5714: 'FetchResponse.Responses.TopicId',
    5717: 'FetchResponse.Responses.Partitions',
    5721: 'FetchResponse.Responses.Partitions',
    5726: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5728: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5732: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5740: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5742: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5746: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5751: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5752: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5763: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5765: 'FetchResponse.Responses.Partitions.Records',
    5769: 'FetchResponse.Responses.Partitions._tagged_fields',
    5773: 'FetchResponse.Responses.Partitions._tagged_fields',
    5778: 'FetchResponse.Responses.Partitions._tagged_fields',
    5779: 'FetchResponse.Responses.Partitions._tagged_fields',
    5785: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5787: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5791: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5796: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5797: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5811: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5813: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5817: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5822: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5823: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5837: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5839: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5843: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5848: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5849: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5870: 'FetchResponse.Responses._tagged_fields',
    5874: 'FetchResponse.Responses._tagged_fields',
    5879: 'FetchResponse.Responses._tagged_fields',
    5880: 'FetchResponse.Responses._tagged_fields',
    5892: 'FetchResponse._tagged_fields',
    5896: 'FetchResponse._tagged_fields',
    5901: 'FetchResponse._tagged_fields',
    5902: 'FetchResponse._tagged_fields',
    5907: 'FetchResponse.NodeEndpoints',
    5911: 'FetchResponse.NodeEndpoints',
    5916: 'FetchResponse.NodeEndpoints.NodeId',
    5918: 'FetchResponse.NodeEndpoints.Host',
    5923: 'FetchResponse.NodeEndpoints.Host',
    5926: 'FetchResponse.NodeEndpoints.Host',
    5927: 'FetchResponse.NodeEndpoints.Port',
    5929: 'FetchResponse.NodeEndpoints.Rack',
    5934: 'FetchResponse.NodeEndpoints.Rack',
    5937: 'FetchResponse.NodeEndpoints.Rack',
    5938: 'FetchResponse.NodeEndpoints._tagged_fields',
    5942: 'FetchResponse.NodeEndpoints._tagged_fields',
    5947: 'FetchResponse.NodeEndpoints._tagged_fields',
    5948: 'FetchResponse.NodeEndpoints._tagged_fields',
}
