"""A logging fake Kafka broker for capturing what real clients send.

The fake listens on 127.0.0.1 (a free port by default), reads size-prefixed Kafka request frames, records every
frame (the bytes after the 4-byte length prefix, request header included) together with its api key and version,
and answers just enough for real clients to carry on: one broker (itself, also the controller), topics that spring
into existence when asked for, produce that always succeeds, fetch that always returns no records, an admin API that
says yes to everything, and a one-member-per-group coordinator.

Request headers are parsed here by hand. Request bodies are decoded, and responses built and encoded, with
kafka-python's protocol classes (``kafka.protocol``; kafka-python is a test-only dependency). Nothing here uses
kraftpy code: the point of the captures is to test kraftpy's codecs against bytes that kraftpy had no part in.

Run it alone with ``python -m tests.protocol.capture.fake_broker [--port N]`` to point a client at it by hand.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import logging
import struct
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kafka.protocol.admin import (
    AlterConfigsResponse,
    AlterPartitionReassignmentsResponse,
    CreatePartitionsResponse,
    CreateTopicsResponse,
    DeleteRecordsResponse,
    DeleteTopicsResponse,
    DescribeClusterResponse,
    DescribeConfigsResponse,
    DescribeGroupsResponse,
    DescribeQuorumResponse,
    DescribeTopicPartitionsResponse,
    ElectLeadersResponse,
    IncrementalAlterConfigsResponse,
    ListGroupsResponse,
    ListPartitionReassignmentsResponse,
)
from kafka.protocol.api_key import ApiKey
from kafka.protocol.api_message import ApiMessage
from kafka.protocol.consumer import (
    FetchResponse,
    HeartbeatResponse,
    JoinGroupResponse,
    LeaveGroupResponse,
    ListOffsetsResponse,
    OffsetCommitResponse,
    OffsetFetchResponse,
    OffsetForLeaderEpochResponse,
    SyncGroupResponse,
)
from kafka.protocol.metadata import ApiVersionsResponse, FindCoordinatorResponse, MetadataResponse
from kafka.protocol.producer import InitProducerIdResponse, ProduceResponse

log = logging.getLogger("tests.fake_broker")

# ---------------------------------------------------------------------------------------------------------------
# What the fake advertises
# ---------------------------------------------------------------------------------------------------------------

#: ApiVersions table of Apache Kafka 4.1 (KRaft broker listener): api key -> (min version, max version).
#: Taken from kafka-python 3.0.12's ``BROKER_API_VERSIONS[(4, 1)]``, which records what a 4.1 broker advertises.
#: Note the Kafka-4 quirks kept for old clients: Produce and JoinGroup advertise min 0 although 4.x rejects the
#: removed versions at request time. No telemetry APIs (71, 72): librdkafka would start calling them.
KAFKA_41_API_VERSIONS: dict[int, tuple[int, int]] = {
    0: (0, 13),
    1: (4, 18),
    2: (1, 10),
    3: (0, 13),
    8: (2, 9),
    9: (1, 9),
    10: (0, 6),
    11: (0, 9),
    12: (0, 4),
    13: (0, 5),
    14: (0, 5),
    15: (0, 6),
    16: (0, 5),
    17: (0, 1),
    18: (0, 4),
    19: (2, 7),
    20: (1, 6),
    21: (0, 2),
    22: (0, 5),
    23: (2, 4),
    24: (0, 5),
    25: (0, 4),
    26: (0, 5),
    27: (1, 1),
    28: (0, 5),
    29: (1, 3),
    30: (1, 3),
    31: (1, 3),
    32: (1, 4),
    33: (0, 2),
    34: (1, 2),
    35: (1, 4),
    36: (0, 2),
    37: (0, 3),
    38: (1, 3),
    39: (1, 2),
    40: (1, 2),
    41: (1, 3),
    42: (0, 2),
    43: (0, 2),
    44: (0, 1),
    45: (0, 1),
    46: (0, 0),
    47: (0, 0),
    48: (0, 1),
    49: (0, 1),
    50: (0, 0),
    51: (0, 0),
    55: (0, 2),
    57: (0, 2),
    60: (0, 2),
    61: (0, 0),
    64: (0, 0),
    65: (0, 0),
    66: (0, 2),
    68: (0, 1),
    69: (0, 1),
    74: (0, 1),
    75: (0, 0),
    76: (1, 1),
    77: (1, 1),
    78: (1, 1),
    79: (1, 1),
    80: (0, 0),
    81: (0, 0),
    83: (0, 0),
    84: (0, 0),
    85: (0, 0),
    86: (0, 0),
    87: (0, 0),
    90: (0, 0),
    91: (0, 0),
    92: (0, 0),
}

#: First flexible version of the APIs kafka-python has no classes for (all others are asked from kafka-python).
_FIRST_FLEXIBLE_FALLBACK: dict[int, int] = {
    4: 4,
    5: 2,
    6: 6,
    7: 3,
    38: 2,
    39: 2,
    40: 2,
    41: 2,
    52: 0,
    53: 0,
    54: 0,
    56: 0,
    58: 0,
    59: 0,
    62: 0,
    63: 0,
    64: 0,
    67: 0,
    68: 0,
    69: 0,
    70: 0,
    71: 0,
    72: 0,
    73: 0,
    76: 0,
    77: 0,
    78: 0,
    79: 0,
    80: 0,
    81: 0,
    82: 0,
    83: 0,
    84: 0,
    85: 0,
    86: 0,
    87: 0,
    88: 0,
    89: 0,
    90: 0,
    91: 0,
    92: 0,
}

UNSUPPORTED_VERSION = 35
UNKNOWN_TOPIC_OR_PARTITION = 3
UNKNOWN_TOPIC_ID = 100
INT32_MIN = -(2**31)

#: Authorized operations with no authorizer (AclOperation codes): what Kafka reports when asked.
TOPIC_AUTHORIZED_OPERATIONS = frozenset({3, 4, 5, 6, 7, 8, 10, 11})
CLUSTER_AUTHORIZED_OPERATIONS = frozenset({5, 7, 8, 9, 10, 11, 12})
GROUP_AUTHORIZED_OPERATIONS = frozenset({3, 6, 8})

#: Topic and broker configs DescribeConfigs reports (name -> default value). None of them is read-only, so
#: kafka-python's alter_configs() (which first checks the keys are dynamic) accepts them.
TOPIC_CONFIGS: dict[str, str] = {
    "cleanup.policy": "delete",
    "compression.type": "producer",
    "max.message.bytes": "1048588",
    "min.insync.replicas": "1",
    "retention.bytes": "-1",
    "retention.ms": "604800000",
    "segment.bytes": "1073741824",
    "unclean.leader.election.enable": "false",
}
BROKER_CONFIGS: dict[str, str] = {
    "log.retention.ms": "604800000",
    "log.cleaner.threads": "1",
    "message.max.bytes": "1048588",
    "num.io.threads": "8",
    "unclean.leader.election.enable": "false",
}


def api_name(api_key: int) -> str:
    try:
        return ApiKey(api_key).name
    except ValueError:
        return f"Api{api_key}"


def _api_message_classes() -> dict[tuple[int, str], type[ApiMessage]]:
    """kafka-python's primary (unversioned) request and response classes by (api key, 'request'|'response')."""
    global _API_CLASSES
    if _API_CLASSES is None:
        import kafka.protocol.admin
        import kafka.protocol.consumer
        import kafka.protocol.metadata
        import kafka.protocol.producer
        import kafka.protocol.sasl  # noqa: F401  (importing registers the classes)

        out: dict[tuple[int, str], type[ApiMessage]] = {}
        todo = list(ApiMessage.__subclasses__())
        while todo:
            c = todo.pop()
            todo.extend(c.__subclasses__())
            if c.__dict__.get("_class_version", None) is None and "_json" in dir(c) and c._json is not None:
                out.setdefault((c.API_KEY, c.type), c)
        _API_CLASSES = out
    return _API_CLASSES


