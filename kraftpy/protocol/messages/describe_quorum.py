# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeQuorumRequest.json, schemas/messages/DescribeQuorumResponse.json.
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

__all__ = ['DescribeQuorumRequest', 'DescribeQuorumResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iUqqq = Struct('>i16sqqq')
_S_ih = Struct('>ih')
_S_ihiiq = Struct('>ihiiq')
_S_iiq = Struct('>iiq')
_S_iq = Struct('>iq')
_S_iqqq = Struct('>iqqq')
_S_q = Struct('>q')
_S_qqq = Struct('>qqq')


class DescribeQuorumRequest(_Message):
    __slots__ = ('topics', '_unknown_tags')
    NAME = 'DescribeQuorumRequest'
    TYPE = 'request'
    API_KEY = 55
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, topics=_EMPTY, _unknown_tags=None):
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'DescribeQuorumRequest.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', '_unknown_tags')
        NAME = 'DescribeQuorumRequest.PartitionData'

        def __init__(self, *, partition_index=0, _unknown_tags=None):
            self.partition_index = partition_index
            self._unknown_tags = _unknown_tags


_C_DescribeQuorumRequest_TopicData = DescribeQuorumRequest.TopicData
_C_DescribeQuorumRequest_PartitionData = DescribeQuorumRequest.PartitionData
DescribeQuorumRequest.FIELDS = (
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumRequest_TopicData),
)
_C_DescribeQuorumRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumRequest_PartitionData),
)
_C_DescribeQuorumRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeQuorumRequest_TopicData = _C_DescribeQuorumRequest_TopicData()
_DEF_DescribeQuorumRequest_PartitionData = _C_DescribeQuorumRequest_PartitionData()


def _enc_DescribeQuorumRequest_v0(o):
    parts = []
    a = parts.append
    l1 = o.topics
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.topic_name
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        l7 = e3.partitions
        n8 = len(l7) + 1
        a(_UV[n8] if n8 < 128 else _uv(n8))
        for e9 in l7:
            a(_S_i.pack(e9.partition_index))
            u10 = e9._unknown_tags
            if u10 is None:
                a(_H0)
            else:
                _write_tags(a, None, u10)
        u11 = e3._unknown_tags
        if u11 is None:
            a(_H0)
        else:
            _write_tags(a, None, u11)
    u12 = o._unknown_tags
    if u12 is None:
        a(_H0)
    else:
        _write_tags(a, None, u12)
    return b''.join(parts)


