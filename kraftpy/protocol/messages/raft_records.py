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
    read_bytes as _read_bytes,
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
    if 0 <= n83 < 127:
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
    if 0 <= n134 < 127:
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
    77: 'KRaftVersionRecord.Version,KRaftVersion',
    78: 'KRaftVersionRecord._unknown_tags',
    79: 'KRaftVersionRecord',
    82: 'KRaftVersionRecord._unknown_tags',
    89: 'KRaftVersionRecord.Version,KRaftVersion',
    91: 'KRaftVersionRecord._tagged_fields',
    95: 'KRaftVersionRecord._tagged_fields',
    100: 'KRaftVersionRecord._tagged_fields',
    101: 'KRaftVersionRecord._tagged_fields',
    160: 'LeaderChangeMessage.Version,LeaderId',
    161: 'LeaderChangeMessage.Voters',
    162: 'LeaderChangeMessage.Voters',
    163: 'LeaderChangeMessage.Voters',
    164: 'LeaderChangeMessage.Voters',
    165: 'LeaderChangeMessage.Voters.VoterId',
    166: 'LeaderChangeMessage.Voters.VoterDirectoryId',
    168: 'LeaderChangeMessage.Voters._unknown_tags',
    169: 'LeaderChangeMessage.Voters',
    172: 'LeaderChangeMessage.Voters._unknown_tags',
    173: 'LeaderChangeMessage.GrantingVoters',
    174: 'LeaderChangeMessage.GrantingVoters',
    175: 'LeaderChangeMessage.GrantingVoters',
    176: 'LeaderChangeMessage.GrantingVoters',
    177: 'LeaderChangeMessage.GrantingVoters.VoterId',
    178: 'LeaderChangeMessage.GrantingVoters.VoterDirectoryId',
    180: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    181: 'LeaderChangeMessage.GrantingVoters',
    184: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    185: 'LeaderChangeMessage._unknown_tags',
    186: 'LeaderChangeMessage',
    189: 'LeaderChangeMessage._unknown_tags',
    196: 'LeaderChangeMessage.Version,LeaderId',
    198: 'LeaderChangeMessage.Voters',
    202: 'LeaderChangeMessage.Voters',
    207: 'LeaderChangeMessage.Voters.VoterId',
    210: 'LeaderChangeMessage.Voters._tagged_fields',
    214: 'LeaderChangeMessage.Voters._tagged_fields',
    219: 'LeaderChangeMessage.Voters._tagged_fields',
    220: 'LeaderChangeMessage.Voters._tagged_fields',
    231: 'LeaderChangeMessage.GrantingVoters',
    235: 'LeaderChangeMessage.GrantingVoters',
    240: 'LeaderChangeMessage.GrantingVoters.VoterId',
    243: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    247: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    252: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    253: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    264: 'LeaderChangeMessage._tagged_fields',
    268: 'LeaderChangeMessage._tagged_fields',
    273: 'LeaderChangeMessage._tagged_fields',
    274: 'LeaderChangeMessage._tagged_fields',
    289: 'LeaderChangeMessage.Version,LeaderId',
    290: 'LeaderChangeMessage.Voters',
    291: 'LeaderChangeMessage.Voters',
    292: 'LeaderChangeMessage.Voters',
    293: 'LeaderChangeMessage.Voters',
    294: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    295: 'LeaderChangeMessage.Voters._unknown_tags',
    296: 'LeaderChangeMessage.Voters',
    299: 'LeaderChangeMessage.Voters._unknown_tags',
    300: 'LeaderChangeMessage.GrantingVoters',
    301: 'LeaderChangeMessage.GrantingVoters',
    302: 'LeaderChangeMessage.GrantingVoters',
    303: 'LeaderChangeMessage.GrantingVoters',
    304: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    305: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    306: 'LeaderChangeMessage.GrantingVoters',
    309: 'LeaderChangeMessage.GrantingVoters._unknown_tags',
    310: 'LeaderChangeMessage._unknown_tags',
    311: 'LeaderChangeMessage',
    314: 'LeaderChangeMessage._unknown_tags',
    321: 'LeaderChangeMessage.Version,LeaderId',
    323: 'LeaderChangeMessage.Voters',
    327: 'LeaderChangeMessage.Voters',
    332: 'LeaderChangeMessage.Voters.VoterId,VoterDirectoryId',
    335: 'LeaderChangeMessage.Voters._tagged_fields',
    339: 'LeaderChangeMessage.Voters._tagged_fields',
    344: 'LeaderChangeMessage.Voters._tagged_fields',
    345: 'LeaderChangeMessage.Voters._tagged_fields',
    356: 'LeaderChangeMessage.GrantingVoters',
    360: 'LeaderChangeMessage.GrantingVoters',
    365: 'LeaderChangeMessage.GrantingVoters.VoterId,VoterDirectoryId',
    368: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    372: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    377: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    378: 'LeaderChangeMessage.GrantingVoters._tagged_fields',
    389: 'LeaderChangeMessage._tagged_fields',
    393: 'LeaderChangeMessage._tagged_fields',
    398: 'LeaderChangeMessage._tagged_fields',
    399: 'LeaderChangeMessage._tagged_fields',
    461: 'QuorumStateData.ClusterId',
    462: 'QuorumStateData.ClusterId',
    463: 'QuorumStateData.ClusterId',
    464: 'QuorumStateData.ClusterId',
    465: 'QuorumStateData.ClusterId',
    466: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId',
    467: 'QuorumStateData.VotedDirectoryId',
    469: 'QuorumStateData.AppliedOffset',
    470: 'QuorumStateData.CurrentVoters',
    471: 'QuorumStateData.CurrentVoters',
    472: 'QuorumStateData.CurrentVoters',
    473: 'QuorumStateData.CurrentVoters',
    474: 'QuorumStateData.CurrentVoters',
    475: 'QuorumStateData.CurrentVoters',
    476: 'QuorumStateData.CurrentVoters',
    477: 'QuorumStateData.CurrentVoters.VoterId',
    478: 'QuorumStateData.CurrentVoters._unknown_tags',
    479: 'QuorumStateData.CurrentVoters',
    482: 'QuorumStateData.CurrentVoters._unknown_tags',
    483: 'QuorumStateData._unknown_tags',
    484: 'QuorumStateData',
    487: 'QuorumStateData._unknown_tags',
    494: 'QuorumStateData.ClusterId',
    499: 'QuorumStateData.ClusterId',
    502: 'QuorumStateData.ClusterId',
    503: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,AppliedOffset',
    505: 'QuorumStateData.CurrentVoters',
    509: 'QuorumStateData.CurrentVoters',
    517: 'QuorumStateData.CurrentVoters.VoterId',
    519: 'QuorumStateData.CurrentVoters._tagged_fields',
    523: 'QuorumStateData.CurrentVoters._tagged_fields',
    528: 'QuorumStateData.CurrentVoters._tagged_fields',
    529: 'QuorumStateData.CurrentVoters._tagged_fields',
    541: 'QuorumStateData._tagged_fields',
    545: 'QuorumStateData._tagged_fields',
    550: 'QuorumStateData._tagged_fields',
    551: 'QuorumStateData._tagged_fields',
    566: 'QuorumStateData.ClusterId',
    568: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    569: 'QuorumStateData.AppliedOffset',
    571: 'QuorumStateData.CurrentVoters',
    573: 'QuorumStateData._unknown_tags',
    574: 'QuorumStateData',
    577: 'QuorumStateData._unknown_tags',
    584: 'QuorumStateData.LeaderId,LeaderEpoch,VotedId,VotedDirectoryId',
    590: 'QuorumStateData._tagged_fields',
    594: 'QuorumStateData._tagged_fields',
    599: 'QuorumStateData._tagged_fields',
    600: 'QuorumStateData._tagged_fields',
    638: 'SnapshotFooterRecord.Version',
    639: 'SnapshotFooterRecord._unknown_tags',
    640: 'SnapshotFooterRecord',
    643: 'SnapshotFooterRecord._unknown_tags',
    650: 'SnapshotFooterRecord.Version',
    652: 'SnapshotFooterRecord._tagged_fields',
    656: 'SnapshotFooterRecord._tagged_fields',
    661: 'SnapshotFooterRecord._tagged_fields',
    662: 'SnapshotFooterRecord._tagged_fields',
    702: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    703: 'SnapshotHeaderRecord._unknown_tags',
    704: 'SnapshotHeaderRecord',
    707: 'SnapshotHeaderRecord._unknown_tags',
    714: 'SnapshotHeaderRecord.Version,LastContainedLogTimestamp',
    716: 'SnapshotHeaderRecord._tagged_fields',
    720: 'SnapshotHeaderRecord._tagged_fields',
    725: 'SnapshotHeaderRecord._tagged_fields',
    726: 'SnapshotHeaderRecord._tagged_fields',
    781: 'VoterAssignmentMessage.Version',
    782: 'VoterAssignmentMessage.CurrentVoters',
    783: 'VoterAssignmentMessage.CurrentVoters',
    784: 'VoterAssignmentMessage.CurrentVoters',
    785: 'VoterAssignmentMessage.CurrentVoters',
    786: 'VoterAssignmentMessage.CurrentVoters.VoterId',
    787: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    788: 'VoterAssignmentMessage.CurrentVoters',
    791: 'VoterAssignmentMessage.CurrentVoters._unknown_tags',
    792: 'VoterAssignmentMessage.TargetVoters',
    793: 'VoterAssignmentMessage.TargetVoters',
    794: 'VoterAssignmentMessage.TargetVoters',
    795: 'VoterAssignmentMessage.TargetVoters',
    796: 'VoterAssignmentMessage.TargetVoters',
    797: 'VoterAssignmentMessage.TargetVoters',
    798: 'VoterAssignmentMessage.TargetVoters',
    799: 'VoterAssignmentMessage.TargetVoters.VoterId',
    800: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    801: 'VoterAssignmentMessage.TargetVoters',
    804: 'VoterAssignmentMessage.TargetVoters._unknown_tags',
    805: 'VoterAssignmentMessage._unknown_tags',
    806: 'VoterAssignmentMessage',
    809: 'VoterAssignmentMessage._unknown_tags',
    816: 'VoterAssignmentMessage.Version',
    818: 'VoterAssignmentMessage.CurrentVoters',
    822: 'VoterAssignmentMessage.CurrentVoters',
    827: 'VoterAssignmentMessage.CurrentVoters.VoterId',
    829: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    833: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    838: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    839: 'VoterAssignmentMessage.CurrentVoters._tagged_fields',
    850: 'VoterAssignmentMessage.TargetVoters',
    854: 'VoterAssignmentMessage.TargetVoters',
    862: 'VoterAssignmentMessage.TargetVoters.VoterId',
    864: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    868: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    873: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    874: 'VoterAssignmentMessage.TargetVoters._tagged_fields',
    885: 'VoterAssignmentMessage._tagged_fields',
    889: 'VoterAssignmentMessage._tagged_fields',
    894: 'VoterAssignmentMessage._tagged_fields',
    895: 'VoterAssignmentMessage._tagged_fields',
    986: 'VotersRecord.Version',
    987: 'VotersRecord.Voters',
    988: 'VotersRecord.Voters',
    989: 'VotersRecord.Voters',
    990: 'VotersRecord.Voters',
    991: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    992: 'VotersRecord.Voters.Endpoints',
    993: 'VotersRecord.Voters.Endpoints',
    994: 'VotersRecord.Voters.Endpoints',
    995: 'VotersRecord.Voters.Endpoints',
    996: 'VotersRecord.Voters.Endpoints.Name',
    997: 'VotersRecord.Voters.Endpoints.Name',
    998: 'VotersRecord.Voters.Endpoints.Name',
    999: 'VotersRecord.Voters.Endpoints.Name',
    1000: 'VotersRecord.Voters.Endpoints.Name',
    1001: 'VotersRecord.Voters.Endpoints.Host',
    1002: 'VotersRecord.Voters.Endpoints.Host',
    1003: 'VotersRecord.Voters.Endpoints.Host',
    1004: 'VotersRecord.Voters.Endpoints.Host',
    1005: 'VotersRecord.Voters.Endpoints.Host',
    1006: 'VotersRecord.Voters.Endpoints.Port',
    1007: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1008: 'VotersRecord.Voters.Endpoints',
    1011: 'VotersRecord.Voters.Endpoints._unknown_tags',
    1012: 'VotersRecord.Voters.KRaftVersionFeature',
    1013: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    1014: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1015: 'VotersRecord.Voters.KRaftVersionFeature',
    1018: 'VotersRecord.Voters.KRaftVersionFeature._unknown_tags',
    1019: 'VotersRecord.Voters._unknown_tags',
    1020: 'VotersRecord.Voters',
    1023: 'VotersRecord.Voters._unknown_tags',
    1024: 'VotersRecord._unknown_tags',
    1025: 'VotersRecord',
    1028: 'VotersRecord._unknown_tags',
    1035: 'VotersRecord.Version',
    1037: 'VotersRecord.Voters',
    1041: 'VotersRecord.Voters',
    1046: 'VotersRecord.Voters.VoterId,VoterDirectoryId',
    1049: 'VotersRecord.Voters.Endpoints',
    1053: 'VotersRecord.Voters.Endpoints',
    1058: 'VotersRecord.Voters.Endpoints.Name',
    1063: 'VotersRecord.Voters.Endpoints.Name',
    1066: 'VotersRecord.Voters.Endpoints.Name',
    1067: 'VotersRecord.Voters.Endpoints.Host',
    1072: 'VotersRecord.Voters.Endpoints.Host',
    1075: 'VotersRecord.Voters.Endpoints.Host',
    1076: 'VotersRecord.Voters.Endpoints.Port',
    1078: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1082: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1087: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1088: 'VotersRecord.Voters.Endpoints._tagged_fields',
    1100: 'VotersRecord.Voters.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    1102: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1106: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1111: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1112: 'VotersRecord.Voters.KRaftVersionFeature._tagged_fields',
    1122: 'VotersRecord.Voters._tagged_fields',
    1126: 'VotersRecord.Voters._tagged_fields',
    1131: 'VotersRecord.Voters._tagged_fields',
    1132: 'VotersRecord.Voters._tagged_fields',
    1143: 'VotersRecord._tagged_fields',
    1147: 'VotersRecord._tagged_fields',
    1152: 'VotersRecord._tagged_fields',
    1153: 'VotersRecord._tagged_fields',
}
