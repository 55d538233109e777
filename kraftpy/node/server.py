"""One kraftpy node process: wiring of listeners, roles and metrics; lifecycle and signals.

Start-up: check the log directories are formatted for this node and lock them, bind every listener and the
metrics endpoint, start the roles. Controller listeners accept connections at once; a broker's client listeners
are bound (their ports taken) but accept connections only once the broker is ready: registered, unfenced and
caught up with the metadata log (`BrokerNodeRole.on_ready`), as Kafka enables its data-plane acceptors then. Until
then a client's connect is refused, so no client sees a broker that answers Metadata without brokers. SIGTERM or SIGINT
starts a graceful shutdown (stop accepting connections, let
in-flight requests finish or fail, stop the roles, which flush and close their logs, release the directories,
exit 0); a second signal forces an immediate exit.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import gc
import logging
import os
import random
import re
import signal
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Protocol

from kraftpy.metadata.features import SUPPORTED_FEATURES
from kraftpy.metadata.image import EMPTY_IMAGE, MetadataImage
from kraftpy.metadata.quotas import resolve_ip_quota
from kraftpy.metrics.http import MetricsServer
from kraftpy.metrics.node import NodeMetrics
from kraftpy.metrics.quotas import QuotaCollector
from kraftpy.metrics.roles import raft_collector, register
from kraftpy.net.api_versions import ApiVersionsHandler, Features
from kraftpy.net.authentication import register_sasl
from kraftpy.net.client import ChannelManager
from kraftpy.net.dispatch import Dispatcher
from kraftpy.net.dispatch import serve as serve_handler
from kraftpy.net.limits import ConnectionLimits, parse_ip_overrides
from kraftpy.net.quotas import ClientQuotaManager
from kraftpy.net.server import KafkaServer, Listener, resolve_ip_overrides
from kraftpy.node.aio import AsyncioReactor
from kraftpy.node.config import NodeConfig, metrics_address
from kraftpy.node.raft_role import RaftRole, RaftStartupError
from kraftpy.node.roles import RoleContext, assemble
from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.records import native_fast_path
from kraftpy.raft.driver import RaftDriver
from kraftpy.runtime import BROKER_LISTENER, CONTROLLER_LISTENER, RequestHandler
from kraftpy.security.config import SASL_PROTOCOLS, inter_node_security
from kraftpy.security.rules import RequestAuthorizer
from kraftpy.security.scram import MECHANISMS, DecoyParams, ScramCredential, decoy_params
from kraftpy.storage.fs import FileSystem, RealFileSystem
from kraftpy.storage.fsync_journal import file_system_from_environment
from kraftpy.storage.meta_properties import MetaProperties, MetaPropertiesError, read_meta_properties

log = logging.getLogger(__name__)

LOCK_FILE = ".lock"


class StartupError(Exception):
    """The node cannot start (unformatted or foreign directories, a port in use, ...): one line for the user."""


class Role(Protocol):
    """A part of the node (controller, broker) that registers its handlers and runs alongside the others."""

    name: str

    async def start(self) -> None: ...

    async def begin_shutdown(self) -> None:
        """Runs before the listeners close (a broker's controlled shutdown)."""
        ...

    async def shutdown(self) -> None: ...


@dataclass(slots=True)
class Runtime:
    """What reaches the roles from outside: time, randomness, the node's metrics and dispatcher.

    The simulator replaces these with deterministic ones (DESIGN.md principle 4).
    """

    now_ms: Callable[[], int] = field(default=lambda: time.time_ns() // 1_000_000)
    monotonic_ms: Callable[[], int] = field(default=lambda: time.monotonic_ns() // 1_000_000)
    rng: random.Random = field(default_factory=random.Random)


def check_directories(config: NodeConfig) -> MetaProperties:
    """Every log directory and the metadata directory is formatted, for this node, in one cluster."""
    found: dict[str, MetaProperties] = {}
    for d in config.all_dirs:
        try:
            meta = read_meta_properties(RealFileSystem(), d)
        except MetaPropertiesError as e:
            raise StartupError(str(e)) from None
        if meta is None:
            raise StartupError(f"No meta.properties found in {d} (run `kraftpy storage format` first)")
        if meta.node_id != config.node_id:
            raise StartupError(f"{d} was formatted for node {meta.node_id}, but node.id is {config.node_id}")
        found[d] = meta
    clusters = {m.cluster_id or "" for m in found.values()}
    if len(clusters) != 1:
        raise StartupError(f"the log directories belong to different clusters: {', '.join(sorted(clusters))}")
    return found[config.metadata_dir]


class DirectoryLocks:
    """Exclusive `.lock` files in every directory, so that two processes never share a log directory."""

    def __init__(self, dirs: list[str]) -> None:
        self.dirs = dirs
        self._files: list[IO[bytes]] = []

    def acquire(self) -> None:
        for d in self.dirs:
            f = open(Path(d) / LOCK_FILE, "ab")  # noqa: SIM115 - held open for the life of the node
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                f.close()
                self.release()
                raise StartupError(f"Failed to acquire lock on file .lock in {d}: another process uses it") from None
            self._files.append(f)

    def release(self) -> None:
        for f in self._files:
            with contextlib.suppress(OSError):
                fcntl.flock(f.fileno(), fcntl.LOCK_UN)
            f.close()
        self._files.clear()


class Node:
    def __init__(self, config: NodeConfig, runtime: Runtime | None = None, *, freeze_heap: bool = False) -> None:
        """`freeze_heap` (the node's own process only: `serve`): once started, and again once its broker is ready,
        the objects alive are moved out of the garbage collector's reach (`freeze_heap`)."""
        self.config = config
        self.runtime = runtime or Runtime()
        self._freeze_heap = freeze_heap
        self.metrics = NodeMetrics(config.node_id)
        self.dispatcher = Dispatcher(metrics=self.metrics)
        security = config.security
        # the metadata image the authorizer and SCRAM read: the broker's (or the controller's committed one)
        self._security_image: Callable[[], MetadataImage] = lambda: EMPTY_IMAGE
        authorizer = security.authorizer()
        if authorizer is not None:  # before any handler is registered: each is wrapped with its API's rule
            self.dispatcher.authorization = RequestAuthorizer(
                authorizer, lambda: self._security_image(), [e.name for e in config.controller_listeners]
            )
        # ApiVersions v3+ carries the features this node supports and the cluster's finalized levels (what
        # kafka-python's describe_features and `kraftpy features describe` show), from the node's metadata image
        self.api_versions = ApiVersionsHandler(self.dispatcher, features=self._features)
        self.dispatcher.register(ApiKey.API_VERSIONS, self.api_versions)
        self._feature_image: Callable[[], MetadataImage] | None = None
        self.client_quotas: ClientQuotaManager | None = None  # a broker's (`_enforce_client_quotas`)
        self._quota_metrics = QuotaCollector()  # the roles' quota sensors
        self.metrics.registry.register(self._quota_metrics)
        self._features_of: tuple[MetadataImage, Features] | None = None
        self.meta: MetaProperties | None = None
        self.roles: list[Role] = []
        listeners = [
            Listener(
                e.name,
                e.host,
                e.port,
                security.protocol(e.name),
                security.server_tls(e.name),
                security.sasl_listener(e.name),
                security.principal_mapper(e.name),
            )
            for e in config.listeners
        ]
        sasl_listeners = [lst.name for lst in listeners if lst.security_protocol in SASL_PROTOCOLS]
        if sasl_listeners:
            # answered by the connections themselves (their authentication state machine,
            # kraftpy.net.authentication); registered so that ApiVersions offers them and the answers go out in order
            register_sasl(self.dispatcher, sasl_listeners)
        self.server = KafkaServer(
            self.dispatcher,
            listeners,
            max_request_size=config.socket_request_max_bytes,
            metrics=self.metrics,
            node_id=config.node_id,
            queued_max_request_bytes=config.catalogue_value("queued.max.request.bytes"),
            limits=connection_limits(config),
            unauthenticated_request_bytes=config.catalogue_value("kraftpy.queued.max.unauthenticated.request.bytes"),
        )
        self.metrics.track_connection_rates(self.server.accept_stats)
        self.server.scram_lookup = self._scram_credential
        # unknown SCRAM users' made-up salts: the same on every node (derived from the image's credentials)
        self._decoy_of: tuple[MetadataImage, Callable[[str], DecoyParams]] | None = None
        self._decoy_fallback = os.urandom(32)
        self.server.scram_decoy = self._scram_decoy
        self.metrics.track_backpressure(self.server.backpressure_stats)
        addr = metrics_address(config)
        self.metrics_server = None if addr is None else MetricsServer.serving(self.metrics.registry, addr)
        self._locks = DirectoryLocks(config.all_dirs)
        # the logs' file system: RealFileSystem, or with KRAFTPY_FSYNC_JOURNAL set (a test facility) one that
        # journals its fsyncs so that a power loss can be emulated afterwards (kraftpy.storage.fsync_journal)
        self._fs: FileSystem | None = None
        self._started = False
        self._open_task: asyncio.Future[None] | None = None
        # inter-node requests of the roles (broker -> controller, forwarding); raft has its own channels
        self.channels: ChannelManager | None = None
        self.reactor: AsyncioReactor | None = None
        self.raft: RaftRole | None = None
        # called when a role hits an error the node cannot continue after (serve() exits with code 1)
        self.on_fatal: Callable[[BaseException], None] | None = None
        self.fatal_error: BaseException | None = None

    @property
    def cluster_id(self) -> str:
        return "" if self.meta is None else (self.meta.cluster_id or "")

    @property
    def raft_driver(self) -> RaftDriver:
        """The node's raft driver (voter or observer of the metadata quorum), once the node started."""
        if self.raft is None or self.raft.driver is None:
            raise RuntimeError("the node has not started raft")
        return self.raft.driver

    @property
    def fs(self) -> FileSystem:
        """The file system of the node's logs (one for raft and the roles), created on first use."""
        if self._fs is None:
            self._fs = file_system_from_environment()
        return self._fs

    def _enforce_client_quotas(self, subscribe: Callable[[Callable[[MetadataImage, Any], None]], None]) -> None:
        """The client quotas of the node's image applied to its requests (`kraftpy.net.quotas`) and connections
        (connection_creation_rate per address): the dispatcher gets the manager only while a quota exists.

        `subscribe(changed)` calls `changed(image, _)` with every new image: a broker's published image, or on a
        controller-only node the controller's committed image (so that an admin client talking to the controller
        listener is muted for the throttle time of its controller mutation quota, as a broker's clients are;
        forwarded requests arrive in Envelopes, whose responses carry no throttle time: the broker mutes its own
        client)."""
        config = self.config
        manager = ClientQuotaManager(
            config.catalogue_value("quota.window.num"),
            float(config.catalogue_value("quota.window.size.seconds")),
            self.dispatcher.clock,
        )
        self.client_quotas = manager
        self._quota_metrics.add(manager.snapshot)
        rates = self.server.rates

        def changed(image: MetadataImage, _changes: Any) -> None:
            quotas = image.client_quotas
            manager.update(quotas)
            self.dispatcher.quotas = manager if quotas else None
            rates.ip_quota = (lambda ip: resolve_ip_quota(quotas, ip)) if quotas else None

        subscribe(changed)

    def role_context(self) -> RoleContext:
        assert self.reactor is not None and self.channels is not None
        channels = self.channels

        def update_endpoints(node_id: int, endpoints: dict[str, tuple[str, int]]) -> None:
            merged = channels.endpoints(node_id)  # keep what configuration gave (a controller listener)
            merged.update(endpoints)
            channels.update_endpoints(node_id, merged)

        return RoleContext(
            config=self.config,
            cluster_id=self.cluster_id,
            reactor=self.reactor,
            driver=self.raft_driver,
            fs=self.fs,
            serve=self._serve,
            update_endpoints=update_endpoints,
            register_collector=lambda collector: register(self.metrics.registry, collector),
            fatal=self._fatal,
        )

    def _scram_credential(self, mechanism: str, user: str) -> ScramCredential | None:
        c = self._security_image().scram.get((user, MECHANISMS[mechanism].id))
        return None if c is None else ScramCredential(c.salt, c.stored_key, c.server_key, c.iterations)

    def _scram_decoy(self, mechanism: str) -> DecoyParams:
        """How an unknown SCRAM user's made-up credential looks (kraftpy.security.scram): from the metadata
        image's credentials, computed once per image."""
        image = self._security_image()
        cached = self._decoy_of
        if cached is None or cached[0] is not image:
            creds = [
                (mech_id, ScramCredential(c.salt, c.stored_key, c.server_key, c.iterations))
                for (_user, mech_id), c in image.scram.items()
            ]
            cached = self._decoy_of = (image, decoy_params(creds, self._decoy_fallback))
        return cached[1](mechanism)

    def _features(self) -> Features | None:
        """ApiVersions' features: SupportedFeatures of this node, and the finalized levels of its metadata image
        (the broker's when it is a broker, the controller's committed one otherwise) with the image's offset as
        FinalizedFeaturesEpoch, as Kafka does. Computed once per image."""
        source = self._feature_image
        if source is None:
            return None
        image = source()
        cached = self._features_of
        if cached is not None and cached[0] is image:
            return cached[1]
        known = image.offset >= 0
        features = Features(
            supported=tuple((name, lo, hi) for name, (lo, hi) in sorted(SUPPORTED_FEATURES.items())),
            finalized_epoch=image.offset if known else -1,
            finalized=tuple((name, level, level) for name, level in sorted(image.features.items()) if level > 0)
            if known
            else (),
        )
        self._features_of = (image, features)
        return features

    def _serve(
        self, api: int, handler: RequestHandler, listeners: Iterable[str], versions: tuple[int, int] | None = None
    ) -> RequestHandler:
        lo, hi = (None, None) if versions is None else versions
        return serve_handler(self.dispatcher, api, handler, listeners=list(listeners), min_version=lo, max_version=hi)

    def _open_client_listeners(self, names: list[str]) -> None:
        """The broker is ready: accept client connections on its listeners."""
        if not names or self.server.closing:
            return
        log.info(
            "[KraftpyServer id=%d] The broker is ready: opening listeners %s", self.config.node_id, ", ".join(names)
        )
        self._open_task = asyncio.ensure_future(self.server.start_serving(names))

    def _fatal(self, exc: BaseException) -> None:
        self.fatal_error = exc
        log.critical("[KraftpyServer id=%d] Fatal error, the node must stop: %s", self.config.node_id, exc)
        if self.on_fatal is not None:
            self.on_fatal(exc)

    def _start_channels(self) -> None:
        config = self.config
        controller_name = config.controller_listener_names[0]
        self.channels = ChannelManager(
            rng=random.Random(self.runtime.rng.getrandbits(64)),
            client_id=f"kraftpy-node-{config.node_id}",
            security=inter_node_security(
                config.security,
                controller_name,
                config.effective_inter_broker_listener_name if config.is_broker else None,
            ),
        )
        for v in config.controller_quorum_voters:
            self.channels.set_endpoint(v.node_id, v.host, v.port, listener=controller_name)
        self.reactor = AsyncioReactor(
            config.node_id,
            self.channels,
            {CONTROLLER_LISTENER: controller_name, BROKER_LISTENER: config.effective_inter_broker_listener_name},
            random.Random(self.runtime.rng.getrandbits(64)),
        )

    async def start(self) -> None:
        self.meta = check_directories(self.config)
        self._locks.acquire()
        try:
            self._start_channels()
            self.raft = RaftRole(
                self.config,
                fs=self.fs,
                clock=self.runtime.now_ms,
                rng=self.runtime.rng,
                on_fatal=self._fatal,
            )
            try:
                # handlers exist before any peer connects
                self.raft.open(self.meta, self.reactor, node_channels=self.channels)
            except RaftStartupError as e:
                raise StartupError(str(e)) from None
            driver = self.raft_driver
            register(self.metrics.registry, raft_collector(lambda: driver.raft.metrics))

            assert self.raft.quorum is not None
            assembled = assemble(self.role_context(), self.raft.quorum)
            controller = assembled.controller
            if controller is not None:
                self.roles.append(controller)
                self._feature_image = lambda: controller.role.controller.committed
                self._security_image = lambda: controller.role.controller.committed
                self._quota_metrics.add(controller.role.mutation_quotas.snapshot)
                if assembled.broker is None:
                    self._enforce_client_quotas(controller.role.controller.on_commit)
            deferred: list[str] = []
            broker = assembled.broker
            if broker is not None:
                self.roles.append(broker)
                self._feature_image = lambda: broker.publisher.image
                self._security_image = lambda: broker.publisher.image
                self._enforce_client_quotas(broker.publisher.subscribe)
                deferred = [e.name for e in self.config.broker_listeners]
                broker.on_ready(lambda: self._open_client_listeners(deferred))
                if self._freeze_heap:
                    broker.on_ready(freeze_heap)
            await self.server.start(deferred=deferred)
            if self.metrics_server is not None:
                await self.metrics_server.start()
            await self.raft.start()
            for role in self.roles:
                await role.start()
        except BaseException:
            await self._close()
            raise
        self._started = True
        if self._freeze_heap:
            freeze_heap()
        roles = ",".join(self.config.process_roles)
        endpoints = ", ".join(f"{n}://{h}:{p}" for n, (h, p) in sorted(self.server.addresses.items()))
        native = native_fast_path()
        log.info(
            "[KraftpyServer id=%d] started (roles %s, cluster %s, listeners %s, record checks %s)",
            self.config.node_id,
            roles,
            self.cluster_id,
            endpoints,
            "native" if native is not None else "in Python (the C extension is not built, or KRAFTPY_NATIVE=0)",
        )

    async def shutdown(self, timeout: float = 30.0) -> None:
        log.info("[KraftpyServer id=%d] shutting down", self.config.node_id)
        if self.raft is not None:  # a voter leaves the voter set first, while its listeners still serve raft
            try:
                await self.raft.demote()
            except Exception:
                log.exception("[KraftpyServer id=%d] error while leaving the voter set", self.config.node_id)
        for role in self.roles:
            try:
                await role.begin_shutdown()
            except Exception:
                log.exception("[KraftpyServer id=%d] error while preparing %s to stop", self.config.node_id, role.name)
        await self.server.shutdown(timeout)
        for role in reversed(self.roles):
            try:
                await role.shutdown()
            except Exception:
                log.exception("[KraftpyServer id=%d] error while stopping %s", self.config.node_id, role.name)
        await self._close()
        log.info("[KraftpyServer id=%d] shut down completed", self.config.node_id)

    async def _close(self) -> None:
        """Stop raft (flushing and closing the metadata log), the channels and the metrics endpoint, then release
        the directories. Safe after a partial start."""
        raft, self.raft = self.raft, None
        if raft is not None:
            try:
                await raft.shutdown()
            except Exception:
                log.exception("[KraftpyServer id=%d] error while stopping raft", self.config.node_id)
            self.raft = raft  # keep the driver inspectable after shutdown
        if self.reactor is not None:
            await self.reactor.close()
        if self.channels is not None:
            await self.channels.close()
        if self.metrics_server is not None:
            await self.metrics_server.close()
        self._locks.release()


# control characters (C0, DEL, C1) in a log message: names and ids from clients reach the logs
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def connection_limits(config: NodeConfig) -> ConnectionLimits:
    """The connection limits of a node's socket server (kraftpy.net.limits), from its configuration: host names
    of max.connections.per.ip.overrides resolved now; the inter-broker and controller listeners protected."""
    security = config.security
    per_listener = {}
    rates = {}
    for e in config.listeners:
        cap = security.listener_max_connections(e.name)
        if cap is not None:
            per_listener[e.name] = cap
        rate = security.listener_max_connection_creation_rate(e.name)
        if rate is not None:
            rates[e.name] = rate
    protected = {e.name for e in config.controller_listeners}
    if config.is_broker:
        protected.add(config.effective_inter_broker_listener_name)
    overrides = parse_ip_overrides(config.catalogue_value("max.connections.per.ip.overrides") or "")
    return ConnectionLimits(
        max_connections=config.catalogue_value("max.connections"),
        max_per_ip=config.catalogue_value("max.connections.per.ip"),
        per_ip_overrides=resolve_ip_overrides(overrides),
        per_listener=per_listener,
        protected=frozenset(protected),
        idle_ms=config.catalogue_value("connections.max.idle.ms"),
        authentication_timeout_ms=config.catalogue_value("kraftpy.connections.authentication.timeout.ms"),
        max_connection_creation_rate=config.catalogue_value("max.connection.creation.rate"),
        per_listener_creation_rate=rates,
        quota_window_num=config.catalogue_value("quota.window.num"),
        quota_window_size_seconds=config.catalogue_value("quota.window.size.seconds"),
    )


class EscapingFormatter(logging.Formatter):
    """Kafka's log layout, with control characters in messages written as escapes (``\\n``, ``\\x1b``): a topic
    name or cluster id a client sent cannot forge log lines or drive a terminal. Tracebacks stay as they are."""

    def formatMessage(self, record: logging.LogRecord) -> str:
        message = record.message
        if _CONTROL.search(message):
            record.message = _CONTROL.sub(lambda m: repr(m.group())[1:-1], message)
        return super().formatMessage(record)


def configure_logging(level: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(EscapingFormatter("[%(asctime)s] %(levelname)s %(message)s (%(name)s)"))
    logging.basicConfig(level=getattr(logging, level), handlers=[handler], force=True)


def install_event_loop() -> None:
    """Use uvloop when it is installed."""
    try:  # an optional dependency (Linux and macOS wheels only)
        import uvloop
    except ImportError:
        return
    asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())


def freeze_heap() -> None:
    """Collect garbage, then move every object alive out of the cyclic collector's reach (`gc.freeze`).

    What a node builds before it serves (modules, the message codecs, the metadata image, the logs and their
    indexes) lives as long as the process; a full collection walks every object in its oldest generation with the
    event loop stopped, which took 36-172 ms in nodes under load, about once per benchmark run, and set the p99 of
    the produce requests it fell on. Frozen objects are still freed by reference counting; only cycles among them
    would stay, and start-up leaves none that matter (the collection before the freeze removes those it made)."""
    gc.collect()
    gc.freeze()
    log.info("Moved %d objects of the start-up heap out of the garbage collector's reach", gc.get_freeze_count())


async def serve(config: NodeConfig, ready: Callable[[Node], None] | None = None) -> int:
    """Run a node until SIGTERM/SIGINT; returns the exit code."""
    node = Node(config, freeze_heap=True)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    signals = 0

    def on_signal(signum: int) -> None:
        nonlocal signals
        signals += 1
        if signals == 1:
            log.info(
                "Received %s: shutting down gracefully (send it again to exit at once)", signal.Signals(signum).name
            )
            stop.set()
        else:
            log.warning("Received %s again: exiting immediately", signal.Signals(signum).name)
            os._exit(1)

    exit_code = 0

    def on_fatal(exc: BaseException) -> None:
        nonlocal exit_code
        exit_code = 1
        stop.set()

    node.on_fatal = on_fatal
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, on_signal, sig)
    try:
        await node.start()
    except StartupError as e:
        log.error("%s", e)
        return 1
    except OSError as e:
        log.error("Failed to start: %s", e)
        return 1
    if ready is not None:
        ready(node)
    await stop.wait()
    await node.shutdown()
    return exit_code
