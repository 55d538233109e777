"""The KRaft quorum in a node: the metadata log, its `RaftDriver`, and what the node serves for it.

Every node runs raft: a node in the voter set is a voter, every other node (a broker, a controller not yet in the
voter set) an observer that replicates the metadata log from the voters. The voter set is replicated state of the
log (seed 003, `kraftpy.raft.assignment`): `controller.quorum.voters` only stands in while the log holds none, and
with `controller.quorum.bootstrap.servers` alone a node finds the quorum through those servers (raft peers -2, -3,
...). `RaftRole` opens `<metadata.log.dir>/__cluster_metadata-0` (`MetadataLog`, `FileQuorumStateStore`), builds
the driver on its own asyncio reactor and channel manager (raft traffic never waits behind other inter-node requests,
as Kafka gives raft its own network client), keeps the endpoints of the voters (and of the leader) in both channel
managers as the log changes them, and registers:

* on the controller listeners (controllers only): Vote, BeginQuorumEpoch, EndQuorumEpoch, FetchSnapshot and Fetch
  (of `__cluster_metadata`), DescribeQuorum answered by the quorum leader (with seed 003's TargetVoters),
  DescribeCluster for controller endpoints (`EndpointType` 2: the voters, with the raft leader as `ControllerId`),
  KIP-853's AddRaftVoter, RemoveRaftVoter and UpdateRaftVoter, and, wrapped around the controller's handlers,
  AlterPartitionReassignments / ListPartitionReassignments for `__cluster_metadata` partition 0;
* on the broker listeners (brokers only): DescribeQuorum, AddRaftVoter and RemoveRaftVoter, forwarded to the quorum
  leader the node knows from raft (kafka-python sends DescribeQuorum to a broker).

`QuorumHandlers` serves them (`kraftpy.node.roles.assemble`, in a node and in the simulator alike), before the
listeners open, so no peer ever negotiates versions without them.

`NoOpAppender` keeps an idle quorum moving: while this node leads and nothing else was appended for
`metadata.max.idle.interval.ms`, it appends a `NoOpRecord`, so the high watermark advances and followers keep
fetching. The controller reuses it once it owns the appends.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from kraftpy.metadata.records import encode_record
from kraftpy.net.client import ChannelManager
from kraftpy.net.error_responses import build_error_response
from kraftpy.node.aio import AsyncioReactor
from kraftpy.node.config import NodeConfig
from kraftpy.node.metadata_log import FileQuorumStateStore, MetadataLog, metadata_partition_dir
from kraftpy.protocol.api import API_BY_KEY, ENDPOINT_TYPE_BROKER, ENDPOINT_TYPE_CONTROLLER, ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse
from kraftpy.protocol.messages.metadata_records import NoOpRecord
from kraftpy.protocol.messages.remove_raft_voter import RemoveRaftVoterRequest, RemoveRaftVoterResponse
from kraftpy.protocol.uuids import uuid_from_str
from kraftpy.raft.config import QuorumConfig, RaftConfigError
from kraftpy.raft.describe import describe_quorum_error, is_metadata_partition_request
from kraftpy.raft.driver import RAFT_APIS, RaftDriver, RaftListener, bootstrap_peer_ids
from kraftpy.raft.endpoint_updates import VoterEndpointUpdater
from kraftpy.raft.messages import RAFT_MIN_FETCH_VERSION
from kraftpy.raft.quorum_api import (
    QuorumAdmin,
    merge_reassignment_lists,
    merge_reassignment_responses,
    names_metadata_partition,
    split_reassignments,
)
from kraftpy.raft.types import NotLeaderError
from kraftpy.raft.voters import Endpoint, Voter, VoterSet
from kraftpy.runtime import (
    CONTROLLER_LISTENER,
    Deferred,
    Reactor,
    RequestHandler,
    RequestInfo,
    Timer,
    TransportError,
)
from kraftpy.security.config import inter_node_security
from kraftpy.storage.fs import FileSystem
from kraftpy.storage.meta_properties import MetaProperties

__all__ = [
    "DescribeClusterHandler",
    "DescribeQuorumForwarder",
    "NoOpAppender",
    "LeaderForwarder",
    "QuorumHandlers",
    "ServeFn",
    "RaftRole",
    "RaftStartupError",
    "controller_endpoints",
    "controller_endpoints_explicit",
    "quorum_config",
    "voter_set",
]

logger = logging.getLogger(__name__)

NOOP_RECORD = encode_record(NoOpRecord())
# cluster operations granted without an authorizer: CREATE, ALTER, DESCRIBE, CLUSTER_ACTION, DESCRIBE_CONFIGS,
# ALTER_CONFIGS, IDEMPOTENT_WRITE (see reference/clients.md)
CLUSTER_AUTHORIZED_OPERATIONS = sum(1 << op for op in (5, 7, 8, 9, 10, 11, 12))
_RESIGN_WAIT_S = 1.0


class RaftStartupError(Exception):
    """Raft cannot start in this node (unsupported configuration, unreadable metadata log): one line."""


def quorum_config(config: NodeConfig) -> QuorumConfig:
    """The `controller.quorum.*` settings of the node as the raft core's config."""
    try:
        return QuorumConfig(
            election_timeout_ms=config.controller_quorum_election_timeout_ms,
            fetch_timeout_ms=config.controller_quorum_fetch_timeout_ms,
            election_backoff_max_ms=config.controller_quorum_election_backoff_max_ms,
            request_timeout_ms=config.controller_quorum_request_timeout_ms,
            retry_backoff_ms=config.controller_quorum_retry_backoff_ms,
            append_linger_ms=config.controller_quorum_append_linger_ms,
        )
    except RaftConfigError as exc:
        raise RaftStartupError(str(exc)) from None


