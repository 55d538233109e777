# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ConsumerGroupDescribeRequest.json, schemas/messages/ConsumerGroupDescribeResponse.json.
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

__all__ = ['ConsumerGroupDescribeRequest', 'ConsumerGroupDescribeResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S__ = Struct('>?')
_S_b = Struct('>b')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ii = Struct('>ii')


class ConsumerGroupDescribeRequest(_Message):
    """ConsumerGroupDescribeRequest (request): API key 69; versions 0-1; flexible in 0-1; listeners: broker."""

    __slots__ = ('group_ids', 'include_authorized_operations', '_unknown_tags')
    NAME = 'ConsumerGroupDescribeRequest'
    TYPE = 'request'
    API_KEY = 69
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    group_ids: list[str]
    """Groups to describe.

    `GroupIds` ([]string): versions 0+; default []."""
    include_authorized_operations: bool
    """Whether to return the authorized operations.

    `IncludeAuthorizedOperations` (bool): versions 0+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        group_ids: list[str] = _EMPTY,
        include_authorized_operations: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.group_ids = [] if group_ids is _EMPTY else group_ids
        self.include_authorized_operations = include_authorized_operations
        self._unknown_tags = _unknown_tags


ConsumerGroupDescribeRequest.FIELDS = (
    _FI('GroupIds', 'group_ids', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('IncludeAuthorizedOperations', 'include_authorized_operations', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_ConsumerGroupDescribeRequest_v0(o: ConsumerGroupDescribeRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.group_ids
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
    a(_S__.pack(o.include_authorized_operations))
    u7 = o._unknown_tags
    if u7 is None:
        a(_H0)
    else:
        _write_tags(a, None, u7)
    return b''.join(parts)


def _dec_ConsumerGroupDescribeRequest_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupDescribeRequest, int]:
    blen = len(buf)
    o = _new(ConsumerGroupDescribeRequest)
    n8 = buf[pos] - 1
    if 0 <= n8 < 127:
        pos += 1
    else:
        n8, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeRequest.GroupIds')
    l9: list[str] = []
    ap10 = l9.append
    for _ in range(n8):
        n12 = buf[pos] - 1
        if 0 <= n12 < 127:
            x13 = pos + 1 + n12
            if x13 > blen:
                raise _bad_length(n12, 'ConsumerGroupDescribeRequest.GroupIds', pos)
            v11 = str(buf[pos + 1:x13], 'utf-8')
            pos = x13
        else:
            v11, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeRequest.GroupIds')
        ap10(v11)
    o.group_ids = l9
    o.include_authorized_operations, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt14, pos = _ruv(buf, pos)
        if nt14 * 2 > blen - pos:
            raise _array_too_long(nt14, 'ConsumerGroupDescribeRequest._tagged_fields', pos)
        uk15: list[tuple[int, bytes]] | None = None
        for _ in range(nt14):
            tg16, pos = _ruv(buf, pos)
            sz17, pos = _ruv(buf, pos)
            x18 = pos + sz17
            if x18 > blen:
                raise _bad_length(sz17, 'ConsumerGroupDescribeRequest._tagged_fields', pos)
            if uk15 is None:
                uk15 = []
            uk15.append((tg16, bytes(buf[pos:x18])))
            pos = x18
        o._unknown_tags = uk15
    return o, pos


def _enc_ConsumerGroupDescribeRequest_v1(o: ConsumerGroupDescribeRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l19 = o.group_ids
    n20 = len(l19) + 1
    a(_UV[n20] if n20 < 128 else _uv(n20))
    for e21 in l19:
        s22 = e21
        b23 = s22.encode()
        n24 = len(b23) + 1
        a(_UV[n24] if n24 < 128 else _uv(n24))
        a(b23)
    a(_S__.pack(o.include_authorized_operations))
    u25 = o._unknown_tags
    if u25 is None:
        a(_H0)
    else:
        _write_tags(a, None, u25)
    return b''.join(parts)


def _dec_ConsumerGroupDescribeRequest_v1(buf: _Buffer, pos: int) -> tuple[ConsumerGroupDescribeRequest, int]:
    blen = len(buf)
    o = _new(ConsumerGroupDescribeRequest)
    n26 = buf[pos] - 1
    if 0 <= n26 < 127:
        pos += 1
    else:
        n26, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeRequest.GroupIds')
    l27: list[str] = []
    ap28 = l27.append
    for _ in range(n26):
        n30 = buf[pos] - 1
        if 0 <= n30 < 127:
            x31 = pos + 1 + n30
            if x31 > blen:
                raise _bad_length(n30, 'ConsumerGroupDescribeRequest.GroupIds', pos)
            v29 = str(buf[pos + 1:x31], 'utf-8')
            pos = x31
        else:
            v29, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeRequest.GroupIds')
        ap28(v29)
    o.group_ids = l27
    o.include_authorized_operations, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt32, pos = _ruv(buf, pos)
        if nt32 * 2 > blen - pos:
            raise _array_too_long(nt32, 'ConsumerGroupDescribeRequest._tagged_fields', pos)
        uk33: list[tuple[int, bytes]] | None = None
        for _ in range(nt32):
            tg34, pos = _ruv(buf, pos)
            sz35, pos = _ruv(buf, pos)
            x36 = pos + sz35
            if x36 > blen:
                raise _bad_length(sz35, 'ConsumerGroupDescribeRequest._tagged_fields', pos)
            if uk33 is None:
                uk33 = []
            uk33.append((tg34, bytes(buf[pos:x36])))
            pos = x36
        o._unknown_tags = uk33
    return o, pos


ConsumerGroupDescribeRequest._ENC = {0: _enc_ConsumerGroupDescribeRequest_v0, 1: _enc_ConsumerGroupDescribeRequest_v1}
ConsumerGroupDescribeRequest._DEC = {0: _dec_ConsumerGroupDescribeRequest_v0, 1: _dec_ConsumerGroupDescribeRequest_v1}


class ConsumerGroupDescribeResponse(_Message):
    """ConsumerGroupDescribeResponse (response): API key 69; versions 0-1; flexible in 0-1."""

    __slots__ = ('throttle_time_ms', 'groups', '_unknown_tags')
    NAME = 'ConsumerGroupDescribeResponse'
    TYPE = 'response'
    API_KEY = 69
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    groups: list[ConsumerGroupDescribeResponse.DescribedGroup]
    """One result per group.

    `Groups` ([]DescribedGroup): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        groups: list[ConsumerGroupDescribeResponse.DescribedGroup] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _EMPTY else groups
        self._unknown_tags = _unknown_tags

    class DescribedGroup(_Message):
        """One result per group.

        DescribedGroup (in ConsumerGroupDescribeResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'assignor_name', 'members', 'authorized_operations', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.DescribedGroup'

        error_code: int
        """Error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error message, or null.

        `ErrorMessage` (string): versions 0+; nullable in 0+; default None."""
        group_id: str
        """Group id.

        `GroupId` (string): versions 0+; default ''."""
        group_state: str
        """Group state, or the empty string.

        `GroupState` (string): versions 0+; default ''."""
        group_epoch: int
        """Group epoch.

        `GroupEpoch` (int32): versions 0+; default 0."""
        assignment_epoch: int
        """Epoch of the target assignment.

        `AssignmentEpoch` (int32): versions 0+; default 0."""
        assignor_name: str
        """Server-side assignor in use.

        `AssignorName` (string): versions 0+; default ''."""
        members: list[ConsumerGroupDescribeResponse.Member]
        """The members.

        `Members` ([]Member): versions 0+; default []."""
        authorized_operations: int
        """Bitfield of the operations the caller may perform on the group.

        `AuthorizedOperations` (int32): versions 0+; default -2147483648."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            error_message: str | None = None,
            group_id: str = '',
            group_state: str = '',
            group_epoch: int = 0,
            assignment_epoch: int = 0,
            assignor_name: str = '',
            members: list[ConsumerGroupDescribeResponse.Member] = _EMPTY,
            authorized_operations: int = -2147483648,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.group_id = group_id
            self.group_state = group_state
            self.group_epoch = group_epoch
            self.assignment_epoch = assignment_epoch
            self.assignor_name = assignor_name
            self.members = [] if members is _EMPTY else members
            self.authorized_operations = authorized_operations
            self._unknown_tags = _unknown_tags

    class Member(_Message):
        """The members.

        Member (in ConsumerGroupDescribeResponse): versions 0+."""

        __slots__ = ('member_id', 'instance_id', 'rack_id', 'member_epoch', 'client_id', 'client_host', 'subscribed_topic_names', 'subscribed_topic_regex', 'assignment', 'target_assignment', 'member_type', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.Member'

        member_id: str
        """Member id.

        `MemberId` (string): versions 0+; default ''."""
        instance_id: str | None
        """Static instance id, or null.

        `InstanceId` (string): versions 0+; nullable in 0+; default None."""
        rack_id: str | None
        """Rack, or null.

        `RackId` (string): versions 0+; nullable in 0+; default None."""
        member_epoch: int
        """Member epoch.

        `MemberEpoch` (int32): versions 0+; default 0."""
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

        `SubscribedTopicRegex` (string): versions 0+; nullable in 0+; default None."""
        assignment: ConsumerGroupDescribeResponse.Assignment
        """Current assignment.

        `Assignment` (Assignment): versions 0+; default a default Assignment."""
        target_assignment: ConsumerGroupDescribeResponse.Assignment
        """Target assignment.

        `TargetAssignment` (Assignment): versions 0+; default a default Assignment."""
        member_type: int
        """-1 unknown, 0 classic member, 1 consumer member.

        `MemberType` (int8): versions 1+; default -1; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            member_id: str = '',
            instance_id: str | None = None,
            rack_id: str | None = None,
            member_epoch: int = 0,
            client_id: str = '',
            client_host: str = '',
            subscribed_topic_names: list[str] = _EMPTY,
            subscribed_topic_regex: str | None = None,
            assignment: ConsumerGroupDescribeResponse.Assignment = _EMPTY,
            target_assignment: ConsumerGroupDescribeResponse.Assignment = _EMPTY,
            member_type: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.member_id = member_id
            self.instance_id = instance_id
            self.rack_id = rack_id
            self.member_epoch = member_epoch
            self.client_id = client_id
            self.client_host = client_host
            self.subscribed_topic_names = [] if subscribed_topic_names is _EMPTY else subscribed_topic_names
            self.subscribed_topic_regex = subscribed_topic_regex
            self.assignment = ConsumerGroupDescribeResponse.Assignment() if assignment is _EMPTY else assignment
            self.target_assignment = ConsumerGroupDescribeResponse.Assignment() if target_assignment is _EMPTY else target_assignment
            self.member_type = member_type
            self._unknown_tags = _unknown_tags

    class Assignment(_Message):
        """Current assignment.

        Assignment (in ConsumerGroupDescribeResponse): versions 0+."""

        __slots__ = ('topic_partitions', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.Assignment'

        topic_partitions: list[ConsumerGroupDescribeResponse.TopicPartitions]
        """Assigned partitions.

        `TopicPartitions` ([]TopicPartitions): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_partitions: list[ConsumerGroupDescribeResponse.TopicPartitions] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
            self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        """Assigned partitions.

        TopicPartitions (in ConsumerGroupDescribeResponse): versions 0+."""

        __slots__ = ('topic_id', 'topic_name', 'partitions', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.TopicPartitions'

        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 0+; default the zero UUID."""
        topic_name: str
        """Topic name.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[int]
        """Partition indexes.

        `Partitions` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_id: UUID = _ZERO_UUID,
            topic_name: str = '',
            partitions: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_id = topic_id
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags


_C_ConsumerGroupDescribeResponse_DescribedGroup = ConsumerGroupDescribeResponse.DescribedGroup
_C_ConsumerGroupDescribeResponse_Member = ConsumerGroupDescribeResponse.Member
_C_ConsumerGroupDescribeResponse_Assignment = ConsumerGroupDescribeResponse.Assignment
_C_ConsumerGroupDescribeResponse_TopicPartitions = ConsumerGroupDescribeResponse.TopicPartitions
ConsumerGroupDescribeResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Groups', 'groups', '[]DescribedGroup', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupDescribeResponse_DescribedGroup),
)
_C_ConsumerGroupDescribeResponse_DescribedGroup.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupState', 'group_state', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupEpoch', 'group_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('AssignmentEpoch', 'assignment_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('AssignorName', 'assignor_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Members', 'members', '[]Member', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupDescribeResponse_Member),
    _FI('AuthorizedOperations', 'authorized_operations', 'int32', (0, 32767), (1, 0), (1, 0), None, -2147483648, False, None),
)
_C_ConsumerGroupDescribeResponse_Member.FIELDS = (
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('InstanceId', 'instance_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('RackId', 'rack_id', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('MemberEpoch', 'member_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ClientId', 'client_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ClientHost', 'client_host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('SubscribedTopicNames', 'subscribed_topic_names', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('SubscribedTopicRegex', 'subscribed_topic_regex', 'string', (0, 32767), (0, 32767), (1, 0), None, None, False, None),
    _FI('Assignment', 'assignment', 'Assignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupDescribeResponse_Assignment),
    _FI('TargetAssignment', 'target_assignment', 'Assignment', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupDescribeResponse_Assignment),
    _FI('MemberType', 'member_type', 'int8', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
)
_C_ConsumerGroupDescribeResponse_Assignment.FIELDS = (
    _FI('TopicPartitions', 'topic_partitions', '[]TopicPartitions', (0, 32767), (1, 0), (1, 0), None, (), False, _C_ConsumerGroupDescribeResponse_TopicPartitions),
)
_C_ConsumerGroupDescribeResponse_TopicPartitions.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_ConsumerGroupDescribeResponse_DescribedGroup = _C_ConsumerGroupDescribeResponse_DescribedGroup()
_DEF_ConsumerGroupDescribeResponse_Member = _C_ConsumerGroupDescribeResponse_Member()
_DEF_ConsumerGroupDescribeResponse_Assignment = _C_ConsumerGroupDescribeResponse_Assignment()
_DEF_ConsumerGroupDescribeResponse_TopicPartitions = _C_ConsumerGroupDescribeResponse_TopicPartitions()

def _mk_ConsumerGroupDescribeResponse_DescribedGroup() -> ConsumerGroupDescribeResponse.DescribedGroup:
    o = _new(_C_ConsumerGroupDescribeResponse_DescribedGroup)
    o.error_code = 0
    o.error_message = None
    o.group_id = ''
    o.group_state = ''
    o.group_epoch = 0
    o.assignment_epoch = 0
    o.assignor_name = ''
    o.members = []
    o.authorized_operations = -2147483648
    o._unknown_tags = None
    return o

def _mk_ConsumerGroupDescribeResponse_Member() -> ConsumerGroupDescribeResponse.Member:
    o = _new(_C_ConsumerGroupDescribeResponse_Member)
    o.member_id = ''
    o.instance_id = None
    o.rack_id = None
    o.member_epoch = 0
    o.client_id = ''
    o.client_host = ''
    o.subscribed_topic_names = []
    o.subscribed_topic_regex = None
    o.assignment = _mk_ConsumerGroupDescribeResponse_Assignment()
    o.target_assignment = _mk_ConsumerGroupDescribeResponse_Assignment()
    o.member_type = -1
    o._unknown_tags = None
    return o

def _mk_ConsumerGroupDescribeResponse_Assignment() -> ConsumerGroupDescribeResponse.Assignment:
    o = _new(_C_ConsumerGroupDescribeResponse_Assignment)
    o.topic_partitions = []
    o._unknown_tags = None
    return o

def _mk_ConsumerGroupDescribeResponse_TopicPartitions() -> ConsumerGroupDescribeResponse.TopicPartitions:
    o = _new(_C_ConsumerGroupDescribeResponse_TopicPartitions)
    o.topic_id = _ZERO_UUID
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_ConsumerGroupDescribeResponse_v0(o: ConsumerGroupDescribeResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l37 = o.groups
    n38 = len(l37) + 1
    a(_UV[n38] if n38 < 128 else _uv(n38))
    for e39 in l37:
        a(_S_h.pack(e39.error_code))
        s40 = e39.error_message
        if s40 is None:
            a(_H0)
        else:
            b41 = s40.encode()
            n42 = len(b41) + 1
            a(_UV[n42] if n42 < 128 else _uv(n42))
            a(b41)
        s43 = e39.group_id
        b44 = s43.encode()
        n45 = len(b44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        a(b44)
        s46 = e39.group_state
        b47 = s46.encode()
        n48 = len(b47) + 1
        a(_UV[n48] if n48 < 128 else _uv(n48))
        a(b47)
        a(_S_ii.pack(e39.group_epoch, e39.assignment_epoch))
        s49 = e39.assignor_name
        b50 = s49.encode()
        n51 = len(b50) + 1
        a(_UV[n51] if n51 < 128 else _uv(n51))
        a(b50)
        l52 = e39.members
        n53 = len(l52) + 1
        a(_UV[n53] if n53 < 128 else _uv(n53))
        for e54 in l52:
            s55 = e54.member_id
            b56 = s55.encode()
            n57 = len(b56) + 1
            a(_UV[n57] if n57 < 128 else _uv(n57))
            a(b56)
            s58 = e54.instance_id
            if s58 is None:
                a(_H0)
            else:
                b59 = s58.encode()
                n60 = len(b59) + 1
                a(_UV[n60] if n60 < 128 else _uv(n60))
                a(b59)
            s61 = e54.rack_id
            if s61 is None:
                a(_H0)
            else:
                b62 = s61.encode()
                n63 = len(b62) + 1
                a(_UV[n63] if n63 < 128 else _uv(n63))
                a(b62)
            a(_S_i.pack(e54.member_epoch))
            s64 = e54.client_id
            b65 = s64.encode()
            n66 = len(b65) + 1
            a(_UV[n66] if n66 < 128 else _uv(n66))
            a(b65)
            s67 = e54.client_host
            b68 = s67.encode()
            n69 = len(b68) + 1
            a(_UV[n69] if n69 < 128 else _uv(n69))
            a(b68)
            l70 = e54.subscribed_topic_names
            n71 = len(l70) + 1
            a(_UV[n71] if n71 < 128 else _uv(n71))
            for e72 in l70:
                s73 = e72
                b74 = s73.encode()
                n75 = len(b74) + 1
                a(_UV[n75] if n75 < 128 else _uv(n75))
                a(b74)
            s76 = e54.subscribed_topic_regex
            if s76 is None:
                a(_H0)
            else:
                b77 = s76.encode()
                n78 = len(b77) + 1
                a(_UV[n78] if n78 < 128 else _uv(n78))
                a(b77)
            t79 = e54.assignment
            l80 = t79.topic_partitions
            n81 = len(l80) + 1
            a(_UV[n81] if n81 < 128 else _uv(n81))
            for e82 in l80:
                a(_S_U.pack(e82.topic_id.bytes))
                s83 = e82.topic_name
                b84 = s83.encode()
                n85 = len(b84) + 1
                a(_UV[n85] if n85 < 128 else _uv(n85))
                a(b84)
                l86 = e82.partitions
                n87 = len(l86)
                if n87 < 64:
                    a(_CA_i[n87].pack(n87 + 1, *l86))
                else:
                    a(_encode_array('i', l86, True))
                u88 = e82._unknown_tags
                if u88 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u88)
            u89 = t79._unknown_tags
            if u89 is None:
                a(_H0)
            else:
                _write_tags(a, None, u89)
            t90 = e54.target_assignment
            l91 = t90.topic_partitions
            n92 = len(l91) + 1
            a(_UV[n92] if n92 < 128 else _uv(n92))
            for e93 in l91:
                a(_S_U.pack(e93.topic_id.bytes))
                s94 = e93.topic_name
                b95 = s94.encode()
                n96 = len(b95) + 1
                a(_UV[n96] if n96 < 128 else _uv(n96))
                a(b95)
                l97 = e93.partitions
                n98 = len(l97)
                if n98 < 64:
                    a(_CA_i[n98].pack(n98 + 1, *l97))
                else:
                    a(_encode_array('i', l97, True))
                u99 = e93._unknown_tags
                if u99 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u99)
            u100 = t90._unknown_tags
            if u100 is None:
                a(_H0)
            else:
                _write_tags(a, None, u100)
            u101 = e54._unknown_tags
            if u101 is None:
                a(_H0)
            else:
                _write_tags(a, None, u101)
        a(_S_i.pack(e39.authorized_operations))
        u102 = e39._unknown_tags
        if u102 is None:
            a(_H0)
        else:
            _write_tags(a, None, u102)
    u103 = o._unknown_tags
    if u103 is None:
        a(_H0)
    else:
        _write_tags(a, None, u103)
    return b''.join(parts)


def _dec_ConsumerGroupDescribeResponse_v0(buf: _Buffer, pos: int) -> tuple[ConsumerGroupDescribeResponse, int]:
    blen = len(buf)
    o = _new(ConsumerGroupDescribeResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n104 = buf[pos] - 1
    if 0 <= n104 < 127:
        pos += 1
    else:
        n104, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups')
    l105: list[ConsumerGroupDescribeResponse.DescribedGroup] = []
    ap106 = l105.append
    for _ in range(n104):
        t107 = _new(_C_ConsumerGroupDescribeResponse_DescribedGroup)
        t107.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n108 = buf[pos] - 1
        if 0 <= n108 < 127:
            x109 = pos + 1 + n108
            if x109 > blen:
                raise _bad_length(n108, 'ConsumerGroupDescribeResponse.Groups.ErrorMessage', pos)
            t107.error_message = str(buf[pos + 1:x109], 'utf-8')
            pos = x109
        else:
            t107.error_message, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.ErrorMessage')
        n110 = buf[pos] - 1
        if 0 <= n110 < 127:
            x111 = pos + 1 + n110
            if x111 > blen:
                raise _bad_length(n110, 'ConsumerGroupDescribeResponse.Groups.GroupId', pos)
            t107.group_id = str(buf[pos + 1:x111], 'utf-8')
            pos = x111
        else:
            t107.group_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.GroupId')
        n112 = buf[pos] - 1
        if 0 <= n112 < 127:
            x113 = pos + 1 + n112
            if x113 > blen:
                raise _bad_length(n112, 'ConsumerGroupDescribeResponse.Groups.GroupState', pos)
            t107.group_state = str(buf[pos + 1:x113], 'utf-8')
            pos = x113
        else:
            t107.group_state, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.GroupState')
        t107.group_epoch, t107.assignment_epoch = _S_ii.unpack_from(buf, pos)
        pos += 8
        n114 = buf[pos] - 1
        if 0 <= n114 < 127:
            x115 = pos + 1 + n114
            if x115 > blen:
                raise _bad_length(n114, 'ConsumerGroupDescribeResponse.Groups.AssignorName', pos)
            t107.assignor_name = str(buf[pos + 1:x115], 'utf-8')
            pos = x115
        else:
            t107.assignor_name, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.AssignorName')
        n116 = buf[pos] - 1
        if 0 <= n116 < 127:
            pos += 1
        else:
            n116, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members')
        l117: list[ConsumerGroupDescribeResponse.Member] = []
        ap118 = l117.append
        for _ in range(n116):
            t119 = _new(_C_ConsumerGroupDescribeResponse_Member)
            n120 = buf[pos] - 1
            if 0 <= n120 < 127:
                x121 = pos + 1 + n120
                if x121 > blen:
                    raise _bad_length(n120, 'ConsumerGroupDescribeResponse.Groups.Members.MemberId', pos)
                t119.member_id = str(buf[pos + 1:x121], 'utf-8')
                pos = x121
            else:
                t119.member_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.MemberId')
            n122 = buf[pos] - 1
            if 0 <= n122 < 127:
                x123 = pos + 1 + n122
                if x123 > blen:
                    raise _bad_length(n122, 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId', pos)
                t119.instance_id = str(buf[pos + 1:x123], 'utf-8')
                pos = x123
            else:
                t119.instance_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId')
            n124 = buf[pos] - 1
            if 0 <= n124 < 127:
                x125 = pos + 1 + n124
                if x125 > blen:
                    raise _bad_length(n124, 'ConsumerGroupDescribeResponse.Groups.Members.RackId', pos)
                t119.rack_id = str(buf[pos + 1:x125], 'utf-8')
                pos = x125
            else:
                t119.rack_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.Members.RackId')
            t119.member_epoch, = _S_i.unpack_from(buf, pos)
            pos += 4
            n126 = buf[pos] - 1
            if 0 <= n126 < 127:
                x127 = pos + 1 + n126
                if x127 > blen:
                    raise _bad_length(n126, 'ConsumerGroupDescribeResponse.Groups.Members.ClientId', pos)
                t119.client_id = str(buf[pos + 1:x127], 'utf-8')
                pos = x127
            else:
                t119.client_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.ClientId')
            n128 = buf[pos] - 1
            if 0 <= n128 < 127:
                x129 = pos + 1 + n128
                if x129 > blen:
                    raise _bad_length(n128, 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost', pos)
                t119.client_host = str(buf[pos + 1:x129], 'utf-8')
                pos = x129
            else:
                t119.client_host, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost')
            n130 = buf[pos] - 1
            if 0 <= n130 < 127:
                pos += 1
            else:
                n130, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames')
            l131: list[str] = []
            ap132 = l131.append
            for _ in range(n130):
                n134 = buf[pos] - 1
                if 0 <= n134 < 127:
                    x135 = pos + 1 + n134
                    if x135 > blen:
                        raise _bad_length(n134, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames', pos)
                    v133 = str(buf[pos + 1:x135], 'utf-8')
                    pos = x135
                else:
                    v133, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames')
                ap132(v133)
            t119.subscribed_topic_names = l131
            n136 = buf[pos] - 1
            if 0 <= n136 < 127:
                x137 = pos + 1 + n136
                if x137 > blen:
                    raise _bad_length(n136, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex', pos)
                t119.subscribed_topic_regex = str(buf[pos + 1:x137], 'utf-8')
                pos = x137
            else:
                t119.subscribed_topic_regex, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex')
            t138 = _new(_C_ConsumerGroupDescribeResponse_Assignment)
            n139 = buf[pos] - 1
            if 0 <= n139 < 127:
                pos += 1
            else:
                n139, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions')
            l140: list[ConsumerGroupDescribeResponse.TopicPartitions] = []
            ap141 = l140.append
            for _ in range(n139):
                t142 = _new(_C_ConsumerGroupDescribeResponse_TopicPartitions)
                u143, = _S_U.unpack_from(buf, pos)
                pos += 16
                t142.topic_id = _uuid_from(u143)
                n144 = buf[pos] - 1
                if 0 <= n144 < 127:
                    x145 = pos + 1 + n144
                    if x145 > blen:
                        raise _bad_length(n144, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName', pos)
                    t142.topic_name = str(buf[pos + 1:x145], 'utf-8')
                    pos = x145
                else:
                    t142.topic_name, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName')
                n146 = buf[pos] - 1
                if 0 <= n146 < 64:
                    t142.partitions = list(_A_i[n146].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n146
                else:
                    t142.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions')
                if buf[pos] == 0:
                    pos += 1
                    t142._unknown_tags = None
                else:
                    nt147, pos = _ruv(buf, pos)
                    if nt147 * 2 > blen - pos:
                        raise _array_too_long(nt147, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields', pos)
                    uk148: list[tuple[int, bytes]] | None = None
                    for _ in range(nt147):
                        tg149, pos = _ruv(buf, pos)
                        sz150, pos = _ruv(buf, pos)
                        x151 = pos + sz150
                        if x151 > blen:
                            raise _bad_length(sz150, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields', pos)
                        if uk148 is None:
                            uk148 = []
                        uk148.append((tg149, bytes(buf[pos:x151])))
                        pos = x151
                    t142._unknown_tags = uk148
                ap141(t142)
            t138.topic_partitions = l140
            if buf[pos] == 0:
                pos += 1
                t138._unknown_tags = None
            else:
                nt152, pos = _ruv(buf, pos)
                if nt152 * 2 > blen - pos:
                    raise _array_too_long(nt152, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields', pos)
                uk153: list[tuple[int, bytes]] | None = None
                for _ in range(nt152):
                    tg154, pos = _ruv(buf, pos)
                    sz155, pos = _ruv(buf, pos)
                    x156 = pos + sz155
                    if x156 > blen:
                        raise _bad_length(sz155, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields', pos)
                    if uk153 is None:
                        uk153 = []
                    uk153.append((tg154, bytes(buf[pos:x156])))
                    pos = x156
                t138._unknown_tags = uk153
            t119.assignment = t138
            t157 = _new(_C_ConsumerGroupDescribeResponse_Assignment)
            n158 = buf[pos] - 1
            if 0 <= n158 < 127:
                pos += 1
            else:
                n158, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions')
            l159: list[ConsumerGroupDescribeResponse.TopicPartitions] = []
            ap160 = l159.append
            for _ in range(n158):
                t161 = _new(_C_ConsumerGroupDescribeResponse_TopicPartitions)
                u162, = _S_U.unpack_from(buf, pos)
                pos += 16
                t161.topic_id = _uuid_from(u162)
                n163 = buf[pos] - 1
                if 0 <= n163 < 127:
                    x164 = pos + 1 + n163
                    if x164 > blen:
                        raise _bad_length(n163, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName', pos)
                    t161.topic_name = str(buf[pos + 1:x164], 'utf-8')
                    pos = x164
                else:
                    t161.topic_name, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName')
                n165 = buf[pos] - 1
                if 0 <= n165 < 64:
                    t161.partitions = list(_A_i[n165].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n165
                else:
                    t161.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions')
                if buf[pos] == 0:
                    pos += 1
                    t161._unknown_tags = None
                else:
                    nt166, pos = _ruv(buf, pos)
                    if nt166 * 2 > blen - pos:
                        raise _array_too_long(nt166, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields', pos)
                    uk167: list[tuple[int, bytes]] | None = None
                    for _ in range(nt166):
                        tg168, pos = _ruv(buf, pos)
                        sz169, pos = _ruv(buf, pos)
                        x170 = pos + sz169
                        if x170 > blen:
                            raise _bad_length(sz169, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields', pos)
                        if uk167 is None:
                            uk167 = []
                        uk167.append((tg168, bytes(buf[pos:x170])))
                        pos = x170
                    t161._unknown_tags = uk167
                ap160(t161)
            t157.topic_partitions = l159
            if buf[pos] == 0:
                pos += 1
                t157._unknown_tags = None
            else:
                nt171, pos = _ruv(buf, pos)
                if nt171 * 2 > blen - pos:
                    raise _array_too_long(nt171, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields', pos)
                uk172: list[tuple[int, bytes]] | None = None
                for _ in range(nt171):
                    tg173, pos = _ruv(buf, pos)
                    sz174, pos = _ruv(buf, pos)
                    x175 = pos + sz174
                    if x175 > blen:
                        raise _bad_length(sz174, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields', pos)
                    if uk172 is None:
                        uk172 = []
                    uk172.append((tg173, bytes(buf[pos:x175])))
                    pos = x175
                t157._unknown_tags = uk172
            t119.target_assignment = t157
            t119.member_type = -1
            if buf[pos] == 0:
                pos += 1
                t119._unknown_tags = None
            else:
                nt176, pos = _ruv(buf, pos)
                if nt176 * 2 > blen - pos:
                    raise _array_too_long(nt176, 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields', pos)
                uk177: list[tuple[int, bytes]] | None = None
                for _ in range(nt176):
                    tg178, pos = _ruv(buf, pos)
                    sz179, pos = _ruv(buf, pos)
                    x180 = pos + sz179
                    if x180 > blen:
                        raise _bad_length(sz179, 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields', pos)
                    if uk177 is None:
                        uk177 = []
                    uk177.append((tg178, bytes(buf[pos:x180])))
                    pos = x180
                t119._unknown_tags = uk177
            ap118(t119)
        t107.members = l117
        t107.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t107._unknown_tags = None
        else:
            nt181, pos = _ruv(buf, pos)
            if nt181 * 2 > blen - pos:
                raise _array_too_long(nt181, 'ConsumerGroupDescribeResponse.Groups._tagged_fields', pos)
            uk182: list[tuple[int, bytes]] | None = None
            for _ in range(nt181):
                tg183, pos = _ruv(buf, pos)
                sz184, pos = _ruv(buf, pos)
                x185 = pos + sz184
                if x185 > blen:
                    raise _bad_length(sz184, 'ConsumerGroupDescribeResponse.Groups._tagged_fields', pos)
                if uk182 is None:
                    uk182 = []
                uk182.append((tg183, bytes(buf[pos:x185])))
                pos = x185
            t107._unknown_tags = uk182
        ap106(t107)
    o.groups = l105
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt186, pos = _ruv(buf, pos)
        if nt186 * 2 > blen - pos:
            raise _array_too_long(nt186, 'ConsumerGroupDescribeResponse._tagged_fields', pos)
        uk187: list[tuple[int, bytes]] | None = None
        for _ in range(nt186):
            tg188, pos = _ruv(buf, pos)
            sz189, pos = _ruv(buf, pos)
            x190 = pos + sz189
            if x190 > blen:
                raise _bad_length(sz189, 'ConsumerGroupDescribeResponse._tagged_fields', pos)
            if uk187 is None:
                uk187 = []
            uk187.append((tg188, bytes(buf[pos:x190])))
            pos = x190
        o._unknown_tags = uk187
    return o, pos


def _enc_ConsumerGroupDescribeResponse_v1(o: ConsumerGroupDescribeResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l191 = o.groups
    n192 = len(l191) + 1
    a(_UV[n192] if n192 < 128 else _uv(n192))
    for e193 in l191:
        a(_S_h.pack(e193.error_code))
        s194 = e193.error_message
        if s194 is None:
            a(_H0)
        else:
            b195 = s194.encode()
            n196 = len(b195) + 1
            a(_UV[n196] if n196 < 128 else _uv(n196))
            a(b195)
        s197 = e193.group_id
        b198 = s197.encode()
        n199 = len(b198) + 1
        a(_UV[n199] if n199 < 128 else _uv(n199))
        a(b198)
        s200 = e193.group_state
        b201 = s200.encode()
        n202 = len(b201) + 1
        a(_UV[n202] if n202 < 128 else _uv(n202))
        a(b201)
        a(_S_ii.pack(e193.group_epoch, e193.assignment_epoch))
        s203 = e193.assignor_name
        b204 = s203.encode()
        n205 = len(b204) + 1
        a(_UV[n205] if n205 < 128 else _uv(n205))
        a(b204)
        l206 = e193.members
        n207 = len(l206) + 1
        a(_UV[n207] if n207 < 128 else _uv(n207))
        for e208 in l206:
            s209 = e208.member_id
            b210 = s209.encode()
            n211 = len(b210) + 1
            a(_UV[n211] if n211 < 128 else _uv(n211))
            a(b210)
            s212 = e208.instance_id
            if s212 is None:
                a(_H0)
            else:
                b213 = s212.encode()
                n214 = len(b213) + 1
                a(_UV[n214] if n214 < 128 else _uv(n214))
                a(b213)
            s215 = e208.rack_id
            if s215 is None:
                a(_H0)
            else:
                b216 = s215.encode()
                n217 = len(b216) + 1
                a(_UV[n217] if n217 < 128 else _uv(n217))
                a(b216)
            a(_S_i.pack(e208.member_epoch))
            s218 = e208.client_id
            b219 = s218.encode()
            n220 = len(b219) + 1
            a(_UV[n220] if n220 < 128 else _uv(n220))
            a(b219)
            s221 = e208.client_host
            b222 = s221.encode()
            n223 = len(b222) + 1
            a(_UV[n223] if n223 < 128 else _uv(n223))
            a(b222)
            l224 = e208.subscribed_topic_names
            n225 = len(l224) + 1
            a(_UV[n225] if n225 < 128 else _uv(n225))
            for e226 in l224:
                s227 = e226
                b228 = s227.encode()
                n229 = len(b228) + 1
                a(_UV[n229] if n229 < 128 else _uv(n229))
                a(b228)
            s230 = e208.subscribed_topic_regex
            if s230 is None:
                a(_H0)
            else:
                b231 = s230.encode()
                n232 = len(b231) + 1
                a(_UV[n232] if n232 < 128 else _uv(n232))
                a(b231)
            t233 = e208.assignment
            l234 = t233.topic_partitions
            n235 = len(l234) + 1
            a(_UV[n235] if n235 < 128 else _uv(n235))
            for e236 in l234:
                a(_S_U.pack(e236.topic_id.bytes))
                s237 = e236.topic_name
                b238 = s237.encode()
                n239 = len(b238) + 1
                a(_UV[n239] if n239 < 128 else _uv(n239))
                a(b238)
                l240 = e236.partitions
                n241 = len(l240)
                if n241 < 64:
                    a(_CA_i[n241].pack(n241 + 1, *l240))
                else:
                    a(_encode_array('i', l240, True))
                u242 = e236._unknown_tags
                if u242 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u242)
            u243 = t233._unknown_tags
            if u243 is None:
                a(_H0)
            else:
                _write_tags(a, None, u243)
            t244 = e208.target_assignment
            l245 = t244.topic_partitions
            n246 = len(l245) + 1
            a(_UV[n246] if n246 < 128 else _uv(n246))
            for e247 in l245:
                a(_S_U.pack(e247.topic_id.bytes))
                s248 = e247.topic_name
                b249 = s248.encode()
                n250 = len(b249) + 1
                a(_UV[n250] if n250 < 128 else _uv(n250))
                a(b249)
                l251 = e247.partitions
                n252 = len(l251)
                if n252 < 64:
                    a(_CA_i[n252].pack(n252 + 1, *l251))
                else:
                    a(_encode_array('i', l251, True))
                u253 = e247._unknown_tags
                if u253 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u253)
            u254 = t244._unknown_tags
            if u254 is None:
                a(_H0)
            else:
                _write_tags(a, None, u254)
            a(_S_b.pack(e208.member_type))
            u255 = e208._unknown_tags
            if u255 is None:
                a(_H0)
            else:
                _write_tags(a, None, u255)
        a(_S_i.pack(e193.authorized_operations))
        u256 = e193._unknown_tags
        if u256 is None:
            a(_H0)
        else:
            _write_tags(a, None, u256)
    u257 = o._unknown_tags
    if u257 is None:
        a(_H0)
    else:
        _write_tags(a, None, u257)
    return b''.join(parts)


def _dec_ConsumerGroupDescribeResponse_v1(buf: _Buffer, pos: int) -> tuple[ConsumerGroupDescribeResponse, int]:
    blen = len(buf)
    o = _new(ConsumerGroupDescribeResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n258 = buf[pos] - 1
    if 0 <= n258 < 127:
        pos += 1
    else:
        n258, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups')
    l259: list[ConsumerGroupDescribeResponse.DescribedGroup] = []
    ap260 = l259.append
    for _ in range(n258):
        t261 = _new(_C_ConsumerGroupDescribeResponse_DescribedGroup)
        t261.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n262 = buf[pos] - 1
        if 0 <= n262 < 127:
            x263 = pos + 1 + n262
            if x263 > blen:
                raise _bad_length(n262, 'ConsumerGroupDescribeResponse.Groups.ErrorMessage', pos)
            t261.error_message = str(buf[pos + 1:x263], 'utf-8')
            pos = x263
        else:
            t261.error_message, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.ErrorMessage')
        n264 = buf[pos] - 1
        if 0 <= n264 < 127:
            x265 = pos + 1 + n264
            if x265 > blen:
                raise _bad_length(n264, 'ConsumerGroupDescribeResponse.Groups.GroupId', pos)
            t261.group_id = str(buf[pos + 1:x265], 'utf-8')
            pos = x265
        else:
            t261.group_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.GroupId')
        n266 = buf[pos] - 1
        if 0 <= n266 < 127:
            x267 = pos + 1 + n266
            if x267 > blen:
                raise _bad_length(n266, 'ConsumerGroupDescribeResponse.Groups.GroupState', pos)
            t261.group_state = str(buf[pos + 1:x267], 'utf-8')
            pos = x267
        else:
            t261.group_state, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.GroupState')
        t261.group_epoch, t261.assignment_epoch = _S_ii.unpack_from(buf, pos)
        pos += 8
        n268 = buf[pos] - 1
        if 0 <= n268 < 127:
            x269 = pos + 1 + n268
            if x269 > blen:
                raise _bad_length(n268, 'ConsumerGroupDescribeResponse.Groups.AssignorName', pos)
            t261.assignor_name = str(buf[pos + 1:x269], 'utf-8')
            pos = x269
        else:
            t261.assignor_name, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.AssignorName')
        n270 = buf[pos] - 1
        if 0 <= n270 < 127:
            pos += 1
        else:
            n270, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members')
        l271: list[ConsumerGroupDescribeResponse.Member] = []
        ap272 = l271.append
        for _ in range(n270):
            t273 = _new(_C_ConsumerGroupDescribeResponse_Member)
            n274 = buf[pos] - 1
            if 0 <= n274 < 127:
                x275 = pos + 1 + n274
                if x275 > blen:
                    raise _bad_length(n274, 'ConsumerGroupDescribeResponse.Groups.Members.MemberId', pos)
                t273.member_id = str(buf[pos + 1:x275], 'utf-8')
                pos = x275
            else:
                t273.member_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.MemberId')
            n276 = buf[pos] - 1
            if 0 <= n276 < 127:
                x277 = pos + 1 + n276
                if x277 > blen:
                    raise _bad_length(n276, 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId', pos)
                t273.instance_id = str(buf[pos + 1:x277], 'utf-8')
                pos = x277
            else:
                t273.instance_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId')
            n278 = buf[pos] - 1
            if 0 <= n278 < 127:
                x279 = pos + 1 + n278
                if x279 > blen:
                    raise _bad_length(n278, 'ConsumerGroupDescribeResponse.Groups.Members.RackId', pos)
                t273.rack_id = str(buf[pos + 1:x279], 'utf-8')
                pos = x279
            else:
                t273.rack_id, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.Members.RackId')
            t273.member_epoch, = _S_i.unpack_from(buf, pos)
            pos += 4
            n280 = buf[pos] - 1
            if 0 <= n280 < 127:
                x281 = pos + 1 + n280
                if x281 > blen:
                    raise _bad_length(n280, 'ConsumerGroupDescribeResponse.Groups.Members.ClientId', pos)
                t273.client_id = str(buf[pos + 1:x281], 'utf-8')
                pos = x281
            else:
                t273.client_id, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.ClientId')
            n282 = buf[pos] - 1
            if 0 <= n282 < 127:
                x283 = pos + 1 + n282
                if x283 > blen:
                    raise _bad_length(n282, 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost', pos)
                t273.client_host = str(buf[pos + 1:x283], 'utf-8')
                pos = x283
            else:
                t273.client_host, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost')
            n284 = buf[pos] - 1
            if 0 <= n284 < 127:
                pos += 1
            else:
                n284, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames')
            l285: list[str] = []
            ap286 = l285.append
            for _ in range(n284):
                n288 = buf[pos] - 1
                if 0 <= n288 < 127:
                    x289 = pos + 1 + n288
                    if x289 > blen:
                        raise _bad_length(n288, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames', pos)
                    v287 = str(buf[pos + 1:x289], 'utf-8')
                    pos = x289
                else:
                    v287, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames')
                ap286(v287)
            t273.subscribed_topic_names = l285
            n290 = buf[pos] - 1
            if 0 <= n290 < 127:
                x291 = pos + 1 + n290
                if x291 > blen:
                    raise _bad_length(n290, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex', pos)
                t273.subscribed_topic_regex = str(buf[pos + 1:x291], 'utf-8')
                pos = x291
            else:
                t273.subscribed_topic_regex, pos = _read_string(buf, pos, True, True, 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex')
            t292 = _new(_C_ConsumerGroupDescribeResponse_Assignment)
            n293 = buf[pos] - 1
            if 0 <= n293 < 127:
                pos += 1
            else:
                n293, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions')
            l294: list[ConsumerGroupDescribeResponse.TopicPartitions] = []
            ap295 = l294.append
            for _ in range(n293):
                t296 = _new(_C_ConsumerGroupDescribeResponse_TopicPartitions)
                u297, = _S_U.unpack_from(buf, pos)
                pos += 16
                t296.topic_id = _uuid_from(u297)
                n298 = buf[pos] - 1
                if 0 <= n298 < 127:
                    x299 = pos + 1 + n298
                    if x299 > blen:
                        raise _bad_length(n298, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName', pos)
                    t296.topic_name = str(buf[pos + 1:x299], 'utf-8')
                    pos = x299
                else:
                    t296.topic_name, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName')
                n300 = buf[pos] - 1
                if 0 <= n300 < 64:
                    t296.partitions = list(_A_i[n300].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n300
                else:
                    t296.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions')
                if buf[pos] == 0:
                    pos += 1
                    t296._unknown_tags = None
                else:
                    nt301, pos = _ruv(buf, pos)
                    if nt301 * 2 > blen - pos:
                        raise _array_too_long(nt301, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields', pos)
                    uk302: list[tuple[int, bytes]] | None = None
                    for _ in range(nt301):
                        tg303, pos = _ruv(buf, pos)
                        sz304, pos = _ruv(buf, pos)
                        x305 = pos + sz304
                        if x305 > blen:
                            raise _bad_length(sz304, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields', pos)
                        if uk302 is None:
                            uk302 = []
                        uk302.append((tg303, bytes(buf[pos:x305])))
                        pos = x305
                    t296._unknown_tags = uk302
                ap295(t296)
            t292.topic_partitions = l294
            if buf[pos] == 0:
                pos += 1
                t292._unknown_tags = None
            else:
                nt306, pos = _ruv(buf, pos)
                if nt306 * 2 > blen - pos:
                    raise _array_too_long(nt306, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields', pos)
                uk307: list[tuple[int, bytes]] | None = None
                for _ in range(nt306):
                    tg308, pos = _ruv(buf, pos)
                    sz309, pos = _ruv(buf, pos)
                    x310 = pos + sz309
                    if x310 > blen:
                        raise _bad_length(sz309, 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields', pos)
                    if uk307 is None:
                        uk307 = []
                    uk307.append((tg308, bytes(buf[pos:x310])))
                    pos = x310
                t292._unknown_tags = uk307
            t273.assignment = t292
            t311 = _new(_C_ConsumerGroupDescribeResponse_Assignment)
            n312 = buf[pos] - 1
            if 0 <= n312 < 127:
                pos += 1
            else:
                n312, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions')
            l313: list[ConsumerGroupDescribeResponse.TopicPartitions] = []
            ap314 = l313.append
            for _ in range(n312):
                t315 = _new(_C_ConsumerGroupDescribeResponse_TopicPartitions)
                u316, = _S_U.unpack_from(buf, pos)
                pos += 16
                t315.topic_id = _uuid_from(u316)
                n317 = buf[pos] - 1
                if 0 <= n317 < 127:
                    x318 = pos + 1 + n317
                    if x318 > blen:
                        raise _bad_length(n317, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName', pos)
                    t315.topic_name = str(buf[pos + 1:x318], 'utf-8')
                    pos = x318
                else:
                    t315.topic_name, pos = _read_string(buf, pos, True, False, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName')
                n319 = buf[pos] - 1
                if 0 <= n319 < 64:
                    t315.partitions = list(_A_i[n319].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n319
                else:
                    t315.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions')
                if buf[pos] == 0:
                    pos += 1
                    t315._unknown_tags = None
                else:
                    nt320, pos = _ruv(buf, pos)
                    if nt320 * 2 > blen - pos:
                        raise _array_too_long(nt320, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields', pos)
                    uk321: list[tuple[int, bytes]] | None = None
                    for _ in range(nt320):
                        tg322, pos = _ruv(buf, pos)
                        sz323, pos = _ruv(buf, pos)
                        x324 = pos + sz323
                        if x324 > blen:
                            raise _bad_length(sz323, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields', pos)
                        if uk321 is None:
                            uk321 = []
                        uk321.append((tg322, bytes(buf[pos:x324])))
                        pos = x324
                    t315._unknown_tags = uk321
                ap314(t315)
            t311.topic_partitions = l313
            if buf[pos] == 0:
                pos += 1
                t311._unknown_tags = None
            else:
                nt325, pos = _ruv(buf, pos)
                if nt325 * 2 > blen - pos:
                    raise _array_too_long(nt325, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields', pos)
                uk326: list[tuple[int, bytes]] | None = None
                for _ in range(nt325):
                    tg327, pos = _ruv(buf, pos)
                    sz328, pos = _ruv(buf, pos)
                    x329 = pos + sz328
                    if x329 > blen:
                        raise _bad_length(sz328, 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields', pos)
                    if uk326 is None:
                        uk326 = []
                    uk326.append((tg327, bytes(buf[pos:x329])))
                    pos = x329
                t311._unknown_tags = uk326
            t273.target_assignment = t311
            t273.member_type, = _S_b.unpack_from(buf, pos)
            pos += 1
            if buf[pos] == 0:
                pos += 1
                t273._unknown_tags = None
            else:
                nt330, pos = _ruv(buf, pos)
                if nt330 * 2 > blen - pos:
                    raise _array_too_long(nt330, 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields', pos)
                uk331: list[tuple[int, bytes]] | None = None
                for _ in range(nt330):
                    tg332, pos = _ruv(buf, pos)
                    sz333, pos = _ruv(buf, pos)
                    x334 = pos + sz333
                    if x334 > blen:
                        raise _bad_length(sz333, 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields', pos)
                    if uk331 is None:
                        uk331 = []
                    uk331.append((tg332, bytes(buf[pos:x334])))
                    pos = x334
                t273._unknown_tags = uk331
            ap272(t273)
        t261.members = l271
        t261.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t261._unknown_tags = None
        else:
            nt335, pos = _ruv(buf, pos)
            if nt335 * 2 > blen - pos:
                raise _array_too_long(nt335, 'ConsumerGroupDescribeResponse.Groups._tagged_fields', pos)
            uk336: list[tuple[int, bytes]] | None = None
            for _ in range(nt335):
                tg337, pos = _ruv(buf, pos)
                sz338, pos = _ruv(buf, pos)
                x339 = pos + sz338
                if x339 > blen:
                    raise _bad_length(sz338, 'ConsumerGroupDescribeResponse.Groups._tagged_fields', pos)
                if uk336 is None:
                    uk336 = []
                uk336.append((tg337, bytes(buf[pos:x339])))
                pos = x339
            t261._unknown_tags = uk336
        ap260(t261)
    o.groups = l259
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt340, pos = _ruv(buf, pos)
        if nt340 * 2 > blen - pos:
            raise _array_too_long(nt340, 'ConsumerGroupDescribeResponse._tagged_fields', pos)
        uk341: list[tuple[int, bytes]] | None = None
        for _ in range(nt340):
            tg342, pos = _ruv(buf, pos)
            sz343, pos = _ruv(buf, pos)
            x344 = pos + sz343
            if x344 > blen:
                raise _bad_length(sz343, 'ConsumerGroupDescribeResponse._tagged_fields', pos)
            if uk341 is None:
                uk341 = []
            uk341.append((tg342, bytes(buf[pos:x344])))
            pos = x344
        o._unknown_tags = uk341
    return o, pos


ConsumerGroupDescribeResponse._ENC = {0: _enc_ConsumerGroupDescribeResponse_v0, 1: _enc_ConsumerGroupDescribeResponse_v1}
ConsumerGroupDescribeResponse._DEC = {0: _dec_ConsumerGroupDescribeResponse_v0, 1: _dec_ConsumerGroupDescribeResponse_v1}


_LINES = {
    96: 'ConsumerGroupDescribeRequest.GroupIds',
    97: 'ConsumerGroupDescribeRequest.GroupIds',
    98: 'ConsumerGroupDescribeRequest.GroupIds',
    99: 'ConsumerGroupDescribeRequest.GroupIds',
    100: 'ConsumerGroupDescribeRequest.GroupIds',
    101: 'ConsumerGroupDescribeRequest.GroupIds',
    102: 'ConsumerGroupDescribeRequest.GroupIds',
    103: 'ConsumerGroupDescribeRequest.GroupIds',
    104: 'ConsumerGroupDescribeRequest.GroupIds',
    105: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    106: 'ConsumerGroupDescribeRequest._unknown_tags',
    107: 'ConsumerGroupDescribeRequest',
    110: 'ConsumerGroupDescribeRequest._unknown_tags',
    117: 'ConsumerGroupDescribeRequest.GroupIds',
    121: 'ConsumerGroupDescribeRequest.GroupIds',
    125: 'ConsumerGroupDescribeRequest.GroupIds',
    130: 'ConsumerGroupDescribeRequest.GroupIds',
    133: 'ConsumerGroupDescribeRequest.GroupIds',
    136: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    138: 'ConsumerGroupDescribeRequest._tagged_fields',
    142: 'ConsumerGroupDescribeRequest._tagged_fields',
    147: 'ConsumerGroupDescribeRequest._tagged_fields',
    148: 'ConsumerGroupDescribeRequest._tagged_fields',
    163: 'ConsumerGroupDescribeRequest.GroupIds',
    164: 'ConsumerGroupDescribeRequest.GroupIds',
    165: 'ConsumerGroupDescribeRequest.GroupIds',
    166: 'ConsumerGroupDescribeRequest.GroupIds',
    167: 'ConsumerGroupDescribeRequest.GroupIds',
    168: 'ConsumerGroupDescribeRequest.GroupIds',
    169: 'ConsumerGroupDescribeRequest.GroupIds',
    170: 'ConsumerGroupDescribeRequest.GroupIds',
    171: 'ConsumerGroupDescribeRequest.GroupIds',
    172: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    173: 'ConsumerGroupDescribeRequest._unknown_tags',
    174: 'ConsumerGroupDescribeRequest',
    177: 'ConsumerGroupDescribeRequest._unknown_tags',
    184: 'ConsumerGroupDescribeRequest.GroupIds',
    188: 'ConsumerGroupDescribeRequest.GroupIds',
    192: 'ConsumerGroupDescribeRequest.GroupIds',
    197: 'ConsumerGroupDescribeRequest.GroupIds',
    200: 'ConsumerGroupDescribeRequest.GroupIds',
    203: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    205: 'ConsumerGroupDescribeRequest._tagged_fields',
    209: 'ConsumerGroupDescribeRequest._tagged_fields',
    214: 'ConsumerGroupDescribeRequest._tagged_fields',
    215: 'ConsumerGroupDescribeRequest._tagged_fields',
    573: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    574: 'ConsumerGroupDescribeResponse.Groups',
    575: 'ConsumerGroupDescribeResponse.Groups',
    576: 'ConsumerGroupDescribeResponse.Groups',
    577: 'ConsumerGroupDescribeResponse.Groups',
    578: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    579: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    580: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    581: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    582: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    583: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    584: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    585: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    586: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    587: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    588: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    589: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    590: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    591: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    592: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    593: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    594: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    595: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    596: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    597: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    598: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    599: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    600: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    601: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    602: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    603: 'ConsumerGroupDescribeResponse.Groups.Members',
    604: 'ConsumerGroupDescribeResponse.Groups.Members',
    605: 'ConsumerGroupDescribeResponse.Groups.Members',
    606: 'ConsumerGroupDescribeResponse.Groups.Members',
    607: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    608: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    609: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    610: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    611: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    612: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    613: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    614: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    615: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    616: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    617: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    618: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    619: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    620: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    621: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    622: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    623: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    624: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    625: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    626: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    627: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    628: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    629: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    630: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    631: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    632: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    633: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    634: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    635: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    636: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    637: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    638: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    639: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    640: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    641: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    642: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    643: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    644: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    645: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    646: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    647: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    648: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    649: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    650: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    651: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    652: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    653: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    654: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    655: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    656: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    657: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    658: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    659: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    660: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    661: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    662: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    663: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    664: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    665: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    666: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    667: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    668: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    670: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    672: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    673: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    674: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    677: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    678: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    679: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    682: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    683: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    684: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    685: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    686: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    687: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    688: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    689: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    690: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    691: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    692: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    693: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    694: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    695: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    697: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    699: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    700: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    701: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    704: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    705: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    706: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    709: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    710: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    711: 'ConsumerGroupDescribeResponse.Groups.Members',
    714: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    715: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    716: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    717: 'ConsumerGroupDescribeResponse.Groups',
    720: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    721: 'ConsumerGroupDescribeResponse._unknown_tags',
    722: 'ConsumerGroupDescribeResponse',
    725: 'ConsumerGroupDescribeResponse._unknown_tags',
    732: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    734: 'ConsumerGroupDescribeResponse.Groups',
    738: 'ConsumerGroupDescribeResponse.Groups',
    743: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    745: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    750: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    753: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    754: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    759: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    762: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    763: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    768: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    771: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    772: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    774: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    779: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    782: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    783: 'ConsumerGroupDescribeResponse.Groups.Members',
    787: 'ConsumerGroupDescribeResponse.Groups.Members',
    792: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    797: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    800: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    801: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    806: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    809: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    810: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    815: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    818: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    819: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    821: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    826: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    829: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    830: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    835: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    838: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    839: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    843: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    847: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    852: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    855: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    858: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    863: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    866: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    868: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    872: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    877: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    880: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    885: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    888: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    889: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    891: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    894: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    895: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    899: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    904: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    905: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    916: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    920: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    925: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    926: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    937: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    941: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    946: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    949: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    954: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    957: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    958: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    960: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    963: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    964: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    968: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    973: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    974: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    985: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    989: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    994: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    995: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1006: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1010: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1015: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1016: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1027: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    1029: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1033: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1038: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1039: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1050: 'ConsumerGroupDescribeResponse._tagged_fields',
    1054: 'ConsumerGroupDescribeResponse._tagged_fields',
    1059: 'ConsumerGroupDescribeResponse._tagged_fields',
    1060: 'ConsumerGroupDescribeResponse._tagged_fields',
    1075: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    1076: 'ConsumerGroupDescribeResponse.Groups',
    1077: 'ConsumerGroupDescribeResponse.Groups',
    1078: 'ConsumerGroupDescribeResponse.Groups',
    1079: 'ConsumerGroupDescribeResponse.Groups',
    1080: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    1081: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1082: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1083: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1084: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1085: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1086: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1087: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1088: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1089: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1090: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1091: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1092: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1093: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1094: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1095: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1096: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1097: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1098: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1099: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    1100: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1101: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1102: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1103: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1104: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1105: 'ConsumerGroupDescribeResponse.Groups.Members',
    1106: 'ConsumerGroupDescribeResponse.Groups.Members',
    1107: 'ConsumerGroupDescribeResponse.Groups.Members',
    1108: 'ConsumerGroupDescribeResponse.Groups.Members',
    1109: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1110: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1111: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1112: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1113: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1114: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1115: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1116: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1117: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1118: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1119: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1120: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1121: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1122: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1123: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1124: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1125: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1126: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1127: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1128: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1129: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1130: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    1131: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1132: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1133: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1134: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1135: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1136: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1137: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1138: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1139: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1140: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1141: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1142: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1143: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1144: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1145: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1146: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1147: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1148: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1149: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1150: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1151: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1152: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1153: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1154: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1155: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1156: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1157: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1158: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    1159: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1160: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1161: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1162: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1163: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    1164: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1165: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1166: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1167: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1168: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1169: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1170: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1172: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1174: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1175: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    1176: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1179: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    1180: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    1181: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    1184: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    1185: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    1186: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1187: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1188: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1189: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1190: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    1191: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1192: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1193: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1194: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1195: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1196: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1197: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1199: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1201: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1202: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    1203: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1206: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    1207: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    1208: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    1211: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    1212: 'ConsumerGroupDescribeResponse.Groups.Members.MemberType',
    1213: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    1214: 'ConsumerGroupDescribeResponse.Groups.Members',
    1217: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    1218: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    1219: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    1220: 'ConsumerGroupDescribeResponse.Groups',
    1223: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    1224: 'ConsumerGroupDescribeResponse._unknown_tags',
    1225: 'ConsumerGroupDescribeResponse',
    1228: 'ConsumerGroupDescribeResponse._unknown_tags',
    1235: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    1237: 'ConsumerGroupDescribeResponse.Groups',
    1241: 'ConsumerGroupDescribeResponse.Groups',
    1246: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    1248: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1253: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1256: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1257: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1262: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1265: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1266: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1271: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1274: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1275: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    1277: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1282: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1285: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1286: 'ConsumerGroupDescribeResponse.Groups.Members',
    1290: 'ConsumerGroupDescribeResponse.Groups.Members',
    1295: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1300: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1303: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1304: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1309: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1312: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1313: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1318: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1321: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1322: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    1324: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1329: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1332: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1333: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1338: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1341: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1342: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1346: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1350: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1355: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1358: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1361: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1366: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1369: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1371: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1375: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1380: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    1383: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1388: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1391: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1392: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1394: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1397: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1398: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1402: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1407: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1408: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1419: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1423: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1428: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1429: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1440: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1444: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1449: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    1452: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1457: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1460: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1461: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1463: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1466: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1467: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1471: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1476: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1477: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1488: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1492: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1497: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1498: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1508: 'ConsumerGroupDescribeResponse.Groups.Members.MemberType',
    1510: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1514: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1519: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1520: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1531: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    1533: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1537: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1542: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1543: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1554: 'ConsumerGroupDescribeResponse._tagged_fields',
    1558: 'ConsumerGroupDescribeResponse._tagged_fields',
    1563: 'ConsumerGroupDescribeResponse._tagged_fields',
    1564: 'ConsumerGroupDescribeResponse._tagged_fields',
}
