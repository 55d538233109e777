"""A whole KRaft quorum in one process: N voters and M observers, each the real `RaftDriver` running the real
`RaftNode` on a `SimReactor` of a `SimWorld`, under a fault schedule, with the invariants checked after every
step.

Every raft request travels as bytes through the code a node runs: the sender's `kraftpy.net` client connection,
the receiver's server connection and its request dispatcher, which hands it to the driver's handler as a node
registers it (`kraftpy.sim.world`); only the event loop, the sockets and the disks (`MemoryRaftLog`,
`MemoryQuorumStateStore`) are simulated. The state machine of each node is a `RaftListener` that receives the
committed batches and snapshots, and takes snapshots through the driver's `create_snapshot`; clients append
through the driver's `append`.

Everything random (network delays and losses, fault schedule, client traffic, the nodes' election timeouts)
derives from one seed, so a run is reproduced exactly by its seed and configuration. A failing run raises
`SimFailure`, whose message holds the seed, the fault schedule, the tail of the trace and the command that
replays it.

The driver carries out each `RaftOutput` in a fixed order: quorum-state write, then log flush, then sends, then
the state machine. A crash can hit in the middle of that sequence (see `Fault`): the simulation wraps what the
driver calls (the quorum-state store, the log's flush, the reactor's send) and raises `NodeCrash` from there,
which unwinds the node's stack to the world's event loop, where the node dies at that instant. A crash "after
the sends" or "right after voting" is carried out as soon as the event in which the node did it ends (its answers
are on their way by then).

With `reconfig` (`python -m kraftpy.sim raft --reconfig`) the nodes are controllers that can be voters (the first
`voters` of them start as the voter set, the others as observers) plus `observers` brokers, and a workload of quorum
reassignments runs through the fault window (seed 003 through the driver's `reassign`: grow, shrink, replace,
cancel, overlapping requests; KIP-853's one-member add/remove through `add_voter`/`remove_voter`), sent to the
leader or to any node. The invariants then also check each committed voter set against the previous one,
durability against the latest committed voter set, and that no two disjoint majorities commit; after the heal,
whatever reassignment is in progress must complete (TargetVoters cleared, every node acting on the committed voter
set).

The network is the world's: TCP-like connections that keep messages in order and never duplicate them; a lost
message hangs its connection until the sender's request timeout closes it.
"""

from __future__ import annotations

import itertools
import random
import time
import uuid
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.vote import VoteResponse
from kraftpy.protocol.uuids import ZERO_UUID
from kraftpy.raft.config import QuorumConfig
from kraftpy.raft.driver import RAFT_APIS, RaftDriver, RaftListener
from kraftpy.raft.memory_log import MemoryRaftLog
from kraftpy.raft.messages import LoadedSnapshot, VoterChangeResult
from kraftpy.raft.node import RaftNode
from kraftpy.raft.quorum_state import ElectionState, MemoryQuorumStateStore
from kraftpy.raft.records import Batch
from kraftpy.raft.types import NotLeaderError, OffsetAndEpoch, RaftError
from kraftpy.raft.voters import Endpoint, Voter, VoterSet
from kraftpy.runtime import CONTROLLER_LISTENER, Deferred, RequestInfo, ResponseCallback

from .clock import SimClock
from .faults import Fault, FaultSchedule, generate_schedule
from .invariants import InvariantViolation, RaftInvariants
from .network import NetworkConfig, SimNetwork
from .world import NodeCrash, SimReactor, SimWorld

__all__ = ["RaftSimConfig", "RaftSimulation", "SimFailure", "SimResult", "run_seed"]

CLUSTER_ID = "SimClusterAAAAAAAAAAAw"

# what a node does to its disk and the network while carrying out an output, in this order
_WRITE = 1  # the quorum-state write
_FLUSH = 2  # the log flush
_SEND = 3  # one request sent


def _default_quorum() -> QuorumConfig:
    # Kafka's defaults, except small fetches and snapshot chunks, so that catching up takes several round trips.
    return QuorumConfig(fetch_max_bytes=1024, fetch_snapshot_max_bytes=256)


