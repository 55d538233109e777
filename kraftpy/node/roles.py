"""The controller and broker roles of a node: the sans-IO cores wired to raft, the dispatcher and the reactor.

* `ControllerNodeRole` (process.roles contains controller): a `ControllerRole` whose metadata log is the node's
  raft driver; it replays every committed record (a hot standby) and, while this node leads the quorum, decides
  and appends. Its requests are served on the controller listeners.
* `BrokerNodeRole` (process.roles contains broker): the broker's metadata image (replayed from the records raft
  commits), registration and heartbeats with the active controller (`BrokerLifecycle`, with the PreviousBrokerEpoch
  of the clean-shutdown files), the requests answered from the image, and the admin requests it forwards to the
  active controller. A graceful stop asks the controller for a controlled shutdown first, and writes the
  clean-shutdown files with the broker epoch last. It is *ready* (`on_ready`) once it is registered and unfenced
  and its own metadata has caught up with that (its image holds its registration, unfenced): the node opens its
  client listeners only then, as Kafka enables its data-plane acceptors once the broker is unfenced.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from kraftpy.broker.lifecycle import BrokerLifecycle, BrokerState, ListenerInfo
from kraftpy.broker.metadata_handlers import BrokerMetadataSettings, Forwarder, MetadataHandlers
from kraftpy.broker.producer_state import controller_producer_id_allocator
from kraftpy.broker.quota_handlers import QuotaHandlers
from kraftpy.broker.replica_manager import API_VERSIONS as DATA_PLANE_VERSIONS
from kraftpy.broker.replica_manager import ReplicaManager
from kraftpy.broker.security_handlers import SecurityHandlers
from kraftpy.controller.metrics import METRICS as CONTROLLER_METRICS
from kraftpy.controller.quorum_controller import QuorumController
from kraftpy.controller.role import ControllerRole
from kraftpy.controller.settings import ControllerSettings
from kraftpy.coordinator.coordinator import GroupCoordinator
from kraftpy.coordinator.log import ReplicaManagerLog
from kraftpy.coordinator.records import CONSUMER_OFFSETS
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.coordinator.transactions import TransactionCoordinator
from kraftpy.coordinator.txn_settings import TransactionCoordinatorSettings
from kraftpy.metadata.coordinator_keys import TRANSACTION_STATE
from kraftpy.metadata.image import ImageChanges, MetadataImage
from kraftpy.metadata.publisher import MetadataPublisher
from kraftpy.metrics.broker_transactions import broker_transaction_collector
from kraftpy.metrics.cleaner import log_cleaner_collector
from kraftpy.metrics.groups import group_coordinator_collector
from kraftpy.metrics.roles import ScrapeCollector, broker_collector, controller_collector
from kraftpy.metrics.transactions import transaction_coordinator_collector
from kraftpy.node.config import NodeConfig
from kraftpy.node.data_plane import LogTasks, default_log_config, replica_manager_settings
from kraftpy.node.envelope import EnvelopeHandler
from kraftpy.node.raft_role import QuorumHandlers, ServeFn
from kraftpy.protocol.messages import ApiKey
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.messages.init_producer_id import InitProducerIdRequest
from kraftpy.protocol.uuids import uuid_from_str
from kraftpy.raft.driver import RaftDriver, RaftListener
from kraftpy.raft.messages import LoadedSnapshot
from kraftpy.raft.records import Batch
from kraftpy.runtime import Reactor, RequestHandler, RequestInfo
from kraftpy.storage import LogManager
from kraftpy.storage.errors import LogDirFailureError
from kraftpy.storage.fs import FileSystem
from kraftpy.storage.meta_properties import read_meta_properties

log = logging.getLogger(__name__)

CONTROLLED_SHUTDOWN_TIMEOUT_S = 30.0
# Admin requests a broker forwards to the active controller: CreateTopics, DeleteTopics, AlterConfigs,
# CreatePartitions, ElectLeaders, IncrementalAlterConfigs, AlterPartitionReassignments, ListPartitionReassignments,
# UpdateFeatures.
#: what a broker forwards to the active controller for its clients (in an Envelope, with the client's principal)
FORWARDED_APIS = (
    ApiKey.CREATE_TOPICS,
    ApiKey.DELETE_TOPICS,
    ApiKey.CREATE_ACLS,
    ApiKey.DELETE_ACLS,
    ApiKey.ALTER_CONFIGS,
    ApiKey.CREATE_PARTITIONS,
    ApiKey.ELECT_LEADERS,
    ApiKey.INCREMENTAL_ALTER_CONFIGS,
    ApiKey.ALTER_PARTITION_REASSIGNMENTS,
    ApiKey.LIST_PARTITION_REASSIGNMENTS,
    ApiKey.ALTER_USER_SCRAM_CREDENTIALS,
    ApiKey.UPDATE_FEATURES,
    ApiKey.ALTER_CLIENT_QUOTAS,
)


@dataclass(slots=True)
class RoleContext:
    """What the roles need from the node around them: the asyncio node and the simulator both provide it."""

    config: NodeConfig
    cluster_id: str
    reactor: Reactor
    driver: RaftDriver
    fs: FileSystem
    # register a runtime handler for an API on the named listeners (versions: min, max; default all)
    serve: ServeFn
    # inter-node endpoints learnt from broker registrations (node id, listener name -> (host, port)); optional
    update_endpoints: Callable[[int, dict[str, tuple[str, int]]], None] | None = None
    # add a Prometheus collector to the node's registry; optional
    register_collector: Callable[[ScrapeCollector], None] | None = None
    # a fault the node must not go on after (a controller that cannot replay a committed record: its image would
    # silently differ from the other controllers'); optional: without it the fault is only logged
    fatal: Callable[[BaseException], None] | None = None
    # the log cleaner's steps end after a slice of real time (a node); False: after a budget of bytes, each taking
    # simulated time (the simulator, so that a seed replays a cleaning exactly)
    time_sliced_cleaner: bool = True


class _DriverLog:
    """The raft driver as the controller's MetadataLog."""

    def __init__(self, driver: RaftDriver) -> None:
        self.driver = driver

    def next_offset(self) -> int:
        return self.driver.next_offset

    def append(self, records: list[bytes]) -> tuple[int, int]:
        result = self.driver.append(records)
        return result.base_offset, result.last_offset


