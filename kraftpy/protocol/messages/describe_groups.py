# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeGroupsRequest.json, schemas/messages/DescribeGroupsResponse.json.
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

__all__ = ['DescribeGroupsRequest', 'DescribeGroupsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_h = Struct('>h')
_S_i = Struct('>i')


class DescribeGroupsRequest(_Message):
    """DescribeGroupsRequest (request): API key 15; versions 0-6; flexible in 5-6; listeners: broker."""

    __slots__ = ('groups', 'include_authorized_operations', '_unknown_tags')
    NAME = 'DescribeGroupsRequest'
    TYPE = 'request'
    API_KEY = 15
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (5, 6)

    groups: list[str]
    """Ids of the groups to describe.

    `Groups` ([]string): versions 0+; default []."""
    include_authorized_operations: bool
    """Whether to return the authorized-operations bitfield of each group.

    `IncludeAuthorizedOperations` (bool): versions 3+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        groups: list[str] = _EMPTY,
        include_authorized_operations: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.groups = [] if groups is _EMPTY else groups
        self.include_authorized_operations = include_authorized_operations
        self._unknown_tags = _unknown_tags


DescribeGroupsRequest.FIELDS = (
    _FI('Groups', 'groups', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('IncludeAuthorizedOperations', 'include_authorized_operations', 'bool', (3, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_DescribeGroupsRequest_v0(o: DescribeGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.groups
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
    if o.include_authorized_operations != False:
        raise _unsupported_field('DescribeGroupsRequest', 'IncludeAuthorizedOperations', 0)
    return b''.join(parts)


def _dec_DescribeGroupsRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeGroupsRequest, int]:
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n6, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l7: list[str] = []
    ap8 = l7.append
    for _ in range(n6):
        n10, = _S_h.unpack_from(buf, pos)
        if n10 >= 0:
            x11 = pos + 2 + n10
            if x11 > blen:
                raise _bad_length(n10, 'DescribeGroupsRequest.Groups', pos)
            v9 = str(buf[pos + 2:x11], 'utf-8')
            pos = x11
        else:
            v9, pos = _read_string(buf, pos, False, False, 'DescribeGroupsRequest.Groups')
        ap8(v9)
    o.groups = l7
    o.include_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsRequest_v1(o: DescribeGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l12 = o.groups
    a(_S_i.pack(len(l12)))
    for e13 in l12:
        s14 = e13
        b15 = s14.encode()
        a(_S_h.pack(len(b15)))
        a(b15)
    if o.include_authorized_operations != False:
        raise _unsupported_field('DescribeGroupsRequest', 'IncludeAuthorizedOperations', 1)
    return b''.join(parts)


def _dec_DescribeGroupsRequest_v1(buf: _Buffer, pos: int) -> tuple[DescribeGroupsRequest, int]:
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n17, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l18: list[str] = []
    ap19 = l18.append
    for _ in range(n17):
        n21, = _S_h.unpack_from(buf, pos)
        if n21 >= 0:
            x22 = pos + 2 + n21
            if x22 > blen:
                raise _bad_length(n21, 'DescribeGroupsRequest.Groups', pos)
            v20 = str(buf[pos + 2:x22], 'utf-8')
            pos = x22
        else:
            v20, pos = _read_string(buf, pos, False, False, 'DescribeGroupsRequest.Groups')
        ap19(v20)
    o.groups = l18
    o.include_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsRequest_v2(o: DescribeGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l23 = o.groups
    a(_S_i.pack(len(l23)))
    for e24 in l23:
        s25 = e24
        b26 = s25.encode()
        a(_S_h.pack(len(b26)))
        a(b26)
    if o.include_authorized_operations != False:
        raise _unsupported_field('DescribeGroupsRequest', 'IncludeAuthorizedOperations', 2)
    return b''.join(parts)


def _dec_DescribeGroupsRequest_v2(buf: _Buffer, pos: int) -> tuple[DescribeGroupsRequest, int]:
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n28, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l29: list[str] = []
    ap30 = l29.append
    for _ in range(n28):
        n32, = _S_h.unpack_from(buf, pos)
        if n32 >= 0:
            x33 = pos + 2 + n32
            if x33 > blen:
                raise _bad_length(n32, 'DescribeGroupsRequest.Groups', pos)
            v31 = str(buf[pos + 2:x33], 'utf-8')
            pos = x33
        else:
            v31, pos = _read_string(buf, pos, False, False, 'DescribeGroupsRequest.Groups')
        ap30(v31)
    o.groups = l29
    o.include_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsRequest_v3(o: DescribeGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l34 = o.groups
    a(_S_i.pack(len(l34)))
    for e35 in l34:
        s36 = e35
        b37 = s36.encode()
        a(_S_h.pack(len(b37)))
        a(b37)
    a(_S__.pack(o.include_authorized_operations))
    return b''.join(parts)


def _dec_DescribeGroupsRequest_v3(buf: _Buffer, pos: int) -> tuple[DescribeGroupsRequest, int]:
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n39, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l40: list[str] = []
    ap41 = l40.append
    for _ in range(n39):
        n43, = _S_h.unpack_from(buf, pos)
        if n43 >= 0:
            x44 = pos + 2 + n43
            if x44 > blen:
                raise _bad_length(n43, 'DescribeGroupsRequest.Groups', pos)
            v42 = str(buf[pos + 2:x44], 'utf-8')
            pos = x44
        else:
            v42, pos = _read_string(buf, pos, False, False, 'DescribeGroupsRequest.Groups')
        ap41(v42)
    o.groups = l40
    o.include_authorized_operations, = _S__.unpack_from(buf, pos)
    pos += 1
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsRequest_v4(o: DescribeGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l45 = o.groups
    a(_S_i.pack(len(l45)))
    for e46 in l45:
        s47 = e46
        b48 = s47.encode()
        a(_S_h.pack(len(b48)))
        a(b48)
    a(_S__.pack(o.include_authorized_operations))
    return b''.join(parts)


def _dec_DescribeGroupsRequest_v4(buf: _Buffer, pos: int) -> tuple[DescribeGroupsRequest, int]:
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n50, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l51: list[str] = []
    ap52 = l51.append
    for _ in range(n50):
        n54, = _S_h.unpack_from(buf, pos)
        if n54 >= 0:
            x55 = pos + 2 + n54
            if x55 > blen:
                raise _bad_length(n54, 'DescribeGroupsRequest.Groups', pos)
            v53 = str(buf[pos + 2:x55], 'utf-8')
            pos = x55
        else:
            v53, pos = _read_string(buf, pos, False, False, 'DescribeGroupsRequest.Groups')
        ap52(v53)
    o.groups = l51
    o.include_authorized_operations, = _S__.unpack_from(buf, pos)
    pos += 1
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsRequest_v5(o: DescribeGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l56 = o.groups
    n57 = len(l56) + 1
    a(_UV[n57] if n57 < 128 else _uv(n57))
    for e58 in l56:
        s59 = e58
        b60 = s59.encode()
        n61 = len(b60) + 1
        a(_UV[n61] if n61 < 128 else _uv(n61))
        a(b60)
    a(_S__.pack(o.include_authorized_operations))
    u62 = o._unknown_tags
    if u62 is None:
        a(_H0)
    else:
        _write_tags(a, None, u62)
    return b''.join(parts)


def _dec_DescribeGroupsRequest_v5(buf: _Buffer, pos: int) -> tuple[DescribeGroupsRequest, int]:
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n63 = buf[pos] - 1
    if 0 <= n63 < 127:
        pos += 1
    else:
        n63, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsRequest.Groups')
    l64: list[str] = []
    ap65 = l64.append
    for _ in range(n63):
        n67 = buf[pos] - 1
        if 0 <= n67 < 127:
            x68 = pos + 1 + n67
            if x68 > blen:
                raise _bad_length(n67, 'DescribeGroupsRequest.Groups', pos)
            v66 = str(buf[pos + 1:x68], 'utf-8')
            pos = x68
        else:
            v66, pos = _read_string(buf, pos, True, False, 'DescribeGroupsRequest.Groups')
        ap65(v66)
    o.groups = l64
    o.include_authorized_operations, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt69, pos = _ruv(buf, pos)
        if nt69 * 2 > blen - pos:
            raise _array_too_long(nt69, 'DescribeGroupsRequest._tagged_fields', pos)
        uk70: list[tuple[int, bytes]] | None = None
        for _ in range(nt69):
            tg71, pos = _ruv(buf, pos)
            sz72, pos = _ruv(buf, pos)
            x73 = pos + sz72
            if x73 > blen:
                raise _bad_length(sz72, 'DescribeGroupsRequest._tagged_fields', pos)
            if uk70 is None:
                uk70 = []
            uk70.append((tg71, bytes(buf[pos:x73])))
            pos = x73
        o._unknown_tags = uk70
    return o, pos


def _enc_DescribeGroupsRequest_v6(o: DescribeGroupsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l74 = o.groups
    n75 = len(l74) + 1
    a(_UV[n75] if n75 < 128 else _uv(n75))
    for e76 in l74:
        s77 = e76
        b78 = s77.encode()
        n79 = len(b78) + 1
        a(_UV[n79] if n79 < 128 else _uv(n79))
        a(b78)
    a(_S__.pack(o.include_authorized_operations))
    u80 = o._unknown_tags
    if u80 is None:
        a(_H0)
    else:
        _write_tags(a, None, u80)
    return b''.join(parts)


def _dec_DescribeGroupsRequest_v6(buf: _Buffer, pos: int) -> tuple[DescribeGroupsRequest, int]:
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n81 = buf[pos] - 1
    if 0 <= n81 < 127:
        pos += 1
    else:
        n81, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsRequest.Groups')
    l82: list[str] = []
    ap83 = l82.append
    for _ in range(n81):
        n85 = buf[pos] - 1
        if 0 <= n85 < 127:
            x86 = pos + 1 + n85
            if x86 > blen:
                raise _bad_length(n85, 'DescribeGroupsRequest.Groups', pos)
            v84 = str(buf[pos + 1:x86], 'utf-8')
            pos = x86
        else:
            v84, pos = _read_string(buf, pos, True, False, 'DescribeGroupsRequest.Groups')
        ap83(v84)
    o.groups = l82
    o.include_authorized_operations, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt87, pos = _ruv(buf, pos)
        if nt87 * 2 > blen - pos:
            raise _array_too_long(nt87, 'DescribeGroupsRequest._tagged_fields', pos)
        uk88: list[tuple[int, bytes]] | None = None
        for _ in range(nt87):
            tg89, pos = _ruv(buf, pos)
            sz90, pos = _ruv(buf, pos)
            x91 = pos + sz90
            if x91 > blen:
                raise _bad_length(sz90, 'DescribeGroupsRequest._tagged_fields', pos)
            if uk88 is None:
                uk88 = []
            uk88.append((tg89, bytes(buf[pos:x91])))
            pos = x91
        o._unknown_tags = uk88
    return o, pos


DescribeGroupsRequest._ENC = {0: _enc_DescribeGroupsRequest_v0, 1: _enc_DescribeGroupsRequest_v1, 2: _enc_DescribeGroupsRequest_v2, 3: _enc_DescribeGroupsRequest_v3, 4: _enc_DescribeGroupsRequest_v4, 5: _enc_DescribeGroupsRequest_v5, 6: _enc_DescribeGroupsRequest_v6}
DescribeGroupsRequest._DEC = {0: _dec_DescribeGroupsRequest_v0, 1: _dec_DescribeGroupsRequest_v1, 2: _dec_DescribeGroupsRequest_v2, 3: _dec_DescribeGroupsRequest_v3, 4: _dec_DescribeGroupsRequest_v4, 5: _dec_DescribeGroupsRequest_v5, 6: _dec_DescribeGroupsRequest_v6}


class DescribeGroupsResponse(_Message):
    """DescribeGroupsResponse (response): API key 15; versions 0-6; flexible in 5-6."""

    __slots__ = ('throttle_time_ms', 'groups', '_unknown_tags')
    NAME = 'DescribeGroupsResponse'
    TYPE = 'response'
    API_KEY = 15
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (5, 6)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    groups: list[DescribeGroupsResponse.DescribedGroup]
    """One entry per requested group.

    `Groups` ([]DescribedGroup): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        groups: list[DescribeGroupsResponse.DescribedGroup] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _EMPTY else groups
        self._unknown_tags = _unknown_tags

    class DescribedGroup(_Message):
        """One entry per requested group.

        DescribedGroup (in DescribeGroupsResponse): versions 0+."""

        __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'protocol_type', 'protocol_data', 'members', 'authorized_operations', '_unknown_tags')
        NAME = 'DescribeGroupsResponse.DescribedGroup'

        error_code: int
        """Error code for this group, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error message for this group, or null.

        `ErrorMessage` (string): versions 6+; nullable in 6+; default None."""
        group_id: str
        """Group id.

        `GroupId` (string): versions 0+; default ''."""
        group_state: str
        """Group state, or empty if the group does not exist.

        `GroupState` (string): versions 0+; default ''."""
        protocol_type: str
        """Protocol type of the group, or empty.

        `ProtocolType` (string): versions 0+; default ''."""
        protocol_data: str
        """Chosen protocol (e.g. assignor name) of a Stable group, or empty.

        `ProtocolData` (string): versions 0+; default ''."""
        members: list[DescribeGroupsResponse.DescribedGroupMember]
        """Members of the group.

        `Members` ([]DescribedGroupMember): versions 0+; default []."""
        authorized_operations: int
        """Bitfield of operations the caller may perform on the group.

        `AuthorizedOperations` (int32): versions 3+; default -2147483648."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            error_message: str | None = None,
            group_id: str = '',
            group_state: str = '',
            protocol_type: str = '',
            protocol_data: str = '',
            members: list[DescribeGroupsResponse.DescribedGroupMember] = _EMPTY,
            authorized_operations: int = -2147483648,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.group_id = group_id
            self.group_state = group_state
            self.protocol_type = protocol_type
            self.protocol_data = protocol_data
            self.members = [] if members is _EMPTY else members
            self.authorized_operations = authorized_operations
            self._unknown_tags = _unknown_tags

    class DescribedGroupMember(_Message):
        """Members of the group.

        DescribedGroupMember (in DescribeGroupsResponse): versions 0+."""

        __slots__ = ('member_id', 'group_instance_id', 'client_id', 'client_host', 'member_metadata', 'member_assignment', '_unknown_tags')
        NAME = 'DescribeGroupsResponse.DescribedGroupMember'

        member_id: str
        """Member id assigned by the coordinator.

        `MemberId` (string): versions 0+; default ''."""
        group_instance_id: str | None
        """Static instance id, or null.

        `GroupInstanceId` (string): versions 4+; nullable in 4+; default None; ignorable."""
        client_id: str
        """Client id the member's requests carry.

        `ClientId` (string): versions 0+; default ''."""
        client_host: str
        """Host the member connects from.

        `ClientHost` (string): versions 0+; default ''."""
        member_metadata: bytes
        """Protocol metadata of the member (Stable groups only).

        `MemberMetadata` (bytes): versions 0+; default b''."""
        member_assignment: bytes
        """Current assignment of the member (Stable groups only).

        `MemberAssignment` (bytes): versions 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            member_id: str = '',
            group_instance_id: str | None = None,
            client_id: str = '',
            client_host: str = '',
            member_metadata: bytes = b'',
            member_assignment: bytes = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.client_id = client_id
            self.client_host = client_host
            self.member_metadata = member_metadata
            self.member_assignment = member_assignment
            self._unknown_tags = _unknown_tags


