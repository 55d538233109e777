# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeGroupsRequest.json, schemas/messages/DescribeGroupsResponse.json.
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

__all__ = ['DescribeGroupsRequest', 'DescribeGroupsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S__ = Struct('>?')
_S_h = Struct('>h')
_S_i = Struct('>i')


class DescribeGroupsRequest(_Message):
    __slots__ = ('groups', 'include_authorized_operations', '_unknown_tags')
    NAME = 'DescribeGroupsRequest'
    TYPE = 'request'
    API_KEY = 15
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (5, 6)

    def __init__(self, *, groups=_EMPTY, include_authorized_operations=False, _unknown_tags=None):
        self.groups = [] if groups is _EMPTY else groups
        self.include_authorized_operations = include_authorized_operations
        self._unknown_tags = _unknown_tags


DescribeGroupsRequest.FIELDS = (
    _FI('Groups', 'groups', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('IncludeAuthorizedOperations', 'include_authorized_operations', 'bool', (3, 32767), (1, 0), (1, 0), None, False, False, None),
)


def _enc_DescribeGroupsRequest_v0(o):
    parts = []
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


def _dec_DescribeGroupsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n6, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l7 = []
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


def _enc_DescribeGroupsRequest_v1(o):
    parts = []
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


def _dec_DescribeGroupsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n17, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l18 = []
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


def _enc_DescribeGroupsRequest_v2(o):
    parts = []
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


def _dec_DescribeGroupsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n28, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l29 = []
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


def _enc_DescribeGroupsRequest_v3(o):
    parts = []
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


def _dec_DescribeGroupsRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n39, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l40 = []
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


def _enc_DescribeGroupsRequest_v4(o):
    parts = []
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


def _dec_DescribeGroupsRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n50, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsRequest.Groups')
    l51 = []
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


def _enc_DescribeGroupsRequest_v5(o):
    parts = []
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


def _dec_DescribeGroupsRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n63 = buf[pos] - 1
    if 0 <= n63 < 127:
        pos += 1
    else:
        n63, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsRequest.Groups')
    l64 = []
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
        uk70 = None
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


def _enc_DescribeGroupsRequest_v6(o):
    parts = []
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


def _dec_DescribeGroupsRequest_v6(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsRequest)
    n81 = buf[pos] - 1
    if 0 <= n81 < 127:
        pos += 1
    else:
        n81, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsRequest.Groups')
    l82 = []
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
        uk88 = None
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
    __slots__ = ('throttle_time_ms', 'groups', '_unknown_tags')
    NAME = 'DescribeGroupsResponse'
    TYPE = 'response'
    API_KEY = 15
    VALID_VERSIONS = (0, 6)
    FLEXIBLE_VERSIONS = (5, 6)

    def __init__(self, *, throttle_time_ms=0, groups=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _EMPTY else groups
        self._unknown_tags = _unknown_tags

    class DescribedGroup(_Message):
        __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'protocol_type', 'protocol_data', 'members', 'authorized_operations', '_unknown_tags')
        NAME = 'DescribeGroupsResponse.DescribedGroup'

        def __init__(self, *, error_code=0, error_message=None, group_id='', group_state='', protocol_type='', protocol_data='', members=_EMPTY, authorized_operations=-2147483648, _unknown_tags=None):
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
        __slots__ = ('member_id', 'group_instance_id', 'client_id', 'client_host', 'member_metadata', 'member_assignment', '_unknown_tags')
        NAME = 'DescribeGroupsResponse.DescribedGroupMember'

        def __init__(self, *, member_id='', group_instance_id=None, client_id='', client_host='', member_metadata=b'', member_assignment=b'', _unknown_tags=None):
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


def _enc_DescribeGroupsResponse_v0(o):
    parts = []
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


def _dec_DescribeGroupsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    n121, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l122 = []
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
        l134 = []
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
            t136.member_metadata, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', False)
            t136.member_assignment, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', False)
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


def _enc_DescribeGroupsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l143 = o.groups
    a(_S_i.pack(len(l143)))
    for e144 in l143:
        a(_S_h.pack(e144.error_code))
        if e144.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 1)
        s145 = e144.group_id
        b146 = s145.encode()
        a(_S_h.pack(len(b146)))
        a(b146)
        s148 = e144.group_state
        b149 = s148.encode()
        a(_S_h.pack(len(b149)))
        a(b149)
        s151 = e144.protocol_type
        b152 = s151.encode()
        a(_S_h.pack(len(b152)))
        a(b152)
        s154 = e144.protocol_data
        b155 = s154.encode()
        a(_S_h.pack(len(b155)))
        a(b155)
        l157 = e144.members
        a(_S_i.pack(len(l157)))
        for e158 in l157:
            s159 = e158.member_id
            b160 = s159.encode()
            a(_S_h.pack(len(b160)))
            a(b160)
            s162 = e158.client_id
            b163 = s162.encode()
            a(_S_h.pack(len(b163)))
            a(b163)
            s165 = e158.client_host
            b166 = s165.encode()
            a(_S_h.pack(len(b166)))
            a(b166)
            s168 = e158.member_metadata
            a(_S_i.pack(len(s168)))
            a(s168)
            s170 = e158.member_assignment
            a(_S_i.pack(len(s170)))
            a(s170)
        if e144.authorized_operations != -2147483648:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.AuthorizedOperations', 1)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n172, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l173 = []
    ap174 = l173.append
    for _ in range(n172):
        t175 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t175.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n176, = _S_h.unpack_from(buf, pos)
        if n176 >= 0:
            x177 = pos + 2 + n176
            if x177 > blen:
                raise _bad_length(n176, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t175.group_id = str(buf[pos + 2:x177], 'utf-8')
            pos = x177
        else:
            t175.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n178, = _S_h.unpack_from(buf, pos)
        if n178 >= 0:
            x179 = pos + 2 + n178
            if x179 > blen:
                raise _bad_length(n178, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t175.group_state = str(buf[pos + 2:x179], 'utf-8')
            pos = x179
        else:
            t175.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n180, = _S_h.unpack_from(buf, pos)
        if n180 >= 0:
            x181 = pos + 2 + n180
            if x181 > blen:
                raise _bad_length(n180, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t175.protocol_type = str(buf[pos + 2:x181], 'utf-8')
            pos = x181
        else:
            t175.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n182, = _S_h.unpack_from(buf, pos)
        if n182 >= 0:
            x183 = pos + 2 + n182
            if x183 > blen:
                raise _bad_length(n182, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t175.protocol_data = str(buf[pos + 2:x183], 'utf-8')
            pos = x183
        else:
            t175.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n184, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l185 = []
        ap186 = l185.append
        for _ in range(n184):
            t187 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n188, = _S_h.unpack_from(buf, pos)
            if n188 >= 0:
                x189 = pos + 2 + n188
                if x189 > blen:
                    raise _bad_length(n188, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t187.member_id = str(buf[pos + 2:x189], 'utf-8')
                pos = x189
            else:
                t187.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n190, = _S_h.unpack_from(buf, pos)
            if n190 >= 0:
                x191 = pos + 2 + n190
                if x191 > blen:
                    raise _bad_length(n190, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t187.client_id = str(buf[pos + 2:x191], 'utf-8')
                pos = x191
            else:
                t187.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n192, = _S_h.unpack_from(buf, pos)
            if n192 >= 0:
                x193 = pos + 2 + n192
                if x193 > blen:
                    raise _bad_length(n192, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t187.client_host = str(buf[pos + 2:x193], 'utf-8')
                pos = x193
            else:
                t187.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            t187.member_metadata, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', False)
            t187.member_assignment, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', False)
            t187.group_instance_id = None
            t187._unknown_tags = None
            ap186(t187)
        t175.members = l185
        t175.error_message = None
        t175.authorized_operations = -2147483648
        t175._unknown_tags = None
        ap174(t175)
    o.groups = l173
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l194 = o.groups
    a(_S_i.pack(len(l194)))
    for e195 in l194:
        a(_S_h.pack(e195.error_code))
        if e195.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 2)
        s196 = e195.group_id
        b197 = s196.encode()
        a(_S_h.pack(len(b197)))
        a(b197)
        s199 = e195.group_state
        b200 = s199.encode()
        a(_S_h.pack(len(b200)))
        a(b200)
        s202 = e195.protocol_type
        b203 = s202.encode()
        a(_S_h.pack(len(b203)))
        a(b203)
        s205 = e195.protocol_data
        b206 = s205.encode()
        a(_S_h.pack(len(b206)))
        a(b206)
        l208 = e195.members
        a(_S_i.pack(len(l208)))
        for e209 in l208:
            s210 = e209.member_id
            b211 = s210.encode()
            a(_S_h.pack(len(b211)))
            a(b211)
            s213 = e209.client_id
            b214 = s213.encode()
            a(_S_h.pack(len(b214)))
            a(b214)
            s216 = e209.client_host
            b217 = s216.encode()
            a(_S_h.pack(len(b217)))
            a(b217)
            s219 = e209.member_metadata
            a(_S_i.pack(len(s219)))
            a(s219)
            s221 = e209.member_assignment
            a(_S_i.pack(len(s221)))
            a(s221)
        if e195.authorized_operations != -2147483648:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.AuthorizedOperations', 2)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n223, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l224 = []
    ap225 = l224.append
    for _ in range(n223):
        t226 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t226.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n227, = _S_h.unpack_from(buf, pos)
        if n227 >= 0:
            x228 = pos + 2 + n227
            if x228 > blen:
                raise _bad_length(n227, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t226.group_id = str(buf[pos + 2:x228], 'utf-8')
            pos = x228
        else:
            t226.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n229, = _S_h.unpack_from(buf, pos)
        if n229 >= 0:
            x230 = pos + 2 + n229
            if x230 > blen:
                raise _bad_length(n229, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t226.group_state = str(buf[pos + 2:x230], 'utf-8')
            pos = x230
        else:
            t226.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n231, = _S_h.unpack_from(buf, pos)
        if n231 >= 0:
            x232 = pos + 2 + n231
            if x232 > blen:
                raise _bad_length(n231, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t226.protocol_type = str(buf[pos + 2:x232], 'utf-8')
            pos = x232
        else:
            t226.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n233, = _S_h.unpack_from(buf, pos)
        if n233 >= 0:
            x234 = pos + 2 + n233
            if x234 > blen:
                raise _bad_length(n233, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t226.protocol_data = str(buf[pos + 2:x234], 'utf-8')
            pos = x234
        else:
            t226.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n235, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l236 = []
        ap237 = l236.append
        for _ in range(n235):
            t238 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n239, = _S_h.unpack_from(buf, pos)
            if n239 >= 0:
                x240 = pos + 2 + n239
                if x240 > blen:
                    raise _bad_length(n239, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t238.member_id = str(buf[pos + 2:x240], 'utf-8')
                pos = x240
            else:
                t238.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n241, = _S_h.unpack_from(buf, pos)
            if n241 >= 0:
                x242 = pos + 2 + n241
                if x242 > blen:
                    raise _bad_length(n241, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t238.client_id = str(buf[pos + 2:x242], 'utf-8')
                pos = x242
            else:
                t238.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n243, = _S_h.unpack_from(buf, pos)
            if n243 >= 0:
                x244 = pos + 2 + n243
                if x244 > blen:
                    raise _bad_length(n243, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t238.client_host = str(buf[pos + 2:x244], 'utf-8')
                pos = x244
            else:
                t238.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            t238.member_metadata, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', False)
            t238.member_assignment, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', False)
            t238.group_instance_id = None
            t238._unknown_tags = None
            ap237(t238)
        t226.members = l236
        t226.error_message = None
        t226.authorized_operations = -2147483648
        t226._unknown_tags = None
        ap225(t226)
    o.groups = l224
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l245 = o.groups
    a(_S_i.pack(len(l245)))
    for e246 in l245:
        a(_S_h.pack(e246.error_code))
        if e246.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 3)
        s247 = e246.group_id
        b248 = s247.encode()
        a(_S_h.pack(len(b248)))
        a(b248)
        s250 = e246.group_state
        b251 = s250.encode()
        a(_S_h.pack(len(b251)))
        a(b251)
        s253 = e246.protocol_type
        b254 = s253.encode()
        a(_S_h.pack(len(b254)))
        a(b254)
        s256 = e246.protocol_data
        b257 = s256.encode()
        a(_S_h.pack(len(b257)))
        a(b257)
        l259 = e246.members
        a(_S_i.pack(len(l259)))
        for e260 in l259:
            s261 = e260.member_id
            b262 = s261.encode()
            a(_S_h.pack(len(b262)))
            a(b262)
            s264 = e260.client_id
            b265 = s264.encode()
            a(_S_h.pack(len(b265)))
            a(b265)
            s267 = e260.client_host
            b268 = s267.encode()
            a(_S_h.pack(len(b268)))
            a(b268)
            s270 = e260.member_metadata
            a(_S_i.pack(len(s270)))
            a(s270)
            s272 = e260.member_assignment
            a(_S_i.pack(len(s272)))
            a(s272)
        a(_S_i.pack(e246.authorized_operations))
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n274, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l275 = []
    ap276 = l275.append
    for _ in range(n274):
        t277 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t277.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n278, = _S_h.unpack_from(buf, pos)
        if n278 >= 0:
            x279 = pos + 2 + n278
            if x279 > blen:
                raise _bad_length(n278, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t277.group_id = str(buf[pos + 2:x279], 'utf-8')
            pos = x279
        else:
            t277.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n280, = _S_h.unpack_from(buf, pos)
        if n280 >= 0:
            x281 = pos + 2 + n280
            if x281 > blen:
                raise _bad_length(n280, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t277.group_state = str(buf[pos + 2:x281], 'utf-8')
            pos = x281
        else:
            t277.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n282, = _S_h.unpack_from(buf, pos)
        if n282 >= 0:
            x283 = pos + 2 + n282
            if x283 > blen:
                raise _bad_length(n282, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t277.protocol_type = str(buf[pos + 2:x283], 'utf-8')
            pos = x283
        else:
            t277.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n284, = _S_h.unpack_from(buf, pos)
        if n284 >= 0:
            x285 = pos + 2 + n284
            if x285 > blen:
                raise _bad_length(n284, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t277.protocol_data = str(buf[pos + 2:x285], 'utf-8')
            pos = x285
        else:
            t277.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n286, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l287 = []
        ap288 = l287.append
        for _ in range(n286):
            t289 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n290, = _S_h.unpack_from(buf, pos)
            if n290 >= 0:
                x291 = pos + 2 + n290
                if x291 > blen:
                    raise _bad_length(n290, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t289.member_id = str(buf[pos + 2:x291], 'utf-8')
                pos = x291
            else:
                t289.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n292, = _S_h.unpack_from(buf, pos)
            if n292 >= 0:
                x293 = pos + 2 + n292
                if x293 > blen:
                    raise _bad_length(n292, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t289.client_id = str(buf[pos + 2:x293], 'utf-8')
                pos = x293
            else:
                t289.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n294, = _S_h.unpack_from(buf, pos)
            if n294 >= 0:
                x295 = pos + 2 + n294
                if x295 > blen:
                    raise _bad_length(n294, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t289.client_host = str(buf[pos + 2:x295], 'utf-8')
                pos = x295
            else:
                t289.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            t289.member_metadata, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', False)
            t289.member_assignment, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', False)
            t289.group_instance_id = None
            t289._unknown_tags = None
            ap288(t289)
        t277.members = l287
        t277.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t277.error_message = None
        t277._unknown_tags = None
        ap276(t277)
    o.groups = l275
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l296 = o.groups
    a(_S_i.pack(len(l296)))
    for e297 in l296:
        a(_S_h.pack(e297.error_code))
        if e297.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 4)
        s298 = e297.group_id
        b299 = s298.encode()
        a(_S_h.pack(len(b299)))
        a(b299)
        s301 = e297.group_state
        b302 = s301.encode()
        a(_S_h.pack(len(b302)))
        a(b302)
        s304 = e297.protocol_type
        b305 = s304.encode()
        a(_S_h.pack(len(b305)))
        a(b305)
        s307 = e297.protocol_data
        b308 = s307.encode()
        a(_S_h.pack(len(b308)))
        a(b308)
        l310 = e297.members
        a(_S_i.pack(len(l310)))
        for e311 in l310:
            s312 = e311.member_id
            b313 = s312.encode()
            a(_S_h.pack(len(b313)))
            a(b313)
            s315 = e311.group_instance_id
            if s315 is None:
                a(b'\xff\xff')
            else:
                b316 = s315.encode()
                a(_S_h.pack(len(b316)))
                a(b316)
            s318 = e311.client_id
            b319 = s318.encode()
            a(_S_h.pack(len(b319)))
            a(b319)
            s321 = e311.client_host
            b322 = s321.encode()
            a(_S_h.pack(len(b322)))
            a(b322)
            s324 = e311.member_metadata
            a(_S_i.pack(len(s324)))
            a(s324)
            s326 = e311.member_assignment
            a(_S_i.pack(len(s326)))
            a(s326)
        a(_S_i.pack(e297.authorized_operations))
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n328, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups')
    l329 = []
    ap330 = l329.append
    for _ in range(n328):
        t331 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t331.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n332, = _S_h.unpack_from(buf, pos)
        if n332 >= 0:
            x333 = pos + 2 + n332
            if x333 > blen:
                raise _bad_length(n332, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t331.group_id = str(buf[pos + 2:x333], 'utf-8')
            pos = x333
        else:
            t331.group_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupId')
        n334, = _S_h.unpack_from(buf, pos)
        if n334 >= 0:
            x335 = pos + 2 + n334
            if x335 > blen:
                raise _bad_length(n334, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t331.group_state = str(buf[pos + 2:x335], 'utf-8')
            pos = x335
        else:
            t331.group_state, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.GroupState')
        n336, = _S_h.unpack_from(buf, pos)
        if n336 >= 0:
            x337 = pos + 2 + n336
            if x337 > blen:
                raise _bad_length(n336, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t331.protocol_type = str(buf[pos + 2:x337], 'utf-8')
            pos = x337
        else:
            t331.protocol_type, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n338, = _S_h.unpack_from(buf, pos)
        if n338 >= 0:
            x339 = pos + 2 + n338
            if x339 > blen:
                raise _bad_length(n338, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t331.protocol_data = str(buf[pos + 2:x339], 'utf-8')
            pos = x339
        else:
            t331.protocol_data, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n340, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l341 = []
        ap342 = l341.append
        for _ in range(n340):
            t343 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n344, = _S_h.unpack_from(buf, pos)
            if n344 >= 0:
                x345 = pos + 2 + n344
                if x345 > blen:
                    raise _bad_length(n344, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t343.member_id = str(buf[pos + 2:x345], 'utf-8')
                pos = x345
            else:
                t343.member_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n346, = _S_h.unpack_from(buf, pos)
            if n346 >= 0:
                x347 = pos + 2 + n346
                if x347 > blen:
                    raise _bad_length(n346, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId', pos)
                t343.group_instance_id = str(buf[pos + 2:x347], 'utf-8')
                pos = x347
            else:
                t343.group_instance_id, pos = _read_string(buf, pos, False, True, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId')
            n348, = _S_h.unpack_from(buf, pos)
            if n348 >= 0:
                x349 = pos + 2 + n348
                if x349 > blen:
                    raise _bad_length(n348, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t343.client_id = str(buf[pos + 2:x349], 'utf-8')
                pos = x349
            else:
                t343.client_id, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n350, = _S_h.unpack_from(buf, pos)
            if n350 >= 0:
                x351 = pos + 2 + n350
                if x351 > blen:
                    raise _bad_length(n350, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t343.client_host = str(buf[pos + 2:x351], 'utf-8')
                pos = x351
            else:
                t343.client_host, pos = _read_string(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            t343.member_metadata, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', False)
            t343.member_assignment, pos = _read_bytes(buf, pos, False, False, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', False)
            t343._unknown_tags = None
            ap342(t343)
        t331.members = l341
        t331.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t331.error_message = None
        t331._unknown_tags = None
        ap330(t331)
    o.groups = l329
    o._unknown_tags = None
    return o, pos


def _enc_DescribeGroupsResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l352 = o.groups
    n353 = len(l352) + 1
    a(_UV[n353] if n353 < 128 else _uv(n353))
    for e354 in l352:
        a(_S_h.pack(e354.error_code))
        if e354.error_message is not None:
            raise _unsupported_field('DescribeGroupsResponse', 'Groups.ErrorMessage', 5)
        s355 = e354.group_id
        b356 = s355.encode()
        n357 = len(b356) + 1
        a(_UV[n357] if n357 < 128 else _uv(n357))
        a(b356)
        s358 = e354.group_state
        b359 = s358.encode()
        n360 = len(b359) + 1
        a(_UV[n360] if n360 < 128 else _uv(n360))
        a(b359)
        s361 = e354.protocol_type
        b362 = s361.encode()
        n363 = len(b362) + 1
        a(_UV[n363] if n363 < 128 else _uv(n363))
        a(b362)
        s364 = e354.protocol_data
        b365 = s364.encode()
        n366 = len(b365) + 1
        a(_UV[n366] if n366 < 128 else _uv(n366))
        a(b365)
        l367 = e354.members
        n368 = len(l367) + 1
        a(_UV[n368] if n368 < 128 else _uv(n368))
        for e369 in l367:
            s370 = e369.member_id
            b371 = s370.encode()
            n372 = len(b371) + 1
            a(_UV[n372] if n372 < 128 else _uv(n372))
            a(b371)
            s373 = e369.group_instance_id
            if s373 is None:
                a(_H0)
            else:
                b374 = s373.encode()
                n375 = len(b374) + 1
                a(_UV[n375] if n375 < 128 else _uv(n375))
                a(b374)
            s376 = e369.client_id
            b377 = s376.encode()
            n378 = len(b377) + 1
            a(_UV[n378] if n378 < 128 else _uv(n378))
            a(b377)
            s379 = e369.client_host
            b380 = s379.encode()
            n381 = len(b380) + 1
            a(_UV[n381] if n381 < 128 else _uv(n381))
            a(b380)
            s382 = e369.member_metadata
            n383 = len(s382) + 1
            a(_UV[n383] if n383 < 128 else _uv(n383))
            a(s382)
            s384 = e369.member_assignment
            n385 = len(s384) + 1
            a(_UV[n385] if n385 < 128 else _uv(n385))
            a(s384)
            u386 = e369._unknown_tags
            if u386 is None:
                a(_H0)
            else:
                _write_tags(a, None, u386)
        a(_S_i.pack(e354.authorized_operations))
        u387 = e354._unknown_tags
        if u387 is None:
            a(_H0)
        else:
            _write_tags(a, None, u387)
    u388 = o._unknown_tags
    if u388 is None:
        a(_H0)
    else:
        _write_tags(a, None, u388)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n389 = buf[pos] - 1
    if 0 <= n389 < 127:
        pos += 1
    else:
        n389, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups')
    l390 = []
    ap391 = l390.append
    for _ in range(n389):
        t392 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t392.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n393 = buf[pos] - 1
        if 0 <= n393 < 127:
            x394 = pos + 1 + n393
            if x394 > blen:
                raise _bad_length(n393, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t392.group_id = str(buf[pos + 1:x394], 'utf-8')
            pos = x394
        else:
            t392.group_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupId')
        n395 = buf[pos] - 1
        if 0 <= n395 < 127:
            x396 = pos + 1 + n395
            if x396 > blen:
                raise _bad_length(n395, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t392.group_state = str(buf[pos + 1:x396], 'utf-8')
            pos = x396
        else:
            t392.group_state, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupState')
        n397 = buf[pos] - 1
        if 0 <= n397 < 127:
            x398 = pos + 1 + n397
            if x398 > blen:
                raise _bad_length(n397, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t392.protocol_type = str(buf[pos + 1:x398], 'utf-8')
            pos = x398
        else:
            t392.protocol_type, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n399 = buf[pos] - 1
        if 0 <= n399 < 127:
            x400 = pos + 1 + n399
            if x400 > blen:
                raise _bad_length(n399, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t392.protocol_data = str(buf[pos + 1:x400], 'utf-8')
            pos = x400
        else:
            t392.protocol_data, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n401 = buf[pos] - 1
        if 0 <= n401 < 127:
            pos += 1
        else:
            n401, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l402 = []
        ap403 = l402.append
        for _ in range(n401):
            t404 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n405 = buf[pos] - 1
            if 0 <= n405 < 127:
                x406 = pos + 1 + n405
                if x406 > blen:
                    raise _bad_length(n405, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t404.member_id = str(buf[pos + 1:x406], 'utf-8')
                pos = x406
            else:
                t404.member_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n407 = buf[pos] - 1
            if 0 <= n407 < 127:
                x408 = pos + 1 + n407
                if x408 > blen:
                    raise _bad_length(n407, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId', pos)
                t404.group_instance_id = str(buf[pos + 1:x408], 'utf-8')
                pos = x408
            else:
                t404.group_instance_id, pos = _read_string(buf, pos, True, True, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId')
            n409 = buf[pos] - 1
            if 0 <= n409 < 127:
                x410 = pos + 1 + n409
                if x410 > blen:
                    raise _bad_length(n409, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t404.client_id = str(buf[pos + 1:x410], 'utf-8')
                pos = x410
            else:
                t404.client_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n411 = buf[pos] - 1
            if 0 <= n411 < 127:
                x412 = pos + 1 + n411
                if x412 > blen:
                    raise _bad_length(n411, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t404.client_host = str(buf[pos + 1:x412], 'utf-8')
                pos = x412
            else:
                t404.client_host, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            t404.member_metadata, pos = _read_bytes(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', False)
            t404.member_assignment, pos = _read_bytes(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', False)
            if buf[pos] == 0:
                pos += 1
                t404._unknown_tags = None
            else:
                nt413, pos = _ruv(buf, pos)
                if nt413 * 2 > blen - pos:
                    raise _array_too_long(nt413, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                uk414 = None
                for _ in range(nt413):
                    tg415, pos = _ruv(buf, pos)
                    sz416, pos = _ruv(buf, pos)
                    x417 = pos + sz416
                    if x417 > blen:
                        raise _bad_length(sz416, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                    if uk414 is None:
                        uk414 = []
                    uk414.append((tg415, bytes(buf[pos:x417])))
                    pos = x417
                t404._unknown_tags = uk414
            ap403(t404)
        t392.members = l402
        t392.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t392.error_message = None
        if buf[pos] == 0:
            pos += 1
            t392._unknown_tags = None
        else:
            nt418, pos = _ruv(buf, pos)
            if nt418 * 2 > blen - pos:
                raise _array_too_long(nt418, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
            uk419 = None
            for _ in range(nt418):
                tg420, pos = _ruv(buf, pos)
                sz421, pos = _ruv(buf, pos)
                x422 = pos + sz421
                if x422 > blen:
                    raise _bad_length(sz421, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
                if uk419 is None:
                    uk419 = []
                uk419.append((tg420, bytes(buf[pos:x422])))
                pos = x422
            t392._unknown_tags = uk419
        ap391(t392)
    o.groups = l390
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt423, pos = _ruv(buf, pos)
        if nt423 * 2 > blen - pos:
            raise _array_too_long(nt423, 'DescribeGroupsResponse._tagged_fields', pos)
        uk424 = None
        for _ in range(nt423):
            tg425, pos = _ruv(buf, pos)
            sz426, pos = _ruv(buf, pos)
            x427 = pos + sz426
            if x427 > blen:
                raise _bad_length(sz426, 'DescribeGroupsResponse._tagged_fields', pos)
            if uk424 is None:
                uk424 = []
            uk424.append((tg425, bytes(buf[pos:x427])))
            pos = x427
        o._unknown_tags = uk424
    return o, pos


def _enc_DescribeGroupsResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l428 = o.groups
    n429 = len(l428) + 1
    a(_UV[n429] if n429 < 128 else _uv(n429))
    for e430 in l428:
        a(_S_h.pack(e430.error_code))
        s431 = e430.error_message
        if s431 is None:
            a(_H0)
        else:
            b432 = s431.encode()
            n433 = len(b432) + 1
            a(_UV[n433] if n433 < 128 else _uv(n433))
            a(b432)
        s434 = e430.group_id
        b435 = s434.encode()
        n436 = len(b435) + 1
        a(_UV[n436] if n436 < 128 else _uv(n436))
        a(b435)
        s437 = e430.group_state
        b438 = s437.encode()
        n439 = len(b438) + 1
        a(_UV[n439] if n439 < 128 else _uv(n439))
        a(b438)
        s440 = e430.protocol_type
        b441 = s440.encode()
        n442 = len(b441) + 1
        a(_UV[n442] if n442 < 128 else _uv(n442))
        a(b441)
        s443 = e430.protocol_data
        b444 = s443.encode()
        n445 = len(b444) + 1
        a(_UV[n445] if n445 < 128 else _uv(n445))
        a(b444)
        l446 = e430.members
        n447 = len(l446) + 1
        a(_UV[n447] if n447 < 128 else _uv(n447))
        for e448 in l446:
            s449 = e448.member_id
            b450 = s449.encode()
            n451 = len(b450) + 1
            a(_UV[n451] if n451 < 128 else _uv(n451))
            a(b450)
            s452 = e448.group_instance_id
            if s452 is None:
                a(_H0)
            else:
                b453 = s452.encode()
                n454 = len(b453) + 1
                a(_UV[n454] if n454 < 128 else _uv(n454))
                a(b453)
            s455 = e448.client_id
            b456 = s455.encode()
            n457 = len(b456) + 1
            a(_UV[n457] if n457 < 128 else _uv(n457))
            a(b456)
            s458 = e448.client_host
            b459 = s458.encode()
            n460 = len(b459) + 1
            a(_UV[n460] if n460 < 128 else _uv(n460))
            a(b459)
            s461 = e448.member_metadata
            n462 = len(s461) + 1
            a(_UV[n462] if n462 < 128 else _uv(n462))
            a(s461)
            s463 = e448.member_assignment
            n464 = len(s463) + 1
            a(_UV[n464] if n464 < 128 else _uv(n464))
            a(s463)
            u465 = e448._unknown_tags
            if u465 is None:
                a(_H0)
            else:
                _write_tags(a, None, u465)
        a(_S_i.pack(e430.authorized_operations))
        u466 = e430._unknown_tags
        if u466 is None:
            a(_H0)
        else:
            _write_tags(a, None, u466)
    u467 = o._unknown_tags
    if u467 is None:
        a(_H0)
    else:
        _write_tags(a, None, u467)
    return b''.join(parts)


def _dec_DescribeGroupsResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n468 = buf[pos] - 1
    if 0 <= n468 < 127:
        pos += 1
    else:
        n468, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups')
    l469 = []
    ap470 = l469.append
    for _ in range(n468):
        t471 = _new(_C_DescribeGroupsResponse_DescribedGroup)
        t471.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n472 = buf[pos] - 1
        if 0 <= n472 < 127:
            x473 = pos + 1 + n472
            if x473 > blen:
                raise _bad_length(n472, 'DescribeGroupsResponse.Groups.ErrorMessage', pos)
            t471.error_message = str(buf[pos + 1:x473], 'utf-8')
            pos = x473
        else:
            t471.error_message, pos = _read_string(buf, pos, True, True, 'DescribeGroupsResponse.Groups.ErrorMessage')
        n474 = buf[pos] - 1
        if 0 <= n474 < 127:
            x475 = pos + 1 + n474
            if x475 > blen:
                raise _bad_length(n474, 'DescribeGroupsResponse.Groups.GroupId', pos)
            t471.group_id = str(buf[pos + 1:x475], 'utf-8')
            pos = x475
        else:
            t471.group_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupId')
        n476 = buf[pos] - 1
        if 0 <= n476 < 127:
            x477 = pos + 1 + n476
            if x477 > blen:
                raise _bad_length(n476, 'DescribeGroupsResponse.Groups.GroupState', pos)
            t471.group_state = str(buf[pos + 1:x477], 'utf-8')
            pos = x477
        else:
            t471.group_state, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.GroupState')
        n478 = buf[pos] - 1
        if 0 <= n478 < 127:
            x479 = pos + 1 + n478
            if x479 > blen:
                raise _bad_length(n478, 'DescribeGroupsResponse.Groups.ProtocolType', pos)
            t471.protocol_type = str(buf[pos + 1:x479], 'utf-8')
            pos = x479
        else:
            t471.protocol_type, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolType')
        n480 = buf[pos] - 1
        if 0 <= n480 < 127:
            x481 = pos + 1 + n480
            if x481 > blen:
                raise _bad_length(n480, 'DescribeGroupsResponse.Groups.ProtocolData', pos)
            t471.protocol_data = str(buf[pos + 1:x481], 'utf-8')
            pos = x481
        else:
            t471.protocol_data, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.ProtocolData')
        n482 = buf[pos] - 1
        if 0 <= n482 < 127:
            pos += 1
        else:
            n482, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeGroupsResponse.Groups.Members')
        l483 = []
        ap484 = l483.append
        for _ in range(n482):
            t485 = _new(_C_DescribeGroupsResponse_DescribedGroupMember)
            n486 = buf[pos] - 1
            if 0 <= n486 < 127:
                x487 = pos + 1 + n486
                if x487 > blen:
                    raise _bad_length(n486, 'DescribeGroupsResponse.Groups.Members.MemberId', pos)
                t485.member_id = str(buf[pos + 1:x487], 'utf-8')
                pos = x487
            else:
                t485.member_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberId')
            n488 = buf[pos] - 1
            if 0 <= n488 < 127:
                x489 = pos + 1 + n488
                if x489 > blen:
                    raise _bad_length(n488, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId', pos)
                t485.group_instance_id = str(buf[pos + 1:x489], 'utf-8')
                pos = x489
            else:
                t485.group_instance_id, pos = _read_string(buf, pos, True, True, 'DescribeGroupsResponse.Groups.Members.GroupInstanceId')
            n490 = buf[pos] - 1
            if 0 <= n490 < 127:
                x491 = pos + 1 + n490
                if x491 > blen:
                    raise _bad_length(n490, 'DescribeGroupsResponse.Groups.Members.ClientId', pos)
                t485.client_id = str(buf[pos + 1:x491], 'utf-8')
                pos = x491
            else:
                t485.client_id, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientId')
            n492 = buf[pos] - 1
            if 0 <= n492 < 127:
                x493 = pos + 1 + n492
                if x493 > blen:
                    raise _bad_length(n492, 'DescribeGroupsResponse.Groups.Members.ClientHost', pos)
                t485.client_host = str(buf[pos + 1:x493], 'utf-8')
                pos = x493
            else:
                t485.client_host, pos = _read_string(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.ClientHost')
            t485.member_metadata, pos = _read_bytes(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberMetadata', False)
            t485.member_assignment, pos = _read_bytes(buf, pos, True, False, 'DescribeGroupsResponse.Groups.Members.MemberAssignment', False)
            if buf[pos] == 0:
                pos += 1
                t485._unknown_tags = None
            else:
                nt494, pos = _ruv(buf, pos)
                if nt494 * 2 > blen - pos:
                    raise _array_too_long(nt494, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                uk495 = None
                for _ in range(nt494):
                    tg496, pos = _ruv(buf, pos)
                    sz497, pos = _ruv(buf, pos)
                    x498 = pos + sz497
                    if x498 > blen:
                        raise _bad_length(sz497, 'DescribeGroupsResponse.Groups.Members._tagged_fields', pos)
                    if uk495 is None:
                        uk495 = []
                    uk495.append((tg496, bytes(buf[pos:x498])))
                    pos = x498
                t485._unknown_tags = uk495
            ap484(t485)
        t471.members = l483
        t471.authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t471._unknown_tags = None
        else:
            nt499, pos = _ruv(buf, pos)
            if nt499 * 2 > blen - pos:
                raise _array_too_long(nt499, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
            uk500 = None
            for _ in range(nt499):
                tg501, pos = _ruv(buf, pos)
                sz502, pos = _ruv(buf, pos)
                x503 = pos + sz502
                if x503 > blen:
                    raise _bad_length(sz502, 'DescribeGroupsResponse.Groups._tagged_fields', pos)
                if uk500 is None:
                    uk500 = []
                uk500.append((tg501, bytes(buf[pos:x503])))
                pos = x503
            t471._unknown_tags = uk500
        ap470(t471)
    o.groups = l469
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt504, pos = _ruv(buf, pos)
        if nt504 * 2 > blen - pos:
            raise _array_too_long(nt504, 'DescribeGroupsResponse._tagged_fields', pos)
        uk505 = None
        for _ in range(nt504):
            tg506, pos = _ruv(buf, pos)
            sz507, pos = _ruv(buf, pos)
            x508 = pos + sz507
            if x508 > blen:
                raise _bad_length(sz507, 'DescribeGroupsResponse._tagged_fields', pos)
            if uk505 is None:
                uk505 = []
            uk505.append((tg506, bytes(buf[pos:x508])))
            pos = x508
        o._unknown_tags = uk505
    return o, pos


DescribeGroupsResponse._ENC = {0: _enc_DescribeGroupsResponse_v0, 1: _enc_DescribeGroupsResponse_v1, 2: _enc_DescribeGroupsResponse_v2, 3: _enc_DescribeGroupsResponse_v3, 4: _enc_DescribeGroupsResponse_v4, 5: _enc_DescribeGroupsResponse_v5, 6: _enc_DescribeGroupsResponse_v6}
DescribeGroupsResponse._DEC = {0: _dec_DescribeGroupsResponse_v0, 1: _dec_DescribeGroupsResponse_v1, 2: _dec_DescribeGroupsResponse_v2, 3: _dec_DescribeGroupsResponse_v3, 4: _dec_DescribeGroupsResponse_v4, 5: _dec_DescribeGroupsResponse_v5, 6: _dec_DescribeGroupsResponse_v6}


_LINES = {
    69: 'DescribeGroupsRequest.Groups',
    70: 'DescribeGroupsRequest.Groups',
    71: 'DescribeGroupsRequest.Groups',
    72: 'DescribeGroupsRequest.Groups',
    73: 'DescribeGroupsRequest.Groups',
    74: 'DescribeGroupsRequest.Groups',
    75: 'DescribeGroupsRequest.Groups',
    76: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    84: 'DescribeGroupsRequest.Groups',
    88: 'DescribeGroupsRequest.Groups',
    93: 'DescribeGroupsRequest.Groups',
    96: 'DescribeGroupsRequest.Groups',
    107: 'DescribeGroupsRequest.Groups',
    108: 'DescribeGroupsRequest.Groups',
    109: 'DescribeGroupsRequest.Groups',
    110: 'DescribeGroupsRequest.Groups',
    111: 'DescribeGroupsRequest.Groups',
    112: 'DescribeGroupsRequest.Groups',
    113: 'DescribeGroupsRequest.Groups',
    114: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    122: 'DescribeGroupsRequest.Groups',
    126: 'DescribeGroupsRequest.Groups',
    131: 'DescribeGroupsRequest.Groups',
    134: 'DescribeGroupsRequest.Groups',
    145: 'DescribeGroupsRequest.Groups',
    146: 'DescribeGroupsRequest.Groups',
    147: 'DescribeGroupsRequest.Groups',
    148: 'DescribeGroupsRequest.Groups',
    149: 'DescribeGroupsRequest.Groups',
    150: 'DescribeGroupsRequest.Groups',
    151: 'DescribeGroupsRequest.Groups',
    152: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    160: 'DescribeGroupsRequest.Groups',
    164: 'DescribeGroupsRequest.Groups',
    169: 'DescribeGroupsRequest.Groups',
    172: 'DescribeGroupsRequest.Groups',
    183: 'DescribeGroupsRequest.Groups',
    184: 'DescribeGroupsRequest.Groups',
    185: 'DescribeGroupsRequest.Groups',
    186: 'DescribeGroupsRequest.Groups',
    187: 'DescribeGroupsRequest.Groups',
    188: 'DescribeGroupsRequest.Groups',
    189: 'DescribeGroupsRequest.Groups',
    190: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    197: 'DescribeGroupsRequest.Groups',
    201: 'DescribeGroupsRequest.Groups',
    206: 'DescribeGroupsRequest.Groups',
    209: 'DescribeGroupsRequest.Groups',
    212: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    221: 'DescribeGroupsRequest.Groups',
    222: 'DescribeGroupsRequest.Groups',
    223: 'DescribeGroupsRequest.Groups',
    224: 'DescribeGroupsRequest.Groups',
    225: 'DescribeGroupsRequest.Groups',
    226: 'DescribeGroupsRequest.Groups',
    227: 'DescribeGroupsRequest.Groups',
    228: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    235: 'DescribeGroupsRequest.Groups',
    239: 'DescribeGroupsRequest.Groups',
    244: 'DescribeGroupsRequest.Groups',
    247: 'DescribeGroupsRequest.Groups',
    250: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    259: 'DescribeGroupsRequest.Groups',
    260: 'DescribeGroupsRequest.Groups',
    261: 'DescribeGroupsRequest.Groups',
    262: 'DescribeGroupsRequest.Groups',
    263: 'DescribeGroupsRequest.Groups',
    264: 'DescribeGroupsRequest.Groups',
    265: 'DescribeGroupsRequest.Groups',
    266: 'DescribeGroupsRequest.Groups',
    267: 'DescribeGroupsRequest.Groups',
    268: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    269: 'DescribeGroupsRequest._unknown_tags',
    270: 'DescribeGroupsRequest',
    273: 'DescribeGroupsRequest._unknown_tags',
    280: 'DescribeGroupsRequest.Groups',
    284: 'DescribeGroupsRequest.Groups',
    288: 'DescribeGroupsRequest.Groups',
    293: 'DescribeGroupsRequest.Groups',
    296: 'DescribeGroupsRequest.Groups',
    299: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    301: 'DescribeGroupsRequest._tagged_fields',
    305: 'DescribeGroupsRequest._tagged_fields',
    310: 'DescribeGroupsRequest._tagged_fields',
    311: 'DescribeGroupsRequest._tagged_fields',
    326: 'DescribeGroupsRequest.Groups',
    327: 'DescribeGroupsRequest.Groups',
    328: 'DescribeGroupsRequest.Groups',
    329: 'DescribeGroupsRequest.Groups',
    330: 'DescribeGroupsRequest.Groups',
    331: 'DescribeGroupsRequest.Groups',
    332: 'DescribeGroupsRequest.Groups',
    333: 'DescribeGroupsRequest.Groups',
    334: 'DescribeGroupsRequest.Groups',
    335: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    336: 'DescribeGroupsRequest._unknown_tags',
    337: 'DescribeGroupsRequest',
    340: 'DescribeGroupsRequest._unknown_tags',
    347: 'DescribeGroupsRequest.Groups',
    351: 'DescribeGroupsRequest.Groups',
    355: 'DescribeGroupsRequest.Groups',
    360: 'DescribeGroupsRequest.Groups',
    363: 'DescribeGroupsRequest.Groups',
    366: 'DescribeGroupsRequest.IncludeAuthorizedOperations',
    368: 'DescribeGroupsRequest._tagged_fields',
    372: 'DescribeGroupsRequest._tagged_fields',
    377: 'DescribeGroupsRequest._tagged_fields',
    378: 'DescribeGroupsRequest._tagged_fields',
    467: 'DescribeGroupsResponse.Groups',
    468: 'DescribeGroupsResponse.Groups',
    469: 'DescribeGroupsResponse.Groups',
    470: 'DescribeGroupsResponse.Groups.ErrorCode',
    471: 'DescribeGroupsResponse.Groups.ErrorMessage',
    473: 'DescribeGroupsResponse.Groups.GroupId',
    474: 'DescribeGroupsResponse.Groups.GroupId',
    475: 'DescribeGroupsResponse.Groups.GroupId',
    476: 'DescribeGroupsResponse.Groups.GroupId',
    477: 'DescribeGroupsResponse.Groups.GroupState',
    478: 'DescribeGroupsResponse.Groups.GroupState',
    479: 'DescribeGroupsResponse.Groups.GroupState',
    480: 'DescribeGroupsResponse.Groups.GroupState',
    481: 'DescribeGroupsResponse.Groups.ProtocolType',
    482: 'DescribeGroupsResponse.Groups.ProtocolType',
    483: 'DescribeGroupsResponse.Groups.ProtocolType',
    484: 'DescribeGroupsResponse.Groups.ProtocolType',
    485: 'DescribeGroupsResponse.Groups.ProtocolData',
    486: 'DescribeGroupsResponse.Groups.ProtocolData',
    487: 'DescribeGroupsResponse.Groups.ProtocolData',
    488: 'DescribeGroupsResponse.Groups.ProtocolData',
    489: 'DescribeGroupsResponse.Groups.Members',
    490: 'DescribeGroupsResponse.Groups.Members',
    491: 'DescribeGroupsResponse.Groups.Members',
    492: 'DescribeGroupsResponse.Groups.Members.MemberId',
    493: 'DescribeGroupsResponse.Groups.Members.MemberId',
    494: 'DescribeGroupsResponse.Groups.Members.MemberId',
    495: 'DescribeGroupsResponse.Groups.Members.MemberId',
    496: 'DescribeGroupsResponse.Groups.Members.ClientId',
    497: 'DescribeGroupsResponse.Groups.Members.ClientId',
    498: 'DescribeGroupsResponse.Groups.Members.ClientId',
    499: 'DescribeGroupsResponse.Groups.Members.ClientId',
    500: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    501: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    502: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    503: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    504: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    505: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    506: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    507: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    508: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    509: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    510: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    518: 'DescribeGroupsResponse.Groups',
    523: 'DescribeGroupsResponse.Groups.ErrorCode',
    525: 'DescribeGroupsResponse.Groups.GroupId',
    530: 'DescribeGroupsResponse.Groups.GroupId',
    533: 'DescribeGroupsResponse.Groups.GroupId',
    534: 'DescribeGroupsResponse.Groups.GroupState',
    539: 'DescribeGroupsResponse.Groups.GroupState',
    542: 'DescribeGroupsResponse.Groups.GroupState',
    543: 'DescribeGroupsResponse.Groups.ProtocolType',
    548: 'DescribeGroupsResponse.Groups.ProtocolType',
    551: 'DescribeGroupsResponse.Groups.ProtocolType',
    552: 'DescribeGroupsResponse.Groups.ProtocolData',
    557: 'DescribeGroupsResponse.Groups.ProtocolData',
    560: 'DescribeGroupsResponse.Groups.ProtocolData',
    561: 'DescribeGroupsResponse.Groups.Members',
    566: 'DescribeGroupsResponse.Groups.Members.MemberId',
    571: 'DescribeGroupsResponse.Groups.Members.MemberId',
    574: 'DescribeGroupsResponse.Groups.Members.MemberId',
    575: 'DescribeGroupsResponse.Groups.Members.ClientId',
    580: 'DescribeGroupsResponse.Groups.Members.ClientId',
    583: 'DescribeGroupsResponse.Groups.Members.ClientId',
    584: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    589: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    592: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    593: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    594: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    612: 'DescribeGroupsResponse.ThrottleTimeMs',
    613: 'DescribeGroupsResponse.Groups',
    614: 'DescribeGroupsResponse.Groups',
    615: 'DescribeGroupsResponse.Groups',
    616: 'DescribeGroupsResponse.Groups.ErrorCode',
    617: 'DescribeGroupsResponse.Groups.ErrorMessage',
    619: 'DescribeGroupsResponse.Groups.GroupId',
    620: 'DescribeGroupsResponse.Groups.GroupId',
    621: 'DescribeGroupsResponse.Groups.GroupId',
    622: 'DescribeGroupsResponse.Groups.GroupId',
    623: 'DescribeGroupsResponse.Groups.GroupState',
    624: 'DescribeGroupsResponse.Groups.GroupState',
    625: 'DescribeGroupsResponse.Groups.GroupState',
    626: 'DescribeGroupsResponse.Groups.GroupState',
    627: 'DescribeGroupsResponse.Groups.ProtocolType',
    628: 'DescribeGroupsResponse.Groups.ProtocolType',
    629: 'DescribeGroupsResponse.Groups.ProtocolType',
    630: 'DescribeGroupsResponse.Groups.ProtocolType',
    631: 'DescribeGroupsResponse.Groups.ProtocolData',
    632: 'DescribeGroupsResponse.Groups.ProtocolData',
    633: 'DescribeGroupsResponse.Groups.ProtocolData',
    634: 'DescribeGroupsResponse.Groups.ProtocolData',
    635: 'DescribeGroupsResponse.Groups.Members',
    636: 'DescribeGroupsResponse.Groups.Members',
    637: 'DescribeGroupsResponse.Groups.Members',
    638: 'DescribeGroupsResponse.Groups.Members.MemberId',
    639: 'DescribeGroupsResponse.Groups.Members.MemberId',
    640: 'DescribeGroupsResponse.Groups.Members.MemberId',
    641: 'DescribeGroupsResponse.Groups.Members.MemberId',
    642: 'DescribeGroupsResponse.Groups.Members.ClientId',
    643: 'DescribeGroupsResponse.Groups.Members.ClientId',
    644: 'DescribeGroupsResponse.Groups.Members.ClientId',
    645: 'DescribeGroupsResponse.Groups.Members.ClientId',
    646: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    647: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    648: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    649: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    650: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    651: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    652: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    653: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    654: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    655: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    656: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    664: 'DescribeGroupsResponse.ThrottleTimeMs',
    666: 'DescribeGroupsResponse.Groups',
    671: 'DescribeGroupsResponse.Groups.ErrorCode',
    673: 'DescribeGroupsResponse.Groups.GroupId',
    678: 'DescribeGroupsResponse.Groups.GroupId',
    681: 'DescribeGroupsResponse.Groups.GroupId',
    682: 'DescribeGroupsResponse.Groups.GroupState',
    687: 'DescribeGroupsResponse.Groups.GroupState',
    690: 'DescribeGroupsResponse.Groups.GroupState',
    691: 'DescribeGroupsResponse.Groups.ProtocolType',
    696: 'DescribeGroupsResponse.Groups.ProtocolType',
    699: 'DescribeGroupsResponse.Groups.ProtocolType',
    700: 'DescribeGroupsResponse.Groups.ProtocolData',
    705: 'DescribeGroupsResponse.Groups.ProtocolData',
    708: 'DescribeGroupsResponse.Groups.ProtocolData',
    709: 'DescribeGroupsResponse.Groups.Members',
    714: 'DescribeGroupsResponse.Groups.Members.MemberId',
    719: 'DescribeGroupsResponse.Groups.Members.MemberId',
    722: 'DescribeGroupsResponse.Groups.Members.MemberId',
    723: 'DescribeGroupsResponse.Groups.Members.ClientId',
    728: 'DescribeGroupsResponse.Groups.Members.ClientId',
    731: 'DescribeGroupsResponse.Groups.Members.ClientId',
    732: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    737: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    740: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    741: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    742: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    759: 'DescribeGroupsResponse.ThrottleTimeMs',
    760: 'DescribeGroupsResponse.Groups',
    761: 'DescribeGroupsResponse.Groups',
    762: 'DescribeGroupsResponse.Groups',
    763: 'DescribeGroupsResponse.Groups.ErrorCode',
    764: 'DescribeGroupsResponse.Groups.ErrorMessage',
    766: 'DescribeGroupsResponse.Groups.GroupId',
    767: 'DescribeGroupsResponse.Groups.GroupId',
    768: 'DescribeGroupsResponse.Groups.GroupId',
    769: 'DescribeGroupsResponse.Groups.GroupId',
    770: 'DescribeGroupsResponse.Groups.GroupState',
    771: 'DescribeGroupsResponse.Groups.GroupState',
    772: 'DescribeGroupsResponse.Groups.GroupState',
    773: 'DescribeGroupsResponse.Groups.GroupState',
    774: 'DescribeGroupsResponse.Groups.ProtocolType',
    775: 'DescribeGroupsResponse.Groups.ProtocolType',
    776: 'DescribeGroupsResponse.Groups.ProtocolType',
    777: 'DescribeGroupsResponse.Groups.ProtocolType',
    778: 'DescribeGroupsResponse.Groups.ProtocolData',
    779: 'DescribeGroupsResponse.Groups.ProtocolData',
    780: 'DescribeGroupsResponse.Groups.ProtocolData',
    781: 'DescribeGroupsResponse.Groups.ProtocolData',
    782: 'DescribeGroupsResponse.Groups.Members',
    783: 'DescribeGroupsResponse.Groups.Members',
    784: 'DescribeGroupsResponse.Groups.Members',
    785: 'DescribeGroupsResponse.Groups.Members.MemberId',
    786: 'DescribeGroupsResponse.Groups.Members.MemberId',
    787: 'DescribeGroupsResponse.Groups.Members.MemberId',
    788: 'DescribeGroupsResponse.Groups.Members.MemberId',
    789: 'DescribeGroupsResponse.Groups.Members.ClientId',
    790: 'DescribeGroupsResponse.Groups.Members.ClientId',
    791: 'DescribeGroupsResponse.Groups.Members.ClientId',
    792: 'DescribeGroupsResponse.Groups.Members.ClientId',
    793: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    794: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    795: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    796: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    797: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    798: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    799: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    800: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    801: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    802: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    803: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    811: 'DescribeGroupsResponse.ThrottleTimeMs',
    813: 'DescribeGroupsResponse.Groups',
    818: 'DescribeGroupsResponse.Groups.ErrorCode',
    820: 'DescribeGroupsResponse.Groups.GroupId',
    825: 'DescribeGroupsResponse.Groups.GroupId',
    828: 'DescribeGroupsResponse.Groups.GroupId',
    829: 'DescribeGroupsResponse.Groups.GroupState',
    834: 'DescribeGroupsResponse.Groups.GroupState',
    837: 'DescribeGroupsResponse.Groups.GroupState',
    838: 'DescribeGroupsResponse.Groups.ProtocolType',
    843: 'DescribeGroupsResponse.Groups.ProtocolType',
    846: 'DescribeGroupsResponse.Groups.ProtocolType',
    847: 'DescribeGroupsResponse.Groups.ProtocolData',
    852: 'DescribeGroupsResponse.Groups.ProtocolData',
    855: 'DescribeGroupsResponse.Groups.ProtocolData',
    856: 'DescribeGroupsResponse.Groups.Members',
    861: 'DescribeGroupsResponse.Groups.Members.MemberId',
    866: 'DescribeGroupsResponse.Groups.Members.MemberId',
    869: 'DescribeGroupsResponse.Groups.Members.MemberId',
    870: 'DescribeGroupsResponse.Groups.Members.ClientId',
    875: 'DescribeGroupsResponse.Groups.Members.ClientId',
    878: 'DescribeGroupsResponse.Groups.Members.ClientId',
    879: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    884: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    887: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    888: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    889: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    906: 'DescribeGroupsResponse.ThrottleTimeMs',
    907: 'DescribeGroupsResponse.Groups',
    908: 'DescribeGroupsResponse.Groups',
    909: 'DescribeGroupsResponse.Groups',
    910: 'DescribeGroupsResponse.Groups.ErrorCode',
    911: 'DescribeGroupsResponse.Groups.ErrorMessage',
    913: 'DescribeGroupsResponse.Groups.GroupId',
    914: 'DescribeGroupsResponse.Groups.GroupId',
    915: 'DescribeGroupsResponse.Groups.GroupId',
    916: 'DescribeGroupsResponse.Groups.GroupId',
    917: 'DescribeGroupsResponse.Groups.GroupState',
    918: 'DescribeGroupsResponse.Groups.GroupState',
    919: 'DescribeGroupsResponse.Groups.GroupState',
    920: 'DescribeGroupsResponse.Groups.GroupState',
    921: 'DescribeGroupsResponse.Groups.ProtocolType',
    922: 'DescribeGroupsResponse.Groups.ProtocolType',
    923: 'DescribeGroupsResponse.Groups.ProtocolType',
    924: 'DescribeGroupsResponse.Groups.ProtocolType',
    925: 'DescribeGroupsResponse.Groups.ProtocolData',
    926: 'DescribeGroupsResponse.Groups.ProtocolData',
    927: 'DescribeGroupsResponse.Groups.ProtocolData',
    928: 'DescribeGroupsResponse.Groups.ProtocolData',
    929: 'DescribeGroupsResponse.Groups.Members',
    930: 'DescribeGroupsResponse.Groups.Members',
    931: 'DescribeGroupsResponse.Groups.Members',
    932: 'DescribeGroupsResponse.Groups.Members.MemberId',
    933: 'DescribeGroupsResponse.Groups.Members.MemberId',
    934: 'DescribeGroupsResponse.Groups.Members.MemberId',
    935: 'DescribeGroupsResponse.Groups.Members.MemberId',
    936: 'DescribeGroupsResponse.Groups.Members.ClientId',
    937: 'DescribeGroupsResponse.Groups.Members.ClientId',
    938: 'DescribeGroupsResponse.Groups.Members.ClientId',
    939: 'DescribeGroupsResponse.Groups.Members.ClientId',
    940: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    941: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    942: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    943: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    944: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    945: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    946: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    947: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    948: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    949: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    950: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    957: 'DescribeGroupsResponse.ThrottleTimeMs',
    959: 'DescribeGroupsResponse.Groups',
    964: 'DescribeGroupsResponse.Groups.ErrorCode',
    966: 'DescribeGroupsResponse.Groups.GroupId',
    971: 'DescribeGroupsResponse.Groups.GroupId',
    974: 'DescribeGroupsResponse.Groups.GroupId',
    975: 'DescribeGroupsResponse.Groups.GroupState',
    980: 'DescribeGroupsResponse.Groups.GroupState',
    983: 'DescribeGroupsResponse.Groups.GroupState',
    984: 'DescribeGroupsResponse.Groups.ProtocolType',
    989: 'DescribeGroupsResponse.Groups.ProtocolType',
    992: 'DescribeGroupsResponse.Groups.ProtocolType',
    993: 'DescribeGroupsResponse.Groups.ProtocolData',
    998: 'DescribeGroupsResponse.Groups.ProtocolData',
    1001: 'DescribeGroupsResponse.Groups.ProtocolData',
    1002: 'DescribeGroupsResponse.Groups.Members',
    1007: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1012: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1015: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1016: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1021: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1024: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1025: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1030: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1033: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1034: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1035: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1040: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1053: 'DescribeGroupsResponse.ThrottleTimeMs',
    1054: 'DescribeGroupsResponse.Groups',
    1055: 'DescribeGroupsResponse.Groups',
    1056: 'DescribeGroupsResponse.Groups',
    1057: 'DescribeGroupsResponse.Groups.ErrorCode',
    1058: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1060: 'DescribeGroupsResponse.Groups.GroupId',
    1061: 'DescribeGroupsResponse.Groups.GroupId',
    1062: 'DescribeGroupsResponse.Groups.GroupId',
    1063: 'DescribeGroupsResponse.Groups.GroupId',
    1064: 'DescribeGroupsResponse.Groups.GroupState',
    1065: 'DescribeGroupsResponse.Groups.GroupState',
    1066: 'DescribeGroupsResponse.Groups.GroupState',
    1067: 'DescribeGroupsResponse.Groups.GroupState',
    1068: 'DescribeGroupsResponse.Groups.ProtocolType',
    1069: 'DescribeGroupsResponse.Groups.ProtocolType',
    1070: 'DescribeGroupsResponse.Groups.ProtocolType',
    1071: 'DescribeGroupsResponse.Groups.ProtocolType',
    1072: 'DescribeGroupsResponse.Groups.ProtocolData',
    1073: 'DescribeGroupsResponse.Groups.ProtocolData',
    1074: 'DescribeGroupsResponse.Groups.ProtocolData',
    1075: 'DescribeGroupsResponse.Groups.ProtocolData',
    1076: 'DescribeGroupsResponse.Groups.Members',
    1077: 'DescribeGroupsResponse.Groups.Members',
    1078: 'DescribeGroupsResponse.Groups.Members',
    1079: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1080: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1081: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1082: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1083: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1084: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1085: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1086: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1087: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1088: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1089: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1090: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1091: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1092: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1093: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1094: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1095: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1096: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1097: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1098: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1099: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1100: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1101: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1102: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1103: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1104: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1111: 'DescribeGroupsResponse.ThrottleTimeMs',
    1113: 'DescribeGroupsResponse.Groups',
    1118: 'DescribeGroupsResponse.Groups.ErrorCode',
    1120: 'DescribeGroupsResponse.Groups.GroupId',
    1125: 'DescribeGroupsResponse.Groups.GroupId',
    1128: 'DescribeGroupsResponse.Groups.GroupId',
    1129: 'DescribeGroupsResponse.Groups.GroupState',
    1134: 'DescribeGroupsResponse.Groups.GroupState',
    1137: 'DescribeGroupsResponse.Groups.GroupState',
    1138: 'DescribeGroupsResponse.Groups.ProtocolType',
    1143: 'DescribeGroupsResponse.Groups.ProtocolType',
    1146: 'DescribeGroupsResponse.Groups.ProtocolType',
    1147: 'DescribeGroupsResponse.Groups.ProtocolData',
    1152: 'DescribeGroupsResponse.Groups.ProtocolData',
    1155: 'DescribeGroupsResponse.Groups.ProtocolData',
    1156: 'DescribeGroupsResponse.Groups.Members',
    1161: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1166: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1169: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1170: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1175: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1178: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1179: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1184: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1187: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1188: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1193: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1196: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1197: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1198: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1202: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1215: 'DescribeGroupsResponse.ThrottleTimeMs',
    1216: 'DescribeGroupsResponse.Groups',
    1217: 'DescribeGroupsResponse.Groups',
    1218: 'DescribeGroupsResponse.Groups',
    1219: 'DescribeGroupsResponse.Groups',
    1220: 'DescribeGroupsResponse.Groups.ErrorCode',
    1221: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1223: 'DescribeGroupsResponse.Groups.GroupId',
    1224: 'DescribeGroupsResponse.Groups.GroupId',
    1225: 'DescribeGroupsResponse.Groups.GroupId',
    1226: 'DescribeGroupsResponse.Groups.GroupId',
    1227: 'DescribeGroupsResponse.Groups.GroupId',
    1228: 'DescribeGroupsResponse.Groups.GroupState',
    1229: 'DescribeGroupsResponse.Groups.GroupState',
    1230: 'DescribeGroupsResponse.Groups.GroupState',
    1231: 'DescribeGroupsResponse.Groups.GroupState',
    1232: 'DescribeGroupsResponse.Groups.GroupState',
    1233: 'DescribeGroupsResponse.Groups.ProtocolType',
    1234: 'DescribeGroupsResponse.Groups.ProtocolType',
    1235: 'DescribeGroupsResponse.Groups.ProtocolType',
    1236: 'DescribeGroupsResponse.Groups.ProtocolType',
    1237: 'DescribeGroupsResponse.Groups.ProtocolType',
    1238: 'DescribeGroupsResponse.Groups.ProtocolData',
    1239: 'DescribeGroupsResponse.Groups.ProtocolData',
    1240: 'DescribeGroupsResponse.Groups.ProtocolData',
    1241: 'DescribeGroupsResponse.Groups.ProtocolData',
    1242: 'DescribeGroupsResponse.Groups.ProtocolData',
    1243: 'DescribeGroupsResponse.Groups.Members',
    1244: 'DescribeGroupsResponse.Groups.Members',
    1245: 'DescribeGroupsResponse.Groups.Members',
    1246: 'DescribeGroupsResponse.Groups.Members',
    1247: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1248: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1249: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1250: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1251: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1252: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1253: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1254: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1255: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1256: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1257: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1258: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1259: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1260: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1261: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1262: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1263: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1264: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1265: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1266: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1267: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1268: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1269: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1270: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1271: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1272: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1273: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1274: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1275: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1276: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1277: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1278: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1279: 'DescribeGroupsResponse.Groups.Members',
    1282: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1283: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1284: 'DescribeGroupsResponse.Groups._unknown_tags',
    1285: 'DescribeGroupsResponse.Groups',
    1288: 'DescribeGroupsResponse.Groups._unknown_tags',
    1289: 'DescribeGroupsResponse._unknown_tags',
    1290: 'DescribeGroupsResponse',
    1293: 'DescribeGroupsResponse._unknown_tags',
    1300: 'DescribeGroupsResponse.ThrottleTimeMs',
    1302: 'DescribeGroupsResponse.Groups',
    1306: 'DescribeGroupsResponse.Groups',
    1311: 'DescribeGroupsResponse.Groups.ErrorCode',
    1313: 'DescribeGroupsResponse.Groups.GroupId',
    1318: 'DescribeGroupsResponse.Groups.GroupId',
    1321: 'DescribeGroupsResponse.Groups.GroupId',
    1322: 'DescribeGroupsResponse.Groups.GroupState',
    1327: 'DescribeGroupsResponse.Groups.GroupState',
    1330: 'DescribeGroupsResponse.Groups.GroupState',
    1331: 'DescribeGroupsResponse.Groups.ProtocolType',
    1336: 'DescribeGroupsResponse.Groups.ProtocolType',
    1339: 'DescribeGroupsResponse.Groups.ProtocolType',
    1340: 'DescribeGroupsResponse.Groups.ProtocolData',
    1345: 'DescribeGroupsResponse.Groups.ProtocolData',
    1348: 'DescribeGroupsResponse.Groups.ProtocolData',
    1349: 'DescribeGroupsResponse.Groups.Members',
    1353: 'DescribeGroupsResponse.Groups.Members',
    1358: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1363: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1366: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1367: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1372: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1375: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1376: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1381: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1384: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1385: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1390: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1393: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1394: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1395: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1396: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1400: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1405: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1406: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1417: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1420: 'DescribeGroupsResponse.Groups._tagged_fields',
    1424: 'DescribeGroupsResponse.Groups._tagged_fields',
    1429: 'DescribeGroupsResponse.Groups._tagged_fields',
    1430: 'DescribeGroupsResponse.Groups._tagged_fields',
    1441: 'DescribeGroupsResponse._tagged_fields',
    1445: 'DescribeGroupsResponse._tagged_fields',
    1450: 'DescribeGroupsResponse._tagged_fields',
    1451: 'DescribeGroupsResponse._tagged_fields',
    1466: 'DescribeGroupsResponse.ThrottleTimeMs',
    1467: 'DescribeGroupsResponse.Groups',
    1468: 'DescribeGroupsResponse.Groups',
    1469: 'DescribeGroupsResponse.Groups',
    1470: 'DescribeGroupsResponse.Groups',
    1471: 'DescribeGroupsResponse.Groups.ErrorCode',
    1472: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1473: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1474: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1475: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1476: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1477: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1478: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1479: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1480: 'DescribeGroupsResponse.Groups.GroupId',
    1481: 'DescribeGroupsResponse.Groups.GroupId',
    1482: 'DescribeGroupsResponse.Groups.GroupId',
    1483: 'DescribeGroupsResponse.Groups.GroupId',
    1484: 'DescribeGroupsResponse.Groups.GroupId',
    1485: 'DescribeGroupsResponse.Groups.GroupState',
    1486: 'DescribeGroupsResponse.Groups.GroupState',
    1487: 'DescribeGroupsResponse.Groups.GroupState',
    1488: 'DescribeGroupsResponse.Groups.GroupState',
    1489: 'DescribeGroupsResponse.Groups.GroupState',
    1490: 'DescribeGroupsResponse.Groups.ProtocolType',
    1491: 'DescribeGroupsResponse.Groups.ProtocolType',
    1492: 'DescribeGroupsResponse.Groups.ProtocolType',
    1493: 'DescribeGroupsResponse.Groups.ProtocolType',
    1494: 'DescribeGroupsResponse.Groups.ProtocolType',
    1495: 'DescribeGroupsResponse.Groups.ProtocolData',
    1496: 'DescribeGroupsResponse.Groups.ProtocolData',
    1497: 'DescribeGroupsResponse.Groups.ProtocolData',
    1498: 'DescribeGroupsResponse.Groups.ProtocolData',
    1499: 'DescribeGroupsResponse.Groups.ProtocolData',
    1500: 'DescribeGroupsResponse.Groups.Members',
    1501: 'DescribeGroupsResponse.Groups.Members',
    1502: 'DescribeGroupsResponse.Groups.Members',
    1503: 'DescribeGroupsResponse.Groups.Members',
    1504: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1505: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1506: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1507: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1508: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1509: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1510: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1511: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1512: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1513: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1514: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1515: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1516: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1517: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1518: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1519: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1520: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1521: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1522: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1523: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1524: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1525: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1526: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1527: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1528: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1529: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1530: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1531: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1532: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1533: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1534: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1535: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1536: 'DescribeGroupsResponse.Groups.Members',
    1539: 'DescribeGroupsResponse.Groups.Members._unknown_tags',
    1540: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1541: 'DescribeGroupsResponse.Groups._unknown_tags',
    1542: 'DescribeGroupsResponse.Groups',
    1545: 'DescribeGroupsResponse.Groups._unknown_tags',
    1546: 'DescribeGroupsResponse._unknown_tags',
    1547: 'DescribeGroupsResponse',
    1550: 'DescribeGroupsResponse._unknown_tags',
    1557: 'DescribeGroupsResponse.ThrottleTimeMs',
    1559: 'DescribeGroupsResponse.Groups',
    1563: 'DescribeGroupsResponse.Groups',
    1568: 'DescribeGroupsResponse.Groups.ErrorCode',
    1570: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1575: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1578: 'DescribeGroupsResponse.Groups.ErrorMessage',
    1579: 'DescribeGroupsResponse.Groups.GroupId',
    1584: 'DescribeGroupsResponse.Groups.GroupId',
    1587: 'DescribeGroupsResponse.Groups.GroupId',
    1588: 'DescribeGroupsResponse.Groups.GroupState',
    1593: 'DescribeGroupsResponse.Groups.GroupState',
    1596: 'DescribeGroupsResponse.Groups.GroupState',
    1597: 'DescribeGroupsResponse.Groups.ProtocolType',
    1602: 'DescribeGroupsResponse.Groups.ProtocolType',
    1605: 'DescribeGroupsResponse.Groups.ProtocolType',
    1606: 'DescribeGroupsResponse.Groups.ProtocolData',
    1611: 'DescribeGroupsResponse.Groups.ProtocolData',
    1614: 'DescribeGroupsResponse.Groups.ProtocolData',
    1615: 'DescribeGroupsResponse.Groups.Members',
    1619: 'DescribeGroupsResponse.Groups.Members',
    1624: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1629: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1632: 'DescribeGroupsResponse.Groups.Members.MemberId',
    1633: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1638: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1641: 'DescribeGroupsResponse.Groups.Members.GroupInstanceId',
    1642: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1647: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1650: 'DescribeGroupsResponse.Groups.Members.ClientId',
    1651: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1656: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1659: 'DescribeGroupsResponse.Groups.Members.ClientHost',
    1660: 'DescribeGroupsResponse.Groups.Members.MemberMetadata',
    1661: 'DescribeGroupsResponse.Groups.Members.MemberAssignment',
    1662: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1666: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1671: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1672: 'DescribeGroupsResponse.Groups.Members._tagged_fields',
    1683: 'DescribeGroupsResponse.Groups.AuthorizedOperations',
    1685: 'DescribeGroupsResponse.Groups._tagged_fields',
    1689: 'DescribeGroupsResponse.Groups._tagged_fields',
    1694: 'DescribeGroupsResponse.Groups._tagged_fields',
    1695: 'DescribeGroupsResponse.Groups._tagged_fields',
    1706: 'DescribeGroupsResponse._tagged_fields',
    1710: 'DescribeGroupsResponse._tagged_fields',
    1715: 'DescribeGroupsResponse._tagged_fields',
    1716: 'DescribeGroupsResponse._tagged_fields',
}