class _ControllerListener(RaftListener):
    """Committed batches and snapshots into the controller. A record the controller cannot replay is a fatal fault
    (as in Kafka): skipping it would leave this controller deciding from a different image than its peers."""

    def __init__(self, controller: QuorumController, fatal: Callable[[BaseException], None] | None = None) -> None:
        self.controller = controller
        self.fatal = fatal

    def handle_load_snapshot(self, snapshot: LoadedSnapshot) -> None:
        try:
            # the bulk path: TopicRecords and PartitionRecords go from their bytes into the image
            self.controller.handle_load_snapshot_values(snapshot.records, snapshot.snapshot_id.offset - 1)
        except Exception as exc:
            self._replay_failed(exc, f"snapshot {snapshot.snapshot_id}")

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        for b in batches:
            try:
                if b.is_control or not b.records:
                    self.controller.handle_commit_offset(b.last_offset)
                else:
                    self.controller.handle_commit(b.base_offset, b.records, b.epoch)
            except Exception as exc:
                self._replay_failed(exc, f"the batch at offsets {b.base_offset}-{b.last_offset}")
                return

    def _replay_failed(self, exc: Exception, what: str) -> None:
        if self.fatal is None:
            raise exc
        log.error(
            "[QuorumController] Cannot replay %s of the metadata log: %s; stopping the node", what, exc, exc_info=exc
        )
        self.fatal(exc)

    def handle_leader_change(self, leader_id: int, epoch: int) -> None:
        self.controller.handle_leader_change(leader_id, epoch)