@dataclass(slots=True)
class RaftSimConfig:
    voters: int = 3
    observers: int = 1
    quorum: QuorumConfig = field(default_factory=_default_quorum)
    liveness_bound_ms: int = 30_000
    client_interval_ms: tuple[int, int] = (50, 400)
    snapshot_every: tuple[int, int] = (3, 12)  # batches applied between state-machine snapshots
    check_interval_ms: int = 2_000
    min_fault_window_ms: int = 6_000
    max_fault_window_ms: int = 14_000
    trace_len: int = 400
    reconfig: bool = False  # seed 003: controllers that reassignments move in and out of the voter set
    controllers: int = 6  # with reconfig: controller nodes (the first `voters` start as voters)
    reassign_interval_ms: tuple[int, int] = (400, 2_500)
    reassign_timeout_ms: int = 8_000

    def describe(self) -> str:
        return f"--voters {self.voters} --observers {self.observers}" + (
            f" --reconfig --controllers {self.controllers}" if self.reconfig else ""
        )


class SimFailure(AssertionError):
    def __init__(
        self, seed: int, config: RaftSimConfig, schedule: FaultSchedule, reason: str, trace: list[str]
    ) -> None:
        self.seed = seed
        self.reason = reason
        text = "\n".join(
            [
                f"raft simulation failed: seed {seed} ({config.describe()})",
                f"reason: {reason}",
                "fault schedule:",
                str(schedule),
                f"last {len(trace)} trace lines:",
                *(f"  {line}" for line in trace),
                f"replay: python -m kraftpy.sim raft --seeds 1 --start {seed} {config.describe()} --verbose",
            ]
        )
        super().__init__(text)


@dataclass(slots=True)
class SimResult:
    seed: int
    sim_ms: int = 0
    wall_ms: float = 0.0
    events: int = 0
    messages: int = 0
    elections: int = 0  # epochs that had a leader
    committed_offsets: int = 0
    committed_records: int = 0
    crashes: int = 0
    power_losses: int = 0
    snapshots_created: int = 0
    snapshots_loaded: int = 0
    truncations: int = 0
    recovery_ms: int = 0  # from the end of the faults to the first new commit applied everywhere
    digest: int = 0
    # reconfig mode
    reassignments: int = 0  # voter change requests sent
    reassignments_ok: int = 0  # answered successfully
    voter_changes: int = 0  # committed voter sets after the first
    voter_records_truncated: int = 0  # uncommitted voter records undone by a truncation
    leader_handovers: int = 0  # a leader resigned because a reassignment removed it
    elections_checked: int = 0  # elections checked against the last commit's majority


class _Abort(BaseException):
    """Stops the run at once with `error` (an invariant violation seen inside a node's code, whose own error
    handling would otherwise log and swallow it)."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(str(error))
        self.error = error


class _Crash(NodeCrash):
    def __init__(self, node_id: int, reason: str, power_loss: bool) -> None:
        super().__init__(node_id, reason)
        self.power_loss = power_loss


_Effect = Callable[[int, Callable[[], None], "ElectionState | None"], None]


class _SimLog(MemoryRaftLog):
    """The node's log, whose `flush` (called by the driver to carry out an output) goes through the simulation,
    where a crash can strike before or after it."""

    __slots__ = ("_inside", "effect")

    def __init__(self) -> None:
        super().__init__()
        self.effect: _Effect | None = None
        self._inside = False

    def flush(self) -> None:
        if self.effect is None or self._inside:
            super().flush()
        else:
            self.effect(_FLUSH, super().flush, None)

    def delete_before_snapshot(self, snapshot_id: OffsetAndEpoch) -> bool:
        self._inside = True  # its own flush is part of the snapshot step, not an output's flush
        try:
            return super().delete_before_snapshot(snapshot_id)
        finally:
            self._inside = False


class _SimStore:
    """The node's `QuorumStateStore` as the driver sees it: writes go through the simulation."""

    __slots__ = ("effect", "inner")

    def __init__(self, inner: MemoryQuorumStateStore, effect: _Effect) -> None:
        self.inner = inner
        self.effect = effect

    def read(self) -> ElectionState | None:
        return self.inner.read()

    def write(self, state: ElectionState) -> None:
        self.effect(_WRITE, lambda: self.inner.write(state), state)


class _RaftReactor(SimReactor):
    """The reactor raft runs on (on its own connections, as in a node), whose sends go through the simulation."""

    def __init__(self, world: SimWorld, node_id: int, incarnation: int, effect: _Effect) -> None:
        super().__init__(world, node_id, incarnation, "raft")
        self.effect = effect

    def send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: ResponseCallback,
        *,
        timeout_ms: int,
        version: int | None = None,
        channel: str = "",
    ) -> None:
        def do() -> None:
            SimReactor.send(
                self, node_id, listener, request, callback, timeout_ms=timeout_ms, version=version, channel=channel
            )

        self.effect(_SEND, do, None)


