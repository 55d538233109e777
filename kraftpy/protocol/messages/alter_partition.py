# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/AlterPartitionRequest.json, schemas/messages/AlterPartitionResponse.json.
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

__all__ = ['AlterPartitionRequest', 'AlterPartitionResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_U = Struct('>16s')
_S_bi = Struct('>bi')
_S_ih = Struct('>ih')
_S_ihii = Struct('>ihii')
_S_ii = Struct('>ii')
_S_iq = Struct('>iq')


class AlterPartitionRequest(_Message):
    """AlterPartitionRequest (request): API key 56; versions 2-3; flexible in 2-3; listeners: controller."""

    __slots__ = ('broker_id', 'broker_epoch', 'topics', '_unknown_tags')
    NAME = 'AlterPartitionRequest'
    TYPE = 'request'
    API_KEY = 56
    LISTENERS: ClassVar[tuple[str, ...]] = ('controller',)
    VALID_VERSIONS = (2, 3)
    FLEXIBLE_VERSIONS = (0, 3)

    broker_id: int
    """Id of the leader broker sending the request.

    `BrokerId` (int32): versions 0+; default 0."""
    broker_epoch: int
    """Broker epoch of the sender.

    `BrokerEpoch` (int64): versions 0+; default -1."""
    topics: list[AlterPartitionRequest.TopicData]
    """Topics whose partitions change ISR.

    `Topics` ([]TopicData): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        broker_id: int = 0,
        broker_epoch: int = -1,
        topics: list[AlterPartitionRequest.TopicData] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Topics whose partitions change ISR.

        TopicData (in AlterPartitionRequest): versions 0+."""

        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'AlterPartitionRequest.TopicData'

        topic_id: UUID
        """Id of the topic.

        `TopicId` (uuid): versions 2+; default the zero UUID; ignorable."""
        partitions: list[AlterPartitionRequest.PartitionData]
        """Partitions of the topic to update.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_id: UUID = _ZERO_UUID,
            partitions: list[AlterPartitionRequest.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Partitions of the topic to update.

        PartitionData (in AlterPartitionRequest): versions 0+."""

        __slots__ = ('partition_index', 'leader_epoch', 'new_isr', 'new_isr_with_epochs', 'leader_recovery_state', 'partition_epoch', '_unknown_tags')
        NAME = 'AlterPartitionRequest.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Leader epoch the sender holds for the partition.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        new_isr: list[int]
        """Proposed ISR as broker ids (replaced by NewIsrWithEpochs in v3).

        `NewIsr` ([]int32): versions 0-2; default []."""
        new_isr_with_epochs: list[AlterPartitionRequest.BrokerState]
        """Proposed ISR with each member's broker epoch.

        `NewIsrWithEpochs` ([]BrokerState): versions 3+; default []."""
        leader_recovery_state: int
        """0 if the leader is recovered, 1 if it is still recovering after an unclean election.

        `LeaderRecoveryState` (int8): versions 1+; default 0."""
        partition_epoch: int
        """Partition epoch the sender expects the controller to hold.

        `PartitionEpoch` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            leader_epoch: int = 0,
            new_isr: list[int] = _EMPTY,
            new_isr_with_epochs: list[AlterPartitionRequest.BrokerState] = _EMPTY,
            leader_recovery_state: int = 0,
            partition_epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.leader_epoch = leader_epoch
            self.new_isr = [] if new_isr is _EMPTY else new_isr
            self.new_isr_with_epochs = [] if new_isr_with_epochs is _EMPTY else new_isr_with_epochs
            self.leader_recovery_state = leader_recovery_state
            self.partition_epoch = partition_epoch
            self._unknown_tags = _unknown_tags

    class BrokerState(_Message):
        """Proposed ISR with each member's broker epoch.

        BrokerState (in AlterPartitionRequest): versions 3+."""

        __slots__ = ('broker_id', 'broker_epoch', '_unknown_tags')
        NAME = 'AlterPartitionRequest.BrokerState'

        broker_id: int
        """Id of the ISR member.

        `BrokerId` (int32): versions 3+; default 0."""
        broker_epoch: int
        """Broker epoch of the ISR member, or -1 when unknown.

        `BrokerEpoch` (int64): versions 3+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            broker_id: int = 0,
            broker_epoch: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.broker_id = broker_id
            self.broker_epoch = broker_epoch
            self._unknown_tags = _unknown_tags


_C_AlterPartitionRequest_TopicData = AlterPartitionRequest.TopicData
_C_AlterPartitionRequest_PartitionData = AlterPartitionRequest.PartitionData
_C_AlterPartitionRequest_BrokerState = AlterPartitionRequest.BrokerState
AlterPartitionRequest.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionRequest_TopicData),
)
_C_AlterPartitionRequest_TopicData.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (2, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionRequest_PartitionData),
)
_C_AlterPartitionRequest_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('NewIsr', 'new_isr', '[]int32', (0, 2), (1, 0), (1, 0), None, (), False, None),
    _FI('NewIsrWithEpochs', 'new_isr_with_epochs', '[]BrokerState', (3, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionRequest_BrokerState),
    _FI('LeaderRecoveryState', 'leader_recovery_state', 'int8', (1, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('PartitionEpoch', 'partition_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_AlterPartitionRequest_BrokerState.FIELDS = (
    _FI('BrokerId', 'broker_id', 'int32', (3, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('BrokerEpoch', 'broker_epoch', 'int64', (3, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_DEF_AlterPartitionRequest_TopicData = _C_AlterPartitionRequest_TopicData()
_DEF_AlterPartitionRequest_PartitionData = _C_AlterPartitionRequest_PartitionData()
_DEF_AlterPartitionRequest_BrokerState = _C_AlterPartitionRequest_BrokerState()

def _mk_AlterPartitionRequest_TopicData() -> AlterPartitionRequest.TopicData:
    o = _new(_C_AlterPartitionRequest_TopicData)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_AlterPartitionRequest_PartitionData() -> AlterPartitionRequest.PartitionData:
    o = _new(_C_AlterPartitionRequest_PartitionData)
    o.partition_index = 0
    o.leader_epoch = 0
    o.new_isr = []
    o.new_isr_with_epochs = []
    o.leader_recovery_state = 0
    o.partition_epoch = 0
    o._unknown_tags = None
    return o

def _mk_AlterPartitionRequest_BrokerState() -> AlterPartitionRequest.BrokerState:
    o = _new(_C_AlterPartitionRequest_BrokerState)
    o.broker_id = 0
    o.broker_epoch = -1
    o._unknown_tags = None
    return o


def _enc_AlterPartitionRequest_v2(o: AlterPartitionRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    l1 = o.topics
    n2 = len(l1) + 1
    a(_UV[n2] if n2 < 128 else _uv(n2))
    for e3 in l1:
        a(_S_U.pack(e3.topic_id.bytes))
        l4 = e3.partitions
        n5 = len(l4) + 1
        a(_UV[n5] if n5 < 128 else _uv(n5))
        for e6 in l4:
            a(_S_ii.pack(e6.partition_index, e6.leader_epoch))
            l7 = e6.new_isr
            n8 = len(l7)
            if n8 < 64:
                a(_CA_i[n8].pack(n8 + 1, *l7))
            else:
                a(_encode_array('i', l7, True))
            if e6.new_isr_with_epochs:
                raise _unsupported_field('AlterPartitionRequest', 'Topics.Partitions.NewIsrWithEpochs', 2)
            a(_S_bi.pack(e6.leader_recovery_state, e6.partition_epoch))
            u9 = e6._unknown_tags
            if u9 is None:
                a(_H0)
            else:
                _write_tags(a, None, u9)
        u10 = e3._unknown_tags
        if u10 is None:
            a(_H0)
        else:
            _write_tags(a, None, u10)
    u11 = o._unknown_tags
    if u11 is None:
        a(_H0)
    else:
        _write_tags(a, None, u11)
    return b''.join(parts)


def _dec_AlterPartitionRequest_v2(buf: _Buffer, pos: int) -> tuple[AlterPartitionRequest, int]:
    blen = len(buf)
    o = _new(AlterPartitionRequest)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    n12 = buf[pos] - 1
    if 0 <= n12 < 127:
        pos += 1
    else:
        n12, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionRequest.Topics')
    l13: list[AlterPartitionRequest.TopicData] = []
    ap14 = l13.append
    for _ in range(n12):
        t15 = _new(_C_AlterPartitionRequest_TopicData)
        u16, = _S_U.unpack_from(buf, pos)
        pos += 16
        t15.topic_id = _uuid_from(u16)
        n17 = buf[pos] - 1
        if 0 <= n17 < 127:
            pos += 1
        else:
            n17, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionRequest.Topics.Partitions')
        l18: list[AlterPartitionRequest.PartitionData] = []
        ap19 = l18.append
        for _ in range(n17):
            t20 = _new(_C_AlterPartitionRequest_PartitionData)
            t20.partition_index, t20.leader_epoch = _S_ii.unpack_from(buf, pos)
            pos += 8
            n21 = buf[pos] - 1
            if 0 <= n21 < 64:
                t20.new_isr = list(_A_i[n21].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n21
            else:
                t20.new_isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'AlterPartitionRequest.Topics.Partitions.NewIsr')
            t20.leader_recovery_state, t20.partition_epoch = _S_bi.unpack_from(buf, pos)
            pos += 5
            t20.new_isr_with_epochs = []
            if buf[pos] == 0:
                pos += 1
                t20._unknown_tags = None
            else:
                nt22, pos = _ruv(buf, pos)
                if nt22 * 2 > blen - pos:
                    raise _array_too_long(nt22, 'AlterPartitionRequest.Topics.Partitions._tagged_fields', pos)
                uk23: list[tuple[int, bytes]] | None = None
                for _ in range(nt22):
                    tg24, pos = _ruv(buf, pos)
                    sz25, pos = _ruv(buf, pos)
                    x26 = pos + sz25
                    if x26 > blen:
                        raise _bad_length(sz25, 'AlterPartitionRequest.Topics.Partitions._tagged_fields', pos)
                    if uk23 is None:
                        uk23 = []
                    uk23.append((tg24, bytes(buf[pos:x26])))
                    pos = x26
                t20._unknown_tags = uk23
            ap19(t20)
        t15.partitions = l18
        if buf[pos] == 0:
            pos += 1
            t15._unknown_tags = None
        else:
            nt27, pos = _ruv(buf, pos)
            if nt27 * 2 > blen - pos:
                raise _array_too_long(nt27, 'AlterPartitionRequest.Topics._tagged_fields', pos)
            uk28: list[tuple[int, bytes]] | None = None
            for _ in range(nt27):
                tg29, pos = _ruv(buf, pos)
                sz30, pos = _ruv(buf, pos)
                x31 = pos + sz30
                if x31 > blen:
                    raise _bad_length(sz30, 'AlterPartitionRequest.Topics._tagged_fields', pos)
                if uk28 is None:
                    uk28 = []
                uk28.append((tg29, bytes(buf[pos:x31])))
                pos = x31
            t15._unknown_tags = uk28
        ap14(t15)
    o.topics = l13
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt32, pos = _ruv(buf, pos)
        if nt32 * 2 > blen - pos:
            raise _array_too_long(nt32, 'AlterPartitionRequest._tagged_fields', pos)
        uk33: list[tuple[int, bytes]] | None = None
        for _ in range(nt32):
            tg34, pos = _ruv(buf, pos)
            sz35, pos = _ruv(buf, pos)
            x36 = pos + sz35
            if x36 > blen:
                raise _bad_length(sz35, 'AlterPartitionRequest._tagged_fields', pos)
            if uk33 is None:
                uk33 = []
            uk33.append((tg34, bytes(buf[pos:x36])))
            pos = x36
        o._unknown_tags = uk33
    return o, pos


def _enc_AlterPartitionRequest_v3(o: AlterPartitionRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_iq.pack(o.broker_id, o.broker_epoch))
    l37 = o.topics
    n38 = len(l37) + 1
    a(_UV[n38] if n38 < 128 else _uv(n38))
    for e39 in l37:
        a(_S_U.pack(e39.topic_id.bytes))
        l40 = e39.partitions
        n41 = len(l40) + 1
        a(_UV[n41] if n41 < 128 else _uv(n41))
        for e42 in l40:
            a(_S_ii.pack(e42.partition_index, e42.leader_epoch))
            if e42.new_isr:
                raise _unsupported_field('AlterPartitionRequest', 'Topics.Partitions.NewIsr', 3)
            l43 = e42.new_isr_with_epochs
            n44 = len(l43) + 1
            a(_UV[n44] if n44 < 128 else _uv(n44))
            for e45 in l43:
                a(_S_iq.pack(e45.broker_id, e45.broker_epoch))
                u46 = e45._unknown_tags
                if u46 is None:
                    a(_H0)
                else:
                    _write_tags(a, None, u46)
            a(_S_bi.pack(e42.leader_recovery_state, e42.partition_epoch))
            u47 = e42._unknown_tags
            if u47 is None:
                a(_H0)
            else:
                _write_tags(a, None, u47)
        u48 = e39._unknown_tags
        if u48 is None:
            a(_H0)
        else:
            _write_tags(a, None, u48)
    u49 = o._unknown_tags
    if u49 is None:
        a(_H0)
    else:
        _write_tags(a, None, u49)
    return b''.join(parts)


def _dec_AlterPartitionRequest_v3(buf: _Buffer, pos: int) -> tuple[AlterPartitionRequest, int]:
    blen = len(buf)
    o = _new(AlterPartitionRequest)
    o.broker_id, o.broker_epoch = _S_iq.unpack_from(buf, pos)
    pos += 12
    n50 = buf[pos] - 1
    if 0 <= n50 < 127:
        pos += 1
    else:
        n50, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionRequest.Topics')
    l51: list[AlterPartitionRequest.TopicData] = []
    ap52 = l51.append
    for _ in range(n50):
        t53 = _new(_C_AlterPartitionRequest_TopicData)
        u54, = _S_U.unpack_from(buf, pos)
        pos += 16
        t53.topic_id = _uuid_from(u54)
        n55 = buf[pos] - 1
        if 0 <= n55 < 127:
            pos += 1
        else:
            n55, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionRequest.Topics.Partitions')
        l56: list[AlterPartitionRequest.PartitionData] = []
        ap57 = l56.append
        for _ in range(n55):
            t58 = _new(_C_AlterPartitionRequest_PartitionData)
            t58.partition_index, t58.leader_epoch = _S_ii.unpack_from(buf, pos)
            pos += 8
            n59 = buf[pos] - 1
            if 0 <= n59 < 127:
                pos += 1
            else:
                n59, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs')
            l60: list[AlterPartitionRequest.BrokerState] = []
            ap61 = l60.append
            for _ in range(n59):
                t62 = _new(_C_AlterPartitionRequest_BrokerState)
                t62.broker_id, t62.broker_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t62._unknown_tags = None
                else:
                    nt63, pos = _ruv(buf, pos)
                    if nt63 * 2 > blen - pos:
                        raise _array_too_long(nt63, 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._tagged_fields', pos)
                    uk64: list[tuple[int, bytes]] | None = None
                    for _ in range(nt63):
                        tg65, pos = _ruv(buf, pos)
                        sz66, pos = _ruv(buf, pos)
                        x67 = pos + sz66
                        if x67 > blen:
                            raise _bad_length(sz66, 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._tagged_fields', pos)
                        if uk64 is None:
                            uk64 = []
                        uk64.append((tg65, bytes(buf[pos:x67])))
                        pos = x67
                    t62._unknown_tags = uk64
                ap61(t62)
            t58.new_isr_with_epochs = l60
            t58.leader_recovery_state, t58.partition_epoch = _S_bi.unpack_from(buf, pos)
            pos += 5
            t58.new_isr = []
            if buf[pos] == 0:
                pos += 1
                t58._unknown_tags = None
            else:
                nt68, pos = _ruv(buf, pos)
                if nt68 * 2 > blen - pos:
                    raise _array_too_long(nt68, 'AlterPartitionRequest.Topics.Partitions._tagged_fields', pos)
                uk69: list[tuple[int, bytes]] | None = None
                for _ in range(nt68):
                    tg70, pos = _ruv(buf, pos)
                    sz71, pos = _ruv(buf, pos)
                    x72 = pos + sz71
                    if x72 > blen:
                        raise _bad_length(sz71, 'AlterPartitionRequest.Topics.Partitions._tagged_fields', pos)
                    if uk69 is None:
                        uk69 = []
                    uk69.append((tg70, bytes(buf[pos:x72])))
                    pos = x72
                t58._unknown_tags = uk69
            ap57(t58)
        t53.partitions = l56
        if buf[pos] == 0:
            pos += 1
            t53._unknown_tags = None
        else:
            nt73, pos = _ruv(buf, pos)
            if nt73 * 2 > blen - pos:
                raise _array_too_long(nt73, 'AlterPartitionRequest.Topics._tagged_fields', pos)
            uk74: list[tuple[int, bytes]] | None = None
            for _ in range(nt73):
                tg75, pos = _ruv(buf, pos)
                sz76, pos = _ruv(buf, pos)
                x77 = pos + sz76
                if x77 > blen:
                    raise _bad_length(sz76, 'AlterPartitionRequest.Topics._tagged_fields', pos)
                if uk74 is None:
                    uk74 = []
                uk74.append((tg75, bytes(buf[pos:x77])))
                pos = x77
            t53._unknown_tags = uk74
        ap52(t53)
    o.topics = l51
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt78, pos = _ruv(buf, pos)
        if nt78 * 2 > blen - pos:
            raise _array_too_long(nt78, 'AlterPartitionRequest._tagged_fields', pos)
        uk79: list[tuple[int, bytes]] | None = None
        for _ in range(nt78):
            tg80, pos = _ruv(buf, pos)
            sz81, pos = _ruv(buf, pos)
            x82 = pos + sz81
            if x82 > blen:
                raise _bad_length(sz81, 'AlterPartitionRequest._tagged_fields', pos)
            if uk79 is None:
                uk79 = []
            uk79.append((tg80, bytes(buf[pos:x82])))
            pos = x82
        o._unknown_tags = uk79
    return o, pos


AlterPartitionRequest._ENC = {2: _enc_AlterPartitionRequest_v2, 3: _enc_AlterPartitionRequest_v3}
AlterPartitionRequest._DEC = {2: _dec_AlterPartitionRequest_v2, 3: _dec_AlterPartitionRequest_v3}


class AlterPartitionResponse(_Message):
    """AlterPartitionResponse (response): API key 56; versions 2-3; flexible in 2-3."""

    __slots__ = ('throttle_time_ms', 'error_code', 'topics', '_unknown_tags')
    NAME = 'AlterPartitionResponse'
    TYPE = 'response'
    API_KEY = 56
    VALID_VERSIONS = (2, 3)
    FLEXIBLE_VERSIONS = (0, 3)

    throttle_time_ms: int
    """Milliseconds the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 0+; default 0."""
    error_code: int
    """Request-level error code, or 0.

    `ErrorCode` (int16): versions 0+; default 0."""
    topics: list[AlterPartitionResponse.TopicData]
    """Per-topic results.

    `Topics` ([]TopicData): versions 0+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        topics: list[AlterPartitionResponse.TopicData] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.topics = [] if topics is _EMPTY else topics
        self._unknown_tags = _unknown_tags

    class TopicData(_Message):
        """Per-topic results.

        TopicData (in AlterPartitionResponse): versions 0+."""

        __slots__ = ('topic_id', 'partitions', '_unknown_tags')
        NAME = 'AlterPartitionResponse.TopicData'

        topic_id: UUID
        """Id of the topic.

        `TopicId` (uuid): versions 2+; default the zero UUID; ignorable."""
        partitions: list[AlterPartitionResponse.PartitionData]
        """Per-partition results.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic_id: UUID = _ZERO_UUID,
            partitions: list[AlterPartitionResponse.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Per-partition results.

        PartitionData (in AlterPartitionResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', 'isr', 'leader_recovery_state', 'partition_epoch', '_unknown_tags')
        NAME = 'AlterPartitionResponse.PartitionData'

        partition_index: int
        """Index of the partition.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Partition-level error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        leader_id: int
        """Current leader of the partition.

        `LeaderId` (int32): versions 0+; default 0."""
        leader_epoch: int
        """Current leader epoch.

        `LeaderEpoch` (int32): versions 0+; default 0."""
        isr: list[int]
        """Current ISR.

        `Isr` ([]int32): versions 0+; default []."""
        leader_recovery_state: int
        """0 if the leader is recovered, 1 if it is still recovering after an unclean election.

        `LeaderRecoveryState` (int8): versions 1+; default 0; ignorable."""
        partition_epoch: int
        """Current partition epoch.

        `PartitionEpoch` (int32): versions 0+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            leader_id: int = 0,
            leader_epoch: int = 0,
            isr: list[int] = _EMPTY,
            leader_recovery_state: int = 0,
            partition_epoch: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self.isr = [] if isr is _EMPTY else isr
            self.leader_recovery_state = leader_recovery_state
            self.partition_epoch = partition_epoch
            self._unknown_tags = _unknown_tags


_C_AlterPartitionResponse_TopicData = AlterPartitionResponse.TopicData
_C_AlterPartitionResponse_PartitionData = AlterPartitionResponse.PartitionData
AlterPartitionResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Topics', 'topics', '[]TopicData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionResponse_TopicData),
)
_C_AlterPartitionResponse_TopicData.FIELDS = (
    _FI('TopicId', 'topic_id', 'uuid', (2, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_AlterPartitionResponse_PartitionData),
)
_C_AlterPartitionResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderId', 'leader_id', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Isr', 'isr', '[]int32', (0, 32767), (1, 0), (1, 0), None, (), False, None),
    _FI('LeaderRecoveryState', 'leader_recovery_state', 'int8', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('PartitionEpoch', 'partition_epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_AlterPartitionResponse_TopicData = _C_AlterPartitionResponse_TopicData()
_DEF_AlterPartitionResponse_PartitionData = _C_AlterPartitionResponse_PartitionData()

def _mk_AlterPartitionResponse_TopicData() -> AlterPartitionResponse.TopicData:
    o = _new(_C_AlterPartitionResponse_TopicData)
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_AlterPartitionResponse_PartitionData() -> AlterPartitionResponse.PartitionData:
    o = _new(_C_AlterPartitionResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.leader_id = 0
    o.leader_epoch = 0
    o.isr = []
    o.leader_recovery_state = 0
    o.partition_epoch = 0
    o._unknown_tags = None
    return o


def _enc_AlterPartitionResponse_v2(o: AlterPartitionResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l83 = o.topics
    n84 = len(l83) + 1
    a(_UV[n84] if n84 < 128 else _uv(n84))
    for e85 in l83:
        a(_S_U.pack(e85.topic_id.bytes))
        l86 = e85.partitions
        n87 = len(l86) + 1
        a(_UV[n87] if n87 < 128 else _uv(n87))
        for e88 in l86:
            a(_S_ihii.pack(e88.partition_index, e88.error_code, e88.leader_id, e88.leader_epoch))
            l89 = e88.isr
            n90 = len(l89)
            if n90 < 64:
                a(_CA_i[n90].pack(n90 + 1, *l89))
            else:
                a(_encode_array('i', l89, True))
            a(_S_bi.pack(e88.leader_recovery_state, e88.partition_epoch))
            u91 = e88._unknown_tags
            if u91 is None:
                a(_H0)
            else:
                _write_tags(a, None, u91)
        u92 = e85._unknown_tags
        if u92 is None:
            a(_H0)
        else:
            _write_tags(a, None, u92)
    u93 = o._unknown_tags
    if u93 is None:
        a(_H0)
    else:
        _write_tags(a, None, u93)
    return b''.join(parts)


def _dec_AlterPartitionResponse_v2(buf: _Buffer, pos: int) -> tuple[AlterPartitionResponse, int]:
    blen = len(buf)
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n94 = buf[pos] - 1
    if 0 <= n94 < 127:
        pos += 1
    else:
        n94, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionResponse.Topics')
    l95: list[AlterPartitionResponse.TopicData] = []
    ap96 = l95.append
    for _ in range(n94):
        t97 = _new(_C_AlterPartitionResponse_TopicData)
        u98, = _S_U.unpack_from(buf, pos)
        pos += 16
        t97.topic_id = _uuid_from(u98)
        n99 = buf[pos] - 1
        if 0 <= n99 < 127:
            pos += 1
        else:
            n99, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionResponse.Topics.Partitions')
        l100: list[AlterPartitionResponse.PartitionData] = []
        ap101 = l100.append
        for _ in range(n99):
            t102 = _new(_C_AlterPartitionResponse_PartitionData)
            t102.partition_index, t102.error_code, t102.leader_id, t102.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            n103 = buf[pos] - 1
            if 0 <= n103 < 64:
                t102.isr = list(_A_i[n103].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n103
            else:
                t102.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'AlterPartitionResponse.Topics.Partitions.Isr')
            t102.leader_recovery_state, t102.partition_epoch = _S_bi.unpack_from(buf, pos)
            pos += 5
            if buf[pos] == 0:
                pos += 1
                t102._unknown_tags = None
            else:
                nt104, pos = _ruv(buf, pos)
                if nt104 * 2 > blen - pos:
                    raise _array_too_long(nt104, 'AlterPartitionResponse.Topics.Partitions._tagged_fields', pos)
                uk105: list[tuple[int, bytes]] | None = None
                for _ in range(nt104):
                    tg106, pos = _ruv(buf, pos)
                    sz107, pos = _ruv(buf, pos)
                    x108 = pos + sz107
                    if x108 > blen:
                        raise _bad_length(sz107, 'AlterPartitionResponse.Topics.Partitions._tagged_fields', pos)
                    if uk105 is None:
                        uk105 = []
                    uk105.append((tg106, bytes(buf[pos:x108])))
                    pos = x108
                t102._unknown_tags = uk105
            ap101(t102)
        t97.partitions = l100
        if buf[pos] == 0:
            pos += 1
            t97._unknown_tags = None
        else:
            nt109, pos = _ruv(buf, pos)
            if nt109 * 2 > blen - pos:
                raise _array_too_long(nt109, 'AlterPartitionResponse.Topics._tagged_fields', pos)
            uk110: list[tuple[int, bytes]] | None = None
            for _ in range(nt109):
                tg111, pos = _ruv(buf, pos)
                sz112, pos = _ruv(buf, pos)
                x113 = pos + sz112
                if x113 > blen:
                    raise _bad_length(sz112, 'AlterPartitionResponse.Topics._tagged_fields', pos)
                if uk110 is None:
                    uk110 = []
                uk110.append((tg111, bytes(buf[pos:x113])))
                pos = x113
            t97._unknown_tags = uk110
        ap96(t97)
    o.topics = l95
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt114, pos = _ruv(buf, pos)
        if nt114 * 2 > blen - pos:
            raise _array_too_long(nt114, 'AlterPartitionResponse._tagged_fields', pos)
        uk115: list[tuple[int, bytes]] | None = None
        for _ in range(nt114):
            tg116, pos = _ruv(buf, pos)
            sz117, pos = _ruv(buf, pos)
            x118 = pos + sz117
            if x118 > blen:
                raise _bad_length(sz117, 'AlterPartitionResponse._tagged_fields', pos)
            if uk115 is None:
                uk115 = []
            uk115.append((tg116, bytes(buf[pos:x118])))
            pos = x118
        o._unknown_tags = uk115
    return o, pos


def _enc_AlterPartitionResponse_v3(o: AlterPartitionResponse) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_ih.pack(o.throttle_time_ms, o.error_code))
    l119 = o.topics
    n120 = len(l119) + 1
    a(_UV[n120] if n120 < 128 else _uv(n120))
    for e121 in l119:
        a(_S_U.pack(e121.topic_id.bytes))
        l122 = e121.partitions
        n123 = len(l122) + 1
        a(_UV[n123] if n123 < 128 else _uv(n123))
        for e124 in l122:
            a(_S_ihii.pack(e124.partition_index, e124.error_code, e124.leader_id, e124.leader_epoch))
            l125 = e124.isr
            n126 = len(l125)
            if n126 < 64:
                a(_CA_i[n126].pack(n126 + 1, *l125))
            else:
                a(_encode_array('i', l125, True))
            a(_S_bi.pack(e124.leader_recovery_state, e124.partition_epoch))
            u127 = e124._unknown_tags
            if u127 is None:
                a(_H0)
            else:
                _write_tags(a, None, u127)
        u128 = e121._unknown_tags
        if u128 is None:
            a(_H0)
        else:
            _write_tags(a, None, u128)
    u129 = o._unknown_tags
    if u129 is None:
        a(_H0)
    else:
        _write_tags(a, None, u129)
    return b''.join(parts)


def _dec_AlterPartitionResponse_v3(buf: _Buffer, pos: int) -> tuple[AlterPartitionResponse, int]:
    blen = len(buf)
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms, o.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    n130 = buf[pos] - 1
    if 0 <= n130 < 127:
        pos += 1
    else:
        n130, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionResponse.Topics')
    l131: list[AlterPartitionResponse.TopicData] = []
    ap132 = l131.append
    for _ in range(n130):
        t133 = _new(_C_AlterPartitionResponse_TopicData)
        u134, = _S_U.unpack_from(buf, pos)
        pos += 16
        t133.topic_id = _uuid_from(u134)
        n135 = buf[pos] - 1
        if 0 <= n135 < 127:
            pos += 1
        else:
            n135, pos = _read_array_len(buf, pos, True, False, 1, 'AlterPartitionResponse.Topics.Partitions')
        l136: list[AlterPartitionResponse.PartitionData] = []
        ap137 = l136.append
        for _ in range(n135):
            t138 = _new(_C_AlterPartitionResponse_PartitionData)
            t138.partition_index, t138.error_code, t138.leader_id, t138.leader_epoch = _S_ihii.unpack_from(buf, pos)
            pos += 14
            n139 = buf[pos] - 1
            if 0 <= n139 < 64:
                t138.isr = list(_A_i[n139].unpack_from(buf, pos + 1))
                pos += 1 + 4 * n139
            else:
                t138.isr, pos = _read_fixed_array(buf, pos, 'i', True, False, 'AlterPartitionResponse.Topics.Partitions.Isr')
            t138.leader_recovery_state, t138.partition_epoch = _S_bi.unpack_from(buf, pos)
            pos += 5
            if buf[pos] == 0:
                pos += 1
                t138._unknown_tags = None
            else:
                nt140, pos = _ruv(buf, pos)
                if nt140 * 2 > blen - pos:
                    raise _array_too_long(nt140, 'AlterPartitionResponse.Topics.Partitions._tagged_fields', pos)
                uk141: list[tuple[int, bytes]] | None = None
                for _ in range(nt140):
                    tg142, pos = _ruv(buf, pos)
                    sz143, pos = _ruv(buf, pos)
                    x144 = pos + sz143
                    if x144 > blen:
                        raise _bad_length(sz143, 'AlterPartitionResponse.Topics.Partitions._tagged_fields', pos)
                    if uk141 is None:
                        uk141 = []
                    uk141.append((tg142, bytes(buf[pos:x144])))
                    pos = x144
                t138._unknown_tags = uk141
            ap137(t138)
        t133.partitions = l136
        if buf[pos] == 0:
            pos += 1
            t133._unknown_tags = None
        else:
            nt145, pos = _ruv(buf, pos)
            if nt145 * 2 > blen - pos:
                raise _array_too_long(nt145, 'AlterPartitionResponse.Topics._tagged_fields', pos)
            uk146: list[tuple[int, bytes]] | None = None
            for _ in range(nt145):
                tg147, pos = _ruv(buf, pos)
                sz148, pos = _ruv(buf, pos)
                x149 = pos + sz148
                if x149 > blen:
                    raise _bad_length(sz148, 'AlterPartitionResponse.Topics._tagged_fields', pos)
                if uk146 is None:
                    uk146 = []
                uk146.append((tg147, bytes(buf[pos:x149])))
                pos = x149
            t133._unknown_tags = uk146
        ap132(t133)
    o.topics = l131
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt150, pos = _ruv(buf, pos)
        if nt150 * 2 > blen - pos:
            raise _array_too_long(nt150, 'AlterPartitionResponse._tagged_fields', pos)
        uk151: list[tuple[int, bytes]] | None = None
        for _ in range(nt150):
            tg152, pos = _ruv(buf, pos)
            sz153, pos = _ruv(buf, pos)
            x154 = pos + sz153
            if x154 > blen:
                raise _bad_length(sz153, 'AlterPartitionResponse._tagged_fields', pos)
            if uk151 is None:
                uk151 = []
            uk151.append((tg152, bytes(buf[pos:x154])))
            pos = x154
        o._unknown_tags = uk151
    return o, pos


AlterPartitionResponse._ENC = {2: _enc_AlterPartitionResponse_v2, 3: _enc_AlterPartitionResponse_v3}
AlterPartitionResponse._DEC = {2: _dec_AlterPartitionResponse_v2, 3: _dec_AlterPartitionResponse_v3}


_LINES = {
    264: 'AlterPartitionRequest.BrokerId,BrokerEpoch',
    265: 'AlterPartitionRequest.Topics',
    266: 'AlterPartitionRequest.Topics',
    267: 'AlterPartitionRequest.Topics',
    268: 'AlterPartitionRequest.Topics',
    269: 'AlterPartitionRequest.Topics.TopicId',
    270: 'AlterPartitionRequest.Topics.Partitions',
    271: 'AlterPartitionRequest.Topics.Partitions',
    272: 'AlterPartitionRequest.Topics.Partitions',
    273: 'AlterPartitionRequest.Topics.Partitions',
    274: 'AlterPartitionRequest.Topics.Partitions.PartitionIndex,LeaderEpoch',
    275: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    276: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    278: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    280: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    281: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    283: 'AlterPartitionRequest.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    284: 'AlterPartitionRequest.Topics.Partitions._unknown_tags',
    285: 'AlterPartitionRequest.Topics.Partitions',
    288: 'AlterPartitionRequest.Topics.Partitions._unknown_tags',
    289: 'AlterPartitionRequest.Topics._unknown_tags',
    290: 'AlterPartitionRequest.Topics',
    293: 'AlterPartitionRequest.Topics._unknown_tags',
    294: 'AlterPartitionRequest._unknown_tags',
    295: 'AlterPartitionRequest',
    298: 'AlterPartitionRequest._unknown_tags',
    305: 'AlterPartitionRequest.BrokerId,BrokerEpoch',
    307: 'AlterPartitionRequest.Topics',
    311: 'AlterPartitionRequest.Topics',
    316: 'AlterPartitionRequest.Topics.TopicId',
    319: 'AlterPartitionRequest.Topics.Partitions',
    323: 'AlterPartitionRequest.Topics.Partitions',
    328: 'AlterPartitionRequest.Topics.Partitions.PartitionIndex,LeaderEpoch',
    330: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    332: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    335: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    336: 'AlterPartitionRequest.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    339: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    343: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    348: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    349: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    360: 'AlterPartitionRequest.Topics._tagged_fields',
    364: 'AlterPartitionRequest.Topics._tagged_fields',
    369: 'AlterPartitionRequest.Topics._tagged_fields',
    370: 'AlterPartitionRequest.Topics._tagged_fields',
    381: 'AlterPartitionRequest._tagged_fields',
    385: 'AlterPartitionRequest._tagged_fields',
    390: 'AlterPartitionRequest._tagged_fields',
    391: 'AlterPartitionRequest._tagged_fields',
    406: 'AlterPartitionRequest.BrokerId,BrokerEpoch',
    407: 'AlterPartitionRequest.Topics',
    408: 'AlterPartitionRequest.Topics',
    409: 'AlterPartitionRequest.Topics',
    410: 'AlterPartitionRequest.Topics',
    411: 'AlterPartitionRequest.Topics.TopicId',
    412: 'AlterPartitionRequest.Topics.Partitions',
    413: 'AlterPartitionRequest.Topics.Partitions',
    414: 'AlterPartitionRequest.Topics.Partitions',
    415: 'AlterPartitionRequest.Topics.Partitions',
    416: 'AlterPartitionRequest.Topics.Partitions.PartitionIndex,LeaderEpoch',
    417: 'AlterPartitionRequest.Topics.Partitions.NewIsr',
    419: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    420: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    421: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    422: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    423: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs.BrokerId,BrokerEpoch',
    424: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._unknown_tags',
    425: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    428: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._unknown_tags',
    429: 'AlterPartitionRequest.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    430: 'AlterPartitionRequest.Topics.Partitions._unknown_tags',
    431: 'AlterPartitionRequest.Topics.Partitions',
    434: 'AlterPartitionRequest.Topics.Partitions._unknown_tags',
    435: 'AlterPartitionRequest.Topics._unknown_tags',
    436: 'AlterPartitionRequest.Topics',
    439: 'AlterPartitionRequest.Topics._unknown_tags',
    440: 'AlterPartitionRequest._unknown_tags',
    441: 'AlterPartitionRequest',
    444: 'AlterPartitionRequest._unknown_tags',
    451: 'AlterPartitionRequest.BrokerId,BrokerEpoch',
    453: 'AlterPartitionRequest.Topics',
    457: 'AlterPartitionRequest.Topics',
    462: 'AlterPartitionRequest.Topics.TopicId',
    465: 'AlterPartitionRequest.Topics.Partitions',
    469: 'AlterPartitionRequest.Topics.Partitions',
    474: 'AlterPartitionRequest.Topics.Partitions.PartitionIndex,LeaderEpoch',
    476: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    480: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs',
    485: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs.BrokerId,BrokerEpoch',
    487: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._tagged_fields',
    491: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._tagged_fields',
    496: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._tagged_fields',
    497: 'AlterPartitionRequest.Topics.Partitions.NewIsrWithEpochs._tagged_fields',
    508: 'AlterPartitionRequest.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    511: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    515: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    520: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    521: 'AlterPartitionRequest.Topics.Partitions._tagged_fields',
    532: 'AlterPartitionRequest.Topics._tagged_fields',
    536: 'AlterPartitionRequest.Topics._tagged_fields',
    541: 'AlterPartitionRequest.Topics._tagged_fields',
    542: 'AlterPartitionRequest.Topics._tagged_fields',
    553: 'AlterPartitionRequest._tagged_fields',
    557: 'AlterPartitionRequest._tagged_fields',
    562: 'AlterPartitionRequest._tagged_fields',
    563: 'AlterPartitionRequest._tagged_fields',
    754: 'AlterPartitionResponse.ThrottleTimeMs,ErrorCode',
    755: 'AlterPartitionResponse.Topics',
    756: 'AlterPartitionResponse.Topics',
    757: 'AlterPartitionResponse.Topics',
    758: 'AlterPartitionResponse.Topics',
    759: 'AlterPartitionResponse.Topics.TopicId',
    760: 'AlterPartitionResponse.Topics.Partitions',
    761: 'AlterPartitionResponse.Topics.Partitions',
    762: 'AlterPartitionResponse.Topics.Partitions',
    763: 'AlterPartitionResponse.Topics.Partitions',
    764: 'AlterPartitionResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    765: 'AlterPartitionResponse.Topics.Partitions.Isr',
    766: 'AlterPartitionResponse.Topics.Partitions.Isr',
    768: 'AlterPartitionResponse.Topics.Partitions.Isr',
    770: 'AlterPartitionResponse.Topics.Partitions.Isr',
    771: 'AlterPartitionResponse.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    772: 'AlterPartitionResponse.Topics.Partitions._unknown_tags',
    773: 'AlterPartitionResponse.Topics.Partitions',
    776: 'AlterPartitionResponse.Topics.Partitions._unknown_tags',
    777: 'AlterPartitionResponse.Topics._unknown_tags',
    778: 'AlterPartitionResponse.Topics',
    781: 'AlterPartitionResponse.Topics._unknown_tags',
    782: 'AlterPartitionResponse._unknown_tags',
    783: 'AlterPartitionResponse',
    786: 'AlterPartitionResponse._unknown_tags',
    793: 'AlterPartitionResponse.ThrottleTimeMs,ErrorCode',
    795: 'AlterPartitionResponse.Topics',
    799: 'AlterPartitionResponse.Topics',
    804: 'AlterPartitionResponse.Topics.TopicId',
    807: 'AlterPartitionResponse.Topics.Partitions',
    811: 'AlterPartitionResponse.Topics.Partitions',
    816: 'AlterPartitionResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    818: 'AlterPartitionResponse.Topics.Partitions.Isr',
    820: 'AlterPartitionResponse.Topics.Partitions.Isr',
    823: 'AlterPartitionResponse.Topics.Partitions.Isr',
    824: 'AlterPartitionResponse.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    826: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    830: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    835: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    836: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    847: 'AlterPartitionResponse.Topics._tagged_fields',
    851: 'AlterPartitionResponse.Topics._tagged_fields',
    856: 'AlterPartitionResponse.Topics._tagged_fields',
    857: 'AlterPartitionResponse.Topics._tagged_fields',
    868: 'AlterPartitionResponse._tagged_fields',
    872: 'AlterPartitionResponse._tagged_fields',
    877: 'AlterPartitionResponse._tagged_fields',
    878: 'AlterPartitionResponse._tagged_fields',
    893: 'AlterPartitionResponse.ThrottleTimeMs,ErrorCode',
    894: 'AlterPartitionResponse.Topics',
    895: 'AlterPartitionResponse.Topics',
    896: 'AlterPartitionResponse.Topics',
    897: 'AlterPartitionResponse.Topics',
    898: 'AlterPartitionResponse.Topics.TopicId',
    899: 'AlterPartitionResponse.Topics.Partitions',
    900: 'AlterPartitionResponse.Topics.Partitions',
    901: 'AlterPartitionResponse.Topics.Partitions',
    902: 'AlterPartitionResponse.Topics.Partitions',
    903: 'AlterPartitionResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    904: 'AlterPartitionResponse.Topics.Partitions.Isr',
    905: 'AlterPartitionResponse.Topics.Partitions.Isr',
    907: 'AlterPartitionResponse.Topics.Partitions.Isr',
    909: 'AlterPartitionResponse.Topics.Partitions.Isr',
    910: 'AlterPartitionResponse.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    911: 'AlterPartitionResponse.Topics.Partitions._unknown_tags',
    912: 'AlterPartitionResponse.Topics.Partitions',
    915: 'AlterPartitionResponse.Topics.Partitions._unknown_tags',
    916: 'AlterPartitionResponse.Topics._unknown_tags',
    917: 'AlterPartitionResponse.Topics',
    920: 'AlterPartitionResponse.Topics._unknown_tags',
    921: 'AlterPartitionResponse._unknown_tags',
    922: 'AlterPartitionResponse',
    925: 'AlterPartitionResponse._unknown_tags',
    932: 'AlterPartitionResponse.ThrottleTimeMs,ErrorCode',
    934: 'AlterPartitionResponse.Topics',
    938: 'AlterPartitionResponse.Topics',
    943: 'AlterPartitionResponse.Topics.TopicId',
    946: 'AlterPartitionResponse.Topics.Partitions',
    950: 'AlterPartitionResponse.Topics.Partitions',
    955: 'AlterPartitionResponse.Topics.Partitions.PartitionIndex,ErrorCode,LeaderId,LeaderEpoch',
    957: 'AlterPartitionResponse.Topics.Partitions.Isr',
    959: 'AlterPartitionResponse.Topics.Partitions.Isr',
    962: 'AlterPartitionResponse.Topics.Partitions.Isr',
    963: 'AlterPartitionResponse.Topics.Partitions.LeaderRecoveryState,PartitionEpoch',
    965: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    969: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    974: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    975: 'AlterPartitionResponse.Topics.Partitions._tagged_fields',
    986: 'AlterPartitionResponse.Topics._tagged_fields',
    990: 'AlterPartitionResponse.Topics._tagged_fields',
    995: 'AlterPartitionResponse.Topics._tagged_fields',
    996: 'AlterPartitionResponse.Topics._tagged_fields',
    1007: 'AlterPartitionResponse._tagged_fields',
    1011: 'AlterPartitionResponse._tagged_fields',
    1016: 'AlterPartitionResponse._tagged_fields',
    1017: 'AlterPartitionResponse._tagged_fields',
}
