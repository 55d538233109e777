# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from 16 schemas.
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

__all__ = ['ConsumerGroupCurrentMemberAssignmentKey', 'ConsumerGroupCurrentMemberAssignmentValue', 'ConsumerGroupMemberMetadataKey', 'ConsumerGroupMemberMetadataValue', 'ConsumerGroupMetadataKey', 'ConsumerGroupMetadataValue', 'ConsumerGroupTargetAssignmentMemberKey', 'ConsumerGroupTargetAssignmentMemberValue', 'ConsumerGroupTargetAssignmentMetadataKey', 'ConsumerGroupTargetAssignmentMetadataValue', 'ConsumerProtocolAssignment', 'ConsumerProtocolSubscription', 'GroupMetadataKey', 'GroupMetadataValue', 'OffsetCommitKey', 'OffsetCommitValue']

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
_S_ii = Struct('>ii')
_S_iib = Struct('>iib')
_S_q = Struct('>q')
_S_qi = Struct('>qi')
_S_qq = Struct('>qq')


class ConsumerGroupCurrentMemberAssignmentKey(_Message):
    """ConsumerGroupCurrentMemberAssignmentKey (data): versions 0; not flexible."""

    __slots__ = ('group', 'member_id')
    NAME = 'ConsumerGroupCurrentMemberAssignmentKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group: str
    """Group id.

    `Group` (string): versions 0; default ''."""
    member_id: str
    """Member id.

    `MemberId` (string): versions 0; default ''."""

    def __init__(
        self,
        *,
        group: str = '',
        member_id: str = '',
    ) -> None:
        self.group = group
        self.member_id = member_id


ConsumerGroupCurrentMemberAssignmentKey.FIELDS = (
    _FI('Group', 'group', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberId', 'member_id', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
)


def _enc_ConsumerGroupCurrentMemberAssignmentKey_v0(o: ConsumerGroupCurrentMemberAssignmentKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.group
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    s4 = o.member_id
    b5 = s4.encode()
    a(_S_h.pack(len(b5)))
    a(b5)
    return b''.join(parts)


def _dec_ConsumerGroupCurrentMemberAssignmentKey_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupCurrentMemberAssignmentKey, int]:
    blen = len(buf)
    o = _new(ConsumerGroupCurrentMemberAssignmentKey)
    n7, = _S_h.unpack_from(buf, pos)
    if n7 >= 0:
        x8 = pos + 2 + n7
        if x8 > blen:
            raise _bad_length(n7, 'ConsumerGroupCurrentMemberAssignmentKey.Group', pos)
        o.group = str(buf[pos + 2:x8], 'utf-8')
        pos = x8
    else:
        o.group, pos = _read_string(buf, pos, False, False, 'ConsumerGroupCurrentMemberAssignmentKey.Group')
    n9, = _S_h.unpack_from(buf, pos)
    if n9 >= 0:
        x10 = pos + 2 + n9
        if x10 > blen:
            raise _bad_length(n9, 'ConsumerGroupCurrentMemberAssignmentKey.MemberId', pos)
        o.member_id = str(buf[pos + 2:x10], 'utf-8')
        pos = x10
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'ConsumerGroupCurrentMemberAssignmentKey.MemberId')
    return o, pos


ConsumerGroupCurrentMemberAssignmentKey._ENC = {0: _enc_ConsumerGroupCurrentMemberAssignmentKey_v0}
ConsumerGroupCurrentMemberAssignmentKey._DEC = {0: _dec_ConsumerGroupCurrentMemberAssignmentKey_v0}


class ConsumerGroupCurrentMemberAssignmentValue(_Message):
    """ConsumerGroupCurrentMemberAssignmentValue (data): versions 0; flexible in 0."""

    __slots__ = ('member_epoch', 'previous_member_epoch', 'state', 'assigned_partitions', 'partitions_pending_revocation', '_unknown_tags')
    NAME = 'ConsumerGroupCurrentMemberAssignmentValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    member_epoch: int
    """Epoch the member is expected to heartbeat with.

    `MemberEpoch` (int32): versions 0+; default 0."""
    previous_member_epoch: int
    """The epoch before the last bump (a member that missed the bump retries with it).

    `PreviousMemberEpoch` (int32): versions 0+; default 0."""
    state: int
    """Member state.

    `State` (int8): versions 0+; default 0."""
    assigned_partitions: list[ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions]
    """Partitions assigned to (owned by) the member.

    `AssignedPartitions` ([]TopicPartitions): versions 0+; default []."""
    partitions_pending_revocation: list[ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions]
    """Partitions the member must revoke.

    `PartitionsPendingRevocation` ([]TopicPartitions): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        member_epoch: int = 0,
        previous_member_epoch: int = 0,
        state: int = 0,
        assigned_partitions: list[ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions] = _EMPTY,
        partitions_pending_revocation: list[ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.member_epoch = member_epoch
        self.previous_member_epoch = previous_member_epoch
        self.state = state
        self.assigned_partitions = [] if assigned_partitions is _EMPTY else assigned_partitions
        self.partitions_pending_revocation = [] if partitions_pending_revocation is _EMPTY else partitions_pending_revocation
        self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        """Partitions assigned to (owned by) the member.

        TopicPartitions (in ConsumerGroupCurrentMemberAssignmentValue): versions 0+."""

        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions'

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


_C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions = ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions
ConsumerGroupCurrentMemberAssignmentValue.FIELDS = (
    _FI('MemberEpoch', 'member_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PreviousMemberEpoch', 'previous_member_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('State', 'state', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('AssignedPartitions', 'assigned_partitions', '[]TopicPartitions', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions),
    _FI('PartitionsPendingRevocation', 'partitions_pending_revocation', '[]TopicPartitions', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions),
)
_C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions = _C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions()

def _mk_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions() -> ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions:
    o = _new(_C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_ConsumerGroupCurrentMemberAssignmentValue_v0(o: ConsumerGroupCurrentMemberAssignmentValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iib.pack(o.member_epoch, o.previous_member_epoch, o.state))
    l11 = o.assigned_partitions
    n12 = len(l11) + 1
    a(_UV[n12] if n12 < 128 else _uv(n12))
    for e13 in l11:
        a(_S_U.pack(e13.topic_id.bytes))
        l14 = e13.partitions
        n15 = len(l14)
        if n15 < 64:
            a(_CA_i[n15].pack(n15 + 1, *l14))
        else:
            a(_encode_array('i', l14, True))
        u16 = e13._unknown_tags
        if u16 is None:
            a(_H0)
        else:
            _write_tags(a, None, u16)
    l17 = o.partitions_pending_revocation
    n18 = len(l17) + 1
    a(_UV[n18] if n18 < 128 else _uv(n18))
    for e19 in l17:
        a(_S_U.pack(e19.topic_id.bytes))
        l20 = e19.partitions
        n21 = len(l20)
        if n21 < 64:
            a(_CA_i[n21].pack(n21 + 1, *l20))
        else:
            a(_encode_array('i', l20, True))
        u22 = e19._unknown_tags
        if u22 is None:
            a(_H0)
        else:
            _write_tags(a, None, u22)
    u23 = o._unknown_tags
    if u23 is None:
        a(_H0)
    else:
        _write_tags(a, None, u23)
    return b''.join(parts)


def _dec_ConsumerGroupCurrentMemberAssignmentValue_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupCurrentMemberAssignmentValue, int]:
    blen = len(buf)
    o = _new(ConsumerGroupCurrentMemberAssignmentValue)
    o.member_epoch, o.previous_member_epoch, o.state = _S_iib.unpack_from(buf, pos)
    pos += 9
    n24 = buf[pos] - 1
    if 0 <= n24 < 127:
        pos += 1
    else:
        n24, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions')
    l25: list[ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions] = []
    ap26 = l25.append
    for _ in range(n24):
        t27 = _new(_C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions)
        u28, = _S_U.unpack_from(buf, pos)
        pos += 16
        t27.topic_id = _uuid_from(u28)
        n29 = buf[pos] - 1
        if 0 <= n29 < 64:
            t27.partitions = list(_A_i[n29].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n29
        else:
            t27.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions')
        if buf[pos] == 0:
            pos += 1
            t27._unknown_tags = None
        else:
            nt30, pos = _ruv(buf, pos)
            if nt30 * 2 > blen - pos:
                raise _array_too_long(nt30, 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields', pos)
            uk31: list[tuple[int, bytes]] | None = None
            for _ in range(nt30):
                tg32, pos = _ruv(buf, pos)
                sz33, pos = _ruv(buf, pos)
                x34 = pos + sz33
                if x34 > blen:
                    raise _bad_length(sz33, 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields', pos)
                if uk31 is None:
                    uk31 = []
                uk31.append((tg32, bytes(buf[pos:x34])))
                pos = x34
            t27._unknown_tags = uk31
        ap26(t27)
    o.assigned_partitions = l25
    n35 = buf[pos] - 1
    if 0 <= n35 < 127:
        pos += 1
    else:
        n35, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation')
    l36: list[ConsumerGroupCurrentMemberAssignmentValue.TopicPartitions] = []
    ap37 = l36.append
    for _ in range(n35):
        t38 = _new(_C_ConsumerGroupCurrentMemberAssignmentValue_TopicPartitions)
        u39, = _S_U.unpack_from(buf, pos)
        pos += 16
        t38.topic_id = _uuid_from(u39)
        n40 = buf[pos] - 1
        if 0 <= n40 < 64:
            t38.partitions = list(_A_i[n40].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n40
        else:
            t38.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions')
        if buf[pos] == 0:
            pos += 1
            t38._unknown_tags = None
        else:
            nt41, pos = _ruv(buf, pos)
            if nt41 * 2 > blen - pos:
                raise _array_too_long(nt41, 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields', pos)
            uk42: list[tuple[int, bytes]] | None = None
            for _ in range(nt41):
                tg43, pos = _ruv(buf, pos)
                sz44, pos = _ruv(buf, pos)
                x45 = pos + sz44
                if x45 > blen:
                    raise _bad_length(sz44, 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields', pos)
                if uk42 is None:
                    uk42 = []
                uk42.append((tg43, bytes(buf[pos:x45])))
                pos = x45
            t38._unknown_tags = uk42
        ap37(t38)
    o.partitions_pending_revocation = l36
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt46, pos = _ruv(buf, pos)
        if nt46 * 2 > blen - pos:
            raise _array_too_long(nt46, 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields', pos)
        uk47: list[tuple[int, bytes]] | None = None
        for _ in range(nt46):
            tg48, pos = _ruv(buf, pos)
            sz49, pos = _ruv(buf, pos)
            x50 = pos + sz49
            if x50 > blen:
                raise _bad_length(sz49, 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields', pos)
            if uk47 is None:
                uk47 = []
            uk47.append((tg48, bytes(buf[pos:x50])))
            pos = x50
        o._unknown_tags = uk47
    return o, pos


ConsumerGroupCurrentMemberAssignmentValue._ENC = {0: _enc_ConsumerGroupCurrentMemberAssignmentValue_v0}
ConsumerGroupCurrentMemberAssignmentValue._DEC = {0: _dec_ConsumerGroupCurrentMemberAssignmentValue_v0}


class ConsumerGroupMemberMetadataKey(_Message):
    """ConsumerGroupMemberMetadataKey (data): versions 0; not flexible."""

    __slots__ = ('group', 'member_id')
    NAME = 'ConsumerGroupMemberMetadataKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group: str
    """Group id.

    `Group` (string): versions 0; default ''."""
    member_id: str
    """Member id.

    `MemberId` (string): versions 0; default ''."""

    def __init__(
        self,
        *,
        group: str = '',
        member_id: str = '',
    ) -> None:
        self.group = group
        self.member_id = member_id


ConsumerGroupMemberMetadataKey.FIELDS = (
    _FI('Group', 'group', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberId', 'member_id', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
)


def _enc_ConsumerGroupMemberMetadataKey_v0(o: ConsumerGroupMemberMetadataKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s51 = o.group
    b52 = s51.encode()
    a(_S_h.pack(len(b52)))
    a(b52)
    s54 = o.member_id
    b55 = s54.encode()
    a(_S_h.pack(len(b55)))
    a(b55)
    return b''.join(parts)


def _dec_ConsumerGroupMemberMetadataKey_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupMemberMetadataKey, int]:
    blen = len(buf)
    o = _new(ConsumerGroupMemberMetadataKey)
    n57, = _S_h.unpack_from(buf, pos)
    if n57 >= 0:
        x58 = pos + 2 + n57
        if x58 > blen:
            raise _bad_length(n57, 'ConsumerGroupMemberMetadataKey.Group', pos)
        o.group = str(buf[pos + 2:x58], 'utf-8')
        pos = x58
    else:
        o.group, pos = _read_string(buf, pos, False, False, 'ConsumerGroupMemberMetadataKey.Group')
    n59, = _S_h.unpack_from(buf, pos)
    if n59 >= 0:
        x60 = pos + 2 + n59
        if x60 > blen:
            raise _bad_length(n59, 'ConsumerGroupMemberMetadataKey.MemberId', pos)
        o.member_id = str(buf[pos + 2:x60], 'utf-8')
        pos = x60
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'ConsumerGroupMemberMetadataKey.MemberId')
    return o, pos


ConsumerGroupMemberMetadataKey._ENC = {0: _enc_ConsumerGroupMemberMetadataKey_v0}
ConsumerGroupMemberMetadataKey._DEC = {0: _dec_ConsumerGroupMemberMetadataKey_v0}


class ConsumerGroupMemberMetadataValue(_Message):
    """ConsumerGroupMemberMetadataValue (data): versions 0; flexible in 0."""

    __slots__ = ('instance_id', 'rack_id', 'client_id', 'client_host', 'subscribed_topic_names', 'subscribed_topic_regex', 'rebalance_timeout_ms', 'server_assignor', '_unknown_tags')
    NAME = 'ConsumerGroupMemberMetadataValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    instance_id: str | None
    """Static instance id, or null.

    `InstanceId` (string): versions 0+; nullable in 0+; default ''."""
    rack_id: str | None
    """Rack, or null.

    `RackId` (string): versions 0+; nullable in 0+; default ''."""
    client_id: str
    """Client id.

    `ClientId` (string): versions 0+; default ''."""
    client_host: str
    """Client host.

    `ClientHost` (string): versions 0+; default ''."""
    subscribed_topic_names: list[str]
    """Subscribed topic names.

    `SubscribedTopicNames` ([]string): versions 0+; default []."""
    subscribed_topic_regex: str | None
    """Subscribed regular expression, or null.

    `SubscribedTopicRegex` (string): versions 0+; nullable in 0+; default ''."""
    rebalance_timeout_ms: int
    """Rebalance timeout in ms.

    `RebalanceTimeoutMs` (int32): versions 0+; default -1."""
    server_assignor: str | None
    """Server-side assignor the member asked for, or null.

    `ServerAssignor` (string): versions 0+; nullable in 0+; default ''."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        instance_id: str | None = '',
        rack_id: str | None = '',
        client_id: str = '',
        client_host: str = '',
        subscribed_topic_names: list[str] = _EMPTY,
        subscribed_topic_regex: str | None = '',
        rebalance_timeout_ms: int = -1,
        server_assignor: str | None = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.client_id = client_id
        self.client_host = client_host
        self.subscribed_topic_names = [] if subscribed_topic_names is _EMPTY else subscribed_topic_names
        self.subscribed_topic_regex = subscribed_topic_regex
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.server_assignor = server_assignor
        self._unknown_tags = _unknown_tags


