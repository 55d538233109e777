# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AlterPartitionReassignmentsRequest.json, schemas/messages/AlterPartitionReassignmentsResponse.json.
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

__all__ = ['AlterPartitionReassignmentsRequest', 'AlterPartitionReassignmentsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_i_ = Struct('>i?')
_S_i_h = Struct('>i?h')
_S_ih = Struct('>ih')


class AlterPartitionReassignmentsRequest(_Message):
    """AlterPartitionReassignmentsRequest (request): API key 45; versions 0-1; flexible in 0-1; listeners: broker, controller."""

    __slots__ = ('timeout_ms', 'allow_replication_factor_change', 'topics', '_unknown_tags')
    NAME = 'AlterPartitionReassignmentsRequest'
    TYPE = 'request'
    API_KEY = 45
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    timeout_ms: int
    """Time in milliseconds to wait for the request to complete.

    `TimeoutMs` (int32): versions 0+; default 60000."""
    allow_replication_factor_change: bool
    """Whether a reassignment may change a partition's replica count.

    `AllowReplicationFactorChange` (bool): versions 1+; default True."""
    topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic]
    """Topics with partitions to reassign.

    `Topics` ([]ReassignableTopic): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        timeout_ms: int = 60000,
        allow_replication_factor_change: bool = True,
        topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.timeout_ms = timeout_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class ReassignableTopic(_Message):
        """Topics with partitions to reassign.

        ReassignableTopic (in AlterPartitionReassignmentsRequest): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'AlterPartitionReassignmentsRequest.ReassignableTopic'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        partitions: list[AlterPartitionReassignmentsRequest.ReassignablePartition]
        """Partitions to reassign.

        `Partitions` ([]ReassignablePartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[AlterPartitionReassignmentsRequest.ReassignablePartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class ReassignablePartition(_Message):
        """Partitions to reassign.

        ReassignablePartition (in AlterPartitionReassignmentsRequest): versions 0+."""

        __slots__ = ('partition_index', 'replicas', '_unknown_tags')
        NAME = 'AlterPartitionReassignmentsRequest.ReassignablePartition'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        replicas: list[int] | None
        """Target replica list, or null to cancel the partition's ongoing reassignment.

        `Replicas` ([]int32): versions 0+; nullable in 0+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            replicas: list[int] | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.replicas = replicas
            self._unknown_tags = _unknown_tags


_C_AlterPartitionReassignmentsRequest_ReassignableTopic = AlterPartitionReassignmentsRequest.ReassignableTopic
_C_AlterPartitionReassignmentsRequest_ReassignablePartition = AlterPartitionReassignmentsRequest.ReassignablePartition
AlterPartitionReassignmentsRequest.FIELDS = (
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 60000, False, None),
    _FI('AllowReplicationFactorChange', 'allow_replication_factor_change', 'bool', (1, 32767), (1, 0), (1, 0), None, True, False, None),
    _FI('Topics', 'topics', '[]ReassignableTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionReassignmentsRequest_ReassignableTopic),
)
_C_AlterPartitionReassignmentsRequest_ReassignableTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]ReassignablePartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionReassignmentsRequest_ReassignablePartition),
)
_C_AlterPartitionReassignmentsRequest_ReassignablePartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Replicas', 'replicas', '[]int32', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
)
_DEF_AlterPartitionReassignmentsRequest_ReassignableTopic = _C_AlterPartitionReassignmentsRequest_ReassignableTopic()
_DEF_AlterPartitionReassignmentsRequest_ReassignablePartition = _C_AlterPartitionReassignmentsRequest_ReassignablePartition()

def _mk_AlterPartitionReassignmentsRequest_ReassignableTopic() -> AlterPartitionReassignmentsRequest.ReassignableTopic:
    o = _new(_C_AlterPartitionReassignmentsRequest_ReassignableTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_AlterPartitionReassignmentsRequest_ReassignablePartition() -> AlterPartitionReassignmentsRequest.ReassignablePartition:
    o = _new(_C_AlterPartitionReassignmentsRequest_ReassignablePartition)
    o.partition_index = 0
    o.replicas = None
    o._unknown_tags = None
    return o


def _enc_AlterPartitionReassignmentsRequest_v0(o: AlterPartitionReassignmentsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.timeout_ms))
    if o.allow_replication_factor_change != True:
        raise _unsupported_field('AlterPartitionReassignmentsRequest', 'AllowReplicationFactorChange', 0)
    l1 = o.topics
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.name
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        l7 = e3.partitions
        n8 = len(l7) + 1
        a(_UV[n8] if n8 < 128 else _uv(n8))
        for e9 in l7:
            a(_S_i.pack(e9.partition_index))
            l10 = e9.replicas
            if l10 is None:
                a(_H0)
            else:
                n11 = len(l10)
                if n11 < 64:
                    a(_CA_i[n11].pack(n11 + 1, *l10))
                else:
                    a(_encode_array('i', l10, True))
            u12 = e9._unknown_tags
            if u12 is None:
                a(_H0)
            else:
                _write_tags(a, None, u12)
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


