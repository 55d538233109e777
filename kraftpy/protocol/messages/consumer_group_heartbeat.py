# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ConsumerGroupHeartbeatRequest.json, schemas/messages/ConsumerGroupHeartbeatResponse.json.
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

__all__ = ['ConsumerGroupHeartbeatRequest', 'ConsumerGroupHeartbeatResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_ii = Struct('>ii')


class ConsumerGroupHeartbeatRequest(_Message):
    """ConsumerGroupHeartbeatRequest (request): API key 68; versions 0-1; flexible in 0-1; listeners: broker."""

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'instance_id', 'rack_id', 'rebalance_timeout_ms', 'subscribed_topic_names', 'subscribed_topic_regex', 'server_assignor', 'topic_partitions', '_unknown_tags')
    NAME = 'ConsumerGroupHeartbeatRequest'
    TYPE = 'request'
    API_KEY = 68
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    group_id: str
    """Group id.

    `GroupId` (string): versions 0+; default ''."""
    member_id: str
    """Member id (v0: empty on the first heartbeat, given by the coordinator; v1+: chosen by the member).

    `MemberId` (string): versions 0+; default ''."""
    member_epoch: int
    """Member epoch: 0 to join, -1 to leave, -2 for a static member that will come back.

    `MemberEpoch` (int32): versions 0+; default 0."""
    instance_id: str | None
    """Static instance id, or null if none or unchanged.

    `InstanceId` (string): versions 0+; nullable in 0+; default None."""
    rack_id: str | None
    """Rack of the member, or null if none or unchanged.

    `RackId` (string): versions 0+; nullable in 0+; default None."""
    rebalance_timeout_ms: int
    """How long the coordinator waits for the member to revoke partitions, or -1 if unchanged.

    `RebalanceTimeoutMs` (int32): versions 0+; default -1."""
    subscribed_topic_names: list[str] | None
    """Subscribed topic names, or null if unchanged.

    `SubscribedTopicNames` ([]string): versions 0+; nullable in 0+; default None."""
    subscribed_topic_regex: str | None
    """Subscribed topic regular expression, or null if unchanged.

    `SubscribedTopicRegex` (string): versions 1+; nullable in 1+; default None."""
    server_assignor: str | None
    """Server-side assignor to use, or null if not used or unchanged.

    `ServerAssignor` (string): versions 0+; nullable in 0+; default None."""
    topic_partitions: list[ConsumerGroupHeartbeatRequest.TopicPartitions] | None
    """Partitions the member owns, or null if unchanged.

    `TopicPartitions` ([]TopicPartitions): versions 0+; nullable in 0+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_id: str = '',
        member_id: str = '',
        member_epoch: int = 0,
        instance_id: str | None = None,
        rack_id: str | None = None,
        rebalance_timeout_ms: int = -1,
        subscribed_topic_names: list[str] | None = None,
        subscribed_topic_regex: str | None = None,
        server_assignor: str | None = None,
        topic_partitions: list[ConsumerGroupHeartbeatRequest.TopicPartitions] | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.subscribed_topic_names = subscribed_topic_names
        self.subscribed_topic_regex = subscribed_topic_regex
        self.server_assignor = server_assignor
        self.topic_partitions = topic_partitions
        self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        """Partitions the member owns, or null if unchanged.

        TopicPartitions (in ConsumerGroupHeartbeatRequest): versions 0+."""

        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'ConsumerGroupHeartbeatRequest.TopicPartitions'

        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 0+; default the zero UUID."""
        partitions: list[int]
        """Partition indexes.

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


_C_ConsumerGroupHeartbeatRequest_TopicPartitions = ConsumerGroupHeartbeatRequest.TopicPartitions
ConsumerGroupHeartbeatRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberEpoch', 'member_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('InstanceId', 'instance_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('RackId', 'rack_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('RebalanceTimeoutMs', 'rebalance_timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('SubscribedTopicNames', 'subscribed_topic_names', '[]string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('SubscribedTopicRegex', 'subscribed_topic_regex', 'string', (1, 32767), (1, 32767), (1, 0), None, None, False, None),
    _FI('ServerAssignor', 'server_assignor', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('TopicPartitions', 'topic_partitions', '[]TopicPartitions', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_ConsumerGroupHeartbeatRequest_TopicPartitions),
)
_C_ConsumerGroupHeartbeatRequest_TopicPartitions.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ConsumerGroupHeartbeatRequest_TopicPartitions = _C_ConsumerGroupHeartbeatRequest_TopicPartitions()

def _mk_ConsumerGroupHeartbeatRequest_TopicPartitions() -> ConsumerGroupHeartbeatRequest.TopicPartitions:
    o = _new(_C_ConsumerGroupHeartbeatRequest_TopicPartitions)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_ConsumerGroupHeartbeatRequest_v0(o: ConsumerGroupHeartbeatRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    n3 = len(b2) + 1
    a(_UV[n3] if n3 < 128 else _uv(n3))
    a(b2)
    s4 = o.member_id
    b5 = s4.encode()
    n6 = len(b5) + 1
    a(_UV[n6] if n6 < 128 else _uv(n6))
    a(b5)
    a(_S_i.pack(o.member_epoch))
    s7 = o.instance_id
    if s7 is None:
        a(_H0)
    else:
        b8 = s7.encode()
        n9 = len(b8) + 1
        a(_UV[n9] if n9 < 128 else _uv(n9))
        a(b8)
    s10 = o.rack_id
    if s10 is None:
        a(_H0)
    else:
        b11 = s10.encode()
        n12 = len(b11) + 1
        a(_UV[n12] if n12 < 128 else _uv(n12))
        a(b11)
    a(_S_i.pack(o.rebalance_timeout_ms))
    l13 = o.subscribed_topic_names
    if l13 is None:
        a(_H0)
    else:
        n14 = len(l13) + 1
        a(_UV[n14] if n14 < 128 else _uv(n14))
        for e15 in l13:
            s16 = e15
            b17 = s16.encode()
            n18 = len(b17) + 1
            a(_UV[n18] if n18 < 128 else _uv(n18))
            a(b17)
    if o.subscribed_topic_regex is not None:
        raise _unsupported_field('ConsumerGroupHeartbeatRequest', 'SubscribedTopicRegex', 0)
    s19 = o.server_assignor
    if s19 is None:
        a(_H0)
    else:
        b20 = s19.encode()
        n21 = len(b20) + 1
        a(_UV[n21] if n21 < 128 else _uv(n21))
        a(b20)
    l22 = o.topic_partitions
    if l22 is None:
        a(_H0)
    else:
        n23 = len(l22) + 1
        a(_UV[n23] if n23 < 128 else _uv(n23))
        for e24 in l22:
            a(_S_U.pack(e24.topic_id.bytes))
            l25 = e24.partitions
            n26 = len(l25)
            if n26 < 64:
                a(_CA_i[n26].pack(n26 + 1, *l25))
            else:
                a(_encode_array('i', l25, True))
            u27 = e24._unknown_tags
            if u27 is None:
                a(_H0)
            else:
                _write_tags(a, None, u27)
    u28 = o._unknown_tags
    if u28 is None:
        a(_H0)
    else:
        _write_tags(a, None, u28)
    return b''.join(parts)


def _dec_ConsumerGroupHeartbeatRequest_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupHeartbeatRequest, int]:
    blen = len(buf)
    o = _new(ConsumerGroupHeartbeatRequest)
    n29 = buf[pos] - 1
    if 0 <= n29 < 127:
        x30 = pos + 1 + n29
        if x30 > blen:
            raise _bad_length(n29, 'ConsumerGroupHeartbeatRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x30], 'utf-8')
        pos = x30
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupHeartbeatRequest.GroupId')
    n31 = buf[pos] - 1
    if 0 <= n31 < 127:
        x32 = pos + 1 + n31
        if x32 > blen:
            raise _bad_length(n31, 'ConsumerGroupHeartbeatRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x32], 'utf-8')
        pos = x32
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupHeartbeatRequest.MemberId')
    o.member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n33 = buf[pos] - 1
    if 0 <= n33 < 127:
        x34 = pos + 1 + n33
        if x34 > blen:
            raise _bad_length(n33, 'ConsumerGroupHeartbeatRequest.InstanceId', pos)
        o.instance_id = str(buf[pos + 1:x34], 'utf-8')
        pos = x34
    else:
        o.instance_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatRequest.InstanceId')
    n35 = buf[pos] - 1
    if 0 <= n35 < 127:
        x36 = pos + 1 + n35
        if x36 > blen:
            raise _bad_length(n35, 'ConsumerGroupHeartbeatRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x36], 'utf-8')
        pos = x36
    else:
        o.rack_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatRequest.RackId')
    o.rebalance_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n37 = buf[pos] - 1
    if -1 <= n37 < 127:
        pos += 1
    else:
        n37, pos = _read_array_len(buf, pos, True, True, 1, 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames')
    if n37 < 0:
        o.subscribed_topic_names = None
    else:
        l38: list[str] = []
        ap39 = l38.append
        for _ in range(n37):
            n41 = buf[pos] - 1
            if 0 <= n41 < 127:
                x42 = pos + 1 + n41
                if x42 > blen:
                    raise _bad_length(n41, 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames', pos)
                v40 = str(buf[pos + 1:x42], 'utf-8')
                pos = x42
            else:
                v40, pos = _read_string(buf, pos, True, False, 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames')
            ap39(v40)
        o.subscribed_topic_names = l38
    n43 = buf[pos] - 1
    if 0 <= n43 < 127:
        x44 = pos + 1 + n43
        if x44 > blen:
            raise _bad_length(n43, 'ConsumerGroupHeartbeatRequest.ServerAssignor', pos)
        o.server_assignor = str(buf[pos + 1:x44], 'utf-8')
        pos = x44
    else:
        o.server_assignor, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatRequest.ServerAssignor')
    n45 = buf[pos] - 1
    if -1 <= n45 < 127:
        pos += 1
    else:
        n45, pos = _read_array_len(buf, pos, True, True, 1, 'ConsumerGroupHeartbeatRequest.TopicPartitions')
    if n45 < 0:
        o.topic_partitions = None
    else:
        l46: list[ConsumerGroupHeartbeatRequest.TopicPartitions] = []
        ap47 = l46.append
        for _ in range(n45):
            t48 = _new(_C_ConsumerGroupHeartbeatRequest_TopicPartitions)
            u49, = _S_U.unpack_from(buf, pos)
            pos += 16
            t48.topic_id = _uuid_from(u49)
            n50 = buf[pos] - 1
            if 0 <= n50 < 64:
                t48.partitions = list(_A_i[n50].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n50
            else:
                t48.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions')
            if buf[pos] == 0:
                pos += 1
                t48._unknown_tags = None
            else:
                nt51, pos = _ruv(buf, pos)
                if nt51 * 2 > blen - pos:
                    raise _array_too_long(nt51, 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields', pos)
                uk52: list[tuple[int, bytes]] | None = None
                for _ in range(nt51):
                    tg53, pos = _ruv(buf, pos)
                    sz54, pos = _ruv(buf, pos)
                    x55 = pos + sz54
                    if x55 > blen:
                        raise _bad_length(sz54, 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields', pos)
                    if uk52 is None:
                        uk52 = []
                    uk52.append((tg53, bytes(buf[pos:x55])))
                    pos = x55
                t48._unknown_tags = uk52
            ap47(t48)
        o.topic_partitions = l46
    o.subscribed_topic_regex = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt56, pos = _ruv(buf, pos)
        if nt56 * 2 > blen - pos:
            raise _array_too_long(nt56, 'ConsumerGroupHeartbeatRequest._tagged_fields', pos)
        uk57: list[tuple[int, bytes]] | None = None
        for _ in range(nt56):
            tg58, pos = _ruv(buf, pos)
            sz59, pos = _ruv(buf, pos)
            x60 = pos + sz59
            if x60 > blen:
                raise _bad_length(sz59, 'ConsumerGroupHeartbeatRequest._tagged_fields', pos)
            if uk57 is None:
                uk57 = []
            uk57.append((tg58, bytes(buf[pos:x60])))
            pos = x60
        o._unknown_tags = uk57
    return o, pos


def _enc_ConsumerGroupHeartbeatRequest_v1(o: ConsumerGroupHeartbeatRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s61 = o.group_id
    b62 = s61.encode()
    n63 = len(b62) + 1
    a(_UV[n63] if n63 < 128 else _uv(n63))
    a(b62)
    s64 = o.member_id
    b65 = s64.encode()
    n66 = len(b65) + 1
    a(_UV[n66] if n66 < 128 else _uv(n66))
    a(b65)
    a(_S_i.pack(o.member_epoch))
    s67 = o.instance_id
    if s67 is None:
        a(_H0)
    else:
        b68 = s67.encode()
        n69 = len(b68) + 1
        a(_UV[n69] if n69 < 128 else _uv(n69))
        a(b68)
    s70 = o.rack_id
    if s70 is None:
        a(_H0)
    else:
        b71 = s70.encode()
        n72 = len(b71) + 1
        a(_UV[n72] if n72 < 128 else _uv(n72))
        a(b71)
    a(_S_i.pack(o.rebalance_timeout_ms))
    l73 = o.subscribed_topic_names
    if l73 is None:
        a(_H0)
    else:
        n74 = len(l73) + 1
        a(_UV[n74] if n74 < 128 else _uv(n74))
        for e75 in l73:
            s76 = e75
            b77 = s76.encode()
            n78 = len(b77) + 1
            a(_UV[n78] if n78 < 128 else _uv(n78))
            a(b77)
    s79 = o.subscribed_topic_regex
    if s79 is None:
        a(_H0)
    else:
        b80 = s79.encode()
        n81 = len(b80) + 1
        a(_UV[n81] if n81 < 128 else _uv(n81))
        a(b80)
    s82 = o.server_assignor
    if s82 is None:
        a(_H0)
    else:
        b83 = s82.encode()
        n84 = len(b83) + 1
        a(_UV[n84] if n84 < 128 else _uv(n84))
        a(b83)
    l85 = o.topic_partitions
    if l85 is None:
        a(_H0)
    else:
        n86 = len(l85) + 1
        a(_UV[n86] if n86 < 128 else _uv(n86))
        for e87 in l85:
            a(_S_U.pack(e87.topic_id.bytes))
            l88 = e87.partitions
            n89 = len(l88)
            if n89 < 64:
                a(_CA_i[n89].pack(n89 + 1, *l88))
            else:
                a(_encode_array('i', l88, True))
            u90 = e87._unknown_tags
            if u90 is None:
                a(_H0)
            else:
                _write_tags(a, None, u90)
    u91 = o._unknown_tags
    if u91 is None:
        a(_H0)
    else:
        _write_tags(a, None, u91)
    return b''.join(parts)


def _dec_ConsumerGroupHeartbeatRequest_v1(buf: _Buffer, pos: int) -> tuple[ConsumerGroupHeartbeatRequest, int]:
    blen = len(buf)
    o = _new(ConsumerGroupHeartbeatRequest)
    n92 = buf[pos] - 1
    if 0 <= n92 < 127:
        x93 = pos + 1 + n92
        if x93 > blen:
            raise _bad_length(n92, 'ConsumerGroupHeartbeatRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x93], 'utf-8')
        pos = x93
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupHeartbeatRequest.GroupId')
    n94 = buf[pos] - 1
    if 0 <= n94 < 127:
        x95 = pos + 1 + n94
        if x95 > blen:
            raise _bad_length(n94, 'ConsumerGroupHeartbeatRequest.MemberId', pos)
        o.member_id = str(buf[pos + 1:x95], 'utf-8')
        pos = x95
    else:
        o.member_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupHeartbeatRequest.MemberId')
    o.member_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    n96 = buf[pos] - 1
    if 0 <= n96 < 127:
        x97 = pos + 1 + n96
        if x97 > blen:
            raise _bad_length(n96, 'ConsumerGroupHeartbeatRequest.InstanceId', pos)
        o.instance_id = str(buf[pos + 1:x97], 'utf-8')
        pos = x97
    else:
        o.instance_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatRequest.InstanceId')
    n98 = buf[pos] - 1
    if 0 <= n98 < 127:
        x99 = pos + 1 + n98
        if x99 > blen:
            raise _bad_length(n98, 'ConsumerGroupHeartbeatRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x99], 'utf-8')
        pos = x99
    else:
        o.rack_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatRequest.RackId')
    o.rebalance_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n100 = buf[pos] - 1
    if -1 <= n100 < 127:
        pos += 1
    else:
        n100, pos = _read_array_len(buf, pos, True, True, 1, 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames')
    if n100 < 0:
        o.subscribed_topic_names = None
    else:
        l101: list[str] = []
        ap102 = l101.append
        for _ in range(n100):
            n104 = buf[pos] - 1
            if 0 <= n104 < 127:
                x105 = pos + 1 + n104
                if x105 > blen:
                    raise _bad_length(n104, 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames', pos)
                v103 = str(buf[pos + 1:x105], 'utf-8')
                pos = x105
            else:
                v103, pos = _read_string(buf, pos, True, False, 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames')
            ap102(v103)
        o.subscribed_topic_names = l101
    n106 = buf[pos] - 1
    if 0 <= n106 < 127:
        x107 = pos + 1 + n106
        if x107 > blen:
            raise _bad_length(n106, 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex', pos)
        o.subscribed_topic_regex = str(buf[pos + 1:x107], 'utf-8')
        pos = x107
    else:
        o.subscribed_topic_regex, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex')
    n108 = buf[pos] - 1
    if 0 <= n108 < 127:
        x109 = pos + 1 + n108
        if x109 > blen:
            raise _bad_length(n108, 'ConsumerGroupHeartbeatRequest.ServerAssignor', pos)
        o.server_assignor = str(buf[pos + 1:x109], 'utf-8')
        pos = x109
    else:
        o.server_assignor, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatRequest.ServerAssignor')
    n110 = buf[pos] - 1
    if -1 <= n110 < 127:
        pos += 1
    else:
        n110, pos = _read_array_len(buf, pos, True, True, 1, 'ConsumerGroupHeartbeatRequest.TopicPartitions')
    if n110 < 0:
        o.topic_partitions = None
    else:
        l111: list[ConsumerGroupHeartbeatRequest.TopicPartitions] = []
        ap112 = l111.append
        for _ in range(n110):
            t113 = _new(_C_ConsumerGroupHeartbeatRequest_TopicPartitions)
            u114, = _S_U.unpack_from(buf, pos)
            pos += 16
            t113.topic_id = _uuid_from(u114)
            n115 = buf[pos] - 1
            if 0 <= n115 < 64:
                t113.partitions = list(_A_i[n115].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n115
            else:
                t113.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions')
            if buf[pos] == 0:
                pos += 1
                t113._unknown_tags = None
            else:
                nt116, pos = _ruv(buf, pos)
                if nt116 * 2 > blen - pos:
                    raise _array_too_long(nt116, 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields', pos)
                uk117: list[tuple[int, bytes]] | None = None
                for _ in range(nt116):
                    tg118, pos = _ruv(buf, pos)
                    sz119, pos = _ruv(buf, pos)
                    x120 = pos + sz119
                    if x120 > blen:
                        raise _bad_length(sz119, 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields', pos)
                    if uk117 is None:
                        uk117 = []
                    uk117.append((tg118, bytes(buf[pos:x120])))
                    pos = x120
                t113._unknown_tags = uk117
            ap112(t113)
        o.topic_partitions = l111
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt121, pos = _ruv(buf, pos)
        if nt121 * 2 > blen - pos:
            raise _array_too_long(nt121, 'ConsumerGroupHeartbeatRequest._tagged_fields', pos)
        uk122: list[tuple[int, bytes]] | None = None
        for _ in range(nt121):
            tg123, pos = _ruv(buf, pos)
            sz124, pos = _ruv(buf, pos)
            x125 = pos + sz124
            if x125 > blen:
                raise _bad_length(sz124, 'ConsumerGroupHeartbeatRequest._tagged_fields', pos)
            if uk122 is None:
                uk122 = []
            uk122.append((tg123, bytes(buf[pos:x125])))
            pos = x125
        o._unknown_tags = uk122
    return o, pos


ConsumerGroupHeartbeatRequest._ENC = {0: _enc_ConsumerGroupHeartbeatRequest_v0, 1: _enc_ConsumerGroupHeartbeatRequest_v1}
ConsumerGroupHeartbeatRequest._DEC = {0: _dec_ConsumerGroupHeartbeatRequest_v0, 1: _dec_ConsumerGroupHeartbeatRequest_v1}


class ConsumerGroupHeartbeatResponse(_Message):
    """ConsumerGroupHeartbeatResponse (response): API key 68; versions 0-1; flexible in 0-1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'member_id', 'member_epoch', 'heartbeat_interval_ms', 'assignment', '_unknown_tags')
    NAME = 'ConsumerGroupHeartbeatResponse'
    TYPE = 'response'
    API_KEY = 68
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Top-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Top-level error message, or null.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default None."""
    member_id: str | None
    """Member id (the coordinator's in v0 when the member joined with epoch 0).

    `MemberId` (string): versions 0+; nullable in 0+; default None."""
    member_epoch: int
    """Member epoch.

    `MemberEpoch` (int32): versions 0+; default 0."""
    heartbeat_interval_ms: int
    """Heartbeat interval in ms.

    `HeartbeatIntervalMs` (int32): versions 0+; default 0."""
    assignment: ConsumerGroupHeartbeatResponse.Assignment | None
    """The member's assignment, or null if unchanged.

    `Assignment` (Assignment): versions 0+; nullable in 0+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        member_id: str | None = None,
        member_epoch: int = 0,
        heartbeat_interval_ms: int = 0,
        assignment: ConsumerGroupHeartbeatResponse.Assignment | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.assignment = assignment
        self._unknown_tags = _unknown_tags

    class Assignment(_Message):
        """The member's assignment, or null if unchanged.

        Assignment (in ConsumerGroupHeartbeatResponse): versions 0+."""

        __slots__ = ('topic_partitions', '_unknown_tags')
        NAME = 'ConsumerGroupHeartbeatResponse.Assignment'

        topic_partitions: list[ConsumerGroupHeartbeatResponse.TopicPartitions]
        """Partitions the member may use now.

        `TopicPartitions` ([]TopicPartitions): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_partitions: list[ConsumerGroupHeartbeatResponse.TopicPartitions] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
            self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        """Partitions the member may use now.

        TopicPartitions (in ConsumerGroupHeartbeatResponse): versions 0+."""

        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'ConsumerGroupHeartbeatResponse.TopicPartitions'

        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 0+; default the zero UUID."""
        partitions: list[int]
        """Partition indexes.

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


_C_ConsumerGroupHeartbeatResponse_Assignment = ConsumerGroupHeartbeatResponse.Assignment
_C_ConsumerGroupHeartbeatResponse_TopicPartitions = ConsumerGroupHeartbeatResponse.TopicPartitions
ConsumerGroupHeartbeatResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('MemberId', 'member_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('MemberEpoch', 'member_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('HeartbeatIntervalMs', 'heartbeat_interval_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Assignment', 'assignment', 'Assignment', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_ConsumerGroupHeartbeatResponse_Assignment),
)
_C_ConsumerGroupHeartbeatResponse_Assignment.FIELDS = (
    _FI('TopicPartitions', 'topic_partitions', '[]TopicPartitions', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupHeartbeatResponse_TopicPartitions),
)
_C_ConsumerGroupHeartbeatResponse_TopicPartitions.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ConsumerGroupHeartbeatResponse_Assignment = _C_ConsumerGroupHeartbeatResponse_Assignment()
_DEF_ConsumerGroupHeartbeatResponse_TopicPartitions = _C_ConsumerGroupHeartbeatResponse_TopicPartitions()

def _mk_ConsumerGroupHeartbeatResponse_Assignment() -> ConsumerGroupHeartbeatResponse.Assignment:
    o = _new(_C_ConsumerGroupHeartbeatResponse_Assignment)
    o.topic_partitions = []
    o._unknown_tags = None
    return o

def _mk_ConsumerGroupHeartbeatResponse_TopicPartitions() -> ConsumerGroupHeartbeatResponse.TopicPartitions:
    o = _new(_C_ConsumerGroupHeartbeatResponse_TopicPartitions)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_ConsumerGroupHeartbeatResponse_v0(o: ConsumerGroupHeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s126 = o.error_message
    if s126 is None:
        a(_H0)
    else:
        b127 = s126.encode()
        n128 = len(b127) + 1
        a(_UV[n128] if n128 < 128 else _uv(n128))
        a(b127)
    s129 = o.member_id
    if s129 is None:
        a(_H0)
    else:
        b130 = s129.encode()
        n131 = len(b130) + 1
        a(_UV[n131] if n131 < 128 else _uv(n131))
        a(b130)
    a(_S_ii.pack(o.member_epoch, o.heartbeat_interval_ms))
    t132 = o.assignment
    if t132 is None:
        a(b'\xff')
    else:
        a(b'\x01')
        l133 = t132.topic_partitions
        n134 = len(l133) + 1
        a(_UV[n134] if n134 < 128 else _uv(n134))
        for e135 in l133:
            a(_S_U.pack(e135.topic_id.bytes))
            l136 = e135.partitions
            n137 = len(l136)
            if n137 < 64:
                a(_CA_i[n137].pack(n137 + 1, *l136))
            else:
                a(_encode_array('i', l136, True))
            u138 = e135._unknown_tags
            if u138 is None:
                a(_H0)
            else:
                _write_tags(a, None, u138)
        u139 = t132._unknown_tags
        if u139 is None:
            a(_H0)
        else:
            _write_tags(a, None, u139)
    u140 = o._unknown_tags
    if u140 is None:
        a(_H0)
    else:
        _write_tags(a, None, u140)
    return b''.join(parts)


def _dec_ConsumerGroupHeartbeatResponse_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupHeartbeatResponse, int]:
    blen = len(buf)
    o = _new(ConsumerGroupHeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n141 = buf[pos] - 1
    if 0 <= n141 < 127:
        x142 = pos + 1 + n141
        if x142 > blen:
            raise _bad_length(n141, 'ConsumerGroupHeartbeatResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x142], 'utf-8')
        pos = x142
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatResponse.ErrorMessage')
    n143 = buf[pos] - 1
    if 0 <= n143 < 127:
        x144 = pos + 1 + n143
        if x144 > blen:
            raise _bad_length(n143, 'ConsumerGroupHeartbeatResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x144], 'utf-8')
        pos = x144
    else:
        o.member_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatResponse.MemberId')
    o.member_epoch, o.heartbeat_interval_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    if buf[pos] & 0x80:
        pos += 1
        o.assignment = None
    else:
        pos += 1
        t145 = _new(_C_ConsumerGroupHeartbeatResponse_Assignment)
        n146 = buf[pos] - 1
        if 0 <= n146 < 127:
            pos += 1
        else:
            n146, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions')
        l147: list[ConsumerGroupHeartbeatResponse.TopicPartitions] = []
        ap148 = l147.append
        for _ in range(n146):
            t149 = _new(_C_ConsumerGroupHeartbeatResponse_TopicPartitions)
            u150, = _S_U.unpack_from(buf, pos)
            pos += 16
            t149.topic_id = _uuid_from(u150)
            n151 = buf[pos] - 1
            if 0 <= n151 < 64:
                t149.partitions = list(_A_i[n151].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n151
            else:
                t149.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions')
            if buf[pos] == 0:
                pos += 1
                t149._unknown_tags = None
            else:
                nt152, pos = _ruv(buf, pos)
                if nt152 * 2 > blen - pos:
                    raise _array_too_long(nt152, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields', pos)
                uk153: list[tuple[int, bytes]] | None = None
                for _ in range(nt152):
                    tg154, pos = _ruv(buf, pos)
                    sz155, pos = _ruv(buf, pos)
                    x156 = pos + sz155
                    if x156 > blen:
                        raise _bad_length(sz155, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields', pos)
                    if uk153 is None:
                        uk153 = []
                    uk153.append((tg154, bytes(buf[pos:x156])))
                    pos = x156
                t149._unknown_tags = uk153
            ap148(t149)
        t145.topic_partitions = l147
        if buf[pos] == 0:
            pos += 1
            t145._unknown_tags = None
        else:
            nt157, pos = _ruv(buf, pos)
            if nt157 * 2 > blen - pos:
                raise _array_too_long(nt157, 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields', pos)
            uk158: list[tuple[int, bytes]] | None = None
            for _ in range(nt157):
                tg159, pos = _ruv(buf, pos)
                sz160, pos = _ruv(buf, pos)
                x161 = pos + sz160
                if x161 > blen:
                    raise _bad_length(sz160, 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields', pos)
                if uk158 is None:
                    uk158 = []
                uk158.append((tg159, bytes(buf[pos:x161])))
                pos = x161
            t145._unknown_tags = uk158
        o.assignment = t145
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt162, pos = _ruv(buf, pos)
        if nt162 * 2 > blen - pos:
            raise _array_too_long(nt162, 'ConsumerGroupHeartbeatResponse._tagged_fields', pos)
        uk163: list[tuple[int, bytes]] | None = None
        for _ in range(nt162):
            tg164, pos = _ruv(buf, pos)
            sz165, pos = _ruv(buf, pos)
            x166 = pos + sz165
            if x166 > blen:
                raise _bad_length(sz165, 'ConsumerGroupHeartbeatResponse._tagged_fields', pos)
            if uk163 is None:
                uk163 = []
            uk163.append((tg164, bytes(buf[pos:x166])))
            pos = x166
        o._unknown_tags = uk163
    return o, pos


def _enc_ConsumerGroupHeartbeatResponse_v1(o: ConsumerGroupHeartbeatResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s167 = o.error_message
    if s167 is None:
        a(_H0)
    else:
        b168 = s167.encode()
        n169 = len(b168) + 1
        a(_UV[n169] if n169 < 128 else _uv(n169))
        a(b168)
    s170 = o.member_id
    if s170 is None:
        a(_H0)
    else:
        b171 = s170.encode()
        n172 = len(b171) + 1
        a(_UV[n172] if n172 < 128 else _uv(n172))
        a(b171)
    a(_S_ii.pack(o.member_epoch, o.heartbeat_interval_ms))
    t173 = o.assignment
    if t173 is None:
        a(b'\xff')
    else:
        a(b'\x01')
        l174 = t173.topic_partitions
        n175 = len(l174) + 1
        a(_UV[n175] if n175 < 128 else _uv(n175))
        for e176 in l174:
            a(_S_U.pack(e176.topic_id.bytes))
            l177 = e176.partitions
            n178 = len(l177)
            if n178 < 64:
                a(_CA_i[n178].pack(n178 + 1, *l177))
            else:
                a(_encode_array('i', l177, True))
            u179 = e176._unknown_tags
            if u179 is None:
                a(_H0)
            else:
                _write_tags(a, None, u179)
        u180 = t173._unknown_tags
        if u180 is None:
            a(_H0)
        else:
            _write_tags(a, None, u180)
    u181 = o._unknown_tags
    if u181 is None:
        a(_H0)
    else:
        _write_tags(a, None, u181)
    return b''.join(parts)


def _dec_ConsumerGroupHeartbeatResponse_v1(buf: _Buffer, pos: int) -> tuple[ConsumerGroupHeartbeatResponse, int]:
    blen = len(buf)
    o = _new(ConsumerGroupHeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n182 = buf[pos] - 1
    if 0 <= n182 < 127:
        x183 = pos + 1 + n182
        if x183 > blen:
            raise _bad_length(n182, 'ConsumerGroupHeartbeatResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x183], 'utf-8')
        pos = x183
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatResponse.ErrorMessage')
    n184 = buf[pos] - 1
    if 0 <= n184 < 127:
        x185 = pos + 1 + n184
        if x185 > blen:
            raise _bad_length(n184, 'ConsumerGroupHeartbeatResponse.MemberId', pos)
        o.member_id = str(buf[pos + 1:x185], 'utf-8')
        pos = x185
    else:
        o.member_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupHeartbeatResponse.MemberId')
    o.member_epoch, o.heartbeat_interval_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    if buf[pos] & 0x80:
        pos += 1
        o.assignment = None
    else:
        pos += 1
        t186 = _new(_C_ConsumerGroupHeartbeatResponse_Assignment)
        n187 = buf[pos] - 1
        if 0 <= n187 < 127:
            pos += 1
        else:
            n187, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions')
        l188: list[ConsumerGroupHeartbeatResponse.TopicPartitions] = []
        ap189 = l188.append
        for _ in range(n187):
            t190 = _new(_C_ConsumerGroupHeartbeatResponse_TopicPartitions)
            u191, = _S_U.unpack_from(buf, pos)
            pos += 16
            t190.topic_id = _uuid_from(u191)
            n192 = buf[pos] - 1
            if 0 <= n192 < 64:
                t190.partitions = list(_A_i[n192].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n192
            else:
                t190.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions')
            if buf[pos] == 0:
                pos += 1
                t190._unknown_tags = None
            else:
                nt193, pos = _ruv(buf, pos)
                if nt193 * 2 > blen - pos:
                    raise _array_too_long(nt193, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields', pos)
                uk194: list[tuple[int, bytes]] | None = None
                for _ in range(nt193):
                    tg195, pos = _ruv(buf, pos)
                    sz196, pos = _ruv(buf, pos)
                    x197 = pos + sz196
                    if x197 > blen:
                        raise _bad_length(sz196, 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields', pos)
                    if uk194 is None:
                        uk194 = []
                    uk194.append((tg195, bytes(buf[pos:x197])))
                    pos = x197
                t190._unknown_tags = uk194
            ap189(t190)
        t186.topic_partitions = l188
        if buf[pos] == 0:
            pos += 1
            t186._unknown_tags = None
        else:
            nt198, pos = _ruv(buf, pos)
            if nt198 * 2 > blen - pos:
                raise _array_too_long(nt198, 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields', pos)
            uk199: list[tuple[int, bytes]] | None = None
            for _ in range(nt198):
                tg200, pos = _ruv(buf, pos)
                sz201, pos = _ruv(buf, pos)
                x202 = pos + sz201
                if x202 > blen:
                    raise _bad_length(sz201, 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields', pos)
                if uk199 is None:
                    uk199 = []
                uk199.append((tg200, bytes(buf[pos:x202])))
                pos = x202
            t186._unknown_tags = uk199
        o.assignment = t186
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt203, pos = _ruv(buf, pos)
        if nt203 * 2 > blen - pos:
            raise _array_too_long(nt203, 'ConsumerGroupHeartbeatResponse._tagged_fields', pos)
        uk204: list[tuple[int, bytes]] | None = None
        for _ in range(nt203):
            tg205, pos = _ruv(buf, pos)
            sz206, pos = _ruv(buf, pos)
            x207 = pos + sz206
            if x207 > blen:
                raise _bad_length(sz206, 'ConsumerGroupHeartbeatResponse._tagged_fields', pos)
            if uk204 is None:
                uk204 = []
            uk204.append((tg205, bytes(buf[pos:x207])))
            pos = x207
        o._unknown_tags = uk204
    return o, pos


ConsumerGroupHeartbeatResponse._ENC = {0: _enc_ConsumerGroupHeartbeatResponse_v0, 1: _enc_ConsumerGroupHeartbeatResponse_v1}
ConsumerGroupHeartbeatResponse._DEC = {0: _dec_ConsumerGroupHeartbeatResponse_v0, 1: _dec_ConsumerGroupHeartbeatResponse_v1}


_LINES = {
    193: 'ConsumerGroupHeartbeatRequest.GroupId',
    194: 'ConsumerGroupHeartbeatRequest.GroupId',
    195: 'ConsumerGroupHeartbeatRequest.GroupId',
    196: 'ConsumerGroupHeartbeatRequest.GroupId',
    197: 'ConsumerGroupHeartbeatRequest.GroupId',
    198: 'ConsumerGroupHeartbeatRequest.MemberId',
    199: 'ConsumerGroupHeartbeatRequest.MemberId',
    200: 'ConsumerGroupHeartbeatRequest.MemberId',
    201: 'ConsumerGroupHeartbeatRequest.MemberId',
    202: 'ConsumerGroupHeartbeatRequest.MemberId',
    203: 'ConsumerGroupHeartbeatRequest.MemberEpoch',
    204: 'ConsumerGroupHeartbeatRequest.InstanceId',
    205: 'ConsumerGroupHeartbeatRequest.InstanceId',
    206: 'ConsumerGroupHeartbeatRequest.InstanceId',
    207: 'ConsumerGroupHeartbeatRequest.InstanceId',
    208: 'ConsumerGroupHeartbeatRequest.InstanceId',
    209: 'ConsumerGroupHeartbeatRequest.InstanceId',
    210: 'ConsumerGroupHeartbeatRequest.InstanceId',
    211: 'ConsumerGroupHeartbeatRequest.InstanceId',
    212: 'ConsumerGroupHeartbeatRequest.RackId',
    213: 'ConsumerGroupHeartbeatRequest.RackId',
    214: 'ConsumerGroupHeartbeatRequest.RackId',
    215: 'ConsumerGroupHeartbeatRequest.RackId',
    216: 'ConsumerGroupHeartbeatRequest.RackId',
    217: 'ConsumerGroupHeartbeatRequest.RackId',
    218: 'ConsumerGroupHeartbeatRequest.RackId',
    219: 'ConsumerGroupHeartbeatRequest.RackId',
    220: 'ConsumerGroupHeartbeatRequest.RebalanceTimeoutMs',
    221: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    222: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    223: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    224: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    225: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    226: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    227: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    228: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    229: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    230: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    231: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    232: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    233: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    235: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    236: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    237: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    238: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    239: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    240: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    241: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    242: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    243: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    244: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    245: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    246: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    247: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    248: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    249: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    250: 'ConsumerGroupHeartbeatRequest.TopicPartitions.TopicId',
    251: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    252: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    254: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    256: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    257: 'ConsumerGroupHeartbeatRequest.TopicPartitions._unknown_tags',
    258: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    261: 'ConsumerGroupHeartbeatRequest.TopicPartitions._unknown_tags',
    262: 'ConsumerGroupHeartbeatRequest._unknown_tags',
    263: 'ConsumerGroupHeartbeatRequest',
    266: 'ConsumerGroupHeartbeatRequest._unknown_tags',
    273: 'ConsumerGroupHeartbeatRequest.GroupId',
    278: 'ConsumerGroupHeartbeatRequest.GroupId',
    281: 'ConsumerGroupHeartbeatRequest.GroupId',
    282: 'ConsumerGroupHeartbeatRequest.MemberId',
    287: 'ConsumerGroupHeartbeatRequest.MemberId',
    290: 'ConsumerGroupHeartbeatRequest.MemberId',
    291: 'ConsumerGroupHeartbeatRequest.MemberEpoch',
    293: 'ConsumerGroupHeartbeatRequest.InstanceId',
    298: 'ConsumerGroupHeartbeatRequest.InstanceId',
    301: 'ConsumerGroupHeartbeatRequest.InstanceId',
    302: 'ConsumerGroupHeartbeatRequest.RackId',
    307: 'ConsumerGroupHeartbeatRequest.RackId',
    310: 'ConsumerGroupHeartbeatRequest.RackId',
    311: 'ConsumerGroupHeartbeatRequest.RebalanceTimeoutMs',
    313: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    317: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    324: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    329: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    332: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    335: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    340: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    343: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    344: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    348: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    356: 'ConsumerGroupHeartbeatRequest.TopicPartitions.TopicId',
    359: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    361: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    364: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    365: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    369: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    374: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    375: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    387: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    391: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    396: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    397: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    412: 'ConsumerGroupHeartbeatRequest.GroupId',
    413: 'ConsumerGroupHeartbeatRequest.GroupId',
    414: 'ConsumerGroupHeartbeatRequest.GroupId',
    415: 'ConsumerGroupHeartbeatRequest.GroupId',
    416: 'ConsumerGroupHeartbeatRequest.GroupId',
    417: 'ConsumerGroupHeartbeatRequest.MemberId',
    418: 'ConsumerGroupHeartbeatRequest.MemberId',
    419: 'ConsumerGroupHeartbeatRequest.MemberId',
    420: 'ConsumerGroupHeartbeatRequest.MemberId',
    421: 'ConsumerGroupHeartbeatRequest.MemberId',
    422: 'ConsumerGroupHeartbeatRequest.MemberEpoch',
    423: 'ConsumerGroupHeartbeatRequest.InstanceId',
    424: 'ConsumerGroupHeartbeatRequest.InstanceId',
    425: 'ConsumerGroupHeartbeatRequest.InstanceId',
    426: 'ConsumerGroupHeartbeatRequest.InstanceId',
    427: 'ConsumerGroupHeartbeatRequest.InstanceId',
    428: 'ConsumerGroupHeartbeatRequest.InstanceId',
    429: 'ConsumerGroupHeartbeatRequest.InstanceId',
    430: 'ConsumerGroupHeartbeatRequest.InstanceId',
    431: 'ConsumerGroupHeartbeatRequest.RackId',
    432: 'ConsumerGroupHeartbeatRequest.RackId',
    433: 'ConsumerGroupHeartbeatRequest.RackId',
    434: 'ConsumerGroupHeartbeatRequest.RackId',
    435: 'ConsumerGroupHeartbeatRequest.RackId',
    436: 'ConsumerGroupHeartbeatRequest.RackId',
    437: 'ConsumerGroupHeartbeatRequest.RackId',
    438: 'ConsumerGroupHeartbeatRequest.RackId',
    439: 'ConsumerGroupHeartbeatRequest.RebalanceTimeoutMs',
    440: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    441: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    442: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    443: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    444: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    445: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    446: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    447: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    448: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    449: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    450: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    451: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    452: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    453: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    454: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    455: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    456: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    457: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    458: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    459: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    460: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    461: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    462: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    463: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    464: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    465: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    466: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    467: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    468: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    469: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    470: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    471: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    472: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    473: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    474: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    475: 'ConsumerGroupHeartbeatRequest.TopicPartitions.TopicId',
    476: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    477: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    479: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    481: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    482: 'ConsumerGroupHeartbeatRequest.TopicPartitions._unknown_tags',
    483: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    486: 'ConsumerGroupHeartbeatRequest.TopicPartitions._unknown_tags',
    487: 'ConsumerGroupHeartbeatRequest._unknown_tags',
    488: 'ConsumerGroupHeartbeatRequest',
    491: 'ConsumerGroupHeartbeatRequest._unknown_tags',
    498: 'ConsumerGroupHeartbeatRequest.GroupId',
    503: 'ConsumerGroupHeartbeatRequest.GroupId',
    506: 'ConsumerGroupHeartbeatRequest.GroupId',
    507: 'ConsumerGroupHeartbeatRequest.MemberId',
    512: 'ConsumerGroupHeartbeatRequest.MemberId',
    515: 'ConsumerGroupHeartbeatRequest.MemberId',
    516: 'ConsumerGroupHeartbeatRequest.MemberEpoch',
    518: 'ConsumerGroupHeartbeatRequest.InstanceId',
    523: 'ConsumerGroupHeartbeatRequest.InstanceId',
    526: 'ConsumerGroupHeartbeatRequest.InstanceId',
    527: 'ConsumerGroupHeartbeatRequest.RackId',
    532: 'ConsumerGroupHeartbeatRequest.RackId',
    535: 'ConsumerGroupHeartbeatRequest.RackId',
    536: 'ConsumerGroupHeartbeatRequest.RebalanceTimeoutMs',
    538: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    542: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    549: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    554: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    557: 'ConsumerGroupHeartbeatRequest.SubscribedTopicNames',
    560: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    565: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    568: 'ConsumerGroupHeartbeatRequest.SubscribedTopicRegex',
    569: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    574: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    577: 'ConsumerGroupHeartbeatRequest.ServerAssignor',
    578: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    582: 'ConsumerGroupHeartbeatRequest.TopicPartitions',
    590: 'ConsumerGroupHeartbeatRequest.TopicPartitions.TopicId',
    593: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    595: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    598: 'ConsumerGroupHeartbeatRequest.TopicPartitions.Partitions',
    599: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    603: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    608: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    609: 'ConsumerGroupHeartbeatRequest.TopicPartitions._tagged_fields',
    620: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    624: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    629: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    630: 'ConsumerGroupHeartbeatRequest._tagged_fields',
    801: 'ConsumerGroupHeartbeatResponse.ThrottleTimeMs,ErrorCode',
    802: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    803: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    804: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    805: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    806: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    807: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    808: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    809: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    810: 'ConsumerGroupHeartbeatResponse.MemberId',
    811: 'ConsumerGroupHeartbeatResponse.MemberId',
    812: 'ConsumerGroupHeartbeatResponse.MemberId',
    813: 'ConsumerGroupHeartbeatResponse.MemberId',
    814: 'ConsumerGroupHeartbeatResponse.MemberId',
    815: 'ConsumerGroupHeartbeatResponse.MemberId',
    816: 'ConsumerGroupHeartbeatResponse.MemberId',
    817: 'ConsumerGroupHeartbeatResponse.MemberId',
    818: 'ConsumerGroupHeartbeatResponse.MemberEpoch,HeartbeatIntervalMs',
    819: 'ConsumerGroupHeartbeatResponse.Assignment',
    820: 'ConsumerGroupHeartbeatResponse.Assignment',
    821: 'ConsumerGroupHeartbeatResponse.Assignment',
    822: 'ConsumerGroupHeartbeatResponse.Assignment',
    823: 'ConsumerGroupHeartbeatResponse.Assignment',
    824: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    825: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    826: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    827: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    828: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.TopicId',
    829: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    830: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    832: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    834: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    835: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._unknown_tags',
    836: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    839: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._unknown_tags',
    840: 'ConsumerGroupHeartbeatResponse.Assignment._unknown_tags',
    841: 'ConsumerGroupHeartbeatResponse.Assignment',
    844: 'ConsumerGroupHeartbeatResponse.Assignment._unknown_tags',
    845: 'ConsumerGroupHeartbeatResponse._unknown_tags',
    846: 'ConsumerGroupHeartbeatResponse',
    849: 'ConsumerGroupHeartbeatResponse._unknown_tags',
    856: 'ConsumerGroupHeartbeatResponse.ThrottleTimeMs,ErrorCode',
    858: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    863: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    866: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    867: 'ConsumerGroupHeartbeatResponse.MemberId',
    872: 'ConsumerGroupHeartbeatResponse.MemberId',
    875: 'ConsumerGroupHeartbeatResponse.MemberId',
    876: 'ConsumerGroupHeartbeatResponse.MemberEpoch,HeartbeatIntervalMs',
    878: 'ConsumerGroupHeartbeatResponse.Assignment',
    884: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    888: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    893: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.TopicId',
    896: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    898: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    901: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    902: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    906: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    911: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    912: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    923: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    927: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    932: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    933: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    943: 'ConsumerGroupHeartbeatResponse._tagged_fields',
    947: 'ConsumerGroupHeartbeatResponse._tagged_fields',
    952: 'ConsumerGroupHeartbeatResponse._tagged_fields',
    953: 'ConsumerGroupHeartbeatResponse._tagged_fields',
    968: 'ConsumerGroupHeartbeatResponse.ThrottleTimeMs,ErrorCode',
    969: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    970: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    971: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    972: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    973: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    974: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    975: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    976: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    977: 'ConsumerGroupHeartbeatResponse.MemberId',
    978: 'ConsumerGroupHeartbeatResponse.MemberId',
    979: 'ConsumerGroupHeartbeatResponse.MemberId',
    980: 'ConsumerGroupHeartbeatResponse.MemberId',
    981: 'ConsumerGroupHeartbeatResponse.MemberId',
    982: 'ConsumerGroupHeartbeatResponse.MemberId',
    983: 'ConsumerGroupHeartbeatResponse.MemberId',
    984: 'ConsumerGroupHeartbeatResponse.MemberId',
    985: 'ConsumerGroupHeartbeatResponse.MemberEpoch,HeartbeatIntervalMs',
    986: 'ConsumerGroupHeartbeatResponse.Assignment',
    987: 'ConsumerGroupHeartbeatResponse.Assignment',
    988: 'ConsumerGroupHeartbeatResponse.Assignment',
    989: 'ConsumerGroupHeartbeatResponse.Assignment',
    990: 'ConsumerGroupHeartbeatResponse.Assignment',
    991: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    992: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    993: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    994: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    995: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.TopicId',
    996: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    997: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    999: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    1001: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    1002: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._unknown_tags',
    1003: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    1006: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._unknown_tags',
    1007: 'ConsumerGroupHeartbeatResponse.Assignment._unknown_tags',
    1008: 'ConsumerGroupHeartbeatResponse.Assignment',
    1011: 'ConsumerGroupHeartbeatResponse.Assignment._unknown_tags',
    1012: 'ConsumerGroupHeartbeatResponse._unknown_tags',
    1013: 'ConsumerGroupHeartbeatResponse',
    1016: 'ConsumerGroupHeartbeatResponse._unknown_tags',
    1023: 'ConsumerGroupHeartbeatResponse.ThrottleTimeMs,ErrorCode',
    1025: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    1030: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    1033: 'ConsumerGroupHeartbeatResponse.ErrorMessage',
    1034: 'ConsumerGroupHeartbeatResponse.MemberId',
    1039: 'ConsumerGroupHeartbeatResponse.MemberId',
    1042: 'ConsumerGroupHeartbeatResponse.MemberId',
    1043: 'ConsumerGroupHeartbeatResponse.MemberEpoch,HeartbeatIntervalMs',
    1045: 'ConsumerGroupHeartbeatResponse.Assignment',
    1051: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    1055: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions',
    1060: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.TopicId',
    1063: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    1065: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    1068: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions.Partitions',
    1069: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    1073: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    1078: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    1079: 'ConsumerGroupHeartbeatResponse.Assignment.TopicPartitions._tagged_fields',
    1090: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    1094: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    1099: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    1100: 'ConsumerGroupHeartbeatResponse.Assignment._tagged_fields',
    1110: 'ConsumerGroupHeartbeatResponse._tagged_fields',
    1114: 'ConsumerGroupHeartbeatResponse._tagged_fields',
    1119: 'ConsumerGroupHeartbeatResponse._tagged_fields',
    1120: 'ConsumerGroupHeartbeatResponse._tagged_fields',
}