_C_DescribeGroupsResponse_DescribedGroup = DescribeGroupsResponse.DescribedGroup
_C_DescribeGroupsResponse_DescribedGroupMember = DescribeGroupsResponse.DescribedGroupMember
DescribeGroupsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Groups', 'groups', '[]DescribedGroup', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeGroupsResponse_DescribedGroup),
)
_C_DescribeGroupsResponse_DescribedGroup.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (6, 32767), (6, 32767), (1, 0), None, None, False, None),
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupState', 'group_state', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProtocolType', 'protocol_type', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ProtocolData', 'protocol_data', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Members', 'members', '[]DescribedGroupMember', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeGroupsResponse_DescribedGroupMember),
    _FI('AuthorizedOperations', 'authorized_operations', 'int32', (3, 32767), (1, 0), (1, 0), None, -2147483648, False, None),
)
_C_DescribeGroupsResponse_DescribedGroupMember.FIELDS = (
    _FI('MemberId', 'member_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('GroupInstanceId', 'group_instance_id', 'string', (4, 32767), (4, 32767), (1, 0), None, None, True, None),
    _FI('ClientId', 'client_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ClientHost', 'client_host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberMetadata', 'member_metadata', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
    _FI('MemberAssignment', 'member_assignment', 'bytes', (0, 32767), (1, 0), (1, 0), None, b'', False, None),
)
_DEF_DescribeGroupsResponse_DescribedGroup = _C_DescribeGroupsResponse_DescribedGroup()
_DEF_DescribeGroupsResponse_DescribedGroupMember = _C_DescribeGroupsResponse_DescribedGroupMember()

def _mk_DescribeGroupsResponse_DescribedGroup() -> DescribeGroupsResponse.DescribedGroup:
    o = _new(_C_DescribeGroupsResponse_DescribedGroup)
    o.error_code = 0
    o.error_message = None
    o.group_id = ''
    o.group_state = ''
    o.protocol_type = ''
    o.protocol_data = ''
    o.members = []
    o.authorized_operations = -2147483648
    o._unknown_tags = None
    return o

def _mk_DescribeGroupsResponse_DescribedGroupMember() -> DescribeGroupsResponse.DescribedGroupMember:
    o = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
    o.member_id = ''
    o.group_instance_id = None
    o.client_id = ''
    o.client_host = ''
    o.member_metadata = b''
    o.member_assignment = b''
    o._unknown_tags = None
    return o


def _enc_DescribeGroupsResponse_v0(o: DescribeGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l92 = o.groups
    a(_S_i.pack(len(l92)))
    for e93 in l92:
        a(_S_h.pack(e93.error_code))
        if e93.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 0)
        s94 = e93.group_id
        b95 = s94.encode()
        a(_S_h.pack(len(b95)))
        a(b95)
        s97 = e93.group_state
        b98 = s97.encode()
        a(_S_h.pack(len(b98)))
        a(b98)
        s100 = e93.protocol_type
        b101 = s100.encode()
        a(_S_h.pack(len(b101)))
        a(b101)
        s103 = e93.protocol_data
        b104 = s103.encode()
        a(_S_h.pack(len(b104)))
        a(b104)
        l106 = e93.members
        a(_S_i.pack(len(l106)))
        for e107 in l106:
            s108 = e107.member_id
            b109 = s108.encode()
            a(_S_h.pack(len(b109)))
            a(b109)
            s111 = e107.client_id
            b112 = s111.encode()
            a(_S_h.pack(len(b112)))
            a(b112)
            s114 = e107.client_host
            b115 = s114.encode()
            a(_S_h.pack(len(b115)))
            a(b115)
            s117 = e107.member_metadata
            a(_S_i.pack(len(s117)))
            a(s117)
            s119 = e107.member_assignment
            a(_S_i.pack(len(s119)))
            a(s119)
        if e93.authorized_operations != -2147483648:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.AuthorizedOperations', 0)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeGroupsResponse, int]:
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    n121, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l122: list[DescribeGroupsResponse.DescribedGroup] = []
    ap123 = l122.append
    for _ in range(n121):
        t124 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t124.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n125, = _S_h.unpack_from(buf, pos)
        if n125 >= 0:
            x126 = pos + 2 + n125
            if x126 > blen:
                raise _bad_length(n125, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t124.group_id = str(buf[pos + 2:x126], 'utf-8')
            pos = x126
        else:
            t124.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n127, = _S_h.unpack_from(buf, pos)
        if n127 >= 0:
            x128 = pos + 2 + n127
            if x128 > blen:
                raise _bad_length(n127, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t124.group_state = str(buf[pos + 2:x128], 'utf-8')
            pos = x128
        else:
            t124.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n129, = _S_h.unpack_from(buf, pos)
        if n129 >= 0:
            x130 = pos + 2 + n129
            if x130 > blen:
                raise _bad_length(n129, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t124.protocol_type = str(buf[pos + 2:x130], 'utf-8')
            pos = x130
        else:
            t124.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n131, = _S_h.unpack_from(buf, pos)
        if n131 >= 0:
            x132 = pos + 2 + n131
            if x132 > blen:
                raise _bad_length(n131, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t124.protocol_data = str(buf[pos + 2:x132], 'utf-8')
            pos = x132
        else:
            t124.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n133, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l134: list[DescribeGroupsResponse.DescribedGroupMember] = []
        ap135 = l134.append
        for _ in range(n133):
            t136 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n137, = _S_h.unpack_from(buf, pos)
            if n137 >= 0:
                x138 = pos + 2 + n137
                if x138 > blen:
                    raise _bad_length(n137, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t136.member_id = str(buf[pos + 2:x138], 'utf-8')
                pos = x138
            else:
                t136.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n139, = _S_h.unpack_from(buf, pos)
            if n139 >= 0:
                x140 = pos + 2 + n139
                if x140 > blen:
                    raise _bad_length(n139, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t136.client_id = str(buf[pos + 2:x140], 'utf-8')
                pos = x140
            else:
                t136.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n141, = _S_h.unpack_from(buf, pos)
            if n141 >= 0:
                x142 = pos + 2 + n141
                if x142 > blen:
                    raise _bad_length(n141, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t136.client_host = str(buf[pos + 2:x142], 'utf-8')
                pos = x142
            else:
                t136.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            n143, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n143 >= 0:
                x144 = pos + n143
                if x144 > blen:
                    raise _bad_length(n143, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
                t136.member_metadata = bytes(buf[pos:x144])
                pos = x144
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberMetadata', pos) if n143 == -1 else _bad_length(n143, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
            n145, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n145 >= 0:
                x146 = pos + n145
                if x146 > blen:
                    raise _bad_length(n145, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
                t136.member_assignment = bytes(buf[pos:x146])
                pos = x146
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberAssignment', pos) if n145 == -1 else _bad_length(n145, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
            t136.group_instance_id = None
            t136._unknown_tags = None
            ap135(t136)
        t124.members = l134
        t124.error_message = None
        t124.authorized_operations = -2147483648
        t124._unknown_tags = None
        ap123(t124)
    o.groups = l122
    o.throttle_time_ms = 0
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v1(o: DescribeGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l147 = o.groups
    a(_S_i.pack(len(l147)))
    for e148 in l147:
        a(_S_h.pack(e148.error_code))
        if e148.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 1)
        s149 = e148.group_id
        b150 = s149.encode()
        a(_S_h.pack(len(b150)))
        a(b150)
        s152 = e148.group_state
        b153 = s152.encode()
        a(_S_h.pack(len(b153)))
        a(b153)
        s155 = e148.protocol_type
        b156 = s155.encode()
        a(_S_h.pack(len(b156)))
        a(b156)
        s158 = e148.protocol_data
        b159 = s158.encode()
        a(_S_h.pack(len(b159)))
        a(b159)
        l161 = e148.members
        a(_S_i.pack(len(l161)))
        for e162 in l161:
            s163 = e162.member_id
            b164 = s163.encode()
            a(_S_h.pack(len(b164)))
            a(b164)
            s166 = e162.client_id
            b167 = s166.encode()
            a(_S_h.pack(len(b167)))
            a(b167)
            s169 = e162.client_host
            b170 = s169.encode()
            a(_S_h.pack(len(b170)))
            a(b170)
            s172 = e162.member_metadata
            a(_S_i.pack(len(s172)))
            a(s172)
            s174 = e162.member_assignment
            a(_S_i.pack(len(s174)))
            a(s174)
        if e148.authorized_operations != -2147483648:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.AuthorizedOperations', 1)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v1(buf: _Buffer, pos: int) -> tuple[DescribeGroupsResponse, int]:
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n176, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l177: list[DescribeGroupsResponse.DescribedGroup] = []
    ap178 = l177.append
    for _ in range(n176):
        t179 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t179.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n180, = _S_h.unpack_from(buf, pos)
        if n180 >= 0:
            x181 = pos + 2 + n180
            if x181 > blen:
                raise _bad_length(n180, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t179.group_id = str(buf[pos + 2:x181], 'utf-8')
            pos = x181
        else:
            t179.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n182, = _S_h.unpack_from(buf, pos)
        if n182 >= 0:
            x183 = pos + 2 + n182
            if x183 > blen:
                raise _bad_length(n182, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t179.group_state = str(buf[pos + 2:x183], 'utf-8')
            pos = x183
        else:
            t179.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n184, = _S_h.unpack_from(buf, pos)
        if n184 >= 0:
            x185 = pos + 2 + n184
            if x185 > blen:
                raise _bad_length(n184, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t179.protocol_type = str(buf[pos + 2:x185], 'utf-8')
            pos = x185
        else:
            t179.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n186, = _S_h.unpack_from(buf, pos)
        if n186 >= 0:
            x187 = pos + 2 + n186
            if x187 > blen:
                raise _bad_length(n186, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t179.protocol_data = str(buf[pos + 2:x187], 'utf-8')
            pos = x187
        else:
            t179.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n188, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l189: list[DescribeGroupsResponse.DescribedGroupMember] = []
        ap190 = l189.append
        for _ in range(n188):
            t191 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n192, = _S_h.unpack_from(buf, pos)
            if n192 >= 0:
                x193 = pos + 2 + n192
                if x193 > blen:
                    raise _bad_length(n192, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t191.member_id = str(buf[pos + 2:x193], 'utf-8')
                pos = x193
            else:
                t191.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n194, = _S_h.unpack_from(buf, pos)
            if n194 >= 0:
                x195 = pos + 2 + n194
                if x195 > blen:
                    raise _bad_length(n194, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t191.client_id = str(buf[pos + 2:x195], 'utf-8')
                pos = x195
            else:
                t191.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n196, = _S_h.unpack_from(buf, pos)
            if n196 >= 0:
                x197 = pos + 2 + n196
                if x197 > blen:
                    raise _bad_length(n196, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t191.client_host = str(buf[pos + 2:x197], 'utf-8')
                pos = x197
            else:
                t191.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            n198, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n198 >= 0:
                x199 = pos + n198
                if x199 > blen:
                    raise _bad_length(n198, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
                t191.member_metadata = bytes(buf[pos:x199])
                pos = x199
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberMetadata', pos) if n198 == -1 else _bad_length(n198, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
            n200, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n200 >= 0:
                x201 = pos + n200
                if x201 > blen:
                    raise _bad_length(n200, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
                t191.member_assignment = bytes(buf[pos:x201])
                pos = x201
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberAssignment', pos) if n200 == -1 else _bad_length(n200, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
            t191.group_instance_id = None
            t191._unknown_tags = None
            ap190(t191)
        t179.members = l189
        t179.error_message = None
        t179.authorized_operations = -2147483648
        t179._unknown_tags = None
        ap178(t179)
    o.groups = l177
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v2(o: DescribeGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l202 = o.groups
    a(_S_i.pack(len(l202)))
    for e203 in l202:
        a(_S_h.pack(e203.error_code))
        if e203.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 2)
        s204 = e203.group_id
        b205 = s204.encode()
        a(_S_h.pack(len(b205)))
        a(b205)
        s207 = e203.group_state
        b208 = s207.encode()
        a(_S_h.pack(len(b208)))
        a(b208)
        s210 = e203.protocol_type
        b211 = s210.encode()
        a(_S_h.pack(len(b211)))
        a(b211)
        s213 = e203.protocol_data
        b214 = s213.encode()
        a(_S_h.pack(len(b214)))
        a(b214)
        l216 = e203.members
        a(_S_i.pack(len(l216)))
        for e217 in l216:
            s218 = e217.member_id
            b219 = s218.encode()
            a(_S_h.pack(len(b219)))
            a(b219)
            s221 = e217.client_id
            b222 = s221.encode()
            a(_S_h.pack(len(b222)))
            a(b222)
            s224 = e217.client_host
            b225 = s224.encode()
            a(_S_h.pack(len(b225)))
            a(b225)
            s227 = e217.member_metadata
            a(_S_i.pack(len(s227)))
            a(s227)
            s229 = e217.member_assignment
            a(_S_i.pack(len(s229)))
            a(s229)
        if e203.authorized_operations != -2147483648:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.AuthorizedOperations', 2)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v2(buf: _Buffer, pos: int) -> tuple[DescribeGroupsResponse, int]:
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n231, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l232: list[DescribeGroupsResponse.DescribedGroup] = []
    ap233 = l232.append
    for _ in range(n231):
        t234 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t234.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n235, = _S_h.unpack_from(buf, pos)
        if n235 >= 0:
            x236 = pos + 2 + n235
            if x236 > blen:
                raise _bad_length(n235, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t234.group_id = str(buf[pos + 2:x236], 'utf-8')
            pos = x236
        else:
            t234.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n237, = _S_h.unpack_from(buf, pos)
        if n237 >= 0:
            x238 = pos + 2 + n237
            if x238 > blen:
                raise _bad_length(n237, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t234.group_state = str(buf[pos + 2:x238], 'utf-8')
            pos = x238
        else:
            t234.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n239, = _S_h.unpack_from(buf, pos)
        if n239 >= 0:
            x240 = pos + 2 + n239
            if x240 > blen:
                raise _bad_length(n239, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t234.protocol_type = str(buf[pos + 2:x240], 'utf-8')
            pos = x240
        else:
            t234.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n241, = _S_h.unpack_from(buf, pos)
        if n241 >= 0:
            x242 = pos + 2 + n241
            if x242 > blen:
                raise _bad_length(n241, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t234.protocol_data = str(buf[pos + 2:x242], 'utf-8')
            pos = x242
        else:
            t234.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n243, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l244: list[DescribeGroupsResponse.DescribedGroupMember] = []
        ap245 = l244.append
        for _ in range(n243):
            t246 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n247, = _S_h.unpack_from(buf, pos)
            if n247 >= 0:
                x248 = pos + 2 + n247
                if x248 > blen:
                    raise _bad_length(n247, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t246.member_id = str(buf[pos + 2:x248], 'utf-8')
                pos = x248
            else:
                t246.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n249, = _S_h.unpack_from(buf, pos)
            if n249 >= 0:
                x250 = pos + 2 + n249
                if x250 > blen:
                    raise _bad_length(n249, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t246.client_id = str(buf[pos + 2:x250], 'utf-8')
                pos = x250
            else:
                t246.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n251, = _S_h.unpack_from(buf, pos)
            if n251 >= 0:
                x252 = pos + 2 + n251
                if x252 > blen:
                    raise _bad_length(n251, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t246.client_host = str(buf[pos + 2:x252], 'utf-8')
                pos = x252
            else:
                t246.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            n253, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n253 >= 0:
                x254 = pos + n253
                if x254 > blen:
                    raise _bad_length(n253, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
                t246.member_metadata = bytes(buf[pos:x254])
                pos = x254
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberMetadata', pos) if n253 == -1 else _bad_length(n253, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
            n255, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n255 >= 0:
                x256 = pos + n255
                if x256 > blen:
                    raise _bad_length(n255, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
                t246.member_assignment = bytes(buf[pos:x256])
                pos = x256
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberAssignment', pos) if n255 == -1 else _bad_length(n255, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
            t246.group_instance_id = None
            t246._unknown_tags = None
            ap245(t246)
        t234.members = l244
        t234.error_message = None
        t234.authorized_operations = -2147483648
        t234._unknown_tags = None
        ap233(t234)
    o.groups = l232
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v3(o: DescribeGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l257 = o.groups
    a(_S_i.pack(len(l257)))
    for e258 in l257:
        a(_S_h.pack(e258.error_code))
        if e258.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 3)
        s259 = e258.group_id
        b260 = s259.encode()
        a(_S_h.pack(len(b260)))
        a(b260)
        s262 = e258.group_state
        b263 = s262.encode()
        a(_S_h.pack(len(b263)))
        a(b263)
        s265 = e258.protocol_type
        b266 = s265.encode()
        a(_S_h.pack(len(b266)))
        a(b266)
        s268 = e258.protocol_data
        b269 = s268.encode()
        a(_S_h.pack(len(b269)))
        a(b269)
        l271 = e258.members
        a(_S_i.pack(len(l271)))
        for e272 in l271:
            s273 = e272.member_id
            b274 = s273.encode()
            a(_S_h.pack(len(b274)))
            a(b274)
            s276 = e272.client_id
            b277 = s276.encode()
            a(_S_h.pack(len(b277)))
            a(b277)
            s279 = e272.client_host
            b280 = s279.encode()
            a(_S_h.pack(len(b280)))
            a(b280)
            s282 = e272.member_metadata
            a(_S_i.pack(len(s282)))
            a(s282)
            s284 = e272.member_assignment
            a(_S_i.pack(len(s284)))
            a(s284)
        a(_S_i.pack(e258.authorized_operations))
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v3(buf: _Buffer, pos: int) -> tuple[DescribeGroupsResponse, int]:
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n286, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l287: list[DescribeGroupsResponse.DescribedGroup] = []
    ap288 = l287.append
    for _ in range(n286):
        t289 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t289.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n290, = _S_h.unpack_from(buf, pos)
        if n290 >= 0:
            x291 = pos + 2 + n290
            if x291 > blen:
                raise _bad_length(n290, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t289.group_id = str(buf[pos + 2:x291], 'utf-8')
            pos = x291
        else:
            t289.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n292, = _S_h.unpack_from(buf, pos)
        if n292 >= 0:
            x293 = pos + 2 + n292
            if x293 > blen:
                raise _bad_length(n292, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t289.group_state = str(buf[pos + 2:x293], 'utf-8')
            pos = x293
        else:
            t289.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n294, = _S_h.unpack_from(buf, pos)
        if n294 >= 0:
            x295 = pos + 2 + n294
            if x295 > blen:
                raise _bad_length(n294, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t289.protocol_type = str(buf[pos + 2:x295], 'utf-8')
            pos = x295
        else:
            t289.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n296, = _S_h.unpack_from(buf, pos)
        if n296 >= 0:
            x297 = pos + 2 + n296
            if x297 > blen:
                raise _bad_length(n296, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t289.protocol_data = str(buf[pos + 2:x297], 'utf-8')
            pos = x297
        else:
            t289.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n298, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l299: list[DescribeGroupsResponse.DescribedGroupMember] = []
        ap300 = l299.append
        for _ in range(n298):
            t301 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n302, = _S_h.unpack_from(buf, pos)
            if n302 >= 0:
                x303 = pos + 2 + n302
                if x303 > blen:
                    raise _bad_length(n302, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t301.member_id = str(buf[pos + 2:x303], 'utf-8')
                pos = x303
            else:
                t301.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n304, = _S_h.unpack_from(buf, pos)
            if n304 >= 0:
                x305 = pos + 2 + n304
                if x305 > blen:
                    raise _bad_length(n304, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t301.client_id = str(buf[pos + 2:x305], 'utf-8')
                pos = x305
            else:
                t301.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n306, = _S_h.unpack_from(buf, pos)
            if n306 >= 0:
                x307 = pos + 2 + n306
                if x307 > blen:
                    raise _bad_length(n306, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t301.client_host = str(buf[pos + 2:x307], 'utf-8')
                pos = x307
            else:
                t301.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            n308, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n308 >= 0:
                x309 = pos + n308
                if x309 > blen:
                    raise _bad_length(n308, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
                t301.member_metadata = bytes(buf[pos:x309])
                pos = x309
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberMetadata', pos) if n308 == -1 else _bad_length(n308, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
            n310, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n310 >= 0:
                x311 = pos + n310
                if x311 > blen:
                    raise _bad_length(n310, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
                t301.member_assignment = bytes(buf[pos:x311])
                pos = x311
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberAssignment', pos) if n310 == -1 else _bad_length(n310, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
            t301.group_instance_id = None
            t301._unknown_tags = None
            ap300(t301)
        t289.members = l299
        t289.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t289.error_message = None
        t289._unknown_tags = None
        ap288(t289)
    o.groups = l287
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v4(o: DescribeGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l312 = o.groups
    a(_S_i.pack(len(l312)))
    for e313 in l312:
        a(_S_h.pack(e313.error_code))
        if e313.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 4)
        s314 = e313.group_id
        b315 = s314.encode()
        a(_S_h.pack(len(b315)))
        a(b315)
        s317 = e313.group_state
        b318 = s317.encode()
        a(_S_h.pack(len(b318)))
        a(b318)
        s320 = e313.protocol_type
        b321 = s320.encode()
        a(_S_h.pack(len(b321)))
        a(b321)
        s323 = e313.protocol_data
        b324 = s323.encode()
        a(_S_h.pack(len(b324)))
        a(b324)
        l326 = e313.members
        a(_S_i.pack(len(l326)))
        for e327 in l326:
            s328 = e327.member_id
            b329 = s328.encode()
            a(_S_h.pack(len(b329)))
            a(b329)
            s331 = e327.group_instance_id
            if s331 is None:
                a(b'\xff\xff')
            else:
                b332 = s331.encode()
                a(_S_h.pack(len(b332)))
                a(b332)
            s334 = e327.client_id
            b335 = s334.encode()
            a(_S_h.pack(len(b335)))
            a(b335)
            s337 = e327.client_host
            b338 = s337.encode()
            a(_S_h.pack(len(b338)))
            a(b338)
            s340 = e327.member_metadata
            a(_S_i.pack(len(s340)))
            a(s340)
            s342 = e327.member_assignment
            a(_S_i.pack(len(s342)))
            a(s342)
        a(_S_i.pack(e313.authorized_operations))
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v4(buf: _Buffer, pos: int) -> tuple[DescribeGroupsResponse, int]:
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n344, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l345: list[DescribeGroupsResponse.DescribedGroup] = []
    ap346 = l345.append
    for _ in range(n344):
        t347 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t347.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n348, = _S_h.unpack_from(buf, pos)
        if n348 >= 0:
            x349 = pos + 2 + n348
            if x349 > blen:
                raise _bad_length(n348, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t347.group_id = str(buf[pos + 2:x349], 'utf-8')
            pos = x349
        else:
            t347.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n350, = _S_h.unpack_from(buf, pos)
        if n350 >= 0:
            x351 = pos + 2 + n350
            if x351 > blen:
                raise _bad_length(n350, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t347.group_state = str(buf[pos + 2:x351], 'utf-8')
            pos = x351
        else:
            t347.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n352, = _S_h.unpack_from(buf, pos)
        if n352 >= 0:
            x353 = pos + 2 + n352
            if x353 > blen:
                raise _bad_length(n352, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t347.protocol_type = str(buf[pos + 2:x353], 'utf-8')
            pos = x353
        else:
            t347.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n354, = _S_h.unpack_from(buf, pos)
        if n354 >= 0:
            x355 = pos + 2 + n354
            if x355 > blen:
                raise _bad_length(n354, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t347.protocol_data = str(buf[pos + 2:x355], 'utf-8')
            pos = x355
        else:
            t347.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n356, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l357: list[DescribeGroupsResponse.DescribedGroupMember] = []
        ap358 = l357.append
        for _ in range(n356):
            t359 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n360, = _S_h.unpack_from(buf, pos)
            if n360 >= 0:
                x361 = pos + 2 + n360
                if x361 > blen:
                    raise _bad_length(n360, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t359.member_id = str(buf[pos + 2:x361], 'utf-8')
                pos = x361
            else:
                t359.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n362, = _S_h.unpack_from(buf, pos)
            if n362 >= 0:
                x363 = pos + 2 + n362
                if x363 > blen:
                    raise _bad_length(n362, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId', pos)
                t359.group_instance_id = str(buf[pos + 2:x363], 'utf-8')
                pos = x363
            else:
                t359.group_instance_id, pos = _read_string(buf, pos, False, True, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId')
            n364, = _S_h.unpack_from(buf, pos)
            if n364 >= 0:
                x365 = pos + 2 + n364
                if x365 > blen:
                    raise _bad_length(n364, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t359.client_id = str(buf[pos + 2:x365], 'utf-8')
                pos = x365
            else:
                t359.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n366, = _S_h.unpack_from(buf, pos)
            if n366 >= 0:
                x367 = pos + 2 + n366
                if x367 > blen:
                    raise _bad_length(n366, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t359.client_host = str(buf[pos + 2:x367], 'utf-8')
                pos = x367
            else:
                t359.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            n368, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n368 >= 0:
                x369 = pos + n368
                if x369 > blen:
                    raise _bad_length(n368, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
                t359.member_metadata = bytes(buf[pos:x369])
                pos = x369
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberMetadata', pos) if n368 == -1 else _bad_length(n368, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
            n370, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n370 >= 0:
                x371 = pos + n370
                if x371 > blen:
                    raise _bad_length(n370, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
                t359.member_assignment = bytes(buf[pos:x371])
                pos = x371
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberAssignment', pos) if n370 == -1 else _bad_length(n370, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
            t359._unknown_tags = None
            ap358(t359)
        t347.members = l357
        t347.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t347.error_message = None
        t347._unknown_tags = None
        ap346(t347)
    o.groups = l345
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v5(o: DescribeGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l372 = o.groups
    n373 = len(l372) + 1
    a(_UV[n373] if n373 < 128 else _uv(n373))
    for e374 in l372:
        a(_S_h.pack(e374.error_code))
        if e374.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 5)
        s375 = e374.group_id
        b376 = s375.encode()
        n377 = len(b376) + 1
        a(_UV[n377] if n377 < 128 else _uv(n377))
        a(b376)
        s378 = e374.group_state
        b379 = s378.encode()
        n380 = len(b379) + 1
        a(_UV[n380] if n380 < 128 else _uv(n380))
        a(b379)
        s381 = e374.protocol_type
        b382 = s381.encode()
        n383 = len(b382) + 1
        a(_UV[n383] if n383 < 128 else _uv(n383))
        a(b382)
        s384 = e374.protocol_data
        b385 = s384.encode()
        n386 = len(b385) + 1
        a(_UV[n386] if n386 < 128 else _uv(n386))
        a(b385)
        l387 = e374.members
        n388 = len(l387) + 1
        a(_UV[n388] if n388 < 128 else _uv(n388))
        for e389 in l387:
            s390 = e389.member_id
            b391 = s390.encode()
            n392 = len(b391) + 1
            a(_UV[n392] if n392 < 128 else _uv(n392))
            a(b391)
            s393 = e389.group_instance_id
            if s393 is None:
                a(_H0)
            else:
                b394 = s393.encode()
                n395 = len(b394) + 1
                a(_UV[n395] if n395 < 128 else _uv(n395))
                a(b394)
            s396 = e389.client_id
            b397 = s396.encode()
            n398 = len(b397) + 1
            a(_UV[n398] if n398 < 128 else _uv(n398))
            a(b397)
            s399 = e389.client_host
            b400 = s399.encode()
            n401 = len(b400) + 1
            a(_UV[n401] if n401 < 128 else _uv(n401))
            a(b400)
            s402 = e389.member_metadata
            n403 = len(s402) + 1
            a(_UV[n403] if n403 < 128 else _uv(n403))
            a(s402)
            s404 = e389.member_assignment
            n405 = len(s404) + 1
            a(_UV[n405] if n405 < 128 else _uv(n405))
            a(s404)
            u406 = e389._unknown_tags
            if u406 is None:
                a(_H0)
            else:
                _write_tags(a, None, u406)
        a(_S_i.pack(e374.authorized_operations))
        u407 = e374._unknown_tags
        if u407 is None:
            a(_H0)
        else:
            _write_tags(a, None, u407)
    u408 = o._unknown_tags
    if u408 is None:
        a(_H0)
    else:
        _write_tags(a, None, u408)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v5(buf: _Buffer, pos: int) -> tuple[DescribeGroupsResponse, int]:
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n409 = buf[pos] - 1
    if 0 <= n409 < 127:
        pos += 1
    else:
        n409, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups')
    l410: list[DescribeGroupsResponse.DescribedGroup] = []
    ap411 = l410.append
    for _ in range(n409):
        t412 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t412.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n413 = buf[pos] - 1
        if 0 <= n413 < 127:
            x414 = pos + 1 + n413
            if x414 > blen:
                raise _bad_length(n413, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t412.group_id = str(buf[pos + 1:x414], 'utf-8')
            pos = x414
        else:
            t412.group_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupId')
        n415 = buf[pos] - 1
        if 0 <= n415 < 127:
            x416 = pos + 1 + n415
            if x416 > blen:
                raise _bad_length(n415, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t412.group_state = str(buf[pos + 1:x416], 'utf-8')
            pos = x416
        else:
            t412.group_state, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupState')
        n417 = buf[pos] - 1
        if 0 <= n417 < 127:
            x418 = pos + 1 + n417
            if x418 > blen:
                raise _bad_length(n417, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t412.protocol_type = str(buf[pos + 1:x418], 'utf-8')
            pos = x418
        else:
            t412.protocol_type, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n419 = buf[pos] - 1
        if 0 <= n419 < 127:
            x420 = pos + 1 + n419
            if x420 > blen:
                raise _bad_length(n419, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t412.protocol_data = str(buf[pos + 1:x420], 'utf-8')
            pos = x420
        else:
            t412.protocol_data, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n421 = buf[pos] - 1
        if 0 <= n421 < 127:
            pos += 1
        else:
            n421, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l422: list[DescribeGroupsResponse.DescribedGroupMember] = []
        ap423 = l422.append
        for _ in range(n421):
            t424 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n425 = buf[pos] - 1
            if 0 <= n425 < 127:
                x426 = pos + 1 + n425
                if x426 > blen:
                    raise _bad_length(n425, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t424.member_id = str(buf[pos + 1:x426], 'utf-8')
                pos = x426
            else:
                t424.member_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n427 = buf[pos] - 1
            if 0 <= n427 < 127:
                x428 = pos + 1 + n427
                if x428 > blen:
                    raise _bad_length(n427, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId', pos)
                t424.group_instance_id = str(buf[pos + 1:x428], 'utf-8')
                pos = x428
            else:
                t424.group_instance_id, pos = _read_string(buf, pos, True, True, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId')
            n429 = buf[pos] - 1
            if 0 <= n429 < 127:
                x430 = pos + 1 + n429
                if x430 > blen:
                    raise _bad_length(n429, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t424.client_id = str(buf[pos + 1:x430], 'utf-8')
                pos = x430
            else:
                t424.client_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n431 = buf[pos] - 1
            if 0 <= n431 < 127:
                x432 = pos + 1 + n431
                if x432 > blen:
                    raise _bad_length(n431, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t424.client_host = str(buf[pos + 1:x432], 'utf-8')
                pos = x432
            else:
                t424.client_host, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            n433 = buf[pos]
            if n433 < 128:
                pos += 1
            else:
                n433, pos = _ruv(buf, pos)
            n433 -= 1
            if n433 >= 0:
                x434 = pos + n433
                if x434 > blen:
                    raise _bad_length(n433, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
                t424.member_metadata = bytes(buf[pos:x434])
                pos = x434
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberMetadata', pos) if n433 == -1 else _bad_length(n433, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
            n435 = buf[pos]
            if n435 < 128:
                pos += 1
            else:
                n435, pos = _ruv(buf, pos)
            n435 -= 1
            if n435 >= 0:
                x436 = pos + n435
                if x436 > blen:
                    raise _bad_length(n435, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
                t424.member_assignment = bytes(buf[pos:x436])
                pos = x436
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberAssignment', pos) if n435 == -1 else _bad_length(n435, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
            if buf[pos] == 0:
                pos += 1
                t424._unknown_tags = None
            else:
                nt437, pos = _ruv(buf, pos)
                if nt437 * 2 > blen - pos:
                    raise _array_too_long(nt437, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                uk438: list[tuple[int, bytes]] | None = None
                for _ in range(nt437):
                    tg439, pos = _ruv(buf, pos)
                    sz440, pos = _ruv(buf, pos)
                    x441 = pos + sz440
                    if x441 > blen:
                        raise _bad_length(sz440, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                    if uk438 is None:
                        uk438 = []
                    uk438.append((tg439, bytes(buf[pos:x441])))
                    pos = x441
                t424._unknown_tags = uk438
            ap423(t424)
        t412.members = l422
        t412.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t412.error_message = None
        if buf[pos] == 0:
            pos += 1
            t412._unknown_tags = None
        else:
            nt442, pos = _ruv(buf, pos)
            if nt442 * 2 > blen - pos:
                raise _array_too_long(nt442, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
            uk443: list[tuple[int, bytes]] | None = None
            for _ in range(nt442):
                tg444, pos = _ruv(buf, pos)
                sz445, pos = _ruv(buf, pos)
                x446 = pos + sz445
                if x446 > blen:
                    raise _bad_length(sz445, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
                if uk443 is None:
                    uk443 = []
                uk443.append((tg444, bytes(buf[pos:x446])))
                pos = x446
            t412._unknown_tags = uk443
        ap411(t412)
    o.groups = l410
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt447, pos = _ruv(buf, pos)
        if nt447 * 2 > blen - pos:
            raise _array_too_long(nt447, 'DescribeGroupsResponse._tagged_fields', pos)
        uk448: list[tuple[int, bytes]] | None = None
        for _ in range(nt447):
            tg449, pos = _ruv(buf, pos)
            sz450, pos = _ruv(buf, pos)
            x451 = pos + sz450
            if x451 > blen:
                raise _bad_length(sz450, 'DescribeGroupsResponse._tagged_fields', pos)
            if uk448 is None:
                uk448 = []
            uk448.append((tg449, bytes(buf[pos:x451])))
            pos = x451
        o._unknown_tags = uk448
    return o, pos


def _enc_DescribeGroupsResponse_v6(o: DescribeGroupsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l452 = o.groups
    n453 = len(l452) + 1
    a(_UV[n453] if n453 < 128 else _uv(n453))
    for e454 in l452:
        a(_S_h.pack(e454.error_code))
        s455 = e454.error_message
        if s455 is None:
            a(_H0)
        else:
            b456 = s455.encode()
            n457 = len(b456) + 1
            a(_UV[n457] if n457 < 128 else _uv(n457))
            a(b456)
        s458 = e454.group_id
        b459 = s458.encode()
        n460 = len(b459) + 1
        a(_UV[n460] if n460 < 128 else _uv(n460))
        a(b459)
        s461 = e454.group_state
        b462 = s461.encode()
        n463 = len(b462) + 1
        a(_UV[n463] if n463 < 128 else _uv(n463))
        a(b462)
        s464 = e454.protocol_type
        b465 = s464.encode()
        n466 = len(b465) + 1
        a(_UV[n466] if n466 < 128 else _uv(n466))
        a(b465)
        s467 = e454.protocol_data
        b468 = s467.encode()
        n469 = len(b468) + 1
        a(_UV[n469] if n469 < 128 else _uv(n469))
        a(b468)
        l470 = e454.members
        n471 = len(l470) + 1
        a(_UV[n471] if n471 < 128 else _uv(n471))
        for e472 in l470:
            s473 = e472.member_id
            b474 = s473.encode()
            n475 = len(b474) + 1
            a(_UV[n475] if n475 < 128 else _uv(n475))
            a(b474)
            s476 = e472.group_instance_id
            if s476 is None:
                a(_H0)
            else:
                b477 = s476.encode()
                n478 = len(b477) + 1
                a(_UV[n478] if n478 < 128 else _uv(n478))
                a(b477)
            s479 = e472.client_id
            b480 = s479.encode()
            n481 = len(b480) + 1
            a(_UV[n481] if n481 < 128 else _uv(n481))
            a(b480)
            s482 = e472.client_host
            b483 = s482.encode()
            n484 = len(b483) + 1
            a(_UV[n484] if n484 < 128 else _uv(n484))
            a(b483)
            s485 = e472.member_metadata
            n486 = len(s485) + 1
            a(_UV[n486] if n486 < 128 else _uv(n486))
            a(s485)
            s487 = e472.member_assignment
            n488 = len(s487) + 1
            a(_UV[n488] if n488 < 128 else _uv(n488))
            a(s487)
            u489 = e472._unknown_tags
            if u489 is None:
                a(_H0)
            else:
                _write_tags(a, None, u489)
        a(_S_i.pack(e454.authorized_operations))
        u490 = e454._unknown_tags
        if u490 is None:
            a(_H0)
        else:
            _write_tags(a, None, u490)
    u491 = o._unknown_tags
    if u491 is None:
        a(_H0)
    else:
        _write_tags(a, None, u491)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v6(buf: _Buffer, pos: int) -> tuple[DescribeGroupsResponse, int]:
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n492 = buf[pos] - 1
    if 0 <= n492 < 127:
        pos += 1
    else:
        n492, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups')
    l493: list[DescribeGroupsResponse.DescribedGroup] = []
    ap494 = l493.append
    for _ in range(n492):
        t495 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t495.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n496 = buf[pos] - 1
        if 0 <= n496 < 127:
            x497 = pos + 1 + n496
            if x497 > blen:
                raise _bad_length(n496, 'DescribeGroupsResponse.Groups.ErrorMessage', pos)
            t495.error_message = str(buf[pos + 1:x497], 'utf-8')
            pos = x497
        else:
            t495.error_message, pos = _read_string(buf, pos, True, True, 'DescribeGroupsResponse.Groups.ErrorMessage')
        n498 = buf[pos] - 1
        if 0 <= n498 < 127:
            x499 = pos + 1 + n498
            if x499 > blen:
                raise _bad_length(n498, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t495.group_id = str(buf[pos + 1:x499], 'utf-8')
            pos = x499
        else:
            t495.group_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupId')
        n500 = buf[pos] - 1
        if 0 <= n500 < 127:
            x501 = pos + 1 + n500
            if x501 > blen:
                raise _bad_length(n500, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t495.group_state = str(buf[pos + 1:x501], 'utf-8')
            pos = x501
        else:
            t495.group_state, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupState')
        n502 = buf[pos] - 1
        if 0 <= n502 < 127:
            x503 = pos + 1 + n502
            if x503 > blen:
                raise _bad_length(n502, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t495.protocol_type = str(buf[pos + 1:x503], 'utf-8')
            pos = x503
        else:
            t495.protocol_type, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n504 = buf[pos] - 1
        if 0 <= n504 < 127:
            x505 = pos + 1 + n504
            if x505 > blen:
                raise _bad_length(n504, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t495.protocol_data = str(buf[pos + 1:x505], 'utf-8')
            pos = x505
        else:
            t495.protocol_data, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n506 = buf[pos] - 1
        if 0 <= n506 < 127:
            pos += 1
        else:
            n506, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l507: list[DescribeGroupsResponse.DescribedGroupMember] = []
        ap508 = l507.append
        for _ in range(n506):
            t509 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n510 = buf[pos] - 1
            if 0 <= n510 < 127:
                x511 = pos + 1 + n510
                if x511 > blen:
                    raise _bad_length(n510, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t509.member_id = str(buf[pos + 1:x511], 'utf-8')
                pos = x511
            else:
                t509.member_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n512 = buf[pos] - 1
            if 0 <= n512 < 127:
                x513 = pos + 1 + n512
                if x513 > blen:
                    raise _bad_length(n512, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId', pos)
                t509.group_instance_id = str(buf[pos + 1:x513], 'utf-8')
                pos = x513
            else:
                t509.group_instance_id, pos = _read_string(buf, pos, True, True, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId')
            n514 = buf[pos] - 1
            if 0 <= n514 < 127:
                x515 = pos + 1 + n514
                if x515 > blen:
                    raise _bad_length(n514, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t509.client_id = str(buf[pos + 1:x515], 'utf-8')
                pos = x515
            else:
                t509.client_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n516 = buf[pos] - 1
            if 0 <= n516 < 127:
                x517 = pos + 1 + n516
                if x517 > blen:
                    raise _bad_length(n516, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t509.client_host = str(buf[pos + 1:x517], 'utf-8')
                pos = x517
            else:
                t509.client_host, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            n518 = buf[pos]
            if n518 < 128:
                pos += 1
            else:
                n518, pos = _ruv(buf, pos)
            n518 -= 1
            if n518 >= 0:
                x519 = pos + n518
                if x519 > blen:
                    raise _bad_length(n518, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
                t509.member_metadata = bytes(buf[pos:x519])
                pos = x519
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberMetadata', pos) if n518 == -1 else _bad_length(n518, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', pos)
            n520 = buf[pos]
            if n520 < 128:
                pos += 1
            else:
                n520, pos = _ruv(buf, pos)
            n520 -= 1
            if n520 >= 0:
                x521 = pos + n520
                if x521 > blen:
                    raise _bad_length(n520, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
                t509.member_assignment = bytes(buf[pos:x521])
                pos = x521
            else:
                raise _unexpected_null('DescribeGroupsResponse.Groups.Members.MemberAssignment', pos) if n520 == -1 else _bad_length(n520, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', pos)
            if buf[pos] == 0:
                pos += 1
                t509._unknown_tags = None
            else:
                nt522, pos = _ruv(buf, pos)
                if nt522 * 2 > blen - pos:
                    raise _array_too_long(nt522, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                uk523: list[tuple[int, bytes]] | None = None
                for _ in range(nt522):
                    tg524, pos = _ruv(buf, pos)
                    sz525, pos = _ruv(buf, pos)
                    x526 = pos + sz525
                    if x526 > blen:
                        raise _bad_length(sz525, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                    if uk523 is None:
                        uk523 = []
                    uk523.append((tg524, bytes(buf[pos:x526])))
                    pos = x526
                t509._unknown_tags = uk523
            ap508(t509)
        t495.members = l507
        t495.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t495._unknown_tags = None
        else:
            nt527, pos = _ruv(buf, pos)
            if nt527 * 2 > blen - pos:
                raise _array_too_long(nt527, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
            uk528: list[tuple[int, bytes]] | None = None
            for _ in range(nt527):
                tg529, pos = _ruv(buf, pos)
                sz530, pos = _ruv(buf, pos)
                x531 = pos + sz530
                if x531 > blen:
                    raise _bad_length(sz530, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
                if uk528 is None:
                    uk528 = []
                uk528.append((tg529, bytes(buf[pos:x531])))
                pos = x531
            t495._unknown_tags = uk528
        ap494(t495)
    o.groups = l493
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt532, pos = _ruv(buf, pos)
        if nt532 * 2 > blen - pos:
            raise _array_too_long(nt532, 'DescribeGroupsResponse._tagged_fields', pos)
        uk533: list[tuple[int, bytes]] | None = None
        for _ in range(nt532):
            tg534, pos = _ruv(buf, pos)
            sz535, pos = _ruv(buf, pos)
            x536 = pos + sz535
            if x536 > blen:
                raise _bad_length(sz535, 'DescribeGroupsResponse._tagged_fields', pos)
            if uk533 is None:
                uk533 = []
            uk533.append((tg534, bytes(buf[pos:x536])))
            pos = x536
        o._unknown_tags = uk533
    return o, pos


DescribeGroupsResponse._ENC = {0: _enc_DescribeGroupsResponse_v0, 1: _enc_DescribeGroupsResponse_v1, 2: _enc_DescribeGroupsResponse_v2, 3: _enc_DescribeGroupsResponse_v3, 4: _enc_DescribeGroupsResponse_v4, 5: _enc_DescribeGroupsResponse_v5, 6: _enc_DescribeGroupsResponse_v6}
DescribeGroupsResponse._DEC = {0: _dec_DescribeGroupsResponse_v0, 1: _dec_DescribeGroupsResponse_v1, 2: _dec_DescribeGroupsResponse_v2, 3: _dec_DescribeGroupsResponse_v3, 4: _dec_DescribeGroupsResponse_v4, 5: _dec_DescribeGroupsResponse_v5, 6: _dec_DescribeGroupsResponse_v6}


_LINES = {
    90: 'DescribeGroupsRequest.Groups',
    91: 'DescribeGroupsRequest.Groups',
    92: 'DescribeGroupsRequest.Groups',
    93: 'DescribeGroupsRequest.Groups',
    94: 'DescribeGroupsRequest.Groups',
    95: 'DescribeGroupsRequest.Groups',
    96: 'DescribeGroupsRequest.Groups',
    97: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    105: 'DescribeGroupsRequest.Groups',
    109: 'DescribeGroupsRequest.Groups',
    114: 'DescribeGroupsRequest.Groups',
    117: 'DescribeGroupsRequest.Groups',
    128: 'DescribeGroupsRequest.Groups',
    129: 'DescribeGroupsRequest.Groups',
    130: 'DescribeGroupsRequest.Groups',
    131: 'DescribeGroupsRequest.Groups',
    132: 'DescribeGroupsRequest.Groups',
    133: 'DescribeGroupsRequest.Groups',
    134: 'DescribeGroupsRequest.Groups',
    135: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    143: 'DescribeGroupsRequest.Groups',
    147: 'DescribeGroupsRequest.Groups',
    152: 'DescribeGroupsRequest.Groups',
    155: 'DescribeGroupsRequest.Groups',
    166: 'DescribeGroupsRequest.Groups',
    167: 'DescribeGroupsRequest.Groups',
    168: 'DescribeGroupsRequest.Groups',
    169: 'DescribeGroupsRequest.Groups',
    170: 'DescribeGroupsRequest.Groups',
    171: 'DescribeGroupsRequest.Groups',
    172: 'DescribeGroupsRequest.Groups',
    173: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    181: 'DescribeGroupsRequest.Groups',
    185: 'DescribeGroupsRequest.Groups',
    190: 'DescribeGroupsRequest.Groups',
    193: 'DescribeGroupsRequest.Groups',
    204: 'DescribeGroupsRequest.Groups',
    205: 'DescribeGroupsRequest.Groups',
    206: 'DescribeGroupsRequest.Groups',
    207: 'DescribeGroupsRequest.Groups',
    208: 'DescribeGroupsRequest.Groups',
    209: 'DescribeGroupsRequest.Groups',
    210: 'DescribeGroupsRequest.Groups',
    211: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    218: 'DescribeGroupsRequest.Groups',
    222: 'DescribeGroupsRequest.Groups',
    227: 'DescribeGroupsRequest.Groups',
    230: 'DescribeGroupsRequest.Groups',
    233: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    242: 'DescribeGroupsRequest.Groups',
    243: 'DescribeGroupsRequest.Groups',
    244: 'DescribeGroupsRequest.Groups',
    245: 'DescribeGroupsRequest.Groups',
    246: 'DescribeGroupsRequest.Groups',
    247: 'DescribeGroupsRequest.Groups',
    248: 'DescribeGroupsRequest.Groups',
    249: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    256: 'DescribeGroupsRequest.Groups',
    260: 'DescribeGroupsRequest.Groups',
    265: 'DescribeGroupsRequest.Groups',
    268: 'DescribeGroupsRequest.Groups',
    271: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    280: 'DescribeGroupsRequest.Groups',
    281: 'DescribeGroupsRequest.Groups',
    282: 'DescribeGroupsRequest.Groups',
    283: 'DescribeGroupsRequest.Groups',
    284: 'DescribeGroupsRequest.Groups',
    285: 'DescribeGroupsRequest.Groups',
    286: 'DescribeGroupsRequest.Groups',
    287: 'DescribeGroupsRequest.Groups',
    288: 'DescribeGroupsRequest.Groups',
    289: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    290: 'DescribeGroupsRequest._unknown_tags',
    291: 'DescribeGroupsRequest',
    294: 'DescribeGroupsRequest._unknown_tags',
    301: 'DescribeGroupsRequest.Groups',
    305: 'DescribeGroupsRequest.Groups',
    309: 'DescribeGroupsRequest.Groups',
    314: 'DescribeGroupsRequest.Groups',
    317: 'DescribeGroupsRequest.Groups',
    320: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    322: 'DescribeGroupsRequest._tagged_fields',
    326: 'DescribeGroupsRequest._tagged_fields',
    331: 'DescribeGroupsRequest._tagged_fields',
    332: 'DescribeGroupsRequest._tagged_fields',
    347: 'DescribeGroupsRequest.Groups',
    348: 'DescribeGroupsRequest.Groups',
    349: 'DescribeGroupsRequest.Groups',
    350: 'DescribeGroupsRequest.Groups',
    351: 'DescribeGroupsRequest.Groups',
    352: 'DescribeGroupsRequest.Groups',
    353: 'DescribeGroupsRequest.Groups',
    354: 'DescribeGroupsRequest.Groups',
    355: 'DescribeGroupsRequest.Groups',
    356: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    357: 'DescribeGroupsRequest._unknown_tags',
    358: 'DescribeGroupsRequest',
    361: 'DescribeGroupsRequest._unknown_tags',
    368: 'DescribeGroupsRequest.Groups',
    372: 'DescribeGroupsRequest.Groups',
    376: 'DescribeGroupsRequest.Groups',
    381: 'DescribeGroupsRequest.Groups',
    384: 'DescribeGroupsRequest.Groups',
    387: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    389: 'DescribeGroupsRequest._tagged_fields',
    393: 'DescribeGroupsRequest._tagged_fields',
    398: 'DescribeGroupsRequest._tagged_fields',
    399: 'DescribeGroupsRequest._tagged_fields',
    623: 'DescribeGroupsResponse.Groups',
    624: 'DescribeGroupsResponse.Groups',
    625: 'DescribeGroupsResponse.Groups',
    626: 'DescribeGroupsResponse.Groups.ErrorCode',
    627: 'DescribeGroupsResponse.Groups.ErrorMessage',
    629: 'DescribeGroupsResponse.Groups.GroupId',
    630: 'DescribeGroupsResponse.Groups.GroupId',
    631: 'DescribeGroupsResponse.Groups.GroupId',
    632: 'DescribeGroupsResponse.Groups.GroupId',
    633: 'DescribeGroupsResponse.Groups.GroupState',
    634: 'DescribeGroupsResponse.Groups.GroupState',
    635: 'DescribeGroupsResponse.Groups.GroupState',
    636: 'DescribeGroupsResponse.Groups.GroupState',
    637: 'DescribeGroupsResponse.Groups.ProtocolType',
    638: 'DescribeGroupsResponse.Groups.ProtocolType',
    639: 'DescribeGroupsResponse.Groups.ProtocolType',
    640: 'DescribeGroupsResponse.Groups.ProtocolType',
    641: 'DescribeGroupsResponse.Groups.ProtocolData',
    642: 'DescribeGroupsResponse.Groups.ProtocolData',
    643: 'DescribeGroupsResponse.Groups.ProtocolData',
    644: 'DescribeGroupsResponse.Groups.ProtocolData',
    645: 'DescribeGroupsResponse.Groups.Members',
    646: 'DescribeGroupsResponse.Groups.Members',
    647: 'DescribeGroupsResponse.Groups.Members',
    648: 'DescribeGroupsResponse.Groups.Members.MemberId',
    649: 'DescribeGroupsResponse.Groups.Members.MemberId',
    650: 'DescribeGroupsResponse.Groups.Members.MemberId',
    651: 'DescribeGroupsResponse.Groups.Members.MemberId',
    652: 'DescribeGroupsResponse.Groups.Members.ClientId',
    653: 'DescribeGroupsResponse.Groups.Members.ClientId',
    654: 'DescribeGroupsResponse.Groups.Members.ClientId',
    655: 'DescribeGroupsResponse.Groups.Members.ClientId',
    656: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    657: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    658: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    659: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    660: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    661: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    662: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    663: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    664: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    665: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    666: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    674: 'DescribeGroupsResponse.Groups',
    679: 'DescribeGroupsResponse.Groups.ErrorCode',
    681: 'DescribeGroupsResponse.Groups.GroupId',
    686: 'DescribeGroupsResponse.Groups.GroupId',
    689: 'DescribeGroupsResponse.Groups.GroupId',
    690: 'DescribeGroupsResponse.Groups.GroupState',
    695: 'DescribeGroupsResponse.Groups.GroupState',
    698: 'DescribeGroupsResponse.Groups.GroupState',
    699: 'DescribeGroupsResponse.Groups.ProtocolType',
    704: 'DescribeGroupsResponse.Groups.ProtocolType',
    707: 'DescribeGroupsResponse.Groups.ProtocolType',
    708: 'DescribeGroupsResponse.Groups.ProtocolData',
    713: 'DescribeGroupsResponse.Groups.ProtocolData',
    716: 'DescribeGroupsResponse.Groups.ProtocolData',
    717: 'DescribeGroupsResponse.Groups.Members',
    722: 'DescribeGroupsResponse.Groups.Members.MemberId',
    727: 'DescribeGroupsResponse.Groups.Members.MemberId',
    730: 'DescribeGroupsResponse.Groups.Members.MemberId',
    731: 'DescribeGroupsResponse.Groups.Members.ClientId',
    736: 'DescribeGroupsResponse.Groups.Members.ClientId',
    739: 'DescribeGroupsResponse.Groups.Members.ClientId',
    740: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    745: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    748: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    749: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    759: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    786: 'DescribeGroupsResponse.ThrottleTimeMs',
    787: 'DescribeGroupsResponse.Groups',
    788: 'DescribeGroupsResponse.Groups',
    789: 'DescribeGroupsResponse.Groups',
    790: 'DescribeGroupsResponse.Groups.ErrorCode',
    791: 'DescribeGroupsResponse.Groups.ErrorMessage',
    793: 'DescribeGroupsResponse.Groups.GroupId',
    794: 'DescribeGroupsResponse.Groups.GroupId',
    795: 'DescribeGroupsResponse.Groups.GroupId',
    796: 'DescribeGroupsResponse.Groups.GroupId',
    797: 'DescribeGroupsResponse.Groups.GroupState',
    798: 'DescribeGroupsResponse.Groups.GroupState',
    799: 'DescribeGroupsResponse.Groups.GroupState',
    800: 'DescribeGroupsResponse.Groups.GroupState',
    801: 'DescribeGroupsResponse.Groups.ProtocolType',
    802: 'DescribeGroupsResponse.Groups.ProtocolType',
    803: 'DescribeGroupsResponse.Groups.ProtocolType',
    804: 'DescribeGroupsResponse.Groups.ProtocolType',
    805: 'DescribeGroupsResponse.Groups.ProtocolData',
    806: 'DescribeGroupsResponse.Groups.ProtocolData',
    807: 'DescribeGroupsResponse.Groups.ProtocolData',
    808: 'DescribeGroupsResponse.Groups.ProtocolData',
    809: 'DescribeGroupsResponse.Groups.Members',
    810: 'DescribeGroupsResponse.Groups.Members',
    811: 'DescribeGroupsResponse.Groups.Members',
    812: 'DescribeGroupsResponse.Groups.Members.MemberId',
    813: 'DescribeGroupsResponse.Groups.Members.MemberId',
    814: 'DescribeGroupsResponse.Groups.Members.MemberId',
    815: 'DescribeGroupsResponse.Groups.Members.MemberId',
    816: 'DescribeGroupsResponse.Groups.Members.ClientId',
    817: 'DescribeGroupsResponse.Groups.Members.ClientId',
    818: 'DescribeGroupsResponse.Groups.Members.ClientId',
    819: 'DescribeGroupsResponse.Groups.Members.ClientId',
    820: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    821: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    822: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    823: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    824: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    825: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    826: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    827: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    828: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    829: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    830: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    838: 'DescribeGroupsResponse.ThrottleTimeMs',
    840: 'DescribeGroupsResponse.Groups',
    845: 'DescribeGroupsResponse.Groups.ErrorCode',
    847: 'DescribeGroupsResponse.Groups.GroupId',
    852: 'DescribeGroupsResponse.Groups.GroupId',
    855: 'DescribeGroupsResponse.Groups.GroupId',
    856: 'DescribeGroupsResponse.Groups.GroupState',
    861: 'DescribeGroupsResponse.Groups.GroupState',
    864: 'DescribeGroupsResponse.Groups.GroupState',
    865: 'DescribeGroupsResponse.Groups.ProtocolType',
    870: 'DescribeGroupsResponse.Groups.ProtocolType',
    873: 'DescribeGroupsResponse.Groups.ProtocolType',
    874: 'DescribeGroupsResponse.Groups.ProtocolData',
    879: 'DescribeGroupsResponse.Groups.ProtocolData',
    882: 'DescribeGroupsResponse.Groups.ProtocolData',
    883: 'DescribeGroupsResponse.Groups.Members',
    888: 'DescribeGroupsResponse.Groups.Members.MemberId',
    893: 'DescribeGroupsResponse.Groups.Members.MemberId',
    896: 'DescribeGroupsResponse.Groups.Members.MemberId',
    897: 'DescribeGroupsResponse.Groups.Members.ClientId',
    902: 'DescribeGroupsResponse.Groups.Members.ClientId',
    905: 'DescribeGroupsResponse.Groups.Members.ClientId',
    906: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    911: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    914: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    915: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    925: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    951: 'DescribeGroupsResponse.ThrottleTimeMs',
    952: 'DescribeGroupsResponse.Groups',
    953: 'DescribeGroupsResponse.Groups',
    954: 'DescribeGroupsResponse.Groups',
    955: 'DescribeGroupsResponse.Groups.ErrorCode',
    956: 'DescribeGroupsResponse.Groups.ErrorMessage',
    958: 'DescribeGroupsResponse.Groups.GroupId',
    959: 'DescribeGroupsResponse.Groups.GroupId',
    960: 'DescribeGroupsResponse.Groups.GroupId',
    961: 'DescribeGroupsResponse.Groups.GroupId',
    962: 'DescribeGroupsResponse.Groups.GroupState',
    963: 'DescribeGroupsResponse.Groups.GroupState',
    964: 'DescribeGroupsResponse.Groups.GroupState',
    965: 'DescribeGroupsResponse.Groups.GroupState',
    966: 'DescribeGroupsResponse.Groups.ProtocolType',
    967: 'DescribeGroupsResponse.Groups.ProtocolType',
    968: 'DescribeGroupsResponse.Groups.ProtocolType',
    969: 'DescribeGroupsResponse.Groups.ProtocolType',
    970: 'DescribeGroupsResponse.Groups.ProtocolData',
    971: 'DescribeGroupsResponse.Groups.ProtocolData',
    972: 'DescribeGroupsResponse.Groups.ProtocolData',
    973: 'DescribeGroupsResponse.Groups.ProtocolData',
    974: 'DescribeGroupsResponse.Groups.Members',
    975: 'DescribeGroupsResponse.Groups.Members',
    976: 'DescribeGroupsResponse.Groups.Members',
    977: 'DescribeGroupsResponse.Groups.Members.MemberId',
    978: 'DescribeGroupsResponse.Groups.Members.MemberId',
    979: 'DescribeGroupsResponse.Groups.Members.MemberId',
    980: 'DescribeGroupsResponse.Groups.Members.MemberId',
    981: 'DescribeGroupsResponse.Groups.Members.ClientId',
    982: 'DescribeGroupsResponse.Groups.Members.ClientId',
    983: 'DescribeGroupsResponse.Groups.Members.ClientId',
    984: 'DescribeGroupsResponse.Groups.Members.ClientId',
    985: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    986: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    987: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    988: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    989: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    990: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    991: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    992: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    993: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    994: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    995: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1003: 'DescribeGroupsResponse.ThrottleTimeMs',
    1005: 'DescribeGroupsResponse.Groups',
    1010: 'DescribeGroupsResponse.Groups.ErrorCode',
    1012: 'DescribeGroupsResponse.Groups.GroupId',
    1017: 'DescribeGroupsResponse.Groups.GroupId',
    1020: 'DescribeGroupsResponse.Groups.GroupId',
    1021: 'DescribeGroupsResponse.Groups.GroupState',
    1026: 'DescribeGroupsResponse.Groups.GroupState',
    1029: 'DescribeGroupsResponse.Groups.GroupState',
    1030: 'DescribeGroupsResponse.Groups.ProtocolType',
    1035: 'DescribeGroupsResponse.Groups.ProtocolType',
    1038: 'DescribeGroupsResponse.Groups.ProtocolType',
    1039: 'DescribeGroupsResponse.Groups.ProtocolData',
    1044: 'DescribeGroupsResponse.Groups.ProtocolData',
    1047: 'DescribeGroupsResponse.Groups.ProtocolData',
    1048: 'DescribeGroupsResponse.Groups.Members',
    1053: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1058: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1061: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1062: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1067: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1070: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1071: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1076: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1079: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1080: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1090: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1116: 'DescribeGroupsResponse.ThrottleTimeMs',
    1117: 'DescribeGroupsResponse.Groups',
    1118: 'DescribeGroupsResponse.Groups',
    1119: 'DescribeGroupsResponse.Groups',
    1120: 'DescribeGroupsResponse.Groups.ErrorCode',
    1121: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1123: 'DescribeGroupsResponse.Groups.GroupId',
    1124: 'DescribeGroupsResponse.Groups.GroupId',
    1125: 'DescribeGroupsResponse.Groups.GroupId',
    1126: 'DescribeGroupsResponse.Groups.GroupId',
    1127: 'DescribeGroupsResponse.Groups.GroupState',
    1128: 'DescribeGroupsResponse.Groups.GroupState',
    1129: 'DescribeGroupsResponse.Groups.GroupState',
    1130: 'DescribeGroupsResponse.Groups.GroupState',
    1131: 'DescribeGroupsResponse.Groups.ProtocolType',
    1132: 'DescribeGroupsResponse.Groups.ProtocolType',
    1133: 'DescribeGroupsResponse.Groups.ProtocolType',
    1134: 'DescribeGroupsResponse.Groups.ProtocolType',
    1135: 'DescribeGroupsResponse.Groups.ProtocolData',
    1136: 'DescribeGroupsResponse.Groups.ProtocolData',
    1137: 'DescribeGroupsResponse.Groups.ProtocolData',
    1138: 'DescribeGroupsResponse.Groups.ProtocolData',
    1139: 'DescribeGroupsResponse.Groups.Members',
    1140: 'DescribeGroupsResponse.Groups.Members',
    1141: 'DescribeGroupsResponse.Groups.Members',
    1142: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1143: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1144: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1145: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1146: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1147: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1148: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1149: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1150: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1151: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1152: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1153: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1154: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1155: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1156: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1157: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1158: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1159: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1160: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1167: 'DescribeGroupsResponse.ThrottleTimeMs',
    1169: 'DescribeGroupsResponse.Groups',
    1174: 'DescribeGroupsResponse.Groups.ErrorCode',
    1176: 'DescribeGroupsResponse.Groups.GroupId',
    1181: 'DescribeGroupsResponse.Groups.GroupId',
    1184: 'DescribeGroupsResponse.Groups.GroupId',
    1185: 'DescribeGroupsResponse.Groups.GroupState',
    1190: 'DescribeGroupsResponse.Groups.GroupState',
    1193: 'DescribeGroupsResponse.Groups.GroupState',
    1194: 'DescribeGroupsResponse.Groups.ProtocolType',
    1199: 'DescribeGroupsResponse.Groups.ProtocolType',
    1202: 'DescribeGroupsResponse.Groups.ProtocolType',
    1203: 'DescribeGroupsResponse.Groups.ProtocolData',
    1208: 'DescribeGroupsResponse.Groups.ProtocolData',
    1211: 'DescribeGroupsResponse.Groups.ProtocolData',
    1212: 'DescribeGroupsResponse.Groups.Members',
    1217: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1222: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1225: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1226: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1231: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1234: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1235: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1240: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1243: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1244: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1254: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1268: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1281: 'DescribeGroupsResponse.ThrottleTimeMs',
    1282: 'DescribeGroupsResponse.Groups',
    1283: 'DescribeGroupsResponse.Groups',
    1284: 'DescribeGroupsResponse.Groups',
    1285: 'DescribeGroupsResponse.Groups.ErrorCode',
    1286: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1288: 'DescribeGroupsResponse.Groups.GroupId',
    1289: 'DescribeGroupsResponse.Groups.GroupId',
    1290: 'DescribeGroupsResponse.Groups.GroupId',
    1291: 'DescribeGroupsResponse.Groups.GroupId',
    1292: 'DescribeGroupsResponse.Groups.GroupState',
    1293: 'DescribeGroupsResponse.Groups.GroupState',
    1294: 'DescribeGroupsResponse.Groups.GroupState',
    1295: 'DescribeGroupsResponse.Groups.GroupState',
    1296: 'DescribeGroupsResponse.Groups.ProtocolType',
    1297: 'DescribeGroupsResponse.Groups.ProtocolType',
    1298: 'DescribeGroupsResponse.Groups.ProtocolType',
    1299: 'DescribeGroupsResponse.Groups.ProtocolType',
    1300: 'DescribeGroupsResponse.Groups.ProtocolData',
    1301: 'DescribeGroupsResponse.Groups.ProtocolData',
    1302: 'DescribeGroupsResponse.Groups.ProtocolData',
    1303: 'DescribeGroupsResponse.Groups.ProtocolData',
    1304: 'DescribeGroupsResponse.Groups.Members',
    1305: 'DescribeGroupsResponse.Groups.Members',
    1306: 'DescribeGroupsResponse.Groups.Members',
    1307: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1308: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1309: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1310: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1311: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1312: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1313: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1314: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1315: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1316: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1317: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1318: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1319: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1320: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1321: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1322: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1323: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1324: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1325: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1326: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1327: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1328: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1329: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1330: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1331: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1332: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1339: 'DescribeGroupsResponse.ThrottleTimeMs',
    1341: 'DescribeGroupsResponse.Groups',
    1346: 'DescribeGroupsResponse.Groups.ErrorCode',
    1348: 'DescribeGroupsResponse.Groups.GroupId',
    1353: 'DescribeGroupsResponse.Groups.GroupId',
    1356: 'DescribeGroupsResponse.Groups.GroupId',
    1357: 'DescribeGroupsResponse.Groups.GroupState',
    1362: 'DescribeGroupsResponse.Groups.GroupState',
    1365: 'DescribeGroupsResponse.Groups.GroupState',
    1366: 'DescribeGroupsResponse.Groups.ProtocolType',
    1371: 'DescribeGroupsResponse.Groups.ProtocolType',
    1374: 'DescribeGroupsResponse.Groups.ProtocolType',
    1375: 'DescribeGroupsResponse.Groups.ProtocolData',
    1380: 'DescribeGroupsResponse.Groups.ProtocolData',
    1383: 'DescribeGroupsResponse.Groups.ProtocolData',
    1384: 'DescribeGroupsResponse.Groups.Members',
    1389: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1394: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1397: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1398: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1403: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1406: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1407: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1412: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1415: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1416: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1421: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1424: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1425: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1435: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1448: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1461: 'DescribeGroupsResponse.ThrottleTimeMs',
    1462: 'DescribeGroupsResponse.Groups',
    1463: 'DescribeGroupsResponse.Groups',
    1464: 'DescribeGroupsResponse.Groups',
    1465: 'DescribeGroupsResponse.Groups',
    1466: 'DescribeGroupsResponse.Groups.ErrorCode',
    1467: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1469: 'DescribeGroupsResponse.Groups.GroupId',
    1470: 'DescribeGroupsResponse.Groups.GroupId',
    1471: 'DescribeGroupsResponse.Groups.GroupId',
    1472: 'DescribeGroupsResponse.Groups.GroupId',
    1473: 'DescribeGroupsResponse.Groups.GroupId',
    1474: 'DescribeGroupsResponse.Groups.GroupState',
    1475: 'DescribeGroupsResponse.Groups.GroupState',
    1476: 'DescribeGroupsResponse.Groups.GroupState',
    1477: 'DescribeGroupsResponse.Groups.GroupState',
    1478: 'DescribeGroupsResponse.Groups.GroupState',
    1479: 'DescribeGroupsResponse.Groups.ProtocolType',
    1480: 'DescribeGroupsResponse.Groups.ProtocolType',
    1481: 'DescribeGroupsResponse.Groups.ProtocolType',
    1482: 'DescribeGroupsResponse.Groups.ProtocolType',
    1483: 'DescribeGroupsResponse.Groups.ProtocolType',
    1484: 'DescribeGroupsResponse.Groups.ProtocolData',
    1485: 'DescribeGroupsResponse.Groups.ProtocolData',
    1486: 'DescribeGroupsResponse.Groups.ProtocolData',
    1487: 'DescribeGroupsResponse.Groups.ProtocolData',
    1488: 'DescribeGroupsResponse.Groups.ProtocolData',
    1489: 'DescribeGroupsResponse.Groups.Members',
    1490: 'DescribeGroupsResponse.Groups.Members',
    1491: 'DescribeGroupsResponse.Groups.Members',
    1492: 'DescribeGroupsResponse.Groups.Members',
    1493: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1494: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1495: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1496: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1497: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1498: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1499: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1500: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1501: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1502: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1503: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1504: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1505: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1506: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1507: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1508: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1509: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1510: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1511: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1512: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1513: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1514: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1515: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1516: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1517: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1518: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1519: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1520: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1521: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1522: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1523: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1524: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1525: 'DescribeGroupsResponse.Groups.Members',
    1528: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1529: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1530: 'DescribeGroupsResponse.Groups._unknown_tags',
    1531: 'DescribeGroupsResponse.Groups',
    1534: 'DescribeGroupsResponse.Groups._unknown_tags',
    1535: 'DescribeGroupsResponse._unknown_tags',
    1536: 'DescribeGroupsResponse',
    1539: 'DescribeGroupsResponse._unknown_tags',
    1546: 'DescribeGroupsResponse.ThrottleTimeMs',
    1548: 'DescribeGroupsResponse.Groups',
    1552: 'DescribeGroupsResponse.Groups',
    1557: 'DescribeGroupsResponse.Groups.ErrorCode',
    1559: 'DescribeGroupsResponse.Groups.GroupId',
    1564: 'DescribeGroupsResponse.Groups.GroupId',
    1567: 'DescribeGroupsResponse.Groups.GroupId',
    1568: 'DescribeGroupsResponse.Groups.GroupState',
    1573: 'DescribeGroupsResponse.Groups.GroupState',
    1576: 'DescribeGroupsResponse.Groups.GroupState',
    1577: 'DescribeGroupsResponse.Groups.ProtocolType',
    1582: 'DescribeGroupsResponse.Groups.ProtocolType',
    1585: 'DescribeGroupsResponse.Groups.ProtocolType',
    1586: 'DescribeGroupsResponse.Groups.ProtocolData',
    1591: 'DescribeGroupsResponse.Groups.ProtocolData',
    1594: 'DescribeGroupsResponse.Groups.ProtocolData',
    1595: 'DescribeGroupsResponse.Groups.Members',
    1599: 'DescribeGroupsResponse.Groups.Members',
    1604: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1609: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1612: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1613: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1618: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1621: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1622: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1627: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1630: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1631: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1636: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1639: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1640: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1644: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1654: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1658: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1668: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1672: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1677: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1678: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1689: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1692: 'DescribeGroupsResponse.Groups._tagged_fields',
    1696: 'DescribeGroupsResponse.Groups._tagged_fields',
    1701: 'DescribeGroupsResponse.Groups._tagged_fields',
    1702: 'DescribeGroupsResponse.Groups._tagged_fields',
    1713: 'DescribeGroupsResponse._tagged_fields',
    1717: 'DescribeGroupsResponse._tagged_fields',
    1722: 'DescribeGroupsResponse._tagged_fields',
    1723: 'DescribeGroupsResponse._tagged_fields',
    1738: 'DescribeGroupsResponse.ThrottleTimeMs',
    1739: 'DescribeGroupsResponse.Groups',
    1740: 'DescribeGroupsResponse.Groups',
    1741: 'DescribeGroupsResponse.Groups',
    1742: 'DescribeGroupsResponse.Groups',
    1743: 'DescribeGroupsResponse.Groups.ErrorCode',
    1744: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1745: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1746: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1747: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1748: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1749: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1750: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1751: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1752: 'DescribeGroupsResponse.Groups.GroupId',
    1753: 'DescribeGroupsResponse.Groups.GroupId',
    1754: 'DescribeGroupsResponse.Groups.GroupId',
    1755: 'DescribeGroupsResponse.Groups.GroupId',
    1756: 'DescribeGroupsResponse.Groups.GroupId',
    1757: 'DescribeGroupsResponse.Groups.GroupState',
    1758: 'DescribeGroupsResponse.Groups.GroupState',
    1759: 'DescribeGroupsResponse.Groups.GroupState',
    1760: 'DescribeGroupsResponse.Groups.GroupState',
    1761: 'DescribeGroupsResponse.Groups.GroupState',
    1762: 'DescribeGroupsResponse.Groups.ProtocolType',
    1763: 'DescribeGroupsResponse.Groups.ProtocolType',
    1764: 'DescribeGroupsResponse.Groups.ProtocolType',
    1765: 'DescribeGroupsResponse.Groups.ProtocolType',
    1766: 'DescribeGroupsResponse.Groups.ProtocolType',
    1767: 'DescribeGroupsResponse.Groups.ProtocolData',
    1768: 'DescribeGroupsResponse.Groups.ProtocolData',
    1769: 'DescribeGroupsResponse.Groups.ProtocolData',
    1770: 'DescribeGroupsResponse.Groups.ProtocolData',
    1771: 'DescribeGroupsResponse.Groups.ProtocolData',
    1772: 'DescribeGroupsResponse.Groups.Members',
    1773: 'DescribeGroupsResponse.Groups.Members',
    1774: 'DescribeGroupsResponse.Groups.Members',
    1775: 'DescribeGroupsResponse.Groups.Members',
    1776: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1777: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1778: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1779: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1780: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1781: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1782: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1783: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1784: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1785: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1786: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1787: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1788: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1789: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1790: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1791: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1792: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1793: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1794: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1795: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1796: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1797: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1798: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1799: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1800: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1801: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1802: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1803: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1804: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1805: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1806: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1807: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1808: 'DescribeGroupsResponse.Groups.Members',
    1811: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1812: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1813: 'DescribeGroupsResponse.Groups._unknown_tags',
    1814: 'DescribeGroupsResponse.Groups',
    1817: 'DescribeGroupsResponse.Groups._unknown_tags',
    1818: 'DescribeGroupsResponse._unknown_tags',
    1819: 'DescribeGroupsResponse',
    1822: 'DescribeGroupsResponse._unknown_tags',
    1829: 'DescribeGroupsResponse.ThrottleTimeMs',
    1831: 'DescribeGroupsResponse.Groups',
    1835: 'DescribeGroupsResponse.Groups',
    1840: 'DescribeGroupsResponse.Groups.ErrorCode',
    1842: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1847: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1850: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1851: 'DescribeGroupsResponse.Groups.GroupId',
    1856: 'DescribeGroupsResponse.Groups.GroupId',
    1859: 'DescribeGroupsResponse.Groups.GroupId',
    1860: 'DescribeGroupsResponse.Groups.GroupState',
    1865: 'DescribeGroupsResponse.Groups.GroupState',
    1868: 'DescribeGroupsResponse.Groups.GroupState',
    1869: 'DescribeGroupsResponse.Groups.ProtocolType',
    1874: 'DescribeGroupsResponse.Groups.ProtocolType',
    1877: 'DescribeGroupsResponse.Groups.ProtocolType',
    1878: 'DescribeGroupsResponse.Groups.ProtocolData',
    1883: 'DescribeGroupsResponse.Groups.ProtocolData',
    1886: 'DescribeGroupsResponse.Groups.ProtocolData',
    1887: 'DescribeGroupsResponse.Groups.Members',
    1891: 'DescribeGroupsResponse.Groups.Members',
    1896: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1901: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1904: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1905: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1910: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1913: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1914: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1919: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1922: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1923: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1928: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1931: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1932: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1936: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1946: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1950: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1960: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1964: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1969: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1970: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1981: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1983: 'DescribeGroupsResponse.Groups._tagged_fields',
    1987: 'DescribeGroupsResponse.Groups._tagged_fields',
    1992: 'DescribeGroupsResponse.Groups._tagged_fields',
    1993: 'DescribeGroupsResponse.Groups._tagged_fields',
    2004: 'DescribeGroupsResponse._tagged_fields',
    2008: 'DescribeGroupsResponse._tagged_fields',
    2013: 'DescribeGroupsResponse._tagged_fields',
    2014: 'DescribeGroupsResponse._tagged_fields',
}
