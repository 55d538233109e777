"""A whole kraftpy cluster on the simulated world: controllers and brokers with their real code.

`SimCluster` assembles every node exactly as `kraftpy.node.server.Node` does, but on a `SimWorld` reactor and a
`SimFileSystem` per node: the metadata raft is opened with `open_metadata_raft` and its handlers are registered as
`RaftRole.open` registers them, the controller and broker roles are built from a `RoleContext`
(`ControllerNodeRole`, `BrokerNodeRole`), raft starts, then the roles start. Nothing is stubbed: the raft quorum
elects and replicates, the quorum controller decides and commits, brokers register, heartbeat, replicate
partitions, shrink and expand ISRs through AlterPartition, and answer clients.

Operations (all in simulated time; a seed reproduces a run exactly):

* `start_node` / `start` - (re)start a node on its disk (a new incarnation of its reactor);
* `stop_node` - a clean stop as `Node.shutdown`: the broker's controlled shutdown (WantShutDown until the
  controller answers ShouldShutDown, or `controlled_shutdown_timeout_ms`), the listeners close, the broker stops
  (logs flushed and closed, checkpoints and the clean-shutdown marker written with the broker epoch), the
  controller stops, a raft leader resigns (waits up to 1 s for the voters to acknowledge), the metadata log is
  flushed and closed. `stop` runs the world until that finished;
* `kill` - `kill -9`: the incarnation dies, the page cache survives (nothing written is lost, no marker);
* `power_loss` - the machine loses power: the incarnation dies and the disk keeps only what was fsynced
  (`SimFileSystem.power_loss`; `worst_case=True` keeps nothing that was not fsynced);
* `cut` / `heal` / `isolate` / `heal_all` - network partitions between any two nodes (both directions);
* `run_for` / `run_until`.

Clients are `kraftpy.sim.client.SimClient`s on their own node ids (`client()`): every request crosses the simulated
network, as bytes through the real connections and dispatchers (`kraftpy.sim.world`).

Hooks: `on_node_started(cb)` is called with every new `SimNode` incarnation once its roles exist (invariant
checkers subscribe to the controller's commits and the broker's images there). Every unclean shutdown (kill or
power loss) is recorded in `unclean_shutdowns` with its time, as the controller cannot tell them apart.
"""

from __future__ import annotations

import enum
import logging
import random
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from kraftpy.broker.partition import Partition
from kraftpy.metadata.image import MetadataImage
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.node.config import NodeConfig, config_from_properties
from kraftpy.node.metadata_log import MetadataLog
from kraftpy.node.raft_role import NoOpAppender, QuorumHandlers, open_metadata_raft
from kraftpy.node.roles import CONTROLLED_SHUTDOWN_TIMEOUT_S, BrokerNodeRole, ControllerNodeRole, RoleContext, assemble
from kraftpy.protocol.uuids import uuid_to_str
from kraftpy.raft.driver import RaftDriver
from kraftpy.runtime import BROKER_LISTENER, CONTROLLER_LISTENER, RequestHandler
from kraftpy.sim.client import Call, SimClient
from kraftpy.sim.network import NetworkConfig
from kraftpy.sim.world import SimReactor, SimWorld
from kraftpy.storage.fs import parent_dir
from kraftpy.storage.meta_properties import MetaProperties, read_meta_properties, write_meta_properties
from kraftpy.storage.sim_fs import SimFileSystem

__all__ = [
    "CLUSTER_ID",
    "NodeState",
    "SimCluster",
    "SimClusterConfig",
    "SimNode",
    "UncleanShutdown",
    "fast_settings",
]

log = logging.getLogger(__name__)

CLUSTER_ID = "SimClusterAAAAAAAAAAAw"
DATA_DIR = "/var/lib/kraftpy/data"
BROKER_PORT = 9092
CONTROLLER_PORT = 9093
RESIGN_WAIT_MS = 1000
RESIGN_POLL_MS = 10
FIRST_CLIENT_ID = 10_000