def controller_listener_name(config: NodeConfig) -> str:
    return config.controller_listener_names[0]


def voter_set(config: NodeConfig) -> VoterSet:
    """The voters of `controller.quorum.voters`, reachable on the first of `controller.listener.names`; none with
    `controller.quorum.bootstrap.servers` alone (the log, the bootstrap snapshot or the servers tell them)."""
    if not config.controller_quorum_voters:
        return VoterSet.none()
    name = controller_listener_name(config)
    return VoterSet(
        Voter(v.node_id, endpoints=(Endpoint(name, v.host, v.port),)) for v in config.controller_quorum_voters
    )


def controller_endpoints(config: NodeConfig) -> tuple[Endpoint, ...]:
    """A controller's own controller listeners as other nodes reach them (advertised.listeners first), announced
    in its fetches and written into the voter set; empty on a broker-only node."""
    if not config.is_controller:
        return ()
    advertised = {e.name: e for e in (config.advertised_listeners or [])}
    out = []
    for e in config.controller_listeners:
        a = advertised.get(e.name)
        host = (a.host if a is not None else e.host) or "localhost"
        if host in ("0.0.0.0", "::"):
            host = "localhost"
        out.append(Endpoint(e.name, host, a.port if a is not None else e.port))
    return tuple(out)


def controller_endpoints_explicit(config: NodeConfig) -> bool:
    """Whether every controller listener of the node names the host others reach it at (advertised, or a concrete
    host in `listeners`): only then may the node correct its voter record with UpdateRaftVoter. A wildcard or empty
    host stands for "localhost" in `controller_endpoints`, which must never replace a voter's recorded host."""
    if not config.is_controller or not config.controller_listeners:
        return False
    advertised = {e.name: e for e in (config.advertised_listeners or [])}
    for e in config.controller_listeners:
        a = advertised.get(e.name)
        host = a.host if a is not None else e.host
        if not host or host in ("0.0.0.0", "::"):
            return False
    return True


class NoOpAppender(RaftListener):
    """While this node is the quorum leader, append a NoOpRecord once nothing was appended for `interval_ms`
    (Kafka's `metadata.max.idle.interval.ms`; 0 disables it)."""

    def __init__(self, reactor: Reactor, driver: RaftDriver, interval_ms: int) -> None:
        self.reactor = reactor
        self.driver = driver
        self.interval_ms = interval_ms
        self._timer: Timer | None = None
        self.appended = 0

    def handle_leader_change(self, leader_id: int, epoch: int) -> None:
        self._cancel()
        if leader_id == self.driver.node_id and self.interval_ms > 0:
            self._schedule(self.reactor.now_ms() + self.interval_ms)

    def _schedule(self, when: int) -> None:
        self._cancel()
        self._timer = self.reactor.call_at(when, self._fire)

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _fire(self) -> None:
        self._timer = None
        driver = self.driver
        if not driver.is_leader or driver.closed:
            return
        now = self.reactor.now_ms()
        last = driver.last_append_ms
        if last is not None and now - last < self.interval_ms:
            self._schedule(last + self.interval_ms)
            return
        try:
            driver.append([NOOP_RECORD])
        except NotLeaderError:
            return
        self.appended += 1
        self._schedule(now + self.interval_ms)

    def close(self) -> None:
        self._cancel()