_API_CLASSES: dict[tuple[int, str], type[ApiMessage]] | None = None


def request_class(api_key: int) -> type[ApiMessage] | None:
    """kafka-python's request class for an api key, or None if kafka-python does not implement the API."""
    return _api_message_classes().get((api_key, "request"))


def response_class(api_key: int) -> type[ApiMessage] | None:
    """kafka-python's response class for an api key, or None."""
    return _api_message_classes().get((api_key, "response"))


def decode_request_body(api_key: int, api_version: int, body: bytes | memoryview) -> tuple[Any, int]:
    """Decode a request body with kafka-python; returns (decoded, number of bytes the decoder consumed).

    Uses the same compiled decoder as ``ApiMessage.decode`` but keeps its end position, so that trailing bytes
    (which kafka-python, like Kafka, silently ignores) can be noticed.
    """
    cls = request_class(api_key)
    if cls is None:
        raise LookupError(f"kafka-python has no request class for api key {api_key}")
    if not 0 <= api_version <= cls.max_version:
        raise ValueError(f"kafka-python supports {cls.name} up to v{cls.max_version}, not v{api_version}")
    flexible = bool(cls.flexible_version_q(api_version))
    decode_from = cls._struct.compiled_decode_from(api_version, compact=flexible, tagged=flexible, data_class=cls[None])
    obj, end = decode_from(memoryview(body), 0)
    obj._version = api_version
    return obj, end


def is_flexible(api_key: int, api_version: int) -> bool:
    """Whether a request/response version of an API uses flexible (compact + tagged fields) encoding."""
    cls = response_class(api_key)
    if cls is not None:
        return bool(cls.flexible_version_q(api_version))
    first = _FIRST_FLEXIBLE_FALLBACK.get(api_key)
    return first is not None and api_version >= first


def request_header_version(api_key: int, api_version: int) -> int:
    """Request header version: 2 for flexible request versions, 1 otherwise (ControlledShutdown v0 used 0)."""
    if api_key == 7 and api_version == 0:
        return 0
    return 2 if is_flexible(api_key, api_version) else 1


def response_header_version(api_key: int, api_version: int) -> int:
    """Response header version: 1 for flexible versions, 0 otherwise; ApiVersions always 0."""
    if api_key == ApiKey.ApiVersions:
        return 0
    return 1 if is_flexible(api_key, api_version) else 0


# ---------------------------------------------------------------------------------------------------------------
# Hand-written header parsing and record-batch peeking
# ---------------------------------------------------------------------------------------------------------------


