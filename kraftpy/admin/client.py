"""`AdminClient`: kraftpy's asyncio admin client, in the style of aiokafka's `AIOKafkaAdminClient`::

    async with AdminClient(bootstrap_servers="localhost:9092") as admin:
        quorum = await admin.describe_quorum()

It talks to brokers (`bootstrap_servers`) or straight to controllers (`bootstrap_controllers`, KIP-919) over
`kraftpy.net.client` (ApiVersions negotiation, the highest common version of every API, per-request timeouts,
reconnect backoff). Every call is retried on retriable errors (Kafka's retriable error codes, lost connections,
timeouts), on the next bootstrap node when one is unreachable, until `default.api.timeout.ms` has passed; the
result is a frozen dataclass, an error an `AdminError` carrying the Kafka error code.

Calls: `describe_quorum`, `describe_cluster`, `cluster_id`; topics (`create_topics`, `delete_topics`,
`create_partitions`, `list_topics`, `describe_topic_partitions`); configs (`describe_configs`,
`incremental_alter_configs`, `alter_configs`); `elect_leaders` (ElectLeaders v0-3); reassignments
(`alter_partition_reassignments`, `list_partition_reassignments`); features (`describe_features`: ApiVersions v3+,
`update_features`: UpdateFeatures v0-2); transactions (`list_transactions`: ListTransactions v0-2 to every broker,
`describe_transactions`: FindCoordinator key type 1 + DescribeTransactions per coordinator, `describe_producers`:
DescribeProducers to each partition's leader or a named broker, `abort_transaction`: an ABORT marker through
WriteTxnMarkers to the partition's leader); `describe_log_dirs` (DescribeLogDirs to each broker). Calls over
several items (topics, partitions, config resources, brokers) answer per item: a mapping whose values carry an
`AdminError` where that item failed, as Kafka's per-item futures do; a failure of the whole call raises.

Where requests go: reads to any bootstrap node (`_send_any`); requests the controller decides (CreateTopics,
DeleteTopics, CreatePartitions, ElectLeaders, reassignments, UpdateFeatures) to the broker Metadata names as
ControllerId, which
forwards them to the active controller, as Kafka's admin client does (`_send_to_controller`; the active controller
itself when bootstrapped with controllers). NOT_CONTROLLER, answered for the whole request or for some items, is
retried (only those items) until the call's timeout.

Adding a call: build the request, pick where it goes with `_send_any` (any node: brokers forward what they must)
or `_send_to_controller`, turn errors into `AdminError.of(code, message)` and wrap the attempt in `_retrying`
(or `_run_batch` for per-item calls).
"""

from __future__ import annotations

import asyncio
import enum
import logging
import random
import uuid
from collections.abc import Awaitable, Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from kraftpy import __version__
from kraftpy.metadata.configs import INTERNAL_TOPICS, ConfigSource, ResourceType
from kraftpy.net.client import (
    ChannelManager,
    DisconnectedError,
    NodeUnavailableError,
    RequestTimedOutError,
    UnsupportedVersionError,
)
from kraftpy.protocol.api import ENDPOINT_TYPE_BROKER, ENDPOINT_TYPE_CONTROLLER
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.add_raft_voter import AddRaftVoterRequest, AddRaftVoterResponse
from kraftpy.protocol.messages.alter_configs import AlterConfigsRequest, AlterConfigsResponse
from kraftpy.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    AlterPartitionReassignmentsResponse,
)
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse
from kraftpy.protocol.messages.create_partitions import CreatePartitionsRequest, CreatePartitionsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from kraftpy.protocol.messages.describe_configs import DescribeConfigsRequest, DescribeConfigsResponse
from kraftpy.protocol.messages.describe_log_dirs import DescribeLogDirsRequest, DescribeLogDirsResponse
from kraftpy.protocol.messages.describe_producers import DescribeProducersRequest, DescribeProducersResponse
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse
from kraftpy.protocol.messages.describe_topic_partitions import (
    DescribeTopicPartitionsRequest,
    DescribeTopicPartitionsResponse,
)
from kraftpy.protocol.messages.describe_transactions import DescribeTransactionsRequest, DescribeTransactionsResponse
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest, ElectLeadersResponse
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest, FindCoordinatorResponse
from kraftpy.protocol.messages.incremental_alter_configs import (
    IncrementalAlterConfigsRequest,
    IncrementalAlterConfigsResponse,
)
from kraftpy.protocol.messages.list_partition_reassignments import (
    ListPartitionReassignmentsRequest,
    ListPartitionReassignmentsResponse,
)
from kraftpy.protocol.messages.list_transactions import ListTransactionsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.remove_raft_voter import RemoveRaftVoterRequest, RemoveRaftVoterResponse
from kraftpy.protocol.messages.update_features import UpdateFeaturesRequest, UpdateFeaturesResponse
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse
from kraftpy.protocol.uuids import ZERO_UUID
from kraftpy.raft.voters import Endpoint as QuorumEndpoint  # a listener of a controller, as raft knows it
from kraftpy.security.config import SecurityConfigError, client_security
from kraftpy.storage.properties import PropertiesError, parse_properties

from .errors import AdminConfigError, AdminError, AdminTimeoutError
from .quota_client import QuotaAdminMixin
from .security_client import SecurityAdminMixin

__all__ = [
    "INTERNAL_TOPICS",
    "AdminClient",
    "AdminConfigError",
    "AdminError",
    "AdminTimeoutError",
    "AlterConfigOp",
    "AlterConfigOpType",
    "ClusterDescription",
    "ClusterNode",
    "ConfigDescription",
    "ConfigEntry",
    "ConfigResource",
    "ConfigResourceType",
    "ConfigSource",
    "ConfigSynonym",
    "CreateTopicResult",
    "DeleteTopicResult",
    "ElectionType",
    "FeatureMetadata",
    "FeatureUpdateType",
    "LogDirDescription",
    "NewPartitions",
    "NewTopic",
    "PartitionInfo",
    "PartitionProducerState",
    "PartitionReassignment",
    "ProducerState",
    "QuorumEndpoint",
    "QuorumInfo",
    "QuorumReplica",
    "ReplicaInfo",
    "TopicDescription",
    "TopicListing",
    "TRANSACTION_STATES",
    "TopicPartition",
    "TransactionDescription",
    "TransactionListing",
    "load_client_properties",
    "parse_bootstrap",
]

logger = logging.getLogger(__name__)

METADATA_TOPIC = "__cluster_metadata"
_LISTENER = "bootstrap"  # the ChannelManager's name for the one endpoint the client knows per node
# Kafka's internal topics (`Topic.isInternal`); `__cluster_metadata` is not a topic Metadata lists
# KIP-966 request limits: DescribeTopicPartitions serves 20 topics per request (the client splits larger
# requests); ElectLeaders 20 topics (further topics are answered INVALID_REQUEST) / 1000 partitions (further ones
# are answered REQUEST_LIMIT_REACHED and sent again): the client cuts its requests to fit both
DESCRIBE_TOPIC_PARTITIONS_TOPIC_LIMIT = 20
ELECT_LEADERS_TOPIC_LIMIT = 20
ELECT_LEADERS_PARTITION_LIMIT = 1000
DEFAULT_PARTITION_SIZE_LIMIT = 2000
INT32_MIN = -(2**31)
# per-item errors worth sending the item again (to the then-current controller) rather than reporting
# (THROTTLING_QUOTA_EXCEEDED: a controller mutation quota refused the topic; sent again as Kafka's admin client does,
# the broker holding the next request back for the throttle time)
_ITEM_RETRY_CODES = frozenset(
    {int(ErrorCode.NOT_CONTROLLER), int(ErrorCode.REQUEST_LIMIT_REACHED), int(ErrorCode.THROTTLING_QUOTA_EXCEEDED)}
)
# and for a reassignment to a target (seed 003): the quorum answers a partition of the metadata topic
# NOT_LEADER_OR_FOLLOWER from a node that is no longer its leader, and REQUEST_TIMED_OUT when the change was not
# committed in time; sending the same target again is safe (a reassignment to the target under way is left as it is)
_REASSIGNMENT_RETRY_CODES = _ITEM_RETRY_CODES | {
    int(ErrorCode.NOT_LEADER_OR_FOLLOWER),
    int(ErrorCode.REQUEST_TIMED_OUT),
}

# FindCoordinator's key type of transactional ids; the errors that send a transactional id to its (new) coordinator
# again, and a partition to its (new) leader
_KEY_TYPE_TRANSACTION = 1
_COORDINATOR_RETRY_CODES = frozenset(
    {
        int(ErrorCode.COORDINATOR_LOAD_IN_PROGRESS),
        int(ErrorCode.COORDINATOR_NOT_AVAILABLE),
        int(ErrorCode.NOT_COORDINATOR),
    }
)
_LEADER_RETRY_CODES = frozenset({int(ErrorCode.NOT_LEADER_OR_FOLLOWER), int(ErrorCode.LEADER_NOT_AVAILABLE)})
# what `abort_transaction` adds to the error of a refused marker (Kafka's wording)
_ABORT_FAILURES = {
    int(ErrorCode.CLUSTER_AUTHORIZATION_FAILED): " due to cluster authorization error",
    int(ErrorCode.INVALID_PRODUCER_EPOCH): " due to an invalid producer epoch",
    int(ErrorCode.TRANSACTION_COORDINATOR_FENCED): " due to an invalid coordinator epoch",
}

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)
R_co = TypeVar("R_co")


# ================================================================================================== results


@dataclass(frozen=True, slots=True)
class QuorumReplica:
    """A voter or observer of the metadata quorum as the leader sees it; timestamps are wall-clock ms or None."""

    replica_id: int
    directory_id: uuid.UUID
    log_end_offset: int
    last_fetch_timestamp: int | None
    last_caught_up_timestamp: int | None


@dataclass(frozen=True, slots=True)
class QuorumInfo:
    """DescribeQuorum's answer (Kafka's `QuorumInfo`)."""

    leader_id: int
    leader_epoch: int
    high_watermark: int
    voters: tuple[QuorumReplica, ...]
    observers: tuple[QuorumReplica, ...]
    nodes: Mapping[int, tuple[QuorumEndpoint, ...]]
    # kraftpy's TargetVoters (seed 003): the voters a quorum reassignment in progress moves to, None when none is
    target_voters: tuple[QuorumReplica, ...] | None = None

    def voter(self, replica_id: int) -> QuorumReplica | None:
        for v in self.voters:
            if v.replica_id == replica_id:
                return v
        return None


@dataclass(frozen=True, slots=True)
class ClusterNode:
    node_id: int
    host: str
    port: int
    rack: str | None = None
    is_fenced: bool = False


@dataclass(frozen=True, slots=True)
class ClusterDescription:
    """DescribeCluster's answer. `endpoint_type` 1: brokers, 2: controllers (KIP-919)."""

    cluster_id: str
    controller_id: int
    nodes: tuple[ClusterNode, ...]
    endpoint_type: int
    cluster_authorized_operations: int | None = None


class TopicPartition(NamedTuple):
    """A topic partition; prints as Kafka's ``topic-partition``."""

    topic: str
    partition: int

    def __str__(self) -> str:
        return f"{self.topic}-{self.partition}"


@dataclass(frozen=True, slots=True)
class NewTopic:
    """A topic to create. `num_partitions` / `replication_factor` -1: the broker defaults (num.partitions,
    default.replication.factor). `replica_assignments` (partition -> broker ids) replaces both."""

    name: str
    num_partitions: int = -1
    replication_factor: int = -1
    replica_assignments: Mapping[int, Sequence[int]] | None = None
    configs: Mapping[str, str | None] | None = None