def _with_version(local: Callable[[Any, int], Message | Deferred]) -> Callable[[RequestInfo, Any], Message | Deferred]:
    """A handler taking (request, api version) as one taking (request info, request)."""
    return lambda info, req: local(req, info.api_version)


class LeaderForwarder:
    """A request on a broker listener that only the quorum leader answers (AddRaftVoter, RemoveRaftVoter): the
    broker forwards it to the leader's controller listener and relays the answer; NOT_LEADER_OR_FOLLOWER (or
    REQUEST_TIMED_OUT) when there is no leader or the forward fails."""

    def __init__(
        self,
        reactor: Reactor,
        driver: RaftDriver,
        api: int,
        timeout_ms: int,
        local: Callable[[RequestInfo, Any], Message | Deferred] | None = None,
    ) -> None:
        self.reactor = reactor
        self.driver = driver
        self.api = api
        self.timeout_ms = timeout_ms
        self.local = local

    def __call__(self, info: RequestInfo, request: Any) -> Message | Deferred:
        driver = self.driver
        if driver.is_leader and self.local is not None:
            return self.local(info, request)
        leader = driver.leader_and_epoch.leader_id
        api = API_BY_KEY[self.api]
        if leader < 0 or leader == driver.node_id:
            return build_error_response(api, info.api_version, ErrorCode.NOT_LEADER_OR_FOLLOWER, request)  # type: ignore[return-value]
        deferred = Deferred()
        timeout = max(self.timeout_ms, int(getattr(request, "timeout_ms", 0) or 0) + 5_000)

        def done(response: Message | None, error: TransportError | None) -> None:
            if response is not None:
                deferred.resolve(response)
                return
            code = (
                ErrorCode.REQUEST_TIMED_OUT
                if error is not None and error.timed_out
                else ErrorCode.NOT_LEADER_OR_FOLLOWER
            )
            deferred.resolve(build_error_response(api, info.api_version, code, request))

        self.reactor.send(leader, CONTROLLER_LISTENER, request, done, timeout_ms=timeout, version=info.api_version)
        return deferred


