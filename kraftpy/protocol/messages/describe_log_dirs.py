# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DescribeLogDirsRequest.json, schemas/messages/DescribeLogDirsResponse.json.
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

__all__ = ['DescribeLogDirsRequest', 'DescribeLogDirsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_iqq_ = Struct('>iqq?')
_S_qq = Struct('>qq')
_S_qq_ = Struct('>qq?')


class DescribeLogDirsRequest(_Message):
    """DescribeLogDirsRequest (request): API key 35; versions 1-5; flexible in 2-5; listeners: broker."""

    __slots__ = ('topics', '_unknown_tags')
    NAME = 'DescribeLogDirsRequest'
    TYPE = 'request'
    API_KEY = 35
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker',)
    VALID_VERSIONS = (1, 5)
    FLEXIBLE_VERSIONS = (2, 5)

    topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] | None
    """Topics to report on, or null for all.

    `Topics` ([]DescribableLogDirTopic): versions 0+; nullable in 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] | None = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class DescribableLogDirTopic(_Message):
        """Topics to report on, or null for all.

        DescribableLogDirTopic (in DescribeLogDirsRequest): versions 0+."""

        __slots__ = ('topic', 'partitions', '_unknown_tags')
        NAME = 'DescribeLogDirsRequest.DescribableLogDirTopic'

        topic: str
        """Name of the topic.

        `Topic` (string): versions 0+; default ''."""
        partitions: list[int]
        """Indexes of the partitions to report on.

        `Partitions` ([]int32): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            partitions: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags


_C_DescribeLogDirsRequest_DescribableLogDirTopic = DescribeLogDirsRequest.DescribableLogDirTopic
DescribeLogDirsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]DescribableLogDirTopic', (0, 32767), (0, 32767), (1, 0), None, (), False, _C_DescribeLogDirsRequest_DescribableLogDirTopic),
)
_C_DescribeLogDirsRequest_DescribableLogDirTopic.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
)
_DEF_DescribeLogDirsRequest_DescribableLogDirTopic = _C_DescribeLogDirsRequest_DescribableLogDirTopic()

def _mk_DescribeLogDirsRequest_DescribableLogDirTopic() -> DescribeLogDirsRequest.DescribableLogDirTopic:
    o = _new(_C_DescribeLogDirsRequest_DescribableLogDirTopic)
    o.topic = ''
    o.partitions = []
    o._unknown_tags = None
    return o


def _enc_DescribeLogDirsRequest_v1(o: DescribeLogDirsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l1 = o.topics
    if l1 is None:
        a(_NULL4)
    else:
        a(_S_i.pack(len(l1)))
        for e2 in l1:
            s3 = e2.topic
            b4 = s3.encode()
            a(_S_h.pack(len(b4)))
            a(b4)
            l6 = e2.partitions
            n7 = len(l6)
            if n7 < 64:
                a(_LA_i[n7].pack(n7, *l6))
            else:
                a(_encode_array('i', l6, False))
    return b''.join(parts)


def _dec_DescribeLogDirsRequest_v1(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsRequest, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsRequest)
    n8, pos = _read_array_len(buf, pos, False, True, 1, 'DescribeLogDirsRequest.Topics')
    if n8 < 0:
        o.topics = None
    else:
        l9: list[DescribeLogDirsRequest.DescribableLogDirTopic] = []
        ap10 = l9.append
        for _ in range(n8):
            t11 = _new(_C_DescribeLogDirsRequest_DescribableLogDirTopic)
            n12, = _S_h.unpack_from(buf, pos)
            if n12 >= 0:
                x13 = pos + 2 + n12
                if x13 > blen:
                    raise _bad_length(n12, 'DescribeLogDirsRequest.Topics.Topic', pos)
                t11.topic = str(buf[pos + 2:x13], 'utf-8')
                pos = x13
            else:
                t11.topic, pos = _read_string(buf, pos, False, False, 'DescribeLogDirsRequest.Topics.Topic')
            n14, = _S_i.unpack_from(buf, pos)
            if 0 <= n14 < 64:
                t11.partitions = list(_A_i[n14].unpack_from(buf, pos + 4))
                pos += 4 + 4 * n14
            else:
                t11.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'DescribeLogDirsRequest.Topics.Partitions')
            t11._unknown_tags = None
            ap10(t11)
        o.topics = l9
    o._unknown_tags = None
    return o, pos


