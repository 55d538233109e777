# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/CreatePartitionsRequest.json, schemas/messages/CreatePartitionsResponse.json.
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

__all__ = ['CreatePartitionsRequest', 'CreatePartitionsResponse']

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


class CreatePartitionsRequest(_Message):
    """CreatePartitionsRequest (request): API key 37; versions 0-3; flexible in 2-3; listeners: broker, controller."""

    __slots__ = ('topics', 'timeout_ms', 'validate_only', '_unknown_tags')
    NAME = 'CreatePartitionsRequest'
    TYPE = 'request'
    API_KEY = 37
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    topics: list[CreatePartitionsRequest.CreatePartitionsTopic]
    """Topics whose partition count should grow.

    `Topics` ([]CreatePartitionsTopic): versions 0+; default []."""
    timeout_ms: int
    """Time in milliseconds to wait for the partitions to be created.

    `TimeoutMs` (int32): versions 0+; default 0."""
    validate_only: bool
    """When true, only validate; do not add partitions.

    `ValidateOnly` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[CreatePartitionsRequest.CreatePartitionsTopic] = _EMPTY,
        timeout_ms: int = 0,
        validate_only: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self._unknown_tags = _unknown_tags

    class CreatePartitionsTopic(_Message):
        """Topics whose partition count should grow.

        CreatePartitionsTopic (in CreatePartitionsRequest): versions 0+."""

        __slots__ = ('name', 'count', 'assignments', '_unknown_tags')
        NAME = 'CreatePartitionsRequest.CreatePartitionsTopic'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        count: int
        """Total partition count wanted after the change.

        `Count` (int32): versions 0+; default 0."""
        assignments: list[CreatePartitionsRequest.CreatePartitionsAssignment] | None
        """Replica placement of each added partition, or null for automatic placement.

        `Assignments` ([]CreatePartitionsAssignment): versions 0+; nullable in 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            count: int = 0,
            assignments: list[CreatePartitionsRequest.CreatePartitionsAssignment] | None = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.count = count
            self.assignments = [] if assignments is _EMPTY else assignments
            self._unknown_tags = _unknown_tags

    class CreatePartitionsAssignment(_Message):
        """Replica placement of each added partition, or null for automatic placement.

        CreatePartitionsAssignment (in CreatePartitionsRequest): versions 0+."""

        __slots__ = ('broker_ids', '_unknown_tags')
        NAME = 'CreatePartitionsRequest.CreatePartitionsAssignment'

        broker_ids: list[int]
        """Brokers that host the new partition's replicas.

        `BrokerIds` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            broker_ids: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.broker_ids = [] if broker_ids is _EMPTY else broker_ids
            self._unknown_tags = _unknown_tags


_C_CreatePartitionsRequest_CreatePartitionsTopic = CreatePartitionsRequest.CreatePartitionsTopic
_C_CreatePartitionsRequest_CreatePartitionsAssignment = CreatePartitionsRequest.CreatePartitionsAssignment
CreatePartitionsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]CreatePartitionsTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreatePartitionsRequest_CreatePartitionsTopic),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ValidateOnly', 'validate_only', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_CreatePartitionsRequest_CreatePartitionsTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Count', 'count', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Assignments', 'assignments', '[]CreatePartitionsAssignment', (0, 32767), (0, 32767), (1, 0), None, (), False, _C_CreatePartitionsRequest_CreatePartitionsAssignment),
)
_C_CreatePartitionsRequest_CreatePartitionsAssignment.FIELDS = (
    _FI('BrokerIds', 'broker_ids', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_CreatePartitionsRequest_CreatePartitionsTopic = _C_CreatePartitionsRequest_CreatePartitionsTopic()
_DEF_CreatePartitionsRequest_CreatePartitionsAssignment = _C_CreatePartitionsRequest_CreatePartitionsAssignment()

def _mk_CreatePartitionsRequest_CreatePartitionsTopic() -> CreatePartitionsRequest.CreatePartitionsTopic:
    o = _new(_C_CreatePartitionsRequest_CreatePartitionsTopic)
    o.name = ''
    o.count = 0
    o.assignments = []
    o._unknown_tags = None
    return o

def _mk_CreatePartitionsRequest_CreatePartitionsAssignment() -> CreatePartitionsRequest.CreatePartitionsAssignment:
    o = _new(_C_CreatePartitionsRequest_CreatePartitionsAssignment)
    o.broker_ids = []
    o._unknown_tags = None
    return o


def _enc_CreatePartitionsRequest_v0(o: CreatePartitionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.topics
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.name
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        a(_S_i.pack(e2.count))
        l6 = e2.assignments
        if l6 is None:
            a(_NULL4)
        else:
            a(_S_i.pack(len(l6)))
            for e7 in l6:
                l8 = e7.broker_ids
                n9 = len(l8)
                if n9 < 64:
                    a(_LA_i[n9].pack(n9, *l8))
                else:
                    a(_encode_array('i', l8, False))
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    return b''.join(parts)


def _dec_CreatePartitionsRequest_v0(buf: _Buffer, pos: int) -> tuple[CreatePartitionsRequest, int]:
    blen = len(buf)
    o = _new(CreatePartitionsRequest)
    n10, pos = _read_array_len(buf, pos, False, False, 1, 'CreatePartitionsRequest.Topics')
    l11: list[CreatePartitionsRequest.CreatePartitionsTopic] = []
    ap12 = l11.append
    for _ in range(n10):
        t13 = _new(_C_CreatePartitionsRequest_CreatePartitionsTopic)
        n14, = _S_h.unpack_from(buf, pos)
        if n14 >= 0:
            x15 = pos + 2 + n14
            if x15 > blen:
                raise _bad_length(n14, 'CreatePartitionsRequest.Topics.Name', pos)
            t13.name = str(buf[pos + 2:x15], 'utf-8')
            pos = x15
        else:
            t13.name, pos = _read_string(buf, pos, False, False, 'CreatePartitionsRequest.Topics.Name')
        t13.count, = _S_i.unpack_from(buf, pos)
        pos += 4
        n16, pos = _read_array_len(buf, pos, False, True, 1, 'CreatePartitionsRequest.Topics.Assignments')
        if n16 < 0:
            t13.assignments = None
        else:
            l17: list[CreatePartitionsRequest.CreatePartitionsAssignment] = []
            ap18 = l17.append
            for _ in range(n16):
                t19 = _new(_C_CreatePartitionsRequest_CreatePartitionsAssignment)
                n20, = _S_i.unpack_from(buf, pos)
                if 0 <= n20 < 64:
                    t19.broker_ids = list(_A_i[n20].unpack_from(buf, pos + 4))
                    pos += 4 + 4 * n20
                else:
                    t19.broker_ids, pos = _read_fixed_array(buf, pos, 'i', False, False, 'CreatePartitionsRequest.Topics.Assignments.BrokerIds')
                t19._unknown_tags = None
                ap18(t19)
            t13.assignments = l17
        t13._unknown_tags = None
        ap12(t13)
    o.topics = l11
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    o._unknown_tags = None
    return o, pos


def _enc_CreatePartitionsRequest_v1(o: CreatePartitionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l21 = o.topics
    a(_S_i.pack(len(l21)))
    for e22 in l21:
        s23 = e22.name
        b24 = s23.encode()
        a(_S_h.pack(len(b24)))
        a(b24)
        a(_S_i.pack(e22.count))
        l26 = e22.assignments
        if l26 is None:
            a(_NULL4)
        else:
            a(_S_i.pack(len(l26)))
            for e27 in l26:
                l28 = e27.broker_ids
                n29 = len(l28)
                if n29 < 64:
                    a(_LA_i[n29].pack(n29, *l28))
                else:
                    a(_encode_array('i', l28, False))
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    return b''.join(parts)


def _dec_CreatePartitionsRequest_v1(buf: _Buffer, pos: int) -> tuple[CreatePartitionsRequest, int]:
    blen = len(buf)
    o = _new(CreatePartitionsRequest)
    n30, pos = _read_array_len(buf, pos, False, False, 1, 'CreatePartitionsRequest.Topics')
    l31: list[CreatePartitionsRequest.CreatePartitionsTopic] = []
    ap32 = l31.append
    for _ in range(n30):
        t33 = _new(_C_CreatePartitionsRequest_CreatePartitionsTopic)
        n34, = _S_h.unpack_from(buf, pos)
        if n34 >= 0:
            x35 = pos + 2 + n34
            if x35 > blen:
                raise _bad_length(n34, 'CreatePartitionsRequest.Topics.Name', pos)
            t33.name = str(buf[pos + 2:x35], 'utf-8')
            pos = x35
        else:
            t33.name, pos = _read_string(buf, pos, False, False, 'CreatePartitionsRequest.Topics.Name')
        t33.count, = _S_i.unpack_from(buf, pos)
        pos += 4
        n36, pos = _read_array_len(buf, pos, False, True, 1, 'CreatePartitionsRequest.Topics.Assignments')
        if n36 < 0:
            t33.assignments = None
        else:
            l37: list[CreatePartitionsRequest.CreatePartitionsAssignment] = []
            ap38 = l37.append
            for _ in range(n36):
                t39 = _new(_C_CreatePartitionsRequest_CreatePartitionsAssignment)
                n40, = _S_i.unpack_from(buf, pos)
                if 0 <= n40 < 64:
                    t39.broker_ids = list(_A_i[n40].unpack_from(buf, pos + 4))
                    pos += 4 + 4 * n40
                else:
                    t39.broker_ids, pos = _read_fixed_array(buf, pos, 'i', False, False, 'CreatePartitionsRequest.Topics.Assignments.BrokerIds')
                t39._unknown_tags = None
                ap38(t39)
            t33.assignments = l37
        t33._unknown_tags = None
        ap32(t33)
    o.topics = l31
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    o._unknown_tags = None
    return o, pos


def _enc_CreatePartitionsRequest_v2(o: CreatePartitionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l41 = o.topics
    n42 = len(l41) + 1
    a(_UV[n42] if n42 < 128 else _uv(n42))
    for e43 in l41:
        s44 = e43.name
        b45 = s44.encode()
        n46 = len(b45) + 1
        a(_UV[n46] if n46 < 128 else _uv(n46))
        a(b45)
        a(_S_i.pack(e43.count))
        l47 = e43.assignments
        if l47 is None:
            a(_H0)
        else:
            n48 = len(l47) + 1
            a(_UV[n48] if n48 < 128 else _uv(n48))
            for e49 in l47:
                l50 = e49.broker_ids
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
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    u54 = o._unknown_tags
    if u54 is None:
        a(_H0)
    else:
        _write_tags(a, None, u54)
    return b''.join(parts)


def _dec_CreatePartitionsRequest_v2(buf: _Buffer, pos: int) -> tuple[CreatePartitionsRequest, int]:
    blen = len(buf)
    o = _new(CreatePartitionsRequest)
    n55 = buf[pos] - 1
    if 0 <= n55 < 127:
        pos += 1
    else:
        n55, pos = _read_array_len(buf, pos, True, False, 1, 'CreatePartitionsRequest.Topics')
    l56: list[CreatePartitionsRequest.CreatePartitionsTopic] = []
    ap57 = l56.append
    for _ in range(n55):
        t58 = _new(_C_CreatePartitionsRequest_CreatePartitionsTopic)
        n59 = buf[pos] - 1
        if 0 <= n59 < 127:
            x60 = pos + 1 + n59
            if x60 > blen:
                raise _bad_length(n59, 'CreatePartitionsRequest.Topics.Name', pos)
            t58.name = str(buf[pos + 1:x60], 'utf-8')
            pos = x60
        else:
            t58.name, pos = _read_string(buf, pos, True, False, 'CreatePartitionsRequest.Topics.Name')
        t58.count, = _S_i.unpack_from(buf, pos)
        pos += 4
        n61 = buf[pos] - 1
        if -1 <= n61 < 127:
            pos += 1
        else:
            n61, pos = _read_array_len(buf, pos, True, True, 1, 'CreatePartitionsRequest.Topics.Assignments')
        if n61 < 0:
            t58.assignments = None
        else:
            l62: list[CreatePartitionsRequest.CreatePartitionsAssignment] = []
            ap63 = l62.append
            for _ in range(n61):
                t64 = _new(_C_CreatePartitionsRequest_CreatePartitionsAssignment)
                n65 = buf[pos] - 1
                if 0 <= n65 < 64:
                    t64.broker_ids = list(_A_i[n65].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n65
                else:
                    t64.broker_ids, pos = _read_fixed_array(buf, pos, 'i', True, False, 'CreatePartitionsRequest.Topics.Assignments.BrokerIds')
                if buf[pos] == 0:
                    pos += 1
                    t64._unknown_tags = None
                else:
                    nt66, pos = _ruv(buf, pos)
                    if nt66 * 2 > blen - pos:
                        raise _array_too_long(nt66, 'CreatePartitionsRequest.Topics.Assignments._tagged_fields', pos)
                    uk67: list[tuple[int, bytes]] | None = None
                    for _ in range(nt66):
                        tg68, pos = _ruv(buf, pos)
                        sz69, pos = _ruv(buf, pos)
                        x70 = pos + sz69
                        if x70 > blen:
                            raise _bad_length(sz69, 'CreatePartitionsRequest.Topics.Assignments._tagged_fields', pos)
                        if uk67 is None:
                            uk67 = []
                        uk67.append((tg68, bytes(buf[pos:x70])))
                        pos = x70
                    t64._unknown_tags = uk67
                ap63(t64)
            t58.assignments = l62
        if buf[pos] == 0:
            pos += 1
            t58._unknown_tags = None
        else:
            nt71, pos = _ruv(buf, pos)
            if nt71 * 2 > blen - pos:
                raise _array_too_long(nt71, 'CreatePartitionsRequest.Topics._tagged_fields', pos)
            uk72: list[tuple[int, bytes]] | None = None
            for _ in range(nt71):
                tg73, pos = _ruv(buf, pos)
                sz74, pos = _ruv(buf, pos)
                x75 = pos + sz74
                if x75 > blen:
                    raise _bad_length(sz74, 'CreatePartitionsRequest.Topics._tagged_fields', pos)
                if uk72 is None:
                    uk72 = []
                uk72.append((tg73, bytes(buf[pos:x75])))
                pos = x75
            t58._unknown_tags = uk72
        ap57(t58)
    o.topics = l56
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt76, pos = _ruv(buf, pos)
        if nt76 * 2 > blen - pos:
            raise _array_too_long(nt76, 'CreatePartitionsRequest._tagged_fields', pos)
        uk77: list[tuple[int, bytes]] | None = None
        for _ in range(nt76):
            tg78, pos = _ruv(buf, pos)
            sz79, pos = _ruv(buf, pos)
            x80 = pos + sz79
            if x80 > blen:
                raise _bad_length(sz79, 'CreatePartitionsRequest._tagged_fields', pos)
            if uk77 is None:
                uk77 = []
            uk77.append((tg78, bytes(buf[pos:x80])))
            pos = x80
        o._unknown_tags = uk77
    return o, pos


def _enc_CreatePartitionsRequest_v3(o: CreatePartitionsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l81 = o.topics
    n82 = len(l81) + 1
    a(_UV[n82] if n82 < 128 else _uv(n82))
    for e83 in l81:
        s84 = e83.name
        b85 = s84.encode()
        n86 = len(b85) + 1
        a(_UV[n86] if n86 < 128 else _uv(n86))
        a(b85)
        a(_S_i.pack(e83.count))
        l87 = e83.assignments
        if l87 is None:
            a(_H0)
        else:
            n88 = len(l87) + 1
            a(_UV[n88] if n88 < 128 else _uv(n88))
            for e89 in l87:
                l90 = e89.broker_ids
                n91 = len(l90)
                if n91 < 64:
                    a(_CA_i[n91].pack(n91 + 1, *l90))
                else:
                    a(_encode_array('i', l90, True))
                u92 = e89._unknown_tags
                if u92 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u92)
        u93 = e83._unknown_tags
        if u93 is None:
            a(_H0)
        else:
            _write_tags(a, None, u93)
    a(_S_i_.pack(o.timeout_ms, o.validate_only))
    u94 = o._unknown_tags
    if u94 is None:
        a(_H0)
    else:
        _write_tags(a, None, u94)
    return b''.join(parts)


def _dec_CreatePartitionsRequest_v3(buf: _Buffer, pos: int) -> tuple[CreatePartitionsRequest, int]:
    blen = len(buf)
    o = _new(CreatePartitionsRequest)
    n95 = buf[pos] - 1
    if 0 <= n95 < 127:
        pos += 1
    else:
        n95, pos = _read_array_len(buf, pos, True, False, 1, 'CreatePartitionsRequest.Topics')
    l96: list[CreatePartitionsRequest.CreatePartitionsTopic] = []
    ap97 = l96.append
    for _ in range(n95):
        t98 = _new(_C_CreatePartitionsRequest_CreatePartitionsTopic)
        n99 = buf[pos] - 1
        if 0 <= n99 < 127:
            x100 = pos + 1 + n99
            if x100 > blen:
                raise _bad_length(n99, 'CreatePartitionsRequest.Topics.Name', pos)
            t98.name = str(buf[pos + 1:x100], 'utf-8')
            pos = x100
        else:
            t98.name, pos = _read_string(buf, pos, True, False, 'CreatePartitionsRequest.Topics.Name')
        t98.count, = _S_i.unpack_from(buf, pos)
        pos += 4
        n101 = buf[pos] - 1
        if -1 <= n101 < 127:
            pos += 1
        else:
            n101, pos = _read_array_len(buf, pos, True, True, 1, 'CreatePartitionsRequest.Topics.Assignments')
        if n101 < 0:
            t98.assignments = None
        else:
            l102: list[CreatePartitionsRequest.CreatePartitionsAssignment] = []
            ap103 = l102.append
            for _ in range(n101):
                t104 = _new(_C_CreatePartitionsRequest_CreatePartitionsAssignment)
                n105 = buf[pos] - 1
                if 0 <= n105 < 64:
                    t104.broker_ids = list(_A_i[n105].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n105
                else:
                    t104.broker_ids, pos = _read_fixed_array(buf, pos, 'i', True, False, 'CreatePartitionsRequest.Topics.Assignments.BrokerIds')
                if buf[pos] == 0:
                    pos += 1
                    t104._unknown_tags = None
                else:
                    nt106, pos = _ruv(buf, pos)
                    if nt106 * 2 > blen - pos:
                        raise _array_too_long(nt106, 'CreatePartitionsRequest.Topics.Assignments._tagged_fields', pos)
                    uk107: list[tuple[int, bytes]] | None = None
                    for _ in range(nt106):
                        tg108, pos = _ruv(buf, pos)
                        sz109, pos = _ruv(buf, pos)
                        x110 = pos + sz109
                        if x110 > blen:
                            raise _bad_length(sz109, 'CreatePartitionsRequest.Topics.Assignments._tagged_fields', pos)
                        if uk107 is None:
                            uk107 = []
                        uk107.append((tg108, bytes(buf[pos:x110])))
                        pos = x110
                    t104._unknown_tags = uk107
                ap103(t104)
            t98.assignments = l102
        if buf[pos] == 0:
            pos += 1
            t98._unknown_tags = None
        else:
            nt111, pos = _ruv(buf, pos)
            if nt111 * 2 > blen - pos:
                raise _array_too_long(nt111, 'CreatePartitionsRequest.Topics._tagged_fields', pos)
            uk112: list[tuple[int, bytes]] | None = None
            for _ in range(nt111):
                tg113, pos = _ruv(buf, pos)
                sz114, pos = _ruv(buf, pos)
                x115 = pos + sz114
                if x115 > blen:
                    raise _bad_length(sz114, 'CreatePartitionsRequest.Topics._tagged_fields', pos)
                if uk112 is None:
                    uk112 = []
                uk112.append((tg113, bytes(buf[pos:x115])))
                pos = x115
            t98._unknown_tags = uk112
        ap97(t98)
    o.topics = l96
    o.timeout_ms, o.validate_only = _S_i_.unpack_from(buf, pos)
    pos += 5
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt116, pos = _ruv(buf, pos)
        if nt116 * 2 > blen - pos:
            raise _array_too_long(nt116, 'CreatePartitionsRequest._tagged_fields', pos)
        uk117: list[tuple[int, bytes]] | None = None
        for _ in range(nt116):
            tg118, pos = _ruv(buf, pos)
            sz119, pos = _ruv(buf, pos)
            x120 = pos + sz119
            if x120 > blen:
                raise _bad_length(sz119, 'CreatePartitionsRequest._tagged_fields', pos)
            if uk117 is None:
                uk117 = []
            uk117.append((tg118, bytes(buf[pos:x120])))
            pos = x120
        o._unknown_tags = uk117
    return o, pos


CreatePartitionsRequest._ENC = {0: _enc_CreatePartitionsRequest_v0, 1: _enc_CreatePartitionsRequest_v1, 2: _enc_CreatePartitionsRequest_v2, 3: _enc_CreatePartitionsRequest_v3}
CreatePartitionsRequest._DEC = {0: _dec_CreatePartitionsRequest_v0, 1: _dec_CreatePartitionsRequest_v1, 2: _dec_CreatePartitionsRequest_v2, 3: _dec_CreatePartitionsRequest_v3}


class CreatePartitionsResponse(_Message):
    """CreatePartitionsResponse (response): API key 37; versions 0-3; flexible in 2-3."""

    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'CreatePartitionsResponse'
    TYPE = 'response'
    API_KEY = 37
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = (2, 3)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    results: list[CreatePartitionsResponse.CreatePartitionsTopicResult]
    """Outcome for each topic.

    `Results` ([]CreatePartitionsTopicResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        results: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class CreatePartitionsTopicResult(_Message):
        """Outcome for each topic.

        CreatePartitionsTopicResult (in CreatePartitionsResponse): versions 0+."""

        __slots__ = ('name', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'CreatePartitionsResponse.CreatePartitionsTopicResult'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        error_code: int
        """Error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            error_code: int = 0,
            error_message: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_CreatePartitionsResponse_CreatePartitionsTopicResult = CreatePartitionsResponse.CreatePartitionsTopicResult
CreatePartitionsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Results', 'results', '[]CreatePartitionsTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_CreatePartitionsResponse_CreatePartitionsTopicResult),
)
_C_CreatePartitionsResponse_CreatePartitionsTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
)
_DEF_CreatePartitionsResponse_CreatePartitionsTopicResult = _C_CreatePartitionsResponse_CreatePartitionsTopicResult()

def _mk_CreatePartitionsResponse_CreatePartitionsTopicResult() -> CreatePartitionsResponse.CreatePartitionsTopicResult:
    o = _new(_C_CreatePartitionsResponse_CreatePartitionsTopicResult)
    o.name = ''
    o.error_code = 0
    o.error_message = None
    o._unknown_tags = None
    return o


def _enc_CreatePartitionsResponse_v0(o: CreatePartitionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l121 = o.results
    a(_S_i.pack(len(l121)))
    for e122 in l121:
        s123 = e122.name
        b124 = s123.encode()
        a(_S_h.pack(len(b124)))
        a(b124)
        a(_S_h.pack(e122.error_code))
        s126 = e122.error_message
        if s126 is None:
            a(b'\xff\xff')
        else:
            b127 = s126.encode()
            a(_S_h.pack(len(b127)))
            a(b127)
    return b''.join(parts)


def _dec_CreatePartitionsResponse_v0(buf: _Buffer, pos: int) -> tuple[CreatePartitionsResponse, int]:
    blen = len(buf)
    o = _new(CreatePartitionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n129, pos = _read_array_len(buf, pos, False, False, 1, 'CreatePartitionsResponse.Results')
    l130: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = []
    ap131 = l130.append
    for _ in range(n129):
        t132 = _new(_C_CreatePartitionsResponse_CreatePartitionsTopicResult)
        n133, = _S_h.unpack_from(buf, pos)
        if n133 >= 0:
            x134 = pos + 2 + n133
            if x134 > blen:
                raise _bad_length(n133, 'CreatePartitionsResponse.Results.Name', pos)
            t132.name = str(buf[pos + 2:x134], 'utf-8')
            pos = x134
        else:
            t132.name, pos = _read_string(buf, pos, False, False, 'CreatePartitionsResponse.Results.Name')
        t132.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n135, = _S_h.unpack_from(buf, pos)
        if n135 >= 0:
            x136 = pos + 2 + n135
            if x136 > blen:
                raise _bad_length(n135, 'CreatePartitionsResponse.Results.ErrorMessage', pos)
            t132.error_message = str(buf[pos + 2:x136], 'utf-8')
            pos = x136
        else:
            t132.error_message, pos = _read_string(buf, pos, False, True, 'CreatePartitionsResponse.Results.ErrorMessage')
        t132._unknown_tags = None
        ap131(t132)
    o.results = l130
    o._unknown_tags = None
    return o, pos


def _enc_CreatePartitionsResponse_v1(o: CreatePartitionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l137 = o.results
    a(_S_i.pack(len(l137)))
    for e138 in l137:
        s139 = e138.name
        b140 = s139.encode()
        a(_S_h.pack(len(b140)))
        a(b140)
        a(_S_h.pack(e138.error_code))
        s142 = e138.error_message
        if s142 is None:
            a(b'\xff\xff')
        else:
            b143 = s142.encode()
            a(_S_h.pack(len(b143)))
            a(b143)
    return b''.join(parts)


def _dec_CreatePartitionsResponse_v1(buf: _Buffer, pos: int) -> tuple[CreatePartitionsResponse, int]:
    blen = len(buf)
    o = _new(CreatePartitionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n145, pos = _read_array_len(buf, pos, False, False, 1, 'CreatePartitionsResponse.Results')
    l146: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = []
    ap147 = l146.append
    for _ in range(n145):
        t148 = _new(_C_CreatePartitionsResponse_CreatePartitionsTopicResult)
        n149, = _S_h.unpack_from(buf, pos)
        if n149 >= 0:
            x150 = pos + 2 + n149
            if x150 > blen:
                raise _bad_length(n149, 'CreatePartitionsResponse.Results.Name', pos)
            t148.name = str(buf[pos + 2:x150], 'utf-8')
            pos = x150
        else:
            t148.name, pos = _read_string(buf, pos, False, False, 'CreatePartitionsResponse.Results.Name')
        t148.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n151, = _S_h.unpack_from(buf, pos)
        if n151 >= 0:
            x152 = pos + 2 + n151
            if x152 > blen:
                raise _bad_length(n151, 'CreatePartitionsResponse.Results.ErrorMessage', pos)
            t148.error_message = str(buf[pos + 2:x152], 'utf-8')
            pos = x152
        else:
            t148.error_message, pos = _read_string(buf, pos, False, True, 'CreatePartitionsResponse.Results.ErrorMessage')
        t148._unknown_tags = None
        ap147(t148)
    o.results = l146
    o._unknown_tags = None
    return o, pos


def _enc_CreatePartitionsResponse_v2(o: CreatePartitionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l153 = o.results
    n154 = len(l153) + 1
    a(_UV[n154] if n154 < 128 else _uv(n154))
    for e155 in l153:
        s156 = e155.name
        b157 = s156.encode()
        n158 = len(b157) + 1
        a(_UV[n158] if n158 < 128 else _uv(n158))
        a(b157)
        a(_S_h.pack(e155.error_code))
        s159 = e155.error_message
        if s159 is None:
            a(_H0)
        else:
            b160 = s159.encode()
            n161 = len(b160) + 1
            a(_UV[n161] if n161 < 128 else _uv(n161))
            a(b160)
        u162 = e155._unknown_tags
        if u162 is None:
            a(_H0)
        else:
            _write_tags(a, None, u162)
    u163 = o._unknown_tags
    if u163 is None:
        a(_H0)
    else:
        _write_tags(a, None, u163)
    return b''.join(parts)


def _dec_CreatePartitionsResponse_v2(buf: _Buffer, pos: int) -> tuple[CreatePartitionsResponse, int]:
    blen = len(buf)
    o = _new(CreatePartitionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n164 = buf[pos] - 1
    if 0 <= n164 < 127:
        pos += 1
    else:
        n164, pos = _read_array_len(buf, pos, True, False, 1, 'CreatePartitionsResponse.Results')
    l165: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = []
    ap166 = l165.append
    for _ in range(n164):
        t167 = _new(_C_CreatePartitionsResponse_CreatePartitionsTopicResult)
        n168 = buf[pos] - 1
        if 0 <= n168 < 127:
            x169 = pos + 1 + n168
            if x169 > blen:
                raise _bad_length(n168, 'CreatePartitionsResponse.Results.Name', pos)
            t167.name = str(buf[pos + 1:x169], 'utf-8')
            pos = x169
        else:
            t167.name, pos = _read_string(buf, pos, True, False, 'CreatePartitionsResponse.Results.Name')
        t167.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n170 = buf[pos] - 1
        if 0 <= n170 < 127:
            x171 = pos + 1 + n170
            if x171 > blen:
                raise _bad_length(n170, 'CreatePartitionsResponse.Results.ErrorMessage', pos)
            t167.error_message = str(buf[pos + 1:x171], 'utf-8')
            pos = x171
        else:
            t167.error_message, pos = _read_string(buf, pos, True, True, 'CreatePartitionsResponse.Results.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t167._unknown_tags = None
        else:
            nt172, pos = _ruv(buf, pos)
            if nt172 * 2 > blen - pos:
                raise _array_too_long(nt172, 'CreatePartitionsResponse.Results._tagged_fields', pos)
            uk173: list[tuple[int, bytes]] | None = None
            for _ in range(nt172):
                tg174, pos = _ruv(buf, pos)
                sz175, pos = _ruv(buf, pos)
                x176 = pos + sz175
                if x176 > blen:
                    raise _bad_length(sz175, 'CreatePartitionsResponse.Results._tagged_fields', pos)
                if uk173 is None:
                    uk173 = []
                uk173.append((tg174, bytes(buf[pos:x176])))
                pos = x176
            t167._unknown_tags = uk173
        ap166(t167)
    o.results = l165
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt177, pos = _ruv(buf, pos)
        if nt177 * 2 > blen - pos:
            raise _array_too_long(nt177, 'CreatePartitionsResponse._tagged_fields', pos)
        uk178: list[tuple[int, bytes]] | None = None
        for _ in range(nt177):
            tg179, pos = _ruv(buf, pos)
            sz180, pos = _ruv(buf, pos)
            x181 = pos + sz180
            if x181 > blen:
                raise _bad_length(sz180, 'CreatePartitionsResponse._tagged_fields', pos)
            if uk178 is None:
                uk178 = []
            uk178.append((tg179, bytes(buf[pos:x181])))
            pos = x181
        o._unknown_tags = uk178
    return o, pos


def _enc_CreatePartitionsResponse_v3(o: CreatePartitionsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l182 = o.results
    n183 = len(l182) + 1
    a(_UV[n183] if n183 < 128 else _uv(n183))
    for e184 in l182:
        s185 = e184.name
        b186 = s185.encode()
        n187 = len(b186) + 1
        a(_UV[n187] if n187 < 128 else _uv(n187))
        a(b186)
        a(_S_h.pack(e184.error_code))
        s188 = e184.error_message
        if s188 is None:
            a(_H0)
        else:
            b189 = s188.encode()
            n190 = len(b189) + 1
            a(_UV[n190] if n190 < 128 else _uv(n190))
            a(b189)
        u191 = e184._unknown_tags
        if u191 is None:
            a(_H0)
        else:
            _write_tags(a, None, u191)
    u192 = o._unknown_tags
    if u192 is None:
        a(_H0)
    else:
        _write_tags(a, None, u192)
    return b''.join(parts)


def _dec_CreatePartitionsResponse_v3(buf: _Buffer, pos: int) -> tuple[CreatePartitionsResponse, int]:
    blen = len(buf)
    o = _new(CreatePartitionsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n193 = buf[pos] - 1
    if 0 <= n193 < 127:
        pos += 1
    else:
        n193, pos = _read_array_len(buf, pos, True, False, 1, 'CreatePartitionsResponse.Results')
    l194: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = []
    ap195 = l194.append
    for _ in range(n193):
        t196 = _new(_C_CreatePartitionsResponse_CreatePartitionsTopicResult)
        n197 = buf[pos] - 1
        if 0 <= n197 < 127:
            x198 = pos + 1 + n197
            if x198 > blen:
                raise _bad_length(n197, 'CreatePartitionsResponse.Results.Name', pos)
            t196.name = str(buf[pos + 1:x198], 'utf-8')
            pos = x198
        else:
            t196.name, pos = _read_string(buf, pos, True, False, 'CreatePartitionsResponse.Results.Name')
        t196.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n199 = buf[pos] - 1
        if 0 <= n199 < 127:
            x200 = pos + 1 + n199
            if x200 > blen:
                raise _bad_length(n199, 'CreatePartitionsResponse.Results.ErrorMessage', pos)
            t196.error_message = str(buf[pos + 1:x200], 'utf-8')
            pos = x200
        else:
            t196.error_message, pos = _read_string(buf, pos, True, True, 'CreatePartitionsResponse.Results.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t196._unknown_tags = None
        else:
            nt201, pos = _ruv(buf, pos)
            if nt201 * 2 > blen - pos:
                raise _array_too_long(nt201, 'CreatePartitionsResponse.Results._tagged_fields', pos)
            uk202: list[tuple[int, bytes]] | None = None
            for _ in range(nt201):
                tg203, pos = _ruv(buf, pos)
                sz204, pos = _ruv(buf, pos)
                x205 = pos + sz204
                if x205 > blen:
                    raise _bad_length(sz204, 'CreatePartitionsResponse.Results._tagged_fields', pos)
                if uk202 is None:
                    uk202 = []
                uk202.append((tg203, bytes(buf[pos:x205])))
                pos = x205
            t196._unknown_tags = uk202
        ap195(t196)
    o.results = l194
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt206, pos = _ruv(buf, pos)
        if nt206 * 2 > blen - pos:
            raise _array_too_long(nt206, 'CreatePartitionsResponse._tagged_fields', pos)
        uk207: list[tuple[int, bytes]] | None = None
        for _ in range(nt206):
            tg208, pos = _ruv(buf, pos)
            sz209, pos = _ruv(buf, pos)
            x210 = pos + sz209
            if x210 > blen:
                raise _bad_length(sz209, 'CreatePartitionsResponse._tagged_fields', pos)
            if uk207 is None:
                uk207 = []
            uk207.append((tg208, bytes(buf[pos:x210])))
            pos = x210
        o._unknown_tags = uk207
    return o, pos


CreatePartitionsResponse._ENC = {0: _enc_CreatePartitionsResponse_v0, 1: _enc_CreatePartitionsResponse_v1, 2: _enc_CreatePartitionsResponse_v2, 3: _enc_CreatePartitionsResponse_v3}
CreatePartitionsResponse._DEC = {0: _dec_CreatePartitionsResponse_v0, 1: _dec_CreatePartitionsResponse_v1, 2: _dec_CreatePartitionsResponse_v2, 3: _dec_CreatePartitionsResponse_v3}


_LINES = {
    186: 'CreatePartitionsRequest.Topics',
    187: 'CreatePartitionsRequest.Topics',
    188: 'CreatePartitionsRequest.Topics',
    189: 'CreatePartitionsRequest.Topics.Name',
    190: 'CreatePartitionsRequest.Topics.Name',
    191: 'CreatePartitionsRequest.Topics.Name',
    192: 'CreatePartitionsRequest.Topics.Name',
    193: 'CreatePartitionsRequest.Topics.Count',
    194: 'CreatePartitionsRequest.Topics.Assignments',
    195: 'CreatePartitionsRequest.Topics.Assignments',
    196: 'CreatePartitionsRequest.Topics.Assignments',
    197: 'CreatePartitionsRequest.Topics.Assignments',
    198: 'CreatePartitionsRequest.Topics.Assignments',
    199: 'CreatePartitionsRequest.Topics.Assignments',
    200: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    201: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    203: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    205: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    206: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    213: 'CreatePartitionsRequest.Topics',
    218: 'CreatePartitionsRequest.Topics.Name',
    223: 'CreatePartitionsRequest.Topics.Name',
    226: 'CreatePartitionsRequest.Topics.Name',
    227: 'CreatePartitionsRequest.Topics.Count',
    229: 'CreatePartitionsRequest.Topics.Assignments',
    237: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    239: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    242: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    249: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    258: 'CreatePartitionsRequest.Topics',
    259: 'CreatePartitionsRequest.Topics',
    260: 'CreatePartitionsRequest.Topics',
    261: 'CreatePartitionsRequest.Topics.Name',
    262: 'CreatePartitionsRequest.Topics.Name',
    263: 'CreatePartitionsRequest.Topics.Name',
    264: 'CreatePartitionsRequest.Topics.Name',
    265: 'CreatePartitionsRequest.Topics.Count',
    266: 'CreatePartitionsRequest.Topics.Assignments',
    267: 'CreatePartitionsRequest.Topics.Assignments',
    268: 'CreatePartitionsRequest.Topics.Assignments',
    269: 'CreatePartitionsRequest.Topics.Assignments',
    270: 'CreatePartitionsRequest.Topics.Assignments',
    271: 'CreatePartitionsRequest.Topics.Assignments',
    272: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    273: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    275: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    277: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    278: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    285: 'CreatePartitionsRequest.Topics',
    290: 'CreatePartitionsRequest.Topics.Name',
    295: 'CreatePartitionsRequest.Topics.Name',
    298: 'CreatePartitionsRequest.Topics.Name',
    299: 'CreatePartitionsRequest.Topics.Count',
    301: 'CreatePartitionsRequest.Topics.Assignments',
    309: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    311: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    314: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    321: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    330: 'CreatePartitionsRequest.Topics',
    331: 'CreatePartitionsRequest.Topics',
    332: 'CreatePartitionsRequest.Topics',
    333: 'CreatePartitionsRequest.Topics',
    334: 'CreatePartitionsRequest.Topics.Name',
    335: 'CreatePartitionsRequest.Topics.Name',
    336: 'CreatePartitionsRequest.Topics.Name',
    337: 'CreatePartitionsRequest.Topics.Name',
    338: 'CreatePartitionsRequest.Topics.Name',
    339: 'CreatePartitionsRequest.Topics.Count',
    340: 'CreatePartitionsRequest.Topics.Assignments',
    341: 'CreatePartitionsRequest.Topics.Assignments',
    342: 'CreatePartitionsRequest.Topics.Assignments',
    343: 'CreatePartitionsRequest.Topics.Assignments',
    344: 'CreatePartitionsRequest.Topics.Assignments',
    345: 'CreatePartitionsRequest.Topics.Assignments',
    346: 'CreatePartitionsRequest.Topics.Assignments',
    347: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    348: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    350: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    352: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    353: 'CreatePartitionsRequest.Topics.Assignments._unknown_tags',
    354: 'CreatePartitionsRequest.Topics.Assignments',
    357: 'CreatePartitionsRequest.Topics.Assignments._unknown_tags',
    358: 'CreatePartitionsRequest.Topics._unknown_tags',
    359: 'CreatePartitionsRequest.Topics',
    362: 'CreatePartitionsRequest.Topics._unknown_tags',
    363: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    364: 'CreatePartitionsRequest._unknown_tags',
    365: 'CreatePartitionsRequest',
    368: 'CreatePartitionsRequest._unknown_tags',
    375: 'CreatePartitionsRequest.Topics',
    379: 'CreatePartitionsRequest.Topics',
    384: 'CreatePartitionsRequest.Topics.Name',
    389: 'CreatePartitionsRequest.Topics.Name',
    392: 'CreatePartitionsRequest.Topics.Name',
    393: 'CreatePartitionsRequest.Topics.Count',
    395: 'CreatePartitionsRequest.Topics.Assignments',
    399: 'CreatePartitionsRequest.Topics.Assignments',
    407: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    409: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    412: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    413: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    417: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    422: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    423: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    434: 'CreatePartitionsRequest.Topics._tagged_fields',
    438: 'CreatePartitionsRequest.Topics._tagged_fields',
    443: 'CreatePartitionsRequest.Topics._tagged_fields',
    444: 'CreatePartitionsRequest.Topics._tagged_fields',
    455: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    457: 'CreatePartitionsRequest._tagged_fields',
    461: 'CreatePartitionsRequest._tagged_fields',
    466: 'CreatePartitionsRequest._tagged_fields',
    467: 'CreatePartitionsRequest._tagged_fields',
    482: 'CreatePartitionsRequest.Topics',
    483: 'CreatePartitionsRequest.Topics',
    484: 'CreatePartitionsRequest.Topics',
    485: 'CreatePartitionsRequest.Topics',
    486: 'CreatePartitionsRequest.Topics.Name',
    487: 'CreatePartitionsRequest.Topics.Name',
    488: 'CreatePartitionsRequest.Topics.Name',
    489: 'CreatePartitionsRequest.Topics.Name',
    490: 'CreatePartitionsRequest.Topics.Name',
    491: 'CreatePartitionsRequest.Topics.Count',
    492: 'CreatePartitionsRequest.Topics.Assignments',
    493: 'CreatePartitionsRequest.Topics.Assignments',
    494: 'CreatePartitionsRequest.Topics.Assignments',
    495: 'CreatePartitionsRequest.Topics.Assignments',
    496: 'CreatePartitionsRequest.Topics.Assignments',
    497: 'CreatePartitionsRequest.Topics.Assignments',
    498: 'CreatePartitionsRequest.Topics.Assignments',
    499: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    500: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    502: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    504: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    505: 'CreatePartitionsRequest.Topics.Assignments._unknown_tags',
    506: 'CreatePartitionsRequest.Topics.Assignments',
    509: 'CreatePartitionsRequest.Topics.Assignments._unknown_tags',
    510: 'CreatePartitionsRequest.Topics._unknown_tags',
    511: 'CreatePartitionsRequest.Topics',
    514: 'CreatePartitionsRequest.Topics._unknown_tags',
    515: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    516: 'CreatePartitionsRequest._unknown_tags',
    517: 'CreatePartitionsRequest',
    520: 'CreatePartitionsRequest._unknown_tags',
    527: 'CreatePartitionsRequest.Topics',
    531: 'CreatePartitionsRequest.Topics',
    536: 'CreatePartitionsRequest.Topics.Name',
    541: 'CreatePartitionsRequest.Topics.Name',
    544: 'CreatePartitionsRequest.Topics.Name',
    545: 'CreatePartitionsRequest.Topics.Count',
    547: 'CreatePartitionsRequest.Topics.Assignments',
    551: 'CreatePartitionsRequest.Topics.Assignments',
    559: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    561: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    564: 'CreatePartitionsRequest.Topics.Assignments.BrokerIds',
    565: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    569: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    574: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    575: 'CreatePartitionsRequest.Topics.Assignments._tagged_fields',
    586: 'CreatePartitionsRequest.Topics._tagged_fields',
    590: 'CreatePartitionsRequest.Topics._tagged_fields',
    595: 'CreatePartitionsRequest.Topics._tagged_fields',
    596: 'CreatePartitionsRequest.Topics._tagged_fields',
    607: 'CreatePartitionsRequest.TimeoutMs,ValidateOnly',
    609: 'CreatePartitionsRequest._tagged_fields',
    613: 'CreatePartitionsRequest._tagged_fields',
    618: 'CreatePartitionsRequest._tagged_fields',
    619: 'CreatePartitionsRequest._tagged_fields',
    728: 'CreatePartitionsResponse.ThrottleTimeMs',
    729: 'CreatePartitionsResponse.Results',
    730: 'CreatePartitionsResponse.Results',
    731: 'CreatePartitionsResponse.Results',
    732: 'CreatePartitionsResponse.Results.Name',
    733: 'CreatePartitionsResponse.Results.Name',
    734: 'CreatePartitionsResponse.Results.Name',
    735: 'CreatePartitionsResponse.Results.Name',
    736: 'CreatePartitionsResponse.Results.ErrorCode',
    737: 'CreatePartitionsResponse.Results.ErrorMessage',
    738: 'CreatePartitionsResponse.Results.ErrorMessage',
    739: 'CreatePartitionsResponse.Results.ErrorMessage',
    740: 'CreatePartitionsResponse.Results.ErrorMessage',
    741: 'CreatePartitionsResponse.Results.ErrorMessage',
    742: 'CreatePartitionsResponse.Results.ErrorMessage',
    743: 'CreatePartitionsResponse.Results.ErrorMessage',
    750: 'CreatePartitionsResponse.ThrottleTimeMs',
    752: 'CreatePartitionsResponse.Results',
    757: 'CreatePartitionsResponse.Results.Name',
    762: 'CreatePartitionsResponse.Results.Name',
    765: 'CreatePartitionsResponse.Results.Name',
    766: 'CreatePartitionsResponse.Results.ErrorCode',
    768: 'CreatePartitionsResponse.Results.ErrorMessage',
    773: 'CreatePartitionsResponse.Results.ErrorMessage',
    776: 'CreatePartitionsResponse.Results.ErrorMessage',
    787: 'CreatePartitionsResponse.ThrottleTimeMs',
    788: 'CreatePartitionsResponse.Results',
    789: 'CreatePartitionsResponse.Results',
    790: 'CreatePartitionsResponse.Results',
    791: 'CreatePartitionsResponse.Results.Name',
    792: 'CreatePartitionsResponse.Results.Name',
    793: 'CreatePartitionsResponse.Results.Name',
    794: 'CreatePartitionsResponse.Results.Name',
    795: 'CreatePartitionsResponse.Results.ErrorCode',
    796: 'CreatePartitionsResponse.Results.ErrorMessage',
    797: 'CreatePartitionsResponse.Results.ErrorMessage',
    798: 'CreatePartitionsResponse.Results.ErrorMessage',
    799: 'CreatePartitionsResponse.Results.ErrorMessage',
    800: 'CreatePartitionsResponse.Results.ErrorMessage',
    801: 'CreatePartitionsResponse.Results.ErrorMessage',
    802: 'CreatePartitionsResponse.Results.ErrorMessage',
    809: 'CreatePartitionsResponse.ThrottleTimeMs',
    811: 'CreatePartitionsResponse.Results',
    816: 'CreatePartitionsResponse.Results.Name',
    821: 'CreatePartitionsResponse.Results.Name',
    824: 'CreatePartitionsResponse.Results.Name',
    825: 'CreatePartitionsResponse.Results.ErrorCode',
    827: 'CreatePartitionsResponse.Results.ErrorMessage',
    832: 'CreatePartitionsResponse.Results.ErrorMessage',
    835: 'CreatePartitionsResponse.Results.ErrorMessage',
    846: 'CreatePartitionsResponse.ThrottleTimeMs',
    847: 'CreatePartitionsResponse.Results',
    848: 'CreatePartitionsResponse.Results',
    849: 'CreatePartitionsResponse.Results',
    850: 'CreatePartitionsResponse.Results',
    851: 'CreatePartitionsResponse.Results.Name',
    852: 'CreatePartitionsResponse.Results.Name',
    853: 'CreatePartitionsResponse.Results.Name',
    854: 'CreatePartitionsResponse.Results.Name',
    855: 'CreatePartitionsResponse.Results.Name',
    856: 'CreatePartitionsResponse.Results.ErrorCode',
    857: 'CreatePartitionsResponse.Results.ErrorMessage',
    858: 'CreatePartitionsResponse.Results.ErrorMessage',
    859: 'CreatePartitionsResponse.Results.ErrorMessage',
    860: 'CreatePartitionsResponse.Results.ErrorMessage',
    861: 'CreatePartitionsResponse.Results.ErrorMessage',
    862: 'CreatePartitionsResponse.Results.ErrorMessage',
    863: 'CreatePartitionsResponse.Results.ErrorMessage',
    864: 'CreatePartitionsResponse.Results.ErrorMessage',
    865: 'CreatePartitionsResponse.Results._unknown_tags',
    866: 'CreatePartitionsResponse.Results',
    869: 'CreatePartitionsResponse.Results._unknown_tags',
    870: 'CreatePartitionsResponse._unknown_tags',
    871: 'CreatePartitionsResponse',
    874: 'CreatePartitionsResponse._unknown_tags',
    881: 'CreatePartitionsResponse.ThrottleTimeMs',
    883: 'CreatePartitionsResponse.Results',
    887: 'CreatePartitionsResponse.Results',
    892: 'CreatePartitionsResponse.Results.Name',
    897: 'CreatePartitionsResponse.Results.Name',
    900: 'CreatePartitionsResponse.Results.Name',
    901: 'CreatePartitionsResponse.Results.ErrorCode',
    903: 'CreatePartitionsResponse.Results.ErrorMessage',
    908: 'CreatePartitionsResponse.Results.ErrorMessage',
    911: 'CreatePartitionsResponse.Results.ErrorMessage',
    912: 'CreatePartitionsResponse.Results._tagged_fields',
    916: 'CreatePartitionsResponse.Results._tagged_fields',
    921: 'CreatePartitionsResponse.Results._tagged_fields',
    922: 'CreatePartitionsResponse.Results._tagged_fields',
    933: 'CreatePartitionsResponse._tagged_fields',
    937: 'CreatePartitionsResponse._tagged_fields',
    942: 'CreatePartitionsResponse._tagged_fields',
    943: 'CreatePartitionsResponse._tagged_fields',
    958: 'CreatePartitionsResponse.ThrottleTimeMs',
    959: 'CreatePartitionsResponse.Results',
    960: 'CreatePartitionsResponse.Results',
    961: 'CreatePartitionsResponse.Results',
    962: 'CreatePartitionsResponse.Results',
    963: 'CreatePartitionsResponse.Results.Name',
    964: 'CreatePartitionsResponse.Results.Name',
    965: 'CreatePartitionsResponse.Results.Name',
    966: 'CreatePartitionsResponse.Results.Name',
    967: 'CreatePartitionsResponse.Results.Name',
    968: 'CreatePartitionsResponse.Results.ErrorCode',
    969: 'CreatePartitionsResponse.Results.ErrorMessage',
    970: 'CreatePartitionsResponse.Results.ErrorMessage',
    971: 'CreatePartitionsResponse.Results.ErrorMessage',
    972: 'CreatePartitionsResponse.Results.ErrorMessage',
    973: 'CreatePartitionsResponse.Results.ErrorMessage',
    974: 'CreatePartitionsResponse.Results.ErrorMessage',
    975: 'CreatePartitionsResponse.Results.ErrorMessage',
    976: 'CreatePartitionsResponse.Results.ErrorMessage',
    977: 'CreatePartitionsResponse.Results._unknown_tags',
    978: 'CreatePartitionsResponse.Results',
    981: 'CreatePartitionsResponse.Results._unknown_tags',
    982: 'CreatePartitionsResponse._unknown_tags',
    983: 'CreatePartitionsResponse',
    986: 'CreatePartitionsResponse._unknown_tags',
    993: 'CreatePartitionsResponse.ThrottleTimeMs',
    995: 'CreatePartitionsResponse.Results',
    999: 'CreatePartitionsResponse.Results',
    1004: 'CreatePartitionsResponse.Results.Name',
    1009: 'CreatePartitionsResponse.Results.Name',
    1012: 'CreatePartitionsResponse.Results.Name',
    1013: 'CreatePartitionsResponse.Results.ErrorCode',
    1015: 'CreatePartitionsResponse.Results.ErrorMessage',
    1020: 'CreatePartitionsResponse.Results.ErrorMessage',
    1023: 'CreatePartitionsResponse.Results.ErrorMessage',
    1024: 'CreatePartitionsResponse.Results._tagged_fields',
    1028: 'CreatePartitionsResponse.Results._tagged_fields',
    1033: 'CreatePartitionsResponse.Results._tagged_fields',
    1034: 'CreatePartitionsResponse.Results._tagged_fields',
    1045: 'CreatePartitionsResponse._tagged_fields',
    1049: 'CreatePartitionsResponse._tagged_fields',
    1054: 'CreatePartitionsResponse._tagged_fields',
    1055: 'CreatePartitionsResponse._tagged_fields',
}
