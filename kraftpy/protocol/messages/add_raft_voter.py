# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AddRaftVoterRequest.json, schemas/messages/AddRaftVoterResponse.json.
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
    __slots__ = ('cluster_id', 'timeout_ms', 'voter_id', 'voter_directory_id', 'listeners', 'ack_when_committed', '_unknown_tags')
    NAME = 'AddRaftVoterRequest'
    TYPE = 'request'
    API_KEY = 80
    LISTENERS = ('controller', 'broker')
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, cluster_id='', timeout_ms=0, voter_id=0, voter_directory_id=_ZERO_UUID, listeners=_EMPTY, ack_when_committed=True, _unknown_tags=None):
        self.cluster_id = cluster_id
        self.timeout_ms = timeout_ms
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.listeners = [] if listeners is _EMPTY else listeners
        self.ack_when_committed = ack_when_committed
        self._unknown_tags = _unknown_tags

    class Listener(_Message):
        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'AddRaftVoterRequest.Listener'

        def __init__(self, *, name='', host='', port=0, _unknown_tags=None):
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

def _mk_AddRaftVoterRequest_Listener():
    o = _new(_C_AddRaftVoterRequest_Listener)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_AddRaftVoterRequest_v0(o):
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


def _dec_AddRaftVoterRequest_v0(buf, pos):
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
    l19 = []
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
            uk27 = None
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
        uk32 = None
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


def _enc_AddRaftVoterRequest_v1(o):
    parts = []
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


def _dec_AddRaftVoterRequest_v1(buf, pos):
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
    l54 = []
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
            uk62 = None
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
        uk67 = None
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
    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', '_unknown_tags')
    NAME = 'AddRaftVoterResponse'
    TYPE = 'response'
    API_KEY = 80
    VALID_VERSIONS = (0, 1)
    FLEXIBLE_VERSIONS = (0, 1)

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', _unknown_tags=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self._unknown_tags = _unknown_tags


AddRaftVoterResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorMessage', 'error_message', 'string', (0, 32767), (0, 32767), (1, 0), None, '', True, None),
)


def _enc_AddRaftVoterResponse_v0(o):
    parts = []
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


def _dec_AddRaftVoterResponse_v0(buf, pos):
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
        uk78 = None
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


def _enc_AddRaftVoterResponse_v1(o):
    parts = []
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


