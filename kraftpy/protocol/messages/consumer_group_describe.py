# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/ConsumerGroupDescribeRequest.json, schemas/messages/ConsumerGroupDescribeResponse.json.
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
    __slots__ = ('group_ids', 'include_authorized_operations', '_unknown_tags')
    NAME = 'ConsumerGroupDescribeRequest'
    TYPE = 'request'
    API_KEY = 69
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, group_ids=_EMPTY, include_authorized_operations=False, _unknown_tags=None):
        self.group_ids = [] if group_ids is _EMPTY else group_ids
        self.include_authorized_operations = include_authorized_operations
        self._unknown_tags = _unknown_tags


ConsumerGroupDescribeRequest.FIELDS = (
    _FI('GroupIds', 'group_ids', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('IncludeAuthorizedOperations', 'include_authorized_operations', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_ConsumerGroupDescribeRequest_v0(o):
    parts = []
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


def _dec_ConsumerGroupDescribeRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(ConsumerGroupDescribeRequest)
    n8 = buf[pos] - 1
    if 0 <= n8 < 127:
        pos += 1
    else:
        n8, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeRequest.GroupIds')
    l9 = []
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
        uk15 = None
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


def _enc_ConsumerGroupDescribeRequest_v1(o):
    parts = []
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


def _dec_ConsumerGroupDescribeRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(ConsumerGroupDescribeRequest)
    n26 = buf[pos] - 1
    if 0 <= n26 < 127:
        pos += 1
    else:
        n26, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeRequest.GroupIds')
    l27 = []
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
        uk33 = None
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
    __slots__ = ('throttle_time_ms', 'groups', '_unknown_tags')
    NAME = 'ConsumerGroupDescribeResponse'
    TYPE = 'response'
    API_KEY = 69
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, throttle_time_ms=0, groups=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _EMPTY else groups
        self._unknown_tags = _unknown_tags

    class DescribedGroup(_Message):
        __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'assignor_name', 'members', 'authorized_operations', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.DescribedGroup'

        def __init__(self, *, error_code=0, error_message=None, group_id='', group_state='', group_epoch=0, assignment_epoch=0, assignor_name='', members=_EMPTY, authorized_operations=-2147483648, _unknown_tags=None):
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
        __slots__ = ('member_id', 'instance_id', 'rack_id', 'member_epoch', 'client_id', 'client_host', 'subscribed_topic_names', 'subscribed_topic_regex', 'assignment', 'target_assignment', 'member_type', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.Member'

        def __init__(self, *, member_id='', instance_id=None, rack_id=None, member_epoch=0, client_id='', client_host='', subscribed_topic_names=_EMPTY, subscribed_topic_regex=None, assignment=_EMPTY, target_assignment=_EMPTY, member_type=-1, _unknown_tags=None):
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
        __slots__ = ('topic_partitions', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.Assignment'

        def __init__(self, *, topic_partitions=_EMPTY, _unknown_tags=None):
            self.topic_partitions = [] if topic_partitions is _EMPTY else topic_partitions
            self._unknown_tags = _unknown_tags

    class TopicPartitions(_Message):
        __slots__ = ('topic_id', 'topic_name', 'partitions', '_unknown_tags')
        NAME = 'ConsumerGroupDescribeResponse.TopicPartitions'

        def __init__(self, *, topic_id=_ZERO_UUID, topic_name='', partitions=_EMPTY, _unknown_tags=None):
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

def _mk_ConsumerGroupDescribeResponse_DescribedGroup():
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

def _mk_ConsumerGroupDescribeResponse_Member():
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

def _mk_ConsumerGroupDescribeResponse_Assignment():
    o = _new(_C_ConsumerGroupDescribeResponse_Assignment)
    o.topic_partitions = []
    o._unknown_tags = None
    return o

def _mk_ConsumerGroupDescribeResponse_TopicPartitions():
    o = _new(_C_ConsumerGroupDescribeResponse_TopicPartitions)
    o.topic_id = _ZERO_UUID
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_ConsumerGroupDescribeResponse_v0(o):
    parts = []
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


def _dec_ConsumerGroupDescribeResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(ConsumerGroupDescribeResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n104 = buf[pos] - 1
    if 0 <= n104 < 127:
        pos += 1
    else:
        n104, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups')
    l105 = []
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
        l117 = []
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
            l131 = []
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
            l140 = []
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
                    uk148 = None
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
                uk153 = None
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
            l159 = []
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
                    uk167 = None
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
                uk172 = None
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
                uk177 = None
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
            uk182 = None
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
        uk187 = None
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


def _enc_ConsumerGroupDescribeResponse_v1(o):
    parts = []
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


def _dec_ConsumerGroupDescribeResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(ConsumerGroupDescribeResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n258 = buf[pos] - 1
    if 0 <= n258 < 127:
        pos += 1
    else:
        n258, pos = _read_array_len(buf, pos, True, False, 1, 'ConsumerGroupDescribeResponse.Groups')
    l259 = []
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
        l271 = []
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
            l285 = []
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
            l294 = []
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
                    uk302 = None
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
                uk307 = None
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
            l313 = []
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
                    uk321 = None
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
                uk326 = None
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
                uk331 = None
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
            uk336 = None
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
        uk341 = None
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
    75: 'ConsumerGroupDescribeRequest.GroupIds',
    76: 'ConsumerGroupDescribeRequest.GroupIds',
    77: 'ConsumerGroupDescribeRequest.GroupIds',
    78: 'ConsumerGroupDescribeRequest.GroupIds',
    79: 'ConsumerGroupDescribeRequest.GroupIds',
    80: 'ConsumerGroupDescribeRequest.GroupIds',
    81: 'ConsumerGroupDescribeRequest.GroupIds',
    82: 'ConsumerGroupDescribeRequest.GroupIds',
    83: 'ConsumerGroupDescribeRequest.GroupIds',
    84: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    85: 'ConsumerGroupDescribeRequest._unknown_tags',
    86: 'ConsumerGroupDescribeRequest',
    89: 'ConsumerGroupDescribeRequest._unknown_tags',
    96: 'ConsumerGroupDescribeRequest.GroupIds',
    100: 'ConsumerGroupDescribeRequest.GroupIds',
    104: 'ConsumerGroupDescribeRequest.GroupIds',
    109: 'ConsumerGroupDescribeRequest.GroupIds',
    112: 'ConsumerGroupDescribeRequest.GroupIds',
    115: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    117: 'ConsumerGroupDescribeRequest._tagged_fields',
    121: 'ConsumerGroupDescribeRequest._tagged_fields',
    126: 'ConsumerGroupDescribeRequest._tagged_fields',
    127: 'ConsumerGroupDescribeRequest._tagged_fields',
    142: 'ConsumerGroupDescribeRequest.GroupIds',
    143: 'ConsumerGroupDescribeRequest.GroupIds',
    144: 'ConsumerGroupDescribeRequest.GroupIds',
    145: 'ConsumerGroupDescribeRequest.GroupIds',
    146: 'ConsumerGroupDescribeRequest.GroupIds',
    147: 'ConsumerGroupDescribeRequest.GroupIds',
    148: 'ConsumerGroupDescribeRequest.GroupIds',
    149: 'ConsumerGroupDescribeRequest.GroupIds',
    150: 'ConsumerGroupDescribeRequest.GroupIds',
    151: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    152: 'ConsumerGroupDescribeRequest._unknown_tags',
    153: 'ConsumerGroupDescribeRequest',
    156: 'ConsumerGroupDescribeRequest._unknown_tags',
    163: 'ConsumerGroupDescribeRequest.GroupIds',
    167: 'ConsumerGroupDescribeRequest.GroupIds',
    171: 'ConsumerGroupDescribeRequest.GroupIds',
    176: 'ConsumerGroupDescribeRequest.GroupIds',
    179: 'ConsumerGroupDescribeRequest.GroupIds',
    182: 'ConsumerGroupDescribeRequest.IncludeAuthorizedOperations',
    184: 'ConsumerGroupDescribeRequest._tagged_fields',
    188: 'ConsumerGroupDescribeRequest._tagged_fields',
    193: 'ConsumerGroupDescribeRequest._tagged_fields',
    194: 'ConsumerGroupDescribeRequest._tagged_fields',
    369: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    370: 'ConsumerGroupDescribeResponse.Groups',
    371: 'ConsumerGroupDescribeResponse.Groups',
    372: 'ConsumerGroupDescribeResponse.Groups',
    373: 'ConsumerGroupDescribeResponse.Groups',
    374: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    375: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    376: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    377: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    378: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    379: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    380: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    381: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    382: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    383: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    384: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    385: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    386: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    387: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    388: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    389: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    390: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    391: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    392: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    393: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    394: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    395: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    396: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    397: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    398: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    399: 'ConsumerGroupDescribeResponse.Groups.Members',
    400: 'ConsumerGroupDescribeResponse.Groups.Members',
    401: 'ConsumerGroupDescribeResponse.Groups.Members',
    402: 'ConsumerGroupDescribeResponse.Groups.Members',
    403: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    404: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    405: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    406: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    407: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    408: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    409: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    410: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    411: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    412: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    413: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    414: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    415: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    416: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    417: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    418: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    419: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    420: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    421: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    422: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    423: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    424: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    425: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    426: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    427: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    428: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    429: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    430: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    431: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    432: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    433: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    434: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    435: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    436: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    437: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    438: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    439: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    440: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    441: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    442: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    443: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    444: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    445: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    446: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    447: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    448: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    449: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    450: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    451: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    452: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    453: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    454: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    455: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    456: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    457: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    458: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    459: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    460: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    461: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    462: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    463: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    464: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    466: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    468: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    469: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    470: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    473: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    474: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    475: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    478: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    479: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    480: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    481: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    482: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    483: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    484: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    485: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    486: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    487: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    488: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    489: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    490: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    491: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    493: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    495: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    496: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    497: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    500: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    501: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    502: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    505: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    506: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    507: 'ConsumerGroupDescribeResponse.Groups.Members',
    510: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    511: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    512: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    513: 'ConsumerGroupDescribeResponse.Groups',
    516: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    517: 'ConsumerGroupDescribeResponse._unknown_tags',
    518: 'ConsumerGroupDescribeResponse',
    521: 'ConsumerGroupDescribeResponse._unknown_tags',
    528: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    530: 'ConsumerGroupDescribeResponse.Groups',
    534: 'ConsumerGroupDescribeResponse.Groups',
    539: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    541: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    546: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    549: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    550: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    555: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    558: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    559: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    564: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    567: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    568: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    570: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    575: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    578: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    579: 'ConsumerGroupDescribeResponse.Groups.Members',
    583: 'ConsumerGroupDescribeResponse.Groups.Members',
    588: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    593: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    596: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    597: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    602: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    605: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    606: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    611: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    614: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    615: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    617: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    622: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    625: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    626: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    631: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    634: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    635: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    639: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    643: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    648: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    651: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    654: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    659: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    662: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    664: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    668: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    673: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    676: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    681: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    684: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    685: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    687: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    690: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    691: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    695: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    700: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    701: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    712: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    716: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    721: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    722: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    733: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    737: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    742: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    745: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    750: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    753: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    754: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    756: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    759: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    760: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    764: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    769: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    770: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    781: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    785: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    790: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    791: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    802: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    806: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    811: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    812: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    823: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    825: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    829: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    834: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    835: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    846: 'ConsumerGroupDescribeResponse._tagged_fields',
    850: 'ConsumerGroupDescribeResponse._tagged_fields',
    855: 'ConsumerGroupDescribeResponse._tagged_fields',
    856: 'ConsumerGroupDescribeResponse._tagged_fields',
    871: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    872: 'ConsumerGroupDescribeResponse.Groups',
    873: 'ConsumerGroupDescribeResponse.Groups',
    874: 'ConsumerGroupDescribeResponse.Groups',
    875: 'ConsumerGroupDescribeResponse.Groups',
    876: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    877: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    878: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    879: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    880: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    881: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    882: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    883: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    884: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    885: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    886: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    887: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    888: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    889: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    890: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    891: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    892: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    893: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    894: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    895: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    896: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    897: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    898: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    899: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    900: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    901: 'ConsumerGroupDescribeResponse.Groups.Members',
    902: 'ConsumerGroupDescribeResponse.Groups.Members',
    903: 'ConsumerGroupDescribeResponse.Groups.Members',
    904: 'ConsumerGroupDescribeResponse.Groups.Members',
    905: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    906: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    907: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    908: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    909: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    910: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    911: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    912: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    913: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    914: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    915: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    916: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    917: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    918: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    919: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    920: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    921: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    922: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    923: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    924: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    925: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    926: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    927: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    928: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    929: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    930: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    931: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    932: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    933: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    934: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    935: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    936: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    937: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    938: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    939: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    940: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    941: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    942: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    943: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    944: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    945: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    946: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    947: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    948: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    949: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    950: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    951: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    952: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    953: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    954: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    955: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    956: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    957: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    958: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    959: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    960: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    961: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    962: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    963: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    964: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    965: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    966: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    968: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    970: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    971: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    972: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    975: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._unknown_tags',
    976: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    977: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment',
    980: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._unknown_tags',
    981: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    982: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    983: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    984: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    985: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    986: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    987: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    988: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    989: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    990: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    991: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    992: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    993: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    995: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    997: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    998: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    999: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1002: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._unknown_tags',
    1003: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    1004: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment',
    1007: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._unknown_tags',
    1008: 'ConsumerGroupDescribeResponse.Groups.Members.MemberType',
    1009: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    1010: 'ConsumerGroupDescribeResponse.Groups.Members',
    1013: 'ConsumerGroupDescribeResponse.Groups.Members._unknown_tags',
    1014: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    1015: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    1016: 'ConsumerGroupDescribeResponse.Groups',
    1019: 'ConsumerGroupDescribeResponse.Groups._unknown_tags',
    1020: 'ConsumerGroupDescribeResponse._unknown_tags',
    1021: 'ConsumerGroupDescribeResponse',
    1024: 'ConsumerGroupDescribeResponse._unknown_tags',
    1031: 'ConsumerGroupDescribeResponse.ThrottleTimeMs',
    1033: 'ConsumerGroupDescribeResponse.Groups',
    1037: 'ConsumerGroupDescribeResponse.Groups',
    1042: 'ConsumerGroupDescribeResponse.Groups.ErrorCode',
    1044: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1049: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1052: 'ConsumerGroupDescribeResponse.Groups.ErrorMessage',
    1053: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1058: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1061: 'ConsumerGroupDescribeResponse.Groups.GroupId',
    1062: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1067: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1070: 'ConsumerGroupDescribeResponse.Groups.GroupState',
    1071: 'ConsumerGroupDescribeResponse.Groups.GroupEpoch,AssignmentEpoch',
    1073: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1078: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1081: 'ConsumerGroupDescribeResponse.Groups.AssignorName',
    1082: 'ConsumerGroupDescribeResponse.Groups.Members',
    1086: 'ConsumerGroupDescribeResponse.Groups.Members',
    1091: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1096: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1099: 'ConsumerGroupDescribeResponse.Groups.Members.MemberId',
    1100: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1105: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1108: 'ConsumerGroupDescribeResponse.Groups.Members.InstanceId',
    1109: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1114: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1117: 'ConsumerGroupDescribeResponse.Groups.Members.RackId',
    1118: 'ConsumerGroupDescribeResponse.Groups.Members.MemberEpoch',
    1120: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1125: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1128: 'ConsumerGroupDescribeResponse.Groups.Members.ClientId',
    1129: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1134: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1137: 'ConsumerGroupDescribeResponse.Groups.Members.ClientHost',
    1138: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1142: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1146: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1151: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1154: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicNames',
    1157: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1162: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1165: 'ConsumerGroupDescribeResponse.Groups.Members.SubscribedTopicRegex',
    1167: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1171: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions',
    1176: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicId',
    1179: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1184: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1187: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.TopicName',
    1188: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1190: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1193: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions.Partitions',
    1194: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1198: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1203: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1204: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment.TopicPartitions._tagged_fields',
    1215: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1219: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1224: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1225: 'ConsumerGroupDescribeResponse.Groups.Members.Assignment._tagged_fields',
    1236: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1240: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions',
    1245: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicId',
    1248: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1253: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1256: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.TopicName',
    1257: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1259: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1262: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions.Partitions',
    1263: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1267: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1272: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1273: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment.TopicPartitions._tagged_fields',
    1284: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1288: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1293: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1294: 'ConsumerGroupDescribeResponse.Groups.Members.TargetAssignment._tagged_fields',
    1304: 'ConsumerGroupDescribeResponse.Groups.Members.MemberType',
    1306: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1310: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1315: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1316: 'ConsumerGroupDescribeResponse.Groups.Members._tagged_fields',
    1327: 'ConsumerGroupDescribeResponse.Groups.AuthorizedOperations',
    1329: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1333: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1338: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1339: 'ConsumerGroupDescribeResponse.Groups._tagged_fields',
    1350: 'ConsumerGroupDescribeResponse._tagged_fields',
    1354: 'ConsumerGroupDescribeResponse._tagged_fields',
    1359: 'ConsumerGroupDescribeResponse._tagged_fields',
    1360: 'ConsumerGroupDescribeResponse._tagged_fields',
}
