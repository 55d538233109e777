# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from 18 schemas.
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

__all__ = ['ConsumerGroupCurrentMemberAssignmentKey', 'ConsumerGroupCurrentMemberAssignmentValue', 'ConsumerGroupMemberMetadataKey', 'ConsumerGroupMemberMetadataValue', 'ConsumerGroupMetadataKey', 'ConsumerGroupMetadataValue', 'ConsumerGroupTargetAssignmentMemberKey', 'ConsumerGroupTargetAssignmentMemberValue', 'ConsumerGroupTargetAssignmentMetadataKey', 'ConsumerGroupTargetAssignmentMetadataValue', 'ConsumerProtocolAssignment', 'ConsumerProtocolSubscription', 'GroupMetadataKey', 'GroupMetadataValue', 'OffsetCommitKey', 'OffsetCommitValue', 'TransactionLogKey', 'TransactionLogValue']

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
_S_ib = Struct('>ib')
_S_ii = Struct('>ii')
_S_iib = Struct('>iib')
_S_q = Struct('>q')
_S_qhib = Struct('>qhib')
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


class TransactionLogKey(_Message):
    """TransactionLogKey (data): versions 0; not flexible."""

    __slots__ = ('transactional_id',)
    NAME = 'TransactionLogKey'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = None

    transactional_id: str
    """Transactional id the record is about.

    `TransactionalId` (string): versions 0; default ''."""

    def __init__(
        self,
        *,
        transactional_id: str = '',
    ) -> None:
        self.transactional_id = transactional_id


