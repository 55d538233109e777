# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AddRaftVoterRequest.json, schemas/messages/AddRaftVoterResponse.json.
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

__all__ = ['AddRaftVoterRequest', 'AddRaftVoterResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S__ = Struct('>?')
_S_ih = Struct('>ih')
_S_iiU = Struct('>ii16s')


class AddRaftVoterRequest(_Message):
    """AddRaftVoterRequest (request): API key 80; versions 0-1; flexible in 0-1; listeners: controller, broker."""

    __slots__ = ('cluster_id', 'timeout_ms', 'voter_id', 'voter_directory_id', 'listeners', 'ack_when_committed', '_unknown_tags')
    NAME = 'AddRaftVoterRequest'
    TYPE = 'request'
    API_KEY = 80
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller', 'broker')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    cluster_id: str | None
    """Cluster id, or null to skip the check.

    `ClusterId` (string): versions 0+; nullable in 0+; default ''."""
    timeout_ms: int
    """How long the leader may take before answering.

    `TimeoutMs` (int32): versions 0+; default 0."""
    voter_id: int
    """Replica id of the voter to add.

    `VoterId` (int32): versions 0+; default 0."""
    voter_directory_id: UUID
    """Directory id of the voter to add.

    `VoterDirectoryId` (uuid): versions 0+; default the zero UUID."""
    listeners: list[AddRaftVoterRequest.Listener]
    """Endpoints at which the new voter can be reached.

    `Listeners` ([]Listener): versions 0+; default []."""
    ack_when_committed: bool
    """True to answer once the new voter set is committed, false to answer once the leader has appended it.

    `AckWhenCommitted` (bool): versions 1+; default True."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = '',
        timeout_ms: int = 0,
        voter_id: int = 0,
        voter_directory_id: UUID = _ZERO_UUID,
        listeners: list[AddRaftVoterRequest.Listener] = _EMPTY,
        ack_when_committed: bool = True,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.timeout_ms = timeout_ms
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.listeners = [] if listeners is _EMPTY else listeners
        self.ack_when_committed = ack_when_committed
        self._unknown_tags = _unknown_tags

    class Listener(_Message):
        """Endpoints at which the new voter can be reached.

        Listener (in AddRaftVoterRequest): versions 0+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'AddRaftVoterRequest.Listener'

        name: str
        """Listener name.

        `Name` (string): versions 0+; default ''."""
        host: str
        """Host name.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Port.

        `Port` (uint16): versions 0+; default 0."""
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


_C_AddRaftVoterRequest_Listener = AddRaftVoterRequest.Listener
AddRaftVoterRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('TimeoutMs', 'timeout_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Listeners', 'listeners', '[]Listener', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AddRaftVoterRequest_Listener),
    _FI('AckWhenCommitted', 'ack_when_committed', 'bool', (1, 32767), (1, 0), (1, 0), None, True, False, None),
)
_C_AddRaftVoterRequest_Listener.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_AddRaftVoterRequest_Listener = _C_AddRaftVoterRequest_Listener()

def _mk_AddRaftVoterRequest_Listener() -> AddRaftVoterRequest.Listener:
    o = _new(_C_AddRaftVoterRequest_Listener)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_AddRaftVoterRequest_v0(o: AddRaftVoterRequest) -> bytes:
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
    a(_S_iiU.pack(o.timeout_ms, o.voter_id, o.voter_directory_id.bytes))
    l4 = o.listeners
    n5 = len(l4) + 1
    a(_UV[n5] if n5 < 128 else _uv(n5))
    for e6 in l4:
        s7 = e6.name
        b8 = s7.encode()
        n9 = len(b8) + 1
        a(_UV[n9] if n9 < 128 else _uv(n9))
        a(b8)
        s10 = e6.host
        b11 = s10.encode()
        n12 = len(b11) + 1
        a(_UV[n12] if n12 < 128 else _uv(n12))
        a(b11)
        a(_S_H.pack(e6.port))
        u13 = e6._unknown_tags
        if u13 is None:
            a(_H0)
        else:
            _write_tags(a, None, u13)
    if o.ack_when_committed != True:
        raise _unsupported_field('AddRaftVoterRequest', 'AckWhenCommitted', 0)
    u14 = o._unknown_tags
    if u14 is None:
        a(_H0)
    else:
        _write_tags(a, None, u14)
    return b''.join(parts)