@dataclass(frozen=True, slots=True)
class CreateTopicResult:
    """CreateTopics' answer for one topic: `error` None on success (then the id, counts and effective configs
    the broker reports, when its version reports them)."""

    name: str
    error: AdminError | None
    topic_id: uuid.UUID | None = None
    num_partitions: int = -1
    replication_factor: int = -1
    configs: Mapping[str, str | None] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DeleteTopicResult:
    name: str | None
    topic_id: uuid.UUID | None
    error: AdminError | None


@dataclass(frozen=True, slots=True)
class NewPartitions:
    """Grow a topic to `total_count` partitions; `new_assignments`: the brokers of each added partition."""

    total_count: int
    new_assignments: Sequence[Sequence[int]] | None = None


@dataclass(frozen=True, slots=True)
class TopicListing:
    name: str
    topic_id: uuid.UUID
    is_internal: bool


@dataclass(frozen=True, slots=True)
class PartitionInfo:
    """One partition as DescribeTopicPartitions (or, from older brokers, Metadata) reports it.

    `leader` None: no leader. `elr` / `last_known_elr` None: not known (the Metadata fallback); empty: none.
    `last_known_leader` (KIP-966, kraftpy's tagged field): None when none is recorded or not known.
    """

    partition: int
    leader: int | None
    leader_epoch: int
    replicas: tuple[int, ...]
    isr: tuple[int, ...]
    elr: tuple[int, ...] | None = None
    last_known_elr: tuple[int, ...] | None = None
    last_known_leader: int | None = None
    offline_replicas: tuple[int, ...] = ()
    error_code: int = 0


@dataclass(frozen=True, slots=True)
class TopicDescription:
    """A topic and its partitions (in partition order); `error` set when the topic could not be described."""

    name: str
    topic_id: uuid.UUID
    is_internal: bool
    partitions: tuple[PartitionInfo, ...]
    error: AdminError | None = None
    authorized_operations: int | None = None


# the wire ids of config resource types and config sources (the names aiokafka and Kafka's admin client use)
ConfigResourceType = ResourceType


class ConfigResource(NamedTuple):
    """A config resource: (TOPIC, name), (BROKER, "<id>") or (BROKER, "") for the cluster-wide default."""

    type: int
    name: str


@dataclass(frozen=True, slots=True)
class ConfigSynonym:
    name: str
    value: str | None
    source: int


@dataclass(frozen=True, slots=True)
class ConfigEntry:
    name: str
    value: str | None
    source: int = ConfigSource.UNKNOWN
    is_read_only: bool = False
    is_sensitive: bool = False
    synonyms: tuple[ConfigSynonym, ...] = ()
    config_type: int = 0
    documentation: str | None = None

    @property
    def is_default(self) -> bool:
        """Kafka's `ConfigEntry.isDefault()`: the value is the built-in default."""
        return self.source == ConfigSource.DEFAULT_CONFIG


@dataclass(frozen=True, slots=True)
class ConfigDescription:
    resource: ConfigResource
    entries: tuple[ConfigEntry, ...]
    error: AdminError | None = None

    def get(self, name: str) -> ConfigEntry | None:
        for e in self.entries:
            if e.name == name:
                return e
        return None


class AlterConfigOpType(enum.IntEnum):
    SET = 0
    DELETE = 1
    APPEND = 2
    SUBTRACT = 3


class AlterConfigOp(NamedTuple):
    """One IncrementalAlterConfigs operation (`op`: an `AlterConfigOpType`)."""

    name: str
    value: str | None
    op: int = AlterConfigOpType.SET


class ElectionType(enum.IntEnum):
    """ElectLeaders election types: 0-1 Kafka's, 2-4 kraftpy's v3 (KIP-966 Unclean Recovery)."""

    PREFERRED = 0
    UNCLEAN = 1
    LONGEST_LOG_AGGRESSIVE = 2
    LONGEST_LOG_BALANCED = 3
    DESIGNATION = 4


class FeatureUpdateType(enum.IntEnum):
    """UpdateFeatures' UpgradeType (KIP-778)."""

    UPGRADE = 1
    SAFE_DOWNGRADE = 2
    UNSAFE_DOWNGRADE = 3


@dataclass(frozen=True, slots=True)
class FeatureMetadata:
    """What a node reports in ApiVersions: the cluster's finalized feature levels (with the metadata offset they
    were read at, None when the node does not know them yet) and the level ranges the node supports."""

    finalized: Mapping[str, int]
    finalized_epoch: int | None
    supported: Mapping[str, tuple[int, int]]


@dataclass(frozen=True, slots=True)
class PartitionReassignment:
    """An ongoing reassignment: the full replica set, and the replicas being added and removed."""

    replicas: tuple[int, ...]
    adding_replicas: tuple[int, ...]
    removing_replicas: tuple[int, ...]


# transaction states as the coordinator names them (Kafka's `TransactionState`)
TRANSACTION_STATES = (
    "Empty",
    "Ongoing",
    "PrepareCommit",
    "PrepareAbort",
    "CompleteCommit",
    "CompleteAbort",
    "PrepareEpochFence",
    "Dead",
)


@dataclass(frozen=True, slots=True)
class TransactionListing:
    """One transactional id as ListTransactions reports it; `coordinator_id`: the broker that listed it."""

    transactional_id: str
    producer_id: int
    state: str
    coordinator_id: int


@dataclass(frozen=True, slots=True)
class TransactionDescription:
    """DescribeTransactions' answer for one transactional id (Kafka's `TransactionDescription`):
    `transaction_start_time_ms` None when no transaction is open; `topic_partitions` the partitions of the open
    transaction (while it is being completed: those still waiting for their marker)."""

    coordinator_id: int
    state: str
    producer_id: int
    producer_epoch: int
    transaction_timeout_ms: int
    transaction_start_time_ms: int | None
    topic_partitions: tuple[TopicPartition, ...]


@dataclass(frozen=True, slots=True)
class ProducerState:
    """An active producer of a partition (DescribeProducers; Kafka's `ProducerState`): `coordinator_epoch` None
    when no marker was written for it yet, `current_transaction_start_offset` None when it has no open transaction."""

    producer_id: int
    producer_epoch: int
    last_sequence: int
    last_timestamp: int
    coordinator_epoch: int | None
    current_transaction_start_offset: int | None


@dataclass(frozen=True, slots=True)
class PartitionProducerState:
    """The active producers of one partition, and the broker that described them."""

    active_producers: tuple[ProducerState, ...]
    broker_id: int


@dataclass(frozen=True, slots=True)
class ReplicaInfo:
    """One partition replica in a log dir (DescribeLogDirs; Kafka's `ReplicaInfo`): `size` the bytes of its log
    segments, `offset_lag` how far its log end trails the high watermark (a current replica, so 0) or the current
    replica's log end (a future replica; -1 when unknown), `is_future` whether AlterReplicaLogDirs is moving it here."""

    size: int
    offset_lag: int
    is_future: bool


@dataclass(frozen=True, slots=True)
class LogDirDescription:
    """One log dir of a broker (DescribeLogDirs; Kafka's `LogDirDescription`): `error` an AdminError when the
    broker cannot use the dir (KAFKA_STORAGE_ERROR for an offline dir), `replica_infos` the replicas it holds,
    `total_bytes` / `usable_bytes` the size and free space of its volume (None when the broker does not know them,
    or answered below v4), `is_cordoned` (v5+)."""

    path: str
    error: AdminError | None
    replica_infos: Mapping[TopicPartition, ReplicaInfo]
    total_bytes: int | None = None
    usable_bytes: int | None = None
    is_cordoned: bool = False


# ================================================================================================== config


def parse_bootstrap(text: str | Sequence[str]) -> list[tuple[str, int]]:
    """``host:port,host:port`` (IPv6 hosts in brackets) -> [(host, port)]; AdminConfigError when malformed."""
    items = [t.strip() for t in (text.split(",") if isinstance(text, str) else text) if t.strip()]
    if not items:
        raise AdminConfigError("bootstrap: no host:port given")
    out = []
    for item in items:
        host, sep, port = item.rpartition(":")
        if host.startswith("[") and host.endswith("]"):
            host = host[1:-1]
        if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
            raise AdminConfigError(f"bootstrap: {item!r} is not host:port (e.g. localhost:9092)")
        out.append((host, int(port)))
    return out


_KNOWN_CONFIGS = {
    "bootstrap.servers",
    "bootstrap.controllers",
    "client.id",
    "request.timeout.ms",
    "default.api.timeout.ms",
    "retry.backoff.ms",
    "security.protocol",
}


def load_client_properties(path: str | Path) -> dict[str, str]:
    """A client properties file (``--command-config``): AdminConfigError with one line when missing or bad."""
    p = Path(path)
    if not p.exists():
        raise AdminConfigError(f"Properties file {path} does not exists!")  # Kafka's wording
    try:
        return parse_properties(p.read_text(encoding="utf-8"), str(path))
    except (OSError, PropertiesError, UnicodeDecodeError) as e:
        raise AdminConfigError(f"Cannot read {path}: {e}") from None


def _int_setting(config: Mapping[str, str], key: str, default: int, minimum: int) -> int:
    raw = config.get(key)
    if raw is None:
        return default
    try:
        value = int(str(raw).strip())
    except ValueError:
        raise AdminConfigError(f"{key}: expected an integer, got {raw!r}") from None
    if value < minimum:
        raise AdminConfigError(f"{key}: {value} is below the minimum {minimum}")
    return value


# ================================================================================================== client


