# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteGroupsRequest.json, schemas/messages/DeleteGroupsResponse.json.
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

__all__ = ['DeleteGroupsRequest', 'DeleteGroupsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_h = Struct('>h')
_S_i = Struct('>i')


class DeleteGroupsRequest(_Message):
    __slots__ = ('groups_names', '_unknown_tags')
    NAME = 'DeleteGroupsRequest'
    TYPE = 'request'
    API_KEY = 42
    LISTENERS = ('broker',)
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, groups_names=_EMPTY, _unknown_tags=None):
        self.groups_names = [] if groups_names is _EMPTY else groups_names
        self._unknown_tags = _unknown_tags


DeleteGroupsRequest.FIELDS = (
    _FI('GroupsNames', 'groups_names', '[]string', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)


def _enc_DeleteGroupsRequest_v0(o):
    parts = []
    a = parts.append
    l1 = o.groups_names
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
    return b''.join(parts)


def _dec_DeleteGroupsRequest_v0(buf, pos):
    blen = len(buf)
    o = _new(DeleteGroupsRequest)
    n6, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsRequest.GroupsNames')
    l7 = []
    ap8 = l7.append
    for _ in range(n6):
        n10, = _S_h.unpack_from(buf, pos)
        if n10 >= 0:
            x11 = pos + 2 + n10
            if x11 > blen:
                raise _bad_length(n10, 'DeleteGroupsRequest.GroupsNames', pos)
            v9 = str(buf[pos + 2:x11], 'utf-8')
            pos = x11
        else:
            v9, pos = _read_string(buf, pos, False, False, 'DeleteGroupsRequest.GroupsNames')
        ap8(v9)
    o.groups_names = l7
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsRequest_v1(o):
    parts = []
    a = parts.append
    l12 = o.groups_names
    a(_S_i.pack(len(l12)))
    for e13 in l12:
        s14 = e13
        b15 = s14.encode()
        a(_S_h.pack(len(b15)))
        a(b15)
    return b''.join(parts)


def _dec_DeleteGroupsRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteGroupsRequest)
    n17, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsRequest.GroupsNames')
    l18 = []
    ap19 = l18.append
    for _ in range(n17):
        n21, = _S_h.unpack_from(buf, pos)
        if n21 >= 0:
            x22 = pos + 2 + n21
            if x22 > blen:
                raise _bad_length(n21, 'DeleteGroupsRequest.GroupsNames', pos)
            v20 = str(buf[pos + 2:x22], 'utf-8')
            pos = x22
        else:
            v20, pos = _read_string(buf, pos, False, False, 'DeleteGroupsRequest.GroupsNames')
        ap19(v20)
    o.groups_names = l18
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsRequest_v2(o):
    parts = []
    a = parts.append
    l23 = o.groups_names
    n24 = len(l23) + 1
    a(_UV[n24] if n24 < 128 else _uv(n24))
    for e25 in l23:
        s26 = e25
        b27 = s26.encode()
        n28 = len(b27) + 1
        a(_UV[n28] if n28 < 128 else _uv(n28))
        a(b27)
    u29 = o._unknown_tags
    if u29 is None:
        a(_H0)
    else:
        _write_tags(a, None, u29)
    return b''.join(parts)


def _dec_DeleteGroupsRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteGroupsRequest)
    n30 = buf[pos] - 1
    if 0 <= n30 < 127:
        pos += 1
    else:
        n30, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteGroupsRequest.GroupsNames')
    l31 = []
    ap32 = l31.append
    for _ in range(n30):
        n34 = buf[pos] - 1
        if 0 <= n34 < 127:
            x35 = pos + 1 + n34
            if x35 > blen:
                raise _bad_length(n34, 'DeleteGroupsRequest.GroupsNames', pos)
            v33 = str(buf[pos + 1:x35], 'utf-8')
            pos = x35
        else:
            v33, pos = _read_string(buf, pos, True, False, 'DeleteGroupsRequest.GroupsNames')
        ap32(v33)
    o.groups_names = l31
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt36, pos = _ruv(buf, pos)
        if nt36 * 2 > blen - pos:
            raise _array_too_long(nt36, 'DeleteGroupsRequest._tagged_fields', pos)
        uk37 = None
        for _ in range(nt36):
            tg38, pos = _ruv(buf, pos)
            sz39, pos = _ruv(buf, pos)
            x40 = pos + sz39
            if x40 > blen:
                raise _bad_length(sz39, 'DeleteGroupsRequest._tagged_fields', pos)
            if uk37 is None:
                uk37 = []
            uk37.append((tg38, bytes(buf[pos:x40])))
            pos = x40
        o._unknown_tags = uk37
    return o, pos


