# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/CreateTopicsRequest.json, schemas/messages/CreateTopicsResponse.json.
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
    """CreateTopicsRequest (request): API key 19; versions 2-7; flexible in 5-7; listeners: broker, controller."""

    __slots__ = ('topics', 'timeout_ms', 'validate_only', '_unknown_tags')
    NAME = 'CreateTopicsRequest'
    TYPE = 'request'
    API_KEY = 19
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (2, 7)
    FLEXIBLE_VERSIONS = (5, 7)

    topics: list[CreateTopicsRequest.CreatableTopic]
    """Topics to be created.

    `Topics` ([]CreatableTopic): versions 0+; default []."""
    timeout_ms: int
    """Time in milliseconds to wait for the creation to complete.

    `timeoutMs` (int32): versions 0+; default 60000."""
    validate_only: bool
    """When true, only check that the topics could be created; create nothing.

    `validateOnly` (bool): versions 1+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[CreateTopicsRequest.CreatableTopic] = _EMPTY,
        timeout_ms: int = 60000,
        validate_only: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class CreatableTopic(_Message):
        """Topics to be created.

        CreatableTopic (in CreateTopicsRequest): versions 0+."""

        __slots__ = ('name', 'num_partitions', 'replication_factor', 'assignments', 'configs', '_unknown_tags')
        NAME = 'CreateTopicsRequest.CreatableTopic'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        num_partitions: int
        """Partition count, or -1 when an explicit assignment is given or the broker default applies.

        `NumPartitions` (int32): versions 0+; default 0."""
        replication_factor: int
        """Replica count per partition, or -1 when an explicit assignment is given or the broker default applies.

        `ReplicationFactor` (int16): versions 0+; default 0."""
        assignments: list[CreateTopicsRequest.CreatableReplicaAssignment]
        """Explicit replica placement per partition; empty for automatic placement.

        `Assignments` ([]CreatableReplicaAssignment): versions 0+; default []."""
        configs: list[CreateTopicsRequest.CreatableTopicConfig]
        """Topic configuration overrides.

        `Configs` ([]CreatableTopicConfig): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            num_partitions: int = 0,
            replication_factor: int = 0,
            assignments: list[CreateTopicsRequest.CreatableReplicaAssignment] = _EMPTY,
            configs: list[CreateTopicsRequest.CreatableTopicConfig] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.num_partitions = num_partitions
            self.replication_factor = replication_factor
            self.assignments = [] if assignments is _EMPTY else assignments
            self.configs = [] if configs is _EMPTY else configs
            self._unknown_tags = _unknown_tags

    class CreatableReplicaAssignment(_Message):
        """Explicit replica placement per partition; empty for automatic placement.

        CreatableReplicaAssignment (in CreateTopicsRequest): versions 0+."""

        __slots__ = ('partition_index', 'broker_ids', '_unknown_tags')
        NAME = 'CreateTopicsRequest.CreatableReplicaAssignment'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        broker_ids: list[int]
        """Brokers that host the partition's replicas.

        `BrokerIds` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            broker_ids: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.broker_ids = [] if broker_ids is _EMPTY else broker_ids
            self._unknown_tags = _unknown_tags

    class CreatableTopicConfig(_Message):
        """Topic configuration overrides.

        CreatableTopicConfig (in CreateTopicsRequest): versions 0+."""

        __slots__ = ('name', 'value', '_unknown_tags')
        NAME = 'CreateTopicsRequest.CreatableTopicConfig'

        name: str
        """Config key.

        `Name` (string): versions 0+; default ''."""
        value: str | None
        """Config value.

        `Value` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            value: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_CreateTopicsRequest_CreatableTopic() -> CreateTopicsRequest.CreatableTopic:
    o = _new(_C_CreateTopicsRequest_CreatableTopic)
    o.name = ''
    o.num_partitions = 0
    o.replication_factor = 0
    o.assignments = []
    o.configs = []
    o._unknown_tags = None
    return o

def _mk_CreateTopicsRequest_CreatableReplicaAssignment() -> CreateTopicsRequest.CreatableReplicaAssignment:
    o = _new(_C_CreateTopicsRequest_CreatableReplicaAssignment)
    o.partition_index = 0
    o.broker_ids = []
    o._unknown_tags = None
    return o

def _mk_CreateTopicsRequest_CreatableTopicConfig() -> CreateTopicsRequest.CreatableTopicConfig:
    o = _new(_C_CreateTopicsRequest_CreatableTopicConfig)
    o.name = ''
    o.value = ''
    o._unknown_tags = None
    return o