class AdminClient(SecurityAdminMixin, QuotaAdminMixin):
    """An asyncio admin client. Use it as an async context manager, or call `start()` and `close()`.

    `config` takes Kafka admin client settings (`client.id`, `request.timeout.ms` (30000),
    `default.api.timeout.ms` (60000), `retry.backoff.ms` (100), `security.protocol` (PLAINTEXT, SSL, SASL_PLAINTEXT,
    SASL_SSL) with `ssl.*`, `sasl.mechanism` and `sasl.jaas.config` (or `sasl.username` / `sasl.password`));
    keyword arguments win over it. Exactly one of `bootstrap_servers` / `bootstrap_controllers` is required.
    """

    def __init__(
        self,
        bootstrap_servers: str | Sequence[str] | None = None,
        *,
        bootstrap_controllers: str | Sequence[str] | None = None,
        client_id: str | None = None,
        request_timeout_ms: int | None = None,
        default_api_timeout_ms: int | None = None,
        retry_backoff_ms: int | None = None,
        config: Mapping[str, str] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        cfg = dict(config or {})
        for key in sorted(set(cfg) - _KNOWN_CONFIGS):
            if not key.startswith(("ssl.", "sasl.")):
                logger.warning("The configuration '%s' was supplied but isn't a known config.", key)
        try:
            # security.protocol, ssl.* and sasl.* as Kafka's clients read them
            self.security = client_security({k: str(v) for k, v in cfg.items()})
        except SecurityConfigError as e:
            raise AdminConfigError(str(e)) from None
        servers = bootstrap_servers if bootstrap_servers is not None else cfg.get("bootstrap.servers")
        controllers = bootstrap_controllers if bootstrap_controllers is not None else cfg.get("bootstrap.controllers")
        if (servers is None) == (controllers is None):
            raise AdminConfigError("exactly one of bootstrap.servers and bootstrap.controllers must be set")
        self.to_controllers = controllers is not None
        self.bootstrap = parse_bootstrap(controllers if controllers is not None else servers)  # type: ignore[arg-type]
        self.client_id = client_id or cfg.get("client.id") or "kraftpy-admin"
        self.request_timeout_ms = (
            request_timeout_ms if request_timeout_ms is not None else _int_setting(cfg, "request.timeout.ms", 30000, 1)
        )
        self.default_api_timeout_ms = (
            default_api_timeout_ms
            if default_api_timeout_ms is not None
            else _int_setting(cfg, "default.api.timeout.ms", 60000, 1)
        )
        self.retry_backoff_ms = (
            retry_backoff_ms if retry_backoff_ms is not None else _int_setting(cfg, "retry.backoff.ms", 100, 0)
        )
        self._rng = rng if rng is not None else random.Random()
        self._channels: ChannelManager | None = None
        self._bootstrap_ids: list[int] = []
        self._next = 0

    # ------------------------------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        if self._channels is not None:
            return
        self._channels = ChannelManager(
            rng=random.Random(self._rng.getrandbits(64)),
            client_id=self.client_id,
            default_listener=_LISTENER,
            request_timeout=self.request_timeout_ms / 1000.0,
            connect_timeout=min(10.0, self.request_timeout_ms / 1000.0),
            security={_LISTENER: self.security},
        )
        # bootstrap nodes get negative ids, as in Kafka's clients
        for i, (host, port) in enumerate(self.bootstrap):
            self._channels.set_endpoint(-(i + 1), host, port)
            self._bootstrap_ids.append(-(i + 1))
        self._next = self._rng.randrange(len(self._bootstrap_ids))

    async def close(self) -> None:
        channels, self._channels = self._channels, None
        if channels is not None:
            await channels.close()

    async def __aenter__(self) -> AdminClient:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ---------------------------------------------------------------------------------------------- calls

    async def describe_quorum(self) -> QuorumInfo:
        """The metadata quorum (DescribeQuorum v0-2): answered by the quorum leader, directly when bootstrapped
        with controllers, through a broker (which forwards it) otherwise."""

        async def attempt() -> QuorumInfo:
            request = _describe_quorum_request()
            if self.to_controllers:
                response = await self._send_to_controller(request)
            else:
                response = await self._send_any(request)
            return _quorum_info(response)

        return await self._retrying("describeMetadataQuorum", attempt)

    async def add_raft_voter(
        self,
        voter_id: int,
        directory_id: uuid.UUID,
        endpoints: Sequence[QuorumEndpoint],
        *,
        timeout_ms: int | None = None,
    ) -> None:
        """KIP-853's AddRaftVoter: make a controller (fetching the metadata log as an observer) a voter; returns
        once it is in the committed voter set (the quorum leader answers; a broker forwards it there)."""
        timeout = self._timeout(timeout_ms)
        request = AddRaftVoterRequest(
            cluster_id=None,
            timeout_ms=timeout,
            voter_id=voter_id,
            voter_directory_id=directory_id,
            listeners=[AddRaftVoterRequest.Listener(name=e.name, host=e.host, port=e.port) for e in endpoints],
        )

        async def attempt() -> None:
            response: AddRaftVoterResponse = await self._send_to_controller(
                request, timeout_ms=self._network_timeout(timeout)
            )
            if response.error_code != ErrorCode.NONE:
                raise AdminError.of(response.error_code, response.error_message)

        await self._retrying("addRaftVoter", attempt, timeout)

    async def remove_raft_voter(self, voter_id: int, directory_id: uuid.UUID, *, timeout_ms: int | None = None) -> None:
        """KIP-853's RemoveRaftVoter: returns once the voter left the committed voter set."""
        timeout = self._timeout(timeout_ms)
        request = RemoveRaftVoterRequest(cluster_id=None, voter_id=voter_id, voter_directory_id=directory_id)

        async def attempt() -> None:
            response: RemoveRaftVoterResponse = await self._send_to_controller(
                request, timeout_ms=self._network_timeout(max(timeout, 30_000))
            )
            if response.error_code != ErrorCode.NONE:
                raise AdminError.of(response.error_code, response.error_message)

        await self._retrying("removeRaftVoter", attempt, timeout)

    async def describe_cluster(self, *, include_authorized_operations: bool = False) -> ClusterDescription:
        """The cluster id, the controller id and the nodes (DescribeCluster): brokers when bootstrapped with
        brokers, controllers when bootstrapped with controllers. A broker that does not serve DescribeCluster
        yet is answered for by the controllers it reports in DescribeQuorum's Nodes."""

        async def attempt() -> ClusterDescription:
            endpoint_type = ENDPOINT_TYPE_CONTROLLER if self.to_controllers else ENDPOINT_TYPE_BROKER
            request = DescribeClusterRequest(
                include_cluster_authorized_operations=include_authorized_operations,
                endpoint_type=endpoint_type,
            )
            try:
                response = await self._send_any(request)
            except UnsupportedVersionError:
                if self.to_controllers:
                    raise
                return await self._describe_cluster_via_controllers(include_authorized_operations)
            return _cluster_description(response)

        return await self._retrying("describeCluster", attempt)

    async def cluster_id(self) -> str:
        return (await self.describe_cluster()).cluster_id

    async def _describe_cluster_via_controllers(self, include_ops: bool) -> ClusterDescription:
        quorum = _quorum_info(await self._send_any(_describe_quorum_request()))
        order = [quorum.leader_id] + [i for i in quorum.nodes if i != quorum.leader_id]
        last: Exception | None = None
        for node_id in order:
            for endpoint in quorum.nodes.get(node_id, ()):
                target = self._node_at(endpoint.host, endpoint.port, node_id)
                try:
                    response = await self._send(
                        target,
                        DescribeClusterRequest(
                            include_cluster_authorized_operations=include_ops,
                            endpoint_type=ENDPOINT_TYPE_CONTROLLER,
                        ),
                    )
                except (ConnectionError, TimeoutError) as exc:
                    last = exc
                    continue
                return _cluster_description(response)
        raise AdminError(f"no controller answered DescribeCluster: {last}", retriable=True)

    # -------------------------------------------------------------------------------------------- features

    async def describe_features(self) -> FeatureMetadata:
        """The finalized and supported features (ApiVersions v3+, as Kafka's `describeFeatures`): from any
        bootstrap broker, or from the active controller when bootstrapped with controllers."""

        async def attempt() -> FeatureMetadata:
            request = ApiVersionsRequest(client_software_name="kraftpy", client_software_version=_software_version())
            node = await self._controller_node() if self.to_controllers else None
            try:
                if node is None:
                    response: ApiVersionsResponse = await self._send_any(request)
                else:
                    response = await self._send(node, request)
            except UnsupportedVersionError as exc:
                raise AdminError(
                    f"describeFeatures needs ApiVersions v3 or later: {exc}", error_code=ErrorCode.UNSUPPORTED_VERSION
                ) from None
            if response.error_code != ErrorCode.NONE:
                raise AdminError.of(response.error_code)
            epoch = response.finalized_features_epoch
            return FeatureMetadata(
                finalized={f.name: f.max_version_level for f in response.finalized_features},
                finalized_epoch=epoch if epoch is not None and epoch >= 0 else None,
                supported={f.name: (f.min_version, f.max_version) for f in response.supported_features},
            )

        return await self._retrying("describeFeatures", attempt)

    async def update_features(
        self,
        updates: Mapping[str, tuple[int, FeatureUpdateType | int]],
        *,
        validate_only: bool = False,
        timeout_ms: int | None = None,
    ) -> dict[str, AdminError | None]:
        """Change finalized feature levels (UpdateFeatures, through the controller's broker): `updates` maps a
        feature to (level, upgrade type); a level below 1 removes the feature. None per feature when done (or,
        with `validate_only`, when it would be). The controller applies all or nothing, so one failure is every
        feature's error."""
        if not updates:
            raise ValueError("update_features needs at least one feature")
        timeout = self._timeout(timeout_ms)
        items = {name: (int(level), FeatureUpdateType(int(kind))) for name, (level, kind) in updates.items()}

        def build(version: int) -> Message:
            R = UpdateFeaturesRequest
            return R(
                timeout_ms=timeout,
                validate_only=validate_only and version >= 1,
                feature_updates=[  # v0 says AllowDowngrade, v1+ UpgradeType
                    R.FeatureUpdateKey(
                        feature=name,
                        max_version_level=level,
                        upgrade_type=int(kind) if version >= 1 else 1,
                        allow_downgrade=version == 0 and kind != FeatureUpdateType.UPGRADE,
                    )
                    for name, (level, kind) in items.items()
                ],
            )

        versions = (
            [2, 1]
            if validate_only or any(k == FeatureUpdateType.UNSAFE_DOWNGRADE for _, k in items.values())
            else [2, 1, 0]
        )

        async def attempt() -> dict[str, AdminError | None]:
            _v, response = await self._send_versions(
                await self._controller_node(),
                build,
                versions,
                what="UpdateFeatures",
                timeout_ms=self._network_timeout(timeout),
            )
            return _feature_results(response, list(items))

        return await self._retrying("updateFeatures", attempt, timeout)

    # ---------------------------------------------------------------------------------------------- topics

    async def create_topics(
        self, new_topics: Iterable[NewTopic], *, validate_only: bool = False, timeout_ms: int | None = None
    ) -> dict[str, CreateTopicResult]:
        """Create topics (CreateTopics v2-7, through the controller's broker). The answer per topic is final
        once the controller committed it (or refused it: TOPIC_ALREADY_EXISTS, INVALID_REPLICATION_FACTOR, ...);
        `validate_only` checks without creating."""
        timeout = self._timeout(timeout_ms)
        topics: dict[str, NewTopic] = {}
        for t in new_topics:
            topics.setdefault(t.name, t)
        unanswered: set[str] = set()  # names of an attempt whose outcome is unknown (no answer, a failover)

        async def send(names: list[str]) -> dict[str, CreateTopicResult | AdminError]:
            request = CreateTopicsRequest(
                topics=[_creatable_topic(topics[n]) for n in names],
                timeout_ms=timeout,
                validate_only=validate_only,
            )
            try:
                response: CreateTopicsResponse = await self._send_to_controller(
                    request, timeout_ms=self._network_timeout(timeout)
                )
            except (AdminError, OSError):
                unanswered.update(names)  # the controller may have created them before the answer was lost
                raise
            out: dict[str, CreateTopicResult | AdminError] = {}
            for r in response.topics:
                if r.error_code != ErrorCode.NONE:
                    out[r.name] = AdminError.of(r.error_code, r.error_message)
                    if r.error_code in (ErrorCode.NOT_CONTROLLER, ErrorCode.REQUEST_TIMED_OUT):
                        unanswered.add(r.name)  # a controller that failed over may still have committed it
                    continue
                topic_id = getattr(r, "topic_id", ZERO_UUID)
                out[r.name] = CreateTopicResult(
                    name=r.name,
                    error=None,
                    topic_id=None if topic_id == ZERO_UUID else topic_id,
                    num_partitions=r.num_partitions,
                    replication_factor=r.replication_factor,
                    configs={c.name: c.value for c in (r.configs or ())},
                )
            return out

        results = await self._run_batch("createTopics", list(topics), send, timeout)
        if unanswered and not validate_only:
            await self._own_earlier_creations(topics, unanswered, results)
        return {
            name: r if isinstance(r, CreateTopicResult) else CreateTopicResult(name=name, error=r)
            for name, r in results.items()
        }

    async def _own_earlier_creations(
        self, topics: Mapping[str, NewTopic], unanswered: set[str], results: dict[str, CreateTopicResult | AdminError]
    ) -> None:
        """A retry that hears TOPIC_ALREADY_EXISTS for a topic an unanswered earlier attempt named: when the topic
        is as this call asked (partition count, replication factor or manual assignment), that attempt created it
        and the call succeeded (otherwise the answer stays: someone else's topic of the same name)."""
        exists = [
            n
            for n in unanswered
            if isinstance(r := results.get(n), AdminError) and r.error_code == ErrorCode.TOPIC_ALREADY_EXISTS
        ]
        if not exists:
            return
        try:
            described = await self.describe_topic_partitions(exists)
        except AdminError:
            return
        for d in described:
            want = topics.get(d.name)
            if want is None or d.error is not None or not d.partitions:
                continue
            if want.replica_assignments:
                same = {p.partition: tuple(p.replicas) for p in d.partitions} == {
                    i: tuple(r) for i, r in want.replica_assignments.items()
                }
            else:
                same = (want.num_partitions in (-1, len(d.partitions))) and (
                    want.replication_factor in (-1, len(d.partitions[0].replicas))
                )
            if same:
                results[d.name] = CreateTopicResult(
                    name=d.name,
                    error=None,
                    topic_id=d.topic_id,
                    num_partitions=len(d.partitions),
                    replication_factor=len(d.partitions[0].replicas),
                )

    async def delete_topics(
        self, topics: Iterable[str | uuid.UUID], *, timeout_ms: int | None = None
    ) -> dict[str | uuid.UUID, DeleteTopicResult]:
        """Delete topics by name or by id (DeleteTopics v1-6; ids need v6), through the controller's broker."""
        timeout = self._timeout(timeout_ms)
        keys: list[str | uuid.UUID] = list(dict.fromkeys(topics))

        async def send(batch: list[str | uuid.UUID]) -> dict[str | uuid.UUID, DeleteTopicResult | AdminError]:
            by_id = any(isinstance(k, uuid.UUID) for k in batch)

            def build(version: int) -> Message:
                if version >= 6:
                    return DeleteTopicsRequest(
                        topics=[
                            DeleteTopicsRequest.DeleteTopicState(name=None, topic_id=k)
                            if isinstance(k, uuid.UUID)
                            else DeleteTopicsRequest.DeleteTopicState(name=k, topic_id=ZERO_UUID)
                            for k in batch
                        ],
                        timeout_ms=timeout,
                    )
                return DeleteTopicsRequest(topic_names=[str(k) for k in batch], timeout_ms=timeout)

            node = await self._controller_node()
            _version, response = await self._send_versions(
                node,
                build,
                [6] if by_id else [6, 5, 4, 3, 2, 1],
                what="deleting topics by id",
                timeout_ms=self._network_timeout(timeout),
            )
            wanted = set(batch)
            out: dict[str | uuid.UUID, DeleteTopicResult | AdminError] = {}
            for r in response.responses:
                topic_id = getattr(r, "topic_id", ZERO_UUID)
                key: str | uuid.UUID | None
                if topic_id in wanted:
                    key = topic_id
                elif r.name in wanted:
                    key = r.name
                else:
                    continue
                if r.error_code != ErrorCode.NONE:
                    out[key] = AdminError.of(r.error_code, getattr(r, "error_message", None))
                else:
                    out[key] = DeleteTopicResult(r.name, None if topic_id == ZERO_UUID else topic_id, None)
            return out

        results = await self._run_batch("deleteTopics", keys, send, timeout)
        out: dict[str | uuid.UUID, DeleteTopicResult] = {}
        for key, r in results.items():
            if isinstance(r, DeleteTopicResult):
                out[key] = r
            elif isinstance(key, uuid.UUID):
                out[key] = DeleteTopicResult(None, key, r)
            else:
                out[key] = DeleteTopicResult(key, None, r)
        return out

    async def create_partitions(
        self,
        new_partitions: Mapping[str, NewPartitions],
        *,
        validate_only: bool = False,
        timeout_ms: int | None = None,
    ) -> dict[str, AdminError | None]:
        """Grow topics (CreatePartitions v0-3, through the controller's broker): None per topic on success."""
        timeout = self._timeout(timeout_ms)
        wanted = dict(new_partitions)

        async def send(names: list[str]) -> dict[str, AdminError | None]:
            request = CreatePartitionsRequest(
                topics=[
                    CreatePartitionsRequest.CreatePartitionsTopic(
                        name=n,
                        count=wanted[n].total_count,
                        assignments=None
                        if wanted[n].new_assignments is None
                        else [
                            CreatePartitionsRequest.CreatePartitionsAssignment(broker_ids=list(a))
                            for a in wanted[n].new_assignments  # type: ignore[union-attr]
                        ],
                    )
                    for n in names
                ],
                timeout_ms=timeout,
                validate_only=validate_only,
            )
            response: CreatePartitionsResponse = await self._send_to_controller(
                request, timeout_ms=self._network_timeout(timeout)
            )
            return {r.name: _item_error(r.error_code, r.error_message) for r in response.results}

        return await self._run_batch("createPartitions", list(wanted), send, timeout)

    async def list_topics(self, *, include_internal: bool = False, timeout_ms: int | None = None) -> list[TopicListing]:
        """Every topic (Metadata), by name; internal topics only with `include_internal`."""

        async def attempt() -> list[TopicListing]:
            response: MetadataResponse = await self._send_any(
                MetadataRequest(topics=None, allow_auto_topic_creation=False)
            )
            _metadata_error(response)
            out = []
            for t in response.topics:
                if t.name is None:
                    continue
                internal = bool(t.is_internal) or t.name in INTERNAL_TOPICS
                if internal and not include_internal:
                    continue
                out.append(TopicListing(t.name, getattr(t, "topic_id", ZERO_UUID), internal))
            return sorted(out, key=lambda t: t.name)

        return await self._retrying("listTopics", attempt, self._timeout(timeout_ms))

    async def describe_topic_partitions(
        self,
        topics: Iterable[str] | None = None,
        *,
        response_partition_limit: int = DEFAULT_PARTITION_SIZE_LIMIT,
        timeout_ms: int | None = None,
    ) -> list[TopicDescription]:
        """Describe topics with their partitions' ISR and KIP-966 fields (DescribeTopicPartitions v0), in name
        order; `topics` None: every topic.

        Requests carry at most 20 topics (larger lists are split) and ask for at most
        `response_partition_limit` partitions; a response that stops early names where to continue
        (NextCursor) and the next request starts there, until the last page. A topic split over pages comes
        back whole. Brokers without DescribeTopicPartitions are asked with Metadata instead: then the ELR fields
        are None (unknown). A topic that cannot be described has `error` set.
        """
        if response_partition_limit < 1:
            raise ValueError(f"response_partition_limit must be at least 1, got {response_partition_limit}")
        names = None if topics is None else sorted(set(topics))

        async def attempt() -> list[TopicDescription]:
            try:
                return await self._describe_with_cursors(names, response_partition_limit)
            except UnsupportedVersionError as exc:
                logger.debug("DescribeTopicPartitions not served (%s); describing topics with Metadata", exc)
                return await self._describe_with_metadata(names)

        return await self._retrying("describeTopics", attempt, self._timeout(timeout_ms))

    async def _describe_with_cursors(self, names: list[str] | None, limit: int) -> list[TopicDescription]:
        merged: dict[str, _TopicBuilder] = {}
        if names is None:
            chunks: list[list[str]] = [[]]  # an empty list asks for every topic
        elif not names:
            return []
        else:
            step = DESCRIBE_TOPIC_PARTITIONS_TOPIC_LIMIT
            chunks = [names[i : i + step] for i in range(0, len(names), step)]
        R = DescribeTopicPartitionsRequest
        for chunk in chunks:
            cursor: Any = None
            visited: set[tuple[str, int]] = set()
            while True:
                request = R(
                    topics=[R.TopicRequest(name=n) for n in chunk],
                    response_partition_limit=limit,
                    cursor=cursor,
                )
                response: DescribeTopicPartitionsResponse = await self._send_any(request)
                for t in response.topics:
                    _merge_described_topic(merged, t)
                nxt = response.next_cursor
                if nxt is None:
                    break
                position = (nxt.topic_name, nxt.partition_index)
                if position in visited:  # a server that does not move forward must not loop us forever
                    raise AdminError.of(
                        ErrorCode.UNKNOWN_SERVER_ERROR,
                        f"DescribeTopicPartitions returned the cursor {nxt.topic_name}-{nxt.partition_index} twice",
                    )
                visited.add(position)
                cursor = R.Cursor(topic_name=nxt.topic_name, partition_index=nxt.partition_index)
        return [merged[n].build() for n in sorted(merged)]

    async def _describe_with_metadata(self, names: list[str] | None) -> list[TopicDescription]:
        if names is not None and not names:
            return []
        request = MetadataRequest(
            topics=None if names is None else [MetadataRequest.MetadataRequestTopic(name=n) for n in names],
            allow_auto_topic_creation=False,
        )
        response: MetadataResponse = await self._send_any(request)
        _metadata_error(response)
        out = []
        for t in response.topics:
            if t.name is None:
                continue
            topic_id = getattr(t, "topic_id", ZERO_UUID)
            if t.error_code != ErrorCode.NONE:
                error = AdminError.of(t.error_code)
                out.append(TopicDescription(t.name, topic_id, bool(t.is_internal), (), error))
                continue
            partitions = tuple(
                PartitionInfo(
                    partition=p.partition_index,
                    leader=None if p.leader_id < 0 else p.leader_id,
                    leader_epoch=getattr(p, "leader_epoch", -1),
                    replicas=tuple(p.replica_nodes),
                    isr=tuple(p.isr_nodes),
                    offline_replicas=tuple(getattr(p, "offline_replicas", ()) or ()),
                    error_code=p.error_code,
                )
                for p in sorted(t.partitions, key=lambda p: p.partition_index)
            )
            ops = t.topic_authorized_operations
            out.append(
                TopicDescription(
                    t.name,
                    topic_id,
                    bool(t.is_internal),
                    partitions,
                    None,
                    None if ops == INT32_MIN else ops,
                )
            )
        return sorted(out, key=lambda d: d.name)

    # --------------------------------------------------------------------------------------------- configs

    async def describe_configs(
        self,
        resources: Iterable[ConfigResource],
        *,
        include_synonyms: bool = False,
        include_documentation: bool = False,
        timeout_ms: int | None = None,
    ) -> dict[ConfigResource, ConfigDescription]:
        """Configs of topics and brokers (DescribeConfigs v1-4), with their sources. A broker's own resource
        (BROKER "<id>") is asked of that broker, the rest of any node, as Kafka's admin client does."""
        timeout = self._timeout(timeout_ms)
        wanted = [ConfigResource(int(r[0]), r[1]) for r in dict.fromkeys(resources)]
        R = DescribeConfigsRequest

        async def ask(target: int | None, group: list[ConfigResource]) -> dict[ConfigResource, ConfigDescription]:
            async def attempt() -> dict[ConfigResource, ConfigDescription]:
                request = R(
                    resources=[
                        R.DescribeConfigsResource(resource_type=r.type, resource_name=r.name, configuration_keys=None)
                        for r in group
                    ],
                    include_synonyms=include_synonyms,
                    include_documentation=include_documentation,
                )
                response: DescribeConfigsResponse
                if target is None:
                    response = await self._send_any(request)
                else:
                    response = await self._send(await self._node_by_id(target), request)
                out = {}
                for res in response.results:
                    key = ConfigResource(res.resource_type, res.resource_name)
                    if res.error_code != ErrorCode.NONE:
                        out[key] = ConfigDescription(key, (), AdminError.of(res.error_code, res.error_message))
                    else:
                        out[key] = ConfigDescription(key, tuple(_config_entry(c) for c in res.configs))
                return out

            return await self._retrying("describeConfigs", attempt, timeout)

        groups = _group_by_target(wanted)
        answers = await asyncio.gather(*(ask(target, group) for target, group in groups.items()))
        merged: dict[ConfigResource, ConfigDescription] = {}
        for answer in answers:
            merged.update(answer)
        missing = AdminError.of(ErrorCode.UNKNOWN_SERVER_ERROR, "the response did not mention the resource")
        return {r: merged.get(r) or ConfigDescription(r, (), missing) for r in wanted}

    async def incremental_alter_configs(
        self,
        changes: Mapping[ConfigResource, Iterable[AlterConfigOp]],
        *,
        validate_only: bool = False,
        timeout_ms: int | None = None,
    ) -> dict[ConfigResource, AdminError | None]:
        """Set, delete, append to or subtract from configs (IncrementalAlterConfigs v0-1): None per resource
        on success. Brokers forward them to the controller."""
        R = IncrementalAlterConfigsRequest
        ops = {ConfigResource(int(r[0]), r[1]): list(v) for r, v in changes.items()}

        def build(group: list[ConfigResource]) -> Message:
            return R(
                resources=[
                    R.AlterConfigsResource(
                        resource_type=r.type,
                        resource_name=r.name,
                        configs=[
                            R.AlterableConfig(name=o.name, config_operation=int(o.op), value=o.value) for o in ops[r]
                        ],
                    )
                    for r in group
                ],
                validate_only=validate_only,
            )

        return await self._alter_configs_call("incrementalAlterConfigs", list(ops), build, timeout_ms)

    async def alter_configs(
        self,
        configs: Mapping[ConfigResource, Mapping[str, str | None]],
        *,
        validate_only: bool = False,
        timeout_ms: int | None = None,
    ) -> dict[ConfigResource, AdminError | None]:
        """Replace the whole dynamic config of resources (AlterConfigs v0-2; deprecated in Kafka in favour of
        `incremental_alter_configs`): None per resource on success."""
        R = AlterConfigsRequest
        values = {ConfigResource(int(r[0]), r[1]): dict(v) for r, v in configs.items()}

        def build(group: list[ConfigResource]) -> Message:
            return R(
                resources=[
                    R.AlterConfigsResource(
                        resource_type=r.type,
                        resource_name=r.name,
                        configs=[R.AlterableConfig(name=k, value=v) for k, v in values[r].items()],
                    )
                    for r in group
                ],
                validate_only=validate_only,
            )

        return await self._alter_configs_call("alterConfigs", list(values), build, timeout_ms)

    async def _alter_configs_call(
        self,
        name: str,
        resources: list[ConfigResource],
        build: Callable[[list[ConfigResource]], Message],
        timeout_ms: int | None,
    ) -> dict[ConfigResource, AdminError | None]:
        timeout = self._timeout(timeout_ms)

        async def send(batch: list[ConfigResource]) -> dict[ConfigResource, AdminError | None]:
            out: dict[ConfigResource, AdminError | None] = {}
            for target, group in _group_by_target(batch).items():
                response: IncrementalAlterConfigsResponse | AlterConfigsResponse
                if target is None:
                    response = await self._send_any(build(group))
                else:
                    response = await self._send(await self._node_by_id(target), build(group))
                for r in response.responses:
                    out[ConfigResource(r.resource_type, r.resource_name)] = _item_error(r.error_code, r.error_message)
            return out

        return await self._run_batch(name, resources, send, timeout)

    # ------------------------------------------------------------------------------------------- elections

    async def elect_leaders(
        self,
        election_type: ElectionType | int,
        partitions: Iterable[TopicPartition] | None = None,
        *,
        desired_leaders: Mapping[TopicPartition, int] | None = None,
        timeout_ms: int | None = None,
    ) -> dict[TopicPartition, AdminError | None]:
        """Elect leaders (ElectLeaders, through the controller's broker); None per partition when elected.

        `partitions` None: every partition (the answer then lists only the partitions an election was tried
        for). Election types 2-4 and `desired_leaders` (partition -> wanted leader; DESIGNATION needs one per
        partition) need kraftpy's v3; PREFERRED and UNCLEAN use the highest of v2/v1/v0 the broker serves (v0
        knows only PREFERRED). ELECTION_NOT_NEEDED means a suitable leader was already there. The answer comes
        once the elections are committed, or at the request's TimeoutMs. Requests carry at most 20 topics and
        1000 partitions; partitions answered REQUEST_LIMIT_REACHED or NOT_CONTROLLER are sent again.
        """
        etype = ElectionType(int(election_type))
        desired = {TopicPartition(tp[0], tp[1]): int(b) for tp, b in (desired_leaders or {}).items()}
        wanted: list[TopicPartition] | None
        if partitions is None:
            wanted = sorted(desired) if desired else None
        else:
            wanted = sorted({TopicPartition(tp[0], tp[1]) for tp in partitions} | set(desired))
        if etype == ElectionType.DESIGNATION:
            if wanted is None:
                raise ValueError("a DESIGNATION election names its partitions and their desired leaders")
            lacking = [str(tp) for tp in wanted if tp not in desired]
            if lacking:
                raise ValueError(f"DESIGNATION election without a desired leader for {', '.join(lacking)}")
        if desired and wanted is not None:
            with_desired: dict[str, set[bool]] = {}
            for tp in wanted:
                with_desired.setdefault(tp.topic, set()).add(tp in desired)
            for topic, kinds in sorted(with_desired.items()):
                if len(kinds) > 1:
                    raise ValueError(f"desired leaders must be given for every partition of topic {topic} or for none")
        if etype > ElectionType.UNCLEAN or desired:
            versions = [3]
            what = f"an election of type {etype.name}" + (" with desired leaders" if desired else "")
        elif etype == ElectionType.UNCLEAN:
            versions, what = [2, 1], "an UNCLEAN election"
        else:
            versions, what = [2, 1, 0], "a PREFERRED election"
        timeout = self._timeout(timeout_ms)
        R = ElectLeadersRequest

        def build(version: int, batch: list[TopicPartition] | None) -> Message:
            topics = None
            if batch is not None:
                by_topic: dict[str, list[TopicPartition]] = {}
                for tp in batch:
                    by_topic.setdefault(tp.topic, []).append(tp)
                topics = [
                    R.TopicPartitions(
                        topic=topic,
                        partitions=[tp.partition for tp in tps],
                        desired_leaders=[desired[tp] for tp in tps] if version >= 3 and desired else None,
                    )
                    for topic, tps in by_topic.items()
                ]
            return R(election_type=int(etype) if version >= 1 else 0, topic_partitions=topics, timeout_ms=timeout)

        async def send_one(node: int, batch: list[TopicPartition] | None) -> dict[TopicPartition, AdminError | None]:
            _v, response = await self._send_versions(
                node,
                lambda v: build(v, batch),
                versions,
                what=what,
                timeout_ms=self._network_timeout(timeout),
            )
            return _election_results(response)

        if wanted is None:

            async def attempt() -> dict[TopicPartition, AdminError | None]:
                return await send_one(await self._controller_node(), None)

            return await self._retrying("electLeaders", attempt, timeout)

        async def send(batch: list[TopicPartition]) -> dict[TopicPartition, AdminError | None]:
            node = await self._controller_node()
            out: dict[TopicPartition, AdminError | None] = {}
            for chunk in _election_chunks(batch):
                out.update(await send_one(node, chunk))
            return out

        return await self._run_batch("electLeaders", wanted, send, timeout)

    # ---------------------------------------------------------------------------------------- reassignments

    async def alter_partition_reassignments(
        self,
        reassignments: Mapping[TopicPartition, Sequence[int] | None],
        *,
        allow_replication_factor_change: bool = True,
        timeout_ms: int | None = None,
    ) -> dict[TopicPartition, AdminError | None]:
        """Start (replica list) or cancel (None) reassignments (AlterPartitionReassignments v0-1, through the
        controller's broker): None per partition when accepted. A partition answered NOT_LEADER_OR_FOLLOWER
        (seed 003: a quorum whose leader moved) is sent again to the then-current controller, and so is a target
        answered REQUEST_TIMED_OUT (not a cancellation: a second one would find nothing to cancel), until the
        timeout."""
        timeout = self._timeout(timeout_ms)
        wanted = {TopicPartition(tp[0], tp[1]): None if r is None else list(r) for tp, r in reassignments.items()}
        R = AlterPartitionReassignmentsRequest

        def build(version: int, batch: list[TopicPartition]) -> Message:
            by_topic: dict[str, list[TopicPartition]] = {}
            for tp in batch:
                by_topic.setdefault(tp.topic, []).append(tp)
            return R(
                timeout_ms=timeout,
                allow_replication_factor_change=allow_replication_factor_change,
                topics=[
                    R.ReassignableTopic(
                        name=topic,
                        partitions=[
                            R.ReassignablePartition(partition_index=tp.partition, replicas=wanted[tp]) for tp in tps
                        ],
                    )
                    for topic, tps in by_topic.items()
                ],
            )

        async def send(batch: list[TopicPartition]) -> dict[TopicPartition, AdminError | None]:
            node = await self._controller_node()
            response: AlterPartitionReassignmentsResponse
            _v, response = await self._send_versions(
                node,
                lambda v: build(v, batch),
                [1, 0] if allow_replication_factor_change else [1],
                what="a reassignment that keeps the replication factor",
                timeout_ms=self._network_timeout(timeout),
            )
            if response.error_code != ErrorCode.NONE:
                raise AdminError.of(response.error_code, response.error_message)
            return {
                TopicPartition(t.name, p.partition_index): _item_error(p.error_code, p.error_message)
                for t in response.responses
                for p in t.partitions
            }

        def retry_codes(tp: TopicPartition) -> frozenset[int]:
            if wanted[tp] is None:
                return _REASSIGNMENT_RETRY_CODES - {int(ErrorCode.REQUEST_TIMED_OUT)}
            return _REASSIGNMENT_RETRY_CODES

        return await self._run_batch("alterPartitionReassignments", sorted(wanted), send, timeout, retry_codes)

    async def list_partition_reassignments(
        self, partitions: Iterable[TopicPartition] | None = None, *, timeout_ms: int | None = None
    ) -> dict[TopicPartition, PartitionReassignment]:
        """Ongoing reassignments (ListPartitionReassignments v0, through the controller's broker), of the given
        partitions or of all; partitions not being reassigned are absent."""
        timeout = self._timeout(timeout_ms)
        R = ListPartitionReassignmentsRequest
        topics = None
        if partitions is not None:
            by_topic: dict[str, list[int]] = {}
            for tp in sorted({TopicPartition(tp[0], tp[1]) for tp in partitions}):
                by_topic.setdefault(tp.topic, []).append(tp.partition)
            if not by_topic:
                return {}
            topics = [R.ListPartitionReassignmentsTopics(name=t, partition_indexes=ps) for t, ps in by_topic.items()]

        async def attempt() -> dict[TopicPartition, PartitionReassignment]:
            response: ListPartitionReassignmentsResponse = await self._send_to_controller(
                R(timeout_ms=timeout, topics=topics), timeout_ms=self._network_timeout(timeout)
            )
            if response.error_code != ErrorCode.NONE:
                raise AdminError.of(response.error_code, response.error_message)
            return {
                TopicPartition(t.name, p.partition_index): PartitionReassignment(
                    tuple(p.replicas), tuple(p.adding_replicas), tuple(p.removing_replicas)
                )
                for t in response.topics
                for p in t.partitions
            }

        return await self._retrying("listPartitionReassignments", attempt, timeout)

    # ---------------------------------------------------------------------------------------- transactions

    async def list_transactions(
        self,
        *,
        states: Iterable[str] = (),
        producer_ids: Iterable[int] = (),
        duration_filter_ms: int | None = None,
        transactional_id_pattern: str | None = None,
        timeout_ms: int | None = None,
    ) -> list[TransactionListing]:
        """The transactional ids the brokers coordinate (Kafka's `listTransactions`): ListTransactions to every
        broker Metadata lists, the answers merged, in (coordinator, transactional id) order. Filters: state names
        (`TRANSACTION_STATES`), producer ids, `duration_filter_ms` (open longer than that; needs v1) and
        `transactional_id_pattern` (a regular expression matching the whole id; needs v2). A broker answering
        COORDINATOR_LOAD_IN_PROGRESS is asked again; one answering COORDINATOR_NOT_AVAILABLE lists nothing."""
        wanted_states = list(dict.fromkeys(states))
        unknown = [s for s in wanted_states if s not in TRANSACTION_STATES]
        if unknown:
            raise ValueError(
                f"unknown transaction state(s) {', '.join(unknown)}; known: {', '.join(TRANSACTION_STATES)}"
            )
        pids = [int(p) for p in dict.fromkeys(producer_ids)]
        duration = -1 if duration_filter_ms is None or duration_filter_ms < 0 else int(duration_filter_ms)
        pattern = transactional_id_pattern or None
        if pattern is not None:
            versions, what = [2], "a transactional id pattern filter"
        elif duration >= 0:
            versions, what = [2, 1], "a duration filter"
        else:
            versions, what = [2, 1, 0], "ListTransactions"
        timeout = self._timeout(timeout_ms)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout / 1000.0

        def remaining() -> int:
            return max(1, int((deadline - loop.time()) * 1000))

        def build(version: int) -> Message:
            return ListTransactionsRequest(
                state_filters=wanted_states,
                producer_id_filters=pids,
                duration_filter=duration,
                transactional_id_pattern=pattern if version >= 2 else None,
            )

        async def brokers() -> list[int]:
            metadata: MetadataResponse = await self._send_any(
                MetadataRequest(topics=[], allow_auto_topic_creation=False)
            )
            return [self._node_at(b.host, b.port, b.node_id) for b in sorted(metadata.brokers, key=lambda b: b.node_id)]

        out: list[TransactionListing] = []
        for node in await self._retrying("listTransactions", brokers, remaining()):

            async def attempt(node: int = node) -> list[TransactionListing]:
                _v, response = await self._send_versions(node, build, versions, what=what)
                if response.error_code == ErrorCode.COORDINATOR_NOT_AVAILABLE:
                    return []
                if response.error_code != ErrorCode.NONE:
                    raise AdminError.of(response.error_code)
                return [
                    TransactionListing(s.transactional_id, s.producer_id, s.transaction_state, node)
                    for s in response.transaction_states
                ]

            listed = await self._retrying("listTransactions", attempt, remaining())
            out.extend(sorted(listed, key=lambda t: t.transactional_id))
        return out

    async def describe_transactions(
        self, transactional_ids: Iterable[str], *, timeout_ms: int | None = None
    ) -> dict[str, TransactionDescription | AdminError]:
        """Describe transactional ids (Kafka's `describeTransactions`): each id's coordinator found with
        FindCoordinator (key type 1, batched in v4+), DescribeTransactions sent once per coordinator. Ids answered
        COORDINATOR_LOAD_IN_PROGRESS, NOT_COORDINATOR or COORDINATOR_NOT_AVAILABLE are looked up and sent again
        until the timeout; other errors (TRANSACTIONAL_ID_NOT_FOUND, TRANSACTIONAL_ID_AUTHORIZATION_FAILED) are
        that id's answer."""
        ids = list(dict.fromkeys(transactional_ids))
        timeout = self._timeout(timeout_ms)
        coordinators: dict[str, int] = {}  # from FindCoordinator; dropped when the node says it is not

        async def send(batch: list[str]) -> dict[str, TransactionDescription | AdminError]:
            answered: dict[str, TransactionDescription | AdminError] = {}
            lookup = [t for t in batch if t not in coordinators]
            if lookup:
                for tid, found in (await self._find_coordinators(_KEY_TYPE_TRANSACTION, lookup)).items():
                    if isinstance(found, AdminError):
                        answered[tid] = found
                    else:
                        coordinators[tid] = found
            by_node: dict[int, list[str]] = {}
            for tid in batch:
                if tid in coordinators:
                    by_node.setdefault(coordinators[tid], []).append(tid)
            for node, tids in sorted(by_node.items()):
                try:
                    response: DescribeTransactionsResponse = await self._send(
                        node, DescribeTransactionsRequest(transactional_ids=tids)
                    )
                except (ConnectionError, TimeoutError):
                    for tid in tids:
                        coordinators.pop(tid, None)
                    raise
                for s in response.transaction_states:
                    if s.transactional_id not in tids:
                        continue
                    if s.error_code != ErrorCode.NONE:
                        if s.error_code in (ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE):
                            coordinators.pop(s.transactional_id, None)  # loading: the same coordinator again
                        answered[s.transactional_id] = AdminError.of(s.error_code)
                    else:
                        answered[s.transactional_id] = _transaction_description(node, s)
            return answered

        return await self._run_batch("describeTransactions", ids, send, timeout, lambda _tid: _COORDINATOR_RETRY_CODES)

    async def describe_producers(
        self,
        partitions: Iterable[TopicPartition],
        *,
        broker_id: int | None = None,
        timeout_ms: int | None = None,
    ) -> dict[TopicPartition, PartitionProducerState | AdminError]:
        """The active producers of partitions (Kafka's `describeProducers`): DescribeProducers to each partition's
        leader (found with Metadata; asked again after NOT_LEADER_OR_FOLLOWER), or to `broker_id` (a follower
        answers too; there NOT_LEADER_OR_FOLLOWER is that partition's answer). A topic or partition Metadata does
        not know is answered UNKNOWN_TOPIC_OR_PARTITION."""
        wanted = list(dict.fromkeys(TopicPartition(tp[0], int(tp[1])) for tp in partitions))
        timeout = self._timeout(timeout_ms)
        R = DescribeProducersRequest

        async def send(batch: list[TopicPartition]) -> dict[TopicPartition, PartitionProducerState | AdminError]:
            answered: dict[TopicPartition, PartitionProducerState | AdminError] = {}
            by_node: dict[int, list[TopicPartition]] = {}
            if broker_id is None:
                for tp, where in (await self._partition_leaders(batch)).items():
                    if isinstance(where, AdminError):
                        answered[tp] = where
                    else:
                        by_node.setdefault(where, []).append(tp)
            else:
                by_node[await self._node_by_id(broker_id)] = batch
            for node, tps in sorted(by_node.items()):
                topics: dict[str, list[int]] = {}
                for tp in tps:
                    topics.setdefault(tp.topic, []).append(tp.partition)
                request = R(topics=[R.TopicRequest(name=t, partition_indexes=ps) for t, ps in topics.items()])
                response: DescribeProducersResponse = await self._send(node, request)
                for t in response.topics:
                    for p in t.partitions:
                        tp = TopicPartition(t.name, p.partition_index)
                        if tp not in tps:
                            continue
                        if p.error_code == ErrorCode.NONE:
                            answered[tp] = PartitionProducerState(
                                tuple(_producer_state(s) for s in p.active_producers), node
                            )
                        elif p.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER and broker_id is not None:
                            answered[tp] = AdminError.of(
                                p.error_code,
                                f"Failed to describe active producers for partition {tp} on brokerId {broker_id}",
                            )
                        else:
                            answered[tp] = AdminError.of(p.error_code, p.error_message)
            return answered

        retry = frozenset() if broker_id is not None else _LEADER_RETRY_CODES
        return await self._run_batch("describeProducers", wanted, send, timeout, lambda _tp: retry)

    async def describe_log_dirs(
        self,
        broker_ids: Iterable[int] | None = None,
        partitions: Iterable[TopicPartition] | None = None,
        *,
        timeout_ms: int | None = None,
    ) -> dict[int, dict[str, LogDirDescription] | AdminError]:
        """The log dirs of brokers and the replicas in them (Kafka's `describeLogDirs`): DescribeLogDirs to each
        of `broker_ids` (None: every broker Metadata lists), asking for `partitions` (None: all of them, as Kafka's
        admin client asks). Answers per broker, by broker id in ascending order: its dirs by path, or an AdminError
        (a broker the metadata does not name: BROKER_NOT_AVAILABLE; a top-level error; an answer without any dir,
        which is how brokers below v3 say CLUSTER_AUTHORIZATION_FAILED, as Kafka's client reads it)."""
        timeout = self._timeout(timeout_ms)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout / 1000.0

        def remaining() -> int:
            return max(1, int((deadline - loop.time()) * 1000))

        topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] | None = None
        if partitions is not None:
            by_topic: dict[str, list[int]] = {}
            for tp in dict.fromkeys(TopicPartition(p[0], int(p[1])) for p in partitions):
                by_topic.setdefault(tp.topic, []).append(tp.partition)
            topics = [
                DescribeLogDirsRequest.DescribableLogDirTopic(topic=t, partitions=ps) for t, ps in by_topic.items()
            ]

        async def listed_brokers() -> dict[int, tuple[str, int]]:
            metadata: MetadataResponse = await self._send_any(
                MetadataRequest(topics=[], allow_auto_topic_creation=False)
            )
            return {b.node_id: (b.host, b.port) for b in metadata.brokers}

        known = await self._retrying("describeLogDirs", listed_brokers, remaining())
        wanted = sorted(known) if broker_ids is None else sorted(dict.fromkeys(int(b) for b in broker_ids))
        out: dict[int, dict[str, LogDirDescription] | AdminError] = {}
        for broker in wanted:
            if broker not in known:
                out[broker] = AdminError.of(
                    ErrorCode.BROKER_NOT_AVAILABLE, f"broker {broker} is not in the cluster metadata"
                )
                continue
            node = self._node_at(known[broker][0], known[broker][1], broker)

            async def attempt(node: int = node) -> dict[str, LogDirDescription]:
                response: DescribeLogDirsResponse = await self._send(node, DescribeLogDirsRequest(topics=topics))
                if response.error_code != ErrorCode.NONE:
                    error = AdminError.of(response.error_code)
                    error.retriable = False
                    raise error
                if not response.results:
                    raise AdminError.of(ErrorCode.CLUSTER_AUTHORIZATION_FAILED)
                return {r.log_dir: _log_dir_description(r) for r in response.results}

            try:
                out[broker] = await self._retrying("describeLogDirs", attempt, remaining())
            except AdminError as e:
                out[broker] = e
        return out

    async def abort_transaction(
        self,
        topic_partition: TopicPartition,
        producer_id: int,
        producer_epoch: int,
        coordinator_epoch: int,
        *,
        timeout_ms: int | None = None,
    ) -> None:
        """Abort a (hanging) transaction on one partition (Kafka's `abortTransaction`): WriteTxnMarkers with an
        ABORT marker for the producer, sent to the partition's leader, which writes it as it writes the
        coordinators' markers (the principal needs CLUSTER_ACTION on the cluster). NOT_LEADER_OR_FOLLOWER and
        UNKNOWN_TOPIC_OR_PARTITION from the broker make it look the leader up again; any other error raises
        (INVALID_PRODUCER_EPOCH: the producer has moved on; TRANSACTION_COORDINATOR_FENCED: a marker with a higher
        coordinator epoch was written)."""
        tp = TopicPartition(topic_partition[0], int(topic_partition[1]))
        if not 0 <= producer_epoch <= 32767:
            raise ValueError(f"producer epoch {producer_epoch} is not between 0 and 32767")
        if producer_id < 0:
            raise ValueError(f"producer id {producer_id} is negative")
        spec = (
            f"AbortTransactionSpec(topicPartition={tp}, producerId={producer_id}, producerEpoch={producer_epoch}, "
            f"coordinatorEpoch={coordinator_epoch})"
        )
        timeout = self._timeout(timeout_ms)
        R = WriteTxnMarkersRequest
        request = R(
            markers=[
                R.WritableTxnMarker(
                    producer_id=producer_id,
                    producer_epoch=producer_epoch,
                    transaction_result=False,
                    topics=[R.WritableTxnMarkerTopic(name=tp.topic, partition_indexes=[tp.partition])],
                    coordinator_epoch=coordinator_epoch,
                )
            ]
        )

        async def attempt() -> None:
            leader = (await self._partition_leaders([tp]))[tp]
            if isinstance(leader, AdminError):
                raise leader
            response: WriteTxnMarkersResponse = await self._send(leader, request)
            codes = [
                p.error_code
                for m in response.markers
                if m.producer_id == producer_id
                for t in m.topics
                if t.name == tp.topic
                for p in t.partitions
                if p.partition_index == tp.partition
            ]
            if len(codes) != 1:
                raise AdminError.of(ErrorCode.UNKNOWN_SERVER_ERROR, f"WriteTxnMarkers response for {spec} lacks {tp}")
            code = codes[0]
            if code == ErrorCode.NONE:
                return
            if code in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION):
                raise AdminError.of(code)
            reason = _ABORT_FAILURES.get(code)
            error = AdminError.of(code, f"WriteTxnMarkers request with {spec} failed{reason or ''}")
            error.retriable = False
            raise error

        await self._retrying("abortTransaction", attempt, timeout)

    async def _find_coordinators(self, key_type: int, keys: Sequence[str]) -> dict[str, int | AdminError]:
        """FindCoordinator for `keys` (v4+: one request; older brokers: one per key): the node id of each key's
        coordinator (its endpoint registered), or the error it was answered."""
        out: dict[str, int | AdminError] = {}
        try:
            response: FindCoordinatorResponse = await self._send_any(
                FindCoordinatorRequest(key_type=key_type, coordinator_keys=list(keys)), version=4
            )
            answers = [(c.key, c.error_code, c.error_message, c.node_id, c.host, c.port) for c in response.coordinators]
        except UnsupportedVersionError:
            answers = []
            for key in keys:
                r = await self._send_any(FindCoordinatorRequest(key=key, key_type=key_type))
                answers.append((key, r.error_code, r.error_message, r.node_id, r.host, r.port))
        for key, code, message, node, host, port in answers:
            if key not in keys:
                continue
            if code != ErrorCode.NONE:
                out[key] = AdminError.of(code, message)
            else:
                out[key] = self._node_at(host, port, node)
        for key in keys:
            if key not in out:
                out[key] = AdminError.of(ErrorCode.COORDINATOR_NOT_AVAILABLE, f"FindCoordinator did not answer {key}")
        return out

    async def _partition_leaders(self, partitions: Sequence[TopicPartition]) -> dict[TopicPartition, int | AdminError]:
        """Each partition's leader from Metadata (its endpoint registered): LEADER_NOT_AVAILABLE (retriable) while
        it has none; UNKNOWN_TOPIC_OR_PARTITION (final) for a topic or partition Metadata does not know."""
        topics = list(dict.fromkeys(tp.topic for tp in partitions))
        R = MetadataRequest
        metadata: MetadataResponse = await self._send_any(
            R(topics=[R.MetadataRequestTopic(name=t) for t in topics], allow_auto_topic_creation=False)
        )
        brokers = {b.node_id: (b.host, b.port) for b in metadata.brokers}
        by_topic = {t.name: t for t in metadata.topics}
        out: dict[TopicPartition, int | AdminError] = {}
        for tp in partitions:
            t = by_topic.get(tp.topic)
            if t is None or t.error_code in (ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.INVALID_TOPIC_EXCEPTION):
                code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION if t is None else t.error_code
                out[tp] = _final_error(
                    code,
                    f"Topic {tp.topic} does not exist"
                    if t is None or code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                    else None,
                )
                continue
            if t.error_code != ErrorCode.NONE and t.error_code != ErrorCode.LEADER_NOT_AVAILABLE:
                out[tp] = _final_error(t.error_code, None)
                continue
            p = next((p for p in t.partitions if p.partition_index == tp.partition), None)
            if p is None:
                if t.error_code == ErrorCode.LEADER_NOT_AVAILABLE:
                    out[tp] = AdminError.of(ErrorCode.LEADER_NOT_AVAILABLE)
                else:
                    out[tp] = _final_error(
                        ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                        f"Partition {tp} does not exist (topic has {len(t.partitions)} partition(s))",
                    )
                continue
            if p.leader_id < 0 or p.leader_id not in brokers:
                out[tp] = AdminError.of(ErrorCode.LEADER_NOT_AVAILABLE, f"{tp} has no leader")
                continue
            host, port = brokers[p.leader_id]
            out[tp] = self._node_at(host, port, p.leader_id)
        return out

    # ------------------------------------------------------------------------------------------- helpers

    def _timeout(self, timeout_ms: int | None) -> int:
        if timeout_ms is None:
            return self.default_api_timeout_ms
        if timeout_ms < 1:
            raise ValueError(f"timeout_ms must be positive, got {timeout_ms}")
        return int(timeout_ms)

    def _network_timeout(self, server_timeout_ms: int) -> int:
        """A request the server may hold up to `server_timeout_ms` (its TimeoutMs) gets at least that long."""
        return max(self.request_timeout_ms, server_timeout_ms + 1000)

    async def _node_by_id(self, node_id: int) -> int:
        """The client's id for a node the cluster metadata names (brokers, or controllers when bootstrapped
        with controllers)."""
        if self.to_controllers:
            description = _cluster_description(
                await self._send_any(DescribeClusterRequest(endpoint_type=ENDPOINT_TYPE_CONTROLLER))
            )
            for n in description.nodes:
                if n.node_id == node_id:
                    return self._node_at(n.host, n.port, node_id)
        else:
            metadata: MetadataResponse = await self._send_any(
                MetadataRequest(topics=[], allow_auto_topic_creation=False)
            )
            for b in metadata.brokers:
                if b.node_id == node_id:
                    return self._node_at(b.host, b.port, node_id)
        raise AdminError(f"node {node_id} is not in the cluster metadata", error_code=ErrorCode.BROKER_NOT_AVAILABLE)

    async def _run_batch(
        self,
        name: str,
        keys: Sequence[K],
        send: Callable[[list[K]], Awaitable[Mapping[K, R_co]]],
        timeout_ms: int,
        retry_codes: Callable[[K], frozenset[int]] | None = None,
    ) -> dict[K, R_co | AdminError]:
        """A per-item call: `send(pending)` answers per key (an AdminError value for a failed item). Items
        answered NOT_CONTROLLER or REQUEST_LIMIT_REACHED (or what `retry_codes(key)` names) are sent again, the
        whole call is retried on retriable failures, until `timeout_ms`; items still pending then get the timeout
        error. A non-retriable failure of the whole call raises."""
        results: dict[K, R_co | AdminError] = {}
        pending: dict[K, None] = dict.fromkeys(keys)

        async def attempt() -> None:
            answered = await send(list(pending))
            again: AdminError | None = None
            for key in list(pending):
                if key not in answered:
                    results[key] = AdminError.of(
                        ErrorCode.UNKNOWN_SERVER_ERROR, f"{name}: the response did not mention {key}"
                    )
                    del pending[key]
                    continue
                outcome = answered[key]
                codes = _ITEM_RETRY_CODES if retry_codes is None else retry_codes(key)
                if isinstance(outcome, AdminError) and outcome.error_code in codes:
                    again = outcome
                    continue
                results[key] = outcome
                del pending[key]
            if pending:
                assert again is not None
                raise AdminError(
                    f"{name}: {len(pending)} item(s) to send again after {again}",
                    error_code=again.error_code,
                    retriable=True,
                    detail=again.detail,
                )

        if pending:
            try:
                await self._retrying(name, attempt, timeout_ms)
            except AdminTimeoutError as exc:
                for key in pending:
                    results[key] = exc
        return {key: results[key] for key in dict.fromkeys(keys)}

    # ------------------------------------------------------------------------------------------ transport

    @property
    def channels(self) -> ChannelManager:
        if self._channels is None:
            raise RuntimeError("AdminClient is not started (use `async with AdminClient(...)` or `await start()`)")
        return self._channels

    def _node_at(self, host: str, port: int, node_id: int) -> int:
        """Register an endpoint learnt from a response (positive id) and return its id."""
        channels = self.channels
        if channels.endpoints(node_id).get(_LISTENER) != (host, port):
            channels.set_endpoint(node_id, host, port)
        return node_id

    async def _send(
        self, node_id: int, request: Message, *, version: int | None = None, timeout_ms: int | None = None
    ) -> Any:
        """Send to one node; `version` None: the highest both sides serve; `timeout_ms`: the network timeout
        (request.timeout.ms by default)."""
        timeout = (self.request_timeout_ms if timeout_ms is None else timeout_ms) / 1000.0
        return await self.channels.send(node_id, request, version=version, timeout=timeout)

    async def _send_any(self, request: Message, *, version: int | None = None, timeout_ms: int | None = None) -> Any:
        """Send to a bootstrap node, trying the others when one is unreachable."""
        ids = self._bootstrap_ids
        last: Exception | None = None
        for i in range(len(ids)):
            node_id = ids[(self._next + i) % len(ids)]
            try:
                response = await self._send(node_id, request, version=version, timeout_ms=timeout_ms)
            except (NodeUnavailableError, DisconnectedError) as exc:
                last = exc
                continue
            self._next = (self._next + i) % len(ids)
            return response
        self._next = (self._next + 1) % len(ids)
        assert last is not None
        raise last

    async def _controller_node(self) -> int:
        """Where requests for the controller go: the active controller found with DescribeCluster when
        bootstrapped with controllers; otherwise the broker Metadata names as ControllerId (it forwards them)."""
        if self.to_controllers:
            description = _cluster_description(
                await self._send_any(DescribeClusterRequest(endpoint_type=ENDPOINT_TYPE_CONTROLLER))
            )
            leader = description.controller_id
            node = next((n for n in description.nodes if n.node_id == leader), None)
            if leader < 0 or node is None:
                raise AdminError.of(ErrorCode.NOT_CONTROLLER, "no active controller is known yet")
            return self._node_at(node.host, node.port, leader)
        metadata: MetadataResponse = await self._send_any(MetadataRequest(topics=[], allow_auto_topic_creation=False))
        controller = metadata.controller_id
        broker = next((b for b in metadata.brokers if b.node_id == controller), None)
        if controller < 0 or broker is None:
            raise AdminError.of(ErrorCode.NOT_CONTROLLER, "the brokers know no controller yet")
        return self._node_at(broker.host, broker.port, controller)

    async def _send_to_controller(
        self, request: Message, *, version: int | None = None, timeout_ms: int | None = None
    ) -> Any:
        """Send to the controller's node (see `_controller_node`)."""
        return await self._send(await self._controller_node(), request, version=version, timeout_ms=timeout_ms)

    async def _send_versions(
        self,
        node_id: int,
        build: Callable[[int], Message],
        versions: Sequence[int],
        *,
        what: str,
        timeout_ms: int | None = None,
    ) -> tuple[int, Any]:
        """Send `build(v)` in the first of `versions` (highest first) the node serves: (version, response).
        None served: AdminError UNSUPPORTED_VERSION naming `what` needed them."""
        last: Exception | None = None
        for v in versions:
            try:
                return v, await self._send(node_id, build(v), version=v, timeout_ms=timeout_ms)
            except UnsupportedVersionError as exc:
                last = exc
        served = "/".join(f"v{v}" for v in versions)
        raise AdminError(
            f"UNSUPPORTED_VERSION: {what} needs {served}, which the node does not serve ({last})",
            error_code=ErrorCode.UNSUPPORTED_VERSION,
            detail=f"{what} needs {served}, which the node does not serve ({last})",
        )

    async def _retrying(self, name: str, attempt: Callable[[], Awaitable[T]], timeout_ms: int | None = None) -> T:
        """Run `attempt` until it succeeds, retrying retriable failures until `timeout_ms` (by default
        default.api.timeout.ms) has passed."""
        loop = asyncio.get_running_loop()
        limit_ms = self.default_api_timeout_ms if timeout_ms is None else timeout_ms
        deadline = loop.time() + limit_ms / 1000.0
        tries = 0
        while True:
            tries += 1
            try:
                return await attempt()
            except AdminError as exc:
                if not exc.retriable:
                    raise
                last: Exception = exc
            except (ConnectionError, TimeoutError, RequestTimedOutError) as exc:
                last = exc
            except UnsupportedVersionError as exc:
                raise AdminError(str(exc), error_code=ErrorCode.UNSUPPORTED_VERSION) from None
            except DecodeError as exc:
                raise AdminError(f"{name}: undecodable response: {exc}", error_code=exc.error_code) from None
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AdminTimeoutError(
                    f"{name} timed out after {limit_ms} ms ({tries} attempts); last error: {last}"
                ) from None
            logger.debug("%s attempt %d failed (%s); retrying", name, tries, last)
            await asyncio.sleep(min(remaining, self.retry_backoff_ms / 1000.0))