def fast_settings() -> dict[str, str]:
    """Kafka's settings scaled down so that a simulated second holds many heartbeats, fetches and timeouts, and a
    seed costs little wall time. They keep Kafka's ratios (session timeout several heartbeats, lag time several
    fetch waits). Simulated clusters run KIP-966 with Eligible Leader Replicas on (off by default in a real node):
    the entry points with an `--elr off` mode set it to false."""
    return {
        "eligible.leader.replicas.enabled": "true",
        "broker.heartbeat.interval.ms": "250",
        "broker.session.timeout.ms": "1500",
        "replica.lag.time.max.ms": "2000",
        "replica.fetch.wait.max.ms": "250",
        "replica.fetch.backoff.ms": "200",
        "replica.socket.timeout.ms": "2000",
        "controller.quorum.request.timeout.ms": "1000",
        "controller.quorum.fetch.timeout.ms": "1000",
        "controller.quorum.election.timeout.ms": "500",
        "controller.quorum.election.backoff.max.ms": "500",
        "metadata.max.idle.interval.ms": "500",
        "default.replication.factor": "3",
        "min.insync.replicas": "2",
        "auto.create.topics.enable": "false",
    }


class NodeState(enum.Enum):
    DOWN = "down"
    RUNNING = "running"
    STOPPING = "stopping"


@dataclass(frozen=True, slots=True)
class UncleanShutdown:
    node_id: int
    time_ms: int
    kind: str  # "kill" or "power loss"