class DescribeQuorumForwarder:
    """DescribeQuorum on a broker listener: answered by the quorum leader, to which the broker forwards it (or
    directly, when this node is that leader)."""

    def __init__(self, reactor: Reactor, driver: RaftDriver, timeout_ms: int) -> None:
        self.reactor = reactor
        self.driver = driver
        self.timeout_ms = timeout_ms

    def __call__(self, info: RequestInfo, request: DescribeQuorumRequest) -> Message | Deferred:
        driver = self.driver
        if driver.is_leader:
            return driver.describe_quorum(request, info.api_version)
        if not is_metadata_partition_request(request):
            return describe_quorum_error(request, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
        leader = driver.leader_and_epoch
        if leader.leader_id < 0 or leader.leader_id == driver.node_id:
            return describe_quorum_error(
                request,
                ErrorCode.NOT_LEADER_OR_FOLLOWER,
                leader_epoch=leader.epoch,
                message="The quorum has no known leader",
            )
        deferred = Deferred()

        def done(response: Message | None, error: TransportError | None) -> None:
            if isinstance(response, DescribeQuorumResponse):
                deferred.resolve(response)
                return
            code = (
                ErrorCode.REQUEST_TIMED_OUT
                if error is not None and error.timed_out
                else (ErrorCode.NOT_LEADER_OR_FOLLOWER)
            )
            deferred.resolve(
                describe_quorum_error(
                    request,
                    code,
                    leader_id=leader.leader_id,
                    leader_epoch=leader.epoch,
                    message=f"Forwarding to the quorum leader {leader.leader_id} failed: {error}",
                )
            )

        self.reactor.send(
            leader.leader_id,
            CONTROLLER_LISTENER,
            request,
            done,
            timeout_ms=self.timeout_ms,
            version=info.api_version,
        )
        return deferred


class DescribeClusterHandler:
    """DescribeCluster on a controller listener (KIP-919): the cluster id, the raft leader as the controller id
    and the voters' endpoints of the listener the request came in on. Broker endpoints are answered by brokers."""

    def __init__(self, driver: RaftDriver, cluster_id: str) -> None:
        self.driver = driver
        self.cluster_id = cluster_id

    def __call__(self, info: RequestInfo, request: DescribeClusterRequest) -> DescribeClusterResponse:
        requested = request.endpoint_type
        if requested not in (ENDPOINT_TYPE_BROKER, ENDPOINT_TYPE_CONTROLLER):
            return DescribeClusterResponse(
                error_code=ErrorCode.INVALID_REQUEST if info.api_version == 0 else ErrorCode.UNSUPPORTED_ENDPOINT_TYPE,
                error_message=f"Unsupported endpoint type {requested}",
            )
        if requested != ENDPOINT_TYPE_CONTROLLER:
            return DescribeClusterResponse(
                error_code=ErrorCode.INVALID_REQUEST if info.api_version == 0 else ErrorCode.MISMATCHED_ENDPOINT_TYPE,
                error_message="The request was sent to an endpoint of type CONTROLLER, but we wanted an endpoint of "
                "type BROKER",
            )
        driver = self.driver
        listed: dict[int, tuple[Endpoint, ...]] = {voter.node_id: voter.endpoints for voter in driver.voters}
        leader = driver.leader_and_epoch.leader_id
        if leader >= 0 and leader not in listed:
            # an observer whose voters are not in its log yet (`controller.quorum.voters` of the voters): the leader
            # as its fetches found it, so that a tool bootstrapped with this node reaches the active controller
            listed[leader] = driver.leader_endpoints()
        brokers = []
        for node_id, eps in listed.items():
            endpoints = [e for e in eps if e.name == info.listener] or list(eps[:1])
            if endpoints:
                e = endpoints[0]
                brokers.append(
                    DescribeClusterResponse.DescribeClusterBroker(broker_id=node_id, host=e.host, port=e.port)
                )
        ops = CLUSTER_AUTHORIZED_OPERATIONS if request.include_cluster_authorized_operations else -(2**31)
        return DescribeClusterResponse(
            endpoint_type=ENDPOINT_TYPE_CONTROLLER,
            cluster_id=self.cluster_id,
            controller_id=leader if leader >= 0 and listed.get(leader) else -1,
            brokers=brokers,
            cluster_authorized_operations=ops,
        )


def open_metadata_raft(
    config: NodeConfig,
    meta: MetaProperties,
    fs: FileSystem,
    clock: Callable[[], int],
    reactor: Reactor,
    on_fatal: Callable[[BaseException], None] | None = None,
    on_endpoints: Callable[[dict[int, tuple[Endpoint, ...]]], None] | None = None,
) -> tuple[MetadataLog, RaftDriver]:
    """Open `<metadata.log.dir>/__cluster_metadata-0` and the quorum state on `fs`, and build the node's driver on
    `reactor` (the asyncio node and the simulator build raft the same way). `on_endpoints` learns the controller
    endpoints of the voters and of the leader whenever the log changes them."""
    qc = quorum_config(config)
    voters = voter_set(config)
    directory = metadata_partition_dir(config.metadata_dir)
    try:
        log = MetadataLog.open(fs, directory, clock)
    except Exception as exc:
        raise RaftStartupError(f"Cannot open the metadata log {directory}: {exc}") from None
    store = FileQuorumStateStore(fs, directory)
    kwargs: dict[str, Any] = {}
    if meta.directory_id:
        kwargs["directory_id"] = uuid_from_str(meta.directory_id)
    try:
        driver = RaftDriver(
            reactor,
            voters=voters,
            log=log,
            store=store,
            cluster_id=meta.cluster_id,
            config=qc,
            on_fatal=on_fatal,
            endpoints=controller_endpoints(config),
            bootstrap_servers=0 if config.controller_quorum_voters else len(config.controller_quorum_bootstrap_servers),
            on_endpoints=on_endpoints,
            **kwargs,
        )
    except Exception as exc:
        log.close()
        raise RaftStartupError(f"Cannot start raft on {directory}: {exc}") from None
    return log, driver


class ServeFn(Protocol):
    """Serve `handler` for `api` on `listeners` (versions: min, max; default all); returns it as it serves (behind
    its authorization rule). The node's (`Node._serve`) and the simulator's."""

    def __call__(
        self, api: int, handler: RequestHandler, listeners: Iterable[str], versions: tuple[int, int] | None = None
    ) -> RequestHandler: ...


class QuorumHandlers:
    """What a node serves for the metadata quorum (see the module docstring), for `kraftpy server start` and the
    simulator alike (`kraftpy.node.roles.assemble`): `register` serves the quorum's own handlers, `wrapping` wraps
    the controller's reassignment handlers so that `__cluster_metadata` partition 0 goes to the quorum."""

    def __init__(self, config: NodeConfig, driver: RaftDriver, cluster_id: str, forward: Reactor) -> None:
        self.config = config
        self.driver = driver
        self.cluster_id = cluster_id
        self.forward = forward  # carries DescribeQuorum, AddRaftVoter and RemoveRaftVoter to the quorum leader
        self.admin = QuorumAdmin(driver, cluster_id)
        self.controller_names = frozenset(e.name for e in config.controller_listeners)

    def register(self, serve: ServeFn) -> None:
        config, driver, admin = self.config, self.driver, self.admin
        controller_names = sorted(self.controller_names)
        broker_names = [e.name for e in config.broker_listeners] if config.is_broker else []
        if config.is_controller and controller_names:
            for api in RAFT_APIS:
                # Fetch from v12 on: the versions that carry what the quorum needs (diverging epoch, current leader,
                # snapshot id); older ones could not be answered, so they are not offered
                versions = (RAFT_MIN_FETCH_VERSION, API_BY_KEY[api].max_version) if api == ApiKey.FETCH else None
                serve(api, driver.handle_request, controller_names, versions)
            serve(
                ApiKey.DESCRIBE_QUORUM,
                lambda info, req: driver.describe_quorum(req, info.api_version),
                controller_names,
                None,
            )
            serve(ApiKey.DESCRIBE_CLUSTER, DescribeClusterHandler(driver, self.cluster_id), controller_names, None)
            for api, local in (
                (ApiKey.ADD_RAFT_VOTER, admin.add_raft_voter),
                (ApiKey.REMOVE_RAFT_VOTER, admin.remove_raft_voter),
                (ApiKey.UPDATE_RAFT_VOTER, admin.update_raft_voter),
            ):
                serve(api, self._leader_only(api, local), controller_names, None)
        if broker_names:
            timeout = config.controller_quorum_request_timeout_ms
            serve(ApiKey.DESCRIBE_QUORUM, DescribeQuorumForwarder(self.forward, driver, timeout), broker_names, None)
            for api, local in (
                (ApiKey.ADD_RAFT_VOTER, admin.add_raft_voter),
                (ApiKey.REMOVE_RAFT_VOTER, admin.remove_raft_voter),
            ):
                forwarder = LeaderForwarder(self.forward, driver, api, 60_000, _with_version(local))
                serve(api, forwarder, broker_names, None)

    def _leader_only(self, api: int, handler: Callable[[Any, int], Message | Deferred]) -> Callable[..., Any]:
        """KIP-853's requests on a controller listener: the quorum leader answers, others NOT_LEADER_OR_FOLLOWER."""
        driver = self.driver

        def serve_request(info: RequestInfo, request: Any) -> Message | Deferred:
            if not driver.is_leader:
                response = build_error_response(
                    API_BY_KEY[api], info.api_version, ErrorCode.NOT_LEADER_OR_FOLLOWER, request
                )
                if response is not None and hasattr(response, "error_message"):
                    leader = driver.leader_and_epoch.leader_id
                    response.error_message = f"Node {driver.node_id} is not the quorum leader" + (
                        f"; the leader is {leader}" if leader >= 0 else ""
                    )
                return response  # type: ignore[return-value]
            return handler(request, info.api_version)

        return serve_request

    def wrapping(self, serve: ServeFn) -> ServeFn:
        """`serve` with AlterPartitionReassignments and ListPartitionReassignments on the controller listeners
        wrapped: the parts about `__cluster_metadata` partition 0 go to the quorum (seed 003), the rest to the
        controller's handler."""
        admin = self.admin
        controllers = self.controller_names

        def wrapped(
            api: int, handler: RequestHandler, listeners: Iterable[str], versions: tuple[int, int] | None = None
        ) -> RequestHandler:
            listeners = list(listeners)
            if set(listeners) & controllers:
                if api == ApiKey.ALTER_PARTITION_REASSIGNMENTS:
                    inner = handler
                    handler = lambda info, request: _alter_reassignments(admin, inner, info, request)  # noqa: E731
                elif api == ApiKey.LIST_PARTITION_REASSIGNMENTS:
                    inner = handler
                    handler = lambda info, request: _list_reassignments(admin, inner, info, request)  # noqa: E731
            return serve(api, handler, listeners, versions)

        return wrapped


class RaftRole:
    """Raft in a node: `open` before the listeners start (opens the log, builds the driver and the quorum's
    handlers), `start` once they run, `shutdown` last (a leader resigns, then the log is flushed and closed)."""

    name = "raft"

    def __init__(
        self,
        config: NodeConfig,
        *,
        fs: FileSystem,
        clock: Callable[[], int],
        rng: random.Random,
        on_fatal: Callable[[BaseException], None] | None = None,
    ) -> None:
        self.config = config
        self.fs = fs
        self.clock = clock
        self.rng = rng
        self.on_fatal = on_fatal
        self.log: MetadataLog | None = None
        self.channels: ChannelManager | None = None
        self.reactor: AsyncioReactor | None = None
        self.driver: RaftDriver | None = None
        self.noop: NoOpAppender | None = None
        self.endpoint_updater: VoterEndpointUpdater | None = None  # KIP-853 UpdateRaftVoter of this voter
        self.quorum: QuorumHandlers | None = None  # what the node serves for the quorum (`kraftpy.node.roles.assemble`)
        self._node_channels: ChannelManager | None = None

    def open(
        self,
        meta: MetaProperties,
        forward_reactor: Reactor | None = None,
        node_channels: ChannelManager | None = None,
    ) -> RaftDriver:
        """Open the metadata log and quorum state, build the driver and the quorum's handlers (`self.quorum`, which
        the node's assembly serves: call inside the event loop, before the listeners open). `forward_reactor`
        carries forwarded requests (DescribeQuorum, AddRaftVoter, RemoveRaftVoter); `node_channels` (the node's
        other inter-node channels) are kept told the controller endpoints of the voters and of the leader, as
        raft's own are."""
        config = self.config
        name = controller_listener_name(config)
        self.channels = ChannelManager(
            rng=random.Random(self.rng.getrandbits(64)),
            client_id=f"raft-client-{config.node_id}",
            default_listener=name,
            security=inter_node_security(config.security, name, None),  # TLS / SASL of the controller listener
        )
        for v in voter_set(config):
            for e in v.endpoints:
                self.channels.set_endpoint(v.node_id, e.host, e.port, listener=e.name)
        if not config.controller_quorum_voters:
            peers = bootstrap_peer_ids(len(config.controller_quorum_bootstrap_servers))
            for peer, (host, port) in zip(peers, config.controller_quorum_bootstrap_servers, strict=True):
                self.channels.set_endpoint(peer, host, port, listener=name)
        self._node_channels = node_channels
        self.reactor = AsyncioReactor(
            config.node_id,
            self.channels,
            {CONTROLLER_LISTENER: name},
            random.Random(self.rng.getrandbits(64)),
        )
        self.log, self.driver = open_metadata_raft(
            config, meta, self.fs, self.clock, self.reactor, self.on_fatal, on_endpoints=self._update_endpoints
        )
        driver = self.driver
        self.noop = NoOpAppender(self.reactor, driver, config.metadata_max_idle_interval_ms)
        driver.register_listener(self.noop)
        if controller_endpoints_explicit(config):
            self.endpoint_updater = VoterEndpointUpdater(self.reactor, driver, meta.cluster_id)
            driver.register_listener(self.endpoint_updater)
        forward = forward_reactor if forward_reactor is not None else self.reactor
        self.quorum = QuorumHandlers(config, driver, meta.cluster_id or "", forward)
        logger.info(
            "[RaftRole %d] Opened %s as %s of the quorum %s",
            config.node_id,
            self.log,
            "a voter" if driver.is_voter else "an observer",
            list(driver.voters.ids),
        )
        return driver

    def _update_endpoints(self, endpoints: dict[int, tuple[Endpoint, ...]]) -> None:
        """The controller endpoints the log (or the leader) gave: raft's channels and the node's use them."""
        for channels in (self.channels, self._node_channels):
            if channels is None:
                continue
            for node_id, eps in endpoints.items():
                if node_id == self.config.node_id:
                    continue
                merged = channels.endpoints(node_id)  # keep other listeners (a broker's, from its registration)
                changed = False
                for e in eps:
                    if merged.get(e.name) != (e.host, e.port):
                        merged[e.name] = (e.host, e.port)
                        changed = True
                if changed:
                    channels.update_endpoints(node_id, merged)

    async def start(self) -> None:
        if self.driver is not None:
            self.driver.start()

    async def demote(self) -> bool:
        """`kraftpy.controller.quorum.demote.on.shutdown` (seed 003, Quorum Bootstrapping: "first change the quorum
        to degrade the shutting down voters to observers"): before a voter stops, it asks the quorum leader to remove
        it (RemoveRaftVoter; the leader itself hands leadership over and its successor removes it) and waits, at most
        5 times `controller.quorum.request.timeout.ms`, until the committed voter set no longer has it. The only
        voter stays one. Call while the listeners still serve raft; True once this node left the voter set."""
        config, driver, reactor = self.config, self.driver, self.reactor
        if not config.controller_quorum_demote_on_shutdown or driver is None or reactor is None or driver.closed:
            return False
        if not driver.is_voter:
            return False
        node_id = config.node_id
        if len(driver.voters) < 2:
            logger.info("[RaftRole %d] Staying a voter on shutdown: it is the only voter", node_id)
            return False
        loop = asyncio.get_running_loop()
        timeout_ms = config.controller_quorum_request_timeout_ms * 5
        deadline = loop.time() + timeout_ms / 1000
        backoff = max(config.controller_quorum_retry_backoff_ms, 20) / 1000
        logger.info("[RaftRole %d] Leaving the voter set %s before shutting down", node_id, list(driver.voters.ids))
        last = "no quorum leader known"
        while loop.time() < deadline and not driver.closed:
            remaining_ms = max(1, int((deadline - loop.time()) * 1000))
            code, message = await self._remove_self(remaining_ms)
            if code in (ErrorCode.NONE, ErrorCode.VOTER_NOT_FOUND):
                logger.info(
                    "[RaftRole %d] Left the voter set (now %s): stopping as an observer",
                    node_id,
                    list(driver.voters.ids),
                )
                return True
            if code == ErrorCode.INVALID_REQUEST:  # the only voter left
                last = message or "refused"
                break
            last = f"{ErrorCode(code).name}: {message}" if message else ErrorCode(code).name
            await asyncio.sleep(min(backoff, max(0.0, deadline - loop.time())))
        logger.warning("[RaftRole %d] Stopping as a voter: leaving the voter set failed (%s)", node_id, last)
        return False

    async def _remove_self(self, timeout_ms: int) -> tuple[int, str | None]:
        """One RemoveRaftVoter of this node: answered by the local raft when it leads, else by the leader it knows."""
        driver, reactor = self.driver, self.reactor
        assert driver is not None and reactor is not None
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[tuple[int, str | None]] = loop.create_future()

        def settle(code: int, message: str | None) -> None:
            if not answer.done():
                answer.set_result((code, message))

        directory_id = driver.raft.directory_id
        if driver.is_leader:
            d = driver.remove_voter(self.config.node_id, directory_id, timeout_ms)
            d.add_callback(lambda r: settle(r.result().error_code, r.result().message))
        else:
            leader = driver.leader_and_epoch.leader_id
            if leader < 0 or leader == self.config.node_id:
                return ErrorCode.NOT_LEADER_OR_FOLLOWER, "no quorum leader known"
            request = RemoveRaftVoterRequest(
                cluster_id=None, voter_id=self.config.node_id, voter_directory_id=directory_id
            )

            def done(response: Message | None, error: TransportError | None) -> None:
                if isinstance(response, RemoveRaftVoterResponse):
                    settle(response.error_code, response.error_message)
                else:
                    settle(ErrorCode.REQUEST_TIMED_OUT, f"RemoveRaftVoter to node {leader} failed: {error}")

            reactor.send(leader, CONTROLLER_LISTENER, request, done, timeout_ms=timeout_ms, version=0)
        try:
            return await asyncio.wait_for(answer, timeout_ms / 1000 + 1)
        except TimeoutError:
            return ErrorCode.REQUEST_TIMED_OUT, "no answer"

    async def shutdown(self) -> None:
        driver = self.driver
        if driver is not None and not driver.closed:
            if driver.is_leader:
                driver.resign()
                loop = asyncio.get_running_loop()
                deadline = loop.time() + _RESIGN_WAIT_S
                while not driver.resignation_acknowledged and loop.time() < deadline:
                    await asyncio.sleep(0.01)
            driver.close()
        if self.noop is not None:
            self.noop.close()
        if self.endpoint_updater is not None:
            self.endpoint_updater.close()
        if self.reactor is not None:
            await self.reactor.close()
        if self.channels is not None:
            await self.channels.close()
        self.close_log()

    def close_log(self) -> None:
        """Flush (a clean shutdown) and close the metadata log."""
        log = self.log
        self.log = None
        if log is None:
            return
        try:
            log.flush()
        except Exception as exc:  # the log may be offline after an I/O error
            logger.error("[RaftRole %d] Failed to flush the metadata log: %s", self.config.node_id, exc)
        finally:
            log.close()


def _settle(
    result: Message | Deferred | None, api: int, version: int, request: Any, then: Callable[[Message | None], None]
) -> None:
    """Call `then` with a handler's answer: a message, or what its Deferred resolves to (a failed Deferred becomes
    the error response the dispatcher would have sent)."""
    if result is None or isinstance(result, Message):
        then(result)
        return

    def done(d: Deferred) -> None:
        if d.error is None:
            then(d.result())
            return
        code = getattr(d.error, "error_code", ErrorCode.UNKNOWN_SERVER_ERROR)
        then(
            build_error_response(
                API_BY_KEY[api], version, code if code not in (0, -1) else ErrorCode.UNKNOWN_SERVER_ERROR, request
            )
        )

    result.add_callback(done)


def _alter_reassignments(admin: QuorumAdmin, handler: Any, info: RequestInfo, request: Any) -> Message | Deferred:
    metadata, rest = split_reassignments(request)
    if metadata is None:
        return handler(info, request)  # type: ignore[no-any-return]
    version = info.api_version
    out = Deferred()
    results: dict[str, Any] = {}

    def finish() -> None:
        if "ours" in results and "theirs" in results and not out.done:
            out.resolve(merge_reassignment_responses([results["ours"]], results["theirs"], version, request))

    def theirs(response: Message | None) -> None:
        results["theirs"] = response
        finish()

    def ours(d: Deferred) -> None:
        results["ours"] = d.result()
        finish()

    if rest is None:
        results["theirs"] = None
    else:
        _settle(handler(info, rest), ApiKey.ALTER_PARTITION_REASSIGNMENTS, version, rest, theirs)
    admin.alter(metadata, request.timeout_ms).add_callback(ours)
    return out.result() if out.done else out


def _list_reassignments(admin: QuorumAdmin, handler: Any, info: RequestInfo, request: Any) -> Message | Deferred:
    if request.topics is not None and not names_metadata_partition(request):
        return handler(info, request)  # type: ignore[no-any-return]
    if request.topics is not None and all(t.name == "__cluster_metadata" for t in request.topics):
        return admin.list_response(request)
    out = Deferred()
    entry = admin.listing(request) if admin.driver.is_leader else None

    def theirs(response: Message | None) -> None:
        merged = merge_reassignment_lists(entry, response)  # type: ignore[arg-type]
        out.resolve(merged)

    if request.topics is not None:
        request = type(request)(
            timeout_ms=request.timeout_ms, topics=[t for t in request.topics if t.name != "__cluster_metadata"]
        )
    _settle(handler(info, request), ApiKey.LIST_PARTITION_REASSIGNMENTS, info.api_version, request, theirs)
    return out.result() if out.done else out