# ================================================================================================ decoding


def _describe_quorum_request() -> DescribeQuorumRequest:
    return DescribeQuorumRequest(
        topics=[
            DescribeQuorumRequest.TopicData(
                topic_name=METADATA_TOPIC, partitions=[DescribeQuorumRequest.PartitionData(partition_index=0)]
            )
        ]
    )


def _replica(r: Any) -> QuorumReplica:
    return QuorumReplica(
        replica_id=r.replica_id,
        directory_id=r.replica_directory_id if r.replica_directory_id is not None else uuid.UUID(int=0),
        log_end_offset=r.log_end_offset,
        last_fetch_timestamp=None if r.last_fetch_timestamp == -1 else r.last_fetch_timestamp,
        last_caught_up_timestamp=None if r.last_caught_up_timestamp == -1 else r.last_caught_up_timestamp,
    )


def _quorum_info(response: DescribeQuorumResponse) -> QuorumInfo:
    if response.error_code != ErrorCode.NONE:
        raise AdminError.of(response.error_code, response.error_message)
    if len(response.topics) != 1 or response.topics[0].topic_name != METADATA_TOPIC:
        raise AdminError.of(ErrorCode.UNKNOWN_SERVER_ERROR, "DescribeQuorum answered for other topics")
    parts = response.topics[0].partitions
    if len(parts) != 1 or parts[0].partition_index != 0:
        raise AdminError.of(ErrorCode.UNKNOWN_SERVER_ERROR, "DescribeQuorum answered for other partitions")
    p = parts[0]
    if p.error_code != ErrorCode.NONE:
        raise AdminError.of(p.error_code, p.error_message)
    return QuorumInfo(
        leader_id=p.leader_id,
        leader_epoch=p.leader_epoch,
        high_watermark=p.high_watermark,
        voters=tuple(_replica(r) for r in p.current_voters),
        observers=tuple(_replica(r) for r in p.observers),
        nodes={n.node_id: tuple(QuorumEndpoint(e.name, e.host, e.port) for e in n.listeners) for n in response.nodes},
        target_voters=None if p.target_voters is None else tuple(_replica(r) for r in p.target_voters),
    )


