# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/CreateTopicsRequest.json, schemas/messages/CreateTopicsResponse.json.
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

__all__ = ['CreateTopicsRequest', 'CreateTopicsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_Uh = Struct('>16sh')
_S__b_ = Struct('>?b?')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_i_ = Struct('>i?')
_S_ih = Struct('>ih')


class CreateTopicsRequest(_Message):
    __slots__ = ('topics', 'timeout_ms', 'validate_only', '_unknown_tags')
    NAME = 'CreateTopicsRequest'
    TYPE = 'request'
    API_KEY = 19
    LISTENERS = ('broker', 'controller')
    VALID_VERSIONS = (2, 7)
    FLEXIBLE_VERSIONS = (5, 7)

    def __init__(self, *, topics=_EMPTY, timeout_ms=60000, validate_only=False, _unknown_tags=None):
        self.topics = [] if topics is _EMPTY else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class CreatableTopic(_Message):
        __slots__ = ('name', 'num_partitions', 'replication_factor', 'assignments', 'configs', '_unknown_tags')
        NAME = 'CreateTopicsRequest.CreatableTopic'

        def __init__(self, *, name='', num_partitions=0, replication_factor=0, assignments=_EMPTY, configs=_EMPTY, _unknown_tags=None):
            self.name = name
            self.num_partitions = num_partitions
            self.replication_factor = replication_factor
            self.assignments = [] if assignments is _EMPTY else assignments
            self.configs = [] if configs is _EMPTY else configs
            self._unknown_tags = _unknown_tags

    class CreatableReplicaAssignment(_Message):
        __slots__ = ('partition_index', 'broker_ids', '_unknown_tags')
        NAME = 'CreateTopicsRequest.CreatableReplicaAssignment'

        def __init__(self, *, partition_index=0, broker_ids=_EMPTY, _unknown_tags=None):
            self.partition_index = partition_index
            self.broker_ids = [] if broker_ids is _EMPTY else broker_ids
            self._unknown_tags = _unknown_tags

    class CreatableTopicConfig(_Message):
        __slots__ = ('name', 'value', '_unknown_tags')
        NAME = 'CreateTopicsRequest.CreatableTopicConfig'

        def __init__(self, *, name='', value='', _unknown_tags=None):
            self.name = name
            self.value = value
            self._unknown_tags = _unknown_tags


_C_CreateTopicsRequest_CreatableTopic = CreateTopicsRequest.CreatableTopic
_C_CreateTopicsRequest_CreatableReplicaAssignment = CreateTopicsRequest.CreatableReplicaAssignment
_C_CreateTopicsRequest_CreatableTopicConfig = CreateTopicsRequest.CreatableTopicConfig
CreateTopicsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]CreatableTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreateTopicsRequest_CreatableTopic),
    _FI('timeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 60000, False, None),
    _FI('validateOnly', 'validate_only', 'bool', (1, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_CreateTopicsRequest_CreatableTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('NumPartitions', 'num_partitions', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicationFactor', 'replication_factor', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Assignments', 'assignments', '[]CreatableReplicaAssignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreateTopicsRequest_CreatableReplicaAssignment),
    _FI('Configs', 'configs', '[]CreatableTopicConfig', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreateTopicsRequest_CreatableTopicConfig),
)
_C_CreateTopicsRequest_CreatableReplicaAssignment.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerIds', 'broker_ids', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_C_CreateTopicsRequest_CreatableTopicConfig.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_CreateTopicsRequest_CreatableTopic = _C_CreateTopicsRequest_CreatableTopic()
_DEF_CreateTopicsRequest_CreatableReplicaAssignment = _C_CreateTopicsRequest_CreatableReplicaAssignment()
_DEF_CreateTopicsRequest_CreatableTopicConfig = _C_CreateTopicsRequest_CreatableTopicConfig()


def _enc_CreateTopicsRequest_v2(o):
    parts = []
    a = parts.append
    l1 = o.topics
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.name
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        a(_S_ih.pack(e2.num_partitions, e2.replication_factor))
        l6 = e2.assignments
        a(_S_i.pack(len(l6)))
        for e7 in l6:
            a(_S_i.pack(e7.partition_index))
            l8 = e7.broker_ids
            n9 = len(l8)
            if n9 < 64:
                a(_LA_i[n9].pack(n9, *l8))
            else:
                a(_encode_array('i', l8, False))
        l10 = e2.configs
        a(_S_i.pack(len(l10)))
        for e11 in l10:
            s12 = e11.name
            b13 = s12.encode()
            a(_S_h.pack(len(b13)))
            a(b13)
            s15 = e11.value
            if s15 is None:
                a(b'\xff\xff')
            else:
                b16 = s15.encode()
                a(_S_h.pack(len(b16)))
                a(b16)
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    return b''.join(parts)


def _dec_CreateTopicsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n18, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics')
    l19 = []
    ap20 = l19.append
    for _ in range(n18):
        t21 = _new(_C_CreateTopicsRequest_CreatableTopic)
        n22, = _S_h.unpack_from(buf, pos)
        if n22 >= 0:
            x23 = pos + 2 + n22
            if x23 > blen:
                raise _bad_length(n22, 'CreateTopicsRequest.Topics.Name', pos)
            t21.name = str(buf[pos + 2:x23], 'utf-8')
            pos = x23
        else:
            t21.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsRequest.Topics.Name')
        t21.num_partitions, t21.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n24, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics.Assignments')
        l25 = []
        ap26 = l25.append
        for _ in range(n24):
            t27 = _new(_C_CreateTopicsRequest_CreatableReplicaAssignment)
            t27.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n28, = _S_i.unpack_from(buf, pos)
            if 0 <= n28 < 64:
                t27.broker_ids = list(_A_i[n28].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n28
            else:
                t27.broker_ids, pos = _read_fixed_array(buf, pos, 'i', False, False, 'CreateTopicsRequest.Topics.Assignments.BrokerIds')
            t27._unknown_tags = None
            ap26(t27)
        t21.assignments = l25
        n29, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics.Configs')
        l30 = []
        ap31 = l30.append
        for _ in range(n29):
            t32 = _new(_C_CreateTopicsRequest_CreatableTopicConfig)
            n33, = _S_h.unpack_from(buf, pos)
            if n33 >= 0:
                x34 = pos + 2 + n33
                if x34 > blen:
                    raise _bad_length(n33, 'CreateTopicsRequest.Topics.Configs.Name', pos)
                t32.name = str(buf[pos + 2:x34], 'utf-8')
                pos = x34
            else:
                t32.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsRequest.Topics.Configs.Name')
            n35, = _S_h.unpack_from(buf, pos)
            if n35 >= 0:
                x36 = pos + 2 + n35
                if x36 > blen:
                    raise _bad_length(n35, 'CreateTopicsRequest.Topics.Configs.Value', pos)
                t32.value = str(buf[pos + 2:x36], 'utf-8')
                pos = x36
            else:
                t32.value, pos = _read_string(buf, pos, False, True, 'CreateTopicsRequest.Topics.Configs.Value')
            t32._unknown_tags = None
            ap31(t32)
        t21.configs = l30
        t21._unknown_tags = None
        ap20(t21)
    o.topics = l19
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    o._unknown_tags = None
    return o, pos


def _enc_CreateTopicsRequest_v3(o):
    parts = []
    a = parts.append
    l37 = o.topics
    a(_S_i.pack(len(l37)))
    for e38 in l37:
        s39 = e38.name
        b40 = s39.encode()
        a(_S_h.pack(len(b40)))
        a(b40)
        a(_S_ih.pack(e38.num_partitions, e38.replication_factor))
        l42 = e38.assignments
        a(_S_i.pack(len(l42)))
        for e43 in l42:
            a(_S_i.pack(e43.partition_index))
            l44 = e43.broker_ids
            n45 = len(l44)
            if n45 < 64:
                a(_LA_i[n45].pack(n45, *l44))
            else:
                a(_encode_array('i', l44, False))
        l46 = e38.configs
        a(_S_i.pack(len(l46)))
        for e47 in l46:
            s48 = e47.name
            b49 = s48.encode()
            a(_S_h.pack(len(b49)))
            a(b49)
            s51 = e47.value
            if s51 is None:
                a(b'\xff\xff')
            else:
                b52 = s51.encode()
                a(_S_h.pack(len(b52)))
                a(b52)
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    return b''.join(parts)


def _dec_CreateTopicsRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n54, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics')
    l55 = []
    ap56 = l55.append
    for _ in range(n54):
        t57 = _new(_C_CreateTopicsRequest_CreatableTopic)
        n58, = _S_h.unpack_from(buf, pos)
        if n58 >= 0:
            x59 = pos + 2 + n58
            if x59 > blen:
                raise _bad_length(n58, 'CreateTopicsRequest.Topics.Name', pos)
            t57.name = str(buf[pos + 2:x59], 'utf-8')
            pos = x59
        else:
            t57.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsRequest.Topics.Name')
        t57.num_partitions, t57.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n60, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics.Assignments')
        l61 = []
        ap62 = l61.append
        for _ in range(n60):
            t63 = _new(_C_CreateTopicsRequest_CreatableReplicaAssignment)
            t63.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n64, = _S_i.unpack_from(buf, pos)
            if 0 <= n64 < 64:
                t63.broker_ids = list(_A_i[n64].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n64
            else:
                t63.broker_ids, pos = _read_fixed_array(buf, pos, 'i', False, False, 'CreateTopicsRequest.Topics.Assignments.BrokerIds')
            t63._unknown_tags = None
            ap62(t63)
        t57.assignments = l61
        n65, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics.Configs')
        l66 = []
        ap67 = l66.append
        for _ in range(n65):
            t68 = _new(_C_CreateTopicsRequest_CreatableTopicConfig)
            n69, = _S_h.unpack_from(buf, pos)
            if n69 >= 0:
                x70 = pos + 2 + n69
                if x70 > blen:
                    raise _bad_length(n69, 'CreateTopicsRequest.Topics.Configs.Name', pos)
                t68.name = str(buf[pos + 2:x70], 'utf-8')
                pos = x70
            else:
                t68.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsRequest.Topics.Configs.Name')
            n71, = _S_h.unpack_from(buf, pos)
            if n71 >= 0:
                x72 = pos + 2 + n71
                if x72 > blen:
                    raise _bad_length(n71, 'CreateTopicsRequest.Topics.Configs.Value', pos)
                t68.value = str(buf[pos + 2:x72], 'utf-8')
                pos = x72
            else:
                t68.value, pos = _read_string(buf, pos, False, True, 'CreateTopicsRequest.Topics.Configs.Value')
            t68._unknown_tags = None
            ap67(t68)
        t57.configs = l66
        t57._unknown_tags = None
        ap56(t57)
    o.topics = l55
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    o._unknown_tags = None
    return o, pos


def _enc_CreateTopicsRequest_v4(o):
    parts = []
    a = parts.append
    l73 = o.topics
    a(_S_i.pack(len(l73)))
    for e74 in l73:
        s75 = e74.name
        b76 = s75.encode()
        a(_S_h.pack(len(b76)))
        a(b76)
        a(_S_ih.pack(e74.num_partitions, e74.replication_factor))
        l78 = e74.assignments
        a(_S_i.pack(len(l78)))
        for e79 in l78:
            a(_S_i.pack(e79.partition_index))
            l80 = e79.broker_ids
            n81 = len(l80)
            if n81 < 64:
                a(_LA_i[n81].pack(n81, *l80))
            else:
                a(_encode_array('i', l80, False))
        l82 = e74.configs
        a(_S_i.pack(len(l82)))
        for e83 in l82:
            s84 = e83.name
            b85 = s84.encode()
            a(_S_h.pack(len(b85)))
            a(b85)
            s87 = e83.value
            if s87 is None:
                a(b'\xff\xff')
            else:
                b88 = s87.encode()
                a(_S_h.pack(len(b88)))
                a(b88)
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    return b''.join(parts)


def _dec_CreateTopicsRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n90, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics')
    l91 = []
    ap92 = l91.append
    for _ in range(n90):
        t93 = _new(_C_CreateTopicsRequest_CreatableTopic)
        n94, = _S_h.unpack_from(buf, pos)
        if n94 >= 0:
            x95 = pos + 2 + n94
            if x95 > blen:
                raise _bad_length(n94, 'CreateTopicsRequest.Topics.Name', pos)
            t93.name = str(buf[pos + 2:x95], 'utf-8')
            pos = x95
        else:
            t93.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsRequest.Topics.Name')
        t93.num_partitions, t93.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n96, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics.Assignments')
        l97 = []
        ap98 = l97.append
        for _ in range(n96):
            t99 = _new(_C_CreateTopicsRequest_CreatableReplicaAssignment)
            t99.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n100, = _S_i.unpack_from(buf, pos)
            if 0 <= n100 < 64:
                t99.broker_ids = list(_A_i[n100].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n100
            else:
                t99.broker_ids, pos = _read_fixed_array(buf, pos, 'i', False, False, 'CreateTopicsRequest.Topics.Assignments.BrokerIds')
            t99._unknown_tags = None
            ap98(t99)
        t93.assignments = l97
        n101, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics.Configs')
        l102 = []
        ap103 = l102.append
        for _ in range(n101):
            t104 = _new(_C_CreateTopicsRequest_CreatableTopicConfig)
            n105, = _S_h.unpack_from(buf, pos)
            if n105 >= 0:
                x106 = pos + 2 + n105
                if x106 > blen:
                    raise _bad_length(n105, 'CreateTopicsRequest.Topics.Configs.Name', pos)
                t104.name = str(buf[pos + 2:x106], 'utf-8')
                pos = x106
            else:
                t104.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsRequest.Topics.Configs.Name')
            n107, = _S_h.unpack_from(buf, pos)
            if n107 >= 0:
                x108 = pos + 2 + n107
                if x108 > blen:
                    raise _bad_length(n107, 'CreateTopicsRequest.Topics.Configs.Value', pos)
                t104.value = str(buf[pos + 2:x108], 'utf-8')
                pos = x108
            else:
                t104.value, pos = _read_string(buf, pos, False, True, 'CreateTopicsRequest.Topics.Configs.Value')
            t104._unknown_tags = None
            ap103(t104)
        t93.configs = l102
        t93._unknown_tags = None
        ap92(t93)
    o.topics = l91
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    o._unknown_tags = None
    return o, pos


def _enc_CreateTopicsRequest_v5(o):
    parts = []
    a = parts.append
    l109 = o.topics
    n110 = len(l109) + 1
    a(_UV[n110] if n110 < 128 else _uv(n110))
    for e111 in l109:
        s112 = e111.name
        b113 = s112.encode()
        n114 = len(b113) + 1
        a(_UV[n114] if n114 < 128 else _uv(n114))
        a(b113)
        a(_S_ih.pack(e111.num_partitions, e111.replication_factor))
        l115 = e111.assignments
        n116 = len(l115) + 1
        a(_UV[n116] if n116 < 128 else _uv(n116))
        for e117 in l115:
            a(_S_i.pack(e117.partition_index))
            l118 = e117.broker_ids
            n119 = len(l118)
            if n119 < 64:
                a(_CA_i[n119].pack(n119 + 1, *l118))
            else:
                a(_encode_array('i', l118, True))
            u120 = e117._unknown_tags
            if u120 is None:
                a(_H0)
            else:
                _write_tags(a, None, u120)
        l121 = e111.configs
        n122 = len(l121) + 1
        a(_UV[n122] if n122 < 128 else _uv(n122))
        for e123 in l121:
            s124 = e123.name
            b125 = s124.encode()
            n126 = len(b125) + 1
            a(_UV[n126] if n126 < 128 else _uv(n126))
            a(b125)
            s127 = e123.value
            if s127 is None:
                a(_H0)
            else:
                b128 = s127.encode()
                n129 = len(b128) + 1
                a(_UV[n129] if n129 < 128 else _uv(n129))
                a(b128)
            u130 = e123._unknown_tags
            if u130 is None:
                a(_H0)
            else:
                _write_tags(a, None, u130)
        u131 = e111._unknown_tags
        if u131 is None:
            a(_H0)
        else:
            _write_tags(a, None, u131)
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    u132 = o._unknown_tags
    if u132 is None:
        a(_H0)
    else:
        _write_tags(a, None, u132)
    return b''.join(parts)


def _dec_CreateTopicsRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n133 = buf[pos] - 1
    if 0 <= n133 < 127:
        pos += 1
    else:
        n133, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics')
    l134 = []
    ap135 = l134.append
    for _ in range(n133):
        t136 = _new(_C_CreateTopicsRequest_CreatableTopic)
        n137 = buf[pos] - 1
        if 0 <= n137 < 127:
            x138 = pos + 1 + n137
            if x138 > blen:
                raise _bad_length(n137, 'CreateTopicsRequest.Topics.Name', pos)
            t136.name = str(buf[pos + 1:x138], 'utf-8')
            pos = x138
        else:
            t136.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsRequest.Topics.Name')
        t136.num_partitions, t136.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n139 = buf[pos] - 1
        if 0 <= n139 < 127:
            pos += 1
        else:
            n139, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics.Assignments')
        l140 = []
        ap141 = l140.append
        for _ in range(n139):
            t142 = _new(_C_CreateTopicsRequest_CreatableReplicaAssignment)
            t142.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n143 = buf[pos] - 1
            if 0 <= n143 < 64:
                t142.broker_ids = list(_A_i[n143].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n143
            else:
                t142.broker_ids, pos = _read_fixed_array(buf, pos, 'i', True, False, 'CreateTopicsRequest.Topics.Assignments.BrokerIds')
            if buf[pos] == 0:
                pos += 1
                t142._unknown_tags = None
            else:
                nt144, pos = _ruv(buf, pos)
                if nt144 * 2 > blen - pos:
                    raise _array_too_long(nt144, 'CreateTopicsRequest.Topics.Assignments._tagged_fields', pos)
                uk145 = None
                for _ in range(nt144):
                    tg146, pos = _ruv(buf, pos)
                    sz147, pos = _ruv(buf, pos)
                    x148 = pos + sz147
                    if x148 > blen:
                        raise _bad_length(sz147, 'CreateTopicsRequest.Topics.Assignments._tagged_fields', pos)
                    if uk145 is None:
                        uk145 = []
                    uk145.append((tg146, bytes(buf[pos:x148])))
                    pos = x148
                t142._unknown_tags = uk145
            ap141(t142)
        t136.assignments = l140
        n149 = buf[pos] - 1
        if 0 <= n149 < 127:
            pos += 1
        else:
            n149, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics.Configs')
        l150 = []
        ap151 = l150.append
        for _ in range(n149):
            t152 = _new(_C_CreateTopicsRequest_CreatableTopicConfig)
            n153 = buf[pos] - 1
            if 0 <= n153 < 127:
                x154 = pos + 1 + n153
                if x154 > blen:
                    raise _bad_length(n153, 'CreateTopicsRequest.Topics.Configs.Name', pos)
                t152.name = str(buf[pos + 1:x154], 'utf-8')
                pos = x154
            else:
                t152.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsRequest.Topics.Configs.Name')
            n155 = buf[pos] - 1
            if 0 <= n155 < 127:
                x156 = pos + 1 + n155
                if x156 > blen:
                    raise _bad_length(n155, 'CreateTopicsRequest.Topics.Configs.Value', pos)
                t152.value = str(buf[pos + 1:x156], 'utf-8')
                pos = x156
            else:
                t152.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsRequest.Topics.Configs.Value')
            if buf[pos] == 0:
                pos += 1
                t152._unknown_tags = None
            else:
                nt157, pos = _ruv(buf, pos)
                if nt157 * 2 > blen - pos:
                    raise _array_too_long(nt157, 'CreateTopicsRequest.Topics.Configs._tagged_fields', pos)
                uk158 = None
                for _ in range(nt157):
                    tg159, pos = _ruv(buf, pos)
                    sz160, pos = _ruv(buf, pos)
                    x161 = pos + sz160
                    if x161 > blen:
                        raise _bad_length(sz160, 'CreateTopicsRequest.Topics.Configs._tagged_fields', pos)
                    if uk158 is None:
                        uk158 = []
                    uk158.append((tg159, bytes(buf[pos:x161])))
                    pos = x161
                t152._unknown_tags = uk158
            ap151(t152)
        t136.configs = l150
        if buf[pos] == 0:
            pos += 1
            t136._unknown_tags = None
        else:
            nt162, pos = _ruv(buf, pos)
            if nt162 * 2 > blen - pos:
                raise _array_too_long(nt162, 'CreateTopicsRequest.Topics._tagged_fields', pos)
            uk163 = None
            for _ in range(nt162):
                tg164, pos = _ruv(buf, pos)
                sz165, pos = _ruv(buf, pos)
                x166 = pos + sz165
                if x166 > blen:
                    raise _bad_length(sz165, 'CreateTopicsRequest.Topics._tagged_fields', pos)
                if uk163 is None:
                    uk163 = []
                uk163.append((tg164, bytes(buf[pos:x166])))
                pos = x166
            t136._unknown_tags = uk163
        ap135(t136)
    o.topics = l134
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt167, pos = _ruv(buf, pos)
        if nt167 * 2 > blen - pos:
            raise _array_too_long(nt167, 'CreateTopicsRequest._tagged_fields', pos)
        uk168 = None
        for _ in range(nt167):
            tg169, pos = _ruv(buf, pos)
            sz170, pos = _ruv(buf, pos)
            x171 = pos + sz170
            if x171 > blen:
                raise _bad_length(sz170, 'CreateTopicsRequest._tagged_fields', pos)
            if uk168 is None:
                uk168 = []
            uk168.append((tg169, bytes(buf[pos:x171])))
            pos = x171
        o._unknown_tags = uk168
    return o, pos


def _enc_CreateTopicsRequest_v6(o):
    parts = []
    a = parts.append
    l172 = o.topics
    n173 = len(l172) + 1
    a(_UV[n173] if n173 < 128 else _uv(n173))
    for e174 in l172:
        s175 = e174.name
        b176 = s175.encode()
        n177 = len(b176) + 1
        a(_UV[n177] if n177 < 128 else _uv(n177))
        a(b176)
        a(_S_ih.pack(e174.num_partitions, e174.replication_factor))
        l178 = e174.assignments
        n179 = len(l178) + 1
        a(_UV[n179] if n179 < 128 else _uv(n179))
        for e180 in l178:
            a(_S_i.pack(e180.partition_index))
            l181 = e180.broker_ids
            n182 = len(l181)
            if n182 < 64:
                a(_CA_i[n182].pack(n182 + 1, *l181))
            else:
                a(_encode_array('i', l181, True))
            u183 = e180._unknown_tags
            if u183 is None:
                a(_H0)
            else:
                _write_tags(a, None, u183)
        l184 = e174.configs
        n185 = len(l184) + 1
        a(_UV[n185] if n185 < 128 else _uv(n185))
        for e186 in l184:
            s187 = e186.name
            b188 = s187.encode()
            n189 = len(b188) + 1
            a(_UV[n189] if n189 < 128 else _uv(n189))
            a(b188)
            s190 = e186.value
            if s190 is None:
                a(_H0)
            else:
                b191 = s190.encode()
                n192 = len(b191) + 1
                a(_UV[n192] if n192 < 128 else _uv(n192))
                a(b191)
            u193 = e186._unknown_tags
            if u193 is None:
                a(_H0)
            else:
                _write_tags(a, None, u193)
        u194 = e174._unknown_tags
        if u194 is None:
            a(_H0)
        else:
            _write_tags(a, None, u194)
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    u195 = o._unknown_tags
    if u195 is None:
        a(_H0)
    else:
        _write_tags(a, None, u195)
    return b''.join(parts)


def _dec_CreateTopicsRequest_v6(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n196 = buf[pos] - 1
    if 0 <= n196 < 127:
        pos += 1
    else:
        n196, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics')
    l197 = []
    ap198 = l197.append
    for _ in range(n196):
        t199 = _new(_C_CreateTopicsRequest_CreatableTopic)
        n200 = buf[pos] - 1
        if 0 <= n200 < 127:
            x201 = pos + 1 + n200
            if x201 > blen:
                raise _bad_length(n200, 'CreateTopicsRequest.Topics.Name', pos)
            t199.name = str(buf[pos + 1:x201], 'utf-8')
            pos = x201
        else:
            t199.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsRequest.Topics.Name')
        t199.num_partitions, t199.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n202 = buf[pos] - 1
        if 0 <= n202 < 127:
            pos += 1
        else:
            n202, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics.Assignments')
        l203 = []
        ap204 = l203.append
        for _ in range(n202):
            t205 = _new(_C_CreateTopicsRequest_CreatableReplicaAssignment)
            t205.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n206 = buf[pos] - 1
            if 0 <= n206 < 64:
                t205.broker_ids = list(_A_i[n206].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n206
            else:
                t205.broker_ids, pos = _read_fixed_array(buf, pos, 'i', True, False, 'CreateTopicsRequest.Topics.Assignments.BrokerIds')
            if buf[pos] == 0:
                pos += 1
                t205._unknown_tags = None
            else:
                nt207, pos = _ruv(buf, pos)
                if nt207 * 2 > blen - pos:
                    raise _array_too_long(nt207, 'CreateTopicsRequest.Topics.Assignments._tagged_fields', pos)
                uk208 = None
                for _ in range(nt207):
                    tg209, pos = _ruv(buf, pos)
                    sz210, pos = _ruv(buf, pos)
                    x211 = pos + sz210
                    if x211 > blen:
                        raise _bad_length(sz210, 'CreateTopicsRequest.Topics.Assignments._tagged_fields', pos)
                    if uk208 is None:
                        uk208 = []
                    uk208.append((tg209, bytes(buf[pos:x211])))
                    pos = x211
                t205._unknown_tags = uk208
            ap204(t205)
        t199.assignments = l203
        n212 = buf[pos] - 1
        if 0 <= n212 < 127:
            pos += 1
        else:
            n212, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics.Configs')
        l213 = []
        ap214 = l213.append
        for _ in range(n212):
            t215 = _new(_C_CreateTopicsRequest_CreatableTopicConfig)
            n216 = buf[pos] - 1
            if 0 <= n216 < 127:
                x217 = pos + 1 + n216
                if x217 > blen:
                    raise _bad_length(n216, 'CreateTopicsRequest.Topics.Configs.Name', pos)
                t215.name = str(buf[pos + 1:x217], 'utf-8')
                pos = x217
            else:
                t215.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsRequest.Topics.Configs.Name')
            n218 = buf[pos] - 1
            if 0 <= n218 < 127:
                x219 = pos + 1 + n218
                if x219 > blen:
                    raise _bad_length(n218, 'CreateTopicsRequest.Topics.Configs.Value', pos)
                t215.value = str(buf[pos + 1:x219], 'utf-8')
                pos = x219
            else:
                t215.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsRequest.Topics.Configs.Value')
            if buf[pos] == 0:
                pos += 1
                t215._unknown_tags = None
            else:
                nt220, pos = _ruv(buf, pos)
                if nt220 * 2 > blen - pos:
                    raise _array_too_long(nt220, 'CreateTopicsRequest.Topics.Configs._tagged_fields', pos)
                uk221 = None
                for _ in range(nt220):
                    tg222, pos = _ruv(buf, pos)
                    sz223, pos = _ruv(buf, pos)
                    x224 = pos + sz223
                    if x224 > blen:
                        raise _bad_length(sz223, 'CreateTopicsRequest.Topics.Configs._tagged_fields', pos)
                    if uk221 is None:
                        uk221 = []
                    uk221.append((tg222, bytes(buf[pos:x224])))
                    pos = x224
                t215._unknown_tags = uk221
            ap214(t215)
        t199.configs = l213
        if buf[pos] == 0:
            pos += 1
            t199._unknown_tags = None
        else:
            nt225, pos = _ruv(buf, pos)
            if nt225 * 2 > blen - pos:
                raise _array_too_long(nt225, 'CreateTopicsRequest.Topics._tagged_fields', pos)
            uk226 = None
            for _ in range(nt225):
                tg227, pos = _ruv(buf, pos)
                sz228, pos = _ruv(buf, pos)
                x229 = pos + sz228
                if x229 > blen:
                    raise _bad_length(sz228, 'CreateTopicsRequest.Topics._tagged_fields', pos)
                if uk226 is None:
                    uk226 = []
                uk226.append((tg227, bytes(buf[pos:x229])))
                pos = x229
            t199._unknown_tags = uk226
        ap198(t199)
    o.topics = l197
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt230, pos = _ruv(buf, pos)
        if nt230 * 2 > blen - pos:
            raise _array_too_long(nt230, 'CreateTopicsRequest._tagged_fields', pos)
        uk231 = None
        for _ in range(nt230):
            tg232, pos = _ruv(buf, pos)
            sz233, pos = _ruv(buf, pos)
            x234 = pos + sz233
            if x234 > blen:
                raise _bad_length(sz233, 'CreateTopicsRequest._tagged_fields', pos)
            if uk231 is None:
                uk231 = []
            uk231.append((tg232, bytes(buf[pos:x234])))
            pos = x234
        o._unknown_tags = uk231
    return o, pos


def _enc_CreateTopicsRequest_v7(o):
    parts = []
    a = parts.append
    l235 = o.topics
    n236 = len(l235) + 1
    a(_UV[n236] if n236 < 128 else _uv(n236))
    for e237 in l235:
        s238 = e237.name
        b239 = s238.encode()
        n240 = len(b239) + 1
        a(_UV[n240] if n240 < 128 else _uv(n240))
        a(b239)
        a(_S_ih.pack(e237.num_partitions, e237.replication_factor))
        l241 = e237.assignments
        n242 = len(l241) + 1
        a(_UV[n242] if n242 < 128 else _uv(n242))
        for e243 in l241:
            a(_S_i.pack(e243.partition_index))
            l244 = e243.broker_ids
            n245 = len(l244)
            if n245 < 64:
                a(_CA_i[n245].pack(n245 + 1, *l244))
            else:
                a(_encode_array('i', l244, True))
            u246 = e243._unknown_tags
            if u246 is None:
                a(_H0)
            else:
                _write_tags(a, None, u246)
        l247 = e237.configs
        n248 = len(l247) + 1
        a(_UV[n248] if n248 < 128 else _uv(n248))
        for e249 in l247:
            s250 = e249.name
            b251 = s250.encode()
            n252 = len(b251) + 1
            a(_UV[n252] if n252 < 128 else _uv(n252))
            a(b251)
            s253 = e249.value
            if s253 is None:
                a(_H0)
            else:
                b254 = s253.encode()
                n255 = len(b254) + 1
                a(_UV[n255] if n255 < 128 else _uv(n255))
                a(b254)
            u256 = e249._unknown_tags
            if u256 is None:
                a(_H0)
            else:
                _write_tags(a, None, u256)
        u257 = e237._unknown_tags
        if u257 is None:
            a(_H0)
        else:
            _write_tags(a, None, u257)
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    u258 = o._unknown_tags
    if u258 is None:
        a(_H0)
    else:
        _write_tags(a, None, u258)
    return b''.join(parts)


def _dec_CreateTopicsRequest_v7(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n259 = buf[pos] - 1
    if 0 <= n259 < 127:
        pos += 1
    else:
        n259, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics')
    l260 = []
    ap261 = l260.append
    for _ in range(n259):
        t262 = _new(_C_CreateTopicsRequest_CreatableTopic)
        n263 = buf[pos] - 1
        if 0 <= n263 < 127:
            x264 = pos + 1 + n263
            if x264 > blen:
                raise _bad_length(n263, 'CreateTopicsRequest.Topics.Name', pos)
            t262.name = str(buf[pos + 1:x264], 'utf-8')
            pos = x264
        else:
            t262.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsRequest.Topics.Name')
        t262.num_partitions, t262.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n265 = buf[pos] - 1
        if 0 <= n265 < 127:
            pos += 1
        else:
            n265, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics.Assignments')
        l266 = []
        ap267 = l266.append
        for _ in range(n265):
            t268 = _new(_C_CreateTopicsRequest_CreatableReplicaAssignment)
            t268.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n269 = buf[pos] - 1
            if 0 <= n269 < 64:
                t268.broker_ids = list(_A_i[n269].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n269
            else:
                t268.broker_ids, pos = _read_fixed_array(buf, pos, 'i', True, False, 'CreateTopicsRequest.Topics.Assignments.BrokerIds')
            if buf[pos] == 0:
                pos += 1
                t268._unknown_tags = None
            else:
                nt270, pos = _ruv(buf, pos)
                if nt270 * 2 > blen - pos:
                    raise _array_too_long(nt270, 'CreateTopicsRequest.Topics.Assignments._tagged_fields', pos)
                uk271 = None
                for _ in range(nt270):
                    tg272, pos = _ruv(buf, pos)
                    sz273, pos = _ruv(buf, pos)
                    x274 = pos + sz273
                    if x274 > blen:
                        raise _bad_length(sz273, 'CreateTopicsRequest.Topics.Assignments._tagged_fields', pos)
                    if uk271 is None:
                        uk271 = []
                    uk271.append((tg272, bytes(buf[pos:x274])))
                    pos = x274
                t268._unknown_tags = uk271
            ap267(t268)
        t262.assignments = l266
        n275 = buf[pos] - 1
        if 0 <= n275 < 127:
            pos += 1
        else:
            n275, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics.Configs')
        l276 = []
        ap277 = l276.append
        for _ in range(n275):
            t278 = _new(_C_CreateTopicsRequest_CreatableTopicConfig)
            n279 = buf[pos] - 1
            if 0 <= n279 < 127:
                x280 = pos + 1 + n279
                if x280 > blen:
                    raise _bad_length(n279, 'CreateTopicsRequest.Topics.Configs.Name', pos)
                t278.name = str(buf[pos + 1:x280], 'utf-8')
                pos = x280
            else:
                t278.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsRequest.Topics.Configs.Name')
            n281 = buf[pos] - 1
            if 0 <= n281 < 127:
                x282 = pos + 1 + n281
                if x282 > blen:
                    raise _bad_length(n281, 'CreateTopicsRequest.Topics.Configs.Value', pos)
                t278.value = str(buf[pos + 1:x282], 'utf-8')
                pos = x282
            else:
                t278.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsRequest.Topics.Configs.Value')
            if buf[pos] == 0:
                pos += 1
                t278._unknown_tags = None
            else:
                nt283, pos = _ruv(buf, pos)
                if nt283 * 2 > blen - pos:
                    raise _array_too_long(nt283, 'CreateTopicsRequest.Topics.Configs._tagged_fields', pos)
                uk284 = None
                for _ in range(nt283):
                    tg285, pos = _ruv(buf, pos)
                    sz286, pos = _ruv(buf, pos)
                    x287 = pos + sz286
                    if x287 > blen:
                        raise _bad_length(sz286, 'CreateTopicsRequest.Topics.Configs._tagged_fields', pos)
                    if uk284 is None:
                        uk284 = []
                    uk284.append((tg285, bytes(buf[pos:x287])))
                    pos = x287
                t278._unknown_tags = uk284
            ap277(t278)
        t262.configs = l276
        if buf[pos] == 0:
            pos += 1
            t262._unknown_tags = None
        else:
            nt288, pos = _ruv(buf, pos)
            if nt288 * 2 > blen - pos:
                raise _array_too_long(nt288, 'CreateTopicsRequest.Topics._tagged_fields', pos)
            uk289 = None
            for _ in range(nt288):
                tg290, pos = _ruv(buf, pos)
                sz291, pos = _ruv(buf, pos)
                x292 = pos + sz291
                if x292 > blen:
                    raise _bad_length(sz291, 'CreateTopicsRequest.Topics._tagged_fields', pos)
                if uk289 is None:
                    uk289 = []
                uk289.append((tg290, bytes(buf[pos:x292])))
                pos = x292
            t262._unknown_tags = uk289
        ap261(t262)
    o.topics = l260
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt293, pos = _ruv(buf, pos)
        if nt293 * 2 > blen - pos:
            raise _array_too_long(nt293, 'CreateTopicsRequest._tagged_fields', pos)
        uk294 = None
        for _ in range(nt293):
            tg295, pos = _ruv(buf, pos)
            sz296, pos = _ruv(buf, pos)
            x297 = pos + sz296
            if x297 > blen:
                raise _bad_length(sz296, 'CreateTopicsRequest._tagged_fields', pos)
            if uk294 is None:
                uk294 = []
            uk294.append((tg295, bytes(buf[pos:x297])))
            pos = x297
        o._unknown_tags = uk294
    return o, pos


CreateTopicsRequest._ENC = {2: _enc_CreateTopicsRequest_v2, 3: _enc_CreateTopicsRequest_v3, 4: _enc_CreateTopicsRequest_v4, 5: _enc_CreateTopicsRequest_v5, 6: _enc_CreateTopicsRequest_v6, 7: _enc_CreateTopicsRequest_v7}
CreateTopicsRequest._DEC = {2: _dec_CreateTopicsRequest_v2, 3: _dec_CreateTopicsRequest_v3, 4: _dec_CreateTopicsRequest_v4, 5: _dec_CreateTopicsRequest_v5, 6: _dec_CreateTopicsRequest_v6, 7: _dec_CreateTopicsRequest_v7}


class CreateTopicsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'CreateTopicsResponse'
    TYPE = 'response'
    API_KEY = 19
    VALID_VERSIONS = (2, 7)
    FLEXIBLE_VERSIONS = (5, 7)

    def __init__(self, *, throttle_time_ms=0, topics=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class CreatableTopicResult(_Message):
        __slots__ = ('name', 'topic_id', 'error_code', 'error_message', 'topic_config_error_code', 'num_partitions', 'replication_factor', 'configs', '_unknown_tags')
        NAME = 'CreateTopicsResponse.CreatableTopicResult'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, error_code=0, error_message='', topic_config_error_code=0, num_partitions=-1, replication_factor=-1, configs=_EMPTY, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.error_code = error_code
            self.error_message = error_message
            self.topic_config_error_code = topic_config_error_code
            self.num_partitions = num_partitions
            self.replication_factor = replication_factor
            self.configs = [] if configs is _EMPTY else configs
            self._unknown_tags = _unknown_tags

    class CreatableTopicConfigs(_Message):
        __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_sensitive', '_unknown_tags')
        NAME = 'CreateTopicsResponse.CreatableTopicConfigs'

        def __init__(self, *, name='', value='', read_only=False, config_source=-1, is_sensitive=False, _unknown_tags=None):
            self.name = name
            self.value = value
            self.read_only = read_only
            self.config_source = config_source
            self.is_sensitive = is_sensitive
            self._unknown_tags = _unknown_tags


_C_CreateTopicsResponse_CreatableTopicResult = CreateTopicsResponse.CreatableTopicResult
_C_CreateTopicsResponse_CreatableTopicConfigs = CreateTopicsResponse.CreatableTopicConfigs
CreateTopicsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (2, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]CreatableTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreateTopicsResponse_CreatableTopicResult),
)
_C_CreateTopicsResponse_CreatableTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('TopicId', 'topic_id', 'uuid', (7, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (1, 32767), (0, 32767), (1, 0), None, '', True, None),
    _FI('TopicConfigErrorCode', 'topic_config_error_code', 'int16', (5, 32767), (1, 0), (5, 32767), 0, 0, True, None),
    _FI('NumPartitions', 'num_partitions', 'int32', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('ReplicationFactor', 'replication_factor', 'int16', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Configs', 'configs', '[]CreatableTopicConfigs', (5, 32767), (5, 32767), (1, 0), None, (), True, _C_CreateTopicsResponse_CreatableTopicConfigs),
)
_C_CreateTopicsResponse_CreatableTopicConfigs.FIELDS = (
    _FI('Name', 'name', 'string', (5, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Value', 'value', 'string', (5, 32767), (5, 32767), (1, 0), None, '', False, None),
    _FI('ReadOnly', 'read_only', 'bool', (5, 32767), (1, 0), (1, 0), None, False, False, None),
    _FI('ConfigSource', 'config_source', 'int8', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('IsSensitive', 'is_sensitive', 'bool', (5, 32767), (1, 0), (1, 0), None, False, False, None),
)
_DEF_CreateTopicsResponse_CreatableTopicResult = _C_CreateTopicsResponse_CreatableTopicResult()
_DEF_CreateTopicsResponse_CreatableTopicConfigs = _C_CreateTopicsResponse_CreatableTopicConfigs()


def _enc_CreateTopicsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l298 = o.topics
    a(_S_i.pack(len(l298)))
    for e299 in l298:
        s300 = e299.name
        b301 = s300.encode()
        a(_S_h.pack(len(b301)))
        a(b301)
        a(_S_h.pack(e299.error_code))
        s303 = e299.error_message
        if s303 is None:
            a(b'\xff\xff')
        else:
            b304 = s303.encode()
            a(_S_h.pack(len(b304)))
            a(b304)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n306, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsResponse.Topics')
    l307 = []
    ap308 = l307.append
    for _ in range(n306):
        t309 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n310, = _S_h.unpack_from(buf, pos)
        if n310 >= 0:
            x311 = pos + 2 + n310
            if x311 > blen:
                raise _bad_length(n310, 'CreateTopicsResponse.Topics.Name', pos)
            t309.name = str(buf[pos + 2:x311], 'utf-8')
            pos = x311
        else:
            t309.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsResponse.Topics.Name')
        t309.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n312, = _S_h.unpack_from(buf, pos)
        if n312 >= 0:
            x313 = pos + 2 + n312
            if x313 > blen:
                raise _bad_length(n312, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t309.error_message = str(buf[pos + 2:x313], 'utf-8')
            pos = x313
        else:
            t309.error_message, pos = _read_string(buf, pos, False, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t309.topic_id = _ZERO_UUID
        t309.topic_config_error_code = 0
        t309.num_partitions = -1
        t309.replication_factor = -1
        t309.configs = []
        t309._unknown_tags = None
        ap308(t309)
    o.topics = l307
    o._unknown_tags = None
    return o, pos


def _enc_CreateTopicsResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l314 = o.topics
    a(_S_i.pack(len(l314)))
    for e315 in l314:
        s316 = e315.name
        b317 = s316.encode()
        a(_S_h.pack(len(b317)))
        a(b317)
        a(_S_h.pack(e315.error_code))
        s319 = e315.error_message
        if s319 is None:
            a(b'\xff\xff')
        else:
            b320 = s319.encode()
            a(_S_h.pack(len(b320)))
            a(b320)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n322, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsResponse.Topics')
    l323 = []
    ap324 = l323.append
    for _ in range(n322):
        t325 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n326, = _S_h.unpack_from(buf, pos)
        if n326 >= 0:
            x327 = pos + 2 + n326
            if x327 > blen:
                raise _bad_length(n326, 'CreateTopicsResponse.Topics.Name', pos)
            t325.name = str(buf[pos + 2:x327], 'utf-8')
            pos = x327
        else:
            t325.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsResponse.Topics.Name')
        t325.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n328, = _S_h.unpack_from(buf, pos)
        if n328 >= 0:
            x329 = pos + 2 + n328
            if x329 > blen:
                raise _bad_length(n328, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t325.error_message = str(buf[pos + 2:x329], 'utf-8')
            pos = x329
        else:
            t325.error_message, pos = _read_string(buf, pos, False, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t325.topic_id = _ZERO_UUID
        t325.topic_config_error_code = 0
        t325.num_partitions = -1
        t325.replication_factor = -1
        t325.configs = []
        t325._unknown_tags = None
        ap324(t325)
    o.topics = l323
    o._unknown_tags = None
    return o, pos


def _enc_CreateTopicsResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l330 = o.topics
    a(_S_i.pack(len(l330)))
    for e331 in l330:
        s332 = e331.name
        b333 = s332.encode()
        a(_S_h.pack(len(b333)))
        a(b333)
        a(_S_h.pack(e331.error_code))
        s335 = e331.error_message
        if s335 is None:
            a(b'\xff\xff')
        else:
            b336 = s335.encode()
            a(_S_h.pack(len(b336)))
            a(b336)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n338, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsResponse.Topics')
    l339 = []
    ap340 = l339.append
    for _ in range(n338):
        t341 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n342, = _S_h.unpack_from(buf, pos)
        if n342 >= 0:
            x343 = pos + 2 + n342
            if x343 > blen:
                raise _bad_length(n342, 'CreateTopicsResponse.Topics.Name', pos)
            t341.name = str(buf[pos + 2:x343], 'utf-8')
            pos = x343
        else:
            t341.name, pos = _read_string(buf, pos, False, False, 'CreateTopicsResponse.Topics.Name')
        t341.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n344, = _S_h.unpack_from(buf, pos)
        if n344 >= 0:
            x345 = pos + 2 + n344
            if x345 > blen:
                raise _bad_length(n344, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t341.error_message = str(buf[pos + 2:x345], 'utf-8')
            pos = x345
        else:
            t341.error_message, pos = _read_string(buf, pos, False, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t341.topic_id = _ZERO_UUID
        t341.topic_config_error_code = 0
        t341.num_partitions = -1
        t341.replication_factor = -1
        t341.configs = []
        t341._unknown_tags = None
        ap340(t341)
    o.topics = l339
    o._unknown_tags = None
    return o, pos


def _enc_CreateTopicsResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l346 = o.topics
    n347 = len(l346) + 1
    a(_UV[n347] if n347 < 128 else _uv(n347))
    for e348 in l346:
        s349 = e348.name
        b350 = s349.encode()
        n351 = len(b350) + 1
        a(_UV[n351] if n351 < 128 else _uv(n351))
        a(b350)
        a(_S_h.pack(e348.error_code))
        s352 = e348.error_message
        if s352 is None:
            a(_H0)
        else:
            b353 = s352.encode()
            n354 = len(b353) + 1
            a(_UV[n354] if n354 < 128 else _uv(n354))
            a(b353)
        a(_S_ih.pack(e348.num_partitions, e348.replication_factor))
        l355 = e348.configs
        if l355 is None:
            a(_H0)
        else:
            n356 = len(l355) + 1
            a(_UV[n356] if n356 < 128 else _uv(n356))
            for e357 in l355:
                s358 = e357.name
                b359 = s358.encode()
                n360 = len(b359) + 1
                a(_UV[n360] if n360 < 128 else _uv(n360))
                a(b359)
                s361 = e357.value
                if s361 is None:
                    a(_H0)
                else:
                    b362 = s361.encode()
                    n363 = len(b362) + 1
                    a(_UV[n363] if n363 < 128 else _uv(n363))
                    a(b362)
                a(_S__b_.pack(e357.read_only, e357.config_source, e357.is_sensitive))
                u364 = e357._unknown_tags
                if u364 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u364)
        k365 = []
        if e348.topic_config_error_code != 0:
            p366 = []
            p366.append(_S_h.pack(e348.topic_config_error_code))
            k365.append((0, b''.join(p366)))
        _write_tags(a, k365, e348._unknown_tags)
    u367 = o._unknown_tags
    if u367 is None:
        a(_H0)
    else:
        _write_tags(a, None, u367)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n368 = buf[pos] - 1
    if 0 <= n368 < 127:
        pos += 1
    else:
        n368, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsResponse.Topics')
    l369 = []
    ap370 = l369.append
    for _ in range(n368):
        t371 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n372 = buf[pos] - 1
        if 0 <= n372 < 127:
            x373 = pos + 1 + n372
            if x373 > blen:
                raise _bad_length(n372, 'CreateTopicsResponse.Topics.Name', pos)
            t371.name = str(buf[pos + 1:x373], 'utf-8')
            pos = x373
        else:
            t371.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Name')
        t371.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n374 = buf[pos] - 1
        if 0 <= n374 < 127:
            x375 = pos + 1 + n374
            if x375 > blen:
                raise _bad_length(n374, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t371.error_message = str(buf[pos + 1:x375], 'utf-8')
            pos = x375
        else:
            t371.error_message, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t371.num_partitions, t371.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n376 = buf[pos] - 1
        if 0 <= n376 < 127:
            pos += 1
        else:
            n376, pos = _read_array_len(buf, pos, True, True, 1, 'CreateTopicsResponse.Topics.Configs')
        if n376 < 0:
            t371.configs = None
        else:
            l377 = []
            ap378 = l377.append
            for _ in range(n376):
                t379 = _new(_C_CreateTopicsResponse_CreatableTopicConfigs)
                n380 = buf[pos] - 1
                if 0 <= n380 < 127:
                    x381 = pos + 1 + n380
                    if x381 > blen:
                        raise _bad_length(n380, 'CreateTopicsResponse.Topics.Configs.Name', pos)
                    t379.name = str(buf[pos + 1:x381], 'utf-8')
                    pos = x381
                else:
                    t379.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Configs.Name')
                n382 = buf[pos] - 1
                if 0 <= n382 < 127:
                    x383 = pos + 1 + n382
                    if x383 > blen:
                        raise _bad_length(n382, 'CreateTopicsResponse.Topics.Configs.Value', pos)
                    t379.value = str(buf[pos + 1:x383], 'utf-8')
                    pos = x383
                else:
                    t379.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.Configs.Value')
                t379.read_only, t379.config_source, t379.is_sensitive = _S__b_.unpack_from(buf, pos)
                pos += 3
                if buf[pos] == 0:
                    pos += 1
                    t379._unknown_tags = None
                else:
                    nt384, pos = _ruv(buf, pos)
                    if nt384 * 2 > blen - pos:
                        raise _array_too_long(nt384, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                    uk385 = None
                    for _ in range(nt384):
                        tg386, pos = _ruv(buf, pos)
                        sz387, pos = _ruv(buf, pos)
                        x388 = pos + sz387
                        if x388 > blen:
                            raise _bad_length(sz387, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                        if uk385 is None:
                            uk385 = []
                        uk385.append((tg386, bytes(buf[pos:x388])))
                        pos = x388
                    t379._unknown_tags = uk385
                ap378(t379)
            t371.configs = l377
        t371.topic_id = _ZERO_UUID
        t371.topic_config_error_code = 0
        if buf[pos] == 0:
            pos += 1
            t371._unknown_tags = None
        else:
            nt389, pos = _ruv(buf, pos)
            if nt389 * 2 > blen - pos:
                raise _array_too_long(nt389, 'CreateTopicsResponse.Topics._tagged_fields', pos)
            uk390 = None
            for _ in range(nt389):
                tg391, pos = _ruv(buf, pos)
                sz392, pos = _ruv(buf, pos)
                x393 = pos + sz392
                if x393 > blen:
                    raise _bad_length(sz392, 'CreateTopicsResponse.Topics._tagged_fields', pos)
                if tg391 == 0:
                    t371.topic_config_error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    if pos != x393:
                        raise _tag_size_mismatch(tg391, 'CreateTopicsResponse.Topics.TopicConfigErrorCode', pos)
                else:
                    if uk390 is None:
                        uk390 = []
                    uk390.append((tg391, bytes(buf[pos:x393])))
                    pos = x393
            t371._unknown_tags = uk390
        ap370(t371)
    o.topics = l369
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt394, pos = _ruv(buf, pos)
        if nt394 * 2 > blen - pos:
            raise _array_too_long(nt394, 'CreateTopicsResponse._tagged_fields', pos)
        uk395 = None
        for _ in range(nt394):
            tg396, pos = _ruv(buf, pos)
            sz397, pos = _ruv(buf, pos)
            x398 = pos + sz397
            if x398 > blen:
                raise _bad_length(sz397, 'CreateTopicsResponse._tagged_fields', pos)
            if uk395 is None:
                uk395 = []
            uk395.append((tg396, bytes(buf[pos:x398])))
            pos = x398
        o._unknown_tags = uk395
    return o, pos


def _enc_CreateTopicsResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l399 = o.topics
    n400 = len(l399) + 1
    a(_UV[n400] if n400 < 128 else _uv(n400))
    for e401 in l399:
        s402 = e401.name
        b403 = s402.encode()
        n404 = len(b403) + 1
        a(_UV[n404] if n404 < 128 else _uv(n404))
        a(b403)
        a(_S_h.pack(e401.error_code))
        s405 = e401.error_message
        if s405 is None:
            a(_H0)
        else:
            b406 = s405.encode()
            n407 = len(b406) + 1
            a(_UV[n407] if n407 < 128 else _uv(n407))
            a(b406)
        a(_S_ih.pack(e401.num_partitions, e401.replication_factor))
        l408 = e401.configs
        if l408 is None:
            a(_H0)
        else:
            n409 = len(l408) + 1
            a(_UV[n409] if n409 < 128 else _uv(n409))
            for e410 in l408:
                s411 = e410.name
                b412 = s411.encode()
                n413 = len(b412) + 1
                a(_UV[n413] if n413 < 128 else _uv(n413))
                a(b412)
                s414 = e410.value
                if s414 is None:
                    a(_H0)
                else:
                    b415 = s414.encode()
                    n416 = len(b415) + 1
                    a(_UV[n416] if n416 < 128 else _uv(n416))
                    a(b415)
                a(_S__b_.pack(e410.read_only, e410.config_source, e410.is_sensitive))
                u417 = e410._unknown_tags
                if u417 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u417)
        k418 = []
        if e401.topic_config_error_code != 0:
            p419 = []
            p419.append(_S_h.pack(e401.topic_config_error_code))
            k418.append((0, b''.join(p419)))
        _write_tags(a, k418, e401._unknown_tags)
    u420 = o._unknown_tags
    if u420 is None:
        a(_H0)
    else:
        _write_tags(a, None, u420)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n421 = buf[pos] - 1
    if 0 <= n421 < 127:
        pos += 1
    else:
        n421, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsResponse.Topics')
    l422 = []
    ap423 = l422.append
    for _ in range(n421):
        t424 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n425 = buf[pos] - 1
        if 0 <= n425 < 127:
            x426 = pos + 1 + n425
            if x426 > blen:
                raise _bad_length(n425, 'CreateTopicsResponse.Topics.Name', pos)
            t424.name = str(buf[pos + 1:x426], 'utf-8')
            pos = x426
        else:
            t424.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Name')
        t424.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n427 = buf[pos] - 1
        if 0 <= n427 < 127:
            x428 = pos + 1 + n427
            if x428 > blen:
                raise _bad_length(n427, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t424.error_message = str(buf[pos + 1:x428], 'utf-8')
            pos = x428
        else:
            t424.error_message, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t424.num_partitions, t424.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n429 = buf[pos] - 1
        if 0 <= n429 < 127:
            pos += 1
        else:
            n429, pos = _read_array_len(buf, pos, True, True, 1, 'CreateTopicsResponse.Topics.Configs')
        if n429 < 0:
            t424.configs = None
        else:
            l430 = []
            ap431 = l430.append
            for _ in range(n429):
                t432 = _new(_C_CreateTopicsResponse_CreatableTopicConfigs)
                n433 = buf[pos] - 1
                if 0 <= n433 < 127:
                    x434 = pos + 1 + n433
                    if x434 > blen:
                        raise _bad_length(n433, 'CreateTopicsResponse.Topics.Configs.Name', pos)
                    t432.name = str(buf[pos + 1:x434], 'utf-8')
                    pos = x434
                else:
                    t432.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Configs.Name')
                n435 = buf[pos] - 1
                if 0 <= n435 < 127:
                    x436 = pos + 1 + n435
                    if x436 > blen:
                        raise _bad_length(n435, 'CreateTopicsResponse.Topics.Configs.Value', pos)
                    t432.value = str(buf[pos + 1:x436], 'utf-8')
                    pos = x436
                else:
                    t432.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.Configs.Value')
                t432.read_only, t432.config_source, t432.is_sensitive = _S__b_.unpack_from(buf, pos)
                pos += 3
                if buf[pos] == 0:
                    pos += 1
                    t432._unknown_tags = None
                else:
                    nt437, pos = _ruv(buf, pos)
                    if nt437 * 2 > blen - pos:
                        raise _array_too_long(nt437, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                    uk438 = None
                    for _ in range(nt437):
                        tg439, pos = _ruv(buf, pos)
                        sz440, pos = _ruv(buf, pos)
                        x441 = pos + sz440
                        if x441 > blen:
                            raise _bad_length(sz440, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                        if uk438 is None:
                            uk438 = []
                        uk438.append((tg439, bytes(buf[pos:x441])))
                        pos = x441
                    t432._unknown_tags = uk438
                ap431(t432)
            t424.configs = l430
        t424.topic_id = _ZERO_UUID
        t424.topic_config_error_code = 0
        if buf[pos] == 0:
            pos += 1
            t424._unknown_tags = None
        else:
            nt442, pos = _ruv(buf, pos)
            if nt442 * 2 > blen - pos:
                raise _array_too_long(nt442, 'CreateTopicsResponse.Topics._tagged_fields', pos)
            uk443 = None
            for _ in range(nt442):
                tg444, pos = _ruv(buf, pos)
                sz445, pos = _ruv(buf, pos)
                x446 = pos + sz445
                if x446 > blen:
                    raise _bad_length(sz445, 'CreateTopicsResponse.Topics._tagged_fields', pos)
                if tg444 == 0:
                    t424.topic_config_error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    if pos != x446:
                        raise _tag_size_mismatch(tg444, 'CreateTopicsResponse.Topics.TopicConfigErrorCode', pos)
                else:
                    if uk443 is None:
                        uk443 = []
                    uk443.append((tg444, bytes(buf[pos:x446])))
                    pos = x446
            t424._unknown_tags = uk443
        ap423(t424)
    o.topics = l422
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt447, pos = _ruv(buf, pos)
        if nt447 * 2 > blen - pos:
            raise _array_too_long(nt447, 'CreateTopicsResponse._tagged_fields', pos)
        uk448 = None
        for _ in range(nt447):
            tg449, pos = _ruv(buf, pos)
            sz450, pos = _ruv(buf, pos)
            x451 = pos + sz450
            if x451 > blen:
                raise _bad_length(sz450, 'CreateTopicsResponse._tagged_fields', pos)
            if uk448 is None:
                uk448 = []
            uk448.append((tg449, bytes(buf[pos:x451])))
            pos = x451
        o._unknown_tags = uk448
    return o, pos


def _enc_CreateTopicsResponse_v7(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l452 = o.topics
    n453 = len(l452) + 1
    a(_UV[n453] if n453 < 128 else _uv(n453))
    for e454 in l452:
        s455 = e454.name
        b456 = s455.encode()
        n457 = len(b456) + 1
        a(_UV[n457] if n457 < 128 else _uv(n457))
        a(b456)
        a(_S_Uh.pack(e454.topic_id.bytes, e454.error_code))
        s458 = e454.error_message
        if s458 is None:
            a(_H0)
        else:
            b459 = s458.encode()
            n460 = len(b459) + 1
            a(_UV[n460] if n460 < 128 else _uv(n460))
            a(b459)
        a(_S_ih.pack(e454.num_partitions, e454.replication_factor))
        l461 = e454.configs
        if l461 is None:
            a(_H0)
        else:
            n462 = len(l461) + 1
            a(_UV[n462] if n462 < 128 else _uv(n462))
            for e463 in l461:
                s464 = e463.name
                b465 = s464.encode()
                n466 = len(b465) + 1
                a(_UV[n466] if n466 < 128 else _uv(n466))
                a(b465)
                s467 = e463.value
                if s467 is None:
                    a(_H0)
                else:
                    b468 = s467.encode()
                    n469 = len(b468) + 1
                    a(_UV[n469] if n469 < 128 else _uv(n469))
                    a(b468)
                a(_S__b_.pack(e463.read_only, e463.config_source, e463.is_sensitive))
                u470 = e463._unknown_tags
                if u470 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u470)
        k471 = []
        if e454.topic_config_error_code != 0:
            p472 = []
            p472.append(_S_h.pack(e454.topic_config_error_code))
            k471.append((0, b''.join(p472)))
        _write_tags(a, k471, e454._unknown_tags)
    u473 = o._unknown_tags
    if u473 is None:
        a(_H0)
    else:
        _write_tags(a, None, u473)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v7(buf, pos):
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n474 = buf[pos] - 1
    if 0 <= n474 < 127:
        pos += 1
    else:
        n474, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsResponse.Topics')
    l475 = []
    ap476 = l475.append
    for _ in range(n474):
        t477 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n478 = buf[pos] - 1
        if 0 <= n478 < 127:
            x479 = pos + 1 + n478
            if x479 > blen:
                raise _bad_length(n478, 'CreateTopicsResponse.Topics.Name', pos)
            t477.name = str(buf[pos + 1:x479], 'utf-8')
            pos = x479
        else:
            t477.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Name')
        u480, t477.error_code = _S_Uh.unpack_from(buf, pos)
        pos += 18
        t477.topic_id = _uuid_from(u480)
        n481 = buf[pos] - 1
        if 0 <= n481 < 127:
            x482 = pos + 1 + n481
            if x482 > blen:
                raise _bad_length(n481, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t477.error_message = str(buf[pos + 1:x482], 'utf-8')
            pos = x482
        else:
            t477.error_message, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t477.num_partitions, t477.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n483 = buf[pos] - 1
        if 0 <= n483 < 127:
            pos += 1
        else:
            n483, pos = _read_array_len(buf, pos, True, True, 1, 'CreateTopicsResponse.Topics.Configs')
        if n483 < 0:
            t477.configs = None
        else:
            l484 = []
            ap485 = l484.append
            for _ in range(n483):
                t486 = _new(_C_CreateTopicsResponse_CreatableTopicConfigs)
                n487 = buf[pos] - 1
                if 0 <= n487 < 127:
                    x488 = pos + 1 + n487
                    if x488 > blen:
                        raise _bad_length(n487, 'CreateTopicsResponse.Topics.Configs.Name', pos)
                    t486.name = str(buf[pos + 1:x488], 'utf-8')
                    pos = x488
                else:
                    t486.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Configs.Name')
                n489 = buf[pos] - 1
                if 0 <= n489 < 127:
                    x490 = pos + 1 + n489
                    if x490 > blen:
                        raise _bad_length(n489, 'CreateTopicsResponse.Topics.Configs.Value', pos)
                    t486.value = str(buf[pos + 1:x490], 'utf-8')
                    pos = x490
                else:
                    t486.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.Configs.Value')
                t486.read_only, t486.config_source, t486.is_sensitive = _S__b_.unpack_from(buf, pos)
                pos += 3
                if buf[pos] == 0:
                    pos += 1
                    t486._unknown_tags = None
                else:
                    nt491, pos = _ruv(buf, pos)
                    if nt491 * 2 > blen - pos:
                        raise _array_too_long(nt491, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                    uk492 = None
                    for _ in range(nt491):
                        tg493, pos = _ruv(buf, pos)
                        sz494, pos = _ruv(buf, pos)
                        x495 = pos + sz494
                        if x495 > blen:
                            raise _bad_length(sz494, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                        if uk492 is None:
                            uk492 = []
                        uk492.append((tg493, bytes(buf[pos:x495])))
                        pos = x495
                    t486._unknown_tags = uk492
                ap485(t486)
            t477.configs = l484
        t477.topic_config_error_code = 0
        if buf[pos] == 0:
            pos += 1
            t477._unknown_tags = None
        else:
            nt496, pos = _ruv(buf, pos)
            if nt496 * 2 > blen - pos:
                raise _array_too_long(nt496, 'CreateTopicsResponse.Topics._tagged_fields', pos)
            uk497 = None
            for _ in range(nt496):
                tg498, pos = _ruv(buf, pos)
                sz499, pos = _ruv(buf, pos)
                x500 = pos + sz499
                if x500 > blen:
                    raise _bad_length(sz499, 'CreateTopicsResponse.Topics._tagged_fields', pos)
                if tg498 == 0:
                    t477.topic_config_error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    if pos != x500:
                        raise _tag_size_mismatch(tg498, 'CreateTopicsResponse.Topics.TopicConfigErrorCode', pos)
                else:
                    if uk497 is None:
                        uk497 = []
                    uk497.append((tg498, bytes(buf[pos:x500])))
                    pos = x500
            t477._unknown_tags = uk497
        ap476(t477)
    o.topics = l475
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt501, pos = _ruv(buf, pos)
        if nt501 * 2 > blen - pos:
            raise _array_too_long(nt501, 'CreateTopicsResponse._tagged_fields', pos)
        uk502 = None
        for _ in range(nt501):
            tg503, pos = _ruv(buf, pos)
            sz504, pos = _ruv(buf, pos)
            x505 = pos + sz504
            if x505 > blen:
                raise _bad_length(sz504, 'CreateTopicsResponse._tagged_fields', pos)
            if uk502 is None:
                uk502 = []
            uk502.append((tg503, bytes(buf[pos:x505])))
            pos = x505
        o._unknown_tags = uk502
    return o, pos


CreateTopicsResponse._ENC = {2: _enc_CreateTopicsResponse_v2, 3: _enc_CreateTopicsResponse_v3, 4: _enc_CreateTopicsResponse_v4, 5: _enc_CreateTopicsResponse_v5, 6: _enc_CreateTopicsResponse_v6, 7: _enc_CreateTopicsResponse_v7}
CreateTopicsResponse._DEC = {2: _dec_CreateTopicsResponse_v2, 3: _dec_CreateTopicsResponse_v3, 4: _dec_CreateTopicsResponse_v4, 5: _dec_CreateTopicsResponse_v5, 6: _dec_CreateTopicsResponse_v6, 7: _dec_CreateTopicsResponse_v7}


_LINES = {
    128: 'CreateTopicsRequest.Topics',
    129: 'CreateTopicsRequest.Topics',
    130: 'CreateTopicsRequest.Topics',
    131: 'CreateTopicsRequest.Topics.Name',
    132: 'CreateTopicsRequest.Topics.Name',
    133: 'CreateTopicsRequest.Topics.Name',
    134: 'CreateTopicsRequest.Topics.Name',
    135: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    136: 'CreateTopicsRequest.Topics.Assignments',
    137: 'CreateTopicsRequest.Topics.Assignments',
    138: 'CreateTopicsRequest.Topics.Assignments',
    139: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    140: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    141: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    143: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    145: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    146: 'CreateTopicsRequest.Topics.Configs',
    147: 'CreateTopicsRequest.Topics.Configs',
    148: 'CreateTopicsRequest.Topics.Configs',
    149: 'CreateTopicsRequest.Topics.Configs.Name',
    150: 'CreateTopicsRequest.Topics.Configs.Name',
    151: 'CreateTopicsRequest.Topics.Configs.Name',
    152: 'CreateTopicsRequest.Topics.Configs.Name',
    153: 'CreateTopicsRequest.Topics.Configs.Value',
    154: 'CreateTopicsRequest.Topics.Configs.Value',
    155: 'CreateTopicsRequest.Topics.Configs.Value',
    156: 'CreateTopicsRequest.Topics.Configs.Value',
    157: 'CreateTopicsRequest.Topics.Configs.Value',
    158: 'CreateTopicsRequest.Topics.Configs.Value',
    159: 'CreateTopicsRequest.Topics.Configs.Value',
    160: 'CreateTopicsRequest.timeoutMs,validateOnly',
    167: 'CreateTopicsRequest.Topics',
    172: 'CreateTopicsRequest.Topics.Name',
    177: 'CreateTopicsRequest.Topics.Name',
    180: 'CreateTopicsRequest.Topics.Name',
    181: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    183: 'CreateTopicsRequest.Topics.Assignments',
    188: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    190: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    192: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    195: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    199: 'CreateTopicsRequest.Topics.Configs',
    204: 'CreateTopicsRequest.Topics.Configs.Name',
    209: 'CreateTopicsRequest.Topics.Configs.Name',
    212: 'CreateTopicsRequest.Topics.Configs.Name',
    213: 'CreateTopicsRequest.Topics.Configs.Value',
    218: 'CreateTopicsRequest.Topics.Configs.Value',
    221: 'CreateTopicsRequest.Topics.Configs.Value',
    228: 'CreateTopicsRequest.timeoutMs,validateOnly',
    237: 'CreateTopicsRequest.Topics',
    238: 'CreateTopicsRequest.Topics',
    239: 'CreateTopicsRequest.Topics',
    240: 'CreateTopicsRequest.Topics.Name',
    241: 'CreateTopicsRequest.Topics.Name',
    242: 'CreateTopicsRequest.Topics.Name',
    243: 'CreateTopicsRequest.Topics.Name',
    244: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    245: 'CreateTopicsRequest.Topics.Assignments',
    246: 'CreateTopicsRequest.Topics.Assignments',
    247: 'CreateTopicsRequest.Topics.Assignments',
    248: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    249: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    250: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    252: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    254: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    255: 'CreateTopicsRequest.Topics.Configs',
    256: 'CreateTopicsRequest.Topics.Configs',
    257: 'CreateTopicsRequest.Topics.Configs',
    258: 'CreateTopicsRequest.Topics.Configs.Name',
    259: 'CreateTopicsRequest.Topics.Configs.Name',
    260: 'CreateTopicsRequest.Topics.Configs.Name',
    261: 'CreateTopicsRequest.Topics.Configs.Name',
    262: 'CreateTopicsRequest.Topics.Configs.Value',
    263: 'CreateTopicsRequest.Topics.Configs.Value',
    264: 'CreateTopicsRequest.Topics.Configs.Value',
    265: 'CreateTopicsRequest.Topics.Configs.Value',
    266: 'CreateTopicsRequest.Topics.Configs.Value',
    267: 'CreateTopicsRequest.Topics.Configs.Value',
    268: 'CreateTopicsRequest.Topics.Configs.Value',
    269: 'CreateTopicsRequest.timeoutMs,validateOnly',
    276: 'CreateTopicsRequest.Topics',
    281: 'CreateTopicsRequest.Topics.Name',
    286: 'CreateTopicsRequest.Topics.Name',
    289: 'CreateTopicsRequest.Topics.Name',
    290: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    292: 'CreateTopicsRequest.Topics.Assignments',
    297: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    299: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    301: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    304: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    308: 'CreateTopicsRequest.Topics.Configs',
    313: 'CreateTopicsRequest.Topics.Configs.Name',
    318: 'CreateTopicsRequest.Topics.Configs.Name',
    321: 'CreateTopicsRequest.Topics.Configs.Name',
    322: 'CreateTopicsRequest.Topics.Configs.Value',
    327: 'CreateTopicsRequest.Topics.Configs.Value',
    330: 'CreateTopicsRequest.Topics.Configs.Value',
    337: 'CreateTopicsRequest.timeoutMs,validateOnly',
    346: 'CreateTopicsRequest.Topics',
    347: 'CreateTopicsRequest.Topics',
    348: 'CreateTopicsRequest.Topics',
    349: 'CreateTopicsRequest.Topics.Name',
    350: 'CreateTopicsRequest.Topics.Name',
    351: 'CreateTopicsRequest.Topics.Name',
    352: 'CreateTopicsRequest.Topics.Name',
    353: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    354: 'CreateTopicsRequest.Topics.Assignments',
    355: 'CreateTopicsRequest.Topics.Assignments',
    356: 'CreateTopicsRequest.Topics.Assignments',
    357: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    358: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    359: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    361: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    363: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    364: 'CreateTopicsRequest.Topics.Configs',
    365: 'CreateTopicsRequest.Topics.Configs',
    366: 'CreateTopicsRequest.Topics.Configs',
    367: 'CreateTopicsRequest.Topics.Configs.Name',
    368: 'CreateTopicsRequest.Topics.Configs.Name',
    369: 'CreateTopicsRequest.Topics.Configs.Name',
    370: 'CreateTopicsRequest.Topics.Configs.Name',
    371: 'CreateTopicsRequest.Topics.Configs.Value',
    372: 'CreateTopicsRequest.Topics.Configs.Value',
    373: 'CreateTopicsRequest.Topics.Configs.Value',
    374: 'CreateTopicsRequest.Topics.Configs.Value',
    375: 'CreateTopicsRequest.Topics.Configs.Value',
    376: 'CreateTopicsRequest.Topics.Configs.Value',
    377: 'CreateTopicsRequest.Topics.Configs.Value',
    378: 'CreateTopicsRequest.timeoutMs,validateOnly',
    385: 'CreateTopicsRequest.Topics',
    390: 'CreateTopicsRequest.Topics.Name',
    395: 'CreateTopicsRequest.Topics.Name',
    398: 'CreateTopicsRequest.Topics.Name',
    399: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    401: 'CreateTopicsRequest.Topics.Assignments',
    406: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    408: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    410: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    413: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    417: 'CreateTopicsRequest.Topics.Configs',
    422: 'CreateTopicsRequest.Topics.Configs.Name',
    427: 'CreateTopicsRequest.Topics.Configs.Name',
    430: 'CreateTopicsRequest.Topics.Configs.Name',
    431: 'CreateTopicsRequest.Topics.Configs.Value',
    436: 'CreateTopicsRequest.Topics.Configs.Value',
    439: 'CreateTopicsRequest.Topics.Configs.Value',
    446: 'CreateTopicsRequest.timeoutMs,validateOnly',
    455: 'CreateTopicsRequest.Topics',
    456: 'CreateTopicsRequest.Topics',
    457: 'CreateTopicsRequest.Topics',
    458: 'CreateTopicsRequest.Topics',
    459: 'CreateTopicsRequest.Topics.Name',
    460: 'CreateTopicsRequest.Topics.Name',
    461: 'CreateTopicsRequest.Topics.Name',
    462: 'CreateTopicsRequest.Topics.Name',
    463: 'CreateTopicsRequest.Topics.Name',
    464: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    465: 'CreateTopicsRequest.Topics.Assignments',
    466: 'CreateTopicsRequest.Topics.Assignments',
    467: 'CreateTopicsRequest.Topics.Assignments',
    468: 'CreateTopicsRequest.Topics.Assignments',
    469: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    470: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    471: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    473: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    475: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    476: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    477: 'CreateTopicsRequest.Topics.Assignments',
    480: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    481: 'CreateTopicsRequest.Topics.Configs',
    482: 'CreateTopicsRequest.Topics.Configs',
    483: 'CreateTopicsRequest.Topics.Configs',
    484: 'CreateTopicsRequest.Topics.Configs',
    485: 'CreateTopicsRequest.Topics.Configs.Name',
    486: 'CreateTopicsRequest.Topics.Configs.Name',
    487: 'CreateTopicsRequest.Topics.Configs.Name',
    488: 'CreateTopicsRequest.Topics.Configs.Name',
    489: 'CreateTopicsRequest.Topics.Configs.Name',
    490: 'CreateTopicsRequest.Topics.Configs.Value',
    491: 'CreateTopicsRequest.Topics.Configs.Value',
    492: 'CreateTopicsRequest.Topics.Configs.Value',
    493: 'CreateTopicsRequest.Topics.Configs.Value',
    494: 'CreateTopicsRequest.Topics.Configs.Value',
    495: 'CreateTopicsRequest.Topics.Configs.Value',
    496: 'CreateTopicsRequest.Topics.Configs.Value',
    497: 'CreateTopicsRequest.Topics.Configs.Value',
    498: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    499: 'CreateTopicsRequest.Topics.Configs',
    502: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    503: 'CreateTopicsRequest.Topics._unknown_tags',
    504: 'CreateTopicsRequest.Topics',
    507: 'CreateTopicsRequest.Topics._unknown_tags',
    508: 'CreateTopicsRequest.timeoutMs,validateOnly',
    509: 'CreateTopicsRequest._unknown_tags',
    510: 'CreateTopicsRequest',
    513: 'CreateTopicsRequest._unknown_tags',
    520: 'CreateTopicsRequest.Topics',
    524: 'CreateTopicsRequest.Topics',
    529: 'CreateTopicsRequest.Topics.Name',
    534: 'CreateTopicsRequest.Topics.Name',
    537: 'CreateTopicsRequest.Topics.Name',
    538: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    540: 'CreateTopicsRequest.Topics.Assignments',
    544: 'CreateTopicsRequest.Topics.Assignments',
    549: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    551: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    553: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    556: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    557: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    561: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    566: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    567: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    578: 'CreateTopicsRequest.Topics.Configs',
    582: 'CreateTopicsRequest.Topics.Configs',
    587: 'CreateTopicsRequest.Topics.Configs.Name',
    592: 'CreateTopicsRequest.Topics.Configs.Name',
    595: 'CreateTopicsRequest.Topics.Configs.Name',
    596: 'CreateTopicsRequest.Topics.Configs.Value',
    601: 'CreateTopicsRequest.Topics.Configs.Value',
    604: 'CreateTopicsRequest.Topics.Configs.Value',
    605: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    609: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    614: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    615: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    626: 'CreateTopicsRequest.Topics._tagged_fields',
    630: 'CreateTopicsRequest.Topics._tagged_fields',
    635: 'CreateTopicsRequest.Topics._tagged_fields',
    636: 'CreateTopicsRequest.Topics._tagged_fields',
    647: 'CreateTopicsRequest.timeoutMs,validateOnly',
    649: 'CreateTopicsRequest._tagged_fields',
    653: 'CreateTopicsRequest._tagged_fields',
    658: 'CreateTopicsRequest._tagged_fields',
    659: 'CreateTopicsRequest._tagged_fields',
    674: 'CreateTopicsRequest.Topics',
    675: 'CreateTopicsRequest.Topics',
    676: 'CreateTopicsRequest.Topics',
    677: 'CreateTopicsRequest.Topics',
    678: 'CreateTopicsRequest.Topics.Name',
    679: 'CreateTopicsRequest.Topics.Name',
    680: 'CreateTopicsRequest.Topics.Name',
    681: 'CreateTopicsRequest.Topics.Name',
    682: 'CreateTopicsRequest.Topics.Name',
    683: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    684: 'CreateTopicsRequest.Topics.Assignments',
    685: 'CreateTopicsRequest.Topics.Assignments',
    686: 'CreateTopicsRequest.Topics.Assignments',
    687: 'CreateTopicsRequest.Topics.Assignments',
    688: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    689: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    690: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    692: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    694: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    695: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    696: 'CreateTopicsRequest.Topics.Assignments',
    699: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    700: 'CreateTopicsRequest.Topics.Configs',
    701: 'CreateTopicsRequest.Topics.Configs',
    702: 'CreateTopicsRequest.Topics.Configs',
    703: 'CreateTopicsRequest.Topics.Configs',
    704: 'CreateTopicsRequest.Topics.Configs.Name',
    705: 'CreateTopicsRequest.Topics.Configs.Name',
    706: 'CreateTopicsRequest.Topics.Configs.Name',
    707: 'CreateTopicsRequest.Topics.Configs.Name',
    708: 'CreateTopicsRequest.Topics.Configs.Name',
    709: 'CreateTopicsRequest.Topics.Configs.Value',
    710: 'CreateTopicsRequest.Topics.Configs.Value',
    711: 'CreateTopicsRequest.Topics.Configs.Value',
    712: 'CreateTopicsRequest.Topics.Configs.Value',
    713: 'CreateTopicsRequest.Topics.Configs.Value',
    714: 'CreateTopicsRequest.Topics.Configs.Value',
    715: 'CreateTopicsRequest.Topics.Configs.Value',
    716: 'CreateTopicsRequest.Topics.Configs.Value',
    717: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    718: 'CreateTopicsRequest.Topics.Configs',
    721: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    722: 'CreateTopicsRequest.Topics._unknown_tags',
    723: 'CreateTopicsRequest.Topics',
    726: 'CreateTopicsRequest.Topics._unknown_tags',
    727: 'CreateTopicsRequest.timeoutMs,validateOnly',
    728: 'CreateTopicsRequest._unknown_tags',
    729: 'CreateTopicsRequest',
    732: 'CreateTopicsRequest._unknown_tags',
    739: 'CreateTopicsRequest.Topics',
    743: 'CreateTopicsRequest.Topics',
    748: 'CreateTopicsRequest.Topics.Name',
    753: 'CreateTopicsRequest.Topics.Name',
    756: 'CreateTopicsRequest.Topics.Name',
    757: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    759: 'CreateTopicsRequest.Topics.Assignments',
    763: 'CreateTopicsRequest.Topics.Assignments',
    768: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    770: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    772: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    775: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    776: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    780: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    785: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    786: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    797: 'CreateTopicsRequest.Topics.Configs',
    801: 'CreateTopicsRequest.Topics.Configs',
    806: 'CreateTopicsRequest.Topics.Configs.Name',
    811: 'CreateTopicsRequest.Topics.Configs.Name',
    814: 'CreateTopicsRequest.Topics.Configs.Name',
    815: 'CreateTopicsRequest.Topics.Configs.Value',
    820: 'CreateTopicsRequest.Topics.Configs.Value',
    823: 'CreateTopicsRequest.Topics.Configs.Value',
    824: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    828: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    833: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    834: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    845: 'CreateTopicsRequest.Topics._tagged_fields',
    849: 'CreateTopicsRequest.Topics._tagged_fields',
    854: 'CreateTopicsRequest.Topics._tagged_fields',
    855: 'CreateTopicsRequest.Topics._tagged_fields',
    866: 'CreateTopicsRequest.timeoutMs,validateOnly',
    868: 'CreateTopicsRequest._tagged_fields',
    872: 'CreateTopicsRequest._tagged_fields',
    877: 'CreateTopicsRequest._tagged_fields',
    878: 'CreateTopicsRequest._tagged_fields',
    893: 'CreateTopicsRequest.Topics',
    894: 'CreateTopicsRequest.Topics',
    895: 'CreateTopicsRequest.Topics',
    896: 'CreateTopicsRequest.Topics',
    897: 'CreateTopicsRequest.Topics.Name',
    898: 'CreateTopicsRequest.Topics.Name',
    899: 'CreateTopicsRequest.Topics.Name',
    900: 'CreateTopicsRequest.Topics.Name',
    901: 'CreateTopicsRequest.Topics.Name',
    902: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    903: 'CreateTopicsRequest.Topics.Assignments',
    904: 'CreateTopicsRequest.Topics.Assignments',
    905: 'CreateTopicsRequest.Topics.Assignments',
    906: 'CreateTopicsRequest.Topics.Assignments',
    907: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    908: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    909: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    911: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    913: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    914: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    915: 'CreateTopicsRequest.Topics.Assignments',
    918: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    919: 'CreateTopicsRequest.Topics.Configs',
    920: 'CreateTopicsRequest.Topics.Configs',
    921: 'CreateTopicsRequest.Topics.Configs',
    922: 'CreateTopicsRequest.Topics.Configs',
    923: 'CreateTopicsRequest.Topics.Configs.Name',
    924: 'CreateTopicsRequest.Topics.Configs.Name',
    925: 'CreateTopicsRequest.Topics.Configs.Name',
    926: 'CreateTopicsRequest.Topics.Configs.Name',
    927: 'CreateTopicsRequest.Topics.Configs.Name',
    928: 'CreateTopicsRequest.Topics.Configs.Value',
    929: 'CreateTopicsRequest.Topics.Configs.Value',
    930: 'CreateTopicsRequest.Topics.Configs.Value',
    931: 'CreateTopicsRequest.Topics.Configs.Value',
    932: 'CreateTopicsRequest.Topics.Configs.Value',
    933: 'CreateTopicsRequest.Topics.Configs.Value',
    934: 'CreateTopicsRequest.Topics.Configs.Value',
    935: 'CreateTopicsRequest.Topics.Configs.Value',
    936: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    937: 'CreateTopicsRequest.Topics.Configs',
    940: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    941: 'CreateTopicsRequest.Topics._unknown_tags',
    942: 'CreateTopicsRequest.Topics',
    945: 'CreateTopicsRequest.Topics._unknown_tags',
    946: 'CreateTopicsRequest.timeoutMs,validateOnly',
    947: 'CreateTopicsRequest._unknown_tags',
    948: 'CreateTopicsRequest',
    951: 'CreateTopicsRequest._unknown_tags',
    958: 'CreateTopicsRequest.Topics',
    962: 'CreateTopicsRequest.Topics',
    967: 'CreateTopicsRequest.Topics.Name',
    972: 'CreateTopicsRequest.Topics.Name',
    975: 'CreateTopicsRequest.Topics.Name',
    976: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    978: 'CreateTopicsRequest.Topics.Assignments',
    982: 'CreateTopicsRequest.Topics.Assignments',
    987: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    989: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    991: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    994: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    995: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    999: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    1004: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    1005: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    1016: 'CreateTopicsRequest.Topics.Configs',
    1020: 'CreateTopicsRequest.Topics.Configs',
    1025: 'CreateTopicsRequest.Topics.Configs.Name',
    1030: 'CreateTopicsRequest.Topics.Configs.Name',
    1033: 'CreateTopicsRequest.Topics.Configs.Name',
    1034: 'CreateTopicsRequest.Topics.Configs.Value',
    1039: 'CreateTopicsRequest.Topics.Configs.Value',
    1042: 'CreateTopicsRequest.Topics.Configs.Value',
    1043: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1047: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1052: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1053: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1064: 'CreateTopicsRequest.Topics._tagged_fields',
    1068: 'CreateTopicsRequest.Topics._tagged_fields',
    1073: 'CreateTopicsRequest.Topics._tagged_fields',
    1074: 'CreateTopicsRequest.Topics._tagged_fields',
    1085: 'CreateTopicsRequest.timeoutMs,validateOnly',
    1087: 'CreateTopicsRequest._tagged_fields',
    1091: 'CreateTopicsRequest._tagged_fields',
    1096: 'CreateTopicsRequest._tagged_fields',
    1097: 'CreateTopicsRequest._tagged_fields',
    1184: 'CreateTopicsResponse.ThrottleTimeMs',
    1185: 'CreateTopicsResponse.Topics',
    1186: 'CreateTopicsResponse.Topics',
    1187: 'CreateTopicsResponse.Topics',
    1188: 'CreateTopicsResponse.Topics.Name',
    1189: 'CreateTopicsResponse.Topics.Name',
    1190: 'CreateTopicsResponse.Topics.Name',
    1191: 'CreateTopicsResponse.Topics.Name',
    1192: 'CreateTopicsResponse.Topics.ErrorCode',
    1193: 'CreateTopicsResponse.Topics.ErrorMessage',
    1194: 'CreateTopicsResponse.Topics.ErrorMessage',
    1195: 'CreateTopicsResponse.Topics.ErrorMessage',
    1196: 'CreateTopicsResponse.Topics.ErrorMessage',
    1197: 'CreateTopicsResponse.Topics.ErrorMessage',
    1198: 'CreateTopicsResponse.Topics.ErrorMessage',
    1199: 'CreateTopicsResponse.Topics.ErrorMessage',
    1206: 'CreateTopicsResponse.ThrottleTimeMs',
    1208: 'CreateTopicsResponse.Topics',
    1213: 'CreateTopicsResponse.Topics.Name',
    1218: 'CreateTopicsResponse.Topics.Name',
    1221: 'CreateTopicsResponse.Topics.Name',
    1222: 'CreateTopicsResponse.Topics.ErrorCode',
    1224: 'CreateTopicsResponse.Topics.ErrorMessage',
    1229: 'CreateTopicsResponse.Topics.ErrorMessage',
    1232: 'CreateTopicsResponse.Topics.ErrorMessage',
    1248: 'CreateTopicsResponse.ThrottleTimeMs',
    1249: 'CreateTopicsResponse.Topics',
    1250: 'CreateTopicsResponse.Topics',
    1251: 'CreateTopicsResponse.Topics',
    1252: 'CreateTopicsResponse.Topics.Name',
    1253: 'CreateTopicsResponse.Topics.Name',
    1254: 'CreateTopicsResponse.Topics.Name',
    1255: 'CreateTopicsResponse.Topics.Name',
    1256: 'CreateTopicsResponse.Topics.ErrorCode',
    1257: 'CreateTopicsResponse.Topics.ErrorMessage',
    1258: 'CreateTopicsResponse.Topics.ErrorMessage',
    1259: 'CreateTopicsResponse.Topics.ErrorMessage',
    1260: 'CreateTopicsResponse.Topics.ErrorMessage',
    1261: 'CreateTopicsResponse.Topics.ErrorMessage',
    1262: 'CreateTopicsResponse.Topics.ErrorMessage',
    1263: 'CreateTopicsResponse.Topics.ErrorMessage',
    1270: 'CreateTopicsResponse.ThrottleTimeMs',
    1272: 'CreateTopicsResponse.Topics',
    1277: 'CreateTopicsResponse.Topics.Name',
    1282: 'CreateTopicsResponse.Topics.Name',
    1285: 'CreateTopicsResponse.Topics.Name',
    1286: 'CreateTopicsResponse.Topics.ErrorCode',
    1288: 'CreateTopicsResponse.Topics.ErrorMessage',
    1293: 'CreateTopicsResponse.Topics.ErrorMessage',
    1296: 'CreateTopicsResponse.Topics.ErrorMessage',
    1312: 'CreateTopicsResponse.ThrottleTimeMs',
    1313: 'CreateTopicsResponse.Topics',
    1314: 'CreateTopicsResponse.Topics',
    1315: 'CreateTopicsResponse.Topics',
    1316: 'CreateTopicsResponse.Topics.Name',
    1317: 'CreateTopicsResponse.Topics.Name',
    1318: 'CreateTopicsResponse.Topics.Name',
    1319: 'CreateTopicsResponse.Topics.Name',
    1320: 'CreateTopicsResponse.Topics.ErrorCode',
    1321: 'CreateTopicsResponse.Topics.ErrorMessage',
    1322: 'CreateTopicsResponse.Topics.ErrorMessage',
    1323: 'CreateTopicsResponse.Topics.ErrorMessage',
    1324: 'CreateTopicsResponse.Topics.ErrorMessage',
    1325: 'CreateTopicsResponse.Topics.ErrorMessage',
    1326: 'CreateTopicsResponse.Topics.ErrorMessage',
    1327: 'CreateTopicsResponse.Topics.ErrorMessage',
    1334: 'CreateTopicsResponse.ThrottleTimeMs',
    1336: 'CreateTopicsResponse.Topics',
    1341: 'CreateTopicsResponse.Topics.Name',
    1346: 'CreateTopicsResponse.Topics.Name',
    1349: 'CreateTopicsResponse.Topics.Name',
    1350: 'CreateTopicsResponse.Topics.ErrorCode',
    1352: 'CreateTopicsResponse.Topics.ErrorMessage',
    1357: 'CreateTopicsResponse.Topics.ErrorMessage',
    1360: 'CreateTopicsResponse.Topics.ErrorMessage',
    1376: 'CreateTopicsResponse.ThrottleTimeMs',
    1377: 'CreateTopicsResponse.Topics',
    1378: 'CreateTopicsResponse.Topics',
    1379: 'CreateTopicsResponse.Topics',
    1380: 'CreateTopicsResponse.Topics',
    1381: 'CreateTopicsResponse.Topics.Name',
    1382: 'CreateTopicsResponse.Topics.Name',
    1383: 'CreateTopicsResponse.Topics.Name',
    1384: 'CreateTopicsResponse.Topics.Name',
    1385: 'CreateTopicsResponse.Topics.Name',
    1386: 'CreateTopicsResponse.Topics.ErrorCode',
    1387: 'CreateTopicsResponse.Topics.ErrorMessage',
    1388: 'CreateTopicsResponse.Topics.ErrorMessage',
    1389: 'CreateTopicsResponse.Topics.ErrorMessage',
    1390: 'CreateTopicsResponse.Topics.ErrorMessage',
    1391: 'CreateTopicsResponse.Topics.ErrorMessage',
    1392: 'CreateTopicsResponse.Topics.ErrorMessage',
    1393: 'CreateTopicsResponse.Topics.ErrorMessage',
    1394: 'CreateTopicsResponse.Topics.ErrorMessage',
    1395: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1396: 'CreateTopicsResponse.Topics.Configs',
    1397: 'CreateTopicsResponse.Topics.Configs',
    1398: 'CreateTopicsResponse.Topics.Configs',
    1399: 'CreateTopicsResponse.Topics.Configs',
    1400: 'CreateTopicsResponse.Topics.Configs',
    1401: 'CreateTopicsResponse.Topics.Configs',
    1402: 'CreateTopicsResponse.Topics.Configs',
    1403: 'CreateTopicsResponse.Topics.Configs.Name',
    1404: 'CreateTopicsResponse.Topics.Configs.Name',
    1405: 'CreateTopicsResponse.Topics.Configs.Name',
    1406: 'CreateTopicsResponse.Topics.Configs.Name',
    1407: 'CreateTopicsResponse.Topics.Configs.Name',
    1408: 'CreateTopicsResponse.Topics.Configs.Value',
    1409: 'CreateTopicsResponse.Topics.Configs.Value',
    1410: 'CreateTopicsResponse.Topics.Configs.Value',
    1411: 'CreateTopicsResponse.Topics.Configs.Value',
    1412: 'CreateTopicsResponse.Topics.Configs.Value',
    1413: 'CreateTopicsResponse.Topics.Configs.Value',
    1414: 'CreateTopicsResponse.Topics.Configs.Value',
    1415: 'CreateTopicsResponse.Topics.Configs.Value',
    1416: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1417: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1418: 'CreateTopicsResponse.Topics.Configs',
    1421: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1422: 'CreateTopicsResponse.Topics',
    1423: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1424: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1425: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1426: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1427: 'CreateTopicsResponse.Topics._unknown_tags',
    1428: 'CreateTopicsResponse._unknown_tags',
    1429: 'CreateTopicsResponse',
    1432: 'CreateTopicsResponse._unknown_tags',
    1439: 'CreateTopicsResponse.ThrottleTimeMs',
    1441: 'CreateTopicsResponse.Topics',
    1445: 'CreateTopicsResponse.Topics',
    1450: 'CreateTopicsResponse.Topics.Name',
    1455: 'CreateTopicsResponse.Topics.Name',
    1458: 'CreateTopicsResponse.Topics.Name',
    1459: 'CreateTopicsResponse.Topics.ErrorCode',
    1461: 'CreateTopicsResponse.Topics.ErrorMessage',
    1466: 'CreateTopicsResponse.Topics.ErrorMessage',
    1469: 'CreateTopicsResponse.Topics.ErrorMessage',
    1470: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1472: 'CreateTopicsResponse.Topics.Configs',
    1476: 'CreateTopicsResponse.Topics.Configs',
    1484: 'CreateTopicsResponse.Topics.Configs.Name',
    1489: 'CreateTopicsResponse.Topics.Configs.Name',
    1492: 'CreateTopicsResponse.Topics.Configs.Name',
    1493: 'CreateTopicsResponse.Topics.Configs.Value',
    1498: 'CreateTopicsResponse.Topics.Configs.Value',
    1501: 'CreateTopicsResponse.Topics.Configs.Value',
    1502: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1504: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1508: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1513: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1514: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1527: 'CreateTopicsResponse.Topics._tagged_fields',
    1531: 'CreateTopicsResponse.Topics._tagged_fields',
    1536: 'CreateTopicsResponse.Topics._tagged_fields',
    1537: 'CreateTopicsResponse.Topics._tagged_fields',
    1542: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1554: 'CreateTopicsResponse._tagged_fields',
    1558: 'CreateTopicsResponse._tagged_fields',
    1563: 'CreateTopicsResponse._tagged_fields',
    1564: 'CreateTopicsResponse._tagged_fields',
    1579: 'CreateTopicsResponse.ThrottleTimeMs',
    1580: 'CreateTopicsResponse.Topics',
    1581: 'CreateTopicsResponse.Topics',
    1582: 'CreateTopicsResponse.Topics',
    1583: 'CreateTopicsResponse.Topics',
    1584: 'CreateTopicsResponse.Topics.Name',
    1585: 'CreateTopicsResponse.Topics.Name',
    1586: 'CreateTopicsResponse.Topics.Name',
    1587: 'CreateTopicsResponse.Topics.Name',
    1588: 'CreateTopicsResponse.Topics.Name',
    1589: 'CreateTopicsResponse.Topics.ErrorCode',
    1590: 'CreateTopicsResponse.Topics.ErrorMessage',
    1591: 'CreateTopicsResponse.Topics.ErrorMessage',
    1592: 'CreateTopicsResponse.Topics.ErrorMessage',
    1593: 'CreateTopicsResponse.Topics.ErrorMessage',
    1594: 'CreateTopicsResponse.Topics.ErrorMessage',
    1595: 'CreateTopicsResponse.Topics.ErrorMessage',
    1596: 'CreateTopicsResponse.Topics.ErrorMessage',
    1597: 'CreateTopicsResponse.Topics.ErrorMessage',
    1598: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1599: 'CreateTopicsResponse.Topics.Configs',
    1600: 'CreateTopicsResponse.Topics.Configs',
    1601: 'CreateTopicsResponse.Topics.Configs',
    1602: 'CreateTopicsResponse.Topics.Configs',
    1603: 'CreateTopicsResponse.Topics.Configs',
    1604: 'CreateTopicsResponse.Topics.Configs',
    1605: 'CreateTopicsResponse.Topics.Configs',
    1606: 'CreateTopicsResponse.Topics.Configs.Name',
    1607: 'CreateTopicsResponse.Topics.Configs.Name',
    1608: 'CreateTopicsResponse.Topics.Configs.Name',
    1609: 'CreateTopicsResponse.Topics.Configs.Name',
    1610: 'CreateTopicsResponse.Topics.Configs.Name',
    1611: 'CreateTopicsResponse.Topics.Configs.Value',
    1612: 'CreateTopicsResponse.Topics.Configs.Value',
    1613: 'CreateTopicsResponse.Topics.Configs.Value',
    1614: 'CreateTopicsResponse.Topics.Configs.Value',
    1615: 'CreateTopicsResponse.Topics.Configs.Value',
    1616: 'CreateTopicsResponse.Topics.Configs.Value',
    1617: 'CreateTopicsResponse.Topics.Configs.Value',
    1618: 'CreateTopicsResponse.Topics.Configs.Value',
    1619: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1620: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1621: 'CreateTopicsResponse.Topics.Configs',
    1624: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1625: 'CreateTopicsResponse.Topics',
    1626: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1627: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1628: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1629: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1630: 'CreateTopicsResponse.Topics._unknown_tags',
    1631: 'CreateTopicsResponse._unknown_tags',
    1632: 'CreateTopicsResponse',
    1635: 'CreateTopicsResponse._unknown_tags',
    1642: 'CreateTopicsResponse.ThrottleTimeMs',
    1644: 'CreateTopicsResponse.Topics',
    1648: 'CreateTopicsResponse.Topics',
    1653: 'CreateTopicsResponse.Topics.Name',
    1658: 'CreateTopicsResponse.Topics.Name',
    1661: 'CreateTopicsResponse.Topics.Name',
    1662: 'CreateTopicsResponse.Topics.ErrorCode',
    1664: 'CreateTopicsResponse.Topics.ErrorMessage',
    1669: 'CreateTopicsResponse.Topics.ErrorMessage',
    1672: 'CreateTopicsResponse.Topics.ErrorMessage',
    1673: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1675: 'CreateTopicsResponse.Topics.Configs',
    1679: 'CreateTopicsResponse.Topics.Configs',
    1687: 'CreateTopicsResponse.Topics.Configs.Name',
    1692: 'CreateTopicsResponse.Topics.Configs.Name',
    1695: 'CreateTopicsResponse.Topics.Configs.Name',
    1696: 'CreateTopicsResponse.Topics.Configs.Value',
    1701: 'CreateTopicsResponse.Topics.Configs.Value',
    1704: 'CreateTopicsResponse.Topics.Configs.Value',
    1705: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1707: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1711: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1716: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1717: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1730: 'CreateTopicsResponse.Topics._tagged_fields',
    1734: 'CreateTopicsResponse.Topics._tagged_fields',
    1739: 'CreateTopicsResponse.Topics._tagged_fields',
    1740: 'CreateTopicsResponse.Topics._tagged_fields',
    1745: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1757: 'CreateTopicsResponse._tagged_fields',
    1761: 'CreateTopicsResponse._tagged_fields',
    1766: 'CreateTopicsResponse._tagged_fields',
    1767: 'CreateTopicsResponse._tagged_fields',
    1782: 'CreateTopicsResponse.ThrottleTimeMs',
    1783: 'CreateTopicsResponse.Topics',
    1784: 'CreateTopicsResponse.Topics',
    1785: 'CreateTopicsResponse.Topics',
    1786: 'CreateTopicsResponse.Topics',
    1787: 'CreateTopicsResponse.Topics.Name',
    1788: 'CreateTopicsResponse.Topics.Name',
    1789: 'CreateTopicsResponse.Topics.Name',
    1790: 'CreateTopicsResponse.Topics.Name',
    1791: 'CreateTopicsResponse.Topics.Name',
    1792: 'CreateTopicsResponse.Topics.TopicId,ErrorCode',
    1793: 'CreateTopicsResponse.Topics.ErrorMessage',
    1794: 'CreateTopicsResponse.Topics.ErrorMessage',
    1795: 'CreateTopicsResponse.Topics.ErrorMessage',
    1796: 'CreateTopicsResponse.Topics.ErrorMessage',
    1797: 'CreateTopicsResponse.Topics.ErrorMessage',
    1798: 'CreateTopicsResponse.Topics.ErrorMessage',
    1799: 'CreateTopicsResponse.Topics.ErrorMessage',
    1800: 'CreateTopicsResponse.Topics.ErrorMessage',
    1801: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1802: 'CreateTopicsResponse.Topics.Configs',
    1803: 'CreateTopicsResponse.Topics.Configs',
    1804: 'CreateTopicsResponse.Topics.Configs',
    1805: 'CreateTopicsResponse.Topics.Configs',
    1806: 'CreateTopicsResponse.Topics.Configs',
    1807: 'CreateTopicsResponse.Topics.Configs',
    1808: 'CreateTopicsResponse.Topics.Configs',
    1809: 'CreateTopicsResponse.Topics.Configs.Name',
    1810: 'CreateTopicsResponse.Topics.Configs.Name',
    1811: 'CreateTopicsResponse.Topics.Configs.Name',
    1812: 'CreateTopicsResponse.Topics.Configs.Name',
    1813: 'CreateTopicsResponse.Topics.Configs.Name',
    1814: 'CreateTopicsResponse.Topics.Configs.Value',
    1815: 'CreateTopicsResponse.Topics.Configs.Value',
    1816: 'CreateTopicsResponse.Topics.Configs.Value',
    1817: 'CreateTopicsResponse.Topics.Configs.Value',
    1818: 'CreateTopicsResponse.Topics.Configs.Value',
    1819: 'CreateTopicsResponse.Topics.Configs.Value',
    1820: 'CreateTopicsResponse.Topics.Configs.Value',
    1821: 'CreateTopicsResponse.Topics.Configs.Value',
    1822: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1823: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1824: 'CreateTopicsResponse.Topics.Configs',
    1827: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1828: 'CreateTopicsResponse.Topics',
    1829: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1830: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1831: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1832: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1833: 'CreateTopicsResponse.Topics._unknown_tags',
    1834: 'CreateTopicsResponse._unknown_tags',
    1835: 'CreateTopicsResponse',
    1838: 'CreateTopicsResponse._unknown_tags',
    1845: 'CreateTopicsResponse.ThrottleTimeMs',
    1847: 'CreateTopicsResponse.Topics',
    1851: 'CreateTopicsResponse.Topics',
    1856: 'CreateTopicsResponse.Topics.Name',
    1861: 'CreateTopicsResponse.Topics.Name',
    1864: 'CreateTopicsResponse.Topics.Name',
    1865: 'CreateTopicsResponse.Topics.TopicId,ErrorCode',
    1868: 'CreateTopicsResponse.Topics.ErrorMessage',
    1873: 'CreateTopicsResponse.Topics.ErrorMessage',
    1876: 'CreateTopicsResponse.Topics.ErrorMessage',
    1877: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1879: 'CreateTopicsResponse.Topics.Configs',
    1883: 'CreateTopicsResponse.Topics.Configs',
    1891: 'CreateTopicsResponse.Topics.Configs.Name',
    1896: 'CreateTopicsResponse.Topics.Configs.Name',
    1899: 'CreateTopicsResponse.Topics.Configs.Name',
    1900: 'CreateTopicsResponse.Topics.Configs.Value',
    1905: 'CreateTopicsResponse.Topics.Configs.Value',
    1908: 'CreateTopicsResponse.Topics.Configs.Value',
    1909: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1911: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1915: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1920: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1921: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1933: 'CreateTopicsResponse.Topics._tagged_fields',
    1937: 'CreateTopicsResponse.Topics._tagged_fields',
    1942: 'CreateTopicsResponse.Topics._tagged_fields',
    1943: 'CreateTopicsResponse.Topics._tagged_fields',
    1948: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1960: 'CreateTopicsResponse._tagged_fields',
    1964: 'CreateTopicsResponse._tagged_fields',
    1969: 'CreateTopicsResponse._tagged_fields',
    1970: 'CreateTopicsResponse._tagged_fields',
}
