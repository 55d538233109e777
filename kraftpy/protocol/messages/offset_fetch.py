# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/OffsetFetchRequest.json, schemas/messages/OffsetFetchResponse.json.
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

__all__ = ['OffsetFetchRequest', 'OffsetFetchResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S__ = Struct('>?')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iq = Struct('>iq')
_S_iqi = Struct('>iqi')


class OffsetFetchRequest(_Message):
    __slots__ = ('group_id', 'topics', 'groups', 'require_stable', '_unknown_tags')
    NAME = 'OffsetFetchRequest'
    TYPE = 'request'
    API_KEY = 9
    LISTENERS = ('broker',)
    VALID_VERSIONS = (1, 10)
    FLEXIBLE_VERSIONS = (6, 10)

    def __init__(self, *, group_id='', topics=_EMPTY, groups=_EMPTY, require_stable=False, _unknown_tags=None):
        self.group_id = group_id
        self.topics = [] if topics is _EMPTY else topics
        self.groups = [] if groups is _EMPTY else groups
        self.require_stable = require_stable
        self._unknown_tags = _unknown_tags

    class OffsetFetchRequestTopic(_Message):
        __slots__ = ('name', 'partition_indexes', '_unknown_tags')
        NAME = 'OffsetFetchRequest.OffsetFetchRequestTopic'

        def __init__(self, *, name='', partition_indexes=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partition_indexes = [] if partition_indexes is _EMPTY else partition_indexes
            self._unknown_tags = _unknown_tags

    class OffsetFetchRequestGroup(_Message):
        __slots__ = ('group_id', 'member_id', 'member_epoch', 'topics', '_unknown_tags')
        NAME = 'OffsetFetchRequest.OffsetFetchRequestGroup'

        def __init__(self, *, group_id='', member_id=None, member_epoch=-1, topics=_EMPTY, _unknown_tags=None):
            self.group_id = group_id
            self.member_id = member_id
            self.member_epoch = member_epoch
            self.topics = [] if topics is _EMPTY else topics
            self._unknown_tags = _unknown_tags

    class OffsetFetchRequestTopics(_Message):
        __slots__ = ('name', 'topic_id', 'partition_indexes', '_unknown_tags')
        NAME = 'OffsetFetchRequest.OffsetFetchRequestTopics'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, partition_indexes=_EMPTY, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.partition_indexes = [] if partition_indexes is _EMPTY else partition_indexes
            self._unknown_tags = _unknown_tags


_C_OffsetFetchRequest_OffsetFetchRequestTopic = OffsetFetchRequest.OffsetFetchRequestTopic
_C_OffsetFetchRequest_OffsetFetchRequestGroup = OffsetFetchRequest.OffsetFetchRequestGroup
_C_OffsetFetchRequest_OffsetFetchRequestTopics = OffsetFetchRequest.OffsetFetchRequestTopics
OffsetFetchRequest.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (0, 7), (1, 0), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]OffsetFetchRequestTopic', (0, 7), (2, 7), (1, 0), None, (), False, _C_OffsetFetchRequest_OffsetFetchRequestTopic),
    _FI('Groups', 'groups', '[]OffsetFetchRequestGroup', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchRequest_OffsetFetchRequestGroup),
    _FI('RequireStable', 'require_stable', 'bool', (7, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_OffsetFetchRequest_OffsetFetchRequestTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 7), (1, 0), (1, 0), None, '', False, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (0, 7), (1, 0), (1, 0), None, (), False, None),
)
_C_OffsetFetchRequest_OffsetFetchRequestGroup.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (8, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('MemberId', 'member_id', 'string', (9, 32767), (9, 32767), (1, 0), None, None, True, None),
    _FI('MemberEpoch', 'member_epoch', 'int32', (9, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]OffsetFetchRequestTopics', (8, 32767), (8, 32767), (1, 0), None, (), False, _C_OffsetFetchRequest_OffsetFetchRequestTopics),
)
_C_OffsetFetchRequest_OffsetFetchRequestTopics.FIELDS = (
    _FI('Name', 'name', 'string', (8, 9), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('PartitionIndexes', 'partition_indexes', '[]int32', (8, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_OffsetFetchRequest_OffsetFetchRequestTopic = _C_OffsetFetchRequest_OffsetFetchRequestTopic()
_DEF_OffsetFetchRequest_OffsetFetchRequestGroup = _C_OffsetFetchRequest_OffsetFetchRequestGroup()
_DEF_OffsetFetchRequest_OffsetFetchRequestTopics = _C_OffsetFetchRequest_OffsetFetchRequestTopics()

def _mk_OffsetFetchRequest_OffsetFetchRequestTopic():
    o = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
    o.name = ''
    o.partition_indexes = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchRequest_OffsetFetchRequestGroup():
    o = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
    o.group_id = ''
    o.member_id = None
    o.member_epoch = -1
    o.topics = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchRequest_OffsetFetchRequestTopics():
    o = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partition_indexes = []
    o._unknown_tags = None
    return o


def _enc_OffsetFetchRequest_v1(o):
    parts = []
    a = parts.append
    s1 = o.group_id
    b2 = s1.encode()
    a(_S_h.pack(len(b2)))
    a(b2)
    l4 = o.topics
    a(_S_i.pack(len(l4)))
    for e5 in l4:
        s6 = e5.name
        b7 = s6.encode()
        a(_S_h.pack(len(b7)))
        a(b7)
        l9 = e5.partition_indexes
        n10 = len(l9)
        if n10 < 64:
            a(_LA_i[n10].pack(n10, *l9))
        else:
            a(_encode_array('i', l9, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 1)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 1)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v1(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n11, = _S_h.unpack_from(buf, pos)
    if n11 >= 0:
        x12 = pos + 2 + n11
        if x12 > blen:
            raise _bad_length(n11, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x12], 'utf-8')
        pos = x12
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n13, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchRequest.Topics')
    l14 = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
        n17, = _S_h.unpack_from(buf, pos)
        if n17 >= 0:
            x18 = pos + 2 + n17
            if x18 > blen:
                raise _bad_length(n17, 'OffsetFetchRequest.Topics.Name', pos)
            t16.name = str(buf[pos + 2:x18], 'utf-8')
            pos = x18
        else:
            t16.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
        n19, = _S_i.unpack_from(buf, pos)
        if 0 <= n19 < 64:
            t16.partition_indexes = list(_A_i[n19].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n19
        else:
            t16.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
        t16._unknown_tags = None
        ap15(t16)
    o.topics = l14
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v2(o):
    parts = []
    a = parts.append
    s20 = o.group_id
    b21 = s20.encode()
    a(_S_h.pack(len(b21)))
    a(b21)
    l23 = o.topics
    if l23 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            s25 = e24.name
            b26 = s25.encode()
            a(_S_h.pack(len(b26)))
            a(b26)
            l28 = e24.partition_indexes
            n29 = len(l28)
            if n29 < 64:
                a(_LA_i[n29].pack(n29, *l28))
            else:
                a(_encode_array('i', l28, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 2)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 2)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v2(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n30, = _S_h.unpack_from(buf, pos)
    if n30 >= 0:
        x31 = pos + 2 + n30
        if x31 > blen:
            raise _bad_length(n30, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x31], 'utf-8')
        pos = x31
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n32, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n32 < 0:
        o.topics = None
    else:
        l33 = []
        ap34 = l33.append
        for _ in range(n32):
            t35 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n36, = _S_h.unpack_from(buf, pos)
            if n36 >= 0:
                x37 = pos + 2 + n36
                if x37 > blen:
                    raise _bad_length(n36, 'OffsetFetchRequest.Topics.Name', pos)
                t35.name = str(buf[pos + 2:x37], 'utf-8')
                pos = x37
            else:
                t35.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n38, = _S_i.unpack_from(buf, pos)
            if 0 <= n38 < 64:
                t35.partition_indexes = list(_A_i[n38].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n38
            else:
                t35.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t35._unknown_tags = None
            ap34(t35)
        o.topics = l33
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v3(o):
    parts = []
    a = parts.append
    s39 = o.group_id
    b40 = s39.encode()
    a(_S_h.pack(len(b40)))
    a(b40)
    l42 = o.topics
    if l42 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l42)))
        for e43 in l42:
            s44 = e43.name
            b45 = s44.encode()
            a(_S_h.pack(len(b45)))
            a(b45)
            l47 = e43.partition_indexes
            n48 = len(l47)
            if n48 < 64:
                a(_LA_i[n48].pack(n48, *l47))
            else:
                a(_encode_array('i', l47, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 3)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 3)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v3(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n49, = _S_h.unpack_from(buf, pos)
    if n49 >= 0:
        x50 = pos + 2 + n49
        if x50 > blen:
            raise _bad_length(n49, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x50], 'utf-8')
        pos = x50
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n51, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n51 < 0:
        o.topics = None
    else:
        l52 = []
        ap53 = l52.append
        for _ in range(n51):
            t54 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n55, = _S_h.unpack_from(buf, pos)
            if n55 >= 0:
                x56 = pos + 2 + n55
                if x56 > blen:
                    raise _bad_length(n55, 'OffsetFetchRequest.Topics.Name', pos)
                t54.name = str(buf[pos + 2:x56], 'utf-8')
                pos = x56
            else:
                t54.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n57, = _S_i.unpack_from(buf, pos)
            if 0 <= n57 < 64:
                t54.partition_indexes = list(_A_i[n57].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n57
            else:
                t54.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t54._unknown_tags = None
            ap53(t54)
        o.topics = l52
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v4(o):
    parts = []
    a = parts.append
    s58 = o.group_id
    b59 = s58.encode()
    a(_S_h.pack(len(b59)))
    a(b59)
    l61 = o.topics
    if l61 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l61)))
        for e62 in l61:
            s63 = e62.name
            b64 = s63.encode()
            a(_S_h.pack(len(b64)))
            a(b64)
            l66 = e62.partition_indexes
            n67 = len(l66)
            if n67 < 64:
                a(_LA_i[n67].pack(n67, *l66))
            else:
                a(_encode_array('i', l66, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 4)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 4)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v4(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n68, = _S_h.unpack_from(buf, pos)
    if n68 >= 0:
        x69 = pos + 2 + n68
        if x69 > blen:
            raise _bad_length(n68, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x69], 'utf-8')
        pos = x69
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n70, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n70 < 0:
        o.topics = None
    else:
        l71 = []
        ap72 = l71.append
        for _ in range(n70):
            t73 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n74, = _S_h.unpack_from(buf, pos)
            if n74 >= 0:
                x75 = pos + 2 + n74
                if x75 > blen:
                    raise _bad_length(n74, 'OffsetFetchRequest.Topics.Name', pos)
                t73.name = str(buf[pos + 2:x75], 'utf-8')
                pos = x75
            else:
                t73.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n76, = _S_i.unpack_from(buf, pos)
            if 0 <= n76 < 64:
                t73.partition_indexes = list(_A_i[n76].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n76
            else:
                t73.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t73._unknown_tags = None
            ap72(t73)
        o.topics = l71
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v5(o):
    parts = []
    a = parts.append
    s77 = o.group_id
    b78 = s77.encode()
    a(_S_h.pack(len(b78)))
    a(b78)
    l80 = o.topics
    if l80 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l80)))
        for e81 in l80:
            s82 = e81.name
            b83 = s82.encode()
            a(_S_h.pack(len(b83)))
            a(b83)
            l85 = e81.partition_indexes
            n86 = len(l85)
            if n86 < 64:
                a(_LA_i[n86].pack(n86, *l85))
            else:
                a(_encode_array('i', l85, False))
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 5)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 5)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v5(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n87, = _S_h.unpack_from(buf, pos)
    if n87 >= 0:
        x88 = pos + 2 + n87
        if x88 > blen:
            raise _bad_length(n87, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 2:x88], 'utf-8')
        pos = x88
    else:
        o.group_id, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.GroupId')
    n89, pos = _read_array_len(buf, pos, False, True, 1, 'OffsetFetchRequest.Topics')
    if n89 < 0:
        o.topics = None
    else:
        l90 = []
        ap91 = l90.append
        for _ in range(n89):
            t92 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n93, = _S_h.unpack_from(buf, pos)
            if n93 >= 0:
                x94 = pos + 2 + n93
                if x94 > blen:
                    raise _bad_length(n93, 'OffsetFetchRequest.Topics.Name', pos)
                t92.name = str(buf[pos + 2:x94], 'utf-8')
                pos = x94
            else:
                t92.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchRequest.Topics.Name')
            n95, = _S_i.unpack_from(buf, pos)
            if 0 <= n95 < 64:
                t92.partition_indexes = list(_A_i[n95].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n95
            else:
                t92.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            t92._unknown_tags = None
            ap91(t92)
        o.topics = l90
    o.groups = []
    o.require_stable = False
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchRequest_v6(o):
    parts = []
    a = parts.append
    s96 = o.group_id
    b97 = s96.encode()
    n98 = len(b97) + 1
    a(_UV[n98] if n98 < 128 else _uv(n98))
    a(b97)
    l99 = o.topics
    if l99 is None:
        a(_H0)
    else:
        n100 = len(l99) + 1
        a(_UV[n100] if n100 < 128 else _uv(n100))
        for e101 in l99:
            s102 = e101.name
            b103 = s102.encode()
            n104 = len(b103) + 1
            a(_UV[n104] if n104 < 128 else _uv(n104))
            a(b103)
            l105 = e101.partition_indexes
            n106 = len(l105)
            if n106 < 64:
                a(_CA_i[n106].pack(n106 + 1, *l105))
            else:
                a(_encode_array('i', l105, True))
            u107 = e101._unknown_tags
            if u107 is None:
                a(_H0)
            else:
                _write_tags(a, None, u107)
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 6)
    if o.require_stable != False:
        raise _unsupported_field('OffsetFetchRequest', 'RequireStable', 6)
    u108 = o._unknown_tags
    if u108 is None:
        a(_H0)
    else:
        _write_tags(a, None, u108)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v6(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n109 = buf[pos] - 1
    if 0 <= n109 < 127:
        x110 = pos + 1 + n109
        if x110 > blen:
            raise _bad_length(n109, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x110], 'utf-8')
        pos = x110
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.GroupId')
    n111 = buf[pos] - 1
    if -1 <= n111 < 127:
        pos += 1
    else:
        n111, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Topics')
    if n111 < 0:
        o.topics = None
    else:
        l112 = []
        ap113 = l112.append
        for _ in range(n111):
            t114 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n115 = buf[pos] - 1
            if 0 <= n115 < 127:
                x116 = pos + 1 + n115
                if x116 > blen:
                    raise _bad_length(n115, 'OffsetFetchRequest.Topics.Name', pos)
                t114.name = str(buf[pos + 1:x116], 'utf-8')
                pos = x116
            else:
                t114.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Topics.Name')
            n117 = buf[pos] - 1
            if 0 <= n117 < 64:
                t114.partition_indexes = list(_A_i[n117].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n117
            else:
                t114.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t114._unknown_tags = None
            else:
                nt118, pos = _ruv(buf, pos)
                if nt118 * 2 > blen - pos:
                    raise _array_too_long(nt118, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                uk119 = None
                for _ in range(nt118):
                    tg120, pos = _ruv(buf, pos)
                    sz121, pos = _ruv(buf, pos)
                    x122 = pos + sz121
                    if x122 > blen:
                        raise _bad_length(sz121, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                    if uk119 is None:
                        uk119 = []
                    uk119.append((tg120, bytes(buf[pos:x122])))
                    pos = x122
                t114._unknown_tags = uk119
            ap113(t114)
        o.topics = l112
    o.groups = []
    o.require_stable = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt123, pos = _ruv(buf, pos)
        if nt123 * 2 > blen - pos:
            raise _array_too_long(nt123, 'OffsetFetchRequest._tagged_fields', pos)
        uk124 = None
        for _ in range(nt123):
            tg125, pos = _ruv(buf, pos)
            sz126, pos = _ruv(buf, pos)
            x127 = pos + sz126
            if x127 > blen:
                raise _bad_length(sz126, 'OffsetFetchRequest._tagged_fields', pos)
            if uk124 is None:
                uk124 = []
            uk124.append((tg125, bytes(buf[pos:x127])))
            pos = x127
        o._unknown_tags = uk124
    return o, pos


def _enc_OffsetFetchRequest_v7(o):
    parts = []
    a = parts.append
    s128 = o.group_id
    b129 = s128.encode()
    n130 = len(b129) + 1
    a(_UV[n130] if n130 < 128 else _uv(n130))
    a(b129)
    l131 = o.topics
    if l131 is None:
        a(_H0)
    else:
        n132 = len(l131) + 1
        a(_UV[n132] if n132 < 128 else _uv(n132))
        for e133 in l131:
            s134 = e133.name
            b135 = s134.encode()
            n136 = len(b135) + 1
            a(_UV[n136] if n136 < 128 else _uv(n136))
            a(b135)
            l137 = e133.partition_indexes
            n138 = len(l137)
            if n138 < 64:
                a(_CA_i[n138].pack(n138 + 1, *l137))
            else:
                a(_encode_array('i', l137, True))
            u139 = e133._unknown_tags
            if u139 is None:
                a(_H0)
            else:
                _write_tags(a, None, u139)
    if o.groups:
        raise _unsupported_field('OffsetFetchRequest', 'Groups', 7)
    a(_S__.pack(o.require_stable))
    u140 = o._unknown_tags
    if u140 is None:
        a(_H0)
    else:
        _write_tags(a, None, u140)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v7(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n141 = buf[pos] - 1
    if 0 <= n141 < 127:
        x142 = pos + 1 + n141
        if x142 > blen:
            raise _bad_length(n141, 'OffsetFetchRequest.GroupId', pos)
        o.group_id = str(buf[pos + 1:x142], 'utf-8')
        pos = x142
    else:
        o.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.GroupId')
    n143 = buf[pos] - 1
    if -1 <= n143 < 127:
        pos += 1
    else:
        n143, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Topics')
    if n143 < 0:
        o.topics = None
    else:
        l144 = []
        ap145 = l144.append
        for _ in range(n143):
            t146 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopic)
            n147 = buf[pos] - 1
            if 0 <= n147 < 127:
                x148 = pos + 1 + n147
                if x148 > blen:
                    raise _bad_length(n147, 'OffsetFetchRequest.Topics.Name', pos)
                t146.name = str(buf[pos + 1:x148], 'utf-8')
                pos = x148
            else:
                t146.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Topics.Name')
            n149 = buf[pos] - 1
            if 0 <= n149 < 64:
                t146.partition_indexes = list(_A_i[n149].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n149
            else:
                t146.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Topics.PartitionIndexes')
            if buf[pos] == 0:
                pos += 1
                t146._unknown_tags = None
            else:
                nt150, pos = _ruv(buf, pos)
                if nt150 * 2 > blen - pos:
                    raise _array_too_long(nt150, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                uk151 = None
                for _ in range(nt150):
                    tg152, pos = _ruv(buf, pos)
                    sz153, pos = _ruv(buf, pos)
                    x154 = pos + sz153
                    if x154 > blen:
                        raise _bad_length(sz153, 'OffsetFetchRequest.Topics._tagged_fields', pos)
                    if uk151 is None:
                        uk151 = []
                    uk151.append((tg152, bytes(buf[pos:x154])))
                    pos = x154
                t146._unknown_tags = uk151
            ap145(t146)
        o.topics = l144
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.groups = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt155, pos = _ruv(buf, pos)
        if nt155 * 2 > blen - pos:
            raise _array_too_long(nt155, 'OffsetFetchRequest._tagged_fields', pos)
        uk156 = None
        for _ in range(nt155):
            tg157, pos = _ruv(buf, pos)
            sz158, pos = _ruv(buf, pos)
            x159 = pos + sz158
            if x159 > blen:
                raise _bad_length(sz158, 'OffsetFetchRequest._tagged_fields', pos)
            if uk156 is None:
                uk156 = []
            uk156.append((tg157, bytes(buf[pos:x159])))
            pos = x159
        o._unknown_tags = uk156
    return o, pos


def _enc_OffsetFetchRequest_v8(o):
    parts = []
    a = parts.append
    if o.group_id != '':
        raise _unsupported_field('OffsetFetchRequest', 'GroupId', 8)
    if o.topics:
        raise _unsupported_field('OffsetFetchRequest', 'Topics', 8)
    l160 = o.groups
    n161 = len(l160) + 1
    a(_UV[n161] if n161 < 128 else _uv(n161))
    for e162 in l160:
        s163 = e162.group_id
        b164 = s163.encode()
        n165 = len(b164) + 1
        a(_UV[n165] if n165 < 128 else _uv(n165))
        a(b164)
        l166 = e162.topics
        if l166 is None:
            a(_H0)
        else:
            n167 = len(l166) + 1
            a(_UV[n167] if n167 < 128 else _uv(n167))
            for e168 in l166:
                s169 = e168.name
                b170 = s169.encode()
                n171 = len(b170) + 1
                a(_UV[n171] if n171 < 128 else _uv(n171))
                a(b170)
                l172 = e168.partition_indexes
                n173 = len(l172)
                if n173 < 64:
                    a(_CA_i[n173].pack(n173 + 1, *l172))
                else:
                    a(_encode_array('i', l172, True))
                u174 = e168._unknown_tags
                if u174 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u174)
        u175 = e162._unknown_tags
        if u175 is None:
            a(_H0)
        else:
            _write_tags(a, None, u175)
    a(_S__.pack(o.require_stable))
    u176 = o._unknown_tags
    if u176 is None:
        a(_H0)
    else:
        _write_tags(a, None, u176)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v8(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n177 = buf[pos] - 1
    if 0 <= n177 < 127:
        pos += 1
    else:
        n177, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchRequest.Groups')
    l178 = []
    ap179 = l178.append
    for _ in range(n177):
        t180 = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
        n181 = buf[pos] - 1
        if 0 <= n181 < 127:
            x182 = pos + 1 + n181
            if x182 > blen:
                raise _bad_length(n181, 'OffsetFetchRequest.Groups.GroupId', pos)
            t180.group_id = str(buf[pos + 1:x182], 'utf-8')
            pos = x182
        else:
            t180.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.GroupId')
        n183 = buf[pos] - 1
        if -1 <= n183 < 127:
            pos += 1
        else:
            n183, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Groups.Topics')
        if n183 < 0:
            t180.topics = None
        else:
            l184 = []
            ap185 = l184.append
            for _ in range(n183):
                t186 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
                n187 = buf[pos] - 1
                if 0 <= n187 < 127:
                    x188 = pos + 1 + n187
                    if x188 > blen:
                        raise _bad_length(n187, 'OffsetFetchRequest.Groups.Topics.Name', pos)
                    t186.name = str(buf[pos + 1:x188], 'utf-8')
                    pos = x188
                else:
                    t186.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.Topics.Name')
                n189 = buf[pos] - 1
                if 0 <= n189 < 64:
                    t186.partition_indexes = list(_A_i[n189].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n189
                else:
                    t186.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Groups.Topics.PartitionIndexes')
                t186.topic_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t186._unknown_tags = None
                else:
                    nt190, pos = _ruv(buf, pos)
                    if nt190 * 2 > blen - pos:
                        raise _array_too_long(nt190, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                    uk191 = None
                    for _ in range(nt190):
                        tg192, pos = _ruv(buf, pos)
                        sz193, pos = _ruv(buf, pos)
                        x194 = pos + sz193
                        if x194 > blen:
                            raise _bad_length(sz193, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                        if uk191 is None:
                            uk191 = []
                        uk191.append((tg192, bytes(buf[pos:x194])))
                        pos = x194
                    t186._unknown_tags = uk191
                ap185(t186)
            t180.topics = l184
        t180.member_id = None
        t180.member_epoch = -1
        if buf[pos] == 0:
            pos += 1
            t180._unknown_tags = None
        else:
            nt195, pos = _ruv(buf, pos)
            if nt195 * 2 > blen - pos:
                raise _array_too_long(nt195, 'OffsetFetchRequest.Groups._tagged_fields', pos)
            uk196 = None
            for _ in range(nt195):
                tg197, pos = _ruv(buf, pos)
                sz198, pos = _ruv(buf, pos)
                x199 = pos + sz198
                if x199 > blen:
                    raise _bad_length(sz198, 'OffsetFetchRequest.Groups._tagged_fields', pos)
                if uk196 is None:
                    uk196 = []
                uk196.append((tg197, bytes(buf[pos:x199])))
                pos = x199
            t180._unknown_tags = uk196
        ap179(t180)
    o.groups = l178
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.group_id = ''
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt200, pos = _ruv(buf, pos)
        if nt200 * 2 > blen - pos:
            raise _array_too_long(nt200, 'OffsetFetchRequest._tagged_fields', pos)
        uk201 = None
        for _ in range(nt200):
            tg202, pos = _ruv(buf, pos)
            sz203, pos = _ruv(buf, pos)
            x204 = pos + sz203
            if x204 > blen:
                raise _bad_length(sz203, 'OffsetFetchRequest._tagged_fields', pos)
            if uk201 is None:
                uk201 = []
            uk201.append((tg202, bytes(buf[pos:x204])))
            pos = x204
        o._unknown_tags = uk201
    return o, pos


def _enc_OffsetFetchRequest_v9(o):
    parts = []
    a = parts.append
    if o.group_id != '':
        raise _unsupported_field('OffsetFetchRequest', 'GroupId', 9)
    if o.topics:
        raise _unsupported_field('OffsetFetchRequest', 'Topics', 9)
    l205 = o.groups
    n206 = len(l205) + 1
    a(_UV[n206] if n206 < 128 else _uv(n206))
    for e207 in l205:
        s208 = e207.group_id
        b209 = s208.encode()
        n210 = len(b209) + 1
        a(_UV[n210] if n210 < 128 else _uv(n210))
        a(b209)
        s211 = e207.member_id
        if s211 is None:
            a(_H0)
        else:
            b212 = s211.encode()
            n213 = len(b212) + 1
            a(_UV[n213] if n213 < 128 else _uv(n213))
            a(b212)
        a(_S_i.pack(e207.member_epoch))
        l214 = e207.topics
        if l214 is None:
            a(_H0)
        else:
            n215 = len(l214) + 1
            a(_UV[n215] if n215 < 128 else _uv(n215))
            for e216 in l214:
                s217 = e216.name
                b218 = s217.encode()
                n219 = len(b218) + 1
                a(_UV[n219] if n219 < 128 else _uv(n219))
                a(b218)
                l220 = e216.partition_indexes
                n221 = len(l220)
                if n221 < 64:
                    a(_CA_i[n221].pack(n221 + 1, *l220))
                else:
                    a(_encode_array('i', l220, True))
                u222 = e216._unknown_tags
                if u222 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u222)
        u223 = e207._unknown_tags
        if u223 is None:
            a(_H0)
        else:
            _write_tags(a, None, u223)
    a(_S__.pack(o.require_stable))
    u224 = o._unknown_tags
    if u224 is None:
        a(_H0)
    else:
        _write_tags(a, None, u224)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v9(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n225 = buf[pos] - 1
    if 0 <= n225 < 127:
        pos += 1
    else:
        n225, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchRequest.Groups')
    l226 = []
    ap227 = l226.append
    for _ in range(n225):
        t228 = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
        n229 = buf[pos] - 1
        if 0 <= n229 < 127:
            x230 = pos + 1 + n229
            if x230 > blen:
                raise _bad_length(n229, 'OffsetFetchRequest.Groups.GroupId', pos)
            t228.group_id = str(buf[pos + 1:x230], 'utf-8')
            pos = x230
        else:
            t228.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.GroupId')
        n231 = buf[pos] - 1
        if 0 <= n231 < 127:
            x232 = pos + 1 + n231
            if x232 > blen:
                raise _bad_length(n231, 'OffsetFetchRequest.Groups.MemberId', pos)
            t228.member_id = str(buf[pos + 1:x232], 'utf-8')
            pos = x232
        else:
            t228.member_id, pos = _read_string(buf, pos, True, True, 'OffsetFetchRequest.Groups.MemberId')
        t228.member_epoch, = _S_i.unpack_from(buf, pos)
        pos += 4
        n233 = buf[pos] - 1
        if -1 <= n233 < 127:
            pos += 1
        else:
            n233, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Groups.Topics')
        if n233 < 0:
            t228.topics = None
        else:
            l234 = []
            ap235 = l234.append
            for _ in range(n233):
                t236 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
                n237 = buf[pos] - 1
                if 0 <= n237 < 127:
                    x238 = pos + 1 + n237
                    if x238 > blen:
                        raise _bad_length(n237, 'OffsetFetchRequest.Groups.Topics.Name', pos)
                    t236.name = str(buf[pos + 1:x238], 'utf-8')
                    pos = x238
                else:
                    t236.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.Topics.Name')
                n239 = buf[pos] - 1
                if 0 <= n239 < 64:
                    t236.partition_indexes = list(_A_i[n239].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n239
                else:
                    t236.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Groups.Topics.PartitionIndexes')
                t236.topic_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t236._unknown_tags = None
                else:
                    nt240, pos = _ruv(buf, pos)
                    if nt240 * 2 > blen - pos:
                        raise _array_too_long(nt240, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                    uk241 = None
                    for _ in range(nt240):
                        tg242, pos = _ruv(buf, pos)
                        sz243, pos = _ruv(buf, pos)
                        x244 = pos + sz243
                        if x244 > blen:
                            raise _bad_length(sz243, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                        if uk241 is None:
                            uk241 = []
                        uk241.append((tg242, bytes(buf[pos:x244])))
                        pos = x244
                    t236._unknown_tags = uk241
                ap235(t236)
            t228.topics = l234
        if buf[pos] == 0:
            pos += 1
            t228._unknown_tags = None
        else:
            nt245, pos = _ruv(buf, pos)
            if nt245 * 2 > blen - pos:
                raise _array_too_long(nt245, 'OffsetFetchRequest.Groups._tagged_fields', pos)
            uk246 = None
            for _ in range(nt245):
                tg247, pos = _ruv(buf, pos)
                sz248, pos = _ruv(buf, pos)
                x249 = pos + sz248
                if x249 > blen:
                    raise _bad_length(sz248, 'OffsetFetchRequest.Groups._tagged_fields', pos)
                if uk246 is None:
                    uk246 = []
                uk246.append((tg247, bytes(buf[pos:x249])))
                pos = x249
            t228._unknown_tags = uk246
        ap227(t228)
    o.groups = l226
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.group_id = ''
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt250, pos = _ruv(buf, pos)
        if nt250 * 2 > blen - pos:
            raise _array_too_long(nt250, 'OffsetFetchRequest._tagged_fields', pos)
        uk251 = None
        for _ in range(nt250):
            tg252, pos = _ruv(buf, pos)
            sz253, pos = _ruv(buf, pos)
            x254 = pos + sz253
            if x254 > blen:
                raise _bad_length(sz253, 'OffsetFetchRequest._tagged_fields', pos)
            if uk251 is None:
                uk251 = []
            uk251.append((tg252, bytes(buf[pos:x254])))
            pos = x254
        o._unknown_tags = uk251
    return o, pos


def _enc_OffsetFetchRequest_v10(o):
    parts = []
    a = parts.append
    if o.group_id != '':
        raise _unsupported_field('OffsetFetchRequest', 'GroupId', 10)
    if o.topics:
        raise _unsupported_field('OffsetFetchRequest', 'Topics', 10)
    l255 = o.groups
    n256 = len(l255) + 1
    a(_UV[n256] if n256 < 128 else _uv(n256))
    for e257 in l255:
        s258 = e257.group_id
        b259 = s258.encode()
        n260 = len(b259) + 1
        a(_UV[n260] if n260 < 128 else _uv(n260))
        a(b259)
        s261 = e257.member_id
        if s261 is None:
            a(_H0)
        else:
            b262 = s261.encode()
            n263 = len(b262) + 1
            a(_UV[n263] if n263 < 128 else _uv(n263))
            a(b262)
        a(_S_i.pack(e257.member_epoch))
        l264 = e257.topics
        if l264 is None:
            a(_H0)
        else:
            n265 = len(l264) + 1
            a(_UV[n265] if n265 < 128 else _uv(n265))
            for e266 in l264:
                a(_S_U.pack(e266.topic_id.bytes))
                l267 = e266.partition_indexes
                n268 = len(l267)
                if n268 < 64:
                    a(_CA_i[n268].pack(n268 + 1, *l267))
                else:
                    a(_encode_array('i', l267, True))
                u269 = e266._unknown_tags
                if u269 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u269)
        u270 = e257._unknown_tags
        if u270 is None:
            a(_H0)
        else:
            _write_tags(a, None, u270)
    a(_S__.pack(o.require_stable))
    u271 = o._unknown_tags
    if u271 is None:
        a(_H0)
    else:
        _write_tags(a, None, u271)
    return b''.join(parts)


def _dec_OffsetFetchRequest_v10(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchRequest)
    n272 = buf[pos] - 1
    if 0 <= n272 < 127:
        pos += 1
    else:
        n272, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchRequest.Groups')
    l273 = []
    ap274 = l273.append
    for _ in range(n272):
        t275 = _new(_C_OffsetFetchRequest_OffsetFetchRequestGroup)
        n276 = buf[pos] - 1
        if 0 <= n276 < 127:
            x277 = pos + 1 + n276
            if x277 > blen:
                raise _bad_length(n276, 'OffsetFetchRequest.Groups.GroupId', pos)
            t275.group_id = str(buf[pos + 1:x277], 'utf-8')
            pos = x277
        else:
            t275.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchRequest.Groups.GroupId')
        n278 = buf[pos] - 1
        if 0 <= n278 < 127:
            x279 = pos + 1 + n278
            if x279 > blen:
                raise _bad_length(n278, 'OffsetFetchRequest.Groups.MemberId', pos)
            t275.member_id = str(buf[pos + 1:x279], 'utf-8')
            pos = x279
        else:
            t275.member_id, pos = _read_string(buf, pos, True, True, 'OffsetFetchRequest.Groups.MemberId')
        t275.member_epoch, = _S_i.unpack_from(buf, pos)
        pos += 4
        n280 = buf[pos] - 1
        if -1 <= n280 < 127:
            pos += 1
        else:
            n280, pos = _read_array_len(buf, pos, True, True, 1, 'OffsetFetchRequest.Groups.Topics')
        if n280 < 0:
            t275.topics = None
        else:
            l281 = []
            ap282 = l281.append
            for _ in range(n280):
                t283 = _new(_C_OffsetFetchRequest_OffsetFetchRequestTopics)
                u284, = _S_U.unpack_from(buf, pos)
                pos += 16
                t283.topic_id = _uuid_from(u284)
                n285 = buf[pos] - 1
                if 0 <= n285 < 64:
                    t283.partition_indexes = list(_A_i[n285].unpack_from(buf, pos + 1))
                    pos += 1 + 4 * n285
                else:
                    t283.partition_indexes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'OffsetFetchRequest.Groups.Topics.PartitionIndexes')
                t283.name = ''
                if buf[pos] == 0:
                    pos += 1
                    t283._unknown_tags = None
                else:
                    nt286, pos = _ruv(buf, pos)
                    if nt286 * 2 > blen - pos:
                        raise _array_too_long(nt286, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                    uk287 = None
                    for _ in range(nt286):
                        tg288, pos = _ruv(buf, pos)
                        sz289, pos = _ruv(buf, pos)
                        x290 = pos + sz289
                        if x290 > blen:
                            raise _bad_length(sz289, 'OffsetFetchRequest.Groups.Topics._tagged_fields', pos)
                        if uk287 is None:
                            uk287 = []
                        uk287.append((tg288, bytes(buf[pos:x290])))
                        pos = x290
                    t283._unknown_tags = uk287
                ap282(t283)
            t275.topics = l281
        if buf[pos] == 0:
            pos += 1
            t275._unknown_tags = None
        else:
            nt291, pos = _ruv(buf, pos)
            if nt291 * 2 > blen - pos:
                raise _array_too_long(nt291, 'OffsetFetchRequest.Groups._tagged_fields', pos)
            uk292 = None
            for _ in range(nt291):
                tg293, pos = _ruv(buf, pos)
                sz294, pos = _ruv(buf, pos)
                x295 = pos + sz294
                if x295 > blen:
                    raise _bad_length(sz294, 'OffsetFetchRequest.Groups._tagged_fields', pos)
                if uk292 is None:
                    uk292 = []
                uk292.append((tg293, bytes(buf[pos:x295])))
                pos = x295
            t275._unknown_tags = uk292
        ap274(t275)
    o.groups = l273
    o.require_stable, = _S__.unpack_from(buf, pos)
    pos += 1
    o.group_id = ''
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt296, pos = _ruv(buf, pos)
        if nt296 * 2 > blen - pos:
            raise _array_too_long(nt296, 'OffsetFetchRequest._tagged_fields', pos)
        uk297 = None
        for _ in range(nt296):
            tg298, pos = _ruv(buf, pos)
            sz299, pos = _ruv(buf, pos)
            x300 = pos + sz299
            if x300 > blen:
                raise _bad_length(sz299, 'OffsetFetchRequest._tagged_fields', pos)
            if uk297 is None:
                uk297 = []
            uk297.append((tg298, bytes(buf[pos:x300])))
            pos = x300
        o._unknown_tags = uk297
    return o, pos


OffsetFetchRequest._ENC = {1: _enc_OffsetFetchRequest_v1, 2: _enc_OffsetFetchRequest_v2, 3: _enc_OffsetFetchRequest_v3, 4: _enc_OffsetFetchRequest_v4, 5: _enc_OffsetFetchRequest_v5, 6: _enc_OffsetFetchRequest_v6, 7: _enc_OffsetFetchRequest_v7, 8: _enc_OffsetFetchRequest_v8, 9: _enc_OffsetFetchRequest_v9, 10: _enc_OffsetFetchRequest_v10}
OffsetFetchRequest._DEC = {1: _dec_OffsetFetchRequest_v1, 2: _dec_OffsetFetchRequest_v2, 3: _dec_OffsetFetchRequest_v3, 4: _dec_OffsetFetchRequest_v4, 5: _dec_OffsetFetchRequest_v5, 6: _dec_OffsetFetchRequest_v6, 7: _dec_OffsetFetchRequest_v7, 8: _dec_OffsetFetchRequest_v8, 9: _dec_OffsetFetchRequest_v9, 10: _dec_OffsetFetchRequest_v10}


class OffsetFetchResponse(_Message):
    __slots__ = ('throttle_time_ms', 'topics', 'error_code', 'groups', '_unknown_tags')
    NAME = 'OffsetFetchResponse'
    TYPE = 'response'
    API_KEY = 9
    VALID_VERSIONS = (1, 10)
    FLEXIBLE_VERSIONS = (6, 10)

    def __init__(self, *, throttle_time_ms=0, topics=_EMPTY, error_code=0, groups=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _EMPTY else topics
        self.error_code = error_code
        self.groups = [] if groups is _EMPTY else groups
        self._unknown_tags = _unknown_tags

    class OffsetFetchResponseTopic(_Message):
        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponseTopic'

        def __init__(self, *, name='', partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponsePartition(_Message):
        __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponsePartition'

        def __init__(self, *, partition_index=0, committed_offset=0, committed_leader_epoch=-1, metadata='', error_code=0, _unknown_tags=None):
            self.partition_index = partition_index
            self.committed_offset = committed_offset
            self.committed_leader_epoch = committed_leader_epoch
            self.metadata = metadata
            self.error_code = error_code
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponseGroup(_Message):
        __slots__ = ('group_id', 'topics', 'error_code', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponseGroup'

        def __init__(self, *, group_id='', topics=_EMPTY, error_code=0, _unknown_tags=None):
            self.group_id = group_id
            self.topics = [] if topics is _EMPTY else topics
            self.error_code = error_code
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponseTopics(_Message):
        __slots__ = ('name', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponseTopics'

        def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_EMPTY, _unknown_tags=None):
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class OffsetFetchResponsePartitions(_Message):
        __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', '_unknown_tags')
        NAME = 'OffsetFetchResponse.OffsetFetchResponsePartitions'

        def __init__(self, *, partition_index=0, committed_offset=0, committed_leader_epoch=-1, metadata='', error_code=0, _unknown_tags=None):
            self.partition_index = partition_index
            self.committed_offset = committed_offset
            self.committed_leader_epoch = committed_leader_epoch
            self.metadata = metadata
            self.error_code = error_code
            self._unknown_tags = _unknown_tags


_C_OffsetFetchResponse_OffsetFetchResponseTopic = OffsetFetchResponse.OffsetFetchResponseTopic
_C_OffsetFetchResponse_OffsetFetchResponsePartition = OffsetFetchResponse.OffsetFetchResponsePartition
_C_OffsetFetchResponse_OffsetFetchResponseGroup = OffsetFetchResponse.OffsetFetchResponseGroup
_C_OffsetFetchResponse_OffsetFetchResponseTopics = OffsetFetchResponse.OffsetFetchResponseTopics
_C_OffsetFetchResponse_OffsetFetchResponsePartitions = OffsetFetchResponse.OffsetFetchResponsePartitions
OffsetFetchResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (3, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Topics', 'topics', '[]OffsetFetchResponseTopic', (0, 7), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponseTopic),
    _FI('ErrorCode', 'error_code', 'int16', (2, 7), (1, 0), (1, 0), None, 0, True, None),
    _FI('Groups', 'groups', '[]OffsetFetchResponseGroup', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponseGroup),
)
_C_OffsetFetchResponse_OffsetFetchResponseTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 7), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]OffsetFetchResponsePartition', (0, 7), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponsePartition),
)
_C_OffsetFetchResponse_OffsetFetchResponsePartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 7), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedOffset', 'committed_offset', 'int64', (0, 7), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedLeaderEpoch', 'committed_leader_epoch', 'int32', (5, 7), (1, 0), (1, 0), None, -1, True, None),
    _FI('Metadata', 'metadata', 'string', (0, 7), (0, 7), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 7), (1, 0), (1, 0), None, 0, False, None),
)
_C_OffsetFetchResponse_OffsetFetchResponseGroup.FIELDS = (
    _FI('GroupId', 'group_id', 'string', (8, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]OffsetFetchResponseTopics', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponseTopics),
    _FI('ErrorCode', 'error_code', 'int16', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_OffsetFetchResponse_OffsetFetchResponseTopics.FIELDS = (
    _FI('Name', 'name', 'string', (8, 9), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]OffsetFetchResponsePartitions', (8, 32767), (1, 0), (1, 0), None, (), False, _C_OffsetFetchResponse_OffsetFetchResponsePartitions),
)
_C_OffsetFetchResponse_OffsetFetchResponsePartitions.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedOffset', 'committed_offset', 'int64', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CommittedLeaderEpoch', 'committed_leader_epoch', 'int32', (8, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Metadata', 'metadata', 'string', (8, 32767), (8, 32767), (1, 0), None, '', False, None),
    _FI('ErrorCode', 'error_code', 'int16', (8, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_OffsetFetchResponse_OffsetFetchResponseTopic = _C_OffsetFetchResponse_OffsetFetchResponseTopic()
_DEF_OffsetFetchResponse_OffsetFetchResponsePartition = _C_OffsetFetchResponse_OffsetFetchResponsePartition()
_DEF_OffsetFetchResponse_OffsetFetchResponseGroup = _C_OffsetFetchResponse_OffsetFetchResponseGroup()
_DEF_OffsetFetchResponse_OffsetFetchResponseTopics = _C_OffsetFetchResponse_OffsetFetchResponseTopics()
_DEF_OffsetFetchResponse_OffsetFetchResponsePartitions = _C_OffsetFetchResponse_OffsetFetchResponsePartitions()

def _mk_OffsetFetchResponse_OffsetFetchResponseTopic():
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponsePartition():
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
    o.partition_index = 0
    o.committed_offset = 0
    o.committed_leader_epoch = -1
    o.metadata = ''
    o.error_code = 0
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponseGroup():
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
    o.group_id = ''
    o.topics = []
    o.error_code = 0
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponseTopics():
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_OffsetFetchResponse_OffsetFetchResponsePartitions():
    o = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
    o.partition_index = 0
    o.committed_offset = 0
    o.committed_leader_epoch = -1
    o.metadata = ''
    o.error_code = 0
    o._unknown_tags = None
    return o


def _enc_OffsetFetchResponse_v1(o):
    parts = []
    a = parts.append
    l301 = o.topics
    a(_S_i.pack(len(l301)))
    for e302 in l301:
        s303 = e302.name
        b304 = s303.encode()
        a(_S_h.pack(len(b304)))
        a(b304)
        l306 = e302.partitions
        a(_S_i.pack(len(l306)))
        for e307 in l306:
            a(_S_iq.pack(e307.partition_index, e307.committed_offset))
            s308 = e307.metadata
            if s308 is None:
                a(b'\xff\xff')
            else:
                b309 = s308.encode()
                a(_S_h.pack(len(b309)))
                a(b309)
            a(_S_h.pack(e307.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 1)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v1(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    n311, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l312 = []
    ap313 = l312.append
    for _ in range(n311):
        t314 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n315, = _S_h.unpack_from(buf, pos)
        if n315 >= 0:
            x316 = pos + 2 + n315
            if x316 > blen:
                raise _bad_length(n315, 'OffsetFetchResponse.Topics.Name', pos)
            t314.name = str(buf[pos + 2:x316], 'utf-8')
            pos = x316
        else:
            t314.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n317, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l318 = []
        ap319 = l318.append
        for _ in range(n317):
            t320 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t320.partition_index, t320.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n321, = _S_h.unpack_from(buf, pos)
            if n321 >= 0:
                x322 = pos + 2 + n321
                if x322 > blen:
                    raise _bad_length(n321, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t320.metadata = str(buf[pos + 2:x322], 'utf-8')
                pos = x322
            else:
                t320.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t320.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t320.committed_leader_epoch = -1
            t320._unknown_tags = None
            ap319(t320)
        t314.partitions = l318
        t314._unknown_tags = None
        ap313(t314)
    o.topics = l312
    o.throttle_time_ms = 0
    o.error_code = 0
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v2(o):
    parts = []
    a = parts.append
    l323 = o.topics
    a(_S_i.pack(len(l323)))
    for e324 in l323:
        s325 = e324.name
        b326 = s325.encode()
        a(_S_h.pack(len(b326)))
        a(b326)
        l328 = e324.partitions
        a(_S_i.pack(len(l328)))
        for e329 in l328:
            a(_S_iq.pack(e329.partition_index, e329.committed_offset))
            s330 = e329.metadata
            if s330 is None:
                a(b'\xff\xff')
            else:
                b331 = s330.encode()
                a(_S_h.pack(len(b331)))
                a(b331)
            a(_S_h.pack(e329.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 2)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v2(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    n333, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l334 = []
    ap335 = l334.append
    for _ in range(n333):
        t336 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n337, = _S_h.unpack_from(buf, pos)
        if n337 >= 0:
            x338 = pos + 2 + n337
            if x338 > blen:
                raise _bad_length(n337, 'OffsetFetchResponse.Topics.Name', pos)
            t336.name = str(buf[pos + 2:x338], 'utf-8')
            pos = x338
        else:
            t336.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n339, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l340 = []
        ap341 = l340.append
        for _ in range(n339):
            t342 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t342.partition_index, t342.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n343, = _S_h.unpack_from(buf, pos)
            if n343 >= 0:
                x344 = pos + 2 + n343
                if x344 > blen:
                    raise _bad_length(n343, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t342.metadata = str(buf[pos + 2:x344], 'utf-8')
                pos = x344
            else:
                t342.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t342.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t342.committed_leader_epoch = -1
            t342._unknown_tags = None
            ap341(t342)
        t336.partitions = l340
        t336._unknown_tags = None
        ap335(t336)
    o.topics = l334
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.throttle_time_ms = 0
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v3(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l345 = o.topics
    a(_S_i.pack(len(l345)))
    for e346 in l345:
        s347 = e346.name
        b348 = s347.encode()
        a(_S_h.pack(len(b348)))
        a(b348)
        l350 = e346.partitions
        a(_S_i.pack(len(l350)))
        for e351 in l350:
            a(_S_iq.pack(e351.partition_index, e351.committed_offset))
            s352 = e351.metadata
            if s352 is None:
                a(b'\xff\xff')
            else:
                b353 = s352.encode()
                a(_S_h.pack(len(b353)))
                a(b353)
            a(_S_h.pack(e351.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 3)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v3(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n355, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l356 = []
    ap357 = l356.append
    for _ in range(n355):
        t358 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n359, = _S_h.unpack_from(buf, pos)
        if n359 >= 0:
            x360 = pos + 2 + n359
            if x360 > blen:
                raise _bad_length(n359, 'OffsetFetchResponse.Topics.Name', pos)
            t358.name = str(buf[pos + 2:x360], 'utf-8')
            pos = x360
        else:
            t358.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n361, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l362 = []
        ap363 = l362.append
        for _ in range(n361):
            t364 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t364.partition_index, t364.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n365, = _S_h.unpack_from(buf, pos)
            if n365 >= 0:
                x366 = pos + 2 + n365
                if x366 > blen:
                    raise _bad_length(n365, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t364.metadata = str(buf[pos + 2:x366], 'utf-8')
                pos = x366
            else:
                t364.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t364.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t364.committed_leader_epoch = -1
            t364._unknown_tags = None
            ap363(t364)
        t358.partitions = l362
        t358._unknown_tags = None
        ap357(t358)
    o.topics = l356
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v4(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l367 = o.topics
    a(_S_i.pack(len(l367)))
    for e368 in l367:
        s369 = e368.name
        b370 = s369.encode()
        a(_S_h.pack(len(b370)))
        a(b370)
        l372 = e368.partitions
        a(_S_i.pack(len(l372)))
        for e373 in l372:
            a(_S_iq.pack(e373.partition_index, e373.committed_offset))
            s374 = e373.metadata
            if s374 is None:
                a(b'\xff\xff')
            else:
                b375 = s374.encode()
                a(_S_h.pack(len(b375)))
                a(b375)
            a(_S_h.pack(e373.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 4)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v4(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n377, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l378 = []
    ap379 = l378.append
    for _ in range(n377):
        t380 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n381, = _S_h.unpack_from(buf, pos)
        if n381 >= 0:
            x382 = pos + 2 + n381
            if x382 > blen:
                raise _bad_length(n381, 'OffsetFetchResponse.Topics.Name', pos)
            t380.name = str(buf[pos + 2:x382], 'utf-8')
            pos = x382
        else:
            t380.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n383, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l384 = []
        ap385 = l384.append
        for _ in range(n383):
            t386 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t386.partition_index, t386.committed_offset = _S_iq.unpack_from(buf, pos)
            pos += 12
            n387, = _S_h.unpack_from(buf, pos)
            if n387 >= 0:
                x388 = pos + 2 + n387
                if x388 > blen:
                    raise _bad_length(n387, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t386.metadata = str(buf[pos + 2:x388], 'utf-8')
                pos = x388
            else:
                t386.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t386.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t386.committed_leader_epoch = -1
            t386._unknown_tags = None
            ap385(t386)
        t380.partitions = l384
        t380._unknown_tags = None
        ap379(t380)
    o.topics = l378
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v5(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l389 = o.topics
    a(_S_i.pack(len(l389)))
    for e390 in l389:
        s391 = e390.name
        b392 = s391.encode()
        a(_S_h.pack(len(b392)))
        a(b392)
        l394 = e390.partitions
        a(_S_i.pack(len(l394)))
        for e395 in l394:
            a(_S_iqi.pack(e395.partition_index, e395.committed_offset, e395.committed_leader_epoch))
            s396 = e395.metadata
            if s396 is None:
                a(b'\xff\xff')
            else:
                b397 = s396.encode()
                a(_S_h.pack(len(b397)))
                a(b397)
            a(_S_h.pack(e395.error_code))
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 5)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v5(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n399, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics')
    l400 = []
    ap401 = l400.append
    for _ in range(n399):
        t402 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n403, = _S_h.unpack_from(buf, pos)
        if n403 >= 0:
            x404 = pos + 2 + n403
            if x404 > blen:
                raise _bad_length(n403, 'OffsetFetchResponse.Topics.Name', pos)
            t402.name = str(buf[pos + 2:x404], 'utf-8')
            pos = x404
        else:
            t402.name, pos = _read_string(buf, pos, False, False, 'OffsetFetchResponse.Topics.Name')
        n405, pos = _read_array_len(buf, pos, False, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l406 = []
        ap407 = l406.append
        for _ in range(n405):
            t408 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t408.partition_index, t408.committed_offset, t408.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n409, = _S_h.unpack_from(buf, pos)
            if n409 >= 0:
                x410 = pos + 2 + n409
                if x410 > blen:
                    raise _bad_length(n409, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t408.metadata = str(buf[pos + 2:x410], 'utf-8')
                pos = x410
            else:
                t408.metadata, pos = _read_string(buf, pos, False, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t408.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            t408._unknown_tags = None
            ap407(t408)
        t402.partitions = l406
        t402._unknown_tags = None
        ap401(t402)
    o.topics = l400
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    o._unknown_tags = None
    return o, pos


def _enc_OffsetFetchResponse_v6(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l411 = o.topics
    n412 = len(l411) + 1
    a(_UV[n412] if n412 < 128 else _uv(n412))
    for e413 in l411:
        s414 = e413.name
        b415 = s414.encode()
        n416 = len(b415) + 1
        a(_UV[n416] if n416 < 128 else _uv(n416))
        a(b415)
        l417 = e413.partitions
        n418 = len(l417) + 1
        a(_UV[n418] if n418 < 128 else _uv(n418))
        for e419 in l417:
            a(_S_iqi.pack(e419.partition_index, e419.committed_offset, e419.committed_leader_epoch))
            s420 = e419.metadata
            if s420 is None:
                a(_H0)
            else:
                b421 = s420.encode()
                n422 = len(b421) + 1
                a(_UV[n422] if n422 < 128 else _uv(n422))
                a(b421)
            a(_S_h.pack(e419.error_code))
            u423 = e419._unknown_tags
            if u423 is None:
                a(_H0)
            else:
                _write_tags(a, None, u423)
        u424 = e413._unknown_tags
        if u424 is None:
            a(_H0)
        else:
            _write_tags(a, None, u424)
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 6)
    u425 = o._unknown_tags
    if u425 is None:
        a(_H0)
    else:
        _write_tags(a, None, u425)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v6(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n426 = buf[pos] - 1
    if 0 <= n426 < 127:
        pos += 1
    else:
        n426, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics')
    l427 = []
    ap428 = l427.append
    for _ in range(n426):
        t429 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n430 = buf[pos] - 1
        if 0 <= n430 < 127:
            x431 = pos + 1 + n430
            if x431 > blen:
                raise _bad_length(n430, 'OffsetFetchResponse.Topics.Name', pos)
            t429.name = str(buf[pos + 1:x431], 'utf-8')
            pos = x431
        else:
            t429.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Topics.Name')
        n432 = buf[pos] - 1
        if 0 <= n432 < 127:
            pos += 1
        else:
            n432, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l433 = []
        ap434 = l433.append
        for _ in range(n432):
            t435 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t435.partition_index, t435.committed_offset, t435.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n436 = buf[pos] - 1
            if 0 <= n436 < 127:
                x437 = pos + 1 + n436
                if x437 > blen:
                    raise _bad_length(n436, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t435.metadata = str(buf[pos + 1:x437], 'utf-8')
                pos = x437
            else:
                t435.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t435.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t435._unknown_tags = None
            else:
                nt438, pos = _ruv(buf, pos)
                if nt438 * 2 > blen - pos:
                    raise _array_too_long(nt438, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                uk439 = None
                for _ in range(nt438):
                    tg440, pos = _ruv(buf, pos)
                    sz441, pos = _ruv(buf, pos)
                    x442 = pos + sz441
                    if x442 > blen:
                        raise _bad_length(sz441, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                    if uk439 is None:
                        uk439 = []
                    uk439.append((tg440, bytes(buf[pos:x442])))
                    pos = x442
                t435._unknown_tags = uk439
            ap434(t435)
        t429.partitions = l433
        if buf[pos] == 0:
            pos += 1
            t429._unknown_tags = None
        else:
            nt443, pos = _ruv(buf, pos)
            if nt443 * 2 > blen - pos:
                raise _array_too_long(nt443, 'OffsetFetchResponse.Topics._tagged_fields', pos)
            uk444 = None
            for _ in range(nt443):
                tg445, pos = _ruv(buf, pos)
                sz446, pos = _ruv(buf, pos)
                x447 = pos + sz446
                if x447 > blen:
                    raise _bad_length(sz446, 'OffsetFetchResponse.Topics._tagged_fields', pos)
                if uk444 is None:
                    uk444 = []
                uk444.append((tg445, bytes(buf[pos:x447])))
                pos = x447
            t429._unknown_tags = uk444
        ap428(t429)
    o.topics = l427
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt448, pos = _ruv(buf, pos)
        if nt448 * 2 > blen - pos:
            raise _array_too_long(nt448, 'OffsetFetchResponse._tagged_fields', pos)
        uk449 = None
        for _ in range(nt448):
            tg450, pos = _ruv(buf, pos)
            sz451, pos = _ruv(buf, pos)
            x452 = pos + sz451
            if x452 > blen:
                raise _bad_length(sz451, 'OffsetFetchResponse._tagged_fields', pos)
            if uk449 is None:
                uk449 = []
            uk449.append((tg450, bytes(buf[pos:x452])))
            pos = x452
        o._unknown_tags = uk449
    return o, pos


def _enc_OffsetFetchResponse_v7(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l453 = o.topics
    n454 = len(l453) + 1
    a(_UV[n454] if n454 < 128 else _uv(n454))
    for e455 in l453:
        s456 = e455.name
        b457 = s456.encode()
        n458 = len(b457) + 1
        a(_UV[n458] if n458 < 128 else _uv(n458))
        a(b457)
        l459 = e455.partitions
        n460 = len(l459) + 1
        a(_UV[n460] if n460 < 128 else _uv(n460))
        for e461 in l459:
            a(_S_iqi.pack(e461.partition_index, e461.committed_offset, e461.committed_leader_epoch))
            s462 = e461.metadata
            if s462 is None:
                a(_H0)
            else:
                b463 = s462.encode()
                n464 = len(b463) + 1
                a(_UV[n464] if n464 < 128 else _uv(n464))
                a(b463)
            a(_S_h.pack(e461.error_code))
            u465 = e461._unknown_tags
            if u465 is None:
                a(_H0)
            else:
                _write_tags(a, None, u465)
        u466 = e455._unknown_tags
        if u466 is None:
            a(_H0)
        else:
            _write_tags(a, None, u466)
    a(_S_h.pack(o.error_code))
    if o.groups:
        raise _unsupported_field('OffsetFetchResponse', 'Groups', 7)
    u467 = o._unknown_tags
    if u467 is None:
        a(_H0)
    else:
        _write_tags(a, None, u467)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v7(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n468 = buf[pos] - 1
    if 0 <= n468 < 127:
        pos += 1
    else:
        n468, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics')
    l469 = []
    ap470 = l469.append
    for _ in range(n468):
        t471 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopic)
        n472 = buf[pos] - 1
        if 0 <= n472 < 127:
            x473 = pos + 1 + n472
            if x473 > blen:
                raise _bad_length(n472, 'OffsetFetchResponse.Topics.Name', pos)
            t471.name = str(buf[pos + 1:x473], 'utf-8')
            pos = x473
        else:
            t471.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Topics.Name')
        n474 = buf[pos] - 1
        if 0 <= n474 < 127:
            pos += 1
        else:
            n474, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Topics.Partitions')
        l475 = []
        ap476 = l475.append
        for _ in range(n474):
            t477 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartition)
            t477.partition_index, t477.committed_offset, t477.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
            pos += 16
            n478 = buf[pos] - 1
            if 0 <= n478 < 127:
                x479 = pos + 1 + n478
                if x479 > blen:
                    raise _bad_length(n478, 'OffsetFetchResponse.Topics.Partitions.Metadata', pos)
                t477.metadata = str(buf[pos + 1:x479], 'utf-8')
                pos = x479
            else:
                t477.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Topics.Partitions.Metadata')
            t477.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t477._unknown_tags = None
            else:
                nt480, pos = _ruv(buf, pos)
                if nt480 * 2 > blen - pos:
                    raise _array_too_long(nt480, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                uk481 = None
                for _ in range(nt480):
                    tg482, pos = _ruv(buf, pos)
                    sz483, pos = _ruv(buf, pos)
                    x484 = pos + sz483
                    if x484 > blen:
                        raise _bad_length(sz483, 'OffsetFetchResponse.Topics.Partitions._tagged_fields', pos)
                    if uk481 is None:
                        uk481 = []
                    uk481.append((tg482, bytes(buf[pos:x484])))
                    pos = x484
                t477._unknown_tags = uk481
            ap476(t477)
        t471.partitions = l475
        if buf[pos] == 0:
            pos += 1
            t471._unknown_tags = None
        else:
            nt485, pos = _ruv(buf, pos)
            if nt485 * 2 > blen - pos:
                raise _array_too_long(nt485, 'OffsetFetchResponse.Topics._tagged_fields', pos)
            uk486 = None
            for _ in range(nt485):
                tg487, pos = _ruv(buf, pos)
                sz488, pos = _ruv(buf, pos)
                x489 = pos + sz488
                if x489 > blen:
                    raise _bad_length(sz488, 'OffsetFetchResponse.Topics._tagged_fields', pos)
                if uk486 is None:
                    uk486 = []
                uk486.append((tg487, bytes(buf[pos:x489])))
                pos = x489
            t471._unknown_tags = uk486
        ap470(t471)
    o.topics = l469
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.groups = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt490, pos = _ruv(buf, pos)
        if nt490 * 2 > blen - pos:
            raise _array_too_long(nt490, 'OffsetFetchResponse._tagged_fields', pos)
        uk491 = None
        for _ in range(nt490):
            tg492, pos = _ruv(buf, pos)
            sz493, pos = _ruv(buf, pos)
            x494 = pos + sz493
            if x494 > blen:
                raise _bad_length(sz493, 'OffsetFetchResponse._tagged_fields', pos)
            if uk491 is None:
                uk491 = []
            uk491.append((tg492, bytes(buf[pos:x494])))
            pos = x494
        o._unknown_tags = uk491
    return o, pos


def _enc_OffsetFetchResponse_v8(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.topics:
        raise _unsupported_field('OffsetFetchResponse', 'Topics', 8)
    l495 = o.groups
    n496 = len(l495) + 1
    a(_UV[n496] if n496 < 128 else _uv(n496))
    for e497 in l495:
        s498 = e497.group_id
        b499 = s498.encode()
        n500 = len(b499) + 1
        a(_UV[n500] if n500 < 128 else _uv(n500))
        a(b499)
        l501 = e497.topics
        n502 = len(l501) + 1
        a(_UV[n502] if n502 < 128 else _uv(n502))
        for e503 in l501:
            s504 = e503.name
            b505 = s504.encode()
            n506 = len(b505) + 1
            a(_UV[n506] if n506 < 128 else _uv(n506))
            a(b505)
            l507 = e503.partitions
            n508 = len(l507) + 1
            a(_UV[n508] if n508 < 128 else _uv(n508))
            for e509 in l507:
                a(_S_iqi.pack(e509.partition_index, e509.committed_offset, e509.committed_leader_epoch))
                s510 = e509.metadata
                if s510 is None:
                    a(_H0)
                else:
                    b511 = s510.encode()
                    n512 = len(b511) + 1
                    a(_UV[n512] if n512 < 128 else _uv(n512))
                    a(b511)
                a(_S_h.pack(e509.error_code))
                u513 = e509._unknown_tags
                if u513 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u513)
            u514 = e503._unknown_tags
            if u514 is None:
                a(_H0)
            else:
                _write_tags(a, None, u514)
        a(_S_h.pack(e497.error_code))
        u515 = e497._unknown_tags
        if u515 is None:
            a(_H0)
        else:
            _write_tags(a, None, u515)
    u516 = o._unknown_tags
    if u516 is None:
        a(_H0)
    else:
        _write_tags(a, None, u516)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v8(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n517 = buf[pos] - 1
    if 0 <= n517 < 127:
        pos += 1
    else:
        n517, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups')
    l518 = []
    ap519 = l518.append
    for _ in range(n517):
        t520 = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
        n521 = buf[pos] - 1
        if 0 <= n521 < 127:
            x522 = pos + 1 + n521
            if x522 > blen:
                raise _bad_length(n521, 'OffsetFetchResponse.Groups.GroupId', pos)
            t520.group_id = str(buf[pos + 1:x522], 'utf-8')
            pos = x522
        else:
            t520.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.GroupId')
        n523 = buf[pos] - 1
        if 0 <= n523 < 127:
            pos += 1
        else:
            n523, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics')
        l524 = []
        ap525 = l524.append
        for _ in range(n523):
            t526 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
            n527 = buf[pos] - 1
            if 0 <= n527 < 127:
                x528 = pos + 1 + n527
                if x528 > blen:
                    raise _bad_length(n527, 'OffsetFetchResponse.Groups.Topics.Name', pos)
                t526.name = str(buf[pos + 1:x528], 'utf-8')
                pos = x528
            else:
                t526.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.Topics.Name')
            n529 = buf[pos] - 1
            if 0 <= n529 < 127:
                pos += 1
            else:
                n529, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics.Partitions')
            l530 = []
            ap531 = l530.append
            for _ in range(n529):
                t532 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
                t532.partition_index, t532.committed_offset, t532.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
                pos += 16
                n533 = buf[pos] - 1
                if 0 <= n533 < 127:
                    x534 = pos + 1 + n533
                    if x534 > blen:
                        raise _bad_length(n533, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata', pos)
                    t532.metadata = str(buf[pos + 1:x534], 'utf-8')
                    pos = x534
                else:
                    t532.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata')
                t532.error_code, = _S_h.unpack_from(buf, pos)
                pos += 2
                if buf[pos] == 0:
                    pos += 1
                    t532._unknown_tags = None
                else:
                    nt535, pos = _ruv(buf, pos)
                    if nt535 * 2 > blen - pos:
                        raise _array_too_long(nt535, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                    uk536 = None
                    for _ in range(nt535):
                        tg537, pos = _ruv(buf, pos)
                        sz538, pos = _ruv(buf, pos)
                        x539 = pos + sz538
                        if x539 > blen:
                            raise _bad_length(sz538, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                        if uk536 is None:
                            uk536 = []
                        uk536.append((tg537, bytes(buf[pos:x539])))
                        pos = x539
                    t532._unknown_tags = uk536
                ap531(t532)
            t526.partitions = l530
            t526.topic_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t526._unknown_tags = None
            else:
                nt540, pos = _ruv(buf, pos)
                if nt540 * 2 > blen - pos:
                    raise _array_too_long(nt540, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                uk541 = None
                for _ in range(nt540):
                    tg542, pos = _ruv(buf, pos)
                    sz543, pos = _ruv(buf, pos)
                    x544 = pos + sz543
                    if x544 > blen:
                        raise _bad_length(sz543, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                    if uk541 is None:
                        uk541 = []
                    uk541.append((tg542, bytes(buf[pos:x544])))
                    pos = x544
                t526._unknown_tags = uk541
            ap525(t526)
        t520.topics = l524
        t520.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t520._unknown_tags = None
        else:
            nt545, pos = _ruv(buf, pos)
            if nt545 * 2 > blen - pos:
                raise _array_too_long(nt545, 'OffsetFetchResponse.Groups._tagged_fields', pos)
            uk546 = None
            for _ in range(nt545):
                tg547, pos = _ruv(buf, pos)
                sz548, pos = _ruv(buf, pos)
                x549 = pos + sz548
                if x549 > blen:
                    raise _bad_length(sz548, 'OffsetFetchResponse.Groups._tagged_fields', pos)
                if uk546 is None:
                    uk546 = []
                uk546.append((tg547, bytes(buf[pos:x549])))
                pos = x549
            t520._unknown_tags = uk546
        ap519(t520)
    o.groups = l518
    o.topics = []
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt550, pos = _ruv(buf, pos)
        if nt550 * 2 > blen - pos:
            raise _array_too_long(nt550, 'OffsetFetchResponse._tagged_fields', pos)
        uk551 = None
        for _ in range(nt550):
            tg552, pos = _ruv(buf, pos)
            sz553, pos = _ruv(buf, pos)
            x554 = pos + sz553
            if x554 > blen:
                raise _bad_length(sz553, 'OffsetFetchResponse._tagged_fields', pos)
            if uk551 is None:
                uk551 = []
            uk551.append((tg552, bytes(buf[pos:x554])))
            pos = x554
        o._unknown_tags = uk551
    return o, pos


def _enc_OffsetFetchResponse_v9(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.topics:
        raise _unsupported_field('OffsetFetchResponse', 'Topics', 9)
    l555 = o.groups
    n556 = len(l555) + 1
    a(_UV[n556] if n556 < 128 else _uv(n556))
    for e557 in l555:
        s558 = e557.group_id
        b559 = s558.encode()
        n560 = len(b559) + 1
        a(_UV[n560] if n560 < 128 else _uv(n560))
        a(b559)
        l561 = e557.topics
        n562 = len(l561) + 1
        a(_UV[n562] if n562 < 128 else _uv(n562))
        for e563 in l561:
            s564 = e563.name
            b565 = s564.encode()
            n566 = len(b565) + 1
            a(_UV[n566] if n566 < 128 else _uv(n566))
            a(b565)
            l567 = e563.partitions
            n568 = len(l567) + 1
            a(_UV[n568] if n568 < 128 else _uv(n568))
            for e569 in l567:
                a(_S_iqi.pack(e569.partition_index, e569.committed_offset, e569.committed_leader_epoch))
                s570 = e569.metadata
                if s570 is None:
                    a(_H0)
                else:
                    b571 = s570.encode()
                    n572 = len(b571) + 1
                    a(_UV[n572] if n572 < 128 else _uv(n572))
                    a(b571)
                a(_S_h.pack(e569.error_code))
                u573 = e569._unknown_tags
                if u573 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u573)
            u574 = e563._unknown_tags
            if u574 is None:
                a(_H0)
            else:
                _write_tags(a, None, u574)
        a(_S_h.pack(e557.error_code))
        u575 = e557._unknown_tags
        if u575 is None:
            a(_H0)
        else:
            _write_tags(a, None, u575)
    u576 = o._unknown_tags
    if u576 is None:
        a(_H0)
    else:
        _write_tags(a, None, u576)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v9(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n577 = buf[pos] - 1
    if 0 <= n577 < 127:
        pos += 1
    else:
        n577, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups')
    l578 = []
    ap579 = l578.append
    for _ in range(n577):
        t580 = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
        n581 = buf[pos] - 1
        if 0 <= n581 < 127:
            x582 = pos + 1 + n581
            if x582 > blen:
                raise _bad_length(n581, 'OffsetFetchResponse.Groups.GroupId', pos)
            t580.group_id = str(buf[pos + 1:x582], 'utf-8')
            pos = x582
        else:
            t580.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.GroupId')
        n583 = buf[pos] - 1
        if 0 <= n583 < 127:
            pos += 1
        else:
            n583, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics')
        l584 = []
        ap585 = l584.append
        for _ in range(n583):
            t586 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
            n587 = buf[pos] - 1
            if 0 <= n587 < 127:
                x588 = pos + 1 + n587
                if x588 > blen:
                    raise _bad_length(n587, 'OffsetFetchResponse.Groups.Topics.Name', pos)
                t586.name = str(buf[pos + 1:x588], 'utf-8')
                pos = x588
            else:
                t586.name, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.Topics.Name')
            n589 = buf[pos] - 1
            if 0 <= n589 < 127:
                pos += 1
            else:
                n589, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics.Partitions')
            l590 = []
            ap591 = l590.append
            for _ in range(n589):
                t592 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
                t592.partition_index, t592.committed_offset, t592.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
                pos += 16
                n593 = buf[pos] - 1
                if 0 <= n593 < 127:
                    x594 = pos + 1 + n593
                    if x594 > blen:
                        raise _bad_length(n593, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata', pos)
                    t592.metadata = str(buf[pos + 1:x594], 'utf-8')
                    pos = x594
                else:
                    t592.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata')
                t592.error_code, = _S_h.unpack_from(buf, pos)
                pos += 2
                if buf[pos] == 0:
                    pos += 1
                    t592._unknown_tags = None
                else:
                    nt595, pos = _ruv(buf, pos)
                    if nt595 * 2 > blen - pos:
                        raise _array_too_long(nt595, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                    uk596 = None
                    for _ in range(nt595):
                        tg597, pos = _ruv(buf, pos)
                        sz598, pos = _ruv(buf, pos)
                        x599 = pos + sz598
                        if x599 > blen:
                            raise _bad_length(sz598, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                        if uk596 is None:
                            uk596 = []
                        uk596.append((tg597, bytes(buf[pos:x599])))
                        pos = x599
                    t592._unknown_tags = uk596
                ap591(t592)
            t586.partitions = l590
            t586.topic_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t586._unknown_tags = None
            else:
                nt600, pos = _ruv(buf, pos)
                if nt600 * 2 > blen - pos:
                    raise _array_too_long(nt600, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                uk601 = None
                for _ in range(nt600):
                    tg602, pos = _ruv(buf, pos)
                    sz603, pos = _ruv(buf, pos)
                    x604 = pos + sz603
                    if x604 > blen:
                        raise _bad_length(sz603, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                    if uk601 is None:
                        uk601 = []
                    uk601.append((tg602, bytes(buf[pos:x604])))
                    pos = x604
                t586._unknown_tags = uk601
            ap585(t586)
        t580.topics = l584
        t580.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t580._unknown_tags = None
        else:
            nt605, pos = _ruv(buf, pos)
            if nt605 * 2 > blen - pos:
                raise _array_too_long(nt605, 'OffsetFetchResponse.Groups._tagged_fields', pos)
            uk606 = None
            for _ in range(nt605):
                tg607, pos = _ruv(buf, pos)
                sz608, pos = _ruv(buf, pos)
                x609 = pos + sz608
                if x609 > blen:
                    raise _bad_length(sz608, 'OffsetFetchResponse.Groups._tagged_fields', pos)
                if uk606 is None:
                    uk606 = []
                uk606.append((tg607, bytes(buf[pos:x609])))
                pos = x609
            t580._unknown_tags = uk606
        ap579(t580)
    o.groups = l578
    o.topics = []
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt610, pos = _ruv(buf, pos)
        if nt610 * 2 > blen - pos:
            raise _array_too_long(nt610, 'OffsetFetchResponse._tagged_fields', pos)
        uk611 = None
        for _ in range(nt610):
            tg612, pos = _ruv(buf, pos)
            sz613, pos = _ruv(buf, pos)
            x614 = pos + sz613
            if x614 > blen:
                raise _bad_length(sz613, 'OffsetFetchResponse._tagged_fields', pos)
            if uk611 is None:
                uk611 = []
            uk611.append((tg612, bytes(buf[pos:x614])))
            pos = x614
        o._unknown_tags = uk611
    return o, pos


def _enc_OffsetFetchResponse_v10(o):
    parts = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.topics:
        raise _unsupported_field('OffsetFetchResponse', 'Topics', 10)
    l615 = o.groups
    n616 = len(l615) + 1
    a(_UV[n616] if n616 < 128 else _uv(n616))
    for e617 in l615:
        s618 = e617.group_id
        b619 = s618.encode()
        n620 = len(b619) + 1
        a(_UV[n620] if n620 < 128 else _uv(n620))
        a(b619)
        l621 = e617.topics
        n622 = len(l621) + 1
        a(_UV[n622] if n622 < 128 else _uv(n622))
        for e623 in l621:
            a(_S_U.pack(e623.topic_id.bytes))
            l624 = e623.partitions
            n625 = len(l624) + 1
            a(_UV[n625] if n625 < 128 else _uv(n625))
            for e626 in l624:
                a(_S_iqi.pack(e626.partition_index, e626.committed_offset, e626.committed_leader_epoch))
                s627 = e626.metadata
                if s627 is None:
                    a(_H0)
                else:
                    b628 = s627.encode()
                    n629 = len(b628) + 1
                    a(_UV[n629] if n629 < 128 else _uv(n629))
                    a(b628)
                a(_S_h.pack(e626.error_code))
                u630 = e626._unknown_tags
                if u630 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u630)
            u631 = e623._unknown_tags
            if u631 is None:
                a(_H0)
            else:
                _write_tags(a, None, u631)
        a(_S_h.pack(e617.error_code))
        u632 = e617._unknown_tags
        if u632 is None:
            a(_H0)
        else:
            _write_tags(a, None, u632)
    u633 = o._unknown_tags
    if u633 is None:
        a(_H0)
    else:
        _write_tags(a, None, u633)
    return b''.join(parts)


def _dec_OffsetFetchResponse_v10(buf, pos):
    blen = len(buf)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n634 = buf[pos] - 1
    if 0 <= n634 < 127:
        pos += 1
    else:
        n634, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups')
    l635 = []
    ap636 = l635.append
    for _ in range(n634):
        t637 = _new(_C_OffsetFetchResponse_OffsetFetchResponseGroup)
        n638 = buf[pos] - 1
        if 0 <= n638 < 127:
            x639 = pos + 1 + n638
            if x639 > blen:
                raise _bad_length(n638, 'OffsetFetchResponse.Groups.GroupId', pos)
            t637.group_id = str(buf[pos + 1:x639], 'utf-8')
            pos = x639
        else:
            t637.group_id, pos = _read_string(buf, pos, True, False, 'OffsetFetchResponse.Groups.GroupId')
        n640 = buf[pos] - 1
        if 0 <= n640 < 127:
            pos += 1
        else:
            n640, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics')
        l641 = []
        ap642 = l641.append
        for _ in range(n640):
            t643 = _new(_C_OffsetFetchResponse_OffsetFetchResponseTopics)
            u644, = _S_U.unpack_from(buf, pos)
            pos += 16
            t643.topic_id = _uuid_from(u644)
            n645 = buf[pos] - 1
            if 0 <= n645 < 127:
                pos += 1
            else:
                n645, pos = _read_array_len(buf, pos, True, False, 1, 'OffsetFetchResponse.Groups.Topics.Partitions')
            l646 = []
            ap647 = l646.append
            for _ in range(n645):
                t648 = _new(_C_OffsetFetchResponse_OffsetFetchResponsePartitions)
                t648.partition_index, t648.committed_offset, t648.committed_leader_epoch = _S_iqi.unpack_from(buf, pos)
                pos += 16
                n649 = buf[pos] - 1
                if 0 <= n649 < 127:
                    x650 = pos + 1 + n649
                    if x650 > blen:
                        raise _bad_length(n649, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata', pos)
                    t648.metadata = str(buf[pos + 1:x650], 'utf-8')
                    pos = x650
                else:
                    t648.metadata, pos = _read_string(buf, pos, True, True, 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata')
                t648.error_code, = _S_h.unpack_from(buf, pos)
                pos += 2
                if buf[pos] == 0:
                    pos += 1
                    t648._unknown_tags = None
                else:
                    nt651, pos = _ruv(buf, pos)
                    if nt651 * 2 > blen - pos:
                        raise _array_too_long(nt651, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                    uk652 = None
                    for _ in range(nt651):
                        tg653, pos = _ruv(buf, pos)
                        sz654, pos = _ruv(buf, pos)
                        x655 = pos + sz654
                        if x655 > blen:
                            raise _bad_length(sz654, 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields', pos)
                        if uk652 is None:
                            uk652 = []
                        uk652.append((tg653, bytes(buf[pos:x655])))
                        pos = x655
                    t648._unknown_tags = uk652
                ap647(t648)
            t643.partitions = l646
            t643.name = ''
            if buf[pos] == 0:
                pos += 1
                t643._unknown_tags = None
            else:
                nt656, pos = _ruv(buf, pos)
                if nt656 * 2 > blen - pos:
                    raise _array_too_long(nt656, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                uk657 = None
                for _ in range(nt656):
                    tg658, pos = _ruv(buf, pos)
                    sz659, pos = _ruv(buf, pos)
                    x660 = pos + sz659
                    if x660 > blen:
                        raise _bad_length(sz659, 'OffsetFetchResponse.Groups.Topics._tagged_fields', pos)
                    if uk657 is None:
                        uk657 = []
                    uk657.append((tg658, bytes(buf[pos:x660])))
                    pos = x660
                t643._unknown_tags = uk657
            ap642(t643)
        t637.topics = l641
        t637.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t637._unknown_tags = None
        else:
            nt661, pos = _ruv(buf, pos)
            if nt661 * 2 > blen - pos:
                raise _array_too_long(nt661, 'OffsetFetchResponse.Groups._tagged_fields', pos)
            uk662 = None
            for _ in range(nt661):
                tg663, pos = _ruv(buf, pos)
                sz664, pos = _ruv(buf, pos)
                x665 = pos + sz664
                if x665 > blen:
                    raise _bad_length(sz664, 'OffsetFetchResponse.Groups._tagged_fields', pos)
                if uk662 is None:
                    uk662 = []
                uk662.append((tg663, bytes(buf[pos:x665])))
                pos = x665
            t637._unknown_tags = uk662
        ap636(t637)
    o.groups = l635
    o.topics = []
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt666, pos = _ruv(buf, pos)
        if nt666 * 2 > blen - pos:
            raise _array_too_long(nt666, 'OffsetFetchResponse._tagged_fields', pos)
        uk667 = None
        for _ in range(nt666):
            tg668, pos = _ruv(buf, pos)
            sz669, pos = _ruv(buf, pos)
            x670 = pos + sz669
            if x670 > blen:
                raise _bad_length(sz669, 'OffsetFetchResponse._tagged_fields', pos)
            if uk667 is None:
                uk667 = []
            uk667.append((tg668, bytes(buf[pos:x670])))
            pos = x670
        o._unknown_tags = uk667
    return o, pos


OffsetFetchResponse._ENC = {1: _enc_OffsetFetchResponse_v1, 2: _enc_OffsetFetchResponse_v2, 3: _enc_OffsetFetchResponse_v3, 4: _enc_OffsetFetchResponse_v4, 5: _enc_OffsetFetchResponse_v5, 6: _enc_OffsetFetchResponse_v6, 7: _enc_OffsetFetchResponse_v7, 8: _enc_OffsetFetchResponse_v8, 9: _enc_OffsetFetchResponse_v9, 10: _enc_OffsetFetchResponse_v10}
OffsetFetchResponse._DEC = {1: _dec_OffsetFetchResponse_v1, 2: _dec_OffsetFetchResponse_v2, 3: _dec_OffsetFetchResponse_v3, 4: _dec_OffsetFetchResponse_v4, 5: _dec_OffsetFetchResponse_v5, 6: _dec_OffsetFetchResponse_v6, 7: _dec_OffsetFetchResponse_v7, 8: _dec_OffsetFetchResponse_v8, 9: _dec_OffsetFetchResponse_v9, 10: _dec_OffsetFetchResponse_v10}


_LINES = {
    154: 'OffsetFetchRequest.GroupId',
    155: 'OffsetFetchRequest.GroupId',
    156: 'OffsetFetchRequest.GroupId',
    157: 'OffsetFetchRequest.GroupId',
    158: 'OffsetFetchRequest.Topics',
    159: 'OffsetFetchRequest.Topics',
    160: 'OffsetFetchRequest.Topics',
    161: 'OffsetFetchRequest.Topics.Name',
    162: 'OffsetFetchRequest.Topics.Name',
    163: 'OffsetFetchRequest.Topics.Name',
    164: 'OffsetFetchRequest.Topics.Name',
    165: 'OffsetFetchRequest.Topics.PartitionIndexes',
    166: 'OffsetFetchRequest.Topics.PartitionIndexes',
    168: 'OffsetFetchRequest.Topics.PartitionIndexes',
    170: 'OffsetFetchRequest.Topics.PartitionIndexes',
    171: 'OffsetFetchRequest.Groups',
    173: 'OffsetFetchRequest.RequireStable',
    181: 'OffsetFetchRequest.GroupId',
    186: 'OffsetFetchRequest.GroupId',
    189: 'OffsetFetchRequest.GroupId',
    190: 'OffsetFetchRequest.Topics',
    195: 'OffsetFetchRequest.Topics.Name',
    200: 'OffsetFetchRequest.Topics.Name',
    203: 'OffsetFetchRequest.Topics.Name',
    204: 'OffsetFetchRequest.Topics.PartitionIndexes',
    206: 'OffsetFetchRequest.Topics.PartitionIndexes',
    209: 'OffsetFetchRequest.Topics.PartitionIndexes',
    222: 'OffsetFetchRequest.GroupId',
    223: 'OffsetFetchRequest.GroupId',
    224: 'OffsetFetchRequest.GroupId',
    225: 'OffsetFetchRequest.GroupId',
    226: 'OffsetFetchRequest.Topics',
    227: 'OffsetFetchRequest.Topics',
    228: 'OffsetFetchRequest.Topics',
    229: 'OffsetFetchRequest.Topics',
    230: 'OffsetFetchRequest.Topics',
    231: 'OffsetFetchRequest.Topics',
    232: 'OffsetFetchRequest.Topics.Name',
    233: 'OffsetFetchRequest.Topics.Name',
    234: 'OffsetFetchRequest.Topics.Name',
    235: 'OffsetFetchRequest.Topics.Name',
    236: 'OffsetFetchRequest.Topics.PartitionIndexes',
    237: 'OffsetFetchRequest.Topics.PartitionIndexes',
    239: 'OffsetFetchRequest.Topics.PartitionIndexes',
    241: 'OffsetFetchRequest.Topics.PartitionIndexes',
    242: 'OffsetFetchRequest.Groups',
    244: 'OffsetFetchRequest.RequireStable',
    252: 'OffsetFetchRequest.GroupId',
    257: 'OffsetFetchRequest.GroupId',
    260: 'OffsetFetchRequest.GroupId',
    261: 'OffsetFetchRequest.Topics',
    269: 'OffsetFetchRequest.Topics.Name',
    274: 'OffsetFetchRequest.Topics.Name',
    277: 'OffsetFetchRequest.Topics.Name',
    278: 'OffsetFetchRequest.Topics.PartitionIndexes',
    280: 'OffsetFetchRequest.Topics.PartitionIndexes',
    283: 'OffsetFetchRequest.Topics.PartitionIndexes',
    296: 'OffsetFetchRequest.GroupId',
    297: 'OffsetFetchRequest.GroupId',
    298: 'OffsetFetchRequest.GroupId',
    299: 'OffsetFetchRequest.GroupId',
    300: 'OffsetFetchRequest.Topics',
    301: 'OffsetFetchRequest.Topics',
    302: 'OffsetFetchRequest.Topics',
    303: 'OffsetFetchRequest.Topics',
    304: 'OffsetFetchRequest.Topics',
    305: 'OffsetFetchRequest.Topics',
    306: 'OffsetFetchRequest.Topics.Name',
    307: 'OffsetFetchRequest.Topics.Name',
    308: 'OffsetFetchRequest.Topics.Name',
    309: 'OffsetFetchRequest.Topics.Name',
    310: 'OffsetFetchRequest.Topics.PartitionIndexes',
    311: 'OffsetFetchRequest.Topics.PartitionIndexes',
    313: 'OffsetFetchRequest.Topics.PartitionIndexes',
    315: 'OffsetFetchRequest.Topics.PartitionIndexes',
    316: 'OffsetFetchRequest.Groups',
    318: 'OffsetFetchRequest.RequireStable',
    326: 'OffsetFetchRequest.GroupId',
    331: 'OffsetFetchRequest.GroupId',
    334: 'OffsetFetchRequest.GroupId',
    335: 'OffsetFetchRequest.Topics',
    343: 'OffsetFetchRequest.Topics.Name',
    348: 'OffsetFetchRequest.Topics.Name',
    351: 'OffsetFetchRequest.Topics.Name',
    352: 'OffsetFetchRequest.Topics.PartitionIndexes',
    354: 'OffsetFetchRequest.Topics.PartitionIndexes',
    357: 'OffsetFetchRequest.Topics.PartitionIndexes',
    370: 'OffsetFetchRequest.GroupId',
    371: 'OffsetFetchRequest.GroupId',
    372: 'OffsetFetchRequest.GroupId',
    373: 'OffsetFetchRequest.GroupId',
    374: 'OffsetFetchRequest.Topics',
    375: 'OffsetFetchRequest.Topics',
    376: 'OffsetFetchRequest.Topics',
    377: 'OffsetFetchRequest.Topics',
    378: 'OffsetFetchRequest.Topics',
    379: 'OffsetFetchRequest.Topics',
    380: 'OffsetFetchRequest.Topics.Name',
    381: 'OffsetFetchRequest.Topics.Name',
    382: 'OffsetFetchRequest.Topics.Name',
    383: 'OffsetFetchRequest.Topics.Name',
    384: 'OffsetFetchRequest.Topics.PartitionIndexes',
    385: 'OffsetFetchRequest.Topics.PartitionIndexes',
    387: 'OffsetFetchRequest.Topics.PartitionIndexes',
    389: 'OffsetFetchRequest.Topics.PartitionIndexes',
    390: 'OffsetFetchRequest.Groups',
    392: 'OffsetFetchRequest.RequireStable',
    400: 'OffsetFetchRequest.GroupId',
    405: 'OffsetFetchRequest.GroupId',
    408: 'OffsetFetchRequest.GroupId',
    409: 'OffsetFetchRequest.Topics',
    417: 'OffsetFetchRequest.Topics.Name',
    422: 'OffsetFetchRequest.Topics.Name',
    425: 'OffsetFetchRequest.Topics.Name',
    426: 'OffsetFetchRequest.Topics.PartitionIndexes',
    428: 'OffsetFetchRequest.Topics.PartitionIndexes',
    431: 'OffsetFetchRequest.Topics.PartitionIndexes',
    444: 'OffsetFetchRequest.GroupId',
    445: 'OffsetFetchRequest.GroupId',
    446: 'OffsetFetchRequest.GroupId',
    447: 'OffsetFetchRequest.GroupId',
    448: 'OffsetFetchRequest.Topics',
    449: 'OffsetFetchRequest.Topics',
    450: 'OffsetFetchRequest.Topics',
    451: 'OffsetFetchRequest.Topics',
    452: 'OffsetFetchRequest.Topics',
    453: 'OffsetFetchRequest.Topics',
    454: 'OffsetFetchRequest.Topics.Name',
    455: 'OffsetFetchRequest.Topics.Name',
    456: 'OffsetFetchRequest.Topics.Name',
    457: 'OffsetFetchRequest.Topics.Name',
    458: 'OffsetFetchRequest.Topics.PartitionIndexes',
    459: 'OffsetFetchRequest.Topics.PartitionIndexes',
    461: 'OffsetFetchRequest.Topics.PartitionIndexes',
    463: 'OffsetFetchRequest.Topics.PartitionIndexes',
    464: 'OffsetFetchRequest.Groups',
    466: 'OffsetFetchRequest.RequireStable',
    474: 'OffsetFetchRequest.GroupId',
    479: 'OffsetFetchRequest.GroupId',
    482: 'OffsetFetchRequest.GroupId',
    483: 'OffsetFetchRequest.Topics',
    491: 'OffsetFetchRequest.Topics.Name',
    496: 'OffsetFetchRequest.Topics.Name',
    499: 'OffsetFetchRequest.Topics.Name',
    500: 'OffsetFetchRequest.Topics.PartitionIndexes',
    502: 'OffsetFetchRequest.Topics.PartitionIndexes',
    505: 'OffsetFetchRequest.Topics.PartitionIndexes',
    518: 'OffsetFetchRequest.GroupId',
    519: 'OffsetFetchRequest.GroupId',
    520: 'OffsetFetchRequest.GroupId',
    521: 'OffsetFetchRequest.GroupId',
    522: 'OffsetFetchRequest.GroupId',
    523: 'OffsetFetchRequest.Topics',
    524: 'OffsetFetchRequest.Topics',
    525: 'OffsetFetchRequest.Topics',
    526: 'OffsetFetchRequest.Topics',
    527: 'OffsetFetchRequest.Topics',
    528: 'OffsetFetchRequest.Topics',
    529: 'OffsetFetchRequest.Topics',
    530: 'OffsetFetchRequest.Topics.Name',
    531: 'OffsetFetchRequest.Topics.Name',
    532: 'OffsetFetchRequest.Topics.Name',
    533: 'OffsetFetchRequest.Topics.Name',
    534: 'OffsetFetchRequest.Topics.Name',
    535: 'OffsetFetchRequest.Topics.PartitionIndexes',
    536: 'OffsetFetchRequest.Topics.PartitionIndexes',
    538: 'OffsetFetchRequest.Topics.PartitionIndexes',
    540: 'OffsetFetchRequest.Topics.PartitionIndexes',
    541: 'OffsetFetchRequest.Topics._unknown_tags',
    542: 'OffsetFetchRequest.Topics',
    545: 'OffsetFetchRequest.Topics._unknown_tags',
    546: 'OffsetFetchRequest.Groups',
    548: 'OffsetFetchRequest.RequireStable',
    550: 'OffsetFetchRequest._unknown_tags',
    551: 'OffsetFetchRequest',
    554: 'OffsetFetchRequest._unknown_tags',
    561: 'OffsetFetchRequest.GroupId',
    566: 'OffsetFetchRequest.GroupId',
    569: 'OffsetFetchRequest.GroupId',
    570: 'OffsetFetchRequest.Topics',
    574: 'OffsetFetchRequest.Topics',
    582: 'OffsetFetchRequest.Topics.Name',
    587: 'OffsetFetchRequest.Topics.Name',
    590: 'OffsetFetchRequest.Topics.Name',
    591: 'OffsetFetchRequest.Topics.PartitionIndexes',
    593: 'OffsetFetchRequest.Topics.PartitionIndexes',
    596: 'OffsetFetchRequest.Topics.PartitionIndexes',
    597: 'OffsetFetchRequest.Topics._tagged_fields',
    601: 'OffsetFetchRequest.Topics._tagged_fields',
    606: 'OffsetFetchRequest.Topics._tagged_fields',
    607: 'OffsetFetchRequest.Topics._tagged_fields',
    620: 'OffsetFetchRequest._tagged_fields',
    624: 'OffsetFetchRequest._tagged_fields',
    629: 'OffsetFetchRequest._tagged_fields',
    630: 'OffsetFetchRequest._tagged_fields',
    645: 'OffsetFetchRequest.GroupId',
    646: 'OffsetFetchRequest.GroupId',
    647: 'OffsetFetchRequest.GroupId',
    648: 'OffsetFetchRequest.GroupId',
    649: 'OffsetFetchRequest.GroupId',
    650: 'OffsetFetchRequest.Topics',
    651: 'OffsetFetchRequest.Topics',
    652: 'OffsetFetchRequest.Topics',
    653: 'OffsetFetchRequest.Topics',
    654: 'OffsetFetchRequest.Topics',
    655: 'OffsetFetchRequest.Topics',
    656: 'OffsetFetchRequest.Topics',
    657: 'OffsetFetchRequest.Topics.Name',
    658: 'OffsetFetchRequest.Topics.Name',
    659: 'OffsetFetchRequest.Topics.Name',
    660: 'OffsetFetchRequest.Topics.Name',
    661: 'OffsetFetchRequest.Topics.Name',
    662: 'OffsetFetchRequest.Topics.PartitionIndexes',
    663: 'OffsetFetchRequest.Topics.PartitionIndexes',
    665: 'OffsetFetchRequest.Topics.PartitionIndexes',
    667: 'OffsetFetchRequest.Topics.PartitionIndexes',
    668: 'OffsetFetchRequest.Topics._unknown_tags',
    669: 'OffsetFetchRequest.Topics',
    672: 'OffsetFetchRequest.Topics._unknown_tags',
    673: 'OffsetFetchRequest.Groups',
    675: 'OffsetFetchRequest.RequireStable',
    676: 'OffsetFetchRequest._unknown_tags',
    677: 'OffsetFetchRequest',
    680: 'OffsetFetchRequest._unknown_tags',
    687: 'OffsetFetchRequest.GroupId',
    692: 'OffsetFetchRequest.GroupId',
    695: 'OffsetFetchRequest.GroupId',
    696: 'OffsetFetchRequest.Topics',
    700: 'OffsetFetchRequest.Topics',
    708: 'OffsetFetchRequest.Topics.Name',
    713: 'OffsetFetchRequest.Topics.Name',
    716: 'OffsetFetchRequest.Topics.Name',
    717: 'OffsetFetchRequest.Topics.PartitionIndexes',
    719: 'OffsetFetchRequest.Topics.PartitionIndexes',
    722: 'OffsetFetchRequest.Topics.PartitionIndexes',
    723: 'OffsetFetchRequest.Topics._tagged_fields',
    727: 'OffsetFetchRequest.Topics._tagged_fields',
    732: 'OffsetFetchRequest.Topics._tagged_fields',
    733: 'OffsetFetchRequest.Topics._tagged_fields',
    744: 'OffsetFetchRequest.RequireStable',
    747: 'OffsetFetchRequest._tagged_fields',
    751: 'OffsetFetchRequest._tagged_fields',
    756: 'OffsetFetchRequest._tagged_fields',
    757: 'OffsetFetchRequest._tagged_fields',
    772: 'OffsetFetchRequest.GroupId',
    774: 'OffsetFetchRequest.Topics',
    776: 'OffsetFetchRequest.Groups',
    777: 'OffsetFetchRequest.Groups',
    778: 'OffsetFetchRequest.Groups',
    779: 'OffsetFetchRequest.Groups',
    780: 'OffsetFetchRequest.Groups.GroupId',
    781: 'OffsetFetchRequest.Groups.GroupId',
    782: 'OffsetFetchRequest.Groups.GroupId',
    783: 'OffsetFetchRequest.Groups.GroupId',
    784: 'OffsetFetchRequest.Groups.GroupId',
    785: 'OffsetFetchRequest.Groups.Topics',
    786: 'OffsetFetchRequest.Groups.Topics',
    787: 'OffsetFetchRequest.Groups.Topics',
    788: 'OffsetFetchRequest.Groups.Topics',
    789: 'OffsetFetchRequest.Groups.Topics',
    790: 'OffsetFetchRequest.Groups.Topics',
    791: 'OffsetFetchRequest.Groups.Topics',
    792: 'OffsetFetchRequest.Groups.Topics.Name',
    793: 'OffsetFetchRequest.Groups.Topics.Name',
    794: 'OffsetFetchRequest.Groups.Topics.Name',
    795: 'OffsetFetchRequest.Groups.Topics.Name',
    796: 'OffsetFetchRequest.Groups.Topics.Name',
    797: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    798: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    800: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    802: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    803: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    804: 'OffsetFetchRequest.Groups.Topics',
    807: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    808: 'OffsetFetchRequest.Groups._unknown_tags',
    809: 'OffsetFetchRequest.Groups',
    812: 'OffsetFetchRequest.Groups._unknown_tags',
    813: 'OffsetFetchRequest.RequireStable',
    814: 'OffsetFetchRequest._unknown_tags',
    815: 'OffsetFetchRequest',
    818: 'OffsetFetchRequest._unknown_tags',
    825: 'OffsetFetchRequest.Groups',
    829: 'OffsetFetchRequest.Groups',
    834: 'OffsetFetchRequest.Groups.GroupId',
    839: 'OffsetFetchRequest.Groups.GroupId',
    842: 'OffsetFetchRequest.Groups.GroupId',
    843: 'OffsetFetchRequest.Groups.Topics',
    847: 'OffsetFetchRequest.Groups.Topics',
    855: 'OffsetFetchRequest.Groups.Topics.Name',
    860: 'OffsetFetchRequest.Groups.Topics.Name',
    863: 'OffsetFetchRequest.Groups.Topics.Name',
    864: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    866: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    869: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    871: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    875: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    880: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    881: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    894: 'OffsetFetchRequest.Groups._tagged_fields',
    898: 'OffsetFetchRequest.Groups._tagged_fields',
    903: 'OffsetFetchRequest.Groups._tagged_fields',
    904: 'OffsetFetchRequest.Groups._tagged_fields',
    915: 'OffsetFetchRequest.RequireStable',
    919: 'OffsetFetchRequest._tagged_fields',
    923: 'OffsetFetchRequest._tagged_fields',
    928: 'OffsetFetchRequest._tagged_fields',
    929: 'OffsetFetchRequest._tagged_fields',
    944: 'OffsetFetchRequest.GroupId',
    946: 'OffsetFetchRequest.Topics',
    948: 'OffsetFetchRequest.Groups',
    949: 'OffsetFetchRequest.Groups',
    950: 'OffsetFetchRequest.Groups',
    951: 'OffsetFetchRequest.Groups',
    952: 'OffsetFetchRequest.Groups.GroupId',
    953: 'OffsetFetchRequest.Groups.GroupId',
    954: 'OffsetFetchRequest.Groups.GroupId',
    955: 'OffsetFetchRequest.Groups.GroupId',
    956: 'OffsetFetchRequest.Groups.GroupId',
    957: 'OffsetFetchRequest.Groups.MemberId',
    958: 'OffsetFetchRequest.Groups.MemberId',
    959: 'OffsetFetchRequest.Groups.MemberId',
    960: 'OffsetFetchRequest.Groups.MemberId',
    961: 'OffsetFetchRequest.Groups.MemberId',
    962: 'OffsetFetchRequest.Groups.MemberId',
    963: 'OffsetFetchRequest.Groups.MemberId',
    964: 'OffsetFetchRequest.Groups.MemberId',
    965: 'OffsetFetchRequest.Groups.MemberEpoch',
    966: 'OffsetFetchRequest.Groups.Topics',
    967: 'OffsetFetchRequest.Groups.Topics',
    968: 'OffsetFetchRequest.Groups.Topics',
    969: 'OffsetFetchRequest.Groups.Topics',
    970: 'OffsetFetchRequest.Groups.Topics',
    971: 'OffsetFetchRequest.Groups.Topics',
    972: 'OffsetFetchRequest.Groups.Topics',
    973: 'OffsetFetchRequest.Groups.Topics.Name',
    974: 'OffsetFetchRequest.Groups.Topics.Name',
    975: 'OffsetFetchRequest.Groups.Topics.Name',
    976: 'OffsetFetchRequest.Groups.Topics.Name',
    977: 'OffsetFetchRequest.Groups.Topics.Name',
    978: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    979: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    981: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    983: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    984: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    985: 'OffsetFetchRequest.Groups.Topics',
    988: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    989: 'OffsetFetchRequest.Groups._unknown_tags',
    990: 'OffsetFetchRequest.Groups',
    993: 'OffsetFetchRequest.Groups._unknown_tags',
    994: 'OffsetFetchRequest.RequireStable',
    995: 'OffsetFetchRequest._unknown_tags',
    996: 'OffsetFetchRequest',
    999: 'OffsetFetchRequest._unknown_tags',
    1006: 'OffsetFetchRequest.Groups',
    1010: 'OffsetFetchRequest.Groups',
    1015: 'OffsetFetchRequest.Groups.GroupId',
    1020: 'OffsetFetchRequest.Groups.GroupId',
    1023: 'OffsetFetchRequest.Groups.GroupId',
    1024: 'OffsetFetchRequest.Groups.MemberId',
    1029: 'OffsetFetchRequest.Groups.MemberId',
    1032: 'OffsetFetchRequest.Groups.MemberId',
    1033: 'OffsetFetchRequest.Groups.MemberEpoch',
    1035: 'OffsetFetchRequest.Groups.Topics',
    1039: 'OffsetFetchRequest.Groups.Topics',
    1047: 'OffsetFetchRequest.Groups.Topics.Name',
    1052: 'OffsetFetchRequest.Groups.Topics.Name',
    1055: 'OffsetFetchRequest.Groups.Topics.Name',
    1056: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1058: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1061: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1063: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1067: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1072: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1073: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1084: 'OffsetFetchRequest.Groups._tagged_fields',
    1088: 'OffsetFetchRequest.Groups._tagged_fields',
    1093: 'OffsetFetchRequest.Groups._tagged_fields',
    1094: 'OffsetFetchRequest.Groups._tagged_fields',
    1105: 'OffsetFetchRequest.RequireStable',
    1109: 'OffsetFetchRequest._tagged_fields',
    1113: 'OffsetFetchRequest._tagged_fields',
    1118: 'OffsetFetchRequest._tagged_fields',
    1119: 'OffsetFetchRequest._tagged_fields',
    1134: 'OffsetFetchRequest.GroupId',
    1136: 'OffsetFetchRequest.Topics',
    1138: 'OffsetFetchRequest.Groups',
    1139: 'OffsetFetchRequest.Groups',
    1140: 'OffsetFetchRequest.Groups',
    1141: 'OffsetFetchRequest.Groups',
    1142: 'OffsetFetchRequest.Groups.GroupId',
    1143: 'OffsetFetchRequest.Groups.GroupId',
    1144: 'OffsetFetchRequest.Groups.GroupId',
    1145: 'OffsetFetchRequest.Groups.GroupId',
    1146: 'OffsetFetchRequest.Groups.GroupId',
    1147: 'OffsetFetchRequest.Groups.MemberId',
    1148: 'OffsetFetchRequest.Groups.MemberId',
    1149: 'OffsetFetchRequest.Groups.MemberId',
    1150: 'OffsetFetchRequest.Groups.MemberId',
    1151: 'OffsetFetchRequest.Groups.MemberId',
    1152: 'OffsetFetchRequest.Groups.MemberId',
    1153: 'OffsetFetchRequest.Groups.MemberId',
    1154: 'OffsetFetchRequest.Groups.MemberId',
    1155: 'OffsetFetchRequest.Groups.MemberEpoch',
    1156: 'OffsetFetchRequest.Groups.Topics',
    1157: 'OffsetFetchRequest.Groups.Topics',
    1158: 'OffsetFetchRequest.Groups.Topics',
    1159: 'OffsetFetchRequest.Groups.Topics',
    1160: 'OffsetFetchRequest.Groups.Topics',
    1161: 'OffsetFetchRequest.Groups.Topics',
    1162: 'OffsetFetchRequest.Groups.Topics',
    1163: 'OffsetFetchRequest.Groups.Topics.TopicId',
    1164: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1165: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1167: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1169: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1170: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    1171: 'OffsetFetchRequest.Groups.Topics',
    1174: 'OffsetFetchRequest.Groups.Topics._unknown_tags',
    1175: 'OffsetFetchRequest.Groups._unknown_tags',
    1176: 'OffsetFetchRequest.Groups',
    1179: 'OffsetFetchRequest.Groups._unknown_tags',
    1180: 'OffsetFetchRequest.RequireStable',
    1181: 'OffsetFetchRequest._unknown_tags',
    1182: 'OffsetFetchRequest',
    1185: 'OffsetFetchRequest._unknown_tags',
    1192: 'OffsetFetchRequest.Groups',
    1196: 'OffsetFetchRequest.Groups',
    1201: 'OffsetFetchRequest.Groups.GroupId',
    1206: 'OffsetFetchRequest.Groups.GroupId',
    1209: 'OffsetFetchRequest.Groups.GroupId',
    1210: 'OffsetFetchRequest.Groups.MemberId',
    1215: 'OffsetFetchRequest.Groups.MemberId',
    1218: 'OffsetFetchRequest.Groups.MemberId',
    1219: 'OffsetFetchRequest.Groups.MemberEpoch',
    1221: 'OffsetFetchRequest.Groups.Topics',
    1225: 'OffsetFetchRequest.Groups.Topics',
    1233: 'OffsetFetchRequest.Groups.Topics.TopicId',
    1236: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1238: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1241: 'OffsetFetchRequest.Groups.Topics.PartitionIndexes',
    1243: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1247: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1252: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1253: 'OffsetFetchRequest.Groups.Topics._tagged_fields',
    1264: 'OffsetFetchRequest.Groups._tagged_fields',
    1268: 'OffsetFetchRequest.Groups._tagged_fields',
    1273: 'OffsetFetchRequest.Groups._tagged_fields',
    1274: 'OffsetFetchRequest.Groups._tagged_fields',
    1285: 'OffsetFetchRequest.RequireStable',
    1289: 'OffsetFetchRequest._tagged_fields',
    1293: 'OffsetFetchRequest._tagged_fields',
    1298: 'OffsetFetchRequest._tagged_fields',
    1299: 'OffsetFetchRequest._tagged_fields',
    1476: 'OffsetFetchResponse.Topics',
    1477: 'OffsetFetchResponse.Topics',
    1478: 'OffsetFetchResponse.Topics',
    1479: 'OffsetFetchResponse.Topics.Name',
    1480: 'OffsetFetchResponse.Topics.Name',
    1481: 'OffsetFetchResponse.Topics.Name',
    1482: 'OffsetFetchResponse.Topics.Name',
    1483: 'OffsetFetchResponse.Topics.Partitions',
    1484: 'OffsetFetchResponse.Topics.Partitions',
    1485: 'OffsetFetchResponse.Topics.Partitions',
    1486: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1487: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1488: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1489: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1490: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1491: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1492: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1493: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1494: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1495: 'OffsetFetchResponse.Groups',
    1503: 'OffsetFetchResponse.Topics',
    1508: 'OffsetFetchResponse.Topics.Name',
    1513: 'OffsetFetchResponse.Topics.Name',
    1516: 'OffsetFetchResponse.Topics.Name',
    1517: 'OffsetFetchResponse.Topics.Partitions',
    1522: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1524: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1529: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1532: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1533: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1552: 'OffsetFetchResponse.Topics',
    1553: 'OffsetFetchResponse.Topics',
    1554: 'OffsetFetchResponse.Topics',
    1555: 'OffsetFetchResponse.Topics.Name',
    1556: 'OffsetFetchResponse.Topics.Name',
    1557: 'OffsetFetchResponse.Topics.Name',
    1558: 'OffsetFetchResponse.Topics.Name',
    1559: 'OffsetFetchResponse.Topics.Partitions',
    1560: 'OffsetFetchResponse.Topics.Partitions',
    1561: 'OffsetFetchResponse.Topics.Partitions',
    1562: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1563: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1564: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1565: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1566: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1567: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1568: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1569: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1570: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1571: 'OffsetFetchResponse.ErrorCode',
    1572: 'OffsetFetchResponse.Groups',
    1580: 'OffsetFetchResponse.Topics',
    1585: 'OffsetFetchResponse.Topics.Name',
    1590: 'OffsetFetchResponse.Topics.Name',
    1593: 'OffsetFetchResponse.Topics.Name',
    1594: 'OffsetFetchResponse.Topics.Partitions',
    1599: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1601: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1606: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1609: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1610: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1619: 'OffsetFetchResponse.ErrorCode',
    1630: 'OffsetFetchResponse.ThrottleTimeMs',
    1631: 'OffsetFetchResponse.Topics',
    1632: 'OffsetFetchResponse.Topics',
    1633: 'OffsetFetchResponse.Topics',
    1634: 'OffsetFetchResponse.Topics.Name',
    1635: 'OffsetFetchResponse.Topics.Name',
    1636: 'OffsetFetchResponse.Topics.Name',
    1637: 'OffsetFetchResponse.Topics.Name',
    1638: 'OffsetFetchResponse.Topics.Partitions',
    1639: 'OffsetFetchResponse.Topics.Partitions',
    1640: 'OffsetFetchResponse.Topics.Partitions',
    1641: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1642: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1643: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1644: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1645: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1646: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1647: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1648: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1649: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1650: 'OffsetFetchResponse.ErrorCode',
    1651: 'OffsetFetchResponse.Groups',
    1659: 'OffsetFetchResponse.ThrottleTimeMs',
    1661: 'OffsetFetchResponse.Topics',
    1666: 'OffsetFetchResponse.Topics.Name',
    1671: 'OffsetFetchResponse.Topics.Name',
    1674: 'OffsetFetchResponse.Topics.Name',
    1675: 'OffsetFetchResponse.Topics.Partitions',
    1680: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1682: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1687: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1690: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1691: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1700: 'OffsetFetchResponse.ErrorCode',
    1710: 'OffsetFetchResponse.ThrottleTimeMs',
    1711: 'OffsetFetchResponse.Topics',
    1712: 'OffsetFetchResponse.Topics',
    1713: 'OffsetFetchResponse.Topics',
    1714: 'OffsetFetchResponse.Topics.Name',
    1715: 'OffsetFetchResponse.Topics.Name',
    1716: 'OffsetFetchResponse.Topics.Name',
    1717: 'OffsetFetchResponse.Topics.Name',
    1718: 'OffsetFetchResponse.Topics.Partitions',
    1719: 'OffsetFetchResponse.Topics.Partitions',
    1720: 'OffsetFetchResponse.Topics.Partitions',
    1721: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1722: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1723: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1724: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1725: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1726: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1727: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1728: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1729: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1730: 'OffsetFetchResponse.ErrorCode',
    1731: 'OffsetFetchResponse.Groups',
    1739: 'OffsetFetchResponse.ThrottleTimeMs',
    1741: 'OffsetFetchResponse.Topics',
    1746: 'OffsetFetchResponse.Topics.Name',
    1751: 'OffsetFetchResponse.Topics.Name',
    1754: 'OffsetFetchResponse.Topics.Name',
    1755: 'OffsetFetchResponse.Topics.Partitions',
    1760: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset',
    1762: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1767: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1770: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1771: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1780: 'OffsetFetchResponse.ErrorCode',
    1790: 'OffsetFetchResponse.ThrottleTimeMs',
    1791: 'OffsetFetchResponse.Topics',
    1792: 'OffsetFetchResponse.Topics',
    1793: 'OffsetFetchResponse.Topics',
    1794: 'OffsetFetchResponse.Topics.Name',
    1795: 'OffsetFetchResponse.Topics.Name',
    1796: 'OffsetFetchResponse.Topics.Name',
    1797: 'OffsetFetchResponse.Topics.Name',
    1798: 'OffsetFetchResponse.Topics.Partitions',
    1799: 'OffsetFetchResponse.Topics.Partitions',
    1800: 'OffsetFetchResponse.Topics.Partitions',
    1801: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1802: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1803: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1804: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1805: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1806: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1807: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1808: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1809: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1810: 'OffsetFetchResponse.ErrorCode',
    1811: 'OffsetFetchResponse.Groups',
    1819: 'OffsetFetchResponse.ThrottleTimeMs',
    1821: 'OffsetFetchResponse.Topics',
    1826: 'OffsetFetchResponse.Topics.Name',
    1831: 'OffsetFetchResponse.Topics.Name',
    1834: 'OffsetFetchResponse.Topics.Name',
    1835: 'OffsetFetchResponse.Topics.Partitions',
    1840: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1842: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1847: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1850: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1851: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1859: 'OffsetFetchResponse.ErrorCode',
    1869: 'OffsetFetchResponse.ThrottleTimeMs',
    1870: 'OffsetFetchResponse.Topics',
    1871: 'OffsetFetchResponse.Topics',
    1872: 'OffsetFetchResponse.Topics',
    1873: 'OffsetFetchResponse.Topics',
    1874: 'OffsetFetchResponse.Topics.Name',
    1875: 'OffsetFetchResponse.Topics.Name',
    1876: 'OffsetFetchResponse.Topics.Name',
    1877: 'OffsetFetchResponse.Topics.Name',
    1878: 'OffsetFetchResponse.Topics.Name',
    1879: 'OffsetFetchResponse.Topics.Partitions',
    1880: 'OffsetFetchResponse.Topics.Partitions',
    1881: 'OffsetFetchResponse.Topics.Partitions',
    1882: 'OffsetFetchResponse.Topics.Partitions',
    1883: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1884: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1885: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1886: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1887: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1888: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1889: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1890: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1891: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1892: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1893: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    1894: 'OffsetFetchResponse.Topics.Partitions',
    1897: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    1898: 'OffsetFetchResponse.Topics._unknown_tags',
    1899: 'OffsetFetchResponse.Topics',
    1902: 'OffsetFetchResponse.Topics._unknown_tags',
    1903: 'OffsetFetchResponse.ErrorCode',
    1904: 'OffsetFetchResponse.Groups',
    1906: 'OffsetFetchResponse._unknown_tags',
    1907: 'OffsetFetchResponse',
    1910: 'OffsetFetchResponse._unknown_tags',
    1917: 'OffsetFetchResponse.ThrottleTimeMs',
    1919: 'OffsetFetchResponse.Topics',
    1923: 'OffsetFetchResponse.Topics',
    1928: 'OffsetFetchResponse.Topics.Name',
    1933: 'OffsetFetchResponse.Topics.Name',
    1936: 'OffsetFetchResponse.Topics.Name',
    1937: 'OffsetFetchResponse.Topics.Partitions',
    1941: 'OffsetFetchResponse.Topics.Partitions',
    1946: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    1948: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1953: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1956: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    1957: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    1959: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    1963: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    1968: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    1969: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    1980: 'OffsetFetchResponse.Topics._tagged_fields',
    1984: 'OffsetFetchResponse.Topics._tagged_fields',
    1989: 'OffsetFetchResponse.Topics._tagged_fields',
    1990: 'OffsetFetchResponse.Topics._tagged_fields',
    2001: 'OffsetFetchResponse.ErrorCode',
    2004: 'OffsetFetchResponse._tagged_fields',
    2008: 'OffsetFetchResponse._tagged_fields',
    2013: 'OffsetFetchResponse._tagged_fields',
    2014: 'OffsetFetchResponse._tagged_fields',
    2029: 'OffsetFetchResponse.ThrottleTimeMs',
    2030: 'OffsetFetchResponse.Topics',
    2031: 'OffsetFetchResponse.Topics',
    2032: 'OffsetFetchResponse.Topics',
    2033: 'OffsetFetchResponse.Topics',
    2034: 'OffsetFetchResponse.Topics.Name',
    2035: 'OffsetFetchResponse.Topics.Name',
    2036: 'OffsetFetchResponse.Topics.Name',
    2037: 'OffsetFetchResponse.Topics.Name',
    2038: 'OffsetFetchResponse.Topics.Name',
    2039: 'OffsetFetchResponse.Topics.Partitions',
    2040: 'OffsetFetchResponse.Topics.Partitions',
    2041: 'OffsetFetchResponse.Topics.Partitions',
    2042: 'OffsetFetchResponse.Topics.Partitions',
    2043: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2044: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2045: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2046: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2047: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2048: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2049: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2050: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2051: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2052: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2053: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    2054: 'OffsetFetchResponse.Topics.Partitions',
    2057: 'OffsetFetchResponse.Topics.Partitions._unknown_tags',
    2058: 'OffsetFetchResponse.Topics._unknown_tags',
    2059: 'OffsetFetchResponse.Topics',
    2062: 'OffsetFetchResponse.Topics._unknown_tags',
    2063: 'OffsetFetchResponse.ErrorCode',
    2064: 'OffsetFetchResponse.Groups',
    2066: 'OffsetFetchResponse._unknown_tags',
    2067: 'OffsetFetchResponse',
    2070: 'OffsetFetchResponse._unknown_tags',
    2077: 'OffsetFetchResponse.ThrottleTimeMs',
    2079: 'OffsetFetchResponse.Topics',
    2083: 'OffsetFetchResponse.Topics',
    2088: 'OffsetFetchResponse.Topics.Name',
    2093: 'OffsetFetchResponse.Topics.Name',
    2096: 'OffsetFetchResponse.Topics.Name',
    2097: 'OffsetFetchResponse.Topics.Partitions',
    2101: 'OffsetFetchResponse.Topics.Partitions',
    2106: 'OffsetFetchResponse.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2108: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2113: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2116: 'OffsetFetchResponse.Topics.Partitions.Metadata',
    2117: 'OffsetFetchResponse.Topics.Partitions.ErrorCode',
    2119: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2123: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2128: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2129: 'OffsetFetchResponse.Topics.Partitions._tagged_fields',
    2140: 'OffsetFetchResponse.Topics._tagged_fields',
    2144: 'OffsetFetchResponse.Topics._tagged_fields',
    2149: 'OffsetFetchResponse.Topics._tagged_fields',
    2150: 'OffsetFetchResponse.Topics._tagged_fields',
    2161: 'OffsetFetchResponse.ErrorCode',
    2164: 'OffsetFetchResponse._tagged_fields',
    2168: 'OffsetFetchResponse._tagged_fields',
    2173: 'OffsetFetchResponse._tagged_fields',
    2174: 'OffsetFetchResponse._tagged_fields',
    2189: 'OffsetFetchResponse.ThrottleTimeMs',
    2190: 'OffsetFetchResponse.Topics',
    2192: 'OffsetFetchResponse.Groups',
    2193: 'OffsetFetchResponse.Groups',
    2194: 'OffsetFetchResponse.Groups',
    2195: 'OffsetFetchResponse.Groups',
    2196: 'OffsetFetchResponse.Groups.GroupId',
    2197: 'OffsetFetchResponse.Groups.GroupId',
    2198: 'OffsetFetchResponse.Groups.GroupId',
    2199: 'OffsetFetchResponse.Groups.GroupId',
    2200: 'OffsetFetchResponse.Groups.GroupId',
    2201: 'OffsetFetchResponse.Groups.Topics',
    2202: 'OffsetFetchResponse.Groups.Topics',
    2203: 'OffsetFetchResponse.Groups.Topics',
    2204: 'OffsetFetchResponse.Groups.Topics',
    2205: 'OffsetFetchResponse.Groups.Topics.Name',
    2206: 'OffsetFetchResponse.Groups.Topics.Name',
    2207: 'OffsetFetchResponse.Groups.Topics.Name',
    2208: 'OffsetFetchResponse.Groups.Topics.Name',
    2209: 'OffsetFetchResponse.Groups.Topics.Name',
    2210: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2211: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2212: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2213: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2214: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2215: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2216: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2217: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2218: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2219: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2220: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2221: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2222: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2223: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2224: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2225: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2228: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2229: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2230: 'OffsetFetchResponse.Groups.Topics',
    2233: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2234: 'OffsetFetchResponse.Groups.ErrorCode',
    2235: 'OffsetFetchResponse.Groups._unknown_tags',
    2236: 'OffsetFetchResponse.Groups',
    2239: 'OffsetFetchResponse.Groups._unknown_tags',
    2240: 'OffsetFetchResponse._unknown_tags',
    2241: 'OffsetFetchResponse',
    2244: 'OffsetFetchResponse._unknown_tags',
    2251: 'OffsetFetchResponse.ThrottleTimeMs',
    2253: 'OffsetFetchResponse.Groups',
    2257: 'OffsetFetchResponse.Groups',
    2262: 'OffsetFetchResponse.Groups.GroupId',
    2267: 'OffsetFetchResponse.Groups.GroupId',
    2270: 'OffsetFetchResponse.Groups.GroupId',
    2271: 'OffsetFetchResponse.Groups.Topics',
    2275: 'OffsetFetchResponse.Groups.Topics',
    2280: 'OffsetFetchResponse.Groups.Topics.Name',
    2285: 'OffsetFetchResponse.Groups.Topics.Name',
    2288: 'OffsetFetchResponse.Groups.Topics.Name',
    2289: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2293: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2298: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2300: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2305: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2308: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2309: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2311: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2315: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2320: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2321: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2333: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2337: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2342: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2343: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2354: 'OffsetFetchResponse.Groups.ErrorCode',
    2356: 'OffsetFetchResponse.Groups._tagged_fields',
    2360: 'OffsetFetchResponse.Groups._tagged_fields',
    2365: 'OffsetFetchResponse.Groups._tagged_fields',
    2366: 'OffsetFetchResponse.Groups._tagged_fields',
    2379: 'OffsetFetchResponse._tagged_fields',
    2383: 'OffsetFetchResponse._tagged_fields',
    2388: 'OffsetFetchResponse._tagged_fields',
    2389: 'OffsetFetchResponse._tagged_fields',
    2404: 'OffsetFetchResponse.ThrottleTimeMs',
    2405: 'OffsetFetchResponse.Topics',
    2407: 'OffsetFetchResponse.Groups',
    2408: 'OffsetFetchResponse.Groups',
    2409: 'OffsetFetchResponse.Groups',
    2410: 'OffsetFetchResponse.Groups',
    2411: 'OffsetFetchResponse.Groups.GroupId',
    2412: 'OffsetFetchResponse.Groups.GroupId',
    2413: 'OffsetFetchResponse.Groups.GroupId',
    2414: 'OffsetFetchResponse.Groups.GroupId',
    2415: 'OffsetFetchResponse.Groups.GroupId',
    2416: 'OffsetFetchResponse.Groups.Topics',
    2417: 'OffsetFetchResponse.Groups.Topics',
    2418: 'OffsetFetchResponse.Groups.Topics',
    2419: 'OffsetFetchResponse.Groups.Topics',
    2420: 'OffsetFetchResponse.Groups.Topics.Name',
    2421: 'OffsetFetchResponse.Groups.Topics.Name',
    2422: 'OffsetFetchResponse.Groups.Topics.Name',
    2423: 'OffsetFetchResponse.Groups.Topics.Name',
    2424: 'OffsetFetchResponse.Groups.Topics.Name',
    2425: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2426: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2427: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2428: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2429: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2430: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2431: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2432: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2433: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2434: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2435: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2436: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2437: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2438: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2439: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2440: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2443: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2444: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2445: 'OffsetFetchResponse.Groups.Topics',
    2448: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2449: 'OffsetFetchResponse.Groups.ErrorCode',
    2450: 'OffsetFetchResponse.Groups._unknown_tags',
    2451: 'OffsetFetchResponse.Groups',
    2454: 'OffsetFetchResponse.Groups._unknown_tags',
    2455: 'OffsetFetchResponse._unknown_tags',
    2456: 'OffsetFetchResponse',
    2459: 'OffsetFetchResponse._unknown_tags',
    2466: 'OffsetFetchResponse.ThrottleTimeMs',
    2468: 'OffsetFetchResponse.Groups',
    2472: 'OffsetFetchResponse.Groups',
    2477: 'OffsetFetchResponse.Groups.GroupId',
    2482: 'OffsetFetchResponse.Groups.GroupId',
    2485: 'OffsetFetchResponse.Groups.GroupId',
    2486: 'OffsetFetchResponse.Groups.Topics',
    2490: 'OffsetFetchResponse.Groups.Topics',
    2495: 'OffsetFetchResponse.Groups.Topics.Name',
    2500: 'OffsetFetchResponse.Groups.Topics.Name',
    2503: 'OffsetFetchResponse.Groups.Topics.Name',
    2504: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2508: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2513: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2515: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2520: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2523: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2524: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2526: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2530: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2535: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2536: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2548: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2552: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2557: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2558: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2569: 'OffsetFetchResponse.Groups.ErrorCode',
    2571: 'OffsetFetchResponse.Groups._tagged_fields',
    2575: 'OffsetFetchResponse.Groups._tagged_fields',
    2580: 'OffsetFetchResponse.Groups._tagged_fields',
    2581: 'OffsetFetchResponse.Groups._tagged_fields',
    2594: 'OffsetFetchResponse._tagged_fields',
    2598: 'OffsetFetchResponse._tagged_fields',
    2603: 'OffsetFetchResponse._tagged_fields',
    2604: 'OffsetFetchResponse._tagged_fields',
    2619: 'OffsetFetchResponse.ThrottleTimeMs',
    2620: 'OffsetFetchResponse.Topics',
    2622: 'OffsetFetchResponse.Groups',
    2623: 'OffsetFetchResponse.Groups',
    2624: 'OffsetFetchResponse.Groups',
    2625: 'OffsetFetchResponse.Groups',
    2626: 'OffsetFetchResponse.Groups.GroupId',
    2627: 'OffsetFetchResponse.Groups.GroupId',
    2628: 'OffsetFetchResponse.Groups.GroupId',
    2629: 'OffsetFetchResponse.Groups.GroupId',
    2630: 'OffsetFetchResponse.Groups.GroupId',
    2631: 'OffsetFetchResponse.Groups.Topics',
    2632: 'OffsetFetchResponse.Groups.Topics',
    2633: 'OffsetFetchResponse.Groups.Topics',
    2634: 'OffsetFetchResponse.Groups.Topics',
    2635: 'OffsetFetchResponse.Groups.Topics.TopicId',
    2636: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2637: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2638: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2639: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2640: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2641: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2642: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2643: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2644: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2645: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2646: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2647: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2648: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2649: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2650: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2651: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2654: 'OffsetFetchResponse.Groups.Topics.Partitions._unknown_tags',
    2655: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2656: 'OffsetFetchResponse.Groups.Topics',
    2659: 'OffsetFetchResponse.Groups.Topics._unknown_tags',
    2660: 'OffsetFetchResponse.Groups.ErrorCode',
    2661: 'OffsetFetchResponse.Groups._unknown_tags',
    2662: 'OffsetFetchResponse.Groups',
    2665: 'OffsetFetchResponse.Groups._unknown_tags',
    2666: 'OffsetFetchResponse._unknown_tags',
    2667: 'OffsetFetchResponse',
    2670: 'OffsetFetchResponse._unknown_tags',
    2677: 'OffsetFetchResponse.ThrottleTimeMs',
    2679: 'OffsetFetchResponse.Groups',
    2683: 'OffsetFetchResponse.Groups',
    2688: 'OffsetFetchResponse.Groups.GroupId',
    2693: 'OffsetFetchResponse.Groups.GroupId',
    2696: 'OffsetFetchResponse.Groups.GroupId',
    2697: 'OffsetFetchResponse.Groups.Topics',
    2701: 'OffsetFetchResponse.Groups.Topics',
    2706: 'OffsetFetchResponse.Groups.Topics.TopicId',
    2709: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2713: 'OffsetFetchResponse.Groups.Topics.Partitions',
    2718: 'OffsetFetchResponse.Groups.Topics.Partitions.PartitionIndex,CommittedOffset,CommittedLeaderEpoch',
    2720: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2725: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2728: 'OffsetFetchResponse.Groups.Topics.Partitions.Metadata',
    2729: 'OffsetFetchResponse.Groups.Topics.Partitions.ErrorCode',
    2731: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2735: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2740: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2741: 'OffsetFetchResponse.Groups.Topics.Partitions._tagged_fields',
    2753: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2757: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2762: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2763: 'OffsetFetchResponse.Groups.Topics._tagged_fields',
    2774: 'OffsetFetchResponse.Groups.ErrorCode',
    2776: 'OffsetFetchResponse.Groups._tagged_fields',
    2780: 'OffsetFetchResponse.Groups._tagged_fields',
    2785: 'OffsetFetchResponse.Groups._tagged_fields',
    2786: 'OffsetFetchResponse.Groups._tagged_fields',
    2799: 'OffsetFetchResponse._tagged_fields',
    2803: 'OffsetFetchResponse._tagged_fields',
    2808: 'OffsetFetchResponse._tagged_fields',
    2809: 'OffsetFetchResponse._tagged_fields',
}