def _enc_DescribeLogDirsRequest_v2(o: DescribeLogDirsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l15 = o.topics
    if l15 is None:
        a(_H0)
    else:
        n16 = len(l15) + 1
        a(_UV[n16] if n16 < 128 else _uv(n16))
        for e17 in l15:
            s18 = e17.topic
            b19 = s18.encode()
            n20 = len(b19) + 1
            a(_UV[n20] if n20 < 128 else _uv(n20))
            a(b19)
            l21 = e17.partitions
            n22 = len(l21)
            if n22 < 64:
                a(_CA_i[n22].pack(n22 + 1, *l21))
            else:
                a(_encode_array('i', l21, True))
            u23 = e17._unknown_tags
            if u23 is None:
                a(_H0)
            else:
                _write_tags(a, None, u23)
    u24 = o._unknown_tags
    if u24 is None:
        a(_H0)
    else:
        _write_tags(a, None, u24)
    return b''.join(parts)


def _dec_DescribeLogDirsRequest_v2(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsRequest, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsRequest)
    n25 = buf[pos] - 1
    if -1 <= n25 < 127:
        pos += 1
    else:
        n25, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeLogDirsRequest.Topics')
    if n25 < 0:
        o.topics = None
    else:
        l26: list[DescribeLogDirsRequest.DescribableLogDirTopic] = []
        ap27 = l26.append
        for _ in range(n25):
            t28 = _new(_C_DescribeLogDirsRequest_DescribableLogDirTopic)
            n29 = buf[pos] - 1
            if 0 <= n29 < 127:
                x30 = pos + 1 + n29
                if x30 > blen:
                    raise _bad_length(n29, 'DescribeLogDirsRequest.Topics.Topic', pos)
                t28.topic = str(buf[pos + 1:x30], 'utf-8')
                pos = x30
            else:
                t28.topic, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsRequest.Topics.Topic')
            n31 = buf[pos] - 1
            if 0 <= n31 < 64:
                t28.partitions = list(_A_i[n31].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n31
            else:
                t28.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeLogDirsRequest.Topics.Partitions')
            if buf[pos] == 0:
                pos += 1
                t28._unknown_tags = None
            else:
                nt32, pos = _ruv(buf, pos)
                if nt32 * 2 > blen - pos:
                    raise _array_too_long(nt32, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                uk33: list[tuple[int, bytes]] | None = None
                for _ in range(nt32):
                    tg34, pos = _ruv(buf, pos)
                    sz35, pos = _ruv(buf, pos)
                    x36 = pos + sz35
                    if x36 > blen:
                        raise _bad_length(sz35, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                    if uk33 is None:
                        uk33 = []
                    uk33.append((tg34, bytes(buf[pos:x36])))
                    pos = x36
                t28._unknown_tags = uk33
            ap27(t28)
        o.topics = l26
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt37, pos = _ruv(buf, pos)
        if nt37 * 2 > blen - pos:
            raise _array_too_long(nt37, 'DescribeLogDirsRequest._tagged_fields', pos)
        uk38: list[tuple[int, bytes]] | None = None
        for _ in range(nt37):
            tg39, pos = _ruv(buf, pos)
            sz40, pos = _ruv(buf, pos)
            x41 = pos + sz40
            if x41 > blen:
                raise _bad_length(sz40, 'DescribeLogDirsRequest._tagged_fields', pos)
            if uk38 is None:
                uk38 = []
            uk38.append((tg39, bytes(buf[pos:x41])))
            pos = x41
        o._unknown_tags = uk38
    return o, pos


def _enc_DescribeLogDirsRequest_v3(o: DescribeLogDirsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l42 = o.topics
    if l42 is None:
        a(_H0)
    else:
        n43 = len(l42) + 1
        a(_UV[n43] if n43 < 128 else _uv(n43))
        for e44 in l42:
            s45 = e44.topic
            b46 = s45.encode()
            n47 = len(b46) + 1
            a(_UV[n47] if n47 < 128 else _uv(n47))
            a(b46)
            l48 = e44.partitions
            n49 = len(l48)
            if n49 < 64:
                a(_CA_i[n49].pack(n49 + 1, *l48))
            else:
                a(_encode_array('i', l48, True))
            u50 = e44._unknown_tags
            if u50 is None:
                a(_H0)
            else:
                _write_tags(a, None, u50)
    u51 = o._unknown_tags
    if u51 is None:
        a(_H0)
    else:
        _write_tags(a, None, u51)
    return b''.join(parts)


def _dec_DescribeLogDirsRequest_v3(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsRequest, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsRequest)
    n52 = buf[pos] - 1
    if -1 <= n52 < 127:
        pos += 1
    else:
        n52, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeLogDirsRequest.Topics')
    if n52 < 0:
        o.topics = None
    else:
        l53: list[DescribeLogDirsRequest.DescribableLogDirTopic] = []
        ap54 = l53.append
        for _ in range(n52):
            t55 = _new(_C_DescribeLogDirsRequest_DescribableLogDirTopic)
            n56 = buf[pos] - 1
            if 0 <= n56 < 127:
                x57 = pos + 1 + n56
                if x57 > blen:
                    raise _bad_length(n56, 'DescribeLogDirsRequest.Topics.Topic', pos)
                t55.topic = str(buf[pos + 1:x57], 'utf-8')
                pos = x57
            else:
                t55.topic, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsRequest.Topics.Topic')
            n58 = buf[pos] - 1
            if 0 <= n58 < 64:
                t55.partitions = list(_A_i[n58].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n58
            else:
                t55.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeLogDirsRequest.Topics.Partitions')
            if buf[pos] == 0:
                pos += 1
                t55._unknown_tags = None
            else:
                nt59, pos = _ruv(buf, pos)
                if nt59 * 2 > blen - pos:
                    raise _array_too_long(nt59, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                uk60: list[tuple[int, bytes]] | None = None
                for _ in range(nt59):
                    tg61, pos = _ruv(buf, pos)
                    sz62, pos = _ruv(buf, pos)
                    x63 = pos + sz62
                    if x63 > blen:
                        raise _bad_length(sz62, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                    if uk60 is None:
                        uk60 = []
                    uk60.append((tg61, bytes(buf[pos:x63])))
                    pos = x63
                t55._unknown_tags = uk60
            ap54(t55)
        o.topics = l53
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt64, pos = _ruv(buf, pos)
        if nt64 * 2 > blen - pos:
            raise _array_too_long(nt64, 'DescribeLogDirsRequest._tagged_fields', pos)
        uk65: list[tuple[int, bytes]] | None = None
        for _ in range(nt64):
            tg66, pos = _ruv(buf, pos)
            sz67, pos = _ruv(buf, pos)
            x68 = pos + sz67
            if x68 > blen:
                raise _bad_length(sz67, 'DescribeLogDirsRequest._tagged_fields', pos)
            if uk65 is None:
                uk65 = []
            uk65.append((tg66, bytes(buf[pos:x68])))
            pos = x68
        o._unknown_tags = uk65
    return o, pos


def _enc_DescribeLogDirsRequest_v4(o: DescribeLogDirsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l69 = o.topics
    if l69 is None:
        a(_H0)
    else:
        n70 = len(l69) + 1
        a(_UV[n70] if n70 < 128 else _uv(n70))
        for e71 in l69:
            s72 = e71.topic
            b73 = s72.encode()
            n74 = len(b73) + 1
            a(_UV[n74] if n74 < 128 else _uv(n74))
            a(b73)
            l75 = e71.partitions
            n76 = len(l75)
            if n76 < 64:
                a(_CA_i[n76].pack(n76 + 1, *l75))
            else:
                a(_encode_array('i', l75, True))
            u77 = e71._unknown_tags
            if u77 is None:
                a(_H0)
            else:
                _write_tags(a, None, u77)
    u78 = o._unknown_tags
    if u78 is None:
        a(_H0)
    else:
        _write_tags(a, None, u78)
    return b''.join(parts)


def _dec_DescribeLogDirsRequest_v4(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsRequest, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsRequest)
    n79 = buf[pos] - 1
    if -1 <= n79 < 127:
        pos += 1
    else:
        n79, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeLogDirsRequest.Topics')
    if n79 < 0:
        o.topics = None
    else:
        l80: list[DescribeLogDirsRequest.DescribableLogDirTopic] = []
        ap81 = l80.append
        for _ in range(n79):
            t82 = _new(_C_DescribeLogDirsRequest_DescribableLogDirTopic)
            n83 = buf[pos] - 1
            if 0 <= n83 < 127:
                x84 = pos + 1 + n83
                if x84 > blen:
                    raise _bad_length(n83, 'DescribeLogDirsRequest.Topics.Topic', pos)
                t82.topic = str(buf[pos + 1:x84], 'utf-8')
                pos = x84
            else:
                t82.topic, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsRequest.Topics.Topic')
            n85 = buf[pos] - 1
            if 0 <= n85 < 64:
                t82.partitions = list(_A_i[n85].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n85
            else:
                t82.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeLogDirsRequest.Topics.Partitions')
            if buf[pos] == 0:
                pos += 1
                t82._unknown_tags = None
            else:
                nt86, pos = _ruv(buf, pos)
                if nt86 * 2 > blen - pos:
                    raise _array_too_long(nt86, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                uk87: list[tuple[int, bytes]] | None = None
                for _ in range(nt86):
                    tg88, pos = _ruv(buf, pos)
                    sz89, pos = _ruv(buf, pos)
                    x90 = pos + sz89
                    if x90 > blen:
                        raise _bad_length(sz89, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                    if uk87 is None:
                        uk87 = []
                    uk87.append((tg88, bytes(buf[pos:x90])))
                    pos = x90
                t82._unknown_tags = uk87
            ap81(t82)
        o.topics = l80
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt91, pos = _ruv(buf, pos)
        if nt91 * 2 > blen - pos:
            raise _array_too_long(nt91, 'DescribeLogDirsRequest._tagged_fields', pos)
        uk92: list[tuple[int, bytes]] | None = None
        for _ in range(nt91):
            tg93, pos = _ruv(buf, pos)
            sz94, pos = _ruv(buf, pos)
            x95 = pos + sz94
            if x95 > blen:
                raise _bad_length(sz94, 'DescribeLogDirsRequest._tagged_fields', pos)
            if uk92 is None:
                uk92 = []
            uk92.append((tg93, bytes(buf[pos:x95])))
            pos = x95
        o._unknown_tags = uk92
    return o, pos


def _enc_DescribeLogDirsRequest_v5(o: DescribeLogDirsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l96 = o.topics
    if l96 is None:
        a(_H0)
    else:
        n97 = len(l96) + 1
        a(_UV[n97] if n97 < 128 else _uv(n97))
        for e98 in l96:
            s99 = e98.topic
            b100 = s99.encode()
            n101 = len(b100) + 1
            a(_UV[n101] if n101 < 128 else _uv(n101))
            a(b100)
            l102 = e98.partitions
            n103 = len(l102)
            if n103 < 64:
                a(_CA_i[n103].pack(n103 + 1, *l102))
            else:
                a(_encode_array('i', l102, True))
            u104 = e98._unknown_tags
            if u104 is None:
                a(_H0)
            else:
                _write_tags(a, None, u104)
    u105 = o._unknown_tags
    if u105 is None:
        a(_H0)
    else:
        _write_tags(a, None, u105)
    return b''.join(parts)


def _dec_DescribeLogDirsRequest_v5(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsRequest, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsRequest)
    n106 = buf[pos] - 1
    if -1 <= n106 < 127:
        pos += 1
    else:
        n106, pos = _read_array_len(buf, pos, True, True, 1, 'DescribeLogDirsRequest.Topics')
    if n106 < 0:
        o.topics = None
    else:
        l107: list[DescribeLogDirsRequest.DescribableLogDirTopic] = []
        ap108 = l107.append
        for _ in range(n106):
            t109 = _new(_C_DescribeLogDirsRequest_DescribableLogDirTopic)
            n110 = buf[pos] - 1
            if 0 <= n110 < 127:
                x111 = pos + 1 + n110
                if x111 > blen:
                    raise _bad_length(n110, 'DescribeLogDirsRequest.Topics.Topic', pos)
                t109.topic = str(buf[pos + 1:x111], 'utf-8')
                pos = x111
            else:
                t109.topic, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsRequest.Topics.Topic')
            n112 = buf[pos] - 1
            if 0 <= n112 < 64:
                t109.partitions = list(_A_i[n112].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n112
            else:
                t109.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'DescribeLogDirsRequest.Topics.Partitions')
            if buf[pos] == 0:
                pos += 1
                t109._unknown_tags = None
            else:
                nt113, pos = _ruv(buf, pos)
                if nt113 * 2 > blen - pos:
                    raise _array_too_long(nt113, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                uk114: list[tuple[int, bytes]] | None = None
                for _ in range(nt113):
                    tg115, pos = _ruv(buf, pos)
                    sz116, pos = _ruv(buf, pos)
                    x117 = pos + sz116
                    if x117 > blen:
                        raise _bad_length(sz116, 'DescribeLogDirsRequest.Topics._tagged_fields', pos)
                    if uk114 is None:
                        uk114 = []
                    uk114.append((tg115, bytes(buf[pos:x117])))
                    pos = x117
                t109._unknown_tags = uk114
            ap108(t109)
        o.topics = l107
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt118, pos = _ruv(buf, pos)
        if nt118 * 2 > blen - pos:
            raise _array_too_long(nt118, 'DescribeLogDirsRequest._tagged_fields', pos)
        uk119: list[tuple[int, bytes]] | None = None
        for _ in range(nt118):
            tg120, pos = _ruv(buf, pos)
            sz121, pos = _ruv(buf, pos)
            x122 = pos + sz121
            if x122 > blen:
                raise _bad_length(sz121, 'DescribeLogDirsRequest._tagged_fields', pos)
            if uk119 is None:
                uk119 = []
            uk119.append((tg120, bytes(buf[pos:x122])))
            pos = x122
        o._unknown_tags = uk119
    return o, pos


DescribeLogDirsRequest._ENC = {1: _enc_DescribeLogDirsRequest_v1, 2: _enc_DescribeLogDirsRequest_v2, 3: _enc_DescribeLogDirsRequest_v3, 4: _enc_DescribeLogDirsRequest_v4, 5: _enc_DescribeLogDirsRequest_v5}
DescribeLogDirsRequest._DEC = {1: _dec_DescribeLogDirsRequest_v1, 2: _dec_DescribeLogDirsRequest_v2, 3: _dec_DescribeLogDirsRequest_v3, 4: _dec_DescribeLogDirsRequest_v4, 5: _dec_DescribeLogDirsRequest_v5}


class DescribeLogDirsResponse(_Message):
    """DescribeLogDirsResponse (response): API key 35; versions 1-5; flexible in 2-5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'results', '_unknown_tags')
    NAME = 'DescribeLogDirsResponse'
    TYPE = 'response'
    API_KEY = 35
    VALID_VERSIONS = (1, 5)
    FLEXIBLE_VERSIONS = (2, 5)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Top-level error code, 0 on success.

    `ErrorCode` (int16): versions 3+; default 0; ignorable."""
    results: list[DescribeLogDirsResponse.DescribeLogDirsResult]
    """One entry per log directory.

    `Results` ([]DescribeLogDirsResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        results: list[DescribeLogDirsResponse.DescribeLogDirsResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results = [] if results is _EMPTY else results
        self._unknown_tags = _unknown_tags

    class DescribeLogDirsResult(_Message):
        """One entry per log directory.

        DescribeLogDirsResult (in DescribeLogDirsResponse): versions 0+."""

        __slots__ = ('error_code', 'log_dir', 'topics', 'total_bytes', 'usable_bytes', 'is_cordoned', '_unknown_tags')
        NAME = 'DescribeLogDirsResponse.DescribeLogDirsResult'

        error_code: int
        """Error code for this directory, 0 on success.

        `ErrorCode` (int16): versions 0+; default 0."""
        log_dir: str
        """Absolute path of the log directory.

        `LogDir` (string): versions 0+; default ''."""
        topics: list[DescribeLogDirsResponse.DescribeLogDirsTopic]
        """Topics with replicas in this directory.

        `Topics` ([]DescribeLogDirsTopic): versions 0+; default []."""
        total_bytes: int
        """Size in bytes of the directory's volume, not counting remote storage.

        `TotalBytes` (int64): versions 4+; default -1; ignorable."""
        usable_bytes: int
        """Free usable bytes on the directory's volume, not counting remote storage.

        `UsableBytes` (int64): versions 4+; default -1; ignorable."""
        is_cordoned: bool
        """Whether the log directory is cordoned.

        `IsCordoned` (bool): versions 5+; default False; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            error_code: int = 0,
            log_dir: str = '',
            topics: list[DescribeLogDirsResponse.DescribeLogDirsTopic] = _EMPTY,
            total_bytes: int = -1,
            usable_bytes: int = -1,
            is_cordoned: bool = False,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.error_code = error_code
            self.log_dir = log_dir
            self.topics = [] if topics is _EMPTY else topics
            self.total_bytes = total_bytes
            self.usable_bytes = usable_bytes
            self.is_cordoned = is_cordoned
            self._unknown_tags = _unknown_tags

    class DescribeLogDirsTopic(_Message):
        """Topics with replicas in this directory.

        DescribeLogDirsTopic (in DescribeLogDirsResponse): versions 0+."""

        __slots__ = ('name', 'partitions', '_unknown_tags')
        NAME = 'DescribeLogDirsResponse.DescribeLogDirsTopic'

        name: str
        """Name of the topic.

        `Name` (string): versions 0+; default ''."""
        partitions: list[DescribeLogDirsResponse.DescribeLogDirsPartition]
        """Partitions of the topic in this directory.

        `Partitions` ([]DescribeLogDirsPartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str = '',
            partitions: list[DescribeLogDirsResponse.DescribeLogDirsPartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class DescribeLogDirsPartition(_Message):
        """Partitions of the topic in this directory.

        DescribeLogDirsPartition (in DescribeLogDirsResponse): versions 0+."""

        __slots__ = ('partition_index', 'partition_size', 'offset_lag', 'is_future_key', '_unknown_tags')
        NAME = 'DescribeLogDirsResponse.DescribeLogDirsPartition'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        partition_size: int
        """Bytes used by the partition's log segments.

        `PartitionSize` (int64): versions 0+; default 0."""
        offset_lag: int
        """How far the log end offset trails the high watermark (current log) or the current replica's LEO (future log).

        `OffsetLag` (int64): versions 0+; default 0."""
        is_future_key: bool
        """Whether this is a future log being moved here by AlterReplicaLogDirs.

        `IsFutureKey` (bool): versions 0+; default False."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            partition_size: int = 0,
            offset_lag: int = 0,
            is_future_key: bool = False,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.partition_size = partition_size
            self.offset_lag = offset_lag
            self.is_future_key = is_future_key
            self._unknown_tags = _unknown_tags


_C_DescribeLogDirsResponse_DescribeLogDirsResult = DescribeLogDirsResponse.DescribeLogDirsResult
_C_DescribeLogDirsResponse_DescribeLogDirsTopic = DescribeLogDirsResponse.DescribeLogDirsTopic
_C_DescribeLogDirsResponse_DescribeLogDirsPartition = DescribeLogDirsResponse.DescribeLogDirsPartition
DescribeLogDirsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (3, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Results', 'results', '[]DescribeLogDirsResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeLogDirsResponse_DescribeLogDirsResult),
)
_C_DescribeLogDirsResponse_DescribeLogDirsResult.FIELDS = (
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LogDir', 'log_dir', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Topics', 'topics', '[]DescribeLogDirsTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeLogDirsResponse_DescribeLogDirsTopic),
    _FI('TotalBytes', 'total_bytes', 'int64', (4, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('UsableBytes', 'usable_bytes', 'int64', (4, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('IsCordoned', 'is_cordoned', 'bool', (5, 32767), (1, 0), (1, 0), None, False, True, None),
)
_C_DescribeLogDirsResponse_DescribeLogDirsTopic.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Partitions', 'partitions', '[]DescribeLogDirsPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DescribeLogDirsResponse_DescribeLogDirsPartition),
)
_C_DescribeLogDirsResponse_DescribeLogDirsPartition.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PartitionSize', 'partition_size', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('OffsetLag', 'offset_lag', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('IsFutureKey', 'is_future_key', 'bool', (0, 32767), (1, 0), (1, 0), None, False, False, None),
)
_DEF_DescribeLogDirsResponse_DescribeLogDirsResult = _C_DescribeLogDirsResponse_DescribeLogDirsResult()
_DEF_DescribeLogDirsResponse_DescribeLogDirsTopic = _C_DescribeLogDirsResponse_DescribeLogDirsTopic()
_DEF_DescribeLogDirsResponse_DescribeLogDirsPartition = _C_DescribeLogDirsResponse_DescribeLogDirsPartition()

def _mk_DescribeLogDirsResponse_DescribeLogDirsResult() -> DescribeLogDirsResponse.DescribeLogDirsResult:
    o = _new(_C_DescribeLogDirsResponse_DescribeLogDirsResult)
    o.error_code = 0
    o.log_dir = ''
    o.topics = []
    o.total_bytes = -1
    o.usable_bytes = -1
    o.is_cordoned = False
    o._unknown_tags = None
    return o

def _mk_DescribeLogDirsResponse_DescribeLogDirsTopic() -> DescribeLogDirsResponse.DescribeLogDirsTopic:
    o = _new(_C_DescribeLogDirsResponse_DescribeLogDirsTopic)
    o.name = ''
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_DescribeLogDirsResponse_DescribeLogDirsPartition() -> DescribeLogDirsResponse.DescribeLogDirsPartition:
    o = _new(_C_DescribeLogDirsResponse_DescribeLogDirsPartition)
    o.partition_index = 0
    o.partition_size = 0
    o.offset_lag = 0
    o.is_future_key = False
    o._unknown_tags = None
    return o


def _enc_DescribeLogDirsResponse_v1(o: DescribeLogDirsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l123 = o.results
    a(_S_i.pack(len(l123)))
    for e124 in l123:
        a(_S_h.pack(e124.error_code))
        s125 = e124.log_dir
        b126 = s125.encode()
        a(_S_h.pack(len(b126)))
        a(b126)
        l128 = e124.topics
        a(_S_i.pack(len(l128)))
        for e129 in l128:
            s130 = e129.name
            b131 = s130.encode()
            a(_S_h.pack(len(b131)))
            a(b131)
            l133 = e129.partitions
            a(_S_i.pack(len(l133)))
            for e134 in l133:
                a(_S_iqq_.pack(e134.partition_index, e134.partition_size, e134.offset_lag, e134.is_future_key))
    return b''.join(parts)


def _dec_DescribeLogDirsResponse_v1(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n135, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeLogDirsResponse.Results')
    l136: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    ap137 = l136.append
    for _ in range(n135):
        t138 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsResult)
        t138.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n139, = _S_h.unpack_from(buf, pos)
        if n139 >= 0:
            x140 = pos + 2 + n139
            if x140 > blen:
                raise _bad_length(n139, 'DescribeLogDirsResponse.Results.LogDir', pos)
            t138.log_dir = str(buf[pos + 2:x140], 'utf-8')
            pos = x140
        else:
            t138.log_dir, pos = _read_string(buf, pos, False, False, 'DescribeLogDirsResponse.Results.LogDir')
        n141, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeLogDirsResponse.Results.Topics')
        l142: list[DescribeLogDirsResponse.DescribeLogDirsTopic] = []
        ap143 = l142.append
        for _ in range(n141):
            t144 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsTopic)
            n145, = _S_h.unpack_from(buf, pos)
            if n145 >= 0:
                x146 = pos + 2 + n145
                if x146 > blen:
                    raise _bad_length(n145, 'DescribeLogDirsResponse.Results.Topics.Name', pos)
                t144.name = str(buf[pos + 2:x146], 'utf-8')
                pos = x146
            else:
                t144.name, pos = _read_string(buf, pos, False, False, 'DescribeLogDirsResponse.Results.Topics.Name')
            n147, pos = _read_array_len(buf, pos, False, False, 1, 'DescribeLogDirsResponse.Results.Topics.Partitions')
            l148: list[DescribeLogDirsResponse.DescribeLogDirsPartition] = []
            ap149 = l148.append
            for _ in range(n147):
                t150 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsPartition)
                t150.partition_index, t150.partition_size, t150.offset_lag, t150.is_future_key = _S_iqq_.unpack_from(buf, pos)
                pos += 21
                t150._unknown_tags = None
                ap149(t150)
            t144.partitions = l148
            t144._unknown_tags = None
            ap143(t144)
        t138.topics = l142
        t138.total_bytes = -1
        t138.usable_bytes = -1
        t138.is_cordoned = False
        t138._unknown_tags = None
        ap137(t138)
    o.results = l136
    o.error_code = 0
    o._unknown_tags = None
    return o, pos


def _enc_DescribeLogDirsResponse_v2(o: DescribeLogDirsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l151 = o.results
    n152 = len(l151) + 1
    a(_UV[n152] if n152 < 128 else _uv(n152))
    for e153 in l151:
        a(_S_h.pack(e153.error_code))
        s154 = e153.log_dir
        b155 = s154.encode()
        n156 = len(b155) + 1
        a(_UV[n156] if n156 < 128 else _uv(n156))
        a(b155)
        l157 = e153.topics
        n158 = len(l157) + 1
        a(_UV[n158] if n158 < 128 else _uv(n158))
        for e159 in l157:
            s160 = e159.name
            b161 = s160.encode()
            n162 = len(b161) + 1
            a(_UV[n162] if n162 < 128 else _uv(n162))
            a(b161)
            l163 = e159.partitions
            n164 = len(l163) + 1
            a(_UV[n164] if n164 < 128 else _uv(n164))
            for e165 in l163:
                a(_S_iqq_.pack(e165.partition_index, e165.partition_size, e165.offset_lag, e165.is_future_key))
                u166 = e165._unknown_tags
                if u166 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u166)
            u167 = e159._unknown_tags
            if u167 is None:
                a(_H0)
            else:
                _write_tags(a, None, u167)
        u168 = e153._unknown_tags
        if u168 is None:
            a(_H0)
        else:
            _write_tags(a, None, u168)
    u169 = o._unknown_tags
    if u169 is None:
        a(_H0)
    else:
        _write_tags(a, None, u169)
    return b''.join(parts)


def _dec_DescribeLogDirsResponse_v2(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n170 = buf[pos] - 1
    if 0 <= n170 < 127:
        pos += 1
    else:
        n170, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results')
    l171: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    ap172 = l171.append
    for _ in range(n170):
        t173 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsResult)
        t173.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n174 = buf[pos] - 1
        if 0 <= n174 < 127:
            x175 = pos + 1 + n174
            if x175 > blen:
                raise _bad_length(n174, 'DescribeLogDirsResponse.Results.LogDir', pos)
            t173.log_dir = str(buf[pos + 1:x175], 'utf-8')
            pos = x175
        else:
            t173.log_dir, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.LogDir')
        n176 = buf[pos] - 1
        if 0 <= n176 < 127:
            pos += 1
        else:
            n176, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics')
        l177: list[DescribeLogDirsResponse.DescribeLogDirsTopic] = []
        ap178 = l177.append
        for _ in range(n176):
            t179 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsTopic)
            n180 = buf[pos] - 1
            if 0 <= n180 < 127:
                x181 = pos + 1 + n180
                if x181 > blen:
                    raise _bad_length(n180, 'DescribeLogDirsResponse.Results.Topics.Name', pos)
                t179.name = str(buf[pos + 1:x181], 'utf-8')
                pos = x181
            else:
                t179.name, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.Topics.Name')
            n182 = buf[pos] - 1
            if 0 <= n182 < 127:
                pos += 1
            else:
                n182, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics.Partitions')
            l183: list[DescribeLogDirsResponse.DescribeLogDirsPartition] = []
            ap184 = l183.append
            for _ in range(n182):
                t185 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsPartition)
                t185.partition_index, t185.partition_size, t185.offset_lag, t185.is_future_key = _S_iqq_.unpack_from(buf, pos)
                pos += 21
                if buf[pos] == 0:
                    pos += 1
                    t185._unknown_tags = None
                else:
                    nt186, pos = _ruv(buf, pos)
                    if nt186 * 2 > blen - pos:
                        raise _array_too_long(nt186, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                    uk187: list[tuple[int, bytes]] | None = None
                    for _ in range(nt186):
                        tg188, pos = _ruv(buf, pos)
                        sz189, pos = _ruv(buf, pos)
                        x190 = pos + sz189
                        if x190 > blen:
                            raise _bad_length(sz189, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                        if uk187 is None:
                            uk187 = []
                        uk187.append((tg188, bytes(buf[pos:x190])))
                        pos = x190
                    t185._unknown_tags = uk187
                ap184(t185)
            t179.partitions = l183
            if buf[pos] == 0:
                pos += 1
                t179._unknown_tags = None
            else:
                nt191, pos = _ruv(buf, pos)
                if nt191 * 2 > blen - pos:
                    raise _array_too_long(nt191, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                uk192: list[tuple[int, bytes]] | None = None
                for _ in range(nt191):
                    tg193, pos = _ruv(buf, pos)
                    sz194, pos = _ruv(buf, pos)
                    x195 = pos + sz194
                    if x195 > blen:
                        raise _bad_length(sz194, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                    if uk192 is None:
                        uk192 = []
                    uk192.append((tg193, bytes(buf[pos:x195])))
                    pos = x195
                t179._unknown_tags = uk192
            ap178(t179)
        t173.topics = l177
        t173.total_bytes = -1
        t173.usable_bytes = -1
        t173.is_cordoned = False
        if buf[pos] == 0:
            pos += 1
            t173._unknown_tags = None
        else:
            nt196, pos = _ruv(buf, pos)
            if nt196 * 2 > blen - pos:
                raise _array_too_long(nt196, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
            uk197: list[tuple[int, bytes]] | None = None
            for _ in range(nt196):
                tg198, pos = _ruv(buf, pos)
                sz199, pos = _ruv(buf, pos)
                x200 = pos + sz199
                if x200 > blen:
                    raise _bad_length(sz199, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
                if uk197 is None:
                    uk197 = []
                uk197.append((tg198, bytes(buf[pos:x200])))
                pos = x200
            t173._unknown_tags = uk197
        ap172(t173)
    o.results = l171
    o.error_code = 0
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt201, pos = _ruv(buf, pos)
        if nt201 * 2 > blen - pos:
            raise _array_too_long(nt201, 'DescribeLogDirsResponse._tagged_fields', pos)
        uk202: list[tuple[int, bytes]] | None = None
        for _ in range(nt201):
            tg203, pos = _ruv(buf, pos)
            sz204, pos = _ruv(buf, pos)
            x205 = pos + sz204
            if x205 > blen:
                raise _bad_length(sz204, 'DescribeLogDirsResponse._tagged_fields', pos)
            if uk202 is None:
                uk202 = []
            uk202.append((tg203, bytes(buf[pos:x205])))
            pos = x205
        o._unknown_tags = uk202
    return o, pos


def _enc_DescribeLogDirsResponse_v3(o: DescribeLogDirsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l206 = o.results
    n207 = len(l206) + 1
    a(_UV[n207] if n207 < 128 else _uv(n207))
    for e208 in l206:
        a(_S_h.pack(e208.error_code))
        s209 = e208.log_dir
        b210 = s209.encode()
        n211 = len(b210) + 1
        a(_UV[n211] if n211 < 128 else _uv(n211))
        a(b210)
        l212 = e208.topics
        n213 = len(l212) + 1
        a(_UV[n213] if n213 < 128 else _uv(n213))
        for e214 in l212:
            s215 = e214.name
            b216 = s215.encode()
            n217 = len(b216) + 1
            a(_UV[n217] if n217 < 128 else _uv(n217))
            a(b216)
            l218 = e214.partitions
            n219 = len(l218) + 1
            a(_UV[n219] if n219 < 128 else _uv(n219))
            for e220 in l218:
                a(_S_iqq_.pack(e220.partition_index, e220.partition_size, e220.offset_lag, e220.is_future_key))
                u221 = e220._unknown_tags
                if u221 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u221)
            u222 = e214._unknown_tags
            if u222 is None:
                a(_H0)
            else:
                _write_tags(a, None, u222)
        u223 = e208._unknown_tags
        if u223 is None:
            a(_H0)
        else:
            _write_tags(a, None, u223)
    u224 = o._unknown_tags
    if u224 is None:
        a(_H0)
    else:
        _write_tags(a, None, u224)
    return b''.join(parts)


def _dec_DescribeLogDirsResponse_v3(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n225 = buf[pos] - 1
    if 0 <= n225 < 127:
        pos += 1
    else:
        n225, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results')
    l226: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    ap227 = l226.append
    for _ in range(n225):
        t228 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsResult)
        t228.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n229 = buf[pos] - 1
        if 0 <= n229 < 127:
            x230 = pos + 1 + n229
            if x230 > blen:
                raise _bad_length(n229, 'DescribeLogDirsResponse.Results.LogDir', pos)
            t228.log_dir = str(buf[pos + 1:x230], 'utf-8')
            pos = x230
        else:
            t228.log_dir, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.LogDir')
        n231 = buf[pos] - 1
        if 0 <= n231 < 127:
            pos += 1
        else:
            n231, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics')
        l232: list[DescribeLogDirsResponse.DescribeLogDirsTopic] = []
        ap233 = l232.append
        for _ in range(n231):
            t234 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsTopic)
            n235 = buf[pos] - 1
            if 0 <= n235 < 127:
                x236 = pos + 1 + n235
                if x236 > blen:
                    raise _bad_length(n235, 'DescribeLogDirsResponse.Results.Topics.Name', pos)
                t234.name = str(buf[pos + 1:x236], 'utf-8')
                pos = x236
            else:
                t234.name, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.Topics.Name')
            n237 = buf[pos] - 1
            if 0 <= n237 < 127:
                pos += 1
            else:
                n237, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics.Partitions')
            l238: list[DescribeLogDirsResponse.DescribeLogDirsPartition] = []
            ap239 = l238.append
            for _ in range(n237):
                t240 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsPartition)
                t240.partition_index, t240.partition_size, t240.offset_lag, t240.is_future_key = _S_iqq_.unpack_from(buf, pos)
                pos += 21
                if buf[pos] == 0:
                    pos += 1
                    t240._unknown_tags = None
                else:
                    nt241, pos = _ruv(buf, pos)
                    if nt241 * 2 > blen - pos:
                        raise _array_too_long(nt241, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                    uk242: list[tuple[int, bytes]] | None = None
                    for _ in range(nt241):
                        tg243, pos = _ruv(buf, pos)
                        sz244, pos = _ruv(buf, pos)
                        x245 = pos + sz244
                        if x245 > blen:
                            raise _bad_length(sz244, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                        if uk242 is None:
                            uk242 = []
                        uk242.append((tg243, bytes(buf[pos:x245])))
                        pos = x245
                    t240._unknown_tags = uk242
                ap239(t240)
            t234.partitions = l238
            if buf[pos] == 0:
                pos += 1
                t234._unknown_tags = None
            else:
                nt246, pos = _ruv(buf, pos)
                if nt246 * 2 > blen - pos:
                    raise _array_too_long(nt246, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                uk247: list[tuple[int, bytes]] | None = None
                for _ in range(nt246):
                    tg248, pos = _ruv(buf, pos)
                    sz249, pos = _ruv(buf, pos)
                    x250 = pos + sz249
                    if x250 > blen:
                        raise _bad_length(sz249, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                    if uk247 is None:
                        uk247 = []
                    uk247.append((tg248, bytes(buf[pos:x250])))
                    pos = x250
                t234._unknown_tags = uk247
            ap233(t234)
        t228.topics = l232
        t228.total_bytes = -1
        t228.usable_bytes = -1
        t228.is_cordoned = False
        if buf[pos] == 0:
            pos += 1
            t228._unknown_tags = None
        else:
            nt251, pos = _ruv(buf, pos)
            if nt251 * 2 > blen - pos:
                raise _array_too_long(nt251, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
            uk252: list[tuple[int, bytes]] | None = None
            for _ in range(nt251):
                tg253, pos = _ruv(buf, pos)
                sz254, pos = _ruv(buf, pos)
                x255 = pos + sz254
                if x255 > blen:
                    raise _bad_length(sz254, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
                if uk252 is None:
                    uk252 = []
                uk252.append((tg253, bytes(buf[pos:x255])))
                pos = x255
            t228._unknown_tags = uk252
        ap227(t228)
    o.results = l226
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt256, pos = _ruv(buf, pos)
        if nt256 * 2 > blen - pos:
            raise _array_too_long(nt256, 'DescribeLogDirsResponse._tagged_fields', pos)
        uk257: list[tuple[int, bytes]] | None = None
        for _ in range(nt256):
            tg258, pos = _ruv(buf, pos)
            sz259, pos = _ruv(buf, pos)
            x260 = pos + sz259
            if x260 > blen:
                raise _bad_length(sz259, 'DescribeLogDirsResponse._tagged_fields', pos)
            if uk257 is None:
                uk257 = []
            uk257.append((tg258, bytes(buf[pos:x260])))
            pos = x260
        o._unknown_tags = uk257
    return o, pos


def _enc_DescribeLogDirsResponse_v4(o: DescribeLogDirsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l261 = o.results
    n262 = len(l261) + 1
    a(_UV[n262] if n262 < 128 else _uv(n262))
    for e263 in l261:
        a(_S_h.pack(e263.error_code))
        s264 = e263.log_dir
        b265 = s264.encode()
        n266 = len(b265) + 1
        a(_UV[n266] if n266 < 128 else _uv(n266))
        a(b265)
        l267 = e263.topics
        n268 = len(l267) + 1
        a(_UV[n268] if n268 < 128 else _uv(n268))
        for e269 in l267:
            s270 = e269.name
            b271 = s270.encode()
            n272 = len(b271) + 1
            a(_UV[n272] if n272 < 128 else _uv(n272))
            a(b271)
            l273 = e269.partitions
            n274 = len(l273) + 1
            a(_UV[n274] if n274 < 128 else _uv(n274))
            for e275 in l273:
                a(_S_iqq_.pack(e275.partition_index, e275.partition_size, e275.offset_lag, e275.is_future_key))
                u276 = e275._unknown_tags
                if u276 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u276)
            u277 = e269._unknown_tags
            if u277 is None:
                a(_H0)
            else:
                _write_tags(a, None, u277)
        a(_S_qq.pack(e263.total_bytes, e263.usable_bytes))
        u278 = e263._unknown_tags
        if u278 is None:
            a(_H0)
        else:
            _write_tags(a, None, u278)
    u279 = o._unknown_tags
    if u279 is None:
        a(_H0)
    else:
        _write_tags(a, None, u279)
    return b''.join(parts)


def _dec_DescribeLogDirsResponse_v4(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n280 = buf[pos] - 1
    if 0 <= n280 < 127:
        pos += 1
    else:
        n280, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results')
    l281: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    ap282 = l281.append
    for _ in range(n280):
        t283 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsResult)
        t283.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n284 = buf[pos] - 1
        if 0 <= n284 < 127:
            x285 = pos + 1 + n284
            if x285 > blen:
                raise _bad_length(n284, 'DescribeLogDirsResponse.Results.LogDir', pos)
            t283.log_dir = str(buf[pos + 1:x285], 'utf-8')
            pos = x285
        else:
            t283.log_dir, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.LogDir')
        n286 = buf[pos] - 1
        if 0 <= n286 < 127:
            pos += 1
        else:
            n286, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics')
        l287: list[DescribeLogDirsResponse.DescribeLogDirsTopic] = []
        ap288 = l287.append
        for _ in range(n286):
            t289 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsTopic)
            n290 = buf[pos] - 1
            if 0 <= n290 < 127:
                x291 = pos + 1 + n290
                if x291 > blen:
                    raise _bad_length(n290, 'DescribeLogDirsResponse.Results.Topics.Name', pos)
                t289.name = str(buf[pos + 1:x291], 'utf-8')
                pos = x291
            else:
                t289.name, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.Topics.Name')
            n292 = buf[pos] - 1
            if 0 <= n292 < 127:
                pos += 1
            else:
                n292, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics.Partitions')
            l293: list[DescribeLogDirsResponse.DescribeLogDirsPartition] = []
            ap294 = l293.append
            for _ in range(n292):
                t295 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsPartition)
                t295.partition_index, t295.partition_size, t295.offset_lag, t295.is_future_key = _S_iqq_.unpack_from(buf, pos)
                pos += 21
                if buf[pos] == 0:
                    pos += 1
                    t295._unknown_tags = None
                else:
                    nt296, pos = _ruv(buf, pos)
                    if nt296 * 2 > blen - pos:
                        raise _array_too_long(nt296, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                    uk297: list[tuple[int, bytes]] | None = None
                    for _ in range(nt296):
                        tg298, pos = _ruv(buf, pos)
                        sz299, pos = _ruv(buf, pos)
                        x300 = pos + sz299
                        if x300 > blen:
                            raise _bad_length(sz299, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                        if uk297 is None:
                            uk297 = []
                        uk297.append((tg298, bytes(buf[pos:x300])))
                        pos = x300
                    t295._unknown_tags = uk297
                ap294(t295)
            t289.partitions = l293
            if buf[pos] == 0:
                pos += 1
                t289._unknown_tags = None
            else:
                nt301, pos = _ruv(buf, pos)
                if nt301 * 2 > blen - pos:
                    raise _array_too_long(nt301, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                uk302: list[tuple[int, bytes]] | None = None
                for _ in range(nt301):
                    tg303, pos = _ruv(buf, pos)
                    sz304, pos = _ruv(buf, pos)
                    x305 = pos + sz304
                    if x305 > blen:
                        raise _bad_length(sz304, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                    if uk302 is None:
                        uk302 = []
                    uk302.append((tg303, bytes(buf[pos:x305])))
                    pos = x305
                t289._unknown_tags = uk302
            ap288(t289)
        t283.topics = l287
        t283.total_bytes, t283.usable_bytes = _S_qq.unpack_from(buf, pos)
        pos += 16
        t283.is_cordoned = False
        if buf[pos] == 0:
            pos += 1
            t283._unknown_tags = None
        else:
            nt306, pos = _ruv(buf, pos)
            if nt306 * 2 > blen - pos:
                raise _array_too_long(nt306, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
            uk307: list[tuple[int, bytes]] | None = None
            for _ in range(nt306):
                tg308, pos = _ruv(buf, pos)
                sz309, pos = _ruv(buf, pos)
                x310 = pos + sz309
                if x310 > blen:
                    raise _bad_length(sz309, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
                if uk307 is None:
                    uk307 = []
                uk307.append((tg308, bytes(buf[pos:x310])))
                pos = x310
            t283._unknown_tags = uk307
        ap282(t283)
    o.results = l281
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt311, pos = _ruv(buf, pos)
        if nt311 * 2 > blen - pos:
            raise _array_too_long(nt311, 'DescribeLogDirsResponse._tagged_fields', pos)
        uk312: list[tuple[int, bytes]] | None = None
        for _ in range(nt311):
            tg313, pos = _ruv(buf, pos)
            sz314, pos = _ruv(buf, pos)
            x315 = pos + sz314
            if x315 > blen:
                raise _bad_length(sz314, 'DescribeLogDirsResponse._tagged_fields', pos)
            if uk312 is None:
                uk312 = []
            uk312.append((tg313, bytes(buf[pos:x315])))
            pos = x315
        o._unknown_tags = uk312
    return o, pos


def _enc_DescribeLogDirsResponse_v5(o: DescribeLogDirsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l316 = o.results
    n317 = len(l316) + 1
    a(_UV[n317] if n317 < 128 else _uv(n317))
    for e318 in l316:
        a(_S_h.pack(e318.error_code))
        s319 = e318.log_dir
        b320 = s319.encode()
        n321 = len(b320) + 1
        a(_UV[n321] if n321 < 128 else _uv(n321))
        a(b320)
        l322 = e318.topics
        n323 = len(l322) + 1
        a(_UV[n323] if n323 < 128 else _uv(n323))
        for e324 in l322:
            s325 = e324.name
            b326 = s325.encode()
            n327 = len(b326) + 1
            a(_UV[n327] if n327 < 128 else _uv(n327))
            a(b326)
            l328 = e324.partitions
            n329 = len(l328) + 1
            a(_UV[n329] if n329 < 128 else _uv(n329))
            for e330 in l328:
                a(_S_iqq_.pack(e330.partition_index, e330.partition_size, e330.offset_lag, e330.is_future_key))
                u331 = e330._unknown_tags
                if u331 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u331)
            u332 = e324._unknown_tags
            if u332 is None:
                a(_H0)
            else:
                _write_tags(a, None, u332)
        a(_S_qq_.pack(e318.total_bytes, e318.usable_bytes, e318.is_cordoned))
        u333 = e318._unknown_tags
        if u333 is None:
            a(_H0)
        else:
            _write_tags(a, None, u333)
    u334 = o._unknown_tags
    if u334 is None:
        a(_H0)
    else:
        _write_tags(a, None, u334)
    return b''.join(parts)


def _dec_DescribeLogDirsResponse_v5(buf: _Buffer, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    blen = len(buf)
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n335 = buf[pos] - 1
    if 0 <= n335 < 127:
        pos += 1
    else:
        n335, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results')
    l336: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    ap337 = l336.append
    for _ in range(n335):
        t338 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsResult)
        t338.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n339 = buf[pos] - 1
        if 0 <= n339 < 127:
            x340 = pos + 1 + n339
            if x340 > blen:
                raise _bad_length(n339, 'DescribeLogDirsResponse.Results.LogDir', pos)
            t338.log_dir = str(buf[pos + 1:x340], 'utf-8')
            pos = x340
        else:
            t338.log_dir, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.LogDir')
        n341 = buf[pos] - 1
        if 0 <= n341 < 127:
            pos += 1
        else:
            n341, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics')
        l342: list[DescribeLogDirsResponse.DescribeLogDirsTopic] = []
        ap343 = l342.append
        for _ in range(n341):
            t344 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsTopic)
            n345 = buf[pos] - 1
            if 0 <= n345 < 127:
                x346 = pos + 1 + n345
                if x346 > blen:
                    raise _bad_length(n345, 'DescribeLogDirsResponse.Results.Topics.Name', pos)
                t344.name = str(buf[pos + 1:x346], 'utf-8')
                pos = x346
            else:
                t344.name, pos = _read_string(buf, pos, True, False, 'DescribeLogDirsResponse.Results.Topics.Name')
            n347 = buf[pos] - 1
            if 0 <= n347 < 127:
                pos += 1
            else:
                n347, pos = _read_array_len(buf, pos, True, False, 1, 'DescribeLogDirsResponse.Results.Topics.Partitions')
            l348: list[DescribeLogDirsResponse.DescribeLogDirsPartition] = []
            ap349 = l348.append
            for _ in range(n347):
                t350 = _new(_C_DescribeLogDirsResponse_DescribeLogDirsPartition)
                t350.partition_index, t350.partition_size, t350.offset_lag, t350.is_future_key = _S_iqq_.unpack_from(buf, pos)
                pos += 21
                if buf[pos] == 0:
                    pos += 1
                    t350._unknown_tags = None
                else:
                    nt351, pos = _ruv(buf, pos)
                    if nt351 * 2 > blen - pos:
                        raise _array_too_long(nt351, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                    uk352: list[tuple[int, bytes]] | None = None
                    for _ in range(nt351):
                        tg353, pos = _ruv(buf, pos)
                        sz354, pos = _ruv(buf, pos)
                        x355 = pos + sz354
                        if x355 > blen:
                            raise _bad_length(sz354, 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields', pos)
                        if uk352 is None:
                            uk352 = []
                        uk352.append((tg353, bytes(buf[pos:x355])))
                        pos = x355
                    t350._unknown_tags = uk352
                ap349(t350)
            t344.partitions = l348
            if buf[pos] == 0:
                pos += 1
                t344._unknown_tags = None
            else:
                nt356, pos = _ruv(buf, pos)
                if nt356 * 2 > blen - pos:
                    raise _array_too_long(nt356, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                uk357: list[tuple[int, bytes]] | None = None
                for _ in range(nt356):
                    tg358, pos = _ruv(buf, pos)
                    sz359, pos = _ruv(buf, pos)
                    x360 = pos + sz359
                    if x360 > blen:
                        raise _bad_length(sz359, 'DescribeLogDirsResponse.Results.Topics._tagged_fields', pos)
                    if uk357 is None:
                        uk357 = []
                    uk357.append((tg358, bytes(buf[pos:x360])))
                    pos = x360
                t344._unknown_tags = uk357
            ap343(t344)
        t338.topics = l342
        t338.total_bytes, t338.usable_bytes, t338.is_cordoned = _S_qq_.unpack_from(buf, pos)
        pos += 17
        if buf[pos] == 0:
            pos += 1
            t338._unknown_tags = None
        else:
            nt361, pos = _ruv(buf, pos)
            if nt361 * 2 > blen - pos:
                raise _array_too_long(nt361, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
            uk362: list[tuple[int, bytes]] | None = None
            for _ in range(nt361):
                tg363, pos = _ruv(buf, pos)
                sz364, pos = _ruv(buf, pos)
                x365 = pos + sz364
                if x365 > blen:
                    raise _bad_length(sz364, 'DescribeLogDirsResponse.Results._tagged_fields', pos)
                if uk362 is None:
                    uk362 = []
                uk362.append((tg363, bytes(buf[pos:x365])))
                pos = x365
            t338._unknown_tags = uk362
        ap337(t338)
    o.results = l336
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt366, pos = _ruv(buf, pos)
        if nt366 * 2 > blen - pos:
            raise _array_too_long(nt366, 'DescribeLogDirsResponse._tagged_fields', pos)
        uk367: list[tuple[int, bytes]] | None = None
        for _ in range(nt366):
            tg368, pos = _ruv(buf, pos)
            sz369, pos = _ruv(buf, pos)
            x370 = pos + sz369
            if x370 > blen:
                raise _bad_length(sz369, 'DescribeLogDirsResponse._tagged_fields', pos)
            if uk367 is None:
                uk367 = []
            uk367.append((tg368, bytes(buf[pos:x370])))
            pos = x370
        o._unknown_tags = uk367
    return o, pos


DescribeLogDirsResponse._ENC = {1: _enc_DescribeLogDirsResponse_v1, 2: _enc_DescribeLogDirsResponse_v2, 3: _enc_DescribeLogDirsResponse_v3, 4: _enc_DescribeLogDirsResponse_v4, 5: _enc_DescribeLogDirsResponse_v5}
DescribeLogDirsResponse._DEC = {1: _dec_DescribeLogDirsResponse_v1, 2: _dec_DescribeLogDirsResponse_v2, 3: _dec_DescribeLogDirsResponse_v3, 4: _dec_DescribeLogDirsResponse_v4, 5: _dec_DescribeLogDirsResponse_v5}


_LINES = {
    132: 'DescribeLogDirsRequest.Topics',
    133: 'DescribeLogDirsRequest.Topics',
    134: 'DescribeLogDirsRequest.Topics',
    135: 'DescribeLogDirsRequest.Topics',
    136: 'DescribeLogDirsRequest.Topics',
    137: 'DescribeLogDirsRequest.Topics',
    138: 'DescribeLogDirsRequest.Topics.Topic',
    139: 'DescribeLogDirsRequest.Topics.Topic',
    140: 'DescribeLogDirsRequest.Topics.Topic',
    141: 'DescribeLogDirsRequest.Topics.Topic',
    142: 'DescribeLogDirsRequest.Topics.Partitions',
    143: 'DescribeLogDirsRequest.Topics.Partitions',
    145: 'DescribeLogDirsRequest.Topics.Partitions',
    147: 'DescribeLogDirsRequest.Topics.Partitions',
    154: 'DescribeLogDirsRequest.Topics',
    162: 'DescribeLogDirsRequest.Topics.Topic',
    167: 'DescribeLogDirsRequest.Topics.Topic',
    170: 'DescribeLogDirsRequest.Topics.Topic',
    171: 'DescribeLogDirsRequest.Topics.Partitions',
    173: 'DescribeLogDirsRequest.Topics.Partitions',
    176: 'DescribeLogDirsRequest.Topics.Partitions',
    187: 'DescribeLogDirsRequest.Topics',
    188: 'DescribeLogDirsRequest.Topics',
    189: 'DescribeLogDirsRequest.Topics',
    190: 'DescribeLogDirsRequest.Topics',
    191: 'DescribeLogDirsRequest.Topics',
    192: 'DescribeLogDirsRequest.Topics',
    193: 'DescribeLogDirsRequest.Topics',
    194: 'DescribeLogDirsRequest.Topics.Topic',
    195: 'DescribeLogDirsRequest.Topics.Topic',
    196: 'DescribeLogDirsRequest.Topics.Topic',
    197: 'DescribeLogDirsRequest.Topics.Topic',
    198: 'DescribeLogDirsRequest.Topics.Topic',
    199: 'DescribeLogDirsRequest.Topics.Partitions',
    200: 'DescribeLogDirsRequest.Topics.Partitions',
    202: 'DescribeLogDirsRequest.Topics.Partitions',
    204: 'DescribeLogDirsRequest.Topics.Partitions',
    205: 'DescribeLogDirsRequest.Topics._unknown_tags',
    206: 'DescribeLogDirsRequest.Topics',
    209: 'DescribeLogDirsRequest.Topics._unknown_tags',
    210: 'DescribeLogDirsRequest._unknown_tags',
    211: 'DescribeLogDirsRequest',
    214: 'DescribeLogDirsRequest._unknown_tags',
    221: 'DescribeLogDirsRequest.Topics',
    225: 'DescribeLogDirsRequest.Topics',
    233: 'DescribeLogDirsRequest.Topics.Topic',
    238: 'DescribeLogDirsRequest.Topics.Topic',
    241: 'DescribeLogDirsRequest.Topics.Topic',
    242: 'DescribeLogDirsRequest.Topics.Partitions',
    244: 'DescribeLogDirsRequest.Topics.Partitions',
    247: 'DescribeLogDirsRequest.Topics.Partitions',
    248: 'DescribeLogDirsRequest.Topics._tagged_fields',
    252: 'DescribeLogDirsRequest.Topics._tagged_fields',
    257: 'DescribeLogDirsRequest.Topics._tagged_fields',
    258: 'DescribeLogDirsRequest.Topics._tagged_fields',
    269: 'DescribeLogDirsRequest._tagged_fields',
    273: 'DescribeLogDirsRequest._tagged_fields',
    278: 'DescribeLogDirsRequest._tagged_fields',
    279: 'DescribeLogDirsRequest._tagged_fields',
    294: 'DescribeLogDirsRequest.Topics',
    295: 'DescribeLogDirsRequest.Topics',
    296: 'DescribeLogDirsRequest.Topics',
    297: 'DescribeLogDirsRequest.Topics',
    298: 'DescribeLogDirsRequest.Topics',
    299: 'DescribeLogDirsRequest.Topics',
    300: 'DescribeLogDirsRequest.Topics',
    301: 'DescribeLogDirsRequest.Topics.Topic',
    302: 'DescribeLogDirsRequest.Topics.Topic',
    303: 'DescribeLogDirsRequest.Topics.Topic',
    304: 'DescribeLogDirsRequest.Topics.Topic',
    305: 'DescribeLogDirsRequest.Topics.Topic',
    306: 'DescribeLogDirsRequest.Topics.Partitions',
    307: 'DescribeLogDirsRequest.Topics.Partitions',
    309: 'DescribeLogDirsRequest.Topics.Partitions',
    311: 'DescribeLogDirsRequest.Topics.Partitions',
    312: 'DescribeLogDirsRequest.Topics._unknown_tags',
    313: 'DescribeLogDirsRequest.Topics',
    316: 'DescribeLogDirsRequest.Topics._unknown_tags',
    317: 'DescribeLogDirsRequest._unknown_tags',
    318: 'DescribeLogDirsRequest',
    321: 'DescribeLogDirsRequest._unknown_tags',
    328: 'DescribeLogDirsRequest.Topics',
    332: 'DescribeLogDirsRequest.Topics',
    340: 'DescribeLogDirsRequest.Topics.Topic',
    345: 'DescribeLogDirsRequest.Topics.Topic',
    348: 'DescribeLogDirsRequest.Topics.Topic',
    349: 'DescribeLogDirsRequest.Topics.Partitions',
    351: 'DescribeLogDirsRequest.Topics.Partitions',
    354: 'DescribeLogDirsRequest.Topics.Partitions',
    355: 'DescribeLogDirsRequest.Topics._tagged_fields',
    359: 'DescribeLogDirsRequest.Topics._tagged_fields',
    364: 'DescribeLogDirsRequest.Topics._tagged_fields',
    365: 'DescribeLogDirsRequest.Topics._tagged_fields',
    376: 'DescribeLogDirsRequest._tagged_fields',
    380: 'DescribeLogDirsRequest._tagged_fields',
    385: 'DescribeLogDirsRequest._tagged_fields',
    386: 'DescribeLogDirsRequest._tagged_fields',
    401: 'DescribeLogDirsRequest.Topics',
    402: 'DescribeLogDirsRequest.Topics',
    403: 'DescribeLogDirsRequest.Topics',
    404: 'DescribeLogDirsRequest.Topics',
    405: 'DescribeLogDirsRequest.Topics',
    406: 'DescribeLogDirsRequest.Topics',
    407: 'DescribeLogDirsRequest.Topics',
    408: 'DescribeLogDirsRequest.Topics.Topic',
    409: 'DescribeLogDirsRequest.Topics.Topic',
    410: 'DescribeLogDirsRequest.Topics.Topic',
    411: 'DescribeLogDirsRequest.Topics.Topic',
    412: 'DescribeLogDirsRequest.Topics.Topic',
    413: 'DescribeLogDirsRequest.Topics.Partitions',
    414: 'DescribeLogDirsRequest.Topics.Partitions',
    416: 'DescribeLogDirsRequest.Topics.Partitions',
    418: 'DescribeLogDirsRequest.Topics.Partitions',
    419: 'DescribeLogDirsRequest.Topics._unknown_tags',
    420: 'DescribeLogDirsRequest.Topics',
    423: 'DescribeLogDirsRequest.Topics._unknown_tags',
    424: 'DescribeLogDirsRequest._unknown_tags',
    425: 'DescribeLogDirsRequest',
    428: 'DescribeLogDirsRequest._unknown_tags',
    435: 'DescribeLogDirsRequest.Topics',
    439: 'DescribeLogDirsRequest.Topics',
    447: 'DescribeLogDirsRequest.Topics.Topic',
    452: 'DescribeLogDirsRequest.Topics.Topic',
    455: 'DescribeLogDirsRequest.Topics.Topic',
    456: 'DescribeLogDirsRequest.Topics.Partitions',
    458: 'DescribeLogDirsRequest.Topics.Partitions',
    461: 'DescribeLogDirsRequest.Topics.Partitions',
    462: 'DescribeLogDirsRequest.Topics._tagged_fields',
    466: 'DescribeLogDirsRequest.Topics._tagged_fields',
    471: 'DescribeLogDirsRequest.Topics._tagged_fields',
    472: 'DescribeLogDirsRequest.Topics._tagged_fields',
    483: 'DescribeLogDirsRequest._tagged_fields',
    487: 'DescribeLogDirsRequest._tagged_fields',
    492: 'DescribeLogDirsRequest._tagged_fields',
    493: 'DescribeLogDirsRequest._tagged_fields',
    508: 'DescribeLogDirsRequest.Topics',
    509: 'DescribeLogDirsRequest.Topics',
    510: 'DescribeLogDirsRequest.Topics',
    511: 'DescribeLogDirsRequest.Topics',
    512: 'DescribeLogDirsRequest.Topics',
    513: 'DescribeLogDirsRequest.Topics',
    514: 'DescribeLogDirsRequest.Topics',
    515: 'DescribeLogDirsRequest.Topics.Topic',
    516: 'DescribeLogDirsRequest.Topics.Topic',
    517: 'DescribeLogDirsRequest.Topics.Topic',
    518: 'DescribeLogDirsRequest.Topics.Topic',
    519: 'DescribeLogDirsRequest.Topics.Topic',
    520: 'DescribeLogDirsRequest.Topics.Partitions',
    521: 'DescribeLogDirsRequest.Topics.Partitions',
    523: 'DescribeLogDirsRequest.Topics.Partitions',
    525: 'DescribeLogDirsRequest.Topics.Partitions',
    526: 'DescribeLogDirsRequest.Topics._unknown_tags',
    527: 'DescribeLogDirsRequest.Topics',
    530: 'DescribeLogDirsRequest.Topics._unknown_tags',
    531: 'DescribeLogDirsRequest._unknown_tags',
    532: 'DescribeLogDirsRequest',
    535: 'DescribeLogDirsRequest._unknown_tags',
    542: 'DescribeLogDirsRequest.Topics',
    546: 'DescribeLogDirsRequest.Topics',
    554: 'DescribeLogDirsRequest.Topics.Topic',
    559: 'DescribeLogDirsRequest.Topics.Topic',
    562: 'DescribeLogDirsRequest.Topics.Topic',
    563: 'DescribeLogDirsRequest.Topics.Partitions',
    565: 'DescribeLogDirsRequest.Topics.Partitions',
    568: 'DescribeLogDirsRequest.Topics.Partitions',
    569: 'DescribeLogDirsRequest.Topics._tagged_fields',
    573: 'DescribeLogDirsRequest.Topics._tagged_fields',
    578: 'DescribeLogDirsRequest.Topics._tagged_fields',
    579: 'DescribeLogDirsRequest.Topics._tagged_fields',
    590: 'DescribeLogDirsRequest._tagged_fields',
    594: 'DescribeLogDirsRequest._tagged_fields',
    599: 'DescribeLogDirsRequest._tagged_fields',
    600: 'DescribeLogDirsRequest._tagged_fields',
    842: 'DescribeLogDirsResponse.ThrottleTimeMs',
    843: 'DescribeLogDirsResponse.Results',
    844: 'DescribeLogDirsResponse.Results',
    845: 'DescribeLogDirsResponse.Results',
    846: 'DescribeLogDirsResponse.Results.ErrorCode',
    847: 'DescribeLogDirsResponse.Results.LogDir',
    848: 'DescribeLogDirsResponse.Results.LogDir',
    849: 'DescribeLogDirsResponse.Results.LogDir',
    850: 'DescribeLogDirsResponse.Results.LogDir',
    851: 'DescribeLogDirsResponse.Results.Topics',
    852: 'DescribeLogDirsResponse.Results.Topics',
    853: 'DescribeLogDirsResponse.Results.Topics',
    854: 'DescribeLogDirsResponse.Results.Topics.Name',
    855: 'DescribeLogDirsResponse.Results.Topics.Name',
    856: 'DescribeLogDirsResponse.Results.Topics.Name',
    857: 'DescribeLogDirsResponse.Results.Topics.Name',
    858: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    859: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    860: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    861: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    868: 'DescribeLogDirsResponse.ThrottleTimeMs',
    870: 'DescribeLogDirsResponse.Results',
    875: 'DescribeLogDirsResponse.Results.ErrorCode',
    877: 'DescribeLogDirsResponse.Results.LogDir',
    882: 'DescribeLogDirsResponse.Results.LogDir',
    885: 'DescribeLogDirsResponse.Results.LogDir',
    886: 'DescribeLogDirsResponse.Results.Topics',
    891: 'DescribeLogDirsResponse.Results.Topics.Name',
    896: 'DescribeLogDirsResponse.Results.Topics.Name',
    899: 'DescribeLogDirsResponse.Results.Topics.Name',
    900: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    905: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    927: 'DescribeLogDirsResponse.ThrottleTimeMs',
    928: 'DescribeLogDirsResponse.Results',
    929: 'DescribeLogDirsResponse.Results',
    930: 'DescribeLogDirsResponse.Results',
    931: 'DescribeLogDirsResponse.Results',
    932: 'DescribeLogDirsResponse.Results.ErrorCode',
    933: 'DescribeLogDirsResponse.Results.LogDir',
    934: 'DescribeLogDirsResponse.Results.LogDir',
    935: 'DescribeLogDirsResponse.Results.LogDir',
    936: 'DescribeLogDirsResponse.Results.LogDir',
    937: 'DescribeLogDirsResponse.Results.LogDir',
    938: 'DescribeLogDirsResponse.Results.Topics',
    939: 'DescribeLogDirsResponse.Results.Topics',
    940: 'DescribeLogDirsResponse.Results.Topics',
    941: 'DescribeLogDirsResponse.Results.Topics',
    942: 'DescribeLogDirsResponse.Results.Topics.Name',
    943: 'DescribeLogDirsResponse.Results.Topics.Name',
    944: 'DescribeLogDirsResponse.Results.Topics.Name',
    945: 'DescribeLogDirsResponse.Results.Topics.Name',
    946: 'DescribeLogDirsResponse.Results.Topics.Name',
    947: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    948: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    949: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    950: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    951: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    952: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    953: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    956: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    957: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    958: 'DescribeLogDirsResponse.Results.Topics',
    961: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    962: 'DescribeLogDirsResponse.Results._unknown_tags',
    963: 'DescribeLogDirsResponse.Results',
    966: 'DescribeLogDirsResponse.Results._unknown_tags',
    967: 'DescribeLogDirsResponse._unknown_tags',
    968: 'DescribeLogDirsResponse',
    971: 'DescribeLogDirsResponse._unknown_tags',
    978: 'DescribeLogDirsResponse.ThrottleTimeMs',
    980: 'DescribeLogDirsResponse.Results',
    984: 'DescribeLogDirsResponse.Results',
    989: 'DescribeLogDirsResponse.Results.ErrorCode',
    991: 'DescribeLogDirsResponse.Results.LogDir',
    996: 'DescribeLogDirsResponse.Results.LogDir',
    999: 'DescribeLogDirsResponse.Results.LogDir',
    1000: 'DescribeLogDirsResponse.Results.Topics',
    1004: 'DescribeLogDirsResponse.Results.Topics',
    1009: 'DescribeLogDirsResponse.Results.Topics.Name',
    1014: 'DescribeLogDirsResponse.Results.Topics.Name',
    1017: 'DescribeLogDirsResponse.Results.Topics.Name',
    1018: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1022: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1027: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    1029: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1033: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1038: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1039: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1050: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1054: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1059: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1060: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1074: 'DescribeLogDirsResponse.Results._tagged_fields',
    1078: 'DescribeLogDirsResponse.Results._tagged_fields',
    1083: 'DescribeLogDirsResponse.Results._tagged_fields',
    1084: 'DescribeLogDirsResponse.Results._tagged_fields',
    1096: 'DescribeLogDirsResponse._tagged_fields',
    1100: 'DescribeLogDirsResponse._tagged_fields',
    1105: 'DescribeLogDirsResponse._tagged_fields',
    1106: 'DescribeLogDirsResponse._tagged_fields',
    1121: 'DescribeLogDirsResponse.ThrottleTimeMs,ErrorCode',
    1122: 'DescribeLogDirsResponse.Results',
    1123: 'DescribeLogDirsResponse.Results',
    1124: 'DescribeLogDirsResponse.Results',
    1125: 'DescribeLogDirsResponse.Results',
    1126: 'DescribeLogDirsResponse.Results.ErrorCode',
    1127: 'DescribeLogDirsResponse.Results.LogDir',
    1128: 'DescribeLogDirsResponse.Results.LogDir',
    1129: 'DescribeLogDirsResponse.Results.LogDir',
    1130: 'DescribeLogDirsResponse.Results.LogDir',
    1131: 'DescribeLogDirsResponse.Results.LogDir',
    1132: 'DescribeLogDirsResponse.Results.Topics',
    1133: 'DescribeLogDirsResponse.Results.Topics',
    1134: 'DescribeLogDirsResponse.Results.Topics',
    1135: 'DescribeLogDirsResponse.Results.Topics',
    1136: 'DescribeLogDirsResponse.Results.Topics.Name',
    1137: 'DescribeLogDirsResponse.Results.Topics.Name',
    1138: 'DescribeLogDirsResponse.Results.Topics.Name',
    1139: 'DescribeLogDirsResponse.Results.Topics.Name',
    1140: 'DescribeLogDirsResponse.Results.Topics.Name',
    1141: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1142: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1143: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1144: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1145: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    1146: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    1147: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1150: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    1151: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    1152: 'DescribeLogDirsResponse.Results.Topics',
    1155: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    1156: 'DescribeLogDirsResponse.Results._unknown_tags',
    1157: 'DescribeLogDirsResponse.Results',
    1160: 'DescribeLogDirsResponse.Results._unknown_tags',
    1161: 'DescribeLogDirsResponse._unknown_tags',
    1162: 'DescribeLogDirsResponse',
    1165: 'DescribeLogDirsResponse._unknown_tags',
    1172: 'DescribeLogDirsResponse.ThrottleTimeMs,ErrorCode',
    1174: 'DescribeLogDirsResponse.Results',
    1178: 'DescribeLogDirsResponse.Results',
    1183: 'DescribeLogDirsResponse.Results.ErrorCode',
    1185: 'DescribeLogDirsResponse.Results.LogDir',
    1190: 'DescribeLogDirsResponse.Results.LogDir',
    1193: 'DescribeLogDirsResponse.Results.LogDir',
    1194: 'DescribeLogDirsResponse.Results.Topics',
    1198: 'DescribeLogDirsResponse.Results.Topics',
    1203: 'DescribeLogDirsResponse.Results.Topics.Name',
    1208: 'DescribeLogDirsResponse.Results.Topics.Name',
    1211: 'DescribeLogDirsResponse.Results.Topics.Name',
    1212: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1216: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1221: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    1223: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1227: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1232: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1233: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1244: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1248: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1253: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1254: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1268: 'DescribeLogDirsResponse.Results._tagged_fields',
    1272: 'DescribeLogDirsResponse.Results._tagged_fields',
    1277: 'DescribeLogDirsResponse.Results._tagged_fields',
    1278: 'DescribeLogDirsResponse.Results._tagged_fields',
    1289: 'DescribeLogDirsResponse._tagged_fields',
    1293: 'DescribeLogDirsResponse._tagged_fields',
    1298: 'DescribeLogDirsResponse._tagged_fields',
    1299: 'DescribeLogDirsResponse._tagged_fields',
    1314: 'DescribeLogDirsResponse.ThrottleTimeMs,ErrorCode',
    1315: 'DescribeLogDirsResponse.Results',
    1316: 'DescribeLogDirsResponse.Results',
    1317: 'DescribeLogDirsResponse.Results',
    1318: 'DescribeLogDirsResponse.Results',
    1319: 'DescribeLogDirsResponse.Results.ErrorCode',
    1320: 'DescribeLogDirsResponse.Results.LogDir',
    1321: 'DescribeLogDirsResponse.Results.LogDir',
    1322: 'DescribeLogDirsResponse.Results.LogDir',
    1323: 'DescribeLogDirsResponse.Results.LogDir',
    1324: 'DescribeLogDirsResponse.Results.LogDir',
    1325: 'DescribeLogDirsResponse.Results.Topics',
    1326: 'DescribeLogDirsResponse.Results.Topics',
    1327: 'DescribeLogDirsResponse.Results.Topics',
    1328: 'DescribeLogDirsResponse.Results.Topics',
    1329: 'DescribeLogDirsResponse.Results.Topics.Name',
    1330: 'DescribeLogDirsResponse.Results.Topics.Name',
    1331: 'DescribeLogDirsResponse.Results.Topics.Name',
    1332: 'DescribeLogDirsResponse.Results.Topics.Name',
    1333: 'DescribeLogDirsResponse.Results.Topics.Name',
    1334: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1335: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1336: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1337: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1338: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    1339: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    1340: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1343: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    1344: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    1345: 'DescribeLogDirsResponse.Results.Topics',
    1348: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    1349: 'DescribeLogDirsResponse.Results.TotalBytes,UsableBytes',
    1350: 'DescribeLogDirsResponse.Results._unknown_tags',
    1351: 'DescribeLogDirsResponse.Results',
    1354: 'DescribeLogDirsResponse.Results._unknown_tags',
    1355: 'DescribeLogDirsResponse._unknown_tags',
    1356: 'DescribeLogDirsResponse',
    1359: 'DescribeLogDirsResponse._unknown_tags',
    1366: 'DescribeLogDirsResponse.ThrottleTimeMs,ErrorCode',
    1368: 'DescribeLogDirsResponse.Results',
    1372: 'DescribeLogDirsResponse.Results',
    1377: 'DescribeLogDirsResponse.Results.ErrorCode',
    1379: 'DescribeLogDirsResponse.Results.LogDir',
    1384: 'DescribeLogDirsResponse.Results.LogDir',
    1387: 'DescribeLogDirsResponse.Results.LogDir',
    1388: 'DescribeLogDirsResponse.Results.Topics',
    1392: 'DescribeLogDirsResponse.Results.Topics',
    1397: 'DescribeLogDirsResponse.Results.Topics.Name',
    1402: 'DescribeLogDirsResponse.Results.Topics.Name',
    1405: 'DescribeLogDirsResponse.Results.Topics.Name',
    1406: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1410: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1415: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    1417: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1421: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1426: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1427: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1438: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1442: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1447: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1448: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1459: 'DescribeLogDirsResponse.Results.TotalBytes,UsableBytes',
    1462: 'DescribeLogDirsResponse.Results._tagged_fields',
    1466: 'DescribeLogDirsResponse.Results._tagged_fields',
    1471: 'DescribeLogDirsResponse.Results._tagged_fields',
    1472: 'DescribeLogDirsResponse.Results._tagged_fields',
    1483: 'DescribeLogDirsResponse._tagged_fields',
    1487: 'DescribeLogDirsResponse._tagged_fields',
    1492: 'DescribeLogDirsResponse._tagged_fields',
    1493: 'DescribeLogDirsResponse._tagged_fields',
    1508: 'DescribeLogDirsResponse.ThrottleTimeMs,ErrorCode',
    1509: 'DescribeLogDirsResponse.Results',
    1510: 'DescribeLogDirsResponse.Results',
    1511: 'DescribeLogDirsResponse.Results',
    1512: 'DescribeLogDirsResponse.Results',
    1513: 'DescribeLogDirsResponse.Results.ErrorCode',
    1514: 'DescribeLogDirsResponse.Results.LogDir',
    1515: 'DescribeLogDirsResponse.Results.LogDir',
    1516: 'DescribeLogDirsResponse.Results.LogDir',
    1517: 'DescribeLogDirsResponse.Results.LogDir',
    1518: 'DescribeLogDirsResponse.Results.LogDir',
    1519: 'DescribeLogDirsResponse.Results.Topics',
    1520: 'DescribeLogDirsResponse.Results.Topics',
    1521: 'DescribeLogDirsResponse.Results.Topics',
    1522: 'DescribeLogDirsResponse.Results.Topics',
    1523: 'DescribeLogDirsResponse.Results.Topics.Name',
    1524: 'DescribeLogDirsResponse.Results.Topics.Name',
    1525: 'DescribeLogDirsResponse.Results.Topics.Name',
    1526: 'DescribeLogDirsResponse.Results.Topics.Name',
    1527: 'DescribeLogDirsResponse.Results.Topics.Name',
    1528: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1529: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1530: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1531: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1532: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    1533: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    1534: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1537: 'DescribeLogDirsResponse.Results.Topics.Partitions._unknown_tags',
    1538: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    1539: 'DescribeLogDirsResponse.Results.Topics',
    1542: 'DescribeLogDirsResponse.Results.Topics._unknown_tags',
    1543: 'DescribeLogDirsResponse.Results.TotalBytes,UsableBytes,IsCordoned',
    1544: 'DescribeLogDirsResponse.Results._unknown_tags',
    1545: 'DescribeLogDirsResponse.Results',
    1548: 'DescribeLogDirsResponse.Results._unknown_tags',
    1549: 'DescribeLogDirsResponse._unknown_tags',
    1550: 'DescribeLogDirsResponse',
    1553: 'DescribeLogDirsResponse._unknown_tags',
    1560: 'DescribeLogDirsResponse.ThrottleTimeMs,ErrorCode',
    1562: 'DescribeLogDirsResponse.Results',
    1566: 'DescribeLogDirsResponse.Results',
    1571: 'DescribeLogDirsResponse.Results.ErrorCode',
    1573: 'DescribeLogDirsResponse.Results.LogDir',
    1578: 'DescribeLogDirsResponse.Results.LogDir',
    1581: 'DescribeLogDirsResponse.Results.LogDir',
    1582: 'DescribeLogDirsResponse.Results.Topics',
    1586: 'DescribeLogDirsResponse.Results.Topics',
    1591: 'DescribeLogDirsResponse.Results.Topics.Name',
    1596: 'DescribeLogDirsResponse.Results.Topics.Name',
    1599: 'DescribeLogDirsResponse.Results.Topics.Name',
    1600: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1604: 'DescribeLogDirsResponse.Results.Topics.Partitions',
    1609: 'DescribeLogDirsResponse.Results.Topics.Partitions.PartitionIndex,PartitionSize,OffsetLag,IsFutureKey',
    1611: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1615: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1620: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1621: 'DescribeLogDirsResponse.Results.Topics.Partitions._tagged_fields',
    1632: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1636: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1641: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1642: 'DescribeLogDirsResponse.Results.Topics._tagged_fields',
    1653: 'DescribeLogDirsResponse.Results.TotalBytes,UsableBytes,IsCordoned',
    1655: 'DescribeLogDirsResponse.Results._tagged_fields',
    1659: 'DescribeLogDirsResponse.Results._tagged_fields',
    1664: 'DescribeLogDirsResponse.Results._tagged_fields',
    1665: 'DescribeLogDirsResponse.Results._tagged_fields',
    1676: 'DescribeLogDirsResponse._tagged_fields',
    1680: 'DescribeLogDirsResponse._tagged_fields',
    1685: 'DescribeLogDirsResponse._tagged_fields',
    1686: 'DescribeLogDirsResponse._tagged_fields',
}