class _StateMachine(RaftListener):
    """The replicated state of one node incarnation: the ordered list of committed data records, kept by the
    driver's deliveries and snapshotted through the driver every few batches."""

    def __init__(self, sim: RaftSimulation, node: _Node, snapshot_every: int) -> None:
        self.sim = sim
        self.node = node
        self.records: list[bytes] = []
        self.applied_offset = 0
        self.last_batch: tuple[int, int] | None = None  # (last offset, epoch)
        self.batches_since_snapshot = 0
        self.snapshot_every = snapshot_every

    def handle_load_snapshot(self, snapshot: LoadedSnapshot) -> None:
        try:
            self.sim._on_snapshot(self, snapshot)
        except (InvariantViolation, RaftError) as exc:
            raise _Abort(exc) from exc

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        try:
            self.sim._on_commit(self, batches)
        except (InvariantViolation, RaftError) as exc:
            raise _Abort(exc) from exc

    def handle_leader_change(self, leader_id: int, epoch: int) -> None:
        self.sim._trace_line(f"n{self.node.id} leader is n{leader_id} in epoch {epoch}")

    def load(self, snapshot: LoadedSnapshot) -> None:
        self.records = list(snapshot.records)
        self.applied_offset = snapshot.snapshot_id.offset
        self.last_batch = (snapshot.snapshot_id.offset - 1, snapshot.snapshot_id.epoch)
        self.batches_since_snapshot = 0

    def apply(self, batch: Batch) -> None:
        if batch.base_offset != self.applied_offset:
            raise InvariantViolation(f"batch {batch.base_offset} applied after offset {self.applied_offset}")
        self.records.extend(batch.records)
        self.applied_offset = batch.last_offset + 1
        self.last_batch = (batch.last_offset, batch.epoch)
        self.batches_since_snapshot += 1


class _Node:
    __slots__ = (
        "controller",
        "crash_after",
        "crash_pending",
        "crash_sending",
        "crash_started",
        "driver",
        "id",
        "incarnation",
        "is_voter",
        "log",
        "reactor",
        "sm",
        "snapshot_every",
        "store",
        "vote_crash",
    )

    def __init__(self, node_id: int, is_voter: bool, snapshot_every: int, controller: bool = False) -> None:
        self.id = node_id
        self.is_voter = is_voter
        self.controller = controller
        self.log = _SimLog()
        self.store = MemoryQuorumStateStore()
        self.driver: RaftDriver | None = None
        self.reactor: _RaftReactor | None = None
        self.incarnation = 0
        self.snapshot_every = snapshot_every
        self.sm: _StateMachine | None = None
        self.crash_pending: Fault | None = None  # a mid-output crash waiting for the node's next output
        self.crash_started = False  # ... which has begun: part of an output was carried out
        self.crash_sending = False  # ... and some of its requests were sent
        self.crash_after: Fault | None = None  # crash once the current event ends (it just voted)
        self.vote_crash: tuple[Fault, int] | None = None  # armed until the given time

    @property
    def raft(self) -> RaftNode | None:
        return self.driver.raft if self.driver is not None else None

    @property
    def applied_offset(self) -> int:
        return self.sm.applied_offset if self.sm is not None else 0