DeleteGroupsRequest._ENC = {0: _enc_DeleteGroupsRequest_v0, 1: _enc_DeleteGroupsRequest_v1, 2: _enc_DeleteGroupsRequest_v2}
DeleteGroupsRequest._DEC = {0: _dec_DeleteGroupsRequest_v0, 1: _dec_DeleteGroupsRequest_v1, 2: _dec_DeleteGroupsRequest_v2}


class DeleteGroupsResponse(_Message):
    __slots__ = ('throttle_time_ms', 'results', '_unknown_tags')
    NAME = 'DeleteGroupsResponse'
    TYPE = 'response'
    API_KEY = 42
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (2, 2)

    def __init__(self, *, throttle_time_ms=0, results=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class DeletableGroupResult(_Message):
        __slots__ = ('group_id', 'error_code', '_unknown_tags')
        NAME = 'DeleteGroupsResponse.DeletableGroupResult'

        def __init__(self, *, group_id='', error_code=0, _unknown_tags=None):
            self.group_id = group_id
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_DeleteGroupsResponse_DeletableGroupResult = DeleteGroupsResponse.DeletableGroupResult
DeleteGroupsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Results', 'results', '[]DeletableGroupResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteGroupsResponse_DeletableGroupResult),
)
_C_DeleteGroupsResponse_DeletableGroupResult.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DeleteGroupsResponse_DeletableGroupResult = _C_DeleteGroupsResponse_DeletableGroupResult()

def _mk_DeleteGroupsResponse_DeletableGroupResult():
    o = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
    o.group_id = ''
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_DeleteGroupsResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l41 = o.results
    a(_S_i.pack(len(l41)))
    for e42 in l41:
        s43 = e42.group_id
        b44 = s43.encode()
        a(_S_h.pack(len(b44)))
        a(b44)
        a(_S_h.pack(e42.error_code))
    return b''.join(parts)


