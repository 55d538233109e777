# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from 7 schemas.
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
    __slots__ = ('version', 'kraft_version', '_unknown_tags')
    NAME = 'KRaftVersionRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE = 5
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, version=0, kraft_version=0, _unknown_tags=None):
        self.version = version
        self.kraft_version = kraft_version
        self._unknown_tags = _unknown_tags


KRaftVersionRecord.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('KRaftVersion', 'kraft_version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_KRaftVersionRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_hh.pack(o.version, o.kraft_version))
    u1 = o._unknown_tags
    if u1 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1)
    return b''.join(parts)


def _dec_KRaftVersionRecord_v0(buf, pos):
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
        uk3 = None
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
    __slots__ = ('version', 'leader_id', 'voters', 'granting_voters', '_unknown_tags')
    NAME = 'LeaderChangeMessage'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE = 2
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, version=0, leader_id=0, voters=_EMPTY, granting_voters=_EMPTY, _unknown_tags=None):
        self.version = version
        self.leader_id = leader_id
        self.voters = [] if voters is _EMPTY else voters
        self.granting_voters = [] if granting_voters is _EMPTY else granting_voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        __slots__ = ('voter_id', 'voter_directory_id', '_unknown_tags')
        NAME = 'LeaderChangeMessage.Voter'

        def __init__(self, *, voter_id=0, voter_directory_id=_ZERO_UUID, _unknown_tags=None):
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

def _mk_LeaderChangeMessage_Voter():
    o = _new(_C_LeaderChangeMessage_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o._unknown_tags = None
    return o


def _enc_LeaderChangeMessage_v0(o):
    parts = []
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


def _dec_LeaderChangeMessage_v0(buf, pos):
    blen = len(buf)
    o = _new(LeaderChangeMessage)
    o.version, o.leader_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n16 = buf[pos] - 1
    if 0 <= n16 < 127:
        pos += 1
    else:
        n16, pos = _read_array_len(buf, pos, True, False, 1, 'LeaderChangeMessage.Voters')
    l17 = []
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
            uk21 = None
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
    l26 = []
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
            uk30 = None
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
        uk35 = None
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


def _enc_LeaderChangeMessage_v1(o):
    parts = []
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


def _dec_LeaderChangeMessage_v1(buf, pos):
    blen = len(buf)
    o = _new(LeaderChangeMessage)
    o.version, o.leader_id = _S_hi.unpack_from(buf, pos)
    pos += 6
    n48 = buf[pos] - 1
    if 0 <= n48 < 127:
        pos += 1
    else:
        n48, pos = _read_array_len(buf, pos, True, False, 1, 'LeaderChangeMessage.Voters')
    l49 = []
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
            uk54 = None
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
    l59 = []
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
            uk64 = None
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
        uk69 = None
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
    __slots__ = ('cluster_id', 'leader_id', 'leader_epoch', 'voted_id', 'voted_directory_id', 'applied_offset', 'current_voters', 'target_voters', '_unknown_tags')
    NAME = 'QuorumStateData'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, cluster_id='', leader_id=-1, leader_epoch=-1, voted_id=-1, voted_directory_id=_ZERO_UUID, applied_offset=-1, current_voters=None, target_voters=None, _unknown_tags=None):
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
        __slots__ = ('voter_id', 'voter_directory_id', 'endpoints', '_unknown_tags')
        NAME = 'QuorumStateData.Voter'

        def __init__(self, *, voter_id=0, voter_directory_id=_ZERO_UUID, endpoints=_EMPTY, _unknown_tags=None):
            self.voter_id = voter_id
            self.voter_directory_id = voter_directory_id
            self.endpoints = [] if endpoints is _EMPTY else endpoints
            self._unknown_tags = _unknown_tags

    class Endpoint(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'QuorumStateData.Endpoint'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
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

def _mk_QuorumStateData_Voter():
    o = _new(_C_QuorumStateData_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o.endpoints = []
    o._unknown_tags = None
    return o

def _mk_QuorumStateData_Endpoint():
    o = _new(_C_QuorumStateData_Endpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_QuorumStateData_v0(o):
    parts = []
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


def _dec_QuorumStateData_v0(buf, pos):
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
        l84 = []
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
                uk88 = None
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
        uk93 = None
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


def _enc_QuorumStateData_v1(o):
    parts = []
    a = parts.append
    if o.cluster_id != '':
        raise _unsupported_field('QuorumStateData', 'ClusterId', 1)
    a(_S_iiiU.pack(o.leader_id, o.leader_epoch, o.voted_id, o.voted_directory_id.bytes))
    k97 = []
    if o.applied_offset != -1:
        p98 = []
        p98.append(_S_q.pack(o.applied_offset))
        k97.append((1000, b''.join(p98)))
    if o.current_voters is not None:
        p99 = []
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
        p114 = []
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


def _dec_QuorumStateData_v1(buf, pos):
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
        uk132 = None
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
                    l137 = []
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
                        l142 = []
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
                                uk150 = None
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
                            uk155 = None
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
                    l160 = []
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
                        l165 = []
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
                                uk173 = None
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
                            uk178 = None
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
    __slots__ = ('version', '_unknown_tags')
    NAME = 'SnapshotFooterRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE = 4
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, version=0, _unknown_tags=None):
        self.version = version
        self._unknown_tags = _unknown_tags


SnapshotFooterRecord.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_SnapshotFooterRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.version))
    u182 = o._unknown_tags
    if u182 is None:
        a(_H0)
    else:
        _write_tags(a, None, u182)
    return b''.join(parts)


