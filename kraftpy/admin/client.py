"""`AdminClient`: kraftpy's asyncio admin client, in the style of aiokafka's `AIOKafkaAdminClient`::

    async with AdminClient(bootstrap_servers="localhost:9092") as admin:
        quorum = await admin.describe_quorum()

It talks to brokers (`bootstrap_servers`) or straight to controllers (`bootstrap_controllers`, KIP-919) over
`kraftpy.net.client` (ApiVersions negotiation, the highest common version of every API, per-request timeouts,
reconnect backoff). Every call is retried on retriable errors (Kafka's retriable error codes, lost connections,
timeouts), on the next bootstrap node when one is unreachable, until `default.api.timeout.ms` has passed; the
result is a frozen dataclass, an error an `AdminError` carrying the Kafka error code.

Adding a call: build the request, pick where it goes with `_send_any` (any node: brokers forward what they must)
or `_send_to_controller` (the active controller, when bootstrapped with controllers), turn errors into
`AdminError.of(code, message)` and wrap the attempt in `_retrying`.
"""

from __future__ import annotations

import asyncio
import logging
import random
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from kraftpy.net.client import (
    ChannelManager,
    DisconnectedError,
    NodeUnavailableError,
    RequestTimedOutError,
    UnsupportedVersionError,
)
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse

__all__ = [
    "AdminClient",
    "AdminConfigError",
    "AdminError",
    "AdminTimeoutError",
    "ClusterDescription",
    "ClusterNode",
    "QuorumEndpoint",
    "QuorumInfo",
    "QuorumReplica",
    "parse_bootstrap",
]

logger = logging.getLogger(__name__)

METADATA_TOPIC = "__cluster_metadata"
ENDPOINT_TYPE_BROKER = 1
ENDPOINT_TYPE_CONTROLLER = 2
_LISTENER = "bootstrap"  # the ChannelManager's name for the one endpoint the client knows per node

T = TypeVar("T")


# ================================================================================================== errors


class AdminError(Exception):
    """A failed admin call: `error_code` is the Kafka error code (-1 when the failure has none)."""

    def __init__(self, message: str, *, error_code: int = -1, retriable: bool = False) -> None:
        super().__init__(message)
        self.error_code = error_code
        self.retriable = retriable

    @classmethod
    def of(cls, code: int, message: str | None = None) -> AdminError:
        err = ErrorCode.of(code)
        if isinstance(err, ErrorCode):
            text = f"{err.name}: {message or err.description}"
            return cls(text, error_code=code, retriable=err.retriable)
        return cls(f"error code {code}: {message or 'unknown error'}", error_code=code)


class AdminTimeoutError(AdminError):
    """The call did not succeed within `default.api.timeout.ms`; the message names the last failure."""

    def __init__(self, message: str) -> None:
        super().__init__(message, error_code=ErrorCode.REQUEST_TIMED_OUT)


class AdminConfigError(ValueError):
    """A bad client setting; the message is one line naming it."""


# ================================================================================================== results


@dataclass(frozen=True, slots=True)
class QuorumEndpoint:
    name: str
    host: str
    port: int

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.name}://{host}:{self.port}"


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


class AdminClient:
    """An asyncio admin client. Use it as an async context manager, or call `start()` and `close()`.

    `config` takes Kafka admin client settings (`client.id`, `request.timeout.ms` (30000),
    `default.api.timeout.ms` (60000), `retry.backoff.ms` (100), `security.protocol` (PLAINTEXT only));
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
            logger.warning("The configuration '%s' was supplied but isn't a known config.", key)
        protocol = str(cfg.get("security.protocol", "PLAINTEXT")).strip().upper()
        if protocol != "PLAINTEXT":
            raise AdminConfigError(
                f"security.protocol: {protocol} is not supported (kraftpy speaks PLAINTEXT)"
            )
        servers = bootstrap_servers if bootstrap_servers is not None else cfg.get("bootstrap.servers")
        controllers = (
            bootstrap_controllers if bootstrap_controllers is not None else cfg.get("bootstrap.controllers")
        )
        if (servers is None) == (controllers is None):
            raise AdminConfigError("exactly one of bootstrap.servers and bootstrap.controllers must be set")
        self.to_controllers = controllers is not None
        self.bootstrap = parse_bootstrap(controllers if controllers is not None else servers)  # type: ignore[arg-type]
        self.client_id = client_id or cfg.get("client.id") or "kraftpy-admin"
        self.request_timeout_ms = (
            request_timeout_ms
            if request_timeout_ms is not None
            else _int_setting(cfg, "request.timeout.ms", 30000, 1)
        )
        self.default_api_timeout_ms = (
            default_api_timeout_ms
            if default_api_timeout_ms is not None
            else _int_setting(cfg, "default.api.timeout.ms", 60000, 1)
        )
        self.retry_backoff_ms = (
            retry_backoff_ms
            if retry_backoff_ms is not None
            else _int_setting(cfg, "retry.backoff.ms", 100, 0)
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

    # ------------------------------------------------------------------------------------------ transport

    @property
    def channels(self) -> ChannelManager:
        if self._channels is None:
            raise RuntimeError(
                "AdminClient is not started (use `async with AdminClient(...)` or `await start()`)"
            )
        return self._channels

    def _node_at(self, host: str, port: int, node_id: int) -> int:
        """Register an endpoint learnt from a response (positive id) and return its id."""
        channels = self.channels
        if channels.endpoints(node_id).get(_LISTENER) != (host, port):
            channels.set_endpoint(node_id, host, port)
        return node_id

    async def _send(self, node_id: int, request: Message) -> Any:
        return await self.channels.send(node_id, request, timeout=self.request_timeout_ms / 1000.0)

    async def _send_any(self, request: Message) -> Any:
        """Send to a bootstrap node, trying the others when one is unreachable."""
        ids = self._bootstrap_ids
        last: Exception | None = None
        for i in range(len(ids)):
            node_id = ids[(self._next + i) % len(ids)]
            try:
                response = await self._send(node_id, request)
            except (NodeUnavailableError, DisconnectedError) as exc:
                last = exc
                continue
            self._next = (self._next + i) % len(ids)
            return response
        self._next = (self._next + 1) % len(ids)
        assert last is not None
        raise last

    async def _send_to_controller(self, request: Message) -> Any:
        """Send to the active controller (bootstrapped with controllers): found with DescribeCluster."""
        description = _cluster_description(
            await self._send_any(DescribeClusterRequest(endpoint_type=ENDPOINT_TYPE_CONTROLLER))
        )
        leader = description.controller_id
        node = next((n for n in description.nodes if n.node_id == leader), None)
        if leader < 0 or node is None:
            raise AdminError.of(ErrorCode.NOT_CONTROLLER, "no active controller is known yet")
        return await self._send(self._node_at(node.host, node.port, leader), request)

    async def _retrying(self, name: str, attempt: Callable[[], Awaitable[T]]) -> T:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.default_api_timeout_ms / 1000.0
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
                    f"{name} timed out after {self.default_api_timeout_ms} ms ({tries} attempts); last error: {last}"
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
        nodes={
            n.node_id: tuple(QuorumEndpoint(e.name, e.host, e.port) for e in n.listeners)
            for n in response.nodes
        },
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