def _cluster_description(response: DescribeClusterResponse) -> ClusterDescription:
    if response.error_code != ErrorCode.NONE:
        raise AdminError.of(response.error_code, response.error_message)
    ops = response.cluster_authorized_operations
    return ClusterDescription(
        cluster_id=response.cluster_id,
        controller_id=response.controller_id,
        nodes=tuple(
            ClusterNode(b.broker_id, b.host, b.port, b.rack, bool(getattr(b, "is_fenced", False)))
            for b in response.brokers
        ),
        endpoint_type=response.endpoint_type,
        cluster_authorized_operations=None if ops == -(2**31) else ops,
    )


def _log_dir_description(r: DescribeLogDirsResponse.DescribeLogDirsResult) -> LogDirDescription:
    replicas = {
        TopicPartition(t.name, p.partition_index): ReplicaInfo(p.partition_size, p.offset_lag, p.is_future_key)
        for t in r.topics
        for p in t.partitions
    }
    return LogDirDescription(
        r.log_dir,
        None if r.error_code == ErrorCode.NONE else AdminError.of(r.error_code),
        replicas,
        r.total_bytes if r.total_bytes >= 0 else None,
        r.usable_bytes if r.usable_bytes >= 0 else None,
        r.is_cordoned,
    )


def _item_error(code: int, message: str | None) -> AdminError | None:
    return None if code == ErrorCode.NONE else AdminError.of(code, message)