ConsumerGroupMemberMetadataValue.FIELDS = (
    _FI('InstanceId', 'instance_id', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('RackId', 'rack_id', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('ClientId', 'client_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ClientHost', 'client_host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('SubscribedTopicNames', 'subscribed_topic_names', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('SubscribedTopicRegex', 'subscribed_topic_regex', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('RebalanceTimeoutMs', 'rebalance_timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('ServerAssignor', 'server_assignor', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
)


def _enc_ConsumerGroupMemberMetadataValue_v0(o: ConsumerGroupMemberMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s61 = o.instance_id
    if s61 is None:
        a(_H0)
    else:
        b62 = s61.encode()
        n63 = len(b62) + 1
        a(_UV[n63] if n63 < 128 else _uv(n63))
        a(b62)
    s64 = o.rack_id
    if s64 is None:
        a(_H0)
    else:
        b65 = s64.encode()
        n66 = len(b65) + 1
        a(_UV[n66] if n66 < 128 else _uv(n66))
        a(b65)
    s67 = o.client_id
    b68 = s67.encode()
    n69 = len(b68) + 1
    a(_UV[n69] if n69 < 128 else _uv(n69))
    a(b68)
    s70 = o.client_host
    b71 = s70.encode()
    n72 = len(b71) + 1
    a(_UV[n72] if n72 < 128 else _uv(n72))
    a(b71)
    l73 = o.subscribed_topic_names
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
    a(_S_i.pack(o.rebalance_timeout_ms))
    s82 = o.server_assignor
    if s82 is None:
        a(_H0)
    else:
        b83 = s82.encode()
        n84 = len(b83) + 1
        a(_UV[n84] if n84 < 128 else _uv(n84))
        a(b83)
    u85 = o._unknown_tags
    if u85 is None:
        a(_H0)
    else:
        _write_tags(a, None, u85)
    return b''.join(parts)


def _dec_ConsumerGroupMemberMetadataValue_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupMemberMetadataValue, int]:
    blen = len(buf)
    o = _new(ConsumerGroupMemberMetadataValue)
    n86 = buf[pos] - 1
    if 0 <= n86 < 127:
        x87 = pos + 1 + n86
        if x87 > blen:
            raise _bad_length(n86, 'ConsumerGroupMemberMetadataValue.InstanceId', pos)
        o.instance_id = str(buf[pos + 1:x87], 'utf-8')
        pos = x87
    else:
        o.instance_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupMemberMetadataValue.InstanceId')
    n88 = buf[pos] - 1
    if 0 <= n88 < 127:
        x89 = pos + 1 + n88
        if x89 > blen:
            raise _bad_length(n88, 'ConsumerGroupMemberMetadataValue.RackId', pos)
        o.rack_id = str(buf[pos + 1:x89], 'utf-8')
        pos = x89
    else:
        o.rack_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupMemberMetadataValue.RackId')
    n90 = buf[pos] - 1
    if 0 <= n90 < 127:
        x91 = pos + 1 + n90
        if x91 > blen:
            raise _bad_length(n90, 'ConsumerGroupMemberMetadataValue.ClientId', pos)
        o.client_id = str(buf[pos + 1:x91], 'utf-8')
        pos = x91
    else:
        o.client_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupMemberMetadataValue.ClientId')
    n92 = buf[pos] - 1
    if 0 <= n92 < 127:
        x93 = pos + 1 + n92
        if x93 > blen:
            raise _bad_length(n92, 'ConsumerGroupMemberMetadataValue.ClientHost', pos)
        o.client_host = str(buf[pos + 1:x93], 'utf-8')
        pos = x93
    else:
        o.client_host, pos = _read_string(buf, pos, True, False, 'ConsumerGroupMemberMetadataValue.ClientHost')
    n94 = buf[pos] - 1
    if 0 <= n94 < 127:
        pos += 1
    else:
        n94, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames')
    l95: list[str] = []
    ap96 = l95.append
    for _ in range(n94):
        n98 = buf[pos] - 1
        if 0 <= n98 < 127:
            x99 = pos + 1 + n98
            if x99 > blen:
                raise _bad_length(n98, 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames', pos)
            v97 = str(buf[pos + 1:x99], 'utf-8')
            pos = x99
        else:
            v97, pos = _read_string(buf, pos, True, False, 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames')
        ap96(v97)
    o.subscribed_topic_names = l95
    n100 = buf[pos] - 1
    if 0 <= n100 < 127:
        x101 = pos + 1 + n100
        if x101 > blen:
            raise _bad_length(n100, 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex', pos)
        o.subscribed_topic_regex = str(buf[pos + 1:x101], 'utf-8')
        pos = x101
    else:
        o.subscribed_topic_regex, pos = _read_string(buf, pos, True, True, 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex')
    o.rebalance_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n102 = buf[pos] - 1
    if 0 <= n102 < 127:
        x103 = pos + 1 + n102
        if x103 > blen:
            raise _bad_length(n102, 'ConsumerGroupMemberMetadataValue.ServerAssignor', pos)
        o.server_assignor = str(buf[pos + 1:x103], 'utf-8')
        pos = x103
    else:
        o.server_assignor, pos = _read_string(buf, pos, True, True, 'ConsumerGroupMemberMetadataValue.ServerAssignor')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt104, pos = _ruv(buf, pos)
        if nt104 * 2 > blen - pos:
            raise _array_too_long(nt104, 'ConsumerGroupMemberMetadataValue._tagged_fields', pos)
        uk105: list[tuple[int, bytes]] | None = None
        for _ in range(nt104):
            tg106, pos = _ruv(buf, pos)
            sz107, pos = _ruv(buf, pos)
            x108 = pos + sz107
            if x108 > blen:
                raise _bad_length(sz107, 'ConsumerGroupMemberMetadataValue._tagged_fields', pos)
            if uk105 is None:
                uk105 = []
            uk105.append((tg106, bytes(buf[pos:x108])))
            pos = x108
        o._unknown_tags = uk105
    return o, pos


ConsumerGroupMemberMetadataValue._ENC = {0: _enc_ConsumerGroupMemberMetadataValue_v0}
ConsumerGroupMemberMetadataValue._DEC = {0: _dec_ConsumerGroupMemberMetadataValue_v0}


class ConsumerGroupMetadataKey(_Message):
    """ConsumerGroupMetadataKey (data): versions 0; not flexible."""

    __slots__ = ('group',)
    NAME = 'ConsumerGroupMetadataKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group: str
    """Group id.

    `Group` (string): versions 0; default ''."""

    def __init__(
        self,
        *,
        group: str = '',
    ) -> None:
        self.group = group


ConsumerGroupMetadataKey.FIELDS = (
    _FI('Group', 'group', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
)


def _enc_ConsumerGroupMetadataKey_v0(o: ConsumerGroupMetadataKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s109 = o.group
    b110 = s109.encode()
    a(_S_h.pack(len(b110)))
    a(b110)
    return b''.join(parts)


def _dec_ConsumerGroupMetadataKey_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupMetadataKey, int]:
    blen = len(buf)
    o = _new(ConsumerGroupMetadataKey)
    n112, = _S_h.unpack_from(buf, pos)
    if n112 >= 0:
        x113 = pos + 2 + n112
        if x113 > blen:
            raise _bad_length(n112, 'ConsumerGroupMetadataKey.Group', pos)
        o.group = str(buf[pos + 2:x113], 'utf-8')
        pos = x113
    else:
        o.group, pos = _read_string(buf, pos, False, False, 'ConsumerGroupMetadataKey.Group')
    return o, pos


ConsumerGroupMetadataKey._ENC = {0: _enc_ConsumerGroupMetadataKey_v0}
ConsumerGroupMetadataKey._DEC = {0: _dec_ConsumerGroupMetadataKey_v0}


class ConsumerGroupMetadataValue(_Message):
    """ConsumerGroupMetadataValue (data): versions 0; flexible in 0."""

    __slots__ = ('epoch', 'metadata_hash', '_unknown_tags')
    NAME = 'ConsumerGroupMetadataValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    epoch: int
    """Group epoch.

    `Epoch` (int32): versions 0+; default 0."""
    metadata_hash: int
    """Hash of the metadata of the subscribed topics the assignment was computed from.

    `MetadataHash` (int64): versions 0+; tagged (tag 0) in 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        epoch: int = 0,
        metadata_hash: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.epoch = epoch
        self.metadata_hash = metadata_hash
        self._unknown_tags = _unknown_tags


ConsumerGroupMetadataValue.FIELDS = (
    _FI('Epoch', 'epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MetadataHash', 'metadata_hash', 'int64', (0, 32767), (1, 0), (0, 32767), 0, 0, False, None),
)


def _enc_ConsumerGroupMetadataValue_v0(o: ConsumerGroupMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.epoch))
    k114: list[tuple[int, bytes]] = []
    if o.metadata_hash != 0:
        p115: list[bytes] = []
        p115.append(_S_q.pack(o.metadata_hash))
        k114.append((0, b''.join(p115)))
    u116 = o._unknown_tags
    if k114 or u116 is not None:
        _write_tags(a, k114, u116)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_ConsumerGroupMetadataValue_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupMetadataValue, int]:
    blen = len(buf)
    o = _new(ConsumerGroupMetadataValue)
    o.epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.metadata_hash = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt117, pos = _ruv(buf, pos)
        if nt117 * 2 > blen - pos:
            raise _array_too_long(nt117, 'ConsumerGroupMetadataValue._tagged_fields', pos)
        uk118: list[tuple[int, bytes]] | None = None
        for _ in range(nt117):
            tg119, pos = _ruv(buf, pos)
            sz120, pos = _ruv(buf, pos)
            x121 = pos + sz120
            if x121 > blen:
                raise _bad_length(sz120, 'ConsumerGroupMetadataValue._tagged_fields', pos)
            if tg119 == 0:
                o.metadata_hash, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x121:
                    raise _tag_size_mismatch(tg119, 'ConsumerGroupMetadataValue.MetadataHash', pos)
            else:
                if uk118 is None:
                    uk118 = []
                uk118.append((tg119, bytes(buf[pos:x121])))
                pos = x121
        o._unknown_tags = uk118
    return o, pos


ConsumerGroupMetadataValue._ENC = {0: _enc_ConsumerGroupMetadataValue_v0}
ConsumerGroupMetadataValue._DEC = {0: _dec_ConsumerGroupMetadataValue_v0}


class ConsumerGroupTargetAssignmentMemberKey(_Message):
    """ConsumerGroupTargetAssignmentMemberKey (data): versions 0; not flexible."""

    __slots__ = ('group', 'member_id')
    NAME = 'ConsumerGroupTargetAssignmentMemberKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group: str
    """Group id.

    `Group` (string): versions 0; default ''."""
    member_id: str
    """Member id.

    `MemberId` (string): versions 0; default ''."""

    def __init__(
        self,
        *,
        group: str = '',
        member_id: str = '',
    ) -> None:
        self.group = group
        self.member_id = member_id


ConsumerGroupTargetAssignmentMemberKey.FIELDS = (
    _FI('Group', 'group', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberId', 'member_id', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
)


def _enc_ConsumerGroupTargetAssignmentMemberKey_v0(o: ConsumerGroupTargetAssignmentMemberKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s122 = o.group
    b123 = s122.encode()
    a(_S_h.pack(len(b123)))
    a(b123)
    s125 = o.member_id
    b126 = s125.encode()
    a(_S_h.pack(len(b126)))
    a(b126)
    return b''.join(parts)


def _dec_ConsumerGroupTargetAssignmentMemberKey_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupTargetAssignmentMemberKey, int]:
    blen = len(buf)
    o = _new(ConsumerGroupTargetAssignmentMemberKey)
    n128, = _S_h.unpack_from(buf, pos)
    if n128 >= 0:
        x129 = pos + 2 + n128
        if x129 > blen:
            raise _bad_length(n128, 'ConsumerGroupTargetAssignmentMemberKey.Group', pos)
        o.group = str(buf[pos + 2:x129], 'utf-8')
        pos = x129
    else:
        o.group, pos = _read_string(buf, pos, False, False, 'ConsumerGroupTargetAssignmentMemberKey.Group')
    n130, = _S_h.unpack_from(buf, pos)
    if n130 >= 0:
        x131 = pos + 2 + n130
        if x131 > blen:
            raise _bad_length(n130, 'ConsumerGroupTargetAssignmentMemberKey.MemberId', pos)
        o.member_id = str(buf[pos + 2:x131], 'utf-8')
        pos = x131
    else:
        o.member_id, pos = _read_string(buf, pos, False, False, 'ConsumerGroupTargetAssignmentMemberKey.MemberId')
    return o, pos


ConsumerGroupTargetAssignmentMemberKey._ENC = {0: _enc_ConsumerGroupTargetAssignmentMemberKey_v0}
ConsumerGroupTargetAssignmentMemberKey._DEC = {0: _dec_ConsumerGroupTargetAssignmentMemberKey_v0}


class ConsumerGroupTargetAssignmentMemberValue(_Message):
    """ConsumerGroupTargetAssignmentMemberValue (data): versions 0; flexible in 0."""

    __slots__ = ('topic_partitions', '_unknown_tags')
    NAME = 'ConsumerGroupTargetAssignmentMemberValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    topic_partitions: list[ConsumerGroupTargetAssignmentMemberValue.TopicPartition]
    """Assigned partitions.

    `TopicPartitions` ([]TopicPartition): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topic_partitions: list[ConsumerGroupTargetAssignmentMemberValue.TopicPartition] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
        self._unknown_tags = _unknown_tags

    class TopicPartition(_Message):
        """Assigned partitions.

        TopicPartition (in ConsumerGroupTargetAssignmentMemberValue): versions 0+."""

        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'ConsumerGroupTargetAssignmentMemberValue.TopicPartition'

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


_C_ConsumerGroupTargetAssignmentMemberValue_TopicPartition = ConsumerGroupTargetAssignmentMemberValue.TopicPartition
ConsumerGroupTargetAssignmentMemberValue.FIELDS = (
    _FI('TopicPartitions', 'topic_partitions', '[]TopicPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupTargetAssignmentMemberValue_TopicPartition),
)
_C_ConsumerGroupTargetAssignmentMemberValue_TopicPartition.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ConsumerGroupTargetAssignmentMemberValue_TopicPartition = _C_ConsumerGroupTargetAssignmentMemberValue_TopicPartition()

def _mk_ConsumerGroupTargetAssignmentMemberValue_TopicPartition() -> ConsumerGroupTargetAssignmentMemberValue.TopicPartition:
    o = _new(_C_ConsumerGroupTargetAssignmentMemberValue_TopicPartition)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_ConsumerGroupTargetAssignmentMemberValue_v0(o: ConsumerGroupTargetAssignmentMemberValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l132 = o.topic_partitions
    n133 = len(l132) + 1
    a(_UV[n133] if n133 < 128 else _uv(n133))
    for e134 in l132:
        a(_S_U.pack(e134.topic_id.bytes))
        l135 = e134.partitions
        n136 = len(l135)
        if n136 < 64:
            a(_CA_i[n136].pack(n136 + 1, *l135))
        else:
            a(_encode_array('i', l135, True))
        u137 = e134._unknown_tags
        if u137 is None:
            a(_H0)
        else:
            _write_tags(a, None, u137)
    u138 = o._unknown_tags
    if u138 is None:
        a(_H0)
    else:
        _write_tags(a, None, u138)
    return b''.join(parts)


def _dec_ConsumerGroupTargetAssignmentMemberValue_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupTargetAssignmentMemberValue, int]:
    blen = len(buf)
    o = _new(ConsumerGroupTargetAssignmentMemberValue)
    n139 = buf[pos] - 1
    if 0 <= n139 < 127:
        pos += 1
    else:
        n139, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions')
    l140: list[ConsumerGroupTargetAssignmentMemberValue.TopicPartition] = []
    ap141 = l140.append
    for _ in range(n139):
        t142 = _new(_C_ConsumerGroupTargetAssignmentMemberValue_TopicPartition)
        u143, = _S_U.unpack_from(buf, pos)
        pos += 16
        t142.topic_id = _uuid_from(u143)
        n144 = buf[pos] - 1
        if 0 <= n144 < 64:
            t142.partitions = list(_A_i[n144].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n144
        else:
            t142.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions')
        if buf[pos] == 0:
            pos += 1
            t142._unknown_tags = None
        else:
            nt145, pos = _ruv(buf, pos)
            if nt145 * 2 > blen - pos:
                raise _array_too_long(nt145, 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields', pos)
            uk146: list[tuple[int, bytes]] | None = None
            for _ in range(nt145):
                tg147, pos = _ruv(buf, pos)
                sz148, pos = _ruv(buf, pos)
                x149 = pos + sz148
                if x149 > blen:
                    raise _bad_length(sz148, 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields', pos)
                if uk146 is None:
                    uk146 = []
                uk146.append((tg147, bytes(buf[pos:x149])))
                pos = x149
            t142._unknown_tags = uk146
        ap141(t142)
    o.topic_partitions = l140
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt150, pos = _ruv(buf, pos)
        if nt150 * 2 > blen - pos:
            raise _array_too_long(nt150, 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields', pos)
        uk151: list[tuple[int, bytes]] | None = None
        for _ in range(nt150):
            tg152, pos = _ruv(buf, pos)
            sz153, pos = _ruv(buf, pos)
            x154 = pos + sz153
            if x154 > blen:
                raise _bad_length(sz153, 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields', pos)
            if uk151 is None:
                uk151 = []
            uk151.append((tg152, bytes(buf[pos:x154])))
            pos = x154
        o._unknown_tags = uk151
    return o, pos


ConsumerGroupTargetAssignmentMemberValue._ENC = {0: _enc_ConsumerGroupTargetAssignmentMemberValue_v0}
ConsumerGroupTargetAssignmentMemberValue._DEC = {0: _dec_ConsumerGroupTargetAssignmentMemberValue_v0}


class ConsumerGroupTargetAssignmentMetadataKey(_Message):
    """ConsumerGroupTargetAssignmentMetadataKey (data): versions 0; not flexible."""

    __slots__ = ('group',)
    NAME = 'ConsumerGroupTargetAssignmentMetadataKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group: str
    """Group id.

    `Group` (string): versions 0; default ''."""

    def __init__(
        self,
        *,
        group: str = '',
    ) -> None:
        self.group = group


ConsumerGroupTargetAssignmentMetadataKey.FIELDS = (
    _FI('Group', 'group', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
)


def _enc_ConsumerGroupTargetAssignmentMetadataKey_v0(o: ConsumerGroupTargetAssignmentMetadataKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s155 = o.group
    b156 = s155.encode()
    a(_S_h.pack(len(b156)))
    a(b156)
    return b''.join(parts)


def _dec_ConsumerGroupTargetAssignmentMetadataKey_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupTargetAssignmentMetadataKey, int]:
    blen = len(buf)
    o = _new(ConsumerGroupTargetAssignmentMetadataKey)
    n158, = _S_h.unpack_from(buf, pos)
    if n158 >= 0:
        x159 = pos + 2 + n158
        if x159 > blen:
            raise _bad_length(n158, 'ConsumerGroupTargetAssignmentMetadataKey.Group', pos)
        o.group = str(buf[pos + 2:x159], 'utf-8')
        pos = x159
    else:
        o.group, pos = _read_string(buf, pos, False, False, 'ConsumerGroupTargetAssignmentMetadataKey.Group')
    return o, pos


ConsumerGroupTargetAssignmentMetadataKey._ENC = {0: _enc_ConsumerGroupTargetAssignmentMetadataKey_v0}
ConsumerGroupTargetAssignmentMetadataKey._DEC = {0: _dec_ConsumerGroupTargetAssignmentMetadataKey_v0}


class ConsumerGroupTargetAssignmentMetadataValue(_Message):
    """ConsumerGroupTargetAssignmentMetadataValue (data): versions 0; flexible in 0."""

    __slots__ = ('assignment_epoch', '_unknown_tags')
    NAME = 'ConsumerGroupTargetAssignmentMetadataValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    assignment_epoch: int
    """Epoch of the target assignment.

    `AssignmentEpoch` (int32): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        assignment_epoch: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.assignment_epoch = assignment_epoch
        self._unknown_tags = _unknown_tags


ConsumerGroupTargetAssignmentMetadataValue.FIELDS = (
    _FI('AssignmentEpoch', 'assignment_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_ConsumerGroupTargetAssignmentMetadataValue_v0(o: ConsumerGroupTargetAssignmentMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.assignment_epoch))
    u160 = o._unknown_tags
    if u160 is None:
        a(_H0)
    else:
        _write_tags(a, None, u160)
    return b''.join(parts)


def _dec_ConsumerGroupTargetAssignmentMetadataValue_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupTargetAssignmentMetadataValue, int]:
    blen = len(buf)
    o = _new(ConsumerGroupTargetAssignmentMetadataValue)
    o.assignment_epoch, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt161, pos = _ruv(buf, pos)
        if nt161 * 2 > blen - pos:
            raise _array_too_long(nt161, 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields', pos)
        uk162: list[tuple[int, bytes]] | None = None
        for _ in range(nt161):
            tg163, pos = _ruv(buf, pos)
            sz164, pos = _ruv(buf, pos)
            x165 = pos + sz164
            if x165 > blen:
                raise _bad_length(sz164, 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields', pos)
            if uk162 is None:
                uk162 = []
            uk162.append((tg163, bytes(buf[pos:x165])))
            pos = x165
        o._unknown_tags = uk162
    return o, pos


ConsumerGroupTargetAssignmentMetadataValue._ENC = {0: _enc_ConsumerGroupTargetAssignmentMetadataValue_v0}
ConsumerGroupTargetAssignmentMetadataValue._DEC = {0: _dec_ConsumerGroupTargetAssignmentMetadataValue_v0}


class ConsumerProtocolAssignment(_Message):
    """ConsumerProtocolAssignment (data): versions 0-3; not flexible."""

    __slots__ = ('assigned_partitions', 'user_data')
    NAME = 'ConsumerProtocolAssignment'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = None

    assigned_partitions: list[ConsumerProtocolAssignment.TopicPartition]
    """Assigned partitions.

    `AssignedPartitions` ([]TopicPartition): versions 0+; default []."""
    user_data: bytes | None
    """Assignor data, or null.

    `UserData` (bytes): versions 0+; nullable in 0+; default None."""

    def __init__(
        self,
        *,
        assigned_partitions: list[ConsumerProtocolAssignment.TopicPartition] = _EMPTY,
        user_data: bytes | None = None,
    ) -> None:
        self.assigned_partitions = [] if assigned_partitions is _EMPTY else assigned_partitions
        self.user_data = user_data

    class TopicPartition(_Message):
        """Assigned partitions.

        TopicPartition (in ConsumerProtocolAssignment): versions 0+."""

        __slots__ = ('topic', 'partitions')
        NAME = 'ConsumerProtocolAssignment.TopicPartition'

        topic: str
        """Topic name.

        `Topic` (string): versions 0+; default ''."""
        partitions: list[int]
        """Partition indexes.

        `Partitions` ([]int32): versions 0+; default []."""

        def __init__(
            self,
            *,
            topic: str = '',
            partitions: list[int] = _EMPTY,
        ) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions


_C_ConsumerProtocolAssignment_TopicPartition = ConsumerProtocolAssignment.TopicPartition
ConsumerProtocolAssignment.FIELDS = (
    _FI('AssignedPartitions', 'assigned_partitions', '[]TopicPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerProtocolAssignment_TopicPartition),
    _FI('UserData', 'user_data', 'bytes', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
)
_C_ConsumerProtocolAssignment_TopicPartition.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ConsumerProtocolAssignment_TopicPartition = _C_ConsumerProtocolAssignment_TopicPartition()

def _mk_ConsumerProtocolAssignment_TopicPartition() -> ConsumerProtocolAssignment.TopicPartition:
    o = _new(_C_ConsumerProtocolAssignment_TopicPartition)
    o.topic = ''
    o.partitions = []
    return o


def _enc_ConsumerProtocolAssignment_v0(o: ConsumerProtocolAssignment) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l166 = o.assigned_partitions
    a(_S_i.pack(len(l166)))
    for e167 in l166:
        s168 = e167.topic
        b169 = s168.encode()
        a(_S_h.pack(len(b169)))
        a(b169)
        l171 = e167.partitions
        n172 = len(l171)
        if n172 < 64:
            a(_LA_i[n172].pack(n172, *l171))
        else:
            a(_encode_array('i', l171, False))
    s173 = o.user_data
    if s173 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s173)))
        a(s173)
    return b''.join(parts)


def _dec_ConsumerProtocolAssignment_v0(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolAssignment, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolAssignment)
    n175, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolAssignment.AssignedPartitions')
    l176: list[ConsumerProtocolAssignment.TopicPartition] = []
    ap177 = l176.append
    for _ in range(n175):
        t178 = _new(_C_ConsumerProtocolAssignment_TopicPartition)
        n179, = _S_h.unpack_from(buf, pos)
        if n179 >= 0:
            x180 = pos + 2 + n179
            if x180 > blen:
                raise _bad_length(n179, 'ConsumerProtocolAssignment.AssignedPartitions.Topic', pos)
            t178.topic = str(buf[pos + 2:x180], 'utf-8')
            pos = x180
        else:
            t178.topic, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Topic')
        n181, = _S_i.unpack_from(buf, pos)
        if 0 <= n181 < 64:
            t178.partitions = list(_A_i[n181].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n181
        else:
            t178.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Partitions')
        ap177(t178)
    o.assigned_partitions = l176
    n182, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n182 >= 0:
        x183 = pos + n182
        if x183 > blen:
            raise _bad_length(n182, 'ConsumerProtocolAssignment.UserData', pos)
        o.user_data = bytes(buf[pos:x183])
        pos = x183
    elif n182 == -1:
        o.user_data = None
    else:
        raise _bad_length(n182, 'ConsumerProtocolAssignment.UserData', pos)
    return o, pos


def _enc_ConsumerProtocolAssignment_v1(o: ConsumerProtocolAssignment) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l184 = o.assigned_partitions
    a(_S_i.pack(len(l184)))
    for e185 in l184:
        s186 = e185.topic
        b187 = s186.encode()
        a(_S_h.pack(len(b187)))
        a(b187)
        l189 = e185.partitions
        n190 = len(l189)
        if n190 < 64:
            a(_LA_i[n190].pack(n190, *l189))
        else:
            a(_encode_array('i', l189, False))
    s191 = o.user_data
    if s191 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s191)))
        a(s191)
    return b''.join(parts)


def _dec_ConsumerProtocolAssignment_v1(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolAssignment, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolAssignment)
    n193, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolAssignment.AssignedPartitions')
    l194: list[ConsumerProtocolAssignment.TopicPartition] = []
    ap195 = l194.append
    for _ in range(n193):
        t196 = _new(_C_ConsumerProtocolAssignment_TopicPartition)
        n197, = _S_h.unpack_from(buf, pos)
        if n197 >= 0:
            x198 = pos + 2 + n197
            if x198 > blen:
                raise _bad_length(n197, 'ConsumerProtocolAssignment.AssignedPartitions.Topic', pos)
            t196.topic = str(buf[pos + 2:x198], 'utf-8')
            pos = x198
        else:
            t196.topic, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Topic')
        n199, = _S_i.unpack_from(buf, pos)
        if 0 <= n199 < 64:
            t196.partitions = list(_A_i[n199].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n199
        else:
            t196.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Partitions')
        ap195(t196)
    o.assigned_partitions = l194
    n200, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n200 >= 0:
        x201 = pos + n200
        if x201 > blen:
            raise _bad_length(n200, 'ConsumerProtocolAssignment.UserData', pos)
        o.user_data = bytes(buf[pos:x201])
        pos = x201
    elif n200 == -1:
        o.user_data = None
    else:
        raise _bad_length(n200, 'ConsumerProtocolAssignment.UserData', pos)
    return o, pos


def _enc_ConsumerProtocolAssignment_v2(o: ConsumerProtocolAssignment) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l202 = o.assigned_partitions
    a(_S_i.pack(len(l202)))
    for e203 in l202:
        s204 = e203.topic
        b205 = s204.encode()
        a(_S_h.pack(len(b205)))
        a(b205)
        l207 = e203.partitions
        n208 = len(l207)
        if n208 < 64:
            a(_LA_i[n208].pack(n208, *l207))
        else:
            a(_encode_array('i', l207, False))
    s209 = o.user_data
    if s209 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s209)))
        a(s209)
    return b''.join(parts)


def _dec_ConsumerProtocolAssignment_v2(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolAssignment, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolAssignment)
    n211, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolAssignment.AssignedPartitions')
    l212: list[ConsumerProtocolAssignment.TopicPartition] = []
    ap213 = l212.append
    for _ in range(n211):
        t214 = _new(_C_ConsumerProtocolAssignment_TopicPartition)
        n215, = _S_h.unpack_from(buf, pos)
        if n215 >= 0:
            x216 = pos + 2 + n215
            if x216 > blen:
                raise _bad_length(n215, 'ConsumerProtocolAssignment.AssignedPartitions.Topic', pos)
            t214.topic = str(buf[pos + 2:x216], 'utf-8')
            pos = x216
        else:
            t214.topic, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Topic')
        n217, = _S_i.unpack_from(buf, pos)
        if 0 <= n217 < 64:
            t214.partitions = list(_A_i[n217].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n217
        else:
            t214.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Partitions')
        ap213(t214)
    o.assigned_partitions = l212
    n218, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n218 >= 0:
        x219 = pos + n218
        if x219 > blen:
            raise _bad_length(n218, 'ConsumerProtocolAssignment.UserData', pos)
        o.user_data = bytes(buf[pos:x219])
        pos = x219
    elif n218 == -1:
        o.user_data = None
    else:
        raise _bad_length(n218, 'ConsumerProtocolAssignment.UserData', pos)
    return o, pos


def _enc_ConsumerProtocolAssignment_v3(o: ConsumerProtocolAssignment) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l220 = o.assigned_partitions
    a(_S_i.pack(len(l220)))
    for e221 in l220:
        s222 = e221.topic
        b223 = s222.encode()
        a(_S_h.pack(len(b223)))
        a(b223)
        l225 = e221.partitions
        n226 = len(l225)
        if n226 < 64:
            a(_LA_i[n226].pack(n226, *l225))
        else:
            a(_encode_array('i', l225, False))
    s227 = o.user_data
    if s227 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s227)))
        a(s227)
    return b''.join(parts)


def _dec_ConsumerProtocolAssignment_v3(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolAssignment, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolAssignment)
    n229, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolAssignment.AssignedPartitions')
    l230: list[ConsumerProtocolAssignment.TopicPartition] = []
    ap231 = l230.append
    for _ in range(n229):
        t232 = _new(_C_ConsumerProtocolAssignment_TopicPartition)
        n233, = _S_h.unpack_from(buf, pos)
        if n233 >= 0:
            x234 = pos + 2 + n233
            if x234 > blen:
                raise _bad_length(n233, 'ConsumerProtocolAssignment.AssignedPartitions.Topic', pos)
            t232.topic = str(buf[pos + 2:x234], 'utf-8')
            pos = x234
        else:
            t232.topic, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Topic')
        n235, = _S_i.unpack_from(buf, pos)
        if 0 <= n235 < 64:
            t232.partitions = list(_A_i[n235].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n235
        else:
            t232.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ConsumerProtocolAssignment.AssignedPartitions.Partitions')
        ap231(t232)
    o.assigned_partitions = l230
    n236, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n236 >= 0:
        x237 = pos + n236
        if x237 > blen:
            raise _bad_length(n236, 'ConsumerProtocolAssignment.UserData', pos)
        o.user_data = bytes(buf[pos:x237])
        pos = x237
    elif n236 == -1:
        o.user_data = None
    else:
        raise _bad_length(n236, 'ConsumerProtocolAssignment.UserData', pos)
    return o, pos


ConsumerProtocolAssignment._ENC = {0: _enc_ConsumerProtocolAssignment_v0, 1: _enc_ConsumerProtocolAssignment_v1, 2: _enc_ConsumerProtocolAssignment_v2, 3: _enc_ConsumerProtocolAssignment_v3}
ConsumerProtocolAssignment._DEC = {0: _dec_ConsumerProtocolAssignment_v0, 1: _dec_ConsumerProtocolAssignment_v1, 2: _dec_ConsumerProtocolAssignment_v2, 3: _dec_ConsumerProtocolAssignment_v3}


class ConsumerProtocolSubscription(_Message):
    """ConsumerProtocolSubscription (data): versions 0-3; not flexible."""

    __slots__ = ('topics', 'user_data', 'owned_partitions', 'generation_id', 'rack_id')
    NAME = 'ConsumerProtocolSubscription'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 3)
    FLEXIBLE_VERSIONS = None

    topics: list[str]
    """Subscribed topics.

    `Topics` ([]string): versions 0+; default []."""
    user_data: bytes | None
    """Assignor data, or null.

    `UserData` (bytes): versions 0+; nullable in 0+; default None."""
    owned_partitions: list[ConsumerProtocolSubscription.TopicPartition]
    """Partitions the member owns.

    `OwnedPartitions` ([]TopicPartition): versions 1+; default []; ignorable."""
    generation_id: int
    """Generation of the owned partitions, or -1.

    `GenerationId` (int32): versions 2+; default -1; ignorable."""
    rack_id: str | None
    """Rack of the member, or null.

    `RackId` (string): versions 3+; nullable in 3+; default None; ignorable."""

    def __init__(
        self,
        *,
        topics: list[str] = _EMPTY,
        user_data: bytes | None = None,
        owned_partitions: list[ConsumerProtocolSubscription.TopicPartition] = _EMPTY,
        generation_id: int = -1,
        rack_id: str | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self.user_data = user_data
        self.owned_partitions = [] if owned_partitions is _EMPTY else owned_partitions
        self.generation_id = generation_id
        self.rack_id = rack_id

    class TopicPartition(_Message):
        """Partitions the member owns.

        TopicPartition (in ConsumerProtocolSubscription): versions 1+."""

        __slots__ = ('topic', 'partitions')
        NAME = 'ConsumerProtocolSubscription.TopicPartition'

        topic: str
        """Topic name.

        `Topic` (string): versions 1+; default ''."""
        partitions: list[int]
        """Partition indexes.

        `Partitions` ([]int32): versions 1+; default []."""

        def __init__(
            self,
            *,
            topic: str = '',
            partitions: list[int] = _EMPTY,
        ) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions


_C_ConsumerProtocolSubscription_TopicPartition = ConsumerProtocolSubscription.TopicPartition
ConsumerProtocolSubscription.FIELDS = (
    _FI('Topics', 'topics', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('UserData', 'user_data', 'bytes', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('OwnedPartitions', 'owned_partitions', '[]TopicPartition', (1, 32767), (1, 0), (1, 0), None, (), True, _C_ConsumerProtocolSubscription_TopicPartition),
    _FI('GenerationId', 'generation_id', 'int32', (2, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('RackId', 'rack_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, True, None),
)
_C_ConsumerProtocolSubscription_TopicPartition.FIELDS = (
    _FI('Topic', 'topic', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (1, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ConsumerProtocolSubscription_TopicPartition = _C_ConsumerProtocolSubscription_TopicPartition()

def _mk_ConsumerProtocolSubscription_TopicPartition() -> ConsumerProtocolSubscription.TopicPartition:
    o = _new(_C_ConsumerProtocolSubscription_TopicPartition)
    o.topic = ''
    o.partitions = []
    return o


def _enc_ConsumerProtocolSubscription_v0(o: ConsumerProtocolSubscription) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l238 = o.topics
    a(_S_i.pack(len(l238)))
    for e239 in l238:
        s240 = e239
        b241 = s240.encode()
        a(_S_h.pack(len(b241)))
        a(b241)
    s243 = o.user_data
    if s243 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s243)))
        a(s243)
    return b''.join(parts)


def _dec_ConsumerProtocolSubscription_v0(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolSubscription)
    n245, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolSubscription.Topics')
    l246: list[str] = []
    ap247 = l246.append
    for _ in range(n245):
        n249, = _S_h.unpack_from(buf, pos)
        if n249 >= 0:
            x250 = pos + 2 + n249
            if x250 > blen:
                raise _bad_length(n249, 'ConsumerProtocolSubscription.Topics', pos)
            v248 = str(buf[pos + 2:x250], 'utf-8')
            pos = x250
        else:
            v248, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolSubscription.Topics')
        ap247(v248)
    o.topics = l246
    n251, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n251 >= 0:
        x252 = pos + n251
        if x252 > blen:
            raise _bad_length(n251, 'ConsumerProtocolSubscription.UserData', pos)
        o.user_data = bytes(buf[pos:x252])
        pos = x252
    elif n251 == -1:
        o.user_data = None
    else:
        raise _bad_length(n251, 'ConsumerProtocolSubscription.UserData', pos)
    o.owned_partitions = []
    o.generation_id = -1
    o.rack_id = None
    return o, pos


def _enc_ConsumerProtocolSubscription_v1(o: ConsumerProtocolSubscription) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l253 = o.topics
    a(_S_i.pack(len(l253)))
    for e254 in l253:
        s255 = e254
        b256 = s255.encode()
        a(_S_h.pack(len(b256)))
        a(b256)
    s258 = o.user_data
    if s258 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s258)))
        a(s258)
    l260 = o.owned_partitions
    a(_S_i.pack(len(l260)))
    for e261 in l260:
        s262 = e261.topic
        b263 = s262.encode()
        a(_S_h.pack(len(b263)))
        a(b263)
        l265 = e261.partitions
        n266 = len(l265)
        if n266 < 64:
            a(_LA_i[n266].pack(n266, *l265))
        else:
            a(_encode_array('i', l265, False))
    return b''.join(parts)


def _dec_ConsumerProtocolSubscription_v1(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolSubscription)
    n267, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolSubscription.Topics')
    l268: list[str] = []
    ap269 = l268.append
    for _ in range(n267):
        n271, = _S_h.unpack_from(buf, pos)
        if n271 >= 0:
            x272 = pos + 2 + n271
            if x272 > blen:
                raise _bad_length(n271, 'ConsumerProtocolSubscription.Topics', pos)
            v270 = str(buf[pos + 2:x272], 'utf-8')
            pos = x272
        else:
            v270, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolSubscription.Topics')
        ap269(v270)
    o.topics = l268
    n273, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n273 >= 0:
        x274 = pos + n273
        if x274 > blen:
            raise _bad_length(n273, 'ConsumerProtocolSubscription.UserData', pos)
        o.user_data = bytes(buf[pos:x274])
        pos = x274
    elif n273 == -1:
        o.user_data = None
    else:
        raise _bad_length(n273, 'ConsumerProtocolSubscription.UserData', pos)
    n275, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolSubscription.OwnedPartitions')
    l276: list[ConsumerProtocolSubscription.TopicPartition] = []
    ap277 = l276.append
    for _ in range(n275):
        t278 = _new(_C_ConsumerProtocolSubscription_TopicPartition)
        n279, = _S_h.unpack_from(buf, pos)
        if n279 >= 0:
            x280 = pos + 2 + n279
            if x280 > blen:
                raise _bad_length(n279, 'ConsumerProtocolSubscription.OwnedPartitions.Topic', pos)
            t278.topic = str(buf[pos + 2:x280], 'utf-8')
            pos = x280
        else:
            t278.topic, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolSubscription.OwnedPartitions.Topic')
        n281, = _S_i.unpack_from(buf, pos)
        if 0 <= n281 < 64:
            t278.partitions = list(_A_i[n281].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n281
        else:
            t278.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ConsumerProtocolSubscription.OwnedPartitions.Partitions')
        ap277(t278)
    o.owned_partitions = l276
    o.generation_id = -1
    o.rack_id = None
    return o, pos


def _enc_ConsumerProtocolSubscription_v2(o: ConsumerProtocolSubscription) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l282 = o.topics
    a(_S_i.pack(len(l282)))
    for e283 in l282:
        s284 = e283
        b285 = s284.encode()
        a(_S_h.pack(len(b285)))
        a(b285)
    s287 = o.user_data
    if s287 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s287)))
        a(s287)
    l289 = o.owned_partitions
    a(_S_i.pack(len(l289)))
    for e290 in l289:
        s291 = e290.topic
        b292 = s291.encode()
        a(_S_h.pack(len(b292)))
        a(b292)
        l294 = e290.partitions
        n295 = len(l294)
        if n295 < 64:
            a(_LA_i[n295].pack(n295, *l294))
        else:
            a(_encode_array('i', l294, False))
    a(_S_i.pack(o.generation_id))
    return b''.join(parts)


def _dec_ConsumerProtocolSubscription_v2(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolSubscription)
    n296, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolSubscription.Topics')
    l297: list[str] = []
    ap298 = l297.append
    for _ in range(n296):
        n300, = _S_h.unpack_from(buf, pos)
        if n300 >= 0:
            x301 = pos + 2 + n300
            if x301 > blen:
                raise _bad_length(n300, 'ConsumerProtocolSubscription.Topics', pos)
            v299 = str(buf[pos + 2:x301], 'utf-8')
            pos = x301
        else:
            v299, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolSubscription.Topics')
        ap298(v299)
    o.topics = l297
    n302, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n302 >= 0:
        x303 = pos + n302
        if x303 > blen:
            raise _bad_length(n302, 'ConsumerProtocolSubscription.UserData', pos)
        o.user_data = bytes(buf[pos:x303])
        pos = x303
    elif n302 == -1:
        o.user_data = None
    else:
        raise _bad_length(n302, 'ConsumerProtocolSubscription.UserData', pos)
    n304, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolSubscription.OwnedPartitions')
    l305: list[ConsumerProtocolSubscription.TopicPartition] = []
    ap306 = l305.append
    for _ in range(n304):
        t307 = _new(_C_ConsumerProtocolSubscription_TopicPartition)
        n308, = _S_h.unpack_from(buf, pos)
        if n308 >= 0:
            x309 = pos + 2 + n308
            if x309 > blen:
                raise _bad_length(n308, 'ConsumerProtocolSubscription.OwnedPartitions.Topic', pos)
            t307.topic = str(buf[pos + 2:x309], 'utf-8')
            pos = x309
        else:
            t307.topic, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolSubscription.OwnedPartitions.Topic')
        n310, = _S_i.unpack_from(buf, pos)
        if 0 <= n310 < 64:
            t307.partitions = list(_A_i[n310].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n310
        else:
            t307.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ConsumerProtocolSubscription.OwnedPartitions.Partitions')
        ap306(t307)
    o.owned_partitions = l305
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.rack_id = None
    return o, pos


def _enc_ConsumerProtocolSubscription_v3(o: ConsumerProtocolSubscription) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l311 = o.topics
    a(_S_i.pack(len(l311)))
    for e312 in l311:
        s313 = e312
        b314 = s313.encode()
        a(_S_h.pack(len(b314)))
        a(b314)
    s316 = o.user_data
    if s316 is None:
        a(b'\xff\xff\xff\xff')
    else:
        a(_S_i.pack(len(s316)))
        a(s316)
    l318 = o.owned_partitions
    a(_S_i.pack(len(l318)))
    for e319 in l318:
        s320 = e319.topic
        b321 = s320.encode()
        a(_S_h.pack(len(b321)))
        a(b321)
        l323 = e319.partitions
        n324 = len(l323)
        if n324 < 64:
            a(_LA_i[n324].pack(n324, *l323))
        else:
            a(_encode_array('i', l323, False))
    a(_S_i.pack(o.generation_id))
    s325 = o.rack_id
    if s325 is None:
        a(b'\xff\xff')
    else:
        b326 = s325.encode()
        a(_S_h.pack(len(b326)))
        a(b326)
    return b''.join(parts)


def _dec_ConsumerProtocolSubscription_v3(buf: _Buffer, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    blen = len(buf)
    o = _new(ConsumerProtocolSubscription)
    n328, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolSubscription.Topics')
    l329: list[str] = []
    ap330 = l329.append
    for _ in range(n328):
        n332, = _S_h.unpack_from(buf, pos)
        if n332 >= 0:
            x333 = pos + 2 + n332
            if x333 > blen:
                raise _bad_length(n332, 'ConsumerProtocolSubscription.Topics', pos)
            v331 = str(buf[pos + 2:x333], 'utf-8')
            pos = x333
        else:
            v331, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolSubscription.Topics')
        ap330(v331)
    o.topics = l329
    n334, = _S_i.unpack_from(buf, pos)
    pos += 4
    if n334 >= 0:
        x335 = pos + n334
        if x335 > blen:
            raise _bad_length(n334, 'ConsumerProtocolSubscription.UserData', pos)
        o.user_data = bytes(buf[pos:x335])
        pos = x335
    elif n334 == -1:
        o.user_data = None
    else:
        raise _bad_length(n334, 'ConsumerProtocolSubscription.UserData', pos)
    n336, pos = _read_array_len(buf, pos, False, False, 1, 'ConsumerProtocolSubscription.OwnedPartitions')
    l337: list[ConsumerProtocolSubscription.TopicPartition] = []
    ap338 = l337.append
    for _ in range(n336):
        t339 = _new(_C_ConsumerProtocolSubscription_TopicPartition)
        n340, = _S_h.unpack_from(buf, pos)
        if n340 >= 0:
            x341 = pos + 2 + n340
            if x341 > blen:
                raise _bad_length(n340, 'ConsumerProtocolSubscription.OwnedPartitions.Topic', pos)
            t339.topic = str(buf[pos + 2:x341], 'utf-8')
            pos = x341
        else:
            t339.topic, pos = _read_string(buf, pos, False, False, 'ConsumerProtocolSubscription.OwnedPartitions.Topic')
        n342, = _S_i.unpack_from(buf, pos)
        if 0 <= n342 < 64:
            t339.partitions = list(_A_i[n342].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n342
        else:
            t339.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'ConsumerProtocolSubscription.OwnedPartitions.Partitions')
        ap338(t339)
    o.owned_partitions = l337
    o.generation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n343, = _S_h.unpack_from(buf, pos)
    if n343 >= 0:
        x344 = pos + 2 + n343
        if x344 > blen:
            raise _bad_length(n343, 'ConsumerProtocolSubscription.RackId', pos)
        o.rack_id = str(buf[pos + 2:x344], 'utf-8')
        pos = x344
    else:
        o.rack_id, pos = _read_string(buf, pos, False, True, 'ConsumerProtocolSubscription.RackId')
    return o, pos


ConsumerProtocolSubscription._ENC = {0: _enc_ConsumerProtocolSubscription_v0, 1: _enc_ConsumerProtocolSubscription_v1, 2: _enc_ConsumerProtocolSubscription_v2, 3: _enc_ConsumerProtocolSubscription_v3}
ConsumerProtocolSubscription._DEC = {0: _dec_ConsumerProtocolSubscription_v0, 1: _dec_ConsumerProtocolSubscription_v1, 2: _dec_ConsumerProtocolSubscription_v2, 3: _dec_ConsumerProtocolSubscription_v3}


class GroupMetadataKey(_Message):
    """GroupMetadataKey (data): versions 0; not flexible."""

    __slots__ = ('group',)
    NAME = 'GroupMetadataKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group: str
    """Group id.

    `Group` (string): versions 0; default ''."""

    def __init__(
        self,
        *,
        group: str = '',
    ) -> None:
        self.group = group


GroupMetadataKey.FIELDS = (
    _FI('Group', 'group', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
)


def _enc_GroupMetadataKey_v0(o: GroupMetadataKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s345 = o.group
    b346 = s345.encode()
    a(_S_h.pack(len(b346)))
    a(b346)
    return b''.join(parts)


def _dec_GroupMetadataKey_v0(buf: _Buffer, pos: int) -> tuple[GroupMetadataKey, int]:
    blen = len(buf)
    o = _new(GroupMetadataKey)
    n348, = _S_h.unpack_from(buf, pos)
    if n348 >= 0:
        x349 = pos + 2 + n348
        if x349 > blen:
            raise _bad_length(n348, 'GroupMetadataKey.Group', pos)
        o.group = str(buf[pos + 2:x349], 'utf-8')
        pos = x349
    else:
        o.group, pos = _read_string(buf, pos, False, False, 'GroupMetadataKey.Group')
    return o, pos


GroupMetadataKey._ENC = {0: _enc_GroupMetadataKey_v0}
GroupMetadataKey._DEC = {0: _dec_GroupMetadataKey_v0}


class GroupMetadataValue(_Message):
    """GroupMetadataValue (data): versions 0-4; flexible in 4."""

    __slots__ = ('protocol_type', 'generation', 'protocol', 'leader', 'current_state_timestamp', 'members', '_unknown_tags')
    NAME = 'GroupMetadataValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    protocol_type: str
    """Protocol type of the group (consumer, connect, ...).

    `ProtocolType` (string): versions 0+; default ''."""
    generation: int
    """Generation id.

    `Generation` (int32): versions 0+; default 0."""
    protocol: str | None
    """Chosen protocol, or null.

    `Protocol` (string): versions 0+; nullable in 0+; default ''."""
    leader: str | None
    """Member id of the leader, or null.

    `Leader` (string): versions 0+; nullable in 0+; default ''."""
    current_state_timestamp: int
    """Time the group entered its current state in ms, or -1.

    `CurrentStateTimestamp` (int64): versions 2+; default -1; ignorable."""
    members: list[GroupMetadataValue.MemberMetadata]
    """The members.

    `Members` ([]MemberMetadata): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        protocol_type: str = '',
        generation: int = 0,
        protocol: str | None = '',
        leader: str | None = '',
        current_state_timestamp: int = -1,
        members: list[GroupMetadataValue.MemberMetadata] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.protocol_type = protocol_type
        self.generation = generation
        self.protocol = protocol
        self.leader = leader
        self.current_state_timestamp = current_state_timestamp
        self.members = [] if members is _EMPTY else members
        self._unknown_tags = _unknown_tags

    class MemberMetadata(_Message):
        """The members.

        MemberMetadata (in GroupMetadataValue): versions 0+."""

        __slots__ = ('member_id', 'group_instance_id', 'client_id', 'client_host', 'rebalance_timeout', 'session_timeout', 'subscription', 'assignment', '_unknown_tags')
        NAME = 'GroupMetadataValue.MemberMetadata'

        member_id: str
        """Member id.

        `MemberId` (string): versions 0+; default ''."""
        group_instance_id: str | None
        """Static instance id, or null.

        `GroupInstanceId` (string): versions 3+; nullable in 3+; default None; ignorable."""
        client_id: str
        """Client id.

        `ClientId` (string): versions 0+; default ''."""
        client_host: str
        """Client host.

        `ClientHost` (string): versions 0+; default ''."""
        rebalance_timeout: int
        """Rebalance timeout in ms.

        `RebalanceTimeout` (int32): versions 1+; default 0; ignorable."""
        session_timeout: int
        """Session timeout in ms.

        `SessionTimeout` (int32): versions 0+; default 0."""
        subscription: bytes
        """Metadata of the chosen protocol.

        `Subscription` (bytes): versions 0+; default b''."""
        assignment: bytes
        """Assignment the leader gave the member.

        `Assignment` (bytes): versions 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            member_id: str = '',
            group_instance_id: str | None = None,
            client_id: str = '',
            client_host: str = '',
            rebalance_timeout: int = 0,
            session_timeout: int = 0,
            subscription: bytes = b'',
            assignment: bytes = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.client_id = client_id
            self.client_host = client_host
            self.rebalance_timeout = rebalance_timeout
            self.session_timeout = session_timeout
            self.subscription = subscription
            self.assignment = assignment
            self._unknown_tags = _unknown_tags


_C_GroupMetadataValue_MemberMetadata = GroupMetadataValue.MemberMetadata
GroupMetadataValue.FIELDS = (
    _FI('ProtocolType', 'protocol_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Generation', 'generation', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Protocol', 'protocol', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('Leader', 'leader', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('CurrentStateTimestamp', 'current_state_timestamp', 'int64', (2, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Members', 'members', '[]MemberMetadata', (0, 32767), (1, 0), (1, 0), None, (), False, _C_GroupMetadataValue_MemberMetadata),
)
_C_GroupMetadataValue_MemberMetadata.FIELDS = (
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (3, 32767), (3, 32767), (1, 0), None, None, True, None),
    _FI('ClientId', 'client_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ClientHost', 'client_host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('RebalanceTimeout', 'rebalance_timeout', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SessionTimeout', 'session_timeout', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Subscription', 'subscription', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('Assignment', 'assignment', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)
_DEF_GroupMetadataValue_MemberMetadata = _C_GroupMetadataValue_MemberMetadata()

def _mk_GroupMetadataValue_MemberMetadata() -> GroupMetadataValue.MemberMetadata:
    o = _new(_C_GroupMetadataValue_MemberMetadata)
    o.member_id = ''
    o.group_instance_id = None
    o.client_id = ''
    o.client_host = ''
    o.rebalance_timeout = 0
    o.session_timeout = 0
    o.subscription = b''
    o.assignment = b''
    o._unknown_tags = None
    return o


def _enc_GroupMetadataValue_v0(o: GroupMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s350 = o.protocol_type
    b351 = s350.encode()
    a(_S_h.pack(len(b351)))
    a(b351)
    a(_S_i.pack(o.generation))
    s353 = o.protocol
    if s353 is None:
        a(b'\xff\xff')
    else:
        b354 = s353.encode()
        a(_S_h.pack(len(b354)))
        a(b354)
    s356 = o.leader
    if s356 is None:
        a(b'\xff\xff')
    else:
        b357 = s356.encode()
        a(_S_h.pack(len(b357)))
        a(b357)
    l359 = o.members
    a(_S_i.pack(len(l359)))
    for e360 in l359:
        s361 = e360.member_id
        b362 = s361.encode()
        a(_S_h.pack(len(b362)))
        a(b362)
        s364 = e360.client_id
        b365 = s364.encode()
        a(_S_h.pack(len(b365)))
        a(b365)
        s367 = e360.client_host
        b368 = s367.encode()
        a(_S_h.pack(len(b368)))
        a(b368)
        a(_S_i.pack(e360.session_timeout))
        s370 = e360.subscription
        a(_S_i.pack(len(s370)))
        a(s370)
        s372 = e360.assignment
        a(_S_i.pack(len(s372)))
        a(s372)
    return b''.join(parts)


def _dec_GroupMetadataValue_v0(buf: _Buffer, pos: int) -> tuple[GroupMetadataValue, int]:
    blen = len(buf)
    o = _new(GroupMetadataValue)
    n374, = _S_h.unpack_from(buf, pos)
    if n374 >= 0:
        x375 = pos + 2 + n374
        if x375 > blen:
            raise _bad_length(n374, 'GroupMetadataValue.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x375], 'utf-8')
        pos = x375
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.ProtocolType')
    o.generation, = _S_i.unpack_from(buf, pos)
    pos += 4
    n376, = _S_h.unpack_from(buf, pos)
    if n376 >= 0:
        x377 = pos + 2 + n376
        if x377 > blen:
            raise _bad_length(n376, 'GroupMetadataValue.Protocol', pos)
        o.protocol = str(buf[pos + 2:x377], 'utf-8')
        pos = x377
    else:
        o.protocol, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Protocol')
    n378, = _S_h.unpack_from(buf, pos)
    if n378 >= 0:
        x379 = pos + 2 + n378
        if x379 > blen:
            raise _bad_length(n378, 'GroupMetadataValue.Leader', pos)
        o.leader = str(buf[pos + 2:x379], 'utf-8')
        pos = x379
    else:
        o.leader, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Leader')
    n380, pos = _read_array_len(buf, pos, False, False, 1, 'GroupMetadataValue.Members')
    l381: list[GroupMetadataValue.MemberMetadata] = []
    ap382 = l381.append
    for _ in range(n380):
        t383 = _new(_C_GroupMetadataValue_MemberMetadata)
        n384, = _S_h.unpack_from(buf, pos)
        if n384 >= 0:
            x385 = pos + 2 + n384
            if x385 > blen:
                raise _bad_length(n384, 'GroupMetadataValue.Members.MemberId', pos)
            t383.member_id = str(buf[pos + 2:x385], 'utf-8')
            pos = x385
        else:
            t383.member_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.MemberId')
        n386, = _S_h.unpack_from(buf, pos)
        if n386 >= 0:
            x387 = pos + 2 + n386
            if x387 > blen:
                raise _bad_length(n386, 'GroupMetadataValue.Members.ClientId', pos)
            t383.client_id = str(buf[pos + 2:x387], 'utf-8')
            pos = x387
        else:
            t383.client_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientId')
        n388, = _S_h.unpack_from(buf, pos)
        if n388 >= 0:
            x389 = pos + 2 + n388
            if x389 > blen:
                raise _bad_length(n388, 'GroupMetadataValue.Members.ClientHost', pos)
            t383.client_host = str(buf[pos + 2:x389], 'utf-8')
            pos = x389
        else:
            t383.client_host, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientHost')
        t383.session_timeout, = _S_i.unpack_from(buf, pos)
        pos += 4
        n390, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n390 >= 0:
            x391 = pos + n390
            if x391 > blen:
                raise _bad_length(n390, 'GroupMetadataValue.Members.Subscription', pos)
            t383.subscription = bytes(buf[pos:x391])
            pos = x391
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Subscription', pos) if n390 == -1 else _bad_length(n390, 'GroupMetadataValue.Members.Subscription', pos)
        n392, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n392 >= 0:
            x393 = pos + n392
            if x393 > blen:
                raise _bad_length(n392, 'GroupMetadataValue.Members.Assignment', pos)
            t383.assignment = bytes(buf[pos:x393])
            pos = x393
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Assignment', pos) if n392 == -1 else _bad_length(n392, 'GroupMetadataValue.Members.Assignment', pos)
        t383.group_instance_id = None
        t383.rebalance_timeout = 0
        t383._unknown_tags = None
        ap382(t383)
    o.members = l381
    o.current_state_timestamp = -1
    o._unknown_tags = None
    return o, pos


def _enc_GroupMetadataValue_v1(o: GroupMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s394 = o.protocol_type
    b395 = s394.encode()
    a(_S_h.pack(len(b395)))
    a(b395)
    a(_S_i.pack(o.generation))
    s397 = o.protocol
    if s397 is None:
        a(b'\xff\xff')
    else:
        b398 = s397.encode()
        a(_S_h.pack(len(b398)))
        a(b398)
    s400 = o.leader
    if s400 is None:
        a(b'\xff\xff')
    else:
        b401 = s400.encode()
        a(_S_h.pack(len(b401)))
        a(b401)
    l403 = o.members
    a(_S_i.pack(len(l403)))
    for e404 in l403:
        s405 = e404.member_id
        b406 = s405.encode()
        a(_S_h.pack(len(b406)))
        a(b406)
        s408 = e404.client_id
        b409 = s408.encode()
        a(_S_h.pack(len(b409)))
        a(b409)
        s411 = e404.client_host
        b412 = s411.encode()
        a(_S_h.pack(len(b412)))
        a(b412)
        a(_S_ii.pack(e404.rebalance_timeout, e404.session_timeout))
        s414 = e404.subscription
        a(_S_i.pack(len(s414)))
        a(s414)
        s416 = e404.assignment
        a(_S_i.pack(len(s416)))
        a(s416)
    return b''.join(parts)


def _dec_GroupMetadataValue_v1(buf: _Buffer, pos: int) -> tuple[GroupMetadataValue, int]:
    blen = len(buf)
    o = _new(GroupMetadataValue)
    n418, = _S_h.unpack_from(buf, pos)
    if n418 >= 0:
        x419 = pos + 2 + n418
        if x419 > blen:
            raise _bad_length(n418, 'GroupMetadataValue.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x419], 'utf-8')
        pos = x419
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.ProtocolType')
    o.generation, = _S_i.unpack_from(buf, pos)
    pos += 4
    n420, = _S_h.unpack_from(buf, pos)
    if n420 >= 0:
        x421 = pos + 2 + n420
        if x421 > blen:
            raise _bad_length(n420, 'GroupMetadataValue.Protocol', pos)
        o.protocol = str(buf[pos + 2:x421], 'utf-8')
        pos = x421
    else:
        o.protocol, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Protocol')
    n422, = _S_h.unpack_from(buf, pos)
    if n422 >= 0:
        x423 = pos + 2 + n422
        if x423 > blen:
            raise _bad_length(n422, 'GroupMetadataValue.Leader', pos)
        o.leader = str(buf[pos + 2:x423], 'utf-8')
        pos = x423
    else:
        o.leader, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Leader')
    n424, pos = _read_array_len(buf, pos, False, False, 1, 'GroupMetadataValue.Members')
    l425: list[GroupMetadataValue.MemberMetadata] = []
    ap426 = l425.append
    for _ in range(n424):
        t427 = _new(_C_GroupMetadataValue_MemberMetadata)
        n428, = _S_h.unpack_from(buf, pos)
        if n428 >= 0:
            x429 = pos + 2 + n428
            if x429 > blen:
                raise _bad_length(n428, 'GroupMetadataValue.Members.MemberId', pos)
            t427.member_id = str(buf[pos + 2:x429], 'utf-8')
            pos = x429
        else:
            t427.member_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.MemberId')
        n430, = _S_h.unpack_from(buf, pos)
        if n430 >= 0:
            x431 = pos + 2 + n430
            if x431 > blen:
                raise _bad_length(n430, 'GroupMetadataValue.Members.ClientId', pos)
            t427.client_id = str(buf[pos + 2:x431], 'utf-8')
            pos = x431
        else:
            t427.client_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientId')
        n432, = _S_h.unpack_from(buf, pos)
        if n432 >= 0:
            x433 = pos + 2 + n432
            if x433 > blen:
                raise _bad_length(n432, 'GroupMetadataValue.Members.ClientHost', pos)
            t427.client_host = str(buf[pos + 2:x433], 'utf-8')
            pos = x433
        else:
            t427.client_host, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientHost')
        t427.rebalance_timeout, t427.session_timeout = _S_ii.unpack_from(buf, pos)
        pos += 8
        n434, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n434 >= 0:
            x435 = pos + n434
            if x435 > blen:
                raise _bad_length(n434, 'GroupMetadataValue.Members.Subscription', pos)
            t427.subscription = bytes(buf[pos:x435])
            pos = x435
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Subscription', pos) if n434 == -1 else _bad_length(n434, 'GroupMetadataValue.Members.Subscription', pos)
        n436, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n436 >= 0:
            x437 = pos + n436
            if x437 > blen:
                raise _bad_length(n436, 'GroupMetadataValue.Members.Assignment', pos)
            t427.assignment = bytes(buf[pos:x437])
            pos = x437
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Assignment', pos) if n436 == -1 else _bad_length(n436, 'GroupMetadataValue.Members.Assignment', pos)
        t427.group_instance_id = None
        t427._unknown_tags = None
        ap426(t427)
    o.members = l425
    o.current_state_timestamp = -1
    o._unknown_tags = None
    return o, pos


def _enc_GroupMetadataValue_v2(o: GroupMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s438 = o.protocol_type
    b439 = s438.encode()
    a(_S_h.pack(len(b439)))
    a(b439)
    a(_S_i.pack(o.generation))
    s441 = o.protocol
    if s441 is None:
        a(b'\xff\xff')
    else:
        b442 = s441.encode()
        a(_S_h.pack(len(b442)))
        a(b442)
    s444 = o.leader
    if s444 is None:
        a(b'\xff\xff')
    else:
        b445 = s444.encode()
        a(_S_h.pack(len(b445)))
        a(b445)
    a(_S_q.pack(o.current_state_timestamp))
    l447 = o.members
    a(_S_i.pack(len(l447)))
    for e448 in l447:
        s449 = e448.member_id
        b450 = s449.encode()
        a(_S_h.pack(len(b450)))
        a(b450)
        s452 = e448.client_id
        b453 = s452.encode()
        a(_S_h.pack(len(b453)))
        a(b453)
        s455 = e448.client_host
        b456 = s455.encode()
        a(_S_h.pack(len(b456)))
        a(b456)
        a(_S_ii.pack(e448.rebalance_timeout, e448.session_timeout))
        s458 = e448.subscription
        a(_S_i.pack(len(s458)))
        a(s458)
        s460 = e448.assignment
        a(_S_i.pack(len(s460)))
        a(s460)
    return b''.join(parts)


def _dec_GroupMetadataValue_v2(buf: _Buffer, pos: int) -> tuple[GroupMetadataValue, int]:
    blen = len(buf)
    o = _new(GroupMetadataValue)
    n462, = _S_h.unpack_from(buf, pos)
    if n462 >= 0:
        x463 = pos + 2 + n462
        if x463 > blen:
            raise _bad_length(n462, 'GroupMetadataValue.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x463], 'utf-8')
        pos = x463
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.ProtocolType')
    o.generation, = _S_i.unpack_from(buf, pos)
    pos += 4
    n464, = _S_h.unpack_from(buf, pos)
    if n464 >= 0:
        x465 = pos + 2 + n464
        if x465 > blen:
            raise _bad_length(n464, 'GroupMetadataValue.Protocol', pos)
        o.protocol = str(buf[pos + 2:x465], 'utf-8')
        pos = x465
    else:
        o.protocol, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Protocol')
    n466, = _S_h.unpack_from(buf, pos)
    if n466 >= 0:
        x467 = pos + 2 + n466
        if x467 > blen:
            raise _bad_length(n466, 'GroupMetadataValue.Leader', pos)
        o.leader = str(buf[pos + 2:x467], 'utf-8')
        pos = x467
    else:
        o.leader, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Leader')
    o.current_state_timestamp, = _S_q.unpack_from(buf, pos)
    pos += 8
    n468, pos = _read_array_len(buf, pos, False, False, 1, 'GroupMetadataValue.Members')
    l469: list[GroupMetadataValue.MemberMetadata] = []
    ap470 = l469.append
    for _ in range(n468):
        t471 = _new(_C_GroupMetadataValue_MemberMetadata)
        n472, = _S_h.unpack_from(buf, pos)
        if n472 >= 0:
            x473 = pos + 2 + n472
            if x473 > blen:
                raise _bad_length(n472, 'GroupMetadataValue.Members.MemberId', pos)
            t471.member_id = str(buf[pos + 2:x473], 'utf-8')
            pos = x473
        else:
            t471.member_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.MemberId')
        n474, = _S_h.unpack_from(buf, pos)
        if n474 >= 0:
            x475 = pos + 2 + n474
            if x475 > blen:
                raise _bad_length(n474, 'GroupMetadataValue.Members.ClientId', pos)
            t471.client_id = str(buf[pos + 2:x475], 'utf-8')
            pos = x475
        else:
            t471.client_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientId')
        n476, = _S_h.unpack_from(buf, pos)
        if n476 >= 0:
            x477 = pos + 2 + n476
            if x477 > blen:
                raise _bad_length(n476, 'GroupMetadataValue.Members.ClientHost', pos)
            t471.client_host = str(buf[pos + 2:x477], 'utf-8')
            pos = x477
        else:
            t471.client_host, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientHost')
        t471.rebalance_timeout, t471.session_timeout = _S_ii.unpack_from(buf, pos)
        pos += 8
        n478, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n478 >= 0:
            x479 = pos + n478
            if x479 > blen:
                raise _bad_length(n478, 'GroupMetadataValue.Members.Subscription', pos)
            t471.subscription = bytes(buf[pos:x479])
            pos = x479
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Subscription', pos) if n478 == -1 else _bad_length(n478, 'GroupMetadataValue.Members.Subscription', pos)
        n480, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n480 >= 0:
            x481 = pos + n480
            if x481 > blen:
                raise _bad_length(n480, 'GroupMetadataValue.Members.Assignment', pos)
            t471.assignment = bytes(buf[pos:x481])
            pos = x481
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Assignment', pos) if n480 == -1 else _bad_length(n480, 'GroupMetadataValue.Members.Assignment', pos)
        t471.group_instance_id = None
        t471._unknown_tags = None
        ap470(t471)
    o.members = l469
    o._unknown_tags = None
    return o, pos


def _enc_GroupMetadataValue_v3(o: GroupMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s482 = o.protocol_type
    b483 = s482.encode()
    a(_S_h.pack(len(b483)))
    a(b483)
    a(_S_i.pack(o.generation))
    s485 = o.protocol
    if s485 is None:
        a(b'\xff\xff')
    else:
        b486 = s485.encode()
        a(_S_h.pack(len(b486)))
        a(b486)
    s488 = o.leader
    if s488 is None:
        a(b'\xff\xff')
    else:
        b489 = s488.encode()
        a(_S_h.pack(len(b489)))
        a(b489)
    a(_S_q.pack(o.current_state_timestamp))
    l491 = o.members
    a(_S_i.pack(len(l491)))
    for e492 in l491:
        s493 = e492.member_id
        b494 = s493.encode()
        a(_S_h.pack(len(b494)))
        a(b494)
        s496 = e492.group_instance_id
        if s496 is None:
            a(b'\xff\xff')
        else:
            b497 = s496.encode()
            a(_S_h.pack(len(b497)))
            a(b497)
        s499 = e492.client_id
        b500 = s499.encode()
        a(_S_h.pack(len(b500)))
        a(b500)
        s502 = e492.client_host
        b503 = s502.encode()
        a(_S_h.pack(len(b503)))
        a(b503)
        a(_S_ii.pack(e492.rebalance_timeout, e492.session_timeout))
        s505 = e492.subscription
        a(_S_i.pack(len(s505)))
        a(s505)
        s507 = e492.assignment
        a(_S_i.pack(len(s507)))
        a(s507)
    return b''.join(parts)


def _dec_GroupMetadataValue_v3(buf: _Buffer, pos: int) -> tuple[GroupMetadataValue, int]:
    blen = len(buf)
    o = _new(GroupMetadataValue)
    n509, = _S_h.unpack_from(buf, pos)
    if n509 >= 0:
        x510 = pos + 2 + n509
        if x510 > blen:
            raise _bad_length(n509, 'GroupMetadataValue.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 2:x510], 'utf-8')
        pos = x510
    else:
        o.protocol_type, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.ProtocolType')
    o.generation, = _S_i.unpack_from(buf, pos)
    pos += 4
    n511, = _S_h.unpack_from(buf, pos)
    if n511 >= 0:
        x512 = pos + 2 + n511
        if x512 > blen:
            raise _bad_length(n511, 'GroupMetadataValue.Protocol', pos)
        o.protocol = str(buf[pos + 2:x512], 'utf-8')
        pos = x512
    else:
        o.protocol, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Protocol')
    n513, = _S_h.unpack_from(buf, pos)
    if n513 >= 0:
        x514 = pos + 2 + n513
        if x514 > blen:
            raise _bad_length(n513, 'GroupMetadataValue.Leader', pos)
        o.leader = str(buf[pos + 2:x514], 'utf-8')
        pos = x514
    else:
        o.leader, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Leader')
    o.current_state_timestamp, = _S_q.unpack_from(buf, pos)
    pos += 8
    n515, pos = _read_array_len(buf, pos, False, False, 1, 'GroupMetadataValue.Members')
    l516: list[GroupMetadataValue.MemberMetadata] = []
    ap517 = l516.append
    for _ in range(n515):
        t518 = _new(_C_GroupMetadataValue_MemberMetadata)
        n519, = _S_h.unpack_from(buf, pos)
        if n519 >= 0:
            x520 = pos + 2 + n519
            if x520 > blen:
                raise _bad_length(n519, 'GroupMetadataValue.Members.MemberId', pos)
            t518.member_id = str(buf[pos + 2:x520], 'utf-8')
            pos = x520
        else:
            t518.member_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.MemberId')
        n521, = _S_h.unpack_from(buf, pos)
        if n521 >= 0:
            x522 = pos + 2 + n521
            if x522 > blen:
                raise _bad_length(n521, 'GroupMetadataValue.Members.GroupInstanceId', pos)
            t518.group_instance_id = str(buf[pos + 2:x522], 'utf-8')
            pos = x522
        else:
            t518.group_instance_id, pos = _read_string(buf, pos, False, True, 'GroupMetadataValue.Members.GroupInstanceId')
        n523, = _S_h.unpack_from(buf, pos)
        if n523 >= 0:
            x524 = pos + 2 + n523
            if x524 > blen:
                raise _bad_length(n523, 'GroupMetadataValue.Members.ClientId', pos)
            t518.client_id = str(buf[pos + 2:x524], 'utf-8')
            pos = x524
        else:
            t518.client_id, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientId')
        n525, = _S_h.unpack_from(buf, pos)
        if n525 >= 0:
            x526 = pos + 2 + n525
            if x526 > blen:
                raise _bad_length(n525, 'GroupMetadataValue.Members.ClientHost', pos)
            t518.client_host = str(buf[pos + 2:x526], 'utf-8')
            pos = x526
        else:
            t518.client_host, pos = _read_string(buf, pos, False, False, 'GroupMetadataValue.Members.ClientHost')
        t518.rebalance_timeout, t518.session_timeout = _S_ii.unpack_from(buf, pos)
        pos += 8
        n527, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n527 >= 0:
            x528 = pos + n527
            if x528 > blen:
                raise _bad_length(n527, 'GroupMetadataValue.Members.Subscription', pos)
            t518.subscription = bytes(buf[pos:x528])
            pos = x528
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Subscription', pos) if n527 == -1 else _bad_length(n527, 'GroupMetadataValue.Members.Subscription', pos)
        n529, = _S_i.unpack_from(buf, pos)
        pos += 4
        if n529 >= 0:
            x530 = pos + n529
            if x530 > blen:
                raise _bad_length(n529, 'GroupMetadataValue.Members.Assignment', pos)
            t518.assignment = bytes(buf[pos:x530])
            pos = x530
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Assignment', pos) if n529 == -1 else _bad_length(n529, 'GroupMetadataValue.Members.Assignment', pos)
        t518._unknown_tags = None
        ap517(t518)
    o.members = l516
    o._unknown_tags = None
    return o, pos


def _enc_GroupMetadataValue_v4(o: GroupMetadataValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s531 = o.protocol_type
    b532 = s531.encode()
    n533 = len(b532) + 1
    a(_UV[n533] if n533 < 128 else _uv(n533))
    a(b532)
    a(_S_i.pack(o.generation))
    s534 = o.protocol
    if s534 is None:
        a(_H0)
    else:
        b535 = s534.encode()
        n536 = len(b535) + 1
        a(_UV[n536] if n536 < 128 else _uv(n536))
        a(b535)
    s537 = o.leader
    if s537 is None:
        a(_H0)
    else:
        b538 = s537.encode()
        n539 = len(b538) + 1
        a(_UV[n539] if n539 < 128 else _uv(n539))
        a(b538)
    a(_S_q.pack(o.current_state_timestamp))
    l540 = o.members
    n541 = len(l540) + 1
    a(_UV[n541] if n541 < 128 else _uv(n541))
    for e542 in l540:
        s543 = e542.member_id
        b544 = s543.encode()
        n545 = len(b544) + 1
        a(_UV[n545] if n545 < 128 else _uv(n545))
        a(b544)
        s546 = e542.group_instance_id
        if s546 is None:
            a(_H0)
        else:
            b547 = s546.encode()
            n548 = len(b547) + 1
            a(_UV[n548] if n548 < 128 else _uv(n548))
            a(b547)
        s549 = e542.client_id
        b550 = s549.encode()
        n551 = len(b550) + 1
        a(_UV[n551] if n551 < 128 else _uv(n551))
        a(b550)
        s552 = e542.client_host
        b553 = s552.encode()
        n554 = len(b553) + 1
        a(_UV[n554] if n554 < 128 else _uv(n554))
        a(b553)
        a(_S_ii.pack(e542.rebalance_timeout, e542.session_timeout))
        s555 = e542.subscription
        n556 = len(s555) + 1
        a(_UV[n556] if n556 < 128 else _uv(n556))
        a(s555)
        s557 = e542.assignment
        n558 = len(s557) + 1
        a(_UV[n558] if n558 < 128 else _uv(n558))
        a(s557)
        u559 = e542._unknown_tags
        if u559 is None:
            a(_H0)
        else:
            _write_tags(a, None, u559)
    u560 = o._unknown_tags
    if u560 is None:
        a(_H0)
    else:
        _write_tags(a, None, u560)
    return b''.join(parts)


def _dec_GroupMetadataValue_v4(buf: _Buffer, pos: int) -> tuple[GroupMetadataValue, int]:
    blen = len(buf)
    o = _new(GroupMetadataValue)
    n561 = buf[pos] - 1
    if 0 <= n561 < 127:
        x562 = pos + 1 + n561
        if x562 > blen:
            raise _bad_length(n561, 'GroupMetadataValue.ProtocolType', pos)
        o.protocol_type = str(buf[pos + 1:x562], 'utf-8')
        pos = x562
    else:
        o.protocol_type, pos = _read_string(buf, pos, True, False, 'GroupMetadataValue.ProtocolType')
    o.generation, = _S_i.unpack_from(buf, pos)
    pos += 4
    n563 = buf[pos] - 1
    if 0 <= n563 < 127:
        x564 = pos + 1 + n563
        if x564 > blen:
            raise _bad_length(n563, 'GroupMetadataValue.Protocol', pos)
        o.protocol = str(buf[pos + 1:x564], 'utf-8')
        pos = x564
    else:
        o.protocol, pos = _read_string(buf, pos, True, True, 'GroupMetadataValue.Protocol')
    n565 = buf[pos] - 1
    if 0 <= n565 < 127:
        x566 = pos + 1 + n565
        if x566 > blen:
            raise _bad_length(n565, 'GroupMetadataValue.Leader', pos)
        o.leader = str(buf[pos + 1:x566], 'utf-8')
        pos = x566
    else:
        o.leader, pos = _read_string(buf, pos, True, True, 'GroupMetadataValue.Leader')
    o.current_state_timestamp, = _S_q.unpack_from(buf, pos)
    pos += 8
    n567 = buf[pos] - 1
    if 0 <= n567 < 127:
        pos += 1
    else:
        n567, pos = _read_array_len(buf, pos, True, False, 1, 'GroupMetadataValue.Members')
    l568: list[GroupMetadataValue.MemberMetadata] = []
    ap569 = l568.append
    for _ in range(n567):
        t570 = _new(_C_GroupMetadataValue_MemberMetadata)
        n571 = buf[pos] - 1
        if 0 <= n571 < 127:
            x572 = pos + 1 + n571
            if x572 > blen:
                raise _bad_length(n571, 'GroupMetadataValue.Members.MemberId', pos)
            t570.member_id = str(buf[pos + 1:x572], 'utf-8')
            pos = x572
        else:
            t570.member_id, pos = _read_string(buf, pos, True, False, 'GroupMetadataValue.Members.MemberId')
        n573 = buf[pos] - 1
        if 0 <= n573 < 127:
            x574 = pos + 1 + n573
            if x574 > blen:
                raise _bad_length(n573, 'GroupMetadataValue.Members.GroupInstanceId', pos)
            t570.group_instance_id = str(buf[pos + 1:x574], 'utf-8')
            pos = x574
        else:
            t570.group_instance_id, pos = _read_string(buf, pos, True, True, 'GroupMetadataValue.Members.GroupInstanceId')
        n575 = buf[pos] - 1
        if 0 <= n575 < 127:
            x576 = pos + 1 + n575
            if x576 > blen:
                raise _bad_length(n575, 'GroupMetadataValue.Members.ClientId', pos)
            t570.client_id = str(buf[pos + 1:x576], 'utf-8')
            pos = x576
        else:
            t570.client_id, pos = _read_string(buf, pos, True, False, 'GroupMetadataValue.Members.ClientId')
        n577 = buf[pos] - 1
        if 0 <= n577 < 127:
            x578 = pos + 1 + n577
            if x578 > blen:
                raise _bad_length(n577, 'GroupMetadataValue.Members.ClientHost', pos)
            t570.client_host = str(buf[pos + 1:x578], 'utf-8')
            pos = x578
        else:
            t570.client_host, pos = _read_string(buf, pos, True, False, 'GroupMetadataValue.Members.ClientHost')
        t570.rebalance_timeout, t570.session_timeout = _S_ii.unpack_from(buf, pos)
        pos += 8
        n579 = buf[pos]
        if n579 < 128:
            pos += 1
        else:
            n579, pos = _ruv(buf, pos)
        n579 -= 1
        if n579 >= 0:
            x580 = pos + n579
            if x580 > blen:
                raise _bad_length(n579, 'GroupMetadataValue.Members.Subscription', pos)
            t570.subscription = bytes(buf[pos:x580])
            pos = x580
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Subscription', pos) if n579 == -1 else _bad_length(n579, 'GroupMetadataValue.Members.Subscription', pos)
        n581 = buf[pos]
        if n581 < 128:
            pos += 1
        else:
            n581, pos = _ruv(buf, pos)
        n581 -= 1
        if n581 >= 0:
            x582 = pos + n581
            if x582 > blen:
                raise _bad_length(n581, 'GroupMetadataValue.Members.Assignment', pos)
            t570.assignment = bytes(buf[pos:x582])
            pos = x582
        else:
            raise _unexpected_null('GroupMetadataValue.Members.Assignment', pos) if n581 == -1 else _bad_length(n581, 'GroupMetadataValue.Members.Assignment', pos)
        if buf[pos] == 0:
            pos += 1
            t570._unknown_tags = None
        else:
            nt583, pos = _ruv(buf, pos)
            if nt583 * 2 > blen - pos:
                raise _array_too_long(nt583, 'GroupMetadataValue.Members._tagged_fields', pos)
            uk584: list[tuple[int, bytes]] | None = None
            for _ in range(nt583):
                tg585, pos = _ruv(buf, pos)
                sz586, pos = _ruv(buf, pos)
                x587 = pos + sz586
                if x587 > blen:
                    raise _bad_length(sz586, 'GroupMetadataValue.Members._tagged_fields', pos)
                if uk584 is None:
                    uk584 = []
                uk584.append((tg585, bytes(buf[pos:x587])))
                pos = x587
            t570._unknown_tags = uk584
        ap569(t570)
    o.members = l568
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt588, pos = _ruv(buf, pos)
        if nt588 * 2 > blen - pos:
            raise _array_too_long(nt588, 'GroupMetadataValue._tagged_fields', pos)
        uk589: list[tuple[int, bytes]] | None = None
        for _ in range(nt588):
            tg590, pos = _ruv(buf, pos)
            sz591, pos = _ruv(buf, pos)
            x592 = pos + sz591
            if x592 > blen:
                raise _bad_length(sz591, 'GroupMetadataValue._tagged_fields', pos)
            if uk589 is None:
                uk589 = []
            uk589.append((tg590, bytes(buf[pos:x592])))
            pos = x592
        o._unknown_tags = uk589
    return o, pos


GroupMetadataValue._ENC = {0: _enc_GroupMetadataValue_v0, 1: _enc_GroupMetadataValue_v1, 2: _enc_GroupMetadataValue_v2, 3: _enc_GroupMetadataValue_v3, 4: _enc_GroupMetadataValue_v4}
GroupMetadataValue._DEC = {0: _dec_GroupMetadataValue_v0, 1: _dec_GroupMetadataValue_v1, 2: _dec_GroupMetadataValue_v2, 3: _dec_GroupMetadataValue_v3, 4: _dec_GroupMetadataValue_v4}


class OffsetCommitKey(_Message):
    """OffsetCommitKey (data): versions 0; not flexible."""

    __slots__ = ('group', 'topic', 'partition')
    NAME = 'OffsetCommitKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    group: str
    """Group id.

    `Group` (string): versions 0; default ''."""
    topic: str
    """Topic name.

    `Topic` (string): versions 0; default ''."""
    partition: int
    """Partition index.

    `Partition` (int32): versions 0; default 0."""

    def __init__(
        self,
        *,
        group: str = '',
        topic: str = '',
        partition: int = 0,
    ) -> None:
        self.group = group
        self.topic = topic
        self.partition = partition


OffsetCommitKey.FIELDS = (
    _FI('Group', 'group', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
    _FI('Topic', 'topic', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
    _FI('Partition', 'partition', 'int32', (0, 0), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_OffsetCommitKey_v0(o: OffsetCommitKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s593 = o.group
    b594 = s593.encode()
    a(_S_h.pack(len(b594)))
    a(b594)
    s596 = o.topic
    b597 = s596.encode()
    a(_S_h.pack(len(b597)))
    a(b597)
    a(_S_i.pack(o.partition))
    return b''.join(parts)


def _dec_OffsetCommitKey_v0(buf: _Buffer, pos: int) -> tuple[OffsetCommitKey, int]:
    blen = len(buf)
    o = _new(OffsetCommitKey)
    n599, = _S_h.unpack_from(buf, pos)
    if n599 >= 0:
        x600 = pos + 2 + n599
        if x600 > blen:
            raise _bad_length(n599, 'OffsetCommitKey.Group', pos)
        o.group = str(buf[pos + 2:x600], 'utf-8')
        pos = x600
    else:
        o.group, pos = _read_string(buf, pos, False, False, 'OffsetCommitKey.Group')
    n601, = _S_h.unpack_from(buf, pos)
    if n601 >= 0:
        x602 = pos + 2 + n601
        if x602 > blen:
            raise _bad_length(n601, 'OffsetCommitKey.Topic', pos)
        o.topic = str(buf[pos + 2:x602], 'utf-8')
        pos = x602
    else:
        o.topic, pos = _read_string(buf, pos, False, False, 'OffsetCommitKey.Topic')
    o.partition, = _S_i.unpack_from(buf, pos)
    pos += 4
    return o, pos


OffsetCommitKey._ENC = {0: _enc_OffsetCommitKey_v0}
OffsetCommitKey._DEC = {0: _dec_OffsetCommitKey_v0}


class OffsetCommitValue(_Message):
    """OffsetCommitValue (data): versions 0-4; flexible in 4."""

    __slots__ = ('offset', 'leader_epoch', 'metadata', 'commit_timestamp', 'expire_timestamp', '_unknown_tags')
    NAME = 'OffsetCommitValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 4)
    FLEXIBLE_VERSIONS = (4, 4)

    offset: int
    """Committed offset.

    `Offset` (int64): versions 0+; default 0."""
    leader_epoch: int
    """Leader epoch of the last consumed record, or -1.

    `LeaderEpoch` (int32): versions 3+; default -1; ignorable."""
    metadata: str
    """Client metadata.

    `Metadata` (string): versions 0+; default ''."""
    commit_timestamp: int
    """Time of the commit in ms.

    `CommitTimestamp` (int64): versions 0+; default 0."""
    expire_timestamp: int
    """Explicit expiry time in ms (v1 only), or -1.

    `ExpireTimestamp` (int64): versions 1; default -1; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        offset: int = 0,
        leader_epoch: int = -1,
        metadata: str = '',
        commit_timestamp: int = 0,
        expire_timestamp: int = -1,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.offset = offset
        self.leader_epoch = leader_epoch
        self.metadata = metadata
        self.commit_timestamp = commit_timestamp
        self.expire_timestamp = expire_timestamp
        self._unknown_tags = _unknown_tags


OffsetCommitValue.FIELDS = (
    _FI('Offset', 'offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (3, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Metadata', 'metadata', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('CommitTimestamp', 'commit_timestamp', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ExpireTimestamp', 'expire_timestamp', 'int64', (1, 1), (1, 0), (1, 0), None, -1, True, None),
)


def _enc_OffsetCommitValue_v0(o: OffsetCommitValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_q.pack(o.offset))
    s603 = o.metadata
    b604 = s603.encode()
    a(_S_h.pack(len(b604)))
    a(b604)
    a(_S_q.pack(o.commit_timestamp))
    return b''.join(parts)


def _dec_OffsetCommitValue_v0(buf: _Buffer, pos: int) -> tuple[OffsetCommitValue, int]:
    blen = len(buf)
    o = _new(OffsetCommitValue)
    o.offset, = _S_q.unpack_from(buf, pos)
    pos += 8
    n606, = _S_h.unpack_from(buf, pos)
    if n606 >= 0:
        x607 = pos + 2 + n606
        if x607 > blen:
            raise _bad_length(n606, 'OffsetCommitValue.Metadata', pos)
        o.metadata = str(buf[pos + 2:x607], 'utf-8')
        pos = x607
    else:
        o.metadata, pos = _read_string(buf, pos, False, False, 'OffsetCommitValue.Metadata')
    o.commit_timestamp, = _S_q.unpack_from(buf, pos)
    pos += 8
    o.leader_epoch = -1
    o.expire_timestamp = -1
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitValue_v1(o: OffsetCommitValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_q.pack(o.offset))
    s608 = o.metadata
    b609 = s608.encode()
    a(_S_h.pack(len(b609)))
    a(b609)
    a(_S_qq.pack(o.commit_timestamp, o.expire_timestamp))
    return b''.join(parts)


def _dec_OffsetCommitValue_v1(buf: _Buffer, pos: int) -> tuple[OffsetCommitValue, int]:
    blen = len(buf)
    o = _new(OffsetCommitValue)
    o.offset, = _S_q.unpack_from(buf, pos)
    pos += 8
    n611, = _S_h.unpack_from(buf, pos)
    if n611 >= 0:
        x612 = pos + 2 + n611
        if x612 > blen:
            raise _bad_length(n611, 'OffsetCommitValue.Metadata', pos)
        o.metadata = str(buf[pos + 2:x612], 'utf-8')
        pos = x612
    else:
        o.metadata, pos = _read_string(buf, pos, False, False, 'OffsetCommitValue.Metadata')
    o.commit_timestamp, o.expire_timestamp = _S_qq.unpack_from(buf, pos)
    pos += 16
    o.leader_epoch = -1
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitValue_v2(o: OffsetCommitValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_q.pack(o.offset))
    s613 = o.metadata
    b614 = s613.encode()
    a(_S_h.pack(len(b614)))
    a(b614)
    a(_S_q.pack(o.commit_timestamp))
    return b''.join(parts)


def _dec_OffsetCommitValue_v2(buf: _Buffer, pos: int) -> tuple[OffsetCommitValue, int]:
    blen = len(buf)
    o = _new(OffsetCommitValue)
    o.offset, = _S_q.unpack_from(buf, pos)
    pos += 8
    n616, = _S_h.unpack_from(buf, pos)
    if n616 >= 0:
        x617 = pos + 2 + n616
        if x617 > blen:
            raise _bad_length(n616, 'OffsetCommitValue.Metadata', pos)
        o.metadata = str(buf[pos + 2:x617], 'utf-8')
        pos = x617
    else:
        o.metadata, pos = _read_string(buf, pos, False, False, 'OffsetCommitValue.Metadata')
    o.commit_timestamp, = _S_q.unpack_from(buf, pos)
    pos += 8
    o.leader_epoch = -1
    o.expire_timestamp = -1
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitValue_v3(o: OffsetCommitValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_qi.pack(o.offset, o.leader_epoch))
    s618 = o.metadata
    b619 = s618.encode()
    a(_S_h.pack(len(b619)))
    a(b619)
    a(_S_q.pack(o.commit_timestamp))
    return b''.join(parts)


def _dec_OffsetCommitValue_v3(buf: _Buffer, pos: int) -> tuple[OffsetCommitValue, int]:
    blen = len(buf)
    o = _new(OffsetCommitValue)
    o.offset, o.leader_epoch = _S_qi.unpack_from(buf, pos)
    pos += 12
    n621, = _S_h.unpack_from(buf, pos)
    if n621 >= 0:
        x622 = pos + 2 + n621
        if x622 > blen:
            raise _bad_length(n621, 'OffsetCommitValue.Metadata', pos)
        o.metadata = str(buf[pos + 2:x622], 'utf-8')
        pos = x622
    else:
        o.metadata, pos = _read_string(buf, pos, False, False, 'OffsetCommitValue.Metadata')
    o.commit_timestamp, = _S_q.unpack_from(buf, pos)
    pos += 8
    o.expire_timestamp = -1
    o._unknown_tags = None
    return o, pos


def _enc_OffsetCommitValue_v4(o: OffsetCommitValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_qi.pack(o.offset, o.leader_epoch))
    s623 = o.metadata
    b624 = s623.encode()
    n625 = len(b624) + 1
    a(_UV[n625] if n625 < 128 else _uv(n625))
    a(b624)
    a(_S_q.pack(o.commit_timestamp))
    u626 = o._unknown_tags
    if u626 is None:
        a(_H0)
    else:
        _write_tags(a, None, u626)
    return b''.join(parts)


def _dec_OffsetCommitValue_v4(buf: _Buffer, pos: int) -> tuple[OffsetCommitValue, int]:
    blen = len(buf)
    o = _new(OffsetCommitValue)
    o.offset, o.leader_epoch = _S_qi.unpack_from(buf, pos)
    pos += 12
    n627 = buf[pos] - 1
    if 0 <= n627 < 127:
        x628 = pos + 1 + n627
        if x628 > blen:
            raise _bad_length(n627, 'OffsetCommitValue.Metadata', pos)
        o.metadata = str(buf[pos + 1:x628], 'utf-8')
        pos = x628
    else:
        o.metadata, pos = _read_string(buf, pos, True, False, 'OffsetCommitValue.Metadata')
    o.commit_timestamp, = _S_q.unpack_from(buf, pos)
    pos += 8
    o.expire_timestamp = -1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt629, pos = _ruv(buf, pos)
        if nt629 * 2 > blen - pos:
            raise _array_too_long(nt629, 'OffsetCommitValue._tagged_fields', pos)
        uk630: list[tuple[int, bytes]] | None = None
        for _ in range(nt629):
            tg631, pos = _ruv(buf, pos)
            sz632, pos = _ruv(buf, pos)
            x633 = pos + sz632
            if x633 > blen:
                raise _bad_length(sz632, 'OffsetCommitValue._tagged_fields', pos)
            if uk630 is None:
                uk630 = []
            uk630.append((tg631, bytes(buf[pos:x633])))
            pos = x633
        o._unknown_tags = uk630
    return o, pos


OffsetCommitValue._ENC = {0: _enc_OffsetCommitValue_v0, 1: _enc_OffsetCommitValue_v1, 2: _enc_OffsetCommitValue_v2, 3: _enc_OffsetCommitValue_v3, 4: _enc_OffsetCommitValue_v4}
OffsetCommitValue._DEC = {0: _dec_OffsetCommitValue_v0, 1: _dec_OffsetCommitValue_v1, 2: _dec_OffsetCommitValue_v2, 3: _dec_OffsetCommitValue_v3, 4: _dec_OffsetCommitValue_v4}


_LINES = {
    93: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    94: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    95: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    96: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    97: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    98: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    99: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    100: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    107: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    112: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    115: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    116: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    121: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    124: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    238: 'ConsumerGroupCurrentMemberAssignmentValue.MemberEpoch,PreviousMemberEpoch,State',
    239: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    240: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    241: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    242: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    243: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.TopicId',
    244: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    245: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    247: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    249: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    250: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._unknown_tags',
    251: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    254: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._unknown_tags',
    255: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    256: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    257: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    258: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    259: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.TopicId',
    260: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    261: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    263: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    265: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    266: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._unknown_tags',
    267: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    270: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._unknown_tags',
    271: 'ConsumerGroupCurrentMemberAssignmentValue._unknown_tags',
    272: 'ConsumerGroupCurrentMemberAssignmentValue',
    275: 'ConsumerGroupCurrentMemberAssignmentValue._unknown_tags',
    282: 'ConsumerGroupCurrentMemberAssignmentValue.MemberEpoch,PreviousMemberEpoch,State',
    284: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    288: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    293: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.TopicId',
    296: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    298: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    301: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    302: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    306: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    311: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    312: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    323: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    327: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    332: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.TopicId',
    335: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    337: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    340: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    341: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    345: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    350: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    351: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    362: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    366: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    371: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    372: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    426: 'ConsumerGroupMemberMetadataKey.Group',
    427: 'ConsumerGroupMemberMetadataKey.Group',
    428: 'ConsumerGroupMemberMetadataKey.Group',
    429: 'ConsumerGroupMemberMetadataKey.Group',
    430: 'ConsumerGroupMemberMetadataKey.MemberId',
    431: 'ConsumerGroupMemberMetadataKey.MemberId',
    432: 'ConsumerGroupMemberMetadataKey.MemberId',
    433: 'ConsumerGroupMemberMetadataKey.MemberId',
    440: 'ConsumerGroupMemberMetadataKey.Group',
    445: 'ConsumerGroupMemberMetadataKey.Group',
    448: 'ConsumerGroupMemberMetadataKey.Group',
    449: 'ConsumerGroupMemberMetadataKey.MemberId',
    454: 'ConsumerGroupMemberMetadataKey.MemberId',
    457: 'ConsumerGroupMemberMetadataKey.MemberId',
    549: 'ConsumerGroupMemberMetadataValue.InstanceId',
    550: 'ConsumerGroupMemberMetadataValue.InstanceId',
    551: 'ConsumerGroupMemberMetadataValue.InstanceId',
    552: 'ConsumerGroupMemberMetadataValue.InstanceId',
    553: 'ConsumerGroupMemberMetadataValue.InstanceId',
    554: 'ConsumerGroupMemberMetadataValue.InstanceId',
    555: 'ConsumerGroupMemberMetadataValue.InstanceId',
    556: 'ConsumerGroupMemberMetadataValue.InstanceId',
    557: 'ConsumerGroupMemberMetadataValue.RackId',
    558: 'ConsumerGroupMemberMetadataValue.RackId',
    559: 'ConsumerGroupMemberMetadataValue.RackId',
    560: 'ConsumerGroupMemberMetadataValue.RackId',
    561: 'ConsumerGroupMemberMetadataValue.RackId',
    562: 'ConsumerGroupMemberMetadataValue.RackId',
    563: 'ConsumerGroupMemberMetadataValue.RackId',
    564: 'ConsumerGroupMemberMetadataValue.RackId',
    565: 'ConsumerGroupMemberMetadataValue.ClientId',
    566: 'ConsumerGroupMemberMetadataValue.ClientId',
    567: 'ConsumerGroupMemberMetadataValue.ClientId',
    568: 'ConsumerGroupMemberMetadataValue.ClientId',
    569: 'ConsumerGroupMemberMetadataValue.ClientId',
    570: 'ConsumerGroupMemberMetadataValue.ClientHost',
    571: 'ConsumerGroupMemberMetadataValue.ClientHost',
    572: 'ConsumerGroupMemberMetadataValue.ClientHost',
    573: 'ConsumerGroupMemberMetadataValue.ClientHost',
    574: 'ConsumerGroupMemberMetadataValue.ClientHost',
    575: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    576: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    577: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    578: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    579: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    580: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    581: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    582: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    583: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    584: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    585: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    586: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    587: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    588: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    589: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    590: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    591: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    592: 'ConsumerGroupMemberMetadataValue.RebalanceTimeoutMs',
    593: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    594: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    595: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    596: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    597: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    598: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    599: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    600: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    601: 'ConsumerGroupMemberMetadataValue._unknown_tags',
    602: 'ConsumerGroupMemberMetadataValue',
    605: 'ConsumerGroupMemberMetadataValue._unknown_tags',
    612: 'ConsumerGroupMemberMetadataValue.InstanceId',
    617: 'ConsumerGroupMemberMetadataValue.InstanceId',
    620: 'ConsumerGroupMemberMetadataValue.InstanceId',
    621: 'ConsumerGroupMemberMetadataValue.RackId',
    626: 'ConsumerGroupMemberMetadataValue.RackId',
    629: 'ConsumerGroupMemberMetadataValue.RackId',
    630: 'ConsumerGroupMemberMetadataValue.ClientId',
    635: 'ConsumerGroupMemberMetadataValue.ClientId',
    638: 'ConsumerGroupMemberMetadataValue.ClientId',
    639: 'ConsumerGroupMemberMetadataValue.ClientHost',
    644: 'ConsumerGroupMemberMetadataValue.ClientHost',
    647: 'ConsumerGroupMemberMetadataValue.ClientHost',
    648: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    652: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    656: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    661: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    664: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    667: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    672: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    675: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    676: 'ConsumerGroupMemberMetadataValue.RebalanceTimeoutMs',
    678: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    683: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    686: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    687: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    691: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    696: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    697: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    744: 'ConsumerGroupMetadataKey.Group',
    745: 'ConsumerGroupMetadataKey.Group',
    746: 'ConsumerGroupMetadataKey.Group',
    747: 'ConsumerGroupMetadataKey.Group',
    754: 'ConsumerGroupMetadataKey.Group',
    759: 'ConsumerGroupMetadataKey.Group',
    762: 'ConsumerGroupMetadataKey.Group',
    812: 'ConsumerGroupMetadataValue.Epoch',
    813: 'ConsumerGroupMetadataValue',
    814: 'ConsumerGroupMetadataValue.MetadataHash',
    815: 'ConsumerGroupMetadataValue.MetadataHash',
    816: 'ConsumerGroupMetadataValue.MetadataHash',
    817: 'ConsumerGroupMetadataValue.MetadataHash',
    818: 'ConsumerGroupMetadataValue._unknown_tags',
    820: 'ConsumerGroupMetadataValue._unknown_tags',
    829: 'ConsumerGroupMetadataValue.Epoch',
    832: 'ConsumerGroupMetadataValue._tagged_fields',
    836: 'ConsumerGroupMetadataValue._tagged_fields',
    841: 'ConsumerGroupMetadataValue._tagged_fields',
    842: 'ConsumerGroupMetadataValue._tagged_fields',
    847: 'ConsumerGroupMetadataValue.MetadataHash',
    902: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    903: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    904: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    905: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    906: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    907: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    908: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    909: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    916: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    921: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    924: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    925: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    930: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    933: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    1019: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1020: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1021: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1022: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1023: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.TopicId',
    1024: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1025: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1027: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1029: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1030: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._unknown_tags',
    1031: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1034: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._unknown_tags',
    1035: 'ConsumerGroupTargetAssignmentMemberValue._unknown_tags',
    1036: 'ConsumerGroupTargetAssignmentMemberValue',
    1039: 'ConsumerGroupTargetAssignmentMemberValue._unknown_tags',
    1046: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1050: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1055: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.TopicId',
    1058: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1060: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1063: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1064: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1068: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1073: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1074: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1085: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1089: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1094: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1095: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1142: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1143: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1144: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1145: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1152: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1157: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1160: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1203: 'ConsumerGroupTargetAssignmentMetadataValue.AssignmentEpoch',
    1204: 'ConsumerGroupTargetAssignmentMetadataValue._unknown_tags',
    1205: 'ConsumerGroupTargetAssignmentMetadataValue',
    1208: 'ConsumerGroupTargetAssignmentMetadataValue._unknown_tags',
    1215: 'ConsumerGroupTargetAssignmentMetadataValue.AssignmentEpoch',
    1217: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1221: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1226: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1227: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1319: 'ConsumerProtocolAssignment.AssignedPartitions',
    1320: 'ConsumerProtocolAssignment.AssignedPartitions',
    1321: 'ConsumerProtocolAssignment.AssignedPartitions',
    1322: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1323: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1324: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1325: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1326: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1327: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1329: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1331: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1332: 'ConsumerProtocolAssignment.UserData',
    1333: 'ConsumerProtocolAssignment.UserData',
    1334: 'ConsumerProtocolAssignment.UserData',
    1335: 'ConsumerProtocolAssignment.UserData',
    1336: 'ConsumerProtocolAssignment.UserData',
    1337: 'ConsumerProtocolAssignment.UserData',
    1344: 'ConsumerProtocolAssignment.AssignedPartitions',
    1349: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1354: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1357: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1358: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1360: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1363: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1366: 'ConsumerProtocolAssignment.UserData',
    1384: 'ConsumerProtocolAssignment.AssignedPartitions',
    1385: 'ConsumerProtocolAssignment.AssignedPartitions',
    1386: 'ConsumerProtocolAssignment.AssignedPartitions',
    1387: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1388: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1389: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1390: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1391: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1392: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1394: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1396: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1397: 'ConsumerProtocolAssignment.UserData',
    1398: 'ConsumerProtocolAssignment.UserData',
    1399: 'ConsumerProtocolAssignment.UserData',
    1400: 'ConsumerProtocolAssignment.UserData',
    1401: 'ConsumerProtocolAssignment.UserData',
    1402: 'ConsumerProtocolAssignment.UserData',
    1409: 'ConsumerProtocolAssignment.AssignedPartitions',
    1414: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1419: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1422: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1423: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1425: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1428: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1431: 'ConsumerProtocolAssignment.UserData',
    1449: 'ConsumerProtocolAssignment.AssignedPartitions',
    1450: 'ConsumerProtocolAssignment.AssignedPartitions',
    1451: 'ConsumerProtocolAssignment.AssignedPartitions',
    1452: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1453: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1454: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1455: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1456: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1457: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1459: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1461: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1462: 'ConsumerProtocolAssignment.UserData',
    1463: 'ConsumerProtocolAssignment.UserData',
    1464: 'ConsumerProtocolAssignment.UserData',
    1465: 'ConsumerProtocolAssignment.UserData',
    1466: 'ConsumerProtocolAssignment.UserData',
    1467: 'ConsumerProtocolAssignment.UserData',
    1474: 'ConsumerProtocolAssignment.AssignedPartitions',
    1479: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1484: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1487: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1488: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1490: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1493: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1496: 'ConsumerProtocolAssignment.UserData',
    1514: 'ConsumerProtocolAssignment.AssignedPartitions',
    1515: 'ConsumerProtocolAssignment.AssignedPartitions',
    1516: 'ConsumerProtocolAssignment.AssignedPartitions',
    1517: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1518: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1519: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1520: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1521: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1522: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1524: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1526: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1527: 'ConsumerProtocolAssignment.UserData',
    1528: 'ConsumerProtocolAssignment.UserData',
    1529: 'ConsumerProtocolAssignment.UserData',
    1530: 'ConsumerProtocolAssignment.UserData',
    1531: 'ConsumerProtocolAssignment.UserData',
    1532: 'ConsumerProtocolAssignment.UserData',
    1539: 'ConsumerProtocolAssignment.AssignedPartitions',
    1544: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1549: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1552: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1553: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1555: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1558: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1561: 'ConsumerProtocolAssignment.UserData',
    1677: 'ConsumerProtocolSubscription.Topics',
    1678: 'ConsumerProtocolSubscription.Topics',
    1679: 'ConsumerProtocolSubscription.Topics',
    1680: 'ConsumerProtocolSubscription.Topics',
    1681: 'ConsumerProtocolSubscription.Topics',
    1682: 'ConsumerProtocolSubscription.Topics',
    1683: 'ConsumerProtocolSubscription.Topics',
    1684: 'ConsumerProtocolSubscription.UserData',
    1685: 'ConsumerProtocolSubscription.UserData',
    1686: 'ConsumerProtocolSubscription.UserData',
    1687: 'ConsumerProtocolSubscription.UserData',
    1688: 'ConsumerProtocolSubscription.UserData',
    1689: 'ConsumerProtocolSubscription.UserData',
    1696: 'ConsumerProtocolSubscription.Topics',
    1700: 'ConsumerProtocolSubscription.Topics',
    1705: 'ConsumerProtocolSubscription.Topics',
    1708: 'ConsumerProtocolSubscription.Topics',
    1711: 'ConsumerProtocolSubscription.UserData',
    1732: 'ConsumerProtocolSubscription.Topics',
    1733: 'ConsumerProtocolSubscription.Topics',
    1734: 'ConsumerProtocolSubscription.Topics',
    1735: 'ConsumerProtocolSubscription.Topics',
    1736: 'ConsumerProtocolSubscription.Topics',
    1737: 'ConsumerProtocolSubscription.Topics',
    1738: 'ConsumerProtocolSubscription.Topics',
    1739: 'ConsumerProtocolSubscription.UserData',
    1740: 'ConsumerProtocolSubscription.UserData',
    1741: 'ConsumerProtocolSubscription.UserData',
    1742: 'ConsumerProtocolSubscription.UserData',
    1743: 'ConsumerProtocolSubscription.UserData',
    1744: 'ConsumerProtocolSubscription.UserData',
    1745: 'ConsumerProtocolSubscription.OwnedPartitions',
    1746: 'ConsumerProtocolSubscription.OwnedPartitions',
    1747: 'ConsumerProtocolSubscription.OwnedPartitions',
    1748: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1749: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1750: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1751: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1752: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1753: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1755: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1757: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1764: 'ConsumerProtocolSubscription.Topics',
    1768: 'ConsumerProtocolSubscription.Topics',
    1773: 'ConsumerProtocolSubscription.Topics',
    1776: 'ConsumerProtocolSubscription.Topics',
    1779: 'ConsumerProtocolSubscription.UserData',
    1791: 'ConsumerProtocolSubscription.OwnedPartitions',
    1796: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1801: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1804: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1805: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1807: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1810: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1821: 'ConsumerProtocolSubscription.Topics',
    1822: 'ConsumerProtocolSubscription.Topics',
    1823: 'ConsumerProtocolSubscription.Topics',
    1824: 'ConsumerProtocolSubscription.Topics',
    1825: 'ConsumerProtocolSubscription.Topics',
    1826: 'ConsumerProtocolSubscription.Topics',
    1827: 'ConsumerProtocolSubscription.Topics',
    1828: 'ConsumerProtocolSubscription.UserData',
    1829: 'ConsumerProtocolSubscription.UserData',
    1830: 'ConsumerProtocolSubscription.UserData',
    1831: 'ConsumerProtocolSubscription.UserData',
    1832: 'ConsumerProtocolSubscription.UserData',
    1833: 'ConsumerProtocolSubscription.UserData',
    1834: 'ConsumerProtocolSubscription.OwnedPartitions',
    1835: 'ConsumerProtocolSubscription.OwnedPartitions',
    1836: 'ConsumerProtocolSubscription.OwnedPartitions',
    1837: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1838: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1839: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1840: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1841: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1842: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1844: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1846: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1847: 'ConsumerProtocolSubscription.GenerationId',
    1854: 'ConsumerProtocolSubscription.Topics',
    1858: 'ConsumerProtocolSubscription.Topics',
    1863: 'ConsumerProtocolSubscription.Topics',
    1866: 'ConsumerProtocolSubscription.Topics',
    1869: 'ConsumerProtocolSubscription.UserData',
    1881: 'ConsumerProtocolSubscription.OwnedPartitions',
    1886: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1891: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1894: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1895: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1897: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1900: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1903: 'ConsumerProtocolSubscription.GenerationId',
    1912: 'ConsumerProtocolSubscription.Topics',
    1913: 'ConsumerProtocolSubscription.Topics',
    1914: 'ConsumerProtocolSubscription.Topics',
    1915: 'ConsumerProtocolSubscription.Topics',
    1916: 'ConsumerProtocolSubscription.Topics',
    1917: 'ConsumerProtocolSubscription.Topics',
    1918: 'ConsumerProtocolSubscription.Topics',
    1919: 'ConsumerProtocolSubscription.UserData',
    1920: 'ConsumerProtocolSubscription.UserData',
    1921: 'ConsumerProtocolSubscription.UserData',
    1922: 'ConsumerProtocolSubscription.UserData',
    1923: 'ConsumerProtocolSubscription.UserData',
    1924: 'ConsumerProtocolSubscription.UserData',
    1925: 'ConsumerProtocolSubscription.OwnedPartitions',
    1926: 'ConsumerProtocolSubscription.OwnedPartitions',
    1927: 'ConsumerProtocolSubscription.OwnedPartitions',
    1928: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1929: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1930: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1931: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1932: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1933: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1935: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1937: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1938: 'ConsumerProtocolSubscription.GenerationId',
    1939: 'ConsumerProtocolSubscription.RackId',
    1940: 'ConsumerProtocolSubscription.RackId',
    1941: 'ConsumerProtocolSubscription.RackId',
    1942: 'ConsumerProtocolSubscription.RackId',
    1943: 'ConsumerProtocolSubscription.RackId',
    1944: 'ConsumerProtocolSubscription.RackId',
    1945: 'ConsumerProtocolSubscription.RackId',
    1952: 'ConsumerProtocolSubscription.Topics',
    1956: 'ConsumerProtocolSubscription.Topics',
    1961: 'ConsumerProtocolSubscription.Topics',
    1964: 'ConsumerProtocolSubscription.Topics',
    1967: 'ConsumerProtocolSubscription.UserData',
    1979: 'ConsumerProtocolSubscription.OwnedPartitions',
    1984: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1989: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1992: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1993: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1995: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1998: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    2001: 'ConsumerProtocolSubscription.GenerationId',
    2003: 'ConsumerProtocolSubscription.RackId',
    2008: 'ConsumerProtocolSubscription.RackId',
    2011: 'ConsumerProtocolSubscription.RackId',
    2050: 'GroupMetadataKey.Group',
    2051: 'GroupMetadataKey.Group',
    2052: 'GroupMetadataKey.Group',
    2053: 'GroupMetadataKey.Group',
    2060: 'GroupMetadataKey.Group',
    2065: 'GroupMetadataKey.Group',
    2068: 'GroupMetadataKey.Group',
    2237: 'GroupMetadataValue.ProtocolType',
    2238: 'GroupMetadataValue.ProtocolType',
    2239: 'GroupMetadataValue.ProtocolType',
    2240: 'GroupMetadataValue.ProtocolType',
    2241: 'GroupMetadataValue.Generation',
    2242: 'GroupMetadataValue.Protocol',
    2243: 'GroupMetadataValue.Protocol',
    2244: 'GroupMetadataValue.Protocol',
    2245: 'GroupMetadataValue.Protocol',
    2246: 'GroupMetadataValue.Protocol',
    2247: 'GroupMetadataValue.Protocol',
    2248: 'GroupMetadataValue.Protocol',
    2249: 'GroupMetadataValue.Leader',
    2250: 'GroupMetadataValue.Leader',
    2251: 'GroupMetadataValue.Leader',
    2252: 'GroupMetadataValue.Leader',
    2253: 'GroupMetadataValue.Leader',
    2254: 'GroupMetadataValue.Leader',
    2255: 'GroupMetadataValue.Leader',
    2256: 'GroupMetadataValue.Members',
    2257: 'GroupMetadataValue.Members',
    2258: 'GroupMetadataValue.Members',
    2259: 'GroupMetadataValue.Members.MemberId',
    2260: 'GroupMetadataValue.Members.MemberId',
    2261: 'GroupMetadataValue.Members.MemberId',
    2262: 'GroupMetadataValue.Members.MemberId',
    2263: 'GroupMetadataValue.Members.ClientId',
    2264: 'GroupMetadataValue.Members.ClientId',
    2265: 'GroupMetadataValue.Members.ClientId',
    2266: 'GroupMetadataValue.Members.ClientId',
    2267: 'GroupMetadataValue.Members.ClientHost',
    2268: 'GroupMetadataValue.Members.ClientHost',
    2269: 'GroupMetadataValue.Members.ClientHost',
    2270: 'GroupMetadataValue.Members.ClientHost',
    2271: 'GroupMetadataValue.Members.SessionTimeout',
    2272: 'GroupMetadataValue.Members.Subscription',
    2273: 'GroupMetadataValue.Members.Subscription',
    2274: 'GroupMetadataValue.Members.Subscription',
    2275: 'GroupMetadataValue.Members.Assignment',
    2276: 'GroupMetadataValue.Members.Assignment',
    2277: 'GroupMetadataValue.Members.Assignment',
    2284: 'GroupMetadataValue.ProtocolType',
    2289: 'GroupMetadataValue.ProtocolType',
    2292: 'GroupMetadataValue.ProtocolType',
    2293: 'GroupMetadataValue.Generation',
    2295: 'GroupMetadataValue.Protocol',
    2300: 'GroupMetadataValue.Protocol',
    2303: 'GroupMetadataValue.Protocol',
    2304: 'GroupMetadataValue.Leader',
    2309: 'GroupMetadataValue.Leader',
    2312: 'GroupMetadataValue.Leader',
    2313: 'GroupMetadataValue.Members',
    2318: 'GroupMetadataValue.Members.MemberId',
    2323: 'GroupMetadataValue.Members.MemberId',
    2326: 'GroupMetadataValue.Members.MemberId',
    2327: 'GroupMetadataValue.Members.ClientId',
    2332: 'GroupMetadataValue.Members.ClientId',
    2335: 'GroupMetadataValue.Members.ClientId',
    2336: 'GroupMetadataValue.Members.ClientHost',
    2341: 'GroupMetadataValue.Members.ClientHost',
    2344: 'GroupMetadataValue.Members.ClientHost',
    2345: 'GroupMetadataValue.Members.SessionTimeout',
    2347: 'GroupMetadataValue.Members.Subscription',
    2357: 'GroupMetadataValue.Members.Assignment',
    2380: 'GroupMetadataValue.ProtocolType',
    2381: 'GroupMetadataValue.ProtocolType',
    2382: 'GroupMetadataValue.ProtocolType',
    2383: 'GroupMetadataValue.ProtocolType',
    2384: 'GroupMetadataValue.Generation',
    2385: 'GroupMetadataValue.Protocol',
    2386: 'GroupMetadataValue.Protocol',
    2387: 'GroupMetadataValue.Protocol',
    2388: 'GroupMetadataValue.Protocol',
    2389: 'GroupMetadataValue.Protocol',
    2390: 'GroupMetadataValue.Protocol',
    2391: 'GroupMetadataValue.Protocol',
    2392: 'GroupMetadataValue.Leader',
    2393: 'GroupMetadataValue.Leader',
    2394: 'GroupMetadataValue.Leader',
    2395: 'GroupMetadataValue.Leader',
    2396: 'GroupMetadataValue.Leader',
    2397: 'GroupMetadataValue.Leader',
    2398: 'GroupMetadataValue.Leader',
    2399: 'GroupMetadataValue.Members',
    2400: 'GroupMetadataValue.Members',
    2401: 'GroupMetadataValue.Members',
    2402: 'GroupMetadataValue.Members.MemberId',
    2403: 'GroupMetadataValue.Members.MemberId',
    2404: 'GroupMetadataValue.Members.MemberId',
    2405: 'GroupMetadataValue.Members.MemberId',
    2406: 'GroupMetadataValue.Members.ClientId',
    2407: 'GroupMetadataValue.Members.ClientId',
    2408: 'GroupMetadataValue.Members.ClientId',
    2409: 'GroupMetadataValue.Members.ClientId',
    2410: 'GroupMetadataValue.Members.ClientHost',
    2411: 'GroupMetadataValue.Members.ClientHost',
    2412: 'GroupMetadataValue.Members.ClientHost',
    2413: 'GroupMetadataValue.Members.ClientHost',
    2414: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2415: 'GroupMetadataValue.Members.Subscription',
    2416: 'GroupMetadataValue.Members.Subscription',
    2417: 'GroupMetadataValue.Members.Subscription',
    2418: 'GroupMetadataValue.Members.Assignment',
    2419: 'GroupMetadataValue.Members.Assignment',
    2420: 'GroupMetadataValue.Members.Assignment',
    2427: 'GroupMetadataValue.ProtocolType',
    2432: 'GroupMetadataValue.ProtocolType',
    2435: 'GroupMetadataValue.ProtocolType',
    2436: 'GroupMetadataValue.Generation',
    2438: 'GroupMetadataValue.Protocol',
    2443: 'GroupMetadataValue.Protocol',
    2446: 'GroupMetadataValue.Protocol',
    2447: 'GroupMetadataValue.Leader',
    2452: 'GroupMetadataValue.Leader',
    2455: 'GroupMetadataValue.Leader',
    2456: 'GroupMetadataValue.Members',
    2461: 'GroupMetadataValue.Members.MemberId',
    2466: 'GroupMetadataValue.Members.MemberId',
    2469: 'GroupMetadataValue.Members.MemberId',
    2470: 'GroupMetadataValue.Members.ClientId',
    2475: 'GroupMetadataValue.Members.ClientId',
    2478: 'GroupMetadataValue.Members.ClientId',
    2479: 'GroupMetadataValue.Members.ClientHost',
    2484: 'GroupMetadataValue.Members.ClientHost',
    2487: 'GroupMetadataValue.Members.ClientHost',
    2488: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2490: 'GroupMetadataValue.Members.Subscription',
    2500: 'GroupMetadataValue.Members.Assignment',
    2522: 'GroupMetadataValue.ProtocolType',
    2523: 'GroupMetadataValue.ProtocolType',
    2524: 'GroupMetadataValue.ProtocolType',
    2525: 'GroupMetadataValue.ProtocolType',
    2526: 'GroupMetadataValue.Generation',
    2527: 'GroupMetadataValue.Protocol',
    2528: 'GroupMetadataValue.Protocol',
    2529: 'GroupMetadataValue.Protocol',
    2530: 'GroupMetadataValue.Protocol',
    2531: 'GroupMetadataValue.Protocol',
    2532: 'GroupMetadataValue.Protocol',
    2533: 'GroupMetadataValue.Protocol',
    2534: 'GroupMetadataValue.Leader',
    2535: 'GroupMetadataValue.Leader',
    2536: 'GroupMetadataValue.Leader',
    2537: 'GroupMetadataValue.Leader',
    2538: 'GroupMetadataValue.Leader',
    2539: 'GroupMetadataValue.Leader',
    2540: 'GroupMetadataValue.Leader',
    2541: 'GroupMetadataValue.CurrentStateTimestamp',
    2542: 'GroupMetadataValue.Members',
    2543: 'GroupMetadataValue.Members',
    2544: 'GroupMetadataValue.Members',
    2545: 'GroupMetadataValue.Members.MemberId',
    2546: 'GroupMetadataValue.Members.MemberId',
    2547: 'GroupMetadataValue.Members.MemberId',
    2548: 'GroupMetadataValue.Members.MemberId',
    2549: 'GroupMetadataValue.Members.ClientId',
    2550: 'GroupMetadataValue.Members.ClientId',
    2551: 'GroupMetadataValue.Members.ClientId',
    2552: 'GroupMetadataValue.Members.ClientId',
    2553: 'GroupMetadataValue.Members.ClientHost',
    2554: 'GroupMetadataValue.Members.ClientHost',
    2555: 'GroupMetadataValue.Members.ClientHost',
    2556: 'GroupMetadataValue.Members.ClientHost',
    2557: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2558: 'GroupMetadataValue.Members.Subscription',
    2559: 'GroupMetadataValue.Members.Subscription',
    2560: 'GroupMetadataValue.Members.Subscription',
    2561: 'GroupMetadataValue.Members.Assignment',
    2562: 'GroupMetadataValue.Members.Assignment',
    2563: 'GroupMetadataValue.Members.Assignment',
    2570: 'GroupMetadataValue.ProtocolType',
    2575: 'GroupMetadataValue.ProtocolType',
    2578: 'GroupMetadataValue.ProtocolType',
    2579: 'GroupMetadataValue.Generation',
    2581: 'GroupMetadataValue.Protocol',
    2586: 'GroupMetadataValue.Protocol',
    2589: 'GroupMetadataValue.Protocol',
    2590: 'GroupMetadataValue.Leader',
    2595: 'GroupMetadataValue.Leader',
    2598: 'GroupMetadataValue.Leader',
    2599: 'GroupMetadataValue.CurrentStateTimestamp',
    2601: 'GroupMetadataValue.Members',
    2606: 'GroupMetadataValue.Members.MemberId',
    2611: 'GroupMetadataValue.Members.MemberId',
    2614: 'GroupMetadataValue.Members.MemberId',
    2615: 'GroupMetadataValue.Members.ClientId',
    2620: 'GroupMetadataValue.Members.ClientId',
    2623: 'GroupMetadataValue.Members.ClientId',
    2624: 'GroupMetadataValue.Members.ClientHost',
    2629: 'GroupMetadataValue.Members.ClientHost',
    2632: 'GroupMetadataValue.Members.ClientHost',
    2633: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2635: 'GroupMetadataValue.Members.Subscription',
    2645: 'GroupMetadataValue.Members.Assignment',
    2666: 'GroupMetadataValue.ProtocolType',
    2667: 'GroupMetadataValue.ProtocolType',
    2668: 'GroupMetadataValue.ProtocolType',
    2669: 'GroupMetadataValue.ProtocolType',
    2670: 'GroupMetadataValue.Generation',
    2671: 'GroupMetadataValue.Protocol',
    2672: 'GroupMetadataValue.Protocol',
    2673: 'GroupMetadataValue.Protocol',
    2674: 'GroupMetadataValue.Protocol',
    2675: 'GroupMetadataValue.Protocol',
    2676: 'GroupMetadataValue.Protocol',
    2677: 'GroupMetadataValue.Protocol',
    2678: 'GroupMetadataValue.Leader',
    2679: 'GroupMetadataValue.Leader',
    2680: 'GroupMetadataValue.Leader',
    2681: 'GroupMetadataValue.Leader',
    2682: 'GroupMetadataValue.Leader',
    2683: 'GroupMetadataValue.Leader',
    2684: 'GroupMetadataValue.Leader',
    2685: 'GroupMetadataValue.CurrentStateTimestamp',
    2686: 'GroupMetadataValue.Members',
    2687: 'GroupMetadataValue.Members',
    2688: 'GroupMetadataValue.Members',
    2689: 'GroupMetadataValue.Members.MemberId',
    2690: 'GroupMetadataValue.Members.MemberId',
    2691: 'GroupMetadataValue.Members.MemberId',
    2692: 'GroupMetadataValue.Members.MemberId',
    2693: 'GroupMetadataValue.Members.GroupInstanceId',
    2694: 'GroupMetadataValue.Members.GroupInstanceId',
    2695: 'GroupMetadataValue.Members.GroupInstanceId',
    2696: 'GroupMetadataValue.Members.GroupInstanceId',
    2697: 'GroupMetadataValue.Members.GroupInstanceId',
    2698: 'GroupMetadataValue.Members.GroupInstanceId',
    2699: 'GroupMetadataValue.Members.GroupInstanceId',
    2700: 'GroupMetadataValue.Members.ClientId',
    2701: 'GroupMetadataValue.Members.ClientId',
    2702: 'GroupMetadataValue.Members.ClientId',
    2703: 'GroupMetadataValue.Members.ClientId',
    2704: 'GroupMetadataValue.Members.ClientHost',
    2705: 'GroupMetadataValue.Members.ClientHost',
    2706: 'GroupMetadataValue.Members.ClientHost',
    2707: 'GroupMetadataValue.Members.ClientHost',
    2708: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2709: 'GroupMetadataValue.Members.Subscription',
    2710: 'GroupMetadataValue.Members.Subscription',
    2711: 'GroupMetadataValue.Members.Subscription',
    2712: 'GroupMetadataValue.Members.Assignment',
    2713: 'GroupMetadataValue.Members.Assignment',
    2714: 'GroupMetadataValue.Members.Assignment',
    2721: 'GroupMetadataValue.ProtocolType',
    2726: 'GroupMetadataValue.ProtocolType',
    2729: 'GroupMetadataValue.ProtocolType',
    2730: 'GroupMetadataValue.Generation',
    2732: 'GroupMetadataValue.Protocol',
    2737: 'GroupMetadataValue.Protocol',
    2740: 'GroupMetadataValue.Protocol',
    2741: 'GroupMetadataValue.Leader',
    2746: 'GroupMetadataValue.Leader',
    2749: 'GroupMetadataValue.Leader',
    2750: 'GroupMetadataValue.CurrentStateTimestamp',
    2752: 'GroupMetadataValue.Members',
    2757: 'GroupMetadataValue.Members.MemberId',
    2762: 'GroupMetadataValue.Members.MemberId',
    2765: 'GroupMetadataValue.Members.MemberId',
    2766: 'GroupMetadataValue.Members.GroupInstanceId',
    2771: 'GroupMetadataValue.Members.GroupInstanceId',
    2774: 'GroupMetadataValue.Members.GroupInstanceId',
    2775: 'GroupMetadataValue.Members.ClientId',
    2780: 'GroupMetadataValue.Members.ClientId',
    2783: 'GroupMetadataValue.Members.ClientId',
    2784: 'GroupMetadataValue.Members.ClientHost',
    2789: 'GroupMetadataValue.Members.ClientHost',
    2792: 'GroupMetadataValue.Members.ClientHost',
    2793: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2795: 'GroupMetadataValue.Members.Subscription',
    2805: 'GroupMetadataValue.Members.Assignment',
    2825: 'GroupMetadataValue.ProtocolType',
    2826: 'GroupMetadataValue.ProtocolType',
    2827: 'GroupMetadataValue.ProtocolType',
    2828: 'GroupMetadataValue.ProtocolType',
    2829: 'GroupMetadataValue.ProtocolType',
    2830: 'GroupMetadataValue.Generation',
    2831: 'GroupMetadataValue.Protocol',
    2832: 'GroupMetadataValue.Protocol',
    2833: 'GroupMetadataValue.Protocol',
    2834: 'GroupMetadataValue.Protocol',
    2835: 'GroupMetadataValue.Protocol',
    2836: 'GroupMetadataValue.Protocol',
    2837: 'GroupMetadataValue.Protocol',
    2838: 'GroupMetadataValue.Protocol',
    2839: 'GroupMetadataValue.Leader',
    2840: 'GroupMetadataValue.Leader',
    2841: 'GroupMetadataValue.Leader',
    2842: 'GroupMetadataValue.Leader',
    2843: 'GroupMetadataValue.Leader',
    2844: 'GroupMetadataValue.Leader',
    2845: 'GroupMetadataValue.Leader',
    2846: 'GroupMetadataValue.Leader',
    2847: 'GroupMetadataValue.CurrentStateTimestamp',
    2848: 'GroupMetadataValue.Members',
    2849: 'GroupMetadataValue.Members',
    2850: 'GroupMetadataValue.Members',
    2851: 'GroupMetadataValue.Members',
    2852: 'GroupMetadataValue.Members.MemberId',
    2853: 'GroupMetadataValue.Members.MemberId',
    2854: 'GroupMetadataValue.Members.MemberId',
    2855: 'GroupMetadataValue.Members.MemberId',
    2856: 'GroupMetadataValue.Members.MemberId',
    2857: 'GroupMetadataValue.Members.GroupInstanceId',
    2858: 'GroupMetadataValue.Members.GroupInstanceId',
    2859: 'GroupMetadataValue.Members.GroupInstanceId',
    2860: 'GroupMetadataValue.Members.GroupInstanceId',
    2861: 'GroupMetadataValue.Members.GroupInstanceId',
    2862: 'GroupMetadataValue.Members.GroupInstanceId',
    2863: 'GroupMetadataValue.Members.GroupInstanceId',
    2864: 'GroupMetadataValue.Members.GroupInstanceId',
    2865: 'GroupMetadataValue.Members.ClientId',
    2866: 'GroupMetadataValue.Members.ClientId',
    2867: 'GroupMetadataValue.Members.ClientId',
    2868: 'GroupMetadataValue.Members.ClientId',
    2869: 'GroupMetadataValue.Members.ClientId',
    2870: 'GroupMetadataValue.Members.ClientHost',
    2871: 'GroupMetadataValue.Members.ClientHost',
    2872: 'GroupMetadataValue.Members.ClientHost',
    2873: 'GroupMetadataValue.Members.ClientHost',
    2874: 'GroupMetadataValue.Members.ClientHost',
    2875: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2876: 'GroupMetadataValue.Members.Subscription',
    2877: 'GroupMetadataValue.Members.Subscription',
    2878: 'GroupMetadataValue.Members.Subscription',
    2879: 'GroupMetadataValue.Members.Subscription',
    2880: 'GroupMetadataValue.Members.Assignment',
    2881: 'GroupMetadataValue.Members.Assignment',
    2882: 'GroupMetadataValue.Members.Assignment',
    2883: 'GroupMetadataValue.Members.Assignment',
    2884: 'GroupMetadataValue.Members._unknown_tags',
    2885: 'GroupMetadataValue.Members',
    2888: 'GroupMetadataValue.Members._unknown_tags',
    2889: 'GroupMetadataValue._unknown_tags',
    2890: 'GroupMetadataValue',
    2893: 'GroupMetadataValue._unknown_tags',
    2900: 'GroupMetadataValue.ProtocolType',
    2905: 'GroupMetadataValue.ProtocolType',
    2908: 'GroupMetadataValue.ProtocolType',
    2909: 'GroupMetadataValue.Generation',
    2911: 'GroupMetadataValue.Protocol',
    2916: 'GroupMetadataValue.Protocol',
    2919: 'GroupMetadataValue.Protocol',
    2920: 'GroupMetadataValue.Leader',
    2925: 'GroupMetadataValue.Leader',
    2928: 'GroupMetadataValue.Leader',
    2929: 'GroupMetadataValue.CurrentStateTimestamp',
    2931: 'GroupMetadataValue.Members',
    2935: 'GroupMetadataValue.Members',
    2940: 'GroupMetadataValue.Members.MemberId',
    2945: 'GroupMetadataValue.Members.MemberId',
    2948: 'GroupMetadataValue.Members.MemberId',
    2949: 'GroupMetadataValue.Members.GroupInstanceId',
    2954: 'GroupMetadataValue.Members.GroupInstanceId',
    2957: 'GroupMetadataValue.Members.GroupInstanceId',
    2958: 'GroupMetadataValue.Members.ClientId',
    2963: 'GroupMetadataValue.Members.ClientId',
    2966: 'GroupMetadataValue.Members.ClientId',
    2967: 'GroupMetadataValue.Members.ClientHost',
    2972: 'GroupMetadataValue.Members.ClientHost',
    2975: 'GroupMetadataValue.Members.ClientHost',
    2976: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2978: 'GroupMetadataValue.Members.Subscription',
    2982: 'GroupMetadataValue.Members.Subscription',
    2992: 'GroupMetadataValue.Members.Assignment',
    2996: 'GroupMetadataValue.Members.Assignment',
    3006: 'GroupMetadataValue.Members._tagged_fields',
    3010: 'GroupMetadataValue.Members._tagged_fields',
    3015: 'GroupMetadataValue.Members._tagged_fields',
    3016: 'GroupMetadataValue.Members._tagged_fields',
    3027: 'GroupMetadataValue._tagged_fields',
    3031: 'GroupMetadataValue._tagged_fields',
    3036: 'GroupMetadataValue._tagged_fields',
    3037: 'GroupMetadataValue._tagged_fields',
    3098: 'OffsetCommitKey.Group',
    3099: 'OffsetCommitKey.Group',
    3100: 'OffsetCommitKey.Group',
    3101: 'OffsetCommitKey.Group',
    3102: 'OffsetCommitKey.Topic',
    3103: 'OffsetCommitKey.Topic',
    3104: 'OffsetCommitKey.Topic',
    3105: 'OffsetCommitKey.Topic',
    3106: 'OffsetCommitKey.Partition',
    3113: 'OffsetCommitKey.Group',
    3118: 'OffsetCommitKey.Group',
    3121: 'OffsetCommitKey.Group',
    3122: 'OffsetCommitKey.Topic',
    3127: 'OffsetCommitKey.Topic',
    3130: 'OffsetCommitKey.Topic',
    3131: 'OffsetCommitKey.Partition',
    3203: 'OffsetCommitValue.Offset',
    3204: 'OffsetCommitValue.Metadata',
    3205: 'OffsetCommitValue.Metadata',
    3206: 'OffsetCommitValue.Metadata',
    3207: 'OffsetCommitValue.Metadata',
    3208: 'OffsetCommitValue.CommitTimestamp',
    3215: 'OffsetCommitValue.Offset',
    3217: 'OffsetCommitValue.Metadata',
    3222: 'OffsetCommitValue.Metadata',
    3225: 'OffsetCommitValue.Metadata',
    3226: 'OffsetCommitValue.CommitTimestamp',
    3237: 'OffsetCommitValue.Offset',
    3238: 'OffsetCommitValue.Metadata',
    3239: 'OffsetCommitValue.Metadata',
    3240: 'OffsetCommitValue.Metadata',
    3241: 'OffsetCommitValue.Metadata',
    3242: 'OffsetCommitValue.CommitTimestamp,ExpireTimestamp',
    3249: 'OffsetCommitValue.Offset',
    3251: 'OffsetCommitValue.Metadata',
    3256: 'OffsetCommitValue.Metadata',
    3259: 'OffsetCommitValue.Metadata',
    3260: 'OffsetCommitValue.CommitTimestamp,ExpireTimestamp',
    3270: 'OffsetCommitValue.Offset',
    3271: 'OffsetCommitValue.Metadata',
    3272: 'OffsetCommitValue.Metadata',
    3273: 'OffsetCommitValue.Metadata',
    3274: 'OffsetCommitValue.Metadata',
    3275: 'OffsetCommitValue.CommitTimestamp',
    3282: 'OffsetCommitValue.Offset',
    3284: 'OffsetCommitValue.Metadata',
    3289: 'OffsetCommitValue.Metadata',
    3292: 'OffsetCommitValue.Metadata',
    3293: 'OffsetCommitValue.CommitTimestamp',
    3304: 'OffsetCommitValue.Offset,LeaderEpoch',
    3305: 'OffsetCommitValue.Metadata',
    3306: 'OffsetCommitValue.Metadata',
    3307: 'OffsetCommitValue.Metadata',
    3308: 'OffsetCommitValue.Metadata',
    3309: 'OffsetCommitValue.CommitTimestamp',
    3316: 'OffsetCommitValue.Offset,LeaderEpoch',
    3318: 'OffsetCommitValue.Metadata',
    3323: 'OffsetCommitValue.Metadata',
    3326: 'OffsetCommitValue.Metadata',
    3327: 'OffsetCommitValue.CommitTimestamp',
    3337: 'OffsetCommitValue.Offset,LeaderEpoch',
    3338: 'OffsetCommitValue.Metadata',
    3339: 'OffsetCommitValue.Metadata',
    3340: 'OffsetCommitValue.Metadata',
    3341: 'OffsetCommitValue.Metadata',
    3342: 'OffsetCommitValue.Metadata',
    3343: 'OffsetCommitValue.CommitTimestamp',
    3344: 'OffsetCommitValue._unknown_tags',
    3345: 'OffsetCommitValue',
    3348: 'OffsetCommitValue._unknown_tags',
    3355: 'OffsetCommitValue.Offset,LeaderEpoch',
    3357: 'OffsetCommitValue.Metadata',
    3362: 'OffsetCommitValue.Metadata',
    3365: 'OffsetCommitValue.Metadata',
    3366: 'OffsetCommitValue.CommitTimestamp',
    3369: 'OffsetCommitValue._tagged_fields',
    3373: 'OffsetCommitValue._tagged_fields',
    3378: 'OffsetCommitValue._tagged_fields',
    3379: 'OffsetCommitValue._tagged_fields',
}