def _dec_AddRaftVoterRequest_v0(buf: _Buffer, pos: int) -> tuple[AddRaftVoterRequest, int]:
    blen = len(buf)
    o = _new(AddRaftVoterRequest)
    n15 = buf[pos] - 1
    if 0 <= n15 < 127:
        x16 = pos + 1 + n15
        if x16 > blen:
            raise _bad_length(n15, 'AddRaftVoterRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x16], 'utf-8')
        pos = x16
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'AddRaftVoterRequest.ClusterId')
    o.timeout_ms, o.voter_id, u17 = _S_iiU.unpack_from(buf, pos)
    pos += 24
    o.voter_directory_id = _uuid_from(u17)
    n18 = buf[pos] - 1
    if 0 <= n18 < 127:
        pos += 1
    else:
        n18, pos = _read_array_len(buf, pos, True, False, 1, 'AddRaftVoterRequest.Listeners')
    l19: list[AddRaftVoterRequest.Listener] = []
    ap20 = l19.append
    for _ in range(n18):
        t21 = _new(_C_AddRaftVoterRequest_Listener)
        n22 = buf[pos] - 1
        if 0 <= n22 < 127:
            x23 = pos + 1 + n22
            if x23 > blen:
                raise _bad_length(n22, 'AddRaftVoterRequest.Listeners.Name', pos)
            t21.name = str(buf[pos + 1:x23], 'utf-8')
            pos = x23
        else:
            t21.name, pos = _read_string(buf, pos, True, False, 'AddRaftVoterRequest.Listeners.Name')
        n24 = buf[pos] - 1
        if 0 <= n24 < 127:
            x25 = pos + 1 + n24
            if x25 > blen:
                raise _bad_length(n24, 'AddRaftVoterRequest.Listeners.Host', pos)
            t21.host = str(buf[pos + 1:x25], 'utf-8')
            pos = x25
        else:
            t21.host, pos = _read_string(buf, pos, True, False, 'AddRaftVoterRequest.Listeners.Host')
        t21.port, = _S_H.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t21._unknown_tags = None
        else:
            nt26, pos = _ruv(buf, pos)
            if nt26 * 2 > blen - pos:
                raise _array_too_long(nt26, 'AddRaftVoterRequest.Listeners._tagged_fields', pos)
            uk27: list[tuple[int, bytes]] | None = None
            for _ in range(nt26):
                tg28, pos = _ruv(buf, pos)
                sz29, pos = _ruv(buf, pos)
                x30 = pos + sz29
                if x30 > blen:
                    raise _bad_length(sz29, 'AddRaftVoterRequest.Listeners._tagged_fields', pos)
                if uk27 is None:
                    uk27 = []
                uk27.append((tg28, bytes(buf[pos:x30])))
                pos = x30
            t21._unknown_tags = uk27
        ap20(t21)
    o.listeners = l19
    o.ack_when_committed = True
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt31, pos = _ruv(buf, pos)
        if nt31 * 2 > blen - pos:
            raise _array_too_long(nt31, 'AddRaftVoterRequest._tagged_fields', pos)
        uk32: list[tuple[int, bytes]] | None = None
        for _ in range(nt31):
            tg33, pos = _ruv(buf, pos)
            sz34, pos = _ruv(buf, pos)
            x35 = pos + sz34
            if x35 > blen:
                raise _bad_length(sz34, 'AddRaftVoterRequest._tagged_fields', pos)
            if uk32 is None:
                uk32 = []
            uk32.append((tg33, bytes(buf[pos:x35])))
            pos = x35
        o._unknown_tags = uk32
    return o, pos


