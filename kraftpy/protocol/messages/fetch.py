# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from schemas/messages/FetchRequest.json, schemas/messages/FetchResponse.json.
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

__all__ = ['FetchRequest', 'FetchResponse']

_new = object.__new__
_UV = tuple(bytes((i,)) for i in range(128))
_H0 = b'\x00'
_NULL4 = b'\xff\xff\xff\xff'
_A_i = _ARRAYS['i']
_CA_i = _COMPACT_ARRAYS['i']
_LA_i = _LONG_ARRAYS['i']
_S_H = Struct('>H')
_S_U = Struct('>16s')
_S_h = Struct('>h')
_S_i = Struct('>i')
_S_ihi = Struct('>ihi')
_S_ihqq = Struct('>ihqq')
_S_ihqqq = Struct('>ihqqq')
_S_ii = Struct('>ii')
_S_iiib = Struct('>iiib')
_S_iiibii = Struct('>iiibii')
_S_iiiib = Struct('>iiiib')
_S_iiiibii = Struct('>iiiibii')
_S_iiq = Struct('>iiq')
_S_iiqiqi = Struct('>iiqiqi')
_S_iiqqi = Struct('>iiqqi')
_S_iq = Struct('>iq')
_S_iqi = Struct('>iqi')
_S_iqqi = Struct('>iqqi')
_S_q = Struct('>q')
_S_qi = Struct('>qi')
_S_qq = Struct('>qq')


class FetchRequest(_Message):
    """FetchRequest (request): API key 1; versions 4-18; flexible in 12-18; listeners: broker, controller."""

    __slots__ = ('cluster_id', 'replica_id', 'replica_state', 'max_wait_ms', 'min_bytes', 'max_bytes', 'isolation_level', 'session_id', 'session_epoch', 'topics', 'forgotten_topics_data', 'rack_id', 'replica_endpoints', '_unknown_tags')
    NAME = 'FetchRequest'
    TYPE = 'request'
    API_KEY = 1
    LISTENERS: ClassVar[tuple[str, ...]] = ('broker', 'controller')
    VALID_VERSIONS = (4, 18)
    FLEXIBLE_VERSIONS = (12, 18)

    cluster_id: str | None
    """Cluster id of the sender, or null; checked by KRaft voters when present.

    `ClusterId` (string): versions 12+; nullable in 12+; tagged (tag 0) in 12+; default None; ignorable."""
    replica_id: int
    """Follower broker id, or -1 for a consumer.

    `ReplicaId` (int32): versions 0-14; default -1."""
    replica_state: FetchRequest.ReplicaState
    """Identity of the fetching follower; left at defaults for consumers.

    `ReplicaState` (ReplicaState): versions 15+; tagged (tag 1) in 15+; default a default ReplicaState."""
    max_wait_ms: int
    """Maximum time in ms to wait for MinBytes of data.

    `MaxWaitMs` (int32): versions 0+; default 0."""
    min_bytes: int
    """Minimum bytes to accumulate before answering.

    `MinBytes` (int32): versions 0+; default 0."""
    max_bytes: int
    """Maximum bytes to return in total (soft limit: the first batch is always returned whole).

    `MaxBytes` (int32): versions 3+; default 2147483647; ignorable."""
    isolation_level: int
    """0 READ_UNCOMMITTED, or 1 READ_COMMITTED (stop at the last stable offset).

    `IsolationLevel` (int8): versions 4+; default 0; ignorable."""
    session_id: int
    """Fetch session id, or 0 for a full fetch outside a session.

    `SessionId` (int32): versions 7+; default 0; ignorable."""
    session_epoch: int
    """Epoch within the fetch session; -1 for a full fetch without a session.

    `SessionEpoch` (int32): versions 7+; default -1; ignorable."""
    topics: list[FetchRequest.FetchTopic]
    """Partitions to fetch, grouped by topic.

    `Topics` ([]FetchTopic): versions 0+; default []."""
    forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    """Partitions to drop from the incremental fetch session.

    `ForgottenTopicsData` ([]ForgottenTopic): versions 7+; default []."""
    rack_id: str
    """Rack of the consumer, for fetching from the closest replica (KIP-392).

    `RackId` (string): versions 11+; default ''; ignorable."""
    replica_endpoints: list[FetchRequest.ReplicaEndpoint]
    """kraftpy: the controller listeners of a controller fetching the metadata log, so that the quorum leader can make it a voter (seed 003).

    `ReplicaEndpoints` ([]ReplicaEndpoint): versions 12+; tagged (tag 1000) in 12+; default []; ignorable."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        cluster_id: str | None = None,
        replica_id: int = -1,
        replica_state: FetchRequest.ReplicaState = _EMPTY,
        max_wait_ms: int = 0,
        min_bytes: int = 0,
        max_bytes: int = 2147483647,
        isolation_level: int = 0,
        session_id: int = 0,
        session_epoch: int = -1,
        topics: list[FetchRequest.FetchTopic] = _EMPTY,
        forgotten_topics_data: list[FetchRequest.ForgottenTopic] = _EMPTY,
        rack_id: str = '',
        replica_endpoints: list[FetchRequest.ReplicaEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.replica_id = replica_id
        self.replica_state = FetchRequest.ReplicaState() if replica_state is _EMPTY else replica_state
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.isolation_level = isolation_level
        self.session_id = session_id
        self.session_epoch = session_epoch
        self.topics = [] if topics is _EMPTY else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is _EMPTY else forgotten_topics_data
        self.rack_id = rack_id
        self.replica_endpoints = [] if replica_endpoints is _EMPTY else replica_endpoints
        self._unknown_tags = _unknown_tags

    class ReplicaState(_Message):
        """Identity of the fetching follower; left at defaults for consumers.

        ReplicaState (in FetchRequest): versions 15+."""

        __slots__ = ('replica_id', 'replica_epoch', '_unknown_tags')
        NAME = 'FetchRequest.ReplicaState'

        replica_id: int
        """Follower replica id, or -1 for a consumer.

        `ReplicaId` (int32): versions 15+; default -1."""
        replica_epoch: int
        """Broker epoch of the follower, or -1 if unknown.

        `ReplicaEpoch` (int64): versions 15+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            replica_id: int = -1,
            replica_epoch: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.replica_id = replica_id
            self.replica_epoch = replica_epoch
            self._unknown_tags = _unknown_tags

    class FetchTopic(_Message):
        """Partitions to fetch, grouped by topic.

        FetchTopic (in FetchRequest): versions 0+."""

        __slots__ = ('topic', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'FetchRequest.FetchTopic'

        topic: str
        """Topic name.

        `Topic` (string): versions 0-12; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 13+; default the zero UUID; ignorable."""
        partitions: list[FetchRequest.FetchPartition]
        """Per-partition fetch positions and limits.

        `Partitions` ([]FetchPartition): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            topic_id: UUID = _ZERO_UUID,
            partitions: list[FetchRequest.FetchPartition] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class FetchPartition(_Message):
        """Per-partition fetch positions and limits.

        FetchPartition (in FetchRequest): versions 0+."""

        __slots__ = ('partition', 'current_leader_epoch', 'fetch_offset', 'last_fetched_epoch', 'log_start_offset', 'partition_max_bytes', 'replica_directory_id', 'high_watermark', '_unknown_tags')
        NAME = 'FetchRequest.FetchPartition'

        partition: int
        """Partition index.

        `Partition` (int32): versions 0+; default 0."""
        current_leader_epoch: int
        """Leader epoch known to the fetcher, for fencing, or -1.

        `CurrentLeaderEpoch` (int32): versions 9+; default -1; ignorable."""
        fetch_offset: int
        """Offset to fetch from.

        `FetchOffset` (int64): versions 0+; default 0."""
        last_fetched_epoch: int
        """Epoch of the last fetched batch, used to detect log divergence, or -1.

        `LastFetchedEpoch` (int32): versions 12+; default -1."""
        log_start_offset: int
        """Log start offset of the follower; -1 for consumers.

        `LogStartOffset` (int64): versions 5+; default -1; ignorable."""
        partition_max_bytes: int
        """Maximum bytes to return for this partition (soft limit).

        `PartitionMaxBytes` (int32): versions 0+; default 0."""
        replica_directory_id: UUID
        """Log directory id of the fetching replica.

        `ReplicaDirectoryId` (uuid): versions 17+; tagged (tag 0) in 17+; default the zero UUID; ignorable."""
        high_watermark: int
        """High watermark known to the follower; max int64 when unknown.

        `HighWatermark` (int64): versions 18+; tagged (tag 1) in 18+; default 9223372036854775807; ignorable."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition: int = 0,
            current_leader_epoch: int = -1,
            fetch_offset: int = 0,
            last_fetched_epoch: int = -1,
            log_start_offset: int = -1,
            partition_max_bytes: int = 0,
            replica_directory_id: UUID = _ZERO_UUID,
            high_watermark: int = 9223372036854775807,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition = partition
            self.current_leader_epoch = current_leader_epoch
            self.fetch_offset = fetch_offset
            self.last_fetched_epoch = last_fetched_epoch
            self.log_start_offset = log_start_offset
            self.partition_max_bytes = partition_max_bytes
            self.replica_directory_id = replica_directory_id
            self.high_watermark = high_watermark
            self._unknown_tags = _unknown_tags

    class ForgottenTopic(_Message):
        """Partitions to drop from the incremental fetch session.

        ForgottenTopic (in FetchRequest): versions 7+."""

        __slots__ = ('topic', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'FetchRequest.ForgottenTopic'

        topic: str
        """Topic name.

        `Topic` (string): versions 7-12; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 13+; default the zero UUID; ignorable."""
        partitions: list[int]
        """Indexes of the partitions to remove from the session.

        `Partitions` ([]int32): versions 7+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            topic_id: UUID = _ZERO_UUID,
            partitions: list[int] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class ReplicaEndpoint(_Message):
        """kraftpy: the controller listeners of a controller fetching the metadata log, so that the quorum leader can make it a voter (seed 003).

        ReplicaEndpoint (in FetchRequest): versions 12+."""

        __slots__ = ('name', 'host', 'port', '_unknown_tags')
        NAME = 'FetchRequest.ReplicaEndpoint'

        name: str
        """Listener name.

        `Name` (string): versions 12+; default ''."""
        host: str
        """Host name or address.

        `Host` (string): versions 12+; default ''."""
        port: int
        """Port.

        `Port` (uint16): versions 12+; default 0."""
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


_C_FetchRequest_ReplicaState = FetchRequest.ReplicaState
_C_FetchRequest_FetchTopic = FetchRequest.FetchTopic
_C_FetchRequest_FetchPartition = FetchRequest.FetchPartition
_C_FetchRequest_ForgottenTopic = FetchRequest.ForgottenTopic
_C_FetchRequest_ReplicaEndpoint = FetchRequest.ReplicaEndpoint
FetchRequest.FIELDS = (
    _FI('ClusterId', 'cluster_id', 'string', (12, 32767), (12, 32767), (12, 32767), 0, None, True, None),
    _FI('ReplicaId', 'replica_id', 'int32', (0, 14), (1, 0), (1, 0), None, -1, False, None),
    _FI('ReplicaState', 'replica_state', 'ReplicaState', (15, 32767), (1, 0), (15, 32767), 1, (), False, _C_FetchRequest_ReplicaState),
    _FI('MaxWaitMs', 'max_wait_ms', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MinBytes', 'min_bytes', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('MaxBytes', 'max_bytes', 'int32', (3, 32767), (1, 0), (1, 0), None, 2147483647, True, None),
    _FI('IsolationLevel', 'isolation_level', 'int8', (4, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SessionId', 'session_id', 'int32', (7, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SessionEpoch', 'session_epoch', 'int32', (7, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('Topics', 'topics', '[]FetchTopic', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchRequest_FetchTopic),
    _FI('ForgottenTopicsData', 'forgotten_topics_data', '[]ForgottenTopic', (7, 32767), (1, 0), (1, 0), None, (), False, _C_FetchRequest_ForgottenTopic),
    _FI('RackId', 'rack_id', 'string', (11, 32767), (1, 0), (1, 0), None, '', True, None),
    _FI('ReplicaEndpoints', 'replica_endpoints', '[]ReplicaEndpoint', (12, 32767), (1, 0), (12, 32767), 1000, (), True, _C_FetchRequest_ReplicaEndpoint),
)
_C_FetchRequest_ReplicaState.FIELDS = (
    _FI('ReplicaId', 'replica_id', 'int32', (15, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('ReplicaEpoch', 'replica_epoch', 'int64', (15, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchRequest_FetchTopic.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]FetchPartition', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchRequest_FetchPartition),
)
_C_FetchRequest_FetchPartition.FIELDS = (
    _FI('Partition', 'partition', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('CurrentLeaderEpoch', 'current_leader_epoch', 'int32', (9, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('FetchOffset', 'fetch_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastFetchedEpoch', 'last_fetched_epoch', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LogStartOffset', 'log_start_offset', 'int64', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('PartitionMaxBytes', 'partition_max_bytes', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ReplicaDirectoryId', 'replica_directory_id', 'uuid', (17, 32767), (1, 0), (17, 32767), 0, _ZERO_UUID, True, None),
    _FI('HighWatermark', 'high_watermark', 'int64', (18, 32767), (1, 0), (18, 32767), 1, 9223372036854775807, True, None),
)
_C_FetchRequest_ForgottenTopic.FIELDS = (
    _FI('Topic', 'topic', 'string', (7, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]int32', (7, 32767), (1, 0), (1, 0), None, (), False, None),
)
_C_FetchRequest_ReplicaEndpoint.FIELDS = (
    _FI('Name', 'name', 'string', (12, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Host', 'host', 'string', (12, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'uint16', (12, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_DEF_FetchRequest_ReplicaState = _C_FetchRequest_ReplicaState()
_DEF_FetchRequest_FetchTopic = _C_FetchRequest_FetchTopic()
_DEF_FetchRequest_FetchPartition = _C_FetchRequest_FetchPartition()
_DEF_FetchRequest_ForgottenTopic = _C_FetchRequest_ForgottenTopic()
_DEF_FetchRequest_ReplicaEndpoint = _C_FetchRequest_ReplicaEndpoint()

def _mk_FetchRequest_ReplicaState() -> FetchRequest.ReplicaState:
    o = _new(_C_FetchRequest_ReplicaState)
    o.replica_id = -1
    o.replica_epoch = -1
    o._unknown_tags = None
    return o

def _mk_FetchRequest_FetchTopic() -> FetchRequest.FetchTopic:
    o = _new(_C_FetchRequest_FetchTopic)
    o.topic = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_FetchRequest_FetchPartition() -> FetchRequest.FetchPartition:
    o = _new(_C_FetchRequest_FetchPartition)
    o.partition = 0
    o.current_leader_epoch = -1
    o.fetch_offset = 0
    o.last_fetched_epoch = -1
    o.log_start_offset = -1
    o.partition_max_bytes = 0
    o.replica_directory_id = _ZERO_UUID
    o.high_watermark = 9223372036854775807
    o._unknown_tags = None
    return o

def _mk_FetchRequest_ForgottenTopic() -> FetchRequest.ForgottenTopic:
    o = _new(_C_FetchRequest_ForgottenTopic)
    o.topic = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_FetchRequest_ReplicaEndpoint() -> FetchRequest.ReplicaEndpoint:
    o = _new(_C_FetchRequest_ReplicaEndpoint)
    o.name = ''
    o.host = ''
    o.port = 0
    o._unknown_tags = None
    return o


def _enc_FetchRequest_v4(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 4)
    a(_S_iiib.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    l1 = o.topics
    a(_S_i.pack(len(l1)))
    for e2 in l1:
        s3 = e2.topic
        b4 = s3.encode()
        a(_S_h.pack(len(b4)))
        a(b4)
        l6 = e2.partitions
        a(_S_i.pack(len(l6)))
        for e7 in l6:
            a(_S_i.pack(e7.partition))
            a(_S_q.pack(e7.fetch_offset))
            if e7.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 4)
            a(_S_i.pack(e7.partition_max_bytes))
    if o.forgotten_topics_data:
        raise _unsupported_field('FetchRequest', 'ForgottenTopicsData', 4)
    return b''.join(parts)


def _dec_FetchRequest_v4(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S_iiiib.unpack_from(buf, pos)
    pos += 17
    n8, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l9: list[FetchRequest.FetchTopic] = []
    ap10 = l9.append
    for _ in range(n8):
        t11 = _new(_C_FetchRequest_FetchTopic)
        n12, = _S_h.unpack_from(buf, pos)
        if n12 >= 0:
            x13 = pos + 2 + n12
            if x13 > blen:
                raise _bad_length(n12, 'FetchRequest.Topics.Topic', pos)
            t11.topic = str(buf[pos + 2:x13], 'utf-8')
            pos = x13
        else:
            t11.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n14, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l15: list[FetchRequest.FetchPartition] = []
        ap16 = l15.append
        for _ in range(n14):
            t17 = _new(_C_FetchRequest_FetchPartition)
            t17.partition, t17.fetch_offset, t17.partition_max_bytes = _S_iqi.unpack_from(buf, pos)
            pos += 16
            t17.current_leader_epoch = -1
            t17.last_fetched_epoch = -1
            t17.log_start_offset = -1
            t17.replica_directory_id = _ZERO_UUID
            t17.high_watermark = 9223372036854775807
            t17._unknown_tags = None
            ap16(t17)
        t11.partitions = l15
        t11.topic_id = _ZERO_UUID
        t11._unknown_tags = None
        ap10(t11)
    o.topics = l9
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.session_id = 0
    o.session_epoch = -1
    o.forgotten_topics_data = []
    o.rack_id = ''
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v5(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 5)
    a(_S_iiib.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    l18 = o.topics
    a(_S_i.pack(len(l18)))
    for e19 in l18:
        s20 = e19.topic
        b21 = s20.encode()
        a(_S_h.pack(len(b21)))
        a(b21)
        l23 = e19.partitions
        a(_S_i.pack(len(l23)))
        for e24 in l23:
            a(_S_i.pack(e24.partition))
            a(_S_q.pack(e24.fetch_offset))
            if e24.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 5)
            a(_S_qi.pack(e24.log_start_offset, e24.partition_max_bytes))
    if o.forgotten_topics_data:
        raise _unsupported_field('FetchRequest', 'ForgottenTopicsData', 5)
    return b''.join(parts)


def _dec_FetchRequest_v5(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S_iiiib.unpack_from(buf, pos)
    pos += 17
    n25, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l26: list[FetchRequest.FetchTopic] = []
    ap27 = l26.append
    for _ in range(n25):
        t28 = _new(_C_FetchRequest_FetchTopic)
        n29, = _S_h.unpack_from(buf, pos)
        if n29 >= 0:
            x30 = pos + 2 + n29
            if x30 > blen:
                raise _bad_length(n29, 'FetchRequest.Topics.Topic', pos)
            t28.topic = str(buf[pos + 2:x30], 'utf-8')
            pos = x30
        else:
            t28.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n31, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l32: list[FetchRequest.FetchPartition] = []
        ap33 = l32.append
        for _ in range(n31):
            t34 = _new(_C_FetchRequest_FetchPartition)
            t34.partition, t34.fetch_offset, t34.log_start_offset, t34.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t34.current_leader_epoch = -1
            t34.last_fetched_epoch = -1
            t34.replica_directory_id = _ZERO_UUID
            t34.high_watermark = 9223372036854775807
            t34._unknown_tags = None
            ap33(t34)
        t28.partitions = l32
        t28.topic_id = _ZERO_UUID
        t28._unknown_tags = None
        ap27(t28)
    o.topics = l26
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.session_id = 0
    o.session_epoch = -1
    o.forgotten_topics_data = []
    o.rack_id = ''
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v6(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 6)
    a(_S_iiib.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    l35 = o.topics
    a(_S_i.pack(len(l35)))
    for e36 in l35:
        s37 = e36.topic
        b38 = s37.encode()
        a(_S_h.pack(len(b38)))
        a(b38)
        l40 = e36.partitions
        a(_S_i.pack(len(l40)))
        for e41 in l40:
            a(_S_i.pack(e41.partition))
            a(_S_q.pack(e41.fetch_offset))
            if e41.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 6)
            a(_S_qi.pack(e41.log_start_offset, e41.partition_max_bytes))
    if o.forgotten_topics_data:
        raise _unsupported_field('FetchRequest', 'ForgottenTopicsData', 6)
    return b''.join(parts)


def _dec_FetchRequest_v6(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S_iiiib.unpack_from(buf, pos)
    pos += 17
    n42, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l43: list[FetchRequest.FetchTopic] = []
    ap44 = l43.append
    for _ in range(n42):
        t45 = _new(_C_FetchRequest_FetchTopic)
        n46, = _S_h.unpack_from(buf, pos)
        if n46 >= 0:
            x47 = pos + 2 + n46
            if x47 > blen:
                raise _bad_length(n46, 'FetchRequest.Topics.Topic', pos)
            t45.topic = str(buf[pos + 2:x47], 'utf-8')
            pos = x47
        else:
            t45.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n48, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l49: list[FetchRequest.FetchPartition] = []
        ap50 = l49.append
        for _ in range(n48):
            t51 = _new(_C_FetchRequest_FetchPartition)
            t51.partition, t51.fetch_offset, t51.log_start_offset, t51.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t51.current_leader_epoch = -1
            t51.last_fetched_epoch = -1
            t51.replica_directory_id = _ZERO_UUID
            t51.high_watermark = 9223372036854775807
            t51._unknown_tags = None
            ap50(t51)
        t45.partitions = l49
        t45.topic_id = _ZERO_UUID
        t45._unknown_tags = None
        ap44(t45)
    o.topics = l43
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.session_id = 0
    o.session_epoch = -1
    o.forgotten_topics_data = []
    o.rack_id = ''
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v7(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 7)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l52 = o.topics
    a(_S_i.pack(len(l52)))
    for e53 in l52:
        s54 = e53.topic
        b55 = s54.encode()
        a(_S_h.pack(len(b55)))
        a(b55)
        l57 = e53.partitions
        a(_S_i.pack(len(l57)))
        for e58 in l57:
            a(_S_i.pack(e58.partition))
            a(_S_q.pack(e58.fetch_offset))
            if e58.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 7)
            a(_S_qi.pack(e58.log_start_offset, e58.partition_max_bytes))
    l59 = o.forgotten_topics_data
    a(_S_i.pack(len(l59)))
    for e60 in l59:
        s61 = e60.topic
        b62 = s61.encode()
        a(_S_h.pack(len(b62)))
        a(b62)
        l64 = e60.partitions
        n65 = len(l64)
        if n65 < 64:
            a(_LA_i[n65].pack(n65, *l64))
        else:
            a(_encode_array('i', l64, False))
    return b''.join(parts)


def _dec_FetchRequest_v7(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n66, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l67: list[FetchRequest.FetchTopic] = []
    ap68 = l67.append
    for _ in range(n66):
        t69 = _new(_C_FetchRequest_FetchTopic)
        n70, = _S_h.unpack_from(buf, pos)
        if n70 >= 0:
            x71 = pos + 2 + n70
            if x71 > blen:
                raise _bad_length(n70, 'FetchRequest.Topics.Topic', pos)
            t69.topic = str(buf[pos + 2:x71], 'utf-8')
            pos = x71
        else:
            t69.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n72, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l73: list[FetchRequest.FetchPartition] = []
        ap74 = l73.append
        for _ in range(n72):
            t75 = _new(_C_FetchRequest_FetchPartition)
            t75.partition, t75.fetch_offset, t75.log_start_offset, t75.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t75.current_leader_epoch = -1
            t75.last_fetched_epoch = -1
            t75.replica_directory_id = _ZERO_UUID
            t75.high_watermark = 9223372036854775807
            t75._unknown_tags = None
            ap74(t75)
        t69.partitions = l73
        t69.topic_id = _ZERO_UUID
        t69._unknown_tags = None
        ap68(t69)
    o.topics = l67
    n76, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l77: list[FetchRequest.ForgottenTopic] = []
    ap78 = l77.append
    for _ in range(n76):
        t79 = _new(_C_FetchRequest_ForgottenTopic)
        n80, = _S_h.unpack_from(buf, pos)
        if n80 >= 0:
            x81 = pos + 2 + n80
            if x81 > blen:
                raise _bad_length(n80, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t79.topic = str(buf[pos + 2:x81], 'utf-8')
            pos = x81
        else:
            t79.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n82, = _S_i.unpack_from(buf, pos)
        if 0 <= n82 < 64:
            t79.partitions = list(_A_i[n82].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n82
        else:
            t79.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t79.topic_id = _ZERO_UUID
        t79._unknown_tags = None
        ap78(t79)
    o.forgotten_topics_data = l77
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v8(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 8)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l83 = o.topics
    a(_S_i.pack(len(l83)))
    for e84 in l83:
        s85 = e84.topic
        b86 = s85.encode()
        a(_S_h.pack(len(b86)))
        a(b86)
        l88 = e84.partitions
        a(_S_i.pack(len(l88)))
        for e89 in l88:
            a(_S_i.pack(e89.partition))
            a(_S_q.pack(e89.fetch_offset))
            if e89.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 8)
            a(_S_qi.pack(e89.log_start_offset, e89.partition_max_bytes))
    l90 = o.forgotten_topics_data
    a(_S_i.pack(len(l90)))
    for e91 in l90:
        s92 = e91.topic
        b93 = s92.encode()
        a(_S_h.pack(len(b93)))
        a(b93)
        l95 = e91.partitions
        n96 = len(l95)
        if n96 < 64:
            a(_LA_i[n96].pack(n96, *l95))
        else:
            a(_encode_array('i', l95, False))
    return b''.join(parts)


def _dec_FetchRequest_v8(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n97, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l98: list[FetchRequest.FetchTopic] = []
    ap99 = l98.append
    for _ in range(n97):
        t100 = _new(_C_FetchRequest_FetchTopic)
        n101, = _S_h.unpack_from(buf, pos)
        if n101 >= 0:
            x102 = pos + 2 + n101
            if x102 > blen:
                raise _bad_length(n101, 'FetchRequest.Topics.Topic', pos)
            t100.topic = str(buf[pos + 2:x102], 'utf-8')
            pos = x102
        else:
            t100.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n103, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l104: list[FetchRequest.FetchPartition] = []
        ap105 = l104.append
        for _ in range(n103):
            t106 = _new(_C_FetchRequest_FetchPartition)
            t106.partition, t106.fetch_offset, t106.log_start_offset, t106.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            t106.current_leader_epoch = -1
            t106.last_fetched_epoch = -1
            t106.replica_directory_id = _ZERO_UUID
            t106.high_watermark = 9223372036854775807
            t106._unknown_tags = None
            ap105(t106)
        t100.partitions = l104
        t100.topic_id = _ZERO_UUID
        t100._unknown_tags = None
        ap99(t100)
    o.topics = l98
    n107, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l108: list[FetchRequest.ForgottenTopic] = []
    ap109 = l108.append
    for _ in range(n107):
        t110 = _new(_C_FetchRequest_ForgottenTopic)
        n111, = _S_h.unpack_from(buf, pos)
        if n111 >= 0:
            x112 = pos + 2 + n111
            if x112 > blen:
                raise _bad_length(n111, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t110.topic = str(buf[pos + 2:x112], 'utf-8')
            pos = x112
        else:
            t110.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n113, = _S_i.unpack_from(buf, pos)
        if 0 <= n113 < 64:
            t110.partitions = list(_A_i[n113].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n113
        else:
            t110.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t110.topic_id = _ZERO_UUID
        t110._unknown_tags = None
        ap109(t110)
    o.forgotten_topics_data = l108
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v9(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 9)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l114 = o.topics
    a(_S_i.pack(len(l114)))
    for e115 in l114:
        s116 = e115.topic
        b117 = s116.encode()
        a(_S_h.pack(len(b117)))
        a(b117)
        l119 = e115.partitions
        a(_S_i.pack(len(l119)))
        for e120 in l119:
            a(_S_iiq.pack(e120.partition, e120.current_leader_epoch, e120.fetch_offset))
            if e120.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 9)
            a(_S_qi.pack(e120.log_start_offset, e120.partition_max_bytes))
    l121 = o.forgotten_topics_data
    a(_S_i.pack(len(l121)))
    for e122 in l121:
        s123 = e122.topic
        b124 = s123.encode()
        a(_S_h.pack(len(b124)))
        a(b124)
        l126 = e122.partitions
        n127 = len(l126)
        if n127 < 64:
            a(_LA_i[n127].pack(n127, *l126))
        else:
            a(_encode_array('i', l126, False))
    return b''.join(parts)


def _dec_FetchRequest_v9(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n128, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l129: list[FetchRequest.FetchTopic] = []
    ap130 = l129.append
    for _ in range(n128):
        t131 = _new(_C_FetchRequest_FetchTopic)
        n132, = _S_h.unpack_from(buf, pos)
        if n132 >= 0:
            x133 = pos + 2 + n132
            if x133 > blen:
                raise _bad_length(n132, 'FetchRequest.Topics.Topic', pos)
            t131.topic = str(buf[pos + 2:x133], 'utf-8')
            pos = x133
        else:
            t131.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n134, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l135: list[FetchRequest.FetchPartition] = []
        ap136 = l135.append
        for _ in range(n134):
            t137 = _new(_C_FetchRequest_FetchPartition)
            t137.partition, t137.current_leader_epoch, t137.fetch_offset, t137.log_start_offset, t137.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
            pos += 28
            t137.last_fetched_epoch = -1
            t137.replica_directory_id = _ZERO_UUID
            t137.high_watermark = 9223372036854775807
            t137._unknown_tags = None
            ap136(t137)
        t131.partitions = l135
        t131.topic_id = _ZERO_UUID
        t131._unknown_tags = None
        ap130(t131)
    o.topics = l129
    n138, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l139: list[FetchRequest.ForgottenTopic] = []
    ap140 = l139.append
    for _ in range(n138):
        t141 = _new(_C_FetchRequest_ForgottenTopic)
        n142, = _S_h.unpack_from(buf, pos)
        if n142 >= 0:
            x143 = pos + 2 + n142
            if x143 > blen:
                raise _bad_length(n142, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t141.topic = str(buf[pos + 2:x143], 'utf-8')
            pos = x143
        else:
            t141.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n144, = _S_i.unpack_from(buf, pos)
        if 0 <= n144 < 64:
            t141.partitions = list(_A_i[n144].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n144
        else:
            t141.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t141.topic_id = _ZERO_UUID
        t141._unknown_tags = None
        ap140(t141)
    o.forgotten_topics_data = l139
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v10(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 10)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l145 = o.topics
    a(_S_i.pack(len(l145)))
    for e146 in l145:
        s147 = e146.topic
        b148 = s147.encode()
        a(_S_h.pack(len(b148)))
        a(b148)
        l150 = e146.partitions
        a(_S_i.pack(len(l150)))
        for e151 in l150:
            a(_S_iiq.pack(e151.partition, e151.current_leader_epoch, e151.fetch_offset))
            if e151.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 10)
            a(_S_qi.pack(e151.log_start_offset, e151.partition_max_bytes))
    l152 = o.forgotten_topics_data
    a(_S_i.pack(len(l152)))
    for e153 in l152:
        s154 = e153.topic
        b155 = s154.encode()
        a(_S_h.pack(len(b155)))
        a(b155)
        l157 = e153.partitions
        n158 = len(l157)
        if n158 < 64:
            a(_LA_i[n158].pack(n158, *l157))
        else:
            a(_encode_array('i', l157, False))
    return b''.join(parts)


def _dec_FetchRequest_v10(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n159, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l160: list[FetchRequest.FetchTopic] = []
    ap161 = l160.append
    for _ in range(n159):
        t162 = _new(_C_FetchRequest_FetchTopic)
        n163, = _S_h.unpack_from(buf, pos)
        if n163 >= 0:
            x164 = pos + 2 + n163
            if x164 > blen:
                raise _bad_length(n163, 'FetchRequest.Topics.Topic', pos)
            t162.topic = str(buf[pos + 2:x164], 'utf-8')
            pos = x164
        else:
            t162.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n165, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l166: list[FetchRequest.FetchPartition] = []
        ap167 = l166.append
        for _ in range(n165):
            t168 = _new(_C_FetchRequest_FetchPartition)
            t168.partition, t168.current_leader_epoch, t168.fetch_offset, t168.log_start_offset, t168.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
            pos += 28
            t168.last_fetched_epoch = -1
            t168.replica_directory_id = _ZERO_UUID
            t168.high_watermark = 9223372036854775807
            t168._unknown_tags = None
            ap167(t168)
        t162.partitions = l166
        t162.topic_id = _ZERO_UUID
        t162._unknown_tags = None
        ap161(t162)
    o.topics = l160
    n169, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l170: list[FetchRequest.ForgottenTopic] = []
    ap171 = l170.append
    for _ in range(n169):
        t172 = _new(_C_FetchRequest_ForgottenTopic)
        n173, = _S_h.unpack_from(buf, pos)
        if n173 >= 0:
            x174 = pos + 2 + n173
            if x174 > blen:
                raise _bad_length(n173, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t172.topic = str(buf[pos + 2:x174], 'utf-8')
            pos = x174
        else:
            t172.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n175, = _S_i.unpack_from(buf, pos)
        if 0 <= n175 < 64:
            t172.partitions = list(_A_i[n175].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n175
        else:
            t172.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t172.topic_id = _ZERO_UUID
        t172._unknown_tags = None
        ap171(t172)
    o.forgotten_topics_data = l170
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.rack_id = ''
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v11(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 11)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l176 = o.topics
    a(_S_i.pack(len(l176)))
    for e177 in l176:
        s178 = e177.topic
        b179 = s178.encode()
        a(_S_h.pack(len(b179)))
        a(b179)
        l181 = e177.partitions
        a(_S_i.pack(len(l181)))
        for e182 in l181:
            a(_S_iiq.pack(e182.partition, e182.current_leader_epoch, e182.fetch_offset))
            if e182.last_fetched_epoch != -1:
                raise _unsupported_field('FetchRequest', 'Topics.Partitions.LastFetchedEpoch', 11)
            a(_S_qi.pack(e182.log_start_offset, e182.partition_max_bytes))
    l183 = o.forgotten_topics_data
    a(_S_i.pack(len(l183)))
    for e184 in l183:
        s185 = e184.topic
        b186 = s185.encode()
        a(_S_h.pack(len(b186)))
        a(b186)
        l188 = e184.partitions
        n189 = len(l188)
        if n189 < 64:
            a(_LA_i[n189].pack(n189, *l188))
        else:
            a(_encode_array('i', l188, False))
    s190 = o.rack_id
    b191 = s190.encode()
    a(_S_h.pack(len(b191)))
    a(b191)
    return b''.join(parts)


def _dec_FetchRequest_v11(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n193, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics')
    l194: list[FetchRequest.FetchTopic] = []
    ap195 = l194.append
    for _ in range(n193):
        t196 = _new(_C_FetchRequest_FetchTopic)
        n197, = _S_h.unpack_from(buf, pos)
        if n197 >= 0:
            x198 = pos + 2 + n197
            if x198 > blen:
                raise _bad_length(n197, 'FetchRequest.Topics.Topic', pos)
            t196.topic = str(buf[pos + 2:x198], 'utf-8')
            pos = x198
        else:
            t196.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.Topics.Topic')
        n199, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.Topics.Partitions')
        l200: list[FetchRequest.FetchPartition] = []
        ap201 = l200.append
        for _ in range(n199):
            t202 = _new(_C_FetchRequest_FetchPartition)
            t202.partition, t202.current_leader_epoch, t202.fetch_offset, t202.log_start_offset, t202.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
            pos += 28
            t202.last_fetched_epoch = -1
            t202.replica_directory_id = _ZERO_UUID
            t202.high_watermark = 9223372036854775807
            t202._unknown_tags = None
            ap201(t202)
        t196.partitions = l200
        t196.topic_id = _ZERO_UUID
        t196._unknown_tags = None
        ap195(t196)
    o.topics = l194
    n203, pos = _read_array_len(buf, pos, False, False, 1, 'FetchRequest.ForgottenTopicsData')
    l204: list[FetchRequest.ForgottenTopic] = []
    ap205 = l204.append
    for _ in range(n203):
        t206 = _new(_C_FetchRequest_ForgottenTopic)
        n207, = _S_h.unpack_from(buf, pos)
        if n207 >= 0:
            x208 = pos + 2 + n207
            if x208 > blen:
                raise _bad_length(n207, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t206.topic = str(buf[pos + 2:x208], 'utf-8')
            pos = x208
        else:
            t206.topic, pos = _read_string(buf, pos, False, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n209, = _S_i.unpack_from(buf, pos)
        if 0 <= n209 < 64:
            t206.partitions = list(_A_i[n209].unpack_from(buf, pos + 4))
            pos += 4 + 4 * n209
        else:
            t206.partitions, pos = _read_fixed_array(buf, pos, 'i', False, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t206.topic_id = _ZERO_UUID
        t206._unknown_tags = None
        ap205(t206)
    o.forgotten_topics_data = l204
    n210, = _S_h.unpack_from(buf, pos)
    if n210 >= 0:
        x211 = pos + 2 + n210
        if x211 > blen:
            raise _bad_length(n210, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 2:x211], 'utf-8')
        pos = x211
    else:
        o.rack_id, pos = _read_string(buf, pos, False, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchRequest_v12(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 12)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l212 = o.topics
    n213 = len(l212) + 1
    a(_UV[n213] if n213 < 128 else _uv(n213))
    for e214 in l212:
        s215 = e214.topic
        b216 = s215.encode()
        n217 = len(b216) + 1
        a(_UV[n217] if n217 < 128 else _uv(n217))
        a(b216)
        l218 = e214.partitions
        n219 = len(l218) + 1
        a(_UV[n219] if n219 < 128 else _uv(n219))
        for e220 in l218:
            a(_S_iiqiqi.pack(e220.partition, e220.current_leader_epoch, e220.fetch_offset, e220.last_fetched_epoch, e220.log_start_offset, e220.partition_max_bytes))
            u221 = e220._unknown_tags
            if u221 is None:
                a(_H0)
            else:
                _write_tags(a, None, u221)
        u222 = e214._unknown_tags
        if u222 is None:
            a(_H0)
        else:
            _write_tags(a, None, u222)
    l223 = o.forgotten_topics_data
    n224 = len(l223) + 1
    a(_UV[n224] if n224 < 128 else _uv(n224))
    for e225 in l223:
        s226 = e225.topic
        b227 = s226.encode()
        n228 = len(b227) + 1
        a(_UV[n228] if n228 < 128 else _uv(n228))
        a(b227)
        l229 = e225.partitions
        n230 = len(l229)
        if n230 < 64:
            a(_CA_i[n230].pack(n230 + 1, *l229))
        else:
            a(_encode_array('i', l229, True))
        u231 = e225._unknown_tags
        if u231 is None:
            a(_H0)
        else:
            _write_tags(a, None, u231)
    s232 = o.rack_id
    b233 = s232.encode()
    n234 = len(b233) + 1
    a(_UV[n234] if n234 < 128 else _uv(n234))
    a(b233)
    k235: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p236: list[bytes] = []
        s237 = o.cluster_id
        if s237 is None:
            p236.append(_H0)
        else:
            b238 = s237.encode()
            n239 = len(b238) + 1
            p236.append(_UV[n239] if n239 < 128 else _uv(n239))
            p236.append(b238)
        k235.append((0, b''.join(p236)))
    if o.replica_endpoints:
        p240: list[bytes] = []
        l241 = o.replica_endpoints
        n242 = len(l241) + 1
        p240.append(_UV[n242] if n242 < 128 else _uv(n242))
        for e243 in l241:
            s244 = e243.name
            b245 = s244.encode()
            n246 = len(b245) + 1
            p240.append(_UV[n246] if n246 < 128 else _uv(n246))
            p240.append(b245)
            s247 = e243.host
            b248 = s247.encode()
            n249 = len(b248) + 1
            p240.append(_UV[n249] if n249 < 128 else _uv(n249))
            p240.append(b248)
            p240.append(_S_H.pack(e243.port))
            u250 = e243._unknown_tags
            if u250 is None:
                p240.append(_H0)
            else:
                _write_tags(p240.append, None, u250)
        k235.append((1000, b''.join(p240)))
    u251 = o._unknown_tags
    if k235 or u251 is not None:
        _write_tags(a, k235, u251)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v12(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n252 = buf[pos] - 1
    if 0 <= n252 < 127:
        pos += 1
    else:
        n252, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l253: list[FetchRequest.FetchTopic] = []
    ap254 = l253.append
    for _ in range(n252):
        t255 = _new(_C_FetchRequest_FetchTopic)
        n256 = buf[pos] - 1
        if 0 <= n256 < 127:
            x257 = pos + 1 + n256
            if x257 > blen:
                raise _bad_length(n256, 'FetchRequest.Topics.Topic', pos)
            t255.topic = str(buf[pos + 1:x257], 'utf-8')
            pos = x257
        else:
            t255.topic, pos = _read_string(buf, pos, True, False, 'FetchRequest.Topics.Topic')
        n258 = buf[pos] - 1
        if 0 <= n258 < 127:
            pos += 1
        else:
            n258, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l259: list[FetchRequest.FetchPartition] = []
        ap260 = l259.append
        for _ in range(n258):
            t261 = _new(_C_FetchRequest_FetchPartition)
            t261.partition, t261.current_leader_epoch, t261.fetch_offset, t261.last_fetched_epoch, t261.log_start_offset, t261.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t261.replica_directory_id = _ZERO_UUID
            t261.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t261._unknown_tags = None
            else:
                nt262, pos = _ruv(buf, pos)
                if nt262 * 2 > blen - pos:
                    raise _array_too_long(nt262, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk263: list[tuple[int, bytes]] | None = None
                for _ in range(nt262):
                    tg264, pos = _ruv(buf, pos)
                    sz265, pos = _ruv(buf, pos)
                    x266 = pos + sz265
                    if x266 > blen:
                        raise _bad_length(sz265, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk263 is None:
                        uk263 = []
                    uk263.append((tg264, bytes(buf[pos:x266])))
                    pos = x266
                t261._unknown_tags = uk263
            ap260(t261)
        t255.partitions = l259
        t255.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t255._unknown_tags = None
        else:
            nt267, pos = _ruv(buf, pos)
            if nt267 * 2 > blen - pos:
                raise _array_too_long(nt267, 'FetchRequest.Topics._tagged_fields', pos)
            uk268: list[tuple[int, bytes]] | None = None
            for _ in range(nt267):
                tg269, pos = _ruv(buf, pos)
                sz270, pos = _ruv(buf, pos)
                x271 = pos + sz270
                if x271 > blen:
                    raise _bad_length(sz270, 'FetchRequest.Topics._tagged_fields', pos)
                if uk268 is None:
                    uk268 = []
                uk268.append((tg269, bytes(buf[pos:x271])))
                pos = x271
            t255._unknown_tags = uk268
        ap254(t255)
    o.topics = l253
    n272 = buf[pos] - 1
    if 0 <= n272 < 127:
        pos += 1
    else:
        n272, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l273: list[FetchRequest.ForgottenTopic] = []
    ap274 = l273.append
    for _ in range(n272):
        t275 = _new(_C_FetchRequest_ForgottenTopic)
        n276 = buf[pos] - 1
        if 0 <= n276 < 127:
            x277 = pos + 1 + n276
            if x277 > blen:
                raise _bad_length(n276, 'FetchRequest.ForgottenTopicsData.Topic', pos)
            t275.topic = str(buf[pos + 1:x277], 'utf-8')
            pos = x277
        else:
            t275.topic, pos = _read_string(buf, pos, True, False, 'FetchRequest.ForgottenTopicsData.Topic')
        n278 = buf[pos] - 1
        if 0 <= n278 < 64:
            t275.partitions = list(_A_i[n278].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n278
        else:
            t275.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t275.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t275._unknown_tags = None
        else:
            nt279, pos = _ruv(buf, pos)
            if nt279 * 2 > blen - pos:
                raise _array_too_long(nt279, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk280: list[tuple[int, bytes]] | None = None
            for _ in range(nt279):
                tg281, pos = _ruv(buf, pos)
                sz282, pos = _ruv(buf, pos)
                x283 = pos + sz282
                if x283 > blen:
                    raise _bad_length(sz282, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk280 is None:
                    uk280 = []
                uk280.append((tg281, bytes(buf[pos:x283])))
                pos = x283
            t275._unknown_tags = uk280
        ap274(t275)
    o.forgotten_topics_data = l273
    n284 = buf[pos] - 1
    if 0 <= n284 < 127:
        x285 = pos + 1 + n284
        if x285 > blen:
            raise _bad_length(n284, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x285], 'utf-8')
        pos = x285
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt286, pos = _ruv(buf, pos)
        if nt286 * 2 > blen - pos:
            raise _array_too_long(nt286, 'FetchRequest._tagged_fields', pos)
        uk287: list[tuple[int, bytes]] | None = None
        for _ in range(nt286):
            tg288, pos = _ruv(buf, pos)
            sz289, pos = _ruv(buf, pos)
            x290 = pos + sz289
            if x290 > blen:
                raise _bad_length(sz289, 'FetchRequest._tagged_fields', pos)
            if tg288 == 0:
                n291 = buf[pos] - 1
                if 0 <= n291 < 127:
                    x292 = pos + 1 + n291
                    if x292 > blen:
                        raise _bad_length(n291, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x292], 'utf-8')
                    pos = x292
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x290:
                    raise _tag_size_mismatch(tg288, 'FetchRequest.ClusterId', pos)
            elif tg288 == 1000:
                n293 = buf[pos] - 1
                if 0 <= n293 < 127:
                    pos += 1
                else:
                    n293, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ReplicaEndpoints')
                l294: list[FetchRequest.ReplicaEndpoint] = []
                ap295 = l294.append
                for _ in range(n293):
                    t296 = _new(_C_FetchRequest_ReplicaEndpoint)
                    n297 = buf[pos] - 1
                    if 0 <= n297 < 127:
                        x298 = pos + 1 + n297
                        if x298 > blen:
                            raise _bad_length(n297, 'FetchRequest.ReplicaEndpoints.Name', pos)
                        t296.name = str(buf[pos + 1:x298], 'utf-8')
                        pos = x298
                    else:
                        t296.name, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Name')
                    n299 = buf[pos] - 1
                    if 0 <= n299 < 127:
                        x300 = pos + 1 + n299
                        if x300 > blen:
                            raise _bad_length(n299, 'FetchRequest.ReplicaEndpoints.Host', pos)
                        t296.host = str(buf[pos + 1:x300], 'utf-8')
                        pos = x300
                    else:
                        t296.host, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Host')
                    t296.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t296._unknown_tags = None
                    else:
                        nt301, pos = _ruv(buf, pos)
                        if nt301 * 2 > blen - pos:
                            raise _array_too_long(nt301, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                        uk302: list[tuple[int, bytes]] | None = None
                        for _ in range(nt301):
                            tg303, pos = _ruv(buf, pos)
                            sz304, pos = _ruv(buf, pos)
                            x305 = pos + sz304
                            if x305 > blen:
                                raise _bad_length(sz304, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                            if uk302 is None:
                                uk302 = []
                            uk302.append((tg303, bytes(buf[pos:x305])))
                            pos = x305
                        t296._unknown_tags = uk302
                    ap295(t296)
                o.replica_endpoints = l294
                if pos != x290:
                    raise _tag_size_mismatch(tg288, 'FetchRequest.ReplicaEndpoints', pos)
            else:
                if uk287 is None:
                    uk287 = []
                uk287.append((tg288, bytes(buf[pos:x290])))
                pos = x290
        o._unknown_tags = uk287
    return o, pos


def _enc_FetchRequest_v13(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 13)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l306 = o.topics
    n307 = len(l306) + 1
    a(_UV[n307] if n307 < 128 else _uv(n307))
    for e308 in l306:
        a(_S_U.pack(e308.topic_id.bytes))
        l309 = e308.partitions
        n310 = len(l309) + 1
        a(_UV[n310] if n310 < 128 else _uv(n310))
        for e311 in l309:
            a(_S_iiqiqi.pack(e311.partition, e311.current_leader_epoch, e311.fetch_offset, e311.last_fetched_epoch, e311.log_start_offset, e311.partition_max_bytes))
            u312 = e311._unknown_tags
            if u312 is None:
                a(_H0)
            else:
                _write_tags(a, None, u312)
        u313 = e308._unknown_tags
        if u313 is None:
            a(_H0)
        else:
            _write_tags(a, None, u313)
    l314 = o.forgotten_topics_data
    n315 = len(l314) + 1
    a(_UV[n315] if n315 < 128 else _uv(n315))
    for e316 in l314:
        a(_S_U.pack(e316.topic_id.bytes))
        l317 = e316.partitions
        n318 = len(l317)
        if n318 < 64:
            a(_CA_i[n318].pack(n318 + 1, *l317))
        else:
            a(_encode_array('i', l317, True))
        u319 = e316._unknown_tags
        if u319 is None:
            a(_H0)
        else:
            _write_tags(a, None, u319)
    s320 = o.rack_id
    b321 = s320.encode()
    n322 = len(b321) + 1
    a(_UV[n322] if n322 < 128 else _uv(n322))
    a(b321)
    k323: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p324: list[bytes] = []
        s325 = o.cluster_id
        if s325 is None:
            p324.append(_H0)
        else:
            b326 = s325.encode()
            n327 = len(b326) + 1
            p324.append(_UV[n327] if n327 < 128 else _uv(n327))
            p324.append(b326)
        k323.append((0, b''.join(p324)))
    if o.replica_endpoints:
        p328: list[bytes] = []
        l329 = o.replica_endpoints
        n330 = len(l329) + 1
        p328.append(_UV[n330] if n330 < 128 else _uv(n330))
        for e331 in l329:
            s332 = e331.name
            b333 = s332.encode()
            n334 = len(b333) + 1
            p328.append(_UV[n334] if n334 < 128 else _uv(n334))
            p328.append(b333)
            s335 = e331.host
            b336 = s335.encode()
            n337 = len(b336) + 1
            p328.append(_UV[n337] if n337 < 128 else _uv(n337))
            p328.append(b336)
            p328.append(_S_H.pack(e331.port))
            u338 = e331._unknown_tags
            if u338 is None:
                p328.append(_H0)
            else:
                _write_tags(p328.append, None, u338)
        k323.append((1000, b''.join(p328)))
    u339 = o._unknown_tags
    if k323 or u339 is not None:
        _write_tags(a, k323, u339)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v13(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n340 = buf[pos] - 1
    if 0 <= n340 < 127:
        pos += 1
    else:
        n340, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l341: list[FetchRequest.FetchTopic] = []
    ap342 = l341.append
    for _ in range(n340):
        t343 = _new(_C_FetchRequest_FetchTopic)
        u344, = _S_U.unpack_from(buf, pos)
        pos += 16
        t343.topic_id = _uuid_from(u344)
        n345 = buf[pos] - 1
        if 0 <= n345 < 127:
            pos += 1
        else:
            n345, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l346: list[FetchRequest.FetchPartition] = []
        ap347 = l346.append
        for _ in range(n345):
            t348 = _new(_C_FetchRequest_FetchPartition)
            t348.partition, t348.current_leader_epoch, t348.fetch_offset, t348.last_fetched_epoch, t348.log_start_offset, t348.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t348.replica_directory_id = _ZERO_UUID
            t348.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t348._unknown_tags = None
            else:
                nt349, pos = _ruv(buf, pos)
                if nt349 * 2 > blen - pos:
                    raise _array_too_long(nt349, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk350: list[tuple[int, bytes]] | None = None
                for _ in range(nt349):
                    tg351, pos = _ruv(buf, pos)
                    sz352, pos = _ruv(buf, pos)
                    x353 = pos + sz352
                    if x353 > blen:
                        raise _bad_length(sz352, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk350 is None:
                        uk350 = []
                    uk350.append((tg351, bytes(buf[pos:x353])))
                    pos = x353
                t348._unknown_tags = uk350
            ap347(t348)
        t343.partitions = l346
        t343.topic = ''
        if buf[pos] == 0:
            pos += 1
            t343._unknown_tags = None
        else:
            nt354, pos = _ruv(buf, pos)
            if nt354 * 2 > blen - pos:
                raise _array_too_long(nt354, 'FetchRequest.Topics._tagged_fields', pos)
            uk355: list[tuple[int, bytes]] | None = None
            for _ in range(nt354):
                tg356, pos = _ruv(buf, pos)
                sz357, pos = _ruv(buf, pos)
                x358 = pos + sz357
                if x358 > blen:
                    raise _bad_length(sz357, 'FetchRequest.Topics._tagged_fields', pos)
                if uk355 is None:
                    uk355 = []
                uk355.append((tg356, bytes(buf[pos:x358])))
                pos = x358
            t343._unknown_tags = uk355
        ap342(t343)
    o.topics = l341
    n359 = buf[pos] - 1
    if 0 <= n359 < 127:
        pos += 1
    else:
        n359, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l360: list[FetchRequest.ForgottenTopic] = []
    ap361 = l360.append
    for _ in range(n359):
        t362 = _new(_C_FetchRequest_ForgottenTopic)
        u363, = _S_U.unpack_from(buf, pos)
        pos += 16
        t362.topic_id = _uuid_from(u363)
        n364 = buf[pos] - 1
        if 0 <= n364 < 64:
            t362.partitions = list(_A_i[n364].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n364
        else:
            t362.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t362.topic = ''
        if buf[pos] == 0:
            pos += 1
            t362._unknown_tags = None
        else:
            nt365, pos = _ruv(buf, pos)
            if nt365 * 2 > blen - pos:
                raise _array_too_long(nt365, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk366: list[tuple[int, bytes]] | None = None
            for _ in range(nt365):
                tg367, pos = _ruv(buf, pos)
                sz368, pos = _ruv(buf, pos)
                x369 = pos + sz368
                if x369 > blen:
                    raise _bad_length(sz368, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk366 is None:
                    uk366 = []
                uk366.append((tg367, bytes(buf[pos:x369])))
                pos = x369
            t362._unknown_tags = uk366
        ap361(t362)
    o.forgotten_topics_data = l360
    n370 = buf[pos] - 1
    if 0 <= n370 < 127:
        x371 = pos + 1 + n370
        if x371 > blen:
            raise _bad_length(n370, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x371], 'utf-8')
        pos = x371
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt372, pos = _ruv(buf, pos)
        if nt372 * 2 > blen - pos:
            raise _array_too_long(nt372, 'FetchRequest._tagged_fields', pos)
        uk373: list[tuple[int, bytes]] | None = None
        for _ in range(nt372):
            tg374, pos = _ruv(buf, pos)
            sz375, pos = _ruv(buf, pos)
            x376 = pos + sz375
            if x376 > blen:
                raise _bad_length(sz375, 'FetchRequest._tagged_fields', pos)
            if tg374 == 0:
                n377 = buf[pos] - 1
                if 0 <= n377 < 127:
                    x378 = pos + 1 + n377
                    if x378 > blen:
                        raise _bad_length(n377, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x378], 'utf-8')
                    pos = x378
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x376:
                    raise _tag_size_mismatch(tg374, 'FetchRequest.ClusterId', pos)
            elif tg374 == 1000:
                n379 = buf[pos] - 1
                if 0 <= n379 < 127:
                    pos += 1
                else:
                    n379, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ReplicaEndpoints')
                l380: list[FetchRequest.ReplicaEndpoint] = []
                ap381 = l380.append
                for _ in range(n379):
                    t382 = _new(_C_FetchRequest_ReplicaEndpoint)
                    n383 = buf[pos] - 1
                    if 0 <= n383 < 127:
                        x384 = pos + 1 + n383
                        if x384 > blen:
                            raise _bad_length(n383, 'FetchRequest.ReplicaEndpoints.Name', pos)
                        t382.name = str(buf[pos + 1:x384], 'utf-8')
                        pos = x384
                    else:
                        t382.name, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Name')
                    n385 = buf[pos] - 1
                    if 0 <= n385 < 127:
                        x386 = pos + 1 + n385
                        if x386 > blen:
                            raise _bad_length(n385, 'FetchRequest.ReplicaEndpoints.Host', pos)
                        t382.host = str(buf[pos + 1:x386], 'utf-8')
                        pos = x386
                    else:
                        t382.host, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Host')
                    t382.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t382._unknown_tags = None
                    else:
                        nt387, pos = _ruv(buf, pos)
                        if nt387 * 2 > blen - pos:
                            raise _array_too_long(nt387, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                        uk388: list[tuple[int, bytes]] | None = None
                        for _ in range(nt387):
                            tg389, pos = _ruv(buf, pos)
                            sz390, pos = _ruv(buf, pos)
                            x391 = pos + sz390
                            if x391 > blen:
                                raise _bad_length(sz390, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                            if uk388 is None:
                                uk388 = []
                            uk388.append((tg389, bytes(buf[pos:x391])))
                            pos = x391
                        t382._unknown_tags = uk388
                    ap381(t382)
                o.replica_endpoints = l380
                if pos != x376:
                    raise _tag_size_mismatch(tg374, 'FetchRequest.ReplicaEndpoints', pos)
            else:
                if uk373 is None:
                    uk373 = []
                uk373.append((tg374, bytes(buf[pos:x376])))
                pos = x376
        o._unknown_tags = uk373
    return o, pos


def _enc_FetchRequest_v14(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    a(_S_i.pack(o.replica_id))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        raise _unsupported_field('FetchRequest', 'ReplicaState', 14)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l392 = o.topics
    n393 = len(l392) + 1
    a(_UV[n393] if n393 < 128 else _uv(n393))
    for e394 in l392:
        a(_S_U.pack(e394.topic_id.bytes))
        l395 = e394.partitions
        n396 = len(l395) + 1
        a(_UV[n396] if n396 < 128 else _uv(n396))
        for e397 in l395:
            a(_S_iiqiqi.pack(e397.partition, e397.current_leader_epoch, e397.fetch_offset, e397.last_fetched_epoch, e397.log_start_offset, e397.partition_max_bytes))
            u398 = e397._unknown_tags
            if u398 is None:
                a(_H0)
            else:
                _write_tags(a, None, u398)
        u399 = e394._unknown_tags
        if u399 is None:
            a(_H0)
        else:
            _write_tags(a, None, u399)
    l400 = o.forgotten_topics_data
    n401 = len(l400) + 1
    a(_UV[n401] if n401 < 128 else _uv(n401))
    for e402 in l400:
        a(_S_U.pack(e402.topic_id.bytes))
        l403 = e402.partitions
        n404 = len(l403)
        if n404 < 64:
            a(_CA_i[n404].pack(n404 + 1, *l403))
        else:
            a(_encode_array('i', l403, True))
        u405 = e402._unknown_tags
        if u405 is None:
            a(_H0)
        else:
            _write_tags(a, None, u405)
    s406 = o.rack_id
    b407 = s406.encode()
    n408 = len(b407) + 1
    a(_UV[n408] if n408 < 128 else _uv(n408))
    a(b407)
    k409: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p410: list[bytes] = []
        s411 = o.cluster_id
        if s411 is None:
            p410.append(_H0)
        else:
            b412 = s411.encode()
            n413 = len(b412) + 1
            p410.append(_UV[n413] if n413 < 128 else _uv(n413))
            p410.append(b412)
        k409.append((0, b''.join(p410)))
    if o.replica_endpoints:
        p414: list[bytes] = []
        l415 = o.replica_endpoints
        n416 = len(l415) + 1
        p414.append(_UV[n416] if n416 < 128 else _uv(n416))
        for e417 in l415:
            s418 = e417.name
            b419 = s418.encode()
            n420 = len(b419) + 1
            p414.append(_UV[n420] if n420 < 128 else _uv(n420))
            p414.append(b419)
            s421 = e417.host
            b422 = s421.encode()
            n423 = len(b422) + 1
            p414.append(_UV[n423] if n423 < 128 else _uv(n423))
            p414.append(b422)
            p414.append(_S_H.pack(e417.port))
            u424 = e417._unknown_tags
            if u424 is None:
                p414.append(_H0)
            else:
                _write_tags(p414.append, None, u424)
        k409.append((1000, b''.join(p414)))
    u425 = o._unknown_tags
    if k409 or u425 is not None:
        _write_tags(a, k409, u425)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v14(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiiibii.unpack_from(buf, pos)
    pos += 25
    n426 = buf[pos] - 1
    if 0 <= n426 < 127:
        pos += 1
    else:
        n426, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l427: list[FetchRequest.FetchTopic] = []
    ap428 = l427.append
    for _ in range(n426):
        t429 = _new(_C_FetchRequest_FetchTopic)
        u430, = _S_U.unpack_from(buf, pos)
        pos += 16
        t429.topic_id = _uuid_from(u430)
        n431 = buf[pos] - 1
        if 0 <= n431 < 127:
            pos += 1
        else:
            n431, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l432: list[FetchRequest.FetchPartition] = []
        ap433 = l432.append
        for _ in range(n431):
            t434 = _new(_C_FetchRequest_FetchPartition)
            t434.partition, t434.current_leader_epoch, t434.fetch_offset, t434.last_fetched_epoch, t434.log_start_offset, t434.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t434.replica_directory_id = _ZERO_UUID
            t434.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t434._unknown_tags = None
            else:
                nt435, pos = _ruv(buf, pos)
                if nt435 * 2 > blen - pos:
                    raise _array_too_long(nt435, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk436: list[tuple[int, bytes]] | None = None
                for _ in range(nt435):
                    tg437, pos = _ruv(buf, pos)
                    sz438, pos = _ruv(buf, pos)
                    x439 = pos + sz438
                    if x439 > blen:
                        raise _bad_length(sz438, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk436 is None:
                        uk436 = []
                    uk436.append((tg437, bytes(buf[pos:x439])))
                    pos = x439
                t434._unknown_tags = uk436
            ap433(t434)
        t429.partitions = l432
        t429.topic = ''
        if buf[pos] == 0:
            pos += 1
            t429._unknown_tags = None
        else:
            nt440, pos = _ruv(buf, pos)
            if nt440 * 2 > blen - pos:
                raise _array_too_long(nt440, 'FetchRequest.Topics._tagged_fields', pos)
            uk441: list[tuple[int, bytes]] | None = None
            for _ in range(nt440):
                tg442, pos = _ruv(buf, pos)
                sz443, pos = _ruv(buf, pos)
                x444 = pos + sz443
                if x444 > blen:
                    raise _bad_length(sz443, 'FetchRequest.Topics._tagged_fields', pos)
                if uk441 is None:
                    uk441 = []
                uk441.append((tg442, bytes(buf[pos:x444])))
                pos = x444
            t429._unknown_tags = uk441
        ap428(t429)
    o.topics = l427
    n445 = buf[pos] - 1
    if 0 <= n445 < 127:
        pos += 1
    else:
        n445, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l446: list[FetchRequest.ForgottenTopic] = []
    ap447 = l446.append
    for _ in range(n445):
        t448 = _new(_C_FetchRequest_ForgottenTopic)
        u449, = _S_U.unpack_from(buf, pos)
        pos += 16
        t448.topic_id = _uuid_from(u449)
        n450 = buf[pos] - 1
        if 0 <= n450 < 64:
            t448.partitions = list(_A_i[n450].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n450
        else:
            t448.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t448.topic = ''
        if buf[pos] == 0:
            pos += 1
            t448._unknown_tags = None
        else:
            nt451, pos = _ruv(buf, pos)
            if nt451 * 2 > blen - pos:
                raise _array_too_long(nt451, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk452: list[tuple[int, bytes]] | None = None
            for _ in range(nt451):
                tg453, pos = _ruv(buf, pos)
                sz454, pos = _ruv(buf, pos)
                x455 = pos + sz454
                if x455 > blen:
                    raise _bad_length(sz454, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk452 is None:
                    uk452 = []
                uk452.append((tg453, bytes(buf[pos:x455])))
                pos = x455
            t448._unknown_tags = uk452
        ap447(t448)
    o.forgotten_topics_data = l446
    n456 = buf[pos] - 1
    if 0 <= n456 < 127:
        x457 = pos + 1 + n456
        if x457 > blen:
            raise _bad_length(n456, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x457], 'utf-8')
        pos = x457
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt458, pos = _ruv(buf, pos)
        if nt458 * 2 > blen - pos:
            raise _array_too_long(nt458, 'FetchRequest._tagged_fields', pos)
        uk459: list[tuple[int, bytes]] | None = None
        for _ in range(nt458):
            tg460, pos = _ruv(buf, pos)
            sz461, pos = _ruv(buf, pos)
            x462 = pos + sz461
            if x462 > blen:
                raise _bad_length(sz461, 'FetchRequest._tagged_fields', pos)
            if tg460 == 0:
                n463 = buf[pos] - 1
                if 0 <= n463 < 127:
                    x464 = pos + 1 + n463
                    if x464 > blen:
                        raise _bad_length(n463, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x464], 'utf-8')
                    pos = x464
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x462:
                    raise _tag_size_mismatch(tg460, 'FetchRequest.ClusterId', pos)
            elif tg460 == 1000:
                n465 = buf[pos] - 1
                if 0 <= n465 < 127:
                    pos += 1
                else:
                    n465, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ReplicaEndpoints')
                l466: list[FetchRequest.ReplicaEndpoint] = []
                ap467 = l466.append
                for _ in range(n465):
                    t468 = _new(_C_FetchRequest_ReplicaEndpoint)
                    n469 = buf[pos] - 1
                    if 0 <= n469 < 127:
                        x470 = pos + 1 + n469
                        if x470 > blen:
                            raise _bad_length(n469, 'FetchRequest.ReplicaEndpoints.Name', pos)
                        t468.name = str(buf[pos + 1:x470], 'utf-8')
                        pos = x470
                    else:
                        t468.name, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Name')
                    n471 = buf[pos] - 1
                    if 0 <= n471 < 127:
                        x472 = pos + 1 + n471
                        if x472 > blen:
                            raise _bad_length(n471, 'FetchRequest.ReplicaEndpoints.Host', pos)
                        t468.host = str(buf[pos + 1:x472], 'utf-8')
                        pos = x472
                    else:
                        t468.host, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Host')
                    t468.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t468._unknown_tags = None
                    else:
                        nt473, pos = _ruv(buf, pos)
                        if nt473 * 2 > blen - pos:
                            raise _array_too_long(nt473, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                        uk474: list[tuple[int, bytes]] | None = None
                        for _ in range(nt473):
                            tg475, pos = _ruv(buf, pos)
                            sz476, pos = _ruv(buf, pos)
                            x477 = pos + sz476
                            if x477 > blen:
                                raise _bad_length(sz476, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                            if uk474 is None:
                                uk474 = []
                            uk474.append((tg475, bytes(buf[pos:x477])))
                            pos = x477
                        t468._unknown_tags = uk474
                    ap467(t468)
                o.replica_endpoints = l466
                if pos != x462:
                    raise _tag_size_mismatch(tg460, 'FetchRequest.ReplicaEndpoints', pos)
            else:
                if uk459 is None:
                    uk459 = []
                uk459.append((tg460, bytes(buf[pos:x462])))
                pos = x462
        o._unknown_tags = uk459
    return o, pos


def _enc_FetchRequest_v15(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 15)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l478 = o.topics
    n479 = len(l478) + 1
    a(_UV[n479] if n479 < 128 else _uv(n479))
    for e480 in l478:
        a(_S_U.pack(e480.topic_id.bytes))
        l481 = e480.partitions
        n482 = len(l481) + 1
        a(_UV[n482] if n482 < 128 else _uv(n482))
        for e483 in l481:
            a(_S_iiqiqi.pack(e483.partition, e483.current_leader_epoch, e483.fetch_offset, e483.last_fetched_epoch, e483.log_start_offset, e483.partition_max_bytes))
            u484 = e483._unknown_tags
            if u484 is None:
                a(_H0)
            else:
                _write_tags(a, None, u484)
        u485 = e480._unknown_tags
        if u485 is None:
            a(_H0)
        else:
            _write_tags(a, None, u485)
    l486 = o.forgotten_topics_data
    n487 = len(l486) + 1
    a(_UV[n487] if n487 < 128 else _uv(n487))
    for e488 in l486:
        a(_S_U.pack(e488.topic_id.bytes))
        l489 = e488.partitions
        n490 = len(l489)
        if n490 < 64:
            a(_CA_i[n490].pack(n490 + 1, *l489))
        else:
            a(_encode_array('i', l489, True))
        u491 = e488._unknown_tags
        if u491 is None:
            a(_H0)
        else:
            _write_tags(a, None, u491)
    s492 = o.rack_id
    b493 = s492.encode()
    n494 = len(b493) + 1
    a(_UV[n494] if n494 < 128 else _uv(n494))
    a(b493)
    k495: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p496: list[bytes] = []
        s497 = o.cluster_id
        if s497 is None:
            p496.append(_H0)
        else:
            b498 = s497.encode()
            n499 = len(b498) + 1
            p496.append(_UV[n499] if n499 < 128 else _uv(n499))
            p496.append(b498)
        k495.append((0, b''.join(p496)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p500: list[bytes] = []
        t501 = o.replica_state
        p500.append(_S_iq.pack(t501.replica_id, t501.replica_epoch))
        u502 = t501._unknown_tags
        if u502 is None:
            p500.append(_H0)
        else:
            _write_tags(p500.append, None, u502)
        k495.append((1, b''.join(p500)))
    if o.replica_endpoints:
        p503: list[bytes] = []
        l504 = o.replica_endpoints
        n505 = len(l504) + 1
        p503.append(_UV[n505] if n505 < 128 else _uv(n505))
        for e506 in l504:
            s507 = e506.name
            b508 = s507.encode()
            n509 = len(b508) + 1
            p503.append(_UV[n509] if n509 < 128 else _uv(n509))
            p503.append(b508)
            s510 = e506.host
            b511 = s510.encode()
            n512 = len(b511) + 1
            p503.append(_UV[n512] if n512 < 128 else _uv(n512))
            p503.append(b511)
            p503.append(_S_H.pack(e506.port))
            u513 = e506._unknown_tags
            if u513 is None:
                p503.append(_H0)
            else:
                _write_tags(p503.append, None, u513)
        k495.append((1000, b''.join(p503)))
    u514 = o._unknown_tags
    if k495 or u514 is not None:
        _write_tags(a, k495, u514)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v15(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n515 = buf[pos] - 1
    if 0 <= n515 < 127:
        pos += 1
    else:
        n515, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l516: list[FetchRequest.FetchTopic] = []
    ap517 = l516.append
    for _ in range(n515):
        t518 = _new(_C_FetchRequest_FetchTopic)
        u519, = _S_U.unpack_from(buf, pos)
        pos += 16
        t518.topic_id = _uuid_from(u519)
        n520 = buf[pos] - 1
        if 0 <= n520 < 127:
            pos += 1
        else:
            n520, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l521: list[FetchRequest.FetchPartition] = []
        ap522 = l521.append
        for _ in range(n520):
            t523 = _new(_C_FetchRequest_FetchPartition)
            t523.partition, t523.current_leader_epoch, t523.fetch_offset, t523.last_fetched_epoch, t523.log_start_offset, t523.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t523.replica_directory_id = _ZERO_UUID
            t523.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t523._unknown_tags = None
            else:
                nt524, pos = _ruv(buf, pos)
                if nt524 * 2 > blen - pos:
                    raise _array_too_long(nt524, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk525: list[tuple[int, bytes]] | None = None
                for _ in range(nt524):
                    tg526, pos = _ruv(buf, pos)
                    sz527, pos = _ruv(buf, pos)
                    x528 = pos + sz527
                    if x528 > blen:
                        raise _bad_length(sz527, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk525 is None:
                        uk525 = []
                    uk525.append((tg526, bytes(buf[pos:x528])))
                    pos = x528
                t523._unknown_tags = uk525
            ap522(t523)
        t518.partitions = l521
        t518.topic = ''
        if buf[pos] == 0:
            pos += 1
            t518._unknown_tags = None
        else:
            nt529, pos = _ruv(buf, pos)
            if nt529 * 2 > blen - pos:
                raise _array_too_long(nt529, 'FetchRequest.Topics._tagged_fields', pos)
            uk530: list[tuple[int, bytes]] | None = None
            for _ in range(nt529):
                tg531, pos = _ruv(buf, pos)
                sz532, pos = _ruv(buf, pos)
                x533 = pos + sz532
                if x533 > blen:
                    raise _bad_length(sz532, 'FetchRequest.Topics._tagged_fields', pos)
                if uk530 is None:
                    uk530 = []
                uk530.append((tg531, bytes(buf[pos:x533])))
                pos = x533
            t518._unknown_tags = uk530
        ap517(t518)
    o.topics = l516
    n534 = buf[pos] - 1
    if 0 <= n534 < 127:
        pos += 1
    else:
        n534, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l535: list[FetchRequest.ForgottenTopic] = []
    ap536 = l535.append
    for _ in range(n534):
        t537 = _new(_C_FetchRequest_ForgottenTopic)
        u538, = _S_U.unpack_from(buf, pos)
        pos += 16
        t537.topic_id = _uuid_from(u538)
        n539 = buf[pos] - 1
        if 0 <= n539 < 64:
            t537.partitions = list(_A_i[n539].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n539
        else:
            t537.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t537.topic = ''
        if buf[pos] == 0:
            pos += 1
            t537._unknown_tags = None
        else:
            nt540, pos = _ruv(buf, pos)
            if nt540 * 2 > blen - pos:
                raise _array_too_long(nt540, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk541: list[tuple[int, bytes]] | None = None
            for _ in range(nt540):
                tg542, pos = _ruv(buf, pos)
                sz543, pos = _ruv(buf, pos)
                x544 = pos + sz543
                if x544 > blen:
                    raise _bad_length(sz543, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk541 is None:
                    uk541 = []
                uk541.append((tg542, bytes(buf[pos:x544])))
                pos = x544
            t537._unknown_tags = uk541
        ap536(t537)
    o.forgotten_topics_data = l535
    n545 = buf[pos] - 1
    if 0 <= n545 < 127:
        x546 = pos + 1 + n545
        if x546 > blen:
            raise _bad_length(n545, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x546], 'utf-8')
        pos = x546
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt547, pos = _ruv(buf, pos)
        if nt547 * 2 > blen - pos:
            raise _array_too_long(nt547, 'FetchRequest._tagged_fields', pos)
        uk548: list[tuple[int, bytes]] | None = None
        for _ in range(nt547):
            tg549, pos = _ruv(buf, pos)
            sz550, pos = _ruv(buf, pos)
            x551 = pos + sz550
            if x551 > blen:
                raise _bad_length(sz550, 'FetchRequest._tagged_fields', pos)
            if tg549 == 0:
                n552 = buf[pos] - 1
                if 0 <= n552 < 127:
                    x553 = pos + 1 + n552
                    if x553 > blen:
                        raise _bad_length(n552, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x553], 'utf-8')
                    pos = x553
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x551:
                    raise _tag_size_mismatch(tg549, 'FetchRequest.ClusterId', pos)
            elif tg549 == 1:
                t554 = _new(_C_FetchRequest_ReplicaState)
                t554.replica_id, t554.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t554._unknown_tags = None
                else:
                    nt555, pos = _ruv(buf, pos)
                    if nt555 * 2 > blen - pos:
                        raise _array_too_long(nt555, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk556: list[tuple[int, bytes]] | None = None
                    for _ in range(nt555):
                        tg557, pos = _ruv(buf, pos)
                        sz558, pos = _ruv(buf, pos)
                        x559 = pos + sz558
                        if x559 > blen:
                            raise _bad_length(sz558, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk556 is None:
                            uk556 = []
                        uk556.append((tg557, bytes(buf[pos:x559])))
                        pos = x559
                    t554._unknown_tags = uk556
                o.replica_state = t554
                if pos != x551:
                    raise _tag_size_mismatch(tg549, 'FetchRequest.ReplicaState', pos)
            elif tg549 == 1000:
                n560 = buf[pos] - 1
                if 0 <= n560 < 127:
                    pos += 1
                else:
                    n560, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ReplicaEndpoints')
                l561: list[FetchRequest.ReplicaEndpoint] = []
                ap562 = l561.append
                for _ in range(n560):
                    t563 = _new(_C_FetchRequest_ReplicaEndpoint)
                    n564 = buf[pos] - 1
                    if 0 <= n564 < 127:
                        x565 = pos + 1 + n564
                        if x565 > blen:
                            raise _bad_length(n564, 'FetchRequest.ReplicaEndpoints.Name', pos)
                        t563.name = str(buf[pos + 1:x565], 'utf-8')
                        pos = x565
                    else:
                        t563.name, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Name')
                    n566 = buf[pos] - 1
                    if 0 <= n566 < 127:
                        x567 = pos + 1 + n566
                        if x567 > blen:
                            raise _bad_length(n566, 'FetchRequest.ReplicaEndpoints.Host', pos)
                        t563.host = str(buf[pos + 1:x567], 'utf-8')
                        pos = x567
                    else:
                        t563.host, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Host')
                    t563.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t563._unknown_tags = None
                    else:
                        nt568, pos = _ruv(buf, pos)
                        if nt568 * 2 > blen - pos:
                            raise _array_too_long(nt568, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                        uk569: list[tuple[int, bytes]] | None = None
                        for _ in range(nt568):
                            tg570, pos = _ruv(buf, pos)
                            sz571, pos = _ruv(buf, pos)
                            x572 = pos + sz571
                            if x572 > blen:
                                raise _bad_length(sz571, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                            if uk569 is None:
                                uk569 = []
                            uk569.append((tg570, bytes(buf[pos:x572])))
                            pos = x572
                        t563._unknown_tags = uk569
                    ap562(t563)
                o.replica_endpoints = l561
                if pos != x551:
                    raise _tag_size_mismatch(tg549, 'FetchRequest.ReplicaEndpoints', pos)
            else:
                if uk548 is None:
                    uk548 = []
                uk548.append((tg549, bytes(buf[pos:x551])))
                pos = x551
        o._unknown_tags = uk548
    return o, pos


def _enc_FetchRequest_v16(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 16)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l573 = o.topics
    n574 = len(l573) + 1
    a(_UV[n574] if n574 < 128 else _uv(n574))
    for e575 in l573:
        a(_S_U.pack(e575.topic_id.bytes))
        l576 = e575.partitions
        n577 = len(l576) + 1
        a(_UV[n577] if n577 < 128 else _uv(n577))
        for e578 in l576:
            a(_S_iiqiqi.pack(e578.partition, e578.current_leader_epoch, e578.fetch_offset, e578.last_fetched_epoch, e578.log_start_offset, e578.partition_max_bytes))
            u579 = e578._unknown_tags
            if u579 is None:
                a(_H0)
            else:
                _write_tags(a, None, u579)
        u580 = e575._unknown_tags
        if u580 is None:
            a(_H0)
        else:
            _write_tags(a, None, u580)
    l581 = o.forgotten_topics_data
    n582 = len(l581) + 1
    a(_UV[n582] if n582 < 128 else _uv(n582))
    for e583 in l581:
        a(_S_U.pack(e583.topic_id.bytes))
        l584 = e583.partitions
        n585 = len(l584)
        if n585 < 64:
            a(_CA_i[n585].pack(n585 + 1, *l584))
        else:
            a(_encode_array('i', l584, True))
        u586 = e583._unknown_tags
        if u586 is None:
            a(_H0)
        else:
            _write_tags(a, None, u586)
    s587 = o.rack_id
    b588 = s587.encode()
    n589 = len(b588) + 1
    a(_UV[n589] if n589 < 128 else _uv(n589))
    a(b588)
    k590: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p591: list[bytes] = []
        s592 = o.cluster_id
        if s592 is None:
            p591.append(_H0)
        else:
            b593 = s592.encode()
            n594 = len(b593) + 1
            p591.append(_UV[n594] if n594 < 128 else _uv(n594))
            p591.append(b593)
        k590.append((0, b''.join(p591)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p595: list[bytes] = []
        t596 = o.replica_state
        p595.append(_S_iq.pack(t596.replica_id, t596.replica_epoch))
        u597 = t596._unknown_tags
        if u597 is None:
            p595.append(_H0)
        else:
            _write_tags(p595.append, None, u597)
        k590.append((1, b''.join(p595)))
    if o.replica_endpoints:
        p598: list[bytes] = []
        l599 = o.replica_endpoints
        n600 = len(l599) + 1
        p598.append(_UV[n600] if n600 < 128 else _uv(n600))
        for e601 in l599:
            s602 = e601.name
            b603 = s602.encode()
            n604 = len(b603) + 1
            p598.append(_UV[n604] if n604 < 128 else _uv(n604))
            p598.append(b603)
            s605 = e601.host
            b606 = s605.encode()
            n607 = len(b606) + 1
            p598.append(_UV[n607] if n607 < 128 else _uv(n607))
            p598.append(b606)
            p598.append(_S_H.pack(e601.port))
            u608 = e601._unknown_tags
            if u608 is None:
                p598.append(_H0)
            else:
                _write_tags(p598.append, None, u608)
        k590.append((1000, b''.join(p598)))
    u609 = o._unknown_tags
    if k590 or u609 is not None:
        _write_tags(a, k590, u609)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v16(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n610 = buf[pos] - 1
    if 0 <= n610 < 127:
        pos += 1
    else:
        n610, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l611: list[FetchRequest.FetchTopic] = []
    ap612 = l611.append
    for _ in range(n610):
        t613 = _new(_C_FetchRequest_FetchTopic)
        u614, = _S_U.unpack_from(buf, pos)
        pos += 16
        t613.topic_id = _uuid_from(u614)
        n615 = buf[pos] - 1
        if 0 <= n615 < 127:
            pos += 1
        else:
            n615, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l616: list[FetchRequest.FetchPartition] = []
        ap617 = l616.append
        for _ in range(n615):
            t618 = _new(_C_FetchRequest_FetchPartition)
            t618.partition, t618.current_leader_epoch, t618.fetch_offset, t618.last_fetched_epoch, t618.log_start_offset, t618.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t618.replica_directory_id = _ZERO_UUID
            t618.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t618._unknown_tags = None
            else:
                nt619, pos = _ruv(buf, pos)
                if nt619 * 2 > blen - pos:
                    raise _array_too_long(nt619, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk620: list[tuple[int, bytes]] | None = None
                for _ in range(nt619):
                    tg621, pos = _ruv(buf, pos)
                    sz622, pos = _ruv(buf, pos)
                    x623 = pos + sz622
                    if x623 > blen:
                        raise _bad_length(sz622, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if uk620 is None:
                        uk620 = []
                    uk620.append((tg621, bytes(buf[pos:x623])))
                    pos = x623
                t618._unknown_tags = uk620
            ap617(t618)
        t613.partitions = l616
        t613.topic = ''
        if buf[pos] == 0:
            pos += 1
            t613._unknown_tags = None
        else:
            nt624, pos = _ruv(buf, pos)
            if nt624 * 2 > blen - pos:
                raise _array_too_long(nt624, 'FetchRequest.Topics._tagged_fields', pos)
            uk625: list[tuple[int, bytes]] | None = None
            for _ in range(nt624):
                tg626, pos = _ruv(buf, pos)
                sz627, pos = _ruv(buf, pos)
                x628 = pos + sz627
                if x628 > blen:
                    raise _bad_length(sz627, 'FetchRequest.Topics._tagged_fields', pos)
                if uk625 is None:
                    uk625 = []
                uk625.append((tg626, bytes(buf[pos:x628])))
                pos = x628
            t613._unknown_tags = uk625
        ap612(t613)
    o.topics = l611
    n629 = buf[pos] - 1
    if 0 <= n629 < 127:
        pos += 1
    else:
        n629, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l630: list[FetchRequest.ForgottenTopic] = []
    ap631 = l630.append
    for _ in range(n629):
        t632 = _new(_C_FetchRequest_ForgottenTopic)
        u633, = _S_U.unpack_from(buf, pos)
        pos += 16
        t632.topic_id = _uuid_from(u633)
        n634 = buf[pos] - 1
        if 0 <= n634 < 64:
            t632.partitions = list(_A_i[n634].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n634
        else:
            t632.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t632.topic = ''
        if buf[pos] == 0:
            pos += 1
            t632._unknown_tags = None
        else:
            nt635, pos = _ruv(buf, pos)
            if nt635 * 2 > blen - pos:
                raise _array_too_long(nt635, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk636: list[tuple[int, bytes]] | None = None
            for _ in range(nt635):
                tg637, pos = _ruv(buf, pos)
                sz638, pos = _ruv(buf, pos)
                x639 = pos + sz638
                if x639 > blen:
                    raise _bad_length(sz638, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk636 is None:
                    uk636 = []
                uk636.append((tg637, bytes(buf[pos:x639])))
                pos = x639
            t632._unknown_tags = uk636
        ap631(t632)
    o.forgotten_topics_data = l630
    n640 = buf[pos] - 1
    if 0 <= n640 < 127:
        x641 = pos + 1 + n640
        if x641 > blen:
            raise _bad_length(n640, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x641], 'utf-8')
        pos = x641
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt642, pos = _ruv(buf, pos)
        if nt642 * 2 > blen - pos:
            raise _array_too_long(nt642, 'FetchRequest._tagged_fields', pos)
        uk643: list[tuple[int, bytes]] | None = None
        for _ in range(nt642):
            tg644, pos = _ruv(buf, pos)
            sz645, pos = _ruv(buf, pos)
            x646 = pos + sz645
            if x646 > blen:
                raise _bad_length(sz645, 'FetchRequest._tagged_fields', pos)
            if tg644 == 0:
                n647 = buf[pos] - 1
                if 0 <= n647 < 127:
                    x648 = pos + 1 + n647
                    if x648 > blen:
                        raise _bad_length(n647, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x648], 'utf-8')
                    pos = x648
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x646:
                    raise _tag_size_mismatch(tg644, 'FetchRequest.ClusterId', pos)
            elif tg644 == 1:
                t649 = _new(_C_FetchRequest_ReplicaState)
                t649.replica_id, t649.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t649._unknown_tags = None
                else:
                    nt650, pos = _ruv(buf, pos)
                    if nt650 * 2 > blen - pos:
                        raise _array_too_long(nt650, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk651: list[tuple[int, bytes]] | None = None
                    for _ in range(nt650):
                        tg652, pos = _ruv(buf, pos)
                        sz653, pos = _ruv(buf, pos)
                        x654 = pos + sz653
                        if x654 > blen:
                            raise _bad_length(sz653, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk651 is None:
                            uk651 = []
                        uk651.append((tg652, bytes(buf[pos:x654])))
                        pos = x654
                    t649._unknown_tags = uk651
                o.replica_state = t649
                if pos != x646:
                    raise _tag_size_mismatch(tg644, 'FetchRequest.ReplicaState', pos)
            elif tg644 == 1000:
                n655 = buf[pos] - 1
                if 0 <= n655 < 127:
                    pos += 1
                else:
                    n655, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ReplicaEndpoints')
                l656: list[FetchRequest.ReplicaEndpoint] = []
                ap657 = l656.append
                for _ in range(n655):
                    t658 = _new(_C_FetchRequest_ReplicaEndpoint)
                    n659 = buf[pos] - 1
                    if 0 <= n659 < 127:
                        x660 = pos + 1 + n659
                        if x660 > blen:
                            raise _bad_length(n659, 'FetchRequest.ReplicaEndpoints.Name', pos)
                        t658.name = str(buf[pos + 1:x660], 'utf-8')
                        pos = x660
                    else:
                        t658.name, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Name')
                    n661 = buf[pos] - 1
                    if 0 <= n661 < 127:
                        x662 = pos + 1 + n661
                        if x662 > blen:
                            raise _bad_length(n661, 'FetchRequest.ReplicaEndpoints.Host', pos)
                        t658.host = str(buf[pos + 1:x662], 'utf-8')
                        pos = x662
                    else:
                        t658.host, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Host')
                    t658.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t658._unknown_tags = None
                    else:
                        nt663, pos = _ruv(buf, pos)
                        if nt663 * 2 > blen - pos:
                            raise _array_too_long(nt663, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                        uk664: list[tuple[int, bytes]] | None = None
                        for _ in range(nt663):
                            tg665, pos = _ruv(buf, pos)
                            sz666, pos = _ruv(buf, pos)
                            x667 = pos + sz666
                            if x667 > blen:
                                raise _bad_length(sz666, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                            if uk664 is None:
                                uk664 = []
                            uk664.append((tg665, bytes(buf[pos:x667])))
                            pos = x667
                        t658._unknown_tags = uk664
                    ap657(t658)
                o.replica_endpoints = l656
                if pos != x646:
                    raise _tag_size_mismatch(tg644, 'FetchRequest.ReplicaEndpoints', pos)
            else:
                if uk643 is None:
                    uk643 = []
                uk643.append((tg644, bytes(buf[pos:x646])))
                pos = x646
        o._unknown_tags = uk643
    return o, pos


def _enc_FetchRequest_v17(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 17)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l668 = o.topics
    n669 = len(l668) + 1
    a(_UV[n669] if n669 < 128 else _uv(n669))
    for e670 in l668:
        a(_S_U.pack(e670.topic_id.bytes))
        l671 = e670.partitions
        n672 = len(l671) + 1
        a(_UV[n672] if n672 < 128 else _uv(n672))
        for e673 in l671:
            a(_S_iiqiqi.pack(e673.partition, e673.current_leader_epoch, e673.fetch_offset, e673.last_fetched_epoch, e673.log_start_offset, e673.partition_max_bytes))
            k674: list[tuple[int, bytes]] = []
            if e673.replica_directory_id != _ZERO_UUID:
                p675: list[bytes] = []
                p675.append(_S_U.pack(e673.replica_directory_id.bytes))
                k674.append((0, b''.join(p675)))
            u676 = e673._unknown_tags
            if k674 or u676 is not None:
                _write_tags(a, k674, u676)
            else:
                a(_H0)
        u677 = e670._unknown_tags
        if u677 is None:
            a(_H0)
        else:
            _write_tags(a, None, u677)
    l678 = o.forgotten_topics_data
    n679 = len(l678) + 1
    a(_UV[n679] if n679 < 128 else _uv(n679))
    for e680 in l678:
        a(_S_U.pack(e680.topic_id.bytes))
        l681 = e680.partitions
        n682 = len(l681)
        if n682 < 64:
            a(_CA_i[n682].pack(n682 + 1, *l681))
        else:
            a(_encode_array('i', l681, True))
        u683 = e680._unknown_tags
        if u683 is None:
            a(_H0)
        else:
            _write_tags(a, None, u683)
    s684 = o.rack_id
    b685 = s684.encode()
    n686 = len(b685) + 1
    a(_UV[n686] if n686 < 128 else _uv(n686))
    a(b685)
    k687: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p688: list[bytes] = []
        s689 = o.cluster_id
        if s689 is None:
            p688.append(_H0)
        else:
            b690 = s689.encode()
            n691 = len(b690) + 1
            p688.append(_UV[n691] if n691 < 128 else _uv(n691))
            p688.append(b690)
        k687.append((0, b''.join(p688)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p692: list[bytes] = []
        t693 = o.replica_state
        p692.append(_S_iq.pack(t693.replica_id, t693.replica_epoch))
        u694 = t693._unknown_tags
        if u694 is None:
            p692.append(_H0)
        else:
            _write_tags(p692.append, None, u694)
        k687.append((1, b''.join(p692)))
    if o.replica_endpoints:
        p695: list[bytes] = []
        l696 = o.replica_endpoints
        n697 = len(l696) + 1
        p695.append(_UV[n697] if n697 < 128 else _uv(n697))
        for e698 in l696:
            s699 = e698.name
            b700 = s699.encode()
            n701 = len(b700) + 1
            p695.append(_UV[n701] if n701 < 128 else _uv(n701))
            p695.append(b700)
            s702 = e698.host
            b703 = s702.encode()
            n704 = len(b703) + 1
            p695.append(_UV[n704] if n704 < 128 else _uv(n704))
            p695.append(b703)
            p695.append(_S_H.pack(e698.port))
            u705 = e698._unknown_tags
            if u705 is None:
                p695.append(_H0)
            else:
                _write_tags(p695.append, None, u705)
        k687.append((1000, b''.join(p695)))
    u706 = o._unknown_tags
    if k687 or u706 is not None:
        _write_tags(a, k687, u706)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v17(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n707 = buf[pos] - 1
    if 0 <= n707 < 127:
        pos += 1
    else:
        n707, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l708: list[FetchRequest.FetchTopic] = []
    ap709 = l708.append
    for _ in range(n707):
        t710 = _new(_C_FetchRequest_FetchTopic)
        u711, = _S_U.unpack_from(buf, pos)
        pos += 16
        t710.topic_id = _uuid_from(u711)
        n712 = buf[pos] - 1
        if 0 <= n712 < 127:
            pos += 1
        else:
            n712, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l713: list[FetchRequest.FetchPartition] = []
        ap714 = l713.append
        for _ in range(n712):
            t715 = _new(_C_FetchRequest_FetchPartition)
            t715.partition, t715.current_leader_epoch, t715.fetch_offset, t715.last_fetched_epoch, t715.log_start_offset, t715.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t715.replica_directory_id = _ZERO_UUID
            t715.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t715._unknown_tags = None
            else:
                nt716, pos = _ruv(buf, pos)
                if nt716 * 2 > blen - pos:
                    raise _array_too_long(nt716, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk717: list[tuple[int, bytes]] | None = None
                for _ in range(nt716):
                    tg718, pos = _ruv(buf, pos)
                    sz719, pos = _ruv(buf, pos)
                    x720 = pos + sz719
                    if x720 > blen:
                        raise _bad_length(sz719, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if tg718 == 0:
                        u721, = _S_U.unpack_from(buf, pos)
                        t715.replica_directory_id = _uuid_from(u721)
                        pos += 16
                        if pos != x720:
                            raise _tag_size_mismatch(tg718, 'FetchRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    else:
                        if uk717 is None:
                            uk717 = []
                        uk717.append((tg718, bytes(buf[pos:x720])))
                        pos = x720
                t715._unknown_tags = uk717
            ap714(t715)
        t710.partitions = l713
        t710.topic = ''
        if buf[pos] == 0:
            pos += 1
            t710._unknown_tags = None
        else:
            nt722, pos = _ruv(buf, pos)
            if nt722 * 2 > blen - pos:
                raise _array_too_long(nt722, 'FetchRequest.Topics._tagged_fields', pos)
            uk723: list[tuple[int, bytes]] | None = None
            for _ in range(nt722):
                tg724, pos = _ruv(buf, pos)
                sz725, pos = _ruv(buf, pos)
                x726 = pos + sz725
                if x726 > blen:
                    raise _bad_length(sz725, 'FetchRequest.Topics._tagged_fields', pos)
                if uk723 is None:
                    uk723 = []
                uk723.append((tg724, bytes(buf[pos:x726])))
                pos = x726
            t710._unknown_tags = uk723
        ap709(t710)
    o.topics = l708
    n727 = buf[pos] - 1
    if 0 <= n727 < 127:
        pos += 1
    else:
        n727, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l728: list[FetchRequest.ForgottenTopic] = []
    ap729 = l728.append
    for _ in range(n727):
        t730 = _new(_C_FetchRequest_ForgottenTopic)
        u731, = _S_U.unpack_from(buf, pos)
        pos += 16
        t730.topic_id = _uuid_from(u731)
        n732 = buf[pos] - 1
        if 0 <= n732 < 64:
            t730.partitions = list(_A_i[n732].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n732
        else:
            t730.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t730.topic = ''
        if buf[pos] == 0:
            pos += 1
            t730._unknown_tags = None
        else:
            nt733, pos = _ruv(buf, pos)
            if nt733 * 2 > blen - pos:
                raise _array_too_long(nt733, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk734: list[tuple[int, bytes]] | None = None
            for _ in range(nt733):
                tg735, pos = _ruv(buf, pos)
                sz736, pos = _ruv(buf, pos)
                x737 = pos + sz736
                if x737 > blen:
                    raise _bad_length(sz736, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk734 is None:
                    uk734 = []
                uk734.append((tg735, bytes(buf[pos:x737])))
                pos = x737
            t730._unknown_tags = uk734
        ap729(t730)
    o.forgotten_topics_data = l728
    n738 = buf[pos] - 1
    if 0 <= n738 < 127:
        x739 = pos + 1 + n738
        if x739 > blen:
            raise _bad_length(n738, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x739], 'utf-8')
        pos = x739
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt740, pos = _ruv(buf, pos)
        if nt740 * 2 > blen - pos:
            raise _array_too_long(nt740, 'FetchRequest._tagged_fields', pos)
        uk741: list[tuple[int, bytes]] | None = None
        for _ in range(nt740):
            tg742, pos = _ruv(buf, pos)
            sz743, pos = _ruv(buf, pos)
            x744 = pos + sz743
            if x744 > blen:
                raise _bad_length(sz743, 'FetchRequest._tagged_fields', pos)
            if tg742 == 0:
                n745 = buf[pos] - 1
                if 0 <= n745 < 127:
                    x746 = pos + 1 + n745
                    if x746 > blen:
                        raise _bad_length(n745, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x746], 'utf-8')
                    pos = x746
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x744:
                    raise _tag_size_mismatch(tg742, 'FetchRequest.ClusterId', pos)
            elif tg742 == 1:
                t747 = _new(_C_FetchRequest_ReplicaState)
                t747.replica_id, t747.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t747._unknown_tags = None
                else:
                    nt748, pos = _ruv(buf, pos)
                    if nt748 * 2 > blen - pos:
                        raise _array_too_long(nt748, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk749: list[tuple[int, bytes]] | None = None
                    for _ in range(nt748):
                        tg750, pos = _ruv(buf, pos)
                        sz751, pos = _ruv(buf, pos)
                        x752 = pos + sz751
                        if x752 > blen:
                            raise _bad_length(sz751, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk749 is None:
                            uk749 = []
                        uk749.append((tg750, bytes(buf[pos:x752])))
                        pos = x752
                    t747._unknown_tags = uk749
                o.replica_state = t747
                if pos != x744:
                    raise _tag_size_mismatch(tg742, 'FetchRequest.ReplicaState', pos)
            elif tg742 == 1000:
                n753 = buf[pos] - 1
                if 0 <= n753 < 127:
                    pos += 1
                else:
                    n753, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ReplicaEndpoints')
                l754: list[FetchRequest.ReplicaEndpoint] = []
                ap755 = l754.append
                for _ in range(n753):
                    t756 = _new(_C_FetchRequest_ReplicaEndpoint)
                    n757 = buf[pos] - 1
                    if 0 <= n757 < 127:
                        x758 = pos + 1 + n757
                        if x758 > blen:
                            raise _bad_length(n757, 'FetchRequest.ReplicaEndpoints.Name', pos)
                        t756.name = str(buf[pos + 1:x758], 'utf-8')
                        pos = x758
                    else:
                        t756.name, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Name')
                    n759 = buf[pos] - 1
                    if 0 <= n759 < 127:
                        x760 = pos + 1 + n759
                        if x760 > blen:
                            raise _bad_length(n759, 'FetchRequest.ReplicaEndpoints.Host', pos)
                        t756.host = str(buf[pos + 1:x760], 'utf-8')
                        pos = x760
                    else:
                        t756.host, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Host')
                    t756.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t756._unknown_tags = None
                    else:
                        nt761, pos = _ruv(buf, pos)
                        if nt761 * 2 > blen - pos:
                            raise _array_too_long(nt761, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                        uk762: list[tuple[int, bytes]] | None = None
                        for _ in range(nt761):
                            tg763, pos = _ruv(buf, pos)
                            sz764, pos = _ruv(buf, pos)
                            x765 = pos + sz764
                            if x765 > blen:
                                raise _bad_length(sz764, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                            if uk762 is None:
                                uk762 = []
                            uk762.append((tg763, bytes(buf[pos:x765])))
                            pos = x765
                        t756._unknown_tags = uk762
                    ap755(t756)
                o.replica_endpoints = l754
                if pos != x744:
                    raise _tag_size_mismatch(tg742, 'FetchRequest.ReplicaEndpoints', pos)
            else:
                if uk741 is None:
                    uk741 = []
                uk741.append((tg742, bytes(buf[pos:x744])))
                pos = x744
        o._unknown_tags = uk741
    return o, pos


def _enc_FetchRequest_v18(o: FetchRequest) -> bytes:
    parts: list[bytes] = []
    a = parts.append
    if o.replica_id != -1:
        raise _unsupported_field('FetchRequest', 'ReplicaId', 18)
    a(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    l766 = o.topics
    n767 = len(l766) + 1
    a(_UV[n767] if n767 < 128 else _uv(n767))
    for e768 in l766:
        a(_S_U.pack(e768.topic_id.bytes))
        l769 = e768.partitions
        n770 = len(l769) + 1
        a(_UV[n770] if n770 < 128 else _uv(n770))
        for e771 in l769:
            a(_S_iiqiqi.pack(e771.partition, e771.current_leader_epoch, e771.fetch_offset, e771.last_fetched_epoch, e771.log_start_offset, e771.partition_max_bytes))
            k772: list[tuple[int, bytes]] = []
            if e771.replica_directory_id != _ZERO_UUID:
                p773: list[bytes] = []
                p773.append(_S_U.pack(e771.replica_directory_id.bytes))
                k772.append((0, b''.join(p773)))
            if e771.high_watermark != 9223372036854775807:
                p774: list[bytes] = []
                p774.append(_S_q.pack(e771.high_watermark))
                k772.append((1, b''.join(p774)))
            u775 = e771._unknown_tags
            if k772 or u775 is not None:
                _write_tags(a, k772, u775)
            else:
                a(_H0)
        u776 = e768._unknown_tags
        if u776 is None:
            a(_H0)
        else:
            _write_tags(a, None, u776)
    l777 = o.forgotten_topics_data
    n778 = len(l777) + 1
    a(_UV[n778] if n778 < 128 else _uv(n778))
    for e779 in l777:
        a(_S_U.pack(e779.topic_id.bytes))
        l780 = e779.partitions
        n781 = len(l780)
        if n781 < 64:
            a(_CA_i[n781].pack(n781 + 1, *l780))
        else:
            a(_encode_array('i', l780, True))
        u782 = e779._unknown_tags
        if u782 is None:
            a(_H0)
        else:
            _write_tags(a, None, u782)
    s783 = o.rack_id
    b784 = s783.encode()
    n785 = len(b784) + 1
    a(_UV[n785] if n785 < 128 else _uv(n785))
    a(b784)
    k786: list[tuple[int, bytes]] = []
    if o.cluster_id is not None:
        p787: list[bytes] = []
        s788 = o.cluster_id
        if s788 is None:
            p787.append(_H0)
        else:
            b789 = s788.encode()
            n790 = len(b789) + 1
            p787.append(_UV[n790] if n790 < 128 else _uv(n790))
            p787.append(b789)
        k786.append((0, b''.join(p787)))
    if (o.replica_state.replica_id != -1 or o.replica_state.replica_epoch != -1 or o.replica_state._unknown_tags is not None):
        p791: list[bytes] = []
        t792 = o.replica_state
        p791.append(_S_iq.pack(t792.replica_id, t792.replica_epoch))
        u793 = t792._unknown_tags
        if u793 is None:
            p791.append(_H0)
        else:
            _write_tags(p791.append, None, u793)
        k786.append((1, b''.join(p791)))
    if o.replica_endpoints:
        p794: list[bytes] = []
        l795 = o.replica_endpoints
        n796 = len(l795) + 1
        p794.append(_UV[n796] if n796 < 128 else _uv(n796))
        for e797 in l795:
            s798 = e797.name
            b799 = s798.encode()
            n800 = len(b799) + 1
            p794.append(_UV[n800] if n800 < 128 else _uv(n800))
            p794.append(b799)
            s801 = e797.host
            b802 = s801.encode()
            n803 = len(b802) + 1
            p794.append(_UV[n803] if n803 < 128 else _uv(n803))
            p794.append(b802)
            p794.append(_S_H.pack(e797.port))
            u804 = e797._unknown_tags
            if u804 is None:
                p794.append(_H0)
            else:
                _write_tags(p794.append, None, u804)
        k786.append((1000, b''.join(p794)))
    u805 = o._unknown_tags
    if k786 or u805 is not None:
        _write_tags(a, k786, u805)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchRequest_v18(buf: _Buffer, pos: int) -> tuple[FetchRequest, int]:
    blen = len(buf)
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S_iiibii.unpack_from(buf, pos)
    pos += 21
    n806 = buf[pos] - 1
    if 0 <= n806 < 127:
        pos += 1
    else:
        n806, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics')
    l807: list[FetchRequest.FetchTopic] = []
    ap808 = l807.append
    for _ in range(n806):
        t809 = _new(_C_FetchRequest_FetchTopic)
        u810, = _S_U.unpack_from(buf, pos)
        pos += 16
        t809.topic_id = _uuid_from(u810)
        n811 = buf[pos] - 1
        if 0 <= n811 < 127:
            pos += 1
        else:
            n811, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.Topics.Partitions')
        l812: list[FetchRequest.FetchPartition] = []
        ap813 = l812.append
        for _ in range(n811):
            t814 = _new(_C_FetchRequest_FetchPartition)
            t814.partition, t814.current_leader_epoch, t814.fetch_offset, t814.last_fetched_epoch, t814.log_start_offset, t814.partition_max_bytes = _S_iiqiqi.unpack_from(buf, pos)
            pos += 32
            t814.replica_directory_id = _ZERO_UUID
            t814.high_watermark = 9223372036854775807
            if buf[pos] == 0:
                pos += 1
                t814._unknown_tags = None
            else:
                nt815, pos = _ruv(buf, pos)
                if nt815 * 2 > blen - pos:
                    raise _array_too_long(nt815, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                uk816: list[tuple[int, bytes]] | None = None
                for _ in range(nt815):
                    tg817, pos = _ruv(buf, pos)
                    sz818, pos = _ruv(buf, pos)
                    x819 = pos + sz818
                    if x819 > blen:
                        raise _bad_length(sz818, 'FetchRequest.Topics.Partitions._tagged_fields', pos)
                    if tg817 == 0:
                        u820, = _S_U.unpack_from(buf, pos)
                        t814.replica_directory_id = _uuid_from(u820)
                        pos += 16
                        if pos != x819:
                            raise _tag_size_mismatch(tg817, 'FetchRequest.Topics.Partitions.ReplicaDirectoryId', pos)
                    elif tg817 == 1:
                        t814.high_watermark, = _S_q.unpack_from(buf, pos)
                        pos += 8
                        if pos != x819:
                            raise _tag_size_mismatch(tg817, 'FetchRequest.Topics.Partitions.HighWatermark', pos)
                    else:
                        if uk816 is None:
                            uk816 = []
                        uk816.append((tg817, bytes(buf[pos:x819])))
                        pos = x819
                t814._unknown_tags = uk816
            ap813(t814)
        t809.partitions = l812
        t809.topic = ''
        if buf[pos] == 0:
            pos += 1
            t809._unknown_tags = None
        else:
            nt821, pos = _ruv(buf, pos)
            if nt821 * 2 > blen - pos:
                raise _array_too_long(nt821, 'FetchRequest.Topics._tagged_fields', pos)
            uk822: list[tuple[int, bytes]] | None = None
            for _ in range(nt821):
                tg823, pos = _ruv(buf, pos)
                sz824, pos = _ruv(buf, pos)
                x825 = pos + sz824
                if x825 > blen:
                    raise _bad_length(sz824, 'FetchRequest.Topics._tagged_fields', pos)
                if uk822 is None:
                    uk822 = []
                uk822.append((tg823, bytes(buf[pos:x825])))
                pos = x825
            t809._unknown_tags = uk822
        ap808(t809)
    o.topics = l807
    n826 = buf[pos] - 1
    if 0 <= n826 < 127:
        pos += 1
    else:
        n826, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ForgottenTopicsData')
    l827: list[FetchRequest.ForgottenTopic] = []
    ap828 = l827.append
    for _ in range(n826):
        t829 = _new(_C_FetchRequest_ForgottenTopic)
        u830, = _S_U.unpack_from(buf, pos)
        pos += 16
        t829.topic_id = _uuid_from(u830)
        n831 = buf[pos] - 1
        if 0 <= n831 < 64:
            t829.partitions = list(_A_i[n831].unpack_from(buf, pos + 1))
            pos += 1 + 4 * n831
        else:
            t829.partitions, pos = _read_fixed_array(buf, pos, 'i', True, False, 'FetchRequest.ForgottenTopicsData.Partitions')
        t829.topic = ''
        if buf[pos] == 0:
            pos += 1
            t829._unknown_tags = None
        else:
            nt832, pos = _ruv(buf, pos)
            if nt832 * 2 > blen - pos:
                raise _array_too_long(nt832, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
            uk833: list[tuple[int, bytes]] | None = None
            for _ in range(nt832):
                tg834, pos = _ruv(buf, pos)
                sz835, pos = _ruv(buf, pos)
                x836 = pos + sz835
                if x836 > blen:
                    raise _bad_length(sz835, 'FetchRequest.ForgottenTopicsData._tagged_fields', pos)
                if uk833 is None:
                    uk833 = []
                uk833.append((tg834, bytes(buf[pos:x836])))
                pos = x836
            t829._unknown_tags = uk833
        ap828(t829)
    o.forgotten_topics_data = l827
    n837 = buf[pos] - 1
    if 0 <= n837 < 127:
        x838 = pos + 1 + n837
        if x838 > blen:
            raise _bad_length(n837, 'FetchRequest.RackId', pos)
        o.rack_id = str(buf[pos + 1:x838], 'utf-8')
        pos = x838
    else:
        o.rack_id, pos = _read_string(buf, pos, True, False, 'FetchRequest.RackId')
    o.cluster_id = None
    o.replica_id = -1
    o.replica_state = _mk_FetchRequest_ReplicaState()
    o.replica_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt839, pos = _ruv(buf, pos)
        if nt839 * 2 > blen - pos:
            raise _array_too_long(nt839, 'FetchRequest._tagged_fields', pos)
        uk840: list[tuple[int, bytes]] | None = None
        for _ in range(nt839):
            tg841, pos = _ruv(buf, pos)
            sz842, pos = _ruv(buf, pos)
            x843 = pos + sz842
            if x843 > blen:
                raise _bad_length(sz842, 'FetchRequest._tagged_fields', pos)
            if tg841 == 0:
                n844 = buf[pos] - 1
                if 0 <= n844 < 127:
                    x845 = pos + 1 + n844
                    if x845 > blen:
                        raise _bad_length(n844, 'FetchRequest.ClusterId', pos)
                    o.cluster_id = str(buf[pos + 1:x845], 'utf-8')
                    pos = x845
                else:
                    o.cluster_id, pos = _read_string(buf, pos, True, True, 'FetchRequest.ClusterId')
                if pos != x843:
                    raise _tag_size_mismatch(tg841, 'FetchRequest.ClusterId', pos)
            elif tg841 == 1:
                t846 = _new(_C_FetchRequest_ReplicaState)
                t846.replica_id, t846.replica_epoch = _S_iq.unpack_from(buf, pos)
                pos += 12
                if buf[pos] == 0:
                    pos += 1
                    t846._unknown_tags = None
                else:
                    nt847, pos = _ruv(buf, pos)
                    if nt847 * 2 > blen - pos:
                        raise _array_too_long(nt847, 'FetchRequest.ReplicaState._tagged_fields', pos)
                    uk848: list[tuple[int, bytes]] | None = None
                    for _ in range(nt847):
                        tg849, pos = _ruv(buf, pos)
                        sz850, pos = _ruv(buf, pos)
                        x851 = pos + sz850
                        if x851 > blen:
                            raise _bad_length(sz850, 'FetchRequest.ReplicaState._tagged_fields', pos)
                        if uk848 is None:
                            uk848 = []
                        uk848.append((tg849, bytes(buf[pos:x851])))
                        pos = x851
                    t846._unknown_tags = uk848
                o.replica_state = t846
                if pos != x843:
                    raise _tag_size_mismatch(tg841, 'FetchRequest.ReplicaState', pos)
            elif tg841 == 1000:
                n852 = buf[pos] - 1
                if 0 <= n852 < 127:
                    pos += 1
                else:
                    n852, pos = _read_array_len(buf, pos, True, False, 1, 'FetchRequest.ReplicaEndpoints')
                l853: list[FetchRequest.ReplicaEndpoint] = []
                ap854 = l853.append
                for _ in range(n852):
                    t855 = _new(_C_FetchRequest_ReplicaEndpoint)
                    n856 = buf[pos] - 1
                    if 0 <= n856 < 127:
                        x857 = pos + 1 + n856
                        if x857 > blen:
                            raise _bad_length(n856, 'FetchRequest.ReplicaEndpoints.Name', pos)
                        t855.name = str(buf[pos + 1:x857], 'utf-8')
                        pos = x857
                    else:
                        t855.name, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Name')
                    n858 = buf[pos] - 1
                    if 0 <= n858 < 127:
                        x859 = pos + 1 + n858
                        if x859 > blen:
                            raise _bad_length(n858, 'FetchRequest.ReplicaEndpoints.Host', pos)
                        t855.host = str(buf[pos + 1:x859], 'utf-8')
                        pos = x859
                    else:
                        t855.host, pos = _read_string(buf, pos, True, False, 'FetchRequest.ReplicaEndpoints.Host')
                    t855.port, = _S_H.unpack_from(buf, pos)
                    pos += 2
                    if buf[pos] == 0:
                        pos += 1
                        t855._unknown_tags = None
                    else:
                        nt860, pos = _ruv(buf, pos)
                        if nt860 * 2 > blen - pos:
                            raise _array_too_long(nt860, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                        uk861: list[tuple[int, bytes]] | None = None
                        for _ in range(nt860):
                            tg862, pos = _ruv(buf, pos)
                            sz863, pos = _ruv(buf, pos)
                            x864 = pos + sz863
                            if x864 > blen:
                                raise _bad_length(sz863, 'FetchRequest.ReplicaEndpoints._tagged_fields', pos)
                            if uk861 is None:
                                uk861 = []
                            uk861.append((tg862, bytes(buf[pos:x864])))
                            pos = x864
                        t855._unknown_tags = uk861
                    ap854(t855)
                o.replica_endpoints = l853
                if pos != x843:
                    raise _tag_size_mismatch(tg841, 'FetchRequest.ReplicaEndpoints', pos)
            else:
                if uk840 is None:
                    uk840 = []
                uk840.append((tg841, bytes(buf[pos:x843])))
                pos = x843
        o._unknown_tags = uk840
    return o, pos


FetchRequest._ENC = {4: _enc_FetchRequest_v4, 5: _enc_FetchRequest_v5, 6: _enc_FetchRequest_v6, 7: _enc_FetchRequest_v7, 8: _enc_FetchRequest_v8, 9: _enc_FetchRequest_v9, 10: _enc_FetchRequest_v10, 11: _enc_FetchRequest_v11, 12: _enc_FetchRequest_v12, 13: _enc_FetchRequest_v13, 14: _enc_FetchRequest_v14, 15: _enc_FetchRequest_v15, 16: _enc_FetchRequest_v16, 17: _enc_FetchRequest_v17, 18: _enc_FetchRequest_v18}
FetchRequest._DEC = {4: _dec_FetchRequest_v4, 5: _dec_FetchRequest_v5, 6: _dec_FetchRequest_v6, 7: _dec_FetchRequest_v7, 8: _dec_FetchRequest_v8, 9: _dec_FetchRequest_v9, 10: _dec_FetchRequest_v10, 11: _dec_FetchRequest_v11, 12: _dec_FetchRequest_v12, 13: _dec_FetchRequest_v13, 14: _dec_FetchRequest_v14, 15: _dec_FetchRequest_v15, 16: _dec_FetchRequest_v16, 17: _dec_FetchRequest_v17, 18: _dec_FetchRequest_v18}


class FetchResponse(_Message):
    """FetchResponse (response): API key 1; versions 4-18; flexible in 12-18."""

    __slots__ = ('throttle_time_ms', 'error_code', 'session_id', 'responses', 'node_endpoints', '_unknown_tags')
    NAME = 'FetchResponse'
    TYPE = 'response'
    API_KEY = 1
    VALID_VERSIONS = (4, 18)
    FLEXIBLE_VERSIONS = (12, 18)

    throttle_time_ms: int
    """Time in ms the request was throttled for quota reasons, or 0.

    `ThrottleTimeMs` (int32): versions 1+; default 0; ignorable."""
    error_code: int
    """Top-level error code, or 0.

    `ErrorCode` (int16): versions 7+; default 0; ignorable."""
    session_id: int
    """Fetch session id, or 0 when no session is used.

    `SessionId` (int32): versions 7+; default 0."""
    responses: list[FetchResponse.FetchableTopicResponse]
    """Fetched data, grouped by topic.

    `Responses` ([]FetchableTopicResponse): versions 0+; default []."""
    node_endpoints: list[FetchResponse.NodeEndpoint]
    """Endpoints of the leaders named in CurrentLeader entries.

    `NodeEndpoints` ([]NodeEndpoint): versions 16+; tagged (tag 0) in 16+; default []."""
    _unknown_tags: list[tuple[int, bytes]] | None
    """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

    def __init__(
        self,
        *,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        session_id: int = 0,
        responses: list[FetchResponse.FetchableTopicResponse] = _EMPTY,
        node_endpoints: list[FetchResponse.NodeEndpoint] = _EMPTY,
        _unknown_tags: list[tuple[int, bytes]] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.session_id = session_id
        self.responses = [] if responses is _EMPTY else responses
        self.node_endpoints = [] if node_endpoints is _EMPTY else node_endpoints
        self._unknown_tags = _unknown_tags

    class FetchableTopicResponse(_Message):
        """Fetched data, grouped by topic.

        FetchableTopicResponse (in FetchResponse): versions 0+."""

        __slots__ = ('topic', 'topic_id', 'partitions', '_unknown_tags')
        NAME = 'FetchResponse.FetchableTopicResponse'

        topic: str
        """Topic name.

        `Topic` (string): versions 0-12; default ''; ignorable."""
        topic_id: UUID
        """Topic id.

        `TopicId` (uuid): versions 13+; default the zero UUID; ignorable."""
        partitions: list[FetchResponse.PartitionData]
        """Fetched data per partition.

        `Partitions` ([]PartitionData): versions 0+; default []."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            topic: str = '',
            topic_id: UUID = _ZERO_UUID,
            partitions: list[FetchResponse.PartitionData] = _EMPTY,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _EMPTY else partitions
            self._unknown_tags = _unknown_tags

    class PartitionData(_Message):
        """Fetched data per partition.

        PartitionData (in FetchResponse): versions 0+."""

        __slots__ = ('partition_index', 'error_code', 'high_watermark', 'last_stable_offset', 'log_start_offset', 'diverging_epoch', 'current_leader', 'snapshot_id', 'aborted_transactions', 'preferred_read_replica', 'records', '_unknown_tags')
        NAME = 'FetchResponse.PartitionData'

        partition_index: int
        """Partition index.

        `PartitionIndex` (int32): versions 0+; default 0."""
        error_code: int
        """Partition error code, or 0.

        `ErrorCode` (int16): versions 0+; default 0."""
        high_watermark: int
        """Current high watermark of the partition.

        `HighWatermark` (int64): versions 0+; default 0."""
        last_stable_offset: int
        """Last stable offset (offsets below it have no open transactions), or -1.

        `LastStableOffset` (int64): versions 4+; default -1; ignorable."""
        log_start_offset: int
        """Current log start offset, or -1.

        `LogStartOffset` (int64): versions 5+; default -1; ignorable."""
        diverging_epoch: FetchResponse.EpochEndOffset
        """Set when the fetcher's log diverged: where to truncate to.

        `DivergingEpoch` (EpochEndOffset): versions 12+; tagged (tag 0) in 12+; default a default EpochEndOffset."""
        current_leader: FetchResponse.LeaderIdAndEpoch
        """Leader known to this broker, sent with leadership errors.

        `CurrentLeader` (LeaderIdAndEpoch): versions 12+; tagged (tag 1) in 12+; default a default LeaderIdAndEpoch."""
        snapshot_id: FetchResponse.SnapshotId
        """Set when the fetch offset is below the log start: the snapshot to fetch instead.

        `SnapshotId` (SnapshotId): versions 12+; tagged (tag 2) in 12+; default a default SnapshotId."""
        aborted_transactions: list[FetchResponse.AbortedTransaction] | None
        """Aborted transactions overlapping the returned data (READ_COMMITTED only).

        `AbortedTransactions` ([]AbortedTransaction): versions 4+; nullable in 4+; default []; ignorable."""
        preferred_read_replica: int
        """Replica the consumer should fetch from instead, or -1.

        `PreferredReadReplica` (int32): versions 11+; default -1."""
        records: bytes | memoryview | None
        """Returned record batches, or null.

        `Records` (records): versions 0+; nullable in 0+; default b''."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            partition_index: int = 0,
            error_code: int = 0,
            high_watermark: int = 0,
            last_stable_offset: int = -1,
            log_start_offset: int = -1,
            diverging_epoch: FetchResponse.EpochEndOffset = _EMPTY,
            current_leader: FetchResponse.LeaderIdAndEpoch = _EMPTY,
            snapshot_id: FetchResponse.SnapshotId = _EMPTY,
            aborted_transactions: list[FetchResponse.AbortedTransaction] | None = _EMPTY,
            preferred_read_replica: int = -1,
            records: bytes | memoryview | None = b'',
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.partition_index = partition_index
            self.error_code = error_code
            self.high_watermark = high_watermark
            self.last_stable_offset = last_stable_offset
            self.log_start_offset = log_start_offset
            self.diverging_epoch = FetchResponse.EpochEndOffset() if diverging_epoch is _EMPTY else diverging_epoch
            self.current_leader = FetchResponse.LeaderIdAndEpoch() if current_leader is _EMPTY else current_leader
            self.snapshot_id = FetchResponse.SnapshotId() if snapshot_id is _EMPTY else snapshot_id
            self.aborted_transactions = [] if aborted_transactions is _EMPTY else aborted_transactions
            self.preferred_read_replica = preferred_read_replica
            self.records = records
            self._unknown_tags = _unknown_tags

    class EpochEndOffset(_Message):
        """Set when the fetcher's log diverged: where to truncate to.

        EpochEndOffset (in FetchResponse): versions 12+."""

        __slots__ = ('epoch', 'end_offset', '_unknown_tags')
        NAME = 'FetchResponse.EpochEndOffset'

        epoch: int
        """Largest epoch not above the fetcher's last fetched epoch.

        `Epoch` (int32): versions 12+; default -1."""
        end_offset: int
        """End offset of that epoch on the leader.

        `EndOffset` (int64): versions 12+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            epoch: int = -1,
            end_offset: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.epoch = epoch
            self.end_offset = end_offset
            self._unknown_tags = _unknown_tags

    class LeaderIdAndEpoch(_Message):
        """Leader known to this broker, sent with leadership errors.

        LeaderIdAndEpoch (in FetchResponse): versions 12+."""

        __slots__ = ('leader_id', 'leader_epoch', '_unknown_tags')
        NAME = 'FetchResponse.LeaderIdAndEpoch'

        leader_id: int
        """Id of the current leader, or -1.

        `LeaderId` (int32): versions 12+; default -1."""
        leader_epoch: int
        """Epoch of the current leader, or -1.

        `LeaderEpoch` (int32): versions 12+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            leader_id: int = -1,
            leader_epoch: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.leader_id = leader_id
            self.leader_epoch = leader_epoch
            self._unknown_tags = _unknown_tags

    class SnapshotId(_Message):
        """Set when the fetch offset is below the log start: the snapshot to fetch instead.

        SnapshotId (in FetchResponse): versions 12+."""

        __slots__ = ('end_offset', 'epoch', '_unknown_tags')
        NAME = 'FetchResponse.SnapshotId'

        end_offset: int
        """End offset of the snapshot.

        `EndOffset` (int64): versions 0+; default -1."""
        epoch: int
        """Epoch of the snapshot.

        `Epoch` (int32): versions 0+; default -1."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            end_offset: int = -1,
            epoch: int = -1,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.end_offset = end_offset
            self.epoch = epoch
            self._unknown_tags = _unknown_tags

    class AbortedTransaction(_Message):
        """Aborted transactions overlapping the returned data (READ_COMMITTED only).

        AbortedTransaction (in FetchResponse): versions 4+."""

        __slots__ = ('producer_id', 'first_offset', '_unknown_tags')
        NAME = 'FetchResponse.AbortedTransaction'

        producer_id: int
        """Producer id of the aborted transaction.

        `ProducerId` (int64): versions 4+; default 0."""
        first_offset: int
        """Offset where the aborted transaction begins.

        `FirstOffset` (int64): versions 4+; default 0."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            producer_id: int = 0,
            first_offset: int = 0,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.producer_id = producer_id
            self.first_offset = first_offset
            self._unknown_tags = _unknown_tags

    class NodeEndpoint(_Message):
        """Endpoints of the leaders named in CurrentLeader entries.

        NodeEndpoint (in FetchResponse): versions 16+."""

        __slots__ = ('node_id', 'host', 'port', 'rack', '_unknown_tags')
        NAME = 'FetchResponse.NodeEndpoint'

        node_id: int
        """Node id.

        `NodeId` (int32): versions 16+; default 0."""
        host: str
        """Host name.

        `Host` (string): versions 16+; default ''."""
        port: int
        """Port.

        `Port` (int32): versions 16+; default 0."""
        rack: str | None
        """Rack of the node, or null.

        `Rack` (string): versions 16+; nullable in 16+; default None."""
        _unknown_tags: list[tuple[int, bytes]] | None
        """Tagged fields this version does not know, as (tag, raw bytes), kept to be written back."""

        def __init__(
            self,
            *,
            node_id: int = 0,
            host: str = '',
            port: int = 0,
            rack: str | None = None,
            _unknown_tags: list[tuple[int, bytes]] | None = None,
        ) -> None:
            self.node_id = node_id
            self.host = host
            self.port = port
            self.rack = rack
            self._unknown_tags = _unknown_tags


_C_FetchResponse_FetchableTopicResponse = FetchResponse.FetchableTopicResponse
_C_FetchResponse_PartitionData = FetchResponse.PartitionData
_C_FetchResponse_EpochEndOffset = FetchResponse.EpochEndOffset
_C_FetchResponse_LeaderIdAndEpoch = FetchResponse.LeaderIdAndEpoch
_C_FetchResponse_SnapshotId = FetchResponse.SnapshotId
_C_FetchResponse_AbortedTransaction = FetchResponse.AbortedTransaction
_C_FetchResponse_NodeEndpoint = FetchResponse.NodeEndpoint
FetchResponse.FIELDS = (
    _FI('ThrottleTimeMs', 'throttle_time_ms', 'int32', (1, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('ErrorCode', 'error_code', 'int16', (7, 32767), (1, 0), (1, 0), None, 0, True, None),
    _FI('SessionId', 'session_id', 'int32', (7, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Responses', 'responses', '[]FetchableTopicResponse', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchResponse_FetchableTopicResponse),
    _FI('NodeEndpoints', 'node_endpoints', '[]NodeEndpoint', (16, 32767), (1, 0), (16, 32767), 0, (), False, _C_FetchResponse_NodeEndpoint),
)
_C_FetchResponse_FetchableTopicResponse.FIELDS = (
    _FI('Topic', 'topic', 'string', (0, 12), (1, 0), (1, 0), None, '', True, None),
    _FI('TopicId', 'topic_id', 'uuid', (13, 32767), (1, 0), (1, 0), None, _ZERO_UUID, True, None),
    _FI('Partitions', 'partitions', '[]PartitionData', (0, 32767), (1, 0), (1, 0), None, (), False, _C_FetchResponse_PartitionData),
)
_C_FetchResponse_PartitionData.FIELDS = (
    _FI('PartitionIndex', 'partition_index', 'int32', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('ErrorCode', 'error_code', 'int16', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('HighWatermark', 'high_watermark', 'int64', (0, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('LastStableOffset', 'last_stable_offset', 'int64', (4, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('LogStartOffset', 'log_start_offset', 'int64', (5, 32767), (1, 0), (1, 0), None, -1, True, None),
    _FI('DivergingEpoch', 'diverging_epoch', 'EpochEndOffset', (12, 32767), (1, 0), (12, 32767), 0, (), False, _C_FetchResponse_EpochEndOffset),
    _FI('CurrentLeader', 'current_leader', 'LeaderIdAndEpoch', (12, 32767), (1, 0), (12, 32767), 1, (), False, _C_FetchResponse_LeaderIdAndEpoch),
    _FI('SnapshotId', 'snapshot_id', 'SnapshotId', (12, 32767), (1, 0), (12, 32767), 2, (), False, _C_FetchResponse_SnapshotId),
    _FI('AbortedTransactions', 'aborted_transactions', '[]AbortedTransaction', (4, 32767), (4, 32767), (1, 0), None, (), True, _C_FetchResponse_AbortedTransaction),
    _FI('PreferredReadReplica', 'preferred_read_replica', 'int32', (11, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Records', 'records', 'records', (0, 32767), (0, 32767), (1, 0), None, b'', False, None),
)
_C_FetchResponse_EpochEndOffset.FIELDS = (
    _FI('Epoch', 'epoch', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('EndOffset', 'end_offset', 'int64', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchResponse_LeaderIdAndEpoch.FIELDS = (
    _FI('LeaderId', 'leader_id', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('LeaderEpoch', 'leader_epoch', 'int32', (12, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchResponse_SnapshotId.FIELDS = (
    _FI('EndOffset', 'end_offset', 'int64', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
    _FI('Epoch', 'epoch', 'int32', (0, 32767), (1, 0), (1, 0), None, -1, False, None),
)
_C_FetchResponse_AbortedTransaction.FIELDS = (
    _FI('ProducerId', 'producer_id', 'int64', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('FirstOffset', 'first_offset', 'int64', (4, 32767), (1, 0), (1, 0), None, 0, False, None),
)
_C_FetchResponse_NodeEndpoint.FIELDS = (
    _FI('NodeId', 'node_id', 'int32', (16, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Host', 'host', 'string', (16, 32767), (1, 0), (1, 0), None, '', False, None),
    _FI('Port', 'port', 'int32', (16, 32767), (1, 0), (1, 0), None, 0, False, None),
    _FI('Rack', 'rack', 'string', (16, 32767), (16, 32767), (1, 0), None, None, False, None),
)
_DEF_FetchResponse_FetchableTopicResponse = _C_FetchResponse_FetchableTopicResponse()
_DEF_FetchResponse_PartitionData = _C_FetchResponse_PartitionData()
_DEF_FetchResponse_EpochEndOffset = _C_FetchResponse_EpochEndOffset()
_DEF_FetchResponse_LeaderIdAndEpoch = _C_FetchResponse_LeaderIdAndEpoch()
_DEF_FetchResponse_SnapshotId = _C_FetchResponse_SnapshotId()
_DEF_FetchResponse_AbortedTransaction = _C_FetchResponse_AbortedTransaction()
_DEF_FetchResponse_NodeEndpoint = _C_FetchResponse_NodeEndpoint()

def _mk_FetchResponse_FetchableTopicResponse() -> FetchResponse.FetchableTopicResponse:
    o = _new(_C_FetchResponse_FetchableTopicResponse)
    o.topic = ''
    o.topic_id = _ZERO_UUID
    o.partitions = []
    o._unknown_tags = None
    return o

def _mk_FetchResponse_PartitionData() -> FetchResponse.PartitionData:
    o = _new(_C_FetchResponse_PartitionData)
    o.partition_index = 0
    o.error_code = 0
    o.high_watermark = 0
    o.last_stable_offset = -1
    o.log_start_offset = -1
    o.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
    o.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
    o.snapshot_id = _mk_FetchResponse_SnapshotId()
    o.aborted_transactions = []
    o.preferred_read_replica = -1
    o.records = b''
    o._unknown_tags = None
    return o

def _mk_FetchResponse_EpochEndOffset() -> FetchResponse.EpochEndOffset:
    o = _new(_C_FetchResponse_EpochEndOffset)
    o.epoch = -1
    o.end_offset = -1
    o._unknown_tags = None
    return o

def _mk_FetchResponse_LeaderIdAndEpoch() -> FetchResponse.LeaderIdAndEpoch:
    o = _new(_C_FetchResponse_LeaderIdAndEpoch)
    o.leader_id = -1
    o.leader_epoch = -1
    o._unknown_tags = None
    return o

def _mk_FetchResponse_SnapshotId() -> FetchResponse.SnapshotId:
    o = _new(_C_FetchResponse_SnapshotId)
    o.end_offset = -1
    o.epoch = -1
    o._unknown_tags = None
    return o

def _mk_FetchResponse_AbortedTransaction() -> FetchResponse.AbortedTransaction:
    o = _new(_C_FetchResponse_AbortedTransaction)
    o.producer_id = 0
    o.first_offset = 0
    o._unknown_tags = None
    return o

def _mk_FetchResponse_NodeEndpoint() -> FetchResponse.NodeEndpoint:
    o = _new(_C_FetchResponse_NodeEndpoint)
    o.node_id = 0
    o.host = ''
    o.port = 0
    o.rack = None
    o._unknown_tags = None
    return o


def _enc_FetchResponse_v4(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.session_id != 0:
        raise _unsupported_field('FetchResponse', 'SessionId', 4)
    l865 = o.responses
    a(_S_i.pack(len(l865)))
    for e866 in l865:
        s867 = e866.topic
        b868 = s867.encode()
        a(_S_h.pack(len(b868)))
        a(b868)
        l870 = e866.partitions
        a(_S_i.pack(len(l870)))
        for e871 in l870:
            a(_S_ihqq.pack(e871.partition_index, e871.error_code, e871.high_watermark, e871.last_stable_offset))
            if (e871.diverging_epoch.epoch != -1 or e871.diverging_epoch.end_offset != -1 or e871.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 4)
            if (e871.current_leader.leader_id != -1 or e871.current_leader.leader_epoch != -1 or e871.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 4)
            if (e871.snapshot_id.end_offset != -1 or e871.snapshot_id.epoch != -1 or e871.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 4)
            l872 = e871.aborted_transactions
            if l872 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l872)))
                for e873 in l872:
                    a(_S_qq.pack(e873.producer_id, e873.first_offset))
            if e871.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 4)
            s874 = e871.records
            if s874 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s874)))
                a(s874)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 4)
    return b''.join(parts)


def _dec_FetchResponse_v4(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n876, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l877: list[FetchResponse.FetchableTopicResponse] = []
    ap878 = l877.append
    for _ in range(n876):
        t879 = _new(_C_FetchResponse_FetchableTopicResponse)
        n880, = _S_h.unpack_from(buf, pos)
        if n880 >= 0:
            x881 = pos + 2 + n880
            if x881 > blen:
                raise _bad_length(n880, 'FetchResponse.Responses.Topic', pos)
            t879.topic = str(buf[pos + 2:x881], 'utf-8')
            pos = x881
        else:
            t879.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n882, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l883: list[FetchResponse.PartitionData] = []
        ap884 = l883.append
        for _ in range(n882):
            t885 = _new(_C_FetchResponse_PartitionData)
            t885.partition_index, t885.error_code, t885.high_watermark, t885.last_stable_offset = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            n886, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n886 < 0:
                t885.aborted_transactions = None
            else:
                l887: list[FetchResponse.AbortedTransaction] = []
                ap888 = l887.append
                for _ in range(n886):
                    t889 = _new(_C_FetchResponse_AbortedTransaction)
                    t889.producer_id, t889.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t889._unknown_tags = None
                    ap888(t889)
                t885.aborted_transactions = l887
            n890, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n890 >= 0:
                x891 = pos + n890
                if x891 > blen:
                    raise _bad_length(n890, 'FetchResponse.Responses.Partitions.Records', pos)
                t885.records = mv[pos:x891]
                pos = x891
            elif n890 == -1:
                t885.records = None
            else:
                raise _bad_length(n890, 'FetchResponse.Responses.Partitions.Records', pos)
            t885.log_start_offset = -1
            t885.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t885.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t885.snapshot_id = _mk_FetchResponse_SnapshotId()
            t885.preferred_read_replica = -1
            t885._unknown_tags = None
            ap884(t885)
        t879.partitions = l883
        t879.topic_id = _ZERO_UUID
        t879._unknown_tags = None
        ap878(t879)
    o.responses = l877
    o.error_code = 0
    o.session_id = 0
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v5(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.session_id != 0:
        raise _unsupported_field('FetchResponse', 'SessionId', 5)
    l892 = o.responses
    a(_S_i.pack(len(l892)))
    for e893 in l892:
        s894 = e893.topic
        b895 = s894.encode()
        a(_S_h.pack(len(b895)))
        a(b895)
        l897 = e893.partitions
        a(_S_i.pack(len(l897)))
        for e898 in l897:
            a(_S_ihqqq.pack(e898.partition_index, e898.error_code, e898.high_watermark, e898.last_stable_offset, e898.log_start_offset))
            if (e898.diverging_epoch.epoch != -1 or e898.diverging_epoch.end_offset != -1 or e898.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 5)
            if (e898.current_leader.leader_id != -1 or e898.current_leader.leader_epoch != -1 or e898.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 5)
            if (e898.snapshot_id.end_offset != -1 or e898.snapshot_id.epoch != -1 or e898.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 5)
            l899 = e898.aborted_transactions
            if l899 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l899)))
                for e900 in l899:
                    a(_S_qq.pack(e900.producer_id, e900.first_offset))
            if e898.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 5)
            s901 = e898.records
            if s901 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s901)))
                a(s901)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 5)
    return b''.join(parts)


def _dec_FetchResponse_v5(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n903, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l904: list[FetchResponse.FetchableTopicResponse] = []
    ap905 = l904.append
    for _ in range(n903):
        t906 = _new(_C_FetchResponse_FetchableTopicResponse)
        n907, = _S_h.unpack_from(buf, pos)
        if n907 >= 0:
            x908 = pos + 2 + n907
            if x908 > blen:
                raise _bad_length(n907, 'FetchResponse.Responses.Topic', pos)
            t906.topic = str(buf[pos + 2:x908], 'utf-8')
            pos = x908
        else:
            t906.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n909, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l910: list[FetchResponse.PartitionData] = []
        ap911 = l910.append
        for _ in range(n909):
            t912 = _new(_C_FetchResponse_PartitionData)
            t912.partition_index, t912.error_code, t912.high_watermark, t912.last_stable_offset, t912.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n913, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n913 < 0:
                t912.aborted_transactions = None
            else:
                l914: list[FetchResponse.AbortedTransaction] = []
                ap915 = l914.append
                for _ in range(n913):
                    t916 = _new(_C_FetchResponse_AbortedTransaction)
                    t916.producer_id, t916.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t916._unknown_tags = None
                    ap915(t916)
                t912.aborted_transactions = l914
            n917, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n917 >= 0:
                x918 = pos + n917
                if x918 > blen:
                    raise _bad_length(n917, 'FetchResponse.Responses.Partitions.Records', pos)
                t912.records = mv[pos:x918]
                pos = x918
            elif n917 == -1:
                t912.records = None
            else:
                raise _bad_length(n917, 'FetchResponse.Responses.Partitions.Records', pos)
            t912.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t912.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t912.snapshot_id = _mk_FetchResponse_SnapshotId()
            t912.preferred_read_replica = -1
            t912._unknown_tags = None
            ap911(t912)
        t906.partitions = l910
        t906.topic_id = _ZERO_UUID
        t906._unknown_tags = None
        ap905(t906)
    o.responses = l904
    o.error_code = 0
    o.session_id = 0
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v6(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_i.pack(o.throttle_time_ms))
    if o.session_id != 0:
        raise _unsupported_field('FetchResponse', 'SessionId', 6)
    l919 = o.responses
    a(_S_i.pack(len(l919)))
    for e920 in l919:
        s921 = e920.topic
        b922 = s921.encode()
        a(_S_h.pack(len(b922)))
        a(b922)
        l924 = e920.partitions
        a(_S_i.pack(len(l924)))
        for e925 in l924:
            a(_S_ihqqq.pack(e925.partition_index, e925.error_code, e925.high_watermark, e925.last_stable_offset, e925.log_start_offset))
            if (e925.diverging_epoch.epoch != -1 or e925.diverging_epoch.end_offset != -1 or e925.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 6)
            if (e925.current_leader.leader_id != -1 or e925.current_leader.leader_epoch != -1 or e925.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 6)
            if (e925.snapshot_id.end_offset != -1 or e925.snapshot_id.epoch != -1 or e925.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 6)
            l926 = e925.aborted_transactions
            if l926 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l926)))
                for e927 in l926:
                    a(_S_qq.pack(e927.producer_id, e927.first_offset))
            if e925.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 6)
            s928 = e925.records
            if s928 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s928)))
                a(s928)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 6)
    return b''.join(parts)


def _dec_FetchResponse_v6(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    n930, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l931: list[FetchResponse.FetchableTopicResponse] = []
    ap932 = l931.append
    for _ in range(n930):
        t933 = _new(_C_FetchResponse_FetchableTopicResponse)
        n934, = _S_h.unpack_from(buf, pos)
        if n934 >= 0:
            x935 = pos + 2 + n934
            if x935 > blen:
                raise _bad_length(n934, 'FetchResponse.Responses.Topic', pos)
            t933.topic = str(buf[pos + 2:x935], 'utf-8')
            pos = x935
        else:
            t933.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n936, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l937: list[FetchResponse.PartitionData] = []
        ap938 = l937.append
        for _ in range(n936):
            t939 = _new(_C_FetchResponse_PartitionData)
            t939.partition_index, t939.error_code, t939.high_watermark, t939.last_stable_offset, t939.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n940, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n940 < 0:
                t939.aborted_transactions = None
            else:
                l941: list[FetchResponse.AbortedTransaction] = []
                ap942 = l941.append
                for _ in range(n940):
                    t943 = _new(_C_FetchResponse_AbortedTransaction)
                    t943.producer_id, t943.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t943._unknown_tags = None
                    ap942(t943)
                t939.aborted_transactions = l941
            n944, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n944 >= 0:
                x945 = pos + n944
                if x945 > blen:
                    raise _bad_length(n944, 'FetchResponse.Responses.Partitions.Records', pos)
                t939.records = mv[pos:x945]
                pos = x945
            elif n944 == -1:
                t939.records = None
            else:
                raise _bad_length(n944, 'FetchResponse.Responses.Partitions.Records', pos)
            t939.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t939.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t939.snapshot_id = _mk_FetchResponse_SnapshotId()
            t939.preferred_read_replica = -1
            t939._unknown_tags = None
            ap938(t939)
        t933.partitions = l937
        t933.topic_id = _ZERO_UUID
        t933._unknown_tags = None
        ap932(t933)
    o.responses = l931
    o.error_code = 0
    o.session_id = 0
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v7(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l946 = o.responses
    a(_S_i.pack(len(l946)))
    for e947 in l946:
        s948 = e947.topic
        b949 = s948.encode()
        a(_S_h.pack(len(b949)))
        a(b949)
        l951 = e947.partitions
        a(_S_i.pack(len(l951)))
        for e952 in l951:
            a(_S_ihqqq.pack(e952.partition_index, e952.error_code, e952.high_watermark, e952.last_stable_offset, e952.log_start_offset))
            if (e952.diverging_epoch.epoch != -1 or e952.diverging_epoch.end_offset != -1 or e952.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 7)
            if (e952.current_leader.leader_id != -1 or e952.current_leader.leader_epoch != -1 or e952.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 7)
            if (e952.snapshot_id.end_offset != -1 or e952.snapshot_id.epoch != -1 or e952.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 7)
            l953 = e952.aborted_transactions
            if l953 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l953)))
                for e954 in l953:
                    a(_S_qq.pack(e954.producer_id, e954.first_offset))
            if e952.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 7)
            s955 = e952.records
            if s955 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s955)))
                a(s955)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 7)
    return b''.join(parts)


def _dec_FetchResponse_v7(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n957, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l958: list[FetchResponse.FetchableTopicResponse] = []
    ap959 = l958.append
    for _ in range(n957):
        t960 = _new(_C_FetchResponse_FetchableTopicResponse)
        n961, = _S_h.unpack_from(buf, pos)
        if n961 >= 0:
            x962 = pos + 2 + n961
            if x962 > blen:
                raise _bad_length(n961, 'FetchResponse.Responses.Topic', pos)
            t960.topic = str(buf[pos + 2:x962], 'utf-8')
            pos = x962
        else:
            t960.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n963, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l964: list[FetchResponse.PartitionData] = []
        ap965 = l964.append
        for _ in range(n963):
            t966 = _new(_C_FetchResponse_PartitionData)
            t966.partition_index, t966.error_code, t966.high_watermark, t966.last_stable_offset, t966.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n967, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n967 < 0:
                t966.aborted_transactions = None
            else:
                l968: list[FetchResponse.AbortedTransaction] = []
                ap969 = l968.append
                for _ in range(n967):
                    t970 = _new(_C_FetchResponse_AbortedTransaction)
                    t970.producer_id, t970.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t970._unknown_tags = None
                    ap969(t970)
                t966.aborted_transactions = l968
            n971, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n971 >= 0:
                x972 = pos + n971
                if x972 > blen:
                    raise _bad_length(n971, 'FetchResponse.Responses.Partitions.Records', pos)
                t966.records = mv[pos:x972]
                pos = x972
            elif n971 == -1:
                t966.records = None
            else:
                raise _bad_length(n971, 'FetchResponse.Responses.Partitions.Records', pos)
            t966.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t966.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t966.snapshot_id = _mk_FetchResponse_SnapshotId()
            t966.preferred_read_replica = -1
            t966._unknown_tags = None
            ap965(t966)
        t960.partitions = l964
        t960.topic_id = _ZERO_UUID
        t960._unknown_tags = None
        ap959(t960)
    o.responses = l958
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v8(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l973 = o.responses
    a(_S_i.pack(len(l973)))
    for e974 in l973:
        s975 = e974.topic
        b976 = s975.encode()
        a(_S_h.pack(len(b976)))
        a(b976)
        l978 = e974.partitions
        a(_S_i.pack(len(l978)))
        for e979 in l978:
            a(_S_ihqqq.pack(e979.partition_index, e979.error_code, e979.high_watermark, e979.last_stable_offset, e979.log_start_offset))
            if (e979.diverging_epoch.epoch != -1 or e979.diverging_epoch.end_offset != -1 or e979.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 8)
            if (e979.current_leader.leader_id != -1 or e979.current_leader.leader_epoch != -1 or e979.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 8)
            if (e979.snapshot_id.end_offset != -1 or e979.snapshot_id.epoch != -1 or e979.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 8)
            l980 = e979.aborted_transactions
            if l980 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l980)))
                for e981 in l980:
                    a(_S_qq.pack(e981.producer_id, e981.first_offset))
            if e979.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 8)
            s982 = e979.records
            if s982 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s982)))
                a(s982)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 8)
    return b''.join(parts)


def _dec_FetchResponse_v8(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n984, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l985: list[FetchResponse.FetchableTopicResponse] = []
    ap986 = l985.append
    for _ in range(n984):
        t987 = _new(_C_FetchResponse_FetchableTopicResponse)
        n988, = _S_h.unpack_from(buf, pos)
        if n988 >= 0:
            x989 = pos + 2 + n988
            if x989 > blen:
                raise _bad_length(n988, 'FetchResponse.Responses.Topic', pos)
            t987.topic = str(buf[pos + 2:x989], 'utf-8')
            pos = x989
        else:
            t987.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n990, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l991: list[FetchResponse.PartitionData] = []
        ap992 = l991.append
        for _ in range(n990):
            t993 = _new(_C_FetchResponse_PartitionData)
            t993.partition_index, t993.error_code, t993.high_watermark, t993.last_stable_offset, t993.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n994, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n994 < 0:
                t993.aborted_transactions = None
            else:
                l995: list[FetchResponse.AbortedTransaction] = []
                ap996 = l995.append
                for _ in range(n994):
                    t997 = _new(_C_FetchResponse_AbortedTransaction)
                    t997.producer_id, t997.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t997._unknown_tags = None
                    ap996(t997)
                t993.aborted_transactions = l995
            n998, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n998 >= 0:
                x999 = pos + n998
                if x999 > blen:
                    raise _bad_length(n998, 'FetchResponse.Responses.Partitions.Records', pos)
                t993.records = mv[pos:x999]
                pos = x999
            elif n998 == -1:
                t993.records = None
            else:
                raise _bad_length(n998, 'FetchResponse.Responses.Partitions.Records', pos)
            t993.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t993.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t993.snapshot_id = _mk_FetchResponse_SnapshotId()
            t993.preferred_read_replica = -1
            t993._unknown_tags = None
            ap992(t993)
        t987.partitions = l991
        t987.topic_id = _ZERO_UUID
        t987._unknown_tags = None
        ap986(t987)
    o.responses = l985
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v9(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1000 = o.responses
    a(_S_i.pack(len(l1000)))
    for e1001 in l1000:
        s1002 = e1001.topic
        b1003 = s1002.encode()
        a(_S_h.pack(len(b1003)))
        a(b1003)
        l1005 = e1001.partitions
        a(_S_i.pack(len(l1005)))
        for e1006 in l1005:
            a(_S_ihqqq.pack(e1006.partition_index, e1006.error_code, e1006.high_watermark, e1006.last_stable_offset, e1006.log_start_offset))
            if (e1006.diverging_epoch.epoch != -1 or e1006.diverging_epoch.end_offset != -1 or e1006.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 9)
            if (e1006.current_leader.leader_id != -1 or e1006.current_leader.leader_epoch != -1 or e1006.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 9)
            if (e1006.snapshot_id.end_offset != -1 or e1006.snapshot_id.epoch != -1 or e1006.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 9)
            l1007 = e1006.aborted_transactions
            if l1007 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l1007)))
                for e1008 in l1007:
                    a(_S_qq.pack(e1008.producer_id, e1008.first_offset))
            if e1006.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 9)
            s1009 = e1006.records
            if s1009 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s1009)))
                a(s1009)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 9)
    return b''.join(parts)


def _dec_FetchResponse_v9(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1011, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l1012: list[FetchResponse.FetchableTopicResponse] = []
    ap1013 = l1012.append
    for _ in range(n1011):
        t1014 = _new(_C_FetchResponse_FetchableTopicResponse)
        n1015, = _S_h.unpack_from(buf, pos)
        if n1015 >= 0:
            x1016 = pos + 2 + n1015
            if x1016 > blen:
                raise _bad_length(n1015, 'FetchResponse.Responses.Topic', pos)
            t1014.topic = str(buf[pos + 2:x1016], 'utf-8')
            pos = x1016
        else:
            t1014.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n1017, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l1018: list[FetchResponse.PartitionData] = []
        ap1019 = l1018.append
        for _ in range(n1017):
            t1020 = _new(_C_FetchResponse_PartitionData)
            t1020.partition_index, t1020.error_code, t1020.high_watermark, t1020.last_stable_offset, t1020.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1021, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1021 < 0:
                t1020.aborted_transactions = None
            else:
                l1022: list[FetchResponse.AbortedTransaction] = []
                ap1023 = l1022.append
                for _ in range(n1021):
                    t1024 = _new(_C_FetchResponse_AbortedTransaction)
                    t1024.producer_id, t1024.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t1024._unknown_tags = None
                    ap1023(t1024)
                t1020.aborted_transactions = l1022
            n1025, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n1025 >= 0:
                x1026 = pos + n1025
                if x1026 > blen:
                    raise _bad_length(n1025, 'FetchResponse.Responses.Partitions.Records', pos)
                t1020.records = mv[pos:x1026]
                pos = x1026
            elif n1025 == -1:
                t1020.records = None
            else:
                raise _bad_length(n1025, 'FetchResponse.Responses.Partitions.Records', pos)
            t1020.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1020.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1020.snapshot_id = _mk_FetchResponse_SnapshotId()
            t1020.preferred_read_replica = -1
            t1020._unknown_tags = None
            ap1019(t1020)
        t1014.partitions = l1018
        t1014.topic_id = _ZERO_UUID
        t1014._unknown_tags = None
        ap1013(t1014)
    o.responses = l1012
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v10(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1027 = o.responses
    a(_S_i.pack(len(l1027)))
    for e1028 in l1027:
        s1029 = e1028.topic
        b1030 = s1029.encode()
        a(_S_h.pack(len(b1030)))
        a(b1030)
        l1032 = e1028.partitions
        a(_S_i.pack(len(l1032)))
        for e1033 in l1032:
            a(_S_ihqqq.pack(e1033.partition_index, e1033.error_code, e1033.high_watermark, e1033.last_stable_offset, e1033.log_start_offset))
            if (e1033.diverging_epoch.epoch != -1 or e1033.diverging_epoch.end_offset != -1 or e1033.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 10)
            if (e1033.current_leader.leader_id != -1 or e1033.current_leader.leader_epoch != -1 or e1033.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 10)
            if (e1033.snapshot_id.end_offset != -1 or e1033.snapshot_id.epoch != -1 or e1033.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 10)
            l1034 = e1033.aborted_transactions
            if l1034 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l1034)))
                for e1035 in l1034:
                    a(_S_qq.pack(e1035.producer_id, e1035.first_offset))
            if e1033.preferred_read_replica != -1:
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.PreferredReadReplica', 10)
            s1036 = e1033.records
            if s1036 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s1036)))
                a(s1036)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 10)
    return b''.join(parts)


def _dec_FetchResponse_v10(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1038, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l1039: list[FetchResponse.FetchableTopicResponse] = []
    ap1040 = l1039.append
    for _ in range(n1038):
        t1041 = _new(_C_FetchResponse_FetchableTopicResponse)
        n1042, = _S_h.unpack_from(buf, pos)
        if n1042 >= 0:
            x1043 = pos + 2 + n1042
            if x1043 > blen:
                raise _bad_length(n1042, 'FetchResponse.Responses.Topic', pos)
            t1041.topic = str(buf[pos + 2:x1043], 'utf-8')
            pos = x1043
        else:
            t1041.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n1044, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l1045: list[FetchResponse.PartitionData] = []
        ap1046 = l1045.append
        for _ in range(n1044):
            t1047 = _new(_C_FetchResponse_PartitionData)
            t1047.partition_index, t1047.error_code, t1047.high_watermark, t1047.last_stable_offset, t1047.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1048, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1048 < 0:
                t1047.aborted_transactions = None
            else:
                l1049: list[FetchResponse.AbortedTransaction] = []
                ap1050 = l1049.append
                for _ in range(n1048):
                    t1051 = _new(_C_FetchResponse_AbortedTransaction)
                    t1051.producer_id, t1051.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t1051._unknown_tags = None
                    ap1050(t1051)
                t1047.aborted_transactions = l1049
            n1052, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n1052 >= 0:
                x1053 = pos + n1052
                if x1053 > blen:
                    raise _bad_length(n1052, 'FetchResponse.Responses.Partitions.Records', pos)
                t1047.records = mv[pos:x1053]
                pos = x1053
            elif n1052 == -1:
                t1047.records = None
            else:
                raise _bad_length(n1052, 'FetchResponse.Responses.Partitions.Records', pos)
            t1047.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1047.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1047.snapshot_id = _mk_FetchResponse_SnapshotId()
            t1047.preferred_read_replica = -1
            t1047._unknown_tags = None
            ap1046(t1047)
        t1041.partitions = l1045
        t1041.topic_id = _ZERO_UUID
        t1041._unknown_tags = None
        ap1040(t1041)
    o.responses = l1039
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v11(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1054 = o.responses
    a(_S_i.pack(len(l1054)))
    for e1055 in l1054:
        s1056 = e1055.topic
        b1057 = s1056.encode()
        a(_S_h.pack(len(b1057)))
        a(b1057)
        l1059 = e1055.partitions
        a(_S_i.pack(len(l1059)))
        for e1060 in l1059:
            a(_S_ihqqq.pack(e1060.partition_index, e1060.error_code, e1060.high_watermark, e1060.last_stable_offset, e1060.log_start_offset))
            if (e1060.diverging_epoch.epoch != -1 or e1060.diverging_epoch.end_offset != -1 or e1060.diverging_epoch._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.DivergingEpoch', 11)
            if (e1060.current_leader.leader_id != -1 or e1060.current_leader.leader_epoch != -1 or e1060.current_leader._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.CurrentLeader', 11)
            if (e1060.snapshot_id.end_offset != -1 or e1060.snapshot_id.epoch != -1 or e1060.snapshot_id._unknown_tags is not None):
                raise _unsupported_field('FetchResponse', 'Responses.Partitions.SnapshotId', 11)
            l1061 = e1060.aborted_transactions
            if l1061 is None:
                a(_NULL4)
            else:
                a(_S_i.pack(len(l1061)))
                for e1062 in l1061:
                    a(_S_qq.pack(e1062.producer_id, e1062.first_offset))
            a(_S_i.pack(e1060.preferred_read_replica))
            s1063 = e1060.records
            if s1063 is None:
                a(b'\xff\xff\xff\xff')
            else:
                a(_S_i.pack(len(s1063)))
                a(s1063)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 11)
    return b''.join(parts)


def _dec_FetchResponse_v11(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1065, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses')
    l1066: list[FetchResponse.FetchableTopicResponse] = []
    ap1067 = l1066.append
    for _ in range(n1065):
        t1068 = _new(_C_FetchResponse_FetchableTopicResponse)
        n1069, = _S_h.unpack_from(buf, pos)
        if n1069 >= 0:
            x1070 = pos + 2 + n1069
            if x1070 > blen:
                raise _bad_length(n1069, 'FetchResponse.Responses.Topic', pos)
            t1068.topic = str(buf[pos + 2:x1070], 'utf-8')
            pos = x1070
        else:
            t1068.topic, pos = _read_string(buf, pos, False, False, 'FetchResponse.Responses.Topic')
        n1071, pos = _read_array_len(buf, pos, False, False, 1, 'FetchResponse.Responses.Partitions')
        l1072: list[FetchResponse.PartitionData] = []
        ap1073 = l1072.append
        for _ in range(n1071):
            t1074 = _new(_C_FetchResponse_PartitionData)
            t1074.partition_index, t1074.error_code, t1074.high_watermark, t1074.last_stable_offset, t1074.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1075, pos = _read_array_len(buf, pos, False, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1075 < 0:
                t1074.aborted_transactions = None
            else:
                l1076: list[FetchResponse.AbortedTransaction] = []
                ap1077 = l1076.append
                for _ in range(n1075):
                    t1078 = _new(_C_FetchResponse_AbortedTransaction)
                    t1078.producer_id, t1078.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    t1078._unknown_tags = None
                    ap1077(t1078)
                t1074.aborted_transactions = l1076
            t1074.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1079, = _S_i.unpack_from(buf, pos)
            pos += 4
            if n1079 >= 0:
                x1080 = pos + n1079
                if x1080 > blen:
                    raise _bad_length(n1079, 'FetchResponse.Responses.Partitions.Records', pos)
                t1074.records = mv[pos:x1080]
                pos = x1080
            elif n1079 == -1:
                t1074.records = None
            else:
                raise _bad_length(n1079, 'FetchResponse.Responses.Partitions.Records', pos)
            t1074.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1074.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1074.snapshot_id = _mk_FetchResponse_SnapshotId()
            t1074._unknown_tags = None
            ap1073(t1074)
        t1068.partitions = l1072
        t1068.topic_id = _ZERO_UUID
        t1068._unknown_tags = None
        ap1067(t1068)
    o.responses = l1066
    o.node_endpoints = []
    o._unknown_tags = None
    return o, pos


def _enc_FetchResponse_v12(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1081 = o.responses
    n1082 = len(l1081) + 1
    a(_UV[n1082] if n1082 < 128 else _uv(n1082))
    for e1083 in l1081:
        s1084 = e1083.topic
        b1085 = s1084.encode()
        n1086 = len(b1085) + 1
        a(_UV[n1086] if n1086 < 128 else _uv(n1086))
        a(b1085)
        l1087 = e1083.partitions
        n1088 = len(l1087) + 1
        a(_UV[n1088] if n1088 < 128 else _uv(n1088))
        for e1089 in l1087:
            a(_S_ihqqq.pack(e1089.partition_index, e1089.error_code, e1089.high_watermark, e1089.last_stable_offset, e1089.log_start_offset))
            l1090 = e1089.aborted_transactions
            if l1090 is None:
                a(_H0)
            else:
                n1091 = len(l1090) + 1
                a(_UV[n1091] if n1091 < 128 else _uv(n1091))
                for e1092 in l1090:
                    a(_S_qq.pack(e1092.producer_id, e1092.first_offset))
                    u1093 = e1092._unknown_tags
                    if u1093 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1093)
            a(_S_i.pack(e1089.preferred_read_replica))
            s1094 = e1089.records
            if s1094 is None:
                a(_H0)
            else:
                n1095 = len(s1094) + 1
                a(_UV[n1095] if n1095 < 128 else _uv(n1095))
                a(s1094)
            k1096: list[tuple[int, bytes]] = []
            if (e1089.diverging_epoch.epoch != -1 or e1089.diverging_epoch.end_offset != -1 or e1089.diverging_epoch._unknown_tags is not None):
                p1097: list[bytes | memoryview] = []
                t1098 = e1089.diverging_epoch
                p1097.append(_S_iq.pack(t1098.epoch, t1098.end_offset))
                u1099 = t1098._unknown_tags
                if u1099 is None:
                    p1097.append(_H0)
                else:
                    _write_tags(p1097.append, None, u1099)
                k1096.append((0, b''.join(p1097)))
            if (e1089.current_leader.leader_id != -1 or e1089.current_leader.leader_epoch != -1 or e1089.current_leader._unknown_tags is not None):
                p1100: list[bytes | memoryview] = []
                t1101 = e1089.current_leader
                p1100.append(_S_ii.pack(t1101.leader_id, t1101.leader_epoch))
                u1102 = t1101._unknown_tags
                if u1102 is None:
                    p1100.append(_H0)
                else:
                    _write_tags(p1100.append, None, u1102)
                k1096.append((1, b''.join(p1100)))
            if (e1089.snapshot_id.end_offset != -1 or e1089.snapshot_id.epoch != -1 or e1089.snapshot_id._unknown_tags is not None):
                p1103: list[bytes | memoryview] = []
                t1104 = e1089.snapshot_id
                p1103.append(_S_qi.pack(t1104.end_offset, t1104.epoch))
                u1105 = t1104._unknown_tags
                if u1105 is None:
                    p1103.append(_H0)
                else:
                    _write_tags(p1103.append, None, u1105)
                k1096.append((2, b''.join(p1103)))
            u1106 = e1089._unknown_tags
            if k1096 or u1106 is not None:
                _write_tags(a, k1096, u1106)
            else:
                a(_H0)
        u1107 = e1083._unknown_tags
        if u1107 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1107)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 12)
    u1108 = o._unknown_tags
    if u1108 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1108)
    return b''.join(parts)


def _dec_FetchResponse_v12(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1109 = buf[pos] - 1
    if 0 <= n1109 < 127:
        pos += 1
    else:
        n1109, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1110: list[FetchResponse.FetchableTopicResponse] = []
    ap1111 = l1110.append
    for _ in range(n1109):
        t1112 = _new(_C_FetchResponse_FetchableTopicResponse)
        n1113 = buf[pos] - 1
        if 0 <= n1113 < 127:
            x1114 = pos + 1 + n1113
            if x1114 > blen:
                raise _bad_length(n1113, 'FetchResponse.Responses.Topic', pos)
            t1112.topic = str(buf[pos + 1:x1114], 'utf-8')
            pos = x1114
        else:
            t1112.topic, pos = _read_string(buf, pos, True, False, 'FetchResponse.Responses.Topic')
        n1115 = buf[pos] - 1
        if 0 <= n1115 < 127:
            pos += 1
        else:
            n1115, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1116: list[FetchResponse.PartitionData] = []
        ap1117 = l1116.append
        for _ in range(n1115):
            t1118 = _new(_C_FetchResponse_PartitionData)
            t1118.partition_index, t1118.error_code, t1118.high_watermark, t1118.last_stable_offset, t1118.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1119 = buf[pos] - 1
            if -1 <= n1119 < 127:
                pos += 1
            else:
                n1119, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1119 < 0:
                t1118.aborted_transactions = None
            else:
                l1120: list[FetchResponse.AbortedTransaction] = []
                ap1121 = l1120.append
                for _ in range(n1119):
                    t1122 = _new(_C_FetchResponse_AbortedTransaction)
                    t1122.producer_id, t1122.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1122._unknown_tags = None
                    else:
                        nt1123, pos = _ruv(buf, pos)
                        if nt1123 * 2 > blen - pos:
                            raise _array_too_long(nt1123, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1124: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1123):
                            tg1125, pos = _ruv(buf, pos)
                            sz1126, pos = _ruv(buf, pos)
                            x1127 = pos + sz1126
                            if x1127 > blen:
                                raise _bad_length(sz1126, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1124 is None:
                                uk1124 = []
                            uk1124.append((tg1125, bytes(buf[pos:x1127])))
                            pos = x1127
                        t1122._unknown_tags = uk1124
                    ap1121(t1122)
                t1118.aborted_transactions = l1120
            t1118.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1128 = buf[pos]
            if n1128 < 128:
                pos += 1
            else:
                n1128, pos = _ruv(buf, pos)
            n1128 -= 1
            if n1128 >= 0:
                x1129 = pos + n1128
                if x1129 > blen:
                    raise _bad_length(n1128, 'FetchResponse.Responses.Partitions.Records', pos)
                t1118.records = mv[pos:x1129]
                pos = x1129
            elif n1128 == -1:
                t1118.records = None
            else:
                raise _bad_length(n1128, 'FetchResponse.Responses.Partitions.Records', pos)
            t1118.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1118.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1118.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1118._unknown_tags = None
            else:
                nt1130, pos = _ruv(buf, pos)
                if nt1130 * 2 > blen - pos:
                    raise _array_too_long(nt1130, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1131: list[tuple[int, bytes]] | None = None
                for _ in range(nt1130):
                    tg1132, pos = _ruv(buf, pos)
                    sz1133, pos = _ruv(buf, pos)
                    x1134 = pos + sz1133
                    if x1134 > blen:
                        raise _bad_length(sz1133, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1132 == 0:
                        t1135 = _new(_C_FetchResponse_EpochEndOffset)
                        t1135.epoch, t1135.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1135._unknown_tags = None
                        else:
                            nt1136, pos = _ruv(buf, pos)
                            if nt1136 * 2 > blen - pos:
                                raise _array_too_long(nt1136, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1137: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1136):
                                tg1138, pos = _ruv(buf, pos)
                                sz1139, pos = _ruv(buf, pos)
                                x1140 = pos + sz1139
                                if x1140 > blen:
                                    raise _bad_length(sz1139, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1137 is None:
                                    uk1137 = []
                                uk1137.append((tg1138, bytes(buf[pos:x1140])))
                                pos = x1140
                            t1135._unknown_tags = uk1137
                        t1118.diverging_epoch = t1135
                        if pos != x1134:
                            raise _tag_size_mismatch(tg1132, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1132 == 1:
                        t1141 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1141.leader_id, t1141.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1141._unknown_tags = None
                        else:
                            nt1142, pos = _ruv(buf, pos)
                            if nt1142 * 2 > blen - pos:
                                raise _array_too_long(nt1142, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1143: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1142):
                                tg1144, pos = _ruv(buf, pos)
                                sz1145, pos = _ruv(buf, pos)
                                x1146 = pos + sz1145
                                if x1146 > blen:
                                    raise _bad_length(sz1145, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1143 is None:
                                    uk1143 = []
                                uk1143.append((tg1144, bytes(buf[pos:x1146])))
                                pos = x1146
                            t1141._unknown_tags = uk1143
                        t1118.current_leader = t1141
                        if pos != x1134:
                            raise _tag_size_mismatch(tg1132, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1132 == 2:
                        t1147 = _new(_C_FetchResponse_SnapshotId)
                        t1147.end_offset, t1147.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1147._unknown_tags = None
                        else:
                            nt1148, pos = _ruv(buf, pos)
                            if nt1148 * 2 > blen - pos:
                                raise _array_too_long(nt1148, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1149: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1148):
                                tg1150, pos = _ruv(buf, pos)
                                sz1151, pos = _ruv(buf, pos)
                                x1152 = pos + sz1151
                                if x1152 > blen:
                                    raise _bad_length(sz1151, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1149 is None:
                                    uk1149 = []
                                uk1149.append((tg1150, bytes(buf[pos:x1152])))
                                pos = x1152
                            t1147._unknown_tags = uk1149
                        t1118.snapshot_id = t1147
                        if pos != x1134:
                            raise _tag_size_mismatch(tg1132, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1131 is None:
                            uk1131 = []
                        uk1131.append((tg1132, bytes(buf[pos:x1134])))
                        pos = x1134
                t1118._unknown_tags = uk1131
            ap1117(t1118)
        t1112.partitions = l1116
        t1112.topic_id = _ZERO_UUID
        if buf[pos] == 0:
            pos += 1
            t1112._unknown_tags = None
        else:
            nt1153, pos = _ruv(buf, pos)
            if nt1153 * 2 > blen - pos:
                raise _array_too_long(nt1153, 'FetchResponse.Responses._tagged_fields', pos)
            uk1154: list[tuple[int, bytes]] | None = None
            for _ in range(nt1153):
                tg1155, pos = _ruv(buf, pos)
                sz1156, pos = _ruv(buf, pos)
                x1157 = pos + sz1156
                if x1157 > blen:
                    raise _bad_length(sz1156, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1154 is None:
                    uk1154 = []
                uk1154.append((tg1155, bytes(buf[pos:x1157])))
                pos = x1157
            t1112._unknown_tags = uk1154
        ap1111(t1112)
    o.responses = l1110
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1158, pos = _ruv(buf, pos)
        if nt1158 * 2 > blen - pos:
            raise _array_too_long(nt1158, 'FetchResponse._tagged_fields', pos)
        uk1159: list[tuple[int, bytes]] | None = None
        for _ in range(nt1158):
            tg1160, pos = _ruv(buf, pos)
            sz1161, pos = _ruv(buf, pos)
            x1162 = pos + sz1161
            if x1162 > blen:
                raise _bad_length(sz1161, 'FetchResponse._tagged_fields', pos)
            if uk1159 is None:
                uk1159 = []
            uk1159.append((tg1160, bytes(buf[pos:x1162])))
            pos = x1162
        o._unknown_tags = uk1159
    return o, pos


def _enc_FetchResponse_v13(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1163 = o.responses
    n1164 = len(l1163) + 1
    a(_UV[n1164] if n1164 < 128 else _uv(n1164))
    for e1165 in l1163:
        a(_S_U.pack(e1165.topic_id.bytes))
        l1166 = e1165.partitions
        n1167 = len(l1166) + 1
        a(_UV[n1167] if n1167 < 128 else _uv(n1167))
        for e1168 in l1166:
            a(_S_ihqqq.pack(e1168.partition_index, e1168.error_code, e1168.high_watermark, e1168.last_stable_offset, e1168.log_start_offset))
            l1169 = e1168.aborted_transactions
            if l1169 is None:
                a(_H0)
            else:
                n1170 = len(l1169) + 1
                a(_UV[n1170] if n1170 < 128 else _uv(n1170))
                for e1171 in l1169:
                    a(_S_qq.pack(e1171.producer_id, e1171.first_offset))
                    u1172 = e1171._unknown_tags
                    if u1172 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1172)
            a(_S_i.pack(e1168.preferred_read_replica))
            s1173 = e1168.records
            if s1173 is None:
                a(_H0)
            else:
                n1174 = len(s1173) + 1
                a(_UV[n1174] if n1174 < 128 else _uv(n1174))
                a(s1173)
            k1175: list[tuple[int, bytes]] = []
            if (e1168.diverging_epoch.epoch != -1 or e1168.diverging_epoch.end_offset != -1 or e1168.diverging_epoch._unknown_tags is not None):
                p1176: list[bytes | memoryview] = []
                t1177 = e1168.diverging_epoch
                p1176.append(_S_iq.pack(t1177.epoch, t1177.end_offset))
                u1178 = t1177._unknown_tags
                if u1178 is None:
                    p1176.append(_H0)
                else:
                    _write_tags(p1176.append, None, u1178)
                k1175.append((0, b''.join(p1176)))
            if (e1168.current_leader.leader_id != -1 or e1168.current_leader.leader_epoch != -1 or e1168.current_leader._unknown_tags is not None):
                p1179: list[bytes | memoryview] = []
                t1180 = e1168.current_leader
                p1179.append(_S_ii.pack(t1180.leader_id, t1180.leader_epoch))
                u1181 = t1180._unknown_tags
                if u1181 is None:
                    p1179.append(_H0)
                else:
                    _write_tags(p1179.append, None, u1181)
                k1175.append((1, b''.join(p1179)))
            if (e1168.snapshot_id.end_offset != -1 or e1168.snapshot_id.epoch != -1 or e1168.snapshot_id._unknown_tags is not None):
                p1182: list[bytes | memoryview] = []
                t1183 = e1168.snapshot_id
                p1182.append(_S_qi.pack(t1183.end_offset, t1183.epoch))
                u1184 = t1183._unknown_tags
                if u1184 is None:
                    p1182.append(_H0)
                else:
                    _write_tags(p1182.append, None, u1184)
                k1175.append((2, b''.join(p1182)))
            u1185 = e1168._unknown_tags
            if k1175 or u1185 is not None:
                _write_tags(a, k1175, u1185)
            else:
                a(_H0)
        u1186 = e1165._unknown_tags
        if u1186 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1186)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 13)
    u1187 = o._unknown_tags
    if u1187 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1187)
    return b''.join(parts)


def _dec_FetchResponse_v13(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1188 = buf[pos] - 1
    if 0 <= n1188 < 127:
        pos += 1
    else:
        n1188, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1189: list[FetchResponse.FetchableTopicResponse] = []
    ap1190 = l1189.append
    for _ in range(n1188):
        t1191 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1192, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1191.topic_id = _uuid_from(u1192)
        n1193 = buf[pos] - 1
        if 0 <= n1193 < 127:
            pos += 1
        else:
            n1193, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1194: list[FetchResponse.PartitionData] = []
        ap1195 = l1194.append
        for _ in range(n1193):
            t1196 = _new(_C_FetchResponse_PartitionData)
            t1196.partition_index, t1196.error_code, t1196.high_watermark, t1196.last_stable_offset, t1196.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1197 = buf[pos] - 1
            if -1 <= n1197 < 127:
                pos += 1
            else:
                n1197, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1197 < 0:
                t1196.aborted_transactions = None
            else:
                l1198: list[FetchResponse.AbortedTransaction] = []
                ap1199 = l1198.append
                for _ in range(n1197):
                    t1200 = _new(_C_FetchResponse_AbortedTransaction)
                    t1200.producer_id, t1200.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1200._unknown_tags = None
                    else:
                        nt1201, pos = _ruv(buf, pos)
                        if nt1201 * 2 > blen - pos:
                            raise _array_too_long(nt1201, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1202: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1201):
                            tg1203, pos = _ruv(buf, pos)
                            sz1204, pos = _ruv(buf, pos)
                            x1205 = pos + sz1204
                            if x1205 > blen:
                                raise _bad_length(sz1204, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1202 is None:
                                uk1202 = []
                            uk1202.append((tg1203, bytes(buf[pos:x1205])))
                            pos = x1205
                        t1200._unknown_tags = uk1202
                    ap1199(t1200)
                t1196.aborted_transactions = l1198
            t1196.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1206 = buf[pos]
            if n1206 < 128:
                pos += 1
            else:
                n1206, pos = _ruv(buf, pos)
            n1206 -= 1
            if n1206 >= 0:
                x1207 = pos + n1206
                if x1207 > blen:
                    raise _bad_length(n1206, 'FetchResponse.Responses.Partitions.Records', pos)
                t1196.records = mv[pos:x1207]
                pos = x1207
            elif n1206 == -1:
                t1196.records = None
            else:
                raise _bad_length(n1206, 'FetchResponse.Responses.Partitions.Records', pos)
            t1196.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1196.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1196.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1196._unknown_tags = None
            else:
                nt1208, pos = _ruv(buf, pos)
                if nt1208 * 2 > blen - pos:
                    raise _array_too_long(nt1208, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1209: list[tuple[int, bytes]] | None = None
                for _ in range(nt1208):
                    tg1210, pos = _ruv(buf, pos)
                    sz1211, pos = _ruv(buf, pos)
                    x1212 = pos + sz1211
                    if x1212 > blen:
                        raise _bad_length(sz1211, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1210 == 0:
                        t1213 = _new(_C_FetchResponse_EpochEndOffset)
                        t1213.epoch, t1213.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1213._unknown_tags = None
                        else:
                            nt1214, pos = _ruv(buf, pos)
                            if nt1214 * 2 > blen - pos:
                                raise _array_too_long(nt1214, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1215: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1214):
                                tg1216, pos = _ruv(buf, pos)
                                sz1217, pos = _ruv(buf, pos)
                                x1218 = pos + sz1217
                                if x1218 > blen:
                                    raise _bad_length(sz1217, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1215 is None:
                                    uk1215 = []
                                uk1215.append((tg1216, bytes(buf[pos:x1218])))
                                pos = x1218
                            t1213._unknown_tags = uk1215
                        t1196.diverging_epoch = t1213
                        if pos != x1212:
                            raise _tag_size_mismatch(tg1210, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1210 == 1:
                        t1219 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1219.leader_id, t1219.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1219._unknown_tags = None
                        else:
                            nt1220, pos = _ruv(buf, pos)
                            if nt1220 * 2 > blen - pos:
                                raise _array_too_long(nt1220, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1221: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1220):
                                tg1222, pos = _ruv(buf, pos)
                                sz1223, pos = _ruv(buf, pos)
                                x1224 = pos + sz1223
                                if x1224 > blen:
                                    raise _bad_length(sz1223, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1221 is None:
                                    uk1221 = []
                                uk1221.append((tg1222, bytes(buf[pos:x1224])))
                                pos = x1224
                            t1219._unknown_tags = uk1221
                        t1196.current_leader = t1219
                        if pos != x1212:
                            raise _tag_size_mismatch(tg1210, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1210 == 2:
                        t1225 = _new(_C_FetchResponse_SnapshotId)
                        t1225.end_offset, t1225.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1225._unknown_tags = None
                        else:
                            nt1226, pos = _ruv(buf, pos)
                            if nt1226 * 2 > blen - pos:
                                raise _array_too_long(nt1226, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1227: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1226):
                                tg1228, pos = _ruv(buf, pos)
                                sz1229, pos = _ruv(buf, pos)
                                x1230 = pos + sz1229
                                if x1230 > blen:
                                    raise _bad_length(sz1229, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1227 is None:
                                    uk1227 = []
                                uk1227.append((tg1228, bytes(buf[pos:x1230])))
                                pos = x1230
                            t1225._unknown_tags = uk1227
                        t1196.snapshot_id = t1225
                        if pos != x1212:
                            raise _tag_size_mismatch(tg1210, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1209 is None:
                            uk1209 = []
                        uk1209.append((tg1210, bytes(buf[pos:x1212])))
                        pos = x1212
                t1196._unknown_tags = uk1209
            ap1195(t1196)
        t1191.partitions = l1194
        t1191.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1191._unknown_tags = None
        else:
            nt1231, pos = _ruv(buf, pos)
            if nt1231 * 2 > blen - pos:
                raise _array_too_long(nt1231, 'FetchResponse.Responses._tagged_fields', pos)
            uk1232: list[tuple[int, bytes]] | None = None
            for _ in range(nt1231):
                tg1233, pos = _ruv(buf, pos)
                sz1234, pos = _ruv(buf, pos)
                x1235 = pos + sz1234
                if x1235 > blen:
                    raise _bad_length(sz1234, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1232 is None:
                    uk1232 = []
                uk1232.append((tg1233, bytes(buf[pos:x1235])))
                pos = x1235
            t1191._unknown_tags = uk1232
        ap1190(t1191)
    o.responses = l1189
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1236, pos = _ruv(buf, pos)
        if nt1236 * 2 > blen - pos:
            raise _array_too_long(nt1236, 'FetchResponse._tagged_fields', pos)
        uk1237: list[tuple[int, bytes]] | None = None
        for _ in range(nt1236):
            tg1238, pos = _ruv(buf, pos)
            sz1239, pos = _ruv(buf, pos)
            x1240 = pos + sz1239
            if x1240 > blen:
                raise _bad_length(sz1239, 'FetchResponse._tagged_fields', pos)
            if uk1237 is None:
                uk1237 = []
            uk1237.append((tg1238, bytes(buf[pos:x1240])))
            pos = x1240
        o._unknown_tags = uk1237
    return o, pos


def _enc_FetchResponse_v14(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1241 = o.responses
    n1242 = len(l1241) + 1
    a(_UV[n1242] if n1242 < 128 else _uv(n1242))
    for e1243 in l1241:
        a(_S_U.pack(e1243.topic_id.bytes))
        l1244 = e1243.partitions
        n1245 = len(l1244) + 1
        a(_UV[n1245] if n1245 < 128 else _uv(n1245))
        for e1246 in l1244:
            a(_S_ihqqq.pack(e1246.partition_index, e1246.error_code, e1246.high_watermark, e1246.last_stable_offset, e1246.log_start_offset))
            l1247 = e1246.aborted_transactions
            if l1247 is None:
                a(_H0)
            else:
                n1248 = len(l1247) + 1
                a(_UV[n1248] if n1248 < 128 else _uv(n1248))
                for e1249 in l1247:
                    a(_S_qq.pack(e1249.producer_id, e1249.first_offset))
                    u1250 = e1249._unknown_tags
                    if u1250 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1250)
            a(_S_i.pack(e1246.preferred_read_replica))
            s1251 = e1246.records
            if s1251 is None:
                a(_H0)
            else:
                n1252 = len(s1251) + 1
                a(_UV[n1252] if n1252 < 128 else _uv(n1252))
                a(s1251)
            k1253: list[tuple[int, bytes]] = []
            if (e1246.diverging_epoch.epoch != -1 or e1246.diverging_epoch.end_offset != -1 or e1246.diverging_epoch._unknown_tags is not None):
                p1254: list[bytes | memoryview] = []
                t1255 = e1246.diverging_epoch
                p1254.append(_S_iq.pack(t1255.epoch, t1255.end_offset))
                u1256 = t1255._unknown_tags
                if u1256 is None:
                    p1254.append(_H0)
                else:
                    _write_tags(p1254.append, None, u1256)
                k1253.append((0, b''.join(p1254)))
            if (e1246.current_leader.leader_id != -1 or e1246.current_leader.leader_epoch != -1 or e1246.current_leader._unknown_tags is not None):
                p1257: list[bytes | memoryview] = []
                t1258 = e1246.current_leader
                p1257.append(_S_ii.pack(t1258.leader_id, t1258.leader_epoch))
                u1259 = t1258._unknown_tags
                if u1259 is None:
                    p1257.append(_H0)
                else:
                    _write_tags(p1257.append, None, u1259)
                k1253.append((1, b''.join(p1257)))
            if (e1246.snapshot_id.end_offset != -1 or e1246.snapshot_id.epoch != -1 or e1246.snapshot_id._unknown_tags is not None):
                p1260: list[bytes | memoryview] = []
                t1261 = e1246.snapshot_id
                p1260.append(_S_qi.pack(t1261.end_offset, t1261.epoch))
                u1262 = t1261._unknown_tags
                if u1262 is None:
                    p1260.append(_H0)
                else:
                    _write_tags(p1260.append, None, u1262)
                k1253.append((2, b''.join(p1260)))
            u1263 = e1246._unknown_tags
            if k1253 or u1263 is not None:
                _write_tags(a, k1253, u1263)
            else:
                a(_H0)
        u1264 = e1243._unknown_tags
        if u1264 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1264)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 14)
    u1265 = o._unknown_tags
    if u1265 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1265)
    return b''.join(parts)


def _dec_FetchResponse_v14(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1266 = buf[pos] - 1
    if 0 <= n1266 < 127:
        pos += 1
    else:
        n1266, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1267: list[FetchResponse.FetchableTopicResponse] = []
    ap1268 = l1267.append
    for _ in range(n1266):
        t1269 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1270, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1269.topic_id = _uuid_from(u1270)
        n1271 = buf[pos] - 1
        if 0 <= n1271 < 127:
            pos += 1
        else:
            n1271, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1272: list[FetchResponse.PartitionData] = []
        ap1273 = l1272.append
        for _ in range(n1271):
            t1274 = _new(_C_FetchResponse_PartitionData)
            t1274.partition_index, t1274.error_code, t1274.high_watermark, t1274.last_stable_offset, t1274.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1275 = buf[pos] - 1
            if -1 <= n1275 < 127:
                pos += 1
            else:
                n1275, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1275 < 0:
                t1274.aborted_transactions = None
            else:
                l1276: list[FetchResponse.AbortedTransaction] = []
                ap1277 = l1276.append
                for _ in range(n1275):
                    t1278 = _new(_C_FetchResponse_AbortedTransaction)
                    t1278.producer_id, t1278.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1278._unknown_tags = None
                    else:
                        nt1279, pos = _ruv(buf, pos)
                        if nt1279 * 2 > blen - pos:
                            raise _array_too_long(nt1279, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1280: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1279):
                            tg1281, pos = _ruv(buf, pos)
                            sz1282, pos = _ruv(buf, pos)
                            x1283 = pos + sz1282
                            if x1283 > blen:
                                raise _bad_length(sz1282, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1280 is None:
                                uk1280 = []
                            uk1280.append((tg1281, bytes(buf[pos:x1283])))
                            pos = x1283
                        t1278._unknown_tags = uk1280
                    ap1277(t1278)
                t1274.aborted_transactions = l1276
            t1274.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1284 = buf[pos]
            if n1284 < 128:
                pos += 1
            else:
                n1284, pos = _ruv(buf, pos)
            n1284 -= 1
            if n1284 >= 0:
                x1285 = pos + n1284
                if x1285 > blen:
                    raise _bad_length(n1284, 'FetchResponse.Responses.Partitions.Records', pos)
                t1274.records = mv[pos:x1285]
                pos = x1285
            elif n1284 == -1:
                t1274.records = None
            else:
                raise _bad_length(n1284, 'FetchResponse.Responses.Partitions.Records', pos)
            t1274.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1274.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1274.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1274._unknown_tags = None
            else:
                nt1286, pos = _ruv(buf, pos)
                if nt1286 * 2 > blen - pos:
                    raise _array_too_long(nt1286, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1287: list[tuple[int, bytes]] | None = None
                for _ in range(nt1286):
                    tg1288, pos = _ruv(buf, pos)
                    sz1289, pos = _ruv(buf, pos)
                    x1290 = pos + sz1289
                    if x1290 > blen:
                        raise _bad_length(sz1289, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1288 == 0:
                        t1291 = _new(_C_FetchResponse_EpochEndOffset)
                        t1291.epoch, t1291.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1291._unknown_tags = None
                        else:
                            nt1292, pos = _ruv(buf, pos)
                            if nt1292 * 2 > blen - pos:
                                raise _array_too_long(nt1292, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1293: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1292):
                                tg1294, pos = _ruv(buf, pos)
                                sz1295, pos = _ruv(buf, pos)
                                x1296 = pos + sz1295
                                if x1296 > blen:
                                    raise _bad_length(sz1295, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1293 is None:
                                    uk1293 = []
                                uk1293.append((tg1294, bytes(buf[pos:x1296])))
                                pos = x1296
                            t1291._unknown_tags = uk1293
                        t1274.diverging_epoch = t1291
                        if pos != x1290:
                            raise _tag_size_mismatch(tg1288, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1288 == 1:
                        t1297 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1297.leader_id, t1297.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1297._unknown_tags = None
                        else:
                            nt1298, pos = _ruv(buf, pos)
                            if nt1298 * 2 > blen - pos:
                                raise _array_too_long(nt1298, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1299: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1298):
                                tg1300, pos = _ruv(buf, pos)
                                sz1301, pos = _ruv(buf, pos)
                                x1302 = pos + sz1301
                                if x1302 > blen:
                                    raise _bad_length(sz1301, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1299 is None:
                                    uk1299 = []
                                uk1299.append((tg1300, bytes(buf[pos:x1302])))
                                pos = x1302
                            t1297._unknown_tags = uk1299
                        t1274.current_leader = t1297
                        if pos != x1290:
                            raise _tag_size_mismatch(tg1288, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1288 == 2:
                        t1303 = _new(_C_FetchResponse_SnapshotId)
                        t1303.end_offset, t1303.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1303._unknown_tags = None
                        else:
                            nt1304, pos = _ruv(buf, pos)
                            if nt1304 * 2 > blen - pos:
                                raise _array_too_long(nt1304, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1305: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1304):
                                tg1306, pos = _ruv(buf, pos)
                                sz1307, pos = _ruv(buf, pos)
                                x1308 = pos + sz1307
                                if x1308 > blen:
                                    raise _bad_length(sz1307, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1305 is None:
                                    uk1305 = []
                                uk1305.append((tg1306, bytes(buf[pos:x1308])))
                                pos = x1308
                            t1303._unknown_tags = uk1305
                        t1274.snapshot_id = t1303
                        if pos != x1290:
                            raise _tag_size_mismatch(tg1288, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1287 is None:
                            uk1287 = []
                        uk1287.append((tg1288, bytes(buf[pos:x1290])))
                        pos = x1290
                t1274._unknown_tags = uk1287
            ap1273(t1274)
        t1269.partitions = l1272
        t1269.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1269._unknown_tags = None
        else:
            nt1309, pos = _ruv(buf, pos)
            if nt1309 * 2 > blen - pos:
                raise _array_too_long(nt1309, 'FetchResponse.Responses._tagged_fields', pos)
            uk1310: list[tuple[int, bytes]] | None = None
            for _ in range(nt1309):
                tg1311, pos = _ruv(buf, pos)
                sz1312, pos = _ruv(buf, pos)
                x1313 = pos + sz1312
                if x1313 > blen:
                    raise _bad_length(sz1312, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1310 is None:
                    uk1310 = []
                uk1310.append((tg1311, bytes(buf[pos:x1313])))
                pos = x1313
            t1269._unknown_tags = uk1310
        ap1268(t1269)
    o.responses = l1267
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1314, pos = _ruv(buf, pos)
        if nt1314 * 2 > blen - pos:
            raise _array_too_long(nt1314, 'FetchResponse._tagged_fields', pos)
        uk1315: list[tuple[int, bytes]] | None = None
        for _ in range(nt1314):
            tg1316, pos = _ruv(buf, pos)
            sz1317, pos = _ruv(buf, pos)
            x1318 = pos + sz1317
            if x1318 > blen:
                raise _bad_length(sz1317, 'FetchResponse._tagged_fields', pos)
            if uk1315 is None:
                uk1315 = []
            uk1315.append((tg1316, bytes(buf[pos:x1318])))
            pos = x1318
        o._unknown_tags = uk1315
    return o, pos


def _enc_FetchResponse_v15(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1319 = o.responses
    n1320 = len(l1319) + 1
    a(_UV[n1320] if n1320 < 128 else _uv(n1320))
    for e1321 in l1319:
        a(_S_U.pack(e1321.topic_id.bytes))
        l1322 = e1321.partitions
        n1323 = len(l1322) + 1
        a(_UV[n1323] if n1323 < 128 else _uv(n1323))
        for e1324 in l1322:
            a(_S_ihqqq.pack(e1324.partition_index, e1324.error_code, e1324.high_watermark, e1324.last_stable_offset, e1324.log_start_offset))
            l1325 = e1324.aborted_transactions
            if l1325 is None:
                a(_H0)
            else:
                n1326 = len(l1325) + 1
                a(_UV[n1326] if n1326 < 128 else _uv(n1326))
                for e1327 in l1325:
                    a(_S_qq.pack(e1327.producer_id, e1327.first_offset))
                    u1328 = e1327._unknown_tags
                    if u1328 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1328)
            a(_S_i.pack(e1324.preferred_read_replica))
            s1329 = e1324.records
            if s1329 is None:
                a(_H0)
            else:
                n1330 = len(s1329) + 1
                a(_UV[n1330] if n1330 < 128 else _uv(n1330))
                a(s1329)
            k1331: list[tuple[int, bytes]] = []
            if (e1324.diverging_epoch.epoch != -1 or e1324.diverging_epoch.end_offset != -1 or e1324.diverging_epoch._unknown_tags is not None):
                p1332: list[bytes | memoryview] = []
                t1333 = e1324.diverging_epoch
                p1332.append(_S_iq.pack(t1333.epoch, t1333.end_offset))
                u1334 = t1333._unknown_tags
                if u1334 is None:
                    p1332.append(_H0)
                else:
                    _write_tags(p1332.append, None, u1334)
                k1331.append((0, b''.join(p1332)))
            if (e1324.current_leader.leader_id != -1 or e1324.current_leader.leader_epoch != -1 or e1324.current_leader._unknown_tags is not None):
                p1335: list[bytes | memoryview] = []
                t1336 = e1324.current_leader
                p1335.append(_S_ii.pack(t1336.leader_id, t1336.leader_epoch))
                u1337 = t1336._unknown_tags
                if u1337 is None:
                    p1335.append(_H0)
                else:
                    _write_tags(p1335.append, None, u1337)
                k1331.append((1, b''.join(p1335)))
            if (e1324.snapshot_id.end_offset != -1 or e1324.snapshot_id.epoch != -1 or e1324.snapshot_id._unknown_tags is not None):
                p1338: list[bytes | memoryview] = []
                t1339 = e1324.snapshot_id
                p1338.append(_S_qi.pack(t1339.end_offset, t1339.epoch))
                u1340 = t1339._unknown_tags
                if u1340 is None:
                    p1338.append(_H0)
                else:
                    _write_tags(p1338.append, None, u1340)
                k1331.append((2, b''.join(p1338)))
            u1341 = e1324._unknown_tags
            if k1331 or u1341 is not None:
                _write_tags(a, k1331, u1341)
            else:
                a(_H0)
        u1342 = e1321._unknown_tags
        if u1342 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1342)
    if o.node_endpoints:
        raise _unsupported_field('FetchResponse', 'NodeEndpoints', 15)
    u1343 = o._unknown_tags
    if u1343 is None:
        a(_H0)
    else:
        _write_tags(a, None, u1343)
    return b''.join(parts)


def _dec_FetchResponse_v15(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1344 = buf[pos] - 1
    if 0 <= n1344 < 127:
        pos += 1
    else:
        n1344, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1345: list[FetchResponse.FetchableTopicResponse] = []
    ap1346 = l1345.append
    for _ in range(n1344):
        t1347 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1348, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1347.topic_id = _uuid_from(u1348)
        n1349 = buf[pos] - 1
        if 0 <= n1349 < 127:
            pos += 1
        else:
            n1349, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1350: list[FetchResponse.PartitionData] = []
        ap1351 = l1350.append
        for _ in range(n1349):
            t1352 = _new(_C_FetchResponse_PartitionData)
            t1352.partition_index, t1352.error_code, t1352.high_watermark, t1352.last_stable_offset, t1352.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1353 = buf[pos] - 1
            if -1 <= n1353 < 127:
                pos += 1
            else:
                n1353, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1353 < 0:
                t1352.aborted_transactions = None
            else:
                l1354: list[FetchResponse.AbortedTransaction] = []
                ap1355 = l1354.append
                for _ in range(n1353):
                    t1356 = _new(_C_FetchResponse_AbortedTransaction)
                    t1356.producer_id, t1356.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1356._unknown_tags = None
                    else:
                        nt1357, pos = _ruv(buf, pos)
                        if nt1357 * 2 > blen - pos:
                            raise _array_too_long(nt1357, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1358: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1357):
                            tg1359, pos = _ruv(buf, pos)
                            sz1360, pos = _ruv(buf, pos)
                            x1361 = pos + sz1360
                            if x1361 > blen:
                                raise _bad_length(sz1360, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1358 is None:
                                uk1358 = []
                            uk1358.append((tg1359, bytes(buf[pos:x1361])))
                            pos = x1361
                        t1356._unknown_tags = uk1358
                    ap1355(t1356)
                t1352.aborted_transactions = l1354
            t1352.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1362 = buf[pos]
            if n1362 < 128:
                pos += 1
            else:
                n1362, pos = _ruv(buf, pos)
            n1362 -= 1
            if n1362 >= 0:
                x1363 = pos + n1362
                if x1363 > blen:
                    raise _bad_length(n1362, 'FetchResponse.Responses.Partitions.Records', pos)
                t1352.records = mv[pos:x1363]
                pos = x1363
            elif n1362 == -1:
                t1352.records = None
            else:
                raise _bad_length(n1362, 'FetchResponse.Responses.Partitions.Records', pos)
            t1352.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1352.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1352.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1352._unknown_tags = None
            else:
                nt1364, pos = _ruv(buf, pos)
                if nt1364 * 2 > blen - pos:
                    raise _array_too_long(nt1364, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1365: list[tuple[int, bytes]] | None = None
                for _ in range(nt1364):
                    tg1366, pos = _ruv(buf, pos)
                    sz1367, pos = _ruv(buf, pos)
                    x1368 = pos + sz1367
                    if x1368 > blen:
                        raise _bad_length(sz1367, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1366 == 0:
                        t1369 = _new(_C_FetchResponse_EpochEndOffset)
                        t1369.epoch, t1369.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1369._unknown_tags = None
                        else:
                            nt1370, pos = _ruv(buf, pos)
                            if nt1370 * 2 > blen - pos:
                                raise _array_too_long(nt1370, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1371: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1370):
                                tg1372, pos = _ruv(buf, pos)
                                sz1373, pos = _ruv(buf, pos)
                                x1374 = pos + sz1373
                                if x1374 > blen:
                                    raise _bad_length(sz1373, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1371 is None:
                                    uk1371 = []
                                uk1371.append((tg1372, bytes(buf[pos:x1374])))
                                pos = x1374
                            t1369._unknown_tags = uk1371
                        t1352.diverging_epoch = t1369
                        if pos != x1368:
                            raise _tag_size_mismatch(tg1366, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1366 == 1:
                        t1375 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1375.leader_id, t1375.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1375._unknown_tags = None
                        else:
                            nt1376, pos = _ruv(buf, pos)
                            if nt1376 * 2 > blen - pos:
                                raise _array_too_long(nt1376, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1377: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1376):
                                tg1378, pos = _ruv(buf, pos)
                                sz1379, pos = _ruv(buf, pos)
                                x1380 = pos + sz1379
                                if x1380 > blen:
                                    raise _bad_length(sz1379, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1377 is None:
                                    uk1377 = []
                                uk1377.append((tg1378, bytes(buf[pos:x1380])))
                                pos = x1380
                            t1375._unknown_tags = uk1377
                        t1352.current_leader = t1375
                        if pos != x1368:
                            raise _tag_size_mismatch(tg1366, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1366 == 2:
                        t1381 = _new(_C_FetchResponse_SnapshotId)
                        t1381.end_offset, t1381.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1381._unknown_tags = None
                        else:
                            nt1382, pos = _ruv(buf, pos)
                            if nt1382 * 2 > blen - pos:
                                raise _array_too_long(nt1382, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1383: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1382):
                                tg1384, pos = _ruv(buf, pos)
                                sz1385, pos = _ruv(buf, pos)
                                x1386 = pos + sz1385
                                if x1386 > blen:
                                    raise _bad_length(sz1385, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1383 is None:
                                    uk1383 = []
                                uk1383.append((tg1384, bytes(buf[pos:x1386])))
                                pos = x1386
                            t1381._unknown_tags = uk1383
                        t1352.snapshot_id = t1381
                        if pos != x1368:
                            raise _tag_size_mismatch(tg1366, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1365 is None:
                            uk1365 = []
                        uk1365.append((tg1366, bytes(buf[pos:x1368])))
                        pos = x1368
                t1352._unknown_tags = uk1365
            ap1351(t1352)
        t1347.partitions = l1350
        t1347.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1347._unknown_tags = None
        else:
            nt1387, pos = _ruv(buf, pos)
            if nt1387 * 2 > blen - pos:
                raise _array_too_long(nt1387, 'FetchResponse.Responses._tagged_fields', pos)
            uk1388: list[tuple[int, bytes]] | None = None
            for _ in range(nt1387):
                tg1389, pos = _ruv(buf, pos)
                sz1390, pos = _ruv(buf, pos)
                x1391 = pos + sz1390
                if x1391 > blen:
                    raise _bad_length(sz1390, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1388 is None:
                    uk1388 = []
                uk1388.append((tg1389, bytes(buf[pos:x1391])))
                pos = x1391
            t1347._unknown_tags = uk1388
        ap1346(t1347)
    o.responses = l1345
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1392, pos = _ruv(buf, pos)
        if nt1392 * 2 > blen - pos:
            raise _array_too_long(nt1392, 'FetchResponse._tagged_fields', pos)
        uk1393: list[tuple[int, bytes]] | None = None
        for _ in range(nt1392):
            tg1394, pos = _ruv(buf, pos)
            sz1395, pos = _ruv(buf, pos)
            x1396 = pos + sz1395
            if x1396 > blen:
                raise _bad_length(sz1395, 'FetchResponse._tagged_fields', pos)
            if uk1393 is None:
                uk1393 = []
            uk1393.append((tg1394, bytes(buf[pos:x1396])))
            pos = x1396
        o._unknown_tags = uk1393
    return o, pos


def _enc_FetchResponse_v16(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1397 = o.responses
    n1398 = len(l1397) + 1
    a(_UV[n1398] if n1398 < 128 else _uv(n1398))
    for e1399 in l1397:
        a(_S_U.pack(e1399.topic_id.bytes))
        l1400 = e1399.partitions
        n1401 = len(l1400) + 1
        a(_UV[n1401] if n1401 < 128 else _uv(n1401))
        for e1402 in l1400:
            a(_S_ihqqq.pack(e1402.partition_index, e1402.error_code, e1402.high_watermark, e1402.last_stable_offset, e1402.log_start_offset))
            l1403 = e1402.aborted_transactions
            if l1403 is None:
                a(_H0)
            else:
                n1404 = len(l1403) + 1
                a(_UV[n1404] if n1404 < 128 else _uv(n1404))
                for e1405 in l1403:
                    a(_S_qq.pack(e1405.producer_id, e1405.first_offset))
                    u1406 = e1405._unknown_tags
                    if u1406 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1406)
            a(_S_i.pack(e1402.preferred_read_replica))
            s1407 = e1402.records
            if s1407 is None:
                a(_H0)
            else:
                n1408 = len(s1407) + 1
                a(_UV[n1408] if n1408 < 128 else _uv(n1408))
                a(s1407)
            k1409: list[tuple[int, bytes]] = []
            if (e1402.diverging_epoch.epoch != -1 or e1402.diverging_epoch.end_offset != -1 or e1402.diverging_epoch._unknown_tags is not None):
                p1410: list[bytes | memoryview] = []
                t1411 = e1402.diverging_epoch
                p1410.append(_S_iq.pack(t1411.epoch, t1411.end_offset))
                u1412 = t1411._unknown_tags
                if u1412 is None:
                    p1410.append(_H0)
                else:
                    _write_tags(p1410.append, None, u1412)
                k1409.append((0, b''.join(p1410)))
            if (e1402.current_leader.leader_id != -1 or e1402.current_leader.leader_epoch != -1 or e1402.current_leader._unknown_tags is not None):
                p1413: list[bytes | memoryview] = []
                t1414 = e1402.current_leader
                p1413.append(_S_ii.pack(t1414.leader_id, t1414.leader_epoch))
                u1415 = t1414._unknown_tags
                if u1415 is None:
                    p1413.append(_H0)
                else:
                    _write_tags(p1413.append, None, u1415)
                k1409.append((1, b''.join(p1413)))
            if (e1402.snapshot_id.end_offset != -1 or e1402.snapshot_id.epoch != -1 or e1402.snapshot_id._unknown_tags is not None):
                p1416: list[bytes | memoryview] = []
                t1417 = e1402.snapshot_id
                p1416.append(_S_qi.pack(t1417.end_offset, t1417.epoch))
                u1418 = t1417._unknown_tags
                if u1418 is None:
                    p1416.append(_H0)
                else:
                    _write_tags(p1416.append, None, u1418)
                k1409.append((2, b''.join(p1416)))
            u1419 = e1402._unknown_tags
            if k1409 or u1419 is not None:
                _write_tags(a, k1409, u1419)
            else:
                a(_H0)
        u1420 = e1399._unknown_tags
        if u1420 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1420)
    k1421: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p1422: list[bytes | memoryview] = []
        l1423 = o.node_endpoints
        n1424 = len(l1423) + 1
        p1422.append(_UV[n1424] if n1424 < 128 else _uv(n1424))
        for e1425 in l1423:
            p1422.append(_S_i.pack(e1425.node_id))
            s1426 = e1425.host
            b1427 = s1426.encode()
            n1428 = len(b1427) + 1
            p1422.append(_UV[n1428] if n1428 < 128 else _uv(n1428))
            p1422.append(b1427)
            p1422.append(_S_i.pack(e1425.port))
            s1429 = e1425.rack
            if s1429 is None:
                p1422.append(_H0)
            else:
                b1430 = s1429.encode()
                n1431 = len(b1430) + 1
                p1422.append(_UV[n1431] if n1431 < 128 else _uv(n1431))
                p1422.append(b1430)
            u1432 = e1425._unknown_tags
            if u1432 is None:
                p1422.append(_H0)
            else:
                _write_tags(p1422.append, None, u1432)
        k1421.append((0, b''.join(p1422)))
    u1433 = o._unknown_tags
    if k1421 or u1433 is not None:
        _write_tags(a, k1421, u1433)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchResponse_v16(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1434 = buf[pos] - 1
    if 0 <= n1434 < 127:
        pos += 1
    else:
        n1434, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1435: list[FetchResponse.FetchableTopicResponse] = []
    ap1436 = l1435.append
    for _ in range(n1434):
        t1437 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1438, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1437.topic_id = _uuid_from(u1438)
        n1439 = buf[pos] - 1
        if 0 <= n1439 < 127:
            pos += 1
        else:
            n1439, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1440: list[FetchResponse.PartitionData] = []
        ap1441 = l1440.append
        for _ in range(n1439):
            t1442 = _new(_C_FetchResponse_PartitionData)
            t1442.partition_index, t1442.error_code, t1442.high_watermark, t1442.last_stable_offset, t1442.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1443 = buf[pos] - 1
            if -1 <= n1443 < 127:
                pos += 1
            else:
                n1443, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1443 < 0:
                t1442.aborted_transactions = None
            else:
                l1444: list[FetchResponse.AbortedTransaction] = []
                ap1445 = l1444.append
                for _ in range(n1443):
                    t1446 = _new(_C_FetchResponse_AbortedTransaction)
                    t1446.producer_id, t1446.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1446._unknown_tags = None
                    else:
                        nt1447, pos = _ruv(buf, pos)
                        if nt1447 * 2 > blen - pos:
                            raise _array_too_long(nt1447, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1448: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1447):
                            tg1449, pos = _ruv(buf, pos)
                            sz1450, pos = _ruv(buf, pos)
                            x1451 = pos + sz1450
                            if x1451 > blen:
                                raise _bad_length(sz1450, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1448 is None:
                                uk1448 = []
                            uk1448.append((tg1449, bytes(buf[pos:x1451])))
                            pos = x1451
                        t1446._unknown_tags = uk1448
                    ap1445(t1446)
                t1442.aborted_transactions = l1444
            t1442.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1452 = buf[pos]
            if n1452 < 128:
                pos += 1
            else:
                n1452, pos = _ruv(buf, pos)
            n1452 -= 1
            if n1452 >= 0:
                x1453 = pos + n1452
                if x1453 > blen:
                    raise _bad_length(n1452, 'FetchResponse.Responses.Partitions.Records', pos)
                t1442.records = mv[pos:x1453]
                pos = x1453
            elif n1452 == -1:
                t1442.records = None
            else:
                raise _bad_length(n1452, 'FetchResponse.Responses.Partitions.Records', pos)
            t1442.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1442.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1442.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1442._unknown_tags = None
            else:
                nt1454, pos = _ruv(buf, pos)
                if nt1454 * 2 > blen - pos:
                    raise _array_too_long(nt1454, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1455: list[tuple[int, bytes]] | None = None
                for _ in range(nt1454):
                    tg1456, pos = _ruv(buf, pos)
                    sz1457, pos = _ruv(buf, pos)
                    x1458 = pos + sz1457
                    if x1458 > blen:
                        raise _bad_length(sz1457, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1456 == 0:
                        t1459 = _new(_C_FetchResponse_EpochEndOffset)
                        t1459.epoch, t1459.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1459._unknown_tags = None
                        else:
                            nt1460, pos = _ruv(buf, pos)
                            if nt1460 * 2 > blen - pos:
                                raise _array_too_long(nt1460, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1461: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1460):
                                tg1462, pos = _ruv(buf, pos)
                                sz1463, pos = _ruv(buf, pos)
                                x1464 = pos + sz1463
                                if x1464 > blen:
                                    raise _bad_length(sz1463, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1461 is None:
                                    uk1461 = []
                                uk1461.append((tg1462, bytes(buf[pos:x1464])))
                                pos = x1464
                            t1459._unknown_tags = uk1461
                        t1442.diverging_epoch = t1459
                        if pos != x1458:
                            raise _tag_size_mismatch(tg1456, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1456 == 1:
                        t1465 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1465.leader_id, t1465.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1465._unknown_tags = None
                        else:
                            nt1466, pos = _ruv(buf, pos)
                            if nt1466 * 2 > blen - pos:
                                raise _array_too_long(nt1466, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1467: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1466):
                                tg1468, pos = _ruv(buf, pos)
                                sz1469, pos = _ruv(buf, pos)
                                x1470 = pos + sz1469
                                if x1470 > blen:
                                    raise _bad_length(sz1469, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1467 is None:
                                    uk1467 = []
                                uk1467.append((tg1468, bytes(buf[pos:x1470])))
                                pos = x1470
                            t1465._unknown_tags = uk1467
                        t1442.current_leader = t1465
                        if pos != x1458:
                            raise _tag_size_mismatch(tg1456, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1456 == 2:
                        t1471 = _new(_C_FetchResponse_SnapshotId)
                        t1471.end_offset, t1471.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1471._unknown_tags = None
                        else:
                            nt1472, pos = _ruv(buf, pos)
                            if nt1472 * 2 > blen - pos:
                                raise _array_too_long(nt1472, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1473: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1472):
                                tg1474, pos = _ruv(buf, pos)
                                sz1475, pos = _ruv(buf, pos)
                                x1476 = pos + sz1475
                                if x1476 > blen:
                                    raise _bad_length(sz1475, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1473 is None:
                                    uk1473 = []
                                uk1473.append((tg1474, bytes(buf[pos:x1476])))
                                pos = x1476
                            t1471._unknown_tags = uk1473
                        t1442.snapshot_id = t1471
                        if pos != x1458:
                            raise _tag_size_mismatch(tg1456, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1455 is None:
                            uk1455 = []
                        uk1455.append((tg1456, bytes(buf[pos:x1458])))
                        pos = x1458
                t1442._unknown_tags = uk1455
            ap1441(t1442)
        t1437.partitions = l1440
        t1437.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1437._unknown_tags = None
        else:
            nt1477, pos = _ruv(buf, pos)
            if nt1477 * 2 > blen - pos:
                raise _array_too_long(nt1477, 'FetchResponse.Responses._tagged_fields', pos)
            uk1478: list[tuple[int, bytes]] | None = None
            for _ in range(nt1477):
                tg1479, pos = _ruv(buf, pos)
                sz1480, pos = _ruv(buf, pos)
                x1481 = pos + sz1480
                if x1481 > blen:
                    raise _bad_length(sz1480, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1478 is None:
                    uk1478 = []
                uk1478.append((tg1479, bytes(buf[pos:x1481])))
                pos = x1481
            t1437._unknown_tags = uk1478
        ap1436(t1437)
    o.responses = l1435
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1482, pos = _ruv(buf, pos)
        if nt1482 * 2 > blen - pos:
            raise _array_too_long(nt1482, 'FetchResponse._tagged_fields', pos)
        uk1483: list[tuple[int, bytes]] | None = None
        for _ in range(nt1482):
            tg1484, pos = _ruv(buf, pos)
            sz1485, pos = _ruv(buf, pos)
            x1486 = pos + sz1485
            if x1486 > blen:
                raise _bad_length(sz1485, 'FetchResponse._tagged_fields', pos)
            if tg1484 == 0:
                n1487 = buf[pos] - 1
                if 0 <= n1487 < 127:
                    pos += 1
                else:
                    n1487, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1488: list[FetchResponse.NodeEndpoint] = []
                ap1489 = l1488.append
                for _ in range(n1487):
                    t1490 = _new(_C_FetchResponse_NodeEndpoint)
                    t1490.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1491 = buf[pos] - 1
                    if 0 <= n1491 < 127:
                        x1492 = pos + 1 + n1491
                        if x1492 > blen:
                            raise _bad_length(n1491, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1490.host = str(buf[pos + 1:x1492], 'utf-8')
                        pos = x1492
                    else:
                        t1490.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1490.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1493 = buf[pos] - 1
                    if 0 <= n1493 < 127:
                        x1494 = pos + 1 + n1493
                        if x1494 > blen:
                            raise _bad_length(n1493, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1490.rack = str(buf[pos + 1:x1494], 'utf-8')
                        pos = x1494
                    else:
                        t1490.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1490._unknown_tags = None
                    else:
                        nt1495, pos = _ruv(buf, pos)
                        if nt1495 * 2 > blen - pos:
                            raise _array_too_long(nt1495, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1496: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1495):
                            tg1497, pos = _ruv(buf, pos)
                            sz1498, pos = _ruv(buf, pos)
                            x1499 = pos + sz1498
                            if x1499 > blen:
                                raise _bad_length(sz1498, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1496 is None:
                                uk1496 = []
                            uk1496.append((tg1497, bytes(buf[pos:x1499])))
                            pos = x1499
                        t1490._unknown_tags = uk1496
                    ap1489(t1490)
                o.node_endpoints = l1488
                if pos != x1486:
                    raise _tag_size_mismatch(tg1484, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1483 is None:
                    uk1483 = []
                uk1483.append((tg1484, bytes(buf[pos:x1486])))
                pos = x1486
        o._unknown_tags = uk1483
    return o, pos


def _enc_FetchResponse_v17(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1500 = o.responses
    n1501 = len(l1500) + 1
    a(_UV[n1501] if n1501 < 128 else _uv(n1501))
    for e1502 in l1500:
        a(_S_U.pack(e1502.topic_id.bytes))
        l1503 = e1502.partitions
        n1504 = len(l1503) + 1
        a(_UV[n1504] if n1504 < 128 else _uv(n1504))
        for e1505 in l1503:
            a(_S_ihqqq.pack(e1505.partition_index, e1505.error_code, e1505.high_watermark, e1505.last_stable_offset, e1505.log_start_offset))
            l1506 = e1505.aborted_transactions
            if l1506 is None:
                a(_H0)
            else:
                n1507 = len(l1506) + 1
                a(_UV[n1507] if n1507 < 128 else _uv(n1507))
                for e1508 in l1506:
                    a(_S_qq.pack(e1508.producer_id, e1508.first_offset))
                    u1509 = e1508._unknown_tags
                    if u1509 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1509)
            a(_S_i.pack(e1505.preferred_read_replica))
            s1510 = e1505.records
            if s1510 is None:
                a(_H0)
            else:
                n1511 = len(s1510) + 1
                a(_UV[n1511] if n1511 < 128 else _uv(n1511))
                a(s1510)
            k1512: list[tuple[int, bytes]] = []
            if (e1505.diverging_epoch.epoch != -1 or e1505.diverging_epoch.end_offset != -1 or e1505.diverging_epoch._unknown_tags is not None):
                p1513: list[bytes | memoryview] = []
                t1514 = e1505.diverging_epoch
                p1513.append(_S_iq.pack(t1514.epoch, t1514.end_offset))
                u1515 = t1514._unknown_tags
                if u1515 is None:
                    p1513.append(_H0)
                else:
                    _write_tags(p1513.append, None, u1515)
                k1512.append((0, b''.join(p1513)))
            if (e1505.current_leader.leader_id != -1 or e1505.current_leader.leader_epoch != -1 or e1505.current_leader._unknown_tags is not None):
                p1516: list[bytes | memoryview] = []
                t1517 = e1505.current_leader
                p1516.append(_S_ii.pack(t1517.leader_id, t1517.leader_epoch))
                u1518 = t1517._unknown_tags
                if u1518 is None:
                    p1516.append(_H0)
                else:
                    _write_tags(p1516.append, None, u1518)
                k1512.append((1, b''.join(p1516)))
            if (e1505.snapshot_id.end_offset != -1 or e1505.snapshot_id.epoch != -1 or e1505.snapshot_id._unknown_tags is not None):
                p1519: list[bytes | memoryview] = []
                t1520 = e1505.snapshot_id
                p1519.append(_S_qi.pack(t1520.end_offset, t1520.epoch))
                u1521 = t1520._unknown_tags
                if u1521 is None:
                    p1519.append(_H0)
                else:
                    _write_tags(p1519.append, None, u1521)
                k1512.append((2, b''.join(p1519)))
            u1522 = e1505._unknown_tags
            if k1512 or u1522 is not None:
                _write_tags(a, k1512, u1522)
            else:
                a(_H0)
        u1523 = e1502._unknown_tags
        if u1523 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1523)
    k1524: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p1525: list[bytes | memoryview] = []
        l1526 = o.node_endpoints
        n1527 = len(l1526) + 1
        p1525.append(_UV[n1527] if n1527 < 128 else _uv(n1527))
        for e1528 in l1526:
            p1525.append(_S_i.pack(e1528.node_id))
            s1529 = e1528.host
            b1530 = s1529.encode()
            n1531 = len(b1530) + 1
            p1525.append(_UV[n1531] if n1531 < 128 else _uv(n1531))
            p1525.append(b1530)
            p1525.append(_S_i.pack(e1528.port))
            s1532 = e1528.rack
            if s1532 is None:
                p1525.append(_H0)
            else:
                b1533 = s1532.encode()
                n1534 = len(b1533) + 1
                p1525.append(_UV[n1534] if n1534 < 128 else _uv(n1534))
                p1525.append(b1533)
            u1535 = e1528._unknown_tags
            if u1535 is None:
                p1525.append(_H0)
            else:
                _write_tags(p1525.append, None, u1535)
        k1524.append((0, b''.join(p1525)))
    u1536 = o._unknown_tags
    if k1524 or u1536 is not None:
        _write_tags(a, k1524, u1536)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchResponse_v17(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1537 = buf[pos] - 1
    if 0 <= n1537 < 127:
        pos += 1
    else:
        n1537, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1538: list[FetchResponse.FetchableTopicResponse] = []
    ap1539 = l1538.append
    for _ in range(n1537):
        t1540 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1541, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1540.topic_id = _uuid_from(u1541)
        n1542 = buf[pos] - 1
        if 0 <= n1542 < 127:
            pos += 1
        else:
            n1542, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1543: list[FetchResponse.PartitionData] = []
        ap1544 = l1543.append
        for _ in range(n1542):
            t1545 = _new(_C_FetchResponse_PartitionData)
            t1545.partition_index, t1545.error_code, t1545.high_watermark, t1545.last_stable_offset, t1545.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1546 = buf[pos] - 1
            if -1 <= n1546 < 127:
                pos += 1
            else:
                n1546, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1546 < 0:
                t1545.aborted_transactions = None
            else:
                l1547: list[FetchResponse.AbortedTransaction] = []
                ap1548 = l1547.append
                for _ in range(n1546):
                    t1549 = _new(_C_FetchResponse_AbortedTransaction)
                    t1549.producer_id, t1549.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1549._unknown_tags = None
                    else:
                        nt1550, pos = _ruv(buf, pos)
                        if nt1550 * 2 > blen - pos:
                            raise _array_too_long(nt1550, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1551: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1550):
                            tg1552, pos = _ruv(buf, pos)
                            sz1553, pos = _ruv(buf, pos)
                            x1554 = pos + sz1553
                            if x1554 > blen:
                                raise _bad_length(sz1553, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1551 is None:
                                uk1551 = []
                            uk1551.append((tg1552, bytes(buf[pos:x1554])))
                            pos = x1554
                        t1549._unknown_tags = uk1551
                    ap1548(t1549)
                t1545.aborted_transactions = l1547
            t1545.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1555 = buf[pos]
            if n1555 < 128:
                pos += 1
            else:
                n1555, pos = _ruv(buf, pos)
            n1555 -= 1
            if n1555 >= 0:
                x1556 = pos + n1555
                if x1556 > blen:
                    raise _bad_length(n1555, 'FetchResponse.Responses.Partitions.Records', pos)
                t1545.records = mv[pos:x1556]
                pos = x1556
            elif n1555 == -1:
                t1545.records = None
            else:
                raise _bad_length(n1555, 'FetchResponse.Responses.Partitions.Records', pos)
            t1545.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1545.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1545.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1545._unknown_tags = None
            else:
                nt1557, pos = _ruv(buf, pos)
                if nt1557 * 2 > blen - pos:
                    raise _array_too_long(nt1557, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1558: list[tuple[int, bytes]] | None = None
                for _ in range(nt1557):
                    tg1559, pos = _ruv(buf, pos)
                    sz1560, pos = _ruv(buf, pos)
                    x1561 = pos + sz1560
                    if x1561 > blen:
                        raise _bad_length(sz1560, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1559 == 0:
                        t1562 = _new(_C_FetchResponse_EpochEndOffset)
                        t1562.epoch, t1562.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1562._unknown_tags = None
                        else:
                            nt1563, pos = _ruv(buf, pos)
                            if nt1563 * 2 > blen - pos:
                                raise _array_too_long(nt1563, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1564: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1563):
                                tg1565, pos = _ruv(buf, pos)
                                sz1566, pos = _ruv(buf, pos)
                                x1567 = pos + sz1566
                                if x1567 > blen:
                                    raise _bad_length(sz1566, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1564 is None:
                                    uk1564 = []
                                uk1564.append((tg1565, bytes(buf[pos:x1567])))
                                pos = x1567
                            t1562._unknown_tags = uk1564
                        t1545.diverging_epoch = t1562
                        if pos != x1561:
                            raise _tag_size_mismatch(tg1559, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1559 == 1:
                        t1568 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1568.leader_id, t1568.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1568._unknown_tags = None
                        else:
                            nt1569, pos = _ruv(buf, pos)
                            if nt1569 * 2 > blen - pos:
                                raise _array_too_long(nt1569, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1570: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1569):
                                tg1571, pos = _ruv(buf, pos)
                                sz1572, pos = _ruv(buf, pos)
                                x1573 = pos + sz1572
                                if x1573 > blen:
                                    raise _bad_length(sz1572, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1570 is None:
                                    uk1570 = []
                                uk1570.append((tg1571, bytes(buf[pos:x1573])))
                                pos = x1573
                            t1568._unknown_tags = uk1570
                        t1545.current_leader = t1568
                        if pos != x1561:
                            raise _tag_size_mismatch(tg1559, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1559 == 2:
                        t1574 = _new(_C_FetchResponse_SnapshotId)
                        t1574.end_offset, t1574.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1574._unknown_tags = None
                        else:
                            nt1575, pos = _ruv(buf, pos)
                            if nt1575 * 2 > blen - pos:
                                raise _array_too_long(nt1575, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1576: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1575):
                                tg1577, pos = _ruv(buf, pos)
                                sz1578, pos = _ruv(buf, pos)
                                x1579 = pos + sz1578
                                if x1579 > blen:
                                    raise _bad_length(sz1578, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1576 is None:
                                    uk1576 = []
                                uk1576.append((tg1577, bytes(buf[pos:x1579])))
                                pos = x1579
                            t1574._unknown_tags = uk1576
                        t1545.snapshot_id = t1574
                        if pos != x1561:
                            raise _tag_size_mismatch(tg1559, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1558 is None:
                            uk1558 = []
                        uk1558.append((tg1559, bytes(buf[pos:x1561])))
                        pos = x1561
                t1545._unknown_tags = uk1558
            ap1544(t1545)
        t1540.partitions = l1543
        t1540.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1540._unknown_tags = None
        else:
            nt1580, pos = _ruv(buf, pos)
            if nt1580 * 2 > blen - pos:
                raise _array_too_long(nt1580, 'FetchResponse.Responses._tagged_fields', pos)
            uk1581: list[tuple[int, bytes]] | None = None
            for _ in range(nt1580):
                tg1582, pos = _ruv(buf, pos)
                sz1583, pos = _ruv(buf, pos)
                x1584 = pos + sz1583
                if x1584 > blen:
                    raise _bad_length(sz1583, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1581 is None:
                    uk1581 = []
                uk1581.append((tg1582, bytes(buf[pos:x1584])))
                pos = x1584
            t1540._unknown_tags = uk1581
        ap1539(t1540)
    o.responses = l1538
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1585, pos = _ruv(buf, pos)
        if nt1585 * 2 > blen - pos:
            raise _array_too_long(nt1585, 'FetchResponse._tagged_fields', pos)
        uk1586: list[tuple[int, bytes]] | None = None
        for _ in range(nt1585):
            tg1587, pos = _ruv(buf, pos)
            sz1588, pos = _ruv(buf, pos)
            x1589 = pos + sz1588
            if x1589 > blen:
                raise _bad_length(sz1588, 'FetchResponse._tagged_fields', pos)
            if tg1587 == 0:
                n1590 = buf[pos] - 1
                if 0 <= n1590 < 127:
                    pos += 1
                else:
                    n1590, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1591: list[FetchResponse.NodeEndpoint] = []
                ap1592 = l1591.append
                for _ in range(n1590):
                    t1593 = _new(_C_FetchResponse_NodeEndpoint)
                    t1593.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1594 = buf[pos] - 1
                    if 0 <= n1594 < 127:
                        x1595 = pos + 1 + n1594
                        if x1595 > blen:
                            raise _bad_length(n1594, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1593.host = str(buf[pos + 1:x1595], 'utf-8')
                        pos = x1595
                    else:
                        t1593.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1593.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1596 = buf[pos] - 1
                    if 0 <= n1596 < 127:
                        x1597 = pos + 1 + n1596
                        if x1597 > blen:
                            raise _bad_length(n1596, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1593.rack = str(buf[pos + 1:x1597], 'utf-8')
                        pos = x1597
                    else:
                        t1593.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1593._unknown_tags = None
                    else:
                        nt1598, pos = _ruv(buf, pos)
                        if nt1598 * 2 > blen - pos:
                            raise _array_too_long(nt1598, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1599: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1598):
                            tg1600, pos = _ruv(buf, pos)
                            sz1601, pos = _ruv(buf, pos)
                            x1602 = pos + sz1601
                            if x1602 > blen:
                                raise _bad_length(sz1601, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1599 is None:
                                uk1599 = []
                            uk1599.append((tg1600, bytes(buf[pos:x1602])))
                            pos = x1602
                        t1593._unknown_tags = uk1599
                    ap1592(t1593)
                o.node_endpoints = l1591
                if pos != x1589:
                    raise _tag_size_mismatch(tg1587, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1586 is None:
                    uk1586 = []
                uk1586.append((tg1587, bytes(buf[pos:x1589])))
                pos = x1589
        o._unknown_tags = uk1586
    return o, pos


def _enc_FetchResponse_v18(o: FetchResponse) -> bytes:
    parts: list[bytes | memoryview] = []
    a = parts.append
    a(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    l1603 = o.responses
    n1604 = len(l1603) + 1
    a(_UV[n1604] if n1604 < 128 else _uv(n1604))
    for e1605 in l1603:
        a(_S_U.pack(e1605.topic_id.bytes))
        l1606 = e1605.partitions
        n1607 = len(l1606) + 1
        a(_UV[n1607] if n1607 < 128 else _uv(n1607))
        for e1608 in l1606:
            a(_S_ihqqq.pack(e1608.partition_index, e1608.error_code, e1608.high_watermark, e1608.last_stable_offset, e1608.log_start_offset))
            l1609 = e1608.aborted_transactions
            if l1609 is None:
                a(_H0)
            else:
                n1610 = len(l1609) + 1
                a(_UV[n1610] if n1610 < 128 else _uv(n1610))
                for e1611 in l1609:
                    a(_S_qq.pack(e1611.producer_id, e1611.first_offset))
                    u1612 = e1611._unknown_tags
                    if u1612 is None:
                        a(_H0)
                    else:
                        _write_tags(a, None, u1612)
            a(_S_i.pack(e1608.preferred_read_replica))
            s1613 = e1608.records
            if s1613 is None:
                a(_H0)
            else:
                n1614 = len(s1613) + 1
                a(_UV[n1614] if n1614 < 128 else _uv(n1614))
                a(s1613)
            k1615: list[tuple[int, bytes]] = []
            if (e1608.diverging_epoch.epoch != -1 or e1608.diverging_epoch.end_offset != -1 or e1608.diverging_epoch._unknown_tags is not None):
                p1616: list[bytes | memoryview] = []
                t1617 = e1608.diverging_epoch
                p1616.append(_S_iq.pack(t1617.epoch, t1617.end_offset))
                u1618 = t1617._unknown_tags
                if u1618 is None:
                    p1616.append(_H0)
                else:
                    _write_tags(p1616.append, None, u1618)
                k1615.append((0, b''.join(p1616)))
            if (e1608.current_leader.leader_id != -1 or e1608.current_leader.leader_epoch != -1 or e1608.current_leader._unknown_tags is not None):
                p1619: list[bytes | memoryview] = []
                t1620 = e1608.current_leader
                p1619.append(_S_ii.pack(t1620.leader_id, t1620.leader_epoch))
                u1621 = t1620._unknown_tags
                if u1621 is None:
                    p1619.append(_H0)
                else:
                    _write_tags(p1619.append, None, u1621)
                k1615.append((1, b''.join(p1619)))
            if (e1608.snapshot_id.end_offset != -1 or e1608.snapshot_id.epoch != -1 or e1608.snapshot_id._unknown_tags is not None):
                p1622: list[bytes | memoryview] = []
                t1623 = e1608.snapshot_id
                p1622.append(_S_qi.pack(t1623.end_offset, t1623.epoch))
                u1624 = t1623._unknown_tags
                if u1624 is None:
                    p1622.append(_H0)
                else:
                    _write_tags(p1622.append, None, u1624)
                k1615.append((2, b''.join(p1622)))
            u1625 = e1608._unknown_tags
            if k1615 or u1625 is not None:
                _write_tags(a, k1615, u1625)
            else:
                a(_H0)
        u1626 = e1605._unknown_tags
        if u1626 is None:
            a(_H0)
        else:
            _write_tags(a, None, u1626)
    k1627: list[tuple[int, bytes]] = []
    if o.node_endpoints:
        p1628: list[bytes | memoryview] = []
        l1629 = o.node_endpoints
        n1630 = len(l1629) + 1
        p1628.append(_UV[n1630] if n1630 < 128 else _uv(n1630))
        for e1631 in l1629:
            p1628.append(_S_i.pack(e1631.node_id))
            s1632 = e1631.host
            b1633 = s1632.encode()
            n1634 = len(b1633) + 1
            p1628.append(_UV[n1634] if n1634 < 128 else _uv(n1634))
            p1628.append(b1633)
            p1628.append(_S_i.pack(e1631.port))
            s1635 = e1631.rack
            if s1635 is None:
                p1628.append(_H0)
            else:
                b1636 = s1635.encode()
                n1637 = len(b1636) + 1
                p1628.append(_UV[n1637] if n1637 < 128 else _uv(n1637))
                p1628.append(b1636)
            u1638 = e1631._unknown_tags
            if u1638 is None:
                p1628.append(_H0)
            else:
                _write_tags(p1628.append, None, u1638)
        k1627.append((0, b''.join(p1628)))
    u1639 = o._unknown_tags
    if k1627 or u1639 is not None:
        _write_tags(a, k1627, u1639)
    else:
        a(_H0)
    return b''.join(parts)


def _dec_FetchResponse_v18(buf: _Buffer, pos: int) -> tuple[FetchResponse, int]:
    blen = len(buf)
    mv = memoryview(buf)
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S_ihi.unpack_from(buf, pos)
    pos += 10
    n1640 = buf[pos] - 1
    if 0 <= n1640 < 127:
        pos += 1
    else:
        n1640, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses')
    l1641: list[FetchResponse.FetchableTopicResponse] = []
    ap1642 = l1641.append
    for _ in range(n1640):
        t1643 = _new(_C_FetchResponse_FetchableTopicResponse)
        u1644, = _S_U.unpack_from(buf, pos)
        pos += 16
        t1643.topic_id = _uuid_from(u1644)
        n1645 = buf[pos] - 1
        if 0 <= n1645 < 127:
            pos += 1
        else:
            n1645, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.Responses.Partitions')
        l1646: list[FetchResponse.PartitionData] = []
        ap1647 = l1646.append
        for _ in range(n1645):
            t1648 = _new(_C_FetchResponse_PartitionData)
            t1648.partition_index, t1648.error_code, t1648.high_watermark, t1648.last_stable_offset, t1648.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            n1649 = buf[pos] - 1
            if -1 <= n1649 < 127:
                pos += 1
            else:
                n1649, pos = _read_array_len(buf, pos, True, True, 1, 'FetchResponse.Responses.Partitions.AbortedTransactions')
            if n1649 < 0:
                t1648.aborted_transactions = None
            else:
                l1650: list[FetchResponse.AbortedTransaction] = []
                ap1651 = l1650.append
                for _ in range(n1649):
                    t1652 = _new(_C_FetchResponse_AbortedTransaction)
                    t1652.producer_id, t1652.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    if buf[pos] == 0:
                        pos += 1
                        t1652._unknown_tags = None
                    else:
                        nt1653, pos = _ruv(buf, pos)
                        if nt1653 * 2 > blen - pos:
                            raise _array_too_long(nt1653, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                        uk1654: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1653):
                            tg1655, pos = _ruv(buf, pos)
                            sz1656, pos = _ruv(buf, pos)
                            x1657 = pos + sz1656
                            if x1657 > blen:
                                raise _bad_length(sz1656, 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields', pos)
                            if uk1654 is None:
                                uk1654 = []
                            uk1654.append((tg1655, bytes(buf[pos:x1657])))
                            pos = x1657
                        t1652._unknown_tags = uk1654
                    ap1651(t1652)
                t1648.aborted_transactions = l1650
            t1648.preferred_read_replica, = _S_i.unpack_from(buf, pos)
            pos += 4
            n1658 = buf[pos]
            if n1658 < 128:
                pos += 1
            else:
                n1658, pos = _ruv(buf, pos)
            n1658 -= 1
            if n1658 >= 0:
                x1659 = pos + n1658
                if x1659 > blen:
                    raise _bad_length(n1658, 'FetchResponse.Responses.Partitions.Records', pos)
                t1648.records = mv[pos:x1659]
                pos = x1659
            elif n1658 == -1:
                t1648.records = None
            else:
                raise _bad_length(n1658, 'FetchResponse.Responses.Partitions.Records', pos)
            t1648.diverging_epoch = _mk_FetchResponse_EpochEndOffset()
            t1648.current_leader = _mk_FetchResponse_LeaderIdAndEpoch()
            t1648.snapshot_id = _mk_FetchResponse_SnapshotId()
            if buf[pos] == 0:
                pos += 1
                t1648._unknown_tags = None
            else:
                nt1660, pos = _ruv(buf, pos)
                if nt1660 * 2 > blen - pos:
                    raise _array_too_long(nt1660, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                uk1661: list[tuple[int, bytes]] | None = None
                for _ in range(nt1660):
                    tg1662, pos = _ruv(buf, pos)
                    sz1663, pos = _ruv(buf, pos)
                    x1664 = pos + sz1663
                    if x1664 > blen:
                        raise _bad_length(sz1663, 'FetchResponse.Responses.Partitions._tagged_fields', pos)
                    if tg1662 == 0:
                        t1665 = _new(_C_FetchResponse_EpochEndOffset)
                        t1665.epoch, t1665.end_offset = _S_iq.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1665._unknown_tags = None
                        else:
                            nt1666, pos = _ruv(buf, pos)
                            if nt1666 * 2 > blen - pos:
                                raise _array_too_long(nt1666, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                            uk1667: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1666):
                                tg1668, pos = _ruv(buf, pos)
                                sz1669, pos = _ruv(buf, pos)
                                x1670 = pos + sz1669
                                if x1670 > blen:
                                    raise _bad_length(sz1669, 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields', pos)
                                if uk1667 is None:
                                    uk1667 = []
                                uk1667.append((tg1668, bytes(buf[pos:x1670])))
                                pos = x1670
                            t1665._unknown_tags = uk1667
                        t1648.diverging_epoch = t1665
                        if pos != x1664:
                            raise _tag_size_mismatch(tg1662, 'FetchResponse.Responses.Partitions.DivergingEpoch', pos)
                    elif tg1662 == 1:
                        t1671 = _new(_C_FetchResponse_LeaderIdAndEpoch)
                        t1671.leader_id, t1671.leader_epoch = _S_ii.unpack_from(buf, pos)
                        pos += 8
                        if buf[pos] == 0:
                            pos += 1
                            t1671._unknown_tags = None
                        else:
                            nt1672, pos = _ruv(buf, pos)
                            if nt1672 * 2 > blen - pos:
                                raise _array_too_long(nt1672, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                            uk1673: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1672):
                                tg1674, pos = _ruv(buf, pos)
                                sz1675, pos = _ruv(buf, pos)
                                x1676 = pos + sz1675
                                if x1676 > blen:
                                    raise _bad_length(sz1675, 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields', pos)
                                if uk1673 is None:
                                    uk1673 = []
                                uk1673.append((tg1674, bytes(buf[pos:x1676])))
                                pos = x1676
                            t1671._unknown_tags = uk1673
                        t1648.current_leader = t1671
                        if pos != x1664:
                            raise _tag_size_mismatch(tg1662, 'FetchResponse.Responses.Partitions.CurrentLeader', pos)
                    elif tg1662 == 2:
                        t1677 = _new(_C_FetchResponse_SnapshotId)
                        t1677.end_offset, t1677.epoch = _S_qi.unpack_from(buf, pos)
                        pos += 12
                        if buf[pos] == 0:
                            pos += 1
                            t1677._unknown_tags = None
                        else:
                            nt1678, pos = _ruv(buf, pos)
                            if nt1678 * 2 > blen - pos:
                                raise _array_too_long(nt1678, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                            uk1679: list[tuple[int, bytes]] | None = None
                            for _ in range(nt1678):
                                tg1680, pos = _ruv(buf, pos)
                                sz1681, pos = _ruv(buf, pos)
                                x1682 = pos + sz1681
                                if x1682 > blen:
                                    raise _bad_length(sz1681, 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields', pos)
                                if uk1679 is None:
                                    uk1679 = []
                                uk1679.append((tg1680, bytes(buf[pos:x1682])))
                                pos = x1682
                            t1677._unknown_tags = uk1679
                        t1648.snapshot_id = t1677
                        if pos != x1664:
                            raise _tag_size_mismatch(tg1662, 'FetchResponse.Responses.Partitions.SnapshotId', pos)
                    else:
                        if uk1661 is None:
                            uk1661 = []
                        uk1661.append((tg1662, bytes(buf[pos:x1664])))
                        pos = x1664
                t1648._unknown_tags = uk1661
            ap1647(t1648)
        t1643.partitions = l1646
        t1643.topic = ''
        if buf[pos] == 0:
            pos += 1
            t1643._unknown_tags = None
        else:
            nt1683, pos = _ruv(buf, pos)
            if nt1683 * 2 > blen - pos:
                raise _array_too_long(nt1683, 'FetchResponse.Responses._tagged_fields', pos)
            uk1684: list[tuple[int, bytes]] | None = None
            for _ in range(nt1683):
                tg1685, pos = _ruv(buf, pos)
                sz1686, pos = _ruv(buf, pos)
                x1687 = pos + sz1686
                if x1687 > blen:
                    raise _bad_length(sz1686, 'FetchResponse.Responses._tagged_fields', pos)
                if uk1684 is None:
                    uk1684 = []
                uk1684.append((tg1685, bytes(buf[pos:x1687])))
                pos = x1687
            t1643._unknown_tags = uk1684
        ap1642(t1643)
    o.responses = l1641
    o.node_endpoints = []
    if buf[pos] == 0:
        pos += 1
        o._unknown_tags = None
    else:
        nt1688, pos = _ruv(buf, pos)
        if nt1688 * 2 > blen - pos:
            raise _array_too_long(nt1688, 'FetchResponse._tagged_fields', pos)
        uk1689: list[tuple[int, bytes]] | None = None
        for _ in range(nt1688):
            tg1690, pos = _ruv(buf, pos)
            sz1691, pos = _ruv(buf, pos)
            x1692 = pos + sz1691
            if x1692 > blen:
                raise _bad_length(sz1691, 'FetchResponse._tagged_fields', pos)
            if tg1690 == 0:
                n1693 = buf[pos] - 1
                if 0 <= n1693 < 127:
                    pos += 1
                else:
                    n1693, pos = _read_array_len(buf, pos, True, False, 1, 'FetchResponse.NodeEndpoints')
                l1694: list[FetchResponse.NodeEndpoint] = []
                ap1695 = l1694.append
                for _ in range(n1693):
                    t1696 = _new(_C_FetchResponse_NodeEndpoint)
                    t1696.node_id, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1697 = buf[pos] - 1
                    if 0 <= n1697 < 127:
                        x1698 = pos + 1 + n1697
                        if x1698 > blen:
                            raise _bad_length(n1697, 'FetchResponse.NodeEndpoints.Host', pos)
                        t1696.host = str(buf[pos + 1:x1698], 'utf-8')
                        pos = x1698
                    else:
                        t1696.host, pos = _read_string(buf, pos, True, False, 'FetchResponse.NodeEndpoints.Host')
                    t1696.port, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    n1699 = buf[pos] - 1
                    if 0 <= n1699 < 127:
                        x1700 = pos + 1 + n1699
                        if x1700 > blen:
                            raise _bad_length(n1699, 'FetchResponse.NodeEndpoints.Rack', pos)
                        t1696.rack = str(buf[pos + 1:x1700], 'utf-8')
                        pos = x1700
                    else:
                        t1696.rack, pos = _read_string(buf, pos, True, True, 'FetchResponse.NodeEndpoints.Rack')
                    if buf[pos] == 0:
                        pos += 1
                        t1696._unknown_tags = None
                    else:
                        nt1701, pos = _ruv(buf, pos)
                        if nt1701 * 2 > blen - pos:
                            raise _array_too_long(nt1701, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                        uk1702: list[tuple[int, bytes]] | None = None
                        for _ in range(nt1701):
                            tg1703, pos = _ruv(buf, pos)
                            sz1704, pos = _ruv(buf, pos)
                            x1705 = pos + sz1704
                            if x1705 > blen:
                                raise _bad_length(sz1704, 'FetchResponse.NodeEndpoints._tagged_fields', pos)
                            if uk1702 is None:
                                uk1702 = []
                            uk1702.append((tg1703, bytes(buf[pos:x1705])))
                            pos = x1705
                        t1696._unknown_tags = uk1702
                    ap1695(t1696)
                o.node_endpoints = l1694
                if pos != x1692:
                    raise _tag_size_mismatch(tg1690, 'FetchResponse.NodeEndpoints', pos)
            else:
                if uk1689 is None:
                    uk1689 = []
                uk1689.append((tg1690, bytes(buf[pos:x1692])))
                pos = x1692
        o._unknown_tags = uk1689
    return o, pos


FetchResponse._ENC = {4: _enc_FetchResponse_v4, 5: _enc_FetchResponse_v5, 6: _enc_FetchResponse_v6, 7: _enc_FetchResponse_v7, 8: _enc_FetchResponse_v8, 9: _enc_FetchResponse_v9, 10: _enc_FetchResponse_v10, 11: _enc_FetchResponse_v11, 12: _enc_FetchResponse_v12, 13: _enc_FetchResponse_v13, 14: _enc_FetchResponse_v14, 15: _enc_FetchResponse_v15, 16: _enc_FetchResponse_v16, 17: _enc_FetchResponse_v17, 18: _enc_FetchResponse_v18}
FetchResponse._DEC = {4: _dec_FetchResponse_v4, 5: _dec_FetchResponse_v5, 6: _dec_FetchResponse_v6, 7: _dec_FetchResponse_v7, 8: _dec_FetchResponse_v8, 9: _dec_FetchResponse_v9, 10: _dec_FetchResponse_v10, 11: _dec_FetchResponse_v11, 12: _dec_FetchResponse_v12, 13: _dec_FetchResponse_v13, 14: _dec_FetchResponse_v14, 15: _dec_FetchResponse_v15, 16: _dec_FetchResponse_v16, 17: _dec_FetchResponse_v17, 18: _dec_FetchResponse_v18}


_LINES = {
    475: 'FetchRequest.ReplicaId',
    476: 'FetchRequest.ReplicaState',
    478: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    479: 'FetchRequest.Topics',
    480: 'FetchRequest.Topics',
    481: 'FetchRequest.Topics',
    482: 'FetchRequest.Topics.Topic',
    483: 'FetchRequest.Topics.Topic',
    484: 'FetchRequest.Topics.Topic',
    485: 'FetchRequest.Topics.Topic',
    486: 'FetchRequest.Topics.Partitions',
    487: 'FetchRequest.Topics.Partitions',
    488: 'FetchRequest.Topics.Partitions',
    489: 'FetchRequest.Topics.Partitions.Partition',
    490: 'FetchRequest.Topics.Partitions.FetchOffset',
    491: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    493: 'FetchRequest.Topics.Partitions.PartitionMaxBytes',
    494: 'FetchRequest.ForgottenTopicsData',
    502: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    504: 'FetchRequest.Topics',
    509: 'FetchRequest.Topics.Topic',
    514: 'FetchRequest.Topics.Topic',
    517: 'FetchRequest.Topics.Topic',
    518: 'FetchRequest.Topics.Partitions',
    523: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,PartitionMaxBytes',
    551: 'FetchRequest.ReplicaId',
    552: 'FetchRequest.ReplicaState',
    554: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    555: 'FetchRequest.Topics',
    556: 'FetchRequest.Topics',
    557: 'FetchRequest.Topics',
    558: 'FetchRequest.Topics.Topic',
    559: 'FetchRequest.Topics.Topic',
    560: 'FetchRequest.Topics.Topic',
    561: 'FetchRequest.Topics.Topic',
    562: 'FetchRequest.Topics.Partitions',
    563: 'FetchRequest.Topics.Partitions',
    564: 'FetchRequest.Topics.Partitions',
    565: 'FetchRequest.Topics.Partitions.Partition',
    566: 'FetchRequest.Topics.Partitions.FetchOffset',
    567: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    569: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    570: 'FetchRequest.ForgottenTopicsData',
    578: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    580: 'FetchRequest.Topics',
    585: 'FetchRequest.Topics.Topic',
    590: 'FetchRequest.Topics.Topic',
    593: 'FetchRequest.Topics.Topic',
    594: 'FetchRequest.Topics.Partitions',
    599: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    626: 'FetchRequest.ReplicaId',
    627: 'FetchRequest.ReplicaState',
    629: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    630: 'FetchRequest.Topics',
    631: 'FetchRequest.Topics',
    632: 'FetchRequest.Topics',
    633: 'FetchRequest.Topics.Topic',
    634: 'FetchRequest.Topics.Topic',
    635: 'FetchRequest.Topics.Topic',
    636: 'FetchRequest.Topics.Topic',
    637: 'FetchRequest.Topics.Partitions',
    638: 'FetchRequest.Topics.Partitions',
    639: 'FetchRequest.Topics.Partitions',
    640: 'FetchRequest.Topics.Partitions.Partition',
    641: 'FetchRequest.Topics.Partitions.FetchOffset',
    642: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    644: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    645: 'FetchRequest.ForgottenTopicsData',
    653: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel',
    655: 'FetchRequest.Topics',
    660: 'FetchRequest.Topics.Topic',
    665: 'FetchRequest.Topics.Topic',
    668: 'FetchRequest.Topics.Topic',
    669: 'FetchRequest.Topics.Partitions',
    674: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    701: 'FetchRequest.ReplicaId',
    702: 'FetchRequest.ReplicaState',
    704: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    705: 'FetchRequest.Topics',
    706: 'FetchRequest.Topics',
    707: 'FetchRequest.Topics',
    708: 'FetchRequest.Topics.Topic',
    709: 'FetchRequest.Topics.Topic',
    710: 'FetchRequest.Topics.Topic',
    711: 'FetchRequest.Topics.Topic',
    712: 'FetchRequest.Topics.Partitions',
    713: 'FetchRequest.Topics.Partitions',
    714: 'FetchRequest.Topics.Partitions',
    715: 'FetchRequest.Topics.Partitions.Partition',
    716: 'FetchRequest.Topics.Partitions.FetchOffset',
    717: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    719: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    720: 'FetchRequest.ForgottenTopicsData',
    721: 'FetchRequest.ForgottenTopicsData',
    722: 'FetchRequest.ForgottenTopicsData',
    723: 'FetchRequest.ForgottenTopicsData.Topic',
    724: 'FetchRequest.ForgottenTopicsData.Topic',
    725: 'FetchRequest.ForgottenTopicsData.Topic',
    726: 'FetchRequest.ForgottenTopicsData.Topic',
    727: 'FetchRequest.ForgottenTopicsData.Partitions',
    728: 'FetchRequest.ForgottenTopicsData.Partitions',
    730: 'FetchRequest.ForgottenTopicsData.Partitions',
    732: 'FetchRequest.ForgottenTopicsData.Partitions',
    739: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    741: 'FetchRequest.Topics',
    746: 'FetchRequest.Topics.Topic',
    751: 'FetchRequest.Topics.Topic',
    754: 'FetchRequest.Topics.Topic',
    755: 'FetchRequest.Topics.Partitions',
    760: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    773: 'FetchRequest.ForgottenTopicsData',
    778: 'FetchRequest.ForgottenTopicsData.Topic',
    783: 'FetchRequest.ForgottenTopicsData.Topic',
    786: 'FetchRequest.ForgottenTopicsData.Topic',
    787: 'FetchRequest.ForgottenTopicsData.Partitions',
    789: 'FetchRequest.ForgottenTopicsData.Partitions',
    792: 'FetchRequest.ForgottenTopicsData.Partitions',
    808: 'FetchRequest.ReplicaId',
    809: 'FetchRequest.ReplicaState',
    811: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    812: 'FetchRequest.Topics',
    813: 'FetchRequest.Topics',
    814: 'FetchRequest.Topics',
    815: 'FetchRequest.Topics.Topic',
    816: 'FetchRequest.Topics.Topic',
    817: 'FetchRequest.Topics.Topic',
    818: 'FetchRequest.Topics.Topic',
    819: 'FetchRequest.Topics.Partitions',
    820: 'FetchRequest.Topics.Partitions',
    821: 'FetchRequest.Topics.Partitions',
    822: 'FetchRequest.Topics.Partitions.Partition',
    823: 'FetchRequest.Topics.Partitions.FetchOffset',
    824: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    826: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    827: 'FetchRequest.ForgottenTopicsData',
    828: 'FetchRequest.ForgottenTopicsData',
    829: 'FetchRequest.ForgottenTopicsData',
    830: 'FetchRequest.ForgottenTopicsData.Topic',
    831: 'FetchRequest.ForgottenTopicsData.Topic',
    832: 'FetchRequest.ForgottenTopicsData.Topic',
    833: 'FetchRequest.ForgottenTopicsData.Topic',
    834: 'FetchRequest.ForgottenTopicsData.Partitions',
    835: 'FetchRequest.ForgottenTopicsData.Partitions',
    837: 'FetchRequest.ForgottenTopicsData.Partitions',
    839: 'FetchRequest.ForgottenTopicsData.Partitions',
    846: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    848: 'FetchRequest.Topics',
    853: 'FetchRequest.Topics.Topic',
    858: 'FetchRequest.Topics.Topic',
    861: 'FetchRequest.Topics.Topic',
    862: 'FetchRequest.Topics.Partitions',
    867: 'FetchRequest.Topics.Partitions.Partition,FetchOffset,LogStartOffset,PartitionMaxBytes',
    880: 'FetchRequest.ForgottenTopicsData',
    885: 'FetchRequest.ForgottenTopicsData.Topic',
    890: 'FetchRequest.ForgottenTopicsData.Topic',
    893: 'FetchRequest.ForgottenTopicsData.Topic',
    894: 'FetchRequest.ForgottenTopicsData.Partitions',
    896: 'FetchRequest.ForgottenTopicsData.Partitions',
    899: 'FetchRequest.ForgottenTopicsData.Partitions',
    915: 'FetchRequest.ReplicaId',
    916: 'FetchRequest.ReplicaState',
    918: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    919: 'FetchRequest.Topics',
    920: 'FetchRequest.Topics',
    921: 'FetchRequest.Topics',
    922: 'FetchRequest.Topics.Topic',
    923: 'FetchRequest.Topics.Topic',
    924: 'FetchRequest.Topics.Topic',
    925: 'FetchRequest.Topics.Topic',
    926: 'FetchRequest.Topics.Partitions',
    927: 'FetchRequest.Topics.Partitions',
    928: 'FetchRequest.Topics.Partitions',
    929: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    930: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    932: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    933: 'FetchRequest.ForgottenTopicsData',
    934: 'FetchRequest.ForgottenTopicsData',
    935: 'FetchRequest.ForgottenTopicsData',
    936: 'FetchRequest.ForgottenTopicsData.Topic',
    937: 'FetchRequest.ForgottenTopicsData.Topic',
    938: 'FetchRequest.ForgottenTopicsData.Topic',
    939: 'FetchRequest.ForgottenTopicsData.Topic',
    940: 'FetchRequest.ForgottenTopicsData.Partitions',
    941: 'FetchRequest.ForgottenTopicsData.Partitions',
    943: 'FetchRequest.ForgottenTopicsData.Partitions',
    945: 'FetchRequest.ForgottenTopicsData.Partitions',
    952: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    954: 'FetchRequest.Topics',
    959: 'FetchRequest.Topics.Topic',
    964: 'FetchRequest.Topics.Topic',
    967: 'FetchRequest.Topics.Topic',
    968: 'FetchRequest.Topics.Partitions',
    973: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    985: 'FetchRequest.ForgottenTopicsData',
    990: 'FetchRequest.ForgottenTopicsData.Topic',
    995: 'FetchRequest.ForgottenTopicsData.Topic',
    998: 'FetchRequest.ForgottenTopicsData.Topic',
    999: 'FetchRequest.ForgottenTopicsData.Partitions',
    1001: 'FetchRequest.ForgottenTopicsData.Partitions',
    1004: 'FetchRequest.ForgottenTopicsData.Partitions',
    1020: 'FetchRequest.ReplicaId',
    1021: 'FetchRequest.ReplicaState',
    1023: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1024: 'FetchRequest.Topics',
    1025: 'FetchRequest.Topics',
    1026: 'FetchRequest.Topics',
    1027: 'FetchRequest.Topics.Topic',
    1028: 'FetchRequest.Topics.Topic',
    1029: 'FetchRequest.Topics.Topic',
    1030: 'FetchRequest.Topics.Topic',
    1031: 'FetchRequest.Topics.Partitions',
    1032: 'FetchRequest.Topics.Partitions',
    1033: 'FetchRequest.Topics.Partitions',
    1034: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    1035: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    1037: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    1038: 'FetchRequest.ForgottenTopicsData',
    1039: 'FetchRequest.ForgottenTopicsData',
    1040: 'FetchRequest.ForgottenTopicsData',
    1041: 'FetchRequest.ForgottenTopicsData.Topic',
    1042: 'FetchRequest.ForgottenTopicsData.Topic',
    1043: 'FetchRequest.ForgottenTopicsData.Topic',
    1044: 'FetchRequest.ForgottenTopicsData.Topic',
    1045: 'FetchRequest.ForgottenTopicsData.Partitions',
    1046: 'FetchRequest.ForgottenTopicsData.Partitions',
    1048: 'FetchRequest.ForgottenTopicsData.Partitions',
    1050: 'FetchRequest.ForgottenTopicsData.Partitions',
    1057: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1059: 'FetchRequest.Topics',
    1064: 'FetchRequest.Topics.Topic',
    1069: 'FetchRequest.Topics.Topic',
    1072: 'FetchRequest.Topics.Topic',
    1073: 'FetchRequest.Topics.Partitions',
    1078: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    1090: 'FetchRequest.ForgottenTopicsData',
    1095: 'FetchRequest.ForgottenTopicsData.Topic',
    1100: 'FetchRequest.ForgottenTopicsData.Topic',
    1103: 'FetchRequest.ForgottenTopicsData.Topic',
    1104: 'FetchRequest.ForgottenTopicsData.Partitions',
    1106: 'FetchRequest.ForgottenTopicsData.Partitions',
    1109: 'FetchRequest.ForgottenTopicsData.Partitions',
    1125: 'FetchRequest.ReplicaId',
    1126: 'FetchRequest.ReplicaState',
    1128: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1129: 'FetchRequest.Topics',
    1130: 'FetchRequest.Topics',
    1131: 'FetchRequest.Topics',
    1132: 'FetchRequest.Topics.Topic',
    1133: 'FetchRequest.Topics.Topic',
    1134: 'FetchRequest.Topics.Topic',
    1135: 'FetchRequest.Topics.Topic',
    1136: 'FetchRequest.Topics.Partitions',
    1137: 'FetchRequest.Topics.Partitions',
    1138: 'FetchRequest.Topics.Partitions',
    1139: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset',
    1140: 'FetchRequest.Topics.Partitions.LastFetchedEpoch',
    1142: 'FetchRequest.Topics.Partitions.LogStartOffset,PartitionMaxBytes',
    1143: 'FetchRequest.ForgottenTopicsData',
    1144: 'FetchRequest.ForgottenTopicsData',
    1145: 'FetchRequest.ForgottenTopicsData',
    1146: 'FetchRequest.ForgottenTopicsData.Topic',
    1147: 'FetchRequest.ForgottenTopicsData.Topic',
    1148: 'FetchRequest.ForgottenTopicsData.Topic',
    1149: 'FetchRequest.ForgottenTopicsData.Topic',
    1150: 'FetchRequest.ForgottenTopicsData.Partitions',
    1151: 'FetchRequest.ForgottenTopicsData.Partitions',
    1153: 'FetchRequest.ForgottenTopicsData.Partitions',
    1155: 'FetchRequest.ForgottenTopicsData.Partitions',
    1156: 'FetchRequest.RackId',
    1157: 'FetchRequest.RackId',
    1158: 'FetchRequest.RackId',
    1159: 'FetchRequest.RackId',
    1166: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1168: 'FetchRequest.Topics',
    1173: 'FetchRequest.Topics.Topic',
    1178: 'FetchRequest.Topics.Topic',
    1181: 'FetchRequest.Topics.Topic',
    1182: 'FetchRequest.Topics.Partitions',
    1187: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LogStartOffset,PartitionMaxBytes',
    1199: 'FetchRequest.ForgottenTopicsData',
    1204: 'FetchRequest.ForgottenTopicsData.Topic',
    1209: 'FetchRequest.ForgottenTopicsData.Topic',
    1212: 'FetchRequest.ForgottenTopicsData.Topic',
    1213: 'FetchRequest.ForgottenTopicsData.Partitions',
    1215: 'FetchRequest.ForgottenTopicsData.Partitions',
    1218: 'FetchRequest.ForgottenTopicsData.Partitions',
    1223: 'FetchRequest.RackId',
    1228: 'FetchRequest.RackId',
    1231: 'FetchRequest.RackId',
    1242: 'FetchRequest.ReplicaId',
    1243: 'FetchRequest.ReplicaState',
    1245: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1246: 'FetchRequest.Topics',
    1247: 'FetchRequest.Topics',
    1248: 'FetchRequest.Topics',
    1249: 'FetchRequest.Topics',
    1250: 'FetchRequest.Topics.Topic',
    1251: 'FetchRequest.Topics.Topic',
    1252: 'FetchRequest.Topics.Topic',
    1253: 'FetchRequest.Topics.Topic',
    1254: 'FetchRequest.Topics.Topic',
    1255: 'FetchRequest.Topics.Partitions',
    1256: 'FetchRequest.Topics.Partitions',
    1257: 'FetchRequest.Topics.Partitions',
    1258: 'FetchRequest.Topics.Partitions',
    1259: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1260: 'FetchRequest.Topics.Partitions._unknown_tags',
    1261: 'FetchRequest.Topics.Partitions',
    1264: 'FetchRequest.Topics.Partitions._unknown_tags',
    1265: 'FetchRequest.Topics._unknown_tags',
    1266: 'FetchRequest.Topics',
    1269: 'FetchRequest.Topics._unknown_tags',
    1270: 'FetchRequest.ForgottenTopicsData',
    1271: 'FetchRequest.ForgottenTopicsData',
    1272: 'FetchRequest.ForgottenTopicsData',
    1273: 'FetchRequest.ForgottenTopicsData',
    1274: 'FetchRequest.ForgottenTopicsData.Topic',
    1275: 'FetchRequest.ForgottenTopicsData.Topic',
    1276: 'FetchRequest.ForgottenTopicsData.Topic',
    1277: 'FetchRequest.ForgottenTopicsData.Topic',
    1278: 'FetchRequest.ForgottenTopicsData.Topic',
    1279: 'FetchRequest.ForgottenTopicsData.Partitions',
    1280: 'FetchRequest.ForgottenTopicsData.Partitions',
    1282: 'FetchRequest.ForgottenTopicsData.Partitions',
    1284: 'FetchRequest.ForgottenTopicsData.Partitions',
    1285: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1286: 'FetchRequest.ForgottenTopicsData',
    1289: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1290: 'FetchRequest.RackId',
    1291: 'FetchRequest.RackId',
    1292: 'FetchRequest.RackId',
    1293: 'FetchRequest.RackId',
    1294: 'FetchRequest.RackId',
    1295: 'FetchRequest',
    1296: 'FetchRequest.ClusterId',
    1297: 'FetchRequest.ClusterId',
    1298: 'FetchRequest.ClusterId',
    1299: 'FetchRequest.ClusterId',
    1300: 'FetchRequest.ClusterId',
    1301: 'FetchRequest.ClusterId',
    1302: 'FetchRequest.ClusterId',
    1303: 'FetchRequest.ClusterId',
    1304: 'FetchRequest.ClusterId',
    1305: 'FetchRequest.ClusterId',
    1306: 'FetchRequest.ClusterId',
    1307: 'FetchRequest.ReplicaEndpoints',
    1308: 'FetchRequest.ReplicaEndpoints',
    1309: 'FetchRequest.ReplicaEndpoints',
    1310: 'FetchRequest.ReplicaEndpoints',
    1311: 'FetchRequest.ReplicaEndpoints',
    1312: 'FetchRequest.ReplicaEndpoints',
    1313: 'FetchRequest.ReplicaEndpoints.Name',
    1314: 'FetchRequest.ReplicaEndpoints.Name',
    1315: 'FetchRequest.ReplicaEndpoints.Name',
    1316: 'FetchRequest.ReplicaEndpoints.Name',
    1317: 'FetchRequest.ReplicaEndpoints.Name',
    1318: 'FetchRequest.ReplicaEndpoints.Host',
    1319: 'FetchRequest.ReplicaEndpoints.Host',
    1320: 'FetchRequest.ReplicaEndpoints.Host',
    1321: 'FetchRequest.ReplicaEndpoints.Host',
    1322: 'FetchRequest.ReplicaEndpoints.Host',
    1323: 'FetchRequest.ReplicaEndpoints.Port',
    1324: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    1325: 'FetchRequest.ReplicaEndpoints',
    1328: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    1329: 'FetchRequest.ReplicaEndpoints',
    1330: 'FetchRequest._unknown_tags',
    1332: 'FetchRequest._unknown_tags',
    1341: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1343: 'FetchRequest.Topics',
    1347: 'FetchRequest.Topics',
    1352: 'FetchRequest.Topics.Topic',
    1357: 'FetchRequest.Topics.Topic',
    1360: 'FetchRequest.Topics.Topic',
    1361: 'FetchRequest.Topics.Partitions',
    1365: 'FetchRequest.Topics.Partitions',
    1370: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1374: 'FetchRequest.Topics.Partitions._tagged_fields',
    1378: 'FetchRequest.Topics.Partitions._tagged_fields',
    1383: 'FetchRequest.Topics.Partitions._tagged_fields',
    1384: 'FetchRequest.Topics.Partitions._tagged_fields',
    1396: 'FetchRequest.Topics._tagged_fields',
    1400: 'FetchRequest.Topics._tagged_fields',
    1405: 'FetchRequest.Topics._tagged_fields',
    1406: 'FetchRequest.Topics._tagged_fields',
    1417: 'FetchRequest.ForgottenTopicsData',
    1421: 'FetchRequest.ForgottenTopicsData',
    1426: 'FetchRequest.ForgottenTopicsData.Topic',
    1431: 'FetchRequest.ForgottenTopicsData.Topic',
    1434: 'FetchRequest.ForgottenTopicsData.Topic',
    1435: 'FetchRequest.ForgottenTopicsData.Partitions',
    1437: 'FetchRequest.ForgottenTopicsData.Partitions',
    1440: 'FetchRequest.ForgottenTopicsData.Partitions',
    1442: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1446: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1451: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1452: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1463: 'FetchRequest.RackId',
    1468: 'FetchRequest.RackId',
    1471: 'FetchRequest.RackId',
    1475: 'FetchRequest._tagged_fields',
    1479: 'FetchRequest._tagged_fields',
    1484: 'FetchRequest._tagged_fields',
    1485: 'FetchRequest._tagged_fields',
    1490: 'FetchRequest.ClusterId',
    1495: 'FetchRequest.ClusterId',
    1498: 'FetchRequest.ClusterId',
    1502: 'FetchRequest.ReplicaEndpoints',
    1506: 'FetchRequest.ReplicaEndpoints',
    1511: 'FetchRequest.ReplicaEndpoints.Name',
    1516: 'FetchRequest.ReplicaEndpoints.Name',
    1519: 'FetchRequest.ReplicaEndpoints.Name',
    1520: 'FetchRequest.ReplicaEndpoints.Host',
    1525: 'FetchRequest.ReplicaEndpoints.Host',
    1528: 'FetchRequest.ReplicaEndpoints.Host',
    1529: 'FetchRequest.ReplicaEndpoints.Port',
    1531: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1535: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1540: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1541: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1566: 'FetchRequest.ReplicaId',
    1567: 'FetchRequest.ReplicaState',
    1569: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1570: 'FetchRequest.Topics',
    1571: 'FetchRequest.Topics',
    1572: 'FetchRequest.Topics',
    1573: 'FetchRequest.Topics',
    1574: 'FetchRequest.Topics.TopicId',
    1575: 'FetchRequest.Topics.Partitions',
    1576: 'FetchRequest.Topics.Partitions',
    1577: 'FetchRequest.Topics.Partitions',
    1578: 'FetchRequest.Topics.Partitions',
    1579: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1580: 'FetchRequest.Topics.Partitions._unknown_tags',
    1581: 'FetchRequest.Topics.Partitions',
    1584: 'FetchRequest.Topics.Partitions._unknown_tags',
    1585: 'FetchRequest.Topics._unknown_tags',
    1586: 'FetchRequest.Topics',
    1589: 'FetchRequest.Topics._unknown_tags',
    1590: 'FetchRequest.ForgottenTopicsData',
    1591: 'FetchRequest.ForgottenTopicsData',
    1592: 'FetchRequest.ForgottenTopicsData',
    1593: 'FetchRequest.ForgottenTopicsData',
    1594: 'FetchRequest.ForgottenTopicsData.TopicId',
    1595: 'FetchRequest.ForgottenTopicsData.Partitions',
    1596: 'FetchRequest.ForgottenTopicsData.Partitions',
    1598: 'FetchRequest.ForgottenTopicsData.Partitions',
    1600: 'FetchRequest.ForgottenTopicsData.Partitions',
    1601: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1602: 'FetchRequest.ForgottenTopicsData',
    1605: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1606: 'FetchRequest.RackId',
    1607: 'FetchRequest.RackId',
    1608: 'FetchRequest.RackId',
    1609: 'FetchRequest.RackId',
    1610: 'FetchRequest.RackId',
    1611: 'FetchRequest',
    1612: 'FetchRequest.ClusterId',
    1613: 'FetchRequest.ClusterId',
    1614: 'FetchRequest.ClusterId',
    1615: 'FetchRequest.ClusterId',
    1616: 'FetchRequest.ClusterId',
    1617: 'FetchRequest.ClusterId',
    1618: 'FetchRequest.ClusterId',
    1619: 'FetchRequest.ClusterId',
    1620: 'FetchRequest.ClusterId',
    1621: 'FetchRequest.ClusterId',
    1622: 'FetchRequest.ClusterId',
    1623: 'FetchRequest.ReplicaEndpoints',
    1624: 'FetchRequest.ReplicaEndpoints',
    1625: 'FetchRequest.ReplicaEndpoints',
    1626: 'FetchRequest.ReplicaEndpoints',
    1627: 'FetchRequest.ReplicaEndpoints',
    1628: 'FetchRequest.ReplicaEndpoints',
    1629: 'FetchRequest.ReplicaEndpoints.Name',
    1630: 'FetchRequest.ReplicaEndpoints.Name',
    1631: 'FetchRequest.ReplicaEndpoints.Name',
    1632: 'FetchRequest.ReplicaEndpoints.Name',
    1633: 'FetchRequest.ReplicaEndpoints.Name',
    1634: 'FetchRequest.ReplicaEndpoints.Host',
    1635: 'FetchRequest.ReplicaEndpoints.Host',
    1636: 'FetchRequest.ReplicaEndpoints.Host',
    1637: 'FetchRequest.ReplicaEndpoints.Host',
    1638: 'FetchRequest.ReplicaEndpoints.Host',
    1639: 'FetchRequest.ReplicaEndpoints.Port',
    1640: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    1641: 'FetchRequest.ReplicaEndpoints',
    1644: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    1645: 'FetchRequest.ReplicaEndpoints',
    1646: 'FetchRequest._unknown_tags',
    1648: 'FetchRequest._unknown_tags',
    1657: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1659: 'FetchRequest.Topics',
    1663: 'FetchRequest.Topics',
    1668: 'FetchRequest.Topics.TopicId',
    1671: 'FetchRequest.Topics.Partitions',
    1675: 'FetchRequest.Topics.Partitions',
    1680: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1684: 'FetchRequest.Topics.Partitions._tagged_fields',
    1688: 'FetchRequest.Topics.Partitions._tagged_fields',
    1693: 'FetchRequest.Topics.Partitions._tagged_fields',
    1694: 'FetchRequest.Topics.Partitions._tagged_fields',
    1706: 'FetchRequest.Topics._tagged_fields',
    1710: 'FetchRequest.Topics._tagged_fields',
    1715: 'FetchRequest.Topics._tagged_fields',
    1716: 'FetchRequest.Topics._tagged_fields',
    1727: 'FetchRequest.ForgottenTopicsData',
    1731: 'FetchRequest.ForgottenTopicsData',
    1736: 'FetchRequest.ForgottenTopicsData.TopicId',
    1739: 'FetchRequest.ForgottenTopicsData.Partitions',
    1741: 'FetchRequest.ForgottenTopicsData.Partitions',
    1744: 'FetchRequest.ForgottenTopicsData.Partitions',
    1746: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1750: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1755: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1756: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    1767: 'FetchRequest.RackId',
    1772: 'FetchRequest.RackId',
    1775: 'FetchRequest.RackId',
    1779: 'FetchRequest._tagged_fields',
    1783: 'FetchRequest._tagged_fields',
    1788: 'FetchRequest._tagged_fields',
    1789: 'FetchRequest._tagged_fields',
    1794: 'FetchRequest.ClusterId',
    1799: 'FetchRequest.ClusterId',
    1802: 'FetchRequest.ClusterId',
    1806: 'FetchRequest.ReplicaEndpoints',
    1810: 'FetchRequest.ReplicaEndpoints',
    1815: 'FetchRequest.ReplicaEndpoints.Name',
    1820: 'FetchRequest.ReplicaEndpoints.Name',
    1823: 'FetchRequest.ReplicaEndpoints.Name',
    1824: 'FetchRequest.ReplicaEndpoints.Host',
    1829: 'FetchRequest.ReplicaEndpoints.Host',
    1832: 'FetchRequest.ReplicaEndpoints.Host',
    1833: 'FetchRequest.ReplicaEndpoints.Port',
    1835: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1839: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1844: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1845: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    1870: 'FetchRequest.ReplicaId',
    1871: 'FetchRequest.ReplicaState',
    1873: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1874: 'FetchRequest.Topics',
    1875: 'FetchRequest.Topics',
    1876: 'FetchRequest.Topics',
    1877: 'FetchRequest.Topics',
    1878: 'FetchRequest.Topics.TopicId',
    1879: 'FetchRequest.Topics.Partitions',
    1880: 'FetchRequest.Topics.Partitions',
    1881: 'FetchRequest.Topics.Partitions',
    1882: 'FetchRequest.Topics.Partitions',
    1883: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1884: 'FetchRequest.Topics.Partitions._unknown_tags',
    1885: 'FetchRequest.Topics.Partitions',
    1888: 'FetchRequest.Topics.Partitions._unknown_tags',
    1889: 'FetchRequest.Topics._unknown_tags',
    1890: 'FetchRequest.Topics',
    1893: 'FetchRequest.Topics._unknown_tags',
    1894: 'FetchRequest.ForgottenTopicsData',
    1895: 'FetchRequest.ForgottenTopicsData',
    1896: 'FetchRequest.ForgottenTopicsData',
    1897: 'FetchRequest.ForgottenTopicsData',
    1898: 'FetchRequest.ForgottenTopicsData.TopicId',
    1899: 'FetchRequest.ForgottenTopicsData.Partitions',
    1900: 'FetchRequest.ForgottenTopicsData.Partitions',
    1902: 'FetchRequest.ForgottenTopicsData.Partitions',
    1904: 'FetchRequest.ForgottenTopicsData.Partitions',
    1905: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1906: 'FetchRequest.ForgottenTopicsData',
    1909: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    1910: 'FetchRequest.RackId',
    1911: 'FetchRequest.RackId',
    1912: 'FetchRequest.RackId',
    1913: 'FetchRequest.RackId',
    1914: 'FetchRequest.RackId',
    1915: 'FetchRequest',
    1916: 'FetchRequest.ClusterId',
    1917: 'FetchRequest.ClusterId',
    1918: 'FetchRequest.ClusterId',
    1919: 'FetchRequest.ClusterId',
    1920: 'FetchRequest.ClusterId',
    1921: 'FetchRequest.ClusterId',
    1922: 'FetchRequest.ClusterId',
    1923: 'FetchRequest.ClusterId',
    1924: 'FetchRequest.ClusterId',
    1925: 'FetchRequest.ClusterId',
    1926: 'FetchRequest.ClusterId',
    1927: 'FetchRequest.ReplicaEndpoints',
    1928: 'FetchRequest.ReplicaEndpoints',
    1929: 'FetchRequest.ReplicaEndpoints',
    1930: 'FetchRequest.ReplicaEndpoints',
    1931: 'FetchRequest.ReplicaEndpoints',
    1932: 'FetchRequest.ReplicaEndpoints',
    1933: 'FetchRequest.ReplicaEndpoints.Name',
    1934: 'FetchRequest.ReplicaEndpoints.Name',
    1935: 'FetchRequest.ReplicaEndpoints.Name',
    1936: 'FetchRequest.ReplicaEndpoints.Name',
    1937: 'FetchRequest.ReplicaEndpoints.Name',
    1938: 'FetchRequest.ReplicaEndpoints.Host',
    1939: 'FetchRequest.ReplicaEndpoints.Host',
    1940: 'FetchRequest.ReplicaEndpoints.Host',
    1941: 'FetchRequest.ReplicaEndpoints.Host',
    1942: 'FetchRequest.ReplicaEndpoints.Host',
    1943: 'FetchRequest.ReplicaEndpoints.Port',
    1944: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    1945: 'FetchRequest.ReplicaEndpoints',
    1948: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    1949: 'FetchRequest.ReplicaEndpoints',
    1950: 'FetchRequest._unknown_tags',
    1952: 'FetchRequest._unknown_tags',
    1961: 'FetchRequest.ReplicaId,MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    1963: 'FetchRequest.Topics',
    1967: 'FetchRequest.Topics',
    1972: 'FetchRequest.Topics.TopicId',
    1975: 'FetchRequest.Topics.Partitions',
    1979: 'FetchRequest.Topics.Partitions',
    1984: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    1988: 'FetchRequest.Topics.Partitions._tagged_fields',
    1992: 'FetchRequest.Topics.Partitions._tagged_fields',
    1997: 'FetchRequest.Topics.Partitions._tagged_fields',
    1998: 'FetchRequest.Topics.Partitions._tagged_fields',
    2010: 'FetchRequest.Topics._tagged_fields',
    2014: 'FetchRequest.Topics._tagged_fields',
    2019: 'FetchRequest.Topics._tagged_fields',
    2020: 'FetchRequest.Topics._tagged_fields',
    2031: 'FetchRequest.ForgottenTopicsData',
    2035: 'FetchRequest.ForgottenTopicsData',
    2040: 'FetchRequest.ForgottenTopicsData.TopicId',
    2043: 'FetchRequest.ForgottenTopicsData.Partitions',
    2045: 'FetchRequest.ForgottenTopicsData.Partitions',
    2048: 'FetchRequest.ForgottenTopicsData.Partitions',
    2050: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2054: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2059: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2060: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2071: 'FetchRequest.RackId',
    2076: 'FetchRequest.RackId',
    2079: 'FetchRequest.RackId',
    2083: 'FetchRequest._tagged_fields',
    2087: 'FetchRequest._tagged_fields',
    2092: 'FetchRequest._tagged_fields',
    2093: 'FetchRequest._tagged_fields',
    2098: 'FetchRequest.ClusterId',
    2103: 'FetchRequest.ClusterId',
    2106: 'FetchRequest.ClusterId',
    2110: 'FetchRequest.ReplicaEndpoints',
    2114: 'FetchRequest.ReplicaEndpoints',
    2119: 'FetchRequest.ReplicaEndpoints.Name',
    2124: 'FetchRequest.ReplicaEndpoints.Name',
    2127: 'FetchRequest.ReplicaEndpoints.Name',
    2128: 'FetchRequest.ReplicaEndpoints.Host',
    2133: 'FetchRequest.ReplicaEndpoints.Host',
    2136: 'FetchRequest.ReplicaEndpoints.Host',
    2137: 'FetchRequest.ReplicaEndpoints.Port',
    2139: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2143: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2148: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2149: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2174: 'FetchRequest.ReplicaId',
    2176: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2177: 'FetchRequest.Topics',
    2178: 'FetchRequest.Topics',
    2179: 'FetchRequest.Topics',
    2180: 'FetchRequest.Topics',
    2181: 'FetchRequest.Topics.TopicId',
    2182: 'FetchRequest.Topics.Partitions',
    2183: 'FetchRequest.Topics.Partitions',
    2184: 'FetchRequest.Topics.Partitions',
    2185: 'FetchRequest.Topics.Partitions',
    2186: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2187: 'FetchRequest.Topics.Partitions._unknown_tags',
    2188: 'FetchRequest.Topics.Partitions',
    2191: 'FetchRequest.Topics.Partitions._unknown_tags',
    2192: 'FetchRequest.Topics._unknown_tags',
    2193: 'FetchRequest.Topics',
    2196: 'FetchRequest.Topics._unknown_tags',
    2197: 'FetchRequest.ForgottenTopicsData',
    2198: 'FetchRequest.ForgottenTopicsData',
    2199: 'FetchRequest.ForgottenTopicsData',
    2200: 'FetchRequest.ForgottenTopicsData',
    2201: 'FetchRequest.ForgottenTopicsData.TopicId',
    2202: 'FetchRequest.ForgottenTopicsData.Partitions',
    2203: 'FetchRequest.ForgottenTopicsData.Partitions',
    2205: 'FetchRequest.ForgottenTopicsData.Partitions',
    2207: 'FetchRequest.ForgottenTopicsData.Partitions',
    2208: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2209: 'FetchRequest.ForgottenTopicsData',
    2212: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2213: 'FetchRequest.RackId',
    2214: 'FetchRequest.RackId',
    2215: 'FetchRequest.RackId',
    2216: 'FetchRequest.RackId',
    2217: 'FetchRequest.RackId',
    2218: 'FetchRequest',
    2219: 'FetchRequest.ClusterId',
    2220: 'FetchRequest.ClusterId',
    2221: 'FetchRequest.ClusterId',
    2222: 'FetchRequest.ClusterId',
    2223: 'FetchRequest.ClusterId',
    2224: 'FetchRequest.ClusterId',
    2225: 'FetchRequest.ClusterId',
    2226: 'FetchRequest.ClusterId',
    2227: 'FetchRequest.ClusterId',
    2228: 'FetchRequest.ClusterId',
    2229: 'FetchRequest.ClusterId',
    2230: 'FetchRequest.ReplicaState',
    2231: 'FetchRequest.ReplicaState',
    2232: 'FetchRequest.ReplicaState',
    2233: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2234: 'FetchRequest.ReplicaState._unknown_tags',
    2235: 'FetchRequest.ReplicaState',
    2238: 'FetchRequest.ReplicaState._unknown_tags',
    2239: 'FetchRequest.ReplicaState',
    2240: 'FetchRequest.ReplicaEndpoints',
    2241: 'FetchRequest.ReplicaEndpoints',
    2242: 'FetchRequest.ReplicaEndpoints',
    2243: 'FetchRequest.ReplicaEndpoints',
    2244: 'FetchRequest.ReplicaEndpoints',
    2245: 'FetchRequest.ReplicaEndpoints',
    2246: 'FetchRequest.ReplicaEndpoints.Name',
    2247: 'FetchRequest.ReplicaEndpoints.Name',
    2248: 'FetchRequest.ReplicaEndpoints.Name',
    2249: 'FetchRequest.ReplicaEndpoints.Name',
    2250: 'FetchRequest.ReplicaEndpoints.Name',
    2251: 'FetchRequest.ReplicaEndpoints.Host',
    2252: 'FetchRequest.ReplicaEndpoints.Host',
    2253: 'FetchRequest.ReplicaEndpoints.Host',
    2254: 'FetchRequest.ReplicaEndpoints.Host',
    2255: 'FetchRequest.ReplicaEndpoints.Host',
    2256: 'FetchRequest.ReplicaEndpoints.Port',
    2257: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    2258: 'FetchRequest.ReplicaEndpoints',
    2261: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    2262: 'FetchRequest.ReplicaEndpoints',
    2263: 'FetchRequest._unknown_tags',
    2265: 'FetchRequest._unknown_tags',
    2274: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2276: 'FetchRequest.Topics',
    2280: 'FetchRequest.Topics',
    2285: 'FetchRequest.Topics.TopicId',
    2288: 'FetchRequest.Topics.Partitions',
    2292: 'FetchRequest.Topics.Partitions',
    2297: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2301: 'FetchRequest.Topics.Partitions._tagged_fields',
    2305: 'FetchRequest.Topics.Partitions._tagged_fields',
    2310: 'FetchRequest.Topics.Partitions._tagged_fields',
    2311: 'FetchRequest.Topics.Partitions._tagged_fields',
    2323: 'FetchRequest.Topics._tagged_fields',
    2327: 'FetchRequest.Topics._tagged_fields',
    2332: 'FetchRequest.Topics._tagged_fields',
    2333: 'FetchRequest.Topics._tagged_fields',
    2344: 'FetchRequest.ForgottenTopicsData',
    2348: 'FetchRequest.ForgottenTopicsData',
    2353: 'FetchRequest.ForgottenTopicsData.TopicId',
    2356: 'FetchRequest.ForgottenTopicsData.Partitions',
    2358: 'FetchRequest.ForgottenTopicsData.Partitions',
    2361: 'FetchRequest.ForgottenTopicsData.Partitions',
    2363: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2367: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2372: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2373: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2384: 'FetchRequest.RackId',
    2389: 'FetchRequest.RackId',
    2392: 'FetchRequest.RackId',
    2397: 'FetchRequest._tagged_fields',
    2401: 'FetchRequest._tagged_fields',
    2406: 'FetchRequest._tagged_fields',
    2407: 'FetchRequest._tagged_fields',
    2412: 'FetchRequest.ClusterId',
    2417: 'FetchRequest.ClusterId',
    2420: 'FetchRequest.ClusterId',
    2425: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2427: 'FetchRequest.ReplicaState._tagged_fields',
    2431: 'FetchRequest.ReplicaState._tagged_fields',
    2436: 'FetchRequest.ReplicaState._tagged_fields',
    2437: 'FetchRequest.ReplicaState._tagged_fields',
    2450: 'FetchRequest.ReplicaEndpoints',
    2454: 'FetchRequest.ReplicaEndpoints',
    2459: 'FetchRequest.ReplicaEndpoints.Name',
    2464: 'FetchRequest.ReplicaEndpoints.Name',
    2467: 'FetchRequest.ReplicaEndpoints.Name',
    2468: 'FetchRequest.ReplicaEndpoints.Host',
    2473: 'FetchRequest.ReplicaEndpoints.Host',
    2476: 'FetchRequest.ReplicaEndpoints.Host',
    2477: 'FetchRequest.ReplicaEndpoints.Port',
    2479: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2483: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2488: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2489: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2514: 'FetchRequest.ReplicaId',
    2516: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2517: 'FetchRequest.Topics',
    2518: 'FetchRequest.Topics',
    2519: 'FetchRequest.Topics',
    2520: 'FetchRequest.Topics',
    2521: 'FetchRequest.Topics.TopicId',
    2522: 'FetchRequest.Topics.Partitions',
    2523: 'FetchRequest.Topics.Partitions',
    2524: 'FetchRequest.Topics.Partitions',
    2525: 'FetchRequest.Topics.Partitions',
    2526: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2527: 'FetchRequest.Topics.Partitions._unknown_tags',
    2528: 'FetchRequest.Topics.Partitions',
    2531: 'FetchRequest.Topics.Partitions._unknown_tags',
    2532: 'FetchRequest.Topics._unknown_tags',
    2533: 'FetchRequest.Topics',
    2536: 'FetchRequest.Topics._unknown_tags',
    2537: 'FetchRequest.ForgottenTopicsData',
    2538: 'FetchRequest.ForgottenTopicsData',
    2539: 'FetchRequest.ForgottenTopicsData',
    2540: 'FetchRequest.ForgottenTopicsData',
    2541: 'FetchRequest.ForgottenTopicsData.TopicId',
    2542: 'FetchRequest.ForgottenTopicsData.Partitions',
    2543: 'FetchRequest.ForgottenTopicsData.Partitions',
    2545: 'FetchRequest.ForgottenTopicsData.Partitions',
    2547: 'FetchRequest.ForgottenTopicsData.Partitions',
    2548: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2549: 'FetchRequest.ForgottenTopicsData',
    2552: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2553: 'FetchRequest.RackId',
    2554: 'FetchRequest.RackId',
    2555: 'FetchRequest.RackId',
    2556: 'FetchRequest.RackId',
    2557: 'FetchRequest.RackId',
    2558: 'FetchRequest',
    2559: 'FetchRequest.ClusterId',
    2560: 'FetchRequest.ClusterId',
    2561: 'FetchRequest.ClusterId',
    2562: 'FetchRequest.ClusterId',
    2563: 'FetchRequest.ClusterId',
    2564: 'FetchRequest.ClusterId',
    2565: 'FetchRequest.ClusterId',
    2566: 'FetchRequest.ClusterId',
    2567: 'FetchRequest.ClusterId',
    2568: 'FetchRequest.ClusterId',
    2569: 'FetchRequest.ClusterId',
    2570: 'FetchRequest.ReplicaState',
    2571: 'FetchRequest.ReplicaState',
    2572: 'FetchRequest.ReplicaState',
    2573: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2574: 'FetchRequest.ReplicaState._unknown_tags',
    2575: 'FetchRequest.ReplicaState',
    2578: 'FetchRequest.ReplicaState._unknown_tags',
    2579: 'FetchRequest.ReplicaState',
    2580: 'FetchRequest.ReplicaEndpoints',
    2581: 'FetchRequest.ReplicaEndpoints',
    2582: 'FetchRequest.ReplicaEndpoints',
    2583: 'FetchRequest.ReplicaEndpoints',
    2584: 'FetchRequest.ReplicaEndpoints',
    2585: 'FetchRequest.ReplicaEndpoints',
    2586: 'FetchRequest.ReplicaEndpoints.Name',
    2587: 'FetchRequest.ReplicaEndpoints.Name',
    2588: 'FetchRequest.ReplicaEndpoints.Name',
    2589: 'FetchRequest.ReplicaEndpoints.Name',
    2590: 'FetchRequest.ReplicaEndpoints.Name',
    2591: 'FetchRequest.ReplicaEndpoints.Host',
    2592: 'FetchRequest.ReplicaEndpoints.Host',
    2593: 'FetchRequest.ReplicaEndpoints.Host',
    2594: 'FetchRequest.ReplicaEndpoints.Host',
    2595: 'FetchRequest.ReplicaEndpoints.Host',
    2596: 'FetchRequest.ReplicaEndpoints.Port',
    2597: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    2598: 'FetchRequest.ReplicaEndpoints',
    2601: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    2602: 'FetchRequest.ReplicaEndpoints',
    2603: 'FetchRequest._unknown_tags',
    2605: 'FetchRequest._unknown_tags',
    2614: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2616: 'FetchRequest.Topics',
    2620: 'FetchRequest.Topics',
    2625: 'FetchRequest.Topics.TopicId',
    2628: 'FetchRequest.Topics.Partitions',
    2632: 'FetchRequest.Topics.Partitions',
    2637: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2641: 'FetchRequest.Topics.Partitions._tagged_fields',
    2645: 'FetchRequest.Topics.Partitions._tagged_fields',
    2650: 'FetchRequest.Topics.Partitions._tagged_fields',
    2651: 'FetchRequest.Topics.Partitions._tagged_fields',
    2663: 'FetchRequest.Topics._tagged_fields',
    2667: 'FetchRequest.Topics._tagged_fields',
    2672: 'FetchRequest.Topics._tagged_fields',
    2673: 'FetchRequest.Topics._tagged_fields',
    2684: 'FetchRequest.ForgottenTopicsData',
    2688: 'FetchRequest.ForgottenTopicsData',
    2693: 'FetchRequest.ForgottenTopicsData.TopicId',
    2696: 'FetchRequest.ForgottenTopicsData.Partitions',
    2698: 'FetchRequest.ForgottenTopicsData.Partitions',
    2701: 'FetchRequest.ForgottenTopicsData.Partitions',
    2703: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2707: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2712: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2713: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    2724: 'FetchRequest.RackId',
    2729: 'FetchRequest.RackId',
    2732: 'FetchRequest.RackId',
    2737: 'FetchRequest._tagged_fields',
    2741: 'FetchRequest._tagged_fields',
    2746: 'FetchRequest._tagged_fields',
    2747: 'FetchRequest._tagged_fields',
    2752: 'FetchRequest.ClusterId',
    2757: 'FetchRequest.ClusterId',
    2760: 'FetchRequest.ClusterId',
    2765: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2767: 'FetchRequest.ReplicaState._tagged_fields',
    2771: 'FetchRequest.ReplicaState._tagged_fields',
    2776: 'FetchRequest.ReplicaState._tagged_fields',
    2777: 'FetchRequest.ReplicaState._tagged_fields',
    2790: 'FetchRequest.ReplicaEndpoints',
    2794: 'FetchRequest.ReplicaEndpoints',
    2799: 'FetchRequest.ReplicaEndpoints.Name',
    2804: 'FetchRequest.ReplicaEndpoints.Name',
    2807: 'FetchRequest.ReplicaEndpoints.Name',
    2808: 'FetchRequest.ReplicaEndpoints.Host',
    2813: 'FetchRequest.ReplicaEndpoints.Host',
    2816: 'FetchRequest.ReplicaEndpoints.Host',
    2817: 'FetchRequest.ReplicaEndpoints.Port',
    2819: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2823: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2828: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2829: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    2854: 'FetchRequest.ReplicaId',
    2856: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2857: 'FetchRequest.Topics',
    2858: 'FetchRequest.Topics',
    2859: 'FetchRequest.Topics',
    2860: 'FetchRequest.Topics',
    2861: 'FetchRequest.Topics.TopicId',
    2862: 'FetchRequest.Topics.Partitions',
    2863: 'FetchRequest.Topics.Partitions',
    2864: 'FetchRequest.Topics.Partitions',
    2865: 'FetchRequest.Topics.Partitions',
    2866: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2867: 'FetchRequest.Topics.Partitions',
    2868: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2869: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2870: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2871: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    2872: 'FetchRequest.Topics.Partitions._unknown_tags',
    2874: 'FetchRequest.Topics.Partitions._unknown_tags',
    2877: 'FetchRequest.Topics._unknown_tags',
    2878: 'FetchRequest.Topics',
    2881: 'FetchRequest.Topics._unknown_tags',
    2882: 'FetchRequest.ForgottenTopicsData',
    2883: 'FetchRequest.ForgottenTopicsData',
    2884: 'FetchRequest.ForgottenTopicsData',
    2885: 'FetchRequest.ForgottenTopicsData',
    2886: 'FetchRequest.ForgottenTopicsData.TopicId',
    2887: 'FetchRequest.ForgottenTopicsData.Partitions',
    2888: 'FetchRequest.ForgottenTopicsData.Partitions',
    2890: 'FetchRequest.ForgottenTopicsData.Partitions',
    2892: 'FetchRequest.ForgottenTopicsData.Partitions',
    2893: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2894: 'FetchRequest.ForgottenTopicsData',
    2897: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    2898: 'FetchRequest.RackId',
    2899: 'FetchRequest.RackId',
    2900: 'FetchRequest.RackId',
    2901: 'FetchRequest.RackId',
    2902: 'FetchRequest.RackId',
    2903: 'FetchRequest',
    2904: 'FetchRequest.ClusterId',
    2905: 'FetchRequest.ClusterId',
    2906: 'FetchRequest.ClusterId',
    2907: 'FetchRequest.ClusterId',
    2908: 'FetchRequest.ClusterId',
    2909: 'FetchRequest.ClusterId',
    2910: 'FetchRequest.ClusterId',
    2911: 'FetchRequest.ClusterId',
    2912: 'FetchRequest.ClusterId',
    2913: 'FetchRequest.ClusterId',
    2914: 'FetchRequest.ClusterId',
    2915: 'FetchRequest.ReplicaState',
    2916: 'FetchRequest.ReplicaState',
    2917: 'FetchRequest.ReplicaState',
    2918: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    2919: 'FetchRequest.ReplicaState._unknown_tags',
    2920: 'FetchRequest.ReplicaState',
    2923: 'FetchRequest.ReplicaState._unknown_tags',
    2924: 'FetchRequest.ReplicaState',
    2925: 'FetchRequest.ReplicaEndpoints',
    2926: 'FetchRequest.ReplicaEndpoints',
    2927: 'FetchRequest.ReplicaEndpoints',
    2928: 'FetchRequest.ReplicaEndpoints',
    2929: 'FetchRequest.ReplicaEndpoints',
    2930: 'FetchRequest.ReplicaEndpoints',
    2931: 'FetchRequest.ReplicaEndpoints.Name',
    2932: 'FetchRequest.ReplicaEndpoints.Name',
    2933: 'FetchRequest.ReplicaEndpoints.Name',
    2934: 'FetchRequest.ReplicaEndpoints.Name',
    2935: 'FetchRequest.ReplicaEndpoints.Name',
    2936: 'FetchRequest.ReplicaEndpoints.Host',
    2937: 'FetchRequest.ReplicaEndpoints.Host',
    2938: 'FetchRequest.ReplicaEndpoints.Host',
    2939: 'FetchRequest.ReplicaEndpoints.Host',
    2940: 'FetchRequest.ReplicaEndpoints.Host',
    2941: 'FetchRequest.ReplicaEndpoints.Port',
    2942: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    2943: 'FetchRequest.ReplicaEndpoints',
    2946: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    2947: 'FetchRequest.ReplicaEndpoints',
    2948: 'FetchRequest._unknown_tags',
    2950: 'FetchRequest._unknown_tags',
    2959: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    2961: 'FetchRequest.Topics',
    2965: 'FetchRequest.Topics',
    2970: 'FetchRequest.Topics.TopicId',
    2973: 'FetchRequest.Topics.Partitions',
    2977: 'FetchRequest.Topics.Partitions',
    2982: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    2986: 'FetchRequest.Topics.Partitions._tagged_fields',
    2990: 'FetchRequest.Topics.Partitions._tagged_fields',
    2995: 'FetchRequest.Topics.Partitions._tagged_fields',
    2996: 'FetchRequest.Topics.Partitions._tagged_fields',
    3001: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    3015: 'FetchRequest.Topics._tagged_fields',
    3019: 'FetchRequest.Topics._tagged_fields',
    3024: 'FetchRequest.Topics._tagged_fields',
    3025: 'FetchRequest.Topics._tagged_fields',
    3036: 'FetchRequest.ForgottenTopicsData',
    3040: 'FetchRequest.ForgottenTopicsData',
    3045: 'FetchRequest.ForgottenTopicsData.TopicId',
    3048: 'FetchRequest.ForgottenTopicsData.Partitions',
    3050: 'FetchRequest.ForgottenTopicsData.Partitions',
    3053: 'FetchRequest.ForgottenTopicsData.Partitions',
    3055: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3059: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3064: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3065: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3076: 'FetchRequest.RackId',
    3081: 'FetchRequest.RackId',
    3084: 'FetchRequest.RackId',
    3089: 'FetchRequest._tagged_fields',
    3093: 'FetchRequest._tagged_fields',
    3098: 'FetchRequest._tagged_fields',
    3099: 'FetchRequest._tagged_fields',
    3104: 'FetchRequest.ClusterId',
    3109: 'FetchRequest.ClusterId',
    3112: 'FetchRequest.ClusterId',
    3117: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    3119: 'FetchRequest.ReplicaState._tagged_fields',
    3123: 'FetchRequest.ReplicaState._tagged_fields',
    3128: 'FetchRequest.ReplicaState._tagged_fields',
    3129: 'FetchRequest.ReplicaState._tagged_fields',
    3142: 'FetchRequest.ReplicaEndpoints',
    3146: 'FetchRequest.ReplicaEndpoints',
    3151: 'FetchRequest.ReplicaEndpoints.Name',
    3156: 'FetchRequest.ReplicaEndpoints.Name',
    3159: 'FetchRequest.ReplicaEndpoints.Name',
    3160: 'FetchRequest.ReplicaEndpoints.Host',
    3165: 'FetchRequest.ReplicaEndpoints.Host',
    3168: 'FetchRequest.ReplicaEndpoints.Host',
    3169: 'FetchRequest.ReplicaEndpoints.Port',
    3171: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    3175: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    3180: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    3181: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    3206: 'FetchRequest.ReplicaId',
    3208: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    3209: 'FetchRequest.Topics',
    3210: 'FetchRequest.Topics',
    3211: 'FetchRequest.Topics',
    3212: 'FetchRequest.Topics',
    3213: 'FetchRequest.Topics.TopicId',
    3214: 'FetchRequest.Topics.Partitions',
    3215: 'FetchRequest.Topics.Partitions',
    3216: 'FetchRequest.Topics.Partitions',
    3217: 'FetchRequest.Topics.Partitions',
    3218: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    3219: 'FetchRequest.Topics.Partitions',
    3220: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    3221: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    3222: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    3223: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    3224: 'FetchRequest.Topics.Partitions.HighWatermark',
    3225: 'FetchRequest.Topics.Partitions.HighWatermark',
    3226: 'FetchRequest.Topics.Partitions.HighWatermark',
    3227: 'FetchRequest.Topics.Partitions.HighWatermark',
    3228: 'FetchRequest.Topics.Partitions._unknown_tags',
    3230: 'FetchRequest.Topics.Partitions._unknown_tags',
    3233: 'FetchRequest.Topics._unknown_tags',
    3234: 'FetchRequest.Topics',
    3237: 'FetchRequest.Topics._unknown_tags',
    3238: 'FetchRequest.ForgottenTopicsData',
    3239: 'FetchRequest.ForgottenTopicsData',
    3240: 'FetchRequest.ForgottenTopicsData',
    3241: 'FetchRequest.ForgottenTopicsData',
    3242: 'FetchRequest.ForgottenTopicsData.TopicId',
    3243: 'FetchRequest.ForgottenTopicsData.Partitions',
    3244: 'FetchRequest.ForgottenTopicsData.Partitions',
    3246: 'FetchRequest.ForgottenTopicsData.Partitions',
    3248: 'FetchRequest.ForgottenTopicsData.Partitions',
    3249: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    3250: 'FetchRequest.ForgottenTopicsData',
    3253: 'FetchRequest.ForgottenTopicsData._unknown_tags',
    3254: 'FetchRequest.RackId',
    3255: 'FetchRequest.RackId',
    3256: 'FetchRequest.RackId',
    3257: 'FetchRequest.RackId',
    3258: 'FetchRequest.RackId',
    3259: 'FetchRequest',
    3260: 'FetchRequest.ClusterId',
    3261: 'FetchRequest.ClusterId',
    3262: 'FetchRequest.ClusterId',
    3263: 'FetchRequest.ClusterId',
    3264: 'FetchRequest.ClusterId',
    3265: 'FetchRequest.ClusterId',
    3266: 'FetchRequest.ClusterId',
    3267: 'FetchRequest.ClusterId',
    3268: 'FetchRequest.ClusterId',
    3269: 'FetchRequest.ClusterId',
    3270: 'FetchRequest.ClusterId',
    3271: 'FetchRequest.ReplicaState',
    3272: 'FetchRequest.ReplicaState',
    3273: 'FetchRequest.ReplicaState',
    3274: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    3275: 'FetchRequest.ReplicaState._unknown_tags',
    3276: 'FetchRequest.ReplicaState',
    3279: 'FetchRequest.ReplicaState._unknown_tags',
    3280: 'FetchRequest.ReplicaState',
    3281: 'FetchRequest.ReplicaEndpoints',
    3282: 'FetchRequest.ReplicaEndpoints',
    3283: 'FetchRequest.ReplicaEndpoints',
    3284: 'FetchRequest.ReplicaEndpoints',
    3285: 'FetchRequest.ReplicaEndpoints',
    3286: 'FetchRequest.ReplicaEndpoints',
    3287: 'FetchRequest.ReplicaEndpoints.Name',
    3288: 'FetchRequest.ReplicaEndpoints.Name',
    3289: 'FetchRequest.ReplicaEndpoints.Name',
    3290: 'FetchRequest.ReplicaEndpoints.Name',
    3291: 'FetchRequest.ReplicaEndpoints.Name',
    3292: 'FetchRequest.ReplicaEndpoints.Host',
    3293: 'FetchRequest.ReplicaEndpoints.Host',
    3294: 'FetchRequest.ReplicaEndpoints.Host',
    3295: 'FetchRequest.ReplicaEndpoints.Host',
    3296: 'FetchRequest.ReplicaEndpoints.Host',
    3297: 'FetchRequest.ReplicaEndpoints.Port',
    3298: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    3299: 'FetchRequest.ReplicaEndpoints',
    3302: 'FetchRequest.ReplicaEndpoints._unknown_tags',
    3303: 'FetchRequest.ReplicaEndpoints',
    3304: 'FetchRequest._unknown_tags',
    3306: 'FetchRequest._unknown_tags',
    3315: 'FetchRequest.MaxWaitMs,MinBytes,MaxBytes,IsolationLevel,SessionId,SessionEpoch',
    3317: 'FetchRequest.Topics',
    3321: 'FetchRequest.Topics',
    3326: 'FetchRequest.Topics.TopicId',
    3329: 'FetchRequest.Topics.Partitions',
    3333: 'FetchRequest.Topics.Partitions',
    3338: 'FetchRequest.Topics.Partitions.Partition,CurrentLeaderEpoch,FetchOffset,LastFetchedEpoch,LogStartOffset,PartitionMaxBytes',
    3342: 'FetchRequest.Topics.Partitions._tagged_fields',
    3346: 'FetchRequest.Topics.Partitions._tagged_fields',
    3351: 'FetchRequest.Topics.Partitions._tagged_fields',
    3352: 'FetchRequest.Topics.Partitions._tagged_fields',
    3357: 'FetchRequest.Topics.Partitions.ReplicaDirectoryId',
    3363: 'FetchRequest.Topics.Partitions.HighWatermark',
    3376: 'FetchRequest.Topics._tagged_fields',
    3380: 'FetchRequest.Topics._tagged_fields',
    3385: 'FetchRequest.Topics._tagged_fields',
    3386: 'FetchRequest.Topics._tagged_fields',
    3397: 'FetchRequest.ForgottenTopicsData',
    3401: 'FetchRequest.ForgottenTopicsData',
    3406: 'FetchRequest.ForgottenTopicsData.TopicId',
    3409: 'FetchRequest.ForgottenTopicsData.Partitions',
    3411: 'FetchRequest.ForgottenTopicsData.Partitions',
    3414: 'FetchRequest.ForgottenTopicsData.Partitions',
    3416: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3420: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3425: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3426: 'FetchRequest.ForgottenTopicsData._tagged_fields',
    3437: 'FetchRequest.RackId',
    3442: 'FetchRequest.RackId',
    3445: 'FetchRequest.RackId',
    3450: 'FetchRequest._tagged_fields',
    3454: 'FetchRequest._tagged_fields',
    3459: 'FetchRequest._tagged_fields',
    3460: 'FetchRequest._tagged_fields',
    3465: 'FetchRequest.ClusterId',
    3470: 'FetchRequest.ClusterId',
    3473: 'FetchRequest.ClusterId',
    3478: 'FetchRequest.ReplicaState.ReplicaId,ReplicaEpoch',
    3480: 'FetchRequest.ReplicaState._tagged_fields',
    3484: 'FetchRequest.ReplicaState._tagged_fields',
    3489: 'FetchRequest.ReplicaState._tagged_fields',
    3490: 'FetchRequest.ReplicaState._tagged_fields',
    3503: 'FetchRequest.ReplicaEndpoints',
    3507: 'FetchRequest.ReplicaEndpoints',
    3512: 'FetchRequest.ReplicaEndpoints.Name',
    3517: 'FetchRequest.ReplicaEndpoints.Name',
    3520: 'FetchRequest.ReplicaEndpoints.Name',
    3521: 'FetchRequest.ReplicaEndpoints.Host',
    3526: 'FetchRequest.ReplicaEndpoints.Host',
    3529: 'FetchRequest.ReplicaEndpoints.Host',
    3530: 'FetchRequest.ReplicaEndpoints.Port',
    3532: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    3536: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    3541: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    3542: 'FetchRequest.ReplicaEndpoints._tagged_fields',
    4028: 'FetchResponse.ThrottleTimeMs',
    4029: 'FetchResponse.SessionId',
    4031: 'FetchResponse.Responses',
    4032: 'FetchResponse.Responses',
    4033: 'FetchResponse.Responses',
    4034: 'FetchResponse.Responses.Topic',
    4035: 'FetchResponse.Responses.Topic',
    4036: 'FetchResponse.Responses.Topic',
    4037: 'FetchResponse.Responses.Topic',
    4038: 'FetchResponse.Responses.Partitions',
    4039: 'FetchResponse.Responses.Partitions',
    4040: 'FetchResponse.Responses.Partitions',
    4041: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset',
    4042: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4044: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4046: 'FetchResponse.Responses.Partitions.SnapshotId',
    4048: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4049: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4050: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4051: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4052: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4053: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4054: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4055: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4057: 'FetchResponse.Responses.Partitions.Records',
    4058: 'FetchResponse.Responses.Partitions.Records',
    4059: 'FetchResponse.Responses.Partitions.Records',
    4060: 'FetchResponse.Responses.Partitions.Records',
    4061: 'FetchResponse.Responses.Partitions.Records',
    4062: 'FetchResponse.Responses.Partitions.Records',
    4063: 'FetchResponse.NodeEndpoints',
    4072: 'FetchResponse.ThrottleTimeMs',
    4074: 'FetchResponse.Responses',
    4079: 'FetchResponse.Responses.Topic',
    4084: 'FetchResponse.Responses.Topic',
    4087: 'FetchResponse.Responses.Topic',
    4088: 'FetchResponse.Responses.Partitions',
    4093: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset',
    4095: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4103: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4108: 'FetchResponse.Responses.Partitions.Records',
    4142: 'FetchResponse.ThrottleTimeMs',
    4143: 'FetchResponse.SessionId',
    4145: 'FetchResponse.Responses',
    4146: 'FetchResponse.Responses',
    4147: 'FetchResponse.Responses',
    4148: 'FetchResponse.Responses.Topic',
    4149: 'FetchResponse.Responses.Topic',
    4150: 'FetchResponse.Responses.Topic',
    4151: 'FetchResponse.Responses.Topic',
    4152: 'FetchResponse.Responses.Partitions',
    4153: 'FetchResponse.Responses.Partitions',
    4154: 'FetchResponse.Responses.Partitions',
    4155: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4156: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4158: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4160: 'FetchResponse.Responses.Partitions.SnapshotId',
    4162: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4163: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4164: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4165: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4166: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4167: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4168: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4169: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4171: 'FetchResponse.Responses.Partitions.Records',
    4172: 'FetchResponse.Responses.Partitions.Records',
    4173: 'FetchResponse.Responses.Partitions.Records',
    4174: 'FetchResponse.Responses.Partitions.Records',
    4175: 'FetchResponse.Responses.Partitions.Records',
    4176: 'FetchResponse.Responses.Partitions.Records',
    4177: 'FetchResponse.NodeEndpoints',
    4186: 'FetchResponse.ThrottleTimeMs',
    4188: 'FetchResponse.Responses',
    4193: 'FetchResponse.Responses.Topic',
    4198: 'FetchResponse.Responses.Topic',
    4201: 'FetchResponse.Responses.Topic',
    4202: 'FetchResponse.Responses.Partitions',
    4207: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4209: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4217: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4222: 'FetchResponse.Responses.Partitions.Records',
    4255: 'FetchResponse.ThrottleTimeMs',
    4256: 'FetchResponse.SessionId',
    4258: 'FetchResponse.Responses',
    4259: 'FetchResponse.Responses',
    4260: 'FetchResponse.Responses',
    4261: 'FetchResponse.Responses.Topic',
    4262: 'FetchResponse.Responses.Topic',
    4263: 'FetchResponse.Responses.Topic',
    4264: 'FetchResponse.Responses.Topic',
    4265: 'FetchResponse.Responses.Partitions',
    4266: 'FetchResponse.Responses.Partitions',
    4267: 'FetchResponse.Responses.Partitions',
    4268: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4269: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4271: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4273: 'FetchResponse.Responses.Partitions.SnapshotId',
    4275: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4276: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4277: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4278: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4279: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4280: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4281: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4282: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4284: 'FetchResponse.Responses.Partitions.Records',
    4285: 'FetchResponse.Responses.Partitions.Records',
    4286: 'FetchResponse.Responses.Partitions.Records',
    4287: 'FetchResponse.Responses.Partitions.Records',
    4288: 'FetchResponse.Responses.Partitions.Records',
    4289: 'FetchResponse.Responses.Partitions.Records',
    4290: 'FetchResponse.NodeEndpoints',
    4299: 'FetchResponse.ThrottleTimeMs',
    4301: 'FetchResponse.Responses',
    4306: 'FetchResponse.Responses.Topic',
    4311: 'FetchResponse.Responses.Topic',
    4314: 'FetchResponse.Responses.Topic',
    4315: 'FetchResponse.Responses.Partitions',
    4320: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4322: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4330: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4335: 'FetchResponse.Responses.Partitions.Records',
    4368: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4369: 'FetchResponse.Responses',
    4370: 'FetchResponse.Responses',
    4371: 'FetchResponse.Responses',
    4372: 'FetchResponse.Responses.Topic',
    4373: 'FetchResponse.Responses.Topic',
    4374: 'FetchResponse.Responses.Topic',
    4375: 'FetchResponse.Responses.Topic',
    4376: 'FetchResponse.Responses.Partitions',
    4377: 'FetchResponse.Responses.Partitions',
    4378: 'FetchResponse.Responses.Partitions',
    4379: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4380: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4382: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4384: 'FetchResponse.Responses.Partitions.SnapshotId',
    4386: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4387: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4388: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4389: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4390: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4391: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4392: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4393: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4395: 'FetchResponse.Responses.Partitions.Records',
    4396: 'FetchResponse.Responses.Partitions.Records',
    4397: 'FetchResponse.Responses.Partitions.Records',
    4398: 'FetchResponse.Responses.Partitions.Records',
    4399: 'FetchResponse.Responses.Partitions.Records',
    4400: 'FetchResponse.Responses.Partitions.Records',
    4401: 'FetchResponse.NodeEndpoints',
    4410: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4412: 'FetchResponse.Responses',
    4417: 'FetchResponse.Responses.Topic',
    4422: 'FetchResponse.Responses.Topic',
    4425: 'FetchResponse.Responses.Topic',
    4426: 'FetchResponse.Responses.Partitions',
    4431: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4433: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4441: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4446: 'FetchResponse.Responses.Partitions.Records',
    4477: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4478: 'FetchResponse.Responses',
    4479: 'FetchResponse.Responses',
    4480: 'FetchResponse.Responses',
    4481: 'FetchResponse.Responses.Topic',
    4482: 'FetchResponse.Responses.Topic',
    4483: 'FetchResponse.Responses.Topic',
    4484: 'FetchResponse.Responses.Topic',
    4485: 'FetchResponse.Responses.Partitions',
    4486: 'FetchResponse.Responses.Partitions',
    4487: 'FetchResponse.Responses.Partitions',
    4488: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4489: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4491: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4493: 'FetchResponse.Responses.Partitions.SnapshotId',
    4495: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4496: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4497: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4498: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4499: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4500: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4501: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4502: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4504: 'FetchResponse.Responses.Partitions.Records',
    4505: 'FetchResponse.Responses.Partitions.Records',
    4506: 'FetchResponse.Responses.Partitions.Records',
    4507: 'FetchResponse.Responses.Partitions.Records',
    4508: 'FetchResponse.Responses.Partitions.Records',
    4509: 'FetchResponse.Responses.Partitions.Records',
    4510: 'FetchResponse.NodeEndpoints',
    4519: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4521: 'FetchResponse.Responses',
    4526: 'FetchResponse.Responses.Topic',
    4531: 'FetchResponse.Responses.Topic',
    4534: 'FetchResponse.Responses.Topic',
    4535: 'FetchResponse.Responses.Partitions',
    4540: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4542: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4550: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4555: 'FetchResponse.Responses.Partitions.Records',
    4586: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4587: 'FetchResponse.Responses',
    4588: 'FetchResponse.Responses',
    4589: 'FetchResponse.Responses',
    4590: 'FetchResponse.Responses.Topic',
    4591: 'FetchResponse.Responses.Topic',
    4592: 'FetchResponse.Responses.Topic',
    4593: 'FetchResponse.Responses.Topic',
    4594: 'FetchResponse.Responses.Partitions',
    4595: 'FetchResponse.Responses.Partitions',
    4596: 'FetchResponse.Responses.Partitions',
    4597: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4598: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4600: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4602: 'FetchResponse.Responses.Partitions.SnapshotId',
    4604: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4605: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4606: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4607: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4608: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4609: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4610: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4611: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4613: 'FetchResponse.Responses.Partitions.Records',
    4614: 'FetchResponse.Responses.Partitions.Records',
    4615: 'FetchResponse.Responses.Partitions.Records',
    4616: 'FetchResponse.Responses.Partitions.Records',
    4617: 'FetchResponse.Responses.Partitions.Records',
    4618: 'FetchResponse.Responses.Partitions.Records',
    4619: 'FetchResponse.NodeEndpoints',
    4628: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4630: 'FetchResponse.Responses',
    4635: 'FetchResponse.Responses.Topic',
    4640: 'FetchResponse.Responses.Topic',
    4643: 'FetchResponse.Responses.Topic',
    4644: 'FetchResponse.Responses.Partitions',
    4649: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4651: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4659: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4664: 'FetchResponse.Responses.Partitions.Records',
    4695: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4696: 'FetchResponse.Responses',
    4697: 'FetchResponse.Responses',
    4698: 'FetchResponse.Responses',
    4699: 'FetchResponse.Responses.Topic',
    4700: 'FetchResponse.Responses.Topic',
    4701: 'FetchResponse.Responses.Topic',
    4702: 'FetchResponse.Responses.Topic',
    4703: 'FetchResponse.Responses.Partitions',
    4704: 'FetchResponse.Responses.Partitions',
    4705: 'FetchResponse.Responses.Partitions',
    4706: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4707: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4709: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4711: 'FetchResponse.Responses.Partitions.SnapshotId',
    4713: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4714: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4715: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4716: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4717: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4718: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4719: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4720: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4722: 'FetchResponse.Responses.Partitions.Records',
    4723: 'FetchResponse.Responses.Partitions.Records',
    4724: 'FetchResponse.Responses.Partitions.Records',
    4725: 'FetchResponse.Responses.Partitions.Records',
    4726: 'FetchResponse.Responses.Partitions.Records',
    4727: 'FetchResponse.Responses.Partitions.Records',
    4728: 'FetchResponse.NodeEndpoints',
    4737: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4739: 'FetchResponse.Responses',
    4744: 'FetchResponse.Responses.Topic',
    4749: 'FetchResponse.Responses.Topic',
    4752: 'FetchResponse.Responses.Topic',
    4753: 'FetchResponse.Responses.Partitions',
    4758: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4760: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4768: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4773: 'FetchResponse.Responses.Partitions.Records',
    4804: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4805: 'FetchResponse.Responses',
    4806: 'FetchResponse.Responses',
    4807: 'FetchResponse.Responses',
    4808: 'FetchResponse.Responses.Topic',
    4809: 'FetchResponse.Responses.Topic',
    4810: 'FetchResponse.Responses.Topic',
    4811: 'FetchResponse.Responses.Topic',
    4812: 'FetchResponse.Responses.Partitions',
    4813: 'FetchResponse.Responses.Partitions',
    4814: 'FetchResponse.Responses.Partitions',
    4815: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4816: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4818: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4820: 'FetchResponse.Responses.Partitions.SnapshotId',
    4822: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4823: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4824: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4825: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4826: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4827: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4828: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4829: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4830: 'FetchResponse.Responses.Partitions.Records',
    4831: 'FetchResponse.Responses.Partitions.Records',
    4832: 'FetchResponse.Responses.Partitions.Records',
    4833: 'FetchResponse.Responses.Partitions.Records',
    4834: 'FetchResponse.Responses.Partitions.Records',
    4835: 'FetchResponse.Responses.Partitions.Records',
    4836: 'FetchResponse.NodeEndpoints',
    4845: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4847: 'FetchResponse.Responses',
    4852: 'FetchResponse.Responses.Topic',
    4857: 'FetchResponse.Responses.Topic',
    4860: 'FetchResponse.Responses.Topic',
    4861: 'FetchResponse.Responses.Partitions',
    4866: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4868: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4876: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4881: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4883: 'FetchResponse.Responses.Partitions.Records',
    4913: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    4914: 'FetchResponse.Responses',
    4915: 'FetchResponse.Responses',
    4916: 'FetchResponse.Responses',
    4917: 'FetchResponse.Responses',
    4918: 'FetchResponse.Responses.Topic',
    4919: 'FetchResponse.Responses.Topic',
    4920: 'FetchResponse.Responses.Topic',
    4921: 'FetchResponse.Responses.Topic',
    4922: 'FetchResponse.Responses.Topic',
    4923: 'FetchResponse.Responses.Partitions',
    4924: 'FetchResponse.Responses.Partitions',
    4925: 'FetchResponse.Responses.Partitions',
    4926: 'FetchResponse.Responses.Partitions',
    4927: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    4928: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4929: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4930: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4931: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4932: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4933: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4934: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4935: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    4936: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4937: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    4940: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    4941: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    4942: 'FetchResponse.Responses.Partitions.Records',
    4943: 'FetchResponse.Responses.Partitions.Records',
    4944: 'FetchResponse.Responses.Partitions.Records',
    4945: 'FetchResponse.Responses.Partitions.Records',
    4946: 'FetchResponse.Responses.Partitions.Records',
    4947: 'FetchResponse.Responses.Partitions.Records',
    4948: 'FetchResponse.Responses.Partitions.Records',
    4949: 'FetchResponse.Responses.Partitions',
    4950: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4951: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4952: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4953: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    4954: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4955: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4958: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    4959: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    4960: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4961: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4962: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4963: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    4964: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4965: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4968: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    4969: 'FetchResponse.Responses.Partitions.CurrentLeader',
    4970: 'FetchResponse.Responses.Partitions.SnapshotId',
    4971: 'FetchResponse.Responses.Partitions.SnapshotId',
    4972: 'FetchResponse.Responses.Partitions.SnapshotId',
    4973: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    4974: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4975: 'FetchResponse.Responses.Partitions.SnapshotId',
    4978: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    4979: 'FetchResponse.Responses.Partitions.SnapshotId',
    4980: 'FetchResponse.Responses.Partitions._unknown_tags',
    4982: 'FetchResponse.Responses.Partitions._unknown_tags',
    4985: 'FetchResponse.Responses._unknown_tags',
    4986: 'FetchResponse.Responses',
    4989: 'FetchResponse.Responses._unknown_tags',
    4990: 'FetchResponse.NodeEndpoints',
    4992: 'FetchResponse._unknown_tags',
    4993: 'FetchResponse',
    4996: 'FetchResponse._unknown_tags',
    5004: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5006: 'FetchResponse.Responses',
    5010: 'FetchResponse.Responses',
    5015: 'FetchResponse.Responses.Topic',
    5020: 'FetchResponse.Responses.Topic',
    5023: 'FetchResponse.Responses.Topic',
    5024: 'FetchResponse.Responses.Partitions',
    5028: 'FetchResponse.Responses.Partitions',
    5033: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5035: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5039: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5047: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5049: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5053: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5058: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5059: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5070: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5072: 'FetchResponse.Responses.Partitions.Records',
    5076: 'FetchResponse.Responses.Partitions.Records',
    5091: 'FetchResponse.Responses.Partitions._tagged_fields',
    5095: 'FetchResponse.Responses.Partitions._tagged_fields',
    5100: 'FetchResponse.Responses.Partitions._tagged_fields',
    5101: 'FetchResponse.Responses.Partitions._tagged_fields',
    5107: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5109: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5113: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5118: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5119: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5133: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5135: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5139: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5144: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5145: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5159: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5161: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5165: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5170: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5171: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5192: 'FetchResponse.Responses._tagged_fields',
    5196: 'FetchResponse.Responses._tagged_fields',
    5201: 'FetchResponse.Responses._tagged_fields',
    5202: 'FetchResponse.Responses._tagged_fields',
    5214: 'FetchResponse._tagged_fields',
    5218: 'FetchResponse._tagged_fields',
    5223: 'FetchResponse._tagged_fields',
    5224: 'FetchResponse._tagged_fields',
    5239: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5240: 'FetchResponse.Responses',
    5241: 'FetchResponse.Responses',
    5242: 'FetchResponse.Responses',
    5243: 'FetchResponse.Responses',
    5244: 'FetchResponse.Responses.TopicId',
    5245: 'FetchResponse.Responses.Partitions',
    5246: 'FetchResponse.Responses.Partitions',
    5247: 'FetchResponse.Responses.Partitions',
    5248: 'FetchResponse.Responses.Partitions',
    5249: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5250: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5251: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5252: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5253: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5254: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5255: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5256: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5257: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5258: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5259: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5262: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5263: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5264: 'FetchResponse.Responses.Partitions.Records',
    5265: 'FetchResponse.Responses.Partitions.Records',
    5266: 'FetchResponse.Responses.Partitions.Records',
    5267: 'FetchResponse.Responses.Partitions.Records',
    5268: 'FetchResponse.Responses.Partitions.Records',
    5269: 'FetchResponse.Responses.Partitions.Records',
    5270: 'FetchResponse.Responses.Partitions.Records',
    5271: 'FetchResponse.Responses.Partitions',
    5272: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5273: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5274: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5275: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5276: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5277: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5280: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5281: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5282: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5283: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5284: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5285: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5286: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5287: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5290: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5291: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5292: 'FetchResponse.Responses.Partitions.SnapshotId',
    5293: 'FetchResponse.Responses.Partitions.SnapshotId',
    5294: 'FetchResponse.Responses.Partitions.SnapshotId',
    5295: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5296: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5297: 'FetchResponse.Responses.Partitions.SnapshotId',
    5300: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5301: 'FetchResponse.Responses.Partitions.SnapshotId',
    5302: 'FetchResponse.Responses.Partitions._unknown_tags',
    5304: 'FetchResponse.Responses.Partitions._unknown_tags',
    5307: 'FetchResponse.Responses._unknown_tags',
    5308: 'FetchResponse.Responses',
    5311: 'FetchResponse.Responses._unknown_tags',
    5312: 'FetchResponse.NodeEndpoints',
    5314: 'FetchResponse._unknown_tags',
    5315: 'FetchResponse',
    5318: 'FetchResponse._unknown_tags',
    5326: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5328: 'FetchResponse.Responses',
    5332: 'FetchResponse.Responses',
    5337: 'FetchResponse.Responses.TopicId',
    5340: 'FetchResponse.Responses.Partitions',
    5344: 'FetchResponse.Responses.Partitions',
    5349: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5351: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5355: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5363: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5365: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5369: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5374: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5375: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5386: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5388: 'FetchResponse.Responses.Partitions.Records',
    5392: 'FetchResponse.Responses.Partitions.Records',
    5407: 'FetchResponse.Responses.Partitions._tagged_fields',
    5411: 'FetchResponse.Responses.Partitions._tagged_fields',
    5416: 'FetchResponse.Responses.Partitions._tagged_fields',
    5417: 'FetchResponse.Responses.Partitions._tagged_fields',
    5423: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5425: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5429: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5434: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5435: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5449: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5451: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5455: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5460: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5461: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5475: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5477: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5481: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5486: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5487: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5508: 'FetchResponse.Responses._tagged_fields',
    5512: 'FetchResponse.Responses._tagged_fields',
    5517: 'FetchResponse.Responses._tagged_fields',
    5518: 'FetchResponse.Responses._tagged_fields',
    5530: 'FetchResponse._tagged_fields',
    5534: 'FetchResponse._tagged_fields',
    5539: 'FetchResponse._tagged_fields',
    5540: 'FetchResponse._tagged_fields',
    5555: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5556: 'FetchResponse.Responses',
    5557: 'FetchResponse.Responses',
    5558: 'FetchResponse.Responses',
    5559: 'FetchResponse.Responses',
    5560: 'FetchResponse.Responses.TopicId',
    5561: 'FetchResponse.Responses.Partitions',
    5562: 'FetchResponse.Responses.Partitions',
    5563: 'FetchResponse.Responses.Partitions',
    5564: 'FetchResponse.Responses.Partitions',
    5565: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5566: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5567: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5568: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5569: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5570: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5571: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5572: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5573: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5574: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5575: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5578: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5579: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5580: 'FetchResponse.Responses.Partitions.Records',
    5581: 'FetchResponse.Responses.Partitions.Records',
    5582: 'FetchResponse.Responses.Partitions.Records',
    5583: 'FetchResponse.Responses.Partitions.Records',
    5584: 'FetchResponse.Responses.Partitions.Records',
    5585: 'FetchResponse.Responses.Partitions.Records',
    5586: 'FetchResponse.Responses.Partitions.Records',
    5587: 'FetchResponse.Responses.Partitions',
    5588: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5589: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5590: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5591: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5592: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5593: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5596: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5597: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5598: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5599: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5600: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5601: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5602: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5603: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5606: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5607: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5608: 'FetchResponse.Responses.Partitions.SnapshotId',
    5609: 'FetchResponse.Responses.Partitions.SnapshotId',
    5610: 'FetchResponse.Responses.Partitions.SnapshotId',
    5611: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5612: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5613: 'FetchResponse.Responses.Partitions.SnapshotId',
    5616: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5617: 'FetchResponse.Responses.Partitions.SnapshotId',
    5618: 'FetchResponse.Responses.Partitions._unknown_tags',
    5620: 'FetchResponse.Responses.Partitions._unknown_tags',
    5623: 'FetchResponse.Responses._unknown_tags',
    5624: 'FetchResponse.Responses',
    5627: 'FetchResponse.Responses._unknown_tags',
    5628: 'FetchResponse.NodeEndpoints',
    5630: 'FetchResponse._unknown_tags',
    5631: 'FetchResponse',
    5634: 'FetchResponse._unknown_tags',
    5642: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5644: 'FetchResponse.Responses',
    5648: 'FetchResponse.Responses',
    5653: 'FetchResponse.Responses.TopicId',
    5656: 'FetchResponse.Responses.Partitions',
    5660: 'FetchResponse.Responses.Partitions',
    5665: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5667: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5671: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5679: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5681: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5685: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5690: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5691: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    5702: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5704: 'FetchResponse.Responses.Partitions.Records',
    5708: 'FetchResponse.Responses.Partitions.Records',
    5723: 'FetchResponse.Responses.Partitions._tagged_fields',
    5727: 'FetchResponse.Responses.Partitions._tagged_fields',
    5732: 'FetchResponse.Responses.Partitions._tagged_fields',
    5733: 'FetchResponse.Responses.Partitions._tagged_fields',
    5739: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5741: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5745: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5750: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5751: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    5765: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5767: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5771: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5776: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5777: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    5791: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5793: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5797: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5802: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5803: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    5824: 'FetchResponse.Responses._tagged_fields',
    5828: 'FetchResponse.Responses._tagged_fields',
    5833: 'FetchResponse.Responses._tagged_fields',
    5834: 'FetchResponse.Responses._tagged_fields',
    5846: 'FetchResponse._tagged_fields',
    5850: 'FetchResponse._tagged_fields',
    5855: 'FetchResponse._tagged_fields',
    5856: 'FetchResponse._tagged_fields',
    5871: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5872: 'FetchResponse.Responses',
    5873: 'FetchResponse.Responses',
    5874: 'FetchResponse.Responses',
    5875: 'FetchResponse.Responses',
    5876: 'FetchResponse.Responses.TopicId',
    5877: 'FetchResponse.Responses.Partitions',
    5878: 'FetchResponse.Responses.Partitions',
    5879: 'FetchResponse.Responses.Partitions',
    5880: 'FetchResponse.Responses.Partitions',
    5881: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5882: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5883: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5884: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5885: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5886: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5887: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5888: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5889: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5890: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5891: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5894: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    5895: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    5896: 'FetchResponse.Responses.Partitions.Records',
    5897: 'FetchResponse.Responses.Partitions.Records',
    5898: 'FetchResponse.Responses.Partitions.Records',
    5899: 'FetchResponse.Responses.Partitions.Records',
    5900: 'FetchResponse.Responses.Partitions.Records',
    5901: 'FetchResponse.Responses.Partitions.Records',
    5902: 'FetchResponse.Responses.Partitions.Records',
    5903: 'FetchResponse.Responses.Partitions',
    5904: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5905: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5906: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5907: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    5908: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5909: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5912: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    5913: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    5914: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5915: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5916: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5917: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    5918: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5919: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5922: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    5923: 'FetchResponse.Responses.Partitions.CurrentLeader',
    5924: 'FetchResponse.Responses.Partitions.SnapshotId',
    5925: 'FetchResponse.Responses.Partitions.SnapshotId',
    5926: 'FetchResponse.Responses.Partitions.SnapshotId',
    5927: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    5928: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5929: 'FetchResponse.Responses.Partitions.SnapshotId',
    5932: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    5933: 'FetchResponse.Responses.Partitions.SnapshotId',
    5934: 'FetchResponse.Responses.Partitions._unknown_tags',
    5936: 'FetchResponse.Responses.Partitions._unknown_tags',
    5939: 'FetchResponse.Responses._unknown_tags',
    5940: 'FetchResponse.Responses',
    5943: 'FetchResponse.Responses._unknown_tags',
    5944: 'FetchResponse.NodeEndpoints',
    5946: 'FetchResponse._unknown_tags',
    5947: 'FetchResponse',
    5950: 'FetchResponse._unknown_tags',
    5958: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    5960: 'FetchResponse.Responses',
    5964: 'FetchResponse.Responses',
    5969: 'FetchResponse.Responses.TopicId',
    5972: 'FetchResponse.Responses.Partitions',
    5976: 'FetchResponse.Responses.Partitions',
    5981: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    5983: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5987: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    5995: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    5997: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6001: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6006: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6007: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6018: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    6020: 'FetchResponse.Responses.Partitions.Records',
    6024: 'FetchResponse.Responses.Partitions.Records',
    6039: 'FetchResponse.Responses.Partitions._tagged_fields',
    6043: 'FetchResponse.Responses.Partitions._tagged_fields',
    6048: 'FetchResponse.Responses.Partitions._tagged_fields',
    6049: 'FetchResponse.Responses.Partitions._tagged_fields',
    6055: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    6057: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6061: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6066: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6067: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6081: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    6083: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6087: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6092: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6093: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6107: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    6109: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6113: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6118: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6119: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6140: 'FetchResponse.Responses._tagged_fields',
    6144: 'FetchResponse.Responses._tagged_fields',
    6149: 'FetchResponse.Responses._tagged_fields',
    6150: 'FetchResponse.Responses._tagged_fields',
    6162: 'FetchResponse._tagged_fields',
    6166: 'FetchResponse._tagged_fields',
    6171: 'FetchResponse._tagged_fields',
    6172: 'FetchResponse._tagged_fields',
    6187: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    6188: 'FetchResponse.Responses',
    6189: 'FetchResponse.Responses',
    6190: 'FetchResponse.Responses',
    6191: 'FetchResponse.Responses',
    6192: 'FetchResponse.Responses.TopicId',
    6193: 'FetchResponse.Responses.Partitions',
    6194: 'FetchResponse.Responses.Partitions',
    6195: 'FetchResponse.Responses.Partitions',
    6196: 'FetchResponse.Responses.Partitions',
    6197: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    6198: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6199: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6200: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6201: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6202: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6203: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6204: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6205: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    6206: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    6207: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6210: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    6211: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    6212: 'FetchResponse.Responses.Partitions.Records',
    6213: 'FetchResponse.Responses.Partitions.Records',
    6214: 'FetchResponse.Responses.Partitions.Records',
    6215: 'FetchResponse.Responses.Partitions.Records',
    6216: 'FetchResponse.Responses.Partitions.Records',
    6217: 'FetchResponse.Responses.Partitions.Records',
    6218: 'FetchResponse.Responses.Partitions.Records',
    6219: 'FetchResponse.Responses.Partitions',
    6220: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6221: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6222: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6223: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    6224: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    6225: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6228: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    6229: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6230: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6231: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6232: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6233: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    6234: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    6235: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6238: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    6239: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6240: 'FetchResponse.Responses.Partitions.SnapshotId',
    6241: 'FetchResponse.Responses.Partitions.SnapshotId',
    6242: 'FetchResponse.Responses.Partitions.SnapshotId',
    6243: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    6244: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    6245: 'FetchResponse.Responses.Partitions.SnapshotId',
    6248: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    6249: 'FetchResponse.Responses.Partitions.SnapshotId',
    6250: 'FetchResponse.Responses.Partitions._unknown_tags',
    6252: 'FetchResponse.Responses.Partitions._unknown_tags',
    6255: 'FetchResponse.Responses._unknown_tags',
    6256: 'FetchResponse.Responses',
    6259: 'FetchResponse.Responses._unknown_tags',
    6260: 'FetchResponse',
    6261: 'FetchResponse.NodeEndpoints',
    6262: 'FetchResponse.NodeEndpoints',
    6263: 'FetchResponse.NodeEndpoints',
    6264: 'FetchResponse.NodeEndpoints',
    6265: 'FetchResponse.NodeEndpoints',
    6266: 'FetchResponse.NodeEndpoints',
    6267: 'FetchResponse.NodeEndpoints.NodeId',
    6268: 'FetchResponse.NodeEndpoints.Host',
    6269: 'FetchResponse.NodeEndpoints.Host',
    6270: 'FetchResponse.NodeEndpoints.Host',
    6271: 'FetchResponse.NodeEndpoints.Host',
    6272: 'FetchResponse.NodeEndpoints.Host',
    6273: 'FetchResponse.NodeEndpoints.Port',
    6274: 'FetchResponse.NodeEndpoints.Rack',
    6275: 'FetchResponse.NodeEndpoints.Rack',
    6276: 'FetchResponse.NodeEndpoints.Rack',
    6277: 'FetchResponse.NodeEndpoints.Rack',
    6278: 'FetchResponse.NodeEndpoints.Rack',
    6279: 'FetchResponse.NodeEndpoints.Rack',
    6280: 'FetchResponse.NodeEndpoints.Rack',
    6281: 'FetchResponse.NodeEndpoints.Rack',
    6282: 'FetchResponse.NodeEndpoints._unknown_tags',
    6283: 'FetchResponse.NodeEndpoints',
    6286: 'FetchResponse.NodeEndpoints._unknown_tags',
    6287: 'FetchResponse.NodeEndpoints',
    6288: 'FetchResponse._unknown_tags',
    6290: 'FetchResponse._unknown_tags',
    6300: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    6302: 'FetchResponse.Responses',
    6306: 'FetchResponse.Responses',
    6311: 'FetchResponse.Responses.TopicId',
    6314: 'FetchResponse.Responses.Partitions',
    6318: 'FetchResponse.Responses.Partitions',
    6323: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    6325: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6329: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6337: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    6339: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6343: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6348: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6349: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6360: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    6362: 'FetchResponse.Responses.Partitions.Records',
    6366: 'FetchResponse.Responses.Partitions.Records',
    6381: 'FetchResponse.Responses.Partitions._tagged_fields',
    6385: 'FetchResponse.Responses.Partitions._tagged_fields',
    6390: 'FetchResponse.Responses.Partitions._tagged_fields',
    6391: 'FetchResponse.Responses.Partitions._tagged_fields',
    6397: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    6399: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6403: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6408: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6409: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6423: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    6425: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6429: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6434: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6435: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6449: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    6451: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6455: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6460: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6461: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6482: 'FetchResponse.Responses._tagged_fields',
    6486: 'FetchResponse.Responses._tagged_fields',
    6491: 'FetchResponse.Responses._tagged_fields',
    6492: 'FetchResponse.Responses._tagged_fields',
    6504: 'FetchResponse._tagged_fields',
    6508: 'FetchResponse._tagged_fields',
    6513: 'FetchResponse._tagged_fields',
    6514: 'FetchResponse._tagged_fields',
    6519: 'FetchResponse.NodeEndpoints',
    6523: 'FetchResponse.NodeEndpoints',
    6528: 'FetchResponse.NodeEndpoints.NodeId',
    6530: 'FetchResponse.NodeEndpoints.Host',
    6535: 'FetchResponse.NodeEndpoints.Host',
    6538: 'FetchResponse.NodeEndpoints.Host',
    6539: 'FetchResponse.NodeEndpoints.Port',
    6541: 'FetchResponse.NodeEndpoints.Rack',
    6546: 'FetchResponse.NodeEndpoints.Rack',
    6549: 'FetchResponse.NodeEndpoints.Rack',
    6550: 'FetchResponse.NodeEndpoints._tagged_fields',
    6554: 'FetchResponse.NodeEndpoints._tagged_fields',
    6559: 'FetchResponse.NodeEndpoints._tagged_fields',
    6560: 'FetchResponse.NodeEndpoints._tagged_fields',
    6585: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    6586: 'FetchResponse.Responses',
    6587: 'FetchResponse.Responses',
    6588: 'FetchResponse.Responses',
    6589: 'FetchResponse.Responses',
    6590: 'FetchResponse.Responses.TopicId',
    6591: 'FetchResponse.Responses.Partitions',
    6592: 'FetchResponse.Responses.Partitions',
    6593: 'FetchResponse.Responses.Partitions',
    6594: 'FetchResponse.Responses.Partitions',
    6595: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    6596: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6597: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6598: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6599: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6600: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6601: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6602: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6603: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    6604: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    6605: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6608: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    6609: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    6610: 'FetchResponse.Responses.Partitions.Records',
    6611: 'FetchResponse.Responses.Partitions.Records',
    6612: 'FetchResponse.Responses.Partitions.Records',
    6613: 'FetchResponse.Responses.Partitions.Records',
    6614: 'FetchResponse.Responses.Partitions.Records',
    6615: 'FetchResponse.Responses.Partitions.Records',
    6616: 'FetchResponse.Responses.Partitions.Records',
    6617: 'FetchResponse.Responses.Partitions',
    6618: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6619: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6620: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6621: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    6622: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    6623: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6626: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    6627: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    6628: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6629: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6630: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6631: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    6632: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    6633: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6636: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    6637: 'FetchResponse.Responses.Partitions.CurrentLeader',
    6638: 'FetchResponse.Responses.Partitions.SnapshotId',
    6639: 'FetchResponse.Responses.Partitions.SnapshotId',
    6640: 'FetchResponse.Responses.Partitions.SnapshotId',
    6641: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    6642: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    6643: 'FetchResponse.Responses.Partitions.SnapshotId',
    6646: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    6647: 'FetchResponse.Responses.Partitions.SnapshotId',
    6648: 'FetchResponse.Responses.Partitions._unknown_tags',
    6650: 'FetchResponse.Responses.Partitions._unknown_tags',
    6653: 'FetchResponse.Responses._unknown_tags',
    6654: 'FetchResponse.Responses',
    6657: 'FetchResponse.Responses._unknown_tags',
    6658: 'FetchResponse',
    6659: 'FetchResponse.NodeEndpoints',
    6660: 'FetchResponse.NodeEndpoints',
    6661: 'FetchResponse.NodeEndpoints',
    6662: 'FetchResponse.NodeEndpoints',
    6663: 'FetchResponse.NodeEndpoints',
    6664: 'FetchResponse.NodeEndpoints',
    6665: 'FetchResponse.NodeEndpoints.NodeId',
    6666: 'FetchResponse.NodeEndpoints.Host',
    6667: 'FetchResponse.NodeEndpoints.Host',
    6668: 'FetchResponse.NodeEndpoints.Host',
    6669: 'FetchResponse.NodeEndpoints.Host',
    6670: 'FetchResponse.NodeEndpoints.Host',
    6671: 'FetchResponse.NodeEndpoints.Port',
    6672: 'FetchResponse.NodeEndpoints.Rack',
    6673: 'FetchResponse.NodeEndpoints.Rack',
    6674: 'FetchResponse.NodeEndpoints.Rack',
    6675: 'FetchResponse.NodeEndpoints.Rack',
    6676: 'FetchResponse.NodeEndpoints.Rack',
    6677: 'FetchResponse.NodeEndpoints.Rack',
    6678: 'FetchResponse.NodeEndpoints.Rack',
    6679: 'FetchResponse.NodeEndpoints.Rack',
    6680: 'FetchResponse.NodeEndpoints._unknown_tags',
    6681: 'FetchResponse.NodeEndpoints',
    6684: 'FetchResponse.NodeEndpoints._unknown_tags',
    6685: 'FetchResponse.NodeEndpoints',
    6686: 'FetchResponse._unknown_tags',
    6688: 'FetchResponse._unknown_tags',
    6698: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    6700: 'FetchResponse.Responses',
    6704: 'FetchResponse.Responses',
    6709: 'FetchResponse.Responses.TopicId',
    6712: 'FetchResponse.Responses.Partitions',
    6716: 'FetchResponse.Responses.Partitions',
    6721: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    6723: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6727: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6735: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    6737: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6741: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6746: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6747: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    6758: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    6760: 'FetchResponse.Responses.Partitions.Records',
    6764: 'FetchResponse.Responses.Partitions.Records',
    6779: 'FetchResponse.Responses.Partitions._tagged_fields',
    6783: 'FetchResponse.Responses.Partitions._tagged_fields',
    6788: 'FetchResponse.Responses.Partitions._tagged_fields',
    6789: 'FetchResponse.Responses.Partitions._tagged_fields',
    6795: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    6797: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6801: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6806: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6807: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    6821: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    6823: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6827: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6832: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6833: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    6847: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    6849: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6853: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6858: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6859: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    6880: 'FetchResponse.Responses._tagged_fields',
    6884: 'FetchResponse.Responses._tagged_fields',
    6889: 'FetchResponse.Responses._tagged_fields',
    6890: 'FetchResponse.Responses._tagged_fields',
    6902: 'FetchResponse._tagged_fields',
    6906: 'FetchResponse._tagged_fields',
    6911: 'FetchResponse._tagged_fields',
    6912: 'FetchResponse._tagged_fields',
    6917: 'FetchResponse.NodeEndpoints',
    6921: 'FetchResponse.NodeEndpoints',
    6926: 'FetchResponse.NodeEndpoints.NodeId',
    6928: 'FetchResponse.NodeEndpoints.Host',
    6933: 'FetchResponse.NodeEndpoints.Host',
    6936: 'FetchResponse.NodeEndpoints.Host',
    6937: 'FetchResponse.NodeEndpoints.Port',
    6939: 'FetchResponse.NodeEndpoints.Rack',
    6944: 'FetchResponse.NodeEndpoints.Rack',
    6947: 'FetchResponse.NodeEndpoints.Rack',
    6948: 'FetchResponse.NodeEndpoints._tagged_fields',
    6952: 'FetchResponse.NodeEndpoints._tagged_fields',
    6957: 'FetchResponse.NodeEndpoints._tagged_fields',
    6958: 'FetchResponse.NodeEndpoints._tagged_fields',
    6983: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    6984: 'FetchResponse.Responses',
    6985: 'FetchResponse.Responses',
    6986: 'FetchResponse.Responses',
    6987: 'FetchResponse.Responses',
    6988: 'FetchResponse.Responses.TopicId',
    6989: 'FetchResponse.Responses.Partitions',
    6990: 'FetchResponse.Responses.Partitions',
    6991: 'FetchResponse.Responses.Partitions',
    6992: 'FetchResponse.Responses.Partitions',
    6993: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    6994: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6995: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6996: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6997: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6998: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    6999: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    7000: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    7001: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    7002: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    7003: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    7006: 'FetchResponse.Responses.Partitions.AbortedTransactions._unknown_tags',
    7007: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    7008: 'FetchResponse.Responses.Partitions.Records',
    7009: 'FetchResponse.Responses.Partitions.Records',
    7010: 'FetchResponse.Responses.Partitions.Records',
    7011: 'FetchResponse.Responses.Partitions.Records',
    7012: 'FetchResponse.Responses.Partitions.Records',
    7013: 'FetchResponse.Responses.Partitions.Records',
    7014: 'FetchResponse.Responses.Partitions.Records',
    7015: 'FetchResponse.Responses.Partitions',
    7016: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    7017: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    7018: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    7019: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    7020: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    7021: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    7024: 'FetchResponse.Responses.Partitions.DivergingEpoch._unknown_tags',
    7025: 'FetchResponse.Responses.Partitions.DivergingEpoch',
    7026: 'FetchResponse.Responses.Partitions.CurrentLeader',
    7027: 'FetchResponse.Responses.Partitions.CurrentLeader',
    7028: 'FetchResponse.Responses.Partitions.CurrentLeader',
    7029: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    7030: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    7031: 'FetchResponse.Responses.Partitions.CurrentLeader',
    7034: 'FetchResponse.Responses.Partitions.CurrentLeader._unknown_tags',
    7035: 'FetchResponse.Responses.Partitions.CurrentLeader',
    7036: 'FetchResponse.Responses.Partitions.SnapshotId',
    7037: 'FetchResponse.Responses.Partitions.SnapshotId',
    7038: 'FetchResponse.Responses.Partitions.SnapshotId',
    7039: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    7040: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    7041: 'FetchResponse.Responses.Partitions.SnapshotId',
    7044: 'FetchResponse.Responses.Partitions.SnapshotId._unknown_tags',
    7045: 'FetchResponse.Responses.Partitions.SnapshotId',
    7046: 'FetchResponse.Responses.Partitions._unknown_tags',
    7048: 'FetchResponse.Responses.Partitions._unknown_tags',
    7051: 'FetchResponse.Responses._unknown_tags',
    7052: 'FetchResponse.Responses',
    7055: 'FetchResponse.Responses._unknown_tags',
    7056: 'FetchResponse',
    7057: 'FetchResponse.NodeEndpoints',
    7058: 'FetchResponse.NodeEndpoints',
    7059: 'FetchResponse.NodeEndpoints',
    7060: 'FetchResponse.NodeEndpoints',
    7061: 'FetchResponse.NodeEndpoints',
    7062: 'FetchResponse.NodeEndpoints',
    7063: 'FetchResponse.NodeEndpoints.NodeId',
    7064: 'FetchResponse.NodeEndpoints.Host',
    7065: 'FetchResponse.NodeEndpoints.Host',
    7066: 'FetchResponse.NodeEndpoints.Host',
    7067: 'FetchResponse.NodeEndpoints.Host',
    7068: 'FetchResponse.NodeEndpoints.Host',
    7069: 'FetchResponse.NodeEndpoints.Port',
    7070: 'FetchResponse.NodeEndpoints.Rack',
    7071: 'FetchResponse.NodeEndpoints.Rack',
    7072: 'FetchResponse.NodeEndpoints.Rack',
    7073: 'FetchResponse.NodeEndpoints.Rack',
    7074: 'FetchResponse.NodeEndpoints.Rack',
    7075: 'FetchResponse.NodeEndpoints.Rack',
    7076: 'FetchResponse.NodeEndpoints.Rack',
    7077: 'FetchResponse.NodeEndpoints.Rack',
    7078: 'FetchResponse.NodeEndpoints._unknown_tags',
    7079: 'FetchResponse.NodeEndpoints',
    7082: 'FetchResponse.NodeEndpoints._unknown_tags',
    7083: 'FetchResponse.NodeEndpoints',
    7084: 'FetchResponse._unknown_tags',
    7086: 'FetchResponse._unknown_tags',
    7096: 'FetchResponse.ThrottleTimeMs,ErrorCode,SessionId',
    7098: 'FetchResponse.Responses',
    7102: 'FetchResponse.Responses',
    7107: 'FetchResponse.Responses.TopicId',
    7110: 'FetchResponse.Responses.Partitions',
    7114: 'FetchResponse.Responses.Partitions',
    7119: 'FetchResponse.Responses.Partitions.PartitionIndex,ErrorCode,HighWatermark,LastStableOffset,LogStartOffset',
    7121: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    7125: 'FetchResponse.Responses.Partitions.AbortedTransactions',
    7133: 'FetchResponse.Responses.Partitions.AbortedTransactions.ProducerId,FirstOffset',
    7135: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    7139: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    7144: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    7145: 'FetchResponse.Responses.Partitions.AbortedTransactions._tagged_fields',
    7156: 'FetchResponse.Responses.Partitions.PreferredReadReplica',
    7158: 'FetchResponse.Responses.Partitions.Records',
    7162: 'FetchResponse.Responses.Partitions.Records',
    7177: 'FetchResponse.Responses.Partitions._tagged_fields',
    7181: 'FetchResponse.Responses.Partitions._tagged_fields',
    7186: 'FetchResponse.Responses.Partitions._tagged_fields',
    7187: 'FetchResponse.Responses.Partitions._tagged_fields',
    7193: 'FetchResponse.Responses.Partitions.DivergingEpoch.Epoch,EndOffset',
    7195: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    7199: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    7204: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    7205: 'FetchResponse.Responses.Partitions.DivergingEpoch._tagged_fields',
    7219: 'FetchResponse.Responses.Partitions.CurrentLeader.LeaderId,LeaderEpoch',
    7221: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    7225: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    7230: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    7231: 'FetchResponse.Responses.Partitions.CurrentLeader._tagged_fields',
    7245: 'FetchResponse.Responses.Partitions.SnapshotId.EndOffset,Epoch',
    7247: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    7251: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    7256: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    7257: 'FetchResponse.Responses.Partitions.SnapshotId._tagged_fields',
    7278: 'FetchResponse.Responses._tagged_fields',
    7282: 'FetchResponse.Responses._tagged_fields',
    7287: 'FetchResponse.Responses._tagged_fields',
    7288: 'FetchResponse.Responses._tagged_fields',
    7300: 'FetchResponse._tagged_fields',
    7304: 'FetchResponse._tagged_fields',
    7309: 'FetchResponse._tagged_fields',
    7310: 'FetchResponse._tagged_fields',
    7315: 'FetchResponse.NodeEndpoints',
    7319: 'FetchResponse.NodeEndpoints',
    7324: 'FetchResponse.NodeEndpoints.NodeId',
    7326: 'FetchResponse.NodeEndpoints.Host',
    7331: 'FetchResponse.NodeEndpoints.Host',
    7334: 'FetchResponse.NodeEndpoints.Host',
    7335: 'FetchResponse.NodeEndpoints.Port',
    7337: 'FetchResponse.NodeEndpoints.Rack',
    7342: 'FetchResponse.NodeEndpoints.Rack',
    7345: 'FetchResponse.NodeEndpoints.Rack',
    7346: 'FetchResponse.NodeEndpoints._tagged_fields',
    7350: 'FetchResponse.NodeEndpoints._tagged_fields',
    7355: 'FetchResponse.NodeEndpoints._tagged_fields',
    7356: 'FetchResponse.NodeEndpoints._tagged_fields',
}