def _dec_AlterPartitionReassignmentsRequest_v0(buf: _Buffer, pos: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    blen = len(buf)
    o = _new(AlterPartitionReassignmentsRequest)
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n15 = buf[pos] - 1
    if 0 <= n15 < 127:
        pos += 1
    else:
        n15, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsRequest.Topics')
    l16: list[AlterPartitionReassignmentsRequest.ReassignableTopic] = []
    ap17 = l16.append
    for _ in range(n15):
        t18 = _new(_C_AlterPartitionReassignmentsRequest_ReassignableTopic)
        n19 = buf[pos] - 1
        if 0 <= n19 < 127:
            x20 = pos + 1 + n19
            if x20 > blen:
                raise _bad_length(n19, 'AlterPartitionReassignmentsRequest.Topics.Name', pos)
            t18.name = str(buf[pos + 1:x20], 'utf-8')
            pos = x20
        else:
            t18.name, pos = _read_string(buf, pos, True, False, 'AlterPartitionReassignmentsRequest.Topics.Name')
        n21 = buf[pos] - 1
        if 0 <= n21 < 127:
            pos += 1
        else:
            n21, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsRequest.Topics.Partitions')
        l22: list[AlterPartitionReassignmentsRequest.ReassignablePartition] = []
        ap23 = l22.append
        for _ in range(n21):
            t24 = _new(_C_AlterPartitionReassignmentsRequest_ReassignablePartition)
            t24.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n25 = buf[pos] - 1
            if 0 <= n25 < 64:
                t24.replicas = list(_A_i[n25].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n25
            else:
                t24.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas')
            if buf[pos] == 0:
                pos += 1
                t24._unknown_tags = None
            else:
                nt26, pos = _ruv(buf, pos)
                if nt26 * 2 > blen - pos:
                    raise _array_too_long(nt26, 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields', pos)
                uk27: list[tuple[int, bytes]] | None = None
                for _ in range(nt26):
                    tg28, pos = _ruv(buf, pos)
                    sz29, pos = _ruv(buf, pos)
                    x30 = pos + sz29
                    if x30 > blen:
                        raise _bad_length(sz29, 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk27 is None:
                        uk27 = []
                    uk27.append((tg28, bytes(buf[pos:x30])))
                    pos = x30
                t24._unknown_tags = uk27
            ap23(t24)
        t18.partitions = l22
        if buf[pos] == 0:
            pos += 1
            t18._unknown_tags = None
        else:
            nt31, pos = _ruv(buf, pos)
            if nt31 * 2 > blen - pos:
                raise _array_too_long(nt31, 'AlterPartitionReassignmentsRequest.Topics._tagged_fields', pos)
            uk32: list[tuple[int, bytes]] | None = None
            for _ in range(nt31):
                tg33, pos = _ruv(buf, pos)
                sz34, pos = _ruv(buf, pos)
                x35 = pos + sz34
                if x35 > blen:
                    raise _bad_length(sz34, 'AlterPartitionReassignmentsRequest.Topics._tagged_fields', pos)
                if uk32 is None:
                    uk32 = []
                uk32.append((tg33, bytes(buf[pos:x35])))
                pos = x35
            t18._unknown_tags = uk32
        ap17(t18)
    o.topics = l16
    o.allow_replication_factor_change = True
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt36, pos = _ruv(buf, pos)
        if nt36 * 2 > blen - pos:
            raise _array_too_long(nt36, 'AlterPartitionReassignmentsRequest._tagged_fields', pos)
        uk37: list[tuple[int, bytes]] | None = None
        for _ in range(nt36):
            tg38, pos = _ruv(buf, pos)
            sz39, pos = _ruv(buf, pos)
            x40 = pos + sz39
            if x40 > blen:
                raise _bad_length(sz39, 'AlterPartitionReassignmentsRequest._tagged_fields', pos)
            if uk37 is None:
                uk37 = []
            uk37.append((tg38, bytes(buf[pos:x40])))
            pos = x40
        o._unknown_tags = uk37
    return o, pos


def _enc_AlterPartitionReassignmentsRequest_v1(o: AlterPartitionReassignmentsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i_.pack(o.timeout_ms, o.allow_replication_factor_change))
    l41 = o.topics
    n42 = len(l41) + 1
    a(_UV[n42] if n42 < 128 else _uv(n42))
    for e43 in l41:
        s44 = e43.name
        b45 = s44.encode()
        n46 = len(b45) + 1
        a(_UV[n46] if n46 < 128 else _uv(n46))
        a(b45)
        l47 = e43.partitions
        n48 = len(l47) + 1
        a(_UV[n48] if n48 < 128 else _uv(n48))
        for e49 in l47:
            a(_S_i.pack(e49.partition_index))
            l50 = e49.replicas
            if l50 is None:
                a(_H0)
            else:
                n51 = len(l50)
                if n51 < 64:
                    a(_CA_i[n51].pack(n51 + 1, *l50))
                else:
                    a(_encode_array('i', l50, True))
            u52 = e49._unknown_tags
            if u52 is None:
                a(_H0)
            else:
                _write_tags(a, None, u52)
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


def _dec_AlterPartitionReassignmentsRequest_v1(buf: _Buffer, pos: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    blen = len(buf)
    o = _new(AlterPartitionReassignmentsRequest)
    o.timeout_ms, o.allow_replication_factor_change = _S_i_.unpack_from(buf, pos)
    pos += 5
    n55 = buf[pos] - 1
    if 0 <= n55 < 127:
        pos += 1
    else:
        n55, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsRequest.Topics')
    l56: list[AlterPartitionReassignmentsRequest.ReassignableTopic] = []
    ap57 = l56.append
    for _ in range(n55):
        t58 = _new(_C_AlterPartitionReassignmentsRequest_ReassignableTopic)
        n59 = buf[pos] - 1
        if 0 <= n59 < 127:
            x60 = pos + 1 + n59
            if x60 > blen:
                raise _bad_length(n59, 'AlterPartitionReassignmentsRequest.Topics.Name', pos)
            t58.name = str(buf[pos + 1:x60], 'utf-8')
            pos = x60
        else:
            t58.name, pos = _read_string(buf, pos, True, False, 'AlterPartitionReassignmentsRequest.Topics.Name')
        n61 = buf[pos] - 1
        if 0 <= n61 < 127:
            pos += 1
        else:
            n61, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsRequest.Topics.Partitions')
        l62: list[AlterPartitionReassignmentsRequest.ReassignablePartition] = []
        ap63 = l62.append
        for _ in range(n61):
            t64 = _new(_C_AlterPartitionReassignmentsRequest_ReassignablePartition)
            t64.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            n65 = buf[pos] - 1
            if 0 <= n65 < 64:
                t64.replicas = list(_A_i[n65].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n65
            else:
                t64.replicas, pos = _read_fixed_array(buf, pos, 'i', True, True, 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas')
            if buf[pos] == 0:
                pos += 1
                t64._unknown_tags = None
            else:
                nt66, pos = _ruv(buf, pos)
                if nt66 * 2 > blen - pos:
                    raise _array_too_long(nt66, 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields', pos)
                uk67: list[tuple[int, bytes]] | None = None
                for _ in range(nt66):
                    tg68, pos = _ruv(buf, pos)
                    sz69, pos = _ruv(buf, pos)
                    x70 = pos + sz69
                    if x70 > blen:
                        raise _bad_length(sz69, 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields', pos)
                    if uk67 is None:
                        uk67 = []
                    uk67.append((tg68, bytes(buf[pos:x70])))
                    pos = x70
                t64._unknown_tags = uk67
            ap63(t64)
        t58.partitions = l62
        if buf[pos] == 0:
            pos += 1
            t58._unknown_tags = None
        else:
            nt71, pos = _ruv(buf, pos)
            if nt71 * 2 > blen - pos:
                raise _array_too_long(nt71, 'AlterPartitionReassignmentsRequest.Topics._tagged_fields', pos)
            uk72: list[tuple[int, bytes]] | None = None
            for _ in range(nt71):
                tg73, pos = _ruv(buf, pos)
                sz74, pos = _ruv(buf, pos)
                x75 = pos + sz74
                if x75 > blen:
                    raise _bad_length(sz74, 'AlterPartitionReassignmentsRequest.Topics._tagged_fields', pos)
                if uk72 is None:
                    uk72 = []
                uk72.append((tg73, bytes(buf[pos:x75])))
                pos = x75
            t58._unknown_tags = uk72
        ap57(t58)
    o.topics = l56
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt76, pos = _ruv(buf, pos)
        if nt76 * 2 > blen - pos:
            raise _array_too_long(nt76, 'AlterPartitionReassignmentsRequest._tagged_fields', pos)
        uk77: list[tuple[int, bytes]] | None = None
        for _ in range(nt76):
            tg78, pos = _ruv(buf, pos)
            sz79, pos = _ruv(buf, pos)
            x80 = pos + sz79
            if x80 > blen:
                raise _bad_length(sz79, 'AlterPartitionReassignmentsRequest._tagged_fields', pos)
            if uk77 is None:
                uk77 = []
            uk77.append((tg78, bytes(buf[pos:x80])))
            pos = x80
        o._unknown_tags = uk77
    return o, pos


AlterPartitionReassignmentsRequest._ENC = {0: _enc_AlterPartitionReassignmentsRequest_v0, 1: _enc_AlterPartitionReassignmentsRequest_v1}
AlterPartitionReassignmentsRequest._DEC = {0: _dec_AlterPartitionReassignmentsRequest_v0, 1: _dec_AlterPartitionReassignmentsRequest_v1}


class AlterPartitionReassignmentsResponse(_Message):
    """AlterPartitionReassignmentsResponse (response): API key 45; versions 0-1; flexible in 0-1."""

    __slots__ = ('throttle_time_ms', 'allow_replication_factor_change', 'error_code', 'error_message', 'responses', '_unknown_tags')
    NAME = 'AlterPartitionReassignmentsResponse'
    TYPE = 'response'
    API_KEY = 45
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    allow_replication_factor_change: bool
    """Whether the request allowed replica count changes.

    `AllowReplicationFactorChange` (bool): versions 1+; default True; ignorable."""
    error_code: int
    """Top-level error code, 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Top-level error detail, or null on success.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
    responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse]
    """Outcome per topic.

    `Responses` ([]ReassignableTopicResponse): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        allow_replication_factor_change: bool = True,
        error_code: int = 0,
        error_message: str | None = '',
        responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is _EMPTY else responses
        self._unknown_tags = _unknown_tags

    class ReassignableTopicResponse(_Message):
        """Outcome per topic.

        ReassignableTopicResponse (in AlterPartitionReassignmentsResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'AlterPartitionReassignmentsResponse.ReassignableTopicResponse'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        partitions: list[AlterPartitionReassignmentsResponse.ReassignablePartitionResponse]
        """Outcome per partition.

        `Partitions` ([]ReassignablePartitionResponse): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[AlterPartitionReassignmentsResponse.ReassignablePartitionResponse] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class ReassignablePartitionResponse(_Message):
        """Outcome per partition.

        ReassignablePartitionResponse (in AlterPartitionReassignmentsResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'AlterPartitionReassignmentsResponse.ReassignablePartitionResponse'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            error_message: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_AlterPartitionReassignmentsResponse_ReassignableTopicResponse = AlterPartitionReassignmentsResponse.ReassignableTopicResponse
_C_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse = AlterPartitionReassignmentsResponse.ReassignablePartitionResponse
AlterPartitionReassignmentsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('AllowReplicationFactorChange', 'allow_replication_factor_change', 'bool', (1, 32767), (1, 0), (1, 0), None, True, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Responses', 'responses', '[]ReassignableTopicResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionReassignmentsResponse_ReassignableTopicResponse),
)
_C_AlterPartitionReassignmentsResponse_ReassignableTopicResponse.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]ReassignablePartitionResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse),
)
_C_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)
_DEF_AlterPartitionReassignmentsResponse_ReassignableTopicResponse = _C_AlterPartitionReassignmentsResponse_ReassignableTopicResponse()
_DEF_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse = _C_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse()

def _mk_AlterPartitionReassignmentsResponse_ReassignableTopicResponse() -> AlterPartitionReassignmentsResponse.ReassignableTopicResponse:
    o = _new(_C_AlterPartitionReassignmentsResponse_ReassignableTopicResponse)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse() -> AlterPartitionReassignmentsResponse.ReassignablePartitionResponse:
    o = _new(_C_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse)
    o.partition_index = 0
    o.error_code = 0
    o.error_message = ''
    o._unknown_tags = None
    return o


def _enc_AlterPartitionReassignmentsResponse_v0(o: AlterPartitionReassignmentsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    a(_S_h.pack(o.error_code))
    s81 = o.error_message
    if s81 is None:
        a(_H0)
    else:
        b82 = s81.encode()
        n83 = len(b82) + 1
        a(_UV[n83] if n83 < 128 else _uv(n83))
        a(b82)
    l84 = o.responses
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
            s93 = e92.error_message
            if s93 is None:
                a(_H0)
            else:
                b94 = s93.encode()
                n95 = len(b94) + 1
                a(_UV[n95] if n95 < 128 else _uv(n95))
                a(b94)
            u96 = e92._unknown_tags
            if u96 is None:
                a(_H0)
            else:
                _write_tags(a, None, u96)
        u97 = e86._unknown_tags
        if u97 is None:
            a(_H0)
        else:
            _write_tags(a, None, u97)
    u98 = o._unknown_tags
    if u98 is None:
        a(_H0)
    else:
        _write_tags(a, None, u98)
    return b''.join(parts)


def _dec_AlterPartitionReassignmentsResponse_v0(buf: _Buffer, pos: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    blen = len(buf)
    o = _new(AlterPartitionReassignmentsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n99 = buf[pos] - 1
    if 0 <= n99 < 127:
        x100 = pos + 1 + n99
        if x100 > blen:
            raise _bad_length(n99, 'AlterPartitionReassignmentsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x100], 'utf-8')
        pos = x100
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'AlterPartitionReassignmentsResponse.ErrorMessage')
    n101 = buf[pos] - 1
    if 0 <= n101 < 127:
        pos += 1
    else:
        n101, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsResponse.Responses')
    l102: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse] = []
    ap103 = l102.append
    for _ in range(n101):
        t104 = _new(_C_AlterPartitionReassignmentsResponse_ReassignableTopicResponse)
        n105 = buf[pos] - 1
        if 0 <= n105 < 127:
            x106 = pos + 1 + n105
            if x106 > blen:
                raise _bad_length(n105, 'AlterPartitionReassignmentsResponse.Responses.Name', pos)
            t104.name = str(buf[pos + 1:x106], 'utf-8')
            pos = x106
        else:
            t104.name, pos = _read_string(buf, pos, True, False, 'AlterPartitionReassignmentsResponse.Responses.Name')
        n107 = buf[pos] - 1
        if 0 <= n107 < 127:
            pos += 1
        else:
            n107, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsResponse.Responses.Partitions')
        l108: list[AlterPartitionReassignmentsResponse.ReassignablePartitionResponse] = []
        ap109 = l108.append
        for _ in range(n107):
            t110 = _new(_C_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse)
            t110.partition_index, t110.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n111 = buf[pos] - 1
            if 0 <= n111 < 127:
                x112 = pos + 1 + n111
                if x112 > blen:
                    raise _bad_length(n111, 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage', pos)
                t110.error_message = str(buf[pos + 1:x112], 'utf-8')
                pos = x112
            else:
                t110.error_message, pos = _read_string(buf, pos, True, True, 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage')
            if buf[pos] == 0:
                pos += 1
                t110._unknown_tags = None
            else:
                nt113, pos = _ruv(buf, pos)
                if nt113 * 2 > blen - pos:
                    raise _array_too_long(nt113, 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields', pos)
                uk114: list[tuple[int, bytes]] | None = None
                for _ in range(nt113):
                    tg115, pos = _ruv(buf, pos)
                    sz116, pos = _ruv(buf, pos)
                    x117 = pos + sz116
                    if x117 > blen:
                        raise _bad_length(sz116, 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields', pos)
                    if uk114 is None:
                        uk114 = []
                    uk114.append((tg115, bytes(buf[pos:x117])))
                    pos = x117
                t110._unknown_tags = uk114
            ap109(t110)
        t104.partitions = l108
        if buf[pos] == 0:
            pos += 1
            t104._unknown_tags = None
        else:
            nt118, pos = _ruv(buf, pos)
            if nt118 * 2 > blen - pos:
                raise _array_too_long(nt118, 'AlterPartitionReassignmentsResponse.Responses._tagged_fields', pos)
            uk119: list[tuple[int, bytes]] | None = None
            for _ in range(nt118):
                tg120, pos = _ruv(buf, pos)
                sz121, pos = _ruv(buf, pos)
                x122 = pos + sz121
                if x122 > blen:
                    raise _bad_length(sz121, 'AlterPartitionReassignmentsResponse.Responses._tagged_fields', pos)
                if uk119 is None:
                    uk119 = []
                uk119.append((tg120, bytes(buf[pos:x122])))
                pos = x122
            t104._unknown_tags = uk119
        ap103(t104)
    o.responses = l102
    o.allow_replication_factor_change = True
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt123, pos = _ruv(buf, pos)
        if nt123 * 2 > blen - pos:
            raise _array_too_long(nt123, 'AlterPartitionReassignmentsResponse._tagged_fields', pos)
        uk124: list[tuple[int, bytes]] | None = None
        for _ in range(nt123):
            tg125, pos = _ruv(buf, pos)
            sz126, pos = _ruv(buf, pos)
            x127 = pos + sz126
            if x127 > blen:
                raise _bad_length(sz126, 'AlterPartitionReassignmentsResponse._tagged_fields', pos)
            if uk124 is None:
                uk124 = []
            uk124.append((tg125, bytes(buf[pos:x127])))
            pos = x127
        o._unknown_tags = uk124
    return o, pos


def _enc_AlterPartitionReassignmentsResponse_v1(o: AlterPartitionReassignmentsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i_h.pack(o.throttle_time_ms, o.allow_replication_factor_change, o.error_code))
    s128 = o.error_message
    if s128 is None:
        a(_H0)
    else:
        b129 = s128.encode()
        n130 = len(b129) + 1
        a(_UV[n130] if n130 < 128 else _uv(n130))
        a(b129)
    l131 = o.responses
    n132 = len(l131) + 1
    a(_UV[n132] if n132 < 128 else _uv(n132))
    for e133 in l131:
        s134 = e133.name
        b135 = s134.encode()
        n136 = len(b135) + 1
        a(_UV[n136] if n136 < 128 else _uv(n136))
        a(b135)
        l137 = e133.partitions
        n138 = len(l137) + 1
        a(_UV[n138] if n138 < 128 else _uv(n138))
        for e139 in l137:
            a(_S_ih.pack(e139.partition_index, e139.error_code))
            s140 = e139.error_message
            if s140 is None:
                a(_H0)
            else:
                b141 = s140.encode()
                n142 = len(b141) + 1
                a(_UV[n142] if n142 < 128 else _uv(n142))
                a(b141)
            u143 = e139._unknown_tags
            if u143 is None:
                a(_H0)
            else:
                _write_tags(a, None, u143)
        u144 = e133._unknown_tags
        if u144 is None:
            a(_H0)
        else:
            _write_tags(a, None, u144)
    u145 = o._unknown_tags
    if u145 is None:
        a(_H0)
    else:
        _write_tags(a, None, u145)
    return b''.join(parts)


def _dec_AlterPartitionReassignmentsResponse_v1(buf: _Buffer, pos: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    blen = len(buf)
    o = _new(AlterPartitionReassignmentsResponse)
    o.throttle_time_ms, o.allow_replication_factor_change, o.error_code = _S_i_h.unpack_from(buf, pos)
    pos += 7
    n146 = buf[pos] - 1
    if 0 <= n146 < 127:
        x147 = pos + 1 + n146
        if x147 > blen:
            raise _bad_length(n146, 'AlterPartitionReassignmentsResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x147], 'utf-8')
        pos = x147
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'AlterPartitionReassignmentsResponse.ErrorMessage')
    n148 = buf[pos] - 1
    if 0 <= n148 < 127:
        pos += 1
    else:
        n148, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsResponse.Responses')
    l149: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse] = []
    ap150 = l149.append
    for _ in range(n148):
        t151 = _new(_C_AlterPartitionReassignmentsResponse_ReassignableTopicResponse)
        n152 = buf[pos] - 1
        if 0 <= n152 < 127:
            x153 = pos + 1 + n152
            if x153 > blen:
                raise _bad_length(n152, 'AlterPartitionReassignmentsResponse.Responses.Name', pos)
            t151.name = str(buf[pos + 1:x153], 'utf-8')
            pos = x153
        else:
            t151.name, pos = _read_string(buf, pos, True, False, 'AlterPartitionReassignmentsResponse.Responses.Name')
        n154 = buf[pos] - 1
        if 0 <= n154 < 127:
            pos += 1
        else:
            n154, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionReassignmentsResponse.Responses.Partitions')
        l155: list[AlterPartitionReassignmentsResponse.ReassignablePartitionResponse] = []
        ap156 = l155.append
        for _ in range(n154):
            t157 = _new(_C_AlterPartitionReassignmentsResponse_ReassignablePartitionResponse)
            t157.partition_index, t157.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n158 = buf[pos] - 1
            if 0 <= n158 < 127:
                x159 = pos + 1 + n158
                if x159 > blen:
                    raise _bad_length(n158, 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage', pos)
                t157.error_message = str(buf[pos + 1:x159], 'utf-8')
                pos = x159
            else:
                t157.error_message, pos = _read_string(buf, pos, True, True, 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage')
            if buf[pos] == 0:
                pos += 1
                t157._unknown_tags = None
            else:
                nt160, pos = _ruv(buf, pos)
                if nt160 * 2 > blen - pos:
                    raise _array_too_long(nt160, 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields', pos)
                uk161: list[tuple[int, bytes]] | None = None
                for _ in range(nt160):
                    tg162, pos = _ruv(buf, pos)
                    sz163, pos = _ruv(buf, pos)
                    x164 = pos + sz163
                    if x164 > blen:
                        raise _bad_length(sz163, 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields', pos)
                    if uk161 is None:
                        uk161 = []
                    uk161.append((tg162, bytes(buf[pos:x164])))
                    pos = x164
                t157._unknown_tags = uk161
            ap156(t157)
        t151.partitions = l155
        if buf[pos] == 0:
            pos += 1
            t151._unknown_tags = None
        else:
            nt165, pos = _ruv(buf, pos)
            if nt165 * 2 > blen - pos:
                raise _array_too_long(nt165, 'AlterPartitionReassignmentsResponse.Responses._tagged_fields', pos)
            uk166: list[tuple[int, bytes]] | None = None
            for _ in range(nt165):
                tg167, pos = _ruv(buf, pos)
                sz168, pos = _ruv(buf, pos)
                x169 = pos + sz168
                if x169 > blen:
                    raise _bad_length(sz168, 'AlterPartitionReassignmentsResponse.Responses._tagged_fields', pos)
                if uk166 is None:
                    uk166 = []
                uk166.append((tg167, bytes(buf[pos:x169])))
                pos = x169
            t151._unknown_tags = uk166
        ap150(t151)
    o.responses = l149
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt170, pos = _ruv(buf, pos)
        if nt170 * 2 > blen - pos:
            raise _array_too_long(nt170, 'AlterPartitionReassignmentsResponse._tagged_fields', pos)
        uk171: list[tuple[int, bytes]] | None = None
        for _ in range(nt170):
            tg172, pos = _ruv(buf, pos)
            sz173, pos = _ruv(buf, pos)
            x174 = pos + sz173
            if x174 > blen:
                raise _bad_length(sz173, 'AlterPartitionReassignmentsResponse._tagged_fields', pos)
            if uk171 is None:
                uk171 = []
            uk171.append((tg172, bytes(buf[pos:x174])))
            pos = x174
        o._unknown_tags = uk171
    return o, pos


AlterPartitionReassignmentsResponse._ENC = {0: _enc_AlterPartitionReassignmentsResponse_v0, 1: _enc_AlterPartitionReassignmentsResponse_v1}
AlterPartitionReassignmentsResponse._DEC = {0: _dec_AlterPartitionReassignmentsResponse_v0, 1: _dec_AlterPartitionReassignmentsResponse_v1}


_LINES = {
    188: 'AlterPartitionReassignmentsRequest.TimeoutMs',
    189: 'AlterPartitionReassignmentsRequest.AllowReplicationFactorChange',
    191: 'AlterPartitionReassignmentsRequest.Topics',
    192: 'AlterPartitionReassignmentsRequest.Topics',
    193: 'AlterPartitionReassignmentsRequest.Topics',
    194: 'AlterPartitionReassignmentsRequest.Topics',
    195: 'AlterPartitionReassignmentsRequest.Topics.Name',
    196: 'AlterPartitionReassignmentsRequest.Topics.Name',
    197: 'AlterPartitionReassignmentsRequest.Topics.Name',
    198: 'AlterPartitionReassignmentsRequest.Topics.Name',
    199: 'AlterPartitionReassignmentsRequest.Topics.Name',
    200: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    201: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    202: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    203: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    204: 'AlterPartitionReassignmentsRequest.Topics.Partitions.PartitionIndex',
    205: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    206: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    207: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    208: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    209: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    211: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    213: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    214: 'AlterPartitionReassignmentsRequest.Topics.Partitions._unknown_tags',
    215: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    218: 'AlterPartitionReassignmentsRequest.Topics.Partitions._unknown_tags',
    219: 'AlterPartitionReassignmentsRequest.Topics._unknown_tags',
    220: 'AlterPartitionReassignmentsRequest.Topics',
    223: 'AlterPartitionReassignmentsRequest.Topics._unknown_tags',
    224: 'AlterPartitionReassignmentsRequest._unknown_tags',
    225: 'AlterPartitionReassignmentsRequest',
    228: 'AlterPartitionReassignmentsRequest._unknown_tags',
    235: 'AlterPartitionReassignmentsRequest.TimeoutMs',
    237: 'AlterPartitionReassignmentsRequest.Topics',
    241: 'AlterPartitionReassignmentsRequest.Topics',
    246: 'AlterPartitionReassignmentsRequest.Topics.Name',
    251: 'AlterPartitionReassignmentsRequest.Topics.Name',
    254: 'AlterPartitionReassignmentsRequest.Topics.Name',
    255: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    259: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    264: 'AlterPartitionReassignmentsRequest.Topics.Partitions.PartitionIndex',
    266: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    268: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    271: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    272: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    276: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    281: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    282: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    293: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    297: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    302: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    303: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    315: 'AlterPartitionReassignmentsRequest._tagged_fields',
    319: 'AlterPartitionReassignmentsRequest._tagged_fields',
    324: 'AlterPartitionReassignmentsRequest._tagged_fields',
    325: 'AlterPartitionReassignmentsRequest._tagged_fields',
    340: 'AlterPartitionReassignmentsRequest.TimeoutMs,AllowReplicationFactorChange',
    341: 'AlterPartitionReassignmentsRequest.Topics',
    342: 'AlterPartitionReassignmentsRequest.Topics',
    343: 'AlterPartitionReassignmentsRequest.Topics',
    344: 'AlterPartitionReassignmentsRequest.Topics',
    345: 'AlterPartitionReassignmentsRequest.Topics.Name',
    346: 'AlterPartitionReassignmentsRequest.Topics.Name',
    347: 'AlterPartitionReassignmentsRequest.Topics.Name',
    348: 'AlterPartitionReassignmentsRequest.Topics.Name',
    349: 'AlterPartitionReassignmentsRequest.Topics.Name',
    350: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    351: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    352: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    353: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    354: 'AlterPartitionReassignmentsRequest.Topics.Partitions.PartitionIndex',
    355: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    356: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    357: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    358: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    359: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    361: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    363: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    364: 'AlterPartitionReassignmentsRequest.Topics.Partitions._unknown_tags',
    365: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    368: 'AlterPartitionReassignmentsRequest.Topics.Partitions._unknown_tags',
    369: 'AlterPartitionReassignmentsRequest.Topics._unknown_tags',
    370: 'AlterPartitionReassignmentsRequest.Topics',
    373: 'AlterPartitionReassignmentsRequest.Topics._unknown_tags',
    374: 'AlterPartitionReassignmentsRequest._unknown_tags',
    375: 'AlterPartitionReassignmentsRequest',
    378: 'AlterPartitionReassignmentsRequest._unknown_tags',
    385: 'AlterPartitionReassignmentsRequest.TimeoutMs,AllowReplicationFactorChange',
    387: 'AlterPartitionReassignmentsRequest.Topics',
    391: 'AlterPartitionReassignmentsRequest.Topics',
    396: 'AlterPartitionReassignmentsRequest.Topics.Name',
    401: 'AlterPartitionReassignmentsRequest.Topics.Name',
    404: 'AlterPartitionReassignmentsRequest.Topics.Name',
    405: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    409: 'AlterPartitionReassignmentsRequest.Topics.Partitions',
    414: 'AlterPartitionReassignmentsRequest.Topics.Partitions.PartitionIndex',
    416: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    418: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    421: 'AlterPartitionReassignmentsRequest.Topics.Partitions.Replicas',
    422: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    426: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    431: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    432: 'AlterPartitionReassignmentsRequest.Topics.Partitions._tagged_fields',
    443: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    447: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    452: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    453: 'AlterPartitionReassignmentsRequest.Topics._tagged_fields',
    464: 'AlterPartitionReassignmentsRequest._tagged_fields',
    468: 'AlterPartitionReassignmentsRequest._tagged_fields',
    473: 'AlterPartitionReassignmentsRequest._tagged_fields',
    474: 'AlterPartitionReassignmentsRequest._tagged_fields',
    647: 'AlterPartitionReassignmentsResponse.ThrottleTimeMs',
    648: 'AlterPartitionReassignmentsResponse.ErrorCode',
    649: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    650: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    651: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    652: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    653: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    654: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    655: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    656: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    657: 'AlterPartitionReassignmentsResponse.Responses',
    658: 'AlterPartitionReassignmentsResponse.Responses',
    659: 'AlterPartitionReassignmentsResponse.Responses',
    660: 'AlterPartitionReassignmentsResponse.Responses',
    661: 'AlterPartitionReassignmentsResponse.Responses.Name',
    662: 'AlterPartitionReassignmentsResponse.Responses.Name',
    663: 'AlterPartitionReassignmentsResponse.Responses.Name',
    664: 'AlterPartitionReassignmentsResponse.Responses.Name',
    665: 'AlterPartitionReassignmentsResponse.Responses.Name',
    666: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    667: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    668: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    669: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    670: 'AlterPartitionReassignmentsResponse.Responses.Partitions.PartitionIndex,ErrorCode',
    671: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    672: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    673: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    674: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    675: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    676: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    677: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    678: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    679: 'AlterPartitionReassignmentsResponse.Responses.Partitions._unknown_tags',
    680: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    683: 'AlterPartitionReassignmentsResponse.Responses.Partitions._unknown_tags',
    684: 'AlterPartitionReassignmentsResponse.Responses._unknown_tags',
    685: 'AlterPartitionReassignmentsResponse.Responses',
    688: 'AlterPartitionReassignmentsResponse.Responses._unknown_tags',
    689: 'AlterPartitionReassignmentsResponse._unknown_tags',
    690: 'AlterPartitionReassignmentsResponse',
    693: 'AlterPartitionReassignmentsResponse._unknown_tags',
    700: 'AlterPartitionReassignmentsResponse.ThrottleTimeMs,ErrorCode',
    702: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    707: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    710: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    711: 'AlterPartitionReassignmentsResponse.Responses',
    715: 'AlterPartitionReassignmentsResponse.Responses',
    720: 'AlterPartitionReassignmentsResponse.Responses.Name',
    725: 'AlterPartitionReassignmentsResponse.Responses.Name',
    728: 'AlterPartitionReassignmentsResponse.Responses.Name',
    729: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    733: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    738: 'AlterPartitionReassignmentsResponse.Responses.Partitions.PartitionIndex,ErrorCode',
    740: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    745: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    748: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    749: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    753: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    758: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    759: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    770: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    774: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    779: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    780: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    792: 'AlterPartitionReassignmentsResponse._tagged_fields',
    796: 'AlterPartitionReassignmentsResponse._tagged_fields',
    801: 'AlterPartitionReassignmentsResponse._tagged_fields',
    802: 'AlterPartitionReassignmentsResponse._tagged_fields',
    817: 'AlterPartitionReassignmentsResponse.ThrottleTimeMs,AllowReplicationFactorChange,ErrorCode',
    818: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    819: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    820: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    821: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    822: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    823: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    824: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    825: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    826: 'AlterPartitionReassignmentsResponse.Responses',
    827: 'AlterPartitionReassignmentsResponse.Responses',
    828: 'AlterPartitionReassignmentsResponse.Responses',
    829: 'AlterPartitionReassignmentsResponse.Responses',
    830: 'AlterPartitionReassignmentsResponse.Responses.Name',
    831: 'AlterPartitionReassignmentsResponse.Responses.Name',
    832: 'AlterPartitionReassignmentsResponse.Responses.Name',
    833: 'AlterPartitionReassignmentsResponse.Responses.Name',
    834: 'AlterPartitionReassignmentsResponse.Responses.Name',
    835: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    836: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    837: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    838: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    839: 'AlterPartitionReassignmentsResponse.Responses.Partitions.PartitionIndex,ErrorCode',
    840: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    841: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    842: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    843: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    844: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    845: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    846: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    847: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    848: 'AlterPartitionReassignmentsResponse.Responses.Partitions._unknown_tags',
    849: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    852: 'AlterPartitionReassignmentsResponse.Responses.Partitions._unknown_tags',
    853: 'AlterPartitionReassignmentsResponse.Responses._unknown_tags',
    854: 'AlterPartitionReassignmentsResponse.Responses',
    857: 'AlterPartitionReassignmentsResponse.Responses._unknown_tags',
    858: 'AlterPartitionReassignmentsResponse._unknown_tags',
    859: 'AlterPartitionReassignmentsResponse',
    862: 'AlterPartitionReassignmentsResponse._unknown_tags',
    869: 'AlterPartitionReassignmentsResponse.ThrottleTimeMs,AllowReplicationFactorChange,ErrorCode',
    871: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    876: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    879: 'AlterPartitionReassignmentsResponse.ErrorMessage',
    880: 'AlterPartitionReassignmentsResponse.Responses',
    884: 'AlterPartitionReassignmentsResponse.Responses',
    889: 'AlterPartitionReassignmentsResponse.Responses.Name',
    894: 'AlterPartitionReassignmentsResponse.Responses.Name',
    897: 'AlterPartitionReassignmentsResponse.Responses.Name',
    898: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    902: 'AlterPartitionReassignmentsResponse.Responses.Partitions',
    907: 'AlterPartitionReassignmentsResponse.Responses.Partitions.PartitionIndex,ErrorCode',
    909: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    914: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    917: 'AlterPartitionReassignmentsResponse.Responses.Partitions.ErrorMessage',
    918: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    922: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    927: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    928: 'AlterPartitionReassignmentsResponse.Responses.Partitions._tagged_fields',
    939: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    943: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    948: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    949: 'AlterPartitionReassignmentsResponse.Responses._tagged_fields',
    960: 'AlterPartitionReassignmentsResponse._tagged_fields',
    964: 'AlterPartitionReassignmentsResponse._tagged_fields',
    969: 'AlterPartitionReassignmentsResponse._tagged_fields',
    970: 'AlterPartitionReassignmentsResponse._tagged_fields',
}