def _dec_SnapshotFooterRecord_v0(buf, pos):
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
        uk184 = None
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
    __slots__ = ('version', 'last_contained_log_timestamp', '_unknown_tags')
    NAME = 'SnapshotHeaderRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE = 3
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, version=0, last_contained_log_timestamp=0, _unknown_tags=None):
        self.version = version
        self.last_contained_log_timestamp = last_contained_log_timestamp
        self._unknown_tags = _unknown_tags


SnapshotHeaderRecord.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastContainedLogTimestamp', 'last_contained_log_timestamp', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)


def _enc_SnapshotHeaderRecord_v0(o):
    parts = []
    a = parts.append
    a(_S_hq.pack(o.version, o.last_contained_log_timestamp))
    u188 = o._unknown_tags
    if u188 is None:
        a(_H0)
    else:
        _write_tags(a, None, u188)
    return b''.join(parts)


def _dec_SnapshotHeaderRecord_v0(buf, pos):
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
        uk190 = None
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
    __slots__ = ('version', 'cluster_id', 'current_voters', 'target_voters', '_unknown_tags')
    NAME = 'VoterAssignmentMessage'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE = 1000
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, version=0, cluster_id='', current_voters=_EMPTY, target_voters=None, _unknown_tags=None):
        self.version = version
        self.cluster_id = cluster_id
        self.current_voters = [] if current_voters is _EMPTY else current_voters
        self.target_voters = target_voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        __slots__ = ('voter_id', 'voter_directory_id', 'endpoints', '_unknown_tags')
        NAME = 'VoterAssignmentMessage.Voter'

        def __init__(self, *, voter_id=0, voter_directory_id=_ZERO_UUID, endpoints=_EMPTY, _unknown_tags=None):
            self.voter_id = voter_id
            self.voter_directory_id = voter_directory_id
            self.endpoints = [] if endpoints is _EMPTY else endpoints
            self._unknown_tags = _unknown_tags

    class Endpoint(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'VoterAssignmentMessage.Endpoint'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
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

def _mk_VoterAssignmentMessage_Voter():
    o = _new(_C_VoterAssignmentMessage_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o.endpoints = []
    o._unknown_tags = None
    return o

def _mk_VoterAssignmentMessage_Endpoint():
    o = _new(_C_VoterAssignmentMessage_Endpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_VoterAssignmentMessage_v0(o):
    parts = []
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


def _dec_VoterAssignmentMessage_v0(buf, pos):
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
    l229 = []
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
        l234 = []
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
                uk242 = None
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
            uk247 = None
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
        l252 = []
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
            l257 = []
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
                    uk265 = None
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
                uk270 = None
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
        uk275 = None
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
    __slots__ = ('version', 'voters', '_unknown_tags')
    NAME = 'VotersRecord'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE = 6
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, version=0, voters=_EMPTY, _unknown_tags=None):
        self.version = version
        self.voters = [] if voters is _EMPTY else voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        __slots__ = ('voter_id', 'voter_directory_id', 'endpoints', 'kraft_version_feature', '_unknown_tags')
        NAME = 'VotersRecord.Voter'

        def __init__(self, *, voter_id=0, voter_directory_id=_ZERO_UUID, endpoints=_EMPTY, kraft_version_feature=_EMPTY, _unknown_tags=None):
            self.voter_id = voter_id
            self.voter_directory_id = voter_directory_id
            self.endpoints = [] if endpoints is _EMPTY else endpoints
            self.kraft_version_feature = VotersRecord.KRaftVersionFeature() if kraft_version_feature is _EMPTY else kraft_version_feature
            self._unknown_tags = _unknown_tags

    class Endpoint(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'VotersRecord.Endpoint'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
            self.name = name
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags

    class KRaftVersionFeature(_Message):
        __slots__ = ('min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'VotersRecord.KRaftVersionFeature'

        def __init__(self, *, min_supported_version=0, max_supported_version=0, _unknown_tags=None):
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

def _mk_VotersRecord_Voter():
    o = _new(_C_VotersRecord_Voter)
    o.voter_id = 0
    o.voter_directory_id = _ZERO_UUID
    o.endpoints = []
    o.kraft_version_feature = _mk_VotersRecord_KRaftVersionFeature()
    o._unknown_tags = None
    return o

def _mk_VotersRecord_Endpoint():
    o = _new(_C_VotersRecord_Endpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o

def _mk_VotersRecord_KRaftVersionFeature():
    o = _new(_C_VotersRecord_KRaftVersionFeature)
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_VotersRecord_v0(o):
    parts = []
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


def _dec_VotersRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(VotersRecord)
    o.version, = _S_h.unpack_from(buf, pos)
    pos += 2
    n296 = buf[pos] - 1
    if 0 <= n296 < 127:
        pos += 1
    else:
        n296, pos = _read_array_len(buf, pos, True, False, 1, 'VotersRecord.Voters')
    l297 = []
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
        l302 = []
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
                uk310 = None
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
            uk316 = None
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
            uk321 = None
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
        uk326 = None
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
    77: 'KRaftVersionRecord.Version,KRaftVersion',
    78: 'KRaftVersionRecord._unknown_tags',
    79: 'KRaftVersionRecord',
    82: 'KRaftVersionRecord._unknown_tags',
    89: 'KRaftVersionRecord.Version,KRaftVersion',
    91: 'KRaftVersionRecord._tagged_fields',
    95: 'KRaftVersionRecord._tagged_fields',
    100: 'KRaftVersionRecord._tagged_fields',
    101: 'KRaftVersionRecord._tagged_fields',
    167: 'LeaderChangeMessage.Version,LeaderId',
    168: 'LeaderChangeMessage.Voters',
    169: 'LeaderChangeMessage.Voters',
    170: 'LeaderChangeMessage.Voters',
    171: 'LeaderChangeMessage.Voters',
    172: 'LeaderChangeMessage.Voters.VoterId',
    173: 'LeaderChangeMessage.Voters.VoterDirectoryId',
    175: 'LeaderChangeMessage.Voters._unknown_tags',
    176: 'LeaderChangeMessage.Voters',
    179: 'LeaderChangeMessage.Voters._unknown_tags',
    180: 'LeaderChangeMessage.GrantingVoters',
    181: 'LeaderChangeMessage.GrantingVoters',
    182: 'LeaderChangeMessage.GrantingVoters',
    183: 'LeaderChangeMessage.GrantingVoters',
    184: 'LeaderChangeMessage.GrantingVoters.VoterId',
    185: 'LeaderChangeMessage.GrantingVoters.VoterDirectoryId',
    187: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    188: 'LeaderChangeMessage.GrantingVoters',
    191: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    192: 'LeaderChangeMessage._unknown_tags',
    193: 'LeaderChangeMessage',
    196: 'LeaderChangeMessage._unknown_tags',
    203: 'LeaderChangeMessage.Version,LeaderId',
    205: 'LeaderChangeMessage.Voters',
    209: 'LeaderChangeMessage.Voters',
    214: 'LeaderChangeMessage.Voters.VoterId',
    217: 'LeaderChangeMessage.Voters._tagged_fields',
    221: 'LeaderChangeMessage.Voters._tagged_fields',
    226: 'LeaderChangeMessage.Voters._tagged_fields',
    227: 'LeaderChangeMessage.Voters._tagged_fields',
    238: 'LeaderChangeMessage.GrantingVoters',
    242: 'LeaderChangeMessage.GrantingVoters',
    247: 'LeaderChangeMessage.GrantingVoters.VoterId',
    250: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    254: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    259: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    260: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    271: 'LeaderChangeMessage._tagged_fields',
    275: 'LeaderChangeMessage._tagged_fields',
    280: 'LeaderChangeMessage._tagged_fields',
    281: 'LeaderChangeMessage._tagged_fields',
    296: 'LeaderChangeMessage.Version,LeaderId',
    297: 'LeaderChangeMessage.Voters',
    298: 'LeaderChangeMessage.Voters',
    299: 'LeaderChangeMessage.Voters',
    300: 'LeaderChangeMessage.Voters',
    301: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    302: 'LeaderChangeMessage.Voters._unknown_tags',
    303: 'LeaderChangeMessage.Voters',
    306: 'LeaderChangeMessage.Voters._unknown_tags',
    307: 'LeaderChangeMessage.GrantingVoters',
    308: 'LeaderChangeMessage.GrantingVoters',
    309: 'LeaderChangeMessage.GrantingVoters',
    310: 'LeaderChangeMessage.GrantingVoters',
    311: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    312: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    313: 'LeaderChangeMessage.GrantingVoters',
    316: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    317: 'LeaderChangeMessage._unknown_tags',
    318: 'LeaderChangeMessage',
    321: 'LeaderChangeMessage._unknown_tags',
    328: 'LeaderChangeMessage.Version,LeaderId',
    330: 'LeaderChangeMessage.Voters',
    334: 'LeaderChangeMessage.Voters',
    339: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    342: 'LeaderChangeMessage.Voters._tagged_fields',
    346: 'LeaderChangeMessage.Voters._tagged_fields',
    351: 'LeaderChangeMessage.Voters._tagged_fields',
    352: 'LeaderChangeMessage.Voters._tagged_fields',
    363: 'LeaderChangeMessage.GrantingVoters',
    367: 'LeaderChangeMessage.GrantingVoters',
    372: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    375: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    379: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    384: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    385: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    396: 'LeaderChangeMessage._tagged_fields',
    400: 'LeaderChangeMessage._tagged_fields',
    405: 'LeaderChangeMessage._tagged_fields',
    406: 'LeaderChangeMessage._tagged_fields',
    507: 'QuorumStateData.ClusterId',
    508: 'QuorumStateData.ClusterId',
    509: 'QuorumStateData.ClusterId',
    510: 'QuorumStateData.ClusterId',
    511: 'QuorumStateData.ClusterId',
    512: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId',
    513: 'QuorumStateData.VotedDirectoryId',
    515: 'QuorumStateData.AppliedOffset',
    516: 'QuorumStateData.CurrentVoters',
    517: 'QuorumStateData.CurrentVoters',
    518: 'QuorumStateData.CurrentVoters',
    519: 'QuorumStateData.CurrentVoters',
    520: 'QuorumStateData.CurrentVoters',
    521: 'QuorumStateData.CurrentVoters',
    522: 'QuorumStateData.CurrentVoters',
    523: 'QuorumStateData.CurrentVoters.VoterId',
    524: 'QuorumStateData.CurrentVoters.VoterDirectoryId',
    526: 'QuorumStateData.CurrentVoters.Endpoints',
    528: 'QuorumStateData.CurrentVoters._unknown_tags',
    529: 'QuorumStateData.CurrentVoters',
    532: 'QuorumStateData.CurrentVoters._unknown_tags',
    533: 'QuorumStateData.TargetVoters',
    535: 'QuorumStateData._unknown_tags',
    536: 'QuorumStateData',
    539: 'QuorumStateData._unknown_tags',
    546: 'QuorumStateData.ClusterId',
    551: 'QuorumStateData.ClusterId',
    554: 'QuorumStateData.ClusterId',
    555: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,AppliedOffset',
    557: 'QuorumStateData.CurrentVoters',
    561: 'QuorumStateData.CurrentVoters',
    569: 'QuorumStateData.CurrentVoters.VoterId',
    573: 'QuorumStateData.CurrentVoters._tagged_fields',
    577: 'QuorumStateData.CurrentVoters._tagged_fields',
    582: 'QuorumStateData.CurrentVoters._tagged_fields',
    583: 'QuorumStateData.CurrentVoters._tagged_fields',
    596: 'QuorumStateData._tagged_fields',
    600: 'QuorumStateData._tagged_fields',
    605: 'QuorumStateData._tagged_fields',
    606: 'QuorumStateData._tagged_fields',
    621: 'QuorumStateData.ClusterId',
    623: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    624: 'QuorumStateData',
    625: 'QuorumStateData.AppliedOffset',
    626: 'QuorumStateData.AppliedOffset',
    627: 'QuorumStateData.AppliedOffset',
    628: 'QuorumStateData.AppliedOffset',
    629: 'QuorumStateData.CurrentVoters',
    630: 'QuorumStateData.CurrentVoters',
    631: 'QuorumStateData.CurrentVoters',
    632: 'QuorumStateData.CurrentVoters',
    633: 'QuorumStateData.CurrentVoters',
    634: 'QuorumStateData.CurrentVoters',
    635: 'QuorumStateData.CurrentVoters',
    636: 'QuorumStateData.CurrentVoters',
    637: 'QuorumStateData.CurrentVoters',
    638: 'QuorumStateData.CurrentVoters.VoterId,VoterDirectoryId',
    639: 'QuorumStateData.CurrentVoters.Endpoints',
    640: 'QuorumStateData.CurrentVoters.Endpoints',
    641: 'QuorumStateData.CurrentVoters.Endpoints',
    642: 'QuorumStateData.CurrentVoters.Endpoints',
    643: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    644: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    645: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    646: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    647: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    648: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    649: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    650: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    651: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    652: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    653: 'QuorumStateData.CurrentVoters.Endpoints.Port',
    654: 'QuorumStateData.CurrentVoters.Endpoints._unknown_tags',
    655: 'QuorumStateData.CurrentVoters.Endpoints',
    658: 'QuorumStateData.CurrentVoters.Endpoints._unknown_tags',
    659: 'QuorumStateData.CurrentVoters._unknown_tags',
    660: 'QuorumStateData.CurrentVoters',
    663: 'QuorumStateData.CurrentVoters._unknown_tags',
    664: 'QuorumStateData.CurrentVoters',
    665: 'QuorumStateData.TargetVoters',
    666: 'QuorumStateData.TargetVoters',
    667: 'QuorumStateData.TargetVoters',
    668: 'QuorumStateData.TargetVoters',
    669: 'QuorumStateData.TargetVoters',
    670: 'QuorumStateData.TargetVoters',
    671: 'QuorumStateData.TargetVoters',
    672: 'QuorumStateData.TargetVoters',
    673: 'QuorumStateData.TargetVoters',
    674: 'QuorumStateData.TargetVoters.VoterId,VoterDirectoryId',
    675: 'QuorumStateData.TargetVoters.Endpoints',
    676: 'QuorumStateData.TargetVoters.Endpoints',
    677: 'QuorumStateData.TargetVoters.Endpoints',
    678: 'QuorumStateData.TargetVoters.Endpoints',
    679: 'QuorumStateData.TargetVoters.Endpoints.Name',
    680: 'QuorumStateData.TargetVoters.Endpoints.Name',
    681: 'QuorumStateData.TargetVoters.Endpoints.Name',
    682: 'QuorumStateData.TargetVoters.Endpoints.Name',
    683: 'QuorumStateData.TargetVoters.Endpoints.Name',
    684: 'QuorumStateData.TargetVoters.Endpoints.Host',
    685: 'QuorumStateData.TargetVoters.Endpoints.Host',
    686: 'QuorumStateData.TargetVoters.Endpoints.Host',
    687: 'QuorumStateData.TargetVoters.Endpoints.Host',
    688: 'QuorumStateData.TargetVoters.Endpoints.Host',
    689: 'QuorumStateData.TargetVoters.Endpoints.Port',
    690: 'QuorumStateData.TargetVoters.Endpoints._unknown_tags',
    691: 'QuorumStateData.TargetVoters.Endpoints',
    694: 'QuorumStateData.TargetVoters.Endpoints._unknown_tags',
    695: 'QuorumStateData.TargetVoters._unknown_tags',
    696: 'QuorumStateData.TargetVoters',
    699: 'QuorumStateData.TargetVoters._unknown_tags',
    700: 'QuorumStateData.TargetVoters',
    701: 'QuorumStateData._unknown_tags',
    703: 'QuorumStateData._unknown_tags',
    712: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    719: 'QuorumStateData._tagged_fields',
    723: 'QuorumStateData._tagged_fields',
    728: 'QuorumStateData._tagged_fields',
    729: 'QuorumStateData._tagged_fields',
    734: 'QuorumStateData.AppliedOffset',
    739: 'QuorumStateData.CurrentVoters',
    743: 'QuorumStateData.CurrentVoters',
    751: 'QuorumStateData.CurrentVoters.VoterId,VoterDirectoryId',
    754: 'QuorumStateData.CurrentVoters.Endpoints',
    758: 'QuorumStateData.CurrentVoters.Endpoints',
    763: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    768: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    771: 'QuorumStateData.CurrentVoters.Endpoints.Name',
    772: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    777: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    780: 'QuorumStateData.CurrentVoters.Endpoints.Host',
    781: 'QuorumStateData.CurrentVoters.Endpoints.Port',
    783: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    787: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    792: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    793: 'QuorumStateData.CurrentVoters.Endpoints._tagged_fields',
    804: 'QuorumStateData.CurrentVoters._tagged_fields',
    808: 'QuorumStateData.CurrentVoters._tagged_fields',
    813: 'QuorumStateData.CurrentVoters._tagged_fields',
    814: 'QuorumStateData.CurrentVoters._tagged_fields',
    828: 'QuorumStateData.TargetVoters',
    832: 'QuorumStateData.TargetVoters',
    840: 'QuorumStateData.TargetVoters.VoterId,VoterDirectoryId',
    843: 'QuorumStateData.TargetVoters.Endpoints',
    847: 'QuorumStateData.TargetVoters.Endpoints',
    852: 'QuorumStateData.TargetVoters.Endpoints.Name',
    857: 'QuorumStateData.TargetVoters.Endpoints.Name',
    860: 'QuorumStateData.TargetVoters.Endpoints.Name',
    861: 'QuorumStateData.TargetVoters.Endpoints.Host',
    866: 'QuorumStateData.TargetVoters.Endpoints.Host',
    869: 'QuorumStateData.TargetVoters.Endpoints.Host',
    870: 'QuorumStateData.TargetVoters.Endpoints.Port',
    872: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    876: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    881: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    882: 'QuorumStateData.TargetVoters.Endpoints._tagged_fields',
    893: 'QuorumStateData.TargetVoters._tagged_fields',
    897: 'QuorumStateData.TargetVoters._tagged_fields',
    902: 'QuorumStateData.TargetVoters._tagged_fields',
    903: 'QuorumStateData.TargetVoters._tagged_fields',
    951: 'SnapshotFooterRecord.Version',
    952: 'SnapshotFooterRecord._unknown_tags',
    953: 'SnapshotFooterRecord',
    956: 'SnapshotFooterRecord._unknown_tags',
    963: 'SnapshotFooterRecord.Version',
    965: 'SnapshotFooterRecord._tagged_fields',
    969: 'SnapshotFooterRecord._tagged_fields',
    974: 'SnapshotFooterRecord._tagged_fields',
    975: 'SnapshotFooterRecord._tagged_fields',
    1015: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    1016: 'SnapshotHeaderRecord._unknown_tags',
    1017: 'SnapshotHeaderRecord',
    1020: 'SnapshotHeaderRecord._unknown_tags',
    1027: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    1029: 'SnapshotHeaderRecord._tagged_fields',
    1033: 'SnapshotHeaderRecord._tagged_fields',
    1038: 'SnapshotHeaderRecord._tagged_fields',
    1039: 'SnapshotHeaderRecord._tagged_fields',
    1133: 'VoterAssignmentMessage.Version',
    1134: 'VoterAssignmentMessage.ClusterId',
    1135: 'VoterAssignmentMessage.ClusterId',
    1136: 'VoterAssignmentMessage.ClusterId',
    1137: 'VoterAssignmentMessage.ClusterId',
    1138: 'VoterAssignmentMessage.ClusterId',
    1139: 'VoterAssignmentMessage.CurrentVoters',
    1140: 'VoterAssignmentMessage.CurrentVoters',
    1141: 'VoterAssignmentMessage.CurrentVoters',
    1142: 'VoterAssignmentMessage.CurrentVoters',
    1143: 'VoterAssignmentMessage.CurrentVoters.VoterId,VoterDirectoryId',
    1144: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1145: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1146: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1147: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1148: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1149: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1150: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1151: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1152: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1153: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1154: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1155: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1156: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1157: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1158: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Port',
    1159: 'VoterAssignmentMessage.CurrentVoters.Endpoints._unknown_tags',
    1160: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1163: 'VoterAssignmentMessage.CurrentVoters.Endpoints._unknown_tags',
    1164: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    1165: 'VoterAssignmentMessage.CurrentVoters',
    1168: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    1169: 'VoterAssignmentMessage.TargetVoters',
    1170: 'VoterAssignmentMessage.TargetVoters',
    1171: 'VoterAssignmentMessage.TargetVoters',
    1172: 'VoterAssignmentMessage.TargetVoters',
    1173: 'VoterAssignmentMessage.TargetVoters',
    1174: 'VoterAssignmentMessage.TargetVoters',
    1175: 'VoterAssignmentMessage.TargetVoters',
    1176: 'VoterAssignmentMessage.TargetVoters.VoterId,VoterDirectoryId',
    1177: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1178: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1179: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1180: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1181: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1182: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1183: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1184: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1185: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1186: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1187: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1188: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1189: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1190: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1191: 'VoterAssignmentMessage.TargetVoters.Endpoints.Port',
    1192: 'VoterAssignmentMessage.TargetVoters.Endpoints._unknown_tags',
    1193: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1196: 'VoterAssignmentMessage.TargetVoters.Endpoints._unknown_tags',
    1197: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    1198: 'VoterAssignmentMessage.TargetVoters',
    1201: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    1202: 'VoterAssignmentMessage._unknown_tags',
    1203: 'VoterAssignmentMessage',
    1206: 'VoterAssignmentMessage._unknown_tags',
    1213: 'VoterAssignmentMessage.Version',
    1215: 'VoterAssignmentMessage.ClusterId',
    1220: 'VoterAssignmentMessage.ClusterId',
    1223: 'VoterAssignmentMessage.ClusterId',
    1224: 'VoterAssignmentMessage.CurrentVoters',
    1228: 'VoterAssignmentMessage.CurrentVoters',
    1233: 'VoterAssignmentMessage.CurrentVoters.VoterId,VoterDirectoryId',
    1236: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1240: 'VoterAssignmentMessage.CurrentVoters.Endpoints',
    1245: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1250: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1253: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Name',
    1254: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1259: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1262: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Host',
    1263: 'VoterAssignmentMessage.CurrentVoters.Endpoints.Port',
    1265: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1269: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1274: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1275: 'VoterAssignmentMessage.CurrentVoters.Endpoints._tagged_fields',
    1286: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1290: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1295: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1296: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    1307: 'VoterAssignmentMessage.TargetVoters',
    1311: 'VoterAssignmentMessage.TargetVoters',
    1319: 'VoterAssignmentMessage.TargetVoters.VoterId,VoterDirectoryId',
    1322: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1326: 'VoterAssignmentMessage.TargetVoters.Endpoints',
    1331: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1336: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1339: 'VoterAssignmentMessage.TargetVoters.Endpoints.Name',
    1340: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1345: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1348: 'VoterAssignmentMessage.TargetVoters.Endpoints.Host',
    1349: 'VoterAssignmentMessage.TargetVoters.Endpoints.Port',
    1351: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1355: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1360: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1361: 'VoterAssignmentMessage.TargetVoters.Endpoints._tagged_fields',
    1372: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1376: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1381: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1382: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    1393: 'VoterAssignmentMessage._tagged_fields',
    1397: 'VoterAssignmentMessage._tagged_fields',
    1402: 'VoterAssignmentMessage._tagged_fields',
    1403: 'VoterAssignmentMessage._tagged_fields',
    1518: 'VotersRecord.Version',
    1519: 'VotersRecord.Voters',
    1520: 'VotersRecord.Voters',
    1521: 'VotersRecord.Voters',
    1522: 'VotersRecord.Voters',
    1523: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    1524: 'VotersRecord.Voters.Endpoints',
    1525: 'VotersRecord.Voters.Endpoints',
    1526: 'VotersRecord.Voters.Endpoints',
    1527: 'VotersRecord.Voters.Endpoints',
    1528: 'VotersRecord.Voters.Endpoints.Name',
    1529: 'VotersRecord.Voters.Endpoints.Name',
    1530: 'VotersRecord.Voters.Endpoints.Name',
    1531: 'VotersRecord.Voters.Endpoints.Name',
    1532: 'VotersRecord.Voters.Endpoints.Name',
    1533: 'VotersRecord.Voters.Endpoints.Host',
    1534: 'VotersRecord.Voters.Endpoints.Host',
    1535: 'VotersRecord.Voters.Endpoints.Host',
    1536: 'VotersRecord.Voters.Endpoints.Host',
    1537: 'VotersRecord.Voters.Endpoints.Host',
    1538: 'VotersRecord.Voters.Endpoints.Port',
    1539: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1540: 'VotersRecord.Voters.Endpoints',
    1543: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1544: 'VotersRecord.Voters.KRaftVersionFeature',
    1545: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    1546: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1547: 'VotersRecord.Voters.KRaftVersionFeature',
    1550: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1551: 'VotersRecord.Voters._unknown_tags',
    1552: 'VotersRecord.Voters',
    1555: 'VotersRecord.Voters._unknown_tags',
    1556: 'VotersRecord._unknown_tags',
    1557: 'VotersRecord',
    1560: 'VotersRecord._unknown_tags',
    1567: 'VotersRecord.Version',
    1569: 'VotersRecord.Voters',
    1573: 'VotersRecord.Voters',
    1578: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    1581: 'VotersRecord.Voters.Endpoints',
    1585: 'VotersRecord.Voters.Endpoints',
    1590: 'VotersRecord.Voters.Endpoints.Name',
    1595: 'VotersRecord.Voters.Endpoints.Name',
    1598: 'VotersRecord.Voters.Endpoints.Name',
    1599: 'VotersRecord.Voters.Endpoints.Host',
    1604: 'VotersRecord.Voters.Endpoints.Host',
    1607: 'VotersRecord.Voters.Endpoints.Host',
    1608: 'VotersRecord.Voters.Endpoints.Port',
    1610: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1614: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1619: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1620: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1632: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    1634: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1638: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1643: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1644: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1654: 'VotersRecord.Voters._tagged_fields',
    1658: 'VotersRecord.Voters._tagged_fields',
    1663: 'VotersRecord.Voters._tagged_fields',
    1664: 'VotersRecord.Voters._tagged_fields',
    1675: 'VotersRecord._tagged_fields',
    1679: 'VotersRecord._tagged_fields',
    1684: 'VotersRecord._tagged_fields',
    1685: 'VotersRecord._tagged_fields',
}
