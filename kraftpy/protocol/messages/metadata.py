# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/MetadataRequest.json, schemas/messages/MetadataResponse.json.
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

__all__ = ['MetadataRequest', 'MetadataResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S_U_ = Struct('>16s?')
_S__ = Struct('>?')
_S___ = Struct('>??')
_S____ = Struct('>???')
_S_h = Struct('>h')
_S_hii = Struct('>hii')
_S_hiii = Struct('>hiii')
_S_i = Struct('>i')


class MetadataRequest(_Message):
    """MetadataRequest (request): API key 3; versions 0-13; flexible in 9-13; listeners: broker."""

    __slots__ = ('topics', 'allow_auto_topic_creation', 'include_cluster_authorized_operations', 'include_topic_authorized_operations', '_unknown_tags')
    NAME = 'MetadataRequest'
    TYPE = 'request'
    API_KEY = 3
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (0, 13)
    FLEXIBLE_VERSIONS = (9, 13)

    topics: list[MetadataRequest.MetadataRequestTopic] | None
    """Topics to describe; null asks for every topic.

    `Topics` ([]MetadataRequestTopic): versions 0+; nullable in 1+; default []."""
    allow_auto_topic_creation: bool
    """Whether the broker may auto-create missing topics, if so configured.

    `AllowAutoTopicCreation` (bool): versions 4+; default True."""
    include_cluster_authorized_operations: bool
    """Whether to return the cluster authorized-operations bitfield.

    `IncludeClusterAuthorizedOperations` (bool): versions 8-10; default False."""
    include_topic_authorized_operations: bool
    """Whether to return per-topic authorized-operations bitfields.

    `IncludeTopicAuthorizedOperations` (bool): versions 8+; default False."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[MetadataRequest.MetadataRequestTopic] | None = _EMPTY,
        allow_auto_topic_creation: bool = True,
        include_cluster_authorized_operations: bool = False,
        include_topic_authorized_operations: bool = False,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self.allow_auto_topic_creation = allow_auto_topic_creation
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.include_topic_authorized_operations = include_topic_authorized_operations
        self._unknown_tags = _unknown_tags

    class MetadataRequestTopic(_Message):
        """Topics to describe; null asks for every topic.

        MetadataRequestTopic (in MetadataRequest): versions 0+."""

        __slots__ = ('topic_id', 'name', '_unknown_tags')
        NAME = 'MetadataRequest.MetadataRequestTopic'

        topic_id: UUID
        """Topic id, or zero when looking up by name.

        `TopicId` (uuid): versions 10+; default the zero UUID; ignorable."""
        name: str | None
        """Topic name, or null when looking up by id.

        `Name` (string): versions 0+; nullable in 10+; default ''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_id: UUID = _ZERO_UUID,
            name: str | None = '',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_id = topic_id
            self.name = name
            self._unknown_tags = _unknown_tags


_C_MetadataRequest_MetadataRequestTopic = MetadataRequest.MetadataRequestTopic
MetadataRequest.FIELDS = (
    _FI('Topics', 'topics', '[]MetadataRequestTopic', (0, 32767), (1, 32767), (1, 0), None, (), False, _C_MetadataRequest_MetadataRequestTopic),
    _FI('AllowAutoTopicCreation', 'allow_auto_topic_creation', 'bool', (4, 32767), (1, 0), (1, 0), None, True, False, None),
    _FI('IncludeClusterAuthorizedOperations', 'include_cluster_authorized_operations', 'bool', (8, 10), (1, 0), (1, 0), None, False, False, None),
    _FI('IncludeTopicAuthorizedOperations', 'include_topic_authorized_operations', 'bool', (8, 32767), (1, 0), (1, 0), None, False, False, None),
)
_C_MetadataRequest_MetadataRequestTopic.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Name', 'name', 'string', (0, 32767), (10, 32767), (1, 0), None, '', False, None),
)
_DEF_MetadataRequest_MetadataRequestTopic = _C_MetadataRequest_MetadataRequestTopic()

def _mk_MetadataRequest_MetadataRequestTopic() -> MetadataRequest.MetadataRequestTopic:
    o = _new(_C_MetadataRequest_MetadataRequestTopic)
    o.topic_id = _ZERO_UUID
    o.name = ''
    o._unknown_tags = None
    return o


def _enc_MetadataRequest_v0(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1: list[MetadataRequest.MetadataRequestTopic] = o.topics  # type: ignore[assignment]
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3: str = e2.name  # type: ignore[assignment]
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
    if o.allow_auto_topic_creation != True:
        raise _unsupported_field('MetadataRequest', 'AllowAutoTopicCreation', 0)
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 0)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 0)
    return b''.join(parts)


def _dec_MetadataRequest_v0(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n6, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataRequest.Topics')
    l7: list[MetadataRequest.MetadataRequestTopic] = []
    ap8 = l7.append
    for _ in range(n6):
        t9 = _new(_C_MetadataRequest_MetadataRequestTopic)
        n10, = _S_h.unpack_from(buf, pos)
        if n10 >= 0:
            x11 = pos + 2 + n10
            if x11 > blen:
                raise _bad_length(n10, 'MetadataRequest.Topics.Name', pos)
            t9.name = str(buf[pos + 2:x11], 'utf-8')
            pos = x11
        else:
            t9.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
        t9.topic_id = _ZERO_UUID
        t9._unknown_tags = None
        ap8(t9)
    o.topics = l7
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v1(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l12 = o.topics
    if l12 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l12)))
        for e13 in l12:
            s14: str = e13.name  # type: ignore[assignment]
            b15 = s14.encode()
            a(_S_h.pack(len(b15)))
            a(b15)
    if o.allow_auto_topic_creation != True:
        raise _unsupported_field('MetadataRequest', 'AllowAutoTopicCreation', 1)
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 1)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 1)
    return b''.join(parts)


def _dec_MetadataRequest_v1(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n17, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n17 < 0:
        o.topics = None
    else:
        l18: list[MetadataRequest.MetadataRequestTopic] = []
        ap19 = l18.append
        for _ in range(n17):
            t20 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n21, = _S_h.unpack_from(buf, pos)
            if n21 >= 0:
                x22 = pos + 2 + n21
                if x22 > blen:
                    raise _bad_length(n21, 'MetadataRequest.Topics.Name', pos)
                t20.name = str(buf[pos + 2:x22], 'utf-8')
                pos = x22
            else:
                t20.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t20.topic_id = _ZERO_UUID
            t20._unknown_tags = None
            ap19(t20)
        o.topics = l18
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v2(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l23 = o.topics
    if l23 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            s25: str = e24.name  # type: ignore[assignment]
            b26 = s25.encode()
            a(_S_h.pack(len(b26)))
            a(b26)
    if o.allow_auto_topic_creation != True:
        raise _unsupported_field('MetadataRequest', 'AllowAutoTopicCreation', 2)
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 2)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 2)
    return b''.join(parts)


def _dec_MetadataRequest_v2(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n28, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n28 < 0:
        o.topics = None
    else:
        l29: list[MetadataRequest.MetadataRequestTopic] = []
        ap30 = l29.append
        for _ in range(n28):
            t31 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n32, = _S_h.unpack_from(buf, pos)
            if n32 >= 0:
                x33 = pos + 2 + n32
                if x33 > blen:
                    raise _bad_length(n32, 'MetadataRequest.Topics.Name', pos)
                t31.name = str(buf[pos + 2:x33], 'utf-8')
                pos = x33
            else:
                t31.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t31.topic_id = _ZERO_UUID
            t31._unknown_tags = None
            ap30(t31)
        o.topics = l29
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v3(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l34 = o.topics
    if l34 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l34)))
        for e35 in l34:
            s36: str = e35.name  # type: ignore[assignment]
            b37 = s36.encode()
            a(_S_h.pack(len(b37)))
            a(b37)
    if o.allow_auto_topic_creation != True:
        raise _unsupported_field('MetadataRequest', 'AllowAutoTopicCreation', 3)
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 3)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 3)
    return b''.join(parts)


def _dec_MetadataRequest_v3(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n39, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n39 < 0:
        o.topics = None
    else:
        l40: list[MetadataRequest.MetadataRequestTopic] = []
        ap41 = l40.append
        for _ in range(n39):
            t42 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n43, = _S_h.unpack_from(buf, pos)
            if n43 >= 0:
                x44 = pos + 2 + n43
                if x44 > blen:
                    raise _bad_length(n43, 'MetadataRequest.Topics.Name', pos)
                t42.name = str(buf[pos + 2:x44], 'utf-8')
                pos = x44
            else:
                t42.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t42.topic_id = _ZERO_UUID
            t42._unknown_tags = None
            ap41(t42)
        o.topics = l40
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v4(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l45 = o.topics
    if l45 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l45)))
        for e46 in l45:
            s47: str = e46.name  # type: ignore[assignment]
            b48 = s47.encode()
            a(_S_h.pack(len(b48)))
            a(b48)
    a(_S__.pack(o.allow_auto_topic_creation))
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 4)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 4)
    return b''.join(parts)


def _dec_MetadataRequest_v4(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n50, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n50 < 0:
        o.topics = None
    else:
        l51: list[MetadataRequest.MetadataRequestTopic] = []
        ap52 = l51.append
        for _ in range(n50):
            t53 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n54, = _S_h.unpack_from(buf, pos)
            if n54 >= 0:
                x55 = pos + 2 + n54
                if x55 > blen:
                    raise _bad_length(n54, 'MetadataRequest.Topics.Name', pos)
                t53.name = str(buf[pos + 2:x55], 'utf-8')
                pos = x55
            else:
                t53.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t53.topic_id = _ZERO_UUID
            t53._unknown_tags = None
            ap52(t53)
        o.topics = l51
    o.allow_auto_topic_creation, = _S__.unpack_from(buf, pos)
    pos += 1
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v5(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l56 = o.topics
    if l56 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l56)))
        for e57 in l56:
            s58: str = e57.name  # type: ignore[assignment]
            b59 = s58.encode()
            a(_S_h.pack(len(b59)))
            a(b59)
    a(_S__.pack(o.allow_auto_topic_creation))
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 5)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 5)
    return b''.join(parts)


def _dec_MetadataRequest_v5(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n61, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n61 < 0:
        o.topics = None
    else:
        l62: list[MetadataRequest.MetadataRequestTopic] = []
        ap63 = l62.append
        for _ in range(n61):
            t64 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n65, = _S_h.unpack_from(buf, pos)
            if n65 >= 0:
                x66 = pos + 2 + n65
                if x66 > blen:
                    raise _bad_length(n65, 'MetadataRequest.Topics.Name', pos)
                t64.name = str(buf[pos + 2:x66], 'utf-8')
                pos = x66
            else:
                t64.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t64.topic_id = _ZERO_UUID
            t64._unknown_tags = None
            ap63(t64)
        o.topics = l62
    o.allow_auto_topic_creation, = _S__.unpack_from(buf, pos)
    pos += 1
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v6(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l67 = o.topics
    if l67 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l67)))
        for e68 in l67:
            s69: str = e68.name  # type: ignore[assignment]
            b70 = s69.encode()
            a(_S_h.pack(len(b70)))
            a(b70)
    a(_S__.pack(o.allow_auto_topic_creation))
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 6)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 6)
    return b''.join(parts)


def _dec_MetadataRequest_v6(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n72, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n72 < 0:
        o.topics = None
    else:
        l73: list[MetadataRequest.MetadataRequestTopic] = []
        ap74 = l73.append
        for _ in range(n72):
            t75 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n76, = _S_h.unpack_from(buf, pos)
            if n76 >= 0:
                x77 = pos + 2 + n76
                if x77 > blen:
                    raise _bad_length(n76, 'MetadataRequest.Topics.Name', pos)
                t75.name = str(buf[pos + 2:x77], 'utf-8')
                pos = x77
            else:
                t75.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t75.topic_id = _ZERO_UUID
            t75._unknown_tags = None
            ap74(t75)
        o.topics = l73
    o.allow_auto_topic_creation, = _S__.unpack_from(buf, pos)
    pos += 1
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v7(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l78 = o.topics
    if l78 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l78)))
        for e79 in l78:
            s80: str = e79.name  # type: ignore[assignment]
            b81 = s80.encode()
            a(_S_h.pack(len(b81)))
            a(b81)
    a(_S__.pack(o.allow_auto_topic_creation))
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 7)
    if o.include_topic_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeTopicAuthorizedOperations', 7)
    return b''.join(parts)