class RaftSimulation:
    def __init__(
        self, seed: int, config: RaftSimConfig | None = None, *, schedule: FaultSchedule | None = None
    ) -> None:
        self.seed = seed
        self.config = cfg = config if config is not None else RaftSimConfig()
        master = random.Random(seed)
        self._rng_faults = random.Random(master.getrandbits(64))
        self._rng_net = random.Random(master.getrandbits(64))
        self._rng_client = random.Random(master.getrandbits(64))
        self._rng_disk = random.Random(master.getrandbits(64))
        self._node_seed = master.getrandbits(32)
        voter_ids = list(range(1, cfg.voters + 1))
        spare_ids = list(range(cfg.voters + 1, cfg.controllers + 1)) if cfg.reconfig else []
        first_observer = (cfg.controllers if cfg.reconfig else cfg.voters) + 1
        observer_ids = list(range(first_observer, first_observer + cfg.observers))
        self.voters = VoterSet(voter_ids)
        self.controller_ids = voter_ids + spare_ids
        self.nodes = {
            i: _Node(i, i in self.voters, self._rng_client.randint(*cfg.snapshot_every), i in self.controller_ids)
            for i in voter_ids + spare_ids + observer_ids
        }
        if cfg.reconfig:
            self._rng_reassign = random.Random(master.getrandbits(64))
        self.schedule = (
            schedule
            if schedule is not None
            else generate_schedule(
                self._rng_faults,
                voter_ids + spare_ids + observer_ids,
                voter_ids + spare_ids,
                min_end=cfg.min_fault_window_ms,
                max_end=cfg.max_fault_window_ms,
            )
        )
        self.world = SimWorld(seed)
        self.world.network = self.network = SimNetwork(
            self._rng_net,
            NetworkConfig(max_delay_ms=self.schedule.max_delay_ms, drop_rate=self.schedule.base_drop_rate),
        )
        self.world.on_crash = self._on_node_crash
        self.clock: SimClock = self.world.clock
        self.invariants = RaftInvariants(voter_ids)
        self.result = SimResult(seed)
        self._trace: deque[str] = deque(maxlen=cfg.trace_len)
        self._loss_rates: list[float] = []
        self._healed_at: int | None = None
        self._post_heal: set[bytes] = set()
        self._marker_offset: int | None = None
        self._client_counter = 0
        self._done = False
        self._snapshots_created = 0
        self._snapshots_loaded = 0
        self._truncations = 0
        self._digest = 0

    # ================================================================================================ run

    def run(self) -> SimResult:
        started = time.perf_counter()
        try:
            try:
                self._run()
            except _Abort as abort:
                raise abort.error from None
        except (InvariantViolation, RaftError) as exc:
            raise SimFailure(
                self.seed, self.config, self.schedule, f"{type(exc).__name__}: {exc}", list(self._trace)
            ) from exc
        res = self.result
        res.sim_ms = self.clock.now
        res.wall_ms = (time.perf_counter() - started) * 1000
        res.events = self.world.events
        res.elections = len(self.invariants.leaders)
        res.committed_offsets = self.invariants.committed_end
        res.committed_records = sum(1 for v in self.invariants._records.values() if v is not None)
        res.snapshots_created = self._snapshots_created
        res.snapshots_loaded = self._snapshots_loaded
        live = [n.raft for n in self.nodes.values() if n.raft is not None]
        res.truncations = self._truncations + sum(r.metrics.truncations_total for r in live)
        res.messages = self.network.delivered
        res.digest = self._digest
        res.voter_changes = sum(1 for a, b in itertools.pairwise(self.invariants.configs) if a[1] != b[1])
        res.voter_records_truncated += sum(r.metrics.voter_truncations_total for r in live)
        res.leader_handovers += sum(r.metrics.handovers_total for r in live)
        res.elections_checked = self.invariants.elections_checked
        return res

    def _run(self) -> None:
        world = self.world
        for node in self.nodes.values():
            self._start_node(node)
        for fault in self.schedule.faults:
            world.at(fault.at, partial(self._start_fault, fault))
        world.at(self.schedule.end, self._heal)
        world.at(self._rng_client.randint(*self.config.client_interval_ms), self._client)
        world.at(self.config.check_interval_ms, self._check)
        if self.config.reconfig:
            world.at(1_000 + self._rng_reassign.randint(*self.config.reassign_interval_ms), self._reassign)
        world.run_until(1 << 62, self._after_event)
        self._full_check()
        self.invariants.check_durable_majority({i: n.log for i, n in self.nodes.items()})
        if self.config.reconfig:
            self._check_reconfig_complete()

    def _after_event(self) -> bool:
        """After every event: observe each running node, carry out the crashes due at the end of the event, and
        check liveness. True once the run is complete."""
        now = self.clock.now
        for node in self.nodes.values():
            driver = node.driver
            if driver is None:
                continue
            self.invariants.observe(node.id, driver.raft, node.log)
            if node.crash_after is not None:
                fault = node.crash_after
                self._crash(node, fault.power_loss, "right after voting")
                self.world.at(now + fault.point * 100, partial(self._restart, node))
            elif node.crash_pending is not None and node.crash_started:
                pending = node.crash_pending
                self._crash(node, pending.power_loss, f"mid-output at point {pending.point}, at the end of the output")
        if self._healed_at is not None and now > self._healed_at + self.config.liveness_bound_ms:
            raise InvariantViolation(self._liveness_report())
        return self._done

    def _check(self) -> None:
        self._full_check()
        self.world.at(self.clock.now + self.config.check_interval_ms, self._check)

    # ============================================================================================ nodes

    def _trace_line(self, text: str) -> None:
        self._trace.append(f"t={self.clock.now:>6} {text}")

    def _start_node(self, node: _Node) -> None:
        reconfig = self.config.reconfig
        world = self.world
        incarnation = world.start_node(node.id).incarnation
        node.incarnation = incarnation

        def effect(stage: int, do: Callable[[], None], state: ElectionState | None) -> None:
            self._effect(node, stage, do, state)

        node.log.effect = effect
        reactor = node.reactor = _RaftReactor(world, node.id, incarnation, effect)
        driver = node.driver = RaftDriver(
            reactor,
            voters=self.voters,
            log=node.log,
            store=_SimStore(node.store, effect),
            cluster_id=CLUSTER_ID,
            config=self.config.quorum,
            directory_id=_directory(node.id) if reconfig else ZERO_UUID,
            on_fatal=self._on_fatal,
            rng=random.Random(self._node_seed * 1_000_003 + node.id * 1009 + incarnation),
            endpoints=_endpoints(node.id) if reconfig and node.controller else (),
        )

        def handle(info: RequestInfo, body: Message) -> Message | Deferred:
            try:
                answer = driver.handle_request(info, body)
            except RaftError as exc:
                raise _Abort(exc) from exc
            if body.API_KEY == ApiKey.VOTE and _grants_vote(answer):
                self._voted(node)
            return answer

        world.serve(reactor, CONTROLLER_LISTENER, dict.fromkeys(RAFT_APIS, handle))
        node.sm = _StateMachine(self, node, node.snapshot_every)
        driver.register_listener(node.sm)
        node.crash_started = node.crash_sending = False
        node.crash_after = None
        self._trace_line(f"n{node.id} start #{incarnation}: {driver.describe()}")
        driver.start()

    def _on_fatal(self, exc: BaseException) -> None:
        raise _Abort(exc if isinstance(exc, RaftError) else RaftError(f"raft stopped: {exc!r}"))

    def _effect(self, node: _Node, stage: int, do: Callable[[], None], state: ElectionState | None) -> None:
        """The driver of `node` writes its quorum state, flushes its log or sends a request (`stage`): `do` it,
        unless a pending crash strikes before (or right after) it."""
        crash = node.crash_pending
        if crash is None:
            do()
            if state is not None:
                self._trace_line(f"n{node.id} persisted {state}")
                if state.voted_id >= 0:
                    self._voted(node)
            return
        point = crash.point
        why = f"mid-output at point {point}"
        if stage > point or (stage < _SEND and node.crash_sending):
            raise _Crash(node.id, why, crash.power_loss)
        if stage == _SEND:
            if self._rng_disk.random() < 0.5:
                raise _Crash(node.id, why, crash.power_loss)
            node.crash_sending = True
        node.crash_started = True
        do()
        if stage == point:
            raise _Crash(node.id, why, crash.power_loss)

    def _voted(self, node: _Node) -> None:
        armed = node.vote_crash
        if armed is not None:
            fault, until = armed
            node.vote_crash = None
            if self.clock.now <= until:
                node.crash_after = fault

    def _on_node_crash(self, crash: NodeCrash) -> None:
        """A node crashed half-way through an event (the world already stopped it)."""
        node = self.nodes[crash.node_id]
        power_loss = crash.power_loss if isinstance(crash, _Crash) else False
        self._crashed(node, power_loss, crash.reason)

    def _crash(self, node: _Node, power_loss: bool, why: str) -> None:
        if node.driver is None:
            return
        self.world.crash(node.id)
        self._crashed(node, power_loss, why)

    def _crashed(self, node: _Node, power_loss: bool, why: str) -> None:
        driver = node.driver
        if driver is None:
            return
        metrics = driver.raft.metrics
        self._truncations += metrics.truncations_total
        self.result.voter_records_truncated += metrics.voter_truncations_total
        self.result.leader_handovers += metrics.handovers_total
        node.driver = None
        node.reactor = None
        node.crash_pending = None
        node.crash_after = None
        node.crash_started = node.crash_sending = False
        self.result.crashes += 1
        lost = 0
        if power_loss:
            lost = node.log.power_loss(self._rng_disk)
            self.result.power_losses += 1
        self.invariants.on_restart(node.id)
        self._trace_line(f"n{node.id} CRASH ({why}){f' power loss: lost {lost} batches' if power_loss else ''}")
        self.invariants.check_durable_majority({i: n.log for i, n in self.nodes.items()})

    def _restart(self, node: _Node) -> None:
        if node.driver is not None:
            if node.crash_pending is None:
                return
            self._crash(node, node.crash_pending.power_loss, "crash before any output")
        self._start_node(node)

    # ====================================================================================== state machine

    def _on_snapshot(self, sm: _StateMachine, snapshot: LoadedSnapshot) -> None:
        node = sm.node
        if node.driver is None or node.sm is not sm:
            return
        self.invariants.observe(node.id, node.driver.raft, node.log)
        self.invariants.check_snapshot(node.id, snapshot)
        sm.load(snapshot)
        self._snapshots_loaded += 1
        self._trace_line(f"n{node.id} loaded snapshot {snapshot.snapshot_id}")

    def _on_commit(self, sm: _StateMachine, batches: Sequence[Batch]) -> None:
        node = sm.node
        driver = node.driver
        if driver is None or node.sm is not sm:
            return
        self.invariants.observe(node.id, driver.raft, node.log)
        for batch in batches:
            self.invariants.check_applied(node.id, batch)
            sm.apply(batch)
            if batch.records:
                self._digest = (self._digest * 31 + batch.base_offset * 7 + node.id) % (1 << 61)
        if self._marker_offset is not None:
            self._check_recovered()
        elif self._post_heal:
            for batch in batches:
                if any(r in self._post_heal for r in batch.records):
                    self._marker_offset = batch.last_offset
                    self._trace_line(f"first commit after healing at offset {batch.last_offset}")
                    self._check_recovered()
                    break
        if sm.batches_since_snapshot >= sm.snapshot_every and sm.last_batch is not None:
            sid = OffsetAndEpoch(sm.last_batch[0] + 1, sm.last_batch[1])
            sm.batches_since_snapshot = 0
            if driver.create_snapshot(sid, sm.records) is not None:
                self._snapshots_created += 1
                self._trace_line(f"n{node.id} created snapshot {sid}; log {node.log!r}")

    # =========================================================================================== client

    def _client(self) -> None:
        now = self.clock.now
        self.world.at(now + self._rng_client.randint(*self.config.client_interval_ms), self._client)
        leaders = [n for n in self.nodes.values() if n.driver is not None and n.driver.is_leader]
        if not leaders:
            return
        node = leaders[self._rng_client.randrange(len(leaders))]
        driver = node.driver
        assert driver is not None
        count = self._rng_client.choice((1, 1, 1, 2, 5))
        records = []
        for _ in range(count):
            self._client_counter += 1
            payload = f"s{self.seed}-r{self._client_counter}".encode()
            records.append(payload)
            if self._healed_at is not None:
                self._post_heal.add(payload)
        try:
            driver.append(records)
        except NotLeaderError:
            return

    # =========================================================================================== faults

    def _leader(self) -> _Node | None:
        for node in self.nodes.values():
            if node.driver is not None and node.driver.is_leader:
                return node
        return None

    # complex on purpose: one branch per fault kind of the schedule
    def _start_fault(self, fault: Fault) -> None:  # noqa: C901
        now = self.clock.now
        world = self.world
        self._trace_line(f"FAULT {fault}")
        if fault.kind == "election-storm":
            leader = self._leader()
            if leader is None:
                return
            for node in self.nodes.values():
                if node.is_voter and node is not leader and node.driver is not None:
                    node.vote_crash = (
                        Fault(
                            fault.at,
                            "vote-crash",
                            node=node.id,
                            duration=3000,
                            power_loss=fault.power_loss,
                            point=fault.point,
                        ),
                        now + 3000,
                    )
            fault = Fault(fault.at, "crash", node=leader.id, duration=fault.duration, power_loss=fault.power_loss)
        if fault.kind in ("crash-leader", "isolate-leader"):
            leader = self._leader()
            if leader is None:
                return
            kind = "crash" if fault.kind == "crash-leader" else "isolate"
            fault = Fault(fault.at, kind, node=leader.id, duration=fault.duration, power_loss=fault.power_loss)
        if fault.kind == "crash-all":
            lossy = fault.groups[0] if fault.groups else ()
            for node in self.nodes.values():
                if node.driver is not None:
                    self._crash(node, node.id in lossy, "whole cluster")
                world.at(now + fault.duration, partial(self._restart, node))
            return
        if fault.kind == "vote-crash":
            node = self.nodes[fault.node]
            if node.driver is not None:
                node.vote_crash = (fault, now + fault.duration)
            return
        if fault.kind == "crash":
            node = self.nodes[fault.node]
            if node.driver is None:
                return
            if fault.mid_output:
                node.crash_pending = fault
                node.crash_started = node.crash_sending = False
            else:
                self._crash(node, fault.power_loss, "fault")
            world.at(now + fault.duration, lambda: self._restart(node))
        elif fault.kind == "partition":
            cut = self.network.partition([list(g) for g in fault.groups])
            world.at(now + fault.duration, lambda: self._end_fault(fault, cut))
        elif fault.kind == "isolate":
            others = [i for i in self.nodes if i != fault.node]
            cut = self.network.partition([[fault.node], others])
            world.at(now + fault.duration, lambda: self._end_fault(fault, cut))
        elif fault.kind == "cut":
            cut = self.network.block([(fault.node, fault.peer)])
            world.at(now + fault.duration, lambda: self._end_fault(fault, cut))
        elif fault.kind == "loss":
            self._loss_rates.append(fault.rate)
            self.network.config.drop_rate = max(self._loss_rates)
            world.at(now + fault.duration, lambda: self._end_fault(fault, None))
        elif fault.kind == "resign":
            for node in self.nodes.values():
                if node.driver is not None and node.driver.is_leader:
                    node.driver.resign()

    def _end_fault(self, fault: Fault, cut: list[tuple[int, int]] | None) -> None:
        if self._healed_at is not None:
            return
        self._trace_line(f"END {fault}")
        if cut is not None:
            self.network.unblock(cut)
        if fault.kind == "loss":
            self._loss_rates.remove(fault.rate)
            self.network.config.drop_rate = max(self._loss_rates, default=self.schedule.base_drop_rate)

    def _heal(self) -> None:
        self._trace_line("HEAL: network healed, every node up, no message loss")
        self.network.heal_all()
        self._loss_rates.clear()
        self.network.config.drop_rate = 0.0
        for node in self.nodes.values():
            if node.driver is None or node.crash_pending is not None:
                node.crash_pending = None
                node.crash_started = node.crash_sending = False
                if node.driver is None:
                    self._start_node(node)
        self._healed_at = self.clock.now

    # ====================================================================================== reassignments

    def _reassign(self) -> None:
        """One quorum reassignment request (reconfig mode), until the heal."""
        if self._healed_at is not None:
            return
        now = self.clock.now
        rng = self._rng_reassign
        self.world.at(now + rng.randint(*self.config.reassign_interval_ms), self._reassign)
        live = [n for n in self.nodes.values() if n.driver is not None]
        if not live:
            return
        leader = self._leader()
        node = leader if leader is not None and rng.random() < 0.85 else rng.choice(live)
        driver = node.driver
        assert driver is not None
        raft = driver.raft
        current = list(raft.assignment.current.ids)
        ctrl = self.controller_ids
        spare = [i for i in ctrl if i not in current]
        kind = rng.choice(
            (
                "grow",
                "shrink",
                "replace",
                "replace",
                "move",
                "move",
                "cancel",
                "resubmit",
                "random",
                "add",
                "remove",
            )
        )
        target: list[int] | None = None
        timeout = self.config.reassign_timeout_ms
        call: Callable[[], Deferred]
        if kind == "add" and spare and len(current) < 5:
            vid = rng.choice(spare)
            desc = f"add-voter {vid}"
            voter = Voter(vid, _directory(vid), _endpoints(vid))

            def call() -> Deferred:
                return driver.add_voter(voter, timeout)
        elif kind == "remove" and len(current) > 1:
            vid = rng.choice(current)
            desc = f"remove-voter {vid}"

            def call() -> Deferred:
                return driver.remove_voter(vid, _directory(vid), timeout)
        else:
            if kind == "grow" and spare and len(current) < 5:
                target = sorted(current + rng.sample(spare, min(len(spare), rng.randint(1, 2), 5 - len(current))))
            elif kind == "shrink" and len(current) > 1:
                target = sorted(rng.sample(current, rng.randint(1, len(current) - 1)))
            elif kind == "replace" and spare:
                target = sorted([*rng.sample(current, len(current) - 1), rng.choice(spare)])
            elif kind == "move":
                size = min(len(current), len(ctrl))
                others = spare + current
                target = sorted(
                    rng.sample(spare, min(size, len(spare))) if len(spare) >= size else rng.sample(others, size)
                )
            elif kind == "resubmit":
                committed = raft.committed_assignment[1]
                target = list(committed.current.ids)
            elif kind == "cancel":
                target = None
            else:
                target = sorted(rng.sample(ctrl, rng.randint(1, min(5, len(ctrl)))))
            desc = f"reassign to {'null' if target is None else target}"

            def call() -> Deferred:
                return driver.reassign(target, timeout)

        self.result.reassignments += 1
        self._trace_line(f"n{node.id} asked: {desc}")

        def answered(d: Deferred) -> None:
            r: VoterChangeResult = d.result()
            if r.error_code == 0:
                self.result.reassignments_ok += 1
            self._trace_line(
                f"n{node.id} {desc} (ticket {r.ticket}): "
                f"{'ok' if r.error_code == 0 else f'error {r.error_code} {r.message}'}"
            )

        call().add_callback(answered)

    def _reconfig_settled(self) -> bool:
        """The reassignment in progress (if any) completed and every live node acts on the committed voters."""
        inv = self.invariants
        if inv.committed_target is not None:
            return False
        voters = inv.committed_voters
        for node in self.nodes.values():
            raft = node.raft
            if raft is None:
                return False
            if frozenset(raft.voters.ids) != voters or raft.target_voters is not None:
                return False
            if raft.is_voter != (node.id in voters):
                return False
        return True

    def _check_reconfig_complete(self) -> None:
        if not self._reconfig_settled():
            states = "; ".join(
                f"n{n.id}: {n.raft.describe() if n.raft is not None else 'down'}" for n in self.nodes.values()
            )
            raise InvariantViolation(
                f"the quorum reassignment did not complete after healing: committed voters "
                f"{sorted(self.invariants.committed_voters)} target {self.invariants.committed_target}: {states}"
            )

    def _check_recovered(self) -> None:
        marker = self._marker_offset
        assert marker is not None
        for node in self.nodes.values():
            if node.driver is None or node.applied_offset <= marker:
                return
        if self.config.reconfig and not self._reconfig_settled():
            return
        assert self._healed_at is not None
        self.result.recovery_ms = self.clock.now - self._healed_at
        self._trace_line(f"recovered: every node applied offset {marker}")
        self._done = True

    def _liveness_report(self) -> str:
        states = "; ".join(
            f"n{n.id}: {n.raft.describe() if n.raft is not None else 'down'} applied={n.applied_offset}"
            for n in self.nodes.values()
        )
        what = (
            "no commit after healing"
            if self._marker_offset is None
            else (f"offset {self._marker_offset} committed but not applied everywhere")
        )
        return f"liveness: {what} within {self.config.liveness_bound_ms} ms of healing at t={self._healed_at}: {states}"

    def _full_check(self) -> None:
        logs: dict[int, MemoryRaftLog] = {}
        hwms: dict[int, int | None] = {}
        for i, n in self.nodes.items():
            if n.driver is not None:
                logs[i] = n.log
                hwms[i] = n.driver.high_watermark
        self.invariants.check_all_logs(logs, hwms)


def _directory(node_id: int) -> uuid.UUID:
    return uuid.UUID(int=(node_id << 16) | 1)


def _endpoints(node_id: int) -> tuple[Endpoint, ...]:
    return (Endpoint("CONTROLLER", f"node-{node_id}", 9093),)


def _grants_vote(answer: Any) -> bool:
    """A Vote answer (given now, or a Deferred already completed) that grants the vote."""
    if isinstance(answer, Deferred):
        if not answer.done or answer.error is not None:
            return False
        answer = answer.result()
    if isinstance(answer, VoteResponse):
        for topic in answer.topics:
            if any(p.vote_granted for p in topic.partitions):
                return True
    return False


def run_seed(seed: int, config: RaftSimConfig | None = None) -> SimResult:
    return RaftSimulation(seed, config).run()