def _metadata_error(response: MetadataResponse) -> None:
    code = getattr(response, "error_code", 0)
    if code != ErrorCode.NONE:
        raise AdminError.of(code)


def _creatable_topic(t: NewTopic) -> CreateTopicsRequest.CreatableTopic:
    R = CreateTopicsRequest
    if t.replica_assignments:
        return R.CreatableTopic(
            name=t.name,
            num_partitions=-1,
            replication_factor=-1,
            assignments=[
                R.CreatableReplicaAssignment(partition_index=p, broker_ids=list(b))
                for p, b in sorted(t.replica_assignments.items())
            ],
            configs=[R.CreatableTopicConfig(name=k, value=v) for k, v in (t.configs or {}).items()],
        )
    return R.CreatableTopic(
        name=t.name,
        num_partitions=t.num_partitions,
        replication_factor=t.replication_factor,
        assignments=[],
        configs=[R.CreatableTopicConfig(name=k, value=v) for k, v in (t.configs or {}).items()],
    )


class _TopicBuilder:
    """A topic assembled from the pages of DescribeTopicPartitions."""

    __slots__ = ("error", "is_internal", "name", "ops", "partitions", "topic_id")

    def __init__(self, name: str) -> None:
        self.name = name
        self.topic_id = ZERO_UUID
        self.is_internal = False
        self.ops: int | None = None
        self.error: AdminError | None = None
        self.partitions: dict[int, PartitionInfo] = {}

    def build(self) -> TopicDescription:
        parts = tuple(self.partitions[i] for i in sorted(self.partitions))
        return TopicDescription(self.name, self.topic_id, self.is_internal, parts, self.error, self.ops)


