# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from 7 schemas.
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

__all__ = ['KRaftVersionRecord', 'LeaderChangeMessage', 'QuorumStateData', 'SnapshotFooterRecord', 'SnapshotHeaderRecord', 'VoterAssignmentMessage', 'VotersRecord']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_S_H = Struct('>H')
_S_h = Struct('>h')
_S_hh = Struct('>hh')
_S_hi = Struct('>hi')
_S_hq = Struct('>hq')
_S_i = Struct('>i')
_S_iU = Struct('>i16s')
_S_iii = Struct('>iii')
_S_iiiU = Struct('>iii16s')
_S_iiiq = Struct('>iiiq')
_S_q = Struct('>q')


class KRaftVersionRecord(_Message):
    """KRaftVersionRecord (data): control record type 5; versions 0; flexible in 0."""

    __slots__ = ('version', 'kraft_version', '_unknown_tags')
    NAME = 'KRaftVersionRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE: ClassVar[int] = 5
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    version: int
    """Version of this control record value.

    `Version` (int16): versions 0+; default 0."""
    kraft_version: int
    """Finalized kraft.version feature level.

    `KRaftVersion` (int16): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        version: int = 0,
        kraft_version: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.version = version
        self.kraft_version = kraft_version
        self._unknown_tags = _unknown_tags


KRaftVersionRecord.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('KRaftVersion', 'kraft_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_KRaftVersionRecord_v0(o: KRaftVersionRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hh.pack(o.version, o.kraft_version))
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_KRaftVersionRecord_v0(buf: _Buffer, pos: int) -> tuple[KRaftVersionRecord, int]:
    blen = len(buf)
    o = _new(KRaftVersionRecord)
    o.version, o.kraft_version = _S_hh.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt2, pos = _ruv(buf, pos)
        if nt2 * 2 > blen - pos:
            raise _array_too_long(nt2, 'KRaftVersionRecord._tagged_fields', pos)
        uk3: list[tuple[int, bytes]] | None = None
        for _ in range(nt2):
            tg4, pos = _ruv(buf, pos)
            sz5, pos = _ruv(buf, pos)
            x6 = pos + sz5
            if x6 > blen:
                raise _bad_length(sz5, 'KRaftVersionRecord._tagged_fields', pos)
            if uk3 is None:
                uk3 = []
            uk3.append((tg4, bytes(buf[pos:x6])))
            pos = x6
        o._unknown_tags = uk3
    return o, pos


KRaftVersionRecord._ENC = {0: _enc_KRaftVersionRecord_v0}
KRaftVersionRecord._DEC = {0: _dec_KRaftVersionRecord_v0}


class LeaderChangeMessage(_Message):
    """LeaderChangeMessage (data): control record type 2; versions 0-1; flexible in 0-1."""

    __slots__ = ('version', 'leader_id', 'voters', 'granting_voters', '_unknown_tags')
    NAME = 'LeaderChangeMessage'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE: ClassVar[int] = 2
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    version: int
    """Version of this control record value.

    `Version` (int16): versions 0+; default 0."""
    leader_id: int
    """Replica id of the leader that was just elected.

    `LeaderId` (int32): versions 0+; default 0."""
    voters: list[LeaderChangeMessage.Voter]
    """Voter set of the quorum in this epoch.

    `Voters` ([]Voter): versions 0+; default []."""
    granting_voters: list[LeaderChangeMessage.Voter]
    """Voters that granted their vote to the new leader.

    `GrantingVoters` ([]Voter): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        version: int = 0,
        leader_id: int = 0,
        voters: list[LeaderChangeMessage.Voter] = _EMPTY,
        granting_voters: list[LeaderChangeMessage.Voter] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.version = version
        self.leader_id = leader_id
        self.voters = [] if voters is _EMPTY else voters
        self.granting_voters = [] if granting_voters is _EMPTY else granting_voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        """Voter set of the quorum in this epoch.

        Voter (in LeaderChangeMessage): versions 0+."""

        __slots__ = ('voter_id', 'voter_directory_id', '_unknown_tags')
        NAME = 'LeaderChangeMessage.Voter'

        voter_id: int
        """Replica id of the voter.

        `VoterId` (int32): versions 0+; default 0."""
        voter_directory_id: UUID
        """Metadata log directory id of the voter.

        `VoterDirectoryId` (uuid): versions 1+; default the zero UUID."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            voter_id: int = 0,
            voter_directory_id: UUID = _ZERO_UUID,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.voter_id = voter_id
            self.voter_directory_id = voter_directory_id
            self._unknown_tags = _unknown_tags


_C_LeaderChangeMessage_Voter = LeaderChangeMessage.Voter
LeaderChangeMessage.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Voters', 'voters', '[]Voter', (0, 32767), (1, 0), (1, 0), None, (), False, _C_LeaderChangeMessage_Voter),
    _FI('GrantingVoters', 'granting_voters', '[]Voter', (0, 32767), (1, 0), (1, 0), None, (), False, _C_LeaderChangeMessage_Voter),
)
_C_LeaderChangeMessage_Voter.FIELDS = (
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
)
_DEF_LeaderChangeMessage_Voter = _C_LeaderChangeMessage_Voter()

def _mk_LeaderChangeMessage_Voter() -> LeaderChangeMessage.Voter:
    o = _new(_C_LeaderChangeMessage_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o._unknown_tags = None
    return o


def _enc_LeaderChangeMessage_v0(o: LeaderChangeMessage) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hi.pack(o.version, o.leader_id))
    l7 = o.voters
    n8 = len(l7) + 1
    a(_UV[n8] if n8 < 128 else _uv(n8))
    for e9 in l7:
        a(_S_i.pack(e9.voter_id))
        if e9.voter_directory_id != _ZERO_UUID:
            raise _unsupported_field('LeaderChangeMessage', 'Voters.VoterDirectoryId', 0)
        u10 = e9._unknown_tags
        if u10 is None:
            a(_H0)
        else:
            _write_tags(a, None, u10)
    l11 = o.granting_voters
    n12 = len(l11) + 1
    a(_UV[n12] if n12 < 128 else _uv(n12))
    for e13 in l11:
        a(_S_i.pack(e13.voter_id))
        if e13.voter_directory_id != _ZERO_UUID:
            raise _unsupported_field('LeaderChangeMessage', 'GrantingVoters.VoterDirectoryId', 0)
        u14 = e13._unknown_tags
        if u14 is None:
            a(_H0)
        else:
            _write_tags(a, None, u14)
    u15 = o._unknown_tags
    if u15 is None:
        a(_H0)
    else:
        _write_tags(a, None, u15)
    return b''.join(parts)


def _dec_LeaderChangeMessage_v0(buf: _Buffer, pos: int) -> tuple[LeaderChangeMessage, int]:
    blen = len(buf)
    o = _new(LeaderChangeMessage)
    o.version, o.leader_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n16 = buf[pos] - 1
    if 0 <= n16 < 127:
        pos += 1
    else:
        n16, pos = _read_array_len(buf, pos, True, False, 1, 'LeaderChangeMessage.Voters')
    l17: list[LeaderChangeMessage.Voter] = []
    ap18 = l17.append
    for _ in range(n16):
        t19 = _new(_C_LeaderChangeMessage_Voter)
        t19.voter_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        t19.voter_directory_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t19._unknown_tags = None
        else:
            nt20, pos = _ruv(buf, pos)
            if nt20 * 2 > blen - pos:
                raise _array_too_long(nt20, 'LeaderChangeMessage.Voters._tagged_fields', pos)
            uk21: list[tuple[int, bytes]] | None = None
            for _ in range(nt20):
                tg22, pos = _ruv(buf, pos)
                sz23, pos = _ruv(buf, pos)
                x24 = pos + sz23
                if x24 > blen:
                    raise _bad_length(sz23, 'LeaderChangeMessage.Voters._tagged_fields', pos)
                if uk21 is None:
                    uk21 = []
                uk21.append((tg22, bytes(buf[pos:x24])))
                pos = x24
            t19._unknown_tags = uk21
        ap18(t19)
    o.voters = l17
    n25 = buf[pos] - 1
    if 0 <= n25 < 127:
        pos += 1
    else:
        n25, pos = _read_array_len(buf, pos, True, False, 1, 'LeaderChangeMessage.GrantingVoters')
    l26: list[LeaderChangeMessage.Voter] = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_LeaderChangeMessage_Voter)
        t28.voter_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        t28.voter_directory_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t28._unknown_tags = None
        else:
            nt29, pos = _ruv(buf, pos)
            if nt29 * 2 > blen - pos:
                raise _array_too_long(nt29, 'LeaderChangeMessage.GrantingVoters._tagged_fields', pos)
            uk30: list[tuple[int, bytes]] | None = None
            for _ in range(nt29):
                tg31, pos = _ruv(buf, pos)
                sz32, pos = _ruv(buf, pos)
                x33 = pos + sz32
                if x33 > blen:
                    raise _bad_length(sz32, 'LeaderChangeMessage.GrantingVoters._tagged_fields', pos)
                if uk30 is None:
                    uk30 = []
                uk30.append((tg31, bytes(buf[pos:x33])))
                pos = x33
            t28._unknown_tags = uk30
        ap27(t28)
    o.granting_voters = l26
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt34, pos = _ruv(buf, pos)
        if nt34 * 2 > blen - pos:
            raise _array_too_long(nt34, 'LeaderChangeMessage._tagged_fields', pos)
        uk35: list[tuple[int, bytes]] | None = None
        for _ in range(nt34):
            tg36, pos = _ruv(buf, pos)
            sz37, pos = _ruv(buf, pos)
            x38 = pos + sz37
            if x38 > blen:
                raise _bad_length(sz37, 'LeaderChangeMessage._tagged_fields', pos)
            if uk35 is None:
                uk35 = []
            uk35.append((tg36, bytes(buf[pos:x38])))
            pos = x38
        o._unknown_tags = uk35
    return o, pos


def _enc_LeaderChangeMessage_v1(o: LeaderChangeMessage) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hi.pack(o.version, o.leader_id))
    l39 = o.voters
    n40 = len(l39) + 1
    a(_UV[n40] if n40 < 128 else _uv(n40))
    for e41 in l39:
        a(_S_iU.pack(e41.voter_id, e41.voter_directory_id.bytes))
        u42 = e41._unknown_tags
        if u42 is None:
            a(_H0)
        else:
            _write_tags(a, None, u42)
    l43 = o.granting_voters
    n44 = len(l43) + 1
    a(_UV[n44] if n44 < 128 else _uv(n44))
    for e45 in l43:
        a(_S_iU.pack(e45.voter_id, e45.voter_directory_id.bytes))
        u46 = e45._unknown_tags
        if u46 is None:
            a(_H0)
        else:
            _write_tags(a, None, u46)
    u47 = o._unknown_tags
    if u47 is None:
        a(_H0)
    else:
        _write_tags(a, None, u47)
    return b''.join(parts)


def _dec_LeaderChangeMessage_v1(buf: _Buffer, pos: int) -> tuple[LeaderChangeMessage, int]:
    blen = len(buf)
    o = _new(LeaderChangeMessage)
    o.version, o.leader_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n48 = buf[pos] - 1
    if 0 <= n48 < 127:
        pos += 1
    else:
        n48, pos = _read_array_len(buf, pos, True, False, 1, 'LeaderChangeMessage.Voters')
    l49: list[LeaderChangeMessage.Voter] = []
    ap50 = l49.append
    for _ in range(n48):
        t51 = _new(_C_LeaderChangeMessage_Voter)
        t51.voter_id, u52 = _S_iU.unpack_from(buf, pos)
        pos += 20
        t51.voter_directory_id = _uuid_from(u52)
        if buf[pos] == 0:
            pos += 1
            t51._unknown_tags = None
        else:
            nt53, pos = _ruv(buf, pos)
            if nt53 * 2 > blen - pos:
                raise _array_too_long(nt53, 'LeaderChangeMessage.Voters._tagged_fields', pos)
            uk54: list[tuple[int, bytes]] | None = None
            for _ in range(nt53):
                tg55, pos = _ruv(buf, pos)
                sz56, pos = _ruv(buf, pos)
                x57 = pos + sz56
                if x57 > blen:
                    raise _bad_length(sz56, 'LeaderChangeMessage.Voters._tagged_fields', pos)
                if uk54 is None:
                    uk54 = []
                uk54.append((tg55, bytes(buf[pos:x57])))
                pos = x57
            t51._unknown_tags = uk54
        ap50(t51)
    o.voters = l49
    n58 = buf[pos] - 1
    if 0 <= n58 < 127:
        pos += 1
    else:
        n58, pos = _read_array_len(buf, pos, True, False, 1, 'LeaderChangeMessage.GrantingVoters')
    l59: list[LeaderChangeMessage.Voter] = []
    ap60 = l59.append
    for _ in range(n58):
        t61 = _new(_C_LeaderChangeMessage_Voter)
        t61.voter_id, u62 = _S_iU.unpack_from(buf, pos)
        pos += 20
        t61.voter_directory_id = _uuid_from(u62)
        if buf[pos] == 0:
            pos += 1
            t61._unknown_tags = None
        else:
            nt63, pos = _ruv(buf, pos)
            if nt63 * 2 > blen - pos:
                raise _array_too_long(nt63, 'LeaderChangeMessage.GrantingVoters._tagged_fields', pos)
            uk64: list[tuple[int, bytes]] | None = None
            for _ in range(nt63):
                tg65, pos = _ruv(buf, pos)
                sz66, pos = _ruv(buf, pos)
                x67 = pos + sz66
                if x67 > blen:
                    raise _bad_length(sz66, 'LeaderChangeMessage.GrantingVoters._tagged_fields', pos)
                if uk64 is None:
                    uk64 = []
                uk64.append((tg65, bytes(buf[pos:x67])))
                pos = x67
            t61._unknown_tags = uk64
        ap60(t61)
    o.granting_voters = l59
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt68, pos = _ruv(buf, pos)
        if nt68 * 2 > blen - pos:
            raise _array_too_long(nt68, 'LeaderChangeMessage._tagged_fields', pos)
        uk69: list[tuple[int, bytes]] | None = None
        for _ in range(nt68):
            tg70, pos = _ruv(buf, pos)
            sz71, pos = _ruv(buf, pos)
            x72 = pos + sz71
            if x72 > blen:
                raise _bad_length(sz71, 'LeaderChangeMessage._tagged_fields', pos)
            if uk69 is None:
                uk69 = []
            uk69.append((tg70, bytes(buf[pos:x72])))
            pos = x72
        o._unknown_tags = uk69
    return o, pos


LeaderChangeMessage._ENC = {0: _enc_LeaderChangeMessage_v0, 1: _enc_LeaderChangeMessage_v1}
LeaderChangeMessage._DEC = {0: _dec_LeaderChangeMessage_v0, 1: _dec_LeaderChangeMessage_v1}


class QuorumStateData(_Message):
    """QuorumStateData (data): versions 0-1; flexible in 0-1."""

    __slots__ = ('cluster_id', 'leader_id', 'leader_epoch', 'voted_id', 'voted_directory_id', 'applied_offset', 'current_voters', 'target_voters', '_unknown_tags')
    NAME = 'QuorumStateData'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    cluster_id: str
    """Cluster id field of the old format; written empty.

    `ClusterId` (string): versions 0; default ''."""
    leader_id: int
    """Known leader of the current epoch, or -1.

    `LeaderId` (int32): versions 0+; default -1."""
    leader_epoch: int
    """Latest epoch this replica knows of.

    `LeaderEpoch` (int32): versions 0+; default -1."""
    voted_id: int
    """Candidate this replica voted for in the epoch, or -1.

    `VotedId` (int32): versions 0+; default -1."""
    voted_directory_id: UUID
    """Directory id of the candidate voted for, zero if unknown.

    `VotedDirectoryId` (uuid): versions 1+; default the zero UUID."""
    applied_offset: int
    """v0: written as 0 and not used. v1 (kraftpy): offset of the committed VoterAssignmentMessage below, -1 when the voters come from the bootstrap snapshot or the configuration.

    `AppliedOffset` (int64): versions 0+; tagged (tag 1000) in 1+; default -1."""
    current_voters: list[QuorumStateData.Voter] | None
    """v0: the voter ids known to this replica. v1 (kraftpy): the committed voter set.

    `CurrentVoters` ([]Voter): versions 0+; nullable in 0+; tagged (tag 1001) in 1+; default None."""
    target_voters: list[QuorumStateData.Voter] | None
    """kraftpy: the committed target of an ongoing reassignment, or null.

    `TargetVoters` ([]Voter): versions 1+; nullable in 1+; tagged (tag 1002) in 1+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str = '',
        leader_id: int = -1,
        leader_epoch: int = -1,
        voted_id: int = -1,
        voted_directory_id: UUID = _ZERO_UUID,
        applied_offset: int = -1,
        current_voters: list[QuorumStateData.Voter] | None = None,
        target_voters: list[QuorumStateData.Voter] | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.voted_id = voted_id
        self.voted_directory_id = voted_directory_id
        self.applied_offset = applied_offset
        self.current_voters = current_voters
        self.target_voters = target_voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        """v0: the voter ids known to this replica. v1 (kraftpy): the committed voter set.

        Voter (in QuorumStateData): versions 0+."""

        __slots__ = ('voter_id', 'voter_directory_id', 'endpoints', '_unknown_tags')
        NAME = 'QuorumStateData.Voter'

        voter_id: int
        """Replica id of a voter.

        `VoterId` (int32): versions 0+; default 0."""
        voter_directory_id: UUID
        """Metadata log directory id of the voter.

        `VoterDirectoryId` (uuid): versions 1+; default the zero UUID."""
        endpoints: list[QuorumStateData.Endpoint]
        """Controller listeners of the voter.

        `Endpoints` ([]Endpoint): versions 1+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            voter_id: int = 0,
            voter_directory_id: UUID = _ZERO_UUID,
            endpoints: list[QuorumStateData.Endpoint] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.voter_id = voter_id
            self.voter_directory_id = voter_directory_id
            self.endpoints = [] if endpoints is _EMPTY else endpoints
            self._unknown_tags = _unknown_tags

    class Endpoint(_Message):
        """Controller listeners of the voter.

        Endpoint (in QuorumStateData): versions 1+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'QuorumStateData.Endpoint'

        name: str
        """Listener name.

        `Name` (string): versions 1+; default ''."""
        host: str
        """Host name or address.

        `Host` (string): versions 1+; default ''."""
        port: int
        """Port.

        `Port` (uint16): versions 1+; default 0."""
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


