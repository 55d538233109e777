# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/UpdateRaftVoterRequest.json, schemas/messages/UpdateRaftVoterResponse.json.
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
    __slots__ = ('cluster_id', 'current_leader_epoch', 'voter_id', 'voter_directory_id', 'listeners', 'kraft_version_feature', '_unknown_tags')
    NAME = 'UpdateRaftVoterRequest'
    TYPE = 'request'
    API_KEY = 82
    LISTENERS = ('controller',)
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, cluster_id='', current_leader_epoch=0, voter_id=0, voter_directory_id=_ZERO_UUID, listeners=_EMPTY, kraft_version_feature=_EMPTY, _unknown_tags=None):
        self.cluster_id = cluster_id
        self.current_leader_epoch = current_leader_epoch
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.listeners = [] if listeners is _EMPTY else listeners
        self.kraft_version_feature = UpdateRaftVoterRequest.KRaftVersionFeature() if kraft_version_feature is _EMPTY else kraft_version_feature
        self._unknown_tags = _unknown_tags

    class Listener(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'UpdateRaftVoterRequest.Listener'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
            self.name = name
            self.host = host
            self.port = port
            self._unknown_tags = _unknown_tags

    class KRaftVersionFeature(_Message):
        __slots__ = ('min_supported_version', 'max_supported_version', '_unknown_tags')
        NAME = 'UpdateRaftVoterRequest.KRaftVersionFeature'

        def __init__(self, *, min_supported_version=0, max_supported_version=0, _unknown_tags=None):
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

def _mk_UpdateRaftVoterRequest_Listener():
    o = _new(_C_UpdateRaftVoterRequest_Listener)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o

def _mk_UpdateRaftVoterRequest_KRaftVersionFeature():
    o = _new(_C_UpdateRaftVoterRequest_KRaftVersionFeature)
    o.min_supported_version = 0
    o.max_supported_version = 0
    o._unknown_tags = None
    return o


def _enc_UpdateRaftVoterRequest_v0(o):
    parts = []
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


def _dec_UpdateRaftVoterRequest_v0(buf, pos):
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
    l21 = []
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
            uk29 = None
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
        uk35 = None
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
        uk40 = None
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
    __slots__ = ('throttle_time_ms', 'error_code', 'current_leader', '_unknown_tags')
    NAME = 'UpdateRaftVoterResponse'
    TYPE = 'response'
    API_KEY = 82
    VALID_VERSIONS = (0, 0)
    FLEXIBLE_VERSIONS = (0, 0)

    def __init__(self, *, throttle_time_ms=0, error_code=0, current_leader=_EMPTY, _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.current_leader = UpdateRaftVoterResponse.CurrentLeader() if current_leader is _EMPTY else current_leader
        self._unknown_tags = _unknown_tags

    class CurrentLeader(_Message):
        __slots__ = ('leader_id', 'leader_epoch', 'host', 'port', '_unknown_tags')
        NAME = 'UpdateRaftVoterResponse.CurrentLeader'

        def __init__(self, *, leader_id=-1, leader_epoch=-1, host='', port=0, _unknown_tags=None):
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

def _mk_UpdateRaftVoterResponse_CurrentLeader():
    o = _new(_C_UpdateRaftVoterResponse_CurrentLeader)
    o.leader_id = -1
    o.leader_epoch = -1
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_UpdateRaftVoterResponse_v0(o):
    parts = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    k44 = []
    if (o.current_leader.leader_id != -1 or o.current_leader.leader_epoch != -1 or o.current_leader.host != '' or o.current_leader.port != 0 or o.current_leader._unknown_tags is not None):
        p45 = []
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


def _dec_UpdateRaftVoterResponse_v0(buf, pos):
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
        uk53 = None
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
                    uk61 = None
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
    127: 'UpdateRaftVoterRequest.ClusterId',
    128: 'UpdateRaftVoterRequest.ClusterId',
    129: 'UpdateRaftVoterRequest.ClusterId',
    130: 'UpdateRaftVoterRequest.ClusterId',
    131: 'UpdateRaftVoterRequest.ClusterId',
    132: 'UpdateRaftVoterRequest.ClusterId',
    133: 'UpdateRaftVoterRequest.ClusterId',
    134: 'UpdateRaftVoterRequest.ClusterId',
    135: 'UpdateRaftVoterRequest.CurrentLeaderEpoch,VoterId,VoterDirectoryId',
    136: 'UpdateRaftVoterRequest.Listeners',
    137: 'UpdateRaftVoterRequest.Listeners',
    138: 'UpdateRaftVoterRequest.Listeners',
    139: 'UpdateRaftVoterRequest.Listeners',
    140: 'UpdateRaftVoterRequest.Listeners.Name',
    141: 'UpdateRaftVoterRequest.Listeners.Name',
    142: 'UpdateRaftVoterRequest.Listeners.Name',
    143: 'UpdateRaftVoterRequest.Listeners.Name',
    144: 'UpdateRaftVoterRequest.Listeners.Name',
    145: 'UpdateRaftVoterRequest.Listeners.Host',
    146: 'UpdateRaftVoterRequest.Listeners.Host',
    147: 'UpdateRaftVoterRequest.Listeners.Host',
    148: 'UpdateRaftVoterRequest.Listeners.Host',
    149: 'UpdateRaftVoterRequest.Listeners.Host',
    150: 'UpdateRaftVoterRequest.Listeners.Port',
    151: 'UpdateRaftVoterRequest.Listeners._unknown_tags',
    152: 'UpdateRaftVoterRequest.Listeners',
    155: 'UpdateRaftVoterRequest.Listeners._unknown_tags',
    156: 'UpdateRaftVoterRequest.KRaftVersionFeature',
    157: 'UpdateRaftVoterRequest.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    158: 'UpdateRaftVoterRequest.KRaftVersionFeature._unknown_tags',
    159: 'UpdateRaftVoterRequest.KRaftVersionFeature',
    162: 'UpdateRaftVoterRequest.KRaftVersionFeature._unknown_tags',
    163: 'UpdateRaftVoterRequest._unknown_tags',
    164: 'UpdateRaftVoterRequest',
    167: 'UpdateRaftVoterRequest._unknown_tags',
    174: 'UpdateRaftVoterRequest.ClusterId',
    179: 'UpdateRaftVoterRequest.ClusterId',
    182: 'UpdateRaftVoterRequest.ClusterId',
    183: 'UpdateRaftVoterRequest.CurrentLeaderEpoch,VoterId,VoterDirectoryId',
    186: 'UpdateRaftVoterRequest.Listeners',
    190: 'UpdateRaftVoterRequest.Listeners',
    195: 'UpdateRaftVoterRequest.Listeners.Name',
    200: 'UpdateRaftVoterRequest.Listeners.Name',
    203: 'UpdateRaftVoterRequest.Listeners.Name',
    204: 'UpdateRaftVoterRequest.Listeners.Host',
    209: 'UpdateRaftVoterRequest.Listeners.Host',
    212: 'UpdateRaftVoterRequest.Listeners.Host',
    213: 'UpdateRaftVoterRequest.Listeners.Port',
    215: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    219: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    224: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    225: 'UpdateRaftVoterRequest.Listeners._tagged_fields',
    237: 'UpdateRaftVoterRequest.KRaftVersionFeature.MinSupportedVersion,MaxSupportedVersion',
    239: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    243: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    248: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    249: 'UpdateRaftVoterRequest.KRaftVersionFeature._tagged_fields',
    259: 'UpdateRaftVoterRequest._tagged_fields',
    263: 'UpdateRaftVoterRequest._tagged_fields',
    268: 'UpdateRaftVoterRequest._tagged_fields',
    269: 'UpdateRaftVoterRequest._tagged_fields',
    338: 'UpdateRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    339: 'UpdateRaftVoterResponse',
    340: 'UpdateRaftVoterResponse.CurrentLeader',
    341: 'UpdateRaftVoterResponse.CurrentLeader',
    342: 'UpdateRaftVoterResponse.CurrentLeader',
    343: 'UpdateRaftVoterResponse.CurrentLeader.LeaderId,LeaderEpoch',
    344: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    345: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    346: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    347: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    348: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    349: 'UpdateRaftVoterResponse.CurrentLeader.Port',
    350: 'UpdateRaftVoterResponse.CurrentLeader._unknown_tags',
    351: 'UpdateRaftVoterResponse.CurrentLeader',
    354: 'UpdateRaftVoterResponse.CurrentLeader._unknown_tags',
    355: 'UpdateRaftVoterResponse.CurrentLeader',
    356: 'UpdateRaftVoterResponse._unknown_tags',
    358: 'UpdateRaftVoterResponse._unknown_tags',
    367: 'UpdateRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    370: 'UpdateRaftVoterResponse._tagged_fields',
    374: 'UpdateRaftVoterResponse._tagged_fields',
    379: 'UpdateRaftVoterResponse._tagged_fields',
    380: 'UpdateRaftVoterResponse._tagged_fields',
    386: 'UpdateRaftVoterResponse.CurrentLeader.LeaderId,LeaderEpoch',
    388: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    393: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    396: 'UpdateRaftVoterResponse.CurrentLeader.Host',
    397: 'UpdateRaftVoterResponse.CurrentLeader.Port',
    399: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
    403: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
    408: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
    409: 'UpdateRaftVoterResponse.CurrentLeader._tagged_fields',
}