def _enc_CreateTopicsRequest_v2(o: CreateTopicsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsRequest_v2(buf: _Buffer, pos: int) -> tuple[CreateTopicsRequest, int]:
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n18, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics')
    l19: list[CreateTopicsRequest.CreatableTopic] = []
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
        l25: list[CreateTopicsRequest.CreatableReplicaAssignment] = []
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
        l30: list[CreateTopicsRequest.CreatableTopicConfig] = []
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


def _enc_CreateTopicsRequest_v3(o: CreateTopicsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsRequest_v3(buf: _Buffer, pos: int) -> tuple[CreateTopicsRequest, int]:
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n54, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics')
    l55: list[CreateTopicsRequest.CreatableTopic] = []
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
        l61: list[CreateTopicsRequest.CreatableReplicaAssignment] = []
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
        l66: list[CreateTopicsRequest.CreatableTopicConfig] = []
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


def _enc_CreateTopicsRequest_v4(o: CreateTopicsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsRequest_v4(buf: _Buffer, pos: int) -> tuple[CreateTopicsRequest, int]:
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n90, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsRequest.Topics')
    l91: list[CreateTopicsRequest.CreatableTopic] = []
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
        l97: list[CreateTopicsRequest.CreatableReplicaAssignment] = []
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
        l102: list[CreateTopicsRequest.CreatableTopicConfig] = []
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


def _enc_CreateTopicsRequest_v5(o: CreateTopicsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsRequest_v5(buf: _Buffer, pos: int) -> tuple[CreateTopicsRequest, int]:
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n133 = buf[pos] - 1
    if 0 <= n133 < 127:
        pos += 1
    else:
        n133, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics')
    l134: list[CreateTopicsRequest.CreatableTopic] = []
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
        l140: list[CreateTopicsRequest.CreatableReplicaAssignment] = []
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
                uk145: list[tuple[int, bytes]] | None = None
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
        l150: list[CreateTopicsRequest.CreatableTopicConfig] = []
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
                uk158: list[tuple[int, bytes]] | None = None
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
            uk163: list[tuple[int, bytes]] | None = None
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
        uk168: list[tuple[int, bytes]] | None = None
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


def _enc_CreateTopicsRequest_v6(o: CreateTopicsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsRequest_v6(buf: _Buffer, pos: int) -> tuple[CreateTopicsRequest, int]:
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n196 = buf[pos] - 1
    if 0 <= n196 < 127:
        pos += 1
    else:
        n196, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics')
    l197: list[CreateTopicsRequest.CreatableTopic] = []
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
        l203: list[CreateTopicsRequest.CreatableReplicaAssignment] = []
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
                uk208: list[tuple[int, bytes]] | None = None
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
        l213: list[CreateTopicsRequest.CreatableTopicConfig] = []
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
                uk221: list[tuple[int, bytes]] | None = None
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
            uk226: list[tuple[int, bytes]] | None = None
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
        uk231: list[tuple[int, bytes]] | None = None
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


def _enc_CreateTopicsRequest_v7(o: CreateTopicsRequest) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsRequest_v7(buf: _Buffer, pos: int) -> tuple[CreateTopicsRequest, int]:
    blen = len(buf)
    o = _new(CreateTopicsRequest)
    n259 = buf[pos] - 1
    if 0 <= n259 < 127:
        pos += 1
    else:
        n259, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsRequest.Topics')
    l260: list[CreateTopicsRequest.CreatableTopic] = []
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
        l266: list[CreateTopicsRequest.CreatableReplicaAssignment] = []
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
                uk271: list[tuple[int, bytes]] | None = None
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
        l276: list[CreateTopicsRequest.CreatableTopicConfig] = []
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
                uk284: list[tuple[int, bytes]] | None = None
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
            uk289: list[tuple[int, bytes]] | None = None
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
        uk294: list[tuple[int, bytes]] | None = None
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
    """CreateTopicsResponse (response): API key 19; versions 2-7; flexible in 5-7."""

    __slots__ = ('throttle_time_ms', 'topics', '_unknown_tags')
    NAME = 'CreateTopicsResponse'
    TYPE = 'response'
    API_KEY = 19
    VALID_VERSIONS = (2, 7)
    FLEXIBLE_VERSIONS = (5, 7)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 2+; default 0; ignorable."""
    topics: list[CreateTopicsResponse.CreatableTopicResult]
    """Outcome for each requested topic.

    `Topics` ([]CreatableTopicResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        topics: list[CreateTopicsResponse.CreatableTopicResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class CreatableTopicResult(_Message):
        """Outcome for each requested topic.

        CreatableTopicResult (in CreateTopicsResponse): versions 0+."""

        __slots__ = ('name', 'topic_id', 'error_code', 'error_message', 'topic_config_error_code', 'num_partitions', 'replication_factor', 'configs', '_unknown_tags')
        NAME = 'CreateTopicsResponse.CreatableTopicResult'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        topic_id: UUID
        """Id assigned to the topic.

        `TopicId` (uuid): versions 7+; default the zero UUID; ignorable."""
        error_code: int
        """Error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 1+; nullable in 0+; default ''; ignorable."""
        topic_config_error_code: int
        """Error explaining why the configs are missing from the response, if they are.

        `TopicConfigErrorCode` (int16): versions 5+; tagged (tag 0) in 5+; default 0; ignorable."""
        num_partitions: int
        """Partition count of the topic.

        `NumPartitions` (int32): versions 5+; default -1; ignorable."""
        replication_factor: int
        """Replica count of each of the topic's partitions.

        `ReplicationFactor` (int16): versions 5+; default -1; ignorable."""
        configs: list[CreateTopicsResponse.CreatableTopicConfigs] | None
        """Effective configuration of the topic.

        `Configs` ([]CreatableTopicConfigs): versions 5+; nullable in 5+; default []; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            topic_id: UUID = _ZERO_UUID,
            error_code: int = 0,
            error_message: str | None = '',
            topic_config_error_code: int = 0,
            num_partitions: int = -1,
            replication_factor: int = -1,
            configs: list[CreateTopicsResponse.CreatableTopicConfigs] | None = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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
        """Effective configuration of the topic.

        CreatableTopicConfigs (in CreateTopicsResponse): versions 5+."""

        __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_sensitive', '_unknown_tags')
        NAME = 'CreateTopicsResponse.CreatableTopicConfigs'

        name: str
        """Config key.

        `Name` (string): versions 5+; default ''."""
        value: str | None
        """Config value.

        `Value` (string): versions 5+; nullable in 5+; default ''."""
        read_only: bool
        """Whether the config cannot be changed.

        `ReadOnly` (bool): versions 5+; default False."""
        config_source: int
        """Where the value comes from.

        `ConfigSource` (int8): versions 5+; default -1; ignorable."""
        is_sensitive: bool
        """Whether the value is sensitive (and hidden).

        `IsSensitive` (bool): versions 5+; default False."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            value: str | None = '',
            read_only: bool = False,
            config_source: int = -1,
            is_sensitive: bool = False,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
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

def _mk_CreateTopicsResponse_CreatableTopicResult() -> CreateTopicsResponse.CreatableTopicResult:
    o = _new(_C_CreateTopicsResponse_CreatableTopicResult)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.error_code = 0
    o.error_message = ''
    o.topic_config_error_code = 0
    o.num_partitions = -1
    o.replication_factor = -1
    o.configs = []
    o._unknown_tags = None
    return o

def _mk_CreateTopicsResponse_CreatableTopicConfigs() -> CreateTopicsResponse.CreatableTopicConfigs:
    o = _new(_C_CreateTopicsResponse_CreatableTopicConfigs)
    o.name = ''
    o.value = ''
    o.read_only = False
    o.config_source = -1
    o.is_sensitive = False
    o._unknown_tags = None
    return o


def _enc_CreateTopicsResponse_v2(o: CreateTopicsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsResponse_v2(buf: _Buffer, pos: int) -> tuple[CreateTopicsResponse, int]:
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n306, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsResponse.Topics')
    l307: list[CreateTopicsResponse.CreatableTopicResult] = []
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


def _enc_CreateTopicsResponse_v3(o: CreateTopicsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsResponse_v3(buf: _Buffer, pos: int) -> tuple[CreateTopicsResponse, int]:
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n322, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsResponse.Topics')
    l323: list[CreateTopicsResponse.CreatableTopicResult] = []
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


def _enc_CreateTopicsResponse_v4(o: CreateTopicsResponse) -> bytes:
    parts: list[bytes] = []
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


def _dec_CreateTopicsResponse_v4(buf: _Buffer, pos: int) -> tuple[CreateTopicsResponse, int]:
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n338, pos = _read_array_len(buf, pos, False, False, 1, 'CreateTopicsResponse.Topics')
    l339: list[CreateTopicsResponse.CreatableTopicResult] = []
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


def _enc_CreateTopicsResponse_v5(o: CreateTopicsResponse) -> bytes:
    parts: list[bytes] = []
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
        k365: list[tuple[int, bytes]] = []
        if e348.topic_config_error_code != 0:
            p366: list[bytes] = []
            p366.append(_S_h.pack(e348.topic_config_error_code))
            k365.append((0, b''.join(p366)))
        u367 = e348._unknown_tags
        if k365 or u367 is not None:
            _write_tags(a, k365, u367)
        else:
            a(_H0)
    u368 = o._unknown_tags
    if u368 is None:
        a(_H0)
    else:
        _write_tags(a, None, u368)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v5(buf: _Buffer, pos: int) -> tuple[CreateTopicsResponse, int]:
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n369 = buf[pos] - 1
    if 0 <= n369 < 127:
        pos += 1
    else:
        n369, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsResponse.Topics')
    l370: list[CreateTopicsResponse.CreatableTopicResult] = []
    ap371 = l370.append
    for _ in range(n369):
        t372 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n373 = buf[pos] - 1
        if 0 <= n373 < 127:
            x374 = pos + 1 + n373
            if x374 > blen:
                raise _bad_length(n373, 'CreateTopicsResponse.Topics.Name', pos)
            t372.name = str(buf[pos + 1:x374], 'utf-8')
            pos = x374
        else:
            t372.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Name')
        t372.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n375 = buf[pos] - 1
        if 0 <= n375 < 127:
            x376 = pos + 1 + n375
            if x376 > blen:
                raise _bad_length(n375, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t372.error_message = str(buf[pos + 1:x376], 'utf-8')
            pos = x376
        else:
            t372.error_message, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t372.num_partitions, t372.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n377 = buf[pos] - 1
        if -1 <= n377 < 127:
            pos += 1
        else:
            n377, pos = _read_array_len(buf, pos, True, True, 1, 'CreateTopicsResponse.Topics.Configs')
        if n377 < 0:
            t372.configs = None
        else:
            l378: list[CreateTopicsResponse.CreatableTopicConfigs] = []
            ap379 = l378.append
            for _ in range(n377):
                t380 = _new(_C_CreateTopicsResponse_CreatableTopicConfigs)
                n381 = buf[pos] - 1
                if 0 <= n381 < 127:
                    x382 = pos + 1 + n381
                    if x382 > blen:
                        raise _bad_length(n381, 'CreateTopicsResponse.Topics.Configs.Name', pos)
                    t380.name = str(buf[pos + 1:x382], 'utf-8')
                    pos = x382
                else:
                    t380.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Configs.Name')
                n383 = buf[pos] - 1
                if 0 <= n383 < 127:
                    x384 = pos + 1 + n383
                    if x384 > blen:
                        raise _bad_length(n383, 'CreateTopicsResponse.Topics.Configs.Value', pos)
                    t380.value = str(buf[pos + 1:x384], 'utf-8')
                    pos = x384
                else:
                    t380.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.Configs.Value')
                t380.read_only, t380.config_source, t380.is_sensitive = _S__b_.unpack_from(buf, pos)
                pos += 3
                if buf[pos] == 0:
                    pos += 1
                    t380._unknown_tags = None
                else:
                    nt385, pos = _ruv(buf, pos)
                    if nt385 * 2 > blen - pos:
                        raise _array_too_long(nt385, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                    uk386: list[tuple[int, bytes]] | None = None
                    for _ in range(nt385):
                        tg387, pos = _ruv(buf, pos)
                        sz388, pos = _ruv(buf, pos)
                        x389 = pos + sz388
                        if x389 > blen:
                            raise _bad_length(sz388, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                        if uk386 is None:
                            uk386 = []
                        uk386.append((tg387, bytes(buf[pos:x389])))
                        pos = x389
                    t380._unknown_tags = uk386
                ap379(t380)
            t372.configs = l378
        t372.topic_id = _ZERO_UUID
        t372.topic_config_error_code = 0
        if buf[pos] == 0:
            pos += 1
            t372._unknown_tags = None
        else:
            nt390, pos = _ruv(buf, pos)
            if nt390 * 2 > blen - pos:
                raise _array_too_long(nt390, 'CreateTopicsResponse.Topics._tagged_fields', pos)
            uk391: list[tuple[int, bytes]] | None = None
            for _ in range(nt390):
                tg392, pos = _ruv(buf, pos)
                sz393, pos = _ruv(buf, pos)
                x394 = pos + sz393
                if x394 > blen:
                    raise _bad_length(sz393, 'CreateTopicsResponse.Topics._tagged_fields', pos)
                if tg392 == 0:
                    t372.topic_config_error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    if pos != x394:
                        raise _tag_size_mismatch(tg392, 'CreateTopicsResponse.Topics.TopicConfigErrorCode', pos)
                else:
                    if uk391 is None:
                        uk391 = []
                    uk391.append((tg392, bytes(buf[pos:x394])))
                    pos = x394
            t372._unknown_tags = uk391
        ap371(t372)
    o.topics = l370
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt395, pos = _ruv(buf, pos)
        if nt395 * 2 > blen - pos:
            raise _array_too_long(nt395, 'CreateTopicsResponse._tagged_fields', pos)
        uk396: list[tuple[int, bytes]] | None = None
        for _ in range(nt395):
            tg397, pos = _ruv(buf, pos)
            sz398, pos = _ruv(buf, pos)
            x399 = pos + sz398
            if x399 > blen:
                raise _bad_length(sz398, 'CreateTopicsResponse._tagged_fields', pos)
            if uk396 is None:
                uk396 = []
            uk396.append((tg397, bytes(buf[pos:x399])))
            pos = x399
        o._unknown_tags = uk396
    return o, pos


def _enc_CreateTopicsResponse_v6(o: CreateTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l400 = o.topics
    n401 = len(l400) + 1
    a(_UV[n401] if n401 < 128 else _uv(n401))
    for e402 in l400:
        s403 = e402.name
        b404 = s403.encode()
        n405 = len(b404) + 1
        a(_UV[n405] if n405 < 128 else _uv(n405))
        a(b404)
        a(_S_h.pack(e402.error_code))
        s406 = e402.error_message
        if s406 is None:
            a(_H0)
        else:
            b407 = s406.encode()
            n408 = len(b407) + 1
            a(_UV[n408] if n408 < 128 else _uv(n408))
            a(b407)
        a(_S_ih.pack(e402.num_partitions, e402.replication_factor))
        l409 = e402.configs
        if l409 is None:
            a(_H0)
        else:
            n410 = len(l409) + 1
            a(_UV[n410] if n410 < 128 else _uv(n410))
            for e411 in l409:
                s412 = e411.name
                b413 = s412.encode()
                n414 = len(b413) + 1
                a(_UV[n414] if n414 < 128 else _uv(n414))
                a(b413)
                s415 = e411.value
                if s415 is None:
                    a(_H0)
                else:
                    b416 = s415.encode()
                    n417 = len(b416) + 1
                    a(_UV[n417] if n417 < 128 else _uv(n417))
                    a(b416)
                a(_S__b_.pack(e411.read_only, e411.config_source, e411.is_sensitive))
                u418 = e411._unknown_tags
                if u418 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u418)
        k419: list[tuple[int, bytes]] = []
        if e402.topic_config_error_code != 0:
            p420: list[bytes] = []
            p420.append(_S_h.pack(e402.topic_config_error_code))
            k419.append((0, b''.join(p420)))
        u421 = e402._unknown_tags
        if k419 or u421 is not None:
            _write_tags(a, k419, u421)
        else:
            a(_H0)
    u422 = o._unknown_tags
    if u422 is None:
        a(_H0)
    else:
        _write_tags(a, None, u422)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v6(buf: _Buffer, pos: int) -> tuple[CreateTopicsResponse, int]:
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n423 = buf[pos] - 1
    if 0 <= n423 < 127:
        pos += 1
    else:
        n423, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsResponse.Topics')
    l424: list[CreateTopicsResponse.CreatableTopicResult] = []
    ap425 = l424.append
    for _ in range(n423):
        t426 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n427 = buf[pos] - 1
        if 0 <= n427 < 127:
            x428 = pos + 1 + n427
            if x428 > blen:
                raise _bad_length(n427, 'CreateTopicsResponse.Topics.Name', pos)
            t426.name = str(buf[pos + 1:x428], 'utf-8')
            pos = x428
        else:
            t426.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Name')
        t426.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n429 = buf[pos] - 1
        if 0 <= n429 < 127:
            x430 = pos + 1 + n429
            if x430 > blen:
                raise _bad_length(n429, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t426.error_message = str(buf[pos + 1:x430], 'utf-8')
            pos = x430
        else:
            t426.error_message, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t426.num_partitions, t426.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n431 = buf[pos] - 1
        if -1 <= n431 < 127:
            pos += 1
        else:
            n431, pos = _read_array_len(buf, pos, True, True, 1, 'CreateTopicsResponse.Topics.Configs')
        if n431 < 0:
            t426.configs = None
        else:
            l432: list[CreateTopicsResponse.CreatableTopicConfigs] = []
            ap433 = l432.append
            for _ in range(n431):
                t434 = _new(_C_CreateTopicsResponse_CreatableTopicConfigs)
                n435 = buf[pos] - 1
                if 0 <= n435 < 127:
                    x436 = pos + 1 + n435
                    if x436 > blen:
                        raise _bad_length(n435, 'CreateTopicsResponse.Topics.Configs.Name', pos)
                    t434.name = str(buf[pos + 1:x436], 'utf-8')
                    pos = x436
                else:
                    t434.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Configs.Name')
                n437 = buf[pos] - 1
                if 0 <= n437 < 127:
                    x438 = pos + 1 + n437
                    if x438 > blen:
                        raise _bad_length(n437, 'CreateTopicsResponse.Topics.Configs.Value', pos)
                    t434.value = str(buf[pos + 1:x438], 'utf-8')
                    pos = x438
                else:
                    t434.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.Configs.Value')
                t434.read_only, t434.config_source, t434.is_sensitive = _S__b_.unpack_from(buf, pos)
                pos += 3
                if buf[pos] == 0:
                    pos += 1
                    t434._unknown_tags = None
                else:
                    nt439, pos = _ruv(buf, pos)
                    if nt439 * 2 > blen - pos:
                        raise _array_too_long(nt439, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                    uk440: list[tuple[int, bytes]] | None = None
                    for _ in range(nt439):
                        tg441, pos = _ruv(buf, pos)
                        sz442, pos = _ruv(buf, pos)
                        x443 = pos + sz442
                        if x443 > blen:
                            raise _bad_length(sz442, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                        if uk440 is None:
                            uk440 = []
                        uk440.append((tg441, bytes(buf[pos:x443])))
                        pos = x443
                    t434._unknown_tags = uk440
                ap433(t434)
            t426.configs = l432
        t426.topic_id = _ZERO_UUID
        t426.topic_config_error_code = 0
        if buf[pos] == 0:
            pos += 1
            t426._unknown_tags = None
        else:
            nt444, pos = _ruv(buf, pos)
            if nt444 * 2 > blen - pos:
                raise _array_too_long(nt444, 'CreateTopicsResponse.Topics._tagged_fields', pos)
            uk445: list[tuple[int, bytes]] | None = None
            for _ in range(nt444):
                tg446, pos = _ruv(buf, pos)
                sz447, pos = _ruv(buf, pos)
                x448 = pos + sz447
                if x448 > blen:
                    raise _bad_length(sz447, 'CreateTopicsResponse.Topics._tagged_fields', pos)
                if tg446 == 0:
                    t426.topic_config_error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    if pos != x448:
                        raise _tag_size_mismatch(tg446, 'CreateTopicsResponse.Topics.TopicConfigErrorCode', pos)
                else:
                    if uk445 is None:
                        uk445 = []
                    uk445.append((tg446, bytes(buf[pos:x448])))
                    pos = x448
            t426._unknown_tags = uk445
        ap425(t426)
    o.topics = l424
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt449, pos = _ruv(buf, pos)
        if nt449 * 2 > blen - pos:
            raise _array_too_long(nt449, 'CreateTopicsResponse._tagged_fields', pos)
        uk450: list[tuple[int, bytes]] | None = None
        for _ in range(nt449):
            tg451, pos = _ruv(buf, pos)
            sz452, pos = _ruv(buf, pos)
            x453 = pos + sz452
            if x453 > blen:
                raise _bad_length(sz452, 'CreateTopicsResponse._tagged_fields', pos)
            if uk450 is None:
                uk450 = []
            uk450.append((tg451, bytes(buf[pos:x453])))
            pos = x453
        o._unknown_tags = uk450
    return o, pos


def _enc_CreateTopicsResponse_v7(o: CreateTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l454 = o.topics
    n455 = len(l454) + 1
    a(_UV[n455] if n455 < 128 else _uv(n455))
    for e456 in l454:
        s457 = e456.name
        b458 = s457.encode()
        n459 = len(b458) + 1
        a(_UV[n459] if n459 < 128 else _uv(n459))
        a(b458)
        a(_S_Uh.pack(e456.topic_id.bytes, e456.error_code))
        s460 = e456.error_message
        if s460 is None:
            a(_H0)
        else:
            b461 = s460.encode()
            n462 = len(b461) + 1
            a(_UV[n462] if n462 < 128 else _uv(n462))
            a(b461)
        a(_S_ih.pack(e456.num_partitions, e456.replication_factor))
        l463 = e456.configs
        if l463 is None:
            a(_H0)
        else:
            n464 = len(l463) + 1
            a(_UV[n464] if n464 < 128 else _uv(n464))
            for e465 in l463:
                s466 = e465.name
                b467 = s466.encode()
                n468 = len(b467) + 1
                a(_UV[n468] if n468 < 128 else _uv(n468))
                a(b467)
                s469 = e465.value
                if s469 is None:
                    a(_H0)
                else:
                    b470 = s469.encode()
                    n471 = len(b470) + 1
                    a(_UV[n471] if n471 < 128 else _uv(n471))
                    a(b470)
                a(_S__b_.pack(e465.read_only, e465.config_source, e465.is_sensitive))
                u472 = e465._unknown_tags
                if u472 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u472)
        k473: list[tuple[int, bytes]] = []
        if e456.topic_config_error_code != 0:
            p474: list[bytes] = []
            p474.append(_S_h.pack(e456.topic_config_error_code))
            k473.append((0, b''.join(p474)))
        u475 = e456._unknown_tags
        if k473 or u475 is not None:
            _write_tags(a, k473, u475)
        else:
            a(_H0)
    u476 = o._unknown_tags
    if u476 is None:
        a(_H0)
    else:
        _write_tags(a, None, u476)
    return b''.join(parts)


def _dec_CreateTopicsResponse_v7(buf: _Buffer, pos: int) -> tuple[CreateTopicsResponse, int]:
    blen = len(buf)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n477 = buf[pos] - 1
    if 0 <= n477 < 127:
        pos += 1
    else:
        n477, pos = _read_array_len(buf, pos, True, False, 1, 'CreateTopicsResponse.Topics')
    l478: list[CreateTopicsResponse.CreatableTopicResult] = []
    ap479 = l478.append
    for _ in range(n477):
        t480 = _new(_C_CreateTopicsResponse_CreatableTopicResult)
        n481 = buf[pos] - 1
        if 0 <= n481 < 127:
            x482 = pos + 1 + n481
            if x482 > blen:
                raise _bad_length(n481, 'CreateTopicsResponse.Topics.Name', pos)
            t480.name = str(buf[pos + 1:x482], 'utf-8')
            pos = x482
        else:
            t480.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Name')
        u483, t480.error_code = _S_Uh.unpack_from(buf, pos)
        pos += 18
        t480.topic_id = _uuid_from(u483)
        n484 = buf[pos] - 1
        if 0 <= n484 < 127:
            x485 = pos + 1 + n484
            if x485 > blen:
                raise _bad_length(n484, 'CreateTopicsResponse.Topics.ErrorMessage', pos)
            t480.error_message = str(buf[pos + 1:x485], 'utf-8')
            pos = x485
        else:
            t480.error_message, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.ErrorMessage')
        t480.num_partitions, t480.replication_factor = _S_ih.unpack_from(buf, pos)
        pos += 6
        n486 = buf[pos] - 1
        if -1 <= n486 < 127:
            pos += 1
        else:
            n486, pos = _read_array_len(buf, pos, True, True, 1, 'CreateTopicsResponse.Topics.Configs')
        if n486 < 0:
            t480.configs = None
        else:
            l487: list[CreateTopicsResponse.CreatableTopicConfigs] = []
            ap488 = l487.append
            for _ in range(n486):
                t489 = _new(_C_CreateTopicsResponse_CreatableTopicConfigs)
                n490 = buf[pos] - 1
                if 0 <= n490 < 127:
                    x491 = pos + 1 + n490
                    if x491 > blen:
                        raise _bad_length(n490, 'CreateTopicsResponse.Topics.Configs.Name', pos)
                    t489.name = str(buf[pos + 1:x491], 'utf-8')
                    pos = x491
                else:
                    t489.name, pos = _read_string(buf, pos, True, False, 'CreateTopicsResponse.Topics.Configs.Name')
                n492 = buf[pos] - 1
                if 0 <= n492 < 127:
                    x493 = pos + 1 + n492
                    if x493 > blen:
                        raise _bad_length(n492, 'CreateTopicsResponse.Topics.Configs.Value', pos)
                    t489.value = str(buf[pos + 1:x493], 'utf-8')
                    pos = x493
                else:
                    t489.value, pos = _read_string(buf, pos, True, True, 'CreateTopicsResponse.Topics.Configs.Value')
                t489.read_only, t489.config_source, t489.is_sensitive = _S__b_.unpack_from(buf, pos)
                pos += 3
                if buf[pos] == 0:
                    pos += 1
                    t489._unknown_tags = None
                else:
                    nt494, pos = _ruv(buf, pos)
                    if nt494 * 2 > blen - pos:
                        raise _array_too_long(nt494, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                    uk495: list[tuple[int, bytes]] | None = None
                    for _ in range(nt494):
                        tg496, pos = _ruv(buf, pos)
                        sz497, pos = _ruv(buf, pos)
                        x498 = pos + sz497
                        if x498 > blen:
                            raise _bad_length(sz497, 'CreateTopicsResponse.Topics.Configs._tagged_fields', pos)
                        if uk495 is None:
                            uk495 = []
                        uk495.append((tg496, bytes(buf[pos:x498])))
                        pos = x498
                    t489._unknown_tags = uk495
                ap488(t489)
            t480.configs = l487
        t480.topic_config_error_code = 0
        if buf[pos] == 0:
            pos += 1
            t480._unknown_tags = None
        else:
            nt499, pos = _ruv(buf, pos)
            if nt499 * 2 > blen - pos:
                raise _array_too_long(nt499, 'CreateTopicsResponse.Topics._tagged_fields', pos)
            uk500: list[tuple[int, bytes]] | None = None
            for _ in range(nt499):
                tg501, pos = _ruv(buf, pos)
                sz502, pos = _ruv(buf, pos)
                x503 = pos + sz502
                if x503 > blen:
                    raise _bad_length(sz502, 'CreateTopicsResponse.Topics._tagged_fields', pos)
                if tg501 == 0:
                    t480.topic_config_error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    if pos != x503:
                        raise _tag_size_mismatch(tg501, 'CreateTopicsResponse.Topics.TopicConfigErrorCode', pos)
                else:
                    if uk500 is None:
                        uk500 = []
                    uk500.append((tg501, bytes(buf[pos:x503])))
                    pos = x503
            t480._unknown_tags = uk500
        ap479(t480)
    o.topics = l478
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt504, pos = _ruv(buf, pos)
        if nt504 * 2 > blen - pos:
            raise _array_too_long(nt504, 'CreateTopicsResponse._tagged_fields', pos)
        uk505: list[tuple[int, bytes]] | None = None
        for _ in range(nt504):
            tg506, pos = _ruv(buf, pos)
            sz507, pos = _ruv(buf, pos)
            x508 = pos + sz507
            if x508 > blen:
                raise _bad_length(sz507, 'CreateTopicsResponse._tagged_fields', pos)
            if uk505 is None:
                uk505 = []
            uk505.append((tg506, bytes(buf[pos:x508])))
            pos = x508
        o._unknown_tags = uk505
    return o, pos


CreateTopicsResponse._ENC = {2: _enc_CreateTopicsResponse_v2, 3: _enc_CreateTopicsResponse_v3, 4: _enc_CreateTopicsResponse_v4, 5: _enc_CreateTopicsResponse_v5, 6: _enc_CreateTopicsResponse_v6, 7: _enc_CreateTopicsResponse_v7}
CreateTopicsResponse._DEC = {2: _dec_CreateTopicsResponse_v2, 3: _dec_CreateTopicsResponse_v3, 4: _dec_CreateTopicsResponse_v4, 5: _dec_CreateTopicsResponse_v5, 6: _dec_CreateTopicsResponse_v6, 7: _dec_CreateTopicsResponse_v7}


_LINES = {
    256: 'CreateTopicsRequest.Topics',
    257: 'CreateTopicsRequest.Topics',
    258: 'CreateTopicsRequest.Topics',
    259: 'CreateTopicsRequest.Topics.Name',
    260: 'CreateTopicsRequest.Topics.Name',
    261: 'CreateTopicsRequest.Topics.Name',
    262: 'CreateTopicsRequest.Topics.Name',
    263: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    264: 'CreateTopicsRequest.Topics.Assignments',
    265: 'CreateTopicsRequest.Topics.Assignments',
    266: 'CreateTopicsRequest.Topics.Assignments',
    267: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    268: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    269: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    271: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    273: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    274: 'CreateTopicsRequest.Topics.Configs',
    275: 'CreateTopicsRequest.Topics.Configs',
    276: 'CreateTopicsRequest.Topics.Configs',
    277: 'CreateTopicsRequest.Topics.Configs.Name',
    278: 'CreateTopicsRequest.Topics.Configs.Name',
    279: 'CreateTopicsRequest.Topics.Configs.Name',
    280: 'CreateTopicsRequest.Topics.Configs.Name',
    281: 'CreateTopicsRequest.Topics.Configs.Value',
    282: 'CreateTopicsRequest.Topics.Configs.Value',
    283: 'CreateTopicsRequest.Topics.Configs.Value',
    284: 'CreateTopicsRequest.Topics.Configs.Value',
    285: 'CreateTopicsRequest.Topics.Configs.Value',
    286: 'CreateTopicsRequest.Topics.Configs.Value',
    287: 'CreateTopicsRequest.Topics.Configs.Value',
    288: 'CreateTopicsRequest.timeoutMs,validateOnly',
    295: 'CreateTopicsRequest.Topics',
    300: 'CreateTopicsRequest.Topics.Name',
    305: 'CreateTopicsRequest.Topics.Name',
    308: 'CreateTopicsRequest.Topics.Name',
    309: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    311: 'CreateTopicsRequest.Topics.Assignments',
    316: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    318: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    320: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    323: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    327: 'CreateTopicsRequest.Topics.Configs',
    332: 'CreateTopicsRequest.Topics.Configs.Name',
    337: 'CreateTopicsRequest.Topics.Configs.Name',
    340: 'CreateTopicsRequest.Topics.Configs.Name',
    341: 'CreateTopicsRequest.Topics.Configs.Value',
    346: 'CreateTopicsRequest.Topics.Configs.Value',
    349: 'CreateTopicsRequest.Topics.Configs.Value',
    356: 'CreateTopicsRequest.timeoutMs,validateOnly',
    365: 'CreateTopicsRequest.Topics',
    366: 'CreateTopicsRequest.Topics',
    367: 'CreateTopicsRequest.Topics',
    368: 'CreateTopicsRequest.Topics.Name',
    369: 'CreateTopicsRequest.Topics.Name',
    370: 'CreateTopicsRequest.Topics.Name',
    371: 'CreateTopicsRequest.Topics.Name',
    372: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    373: 'CreateTopicsRequest.Topics.Assignments',
    374: 'CreateTopicsRequest.Topics.Assignments',
    375: 'CreateTopicsRequest.Topics.Assignments',
    376: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    377: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    378: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    380: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    382: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    383: 'CreateTopicsRequest.Topics.Configs',
    384: 'CreateTopicsRequest.Topics.Configs',
    385: 'CreateTopicsRequest.Topics.Configs',
    386: 'CreateTopicsRequest.Topics.Configs.Name',
    387: 'CreateTopicsRequest.Topics.Configs.Name',
    388: 'CreateTopicsRequest.Topics.Configs.Name',
    389: 'CreateTopicsRequest.Topics.Configs.Name',
    390: 'CreateTopicsRequest.Topics.Configs.Value',
    391: 'CreateTopicsRequest.Topics.Configs.Value',
    392: 'CreateTopicsRequest.Topics.Configs.Value',
    393: 'CreateTopicsRequest.Topics.Configs.Value',
    394: 'CreateTopicsRequest.Topics.Configs.Value',
    395: 'CreateTopicsRequest.Topics.Configs.Value',
    396: 'CreateTopicsRequest.Topics.Configs.Value',
    397: 'CreateTopicsRequest.timeoutMs,validateOnly',
    404: 'CreateTopicsRequest.Topics',
    409: 'CreateTopicsRequest.Topics.Name',
    414: 'CreateTopicsRequest.Topics.Name',
    417: 'CreateTopicsRequest.Topics.Name',
    418: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    420: 'CreateTopicsRequest.Topics.Assignments',
    425: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    427: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    429: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    432: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    436: 'CreateTopicsRequest.Topics.Configs',
    441: 'CreateTopicsRequest.Topics.Configs.Name',
    446: 'CreateTopicsRequest.Topics.Configs.Name',
    449: 'CreateTopicsRequest.Topics.Configs.Name',
    450: 'CreateTopicsRequest.Topics.Configs.Value',
    455: 'CreateTopicsRequest.Topics.Configs.Value',
    458: 'CreateTopicsRequest.Topics.Configs.Value',
    465: 'CreateTopicsRequest.timeoutMs,validateOnly',
    474: 'CreateTopicsRequest.Topics',
    475: 'CreateTopicsRequest.Topics',
    476: 'CreateTopicsRequest.Topics',
    477: 'CreateTopicsRequest.Topics.Name',
    478: 'CreateTopicsRequest.Topics.Name',
    479: 'CreateTopicsRequest.Topics.Name',
    480: 'CreateTopicsRequest.Topics.Name',
    481: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    482: 'CreateTopicsRequest.Topics.Assignments',
    483: 'CreateTopicsRequest.Topics.Assignments',
    484: 'CreateTopicsRequest.Topics.Assignments',
    485: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    486: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    487: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    489: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    491: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    492: 'CreateTopicsRequest.Topics.Configs',
    493: 'CreateTopicsRequest.Topics.Configs',
    494: 'CreateTopicsRequest.Topics.Configs',
    495: 'CreateTopicsRequest.Topics.Configs.Name',
    496: 'CreateTopicsRequest.Topics.Configs.Name',
    497: 'CreateTopicsRequest.Topics.Configs.Name',
    498: 'CreateTopicsRequest.Topics.Configs.Name',
    499: 'CreateTopicsRequest.Topics.Configs.Value',
    500: 'CreateTopicsRequest.Topics.Configs.Value',
    501: 'CreateTopicsRequest.Topics.Configs.Value',
    502: 'CreateTopicsRequest.Topics.Configs.Value',
    503: 'CreateTopicsRequest.Topics.Configs.Value',
    504: 'CreateTopicsRequest.Topics.Configs.Value',
    505: 'CreateTopicsRequest.Topics.Configs.Value',
    506: 'CreateTopicsRequest.timeoutMs,validateOnly',
    513: 'CreateTopicsRequest.Topics',
    518: 'CreateTopicsRequest.Topics.Name',
    523: 'CreateTopicsRequest.Topics.Name',
    526: 'CreateTopicsRequest.Topics.Name',
    527: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    529: 'CreateTopicsRequest.Topics.Assignments',
    534: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    536: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    538: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    541: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    545: 'CreateTopicsRequest.Topics.Configs',
    550: 'CreateTopicsRequest.Topics.Configs.Name',
    555: 'CreateTopicsRequest.Topics.Configs.Name',
    558: 'CreateTopicsRequest.Topics.Configs.Name',
    559: 'CreateTopicsRequest.Topics.Configs.Value',
    564: 'CreateTopicsRequest.Topics.Configs.Value',
    567: 'CreateTopicsRequest.Topics.Configs.Value',
    574: 'CreateTopicsRequest.timeoutMs,validateOnly',
    583: 'CreateTopicsRequest.Topics',
    584: 'CreateTopicsRequest.Topics',
    585: 'CreateTopicsRequest.Topics',
    586: 'CreateTopicsRequest.Topics',
    587: 'CreateTopicsRequest.Topics.Name',
    588: 'CreateTopicsRequest.Topics.Name',
    589: 'CreateTopicsRequest.Topics.Name',
    590: 'CreateTopicsRequest.Topics.Name',
    591: 'CreateTopicsRequest.Topics.Name',
    592: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    593: 'CreateTopicsRequest.Topics.Assignments',
    594: 'CreateTopicsRequest.Topics.Assignments',
    595: 'CreateTopicsRequest.Topics.Assignments',
    596: 'CreateTopicsRequest.Topics.Assignments',
    597: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    598: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    599: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    601: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    603: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    604: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    605: 'CreateTopicsRequest.Topics.Assignments',
    608: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    609: 'CreateTopicsRequest.Topics.Configs',
    610: 'CreateTopicsRequest.Topics.Configs',
    611: 'CreateTopicsRequest.Topics.Configs',
    612: 'CreateTopicsRequest.Topics.Configs',
    613: 'CreateTopicsRequest.Topics.Configs.Name',
    614: 'CreateTopicsRequest.Topics.Configs.Name',
    615: 'CreateTopicsRequest.Topics.Configs.Name',
    616: 'CreateTopicsRequest.Topics.Configs.Name',
    617: 'CreateTopicsRequest.Topics.Configs.Name',
    618: 'CreateTopicsRequest.Topics.Configs.Value',
    619: 'CreateTopicsRequest.Topics.Configs.Value',
    620: 'CreateTopicsRequest.Topics.Configs.Value',
    621: 'CreateTopicsRequest.Topics.Configs.Value',
    622: 'CreateTopicsRequest.Topics.Configs.Value',
    623: 'CreateTopicsRequest.Topics.Configs.Value',
    624: 'CreateTopicsRequest.Topics.Configs.Value',
    625: 'CreateTopicsRequest.Topics.Configs.Value',
    626: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    627: 'CreateTopicsRequest.Topics.Configs',
    630: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    631: 'CreateTopicsRequest.Topics._unknown_tags',
    632: 'CreateTopicsRequest.Topics',
    635: 'CreateTopicsRequest.Topics._unknown_tags',
    636: 'CreateTopicsRequest.timeoutMs,validateOnly',
    637: 'CreateTopicsRequest._unknown_tags',
    638: 'CreateTopicsRequest',
    641: 'CreateTopicsRequest._unknown_tags',
    648: 'CreateTopicsRequest.Topics',
    652: 'CreateTopicsRequest.Topics',
    657: 'CreateTopicsRequest.Topics.Name',
    662: 'CreateTopicsRequest.Topics.Name',
    665: 'CreateTopicsRequest.Topics.Name',
    666: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    668: 'CreateTopicsRequest.Topics.Assignments',
    672: 'CreateTopicsRequest.Topics.Assignments',
    677: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    679: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    681: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    684: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    685: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    689: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    694: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    695: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    706: 'CreateTopicsRequest.Topics.Configs',
    710: 'CreateTopicsRequest.Topics.Configs',
    715: 'CreateTopicsRequest.Topics.Configs.Name',
    720: 'CreateTopicsRequest.Topics.Configs.Name',
    723: 'CreateTopicsRequest.Topics.Configs.Name',
    724: 'CreateTopicsRequest.Topics.Configs.Value',
    729: 'CreateTopicsRequest.Topics.Configs.Value',
    732: 'CreateTopicsRequest.Topics.Configs.Value',
    733: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    737: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    742: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    743: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    754: 'CreateTopicsRequest.Topics._tagged_fields',
    758: 'CreateTopicsRequest.Topics._tagged_fields',
    763: 'CreateTopicsRequest.Topics._tagged_fields',
    764: 'CreateTopicsRequest.Topics._tagged_fields',
    775: 'CreateTopicsRequest.timeoutMs,validateOnly',
    777: 'CreateTopicsRequest._tagged_fields',
    781: 'CreateTopicsRequest._tagged_fields',
    786: 'CreateTopicsRequest._tagged_fields',
    787: 'CreateTopicsRequest._tagged_fields',
    802: 'CreateTopicsRequest.Topics',
    803: 'CreateTopicsRequest.Topics',
    804: 'CreateTopicsRequest.Topics',
    805: 'CreateTopicsRequest.Topics',
    806: 'CreateTopicsRequest.Topics.Name',
    807: 'CreateTopicsRequest.Topics.Name',
    808: 'CreateTopicsRequest.Topics.Name',
    809: 'CreateTopicsRequest.Topics.Name',
    810: 'CreateTopicsRequest.Topics.Name',
    811: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    812: 'CreateTopicsRequest.Topics.Assignments',
    813: 'CreateTopicsRequest.Topics.Assignments',
    814: 'CreateTopicsRequest.Topics.Assignments',
    815: 'CreateTopicsRequest.Topics.Assignments',
    816: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    817: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    818: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    820: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    822: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    823: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    824: 'CreateTopicsRequest.Topics.Assignments',
    827: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    828: 'CreateTopicsRequest.Topics.Configs',
    829: 'CreateTopicsRequest.Topics.Configs',
    830: 'CreateTopicsRequest.Topics.Configs',
    831: 'CreateTopicsRequest.Topics.Configs',
    832: 'CreateTopicsRequest.Topics.Configs.Name',
    833: 'CreateTopicsRequest.Topics.Configs.Name',
    834: 'CreateTopicsRequest.Topics.Configs.Name',
    835: 'CreateTopicsRequest.Topics.Configs.Name',
    836: 'CreateTopicsRequest.Topics.Configs.Name',
    837: 'CreateTopicsRequest.Topics.Configs.Value',
    838: 'CreateTopicsRequest.Topics.Configs.Value',
    839: 'CreateTopicsRequest.Topics.Configs.Value',
    840: 'CreateTopicsRequest.Topics.Configs.Value',
    841: 'CreateTopicsRequest.Topics.Configs.Value',
    842: 'CreateTopicsRequest.Topics.Configs.Value',
    843: 'CreateTopicsRequest.Topics.Configs.Value',
    844: 'CreateTopicsRequest.Topics.Configs.Value',
    845: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    846: 'CreateTopicsRequest.Topics.Configs',
    849: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    850: 'CreateTopicsRequest.Topics._unknown_tags',
    851: 'CreateTopicsRequest.Topics',
    854: 'CreateTopicsRequest.Topics._unknown_tags',
    855: 'CreateTopicsRequest.timeoutMs,validateOnly',
    856: 'CreateTopicsRequest._unknown_tags',
    857: 'CreateTopicsRequest',
    860: 'CreateTopicsRequest._unknown_tags',
    867: 'CreateTopicsRequest.Topics',
    871: 'CreateTopicsRequest.Topics',
    876: 'CreateTopicsRequest.Topics.Name',
    881: 'CreateTopicsRequest.Topics.Name',
    884: 'CreateTopicsRequest.Topics.Name',
    885: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    887: 'CreateTopicsRequest.Topics.Assignments',
    891: 'CreateTopicsRequest.Topics.Assignments',
    896: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    898: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    900: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    903: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    904: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    908: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    913: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    914: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    925: 'CreateTopicsRequest.Topics.Configs',
    929: 'CreateTopicsRequest.Topics.Configs',
    934: 'CreateTopicsRequest.Topics.Configs.Name',
    939: 'CreateTopicsRequest.Topics.Configs.Name',
    942: 'CreateTopicsRequest.Topics.Configs.Name',
    943: 'CreateTopicsRequest.Topics.Configs.Value',
    948: 'CreateTopicsRequest.Topics.Configs.Value',
    951: 'CreateTopicsRequest.Topics.Configs.Value',
    952: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    956: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    961: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    962: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    973: 'CreateTopicsRequest.Topics._tagged_fields',
    977: 'CreateTopicsRequest.Topics._tagged_fields',
    982: 'CreateTopicsRequest.Topics._tagged_fields',
    983: 'CreateTopicsRequest.Topics._tagged_fields',
    994: 'CreateTopicsRequest.timeoutMs,validateOnly',
    996: 'CreateTopicsRequest._tagged_fields',
    1000: 'CreateTopicsRequest._tagged_fields',
    1005: 'CreateTopicsRequest._tagged_fields',
    1006: 'CreateTopicsRequest._tagged_fields',
    1021: 'CreateTopicsRequest.Topics',
    1022: 'CreateTopicsRequest.Topics',
    1023: 'CreateTopicsRequest.Topics',
    1024: 'CreateTopicsRequest.Topics',
    1025: 'CreateTopicsRequest.Topics.Name',
    1026: 'CreateTopicsRequest.Topics.Name',
    1027: 'CreateTopicsRequest.Topics.Name',
    1028: 'CreateTopicsRequest.Topics.Name',
    1029: 'CreateTopicsRequest.Topics.Name',
    1030: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    1031: 'CreateTopicsRequest.Topics.Assignments',
    1032: 'CreateTopicsRequest.Topics.Assignments',
    1033: 'CreateTopicsRequest.Topics.Assignments',
    1034: 'CreateTopicsRequest.Topics.Assignments',
    1035: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    1036: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    1037: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    1039: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    1041: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    1042: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    1043: 'CreateTopicsRequest.Topics.Assignments',
    1046: 'CreateTopicsRequest.Topics.Assignments._unknown_tags',
    1047: 'CreateTopicsRequest.Topics.Configs',
    1048: 'CreateTopicsRequest.Topics.Configs',
    1049: 'CreateTopicsRequest.Topics.Configs',
    1050: 'CreateTopicsRequest.Topics.Configs',
    1051: 'CreateTopicsRequest.Topics.Configs.Name',
    1052: 'CreateTopicsRequest.Topics.Configs.Name',
    1053: 'CreateTopicsRequest.Topics.Configs.Name',
    1054: 'CreateTopicsRequest.Topics.Configs.Name',
    1055: 'CreateTopicsRequest.Topics.Configs.Name',
    1056: 'CreateTopicsRequest.Topics.Configs.Value',
    1057: 'CreateTopicsRequest.Topics.Configs.Value',
    1058: 'CreateTopicsRequest.Topics.Configs.Value',
    1059: 'CreateTopicsRequest.Topics.Configs.Value',
    1060: 'CreateTopicsRequest.Topics.Configs.Value',
    1061: 'CreateTopicsRequest.Topics.Configs.Value',
    1062: 'CreateTopicsRequest.Topics.Configs.Value',
    1063: 'CreateTopicsRequest.Topics.Configs.Value',
    1064: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    1065: 'CreateTopicsRequest.Topics.Configs',
    1068: 'CreateTopicsRequest.Topics.Configs._unknown_tags',
    1069: 'CreateTopicsRequest.Topics._unknown_tags',
    1070: 'CreateTopicsRequest.Topics',
    1073: 'CreateTopicsRequest.Topics._unknown_tags',
    1074: 'CreateTopicsRequest.timeoutMs,validateOnly',
    1075: 'CreateTopicsRequest._unknown_tags',
    1076: 'CreateTopicsRequest',
    1079: 'CreateTopicsRequest._unknown_tags',
    1086: 'CreateTopicsRequest.Topics',
    1090: 'CreateTopicsRequest.Topics',
    1095: 'CreateTopicsRequest.Topics.Name',
    1100: 'CreateTopicsRequest.Topics.Name',
    1103: 'CreateTopicsRequest.Topics.Name',
    1104: 'CreateTopicsRequest.Topics.NumPartitions,ReplicationFactor',
    1106: 'CreateTopicsRequest.Topics.Assignments',
    1110: 'CreateTopicsRequest.Topics.Assignments',
    1115: 'CreateTopicsRequest.Topics.Assignments.PartitionIndex',
    1117: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    1119: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    1122: 'CreateTopicsRequest.Topics.Assignments.BrokerIds',
    1123: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    1127: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    1132: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    1133: 'CreateTopicsRequest.Topics.Assignments._tagged_fields',
    1144: 'CreateTopicsRequest.Topics.Configs',
    1148: 'CreateTopicsRequest.Topics.Configs',
    1153: 'CreateTopicsRequest.Topics.Configs.Name',
    1158: 'CreateTopicsRequest.Topics.Configs.Name',
    1161: 'CreateTopicsRequest.Topics.Configs.Name',
    1162: 'CreateTopicsRequest.Topics.Configs.Value',
    1167: 'CreateTopicsRequest.Topics.Configs.Value',
    1170: 'CreateTopicsRequest.Topics.Configs.Value',
    1171: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1175: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1180: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1181: 'CreateTopicsRequest.Topics.Configs._tagged_fields',
    1192: 'CreateTopicsRequest.Topics._tagged_fields',
    1196: 'CreateTopicsRequest.Topics._tagged_fields',
    1201: 'CreateTopicsRequest.Topics._tagged_fields',
    1202: 'CreateTopicsRequest.Topics._tagged_fields',
    1213: 'CreateTopicsRequest.timeoutMs,validateOnly',
    1215: 'CreateTopicsRequest._tagged_fields',
    1219: 'CreateTopicsRequest._tagged_fields',
    1224: 'CreateTopicsRequest._tagged_fields',
    1225: 'CreateTopicsRequest._tagged_fields',
    1441: 'CreateTopicsResponse.ThrottleTimeMs',
    1442: 'CreateTopicsResponse.Topics',
    1443: 'CreateTopicsResponse.Topics',
    1444: 'CreateTopicsResponse.Topics',
    1445: 'CreateTopicsResponse.Topics.Name',
    1446: 'CreateTopicsResponse.Topics.Name',
    1447: 'CreateTopicsResponse.Topics.Name',
    1448: 'CreateTopicsResponse.Topics.Name',
    1449: 'CreateTopicsResponse.Topics.ErrorCode',
    1450: 'CreateTopicsResponse.Topics.ErrorMessage',
    1451: 'CreateTopicsResponse.Topics.ErrorMessage',
    1452: 'CreateTopicsResponse.Topics.ErrorMessage',
    1453: 'CreateTopicsResponse.Topics.ErrorMessage',
    1454: 'CreateTopicsResponse.Topics.ErrorMessage',
    1455: 'CreateTopicsResponse.Topics.ErrorMessage',
    1456: 'CreateTopicsResponse.Topics.ErrorMessage',
    1463: 'CreateTopicsResponse.ThrottleTimeMs',
    1465: 'CreateTopicsResponse.Topics',
    1470: 'CreateTopicsResponse.Topics.Name',
    1475: 'CreateTopicsResponse.Topics.Name',
    1478: 'CreateTopicsResponse.Topics.Name',
    1479: 'CreateTopicsResponse.Topics.ErrorCode',
    1481: 'CreateTopicsResponse.Topics.ErrorMessage',
    1486: 'CreateTopicsResponse.Topics.ErrorMessage',
    1489: 'CreateTopicsResponse.Topics.ErrorMessage',
    1505: 'CreateTopicsResponse.ThrottleTimeMs',
    1506: 'CreateTopicsResponse.Topics',
    1507: 'CreateTopicsResponse.Topics',
    1508: 'CreateTopicsResponse.Topics',
    1509: 'CreateTopicsResponse.Topics.Name',
    1510: 'CreateTopicsResponse.Topics.Name',
    1511: 'CreateTopicsResponse.Topics.Name',
    1512: 'CreateTopicsResponse.Topics.Name',
    1513: 'CreateTopicsResponse.Topics.ErrorCode',
    1514: 'CreateTopicsResponse.Topics.ErrorMessage',
    1515: 'CreateTopicsResponse.Topics.ErrorMessage',
    1516: 'CreateTopicsResponse.Topics.ErrorMessage',
    1517: 'CreateTopicsResponse.Topics.ErrorMessage',
    1518: 'CreateTopicsResponse.Topics.ErrorMessage',
    1519: 'CreateTopicsResponse.Topics.ErrorMessage',
    1520: 'CreateTopicsResponse.Topics.ErrorMessage',
    1527: 'CreateTopicsResponse.ThrottleTimeMs',
    1529: 'CreateTopicsResponse.Topics',
    1534: 'CreateTopicsResponse.Topics.Name',
    1539: 'CreateTopicsResponse.Topics.Name',
    1542: 'CreateTopicsResponse.Topics.Name',
    1543: 'CreateTopicsResponse.Topics.ErrorCode',
    1545: 'CreateTopicsResponse.Topics.ErrorMessage',
    1550: 'CreateTopicsResponse.Topics.ErrorMessage',
    1553: 'CreateTopicsResponse.Topics.ErrorMessage',
    1569: 'CreateTopicsResponse.ThrottleTimeMs',
    1570: 'CreateTopicsResponse.Topics',
    1571: 'CreateTopicsResponse.Topics',
    1572: 'CreateTopicsResponse.Topics',
    1573: 'CreateTopicsResponse.Topics.Name',
    1574: 'CreateTopicsResponse.Topics.Name',
    1575: 'CreateTopicsResponse.Topics.Name',
    1576: 'CreateTopicsResponse.Topics.Name',
    1577: 'CreateTopicsResponse.Topics.ErrorCode',
    1578: 'CreateTopicsResponse.Topics.ErrorMessage',
    1579: 'CreateTopicsResponse.Topics.ErrorMessage',
    1580: 'CreateTopicsResponse.Topics.ErrorMessage',
    1581: 'CreateTopicsResponse.Topics.ErrorMessage',
    1582: 'CreateTopicsResponse.Topics.ErrorMessage',
    1583: 'CreateTopicsResponse.Topics.ErrorMessage',
    1584: 'CreateTopicsResponse.Topics.ErrorMessage',
    1591: 'CreateTopicsResponse.ThrottleTimeMs',
    1593: 'CreateTopicsResponse.Topics',
    1598: 'CreateTopicsResponse.Topics.Name',
    1603: 'CreateTopicsResponse.Topics.Name',
    1606: 'CreateTopicsResponse.Topics.Name',
    1607: 'CreateTopicsResponse.Topics.ErrorCode',
    1609: 'CreateTopicsResponse.Topics.ErrorMessage',
    1614: 'CreateTopicsResponse.Topics.ErrorMessage',
    1617: 'CreateTopicsResponse.Topics.ErrorMessage',
    1633: 'CreateTopicsResponse.ThrottleTimeMs',
    1634: 'CreateTopicsResponse.Topics',
    1635: 'CreateTopicsResponse.Topics',
    1636: 'CreateTopicsResponse.Topics',
    1637: 'CreateTopicsResponse.Topics',
    1638: 'CreateTopicsResponse.Topics.Name',
    1639: 'CreateTopicsResponse.Topics.Name',
    1640: 'CreateTopicsResponse.Topics.Name',
    1641: 'CreateTopicsResponse.Topics.Name',
    1642: 'CreateTopicsResponse.Topics.Name',
    1643: 'CreateTopicsResponse.Topics.ErrorCode',
    1644: 'CreateTopicsResponse.Topics.ErrorMessage',
    1645: 'CreateTopicsResponse.Topics.ErrorMessage',
    1646: 'CreateTopicsResponse.Topics.ErrorMessage',
    1647: 'CreateTopicsResponse.Topics.ErrorMessage',
    1648: 'CreateTopicsResponse.Topics.ErrorMessage',
    1649: 'CreateTopicsResponse.Topics.ErrorMessage',
    1650: 'CreateTopicsResponse.Topics.ErrorMessage',
    1651: 'CreateTopicsResponse.Topics.ErrorMessage',
    1652: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1653: 'CreateTopicsResponse.Topics.Configs',
    1654: 'CreateTopicsResponse.Topics.Configs',
    1655: 'CreateTopicsResponse.Topics.Configs',
    1656: 'CreateTopicsResponse.Topics.Configs',
    1657: 'CreateTopicsResponse.Topics.Configs',
    1658: 'CreateTopicsResponse.Topics.Configs',
    1659: 'CreateTopicsResponse.Topics.Configs',
    1660: 'CreateTopicsResponse.Topics.Configs.Name',
    1661: 'CreateTopicsResponse.Topics.Configs.Name',
    1662: 'CreateTopicsResponse.Topics.Configs.Name',
    1663: 'CreateTopicsResponse.Topics.Configs.Name',
    1664: 'CreateTopicsResponse.Topics.Configs.Name',
    1665: 'CreateTopicsResponse.Topics.Configs.Value',
    1666: 'CreateTopicsResponse.Topics.Configs.Value',
    1667: 'CreateTopicsResponse.Topics.Configs.Value',
    1668: 'CreateTopicsResponse.Topics.Configs.Value',
    1669: 'CreateTopicsResponse.Topics.Configs.Value',
    1670: 'CreateTopicsResponse.Topics.Configs.Value',
    1671: 'CreateTopicsResponse.Topics.Configs.Value',
    1672: 'CreateTopicsResponse.Topics.Configs.Value',
    1673: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1674: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1675: 'CreateTopicsResponse.Topics.Configs',
    1678: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1679: 'CreateTopicsResponse.Topics',
    1680: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1681: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1682: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1683: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1684: 'CreateTopicsResponse.Topics._unknown_tags',
    1686: 'CreateTopicsResponse.Topics._unknown_tags',
    1689: 'CreateTopicsResponse._unknown_tags',
    1690: 'CreateTopicsResponse',
    1693: 'CreateTopicsResponse._unknown_tags',
    1700: 'CreateTopicsResponse.ThrottleTimeMs',
    1702: 'CreateTopicsResponse.Topics',
    1706: 'CreateTopicsResponse.Topics',
    1711: 'CreateTopicsResponse.Topics.Name',
    1716: 'CreateTopicsResponse.Topics.Name',
    1719: 'CreateTopicsResponse.Topics.Name',
    1720: 'CreateTopicsResponse.Topics.ErrorCode',
    1722: 'CreateTopicsResponse.Topics.ErrorMessage',
    1727: 'CreateTopicsResponse.Topics.ErrorMessage',
    1730: 'CreateTopicsResponse.Topics.ErrorMessage',
    1731: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1733: 'CreateTopicsResponse.Topics.Configs',
    1737: 'CreateTopicsResponse.Topics.Configs',
    1745: 'CreateTopicsResponse.Topics.Configs.Name',
    1750: 'CreateTopicsResponse.Topics.Configs.Name',
    1753: 'CreateTopicsResponse.Topics.Configs.Name',
    1754: 'CreateTopicsResponse.Topics.Configs.Value',
    1759: 'CreateTopicsResponse.Topics.Configs.Value',
    1762: 'CreateTopicsResponse.Topics.Configs.Value',
    1763: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1765: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1769: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1774: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1775: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1788: 'CreateTopicsResponse.Topics._tagged_fields',
    1792: 'CreateTopicsResponse.Topics._tagged_fields',
    1797: 'CreateTopicsResponse.Topics._tagged_fields',
    1798: 'CreateTopicsResponse.Topics._tagged_fields',
    1803: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1815: 'CreateTopicsResponse._tagged_fields',
    1819: 'CreateTopicsResponse._tagged_fields',
    1824: 'CreateTopicsResponse._tagged_fields',
    1825: 'CreateTopicsResponse._tagged_fields',
    1840: 'CreateTopicsResponse.ThrottleTimeMs',
    1841: 'CreateTopicsResponse.Topics',
    1842: 'CreateTopicsResponse.Topics',
    1843: 'CreateTopicsResponse.Topics',
    1844: 'CreateTopicsResponse.Topics',
    1845: 'CreateTopicsResponse.Topics.Name',
    1846: 'CreateTopicsResponse.Topics.Name',
    1847: 'CreateTopicsResponse.Topics.Name',
    1848: 'CreateTopicsResponse.Topics.Name',
    1849: 'CreateTopicsResponse.Topics.Name',
    1850: 'CreateTopicsResponse.Topics.ErrorCode',
    1851: 'CreateTopicsResponse.Topics.ErrorMessage',
    1852: 'CreateTopicsResponse.Topics.ErrorMessage',
    1853: 'CreateTopicsResponse.Topics.ErrorMessage',
    1854: 'CreateTopicsResponse.Topics.ErrorMessage',
    1855: 'CreateTopicsResponse.Topics.ErrorMessage',
    1856: 'CreateTopicsResponse.Topics.ErrorMessage',
    1857: 'CreateTopicsResponse.Topics.ErrorMessage',
    1858: 'CreateTopicsResponse.Topics.ErrorMessage',
    1859: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1860: 'CreateTopicsResponse.Topics.Configs',
    1861: 'CreateTopicsResponse.Topics.Configs',
    1862: 'CreateTopicsResponse.Topics.Configs',
    1863: 'CreateTopicsResponse.Topics.Configs',
    1864: 'CreateTopicsResponse.Topics.Configs',
    1865: 'CreateTopicsResponse.Topics.Configs',
    1866: 'CreateTopicsResponse.Topics.Configs',
    1867: 'CreateTopicsResponse.Topics.Configs.Name',
    1868: 'CreateTopicsResponse.Topics.Configs.Name',
    1869: 'CreateTopicsResponse.Topics.Configs.Name',
    1870: 'CreateTopicsResponse.Topics.Configs.Name',
    1871: 'CreateTopicsResponse.Topics.Configs.Name',
    1872: 'CreateTopicsResponse.Topics.Configs.Value',
    1873: 'CreateTopicsResponse.Topics.Configs.Value',
    1874: 'CreateTopicsResponse.Topics.Configs.Value',
    1875: 'CreateTopicsResponse.Topics.Configs.Value',
    1876: 'CreateTopicsResponse.Topics.Configs.Value',
    1877: 'CreateTopicsResponse.Topics.Configs.Value',
    1878: 'CreateTopicsResponse.Topics.Configs.Value',
    1879: 'CreateTopicsResponse.Topics.Configs.Value',
    1880: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1881: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1882: 'CreateTopicsResponse.Topics.Configs',
    1885: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    1886: 'CreateTopicsResponse.Topics',
    1887: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1888: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1889: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1890: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    1891: 'CreateTopicsResponse.Topics._unknown_tags',
    1893: 'CreateTopicsResponse.Topics._unknown_tags',
    1896: 'CreateTopicsResponse._unknown_tags',
    1897: 'CreateTopicsResponse',
    1900: 'CreateTopicsResponse._unknown_tags',
    1907: 'CreateTopicsResponse.ThrottleTimeMs',
    1909: 'CreateTopicsResponse.Topics',
    1913: 'CreateTopicsResponse.Topics',
    1918: 'CreateTopicsResponse.Topics.Name',
    1923: 'CreateTopicsResponse.Topics.Name',
    1926: 'CreateTopicsResponse.Topics.Name',
    1927: 'CreateTopicsResponse.Topics.ErrorCode',
    1929: 'CreateTopicsResponse.Topics.ErrorMessage',
    1934: 'CreateTopicsResponse.Topics.ErrorMessage',
    1937: 'CreateTopicsResponse.Topics.ErrorMessage',
    1938: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    1940: 'CreateTopicsResponse.Topics.Configs',
    1944: 'CreateTopicsResponse.Topics.Configs',
    1952: 'CreateTopicsResponse.Topics.Configs.Name',
    1957: 'CreateTopicsResponse.Topics.Configs.Name',
    1960: 'CreateTopicsResponse.Topics.Configs.Name',
    1961: 'CreateTopicsResponse.Topics.Configs.Value',
    1966: 'CreateTopicsResponse.Topics.Configs.Value',
    1969: 'CreateTopicsResponse.Topics.Configs.Value',
    1970: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    1972: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1976: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1981: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1982: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    1995: 'CreateTopicsResponse.Topics._tagged_fields',
    1999: 'CreateTopicsResponse.Topics._tagged_fields',
    2004: 'CreateTopicsResponse.Topics._tagged_fields',
    2005: 'CreateTopicsResponse.Topics._tagged_fields',
    2010: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    2022: 'CreateTopicsResponse._tagged_fields',
    2026: 'CreateTopicsResponse._tagged_fields',
    2031: 'CreateTopicsResponse._tagged_fields',
    2032: 'CreateTopicsResponse._tagged_fields',
    2047: 'CreateTopicsResponse.ThrottleTimeMs',
    2048: 'CreateTopicsResponse.Topics',
    2049: 'CreateTopicsResponse.Topics',
    2050: 'CreateTopicsResponse.Topics',
    2051: 'CreateTopicsResponse.Topics',
    2052: 'CreateTopicsResponse.Topics.Name',
    2053: 'CreateTopicsResponse.Topics.Name',
    2054: 'CreateTopicsResponse.Topics.Name',
    2055: 'CreateTopicsResponse.Topics.Name',
    2056: 'CreateTopicsResponse.Topics.Name',
    2057: 'CreateTopicsResponse.Topics.TopicId,ErrorCode',
    2058: 'CreateTopicsResponse.Topics.ErrorMessage',
    2059: 'CreateTopicsResponse.Topics.ErrorMessage',
    2060: 'CreateTopicsResponse.Topics.ErrorMessage',
    2061: 'CreateTopicsResponse.Topics.ErrorMessage',
    2062: 'CreateTopicsResponse.Topics.ErrorMessage',
    2063: 'CreateTopicsResponse.Topics.ErrorMessage',
    2064: 'CreateTopicsResponse.Topics.ErrorMessage',
    2065: 'CreateTopicsResponse.Topics.ErrorMessage',
    2066: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    2067: 'CreateTopicsResponse.Topics.Configs',
    2068: 'CreateTopicsResponse.Topics.Configs',
    2069: 'CreateTopicsResponse.Topics.Configs',
    2070: 'CreateTopicsResponse.Topics.Configs',
    2071: 'CreateTopicsResponse.Topics.Configs',
    2072: 'CreateTopicsResponse.Topics.Configs',
    2073: 'CreateTopicsResponse.Topics.Configs',
    2074: 'CreateTopicsResponse.Topics.Configs.Name',
    2075: 'CreateTopicsResponse.Topics.Configs.Name',
    2076: 'CreateTopicsResponse.Topics.Configs.Name',
    2077: 'CreateTopicsResponse.Topics.Configs.Name',
    2078: 'CreateTopicsResponse.Topics.Configs.Name',
    2079: 'CreateTopicsResponse.Topics.Configs.Value',
    2080: 'CreateTopicsResponse.Topics.Configs.Value',
    2081: 'CreateTopicsResponse.Topics.Configs.Value',
    2082: 'CreateTopicsResponse.Topics.Configs.Value',
    2083: 'CreateTopicsResponse.Topics.Configs.Value',
    2084: 'CreateTopicsResponse.Topics.Configs.Value',
    2085: 'CreateTopicsResponse.Topics.Configs.Value',
    2086: 'CreateTopicsResponse.Topics.Configs.Value',
    2087: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    2088: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    2089: 'CreateTopicsResponse.Topics.Configs',
    2092: 'CreateTopicsResponse.Topics.Configs._unknown_tags',
    2093: 'CreateTopicsResponse.Topics',
    2094: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    2095: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    2096: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    2097: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    2098: 'CreateTopicsResponse.Topics._unknown_tags',
    2100: 'CreateTopicsResponse.Topics._unknown_tags',
    2103: 'CreateTopicsResponse._unknown_tags',
    2104: 'CreateTopicsResponse',
    2107: 'CreateTopicsResponse._unknown_tags',
    2114: 'CreateTopicsResponse.ThrottleTimeMs',
    2116: 'CreateTopicsResponse.Topics',
    2120: 'CreateTopicsResponse.Topics',
    2125: 'CreateTopicsResponse.Topics.Name',
    2130: 'CreateTopicsResponse.Topics.Name',
    2133: 'CreateTopicsResponse.Topics.Name',
    2134: 'CreateTopicsResponse.Topics.TopicId,ErrorCode',
    2137: 'CreateTopicsResponse.Topics.ErrorMessage',
    2142: 'CreateTopicsResponse.Topics.ErrorMessage',
    2145: 'CreateTopicsResponse.Topics.ErrorMessage',
    2146: 'CreateTopicsResponse.Topics.NumPartitions,ReplicationFactor',
    2148: 'CreateTopicsResponse.Topics.Configs',
    2152: 'CreateTopicsResponse.Topics.Configs',
    2160: 'CreateTopicsResponse.Topics.Configs.Name',
    2165: 'CreateTopicsResponse.Topics.Configs.Name',
    2168: 'CreateTopicsResponse.Topics.Configs.Name',
    2169: 'CreateTopicsResponse.Topics.Configs.Value',
    2174: 'CreateTopicsResponse.Topics.Configs.Value',
    2177: 'CreateTopicsResponse.Topics.Configs.Value',
    2178: 'CreateTopicsResponse.Topics.Configs.ReadOnly,ConfigSource,IsSensitive',
    2180: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    2184: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    2189: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    2190: 'CreateTopicsResponse.Topics.Configs._tagged_fields',
    2202: 'CreateTopicsResponse.Topics._tagged_fields',
    2206: 'CreateTopicsResponse.Topics._tagged_fields',
    2211: 'CreateTopicsResponse.Topics._tagged_fields',
    2212: 'CreateTopicsResponse.Topics._tagged_fields',
    2217: 'CreateTopicsResponse.Topics.TopicConfigErrorCode',
    2229: 'CreateTopicsResponse._tagged_fields',
    2233: 'CreateTopicsResponse._tagged_fields',
    2238: 'CreateTopicsResponse._tagged_fields',
    2239: 'CreateTopicsResponse._tagged_fields',
}