def _ints(values: Sequence[int] | None) -> tuple[int, ...] | None:
    return None if values is None else tuple(values)


def _merge_described_topic(
    merged: dict[str, _TopicBuilder], t: DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic
) -> None:
    if t.name is None:
        return
    b = merged.get(t.name)
    if b is None:
        b = merged[t.name] = _TopicBuilder(t.name)
    if t.error_code != ErrorCode.NONE:
        b.error = AdminError.of(t.error_code)
        return
    b.topic_id = t.topic_id
    b.is_internal = bool(t.is_internal)
    b.ops = None if t.topic_authorized_operations == INT32_MIN else t.topic_authorized_operations
    for p in t.partitions:
        last_known_leader = getattr(p, "last_known_leader", -1)
        b.partitions[p.partition_index] = PartitionInfo(
            partition=p.partition_index,
            leader=None if p.leader_id < 0 else p.leader_id,
            leader_epoch=p.leader_epoch,
            replicas=tuple(p.replica_nodes),
            isr=tuple(p.isr_nodes),
            elr=_ints(p.eligible_leader_replicas),
            last_known_elr=_ints(p.last_known_elr),
            last_known_leader=None if last_known_leader < 0 else last_known_leader,
            offline_replicas=tuple(p.offline_replicas or ()),
            error_code=p.error_code,
        )