def _dec_DeleteGroupsResponse_v0(buf, pos):
    blen = len(buf)
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n46, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsResponse.Results')
    l47 = []
    ap48 = l47.append
    for _ in range(n46):
        t49 = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
        n50, = _S_h.unpack_from(buf, pos)
        if n50 >= 0:
            x51 = pos + 2 + n50
            if x51 > blen:
                raise _bad_length(n50, 'DeleteGroupsResponse.Results.GroupId', pos)
            t49.group_id = str(buf[pos + 2:x51], 'utf-8')
            pos = x51
        else:
            t49.group_id, pos = _read_string(buf, pos, False, False, 'DeleteGroupsResponse.Results.GroupId')
        t49.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t49._unknown_tags = None
        ap48(t49)
    o.results = l47
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsResponse_v1(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l52 = o.results
    a(_S_i.pack(len(l52)))
    for e53 in l52:
        s54 = e53.group_id
        b55 = s54.encode()
        a(_S_h.pack(len(b55)))
        a(b55)
        a(_S_h.pack(e53.error_code))
    return b''.join(parts)


def _dec_DeleteGroupsResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n57, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteGroupsResponse.Results')
    l58 = []
    ap59 = l58.append
    for _ in range(n57):
        t60 = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
        n61, = _S_h.unpack_from(buf, pos)
        if n61 >= 0:
            x62 = pos + 2 + n61
            if x62 > blen:
                raise _bad_length(n61, 'DeleteGroupsResponse.Results.GroupId', pos)
            t60.group_id = str(buf[pos + 2:x62], 'utf-8')
            pos = x62
        else:
            t60.group_id, pos = _read_string(buf, pos, False, False, 'DeleteGroupsResponse.Results.GroupId')
        t60.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t60._unknown_tags = None
        ap59(t60)
    o.results = l58
    o._unknown_tags = None
    return o, pos


def _enc_DeleteGroupsResponse_v2(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l63 = o.results
    n64 = len(l63) + 1
    a(_UV[n64] if n64 < 128 else _uv(n64))
    for e65 in l63:
        s66 = e65.group_id
        b67 = s66.encode()
        n68 = len(b67) + 1
        a(_UV[n68] if n68 < 128 else _uv(n68))
        a(b67)
        a(_S_h.pack(e65.error_code))
        u69 = e65._unknown_tags
        if u69 is None:
            a(_H0)
        else:
            _write_tags(a, None, u69)
    u70 = o._unknown_tags
    if u70 is None:
        a(_H0)
    else:
        _write_tags(a, None, u70)
    return b''.join(parts)


def _dec_DeleteGroupsResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n71 = buf[pos] - 1
    if 0 <= n71 < 127:
        pos += 1
    else:
        n71, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteGroupsResponse.Results')
    l72 = []
    ap73 = l72.append
    for _ in range(n71):
        t74 = _new(_C_DeleteGroupsResponse_DeletableGroupResult)
        n75 = buf[pos] - 1
        if 0 <= n75 < 127:
            x76 = pos + 1 + n75
            if x76 > blen:
                raise _bad_length(n75, 'DeleteGroupsResponse.Results.GroupId', pos)
            t74.group_id = str(buf[pos + 1:x76], 'utf-8')
            pos = x76
        else:
            t74.group_id, pos = _read_string(buf, pos, True, False, 'DeleteGroupsResponse.Results.GroupId')
        t74.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t74._unknown_tags = None
        else:
            nt77, pos = _ruv(buf, pos)
            if nt77 * 2 > blen - pos:
                raise _array_too_long(nt77, 'DeleteGroupsResponse.Results._tagged_fields', pos)
            uk78 = None
            for _ in range(nt77):
                tg79, pos = _ruv(buf, pos)
                sz80, pos = _ruv(buf, pos)
                x81 = pos + sz80
                if x81 > blen:
                    raise _bad_length(sz80, 'DeleteGroupsResponse.Results._tagged_fields', pos)
                if uk78 is None:
                    uk78 = []
                uk78.append((tg79, bytes(buf[pos:x81])))
                pos = x81
            t74._unknown_tags = uk78
        ap73(t74)
    o.results = l72
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt82, pos = _ruv(buf, pos)
        if nt82 * 2 > blen - pos:
            raise _array_too_long(nt82, 'DeleteGroupsResponse._tagged_fields', pos)
        uk83 = None
        for _ in range(nt82):
            tg84, pos = _ruv(buf, pos)
            sz85, pos = _ruv(buf, pos)
            x86 = pos + sz85
            if x86 > blen:
                raise _bad_length(sz85, 'DeleteGroupsResponse._tagged_fields', pos)
            if uk83 is None:
                uk83 = []
            uk83.append((tg84, bytes(buf[pos:x86])))
            pos = x86
        o._unknown_tags = uk83
    return o, pos


DeleteGroupsResponse._ENC = {0: _enc_DeleteGroupsResponse_v0, 1: _enc_DeleteGroupsResponse_v1, 2: _enc_DeleteGroupsResponse_v2}
DeleteGroupsResponse._DEC = {0: _dec_DeleteGroupsResponse_v0, 1: _dec_DeleteGroupsResponse_v1, 2: _dec_DeleteGroupsResponse_v2}


_LINES = {
    66: 'DeleteGroupsRequest.GroupsNames',
    67: 'DeleteGroupsRequest.GroupsNames',
    68: 'DeleteGroupsRequest.GroupsNames',
    69: 'DeleteGroupsRequest.GroupsNames',
    70: 'DeleteGroupsRequest.GroupsNames',
    71: 'DeleteGroupsRequest.GroupsNames',
    72: 'DeleteGroupsRequest.GroupsNames',
    79: 'DeleteGroupsRequest.GroupsNames',
    83: 'DeleteGroupsRequest.GroupsNames',
    88: 'DeleteGroupsRequest.GroupsNames',
    91: 'DeleteGroupsRequest.GroupsNames',
    101: 'DeleteGroupsRequest.GroupsNames',
    102: 'DeleteGroupsRequest.GroupsNames',
    103: 'DeleteGroupsRequest.GroupsNames',
    104: 'DeleteGroupsRequest.GroupsNames',
    105: 'DeleteGroupsRequest.GroupsNames',
    106: 'DeleteGroupsRequest.GroupsNames',
    107: 'DeleteGroupsRequest.GroupsNames',
    114: 'DeleteGroupsRequest.GroupsNames',
    118: 'DeleteGroupsRequest.GroupsNames',
    123: 'DeleteGroupsRequest.GroupsNames',
    126: 'DeleteGroupsRequest.GroupsNames',
    136: 'DeleteGroupsRequest.GroupsNames',
    137: 'DeleteGroupsRequest.GroupsNames',
    138: 'DeleteGroupsRequest.GroupsNames',
    139: 'DeleteGroupsRequest.GroupsNames',
    140: 'DeleteGroupsRequest.GroupsNames',
    141: 'DeleteGroupsRequest.GroupsNames',
    142: 'DeleteGroupsRequest.GroupsNames',
    143: 'DeleteGroupsRequest.GroupsNames',
    144: 'DeleteGroupsRequest.GroupsNames',
    145: 'DeleteGroupsRequest._unknown_tags',
    146: 'DeleteGroupsRequest',
    149: 'DeleteGroupsRequest._unknown_tags',
    156: 'DeleteGroupsRequest.GroupsNames',
    160: 'DeleteGroupsRequest.GroupsNames',
    164: 'DeleteGroupsRequest.GroupsNames',
    169: 'DeleteGroupsRequest.GroupsNames',
    172: 'DeleteGroupsRequest.GroupsNames',
    175: 'DeleteGroupsRequest._tagged_fields',
    179: 'DeleteGroupsRequest._tagged_fields',
    184: 'DeleteGroupsRequest._tagged_fields',
    185: 'DeleteGroupsRequest._tagged_fields',
    246: 'DeleteGroupsResponse.ThrottleTimeMs',
    247: 'DeleteGroupsResponse.Results',
    248: 'DeleteGroupsResponse.Results',
    249: 'DeleteGroupsResponse.Results',
    250: 'DeleteGroupsResponse.Results.GroupId',
    251: 'DeleteGroupsResponse.Results.GroupId',
    252: 'DeleteGroupsResponse.Results.GroupId',
    253: 'DeleteGroupsResponse.Results.GroupId',
    254: 'DeleteGroupsResponse.Results.ErrorCode',
    261: 'DeleteGroupsResponse.ThrottleTimeMs',
    263: 'DeleteGroupsResponse.Results',
    268: 'DeleteGroupsResponse.Results.GroupId',
    273: 'DeleteGroupsResponse.Results.GroupId',
    276: 'DeleteGroupsResponse.Results.GroupId',
    277: 'DeleteGroupsResponse.Results.ErrorCode',
    289: 'DeleteGroupsResponse.ThrottleTimeMs',
    290: 'DeleteGroupsResponse.Results',
    291: 'DeleteGroupsResponse.Results',
    292: 'DeleteGroupsResponse.Results',
    293: 'DeleteGroupsResponse.Results.GroupId',
    294: 'DeleteGroupsResponse.Results.GroupId',
    295: 'DeleteGroupsResponse.Results.GroupId',
    296: 'DeleteGroupsResponse.Results.GroupId',
    297: 'DeleteGroupsResponse.Results.ErrorCode',
    304: 'DeleteGroupsResponse.ThrottleTimeMs',
    306: 'DeleteGroupsResponse.Results',
    311: 'DeleteGroupsResponse.Results.GroupId',
    316: 'DeleteGroupsResponse.Results.GroupId',
    319: 'DeleteGroupsResponse.Results.GroupId',
    320: 'DeleteGroupsResponse.Results.ErrorCode',
    332: 'DeleteGroupsResponse.ThrottleTimeMs',
    333: 'DeleteGroupsResponse.Results',
    334: 'DeleteGroupsResponse.Results',
    335: 'DeleteGroupsResponse.Results',
    336: 'DeleteGroupsResponse.Results',
    337: 'DeleteGroupsResponse.Results.GroupId',
    338: 'DeleteGroupsResponse.Results.GroupId',
    339: 'DeleteGroupsResponse.Results.GroupId',
    340: 'DeleteGroupsResponse.Results.GroupId',
    341: 'DeleteGroupsResponse.Results.GroupId',
    342: 'DeleteGroupsResponse.Results.ErrorCode',
    343: 'DeleteGroupsResponse.Results._unknown_tags',
    344: 'DeleteGroupsResponse.Results',
    347: 'DeleteGroupsResponse.Results._unknown_tags',
    348: 'DeleteGroupsResponse._unknown_tags',
    349: 'DeleteGroupsResponse',
    352: 'DeleteGroupsResponse._unknown_tags',
    359: 'DeleteGroupsResponse.ThrottleTimeMs',
    361: 'DeleteGroupsResponse.Results',
    365: 'DeleteGroupsResponse.Results',
    370: 'DeleteGroupsResponse.Results.GroupId',
    375: 'DeleteGroupsResponse.Results.GroupId',
    378: 'DeleteGroupsResponse.Results.GroupId',
    379: 'DeleteGroupsResponse.Results.ErrorCode',
    381: 'DeleteGroupsResponse.Results._tagged_fields',
    385: 'DeleteGroupsResponse.Results._tagged_fields',
    390: 'DeleteGroupsResponse.Results._tagged_fields',
    391: 'DeleteGroupsResponse.Results._tagged_fields',
    402: 'DeleteGroupsResponse._tagged_fields',
    406: 'DeleteGroupsResponse._tagged_fields',
    411: 'DeleteGroupsResponse._tagged_fields',
    412: 'DeleteGroupsResponse._tagged_fields',
}
