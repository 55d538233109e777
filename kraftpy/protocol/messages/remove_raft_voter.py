# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/RemoveRaftVoterRequest.json, schemas/messages/RemoveRaftVoterResponse.json.
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

__all__ = ['RemoveRaftVoterRequest', 'RemoveRaftVoterResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_iU = Struct('>i16s')
_S_ih = Struct('>ih')


class RemoveRaftVoterRequest(_Message):
    """RemoveRaftVoterRequest (request): API key 81; versions 0; flexible in 0; listeners: controller, broker."""

    __slots__ = ('cluster_id', 'voter_id', 'voter_directory_id', '_unknown_tags')
    NAME = 'RemoveRaftVoterRequest'
    TYPE = 'request'
    API_KEY = 81
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller', 'broker')
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    cluster_id: str | None
    """Cluster id, or null to skip the check.

    `ClusterId` (string): versions 0+; nullable in 0+; default ''."""
    voter_id: int
    """Replica id of the voter to remove.

    `VoterId` (int32): versions 0+; default 0."""
    voter_directory_id: UUID
    """Directory id of the voter to remove.

    `VoterDirectoryId` (uuid): versions 0+; default the zero UUID."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = '',
        voter_id: int = 0,
        voter_directory_id: UUID = _ZERO_UUID,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self._unknown_tags = _unknown_tags


RemoveRaftVoterRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)


def _enc_RemoveRaftVoterRequest_v0(o: RemoveRaftVoterRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s1 = o.cluster_id
    if s1 is None:
        a(_H0)
    else:
        b2 = s1.encode()
        n3 = len(b2) + 1
        a(_UV[n3] if n3 < 128 else _uv(n3))
        a(b2)
    a(_S_iU.pack(o.voter_id, o.voter_directory_id.bytes))
    u4 = o._unknown_tags
    if u4 is None:
        a(_H0)
    else:
        _write_tags(a, None, u4)
    return b''.join(parts)


def _dec_RemoveRaftVoterRequest_v0(buf: _Buffer, pos: int) -> tuple[RemoveRaftVoterRequest, int]:
    blen = len(buf)
    o = _new(RemoveRaftVoterRequest)
    n5 = buf[pos] - 1
    if 0 <= n5 < 127:
        x6 = pos + 1 + n5
        if x6 > blen:
            raise _bad_length(n5, 'RemoveRaftVoterRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x6], 'utf-8')
        pos = x6
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'RemoveRaftVoterRequest.ClusterId')
    o.voter_id, u7 = _S_iU.unpack_from(buf, pos)
    pos += 20
    o.voter_directory_id = _uuid_from(u7)
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt8, pos = _ruv(buf, pos)
        if nt8 * 2 > blen - pos:
            raise _array_too_long(nt8, 'RemoveRaftVoterRequest._tagged_fields', pos)
        uk9: list[tuple[int, bytes]] | None = None
        for _ in range(nt8):
            tg10, pos = _ruv(buf, pos)
            sz11, pos = _ruv(buf, pos)
            x12 = pos + sz11
            if x12 > blen:
                raise _bad_length(sz11, 'RemoveRaftVoterRequest._tagged_fields', pos)
            if uk9 is None:
                uk9 = []
            uk9.append((tg10, bytes(buf[pos:x12])))
            pos = x12
        o._unknown_tags = uk9
    return o, pos


RemoveRaftVoterRequest._ENC = {0: _enc_RemoveRaftVoterRequest_v0}
RemoveRaftVoterRequest._DEC = {0: _dec_RemoveRaftVoterRequest_v0}


class RemoveRaftVoterResponse(_Message):
    """RemoveRaftVoterResponse (response): API key 81; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', '_unknown_tags')
    NAME = 'RemoveRaftVoterResponse'
    TYPE = 'response'
    API_KEY = 81
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, or 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    error_message: str | None
    """Error details, or null on success.

    `ErrorMessage` (string): versions 0+; nullable in 0+; default ''; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = '',
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self._unknown_tags = _unknown_tags


RemoveRaftVoterResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', True, None),
)


def _enc_RemoveRaftVoterResponse_v0(o: RemoveRaftVoterResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s13 = o.error_message
    if s13 is None:
        a(_H0)
    else:
        b14 = s13.encode()
        n15 = len(b14) + 1
        a(_UV[n15] if n15 < 128 else _uv(n15))
        a(b14)
    u16 = o._unknown_tags
    if u16 is None:
        a(_H0)
    else:
        _write_tags(a, None, u16)
    return b''.join(parts)


def _dec_RemoveRaftVoterResponse_v0(buf: _Buffer, pos: int) -> tuple[RemoveRaftVoterResponse, int]:
    blen = len(buf)
    o = _new(RemoveRaftVoterResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n17 = buf[pos] - 1
    if 0 <= n17 < 127:
        x18 = pos + 1 + n17
        if x18 > blen:
            raise _bad_length(n17, 'RemoveRaftVoterResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x18], 'utf-8')
        pos = x18
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'RemoveRaftVoterResponse.ErrorMessage')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt19, pos = _ruv(buf, pos)
        if nt19 * 2 > blen - pos:
            raise _array_too_long(nt19, 'RemoveRaftVoterResponse._tagged_fields', pos)
        uk20: list[tuple[int, bytes]] | None = None
        for _ in range(nt19):
            tg21, pos = _ruv(buf, pos)
            sz22, pos = _ruv(buf, pos)
            x23 = pos + sz22
            if x23 > blen:
                raise _bad_length(sz22, 'RemoveRaftVoterResponse._tagged_fields', pos)
            if uk20 is None:
                uk20 = []
            uk20.append((tg21, bytes(buf[pos:x23])))
            pos = x23
        o._unknown_tags = uk20
    return o, pos


RemoveRaftVoterResponse._ENC = {0: _enc_RemoveRaftVoterResponse_v0}
RemoveRaftVoterResponse._DEC = {0: _dec_RemoveRaftVoterResponse_v0}


_LINES = {
    96: 'RemoveRaftVoterRequest.ClusterId',
    97: 'RemoveRaftVoterRequest.ClusterId',
    98: 'RemoveRaftVoterRequest.ClusterId',
    99: 'RemoveRaftVoterRequest.ClusterId',
    100: 'RemoveRaftVoterRequest.ClusterId',
    101: 'RemoveRaftVoterRequest.ClusterId',
    102: 'RemoveRaftVoterRequest.ClusterId',
    103: 'RemoveRaftVoterRequest.ClusterId',
    104: 'RemoveRaftVoterRequest.VoterId,VoterDirectoryId',
    105: 'RemoveRaftVoterRequest._unknown_tags',
    106: 'RemoveRaftVoterRequest',
    109: 'RemoveRaftVoterRequest._unknown_tags',
    116: 'RemoveRaftVoterRequest.ClusterId',
    121: 'RemoveRaftVoterRequest.ClusterId',
    124: 'RemoveRaftVoterRequest.ClusterId',
    125: 'RemoveRaftVoterRequest.VoterId,VoterDirectoryId',
    128: 'RemoveRaftVoterRequest._tagged_fields',
    132: 'RemoveRaftVoterRequest._tagged_fields',
    137: 'RemoveRaftVoterRequest._tagged_fields',
    138: 'RemoveRaftVoterRequest._tagged_fields',
    203: 'RemoveRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    204: 'RemoveRaftVoterResponse.ErrorMessage',
    205: 'RemoveRaftVoterResponse.ErrorMessage',
    206: 'RemoveRaftVoterResponse.ErrorMessage',
    207: 'RemoveRaftVoterResponse.ErrorMessage',
    208: 'RemoveRaftVoterResponse.ErrorMessage',
    209: 'RemoveRaftVoterResponse.ErrorMessage',
    210: 'RemoveRaftVoterResponse.ErrorMessage',
    211: 'RemoveRaftVoterResponse.ErrorMessage',
    212: 'RemoveRaftVoterResponse._unknown_tags',
    213: 'RemoveRaftVoterResponse',
    216: 'RemoveRaftVoterResponse._unknown_tags',
    223: 'RemoveRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    225: 'RemoveRaftVoterResponse.ErrorMessage',
    230: 'RemoveRaftVoterResponse.ErrorMessage',
    233: 'RemoveRaftVoterResponse.ErrorMessage',
    234: 'RemoveRaftVoterResponse._tagged_fields',
    238: 'RemoveRaftVoterResponse._tagged_fields',
    243: 'RemoveRaftVoterResponse._tagged_fields',
    244: 'RemoveRaftVoterResponse._tagged_fields',
}