@dataclass(slots=True)
class SimClusterConfig:
    controllers: int = 3
    brokers: int = 3
    combined: bool = False  # every node is broker and controller (`controllers` of them; `brokers` is ignored)
    broker_ids: tuple[int, ...] | None = None  # default 0..brokers-1
    controller_ids: tuple[int, ...] | None = None  # default 100.. (combined: 0..controllers-1)
    properties: dict[str, str] = field(default_factory=fast_settings)  # for every node
    node_properties: dict[int, dict[str, str]] = field(default_factory=dict)  # per node, over `properties`
    network: NetworkConfig = field(default_factory=lambda: NetworkConfig(min_delay_ms=1, max_delay_ms=5))
    controlled_shutdown_timeout_ms: int = int(CONTROLLED_SHUTDOWN_TIMEOUT_S * 1000)

    def ids(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(controller ids, broker ids)."""
        if self.combined:
            ids = self.controller_ids or tuple(range(self.controllers))
            return ids, ids
        controllers = self.controller_ids or tuple(range(100, 100 + self.controllers))
        brokers = self.broker_ids or tuple(range(self.brokers))
        if set(controllers) & set(brokers):
            raise ValueError(f"controller ids {controllers} and broker ids {brokers} overlap")
        return controllers, brokers


class SimNode:
    """One node: its configuration and disk (which survive restarts) and its running incarnation, if any."""

    def __init__(self, node_id: int, config: NodeConfig, fs: SimFileSystem) -> None:
        self.node_id = node_id
        self.config = config
        self.fs = fs
        self.state = NodeState.DOWN
        self.incarnation = 0
        self.reactor: SimReactor | None = None
        self.metadata_log: MetadataLog | None = None
        self.driver: RaftDriver | None = None
        self.noop: NoOpAppender | None = None
        self.controller: ControllerNodeRole | None = None
        self.broker: BrokerNodeRole | None = None
        self.fatal: list[BaseException] = []
        self.clean_stops = 0
        self._stop_done: list[Callable[[], None]] = []

    @property
    def running(self) -> bool:
        return self.state is NodeState.RUNNING

    @property
    def up(self) -> bool:
        """Running or in the middle of a clean stop."""
        return self.state is not NodeState.DOWN

    @property
    def is_controller(self) -> bool:
        return self.config.is_controller

    @property
    def is_broker(self) -> bool:
        return self.config.is_broker

    def __repr__(self) -> str:
        return f"SimNode({self.node_id}, {self.state.value}, incarnation {self.incarnation})"


class SimCluster:
    def __init__(self, seed: int | str, config: SimClusterConfig | None = None) -> None:
        self.seed = seed
        self.config = config if config is not None else SimClusterConfig()
        self.world = SimWorld(seed, network=self.config.network)
        self.rng = random.Random(f"{seed}/cluster")
        self.controller_ids, self.broker_ids = self.config.ids()
        self.nodes: dict[int, SimNode] = {}
        self.unclean_shutdowns: list[UncleanShutdown] = []
        self._started_hooks: list[Callable[[SimNode], None]] = []
        self._clients: list[SimClient] = []
        for node_id in sorted({*self.controller_ids, *self.broker_ids}):
            node_config = self._node_config(node_id)
            fs = SimFileSystem()
            self._format(node_id, node_config, fs)
            self.nodes[node_id] = SimNode(node_id, node_config, fs)

    # ============================================================================================ configuration

    def _node_config(self, node_id: int) -> NodeConfig:
        roles = []
        listeners = []
        if node_id in self.broker_ids:
            roles.append("broker")
            listeners.append(f"PLAINTEXT://node-{node_id}:{BROKER_PORT}")
        if node_id in self.controller_ids:
            roles.append("controller")
            listeners.append(f"CONTROLLER://node-{node_id}:{CONTROLLER_PORT}")
        props = {
            "process.roles": ",".join(roles),
            "node.id": str(node_id),
            "controller.quorum.voters": ",".join(f"{c}@node-{c}:{CONTROLLER_PORT}" for c in self.controller_ids),
            "controller.listener.names": "CONTROLLER",
            "listeners": ",".join(listeners),
            "log.dirs": DATA_DIR,
        }
        if node_id in self.broker_ids:
            props["inter.broker.listener.name"] = "PLAINTEXT"
        props.update(self.config.properties)
        props.update(self.config.node_properties.get(node_id, {}))
        return config_from_properties(props)

    def _format(self, node_id: int, config: NodeConfig, fs: SimFileSystem) -> None:
        """`kraftpy storage format` on the node's simulated disk: meta.properties in every directory."""
        for i, d in enumerate(config.all_dirs):
            created = fs.makedirs(d)
            for c in created:
                fs.fsync_dir(parent_dir(c))
            dir_id = uuid_to_str(uuid.UUID(int=random.Random(f"{self.seed}/dir/{node_id}/{i}").getrandbits(128)))
            meta = MetaProperties.model_validate({"cluster.id": CLUSTER_ID, "node.id": node_id, "directory.id": dir_id})
            write_meta_properties(fs, d, meta)

    # ==================================================================================================== hooks

    def on_node_started(self, cb: Callable[[SimNode], None]) -> None:
        """`cb(node)` for every incarnation started from now on, once its roles exist and before raft starts."""
        self._started_hooks.append(cb)

    # ==================================================================================================== nodes

    def start(self) -> None:
        """Start every node that is down."""
        for node in self.nodes.values():
            if node.state is NodeState.DOWN:
                self.start_node(node.node_id)

    def start_node(self, node_id: int) -> SimNode:
        """Start `node_id` on its disk as `Node.start` does (a new incarnation)."""
        node = self.nodes[node_id]
        if node.state is not NodeState.DOWN:
            raise RuntimeError(f"node {node_id} is {node.state.value}")
        config = node.config
        meta = read_meta_properties(node.fs, config.metadata_dir)
        assert meta is not None, f"node {node_id} is not formatted"
        reactor = self.world.start_node(node_id)
        node.reactor = reactor
        node.incarnation = reactor.incarnation
        node.state = NodeState.RUNNING
        node.controller = node.broker = None
        world = self.world
        controller_names = set(config.controller_listener_names)

        def serve(
            api: int, handler: RequestHandler, listeners: Iterable[str], versions: tuple[int, int] | None = None
        ) -> RequestHandler:
            kinds = {CONTROLLER_LISTENER if name in controller_names else BROKER_LISTENER for name in listeners}
            for kind in sorted(kinds):
                world.serve(reactor, kind, {api: handler}, versions)
            return handler  # (the simulated world runs without an authorizer)

        def fatal(exc: BaseException) -> None:
            log.error("[SimCluster] node %d hit a fatal error: %r", node_id, exc)
            node.fatal.append(exc)

        # raft, as RaftRole.open: the log and quorum state, the driver, the idle NoOp appender
        # raft sends on its own connections, as a node's raft client does (`RaftRole`)
        node.metadata_log, driver = open_metadata_raft(
            config, meta, node.fs, reactor.wall_ms, reactor.with_channels("raft"), fatal
        )
        node.driver = driver
        node.noop = NoOpAppender(reactor, driver, config.metadata_max_idle_interval_ms)
        driver.register_listener(node.noop)

        # the quorum's handlers and the roles, as Node.start: one assembly (`kraftpy.node.roles.assemble`), so every
        # handler a node serves, the quorum's voter changes included, runs here under a seed
        ctx = RoleContext(
            config=config,
            cluster_id=meta.cluster_id or "",
            reactor=reactor,
            driver=driver,
            fs=node.fs,
            serve=serve,
            fatal=fatal,
            time_sliced_cleaner=False,
        )
        roles = assemble(ctx, QuorumHandlers(config, driver, meta.cluster_id or "", reactor))
        node.controller, node.broker = roles.controller, roles.broker
        for cb in self._started_hooks:
            cb(node)
        driver.start()
        if node.broker is not None:
            node.broker.lifecycle.start()
        log.info("[SimCluster] started node %d (incarnation %d) at %d ms", node_id, node.incarnation, self.now)
        return node

    def stop_node(self, node_id: int, done: Callable[[], None] | None = None) -> None:
        """Begin a clean stop (see the module docstring); `done` runs once the node is down."""
        node = self.nodes[node_id]
        if done is not None:
            node._stop_done.append(done)
        if node.state is not NodeState.RUNNING:
            if node.state is NodeState.DOWN:
                self._stopped(node)
            return
        node.state = NodeState.STOPPING
        reactor = node.reactor
        assert reactor is not None
        incarnation = node.incarnation
        finished = False

        def granted() -> None:
            nonlocal finished
            if finished or node.incarnation != incarnation or node.state is not NodeState.STOPPING:
                return
            finished = True
            self._close_node(node)

        if node.broker is not None:
            node.broker.begin_controlled_shutdown(granted)
            reactor.call_at(reactor.now_ms() + self.config.controlled_shutdown_timeout_ms, granted)
        else:
            granted()

    def _close_node(self, node: SimNode) -> None:
        """After the controlled shutdown: listeners, roles, then raft (a leader resigns first)."""
        reactor = node.reactor
        assert reactor is not None
        self.world.close_listeners(node.node_id)
        if node.broker is not None:
            node.broker.close()
        if node.controller is not None:
            node.controller.close()
        driver = node.driver
        assert driver is not None
        deadline = reactor.now_ms() + RESIGN_WAIT_MS
        if driver.is_leader:
            driver.resign()

        def finish_raft() -> None:
            if node.state is not NodeState.STOPPING or node.reactor is not reactor:
                return
            if not driver.closed and not driver.resignation_acknowledged and reactor.now_ms() < deadline:
                reactor.call_at(reactor.now_ms() + RESIGN_POLL_MS, finish_raft)
                return
            driver.close()
            if node.noop is not None:
                node.noop.close()
            mlog, node.metadata_log = node.metadata_log, None
            if mlog is not None:
                try:
                    mlog.flush()
                finally:
                    mlog.close()
            self.world.crash(node.node_id)
            node.fs.crash()  # the process exits; everything was flushed
            node.clean_stops += 1
            self._down(node)
            log.info("[SimCluster] node %d stopped cleanly at %d ms", node.node_id, self.now)
            self._stopped(node)

        finish_raft()

    def _stopped(self, node: SimNode) -> None:
        callbacks, node._stop_done = node._stop_done, []
        for cb in callbacks:
            cb()

    def _down(self, node: SimNode) -> None:
        node.state = NodeState.DOWN
        node.reactor = None
        node.driver = None
        node.noop = None
        node.metadata_log = None
        # the roles stay inspectable (their last state) until the next start

    def stop(self, node_id: int, max_ms: int = 120_000) -> None:
        """A clean stop, run to its end."""
        box: list[bool] = []
        self.stop_node(node_id, lambda: box.append(True))
        self.run_until(lambda: bool(box), max_ms, f"clean stop of node {node_id}")

    def kill(self, node_id: int) -> None:
        """kill -9: the process dies at once; the page cache keeps every write; no clean-shutdown marker."""
        node = self.nodes[node_id]
        if node.state is NodeState.DOWN:
            return
        self.world.crash(node_id)
        node.fs.crash()
        self._down(node)
        self.unclean_shutdowns.append(UncleanShutdown(node_id, self.now, "kill"))
        log.info("[SimCluster] killed node %d at %d ms", node_id, self.now)
        self._stopped(node)

    def power_loss(self, node_id: int, *, worst_case: bool = False) -> None:
        """The node's machine loses power: everything not fsynced may be lost (`worst_case`: is lost).

        A node that is down already (after a clean stop or a kill) may still have writes in the page cache: a
        power loss then counts as an unclean shutdown when it could lose any of them."""
        node = self.nodes[node_id]
        was_up = node.state is not NodeState.DOWN
        lossy = was_up or node.fs.has_unsynced
        self.world.crash(node_id)
        node.fs.power_loss(_NothingSurvives() if worst_case else random.Random(self.rng.getrandbits(64)))
        if lossy:
            self.unclean_shutdowns.append(UncleanShutdown(node_id, self.now, "power loss"))
        if was_up:
            self._down(node)
            log.info("[SimCluster] node %d lost power at %d ms", node_id, self.now)
            self._stopped(node)
        elif lossy:
            log.info("[SimCluster] node %d lost power while down at %d ms (unsynced writes lost)", node_id, self.now)

    def restart(self, node_id: int) -> SimNode:
        """Start a node that is down again (after a stop, kill or power loss)."""
        return self.start_node(node_id)

    # ================================================================================================== network

    def cut(self, a: int, b: int) -> list[tuple[int, int]]:
        """Cut the link between a and b (both directions); returns the cut for `heal`."""
        return self.world.network.block([(a, b), (b, a)])

    def heal(self, cut: list[tuple[int, int]]) -> None:
        self.world.network.unblock(cut)

    def isolate(self, node_id: int, others: Iterable[int] | None = None) -> list[tuple[int, int]]:
        """Cut `node_id` off from every other node (and client) or from `others`."""
        peers = (
            list(others)
            if others is not None
            else [n for n in (*self.nodes, *(c.node_id for c in self._clients)) if n != node_id]
        )
        pairs = [(node_id, p) for p in peers] + [(p, node_id) for p in peers]
        return self.world.network.block(pairs)

    def heal_all(self) -> None:
        self.world.network.heal_all()

    # ===================================================================================================== time

    @property
    def now(self) -> int:
        return self.world.clock.now

    def run_for(self, ms: int) -> None:
        self.world.run_for(ms)

    def run_until(self, pred: Callable[[], bool], max_ms: int = 60_000, what: str = "condition") -> None:
        """Run until `pred()` holds (checked after every event); AssertionError after `max_ms` of simulated time."""
        if pred():
            return
        if not self.world.run_for(max_ms, pred):
            raise AssertionError(f"{what} not reached within {max_ms} ms (seed {self.seed}, now {self.now} ms)")

    def wait_for(self, call: Call | None, max_ms: int = 30_000, what: str | None = None) -> Call:
        """Run until a client request is answered (or failed); returns it."""
        if call is None:
            raise AssertionError(f"{what or 'the request'} could not be sent (no broker or leader known)")
        self.run_until(lambda: call.done, max_ms, what or f"answer to {type(call.request).__name__}")
        return call

    # ================================================================================================= clients

    def client(self, node_id: int | None = None) -> SimClient:
        """A client on its own node of the network (it serves nothing)."""
        if node_id is None:
            node_id = FIRST_CLIENT_ID + len(self._clients)
        client = SimClient(self.world.start_node(node_id), lambda: self.running_brokers(), self.controller_ids)
        self._clients.append(client)
        return client

    # ================================================================================================ inspection

    def running_brokers(self) -> list[int]:
        return [b for b in self.broker_ids if self.nodes[b].running]

    def running_controllers(self) -> list[int]:
        return [c for c in self.controller_ids if self.nodes[c].running]

    def active_controller(self) -> SimNode | None:
        """The controller node that is active (leads the quorum and replayed everything before its term); when a
        cut-off former leader still believes it is active, the one of the highest epoch."""
        best: SimNode | None = None
        best_epoch = -1
        for c in self.controller_ids:
            node = self.nodes[c]
            if not node.running or node.controller is None:
                continue
            qc = node.controller.role.controller
            if qc.active and qc.epoch > best_epoch:
                best, best_epoch = node, qc.epoch
        return best

    def quorum_settled(self) -> bool:
        """Every running node follows the same raft leader in the same epoch, and that leader is the active
        controller (no election under way, no cut-off former leader that still believes it leads)."""
        active = self.active_controller()
        if active is None or active.driver is None:
            return False
        expected = active.driver.leader_and_epoch
        if expected.leader_id != active.node_id:
            return False
        return all(
            n.driver.leader_and_epoch == expected for n in self.nodes.values() if n.running and n.driver is not None
        )

    def committed_image(self) -> MetadataImage | None:
        """The active controller's committed image (None while there is none)."""
        node = self.active_controller()
        return None if node is None or node.controller is None else node.controller.role.controller.committed

    def broker_image(self, broker_id: int) -> MetadataImage | None:
        node = self.nodes[broker_id]
        return None if node.broker is None else node.broker.publisher.image

    def partition_state(self, topic: str, partition: int = 0) -> PartitionRegistration | None:
        """The committed PartitionRegistration (active controller's view), or None."""
        image = self.committed_image()
        if image is None:
            return None
        t = image.topic(topic)
        return None if t is None else t.partitions.get(partition)

    def replica(self, broker_id: int, topic: str, partition: int = 0) -> Partition | None:
        """The broker's hosted Partition (replica manager) or None."""
        node = self.nodes[broker_id]
        if not node.running or node.broker is None:
            return None
        return node.broker.replicas.partition(topic, partition)

    def unclean_nodes_since(self, time_ms: int, among: Iterable[int] | None = None) -> set[int]:
        """Nodes (of `among`) that had an unclean shutdown at or after `time_ms`."""
        wanted = None if among is None else set(among)
        return {
            u.node_id
            for u in self.unclean_shutdowns
            if u.time_ms >= time_ms and (wanted is None or u.node_id in wanted)
        }

    def fatal_errors(self) -> list[tuple[int, BaseException]]:
        return [(n.node_id, e) for n in self.nodes.values() for e in n.fatal]

    def describe(self) -> str:
        parts = []
        for n in self.nodes.values():
            role = "C" if n.is_controller else ""
            role += "B" if n.is_broker else ""
            parts.append(f"{n.node_id}{role}:{n.state.value}")
        return " ".join(parts)


class _NothingSurvives(random.Random):
    """A power loss that keeps nothing written after the last fsync (and undoes every unsynced truncation)."""

    def random(self) -> float:
        return 0.0