TransactionLogKey.FIELDS = (
    _FI('TransactionalId', 'transactional_id', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
)


def _enc_TransactionLogKey_v0(o: TransactionLogKey) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s634 = o.transactional_id
    b635 = s634.encode()
    a(_S_h.pack(len(b635)))
    a(b635)
    return b''.join(parts)


def _dec_TransactionLogKey_v0(buf: _Buffer, pos: int) -> tuple[TransactionLogKey, int]:
    blen = len(buf)
    o = _new(TransactionLogKey)
    n637, = _S_h.unpack_from(buf, pos)
    if n637 >= 0:
        x638 = pos + 2 + n637
        if x638 > blen:
            raise _bad_length(n637, 'TransactionLogKey.TransactionalId', pos)
        o.transactional_id = str(buf[pos + 2:x638], 'utf-8')
        pos = x638
    else:
        o.transactional_id, pos = _read_string(buf, pos, False, False, 'TransactionLogKey.TransactionalId')
    return o, pos


TransactionLogKey._ENC = {0: _enc_TransactionLogKey_v0}
TransactionLogKey._DEC = {0: _dec_TransactionLogKey_v0}


class TransactionLogValue(_Message):
    """TransactionLogValue (data): versions 0-1; flexible in 1."""

    __slots__ = ('producer_id', 'previous_producer_id', 'next_producer_id', 'producer_epoch', 'next_producer_epoch', 'transaction_timeout_ms', 'transaction_status', 'transaction_partitions', 'transaction_last_update_timestamp_ms', 'transaction_start_timestamp_ms', 'client_transaction_version', '_unknown_tags')
    NAME = 'TransactionLogValue'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (1, 1)

    producer_id: int
    """Producer id the transactional id uses.

    `ProducerId` (int64): versions 0+; default 0."""
    previous_producer_id: int
    """Producer id of the last committed transaction, or -1 (transactions v2).

    `PreviousProducerId` (int64): versions 1+; tagged (tag 0) in 1+; default -1."""
    next_producer_id: int
    """Producer id already handed to the producer for its next transaction, or -1 (transactions v2).

    `NextProducerId` (int64): versions 1+; tagged (tag 1) in 1+; default -1."""
    producer_epoch: int
    """Producer epoch that goes with ProducerId.

    `ProducerEpoch` (int16): versions 0+; default 0."""
    next_producer_epoch: int
    """Producer epoch that goes with NextProducerId, or -1 (two-phase commit).

    `NextProducerEpoch` (int16): versions 1+; tagged (tag 3) in 1+; default -1."""
    transaction_timeout_ms: int
    """Transaction timeout in ms.

    `TransactionTimeoutMs` (int32): versions 0+; default 0."""
    transaction_status: int
    """State: 0 Empty, 1 Ongoing, 2 PrepareCommit, 3 PrepareAbort, 4 CompleteCommit, 5 CompleteAbort, 6 Dead, 7 PrepareEpochFence.

    `TransactionStatus` (int8): versions 0+; default 0."""
    transaction_partitions: list[TransactionLogValue.PartitionsSchema] | None
    """Partitions of the transaction by topic, or null when it has none.

    `TransactionPartitions` ([]PartitionsSchema): versions 0+; nullable in 0+; default []."""
    transaction_last_update_timestamp_ms: int
    """Time of the last state change in ms.

    `TransactionLastUpdateTimestampMs` (int64): versions 0+; default 0."""
    transaction_start_timestamp_ms: int
    """Time the transaction started in ms, or -1 when none is open.

    `TransactionStartTimestampMs` (int64): versions 0+; default 0."""
    client_transaction_version: int
    """Transaction protocol the producer uses: 0 or 1 classic, 2 transactions v2.

    `ClientTransactionVersion` (int16): versions 1+; tagged (tag 2) in 1+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        producer_id: int = 0,
        previous_producer_id: int = -1,
        next_producer_id: int = -1,
        producer_epoch: int = 0,
        next_producer_epoch: int = -1,
        transaction_timeout_ms: int = 0,
        transaction_status: int = 0,
        transaction_partitions: list[TransactionLogValue.PartitionsSchema] | None = _EMPTY,
        transaction_last_update_timestamp_ms: int = 0,
        transaction_start_timestamp_ms: int = 0,
        client_transaction_version: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.producer_id = producer_id
        self.previous_producer_id = previous_producer_id
        self.next_producer_id = next_producer_id
        self.producer_epoch = producer_epoch
        self.next_producer_epoch = next_producer_epoch
        self.transaction_timeout_ms = transaction_timeout_ms
        self.transaction_status = transaction_status
        self.transaction_partitions = [] if transaction_partitions is _EMPTY else transaction_partitions
        self.transaction_last_update_timestamp_ms = transaction_last_update_timestamp_ms
        self.transaction_start_timestamp_ms = transaction_start_timestamp_ms
        self.client_transaction_version = client_transaction_version
        self._unknown_tags = _unknown_tags

    class PartitionsSchema(_Message):
        """Partitions of the transaction by topic, or null when it has none.

        PartitionsSchema (in TransactionLogValue): versions 0+."""

        __slots__ = ('topic', 'partition_ids', '_unknown_tags')
        NAME = 'TransactionLogValue.PartitionsSchema'

        topic: str
        """Topic name.

        `Topic` (string): versions 0+; default ''."""
        partition_ids: list[int]
        """Partition indexes.

        `PartitionIds` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            partition_ids: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.partition_ids = [] if partition_ids is _EMPTY else partition_ids
            self._unknown_tags = _unknown_tags


_C_TransactionLogValue_PartitionsSchema = TransactionLogValue.PartitionsSchema
TransactionLogValue.FIELDS = (
    _FI('ProducerId', 'producer_id', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PreviousProducerId', 'previous_producer_id', 'int64', (1, 32767), (1, 0), (1, 32767), 0, -1, False, None),
    _FI('NextProducerId', 'next_producer_id', 'int64', (1, 32767), (1, 0), (1, 32767), 1, -1, False, None),
    _FI('ProducerEpoch', 'producer_epoch', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('NextProducerEpoch', 'next_producer_epoch', 'int16', (1, 32767), (1, 0), (1, 32767), 3, -1, False, None),
    _FI('TransactionTimeoutMs', 'transaction_timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionStatus', 'transaction_status', 'int8', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionPartitions', 'transaction_partitions', '[]PartitionsSchema', (0, 32767), (0, 32767), (1, 0), None, (), False, _C_TransactionLogValue_PartitionsSchema),
    _FI('TransactionLastUpdateTimestampMs', 'transaction_last_update_timestamp_ms', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('TransactionStartTimestampMs', 'transaction_start_timestamp_ms', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ClientTransactionVersion', 'client_transaction_version', 'int16', (1, 32767), (1, 0), (1, 32767), 2, 0, False, None),
)
_C_TransactionLogValue_PartitionsSchema.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIds', 'partition_ids', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_TransactionLogValue_PartitionsSchema = _C_TransactionLogValue_PartitionsSchema()

def _mk_TransactionLogValue_PartitionsSchema() -> TransactionLogValue.PartitionsSchema:
    o = _new(_C_TransactionLogValue_PartitionsSchema)
    o.topic = ''
    o.partition_ids = []
    o._unknown_tags = None
    return o


def _enc_TransactionLogValue_v0(o: TransactionLogValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_q.pack(o.producer_id))
    if o.previous_producer_id != -1:
        raise _unsupported_field('TransactionLogValue', 'PreviousProducerId', 0)
    if o.next_producer_id != -1:
        raise _unsupported_field('TransactionLogValue', 'NextProducerId', 0)
    a(_S_h.pack(o.producer_epoch))
    if o.next_producer_epoch != -1:
        raise _unsupported_field('TransactionLogValue', 'NextProducerEpoch', 0)
    a(_S_ib.pack(o.transaction_timeout_ms, o.transaction_status))
    l639 = o.transaction_partitions
    if l639 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l639)))
        for e640 in l639:
            s641 = e640.topic
            b642 = s641.encode()
            a(_S_h.pack(len(b642)))
            a(b642)
            l644 = e640.partition_ids
            n645 = len(l644)
            if n645 < 64:
                a(_LA_i[n645].pack(n645, *l644))
            else:
                a(_encode_array('i', l644, False))
    a(_S_qq.pack(o.transaction_last_update_timestamp_ms, o.transaction_start_timestamp_ms))
    if o.client_transaction_version != 0:
        raise _unsupported_field('TransactionLogValue', 'ClientTransactionVersion', 0)
    return b''.join(parts)


def _dec_TransactionLogValue_v0(buf: _Buffer, pos: int) -> tuple[TransactionLogValue, int]:
    blen = len(buf)
    o = _new(TransactionLogValue)
    o.producer_id, o.producer_epoch, o.transaction_timeout_ms, o.transaction_status = _S_qhib.unpack_from(buf, pos)
    pos += 15
    n646, pos = _read_array_len(buf, pos, False, True, 1, 'TransactionLogValue.TransactionPartitions')
    if n646 < 0:
        o.transaction_partitions = None
    else:
        l647: list[TransactionLogValue.PartitionsSchema] = []
        ap648 = l647.append
        for _ in range(n646):
            t649 = _new(_C_TransactionLogValue_PartitionsSchema)
            n650, = _S_h.unpack_from(buf, pos)
            if n650 >= 0:
                x651 = pos + 2 + n650
                if x651 > blen:
                    raise _bad_length(n650, 'TransactionLogValue.TransactionPartitions.Topic', pos)
                t649.topic = str(buf[pos + 2:x651], 'utf-8')
                pos = x651
            else:
                t649.topic, pos = _read_string(buf, pos, False, False, 'TransactionLogValue.TransactionPartitions.Topic')
            n652, = _S_i.unpack_from(buf, pos)
            if 0 <= n652 < 64:
                t649.partition_ids = list(_A_i[n652].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n652
            else:
                t649.partition_ids, pos = _read_fixed_array(buf, pos, 'i', False, False, 'TransactionLogValue.TransactionPartitions.PartitionIds')
            t649._unknown_tags = None
            ap648(t649)
        o.transaction_partitions = l647
    o.transaction_last_update_timestamp_ms, o.transaction_start_timestamp_ms = _S_qq.unpack_from(buf, pos)
    pos += 16
    o.previous_producer_id = -1
    o.next_producer_id = -1
    o.next_producer_epoch = -1
    o.client_transaction_version = 0
    o._unknown_tags = None
    return o, pos


def _enc_TransactionLogValue_v1(o: TransactionLogValue) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_qhib.pack(o.producer_id, o.producer_epoch, o.transaction_timeout_ms, o.transaction_status))
    l653 = o.transaction_partitions
    if l653 is None:
        a(_H0)
    else:
        n654 = len(l653) + 1
        a(_UV[n654] if n654 < 128 else _uv(n654))
        for e655 in l653:
            s656 = e655.topic
            b657 = s656.encode()
            n658 = len(b657) + 1
            a(_UV[n658] if n658 < 128 else _uv(n658))
            a(b657)
            l659 = e655.partition_ids
            n660 = len(l659)
            if n660 < 64:
                a(_CA_i[n660].pack(n660 + 1, *l659))
            else:
                a(_encode_array('i', l659, True))
            u661 = e655._unknown_tags
            if u661 is None:
                a(_H0)
            else:
                _write_tags(a, None, u661)
    a(_S_qq.pack(o.transaction_last_update_timestamp_ms, o.transaction_start_timestamp_ms))
    k662: list[tuple[int, bytes]] = []
    if o.previous_producer_id != -1:
        p663: list[bytes] = []
        p663.append(_S_q.pack(o.previous_producer_id))
        k662.append((0, b''.join(p663)))
    if o.next_producer_id != -1:
        p664: list[bytes] = []
        p664.append(_S_q.pack(o.next_producer_id))
        k662.append((1, b''.join(p664)))
    if o.client_transaction_version != 0:
        p665: list[bytes] = []
        p665.append(_S_h.pack(o.client_transaction_version))
        k662.append((2, b''.join(p665)))
    if o.next_producer_epoch != -1:
        p666: list[bytes] = []
        p666.append(_S_h.pack(o.next_producer_epoch))
        k662.append((3, b''.join(p666)))
    u667 = o._unknown_tags
    if k662 or u667 is not None:
        _write_tags(a, k662, u667)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_TransactionLogValue_v1(buf: _Buffer, pos: int) -> tuple[TransactionLogValue, int]:
    blen = len(buf)
    o = _new(TransactionLogValue)
    o.producer_id, o.producer_epoch, o.transaction_timeout_ms, o.transaction_status = _S_qhib.unpack_from(buf, pos)
    pos += 15
    n668 = buf[pos] - 1
    if -1 <= n668 < 127:
        pos += 1
    else:
        n668, pos = _read_array_len(buf, pos, True, True, 1, 'TransactionLogValue.TransactionPartitions')
    if n668 < 0:
        o.transaction_partitions = None
    else:
        l669: list[TransactionLogValue.PartitionsSchema] = []
        ap670 = l669.append
        for _ in range(n668):
            t671 = _new(_C_TransactionLogValue_PartitionsSchema)
            n672 = buf[pos] - 1
            if 0 <= n672 < 127:
                x673 = pos + 1 + n672
                if x673 > blen:
                    raise _bad_length(n672, 'TransactionLogValue.TransactionPartitions.Topic', pos)
                t671.topic = str(buf[pos + 1:x673], 'utf-8')
                pos = x673
            else:
                t671.topic, pos = _read_string(buf, pos, True, False, 'TransactionLogValue.TransactionPartitions.Topic')
            n674 = buf[pos] - 1
            if 0 <= n674 < 64:
                t671.partition_ids = list(_A_i[n674].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n674
            else:
                t671.partition_ids, pos = _read_fixed_array(buf, pos, 'i', True, False, 'TransactionLogValue.TransactionPartitions.PartitionIds')
            if buf[pos] == 0:
                pos += 1
                t671._unknown_tags = None
            else:
                nt675, pos = _ruv(buf, pos)
                if nt675 * 2 > blen - pos:
                    raise _array_too_long(nt675, 'TransactionLogValue.TransactionPartitions._tagged_fields', pos)
                uk676: list[tuple[int, bytes]] | None = None
                for _ in range(nt675):
                    tg677, pos = _ruv(buf, pos)
                    sz678, pos = _ruv(buf, pos)
                    x679 = pos + sz678
                    if x679 > blen:
                        raise _bad_length(sz678, 'TransactionLogValue.TransactionPartitions._tagged_fields', pos)
                    if uk676 is None:
                        uk676 = []
                    uk676.append((tg677, bytes(buf[pos:x679])))
                    pos = x679
                t671._unknown_tags = uk676
            ap670(t671)
        o.transaction_partitions = l669
    o.transaction_last_update_timestamp_ms, o.transaction_start_timestamp_ms = _S_qq.unpack_from(buf, pos)
    pos += 16
    o.previous_producer_id = -1
    o.next_producer_id = -1
    o.next_producer_epoch = -1
    o.client_transaction_version = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt680, pos = _ruv(buf, pos)
        if nt680 * 2 > blen - pos:
            raise _array_too_long(nt680, 'TransactionLogValue._tagged_fields', pos)
        uk681: list[tuple[int, bytes]] | None = None
        for _ in range(nt680):
            tg682, pos = _ruv(buf, pos)
            sz683, pos = _ruv(buf, pos)
            x684 = pos + sz683
            if x684 > blen:
                raise _bad_length(sz683, 'TransactionLogValue._tagged_fields', pos)
            if tg682 == 0:
                o.previous_producer_id, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x684:
                    raise _tag_size_mismatch(tg682, 'TransactionLogValue.PreviousProducerId', pos)
            elif tg682 == 1:
                o.next_producer_id, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x684:
                    raise _tag_size_mismatch(tg682, 'TransactionLogValue.NextProducerId', pos)
            elif tg682 == 3:
                o.next_producer_epoch, = _S_h.unpack_from(buf, pos)
                pos += 2
                if pos != x684:
                    raise _tag_size_mismatch(tg682, 'TransactionLogValue.NextProducerEpoch', pos)
            elif tg682 == 2:
                o.client_transaction_version, = _S_h.unpack_from(buf, pos)
                pos += 2
                if pos != x684:
                    raise _tag_size_mismatch(tg682, 'TransactionLogValue.ClientTransactionVersion', pos)
            else:
                if uk681 is None:
                    uk681 = []
                uk681.append((tg682, bytes(buf[pos:x684])))
                pos = x684
        o._unknown_tags = uk681
    return o, pos


TransactionLogValue._ENC = {0: _enc_TransactionLogValue_v0, 1: _enc_TransactionLogValue_v1}
TransactionLogValue._DEC = {0: _dec_TransactionLogValue_v0, 1: _dec_TransactionLogValue_v1}


_LINES = {
    95: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    96: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    97: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    98: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    99: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    100: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    101: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    102: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    109: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    114: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    117: 'ConsumerGroupCurrentMemberAssignmentKey.Group',
    118: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    123: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    126: 'ConsumerGroupCurrentMemberAssignmentKey.MemberId',
    240: 'ConsumerGroupCurrentMemberAssignmentValue.MemberEpoch,PreviousMemberEpoch,State',
    241: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    242: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    243: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    244: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    245: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.TopicId',
    246: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    247: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    249: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    251: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    252: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._unknown_tags',
    253: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    256: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._unknown_tags',
    257: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    258: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    259: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    260: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    261: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.TopicId',
    262: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    263: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    265: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    267: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    268: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._unknown_tags',
    269: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    272: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._unknown_tags',
    273: 'ConsumerGroupCurrentMemberAssignmentValue._unknown_tags',
    274: 'ConsumerGroupCurrentMemberAssignmentValue',
    277: 'ConsumerGroupCurrentMemberAssignmentValue._unknown_tags',
    284: 'ConsumerGroupCurrentMemberAssignmentValue.MemberEpoch,PreviousMemberEpoch,State',
    286: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    290: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions',
    295: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.TopicId',
    298: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    300: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    303: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions.Partitions',
    304: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    308: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    313: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    314: 'ConsumerGroupCurrentMemberAssignmentValue.AssignedPartitions._tagged_fields',
    325: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    329: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation',
    334: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.TopicId',
    337: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    339: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    342: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation.Partitions',
    343: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    347: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    352: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    353: 'ConsumerGroupCurrentMemberAssignmentValue.PartitionsPendingRevocation._tagged_fields',
    364: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    368: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    373: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    374: 'ConsumerGroupCurrentMemberAssignmentValue._tagged_fields',
    428: 'ConsumerGroupMemberMetadataKey.Group',
    429: 'ConsumerGroupMemberMetadataKey.Group',
    430: 'ConsumerGroupMemberMetadataKey.Group',
    431: 'ConsumerGroupMemberMetadataKey.Group',
    432: 'ConsumerGroupMemberMetadataKey.MemberId',
    433: 'ConsumerGroupMemberMetadataKey.MemberId',
    434: 'ConsumerGroupMemberMetadataKey.MemberId',
    435: 'ConsumerGroupMemberMetadataKey.MemberId',
    442: 'ConsumerGroupMemberMetadataKey.Group',
    447: 'ConsumerGroupMemberMetadataKey.Group',
    450: 'ConsumerGroupMemberMetadataKey.Group',
    451: 'ConsumerGroupMemberMetadataKey.MemberId',
    456: 'ConsumerGroupMemberMetadataKey.MemberId',
    459: 'ConsumerGroupMemberMetadataKey.MemberId',
    551: 'ConsumerGroupMemberMetadataValue.InstanceId',
    552: 'ConsumerGroupMemberMetadataValue.InstanceId',
    553: 'ConsumerGroupMemberMetadataValue.InstanceId',
    554: 'ConsumerGroupMemberMetadataValue.InstanceId',
    555: 'ConsumerGroupMemberMetadataValue.InstanceId',
    556: 'ConsumerGroupMemberMetadataValue.InstanceId',
    557: 'ConsumerGroupMemberMetadataValue.InstanceId',
    558: 'ConsumerGroupMemberMetadataValue.InstanceId',
    559: 'ConsumerGroupMemberMetadataValue.RackId',
    560: 'ConsumerGroupMemberMetadataValue.RackId',
    561: 'ConsumerGroupMemberMetadataValue.RackId',
    562: 'ConsumerGroupMemberMetadataValue.RackId',
    563: 'ConsumerGroupMemberMetadataValue.RackId',
    564: 'ConsumerGroupMemberMetadataValue.RackId',
    565: 'ConsumerGroupMemberMetadataValue.RackId',
    566: 'ConsumerGroupMemberMetadataValue.RackId',
    567: 'ConsumerGroupMemberMetadataValue.ClientId',
    568: 'ConsumerGroupMemberMetadataValue.ClientId',
    569: 'ConsumerGroupMemberMetadataValue.ClientId',
    570: 'ConsumerGroupMemberMetadataValue.ClientId',
    571: 'ConsumerGroupMemberMetadataValue.ClientId',
    572: 'ConsumerGroupMemberMetadataValue.ClientHost',
    573: 'ConsumerGroupMemberMetadataValue.ClientHost',
    574: 'ConsumerGroupMemberMetadataValue.ClientHost',
    575: 'ConsumerGroupMemberMetadataValue.ClientHost',
    576: 'ConsumerGroupMemberMetadataValue.ClientHost',
    577: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    578: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    579: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    580: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    581: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    582: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    583: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    584: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    585: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    586: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    587: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    588: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    589: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    590: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    591: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    592: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    593: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    594: 'ConsumerGroupMemberMetadataValue.RebalanceTimeoutMs',
    595: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    596: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    597: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    598: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    599: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    600: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    601: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    602: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    603: 'ConsumerGroupMemberMetadataValue._unknown_tags',
    604: 'ConsumerGroupMemberMetadataValue',
    607: 'ConsumerGroupMemberMetadataValue._unknown_tags',
    614: 'ConsumerGroupMemberMetadataValue.InstanceId',
    619: 'ConsumerGroupMemberMetadataValue.InstanceId',
    622: 'ConsumerGroupMemberMetadataValue.InstanceId',
    623: 'ConsumerGroupMemberMetadataValue.RackId',
    628: 'ConsumerGroupMemberMetadataValue.RackId',
    631: 'ConsumerGroupMemberMetadataValue.RackId',
    632: 'ConsumerGroupMemberMetadataValue.ClientId',
    637: 'ConsumerGroupMemberMetadataValue.ClientId',
    640: 'ConsumerGroupMemberMetadataValue.ClientId',
    641: 'ConsumerGroupMemberMetadataValue.ClientHost',
    646: 'ConsumerGroupMemberMetadataValue.ClientHost',
    649: 'ConsumerGroupMemberMetadataValue.ClientHost',
    650: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    654: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    658: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    663: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    666: 'ConsumerGroupMemberMetadataValue.SubscribedTopicNames',
    669: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    674: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    677: 'ConsumerGroupMemberMetadataValue.SubscribedTopicRegex',
    678: 'ConsumerGroupMemberMetadataValue.RebalanceTimeoutMs',
    680: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    685: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    688: 'ConsumerGroupMemberMetadataValue.ServerAssignor',
    689: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    693: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    698: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    699: 'ConsumerGroupMemberMetadataValue._tagged_fields',
    746: 'ConsumerGroupMetadataKey.Group',
    747: 'ConsumerGroupMetadataKey.Group',
    748: 'ConsumerGroupMetadataKey.Group',
    749: 'ConsumerGroupMetadataKey.Group',
    756: 'ConsumerGroupMetadataKey.Group',
    761: 'ConsumerGroupMetadataKey.Group',
    764: 'ConsumerGroupMetadataKey.Group',
    814: 'ConsumerGroupMetadataValue.Epoch',
    815: 'ConsumerGroupMetadataValue',
    816: 'ConsumerGroupMetadataValue.MetadataHash',
    817: 'ConsumerGroupMetadataValue.MetadataHash',
    818: 'ConsumerGroupMetadataValue.MetadataHash',
    819: 'ConsumerGroupMetadataValue.MetadataHash',
    820: 'ConsumerGroupMetadataValue._unknown_tags',
    822: 'ConsumerGroupMetadataValue._unknown_tags',
    831: 'ConsumerGroupMetadataValue.Epoch',
    834: 'ConsumerGroupMetadataValue._tagged_fields',
    838: 'ConsumerGroupMetadataValue._tagged_fields',
    843: 'ConsumerGroupMetadataValue._tagged_fields',
    844: 'ConsumerGroupMetadataValue._tagged_fields',
    849: 'ConsumerGroupMetadataValue.MetadataHash',
    904: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    905: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    906: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    907: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    908: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    909: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    910: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    911: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    918: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    923: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    926: 'ConsumerGroupTargetAssignmentMemberKey.Group',
    927: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    932: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    935: 'ConsumerGroupTargetAssignmentMemberKey.MemberId',
    1021: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1022: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1023: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1024: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1025: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.TopicId',
    1026: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1027: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1029: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1031: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1032: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._unknown_tags',
    1033: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1036: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._unknown_tags',
    1037: 'ConsumerGroupTargetAssignmentMemberValue._unknown_tags',
    1038: 'ConsumerGroupTargetAssignmentMemberValue',
    1041: 'ConsumerGroupTargetAssignmentMemberValue._unknown_tags',
    1048: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1052: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions',
    1057: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.TopicId',
    1060: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1062: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1065: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions.Partitions',
    1066: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1070: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1075: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1076: 'ConsumerGroupTargetAssignmentMemberValue.TopicPartitions._tagged_fields',
    1087: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1091: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1096: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1097: 'ConsumerGroupTargetAssignmentMemberValue._tagged_fields',
    1144: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1145: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1146: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1147: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1154: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1159: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1162: 'ConsumerGroupTargetAssignmentMetadataKey.Group',
    1205: 'ConsumerGroupTargetAssignmentMetadataValue.AssignmentEpoch',
    1206: 'ConsumerGroupTargetAssignmentMetadataValue._unknown_tags',
    1207: 'ConsumerGroupTargetAssignmentMetadataValue',
    1210: 'ConsumerGroupTargetAssignmentMetadataValue._unknown_tags',
    1217: 'ConsumerGroupTargetAssignmentMetadataValue.AssignmentEpoch',
    1219: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1223: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1228: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1229: 'ConsumerGroupTargetAssignmentMetadataValue._tagged_fields',
    1321: 'ConsumerProtocolAssignment.AssignedPartitions',
    1322: 'ConsumerProtocolAssignment.AssignedPartitions',
    1323: 'ConsumerProtocolAssignment.AssignedPartitions',
    1324: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1325: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1326: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1327: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1328: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1329: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1331: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1333: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1334: 'ConsumerProtocolAssignment.UserData',
    1335: 'ConsumerProtocolAssignment.UserData',
    1336: 'ConsumerProtocolAssignment.UserData',
    1337: 'ConsumerProtocolAssignment.UserData',
    1338: 'ConsumerProtocolAssignment.UserData',
    1339: 'ConsumerProtocolAssignment.UserData',
    1346: 'ConsumerProtocolAssignment.AssignedPartitions',
    1351: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1356: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1359: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1360: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1362: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1365: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1368: 'ConsumerProtocolAssignment.UserData',
    1386: 'ConsumerProtocolAssignment.AssignedPartitions',
    1387: 'ConsumerProtocolAssignment.AssignedPartitions',
    1388: 'ConsumerProtocolAssignment.AssignedPartitions',
    1389: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1390: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1391: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1392: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1393: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1394: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1396: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1398: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1399: 'ConsumerProtocolAssignment.UserData',
    1400: 'ConsumerProtocolAssignment.UserData',
    1401: 'ConsumerProtocolAssignment.UserData',
    1402: 'ConsumerProtocolAssignment.UserData',
    1403: 'ConsumerProtocolAssignment.UserData',
    1404: 'ConsumerProtocolAssignment.UserData',
    1411: 'ConsumerProtocolAssignment.AssignedPartitions',
    1416: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1421: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1424: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1425: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1427: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1430: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1433: 'ConsumerProtocolAssignment.UserData',
    1451: 'ConsumerProtocolAssignment.AssignedPartitions',
    1452: 'ConsumerProtocolAssignment.AssignedPartitions',
    1453: 'ConsumerProtocolAssignment.AssignedPartitions',
    1454: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1455: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1456: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1457: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1458: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1459: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1461: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1463: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1464: 'ConsumerProtocolAssignment.UserData',
    1465: 'ConsumerProtocolAssignment.UserData',
    1466: 'ConsumerProtocolAssignment.UserData',
    1467: 'ConsumerProtocolAssignment.UserData',
    1468: 'ConsumerProtocolAssignment.UserData',
    1469: 'ConsumerProtocolAssignment.UserData',
    1476: 'ConsumerProtocolAssignment.AssignedPartitions',
    1481: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1486: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1489: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1490: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1492: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1495: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1498: 'ConsumerProtocolAssignment.UserData',
    1516: 'ConsumerProtocolAssignment.AssignedPartitions',
    1517: 'ConsumerProtocolAssignment.AssignedPartitions',
    1518: 'ConsumerProtocolAssignment.AssignedPartitions',
    1519: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1520: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1521: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1522: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1523: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1524: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1526: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1528: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1529: 'ConsumerProtocolAssignment.UserData',
    1530: 'ConsumerProtocolAssignment.UserData',
    1531: 'ConsumerProtocolAssignment.UserData',
    1532: 'ConsumerProtocolAssignment.UserData',
    1533: 'ConsumerProtocolAssignment.UserData',
    1534: 'ConsumerProtocolAssignment.UserData',
    1541: 'ConsumerProtocolAssignment.AssignedPartitions',
    1546: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1551: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1554: 'ConsumerProtocolAssignment.AssignedPartitions.Topic',
    1555: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1557: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1560: 'ConsumerProtocolAssignment.AssignedPartitions.Partitions',
    1563: 'ConsumerProtocolAssignment.UserData',
    1679: 'ConsumerProtocolSubscription.Topics',
    1680: 'ConsumerProtocolSubscription.Topics',
    1681: 'ConsumerProtocolSubscription.Topics',
    1682: 'ConsumerProtocolSubscription.Topics',
    1683: 'ConsumerProtocolSubscription.Topics',
    1684: 'ConsumerProtocolSubscription.Topics',
    1685: 'ConsumerProtocolSubscription.Topics',
    1686: 'ConsumerProtocolSubscription.UserData',
    1687: 'ConsumerProtocolSubscription.UserData',
    1688: 'ConsumerProtocolSubscription.UserData',
    1689: 'ConsumerProtocolSubscription.UserData',
    1690: 'ConsumerProtocolSubscription.UserData',
    1691: 'ConsumerProtocolSubscription.UserData',
    1698: 'ConsumerProtocolSubscription.Topics',
    1702: 'ConsumerProtocolSubscription.Topics',
    1707: 'ConsumerProtocolSubscription.Topics',
    1710: 'ConsumerProtocolSubscription.Topics',
    1713: 'ConsumerProtocolSubscription.UserData',
    1734: 'ConsumerProtocolSubscription.Topics',
    1735: 'ConsumerProtocolSubscription.Topics',
    1736: 'ConsumerProtocolSubscription.Topics',
    1737: 'ConsumerProtocolSubscription.Topics',
    1738: 'ConsumerProtocolSubscription.Topics',
    1739: 'ConsumerProtocolSubscription.Topics',
    1740: 'ConsumerProtocolSubscription.Topics',
    1741: 'ConsumerProtocolSubscription.UserData',
    1742: 'ConsumerProtocolSubscription.UserData',
    1743: 'ConsumerProtocolSubscription.UserData',
    1744: 'ConsumerProtocolSubscription.UserData',
    1745: 'ConsumerProtocolSubscription.UserData',
    1746: 'ConsumerProtocolSubscription.UserData',
    1747: 'ConsumerProtocolSubscription.OwnedPartitions',
    1748: 'ConsumerProtocolSubscription.OwnedPartitions',
    1749: 'ConsumerProtocolSubscription.OwnedPartitions',
    1750: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1751: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1752: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1753: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1754: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1755: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1757: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1759: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1766: 'ConsumerProtocolSubscription.Topics',
    1770: 'ConsumerProtocolSubscription.Topics',
    1775: 'ConsumerProtocolSubscription.Topics',
    1778: 'ConsumerProtocolSubscription.Topics',
    1781: 'ConsumerProtocolSubscription.UserData',
    1793: 'ConsumerProtocolSubscription.OwnedPartitions',
    1798: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1803: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1806: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1807: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1809: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1812: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1823: 'ConsumerProtocolSubscription.Topics',
    1824: 'ConsumerProtocolSubscription.Topics',
    1825: 'ConsumerProtocolSubscription.Topics',
    1826: 'ConsumerProtocolSubscription.Topics',
    1827: 'ConsumerProtocolSubscription.Topics',
    1828: 'ConsumerProtocolSubscription.Topics',
    1829: 'ConsumerProtocolSubscription.Topics',
    1830: 'ConsumerProtocolSubscription.UserData',
    1831: 'ConsumerProtocolSubscription.UserData',
    1832: 'ConsumerProtocolSubscription.UserData',
    1833: 'ConsumerProtocolSubscription.UserData',
    1834: 'ConsumerProtocolSubscription.UserData',
    1835: 'ConsumerProtocolSubscription.UserData',
    1836: 'ConsumerProtocolSubscription.OwnedPartitions',
    1837: 'ConsumerProtocolSubscription.OwnedPartitions',
    1838: 'ConsumerProtocolSubscription.OwnedPartitions',
    1839: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1840: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1841: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1842: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1843: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1844: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1846: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1848: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1849: 'ConsumerProtocolSubscription.GenerationId',
    1856: 'ConsumerProtocolSubscription.Topics',
    1860: 'ConsumerProtocolSubscription.Topics',
    1865: 'ConsumerProtocolSubscription.Topics',
    1868: 'ConsumerProtocolSubscription.Topics',
    1871: 'ConsumerProtocolSubscription.UserData',
    1883: 'ConsumerProtocolSubscription.OwnedPartitions',
    1888: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1893: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1896: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1897: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1899: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1902: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1905: 'ConsumerProtocolSubscription.GenerationId',
    1914: 'ConsumerProtocolSubscription.Topics',
    1915: 'ConsumerProtocolSubscription.Topics',
    1916: 'ConsumerProtocolSubscription.Topics',
    1917: 'ConsumerProtocolSubscription.Topics',
    1918: 'ConsumerProtocolSubscription.Topics',
    1919: 'ConsumerProtocolSubscription.Topics',
    1920: 'ConsumerProtocolSubscription.Topics',
    1921: 'ConsumerProtocolSubscription.UserData',
    1922: 'ConsumerProtocolSubscription.UserData',
    1923: 'ConsumerProtocolSubscription.UserData',
    1924: 'ConsumerProtocolSubscription.UserData',
    1925: 'ConsumerProtocolSubscription.UserData',
    1926: 'ConsumerProtocolSubscription.UserData',
    1927: 'ConsumerProtocolSubscription.OwnedPartitions',
    1928: 'ConsumerProtocolSubscription.OwnedPartitions',
    1929: 'ConsumerProtocolSubscription.OwnedPartitions',
    1930: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1931: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1932: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1933: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1934: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1935: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1937: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1939: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1940: 'ConsumerProtocolSubscription.GenerationId',
    1941: 'ConsumerProtocolSubscription.RackId',
    1942: 'ConsumerProtocolSubscription.RackId',
    1943: 'ConsumerProtocolSubscription.RackId',
    1944: 'ConsumerProtocolSubscription.RackId',
    1945: 'ConsumerProtocolSubscription.RackId',
    1946: 'ConsumerProtocolSubscription.RackId',
    1947: 'ConsumerProtocolSubscription.RackId',
    1954: 'ConsumerProtocolSubscription.Topics',
    1958: 'ConsumerProtocolSubscription.Topics',
    1963: 'ConsumerProtocolSubscription.Topics',
    1966: 'ConsumerProtocolSubscription.Topics',
    1969: 'ConsumerProtocolSubscription.UserData',
    1981: 'ConsumerProtocolSubscription.OwnedPartitions',
    1986: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1991: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1994: 'ConsumerProtocolSubscription.OwnedPartitions.Topic',
    1995: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    1997: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    2000: 'ConsumerProtocolSubscription.OwnedPartitions.Partitions',
    2003: 'ConsumerProtocolSubscription.GenerationId',
    2005: 'ConsumerProtocolSubscription.RackId',
    2010: 'ConsumerProtocolSubscription.RackId',
    2013: 'ConsumerProtocolSubscription.RackId',
    2052: 'GroupMetadataKey.Group',
    2053: 'GroupMetadataKey.Group',
    2054: 'GroupMetadataKey.Group',
    2055: 'GroupMetadataKey.Group',
    2062: 'GroupMetadataKey.Group',
    2067: 'GroupMetadataKey.Group',
    2070: 'GroupMetadataKey.Group',
    2239: 'GroupMetadataValue.ProtocolType',
    2240: 'GroupMetadataValue.ProtocolType',
    2241: 'GroupMetadataValue.ProtocolType',
    2242: 'GroupMetadataValue.ProtocolType',
    2243: 'GroupMetadataValue.Generation',
    2244: 'GroupMetadataValue.Protocol',
    2245: 'GroupMetadataValue.Protocol',
    2246: 'GroupMetadataValue.Protocol',
    2247: 'GroupMetadataValue.Protocol',
    2248: 'GroupMetadataValue.Protocol',
    2249: 'GroupMetadataValue.Protocol',
    2250: 'GroupMetadataValue.Protocol',
    2251: 'GroupMetadataValue.Leader',
    2252: 'GroupMetadataValue.Leader',
    2253: 'GroupMetadataValue.Leader',
    2254: 'GroupMetadataValue.Leader',
    2255: 'GroupMetadataValue.Leader',
    2256: 'GroupMetadataValue.Leader',
    2257: 'GroupMetadataValue.Leader',
    2258: 'GroupMetadataValue.Members',
    2259: 'GroupMetadataValue.Members',
    2260: 'GroupMetadataValue.Members',
    2261: 'GroupMetadataValue.Members.MemberId',
    2262: 'GroupMetadataValue.Members.MemberId',
    2263: 'GroupMetadataValue.Members.MemberId',
    2264: 'GroupMetadataValue.Members.MemberId',
    2265: 'GroupMetadataValue.Members.ClientId',
    2266: 'GroupMetadataValue.Members.ClientId',
    2267: 'GroupMetadataValue.Members.ClientId',
    2268: 'GroupMetadataValue.Members.ClientId',
    2269: 'GroupMetadataValue.Members.ClientHost',
    2270: 'GroupMetadataValue.Members.ClientHost',
    2271: 'GroupMetadataValue.Members.ClientHost',
    2272: 'GroupMetadataValue.Members.ClientHost',
    2273: 'GroupMetadataValue.Members.SessionTimeout',
    2274: 'GroupMetadataValue.Members.Subscription',
    2275: 'GroupMetadataValue.Members.Subscription',
    2276: 'GroupMetadataValue.Members.Subscription',
    2277: 'GroupMetadataValue.Members.Assignment',
    2278: 'GroupMetadataValue.Members.Assignment',
    2279: 'GroupMetadataValue.Members.Assignment',
    2286: 'GroupMetadataValue.ProtocolType',
    2291: 'GroupMetadataValue.ProtocolType',
    2294: 'GroupMetadataValue.ProtocolType',
    2295: 'GroupMetadataValue.Generation',
    2297: 'GroupMetadataValue.Protocol',
    2302: 'GroupMetadataValue.Protocol',
    2305: 'GroupMetadataValue.Protocol',
    2306: 'GroupMetadataValue.Leader',
    2311: 'GroupMetadataValue.Leader',
    2314: 'GroupMetadataValue.Leader',
    2315: 'GroupMetadataValue.Members',
    2320: 'GroupMetadataValue.Members.MemberId',
    2325: 'GroupMetadataValue.Members.MemberId',
    2328: 'GroupMetadataValue.Members.MemberId',
    2329: 'GroupMetadataValue.Members.ClientId',
    2334: 'GroupMetadataValue.Members.ClientId',
    2337: 'GroupMetadataValue.Members.ClientId',
    2338: 'GroupMetadataValue.Members.ClientHost',
    2343: 'GroupMetadataValue.Members.ClientHost',
    2346: 'GroupMetadataValue.Members.ClientHost',
    2347: 'GroupMetadataValue.Members.SessionTimeout',
    2349: 'GroupMetadataValue.Members.Subscription',
    2359: 'GroupMetadataValue.Members.Assignment',
    2382: 'GroupMetadataValue.ProtocolType',
    2383: 'GroupMetadataValue.ProtocolType',
    2384: 'GroupMetadataValue.ProtocolType',
    2385: 'GroupMetadataValue.ProtocolType',
    2386: 'GroupMetadataValue.Generation',
    2387: 'GroupMetadataValue.Protocol',
    2388: 'GroupMetadataValue.Protocol',
    2389: 'GroupMetadataValue.Protocol',
    2390: 'GroupMetadataValue.Protocol',
    2391: 'GroupMetadataValue.Protocol',
    2392: 'GroupMetadataValue.Protocol',
    2393: 'GroupMetadataValue.Protocol',
    2394: 'GroupMetadataValue.Leader',
    2395: 'GroupMetadataValue.Leader',
    2396: 'GroupMetadataValue.Leader',
    2397: 'GroupMetadataValue.Leader',
    2398: 'GroupMetadataValue.Leader',
    2399: 'GroupMetadataValue.Leader',
    2400: 'GroupMetadataValue.Leader',
    2401: 'GroupMetadataValue.Members',
    2402: 'GroupMetadataValue.Members',
    2403: 'GroupMetadataValue.Members',
    2404: 'GroupMetadataValue.Members.MemberId',
    2405: 'GroupMetadataValue.Members.MemberId',
    2406: 'GroupMetadataValue.Members.MemberId',
    2407: 'GroupMetadataValue.Members.MemberId',
    2408: 'GroupMetadataValue.Members.ClientId',
    2409: 'GroupMetadataValue.Members.ClientId',
    2410: 'GroupMetadataValue.Members.ClientId',
    2411: 'GroupMetadataValue.Members.ClientId',
    2412: 'GroupMetadataValue.Members.ClientHost',
    2413: 'GroupMetadataValue.Members.ClientHost',
    2414: 'GroupMetadataValue.Members.ClientHost',
    2415: 'GroupMetadataValue.Members.ClientHost',
    2416: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2417: 'GroupMetadataValue.Members.Subscription',
    2418: 'GroupMetadataValue.Members.Subscription',
    2419: 'GroupMetadataValue.Members.Subscription',
    2420: 'GroupMetadataValue.Members.Assignment',
    2421: 'GroupMetadataValue.Members.Assignment',
    2422: 'GroupMetadataValue.Members.Assignment',
    2429: 'GroupMetadataValue.ProtocolType',
    2434: 'GroupMetadataValue.ProtocolType',
    2437: 'GroupMetadataValue.ProtocolType',
    2438: 'GroupMetadataValue.Generation',
    2440: 'GroupMetadataValue.Protocol',
    2445: 'GroupMetadataValue.Protocol',
    2448: 'GroupMetadataValue.Protocol',
    2449: 'GroupMetadataValue.Leader',
    2454: 'GroupMetadataValue.Leader',
    2457: 'GroupMetadataValue.Leader',
    2458: 'GroupMetadataValue.Members',
    2463: 'GroupMetadataValue.Members.MemberId',
    2468: 'GroupMetadataValue.Members.MemberId',
    2471: 'GroupMetadataValue.Members.MemberId',
    2472: 'GroupMetadataValue.Members.ClientId',
    2477: 'GroupMetadataValue.Members.ClientId',
    2480: 'GroupMetadataValue.Members.ClientId',
    2481: 'GroupMetadataValue.Members.ClientHost',
    2486: 'GroupMetadataValue.Members.ClientHost',
    2489: 'GroupMetadataValue.Members.ClientHost',
    2490: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2492: 'GroupMetadataValue.Members.Subscription',
    2502: 'GroupMetadataValue.Members.Assignment',
    2524: 'GroupMetadataValue.ProtocolType',
    2525: 'GroupMetadataValue.ProtocolType',
    2526: 'GroupMetadataValue.ProtocolType',
    2527: 'GroupMetadataValue.ProtocolType',
    2528: 'GroupMetadataValue.Generation',
    2529: 'GroupMetadataValue.Protocol',
    2530: 'GroupMetadataValue.Protocol',
    2531: 'GroupMetadataValue.Protocol',
    2532: 'GroupMetadataValue.Protocol',
    2533: 'GroupMetadataValue.Protocol',
    2534: 'GroupMetadataValue.Protocol',
    2535: 'GroupMetadataValue.Protocol',
    2536: 'GroupMetadataValue.Leader',
    2537: 'GroupMetadataValue.Leader',
    2538: 'GroupMetadataValue.Leader',
    2539: 'GroupMetadataValue.Leader',
    2540: 'GroupMetadataValue.Leader',
    2541: 'GroupMetadataValue.Leader',
    2542: 'GroupMetadataValue.Leader',
    2543: 'GroupMetadataValue.CurrentStateTimestamp',
    2544: 'GroupMetadataValue.Members',
    2545: 'GroupMetadataValue.Members',
    2546: 'GroupMetadataValue.Members',
    2547: 'GroupMetadataValue.Members.MemberId',
    2548: 'GroupMetadataValue.Members.MemberId',
    2549: 'GroupMetadataValue.Members.MemberId',
    2550: 'GroupMetadataValue.Members.MemberId',
    2551: 'GroupMetadataValue.Members.ClientId',
    2552: 'GroupMetadataValue.Members.ClientId',
    2553: 'GroupMetadataValue.Members.ClientId',
    2554: 'GroupMetadataValue.Members.ClientId',
    2555: 'GroupMetadataValue.Members.ClientHost',
    2556: 'GroupMetadataValue.Members.ClientHost',
    2557: 'GroupMetadataValue.Members.ClientHost',
    2558: 'GroupMetadataValue.Members.ClientHost',
    2559: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2560: 'GroupMetadataValue.Members.Subscription',
    2561: 'GroupMetadataValue.Members.Subscription',
    2562: 'GroupMetadataValue.Members.Subscription',
    2563: 'GroupMetadataValue.Members.Assignment',
    2564: 'GroupMetadataValue.Members.Assignment',
    2565: 'GroupMetadataValue.Members.Assignment',
    2572: 'GroupMetadataValue.ProtocolType',
    2577: 'GroupMetadataValue.ProtocolType',
    2580: 'GroupMetadataValue.ProtocolType',
    2581: 'GroupMetadataValue.Generation',
    2583: 'GroupMetadataValue.Protocol',
    2588: 'GroupMetadataValue.Protocol',
    2591: 'GroupMetadataValue.Protocol',
    2592: 'GroupMetadataValue.Leader',
    2597: 'GroupMetadataValue.Leader',
    2600: 'GroupMetadataValue.Leader',
    2601: 'GroupMetadataValue.CurrentStateTimestamp',
    2603: 'GroupMetadataValue.Members',
    2608: 'GroupMetadataValue.Members.MemberId',
    2613: 'GroupMetadataValue.Members.MemberId',
    2616: 'GroupMetadataValue.Members.MemberId',
    2617: 'GroupMetadataValue.Members.ClientId',
    2622: 'GroupMetadataValue.Members.ClientId',
    2625: 'GroupMetadataValue.Members.ClientId',
    2626: 'GroupMetadataValue.Members.ClientHost',
    2631: 'GroupMetadataValue.Members.ClientHost',
    2634: 'GroupMetadataValue.Members.ClientHost',
    2635: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2637: 'GroupMetadataValue.Members.Subscription',
    2647: 'GroupMetadataValue.Members.Assignment',
    2668: 'GroupMetadataValue.ProtocolType',
    2669: 'GroupMetadataValue.ProtocolType',
    2670: 'GroupMetadataValue.ProtocolType',
    2671: 'GroupMetadataValue.ProtocolType',
    2672: 'GroupMetadataValue.Generation',
    2673: 'GroupMetadataValue.Protocol',
    2674: 'GroupMetadataValue.Protocol',
    2675: 'GroupMetadataValue.Protocol',
    2676: 'GroupMetadataValue.Protocol',
    2677: 'GroupMetadataValue.Protocol',
    2678: 'GroupMetadataValue.Protocol',
    2679: 'GroupMetadataValue.Protocol',
    2680: 'GroupMetadataValue.Leader',
    2681: 'GroupMetadataValue.Leader',
    2682: 'GroupMetadataValue.Leader',
    2683: 'GroupMetadataValue.Leader',
    2684: 'GroupMetadataValue.Leader',
    2685: 'GroupMetadataValue.Leader',
    2686: 'GroupMetadataValue.Leader',
    2687: 'GroupMetadataValue.CurrentStateTimestamp',
    2688: 'GroupMetadataValue.Members',
    2689: 'GroupMetadataValue.Members',
    2690: 'GroupMetadataValue.Members',
    2691: 'GroupMetadataValue.Members.MemberId',
    2692: 'GroupMetadataValue.Members.MemberId',
    2693: 'GroupMetadataValue.Members.MemberId',
    2694: 'GroupMetadataValue.Members.MemberId',
    2695: 'GroupMetadataValue.Members.GroupInstanceId',
    2696: 'GroupMetadataValue.Members.GroupInstanceId',
    2697: 'GroupMetadataValue.Members.GroupInstanceId',
    2698: 'GroupMetadataValue.Members.GroupInstanceId',
    2699: 'GroupMetadataValue.Members.GroupInstanceId',
    2700: 'GroupMetadataValue.Members.GroupInstanceId',
    2701: 'GroupMetadataValue.Members.GroupInstanceId',
    2702: 'GroupMetadataValue.Members.ClientId',
    2703: 'GroupMetadataValue.Members.ClientId',
    2704: 'GroupMetadataValue.Members.ClientId',
    2705: 'GroupMetadataValue.Members.ClientId',
    2706: 'GroupMetadataValue.Members.ClientHost',
    2707: 'GroupMetadataValue.Members.ClientHost',
    2708: 'GroupMetadataValue.Members.ClientHost',
    2709: 'GroupMetadataValue.Members.ClientHost',
    2710: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2711: 'GroupMetadataValue.Members.Subscription',
    2712: 'GroupMetadataValue.Members.Subscription',
    2713: 'GroupMetadataValue.Members.Subscription',
    2714: 'GroupMetadataValue.Members.Assignment',
    2715: 'GroupMetadataValue.Members.Assignment',
    2716: 'GroupMetadataValue.Members.Assignment',
    2723: 'GroupMetadataValue.ProtocolType',
    2728: 'GroupMetadataValue.ProtocolType',
    2731: 'GroupMetadataValue.ProtocolType',
    2732: 'GroupMetadataValue.Generation',
    2734: 'GroupMetadataValue.Protocol',
    2739: 'GroupMetadataValue.Protocol',
    2742: 'GroupMetadataValue.Protocol',
    2743: 'GroupMetadataValue.Leader',
    2748: 'GroupMetadataValue.Leader',
    2751: 'GroupMetadataValue.Leader',
    2752: 'GroupMetadataValue.CurrentStateTimestamp',
    2754: 'GroupMetadataValue.Members',
    2759: 'GroupMetadataValue.Members.MemberId',
    2764: 'GroupMetadataValue.Members.MemberId',
    2767: 'GroupMetadataValue.Members.MemberId',
    2768: 'GroupMetadataValue.Members.GroupInstanceId',
    2773: 'GroupMetadataValue.Members.GroupInstanceId',
    2776: 'GroupMetadataValue.Members.GroupInstanceId',
    2777: 'GroupMetadataValue.Members.ClientId',
    2782: 'GroupMetadataValue.Members.ClientId',
    2785: 'GroupMetadataValue.Members.ClientId',
    2786: 'GroupMetadataValue.Members.ClientHost',
    2791: 'GroupMetadataValue.Members.ClientHost',
    2794: 'GroupMetadataValue.Members.ClientHost',
    2795: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2797: 'GroupMetadataValue.Members.Subscription',
    2807: 'GroupMetadataValue.Members.Assignment',
    2827: 'GroupMetadataValue.ProtocolType',
    2828: 'GroupMetadataValue.ProtocolType',
    2829: 'GroupMetadataValue.ProtocolType',
    2830: 'GroupMetadataValue.ProtocolType',
    2831: 'GroupMetadataValue.ProtocolType',
    2832: 'GroupMetadataValue.Generation',
    2833: 'GroupMetadataValue.Protocol',
    2834: 'GroupMetadataValue.Protocol',
    2835: 'GroupMetadataValue.Protocol',
    2836: 'GroupMetadataValue.Protocol',
    2837: 'GroupMetadataValue.Protocol',
    2838: 'GroupMetadataValue.Protocol',
    2839: 'GroupMetadataValue.Protocol',
    2840: 'GroupMetadataValue.Protocol',
    2841: 'GroupMetadataValue.Leader',
    2842: 'GroupMetadataValue.Leader',
    2843: 'GroupMetadataValue.Leader',
    2844: 'GroupMetadataValue.Leader',
    2845: 'GroupMetadataValue.Leader',
    2846: 'GroupMetadataValue.Leader',
    2847: 'GroupMetadataValue.Leader',
    2848: 'GroupMetadataValue.Leader',
    2849: 'GroupMetadataValue.CurrentStateTimestamp',
    2850: 'GroupMetadataValue.Members',
    2851: 'GroupMetadataValue.Members',
    2852: 'GroupMetadataValue.Members',
    2853: 'GroupMetadataValue.Members',
    2854: 'GroupMetadataValue.Members.MemberId',
    2855: 'GroupMetadataValue.Members.MemberId',
    2856: 'GroupMetadataValue.Members.MemberId',
    2857: 'GroupMetadataValue.Members.MemberId',
    2858: 'GroupMetadataValue.Members.MemberId',
    2859: 'GroupMetadataValue.Members.GroupInstanceId',
    2860: 'GroupMetadataValue.Members.GroupInstanceId',
    2861: 'GroupMetadataValue.Members.GroupInstanceId',
    2862: 'GroupMetadataValue.Members.GroupInstanceId',
    2863: 'GroupMetadataValue.Members.GroupInstanceId',
    2864: 'GroupMetadataValue.Members.GroupInstanceId',
    2865: 'GroupMetadataValue.Members.GroupInstanceId',
    2866: 'GroupMetadataValue.Members.GroupInstanceId',
    2867: 'GroupMetadataValue.Members.ClientId',
    2868: 'GroupMetadataValue.Members.ClientId',
    2869: 'GroupMetadataValue.Members.ClientId',
    2870: 'GroupMetadataValue.Members.ClientId',
    2871: 'GroupMetadataValue.Members.ClientId',
    2872: 'GroupMetadataValue.Members.ClientHost',
    2873: 'GroupMetadataValue.Members.ClientHost',
    2874: 'GroupMetadataValue.Members.ClientHost',
    2875: 'GroupMetadataValue.Members.ClientHost',
    2876: 'GroupMetadataValue.Members.ClientHost',
    2877: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2878: 'GroupMetadataValue.Members.Subscription',
    2879: 'GroupMetadataValue.Members.Subscription',
    2880: 'GroupMetadataValue.Members.Subscription',
    2881: 'GroupMetadataValue.Members.Subscription',
    2882: 'GroupMetadataValue.Members.Assignment',
    2883: 'GroupMetadataValue.Members.Assignment',
    2884: 'GroupMetadataValue.Members.Assignment',
    2885: 'GroupMetadataValue.Members.Assignment',
    2886: 'GroupMetadataValue.Members._unknown_tags',
    2887: 'GroupMetadataValue.Members',
    2890: 'GroupMetadataValue.Members._unknown_tags',
    2891: 'GroupMetadataValue._unknown_tags',
    2892: 'GroupMetadataValue',
    2895: 'GroupMetadataValue._unknown_tags',
    2902: 'GroupMetadataValue.ProtocolType',
    2907: 'GroupMetadataValue.ProtocolType',
    2910: 'GroupMetadataValue.ProtocolType',
    2911: 'GroupMetadataValue.Generation',
    2913: 'GroupMetadataValue.Protocol',
    2918: 'GroupMetadataValue.Protocol',
    2921: 'GroupMetadataValue.Protocol',
    2922: 'GroupMetadataValue.Leader',
    2927: 'GroupMetadataValue.Leader',
    2930: 'GroupMetadataValue.Leader',
    2931: 'GroupMetadataValue.CurrentStateTimestamp',
    2933: 'GroupMetadataValue.Members',
    2937: 'GroupMetadataValue.Members',
    2942: 'GroupMetadataValue.Members.MemberId',
    2947: 'GroupMetadataValue.Members.MemberId',
    2950: 'GroupMetadataValue.Members.MemberId',
    2951: 'GroupMetadataValue.Members.GroupInstanceId',
    2956: 'GroupMetadataValue.Members.GroupInstanceId',
    2959: 'GroupMetadataValue.Members.GroupInstanceId',
    2960: 'GroupMetadataValue.Members.ClientId',
    2965: 'GroupMetadataValue.Members.ClientId',
    2968: 'GroupMetadataValue.Members.ClientId',
    2969: 'GroupMetadataValue.Members.ClientHost',
    2974: 'GroupMetadataValue.Members.ClientHost',
    2977: 'GroupMetadataValue.Members.ClientHost',
    2978: 'GroupMetadataValue.Members.RebalanceTimeout,SessionTimeout',
    2980: 'GroupMetadataValue.Members.Subscription',
    2984: 'GroupMetadataValue.Members.Subscription',
    2994: 'GroupMetadataValue.Members.Assignment',
    2998: 'GroupMetadataValue.Members.Assignment',
    3008: 'GroupMetadataValue.Members._tagged_fields',
    3012: 'GroupMetadataValue.Members._tagged_fields',
    3017: 'GroupMetadataValue.Members._tagged_fields',
    3018: 'GroupMetadataValue.Members._tagged_fields',
    3029: 'GroupMetadataValue._tagged_fields',
    3033: 'GroupMetadataValue._tagged_fields',
    3038: 'GroupMetadataValue._tagged_fields',
    3039: 'GroupMetadataValue._tagged_fields',
    3100: 'OffsetCommitKey.Group',
    3101: 'OffsetCommitKey.Group',
    3102: 'OffsetCommitKey.Group',
    3103: 'OffsetCommitKey.Group',
    3104: 'OffsetCommitKey.Topic',
    3105: 'OffsetCommitKey.Topic',
    3106: 'OffsetCommitKey.Topic',
    3107: 'OffsetCommitKey.Topic',
    3108: 'OffsetCommitKey.Partition',
    3115: 'OffsetCommitKey.Group',
    3120: 'OffsetCommitKey.Group',
    3123: 'OffsetCommitKey.Group',
    3124: 'OffsetCommitKey.Topic',
    3129: 'OffsetCommitKey.Topic',
    3132: 'OffsetCommitKey.Topic',
    3133: 'OffsetCommitKey.Partition',
    3205: 'OffsetCommitValue.Offset',
    3206: 'OffsetCommitValue.Metadata',
    3207: 'OffsetCommitValue.Metadata',
    3208: 'OffsetCommitValue.Metadata',
    3209: 'OffsetCommitValue.Metadata',
    3210: 'OffsetCommitValue.CommitTimestamp',
    3217: 'OffsetCommitValue.Offset',
    3219: 'OffsetCommitValue.Metadata',
    3224: 'OffsetCommitValue.Metadata',
    3227: 'OffsetCommitValue.Metadata',
    3228: 'OffsetCommitValue.CommitTimestamp',
    3239: 'OffsetCommitValue.Offset',
    3240: 'OffsetCommitValue.Metadata',
    3241: 'OffsetCommitValue.Metadata',
    3242: 'OffsetCommitValue.Metadata',
    3243: 'OffsetCommitValue.Metadata',
    3244: 'OffsetCommitValue.CommitTimestamp,ExpireTimestamp',
    3251: 'OffsetCommitValue.Offset',
    3253: 'OffsetCommitValue.Metadata',
    3258: 'OffsetCommitValue.Metadata',
    3261: 'OffsetCommitValue.Metadata',
    3262: 'OffsetCommitValue.CommitTimestamp,ExpireTimestamp',
    3272: 'OffsetCommitValue.Offset',
    3273: 'OffsetCommitValue.Metadata',
    3274: 'OffsetCommitValue.Metadata',
    3275: 'OffsetCommitValue.Metadata',
    3276: 'OffsetCommitValue.Metadata',
    3277: 'OffsetCommitValue.CommitTimestamp',
    3284: 'OffsetCommitValue.Offset',
    3286: 'OffsetCommitValue.Metadata',
    3291: 'OffsetCommitValue.Metadata',
    3294: 'OffsetCommitValue.Metadata',
    3295: 'OffsetCommitValue.CommitTimestamp',
    3306: 'OffsetCommitValue.Offset,LeaderEpoch',
    3307: 'OffsetCommitValue.Metadata',
    3308: 'OffsetCommitValue.Metadata',
    3309: 'OffsetCommitValue.Metadata',
    3310: 'OffsetCommitValue.Metadata',
    3311: 'OffsetCommitValue.CommitTimestamp',
    3318: 'OffsetCommitValue.Offset,LeaderEpoch',
    3320: 'OffsetCommitValue.Metadata',
    3325: 'OffsetCommitValue.Metadata',
    3328: 'OffsetCommitValue.Metadata',
    3329: 'OffsetCommitValue.CommitTimestamp',
    3339: 'OffsetCommitValue.Offset,LeaderEpoch',
    3340: 'OffsetCommitValue.Metadata',
    3341: 'OffsetCommitValue.Metadata',
    3342: 'OffsetCommitValue.Metadata',
    3343: 'OffsetCommitValue.Metadata',
    3344: 'OffsetCommitValue.Metadata',
    3345: 'OffsetCommitValue.CommitTimestamp',
    3346: 'OffsetCommitValue._unknown_tags',
    3347: 'OffsetCommitValue',
    3350: 'OffsetCommitValue._unknown_tags',
    3357: 'OffsetCommitValue.Offset,LeaderEpoch',
    3359: 'OffsetCommitValue.Metadata',
    3364: 'OffsetCommitValue.Metadata',
    3367: 'OffsetCommitValue.Metadata',
    3368: 'OffsetCommitValue.CommitTimestamp',
    3371: 'OffsetCommitValue._tagged_fields',
    3375: 'OffsetCommitValue._tagged_fields',
    3380: 'OffsetCommitValue._tagged_fields',
    3381: 'OffsetCommitValue._tagged_fields',
    3428: 'TransactionLogKey.TransactionalId',
    3429: 'TransactionLogKey.TransactionalId',
    3430: 'TransactionLogKey.TransactionalId',
    3431: 'TransactionLogKey.TransactionalId',
    3438: 'TransactionLogKey.TransactionalId',
    3443: 'TransactionLogKey.TransactionalId',
    3446: 'TransactionLogKey.TransactionalId',
    3602: 'TransactionLogValue.ProducerId',
    3603: 'TransactionLogValue.PreviousProducerId',
    3605: 'TransactionLogValue.NextProducerId',
    3607: 'TransactionLogValue.ProducerEpoch',
    3608: 'TransactionLogValue.NextProducerEpoch',
    3610: 'TransactionLogValue.TransactionTimeoutMs,TransactionStatus',
    3611: 'TransactionLogValue.TransactionPartitions',
    3612: 'TransactionLogValue.TransactionPartitions',
    3613: 'TransactionLogValue.TransactionPartitions',
    3614: 'TransactionLogValue.TransactionPartitions',
    3615: 'TransactionLogValue.TransactionPartitions',
    3616: 'TransactionLogValue.TransactionPartitions',
    3617: 'TransactionLogValue.TransactionPartitions.Topic',
    3618: 'TransactionLogValue.TransactionPartitions.Topic',
    3619: 'TransactionLogValue.TransactionPartitions.Topic',
    3620: 'TransactionLogValue.TransactionPartitions.Topic',
    3621: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3622: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3624: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3626: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3627: 'TransactionLogValue.TransactionLastUpdateTimestampMs,TransactionStartTimestampMs',
    3628: 'TransactionLogValue.ClientTransactionVersion',
    3636: 'TransactionLogValue.ProducerId,ProducerEpoch,TransactionTimeoutMs,TransactionStatus',
    3638: 'TransactionLogValue.TransactionPartitions',
    3646: 'TransactionLogValue.TransactionPartitions.Topic',
    3651: 'TransactionLogValue.TransactionPartitions.Topic',
    3654: 'TransactionLogValue.TransactionPartitions.Topic',
    3655: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3657: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3660: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3664: 'TransactionLogValue.TransactionLastUpdateTimestampMs,TransactionStartTimestampMs',
    3677: 'TransactionLogValue.ProducerId,ProducerEpoch,TransactionTimeoutMs,TransactionStatus',
    3678: 'TransactionLogValue.TransactionPartitions',
    3679: 'TransactionLogValue.TransactionPartitions',
    3680: 'TransactionLogValue.TransactionPartitions',
    3681: 'TransactionLogValue.TransactionPartitions',
    3682: 'TransactionLogValue.TransactionPartitions',
    3683: 'TransactionLogValue.TransactionPartitions',
    3684: 'TransactionLogValue.TransactionPartitions',
    3685: 'TransactionLogValue.TransactionPartitions.Topic',
    3686: 'TransactionLogValue.TransactionPartitions.Topic',
    3687: 'TransactionLogValue.TransactionPartitions.Topic',
    3688: 'TransactionLogValue.TransactionPartitions.Topic',
    3689: 'TransactionLogValue.TransactionPartitions.Topic',
    3690: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3691: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3693: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3695: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3696: 'TransactionLogValue.TransactionPartitions._unknown_tags',
    3697: 'TransactionLogValue.TransactionPartitions',
    3700: 'TransactionLogValue.TransactionPartitions._unknown_tags',
    3701: 'TransactionLogValue.TransactionLastUpdateTimestampMs,TransactionStartTimestampMs',
    3702: 'TransactionLogValue',
    3703: 'TransactionLogValue.PreviousProducerId',
    3704: 'TransactionLogValue.PreviousProducerId',
    3705: 'TransactionLogValue.PreviousProducerId',
    3706: 'TransactionLogValue.PreviousProducerId',
    3707: 'TransactionLogValue.NextProducerId',
    3708: 'TransactionLogValue.NextProducerId',
    3709: 'TransactionLogValue.NextProducerId',
    3710: 'TransactionLogValue.NextProducerId',
    3711: 'TransactionLogValue.ClientTransactionVersion',
    3712: 'TransactionLogValue.ClientTransactionVersion',
    3713: 'TransactionLogValue.ClientTransactionVersion',
    3714: 'TransactionLogValue.ClientTransactionVersion',
    3715: 'TransactionLogValue.NextProducerEpoch',
    3716: 'TransactionLogValue.NextProducerEpoch',
    3717: 'TransactionLogValue.NextProducerEpoch',
    3718: 'TransactionLogValue.NextProducerEpoch',
    3719: 'TransactionLogValue._unknown_tags',
    3721: 'TransactionLogValue._unknown_tags',
    3730: 'TransactionLogValue.ProducerId,ProducerEpoch,TransactionTimeoutMs,TransactionStatus',
    3732: 'TransactionLogValue.TransactionPartitions',
    3736: 'TransactionLogValue.TransactionPartitions',
    3744: 'TransactionLogValue.TransactionPartitions.Topic',
    3749: 'TransactionLogValue.TransactionPartitions.Topic',
    3752: 'TransactionLogValue.TransactionPartitions.Topic',
    3753: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3755: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3758: 'TransactionLogValue.TransactionPartitions.PartitionIds',
    3759: 'TransactionLogValue.TransactionPartitions._tagged_fields',
    3763: 'TransactionLogValue.TransactionPartitions._tagged_fields',
    3768: 'TransactionLogValue.TransactionPartitions._tagged_fields',
    3769: 'TransactionLogValue.TransactionPartitions._tagged_fields',
    3780: 'TransactionLogValue.TransactionLastUpdateTimestampMs,TransactionStartTimestampMs',
    3786: 'TransactionLogValue._tagged_fields',
    3790: 'TransactionLogValue._tagged_fields',
    3795: 'TransactionLogValue._tagged_fields',
    3796: 'TransactionLogValue._tagged_fields',
    3801: 'TransactionLogValue.PreviousProducerId',
    3806: 'TransactionLogValue.NextProducerId',
    3811: 'TransactionLogValue.NextProducerEpoch',
    3816: 'TransactionLogValue.ClientTransactionVersion',
}