def _dec_DescribeQuorumRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeQuorumRequest)
    n13 = buf[pos] - 1
    if 0 <= n13 < 127:
        pos += 1
    else:
        n13, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics')
    l14 = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_DescribeQuorumRequest_TopicData)
        n17 = buf[pos] - 1
        if 0 <= n17 < 127:
            x18 = pos + 1 + n17
            if x18 > blen:
                raise _bad_length(n17, 'DescribeQuorumRequest.Topics.TopicName', pos)
            t16.topic_name = str(buf[pos + 1:x18], 'utf-8')
            pos = x18
        else:
            t16.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumRequest.Topics.TopicName')
        n19 = buf[pos] - 1
        if 0 <= n19 < 127:
            pos += 1
        else:
            n19, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics.Partitions')
        l20 = []
        ap21 = l20.append
        for _ in range(n19):
            t22 = _new(_C_DescribeQuorumRequest_PartitionData)
            t22.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            if buf[pos] == 0:
                pos += 1
                t22._unknown_tags = None
            else:
                nt23, pos = _ruv(buf, pos)
                if nt23 * 2 > blen - pos:
                    raise _array_too_long(nt23, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                uk24 = None
                for _ in range(nt23):
                    tg25, pos = _ruv(buf, pos)
                    sz26, pos = _ruv(buf, pos)
                    x27 = pos + sz26
                    if x27 > blen:
                        raise _bad_length(sz26, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                    if uk24 is None:
                        uk24 = []
                    uk24.append((tg25, bytes(buf[pos:x27])))
                    pos = x27
                t22._unknown_tags = uk24
            ap21(t22)
        t16.partitions = l20
        if buf[pos] == 0:
            pos += 1
            t16._unknown_tags = None
        else:
            nt28, pos = _ruv(buf, pos)
            if nt28 * 2 > blen - pos:
                raise _array_too_long(nt28, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
            uk29 = None
            for _ in range(nt28):
                tg30, pos = _ruv(buf, pos)
                sz31, pos = _ruv(buf, pos)
                x32 = pos + sz31
                if x32 > blen:
                    raise _bad_length(sz31, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
                if uk29 is None:
                    uk29 = []
                uk29.append((tg30, bytes(buf[pos:x32])))
                pos = x32
            t16._unknown_tags = uk29
        ap15(t16)
    o.topics = l14
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt33, pos = _ruv(buf, pos)
        if nt33 * 2 > blen - pos:
            raise _array_too_long(nt33, 'DescribeQuorumRequest._tagged_fields', pos)
        uk34 = None
        for _ in range(nt33):
            tg35, pos = _ruv(buf, pos)
            sz36, pos = _ruv(buf, pos)
            x37 = pos + sz36
            if x37 > blen:
                raise _bad_length(sz36, 'DescribeQuorumRequest._tagged_fields', pos)
            if uk34 is None:
                uk34 = []
            uk34.append((tg35, bytes(buf[pos:x37])))
            pos = x37
        o._unknown_tags = uk34
    return o, pos


def _enc_DescribeQuorumRequest_v1(o):
    parts = []
    a = parts.append
    l38 = o.topics
    n39 = len(l38) + 1
    a(_UV[n39] if n39 < 128 else _uv(n39))
    for e40 in l38:
        s41 = e40.topic_name
        b42 = s41.encode()
        n43 = len(b42) + 1
        a(_UV[n43] if n43 < 128 else _uv(n43))
        a(b42)
        l44 = e40.partitions
        n45 = len(l44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        for e46 in l44:
            a(_S_i.pack(e46.partition_index))
            u47 = e46._unknown_tags
            if u47 is None:
                a(_H0)
            else:
                _write_tags(a, None, u47)
        u48 = e40._unknown_tags
        if u48 is None:
            a(_H0)
        else:
            _write_tags(a, None, u48)
    u49 = o._unknown_tags
    if u49 is None:
        a(_H0)
    else:
        _write_tags(a, None, u49)
    return b''.join(parts)


def _dec_DescribeQuorumRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeQuorumRequest)
    n50 = buf[pos] - 1
    if 0 <= n50 < 127:
        pos += 1
    else:
        n50, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics')
    l51 = []
    ap52 = l51.append
    for _ in range(n50):
        t53 = _new(_C_DescribeQuorumRequest_TopicData)
        n54 = buf[pos] - 1
        if 0 <= n54 < 127:
            x55 = pos + 1 + n54
            if x55 > blen:
                raise _bad_length(n54, 'DescribeQuorumRequest.Topics.TopicName', pos)
            t53.topic_name = str(buf[pos + 1:x55], 'utf-8')
            pos = x55
        else:
            t53.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumRequest.Topics.TopicName')
        n56 = buf[pos] - 1
        if 0 <= n56 < 127:
            pos += 1
        else:
            n56, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics.Partitions')
        l57 = []
        ap58 = l57.append
        for _ in range(n56):
            t59 = _new(_C_DescribeQuorumRequest_PartitionData)
            t59.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            if buf[pos] == 0:
                pos += 1
                t59._unknown_tags = None
            else:
                nt60, pos = _ruv(buf, pos)
                if nt60 * 2 > blen - pos:
                    raise _array_too_long(nt60, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                uk61 = None
                for _ in range(nt60):
                    tg62, pos = _ruv(buf, pos)
                    sz63, pos = _ruv(buf, pos)
                    x64 = pos + sz63
                    if x64 > blen:
                        raise _bad_length(sz63, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                    if uk61 is None:
                        uk61 = []
                    uk61.append((tg62, bytes(buf[pos:x64])))
                    pos = x64
                t59._unknown_tags = uk61
            ap58(t59)
        t53.partitions = l57
        if buf[pos] == 0:
            pos += 1
            t53._unknown_tags = None
        else:
            nt65, pos = _ruv(buf, pos)
            if nt65 * 2 > blen - pos:
                raise _array_too_long(nt65, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
            uk66 = None
            for _ in range(nt65):
                tg67, pos = _ruv(buf, pos)
                sz68, pos = _ruv(buf, pos)
                x69 = pos + sz68
                if x69 > blen:
                    raise _bad_length(sz68, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
                if uk66 is None:
                    uk66 = []
                uk66.append((tg67, bytes(buf[pos:x69])))
                pos = x69
            t53._unknown_tags = uk66
        ap52(t53)
    o.topics = l51
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt70, pos = _ruv(buf, pos)
        if nt70 * 2 > blen - pos:
            raise _array_too_long(nt70, 'DescribeQuorumRequest._tagged_fields', pos)
        uk71 = None
        for _ in range(nt70):
            tg72, pos = _ruv(buf, pos)
            sz73, pos = _ruv(buf, pos)
            x74 = pos + sz73
            if x74 > blen:
                raise _bad_length(sz73, 'DescribeQuorumRequest._tagged_fields', pos)
            if uk71 is None:
                uk71 = []
            uk71.append((tg72, bytes(buf[pos:x74])))
            pos = x74
        o._unknown_tags = uk71
    return o, pos


def _enc_DescribeQuorumRequest_v2(o):
    parts = []
    a = parts.append
    l75 = o.topics
    n76 = len(l75) + 1
    a(_UV[n76] if n76 < 128 else _uv(n76))
    for e77 in l75:
        s78 = e77.topic_name
        b79 = s78.encode()
        n80 = len(b79) + 1
        a(_UV[n80] if n80 < 128 else _uv(n80))
        a(b79)
        l81 = e77.partitions
        n82 = len(l81) + 1
        a(_UV[n82] if n82 < 128 else _uv(n82))
        for e83 in l81:
            a(_S_i.pack(e83.partition_index))
            u84 = e83._unknown_tags
            if u84 is None:
                a(_H0)
            else:
                _write_tags(a, None, u84)
        u85 = e77._unknown_tags
        if u85 is None:
            a(_H0)
        else:
            _write_tags(a, None, u85)
    u86 = o._unknown_tags
    if u86 is None:
        a(_H0)
    else:
        _write_tags(a, None, u86)
    return b''.join(parts)


def _dec_DescribeQuorumRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeQuorumRequest)
    n87 = buf[pos] - 1
    if 0 <= n87 < 127:
        pos += 1
    else:
        n87, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics')
    l88 = []
    ap89 = l88.append
    for _ in range(n87):
        t90 = _new(_C_DescribeQuorumRequest_TopicData)
        n91 = buf[pos] - 1
        if 0 <= n91 < 127:
            x92 = pos + 1 + n91
            if x92 > blen:
                raise _bad_length(n91, 'DescribeQuorumRequest.Topics.TopicName', pos)
            t90.topic_name = str(buf[pos + 1:x92], 'utf-8')
            pos = x92
        else:
            t90.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumRequest.Topics.TopicName')
        n93 = buf[pos] - 1
        if 0 <= n93 < 127:
            pos += 1
        else:
            n93, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics.Partitions')
        l94 = []
        ap95 = l94.append
        for _ in range(n93):
            t96 = _new(_C_DescribeQuorumRequest_PartitionData)
            t96.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            if buf[pos] == 0:
                pos += 1
                t96._unknown_tags = None
            else:
                nt97, pos = _ruv(buf, pos)
                if nt97 * 2 > blen - pos:
                    raise _array_too_long(nt97, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                uk98 = None
                for _ in range(nt97):
                    tg99, pos = _ruv(buf, pos)
                    sz100, pos = _ruv(buf, pos)
                    x101 = pos + sz100
                    if x101 > blen:
                        raise _bad_length(sz100, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                    if uk98 is None:
                        uk98 = []
                    uk98.append((tg99, bytes(buf[pos:x101])))
                    pos = x101
                t96._unknown_tags = uk98
            ap95(t96)
        t90.partitions = l94
        if buf[pos] == 0:
            pos += 1
            t90._unknown_tags = None
        else:
            nt102, pos = _ruv(buf, pos)
            if nt102 * 2 > blen - pos:
                raise _array_too_long(nt102, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
            uk103 = None
            for _ in range(nt102):
                tg104, pos = _ruv(buf, pos)
                sz105, pos = _ruv(buf, pos)
                x106 = pos + sz105
                if x106 > blen:
                    raise _bad_length(sz105, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
                if uk103 is None:
                    uk103 = []
                uk103.append((tg104, bytes(buf[pos:x106])))
                pos = x106
            t90._unknown_tags = uk103
        ap89(t90)
    o.topics = l88
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt107, pos = _ruv(buf, pos)
        if nt107 * 2 > blen - pos:
            raise _array_too_long(nt107, 'DescribeQuorumRequest._tagged_fields', pos)
        uk108 = None
        for _ in range(nt107):
            tg109, pos = _ruv(buf, pos)
            sz110, pos = _ruv(buf, pos)
            x111 = pos + sz110
            if x111 > blen:
                raise _bad_length(sz110, 'DescribeQuorumRequest._tagged_fields', pos)
            if uk108 is None:
                uk108 = []
            uk108.append((tg109, bytes(buf[pos:x111])))
            pos = x111
        o._unknown_tags = uk108
    return o, pos


DescribeQuorumRequest._ENC = {0: _enc_DescribeQuorumRequest_v0, 1: _enc_DescribeQuorumRequest_v1, 2: _enc_DescribeQuorumRequest_v2}
DescribeQuorumRequest._DEC = {0: _dec_DescribeQuorumRequest_v0, 1: _dec_DescribeQuorumRequest_v1, 2: _dec_DescribeQuorumRequest_v2}


class DescribeQuorumResponse(_Message):
    __slots__ = ('error_code', 'error_message', 'topics', 'nodes', '_unknown_tags')
    NAME = 'DescribeQuorumResponse'
    TYPE = 'response'
    API_KEY = 55
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    def __init__(self, *, error_code=0, error_message='', topics=_EMPTY, nodes=_EMPTY, _unknown_tags=None):
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _EMPTY else topics
        self.nodes = [] if nodes is _EMPTY else nodes
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.TopicData'

        def __init__(self, *, topic_name='', partitions=_EMPTY, _unknown_tags=None):
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        __slots__ = ('partition_index', 'error_code', 'error_message', 'leader_id', 'leader_epoch', 'high_watermark', 'current_voters', 'observers', 'target_voters', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.PartitionData'

        def __init__(self, *, partition_index=0, error_code=0, error_message='', leader_id=0, leader_epoch=0, high_watermark=0, current_voters=_EMPTY, observers=_EMPTY, target_voters=None, _unknown_tags=None):
            self.partition_index = partition_index
            self.error_code = error_code
            self.error_message = error_message
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.high_watermark = high_watermark
            self.current_voters = [] if current_voters is _EMPTY else current_voters
            self.observers = [] if observers is _EMPTY else observers
            self.target_voters = target_voters
            self._unknown_tags = _unknown_tags

    class ReplicaState(_Message):
        __slots__ = ('replica_id', 'replica_directory_id', 'log_end_offset', 'last_fetch_timestamp', 'last_caught_up_timestamp', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.ReplicaState'

        def __init__(self, *, replica_id=0, replica_directory_id=_ZERO_UUID, log_end_offset=0, last_fetch_timestamp=-1, last_caught_up_timestamp=-1, _unknown_tags=None):
            self.replica_id = replica_id
            self.replica_directory_id = replica_directory_id
            self.log_end_offset = log_end_offset
            self.last_fetch_timestamp = last_fetch_timestamp
            self.last_caught_up_timestamp = last_caught_up_timestamp
            self._unknown_tags = _unknown_tags

    class Node(_Message):
        __slots__ = ('node_id', 'listeners', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.Node'

        def __init__(self, *, node_id=0, listeners=_EMPTY, _unknown_tags=None):
            self.node_id = node_id
            self.listeners = [] if listeners is _EMPTY else listeners
            self._unknown_tags = _unknown_tags

    class Listener(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.Listener'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
            self.name = name
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_DescribeQuorumResponse_TopicData = DescribeQuorumResponse.TopicData
_C_DescribeQuorumResponse_PartitionData = DescribeQuorumResponse.PartitionData
_C_DescribeQuorumResponse_ReplicaState = DescribeQuorumResponse.ReplicaState
_C_DescribeQuorumResponse_Node = DescribeQuorumResponse.Node
_C_DescribeQuorumResponse_Listener = DescribeQuorumResponse.Listener
DescribeQuorumResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (2, 32767), (2, 32767), (1, 0), None, '', True, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_TopicData),
    _FI('Nodes', 'nodes', '[]Node', (2, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_Node),
)
_C_DescribeQuorumResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_PartitionData),
)
_C_DescribeQuorumResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (2, 32767), (2, 32767), (1, 0), None, '', True, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('HighWatermark', 'high_watermark', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentVoters', 'current_voters', '[]ReplicaState', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_ReplicaState),
    _FI('Observers', 'observers', '[]ReplicaState', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_ReplicaState),
    _FI('TargetVoters', 'target_voters', '[]ReplicaState', (0, 32767), (0, 32767), (0, 32767), 1000, None, False, _C_DescribeQuorumResponse_ReplicaState),
)
_C_DescribeQuorumResponse_ReplicaState.FIELDS = (
    _FI('ReplicaId', 'replica_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaDirectoryId', 'replica_directory_id', 'uuid', (2, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('LogEndOffset', 'log_end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastFetchTimestamp', 'last_fetch_timestamp', 'int64', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('LastCaughtUpTimestamp', 'last_caught_up_timestamp', 'int64', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
)
_C_DescribeQuorumResponse_Node.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (2, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Listeners', 'listeners', '[]Listener', (2, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_Listener),
)
_C_DescribeQuorumResponse_Listener.FIELDS = (
    _FI('Name', 'name', 'string', (2, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (2, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (2, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeQuorumResponse_TopicData = _C_DescribeQuorumResponse_TopicData()
_DEF_DescribeQuorumResponse_PartitionData = _C_DescribeQuorumResponse_PartitionData()
_DEF_DescribeQuorumResponse_ReplicaState = _C_DescribeQuorumResponse_ReplicaState()
_DEF_DescribeQuorumResponse_Node = _C_DescribeQuorumResponse_Node()
_DEF_DescribeQuorumResponse_Listener = _C_DescribeQuorumResponse_Listener()


def _enc_DescribeQuorumResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l112 = o.topics
    n113 = len(l112) + 1
    a(_UV[n113] if n113 < 128 else _uv(n113))
    for e114 in l112:
        s115 = e114.topic_name
        b116 = s115.encode()
        n117 = len(b116) + 1
        a(_UV[n117] if n117 < 128 else _uv(n117))
        a(b116)
        l118 = e114.partitions
        n119 = len(l118) + 1
        a(_UV[n119] if n119 < 128 else _uv(n119))
        for e120 in l118:
            a(_S_ih.pack(e120.partition_index, e120.error_code))
            a(_S_iiq.pack(e120.leader_id, e120.leader_epoch, e120.high_watermark))
            l121 = e120.current_voters
            n122 = len(l121) + 1
            a(_UV[n122] if n122 < 128 else _uv(n122))
            for e123 in l121:
                a(_S_i.pack(e123.replica_id))
                if e123.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.CurrentVoters.ReplicaDirectoryId', 0)
                a(_S_q.pack(e123.log_end_offset))
                u124 = e123._unknown_tags
                if u124 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u124)
            l125 = e120.observers
            n126 = len(l125) + 1
            a(_UV[n126] if n126 < 128 else _uv(n126))
            for e127 in l125:
                a(_S_i.pack(e127.replica_id))
                if e127.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.Observers.ReplicaDirectoryId', 0)
                a(_S_q.pack(e127.log_end_offset))
                u128 = e127._unknown_tags
                if u128 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u128)
            k129 = []
            if e120.target_voters is not None:
                p130 = []
                l131 = e120.target_voters
                if l131 is None:
                    p130.append(_H0)
                else:
                    n132 = len(l131) + 1
                    p130.append(_UV[n132] if n132 < 128 else _uv(n132))
                    for e133 in l131:
                        p130.append(_S_i.pack(e133.replica_id))
                        if e133.replica_directory_id != _ZERO_UUID:
                            raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.TargetVoters.ReplicaDirectoryId', 0)
                        p130.append(_S_q.pack(e133.log_end_offset))
                        u134 = e133._unknown_tags
                        if u134 is None:
                            p130.append(_H0)
                        else:
                            _write_tags(p130.append, None, u134)
                k129.append((1000, b''.join(p130)))
            _write_tags(a, k129, e120._unknown_tags)
        u135 = e114._unknown_tags
        if u135 is None:
            a(_H0)
        else:
            _write_tags(a, None, u135)
    if o.nodes:
        raise _unsupported_field('DescribeQuorumResponse', 'Nodes', 0)
    u136 = o._unknown_tags
    if u136 is None:
        a(_H0)
    else:
        _write_tags(a, None, u136)
    return b''.join(parts)


def _dec_DescribeQuorumResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeQuorumResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n137 = buf[pos] - 1
    if 0 <= n137 < 127:
        pos += 1
    else:
        n137, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics')
    l138 = []
    ap139 = l138.append
    for _ in range(n137):
        t140 = _new(_C_DescribeQuorumResponse_TopicData)
        n141 = buf[pos] - 1
        if 0 <= n141 < 127:
            x142 = pos + 1 + n141
            if x142 > blen:
                raise _bad_length(n141, 'DescribeQuorumResponse.Topics.TopicName', pos)
            t140.topic_name = str(buf[pos + 1:x142], 'utf-8')
            pos = x142
        else:
            t140.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Topics.TopicName')
        n143 = buf[pos] - 1
        if 0 <= n143 < 127:
            pos += 1
        else:
            n143, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions')
        l144 = []
        ap145 = l144.append
        for _ in range(n143):
            t146 = _new(_C_DescribeQuorumResponse_PartitionData)
            t146.partition_index, t146.error_code, t146.leader_id, t146.leader_epoch, t146.high_watermark = _S_ihiiq.unpack_from(buf, pos)
            pos += 22
            n147 = buf[pos] - 1
            if 0 <= n147 < 127:
                pos += 1
            else:
                n147, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters')
            l148 = []
            ap149 = l148.append
            for _ in range(n147):
                t150 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t150.replica_id, t150.log_end_offset = _S_iq.unpack_from(buf, pos)
                pos += 12
                t150.replica_directory_id = _ZERO_UUID
                t150.last_fetch_timestamp = -1
                t150.last_caught_up_timestamp = -1
                if buf[pos] == 0:
                    pos += 1
                    t150._unknown_tags = None
                else:
                    nt151, pos = _ruv(buf, pos)
                    if nt151 * 2 > blen - pos:
                        raise _array_too_long(nt151, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                    uk152 = None
                    for _ in range(nt151):
                        tg153, pos = _ruv(buf, pos)
                        sz154, pos = _ruv(buf, pos)
                        x155 = pos + sz154
                        if x155 > blen:
                            raise _bad_length(sz154, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                        if uk152 is None:
                            uk152 = []
                        uk152.append((tg153, bytes(buf[pos:x155])))
                        pos = x155
                    t150._unknown_tags = uk152
                ap149(t150)
            t146.current_voters = l148
            n156 = buf[pos] - 1
            if 0 <= n156 < 127:
                pos += 1
            else:
                n156, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.Observers')
            l157 = []
            ap158 = l157.append
            for _ in range(n156):
                t159 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t159.replica_id, t159.log_end_offset = _S_iq.unpack_from(buf, pos)
                pos += 12
                t159.replica_directory_id = _ZERO_UUID
                t159.last_fetch_timestamp = -1
                t159.last_caught_up_timestamp = -1
                if buf[pos] == 0:
                    pos += 1
                    t159._unknown_tags = None
                else:
                    nt160, pos = _ruv(buf, pos)
                    if nt160 * 2 > blen - pos:
                        raise _array_too_long(nt160, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                    uk161 = None
                    for _ in range(nt160):
                        tg162, pos = _ruv(buf, pos)
                        sz163, pos = _ruv(buf, pos)
                        x164 = pos + sz163
                        if x164 > blen:
                            raise _bad_length(sz163, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                        if uk161 is None:
                            uk161 = []
                        uk161.append((tg162, bytes(buf[pos:x164])))
                        pos = x164
                    t159._unknown_tags = uk161
                ap158(t159)
            t146.observers = l157
            t146.error_message = ''
            t146.target_voters = None
            if buf[pos] == 0:
                pos += 1
                t146._unknown_tags = None
            else:
                nt165, pos = _ruv(buf, pos)
                if nt165 * 2 > blen - pos:
                    raise _array_too_long(nt165, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                uk166 = None
                for _ in range(nt165):
                    tg167, pos = _ruv(buf, pos)
                    sz168, pos = _ruv(buf, pos)
                    x169 = pos + sz168
                    if x169 > blen:
                        raise _bad_length(sz168, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                    if tg167 == 1000:
                        n170 = buf[pos] - 1
                        if 0 <= n170 < 127:
                            pos += 1
                        else:
                            n170, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters')
                        if n170 < 0:
                            t146.target_voters = None
                        else:
                            l171 = []
                            ap172 = l171.append
                            for _ in range(n170):
                                t173 = _new(_C_DescribeQuorumResponse_ReplicaState)
                                t173.replica_id, t173.log_end_offset = _S_iq.unpack_from(buf, pos)
                                pos += 12
                                t173.replica_directory_id = _ZERO_UUID
                                t173.last_fetch_timestamp = -1
                                t173.last_caught_up_timestamp = -1
                                if buf[pos] == 0:
                                    pos += 1
                                    t173._unknown_tags = None
                                else:
                                    nt174, pos = _ruv(buf, pos)
                                    if nt174 * 2 > blen - pos:
                                        raise _array_too_long(nt174, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                    uk175 = None
                                    for _ in range(nt174):
                                        tg176, pos = _ruv(buf, pos)
                                        sz177, pos = _ruv(buf, pos)
                                        x178 = pos + sz177
                                        if x178 > blen:
                                            raise _bad_length(sz177, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                        if uk175 is None:
                                            uk175 = []
                                        uk175.append((tg176, bytes(buf[pos:x178])))
                                        pos = x178
                                    t173._unknown_tags = uk175
                                ap172(t173)
                            t146.target_voters = l171
                        if pos != x169:
                            raise _tag_size_mismatch(tg167, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters', pos)
                    else:
                        if uk166 is None:
                            uk166 = []
                        uk166.append((tg167, bytes(buf[pos:x169])))
                        pos = x169
                t146._unknown_tags = uk166
            ap145(t146)
        t140.partitions = l144
        if buf[pos] == 0:
            pos += 1
            t140._unknown_tags = None
        else:
            nt179, pos = _ruv(buf, pos)
            if nt179 * 2 > blen - pos:
                raise _array_too_long(nt179, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
            uk180 = None
            for _ in range(nt179):
                tg181, pos = _ruv(buf, pos)
                sz182, pos = _ruv(buf, pos)
                x183 = pos + sz182
                if x183 > blen:
                    raise _bad_length(sz182, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
                if uk180 is None:
                    uk180 = []
                uk180.append((tg181, bytes(buf[pos:x183])))
                pos = x183
            t140._unknown_tags = uk180
        ap139(t140)
    o.topics = l138
    o.error_message = ''
    o.nodes = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt184, pos = _ruv(buf, pos)
        if nt184 * 2 > blen - pos:
            raise _array_too_long(nt184, 'DescribeQuorumResponse._tagged_fields', pos)
        uk185 = None
        for _ in range(nt184):
            tg186, pos = _ruv(buf, pos)
            sz187, pos = _ruv(buf, pos)
            x188 = pos + sz187
            if x188 > blen:
                raise _bad_length(sz187, 'DescribeQuorumResponse._tagged_fields', pos)
            if uk185 is None:
                uk185 = []
            uk185.append((tg186, bytes(buf[pos:x188])))
            pos = x188
        o._unknown_tags = uk185
    return o, pos


def _enc_DescribeQuorumResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l189 = o.topics
    n190 = len(l189) + 1
    a(_UV[n190] if n190 < 128 else _uv(n190))
    for e191 in l189:
        s192 = e191.topic_name
        b193 = s192.encode()
        n194 = len(b193) + 1
        a(_UV[n194] if n194 < 128 else _uv(n194))
        a(b193)
        l195 = e191.partitions
        n196 = len(l195) + 1
        a(_UV[n196] if n196 < 128 else _uv(n196))
        for e197 in l195:
            a(_S_ih.pack(e197.partition_index, e197.error_code))
            a(_S_iiq.pack(e197.leader_id, e197.leader_epoch, e197.high_watermark))
            l198 = e197.current_voters
            n199 = len(l198) + 1
            a(_UV[n199] if n199 < 128 else _uv(n199))
            for e200 in l198:
                a(_S_i.pack(e200.replica_id))
                if e200.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.CurrentVoters.ReplicaDirectoryId', 1)
                a(_S_qqq.pack(e200.log_end_offset, e200.last_fetch_timestamp, e200.last_caught_up_timestamp))
                u201 = e200._unknown_tags
                if u201 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u201)
            l202 = e197.observers
            n203 = len(l202) + 1
            a(_UV[n203] if n203 < 128 else _uv(n203))
            for e204 in l202:
                a(_S_i.pack(e204.replica_id))
                if e204.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.Observers.ReplicaDirectoryId', 1)
                a(_S_qqq.pack(e204.log_end_offset, e204.last_fetch_timestamp, e204.last_caught_up_timestamp))
                u205 = e204._unknown_tags
                if u205 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u205)
            k206 = []
            if e197.target_voters is not None:
                p207 = []
                l208 = e197.target_voters
                if l208 is None:
                    p207.append(_H0)
                else:
                    n209 = len(l208) + 1
                    p207.append(_UV[n209] if n209 < 128 else _uv(n209))
                    for e210 in l208:
                        p207.append(_S_i.pack(e210.replica_id))
                        if e210.replica_directory_id != _ZERO_UUID:
                            raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.TargetVoters.ReplicaDirectoryId', 1)
                        p207.append(_S_qqq.pack(e210.log_end_offset, e210.last_fetch_timestamp, e210.last_caught_up_timestamp))
                        u211 = e210._unknown_tags
                        if u211 is None:
                            p207.append(_H0)
                        else:
                            _write_tags(p207.append, None, u211)
                k206.append((1000, b''.join(p207)))
            _write_tags(a, k206, e197._unknown_tags)
        u212 = e191._unknown_tags
        if u212 is None:
            a(_H0)
        else:
            _write_tags(a, None, u212)
    if o.nodes:
        raise _unsupported_field('DescribeQuorumResponse', 'Nodes', 1)
    u213 = o._unknown_tags
    if u213 is None:
        a(_H0)
    else:
        _write_tags(a, None, u213)
    return b''.join(parts)


def _dec_DescribeQuorumResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeQuorumResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n214 = buf[pos] - 1
    if 0 <= n214 < 127:
        pos += 1
    else:
        n214, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics')
    l215 = []
    ap216 = l215.append
    for _ in range(n214):
        t217 = _new(_C_DescribeQuorumResponse_TopicData)
        n218 = buf[pos] - 1
        if 0 <= n218 < 127:
            x219 = pos + 1 + n218
            if x219 > blen:
                raise _bad_length(n218, 'DescribeQuorumResponse.Topics.TopicName', pos)
            t217.topic_name = str(buf[pos + 1:x219], 'utf-8')
            pos = x219
        else:
            t217.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Topics.TopicName')
        n220 = buf[pos] - 1
        if 0 <= n220 < 127:
            pos += 1
        else:
            n220, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions')
        l221 = []
        ap222 = l221.append
        for _ in range(n220):
            t223 = _new(_C_DescribeQuorumResponse_PartitionData)
            t223.partition_index, t223.error_code, t223.leader_id, t223.leader_epoch, t223.high_watermark = _S_ihiiq.unpack_from(buf, pos)
            pos += 22
            n224 = buf[pos] - 1
            if 0 <= n224 < 127:
                pos += 1
            else:
                n224, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters')
            l225 = []
            ap226 = l225.append
            for _ in range(n224):
                t227 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t227.replica_id, t227.log_end_offset, t227.last_fetch_timestamp, t227.last_caught_up_timestamp = _S_iqqq.unpack_from(buf, pos)
                pos += 28
                t227.replica_directory_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t227._unknown_tags = None
                else:
                    nt228, pos = _ruv(buf, pos)
                    if nt228 * 2 > blen - pos:
                        raise _array_too_long(nt228, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                    uk229 = None
                    for _ in range(nt228):
                        tg230, pos = _ruv(buf, pos)
                        sz231, pos = _ruv(buf, pos)
                        x232 = pos + sz231
                        if x232 > blen:
                            raise _bad_length(sz231, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                        if uk229 is None:
                            uk229 = []
                        uk229.append((tg230, bytes(buf[pos:x232])))
                        pos = x232
                    t227._unknown_tags = uk229
                ap226(t227)
            t223.current_voters = l225
            n233 = buf[pos] - 1
            if 0 <= n233 < 127:
                pos += 1
            else:
                n233, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.Observers')
            l234 = []
            ap235 = l234.append
            for _ in range(n233):
                t236 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t236.replica_id, t236.log_end_offset, t236.last_fetch_timestamp, t236.last_caught_up_timestamp = _S_iqqq.unpack_from(buf, pos)
                pos += 28
                t236.replica_directory_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t236._unknown_tags = None
                else:
                    nt237, pos = _ruv(buf, pos)
                    if nt237 * 2 > blen - pos:
                        raise _array_too_long(nt237, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                    uk238 = None
                    for _ in range(nt237):
                        tg239, pos = _ruv(buf, pos)
                        sz240, pos = _ruv(buf, pos)
                        x241 = pos + sz240
                        if x241 > blen:
                            raise _bad_length(sz240, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                        if uk238 is None:
                            uk238 = []
                        uk238.append((tg239, bytes(buf[pos:x241])))
                        pos = x241
                    t236._unknown_tags = uk238
                ap235(t236)
            t223.observers = l234
            t223.error_message = ''
            t223.target_voters = None
            if buf[pos] == 0:
                pos += 1
                t223._unknown_tags = None
            else:
                nt242, pos = _ruv(buf, pos)
                if nt242 * 2 > blen - pos:
                    raise _array_too_long(nt242, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                uk243 = None
                for _ in range(nt242):
                    tg244, pos = _ruv(buf, pos)
                    sz245, pos = _ruv(buf, pos)
                    x246 = pos + sz245
                    if x246 > blen:
                        raise _bad_length(sz245, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                    if tg244 == 1000:
                        n247 = buf[pos] - 1
                        if 0 <= n247 < 127:
                            pos += 1
                        else:
                            n247, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters')
                        if n247 < 0:
                            t223.target_voters = None
                        else:
                            l248 = []
                            ap249 = l248.append
                            for _ in range(n247):
                                t250 = _new(_C_DescribeQuorumResponse_ReplicaState)
                                t250.replica_id, t250.log_end_offset, t250.last_fetch_timestamp, t250.last_caught_up_timestamp = _S_iqqq.unpack_from(buf, pos)
                                pos += 28
                                t250.replica_directory_id = _ZERO_UUID
                                if buf[pos] == 0:
                                    pos += 1
                                    t250._unknown_tags = None
                                else:
                                    nt251, pos = _ruv(buf, pos)
                                    if nt251 * 2 > blen - pos:
                                        raise _array_too_long(nt251, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                    uk252 = None
                                    for _ in range(nt251):
                                        tg253, pos = _ruv(buf, pos)
                                        sz254, pos = _ruv(buf, pos)
                                        x255 = pos + sz254
                                        if x255 > blen:
                                            raise _bad_length(sz254, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                        if uk252 is None:
                                            uk252 = []
                                        uk252.append((tg253, bytes(buf[pos:x255])))
                                        pos = x255
                                    t250._unknown_tags = uk252
                                ap249(t250)
                            t223.target_voters = l248
                        if pos != x246:
                            raise _tag_size_mismatch(tg244, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters', pos)
                    else:
                        if uk243 is None:
                            uk243 = []
                        uk243.append((tg244, bytes(buf[pos:x246])))
                        pos = x246
                t223._unknown_tags = uk243
            ap222(t223)
        t217.partitions = l221
        if buf[pos] == 0:
            pos += 1
            t217._unknown_tags = None
        else:
            nt256, pos = _ruv(buf, pos)
            if nt256 * 2 > blen - pos:
                raise _array_too_long(nt256, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
            uk257 = None
            for _ in range(nt256):
                tg258, pos = _ruv(buf, pos)
                sz259, pos = _ruv(buf, pos)
                x260 = pos + sz259
                if x260 > blen:
                    raise _bad_length(sz259, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
                if uk257 is None:
                    uk257 = []
                uk257.append((tg258, bytes(buf[pos:x260])))
                pos = x260
            t217._unknown_tags = uk257
        ap216(t217)
    o.topics = l215
    o.error_message = ''
    o.nodes = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt261, pos = _ruv(buf, pos)
        if nt261 * 2 > blen - pos:
            raise _array_too_long(nt261, 'DescribeQuorumResponse._tagged_fields', pos)
        uk262 = None
        for _ in range(nt261):
            tg263, pos = _ruv(buf, pos)
            sz264, pos = _ruv(buf, pos)
            x265 = pos + sz264
            if x265 > blen:
                raise _bad_length(sz264, 'DescribeQuorumResponse._tagged_fields', pos)
            if uk262 is None:
                uk262 = []
            uk262.append((tg263, bytes(buf[pos:x265])))
            pos = x265
        o._unknown_tags = uk262
    return o, pos


def _enc_DescribeQuorumResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s266 = o.error_message
    if s266 is None:
        a(_H0)
    else:
        b267 = s266.encode()
        n268 = len(b267) + 1
        a(_UV[n268] if n268 < 128 else _uv(n268))
        a(b267)
    l269 = o.topics
    n270 = len(l269) + 1
    a(_UV[n270] if n270 < 128 else _uv(n270))
    for e271 in l269:
        s272 = e271.topic_name
        b273 = s272.encode()
        n274 = len(b273) + 1
        a(_UV[n274] if n274 < 128 else _uv(n274))
        a(b273)
        l275 = e271.partitions
        n276 = len(l275) + 1
        a(_UV[n276] if n276 < 128 else _uv(n276))
        for e277 in l275:
            a(_S_ih.pack(e277.partition_index, e277.error_code))
            s278 = e277.error_message
            if s278 is None:
                a(_H0)
            else:
                b279 = s278.encode()
                n280 = len(b279) + 1
                a(_UV[n280] if n280 < 128 else _uv(n280))
                a(b279)
            a(_S_iiq.pack(e277.leader_id, e277.leader_epoch, e277.high_watermark))
            l281 = e277.current_voters
            n282 = len(l281) + 1
            a(_UV[n282] if n282 < 128 else _uv(n282))
            for e283 in l281:
                a(_S_iUqqq.pack(e283.replica_id, e283.replica_directory_id.bytes, e283.log_end_offset, e283.last_fetch_timestamp, e283.last_caught_up_timestamp))
                u284 = e283._unknown_tags
                if u284 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u284)
            l285 = e277.observers
            n286 = len(l285) + 1
            a(_UV[n286] if n286 < 128 else _uv(n286))
            for e287 in l285:
                a(_S_iUqqq.pack(e287.replica_id, e287.replica_directory_id.bytes, e287.log_end_offset, e287.last_fetch_timestamp, e287.last_caught_up_timestamp))
                u288 = e287._unknown_tags
                if u288 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u288)
            k289 = []
            if e277.target_voters is not None:
                p290 = []
                l291 = e277.target_voters
                if l291 is None:
                    p290.append(_H0)
                else:
                    n292 = len(l291) + 1
                    p290.append(_UV[n292] if n292 < 128 else _uv(n292))
                    for e293 in l291:
                        p290.append(_S_iUqqq.pack(e293.replica_id, e293.replica_directory_id.bytes, e293.log_end_offset, e293.last_fetch_timestamp, e293.last_caught_up_timestamp))
                        u294 = e293._unknown_tags
                        if u294 is None:
                            p290.append(_H0)
                        else:
                            _write_tags(p290.append, None, u294)
                k289.append((1000, b''.join(p290)))
            _write_tags(a, k289, e277._unknown_tags)
        u295 = e271._unknown_tags
        if u295 is None:
            a(_H0)
        else:
            _write_tags(a, None, u295)
    l296 = o.nodes
    n297 = len(l296) + 1
    a(_UV[n297] if n297 < 128 else _uv(n297))
    for e298 in l296:
        a(_S_i.pack(e298.node_id))
        l299 = e298.listeners
        n300 = len(l299) + 1
        a(_UV[n300] if n300 < 128 else _uv(n300))
        for e301 in l299:
            s302 = e301.name
            b303 = s302.encode()
            n304 = len(b303) + 1
            a(_UV[n304] if n304 < 128 else _uv(n304))
            a(b303)
            s305 = e301.host
            b306 = s305.encode()
            n307 = len(b306) + 1
            a(_UV[n307] if n307 < 128 else _uv(n307))
            a(b306)
            a(_S_H.pack(e301.port))
            u308 = e301._unknown_tags
            if u308 is None:
                a(_H0)
            else:
                _write_tags(a, None, u308)
        u309 = e298._unknown_tags
        if u309 is None:
            a(_H0)
        else:
            _write_tags(a, None, u309)
    u310 = o._unknown_tags
    if u310 is None:
        a(_H0)
    else:
        _write_tags(a, None, u310)
    return b''.join(parts)


def _dec_DescribeQuorumResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeQuorumResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n311 = buf[pos] - 1
    if 0 <= n311 < 127:
        x312 = pos + 1 + n311
        if x312 > blen:
            raise _bad_length(n311, 'DescribeQuorumResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x312], 'utf-8')
        pos = x312
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeQuorumResponse.ErrorMessage')
    n313 = buf[pos] - 1
    if 0 <= n313 < 127:
        pos += 1
    else:
        n313, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics')
    l314 = []
    ap315 = l314.append
    for _ in range(n313):
        t316 = _new(_C_DescribeQuorumResponse_TopicData)
        n317 = buf[pos] - 1
        if 0 <= n317 < 127:
            x318 = pos + 1 + n317
            if x318 > blen:
                raise _bad_length(n317, 'DescribeQuorumResponse.Topics.TopicName', pos)
            t316.topic_name = str(buf[pos + 1:x318], 'utf-8')
            pos = x318
        else:
            t316.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Topics.TopicName')
        n319 = buf[pos] - 1
        if 0 <= n319 < 127:
            pos += 1
        else:
            n319, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions')
        l320 = []
        ap321 = l320.append
        for _ in range(n319):
            t322 = _new(_C_DescribeQuorumResponse_PartitionData)
            t322.partition_index, t322.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n323 = buf[pos] - 1
            if 0 <= n323 < 127:
                x324 = pos + 1 + n323
                if x324 > blen:
                    raise _bad_length(n323, 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage', pos)
                t322.error_message = str(buf[pos + 1:x324], 'utf-8')
                pos = x324
            else:
                t322.error_message, pos = _read_string(buf, pos, True, True, 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage')
            t322.leader_id, t322.leader_epoch, t322.high_watermark = _S_iiq.unpack_from(buf, pos)
            pos += 16
            n325 = buf[pos] - 1
            if 0 <= n325 < 127:
                pos += 1
            else:
                n325, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters')
            l326 = []
            ap327 = l326.append
            for _ in range(n325):
                t328 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t328.replica_id, u329, t328.log_end_offset, t328.last_fetch_timestamp, t328.last_caught_up_timestamp = _S_iUqqq.unpack_from(buf, pos)
                pos += 44
                t328.replica_directory_id = _uuid_from(u329)
                if buf[pos] == 0:
                    pos += 1
                    t328._unknown_tags = None
                else:
                    nt330, pos = _ruv(buf, pos)
                    if nt330 * 2 > blen - pos:
                        raise _array_too_long(nt330, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                    uk331 = None
                    for _ in range(nt330):
                        tg332, pos = _ruv(buf, pos)
                        sz333, pos = _ruv(buf, pos)
                        x334 = pos + sz333
                        if x334 > blen:
                            raise _bad_length(sz333, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                        if uk331 is None:
                            uk331 = []
                        uk331.append((tg332, bytes(buf[pos:x334])))
                        pos = x334
                    t328._unknown_tags = uk331
                ap327(t328)
            t322.current_voters = l326
            n335 = buf[pos] - 1
            if 0 <= n335 < 127:
                pos += 1
            else:
                n335, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.Observers')
            l336 = []
            ap337 = l336.append
            for _ in range(n335):
                t338 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t338.replica_id, u339, t338.log_end_offset, t338.last_fetch_timestamp, t338.last_caught_up_timestamp = _S_iUqqq.unpack_from(buf, pos)
                pos += 44
                t338.replica_directory_id = _uuid_from(u339)
                if buf[pos] == 0:
                    pos += 1
                    t338._unknown_tags = None
                else:
                    nt340, pos = _ruv(buf, pos)
                    if nt340 * 2 > blen - pos:
                        raise _array_too_long(nt340, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                    uk341 = None
                    for _ in range(nt340):
                        tg342, pos = _ruv(buf, pos)
                        sz343, pos = _ruv(buf, pos)
                        x344 = pos + sz343
                        if x344 > blen:
                            raise _bad_length(sz343, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                        if uk341 is None:
                            uk341 = []
                        uk341.append((tg342, bytes(buf[pos:x344])))
                        pos = x344
                    t338._unknown_tags = uk341
                ap337(t338)
            t322.observers = l336
            t322.target_voters = None
            if buf[pos] == 0:
                pos += 1
                t322._unknown_tags = None
            else:
                nt345, pos = _ruv(buf, pos)
                if nt345 * 2 > blen - pos:
                    raise _array_too_long(nt345, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                uk346 = None
                for _ in range(nt345):
                    tg347, pos = _ruv(buf, pos)
                    sz348, pos = _ruv(buf, pos)
                    x349 = pos + sz348
                    if x349 > blen:
                        raise _bad_length(sz348, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                    if tg347 == 1000:
                        n350 = buf[pos] - 1
                        if 0 <= n350 < 127:
                            pos += 1
                        else:
                            n350, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters')
                        if n350 < 0:
                            t322.target_voters = None
                        else:
                            l351 = []
                            ap352 = l351.append
                            for _ in range(n350):
                                t353 = _new(_C_DescribeQuorumResponse_ReplicaState)
                                t353.replica_id, u354, t353.log_end_offset, t353.last_fetch_timestamp, t353.last_caught_up_timestamp = _S_iUqqq.unpack_from(buf, pos)
                                pos += 44
                                t353.replica_directory_id = _uuid_from(u354)
                                if buf[pos] == 0:
                                    pos += 1
                                    t353._unknown_tags = None
                                else:
                                    nt355, pos = _ruv(buf, pos)
                                    if nt355 * 2 > blen - pos:
                                        raise _array_too_long(nt355, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                    uk356 = None
                                    for _ in range(nt355):
                                        tg357, pos = _ruv(buf, pos)
                                        sz358, pos = _ruv(buf, pos)
                                        x359 = pos + sz358
                                        if x359 > blen:
                                            raise _bad_length(sz358, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                        if uk356 is None:
                                            uk356 = []
                                        uk356.append((tg357, bytes(buf[pos:x359])))
                                        pos = x359
                                    t353._unknown_tags = uk356
                                ap352(t353)
                            t322.target_voters = l351
                        if pos != x349:
                            raise _tag_size_mismatch(tg347, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters', pos)
                    else:
                        if uk346 is None:
                            uk346 = []
                        uk346.append((tg347, bytes(buf[pos:x349])))
                        pos = x349
                t322._unknown_tags = uk346
            ap321(t322)
        t316.partitions = l320
        if buf[pos] == 0:
            pos += 1
            t316._unknown_tags = None
        else:
            nt360, pos = _ruv(buf, pos)
            if nt360 * 2 > blen - pos:
                raise _array_too_long(nt360, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
            uk361 = None
            for _ in range(nt360):
                tg362, pos = _ruv(buf, pos)
                sz363, pos = _ruv(buf, pos)
                x364 = pos + sz363
                if x364 > blen:
                    raise _bad_length(sz363, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
                if uk361 is None:
                    uk361 = []
                uk361.append((tg362, bytes(buf[pos:x364])))
                pos = x364
            t316._unknown_tags = uk361
        ap315(t316)
    o.topics = l314
    n365 = buf[pos] - 1
    if 0 <= n365 < 127:
        pos += 1
    else:
        n365, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Nodes')
    l366 = []
    ap367 = l366.append
    for _ in range(n365):
        t368 = _new(_C_DescribeQuorumResponse_Node)
        t368.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n369 = buf[pos] - 1
        if 0 <= n369 < 127:
            pos += 1
        else:
            n369, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Nodes.Listeners')
        l370 = []
        ap371 = l370.append
        for _ in range(n369):
            t372 = _new(_C_DescribeQuorumResponse_Listener)
            n373 = buf[pos] - 1
            if 0 <= n373 < 127:
                x374 = pos + 1 + n373
                if x374 > blen:
                    raise _bad_length(n373, 'DescribeQuorumResponse.Nodes.Listeners.Name', pos)
                t372.name = str(buf[pos + 1:x374], 'utf-8')
                pos = x374
            else:
                t372.name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Nodes.Listeners.Name')
            n375 = buf[pos] - 1
            if 0 <= n375 < 127:
                x376 = pos + 1 + n375
                if x376 > blen:
                    raise _bad_length(n375, 'DescribeQuorumResponse.Nodes.Listeners.Host', pos)
                t372.host = str(buf[pos + 1:x376], 'utf-8')
                pos = x376
            else:
                t372.host, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Nodes.Listeners.Host')
            t372.port, = _S_H.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t372._unknown_tags = None
            else:
                nt377, pos = _ruv(buf, pos)
                if nt377 * 2 > blen - pos:
                    raise _array_too_long(nt377, 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields', pos)
                uk378 = None
                for _ in range(nt377):
                    tg379, pos = _ruv(buf, pos)
                    sz380, pos = _ruv(buf, pos)
                    x381 = pos + sz380
                    if x381 > blen:
                        raise _bad_length(sz380, 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields', pos)
                    if uk378 is None:
                        uk378 = []
                    uk378.append((tg379, bytes(buf[pos:x381])))
                    pos = x381
                t372._unknown_tags = uk378
            ap371(t372)
        t368.listeners = l370
        if buf[pos] == 0:
            pos += 1
            t368._unknown_tags = None
        else:
            nt382, pos = _ruv(buf, pos)
            if nt382 * 2 > blen - pos:
                raise _array_too_long(nt382, 'DescribeQuorumResponse.Nodes._tagged_fields', pos)
            uk383 = None
            for _ in range(nt382):
                tg384, pos = _ruv(buf, pos)
                sz385, pos = _ruv(buf, pos)
                x386 = pos + sz385
                if x386 > blen:
                    raise _bad_length(sz385, 'DescribeQuorumResponse.Nodes._tagged_fields', pos)
                if uk383 is None:
                    uk383 = []
                uk383.append((tg384, bytes(buf[pos:x386])))
                pos = x386
            t368._unknown_tags = uk383
        ap367(t368)
    o.nodes = l366
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt387, pos = _ruv(buf, pos)
        if nt387 * 2 > blen - pos:
            raise _array_too_long(nt387, 'DescribeQuorumResponse._tagged_fields', pos)
        uk388 = None
        for _ in range(nt387):
            tg389, pos = _ruv(buf, pos)
            sz390, pos = _ruv(buf, pos)
            x391 = pos + sz390
            if x391 > blen:
                raise _bad_length(sz390, 'DescribeQuorumResponse._tagged_fields', pos)
            if uk388 is None:
                uk388 = []
            uk388.append((tg389, bytes(buf[pos:x391])))
            pos = x391
        o._unknown_tags = uk388
    return o, pos


DescribeQuorumResponse._ENC = {0: _enc_DescribeQuorumResponse_v0, 1: _enc_DescribeQuorumResponse_v1, 2: _enc_DescribeQuorumResponse_v2}
DescribeQuorumResponse._DEC = {0: _dec_DescribeQuorumResponse_v0, 1: _dec_DescribeQuorumResponse_v1, 2: _dec_DescribeQuorumResponse_v2}


_LINES = {
    103: 'DescribeQuorumRequest.Topics',
    104: 'DescribeQuorumRequest.Topics',
    105: 'DescribeQuorumRequest.Topics',
    106: 'DescribeQuorumRequest.Topics',
    107: 'DescribeQuorumRequest.Topics.TopicName',
    108: 'DescribeQuorumRequest.Topics.TopicName',
    109: 'DescribeQuorumRequest.Topics.TopicName',
    110: 'DescribeQuorumRequest.Topics.TopicName',
    111: 'DescribeQuorumRequest.Topics.TopicName',
    112: 'DescribeQuorumRequest.Topics.Partitions',
    113: 'DescribeQuorumRequest.Topics.Partitions',
    114: 'DescribeQuorumRequest.Topics.Partitions',
    115: 'DescribeQuorumRequest.Topics.Partitions',
    116: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    117: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    118: 'DescribeQuorumRequest.Topics.Partitions',
    121: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    122: 'DescribeQuorumRequest.Topics._unknown_tags',
    123: 'DescribeQuorumRequest.Topics',
    126: 'DescribeQuorumRequest.Topics._unknown_tags',
    127: 'DescribeQuorumRequest._unknown_tags',
    128: 'DescribeQuorumRequest',
    131: 'DescribeQuorumRequest._unknown_tags',
    138: 'DescribeQuorumRequest.Topics',
    142: 'DescribeQuorumRequest.Topics',
    147: 'DescribeQuorumRequest.Topics.TopicName',
    152: 'DescribeQuorumRequest.Topics.TopicName',
    155: 'DescribeQuorumRequest.Topics.TopicName',
    156: 'DescribeQuorumRequest.Topics.Partitions',
    160: 'DescribeQuorumRequest.Topics.Partitions',
    165: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    167: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    171: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    176: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    177: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    188: 'DescribeQuorumRequest.Topics._tagged_fields',
    192: 'DescribeQuorumRequest.Topics._tagged_fields',
    197: 'DescribeQuorumRequest.Topics._tagged_fields',
    198: 'DescribeQuorumRequest.Topics._tagged_fields',
    209: 'DescribeQuorumRequest._tagged_fields',
    213: 'DescribeQuorumRequest._tagged_fields',
    218: 'DescribeQuorumRequest._tagged_fields',
    219: 'DescribeQuorumRequest._tagged_fields',
    234: 'DescribeQuorumRequest.Topics',
    235: 'DescribeQuorumRequest.Topics',
    236: 'DescribeQuorumRequest.Topics',
    237: 'DescribeQuorumRequest.Topics',
    238: 'DescribeQuorumRequest.Topics.TopicName',
    239: 'DescribeQuorumRequest.Topics.TopicName',
    240: 'DescribeQuorumRequest.Topics.TopicName',
    241: 'DescribeQuorumRequest.Topics.TopicName',
    242: 'DescribeQuorumRequest.Topics.TopicName',
    243: 'DescribeQuorumRequest.Topics.Partitions',
    244: 'DescribeQuorumRequest.Topics.Partitions',
    245: 'DescribeQuorumRequest.Topics.Partitions',
    246: 'DescribeQuorumRequest.Topics.Partitions',
    247: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    248: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    249: 'DescribeQuorumRequest.Topics.Partitions',
    252: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    253: 'DescribeQuorumRequest.Topics._unknown_tags',
    254: 'DescribeQuorumRequest.Topics',
    257: 'DescribeQuorumRequest.Topics._unknown_tags',
    258: 'DescribeQuorumRequest._unknown_tags',
    259: 'DescribeQuorumRequest',
    262: 'DescribeQuorumRequest._unknown_tags',
    269: 'DescribeQuorumRequest.Topics',
    273: 'DescribeQuorumRequest.Topics',
    278: 'DescribeQuorumRequest.Topics.TopicName',
    283: 'DescribeQuorumRequest.Topics.TopicName',
    286: 'DescribeQuorumRequest.Topics.TopicName',
    287: 'DescribeQuorumRequest.Topics.Partitions',
    291: 'DescribeQuorumRequest.Topics.Partitions',
    296: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    298: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    302: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    307: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    308: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    319: 'DescribeQuorumRequest.Topics._tagged_fields',
    323: 'DescribeQuorumRequest.Topics._tagged_fields',
    328: 'DescribeQuorumRequest.Topics._tagged_fields',
    329: 'DescribeQuorumRequest.Topics._tagged_fields',
    340: 'DescribeQuorumRequest._tagged_fields',
    344: 'DescribeQuorumRequest._tagged_fields',
    349: 'DescribeQuorumRequest._tagged_fields',
    350: 'DescribeQuorumRequest._tagged_fields',
    365: 'DescribeQuorumRequest.Topics',
    366: 'DescribeQuorumRequest.Topics',
    367: 'DescribeQuorumRequest.Topics',
    368: 'DescribeQuorumRequest.Topics',
    369: 'DescribeQuorumRequest.Topics.TopicName',
    370: 'DescribeQuorumRequest.Topics.TopicName',
    371: 'DescribeQuorumRequest.Topics.TopicName',
    372: 'DescribeQuorumRequest.Topics.TopicName',
    373: 'DescribeQuorumRequest.Topics.TopicName',
    374: 'DescribeQuorumRequest.Topics.Partitions',
    375: 'DescribeQuorumRequest.Topics.Partitions',
    376: 'DescribeQuorumRequest.Topics.Partitions',
    377: 'DescribeQuorumRequest.Topics.Partitions',
    378: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    379: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    380: 'DescribeQuorumRequest.Topics.Partitions',
    383: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    384: 'DescribeQuorumRequest.Topics._unknown_tags',
    385: 'DescribeQuorumRequest.Topics',
    388: 'DescribeQuorumRequest.Topics._unknown_tags',
    389: 'DescribeQuorumRequest._unknown_tags',
    390: 'DescribeQuorumRequest',
    393: 'DescribeQuorumRequest._unknown_tags',
    400: 'DescribeQuorumRequest.Topics',
    404: 'DescribeQuorumRequest.Topics',
    409: 'DescribeQuorumRequest.Topics.TopicName',
    414: 'DescribeQuorumRequest.Topics.TopicName',
    417: 'DescribeQuorumRequest.Topics.TopicName',
    418: 'DescribeQuorumRequest.Topics.Partitions',
    422: 'DescribeQuorumRequest.Topics.Partitions',
    427: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    429: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    433: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    438: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    439: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    450: 'DescribeQuorumRequest.Topics._tagged_fields',
    454: 'DescribeQuorumRequest.Topics._tagged_fields',
    459: 'DescribeQuorumRequest.Topics._tagged_fields',
    460: 'DescribeQuorumRequest.Topics._tagged_fields',
    471: 'DescribeQuorumRequest._tagged_fields',
    475: 'DescribeQuorumRequest._tagged_fields',
    480: 'DescribeQuorumRequest._tagged_fields',
    481: 'DescribeQuorumRequest._tagged_fields',
    621: 'DescribeQuorumResponse.ErrorCode',
    622: 'DescribeQuorumResponse.Topics',
    623: 'DescribeQuorumResponse.Topics',
    624: 'DescribeQuorumResponse.Topics',
    625: 'DescribeQuorumResponse.Topics',
    626: 'DescribeQuorumResponse.Topics.TopicName',
    627: 'DescribeQuorumResponse.Topics.TopicName',
    628: 'DescribeQuorumResponse.Topics.TopicName',
    629: 'DescribeQuorumResponse.Topics.TopicName',
    630: 'DescribeQuorumResponse.Topics.TopicName',
    631: 'DescribeQuorumResponse.Topics.Partitions',
    632: 'DescribeQuorumResponse.Topics.Partitions',
    633: 'DescribeQuorumResponse.Topics.Partitions',
    634: 'DescribeQuorumResponse.Topics.Partitions',
    635: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    636: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    637: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    638: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    639: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    640: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    641: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId',
    642: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaDirectoryId',
    644: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.LogEndOffset',
    645: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    646: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    649: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    650: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    651: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    652: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    653: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    654: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId',
    655: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaDirectoryId',
    657: 'DescribeQuorumResponse.Topics.Partitions.Observers.LogEndOffset',
    658: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    659: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    662: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    663: 'DescribeQuorumResponse.Topics.Partitions',
    664: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    665: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    666: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    667: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    668: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    669: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    670: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    671: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    672: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    673: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId',
    674: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaDirectoryId',
    676: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.LogEndOffset',
    677: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    678: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    681: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    682: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    683: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    684: 'DescribeQuorumResponse.Topics._unknown_tags',
    685: 'DescribeQuorumResponse.Topics',
    688: 'DescribeQuorumResponse.Topics._unknown_tags',
    689: 'DescribeQuorumResponse.Nodes',
    691: 'DescribeQuorumResponse._unknown_tags',
    692: 'DescribeQuorumResponse',
    695: 'DescribeQuorumResponse._unknown_tags',
    702: 'DescribeQuorumResponse.ErrorCode',
    704: 'DescribeQuorumResponse.Topics',
    708: 'DescribeQuorumResponse.Topics',
    713: 'DescribeQuorumResponse.Topics.TopicName',
    718: 'DescribeQuorumResponse.Topics.TopicName',
    721: 'DescribeQuorumResponse.Topics.TopicName',
    722: 'DescribeQuorumResponse.Topics.Partitions',
    726: 'DescribeQuorumResponse.Topics.Partitions',
    731: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,HighWatermark',
    733: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    737: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    742: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,LogEndOffset',
    747: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    751: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    756: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    757: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    768: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    772: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    777: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,LogEndOffset',
    782: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    786: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    791: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    792: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    805: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    809: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    814: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    815: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    820: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    824: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    832: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,LogEndOffset',
    837: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    841: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    846: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    847: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    868: 'DescribeQuorumResponse.Topics._tagged_fields',
    872: 'DescribeQuorumResponse.Topics._tagged_fields',
    877: 'DescribeQuorumResponse.Topics._tagged_fields',
    878: 'DescribeQuorumResponse.Topics._tagged_fields',
    891: 'DescribeQuorumResponse._tagged_fields',
    895: 'DescribeQuorumResponse._tagged_fields',
    900: 'DescribeQuorumResponse._tagged_fields',
    901: 'DescribeQuorumResponse._tagged_fields',
    916: 'DescribeQuorumResponse.ErrorCode',
    917: 'DescribeQuorumResponse.Topics',
    918: 'DescribeQuorumResponse.Topics',
    919: 'DescribeQuorumResponse.Topics',
    920: 'DescribeQuorumResponse.Topics',
    921: 'DescribeQuorumResponse.Topics.TopicName',
    922: 'DescribeQuorumResponse.Topics.TopicName',
    923: 'DescribeQuorumResponse.Topics.TopicName',
    924: 'DescribeQuorumResponse.Topics.TopicName',
    925: 'DescribeQuorumResponse.Topics.TopicName',
    926: 'DescribeQuorumResponse.Topics.Partitions',
    927: 'DescribeQuorumResponse.Topics.Partitions',
    928: 'DescribeQuorumResponse.Topics.Partitions',
    929: 'DescribeQuorumResponse.Topics.Partitions',
    930: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    931: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    932: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    933: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    934: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    935: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    936: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId',
    937: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaDirectoryId',
    939: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    940: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    941: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    944: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    945: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    946: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    947: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    948: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    949: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId',
    950: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaDirectoryId',
    952: 'DescribeQuorumResponse.Topics.Partitions.Observers.LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    953: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    954: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    957: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    958: 'DescribeQuorumResponse.Topics.Partitions',
    959: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    960: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    961: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    962: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    963: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    964: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    965: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    966: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    967: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    968: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId',
    969: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaDirectoryId',
    971: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    972: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    973: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    976: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    977: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    978: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    979: 'DescribeQuorumResponse.Topics._unknown_tags',
    980: 'DescribeQuorumResponse.Topics',
    983: 'DescribeQuorumResponse.Topics._unknown_tags',
    984: 'DescribeQuorumResponse.Nodes',
    986: 'DescribeQuorumResponse._unknown_tags',
    987: 'DescribeQuorumResponse',
    990: 'DescribeQuorumResponse._unknown_tags',
    997: 'DescribeQuorumResponse.ErrorCode',
    999: 'DescribeQuorumResponse.Topics',
    1003: 'DescribeQuorumResponse.Topics',
    1008: 'DescribeQuorumResponse.Topics.TopicName',
    1013: 'DescribeQuorumResponse.Topics.TopicName',
    1016: 'DescribeQuorumResponse.Topics.TopicName',
    1017: 'DescribeQuorumResponse.Topics.Partitions',
    1021: 'DescribeQuorumResponse.Topics.Partitions',
    1026: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,HighWatermark',
    1028: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1032: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1037: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1040: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1044: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1049: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1050: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1061: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1065: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1070: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1073: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1077: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1082: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1083: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1096: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1100: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1105: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1106: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1111: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1115: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1123: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1126: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1130: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1135: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1136: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1157: 'DescribeQuorumResponse.Topics._tagged_fields',
    1161: 'DescribeQuorumResponse.Topics._tagged_fields',
    1166: 'DescribeQuorumResponse.Topics._tagged_fields',
    1167: 'DescribeQuorumResponse.Topics._tagged_fields',
    1180: 'DescribeQuorumResponse._tagged_fields',
    1184: 'DescribeQuorumResponse._tagged_fields',
    1189: 'DescribeQuorumResponse._tagged_fields',
    1190: 'DescribeQuorumResponse._tagged_fields',
    1205: 'DescribeQuorumResponse.ErrorCode',
    1206: 'DescribeQuorumResponse.ErrorMessage',
    1207: 'DescribeQuorumResponse.ErrorMessage',
    1208: 'DescribeQuorumResponse.ErrorMessage',
    1209: 'DescribeQuorumResponse.ErrorMessage',
    1210: 'DescribeQuorumResponse.ErrorMessage',
    1211: 'DescribeQuorumResponse.ErrorMessage',
    1212: 'DescribeQuorumResponse.ErrorMessage',
    1213: 'DescribeQuorumResponse.ErrorMessage',
    1214: 'DescribeQuorumResponse.Topics',
    1215: 'DescribeQuorumResponse.Topics',
    1216: 'DescribeQuorumResponse.Topics',
    1217: 'DescribeQuorumResponse.Topics',
    1218: 'DescribeQuorumResponse.Topics.TopicName',
    1219: 'DescribeQuorumResponse.Topics.TopicName',
    1220: 'DescribeQuorumResponse.Topics.TopicName',
    1221: 'DescribeQuorumResponse.Topics.TopicName',
    1222: 'DescribeQuorumResponse.Topics.TopicName',
    1223: 'DescribeQuorumResponse.Topics.Partitions',
    1224: 'DescribeQuorumResponse.Topics.Partitions',
    1225: 'DescribeQuorumResponse.Topics.Partitions',
    1226: 'DescribeQuorumResponse.Topics.Partitions',
    1227: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1228: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1229: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1230: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1231: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1232: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1233: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1234: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1235: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1236: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    1237: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1238: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1239: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1240: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1241: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1242: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    1243: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1246: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    1247: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1248: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1249: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1250: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1251: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1252: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    1253: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1256: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    1257: 'DescribeQuorumResponse.Topics.Partitions',
    1258: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1259: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1260: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1261: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1262: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1263: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1264: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1265: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1266: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1267: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1268: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    1269: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1272: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    1273: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1274: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    1275: 'DescribeQuorumResponse.Topics._unknown_tags',
    1276: 'DescribeQuorumResponse.Topics',
    1279: 'DescribeQuorumResponse.Topics._unknown_tags',
    1280: 'DescribeQuorumResponse.Nodes',
    1281: 'DescribeQuorumResponse.Nodes',
    1282: 'DescribeQuorumResponse.Nodes',
    1283: 'DescribeQuorumResponse.Nodes',
    1284: 'DescribeQuorumResponse.Nodes.NodeId',
    1285: 'DescribeQuorumResponse.Nodes.Listeners',
    1286: 'DescribeQuorumResponse.Nodes.Listeners',
    1287: 'DescribeQuorumResponse.Nodes.Listeners',
    1288: 'DescribeQuorumResponse.Nodes.Listeners',
    1289: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1290: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1291: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1292: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1293: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1294: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1295: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1296: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1297: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1298: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1299: 'DescribeQuorumResponse.Nodes.Listeners.Port',
    1300: 'DescribeQuorumResponse.Nodes.Listeners._unknown_tags',
    1301: 'DescribeQuorumResponse.Nodes.Listeners',
    1304: 'DescribeQuorumResponse.Nodes.Listeners._unknown_tags',
    1305: 'DescribeQuorumResponse.Nodes._unknown_tags',
    1306: 'DescribeQuorumResponse.Nodes',
    1309: 'DescribeQuorumResponse.Nodes._unknown_tags',
    1310: 'DescribeQuorumResponse._unknown_tags',
    1311: 'DescribeQuorumResponse',
    1314: 'DescribeQuorumResponse._unknown_tags',
    1321: 'DescribeQuorumResponse.ErrorCode',
    1323: 'DescribeQuorumResponse.ErrorMessage',
    1328: 'DescribeQuorumResponse.ErrorMessage',
    1331: 'DescribeQuorumResponse.ErrorMessage',
    1332: 'DescribeQuorumResponse.Topics',
    1336: 'DescribeQuorumResponse.Topics',
    1341: 'DescribeQuorumResponse.Topics.TopicName',
    1346: 'DescribeQuorumResponse.Topics.TopicName',
    1349: 'DescribeQuorumResponse.Topics.TopicName',
    1350: 'DescribeQuorumResponse.Topics.Partitions',
    1354: 'DescribeQuorumResponse.Topics.Partitions',
    1359: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1361: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1366: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1369: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1370: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    1372: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1376: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1381: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1384: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1388: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1393: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1394: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1405: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1409: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1414: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1417: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1421: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1426: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1427: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1439: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1443: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1448: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1449: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1454: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1458: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1466: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1469: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1473: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1478: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1479: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1500: 'DescribeQuorumResponse.Topics._tagged_fields',
    1504: 'DescribeQuorumResponse.Topics._tagged_fields',
    1509: 'DescribeQuorumResponse.Topics._tagged_fields',
    1510: 'DescribeQuorumResponse.Topics._tagged_fields',
    1521: 'DescribeQuorumResponse.Nodes',
    1525: 'DescribeQuorumResponse.Nodes',
    1530: 'DescribeQuorumResponse.Nodes.NodeId',
    1532: 'DescribeQuorumResponse.Nodes.Listeners',
    1536: 'DescribeQuorumResponse.Nodes.Listeners',
    1541: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1546: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1549: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1550: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1555: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1558: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1559: 'DescribeQuorumResponse.Nodes.Listeners.Port',
    1561: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1565: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1570: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1571: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1582: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1586: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1591: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1592: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1603: 'DescribeQuorumResponse._tagged_fields',
    1607: 'DescribeQuorumResponse._tagged_fields',
    1612: 'DescribeQuorumResponse._tagged_fields',
    1613: 'DescribeQuorumResponse._tagged_fields',
}