def _read_uvarint(buf: bytes, pos: int) -> tuple[int, int]:
    shift = 0
    value = 0
    while True:
        b = buf[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        if not b & 0x80:
            return value, pos
        shift += 7
        if shift > 28:
            raise ValueError("unsigned varint too long")


@dataclass(frozen=True)
class RequestHeader:
    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    header_version: int
    tagged_fields: dict[int, bytes]
    body_offset: int


def parse_request_header(frame: bytes) -> RequestHeader:
    """Parse a request header (v1, or v2 for flexible versions) from a frame without its length prefix."""
    if len(frame) < 8:
        raise ValueError(f"request frame too short ({len(frame)} bytes)")
    api_key, api_version, correlation_id = struct.unpack_from(">hhi", frame, 0)
    header_version = request_header_version(api_key, api_version)
    pos = 8
    client_id: str | None = None
    if header_version >= 1:
        (n,) = struct.unpack_from(">h", frame, pos)
        pos += 2
        if n >= 0:
            client_id = frame[pos : pos + n].decode("utf-8")
            pos += n
    tagged: dict[int, bytes] = {}
    if header_version >= 2:
        count, pos = _read_uvarint(frame, pos)
        for _ in range(count):
            tag, pos = _read_uvarint(frame, pos)
            size, pos = _read_uvarint(frame, pos)
            tagged[tag] = frame[pos : pos + size]
            pos += size
    return RequestHeader(api_key, api_version, correlation_id, client_id, header_version, tagged, pos)


COMPRESSION_NAMES = {0: "none", 1: "gzip", 2: "snappy", 3: "lz4", 4: "zstd"}


@dataclass(frozen=True)
class BatchInfo:
    base_offset: int
    length: int
    magic: int
    attributes: int
    record_count: int
    producer_id: int
    producer_epoch: int
    base_sequence: int

    @property
    def compression(self) -> str:
        return COMPRESSION_NAMES.get(self.attributes & 0x7, f"codec{self.attributes & 0x7}")

    @property
    def transactional(self) -> bool:
        return bool(self.attributes & 0x10)


def iter_record_batches(records: bytes | memoryview | None) -> list[BatchInfo]:
    """Peek at the v2 record batch headers in a records blob (no decompression, no CRC check)."""
    out: list[BatchInfo] = []
    if not records:
        return out
    buf = bytes(records)
    pos = 0
    while pos + 17 <= len(buf):
        base_offset, length, _leader_epoch, magic = struct.unpack_from(">qiib", buf, pos)
        if magic != 2:
            out.append(BatchInfo(base_offset, length, magic, 0, 1, -1, -1, -1))
        else:
            (attributes,) = struct.unpack_from(">h", buf, pos + 21)
            producer_id, producer_epoch, base_sequence, count = struct.unpack_from(">qhii", buf, pos + 43)
            out.append(
                BatchInfo(base_offset, length, magic, attributes, count, producer_id, producer_epoch, base_sequence)
            )
        pos += 12 + length
    return out


# ---------------------------------------------------------------------------------------------------------------
# Broker
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class CapturedRequest:
    """One request frame as received, with what the fake made of it."""

    seq: int
    conn_id: int
    received_at: float
    header: RequestHeader
    frame: bytes  # the request frame without its 4-byte size prefix: header + body
    tag: str | None  # the driver's label for the session under way when the frame arrived
    decoded: Any = None  # kafka-python's decoded body, or None
    decode_error: str | None = None
    trailing_bytes: int = 0  # bytes after the end of the body as kafka-python decodes it
    responded: bool = False
    note: str = ""

    @property
    def api_key(self) -> int:
        return self.header.api_key

    @property
    def api_version(self) -> int:
        return self.header.api_version

    @property
    def api_name(self) -> str:
        return api_name(self.header.api_key)


@dataclass
class Topic:
    name: str
    topic_id: uuid.UUID
    partitions: int
    configs: dict[str, str] = field(default_factory=dict)
    next_offsets: dict[int, int] = field(default_factory=dict)


@dataclass
class Group:
    generation: int = 0
    protocol_type: str | None = None
    protocol_name: str | None = None
    leader: str | None = None
    members: dict[str, list[tuple[str, bytes]]] = field(default_factory=dict)
    instance_ids: dict[str, str | None] = field(default_factory=dict)
    assignments: dict[str, bytes] = field(default_factory=dict)
    offsets: dict[tuple[str, int], tuple[int, str | None]] = field(default_factory=dict)


TOPIC_ID_NAMESPACE = uuid.UUID("6b726166-7470-7963-6170-747572650000")


def stable_topic_id(name: str) -> uuid.UUID:
    """Topic ids are derived from the name, so every session (and every capture run) sees the same id."""
    return uuid.uuid5(TOPIC_ID_NAMESPACE, name)


def build(cls: Any, values: dict[str, Any]) -> Any:
    """Build a kafka-python data container from a dict, turning nested dicts/lists of dicts into containers."""
    kwargs: dict[str, Any] = {}
    fields = cls._struct.fields
    for name, value in values.items():
        f = fields[name]
        if value is not None and f.is_struct_array():
            value = [v if not isinstance(v, dict) else build(f.data_class, v) for v in value]
        elif value is not None and f.is_struct() and isinstance(value, dict):
            value = build(f.data_class, value)
        kwargs[name] = value
    return cls(**kwargs)


class _Conn:
    _ids = itertools.count(1)

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.id = next(self._ids)
        self.writer = writer
        self.peer = writer.get_extra_info("peername")


class FakeBroker:
    """The fake broker. Use ``await start()`` / ``await stop()`` on a loop, or :class:`BrokerThread`."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        node_id: int = 1,
        num_partitions: int = 3,
        cluster_id: str = "a3JhZnRweS1jYXB0dXJlQQ",
        api_versions: dict[int, tuple[int, int]] | None = None,
        max_fetch_wait_ms: int = 200,
    ) -> None:
        self.host = host
        self.port = port
        self.node_id = node_id
        self.num_partitions = num_partitions
        self.cluster_id = cluster_id
        self.api_versions = dict(api_versions or KAFKA_41_API_VERSIONS)
        self.max_fetch_wait_ms = max_fetch_wait_ms
        self.topics: dict[str, Topic] = {}
        self.groups: dict[str, Group] = {}
        self.broker_configs: dict[str, str] = dict(BROKER_CONFIGS)
        self.captured: list[CapturedRequest] = []
        self.tag: str | None = None
        #: ApiVersions versions to reject with UNSUPPORTED_VERSION, and how many more times.
        self.reject_api_versions: dict[int, int] = {}
        self.on_request: Callable[[CapturedRequest], None] | None = None
        self._seq = itertools.count()
        self._producer_ids = itertools.count(1000)
        self._member_ids = itertools.count(1)
        self._server: asyncio.base_events.Server | None = None
        self._conns: dict[int, _Conn] = {}
        self._lock = threading.Lock()
        self._handlers: dict[int, Callable[[RequestHeader, Any], Any]] = {
            ApiKey.Produce: self._produce,
            ApiKey.Fetch: self._fetch,
            ApiKey.ListOffsets: self._list_offsets,
            ApiKey.Metadata: self._metadata,
            ApiKey.OffsetCommit: self._offset_commit,
            ApiKey.OffsetFetch: self._offset_fetch,
            ApiKey.FindCoordinator: self._find_coordinator,
            ApiKey.JoinGroup: self._join_group,
            ApiKey.Heartbeat: self._heartbeat,
            ApiKey.LeaveGroup: self._leave_group,
            ApiKey.SyncGroup: self._sync_group,
            ApiKey.DescribeGroups: self._describe_groups,
            ApiKey.ListGroups: self._list_groups,
            ApiKey.CreateTopics: self._create_topics,
            ApiKey.DeleteTopics: self._delete_topics,
            ApiKey.DeleteRecords: self._delete_records,
            ApiKey.InitProducerId: self._init_producer_id,
            ApiKey.OffsetForLeaderEpoch: self._offset_for_leader_epoch,
            ApiKey.DescribeConfigs: self._describe_configs,
            ApiKey.AlterConfigs: self._alter_configs,
            ApiKey.CreatePartitions: self._create_partitions,
            ApiKey.ElectLeaders: self._elect_leaders,
            ApiKey.IncrementalAlterConfigs: self._incremental_alter_configs,
            ApiKey.AlterPartitionReassignments: self._alter_partition_reassignments,
            ApiKey.ListPartitionReassignments: self._list_partition_reassignments,
            ApiKey.DescribeQuorum: self._describe_quorum,
            ApiKey.DescribeCluster: self._describe_cluster,
            ApiKey.DescribeTopicPartitions: self._describe_topic_partitions,
        }

    # -- lifecycle --------------------------------------------------------------------------------------------

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._serve, self.host, self.port)
        self.port = self._server.sockets[0].getsockname()[1]
        log.info("fake broker listening on %s:%d", self.host, self.port)

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            self.close_connections()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
            self._server = None

    def close_connections(self) -> None:
        """Drop every client connection (must run on the broker's loop)."""
        for conn in list(self._conns.values()):
            conn.writer.close()
        self._conns.clear()

    @property
    def bootstrap(self) -> str:
        return f"{self.host}:{self.port}"

    def requests(self, tag: str | None = None) -> list[CapturedRequest]:
        with self._lock:
            return [c for c in self.captured if tag is None or c.tag == tag]

    # -- connection loop ----------------------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = _Conn(writer)
        self._conns[conn.id] = conn
        log.debug("conn %d from %s", conn.id, conn.peer)
        try:
            while True:
                try:
                    size_bytes = await reader.readexactly(4)
                    (size,) = struct.unpack(">i", size_bytes)
                    if size < 0 or size > 100 * 1024 * 1024:
                        log.warning("conn %d: bad frame size %d, closing", conn.id, size)
                        return
                    frame = await reader.readexactly(size)
                except (asyncio.IncompleteReadError, ConnectionError):
                    return
                response = await self._handle_frame(conn, frame)
                if response is not None:
                    writer.write(struct.pack(">i", len(response)) + response)
                    await writer.drain()
        except ConnectionError:
            return
        except _CloseConnection as e:
            log.warning("conn %d: closing: %s", conn.id, e)
        except Exception:
            log.exception("conn %d: handler failed, closing", conn.id)
        finally:
            self._conns.pop(conn.id, None)
            with contextlib.suppress(Exception):
                writer.close()

    async def _handle_frame(self, conn: _Conn, frame: bytes) -> bytes | None:
        header = parse_request_header(frame)
        cap = CapturedRequest(
            seq=next(self._seq),
            conn_id=conn.id,
            received_at=time.time(),
            header=header,
            frame=frame,
            tag=self.tag,
        )
        with self._lock:
            self.captured.append(cap)
        log.debug(
            "conn %d: %s v%d corr=%d client=%r (%d bytes)",
            conn.id,
            cap.api_name,
            header.api_version,
            header.correlation_id,
            header.client_id,
            len(frame),
        )
        try:
            if header.api_key == ApiKey.ApiVersions:
                return self._api_versions(cap)
            supported = self.api_versions.get(header.api_key)
            if supported is None or not supported[0] <= header.api_version <= supported[1]:
                cap.note = "not advertised"
                raise _CloseConnection(f"{cap.api_name} v{header.api_version} not advertised")
            req_cls = request_class(header.api_key)
            handler = self._handlers.get(header.api_key)
            if req_cls is None and header.api_key == ApiKey.ConsumerGroupDescribe:
                cap.note = "hand-encoded error response (kafka-python has no class)"
                return self._encode_response(
                    header, _consumer_group_describe_not_found(frame[header.body_offset :]), cap
                )
            if req_cls is None and header.api_key == ApiKey.ConsumerGroupHeartbeat:
                cap.note = "hand-encoded error response (kafka-python has no class)"
                return self._encode_response(header, _consumer_group_heartbeat_unsupported(), cap)
            if req_cls is None:
                cap.note = "no kafka-python class"
                raise _CloseConnection(f"{cap.api_name}: kafka-python has no class for it")
            try:
                body_bytes = memoryview(frame)[header.body_offset :]
                cap.decoded, end = decode_request_body(header.api_key, header.api_version, body_bytes)
                cap.trailing_bytes = len(body_bytes) - end
                if cap.trailing_bytes:
                    log.warning(
                        "conn %d: %s v%d: %d trailing bytes after the body (ignored, as Kafka does)",
                        conn.id,
                        cap.api_name,
                        header.api_version,
                        cap.trailing_bytes,
                    )
            except Exception as e:
                cap.decode_error = f"{type(e).__name__}: {e}"
                raise _CloseConnection(f"cannot decode {cap.api_name} v{header.api_version}: {e}") from e
            if handler is None:
                cap.note = "generic default response"
                body = response_class(header.api_key)(version=header.api_version)  # type: ignore[misc]
            else:
                body = handler(header, cap.decoded)
                if asyncio.iscoroutine(body):
                    body = await body
            if body is None:
                cap.note = cap.note or "no response"
                return None
            return self._encode_response(header, body, cap)
        finally:
            if self.on_request is not None:
                self.on_request(cap)

    def _encode_response(self, header: RequestHeader, body: Any, cap: CapturedRequest) -> bytes:
        flexible_header = response_header_version(header.api_key, header.api_version) == 1
        out = struct.pack(">i", header.correlation_id) + (b"\x00" if flexible_header else b"")
        if isinstance(body, bytes):
            payload = body
        else:
            payload = bytes(body.encode(version=header.api_version))
        cap.responded = True
        return out + payload

    # -- topics ------------------------------------------------------------------------------------------------

    def topic(self, name: str, create: bool = True, partitions: int | None = None) -> Topic | None:
        t = self.topics.get(name)
        if t is None and create:
            t = Topic(name, stable_topic_id(name), partitions or self.num_partitions)
            self.topics[name] = t
        return t

    def topic_by_id(self, topic_id: uuid.UUID) -> Topic | None:
        for t in self.topics.values():
            if t.topic_id == topic_id:
                return t
        return None

    def _partition_dict(self, index: int) -> dict[str, Any]:
        return {
            "error_code": 0,
            "partition_index": index,
            "leader_id": self.node_id,
            "leader_epoch": 0,
            "replica_nodes": [self.node_id],
            "isr_nodes": [self.node_id],
            "offline_replicas": [],
        }

    def _broker_dict(self) -> dict[str, Any]:
        return {"node_id": self.node_id, "host": self.host, "port": self.port, "rack": None}

    # -- handlers ----------------------------------------------------------------------------------------------

    def _api_versions(self, cap: CapturedRequest) -> bytes:
        header = cap.header
        v = header.api_version
        min_v, max_v = self.api_versions[ApiKey.ApiVersions]
        reject_left = self.reject_api_versions.get(v, 0)
        if reject_left > 0 or not min_v <= v <= max_v:
            # Unsupported version: a v0-format body, UNSUPPORTED_VERSION, and the ApiVersions range, with a max
            # below the rejected version (a client that resends the same version would otherwise loop forever).
            if reject_left > 0:
                self.reject_api_versions[v] = reject_left - 1
                max_v = min(max_v, v - 1)
            cap.note = f"rejected: UNSUPPORTED_VERSION, advertised ApiVersions max {max_v}"
            body = build(
                ApiVersionsResponse,
                {
                    "error_code": UNSUPPORTED_VERSION,
                    "api_keys": [{"api_key": ApiKey.ApiVersions, "min_version": min_v, "max_version": max_v}],
                },
            )
            cap.responded = True
            return struct.pack(">i", header.correlation_id) + bytes(body.encode(version=0))
        try:
            body_bytes = memoryview(cap.frame)[header.body_offset :]
            cap.decoded, end = decode_request_body(ApiKey.ApiVersions, v, body_bytes)
            cap.trailing_bytes = len(body_bytes) - end
        except Exception as e:  # v3+ bodies from unknown clients: answer anyway
            cap.decode_error = f"{type(e).__name__}: {e}"
        body = build(
            ApiVersionsResponse,
            {
                "error_code": 0,
                "api_keys": [
                    {"api_key": k, "min_version": lo, "max_version": hi}
                    for k, (lo, hi) in sorted(self.api_versions.items())
                ],
                "throttle_time_ms": 0,
            },
        )
        cap.responded = True
        return struct.pack(">i", header.correlation_id) + bytes(body.encode(version=v))

    def _metadata(self, header: RequestHeader, req: Any) -> Any:
        v = header.api_version
        topics: list[Topic | tuple[str | None, uuid.UUID | None]] = []
        if req.topics is None or (v == 0 and not req.topics):
            topics = list(self.topics.values())
        else:
            for t in req.topics:
                name = t.name
                if name is None and v >= 10:
                    found = self.topic_by_id(t.topic_id)
                    topics.append(found if found is not None else (None, t.topic_id))
                else:
                    topics.append(self.topic(name))  # type: ignore[arg-type]
        include_topic_ops = bool(getattr(req, "include_topic_authorized_operations", False)) and v >= 8
        include_cluster_ops = bool(getattr(req, "include_cluster_authorized_operations", False)) and 8 <= v <= 10
        out_topics = []
        for t in topics:
            if isinstance(t, Topic):
                out_topics.append(
                    {
                        "error_code": 0,
                        "name": t.name,
                        "topic_id": t.topic_id,
                        "is_internal": False,
                        "partitions": [self._partition_dict(i) for i in range(t.partitions)],
                        "authorized_operations": set(TOPIC_AUTHORIZED_OPERATIONS) if include_topic_ops else None,
                    }
                )
            else:
                out_topics.append(
                    {
                        "error_code": UNKNOWN_TOPIC_ID,
                        "name": t[0],
                        "topic_id": t[1],
                        "is_internal": False,
                        "partitions": [],
                        "authorized_operations": None,
                    }
                )
        return build(
            MetadataResponse,
            {
                "throttle_time_ms": 0,
                "brokers": [self._broker_dict()],
                "cluster_id": self.cluster_id,
                "controller_id": self.node_id,
                "topics": out_topics,
                "authorized_operations": set(CLUSTER_AUTHORIZED_OPERATIONS) if include_cluster_ops else None,
                "error_code": 0,
            },
        )

    def _produce(self, header: RequestHeader, req: Any) -> Any:
        v = header.api_version
        responses = []
        for td in req.topic_data:
            if v >= 13:
                t = self.topic_by_id(td.topic_id)
            else:
                t = self.topic(td.name)
            parts = []
            for pd in td.partition_data:
                if t is None or not 0 <= pd.index < t.partitions:
                    parts.append({"index": pd.index, "error_code": UNKNOWN_TOPIC_OR_PARTITION, "base_offset": -1})
                    continue
                count = sum(b.record_count for b in iter_record_batches(pd.records))
                base = t.next_offsets.get(pd.index, 0)
                t.next_offsets[pd.index] = base + count
                parts.append(
                    {
                        "index": pd.index,
                        "error_code": 0,
                        "base_offset": base,
                        "log_append_time_ms": -1,
                        "log_start_offset": 0,
                        "record_errors": [],
                        "error_message": None,
                    }
                )
            responses.append({"name": td.name, "topic_id": td.topic_id, "partition_responses": parts})
        if req.acks == 0:
            return None
        return build(ProduceResponse, {"responses": responses, "throttle_time_ms": 0})

    async def _fetch(self, header: RequestHeader, req: Any) -> Any:
        v = header.api_version
        responses = []
        for ft in req.topics:
            t = self.topic_by_id(ft.topic_id) if v >= 13 else self.topic(ft.topic, create=False)
            parts = []
            for fp in ft.partitions:
                if t is None:
                    err = UNKNOWN_TOPIC_ID if v >= 13 else UNKNOWN_TOPIC_OR_PARTITION
                elif not 0 <= fp.partition < t.partitions:
                    err = UNKNOWN_TOPIC_OR_PARTITION
                else:
                    err = 0
                parts.append(
                    {
                        "partition_index": fp.partition,
                        "error_code": err,
                        "high_watermark": 0 if err == 0 else -1,
                        "last_stable_offset": 0 if err == 0 else -1,
                        "log_start_offset": 0 if err == 0 else -1,
                        "aborted_transactions": None,
                        "preferred_read_replica": -1,
                        "records": b"",
                    }
                )
            responses.append({"topic": ft.topic, "topic_id": ft.topic_id, "partitions": parts})
        # No data will ever arrive: wait like a real broker would (capped, so the capture stays quick).
        await asyncio.sleep(min(max(req.max_wait_ms, 0), self.max_fetch_wait_ms) / 1000)
        return build(
            FetchResponse,
            {"throttle_time_ms": 0, "error_code": 0, "session_id": 0, "responses": responses},
        )

    def _list_offsets(self, header: RequestHeader, req: Any) -> Any:
        topics = []
        for lt in req.topics:
            t = self.topic(lt.name, create=False)
            parts = []
            for lp in lt.partitions:
                ok = t is not None and 0 <= lp.partition_index < t.partitions
                parts.append(
                    {
                        "partition_index": lp.partition_index,
                        "error_code": 0 if ok else UNKNOWN_TOPIC_OR_PARTITION,
                        "old_style_offsets": [0] if ok else [],
                        "timestamp": -1,
                        "offset": 0 if ok else -1,
                        "leader_epoch": 0 if ok else -1,
                    }
                )
            topics.append({"name": lt.name, "partitions": parts})
        return build(ListOffsetsResponse, {"throttle_time_ms": 0, "topics": topics})

    def _find_coordinator(self, header: RequestHeader, req: Any) -> Any:
        b = self._broker_dict()
        keys = list(req.coordinator_keys or []) if header.api_version >= 4 else [req.key]
        return build(
            FindCoordinatorResponse,
            {
                "throttle_time_ms": 0,
                "error_code": 0,
                "error_message": None,
                "node_id": b["node_id"],
                "host": b["host"],
                "port": b["port"],
                "coordinators": [
                    {
                        "key": k,
                        "node_id": b["node_id"],
                        "host": b["host"],
                        "port": b["port"],
                        "error_code": 0,
                        "error_message": None,
                    }
                    for k in keys
                ],
            },
        )

    def _init_producer_id(self, header: RequestHeader, req: Any) -> Any:
        return build(
            InitProducerIdResponse,
            {
                "throttle_time_ms": 0,
                "error_code": 0,
                "producer_id": next(self._producer_ids),
                "producer_epoch": 0,
            },
        )

    # groups (one generation per join; every join completes at once)

    def _join_group(self, header: RequestHeader, req: Any) -> Any:
        g = self.groups.setdefault(req.group_id, Group())
        member_id = req.member_id or f"{header.client_id or 'member'}-{next(self._member_ids)}"
        g.members[member_id] = [(p.name, bytes(p.metadata)) for p in req.protocols]
        g.instance_ids[member_id] = getattr(req, "group_instance_id", None)
        g.generation += 1
        g.protocol_type = req.protocol_type
        g.protocol_name = req.protocols[0].name if req.protocols else None
        if g.leader not in g.members:
            g.leader = member_id
        members = []
        if member_id == g.leader:
            for mid, protos in g.members.items():
                meta = next((m for n, m in protos if n == g.protocol_name), b"")
                members.append({"member_id": mid, "group_instance_id": g.instance_ids.get(mid), "metadata": meta})
        return build(
            JoinGroupResponse,
            {
                "throttle_time_ms": 0,
                "error_code": 0,
                "generation_id": g.generation,
                "protocol_type": g.protocol_type,
                "protocol_name": g.protocol_name,
                "leader": g.leader,
                "skip_assignment": False,
                "member_id": member_id,
                "members": members,
            },
        )

    def _sync_group(self, header: RequestHeader, req: Any) -> Any:
        g = self.groups.setdefault(req.group_id, Group())
        for a in req.assignments or []:
            g.assignments[a.member_id] = bytes(a.assignment)
        return build(
            SyncGroupResponse,
            {
                "throttle_time_ms": 0,
                "error_code": 0,
                "protocol_type": g.protocol_type,
                "protocol_name": g.protocol_name,
                "assignment": g.assignments.get(req.member_id, b""),
            },
        )

    def _heartbeat(self, header: RequestHeader, req: Any) -> Any:
        return build(HeartbeatResponse, {"throttle_time_ms": 0, "error_code": 0})

    def _leave_group(self, header: RequestHeader, req: Any) -> Any:
        g = self.groups.get(req.group_id)
        leaving = [m.member_id for m in (req.members or [])] if header.api_version >= 3 else [req.member_id]
        if g is not None:
            for mid in leaving:
                g.members.pop(mid, None)
                g.assignments.pop(mid, None)
                if g.leader == mid:
                    g.leader = None
        return build(
            LeaveGroupResponse,
            {
                "throttle_time_ms": 0,
                "error_code": 0,
                "members": [
                    {"member_id": m.member_id, "group_instance_id": m.group_instance_id, "error_code": 0}
                    for m in (req.members or [])
                ],
            },
        )

    def _offset_commit(self, header: RequestHeader, req: Any) -> Any:
        g = self.groups.setdefault(req.group_id, Group())
        topics = []
        for t in req.topics:
            for p in t.partitions:
                g.offsets[(t.name, p.partition_index)] = (p.committed_offset, p.committed_metadata)
            topics.append(
                {
                    "name": t.name,
                    "topic_id": t.topic_id,
                    "partitions": [{"partition_index": p.partition_index, "error_code": 0} for p in t.partitions],
                }
            )
        return build(OffsetCommitResponse, {"throttle_time_ms": 0, "topics": topics})

    def _offset_fetch_topics(self, group_id: str, topics: Any) -> list[dict[str, Any]]:
        g = self.groups.get(group_id) or Group()
        if topics is None:
            wanted: dict[str, list[int]] = {}
            for name, part in g.offsets:
                wanted.setdefault(name, []).append(part)
        else:
            wanted = {t.name: list(t.partition_indexes) for t in topics}
        out = []
        for name, parts in wanted.items():
            out.append(
                {
                    "name": name,
                    "partitions": [
                        {
                            "partition_index": p,
                            "committed_offset": g.offsets.get((name, p), (-1, None))[0],
                            "committed_leader_epoch": -1,
                            "metadata": g.offsets.get((name, p), (-1, ""))[1] or "",
                            "error_code": 0,
                        }
                        for p in parts
                    ],
                }
            )
        return out

    def _offset_fetch(self, header: RequestHeader, req: Any) -> Any:
        if header.api_version >= 8:
            groups = [
                {
                    "group_id": grp.group_id,
                    "topics": self._offset_fetch_topics(grp.group_id, grp.topics),
                    "error_code": 0,
                }
                for grp in req.groups
            ]
            return build(OffsetFetchResponse, {"throttle_time_ms": 0, "groups": groups})
        return build(
            OffsetFetchResponse,
            {
                "throttle_time_ms": 0,
                "topics": self._offset_fetch_topics(req.group_id, req.topics),
                "error_code": 0,
            },
        )

    def _describe_groups(self, header: RequestHeader, req: Any) -> Any:
        groups = []
        for gid in req.groups:
            g = self.groups.get(gid)
            groups.append(
                {
                    "error_code": 0,
                    "group_id": gid,
                    "group_state": "Stable" if g and g.members else "Dead",
                    "protocol_type": (g.protocol_type or "") if g else "",
                    "protocol_data": (g.protocol_name or "") if g else "",
                    "members": [],
                    "authorized_operations": set(GROUP_AUTHORIZED_OPERATIONS)  # bitfield in kafka-python
                    if req.include_authorized_operations
                    else None,
                }
            )
        return build(DescribeGroupsResponse, {"throttle_time_ms": 0, "groups": groups})

    def _list_groups(self, header: RequestHeader, req: Any) -> Any:
        groups = [
            {
                "group_id": gid,
                "protocol_type": g.protocol_type or "consumer",
                "group_state": "Stable",
                "group_type": "classic",
            }
            for gid, g in self.groups.items()
        ]
        return build(ListGroupsResponse, {"throttle_time_ms": 0, "error_code": 0, "groups": groups})

    def _offset_for_leader_epoch(self, header: RequestHeader, req: Any) -> Any:
        topics = []
        for t in req.topics:
            topic = self.topic(t.topic, create=False)
            topics.append(
                {
                    "topic": t.topic,
                    "partitions": [
                        {
                            "error_code": 0,
                            "partition": p.partition,
                            "leader_epoch": 0,
                            "end_offset": topic.next_offsets.get(p.partition, 0) if topic else 0,
                        }
                        for p in t.partitions
                    ],
                }
            )
        return build(OffsetForLeaderEpochResponse, {"throttle_time_ms": 0, "topics": topics})

    # admin

    def _create_topics(self, header: RequestHeader, req: Any) -> Any:
        results = []
        for ct in req.topics:
            if ct.assignments:
                n = len(ct.assignments)
            else:
                n = ct.num_partitions if ct.num_partitions > 0 else self.num_partitions
            rf = ct.replication_factor if ct.replication_factor > 0 else 1
            t = self.topics.get(ct.name)
            if t is None or not req.validate_only:
                t = Topic(ct.name, stable_topic_id(ct.name), n, {c.name: c.value for c in ct.configs})
                if not req.validate_only:
                    self.topics[ct.name] = t
            configs = dict(TOPIC_CONFIGS)
            configs.update({k: v for k, v in t.configs.items() if v is not None})
            results.append(
                {
                    "name": ct.name,
                    "topic_id": t.topic_id,
                    "error_code": 0,
                    "error_message": None,
                    "num_partitions": n,
                    "replication_factor": rf,
                    "configs": [
                        {
                            "name": k,
                            "value": v,
                            "read_only": False,
                            "config_source": 1 if k in t.configs else 5,
                            "is_sensitive": False,
                        }
                        for k, v in sorted(configs.items())
                    ],
                }
            )
        return build(CreateTopicsResponse, {"throttle_time_ms": 0, "topics": results})

    def _delete_topics(self, header: RequestHeader, req: Any) -> Any:
        results = []
        if header.api_version >= 6:
            wanted = [(t.name, t.topic_id) for t in req.topics]
        else:
            wanted = [(n, None) for n in req.topic_names]
        for name, tid in wanted:
            t = self.topics.get(name) if name is not None else self.topic_by_id(tid)  # type: ignore[arg-type]
            if t is not None:
                self.topics.pop(t.name, None)
            results.append(
                {
                    "name": t.name if t else name,
                    "topic_id": t.topic_id if t else (tid or uuid.UUID(int=0)),
                    "error_code": 0 if t else (UNKNOWN_TOPIC_ID if name is None else UNKNOWN_TOPIC_OR_PARTITION),
                    "error_message": None,
                }
            )
        return build(DeleteTopicsResponse, {"throttle_time_ms": 0, "responses": results})

    def _create_partitions(self, header: RequestHeader, req: Any) -> Any:
        results = []
        for ct in req.topics:
            t = self.topic(ct.name)
            if not req.validate_only and t is not None and ct.count > t.partitions:
                t.partitions = ct.count
            results.append({"name": ct.name, "error_code": 0, "error_message": None})
        return build(CreatePartitionsResponse, {"throttle_time_ms": 0, "results": results})

    def _delete_records(self, header: RequestHeader, req: Any) -> Any:
        topics = []
        for t in req.topics:
            topics.append(
                {
                    "name": t.name,
                    "partitions": [
                        {
                            "partition_index": p.partition_index,
                            "low_watermark": max(p.offset, 0),
                            "error_code": 0,
                        }
                        for p in t.partitions
                    ],
                }
            )
        return build(DeleteRecordsResponse, {"throttle_time_ms": 0, "topics": topics})

    def _config_values(self, resource_type: int, name: str) -> tuple[dict[str, str], set[str]]:
        """(config name -> value, names set explicitly) for a config resource."""
        if resource_type == 2:  # TOPIC
            t = self.topic(name)
            values = dict(TOPIC_CONFIGS)
            explicit = {k for k, v in t.configs.items() if v is not None} if t else set()
            if t:
                values.update({k: v for k, v in t.configs.items() if v is not None})
            return values, explicit
        if resource_type == 4:  # BROKER
            return dict(self.broker_configs), {k for k, v in self.broker_configs.items() if BROKER_CONFIGS.get(k) != v}
        return {}, set()

    def _describe_configs(self, header: RequestHeader, req: Any) -> Any:
        results = []
        for r in req.resources:
            values, explicit = self._config_values(r.resource_type, r.resource_name)
            names = sorted(values) if r.configuration_keys is None else list(r.configuration_keys)
            configs = []
            for n in names:
                if n not in values:
                    continue
                is_default = n not in explicit
                source = 5 if is_default else (1 if r.resource_type == 2 else 2)
                configs.append(
                    {
                        "name": n,
                        "value": values[n],
                        "read_only": False,
                        "config_source": source,
                        "is_default": is_default,
                        "is_sensitive": False,
                        "synonyms": [{"name": n, "value": values[n], "source": source}] if req.include_synonyms else [],
                        "config_type": 2 if values[n].lstrip("-").isdigit() else 1,
                        "documentation": None,
                    }
                )
            results.append(
                {
                    "error_code": 0,
                    "error_message": None,
                    "resource_type": r.resource_type,
                    "resource_name": r.resource_name,
                    "configs": configs,
                }
            )
        return build(DescribeConfigsResponse, {"throttle_time_ms": 0, "results": results})

    def _apply_configs(self, resource_type: int, name: str, changes: list[tuple[str, int, str | None]]) -> None:
        if resource_type == 2:
            t = self.topic(name)
            assert t is not None
            target = t.configs
        elif resource_type == 4:
            target = self.broker_configs
        else:
            return
        for key, op, value in changes:
            if op == 1 or value is None:  # DELETE
                if resource_type == 4 and key in BROKER_CONFIGS:
                    target[key] = BROKER_CONFIGS[key]
                else:
                    target.pop(key, None)
            else:  # SET (APPEND/SUBTRACT: treated as SET)
                target[key] = value

    def _alter_configs(self, header: RequestHeader, req: Any) -> Any:
        responses = []
        for r in req.resources:
            if not req.validate_only:
                self._apply_configs(r.resource_type, r.resource_name, [(c.name, 0, c.value) for c in r.configs])
            responses.append(
                {
                    "error_code": 0,
                    "error_message": None,
                    "resource_type": r.resource_type,
                    "resource_name": r.resource_name,
                }
            )
        return build(AlterConfigsResponse, {"throttle_time_ms": 0, "responses": responses})

    def _incremental_alter_configs(self, header: RequestHeader, req: Any) -> Any:
        responses = []
        for r in req.resources:
            if not req.validate_only:
                self._apply_configs(
                    r.resource_type,
                    r.resource_name,
                    [(c.name, c.config_operation, c.value) for c in r.configs],
                )
            responses.append(
                {
                    "error_code": 0,
                    "error_message": None,
                    "resource_type": r.resource_type,
                    "resource_name": r.resource_name,
                }
            )
        return build(IncrementalAlterConfigsResponse, {"throttle_time_ms": 0, "responses": responses})

    def _elect_leaders(self, header: RequestHeader, req: Any) -> Any:
        if req.topic_partitions is None:
            wanted = [(t.name, list(range(t.partitions))) for t in self.topics.values()]
        else:
            wanted = [(tp.topic, list(tp.partitions)) for tp in req.topic_partitions]
        results = [
            {
                "topic": name,
                "partition_result": [{"partition_id": p, "error_code": 0, "error_message": None} for p in parts],
            }
            for name, parts in wanted
        ]
        return build(
            ElectLeadersResponse,
            {"throttle_time_ms": 0, "error_code": 0, "replica_election_results": results},
        )

    def _alter_partition_reassignments(self, header: RequestHeader, req: Any) -> Any:
        responses = [
            {
                "name": t.name,
                "partitions": [
                    {"partition_index": p.partition_index, "error_code": 0, "error_message": None} for p in t.partitions
                ],
            }
            for t in req.topics
        ]
        return build(
            AlterPartitionReassignmentsResponse,
            {
                "throttle_time_ms": 0,
                "allow_replication_factor_change": getattr(req, "allow_replication_factor_change", True),
                "error_code": 0,
                "error_message": None,
                "responses": responses,
            },
        )

    def _list_partition_reassignments(self, header: RequestHeader, req: Any) -> Any:
        return build(
            ListPartitionReassignmentsResponse,
            {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "topics": []},
        )

    def _describe_quorum(self, header: RequestHeader, req: Any) -> Any:
        now_ms = int(time.time() * 1000)
        voter = {
            "replica_id": self.node_id,
            "replica_directory_id": uuid.UUID(int=self.node_id),
            "log_end_offset": 100,
            "last_fetch_timestamp": now_ms,
            "last_caught_up_timestamp": now_ms,
        }
        topics = [
            {
                "topic_name": t.topic_name,
                "partitions": [
                    {
                        "partition_index": p.partition_index,
                        "error_code": 0,
                        "error_message": None,
                        "leader_id": self.node_id,
                        "leader_epoch": 1,
                        "high_watermark": 100,
                        "current_voters": [voter],
                        "observers": [],
                    }
                    for p in t.partitions
                ],
            }
            for t in req.topics
        ]
        return build(
            DescribeQuorumResponse,
            {
                "error_code": 0,
                "error_message": None,
                "topics": topics,
                "nodes": [
                    {
                        "node_id": self.node_id,
                        "listeners": [{"name": "CONTROLLER", "host": self.host, "port": self.port}],
                    }
                ],
            },
        )

    def _describe_cluster(self, header: RequestHeader, req: Any) -> Any:
        # kafka-python patches ClusterAuthorizedOperations into a bitfield named authorized_operations
        # (a set of AclOperation codes; None encodes INT32_MIN).
        return build(
            DescribeClusterResponse,
            {
                "throttle_time_ms": 0,
                "error_code": 0,
                "error_message": None,
                "endpoint_type": getattr(req, "endpoint_type", 1) or 1,
                "cluster_id": self.cluster_id,
                "controller_id": self.node_id,
                "brokers": [
                    {
                        "broker_id": self.node_id,
                        "host": self.host,
                        "port": self.port,
                        "rack": None,
                        "is_fenced": False,
                    }
                ],
                "authorized_operations": set(CLUSTER_AUTHORIZED_OPERATIONS)
                if req.include_cluster_authorized_operations
                else None,
            },
        )

    def _describe_topic_partitions(self, header: RequestHeader, req: Any) -> Any:
        ops = 0
        for op in TOPIC_AUTHORIZED_OPERATIONS:
            ops |= 1 << op
        topics = []
        for tr in req.topics:
            t = self.topic(tr.name)
            assert t is not None
            parts = []
            for i in range(t.partitions):
                d = self._partition_dict(i)
                d["eligible_leader_replicas"] = []
                d["last_known_elr"] = []
                parts.append(d)
            topics.append(
                {
                    "error_code": 0,
                    "name": t.name,
                    "topic_id": t.topic_id,
                    "is_internal": False,
                    "partitions": parts,
                    "topic_authorized_operations": ops,
                }
            )
        return build(DescribeTopicPartitionsResponse, {"throttle_time_ms": 0, "topics": topics, "next_cursor": None})


class _CloseConnection(Exception):
    pass


GROUP_ID_NOT_FOUND = 69


def _compact_string(value: str | None) -> bytes:
    if value is None:
        return b"\x00"
    raw = value.encode()
    return _uvarint(len(raw) + 1) + raw


def _uvarint(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _consumer_group_heartbeat_unsupported() -> bytes:
    """ConsumerGroupHeartbeat v0/v1 response with UNSUPPORTED_VERSION (hand-encoded: no kafka-python class).

    The fake has no KIP-848 group coordinator; this makes librdkafka (group.protocol=consumer) stop with a clear
    error instead of retrying. Body: throttle_time_ms, error_code, error_message, member_id, member_epoch,
    heartbeat_interval_ms, assignment (nullable struct: -1 = null), tagged fields.
    """
    return (
        struct.pack(">ih", 0, UNSUPPORTED_VERSION)
        + _compact_string("the fake broker has no KIP-848 group coordinator")
        + _compact_string(None)
        + struct.pack(">ii", 0, 0)
        + b"\xff"
        + b"\x00"
    )


def _consumer_group_describe_not_found(body: bytes) -> bytes:
    """ConsumerGroupDescribe v0/v1 response saying GROUP_ID_NOT_FOUND for every requested group.

    kafka-python 3.0.12 has no classes for ConsumerGroupDescribe (69), so this one is encoded by hand. It is what
    Kafka answers for a group that is not a KIP-848 consumer group, and it makes librdkafka's
    describe_consumer_groups() fall back to DescribeGroups. Request body: GroupIds (compact array of compact
    strings), IncludeAuthorizedOperations (bool), tagged fields.
    """
    n, pos = _read_uvarint(body, 0)
    group_ids = []
    for _ in range(max(n - 1, 0)):
        size, pos = _read_uvarint(body, pos)
        group_ids.append(body[pos : pos + size - 1].decode())
        pos += size - 1
    out = bytearray(struct.pack(">i", 0))  # throttle_time_ms
    out += _uvarint(len(group_ids) + 1)
    for gid in group_ids:
        out += struct.pack(">h", GROUP_ID_NOT_FOUND)
        out += _compact_string(f"Group {gid} is not a consumer group.")
        out += _compact_string(gid)  # group_id
        out += _compact_string("")  # group_state
        out += struct.pack(">ii", 0, 0)  # group_epoch, assignment_epoch
        out += _compact_string("")  # assignor_name
        out += _uvarint(1)  # members: empty
        out += struct.pack(">i", INT32_MIN)  # authorized_operations
        out += b"\x00"  # tagged fields
    out += b"\x00"
    return bytes(out)


class BrokerThread:
    """Runs a :class:`FakeBroker` on an event loop in a background thread (for synchronous drivers).

    >>> with BrokerThread() as bt:
    ...     client(bootstrap=bt.broker.bootstrap)
    """

    def __init__(self, **broker_kwargs: Any) -> None:
        self.broker = FakeBroker(**broker_kwargs)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="fake-broker", daemon=True)
        self._started = threading.Event()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self.broker.start())
        self._started.set()
        self.loop.run_forever()
        self.loop.run_until_complete(self.broker.stop())
        self.loop.close()

    def start(self) -> BrokerThread:
        self._thread.start()
        if not self._started.wait(10):
            raise RuntimeError("fake broker did not start")
        return self

    def call(self, fn: Callable[[], Any], timeout: float = 10) -> Any:
        """Run ``fn()`` on the broker's loop and return its result."""

        async def _wrap() -> Any:
            return fn()

        return asyncio.run_coroutine_threadsafe(_wrap(), self.loop).result(timeout)

    def close_connections(self) -> None:
        self.call(self.broker.close_connections)

    def stop(self) -> None:
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(10)

    def __enter__(self) -> BrokerThread:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=9092)
    p.add_argument("--partitions", type=int, default=3)
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(asctime)s %(message)s")
    broker = FakeBroker(host=args.host, port=args.port, num_partitions=args.partitions)

    def show(cap: CapturedRequest) -> None:
        print(f"{cap.api_name} v{cap.api_version} client={cap.header.client_id!r} {len(cap.frame)}B {cap.note}")

    broker.on_request = show

    async def run() -> None:
        await broker.start()
        await asyncio.Event().wait()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run())


if __name__ == "__main__":
    main()