def _enc_AddRaftVoterRequest_v1(o: AddRaftVoterRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s36 = o.cluster_id
    if s36 is None:
        a(_H0)
    else:
        b37 = s36.encode()
        n38 = len(b37) + 1
        a(_UV[n38] if n38 < 128 else _uv(n38))
        a(b37)
    a(_S_iiU.pack(o.timeout_ms, o.voter_id, o.voter_directory_id.bytes))
    l39 = o.listeners
    n40 = len(l39) + 1
    a(_UV[n40] if n40 < 128 else _uv(n40))
    for e41 in l39:
        s42 = e41.name
        b43 = s42.encode()
        n44 = len(b43) + 1
        a(_UV[n44] if n44 < 128 else _uv(n44))
        a(b43)
        s45 = e41.host
        b46 = s45.encode()
        n47 = len(b46) + 1
        a(_UV[n47] if n47 < 128 else _uv(n47))
        a(b46)
        a(_S_H.pack(e41.port))
        u48 = e41._unknown_tags
        if u48 is None:
            a(_H0)
        else:
            _write_tags(a, None, u48)
    a(_S__.pack(o.ack_when_committed))
    u49 = o._unknown_tags
    if u49 is None:
        a(_H0)
    else:
        _write_tags(a, None, u49)
    return b''.join(parts)


def _dec_AddRaftVoterRequest_v1(buf: _Buffer, pos: int) -> tuple[AddRaftVoterRequest, int]:
    blen = len(buf)
    o = _new(AddRaftVoterRequest)
    n50 = buf[pos] - 1
    if 0 <= n50 < 127:
        x51 = pos + 1 + n50
        if x51 > blen:
            raise _bad_length(n50, 'AddRaftVoterRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x51], 'utf-8')
        pos = x51
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'AddRaftVoterRequest.ClusterId')
    o.timeout_ms, o.voter_id, u52 = _S_iiU.unpack_from(buf, pos)
    pos += 24
    o.voter_directory_id = _uuid_from(u52)
    n53 = buf[pos] - 1
    if 0 <= n53 < 127:
        pos += 1
    else:
        n53, pos = _read_array_len(buf, pos, True, False, 1, 'AddRaftVoterRequest.Listeners')
    l54: list[AddRaftVoterRequest.Listener] = []
    ap55 = l54.append
    for _ in range(n53):
        t56 = _new(_C_AddRaftVoterRequest_Listener)
        n57 = buf[pos] - 1
        if 0 <= n57 < 127:
            x58 = pos + 1 + n57
            if x58 > blen:
                raise _bad_length(n57, 'AddRaftVoterRequest.Listeners.Name', pos)
            t56.name = str(buf[pos + 1:x58], 'utf-8')
            pos = x58
        else:
            t56.name, pos = _read_string(buf, pos, True, False, 'AddRaftVoterRequest.Listeners.Name')
        n59 = buf[pos] - 1
        if 0 <= n59 < 127:
            x60 = pos + 1 + n59
            if x60 > blen:
                raise _bad_length(n59, 'AddRaftVoterRequest.Listeners.Host', pos)
            t56.host = str(buf[pos + 1:x60], 'utf-8')
            pos = x60
        else:
            t56.host, pos = _read_string(buf, pos, True, False, 'AddRaftVoterRequest.Listeners.Host')
        t56.port, = _S_H.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t56._unknown_tags = None
        else:
            nt61, pos = _ruv(buf, pos)
            if nt61 * 2 > blen - pos:
                raise _array_too_long(nt61, 'AddRaftVoterRequest.Listeners._tagged_fields', pos)
            uk62: list[tuple[int, bytes]] | None = None
            for _ in range(nt61):
                tg63, pos = _ruv(buf, pos)
                sz64, pos = _ruv(buf, pos)
                x65 = pos + sz64
                if x65 > blen:
                    raise _bad_length(sz64, 'AddRaftVoterRequest.Listeners._tagged_fields', pos)
                if uk62 is None:
                    uk62 = []
                uk62.append((tg63, bytes(buf[pos:x65])))
                pos = x65
            t56._unknown_tags = uk62
        ap55(t56)
    o.listeners = l54
    o.ack_when_committed, = _S__.unpack_from(buf, pos)
    pos += 1
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt66, pos = _ruv(buf, pos)
        if nt66 * 2 > blen - pos:
            raise _array_too_long(nt66, 'AddRaftVoterRequest._tagged_fields', pos)
        uk67: list[tuple[int, bytes]] | None = None
        for _ in range(nt66):
            tg68, pos = _ruv(buf, pos)
            sz69, pos = _ruv(buf, pos)
            x70 = pos + sz69
            if x70 > blen:
                raise _bad_length(sz69, 'AddRaftVoterRequest._tagged_fields', pos)
            if uk67 is None:
                uk67 = []
            uk67.append((tg68, bytes(buf[pos:x70])))
            pos = x70
        o._unknown_tags = uk67
    return o, pos


AddRaftVoterRequest._ENC = {0: _enc_AddRaftVoterRequest_v0, 1: _enc_AddRaftVoterRequest_v1}
AddRaftVoterRequest._DEC = {0: _dec_AddRaftVoterRequest_v0, 1: _dec_AddRaftVoterRequest_v1}


class AddRaftVoterResponse(_Message):
    """AddRaftVoterResponse (response): API key 80; versions 0-1; flexible in 0-1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', '_unknown_tags')
    NAME = 'AddRaftVoterResponse'
    TYPE = 'response'
    API_KEY = 80
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

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


AddRaftVoterResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', True, None),
)


def _enc_AddRaftVoterResponse_v0(o: AddRaftVoterResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s71 = o.error_message
    if s71 is None:
        a(_H0)
    else:
        b72 = s71.encode()
        n73 = len(b72) + 1
        a(_UV[n73] if n73 < 128 else _uv(n73))
        a(b72)
    u74 = o._unknown_tags
    if u74 is None:
        a(_H0)
    else:
        _write_tags(a, None, u74)
    return b''.join(parts)


def _dec_AddRaftVoterResponse_v0(buf: _Buffer, pos: int) -> tuple[AddRaftVoterResponse, int]:
    blen = len(buf)
    o = _new(AddRaftVoterResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n75 = buf[pos] - 1
    if 0 <= n75 < 127:
        x76 = pos + 1 + n75
        if x76 > blen:
            raise _bad_length(n75, 'AddRaftVoterResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x76], 'utf-8')
        pos = x76
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'AddRaftVoterResponse.ErrorMessage')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt77, pos = _ruv(buf, pos)
        if nt77 * 2 > blen - pos:
            raise _array_too_long(nt77, 'AddRaftVoterResponse._tagged_fields', pos)
        uk78: list[tuple[int, bytes]] | None = None
        for _ in range(nt77):
            tg79, pos = _ruv(buf, pos)
            sz80, pos = _ruv(buf, pos)
            x81 = pos + sz80
            if x81 > blen:
                raise _bad_length(sz80, 'AddRaftVoterResponse._tagged_fields', pos)
            if uk78 is None:
                uk78 = []
            uk78.append((tg79, bytes(buf[pos:x81])))
            pos = x81
        o._unknown_tags = uk78
    return o, pos


def _enc_AddRaftVoterResponse_v1(o: AddRaftVoterResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    s82 = o.error_message
    if s82 is None:
        a(_H0)
    else:
        b83 = s82.encode()
        n84 = len(b83) + 1
        a(_UV[n84] if n84 < 128 else _uv(n84))
        a(b83)
    u85 = o._unknown_tags
    if u85 is None:
        a(_H0)
    else:
        _write_tags(a, None, u85)
    return b''.join(parts)


def _dec_AddRaftVoterResponse_v1(buf: _Buffer, pos: int) -> tuple[AddRaftVoterResponse, int]:
    blen = len(buf)
    o = _new(AddRaftVoterResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n86 = buf[pos] - 1
    if 0 <= n86 < 127:
        x87 = pos + 1 + n86
        if x87 > blen:
            raise _bad_length(n86, 'AddRaftVoterResponse.ErrorMessage', pos)
        o.error_message = str(buf[pos + 1:x87], 'utf-8')
        pos = x87
    else:
        o.error_message, pos = _read_string(buf, pos, True, True, 'AddRaftVoterResponse.ErrorMessage')
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt88, pos = _ruv(buf, pos)
        if nt88 * 2 > blen - pos:
            raise _array_too_long(nt88, 'AddRaftVoterResponse._tagged_fields', pos)
        uk89: list[tuple[int, bytes]] | None = None
        for _ in range(nt88):
            tg90, pos = _ruv(buf, pos)
            sz91, pos = _ruv(buf, pos)
            x92 = pos + sz91
            if x92 > blen:
                raise _bad_length(sz91, 'AddRaftVoterResponse._tagged_fields', pos)
            if uk89 is None:
                uk89 = []
            uk89.append((tg90, bytes(buf[pos:x92])))
            pos = x92
        o._unknown_tags = uk89
    return o, pos


AddRaftVoterResponse._ENC = {0: _enc_AddRaftVoterResponse_v0, 1: _enc_AddRaftVoterResponse_v1}
AddRaftVoterResponse._DEC = {0: _dec_AddRaftVoterResponse_v0, 1: _dec_AddRaftVoterResponse_v1}


_LINES = {
    170: 'AddRaftVoterRequest.ClusterId',
    171: 'AddRaftVoterRequest.ClusterId',
    172: 'AddRaftVoterRequest.ClusterId',
    173: 'AddRaftVoterRequest.ClusterId',
    174: 'AddRaftVoterRequest.ClusterId',
    175: 'AddRaftVoterRequest.ClusterId',
    176: 'AddRaftVoterRequest.ClusterId',
    177: 'AddRaftVoterRequest.ClusterId',
    178: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    179: 'AddRaftVoterRequest.Listeners',
    180: 'AddRaftVoterRequest.Listeners',
    181: 'AddRaftVoterRequest.Listeners',
    182: 'AddRaftVoterRequest.Listeners',
    183: 'AddRaftVoterRequest.Listeners.Name',
    184: 'AddRaftVoterRequest.Listeners.Name',
    185: 'AddRaftVoterRequest.Listeners.Name',
    186: 'AddRaftVoterRequest.Listeners.Name',
    187: 'AddRaftVoterRequest.Listeners.Name',
    188: 'AddRaftVoterRequest.Listeners.Host',
    189: 'AddRaftVoterRequest.Listeners.Host',
    190: 'AddRaftVoterRequest.Listeners.Host',
    191: 'AddRaftVoterRequest.Listeners.Host',
    192: 'AddRaftVoterRequest.Listeners.Host',
    193: 'AddRaftVoterRequest.Listeners.Port',
    194: 'AddRaftVoterRequest.Listeners._unknown_tags',
    195: 'AddRaftVoterRequest.Listeners',
    198: 'AddRaftVoterRequest.Listeners._unknown_tags',
    199: 'AddRaftVoterRequest.AckWhenCommitted',
    201: 'AddRaftVoterRequest._unknown_tags',
    202: 'AddRaftVoterRequest',
    205: 'AddRaftVoterRequest._unknown_tags',
    212: 'AddRaftVoterRequest.ClusterId',
    217: 'AddRaftVoterRequest.ClusterId',
    220: 'AddRaftVoterRequest.ClusterId',
    221: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    224: 'AddRaftVoterRequest.Listeners',
    228: 'AddRaftVoterRequest.Listeners',
    233: 'AddRaftVoterRequest.Listeners.Name',
    238: 'AddRaftVoterRequest.Listeners.Name',
    241: 'AddRaftVoterRequest.Listeners.Name',
    242: 'AddRaftVoterRequest.Listeners.Host',
    247: 'AddRaftVoterRequest.Listeners.Host',
    250: 'AddRaftVoterRequest.Listeners.Host',
    251: 'AddRaftVoterRequest.Listeners.Port',
    253: 'AddRaftVoterRequest.Listeners._tagged_fields',
    257: 'AddRaftVoterRequest.Listeners._tagged_fields',
    262: 'AddRaftVoterRequest.Listeners._tagged_fields',
    263: 'AddRaftVoterRequest.Listeners._tagged_fields',
    275: 'AddRaftVoterRequest._tagged_fields',
    279: 'AddRaftVoterRequest._tagged_fields',
    284: 'AddRaftVoterRequest._tagged_fields',
    285: 'AddRaftVoterRequest._tagged_fields',
    300: 'AddRaftVoterRequest.ClusterId',
    301: 'AddRaftVoterRequest.ClusterId',
    302: 'AddRaftVoterRequest.ClusterId',
    303: 'AddRaftVoterRequest.ClusterId',
    304: 'AddRaftVoterRequest.ClusterId',
    305: 'AddRaftVoterRequest.ClusterId',
    306: 'AddRaftVoterRequest.ClusterId',
    307: 'AddRaftVoterRequest.ClusterId',
    308: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    309: 'AddRaftVoterRequest.Listeners',
    310: 'AddRaftVoterRequest.Listeners',
    311: 'AddRaftVoterRequest.Listeners',
    312: 'AddRaftVoterRequest.Listeners',
    313: 'AddRaftVoterRequest.Listeners.Name',
    314: 'AddRaftVoterRequest.Listeners.Name',
    315: 'AddRaftVoterRequest.Listeners.Name',
    316: 'AddRaftVoterRequest.Listeners.Name',
    317: 'AddRaftVoterRequest.Listeners.Name',
    318: 'AddRaftVoterRequest.Listeners.Host',
    319: 'AddRaftVoterRequest.Listeners.Host',
    320: 'AddRaftVoterRequest.Listeners.Host',
    321: 'AddRaftVoterRequest.Listeners.Host',
    322: 'AddRaftVoterRequest.Listeners.Host',
    323: 'AddRaftVoterRequest.Listeners.Port',
    324: 'AddRaftVoterRequest.Listeners._unknown_tags',
    325: 'AddRaftVoterRequest.Listeners',
    328: 'AddRaftVoterRequest.Listeners._unknown_tags',
    329: 'AddRaftVoterRequest.AckWhenCommitted',
    330: 'AddRaftVoterRequest._unknown_tags',
    331: 'AddRaftVoterRequest',
    334: 'AddRaftVoterRequest._unknown_tags',
    341: 'AddRaftVoterRequest.ClusterId',
    346: 'AddRaftVoterRequest.ClusterId',
    349: 'AddRaftVoterRequest.ClusterId',
    350: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    353: 'AddRaftVoterRequest.Listeners',
    357: 'AddRaftVoterRequest.Listeners',
    362: 'AddRaftVoterRequest.Listeners.Name',
    367: 'AddRaftVoterRequest.Listeners.Name',
    370: 'AddRaftVoterRequest.Listeners.Name',
    371: 'AddRaftVoterRequest.Listeners.Host',
    376: 'AddRaftVoterRequest.Listeners.Host',
    379: 'AddRaftVoterRequest.Listeners.Host',
    380: 'AddRaftVoterRequest.Listeners.Port',
    382: 'AddRaftVoterRequest.Listeners._tagged_fields',
    386: 'AddRaftVoterRequest.Listeners._tagged_fields',
    391: 'AddRaftVoterRequest.Listeners._tagged_fields',
    392: 'AddRaftVoterRequest.Listeners._tagged_fields',
    403: 'AddRaftVoterRequest.AckWhenCommitted',
    405: 'AddRaftVoterRequest._tagged_fields',
    409: 'AddRaftVoterRequest._tagged_fields',
    414: 'AddRaftVoterRequest._tagged_fields',
    415: 'AddRaftVoterRequest._tagged_fields',
    480: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    481: 'AddRaftVoterResponse.ErrorMessage',
    482: 'AddRaftVoterResponse.ErrorMessage',
    483: 'AddRaftVoterResponse.ErrorMessage',
    484: 'AddRaftVoterResponse.ErrorMessage',
    485: 'AddRaftVoterResponse.ErrorMessage',
    486: 'AddRaftVoterResponse.ErrorMessage',
    487: 'AddRaftVoterResponse.ErrorMessage',
    488: 'AddRaftVoterResponse.ErrorMessage',
    489: 'AddRaftVoterResponse._unknown_tags',
    490: 'AddRaftVoterResponse',
    493: 'AddRaftVoterResponse._unknown_tags',
    500: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    502: 'AddRaftVoterResponse.ErrorMessage',
    507: 'AddRaftVoterResponse.ErrorMessage',
    510: 'AddRaftVoterResponse.ErrorMessage',
    511: 'AddRaftVoterResponse._tagged_fields',
    515: 'AddRaftVoterResponse._tagged_fields',
    520: 'AddRaftVoterResponse._tagged_fields',
    521: 'AddRaftVoterResponse._tagged_fields',
    536: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    537: 'AddRaftVoterResponse.ErrorMessage',
    538: 'AddRaftVoterResponse.ErrorMessage',
    539: 'AddRaftVoterResponse.ErrorMessage',
    540: 'AddRaftVoterResponse.ErrorMessage',
    541: 'AddRaftVoterResponse.ErrorMessage',
    542: 'AddRaftVoterResponse.ErrorMessage',
    543: 'AddRaftVoterResponse.ErrorMessage',
    544: 'AddRaftVoterResponse.ErrorMessage',
    545: 'AddRaftVoterResponse._unknown_tags',
    546: 'AddRaftVoterResponse',
    549: 'AddRaftVoterResponse._unknown_tags',
    556: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    558: 'AddRaftVoterResponse.ErrorMessage',
    563: 'AddRaftVoterResponse.ErrorMessage',
    566: 'AddRaftVoterResponse.ErrorMessage',
    567: 'AddRaftVoterResponse._tagged_fields',
    571: 'AddRaftVoterResponse._tagged_fields',
    576: 'AddRaftVoterResponse._tagged_fields',
    577: 'AddRaftVoterResponse._tagged_fields',
}
