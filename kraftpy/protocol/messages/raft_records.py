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
    __slots__ = ('cluster_id', 'leader_id', 'leader_epoch', 'voted_id', 'voted_directory_id', 'applied_offset', 'current_voters', '_unknown_tags')
    NAME = 'QuorumStateData'
    TYPE = 'data'
    API_KEY = None
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, cluster_id='', leader_id=-1, leader_epoch=-1, voted_id=-1, voted_directory_id=_ZERO_UUID, applied_offset=0, current_voters=_EMPTY, _unknown_tags=None):
        self.cluster_id = cluster_id
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.voted_id = voted_id
        self.voted_directory_id = voted_directory_id
        self.applied_offset = applied_offset
        self.current_voters = [] if current_voters is _EMPTY else current_voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        __slots__ = ('voter_id', '_unknown_tags')
        NAME = 'QuorumStateData.Voter'

        def __init__(self, *, voter_id=0, _unknown_tags=None):
            self.voter_id = voter_id
            self._unknown_tags = _unknown_tags


_C_QuorumStateData_Voter = QuorumStateData.Voter
QuorumStateData.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (0, 0), (1, 0), (1, 0), None, '', False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('VotedId', 'voted_id', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('VotedDirectoryId', 'voted_directory_id', 'uuid', (1, 32767), (1, 0), (1, 0), None, _ZERO_UUID, False, None),
    _FI('AppliedOffset', 'applied_offset', 'int64', (0, 0), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentVoters', 'current_voters', '[]Voter', (0, 0), (0, 0), (1, 0), None, (), False, _C_QuorumStateData_Voter),
)
_C_QuorumStateData_Voter.FIELDS = (
    _FI('VoterId', 'voter_id', 'int32', (0, 0), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_QuorumStateData_Voter = _C_QuorumStateData_Voter()

def _mk_QuorumStateData_Voter():
    o = _new(_C_QuorumStateData_Voter)
    o.voter_id = 0
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
            u79 = e78._unknown_tags
            if u79 is None:
                a(_H0)
            else:
                _write_tags(a, None, u79)
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
    if o.applied_offset != 0:
        raise _unsupported_field('QuorumStateData', 'AppliedOffset', 1)
    if o.current_voters:
        raise _unsupported_field('QuorumStateData', 'CurrentVoters', 1)
    u97 = o._unknown_tags
    if u97 is None:
        a(_H0)
    else:
        _write_tags(a, None, u97)
    return b''.join(parts)


def _dec_QuorumStateData_v1(buf, pos):
    blen = len(buf)
    o = _new(QuorumStateData)
    o.leader_id, o.leader_epoch, o.voted_id, u98 = _S_iiiU.unpack_from(buf, pos)
    pos += 28
    o.voted_directory_id = _uuid_from(u98)
    o.cluster_id = ''
    o.applied_offset = 0
    o.current_voters = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt99, pos = _ruv(buf, pos)
        if nt99 * 2 > blen - pos:
            raise _array_too_long(nt99, 'QuorumStateData._tagged_fields', pos)
        uk100 = None
        for _ in range(nt99):
            tg101, pos = _ruv(buf, pos)
            sz102, pos = _ruv(buf, pos)
            x103 = pos + sz102
            if x103 > blen:
                raise _bad_length(sz102, 'QuorumStateData._tagged_fields', pos)
            if uk100 is None:
                uk100 = []
            uk100.append((tg101, bytes(buf[pos:x103])))
            pos = x103
        o._unknown_tags = uk100
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
    u104 = o._unknown_tags
    if u104 is None:
        a(_H0)
    else:
        _write_tags(a, None, u104)
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
        nt105, pos = _ruv(buf, pos)
        if nt105 * 2 > blen - pos:
            raise _array_too_long(nt105, 'SnapshotFooterRecord._tagged_fields', pos)
        uk106 = None
        for _ in range(nt105):
            tg107, pos = _ruv(buf, pos)
            sz108, pos = _ruv(buf, pos)
            x109 = pos + sz108
            if x109 > blen:
                raise _bad_length(sz108, 'SnapshotFooterRecord._tagged_fields', pos)
            if uk106 is None:
                uk106 = []
            uk106.append((tg107, bytes(buf[pos:x109])))
            pos = x109
        o._unknown_tags = uk106
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
    u110 = o._unknown_tags
    if u110 is None:
        a(_H0)
    else:
        _write_tags(a, None, u110)
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
        nt111, pos = _ruv(buf, pos)
        if nt111 * 2 > blen - pos:
            raise _array_too_long(nt111, 'SnapshotHeaderRecord._tagged_fields', pos)
        uk112 = None
        for _ in range(nt111):
            tg113, pos = _ruv(buf, pos)
            sz114, pos = _ruv(buf, pos)
            x115 = pos + sz114
            if x115 > blen:
                raise _bad_length(sz114, 'SnapshotHeaderRecord._tagged_fields', pos)
            if uk112 is None:
                uk112 = []
            uk112.append((tg113, bytes(buf[pos:x115])))
            pos = x115
        o._unknown_tags = uk112
    return o, pos


SnapshotHeaderRecord._ENC = {0: _enc_SnapshotHeaderRecord_v0}
SnapshotHeaderRecord._DEC = {0: _dec_SnapshotHeaderRecord_v0}


class VoterAssignmentMessage(_Message):
    __slots__ = ('version', 'current_voters', 'target_voters', '_unknown_tags')
    NAME = 'VoterAssignmentMessage'
    TYPE = 'data'
    API_KEY = None
    CONTROL_RECORD_TYPE = 1000
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, version=0, current_voters=_EMPTY, target_voters=None, _unknown_tags=None):
        self.version = version
        self.current_voters = [] if current_voters is _EMPTY else current_voters
        self.target_voters = target_voters
        self._unknown_tags = _unknown_tags

    class Voter(_Message):
        __slots__ = ('voter_id', '_unknown_tags')
        NAME = 'VoterAssignmentMessage.Voter'

        def __init__(self, *, voter_id=0, _unknown_tags=None):
            self.voter_id = voter_id
            self._unknown_tags = _unknown_tags


_C_VoterAssignmentMessage_Voter = VoterAssignmentMessage.Voter
VoterAssignmentMessage.FIELDS = (
    _FI('Version', 'version', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentVoters', 'current_voters', '[]Voter', (0, 32767), (1, 0), (1, 0), None, (), False, _C_VoterAssignmentMessage_Voter),
    _FI('TargetVoters', 'target_voters', '[]Voter', (0, 32767), (0, 32767), (1, 0), None, None, False, _C_VoterAssignmentMessage_Voter),
)
_C_VoterAssignmentMessage_Voter.FIELDS = (
    _FI('VoterId', 'voter_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_VoterAssignmentMessage_Voter = _C_VoterAssignmentMessage_Voter()

def _mk_VoterAssignmentMessage_Voter():
    o = _new(_C_VoterAssignmentMessage_Voter)
    o.voter_id = 0
    o._unknown_tags = None
    return o


def _enc_VoterAssignmentMessage_v0(o):
    parts = []
    a = parts.append
    a(_S_h.pack(o.version))
    l116 = o.current_voters
    n117 = len(l116) + 1
    a(_UV[n117] if n117 < 128 else _uv(n117))
    for e118 in l116:
        a(_S_i.pack(e118.voter_id))
        u119 = e118._unknown_tags
        if u119 is None:
            a(_H0)
        else:
            _write_tags(a, None, u119)
    l120 = o.target_voters
    if l120 is None:
        a(_H0)
    else:
        n121 = len(l120) + 1
        a(_UV[n121] if n121 < 128 else _uv(n121))
        for e122 in l120:
            a(_S_i.pack(e122.voter_id))
            u123 = e122._unknown_tags
            if u123 is None:
                a(_H0)
            else:
                _write_tags(a, None, u123)
    u124 = o._unknown_tags
    if u124 is None:
        a(_H0)
    else:
        _write_tags(a, None, u124)
    return b''.join(parts)


def _dec_VoterAssignmentMessage_v0(buf, pos):
    blen = len(buf)
    o = _new(VoterAssignmentMessage)
    o.version, = _S_h.unpack_from(buf, pos)
    pos += 2
    n125 = buf[pos] - 1
    if 0 <= n125 < 127:
        pos += 1
    else:
        n125, pos = _read_array_len(buf, pos, True, False, 1, 'VoterAssignmentMessage.CurrentVoters')
    l126 = []
    ap127 = l126.append
    for _ in range(n125):
        t128 = _new(_C_VoterAssignmentMessage_Voter)
        t128.voter_id, = _S_i.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t128._unknown_tags = None
        else:
            nt129, pos = _ruv(buf, pos)
            if nt129 * 2 > blen - pos:
                raise _array_too_long(nt129, 'VoterAssignmentMessage.CurrentVoters._tagged_fields', pos)
            uk130 = None
            for _ in range(nt129):
                tg131, pos = _ruv(buf, pos)
                sz132, pos = _ruv(buf, pos)
                x133 = pos + sz132
                if x133 > blen:
                    raise _bad_length(sz132, 'VoterAssignmentMessage.CurrentVoters._tagged_fields', pos)
                if uk130 is None:
                    uk130 = []
                uk130.append((tg131, bytes(buf[pos:x133])))
                pos = x133
            t128._unknown_tags = uk130
        ap127(t128)
    o.current_voters = l126
    n134 = buf[pos] - 1
    if -1 <= n134 < 127:
        pos += 1
    else:
        n134, pos = _read_array_len(buf, pos, True, True, 1, 'VoterAssignmentMessage.TargetVoters')
    if n134 < 0:
        o.target_voters = None
    else:
        l135 = []
        ap136 = l135.append
        for _ in range(n134):
            t137 = _new(_C_VoterAssignmentMessage_Voter)
            t137.voter_id, = _S_i.unpack_from(buf, pos)
            pos += 4
            if buf[pos] == 0:
                pos += 1
                t137._unknown_tags = None
            else:
                nt138, pos = _ruv(buf, pos)
                if nt138 * 2 > blen - pos:
                    raise _array_too_long(nt138, 'VoterAssignmentMessage.TargetVoters._tagged_fields', pos)
                uk139 = None
                for _ in range(nt138):
                    tg140, pos = _ruv(buf, pos)
                    sz141, pos = _ruv(buf, pos)
                    x142 = pos + sz141
                    if x142 > blen:
                        raise _bad_length(sz141, 'VoterAssignmentMessage.TargetVoters._tagged_fields', pos)
                    if uk139 is None:
                        uk139 = []
                    uk139.append((tg140, bytes(buf[pos:x142])))
                    pos = x142
                t137._unknown_tags = uk139
            ap136(t137)
        o.target_voters = l135
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt143, pos = _ruv(buf, pos)
        if nt143 * 2 > blen - pos:
            raise _array_too_long(nt143, 'VoterAssignmentMessage._tagged_fields', pos)
        uk144 = None
        for _ in range(nt143):
            tg145, pos = _ruv(buf, pos)
            sz146, pos = _ruv(buf, pos)
            x147 = pos + sz146
            if x147 > blen:
                raise _bad_length(sz146, 'VoterAssignmentMessage._tagged_fields', pos)
            if uk144 is None:
                uk144 = []
            uk144.append((tg145, bytes(buf[pos:x147])))
            pos = x147
        o._unknown_tags = uk144
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
    l148 = o.voters
    n149 = len(l148) + 1
    a(_UV[n149] if n149 < 128 else _uv(n149))
    for e150 in l148:
        a(_S_iU.pack(e150.voter_id, e150.voter_directory_id.bytes))
        l151 = e150.endpoints
        n152 = len(l151) + 1
        a(_UV[n152] if n152 < 128 else _uv(n152))
        for e153 in l151:
            s154 = e153.name
            b155 = s154.encode()
            n156 = len(b155) + 1
            a(_UV[n156] if n156 < 128 else _uv(n156))
            a(b155)
            s157 = e153.host
            b158 = s157.encode()
            n159 = len(b158) + 1
            a(_UV[n159] if n159 < 128 else _uv(n159))
            a(b158)
            a(_S_H.pack(e153.port))
            u160 = e153._unknown_tags
            if u160 is None:
                a(_H0)
            else:
                _write_tags(a, None, u160)
        t161 = e150.kraft_version_feature
        a(_S_hh.pack(t161.min_supported_version, t161.max_supported_version))
        u162 = t161._unknown_tags
        if u162 is None:
            a(_H0)
        else:
            _write_tags(a, None, u162)
        u163 = e150._unknown_tags
        if u163 is None:
            a(_H0)
        else:
            _write_tags(a, None, u163)
    u164 = o._unknown_tags
    if u164 is None:
        a(_H0)
    else:
        _write_tags(a, None, u164)
    return b''.join(parts)


def _dec_VotersRecord_v0(buf, pos):
    blen = len(buf)
    o = _new(VotersRecord)
    o.version, = _S_h.unpack_from(buf, pos)
    pos += 2
    n165 = buf[pos] - 1
    if 0 <= n165 < 127:
        pos += 1
    else:
        n165, pos = _read_array_len(buf, pos, True, False, 1, 'VotersRecord.Voters')
    l166 = []
    ap167 = l166.append
    for _ in range(n165):
        t168 = _new(_C_VotersRecord_Voter)
        t168.voter_id, u169 = _S_iU.unpack_from(buf, pos)
        pos += 20
        t168.voter_directory_id = _uuid_from(u169)
        n170 = buf[pos] - 1
        if 0 <= n170 < 127:
            pos += 1
        else:
            n170, pos = _read_array_len(buf, pos, True, False, 1, 'VotersRecord.Voters.Endpoints')
        l171 = []
        ap172 = l171.append
        for _ in range(n170):
            t173 = _new(_C_VotersRecord_Endpoint)
            n174 = buf[pos] - 1
            if 0 <= n174 < 127:
                x175 = pos + 1 + n174
                if x175 > blen:
                    raise _bad_length(n174, 'VotersRecord.Voters.Endpoints.Name', pos)
                t173.name = str(buf[pos + 1:x175], 'utf-8')
                pos = x175
            else:
                t173.name, pos = _read_string(buf, pos, True, False, 'VotersRecord.Voters.Endpoints.Name')
            n176 = buf[pos] - 1
            if 0 <= n176 < 127:
                x177 = pos + 1 + n176
                if x177 > blen:
                    raise _bad_length(n176, 'VotersRecord.Voters.Endpoints.Host', pos)
                t173.host = str(buf[pos + 1:x177], 'utf-8')
                pos = x177
            else:
                t173.host, pos = _read_string(buf, pos, True, False, 'VotersRecord.Voters.Endpoints.Host')
            t173.port, = _S_H.unpack_from(buf, pos)
            pos += 2
            if buf[pos] == 0:
                pos += 1
                t173._unknown_tags = None
            else:
                nt178, pos = _ruv(buf, pos)
                if nt178 * 2 > blen - pos:
                    raise _array_too_long(nt178, 'VotersRecord.Voters.Endpoints._tagged_fields', pos)
                uk179 = None
                for _ in range(nt178):
                    tg180, pos = _ruv(buf, pos)
                    sz181, pos = _ruv(buf, pos)
                    x182 = pos + sz181
                    if x182 > blen:
                        raise _bad_length(sz181, 'VotersRecord.Voters.Endpoints._tagged_fields', pos)
                    if uk179 is None:
                        uk179 = []
                    uk179.append((tg180, bytes(buf[pos:x182])))
                    pos = x182
                t173._unknown_tags = uk179
            ap172(t173)
        t168.endpoints = l171
        t183 = _new(_C_VotersRecord_KRaftVersionFeature)
        t183.min_supported_version, t183.max_supported_version = _S_hh.unpack_from(buf, pos)
        pos += 4
        if buf[pos] == 0:
            pos += 1
            t183._unknown_tags = None
        else:
            nt184, pos = _ruv(buf, pos)
            if nt184 * 2 > blen - pos:
                raise _array_too_long(nt184, 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields', pos)
            uk185 = None
            for _ in range(nt184):
                tg186, pos = _ruv(buf, pos)
                sz187, pos = _ruv(buf, pos)
                x188 = pos + sz187
                if x188 > blen:
                    raise _bad_length(sz187, 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields', pos)
                if uk185 is None:
                    uk185 = []
                uk185.append((tg186, bytes(buf[pos:x188])))
                pos = x188
            t183._unknown_tags = uk185
        t168.kraft_version_feature = t183
        if buf[pos] == 0:
            pos += 1
            t168._unknown_tags = None
        else:
            nt189, pos = _ruv(buf, pos)
            if nt189 * 2 > blen - pos:
                raise _array_too_long(nt189, 'VotersRecord.Voters._tagged_fields', pos)
            uk190 = None
            for _ in range(nt189):
                tg191, pos = _ruv(buf, pos)
                sz192, pos = _ruv(buf, pos)
                x193 = pos + sz192
                if x193 > blen:
                    raise _bad_length(sz192, 'VotersRecord.Voters._tagged_fields', pos)
                if uk190 is None:
                    uk190 = []
                uk190.append((tg191, bytes(buf[pos:x193])))
                pos = x193
            t168._unknown_tags = uk190
        ap167(t168)
    o.voters = l166
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt194, pos = _ruv(buf, pos)
        if nt194 * 2 > blen - pos:
            raise _array_too_long(nt194, 'VotersRecord._tagged_fields', pos)
        uk195 = None
        for _ in range(nt194):
            tg196, pos = _ruv(buf, pos)
            sz197, pos = _ruv(buf, pos)
            x198 = pos + sz197
            if x198 > blen:
                raise _bad_length(sz197, 'VotersRecord._tagged_fields', pos)
            if uk195 is None:
                uk195 = []
            uk195.append((tg196, bytes(buf[pos:x198])))
            pos = x198
        o._unknown_tags = uk195
    return o, pos


VotersRecord._ENC = {0: _enc_VotersRecord_v0}
VotersRecord._DEC = {0: _dec_VotersRecord_v0}


_LINES = {
    76: 'KRaftVersionRecord.Version,KRaftVersion',
    77: 'KRaftVersionRecord._unknown_tags',
    78: 'KRaftVersionRecord',
    81: 'KRaftVersionRecord._unknown_tags',
    88: 'KRaftVersionRecord.Version,KRaftVersion',
    90: 'KRaftVersionRecord._tagged_fields',
    94: 'KRaftVersionRecord._tagged_fields',
    99: 'KRaftVersionRecord._tagged_fields',
    100: 'KRaftVersionRecord._tagged_fields',
    166: 'LeaderChangeMessage.Version,LeaderId',
    167: 'LeaderChangeMessage.Voters',
    168: 'LeaderChangeMessage.Voters',
    169: 'LeaderChangeMessage.Voters',
    170: 'LeaderChangeMessage.Voters',
    171: 'LeaderChangeMessage.Voters.VoterId',
    172: 'LeaderChangeMessage.Voters.VoterDirectoryId',
    174: 'LeaderChangeMessage.Voters._unknown_tags',
    175: 'LeaderChangeMessage.Voters',
    178: 'LeaderChangeMessage.Voters._unknown_tags',
    179: 'LeaderChangeMessage.GrantingVoters',
    180: 'LeaderChangeMessage.GrantingVoters',
    181: 'LeaderChangeMessage.GrantingVoters',
    182: 'LeaderChangeMessage.GrantingVoters',
    183: 'LeaderChangeMessage.GrantingVoters.VoterId',
    184: 'LeaderChangeMessage.GrantingVoters.VoterDirectoryId',
    186: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    187: 'LeaderChangeMessage.GrantingVoters',
    190: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    191: 'LeaderChangeMessage._unknown_tags',
    192: 'LeaderChangeMessage',
    195: 'LeaderChangeMessage._unknown_tags',
    202: 'LeaderChangeMessage.Version,LeaderId',
    204: 'LeaderChangeMessage.Voters',
    208: 'LeaderChangeMessage.Voters',
    213: 'LeaderChangeMessage.Voters.VoterId',
    216: 'LeaderChangeMessage.Voters._tagged_fields',
    220: 'LeaderChangeMessage.Voters._tagged_fields',
    225: 'LeaderChangeMessage.Voters._tagged_fields',
    226: 'LeaderChangeMessage.Voters._tagged_fields',
    237: 'LeaderChangeMessage.GrantingVoters',
    241: 'LeaderChangeMessage.GrantingVoters',
    246: 'LeaderChangeMessage.GrantingVoters.VoterId',
    249: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    253: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    258: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    259: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    270: 'LeaderChangeMessage._tagged_fields',
    274: 'LeaderChangeMessage._tagged_fields',
    279: 'LeaderChangeMessage._tagged_fields',
    280: 'LeaderChangeMessage._tagged_fields',
    295: 'LeaderChangeMessage.Version,LeaderId',
    296: 'LeaderChangeMessage.Voters',
    297: 'LeaderChangeMessage.Voters',
    298: 'LeaderChangeMessage.Voters',
    299: 'LeaderChangeMessage.Voters',
    300: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    301: 'LeaderChangeMessage.Voters._unknown_tags',
    302: 'LeaderChangeMessage.Voters',
    305: 'LeaderChangeMessage.Voters._unknown_tags',
    306: 'LeaderChangeMessage.GrantingVoters',
    307: 'LeaderChangeMessage.GrantingVoters',
    308: 'LeaderChangeMessage.GrantingVoters',
    309: 'LeaderChangeMessage.GrantingVoters',
    310: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    311: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    312: 'LeaderChangeMessage.GrantingVoters',
    315: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    316: 'LeaderChangeMessage._unknown_tags',
    317: 'LeaderChangeMessage',
    320: 'LeaderChangeMessage._unknown_tags',
    327: 'LeaderChangeMessage.Version,LeaderId',
    329: 'LeaderChangeMessage.Voters',
    333: 'LeaderChangeMessage.Voters',
    338: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    341: 'LeaderChangeMessage.Voters._tagged_fields',
    345: 'LeaderChangeMessage.Voters._tagged_fields',
    350: 'LeaderChangeMessage.Voters._tagged_fields',
    351: 'LeaderChangeMessage.Voters._tagged_fields',
    362: 'LeaderChangeMessage.GrantingVoters',
    366: 'LeaderChangeMessage.GrantingVoters',
    371: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    374: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    378: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    383: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    384: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    395: 'LeaderChangeMessage._tagged_fields',
    399: 'LeaderChangeMessage._tagged_fields',
    404: 'LeaderChangeMessage._tagged_fields',
    405: 'LeaderChangeMessage._tagged_fields',
    473: 'QuorumStateData.ClusterId',
    474: 'QuorumStateData.ClusterId',
    475: 'QuorumStateData.ClusterId',
    476: 'QuorumStateData.ClusterId',
    477: 'QuorumStateData.ClusterId',
    478: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId',
    479: 'QuorumStateData.VotedDirectoryId',
    481: 'QuorumStateData.AppliedOffset',
    482: 'QuorumStateData.CurrentVoters',
    483: 'QuorumStateData.CurrentVoters',
    484: 'QuorumStateData.CurrentVoters',
    485: 'QuorumStateData.CurrentVoters',
    486: 'QuorumStateData.CurrentVoters',
    487: 'QuorumStateData.CurrentVoters',
    488: 'QuorumStateData.CurrentVoters',
    489: 'QuorumStateData.CurrentVoters.VoterId',
    490: 'QuorumStateData.CurrentVoters._unknown_tags',
    491: 'QuorumStateData.CurrentVoters',
    494: 'QuorumStateData.CurrentVoters._unknown_tags',
    495: 'QuorumStateData._unknown_tags',
    496: 'QuorumStateData',
    499: 'QuorumStateData._unknown_tags',
    506: 'QuorumStateData.ClusterId',
    511: 'QuorumStateData.ClusterId',
    514: 'QuorumStateData.ClusterId',
    515: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,AppliedOffset',
    517: 'QuorumStateData.CurrentVoters',
    521: 'QuorumStateData.CurrentVoters',
    529: 'QuorumStateData.CurrentVoters.VoterId',
    531: 'QuorumStateData.CurrentVoters._tagged_fields',
    535: 'QuorumStateData.CurrentVoters._tagged_fields',
    540: 'QuorumStateData.CurrentVoters._tagged_fields',
    541: 'QuorumStateData.CurrentVoters._tagged_fields',
    553: 'QuorumStateData._tagged_fields',
    557: 'QuorumStateData._tagged_fields',
    562: 'QuorumStateData._tagged_fields',
    563: 'QuorumStateData._tagged_fields',
    578: 'QuorumStateData.ClusterId',
    580: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    581: 'QuorumStateData.AppliedOffset',
    583: 'QuorumStateData.CurrentVoters',
    585: 'QuorumStateData._unknown_tags',
    586: 'QuorumStateData',
    589: 'QuorumStateData._unknown_tags',
    596: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    602: 'QuorumStateData._tagged_fields',
    606: 'QuorumStateData._tagged_fields',
    611: 'QuorumStateData._tagged_fields',
    612: 'QuorumStateData._tagged_fields',
    650: 'SnapshotFooterRecord.Version',
    651: 'SnapshotFooterRecord._unknown_tags',
    652: 'SnapshotFooterRecord',
    655: 'SnapshotFooterRecord._unknown_tags',
    662: 'SnapshotFooterRecord.Version',
    664: 'SnapshotFooterRecord._tagged_fields',
    668: 'SnapshotFooterRecord._tagged_fields',
    673: 'SnapshotFooterRecord._tagged_fields',
    674: 'SnapshotFooterRecord._tagged_fields',
    714: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    715: 'SnapshotHeaderRecord._unknown_tags',
    716: 'SnapshotHeaderRecord',
    719: 'SnapshotHeaderRecord._unknown_tags',
    726: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    728: 'SnapshotHeaderRecord._tagged_fields',
    732: 'SnapshotHeaderRecord._tagged_fields',
    737: 'SnapshotHeaderRecord._tagged_fields',
    738: 'SnapshotHeaderRecord._tagged_fields',
    799: 'VoterAssignmentMessage.Version',
    800: 'VoterAssignmentMessage.CurrentVoters',
    801: 'VoterAssignmentMessage.CurrentVoters',
    802: 'VoterAssignmentMessage.CurrentVoters',
    803: 'VoterAssignmentMessage.CurrentVoters',
    804: 'VoterAssignmentMessage.CurrentVoters.VoterId',
    805: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    806: 'VoterAssignmentMessage.CurrentVoters',
    809: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    810: 'VoterAssignmentMessage.TargetVoters',
    811: 'VoterAssignmentMessage.TargetVoters',
    812: 'VoterAssignmentMessage.TargetVoters',
    813: 'VoterAssignmentMessage.TargetVoters',
    814: 'VoterAssignmentMessage.TargetVoters',
    815: 'VoterAssignmentMessage.TargetVoters',
    816: 'VoterAssignmentMessage.TargetVoters',
    817: 'VoterAssignmentMessage.TargetVoters.VoterId',
    818: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    819: 'VoterAssignmentMessage.TargetVoters',
    822: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    823: 'VoterAssignmentMessage._unknown_tags',
    824: 'VoterAssignmentMessage',
    827: 'VoterAssignmentMessage._unknown_tags',
    834: 'VoterAssignmentMessage.Version',
    836: 'VoterAssignmentMessage.CurrentVoters',
    840: 'VoterAssignmentMessage.CurrentVoters',
    845: 'VoterAssignmentMessage.CurrentVoters.VoterId',
    847: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    851: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    856: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    857: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    868: 'VoterAssignmentMessage.TargetVoters',
    872: 'VoterAssignmentMessage.TargetVoters',
    880: 'VoterAssignmentMessage.TargetVoters.VoterId',
    882: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    886: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    891: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    892: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    903: 'VoterAssignmentMessage._tagged_fields',
    907: 'VoterAssignmentMessage._tagged_fields',
    912: 'VoterAssignmentMessage._tagged_fields',
    913: 'VoterAssignmentMessage._tagged_fields',
    1028: 'VotersRecord.Version',
    1029: 'VotersRecord.Voters',
    1030: 'VotersRecord.Voters',
    1031: 'VotersRecord.Voters',
    1032: 'VotersRecord.Voters',
    1033: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    1034: 'VotersRecord.Voters.Endpoints',
    1035: 'VotersRecord.Voters.Endpoints',
    1036: 'VotersRecord.Voters.Endpoints',
    1037: 'VotersRecord.Voters.Endpoints',
    1038: 'VotersRecord.Voters.Endpoints.Name',
    1039: 'VotersRecord.Voters.Endpoints.Name',
    1040: 'VotersRecord.Voters.Endpoints.Name',
    1041: 'VotersRecord.Voters.Endpoints.Name',
    1042: 'VotersRecord.Voters.Endpoints.Name',
    1043: 'VotersRecord.Voters.Endpoints.Host',
    1044: 'VotersRecord.Voters.Endpoints.Host',
    1045: 'VotersRecord.Voters.Endpoints.Host',
    1046: 'VotersRecord.Voters.Endpoints.Host',
    1047: 'VotersRecord.Voters.Endpoints.Host',
    1048: 'VotersRecord.Voters.Endpoints.Port',
    1049: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1050: 'VotersRecord.Voters.Endpoints',
    1053: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1054: 'VotersRecord.Voters.KRaftVersionFeature',
    1055: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    1056: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1057: 'VotersRecord.Voters.KRaftVersionFeature',
    1060: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1061: 'VotersRecord.Voters._unknown_tags',
    1062: 'VotersRecord.Voters',
    1065: 'VotersRecord.Voters._unknown_tags',
    1066: 'VotersRecord._unknown_tags',
    1067: 'VotersRecord',
    1070: 'VotersRecord._unknown_tags',
    1077: 'VotersRecord.Version',
    1079: 'VotersRecord.Voters',
    1083: 'VotersRecord.Voters',
    1088: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    1091: 'VotersRecord.Voters.Endpoints',
    1095: 'VotersRecord.Voters.Endpoints',
    1100: 'VotersRecord.Voters.Endpoints.Name',
    1105: 'VotersRecord.Voters.Endpoints.Name',
    1108: 'VotersRecord.Voters.Endpoints.Name',
    1109: 'VotersRecord.Voters.Endpoints.Host',
    1114: 'VotersRecord.Voters.Endpoints.Host',
    1117: 'VotersRecord.Voters.Endpoints.Host',
    1118: 'VotersRecord.Voters.Endpoints.Port',
    1120: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1124: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1129: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1130: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1142: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    1144: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1148: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1153: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1154: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1164: 'VotersRecord.Voters._tagged_fields',
    1168: 'VotersRecord.Voters._tagged_fields',
    1173: 'VotersRecord.Voters._tagged_fields',
    1174: 'VotersRecord.Voters._tagged_fields',
    1185: 'VotersRecord._tagged_fields',
    1189: 'VotersRecord._tagged_fields',
    1194: 'VotersRecord._tagged_fields',
    1195: 'VotersRecord._tagged_fields',
}
