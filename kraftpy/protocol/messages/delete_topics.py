# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/DeleteTopicsRequest.json, schemas/messages/DeleteTopicsResponse.json.
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

__all__ = ['DeleteTopicsRequest', 'DeleteTopicsResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_U = Struct('>16s')
_S_Uh = Struct('>16sh')
_S_h = Struct('>h')
_S_i = Struct('>i')


class DeleteTopicsRequest(_Message):
    """DeleteTopicsRequest (request): API key 20; versions 1-6; flexible in 4-6; listeners: broker, controller."""

    __slots__ = ('topics', 'topic_names', 'timeout_ms', '_unknown_tags')
    NAME = 'DeleteTopicsRequest'
    TYPE = 'request'
    API_KEY = 20
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (1, 6)
    FLEXIBLE_VERSIONS = (4, 6)

    topics: list[DeleteTopicsRequest.DeleteTopicState]
    """Topics to delete, each by name or by id.

    `Topics` ([]DeleteTopicState): versions 6+; default []."""
    topic_names: list[str]
    """Names of the topics to delete.

    `TopicNames` ([]string): versions 0-5; default []; ignorable."""
    timeout_ms: int
    """Time in milliseconds to wait for the deletion to complete.

    `TimeoutMs` (int32): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        topics: list[DeleteTopicsRequest.DeleteTopicState] = _EMPTY,
        topic_names: list[str] = _EMPTY,
        timeout_ms: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.topics = [] if topics is _EMPTY else topics
        self.topic_names = [] if topic_names is _EMPTY else topic_names
        self.timeout_ms = timeout_ms
        self._unknown_tags = _unknown_tags

    class DeleteTopicState(_Message):
        """Topics to delete, each by name or by id.

        DeleteTopicState (in DeleteTopicsRequest): versions 6+."""

        __slots__ = ('name', 'topic_id', '_unknown_tags')
        NAME = 'DeleteTopicsRequest.DeleteTopicState'

        name: str | None
        """Name of the topic, or null when the id is given.

        `Name` (string): versions 6+; nullable in 6+; default None."""
        topic_id: UUID
        """Id of the topic, or zero when the name is given.

        `TopicId` (uuid): versions 6+; default the zero UUID."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str | None = None,
            topic_id: UUID = _ZERO_UUID,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self._unknown_tags = _unknown_tags


_C_DeleteTopicsRequest_DeleteTopicState = DeleteTopicsRequest.DeleteTopicState
DeleteTopicsRequest.FIELDS = (
    _FI('Topics', 'topics', '[]DeleteTopicState', (6, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteTopicsRequest_DeleteTopicState),
    _FI('TopicNames', 'topic_names', '[]string', (0, 5), (1, 0), (1, 0), None, (), True, None),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_DeleteTopicsRequest_DeleteTopicState.FIELDS = (
    _FI('Name', 'name', 'string', (6, 32767), (6, 32767), (1, 0), None, None, False, None),
    _FI('TopicId', 'topic_id', 'uuid', (6, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)
_DEF_DeleteTopicsRequest_DeleteTopicState = _C_DeleteTopicsRequest_DeleteTopicState()

def _mk_DeleteTopicsRequest_DeleteTopicState() -> DeleteTopicsRequest.DeleteTopicState:
    o = _new(_C_DeleteTopicsRequest_DeleteTopicState)
    o.name = None
    o.topic_id = _ZERO_UUID
    o._unknown_tags = None
    return o


def _enc_DeleteTopicsRequest_v1(o: DeleteTopicsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 1)
    l1 = o.topic_names
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v1(buf: _Buffer, pos: int) -> tuple[DeleteTopicsRequest, int]:
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n6, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsRequest.TopicNames')
    l7: list[str] = []
    ap8 = l7.append
    for _ in range(n6):
        n10, = _S_h.unpack_from(buf, pos)
        if n10 >= 0:
            x11 = pos + 2 + n10
            if x11 > blen:
                raise _bad_length(n10, 'DeleteTopicsRequest.TopicNames', pos)
            v9 = str(buf[pos + 2:x11], 'utf-8')
            pos = x11
        else:
            v9, pos = _read_string(buf, pos, False, False, 'DeleteTopicsRequest.TopicNames')
        ap8(v9)
    o.topic_names = l7
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsRequest_v2(o: DeleteTopicsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 2)
    l12 = o.topic_names
    a(_S_i.pack(len(l12)))
    for e13 in l12:
        s14 = e13
        b15 = s14.encode()
        a(_S_h.pack(len(b15)))
        a(b15)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v2(buf: _Buffer, pos: int) -> tuple[DeleteTopicsRequest, int]:
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n17, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsRequest.TopicNames')
    l18: list[str] = []
    ap19 = l18.append
    for _ in range(n17):
        n21, = _S_h.unpack_from(buf, pos)
        if n21 >= 0:
            x22 = pos + 2 + n21
            if x22 > blen:
                raise _bad_length(n21, 'DeleteTopicsRequest.TopicNames', pos)
            v20 = str(buf[pos + 2:x22], 'utf-8')
            pos = x22
        else:
            v20, pos = _read_string(buf, pos, False, False, 'DeleteTopicsRequest.TopicNames')
        ap19(v20)
    o.topic_names = l18
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsRequest_v3(o: DeleteTopicsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 3)
    l23 = o.topic_names
    a(_S_i.pack(len(l23)))
    for e24 in l23:
        s25 = e24
        b26 = s25.encode()
        a(_S_h.pack(len(b26)))
        a(b26)
    a(_S_i.pack(o.timeout_ms))
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v3(buf: _Buffer, pos: int) -> tuple[DeleteTopicsRequest, int]:
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n28, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsRequest.TopicNames')
    l29: list[str] = []
    ap30 = l29.append
    for _ in range(n28):
        n32, = _S_h.unpack_from(buf, pos)
        if n32 >= 0:
            x33 = pos + 2 + n32
            if x33 > blen:
                raise _bad_length(n32, 'DeleteTopicsRequest.TopicNames', pos)
            v31 = str(buf[pos + 2:x33], 'utf-8')
            pos = x33
        else:
            v31, pos = _read_string(buf, pos, False, False, 'DeleteTopicsRequest.TopicNames')
        ap30(v31)
    o.topic_names = l29
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsRequest_v4(o: DeleteTopicsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 4)
    l34 = o.topic_names
    n35 = len(l34) + 1
    a(_UV[n35] if n35 < 128 else _uv(n35))
    for e36 in l34:
        s37 = e36
        b38 = s37.encode()
        n39 = len(b38) + 1
        a(_UV[n39] if n39 < 128 else _uv(n39))
        a(b38)
    a(_S_i.pack(o.timeout_ms))
    u40 = o._unknown_tags
    if u40 is None:
        a(_H0)
    else:
        _write_tags(a, None, u40)
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v4(buf: _Buffer, pos: int) -> tuple[DeleteTopicsRequest, int]:
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n41 = buf[pos] - 1
    if 0 <= n41 < 127:
        pos += 1
    else:
        n41, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsRequest.TopicNames')
    l42: list[str] = []
    ap43 = l42.append
    for _ in range(n41):
        n45 = buf[pos] - 1
        if 0 <= n45 < 127:
            x46 = pos + 1 + n45
            if x46 > blen:
                raise _bad_length(n45, 'DeleteTopicsRequest.TopicNames', pos)
            v44 = str(buf[pos + 1:x46], 'utf-8')
            pos = x46
        else:
            v44, pos = _read_string(buf, pos, True, False, 'DeleteTopicsRequest.TopicNames')
        ap43(v44)
    o.topic_names = l42
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt47, pos = _ruv(buf, pos)
        if nt47 * 2 > blen - pos:
            raise _array_too_long(nt47, 'DeleteTopicsRequest._tagged_fields', pos)
        uk48: list[tuple[int, bytes]] | None = None
        for _ in range(nt47):
            tg49, pos = _ruv(buf, pos)
            sz50, pos = _ruv(buf, pos)
            x51 = pos + sz50
            if x51 > blen:
                raise _bad_length(sz50, 'DeleteTopicsRequest._tagged_fields', pos)
            if uk48 is None:
                uk48 = []
            uk48.append((tg49, bytes(buf[pos:x51])))
            pos = x51
        o._unknown_tags = uk48
    return o, pos


def _enc_DeleteTopicsRequest_v5(o: DeleteTopicsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.topics:
        raise _unsupported_field('DeleteTopicsRequest', 'Topics', 5)
    l52 = o.topic_names
    n53 = len(l52) + 1
    a(_UV[n53] if n53 < 128 else _uv(n53))
    for e54 in l52:
        s55 = e54
        b56 = s55.encode()
        n57 = len(b56) + 1
        a(_UV[n57] if n57 < 128 else _uv(n57))
        a(b56)
    a(_S_i.pack(o.timeout_ms))
    u58 = o._unknown_tags
    if u58 is None:
        a(_H0)
    else:
        _write_tags(a, None, u58)
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v5(buf: _Buffer, pos: int) -> tuple[DeleteTopicsRequest, int]:
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n59 = buf[pos] - 1
    if 0 <= n59 < 127:
        pos += 1
    else:
        n59, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsRequest.TopicNames')
    l60: list[str] = []
    ap61 = l60.append
    for _ in range(n59):
        n63 = buf[pos] - 1
        if 0 <= n63 < 127:
            x64 = pos + 1 + n63
            if x64 > blen:
                raise _bad_length(n63, 'DeleteTopicsRequest.TopicNames', pos)
            v62 = str(buf[pos + 1:x64], 'utf-8')
            pos = x64
        else:
            v62, pos = _read_string(buf, pos, True, False, 'DeleteTopicsRequest.TopicNames')
        ap61(v62)
    o.topic_names = l60
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topics = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt65, pos = _ruv(buf, pos)
        if nt65 * 2 > blen - pos:
            raise _array_too_long(nt65, 'DeleteTopicsRequest._tagged_fields', pos)
        uk66: list[tuple[int, bytes]] | None = None
        for _ in range(nt65):
            tg67, pos = _ruv(buf, pos)
            sz68, pos = _ruv(buf, pos)
            x69 = pos + sz68
            if x69 > blen:
                raise _bad_length(sz68, 'DeleteTopicsRequest._tagged_fields', pos)
            if uk66 is None:
                uk66 = []
            uk66.append((tg67, bytes(buf[pos:x69])))
            pos = x69
        o._unknown_tags = uk66
    return o, pos


def _enc_DeleteTopicsRequest_v6(o: DeleteTopicsRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    l70 = o.topics
    n71 = len(l70) + 1
    a(_UV[n71] if n71 < 128 else _uv(n71))
    for e72 in l70:
        s73 = e72.name
        if s73 is None:
            a(_H0)
        else:
            b74 = s73.encode()
            n75 = len(b74) + 1
            a(_UV[n75] if n75 < 128 else _uv(n75))
            a(b74)
        a(_S_U.pack(e72.topic_id.bytes))
        u76 = e72._unknown_tags
        if u76 is None:
            a(_H0)
        else:
            _write_tags(a, None, u76)
    a(_S_i.pack(o.timeout_ms))
    u77 = o._unknown_tags
    if u77 is None:
        a(_H0)
    else:
        _write_tags(a, None, u77)
    return b''.join(parts)


def _dec_DeleteTopicsRequest_v6(buf: _Buffer, pos: int) -> tuple[DeleteTopicsRequest, int]:
    blen = len(buf)
    o = _new(DeleteTopicsRequest)
    n78 = buf[pos] - 1
    if 0 <= n78 < 127:
        pos += 1
    else:
        n78, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsRequest.Topics')
    l79: list[DeleteTopicsRequest.DeleteTopicState] = []
    ap80 = l79.append
    for _ in range(n78):
        t81 = _new(_C_DeleteTopicsRequest_DeleteTopicState)
        n82 = buf[pos] - 1
        if 0 <= n82 < 127:
            x83 = pos + 1 + n82
            if x83 > blen:
                raise _bad_length(n82, 'DeleteTopicsRequest.Topics.Name', pos)
            t81.name = str(buf[pos + 1:x83], 'utf-8')
            pos = x83
        else:
            t81.name, pos = _read_string(buf, pos, True, True, 'DeleteTopicsRequest.Topics.Name')
        u84, = _S_U.unpack_from(buf, pos)
        pos += 16
        t81.topic_id = _uuid_from(u84)
        if buf[pos] == 0:
            pos += 1
            t81._unknown_tags = None
        else:
            nt85, pos = _ruv(buf, pos)
            if nt85 * 2 > blen - pos:
                raise _array_too_long(nt85, 'DeleteTopicsRequest.Topics._tagged_fields', pos)
            uk86: list[tuple[int, bytes]] | None = None
            for _ in range(nt85):
                tg87, pos = _ruv(buf, pos)
                sz88, pos = _ruv(buf, pos)
                x89 = pos + sz88
                if x89 > blen:
                    raise _bad_length(sz88, 'DeleteTopicsRequest.Topics._tagged_fields', pos)
                if uk86 is None:
                    uk86 = []
                uk86.append((tg87, bytes(buf[pos:x89])))
                pos = x89
            t81._unknown_tags = uk86
        ap80(t81)
    o.topics = l79
    o.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    o.topic_names = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt90, pos = _ruv(buf, pos)
        if nt90 * 2 > blen - pos:
            raise _array_too_long(nt90, 'DeleteTopicsRequest._tagged_fields', pos)
        uk91: list[tuple[int, bytes]] | None = None
        for _ in range(nt90):
            tg92, pos = _ruv(buf, pos)
            sz93, pos = _ruv(buf, pos)
            x94 = pos + sz93
            if x94 > blen:
                raise _bad_length(sz93, 'DeleteTopicsRequest._tagged_fields', pos)
            if uk91 is None:
                uk91 = []
            uk91.append((tg92, bytes(buf[pos:x94])))
            pos = x94
        o._unknown_tags = uk91
    return o, pos


DeleteTopicsRequest._ENC = {1: _enc_DeleteTopicsRequest_v1, 2: _enc_DeleteTopicsRequest_v2, 3: _enc_DeleteTopicsRequest_v3, 4: _enc_DeleteTopicsRequest_v4, 5: _enc_DeleteTopicsRequest_v5, 6: _enc_DeleteTopicsRequest_v6}
DeleteTopicsRequest._DEC = {1: _dec_DeleteTopicsRequest_v1, 2: _dec_DeleteTopicsRequest_v2, 3: _dec_DeleteTopicsRequest_v3, 4: _dec_DeleteTopicsRequest_v4, 5: _dec_DeleteTopicsRequest_v5, 6: _dec_DeleteTopicsRequest_v6}


class DeleteTopicsResponse(_Message):
    """DeleteTopicsResponse (response): API key 20; versions 1-6; flexible in 4-6."""

    __slots__ = ('throttle_time_ms', 'responses', '_unknown_tags')
    NAME = 'DeleteTopicsResponse'
    TYPE = 'response'
    API_KEY = 20
    VALID_VERSIONS = (1, 6)
    FLEXIBLE_VERSIONS = (4, 6)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    responses: list[DeleteTopicsResponse.DeletableTopicResult]
    """Outcome for each topic.

    `Responses` ([]DeletableTopicResult): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        responses: list[DeleteTopicsResponse.DeletableTopicResult] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _EMPTY else responses
        self._unknown_tags = _unknown_tags

    class DeletableTopicResult(_Message):
        """Outcome for each topic.

        DeletableTopicResult (in DeleteTopicsResponse): versions 0+."""

        __slots__ = ('name', 'topic_id', 'error_code', 'error_message', '_unknown_tags')
        NAME = 'DeleteTopicsResponse.DeletableTopicResult'

        name: str | None
        """Name of the topic, or null if unknown.

        `Name` (string): versions 0+; nullable in 6+; default ''."""
        topic_id: UUID
        """Id of the topic.

        `TopicId` (uuid): versions 6+; default the zero UUID; ignorable."""
        error_code: int
        """Error code, 0 if the topic was deleted.

        `ErrorCode` (int16): versions 0+; default 0."""
        error_message: str | None
        """Error detail, or null on success.

        `ErrorMessage` (string): versions 5+; nullable in 5+; default None; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            name: str | None = '',
            topic_id: UUID = _ZERO_UUID,
            error_code: int = 0,
            error_message: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.name = name
            self.topic_id = topic_id
            self.error_code = error_code
            self.error_message = error_message
            self._unknown_tags = _unknown_tags


_C_DeleteTopicsResponse_DeletableTopicResult = DeleteTopicsResponse.DeletableTopicResult
DeleteTopicsResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('Responses', 'responses', '[]DeletableTopicResult', (0, 32767), (1, 0), (1, 0), None, (), False, _C_DeleteTopicsResponse_DeletableTopicResult),
)
_C_DeleteTopicsResponse_DeletableTopicResult.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (6, 32767), (1, 0), None, '', False, None),
    _FI('TopicId', 'topic_id', 'uuid', (6, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (5, 32767), (5, 32767), (1, 0), None, None, True, None),
)
_DEF_DeleteTopicsResponse_DeletableTopicResult = _C_DeleteTopicsResponse_DeletableTopicResult()

def _mk_DeleteTopicsResponse_DeletableTopicResult() -> DeleteTopicsResponse.DeletableTopicResult:
    o = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
    o.name = ''
    o.topic_id = _ZERO_UUID
    o.error_code = 0
    o.error_message = None
    o._unknown_tags = None
    return o


def _enc_DeleteTopicsResponse_v1(o: DeleteTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l95 = o.responses
    a(_S_i.pack(len(l95)))
    for e96 in l95:
        s97: str = e96.name  # type: ignore[assignment]
        b98 = s97.encode()
        a(_S_h.pack(len(b98)))
        a(b98)
        a(_S_h.pack(e96.error_code))
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v1(buf: _Buffer, pos: int) -> tuple[DeleteTopicsResponse, int]:
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n100, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsResponse.Responses')
    l101: list[DeleteTopicsResponse.DeletableTopicResult] = []
    ap102 = l101.append
    for _ in range(n100):
        t103 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n104, = _S_h.unpack_from(buf, pos)
        if n104 >= 0:
            x105 = pos + 2 + n104
            if x105 > blen:
                raise _bad_length(n104, 'DeleteTopicsResponse.Responses.Name', pos)
            t103.name = str(buf[pos + 2:x105], 'utf-8')
            pos = x105
        else:
            t103.name, pos = _read_string(buf, pos, False, False, 'DeleteTopicsResponse.Responses.Name')
        t103.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t103.topic_id = _ZERO_UUID
        t103.error_message = None
        t103._unknown_tags = None
        ap102(t103)
    o.responses = l101
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsResponse_v2(o: DeleteTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l106 = o.responses
    a(_S_i.pack(len(l106)))
    for e107 in l106:
        s108: str = e107.name  # type: ignore[assignment]
        b109 = s108.encode()
        a(_S_h.pack(len(b109)))
        a(b109)
        a(_S_h.pack(e107.error_code))
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v2(buf: _Buffer, pos: int) -> tuple[DeleteTopicsResponse, int]:
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n111, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsResponse.Responses')
    l112: list[DeleteTopicsResponse.DeletableTopicResult] = []
    ap113 = l112.append
    for _ in range(n111):
        t114 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n115, = _S_h.unpack_from(buf, pos)
        if n115 >= 0:
            x116 = pos + 2 + n115
            if x116 > blen:
                raise _bad_length(n115, 'DeleteTopicsResponse.Responses.Name', pos)
            t114.name = str(buf[pos + 2:x116], 'utf-8')
            pos = x116
        else:
            t114.name, pos = _read_string(buf, pos, False, False, 'DeleteTopicsResponse.Responses.Name')
        t114.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t114.topic_id = _ZERO_UUID
        t114.error_message = None
        t114._unknown_tags = None
        ap113(t114)
    o.responses = l112
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsResponse_v3(o: DeleteTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l117 = o.responses
    a(_S_i.pack(len(l117)))
    for e118 in l117:
        s119: str = e118.name  # type: ignore[assignment]
        b120 = s119.encode()
        a(_S_h.pack(len(b120)))
        a(b120)
        a(_S_h.pack(e118.error_code))
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v3(buf: _Buffer, pos: int) -> tuple[DeleteTopicsResponse, int]:
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n122, pos = _read_array_len(buf, pos, False, False, 1, 'DeleteTopicsResponse.Responses')
    l123: list[DeleteTopicsResponse.DeletableTopicResult] = []
    ap124 = l123.append
    for _ in range(n122):
        t125 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n126, = _S_h.unpack_from(buf, pos)
        if n126 >= 0:
            x127 = pos + 2 + n126
            if x127 > blen:
                raise _bad_length(n126, 'DeleteTopicsResponse.Responses.Name', pos)
            t125.name = str(buf[pos + 2:x127], 'utf-8')
            pos = x127
        else:
            t125.name, pos = _read_string(buf, pos, False, False, 'DeleteTopicsResponse.Responses.Name')
        t125.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t125.topic_id = _ZERO_UUID
        t125.error_message = None
        t125._unknown_tags = None
        ap124(t125)
    o.responses = l123
    o._unknown_tags = None
    return o, pos


def _enc_DeleteTopicsResponse_v4(o: DeleteTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l128 = o.responses
    n129 = len(l128) + 1
    a(_UV[n129] if n129 < 128 else _uv(n129))
    for e130 in l128:
        s131: str = e130.name  # type: ignore[assignment]
        b132 = s131.encode()
        n133 = len(b132) + 1
        a(_UV[n133] if n133 < 128 else _uv(n133))
        a(b132)
        a(_S_h.pack(e130.error_code))
        u134 = e130._unknown_tags
        if u134 is None:
            a(_H0)
        else:
            _write_tags(a, None, u134)
    u135 = o._unknown_tags
    if u135 is None:
        a(_H0)
    else:
        _write_tags(a, None, u135)
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v4(buf: _Buffer, pos: int) -> tuple[DeleteTopicsResponse, int]:
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n136 = buf[pos] - 1
    if 0 <= n136 < 127:
        pos += 1
    else:
        n136, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsResponse.Responses')
    l137: list[DeleteTopicsResponse.DeletableTopicResult] = []
    ap138 = l137.append
    for _ in range(n136):
        t139 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n140 = buf[pos] - 1
        if 0 <= n140 < 127:
            x141 = pos + 1 + n140
            if x141 > blen:
                raise _bad_length(n140, 'DeleteTopicsResponse.Responses.Name', pos)
            t139.name = str(buf[pos + 1:x141], 'utf-8')
            pos = x141
        else:
            t139.name, pos = _read_string(buf, pos, True, False, 'DeleteTopicsResponse.Responses.Name')
        t139.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        t139.topic_id = _ZERO_UUID
        t139.error_message = None
        if buf[pos] == 0:
            pos += 1
            t139._unknown_tags = None
        else:
            nt142, pos = _ruv(buf, pos)
            if nt142 * 2 > blen - pos:
                raise _array_too_long(nt142, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
            uk143: list[tuple[int, bytes]] | None = None
            for _ in range(nt142):
                tg144, pos = _ruv(buf, pos)
                sz145, pos = _ruv(buf, pos)
                x146 = pos + sz145
                if x146 > blen:
                    raise _bad_length(sz145, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
                if uk143 is None:
                    uk143 = []
                uk143.append((tg144, bytes(buf[pos:x146])))
                pos = x146
            t139._unknown_tags = uk143
        ap138(t139)
    o.responses = l137
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt147, pos = _ruv(buf, pos)
        if nt147 * 2 > blen - pos:
            raise _array_too_long(nt147, 'DeleteTopicsResponse._tagged_fields', pos)
        uk148: list[tuple[int, bytes]] | None = None
        for _ in range(nt147):
            tg149, pos = _ruv(buf, pos)
            sz150, pos = _ruv(buf, pos)
            x151 = pos + sz150
            if x151 > blen:
                raise _bad_length(sz150, 'DeleteTopicsResponse._tagged_fields', pos)
            if uk148 is None:
                uk148 = []
            uk148.append((tg149, bytes(buf[pos:x151])))
            pos = x151
        o._unknown_tags = uk148
    return o, pos


def _enc_DeleteTopicsResponse_v5(o: DeleteTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l152 = o.responses
    n153 = len(l152) + 1
    a(_UV[n153] if n153 < 128 else _uv(n153))
    for e154 in l152:
        s155: str = e154.name  # type: ignore[assignment]
        b156 = s155.encode()
        n157 = len(b156) + 1
        a(_UV[n157] if n157 < 128 else _uv(n157))
        a(b156)
        a(_S_h.pack(e154.error_code))
        s158 = e154.error_message
        if s158 is None:
            a(_H0)
        else:
            b159 = s158.encode()
            n160 = len(b159) + 1
            a(_UV[n160] if n160 < 128 else _uv(n160))
            a(b159)
        u161 = e154._unknown_tags
        if u161 is None:
            a(_H0)
        else:
            _write_tags(a, None, u161)
    u162 = o._unknown_tags
    if u162 is None:
        a(_H0)
    else:
        _write_tags(a, None, u162)
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v5(buf: _Buffer, pos: int) -> tuple[DeleteTopicsResponse, int]:
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n163 = buf[pos] - 1
    if 0 <= n163 < 127:
        pos += 1
    else:
        n163, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsResponse.Responses')
    l164: list[DeleteTopicsResponse.DeletableTopicResult] = []
    ap165 = l164.append
    for _ in range(n163):
        t166 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n167 = buf[pos] - 1
        if 0 <= n167 < 127:
            x168 = pos + 1 + n167
            if x168 > blen:
                raise _bad_length(n167, 'DeleteTopicsResponse.Responses.Name', pos)
            t166.name = str(buf[pos + 1:x168], 'utf-8')
            pos = x168
        else:
            t166.name, pos = _read_string(buf, pos, True, False, 'DeleteTopicsResponse.Responses.Name')
        t166.error_code, = _S_h.unpack_from(buf, pos)
        pos += 2
        n169 = buf[pos] - 1
        if 0 <= n169 < 127:
            x170 = pos + 1 + n169
            if x170 > blen:
                raise _bad_length(n169, 'DeleteTopicsResponse.Responses.ErrorMessage', pos)
            t166.error_message = str(buf[pos + 1:x170], 'utf-8')
            pos = x170
        else:
            t166.error_message, pos = _read_string(buf, pos, True, True, 'DeleteTopicsResponse.Responses.ErrorMessage')
        t166.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t166._unknown_tags = None
        else:
            nt171, pos = _ruv(buf, pos)
            if nt171 * 2 > blen - pos:
                raise _array_too_long(nt171, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
            uk172: list[tuple[int, bytes]] | None = None
            for _ in range(nt171):
                tg173, pos = _ruv(buf, pos)
                sz174, pos = _ruv(buf, pos)
                x175 = pos + sz174
                if x175 > blen:
                    raise _bad_length(sz174, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
                if uk172 is None:
                    uk172 = []
                uk172.append((tg173, bytes(buf[pos:x175])))
                pos = x175
            t166._unknown_tags = uk172
        ap165(t166)
    o.responses = l164
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt176, pos = _ruv(buf, pos)
        if nt176 * 2 > blen - pos:
            raise _array_too_long(nt176, 'DeleteTopicsResponse._tagged_fields', pos)
        uk177: list[tuple[int, bytes]] | None = None
        for _ in range(nt176):
            tg178, pos = _ruv(buf, pos)
            sz179, pos = _ruv(buf, pos)
            x180 = pos + sz179
            if x180 > blen:
                raise _bad_length(sz179, 'DeleteTopicsResponse._tagged_fields', pos)
            if uk177 is None:
                uk177 = []
            uk177.append((tg178, bytes(buf[pos:x180])))
            pos = x180
        o._unknown_tags = uk177
    return o, pos


def _enc_DeleteTopicsResponse_v6(o: DeleteTopicsResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    l181 = o.responses
    n182 = len(l181) + 1
    a(_UV[n182] if n182 < 128 else _uv(n182))
    for e183 in l181:
        s184 = e183.name
        if s184 is None:
            a(_H0)
        else:
            b185 = s184.encode()
            n186 = len(b185) + 1
            a(_UV[n186] if n186 < 128 else _uv(n186))
            a(b185)
        a(_S_Uh.pack(e183.topic_id.bytes, e183.error_code))
        s187 = e183.error_message
        if s187 is None:
            a(_H0)
        else:
            b188 = s187.encode()
            n189 = len(b188) + 1
            a(_UV[n189] if n189 < 128 else _uv(n189))
            a(b188)
        u190 = e183._unknown_tags
        if u190 is None:
            a(_H0)
        else:
            _write_tags(a, None, u190)
    u191 = o._unknown_tags
    if u191 is None:
        a(_H0)
    else:
        _write_tags(a, None, u191)
    return b''.join(parts)


def _dec_DeleteTopicsResponse_v6(buf: _Buffer, pos: int) -> tuple[DeleteTopicsResponse, int]:
    blen = len(buf)
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n192 = buf[pos] - 1
    if 0 <= n192 < 127:
        pos += 1
    else:
        n192, pos = _read_array_len(buf, pos, True, False, 1, 'DeleteTopicsResponse.Responses')
    l193: list[DeleteTopicsResponse.DeletableTopicResult] = []
    ap194 = l193.append
    for _ in range(n192):
        t195 = _new(_C_DeleteTopicsResponse_DeletableTopicResult)
        n196 = buf[pos] - 1
        if 0 <= n196 < 127:
            x197 = pos + 1 + n196
            if x197 > blen:
                raise _bad_length(n196, 'DeleteTopicsResponse.Responses.Name', pos)
            t195.name = str(buf[pos + 1:x197], 'utf-8')
            pos = x197
        else:
            t195.name, pos = _read_string(buf, pos, True, True, 'DeleteTopicsResponse.Responses.Name')
        u198, t195.error_code = _S_Uh.unpack_from(buf, pos)
        pos += 18
        t195.topic_id = _uuid_from(u198)
        n199 = buf[pos] - 1
        if 0 <= n199 < 127:
            x200 = pos + 1 + n199
            if x200 > blen:
                raise _bad_length(n199, 'DeleteTopicsResponse.Responses.ErrorMessage', pos)
            t195.error_message = str(buf[pos + 1:x200], 'utf-8')
            pos = x200
        else:
            t195.error_message, pos = _read_string(buf, pos, True, True, 'DeleteTopicsResponse.Responses.ErrorMessage')
        if buf[pos] == 0:
            pos += 1
            t195._unknown_tags = None
        else:
            nt201, pos = _ruv(buf, pos)
            if nt201 * 2 > blen - pos:
                raise _array_too_long(nt201, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
            uk202: list[tuple[int, bytes]] | None = None
            for _ in range(nt201):
                tg203, pos = _ruv(buf, pos)
                sz204, pos = _ruv(buf, pos)
                x205 = pos + sz204
                if x205 > blen:
                    raise _bad_length(sz204, 'DeleteTopicsResponse.Responses._tagged_fields', pos)
                if uk202 is None:
                    uk202 = []
                uk202.append((tg203, bytes(buf[pos:x205])))
                pos = x205
            t195._unknown_tags = uk202
        ap194(t195)
    o.responses = l193
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt206, pos = _ruv(buf, pos)
        if nt206 * 2 > blen - pos:
            raise _array_too_long(nt206, 'DeleteTopicsResponse._tagged_fields', pos)
        uk207: list[tuple[int, bytes]] | None = None
        for _ in range(nt206):
            tg208, pos = _ruv(buf, pos)
            sz209, pos = _ruv(buf, pos)
            x210 = pos + sz209
            if x210 > blen:
                raise _bad_length(sz209, 'DeleteTopicsResponse._tagged_fields', pos)
            if uk207 is None:
                uk207 = []
            uk207.append((tg208, bytes(buf[pos:x210])))
            pos = x210
        o._unknown_tags = uk207
    return o, pos


DeleteTopicsResponse._ENC = {1: _enc_DeleteTopicsResponse_v1, 2: _enc_DeleteTopicsResponse_v2, 3: _enc_DeleteTopicsResponse_v3, 4: _enc_DeleteTopicsResponse_v4, 5: _enc_DeleteTopicsResponse_v5, 6: _enc_DeleteTopicsResponse_v6}
DeleteTopicsResponse._DEC = {1: _dec_DeleteTopicsResponse_v1, 2: _dec_DeleteTopicsResponse_v2, 3: _dec_DeleteTopicsResponse_v3, 4: _dec_DeleteTopicsResponse_v4, 5: _dec_DeleteTopicsResponse_v5, 6: _dec_DeleteTopicsResponse_v6}


_LINES = {
    141: 'DeleteTopicsRequest.Topics',
    143: 'DeleteTopicsRequest.TopicNames',
    144: 'DeleteTopicsRequest.TopicNames',
    145: 'DeleteTopicsRequest.TopicNames',
    146: 'DeleteTopicsRequest.TopicNames',
    147: 'DeleteTopicsRequest.TopicNames',
    148: 'DeleteTopicsRequest.TopicNames',
    149: 'DeleteTopicsRequest.TopicNames',
    150: 'DeleteTopicsRequest.TimeoutMs',
    157: 'DeleteTopicsRequest.TopicNames',
    161: 'DeleteTopicsRequest.TopicNames',
    166: 'DeleteTopicsRequest.TopicNames',
    169: 'DeleteTopicsRequest.TopicNames',
    172: 'DeleteTopicsRequest.TimeoutMs',
    182: 'DeleteTopicsRequest.Topics',
    184: 'DeleteTopicsRequest.TopicNames',
    185: 'DeleteTopicsRequest.TopicNames',
    186: 'DeleteTopicsRequest.TopicNames',
    187: 'DeleteTopicsRequest.TopicNames',
    188: 'DeleteTopicsRequest.TopicNames',
    189: 'DeleteTopicsRequest.TopicNames',
    190: 'DeleteTopicsRequest.TopicNames',
    191: 'DeleteTopicsRequest.TimeoutMs',
    198: 'DeleteTopicsRequest.TopicNames',
    202: 'DeleteTopicsRequest.TopicNames',
    207: 'DeleteTopicsRequest.TopicNames',
    210: 'DeleteTopicsRequest.TopicNames',
    213: 'DeleteTopicsRequest.TimeoutMs',
    223: 'DeleteTopicsRequest.Topics',
    225: 'DeleteTopicsRequest.TopicNames',
    226: 'DeleteTopicsRequest.TopicNames',
    227: 'DeleteTopicsRequest.TopicNames',
    228: 'DeleteTopicsRequest.TopicNames',
    229: 'DeleteTopicsRequest.TopicNames',
    230: 'DeleteTopicsRequest.TopicNames',
    231: 'DeleteTopicsRequest.TopicNames',
    232: 'DeleteTopicsRequest.TimeoutMs',
    239: 'DeleteTopicsRequest.TopicNames',
    243: 'DeleteTopicsRequest.TopicNames',
    248: 'DeleteTopicsRequest.TopicNames',
    251: 'DeleteTopicsRequest.TopicNames',
    254: 'DeleteTopicsRequest.TimeoutMs',
    264: 'DeleteTopicsRequest.Topics',
    266: 'DeleteTopicsRequest.TopicNames',
    267: 'DeleteTopicsRequest.TopicNames',
    268: 'DeleteTopicsRequest.TopicNames',
    269: 'DeleteTopicsRequest.TopicNames',
    270: 'DeleteTopicsRequest.TopicNames',
    271: 'DeleteTopicsRequest.TopicNames',
    272: 'DeleteTopicsRequest.TopicNames',
    273: 'DeleteTopicsRequest.TopicNames',
    274: 'DeleteTopicsRequest.TopicNames',
    275: 'DeleteTopicsRequest.TimeoutMs',
    276: 'DeleteTopicsRequest._unknown_tags',
    277: 'DeleteTopicsRequest',
    280: 'DeleteTopicsRequest._unknown_tags',
    287: 'DeleteTopicsRequest.TopicNames',
    291: 'DeleteTopicsRequest.TopicNames',
    295: 'DeleteTopicsRequest.TopicNames',
    300: 'DeleteTopicsRequest.TopicNames',
    303: 'DeleteTopicsRequest.TopicNames',
    306: 'DeleteTopicsRequest.TimeoutMs',
    309: 'DeleteTopicsRequest._tagged_fields',
    313: 'DeleteTopicsRequest._tagged_fields',
    318: 'DeleteTopicsRequest._tagged_fields',
    319: 'DeleteTopicsRequest._tagged_fields',
    334: 'DeleteTopicsRequest.Topics',
    336: 'DeleteTopicsRequest.TopicNames',
    337: 'DeleteTopicsRequest.TopicNames',
    338: 'DeleteTopicsRequest.TopicNames',
    339: 'DeleteTopicsRequest.TopicNames',
    340: 'DeleteTopicsRequest.TopicNames',
    341: 'DeleteTopicsRequest.TopicNames',
    342: 'DeleteTopicsRequest.TopicNames',
    343: 'DeleteTopicsRequest.TopicNames',
    344: 'DeleteTopicsRequest.TopicNames',
    345: 'DeleteTopicsRequest.TimeoutMs',
    346: 'DeleteTopicsRequest._unknown_tags',
    347: 'DeleteTopicsRequest',
    350: 'DeleteTopicsRequest._unknown_tags',
    357: 'DeleteTopicsRequest.TopicNames',
    361: 'DeleteTopicsRequest.TopicNames',
    365: 'DeleteTopicsRequest.TopicNames',
    370: 'DeleteTopicsRequest.TopicNames',
    373: 'DeleteTopicsRequest.TopicNames',
    376: 'DeleteTopicsRequest.TimeoutMs',
    379: 'DeleteTopicsRequest._tagged_fields',
    383: 'DeleteTopicsRequest._tagged_fields',
    388: 'DeleteTopicsRequest._tagged_fields',
    389: 'DeleteTopicsRequest._tagged_fields',
    404: 'DeleteTopicsRequest.Topics',
    405: 'DeleteTopicsRequest.Topics',
    406: 'DeleteTopicsRequest.Topics',
    407: 'DeleteTopicsRequest.Topics',
    408: 'DeleteTopicsRequest.Topics.Name',
    409: 'DeleteTopicsRequest.Topics.Name',
    410: 'DeleteTopicsRequest.Topics.Name',
    411: 'DeleteTopicsRequest.Topics.Name',
    412: 'DeleteTopicsRequest.Topics.Name',
    413: 'DeleteTopicsRequest.Topics.Name',
    414: 'DeleteTopicsRequest.Topics.Name',
    415: 'DeleteTopicsRequest.Topics.Name',
    416: 'DeleteTopicsRequest.Topics.TopicId',
    417: 'DeleteTopicsRequest.Topics._unknown_tags',
    418: 'DeleteTopicsRequest.Topics',
    421: 'DeleteTopicsRequest.Topics._unknown_tags',
    422: 'DeleteTopicsRequest.TimeoutMs',
    423: 'DeleteTopicsRequest._unknown_tags',
    424: 'DeleteTopicsRequest',
    427: 'DeleteTopicsRequest._unknown_tags',
    434: 'DeleteTopicsRequest.Topics',
    438: 'DeleteTopicsRequest.Topics',
    443: 'DeleteTopicsRequest.Topics.Name',
    448: 'DeleteTopicsRequest.Topics.Name',
    451: 'DeleteTopicsRequest.Topics.Name',
    452: 'DeleteTopicsRequest.Topics.TopicId',
    455: 'DeleteTopicsRequest.Topics._tagged_fields',
    459: 'DeleteTopicsRequest.Topics._tagged_fields',
    464: 'DeleteTopicsRequest.Topics._tagged_fields',
    465: 'DeleteTopicsRequest.Topics._tagged_fields',
    476: 'DeleteTopicsRequest.TimeoutMs',
    479: 'DeleteTopicsRequest._tagged_fields',
    483: 'DeleteTopicsRequest._tagged_fields',
    488: 'DeleteTopicsRequest._tagged_fields',
    489: 'DeleteTopicsRequest._tagged_fields',
    606: 'DeleteTopicsResponse.ThrottleTimeMs',
    607: 'DeleteTopicsResponse.Responses',
    608: 'DeleteTopicsResponse.Responses',
    609: 'DeleteTopicsResponse.Responses',
    610: 'DeleteTopicsResponse.Responses.Name',
    611: 'DeleteTopicsResponse.Responses.Name',
    612: 'DeleteTopicsResponse.Responses.Name',
    613: 'DeleteTopicsResponse.Responses.Name',
    614: 'DeleteTopicsResponse.Responses.ErrorCode',
    621: 'DeleteTopicsResponse.ThrottleTimeMs',
    623: 'DeleteTopicsResponse.Responses',
    628: 'DeleteTopicsResponse.Responses.Name',
    633: 'DeleteTopicsResponse.Responses.Name',
    636: 'DeleteTopicsResponse.Responses.Name',
    637: 'DeleteTopicsResponse.Responses.ErrorCode',
    651: 'DeleteTopicsResponse.ThrottleTimeMs',
    652: 'DeleteTopicsResponse.Responses',
    653: 'DeleteTopicsResponse.Responses',
    654: 'DeleteTopicsResponse.Responses',
    655: 'DeleteTopicsResponse.Responses.Name',
    656: 'DeleteTopicsResponse.Responses.Name',
    657: 'DeleteTopicsResponse.Responses.Name',
    658: 'DeleteTopicsResponse.Responses.Name',
    659: 'DeleteTopicsResponse.Responses.ErrorCode',
    666: 'DeleteTopicsResponse.ThrottleTimeMs',
    668: 'DeleteTopicsResponse.Responses',
    673: 'DeleteTopicsResponse.Responses.Name',
    678: 'DeleteTopicsResponse.Responses.Name',
    681: 'DeleteTopicsResponse.Responses.Name',
    682: 'DeleteTopicsResponse.Responses.ErrorCode',
    696: 'DeleteTopicsResponse.ThrottleTimeMs',
    697: 'DeleteTopicsResponse.Responses',
    698: 'DeleteTopicsResponse.Responses',
    699: 'DeleteTopicsResponse.Responses',
    700: 'DeleteTopicsResponse.Responses.Name',
    701: 'DeleteTopicsResponse.Responses.Name',
    702: 'DeleteTopicsResponse.Responses.Name',
    703: 'DeleteTopicsResponse.Responses.Name',
    704: 'DeleteTopicsResponse.Responses.ErrorCode',
    711: 'DeleteTopicsResponse.ThrottleTimeMs',
    713: 'DeleteTopicsResponse.Responses',
    718: 'DeleteTopicsResponse.Responses.Name',
    723: 'DeleteTopicsResponse.Responses.Name',
    726: 'DeleteTopicsResponse.Responses.Name',
    727: 'DeleteTopicsResponse.Responses.ErrorCode',
    741: 'DeleteTopicsResponse.ThrottleTimeMs',
    742: 'DeleteTopicsResponse.Responses',
    743: 'DeleteTopicsResponse.Responses',
    744: 'DeleteTopicsResponse.Responses',
    745: 'DeleteTopicsResponse.Responses',
    746: 'DeleteTopicsResponse.Responses.Name',
    747: 'DeleteTopicsResponse.Responses.Name',
    748: 'DeleteTopicsResponse.Responses.Name',
    749: 'DeleteTopicsResponse.Responses.Name',
    750: 'DeleteTopicsResponse.Responses.Name',
    751: 'DeleteTopicsResponse.Responses.ErrorCode',
    752: 'DeleteTopicsResponse.Responses._unknown_tags',
    753: 'DeleteTopicsResponse.Responses',
    756: 'DeleteTopicsResponse.Responses._unknown_tags',
    757: 'DeleteTopicsResponse._unknown_tags',
    758: 'DeleteTopicsResponse',
    761: 'DeleteTopicsResponse._unknown_tags',
    768: 'DeleteTopicsResponse.ThrottleTimeMs',
    770: 'DeleteTopicsResponse.Responses',
    774: 'DeleteTopicsResponse.Responses',
    779: 'DeleteTopicsResponse.Responses.Name',
    784: 'DeleteTopicsResponse.Responses.Name',
    787: 'DeleteTopicsResponse.Responses.Name',
    788: 'DeleteTopicsResponse.Responses.ErrorCode',
    792: 'DeleteTopicsResponse.Responses._tagged_fields',
    796: 'DeleteTopicsResponse.Responses._tagged_fields',
    801: 'DeleteTopicsResponse.Responses._tagged_fields',
    802: 'DeleteTopicsResponse.Responses._tagged_fields',
    813: 'DeleteTopicsResponse._tagged_fields',
    817: 'DeleteTopicsResponse._tagged_fields',
    822: 'DeleteTopicsResponse._tagged_fields',
    823: 'DeleteTopicsResponse._tagged_fields',
    838: 'DeleteTopicsResponse.ThrottleTimeMs',
    839: 'DeleteTopicsResponse.Responses',
    840: 'DeleteTopicsResponse.Responses',
    841: 'DeleteTopicsResponse.Responses',
    842: 'DeleteTopicsResponse.Responses',
    843: 'DeleteTopicsResponse.Responses.Name',
    844: 'DeleteTopicsResponse.Responses.Name',
    845: 'DeleteTopicsResponse.Responses.Name',
    846: 'DeleteTopicsResponse.Responses.Name',
    847: 'DeleteTopicsResponse.Responses.Name',
    848: 'DeleteTopicsResponse.Responses.ErrorCode',
    849: 'DeleteTopicsResponse.Responses.ErrorMessage',
    850: 'DeleteTopicsResponse.Responses.ErrorMessage',
    851: 'DeleteTopicsResponse.Responses.ErrorMessage',
    852: 'DeleteTopicsResponse.Responses.ErrorMessage',
    853: 'DeleteTopicsResponse.Responses.ErrorMessage',
    854: 'DeleteTopicsResponse.Responses.ErrorMessage',
    855: 'DeleteTopicsResponse.Responses.ErrorMessage',
    856: 'DeleteTopicsResponse.Responses.ErrorMessage',
    857: 'DeleteTopicsResponse.Responses._unknown_tags',
    858: 'DeleteTopicsResponse.Responses',
    861: 'DeleteTopicsResponse.Responses._unknown_tags',
    862: 'DeleteTopicsResponse._unknown_tags',
    863: 'DeleteTopicsResponse',
    866: 'DeleteTopicsResponse._unknown_tags',
    873: 'DeleteTopicsResponse.ThrottleTimeMs',
    875: 'DeleteTopicsResponse.Responses',
    879: 'DeleteTopicsResponse.Responses',
    884: 'DeleteTopicsResponse.Responses.Name',
    889: 'DeleteTopicsResponse.Responses.Name',
    892: 'DeleteTopicsResponse.Responses.Name',
    893: 'DeleteTopicsResponse.Responses.ErrorCode',
    895: 'DeleteTopicsResponse.Responses.ErrorMessage',
    900: 'DeleteTopicsResponse.Responses.ErrorMessage',
    903: 'DeleteTopicsResponse.Responses.ErrorMessage',
    905: 'DeleteTopicsResponse.Responses._tagged_fields',
    909: 'DeleteTopicsResponse.Responses._tagged_fields',
    914: 'DeleteTopicsResponse.Responses._tagged_fields',
    915: 'DeleteTopicsResponse.Responses._tagged_fields',
    926: 'DeleteTopicsResponse._tagged_fields',
    930: 'DeleteTopicsResponse._tagged_fields',
    935: 'DeleteTopicsResponse._tagged_fields',
    936: 'DeleteTopicsResponse._tagged_fields',
    951: 'DeleteTopicsResponse.ThrottleTimeMs',
    952: 'DeleteTopicsResponse.Responses',
    953: 'DeleteTopicsResponse.Responses',
    954: 'DeleteTopicsResponse.Responses',
    955: 'DeleteTopicsResponse.Responses',
    956: 'DeleteTopicsResponse.Responses.Name',
    957: 'DeleteTopicsResponse.Responses.Name',
    958: 'DeleteTopicsResponse.Responses.Name',
    959: 'DeleteTopicsResponse.Responses.Name',
    960: 'DeleteTopicsResponse.Responses.Name',
    961: 'DeleteTopicsResponse.Responses.Name',
    962: 'DeleteTopicsResponse.Responses.Name',
    963: 'DeleteTopicsResponse.Responses.Name',
    964: 'DeleteTopicsResponse.Responses.TopicId,ErrorCode',
    965: 'DeleteTopicsResponse.Responses.ErrorMessage',
    966: 'DeleteTopicsResponse.Responses.ErrorMessage',
    967: 'DeleteTopicsResponse.Responses.ErrorMessage',
    968: 'DeleteTopicsResponse.Responses.ErrorMessage',
    969: 'DeleteTopicsResponse.Responses.ErrorMessage',
    970: 'DeleteTopicsResponse.Responses.ErrorMessage',
    971: 'DeleteTopicsResponse.Responses.ErrorMessage',
    972: 'DeleteTopicsResponse.Responses.ErrorMessage',
    973: 'DeleteTopicsResponse.Responses._unknown_tags',
    974: 'DeleteTopicsResponse.Responses',
    977: 'DeleteTopicsResponse.Responses._unknown_tags',
    978: 'DeleteTopicsResponse._unknown_tags',
    979: 'DeleteTopicsResponse',
    982: 'DeleteTopicsResponse._unknown_tags',
    989: 'DeleteTopicsResponse.ThrottleTimeMs',
    991: 'DeleteTopicsResponse.Responses',
    995: 'DeleteTopicsResponse.Responses',
    1000: 'DeleteTopicsResponse.Responses.Name',
    1005: 'DeleteTopicsResponse.Responses.Name',
    1008: 'DeleteTopicsResponse.Responses.Name',
    1009: 'DeleteTopicsResponse.Responses.TopicId,ErrorCode',
    1012: 'DeleteTopicsResponse.Responses.ErrorMessage',
    1017: 'DeleteTopicsResponse.Responses.ErrorMessage',
    1020: 'DeleteTopicsResponse.Responses.ErrorMessage',
    1021: 'DeleteTopicsResponse.Responses._tagged_fields',
    1025: 'DeleteTopicsResponse.Responses._tagged_fields',
    1030: 'DeleteTopicsResponse.Responses._tagged_fields',
    1031: 'DeleteTopicsResponse.Responses._tagged_fields',
    1042: 'DeleteTopicsResponse._tagged_fields',
    1046: 'DeleteTopicsResponse._tagged_fields',
    1051: 'DeleteTopicsResponse._tagged_fields',
    1052: 'DeleteTopicsResponse._tagged_fields',
}
