# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/UpdateRaftVoterRequest.json, schemas/messages/UpdateRaftVoterResponse.json.
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

__all__ = ['UpdateRaftVoterRequest', 'UpdateRaftVoterResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_hh = Struct('>hh')
_S_i = Struct('>i')
_S_ih = Struct('>ih')
_S_ii = Struct('>ii')
_S_iiU = Struct('>ii16s')


class UpdateRaftVoterRequest(_Message):
    """UpdateRaftVoterRequest (request): API key 82; versions 0; flexible in 0; listeners: controller."""

    __slots__ = ('cluster_id', 'current_leader_epoch', 'voter_id', 'voter_directory_id', 'listeners', 'kraft_version_feature', '_unknown_tags')
    NAME = 'UpdateRaftVoterRequest'
    TYPE = 'request'
    API_KEY = 82
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    cluster_id: str | None
    """Cluster id, or null to skip the check.

    `ClusterId` (string): versions 0+; nullable in 0+; default ''."""
    current_leader_epoch: int
    """Leader epoch known to the sender, or -1 if unknown.

    `CurrentLeaderEpoch` (int32): versions 0+; default 0."""
    voter_id: int
    """Replica id of the voter being updated.

    `VoterId` (int32): versions 0+; default 0."""
    voter_directory_id: UUID
    """Directory id of the voter being updated.

    `VoterDirectoryId` (uuid): versions 0+; default the zero UUID."""
    listeners: list[UpdateRaftVoterRequest.Listener]
    """Endpoints at which the voter can be reached.

    `Listeners` ([]Listener): versions 0+; default []."""
    kraft_version_feature: UpdateRaftVoterRequest.KRaftVersionFeature
    """Range of kraft.version levels the voter supports.

    `KRaftVersionFeature` (KRaftVersionFeature): versions 0+; default a default KRaftVersionFeature."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = '',
        current_leader_epoch: int = 0,
        voter_id: int = 0,
        voter_directory_id: UUID = _ZERO_UUID,
        listeners: list[UpdateRaftVoterRequest.Listener] = _EMPTY,
        kraft_version_feature: UpdateRaftVoterRequest.KRaftVersionFeature = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.current_leader_epoch = current_leader_epoch
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.listeners = [] if listeners is _EMPTY else listeners
        self.kraft_version_feature = UpdateRaftVoterRequest.KRaftVersionFeature() if kraft_version_feature is _EMPTY else kraft_version_feature
        self._unknown_tags = _unknown_tags

    class Listener(_Message):
        """Endpoints at which the voter can be reached.

        Listener (in UpdateRaftVoterRequest): versions 0+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'UpdateRaftVoterRequest.Listener'

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

    class KRaftVersionFeature(_Message):
        """Range of kraft.version levels the voter supports.

        KRaftVersionFeature (in UpdateRaftVoterRequest): versions 0+."""

        __slots__ = ('min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'UpdateRaftVoterRequest.KRaftVersionFeature'

        min_supported_version: int
        """Lowest supported kraft.version.

        `MinSupportedVersion` (int16): versions 0+; default 0."""
        max_supported_version: int
        """Highest supported kraft.version.

        `MaxSupportedVersion` (int16): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            min_supported_version: int = 0,
            max_supported_version: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.min_supported_version = min_supported_version
            self.max_supported_version = max_supported_version
            self._unknown_tags = _unknown_tags


_C_UpdateRaftVoterRequest_Listener = UpdateRaftVoterRequest.Listener
_C_UpdateRaftVoterRequest_KRaftVersionFeature = UpdateRaftVoterRequest.KRaftVersionFeature
UpdateRaftVoterRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (0, 32767), (1, 0), None, '', False, None),
    _FI('CurrentLeaderEpoch', 'current_leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Listeners', 'listeners', '[]Listener', (0, 32767), (1, 0), (1, 0), None, (), False, _C_UpdateRaftVoterRequest_Listener),
    _FI('KRaftVersionFeature', 'kraft_version_feature', 'KRaftVersionFeature', (0, 32767), (1, 0), (1, 0), None, (), False, _C_UpdateRaftVoterRequest_KRaftVersionFeature),
)
_C_UpdateRaftVoterRequest_Listener.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_UpdateRaftVoterRequest_KRaftVersionFeature.FIELDS = (
    _FI('MinSupportedVersion', 'min_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxSupportedVersion', 'max_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_UpdateRaftVoterRequest_Listener = _C_UpdateRaftVoterRequest_Listener()
_DEF_UpdateRaftVoterRequest_KRaftVersionFeature = _C_UpdateRaftVoterRequest_KRaftVersionFeature()

def _mk_UpdateRaftVoterRequest_Listener() -> UpdateRaftVoterRequest.Listener:
    o = _new(_C_UpdateRaftVoterRequest_Listener)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o

def _mk_UpdateRaftVoterRequest_KRaftVersionFeature() -> UpdateRaftVoterRequest.KRaftVersionFeature:
    o = _new(_C_UpdateRaftVoterRequest_KRaftVersionFeature)
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_UpdateRaftVoterRequest_v0(o: UpdateRaftVoterRequest) -> bytes:
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
    a(_S_iiU.pack(o.current_leader_epoch, o.voter_id, o.voter_directory_id.bytes))
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
    t14 = o.kraft_version_feature
    a(_S_hh.pack(t14.min_supported_version, t14.max_supported_version))
    u15 = t14._unknown_tags
    if u15 is None:
        a(_H0)
    else:
        _write_tags(a, None, u15)
    u16 = o._unknown_tags
    if u16 is None:
        a(_H0)
    else:
        _write_tags(a, None, u16)
    return b''.join(parts)


def _dec_UpdateRaftVoterRequest_v0(buf: _Buffer, pos: int) -> tuple[UpdateRaftVoterRequest, int]:
    blen = len(buf)
    o = _new(UpdateRaftVoterRequest)
    n17 = buf[pos] - 1
    if 0 <= n17 < 127:
        x18 = pos + 1 + n17
        if x18 > blen:
            raise _bad_length(n17, 'UpdateRaftVoterRequest.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x18], 'utf-8')
        pos = x18
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, True, 'UpdateRaftVoterRequest.ClusterId')
    o.current_leader_epoch, o.voter_id, u19 = _S_iiU.unpack_from(buf, pos)
    pos += 24
    o.voter_directory_id = _uuid_from(u19)
    n20 = buf[pos] - 1
    if 0 <= n20 < 127:
        pos += 1
    else:
        n20, pos = _read_array_len(buf, pos, True, False, 1, 'UpdateRaftVoterRequest.Listeners')
    l21: list[UpdateRaftVoterRequest.Listener] = []
    ap22 = l21.append
    for _ in range(n20):
        t23 = _new(_C_UpdateRaftVoterRequest_Listener)
        n24 = buf[pos] - 1
        if 0 <= n24 < 127:
            x25 = pos + 1 + n24
            if x25 > blen:
                raise _bad_length(n24, 'UpdateRaftVoterRequest.Listeners.Name', pos)
            t23.name = str(buf[pos + 1:x25], 'utf-8')
            pos = x25
        else:
            t23.name, pos = _read_string(buf, pos, True, False, 'UpdateRaftVoterRequest.Listeners.Name')
        n26 = buf[pos] - 1
        if 0 <= n26 < 127:
            x27 = pos + 1 + n26
            if x27 > blen:
                raise _bad_length(n26, 'UpdateRaftVoterRequest.Listeners.Host', pos)
            t23.host = str(buf[pos + 1:x27], 'utf-8')
            pos = x27
        else:
            t23.host, pos = _read_string(buf, pos, True, False, 'UpdateRaftVoterRequest.Listeners.Host')
        t23.port, = _S_H.unpack_from(buf, pos)
        pos += 2
        if buf[pos] == 0:
            pos += 1
            t23._unknown_tags = None
        else:
            nt28, pos = _ruv(buf, pos)
            if nt28 * 2 > blen - pos:
                raise _array_too_long(nt28, 'UpdateRaftVoterRequest.Listeners._tagged_fields', pos)
            uk29: list[tuple[int, bytes]] | None = None
            for _ in range(nt28):
                tg30, pos = _ruv(buf, pos)
                sz31, pos = _ruv(buf, pos)
                x32 = pos + sz31
                if x32 > blen:
                    raise _bad_length(sz31, 'UpdateRaftVoterRequest.Listeners._tagged_fields', pos)
                if uk29 is None:
                    uk29 = []
                uk29.append((tg30, bytes(buf[pos:x32])))
                pos = x32
            t23._unknown_tags = uk29
        ap22(t23)
    o.listeners = l21
    t33 = _new(_C_UpdateRaftVoterRequest_KRaftVersionFeature)
    t33.min_supported_version, t33.max_supported_version = _S_hh.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        t33._unknown_tags = None
    else:
        nt34, pos = _ruv(buf, pos)
        if nt34 * 2 > blen - pos:
            raise _array_too_long(nt34, 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields', pos)
        uk35: list[tuple[int, bytes]] | None = None
        for _ in range(nt34):
            tg36, pos = _ruv(buf, pos)
            sz37, pos = _ruv(buf, pos)
            x38 = pos + sz37
            if x38 > blen:
                raise _bad_length(sz37, 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields', pos)
            if uk35 is None:
                uk35 = []
            uk35.append((tg36, bytes(buf[pos:x38])))
            pos = x38
        t33._unknown_tags = uk35
    o.kraft_version_feature = t33
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt39, pos = _ruv(buf, pos)
        if nt39 * 2 > blen - pos:
            raise _array_too_long(nt39, 'UpdateRaftVoterRequest._tagged_fields', pos)
        uk40: list[tuple[int, bytes]] | None = None
        for _ in range(nt39):
            tg41, pos = _ruv(buf, pos)
            sz42, pos = _ruv(buf, pos)
            x43 = pos + sz42
            if x43 > blen:
                raise _bad_length(sz42, 'UpdateRaftVoterRequest._tagged_fields', pos)
            if uk40 is None:
                uk40 = []
            uk40.append((tg41, bytes(buf[pos:x43])))
            pos = x43
        o._unknown_tags = uk40
    return o, pos


UpdateRaftVoterRequest._ENC = {0: _enc_UpdateRaftVoterRequest_v0}
UpdateRaftVoterRequest._DEC = {0: _dec_UpdateRaftVoterRequest_v0}


class UpdateRaftVoterResponse(_Message):
    """UpdateRaftVoterResponse (response): API key 82; versions 0; flexible in 0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'current_leader', '_unknown_tags')
    NAME = 'UpdateRaftVoterResponse'
    TYPE = 'response'
    API_KEY = 82
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Error code, or 0 on success.

    `ErrorCode` (int16): versions 0+; default 0."""
    current_leader: UpdateRaftVoterResponse.CurrentLeader
    """Leader known to the responder, with its endpoint.

    `CurrentLeader` (CurrentLeader): versions 0+; tagged (tag 0) in 0+; default a default CurrentLeader."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        current_leader: UpdateRaftVoterResponse.CurrentLeader = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.current_leader = UpdateRaftVoterResponse.CurrentLeader() if current_leader is _EMPTY else current_leader
        self._unknown_tags = _unknown_tags

    class CurrentLeader(_Message):
        """Leader known to the responder, with its endpoint.

        CurrentLeader (in UpdateRaftVoterResponse): versions 0+."""

        __slots__ = ('leader_id', 'leader_epoch', 'host', 'port', '_unknown_tags')
        NAME = 'UpdateRaftVoterResponse.CurrentLeader'

        leader_id: int
        """Replica id of the leader, or -1 if unknown.

        `LeaderId` (int32): versions 0+; default -1."""
        leader_epoch: int
        """Latest known leader epoch.

        `LeaderEpoch` (int32): versions 0+; default -1."""
        host: str
        """Host name of the leader.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Port of the leader.

        `Port` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            leader_id: int = -1,
            leader_epoch: int = -1,
            host: str = '',
            port: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags


_C_UpdateRaftVoterResponse_CurrentLeader = UpdateRaftVoterResponse.CurrentLeader
UpdateRaftVoterResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentLeader', 'current_leader', 'CurrentLeader', (0, 32767), (1, 0), (0, 32767), 0, (), False, _C_UpdateRaftVoterResponse_CurrentLeader),
)
_C_UpdateRaftVoterResponse_CurrentLeader.FIELDS = (
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_UpdateRaftVoterResponse_CurrentLeader = _C_UpdateRaftVoterResponse_CurrentLeader()

def _mk_UpdateRaftVoterResponse_CurrentLeader() -> UpdateRaftVoterResponse.CurrentLeader:
    o = _new(_C_UpdateRaftVoterResponse_CurrentLeader)
    o.leader_id = -1
    o.leader_epoch = -1
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_UpdateRaftVoterResponse_v0(o: UpdateRaftVoterResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    k44: list[tuple[int, bytes]] = []
    if (o.current_leader.leader_id != -1 or o.current_leader.leader_epoch != -1 or o.current_leader.host != '' or o.current_leader.port != 0 or o.current_leader._unknown_tags is not None):
        p45: list[bytes] = []
        t46 = o.current_leader
        p45.append(_S_ii.pack(t46.leader_id, t46.leader_epoch))
        s47 = t46.host
        b48 = s47.encode()
        n49 = len(b48) + 1
        p45.append(_UV[n49] if n49 < 128 else _uv(n49))
        p45.append(b48)
        p45.append(_S_i.pack(t46.port))
        u50 = t46._unknown_tags
        if u50 is None:
            p45.append(_H0)
        else:
            _write_tags(p45.append, None, u50)
        k44.append((0, b''.join(p45)))
    u51 = o._unknown_tags
    if k44 or u51 is not None:
        _write_tags(a, k44, u51)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_UpdateRaftVoterResponse_v0(buf: _Buffer, pos: int) -> tuple[UpdateRaftVoterResponse, int]:
    blen = len(buf)
    o = _new(UpdateRaftVoterResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    o.current_leader = _mk_UpdateRaftVoterResponse_CurrentLeader()
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt52, pos = _ruv(buf, pos)
        if nt52 * 2 > blen - pos:
            raise _array_too_long(nt52, 'UpdateRaftVoterResponse._tagged_fields', pos)
        uk53: list[tuple[int, bytes]] | None = None
        for _ in range(nt52):
            tg54, pos = _ruv(buf, pos)
            sz55, pos = _ruv(buf, pos)
            x56 = pos + sz55
            if x56 > blen:
                raise _bad_length(sz55, 'UpdateRaftVoterResponse._tagged_fields', pos)
            if tg54 == 0:
                t57 = _new(_C_UpdateRaftVoterResponse_CurrentLeader)
                t57.leader_id, t57.leader_epoch = _S_ii.unpack_from(buf, pos)
                pos += 8
                n58 = buf[pos] - 1
                if 0 <= n58 < 127:
                    x59 = pos + 1 + n58
                    if x59 > blen:
                        raise _bad_length(n58, 'UpdateRaftVoterResponse.CurrentLeader.Host', pos)
                    t57.host = str(buf[pos + 1:x59], 'utf-8')
                    pos = x59
                else:
                    t57.host, pos = _read_string(buf, pos, True, False, 'UpdateRaftVoterResponse.CurrentLeader.Host')
                t57.port, = _S_i.unpack_from(buf, pos)
                pos += 4
                if buf[pos] == 0:
                    pos += 1
                    t57._unknown_tags = None
                else:
                    nt60, pos = _ruv(buf, pos)
                    if nt60 * 2 > blen - pos:
                        raise _array_too_long(nt60, 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields', pos)
                    uk61: list[tuple[int, bytes]] | None = None
                    for _ in range(nt60):
                        tg62, pos = _ruv(buf, pos)
                        sz63, pos = _ruv(buf, pos)
                        x64 = pos + sz63
                        if x64 > blen:
                            raise _bad_length(sz63, 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields', pos)
                        if uk61 is None:
                            uk61 = []
                        uk61.append((tg62, bytes(buf[pos:x64])))
                        pos = x64
                    t57._unknown_tags = uk61
                o.current_leader = t57
                if pos != x56:
                    raise _tag_size_mismatch(tg54, 'UpdateRaftVoterResponse.CurrentLeader', pos)
            else:
                if uk53 is None:
                    uk53 = []
                uk53.append((tg54, bytes(buf[pos:x56])))
                pos = x56
        o._unknown_tags = uk53
    return o, pos


UpdateRaftVoterResponse._ENC = {0: _enc_UpdateRaftVoterResponse_v0}
UpdateRaftVoterResponse._DEC = {0: _dec_UpdateRaftVoterResponse_v0}


_LINES = {
    215: 'UpdateRaftVoterRequest.ClusterId',
    216: 'UpdateRaftVoterRequest.ClusterId',
    217: 'UpdateRaftVoterRequest.ClusterId',
    218: 'UpdateRaftVoterRequest.ClusterId',
    219: 'UpdateRaftVoterRequest.ClusterId',
    220: 'UpdateRaftVoterRequest.ClusterId',
    221: 'UpdateRaftVoterRequest.ClusterId',
    222: 'UpdateRaftVoterRequest.ClusterId',
    223: 'UpdateRaftVoterRequest.CurrentLeaderEpoch,VoterId,VoterDirectoryId',
    224: 'UpdateRaftVoterRequest.Listeners',
    225: 'UpdateRaftVoterRequest.Listeners',
    226: 'UpdateRaftVoterRequest.Listeners',
    227: 'UpdateRaftVoterRequest.Listeners',
    228: 'UpdateRaftVoterRequest.Listeners.Name',
    229: 'UpdateRaftVoterRequest.Listeners.Name',
    230: 'UpdateRaftVoterRequest.Listeners.Name',
    231: 'UpdateRaftVoterRequest.Listeners.Name',
    232: 'UpdateRaftVoterRequest.Listeners.Name',
    233: 'UpdateRaftVoterRequest.Listeners.Host',
    234: 'UpdateRaftVoterRequest.Listeners.Host',
    235: 'UpdateRaftVoterRequest.Listeners.Host',
    236: 'UpdateRaftVoterRequest.Listeners.Host',
    237: 'UpdateRaftVoterRequest.Listeners.Host',
    238: 'UpdateRaftVoterRequest.Listeners.Port',
    239: 'UpdateRaftVoterRequest.Listeners._unknown_tags',
    240: 'UpdateRaftVoterRequest.Listeners',
    243: 'UpdateRaftVoterRequest.Listeners._unknown_tags',
    244: 'UpdateRaftVoterRequest.KRaftVersionFeature',
    245: 'UpdateRaftVoterRequest.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    246: 'UpdateRaftVoterRequest.KRaftVersionFeature._unknown_tags',
    247: 'UpdateRaftVoterRequest.KRaftVersionFeature',
    250: 'UpdateRaftVoterRequest.KRaftVersionFeature._unknown_tags',
    251: 'UpdateRaftVoterRequest._unknown_tags',
    252: 'UpdateRaftVoterRequest',
    255: 'UpdateRaftVoterRequest._unknown_tags',
    262: 'UpdateRaftVoterRequest.ClusterId',
    267: 'UpdateRaftVoterRequest.ClusterId',
    270: 'UpdateRaftVoterRequest.ClusterId',
    271: 'UpdateRaftVoterRequest.CurrentLeaderEpoch,VoterId,VoterDirectoryId',
    274: 'UpdateRaftVoterRequest.Listeners',
    278: 'UpdateRaftVoterRequest.Listeners',
    283: 'UpdateRaftVoterRequest.Listeners.Name',
    288: 'UpdateRaftVoterRequest.Listeners.Name',
    291: 'UpdateRaftVoterRequest.Listeners.Name',
    292: 'UpdateRaftVoterRequest.Listeners.Host',
    297: 'UpdateRaftVoterRequest.Listeners.Host',
    300: 'UpdateRaftVoterRequest.Listeners.Host',
    301: 'UpdateRaftVoterRequest.Listeners.Port',
    303: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    307: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    312: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    313: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    325: 'UpdateRaftVoterRequest.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    327: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    331: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    336: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    337: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    347: 'UpdateRaftVoterRequest._tagged_fields',
    351: 'UpdateRaftVoterRequest._tagged_fields',
    356: 'UpdateRaftVoterRequest._tagged_fields',
    357: 'UpdateRaftVoterRequest._tagged_fields',
    481: 'UpdateRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    482: 'UpdateRaftVoterResponse',
    483: 'UpdateRaftVoterResponse.CurrentLeader',
    484: 'UpdateRaftVoterResponse.CurrentLeader',
    485: 'UpdateRaftVoterResponse.CurrentLeader',
    486: 'UpdateRaftVoterResponse.CurrentLeader.LeaderId,LeaderEpoch',
    487: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    488: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    489: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    490: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    491: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    492: 'UpdateRaftVoterResponse.CurrentLeader.Port',
    493: 'UpdateRaftVoterResponse.CurrentLeader._unknown_tags',
    494: 'UpdateRaftVoterResponse.CurrentLeader',
    497: 'UpdateRaftVoterResponse.CurrentLeader._unknown_tags',
    498: 'UpdateRaftVoterResponse.CurrentLeader',
    499: 'UpdateRaftVoterResponse._unknown_tags',
    501: 'UpdateRaftVoterResponse._unknown_tags',
    510: 'UpdateRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    513: 'UpdateRaftVoterResponse._tagged_fields',
    517: 'UpdateRaftVoterResponse._tagged_fields',
    522: 'UpdateRaftVoterResponse._tagged_fields',
    523: 'UpdateRaftVoterResponse._tagged_fields',
    529: 'UpdateRaftVoterResponse.CurrentLeader.LeaderId,LeaderEpoch',
    531: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    536: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    539: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    540: 'UpdateRaftVoterResponse.CurrentLeader.Port',
    542: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
    546: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
    551: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
    552: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
}
