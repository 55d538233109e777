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

def _mk_FetchRequest_ReplicaState():
    o = _new(_C_FetchRequest_ReplicaState)
    o.replica_id = -1
    o.replica_epoch = -1
    o._unknown_tags = None
    return o

def _mk_FetchRequest_FetchTopic():
    o = _new(_C_FetchRequest_FetchTopic)
    o.topic = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_FetchRequest_FetchPartition():
    o = _new(_C_FetchRequest_FetchPartition)
    o.partition = 0
    o.current_leader_epoch = -1
    o.fetch_offset = 0
    o.last_fetched_epoch = -1
    o.log_start_offset = -1
    o.partition_max_bytes = 0
    o.replica_directory_id = _ZERO_UUID
    o.high_watermark = 9223372036854775807
    o._unknown_tags = None
    return o

def _mk_FetchRequest_ForgottenTopic():
    o = _new(_C_FetchRequest_ForgottenTopic)
    o.topic = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_FetchRequest_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
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
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
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
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
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
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v8(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v9(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v10(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v11(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v12(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
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
    u240 = o._unknown_tags
    if k235 or u240 is not None:
        _write_tags(a, k235, u240)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v12(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n241 = buf[pos] - 1
    if 0 <= n241 < 127:
        pos += 1
    else:
        n241, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l242 = []
    ap243 = l242.append
    for _ in range(n241):
        t244 = _new(_C_FetchRequest_FetchTopic)
        n245 = buf[pos] - 1
        if 0 <= n245 < 127:
            x246 = pos + 1 + n245
            if x246 > blen:
                raise _bad_length(n245, 'FetchRequest.Topics.Topic', pos)
            t244.topic = str(buf[pos + 1:x246], 'utf-8')
            pos = x246
        else:
            t244.topic, pos = _read_string(buf, pos, True, False, 'FetchRequest.Topics.Topic')
        n247 = buf[pos] - 1
        if 0 <= n247 < 127:
            pos += 1
        else:
            n247, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l248 = []
        ap249 = l248.append
        for _ in range(n247):
            t250 = _new(_C_FetchRequest_FetchPartition)
            t250.partition, t250.current_leader_epoch, t250.fetch_offset, t250.last_fetched_epoch, t250.log_start_offset, t250.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t250.replica_directory_id = _ZERO_UUID
            t250.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t250._unknown_tags = None
            else:
                nt251, pos = _ruv(buf, pos)
                if nt251 * 2 > blen - pos:
                    raise _array_too_long(nt251, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk252 = None
                for _ in range(nt251):
                    tg253, pos = _ruv(buf, pos)
                    sz254, pos = _ruv(buf, pos)
                    x255 = pos + sz254
                    if x255 > blen:
                        raise _bad_length(sz254, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk252 is None:
                        uk252 = []
                    uk252.append((tg253, bytes(buf[pos:x255])))
                    pos = x255
                t250._unknown_tags = uk252
            ap249(t250)
        t244.partitions = l248
        t244.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t244._unknown_tags = None
        else:
            nt256, pos = _ruv(buf, pos)
            if nt256 * 2 > blen - pos:
                raise _array_too_long(nt256, 'FetchRequest.Topics._tagged_fields', pos)
            uk257 = None
            for _ in range(nt256):
                tg258, pos = _ruv(buf, pos)
                sz259, pos = _ruv(buf, pos)
                x260 = pos + sz259
                if x260 > blen:
                    raise _bad_length(sz259, 'FetchRequest.Topics._tagged_fields', pos)
                if uk257 is None:
                    uk257 = []
                uk257.append((tg258, bytes(buf[pos:x260])))
                pos = x260
            t244._unknown_tags = uk257
        ap243(t244)
    o.topics = l242
    n261 = buf[pos] - 1
    if 0 <= n261 < 127:
        pos += 1
    else:
        n261, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l262 = []
    ap263 = l262.append
    for _ in range(n261):
        t264 = _new(_C_FetchRequest_ForgottenTopic)
        n265 = buf[pos] - 1
        if 0 <= n265 < 127:
            x266 = pos + 1 + n265
            if x266 > blen:
                raise _bad_length(n265, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t264.topic = str(buf[pos + 1:x266], 'utf-8')
            pos = x266
        else:
            t264.topic, pos = _read_string(buf, pos, True, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n267 = buf[pos] - 1
        if 0 <= n267 < 64:
            t264.partitions = list(_A_i[n267].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n267
        else:
            t264.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t264.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t264._unknown_tags = None
        else:
            nt268, pos = _ruv(buf, pos)
            if nt268 * 2 > blen - pos:
                raise _array_too_long(nt268, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk269 = None
            for _ in range(nt268):
                tg270, pos = _ruv(buf, pos)
                sz271, pos = _ruv(buf, pos)
                x272 = pos + sz271
                if x272 > blen:
                    raise _bad_length(sz271, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk269 is None:
                    uk269 = []
                uk269.append((tg270, bytes(buf[pos:x272])))
                pos = x272
            t264._unknown_tags = uk269
        ap263(t264)
    o.forgotten_topics_data = l262
    n273 = buf[pos] - 1
    if 0 <= n273 < 127:
        x274 = pos + 1 + n273
        if x274 > blen:
            raise _bad_length(n273, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x274], 'utf-8')
        pos = x274
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt275, pos = _ruv(buf, pos)
        if nt275 * 2 > blen - pos:
            raise _array_too_long(nt275, 'FetchRequest._tagged_fields', pos)
        uk276 = None
        for _ in range(nt275):
            tg277, pos = _ruv(buf, pos)
            sz278, pos = _ruv(buf, pos)
            x279 = pos + sz278
            if x279 > blen:
                raise _bad_length(sz278, 'FetchRequest._tagged_fields', pos)
            if tg277 == 0:
                n280 = buf[pos] - 1
                if 0 <= n280 < 127:
                    x281 = pos + 1 + n280
                    if x281 > blen:
                        raise _bad_length(n280, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x281], 'utf-8')
                    pos = x281
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x279:
                    raise _tag_size_mismatch(tg277, 'FetchRequest.ClusterId', pos)
            else:
                if uk276 is None:
                    uk276 = []
                uk276.append((tg277, bytes(buf[pos:x279])))
                pos = x279
        o._unknown_tags = uk276
    return o, pos


def _enc_FetchRequest_v13(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 13)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l282 = o.topics
    n283 = len(l282) + 1
    a(_UV[n283] if n283 < 128 else _uv(n283))
    for e284 in l282:
        a(_S_U.pack(e284.topic_id.bytes))
        l285 = e284.partitions
        n286 = len(l285) + 1
        a(_UV[n286] if n286 < 128 else _uv(n286))
        for e287 in l285:
            a(_S_iiqiqi.pack(e287.partition, e287.current_leader_epoch, e287.fetch_offset, e287.last_fetched_epoch, e287.log_start_offset, e287.partition_max_bytes))
            u288 = e287._unknown_tags
            if u288 is None:
                a(_H0)
            else:
                _write_tags(a, None, u288)
        u289 = e284._unknown_tags
        if u289 is None:
            a(_H0)
        else:
            _write_tags(a, None, u289)
    l290 = o.forgotten_topics_data
    n291 = len(l290) + 1
    a(_UV[n291] if n291 < 128 else _uv(n291))
    for e292 in l290:
        a(_S_U.pack(e292.topic_id.bytes))
        l293 = e292.partitions
        n294 = len(l293)
        if n294 < 64:
            a(_CA_i[n294].pack(n294 + 1, *l293))
        else:
            a(_encode_array('i', l293, True))
        u295 = e292._unknown_tags
        if u295 is None:
            a(_H0)
        else:
            _write_tags(a, None, u295)
    s296 = o.rack_id
    b297 = s296.encode()
    n298 = len(b297) + 1
    a(_UV[n298] if n298 < 128 else _uv(n298))
    a(b297)
    k299 = []
    if o.cluster_id is not None:
        p300 = []
        s301 = o.cluster_id
        if s301 is None:
            p300.append(_H0)
        else:
            b302 = s301.encode()
            n303 = len(b302) + 1
            p300.append(_UV[n303] if n303 < 128 else _uv(n303))
            p300.append(b302)
        k299.append((0, b''.join(p300)))
    u304 = o._unknown_tags
    if k299 or u304 is not None:
        _write_tags(a, k299, u304)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v13(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n305 = buf[pos] - 1
    if 0 <= n305 < 127:
        pos += 1
    else:
        n305, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l306 = []
    ap307 = l306.append
    for _ in range(n305):
        t308 = _new(_C_FetchRequest_FetchTopic)
        u309, = _S_U.unpack_from(buf, pos)
        pos += 16
        t308.topic_id = _uuid_from(u309)
        n310 = buf[pos] - 1
        if 0 <= n310 < 127:
            pos += 1
        else:
            n310, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l311 = []
        ap312 = l311.append
        for _ in range(n310):
            t313 = _new(_C_FetchRequest_FetchPartition)
            t313.partition, t313.current_leader_epoch, t313.fetch_offset, t313.last_fetched_epoch, t313.log_start_offset, t313.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t313.replica_directory_id = _ZERO_UUID
            t313.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t313._unknown_tags = None
            else:
                nt314, pos = _ruv(buf, pos)
                if nt314 * 2 > blen - pos:
                    raise _array_too_long(nt314, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk315 = None
                for _ in range(nt314):
                    tg316, pos = _ruv(buf, pos)
                    sz317, pos = _ruv(buf, pos)
                    x318 = pos + sz317
                    if x318 > blen:
                        raise _bad_length(sz317, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk315 is None:
                        uk315 = []
                    uk315.append((tg316, bytes(buf[pos:x318])))
                    pos = x318
                t313._unknown_tags = uk315
            ap312(t313)
        t308.partitions = l311
        t308.topic = ''
        if buf[pos] == 0:
            pos += 1
            t308._unknown_tags = None
        else:
            nt319, pos = _ruv(buf, pos)
            if nt319 * 2 > blen - pos:
                raise _array_too_long(nt319, 'FetchRequest.Topics._tagged_fields', pos)
            uk320 = None
            for _ in range(nt319):
                tg321, pos = _ruv(buf, pos)
                sz322, pos = _ruv(buf, pos)
                x323 = pos + sz322
                if x323 > blen:
                    raise _bad_length(sz322, 'FetchRequest.Topics._tagged_fields', pos)
                if uk320 is None:
                    uk320 = []
                uk320.append((tg321, bytes(buf[pos:x323])))
                pos = x323
            t308._unknown_tags = uk320
        ap307(t308)
    o.topics = l306
    n324 = buf[pos] - 1
    if 0 <= n324 < 127:
        pos += 1
    else:
        n324, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l325 = []
    ap326 = l325.append
    for _ in range(n324):
        t327 = _new(_C_FetchRequest_ForgottenTopic)
        u328, = _S_U.unpack_from(buf, pos)
        pos += 16
        t327.topic_id = _uuid_from(u328)
        n329 = buf[pos] - 1
        if 0 <= n329 < 64:
            t327.partitions = list(_A_i[n329].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n329
        else:
            t327.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t327.topic = ''
        if buf[pos] == 0:
            pos += 1
            t327._unknown_tags = None
        else:
            nt330, pos = _ruv(buf, pos)
            if nt330 * 2 > blen - pos:
                raise _array_too_long(nt330, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk331 = None
            for _ in range(nt330):
                tg332, pos = _ruv(buf, pos)
                sz333, pos = _ruv(buf, pos)
                x334 = pos + sz333
                if x334 > blen:
                    raise _bad_length(sz333, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk331 is None:
                    uk331 = []
                uk331.append((tg332, bytes(buf[pos:x334])))
                pos = x334
            t327._unknown_tags = uk331
        ap326(t327)
    o.forgotten_topics_data = l325
    n335 = buf[pos] - 1
    if 0 <= n335 < 127:
        x336 = pos + 1 + n335
        if x336 > blen:
            raise _bad_length(n335, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x336], 'utf-8')
        pos = x336
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt337, pos = _ruv(buf, pos)
        if nt337 * 2 > blen - pos:
            raise _array_too_long(nt337, 'FetchRequest._tagged_fields', pos)
        uk338 = None
        for _ in range(nt337):
            tg339, pos = _ruv(buf, pos)
            sz340, pos = _ruv(buf, pos)
            x341 = pos + sz340
            if x341 > blen:
                raise _bad_length(sz340, 'FetchRequest._tagged_fields', pos)
            if tg339 == 0:
                n342 = buf[pos] - 1
                if 0 <= n342 < 127:
                    x343 = pos + 1 + n342
                    if x343 > blen:
                        raise _bad_length(n342, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x343], 'utf-8')
                    pos = x343
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x341:
                    raise _tag_size_mismatch(tg339, 'FetchRequest.ClusterId', pos)
            else:
                if uk338 is None:
                    uk338 = []
                uk338.append((tg339, bytes(buf[pos:x341])))
                pos = x341
        o._unknown_tags = uk338
    return o, pos


def _enc_FetchRequest_v14(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 14)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l344 = o.topics
    n345 = len(l344) + 1
    a(_UV[n345] if n345 < 128 else _uv(n345))
    for e346 in l344:
        a(_S_U.pack(e346.topic_id.bytes))
        l347 = e346.partitions
        n348 = len(l347) + 1
        a(_UV[n348] if n348 < 128 else _uv(n348))
        for e349 in l347:
            a(_S_iiqiqi.pack(e349.partition, e349.current_leader_epoch, e349.fetch_offset, e349.last_fetched_epoch, e349.log_start_offset, e349.partition_max_bytes))
            u350 = e349._unknown_tags
            if u350 is None:
                a(_H0)
            else:
                _write_tags(a, None, u350)
        u351 = e346._unknown_tags
        if u351 is None:
            a(_H0)
        else:
            _write_tags(a, None, u351)
    l352 = o.forgotten_topics_data
    n353 = len(l352) + 1
    a(_UV[n353] if n353 < 128 else _uv(n353))
    for e354 in l352:
        a(_S_U.pack(e354.topic_id.bytes))
        l355 = e354.partitions
        n356 = len(l355)
        if n356 < 64:
            a(_CA_i[n356].pack(n356 + 1, *l355))
        else:
            a(_encode_array('i', l355, True))
        u357 = e354._unknown_tags
        if u357 is None:
            a(_H0)
        else:
            _write_tags(a, None, u357)
    s358 = o.rack_id
    b359 = s358.encode()
    n360 = len(b359) + 1
    a(_UV[n360] if n360 < 128 else _uv(n360))
    a(b359)
    k361 = []
    if o.cluster_id is not None:
        p362 = []
        s363 = o.cluster_id
        if s363 is None:
            p362.append(_H0)
        else:
            b364 = s363.encode()
            n365 = len(b364) + 1
            p362.append(_UV[n365] if n365 < 128 else _uv(n365))
            p362.append(b364)
        k361.append((0, b''.join(p362)))
    u366 = o._unknown_tags
    if k361 or u366 is not None:
        _write_tags(a, k361, u366)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v14(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n367 = buf[pos] - 1
    if 0 <= n367 < 127:
        pos += 1
    else:
        n367, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l368 = []
    ap369 = l368.append
    for _ in range(n367):
        t370 = _new(_C_FetchRequest_FetchTopic)
        u371, = _S_U.unpack_from(buf, pos)
        pos += 16
        t370.topic_id = _uuid_from(u371)
        n372 = buf[pos] - 1
        if 0 <= n372 < 127:
            pos += 1
        else:
            n372, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l373 = []
        ap374 = l373.append
        for _ in range(n372):
            t375 = _new(_C_FetchRequest_FetchPartition)
            t375.partition, t375.current_leader_epoch, t375.fetch_offset, t375.last_fetched_epoch, t375.log_start_offset, t375.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t375.replica_directory_id = _ZERO_UUID
            t375.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t375._unknown_tags = None
            else:
                nt376, pos = _ruv(buf, pos)
                if nt376 * 2 > blen - pos:
                    raise _array_too_long(nt376, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk377 = None
                for _ in range(nt376):
                    tg378, pos = _ruv(buf, pos)
                    sz379, pos = _ruv(buf, pos)
                    x380 = pos + sz379
                    if x380 > blen:
                        raise _bad_length(sz379, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk377 is None:
                        uk377 = []
                    uk377.append((tg378, bytes(buf[pos:x380])))
                    pos = x380
                t375._unknown_tags = uk377
            ap374(t375)
        t370.partitions = l373
        t370.topic = ''
        if buf[pos] == 0:
            pos += 1
            t370._unknown_tags = None
        else:
            nt381, pos = _ruv(buf, pos)
            if nt381 * 2 > blen - pos:
                raise _array_too_long(nt381, 'FetchRequest.Topics._tagged_fields', pos)
            uk382 = None
            for _ in range(nt381):
                tg383, pos = _ruv(buf, pos)
                sz384, pos = _ruv(buf, pos)
                x385 = pos + sz384
                if x385 > blen:
                    raise _bad_length(sz384, 'FetchRequest.Topics._tagged_fields', pos)
                if uk382 is None:
                    uk382 = []
                uk382.append((tg383, bytes(buf[pos:x385])))
                pos = x385
            t370._unknown_tags = uk382
        ap369(t370)
    o.topics = l368
    n386 = buf[pos] - 1
    if 0 <= n386 < 127:
        pos += 1
    else:
        n386, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l387 = []
    ap388 = l387.append
    for _ in range(n386):
        t389 = _new(_C_FetchRequest_ForgottenTopic)
        u390, = _S_U.unpack_from(buf, pos)
        pos += 16
        t389.topic_id = _uuid_from(u390)
        n391 = buf[pos] - 1
        if 0 <= n391 < 64:
            t389.partitions = list(_A_i[n391].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n391
        else:
            t389.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t389.topic = ''
        if buf[pos] == 0:
            pos += 1
            t389._unknown_tags = None
        else:
            nt392, pos = _ruv(buf, pos)
            if nt392 * 2 > blen - pos:
                raise _array_too_long(nt392, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk393 = None
            for _ in range(nt392):
                tg394, pos = _ruv(buf, pos)
                sz395, pos = _ruv(buf, pos)
                x396 = pos + sz395
                if x396 > blen:
                    raise _bad_length(sz395, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk393 is None:
                    uk393 = []
                uk393.append((tg394, bytes(buf[pos:x396])))
                pos = x396
            t389._unknown_tags = uk393
        ap388(t389)
    o.forgotten_topics_data = l387
    n397 = buf[pos] - 1
    if 0 <= n397 < 127:
        x398 = pos + 1 + n397
        if x398 > blen:
            raise _bad_length(n397, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x398], 'utf-8')
        pos = x398
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt399, pos = _ruv(buf, pos)
        if nt399 * 2 > blen - pos:
            raise _array_too_long(nt399, 'FetchRequest._tagged_fields', pos)
        uk400 = None
        for _ in range(nt399):
            tg401, pos = _ruv(buf, pos)
            sz402, pos = _ruv(buf, pos)
            x403 = pos + sz402
            if x403 > blen:
                raise _bad_length(sz402, 'FetchRequest._tagged_fields', pos)
            if tg401 == 0:
                n404 = buf[pos] - 1
                if 0 <= n404 < 127:
                    x405 = pos + 1 + n404
                    if x405 > blen:
                        raise _bad_length(n404, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x405], 'utf-8')
                    pos = x405
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x403:
                    raise _tag_size_mismatch(tg401, 'FetchRequest.ClusterId', pos)
            else:
                if uk400 is None:
                    uk400 = []
                uk400.append((tg401, bytes(buf[pos:x403])))
                pos = x403
        o._unknown_tags = uk400
    return o, pos


def _enc_FetchRequest_v15(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 15)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l406 = o.topics
    n407 = len(l406) + 1
    a(_UV[n407] if n407 < 128 else _uv(n407))
    for e408 in l406:
        a(_S_U.pack(e408.topic_id.bytes))
        l409 = e408.partitions
        n410 = len(l409) + 1
        a(_UV[n410] if n410 < 128 else _uv(n410))
        for e411 in l409:
            a(_S_iiqiqi.pack(e411.partition, e411.current_leader_epoch, e411.fetch_offset, e411.last_fetched_epoch, e411.log_start_offset, e411.partition_max_bytes))
            u412 = e411._unknown_tags
            if u412 is None:
                a(_H0)
            else:
                _write_tags(a, None, u412)
        u413 = e408._unknown_tags
        if u413 is None:
            a(_H0)
        else:
            _write_tags(a, None, u413)
    l414 = o.forgotten_topics_data
    n415 = len(l414) + 1
    a(_UV[n415] if n415 < 128 else _uv(n415))
    for e416 in l414:
        a(_S_U.pack(e416.topic_id.bytes))
        l417 = e416.partitions
        n418 = len(l417)
        if n418 < 64:
            a(_CA_i[n418].pack(n418 + 1, *l417))
        else:
            a(_encode_array('i', l417, True))
        u419 = e416._unknown_tags
        if u419 is None:
            a(_H0)
        else:
            _write_tags(a, None, u419)
    s420 = o.rack_id
    b421 = s420.encode()
    n422 = len(b421) + 1
    a(_UV[n422] if n422 < 128 else _uv(n422))
    a(b421)
    k423 = []
    if o.cluster_id is not None:
        p424 = []
        s425 = o.cluster_id
        if s425 is None:
            p424.append(_H0)
        else:
            b426 = s425.encode()
            n427 = len(b426) + 1
            p424.append(_UV[n427] if n427 < 128 else _uv(n427))
            p424.append(b426)
        k423.append((0, b''.join(p424)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p428 = []
        t429 = o.replica_state
        p428.append(_S_iq.pack(t429.replica_id, t429.replica_epoch))
        u430 = t429._unknown_tags
        if u430 is None:
            p428.append(_H0)
        else:
            _write_tags(p428.append, None, u430)
        k423.append((1, b''.join(p428)))
    u431 = o._unknown_tags
    if k423 or u431 is not None:
        _write_tags(a, k423, u431)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v15(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n432 = buf[pos] - 1
    if 0 <= n432 < 127:
        pos += 1
    else:
        n432, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l433 = []
    ap434 = l433.append
    for _ in range(n432):
        t435 = _new(_C_FetchRequest_FetchTopic)
        u436, = _S_U.unpack_from(buf, pos)
        pos += 16
        t435.topic_id = _uuid_from(u436)
        n437 = buf[pos] - 1
        if 0 <= n437 < 127:
            pos += 1
        else:
            n437, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l438 = []
        ap439 = l438.append
        for _ in range(n437):
            t440 = _new(_C_FetchRequest_FetchPartition)
            t440.partition, t440.current_leader_epoch, t440.fetch_offset, t440.last_fetched_epoch, t440.log_start_offset, t440.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t440.replica_directory_id = _ZERO_UUID
            t440.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t440._unknown_tags = None
            else:
                nt441, pos = _ruv(buf, pos)
                if nt441 * 2 > blen - pos:
                    raise _array_too_long(nt441, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk442 = None
                for _ in range(nt441):
                    tg443, pos = _ruv(buf, pos)
                    sz444, pos = _ruv(buf, pos)
                    x445 = pos + sz444
                    if x445 > blen:
                        raise _bad_length(sz444, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk442 is None:
                        uk442 = []
                    uk442.append((tg443, bytes(buf[pos:x445])))
                    pos = x445
                t440._unknown_tags = uk442
            ap439(t440)
        t435.partitions = l438
        t435.topic = ''
        if buf[pos] == 0:
            pos += 1
            t435._unknown_tags = None
        else:
            nt446, pos = _ruv(buf, pos)
            if nt446 * 2 > blen - pos:
                raise _array_too_long(nt446, 'FetchRequest.Topics._tagged_fields', pos)
            uk447 = None
            for _ in range(nt446):
                tg448, pos = _ruv(buf, pos)
                sz449, pos = _ruv(buf, pos)
                x450 = pos + sz449
                if x450 > blen:
                    raise _bad_length(sz449, 'FetchRequest.Topics._tagged_fields', pos)
                if uk447 is None:
                    uk447 = []
                uk447.append((tg448, bytes(buf[pos:x450])))
                pos = x450
            t435._unknown_tags = uk447
        ap434(t435)
    o.topics = l433
    n451 = buf[pos] - 1
    if 0 <= n451 < 127:
        pos += 1
    else:
        n451, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l452 = []
    ap453 = l452.append
    for _ in range(n451):
        t454 = _new(_C_FetchRequest_ForgottenTopic)
        u455, = _S_U.unpack_from(buf, pos)
        pos += 16
        t454.topic_id = _uuid_from(u455)
        n456 = buf[pos] - 1
        if 0 <= n456 < 64:
            t454.partitions = list(_A_i[n456].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n456
        else:
            t454.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t454.topic = ''
        if buf[pos] == 0:
            pos += 1
            t454._unknown_tags = None
        else:
            nt457, pos = _ruv(buf, pos)
            if nt457 * 2 > blen - pos:
                raise _array_too_long(nt457, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk458 = None
            for _ in range(nt457):
                tg459, pos = _ruv(buf, pos)
                sz460, pos = _ruv(buf, pos)
                x461 = pos + sz460
                if x461 > blen:
                    raise _bad_length(sz460, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk458 is None:
                    uk458 = []
                uk458.append((tg459, bytes(buf[pos:x461])))
                pos = x461
            t454._unknown_tags = uk458
        ap453(t454)
    o.forgotten_topics_data = l452
    n462 = buf[pos] - 1
    if 0 <= n462 < 127:
        x463 = pos + 1 + n462
        if x463 > blen:
            raise _bad_length(n462, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x463], 'utf-8')
        pos = x463
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt464, pos = _ruv(buf, pos)
        if nt464 * 2 > blen - pos:
            raise _array_too_long(nt464, 'FetchRequest._tagged_fields', pos)
        uk465 = None
        for _ in range(nt464):
            tg466, pos = _ruv(buf, pos)
            sz467, pos = _ruv(buf, pos)
            x468 = pos + sz467
            if x468 > blen:
                raise _bad_length(sz467, 'FetchRequest._tagged_fields', pos)
            if tg466 == 0:
                n469 = buf[pos] - 1
                if 0 <= n469 < 127:
                    x470 = pos + 1 + n469
                    if x470 > blen:
                        raise _bad_length(n469, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x470], 'utf-8')
                    pos = x470
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x468:
                    raise _tag_size_mismatch(tg466, 'FetchRequest.ClusterId', pos)
            elif tg466 == 1:
                t471 = _new(_C_FetchRequest_ReplicaState)
                t471.replica_id, t471.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t471._unknown_tags = None
                else:
                    nt472, pos = _ruv(buf, pos)
                    if nt472 * 2 > blen - pos:
                        raise _array_too_long(nt472, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk473 = None
                    for _ in range(nt472):
                        tg474, pos = _ruv(buf, pos)
                        sz475, pos = _ruv(buf, pos)
                        x476 = pos + sz475
                        if x476 > blen:
                            raise _bad_length(sz475, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk473 is None:
                            uk473 = []
                        uk473.append((tg474, bytes(buf[pos:x476])))
                        pos = x476
                    t471._unknown_tags = uk473
                o.replica_state = t471
                if pos != x468:
                    raise _tag_size_mismatch(tg466, 'FetchRequest.ReplicaState', pos)
            else:
                if uk465 is None:
                    uk465 = []
                uk465.append((tg466, bytes(buf[pos:x468])))
                pos = x468
        o._unknown_tags = uk465
    return o, pos


def _enc_FetchRequest_v16(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 16)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l477 = o.topics
    n478 = len(l477) + 1
    a(_UV[n478] if n478 < 128 else _uv(n478))
    for e479 in l477:
        a(_S_U.pack(e479.topic_id.bytes))
        l480 = e479.partitions
        n481 = len(l480) + 1
        a(_UV[n481] if n481 < 128 else _uv(n481))
        for e482 in l480:
            a(_S_iiqiqi.pack(e482.partition, e482.current_leader_epoch, e482.fetch_offset, e482.last_fetched_epoch, e482.log_start_offset, e482.partition_max_bytes))
            u483 = e482._unknown_tags
            if u483 is None:
                a(_H0)
            else:
                _write_tags(a, None, u483)
        u484 = e479._unknown_tags
        if u484 is None:
            a(_H0)
        else:
            _write_tags(a, None, u484)
    l485 = o.forgotten_topics_data
    n486 = len(l485) + 1
    a(_UV[n486] if n486 < 128 else _uv(n486))
    for e487 in l485:
        a(_S_U.pack(e487.topic_id.bytes))
        l488 = e487.partitions
        n489 = len(l488)
        if n489 < 64:
            a(_CA_i[n489].pack(n489 + 1, *l488))
        else:
            a(_encode_array('i', l488, True))
        u490 = e487._unknown_tags
        if u490 is None:
            a(_H0)
        else:
            _write_tags(a, None, u490)
    s491 = o.rack_id
    b492 = s491.encode()
    n493 = len(b492) + 1
    a(_UV[n493] if n493 < 128 else _uv(n493))
    a(b492)
    k494 = []
    if o.cluster_id is not None:
        p495 = []
        s496 = o.cluster_id
        if s496 is None:
            p495.append(_H0)
        else:
            b497 = s496.encode()
            n498 = len(b497) + 1
            p495.append(_UV[n498] if n498 < 128 else _uv(n498))
            p495.append(b497)
        k494.append((0, b''.join(p495)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p499 = []
        t500 = o.replica_state
        p499.append(_S_iq.pack(t500.replica_id, t500.replica_epoch))
        u501 = t500._unknown_tags
        if u501 is None:
            p499.append(_H0)
        else:
            _write_tags(p499.append, None, u501)
        k494.append((1, b''.join(p499)))
    u502 = o._unknown_tags
    if k494 or u502 is not None:
        _write_tags(a, k494, u502)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v16(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n503 = buf[pos] - 1
    if 0 <= n503 < 127:
        pos += 1
    else:
        n503, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l504 = []
    ap505 = l504.append
    for _ in range(n503):
        t506 = _new(_C_FetchRequest_FetchTopic)
        u507, = _S_U.unpack_from(buf, pos)
        pos += 16
        t506.topic_id = _uuid_from(u507)
        n508 = buf[pos] - 1
        if 0 <= n508 < 127:
            pos += 1
        else:
            n508, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l509 = []
        ap510 = l509.append
        for _ in range(n508):
            t511 = _new(_C_FetchRequest_FetchPartition)
            t511.partition, t511.current_leader_epoch, t511.fetch_offset, t511.last_fetched_epoch, t511.log_start_offset, t511.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t511.replica_directory_id = _ZERO_UUID
            t511.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t511._unknown_tags = None
            else:
                nt512, pos = _ruv(buf, pos)
                if nt512 * 2 > blen - pos:
                    raise _array_too_long(nt512, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk513 = None
                for _ in range(nt512):
                    tg514, pos = _ruv(buf, pos)
                    sz515, pos = _ruv(buf, pos)
                    x516 = pos + sz515
                    if x516 > blen:
                        raise _bad_length(sz515, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk513 is None:
                        uk513 = []
                    uk513.append((tg514, bytes(buf[pos:x516])))
                    pos = x516
                t511._unknown_tags = uk513
            ap510(t511)
        t506.partitions = l509
        t506.topic = ''
        if buf[pos] == 0:
            pos += 1
            t506._unknown_tags = None
        else:
            nt517, pos = _ruv(buf, pos)
            if nt517 * 2 > blen - pos:
                raise _array_too_long(nt517, 'FetchRequest.Topics._tagged_fields', pos)
            uk518 = None
            for _ in range(nt517):
                tg519, pos = _ruv(buf, pos)
                sz520, pos = _ruv(buf, pos)
                x521 = pos + sz520
                if x521 > blen:
                    raise _bad_length(sz520, 'FetchRequest.Topics._tagged_fields', pos)
                if uk518 is None:
                    uk518 = []
                uk518.append((tg519, bytes(buf[pos:x521])))
                pos = x521
            t506._unknown_tags = uk518
        ap505(t506)
    o.topics = l504
    n522 = buf[pos] - 1
    if 0 <= n522 < 127:
        pos += 1
    else:
        n522, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l523 = []
    ap524 = l523.append
    for _ in range(n522):
        t525 = _new(_C_FetchRequest_ForgottenTopic)
        u526, = _S_U.unpack_from(buf, pos)
        pos += 16
        t525.topic_id = _uuid_from(u526)
        n527 = buf[pos] - 1
        if 0 <= n527 < 64:
            t525.partitions = list(_A_i[n527].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n527
        else:
            t525.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t525.topic = ''
        if buf[pos] == 0:
            pos += 1
            t525._unknown_tags = None
        else:
            nt528, pos = _ruv(buf, pos)
            if nt528 * 2 > blen - pos:
                raise _array_too_long(nt528, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk529 = None
            for _ in range(nt528):
                tg530, pos = _ruv(buf, pos)
                sz531, pos = _ruv(buf, pos)
                x532 = pos + sz531
                if x532 > blen:
                    raise _bad_length(sz531, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk529 is None:
                    uk529 = []
                uk529.append((tg530, bytes(buf[pos:x532])))
                pos = x532
            t525._unknown_tags = uk529
        ap524(t525)
    o.forgotten_topics_data = l523
    n533 = buf[pos] - 1
    if 0 <= n533 < 127:
        x534 = pos + 1 + n533
        if x534 > blen:
            raise _bad_length(n533, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x534], 'utf-8')
        pos = x534
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt535, pos = _ruv(buf, pos)
        if nt535 * 2 > blen - pos:
            raise _array_too_long(nt535, 'FetchRequest._tagged_fields', pos)
        uk536 = None
        for _ in range(nt535):
            tg537, pos = _ruv(buf, pos)
            sz538, pos = _ruv(buf, pos)
            x539 = pos + sz538
            if x539 > blen:
                raise _bad_length(sz538, 'FetchRequest._tagged_fields', pos)
            if tg537 == 0:
                n540 = buf[pos] - 1
                if 0 <= n540 < 127:
                    x541 = pos + 1 + n540
                    if x541 > blen:
                        raise _bad_length(n540, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x541], 'utf-8')
                    pos = x541
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x539:
                    raise _tag_size_mismatch(tg537, 'FetchRequest.ClusterId', pos)
            elif tg537 == 1:
                t542 = _new(_C_FetchRequest_ReplicaState)
                t542.replica_id, t542.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t542._unknown_tags = None
                else:
                    nt543, pos = _ruv(buf, pos)
                    if nt543 * 2 > blen - pos:
                        raise _array_too_long(nt543, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk544 = None
                    for _ in range(nt543):
                        tg545, pos = _ruv(buf, pos)
                        sz546, pos = _ruv(buf, pos)
                        x547 = pos + sz546
                        if x547 > blen:
                            raise _bad_length(sz546, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk544 is None:
                            uk544 = []
                        uk544.append((tg545, bytes(buf[pos:x547])))
                        pos = x547
                    t542._unknown_tags = uk544
                o.replica_state = t542
                if pos != x539:
                    raise _tag_size_mismatch(tg537, 'FetchRequest.ReplicaState', pos)
            else:
                if uk536 is None:
                    uk536 = []
                uk536.append((tg537, bytes(buf[pos:x539])))
                pos = x539
        o._unknown_tags = uk536
    return o, pos


def _enc_FetchRequest_v17(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 17)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l548 = o.topics
    n549 = len(l548) + 1
    a(_UV[n549] if n549 < 128 else _uv(n549))
    for e550 in l548:
        a(_S_U.pack(e550.topic_id.bytes))
        l551 = e550.partitions
        n552 = len(l551) + 1
        a(_UV[n552] if n552 < 128 else _uv(n552))
        for e553 in l551:
            a(_S_iiqiqi.pack(e553.partition, e553.current_leader_epoch, e553.fetch_offset, e553.last_fetched_epoch, e553.log_start_offset, e553.partition_max_bytes))
            k554 = []
            if e553.replica_directory_id != _ZERO_UUID:
                p555 = []
                p555.append(_S_U.pack(e553.replica_directory_id.bytes))
                k554.append((0, b''.join(p555)))
            u556 = e553._unknown_tags
            if k554 or u556 is not None:
                _write_tags(a, k554, u556)
            else:
                a(_H0)
        u557 = e550._unknown_tags
        if u557 is None:
            a(_H0)
        else:
            _write_tags(a, None, u557)
    l558 = o.forgotten_topics_data
    n559 = len(l558) + 1
    a(_UV[n559] if n559 < 128 else _uv(n559))
    for e560 in l558:
        a(_S_U.pack(e560.topic_id.bytes))
        l561 = e560.partitions
        n562 = len(l561)
        if n562 < 64:
            a(_CA_i[n562].pack(n562 + 1, *l561))
        else:
            a(_encode_array('i', l561, True))
        u563 = e560._unknown_tags
        if u563 is None:
            a(_H0)
        else:
            _write_tags(a, None, u563)
    s564 = o.rack_id
    b565 = s564.encode()
    n566 = len(b565) + 1
    a(_UV[n566] if n566 < 128 else _uv(n566))
    a(b565)
    k567 = []
    if o.cluster_id is not None:
        p568 = []
        s569 = o.cluster_id
        if s569 is None:
            p568.append(_H0)
        else:
            b570 = s569.encode()
            n571 = len(b570) + 1
            p568.append(_UV[n571] if n571 < 128 else _uv(n571))
            p568.append(b570)
        k567.append((0, b''.join(p568)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p572 = []
        t573 = o.replica_state
        p572.append(_S_iq.pack(t573.replica_id, t573.replica_epoch))
        u574 = t573._unknown_tags
        if u574 is None:
            p572.append(_H0)
        else:
            _write_tags(p572.append, None, u574)
        k567.append((1, b''.join(p572)))
    u575 = o._unknown_tags
    if k567 or u575 is not None:
        _write_tags(a, k567, u575)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v17(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n576 = buf[pos] - 1
    if 0 <= n576 < 127:
        pos += 1
    else:
        n576, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l577 = []
    ap578 = l577.append
    for _ in range(n576):
        t579 = _new(_C_FetchRequest_FetchTopic)
        u580, = _S_U.unpack_from(buf, pos)
        pos += 16
        t579.topic_id = _uuid_from(u580)
        n581 = buf[pos] - 1
        if 0 <= n581 < 127:
            pos += 1
        else:
            n581, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l582 = []
        ap583 = l582.append
        for _ in range(n581):
            t584 = _new(_C_FetchRequest_FetchPartition)
            t584.partition, t584.current_leader_epoch, t584.fetch_offset, t584.last_fetched_epoch, t584.log_start_offset, t584.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t584.replica_directory_id = _ZERO_UUID
            t584.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t584._unknown_tags = None
            else:
                nt585, pos = _ruv(buf, pos)
                if nt585 * 2 > blen - pos:
                    raise _array_too_long(nt585, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk586 = None
                for _ in range(nt585):
                    tg587, pos = _ruv(buf, pos)
                    sz588, pos = _ruv(buf, pos)
                    x589 = pos + sz588
                    if x589 > blen:
                        raise _bad_length(sz588, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if tg587 == 0:
                        u590, = _S_U.unpack_from(buf, pos)
                        t584.replica_directory_id = _uuid_from(u590)
                        pos += 16
                        if pos != x589:
                            raise _tag_size_mismatch(tg587, 'FetchRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    else:
                        if uk586 is None:
                            uk586 = []
                        uk586.append((tg587, bytes(buf[pos:x589])))
                        pos = x589
                t584._unknown_tags = uk586
            ap583(t584)
        t579.partitions = l582
        t579.topic = ''
        if buf[pos] == 0:
            pos += 1
            t579._unknown_tags = None
        else:
            nt591, pos = _ruv(buf, pos)
            if nt591 * 2 > blen - pos:
                raise _array_too_long(nt591, 'FetchRequest.Topics._tagged_fields', pos)
            uk592 = None
            for _ in range(nt591):
                tg593, pos = _ruv(buf, pos)
                sz594, pos = _ruv(buf, pos)
                x595 = pos + sz594
                if x595 > blen:
                    raise _bad_length(sz594, 'FetchRequest.Topics._tagged_fields', pos)
                if uk592 is None:
                    uk592 = []
                uk592.append((tg593, bytes(buf[pos:x595])))
                pos = x595
            t579._unknown_tags = uk592
        ap578(t579)
    o.topics = l577
    n596 = buf[pos] - 1
    if 0 <= n596 < 127:
        pos += 1
    else:
        n596, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l597 = []
    ap598 = l597.append
    for _ in range(n596):
        t599 = _new(_C_FetchRequest_ForgottenTopic)
        u600, = _S_U.unpack_from(buf, pos)
        pos += 16
        t599.topic_id = _uuid_from(u600)
        n601 = buf[pos] - 1
        if 0 <= n601 < 64:
            t599.partitions = list(_A_i[n601].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n601
        else:
            t599.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t599.topic = ''
        if buf[pos] == 0:
            pos += 1
            t599._unknown_tags = None
        else:
            nt602, pos = _ruv(buf, pos)
            if nt602 * 2 > blen - pos:
                raise _array_too_long(nt602, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk603 = None
            for _ in range(nt602):
                tg604, pos = _ruv(buf, pos)
                sz605, pos = _ruv(buf, pos)
                x606 = pos + sz605
                if x606 > blen:
                    raise _bad_length(sz605, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk603 is None:
                    uk603 = []
                uk603.append((tg604, bytes(buf[pos:x606])))
                pos = x606
            t599._unknown_tags = uk603
        ap598(t599)
    o.forgotten_topics_data = l597
    n607 = buf[pos] - 1
    if 0 <= n607 < 127:
        x608 = pos + 1 + n607
        if x608 > blen:
            raise _bad_length(n607, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x608], 'utf-8')
        pos = x608
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt609, pos = _ruv(buf, pos)
        if nt609 * 2 > blen - pos:
            raise _array_too_long(nt609, 'FetchRequest._tagged_fields', pos)
        uk610 = None
        for _ in range(nt609):
            tg611, pos = _ruv(buf, pos)
            sz612, pos = _ruv(buf, pos)
            x613 = pos + sz612
            if x613 > blen:
                raise _bad_length(sz612, 'FetchRequest._tagged_fields', pos)
            if tg611 == 0:
                n614 = buf[pos] - 1
                if 0 <= n614 < 127:
                    x615 = pos + 1 + n614
                    if x615 > blen:
                        raise _bad_length(n614, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x615], 'utf-8')
                    pos = x615
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x613:
                    raise _tag_size_mismatch(tg611, 'FetchRequest.ClusterId', pos)
            elif tg611 == 1:
                t616 = _new(_C_FetchRequest_ReplicaState)
                t616.replica_id, t616.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t616._unknown_tags = None
                else:
                    nt617, pos = _ruv(buf, pos)
                    if nt617 * 2 > blen - pos:
                        raise _array_too_long(nt617, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk618 = None
                    for _ in range(nt617):
                        tg619, pos = _ruv(buf, pos)
                        sz620, pos = _ruv(buf, pos)
                        x621 = pos + sz620
                        if x621 > blen:
                            raise _bad_length(sz620, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk618 is None:
                            uk618 = []
                        uk618.append((tg619, bytes(buf[pos:x621])))
                        pos = x621
                    t616._unknown_tags = uk618
                o.replica_state = t616
                if pos != x613:
                    raise _tag_size_mismatch(tg611, 'FetchRequest.ReplicaState', pos)
            else:
                if uk610 is None:
                    uk610 = []
                uk610.append((tg611, bytes(buf[pos:x613])))
                pos = x613
        o._unknown_tags = uk610
    return o, pos


def _enc_FetchRequest_v18(o):
    parts = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 18)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l622 = o.topics
    n623 = len(l622) + 1
    a(_UV[n623] if n623 < 128 else _uv(n623))
    for e624 in l622:
        a(_S_U.pack(e624.topic_id.bytes))
        l625 = e624.partitions
        n626 = len(l625) + 1
        a(_UV[n626] if n626 < 128 else _uv(n626))
        for e627 in l625:
            a(_S_iiqiqi.pack(e627.partition, e627.current_leader_epoch, e627.fetch_offset, e627.last_fetched_epoch, e627.log_start_offset, e627.partition_max_bytes))
            k628 = []
            if e627.replica_directory_id != _ZERO_UUID:
                p629 = []
                p629.append(_S_U.pack(e627.replica_directory_id.bytes))
                k628.append((0, b''.join(p629)))
            if e627.high_watermark != 9223372036854775807:
                p630 = []
                p630.append(_S_q.pack(e627.high_watermark))
                k628.append((1, b''.join(p630)))
            u631 = e627._unknown_tags
            if k628 or u631 is not None:
                _write_tags(a, k628, u631)
            else:
                a(_H0)
        u632 = e624._unknown_tags
        if u632 is None:
            a(_H0)
        else:
            _write_tags(a, None, u632)
    l633 = o.forgotten_topics_data
    n634 = len(l633) + 1
    a(_UV[n634] if n634 < 128 else _uv(n634))
    for e635 in l633:
        a(_S_U.pack(e635.topic_id.bytes))
        l636 = e635.partitions
        n637 = len(l636)
        if n637 < 64:
            a(_CA_i[n637].pack(n637 + 1, *l636))
        else:
            a(_encode_array('i', l636, True))
        u638 = e635._unknown_tags
        if u638 is None:
            a(_H0)
        else:
            _write_tags(a, None, u638)
    s639 = o.rack_id
    b640 = s639.encode()
    n641 = len(b640) + 1
    a(_UV[n641] if n641 < 128 else _uv(n641))
    a(b640)
    k642 = []
    if o.cluster_id is not None:
        p643 = []
        s644 = o.cluster_id
        if s644 is None:
            p643.append(_H0)
        else:
            b645 = s644.encode()
            n646 = len(b645) + 1
            p643.append(_UV[n646] if n646 < 128 else _uv(n646))
            p643.append(b645)
        k642.append((0, b''.join(p643)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p647 = []
        t648 = o.replica_state
        p647.append(_S_iq.pack(t648.replica_id, t648.replica_epoch))
        u649 = t648._unknown_tags
        if u649 is None:
            p647.append(_H0)
        else:
            _write_tags(p647.append, None, u649)
        k642.append((1, b''.join(p647)))
    u650 = o._unknown_tags
    if k642 or u650 is not None:
        _write_tags(a, k642, u650)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v18(buf, pos):
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n651 = buf[pos] - 1
    if 0 <= n651 < 127:
        pos += 1
    else:
        n651, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l652 = []
    ap653 = l652.append
    for _ in range(n651):
        t654 = _new(_C_FetchRequest_FetchTopic)
        u655, = _S_U.unpack_from(buf, pos)
        pos += 16
        t654.topic_id = _uuid_from(u655)
        n656 = buf[pos] - 1
        if 0 <= n656 < 127:
            pos += 1
        else:
            n656, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l657 = []
        ap658 = l657.append
        for _ in range(n656):
            t659 = _new(_C_FetchRequest_FetchPartition)
            t659.partition, t659.current_leader_epoch, t659.fetch_offset, t659.last_fetched_epoch, t659.log_start_offset, t659.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t659.replica_directory_id = _ZERO_UUID
            t659.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t659._unknown_tags = None
            else:
                nt660, pos = _ruv(buf, pos)
                if nt660 * 2 > blen - pos:
                    raise _array_too_long(nt660, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk661 = None
                for _ in range(nt660):
                    tg662, pos = _ruv(buf, pos)
                    sz663, pos = _ruv(buf, pos)
                    x664 = pos + sz663
                    if x664 > blen:
                        raise _bad_length(sz663, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if tg662 == 0:
                        u665, = _S_U.unpack_from(buf, pos)
                        t659.replica_directory_id = _uuid_from(u665)
                        pos += 16
                        if pos != x664:
                            raise _tag_size_mismatch(tg662, 'FetchRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    elif tg662 == 1:
                        t659.high_watermark, = _S_q.unpack_from(buf, pos)
                        pos += 8
                        if pos != x664:
                            raise _tag_size_mismatch(tg662, 'FetchRequest.Topics.Partitions.HighWatermark', pos)
                    else:
                        if uk661 is None:
                            uk661 = []
                        uk661.append((tg662, bytes(buf[pos:x664])))
                        pos = x664
                t659._unknown_tags = uk661
            ap658(t659)
        t654.partitions = l657
        t654.topic = ''
        if buf[pos] == 0:
            pos += 1
            t654._unknown_tags = None
        else:
            nt666, pos = _ruv(buf, pos)
            if nt666 * 2 > blen - pos:
                raise _array_too_long(nt666, 'FetchRequest.Topics._tagged_fields', pos)
            uk667 = None
            for _ in range(nt666):
                tg668, pos = _ruv(buf, pos)
                sz669, pos = _ruv(buf, pos)
                x670 = pos + sz669
                if x670 > blen:
                    raise _bad_length(sz669, 'FetchRequest.Topics._tagged_fields', pos)
                if uk667 is None:
                    uk667 = []
                uk667.append((tg668, bytes(buf[pos:x670])))
                pos = x670
            t654._unknown_tags = uk667
        ap653(t654)
    o.topics = l652
    n671 = buf[pos] - 1
    if 0 <= n671 < 127:
        pos += 1
    else:
        n671, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l672 = []
    ap673 = l672.append
    for _ in range(n671):
        t674 = _new(_C_FetchRequest_ForgottenTopic)
        u675, = _S_U.unpack_from(buf, pos)
        pos += 16
        t674.topic_id = _uuid_from(u675)
        n676 = buf[pos] - 1
        if 0 <= n676 < 64:
            t674.partitions = list(_A_i[n676].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n676
        else:
            t674.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t674.topic = ''
        if buf[pos] == 0:
            pos += 1
            t674._unknown_tags = None
        else:
            nt677, pos = _ruv(buf, pos)
            if nt677 * 2 > blen - pos:
                raise _array_too_long(nt677, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk678 = None
            for _ in range(nt677):
                tg679, pos = _ruv(buf, pos)
                sz680, pos = _ruv(buf, pos)
                x681 = pos + sz680
                if x681 > blen:
                    raise _bad_length(sz680, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk678 is None:
                    uk678 = []
                uk678.append((tg679, bytes(buf[pos:x681])))
                pos = x681
            t674._unknown_tags = uk678
        ap673(t674)
    o.forgotten_topics_data = l672
    n682 = buf[pos] - 1
    if 0 <= n682 < 127:
        x683 = pos + 1 + n682
        if x683 > blen:
            raise _bad_length(n682, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x683], 'utf-8')
        pos = x683
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt684, pos = _ruv(buf, pos)
        if nt684 * 2 > blen - pos:
            raise _array_too_long(nt684, 'FetchRequest._tagged_fields', pos)
        uk685 = None
        for _ in range(nt684):
            tg686, pos = _ruv(buf, pos)
            sz687, pos = _ruv(buf, pos)
            x688 = pos + sz687
            if x688 > blen:
                raise _bad_length(sz687, 'FetchRequest._tagged_fields', pos)
            if tg686 == 0:
                n689 = buf[pos] - 1
                if 0 <= n689 < 127:
                    x690 = pos + 1 + n689
                    if x690 > blen:
                        raise _bad_length(n689, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x690], 'utf-8')
                    pos = x690
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x688:
                    raise _tag_size_mismatch(tg686, 'FetchRequest.ClusterId', pos)
            elif tg686 == 1:
                t691 = _new(_C_FetchRequest_ReplicaState)
                t691.replica_id, t691.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t691._unknown_tags = None
                else:
                    nt692, pos = _ruv(buf, pos)
                    if nt692 * 2 > blen - pos:
                        raise _array_too_long(nt692, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk693 = None
                    for _ in range(nt692):
                        tg694, pos = _ruv(buf, pos)
                        sz695, pos = _ruv(buf, pos)
                        x696 = pos + sz695
                        if x696 > blen:
                            raise _bad_length(sz695, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk693 is None:
                            uk693 = []
                        uk693.append((tg694, bytes(buf[pos:x696])))
                        pos = x696
                    t691._unknown_tags = uk693
                o.replica_state = t691
                if pos != x688:
                    raise _tag_size_mismatch(tg686, 'FetchRequest.ReplicaState', pos)
            else:
                if uk685 is None:
                    uk685 = []
                uk685.append((tg686, bytes(buf[pos:x688])))
                pos = x688
        o._unknown_tags = uk685
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

def _mk_FetchResponse_FetchableTopicResponse():
    o = _new(_C_FetchResponse_FetchableTopicResponse)
    o.topic = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_FetchResponse_PartitionData():
    o = _new(_C_FetchResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.high_watermark = 0
    o.last_stable_offset = -1
    o.log_start_offset = -1
    o.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
    o.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
    o.snapshot_id = _mk_FetchResponse_SnapshotId()
    o.aborted_transactions = []
    o.preferred_read_replica = -1
    o.records = b''
    o._unknown_tags = None
    return o

def _mk_FetchResponse_EpochEndOffset():
    o = _new(_C_FetchResponse_EpochEndOffset)
    o.epoch = -1
    o.end_offset = -1
    o._unknown_tags = None
    return o

def _mk_FetchResponse_LeaderIdAndEpoch():
    o = _new(_C_FetchResponse_LeaderIdAndEpoch)
    o.leader_id = -1
    o.leader_epoch = -1
    o._unknown_tags = None
    return o

def _mk_FetchResponse_SnapshotId():
    o = _new(_C_FetchResponse_SnapshotId)
    o.end_offset = -1
    o.epoch = -1
    o._unknown_tags = None
    return o

def _mk_FetchResponse_AbortedTransaction():
    o = _new(_C_FetchResponse_AbortedTransaction)
    o.producer_id = 0
    o.first_offset = 0
    o._unknown_tags = None
    return o

def _mk_FetchResponse_NodeEndpoint():
    o = _new(_C_FetchResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o.rack = None
    o._unknown_tags = None
    return o


def _enc_FetchResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.session_id != 0:
        raise _unsupported_field('FetchResponse', 'SessionId', 4)
    l697 = o.responses
    a(_S_i.pack(len(l697)))
    for e698 in l697:
        s699 = e698.topic
        b700 = s699.encode()
        a(_S_h.pack(len(b700)))
        a(b700)
        l702 = e698.partitions
        a(_S_i.pack(len(l702)))
        for e703 in l702:
            a(_S_ihqq.pack(e703.partition_index, e703.error_code, e703.high_watermark, e703.last_stable_offset))
            if (e703.diverging_epoch.epoch != -1 or e703.diverging_epoch.end_offset != -1 or e703.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 4)
            if (e703.current_leader.leader_id != -1 or e703.current_leader.leader_epoch != -1 or e703.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 4)
            if (e703.snapshot_id.end_offset != -1 or e703.snapshot_id.epoch != -1 or e703.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 4)
            l704 = e703.aborted_transactions
            if l704 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l704)))
                for e705 in l704:
                    a(_S_qq.pack(e705.producer_id, e705.first_offset))
            if e703.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 4)
            s706 = e703.records
            if s706 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s706)))
                a(s706)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 4)
    return b''.join(parts)


def _dec_FetchResponse_v4(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n708, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l709 = []
    ap710 = l709.append
    for _ in range(n708):
        t711 = _new(_C_FetchResponse_FetchableTopicResponse)
        n712, = _S_h.unpack_from(buf, pos)
        if n712 >= 0:
            x713 = pos + 2 + n712
            if x713 > blen:
                raise _bad_length(n712, 'FetchResponse.Responses.Topic', pos)
            t711.topic = str(buf[pos + 2:x713], 'utf-8')
            pos = x713
        else:
            t711.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n714, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l715 = []
        ap716 = l715.append
        for _ in range(n714):
            t717 = _new(_C_FetchResponse_PartitionData)
            t717.partition_index, t717.error_code, t717.high_watermark, t717.last_stable_offset = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            n718, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n718 < 0:
                t717.aborted_transactions = None
            else:
                l719 = []
                ap720 = l719.append
                for _ in range(n718):
                    t721 = _new(_C_FetchResponse_AbortedTransaction)
                    t721.producer_id, t721.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t721._unknown_tags = None
                    ap720(t721)
                t717.aborted_transactions = l719
            n722, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n722 >= 0:
                x723 = pos + n722
                if x723 > blen:
                    raise _bad_length(n722, 'FetchResponse.Responses.Partitions.Records', pos)
                t717.records = mv[pos:x723]
                pos = x723
            elif n722 == -1:
                t717.records = None
            else:
                raise _bad_length(n722, 'FetchResponse.Responses.Partitions.Records', pos)
            t717.log_start_offset = -1
            t717.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t717.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t717.snapshot_id = _mk_FetchResponse_SnapshotId()
            t717.preferred_read_replica = -1
            t717._unknown_tags = None
            ap716(t717)
        t711.partitions = l715
        t711.topic_id = _ZERO_UUID
        t711._unknown_tags = None
        ap710(t711)
    o.responses = l709
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
    l724 = o.responses
    a(_S_i.pack(len(l724)))
    for e725 in l724:
        s726 = e725.topic
        b727 = s726.encode()
        a(_S_h.pack(len(b727)))
        a(b727)
        l729 = e725.partitions
        a(_S_i.pack(len(l729)))
        for e730 in l729:
            a(_S_ihqqq.pack(e730.partition_index, e730.error_code, e730.high_watermark, e730.last_stable_offset, e730.log_start_offset))
            if (e730.diverging_epoch.epoch != -1 or e730.diverging_epoch.end_offset != -1 or e730.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 5)
            if (e730.current_leader.leader_id != -1 or e730.current_leader.leader_epoch != -1 or e730.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 5)
            if (e730.snapshot_id.end_offset != -1 or e730.snapshot_id.epoch != -1 or e730.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 5)
            l731 = e730.aborted_transactions
            if l731 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l731)))
                for e732 in l731:
                    a(_S_qq.pack(e732.producer_id, e732.first_offset))
            if e730.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 5)
            s733 = e730.records
            if s733 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s733)))
                a(s733)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 5)
    return b''.join(parts)


def _dec_FetchResponse_v5(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n735, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l736 = []
    ap737 = l736.append
    for _ in range(n735):
        t738 = _new(_C_FetchResponse_FetchableTopicResponse)
        n739, = _S_h.unpack_from(buf, pos)
        if n739 >= 0:
            x740 = pos + 2 + n739
            if x740 > blen:
                raise _bad_length(n739, 'FetchResponse.Responses.Topic', pos)
            t738.topic = str(buf[pos + 2:x740], 'utf-8')
            pos = x740
        else:
            t738.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n741, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l742 = []
        ap743 = l742.append
        for _ in range(n741):
            t744 = _new(_C_FetchResponse_PartitionData)
            t744.partition_index, t744.error_code, t744.high_watermark, t744.last_stable_offset, t744.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n745, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n745 < 0:
                t744.aborted_transactions = None
            else:
                l746 = []
                ap747 = l746.append
                for _ in range(n745):
                    t748 = _new(_C_FetchResponse_AbortedTransaction)
                    t748.producer_id, t748.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t748._unknown_tags = None
                    ap747(t748)
                t744.aborted_transactions = l746
            n749, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n749 >= 0:
                x750 = pos + n749
                if x750 > blen:
                    raise _bad_length(n749, 'FetchResponse.Responses.Partitions.Records', pos)
                t744.records = mv[pos:x750]
                pos = x750
            elif n749 == -1:
                t744.records = None
            else:
                raise _bad_length(n749, 'FetchResponse.Responses.Partitions.Records', pos)
            t744.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t744.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t744.snapshot_id = _mk_FetchResponse_SnapshotId()
            t744.preferred_read_replica = -1
            t744._unknown_tags = None
            ap743(t744)
        t738.partitions = l742
        t738.topic_id = _ZERO_UUID
        t738._unknown_tags = None
        ap737(t738)
    o.responses = l736
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
    l751 = o.responses
    a(_S_i.pack(len(l751)))
    for e752 in l751:
        s753 = e752.topic
        b754 = s753.encode()
        a(_S_h.pack(len(b754)))
        a(b754)
        l756 = e752.partitions
        a(_S_i.pack(len(l756)))
        for e757 in l756:
            a(_S_ihqqq.pack(e757.partition_index, e757.error_code, e757.high_watermark, e757.last_stable_offset, e757.log_start_offset))
            if (e757.diverging_epoch.epoch != -1 or e757.diverging_epoch.end_offset != -1 or e757.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 6)
            if (e757.current_leader.leader_id != -1 or e757.current_leader.leader_epoch != -1 or e757.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 6)
            if (e757.snapshot_id.end_offset != -1 or e757.snapshot_id.epoch != -1 or e757.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 6)
            l758 = e757.aborted_transactions
            if l758 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l758)))
                for e759 in l758:
                    a(_S_qq.pack(e759.producer_id, e759.first_offset))
            if e757.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 6)
            s760 = e757.records
            if s760 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s760)))
                a(s760)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 6)
    return b''.join(parts)


def _dec_FetchResponse_v6(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n762, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l763 = []
    ap764 = l763.append
    for _ in range(n762):
        t765 = _new(_C_FetchResponse_FetchableTopicResponse)
        n766, = _S_h.unpack_from(buf, pos)
        if n766 >= 0:
            x767 = pos + 2 + n766
            if x767 > blen:
                raise _bad_length(n766, 'FetchResponse.Responses.Topic', pos)
            t765.topic = str(buf[pos + 2:x767], 'utf-8')
            pos = x767
        else:
            t765.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n768, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l769 = []
        ap770 = l769.append
        for _ in range(n768):
            t771 = _new(_C_FetchResponse_PartitionData)
            t771.partition_index, t771.error_code, t771.high_watermark, t771.last_stable_offset, t771.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n772, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n772 < 0:
                t771.aborted_transactions = None
            else:
                l773 = []
                ap774 = l773.append
                for _ in range(n772):
                    t775 = _new(_C_FetchResponse_AbortedTransaction)
                    t775.producer_id, t775.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t775._unknown_tags = None
                    ap774(t775)
                t771.aborted_transactions = l773
            n776, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n776 >= 0:
                x777 = pos + n776
                if x777 > blen:
                    raise _bad_length(n776, 'FetchResponse.Responses.Partitions.Records', pos)
                t771.records = mv[pos:x777]
                pos = x777
            elif n776 == -1:
                t771.records = None
            else:
                raise _bad_length(n776, 'FetchResponse.Responses.Partitions.Records', pos)
            t771.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t771.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t771.snapshot_id = _mk_FetchResponse_SnapshotId()
            t771.preferred_read_replica = -1
            t771._unknown_tags = None
            ap770(t771)
        t765.partitions = l769
        t765.topic_id = _ZERO_UUID
        t765._unknown_tags = None
        ap764(t765)
    o.responses = l763
    o.error_code = 0
    o.session_id = 0
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v7(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l778 = o.responses
    a(_S_i.pack(len(l778)))
    for e779 in l778:
        s780 = e779.topic
        b781 = s780.encode()
        a(_S_h.pack(len(b781)))
        a(b781)
        l783 = e779.partitions
        a(_S_i.pack(len(l783)))
        for e784 in l783:
            a(_S_ihqqq.pack(e784.partition_index, e784.error_code, e784.high_watermark, e784.last_stable_offset, e784.log_start_offset))
            if (e784.diverging_epoch.epoch != -1 or e784.diverging_epoch.end_offset != -1 or e784.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 7)
            if (e784.current_leader.leader_id != -1 or e784.current_leader.leader_epoch != -1 or e784.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 7)
            if (e784.snapshot_id.end_offset != -1 or e784.snapshot_id.epoch != -1 or e784.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 7)
            l785 = e784.aborted_transactions
            if l785 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l785)))
                for e786 in l785:
                    a(_S_qq.pack(e786.producer_id, e786.first_offset))
            if e784.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 7)
            s787 = e784.records
            if s787 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s787)))
                a(s787)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 7)
    return b''.join(parts)


def _dec_FetchResponse_v7(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n789, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l790 = []
    ap791 = l790.append
    for _ in range(n789):
        t792 = _new(_C_FetchResponse_FetchableTopicResponse)
        n793, = _S_h.unpack_from(buf, pos)
        if n793 >= 0:
            x794 = pos + 2 + n793
            if x794 > blen:
                raise _bad_length(n793, 'FetchResponse.Responses.Topic', pos)
            t792.topic = str(buf[pos + 2:x794], 'utf-8')
            pos = x794
        else:
            t792.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n795, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l796 = []
        ap797 = l796.append
        for _ in range(n795):
            t798 = _new(_C_FetchResponse_PartitionData)
            t798.partition_index, t798.error_code, t798.high_watermark, t798.last_stable_offset, t798.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n799, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n799 < 0:
                t798.aborted_transactions = None
            else:
                l800 = []
                ap801 = l800.append
                for _ in range(n799):
                    t802 = _new(_C_FetchResponse_AbortedTransaction)
                    t802.producer_id, t802.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t802._unknown_tags = None
                    ap801(t802)
                t798.aborted_transactions = l800
            n803, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n803 >= 0:
                x804 = pos + n803
                if x804 > blen:
                    raise _bad_length(n803, 'FetchResponse.Responses.Partitions.Records', pos)
                t798.records = mv[pos:x804]
                pos = x804
            elif n803 == -1:
                t798.records = None
            else:
                raise _bad_length(n803, 'FetchResponse.Responses.Partitions.Records', pos)
            t798.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t798.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t798.snapshot_id = _mk_FetchResponse_SnapshotId()
            t798.preferred_read_replica = -1
            t798._unknown_tags = None
            ap797(t798)
        t792.partitions = l796
        t792.topic_id = _ZERO_UUID
        t792._unknown_tags = None
        ap791(t792)
    o.responses = l790
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v8(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l805 = o.responses
    a(_S_i.pack(len(l805)))
    for e806 in l805:
        s807 = e806.topic
        b808 = s807.encode()
        a(_S_h.pack(len(b808)))
        a(b808)
        l810 = e806.partitions
        a(_S_i.pack(len(l810)))
        for e811 in l810:
            a(_S_ihqqq.pack(e811.partition_index, e811.error_code, e811.high_watermark, e811.last_stable_offset, e811.log_start_offset))
            if (e811.diverging_epoch.epoch != -1 or e811.diverging_epoch.end_offset != -1 or e811.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 8)
            if (e811.current_leader.leader_id != -1 or e811.current_leader.leader_epoch != -1 or e811.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 8)
            if (e811.snapshot_id.end_offset != -1 or e811.snapshot_id.epoch != -1 or e811.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 8)
            l812 = e811.aborted_transactions
            if l812 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l812)))
                for e813 in l812:
                    a(_S_qq.pack(e813.producer_id, e813.first_offset))
            if e811.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 8)
            s814 = e811.records
            if s814 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s814)))
                a(s814)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 8)
    return b''.join(parts)


def _dec_FetchResponse_v8(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n816, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l817 = []
    ap818 = l817.append
    for _ in range(n816):
        t819 = _new(_C_FetchResponse_FetchableTopicResponse)
        n820, = _S_h.unpack_from(buf, pos)
        if n820 >= 0:
            x821 = pos + 2 + n820
            if x821 > blen:
                raise _bad_length(n820, 'FetchResponse.Responses.Topic', pos)
            t819.topic = str(buf[pos + 2:x821], 'utf-8')
            pos = x821
        else:
            t819.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n822, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l823 = []
        ap824 = l823.append
        for _ in range(n822):
            t825 = _new(_C_FetchResponse_PartitionData)
            t825.partition_index, t825.error_code, t825.high_watermark, t825.last_stable_offset, t825.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n826, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n826 < 0:
                t825.aborted_transactions = None
            else:
                l827 = []
                ap828 = l827.append
                for _ in range(n826):
                    t829 = _new(_C_FetchResponse_AbortedTransaction)
                    t829.producer_id, t829.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t829._unknown_tags = None
                    ap828(t829)
                t825.aborted_transactions = l827
            n830, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n830 >= 0:
                x831 = pos + n830
                if x831 > blen:
                    raise _bad_length(n830, 'FetchResponse.Responses.Partitions.Records', pos)
                t825.records = mv[pos:x831]
                pos = x831
            elif n830 == -1:
                t825.records = None
            else:
                raise _bad_length(n830, 'FetchResponse.Responses.Partitions.Records', pos)
            t825.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t825.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t825.snapshot_id = _mk_FetchResponse_SnapshotId()
            t825.preferred_read_replica = -1
            t825._unknown_tags = None
            ap824(t825)
        t819.partitions = l823
        t819.topic_id = _ZERO_UUID
        t819._unknown_tags = None
        ap818(t819)
    o.responses = l817
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v9(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l832 = o.responses
    a(_S_i.pack(len(l832)))
    for e833 in l832:
        s834 = e833.topic
        b835 = s834.encode()
        a(_S_h.pack(len(b835)))
        a(b835)
        l837 = e833.partitions
        a(_S_i.pack(len(l837)))
        for e838 in l837:
            a(_S_ihqqq.pack(e838.partition_index, e838.error_code, e838.high_watermark, e838.last_stable_offset, e838.log_start_offset))
            if (e838.diverging_epoch.epoch != -1 or e838.diverging_epoch.end_offset != -1 or e838.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 9)
            if (e838.current_leader.leader_id != -1 or e838.current_leader.leader_epoch != -1 or e838.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 9)
            if (e838.snapshot_id.end_offset != -1 or e838.snapshot_id.epoch != -1 or e838.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 9)
            l839 = e838.aborted_transactions
            if l839 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l839)))
                for e840 in l839:
                    a(_S_qq.pack(e840.producer_id, e840.first_offset))
            if e838.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 9)
            s841 = e838.records
            if s841 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s841)))
                a(s841)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 9)
    return b''.join(parts)


def _dec_FetchResponse_v9(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n843, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l844 = []
    ap845 = l844.append
    for _ in range(n843):
        t846 = _new(_C_FetchResponse_FetchableTopicResponse)
        n847, = _S_h.unpack_from(buf, pos)
        if n847 >= 0:
            x848 = pos + 2 + n847
            if x848 > blen:
                raise _bad_length(n847, 'FetchResponse.Responses.Topic', pos)
            t846.topic = str(buf[pos + 2:x848], 'utf-8')
            pos = x848
        else:
            t846.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n849, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l850 = []
        ap851 = l850.append
        for _ in range(n849):
            t852 = _new(_C_FetchResponse_PartitionData)
            t852.partition_index, t852.error_code, t852.high_watermark, t852.last_stable_offset, t852.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n853, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n853 < 0:
                t852.aborted_transactions = None
            else:
                l854 = []
                ap855 = l854.append
                for _ in range(n853):
                    t856 = _new(_C_FetchResponse_AbortedTransaction)
                    t856.producer_id, t856.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t856._unknown_tags = None
                    ap855(t856)
                t852.aborted_transactions = l854
            n857, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n857 >= 0:
                x858 = pos + n857
                if x858 > blen:
                    raise _bad_length(n857, 'FetchResponse.Responses.Partitions.Records', pos)
                t852.records = mv[pos:x858]
                pos = x858
            elif n857 == -1:
                t852.records = None
            else:
                raise _bad_length(n857, 'FetchResponse.Responses.Partitions.Records', pos)
            t852.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t852.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t852.snapshot_id = _mk_FetchResponse_SnapshotId()
            t852.preferred_read_replica = -1
            t852._unknown_tags = None
            ap851(t852)
        t846.partitions = l850
        t846.topic_id = _ZERO_UUID
        t846._unknown_tags = None
        ap845(t846)
    o.responses = l844
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v10(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l859 = o.responses
    a(_S_i.pack(len(l859)))
    for e860 in l859:
        s861 = e860.topic
        b862 = s861.encode()
        a(_S_h.pack(len(b862)))
        a(b862)
        l864 = e860.partitions
        a(_S_i.pack(len(l864)))
        for e865 in l864:
            a(_S_ihqqq.pack(e865.partition_index, e865.error_code, e865.high_watermark, e865.last_stable_offset, e865.log_start_offset))
            if (e865.diverging_epoch.epoch != -1 or e865.diverging_epoch.end_offset != -1 or e865.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 10)
            if (e865.current_leader.leader_id != -1 or e865.current_leader.leader_epoch != -1 or e865.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 10)
            if (e865.snapshot_id.end_offset != -1 or e865.snapshot_id.epoch != -1 or e865.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 10)
            l866 = e865.aborted_transactions
            if l866 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l866)))
                for e867 in l866:
                    a(_S_qq.pack(e867.producer_id, e867.first_offset))
            if e865.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 10)
            s868 = e865.records
            if s868 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s868)))
                a(s868)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 10)
    return b''.join(parts)


def _dec_FetchResponse_v10(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n870, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l871 = []
    ap872 = l871.append
    for _ in range(n870):
        t873 = _new(_C_FetchResponse_FetchableTopicResponse)
        n874, = _S_h.unpack_from(buf, pos)
        if n874 >= 0:
            x875 = pos + 2 + n874
            if x875 > blen:
                raise _bad_length(n874, 'FetchResponse.Responses.Topic', pos)
            t873.topic = str(buf[pos + 2:x875], 'utf-8')
            pos = x875
        else:
            t873.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n876, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l877 = []
        ap878 = l877.append
        for _ in range(n876):
            t879 = _new(_C_FetchResponse_PartitionData)
            t879.partition_index, t879.error_code, t879.high_watermark, t879.last_stable_offset, t879.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n880, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n880 < 0:
                t879.aborted_transactions = None
            else:
                l881 = []
                ap882 = l881.append
                for _ in range(n880):
                    t883 = _new(_C_FetchResponse_AbortedTransaction)
                    t883.producer_id, t883.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t883._unknown_tags = None
                    ap882(t883)
                t879.aborted_transactions = l881
            n884, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n884 >= 0:
                x885 = pos + n884
                if x885 > blen:
                    raise _bad_length(n884, 'FetchResponse.Responses.Partitions.Records', pos)
                t879.records = mv[pos:x885]
                pos = x885
            elif n884 == -1:
                t879.records = None
            else:
                raise _bad_length(n884, 'FetchResponse.Responses.Partitions.Records', pos)
            t879.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t879.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t879.snapshot_id = _mk_FetchResponse_SnapshotId()
            t879.preferred_read_replica = -1
            t879._unknown_tags = None
            ap878(t879)
        t873.partitions = l877
        t873.topic_id = _ZERO_UUID
        t873._unknown_tags = None
        ap872(t873)
    o.responses = l871
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v11(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l886 = o.responses
    a(_S_i.pack(len(l886)))
    for e887 in l886:
        s888 = e887.topic
        b889 = s888.encode()
        a(_S_h.pack(len(b889)))
        a(b889)
        l891 = e887.partitions
        a(_S_i.pack(len(l891)))
        for e892 in l891:
            a(_S_ihqqq.pack(e892.partition_index, e892.error_code, e892.high_watermark, e892.last_stable_offset, e892.log_start_offset))
            if (e892.diverging_epoch.epoch != -1 or e892.diverging_epoch.end_offset != -1 or e892.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 11)
            if (e892.current_leader.leader_id != -1 or e892.current_leader.leader_epoch != -1 or e892.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 11)
            if (e892.snapshot_id.end_offset != -1 or e892.snapshot_id.epoch != -1 or e892.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 11)
            l893 = e892.aborted_transactions
            if l893 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l893)))
                for e894 in l893:
                    a(_S_qq.pack(e894.producer_id, e894.first_offset))
            a(_S_i.pack(e892.preferred_read_replica))
            s895 = e892.records
            if s895 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s895)))
                a(s895)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 11)
    return b''.join(parts)


def _dec_FetchResponse_v11(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n897, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l898 = []
    ap899 = l898.append
    for _ in range(n897):
        t900 = _new(_C_FetchResponse_FetchableTopicResponse)
        n901, = _S_h.unpack_from(buf, pos)
        if n901 >= 0:
            x902 = pos + 2 + n901
            if x902 > blen:
                raise _bad_length(n901, 'FetchResponse.Responses.Topic', pos)
            t900.topic = str(buf[pos + 2:x902], 'utf-8')
            pos = x902
        else:
            t900.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n903, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l904 = []
        ap905 = l904.append
        for _ in range(n903):
            t906 = _new(_C_FetchResponse_PartitionData)
            t906.partition_index, t906.error_code, t906.high_watermark, t906.last_stable_offset, t906.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n907, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n907 < 0:
                t906.aborted_transactions = None
            else:
                l908 = []
                ap909 = l908.append
                for _ in range(n907):
                    t910 = _new(_C_FetchResponse_AbortedTransaction)
                    t910.producer_id, t910.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t910._unknown_tags = None
                    ap909(t910)
                t906.aborted_transactions = l908
            t906.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n911, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n911 >= 0:
                x912 = pos + n911
                if x912 > blen:
                    raise _bad_length(n911, 'FetchResponse.Responses.Partitions.Records', pos)
                t906.records = mv[pos:x912]
                pos = x912
            elif n911 == -1:
                t906.records = None
            else:
                raise _bad_length(n911, 'FetchResponse.Responses.Partitions.Records', pos)
            t906.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t906.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t906.snapshot_id = _mk_FetchResponse_SnapshotId()
            t906._unknown_tags = None
            ap905(t906)
        t900.partitions = l904
        t900.topic_id = _ZERO_UUID
        t900._unknown_tags = None
        ap899(t900)
    o.responses = l898
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v12(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l913 = o.responses
    n914 = len(l913) + 1
    a(_UV[n914] if n914 < 128 else _uv(n914))
    for e915 in l913:
        s916 = e915.topic
        b917 = s916.encode()
        n918 = len(b917) + 1
        a(_UV[n918] if n918 < 128 else _uv(n918))
        a(b917)
        l919 = e915.partitions
        n920 = len(l919) + 1
        a(_UV[n920] if n920 < 128 else _uv(n920))
        for e921 in l919:
            a(_S_ihqqq.pack(e921.partition_index, e921.error_code, e921.high_watermark, e921.last_stable_offset, e921.log_start_offset))
            l922 = e921.aborted_transactions
            if l922 is None:
                a(_H0)
            else:
                n923 = len(l922) + 1
                a(_UV[n923] if n923 < 128 else _uv(n923))
                for e924 in l922:
                    a(_S_qq.pack(e924.producer_id, e924.first_offset))
                    u925 = e924._unknown_tags
                    if u925 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u925)
            a(_S_i.pack(e921.preferred_read_replica))
            s926 = e921.records
            if s926 is None:
                a(_H0)
            else:
                n927 = len(s926) + 1
                a(_UV[n927] if n927 < 128 else _uv(n927))
                a(s926)
            k928 = []
            if (e921.diverging_epoch.epoch != -1 or e921.diverging_epoch.end_offset != -1 or e921.diverging_epoch._unknown_tags is not None):
                p929 = []
                t930 = e921.diverging_epoch
                p929.append(_S_iq.pack(t930.epoch, t930.end_offset))
                u931 = t930._unknown_tags
                if u931 is None:
                    p929.append(_H0)
                else:
                    _write_tags(p929.append, None, u931)
                k928.append((0, b''.join(p929)))
            if (e921.current_leader.leader_id != -1 or e921.current_leader.leader_epoch != -1 or e921.current_leader._unknown_tags is not None):
                p932 = []
                t933 = e921.current_leader
                p932.append(_S_ii.pack(t933.leader_id, t933.leader_epoch))
                u934 = t933._unknown_tags
                if u934 is None:
                    p932.append(_H0)
                else:
                    _write_tags(p932.append, None, u934)
                k928.append((1, b''.join(p932)))
            if (e921.snapshot_id.end_offset != -1 or e921.snapshot_id.epoch != -1 or e921.snapshot_id._unknown_tags is not None):
                p935 = []
                t936 = e921.snapshot_id
                p935.append(_S_qi.pack(t936.end_offset, t936.epoch))
                u937 = t936._unknown_tags
                if u937 is None:
                    p935.append(_H0)
                else:
                    _write_tags(p935.append, None, u937)
                k928.append((2, b''.join(p935)))
            u938 = e921._unknown_tags
            if k928 or u938 is not None:
                _write_tags(a, k928, u938)
            else:
                a(_H0)
        u939 = e915._unknown_tags
        if u939 is None:
            a(_H0)
        else:
            _write_tags(a, None, u939)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 12)
    u940 = o._unknown_tags
    if u940 is None:
        a(_H0)
    else:
        _write_tags(a, None, u940)
    return b''.join(parts)


def _dec_FetchResponse_v12(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n941 = buf[pos] - 1
    if 0 <= n941 < 127:
        pos += 1
    else:
        n941, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l942 = []
    ap943 = l942.append
    for _ in range(n941):
        t944 = _new(_C_FetchResponse_FetchableTopicResponse)
        n945 = buf[pos] - 1
        if 0 <= n945 < 127:
            x946 = pos + 1 + n945
            if x946 > blen:
                raise _bad_length(n945, 'FetchResponse.Responses.Topic', pos)
            t944.topic = str(buf[pos + 1:x946], 'utf-8')
            pos = x946
        else:
            t944.topic, pos = _read_string(buf, pos, True, False, 'FetchResponse.Responses.Topic')
        n947 = buf[pos] - 1
        if 0 <= n947 < 127:
            pos += 1
        else:
            n947, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l948 = []
        ap949 = l948.append
        for _ in range(n947):
            t950 = _new(_C_FetchResponse_PartitionData)
            t950.partition_index, t950.error_code, t950.high_watermark, t950.last_stable_offset, t950.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n951 = buf[pos] - 1
            if -1 <= n951 < 127:
                pos += 1
            else:
                n951, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n951 < 0:
                t950.aborted_transactions = None
            else:
                l952 = []
                ap953 = l952.append
                for _ in range(n951):
                    t954 = _new(_C_FetchResponse_AbortedTransaction)
                    t954.producer_id, t954.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t954._unknown_tags = None
                    else:
                        nt955, pos = _ruv(buf, pos)
                        if nt955 * 2 > blen - pos:
                            raise _array_too_long(nt955, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk956 = None
                        for _ in range(nt955):
                            tg957, pos = _ruv(buf, pos)
                            sz958, pos = _ruv(buf, pos)
                            x959 = pos + sz958
                            if x959 > blen:
                                raise _bad_length(sz958, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk956 is None:
                                uk956 = []
                            uk956.append((tg957, bytes(buf[pos:x959])))
                            pos = x959
                        t954._unknown_tags = uk956
                    ap953(t954)
                t950.aborted_transactions = l952
            t950.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n960 = buf[pos]
            if n960 < 128:
                pos += 1
            else:
                n960, pos = _ruv(buf, pos)
            n960 -= 1
            if n960 >= 0:
                x961 = pos + n960
                if x961 > blen:
                    raise _bad_length(n960, 'FetchResponse.Responses.Partitions.Records', pos)
                t950.records = mv[pos:x961]
                pos = x961
            elif n960 == -1:
                t950.records = None
            else:
                raise _bad_length(n960, 'FetchResponse.Responses.Partitions.Records', pos)
            t950.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t950.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t950.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t950._unknown_tags = None
            else:
                nt962, pos = _ruv(buf, pos)
                if nt962 * 2 > blen - pos:
                    raise _array_too_long(nt962, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk963 = None
                for _ in range(nt962):
                    tg964, pos = _ruv(buf, pos)
                    sz965, pos = _ruv(buf, pos)
                    x966 = pos + sz965
                    if x966 > blen:
                        raise _bad_length(sz965, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg964 == 0:
                        t967 = _new(_C_FetchResponse_EpochEndOffset)
                        t967.epoch, t967.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t967._unknown_tags = None
                        else:
                            nt968, pos = _ruv(buf, pos)
                            if nt968 * 2 > blen - pos:
                                raise _array_too_long(nt968, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk969 = None
                            for _ in range(nt968):
                                tg970, pos = _ruv(buf, pos)
                                sz971, pos = _ruv(buf, pos)
                                x972 = pos + sz971
                                if x972 > blen:
                                    raise _bad_length(sz971, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk969 is None:
                                    uk969 = []
                                uk969.append((tg970, bytes(buf[pos:x972])))
                                pos = x972
                            t967._unknown_tags = uk969
                        t950.diverging_epoch = t967
                        if pos != x966:
                            raise _tag_size_mismatch(tg964, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg964 == 1:
                        t973 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t973.leader_id, t973.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t973._unknown_tags = None
                        else:
                            nt974, pos = _ruv(buf, pos)
                            if nt974 * 2 > blen - pos:
                                raise _array_too_long(nt974, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk975 = None
                            for _ in range(nt974):
                                tg976, pos = _ruv(buf, pos)
                                sz977, pos = _ruv(buf, pos)
                                x978 = pos + sz977
                                if x978 > blen:
                                    raise _bad_length(sz977, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk975 is None:
                                    uk975 = []
                                uk975.append((tg976, bytes(buf[pos:x978])))
                                pos = x978
                            t973._unknown_tags = uk975
                        t950.current_leader = t973
                        if pos != x966:
                            raise _tag_size_mismatch(tg964, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg964 == 2:
                        t979 = _new(_C_FetchResponse_SnapshotId)
                        t979.end_offset, t979.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t979._unknown_tags = None
                        else:
                            nt980, pos = _ruv(buf, pos)
                            if nt980 * 2 > blen - pos:
                                raise _array_too_long(nt980, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk981 = None
                            for _ in range(nt980):
                                tg982, pos = _ruv(buf, pos)
                                sz983, pos = _ruv(buf, pos)
                                x984 = pos + sz983
                                if x984 > blen:
                                    raise _bad_length(sz983, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk981 is None:
                                    uk981 = []
                                uk981.append((tg982, bytes(buf[pos:x984])))
                                pos = x984
                            t979._unknown_tags = uk981
                        t950.snapshot_id = t979
                        if pos != x966:
                            raise _tag_size_mismatch(tg964, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk963 is None:
                            uk963 = []
                        uk963.append((tg964, bytes(buf[pos:x966])))
                        pos = x966
                t950._unknown_tags = uk963
            ap949(t950)
        t944.partitions = l948
        t944.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t944._unknown_tags = None
        else:
            nt985, pos = _ruv(buf, pos)
            if nt985 * 2 > blen - pos:
                raise _array_too_long(nt985, 'FetchResponse.Responses._tagged_fields', pos)
            uk986 = None
            for _ in range(nt985):
                tg987, pos = _ruv(buf, pos)
                sz988, pos = _ruv(buf, pos)
                x989 = pos + sz988
                if x989 > blen:
                    raise _bad_length(sz988, 'FetchResponse.Responses._tagged_fields', pos)
                if uk986 is None:
                    uk986 = []
                uk986.append((tg987, bytes(buf[pos:x989])))
                pos = x989
            t944._unknown_tags = uk986
        ap943(t944)
    o.responses = l942
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt990, pos = _ruv(buf, pos)
        if nt990 * 2 > blen - pos:
            raise _array_too_long(nt990, 'FetchResponse._tagged_fields', pos)
        uk991 = None
        for _ in range(nt990):
            tg992, pos = _ruv(buf, pos)
            sz993, pos = _ruv(buf, pos)
            x994 = pos + sz993
            if x994 > blen:
                raise _bad_length(sz993, 'FetchResponse._tagged_fields', pos)
            if uk991 is None:
                uk991 = []
            uk991.append((tg992, bytes(buf[pos:x994])))
            pos = x994
        o._unknown_tags = uk991
    return o, pos


def _enc_FetchResponse_v13(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l995 = o.responses
    n996 = len(l995) + 1
    a(_UV[n996] if n996 < 128 else _uv(n996))
    for e997 in l995:
        a(_S_U.pack(e997.topic_id.bytes))
        l998 = e997.partitions
        n999 = len(l998) + 1
        a(_UV[n999] if n999 < 128 else _uv(n999))
        for e1000 in l998:
            a(_S_ihqqq.pack(e1000.partition_index, e1000.error_code, e1000.high_watermark, e1000.last_stable_offset, e1000.log_start_offset))
            l1001 = e1000.aborted_transactions
            if l1001 is None:
                a(_H0)
            else:
                n1002 = len(l1001) + 1
                a(_UV[n1002] if n1002 < 128 else _uv(n1002))
                for e1003 in l1001:
                    a(_S_qq.pack(e1003.producer_id, e1003.first_offset))
                    u1004 = e1003._unknown_tags
                    if u1004 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1004)
            a(_S_i.pack(e1000.preferred_read_replica))
            s1005 = e1000.records
            if s1005 is None:
                a(_H0)
            else:
                n1006 = len(s1005) + 1
                a(_UV[n1006] if n1006 < 128 else _uv(n1006))
                a(s1005)
            k1007 = []
            if (e1000.diverging_epoch.epoch != -1 or e1000.diverging_epoch.end_offset != -1 or e1000.diverging_epoch._unknown_tags is not None):
                p1008 = []
                t1009 = e1000.diverging_epoch
                p1008.append(_S_iq.pack(t1009.epoch, t1009.end_offset))
                u1010 = t1009._unknown_tags
                if u1010 is None:
                    p1008.append(_H0)
                else:
                    _write_tags(p1008.append, None, u1010)
                k1007.append((0, b''.join(p1008)))
            if (e1000.current_leader.leader_id != -1 or e1000.current_leader.leader_epoch != -1 or e1000.current_leader._unknown_tags is not None):
                p1011 = []
                t1012 = e1000.current_leader
                p1011.append(_S_ii.pack(t1012.leader_id, t1012.leader_epoch))
                u1013 = t1012._unknown_tags
                if u1013 is None:
                    p1011.append(_H0)
                else:
                    _write_tags(p1011.append, None, u1013)
                k1007.append((1, b''.join(p1011)))
            if (e1000.snapshot_id.end_offset != -1 or e1000.snapshot_id.epoch != -1 or e1000.snapshot_id._unknown_tags is not None):
                p1014 = []
                t1015 = e1000.snapshot_id
                p1014.append(_S_qi.pack(t1015.end_offset, t1015.epoch))
                u1016 = t1015._unknown_tags
                if u1016 is None:
                    p1014.append(_H0)
                else:
                    _write_tags(p1014.append, None, u1016)
                k1007.append((2, b''.join(p1014)))
            u1017 = e1000._unknown_tags
            if k1007 or u1017 is not None:
                _write_tags(a, k1007, u1017)
            else:
                a(_H0)
        u1018 = e997._unknown_tags
        if u1018 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1018)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 13)
    u1019 = o._unknown_tags
    if u1019 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1019)
    return b''.join(parts)


def _dec_FetchResponse_v13(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1020 = buf[pos] - 1
    if 0 <= n1020 < 127:
        pos += 1
    else:
        n1020, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1021 = []
    ap1022 = l1021.append
    for _ in range(n1020):
        t1023 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1024, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1023.topic_id = _uuid_from(u1024)
        n1025 = buf[pos] - 1
        if 0 <= n1025 < 127:
            pos += 1
        else:
            n1025, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1026 = []
        ap1027 = l1026.append
        for _ in range(n1025):
            t1028 = _new(_C_FetchResponse_PartitionData)
            t1028.partition_index, t1028.error_code, t1028.high_watermark, t1028.last_stable_offset, t1028.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1029 = buf[pos] - 1
            if -1 <= n1029 < 127:
                pos += 1
            else:
                n1029, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1029 < 0:
                t1028.aborted_transactions = None
            else:
                l1030 = []
                ap1031 = l1030.append
                for _ in range(n1029):
                    t1032 = _new(_C_FetchResponse_AbortedTransaction)
                    t1032.producer_id, t1032.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1032._unknown_tags = None
                    else:
                        nt1033, pos = _ruv(buf, pos)
                        if nt1033 * 2 > blen - pos:
                            raise _array_too_long(nt1033, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1034 = None
                        for _ in range(nt1033):
                            tg1035, pos = _ruv(buf, pos)
                            sz1036, pos = _ruv(buf, pos)
                            x1037 = pos + sz1036
                            if x1037 > blen:
                                raise _bad_length(sz1036, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1034 is None:
                                uk1034 = []
                            uk1034.append((tg1035, bytes(buf[pos:x1037])))
                            pos = x1037
                        t1032._unknown_tags = uk1034
                    ap1031(t1032)
                t1028.aborted_transactions = l1030
            t1028.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1038 = buf[pos]
            if n1038 < 128:
                pos += 1
            else:
                n1038, pos = _ruv(buf, pos)
            n1038 -= 1
            if n1038 >= 0:
                x1039 = pos + n1038
                if x1039 > blen:
                    raise _bad_length(n1038, 'FetchResponse.Responses.Partitions.Records', pos)
                t1028.records = mv[pos:x1039]
                pos = x1039
            elif n1038 == -1:
                t1028.records = None
            else:
                raise _bad_length(n1038, 'FetchResponse.Responses.Partitions.Records', pos)
            t1028.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1028.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1028.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1028._unknown_tags = None
            else:
                nt1040, pos = _ruv(buf, pos)
                if nt1040 * 2 > blen - pos:
                    raise _array_too_long(nt1040, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1041 = None
                for _ in range(nt1040):
                    tg1042, pos = _ruv(buf, pos)
                    sz1043, pos = _ruv(buf, pos)
                    x1044 = pos + sz1043
                    if x1044 > blen:
                        raise _bad_length(sz1043, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1042 == 0:
                        t1045 = _new(_C_FetchResponse_EpochEndOffset)
                        t1045.epoch, t1045.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1045._unknown_tags = None
                        else:
                            nt1046, pos = _ruv(buf, pos)
                            if nt1046 * 2 > blen - pos:
                                raise _array_too_long(nt1046, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1047 = None
                            for _ in range(nt1046):
                                tg1048, pos = _ruv(buf, pos)
                                sz1049, pos = _ruv(buf, pos)
                                x1050 = pos + sz1049
                                if x1050 > blen:
                                    raise _bad_length(sz1049, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1047 is None:
                                    uk1047 = []
                                uk1047.append((tg1048, bytes(buf[pos:x1050])))
                                pos = x1050
                            t1045._unknown_tags = uk1047
                        t1028.diverging_epoch = t1045
                        if pos != x1044:
                            raise _tag_size_mismatch(tg1042, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1042 == 1:
                        t1051 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1051.leader_id, t1051.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1051._unknown_tags = None
                        else:
                            nt1052, pos = _ruv(buf, pos)
                            if nt1052 * 2 > blen - pos:
                                raise _array_too_long(nt1052, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1053 = None
                            for _ in range(nt1052):
                                tg1054, pos = _ruv(buf, pos)
                                sz1055, pos = _ruv(buf, pos)
                                x1056 = pos + sz1055
                                if x1056 > blen:
                                    raise _bad_length(sz1055, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1053 is None:
                                    uk1053 = []
                                uk1053.append((tg1054, bytes(buf[pos:x1056])))
                                pos = x1056
                            t1051._unknown_tags = uk1053
                        t1028.current_leader = t1051
                        if pos != x1044:
                            raise _tag_size_mismatch(tg1042, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1042 == 2:
                        t1057 = _new(_C_FetchResponse_SnapshotId)
                        t1057.end_offset, t1057.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1057._unknown_tags = None
                        else:
                            nt1058, pos = _ruv(buf, pos)
                            if nt1058 * 2 > blen - pos:
                                raise _array_too_long(nt1058, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1059 = None
                            for _ in range(nt1058):
                                tg1060, pos = _ruv(buf, pos)
                                sz1061, pos = _ruv(buf, pos)
                                x1062 = pos + sz1061
                                if x1062 > blen:
                                    raise _bad_length(sz1061, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1059 is None:
                                    uk1059 = []
                                uk1059.append((tg1060, bytes(buf[pos:x1062])))
                                pos = x1062
                            t1057._unknown_tags = uk1059
                        t1028.snapshot_id = t1057
                        if pos != x1044:
                            raise _tag_size_mismatch(tg1042, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1041 is None:
                            uk1041 = []
                        uk1041.append((tg1042, bytes(buf[pos:x1044])))
                        pos = x1044
                t1028._unknown_tags = uk1041
            ap1027(t1028)
        t1023.partitions = l1026
        t1023.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1023._unknown_tags = None
        else:
            nt1063, pos = _ruv(buf, pos)
            if nt1063 * 2 > blen - pos:
                raise _array_too_long(nt1063, 'FetchResponse.Responses._tagged_fields', pos)
            uk1064 = None
            for _ in range(nt1063):
                tg1065, pos = _ruv(buf, pos)
                sz1066, pos = _ruv(buf, pos)
                x1067 = pos + sz1066
                if x1067 > blen:
                    raise _bad_length(sz1066, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1064 is None:
                    uk1064 = []
                uk1064.append((tg1065, bytes(buf[pos:x1067])))
                pos = x1067
            t1023._unknown_tags = uk1064
        ap1022(t1023)
    o.responses = l1021
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1068, pos = _ruv(buf, pos)
        if nt1068 * 2 > blen - pos:
            raise _array_too_long(nt1068, 'FetchResponse._tagged_fields', pos)
        uk1069 = None
        for _ in range(nt1068):
            tg1070, pos = _ruv(buf, pos)
            sz1071, pos = _ruv(buf, pos)
            x1072 = pos + sz1071
            if x1072 > blen:
                raise _bad_length(sz1071, 'FetchResponse._tagged_fields', pos)
            if uk1069 is None:
                uk1069 = []
            uk1069.append((tg1070, bytes(buf[pos:x1072])))
            pos = x1072
        o._unknown_tags = uk1069
    return o, pos


def _enc_FetchResponse_v14(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1073 = o.responses
    n1074 = len(l1073) + 1
    a(_UV[n1074] if n1074 < 128 else _uv(n1074))
    for e1075 in l1073:
        a(_S_U.pack(e1075.topic_id.bytes))
        l1076 = e1075.partitions
        n1077 = len(l1076) + 1
        a(_UV[n1077] if n1077 < 128 else _uv(n1077))
        for e1078 in l1076:
            a(_S_ihqqq.pack(e1078.partition_index, e1078.error_code, e1078.high_watermark, e1078.last_stable_offset, e1078.log_start_offset))
            l1079 = e1078.aborted_transactions
            if l1079 is None:
                a(_H0)
            else:
                n1080 = len(l1079) + 1
                a(_UV[n1080] if n1080 < 128 else _uv(n1080))
                for e1081 in l1079:
                    a(_S_qq.pack(e1081.producer_id, e1081.first_offset))
                    u1082 = e1081._unknown_tags
                    if u1082 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1082)
            a(_S_i.pack(e1078.preferred_read_replica))
            s1083 = e1078.records
            if s1083 is None:
                a(_H0)
            else:
                n1084 = len(s1083) + 1
                a(_UV[n1084] if n1084 < 128 else _uv(n1084))
                a(s1083)
            k1085 = []
            if (e1078.diverging_epoch.epoch != -1 or e1078.diverging_epoch.end_offset != -1 or e1078.diverging_epoch._unknown_tags is not None):
                p1086 = []
                t1087 = e1078.diverging_epoch
                p1086.append(_S_iq.pack(t1087.epoch, t1087.end_offset))
                u1088 = t1087._unknown_tags
                if u1088 is None:
                    p1086.append(_H0)
                else:
                    _write_tags(p1086.append, None, u1088)
                k1085.append((0, b''.join(p1086)))
            if (e1078.current_leader.leader_id != -1 or e1078.current_leader.leader_epoch != -1 or e1078.current_leader._unknown_tags is not None):
                p1089 = []
                t1090 = e1078.current_leader
                p1089.append(_S_ii.pack(t1090.leader_id, t1090.leader_epoch))
                u1091 = t1090._unknown_tags
                if u1091 is None:
                    p1089.append(_H0)
                else:
                    _write_tags(p1089.append, None, u1091)
                k1085.append((1, b''.join(p1089)))
            if (e1078.snapshot_id.end_offset != -1 or e1078.snapshot_id.epoch != -1 or e1078.snapshot_id._unknown_tags is not None):
                p1092 = []
                t1093 = e1078.snapshot_id
                p1092.append(_S_qi.pack(t1093.end_offset, t1093.epoch))
                u1094 = t1093._unknown_tags
                if u1094 is None:
                    p1092.append(_H0)
                else:
                    _write_tags(p1092.append, None, u1094)
                k1085.append((2, b''.join(p1092)))
            u1095 = e1078._unknown_tags
            if k1085 or u1095 is not None:
                _write_tags(a, k1085, u1095)
            else:
                a(_H0)
        u1096 = e1075._unknown_tags
        if u1096 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1096)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 14)
    u1097 = o._unknown_tags
    if u1097 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1097)
    return b''.join(parts)


def _dec_FetchResponse_v14(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1098 = buf[pos] - 1
    if 0 <= n1098 < 127:
        pos += 1
    else:
        n1098, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1099 = []
    ap1100 = l1099.append
    for _ in range(n1098):
        t1101 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1102, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1101.topic_id = _uuid_from(u1102)
        n1103 = buf[pos] - 1
        if 0 <= n1103 < 127:
            pos += 1
        else:
            n1103, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1104 = []
        ap1105 = l1104.append
        for _ in range(n1103):
            t1106 = _new(_C_FetchResponse_PartitionData)
            t1106.partition_index, t1106.error_code, t1106.high_watermark, t1106.last_stable_offset, t1106.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1107 = buf[pos] - 1
            if -1 <= n1107 < 127:
                pos += 1
            else:
                n1107, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1107 < 0:
                t1106.aborted_transactions = None
            else:
                l1108 = []
                ap1109 = l1108.append
                for _ in range(n1107):
                    t1110 = _new(_C_FetchResponse_AbortedTransaction)
                    t1110.producer_id, t1110.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1110._unknown_tags = None
                    else:
                        nt1111, pos = _ruv(buf, pos)
                        if nt1111 * 2 > blen - pos:
                            raise _array_too_long(nt1111, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1112 = None
                        for _ in range(nt1111):
                            tg1113, pos = _ruv(buf, pos)
                            sz1114, pos = _ruv(buf, pos)
                            x1115 = pos + sz1114
                            if x1115 > blen:
                                raise _bad_length(sz1114, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1112 is None:
                                uk1112 = []
                            uk1112.append((tg1113, bytes(buf[pos:x1115])))
                            pos = x1115
                        t1110._unknown_tags = uk1112
                    ap1109(t1110)
                t1106.aborted_transactions = l1108
            t1106.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1116 = buf[pos]
            if n1116 < 128:
                pos += 1
            else:
                n1116, pos = _ruv(buf, pos)
            n1116 -= 1
            if n1116 >= 0:
                x1117 = pos + n1116
                if x1117 > blen:
                    raise _bad_length(n1116, 'FetchResponse.Responses.Partitions.Records', pos)
                t1106.records = mv[pos:x1117]
                pos = x1117
            elif n1116 == -1:
                t1106.records = None
            else:
                raise _bad_length(n1116, 'FetchResponse.Responses.Partitions.Records', pos)
            t1106.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1106.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1106.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1106._unknown_tags = None
            else:
                nt1118, pos = _ruv(buf, pos)
                if nt1118 * 2 > blen - pos:
                    raise _array_too_long(nt1118, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1119 = None
                for _ in range(nt1118):
                    tg1120, pos = _ruv(buf, pos)
                    sz1121, pos = _ruv(buf, pos)
                    x1122 = pos + sz1121
                    if x1122 > blen:
                        raise _bad_length(sz1121, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1120 == 0:
                        t1123 = _new(_C_FetchResponse_EpochEndOffset)
                        t1123.epoch, t1123.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1123._unknown_tags = None
                        else:
                            nt1124, pos = _ruv(buf, pos)
                            if nt1124 * 2 > blen - pos:
                                raise _array_too_long(nt1124, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1125 = None
                            for _ in range(nt1124):
                                tg1126, pos = _ruv(buf, pos)
                                sz1127, pos = _ruv(buf, pos)
                                x1128 = pos + sz1127
                                if x1128 > blen:
                                    raise _bad_length(sz1127, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1125 is None:
                                    uk1125 = []
                                uk1125.append((tg1126, bytes(buf[pos:x1128])))
                                pos = x1128
                            t1123._unknown_tags = uk1125
                        t1106.diverging_epoch = t1123
                        if pos != x1122:
                            raise _tag_size_mismatch(tg1120, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1120 == 1:
                        t1129 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1129.leader_id, t1129.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1129._unknown_tags = None
                        else:
                            nt1130, pos = _ruv(buf, pos)
                            if nt1130 * 2 > blen - pos:
                                raise _array_too_long(nt1130, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1131 = None
                            for _ in range(nt1130):
                                tg1132, pos = _ruv(buf, pos)
                                sz1133, pos = _ruv(buf, pos)
                                x1134 = pos + sz1133
                                if x1134 > blen:
                                    raise _bad_length(sz1133, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1131 is None:
                                    uk1131 = []
                                uk1131.append((tg1132, bytes(buf[pos:x1134])))
                                pos = x1134
                            t1129._unknown_tags = uk1131
                        t1106.current_leader = t1129
                        if pos != x1122:
                            raise _tag_size_mismatch(tg1120, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1120 == 2:
                        t1135 = _new(_C_FetchResponse_SnapshotId)
                        t1135.end_offset, t1135.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1135._unknown_tags = None
                        else:
                            nt1136, pos = _ruv(buf, pos)
                            if nt1136 * 2 > blen - pos:
                                raise _array_too_long(nt1136, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1137 = None
                            for _ in range(nt1136):
                                tg1138, pos = _ruv(buf, pos)
                                sz1139, pos = _ruv(buf, pos)
                                x1140 = pos + sz1139
                                if x1140 > blen:
                                    raise _bad_length(sz1139, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1137 is None:
                                    uk1137 = []
                                uk1137.append((tg1138, bytes(buf[pos:x1140])))
                                pos = x1140
                            t1135._unknown_tags = uk1137
                        t1106.snapshot_id = t1135
                        if pos != x1122:
                            raise _tag_size_mismatch(tg1120, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1119 is None:
                            uk1119 = []
                        uk1119.append((tg1120, bytes(buf[pos:x1122])))
                        pos = x1122
                t1106._unknown_tags = uk1119
            ap1105(t1106)
        t1101.partitions = l1104
        t1101.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1101._unknown_tags = None
        else:
            nt1141, pos = _ruv(buf, pos)
            if nt1141 * 2 > blen - pos:
                raise _array_too_long(nt1141, 'FetchResponse.Responses._tagged_fields', pos)
            uk1142 = None
            for _ in range(nt1141):
                tg1143, pos = _ruv(buf, pos)
                sz1144, pos = _ruv(buf, pos)
                x1145 = pos + sz1144
                if x1145 > blen:
                    raise _bad_length(sz1144, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1142 is None:
                    uk1142 = []
                uk1142.append((tg1143, bytes(buf[pos:x1145])))
                pos = x1145
            t1101._unknown_tags = uk1142
        ap1100(t1101)
    o.responses = l1099
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1146, pos = _ruv(buf, pos)
        if nt1146 * 2 > blen - pos:
            raise _array_too_long(nt1146, 'FetchResponse._tagged_fields', pos)
        uk1147 = None
        for _ in range(nt1146):
            tg1148, pos = _ruv(buf, pos)
            sz1149, pos = _ruv(buf, pos)
            x1150 = pos + sz1149
            if x1150 > blen:
                raise _bad_length(sz1149, 'FetchResponse._tagged_fields', pos)
            if uk1147 is None:
                uk1147 = []
            uk1147.append((tg1148, bytes(buf[pos:x1150])))
            pos = x1150
        o._unknown_tags = uk1147
    return o, pos


def _enc_FetchResponse_v15(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1151 = o.responses
    n1152 = len(l1151) + 1
    a(_UV[n1152] if n1152 < 128 else _uv(n1152))
    for e1153 in l1151:
        a(_S_U.pack(e1153.topic_id.bytes))
        l1154 = e1153.partitions
        n1155 = len(l1154) + 1
        a(_UV[n1155] if n1155 < 128 else _uv(n1155))
        for e1156 in l1154:
            a(_S_ihqqq.pack(e1156.partition_index, e1156.error_code, e1156.high_watermark, e1156.last_stable_offset, e1156.log_start_offset))
            l1157 = e1156.aborted_transactions
            if l1157 is None:
                a(_H0)
            else:
                n1158 = len(l1157) + 1
                a(_UV[n1158] if n1158 < 128 else _uv(n1158))
                for e1159 in l1157:
                    a(_S_qq.pack(e1159.producer_id, e1159.first_offset))
                    u1160 = e1159._unknown_tags
                    if u1160 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1160)
            a(_S_i.pack(e1156.preferred_read_replica))
            s1161 = e1156.records
            if s1161 is None:
                a(_H0)
            else:
                n1162 = len(s1161) + 1
                a(_UV[n1162] if n1162 < 128 else _uv(n1162))
                a(s1161)
            k1163 = []
            if (e1156.diverging_epoch.epoch != -1 or e1156.diverging_epoch.end_offset != -1 or e1156.diverging_epoch._unknown_tags is not None):
                p1164 = []
                t1165 = e1156.diverging_epoch
                p1164.append(_S_iq.pack(t1165.epoch, t1165.end_offset))
                u1166 = t1165._unknown_tags
                if u1166 is None:
                    p1164.append(_H0)
                else:
                    _write_tags(p1164.append, None, u1166)
                k1163.append((0, b''.join(p1164)))
            if (e1156.current_leader.leader_id != -1 or e1156.current_leader.leader_epoch != -1 or e1156.current_leader._unknown_tags is not None):
                p1167 = []
                t1168 = e1156.current_leader
                p1167.append(_S_ii.pack(t1168.leader_id, t1168.leader_epoch))
                u1169 = t1168._unknown_tags
                if u1169 is None:
                    p1167.append(_H0)
                else:
                    _write_tags(p1167.append, None, u1169)
                k1163.append((1, b''.join(p1167)))
            if (e1156.snapshot_id.end_offset != -1 or e1156.snapshot_id.epoch != -1 or e1156.snapshot_id._unknown_tags is not None):
                p1170 = []
                t1171 = e1156.snapshot_id
                p1170.append(_S_qi.pack(t1171.end_offset, t1171.epoch))
                u1172 = t1171._unknown_tags
                if u1172 is None:
                    p1170.append(_H0)
                else:
                    _write_tags(p1170.append, None, u1172)
                k1163.append((2, b''.join(p1170)))
            u1173 = e1156._unknown_tags
            if k1163 or u1173 is not None:
                _write_tags(a, k1163, u1173)
            else:
                a(_H0)
        u1174 = e1153._unknown_tags
        if u1174 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1174)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 15)
    u1175 = o._unknown_tags
    if u1175 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1175)
    return b''.join(parts)


def _dec_FetchResponse_v15(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1176 = buf[pos] - 1
    if 0 <= n1176 < 127:
        pos += 1
    else:
        n1176, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1177 = []
    ap1178 = l1177.append
    for _ in range(n1176):
        t1179 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1180, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1179.topic_id = _uuid_from(u1180)
        n1181 = buf[pos] - 1
        if 0 <= n1181 < 127:
            pos += 1
        else:
            n1181, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1182 = []
        ap1183 = l1182.append
        for _ in range(n1181):
            t1184 = _new(_C_FetchResponse_PartitionData)
            t1184.partition_index, t1184.error_code, t1184.high_watermark, t1184.last_stable_offset, t1184.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1185 = buf[pos] - 1
            if -1 <= n1185 < 127:
                pos += 1
            else:
                n1185, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1185 < 0:
                t1184.aborted_transactions = None
            else:
                l1186 = []
                ap1187 = l1186.append
                for _ in range(n1185):
                    t1188 = _new(_C_FetchResponse_AbortedTransaction)
                    t1188.producer_id, t1188.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1188._unknown_tags = None
                    else:
                        nt1189, pos = _ruv(buf, pos)
                        if nt1189 * 2 > blen - pos:
                            raise _array_too_long(nt1189, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1190 = None
                        for _ in range(nt1189):
                            tg1191, pos = _ruv(buf, pos)
                            sz1192, pos = _ruv(buf, pos)
                            x1193 = pos + sz1192
                            if x1193 > blen:
                                raise _bad_length(sz1192, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1190 is None:
                                uk1190 = []
                            uk1190.append((tg1191, bytes(buf[pos:x1193])))
                            pos = x1193
                        t1188._unknown_tags = uk1190
                    ap1187(t1188)
                t1184.aborted_transactions = l1186
            t1184.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1194 = buf[pos]
            if n1194 < 128:
                pos += 1
            else:
                n1194, pos = _ruv(buf, pos)
            n1194 -= 1
            if n1194 >= 0:
                x1195 = pos + n1194
                if x1195 > blen:
                    raise _bad_length(n1194, 'FetchResponse.Responses.Partitions.Records', pos)
                t1184.records = mv[pos:x1195]
                pos = x1195
            elif n1194 == -1:
                t1184.records = None
            else:
                raise _bad_length(n1194, 'FetchResponse.Responses.Partitions.Records', pos)
            t1184.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1184.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1184.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1184._unknown_tags = None
            else:
                nt1196, pos = _ruv(buf, pos)
                if nt1196 * 2 > blen - pos:
                    raise _array_too_long(nt1196, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1197 = None
                for _ in range(nt1196):
                    tg1198, pos = _ruv(buf, pos)
                    sz1199, pos = _ruv(buf, pos)
                    x1200 = pos + sz1199
                    if x1200 > blen:
                        raise _bad_length(sz1199, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1198 == 0:
                        t1201 = _new(_C_FetchResponse_EpochEndOffset)
                        t1201.epoch, t1201.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1201._unknown_tags = None
                        else:
                            nt1202, pos = _ruv(buf, pos)
                            if nt1202 * 2 > blen - pos:
                                raise _array_too_long(nt1202, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1203 = None
                            for _ in range(nt1202):
                                tg1204, pos = _ruv(buf, pos)
                                sz1205, pos = _ruv(buf, pos)
                                x1206 = pos + sz1205
                                if x1206 > blen:
                                    raise _bad_length(sz1205, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1203 is None:
                                    uk1203 = []
                                uk1203.append((tg1204, bytes(buf[pos:x1206])))
                                pos = x1206
                            t1201._unknown_tags = uk1203
                        t1184.diverging_epoch = t1201
                        if pos != x1200:
                            raise _tag_size_mismatch(tg1198, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1198 == 1:
                        t1207 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1207.leader_id, t1207.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1207._unknown_tags = None
                        else:
                            nt1208, pos = _ruv(buf, pos)
                            if nt1208 * 2 > blen - pos:
                                raise _array_too_long(nt1208, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1209 = None
                            for _ in range(nt1208):
                                tg1210, pos = _ruv(buf, pos)
                                sz1211, pos = _ruv(buf, pos)
                                x1212 = pos + sz1211
                                if x1212 > blen:
                                    raise _bad_length(sz1211, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1209 is None:
                                    uk1209 = []
                                uk1209.append((tg1210, bytes(buf[pos:x1212])))
                                pos = x1212
                            t1207._unknown_tags = uk1209
                        t1184.current_leader = t1207
                        if pos != x1200:
                            raise _tag_size_mismatch(tg1198, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1198 == 2:
                        t1213 = _new(_C_FetchResponse_SnapshotId)
                        t1213.end_offset, t1213.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1213._unknown_tags = None
                        else:
                            nt1214, pos = _ruv(buf, pos)
                            if nt1214 * 2 > blen - pos:
                                raise _array_too_long(nt1214, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1215 = None
                            for _ in range(nt1214):
                                tg1216, pos = _ruv(buf, pos)
                                sz1217, pos = _ruv(buf, pos)
                                x1218 = pos + sz1217
                                if x1218 > blen:
                                    raise _bad_length(sz1217, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1215 is None:
                                    uk1215 = []
                                uk1215.append((tg1216, bytes(buf[pos:x1218])))
                                pos = x1218
                            t1213._unknown_tags = uk1215
                        t1184.snapshot_id = t1213
                        if pos != x1200:
                            raise _tag_size_mismatch(tg1198, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1197 is None:
                            uk1197 = []
                        uk1197.append((tg1198, bytes(buf[pos:x1200])))
                        pos = x1200
                t1184._unknown_tags = uk1197
            ap1183(t1184)
        t1179.partitions = l1182
        t1179.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1179._unknown_tags = None
        else:
            nt1219, pos = _ruv(buf, pos)
            if nt1219 * 2 > blen - pos:
                raise _array_too_long(nt1219, 'FetchResponse.Responses._tagged_fields', pos)
            uk1220 = None
            for _ in range(nt1219):
                tg1221, pos = _ruv(buf, pos)
                sz1222, pos = _ruv(buf, pos)
                x1223 = pos + sz1222
                if x1223 > blen:
                    raise _bad_length(sz1222, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1220 is None:
                    uk1220 = []
                uk1220.append((tg1221, bytes(buf[pos:x1223])))
                pos = x1223
            t1179._unknown_tags = uk1220
        ap1178(t1179)
    o.responses = l1177
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1224, pos = _ruv(buf, pos)
        if nt1224 * 2 > blen - pos:
            raise _array_too_long(nt1224, 'FetchResponse._tagged_fields', pos)
        uk1225 = None
        for _ in range(nt1224):
            tg1226, pos = _ruv(buf, pos)
            sz1227, pos = _ruv(buf, pos)
            x1228 = pos + sz1227
            if x1228 > blen:
                raise _bad_length(sz1227, 'FetchResponse._tagged_fields', pos)
            if uk1225 is None:
                uk1225 = []
            uk1225.append((tg1226, bytes(buf[pos:x1228])))
            pos = x1228
        o._unknown_tags = uk1225
    return o, pos


def _enc_FetchResponse_v16(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1229 = o.responses
    n1230 = len(l1229) + 1
    a(_UV[n1230] if n1230 < 128 else _uv(n1230))
    for e1231 in l1229:
        a(_S_U.pack(e1231.topic_id.bytes))
        l1232 = e1231.partitions
        n1233 = len(l1232) + 1
        a(_UV[n1233] if n1233 < 128 else _uv(n1233))
        for e1234 in l1232:
            a(_S_ihqqq.pack(e1234.partition_index, e1234.error_code, e1234.high_watermark, e1234.last_stable_offset, e1234.log_start_offset))
            l1235 = e1234.aborted_transactions
            if l1235 is None:
                a(_H0)
            else:
                n1236 = len(l1235) + 1
                a(_UV[n1236] if n1236 < 128 else _uv(n1236))
                for e1237 in l1235:
                    a(_S_qq.pack(e1237.producer_id, e1237.first_offset))
                    u1238 = e1237._unknown_tags
                    if u1238 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1238)
            a(_S_i.pack(e1234.preferred_read_replica))
            s1239 = e1234.records
            if s1239 is None:
                a(_H0)
            else:
                n1240 = len(s1239) + 1
                a(_UV[n1240] if n1240 < 128 else _uv(n1240))
                a(s1239)
            k1241 = []
            if (e1234.diverging_epoch.epoch != -1 or e1234.diverging_epoch.end_offset != -1 or e1234.diverging_epoch._unknown_tags is not None):
                p1242 = []
                t1243 = e1234.diverging_epoch
                p1242.append(_S_iq.pack(t1243.epoch, t1243.end_offset))
                u1244 = t1243._unknown_tags
                if u1244 is None:
                    p1242.append(_H0)
                else:
                    _write_tags(p1242.append, None, u1244)
                k1241.append((0, b''.join(p1242)))
            if (e1234.current_leader.leader_id != -1 or e1234.current_leader.leader_epoch != -1 or e1234.current_leader._unknown_tags is not None):
                p1245 = []
                t1246 = e1234.current_leader
                p1245.append(_S_ii.pack(t1246.leader_id, t1246.leader_epoch))
                u1247 = t1246._unknown_tags
                if u1247 is None:
                    p1245.append(_H0)
                else:
                    _write_tags(p1245.append, None, u1247)
                k1241.append((1, b''.join(p1245)))
            if (e1234.snapshot_id.end_offset != -1 or e1234.snapshot_id.epoch != -1 or e1234.snapshot_id._unknown_tags is not None):
                p1248 = []
                t1249 = e1234.snapshot_id
                p1248.append(_S_qi.pack(t1249.end_offset, t1249.epoch))
                u1250 = t1249._unknown_tags
                if u1250 is None:
                    p1248.append(_H0)
                else:
                    _write_tags(p1248.append, None, u1250)
                k1241.append((2, b''.join(p1248)))
            u1251 = e1234._unknown_tags
            if k1241 or u1251 is not None:
                _write_tags(a, k1241, u1251)
            else:
                a(_H0)
        u1252 = e1231._unknown_tags
        if u1252 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1252)
    k1253 = []
    if o.node_endpoints:
        p1254 = []
        l1255 = o.node_endpoints
        n1256 = len(l1255) + 1
        p1254.append(_UV[n1256] if n1256 < 128 else _uv(n1256))
        for e1257 in l1255:
            p1254.append(_S_i.pack(e1257.node_id))
            s1258 = e1257.host
            b1259 = s1258.encode()
            n1260 = len(b1259) + 1
            p1254.append(_UV[n1260] if n1260 < 128 else _uv(n1260))
            p1254.append(b1259)
            p1254.append(_S_i.pack(e1257.port))
            s1261 = e1257.rack
            if s1261 is None:
                p1254.append(_H0)
            else:
                b1262 = s1261.encode()
                n1263 = len(b1262) + 1
                p1254.append(_UV[n1263] if n1263 < 128 else _uv(n1263))
                p1254.append(b1262)
            u1264 = e1257._unknown_tags
            if u1264 is None:
                p1254.append(_H0)
            else:
                _write_tags(p1254.append, None, u1264)
        k1253.append((0, b''.join(p1254)))
    u1265 = o._unknown_tags
    if k1253 or u1265 is not None:
        _write_tags(a, k1253, u1265)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchResponse_v16(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1266 = buf[pos] - 1
    if 0 <= n1266 < 127:
        pos += 1
    else:
        n1266, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1267 = []
    ap1268 = l1267.append
    for _ in range(n1266):
        t1269 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1270, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1269.topic_id = _uuid_from(u1270)
        n1271 = buf[pos] - 1
        if 0 <= n1271 < 127:
            pos += 1
        else:
            n1271, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1272 = []
        ap1273 = l1272.append
        for _ in range(n1271):
            t1274 = _new(_C_FetchResponse_PartitionData)
            t1274.partition_index, t1274.error_code, t1274.high_watermark, t1274.last_stable_offset, t1274.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1275 = buf[pos] - 1
            if -1 <= n1275 < 127:
                pos += 1
            else:
                n1275, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1275 < 0:
                t1274.aborted_transactions = None
            else:
                l1276 = []
                ap1277 = l1276.append
                for _ in range(n1275):
                    t1278 = _new(_C_FetchResponse_AbortedTransaction)
                    t1278.producer_id, t1278.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1278._unknown_tags = None
                    else:
                        nt1279, pos = _ruv(buf, pos)
                        if nt1279 * 2 > blen - pos:
                            raise _array_too_long(nt1279, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1280 = None
                        for _ in range(nt1279):
                            tg1281, pos = _ruv(buf, pos)
                            sz1282, pos = _ruv(buf, pos)
                            x1283 = pos + sz1282
                            if x1283 > blen:
                                raise _bad_length(sz1282, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1280 is None:
                                uk1280 = []
                            uk1280.append((tg1281, bytes(buf[pos:x1283])))
                            pos = x1283
                        t1278._unknown_tags = uk1280
                    ap1277(t1278)
                t1274.aborted_transactions = l1276
            t1274.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1284 = buf[pos]
            if n1284 < 128:
                pos += 1
            else:
                n1284, pos = _ruv(buf, pos)
            n1284 -= 1
            if n1284 >= 0:
                x1285 = pos + n1284
                if x1285 > blen:
                    raise _bad_length(n1284, 'FetchResponse.Responses.Partitions.Records', pos)
                t1274.records = mv[pos:x1285]
                pos = x1285
            elif n1284 == -1:
                t1274.records = None
            else:
                raise _bad_length(n1284, 'FetchResponse.Responses.Partitions.Records', pos)
            t1274.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1274.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1274.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1274._unknown_tags = None
            else:
                nt1286, pos = _ruv(buf, pos)
                if nt1286 * 2 > blen - pos:
                    raise _array_too_long(nt1286, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1287 = None
                for _ in range(nt1286):
                    tg1288, pos = _ruv(buf, pos)
                    sz1289, pos = _ruv(buf, pos)
                    x1290 = pos + sz1289
                    if x1290 > blen:
                        raise _bad_length(sz1289, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1288 == 0:
                        t1291 = _new(_C_FetchResponse_EpochEndOffset)
                        t1291.epoch, t1291.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1291._unknown_tags = None
                        else:
                            nt1292, pos = _ruv(buf, pos)
                            if nt1292 * 2 > blen - pos:
                                raise _array_too_long(nt1292, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1293 = None
                            for _ in range(nt1292):
                                tg1294, pos = _ruv(buf, pos)
                                sz1295, pos = _ruv(buf, pos)
                                x1296 = pos + sz1295
                                if x1296 > blen:
                                    raise _bad_length(sz1295, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1293 is None:
                                    uk1293 = []
                                uk1293.append((tg1294, bytes(buf[pos:x1296])))
                                pos = x1296
                            t1291._unknown_tags = uk1293
                        t1274.diverging_epoch = t1291
                        if pos != x1290:
                            raise _tag_size_mismatch(tg1288, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1288 == 1:
                        t1297 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1297.leader_id, t1297.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1297._unknown_tags = None
                        else:
                            nt1298, pos = _ruv(buf, pos)
                            if nt1298 * 2 > blen - pos:
                                raise _array_too_long(nt1298, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1299 = None
                            for _ in range(nt1298):
                                tg1300, pos = _ruv(buf, pos)
                                sz1301, pos = _ruv(buf, pos)
                                x1302 = pos + sz1301
                                if x1302 > blen:
                                    raise _bad_length(sz1301, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1299 is None:
                                    uk1299 = []
                                uk1299.append((tg1300, bytes(buf[pos:x1302])))
                                pos = x1302
                            t1297._unknown_tags = uk1299
                        t1274.current_leader = t1297
                        if pos != x1290:
                            raise _tag_size_mismatch(tg1288, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1288 == 2:
                        t1303 = _new(_C_FetchResponse_SnapshotId)
                        t1303.end_offset, t1303.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1303._unknown_tags = None
                        else:
                            nt1304, pos = _ruv(buf, pos)
                            if nt1304 * 2 > blen - pos:
                                raise _array_too_long(nt1304, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1305 = None
                            for _ in range(nt1304):
                                tg1306, pos = _ruv(buf, pos)
                                sz1307, pos = _ruv(buf, pos)
                                x1308 = pos + sz1307
                                if x1308 > blen:
                                    raise _bad_length(sz1307, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1305 is None:
                                    uk1305 = []
                                uk1305.append((tg1306, bytes(buf[pos:x1308])))
                                pos = x1308
                            t1303._unknown_tags = uk1305
                        t1274.snapshot_id = t1303
                        if pos != x1290:
                            raise _tag_size_mismatch(tg1288, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1287 is None:
                            uk1287 = []
                        uk1287.append((tg1288, bytes(buf[pos:x1290])))
                        pos = x1290
                t1274._unknown_tags = uk1287
            ap1273(t1274)
        t1269.partitions = l1272
        t1269.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1269._unknown_tags = None
        else:
            nt1309, pos = _ruv(buf, pos)
            if nt1309 * 2 > blen - pos:
                raise _array_too_long(nt1309, 'FetchResponse.Responses._tagged_fields', pos)
            uk1310 = None
            for _ in range(nt1309):
                tg1311, pos = _ruv(buf, pos)
                sz1312, pos = _ruv(buf, pos)
                x1313 = pos + sz1312
                if x1313 > blen:
                    raise _bad_length(sz1312, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1310 is None:
                    uk1310 = []
                uk1310.append((tg1311, bytes(buf[pos:x1313])))
                pos = x1313
            t1269._unknown_tags = uk1310
        ap1268(t1269)
    o.responses = l1267
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1314, pos = _ruv(buf, pos)
        if nt1314 * 2 > blen - pos:
            raise _array_too_long(nt1314, 'FetchResponse._tagged_fields', pos)
        uk1315 = None
        for _ in range(nt1314):
            tg1316, pos = _ruv(buf, pos)
            sz1317, pos = _ruv(buf, pos)
            x1318 = pos + sz1317
            if x1318 > blen:
                raise _bad_length(sz1317, 'FetchResponse._tagged_fields', pos)
            if tg1316 == 0:
                n1319 = buf[pos] - 1
                if 0 <= n1319 < 127:
                    pos += 1
                else:
                    n1319, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1320 = []
                ap1321 = l1320.append
                for _ in range(n1319):
                    t1322 = _new(_C_FetchResponse_NodeEndpoint)
                    t1322.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1323 = buf[pos] - 1
                    if 0 <= n1323 < 127:
                        x1324 = pos + 1 + n1323
                        if x1324 > blen:
                            raise _bad_length(n1323, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1322.host = str(buf[pos + 1:x1324], 'utf-8')
                        pos = x1324
                    else:
                        t1322.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1322.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1325 = buf[pos] - 1
                    if 0 <= n1325 < 127:
                        x1326 = pos + 1 + n1325
                        if x1326 > blen:
                            raise _bad_length(n1325, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1322.rack = str(buf[pos + 1:x1326], 'utf-8')
                        pos = x1326
                    else:
                        t1322.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1322._unknown_tags = None
                    else:
                        nt1327, pos = _ruv(buf, pos)
                        if nt1327 * 2 > blen - pos:
                            raise _array_too_long(nt1327, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1328 = None
                        for _ in range(nt1327):
                            tg1329, pos = _ruv(buf, pos)
                            sz1330, pos = _ruv(buf, pos)
                            x1331 = pos + sz1330
                            if x1331 > blen:
                                raise _bad_length(sz1330, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1328 is None:
                                uk1328 = []
                            uk1328.append((tg1329, bytes(buf[pos:x1331])))
                            pos = x1331
                        t1322._unknown_tags = uk1328
                    ap1321(t1322)
                o.node_endpoints = l1320
                if pos != x1318:
                    raise _tag_size_mismatch(tg1316, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1315 is None:
                    uk1315 = []
                uk1315.append((tg1316, bytes(buf[pos:x1318])))
                pos = x1318
        o._unknown_tags = uk1315
    return o, pos


def _enc_FetchResponse_v17(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1332 = o.responses
    n1333 = len(l1332) + 1
    a(_UV[n1333] if n1333 < 128 else _uv(n1333))
    for e1334 in l1332:
        a(_S_U.pack(e1334.topic_id.bytes))
        l1335 = e1334.partitions
        n1336 = len(l1335) + 1
        a(_UV[n1336] if n1336 < 128 else _uv(n1336))
        for e1337 in l1335:
            a(_S_ihqqq.pack(e1337.partition_index, e1337.error_code, e1337.high_watermark, e1337.last_stable_offset, e1337.log_start_offset))
            l1338 = e1337.aborted_transactions
            if l1338 is None:
                a(_H0)
            else:
                n1339 = len(l1338) + 1
                a(_UV[n1339] if n1339 < 128 else _uv(n1339))
                for e1340 in l1338:
                    a(_S_qq.pack(e1340.producer_id, e1340.first_offset))
                    u1341 = e1340._unknown_tags
                    if u1341 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1341)
            a(_S_i.pack(e1337.preferred_read_replica))
            s1342 = e1337.records
            if s1342 is None:
                a(_H0)
            else:
                n1343 = len(s1342) + 1
                a(_UV[n1343] if n1343 < 128 else _uv(n1343))
                a(s1342)
            k1344 = []
            if (e1337.diverging_epoch.epoch != -1 or e1337.diverging_epoch.end_offset != -1 or e1337.diverging_epoch._unknown_tags is not None):
                p1345 = []
                t1346 = e1337.diverging_epoch
                p1345.append(_S_iq.pack(t1346.epoch, t1346.end_offset))
                u1347 = t1346._unknown_tags
                if u1347 is None:
                    p1345.append(_H0)
                else:
                    _write_tags(p1345.append, None, u1347)
                k1344.append((0, b''.join(p1345)))
            if (e1337.current_leader.leader_id != -1 or e1337.current_leader.leader_epoch != -1 or e1337.current_leader._unknown_tags is not None):
                p1348 = []
                t1349 = e1337.current_leader
                p1348.append(_S_ii.pack(t1349.leader_id, t1349.leader_epoch))
                u1350 = t1349._unknown_tags
                if u1350 is None:
                    p1348.append(_H0)
                else:
                    _write_tags(p1348.append, None, u1350)
                k1344.append((1, b''.join(p1348)))
            if (e1337.snapshot_id.end_offset != -1 or e1337.snapshot_id.epoch != -1 or e1337.snapshot_id._unknown_tags is not None):
                p1351 = []
                t1352 = e1337.snapshot_id
                p1351.append(_S_qi.pack(t1352.end_offset, t1352.epoch))
                u1353 = t1352._unknown_tags
                if u1353 is None:
                    p1351.append(_H0)
                else:
                    _write_tags(p1351.append, None, u1353)
                k1344.append((2, b''.join(p1351)))
            u1354 = e1337._unknown_tags
            if k1344 or u1354 is not None:
                _write_tags(a, k1344, u1354)
            else:
                a(_H0)
        u1355 = e1334._unknown_tags
        if u1355 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1355)
    k1356 = []
    if o.node_endpoints:
        p1357 = []
        l1358 = o.node_endpoints
        n1359 = len(l1358) + 1
        p1357.append(_UV[n1359] if n1359 < 128 else _uv(n1359))
        for e1360 in l1358:
            p1357.append(_S_i.pack(e1360.node_id))
            s1361 = e1360.host
            b1362 = s1361.encode()
            n1363 = len(b1362) + 1
            p1357.append(_UV[n1363] if n1363 < 128 else _uv(n1363))
            p1357.append(b1362)
            p1357.append(_S_i.pack(e1360.port))
            s1364 = e1360.rack
            if s1364 is None:
                p1357.append(_H0)
            else:
                b1365 = s1364.encode()
                n1366 = len(b1365) + 1
                p1357.append(_UV[n1366] if n1366 < 128 else _uv(n1366))
                p1357.append(b1365)
            u1367 = e1360._unknown_tags
            if u1367 is None:
                p1357.append(_H0)
            else:
                _write_tags(p1357.append, None, u1367)
        k1356.append((0, b''.join(p1357)))
    u1368 = o._unknown_tags
    if k1356 or u1368 is not None:
        _write_tags(a, k1356, u1368)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchResponse_v17(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1369 = buf[pos] - 1
    if 0 <= n1369 < 127:
        pos += 1
    else:
        n1369, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1370 = []
    ap1371 = l1370.append
    for _ in range(n1369):
        t1372 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1373, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1372.topic_id = _uuid_from(u1373)
        n1374 = buf[pos] - 1
        if 0 <= n1374 < 127:
            pos += 1
        else:
            n1374, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1375 = []
        ap1376 = l1375.append
        for _ in range(n1374):
            t1377 = _new(_C_FetchResponse_PartitionData)
            t1377.partition_index, t1377.error_code, t1377.high_watermark, t1377.last_stable_offset, t1377.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1378 = buf[pos] - 1
            if -1 <= n1378 < 127:
                pos += 1
            else:
                n1378, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1378 < 0:
                t1377.aborted_transactions = None
            else:
                l1379 = []
                ap1380 = l1379.append
                for _ in range(n1378):
                    t1381 = _new(_C_FetchResponse_AbortedTransaction)
                    t1381.producer_id, t1381.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1381._unknown_tags = None
                    else:
                        nt1382, pos = _ruv(buf, pos)
                        if nt1382 * 2 > blen - pos:
                            raise _array_too_long(nt1382, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1383 = None
                        for _ in range(nt1382):
                            tg1384, pos = _ruv(buf, pos)
                            sz1385, pos = _ruv(buf, pos)
                            x1386 = pos + sz1385
                            if x1386 > blen:
                                raise _bad_length(sz1385, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1383 is None:
                                uk1383 = []
                            uk1383.append((tg1384, bytes(buf[pos:x1386])))
                            pos = x1386
                        t1381._unknown_tags = uk1383
                    ap1380(t1381)
                t1377.aborted_transactions = l1379
            t1377.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1387 = buf[pos]
            if n1387 < 128:
                pos += 1
            else:
                n1387, pos = _ruv(buf, pos)
            n1387 -= 1
            if n1387 >= 0:
                x1388 = pos + n1387
                if x1388 > blen:
                    raise _bad_length(n1387, 'FetchResponse.Responses.Partitions.Records', pos)
                t1377.records = mv[pos:x1388]
                pos = x1388
            elif n1387 == -1:
                t1377.records = None
            else:
                raise _bad_length(n1387, 'FetchResponse.Responses.Partitions.Records', pos)
            t1377.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1377.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1377.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1377._unknown_tags = None
            else:
                nt1389, pos = _ruv(buf, pos)
                if nt1389 * 2 > blen - pos:
                    raise _array_too_long(nt1389, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1390 = None
                for _ in range(nt1389):
                    tg1391, pos = _ruv(buf, pos)
                    sz1392, pos = _ruv(buf, pos)
                    x1393 = pos + sz1392
                    if x1393 > blen:
                        raise _bad_length(sz1392, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1391 == 0:
                        t1394 = _new(_C_FetchResponse_EpochEndOffset)
                        t1394.epoch, t1394.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1394._unknown_tags = None
                        else:
                            nt1395, pos = _ruv(buf, pos)
                            if nt1395 * 2 > blen - pos:
                                raise _array_too_long(nt1395, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1396 = None
                            for _ in range(nt1395):
                                tg1397, pos = _ruv(buf, pos)
                                sz1398, pos = _ruv(buf, pos)
                                x1399 = pos + sz1398
                                if x1399 > blen:
                                    raise _bad_length(sz1398, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1396 is None:
                                    uk1396 = []
                                uk1396.append((tg1397, bytes(buf[pos:x1399])))
                                pos = x1399
                            t1394._unknown_tags = uk1396
                        t1377.diverging_epoch = t1394
                        if pos != x1393:
                            raise _tag_size_mismatch(tg1391, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1391 == 1:
                        t1400 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1400.leader_id, t1400.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1400._unknown_tags = None
                        else:
                            nt1401, pos = _ruv(buf, pos)
                            if nt1401 * 2 > blen - pos:
                                raise _array_too_long(nt1401, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1402 = None
                            for _ in range(nt1401):
                                tg1403, pos = _ruv(buf, pos)
                                sz1404, pos = _ruv(buf, pos)
                                x1405 = pos + sz1404
                                if x1405 > blen:
                                    raise _bad_length(sz1404, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1402 is None:
                                    uk1402 = []
                                uk1402.append((tg1403, bytes(buf[pos:x1405])))
                                pos = x1405
                            t1400._unknown_tags = uk1402
                        t1377.current_leader = t1400
                        if pos != x1393:
                            raise _tag_size_mismatch(tg1391, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1391 == 2:
                        t1406 = _new(_C_FetchResponse_SnapshotId)
                        t1406.end_offset, t1406.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1406._unknown_tags = None
                        else:
                            nt1407, pos = _ruv(buf, pos)
                            if nt1407 * 2 > blen - pos:
                                raise _array_too_long(nt1407, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1408 = None
                            for _ in range(nt1407):
                                tg1409, pos = _ruv(buf, pos)
                                sz1410, pos = _ruv(buf, pos)
                                x1411 = pos + sz1410
                                if x1411 > blen:
                                    raise _bad_length(sz1410, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1408 is None:
                                    uk1408 = []
                                uk1408.append((tg1409, bytes(buf[pos:x1411])))
                                pos = x1411
                            t1406._unknown_tags = uk1408
                        t1377.snapshot_id = t1406
                        if pos != x1393:
                            raise _tag_size_mismatch(tg1391, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1390 is None:
                            uk1390 = []
                        uk1390.append((tg1391, bytes(buf[pos:x1393])))
                        pos = x1393
                t1377._unknown_tags = uk1390
            ap1376(t1377)
        t1372.partitions = l1375
        t1372.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1372._unknown_tags = None
        else:
            nt1412, pos = _ruv(buf, pos)
            if nt1412 * 2 > blen - pos:
                raise _array_too_long(nt1412, 'FetchResponse.Responses._tagged_fields', pos)
            uk1413 = None
            for _ in range(nt1412):
                tg1414, pos = _ruv(buf, pos)
                sz1415, pos = _ruv(buf, pos)
                x1416 = pos + sz1415
                if x1416 > blen:
                    raise _bad_length(sz1415, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1413 is None:
                    uk1413 = []
                uk1413.append((tg1414, bytes(buf[pos:x1416])))
                pos = x1416
            t1372._unknown_tags = uk1413
        ap1371(t1372)
    o.responses = l1370
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1417, pos = _ruv(buf, pos)
        if nt1417 * 2 > blen - pos:
            raise _array_too_long(nt1417, 'FetchResponse._tagged_fields', pos)
        uk1418 = None
        for _ in range(nt1417):
            tg1419, pos = _ruv(buf, pos)
            sz1420, pos = _ruv(buf, pos)
            x1421 = pos + sz1420
            if x1421 > blen:
                raise _bad_length(sz1420, 'FetchResponse._tagged_fields', pos)
            if tg1419 == 0:
                n1422 = buf[pos] - 1
                if 0 <= n1422 < 127:
                    pos += 1
                else:
                    n1422, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1423 = []
                ap1424 = l1423.append
                for _ in range(n1422):
                    t1425 = _new(_C_FetchResponse_NodeEndpoint)
                    t1425.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1426 = buf[pos] - 1
                    if 0 <= n1426 < 127:
                        x1427 = pos + 1 + n1426
                        if x1427 > blen:
                            raise _bad_length(n1426, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1425.host = str(buf[pos + 1:x1427], 'utf-8')
                        pos = x1427
                    else:
                        t1425.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1425.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1428 = buf[pos] - 1
                    if 0 <= n1428 < 127:
                        x1429 = pos + 1 + n1428
                        if x1429 > blen:
                            raise _bad_length(n1428, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1425.rack = str(buf[pos + 1:x1429], 'utf-8')
                        pos = x1429
                    else:
                        t1425.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1425._unknown_tags = None
                    else:
                        nt1430, pos = _ruv(buf, pos)
                        if nt1430 * 2 > blen - pos:
                            raise _array_too_long(nt1430, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1431 = None
                        for _ in range(nt1430):
                            tg1432, pos = _ruv(buf, pos)
                            sz1433, pos = _ruv(buf, pos)
                            x1434 = pos + sz1433
                            if x1434 > blen:
                                raise _bad_length(sz1433, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1431 is None:
                                uk1431 = []
                            uk1431.append((tg1432, bytes(buf[pos:x1434])))
                            pos = x1434
                        t1425._unknown_tags = uk1431
                    ap1424(t1425)
                o.node_endpoints = l1423
                if pos != x1421:
                    raise _tag_size_mismatch(tg1419, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1418 is None:
                    uk1418 = []
                uk1418.append((tg1419, bytes(buf[pos:x1421])))
                pos = x1421
        o._unknown_tags = uk1418
    return o, pos


def _enc_FetchResponse_v18(o):
    parts = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1435 = o.responses
    n1436 = len(l1435) + 1
    a(_UV[n1436] if n1436 < 128 else _uv(n1436))
    for e1437 in l1435:
        a(_S_U.pack(e1437.topic_id.bytes))
        l1438 = e1437.partitions
        n1439 = len(l1438) + 1
        a(_UV[n1439] if n1439 < 128 else _uv(n1439))
        for e1440 in l1438:
            a(_S_ihqqq.pack(e1440.partition_index, e1440.error_code, e1440.high_watermark, e1440.last_stable_offset, e1440.log_start_offset))
            l1441 = e1440.aborted_transactions
            if l1441 is None:
                a(_H0)
            else:
                n1442 = len(l1441) + 1
                a(_UV[n1442] if n1442 < 128 else _uv(n1442))
                for e1443 in l1441:
                    a(_S_qq.pack(e1443.producer_id, e1443.first_offset))
                    u1444 = e1443._unknown_tags
                    if u1444 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1444)
            a(_S_i.pack(e1440.preferred_read_replica))
            s1445 = e1440.records
            if s1445 is None:
                a(_H0)
            else:
                n1446 = len(s1445) + 1
                a(_UV[n1446] if n1446 < 128 else _uv(n1446))
                a(s1445)
            k1447 = []
            if (e1440.diverging_epoch.epoch != -1 or e1440.diverging_epoch.end_offset != -1 or e1440.diverging_epoch._unknown_tags is not None):
                p1448 = []
                t1449 = e1440.diverging_epoch
                p1448.append(_S_iq.pack(t1449.epoch, t1449.end_offset))
                u1450 = t1449._unknown_tags
                if u1450 is None:
                    p1448.append(_H0)
                else:
                    _write_tags(p1448.append, None, u1450)
                k1447.append((0, b''.join(p1448)))
            if (e1440.current_leader.leader_id != -1 or e1440.current_leader.leader_epoch != -1 or e1440.current_leader._unknown_tags is not None):
                p1451 = []
                t1452 = e1440.current_leader
                p1451.append(_S_ii.pack(t1452.leader_id, t1452.leader_epoch))
                u1453 = t1452._unknown_tags
                if u1453 is None:
                    p1451.append(_H0)
                else:
                    _write_tags(p1451.append, None, u1453)
                k1447.append((1, b''.join(p1451)))
            if (e1440.snapshot_id.end_offset != -1 or e1440.snapshot_id.epoch != -1 or e1440.snapshot_id._unknown_tags is not None):
                p1454 = []
                t1455 = e1440.snapshot_id
                p1454.append(_S_qi.pack(t1455.end_offset, t1455.epoch))
                u1456 = t1455._unknown_tags
                if u1456 is None:
                    p1454.append(_H0)
                else:
                    _write_tags(p1454.append, None, u1456)
                k1447.append((2, b''.join(p1454)))
            u1457 = e1440._unknown_tags
            if k1447 or u1457 is not None:
                _write_tags(a, k1447, u1457)
            else:
                a(_H0)
        u1458 = e1437._unknown_tags
        if u1458 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1458)
    k1459 = []
    if o.node_endpoints:
        p1460 = []
        l1461 = o.node_endpoints
        n1462 = len(l1461) + 1
        p1460.append(_UV[n1462] if n1462 < 128 else _uv(n1462))
        for e1463 in l1461:
            p1460.append(_S_i.pack(e1463.node_id))
            s1464 = e1463.host
            b1465 = s1464.encode()
            n1466 = len(b1465) + 1
            p1460.append(_UV[n1466] if n1466 < 128 else _uv(n1466))
            p1460.append(b1465)
            p1460.append(_S_i.pack(e1463.port))
            s1467 = e1463.rack
            if s1467 is None:
                p1460.append(_H0)
            else:
                b1468 = s1467.encode()
                n1469 = len(b1468) + 1
                p1460.append(_UV[n1469] if n1469 < 128 else _uv(n1469))
                p1460.append(b1468)
            u1470 = e1463._unknown_tags
            if u1470 is None:
                p1460.append(_H0)
            else:
                _write_tags(p1460.append, None, u1470)
        k1459.append((0, b''.join(p1460)))
    u1471 = o._unknown_tags
    if k1459 or u1471 is not None:
        _write_tags(a, k1459, u1471)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchResponse_v18(buf, pos):
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1472 = buf[pos] - 1
    if 0 <= n1472 < 127:
        pos += 1
    else:
        n1472, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1473 = []
    ap1474 = l1473.append
    for _ in range(n1472):
        t1475 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1476, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1475.topic_id = _uuid_from(u1476)
        n1477 = buf[pos] - 1
        if 0 <= n1477 < 127:
            pos += 1
        else:
            n1477, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1478 = []
        ap1479 = l1478.append
        for _ in range(n1477):
            t1480 = _new(_C_FetchResponse_PartitionData)
            t1480.partition_index, t1480.error_code, t1480.high_watermark, t1480.last_stable_offset, t1480.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1481 = buf[pos] - 1
            if -1 <= n1481 < 127:
                pos += 1
            else:
                n1481, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1481 < 0:
                t1480.aborted_transactions = None
            else:
                l1482 = []
                ap1483 = l1482.append
                for _ in range(n1481):
                    t1484 = _new(_C_FetchResponse_AbortedTransaction)
                    t1484.producer_id, t1484.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1484._unknown_tags = None
                    else:
                        nt1485, pos = _ruv(buf, pos)
                        if nt1485 * 2 > blen - pos:
                            raise _array_too_long(nt1485, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1486 = None
                        for _ in range(nt1485):
                            tg1487, pos = _ruv(buf, pos)
                            sz1488, pos = _ruv(buf, pos)
                            x1489 = pos + sz1488
                            if x1489 > blen:
                                raise _bad_length(sz1488, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1486 is None:
                                uk1486 = []
                            uk1486.append((tg1487, bytes(buf[pos:x1489])))
                            pos = x1489
                        t1484._unknown_tags = uk1486
                    ap1483(t1484)
                t1480.aborted_transactions = l1482
            t1480.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1490 = buf[pos]
            if n1490 < 128:
                pos += 1
            else:
                n1490, pos = _ruv(buf, pos)
            n1490 -= 1
            if n1490 >= 0:
                x1491 = pos + n1490
                if x1491 > blen:
                    raise _bad_length(n1490, 'FetchResponse.Responses.Partitions.Records', pos)
                t1480.records = mv[pos:x1491]
                pos = x1491
            elif n1490 == -1:
                t1480.records = None
            else:
                raise _bad_length(n1490, 'FetchResponse.Responses.Partitions.Records', pos)
            t1480.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1480.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1480.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1480._unknown_tags = None
            else:
                nt1492, pos = _ruv(buf, pos)
                if nt1492 * 2 > blen - pos:
                    raise _array_too_long(nt1492, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1493 = None
                for _ in range(nt1492):
                    tg1494, pos = _ruv(buf, pos)
                    sz1495, pos = _ruv(buf, pos)
                    x1496 = pos + sz1495
                    if x1496 > blen:
                        raise _bad_length(sz1495, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1494 == 0:
                        t1497 = _new(_C_FetchResponse_EpochEndOffset)
                        t1497.epoch, t1497.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1497._unknown_tags = None
                        else:
                            nt1498, pos = _ruv(buf, pos)
                            if nt1498 * 2 > blen - pos:
                                raise _array_too_long(nt1498, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1499 = None
                            for _ in range(nt1498):
                                tg1500, pos = _ruv(buf, pos)
                                sz1501, pos = _ruv(buf, pos)
                                x1502 = pos + sz1501
                                if x1502 > blen:
                                    raise _bad_length(sz1501, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1499 is None:
                                    uk1499 = []
                                uk1499.append((tg1500, bytes(buf[pos:x1502])))
                                pos = x1502
                            t1497._unknown_tags = uk1499
                        t1480.diverging_epoch = t1497
                        if pos != x1496:
                            raise _tag_size_mismatch(tg1494, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1494 == 1:
                        t1503 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1503.leader_id, t1503.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1503._unknown_tags = None
                        else:
                            nt1504, pos = _ruv(buf, pos)
                            if nt1504 * 2 > blen - pos:
                                raise _array_too_long(nt1504, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1505 = None
                            for _ in range(nt1504):
                                tg1506, pos = _ruv(buf, pos)
                                sz1507, pos = _ruv(buf, pos)
                                x1508 = pos + sz1507
                                if x1508 > blen:
                                    raise _bad_length(sz1507, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1505 is None:
                                    uk1505 = []
                                uk1505.append((tg1506, bytes(buf[pos:x1508])))
                                pos = x1508
                            t1503._unknown_tags = uk1505
                        t1480.current_leader = t1503
                        if pos != x1496:
                            raise _tag_size_mismatch(tg1494, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1494 == 2:
                        t1509 = _new(_C_FetchResponse_SnapshotId)
                        t1509.end_offset, t1509.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1509._unknown_tags = None
                        else:
                            nt1510, pos = _ruv(buf, pos)
                            if nt1510 * 2 > blen - pos:
                                raise _array_too_long(nt1510, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1511 = None
                            for _ in range(nt1510):
                                tg1512, pos = _ruv(buf, pos)
                                sz1513, pos = _ruv(buf, pos)
                                x1514 = pos + sz1513
                                if x1514 > blen:
                                    raise _bad_length(sz1513, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1511 is None:
                                    uk1511 = []
                                uk1511.append((tg1512, bytes(buf[pos:x1514])))
                                pos = x1514
                            t1509._unknown_tags = uk1511
                        t1480.snapshot_id = t1509
                        if pos != x1496:
                            raise _tag_size_mismatch(tg1494, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1493 is None:
                            uk1493 = []
                        uk1493.append((tg1494, bytes(buf[pos:x1496])))
                        pos = x1496
                t1480._unknown_tags = uk1493
            ap1479(t1480)
        t1475.partitions = l1478
        t1475.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1475._unknown_tags = None
        else:
            nt1515, pos = _ruv(buf, pos)
            if nt1515 * 2 > blen - pos:
                raise _array_too_long(nt1515, 'FetchResponse.Responses._tagged_fields', pos)
            uk1516 = None
            for _ in range(nt1515):
                tg1517, pos = _ruv(buf, pos)
                sz1518, pos = _ruv(buf, pos)
                x1519 = pos + sz1518
                if x1519 > blen:
                    raise _bad_length(sz1518, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1516 is None:
                    uk1516 = []
                uk1516.append((tg1517, bytes(buf[pos:x1519])))
                pos = x1519
            t1475._unknown_tags = uk1516
        ap1474(t1475)
    o.responses = l1473
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1520, pos = _ruv(buf, pos)
        if nt1520 * 2 > blen - pos:
            raise _array_too_long(nt1520, 'FetchResponse._tagged_fields', pos)
        uk1521 = None
        for _ in range(nt1520):
            tg1522, pos = _ruv(buf, pos)
            sz1523, pos = _ruv(buf, pos)
            x1524 = pos + sz1523
            if x1524 > blen:
                raise _bad_length(sz1523, 'FetchResponse._tagged_fields', pos)
            if tg1522 == 0:
                n1525 = buf[pos] - 1
                if 0 <= n1525 < 127:
                    pos += 1
                else:
                    n1525, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1526 = []
                ap1527 = l1526.append
                for _ in range(n1525):
                    t1528 = _new(_C_FetchResponse_NodeEndpoint)
                    t1528.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1529 = buf[pos] - 1
                    if 0 <= n1529 < 127:
                        x1530 = pos + 1 + n1529
                        if x1530 > blen:
                            raise _bad_length(n1529, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1528.host = str(buf[pos + 1:x1530], 'utf-8')
                        pos = x1530
                    else:
                        t1528.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1528.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1531 = buf[pos] - 1
                    if 0 <= n1531 < 127:
                        x1532 = pos + 1 + n1531
                        if x1532 > blen:
                            raise _bad_length(n1531, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1528.rack = str(buf[pos + 1:x1532], 'utf-8')
                        pos = x1532
                    else:
                        t1528.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1528._unknown_tags = None
                    else:
                        nt1533, pos = _ruv(buf, pos)
                        if nt1533 * 2 > blen - pos:
                            raise _array_too_long(nt1533, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1534 = None
                        for _ in range(nt1533):
                            tg1535, pos = _ruv(buf, pos)
                            sz1536, pos = _ruv(buf, pos)
                            x1537 = pos + sz1536
                            if x1537 > blen:
                                raise _bad_length(sz1536, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1534 is None:
                                uk1534 = []
                            uk1534.append((tg1535, bytes(buf[pos:x1537])))
                            pos = x1537
                        t1528._unknown_tags = uk1534
                    ap1527(t1528)
                o.node_endpoints = l1526
                if pos != x1524:
                    raise _tag_size_mismatch(tg1522, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1521 is None:
                    uk1521 = []
                uk1521.append((tg1522, bytes(buf[pos:x1524])))
                pos = x1524
        o._unknown_tags = uk1521
    return o, pos


FetchResponse._ENC = {4: _enc_FetchResponse_v4, 5: _enc_FetchResponse_v5, 6: _enc_FetchResponse_v6, 7: _enc_FetchResponse_v7, 8: _enc_FetchResponse_v8, 9: _enc_FetchResponse_v9, 10: _enc_FetchResponse_v10, 11: _enc_FetchResponse_v11, 12: _enc_FetchResponse_v12, 13: _enc_FetchResponse_v13, 14: _enc_FetchResponse_v14, 15: _enc_FetchResponse_v15, 16: _enc_FetchResponse_v16, 17: _enc_FetchResponse_v17, 18: _enc_FetchResponse_v18}
FetchResponse._DEC = {4: _dec_FetchResponse_v4, 5: _dec_FetchResponse_v5, 6: _dec_FetchResponse_v6, 7: _dec_FetchResponse_v7, 8: _dec_FetchResponse_v8, 9: _dec_FetchResponse_v9, 10: _dec_FetchResponse_v10, 11: _dec_FetchResponse_v11, 12: _dec_FetchResponse_v12, 13: _dec_FetchResponse_v13, 14: _dec_FetchResponse_v14, 15: _dec_FetchResponse_v15, 16: _dec_FetchResponse_v16, 17: _dec_FetchResponse_v17, 18: _dec_FetchResponse_v18}


_LINES = {
    220: 'FetchRequest.ReplicaId',
    221: 'FetchRequest.ReplicaState',
    223: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    224: 'FetchRequest.Topics',
    225: 'FetchRequest.Topics',
    226: 'FetchRequest.Topics',
    227: 'FetchRequest.Topics.Topic',
    228: 'FetchRequest.Topics.Topic',
    229: 'FetchRequest.Topics.Topic',
    230: 'FetchRequest.Topics.Topic',
    231: 'FetchRequest.Topics.Partitions',
    232: 'FetchRequest.Topics.Partitions',
    233: 'FetchRequest.Topics.Partitions',
    234: 'FetchRequest.Topics.Partitions.Partition',
    235: 'FetchRequest.Topics.Partitions.FetchOffset',
    236: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    238: 'FetchRequest.Topics.Partitions.PartitionMaxBytes',
    239: 'FetchRequest.ForgottenTopicsData',
    247: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    249: 'FetchRequest.Topics',
    254: 'FetchRequest.Topics.Topic',
    259: 'FetchRequest.Topics.Topic',
    262: 'FetchRequest.Topics.Topic',
    263: 'FetchRequest.Topics.Partitions',
    268: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,PartitionMaxBytes',
    295: 'FetchRequest.ReplicaId',
    296: 'FetchRequest.ReplicaState',
    298: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    299: 'FetchRequest.Topics',
    300: 'FetchRequest.Topics',
    301: 'FetchRequest.Topics',
    302: 'FetchRequest.Topics.Topic',
    303: 'FetchRequest.Topics.Topic',
    304: 'FetchRequest.Topics.Topic',
    305: 'FetchRequest.Topics.Topic',
    306: 'FetchRequest.Topics.Partitions',
    307: 'FetchRequest.Topics.Partitions',
    308: 'FetchRequest.Topics.Partitions',
    309: 'FetchRequest.Topics.Partitions.Partition',
    310: 'FetchRequest.Topics.Partitions.FetchOffset',
    311: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    313: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    314: 'FetchRequest.ForgottenTopicsData',
    322: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    324: 'FetchRequest.Topics',
    329: 'FetchRequest.Topics.Topic',
    334: 'FetchRequest.Topics.Topic',
    337: 'FetchRequest.Topics.Topic',
    338: 'FetchRequest.Topics.Partitions',
    343: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    369: 'FetchRequest.ReplicaId',
    370: 'FetchRequest.ReplicaState',
    372: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    373: 'FetchRequest.Topics',
    374: 'FetchRequest.Topics',
    375: 'FetchRequest.Topics',
    376: 'FetchRequest.Topics.Topic',
    377: 'FetchRequest.Topics.Topic',
    378: 'FetchRequest.Topics.Topic',
    379: 'FetchRequest.Topics.Topic',
    380: 'FetchRequest.Topics.Partitions',
    381: 'FetchRequest.Topics.Partitions',
    382: 'FetchRequest.Topics.Partitions',
    383: 'FetchRequest.Topics.Partitions.Partition',
    384: 'FetchRequest.Topics.Partitions.FetchOffset',
    385: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    387: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    388: 'FetchRequest.ForgottenTopicsData',
    396: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    398: 'FetchRequest.Topics',
    403: 'FetchRequest.Topics.Topic',
    408: 'FetchRequest.Topics.Topic',
    411: 'FetchRequest.Topics.Topic',
    412: 'FetchRequest.Topics.Partitions',
    417: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    443: 'FetchRequest.ReplicaId',
    444: 'FetchRequest.ReplicaState',
    446: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    447: 'FetchRequest.Topics',
    448: 'FetchRequest.Topics',
    449: 'FetchRequest.Topics',
    450: 'FetchRequest.Topics.Topic',
    451: 'FetchRequest.Topics.Topic',
    452: 'FetchRequest.Topics.Topic',
    453: 'FetchRequest.Topics.Topic',
    454: 'FetchRequest.Topics.Partitions',
    455: 'FetchRequest.Topics.Partitions',
    456: 'FetchRequest.Topics.Partitions',
    457: 'FetchRequest.Topics.Partitions.Partition',
    458: 'FetchRequest.Topics.Partitions.FetchOffset',
    459: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    461: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    462: 'FetchRequest.ForgottenTopicsData',
    463: 'FetchRequest.ForgottenTopicsData',
    464: 'FetchRequest.ForgottenTopicsData',
    465: 'FetchRequest.ForgottenTopicsData.Topic',
    466: 'FetchRequest.ForgottenTopicsData.Topic',
    467: 'FetchRequest.ForgottenTopicsData.Topic',
    468: 'FetchRequest.ForgottenTopicsData.Topic',
    469: 'FetchRequest.ForgottenTopicsData.Partitions',
    470: 'FetchRequest.ForgottenTopicsData.Partitions',
    472: 'FetchRequest.ForgottenTopicsData.Partitions',
    474: 'FetchRequest.ForgottenTopicsData.Partitions',
    481: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    483: 'FetchRequest.Topics',
    488: 'FetchRequest.Topics.Topic',
    493: 'FetchRequest.Topics.Topic',
    496: 'FetchRequest.Topics.Topic',
    497: 'FetchRequest.Topics.Partitions',
    502: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    515: 'FetchRequest.ForgottenTopicsData',
    520: 'FetchRequest.ForgottenTopicsData.Topic',
    525: 'FetchRequest.ForgottenTopicsData.Topic',
    528: 'FetchRequest.ForgottenTopicsData.Topic',
    529: 'FetchRequest.ForgottenTopicsData.Partitions',
    531: 'FetchRequest.ForgottenTopicsData.Partitions',
    534: 'FetchRequest.ForgottenTopicsData.Partitions',
    549: 'FetchRequest.ReplicaId',
    550: 'FetchRequest.ReplicaState',
    552: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    553: 'FetchRequest.Topics',
    554: 'FetchRequest.Topics',
    555: 'FetchRequest.Topics',
    556: 'FetchRequest.Topics.Topic',
    557: 'FetchRequest.Topics.Topic',
    558: 'FetchRequest.Topics.Topic',
    559: 'FetchRequest.Topics.Topic',
    560: 'FetchRequest.Topics.Partitions',
    561: 'FetchRequest.Topics.Partitions',
    562: 'FetchRequest.Topics.Partitions',
    563: 'FetchRequest.Topics.Partitions.Partition',
    564: 'FetchRequest.Topics.Partitions.FetchOffset',
    565: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    567: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    568: 'FetchRequest.ForgottenTopicsData',
    569: 'FetchRequest.ForgottenTopicsData',
    570: 'FetchRequest.ForgottenTopicsData',
    571: 'FetchRequest.ForgottenTopicsData.Topic',
    572: 'FetchRequest.ForgottenTopicsData.Topic',
    573: 'FetchRequest.ForgottenTopicsData.Topic',
    574: 'FetchRequest.ForgottenTopicsData.Topic',
    575: 'FetchRequest.ForgottenTopicsData.Partitions',
    576: 'FetchRequest.ForgottenTopicsData.Partitions',
    578: 'FetchRequest.ForgottenTopicsData.Partitions',
    580: 'FetchRequest.ForgottenTopicsData.Partitions',
    587: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    589: 'FetchRequest.Topics',
    594: 'FetchRequest.Topics.Topic',
    599: 'FetchRequest.Topics.Topic',
    602: 'FetchRequest.Topics.Topic',
    603: 'FetchRequest.Topics.Partitions',
    608: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    621: 'FetchRequest.ForgottenTopicsData',
    626: 'FetchRequest.ForgottenTopicsData.Topic',
    631: 'FetchRequest.ForgottenTopicsData.Topic',
    634: 'FetchRequest.ForgottenTopicsData.Topic',
    635: 'FetchRequest.ForgottenTopicsData.Partitions',
    637: 'FetchRequest.ForgottenTopicsData.Partitions',
    640: 'FetchRequest.ForgottenTopicsData.Partitions',
    655: 'FetchRequest.ReplicaId',
    656: 'FetchRequest.ReplicaState',
    658: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    659: 'FetchRequest.Topics',
    660: 'FetchRequest.Topics',
    661: 'FetchRequest.Topics',
    662: 'FetchRequest.Topics.Topic',
    663: 'FetchRequest.Topics.Topic',
    664: 'FetchRequest.Topics.Topic',
    665: 'FetchRequest.Topics.Topic',
    666: 'FetchRequest.Topics.Partitions',
    667: 'FetchRequest.Topics.Partitions',
    668: 'FetchRequest.Topics.Partitions',
    669: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    670: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    672: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    673: 'FetchRequest.ForgottenTopicsData',
    674: 'FetchRequest.ForgottenTopicsData',
    675: 'FetchRequest.ForgottenTopicsData',
    676: 'FetchRequest.ForgottenTopicsData.Topic',
    677: 'FetchRequest.ForgottenTopicsData.Topic',
    678: 'FetchRequest.ForgottenTopicsData.Topic',
    679: 'FetchRequest.ForgottenTopicsData.Topic',
    680: 'FetchRequest.ForgottenTopicsData.Partitions',
    681: 'FetchRequest.ForgottenTopicsData.Partitions',
    683: 'FetchRequest.ForgottenTopicsData.Partitions',
    685: 'FetchRequest.ForgottenTopicsData.Partitions',
    692: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    694: 'FetchRequest.Topics',
    699: 'FetchRequest.Topics.Topic',
    704: 'FetchRequest.Topics.Topic',
    707: 'FetchRequest.Topics.Topic',
    708: 'FetchRequest.Topics.Partitions',
    713: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    725: 'FetchRequest.ForgottenTopicsData',
    730: 'FetchRequest.ForgottenTopicsData.Topic',
    735: 'FetchRequest.ForgottenTopicsData.Topic',
    738: 'FetchRequest.ForgottenTopicsData.Topic',
    739: 'FetchRequest.ForgottenTopicsData.Partitions',
    741: 'FetchRequest.ForgottenTopicsData.Partitions',
    744: 'FetchRequest.ForgottenTopicsData.Partitions',
    759: 'FetchRequest.ReplicaId',
    760: 'FetchRequest.ReplicaState',
    762: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    763: 'FetchRequest.Topics',
    764: 'FetchRequest.Topics',
    765: 'FetchRequest.Topics',
    766: 'FetchRequest.Topics.Topic',
    767: 'FetchRequest.Topics.Topic',
    768: 'FetchRequest.Topics.Topic',
    769: 'FetchRequest.Topics.Topic',
    770: 'FetchRequest.Topics.Partitions',
    771: 'FetchRequest.Topics.Partitions',
    772: 'FetchRequest.Topics.Partitions',
    773: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    774: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    776: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    777: 'FetchRequest.ForgottenTopicsData',
    778: 'FetchRequest.ForgottenTopicsData',
    779: 'FetchRequest.ForgottenTopicsData',
    780: 'FetchRequest.ForgottenTopicsData.Topic',
    781: 'FetchRequest.ForgottenTopicsData.Topic',
    782: 'FetchRequest.ForgottenTopicsData.Topic',
    783: 'FetchRequest.ForgottenTopicsData.Topic',
    784: 'FetchRequest.ForgottenTopicsData.Partitions',
    785: 'FetchRequest.ForgottenTopicsData.Partitions',
    787: 'FetchRequest.ForgottenTopicsData.Partitions',
    789: 'FetchRequest.ForgottenTopicsData.Partitions',
    796: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    798: 'FetchRequest.Topics',
    803: 'FetchRequest.Topics.Topic',
    808: 'FetchRequest.Topics.Topic',
    811: 'FetchRequest.Topics.Topic',
    812: 'FetchRequest.Topics.Partitions',
    817: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    829: 'FetchRequest.ForgottenTopicsData',
    834: 'FetchRequest.ForgottenTopicsData.Topic',
    839: 'FetchRequest.ForgottenTopicsData.Topic',
    842: 'FetchRequest.ForgottenTopicsData.Topic',
    843: 'FetchRequest.ForgottenTopicsData.Partitions',
    845: 'FetchRequest.ForgottenTopicsData.Partitions',
    848: 'FetchRequest.ForgottenTopicsData.Partitions',
    863: 'FetchRequest.ReplicaId',
    864: 'FetchRequest.ReplicaState',
    866: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    867: 'FetchRequest.Topics',
    868: 'FetchRequest.Topics',
    869: 'FetchRequest.Topics',
    870: 'FetchRequest.Topics.Topic',
    871: 'FetchRequest.Topics.Topic',
    872: 'FetchRequest.Topics.Topic',
    873: 'FetchRequest.Topics.Topic',
    874: 'FetchRequest.Topics.Partitions',
    875: 'FetchRequest.Topics.Partitions',
    876: 'FetchRequest.Topics.Partitions',
    877: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    878: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    880: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    881: 'FetchRequest.ForgottenTopicsData',
    882: 'FetchRequest.ForgottenTopicsData',
    883: 'FetchRequest.ForgottenTopicsData',
    884: 'FetchRequest.ForgottenTopicsData.Topic',
    885: 'FetchRequest.ForgottenTopicsData.Topic',
    886: 'FetchRequest.ForgottenTopicsData.Topic',
    887: 'FetchRequest.ForgottenTopicsData.Topic',
    888: 'FetchRequest.ForgottenTopicsData.Partitions',
    889: 'FetchRequest.ForgottenTopicsData.Partitions',
    891: 'FetchRequest.ForgottenTopicsData.Partitions',
    893: 'FetchRequest.ForgottenTopicsData.Partitions',
    894: 'FetchRequest.RackId',
    895: 'FetchRequest.RackId',
    896: 'FetchRequest.RackId',
    897: 'FetchRequest.RackId',
    904: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    906: 'FetchRequest.Topics',
    911: 'FetchRequest.Topics.Topic',
    916: 'FetchRequest.Topics.Topic',
    919: 'FetchRequest.Topics.Topic',
    920: 'FetchRequest.Topics.Partitions',
    925: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    937: 'FetchRequest.ForgottenTopicsData',
    942: 'FetchRequest.ForgottenTopicsData.Topic',
    947: 'FetchRequest.ForgottenTopicsData.Topic',
    950: 'FetchRequest.ForgottenTopicsData.Topic',
    951: 'FetchRequest.ForgottenTopicsData.Partitions',
    953: 'FetchRequest.ForgottenTopicsData.Partitions',
    956: 'FetchRequest.ForgottenTopicsData.Partitions',
    961: 'FetchRequest.RackId',
    966: 'FetchRequest.RackId',
    969: 'FetchRequest.RackId',
    979: 'FetchRequest.ReplicaId',
    980: 'FetchRequest.ReplicaState',
    982: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    983: 'FetchRequest.Topics',
    984: 'FetchRequest.Topics',
    985: 'FetchRequest.Topics',
    986: 'FetchRequest.Topics',
    987: 'FetchRequest.Topics.Topic',
    988: 'FetchRequest.Topics.Topic',
    989: 'FetchRequest.Topics.Topic',
    990: 'FetchRequest.Topics.Topic',
    991: 'FetchRequest.Topics.Topic',
    992: 'FetchRequest.Topics.Partitions',
    993: 'FetchRequest.Topics.Partitions',
    994: 'FetchRequest.Topics.Partitions',
    995: 'FetchRequest.Topics.Partitions',
    996: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    997: 'FetchRequest.Topics.Partitions._unknown_tags',
    998: 'FetchRequest.Topics.Partitions',
    1001: 'FetchRequest.Topics.Partitions._unknown_tags',
    1002: 'FetchRequest.Topics._unknown_tags',
    1003: 'FetchRequest.Topics',
    1006: 'FetchRequest.Topics._unknown_tags',
    1007: 'FetchRequest.ForgottenTopicsData',
    1008: 'FetchRequest.ForgottenTopicsData',
    1009: 'FetchRequest.ForgottenTopicsData',
    1010: 'FetchRequest.ForgottenTopicsData',
    1011: 'FetchRequest.ForgottenTopicsData.Topic',
    1012: 'FetchRequest.ForgottenTopicsData.Topic',
    1013: 'FetchRequest.ForgottenTopicsData.Topic',
    1014: 'FetchRequest.ForgottenTopicsData.Topic',
    1015: 'FetchRequest.ForgottenTopicsData.Topic',
    1016: 'FetchRequest.ForgottenTopicsData.Partitions',
    1017: 'FetchRequest.ForgottenTopicsData.Partitions',
    1019: 'FetchRequest.ForgottenTopicsData.Partitions',
    1021: 'FetchRequest.ForgottenTopicsData.Partitions',
    1022: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1023: 'FetchRequest.ForgottenTopicsData',
    1026: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1027: 'FetchRequest.RackId',
    1028: 'FetchRequest.RackId',
    1029: 'FetchRequest.RackId',
    1030: 'FetchRequest.RackId',
    1031: 'FetchRequest.RackId',
    1032: 'FetchRequest',
    1033: 'FetchRequest.ClusterId',
    1034: 'FetchRequest.ClusterId',
    1035: 'FetchRequest.ClusterId',
    1036: 'FetchRequest.ClusterId',
    1037: 'FetchRequest.ClusterId',
    1038: 'FetchRequest.ClusterId',
    1039: 'FetchRequest.ClusterId',
    1040: 'FetchRequest.ClusterId',
    1041: 'FetchRequest.ClusterId',
    1042: 'FetchRequest.ClusterId',
    1043: 'FetchRequest.ClusterId',
    1044: 'FetchRequest._unknown_tags',
    1046: 'FetchRequest._unknown_tags',
    1055: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1057: 'FetchRequest.Topics',
    1061: 'FetchRequest.Topics',
    1066: 'FetchRequest.Topics.Topic',
    1071: 'FetchRequest.Topics.Topic',
    1074: 'FetchRequest.Topics.Topic',
    1075: 'FetchRequest.Topics.Partitions',
    1079: 'FetchRequest.Topics.Partitions',
    1084: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1088: 'FetchRequest.Topics.Partitions._tagged_fields',
    1092: 'FetchRequest.Topics.Partitions._tagged_fields',
    1097: 'FetchRequest.Topics.Partitions._tagged_fields',
    1098: 'FetchRequest.Topics.Partitions._tagged_fields',
    1110: 'FetchRequest.Topics._tagged_fields',
    1114: 'FetchRequest.Topics._tagged_fields',
    1119: 'FetchRequest.Topics._tagged_fields',
    1120: 'FetchRequest.Topics._tagged_fields',
    1131: 'FetchRequest.ForgottenTopicsData',
    1135: 'FetchRequest.ForgottenTopicsData',
    1140: 'FetchRequest.ForgottenTopicsData.Topic',
    1145: 'FetchRequest.ForgottenTopicsData.Topic',
    1148: 'FetchRequest.ForgottenTopicsData.Topic',
    1149: 'FetchRequest.ForgottenTopicsData.Partitions',
    1151: 'FetchRequest.ForgottenTopicsData.Partitions',
    1154: 'FetchRequest.ForgottenTopicsData.Partitions',
    1156: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1160: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1165: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1166: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1177: 'FetchRequest.RackId',
    1182: 'FetchRequest.RackId',
    1185: 'FetchRequest.RackId',
    1188: 'FetchRequest._tagged_fields',
    1192: 'FetchRequest._tagged_fields',
    1197: 'FetchRequest._tagged_fields',
    1198: 'FetchRequest._tagged_fields',
    1203: 'FetchRequest.ClusterId',
    1208: 'FetchRequest.ClusterId',
    1211: 'FetchRequest.ClusterId',
    1226: 'FetchRequest.ReplicaId',
    1227: 'FetchRequest.ReplicaState',
    1229: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1230: 'FetchRequest.Topics',
    1231: 'FetchRequest.Topics',
    1232: 'FetchRequest.Topics',
    1233: 'FetchRequest.Topics',
    1234: 'FetchRequest.Topics.TopicId',
    1235: 'FetchRequest.Topics.Partitions',
    1236: 'FetchRequest.Topics.Partitions',
    1237: 'FetchRequest.Topics.Partitions',
    1238: 'FetchRequest.Topics.Partitions',
    1239: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1240: 'FetchRequest.Topics.Partitions._unknown_tags',
    1241: 'FetchRequest.Topics.Partitions',
    1244: 'FetchRequest.Topics.Partitions._unknown_tags',
    1245: 'FetchRequest.Topics._unknown_tags',
    1246: 'FetchRequest.Topics',
    1249: 'FetchRequest.Topics._unknown_tags',
    1250: 'FetchRequest.ForgottenTopicsData',
    1251: 'FetchRequest.ForgottenTopicsData',
    1252: 'FetchRequest.ForgottenTopicsData',
    1253: 'FetchRequest.ForgottenTopicsData',
    1254: 'FetchRequest.ForgottenTopicsData.TopicId',
    1255: 'FetchRequest.ForgottenTopicsData.Partitions',
    1256: 'FetchRequest.ForgottenTopicsData.Partitions',
    1258: 'FetchRequest.ForgottenTopicsData.Partitions',
    1260: 'FetchRequest.ForgottenTopicsData.Partitions',
    1261: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1262: 'FetchRequest.ForgottenTopicsData',
    1265: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1266: 'FetchRequest.RackId',
    1267: 'FetchRequest.RackId',
    1268: 'FetchRequest.RackId',
    1269: 'FetchRequest.RackId',
    1270: 'FetchRequest.RackId',
    1271: 'FetchRequest',
    1272: 'FetchRequest.ClusterId',
    1273: 'FetchRequest.ClusterId',
    1274: 'FetchRequest.ClusterId',
    1275: 'FetchRequest.ClusterId',
    1276: 'FetchRequest.ClusterId',
    1277: 'FetchRequest.ClusterId',
    1278: 'FetchRequest.ClusterId',
    1279: 'FetchRequest.ClusterId',
    1280: 'FetchRequest.ClusterId',
    1281: 'FetchRequest.ClusterId',
    1282: 'FetchRequest.ClusterId',
    1283: 'FetchRequest._unknown_tags',
    1285: 'FetchRequest._unknown_tags',
    1294: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1296: 'FetchRequest.Topics',
    1300: 'FetchRequest.Topics',
    1305: 'FetchRequest.Topics.TopicId',
    1308: 'FetchRequest.Topics.Partitions',
    1312: 'FetchRequest.Topics.Partitions',
    1317: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1321: 'FetchRequest.Topics.Partitions._tagged_fields',
    1325: 'FetchRequest.Topics.Partitions._tagged_fields',
    1330: 'FetchRequest.Topics.Partitions._tagged_fields',
    1331: 'FetchRequest.Topics.Partitions._tagged_fields',
    1343: 'FetchRequest.Topics._tagged_fields',
    1347: 'FetchRequest.Topics._tagged_fields',
    1352: 'FetchRequest.Topics._tagged_fields',
    1353: 'FetchRequest.Topics._tagged_fields',
    1364: 'FetchRequest.ForgottenTopicsData',
    1368: 'FetchRequest.ForgottenTopicsData',
    1373: 'FetchRequest.ForgottenTopicsData.TopicId',
    1376: 'FetchRequest.ForgottenTopicsData.Partitions',
    1378: 'FetchRequest.ForgottenTopicsData.Partitions',
    1381: 'FetchRequest.ForgottenTopicsData.Partitions',
    1383: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1387: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1392: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1393: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1404: 'FetchRequest.RackId',
    1409: 'FetchRequest.RackId',
    1412: 'FetchRequest.RackId',
    1415: 'FetchRequest._tagged_fields',
    1419: 'FetchRequest._tagged_fields',
    1424: 'FetchRequest._tagged_fields',
    1425: 'FetchRequest._tagged_fields',
    1430: 'FetchRequest.ClusterId',
    1435: 'FetchRequest.ClusterId',
    1438: 'FetchRequest.ClusterId',
    1453: 'FetchRequest.ReplicaId',
    1454: 'FetchRequest.ReplicaState',
    1456: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1457: 'FetchRequest.Topics',
    1458: 'FetchRequest.Topics',
    1459: 'FetchRequest.Topics',
    1460: 'FetchRequest.Topics',
    1461: 'FetchRequest.Topics.TopicId',
    1462: 'FetchRequest.Topics.Partitions',
    1463: 'FetchRequest.Topics.Partitions',
    1464: 'FetchRequest.Topics.Partitions',
    1465: 'FetchRequest.Topics.Partitions',
    1466: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1467: 'FetchRequest.Topics.Partitions._unknown_tags',
    1468: 'FetchRequest.Topics.Partitions',
    1471: 'FetchRequest.Topics.Partitions._unknown_tags',
    1472: 'FetchRequest.Topics._unknown_tags',
    1473: 'FetchRequest.Topics',
    1476: 'FetchRequest.Topics._unknown_tags',
    1477: 'FetchRequest.ForgottenTopicsData',
    1478: 'FetchRequest.ForgottenTopicsData',
    1479: 'FetchRequest.ForgottenTopicsData',
    1480: 'FetchRequest.ForgottenTopicsData',
    1481: 'FetchRequest.ForgottenTopicsData.TopicId',
    1482: 'FetchRequest.ForgottenTopicsData.Partitions',
    1483: 'FetchRequest.ForgottenTopicsData.Partitions',
    1485: 'FetchRequest.ForgottenTopicsData.Partitions',
    1487: 'FetchRequest.ForgottenTopicsData.Partitions',
    1488: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1489: 'FetchRequest.ForgottenTopicsData',
    1492: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1493: 'FetchRequest.RackId',
    1494: 'FetchRequest.RackId',
    1495: 'FetchRequest.RackId',
    1496: 'FetchRequest.RackId',
    1497: 'FetchRequest.RackId',
    1498: 'FetchRequest',
    1499: 'FetchRequest.ClusterId',
    1500: 'FetchRequest.ClusterId',
    1501: 'FetchRequest.ClusterId',
    1502: 'FetchRequest.ClusterId',
    1503: 'FetchRequest.ClusterId',
    1504: 'FetchRequest.ClusterId',
    1505: 'FetchRequest.ClusterId',
    1506: 'FetchRequest.ClusterId',
    1507: 'FetchRequest.ClusterId',
    1508: 'FetchRequest.ClusterId',
    1509: 'FetchRequest.ClusterId',
    1510: 'FetchRequest._unknown_tags',
    1512: 'FetchRequest._unknown_tags',
    1521: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1523: 'FetchRequest.Topics',
    1527: 'FetchRequest.Topics',
    1532: 'FetchRequest.Topics.TopicId',
    1535: 'FetchRequest.Topics.Partitions',
    1539: 'FetchRequest.Topics.Partitions',
    1544: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1548: 'FetchRequest.Topics.Partitions._tagged_fields',
    1552: 'FetchRequest.Topics.Partitions._tagged_fields',
    1557: 'FetchRequest.Topics.Partitions._tagged_fields',
    1558: 'FetchRequest.Topics.Partitions._tagged_fields',
    1570: 'FetchRequest.Topics._tagged_fields',
    1574: 'FetchRequest.Topics._tagged_fields',
    1579: 'FetchRequest.Topics._tagged_fields',
    1580: 'FetchRequest.Topics._tagged_fields',
    1591: 'FetchRequest.ForgottenTopicsData',
    1595: 'FetchRequest.ForgottenTopicsData',
    1600: 'FetchRequest.ForgottenTopicsData.TopicId',
    1603: 'FetchRequest.ForgottenTopicsData.Partitions',
    1605: 'FetchRequest.ForgottenTopicsData.Partitions',
    1608: 'FetchRequest.ForgottenTopicsData.Partitions',
    1610: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1614: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1619: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1620: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1631: 'FetchRequest.RackId',
    1636: 'FetchRequest.RackId',
    1639: 'FetchRequest.RackId',
    1642: 'FetchRequest._tagged_fields',
    1646: 'FetchRequest._tagged_fields',
    1651: 'FetchRequest._tagged_fields',
    1652: 'FetchRequest._tagged_fields',
    1657: 'FetchRequest.ClusterId',
    1662: 'FetchRequest.ClusterId',
    1665: 'FetchRequest.ClusterId',
    1680: 'FetchRequest.ReplicaId',
    1682: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1683: 'FetchRequest.Topics',
    1684: 'FetchRequest.Topics',
    1685: 'FetchRequest.Topics',
    1686: 'FetchRequest.Topics',
    1687: 'FetchRequest.Topics.TopicId',
    1688: 'FetchRequest.Topics.Partitions',
    1689: 'FetchRequest.Topics.Partitions',
    1690: 'FetchRequest.Topics.Partitions',
    1691: 'FetchRequest.Topics.Partitions',
    1692: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1693: 'FetchRequest.Topics.Partitions._unknown_tags',
    1694: 'FetchRequest.Topics.Partitions',
    1697: 'FetchRequest.Topics.Partitions._unknown_tags',
    1698: 'FetchRequest.Topics._unknown_tags',
    1699: 'FetchRequest.Topics',
    1702: 'FetchRequest.Topics._unknown_tags',
    1703: 'FetchRequest.ForgottenTopicsData',
    1704: 'FetchRequest.ForgottenTopicsData',
    1705: 'FetchRequest.ForgottenTopicsData',
    1706: 'FetchRequest.ForgottenTopicsData',
    1707: 'FetchRequest.ForgottenTopicsData.TopicId',
    1708: 'FetchRequest.ForgottenTopicsData.Partitions',
    1709: 'FetchRequest.ForgottenTopicsData.Partitions',
    1711: 'FetchRequest.ForgottenTopicsData.Partitions',
    1713: 'FetchRequest.ForgottenTopicsData.Partitions',
    1714: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1715: 'FetchRequest.ForgottenTopicsData',
    1718: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1719: 'FetchRequest.RackId',
    1720: 'FetchRequest.RackId',
    1721: 'FetchRequest.RackId',
    1722: 'FetchRequest.RackId',
    1723: 'FetchRequest.RackId',
    1724: 'FetchRequest',
    1725: 'FetchRequest.ClusterId',
    1726: 'FetchRequest.ClusterId',
    1727: 'FetchRequest.ClusterId',
    1728: 'FetchRequest.ClusterId',
    1729: 'FetchRequest.ClusterId',
    1730: 'FetchRequest.ClusterId',
    1731: 'FetchRequest.ClusterId',
    1732: 'FetchRequest.ClusterId',
    1733: 'FetchRequest.ClusterId',
    1734: 'FetchRequest.ClusterId',
    1735: 'FetchRequest.ClusterId',
    1736: 'FetchRequest.ReplicaState',
    1737: 'FetchRequest.ReplicaState',
    1738: 'FetchRequest.ReplicaState',
    1739: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    1740: 'FetchRequest.ReplicaState._unknown_tags',
    1741: 'FetchRequest.ReplicaState',
    1744: 'FetchRequest.ReplicaState._unknown_tags',
    1745: 'FetchRequest.ReplicaState',
    1746: 'FetchRequest._unknown_tags',
    1748: 'FetchRequest._unknown_tags',
    1757: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1759: 'FetchRequest.Topics',
    1763: 'FetchRequest.Topics',
    1768: 'FetchRequest.Topics.TopicId',
    1771: 'FetchRequest.Topics.Partitions',
    1775: 'FetchRequest.Topics.Partitions',
    1780: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1784: 'FetchRequest.Topics.Partitions._tagged_fields',
    1788: 'FetchRequest.Topics.Partitions._tagged_fields',
    1793: 'FetchRequest.Topics.Partitions._tagged_fields',
    1794: 'FetchRequest.Topics.Partitions._tagged_fields',
    1806: 'FetchRequest.Topics._tagged_fields',
    1810: 'FetchRequest.Topics._tagged_fields',
    1815: 'FetchRequest.Topics._tagged_fields',
    1816: 'FetchRequest.Topics._tagged_fields',
    1827: 'FetchRequest.ForgottenTopicsData',
    1831: 'FetchRequest.ForgottenTopicsData',
    1836: 'FetchRequest.ForgottenTopicsData.TopicId',
    1839: 'FetchRequest.ForgottenTopicsData.Partitions',
    1841: 'FetchRequest.ForgottenTopicsData.Partitions',
    1844: 'FetchRequest.ForgottenTopicsData.Partitions',
    1846: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1850: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1855: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1856: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1867: 'FetchRequest.RackId',
    1872: 'FetchRequest.RackId',
    1875: 'FetchRequest.RackId',
    1879: 'FetchRequest._tagged_fields',
    1883: 'FetchRequest._tagged_fields',
    1888: 'FetchRequest._tagged_fields',
    1889: 'FetchRequest._tagged_fields',
    1894: 'FetchRequest.ClusterId',
    1899: 'FetchRequest.ClusterId',
    1902: 'FetchRequest.ClusterId',
    1907: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    1909: 'FetchRequest.ReplicaState._tagged_fields',
    1913: 'FetchRequest.ReplicaState._tagged_fields',
    1918: 'FetchRequest.ReplicaState._tagged_fields',
    1919: 'FetchRequest.ReplicaState._tagged_fields',
    1943: 'FetchRequest.ReplicaId',
    1945: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1946: 'FetchRequest.Topics',
    1947: 'FetchRequest.Topics',
    1948: 'FetchRequest.Topics',
    1949: 'FetchRequest.Topics',
    1950: 'FetchRequest.Topics.TopicId',
    1951: 'FetchRequest.Topics.Partitions',
    1952: 'FetchRequest.Topics.Partitions',
    1953: 'FetchRequest.Topics.Partitions',
    1954: 'FetchRequest.Topics.Partitions',
    1955: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1956: 'FetchRequest.Topics.Partitions._unknown_tags',
    1957: 'FetchRequest.Topics.Partitions',
    1960: 'FetchRequest.Topics.Partitions._unknown_tags',
    1961: 'FetchRequest.Topics._unknown_tags',
    1962: 'FetchRequest.Topics',
    1965: 'FetchRequest.Topics._unknown_tags',
    1966: 'FetchRequest.ForgottenTopicsData',
    1967: 'FetchRequest.ForgottenTopicsData',
    1968: 'FetchRequest.ForgottenTopicsData',
    1969: 'FetchRequest.ForgottenTopicsData',
    1970: 'FetchRequest.ForgottenTopicsData.TopicId',
    1971: 'FetchRequest.ForgottenTopicsData.Partitions',
    1972: 'FetchRequest.ForgottenTopicsData.Partitions',
    1974: 'FetchRequest.ForgottenTopicsData.Partitions',
    1976: 'FetchRequest.ForgottenTopicsData.Partitions',
    1977: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1978: 'FetchRequest.ForgottenTopicsData',
    1981: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1982: 'FetchRequest.RackId',
    1983: 'FetchRequest.RackId',
    1984: 'FetchRequest.RackId',
    1985: 'FetchRequest.RackId',
    1986: 'FetchRequest.RackId',
    1987: 'FetchRequest',
    1988: 'FetchRequest.ClusterId',
    1989: 'FetchRequest.ClusterId',
    1990: 'FetchRequest.ClusterId',
    1991: 'FetchRequest.ClusterId',
    1992: 'FetchRequest.ClusterId',
    1993: 'FetchRequest.ClusterId',
    1994: 'FetchRequest.ClusterId',
    1995: 'FetchRequest.ClusterId',
    1996: 'FetchRequest.ClusterId',
    1997: 'FetchRequest.ClusterId',
    1998: 'FetchRequest.ClusterId',
    1999: 'FetchRequest.ReplicaState',
    2000: 'FetchRequest.ReplicaState',
    2001: 'FetchRequest.ReplicaState',
    2002: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2003: 'FetchRequest.ReplicaState._unknown_tags',
    2004: 'FetchRequest.ReplicaState',
    2007: 'FetchRequest.ReplicaState._unknown_tags',
    2008: 'FetchRequest.ReplicaState',
    2009: 'FetchRequest._unknown_tags',
    2011: 'FetchRequest._unknown_tags',
    2020: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2022: 'FetchRequest.Topics',
    2026: 'FetchRequest.Topics',
    2031: 'FetchRequest.Topics.TopicId',
    2034: 'FetchRequest.Topics.Partitions',
    2038: 'FetchRequest.Topics.Partitions',
    2043: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2047: 'FetchRequest.Topics.Partitions._tagged_fields',
    2051: 'FetchRequest.Topics.Partitions._tagged_fields',
    2056: 'FetchRequest.Topics.Partitions._tagged_fields',
    2057: 'FetchRequest.Topics.Partitions._tagged_fields',
    2069: 'FetchRequest.Topics._tagged_fields',
    2073: 'FetchRequest.Topics._tagged_fields',
    2078: 'FetchRequest.Topics._tagged_fields',
    2079: 'FetchRequest.Topics._tagged_fields',
    2090: 'FetchRequest.ForgottenTopicsData',
    2094: 'FetchRequest.ForgottenTopicsData',
    2099: 'FetchRequest.ForgottenTopicsData.TopicId',
    2102: 'FetchRequest.ForgottenTopicsData.Partitions',
    2104: 'FetchRequest.ForgottenTopicsData.Partitions',
    2107: 'FetchRequest.ForgottenTopicsData.Partitions',
    2109: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2113: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2118: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2119: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2130: 'FetchRequest.RackId',
    2135: 'FetchRequest.RackId',
    2138: 'FetchRequest.RackId',
    2142: 'FetchRequest._tagged_fields',
    2146: 'FetchRequest._tagged_fields',
    2151: 'FetchRequest._tagged_fields',
    2152: 'FetchRequest._tagged_fields',
    2157: 'FetchRequest.ClusterId',
    2162: 'FetchRequest.ClusterId',
    2165: 'FetchRequest.ClusterId',
    2170: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2172: 'FetchRequest.ReplicaState._tagged_fields',
    2176: 'FetchRequest.ReplicaState._tagged_fields',
    2181: 'FetchRequest.ReplicaState._tagged_fields',
    2182: 'FetchRequest.ReplicaState._tagged_fields',
    2206: 'FetchRequest.ReplicaId',
    2208: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2209: 'FetchRequest.Topics',
    2210: 'FetchRequest.Topics',
    2211: 'FetchRequest.Topics',
    2212: 'FetchRequest.Topics',
    2213: 'FetchRequest.Topics.TopicId',
    2214: 'FetchRequest.Topics.Partitions',
    2215: 'FetchRequest.Topics.Partitions',
    2216: 'FetchRequest.Topics.Partitions',
    2217: 'FetchRequest.Topics.Partitions',
    2218: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2219: 'FetchRequest.Topics.Partitions',
    2220: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2221: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2222: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2223: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2224: 'FetchRequest.Topics.Partitions._unknown_tags',
    2226: 'FetchRequest.Topics.Partitions._unknown_tags',
    2229: 'FetchRequest.Topics._unknown_tags',
    2230: 'FetchRequest.Topics',
    2233: 'FetchRequest.Topics._unknown_tags',
    2234: 'FetchRequest.ForgottenTopicsData',
    2235: 'FetchRequest.ForgottenTopicsData',
    2236: 'FetchRequest.ForgottenTopicsData',
    2237: 'FetchRequest.ForgottenTopicsData',
    2238: 'FetchRequest.ForgottenTopicsData.TopicId',
    2239: 'FetchRequest.ForgottenTopicsData.Partitions',
    2240: 'FetchRequest.ForgottenTopicsData.Partitions',
    2242: 'FetchRequest.ForgottenTopicsData.Partitions',
    2244: 'FetchRequest.ForgottenTopicsData.Partitions',
    2245: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2246: 'FetchRequest.ForgottenTopicsData',
    2249: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2250: 'FetchRequest.RackId',
    2251: 'FetchRequest.RackId',
    2252: 'FetchRequest.RackId',
    2253: 'FetchRequest.RackId',
    2254: 'FetchRequest.RackId',
    2255: 'FetchRequest',
    2256: 'FetchRequest.ClusterId',
    2257: 'FetchRequest.ClusterId',
    2258: 'FetchRequest.ClusterId',
    2259: 'FetchRequest.ClusterId',
    2260: 'FetchRequest.ClusterId',
    2261: 'FetchRequest.ClusterId',
    2262: 'FetchRequest.ClusterId',
    2263: 'FetchRequest.ClusterId',
    2264: 'FetchRequest.ClusterId',
    2265: 'FetchRequest.ClusterId',
    2266: 'FetchRequest.ClusterId',
    2267: 'FetchRequest.ReplicaState',
    2268: 'FetchRequest.ReplicaState',
    2269: 'FetchRequest.ReplicaState',
    2270: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2271: 'FetchRequest.ReplicaState._unknown_tags',
    2272: 'FetchRequest.ReplicaState',
    2275: 'FetchRequest.ReplicaState._unknown_tags',
    2276: 'FetchRequest.ReplicaState',
    2277: 'FetchRequest._unknown_tags',
    2279: 'FetchRequest._unknown_tags',
    2288: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2290: 'FetchRequest.Topics',
    2294: 'FetchRequest.Topics',
    2299: 'FetchRequest.Topics.TopicId',
    2302: 'FetchRequest.Topics.Partitions',
    2306: 'FetchRequest.Topics.Partitions',
    2311: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2315: 'FetchRequest.Topics.Partitions._tagged_fields',
    2319: 'FetchRequest.Topics.Partitions._tagged_fields',
    2324: 'FetchRequest.Topics.Partitions._tagged_fields',
    2325: 'FetchRequest.Topics.Partitions._tagged_fields',
    2330: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2344: 'FetchRequest.Topics._tagged_fields',
    2348: 'FetchRequest.Topics._tagged_fields',
    2353: 'FetchRequest.Topics._tagged_fields',
    2354: 'FetchRequest.Topics._tagged_fields',
    2365: 'FetchRequest.ForgottenTopicsData',
    2369: 'FetchRequest.ForgottenTopicsData',
    2374: 'FetchRequest.ForgottenTopicsData.TopicId',
    2377: 'FetchRequest.ForgottenTopicsData.Partitions',
    2379: 'FetchRequest.ForgottenTopicsData.Partitions',
    2382: 'FetchRequest.ForgottenTopicsData.Partitions',
    2384: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2388: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2393: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2394: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2405: 'FetchRequest.RackId',
    2410: 'FetchRequest.RackId',
    2413: 'FetchRequest.RackId',
    2417: 'FetchRequest._tagged_fields',
    2421: 'FetchRequest._tagged_fields',
    2426: 'FetchRequest._tagged_fields',
    2427: 'FetchRequest._tagged_fields',
    2432: 'FetchRequest.ClusterId',
    2437: 'FetchRequest.ClusterId',
    2440: 'FetchRequest.ClusterId',
    2445: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2447: 'FetchRequest.ReplicaState._tagged_fields',
    2451: 'FetchRequest.ReplicaState._tagged_fields',
    2456: 'FetchRequest.ReplicaState._tagged_fields',
    2457: 'FetchRequest.ReplicaState._tagged_fields',
    2481: 'FetchRequest.ReplicaId',
    2483: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2484: 'FetchRequest.Topics',
    2485: 'FetchRequest.Topics',
    2486: 'FetchRequest.Topics',
    2487: 'FetchRequest.Topics',
    2488: 'FetchRequest.Topics.TopicId',
    2489: 'FetchRequest.Topics.Partitions',
    2490: 'FetchRequest.Topics.Partitions',
    2491: 'FetchRequest.Topics.Partitions',
    2492: 'FetchRequest.Topics.Partitions',
    2493: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2494: 'FetchRequest.Topics.Partitions',
    2495: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2496: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2497: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2498: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2499: 'FetchRequest.Topics.Partitions.HighWatermark',
    2500: 'FetchRequest.Topics.Partitions.HighWatermark',
    2501: 'FetchRequest.Topics.Partitions.HighWatermark',
    2502: 'FetchRequest.Topics.Partitions.HighWatermark',
    2503: 'FetchRequest.Topics.Partitions._unknown_tags',
    2505: 'FetchRequest.Topics.Partitions._unknown_tags',
    2508: 'FetchRequest.Topics._unknown_tags',
    2509: 'FetchRequest.Topics',
    2512: 'FetchRequest.Topics._unknown_tags',
    2513: 'FetchRequest.ForgottenTopicsData',
    2514: 'FetchRequest.ForgottenTopicsData',
    2515: 'FetchRequest.ForgottenTopicsData',
    2516: 'FetchRequest.ForgottenTopicsData',
    2517: 'FetchRequest.ForgottenTopicsData.TopicId',
    2518: 'FetchRequest.ForgottenTopicsData.Partitions',
    2519: 'FetchRequest.ForgottenTopicsData.Partitions',
    2521: 'FetchRequest.ForgottenTopicsData.Partitions',
    2523: 'FetchRequest.ForgottenTopicsData.Partitions',
    2524: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2525: 'FetchRequest.ForgottenTopicsData',
    2528: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2529: 'FetchRequest.RackId',
    2530: 'FetchRequest.RackId',
    2531: 'FetchRequest.RackId',
    2532: 'FetchRequest.RackId',
    2533: 'FetchRequest.RackId',
    2534: 'FetchRequest',
    2535: 'FetchRequest.ClusterId',
    2536: 'FetchRequest.ClusterId',
    2537: 'FetchRequest.ClusterId',
    2538: 'FetchRequest.ClusterId',
    2539: 'FetchRequest.ClusterId',
    2540: 'FetchRequest.ClusterId',
    2541: 'FetchRequest.ClusterId',
    2542: 'FetchRequest.ClusterId',
    2543: 'FetchRequest.ClusterId',
    2544: 'FetchRequest.ClusterId',
    2545: 'FetchRequest.ClusterId',
    2546: 'FetchRequest.ReplicaState',
    2547: 'FetchRequest.ReplicaState',
    2548: 'FetchRequest.ReplicaState',
    2549: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2550: 'FetchRequest.ReplicaState._unknown_tags',
    2551: 'FetchRequest.ReplicaState',
    2554: 'FetchRequest.ReplicaState._unknown_tags',
    2555: 'FetchRequest.ReplicaState',
    2556: 'FetchRequest._unknown_tags',
    2558: 'FetchRequest._unknown_tags',
    2567: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2569: 'FetchRequest.Topics',
    2573: 'FetchRequest.Topics',
    2578: 'FetchRequest.Topics.TopicId',
    2581: 'FetchRequest.Topics.Partitions',
    2585: 'FetchRequest.Topics.Partitions',
    2590: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2594: 'FetchRequest.Topics.Partitions._tagged_fields',
    2598: 'FetchRequest.Topics.Partitions._tagged_fields',
    2603: 'FetchRequest.Topics.Partitions._tagged_fields',
    2604: 'FetchRequest.Topics.Partitions._tagged_fields',
    2609: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2615: 'FetchRequest.Topics.Partitions.HighWatermark',
    2628: 'FetchRequest.Topics._tagged_fields',
    2632: 'FetchRequest.Topics._tagged_fields',
    2637: 'FetchRequest.Topics._tagged_fields',
    2638: 'FetchRequest.Topics._tagged_fields',
    2649: 'FetchRequest.ForgottenTopicsData',
    2653: 'FetchRequest.ForgottenTopicsData',
    2658: 'FetchRequest.ForgottenTopicsData.TopicId',
    2661: 'FetchRequest.ForgottenTopicsData.Partitions',
    2663: 'FetchRequest.ForgottenTopicsData.Partitions',
    2666: 'FetchRequest.ForgottenTopicsData.Partitions',
    2668: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2672: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2677: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2678: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2689: 'FetchRequest.RackId',
    2694: 'FetchRequest.RackId',
    2697: 'FetchRequest.RackId',
    2701: 'FetchRequest._tagged_fields',
    2705: 'FetchRequest._tagged_fields',
    2710: 'FetchRequest._tagged_fields',
    2711: 'FetchRequest._tagged_fields',
    2716: 'FetchRequest.ClusterId',
    2721: 'FetchRequest.ClusterId',
    2724: 'FetchRequest.ClusterId',
    2729: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2731: 'FetchRequest.ReplicaState._tagged_fields',
    2735: 'FetchRequest.ReplicaState._tagged_fields',
    2740: 'FetchRequest.ReplicaState._tagged_fields',
    2741: 'FetchRequest.ReplicaState._tagged_fields',
    2985: 'FetchResponse.ThrottleTimeMs',
    2986: 'FetchResponse.SessionId',
    2988: 'FetchResponse.Responses',
    2989: 'FetchResponse.Responses',
    2990: 'FetchResponse.Responses',
    2991: 'FetchResponse.Responses.Topic',
    2992: 'FetchResponse.Responses.Topic',
    2993: 'FetchResponse.Responses.Topic',
    2994: 'FetchResponse.Responses.Topic',
    2995: 'FetchResponse.Responses.Partitions',
    2996: 'FetchResponse.Responses.Partitions',
    2997: 'FetchResponse.Responses.Partitions',
    2998: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset',
    2999: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3001: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3003: 'FetchResponse.Responses.Partitions.SnapshotId',
    3005: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3006: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3007: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3008: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3009: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3010: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3011: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3012: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3014: 'FetchResponse.Responses.Partitions.Records',
    3015: 'FetchResponse.Responses.Partitions.Records',
    3016: 'FetchResponse.Responses.Partitions.Records',
    3017: 'FetchResponse.Responses.Partitions.Records',
    3018: 'FetchResponse.Responses.Partitions.Records',
    3019: 'FetchResponse.Responses.Partitions.Records',
    3020: 'FetchResponse.NodeEndpoints',
    3029: 'FetchResponse.ThrottleTimeMs',
    3031: 'FetchResponse.Responses',
    3036: 'FetchResponse.Responses.Topic',
    3041: 'FetchResponse.Responses.Topic',
    3044: 'FetchResponse.Responses.Topic',
    3045: 'FetchResponse.Responses.Partitions',
    3050: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset',
    3052: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3060: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3065: 'FetchResponse.Responses.Partitions.Records',
    3099: 'FetchResponse.ThrottleTimeMs',
    3100: 'FetchResponse.SessionId',
    3102: 'FetchResponse.Responses',
    3103: 'FetchResponse.Responses',
    3104: 'FetchResponse.Responses',
    3105: 'FetchResponse.Responses.Topic',
    3106: 'FetchResponse.Responses.Topic',
    3107: 'FetchResponse.Responses.Topic',
    3108: 'FetchResponse.Responses.Topic',
    3109: 'FetchResponse.Responses.Partitions',
    3110: 'FetchResponse.Responses.Partitions',
    3111: 'FetchResponse.Responses.Partitions',
    3112: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3113: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3115: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3117: 'FetchResponse.Responses.Partitions.SnapshotId',
    3119: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3120: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3121: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3122: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3123: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3124: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3125: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3126: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3128: 'FetchResponse.Responses.Partitions.Records',
    3129: 'FetchResponse.Responses.Partitions.Records',
    3130: 'FetchResponse.Responses.Partitions.Records',
    3131: 'FetchResponse.Responses.Partitions.Records',
    3132: 'FetchResponse.Responses.Partitions.Records',
    3133: 'FetchResponse.Responses.Partitions.Records',
    3134: 'FetchResponse.NodeEndpoints',
    3143: 'FetchResponse.ThrottleTimeMs',
    3145: 'FetchResponse.Responses',
    3150: 'FetchResponse.Responses.Topic',
    3155: 'FetchResponse.Responses.Topic',
    3158: 'FetchResponse.Responses.Topic',
    3159: 'FetchResponse.Responses.Partitions',
    3164: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3166: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3174: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3179: 'FetchResponse.Responses.Partitions.Records',
    3212: 'FetchResponse.ThrottleTimeMs',
    3213: 'FetchResponse.SessionId',
    3215: 'FetchResponse.Responses',
    3216: 'FetchResponse.Responses',
    3217: 'FetchResponse.Responses',
    3218: 'FetchResponse.Responses.Topic',
    3219: 'FetchResponse.Responses.Topic',
    3220: 'FetchResponse.Responses.Topic',
    3221: 'FetchResponse.Responses.Topic',
    3222: 'FetchResponse.Responses.Partitions',
    3223: 'FetchResponse.Responses.Partitions',
    3224: 'FetchResponse.Responses.Partitions',
    3225: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3226: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3228: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3230: 'FetchResponse.Responses.Partitions.SnapshotId',
    3232: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3233: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3234: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3235: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3236: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3237: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3238: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3239: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3241: 'FetchResponse.Responses.Partitions.Records',
    3242: 'FetchResponse.Responses.Partitions.Records',
    3243: 'FetchResponse.Responses.Partitions.Records',
    3244: 'FetchResponse.Responses.Partitions.Records',
    3245: 'FetchResponse.Responses.Partitions.Records',
    3246: 'FetchResponse.Responses.Partitions.Records',
    3247: 'FetchResponse.NodeEndpoints',
    3256: 'FetchResponse.ThrottleTimeMs',
    3258: 'FetchResponse.Responses',
    3263: 'FetchResponse.Responses.Topic',
    3268: 'FetchResponse.Responses.Topic',
    3271: 'FetchResponse.Responses.Topic',
    3272: 'FetchResponse.Responses.Partitions',
    3277: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3279: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3287: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3292: 'FetchResponse.Responses.Partitions.Records',
    3325: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3326: 'FetchResponse.Responses',
    3327: 'FetchResponse.Responses',
    3328: 'FetchResponse.Responses',
    3329: 'FetchResponse.Responses.Topic',
    3330: 'FetchResponse.Responses.Topic',
    3331: 'FetchResponse.Responses.Topic',
    3332: 'FetchResponse.Responses.Topic',
    3333: 'FetchResponse.Responses.Partitions',
    3334: 'FetchResponse.Responses.Partitions',
    3335: 'FetchResponse.Responses.Partitions',
    3336: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3337: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3339: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3341: 'FetchResponse.Responses.Partitions.SnapshotId',
    3343: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3344: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3345: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3346: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3347: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3348: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3349: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3350: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3352: 'FetchResponse.Responses.Partitions.Records',
    3353: 'FetchResponse.Responses.Partitions.Records',
    3354: 'FetchResponse.Responses.Partitions.Records',
    3355: 'FetchResponse.Responses.Partitions.Records',
    3356: 'FetchResponse.Responses.Partitions.Records',
    3357: 'FetchResponse.Responses.Partitions.Records',
    3358: 'FetchResponse.NodeEndpoints',
    3367: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3369: 'FetchResponse.Responses',
    3374: 'FetchResponse.Responses.Topic',
    3379: 'FetchResponse.Responses.Topic',
    3382: 'FetchResponse.Responses.Topic',
    3383: 'FetchResponse.Responses.Partitions',
    3388: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3390: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3398: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3403: 'FetchResponse.Responses.Partitions.Records',
    3434: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3435: 'FetchResponse.Responses',
    3436: 'FetchResponse.Responses',
    3437: 'FetchResponse.Responses',
    3438: 'FetchResponse.Responses.Topic',
    3439: 'FetchResponse.Responses.Topic',
    3440: 'FetchResponse.Responses.Topic',
    3441: 'FetchResponse.Responses.Topic',
    3442: 'FetchResponse.Responses.Partitions',
    3443: 'FetchResponse.Responses.Partitions',
    3444: 'FetchResponse.Responses.Partitions',
    3445: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3446: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3448: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3450: 'FetchResponse.Responses.Partitions.SnapshotId',
    3452: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3453: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3454: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3455: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3456: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3457: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3458: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3459: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3461: 'FetchResponse.Responses.Partitions.Records',
    3462: 'FetchResponse.Responses.Partitions.Records',
    3463: 'FetchResponse.Responses.Partitions.Records',
    3464: 'FetchResponse.Responses.Partitions.Records',
    3465: 'FetchResponse.Responses.Partitions.Records',
    3466: 'FetchResponse.Responses.Partitions.Records',
    3467: 'FetchResponse.NodeEndpoints',
    3476: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3478: 'FetchResponse.Responses',
    3483: 'FetchResponse.Responses.Topic',
    3488: 'FetchResponse.Responses.Topic',
    3491: 'FetchResponse.Responses.Topic',
    3492: 'FetchResponse.Responses.Partitions',
    3497: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3499: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3507: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3512: 'FetchResponse.Responses.Partitions.Records',
    3543: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3544: 'FetchResponse.Responses',
    3545: 'FetchResponse.Responses',
    3546: 'FetchResponse.Responses',
    3547: 'FetchResponse.Responses.Topic',
    3548: 'FetchResponse.Responses.Topic',
    3549: 'FetchResponse.Responses.Topic',
    3550: 'FetchResponse.Responses.Topic',
    3551: 'FetchResponse.Responses.Partitions',
    3552: 'FetchResponse.Responses.Partitions',
    3553: 'FetchResponse.Responses.Partitions',
    3554: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3555: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3557: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3559: 'FetchResponse.Responses.Partitions.SnapshotId',
    3561: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3562: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3563: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3564: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3565: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3566: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3567: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3568: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3570: 'FetchResponse.Responses.Partitions.Records',
    3571: 'FetchResponse.Responses.Partitions.Records',
    3572: 'FetchResponse.Responses.Partitions.Records',
    3573: 'FetchResponse.Responses.Partitions.Records',
    3574: 'FetchResponse.Responses.Partitions.Records',
    3575: 'FetchResponse.Responses.Partitions.Records',
    3576: 'FetchResponse.NodeEndpoints',
    3585: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3587: 'FetchResponse.Responses',
    3592: 'FetchResponse.Responses.Topic',
    3597: 'FetchResponse.Responses.Topic',
    3600: 'FetchResponse.Responses.Topic',
    3601: 'FetchResponse.Responses.Partitions',
    3606: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3608: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3616: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3621: 'FetchResponse.Responses.Partitions.Records',
    3652: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3653: 'FetchResponse.Responses',
    3654: 'FetchResponse.Responses',
    3655: 'FetchResponse.Responses',
    3656: 'FetchResponse.Responses.Topic',
    3657: 'FetchResponse.Responses.Topic',
    3658: 'FetchResponse.Responses.Topic',
    3659: 'FetchResponse.Responses.Topic',
    3660: 'FetchResponse.Responses.Partitions',
    3661: 'FetchResponse.Responses.Partitions',
    3662: 'FetchResponse.Responses.Partitions',
    3663: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3664: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3666: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3668: 'FetchResponse.Responses.Partitions.SnapshotId',
    3670: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3671: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3672: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3673: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3674: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3675: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3676: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3677: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3679: 'FetchResponse.Responses.Partitions.Records',
    3680: 'FetchResponse.Responses.Partitions.Records',
    3681: 'FetchResponse.Responses.Partitions.Records',
    3682: 'FetchResponse.Responses.Partitions.Records',
    3683: 'FetchResponse.Responses.Partitions.Records',
    3684: 'FetchResponse.Responses.Partitions.Records',
    3685: 'FetchResponse.NodeEndpoints',
    3694: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3696: 'FetchResponse.Responses',
    3701: 'FetchResponse.Responses.Topic',
    3706: 'FetchResponse.Responses.Topic',
    3709: 'FetchResponse.Responses.Topic',
    3710: 'FetchResponse.Responses.Partitions',
    3715: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3717: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3725: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3730: 'FetchResponse.Responses.Partitions.Records',
    3761: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3762: 'FetchResponse.Responses',
    3763: 'FetchResponse.Responses',
    3764: 'FetchResponse.Responses',
    3765: 'FetchResponse.Responses.Topic',
    3766: 'FetchResponse.Responses.Topic',
    3767: 'FetchResponse.Responses.Topic',
    3768: 'FetchResponse.Responses.Topic',
    3769: 'FetchResponse.Responses.Partitions',
    3770: 'FetchResponse.Responses.Partitions',
    3771: 'FetchResponse.Responses.Partitions',
    3772: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3773: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3775: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3777: 'FetchResponse.Responses.Partitions.SnapshotId',
    3779: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3780: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3781: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3782: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3783: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3784: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3785: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3786: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3787: 'FetchResponse.Responses.Partitions.Records',
    3788: 'FetchResponse.Responses.Partitions.Records',
    3789: 'FetchResponse.Responses.Partitions.Records',
    3790: 'FetchResponse.Responses.Partitions.Records',
    3791: 'FetchResponse.Responses.Partitions.Records',
    3792: 'FetchResponse.Responses.Partitions.Records',
    3793: 'FetchResponse.NodeEndpoints',
    3802: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3804: 'FetchResponse.Responses',
    3809: 'FetchResponse.Responses.Topic',
    3814: 'FetchResponse.Responses.Topic',
    3817: 'FetchResponse.Responses.Topic',
    3818: 'FetchResponse.Responses.Partitions',
    3823: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3825: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3833: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3838: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3840: 'FetchResponse.Responses.Partitions.Records',
    3870: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3871: 'FetchResponse.Responses',
    3872: 'FetchResponse.Responses',
    3873: 'FetchResponse.Responses',
    3874: 'FetchResponse.Responses',
    3875: 'FetchResponse.Responses.Topic',
    3876: 'FetchResponse.Responses.Topic',
    3877: 'FetchResponse.Responses.Topic',
    3878: 'FetchResponse.Responses.Topic',
    3879: 'FetchResponse.Responses.Topic',
    3880: 'FetchResponse.Responses.Partitions',
    3881: 'FetchResponse.Responses.Partitions',
    3882: 'FetchResponse.Responses.Partitions',
    3883: 'FetchResponse.Responses.Partitions',
    3884: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3885: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3886: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3887: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3888: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3889: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3890: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3891: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3892: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    3893: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    3894: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3897: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    3898: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    3899: 'FetchResponse.Responses.Partitions.Records',
    3900: 'FetchResponse.Responses.Partitions.Records',
    3901: 'FetchResponse.Responses.Partitions.Records',
    3902: 'FetchResponse.Responses.Partitions.Records',
    3903: 'FetchResponse.Responses.Partitions.Records',
    3904: 'FetchResponse.Responses.Partitions.Records',
    3905: 'FetchResponse.Responses.Partitions.Records',
    3906: 'FetchResponse.Responses.Partitions',
    3907: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3908: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3909: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3910: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    3911: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    3912: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3915: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    3916: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    3917: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3918: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3919: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3920: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    3921: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    3922: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3925: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    3926: 'FetchResponse.Responses.Partitions.CurrentLeader',
    3927: 'FetchResponse.Responses.Partitions.SnapshotId',
    3928: 'FetchResponse.Responses.Partitions.SnapshotId',
    3929: 'FetchResponse.Responses.Partitions.SnapshotId',
    3930: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    3931: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    3932: 'FetchResponse.Responses.Partitions.SnapshotId',
    3935: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    3936: 'FetchResponse.Responses.Partitions.SnapshotId',
    3937: 'FetchResponse.Responses.Partitions._unknown_tags',
    3939: 'FetchResponse.Responses.Partitions._unknown_tags',
    3942: 'FetchResponse.Responses._unknown_tags',
    3943: 'FetchResponse.Responses',
    3946: 'FetchResponse.Responses._unknown_tags',
    3947: 'FetchResponse.NodeEndpoints',
    3949: 'FetchResponse._unknown_tags',
    3950: 'FetchResponse',
    3953: 'FetchResponse._unknown_tags',
    3961: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    3963: 'FetchResponse.Responses',
    3967: 'FetchResponse.Responses',
    3972: 'FetchResponse.Responses.Topic',
    3977: 'FetchResponse.Responses.Topic',
    3980: 'FetchResponse.Responses.Topic',
    3981: 'FetchResponse.Responses.Partitions',
    3985: 'FetchResponse.Responses.Partitions',
    3990: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    3992: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    3996: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4004: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4006: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4010: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4015: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4016: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4027: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4029: 'FetchResponse.Responses.Partitions.Records',
    4033: 'FetchResponse.Responses.Partitions.Records',
    4048: 'FetchResponse.Responses.Partitions._tagged_fields',
    4052: 'FetchResponse.Responses.Partitions._tagged_fields',
    4057: 'FetchResponse.Responses.Partitions._tagged_fields',
    4058: 'FetchResponse.Responses.Partitions._tagged_fields',
    4064: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4066: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4070: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4075: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4076: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4090: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4092: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4096: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4101: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4102: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4116: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4118: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4122: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4127: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4128: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4149: 'FetchResponse.Responses._tagged_fields',
    4153: 'FetchResponse.Responses._tagged_fields',
    4158: 'FetchResponse.Responses._tagged_fields',
    4159: 'FetchResponse.Responses._tagged_fields',
    4171: 'FetchResponse._tagged_fields',
    4175: 'FetchResponse._tagged_fields',
    4180: 'FetchResponse._tagged_fields',
    4181: 'FetchResponse._tagged_fields',
    4196: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4197: 'FetchResponse.Responses',
    4198: 'FetchResponse.Responses',
    4199: 'FetchResponse.Responses',
    4200: 'FetchResponse.Responses',
    4201: 'FetchResponse.Responses.TopicId',
    4202: 'FetchResponse.Responses.Partitions',
    4203: 'FetchResponse.Responses.Partitions',
    4204: 'FetchResponse.Responses.Partitions',
    4205: 'FetchResponse.Responses.Partitions',
    4206: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4207: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4208: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4209: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4210: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4211: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4212: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4213: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4214: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4215: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4216: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4219: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4220: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4221: 'FetchResponse.Responses.Partitions.Records',
    4222: 'FetchResponse.Responses.Partitions.Records',
    4223: 'FetchResponse.Responses.Partitions.Records',
    4224: 'FetchResponse.Responses.Partitions.Records',
    4225: 'FetchResponse.Responses.Partitions.Records',
    4226: 'FetchResponse.Responses.Partitions.Records',
    4227: 'FetchResponse.Responses.Partitions.Records',
    4228: 'FetchResponse.Responses.Partitions',
    4229: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4230: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4231: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4232: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4233: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4234: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4237: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4238: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4239: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4240: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4241: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4242: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4243: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4244: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4247: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4248: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4249: 'FetchResponse.Responses.Partitions.SnapshotId',
    4250: 'FetchResponse.Responses.Partitions.SnapshotId',
    4251: 'FetchResponse.Responses.Partitions.SnapshotId',
    4252: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4253: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4254: 'FetchResponse.Responses.Partitions.SnapshotId',
    4257: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4258: 'FetchResponse.Responses.Partitions.SnapshotId',
    4259: 'FetchResponse.Responses.Partitions._unknown_tags',
    4261: 'FetchResponse.Responses.Partitions._unknown_tags',
    4264: 'FetchResponse.Responses._unknown_tags',
    4265: 'FetchResponse.Responses',
    4268: 'FetchResponse.Responses._unknown_tags',
    4269: 'FetchResponse.NodeEndpoints',
    4271: 'FetchResponse._unknown_tags',
    4272: 'FetchResponse',
    4275: 'FetchResponse._unknown_tags',
    4283: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4285: 'FetchResponse.Responses',
    4289: 'FetchResponse.Responses',
    4294: 'FetchResponse.Responses.TopicId',
    4297: 'FetchResponse.Responses.Partitions',
    4301: 'FetchResponse.Responses.Partitions',
    4306: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4308: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4312: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4320: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4322: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4326: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4331: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4332: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4343: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4345: 'FetchResponse.Responses.Partitions.Records',
    4349: 'FetchResponse.Responses.Partitions.Records',
    4364: 'FetchResponse.Responses.Partitions._tagged_fields',
    4368: 'FetchResponse.Responses.Partitions._tagged_fields',
    4373: 'FetchResponse.Responses.Partitions._tagged_fields',
    4374: 'FetchResponse.Responses.Partitions._tagged_fields',
    4380: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4382: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4386: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4391: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4392: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4406: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4408: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4412: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4417: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4418: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4432: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4434: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4438: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4443: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4444: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4465: 'FetchResponse.Responses._tagged_fields',
    4469: 'FetchResponse.Responses._tagged_fields',
    4474: 'FetchResponse.Responses._tagged_fields',
    4475: 'FetchResponse.Responses._tagged_fields',
    4487: 'FetchResponse._tagged_fields',
    4491: 'FetchResponse._tagged_fields',
    4496: 'FetchResponse._tagged_fields',
    4497: 'FetchResponse._tagged_fields',
    4512: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4513: 'FetchResponse.Responses',
    4514: 'FetchResponse.Responses',
    4515: 'FetchResponse.Responses',
    4516: 'FetchResponse.Responses',
    4517: 'FetchResponse.Responses.TopicId',
    4518: 'FetchResponse.Responses.Partitions',
    4519: 'FetchResponse.Responses.Partitions',
    4520: 'FetchResponse.Responses.Partitions',
    4521: 'FetchResponse.Responses.Partitions',
    4522: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4523: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4524: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4525: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4526: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4527: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4528: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4529: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4530: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4531: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4532: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4535: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4536: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4537: 'FetchResponse.Responses.Partitions.Records',
    4538: 'FetchResponse.Responses.Partitions.Records',
    4539: 'FetchResponse.Responses.Partitions.Records',
    4540: 'FetchResponse.Responses.Partitions.Records',
    4541: 'FetchResponse.Responses.Partitions.Records',
    4542: 'FetchResponse.Responses.Partitions.Records',
    4543: 'FetchResponse.Responses.Partitions.Records',
    4544: 'FetchResponse.Responses.Partitions',
    4545: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4546: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4547: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4548: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4549: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4550: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4553: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4554: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4555: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4556: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4557: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4558: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4559: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4560: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4563: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4564: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4565: 'FetchResponse.Responses.Partitions.SnapshotId',
    4566: 'FetchResponse.Responses.Partitions.SnapshotId',
    4567: 'FetchResponse.Responses.Partitions.SnapshotId',
    4568: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4569: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4570: 'FetchResponse.Responses.Partitions.SnapshotId',
    4573: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4574: 'FetchResponse.Responses.Partitions.SnapshotId',
    4575: 'FetchResponse.Responses.Partitions._unknown_tags',
    4577: 'FetchResponse.Responses.Partitions._unknown_tags',
    4580: 'FetchResponse.Responses._unknown_tags',
    4581: 'FetchResponse.Responses',
    4584: 'FetchResponse.Responses._unknown_tags',
    4585: 'FetchResponse.NodeEndpoints',
    4587: 'FetchResponse._unknown_tags',
    4588: 'FetchResponse',
    4591: 'FetchResponse._unknown_tags',
    4599: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4601: 'FetchResponse.Responses',
    4605: 'FetchResponse.Responses',
    4610: 'FetchResponse.Responses.TopicId',
    4613: 'FetchResponse.Responses.Partitions',
    4617: 'FetchResponse.Responses.Partitions',
    4622: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4624: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4628: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4636: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4638: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4642: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4647: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4648: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4659: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4661: 'FetchResponse.Responses.Partitions.Records',
    4665: 'FetchResponse.Responses.Partitions.Records',
    4680: 'FetchResponse.Responses.Partitions._tagged_fields',
    4684: 'FetchResponse.Responses.Partitions._tagged_fields',
    4689: 'FetchResponse.Responses.Partitions._tagged_fields',
    4690: 'FetchResponse.Responses.Partitions._tagged_fields',
    4696: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4698: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4702: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4707: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4708: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    4722: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4724: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4728: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4733: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4734: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    4748: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4750: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4754: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4759: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4760: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    4781: 'FetchResponse.Responses._tagged_fields',
    4785: 'FetchResponse.Responses._tagged_fields',
    4790: 'FetchResponse.Responses._tagged_fields',
    4791: 'FetchResponse.Responses._tagged_fields',
    4803: 'FetchResponse._tagged_fields',
    4807: 'FetchResponse._tagged_fields',
    4812: 'FetchResponse._tagged_fields',
    4813: 'FetchResponse._tagged_fields',
    4828: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4829: 'FetchResponse.Responses',
    4830: 'FetchResponse.Responses',
    4831: 'FetchResponse.Responses',
    4832: 'FetchResponse.Responses',
    4833: 'FetchResponse.Responses.TopicId',
    4834: 'FetchResponse.Responses.Partitions',
    4835: 'FetchResponse.Responses.Partitions',
    4836: 'FetchResponse.Responses.Partitions',
    4837: 'FetchResponse.Responses.Partitions',
    4838: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4839: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4840: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4841: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4842: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4843: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4844: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4845: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4846: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4847: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4848: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4851: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4852: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4853: 'FetchResponse.Responses.Partitions.Records',
    4854: 'FetchResponse.Responses.Partitions.Records',
    4855: 'FetchResponse.Responses.Partitions.Records',
    4856: 'FetchResponse.Responses.Partitions.Records',
    4857: 'FetchResponse.Responses.Partitions.Records',
    4858: 'FetchResponse.Responses.Partitions.Records',
    4859: 'FetchResponse.Responses.Partitions.Records',
    4860: 'FetchResponse.Responses.Partitions',
    4861: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4862: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4863: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4864: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4865: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4866: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4869: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4870: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4871: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4872: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4873: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4874: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4875: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4876: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4879: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4880: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4881: 'FetchResponse.Responses.Partitions.SnapshotId',
    4882: 'FetchResponse.Responses.Partitions.SnapshotId',
    4883: 'FetchResponse.Responses.Partitions.SnapshotId',
    4884: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4885: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4886: 'FetchResponse.Responses.Partitions.SnapshotId',
    4889: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4890: 'FetchResponse.Responses.Partitions.SnapshotId',
    4891: 'FetchResponse.Responses.Partitions._unknown_tags',
    4893: 'FetchResponse.Responses.Partitions._unknown_tags',
    4896: 'FetchResponse.Responses._unknown_tags',
    4897: 'FetchResponse.Responses',
    4900: 'FetchResponse.Responses._unknown_tags',
    4901: 'FetchResponse.NodeEndpoints',
    4903: 'FetchResponse._unknown_tags',
    4904: 'FetchResponse',
    4907: 'FetchResponse._unknown_tags',
    4915: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4917: 'FetchResponse.Responses',
    4921: 'FetchResponse.Responses',
    4926: 'FetchResponse.Responses.TopicId',
    4929: 'FetchResponse.Responses.Partitions',
    4933: 'FetchResponse.Responses.Partitions',
    4938: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4940: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4944: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4952: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4954: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4958: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4963: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4964: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    4975: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4977: 'FetchResponse.Responses.Partitions.Records',
    4981: 'FetchResponse.Responses.Partitions.Records',
    4996: 'FetchResponse.Responses.Partitions._tagged_fields',
    5000: 'FetchResponse.Responses.Partitions._tagged_fields',
    5005: 'FetchResponse.Responses.Partitions._tagged_fields',
    5006: 'FetchResponse.Responses.Partitions._tagged_fields',
    5012: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5014: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5018: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5023: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5024: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5038: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5040: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5044: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5049: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5050: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5064: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5066: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5070: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5075: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5076: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5097: 'FetchResponse.Responses._tagged_fields',
    5101: 'FetchResponse.Responses._tagged_fields',
    5106: 'FetchResponse.Responses._tagged_fields',
    5107: 'FetchResponse.Responses._tagged_fields',
    5119: 'FetchResponse._tagged_fields',
    5123: 'FetchResponse._tagged_fields',
    5128: 'FetchResponse._tagged_fields',
    5129: 'FetchResponse._tagged_fields',
    5144: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5145: 'FetchResponse.Responses',
    5146: 'FetchResponse.Responses',
    5147: 'FetchResponse.Responses',
    5148: 'FetchResponse.Responses',
    5149: 'FetchResponse.Responses.TopicId',
    5150: 'FetchResponse.Responses.Partitions',
    5151: 'FetchResponse.Responses.Partitions',
    5152: 'FetchResponse.Responses.Partitions',
    5153: 'FetchResponse.Responses.Partitions',
    5154: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5155: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5156: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5157: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5158: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5159: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5160: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5161: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5162: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5163: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5164: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5167: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5168: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5169: 'FetchResponse.Responses.Partitions.Records',
    5170: 'FetchResponse.Responses.Partitions.Records',
    5171: 'FetchResponse.Responses.Partitions.Records',
    5172: 'FetchResponse.Responses.Partitions.Records',
    5173: 'FetchResponse.Responses.Partitions.Records',
    5174: 'FetchResponse.Responses.Partitions.Records',
    5175: 'FetchResponse.Responses.Partitions.Records',
    5176: 'FetchResponse.Responses.Partitions',
    5177: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5178: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5179: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5180: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5181: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5182: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5185: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5186: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5187: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5188: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5189: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5190: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5191: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5192: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5195: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5196: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5197: 'FetchResponse.Responses.Partitions.SnapshotId',
    5198: 'FetchResponse.Responses.Partitions.SnapshotId',
    5199: 'FetchResponse.Responses.Partitions.SnapshotId',
    5200: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5201: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5202: 'FetchResponse.Responses.Partitions.SnapshotId',
    5205: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5206: 'FetchResponse.Responses.Partitions.SnapshotId',
    5207: 'FetchResponse.Responses.Partitions._unknown_tags',
    5209: 'FetchResponse.Responses.Partitions._unknown_tags',
    5212: 'FetchResponse.Responses._unknown_tags',
    5213: 'FetchResponse.Responses',
    5216: 'FetchResponse.Responses._unknown_tags',
    5217: 'FetchResponse',
    5218: 'FetchResponse.NodeEndpoints',
    5219: 'FetchResponse.NodeEndpoints',
    5220: 'FetchResponse.NodeEndpoints',
    5221: 'FetchResponse.NodeEndpoints',
    5222: 'FetchResponse.NodeEndpoints',
    5223: 'FetchResponse.NodeEndpoints',
    5224: 'FetchResponse.NodeEndpoints.NodeId',
    5225: 'FetchResponse.NodeEndpoints.Host',
    5226: 'FetchResponse.NodeEndpoints.Host',
    5227: 'FetchResponse.NodeEndpoints.Host',
    5228: 'FetchResponse.NodeEndpoints.Host',
    5229: 'FetchResponse.NodeEndpoints.Host',
    5230: 'FetchResponse.NodeEndpoints.Port',
    5231: 'FetchResponse.NodeEndpoints.Rack',
    5232: 'FetchResponse.NodeEndpoints.Rack',
    5233: 'FetchResponse.NodeEndpoints.Rack',
    5234: 'FetchResponse.NodeEndpoints.Rack',
    5235: 'FetchResponse.NodeEndpoints.Rack',
    5236: 'FetchResponse.NodeEndpoints.Rack',
    5237: 'FetchResponse.NodeEndpoints.Rack',
    5238: 'FetchResponse.NodeEndpoints.Rack',
    5239: 'FetchResponse.NodeEndpoints._unknown_tags',
    5240: 'FetchResponse.NodeEndpoints',
    5243: 'FetchResponse.NodeEndpoints._unknown_tags',
    5244: 'FetchResponse.NodeEndpoints',
    5245: 'FetchResponse._unknown_tags',
    5247: 'FetchResponse._unknown_tags',
    5257: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5259: 'FetchResponse.Responses',
    5263: 'FetchResponse.Responses',
    5268: 'FetchResponse.Responses.TopicId',
    5271: 'FetchResponse.Responses.Partitions',
    5275: 'FetchResponse.Responses.Partitions',
    5280: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5282: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5286: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5294: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5296: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5300: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5305: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5306: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5317: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5319: 'FetchResponse.Responses.Partitions.Records',
    5323: 'FetchResponse.Responses.Partitions.Records',
    5338: 'FetchResponse.Responses.Partitions._tagged_fields',
    5342: 'FetchResponse.Responses.Partitions._tagged_fields',
    5347: 'FetchResponse.Responses.Partitions._tagged_fields',
    5348: 'FetchResponse.Responses.Partitions._tagged_fields',
    5354: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5356: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5360: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5365: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5366: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5380: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5382: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5386: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5391: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5392: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5406: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5408: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5412: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5417: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5418: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5439: 'FetchResponse.Responses._tagged_fields',
    5443: 'FetchResponse.Responses._tagged_fields',
    5448: 'FetchResponse.Responses._tagged_fields',
    5449: 'FetchResponse.Responses._tagged_fields',
    5461: 'FetchResponse._tagged_fields',
    5465: 'FetchResponse._tagged_fields',
    5470: 'FetchResponse._tagged_fields',
    5471: 'FetchResponse._tagged_fields',
    5476: 'FetchResponse.NodeEndpoints',
    5480: 'FetchResponse.NodeEndpoints',
    5485: 'FetchResponse.NodeEndpoints.NodeId',
    5487: 'FetchResponse.NodeEndpoints.Host',
    5492: 'FetchResponse.NodeEndpoints.Host',
    5495: 'FetchResponse.NodeEndpoints.Host',
    5496: 'FetchResponse.NodeEndpoints.Port',
    5498: 'FetchResponse.NodeEndpoints.Rack',
    5503: 'FetchResponse.NodeEndpoints.Rack',
    5506: 'FetchResponse.NodeEndpoints.Rack',
    5507: 'FetchResponse.NodeEndpoints._tagged_fields',
    5511: 'FetchResponse.NodeEndpoints._tagged_fields',
    5516: 'FetchResponse.NodeEndpoints._tagged_fields',
    5517: 'FetchResponse.NodeEndpoints._tagged_fields',
    5542: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5543: 'FetchResponse.Responses',
    5544: 'FetchResponse.Responses',
    5545: 'FetchResponse.Responses',
    5546: 'FetchResponse.Responses',
    5547: 'FetchResponse.Responses.TopicId',
    5548: 'FetchResponse.Responses.Partitions',
    5549: 'FetchResponse.Responses.Partitions',
    5550: 'FetchResponse.Responses.Partitions',
    5551: 'FetchResponse.Responses.Partitions',
    5552: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5553: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5554: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5555: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5556: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5557: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5558: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5559: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5560: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5561: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5562: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5565: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5566: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5567: 'FetchResponse.Responses.Partitions.Records',
    5568: 'FetchResponse.Responses.Partitions.Records',
    5569: 'FetchResponse.Responses.Partitions.Records',
    5570: 'FetchResponse.Responses.Partitions.Records',
    5571: 'FetchResponse.Responses.Partitions.Records',
    5572: 'FetchResponse.Responses.Partitions.Records',
    5573: 'FetchResponse.Responses.Partitions.Records',
    5574: 'FetchResponse.Responses.Partitions',
    5575: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5576: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5577: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5578: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5579: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5580: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5583: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5584: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5585: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5586: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5587: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5588: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5589: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5590: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5593: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5594: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5595: 'FetchResponse.Responses.Partitions.SnapshotId',
    5596: 'FetchResponse.Responses.Partitions.SnapshotId',
    5597: 'FetchResponse.Responses.Partitions.SnapshotId',
    5598: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5599: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5600: 'FetchResponse.Responses.Partitions.SnapshotId',
    5603: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5604: 'FetchResponse.Responses.Partitions.SnapshotId',
    5605: 'FetchResponse.Responses.Partitions._unknown_tags',
    5607: 'FetchResponse.Responses.Partitions._unknown_tags',
    5610: 'FetchResponse.Responses._unknown_tags',
    5611: 'FetchResponse.Responses',
    5614: 'FetchResponse.Responses._unknown_tags',
    5615: 'FetchResponse',
    5616: 'FetchResponse.NodeEndpoints',
    5617: 'FetchResponse.NodeEndpoints',
    5618: 'FetchResponse.NodeEndpoints',
    5619: 'FetchResponse.NodeEndpoints',
    5620: 'FetchResponse.NodeEndpoints',
    5621: 'FetchResponse.NodeEndpoints',
    5622: 'FetchResponse.NodeEndpoints.NodeId',
    5623: 'FetchResponse.NodeEndpoints.Host',
    5624: 'FetchResponse.NodeEndpoints.Host',
    5625: 'FetchResponse.NodeEndpoints.Host',
    5626: 'FetchResponse.NodeEndpoints.Host',
    5627: 'FetchResponse.NodeEndpoints.Host',
    5628: 'FetchResponse.NodeEndpoints.Port',
    5629: 'FetchResponse.NodeEndpoints.Rack',
    5630: 'FetchResponse.NodeEndpoints.Rack',
    5631: 'FetchResponse.NodeEndpoints.Rack',
    5632: 'FetchResponse.NodeEndpoints.Rack',
    5633: 'FetchResponse.NodeEndpoints.Rack',
    5634: 'FetchResponse.NodeEndpoints.Rack',
    5635: 'FetchResponse.NodeEndpoints.Rack',
    5636: 'FetchResponse.NodeEndpoints.Rack',
    5637: 'FetchResponse.NodeEndpoints._unknown_tags',
    5638: 'FetchResponse.NodeEndpoints',
    5641: 'FetchResponse.NodeEndpoints._unknown_tags',
    5642: 'FetchResponse.NodeEndpoints',
    5643: 'FetchResponse._unknown_tags',
    5645: 'FetchResponse._unknown_tags',
    5655: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5657: 'FetchResponse.Responses',
    5661: 'FetchResponse.Responses',
    5666: 'FetchResponse.Responses.TopicId',
    5669: 'FetchResponse.Responses.Partitions',
    5673: 'FetchResponse.Responses.Partitions',
    5678: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5680: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5684: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5692: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5694: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5698: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5703: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5704: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5715: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5717: 'FetchResponse.Responses.Partitions.Records',
    5721: 'FetchResponse.Responses.Partitions.Records',
    5736: 'FetchResponse.Responses.Partitions._tagged_fields',
    5740: 'FetchResponse.Responses.Partitions._tagged_fields',
    5745: 'FetchResponse.Responses.Partitions._tagged_fields',
    5746: 'FetchResponse.Responses.Partitions._tagged_fields',
    5752: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5754: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5758: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5763: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5764: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5778: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5780: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5784: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5789: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5790: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5804: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5806: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5810: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5815: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5816: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5837: 'FetchResponse.Responses._tagged_fields',
    5841: 'FetchResponse.Responses._tagged_fields',
    5846: 'FetchResponse.Responses._tagged_fields',
    5847: 'FetchResponse.Responses._tagged_fields',
    5859: 'FetchResponse._tagged_fields',
    5863: 'FetchResponse._tagged_fields',
    5868: 'FetchResponse._tagged_fields',
    5869: 'FetchResponse._tagged_fields',
    5874: 'FetchResponse.NodeEndpoints',
    5878: 'FetchResponse.NodeEndpoints',
    5883: 'FetchResponse.NodeEndpoints.NodeId',
    5885: 'FetchResponse.NodeEndpoints.Host',
    5890: 'FetchResponse.NodeEndpoints.Host',
    5893: 'FetchResponse.NodeEndpoints.Host',
    5894: 'FetchResponse.NodeEndpoints.Port',
    5896: 'FetchResponse.NodeEndpoints.Rack',
    5901: 'FetchResponse.NodeEndpoints.Rack',
    5904: 'FetchResponse.NodeEndpoints.Rack',
    5905: 'FetchResponse.NodeEndpoints._tagged_fields',
    5909: 'FetchResponse.NodeEndpoints._tagged_fields',
    5914: 'FetchResponse.NodeEndpoints._tagged_fields',
    5915: 'FetchResponse.NodeEndpoints._tagged_fields',
    5940: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5941: 'FetchResponse.Responses',
    5942: 'FetchResponse.Responses',
    5943: 'FetchResponse.Responses',
    5944: 'FetchResponse.Responses',
    5945: 'FetchResponse.Responses.TopicId',
    5946: 'FetchResponse.Responses.Partitions',
    5947: 'FetchResponse.Responses.Partitions',
    5948: 'FetchResponse.Responses.Partitions',
    5949: 'FetchResponse.Responses.Partitions',
    5950: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5951: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5952: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5953: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5954: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5955: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5956: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5957: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5958: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5959: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5960: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5963: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5964: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5965: 'FetchResponse.Responses.Partitions.Records',
    5966: 'FetchResponse.Responses.Partitions.Records',
    5967: 'FetchResponse.Responses.Partitions.Records',
    5968: 'FetchResponse.Responses.Partitions.Records',
    5969: 'FetchResponse.Responses.Partitions.Records',
    5970: 'FetchResponse.Responses.Partitions.Records',
    5971: 'FetchResponse.Responses.Partitions.Records',
    5972: 'FetchResponse.Responses.Partitions',
    5973: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5974: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5975: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5976: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5977: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5978: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5981: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5982: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5983: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5984: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5985: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5986: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5987: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5988: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5991: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5992: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5993: 'FetchResponse.Responses.Partitions.SnapshotId',
    5994: 'FetchResponse.Responses.Partitions.SnapshotId',
    5995: 'FetchResponse.Responses.Partitions.SnapshotId',
    5996: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5997: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5998: 'FetchResponse.Responses.Partitions.SnapshotId',
    6001: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    6002: 'FetchResponse.Responses.Partitions.SnapshotId',
    6003: 'FetchResponse.Responses.Partitions._unknown_tags',
    6005: 'FetchResponse.Responses.Partitions._unknown_tags',
    6008: 'FetchResponse.Responses._unknown_tags',
    6009: 'FetchResponse.Responses',
    6012: 'FetchResponse.Responses._unknown_tags',
    6013: 'FetchResponse',
    6014: 'FetchResponse.NodeEndpoints',
    6015: 'FetchResponse.NodeEndpoints',
    6016: 'FetchResponse.NodeEndpoints',
    6017: 'FetchResponse.NodeEndpoints',
    6018: 'FetchResponse.NodeEndpoints',
    6019: 'FetchResponse.NodeEndpoints',
    6020: 'FetchResponse.NodeEndpoints.NodeId',
    6021: 'FetchResponse.NodeEndpoints.Host',
    6022: 'FetchResponse.NodeEndpoints.Host',
    6023: 'FetchResponse.NodeEndpoints.Host',
    6024: 'FetchResponse.NodeEndpoints.Host',
    6025: 'FetchResponse.NodeEndpoints.Host',
    6026: 'FetchResponse.NodeEndpoints.Port',
    6027: 'FetchResponse.NodeEndpoints.Rack',
    6028: 'FetchResponse.NodeEndpoints.Rack',
    6029: 'FetchResponse.NodeEndpoints.Rack',
    6030: 'FetchResponse.NodeEndpoints.Rack',
    6031: 'FetchResponse.NodeEndpoints.Rack',
    6032: 'FetchResponse.NodeEndpoints.Rack',
    6033: 'FetchResponse.NodeEndpoints.Rack',
    6034: 'FetchResponse.NodeEndpoints.Rack',
    6035: 'FetchResponse.NodeEndpoints._unknown_tags',
    6036: 'FetchResponse.NodeEndpoints',
    6039: 'FetchResponse.NodeEndpoints._unknown_tags',
    6040: 'FetchResponse.NodeEndpoints',
    6041: 'FetchResponse._unknown_tags',
    6043: 'FetchResponse._unknown_tags',
    6053: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    6055: 'FetchResponse.Responses',
    6059: 'FetchResponse.Responses',
    6064: 'FetchResponse.Responses.TopicId',
    6067: 'FetchResponse.Responses.Partitions',
    6071: 'FetchResponse.Responses.Partitions',
    6076: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    6078: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6082: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6090: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    6092: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6096: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6101: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6102: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6113: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    6115: 'FetchResponse.Responses.Partitions.Records',
    6119: 'FetchResponse.Responses.Partitions.Records',
    6134: 'FetchResponse.Responses.Partitions._tagged_fields',
    6138: 'FetchResponse.Responses.Partitions._tagged_fields',
    6143: 'FetchResponse.Responses.Partitions._tagged_fields',
    6144: 'FetchResponse.Responses.Partitions._tagged_fields',
    6150: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    6152: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6156: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6161: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6162: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6176: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    6178: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6182: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6187: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6188: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6202: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    6204: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6208: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6213: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6214: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6235: 'FetchResponse.Responses._tagged_fields',
    6239: 'FetchResponse.Responses._tagged_fields',
    6244: 'FetchResponse.Responses._tagged_fields',
    6245: 'FetchResponse.Responses._tagged_fields',
    6257: 'FetchResponse._tagged_fields',
    6261: 'FetchResponse._tagged_fields',
    6266: 'FetchResponse._tagged_fields',
    6267: 'FetchResponse._tagged_fields',
    6272: 'FetchResponse.NodeEndpoints',
    6276: 'FetchResponse.NodeEndpoints',
    6281: 'FetchResponse.NodeEndpoints.NodeId',
    6283: 'FetchResponse.NodeEndpoints.Host',
    6288: 'FetchResponse.NodeEndpoints.Host',
    6291: 'FetchResponse.NodeEndpoints.Host',
    6292: 'FetchResponse.NodeEndpoints.Port',
    6294: 'FetchResponse.NodeEndpoints.Rack',
    6299: 'FetchResponse.NodeEndpoints.Rack',
    6302: 'FetchResponse.NodeEndpoints.Rack',
    6303: 'FetchResponse.NodeEndpoints._tagged_fields',
    6307: 'FetchResponse.NodeEndpoints._tagged_fields',
    6312: 'FetchResponse.NodeEndpoints._tagged_fields',
    6313: 'FetchResponse.NodeEndpoints._tagged_fields',
}