class _PublisherListener(RaftListener):
    def __init__(self, publisher: MetadataPublisher) -> None:
        self.publisher = publisher

    def handle_load_snapshot(self, snapshot: LoadedSnapshot) -> None:
        self.publisher.load_snapshot(snapshot.records, snapshot.snapshot_id.offset - 1)

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        for b in batches:
            if b.is_control or not b.records:
                self.publisher.advance(b.last_offset)
            else:
                self.publisher.commit(b.base_offset, b.records, b.epoch)


class _EndpointTracker:
    """Passes the listeners of new or changed broker registrations to the node's inter-node channels."""

    def __init__(self, update: Callable[[int, dict[str, tuple[str, int]]], None] | None) -> None:
        self.update_fn = update
        self._known: dict[int, object] = {}

    def update(self, image: MetadataImage) -> None:
        if self.update_fn is None:
            return
        for b, reg in image.brokers.items():
            if self._known.get(b) is not reg:
                self._known[b] = reg
                self.update_fn(b, {x.name: (x.host, x.port) for x in reg.listeners})


def _acls_enabled(config: NodeConfig) -> bool:
    """Whether an authorizer is configured (else the ACL APIs answer SECURITY_DISABLED)."""
    return bool((config.security_settings.get("authorizer.class.name") or "").strip())


class ControllerNodeRole:
    name = "controller"

    def __init__(self, ctx: RoleContext) -> None:
        self.ctx = ctx
        config = ctx.config
        settings = ControllerSettings(
            node_id=config.node_id,
            cluster_id=ctx.cluster_id,
            default_replication_factor=config.default_replication_factor,
            num_partitions=config.num_partitions,
            min_insync_replicas=config.min_insync_replicas,
            unclean_leader_election_enable=config.unclean_leader_election_enable,
            broker_session_timeout_ms=config.broker_session_timeout_ms,
            broker_heartbeat_interval_ms=config.broker_heartbeat_interval_ms,
            metadata_max_idle_interval_ms=config.metadata_max_idle_interval_ms,
            auto_leader_rebalance_enable=config.auto_leader_rebalance_enable,
            leader_imbalance_check_interval_seconds=config.leader_imbalance_check_interval_seconds,
            eligible_leader_replicas_enabled=config.eligible_leader_replicas_enabled,
            static=config.as_kafka_properties(),
            controller_ids=tuple(v.node_id for v in config.controller_quorum_voters),
        )
        driver = ctx.driver
        self.role = ControllerRole(settings, ctx.reactor, _DriverLog(driver), acls_enabled=_acls_enabled(config))
        driver.register_listener(_ControllerListener(self.role.controller, ctx.fatal))
        listeners = [e.name for e in config.controller_listeners]
        served: dict[int, RequestHandler] = {}
        for api, handler in self.role.handlers().items():
            served[api] = ctx.serve(api, handler, listeners)
        # DescribeAcls and DescribeUserScramCredentials from the committed image (--bootstrap-controller tools)
        committed = self.role.controller
        for api, handler in SecurityHandlers(lambda: committed.committed, _acls_enabled(config)).handlers().items():
            ctx.serve(api, handler, listeners)
        quotas = QuotaHandlers(lambda: committed.committed)  # (--bootstrap-controller tools)
        ctx.serve(ApiKey.DESCRIBE_CLIENT_QUOTAS, quotas.describe_client_quotas, listeners)
        # what brokers forward for their clients comes in an Envelope, served as if the client had sent it here
        ctx.serve(ApiKey.ENVELOPE, EnvelopeHandler({api: served[api] for api in FORWARDED_APIS}), listeners)
        # the unclean recovery manager asks brokers (GetReplicaLogInfo): their endpoints come from registrations
        self._endpoints = _EndpointTracker(ctx.update_endpoints)
        self.role.controller.on_commit(lambda image, _delta: self._endpoints.update(image))
        if ctx.register_collector is not None:
            ctx.register_collector(
                controller_collector(
                    self.role.metrics.snapshot, ((m.key, m.prometheus, m.kind, m.help) for m in CONTROLLER_METRICS)
                )
            )

    async def start(self) -> None:
        return None

    async def begin_shutdown(self) -> None:
        return None

    async def shutdown(self) -> None:
        self.close()

    def close(self) -> None:
        """Stop the controller's timers; waiting responses fail with NOT_CONTROLLER (synchronous: the simulator
        calls it directly)."""
        self.role.shutdown()


