# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeQuorumRequest.json, schemas/messages/DescribeQuorumResponse.json.
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

__all__ = ['DescribeQuorumRequest', 'DescribeQuorumResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_iUqqq = Struct('>i16sqqq')
_S_ih = Struct('>ih')
_S_ihiiq = Struct('>ihiiq')
_S_iiq = Struct('>iiq')
_S_iq = Struct('>iq')
_S_iqqq = Struct('>iqqq')
_S_q = Struct('>q')
_S_qqq = Struct('>qqq')


class DescribeQuorumRequest(_Message):
    """DescribeQuorumRequest (request): API key 55; versions 0-2; flexible in 0-2; listeners: broker, controller."""

    __slots__ = ('topics', '_unknown_tags')
    NAME = 'DescribeQuorumRequest'
    TYPE = 'request'
    API_KEY = 55
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    topics: list[DescribeQuorumRequest.TopicData]
    """Topics to describe (the metadata topic).

    `Topics` ([]TopicData): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[DescribeQuorumRequest.TopicData] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Topics to describe (the metadata topic).

        TopicData (in DescribeQuorumRequest): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'DescribeQuorumRequest.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[DescribeQuorumRequest.PartitionData]
        """Partitions to describe.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[DescribeQuorumRequest.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Partitions to describe.

        PartitionData (in DescribeQuorumRequest): versions 0+."""

        __slots__ = ('partition_index', '_unknown_tags')
        NAME = 'DescribeQuorumRequest.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self._unknown_tags = _unknown_tags


_C_DescribeQuorumRequest_TopicData = DescribeQuorumRequest.TopicData
_C_DescribeQuorumRequest_PartitionData = DescribeQuorumRequest.PartitionData
DescribeQuorumRequest.FIELDS = (
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumRequest_TopicData),
)
_C_DescribeQuorumRequest_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumRequest_PartitionData),
)
_C_DescribeQuorumRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeQuorumRequest_TopicData = _C_DescribeQuorumRequest_TopicData()
_DEF_DescribeQuorumRequest_PartitionData = _C_DescribeQuorumRequest_PartitionData()

def _mk_DescribeQuorumRequest_TopicData() -> DescribeQuorumRequest.TopicData:
    o = _new(_C_DescribeQuorumRequest_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DescribeQuorumRequest_PartitionData() -> DescribeQuorumRequest.PartitionData:
    o = _new(_C_DescribeQuorumRequest_PartitionData)
    o.partition_index = 0
    o._unknown_tags = None
    return o


def _enc_DescribeQuorumRequest_v0(o: DescribeQuorumRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.topics
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        s4 = e3.topic_name
        b5 = s4.encode()
        n6 = len(b5) + 1
        a(_UV[n6] if n6 < 128 else _uv(n6))
        a(b5)
        l7 = e3.partitions
        n8 = len(l7) + 1
        a(_UV[n8] if n8 < 128 else _uv(n8))
        for e9 in l7:
            a(_S_i.pack(e9.partition_index))
            u10 = e9._unknown_tags
            if u10 is None:
                a(_H0)
            else:
                _write_tags(a, None, u10)
        u11 = e3._unknown_tags
        if u11 is None:
            a(_H0)
        else:
            _write_tags(a, None, u11)
    u12 = o._unknown_tags
    if u12 is None:
        a(_H0)
    else:
        _write_tags(a, None, u12)
    return b''.join(parts)


def _dec_DescribeQuorumRequest_v0(buf: _Buffer, pos: int) -> tuple[DescribeQuorumRequest, int]:
    blen = len(buf)
    o = _new(DescribeQuorumRequest)
    n13 = buf[pos] - 1
    if 0 <= n13 < 127:
        pos += 1
    else:
        n13, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics')
    l14: list[DescribeQuorumRequest.TopicData] = []
    ap15 = l14.append
    for _ in range(n13):
        t16 = _new(_C_DescribeQuorumRequest_TopicData)
        n17 = buf[pos] - 1
        if 0 <= n17 < 127:
            x18 = pos + 1 + n17
            if x18 > blen:
                raise _bad_length(n17, 'DescribeQuorumRequest.Topics.TopicName', pos)
            t16.topic_name = str(buf[pos + 1:x18], 'utf-8')
            pos = x18
        else:
            t16.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumRequest.Topics.TopicName')
        n19 = buf[pos] - 1
        if 0 <= n19 < 127:
            pos += 1
        else:
            n19, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics.Partitions')
        l20: list[DescribeQuorumRequest.PartitionData] = []
        ap21 = l20.append
        for _ in range(n19):
            t22 = _new(_C_DescribeQuorumRequest_PartitionData)
            t22.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            if buf[pos] == 0:
                pos += 1
                t22._unknown_tags = None
            else:
                nt23, pos = _ruv(buf, pos)
                if nt23 * 2 > blen - pos:
                    raise _array_too_long(nt23, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                uk24: list[tuple[int, bytes]] | None = None
                for _ in range(nt23):
                    tg25, pos = _ruv(buf, pos)
                    sz26, pos = _ruv(buf, pos)
                    x27 = pos + sz26
                    if x27 > blen:
                        raise _bad_length(sz26, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                    if uk24 is None:
                        uk24 = []
                    uk24.append((tg25, bytes(buf[pos:x27])))
                    pos = x27
                t22._unknown_tags = uk24
            ap21(t22)
        t16.partitions = l20
        if buf[pos] == 0:
            pos += 1
            t16._unknown_tags = None
        else:
            nt28, pos = _ruv(buf, pos)
            if nt28 * 2 > blen - pos:
                raise _array_too_long(nt28, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
            uk29: list[tuple[int, bytes]] | None = None
            for _ in range(nt28):
                tg30, pos = _ruv(buf, pos)
                sz31, pos = _ruv(buf, pos)
                x32 = pos + sz31
                if x32 > blen:
                    raise _bad_length(sz31, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
                if uk29 is None:
                    uk29 = []
                uk29.append((tg30, bytes(buf[pos:x32])))
                pos = x32
            t16._unknown_tags = uk29
        ap15(t16)
    o.topics = l14
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt33, pos = _ruv(buf, pos)
        if nt33 * 2 > blen - pos:
            raise _array_too_long(nt33, 'DescribeQuorumRequest._tagged_fields', pos)
        uk34: list[tuple[int, bytes]] | None = None
        for _ in range(nt33):
            tg35, pos = _ruv(buf, pos)
            sz36, pos = _ruv(buf, pos)
            x37 = pos + sz36
            if x37 > blen:
                raise _bad_length(sz36, 'DescribeQuorumRequest._tagged_fields', pos)
            if uk34 is None:
                uk34 = []
            uk34.append((tg35, bytes(buf[pos:x37])))
            pos = x37
        o._unknown_tags = uk34
    return o, pos


def _enc_DescribeQuorumRequest_v1(o: DescribeQuorumRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l38 = o.topics
    n39 = len(l38) + 1
    a(_UV[n39] if n39 < 128 else _uv(n39))
    for e40 in l38:
        s41 = e40.topic_name
        b42 = s41.encode()
        n43 = len(b42) + 1
        a(_UV[n43] if n43 < 128 else _uv(n43))
        a(b42)
        l44 = e40.partitions
        n45 = len(l44) + 1
        a(_UV[n45] if n45 < 128 else _uv(n45))
        for e46 in l44:
            a(_S_i.pack(e46.partition_index))
            u47 = e46._unknown_tags
            if u47 is None:
                a(_H0)
            else:
                _write_tags(a, None, u47)
        u48 = e40._unknown_tags
        if u48 is None:
            a(_H0)
        else:
            _write_tags(a, None, u48)
    u49 = o._unknown_tags
    if u49 is None:
        a(_H0)
    else:
        _write_tags(a, None, u49)
    return b''.join(parts)


def _dec_DescribeQuorumRequest_v1(buf: _Buffer, pos: int) -> tuple[DescribeQuorumRequest, int]:
    blen = len(buf)
    o = _new(DescribeQuorumRequest)
    n50 = buf[pos] - 1
    if 0 <= n50 < 127:
        pos += 1
    else:
        n50, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics')
    l51: list[DescribeQuorumRequest.TopicData] = []
    ap52 = l51.append
    for _ in range(n50):
        t53 = _new(_C_DescribeQuorumRequest_TopicData)
        n54 = buf[pos] - 1
        if 0 <= n54 < 127:
            x55 = pos + 1 + n54
            if x55 > blen:
                raise _bad_length(n54, 'DescribeQuorumRequest.Topics.TopicName', pos)
            t53.topic_name = str(buf[pos + 1:x55], 'utf-8')
            pos = x55
        else:
            t53.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumRequest.Topics.TopicName')
        n56 = buf[pos] - 1
        if 0 <= n56 < 127:
            pos += 1
        else:
            n56, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics.Partitions')
        l57: list[DescribeQuorumRequest.PartitionData] = []
        ap58 = l57.append
        for _ in range(n56):
            t59 = _new(_C_DescribeQuorumRequest_PartitionData)
            t59.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            if buf[pos] == 0:
                pos += 1
                t59._unknown_tags = None
            else:
                nt60, pos = _ruv(buf, pos)
                if nt60 * 2 > blen - pos:
                    raise _array_too_long(nt60, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                uk61: list[tuple[int, bytes]] | None = None
                for _ in range(nt60):
                    tg62, pos = _ruv(buf, pos)
                    sz63, pos = _ruv(buf, pos)
                    x64 = pos + sz63
                    if x64 > blen:
                        raise _bad_length(sz63, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                    if uk61 is None:
                        uk61 = []
                    uk61.append((tg62, bytes(buf[pos:x64])))
                    pos = x64
                t59._unknown_tags = uk61
            ap58(t59)
        t53.partitions = l57
        if buf[pos] == 0:
            pos += 1
            t53._unknown_tags = None
        else:
            nt65, pos = _ruv(buf, pos)
            if nt65 * 2 > blen - pos:
                raise _array_too_long(nt65, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
            uk66: list[tuple[int, bytes]] | None = None
            for _ in range(nt65):
                tg67, pos = _ruv(buf, pos)
                sz68, pos = _ruv(buf, pos)
                x69 = pos + sz68
                if x69 > blen:
                    raise _bad_length(sz68, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
                if uk66 is None:
                    uk66 = []
                uk66.append((tg67, bytes(buf[pos:x69])))
                pos = x69
            t53._unknown_tags = uk66
        ap52(t53)
    o.topics = l51
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt70, pos = _ruv(buf, pos)
        if nt70 * 2 > blen - pos:
            raise _array_too_long(nt70, 'DescribeQuorumRequest._tagged_fields', pos)
        uk71: list[tuple[int, bytes]] | None = None
        for _ in range(nt70):
            tg72, pos = _ruv(buf, pos)
            sz73, pos = _ruv(buf, pos)
            x74 = pos + sz73
            if x74 > blen:
                raise _bad_length(sz73, 'DescribeQuorumRequest._tagged_fields', pos)
            if uk71 is None:
                uk71 = []
            uk71.append((tg72, bytes(buf[pos:x74])))
            pos = x74
        o._unknown_tags = uk71
    return o, pos


def _enc_DescribeQuorumRequest_v2(o: DescribeQuorumRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l75 = o.topics
    n76 = len(l75) + 1
    a(_UV[n76] if n76 < 128 else _uv(n76))
    for e77 in l75:
        s78 = e77.topic_name
        b79 = s78.encode()
        n80 = len(b79) + 1
        a(_UV[n80] if n80 < 128 else _uv(n80))
        a(b79)
        l81 = e77.partitions
        n82 = len(l81) + 1
        a(_UV[n82] if n82 < 128 else _uv(n82))
        for e83 in l81:
            a(_S_i.pack(e83.partition_index))
            u84 = e83._unknown_tags
            if u84 is None:
                a(_H0)
            else:
                _write_tags(a, None, u84)
        u85 = e77._unknown_tags
        if u85 is None:
            a(_H0)
        else:
            _write_tags(a, None, u85)
    u86 = o._unknown_tags
    if u86 is None:
        a(_H0)
    else:
        _write_tags(a, None, u86)
    return b''.join(parts)


def _dec_DescribeQuorumRequest_v2(buf: _Buffer, pos: int) -> tuple[DescribeQuorumRequest, int]:
    blen = len(buf)
    o = _new(DescribeQuorumRequest)
    n87 = buf[pos] - 1
    if 0 <= n87 < 127:
        pos += 1
    else:
        n87, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics')
    l88: list[DescribeQuorumRequest.TopicData] = []
    ap89 = l88.append
    for _ in range(n87):
        t90 = _new(_C_DescribeQuorumRequest_TopicData)
        n91 = buf[pos] - 1
        if 0 <= n91 < 127:
            x92 = pos + 1 + n91
            if x92 > blen:
                raise _bad_length(n91, 'DescribeQuorumRequest.Topics.TopicName', pos)
            t90.topic_name = str(buf[pos + 1:x92], 'utf-8')
            pos = x92
        else:
            t90.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumRequest.Topics.TopicName')
        n93 = buf[pos] - 1
        if 0 <= n93 < 127:
            pos += 1
        else:
            n93, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumRequest.Topics.Partitions')
        l94: list[DescribeQuorumRequest.PartitionData] = []
        ap95 = l94.append
        for _ in range(n93):
            t96 = _new(_C_DescribeQuorumRequest_PartitionData)
            t96.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            if buf[pos] == 0:
                pos += 1
                t96._unknown_tags = None
            else:
                nt97, pos = _ruv(buf, pos)
                if nt97 * 2 > blen - pos:
                    raise _array_too_long(nt97, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                uk98: list[tuple[int, bytes]] | None = None
                for _ in range(nt97):
                    tg99, pos = _ruv(buf, pos)
                    sz100, pos = _ruv(buf, pos)
                    x101 = pos + sz100
                    if x101 > blen:
                        raise _bad_length(sz100, 'DescribeQuorumRequest.Topics.Partitions._tagged_fields', pos)
                    if uk98 is None:
                        uk98 = []
                    uk98.append((tg99, bytes(buf[pos:x101])))
                    pos = x101
                t96._unknown_tags = uk98
            ap95(t96)
        t90.partitions = l94
        if buf[pos] == 0:
            pos += 1
            t90._unknown_tags = None
        else:
            nt102, pos = _ruv(buf, pos)
            if nt102 * 2 > blen - pos:
                raise _array_too_long(nt102, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
            uk103: list[tuple[int, bytes]] | None = None
            for _ in range(nt102):
                tg104, pos = _ruv(buf, pos)
                sz105, pos = _ruv(buf, pos)
                x106 = pos + sz105
                if x106 > blen:
                    raise _bad_length(sz105, 'DescribeQuorumRequest.Topics._tagged_fields', pos)
                if uk103 is None:
                    uk103 = []
                uk103.append((tg104, bytes(buf[pos:x106])))
                pos = x106
            t90._unknown_tags = uk103
        ap89(t90)
    o.topics = l88
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt107, pos = _ruv(buf, pos)
        if nt107 * 2 > blen - pos:
            raise _array_too_long(nt107, 'DescribeQuorumRequest._tagged_fields', pos)
        uk108: list[tuple[int, bytes]] | None = None
        for _ in range(nt107):
            tg109, pos = _ruv(buf, pos)
            sz110, pos = _ruv(buf, pos)
            x111 = pos + sz110
            if x111 > blen:
                raise _bad_length(sz110, 'DescribeQuorumRequest._tagged_fields', pos)
            if uk108 is None:
                uk108 = []
            uk108.append((tg109, bytes(buf[pos:x111])))
            pos = x111
        o._unknown_tags = uk108
    return o, pos


DescribeQuorumRequest._ENC = {0: _enc_DescribeQuorumRequest_v0, 1: _enc_DescribeQuorumRequest_v1, 2: _enc_DescribeQuorumRequest_v2}
DescribeQuorumRequest._DEC = {0: _dec_DescribeQuorumRequest_v0, 1: _dec_DescribeQuorumRequest_v1, 2: _dec_DescribeQuorumRequest_v2}


class DescribeQuorumResponse(_Message):
    """DescribeQuorumResponse (response): API key 55; versions 0-2; flexible in 0-2."""

    __slots__ = ('error_code', 'error_message', 'topics', 'nodes', '_unknown_tags')
    NAME = 'DescribeQuorumResponse'
    TYPE = 'response'
    API_KEY = 55
    VALID_VERSIONS = (0, 2)
    FLEXIBLE_VERSIONS = (0, 2)

    error_code: int
    """Top-level error code, 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Top-level error detail, or null on success.

    `ErrorMessage` (string): versions 2+; nullable in 2+; default ''; ignorable."""
    topics: list[DescribeQuorumResponse.TopicData]
    """Described topics.

    `Topics` ([]TopicData): versions 0+; default []."""
    nodes: list[DescribeQuorumResponse.Node]
    """Endpoints of the quorum's nodes.

    `Nodes` ([]Node): versions 2+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        error_code: int = 0,
        error_message: str | None = '',
        topics: list[DescribeQuorumResponse.TopicData] = _EMPTY,
        nodes: list[DescribeQuorumResponse.Node] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _EMPTY else topics
        self.nodes = [] if nodes is _EMPTY else nodes
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Described topics.

        TopicData (in DescribeQuorumResponse): versions 0+."""

        __slots__ = ('topic_name', 'partitions', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.TopicData'

        topic_name: str
        """Name of the topic.

        `TopicName` (string): versions 0+; default ''."""
        partitions: list[DescribeQuorumResponse.PartitionData]
        """Described partitions.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_name: str = '',
            partitions: list[DescribeQuorumResponse.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Described partitions.

        PartitionData (in DescribeQuorumResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'error_message', 'leader_id', 'leader_epoch', 'high_watermark', 'current_voters', 'observers', 'target_voters', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Partition error code, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Partition error detail, or null on success.

        `ErrorMessage` (string): versions 2+; nullable in 2+; default ''; ignorable."""
        leader_id: int
        """Current quorum leader, or -1 if unknown.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Latest leader epoch known to the responder.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        high_watermark: int
        """High watermark of the partition.

        `HighWatermark` (int64): versions 0+; default 0."""
        current_voters: list[DescribeQuorumResponse.ReplicaState]
        """State of each voter.

        `CurrentVoters` ([]ReplicaState): versions 0+; default []."""
        observers: list[DescribeQuorumResponse.ReplicaState]
        """State of each observer.

        `Observers` ([]ReplicaState): versions 0+; default []."""
        target_voters: list[DescribeQuorumResponse.ReplicaState] | None
        """kraftpy: voters the ongoing reassignment is moving to, or null if none is in progress.

        `TargetVoters` ([]ReplicaState): versions 0+; nullable in 0+; tagged (tag 1000) in 0+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            error_message: str | None = '',
            leader_id: int = 0,
            leader_epoch: int = 0,
            high_watermark: int = 0,
            current_voters: list[DescribeQuorumResponse.ReplicaState] = _EMPTY,
            observers: list[DescribeQuorumResponse.ReplicaState] = _EMPTY,
            target_voters: list[DescribeQuorumResponse.ReplicaState] | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.error_message = error_message
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.high_watermark = high_watermark
            self.current_voters = [] if current_voters is _EMPTY else current_voters
            self.observers = [] if observers is _EMPTY else observers
            self.target_voters = target_voters
            self._unknown_tags = _unknown_tags

    class ReplicaState(_Message):
        """State of each voter.

        ReplicaState (in DescribeQuorumResponse): versions 0+."""

        __slots__ = ('replica_id', 'replica_directory_id', 'log_end_offset', 'last_fetch_timestamp', 'last_caught_up_timestamp', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.ReplicaState'

        replica_id: int
        """Id of the replica.

        `ReplicaId` (int32): versions 0+; default 0."""
        replica_directory_id: UUID
        """Directory id of the replica.

        `ReplicaDirectoryId` (uuid): versions 2+; default the zero UUID."""
        log_end_offset: int
        """Last known log end offset of the replica, or -1 if unknown.

        `LogEndOffset` (int64): versions 0+; default 0."""
        last_fetch_timestamp: int
        """Leader's wall-clock time of the replica's last fetch; -1 for the leader itself or if unknown.

        `LastFetchTimestamp` (int64): versions 1+; default -1; ignorable."""
        last_caught_up_timestamp: int
        """Leader's append time of the offset the replica last fetched up to; now for the leader, -1 if unknown.

        `LastCaughtUpTimestamp` (int64): versions 1+; default -1; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            replica_id: int = 0,
            replica_directory_id: UUID = _ZERO_UUID,
            log_end_offset: int = 0,
            last_fetch_timestamp: int = -1,
            last_caught_up_timestamp: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.replica_id = replica_id
            self.replica_directory_id = replica_directory_id
            self.log_end_offset = log_end_offset
            self.last_fetch_timestamp = last_fetch_timestamp
            self.last_caught_up_timestamp = last_caught_up_timestamp
            self._unknown_tags = _unknown_tags

    class Node(_Message):
        """Endpoints of the quorum's nodes.

        Node (in DescribeQuorumResponse): versions 2+."""

        __slots__ = ('node_id', 'listeners', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.Node'

        node_id: int
        """Id of the node.

        `NodeId` (int32): versions 2+; default 0."""
        listeners: list[DescribeQuorumResponse.Listener]
        """Listeners of the node.

        `Listeners` ([]Listener): versions 2+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            node_id: int = 0,
            listeners: list[DescribeQuorumResponse.Listener] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.node_id = node_id
            self.listeners = [] if listeners is _EMPTY else listeners
            self._unknown_tags = _unknown_tags

    class Listener(_Message):
        """Listeners of the node.

        Listener (in DescribeQuorumResponse): versions 2+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'DescribeQuorumResponse.Listener'

        name: str
        """Listener name.

        `Name` (string): versions 2+; default ''."""
        host: str
        """Host name.

        `Host` (string): versions 2+; default ''."""
        port: int
        """Port.

        `Port` (uint16): versions 2+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            host: str = '',
            port: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_DescribeQuorumResponse_TopicData = DescribeQuorumResponse.TopicData
_C_DescribeQuorumResponse_PartitionData = DescribeQuorumResponse.PartitionData
_C_DescribeQuorumResponse_ReplicaState = DescribeQuorumResponse.ReplicaState
_C_DescribeQuorumResponse_Node = DescribeQuorumResponse.Node
_C_DescribeQuorumResponse_Listener = DescribeQuorumResponse.Listener
DescribeQuorumResponse.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (2, 32767), (2, 32767), (1, 0), None, '', True, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_TopicData),
    _FI('Nodes', 'nodes', '[]Node', (2, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_Node),
)
_C_DescribeQuorumResponse_TopicData.FIELDS = (
    _FI('TopicName', 'topic_name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_PartitionData),
)
_C_DescribeQuorumResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (2, 32767), (2, 32767), (1, 0), None, '', True, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('HighWatermark', 'high_watermark', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentVoters', 'current_voters', '[]ReplicaState', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_ReplicaState),
    _FI('Observers', 'observers', '[]ReplicaState', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_ReplicaState),
    _FI('TargetVoters', 'target_voters', '[]ReplicaState', (0, 32767), (0, 32767), (0, 32767), 1000, None, False, _C_DescribeQuorumResponse_ReplicaState),
)
_C_DescribeQuorumResponse_ReplicaState.FIELDS = (
    _FI('ReplicaId', 'replica_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaDirectoryId', 'replica_directory_id', 'uuid', (2, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('LogEndOffset', 'log_end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastFetchTimestamp', 'last_fetch_timestamp', 'int64', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('LastCaughtUpTimestamp', 'last_caught_up_timestamp', 'int64', (1, 32767), (1, 0), (1, 0), None, -1, True, None),
)
_C_DescribeQuorumResponse_Node.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (2, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Listeners', 'listeners', '[]Listener', (2, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeQuorumResponse_Listener),
)
_C_DescribeQuorumResponse_Listener.FIELDS = (
    _FI('Name', 'name', 'string', (2, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (2, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (2, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_DescribeQuorumResponse_TopicData = _C_DescribeQuorumResponse_TopicData()
_DEF_DescribeQuorumResponse_PartitionData = _C_DescribeQuorumResponse_PartitionData()
_DEF_DescribeQuorumResponse_ReplicaState = _C_DescribeQuorumResponse_ReplicaState()
_DEF_DescribeQuorumResponse_Node = _C_DescribeQuorumResponse_Node()
_DEF_DescribeQuorumResponse_Listener = _C_DescribeQuorumResponse_Listener()

def _mk_DescribeQuorumResponse_TopicData() -> DescribeQuorumResponse.TopicData:
    o = _new(_C_DescribeQuorumResponse_TopicData)
    o.topic_name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DescribeQuorumResponse_PartitionData() -> DescribeQuorumResponse.PartitionData:
    o = _new(_C_DescribeQuorumResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.error_message = ''
    o.leader_id = 0
    o.leader_epoch = 0
    o.high_watermark = 0
    o.current_voters = []
    o.observers = []
    o.target_voters = None
    o._unknown_tags = None
    return o

def _mk_DescribeQuorumResponse_ReplicaState() -> DescribeQuorumResponse.ReplicaState:
    o = _new(_C_DescribeQuorumResponse_ReplicaState)
    o.replica_id = 0
    o.replica_directory_id = _ZERO_UUID
    o.log_end_offset = 0
    o.last_fetch_timestamp = -1
    o.last_caught_up_timestamp = -1
    o._unknown_tags = None
    return o

def _mk_DescribeQuorumResponse_Node() -> DescribeQuorumResponse.Node:
    o = _new(_C_DescribeQuorumResponse_Node)
    o.node_id = 0
    o.listeners = []
    o._unknown_tags = None
    return o

def _mk_DescribeQuorumResponse_Listener() -> DescribeQuorumResponse.Listener:
    o = _new(_C_DescribeQuorumResponse_Listener)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_DescribeQuorumResponse_v0(o: DescribeQuorumResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l112 = o.topics
    n113 = len(l112) + 1
    a(_UV[n113] if n113 < 128 else _uv(n113))
    for e114 in l112:
        s115 = e114.topic_name
        b116 = s115.encode()
        n117 = len(b116) + 1
        a(_UV[n117] if n117 < 128 else _uv(n117))
        a(b116)
        l118 = e114.partitions
        n119 = len(l118) + 1
        a(_UV[n119] if n119 < 128 else _uv(n119))
        for e120 in l118:
            a(_S_ih.pack(e120.partition_index, e120.error_code))
            a(_S_iiq.pack(e120.leader_id, e120.leader_epoch, e120.high_watermark))
            l121 = e120.current_voters
            n122 = len(l121) + 1
            a(_UV[n122] if n122 < 128 else _uv(n122))
            for e123 in l121:
                a(_S_i.pack(e123.replica_id))
                if e123.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.CurrentVoters.ReplicaDirectoryId', 0)
                a(_S_q.pack(e123.log_end_offset))
                u124 = e123._unknown_tags
                if u124 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u124)
            l125 = e120.observers
            n126 = len(l125) + 1
            a(_UV[n126] if n126 < 128 else _uv(n126))
            for e127 in l125:
                a(_S_i.pack(e127.replica_id))
                if e127.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.Observers.ReplicaDirectoryId', 0)
                a(_S_q.pack(e127.log_end_offset))
                u128 = e127._unknown_tags
                if u128 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u128)
            k129: list[tuple[int, bytes]] = []
            if e120.target_voters is not None:
                p130: list[bytes] = []
                l131 = e120.target_voters
                if l131 is None:
                    p130.append(_H0)
                else:
                    n132 = len(l131) + 1
                    p130.append(_UV[n132] if n132 < 128 else _uv(n132))
                    for e133 in l131:
                        p130.append(_S_i.pack(e133.replica_id))
                        if e133.replica_directory_id != _ZERO_UUID:
                            raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.TargetVoters.ReplicaDirectoryId', 0)
                        p130.append(_S_q.pack(e133.log_end_offset))
                        u134 = e133._unknown_tags
                        if u134 is None:
                            p130.append(_H0)
                        else:
                            _write_tags(p130.append, None, u134)
                k129.append((1000, b''.join(p130)))
            u135 = e120._unknown_tags
            if k129 or u135 is not None:
                _write_tags(a, k129, u135)
            else:
                a(_H0)
        u136 = e114._unknown_tags
        if u136 is None:
            a(_H0)
        else:
            _write_tags(a, None, u136)
    if o.nodes:
        raise _unsupported_field('DescribeQuorumResponse', 'Nodes', 0)
    u137 = o._unknown_tags
    if u137 is None:
        a(_H0)
    else:
        _write_tags(a, None, u137)
    return b''.join(parts)


def _dec_DescribeQuorumResponse_v0(buf: _Buffer, pos: int) -> tuple[DescribeQuorumResponse, int]:
    blen = len(buf)
    o = _new(DescribeQuorumResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n138 = buf[pos] - 1
    if 0 <= n138 < 127:
        pos += 1
    else:
        n138, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics')
    l139: list[DescribeQuorumResponse.TopicData] = []
    ap140 = l139.append
    for _ in range(n138):
        t141 = _new(_C_DescribeQuorumResponse_TopicData)
        n142 = buf[pos] - 1
        if 0 <= n142 < 127:
            x143 = pos + 1 + n142
            if x143 > blen:
                raise _bad_length(n142, 'DescribeQuorumResponse.Topics.TopicName', pos)
            t141.topic_name = str(buf[pos + 1:x143], 'utf-8')
            pos = x143
        else:
            t141.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Topics.TopicName')
        n144 = buf[pos] - 1
        if 0 <= n144 < 127:
            pos += 1
        else:
            n144, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions')
        l145: list[DescribeQuorumResponse.PartitionData] = []
        ap146 = l145.append
        for _ in range(n144):
            t147 = _new(_C_DescribeQuorumResponse_PartitionData)
            t147.partition_index, t147.error_code, t147.leader_id, t147.leader_epoch, t147.high_watermark = _S_ihiiq.unpack_from(buf, pos)
            pos += 22
            n148 = buf[pos] - 1
            if 0 <= n148 < 127:
                pos += 1
            else:
                n148, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters')
            l149: list[DescribeQuorumResponse.ReplicaState] = []
            ap150 = l149.append
            for _ in range(n148):
                t151 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t151.replica_id, t151.log_end_offset = _S_iq.unpack_from(buf, pos)
                pos += 12
                t151.replica_directory_id = _ZERO_UUID
                t151.last_fetch_timestamp = -1
                t151.last_caught_up_timestamp = -1
                if buf[pos] == 0:
                    pos += 1
                    t151._unknown_tags = None
                else:
                    nt152, pos = _ruv(buf, pos)
                    if nt152 * 2 > blen - pos:
                        raise _array_too_long(nt152, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                    uk153: list[tuple[int, bytes]] | None = None
                    for _ in range(nt152):
                        tg154, pos = _ruv(buf, pos)
                        sz155, pos = _ruv(buf, pos)
                        x156 = pos + sz155
                        if x156 > blen:
                            raise _bad_length(sz155, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                        if uk153 is None:
                            uk153 = []
                        uk153.append((tg154, bytes(buf[pos:x156])))
                        pos = x156
                    t151._unknown_tags = uk153
                ap150(t151)
            t147.current_voters = l149
            n157 = buf[pos] - 1
            if 0 <= n157 < 127:
                pos += 1
            else:
                n157, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.Observers')
            l158: list[DescribeQuorumResponse.ReplicaState] = []
            ap159 = l158.append
            for _ in range(n157):
                t160 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t160.replica_id, t160.log_end_offset = _S_iq.unpack_from(buf, pos)
                pos += 12
                t160.replica_directory_id = _ZERO_UUID
                t160.last_fetch_timestamp = -1
                t160.last_caught_up_timestamp = -1
                if buf[pos] == 0:
                    pos += 1
                    t160._unknown_tags = None
                else:
                    nt161, pos = _ruv(buf, pos)
                    if nt161 * 2 > blen - pos:
                        raise _array_too_long(nt161, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                    uk162: list[tuple[int, bytes]] | None = None
                    for _ in range(nt161):
                        tg163, pos = _ruv(buf, pos)
                        sz164, pos = _ruv(buf, pos)
                        x165 = pos + sz164
                        if x165 > blen:
                            raise _bad_length(sz164, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                        if uk162 is None:
                            uk162 = []
                        uk162.append((tg163, bytes(buf[pos:x165])))
                        pos = x165
                    t160._unknown_tags = uk162
                ap159(t160)
            t147.observers = l158
            t147.error_message = ''
            t147.target_voters = None
            if buf[pos] == 0:
                pos += 1
                t147._unknown_tags = None
            else:
                nt166, pos = _ruv(buf, pos)
                if nt166 * 2 > blen - pos:
                    raise _array_too_long(nt166, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                uk167: list[tuple[int, bytes]] | None = None
                for _ in range(nt166):
                    tg168, pos = _ruv(buf, pos)
                    sz169, pos = _ruv(buf, pos)
                    x170 = pos + sz169
                    if x170 > blen:
                        raise _bad_length(sz169, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                    if tg168 == 1000:
                        n171 = buf[pos] - 1
                        if -1 <= n171 < 127:
                            pos += 1
                        else:
                            n171, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters')
                        if n171 < 0:
                            t147.target_voters = None
                        else:
                            l172: list[DescribeQuorumResponse.ReplicaState] = []
                            ap173 = l172.append
                            for _ in range(n171):
                                t174 = _new(_C_DescribeQuorumResponse_ReplicaState)
                                t174.replica_id, t174.log_end_offset = _S_iq.unpack_from(buf, pos)
                                pos += 12
                                t174.replica_directory_id = _ZERO_UUID
                                t174.last_fetch_timestamp = -1
                                t174.last_caught_up_timestamp = -1
                                if buf[pos] == 0:
                                    pos += 1
                                    t174._unknown_tags = None
                                else:
                                    nt175, pos = _ruv(buf, pos)
                                    if nt175 * 2 > blen - pos:
                                        raise _array_too_long(nt175, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                    uk176: list[tuple[int, bytes]] | None = None
                                    for _ in range(nt175):
                                        tg177, pos = _ruv(buf, pos)
                                        sz178, pos = _ruv(buf, pos)
                                        x179 = pos + sz178
                                        if x179 > blen:
                                            raise _bad_length(sz178, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                        if uk176 is None:
                                            uk176 = []
                                        uk176.append((tg177, bytes(buf[pos:x179])))
                                        pos = x179
                                    t174._unknown_tags = uk176
                                ap173(t174)
                            t147.target_voters = l172
                        if pos != x170:
                            raise _tag_size_mismatch(tg168, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters', pos)
                    else:
                        if uk167 is None:
                            uk167 = []
                        uk167.append((tg168, bytes(buf[pos:x170])))
                        pos = x170
                t147._unknown_tags = uk167
            ap146(t147)
        t141.partitions = l145
        if buf[pos] == 0:
            pos += 1
            t141._unknown_tags = None
        else:
            nt180, pos = _ruv(buf, pos)
            if nt180 * 2 > blen - pos:
                raise _array_too_long(nt180, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
            uk181: list[tuple[int, bytes]] | None = None
            for _ in range(nt180):
                tg182, pos = _ruv(buf, pos)
                sz183, pos = _ruv(buf, pos)
                x184 = pos + sz183
                if x184 > blen:
                    raise _bad_length(sz183, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
                if uk181 is None:
                    uk181 = []
                uk181.append((tg182, bytes(buf[pos:x184])))
                pos = x184
            t141._unknown_tags = uk181
        ap140(t141)
    o.topics = l139
    o.error_message = ''
    o.nodes = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt185, pos = _ruv(buf, pos)
        if nt185 * 2 > blen - pos:
            raise _array_too_long(nt185, 'DescribeQuorumResponse._tagged_fields', pos)
        uk186: list[tuple[int, bytes]] | None = None
        for _ in range(nt185):
            tg187, pos = _ruv(buf, pos)
            sz188, pos = _ruv(buf, pos)
            x189 = pos + sz188
            if x189 > blen:
                raise _bad_length(sz188, 'DescribeQuorumResponse._tagged_fields', pos)
            if uk186 is None:
                uk186 = []
            uk186.append((tg187, bytes(buf[pos:x189])))
            pos = x189
        o._unknown_tags = uk186
    return o, pos


def _enc_DescribeQuorumResponse_v1(o: DescribeQuorumResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    l190 = o.topics
    n191 = len(l190) + 1
    a(_UV[n191] if n191 < 128 else _uv(n191))
    for e192 in l190:
        s193 = e192.topic_name
        b194 = s193.encode()
        n195 = len(b194) + 1
        a(_UV[n195] if n195 < 128 else _uv(n195))
        a(b194)
        l196 = e192.partitions
        n197 = len(l196) + 1
        a(_UV[n197] if n197 < 128 else _uv(n197))
        for e198 in l196:
            a(_S_ih.pack(e198.partition_index, e198.error_code))
            a(_S_iiq.pack(e198.leader_id, e198.leader_epoch, e198.high_watermark))
            l199 = e198.current_voters
            n200 = len(l199) + 1
            a(_UV[n200] if n200 < 128 else _uv(n200))
            for e201 in l199:
                a(_S_i.pack(e201.replica_id))
                if e201.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.CurrentVoters.ReplicaDirectoryId', 1)
                a(_S_qqq.pack(e201.log_end_offset, e201.last_fetch_timestamp, e201.last_caught_up_timestamp))
                u202 = e201._unknown_tags
                if u202 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u202)
            l203 = e198.observers
            n204 = len(l203) + 1
            a(_UV[n204] if n204 < 128 else _uv(n204))
            for e205 in l203:
                a(_S_i.pack(e205.replica_id))
                if e205.replica_directory_id != _ZERO_UUID:
                    raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.Observers.ReplicaDirectoryId', 1)
                a(_S_qqq.pack(e205.log_end_offset, e205.last_fetch_timestamp, e205.last_caught_up_timestamp))
                u206 = e205._unknown_tags
                if u206 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u206)
            k207: list[tuple[int, bytes]] = []
            if e198.target_voters is not None:
                p208: list[bytes] = []
                l209 = e198.target_voters
                if l209 is None:
                    p208.append(_H0)
                else:
                    n210 = len(l209) + 1
                    p208.append(_UV[n210] if n210 < 128 else _uv(n210))
                    for e211 in l209:
                        p208.append(_S_i.pack(e211.replica_id))
                        if e211.replica_directory_id != _ZERO_UUID:
                            raise _unsupported_field('DescribeQuorumResponse', 'Topics.Partitions.TargetVoters.ReplicaDirectoryId', 1)
                        p208.append(_S_qqq.pack(e211.log_end_offset, e211.last_fetch_timestamp, e211.last_caught_up_timestamp))
                        u212 = e211._unknown_tags
                        if u212 is None:
                            p208.append(_H0)
                        else:
                            _write_tags(p208.append, None, u212)
                k207.append((1000, b''.join(p208)))
            u213 = e198._unknown_tags
            if k207 or u213 is not None:
                _write_tags(a, k207, u213)
            else:
                a(_H0)
        u214 = e192._unknown_tags
        if u214 is None:
            a(_H0)
        else:
            _write_tags(a, None, u214)
    if o.nodes:
        raise _unsupported_field('DescribeQuorumResponse', 'Nodes', 1)
    u215 = o._unknown_tags
    if u215 is None:
        a(_H0)
    else:
        _write_tags(a, None, u215)
    return b''.join(parts)


def _dec_DescribeQuorumResponse_v1(buf: _Buffer, pos: int) -> tuple[DescribeQuorumResponse, int]:
    blen = len(buf)
    o = _new(DescribeQuorumResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n216 = buf[pos] - 1
    if 0 <= n216 < 127:
        pos += 1
    else:
        n216, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics')
    l217: list[DescribeQuorumResponse.TopicData] = []
    ap218 = l217.append
    for _ in range(n216):
        t219 = _new(_C_DescribeQuorumResponse_TopicData)
        n220 = buf[pos] - 1
        if 0 <= n220 < 127:
            x221 = pos + 1 + n220
            if x221 > blen:
                raise _bad_length(n220, 'DescribeQuorumResponse.Topics.TopicName', pos)
            t219.topic_name = str(buf[pos + 1:x221], 'utf-8')
            pos = x221
        else:
            t219.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Topics.TopicName')
        n222 = buf[pos] - 1
        if 0 <= n222 < 127:
            pos += 1
        else:
            n222, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions')
        l223: list[DescribeQuorumResponse.PartitionData] = []
        ap224 = l223.append
        for _ in range(n222):
            t225 = _new(_C_DescribeQuorumResponse_PartitionData)
            t225.partition_index, t225.error_code, t225.leader_id, t225.leader_epoch, t225.high_watermark = _S_ihiiq.unpack_from(buf, pos)
            pos += 22
            n226 = buf[pos] - 1
            if 0 <= n226 < 127:
                pos += 1
            else:
                n226, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters')
            l227: list[DescribeQuorumResponse.ReplicaState] = []
            ap228 = l227.append
            for _ in range(n226):
                t229 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t229.replica_id, t229.log_end_offset, t229.last_fetch_timestamp, t229.last_caught_up_timestamp = _S_iqqq.unpack_from(buf, pos)
                pos += 28
                t229.replica_directory_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t229._unknown_tags = None
                else:
                    nt230, pos = _ruv(buf, pos)
                    if nt230 * 2 > blen - pos:
                        raise _array_too_long(nt230, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                    uk231: list[tuple[int, bytes]] | None = None
                    for _ in range(nt230):
                        tg232, pos = _ruv(buf, pos)
                        sz233, pos = _ruv(buf, pos)
                        x234 = pos + sz233
                        if x234 > blen:
                            raise _bad_length(sz233, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                        if uk231 is None:
                            uk231 = []
                        uk231.append((tg232, bytes(buf[pos:x234])))
                        pos = x234
                    t229._unknown_tags = uk231
                ap228(t229)
            t225.current_voters = l227
            n235 = buf[pos] - 1
            if 0 <= n235 < 127:
                pos += 1
            else:
                n235, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.Observers')
            l236: list[DescribeQuorumResponse.ReplicaState] = []
            ap237 = l236.append
            for _ in range(n235):
                t238 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t238.replica_id, t238.log_end_offset, t238.last_fetch_timestamp, t238.last_caught_up_timestamp = _S_iqqq.unpack_from(buf, pos)
                pos += 28
                t238.replica_directory_id = _ZERO_UUID
                if buf[pos] == 0:
                    pos += 1
                    t238._unknown_tags = None
                else:
                    nt239, pos = _ruv(buf, pos)
                    if nt239 * 2 > blen - pos:
                        raise _array_too_long(nt239, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                    uk240: list[tuple[int, bytes]] | None = None
                    for _ in range(nt239):
                        tg241, pos = _ruv(buf, pos)
                        sz242, pos = _ruv(buf, pos)
                        x243 = pos + sz242
                        if x243 > blen:
                            raise _bad_length(sz242, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                        if uk240 is None:
                            uk240 = []
                        uk240.append((tg241, bytes(buf[pos:x243])))
                        pos = x243
                    t238._unknown_tags = uk240
                ap237(t238)
            t225.observers = l236
            t225.error_message = ''
            t225.target_voters = None
            if buf[pos] == 0:
                pos += 1
                t225._unknown_tags = None
            else:
                nt244, pos = _ruv(buf, pos)
                if nt244 * 2 > blen - pos:
                    raise _array_too_long(nt244, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                uk245: list[tuple[int, bytes]] | None = None
                for _ in range(nt244):
                    tg246, pos = _ruv(buf, pos)
                    sz247, pos = _ruv(buf, pos)
                    x248 = pos + sz247
                    if x248 > blen:
                        raise _bad_length(sz247, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                    if tg246 == 1000:
                        n249 = buf[pos] - 1
                        if -1 <= n249 < 127:
                            pos += 1
                        else:
                            n249, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters')
                        if n249 < 0:
                            t225.target_voters = None
                        else:
                            l250: list[DescribeQuorumResponse.ReplicaState] = []
                            ap251 = l250.append
                            for _ in range(n249):
                                t252 = _new(_C_DescribeQuorumResponse_ReplicaState)
                                t252.replica_id, t252.log_end_offset, t252.last_fetch_timestamp, t252.last_caught_up_timestamp = _S_iqqq.unpack_from(buf, pos)
                                pos += 28
                                t252.replica_directory_id = _ZERO_UUID
                                if buf[pos] == 0:
                                    pos += 1
                                    t252._unknown_tags = None
                                else:
                                    nt253, pos = _ruv(buf, pos)
                                    if nt253 * 2 > blen - pos:
                                        raise _array_too_long(nt253, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                    uk254: list[tuple[int, bytes]] | None = None
                                    for _ in range(nt253):
                                        tg255, pos = _ruv(buf, pos)
                                        sz256, pos = _ruv(buf, pos)
                                        x257 = pos + sz256
                                        if x257 > blen:
                                            raise _bad_length(sz256, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                        if uk254 is None:
                                            uk254 = []
                                        uk254.append((tg255, bytes(buf[pos:x257])))
                                        pos = x257
                                    t252._unknown_tags = uk254
                                ap251(t252)
                            t225.target_voters = l250
                        if pos != x248:
                            raise _tag_size_mismatch(tg246, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters', pos)
                    else:
                        if uk245 is None:
                            uk245 = []
                        uk245.append((tg246, bytes(buf[pos:x248])))
                        pos = x248
                t225._unknown_tags = uk245
            ap224(t225)
        t219.partitions = l223
        if buf[pos] == 0:
            pos += 1
            t219._unknown_tags = None
        else:
            nt258, pos = _ruv(buf, pos)
            if nt258 * 2 > blen - pos:
                raise _array_too_long(nt258, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
            uk259: list[tuple[int, bytes]] | None = None
            for _ in range(nt258):
                tg260, pos = _ruv(buf, pos)
                sz261, pos = _ruv(buf, pos)
                x262 = pos + sz261
                if x262 > blen:
                    raise _bad_length(sz261, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
                if uk259 is None:
                    uk259 = []
                uk259.append((tg260, bytes(buf[pos:x262])))
                pos = x262
            t219._unknown_tags = uk259
        ap218(t219)
    o.topics = l217
    o.error_message = ''
    o.nodes = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt263, pos = _ruv(buf, pos)
        if nt263 * 2 > blen - pos:
            raise _array_too_long(nt263, 'DescribeQuorumResponse._tagged_fields', pos)
        uk264: list[tuple[int, bytes]] | None = None
        for _ in range(nt263):
            tg265, pos = _ruv(buf, pos)
            sz266, pos = _ruv(buf, pos)
            x267 = pos + sz266
            if x267 > blen:
                raise _bad_length(sz266, 'DescribeQuorumResponse._tagged_fields', pos)
            if uk264 is None:
                uk264 = []
            uk264.append((tg265, bytes(buf[pos:x267])))
            pos = x267
        o._unknown_tags = uk264
    return o, pos


def _enc_DescribeQuorumResponse_v2(o: DescribeQuorumResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.error_code))
    s268 = o.error_message
    if s268 is None:
        a(_H0)
    else:
        b269 = s268.encode()
        n270 = len(b269) + 1
        a(_UV[n270] if n270 < 128 else _uv(n270))
        a(b269)
    l271 = o.topics
    n272 = len(l271) + 1
    a(_UV[n272] if n272 < 128 else _uv(n272))
    for e273 in l271:
        s274 = e273.topic_name
        b275 = s274.encode()
        n276 = len(b275) + 1
        a(_UV[n276] if n276 < 128 else _uv(n276))
        a(b275)
        l277 = e273.partitions
        n278 = len(l277) + 1
        a(_UV[n278] if n278 < 128 else _uv(n278))
        for e279 in l277:
            a(_S_ih.pack(e279.partition_index, e279.error_code))
            s280 = e279.error_message
            if s280 is None:
                a(_H0)
            else:
                b281 = s280.encode()
                n282 = len(b281) + 1
                a(_UV[n282] if n282 < 128 else _uv(n282))
                a(b281)
            a(_S_iiq.pack(e279.leader_id, e279.leader_epoch, e279.high_watermark))
            l283 = e279.current_voters
            n284 = len(l283) + 1
            a(_UV[n284] if n284 < 128 else _uv(n284))
            for e285 in l283:
                a(_S_iUqqq.pack(e285.replica_id, e285.replica_directory_id.bytes, e285.log_end_offset, e285.last_fetch_timestamp, e285.last_caught_up_timestamp))
                u286 = e285._unknown_tags
                if u286 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u286)
            l287 = e279.observers
            n288 = len(l287) + 1
            a(_UV[n288] if n288 < 128 else _uv(n288))
            for e289 in l287:
                a(_S_iUqqq.pack(e289.replica_id, e289.replica_directory_id.bytes, e289.log_end_offset, e289.last_fetch_timestamp, e289.last_caught_up_timestamp))
                u290 = e289._unknown_tags
                if u290 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u290)
            k291: list[tuple[int, bytes]] = []
            if e279.target_voters is not None:
                p292: list[bytes] = []
                l293 = e279.target_voters
                if l293 is None:
                    p292.append(_H0)
                else:
                    n294 = len(l293) + 1
                    p292.append(_UV[n294] if n294 < 128 else _uv(n294))
                    for e295 in l293:
                        p292.append(_S_iUqqq.pack(e295.replica_id, e295.replica_directory_id.bytes, e295.log_end_offset, e295.last_fetch_timestamp, e295.last_caught_up_timestamp))
                        u296 = e295._unknown_tags
                        if u296 is None:
                            p292.append(_H0)
                        else:
                            _write_tags(p292.append, None, u296)
                k291.append((1000, b''.join(p292)))
            u297 = e279._unknown_tags
            if k291 or u297 is not None:
                _write_tags(a, k291, u297)
            else:
                a(_H0)
        u298 = e273._unknown_tags
        if u298 is None:
            a(_H0)
        else:
            _write_tags(a, None, u298)
    l299 = o.nodes
    n300 = len(l299) + 1
    a(_UV[n300] if n300 < 128 else _uv(n300))
    for e301 in l299:
        a(_S_i.pack(e301.node_id))
        l302 = e301.listeners
        n303 = len(l302) + 1
        a(_UV[n303] if n303 < 128 else _uv(n303))
        for e304 in l302:
            s305 = e304.name
            b306 = s305.encode()
            n307 = len(b306) + 1
            a(_UV[n307] if n307 < 128 else _uv(n307))
            a(b306)
            s308 = e304.host
            b309 = s308.encode()
            n310 = len(b309) + 1
            a(_UV[n310] if n310 < 128 else _uv(n310))
            a(b309)
            a(_S_H.pack(e304.port))
            u311 = e304._unknown_tags
            if u311 is None:
                a(_H0)
            else:
                _write_tags(a, None, u311)
        u312 = e301._unknown_tags
        if u312 is None:
            a(_H0)
        else:
            _write_tags(a, None, u312)
    u313 = o._unknown_tags
    if u313 is None:
        a(_H0)
    else:
        _write_tags(a, None, u313)
    return b''.join(parts)


def _dec_DescribeQuorumResponse_v2(buf: _Buffer, pos: int) -> tuple[DescribeQuorumResponse, int]:
    blen = len(buf)
    o = _new(DescribeQuorumResponse)
    o.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    n314 = buf[pos] - 1
    if 0 <= n314 < 127:
        x315 = pos + 1 + n314
        if x315 > blen:
            raise _bad_length(n314, 'DescribeQuorumResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x315], 'utf-8')
        pos = x315
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'DescribeQuorumResponse.ErrorMessage')
    n316 = buf[pos] - 1
    if 0 <= n316 < 127:
        pos += 1
    else:
        n316, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics')
    l317: list[DescribeQuorumResponse.TopicData] = []
    ap318 = l317.append
    for _ in range(n316):
        t319 = _new(_C_DescribeQuorumResponse_TopicData)
        n320 = buf[pos] - 1
        if 0 <= n320 < 127:
            x321 = pos + 1 + n320
            if x321 > blen:
                raise _bad_length(n320, 'DescribeQuorumResponse.Topics.TopicName', pos)
            t319.topic_name = str(buf[pos + 1:x321], 'utf-8')
            pos = x321
        else:
            t319.topic_name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Topics.TopicName')
        n322 = buf[pos] - 1
        if 0 <= n322 < 127:
            pos += 1
        else:
            n322, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions')
        l323: list[DescribeQuorumResponse.PartitionData] = []
        ap324 = l323.append
        for _ in range(n322):
            t325 = _new(_C_DescribeQuorumResponse_PartitionData)
            t325.partition_index, t325.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            n326 = buf[pos] - 1
            if 0 <= n326 < 127:
                x327 = pos + 1 + n326
                if x327 > blen:
                    raise _bad_length(n326, 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage', pos)
                t325.error_message = str(buf[pos + 1:x327], 'utf-8')
                pos = x327
            else:
                t325.error_message, pos = _read_string(buf, pos, True, True, 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage')
            t325.leader_id, t325.leader_epoch, t325.high_watermark = _S_iiq.unpack_from(buf, pos)
            pos += 16
            n328 = buf[pos] - 1
            if 0 <= n328 < 127:
                pos += 1
            else:
                n328, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters')
            l329: list[DescribeQuorumResponse.ReplicaState] = []
            ap330 = l329.append
            for _ in range(n328):
                t331 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t331.replica_id, u332, t331.log_end_offset, t331.last_fetch_timestamp, t331.last_caught_up_timestamp = _S_iUqqq.unpack_from(buf, pos)
                pos += 44
                t331.replica_directory_id = _uuid_from(u332)
                if buf[pos] == 0:
                    pos += 1
                    t331._unknown_tags = None
                else:
                    nt333, pos = _ruv(buf, pos)
                    if nt333 * 2 > blen - pos:
                        raise _array_too_long(nt333, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                    uk334: list[tuple[int, bytes]] | None = None
                    for _ in range(nt333):
                        tg335, pos = _ruv(buf, pos)
                        sz336, pos = _ruv(buf, pos)
                        x337 = pos + sz336
                        if x337 > blen:
                            raise _bad_length(sz336, 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields', pos)
                        if uk334 is None:
                            uk334 = []
                        uk334.append((tg335, bytes(buf[pos:x337])))
                        pos = x337
                    t331._unknown_tags = uk334
                ap330(t331)
            t325.current_voters = l329
            n338 = buf[pos] - 1
            if 0 <= n338 < 127:
                pos += 1
            else:
                n338, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Topics.Partitions.Observers')
            l339: list[DescribeQuorumResponse.ReplicaState] = []
            ap340 = l339.append
            for _ in range(n338):
                t341 = _new(_C_DescribeQuorumResponse_ReplicaState)
                t341.replica_id, u342, t341.log_end_offset, t341.last_fetch_timestamp, t341.last_caught_up_timestamp = _S_iUqqq.unpack_from(buf, pos)
                pos += 44
                t341.replica_directory_id = _uuid_from(u342)
                if buf[pos] == 0:
                    pos += 1
                    t341._unknown_tags = None
                else:
                    nt343, pos = _ruv(buf, pos)
                    if nt343 * 2 > blen - pos:
                        raise _array_too_long(nt343, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                    uk344: list[tuple[int, bytes]] | None = None
                    for _ in range(nt343):
                        tg345, pos = _ruv(buf, pos)
                        sz346, pos = _ruv(buf, pos)
                        x347 = pos + sz346
                        if x347 > blen:
                            raise _bad_length(sz346, 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields', pos)
                        if uk344 is None:
                            uk344 = []
                        uk344.append((tg345, bytes(buf[pos:x347])))
                        pos = x347
                    t341._unknown_tags = uk344
                ap340(t341)
            t325.observers = l339
            t325.target_voters = None
            if buf[pos] == 0:
                pos += 1
                t325._unknown_tags = None
            else:
                nt348, pos = _ruv(buf, pos)
                if nt348 * 2 > blen - pos:
                    raise _array_too_long(nt348, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                uk349: list[tuple[int, bytes]] | None = None
                for _ in range(nt348):
                    tg350, pos = _ruv(buf, pos)
                    sz351, pos = _ruv(buf, pos)
                    x352 = pos + sz351
                    if x352 > blen:
                        raise _bad_length(sz351, 'DescribeQuorumResponse.Topics.Partitions._tagged_fields', pos)
                    if tg350 == 1000:
                        n353 = buf[pos] - 1
                        if -1 <= n353 < 127:
                            pos += 1
                        else:
                            n353, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters')
                        if n353 < 0:
                            t325.target_voters = None
                        else:
                            l354: list[DescribeQuorumResponse.ReplicaState] = []
                            ap355 = l354.append
                            for _ in range(n353):
                                t356 = _new(_C_DescribeQuorumResponse_ReplicaState)
                                t356.replica_id, u357, t356.log_end_offset, t356.last_fetch_timestamp, t356.last_caught_up_timestamp = _S_iUqqq.unpack_from(buf, pos)
                                pos += 44
                                t356.replica_directory_id = _uuid_from(u357)
                                if buf[pos] == 0:
                                    pos += 1
                                    t356._unknown_tags = None
                                else:
                                    nt358, pos = _ruv(buf, pos)
                                    if nt358 * 2 > blen - pos:
                                        raise _array_too_long(nt358, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                    uk359: list[tuple[int, bytes]] | None = None
                                    for _ in range(nt358):
                                        tg360, pos = _ruv(buf, pos)
                                        sz361, pos = _ruv(buf, pos)
                                        x362 = pos + sz361
                                        if x362 > blen:
                                            raise _bad_length(sz361, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields', pos)
                                        if uk359 is None:
                                            uk359 = []
                                        uk359.append((tg360, bytes(buf[pos:x362])))
                                        pos = x362
                                    t356._unknown_tags = uk359
                                ap355(t356)
                            t325.target_voters = l354
                        if pos != x352:
                            raise _tag_size_mismatch(tg350, 'DescribeQuorumResponse.Topics.Partitions.TargetVoters', pos)
                    else:
                        if uk349 is None:
                            uk349 = []
                        uk349.append((tg350, bytes(buf[pos:x352])))
                        pos = x352
                t325._unknown_tags = uk349
            ap324(t325)
        t319.partitions = l323
        if buf[pos] == 0:
            pos += 1
            t319._unknown_tags = None
        else:
            nt363, pos = _ruv(buf, pos)
            if nt363 * 2 > blen - pos:
                raise _array_too_long(nt363, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
            uk364: list[tuple[int, bytes]] | None = None
            for _ in range(nt363):
                tg365, pos = _ruv(buf, pos)
                sz366, pos = _ruv(buf, pos)
                x367 = pos + sz366
                if x367 > blen:
                    raise _bad_length(sz366, 'DescribeQuorumResponse.Topics._tagged_fields', pos)
                if uk364 is None:
                    uk364 = []
                uk364.append((tg365, bytes(buf[pos:x367])))
                pos = x367
            t319._unknown_tags = uk364
        ap318(t319)
    o.topics = l317
    n368 = buf[pos] - 1
    if 0 <= n368 < 127:
        pos += 1
    else:
        n368, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Nodes')
    l369: list[DescribeQuorumResponse.Node] = []
    ap370 = l369.append
    for _ in range(n368):
        t371 = _new(_C_DescribeQuorumResponse_Node)
        t371.node_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        n372 = buf[pos] - 1
        if 0 <= n372 < 127:
            pos += 1
        else:
            n372, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeQuorumResponse.Nodes.Listeners')
        l373: list[DescribeQuorumResponse.Listener] = []
        ap374 = l373.append
        for _ in range(n372):
            t375 = _new(_C_DescribeQuorumResponse_Listener)
            n376 = buf[pos] - 1
            if 0 <= n376 < 127:
                x377 = pos + 1 + n376
                if x377 > blen:
                    raise _bad_length(n376, 'DescribeQuorumResponse.Nodes.Listeners.Name', pos)
                t375.name = str(buf[pos + 1:x377], 'utf-8')
                pos = x377
            else:
                t375.name, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Nodes.Listeners.Name')
            n378 = buf[pos] - 1
            if 0 <= n378 < 127:
                x379 = pos + 1 + n378
                if x379 > blen:
                    raise _bad_length(n378, 'DescribeQuorumResponse.Nodes.Listeners.Host', pos)
                t375.host = str(buf[pos + 1:x379], 'utf-8')
                pos = x379
            else:
                t375.host, pos = _read_string(buf, pos, True, False, 'DescribeQuorumResponse.Nodes.Listeners.Host')
            t375.port, = _S_H.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t375._unknown_tags = None
            else:
                nt380, pos = _ruv(buf, pos)
                if nt380 * 2 > blen - pos:
                    raise _array_too_long(nt380, 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields', pos)
                uk381: list[tuple[int, bytes]] | None = None
                for _ in range(nt380):
                    tg382, pos = _ruv(buf, pos)
                    sz383, pos = _ruv(buf, pos)
                    x384 = pos + sz383
                    if x384 > blen:
                        raise _bad_length(sz383, 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields', pos)
                    if uk381 is None:
                        uk381 = []
                    uk381.append((tg382, bytes(buf[pos:x384])))
                    pos = x384
                t375._unknown_tags = uk381
            ap374(t375)
        t371.listeners = l373
        if buf[pos] == 0:
            pos += 1
            t371._unknown_tags = None
        else:
            nt385, pos = _ruv(buf, pos)
            if nt385 * 2 > blen - pos:
                raise _array_too_long(nt385, 'DescribeQuorumResponse.Nodes._tagged_fields', pos)
            uk386: list[tuple[int, bytes]] | None = None
            for _ in range(nt385):
                tg387, pos = _ruv(buf, pos)
                sz388, pos = _ruv(buf, pos)
                x389 = pos + sz388
                if x389 > blen:
                    raise _bad_length(sz388, 'DescribeQuorumResponse.Nodes._tagged_fields', pos)
                if uk386 is None:
                    uk386 = []
                uk386.append((tg387, bytes(buf[pos:x389])))
                pos = x389
            t371._unknown_tags = uk386
        ap370(t371)
    o.nodes = l369
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt390, pos = _ruv(buf, pos)
        if nt390 * 2 > blen - pos:
            raise _array_too_long(nt390, 'DescribeQuorumResponse._tagged_fields', pos)
        uk391: list[tuple[int, bytes]] | None = None
        for _ in range(nt390):
            tg392, pos = _ruv(buf, pos)
            sz393, pos = _ruv(buf, pos)
            x394 = pos + sz393
            if x394 > blen:
                raise _bad_length(sz393, 'DescribeQuorumResponse._tagged_fields', pos)
            if uk391 is None:
                uk391 = []
            uk391.append((tg392, bytes(buf[pos:x394])))
            pos = x394
        o._unknown_tags = uk391
    return o, pos


DescribeQuorumResponse._ENC = {0: _enc_DescribeQuorumResponse_v0, 1: _enc_DescribeQuorumResponse_v1, 2: _enc_DescribeQuorumResponse_v2}
DescribeQuorumResponse._DEC = {0: _dec_DescribeQuorumResponse_v0, 1: _dec_DescribeQuorumResponse_v1, 2: _dec_DescribeQuorumResponse_v2}


_LINES = {
    169: 'DescribeQuorumRequest.Topics',
    170: 'DescribeQuorumRequest.Topics',
    171: 'DescribeQuorumRequest.Topics',
    172: 'DescribeQuorumRequest.Topics',
    173: 'DescribeQuorumRequest.Topics.TopicName',
    174: 'DescribeQuorumRequest.Topics.TopicName',
    175: 'DescribeQuorumRequest.Topics.TopicName',
    176: 'DescribeQuorumRequest.Topics.TopicName',
    177: 'DescribeQuorumRequest.Topics.TopicName',
    178: 'DescribeQuorumRequest.Topics.Partitions',
    179: 'DescribeQuorumRequest.Topics.Partitions',
    180: 'DescribeQuorumRequest.Topics.Partitions',
    181: 'DescribeQuorumRequest.Topics.Partitions',
    182: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    183: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    184: 'DescribeQuorumRequest.Topics.Partitions',
    187: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    188: 'DescribeQuorumRequest.Topics._unknown_tags',
    189: 'DescribeQuorumRequest.Topics',
    192: 'DescribeQuorumRequest.Topics._unknown_tags',
    193: 'DescribeQuorumRequest._unknown_tags',
    194: 'DescribeQuorumRequest',
    197: 'DescribeQuorumRequest._unknown_tags',
    204: 'DescribeQuorumRequest.Topics',
    208: 'DescribeQuorumRequest.Topics',
    213: 'DescribeQuorumRequest.Topics.TopicName',
    218: 'DescribeQuorumRequest.Topics.TopicName',
    221: 'DescribeQuorumRequest.Topics.TopicName',
    222: 'DescribeQuorumRequest.Topics.Partitions',
    226: 'DescribeQuorumRequest.Topics.Partitions',
    231: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    233: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    237: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    242: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    243: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    254: 'DescribeQuorumRequest.Topics._tagged_fields',
    258: 'DescribeQuorumRequest.Topics._tagged_fields',
    263: 'DescribeQuorumRequest.Topics._tagged_fields',
    264: 'DescribeQuorumRequest.Topics._tagged_fields',
    275: 'DescribeQuorumRequest._tagged_fields',
    279: 'DescribeQuorumRequest._tagged_fields',
    284: 'DescribeQuorumRequest._tagged_fields',
    285: 'DescribeQuorumRequest._tagged_fields',
    300: 'DescribeQuorumRequest.Topics',
    301: 'DescribeQuorumRequest.Topics',
    302: 'DescribeQuorumRequest.Topics',
    303: 'DescribeQuorumRequest.Topics',
    304: 'DescribeQuorumRequest.Topics.TopicName',
    305: 'DescribeQuorumRequest.Topics.TopicName',
    306: 'DescribeQuorumRequest.Topics.TopicName',
    307: 'DescribeQuorumRequest.Topics.TopicName',
    308: 'DescribeQuorumRequest.Topics.TopicName',
    309: 'DescribeQuorumRequest.Topics.Partitions',
    310: 'DescribeQuorumRequest.Topics.Partitions',
    311: 'DescribeQuorumRequest.Topics.Partitions',
    312: 'DescribeQuorumRequest.Topics.Partitions',
    313: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    314: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    315: 'DescribeQuorumRequest.Topics.Partitions',
    318: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    319: 'DescribeQuorumRequest.Topics._unknown_tags',
    320: 'DescribeQuorumRequest.Topics',
    323: 'DescribeQuorumRequest.Topics._unknown_tags',
    324: 'DescribeQuorumRequest._unknown_tags',
    325: 'DescribeQuorumRequest',
    328: 'DescribeQuorumRequest._unknown_tags',
    335: 'DescribeQuorumRequest.Topics',
    339: 'DescribeQuorumRequest.Topics',
    344: 'DescribeQuorumRequest.Topics.TopicName',
    349: 'DescribeQuorumRequest.Topics.TopicName',
    352: 'DescribeQuorumRequest.Topics.TopicName',
    353: 'DescribeQuorumRequest.Topics.Partitions',
    357: 'DescribeQuorumRequest.Topics.Partitions',
    362: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    364: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    368: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    373: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    374: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    385: 'DescribeQuorumRequest.Topics._tagged_fields',
    389: 'DescribeQuorumRequest.Topics._tagged_fields',
    394: 'DescribeQuorumRequest.Topics._tagged_fields',
    395: 'DescribeQuorumRequest.Topics._tagged_fields',
    406: 'DescribeQuorumRequest._tagged_fields',
    410: 'DescribeQuorumRequest._tagged_fields',
    415: 'DescribeQuorumRequest._tagged_fields',
    416: 'DescribeQuorumRequest._tagged_fields',
    431: 'DescribeQuorumRequest.Topics',
    432: 'DescribeQuorumRequest.Topics',
    433: 'DescribeQuorumRequest.Topics',
    434: 'DescribeQuorumRequest.Topics',
    435: 'DescribeQuorumRequest.Topics.TopicName',
    436: 'DescribeQuorumRequest.Topics.TopicName',
    437: 'DescribeQuorumRequest.Topics.TopicName',
    438: 'DescribeQuorumRequest.Topics.TopicName',
    439: 'DescribeQuorumRequest.Topics.TopicName',
    440: 'DescribeQuorumRequest.Topics.Partitions',
    441: 'DescribeQuorumRequest.Topics.Partitions',
    442: 'DescribeQuorumRequest.Topics.Partitions',
    443: 'DescribeQuorumRequest.Topics.Partitions',
    444: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    445: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    446: 'DescribeQuorumRequest.Topics.Partitions',
    449: 'DescribeQuorumRequest.Topics.Partitions._unknown_tags',
    450: 'DescribeQuorumRequest.Topics._unknown_tags',
    451: 'DescribeQuorumRequest.Topics',
    454: 'DescribeQuorumRequest.Topics._unknown_tags',
    455: 'DescribeQuorumRequest._unknown_tags',
    456: 'DescribeQuorumRequest',
    459: 'DescribeQuorumRequest._unknown_tags',
    466: 'DescribeQuorumRequest.Topics',
    470: 'DescribeQuorumRequest.Topics',
    475: 'DescribeQuorumRequest.Topics.TopicName',
    480: 'DescribeQuorumRequest.Topics.TopicName',
    483: 'DescribeQuorumRequest.Topics.TopicName',
    484: 'DescribeQuorumRequest.Topics.Partitions',
    488: 'DescribeQuorumRequest.Topics.Partitions',
    493: 'DescribeQuorumRequest.Topics.Partitions.PartitionIndex',
    495: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    499: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    504: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    505: 'DescribeQuorumRequest.Topics.Partitions._tagged_fields',
    516: 'DescribeQuorumRequest.Topics._tagged_fields',
    520: 'DescribeQuorumRequest.Topics._tagged_fields',
    525: 'DescribeQuorumRequest.Topics._tagged_fields',
    526: 'DescribeQuorumRequest.Topics._tagged_fields',
    537: 'DescribeQuorumRequest._tagged_fields',
    541: 'DescribeQuorumRequest._tagged_fields',
    546: 'DescribeQuorumRequest._tagged_fields',
    547: 'DescribeQuorumRequest._tagged_fields',
    922: 'DescribeQuorumResponse.ErrorCode',
    923: 'DescribeQuorumResponse.Topics',
    924: 'DescribeQuorumResponse.Topics',
    925: 'DescribeQuorumResponse.Topics',
    926: 'DescribeQuorumResponse.Topics',
    927: 'DescribeQuorumResponse.Topics.TopicName',
    928: 'DescribeQuorumResponse.Topics.TopicName',
    929: 'DescribeQuorumResponse.Topics.TopicName',
    930: 'DescribeQuorumResponse.Topics.TopicName',
    931: 'DescribeQuorumResponse.Topics.TopicName',
    932: 'DescribeQuorumResponse.Topics.Partitions',
    933: 'DescribeQuorumResponse.Topics.Partitions',
    934: 'DescribeQuorumResponse.Topics.Partitions',
    935: 'DescribeQuorumResponse.Topics.Partitions',
    936: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    937: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    938: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    939: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    940: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    941: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    942: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId',
    943: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaDirectoryId',
    945: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.LogEndOffset',
    946: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    947: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    950: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    951: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    952: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    953: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    954: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    955: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId',
    956: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaDirectoryId',
    958: 'DescribeQuorumResponse.Topics.Partitions.Observers.LogEndOffset',
    959: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    960: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    963: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    964: 'DescribeQuorumResponse.Topics.Partitions',
    965: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    966: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    967: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    968: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    969: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    970: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    971: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    972: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    973: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    974: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId',
    975: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaDirectoryId',
    977: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.LogEndOffset',
    978: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    979: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    982: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    983: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    984: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    986: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    989: 'DescribeQuorumResponse.Topics._unknown_tags',
    990: 'DescribeQuorumResponse.Topics',
    993: 'DescribeQuorumResponse.Topics._unknown_tags',
    994: 'DescribeQuorumResponse.Nodes',
    996: 'DescribeQuorumResponse._unknown_tags',
    997: 'DescribeQuorumResponse',
    1000: 'DescribeQuorumResponse._unknown_tags',
    1007: 'DescribeQuorumResponse.ErrorCode',
    1009: 'DescribeQuorumResponse.Topics',
    1013: 'DescribeQuorumResponse.Topics',
    1018: 'DescribeQuorumResponse.Topics.TopicName',
    1023: 'DescribeQuorumResponse.Topics.TopicName',
    1026: 'DescribeQuorumResponse.Topics.TopicName',
    1027: 'DescribeQuorumResponse.Topics.Partitions',
    1031: 'DescribeQuorumResponse.Topics.Partitions',
    1036: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,HighWatermark',
    1038: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1042: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1047: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,LogEndOffset',
    1052: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1056: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1061: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1062: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1073: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1077: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1082: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,LogEndOffset',
    1087: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1091: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1096: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1097: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1110: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1114: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1119: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1120: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1125: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1129: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1137: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,LogEndOffset',
    1142: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1146: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1151: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1152: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1173: 'DescribeQuorumResponse.Topics._tagged_fields',
    1177: 'DescribeQuorumResponse.Topics._tagged_fields',
    1182: 'DescribeQuorumResponse.Topics._tagged_fields',
    1183: 'DescribeQuorumResponse.Topics._tagged_fields',
    1196: 'DescribeQuorumResponse._tagged_fields',
    1200: 'DescribeQuorumResponse._tagged_fields',
    1205: 'DescribeQuorumResponse._tagged_fields',
    1206: 'DescribeQuorumResponse._tagged_fields',
    1221: 'DescribeQuorumResponse.ErrorCode',
    1222: 'DescribeQuorumResponse.Topics',
    1223: 'DescribeQuorumResponse.Topics',
    1224: 'DescribeQuorumResponse.Topics',
    1225: 'DescribeQuorumResponse.Topics',
    1226: 'DescribeQuorumResponse.Topics.TopicName',
    1227: 'DescribeQuorumResponse.Topics.TopicName',
    1228: 'DescribeQuorumResponse.Topics.TopicName',
    1229: 'DescribeQuorumResponse.Topics.TopicName',
    1230: 'DescribeQuorumResponse.Topics.TopicName',
    1231: 'DescribeQuorumResponse.Topics.Partitions',
    1232: 'DescribeQuorumResponse.Topics.Partitions',
    1233: 'DescribeQuorumResponse.Topics.Partitions',
    1234: 'DescribeQuorumResponse.Topics.Partitions',
    1235: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1236: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    1237: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1238: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1239: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1240: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1241: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId',
    1242: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaDirectoryId',
    1244: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1245: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    1246: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1249: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    1250: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1251: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1252: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1253: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1254: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId',
    1255: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaDirectoryId',
    1257: 'DescribeQuorumResponse.Topics.Partitions.Observers.LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1258: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    1259: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1262: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    1263: 'DescribeQuorumResponse.Topics.Partitions',
    1264: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1265: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1266: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1267: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1268: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1269: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1270: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1271: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1272: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1273: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId',
    1274: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaDirectoryId',
    1276: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1277: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    1278: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1281: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    1282: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1283: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    1285: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    1288: 'DescribeQuorumResponse.Topics._unknown_tags',
    1289: 'DescribeQuorumResponse.Topics',
    1292: 'DescribeQuorumResponse.Topics._unknown_tags',
    1293: 'DescribeQuorumResponse.Nodes',
    1295: 'DescribeQuorumResponse._unknown_tags',
    1296: 'DescribeQuorumResponse',
    1299: 'DescribeQuorumResponse._unknown_tags',
    1306: 'DescribeQuorumResponse.ErrorCode',
    1308: 'DescribeQuorumResponse.Topics',
    1312: 'DescribeQuorumResponse.Topics',
    1317: 'DescribeQuorumResponse.Topics.TopicName',
    1322: 'DescribeQuorumResponse.Topics.TopicName',
    1325: 'DescribeQuorumResponse.Topics.TopicName',
    1326: 'DescribeQuorumResponse.Topics.Partitions',
    1330: 'DescribeQuorumResponse.Topics.Partitions',
    1335: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch,HighWatermark',
    1337: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1341: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1346: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1349: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1353: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1358: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1359: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1370: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1374: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1379: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1382: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1386: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1391: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1392: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1405: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1409: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1414: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1415: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1420: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1424: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1432: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1435: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1439: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1444: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1445: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1466: 'DescribeQuorumResponse.Topics._tagged_fields',
    1470: 'DescribeQuorumResponse.Topics._tagged_fields',
    1475: 'DescribeQuorumResponse.Topics._tagged_fields',
    1476: 'DescribeQuorumResponse.Topics._tagged_fields',
    1489: 'DescribeQuorumResponse._tagged_fields',
    1493: 'DescribeQuorumResponse._tagged_fields',
    1498: 'DescribeQuorumResponse._tagged_fields',
    1499: 'DescribeQuorumResponse._tagged_fields',
    1514: 'DescribeQuorumResponse.ErrorCode',
    1515: 'DescribeQuorumResponse.ErrorMessage',
    1516: 'DescribeQuorumResponse.ErrorMessage',
    1517: 'DescribeQuorumResponse.ErrorMessage',
    1518: 'DescribeQuorumResponse.ErrorMessage',
    1519: 'DescribeQuorumResponse.ErrorMessage',
    1520: 'DescribeQuorumResponse.ErrorMessage',
    1521: 'DescribeQuorumResponse.ErrorMessage',
    1522: 'DescribeQuorumResponse.ErrorMessage',
    1523: 'DescribeQuorumResponse.Topics',
    1524: 'DescribeQuorumResponse.Topics',
    1525: 'DescribeQuorumResponse.Topics',
    1526: 'DescribeQuorumResponse.Topics',
    1527: 'DescribeQuorumResponse.Topics.TopicName',
    1528: 'DescribeQuorumResponse.Topics.TopicName',
    1529: 'DescribeQuorumResponse.Topics.TopicName',
    1530: 'DescribeQuorumResponse.Topics.TopicName',
    1531: 'DescribeQuorumResponse.Topics.TopicName',
    1532: 'DescribeQuorumResponse.Topics.Partitions',
    1533: 'DescribeQuorumResponse.Topics.Partitions',
    1534: 'DescribeQuorumResponse.Topics.Partitions',
    1535: 'DescribeQuorumResponse.Topics.Partitions',
    1536: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1537: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1538: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1539: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1540: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1541: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1542: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1543: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1544: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1545: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    1546: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1547: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1548: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1549: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1550: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1551: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    1552: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1555: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._unknown_tags',
    1556: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1557: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1558: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1559: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1560: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1561: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    1562: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1565: 'DescribeQuorumResponse.Topics.Partitions.Observers._unknown_tags',
    1566: 'DescribeQuorumResponse.Topics.Partitions',
    1567: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1568: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1569: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1570: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1571: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1572: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1573: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1574: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1575: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1576: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1577: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    1578: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1581: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._unknown_tags',
    1582: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1583: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    1585: 'DescribeQuorumResponse.Topics.Partitions._unknown_tags',
    1588: 'DescribeQuorumResponse.Topics._unknown_tags',
    1589: 'DescribeQuorumResponse.Topics',
    1592: 'DescribeQuorumResponse.Topics._unknown_tags',
    1593: 'DescribeQuorumResponse.Nodes',
    1594: 'DescribeQuorumResponse.Nodes',
    1595: 'DescribeQuorumResponse.Nodes',
    1596: 'DescribeQuorumResponse.Nodes',
    1597: 'DescribeQuorumResponse.Nodes.NodeId',
    1598: 'DescribeQuorumResponse.Nodes.Listeners',
    1599: 'DescribeQuorumResponse.Nodes.Listeners',
    1600: 'DescribeQuorumResponse.Nodes.Listeners',
    1601: 'DescribeQuorumResponse.Nodes.Listeners',
    1602: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1603: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1604: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1605: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1606: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1607: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1608: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1609: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1610: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1611: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1612: 'DescribeQuorumResponse.Nodes.Listeners.Port',
    1613: 'DescribeQuorumResponse.Nodes.Listeners._unknown_tags',
    1614: 'DescribeQuorumResponse.Nodes.Listeners',
    1617: 'DescribeQuorumResponse.Nodes.Listeners._unknown_tags',
    1618: 'DescribeQuorumResponse.Nodes._unknown_tags',
    1619: 'DescribeQuorumResponse.Nodes',
    1622: 'DescribeQuorumResponse.Nodes._unknown_tags',
    1623: 'DescribeQuorumResponse._unknown_tags',
    1624: 'DescribeQuorumResponse',
    1627: 'DescribeQuorumResponse._unknown_tags',
    1634: 'DescribeQuorumResponse.ErrorCode',
    1636: 'DescribeQuorumResponse.ErrorMessage',
    1641: 'DescribeQuorumResponse.ErrorMessage',
    1644: 'DescribeQuorumResponse.ErrorMessage',
    1645: 'DescribeQuorumResponse.Topics',
    1649: 'DescribeQuorumResponse.Topics',
    1654: 'DescribeQuorumResponse.Topics.TopicName',
    1659: 'DescribeQuorumResponse.Topics.TopicName',
    1662: 'DescribeQuorumResponse.Topics.TopicName',
    1663: 'DescribeQuorumResponse.Topics.Partitions',
    1667: 'DescribeQuorumResponse.Topics.Partitions',
    1672: 'DescribeQuorumResponse.Topics.Partitions.PartitionIndex,ErrorCode',
    1674: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1679: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1682: 'DescribeQuorumResponse.Topics.Partitions.ErrorMessage',
    1683: 'DescribeQuorumResponse.Topics.Partitions.LeaderId,LeaderEpoch,HighWatermark',
    1685: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1689: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters',
    1694: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1697: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1701: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1706: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1707: 'DescribeQuorumResponse.Topics.Partitions.CurrentVoters._tagged_fields',
    1718: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1722: 'DescribeQuorumResponse.Topics.Partitions.Observers',
    1727: 'DescribeQuorumResponse.Topics.Partitions.Observers.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1730: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1734: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1739: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1740: 'DescribeQuorumResponse.Topics.Partitions.Observers._tagged_fields',
    1752: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1756: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1761: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1762: 'DescribeQuorumResponse.Topics.Partitions._tagged_fields',
    1767: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1771: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters',
    1779: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters.ReplicaId,ReplicaDirectoryId,LogEndOffset,LastFetchTimestamp,LastCaughtUpTimestamp',
    1782: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1786: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1791: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1792: 'DescribeQuorumResponse.Topics.Partitions.TargetVoters._tagged_fields',
    1813: 'DescribeQuorumResponse.Topics._tagged_fields',
    1817: 'DescribeQuorumResponse.Topics._tagged_fields',
    1822: 'DescribeQuorumResponse.Topics._tagged_fields',
    1823: 'DescribeQuorumResponse.Topics._tagged_fields',
    1834: 'DescribeQuorumResponse.Nodes',
    1838: 'DescribeQuorumResponse.Nodes',
    1843: 'DescribeQuorumResponse.Nodes.NodeId',
    1845: 'DescribeQuorumResponse.Nodes.Listeners',
    1849: 'DescribeQuorumResponse.Nodes.Listeners',
    1854: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1859: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1862: 'DescribeQuorumResponse.Nodes.Listeners.Name',
    1863: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1868: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1871: 'DescribeQuorumResponse.Nodes.Listeners.Host',
    1872: 'DescribeQuorumResponse.Nodes.Listeners.Port',
    1874: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1878: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1883: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1884: 'DescribeQuorumResponse.Nodes.Listeners._tagged_fields',
    1895: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1899: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1904: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1905: 'DescribeQuorumResponse.Nodes._tagged_fields',
    1916: 'DescribeQuorumResponse._tagged_fields',
    1920: 'DescribeQuorumResponse._tagged_fields',
    1925: 'DescribeQuorumResponse._tagged_fields',
    1926: 'DescribeQuorumResponse._tagged_fields',
}