def _dec_MetadataRequest_v7(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n83, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n83 < 0:
        o.topics = None
    else:
        l84: list[MetadataRequest.MetadataRequestTopic] = []
        ap85 = l84.append
        for _ in range(n83):
            t86 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n87, = _S_h.unpack_from(buf, pos)
            if n87 >= 0:
                x88 = pos + 2 + n87
                if x88 > blen:
                    raise _bad_length(n87, 'MetadataRequest.Topics.Name', pos)
                t86.name = str(buf[pos + 2:x88], 'utf-8')
                pos = x88
            else:
                t86.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t86.topic_id = _ZERO_UUID
            t86._unknown_tags = None
            ap85(t86)
        o.topics = l84
    o.allow_auto_topic_creation, = _S__.unpack_from(buf, pos)
    pos += 1
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v8(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l89 = o.topics
    if l89 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l89)))
        for e90 in l89:
            s91: str = e90.name  # type: ignore[assignment]
            b92 = s91.encode()
            a(_S_h.pack(len(b92)))
            a(b92)
    a(_S____.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    return b''.join(parts)


def _dec_MetadataRequest_v8(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n94, pos = _read_array_len(buf, pos, False, True, 1, 'MetadataRequest.Topics')
    if n94 < 0:
        o.topics = None
    else:
        l95: list[MetadataRequest.MetadataRequestTopic] = []
        ap96 = l95.append
        for _ in range(n94):
            t97 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n98, = _S_h.unpack_from(buf, pos)
            if n98 >= 0:
                x99 = pos + 2 + n98
                if x99 > blen:
                    raise _bad_length(n98, 'MetadataRequest.Topics.Name', pos)
                t97.name = str(buf[pos + 2:x99], 'utf-8')
                pos = x99
            else:
                t97.name, pos = _read_string(buf, pos, False, False, 'MetadataRequest.Topics.Name')
            t97.topic_id = _ZERO_UUID
            t97._unknown_tags = None
            ap96(t97)
        o.topics = l95
    o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations = _S____.unpack_from(buf, pos)
    pos += 3
    o._unknown_tags = None
    return o, pos


def _enc_MetadataRequest_v9(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l100 = o.topics
    if l100 is None:
        a(_H0)
    else:
        n101 = len(l100) + 1
        a(_UV[n101] if n101 < 128 else _uv(n101))
        for e102 in l100:
            s103: str = e102.name  # type: ignore[assignment]
            b104 = s103.encode()
            n105 = len(b104) + 1
            a(_UV[n105] if n105 < 128 else _uv(n105))
            a(b104)
            u106 = e102._unknown_tags
            if u106 is None:
                a(_H0)
            else:
                _write_tags(a, None, u106)
    a(_S____.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    u107 = o._unknown_tags
    if u107 is None:
        a(_H0)
    else:
        _write_tags(a, None, u107)
    return b''.join(parts)


def _dec_MetadataRequest_v9(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n108 = buf[pos] - 1
    if -1 <= n108 < 127:
        pos += 1
    else:
        n108, pos = _read_array_len(buf, pos, True, True, 1, 'MetadataRequest.Topics')
    if n108 < 0:
        o.topics = None
    else:
        l109: list[MetadataRequest.MetadataRequestTopic] = []
        ap110 = l109.append
        for _ in range(n108):
            t111 = _new(_C_MetadataRequest_MetadataRequestTopic)
            n112 = buf[pos] - 1
            if 0 <= n112 < 127:
                x113 = pos + 1 + n112
                if x113 > blen:
                    raise _bad_length(n112, 'MetadataRequest.Topics.Name', pos)
                t111.name = str(buf[pos + 1:x113], 'utf-8')
                pos = x113
            else:
                t111.name, pos = _read_string(buf, pos, True, False, 'MetadataRequest.Topics.Name')
            t111.topic_id = _ZERO_UUID
            if buf[pos] == 0:
                pos += 1
                t111._unknown_tags = None
            else:
                nt114, pos = _ruv(buf, pos)
                if nt114 * 2 > blen - pos:
                    raise _array_too_long(nt114, 'MetadataRequest.Topics._tagged_fields', pos)
                uk115: list[tuple[int, bytes]] | None = None
                for _ in range(nt114):
                    tg116, pos = _ruv(buf, pos)
                    sz117, pos = _ruv(buf, pos)
                    x118 = pos + sz117
                    if x118 > blen:
                        raise _bad_length(sz117, 'MetadataRequest.Topics._tagged_fields', pos)
                    if uk115 is None:
                        uk115 = []
                    uk115.append((tg116, bytes(buf[pos:x118])))
                    pos = x118
                t111._unknown_tags = uk115
            ap110(t111)
        o.topics = l109
    o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations = _S____.unpack_from(buf, pos)
    pos += 3
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt119, pos = _ruv(buf, pos)
        if nt119 * 2 > blen - pos:
            raise _array_too_long(nt119, 'MetadataRequest._tagged_fields', pos)
        uk120: list[tuple[int, bytes]] | None = None
        for _ in range(nt119):
            tg121, pos = _ruv(buf, pos)
            sz122, pos = _ruv(buf, pos)
            x123 = pos + sz122
            if x123 > blen:
                raise _bad_length(sz122, 'MetadataRequest._tagged_fields', pos)
            if uk120 is None:
                uk120 = []
            uk120.append((tg121, bytes(buf[pos:x123])))
            pos = x123
        o._unknown_tags = uk120
    return o, pos


def _enc_MetadataRequest_v10(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l124 = o.topics
    if l124 is None:
        a(_H0)
    else:
        n125 = len(l124) + 1
        a(_UV[n125] if n125 < 128 else _uv(n125))
        for e126 in l124:
            a(_S_U.pack(e126.topic_id.bytes))
            s127 = e126.name
            if s127 is None:
                a(_H0)
            else:
                b128 = s127.encode()
                n129 = len(b128) + 1
                a(_UV[n129] if n129 < 128 else _uv(n129))
                a(b128)
            u130 = e126._unknown_tags
            if u130 is None:
                a(_H0)
            else:
                _write_tags(a, None, u130)
    a(_S____.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    u131 = o._unknown_tags
    if u131 is None:
        a(_H0)
    else:
        _write_tags(a, None, u131)
    return b''.join(parts)


def _dec_MetadataRequest_v10(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n132 = buf[pos] - 1
    if -1 <= n132 < 127:
        pos += 1
    else:
        n132, pos = _read_array_len(buf, pos, True, True, 1, 'MetadataRequest.Topics')
    if n132 < 0:
        o.topics = None
    else:
        l133: list[MetadataRequest.MetadataRequestTopic] = []
        ap134 = l133.append
        for _ in range(n132):
            t135 = _new(_C_MetadataRequest_MetadataRequestTopic)
            u136, = _S_U.unpack_from(buf, pos)
            pos += 16
            t135.topic_id = _uuid_from(u136)
            n137 = buf[pos] - 1
            if 0 <= n137 < 127:
                x138 = pos + 1 + n137
                if x138 > blen:
                    raise _bad_length(n137, 'MetadataRequest.Topics.Name', pos)
                t135.name = str(buf[pos + 1:x138], 'utf-8')
                pos = x138
            else:
                t135.name, pos = _read_string(buf, pos, True, True, 'MetadataRequest.Topics.Name')
            if buf[pos] == 0:
                pos += 1
                t135._unknown_tags = None
            else:
                nt139, pos = _ruv(buf, pos)
                if nt139 * 2 > blen - pos:
                    raise _array_too_long(nt139, 'MetadataRequest.Topics._tagged_fields', pos)
                uk140: list[tuple[int, bytes]] | None = None
                for _ in range(nt139):
                    tg141, pos = _ruv(buf, pos)
                    sz142, pos = _ruv(buf, pos)
                    x143 = pos + sz142
                    if x143 > blen:
                        raise _bad_length(sz142, 'MetadataRequest.Topics._tagged_fields', pos)
                    if uk140 is None:
                        uk140 = []
                    uk140.append((tg141, bytes(buf[pos:x143])))
                    pos = x143
                t135._unknown_tags = uk140
            ap134(t135)
        o.topics = l133
    o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations = _S____.unpack_from(buf, pos)
    pos += 3
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt144, pos = _ruv(buf, pos)
        if nt144 * 2 > blen - pos:
            raise _array_too_long(nt144, 'MetadataRequest._tagged_fields', pos)
        uk145: list[tuple[int, bytes]] | None = None
        for _ in range(nt144):
            tg146, pos = _ruv(buf, pos)
            sz147, pos = _ruv(buf, pos)
            x148 = pos + sz147
            if x148 > blen:
                raise _bad_length(sz147, 'MetadataRequest._tagged_fields', pos)
            if uk145 is None:
                uk145 = []
            uk145.append((tg146, bytes(buf[pos:x148])))
            pos = x148
        o._unknown_tags = uk145
    return o, pos


def _enc_MetadataRequest_v11(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l149 = o.topics
    if l149 is None:
        a(_H0)
    else:
        n150 = len(l149) + 1
        a(_UV[n150] if n150 < 128 else _uv(n150))
        for e151 in l149:
            a(_S_U.pack(e151.topic_id.bytes))
            s152 = e151.name
            if s152 is None:
                a(_H0)
            else:
                b153 = s152.encode()
                n154 = len(b153) + 1
                a(_UV[n154] if n154 < 128 else _uv(n154))
                a(b153)
            u155 = e151._unknown_tags
            if u155 is None:
                a(_H0)
            else:
                _write_tags(a, None, u155)
    a(_S__.pack(o.allow_auto_topic_creation))
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 11)
    a(_S__.pack(o.include_topic_authorized_operations))
    u156 = o._unknown_tags
    if u156 is None:
        a(_H0)
    else:
        _write_tags(a, None, u156)
    return b''.join(parts)


def _dec_MetadataRequest_v11(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n157 = buf[pos] - 1
    if -1 <= n157 < 127:
        pos += 1
    else:
        n157, pos = _read_array_len(buf, pos, True, True, 1, 'MetadataRequest.Topics')
    if n157 < 0:
        o.topics = None
    else:
        l158: list[MetadataRequest.MetadataRequestTopic] = []
        ap159 = l158.append
        for _ in range(n157):
            t160 = _new(_C_MetadataRequest_MetadataRequestTopic)
            u161, = _S_U.unpack_from(buf, pos)
            pos += 16
            t160.topic_id = _uuid_from(u161)
            n162 = buf[pos] - 1
            if 0 <= n162 < 127:
                x163 = pos + 1 + n162
                if x163 > blen:
                    raise _bad_length(n162, 'MetadataRequest.Topics.Name', pos)
                t160.name = str(buf[pos + 1:x163], 'utf-8')
                pos = x163
            else:
                t160.name, pos = _read_string(buf, pos, True, True, 'MetadataRequest.Topics.Name')
            if buf[pos] == 0:
                pos += 1
                t160._unknown_tags = None
            else:
                nt164, pos = _ruv(buf, pos)
                if nt164 * 2 > blen - pos:
                    raise _array_too_long(nt164, 'MetadataRequest.Topics._tagged_fields', pos)
                uk165: list[tuple[int, bytes]] | None = None
                for _ in range(nt164):
                    tg166, pos = _ruv(buf, pos)
                    sz167, pos = _ruv(buf, pos)
                    x168 = pos + sz167
                    if x168 > blen:
                        raise _bad_length(sz167, 'MetadataRequest.Topics._tagged_fields', pos)
                    if uk165 is None:
                        uk165 = []
                    uk165.append((tg166, bytes(buf[pos:x168])))
                    pos = x168
                t160._unknown_tags = uk165
            ap159(t160)
        o.topics = l158
    o.allow_auto_topic_creation, o.include_topic_authorized_operations = _S___.unpack_from(buf, pos)
    pos += 2
    o.include_cluster_authorized_operations = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt169, pos = _ruv(buf, pos)
        if nt169 * 2 > blen - pos:
            raise _array_too_long(nt169, 'MetadataRequest._tagged_fields', pos)
        uk170: list[tuple[int, bytes]] | None = None
        for _ in range(nt169):
            tg171, pos = _ruv(buf, pos)
            sz172, pos = _ruv(buf, pos)
            x173 = pos + sz172
            if x173 > blen:
                raise _bad_length(sz172, 'MetadataRequest._tagged_fields', pos)
            if uk170 is None:
                uk170 = []
            uk170.append((tg171, bytes(buf[pos:x173])))
            pos = x173
        o._unknown_tags = uk170
    return o, pos


def _enc_MetadataRequest_v12(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l174 = o.topics
    if l174 is None:
        a(_H0)
    else:
        n175 = len(l174) + 1
        a(_UV[n175] if n175 < 128 else _uv(n175))
        for e176 in l174:
            a(_S_U.pack(e176.topic_id.bytes))
            s177 = e176.name
            if s177 is None:
                a(_H0)
            else:
                b178 = s177.encode()
                n179 = len(b178) + 1
                a(_UV[n179] if n179 < 128 else _uv(n179))
                a(b178)
            u180 = e176._unknown_tags
            if u180 is None:
                a(_H0)
            else:
                _write_tags(a, None, u180)
    a(_S__.pack(o.allow_auto_topic_creation))
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 12)
    a(_S__.pack(o.include_topic_authorized_operations))
    u181 = o._unknown_tags
    if u181 is None:
        a(_H0)
    else:
        _write_tags(a, None, u181)
    return b''.join(parts)


def _dec_MetadataRequest_v12(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n182 = buf[pos] - 1
    if -1 <= n182 < 127:
        pos += 1
    else:
        n182, pos = _read_array_len(buf, pos, True, True, 1, 'MetadataRequest.Topics')
    if n182 < 0:
        o.topics = None
    else:
        l183: list[MetadataRequest.MetadataRequestTopic] = []
        ap184 = l183.append
        for _ in range(n182):
            t185 = _new(_C_MetadataRequest_MetadataRequestTopic)
            u186, = _S_U.unpack_from(buf, pos)
            pos += 16
            t185.topic_id = _uuid_from(u186)
            n187 = buf[pos] - 1
            if 0 <= n187 < 127:
                x188 = pos + 1 + n187
                if x188 > blen:
                    raise _bad_length(n187, 'MetadataRequest.Topics.Name', pos)
                t185.name = str(buf[pos + 1:x188], 'utf-8')
                pos = x188
            else:
                t185.name, pos = _read_string(buf, pos, True, True, 'MetadataRequest.Topics.Name')
            if buf[pos] == 0:
                pos += 1
                t185._unknown_tags = None
            else:
                nt189, pos = _ruv(buf, pos)
                if nt189 * 2 > blen - pos:
                    raise _array_too_long(nt189, 'MetadataRequest.Topics._tagged_fields', pos)
                uk190: list[tuple[int, bytes]] | None = None
                for _ in range(nt189):
                    tg191, pos = _ruv(buf, pos)
                    sz192, pos = _ruv(buf, pos)
                    x193 = pos + sz192
                    if x193 > blen:
                        raise _bad_length(sz192, 'MetadataRequest.Topics._tagged_fields', pos)
                    if uk190 is None:
                        uk190 = []
                    uk190.append((tg191, bytes(buf[pos:x193])))
                    pos = x193
                t185._unknown_tags = uk190
            ap184(t185)
        o.topics = l183
    o.allow_auto_topic_creation, o.include_topic_authorized_operations = _S___.unpack_from(buf, pos)
    pos += 2
    o.include_cluster_authorized_operations = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt194, pos = _ruv(buf, pos)
        if nt194 * 2 > blen - pos:
            raise _array_too_long(nt194, 'MetadataRequest._tagged_fields', pos)
        uk195: list[tuple[int, bytes]] | None = None
        for _ in range(nt194):
            tg196, pos = _ruv(buf, pos)
            sz197, pos = _ruv(buf, pos)
            x198 = pos + sz197
            if x198 > blen:
                raise _bad_length(sz197, 'MetadataRequest._tagged_fields', pos)
            if uk195 is None:
                uk195 = []
            uk195.append((tg196, bytes(buf[pos:x198])))
            pos = x198
        o._unknown_tags = uk195
    return o, pos


def _enc_MetadataRequest_v13(o: MetadataRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l199 = o.topics
    if l199 is None:
        a(_H0)
    else:
        n200 = len(l199) + 1
        a(_UV[n200] if n200 < 128 else _uv(n200))
        for e201 in l199:
            a(_S_U.pack(e201.topic_id.bytes))
            s202 = e201.name
            if s202 is None:
                a(_H0)
            else:
                b203 = s202.encode()
                n204 = len(b203) + 1
                a(_UV[n204] if n204 < 128 else _uv(n204))
                a(b203)
            u205 = e201._unknown_tags
            if u205 is None:
                a(_H0)
            else:
                _write_tags(a, None, u205)
    a(_S__.pack(o.allow_auto_topic_creation))
    if o.include_cluster_authorized_operations != False:
        raise _unsupported_field('MetadataRequest', 'IncludeClusterAuthorizedOperations', 13)
    a(_S__.pack(o.include_topic_authorized_operations))
    u206 = o._unknown_tags
    if u206 is None:
        a(_H0)
    else:
        _write_tags(a, None, u206)
    return b''.join(parts)


def _dec_MetadataRequest_v13(buf: _Buffer, pos: int) -> tuple[MetadataRequest, int]:
    blen = len(buf)
    o = _new(MetadataRequest)
    n207 = buf[pos] - 1
    if -1 <= n207 < 127:
        pos += 1
    else:
        n207, pos = _read_array_len(buf, pos, True, True, 1, 'MetadataRequest.Topics')
    if n207 < 0:
        o.topics = None
    else:
        l208: list[MetadataRequest.MetadataRequestTopic] = []
        ap209 = l208.append
        for _ in range(n207):
            t210 = _new(_C_MetadataRequest_MetadataRequestTopic)
            u211, = _S_U.unpack_from(buf, pos)
            pos += 16
            t210.topic_id = _uuid_from(u211)
            n212 = buf[pos] - 1
            if 0 <= n212 < 127:
                x213 = pos + 1 + n212
                if x213 > blen:
                    raise _bad_length(n212, 'MetadataRequest.Topics.Name', pos)
                t210.name = str(buf[pos + 1:x213], 'utf-8')
                pos = x213
            else:
                t210.name, pos = _read_string(buf, pos, True, True, 'MetadataRequest.Topics.Name')
            if buf[pos] == 0:
                pos += 1
                t210._unknown_tags = None
            else:
                nt214, pos = _ruv(buf, pos)
                if nt214 * 2 > blen - pos:
                    raise _array_too_long(nt214, 'MetadataRequest.Topics._tagged_fields', pos)
                uk215: list[tuple[int, bytes]] | None = None
                for _ in range(nt214):
                    tg216, pos = _ruv(buf, pos)
                    sz217, pos = _ruv(buf, pos)
                    x218 = pos + sz217
                    if x218 > blen:
                        raise _bad_length(sz217, 'MetadataRequest.Topics._tagged_fields', pos)
                    if uk215 is None:
                        uk215 = []
                    uk215.append((tg216, bytes(buf[pos:x218])))
                    pos = x218
                t210._unknown_tags = uk215
            ap209(t210)
        o.topics = l208
    o.allow_auto_topic_creation, o.include_topic_authorized_operations = _S___.unpack_from(buf, pos)
    pos += 2
    o.include_cluster_authorized_operations = False
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt219, pos = _ruv(buf, pos)
        if nt219 * 2 > blen - pos:
            raise _array_too_long(nt219, 'MetadataRequest._tagged_fields', pos)
        uk220: list[tuple[int, bytes]] | None = None
        for _ in range(nt219):
            tg221, pos = _ruv(buf, pos)
            sz222, pos = _ruv(buf, pos)
            x223 = pos + sz222
            if x223 > blen:
                raise _bad_length(sz222, 'MetadataRequest._tagged_fields', pos)
            if uk220 is None:
                uk220 = []
            uk220.append((tg221, bytes(buf[pos:x223])))
            pos = x223
        o._unknown_tags = uk220
    return o, pos


MetadataRequest._ENC = {0: _enc_MetadataRequest_v0, 1: _enc_MetadataRequest_v1, 2: _enc_MetadataRequest_v2, 3: _enc_MetadataRequest_v3, 4: _enc_MetadataRequest_v4, 5: _enc_MetadataRequest_v5, 6: _enc_MetadataRequest_v6, 7: _enc_MetadataRequest_v7, 8: _enc_MetadataRequest_v8, 9: _enc_MetadataRequest_v9, 10: _enc_MetadataRequest_v10, 11: _enc_MetadataRequest_v11, 12: _enc_MetadataRequest_v12, 13: _enc_MetadataRequest_v13}
MetadataRequest._DEC = {0: _dec_MetadataRequest_v0, 1: _dec_MetadataRequest_v1, 2: _dec_MetadataRequest_v2, 3: _dec_MetadataRequest_v3, 4: _dec_MetadataRequest_v4, 5: _dec_MetadataRequest_v5, 6: _dec_MetadataRequest_v6, 7: _dec_MetadataRequest_v7, 8: _dec_MetadataRequest_v8, 9: _dec_MetadataRequest_v9, 10: _dec_MetadataRequest_v10, 11: _dec_MetadataRequest_v11, 12: _dec_MetadataRequest_v12, 13: _dec_MetadataRequest_v13}


class MetadataResponse(_Message):
    """MetadataResponse (response): API key 3; versions 0-13; flexible in 9-13."""

    __slots__ = ('throttle_time_ms', 'brokers', 'cluster_id', 'controller_id', 'topics', 'cluster_authorized_operations', 'error_code', '_unknown_tags')
    NAME = 'MetadataResponse'
    TYPE = 'response'
    API_KEY = 3
    VALID_VERSIONS = (0, 13)
    FLEXIBLE_VERSIONS = (9, 13)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 3+; default 0; ignorable."""
    brokers: list[MetadataResponse.MetadataResponseBroker]
    """Live brokers of the cluster.

    `Brokers` ([]MetadataResponseBroker): versions 0+; default []."""
    cluster_id: str | None
    """Id of the cluster this broker belongs to.

    `ClusterId` (string): versions 2+; nullable in 2+; default None; ignorable."""
    controller_id: int
    """Node id reported as the controller, or -1.

    `ControllerId` (int32): versions 1+; default -1; ignorable."""
    topics: list[MetadataResponse.MetadataResponseTopic]
    """Per-topic results.

    `Topics` ([]MetadataResponseTopic): versions 0+; default []."""
    cluster_authorized_operations: int
    """Bitfield of operations the caller may perform on the cluster.

    `ClusterAuthorizedOperations` (int32): versions 8-10; default -2147483648."""
    error_code: int
    """Top-level error code, or 0.

    `ErrorCode` (int16): versions 13+; default 0; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        brokers: list[MetadataResponse.MetadataResponseBroker] = _EMPTY,
        cluster_id: str | None = None,
        controller_id: int = -1,
        topics: list[MetadataResponse.MetadataResponseTopic] = _EMPTY,
        cluster_authorized_operations: int = -2147483648,
        error_code: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.brokers = [] if brokers is _EMPTY else brokers
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.topics = [] if topics is _EMPTY else topics
        self.cluster_authorized_operations = cluster_authorized_operations
        self.error_code = error_code
        self._unknown_tags = _unknown_tags

    class MetadataResponseBroker(_Message):
        """Live brokers of the cluster.

        MetadataResponseBroker (in MetadataResponse): versions 0+."""

        __slots__ = ('node_id', 'host', 'port', 'rack', '_unknown_tags')
        NAME = 'MetadataResponse.MetadataResponseBroker'

        node_id: int
        """Broker id.

        `NodeId` (int32): versions 0+; default 0."""
        host: str
        """Broker host name.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Broker port.

        `Port` (int32): versions 0+; default 0."""
        rack: str | None
        """Broker rack, or null if none is configured.

        `Rack` (string): versions 1+; nullable in 1+; default None; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            node_id: int = 0,
            host: str = '',
            port: int = 0,
            rack: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.node_id = node_id
            self.host = host
            self.port = port
            self.rack = rack
            self._unknown_tags = _unknown_tags

    class MetadataResponseTopic(_Message):
        """Per-topic results.

        MetadataResponseTopic (in MetadataResponse): versions 0+."""

        __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations', '_unknown_tags')
        NAME = 'MetadataResponse.MetadataResponseTopic'

        error_code: int
        """Topic-level error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        name: str | None
        """Topic name; null only for an unknown topic requested by id.

        `Name` (string): versions 0+; nullable in 12+; default ''."""
        topic_id: UUID
        """Topic id; zero only for an unknown topic requested by name.

        `TopicId` (uuid): versions 10+; default the zero UUID; ignorable."""
        is_internal: bool
        """Whether this is an internal topic.

        `IsInternal` (bool): versions 1+; default False; ignorable."""
        partitions: list[MetadataResponse.MetadataResponsePartition]
        """Per-partition metadata.

        `Partitions` ([]MetadataResponsePartition): versions 0+; default []."""
        topic_authorized_operations: int
        """Bitfield of operations the caller may perform on the topic.

        `TopicAuthorizedOperations` (int32): versions 8+; default -2147483648."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            name: str | None = '',
            topic_id: UUID = _ZERO_UUID,
            is_internal: bool = False,
            partitions: list[MetadataResponse.MetadataResponsePartition] = _EMPTY,
            topic_authorized_operations: int = -2147483648,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.name = name
            self.topic_id = topic_id
            self.is_internal = is_internal
            self.partitions = [] if partitions is _EMPTY else partitions
            self.topic_authorized_operations = topic_authorized_operations
            self._unknown_tags = _unknown_tags

    class MetadataResponsePartition(_Message):
        """Per-partition metadata.

        MetadataResponsePartition (in MetadataResponse): versions 0+."""

        __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'offline_replicas', '_unknown_tags')
        NAME = 'MetadataResponse.MetadataResponsePartition'

        error_code: int
        """Partition-level error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        leader_id: int
        """Id of the current leader, or -1 if there is none.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Current leader epoch of the partition.

        `LeaderEpoch` (int32): versions 7+; default -1; ignorable."""
        replica_nodes: list[int]
        """All replicas assigned to the partition.

        `ReplicaNodes` ([]int32): versions 0+; default []."""
        isr_nodes: list[int]
        """Replicas currently in the in-sync replica set.

        `IsrNodes` ([]int32): versions 0+; default []."""
        offline_replicas: list[int]
        """Replicas whose log directory is offline.

        `OfflineReplicas` ([]int32): versions 5+; default []; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            partition_index: int = 0,
            leader_id: int = 0,
            leader_epoch: int = -1,
            replica_nodes: list[int] = _EMPTY,
            isr_nodes: list[int] = _EMPTY,
            offline_replicas: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.partition_index = partition_index
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.replica_nodes = [] if replica_nodes is _EMPTY else replica_nodes
            self.isr_nodes = [] if isr_nodes is _EMPTY else isr_nodes
            self.offline_replicas = [] if offline_replicas is _EMPTY else offline_replicas
            self._unknown_tags = _unknown_tags


_C_MetadataResponse_MetadataResponseBroker = MetadataResponse.MetadataResponseBroker
_C_MetadataResponse_MetadataResponseTopic = MetadataResponse.MetadataResponseTopic
_C_MetadataResponse_MetadataResponsePartition = MetadataResponse.MetadataResponsePartition
MetadataResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (3, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Brokers', 'brokers', '[]MetadataResponseBroker', (0, 32767), (1, 0), (1, 0), None, (), False, _C_MetadataResponse_MetadataResponseBroker),
    _FI('ClusterId', 'cluster_id', 'string', (2, 32767), (2, 32767), (1, 0), None, None, True, None),
    _FI('ControllerId', 'controller_id', 'int32', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]MetadataResponseTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_MetadataResponse_MetadataResponseTopic),
    _FI('ClusterAuthorizedOperations', 'cluster_authorized_operations', 'int32', (8, 10), (1, 0), (1, 0), None, -2147483648, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (13, 32767), (1, 0), (1, 0), None, 0, True, None),
)
_C_MetadataResponse_MetadataResponseBroker.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Rack', 'rack', 'string', (1, 32767), (1, 32767), (1, 0), None, None, True, None),
)
_C_MetadataResponse_MetadataResponseTopic.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Name', 'name', 'string', (0, 32767), (12, 32767), (1, 0), None, '', False, None),
    _FI('TopicId', 'topic_id', 'uuid', (10, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('IsInternal', 'is_internal', 'bool', (1, 32767), (1, 0), (1, 0), None, False, True, None),
    _FI('Partitions', 'partitions', '[]MetadataResponsePartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_MetadataResponse_MetadataResponsePartition),
    _FI('TopicAuthorizedOperations', 'topic_authorized_operations', 'int32', (8, 32767), (1, 0), (1, 0), None, -2147483648, False, None),
)
_C_MetadataResponse_MetadataResponsePartition.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (7, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('ReplicaNodes', 'replica_nodes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('IsrNodes', 'isr_nodes', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('OfflineReplicas', 'offline_replicas', '[]int32', (5, 32767), (1, 0), (1, 0), None, (), True, None),
)
_DEF_MetadataResponse_MetadataResponseBroker = _C_MetadataResponse_MetadataResponseBroker()
_DEF_MetadataResponse_MetadataResponseTopic = _C_MetadataResponse_MetadataResponseTopic()
_DEF_MetadataResponse_MetadataResponsePartition = _C_MetadataResponse_MetadataResponsePartition()

def _mk_MetadataResponse_MetadataResponseBroker() -> MetadataResponse.MetadataResponseBroker:
    o = _new(_C_MetadataResponse_MetadataResponseBroker)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o.rack = None
    o._unknown_tags = None
    return o

def _mk_MetadataResponse_MetadataResponseTopic() -> MetadataResponse.MetadataResponseTopic:
    o = _new(_C_MetadataResponse_MetadataResponseTopic)
    o.error_code = 0
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.is_internal = False
    o.partitions = []
    o.topic_authorized_operations = -2147483648
    o._unknown_tags = None
    return o

def _mk_MetadataResponse_MetadataResponsePartition() -> MetadataResponse.MetadataResponsePartition:
    o = _new(_C_MetadataResponse_MetadataResponsePartition)
    o.error_code = 0
    o.partition_index = 0
    o.leader_id = 0
    o.leader_epoch = -1
    o.replica_nodes = []
    o.isr_nodes = []
    o.offline_replicas = []
    o._unknown_tags = None
    return o


def _enc_MetadataResponse_v0(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l224 = o.brokers
    a(_S_i.pack(len(l224)))
    for e225 in l224:
        a(_S_i.pack(e225.node_id))
        s226 = e225.host
        b227 = s226.encode()
        a(_S_h.pack(len(b227)))
        a(b227)
        a(_S_i.pack(e225.port))
    l229 = o.topics
    a(_S_i.pack(len(l229)))
    for e230 in l229:
        a(_S_h.pack(e230.error_code))
        s231: str = e230.name  # type: ignore[assignment]
        b232 = s231.encode()
        a(_S_h.pack(len(b232)))
        a(b232)
        l234 = e230.partitions
        a(_S_i.pack(len(l234)))
        for e235 in l234:
            a(_S_hii.pack(e235.error_code, e235.partition_index, e235.leader_id))
            l236 = e235.replica_nodes
            n237 = len(l236)
            if n237 < 64:
                a(_LA_i[n237].pack(n237, *l236))
            else:
                a(_encode_array('i', l236, False))
            l238 = e235.isr_nodes
            n239 = len(l238)
            if n239 < 64:
                a(_LA_i[n239].pack(n239, *l238))
            else:
                a(_encode_array('i', l238, False))
        if e230.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 0)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 0)
    return b''.join(parts)


def _dec_MetadataResponse_v0(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    n240, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l241: list[MetadataResponse.MetadataResponseBroker] = []
    ap242 = l241.append
    for _ in range(n240):
        t243 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t243.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n244, = _S_h.unpack_from(buf, pos)
        if n244 >= 0:
            x245 = pos + 2 + n244
            if x245 > blen:
                raise _bad_length(n244, 'MetadataResponse.Brokers.Host', pos)
            t243.host = str(buf[pos + 2:x245], 'utf-8')
            pos = x245
        else:
            t243.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t243.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        t243.rack = None
        t243._unknown_tags = None
        ap242(t243)
    o.brokers = l241
    n246, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l247: list[MetadataResponse.MetadataResponseTopic] = []
    ap248 = l247.append
    for _ in range(n246):
        t249 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t249.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n250, = _S_h.unpack_from(buf, pos)
        if n250 >= 0:
            x251 = pos + 2 + n250
            if x251 > blen:
                raise _bad_length(n250, 'MetadataResponse.Topics.Name', pos)
            t249.name = str(buf[pos + 2:x251], 'utf-8')
            pos = x251
        else:
            t249.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        n252, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l253: list[MetadataResponse.MetadataResponsePartition] = []
        ap254 = l253.append
        for _ in range(n252):
            t255 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t255.error_code, t255.partition_index, t255.leader_id = _S_hii.unpack_from(buf, pos)
            pos += 10
            n256, = _S_i.unpack_from(buf, pos)
            if 0 <= n256 < 64:
                t255.replica_nodes = list(_A_i[n256].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n256
            else:
                t255.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n257, = _S_i.unpack_from(buf, pos)
            if 0 <= n257 < 64:
                t255.isr_nodes = list(_A_i[n257].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n257
            else:
                t255.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            t255.leader_epoch = -1
            t255.offline_replicas = []
            t255._unknown_tags = None
            ap254(t255)
        t249.partitions = l253
        t249.topic_id = _ZERO_UUID
        t249.is_internal = False
        t249.topic_authorized_operations = -2147483648
        t249._unknown_tags = None
        ap248(t249)
    o.topics = l247
    o.throttle_time_ms = 0
    o.cluster_id = None
    o.controller_id = -1
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v1(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l258 = o.brokers
    a(_S_i.pack(len(l258)))
    for e259 in l258:
        a(_S_i.pack(e259.node_id))
        s260 = e259.host
        b261 = s260.encode()
        a(_S_h.pack(len(b261)))
        a(b261)
        a(_S_i.pack(e259.port))
        s263 = e259.rack
        if s263 is None:
            a(b'\xff\xff')
        else:
            b264 = s263.encode()
            a(_S_h.pack(len(b264)))
            a(b264)
    a(_S_i.pack(o.controller_id))
    l266 = o.topics
    a(_S_i.pack(len(l266)))
    for e267 in l266:
        a(_S_h.pack(e267.error_code))
        s268: str = e267.name  # type: ignore[assignment]
        b269 = s268.encode()
        a(_S_h.pack(len(b269)))
        a(b269)
        a(_S__.pack(e267.is_internal))
        l271 = e267.partitions
        a(_S_i.pack(len(l271)))
        for e272 in l271:
            a(_S_hii.pack(e272.error_code, e272.partition_index, e272.leader_id))
            l273 = e272.replica_nodes
            n274 = len(l273)
            if n274 < 64:
                a(_LA_i[n274].pack(n274, *l273))
            else:
                a(_encode_array('i', l273, False))
            l275 = e272.isr_nodes
            n276 = len(l275)
            if n276 < 64:
                a(_LA_i[n276].pack(n276, *l275))
            else:
                a(_encode_array('i', l275, False))
        if e267.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 1)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 1)
    return b''.join(parts)


def _dec_MetadataResponse_v1(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    n277, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l278: list[MetadataResponse.MetadataResponseBroker] = []
    ap279 = l278.append
    for _ in range(n277):
        t280 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t280.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n281, = _S_h.unpack_from(buf, pos)
        if n281 >= 0:
            x282 = pos + 2 + n281
            if x282 > blen:
                raise _bad_length(n281, 'MetadataResponse.Brokers.Host', pos)
            t280.host = str(buf[pos + 2:x282], 'utf-8')
            pos = x282
        else:
            t280.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t280.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n283, = _S_h.unpack_from(buf, pos)
        if n283 >= 0:
            x284 = pos + 2 + n283
            if x284 > blen:
                raise _bad_length(n283, 'MetadataResponse.Brokers.Rack', pos)
            t280.rack = str(buf[pos + 2:x284], 'utf-8')
            pos = x284
        else:
            t280.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t280._unknown_tags = None
        ap279(t280)
    o.brokers = l278
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n285, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l286: list[MetadataResponse.MetadataResponseTopic] = []
    ap287 = l286.append
    for _ in range(n285):
        t288 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t288.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n289, = _S_h.unpack_from(buf, pos)
        if n289 >= 0:
            x290 = pos + 2 + n289
            if x290 > blen:
                raise _bad_length(n289, 'MetadataResponse.Topics.Name', pos)
            t288.name = str(buf[pos + 2:x290], 'utf-8')
            pos = x290
        else:
            t288.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t288.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n291, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l292: list[MetadataResponse.MetadataResponsePartition] = []
        ap293 = l292.append
        for _ in range(n291):
            t294 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t294.error_code, t294.partition_index, t294.leader_id = _S_hii.unpack_from(buf, pos)
            pos += 10
            n295, = _S_i.unpack_from(buf, pos)
            if 0 <= n295 < 64:
                t294.replica_nodes = list(_A_i[n295].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n295
            else:
                t294.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n296, = _S_i.unpack_from(buf, pos)
            if 0 <= n296 < 64:
                t294.isr_nodes = list(_A_i[n296].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n296
            else:
                t294.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            t294.leader_epoch = -1
            t294.offline_replicas = []
            t294._unknown_tags = None
            ap293(t294)
        t288.partitions = l292
        t288.topic_id = _ZERO_UUID
        t288.topic_authorized_operations = -2147483648
        t288._unknown_tags = None
        ap287(t288)
    o.topics = l286
    o.throttle_time_ms = 0
    o.cluster_id = None
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v2(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l297 = o.brokers
    a(_S_i.pack(len(l297)))
    for e298 in l297:
        a(_S_i.pack(e298.node_id))
        s299 = e298.host
        b300 = s299.encode()
        a(_S_h.pack(len(b300)))
        a(b300)
        a(_S_i.pack(e298.port))
        s302 = e298.rack
        if s302 is None:
            a(b'\xff\xff')
        else:
            b303 = s302.encode()
            a(_S_h.pack(len(b303)))
            a(b303)
    s305 = o.cluster_id
    if s305 is None:
        a(b'\xff\xff')
    else:
        b306 = s305.encode()
        a(_S_h.pack(len(b306)))
        a(b306)
    a(_S_i.pack(o.controller_id))
    l308 = o.topics
    a(_S_i.pack(len(l308)))
    for e309 in l308:
        a(_S_h.pack(e309.error_code))
        s310: str = e309.name  # type: ignore[assignment]
        b311 = s310.encode()
        a(_S_h.pack(len(b311)))
        a(b311)
        a(_S__.pack(e309.is_internal))
        l313 = e309.partitions
        a(_S_i.pack(len(l313)))
        for e314 in l313:
            a(_S_hii.pack(e314.error_code, e314.partition_index, e314.leader_id))
            l315 = e314.replica_nodes
            n316 = len(l315)
            if n316 < 64:
                a(_LA_i[n316].pack(n316, *l315))
            else:
                a(_encode_array('i', l315, False))
            l317 = e314.isr_nodes
            n318 = len(l317)
            if n318 < 64:
                a(_LA_i[n318].pack(n318, *l317))
            else:
                a(_encode_array('i', l317, False))
        if e309.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 2)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 2)
    return b''.join(parts)


def _dec_MetadataResponse_v2(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    n319, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l320: list[MetadataResponse.MetadataResponseBroker] = []
    ap321 = l320.append
    for _ in range(n319):
        t322 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t322.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n323, = _S_h.unpack_from(buf, pos)
        if n323 >= 0:
            x324 = pos + 2 + n323
            if x324 > blen:
                raise _bad_length(n323, 'MetadataResponse.Brokers.Host', pos)
            t322.host = str(buf[pos + 2:x324], 'utf-8')
            pos = x324
        else:
            t322.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t322.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n325, = _S_h.unpack_from(buf, pos)
        if n325 >= 0:
            x326 = pos + 2 + n325
            if x326 > blen:
                raise _bad_length(n325, 'MetadataResponse.Brokers.Rack', pos)
            t322.rack = str(buf[pos + 2:x326], 'utf-8')
            pos = x326
        else:
            t322.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t322._unknown_tags = None
        ap321(t322)
    o.brokers = l320
    n327, = _S_h.unpack_from(buf, pos)
    if n327 >= 0:
        x328 = pos + 2 + n327
        if x328 > blen:
            raise _bad_length(n327, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x328], 'utf-8')
        pos = x328
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n329, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l330: list[MetadataResponse.MetadataResponseTopic] = []
    ap331 = l330.append
    for _ in range(n329):
        t332 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t332.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n333, = _S_h.unpack_from(buf, pos)
        if n333 >= 0:
            x334 = pos + 2 + n333
            if x334 > blen:
                raise _bad_length(n333, 'MetadataResponse.Topics.Name', pos)
            t332.name = str(buf[pos + 2:x334], 'utf-8')
            pos = x334
        else:
            t332.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t332.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n335, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l336: list[MetadataResponse.MetadataResponsePartition] = []
        ap337 = l336.append
        for _ in range(n335):
            t338 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t338.error_code, t338.partition_index, t338.leader_id = _S_hii.unpack_from(buf, pos)
            pos += 10
            n339, = _S_i.unpack_from(buf, pos)
            if 0 <= n339 < 64:
                t338.replica_nodes = list(_A_i[n339].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n339
            else:
                t338.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n340, = _S_i.unpack_from(buf, pos)
            if 0 <= n340 < 64:
                t338.isr_nodes = list(_A_i[n340].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n340
            else:
                t338.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            t338.leader_epoch = -1
            t338.offline_replicas = []
            t338._unknown_tags = None
            ap337(t338)
        t332.partitions = l336
        t332.topic_id = _ZERO_UUID
        t332.topic_authorized_operations = -2147483648
        t332._unknown_tags = None
        ap331(t332)
    o.topics = l330
    o.throttle_time_ms = 0
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v3(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l341 = o.brokers
    a(_S_i.pack(len(l341)))
    for e342 in l341:
        a(_S_i.pack(e342.node_id))
        s343 = e342.host
        b344 = s343.encode()
        a(_S_h.pack(len(b344)))
        a(b344)
        a(_S_i.pack(e342.port))
        s346 = e342.rack
        if s346 is None:
            a(b'\xff\xff')
        else:
            b347 = s346.encode()
            a(_S_h.pack(len(b347)))
            a(b347)
    s349 = o.cluster_id
    if s349 is None:
        a(b'\xff\xff')
    else:
        b350 = s349.encode()
        a(_S_h.pack(len(b350)))
        a(b350)
    a(_S_i.pack(o.controller_id))
    l352 = o.topics
    a(_S_i.pack(len(l352)))
    for e353 in l352:
        a(_S_h.pack(e353.error_code))
        s354: str = e353.name  # type: ignore[assignment]
        b355 = s354.encode()
        a(_S_h.pack(len(b355)))
        a(b355)
        a(_S__.pack(e353.is_internal))
        l357 = e353.partitions
        a(_S_i.pack(len(l357)))
        for e358 in l357:
            a(_S_hii.pack(e358.error_code, e358.partition_index, e358.leader_id))
            l359 = e358.replica_nodes
            n360 = len(l359)
            if n360 < 64:
                a(_LA_i[n360].pack(n360, *l359))
            else:
                a(_encode_array('i', l359, False))
            l361 = e358.isr_nodes
            n362 = len(l361)
            if n362 < 64:
                a(_LA_i[n362].pack(n362, *l361))
            else:
                a(_encode_array('i', l361, False))
        if e353.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 3)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 3)
    return b''.join(parts)


def _dec_MetadataResponse_v3(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n363, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l364: list[MetadataResponse.MetadataResponseBroker] = []
    ap365 = l364.append
    for _ in range(n363):
        t366 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t366.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n367, = _S_h.unpack_from(buf, pos)
        if n367 >= 0:
            x368 = pos + 2 + n367
            if x368 > blen:
                raise _bad_length(n367, 'MetadataResponse.Brokers.Host', pos)
            t366.host = str(buf[pos + 2:x368], 'utf-8')
            pos = x368
        else:
            t366.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t366.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n369, = _S_h.unpack_from(buf, pos)
        if n369 >= 0:
            x370 = pos + 2 + n369
            if x370 > blen:
                raise _bad_length(n369, 'MetadataResponse.Brokers.Rack', pos)
            t366.rack = str(buf[pos + 2:x370], 'utf-8')
            pos = x370
        else:
            t366.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t366._unknown_tags = None
        ap365(t366)
    o.brokers = l364
    n371, = _S_h.unpack_from(buf, pos)
    if n371 >= 0:
        x372 = pos + 2 + n371
        if x372 > blen:
            raise _bad_length(n371, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x372], 'utf-8')
        pos = x372
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n373, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l374: list[MetadataResponse.MetadataResponseTopic] = []
    ap375 = l374.append
    for _ in range(n373):
        t376 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t376.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n377, = _S_h.unpack_from(buf, pos)
        if n377 >= 0:
            x378 = pos + 2 + n377
            if x378 > blen:
                raise _bad_length(n377, 'MetadataResponse.Topics.Name', pos)
            t376.name = str(buf[pos + 2:x378], 'utf-8')
            pos = x378
        else:
            t376.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t376.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n379, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l380: list[MetadataResponse.MetadataResponsePartition] = []
        ap381 = l380.append
        for _ in range(n379):
            t382 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t382.error_code, t382.partition_index, t382.leader_id = _S_hii.unpack_from(buf, pos)
            pos += 10
            n383, = _S_i.unpack_from(buf, pos)
            if 0 <= n383 < 64:
                t382.replica_nodes = list(_A_i[n383].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n383
            else:
                t382.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n384, = _S_i.unpack_from(buf, pos)
            if 0 <= n384 < 64:
                t382.isr_nodes = list(_A_i[n384].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n384
            else:
                t382.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            t382.leader_epoch = -1
            t382.offline_replicas = []
            t382._unknown_tags = None
            ap381(t382)
        t376.partitions = l380
        t376.topic_id = _ZERO_UUID
        t376.topic_authorized_operations = -2147483648
        t376._unknown_tags = None
        ap375(t376)
    o.topics = l374
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v4(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l385 = o.brokers
    a(_S_i.pack(len(l385)))
    for e386 in l385:
        a(_S_i.pack(e386.node_id))
        s387 = e386.host
        b388 = s387.encode()
        a(_S_h.pack(len(b388)))
        a(b388)
        a(_S_i.pack(e386.port))
        s390 = e386.rack
        if s390 is None:
            a(b'\xff\xff')
        else:
            b391 = s390.encode()
            a(_S_h.pack(len(b391)))
            a(b391)
    s393 = o.cluster_id
    if s393 is None:
        a(b'\xff\xff')
    else:
        b394 = s393.encode()
        a(_S_h.pack(len(b394)))
        a(b394)
    a(_S_i.pack(o.controller_id))
    l396 = o.topics
    a(_S_i.pack(len(l396)))
    for e397 in l396:
        a(_S_h.pack(e397.error_code))
        s398: str = e397.name  # type: ignore[assignment]
        b399 = s398.encode()
        a(_S_h.pack(len(b399)))
        a(b399)
        a(_S__.pack(e397.is_internal))
        l401 = e397.partitions
        a(_S_i.pack(len(l401)))
        for e402 in l401:
            a(_S_hii.pack(e402.error_code, e402.partition_index, e402.leader_id))
            l403 = e402.replica_nodes
            n404 = len(l403)
            if n404 < 64:
                a(_LA_i[n404].pack(n404, *l403))
            else:
                a(_encode_array('i', l403, False))
            l405 = e402.isr_nodes
            n406 = len(l405)
            if n406 < 64:
                a(_LA_i[n406].pack(n406, *l405))
            else:
                a(_encode_array('i', l405, False))
        if e397.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 4)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 4)
    return b''.join(parts)


def _dec_MetadataResponse_v4(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n407, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l408: list[MetadataResponse.MetadataResponseBroker] = []
    ap409 = l408.append
    for _ in range(n407):
        t410 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t410.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n411, = _S_h.unpack_from(buf, pos)
        if n411 >= 0:
            x412 = pos + 2 + n411
            if x412 > blen:
                raise _bad_length(n411, 'MetadataResponse.Brokers.Host', pos)
            t410.host = str(buf[pos + 2:x412], 'utf-8')
            pos = x412
        else:
            t410.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t410.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n413, = _S_h.unpack_from(buf, pos)
        if n413 >= 0:
            x414 = pos + 2 + n413
            if x414 > blen:
                raise _bad_length(n413, 'MetadataResponse.Brokers.Rack', pos)
            t410.rack = str(buf[pos + 2:x414], 'utf-8')
            pos = x414
        else:
            t410.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t410._unknown_tags = None
        ap409(t410)
    o.brokers = l408
    n415, = _S_h.unpack_from(buf, pos)
    if n415 >= 0:
        x416 = pos + 2 + n415
        if x416 > blen:
            raise _bad_length(n415, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x416], 'utf-8')
        pos = x416
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n417, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l418: list[MetadataResponse.MetadataResponseTopic] = []
    ap419 = l418.append
    for _ in range(n417):
        t420 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t420.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n421, = _S_h.unpack_from(buf, pos)
        if n421 >= 0:
            x422 = pos + 2 + n421
            if x422 > blen:
                raise _bad_length(n421, 'MetadataResponse.Topics.Name', pos)
            t420.name = str(buf[pos + 2:x422], 'utf-8')
            pos = x422
        else:
            t420.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t420.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n423, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l424: list[MetadataResponse.MetadataResponsePartition] = []
        ap425 = l424.append
        for _ in range(n423):
            t426 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t426.error_code, t426.partition_index, t426.leader_id = _S_hii.unpack_from(buf, pos)
            pos += 10
            n427, = _S_i.unpack_from(buf, pos)
            if 0 <= n427 < 64:
                t426.replica_nodes = list(_A_i[n427].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n427
            else:
                t426.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n428, = _S_i.unpack_from(buf, pos)
            if 0 <= n428 < 64:
                t426.isr_nodes = list(_A_i[n428].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n428
            else:
                t426.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            t426.leader_epoch = -1
            t426.offline_replicas = []
            t426._unknown_tags = None
            ap425(t426)
        t420.partitions = l424
        t420.topic_id = _ZERO_UUID
        t420.topic_authorized_operations = -2147483648
        t420._unknown_tags = None
        ap419(t420)
    o.topics = l418
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v5(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l429 = o.brokers
    a(_S_i.pack(len(l429)))
    for e430 in l429:
        a(_S_i.pack(e430.node_id))
        s431 = e430.host
        b432 = s431.encode()
        a(_S_h.pack(len(b432)))
        a(b432)
        a(_S_i.pack(e430.port))
        s434 = e430.rack
        if s434 is None:
            a(b'\xff\xff')
        else:
            b435 = s434.encode()
            a(_S_h.pack(len(b435)))
            a(b435)
    s437 = o.cluster_id
    if s437 is None:
        a(b'\xff\xff')
    else:
        b438 = s437.encode()
        a(_S_h.pack(len(b438)))
        a(b438)
    a(_S_i.pack(o.controller_id))
    l440 = o.topics
    a(_S_i.pack(len(l440)))
    for e441 in l440:
        a(_S_h.pack(e441.error_code))
        s442: str = e441.name  # type: ignore[assignment]
        b443 = s442.encode()
        a(_S_h.pack(len(b443)))
        a(b443)
        a(_S__.pack(e441.is_internal))
        l445 = e441.partitions
        a(_S_i.pack(len(l445)))
        for e446 in l445:
            a(_S_hii.pack(e446.error_code, e446.partition_index, e446.leader_id))
            l447 = e446.replica_nodes
            n448 = len(l447)
            if n448 < 64:
                a(_LA_i[n448].pack(n448, *l447))
            else:
                a(_encode_array('i', l447, False))
            l449 = e446.isr_nodes
            n450 = len(l449)
            if n450 < 64:
                a(_LA_i[n450].pack(n450, *l449))
            else:
                a(_encode_array('i', l449, False))
            l451 = e446.offline_replicas
            n452 = len(l451)
            if n452 < 64:
                a(_LA_i[n452].pack(n452, *l451))
            else:
                a(_encode_array('i', l451, False))
        if e441.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 5)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 5)
    return b''.join(parts)


def _dec_MetadataResponse_v5(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n453, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l454: list[MetadataResponse.MetadataResponseBroker] = []
    ap455 = l454.append
    for _ in range(n453):
        t456 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t456.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n457, = _S_h.unpack_from(buf, pos)
        if n457 >= 0:
            x458 = pos + 2 + n457
            if x458 > blen:
                raise _bad_length(n457, 'MetadataResponse.Brokers.Host', pos)
            t456.host = str(buf[pos + 2:x458], 'utf-8')
            pos = x458
        else:
            t456.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t456.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n459, = _S_h.unpack_from(buf, pos)
        if n459 >= 0:
            x460 = pos + 2 + n459
            if x460 > blen:
                raise _bad_length(n459, 'MetadataResponse.Brokers.Rack', pos)
            t456.rack = str(buf[pos + 2:x460], 'utf-8')
            pos = x460
        else:
            t456.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t456._unknown_tags = None
        ap455(t456)
    o.brokers = l454
    n461, = _S_h.unpack_from(buf, pos)
    if n461 >= 0:
        x462 = pos + 2 + n461
        if x462 > blen:
            raise _bad_length(n461, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x462], 'utf-8')
        pos = x462
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n463, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l464: list[MetadataResponse.MetadataResponseTopic] = []
    ap465 = l464.append
    for _ in range(n463):
        t466 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t466.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n467, = _S_h.unpack_from(buf, pos)
        if n467 >= 0:
            x468 = pos + 2 + n467
            if x468 > blen:
                raise _bad_length(n467, 'MetadataResponse.Topics.Name', pos)
            t466.name = str(buf[pos + 2:x468], 'utf-8')
            pos = x468
        else:
            t466.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t466.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n469, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l470: list[MetadataResponse.MetadataResponsePartition] = []
        ap471 = l470.append
        for _ in range(n469):
            t472 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t472.error_code, t472.partition_index, t472.leader_id = _S_hii.unpack_from(buf, pos)
            pos += 10
            n473, = _S_i.unpack_from(buf, pos)
            if 0 <= n473 < 64:
                t472.replica_nodes = list(_A_i[n473].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n473
            else:
                t472.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n474, = _S_i.unpack_from(buf, pos)
            if 0 <= n474 < 64:
                t472.isr_nodes = list(_A_i[n474].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n474
            else:
                t472.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n475, = _S_i.unpack_from(buf, pos)
            if 0 <= n475 < 64:
                t472.offline_replicas = list(_A_i[n475].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n475
            else:
                t472.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            t472.leader_epoch = -1
            t472._unknown_tags = None
            ap471(t472)
        t466.partitions = l470
        t466.topic_id = _ZERO_UUID
        t466.topic_authorized_operations = -2147483648
        t466._unknown_tags = None
        ap465(t466)
    o.topics = l464
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v6(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l476 = o.brokers
    a(_S_i.pack(len(l476)))
    for e477 in l476:
        a(_S_i.pack(e477.node_id))
        s478 = e477.host
        b479 = s478.encode()
        a(_S_h.pack(len(b479)))
        a(b479)
        a(_S_i.pack(e477.port))
        s481 = e477.rack
        if s481 is None:
            a(b'\xff\xff')
        else:
            b482 = s481.encode()
            a(_S_h.pack(len(b482)))
            a(b482)
    s484 = o.cluster_id
    if s484 is None:
        a(b'\xff\xff')
    else:
        b485 = s484.encode()
        a(_S_h.pack(len(b485)))
        a(b485)
    a(_S_i.pack(o.controller_id))
    l487 = o.topics
    a(_S_i.pack(len(l487)))
    for e488 in l487:
        a(_S_h.pack(e488.error_code))
        s489: str = e488.name  # type: ignore[assignment]
        b490 = s489.encode()
        a(_S_h.pack(len(b490)))
        a(b490)
        a(_S__.pack(e488.is_internal))
        l492 = e488.partitions
        a(_S_i.pack(len(l492)))
        for e493 in l492:
            a(_S_hii.pack(e493.error_code, e493.partition_index, e493.leader_id))
            l494 = e493.replica_nodes
            n495 = len(l494)
            if n495 < 64:
                a(_LA_i[n495].pack(n495, *l494))
            else:
                a(_encode_array('i', l494, False))
            l496 = e493.isr_nodes
            n497 = len(l496)
            if n497 < 64:
                a(_LA_i[n497].pack(n497, *l496))
            else:
                a(_encode_array('i', l496, False))
            l498 = e493.offline_replicas
            n499 = len(l498)
            if n499 < 64:
                a(_LA_i[n499].pack(n499, *l498))
            else:
                a(_encode_array('i', l498, False))
        if e488.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 6)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 6)
    return b''.join(parts)


def _dec_MetadataResponse_v6(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n500, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l501: list[MetadataResponse.MetadataResponseBroker] = []
    ap502 = l501.append
    for _ in range(n500):
        t503 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t503.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n504, = _S_h.unpack_from(buf, pos)
        if n504 >= 0:
            x505 = pos + 2 + n504
            if x505 > blen:
                raise _bad_length(n504, 'MetadataResponse.Brokers.Host', pos)
            t503.host = str(buf[pos + 2:x505], 'utf-8')
            pos = x505
        else:
            t503.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t503.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n506, = _S_h.unpack_from(buf, pos)
        if n506 >= 0:
            x507 = pos + 2 + n506
            if x507 > blen:
                raise _bad_length(n506, 'MetadataResponse.Brokers.Rack', pos)
            t503.rack = str(buf[pos + 2:x507], 'utf-8')
            pos = x507
        else:
            t503.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t503._unknown_tags = None
        ap502(t503)
    o.brokers = l501
    n508, = _S_h.unpack_from(buf, pos)
    if n508 >= 0:
        x509 = pos + 2 + n508
        if x509 > blen:
            raise _bad_length(n508, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x509], 'utf-8')
        pos = x509
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n510, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l511: list[MetadataResponse.MetadataResponseTopic] = []
    ap512 = l511.append
    for _ in range(n510):
        t513 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t513.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n514, = _S_h.unpack_from(buf, pos)
        if n514 >= 0:
            x515 = pos + 2 + n514
            if x515 > blen:
                raise _bad_length(n514, 'MetadataResponse.Topics.Name', pos)
            t513.name = str(buf[pos + 2:x515], 'utf-8')
            pos = x515
        else:
            t513.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t513.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n516, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l517: list[MetadataResponse.MetadataResponsePartition] = []
        ap518 = l517.append
        for _ in range(n516):
            t519 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t519.error_code, t519.partition_index, t519.leader_id = _S_hii.unpack_from(buf, pos)
            pos += 10
            n520, = _S_i.unpack_from(buf, pos)
            if 0 <= n520 < 64:
                t519.replica_nodes = list(_A_i[n520].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n520
            else:
                t519.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n521, = _S_i.unpack_from(buf, pos)
            if 0 <= n521 < 64:
                t519.isr_nodes = list(_A_i[n521].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n521
            else:
                t519.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n522, = _S_i.unpack_from(buf, pos)
            if 0 <= n522 < 64:
                t519.offline_replicas = list(_A_i[n522].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n522
            else:
                t519.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            t519.leader_epoch = -1
            t519._unknown_tags = None
            ap518(t519)
        t513.partitions = l517
        t513.topic_id = _ZERO_UUID
        t513.topic_authorized_operations = -2147483648
        t513._unknown_tags = None
        ap512(t513)
    o.topics = l511
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v7(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l523 = o.brokers
    a(_S_i.pack(len(l523)))
    for e524 in l523:
        a(_S_i.pack(e524.node_id))
        s525 = e524.host
        b526 = s525.encode()
        a(_S_h.pack(len(b526)))
        a(b526)
        a(_S_i.pack(e524.port))
        s528 = e524.rack
        if s528 is None:
            a(b'\xff\xff')
        else:
            b529 = s528.encode()
            a(_S_h.pack(len(b529)))
            a(b529)
    s531 = o.cluster_id
    if s531 is None:
        a(b'\xff\xff')
    else:
        b532 = s531.encode()
        a(_S_h.pack(len(b532)))
        a(b532)
    a(_S_i.pack(o.controller_id))
    l534 = o.topics
    a(_S_i.pack(len(l534)))
    for e535 in l534:
        a(_S_h.pack(e535.error_code))
        s536: str = e535.name  # type: ignore[assignment]
        b537 = s536.encode()
        a(_S_h.pack(len(b537)))
        a(b537)
        a(_S__.pack(e535.is_internal))
        l539 = e535.partitions
        a(_S_i.pack(len(l539)))
        for e540 in l539:
            a(_S_hiii.pack(e540.error_code, e540.partition_index, e540.leader_id, e540.leader_epoch))
            l541 = e540.replica_nodes
            n542 = len(l541)
            if n542 < 64:
                a(_LA_i[n542].pack(n542, *l541))
            else:
                a(_encode_array('i', l541, False))
            l543 = e540.isr_nodes
            n544 = len(l543)
            if n544 < 64:
                a(_LA_i[n544].pack(n544, *l543))
            else:
                a(_encode_array('i', l543, False))
            l545 = e540.offline_replicas
            n546 = len(l545)
            if n546 < 64:
                a(_LA_i[n546].pack(n546, *l545))
            else:
                a(_encode_array('i', l545, False))
        if e535.topic_authorized_operations != -2147483648:
            raise _unsupported_field('MetadataResponse', 'Topics.TopicAuthorizedOperations', 7)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 7)
    return b''.join(parts)


def _dec_MetadataResponse_v7(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n547, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l548: list[MetadataResponse.MetadataResponseBroker] = []
    ap549 = l548.append
    for _ in range(n547):
        t550 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t550.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n551, = _S_h.unpack_from(buf, pos)
        if n551 >= 0:
            x552 = pos + 2 + n551
            if x552 > blen:
                raise _bad_length(n551, 'MetadataResponse.Brokers.Host', pos)
            t550.host = str(buf[pos + 2:x552], 'utf-8')
            pos = x552
        else:
            t550.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t550.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n553, = _S_h.unpack_from(buf, pos)
        if n553 >= 0:
            x554 = pos + 2 + n553
            if x554 > blen:
                raise _bad_length(n553, 'MetadataResponse.Brokers.Rack', pos)
            t550.rack = str(buf[pos + 2:x554], 'utf-8')
            pos = x554
        else:
            t550.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t550._unknown_tags = None
        ap549(t550)
    o.brokers = l548
    n555, = _S_h.unpack_from(buf, pos)
    if n555 >= 0:
        x556 = pos + 2 + n555
        if x556 > blen:
            raise _bad_length(n555, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x556], 'utf-8')
        pos = x556
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n557, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l558: list[MetadataResponse.MetadataResponseTopic] = []
    ap559 = l558.append
    for _ in range(n557):
        t560 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t560.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n561, = _S_h.unpack_from(buf, pos)
        if n561 >= 0:
            x562 = pos + 2 + n561
            if x562 > blen:
                raise _bad_length(n561, 'MetadataResponse.Topics.Name', pos)
            t560.name = str(buf[pos + 2:x562], 'utf-8')
            pos = x562
        else:
            t560.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t560.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n563, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l564: list[MetadataResponse.MetadataResponsePartition] = []
        ap565 = l564.append
        for _ in range(n563):
            t566 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t566.error_code, t566.partition_index, t566.leader_id, t566.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n567, = _S_i.unpack_from(buf, pos)
            if 0 <= n567 < 64:
                t566.replica_nodes = list(_A_i[n567].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n567
            else:
                t566.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n568, = _S_i.unpack_from(buf, pos)
            if 0 <= n568 < 64:
                t566.isr_nodes = list(_A_i[n568].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n568
            else:
                t566.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n569, = _S_i.unpack_from(buf, pos)
            if 0 <= n569 < 64:
                t566.offline_replicas = list(_A_i[n569].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n569
            else:
                t566.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            t566._unknown_tags = None
            ap565(t566)
        t560.partitions = l564
        t560.topic_id = _ZERO_UUID
        t560.topic_authorized_operations = -2147483648
        t560._unknown_tags = None
        ap559(t560)
    o.topics = l558
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v8(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l570 = o.brokers
    a(_S_i.pack(len(l570)))
    for e571 in l570:
        a(_S_i.pack(e571.node_id))
        s572 = e571.host
        b573 = s572.encode()
        a(_S_h.pack(len(b573)))
        a(b573)
        a(_S_i.pack(e571.port))
        s575 = e571.rack
        if s575 is None:
            a(b'\xff\xff')
        else:
            b576 = s575.encode()
            a(_S_h.pack(len(b576)))
            a(b576)
    s578 = o.cluster_id
    if s578 is None:
        a(b'\xff\xff')
    else:
        b579 = s578.encode()
        a(_S_h.pack(len(b579)))
        a(b579)
    a(_S_i.pack(o.controller_id))
    l581 = o.topics
    a(_S_i.pack(len(l581)))
    for e582 in l581:
        a(_S_h.pack(e582.error_code))
        s583: str = e582.name  # type: ignore[assignment]
        b584 = s583.encode()
        a(_S_h.pack(len(b584)))
        a(b584)
        a(_S__.pack(e582.is_internal))
        l586 = e582.partitions
        a(_S_i.pack(len(l586)))
        for e587 in l586:
            a(_S_hiii.pack(e587.error_code, e587.partition_index, e587.leader_id, e587.leader_epoch))
            l588 = e587.replica_nodes
            n589 = len(l588)
            if n589 < 64:
                a(_LA_i[n589].pack(n589, *l588))
            else:
                a(_encode_array('i', l588, False))
            l590 = e587.isr_nodes
            n591 = len(l590)
            if n591 < 64:
                a(_LA_i[n591].pack(n591, *l590))
            else:
                a(_encode_array('i', l590, False))
            l592 = e587.offline_replicas
            n593 = len(l592)
            if n593 < 64:
                a(_LA_i[n593].pack(n593, *l592))
            else:
                a(_encode_array('i', l592, False))
        a(_S_i.pack(e582.topic_authorized_operations))
    a(_S_i.pack(o.cluster_authorized_operations))
    return b''.join(parts)


def _dec_MetadataResponse_v8(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n594, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Brokers')
    l595: list[MetadataResponse.MetadataResponseBroker] = []
    ap596 = l595.append
    for _ in range(n594):
        t597 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t597.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n598, = _S_h.unpack_from(buf, pos)
        if n598 >= 0:
            x599 = pos + 2 + n598
            if x599 > blen:
                raise _bad_length(n598, 'MetadataResponse.Brokers.Host', pos)
            t597.host = str(buf[pos + 2:x599], 'utf-8')
            pos = x599
        else:
            t597.host, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Brokers.Host')
        t597.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n600, = _S_h.unpack_from(buf, pos)
        if n600 >= 0:
            x601 = pos + 2 + n600
            if x601 > blen:
                raise _bad_length(n600, 'MetadataResponse.Brokers.Rack', pos)
            t597.rack = str(buf[pos + 2:x601], 'utf-8')
            pos = x601
        else:
            t597.rack, pos = _read_string(buf, pos, False, True, 'MetadataResponse.Brokers.Rack')
        t597._unknown_tags = None
        ap596(t597)
    o.brokers = l595
    n602, = _S_h.unpack_from(buf, pos)
    if n602 >= 0:
        x603 = pos + 2 + n602
        if x603 > blen:
            raise _bad_length(n602, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 2:x603], 'utf-8')
        pos = x603
    else:
        o.cluster_id, pos = _read_string(buf, pos, False, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n604, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics')
    l605: list[MetadataResponse.MetadataResponseTopic] = []
    ap606 = l605.append
    for _ in range(n604):
        t607 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t607.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n608, = _S_h.unpack_from(buf, pos)
        if n608 >= 0:
            x609 = pos + 2 + n608
            if x609 > blen:
                raise _bad_length(n608, 'MetadataResponse.Topics.Name', pos)
            t607.name = str(buf[pos + 2:x609], 'utf-8')
            pos = x609
        else:
            t607.name, pos = _read_string(buf, pos, False, False, 'MetadataResponse.Topics.Name')
        t607.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n610, pos = _read_array_len(buf, pos, False, False, 1, 'MetadataResponse.Topics.Partitions')
        l611: list[MetadataResponse.MetadataResponsePartition] = []
        ap612 = l611.append
        for _ in range(n610):
            t613 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t613.error_code, t613.partition_index, t613.leader_id, t613.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n614, = _S_i.unpack_from(buf, pos)
            if 0 <= n614 < 64:
                t613.replica_nodes = list(_A_i[n614].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n614
            else:
                t613.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n615, = _S_i.unpack_from(buf, pos)
            if 0 <= n615 < 64:
                t613.isr_nodes = list(_A_i[n615].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n615
            else:
                t613.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n616, = _S_i.unpack_from(buf, pos)
            if 0 <= n616 < 64:
                t613.offline_replicas = list(_A_i[n616].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n616
            else:
                t613.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', False, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            t613._unknown_tags = None
            ap612(t613)
        t607.partitions = l611
        t607.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t607.topic_id = _ZERO_UUID
        t607._unknown_tags = None
        ap606(t607)
    o.topics = l605
    o.cluster_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_MetadataResponse_v9(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l617 = o.brokers
    n618 = len(l617) + 1
    a(_UV[n618] if n618 < 128 else _uv(n618))
    for e619 in l617:
        a(_S_i.pack(e619.node_id))
        s620 = e619.host
        b621 = s620.encode()
        n622 = len(b621) + 1
        a(_UV[n622] if n622 < 128 else _uv(n622))
        a(b621)
        a(_S_i.pack(e619.port))
        s623 = e619.rack
        if s623 is None:
            a(_H0)
        else:
            b624 = s623.encode()
            n625 = len(b624) + 1
            a(_UV[n625] if n625 < 128 else _uv(n625))
            a(b624)
        u626 = e619._unknown_tags
        if u626 is None:
            a(_H0)
        else:
            _write_tags(a, None, u626)
    s627 = o.cluster_id
    if s627 is None:
        a(_H0)
    else:
        b628 = s627.encode()
        n629 = len(b628) + 1
        a(_UV[n629] if n629 < 128 else _uv(n629))
        a(b628)
    a(_S_i.pack(o.controller_id))
    l630 = o.topics
    n631 = len(l630) + 1
    a(_UV[n631] if n631 < 128 else _uv(n631))
    for e632 in l630:
        a(_S_h.pack(e632.error_code))
        s633: str = e632.name  # type: ignore[assignment]
        b634 = s633.encode()
        n635 = len(b634) + 1
        a(_UV[n635] if n635 < 128 else _uv(n635))
        a(b634)
        a(_S__.pack(e632.is_internal))
        l636 = e632.partitions
        n637 = len(l636) + 1
        a(_UV[n637] if n637 < 128 else _uv(n637))
        for e638 in l636:
            a(_S_hiii.pack(e638.error_code, e638.partition_index, e638.leader_id, e638.leader_epoch))
            l639 = e638.replica_nodes
            n640 = len(l639)
            if n640 < 64:
                a(_CA_i[n640].pack(n640 + 1, *l639))
            else:
                a(_encode_array('i', l639, True))
            l641 = e638.isr_nodes
            n642 = len(l641)
            if n642 < 64:
                a(_CA_i[n642].pack(n642 + 1, *l641))
            else:
                a(_encode_array('i', l641, True))
            l643 = e638.offline_replicas
            n644 = len(l643)
            if n644 < 64:
                a(_CA_i[n644].pack(n644 + 1, *l643))
            else:
                a(_encode_array('i', l643, True))
            u645 = e638._unknown_tags
            if u645 is None:
                a(_H0)
            else:
                _write_tags(a, None, u645)
        a(_S_i.pack(e632.topic_authorized_operations))
        u646 = e632._unknown_tags
        if u646 is None:
            a(_H0)
        else:
            _write_tags(a, None, u646)
    a(_S_i.pack(o.cluster_authorized_operations))
    u647 = o._unknown_tags
    if u647 is None:
        a(_H0)
    else:
        _write_tags(a, None, u647)
    return b''.join(parts)


def _dec_MetadataResponse_v9(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n648 = buf[pos] - 1
    if 0 <= n648 < 127:
        pos += 1
    else:
        n648, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Brokers')
    l649: list[MetadataResponse.MetadataResponseBroker] = []
    ap650 = l649.append
    for _ in range(n648):
        t651 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t651.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n652 = buf[pos] - 1
        if 0 <= n652 < 127:
            x653 = pos + 1 + n652
            if x653 > blen:
                raise _bad_length(n652, 'MetadataResponse.Brokers.Host', pos)
            t651.host = str(buf[pos + 1:x653], 'utf-8')
            pos = x653
        else:
            t651.host, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Brokers.Host')
        t651.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n654 = buf[pos] - 1
        if 0 <= n654 < 127:
            x655 = pos + 1 + n654
            if x655 > blen:
                raise _bad_length(n654, 'MetadataResponse.Brokers.Rack', pos)
            t651.rack = str(buf[pos + 1:x655], 'utf-8')
            pos = x655
        else:
            t651.rack, pos = _read_string(buf, pos, True, True, 'MetadataResponse.Brokers.Rack')
        if buf[pos] == 0:
            pos += 1
            t651._unknown_tags = None
        else:
            nt656, pos = _ruv(buf, pos)
            if nt656 * 2 > blen - pos:
                raise _array_too_long(nt656, 'MetadataResponse.Brokers._tagged_fields', pos)
            uk657: list[tuple[int, bytes]] | None = None
            for _ in range(nt656):
                tg658, pos = _ruv(buf, pos)
                sz659, pos = _ruv(buf, pos)
                x660 = pos + sz659
                if x660 > blen:
                    raise _bad_length(sz659, 'MetadataResponse.Brokers._tagged_fields', pos)
                if uk657 is None:
                    uk657 = []
                uk657.append((tg658, bytes(buf[pos:x660])))
                pos = x660
            t651._unknown_tags = uk657
        ap650(t651)
    o.brokers = l649
    n661 = buf[pos] - 1
    if 0 <= n661 < 127:
        x662 = pos + 1 + n661
        if x662 > blen:
            raise _bad_length(n661, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x662], 'utf-8')
        pos = x662
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n663 = buf[pos] - 1
    if 0 <= n663 < 127:
        pos += 1
    else:
        n663, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics')
    l664: list[MetadataResponse.MetadataResponseTopic] = []
    ap665 = l664.append
    for _ in range(n663):
        t666 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t666.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n667 = buf[pos] - 1
        if 0 <= n667 < 127:
            x668 = pos + 1 + n667
            if x668 > blen:
                raise _bad_length(n667, 'MetadataResponse.Topics.Name', pos)
            t666.name = str(buf[pos + 1:x668], 'utf-8')
            pos = x668
        else:
            t666.name, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Topics.Name')
        t666.is_internal, = _S__.unpack_from(buf, pos)
        pos += 1
        n669 = buf[pos] - 1
        if 0 <= n669 < 127:
            pos += 1
        else:
            n669, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics.Partitions')
        l670: list[MetadataResponse.MetadataResponsePartition] = []
        ap671 = l670.append
        for _ in range(n669):
            t672 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t672.error_code, t672.partition_index, t672.leader_id, t672.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n673 = buf[pos] - 1
            if 0 <= n673 < 64:
                t672.replica_nodes = list(_A_i[n673].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n673
            else:
                t672.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n674 = buf[pos] - 1
            if 0 <= n674 < 64:
                t672.isr_nodes = list(_A_i[n674].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n674
            else:
                t672.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n675 = buf[pos] - 1
            if 0 <= n675 < 64:
                t672.offline_replicas = list(_A_i[n675].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n675
            else:
                t672.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            if buf[pos] == 0:
                pos += 1
                t672._unknown_tags = None
            else:
                nt676, pos = _ruv(buf, pos)
                if nt676 * 2 > blen - pos:
                    raise _array_too_long(nt676, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                uk677: list[tuple[int, bytes]] | None = None
                for _ in range(nt676):
                    tg678, pos = _ruv(buf, pos)
                    sz679, pos = _ruv(buf, pos)
                    x680 = pos + sz679
                    if x680 > blen:
                        raise _bad_length(sz679, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                    if uk677 is None:
                        uk677 = []
                    uk677.append((tg678, bytes(buf[pos:x680])))
                    pos = x680
                t672._unknown_tags = uk677
            ap671(t672)
        t666.partitions = l670
        t666.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        t666.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t666._unknown_tags = None
        else:
            nt681, pos = _ruv(buf, pos)
            if nt681 * 2 > blen - pos:
                raise _array_too_long(nt681, 'MetadataResponse.Topics._tagged_fields', pos)
            uk682: list[tuple[int, bytes]] | None = None
            for _ in range(nt681):
                tg683, pos = _ruv(buf, pos)
                sz684, pos = _ruv(buf, pos)
                x685 = pos + sz684
                if x685 > blen:
                    raise _bad_length(sz684, 'MetadataResponse.Topics._tagged_fields', pos)
                if uk682 is None:
                    uk682 = []
                uk682.append((tg683, bytes(buf[pos:x685])))
                pos = x685
            t666._unknown_tags = uk682
        ap665(t666)
    o.topics = l664
    o.cluster_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt686, pos = _ruv(buf, pos)
        if nt686 * 2 > blen - pos:
            raise _array_too_long(nt686, 'MetadataResponse._tagged_fields', pos)
        uk687: list[tuple[int, bytes]] | None = None
        for _ in range(nt686):
            tg688, pos = _ruv(buf, pos)
            sz689, pos = _ruv(buf, pos)
            x690 = pos + sz689
            if x690 > blen:
                raise _bad_length(sz689, 'MetadataResponse._tagged_fields', pos)
            if uk687 is None:
                uk687 = []
            uk687.append((tg688, bytes(buf[pos:x690])))
            pos = x690
        o._unknown_tags = uk687
    return o, pos


def _enc_MetadataResponse_v10(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l691 = o.brokers
    n692 = len(l691) + 1
    a(_UV[n692] if n692 < 128 else _uv(n692))
    for e693 in l691:
        a(_S_i.pack(e693.node_id))
        s694 = e693.host
        b695 = s694.encode()
        n696 = len(b695) + 1
        a(_UV[n696] if n696 < 128 else _uv(n696))
        a(b695)
        a(_S_i.pack(e693.port))
        s697 = e693.rack
        if s697 is None:
            a(_H0)
        else:
            b698 = s697.encode()
            n699 = len(b698) + 1
            a(_UV[n699] if n699 < 128 else _uv(n699))
            a(b698)
        u700 = e693._unknown_tags
        if u700 is None:
            a(_H0)
        else:
            _write_tags(a, None, u700)
    s701 = o.cluster_id
    if s701 is None:
        a(_H0)
    else:
        b702 = s701.encode()
        n703 = len(b702) + 1
        a(_UV[n703] if n703 < 128 else _uv(n703))
        a(b702)
    a(_S_i.pack(o.controller_id))
    l704 = o.topics
    n705 = len(l704) + 1
    a(_UV[n705] if n705 < 128 else _uv(n705))
    for e706 in l704:
        a(_S_h.pack(e706.error_code))
        s707: str = e706.name  # type: ignore[assignment]
        b708 = s707.encode()
        n709 = len(b708) + 1
        a(_UV[n709] if n709 < 128 else _uv(n709))
        a(b708)
        a(_S_U_.pack(e706.topic_id.bytes, e706.is_internal))
        l710 = e706.partitions
        n711 = len(l710) + 1
        a(_UV[n711] if n711 < 128 else _uv(n711))
        for e712 in l710:
            a(_S_hiii.pack(e712.error_code, e712.partition_index, e712.leader_id, e712.leader_epoch))
            l713 = e712.replica_nodes
            n714 = len(l713)
            if n714 < 64:
                a(_CA_i[n714].pack(n714 + 1, *l713))
            else:
                a(_encode_array('i', l713, True))
            l715 = e712.isr_nodes
            n716 = len(l715)
            if n716 < 64:
                a(_CA_i[n716].pack(n716 + 1, *l715))
            else:
                a(_encode_array('i', l715, True))
            l717 = e712.offline_replicas
            n718 = len(l717)
            if n718 < 64:
                a(_CA_i[n718].pack(n718 + 1, *l717))
            else:
                a(_encode_array('i', l717, True))
            u719 = e712._unknown_tags
            if u719 is None:
                a(_H0)
            else:
                _write_tags(a, None, u719)
        a(_S_i.pack(e706.topic_authorized_operations))
        u720 = e706._unknown_tags
        if u720 is None:
            a(_H0)
        else:
            _write_tags(a, None, u720)
    a(_S_i.pack(o.cluster_authorized_operations))
    u721 = o._unknown_tags
    if u721 is None:
        a(_H0)
    else:
        _write_tags(a, None, u721)
    return b''.join(parts)


def _dec_MetadataResponse_v10(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n722 = buf[pos] - 1
    if 0 <= n722 < 127:
        pos += 1
    else:
        n722, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Brokers')
    l723: list[MetadataResponse.MetadataResponseBroker] = []
    ap724 = l723.append
    for _ in range(n722):
        t725 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t725.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n726 = buf[pos] - 1
        if 0 <= n726 < 127:
            x727 = pos + 1 + n726
            if x727 > blen:
                raise _bad_length(n726, 'MetadataResponse.Brokers.Host', pos)
            t725.host = str(buf[pos + 1:x727], 'utf-8')
            pos = x727
        else:
            t725.host, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Brokers.Host')
        t725.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n728 = buf[pos] - 1
        if 0 <= n728 < 127:
            x729 = pos + 1 + n728
            if x729 > blen:
                raise _bad_length(n728, 'MetadataResponse.Brokers.Rack', pos)
            t725.rack = str(buf[pos + 1:x729], 'utf-8')
            pos = x729
        else:
            t725.rack, pos = _read_string(buf, pos, True, True, 'MetadataResponse.Brokers.Rack')
        if buf[pos] == 0:
            pos += 1
            t725._unknown_tags = None
        else:
            nt730, pos = _ruv(buf, pos)
            if nt730 * 2 > blen - pos:
                raise _array_too_long(nt730, 'MetadataResponse.Brokers._tagged_fields', pos)
            uk731: list[tuple[int, bytes]] | None = None
            for _ in range(nt730):
                tg732, pos = _ruv(buf, pos)
                sz733, pos = _ruv(buf, pos)
                x734 = pos + sz733
                if x734 > blen:
                    raise _bad_length(sz733, 'MetadataResponse.Brokers._tagged_fields', pos)
                if uk731 is None:
                    uk731 = []
                uk731.append((tg732, bytes(buf[pos:x734])))
                pos = x734
            t725._unknown_tags = uk731
        ap724(t725)
    o.brokers = l723
    n735 = buf[pos] - 1
    if 0 <= n735 < 127:
        x736 = pos + 1 + n735
        if x736 > blen:
            raise _bad_length(n735, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x736], 'utf-8')
        pos = x736
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n737 = buf[pos] - 1
    if 0 <= n737 < 127:
        pos += 1
    else:
        n737, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics')
    l738: list[MetadataResponse.MetadataResponseTopic] = []
    ap739 = l738.append
    for _ in range(n737):
        t740 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t740.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n741 = buf[pos] - 1
        if 0 <= n741 < 127:
            x742 = pos + 1 + n741
            if x742 > blen:
                raise _bad_length(n741, 'MetadataResponse.Topics.Name', pos)
            t740.name = str(buf[pos + 1:x742], 'utf-8')
            pos = x742
        else:
            t740.name, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Topics.Name')
        u743, t740.is_internal = _S_U_.unpack_from(buf, pos)
        pos += 17
        t740.topic_id = _uuid_from(u743)
        n744 = buf[pos] - 1
        if 0 <= n744 < 127:
            pos += 1
        else:
            n744, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics.Partitions')
        l745: list[MetadataResponse.MetadataResponsePartition] = []
        ap746 = l745.append
        for _ in range(n744):
            t747 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t747.error_code, t747.partition_index, t747.leader_id, t747.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n748 = buf[pos] - 1
            if 0 <= n748 < 64:
                t747.replica_nodes = list(_A_i[n748].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n748
            else:
                t747.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n749 = buf[pos] - 1
            if 0 <= n749 < 64:
                t747.isr_nodes = list(_A_i[n749].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n749
            else:
                t747.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n750 = buf[pos] - 1
            if 0 <= n750 < 64:
                t747.offline_replicas = list(_A_i[n750].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n750
            else:
                t747.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            if buf[pos] == 0:
                pos += 1
                t747._unknown_tags = None
            else:
                nt751, pos = _ruv(buf, pos)
                if nt751 * 2 > blen - pos:
                    raise _array_too_long(nt751, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                uk752: list[tuple[int, bytes]] | None = None
                for _ in range(nt751):
                    tg753, pos = _ruv(buf, pos)
                    sz754, pos = _ruv(buf, pos)
                    x755 = pos + sz754
                    if x755 > blen:
                        raise _bad_length(sz754, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                    if uk752 is None:
                        uk752 = []
                    uk752.append((tg753, bytes(buf[pos:x755])))
                    pos = x755
                t747._unknown_tags = uk752
            ap746(t747)
        t740.partitions = l745
        t740.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t740._unknown_tags = None
        else:
            nt756, pos = _ruv(buf, pos)
            if nt756 * 2 > blen - pos:
                raise _array_too_long(nt756, 'MetadataResponse.Topics._tagged_fields', pos)
            uk757: list[tuple[int, bytes]] | None = None
            for _ in range(nt756):
                tg758, pos = _ruv(buf, pos)
                sz759, pos = _ruv(buf, pos)
                x760 = pos + sz759
                if x760 > blen:
                    raise _bad_length(sz759, 'MetadataResponse.Topics._tagged_fields', pos)
                if uk757 is None:
                    uk757 = []
                uk757.append((tg758, bytes(buf[pos:x760])))
                pos = x760
            t740._unknown_tags = uk757
        ap739(t740)
    o.topics = l738
    o.cluster_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt761, pos = _ruv(buf, pos)
        if nt761 * 2 > blen - pos:
            raise _array_too_long(nt761, 'MetadataResponse._tagged_fields', pos)
        uk762: list[tuple[int, bytes]] | None = None
        for _ in range(nt761):
            tg763, pos = _ruv(buf, pos)
            sz764, pos = _ruv(buf, pos)
            x765 = pos + sz764
            if x765 > blen:
                raise _bad_length(sz764, 'MetadataResponse._tagged_fields', pos)
            if uk762 is None:
                uk762 = []
            uk762.append((tg763, bytes(buf[pos:x765])))
            pos = x765
        o._unknown_tags = uk762
    return o, pos


def _enc_MetadataResponse_v11(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l766 = o.brokers
    n767 = len(l766) + 1
    a(_UV[n767] if n767 < 128 else _uv(n767))
    for e768 in l766:
        a(_S_i.pack(e768.node_id))
        s769 = e768.host
        b770 = s769.encode()
        n771 = len(b770) + 1
        a(_UV[n771] if n771 < 128 else _uv(n771))
        a(b770)
        a(_S_i.pack(e768.port))
        s772 = e768.rack
        if s772 is None:
            a(_H0)
        else:
            b773 = s772.encode()
            n774 = len(b773) + 1
            a(_UV[n774] if n774 < 128 else _uv(n774))
            a(b773)
        u775 = e768._unknown_tags
        if u775 is None:
            a(_H0)
        else:
            _write_tags(a, None, u775)
    s776 = o.cluster_id
    if s776 is None:
        a(_H0)
    else:
        b777 = s776.encode()
        n778 = len(b777) + 1
        a(_UV[n778] if n778 < 128 else _uv(n778))
        a(b777)
    a(_S_i.pack(o.controller_id))
    l779 = o.topics
    n780 = len(l779) + 1
    a(_UV[n780] if n780 < 128 else _uv(n780))
    for e781 in l779:
        a(_S_h.pack(e781.error_code))
        s782: str = e781.name  # type: ignore[assignment]
        b783 = s782.encode()
        n784 = len(b783) + 1
        a(_UV[n784] if n784 < 128 else _uv(n784))
        a(b783)
        a(_S_U_.pack(e781.topic_id.bytes, e781.is_internal))
        l785 = e781.partitions
        n786 = len(l785) + 1
        a(_UV[n786] if n786 < 128 else _uv(n786))
        for e787 in l785:
            a(_S_hiii.pack(e787.error_code, e787.partition_index, e787.leader_id, e787.leader_epoch))
            l788 = e787.replica_nodes
            n789 = len(l788)
            if n789 < 64:
                a(_CA_i[n789].pack(n789 + 1, *l788))
            else:
                a(_encode_array('i', l788, True))
            l790 = e787.isr_nodes
            n791 = len(l790)
            if n791 < 64:
                a(_CA_i[n791].pack(n791 + 1, *l790))
            else:
                a(_encode_array('i', l790, True))
            l792 = e787.offline_replicas
            n793 = len(l792)
            if n793 < 64:
                a(_CA_i[n793].pack(n793 + 1, *l792))
            else:
                a(_encode_array('i', l792, True))
            u794 = e787._unknown_tags
            if u794 is None:
                a(_H0)
            else:
                _write_tags(a, None, u794)
        a(_S_i.pack(e781.topic_authorized_operations))
        u795 = e781._unknown_tags
        if u795 is None:
            a(_H0)
        else:
            _write_tags(a, None, u795)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 11)
    u796 = o._unknown_tags
    if u796 is None:
        a(_H0)
    else:
        _write_tags(a, None, u796)
    return b''.join(parts)


def _dec_MetadataResponse_v11(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n797 = buf[pos] - 1
    if 0 <= n797 < 127:
        pos += 1
    else:
        n797, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Brokers')
    l798: list[MetadataResponse.MetadataResponseBroker] = []
    ap799 = l798.append
    for _ in range(n797):
        t800 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t800.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n801 = buf[pos] - 1
        if 0 <= n801 < 127:
            x802 = pos + 1 + n801
            if x802 > blen:
                raise _bad_length(n801, 'MetadataResponse.Brokers.Host', pos)
            t800.host = str(buf[pos + 1:x802], 'utf-8')
            pos = x802
        else:
            t800.host, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Brokers.Host')
        t800.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n803 = buf[pos] - 1
        if 0 <= n803 < 127:
            x804 = pos + 1 + n803
            if x804 > blen:
                raise _bad_length(n803, 'MetadataResponse.Brokers.Rack', pos)
            t800.rack = str(buf[pos + 1:x804], 'utf-8')
            pos = x804
        else:
            t800.rack, pos = _read_string(buf, pos, True, True, 'MetadataResponse.Brokers.Rack')
        if buf[pos] == 0:
            pos += 1
            t800._unknown_tags = None
        else:
            nt805, pos = _ruv(buf, pos)
            if nt805 * 2 > blen - pos:
                raise _array_too_long(nt805, 'MetadataResponse.Brokers._tagged_fields', pos)
            uk806: list[tuple[int, bytes]] | None = None
            for _ in range(nt805):
                tg807, pos = _ruv(buf, pos)
                sz808, pos = _ruv(buf, pos)
                x809 = pos + sz808
                if x809 > blen:
                    raise _bad_length(sz808, 'MetadataResponse.Brokers._tagged_fields', pos)
                if uk806 is None:
                    uk806 = []
                uk806.append((tg807, bytes(buf[pos:x809])))
                pos = x809
            t800._unknown_tags = uk806
        ap799(t800)
    o.brokers = l798
    n810 = buf[pos] - 1
    if 0 <= n810 < 127:
        x811 = pos + 1 + n810
        if x811 > blen:
            raise _bad_length(n810, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x811], 'utf-8')
        pos = x811
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n812 = buf[pos] - 1
    if 0 <= n812 < 127:
        pos += 1
    else:
        n812, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics')
    l813: list[MetadataResponse.MetadataResponseTopic] = []
    ap814 = l813.append
    for _ in range(n812):
        t815 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t815.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n816 = buf[pos] - 1
        if 0 <= n816 < 127:
            x817 = pos + 1 + n816
            if x817 > blen:
                raise _bad_length(n816, 'MetadataResponse.Topics.Name', pos)
            t815.name = str(buf[pos + 1:x817], 'utf-8')
            pos = x817
        else:
            t815.name, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Topics.Name')
        u818, t815.is_internal = _S_U_.unpack_from(buf, pos)
        pos += 17
        t815.topic_id = _uuid_from(u818)
        n819 = buf[pos] - 1
        if 0 <= n819 < 127:
            pos += 1
        else:
            n819, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics.Partitions')
        l820: list[MetadataResponse.MetadataResponsePartition] = []
        ap821 = l820.append
        for _ in range(n819):
            t822 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t822.error_code, t822.partition_index, t822.leader_id, t822.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n823 = buf[pos] - 1
            if 0 <= n823 < 64:
                t822.replica_nodes = list(_A_i[n823].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n823
            else:
                t822.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n824 = buf[pos] - 1
            if 0 <= n824 < 64:
                t822.isr_nodes = list(_A_i[n824].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n824
            else:
                t822.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n825 = buf[pos] - 1
            if 0 <= n825 < 64:
                t822.offline_replicas = list(_A_i[n825].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n825
            else:
                t822.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            if buf[pos] == 0:
                pos += 1
                t822._unknown_tags = None
            else:
                nt826, pos = _ruv(buf, pos)
                if nt826 * 2 > blen - pos:
                    raise _array_too_long(nt826, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                uk827: list[tuple[int, bytes]] | None = None
                for _ in range(nt826):
                    tg828, pos = _ruv(buf, pos)
                    sz829, pos = _ruv(buf, pos)
                    x830 = pos + sz829
                    if x830 > blen:
                        raise _bad_length(sz829, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                    if uk827 is None:
                        uk827 = []
                    uk827.append((tg828, bytes(buf[pos:x830])))
                    pos = x830
                t822._unknown_tags = uk827
            ap821(t822)
        t815.partitions = l820
        t815.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t815._unknown_tags = None
        else:
            nt831, pos = _ruv(buf, pos)
            if nt831 * 2 > blen - pos:
                raise _array_too_long(nt831, 'MetadataResponse.Topics._tagged_fields', pos)
            uk832: list[tuple[int, bytes]] | None = None
            for _ in range(nt831):
                tg833, pos = _ruv(buf, pos)
                sz834, pos = _ruv(buf, pos)
                x835 = pos + sz834
                if x835 > blen:
                    raise _bad_length(sz834, 'MetadataResponse.Topics._tagged_fields', pos)
                if uk832 is None:
                    uk832 = []
                uk832.append((tg833, bytes(buf[pos:x835])))
                pos = x835
            t815._unknown_tags = uk832
        ap814(t815)
    o.topics = l813
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt836, pos = _ruv(buf, pos)
        if nt836 * 2 > blen - pos:
            raise _array_too_long(nt836, 'MetadataResponse._tagged_fields', pos)
        uk837: list[tuple[int, bytes]] | None = None
        for _ in range(nt836):
            tg838, pos = _ruv(buf, pos)
            sz839, pos = _ruv(buf, pos)
            x840 = pos + sz839
            if x840 > blen:
                raise _bad_length(sz839, 'MetadataResponse._tagged_fields', pos)
            if uk837 is None:
                uk837 = []
            uk837.append((tg838, bytes(buf[pos:x840])))
            pos = x840
        o._unknown_tags = uk837
    return o, pos


def _enc_MetadataResponse_v12(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l841 = o.brokers
    n842 = len(l841) + 1
    a(_UV[n842] if n842 < 128 else _uv(n842))
    for e843 in l841:
        a(_S_i.pack(e843.node_id))
        s844 = e843.host
        b845 = s844.encode()
        n846 = len(b845) + 1
        a(_UV[n846] if n846 < 128 else _uv(n846))
        a(b845)
        a(_S_i.pack(e843.port))
        s847 = e843.rack
        if s847 is None:
            a(_H0)
        else:
            b848 = s847.encode()
            n849 = len(b848) + 1
            a(_UV[n849] if n849 < 128 else _uv(n849))
            a(b848)
        u850 = e843._unknown_tags
        if u850 is None:
            a(_H0)
        else:
            _write_tags(a, None, u850)
    s851 = o.cluster_id
    if s851 is None:
        a(_H0)
    else:
        b852 = s851.encode()
        n853 = len(b852) + 1
        a(_UV[n853] if n853 < 128 else _uv(n853))
        a(b852)
    a(_S_i.pack(o.controller_id))
    l854 = o.topics
    n855 = len(l854) + 1
    a(_UV[n855] if n855 < 128 else _uv(n855))
    for e856 in l854:
        a(_S_h.pack(e856.error_code))
        s857 = e856.name
        if s857 is None:
            a(_H0)
        else:
            b858 = s857.encode()
            n859 = len(b858) + 1
            a(_UV[n859] if n859 < 128 else _uv(n859))
            a(b858)
        a(_S_U_.pack(e856.topic_id.bytes, e856.is_internal))
        l860 = e856.partitions
        n861 = len(l860) + 1
        a(_UV[n861] if n861 < 128 else _uv(n861))
        for e862 in l860:
            a(_S_hiii.pack(e862.error_code, e862.partition_index, e862.leader_id, e862.leader_epoch))
            l863 = e862.replica_nodes
            n864 = len(l863)
            if n864 < 64:
                a(_CA_i[n864].pack(n864 + 1, *l863))
            else:
                a(_encode_array('i', l863, True))
            l865 = e862.isr_nodes
            n866 = len(l865)
            if n866 < 64:
                a(_CA_i[n866].pack(n866 + 1, *l865))
            else:
                a(_encode_array('i', l865, True))
            l867 = e862.offline_replicas
            n868 = len(l867)
            if n868 < 64:
                a(_CA_i[n868].pack(n868 + 1, *l867))
            else:
                a(_encode_array('i', l867, True))
            u869 = e862._unknown_tags
            if u869 is None:
                a(_H0)
            else:
                _write_tags(a, None, u869)
        a(_S_i.pack(e856.topic_authorized_operations))
        u870 = e856._unknown_tags
        if u870 is None:
            a(_H0)
        else:
            _write_tags(a, None, u870)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 12)
    u871 = o._unknown_tags
    if u871 is None:
        a(_H0)
    else:
        _write_tags(a, None, u871)
    return b''.join(parts)


def _dec_MetadataResponse_v12(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n872 = buf[pos] - 1
    if 0 <= n872 < 127:
        pos += 1
    else:
        n872, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Brokers')
    l873: list[MetadataResponse.MetadataResponseBroker] = []
    ap874 = l873.append
    for _ in range(n872):
        t875 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t875.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n876 = buf[pos] - 1
        if 0 <= n876 < 127:
            x877 = pos + 1 + n876
            if x877 > blen:
                raise _bad_length(n876, 'MetadataResponse.Brokers.Host', pos)
            t875.host = str(buf[pos + 1:x877], 'utf-8')
            pos = x877
        else:
            t875.host, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Brokers.Host')
        t875.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n878 = buf[pos] - 1
        if 0 <= n878 < 127:
            x879 = pos + 1 + n878
            if x879 > blen:
                raise _bad_length(n878, 'MetadataResponse.Brokers.Rack', pos)
            t875.rack = str(buf[pos + 1:x879], 'utf-8')
            pos = x879
        else:
            t875.rack, pos = _read_string(buf, pos, True, True, 'MetadataResponse.Brokers.Rack')
        if buf[pos] == 0:
            pos += 1
            t875._unknown_tags = None
        else:
            nt880, pos = _ruv(buf, pos)
            if nt880 * 2 > blen - pos:
                raise _array_too_long(nt880, 'MetadataResponse.Brokers._tagged_fields', pos)
            uk881: list[tuple[int, bytes]] | None = None
            for _ in range(nt880):
                tg882, pos = _ruv(buf, pos)
                sz883, pos = _ruv(buf, pos)
                x884 = pos + sz883
                if x884 > blen:
                    raise _bad_length(sz883, 'MetadataResponse.Brokers._tagged_fields', pos)
                if uk881 is None:
                    uk881 = []
                uk881.append((tg882, bytes(buf[pos:x884])))
                pos = x884
            t875._unknown_tags = uk881
        ap874(t875)
    o.brokers = l873
    n885 = buf[pos] - 1
    if 0 <= n885 < 127:
        x886 = pos + 1 + n885
        if x886 > blen:
            raise _bad_length(n885, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x886], 'utf-8')
        pos = x886
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n887 = buf[pos] - 1
    if 0 <= n887 < 127:
        pos += 1
    else:
        n887, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics')
    l888: list[MetadataResponse.MetadataResponseTopic] = []
    ap889 = l888.append
    for _ in range(n887):
        t890 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t890.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n891 = buf[pos] - 1
        if 0 <= n891 < 127:
            x892 = pos + 1 + n891
            if x892 > blen:
                raise _bad_length(n891, 'MetadataResponse.Topics.Name', pos)
            t890.name = str(buf[pos + 1:x892], 'utf-8')
            pos = x892
        else:
            t890.name, pos = _read_string(buf, pos, True, True, 'MetadataResponse.Topics.Name')
        u893, t890.is_internal = _S_U_.unpack_from(buf, pos)
        pos += 17
        t890.topic_id = _uuid_from(u893)
        n894 = buf[pos] - 1
        if 0 <= n894 < 127:
            pos += 1
        else:
            n894, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics.Partitions')
        l895: list[MetadataResponse.MetadataResponsePartition] = []
        ap896 = l895.append
        for _ in range(n894):
            t897 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t897.error_code, t897.partition_index, t897.leader_id, t897.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n898 = buf[pos] - 1
            if 0 <= n898 < 64:
                t897.replica_nodes = list(_A_i[n898].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n898
            else:
                t897.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n899 = buf[pos] - 1
            if 0 <= n899 < 64:
                t897.isr_nodes = list(_A_i[n899].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n899
            else:
                t897.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n900 = buf[pos] - 1
            if 0 <= n900 < 64:
                t897.offline_replicas = list(_A_i[n900].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n900
            else:
                t897.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            if buf[pos] == 0:
                pos += 1
                t897._unknown_tags = None
            else:
                nt901, pos = _ruv(buf, pos)
                if nt901 * 2 > blen - pos:
                    raise _array_too_long(nt901, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                uk902: list[tuple[int, bytes]] | None = None
                for _ in range(nt901):
                    tg903, pos = _ruv(buf, pos)
                    sz904, pos = _ruv(buf, pos)
                    x905 = pos + sz904
                    if x905 > blen:
                        raise _bad_length(sz904, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                    if uk902 is None:
                        uk902 = []
                    uk902.append((tg903, bytes(buf[pos:x905])))
                    pos = x905
                t897._unknown_tags = uk902
            ap896(t897)
        t890.partitions = l895
        t890.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t890._unknown_tags = None
        else:
            nt906, pos = _ruv(buf, pos)
            if nt906 * 2 > blen - pos:
                raise _array_too_long(nt906, 'MetadataResponse.Topics._tagged_fields', pos)
            uk907: list[tuple[int, bytes]] | None = None
            for _ in range(nt906):
                tg908, pos = _ruv(buf, pos)
                sz909, pos = _ruv(buf, pos)
                x910 = pos + sz909
                if x910 > blen:
                    raise _bad_length(sz909, 'MetadataResponse.Topics._tagged_fields', pos)
                if uk907 is None:
                    uk907 = []
                uk907.append((tg908, bytes(buf[pos:x910])))
                pos = x910
            t890._unknown_tags = uk907
        ap889(t890)
    o.topics = l888
    o.cluster_authorized_operations = -2147483648
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt911, pos = _ruv(buf, pos)
        if nt911 * 2 > blen - pos:
            raise _array_too_long(nt911, 'MetadataResponse._tagged_fields', pos)
        uk912: list[tuple[int, bytes]] | None = None
        for _ in range(nt911):
            tg913, pos = _ruv(buf, pos)
            sz914, pos = _ruv(buf, pos)
            x915 = pos + sz914
            if x915 > blen:
                raise _bad_length(sz914, 'MetadataResponse._tagged_fields', pos)
            if uk912 is None:
                uk912 = []
            uk912.append((tg913, bytes(buf[pos:x915])))
            pos = x915
        o._unknown_tags = uk912
    return o, pos


def _enc_MetadataResponse_v13(o: MetadataResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l916 = o.brokers
    n917 = len(l916) + 1
    a(_UV[n917] if n917 < 128 else _uv(n917))
    for e918 in l916:
        a(_S_i.pack(e918.node_id))
        s919 = e918.host
        b920 = s919.encode()
        n921 = len(b920) + 1
        a(_UV[n921] if n921 < 128 else _uv(n921))
        a(b920)
        a(_S_i.pack(e918.port))
        s922 = e918.rack
        if s922 is None:
            a(_H0)
        else:
            b923 = s922.encode()
            n924 = len(b923) + 1
            a(_UV[n924] if n924 < 128 else _uv(n924))
            a(b923)
        u925 = e918._unknown_tags
        if u925 is None:
            a(_H0)
        else:
            _write_tags(a, None, u925)
    s926 = o.cluster_id
    if s926 is None:
        a(_H0)
    else:
        b927 = s926.encode()
        n928 = len(b927) + 1
        a(_UV[n928] if n928 < 128 else _uv(n928))
        a(b927)
    a(_S_i.pack(o.controller_id))
    l929 = o.topics
    n930 = len(l929) + 1
    a(_UV[n930] if n930 < 128 else _uv(n930))
    for e931 in l929:
        a(_S_h.pack(e931.error_code))
        s932 = e931.name
        if s932 is None:
            a(_H0)
        else:
            b933 = s932.encode()
            n934 = len(b933) + 1
            a(_UV[n934] if n934 < 128 else _uv(n934))
            a(b933)
        a(_S_U_.pack(e931.topic_id.bytes, e931.is_internal))
        l935 = e931.partitions
        n936 = len(l935) + 1
        a(_UV[n936] if n936 < 128 else _uv(n936))
        for e937 in l935:
            a(_S_hiii.pack(e937.error_code, e937.partition_index, e937.leader_id, e937.leader_epoch))
            l938 = e937.replica_nodes
            n939 = len(l938)
            if n939 < 64:
                a(_CA_i[n939].pack(n939 + 1, *l938))
            else:
                a(_encode_array('i', l938, True))
            l940 = e937.isr_nodes
            n941 = len(l940)
            if n941 < 64:
                a(_CA_i[n941].pack(n941 + 1, *l940))
            else:
                a(_encode_array('i', l940, True))
            l942 = e937.offline_replicas
            n943 = len(l942)
            if n943 < 64:
                a(_CA_i[n943].pack(n943 + 1, *l942))
            else:
                a(_encode_array('i', l942, True))
            u944 = e937._unknown_tags
            if u944 is None:
                a(_H0)
            else:
                _write_tags(a, None, u944)
        a(_S_i.pack(e931.topic_authorized_operations))
        u945 = e931._unknown_tags
        if u945 is None:
            a(_H0)
        else:
            _write_tags(a, None, u945)
    if o.cluster_authorized_operations != -2147483648:
        raise _unsupported_field('MetadataResponse', 'ClusterAuthorizedOperations', 13)
    a(_S_h.pack(o.error_code))
    u946 = o._unknown_tags
    if u946 is None:
        a(_H0)
    else:
        _write_tags(a, None, u946)
    return b''.join(parts)


def _dec_MetadataResponse_v13(buf: _Buffer, pos: int) -> tuple[MetadataResponse, int]:
    blen = len(buf)
    o = _new(MetadataResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n947 = buf[pos] - 1
    if 0 <= n947 < 127:
        pos += 1
    else:
        n947, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Brokers')
    l948: list[MetadataResponse.MetadataResponseBroker] = []
    ap949 = l948.append
    for _ in range(n947):
        t950 = _new(_C_MetadataResponse_MetadataResponseBroker)
        t950.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n951 = buf[pos] - 1
        if 0 <= n951 < 127:
            x952 = pos + 1 + n951
            if x952 > blen:
                raise _bad_length(n951, 'MetadataResponse.Brokers.Host', pos)
            t950.host = str(buf[pos + 1:x952], 'utf-8')
            pos = x952
        else:
            t950.host, pos = _read_string(buf, pos, True, False, 'MetadataResponse.Brokers.Host')
        t950.port, = _S_i.unpack_from(buf, pos)
        pos += 4
        n953 = buf[pos] - 1
        if 0 <= n953 < 127:
            x954 = pos + 1 + n953
            if x954 > blen:
                raise _bad_length(n953, 'MetadataResponse.Brokers.Rack', pos)
            t950.rack = str(buf[pos + 1:x954], 'utf-8')
            pos = x954
        else:
            t950.rack, pos = _read_string(buf, pos, True, True, 'MetadataResponse.Brokers.Rack')
        if buf[pos] == 0:
            pos += 1
            t950._unknown_tags = None
        else:
            nt955, pos = _ruv(buf, pos)
            if nt955 * 2 > blen - pos:
                raise _array_too_long(nt955, 'MetadataResponse.Brokers._tagged_fields', pos)
            uk956: list[tuple[int, bytes]] | None = None
            for _ in range(nt955):
                tg957, pos = _ruv(buf, pos)
                sz958, pos = _ruv(buf, pos)
                x959 = pos + sz958
                if x959 > blen:
                    raise _bad_length(sz958, 'MetadataResponse.Brokers._tagged_fields', pos)
                if uk956 is None:
                    uk956 = []
                uk956.append((tg957, bytes(buf[pos:x959])))
                pos = x959
            t950._unknown_tags = uk956
        ap949(t950)
    o.brokers = l948
    n960 = buf[pos] - 1
    if 0 <= n960 < 127:
        x961 = pos + 1 + n960
        if x961 > blen:
            raise _bad_length(n960, 'MetadataResponse.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x961], 'utf-8')
        pos = x961
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'MetadataResponse.ClusterId')
    o.controller_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    n962 = buf[pos] - 1
    if 0 <= n962 < 127:
        pos += 1
    else:
        n962, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics')
    l963: list[MetadataResponse.MetadataResponseTopic] = []
    ap964 = l963.append
    for _ in range(n962):
        t965 = _new(_C_MetadataResponse_MetadataResponseTopic)
        t965.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n966 = buf[pos] - 1
        if 0 <= n966 < 127:
            x967 = pos + 1 + n966
            if x967 > blen:
                raise _bad_length(n966, 'MetadataResponse.Topics.Name', pos)
            t965.name = str(buf[pos + 1:x967], 'utf-8')
            pos = x967
        else:
            t965.name, pos = _read_string(buf, pos, True, True, 'MetadataResponse.Topics.Name')
        u968, t965.is_internal = _S_U_.unpack_from(buf, pos)
        pos += 17
        t965.topic_id = _uuid_from(u968)
        n969 = buf[pos] - 1
        if 0 <= n969 < 127:
            pos += 1
        else:
            n969, pos = _read_array_len(buf, pos, True, False, 1, 'MetadataResponse.Topics.Partitions')
        l970: list[MetadataResponse.MetadataResponsePartition] = []
        ap971 = l970.append
        for _ in range(n969):
            t972 = _new(_C_MetadataResponse_MetadataResponsePartition)
            t972.error_code, t972.partition_index, t972.leader_id, t972.leader_epoch = _S_hiii.unpack_from(buf, pos)
            pos += 14
            n973 = buf[pos] - 1
            if 0 <= n973 < 64:
                t972.replica_nodes = list(_A_i[n973].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n973
            else:
                t972.replica_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.ReplicaNodes')
            n974 = buf[pos] - 1
            if 0 <= n974 < 64:
                t972.isr_nodes = list(_A_i[n974].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n974
            else:
                t972.isr_nodes, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.IsrNodes')
            n975 = buf[pos] - 1
            if 0 <= n975 < 64:
                t972.offline_replicas = list(_A_i[n975].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n975
            else:
                t972.offline_replicas, pos = _read_fixed_array(buf, pos, 'i', True, False, 'MetadataResponse.Topics.Partitions.OfflineReplicas')
            if buf[pos] == 0:
                pos += 1
                t972._unknown_tags = None
            else:
                nt976, pos = _ruv(buf, pos)
                if nt976 * 2 > blen - pos:
                    raise _array_too_long(nt976, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                uk977: list[tuple[int, bytes]] | None = None
                for _ in range(nt976):
                    tg978, pos = _ruv(buf, pos)
                    sz979, pos = _ruv(buf, pos)
                    x980 = pos + sz979
                    if x980 > blen:
                        raise _bad_length(sz979, 'MetadataResponse.Topics.Partitions._tagged_fields', pos)
                    if uk977 is None:
                        uk977 = []
                    uk977.append((tg978, bytes(buf[pos:x980])))
                    pos = x980
                t972._unknown_tags = uk977
            ap971(t972)
        t965.partitions = l970
        t965.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t965._unknown_tags = None
        else:
            nt981, pos = _ruv(buf, pos)
            if nt981 * 2 > blen - pos:
                raise _array_too_long(nt981, 'MetadataResponse.Topics._tagged_fields', pos)
            uk982: list[tuple[int, bytes]] | None = None
            for _ in range(nt981):
                tg983, pos = _ruv(buf, pos)
                sz984, pos = _ruv(buf, pos)
                x985 = pos + sz984
                if x985 > blen:
                    raise _bad_length(sz984, 'MetadataResponse.Topics._tagged_fields', pos)
                if uk982 is None:
                    uk982 = []
                uk982.append((tg983, bytes(buf[pos:x985])))
                pos = x985
            t965._unknown_tags = uk982
        ap964(t965)
    o.topics = l963
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    o.cluster_authorized_operations = -2147483648
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt986, pos = _ruv(buf, pos)
        if nt986 * 2 > blen - pos:
            raise _array_too_long(nt986, 'MetadataResponse._tagged_fields', pos)
        uk987: list[tuple[int, bytes]] | None = None
        for _ in range(nt986):
            tg988, pos = _ruv(buf, pos)
            sz989, pos = _ruv(buf, pos)
            x990 = pos + sz989
            if x990 > blen:
                raise _bad_length(sz989, 'MetadataResponse._tagged_fields', pos)
            if uk987 is None:
                uk987 = []
            uk987.append((tg988, bytes(buf[pos:x990])))
            pos = x990
        o._unknown_tags = uk987
    return o, pos


MetadataResponse._ENC = {0: _enc_MetadataResponse_v0, 1: _enc_MetadataResponse_v1, 2: _enc_MetadataResponse_v2, 3: _enc_MetadataResponse_v3, 4: _enc_MetadataResponse_v4, 5: _enc_MetadataResponse_v5, 6: _enc_MetadataResponse_v6, 7: _enc_MetadataResponse_v7, 8: _enc_MetadataResponse_v8, 9: _enc_MetadataResponse_v9, 10: _enc_MetadataResponse_v10, 11: _enc_MetadataResponse_v11, 12: _enc_MetadataResponse_v12, 13: _enc_MetadataResponse_v13}
MetadataResponse._DEC = {0: _dec_MetadataResponse_v0, 1: _dec_MetadataResponse_v1, 2: _dec_MetadataResponse_v2, 3: _dec_MetadataResponse_v3, 4: _dec_MetadataResponse_v4, 5: _dec_MetadataResponse_v5, 6: _dec_MetadataResponse_v6, 7: _dec_MetadataResponse_v7, 8: _dec_MetadataResponse_v8, 9: _dec_MetadataResponse_v9, 10: _dec_MetadataResponse_v10, 11: _dec_MetadataResponse_v11, 12: _dec_MetadataResponse_v12, 13: _dec_MetadataResponse_v13}


_LINES = {
    156: 'MetadataRequest.Topics',
    157: 'MetadataRequest.Topics',
    158: 'MetadataRequest.Topics',
    159: 'MetadataRequest.Topics.Name',
    160: 'MetadataRequest.Topics.Name',
    161: 'MetadataRequest.Topics.Name',
    162: 'MetadataRequest.Topics.Name',
    163: 'MetadataRequest.AllowAutoTopicCreation',
    165: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    167: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    175: 'MetadataRequest.Topics',
    180: 'MetadataRequest.Topics.Name',
    185: 'MetadataRequest.Topics.Name',
    188: 'MetadataRequest.Topics.Name',
    203: 'MetadataRequest.Topics',
    204: 'MetadataRequest.Topics',
    205: 'MetadataRequest.Topics',
    206: 'MetadataRequest.Topics',
    207: 'MetadataRequest.Topics',
    208: 'MetadataRequest.Topics',
    209: 'MetadataRequest.Topics.Name',
    210: 'MetadataRequest.Topics.Name',
    211: 'MetadataRequest.Topics.Name',
    212: 'MetadataRequest.Topics.Name',
    213: 'MetadataRequest.AllowAutoTopicCreation',
    215: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    217: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    225: 'MetadataRequest.Topics',
    233: 'MetadataRequest.Topics.Name',
    238: 'MetadataRequest.Topics.Name',
    241: 'MetadataRequest.Topics.Name',
    256: 'MetadataRequest.Topics',
    257: 'MetadataRequest.Topics',
    258: 'MetadataRequest.Topics',
    259: 'MetadataRequest.Topics',
    260: 'MetadataRequest.Topics',
    261: 'MetadataRequest.Topics',
    262: 'MetadataRequest.Topics.Name',
    263: 'MetadataRequest.Topics.Name',
    264: 'MetadataRequest.Topics.Name',
    265: 'MetadataRequest.Topics.Name',
    266: 'MetadataRequest.AllowAutoTopicCreation',
    268: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    270: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    278: 'MetadataRequest.Topics',
    286: 'MetadataRequest.Topics.Name',
    291: 'MetadataRequest.Topics.Name',
    294: 'MetadataRequest.Topics.Name',
    309: 'MetadataRequest.Topics',
    310: 'MetadataRequest.Topics',
    311: 'MetadataRequest.Topics',
    312: 'MetadataRequest.Topics',
    313: 'MetadataRequest.Topics',
    314: 'MetadataRequest.Topics',
    315: 'MetadataRequest.Topics.Name',
    316: 'MetadataRequest.Topics.Name',
    317: 'MetadataRequest.Topics.Name',
    318: 'MetadataRequest.Topics.Name',
    319: 'MetadataRequest.AllowAutoTopicCreation',
    321: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    323: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    331: 'MetadataRequest.Topics',
    339: 'MetadataRequest.Topics.Name',
    344: 'MetadataRequest.Topics.Name',
    347: 'MetadataRequest.Topics.Name',
    362: 'MetadataRequest.Topics',
    363: 'MetadataRequest.Topics',
    364: 'MetadataRequest.Topics',
    365: 'MetadataRequest.Topics',
    366: 'MetadataRequest.Topics',
    367: 'MetadataRequest.Topics',
    368: 'MetadataRequest.Topics.Name',
    369: 'MetadataRequest.Topics.Name',
    370: 'MetadataRequest.Topics.Name',
    371: 'MetadataRequest.Topics.Name',
    372: 'MetadataRequest.AllowAutoTopicCreation',
    373: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    375: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    383: 'MetadataRequest.Topics',
    391: 'MetadataRequest.Topics.Name',
    396: 'MetadataRequest.Topics.Name',
    399: 'MetadataRequest.Topics.Name',
    404: 'MetadataRequest.AllowAutoTopicCreation',
    415: 'MetadataRequest.Topics',
    416: 'MetadataRequest.Topics',
    417: 'MetadataRequest.Topics',
    418: 'MetadataRequest.Topics',
    419: 'MetadataRequest.Topics',
    420: 'MetadataRequest.Topics',
    421: 'MetadataRequest.Topics.Name',
    422: 'MetadataRequest.Topics.Name',
    423: 'MetadataRequest.Topics.Name',
    424: 'MetadataRequest.Topics.Name',
    425: 'MetadataRequest.AllowAutoTopicCreation',
    426: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    428: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    436: 'MetadataRequest.Topics',
    444: 'MetadataRequest.Topics.Name',
    449: 'MetadataRequest.Topics.Name',
    452: 'MetadataRequest.Topics.Name',
    457: 'MetadataRequest.AllowAutoTopicCreation',
    468: 'MetadataRequest.Topics',
    469: 'MetadataRequest.Topics',
    470: 'MetadataRequest.Topics',
    471: 'MetadataRequest.Topics',
    472: 'MetadataRequest.Topics',
    473: 'MetadataRequest.Topics',
    474: 'MetadataRequest.Topics.Name',
    475: 'MetadataRequest.Topics.Name',
    476: 'MetadataRequest.Topics.Name',
    477: 'MetadataRequest.Topics.Name',
    478: 'MetadataRequest.AllowAutoTopicCreation',
    479: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    481: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    489: 'MetadataRequest.Topics',
    497: 'MetadataRequest.Topics.Name',
    502: 'MetadataRequest.Topics.Name',
    505: 'MetadataRequest.Topics.Name',
    510: 'MetadataRequest.AllowAutoTopicCreation',
    521: 'MetadataRequest.Topics',
    522: 'MetadataRequest.Topics',
    523: 'MetadataRequest.Topics',
    524: 'MetadataRequest.Topics',
    525: 'MetadataRequest.Topics',
    526: 'MetadataRequest.Topics',
    527: 'MetadataRequest.Topics.Name',
    528: 'MetadataRequest.Topics.Name',
    529: 'MetadataRequest.Topics.Name',
    530: 'MetadataRequest.Topics.Name',
    531: 'MetadataRequest.AllowAutoTopicCreation',
    532: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    534: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    542: 'MetadataRequest.Topics',
    550: 'MetadataRequest.Topics.Name',
    555: 'MetadataRequest.Topics.Name',
    558: 'MetadataRequest.Topics.Name',
    563: 'MetadataRequest.AllowAutoTopicCreation',
    574: 'MetadataRequest.Topics',
    575: 'MetadataRequest.Topics',
    576: 'MetadataRequest.Topics',
    577: 'MetadataRequest.Topics',
    578: 'MetadataRequest.Topics',
    579: 'MetadataRequest.Topics',
    580: 'MetadataRequest.Topics.Name',
    581: 'MetadataRequest.Topics.Name',
    582: 'MetadataRequest.Topics.Name',
    583: 'MetadataRequest.Topics.Name',
    584: 'MetadataRequest.AllowAutoTopicCreation,IncludeClusterAuthorizedOperations,IncludeTopicAuthorizedOperations',
    591: 'MetadataRequest.Topics',
    599: 'MetadataRequest.Topics.Name',
    604: 'MetadataRequest.Topics.Name',
    607: 'MetadataRequest.Topics.Name',
    612: 'MetadataRequest.AllowAutoTopicCreation,IncludeClusterAuthorizedOperations,IncludeTopicAuthorizedOperations',
    621: 'MetadataRequest.Topics',
    622: 'MetadataRequest.Topics',
    623: 'MetadataRequest.Topics',
    624: 'MetadataRequest.Topics',
    625: 'MetadataRequest.Topics',
    626: 'MetadataRequest.Topics',
    627: 'MetadataRequest.Topics',
    628: 'MetadataRequest.Topics.Name',
    629: 'MetadataRequest.Topics.Name',
    630: 'MetadataRequest.Topics.Name',
    631: 'MetadataRequest.Topics.Name',
    632: 'MetadataRequest.Topics.Name',
    633: 'MetadataRequest.Topics._unknown_tags',
    634: 'MetadataRequest.Topics',
    637: 'MetadataRequest.Topics._unknown_tags',
    638: 'MetadataRequest.AllowAutoTopicCreation,IncludeClusterAuthorizedOperations,IncludeTopicAuthorizedOperations',
    639: 'MetadataRequest._unknown_tags',
    640: 'MetadataRequest',
    643: 'MetadataRequest._unknown_tags',
    650: 'MetadataRequest.Topics',
    654: 'MetadataRequest.Topics',
    662: 'MetadataRequest.Topics.Name',
    667: 'MetadataRequest.Topics.Name',
    670: 'MetadataRequest.Topics.Name',
    672: 'MetadataRequest.Topics._tagged_fields',
    676: 'MetadataRequest.Topics._tagged_fields',
    681: 'MetadataRequest.Topics._tagged_fields',
    682: 'MetadataRequest.Topics._tagged_fields',
    693: 'MetadataRequest.AllowAutoTopicCreation,IncludeClusterAuthorizedOperations,IncludeTopicAuthorizedOperations',
    695: 'MetadataRequest._tagged_fields',
    699: 'MetadataRequest._tagged_fields',
    704: 'MetadataRequest._tagged_fields',
    705: 'MetadataRequest._tagged_fields',
    720: 'MetadataRequest.Topics',
    721: 'MetadataRequest.Topics',
    722: 'MetadataRequest.Topics',
    723: 'MetadataRequest.Topics',
    724: 'MetadataRequest.Topics',
    725: 'MetadataRequest.Topics',
    726: 'MetadataRequest.Topics',
    727: 'MetadataRequest.Topics.TopicId',
    728: 'MetadataRequest.Topics.Name',
    729: 'MetadataRequest.Topics.Name',
    730: 'MetadataRequest.Topics.Name',
    731: 'MetadataRequest.Topics.Name',
    732: 'MetadataRequest.Topics.Name',
    733: 'MetadataRequest.Topics.Name',
    734: 'MetadataRequest.Topics.Name',
    735: 'MetadataRequest.Topics.Name',
    736: 'MetadataRequest.Topics._unknown_tags',
    737: 'MetadataRequest.Topics',
    740: 'MetadataRequest.Topics._unknown_tags',
    741: 'MetadataRequest.AllowAutoTopicCreation,IncludeClusterAuthorizedOperations,IncludeTopicAuthorizedOperations',
    742: 'MetadataRequest._unknown_tags',
    743: 'MetadataRequest',
    746: 'MetadataRequest._unknown_tags',
    753: 'MetadataRequest.Topics',
    757: 'MetadataRequest.Topics',
    765: 'MetadataRequest.Topics.TopicId',
    768: 'MetadataRequest.Topics.Name',
    773: 'MetadataRequest.Topics.Name',
    776: 'MetadataRequest.Topics.Name',
    777: 'MetadataRequest.Topics._tagged_fields',
    781: 'MetadataRequest.Topics._tagged_fields',
    786: 'MetadataRequest.Topics._tagged_fields',
    787: 'MetadataRequest.Topics._tagged_fields',
    798: 'MetadataRequest.AllowAutoTopicCreation,IncludeClusterAuthorizedOperations,IncludeTopicAuthorizedOperations',
    800: 'MetadataRequest._tagged_fields',
    804: 'MetadataRequest._tagged_fields',
    809: 'MetadataRequest._tagged_fields',
    810: 'MetadataRequest._tagged_fields',
    825: 'MetadataRequest.Topics',
    826: 'MetadataRequest.Topics',
    827: 'MetadataRequest.Topics',
    828: 'MetadataRequest.Topics',
    829: 'MetadataRequest.Topics',
    830: 'MetadataRequest.Topics',
    831: 'MetadataRequest.Topics',
    832: 'MetadataRequest.Topics.TopicId',
    833: 'MetadataRequest.Topics.Name',
    834: 'MetadataRequest.Topics.Name',
    835: 'MetadataRequest.Topics.Name',
    836: 'MetadataRequest.Topics.Name',
    837: 'MetadataRequest.Topics.Name',
    838: 'MetadataRequest.Topics.Name',
    839: 'MetadataRequest.Topics.Name',
    840: 'MetadataRequest.Topics.Name',
    841: 'MetadataRequest.Topics._unknown_tags',
    842: 'MetadataRequest.Topics',
    845: 'MetadataRequest.Topics._unknown_tags',
    846: 'MetadataRequest.AllowAutoTopicCreation',
    847: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    849: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    850: 'MetadataRequest._unknown_tags',
    851: 'MetadataRequest',
    854: 'MetadataRequest._unknown_tags',
    861: 'MetadataRequest.Topics',
    865: 'MetadataRequest.Topics',
    873: 'MetadataRequest.Topics.TopicId',
    876: 'MetadataRequest.Topics.Name',
    881: 'MetadataRequest.Topics.Name',
    884: 'MetadataRequest.Topics.Name',
    885: 'MetadataRequest.Topics._tagged_fields',
    889: 'MetadataRequest.Topics._tagged_fields',
    894: 'MetadataRequest.Topics._tagged_fields',
    895: 'MetadataRequest.Topics._tagged_fields',
    906: 'MetadataRequest.AllowAutoTopicCreation,IncludeTopicAuthorizedOperations',
    909: 'MetadataRequest._tagged_fields',
    913: 'MetadataRequest._tagged_fields',
    918: 'MetadataRequest._tagged_fields',
    919: 'MetadataRequest._tagged_fields',
    934: 'MetadataRequest.Topics',
    935: 'MetadataRequest.Topics',
    936: 'MetadataRequest.Topics',
    937: 'MetadataRequest.Topics',
    938: 'MetadataRequest.Topics',
    939: 'MetadataRequest.Topics',
    940: 'MetadataRequest.Topics',
    941: 'MetadataRequest.Topics.TopicId',
    942: 'MetadataRequest.Topics.Name',
    943: 'MetadataRequest.Topics.Name',
    944: 'MetadataRequest.Topics.Name',
    945: 'MetadataRequest.Topics.Name',
    946: 'MetadataRequest.Topics.Name',
    947: 'MetadataRequest.Topics.Name',
    948: 'MetadataRequest.Topics.Name',
    949: 'MetadataRequest.Topics.Name',
    950: 'MetadataRequest.Topics._unknown_tags',
    951: 'MetadataRequest.Topics',
    954: 'MetadataRequest.Topics._unknown_tags',
    955: 'MetadataRequest.AllowAutoTopicCreation',
    956: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    958: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    959: 'MetadataRequest._unknown_tags',
    960: 'MetadataRequest',
    963: 'MetadataRequest._unknown_tags',
    970: 'MetadataRequest.Topics',
    974: 'MetadataRequest.Topics',
    982: 'MetadataRequest.Topics.TopicId',
    985: 'MetadataRequest.Topics.Name',
    990: 'MetadataRequest.Topics.Name',
    993: 'MetadataRequest.Topics.Name',
    994: 'MetadataRequest.Topics._tagged_fields',
    998: 'MetadataRequest.Topics._tagged_fields',
    1003: 'MetadataRequest.Topics._tagged_fields',
    1004: 'MetadataRequest.Topics._tagged_fields',
    1015: 'MetadataRequest.AllowAutoTopicCreation,IncludeTopicAuthorizedOperations',
    1018: 'MetadataRequest._tagged_fields',
    1022: 'MetadataRequest._tagged_fields',
    1027: 'MetadataRequest._tagged_fields',
    1028: 'MetadataRequest._tagged_fields',
    1043: 'MetadataRequest.Topics',
    1044: 'MetadataRequest.Topics',
    1045: 'MetadataRequest.Topics',
    1046: 'MetadataRequest.Topics',
    1047: 'MetadataRequest.Topics',
    1048: 'MetadataRequest.Topics',
    1049: 'MetadataRequest.Topics',
    1050: 'MetadataRequest.Topics.TopicId',
    1051: 'MetadataRequest.Topics.Name',
    1052: 'MetadataRequest.Topics.Name',
    1053: 'MetadataRequest.Topics.Name',
    1054: 'MetadataRequest.Topics.Name',
    1055: 'MetadataRequest.Topics.Name',
    1056: 'MetadataRequest.Topics.Name',
    1057: 'MetadataRequest.Topics.Name',
    1058: 'MetadataRequest.Topics.Name',
    1059: 'MetadataRequest.Topics._unknown_tags',
    1060: 'MetadataRequest.Topics',
    1063: 'MetadataRequest.Topics._unknown_tags',
    1064: 'MetadataRequest.AllowAutoTopicCreation',
    1065: 'MetadataRequest.IncludeClusterAuthorizedOperations',
    1067: 'MetadataRequest.IncludeTopicAuthorizedOperations',
    1068: 'MetadataRequest._unknown_tags',
    1069: 'MetadataRequest',
    1072: 'MetadataRequest._unknown_tags',
    1079: 'MetadataRequest.Topics',
    1083: 'MetadataRequest.Topics',
    1091: 'MetadataRequest.Topics.TopicId',
    1094: 'MetadataRequest.Topics.Name',
    1099: 'MetadataRequest.Topics.Name',
    1102: 'MetadataRequest.Topics.Name',
    1103: 'MetadataRequest.Topics._tagged_fields',
    1107: 'MetadataRequest.Topics._tagged_fields',
    1112: 'MetadataRequest.Topics._tagged_fields',
    1113: 'MetadataRequest.Topics._tagged_fields',
    1124: 'MetadataRequest.AllowAutoTopicCreation,IncludeTopicAuthorizedOperations',
    1127: 'MetadataRequest._tagged_fields',
    1131: 'MetadataRequest._tagged_fields',
    1136: 'MetadataRequest._tagged_fields',
    1137: 'MetadataRequest._tagged_fields',
    1447: 'MetadataResponse.Brokers',
    1448: 'MetadataResponse.Brokers',
    1449: 'MetadataResponse.Brokers',
    1450: 'MetadataResponse.Brokers.NodeId',
    1451: 'MetadataResponse.Brokers.Host',
    1452: 'MetadataResponse.Brokers.Host',
    1453: 'MetadataResponse.Brokers.Host',
    1454: 'MetadataResponse.Brokers.Host',
    1455: 'MetadataResponse.Brokers.Port',
    1456: 'MetadataResponse.Topics',
    1457: 'MetadataResponse.Topics',
    1458: 'MetadataResponse.Topics',
    1459: 'MetadataResponse.Topics.ErrorCode',
    1460: 'MetadataResponse.Topics.Name',
    1461: 'MetadataResponse.Topics.Name',
    1462: 'MetadataResponse.Topics.Name',
    1463: 'MetadataResponse.Topics.Name',
    1464: 'MetadataResponse.Topics.Partitions',
    1465: 'MetadataResponse.Topics.Partitions',
    1466: 'MetadataResponse.Topics.Partitions',
    1467: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1468: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1469: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1471: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1473: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1474: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1475: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1477: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1479: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1480: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    1482: 'MetadataResponse.ClusterAuthorizedOperations',
    1490: 'MetadataResponse.Brokers',
    1495: 'MetadataResponse.Brokers.NodeId',
    1497: 'MetadataResponse.Brokers.Host',
    1502: 'MetadataResponse.Brokers.Host',
    1505: 'MetadataResponse.Brokers.Host',
    1506: 'MetadataResponse.Brokers.Port',
    1512: 'MetadataResponse.Topics',
    1517: 'MetadataResponse.Topics.ErrorCode',
    1519: 'MetadataResponse.Topics.Name',
    1524: 'MetadataResponse.Topics.Name',
    1527: 'MetadataResponse.Topics.Name',
    1528: 'MetadataResponse.Topics.Partitions',
    1533: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1535: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1537: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1540: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1541: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1543: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1546: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1570: 'MetadataResponse.Brokers',
    1571: 'MetadataResponse.Brokers',
    1572: 'MetadataResponse.Brokers',
    1573: 'MetadataResponse.Brokers.NodeId',
    1574: 'MetadataResponse.Brokers.Host',
    1575: 'MetadataResponse.Brokers.Host',
    1576: 'MetadataResponse.Brokers.Host',
    1577: 'MetadataResponse.Brokers.Host',
    1578: 'MetadataResponse.Brokers.Port',
    1579: 'MetadataResponse.Brokers.Rack',
    1580: 'MetadataResponse.Brokers.Rack',
    1581: 'MetadataResponse.Brokers.Rack',
    1582: 'MetadataResponse.Brokers.Rack',
    1583: 'MetadataResponse.Brokers.Rack',
    1584: 'MetadataResponse.Brokers.Rack',
    1585: 'MetadataResponse.Brokers.Rack',
    1586: 'MetadataResponse.ControllerId',
    1587: 'MetadataResponse.Topics',
    1588: 'MetadataResponse.Topics',
    1589: 'MetadataResponse.Topics',
    1590: 'MetadataResponse.Topics.ErrorCode',
    1591: 'MetadataResponse.Topics.Name',
    1592: 'MetadataResponse.Topics.Name',
    1593: 'MetadataResponse.Topics.Name',
    1594: 'MetadataResponse.Topics.Name',
    1595: 'MetadataResponse.Topics.IsInternal',
    1596: 'MetadataResponse.Topics.Partitions',
    1597: 'MetadataResponse.Topics.Partitions',
    1598: 'MetadataResponse.Topics.Partitions',
    1599: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1600: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1601: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1603: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1605: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1606: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1607: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1609: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1611: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1612: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    1614: 'MetadataResponse.ClusterAuthorizedOperations',
    1622: 'MetadataResponse.Brokers',
    1627: 'MetadataResponse.Brokers.NodeId',
    1629: 'MetadataResponse.Brokers.Host',
    1634: 'MetadataResponse.Brokers.Host',
    1637: 'MetadataResponse.Brokers.Host',
    1638: 'MetadataResponse.Brokers.Port',
    1640: 'MetadataResponse.Brokers.Rack',
    1645: 'MetadataResponse.Brokers.Rack',
    1648: 'MetadataResponse.Brokers.Rack',
    1652: 'MetadataResponse.ControllerId',
    1654: 'MetadataResponse.Topics',
    1659: 'MetadataResponse.Topics.ErrorCode',
    1661: 'MetadataResponse.Topics.Name',
    1666: 'MetadataResponse.Topics.Name',
    1669: 'MetadataResponse.Topics.Name',
    1670: 'MetadataResponse.Topics.IsInternal',
    1672: 'MetadataResponse.Topics.Partitions',
    1677: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1679: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1681: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1684: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1685: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1687: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1690: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1712: 'MetadataResponse.Brokers',
    1713: 'MetadataResponse.Brokers',
    1714: 'MetadataResponse.Brokers',
    1715: 'MetadataResponse.Brokers.NodeId',
    1716: 'MetadataResponse.Brokers.Host',
    1717: 'MetadataResponse.Brokers.Host',
    1718: 'MetadataResponse.Brokers.Host',
    1719: 'MetadataResponse.Brokers.Host',
    1720: 'MetadataResponse.Brokers.Port',
    1721: 'MetadataResponse.Brokers.Rack',
    1722: 'MetadataResponse.Brokers.Rack',
    1723: 'MetadataResponse.Brokers.Rack',
    1724: 'MetadataResponse.Brokers.Rack',
    1725: 'MetadataResponse.Brokers.Rack',
    1726: 'MetadataResponse.Brokers.Rack',
    1727: 'MetadataResponse.Brokers.Rack',
    1728: 'MetadataResponse.ClusterId',
    1729: 'MetadataResponse.ClusterId',
    1730: 'MetadataResponse.ClusterId',
    1731: 'MetadataResponse.ClusterId',
    1732: 'MetadataResponse.ClusterId',
    1733: 'MetadataResponse.ClusterId',
    1734: 'MetadataResponse.ClusterId',
    1735: 'MetadataResponse.ControllerId',
    1736: 'MetadataResponse.Topics',
    1737: 'MetadataResponse.Topics',
    1738: 'MetadataResponse.Topics',
    1739: 'MetadataResponse.Topics.ErrorCode',
    1740: 'MetadataResponse.Topics.Name',
    1741: 'MetadataResponse.Topics.Name',
    1742: 'MetadataResponse.Topics.Name',
    1743: 'MetadataResponse.Topics.Name',
    1744: 'MetadataResponse.Topics.IsInternal',
    1745: 'MetadataResponse.Topics.Partitions',
    1746: 'MetadataResponse.Topics.Partitions',
    1747: 'MetadataResponse.Topics.Partitions',
    1748: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1749: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1750: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1752: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1754: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1755: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1756: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1758: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1760: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1761: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    1763: 'MetadataResponse.ClusterAuthorizedOperations',
    1771: 'MetadataResponse.Brokers',
    1776: 'MetadataResponse.Brokers.NodeId',
    1778: 'MetadataResponse.Brokers.Host',
    1783: 'MetadataResponse.Brokers.Host',
    1786: 'MetadataResponse.Brokers.Host',
    1787: 'MetadataResponse.Brokers.Port',
    1789: 'MetadataResponse.Brokers.Rack',
    1794: 'MetadataResponse.Brokers.Rack',
    1797: 'MetadataResponse.Brokers.Rack',
    1801: 'MetadataResponse.ClusterId',
    1806: 'MetadataResponse.ClusterId',
    1809: 'MetadataResponse.ClusterId',
    1810: 'MetadataResponse.ControllerId',
    1812: 'MetadataResponse.Topics',
    1817: 'MetadataResponse.Topics.ErrorCode',
    1819: 'MetadataResponse.Topics.Name',
    1824: 'MetadataResponse.Topics.Name',
    1827: 'MetadataResponse.Topics.Name',
    1828: 'MetadataResponse.Topics.IsInternal',
    1830: 'MetadataResponse.Topics.Partitions',
    1835: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1837: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1839: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1842: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1843: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1845: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1848: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1869: 'MetadataResponse.ThrottleTimeMs',
    1870: 'MetadataResponse.Brokers',
    1871: 'MetadataResponse.Brokers',
    1872: 'MetadataResponse.Brokers',
    1873: 'MetadataResponse.Brokers.NodeId',
    1874: 'MetadataResponse.Brokers.Host',
    1875: 'MetadataResponse.Brokers.Host',
    1876: 'MetadataResponse.Brokers.Host',
    1877: 'MetadataResponse.Brokers.Host',
    1878: 'MetadataResponse.Brokers.Port',
    1879: 'MetadataResponse.Brokers.Rack',
    1880: 'MetadataResponse.Brokers.Rack',
    1881: 'MetadataResponse.Brokers.Rack',
    1882: 'MetadataResponse.Brokers.Rack',
    1883: 'MetadataResponse.Brokers.Rack',
    1884: 'MetadataResponse.Brokers.Rack',
    1885: 'MetadataResponse.Brokers.Rack',
    1886: 'MetadataResponse.ClusterId',
    1887: 'MetadataResponse.ClusterId',
    1888: 'MetadataResponse.ClusterId',
    1889: 'MetadataResponse.ClusterId',
    1890: 'MetadataResponse.ClusterId',
    1891: 'MetadataResponse.ClusterId',
    1892: 'MetadataResponse.ClusterId',
    1893: 'MetadataResponse.ControllerId',
    1894: 'MetadataResponse.Topics',
    1895: 'MetadataResponse.Topics',
    1896: 'MetadataResponse.Topics',
    1897: 'MetadataResponse.Topics.ErrorCode',
    1898: 'MetadataResponse.Topics.Name',
    1899: 'MetadataResponse.Topics.Name',
    1900: 'MetadataResponse.Topics.Name',
    1901: 'MetadataResponse.Topics.Name',
    1902: 'MetadataResponse.Topics.IsInternal',
    1903: 'MetadataResponse.Topics.Partitions',
    1904: 'MetadataResponse.Topics.Partitions',
    1905: 'MetadataResponse.Topics.Partitions',
    1906: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1907: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1908: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1910: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1912: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1913: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1914: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1916: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1918: 'MetadataResponse.Topics.Partitions.IsrNodes',
    1919: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    1921: 'MetadataResponse.ClusterAuthorizedOperations',
    1929: 'MetadataResponse.ThrottleTimeMs',
    1931: 'MetadataResponse.Brokers',
    1936: 'MetadataResponse.Brokers.NodeId',
    1938: 'MetadataResponse.Brokers.Host',
    1943: 'MetadataResponse.Brokers.Host',
    1946: 'MetadataResponse.Brokers.Host',
    1947: 'MetadataResponse.Brokers.Port',
    1949: 'MetadataResponse.Brokers.Rack',
    1954: 'MetadataResponse.Brokers.Rack',
    1957: 'MetadataResponse.Brokers.Rack',
    1961: 'MetadataResponse.ClusterId',
    1966: 'MetadataResponse.ClusterId',
    1969: 'MetadataResponse.ClusterId',
    1970: 'MetadataResponse.ControllerId',
    1972: 'MetadataResponse.Topics',
    1977: 'MetadataResponse.Topics.ErrorCode',
    1979: 'MetadataResponse.Topics.Name',
    1984: 'MetadataResponse.Topics.Name',
    1987: 'MetadataResponse.Topics.Name',
    1988: 'MetadataResponse.Topics.IsInternal',
    1990: 'MetadataResponse.Topics.Partitions',
    1995: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    1997: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    1999: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2002: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2003: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2005: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2008: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2028: 'MetadataResponse.ThrottleTimeMs',
    2029: 'MetadataResponse.Brokers',
    2030: 'MetadataResponse.Brokers',
    2031: 'MetadataResponse.Brokers',
    2032: 'MetadataResponse.Brokers.NodeId',
    2033: 'MetadataResponse.Brokers.Host',
    2034: 'MetadataResponse.Brokers.Host',
    2035: 'MetadataResponse.Brokers.Host',
    2036: 'MetadataResponse.Brokers.Host',
    2037: 'MetadataResponse.Brokers.Port',
    2038: 'MetadataResponse.Brokers.Rack',
    2039: 'MetadataResponse.Brokers.Rack',
    2040: 'MetadataResponse.Brokers.Rack',
    2041: 'MetadataResponse.Brokers.Rack',
    2042: 'MetadataResponse.Brokers.Rack',
    2043: 'MetadataResponse.Brokers.Rack',
    2044: 'MetadataResponse.Brokers.Rack',
    2045: 'MetadataResponse.ClusterId',
    2046: 'MetadataResponse.ClusterId',
    2047: 'MetadataResponse.ClusterId',
    2048: 'MetadataResponse.ClusterId',
    2049: 'MetadataResponse.ClusterId',
    2050: 'MetadataResponse.ClusterId',
    2051: 'MetadataResponse.ClusterId',
    2052: 'MetadataResponse.ControllerId',
    2053: 'MetadataResponse.Topics',
    2054: 'MetadataResponse.Topics',
    2055: 'MetadataResponse.Topics',
    2056: 'MetadataResponse.Topics.ErrorCode',
    2057: 'MetadataResponse.Topics.Name',
    2058: 'MetadataResponse.Topics.Name',
    2059: 'MetadataResponse.Topics.Name',
    2060: 'MetadataResponse.Topics.Name',
    2061: 'MetadataResponse.Topics.IsInternal',
    2062: 'MetadataResponse.Topics.Partitions',
    2063: 'MetadataResponse.Topics.Partitions',
    2064: 'MetadataResponse.Topics.Partitions',
    2065: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    2066: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2067: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2069: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2071: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2072: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2073: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2075: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2077: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2078: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    2080: 'MetadataResponse.ClusterAuthorizedOperations',
    2088: 'MetadataResponse.ThrottleTimeMs',
    2090: 'MetadataResponse.Brokers',
    2095: 'MetadataResponse.Brokers.NodeId',
    2097: 'MetadataResponse.Brokers.Host',
    2102: 'MetadataResponse.Brokers.Host',
    2105: 'MetadataResponse.Brokers.Host',
    2106: 'MetadataResponse.Brokers.Port',
    2108: 'MetadataResponse.Brokers.Rack',
    2113: 'MetadataResponse.Brokers.Rack',
    2116: 'MetadataResponse.Brokers.Rack',
    2120: 'MetadataResponse.ClusterId',
    2125: 'MetadataResponse.ClusterId',
    2128: 'MetadataResponse.ClusterId',
    2129: 'MetadataResponse.ControllerId',
    2131: 'MetadataResponse.Topics',
    2136: 'MetadataResponse.Topics.ErrorCode',
    2138: 'MetadataResponse.Topics.Name',
    2143: 'MetadataResponse.Topics.Name',
    2146: 'MetadataResponse.Topics.Name',
    2147: 'MetadataResponse.Topics.IsInternal',
    2149: 'MetadataResponse.Topics.Partitions',
    2154: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    2156: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2158: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2161: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2162: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2164: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2167: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2187: 'MetadataResponse.ThrottleTimeMs',
    2188: 'MetadataResponse.Brokers',
    2189: 'MetadataResponse.Brokers',
    2190: 'MetadataResponse.Brokers',
    2191: 'MetadataResponse.Brokers.NodeId',
    2192: 'MetadataResponse.Brokers.Host',
    2193: 'MetadataResponse.Brokers.Host',
    2194: 'MetadataResponse.Brokers.Host',
    2195: 'MetadataResponse.Brokers.Host',
    2196: 'MetadataResponse.Brokers.Port',
    2197: 'MetadataResponse.Brokers.Rack',
    2198: 'MetadataResponse.Brokers.Rack',
    2199: 'MetadataResponse.Brokers.Rack',
    2200: 'MetadataResponse.Brokers.Rack',
    2201: 'MetadataResponse.Brokers.Rack',
    2202: 'MetadataResponse.Brokers.Rack',
    2203: 'MetadataResponse.Brokers.Rack',
    2204: 'MetadataResponse.ClusterId',
    2205: 'MetadataResponse.ClusterId',
    2206: 'MetadataResponse.ClusterId',
    2207: 'MetadataResponse.ClusterId',
    2208: 'MetadataResponse.ClusterId',
    2209: 'MetadataResponse.ClusterId',
    2210: 'MetadataResponse.ClusterId',
    2211: 'MetadataResponse.ControllerId',
    2212: 'MetadataResponse.Topics',
    2213: 'MetadataResponse.Topics',
    2214: 'MetadataResponse.Topics',
    2215: 'MetadataResponse.Topics.ErrorCode',
    2216: 'MetadataResponse.Topics.Name',
    2217: 'MetadataResponse.Topics.Name',
    2218: 'MetadataResponse.Topics.Name',
    2219: 'MetadataResponse.Topics.Name',
    2220: 'MetadataResponse.Topics.IsInternal',
    2221: 'MetadataResponse.Topics.Partitions',
    2222: 'MetadataResponse.Topics.Partitions',
    2223: 'MetadataResponse.Topics.Partitions',
    2224: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    2225: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2226: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2228: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2230: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2231: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2232: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2234: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2236: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2237: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2238: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2240: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2242: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2243: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    2245: 'MetadataResponse.ClusterAuthorizedOperations',
    2253: 'MetadataResponse.ThrottleTimeMs',
    2255: 'MetadataResponse.Brokers',
    2260: 'MetadataResponse.Brokers.NodeId',
    2262: 'MetadataResponse.Brokers.Host',
    2267: 'MetadataResponse.Brokers.Host',
    2270: 'MetadataResponse.Brokers.Host',
    2271: 'MetadataResponse.Brokers.Port',
    2273: 'MetadataResponse.Brokers.Rack',
    2278: 'MetadataResponse.Brokers.Rack',
    2281: 'MetadataResponse.Brokers.Rack',
    2285: 'MetadataResponse.ClusterId',
    2290: 'MetadataResponse.ClusterId',
    2293: 'MetadataResponse.ClusterId',
    2294: 'MetadataResponse.ControllerId',
    2296: 'MetadataResponse.Topics',
    2301: 'MetadataResponse.Topics.ErrorCode',
    2303: 'MetadataResponse.Topics.Name',
    2308: 'MetadataResponse.Topics.Name',
    2311: 'MetadataResponse.Topics.Name',
    2312: 'MetadataResponse.Topics.IsInternal',
    2314: 'MetadataResponse.Topics.Partitions',
    2319: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    2321: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2323: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2326: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2327: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2329: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2332: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2333: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2335: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2338: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2357: 'MetadataResponse.ThrottleTimeMs',
    2358: 'MetadataResponse.Brokers',
    2359: 'MetadataResponse.Brokers',
    2360: 'MetadataResponse.Brokers',
    2361: 'MetadataResponse.Brokers.NodeId',
    2362: 'MetadataResponse.Brokers.Host',
    2363: 'MetadataResponse.Brokers.Host',
    2364: 'MetadataResponse.Brokers.Host',
    2365: 'MetadataResponse.Brokers.Host',
    2366: 'MetadataResponse.Brokers.Port',
    2367: 'MetadataResponse.Brokers.Rack',
    2368: 'MetadataResponse.Brokers.Rack',
    2369: 'MetadataResponse.Brokers.Rack',
    2370: 'MetadataResponse.Brokers.Rack',
    2371: 'MetadataResponse.Brokers.Rack',
    2372: 'MetadataResponse.Brokers.Rack',
    2373: 'MetadataResponse.Brokers.Rack',
    2374: 'MetadataResponse.ClusterId',
    2375: 'MetadataResponse.ClusterId',
    2376: 'MetadataResponse.ClusterId',
    2377: 'MetadataResponse.ClusterId',
    2378: 'MetadataResponse.ClusterId',
    2379: 'MetadataResponse.ClusterId',
    2380: 'MetadataResponse.ClusterId',
    2381: 'MetadataResponse.ControllerId',
    2382: 'MetadataResponse.Topics',
    2383: 'MetadataResponse.Topics',
    2384: 'MetadataResponse.Topics',
    2385: 'MetadataResponse.Topics.ErrorCode',
    2386: 'MetadataResponse.Topics.Name',
    2387: 'MetadataResponse.Topics.Name',
    2388: 'MetadataResponse.Topics.Name',
    2389: 'MetadataResponse.Topics.Name',
    2390: 'MetadataResponse.Topics.IsInternal',
    2391: 'MetadataResponse.Topics.Partitions',
    2392: 'MetadataResponse.Topics.Partitions',
    2393: 'MetadataResponse.Topics.Partitions',
    2394: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    2395: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2396: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2398: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2400: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2401: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2402: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2404: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2406: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2407: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2408: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2410: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2412: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2413: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    2415: 'MetadataResponse.ClusterAuthorizedOperations',
    2423: 'MetadataResponse.ThrottleTimeMs',
    2425: 'MetadataResponse.Brokers',
    2430: 'MetadataResponse.Brokers.NodeId',
    2432: 'MetadataResponse.Brokers.Host',
    2437: 'MetadataResponse.Brokers.Host',
    2440: 'MetadataResponse.Brokers.Host',
    2441: 'MetadataResponse.Brokers.Port',
    2443: 'MetadataResponse.Brokers.Rack',
    2448: 'MetadataResponse.Brokers.Rack',
    2451: 'MetadataResponse.Brokers.Rack',
    2455: 'MetadataResponse.ClusterId',
    2460: 'MetadataResponse.ClusterId',
    2463: 'MetadataResponse.ClusterId',
    2464: 'MetadataResponse.ControllerId',
    2466: 'MetadataResponse.Topics',
    2471: 'MetadataResponse.Topics.ErrorCode',
    2473: 'MetadataResponse.Topics.Name',
    2478: 'MetadataResponse.Topics.Name',
    2481: 'MetadataResponse.Topics.Name',
    2482: 'MetadataResponse.Topics.IsInternal',
    2484: 'MetadataResponse.Topics.Partitions',
    2489: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId',
    2491: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2493: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2496: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2497: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2499: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2502: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2503: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2505: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2508: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2527: 'MetadataResponse.ThrottleTimeMs',
    2528: 'MetadataResponse.Brokers',
    2529: 'MetadataResponse.Brokers',
    2530: 'MetadataResponse.Brokers',
    2531: 'MetadataResponse.Brokers.NodeId',
    2532: 'MetadataResponse.Brokers.Host',
    2533: 'MetadataResponse.Brokers.Host',
    2534: 'MetadataResponse.Brokers.Host',
    2535: 'MetadataResponse.Brokers.Host',
    2536: 'MetadataResponse.Brokers.Port',
    2537: 'MetadataResponse.Brokers.Rack',
    2538: 'MetadataResponse.Brokers.Rack',
    2539: 'MetadataResponse.Brokers.Rack',
    2540: 'MetadataResponse.Brokers.Rack',
    2541: 'MetadataResponse.Brokers.Rack',
    2542: 'MetadataResponse.Brokers.Rack',
    2543: 'MetadataResponse.Brokers.Rack',
    2544: 'MetadataResponse.ClusterId',
    2545: 'MetadataResponse.ClusterId',
    2546: 'MetadataResponse.ClusterId',
    2547: 'MetadataResponse.ClusterId',
    2548: 'MetadataResponse.ClusterId',
    2549: 'MetadataResponse.ClusterId',
    2550: 'MetadataResponse.ClusterId',
    2551: 'MetadataResponse.ControllerId',
    2552: 'MetadataResponse.Topics',
    2553: 'MetadataResponse.Topics',
    2554: 'MetadataResponse.Topics',
    2555: 'MetadataResponse.Topics.ErrorCode',
    2556: 'MetadataResponse.Topics.Name',
    2557: 'MetadataResponse.Topics.Name',
    2558: 'MetadataResponse.Topics.Name',
    2559: 'MetadataResponse.Topics.Name',
    2560: 'MetadataResponse.Topics.IsInternal',
    2561: 'MetadataResponse.Topics.Partitions',
    2562: 'MetadataResponse.Topics.Partitions',
    2563: 'MetadataResponse.Topics.Partitions',
    2564: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    2565: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2566: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2568: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2570: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2571: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2572: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2574: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2576: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2577: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2578: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2580: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2582: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2583: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    2585: 'MetadataResponse.ClusterAuthorizedOperations',
    2593: 'MetadataResponse.ThrottleTimeMs',
    2595: 'MetadataResponse.Brokers',
    2600: 'MetadataResponse.Brokers.NodeId',
    2602: 'MetadataResponse.Brokers.Host',
    2607: 'MetadataResponse.Brokers.Host',
    2610: 'MetadataResponse.Brokers.Host',
    2611: 'MetadataResponse.Brokers.Port',
    2613: 'MetadataResponse.Brokers.Rack',
    2618: 'MetadataResponse.Brokers.Rack',
    2621: 'MetadataResponse.Brokers.Rack',
    2625: 'MetadataResponse.ClusterId',
    2630: 'MetadataResponse.ClusterId',
    2633: 'MetadataResponse.ClusterId',
    2634: 'MetadataResponse.ControllerId',
    2636: 'MetadataResponse.Topics',
    2641: 'MetadataResponse.Topics.ErrorCode',
    2643: 'MetadataResponse.Topics.Name',
    2648: 'MetadataResponse.Topics.Name',
    2651: 'MetadataResponse.Topics.Name',
    2652: 'MetadataResponse.Topics.IsInternal',
    2654: 'MetadataResponse.Topics.Partitions',
    2659: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    2661: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2663: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2666: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2667: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2669: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2672: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2673: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2675: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2678: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2696: 'MetadataResponse.ThrottleTimeMs',
    2697: 'MetadataResponse.Brokers',
    2698: 'MetadataResponse.Brokers',
    2699: 'MetadataResponse.Brokers',
    2700: 'MetadataResponse.Brokers.NodeId',
    2701: 'MetadataResponse.Brokers.Host',
    2702: 'MetadataResponse.Brokers.Host',
    2703: 'MetadataResponse.Brokers.Host',
    2704: 'MetadataResponse.Brokers.Host',
    2705: 'MetadataResponse.Brokers.Port',
    2706: 'MetadataResponse.Brokers.Rack',
    2707: 'MetadataResponse.Brokers.Rack',
    2708: 'MetadataResponse.Brokers.Rack',
    2709: 'MetadataResponse.Brokers.Rack',
    2710: 'MetadataResponse.Brokers.Rack',
    2711: 'MetadataResponse.Brokers.Rack',
    2712: 'MetadataResponse.Brokers.Rack',
    2713: 'MetadataResponse.ClusterId',
    2714: 'MetadataResponse.ClusterId',
    2715: 'MetadataResponse.ClusterId',
    2716: 'MetadataResponse.ClusterId',
    2717: 'MetadataResponse.ClusterId',
    2718: 'MetadataResponse.ClusterId',
    2719: 'MetadataResponse.ClusterId',
    2720: 'MetadataResponse.ControllerId',
    2721: 'MetadataResponse.Topics',
    2722: 'MetadataResponse.Topics',
    2723: 'MetadataResponse.Topics',
    2724: 'MetadataResponse.Topics.ErrorCode',
    2725: 'MetadataResponse.Topics.Name',
    2726: 'MetadataResponse.Topics.Name',
    2727: 'MetadataResponse.Topics.Name',
    2728: 'MetadataResponse.Topics.Name',
    2729: 'MetadataResponse.Topics.IsInternal',
    2730: 'MetadataResponse.Topics.Partitions',
    2731: 'MetadataResponse.Topics.Partitions',
    2732: 'MetadataResponse.Topics.Partitions',
    2733: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    2734: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2735: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2737: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2739: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2740: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2741: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2743: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2745: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2746: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2747: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2749: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2751: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2752: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    2753: 'MetadataResponse.ClusterAuthorizedOperations',
    2760: 'MetadataResponse.ThrottleTimeMs',
    2762: 'MetadataResponse.Brokers',
    2767: 'MetadataResponse.Brokers.NodeId',
    2769: 'MetadataResponse.Brokers.Host',
    2774: 'MetadataResponse.Brokers.Host',
    2777: 'MetadataResponse.Brokers.Host',
    2778: 'MetadataResponse.Brokers.Port',
    2780: 'MetadataResponse.Brokers.Rack',
    2785: 'MetadataResponse.Brokers.Rack',
    2788: 'MetadataResponse.Brokers.Rack',
    2792: 'MetadataResponse.ClusterId',
    2797: 'MetadataResponse.ClusterId',
    2800: 'MetadataResponse.ClusterId',
    2801: 'MetadataResponse.ControllerId',
    2803: 'MetadataResponse.Topics',
    2808: 'MetadataResponse.Topics.ErrorCode',
    2810: 'MetadataResponse.Topics.Name',
    2815: 'MetadataResponse.Topics.Name',
    2818: 'MetadataResponse.Topics.Name',
    2819: 'MetadataResponse.Topics.IsInternal',
    2821: 'MetadataResponse.Topics.Partitions',
    2826: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    2828: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2830: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2833: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2834: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2836: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2839: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2840: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2842: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2845: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2849: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    2855: 'MetadataResponse.ClusterAuthorizedOperations',
    2865: 'MetadataResponse.ThrottleTimeMs',
    2866: 'MetadataResponse.Brokers',
    2867: 'MetadataResponse.Brokers',
    2868: 'MetadataResponse.Brokers',
    2869: 'MetadataResponse.Brokers',
    2870: 'MetadataResponse.Brokers.NodeId',
    2871: 'MetadataResponse.Brokers.Host',
    2872: 'MetadataResponse.Brokers.Host',
    2873: 'MetadataResponse.Brokers.Host',
    2874: 'MetadataResponse.Brokers.Host',
    2875: 'MetadataResponse.Brokers.Host',
    2876: 'MetadataResponse.Brokers.Port',
    2877: 'MetadataResponse.Brokers.Rack',
    2878: 'MetadataResponse.Brokers.Rack',
    2879: 'MetadataResponse.Brokers.Rack',
    2880: 'MetadataResponse.Brokers.Rack',
    2881: 'MetadataResponse.Brokers.Rack',
    2882: 'MetadataResponse.Brokers.Rack',
    2883: 'MetadataResponse.Brokers.Rack',
    2884: 'MetadataResponse.Brokers.Rack',
    2885: 'MetadataResponse.Brokers._unknown_tags',
    2886: 'MetadataResponse.Brokers',
    2889: 'MetadataResponse.Brokers._unknown_tags',
    2890: 'MetadataResponse.ClusterId',
    2891: 'MetadataResponse.ClusterId',
    2892: 'MetadataResponse.ClusterId',
    2893: 'MetadataResponse.ClusterId',
    2894: 'MetadataResponse.ClusterId',
    2895: 'MetadataResponse.ClusterId',
    2896: 'MetadataResponse.ClusterId',
    2897: 'MetadataResponse.ClusterId',
    2898: 'MetadataResponse.ControllerId',
    2899: 'MetadataResponse.Topics',
    2900: 'MetadataResponse.Topics',
    2901: 'MetadataResponse.Topics',
    2902: 'MetadataResponse.Topics',
    2903: 'MetadataResponse.Topics.ErrorCode',
    2904: 'MetadataResponse.Topics.Name',
    2905: 'MetadataResponse.Topics.Name',
    2906: 'MetadataResponse.Topics.Name',
    2907: 'MetadataResponse.Topics.Name',
    2908: 'MetadataResponse.Topics.Name',
    2909: 'MetadataResponse.Topics.IsInternal',
    2910: 'MetadataResponse.Topics.Partitions',
    2911: 'MetadataResponse.Topics.Partitions',
    2912: 'MetadataResponse.Topics.Partitions',
    2913: 'MetadataResponse.Topics.Partitions',
    2914: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    2915: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2916: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2918: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2920: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    2921: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2922: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2924: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2926: 'MetadataResponse.Topics.Partitions.IsrNodes',
    2927: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2928: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2930: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2932: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    2933: 'MetadataResponse.Topics.Partitions._unknown_tags',
    2934: 'MetadataResponse.Topics.Partitions',
    2937: 'MetadataResponse.Topics.Partitions._unknown_tags',
    2938: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    2939: 'MetadataResponse.Topics._unknown_tags',
    2940: 'MetadataResponse.Topics',
    2943: 'MetadataResponse.Topics._unknown_tags',
    2944: 'MetadataResponse.ClusterAuthorizedOperations',
    2945: 'MetadataResponse._unknown_tags',
    2946: 'MetadataResponse',
    2949: 'MetadataResponse._unknown_tags',
    2956: 'MetadataResponse.ThrottleTimeMs',
    2958: 'MetadataResponse.Brokers',
    2962: 'MetadataResponse.Brokers',
    2967: 'MetadataResponse.Brokers.NodeId',
    2969: 'MetadataResponse.Brokers.Host',
    2974: 'MetadataResponse.Brokers.Host',
    2977: 'MetadataResponse.Brokers.Host',
    2978: 'MetadataResponse.Brokers.Port',
    2980: 'MetadataResponse.Brokers.Rack',
    2985: 'MetadataResponse.Brokers.Rack',
    2988: 'MetadataResponse.Brokers.Rack',
    2989: 'MetadataResponse.Brokers._tagged_fields',
    2993: 'MetadataResponse.Brokers._tagged_fields',
    2998: 'MetadataResponse.Brokers._tagged_fields',
    2999: 'MetadataResponse.Brokers._tagged_fields',
    3010: 'MetadataResponse.ClusterId',
    3015: 'MetadataResponse.ClusterId',
    3018: 'MetadataResponse.ClusterId',
    3019: 'MetadataResponse.ControllerId',
    3021: 'MetadataResponse.Topics',
    3025: 'MetadataResponse.Topics',
    3030: 'MetadataResponse.Topics.ErrorCode',
    3032: 'MetadataResponse.Topics.Name',
    3037: 'MetadataResponse.Topics.Name',
    3040: 'MetadataResponse.Topics.Name',
    3041: 'MetadataResponse.Topics.IsInternal',
    3043: 'MetadataResponse.Topics.Partitions',
    3047: 'MetadataResponse.Topics.Partitions',
    3052: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    3054: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3056: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3059: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3060: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3062: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3065: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3066: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3068: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3071: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3072: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3076: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3081: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3082: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3093: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    3096: 'MetadataResponse.Topics._tagged_fields',
    3100: 'MetadataResponse.Topics._tagged_fields',
    3105: 'MetadataResponse.Topics._tagged_fields',
    3106: 'MetadataResponse.Topics._tagged_fields',
    3117: 'MetadataResponse.ClusterAuthorizedOperations',
    3120: 'MetadataResponse._tagged_fields',
    3124: 'MetadataResponse._tagged_fields',
    3129: 'MetadataResponse._tagged_fields',
    3130: 'MetadataResponse._tagged_fields',
    3145: 'MetadataResponse.ThrottleTimeMs',
    3146: 'MetadataResponse.Brokers',
    3147: 'MetadataResponse.Brokers',
    3148: 'MetadataResponse.Brokers',
    3149: 'MetadataResponse.Brokers',
    3150: 'MetadataResponse.Brokers.NodeId',
    3151: 'MetadataResponse.Brokers.Host',
    3152: 'MetadataResponse.Brokers.Host',
    3153: 'MetadataResponse.Brokers.Host',
    3154: 'MetadataResponse.Brokers.Host',
    3155: 'MetadataResponse.Brokers.Host',
    3156: 'MetadataResponse.Brokers.Port',
    3157: 'MetadataResponse.Brokers.Rack',
    3158: 'MetadataResponse.Brokers.Rack',
    3159: 'MetadataResponse.Brokers.Rack',
    3160: 'MetadataResponse.Brokers.Rack',
    3161: 'MetadataResponse.Brokers.Rack',
    3162: 'MetadataResponse.Brokers.Rack',
    3163: 'MetadataResponse.Brokers.Rack',
    3164: 'MetadataResponse.Brokers.Rack',
    3165: 'MetadataResponse.Brokers._unknown_tags',
    3166: 'MetadataResponse.Brokers',
    3169: 'MetadataResponse.Brokers._unknown_tags',
    3170: 'MetadataResponse.ClusterId',
    3171: 'MetadataResponse.ClusterId',
    3172: 'MetadataResponse.ClusterId',
    3173: 'MetadataResponse.ClusterId',
    3174: 'MetadataResponse.ClusterId',
    3175: 'MetadataResponse.ClusterId',
    3176: 'MetadataResponse.ClusterId',
    3177: 'MetadataResponse.ClusterId',
    3178: 'MetadataResponse.ControllerId',
    3179: 'MetadataResponse.Topics',
    3180: 'MetadataResponse.Topics',
    3181: 'MetadataResponse.Topics',
    3182: 'MetadataResponse.Topics',
    3183: 'MetadataResponse.Topics.ErrorCode',
    3184: 'MetadataResponse.Topics.Name',
    3185: 'MetadataResponse.Topics.Name',
    3186: 'MetadataResponse.Topics.Name',
    3187: 'MetadataResponse.Topics.Name',
    3188: 'MetadataResponse.Topics.Name',
    3189: 'MetadataResponse.Topics.TopicId,IsInternal',
    3190: 'MetadataResponse.Topics.Partitions',
    3191: 'MetadataResponse.Topics.Partitions',
    3192: 'MetadataResponse.Topics.Partitions',
    3193: 'MetadataResponse.Topics.Partitions',
    3194: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    3195: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3196: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3198: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3200: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3201: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3202: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3204: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3206: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3207: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3208: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3210: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3212: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3213: 'MetadataResponse.Topics.Partitions._unknown_tags',
    3214: 'MetadataResponse.Topics.Partitions',
    3217: 'MetadataResponse.Topics.Partitions._unknown_tags',
    3218: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    3219: 'MetadataResponse.Topics._unknown_tags',
    3220: 'MetadataResponse.Topics',
    3223: 'MetadataResponse.Topics._unknown_tags',
    3224: 'MetadataResponse.ClusterAuthorizedOperations',
    3225: 'MetadataResponse._unknown_tags',
    3226: 'MetadataResponse',
    3229: 'MetadataResponse._unknown_tags',
    3236: 'MetadataResponse.ThrottleTimeMs',
    3238: 'MetadataResponse.Brokers',
    3242: 'MetadataResponse.Brokers',
    3247: 'MetadataResponse.Brokers.NodeId',
    3249: 'MetadataResponse.Brokers.Host',
    3254: 'MetadataResponse.Brokers.Host',
    3257: 'MetadataResponse.Brokers.Host',
    3258: 'MetadataResponse.Brokers.Port',
    3260: 'MetadataResponse.Brokers.Rack',
    3265: 'MetadataResponse.Brokers.Rack',
    3268: 'MetadataResponse.Brokers.Rack',
    3269: 'MetadataResponse.Brokers._tagged_fields',
    3273: 'MetadataResponse.Brokers._tagged_fields',
    3278: 'MetadataResponse.Brokers._tagged_fields',
    3279: 'MetadataResponse.Brokers._tagged_fields',
    3290: 'MetadataResponse.ClusterId',
    3295: 'MetadataResponse.ClusterId',
    3298: 'MetadataResponse.ClusterId',
    3299: 'MetadataResponse.ControllerId',
    3301: 'MetadataResponse.Topics',
    3305: 'MetadataResponse.Topics',
    3310: 'MetadataResponse.Topics.ErrorCode',
    3312: 'MetadataResponse.Topics.Name',
    3317: 'MetadataResponse.Topics.Name',
    3320: 'MetadataResponse.Topics.Name',
    3321: 'MetadataResponse.Topics.TopicId,IsInternal',
    3324: 'MetadataResponse.Topics.Partitions',
    3328: 'MetadataResponse.Topics.Partitions',
    3333: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    3335: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3337: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3340: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3341: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3343: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3346: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3347: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3349: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3352: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3353: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3357: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3362: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3363: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3374: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    3376: 'MetadataResponse.Topics._tagged_fields',
    3380: 'MetadataResponse.Topics._tagged_fields',
    3385: 'MetadataResponse.Topics._tagged_fields',
    3386: 'MetadataResponse.Topics._tagged_fields',
    3397: 'MetadataResponse.ClusterAuthorizedOperations',
    3400: 'MetadataResponse._tagged_fields',
    3404: 'MetadataResponse._tagged_fields',
    3409: 'MetadataResponse._tagged_fields',
    3410: 'MetadataResponse._tagged_fields',
    3425: 'MetadataResponse.ThrottleTimeMs',
    3426: 'MetadataResponse.Brokers',
    3427: 'MetadataResponse.Brokers',
    3428: 'MetadataResponse.Brokers',
    3429: 'MetadataResponse.Brokers',
    3430: 'MetadataResponse.Brokers.NodeId',
    3431: 'MetadataResponse.Brokers.Host',
    3432: 'MetadataResponse.Brokers.Host',
    3433: 'MetadataResponse.Brokers.Host',
    3434: 'MetadataResponse.Brokers.Host',
    3435: 'MetadataResponse.Brokers.Host',
    3436: 'MetadataResponse.Brokers.Port',
    3437: 'MetadataResponse.Brokers.Rack',
    3438: 'MetadataResponse.Brokers.Rack',
    3439: 'MetadataResponse.Brokers.Rack',
    3440: 'MetadataResponse.Brokers.Rack',
    3441: 'MetadataResponse.Brokers.Rack',
    3442: 'MetadataResponse.Brokers.Rack',
    3443: 'MetadataResponse.Brokers.Rack',
    3444: 'MetadataResponse.Brokers.Rack',
    3445: 'MetadataResponse.Brokers._unknown_tags',
    3446: 'MetadataResponse.Brokers',
    3449: 'MetadataResponse.Brokers._unknown_tags',
    3450: 'MetadataResponse.ClusterId',
    3451: 'MetadataResponse.ClusterId',
    3452: 'MetadataResponse.ClusterId',
    3453: 'MetadataResponse.ClusterId',
    3454: 'MetadataResponse.ClusterId',
    3455: 'MetadataResponse.ClusterId',
    3456: 'MetadataResponse.ClusterId',
    3457: 'MetadataResponse.ClusterId',
    3458: 'MetadataResponse.ControllerId',
    3459: 'MetadataResponse.Topics',
    3460: 'MetadataResponse.Topics',
    3461: 'MetadataResponse.Topics',
    3462: 'MetadataResponse.Topics',
    3463: 'MetadataResponse.Topics.ErrorCode',
    3464: 'MetadataResponse.Topics.Name',
    3465: 'MetadataResponse.Topics.Name',
    3466: 'MetadataResponse.Topics.Name',
    3467: 'MetadataResponse.Topics.Name',
    3468: 'MetadataResponse.Topics.Name',
    3469: 'MetadataResponse.Topics.TopicId,IsInternal',
    3470: 'MetadataResponse.Topics.Partitions',
    3471: 'MetadataResponse.Topics.Partitions',
    3472: 'MetadataResponse.Topics.Partitions',
    3473: 'MetadataResponse.Topics.Partitions',
    3474: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    3475: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3476: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3478: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3480: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3481: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3482: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3484: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3486: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3487: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3488: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3490: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3492: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3493: 'MetadataResponse.Topics.Partitions._unknown_tags',
    3494: 'MetadataResponse.Topics.Partitions',
    3497: 'MetadataResponse.Topics.Partitions._unknown_tags',
    3498: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    3499: 'MetadataResponse.Topics._unknown_tags',
    3500: 'MetadataResponse.Topics',
    3503: 'MetadataResponse.Topics._unknown_tags',
    3504: 'MetadataResponse.ClusterAuthorizedOperations',
    3506: 'MetadataResponse._unknown_tags',
    3507: 'MetadataResponse',
    3510: 'MetadataResponse._unknown_tags',
    3517: 'MetadataResponse.ThrottleTimeMs',
    3519: 'MetadataResponse.Brokers',
    3523: 'MetadataResponse.Brokers',
    3528: 'MetadataResponse.Brokers.NodeId',
    3530: 'MetadataResponse.Brokers.Host',
    3535: 'MetadataResponse.Brokers.Host',
    3538: 'MetadataResponse.Brokers.Host',
    3539: 'MetadataResponse.Brokers.Port',
    3541: 'MetadataResponse.Brokers.Rack',
    3546: 'MetadataResponse.Brokers.Rack',
    3549: 'MetadataResponse.Brokers.Rack',
    3550: 'MetadataResponse.Brokers._tagged_fields',
    3554: 'MetadataResponse.Brokers._tagged_fields',
    3559: 'MetadataResponse.Brokers._tagged_fields',
    3560: 'MetadataResponse.Brokers._tagged_fields',
    3571: 'MetadataResponse.ClusterId',
    3576: 'MetadataResponse.ClusterId',
    3579: 'MetadataResponse.ClusterId',
    3580: 'MetadataResponse.ControllerId',
    3582: 'MetadataResponse.Topics',
    3586: 'MetadataResponse.Topics',
    3591: 'MetadataResponse.Topics.ErrorCode',
    3593: 'MetadataResponse.Topics.Name',
    3598: 'MetadataResponse.Topics.Name',
    3601: 'MetadataResponse.Topics.Name',
    3602: 'MetadataResponse.Topics.TopicId,IsInternal',
    3605: 'MetadataResponse.Topics.Partitions',
    3609: 'MetadataResponse.Topics.Partitions',
    3614: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    3616: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3618: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3621: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3622: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3624: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3627: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3628: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3630: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3633: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3634: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3638: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3643: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3644: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3655: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    3657: 'MetadataResponse.Topics._tagged_fields',
    3661: 'MetadataResponse.Topics._tagged_fields',
    3666: 'MetadataResponse.Topics._tagged_fields',
    3667: 'MetadataResponse.Topics._tagged_fields',
    3680: 'MetadataResponse._tagged_fields',
    3684: 'MetadataResponse._tagged_fields',
    3689: 'MetadataResponse._tagged_fields',
    3690: 'MetadataResponse._tagged_fields',
    3705: 'MetadataResponse.ThrottleTimeMs',
    3706: 'MetadataResponse.Brokers',
    3707: 'MetadataResponse.Brokers',
    3708: 'MetadataResponse.Brokers',
    3709: 'MetadataResponse.Brokers',
    3710: 'MetadataResponse.Brokers.NodeId',
    3711: 'MetadataResponse.Brokers.Host',
    3712: 'MetadataResponse.Brokers.Host',
    3713: 'MetadataResponse.Brokers.Host',
    3714: 'MetadataResponse.Brokers.Host',
    3715: 'MetadataResponse.Brokers.Host',
    3716: 'MetadataResponse.Brokers.Port',
    3717: 'MetadataResponse.Brokers.Rack',
    3718: 'MetadataResponse.Brokers.Rack',
    3719: 'MetadataResponse.Brokers.Rack',
    3720: 'MetadataResponse.Brokers.Rack',
    3721: 'MetadataResponse.Brokers.Rack',
    3722: 'MetadataResponse.Brokers.Rack',
    3723: 'MetadataResponse.Brokers.Rack',
    3724: 'MetadataResponse.Brokers.Rack',
    3725: 'MetadataResponse.Brokers._unknown_tags',
    3726: 'MetadataResponse.Brokers',
    3729: 'MetadataResponse.Brokers._unknown_tags',
    3730: 'MetadataResponse.ClusterId',
    3731: 'MetadataResponse.ClusterId',
    3732: 'MetadataResponse.ClusterId',
    3733: 'MetadataResponse.ClusterId',
    3734: 'MetadataResponse.ClusterId',
    3735: 'MetadataResponse.ClusterId',
    3736: 'MetadataResponse.ClusterId',
    3737: 'MetadataResponse.ClusterId',
    3738: 'MetadataResponse.ControllerId',
    3739: 'MetadataResponse.Topics',
    3740: 'MetadataResponse.Topics',
    3741: 'MetadataResponse.Topics',
    3742: 'MetadataResponse.Topics',
    3743: 'MetadataResponse.Topics.ErrorCode',
    3744: 'MetadataResponse.Topics.Name',
    3745: 'MetadataResponse.Topics.Name',
    3746: 'MetadataResponse.Topics.Name',
    3747: 'MetadataResponse.Topics.Name',
    3748: 'MetadataResponse.Topics.Name',
    3749: 'MetadataResponse.Topics.Name',
    3750: 'MetadataResponse.Topics.Name',
    3751: 'MetadataResponse.Topics.Name',
    3752: 'MetadataResponse.Topics.TopicId,IsInternal',
    3753: 'MetadataResponse.Topics.Partitions',
    3754: 'MetadataResponse.Topics.Partitions',
    3755: 'MetadataResponse.Topics.Partitions',
    3756: 'MetadataResponse.Topics.Partitions',
    3757: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    3758: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3759: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3761: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3763: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3764: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3765: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3767: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3769: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3770: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3771: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3773: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3775: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3776: 'MetadataResponse.Topics.Partitions._unknown_tags',
    3777: 'MetadataResponse.Topics.Partitions',
    3780: 'MetadataResponse.Topics.Partitions._unknown_tags',
    3781: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    3782: 'MetadataResponse.Topics._unknown_tags',
    3783: 'MetadataResponse.Topics',
    3786: 'MetadataResponse.Topics._unknown_tags',
    3787: 'MetadataResponse.ClusterAuthorizedOperations',
    3789: 'MetadataResponse._unknown_tags',
    3790: 'MetadataResponse',
    3793: 'MetadataResponse._unknown_tags',
    3800: 'MetadataResponse.ThrottleTimeMs',
    3802: 'MetadataResponse.Brokers',
    3806: 'MetadataResponse.Brokers',
    3811: 'MetadataResponse.Brokers.NodeId',
    3813: 'MetadataResponse.Brokers.Host',
    3818: 'MetadataResponse.Brokers.Host',
    3821: 'MetadataResponse.Brokers.Host',
    3822: 'MetadataResponse.Brokers.Port',
    3824: 'MetadataResponse.Brokers.Rack',
    3829: 'MetadataResponse.Brokers.Rack',
    3832: 'MetadataResponse.Brokers.Rack',
    3833: 'MetadataResponse.Brokers._tagged_fields',
    3837: 'MetadataResponse.Brokers._tagged_fields',
    3842: 'MetadataResponse.Brokers._tagged_fields',
    3843: 'MetadataResponse.Brokers._tagged_fields',
    3854: 'MetadataResponse.ClusterId',
    3859: 'MetadataResponse.ClusterId',
    3862: 'MetadataResponse.ClusterId',
    3863: 'MetadataResponse.ControllerId',
    3865: 'MetadataResponse.Topics',
    3869: 'MetadataResponse.Topics',
    3874: 'MetadataResponse.Topics.ErrorCode',
    3876: 'MetadataResponse.Topics.Name',
    3881: 'MetadataResponse.Topics.Name',
    3884: 'MetadataResponse.Topics.Name',
    3885: 'MetadataResponse.Topics.TopicId,IsInternal',
    3888: 'MetadataResponse.Topics.Partitions',
    3892: 'MetadataResponse.Topics.Partitions',
    3897: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    3899: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3901: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3904: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    3905: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3907: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3910: 'MetadataResponse.Topics.Partitions.IsrNodes',
    3911: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3913: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3916: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    3917: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3921: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3926: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3927: 'MetadataResponse.Topics.Partitions._tagged_fields',
    3938: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    3940: 'MetadataResponse.Topics._tagged_fields',
    3944: 'MetadataResponse.Topics._tagged_fields',
    3949: 'MetadataResponse.Topics._tagged_fields',
    3950: 'MetadataResponse.Topics._tagged_fields',
    3963: 'MetadataResponse._tagged_fields',
    3967: 'MetadataResponse._tagged_fields',
    3972: 'MetadataResponse._tagged_fields',
    3973: 'MetadataResponse._tagged_fields',
    3988: 'MetadataResponse.ThrottleTimeMs',
    3989: 'MetadataResponse.Brokers',
    3990: 'MetadataResponse.Brokers',
    3991: 'MetadataResponse.Brokers',
    3992: 'MetadataResponse.Brokers',
    3993: 'MetadataResponse.Brokers.NodeId',
    3994: 'MetadataResponse.Brokers.Host',
    3995: 'MetadataResponse.Brokers.Host',
    3996: 'MetadataResponse.Brokers.Host',
    3997: 'MetadataResponse.Brokers.Host',
    3998: 'MetadataResponse.Brokers.Host',
    3999: 'MetadataResponse.Brokers.Port',
    4000: 'MetadataResponse.Brokers.Rack',
    4001: 'MetadataResponse.Brokers.Rack',
    4002: 'MetadataResponse.Brokers.Rack',
    4003: 'MetadataResponse.Brokers.Rack',
    4004: 'MetadataResponse.Brokers.Rack',
    4005: 'MetadataResponse.Brokers.Rack',
    4006: 'MetadataResponse.Brokers.Rack',
    4007: 'MetadataResponse.Brokers.Rack',
    4008: 'MetadataResponse.Brokers._unknown_tags',
    4009: 'MetadataResponse.Brokers',
    4012: 'MetadataResponse.Brokers._unknown_tags',
    4013: 'MetadataResponse.ClusterId',
    4014: 'MetadataResponse.ClusterId',
    4015: 'MetadataResponse.ClusterId',
    4016: 'MetadataResponse.ClusterId',
    4017: 'MetadataResponse.ClusterId',
    4018: 'MetadataResponse.ClusterId',
    4019: 'MetadataResponse.ClusterId',
    4020: 'MetadataResponse.ClusterId',
    4021: 'MetadataResponse.ControllerId',
    4022: 'MetadataResponse.Topics',
    4023: 'MetadataResponse.Topics',
    4024: 'MetadataResponse.Topics',
    4025: 'MetadataResponse.Topics',
    4026: 'MetadataResponse.Topics.ErrorCode',
    4027: 'MetadataResponse.Topics.Name',
    4028: 'MetadataResponse.Topics.Name',
    4029: 'MetadataResponse.Topics.Name',
    4030: 'MetadataResponse.Topics.Name',
    4031: 'MetadataResponse.Topics.Name',
    4032: 'MetadataResponse.Topics.Name',
    4033: 'MetadataResponse.Topics.Name',
    4034: 'MetadataResponse.Topics.Name',
    4035: 'MetadataResponse.Topics.TopicId,IsInternal',
    4036: 'MetadataResponse.Topics.Partitions',
    4037: 'MetadataResponse.Topics.Partitions',
    4038: 'MetadataResponse.Topics.Partitions',
    4039: 'MetadataResponse.Topics.Partitions',
    4040: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    4041: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    4042: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    4044: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    4046: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    4047: 'MetadataResponse.Topics.Partitions.IsrNodes',
    4048: 'MetadataResponse.Topics.Partitions.IsrNodes',
    4050: 'MetadataResponse.Topics.Partitions.IsrNodes',
    4052: 'MetadataResponse.Topics.Partitions.IsrNodes',
    4053: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    4054: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    4056: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    4058: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    4059: 'MetadataResponse.Topics.Partitions._unknown_tags',
    4060: 'MetadataResponse.Topics.Partitions',
    4063: 'MetadataResponse.Topics.Partitions._unknown_tags',
    4064: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    4065: 'MetadataResponse.Topics._unknown_tags',
    4066: 'MetadataResponse.Topics',
    4069: 'MetadataResponse.Topics._unknown_tags',
    4070: 'MetadataResponse.ClusterAuthorizedOperations',
    4072: 'MetadataResponse.ErrorCode',
    4073: 'MetadataResponse._unknown_tags',
    4074: 'MetadataResponse',
    4077: 'MetadataResponse._unknown_tags',
    4084: 'MetadataResponse.ThrottleTimeMs',
    4086: 'MetadataResponse.Brokers',
    4090: 'MetadataResponse.Brokers',
    4095: 'MetadataResponse.Brokers.NodeId',
    4097: 'MetadataResponse.Brokers.Host',
    4102: 'MetadataResponse.Brokers.Host',
    4105: 'MetadataResponse.Brokers.Host',
    4106: 'MetadataResponse.Brokers.Port',
    4108: 'MetadataResponse.Brokers.Rack',
    4113: 'MetadataResponse.Brokers.Rack',
    4116: 'MetadataResponse.Brokers.Rack',
    4117: 'MetadataResponse.Brokers._tagged_fields',
    4121: 'MetadataResponse.Brokers._tagged_fields',
    4126: 'MetadataResponse.Brokers._tagged_fields',
    4127: 'MetadataResponse.Brokers._tagged_fields',
    4138: 'MetadataResponse.ClusterId',
    4143: 'MetadataResponse.ClusterId',
    4146: 'MetadataResponse.ClusterId',
    4147: 'MetadataResponse.ControllerId',
    4149: 'MetadataResponse.Topics',
    4153: 'MetadataResponse.Topics',
    4158: 'MetadataResponse.Topics.ErrorCode',
    4160: 'MetadataResponse.Topics.Name',
    4165: 'MetadataResponse.Topics.Name',
    4168: 'MetadataResponse.Topics.Name',
    4169: 'MetadataResponse.Topics.TopicId,IsInternal',
    4172: 'MetadataResponse.Topics.Partitions',
    4176: 'MetadataResponse.Topics.Partitions',
    4181: 'MetadataResponse.Topics.Partitions.ErrorCode,PartitionIndex,LeaderId,LeaderEpoch',
    4183: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    4185: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    4188: 'MetadataResponse.Topics.Partitions.ReplicaNodes',
    4189: 'MetadataResponse.Topics.Partitions.IsrNodes',
    4191: 'MetadataResponse.Topics.Partitions.IsrNodes',
    4194: 'MetadataResponse.Topics.Partitions.IsrNodes',
    4195: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    4197: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    4200: 'MetadataResponse.Topics.Partitions.OfflineReplicas',
    4201: 'MetadataResponse.Topics.Partitions._tagged_fields',
    4205: 'MetadataResponse.Topics.Partitions._tagged_fields',
    4210: 'MetadataResponse.Topics.Partitions._tagged_fields',
    4211: 'MetadataResponse.Topics.Partitions._tagged_fields',
    4222: 'MetadataResponse.Topics.TopicAuthorizedOperations',
    4224: 'MetadataResponse.Topics._tagged_fields',
    4228: 'MetadataResponse.Topics._tagged_fields',
    4233: 'MetadataResponse.Topics._tagged_fields',
    4234: 'MetadataResponse.Topics._tagged_fields',
    4245: 'MetadataResponse.ErrorCode',
    4248: 'MetadataResponse._tagged_fields',
    4252: 'MetadataResponse._tagged_fields',
    4257: 'MetadataResponse._tagged_fields',
    4258: 'MetadataResponse._tagged_fields',
}