class BrokerNodeRole:
    name = "broker"

    def __init__(self, ctx: RoleContext) -> None:
        self.ctx = ctx
        config = ctx.config
        reactor = ctx.reactor
        driver = ctx.driver
        self.fs = ctx.fs
        self.publisher = MetadataPublisher()
        driver.register_listener(_PublisherListener(self.publisher))
        self.publisher.subscribe(self._update_endpoints)
        controller_leader = lambda: driver.leader_and_epoch.leader_id  # noqa: E731
        request_timeout = config.catalogue_value("request.timeout.ms")
        self.forwarder = Forwarder(reactor, controller_leader, request_timeout)
        settings = BrokerMetadataSettings(
            node_id=config.node_id,
            cluster_id=ctx.cluster_id,
            auto_create_topics_enable=config.auto_create_topics_enable,
            num_partitions=config.num_partitions,
            default_replication_factor=config.default_replication_factor,
            max_request_partition_size_limit=config.max_request_partition_size_limit,
            request_timeout_ms=request_timeout,
            controllers=tuple((v.node_id, v.host, v.port) for v in config.controller_quorum_voters),
            controller_listener_names=tuple(config.controller_listener_names),
            static=config.as_kafka_properties(),
        )
        self.handlers = MetadataHandlers(settings, lambda: self.publisher.image, self.forwarder)
        listeners = [e.name for e in config.broker_listeners]
        h = self.handlers
        metadata_handlers: tuple[tuple[int, RequestHandler], ...] = (
            (ApiKey.METADATA, h.metadata),
            (ApiKey.DESCRIBE_CLUSTER, h.describe_cluster),
            (ApiKey.DESCRIBE_TOPIC_PARTITIONS, h.describe_topic_partitions),
            (ApiKey.DESCRIBE_CONFIGS, h.describe_configs),
        )
        for api, handler in metadata_handlers:
            ctx.serve(api, handler, listeners)
        for api in FORWARDED_APIS:
            ctx.serve(api, self.forwarder.handler(), listeners)
        security = SecurityHandlers(lambda: self.publisher.image, _acls_enabled(config))
        for api, security_handler in security.handlers().items():
            ctx.serve(api, security_handler, listeners)
        quota_handlers = QuotaHandlers(lambda: self.publisher.image)
        ctx.serve(ApiKey.DESCRIBE_CLIENT_QUOTAS, quota_handlers.describe_client_quotas, listeners)

        # The partition logs. Loading them reads (and deletes) the clean-shutdown files: from here on a crash
        # counts as unclean, and the broker epoch of the last clean shutdown goes into the registration.
        self.logs = LogManager(
            ctx.fs,
            list(config.data_dirs),
            clock=reactor.wall_ms,
            default_config=default_log_config(config),
            node_id=config.node_id,
        )
        self.logs.startup()
        previous = self.logs.previous_broker_epoch
        log_dirs = []
        for d in config.data_dirs:
            meta = read_meta_properties(self.fs, d)
            if meta is not None and meta.directory_id:
                log_dirs.append(uuid_from_str(meta.directory_id))
        self.lifecycle = BrokerLifecycle(
            reactor,
            node_id=config.node_id,
            cluster_id=ctx.cluster_id,
            listeners=[
                ListenerInfo(e.name, e.host or "localhost", e.port) for e in config.effective_advertised_listeners
            ],
            rack=config.broker_rack,
            log_dirs=log_dirs,
            previous_broker_epoch=-1 if previous is None else previous,
            heartbeat_interval_ms=config.broker_heartbeat_interval_ms,
            request_timeout_ms=config.controller_quorum_request_timeout_ms,
            controller_leader=controller_leader,
            metadata_offset=lambda: self.publisher.last_offset,
        )
        broker_epoch = lambda: self.lifecycle.broker_epoch  # noqa: E731
        rm_settings = replica_manager_settings(config)
        self.replicas = ReplicaManager(
            reactor,
            config.node_id,
            self.logs,
            rm_settings,
            broker_epoch=broker_epoch,
            controller_leader=controller_leader,
            allocate_producer_ids=controller_producer_id_allocator(
                reactor, config.node_id, broker_epoch, controller_leader, rm_settings.controller_request_timeout_ms
            ),
        )
        self.publisher.subscribe(self.replicas.on_image)
        self.logs.on_dir_failure = self._log_dir_failed
        # act on partitions only once the metadata includes this incarnation's registration (see
        # ReplicaManager.start: a restarted broker must not lead on a stale image)
        self.lifecycle.on_unfenced(self.replicas.start)
        # ready to serve clients: unfenced, with its own image showing it (after the replicas started)
        self.ready = False
        self._on_ready: list[Callable[[], None]] = []
        self.lifecycle.on_unfenced(self._check_ready)
        self.publisher.subscribe(lambda _image, changes: self._check_ready() if changes.brokers else None)
        props = config.as_kafka_properties()
        # the transaction coordinator: leader of __transaction_state partitions (subscribed after the replica manager)
        self.transactions = TransactionCoordinator(
            reactor,
            config.node_id,
            ReplicaManagerLog(self.replicas, TRANSACTION_STATE),
            lambda: self.publisher.image,
            TransactionCoordinatorSettings.from_properties(props),
            generate_producer_id=self.replicas.producer_ids.generate,
            create_state_topic=lambda n, rf, configs: self._create_internal_topic(TRANSACTION_STATE, n, rf, configs),
        )
        rm_handlers = self.replicas.handlers()
        # InitProducerId with a transactional id is the transaction coordinator's, without one the replica manager's
        rm_handlers[ApiKey.INIT_PRODUCER_ID] = self._init_producer_id_router(rm_handlers[ApiKey.INIT_PRODUCER_ID])
        for api, rm_handler in rm_handlers.items():
            ctx.serve(api, rm_handler, listeners, DATA_PLANE_VERSIONS[api])
        # the group coordinator: leader of __consumer_offsets partitions (subscribed after the replica manager)
        self.groups = GroupCoordinator(
            reactor,
            config.node_id,
            ReplicaManagerLog(self.replicas, CONSUMER_OFFSETS),
            lambda: self.publisher.image,
            GroupCoordinatorSettings.from_properties(props),
            create_offsets_topic=lambda n, rf, configs: self._create_internal_topic(CONSUMER_OFFSETS, n, rf, configs),
        )
        self.publisher.subscribe(self.groups.on_image)
        self.lifecycle.on_unfenced(lambda: self.groups.on_image(self.publisher.image))
        group_versions = self.groups.api_versions()
        for api, group_handler in self.groups.handlers().items():
            if api in group_versions:
                ctx.serve(api, group_handler, listeners, group_versions[api])
        # FindCoordinator key type 1 (TRANSACTION), the markers of __consumer_offsets partitions (the broker's
        # WriteTxnMarkers handler tells the group coordinator), then the transaction APIs
        self.groups.finders[1] = self.transactions.find
        self.replicas.on_txn_marker = self.groups.on_txn_marker
        self.publisher.subscribe(self.transactions.on_image)
        self.lifecycle.on_unfenced(lambda: self.transactions.on_image(self.publisher.image))
        txn_versions = self.transactions.api_versions()
        for api, txn_handler in self.transactions.handlers().items():
            ctx.serve(api, txn_handler, listeners, txn_versions[api])
        self.log_tasks = LogTasks(
            reactor,
            self.logs,
            config,
            transactions=self.replicas.transaction_view(),
            time_sliced=ctx.time_sliced_cleaner,
        )
        if ctx.register_collector is not None:
            rm = self.replicas
            ctx.register_collector(broker_collector(lambda: rm.metrics, rm.gauges, rm.throttle_gauges))
            ctx.register_collector(group_coordinator_collector(self.groups))
            ctx.register_collector(transaction_coordinator_collector(self.transactions))
            ctx.register_collector(broker_transaction_collector(lambda: rm.metrics))
            log_tasks = self.log_tasks
            ctx.register_collector(log_cleaner_collector(lambda: log_tasks.cleaner))

    def on_ready(self, cb: Callable[[], None]) -> None:
        """Run `cb` once the broker is ready to serve clients (at once if it already is)."""
        if self.ready:
            cb()
        else:
            self._on_ready.append(cb)

    def _check_ready(self) -> None:
        if self.ready:
            return
        lifecycle = self.lifecycle
        if lifecycle.fenced or lifecycle.broker_epoch < 0 or lifecycle.state is BrokerState.SHUTTING_DOWN:
            return
        reg = self.publisher.image.brokers.get(self.ctx.config.node_id)
        if reg is None or reg.epoch != lifecycle.broker_epoch or reg.fenced:
            return
        self.ready = True
        log.info(
            "[BrokerServer id=%d] Registered with epoch %d, unfenced, metadata caught up at offset %d: ready "
            "to serve clients",
            self.ctx.config.node_id,
            lifecycle.broker_epoch,
            self.publisher.last_offset,
        )
        callbacks, self._on_ready = self._on_ready, []
        for cb in callbacks:
            cb()

    def _log_dir_failed(self, log_dir: str, reason: str) -> None:
        """A log dir failed (an I/O error: full disk, failed device). Its partitions stop being served here, and
        the broker stops: kraftpy does not assign replicas to directories (KIP-858), so, as Kafka before metadata
        version 3.7-IV2, a broker with a failed log dir shuts down. The controlled shutdown moves leadership away
        at once; the failed dir gets no clean-shutdown marker, so the next registration counts as unclean."""
        stopped = self.replicas.stop_partitions_in_dir(log_dir, reason)
        log.error(
            "[BrokerServer id=%d] Log dir %s failed (%s); %d partition(s) offline here: %s. Shutting down the broker",
            self.ctx.config.node_id,
            log_dir,
            reason,
            len(stopped),
            ", ".join(stopped[:20]),
        )
        error = LogDirFailureError(f"log dir {log_dir} failed: {reason}")
        if self.ctx.fatal is None:  # no node around this role to stop it
            raise error
        self.ctx.fatal(error)

    def _init_producer_id_router(self, non_transactional: RequestHandler) -> RequestHandler:
        transactional = self.transactions.handle_init_producer_id

        def handle(info: RequestInfo, req: InitProducerIdRequest) -> Any:
            if req.transactional_id is not None:
                return transactional(info, req)
            return non_transactional(info, req)

        return handle

    def _create_internal_topic(
        self, name: str, partitions: int, replication_factor: int, configs: dict[str, str]
    ) -> None:
        """Create __consumer_offsets or __transaction_state through the active controller (the first
        FindCoordinator of its key type does)."""
        T = CreateTopicsRequest
        req = T(
            topics=[
                T.CreatableTopic(
                    name=name,
                    num_partitions=partitions,
                    replication_factor=replication_factor,
                    configs=[T.CreatableTopicConfig(name=k, value=v) for k, v in sorted(configs.items())],
                )
            ],
            timeout_ms=self.ctx.config.catalogue_value("request.timeout.ms"),
        )
        self.forwarder.forward(req, 7)

    def _update_endpoints(self, image: MetadataImage, changes: ImageChanges) -> None:
        """Inter-broker requests find brokers through their registrations."""
        update = self.ctx.update_endpoints
        if update is None or not changes.brokers:
            return
        for b in changes.brokers:
            reg = image.brokers.get(b)
            if reg is not None:
                update(b, {x.name: (x.host, x.port) for x in reg.listeners})

    async def start(self) -> None:
        self.lifecycle.start()

    def begin_controlled_shutdown(self, done: Callable[[], None]) -> None:
        """Ask the active controller for a controlled shutdown (WantShutDown heartbeats); `done` runs once it
        answers ShouldShutDown (or at once if the broker never registered). Synchronous: the simulator calls it
        directly, the asyncio node awaits `done` in `begin_shutdown`."""
        self.lifecycle.begin_controlled_shutdown(done)

    async def begin_shutdown(self) -> None:
        """Controlled shutdown: the controller moves leadership away before the listeners close. The broker waits
        for the grant at most `CONTROLLED_SHUTDOWN_TIMEOUT_S`, and no longer once no controller has answered it for
        `broker.session.timeout.ms` since the shutdown began or since the last answer, whichever is later (the
        controllers stopped too, or cannot be reached: the active controller fences a broker whose session
        expired, which takes its leaderships away as the grant would)."""
        loop = asyncio.get_running_loop()
        granted = loop.create_future()

        def done() -> None:
            if not granted.done():
                granted.set_result(None)

        config = self.ctx.config
        lifecycle = self.lifecycle
        reactor = self.ctx.reactor
        started = reactor.now_ms()
        self.begin_controlled_shutdown(done)
        deadline = loop.time() + CONTROLLED_SHUTDOWN_TIMEOUT_S
        session_ms = config.broker_session_timeout_ms
        while not granted.done():
            silent_ms = reactor.now_ms() - max(started, lifecycle.last_answer_ms)
            if silent_ms >= session_ms:
                log.warning(
                    "[BrokerServer id=%d] No controller answered for %d ms (broker.session.timeout.ms): shutting down "
                    "without the controller's grant",
                    config.node_id,
                    silent_ms,
                )
                return
            left = deadline - loop.time()
            if left <= 0:
                log.warning(
                    "[BrokerServer id=%d] The controller did not grant the controlled shutdown within %.0f s",
                    config.node_id,
                    CONTROLLED_SHUTDOWN_TIMEOUT_S,
                )
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(granted), min(left, (session_ms - silent_ms) / 1000.0, 0.5))

    async def shutdown(self) -> None:
        self.close()

    def close(self) -> None:
        """Stop heartbeating, the fetchers and the periodic log tasks; flush and close the logs, write the
        checkpoints and the clean-shutdown files with the broker epoch (KIP-966; an incarnation that never
        registered keeps the epoch it started from: `BrokerLifecycle.clean_shutdown_epoch`). Synchronous: the
        simulator calls it directly, the asyncio node through `shutdown`."""
        self.lifecycle.stop()
        self.log_tasks.close()
        self.transactions.close()
        self.groups.close()
        self.replicas.shutdown(self.lifecycle.clean_shutdown_epoch)


@dataclass(slots=True)
class NodeRoles:
    """The roles a node runs (each None when the node does not have it)."""

    controller: ControllerNodeRole | None
    broker: BrokerNodeRole | None


def assemble(ctx: RoleContext, quorum: QuorumHandlers) -> NodeRoles:
    """Everything a node serves and runs on top of its raft driver, for `kraftpy server start` and the simulator
    alike: the quorum's handlers, then the controller, then the broker, every handler served through `ctx.serve`
    (with the reassignment handlers of the controller listeners wrapped for the quorum)."""
    ctx = replace(ctx, serve=quorum.wrapping(ctx.serve))
    quorum.register(ctx.serve)
    config = ctx.config
    controller = ControllerNodeRole(ctx) if config.is_controller else None
    broker = BrokerNodeRole(ctx) if config.is_broker else None
    return NodeRoles(controller, broker)