def _dec_AddRaftVoterResponse_v1(buf, pos):
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
        uk89 = None
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
    103: 'AddRaftVoterRequest.ClusterId',
    104: 'AddRaftVoterRequest.ClusterId',
    105: 'AddRaftVoterRequest.ClusterId',
    106: 'AddRaftVoterRequest.ClusterId',
    107: 'AddRaftVoterRequest.ClusterId',
    108: 'AddRaftVoterRequest.ClusterId',
    109: 'AddRaftVoterRequest.ClusterId',
    110: 'AddRaftVoterRequest.ClusterId',
    111: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    112: 'AddRaftVoterRequest.Listeners',
    113: 'AddRaftVoterRequest.Listeners',
    114: 'AddRaftVoterRequest.Listeners',
    115: 'AddRaftVoterRequest.Listeners',
    116: 'AddRaftVoterRequest.Listeners.Name',
    117: 'AddRaftVoterRequest.Listeners.Name',
    118: 'AddRaftVoterRequest.Listeners.Name',
    119: 'AddRaftVoterRequest.Listeners.Name',
    120: 'AddRaftVoterRequest.Listeners.Name',
    121: 'AddRaftVoterRequest.Listeners.Host',
    122: 'AddRaftVoterRequest.Listeners.Host',
    123: 'AddRaftVoterRequest.Listeners.Host',
    124: 'AddRaftVoterRequest.Listeners.Host',
    125: 'AddRaftVoterRequest.Listeners.Host',
    126: 'AddRaftVoterRequest.Listeners.Port',
    127: 'AddRaftVoterRequest.Listeners._unknown_tags',
    128: 'AddRaftVoterRequest.Listeners',
    131: 'AddRaftVoterRequest.Listeners._unknown_tags',
    132: 'AddRaftVoterRequest.AckWhenCommitted',
    134: 'AddRaftVoterRequest._unknown_tags',
    135: 'AddRaftVoterRequest',
    138: 'AddRaftVoterRequest._unknown_tags',
    145: 'AddRaftVoterRequest.ClusterId',
    150: 'AddRaftVoterRequest.ClusterId',
    153: 'AddRaftVoterRequest.ClusterId',
    154: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    157: 'AddRaftVoterRequest.Listeners',
    161: 'AddRaftVoterRequest.Listeners',
    166: 'AddRaftVoterRequest.Listeners.Name',
    171: 'AddRaftVoterRequest.Listeners.Name',
    174: 'AddRaftVoterRequest.Listeners.Name',
    175: 'AddRaftVoterRequest.Listeners.Host',
    180: 'AddRaftVoterRequest.Listeners.Host',
    183: 'AddRaftVoterRequest.Listeners.Host',
    184: 'AddRaftVoterRequest.Listeners.Port',
    186: 'AddRaftVoterRequest.Listeners._tagged_fields',
    190: 'AddRaftVoterRequest.Listeners._tagged_fields',
    195: 'AddRaftVoterRequest.Listeners._tagged_fields',
    196: 'AddRaftVoterRequest.Listeners._tagged_fields',
    208: 'AddRaftVoterRequest._tagged_fields',
    212: 'AddRaftVoterRequest._tagged_fields',
    217: 'AddRaftVoterRequest._tagged_fields',
    218: 'AddRaftVoterRequest._tagged_fields',
    233: 'AddRaftVoterRequest.ClusterId',
    234: 'AddRaftVoterRequest.ClusterId',
    235: 'AddRaftVoterRequest.ClusterId',
    236: 'AddRaftVoterRequest.ClusterId',
    237: 'AddRaftVoterRequest.ClusterId',
    238: 'AddRaftVoterRequest.ClusterId',
    239: 'AddRaftVoterRequest.ClusterId',
    240: 'AddRaftVoterRequest.ClusterId',
    241: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    242: 'AddRaftVoterRequest.Listeners',
    243: 'AddRaftVoterRequest.Listeners',
    244: 'AddRaftVoterRequest.Listeners',
    245: 'AddRaftVoterRequest.Listeners',
    246: 'AddRaftVoterRequest.Listeners.Name',
    247: 'AddRaftVoterRequest.Listeners.Name',
    248: 'AddRaftVoterRequest.Listeners.Name',
    249: 'AddRaftVoterRequest.Listeners.Name',
    250: 'AddRaftVoterRequest.Listeners.Name',
    251: 'AddRaftVoterRequest.Listeners.Host',
    252: 'AddRaftVoterRequest.Listeners.Host',
    253: 'AddRaftVoterRequest.Listeners.Host',
    254: 'AddRaftVoterRequest.Listeners.Host',
    255: 'AddRaftVoterRequest.Listeners.Host',
    256: 'AddRaftVoterRequest.Listeners.Port',
    257: 'AddRaftVoterRequest.Listeners._unknown_tags',
    258: 'AddRaftVoterRequest.Listeners',
    261: 'AddRaftVoterRequest.Listeners._unknown_tags',
    262: 'AddRaftVoterRequest.AckWhenCommitted',
    263: 'AddRaftVoterRequest._unknown_tags',
    264: 'AddRaftVoterRequest',
    267: 'AddRaftVoterRequest._unknown_tags',
    274: 'AddRaftVoterRequest.ClusterId',
    279: 'AddRaftVoterRequest.ClusterId',
    282: 'AddRaftVoterRequest.ClusterId',
    283: 'AddRaftVoterRequest.TimeoutMs,VoterId,VoterDirectoryId',
    286: 'AddRaftVoterRequest.Listeners',
    290: 'AddRaftVoterRequest.Listeners',
    295: 'AddRaftVoterRequest.Listeners.Name',
    300: 'AddRaftVoterRequest.Listeners.Name',
    303: 'AddRaftVoterRequest.Listeners.Name',
    304: 'AddRaftVoterRequest.Listeners.Host',
    309: 'AddRaftVoterRequest.Listeners.Host',
    312: 'AddRaftVoterRequest.Listeners.Host',
    313: 'AddRaftVoterRequest.Listeners.Port',
    315: 'AddRaftVoterRequest.Listeners._tagged_fields',
    319: 'AddRaftVoterRequest.Listeners._tagged_fields',
    324: 'AddRaftVoterRequest.Listeners._tagged_fields',
    325: 'AddRaftVoterRequest.Listeners._tagged_fields',
    336: 'AddRaftVoterRequest.AckWhenCommitted',
    338: 'AddRaftVoterRequest._tagged_fields',
    342: 'AddRaftVoterRequest._tagged_fields',
    347: 'AddRaftVoterRequest._tagged_fields',
    348: 'AddRaftVoterRequest._tagged_fields',
    389: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    390: 'AddRaftVoterResponse.ErrorMessage',
    391: 'AddRaftVoterResponse.ErrorMessage',
    392: 'AddRaftVoterResponse.ErrorMessage',
    393: 'AddRaftVoterResponse.ErrorMessage',
    394: 'AddRaftVoterResponse.ErrorMessage',
    395: 'AddRaftVoterResponse.ErrorMessage',
    396: 'AddRaftVoterResponse.ErrorMessage',
    397: 'AddRaftVoterResponse.ErrorMessage',
    398: 'AddRaftVoterResponse._unknown_tags',
    399: 'AddRaftVoterResponse',
    402: 'AddRaftVoterResponse._unknown_tags',
    409: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    411: 'AddRaftVoterResponse.ErrorMessage',
    416: 'AddRaftVoterResponse.ErrorMessage',
    419: 'AddRaftVoterResponse.ErrorMessage',
    420: 'AddRaftVoterResponse._tagged_fields',
    424: 'AddRaftVoterResponse._tagged_fields',
    429: 'AddRaftVoterResponse._tagged_fields',
    430: 'AddRaftVoterResponse._tagged_fields',
    445: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    446: 'AddRaftVoterResponse.ErrorMessage',
    447: 'AddRaftVoterResponse.ErrorMessage',
    448: 'AddRaftVoterResponse.ErrorMessage',
    449: 'AddRaftVoterResponse.ErrorMessage',
    450: 'AddRaftVoterResponse.ErrorMessage',
    451: 'AddRaftVoterResponse.ErrorMessage',
    452: 'AddRaftVoterResponse.ErrorMessage',
    453: 'AddRaftVoterResponse.ErrorMessage',
    454: 'AddRaftVoterResponse._unknown_tags',
    455: 'AddRaftVoterResponse',
    458: 'AddRaftVoterResponse._unknown_tags',
    465: 'AddRaftVoterResponse.ThrottleTimeMs,ErrorCode',
    467: 'AddRaftVoterResponse.ErrorMessage',
    472: 'AddRaftVoterResponse.ErrorMessage',
    475: 'AddRaftVoterResponse.ErrorMessage',
    476: 'AddRaftVoterResponse._tagged_fields',
    480: 'AddRaftVoterResponse._tagged_fields',
    485: 'AddRaftVoterResponse._tagged_fields',
    486: 'AddRaftVoterResponse._tagged_fields',
}