_C_QuorumStateData_Voter = QuorumStateData.Voter
_C_QuorumStateData_Endpoint = QuorumStateData.Endpoint
QuorumStateData.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('VotedId', 'voted_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('VotedDirectoryId', 'voted_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('AppliedOffset', 'applied_offset', 'int64', (0, 32767), (1, 0), (1, 32767), 1000, -1, False, None),
    _FI('CurrentVoters', 'current_voters', '[]Voter', (0, 32767), (0, 32767), (1, 32767), 1001, None, False, _C_QuorumStateData_Voter),
    _FI('TargetVoters', 'target_voters', '[]Voter', (1, 32767), (1, 32767), (1, 32767), 1002, None, False, _C_QuorumStateData_Voter),
)
_C_QuorumStateData_Voter.FIELDS = (
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Endpoints', 'endpoints', '[]Endpoint', (1, 32767), (1, 0), (1, 0), None, (), False, _C_QuorumStateData_Endpoint),
)
_C_QuorumStateData_Endpoint.FIELDS = (
    _FI('Name', 'name', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (1, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_QuorumStateData_Voter = _C_QuorumStateData_Voter()
_DEF_QuorumStateData_Endpoint = _C_QuorumStateData_Endpoint()

def _mk_QuorumStateData_Voter() -> QuorumStateData.Voter:
    o = _new(_C_QuorumStateData_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o.endpoints = []
    o._unknown_tags = None
    return o

def _mk_QuorumStateData_Endpoint() -> QuorumStateData.Endpoint:
    o = _new(_C_QuorumStateData_Endpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_QuorumStateData_v0(o: QuorumStateData) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    s73 = o.cluster_id
    b74 = s73.encode()
    n75 = len(b74) + 1
    a(_UV[n75] if n75 < 128 else _uv(n75))
    a(b74)
    a(_S_iii.pack(o.leader_id, o.leader_epoch, o.voted_id))
    if o.voted_directory_id != _ZERO_UUID:
        raise _unsupported_field('QuorumStateData', 'VotedDirectoryId', 0)
    a(_S_q.pack(o.applied_offset))
    l76 = o.current_voters
    if l76 is None:
        a(_H0)
    else:
        n77 = len(l76) + 1
        a(_UV[n77] if n77 < 128 else _uv(n77))
        for e78 in l76:
            a(_S_i.pack(e78.voter_id))
            if e78.voter_directory_id != _ZERO_UUID:
                raise _unsupported_field('QuorumStateData', 'CurrentVoters.VoterDirectoryId', 0)
            if e78.endpoints:
                raise _unsupported_field('QuorumStateData', 'CurrentVoters.Endpoints', 0)
            u79 = e78._unknown_tags
            if u79 is None:
                a(_H0)
            else:
                _write_tags(a, None, u79)
    if o.target_voters is not None:
        raise _unsupported_field('QuorumStateData', 'TargetVoters', 0)
    u80 = o._unknown_tags
    if u80 is None:
        a(_H0)
    else:
        _write_tags(a, None, u80)
    return b''.join(parts)


def _dec_QuorumStateData_v0(buf: _Buffer, pos: int) -> tuple[QuorumStateData, int]:
    blen = len(buf)
    o = _new(QuorumStateData)
    n81 = buf[pos] - 1
    if 0 <= n81 < 127:
        x82 = pos + 1 + n81
        if x82 > blen:
            raise _bad_length(n81, 'QuorumStateData.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x82], 'utf-8')
        pos = x82
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'QuorumStateData.ClusterId')
    o.leader_id, o.leader_epoch, o.voted_id, o.applied_offset = _S_iiiq.unpack_from(buf, pos)
    pos += 20
    n83 = buf[pos] - 1
    if -1 <= n83 < 127:
        pos += 1
    else:
        n83, pos = _read_array_len(buf, pos, True, True, 1, 'QuorumStateData.CurrentVoters')
    if n83 < 0:
        o.current_voters = None
    else:
        l84: list[QuorumStateData.Voter] = []
        ap85 = l84.append
        for _ in range(n83):
            t86 = _new(_C_QuorumStateData_Voter)
            t86.voter_id, = _S_i.unpack_from(buf, pos)
            pos += 4
            t86.voter_directory_id = _ZERO_UUID
            t86.endpoints = []
            if buf[pos] == 0:
                pos += 1
                t86._unknown_tags = None
            else:
                nt87, pos = _ruv(buf, pos)
                if nt87 * 2 > blen - pos:
                    raise _array_too_long(nt87, 'QuorumStateData.CurrentVoters._tagged_fields', pos)
                uk88: list[tuple[int, bytes]] | None = None
                for _ in range(nt87):
                    tg89, pos = _ruv(buf, pos)
                    sz90, pos = _ruv(buf, pos)
                    x91 = pos + sz90
                    if x91 > blen:
                        raise _bad_length(sz90, 'QuorumStateData.CurrentVoters._tagged_fields', pos)
                    if uk88 is None:
                        uk88 = []
                    uk88.append((tg89, bytes(buf[pos:x91])))
                    pos = x91
                t86._unknown_tags = uk88
            ap85(t86)
        o.current_voters = l84
    o.voted_directory_id = _ZERO_UUID
    o.target_voters = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt92, pos = _ruv(buf, pos)
        if nt92 * 2 > blen - pos:
            raise _array_too_long(nt92, 'QuorumStateData._tagged_fields', pos)
        uk93: list[tuple[int, bytes]] | None = None
        for _ in range(nt92):
            tg94, pos = _ruv(buf, pos)
            sz95, pos = _ruv(buf, pos)
            x96 = pos + sz95
            if x96 > blen:
                raise _bad_length(sz95, 'QuorumStateData._tagged_fields', pos)
            if uk93 is None:
                uk93 = []
            uk93.append((tg94, bytes(buf[pos:x96])))
            pos = x96
        o._unknown_tags = uk93
    return o, pos


def _enc_QuorumStateData_v1(o: QuorumStateData) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.cluster_id != '':
        raise _unsupported_field('QuorumStateData', 'ClusterId', 1)
    a(_S_iiiU.pack(o.leader_id, o.leader_epoch, o.voted_id, o.voted_directory_id.bytes))
    k97: list[tuple[int, bytes]] = []
    if o.applied_offset != -1:
        p98: list[bytes] = []
        p98.append(_S_q.pack(o.applied_offset))
        k97.append((1000, b''.join(p98)))
    if o.current_voters is not None:
        p99: list[bytes] = []
        l100 = o.current_voters
        if l100 is None:
            p99.append(_H0)
        else:
            n101 = len(l100) + 1
            p99.append(_UV[n101] if n101 < 128 else _uv(n101))
            for e102 in l100:
                p99.append(_S_iU.pack(e102.voter_id, e102.voter_directory_id.bytes))
                l103 = e102.endpoints
                n104 = len(l103) + 1
                p99.append(_UV[n104] if n104 < 128 else _uv(n104))
                for e105 in l103:
                    s106 = e105.name
                    b107 = s106.encode()
                    n108 = len(b107) + 1
                    p99.append(_UV[n108] if n108 < 128 else _uv(n108))
                    p99.append(b107)
                    s109 = e105.host
                    b110 = s109.encode()
                    n111 = len(b110) + 1
                    p99.append(_UV[n111] if n111 < 128 else _uv(n111))
                    p99.append(b110)
                    p99.append(_S_H.pack(e105.port))
                    u112 = e105._unknown_tags
                    if u112 is None:
                        p99.append(_H0)
                    else:
                        _write_tags(p99.append, None, u112)
                u113 = e102._unknown_tags
                if u113 is None:
                    p99.append(_H0)
                else:
                    _write_tags(p99.append, None, u113)
        k97.append((1001, b''.join(p99)))
    if o.target_voters is not None:
        p114: list[bytes] = []
        l115 = o.target_voters
        if l115 is None:
            p114.append(_H0)
        else:
            n116 = len(l115) + 1
            p114.append(_UV[n116] if n116 < 128 else _uv(n116))
            for e117 in l115:
                p114.append(_S_iU.pack(e117.voter_id, e117.voter_directory_id.bytes))
                l118 = e117.endpoints
                n119 = len(l118) + 1
                p114.append(_UV[n119] if n119 < 128 else _uv(n119))
                for e120 in l118:
                    s121 = e120.name
                    b122 = s121.encode()
                    n123 = len(b122) + 1
                    p114.append(_UV[n123] if n123 < 128 else _uv(n123))
                    p114.append(b122)
                    s124 = e120.host
                    b125 = s124.encode()
                    n126 = len(b125) + 1
                    p114.append(_UV[n126] if n126 < 128 else _uv(n126))
                    p114.append(b125)
                    p114.append(_S_H.pack(e120.port))
                    u127 = e120._unknown_tags
                    if u127 is None:
                        p114.append(_H0)
                    else:
                        _write_tags(p114.append, None, u127)
                u128 = e117._unknown_tags
                if u128 is None:
                    p114.append(_H0)
                else:
                    _write_tags(p114.append, None, u128)
        k97.append((1002, b''.join(p114)))
    u129 = o._unknown_tags
    if k97 or u129 is not None:
        _write_tags(a, k97, u129)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_QuorumStateData_v1(buf: _Buffer, pos: int) -> tuple[QuorumStateData, int]:
    blen = len(buf)
    o = _new(QuorumStateData)
    o.leader_id, o.leader_epoch, o.voted_id, u130 = _S_iiiU.unpack_from(buf, pos)
    pos += 28
    o.voted_directory_id = _uuid_from(u130)
    o.cluster_id = ''
    o.applied_offset = -1
    o.current_voters = None
    o.target_voters = None
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt131, pos = _ruv(buf, pos)
        if nt131 * 2 > blen - pos:
            raise _array_too_long(nt131, 'QuorumStateData._tagged_fields', pos)
        uk132: list[tuple[int, bytes]] | None = None
        for _ in range(nt131):
            tg133, pos = _ruv(buf, pos)
            sz134, pos = _ruv(buf, pos)
            x135 = pos + sz134
            if x135 > blen:
                raise _bad_length(sz134, 'QuorumStateData._tagged_fields', pos)
            if tg133 == 1000:
                o.applied_offset, = _S_q.unpack_from(buf, pos)
                pos += 8
                if pos != x135:
                    raise _tag_size_mismatch(tg133, 'QuorumStateData.AppliedOffset', pos)
            elif tg133 == 1001:
                n136 = buf[pos] - 1
                if -1 <= n136 < 127:
                    pos += 1
                else:
                    n136, pos = _read_array_len(buf, pos, True, True, 1, 'QuorumStateData.CurrentVoters')
                if n136 < 0:
                    o.current_voters = None
                else:
                    l137: list[QuorumStateData.Voter] = []
                    ap138 = l137.append
                    for _ in range(n136):
                        t139 = _new(_C_QuorumStateData_Voter)
                        t139.voter_id, u140 = _S_iU.unpack_from(buf, pos)
                        pos += 20
                        t139.voter_directory_id = _uuid_from(u140)
                        n141 = buf[pos] - 1
                        if 0 <= n141 < 127:
                            pos += 1
                        else:
                            n141, pos = _read_array_len(buf, pos, True, False, 1, 'QuorumStateData.CurrentVoters.Endpoints')
                        l142: list[QuorumStateData.Endpoint] = []
                        ap143 = l142.append
                        for _ in range(n141):
                            t144 = _new(_C_QuorumStateData_Endpoint)
                            n145 = buf[pos] - 1
                            if 0 <= n145 < 127:
                                x146 = pos + 1 + n145
                                if x146 > blen:
                                    raise _bad_length(n145, 'QuorumStateData.CurrentVoters.Endpoints.Name', pos)
                                t144.name = str(buf[pos + 1:x146], 'utf-8')
                                pos = x146
                            else:
                                t144.name, pos = _read_string(buf, pos, True, False, 'QuorumStateData.CurrentVoters.Endpoints.Name')
                            n147 = buf[pos] - 1
                            if 0 <= n147 < 127:
                                x148 = pos + 1 + n147
                                if x148 > blen:
                                    raise _bad_length(n147, 'QuorumStateData.CurrentVoters.Endpoints.Host', pos)
                                t144.host = str(buf[pos + 1:x148], 'utf-8')
                                pos = x148
                            else:
                                t144.host, pos = _read_string(buf, pos, True, False, 'QuorumStateData.CurrentVoters.Endpoints.Host')
                            t144.port, = _S_H.unpack_from(buf, pos)
                            pos += 2
                            if buf[pos] == 0:
                                pos += 1
                                t144._unknown_tags = None
                            else:
                                nt149, pos = _ruv(buf, pos)
                                if nt149 * 2 > blen - pos:
                                    raise _array_too_long(nt149, 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields', pos)
                                uk150: list[tuple[int, bytes]] | None = None
                                for _ in range(nt149):
                                    tg151, pos = _ruv(buf, pos)
                                    sz152, pos = _ruv(buf, pos)
                                    x153 = pos + sz152
                                    if x153 > blen:
                                        raise _bad_length(sz152, 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields', pos)
                                    if uk150 is None:
                                        uk150 = []
                                    uk150.append((tg151, bytes(buf[pos:x153])))
                                    pos = x153
                                t144._unknown_tags = uk150
                            ap143(t144)
                        t139.endpoints = l142
                        if buf[pos] == 0:
                            pos += 1
                            t139._unknown_tags = None
                        else:
                            nt154, pos = _ruv(buf, pos)
                            if nt154 * 2 > blen - pos:
                                raise _array_too_long(nt154, 'QuorumStateData.CurrentVoters._tagged_fields', pos)
                            uk155: list[tuple[int, bytes]] | None = None
                            for _ in range(nt154):
                                tg156, pos = _ruv(buf, pos)
                                sz157, pos = _ruv(buf, pos)
                                x158 = pos + sz157
                                if x158 > blen:
                                    raise _bad_length(sz157, 'QuorumStateData.CurrentVoters._tagged_fields', pos)
                                if uk155 is None:
                                    uk155 = []
                                uk155.append((tg156, bytes(buf[pos:x158])))
                                pos = x158
                            t139._unknown_tags = uk155
                        ap138(t139)
                    o.current_voters = l137
                if pos != x135:
                    raise _tag_size_mismatch(tg133, 'QuorumStateData.CurrentVoters', pos)
            elif tg133 == 1002:
                n159 = buf[pos] - 1
                if -1 <= n159 < 127:
                    pos += 1
                else:
                    n159, pos = _read_array_len(buf, pos, True, True, 1, 'QuorumStateData.TargetVoters')
                if n159 < 0:
                    o.target_voters = None
                else:
                    l160: list[QuorumStateData.Voter] = []
                    ap161 = l160.append
                    for _ in range(n159):
                        t162 = _new(_C_QuorumStateData_Voter)
                        t162.voter_id, u163 = _S_iU.unpack_from(buf, pos)
                        pos += 20
                        t162.voter_directory_id = _uuid_from(u163)
                        n164 = buf[pos] - 1
                        if 0 <= n164 < 127:
                            pos += 1
                        else:
                            n164, pos = _read_array_len(buf, pos, True, False, 1, 'QuorumStateData.TargetVoters.Endpoints')
                        l165: list[QuorumStateData.Endpoint] = []
                        ap166 = l165.append
                        for _ in range(n164):
                            t167 = _new(_C_QuorumStateData_Endpoint)
                            n168 = buf[pos] - 1
                            if 0 <= n168 < 127:
                                x169 = pos + 1 + n168
                                if x169 > blen:
                                    raise _bad_length(n168, 'QuorumStateData.TargetVoters.Endpoints.Name', pos)
                                t167.name = str(buf[pos + 1:x169], 'utf-8')
                                pos = x169
                            else:
                                t167.name, pos = _read_string(buf, pos, True, False, 'QuorumStateData.TargetVoters.Endpoints.Name')
                            n170 = buf[pos] - 1
                            if 0 <= n170 < 127:
                                x171 = pos + 1 + n170
                                if x171 > blen:
                                    raise _bad_length(n170, 'QuorumStateData.TargetVoters.Endpoints.Host', pos)
                                t167.host = str(buf[pos + 1:x171], 'utf-8')
                                pos = x171
                            else:
                                t167.host, pos = _read_string(buf, pos, True, False, 'QuorumStateData.TargetVoters.Endpoints.Host')
                            t167.port, = _S_H.unpack_from(buf, pos)
                            pos += 2
                            if buf[pos] == 0:
                                pos += 1
                                t167._unknown_tags = None
                            else:
                                nt172, pos = _ruv(buf, pos)
                                if nt172 * 2 > blen - pos:
                                    raise _array_too_long(nt172, 'QuorumStateData.TargetVoters.Endpoints._tagged_fields', pos)
                                uk173: list[tuple[int, bytes]] | None = None
                                for _ in range(nt172):
                                    tg174, pos = _ruv(buf, pos)
                                    sz175, pos = _ruv(buf, pos)
                                    x176 = pos + sz175
                                    if x176 > blen:
                                        raise _bad_length(sz175, 'QuorumStateData.TargetVoters.Endpoints._tagged_fields', pos)
                                    if uk173 is None:
                                        uk173 = []
                                    uk173.append((tg174, bytes(buf[pos:x176])))
                                    pos = x176
                                t167._unknown_tags = uk173
                            ap166(t167)
                        t162.endpoints = l165
                        if buf[pos] == 0:
                            pos += 1
                            t162._unknown_tags = None
                        else:
                            nt177, pos = _ruv(buf, pos)
                            if nt177 * 2 > blen - pos:
                                raise _array_too_long(nt177, 'QuorumStateData.TargetVoters._tagged_fields', pos)
                            uk178: list[tuple[int, bytes]] | None = None
                            for _ in range(nt177):
                                tg179, pos = _ruv(buf, pos)
                                sz180, pos = _ruv(buf, pos)
                                x181 = pos + sz180
                                if x181 > blen:
                                    raise _bad_length(sz180, 'QuorumStateData.TargetVoters._tagged_fields', pos)
                                if uk178 is None:
                                    uk178 = []
                                uk178.append((tg179, bytes(buf[pos:x181])))
                                pos = x181
                            t162._unknown_tags = uk178
                        ap161(t162)
                    o.target_voters = l160
                if pos != x135:
                    raise _tag_size_mismatch(tg133, 'QuorumStateData.TargetVoters', pos)
            else:
                if uk132 is None:
                    uk132 = []
                uk132.append((tg133, bytes(buf[pos:x135])))
                pos = x135
        o._unknown_tags = uk132
    return o, pos


QuorumStateData._ENC = {0: _enc_QuorumStateData_v0, 1: _enc_QuorumStateData_v1}
QuorumStateData._DEC = {0: _dec_QuorumStateData_v0, 1: _dec_QuorumStateData_v1}


class SnapshotFooterRecord(_Message):
    """SnapshotFooterRecord (data): control record type 4; versions 0; flexible in 0."""

    __slots__ = ('version', '_unknown_tags')
    NAME = 'SnapshotFooterRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE: ClassVar[int] = 4
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    version: int
    """Version of this control record value.

    `Version` (int16): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        version: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.version = version
        self._unknown_tags = _unknown_tags


SnapshotFooterRecord.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_SnapshotFooterRecord_v0(o: SnapshotFooterRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.version))
    u182 = o._unknown_tags
    if u182 is None:
        a(_H0)
    else:
        _write_tags(a, None, u182)
    return b''.join(parts)


def _dec_SnapshotFooterRecord_v0(buf: _Buffer, pos: int) -> tuple[SnapshotFooterRecord, int]:
    blen = len(buf)
    o = _new(SnapshotFooterRecord)
    o.version, = _S_h.unpack_from(buf, pos)
    pos += 2
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt183, pos = _ruv(buf, pos)
        if nt183 * 2 > blen - pos:
            raise _array_too_long(nt183, 'SnapshotFooterRecord._tagged_fields', pos)
        uk184: list[tuple[int, bytes]] | None = None
        for _ in range(nt183):
            tg185, pos = _ruv(buf, pos)
            sz186, pos = _ruv(buf, pos)
            x187 = pos + sz186
            if x187 > blen:
                raise _bad_length(sz186, 'SnapshotFooterRecord._tagged_fields', pos)
            if uk184 is None:
                uk184 = []
            uk184.append((tg185, bytes(buf[pos:x187])))
            pos = x187
        o._unknown_tags = uk184
    return o, pos


SnapshotFooterRecord._ENC = {0: _enc_SnapshotFooterRecord_v0}
SnapshotFooterRecord._DEC = {0: _dec_SnapshotFooterRecord_v0}


class SnapshotHeaderRecord(_Message):
    """SnapshotHeaderRecord (data): control record type 3; versions 0; flexible in 0."""

    __slots__ = ('version', 'last_contained_log_timestamp', '_unknown_tags')
    NAME = 'SnapshotHeaderRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE: ClassVar[int] = 3
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    version: int
    """Version of this control record value.

    `Version` (int16): versions 0+; default 0."""
    last_contained_log_timestamp: int
    """Append timestamp of the last log record covered by the snapshot.

    `LastContainedLogTimestamp` (int64): versions 0+; default 0."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        version: int = 0,
        last_contained_log_timestamp: int = 0,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.version = version
        self.last_contained_log_timestamp = last_contained_log_timestamp
        self._unknown_tags = _unknown_tags


SnapshotHeaderRecord.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastContainedLogTimestamp', 'last_contained_log_timestamp', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_SnapshotHeaderRecord_v0(o: SnapshotHeaderRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_hq.pack(o.version, o.last_contained_log_timestamp))
    u188 = o._unknown_tags
    if u188 is None:
        a(_H0)
    else:
        _write_tags(a, None, u188)
    return b''.join(parts)


def _dec_SnapshotHeaderRecord_v0(buf: _Buffer, pos: int) -> tuple[SnapshotHeaderRecord, int]:
    blen = len(buf)
    o = _new(SnapshotHeaderRecord)
    o.version, o.last_contained_log_timestamp = _S_hq.unpack_from(buf, pos)
    pos += 10
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt189, pos = _ruv(buf, pos)
        if nt189 * 2 > blen - pos:
            raise _array_too_long(nt189, 'SnapshotHeaderRecord._tagged_fields', pos)
        uk190: list[tuple[int, bytes]] | None = None
        for _ in range(nt189):
            tg191, pos = _ruv(buf, pos)
            sz192, pos = _ruv(buf, pos)
            x193 = pos + sz192
            if x193 > blen:
                raise _bad_length(sz192, 'SnapshotHeaderRecord._tagged_fields', pos)
            if uk190 is None:
                uk190 = []
            uk190.append((tg191, bytes(buf[pos:x193])))
            pos = x193
        o._unknown_tags = uk190
    return o, pos


SnapshotHeaderRecord._ENC = {0: _enc_SnapshotHeaderRecord_v0}
SnapshotHeaderRecord._DEC = {0: _dec_SnapshotHeaderRecord_v0}


class VoterAssignmentMessage(_Message):
    """VoterAssignmentMessage (data): control record type 1000; versions 0; flexible in 0."""

    __slots__ = ('version', 'cluster_id', 'current_voters', 'target_voters', '_unknown_tags')
    NAME = 'VoterAssignmentMessage'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE: ClassVar[int] = 1000
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    version: int
    """Version of this control record value.

    `Version` (int16): versions 0+; default 0."""
    cluster_id: str
    """Cluster id of the quorum (the seed's field), checked against the node's own when the record is read.

    `ClusterId` (string): versions 0+; default ''."""
    current_voters: list[VoterAssignmentMessage.Voter]
    """Voters in effect once this record is appended.

    `CurrentVoters` ([]Voter): versions 0+; default []."""
    target_voters: list[VoterAssignmentMessage.Voter] | None
    """Voter set a reassignment is moving towards, or null when none is in progress.

    `TargetVoters` ([]Voter): versions 0+; nullable in 0+; default None."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        version: int = 0,
        cluster_id: str = '',
        current_voters: list[VoterAssignmentMessage.Voter] = _EMPTY,
        target_voters: list[VoterAssignmentMessage.Voter] | None = None,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.version = version
        self.cluster_id = cluster_id
        self.current_voters = [] if current_voters is _EMPTY else current_voters
        self.target_voters = target_voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        """Voters in effect once this record is appended.

        Voter (in VoterAssignmentMessage): versions 0+."""

        __slots__ = ('voter_id', 'voter_directory_id', 'endpoints', '_unknown_tags')
        NAME = 'VoterAssignmentMessage.Voter'

        voter_id: int
        """Replica id of the voter.

        `VoterId` (int32): versions 0+; default 0."""
        voter_directory_id: UUID
        """Metadata log directory id of the voter (zero: any directory of that node, a static voter).

        `VoterDirectoryId` (uuid): versions 0+; default the zero UUID."""
        endpoints: list[VoterAssignmentMessage.Endpoint]
        """Controller listeners on which the voter can be reached.

        `Endpoints` ([]Endpoint): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            voter_id: int = 0,
            voter_directory_id: UUID = _ZERO_UUID,
            endpoints: list[VoterAssignmentMessage.Endpoint] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.voter_id = voter_id
            self.voter_directory_id = voter_directory_id
            self.endpoints = [] if endpoints is _EMPTY else endpoints
            self._unknown_tags = _unknown_tags

    class Endpoint(_Message):
        """Controller listeners on which the voter can be reached.

        Endpoint (in VoterAssignmentMessage): versions 0+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'VoterAssignmentMessage.Endpoint'

        name: str
        """Listener name.

        `Name` (string): versions 0+; default ''."""
        host: str
        """Host name or address of the listener.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Port of the listener.

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


_C_VoterAssignmentMessage_Voter = VoterAssignmentMessage.Voter
_C_VoterAssignmentMessage_Endpoint = VoterAssignmentMessage.Endpoint
VoterAssignmentMessage.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ClusterId', 'cluster_id', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('CurrentVoters', 'current_voters', '[]Voter', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoterAssignmentMessage_Voter),
    _FI('TargetVoters', 'target_voters', '[]Voter', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_VoterAssignmentMessage_Voter),
)
_C_VoterAssignmentMessage_Voter.FIELDS = (
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Endpoints', 'endpoints', '[]Endpoint', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoterAssignmentMessage_Endpoint),
)
_C_VoterAssignmentMessage_Endpoint.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_VoterAssignmentMessage_Voter = _C_VoterAssignmentMessage_Voter()
_DEF_VoterAssignmentMessage_Endpoint = _C_VoterAssignmentMessage_Endpoint()

def _mk_VoterAssignmentMessage_Voter() -> VoterAssignmentMessage.Voter:
    o = _new(_C_VoterAssignmentMessage_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o.endpoints = []
    o._unknown_tags = None
    return o

def _mk_VoterAssignmentMessage_Endpoint() -> VoterAssignmentMessage.Endpoint:
    o = _new(_C_VoterAssignmentMessage_Endpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_VoterAssignmentMessage_v0(o: VoterAssignmentMessage) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.version))
    s194 = o.cluster_id
    b195 = s194.encode()
    n196 = len(b195) + 1
    a(_UV[n196] if n196 < 128 else _uv(n196))
    a(b195)
    l197 = o.current_voters
    n198 = len(l197) + 1
    a(_UV[n198] if n198 < 128 else _uv(n198))
    for e199 in l197:
        a(_S_iU.pack(e199.voter_id, e199.voter_directory_id.bytes))
        l200 = e199.endpoints
        n201 = len(l200) + 1
        a(_UV[n201] if n201 < 128 else _uv(n201))
        for e202 in l200:
            s203 = e202.name
            b204 = s203.encode()
            n205 = len(b204) + 1
            a(_UV[n205] if n205 < 128 else _uv(n205))
            a(b204)
            s206 = e202.host
            b207 = s206.encode()
            n208 = len(b207) + 1
            a(_UV[n208] if n208 < 128 else _uv(n208))
            a(b207)
            a(_S_H.pack(e202.port))
            u209 = e202._unknown_tags
            if u209 is None:
                a(_H0)
            else:
                _write_tags(a, None, u209)
        u210 = e199._unknown_tags
        if u210 is None:
            a(_H0)
        else:
            _write_tags(a, None, u210)
    l211 = o.target_voters
    if l211 is None:
        a(_H0)
    else:
        n212 = len(l211) + 1
        a(_UV[n212] if n212 < 128 else _uv(n212))
        for e213 in l211:
            a(_S_iU.pack(e213.voter_id, e213.voter_directory_id.bytes))
            l214 = e213.endpoints
            n215 = len(l214) + 1
            a(_UV[n215] if n215 < 128 else _uv(n215))
            for e216 in l214:
                s217 = e216.name
                b218 = s217.encode()
                n219 = len(b218) + 1
                a(_UV[n219] if n219 < 128 else _uv(n219))
                a(b218)
                s220 = e216.host
                b221 = s220.encode()
                n222 = len(b221) + 1
                a(_UV[n222] if n222 < 128 else _uv(n222))
                a(b221)
                a(_S_H.pack(e216.port))
                u223 = e216._unknown_tags
                if u223 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u223)
            u224 = e213._unknown_tags
            if u224 is None:
                a(_H0)
            else:
                _write_tags(a, None, u224)
    u225 = o._unknown_tags
    if u225 is None:
        a(_H0)
    else:
        _write_tags(a, None, u225)
    return b''.join(parts)


def _dec_VoterAssignmentMessage_v0(buf: _Buffer, pos: int) -> tuple[VoterAssignmentMessage, int]:
    blen = len(buf)
    o = _new(VoterAssignmentMessage)
    o.version, = _S_h.unpack_from(buf, pos)
    pos += 2
    n226 = buf[pos] - 1
    if 0 <= n226 < 127:
        x227 = pos + 1 + n226
        if x227 > blen:
            raise _bad_length(n226, 'VoterAssignmentMessage.ClusterId', pos)
        o.cluster_id = str(buf[pos + 1:x227], 'utf-8')
        pos = x227
    else:
        o.cluster_id, pos = _read_string(buf, pos, True, False, 'VoterAssignmentMessage.ClusterId')
    n228 = buf[pos] - 1
    if 0 <= n228 < 127:
        pos += 1
    else:
        n228, pos = _read_array_len(buf, pos, True, False, 1, 'VoterAssignmentMessage.CurrentVoters')
    l229: list[VoterAssignmentMessage.Voter] = []
    ap230 = l229.append
    for _ in range(n228):
        t231 = _new(_C_VoterAssignmentMessage_Voter)
        t231.voter_id, u232 = _S_iU.unpack_from(buf, pos)
        pos += 20
        t231.voter_directory_id = _uuid_from(u232)
        n233 = buf[pos] - 1
        if 0 <= n233 < 127:
            pos += 1
        else:
            n233, pos = _read_array_len(buf, pos, True, False, 1, 'VoterAssignmentMessage.CurrentVoters.Endpoints')
        l234: list[VoterAssignmentMessage.Endpoint] = []
        ap235 = l234.append
        for _ in range(n233):
            t236 = _new(_C_VoterAssignmentMessage_Endpoint)
            n237 = buf[pos] - 1
            if 0 <= n237 < 127:
                x238 = pos + 1 + n237
                if x238 > blen:
                    raise _bad_length(n237, 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name', pos)
                t236.name = str(buf[pos + 1:x238], 'utf-8')
                pos = x238
            else:
                t236.name, pos = _read_string(buf, pos, True, False, 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name')
            n239 = buf[pos] - 1
            if 0 <= n239 < 127:
                x240 = pos + 1 + n239
                if x240 > blen:
                    raise _bad_length(n239, 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host', pos)
                t236.host = str(buf[pos + 1:x240], 'utf-8')
                pos = x240
            else:
                t236.host, pos = _read_string(buf, pos, True, False, 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host')
            t236.port, = _S_H.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t236._unknown_tags = None
            else:
                nt241, pos = _ruv(buf, pos)
                if nt241 * 2 > blen - pos:
                    raise _array_too_long(nt241, 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields', pos)
                uk242: list[tuple[int, bytes]] | None = None
                for _ in range(nt241):
                    tg243, pos = _ruv(buf, pos)
                    sz244, pos = _ruv(buf, pos)
                    x245 = pos + sz244
                    if x245 > blen:
                        raise _bad_length(sz244, 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields', pos)
                    if uk242 is None:
                        uk242 = []
                    uk242.append((tg243, bytes(buf[pos:x245])))
                    pos = x245
                t236._unknown_tags = uk242
            ap235(t236)
        t231.endpoints = l234
        if buf[pos] == 0:
            pos += 1
            t231._unknown_tags = None
        else:
            nt246, pos = _ruv(buf, pos)
            if nt246 * 2 > blen - pos:
                raise _array_too_long(nt246, 'VoterAssignmentMessage.CurrentVoters._tagged_fields', pos)
            uk247: list[tuple[int, bytes]] | None = None
            for _ in range(nt246):
                tg248, pos = _ruv(buf, pos)
                sz249, pos = _ruv(buf, pos)
                x250 = pos + sz249
                if x250 > blen:
                    raise _bad_length(sz249, 'VoterAssignmentMessage.CurrentVoters._tagged_fields', pos)
                if uk247 is None:
                    uk247 = []
                uk247.append((tg248, bytes(buf[pos:x250])))
                pos = x250
            t231._unknown_tags = uk247
        ap230(t231)
    o.current_voters = l229
    n251 = buf[pos] - 1
    if -1 <= n251 < 127:
        pos += 1
    else:
        n251, pos = _read_array_len(buf, pos, True, True, 1, 'VoterAssignmentMessage.TargetVoters')
    if n251 < 0:
        o.target_voters = None
    else:
        l252: list[VoterAssignmentMessage.Voter] = []
        ap253 = l252.append
        for _ in range(n251):
            t254 = _new(_C_VoterAssignmentMessage_Voter)
            t254.voter_id, u255 = _S_iU.unpack_from(buf, pos)
            pos += 20
            t254.voter_directory_id = _uuid_from(u255)
            n256 = buf[pos] - 1
            if 0 <= n256 < 127:
                pos += 1
            else:
                n256, pos = _read_array_len(buf, pos, True, False, 1, 'VoterAssignmentMessage.TargetVoters.Endpoints')
            l257: list[VoterAssignmentMessage.Endpoint] = []
            ap258 = l257.append
            for _ in range(n256):
                t259 = _new(_C_VoterAssignmentMessage_Endpoint)
                n260 = buf[pos] - 1
                if 0 <= n260 < 127:
                    x261 = pos + 1 + n260
                    if x261 > blen:
                        raise _bad_length(n260, 'VoterAssignmentMessage.TargetVoters.Endpoints.Name', pos)
                    t259.name = str(buf[pos + 1:x261], 'utf-8')
                    pos = x261
                else:
                    t259.name, pos = _read_string(buf, pos, True, False, 'VoterAssignmentMessage.TargetVoters.Endpoints.Name')
                n262 = buf[pos] - 1
                if 0 <= n262 < 127:
                    x263 = pos + 1 + n262
                    if x263 > blen:
                        raise _bad_length(n262, 'VoterAssignmentMessage.TargetVoters.Endpoints.Host', pos)
                    t259.host = str(buf[pos + 1:x263], 'utf-8')
                    pos = x263
                else:
                    t259.host, pos = _read_string(buf, pos, True, False, 'VoterAssignmentMessage.TargetVoters.Endpoints.Host')
                t259.port, = _S_H.unpack_from(buf, pos)
                pos += 2
                if buf[pos] == 0:
                    pos += 1
                    t259._unknown_tags = None
                else:
                    nt264, pos = _ruv(buf, pos)
                    if nt264 * 2 > blen - pos:
                        raise _array_too_long(nt264, 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields', pos)
                    uk265: list[tuple[int, bytes]] | None = None
                    for _ in range(nt264):
                        tg266, pos = _ruv(buf, pos)
                        sz267, pos = _ruv(buf, pos)
                        x268 = pos + sz267
                        if x268 > blen:
                            raise _bad_length(sz267, 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields', pos)
                        if uk265 is None:
                            uk265 = []
                        uk265.append((tg266, bytes(buf[pos:x268])))
                        pos = x268
                    t259._unknown_tags = uk265
                ap258(t259)
            t254.endpoints = l257
            if buf[pos] == 0:
                pos += 1
                t254._unknown_tags = None
            else:
                nt269, pos = _ruv(buf, pos)
                if nt269 * 2 > blen - pos:
                    raise _array_too_long(nt269, 'VoterAssignmentMessage.TargetVoters._tagged_fields', pos)
                uk270: list[tuple[int, bytes]] | None = None
                for _ in range(nt269):
                    tg271, pos = _ruv(buf, pos)
                    sz272, pos = _ruv(buf, pos)
                    x273 = pos + sz272
                    if x273 > blen:
                        raise _bad_length(sz272, 'VoterAssignmentMessage.TargetVoters._tagged_fields', pos)
                    if uk270 is None:
                        uk270 = []
                    uk270.append((tg271, bytes(buf[pos:x273])))
                    pos = x273
                t254._unknown_tags = uk270
            ap253(t254)
        o.target_voters = l252
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt274, pos = _ruv(buf, pos)
        if nt274 * 2 > blen - pos:
            raise _array_too_long(nt274, 'VoterAssignmentMessage._tagged_fields', pos)
        uk275: list[tuple[int, bytes]] | None = None
        for _ in range(nt274):
            tg276, pos = _ruv(buf, pos)
            sz277, pos = _ruv(buf, pos)
            x278 = pos + sz277
            if x278 > blen:
                raise _bad_length(sz277, 'VoterAssignmentMessage._tagged_fields', pos)
            if uk275 is None:
                uk275 = []
            uk275.append((tg276, bytes(buf[pos:x278])))
            pos = x278
        o._unknown_tags = uk275
    return o, pos


VoterAssignmentMessage._ENC = {0: _enc_VoterAssignmentMessage_v0}
VoterAssignmentMessage._DEC = {0: _dec_VoterAssignmentMessage_v0}


class VotersRecord(_Message):
    """VotersRecord (data): control record type 6; versions 0; flexible in 0."""

    __slots__ = ('version', 'voters', '_unknown_tags')
    NAME = 'VotersRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE: ClassVar[int] = 6
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    version: int
    """Version of this control record value.

    `Version` (int16): versions 0+; default 0."""
    voters: list[VotersRecord.Voter]
    """Every voter of the quorum.

    `Voters` ([]Voter): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        version: int = 0,
        voters: list[VotersRecord.Voter] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.version = version
        self.voters = [] if voters is _EMPTY else voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        """Every voter of the quorum.

        Voter (in VotersRecord): versions 0+."""

        __slots__ = ('voter_id', 'voter_directory_id', 'endpoints', 'kraft_version_feature', '_unknown_tags')
        NAME = 'VotersRecord.Voter'

        voter_id: int
        """Replica id of the voter.

        `VoterId` (int32): versions 0+; default 0."""
        voter_directory_id: UUID
        """Metadata log directory id of the voter.

        `VoterDirectoryId` (uuid): versions 0+; default the zero UUID."""
        endpoints: list[VotersRecord.Endpoint]
        """Controller listeners on which the voter can be reached.

        `Endpoints` ([]Endpoint): versions 0+; default []."""
        kraft_version_feature: VotersRecord.KRaftVersionFeature
        """Range of kraft.version levels the voter supports.

        `KRaftVersionFeature` (KRaftVersionFeature): versions 0+; default a default KRaftVersionFeature."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            voter_id: int = 0,
            voter_directory_id: UUID = _ZERO_UUID,
            endpoints: list[VotersRecord.Endpoint] = _EMPTY,
            kraft_version_feature: VotersRecord.KRaftVersionFeature = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.voter_id = voter_id
            self.voter_directory_id = voter_directory_id
            self.endpoints = [] if endpoints is _EMPTY else endpoints
            self.kraft_version_feature = VotersRecord.KRaftVersionFeature() if kraft_version_feature is _EMPTY else kraft_version_feature
            self._unknown_tags = _unknown_tags

    class Endpoint(_Message):
        """Controller listeners on which the voter can be reached.

        Endpoint (in VotersRecord): versions 0+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'VotersRecord.Endpoint'

        name: str
        """Listener name.

        `Name` (string): versions 0+; default ''."""
        host: str
        """Host name or address of the listener.

        `Host` (string): versions 0+; default ''."""
        port: int
        """Port of the listener.

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

        KRaftVersionFeature (in VotersRecord): versions 0+."""

        __slots__ = ('min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'VotersRecord.KRaftVersionFeature'

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


_C_VotersRecord_Voter = VotersRecord.Voter
_C_VotersRecord_Endpoint = VotersRecord.Endpoint
_C_VotersRecord_KRaftVersionFeature = VotersRecord.KRaftVersionFeature
VotersRecord.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Voters', 'voters', '[]Voter', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VotersRecord_Voter),
)
_C_VotersRecord_Voter.FIELDS = (
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('VoterDirectoryId', 'voter_directory_id', 'uuid', (0, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('Endpoints', 'endpoints', '[]Endpoint', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VotersRecord_Endpoint),
    _FI('KRaftVersionFeature', 'kraft_version_feature', 'KRaftVersionFeature', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VotersRecord_KRaftVersionFeature),
)
_C_VotersRecord_Endpoint.FIELDS = (
    _FI('Name', 'name', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (0, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_VotersRecord_KRaftVersionFeature.FIELDS = (
    _FI('MinSupportedVersion', 'min_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxSupportedVersion', 'max_supported_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_VotersRecord_Voter = _C_VotersRecord_Voter()
_DEF_VotersRecord_Endpoint = _C_VotersRecord_Endpoint()
_DEF_VotersRecord_KRaftVersionFeature = _C_VotersRecord_KRaftVersionFeature()

def _mk_VotersRecord_Voter() -> VotersRecord.Voter:
    o = _new(_C_VotersRecord_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o.endpoints = []
    o.kraft_version_feature = _mk_VotersRecord_KRaftVersionFeature()
    o._unknown_tags = None
    return o

def _mk_VotersRecord_Endpoint() -> VotersRecord.Endpoint:
    o = _new(_C_VotersRecord_Endpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o

def _mk_VotersRecord_KRaftVersionFeature() -> VotersRecord.KRaftVersionFeature:
    o = _new(_C_VotersRecord_KRaftVersionFeature)
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_VotersRecord_v0(o: VotersRecord) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_h.pack(o.version))
    l279 = o.voters
    n280 = len(l279) + 1
    a(_UV[n280] if n280 < 128 else _uv(n280))
    for e281 in l279:
        a(_S_iU.pack(e281.voter_id, e281.voter_directory_id.bytes))
        l282 = e281.endpoints
        n283 = len(l282) + 1
        a(_UV[n283] if n283 < 128 else _uv(n283))
        for e284 in l282:
            s285 = e284.name
            b286 = s285.encode()
            n287 = len(b286) + 1
            a(_UV[n287] if n287 < 128 else _uv(n287))
            a(b286)
            s288 = e284.host
            b289 = s288.encode()
            n290 = len(b289) + 1
            a(_UV[n290] if n290 < 128 else _uv(n290))
            a(b289)
            a(_S_H.pack(e284.port))
            u291 = e284._unknown_tags
            if u291 is None:
                a(_H0)
            else:
                _write_tags(a, None, u291)
        t292 = e281.kraft_version_feature
        a(_S_hh.pack(t292.min_supported_version, t292.max_supported_version))
        u293 = t292._unknown_tags
        if u293 is None:
            a(_H0)
        else:
            _write_tags(a, None, u293)
        u294 = e281._unknown_tags
        if u294 is None:
            a(_H0)
        else:
            _write_tags(a, None, u294)
    u295 = o._unknown_tags
    if u295 is None:
        a(_H0)
    else:
        _write_tags(a, None, u295)
    return b''.join(parts)


def _dec_VotersRecord_v0(buf: _Buffer, pos: int) -> tuple[VotersRecord, int]:
    blen = len(buf)
    o = _new(VotersRecord)
    o.version, = _S_h.unpack_from(buf, pos)
    pos += 2
    n296 = buf[pos] - 1
    if 0 <= n296 < 127:
        pos += 1
    else:
        n296, pos = _read_array_len(buf, pos, True, False, 1, 'VotersRecord.Voters')
    l297: list[VotersRecord.Voter] = []
    ap298 = l297.append
    for _ in range(n296):
        t299 = _new(_C_VotersRecord_Voter)
        t299.voter_id, u300 = _S_iU.unpack_from(buf, pos)
        pos += 20
        t299.voter_directory_id = _uuid_from(u300)
        n301 = buf[pos] - 1
        if 0 <= n301 < 127:
            pos += 1
        else:
            n301, pos = _read_array_len(buf, pos, True, False, 1, 'VotersRecord.Voters.Endpoints')
        l302: list[VotersRecord.Endpoint] = []
        ap303 = l302.append
        for _ in range(n301):
            t304 = _new(_C_VotersRecord_Endpoint)
            n305 = buf[pos] - 1
            if 0 <= n305 < 127:
                x306 = pos + 1 + n305
                if x306 > blen:
                    raise _bad_length(n305, 'VotersRecord.Voters.Endpoints.Name', pos)
                t304.name = str(buf[pos + 1:x306], 'utf-8')
                pos = x306
            else:
                t304.name, pos = _read_string(buf, pos, True, False, 'VotersRecord.Voters.Endpoints.Name')
            n307 = buf[pos] - 1
            if 0 <= n307 < 127:
                x308 = pos + 1 + n307
                if x308 > blen:
                    raise _bad_length(n307, 'VotersRecord.Voters.Endpoints.Host', pos)
                t304.host = str(buf[pos + 1:x308], 'utf-8')
                pos = x308
            else:
                t304.host, pos = _read_string(buf, pos, True, False, 'VotersRecord.Voters.Endpoints.Host')
            t304.port, = _S_H.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t304._unknown_tags = None
            else:
                nt309, pos = _ruv(buf, pos)
                if nt309 * 2 > blen - pos:
                    raise _array_too_long(nt309, 'VotersRecord.Voters.Endpoints._tagged_fields', pos)
                uk310: list[tuple[int, bytes]] | None = None
                for _ in range(nt309):
                    tg311, pos = _ruv(buf, pos)
                    sz312, pos = _ruv(buf, pos)
                    x313 = pos + sz312
                    if x313 > blen:
                        raise _bad_length(sz312, 'VotersRecord.Voters.Endpoints._tagged_fields', pos)
                    if uk310 is None:
                        uk310 = []
                    uk310.append((tg311, bytes(buf[pos:x313])))
                    pos = x313
                t304._unknown_tags = uk310
            ap303(t304)
        t299.endpoints = l302
        t314 = _new(_C_VotersRecord_KRaftVersionFeature)
        t314.min_supported_version, t314.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t314._unknown_tags = None
        else:
            nt315, pos = _ruv(buf, pos)
            if nt315 * 2 > blen - pos:
                raise _array_too_long(nt315, 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields', pos)
            uk316: list[tuple[int, bytes]] | None = None
            for _ in range(nt315):
                tg317, pos = _ruv(buf, pos)
                sz318, pos = _ruv(buf, pos)
                x319 = pos + sz318
                if x319 > blen:
                    raise _bad_length(sz318, 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields', pos)
                if uk316 is None:
                    uk316 = []
                uk316.append((tg317, bytes(buf[pos:x319])))
                pos = x319
            t314._unknown_tags = uk316
        t299.kraft_version_feature = t314
        if buf[pos] == 0:
            pos += 1
            t299._unknown_tags = None
        else:
            nt320, pos = _ruv(buf, pos)
            if nt320 * 2 > blen - pos:
                raise _array_too_long(nt320, 'VotersRecord.Voters._tagged_fields', pos)
            uk321: list[tuple[int, bytes]] | None = None
            for _ in range(nt320):
                tg322, pos = _ruv(buf, pos)
                sz323, pos = _ruv(buf, pos)
                x324 = pos + sz323
                if x324 > blen:
                    raise _bad_length(sz323, 'VotersRecord.Voters._tagged_fields', pos)
                if uk321 is None:
                    uk321 = []
                uk321.append((tg322, bytes(buf[pos:x324])))
                pos = x324
            t299._unknown_tags = uk321
        ap298(t299)
    o.voters = l297
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt325, pos = _ruv(buf, pos)
        if nt325 * 2 > blen - pos:
            raise _array_too_long(nt325, 'VotersRecord._tagged_fields', pos)
        uk326: list[tuple[int, bytes]] | None = None
        for _ in range(nt325):
            tg327, pos = _ruv(buf, pos)
            sz328, pos = _ruv(buf, pos)
            x329 = pos + sz328
            if x329 > blen:
                raise _bad_length(sz328, 'VotersRecord._tagged_fields', pos)
            if uk326 is None:
                uk326 = []
            uk326.append((tg327, bytes(buf[pos:x329])))
            pos = x329
        o._unknown_tags = uk326
    return o, pos


VotersRecord._ENC = {0: _enc_VotersRecord_v0}
VotersRecord._DEC = {0: _dec_VotersRecord_v0}


_LINES = {
    98: 'KRaftVersionRecord.Version,KRaftVersion',
    99: 'KRaftVersionRecord._unknown_tags',
    100: 'KRaftVersionRecord',
    103: 'KRaftVersionRecord._unknown_tags',
    110: 'KRaftVersionRecord.Version,KRaftVersion',
    112: 'KRaftVersionRecord._tagged_fields',
    116: 'KRaftVersionRecord._tagged_fields',
    121: 'KRaftVersionRecord._tagged_fields',
    122: 'KRaftVersionRecord._tagged_fields',
    238: 'LeaderChangeMessage.Version,LeaderId',
    239: 'LeaderChangeMessage.Voters',
    240: 'LeaderChangeMessage.Voters',
    241: 'LeaderChangeMessage.Voters',
    242: 'LeaderChangeMessage.Voters',
    243: 'LeaderChangeMessage.Voters.VoterId',
    244: 'LeaderChangeMessage.Voters.VoterDirectoryId',
    246: 'LeaderChangeMessage.Voters._unknown_tags',
    247: 'LeaderChangeMessage.Voters',
    250: 'LeaderChangeMessage.Voters._unknown_tags',
    251: 'LeaderChangeMessage.GrantingVoters',
    252: 'LeaderChangeMessage.GrantingVoters',
    253: 'LeaderChangeMessage.GrantingVoters',
    254: 'LeaderChangeMessage.GrantingVoters',
    255: 'LeaderChangeMessage.GrantingVoters.VoterId',
    256: 'LeaderChangeMessage.GrantingVoters.VoterDirectoryId',
    258: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    259: 'LeaderChangeMessage.GrantingVoters',
    262: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    263: 'LeaderChangeMessage._unknown_tags',
    264: 'LeaderChangeMessage',
    267: 'LeaderChangeMessage._unknown_tags',
    274: 'LeaderChangeMessage.Version,LeaderId',
    276: 'LeaderChangeMessage.Voters',
    280: 'LeaderChangeMessage.Voters',
    285: 'LeaderChangeMessage.Voters.VoterId',
    288: 'LeaderChangeMessage.Voters._tagged_fields',
    292: 'LeaderChangeMessage.Voters._tagged_fields',
    297: 'LeaderChangeMessage.Voters._tagged_fields',
    298: 'LeaderChangeMessage.Voters._tagged_fields',
    309: 'LeaderChangeMessage.GrantingVoters',
    313: 'LeaderChangeMessage.GrantingVoters',
    318: 'LeaderChangeMessage.GrantingVoters.VoterId',
    321: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    325: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    330: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    331: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    342: 'LeaderChangeMessage._tagged_fields',
    346: 'LeaderChangeMessage._tagged_fields',
    351: 'LeaderChangeMessage._tagged_fields',
    352: 'LeaderChangeMessage._tagged_fields',
    367: 'LeaderChangeMessage.Version,LeaderId',
    368: 'LeaderChangeMessage.Voters',
    369: 'LeaderChangeMessage.Voters',
    370: 'LeaderChangeMessage.Voters',
    371: 'LeaderChangeMessage.Voters',
    372: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    373: 'LeaderChangeMessage.Voters._unknown_tags',
    374: 'LeaderChangeMessage.Voters',
    377: 'LeaderChangeMessage.Voters._unknown_tags',
    378: 'LeaderChangeMessage.GrantingVoters',
    379: 'LeaderChangeMessage.GrantingVoters',
    380: 'LeaderChangeMessage.GrantingVoters',
    381: 'LeaderChangeMessage.GrantingVoters',
    382: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    383: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    384: 'LeaderChangeMessage.GrantingVoters',
    387: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    388: 'LeaderChangeMessage._unknown_tags',
    389: 'LeaderChangeMessage',
    392: 'LeaderChangeMessage._unknown_tags',
    399: 'LeaderChangeMessage.Version,LeaderId',
    401: 'LeaderChangeMessage.Voters',
    405: 'LeaderChangeMessage.Voters',
    410: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    413: 'LeaderChangeMessage.Voters._tagged_fields',
    417: 'LeaderChangeMessage.Voters._tagged_fields',
    422: 'LeaderChangeMessage.Voters._tagged_fields',
    423: 'LeaderChangeMessage.Voters._tagged_fields',
    434: 'LeaderChangeMessage.GrantingVoters',
    438: 'LeaderChangeMessage.GrantingVoters',
    443: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    446: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    450: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    455: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    456: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    467: 'LeaderChangeMessage._tagged_fields',
    471: 'LeaderChangeMessage._tagged_fields',
    476: 'LeaderChangeMessage._tagged_fields',
    477: 'LeaderChangeMessage._tagged_fields',
    679: 'QuorumStateData.ClusterId',
    680: 'QuorumStateData.ClusterId',
    681: 'QuorumStateData.ClusterId',
    682: 'QuorumStateData.ClusterId',
    683: 'QuorumStateData.ClusterId',
    684: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId',
    685: 'QuorumStateData.VotedDirectoryId',
    687: 'QuorumStateData.AppliedOffset',
    688: 'QuorumStateData.CurrentVoters',
    689: 'QuorumStateData.CurrentVoters',
    690: 'QuorumStateData.CurrentVoters',
    691: 'QuorumStateData.CurrentVoters',
    692: 'QuorumStateData.CurrentVoters',
    693: 'QuorumStateData.CurrentVoters',
    694: 'QuorumStateData.CurrentVoters',
    695: 'QuorumStateData.CurrentVoters.VoterId',
    696: 'QuorumStateData.CurrentVoters.VoterDirectoryId',
    698: 'QuorumStateData.CurrentVoters.Endpoints',
    700: 'QuorumStateData.CurrentVoters._unknown_tags',
    701: 'QuorumStateData.CurrentVoters',
    704: 'QuorumStateData.CurrentVoters._unknown_tags',
    705: 'QuorumStateData.TargetVoters',
    707: 'QuorumStateData._unknown_tags',
    708: 'QuorumStateData',
    711: 'QuorumStateData._unknown_tags',
    718: 'QuorumStateData.ClusterId',
    723: 'QuorumStateData.ClusterId',
    726: 'QuorumStateData.ClusterId',
    727: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,AppliedOffset',
    729: 'QuorumStateData.CurrentVoters',
    733: 'QuorumStateData.CurrentVoters',
    741: 'QuorumStateData.CurrentVoters.VoterId',
    745: 'QuorumStateData.CurrentVoters._tagged_fields',
    749: 'QuorumStateData.CurrentVoters._tagged_fields',
    754: 'QuorumStateData.CurrentVoters._tagged_fields',
    755: 'QuorumStateData.CurrentVoters._tagged_fields',
    768: 'QuorumStateData._tagged_fields',
    772: 'QuorumStateData._tagged_fields',
    777: 'QuorumStateData._tagged_fields',
    778: 'QuorumStateData._tagged_fields',
    793: 'QuorumStateData.ClusterId',
    795: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    796: 'QuorumStateData',
    797: 'QuorumStateData.AppliedOffset',
    798: 'QuorumStateData.AppliedOffset',
    799: 'QuorumStateData.AppliedOffset',
    800: 'QuorumStateData.AppliedOffset',
    801: 'QuorumStateData.CurrentVoters',
    802: 'QuorumStateData.CurrentVoters',
    803: 'QuorumStateData.CurrentVoters',
    804: 'QuorumStateData.CurrentVoters',
    805: 'QuorumStateData.CurrentVoters',
    806: 'QuorumStateData.CurrentVoters',
    807: 'QuorumStateData.CurrentVoters',
    808: 'QuorumStateData.CurrentVoters',
    809: 'QuorumStateData.CurrentVoters',
    810: 'QuorumStateData.CurrentVoters.VoterId,VoterDirectoryId',
    811: 'QuorumStateData.CurrentVoters.Endpoints',
    812: 'QuorumStateData.CurrentVoters.Endpoints',
    813: 'QuorumStateData.CurrentVoters.Endpoints',
    814: 'QuorumStateData.CurrentVoters.Endpoints',
    815: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    816: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    817: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    818: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    819: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    820: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    821: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    822: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    823: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    824: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    825: 'QuorumStateData.CurrentVoters.Endpoints.Port',
    826: 'QuorumStateData.CurrentVoters.Endpoints._unknown_tags',
    827: 'QuorumStateData.CurrentVoters.Endpoints',
    830: 'QuorumStateData.CurrentVoters.Endpoints._unknown_tags',
    831: 'QuorumStateData.CurrentVoters._unknown_tags',
    832: 'QuorumStateData.CurrentVoters',
    835: 'QuorumStateData.CurrentVoters._unknown_tags',
    836: 'QuorumStateData.CurrentVoters',
    837: 'QuorumStateData.TargetVoters',
    838: 'QuorumStateData.TargetVoters',
    839: 'QuorumStateData.TargetVoters',
    840: 'QuorumStateData.TargetVoters',
    841: 'QuorumStateData.TargetVoters',
    842: 'QuorumStateData.TargetVoters',
    843: 'QuorumStateData.TargetVoters',
    844: 'QuorumStateData.TargetVoters',
    845: 'QuorumStateData.TargetVoters',
    846: 'QuorumStateData.TargetVoters.VoterId,VoterDirectoryId',
    847: 'QuorumStateData.TargetVoters.Endpoints',
    848: 'QuorumStateData.TargetVoters.Endpoints',
    849: 'QuorumStateData.TargetVoters.Endpoints',
    850: 'QuorumStateData.TargetVoters.Endpoints',
    851: 'QuorumStateData.TargetVoters.Endpoints.Name',
    852: 'QuorumStateData.TargetVoters.Endpoints.Name',
    853: 'QuorumStateData.TargetVoters.Endpoints.Name',
    854: 'QuorumStateData.TargetVoters.Endpoints.Name',
    855: 'QuorumStateData.TargetVoters.Endpoints.Name',
    856: 'QuorumStateData.TargetVoters.Endpoints.Host',
    857: 'QuorumStateData.TargetVoters.Endpoints.Host',
    858: 'QuorumStateData.TargetVoters.Endpoints.Host',
    859: 'QuorumStateData.TargetVoters.Endpoints.Host',
    860: 'QuorumStateData.TargetVoters.Endpoints.Host',
    861: 'QuorumStateData.TargetVoters.Endpoints.Port',
    862: 'QuorumStateData.TargetVoters.Endpoints._unknown_tags',
    863: 'QuorumStateData.TargetVoters.Endpoints',
    866: 'QuorumStateData.TargetVoters.Endpoints._unknown_tags',
    867: 'QuorumStateData.TargetVoters._unknown_tags',
    868: 'QuorumStateData.TargetVoters',
    871: 'QuorumStateData.TargetVoters._unknown_tags',
    872: 'QuorumStateData.TargetVoters',
    873: 'QuorumStateData._unknown_tags',
    875: 'QuorumStateData._unknown_tags',
    884: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    891: 'QuorumStateData._tagged_fields',
    895: 'QuorumStateData._tagged_fields',
    900: 'QuorumStateData._tagged_fields',
    901: 'QuorumStateData._tagged_fields',
    906: 'QuorumStateData.AppliedOffset',
    911: 'QuorumStateData.CurrentVoters',
    915: 'QuorumStateData.CurrentVoters',
    923: 'QuorumStateData.CurrentVoters.VoterId,VoterDirectoryId',
    926: 'QuorumStateData.CurrentVoters.Endpoints',
    930: 'QuorumStateData.CurrentVoters.Endpoints',
    935: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    940: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    943: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    944: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    949: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    952: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    953: 'QuorumStateData.CurrentVoters.Endpoints.Port',
    955: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    959: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    964: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    965: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    976: 'QuorumStateData.CurrentVoters._tagged_fields',
    980: 'QuorumStateData.CurrentVoters._tagged_fields',
    985: 'QuorumStateData.CurrentVoters._tagged_fields',
    986: 'QuorumStateData.CurrentVoters._tagged_fields',
    1000: 'QuorumStateData.TargetVoters',
    1004: 'QuorumStateData.TargetVoters',
    1012: 'QuorumStateData.TargetVoters.VoterId,VoterDirectoryId',
    1015: 'QuorumStateData.TargetVoters.Endpoints',
    1019: 'QuorumStateData.TargetVoters.Endpoints',
    1024: 'QuorumStateData.TargetVoters.Endpoints.Name',
    1029: 'QuorumStateData.TargetVoters.Endpoints.Name',
    1032: 'QuorumStateData.TargetVoters.Endpoints.Name',
    1033: 'QuorumStateData.TargetVoters.Endpoints.Host',
    1038: 'QuorumStateData.TargetVoters.Endpoints.Host',
    1041: 'QuorumStateData.TargetVoters.Endpoints.Host',
    1042: 'QuorumStateData.TargetVoters.Endpoints.Port',
    1044: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    1048: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    1053: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    1054: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    1065: 'QuorumStateData.TargetVoters._tagged_fields',
    1069: 'QuorumStateData.TargetVoters._tagged_fields',
    1074: 'QuorumStateData.TargetVoters._tagged_fields',
    1075: 'QuorumStateData.TargetVoters._tagged_fields',
    1137: 'SnapshotFooterRecord.Version',
    1138: 'SnapshotFooterRecord._unknown_tags',
    1139: 'SnapshotFooterRecord',
    1142: 'SnapshotFooterRecord._unknown_tags',
    1149: 'SnapshotFooterRecord.Version',
    1151: 'SnapshotFooterRecord._tagged_fields',
    1155: 'SnapshotFooterRecord._tagged_fields',
    1160: 'SnapshotFooterRecord._tagged_fields',
    1161: 'SnapshotFooterRecord._tagged_fields',
    1220: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    1221: 'SnapshotHeaderRecord._unknown_tags',
    1222: 'SnapshotHeaderRecord',
    1225: 'SnapshotHeaderRecord._unknown_tags',
    1232: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    1234: 'SnapshotHeaderRecord._tagged_fields',
    1238: 'SnapshotHeaderRecord._tagged_fields',
    1243: 'SnapshotHeaderRecord._tagged_fields',
    1244: 'SnapshotHeaderRecord._tagged_fields',
    1419: 'VoterAssignmentMessage.Version',
    1420: 'VoterAssignmentMessage.ClusterId',
    1421: 'VoterAssignmentMessage.ClusterId',
    1422: 'VoterAssignmentMessage.ClusterId',
    1423: 'VoterAssignmentMessage.ClusterId',
    1424: 'VoterAssignmentMessage.ClusterId',
    1425: 'VoterAssignmentMessage.CurrentVoters',
    1426: 'VoterAssignmentMessage.CurrentVoters',
    1427: 'VoterAssignmentMessage.CurrentVoters',
    1428: 'VoterAssignmentMessage.CurrentVoters',
    1429: 'VoterAssignmentMessage.CurrentVoters.VoterId,VoterDirectoryId',
    1430: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1431: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1432: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1433: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1434: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1435: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1436: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1437: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1438: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1439: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1440: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1441: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1442: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1443: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1444: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Port',
    1445: 'VoterAssignmentMessage.CurrentVoters.Endpoints._unknown_tags',
    1446: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1449: 'VoterAssignmentMessage.CurrentVoters.Endpoints._unknown_tags',
    1450: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    1451: 'VoterAssignmentMessage.CurrentVoters',
    1454: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    1455: 'VoterAssignmentMessage.TargetVoters',
    1456: 'VoterAssignmentMessage.TargetVoters',
    1457: 'VoterAssignmentMessage.TargetVoters',
    1458: 'VoterAssignmentMessage.TargetVoters',
    1459: 'VoterAssignmentMessage.TargetVoters',
    1460: 'VoterAssignmentMessage.TargetVoters',
    1461: 'VoterAssignmentMessage.TargetVoters',
    1462: 'VoterAssignmentMessage.TargetVoters.VoterId,VoterDirectoryId',
    1463: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1464: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1465: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1466: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1467: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1468: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1469: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1470: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1471: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1472: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1473: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1474: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1475: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1476: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1477: 'VoterAssignmentMessage.TargetVoters.Endpoints.Port',
    1478: 'VoterAssignmentMessage.TargetVoters.Endpoints._unknown_tags',
    1479: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1482: 'VoterAssignmentMessage.TargetVoters.Endpoints._unknown_tags',
    1483: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    1484: 'VoterAssignmentMessage.TargetVoters',
    1487: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    1488: 'VoterAssignmentMessage._unknown_tags',
    1489: 'VoterAssignmentMessage',
    1492: 'VoterAssignmentMessage._unknown_tags',
    1499: 'VoterAssignmentMessage.Version',
    1501: 'VoterAssignmentMessage.ClusterId',
    1506: 'VoterAssignmentMessage.ClusterId',
    1509: 'VoterAssignmentMessage.ClusterId',
    1510: 'VoterAssignmentMessage.CurrentVoters',
    1514: 'VoterAssignmentMessage.CurrentVoters',
    1519: 'VoterAssignmentMessage.CurrentVoters.VoterId,VoterDirectoryId',
    1522: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1526: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1531: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1536: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1539: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1540: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1545: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1548: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1549: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Port',
    1551: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1555: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1560: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1561: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1572: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1576: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1581: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1582: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1593: 'VoterAssignmentMessage.TargetVoters',
    1597: 'VoterAssignmentMessage.TargetVoters',
    1605: 'VoterAssignmentMessage.TargetVoters.VoterId,VoterDirectoryId',
    1608: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1612: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1617: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1622: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1625: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1626: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1631: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1634: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1635: 'VoterAssignmentMessage.TargetVoters.Endpoints.Port',
    1637: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1641: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1646: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1647: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1658: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1662: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1667: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1668: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1679: 'VoterAssignmentMessage._tagged_fields',
    1683: 'VoterAssignmentMessage._tagged_fields',
    1688: 'VoterAssignmentMessage._tagged_fields',
    1689: 'VoterAssignmentMessage._tagged_fields',
    1901: 'VotersRecord.Version',
    1902: 'VotersRecord.Voters',
    1903: 'VotersRecord.Voters',
    1904: 'VotersRecord.Voters',
    1905: 'VotersRecord.Voters',
    1906: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    1907: 'VotersRecord.Voters.Endpoints',
    1908: 'VotersRecord.Voters.Endpoints',
    1909: 'VotersRecord.Voters.Endpoints',
    1910: 'VotersRecord.Voters.Endpoints',
    1911: 'VotersRecord.Voters.Endpoints.Name',
    1912: 'VotersRecord.Voters.Endpoints.Name',
    1913: 'VotersRecord.Voters.Endpoints.Name',
    1914: 'VotersRecord.Voters.Endpoints.Name',
    1915: 'VotersRecord.Voters.Endpoints.Name',
    1916: 'VotersRecord.Voters.Endpoints.Host',
    1917: 'VotersRecord.Voters.Endpoints.Host',
    1918: 'VotersRecord.Voters.Endpoints.Host',
    1919: 'VotersRecord.Voters.Endpoints.Host',
    1920: 'VotersRecord.Voters.Endpoints.Host',
    1921: 'VotersRecord.Voters.Endpoints.Port',
    1922: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1923: 'VotersRecord.Voters.Endpoints',
    1926: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1927: 'VotersRecord.Voters.KRaftVersionFeature',
    1928: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    1929: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1930: 'VotersRecord.Voters.KRaftVersionFeature',
    1933: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1934: 'VotersRecord.Voters._unknown_tags',
    1935: 'VotersRecord.Voters',
    1938: 'VotersRecord.Voters._unknown_tags',
    1939: 'VotersRecord._unknown_tags',
    1940: 'VotersRecord',
    1943: 'VotersRecord._unknown_tags',
    1950: 'VotersRecord.Version',
    1952: 'VotersRecord.Voters',
    1956: 'VotersRecord.Voters',
    1961: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    1964: 'VotersRecord.Voters.Endpoints',
    1968: 'VotersRecord.Voters.Endpoints',
    1973: 'VotersRecord.Voters.Endpoints.Name',
    1978: 'VotersRecord.Voters.Endpoints.Name',
    1981: 'VotersRecord.Voters.Endpoints.Name',
    1982: 'VotersRecord.Voters.Endpoints.Host',
    1987: 'VotersRecord.Voters.Endpoints.Host',
    1990: 'VotersRecord.Voters.Endpoints.Host',
    1991: 'VotersRecord.Voters.Endpoints.Port',
    1993: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1997: 'VotersRecord.Voters.Endpoints._tagged_fields',
    2002: 'VotersRecord.Voters.Endpoints._tagged_fields',
    2003: 'VotersRecord.Voters.Endpoints._tagged_fields',
    2015: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    2017: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    2021: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    2026: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    2027: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    2037: 'VotersRecord.Voters._tagged_fields',
    2041: 'VotersRecord.Voters._tagged_fields',
    2046: 'VotersRecord.Voters._tagged_fields',
    2047: 'VotersRecord.Voters._tagged_fields',
    2058: 'VotersRecord._tagged_fields',
    2062: 'VotersRecord._tagged_fields',
    2067: 'VotersRecord._tagged_fields',
    2068: 'VotersRecord._tagged_fields',
}