def _config_entry(c: Any) -> ConfigEntry:
    return ConfigEntry(
        name=c.name,
        value=c.value,
        source=c.config_source,
        is_read_only=bool(c.read_only),
        is_sensitive=bool(c.is_sensitive),
        synonyms=tuple(ConfigSynonym(s.name, s.value, s.source) for s in (c.synonyms or ())),
        config_type=getattr(c, "config_type", 0),
        documentation=getattr(c, "documentation", None),
    )


def _group_by_target(resources: Iterable[ConfigResource]) -> dict[int | None, list[ConfigResource]]:
    """A broker's own config resources go to that broker (None: any node), as Kafka's admin client routes them."""
    groups: dict[int | None, list[ConfigResource]] = {}
    for r in resources:
        target: int | None = None
        if r.type in (ConfigResourceType.BROKER, ConfigResourceType.BROKER_LOGGER) and r.name.isdigit():
            target = int(r.name)
        groups.setdefault(target, []).append(r)
    return groups


def _feature_results(response: UpdateFeaturesResponse, names: list[str]) -> dict[str, AdminError | None]:
    """Per feature: the top-level error (all or nothing) or, in v0-1 answers, the feature's own result. A
    NOT_CONTROLLER answer is retried by the caller."""
    code = response.error_code
    if code == ErrorCode.NOT_CONTROLLER:
        raise AdminError.of(code, response.error_message)
    top = _item_error(code, response.error_message)
    own = {r.feature: _item_error(r.error_code, r.error_message) for r in getattr(response, "results", None) or ()}
    return {name: own[name] if top is None and name in own else top for name in names}


def _software_version() -> str:
    return __version__


def _election_results(response: ElectLeadersResponse) -> dict[TopicPartition, AdminError | None]:
    code = getattr(response, "error_code", 0)
    if code != ErrorCode.NONE:
        raise AdminError.of(code)
    return {
        TopicPartition(t.topic, p.partition_id): _item_error(p.error_code, p.error_message)
        for t in response.replica_election_results
        for p in t.partition_result
    }


def _election_chunks(partitions: Sequence[TopicPartition]) -> list[list[TopicPartition]]:
    """Partitions (sorted) cut into requests of at most 20 topics and 1000 partitions."""
    chunks: list[list[TopicPartition]] = []
    current: list[TopicPartition] = []
    topics: set[str] = set()
    for tp in partitions:
        new_topic = tp.topic not in topics
        if current and (
            len(current) >= ELECT_LEADERS_PARTITION_LIMIT or (new_topic and len(topics) >= ELECT_LEADERS_TOPIC_LIMIT)
        ):
            chunks.append(current)
            current, topics = [], set()
        current.append(tp)
        topics.add(tp.topic)
    if current:
        chunks.append(current)
    return chunks


def _final_error(code: int, message: str | None) -> AdminError:
    """An item error not worth retrying, whatever the code's retriability."""
    error = AdminError.of(code, message)
    error.retriable = False
    return error


def _transaction_description(node: int, s: DescribeTransactionsResponse.TransactionState) -> TransactionDescription:
    return TransactionDescription(
        coordinator_id=node,
        state=s.transaction_state,
        producer_id=s.producer_id,
        producer_epoch=s.producer_epoch,
        transaction_timeout_ms=s.transaction_timeout_ms,
        transaction_start_time_ms=s.transaction_start_time_ms if s.transaction_start_time_ms >= 0 else None,
        topic_partitions=tuple(sorted(TopicPartition(t.topic, p) for t in s.topics for p in t.partitions)),
    )


def _producer_state(s: DescribeProducersResponse.ProducerState) -> ProducerState:
    return ProducerState(
        producer_id=s.producer_id,
        producer_epoch=s.producer_epoch,
        last_sequence=s.last_sequence,
        last_timestamp=s.last_timestamp,
        coordinator_epoch=s.coordinator_epoch if s.coordinator_epoch >= 0 else None,
        current_transaction_start_offset=s.current_txn_start_offset if s.current_txn_start_offset >= 0 else None,
    )
