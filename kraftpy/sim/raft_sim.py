"""A whole KRaft quorum in one process: N voters and M observers driven by the real `RaftNode` core over a
simulated clock, network and disk, under a fault schedule, with the invariants checked after every step.

Everything random (network delays and losses, fault schedule, client traffic, the nodes' election timeouts)
derives from one seed, so a run is reproduced exactly by its seed and configuration. A failing run raises
`SimFailure`, whose message holds the seed, the fault schedule, the tail of the trace and the command that
replays it.

The driver here follows `RaftOutput`'s contract as the asyncio driver will: quorum-state write, then log flush,
then sends, then the state machine. A crash can hit in the middle of that sequence (see `Fault`).

With `reconfig` (`python -m kraftpy.sim raft --reconfig`) the nodes are controllers that can be voters (the first
`voters` of them start as the voter set, the others as observers) plus `observers` brokers, and a workload of quorum
reassignments runs through the fault window (seed 003 through `RaftNode.reassign`: grow, shrink, replace, cancel,
overlapping requests; KIP-853's one-member add/remove through `add_voter`/`remove_voter`), sent to the leader or to
any node. The invariants then also check each committed voter set against the previous one, durability against
the latest committed voter set, and that no two disjoint majorities commit; after the heal, whatever reassignment
is in progress must complete (TargetVoters cleared, every node acting on the committed voter set).
"""

from __future__ import annotations

import heapq
import itertools
import random
import time
import uuid
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from kraftpy.protocol.api import (
    API_BY_KEY,
    decode_request_header,
    decode_response,
    encode_request,
    encode_response,
)
from kraftpy.protocol.messages.vote import VoteResponse
from kraftpy.raft.config import QuorumConfig
from kraftpy.raft.memory_log import MemoryRaftLog
from kraftpy.raft.messages import (
    RAFT_API_VERSIONS,
    LoadedSnapshot,
    RaftOutput,
    RaftRequest,
    RaftResponse,
    RequestFailure,
)
from kraftpy.raft.node import RaftNode
from kraftpy.raft.quorum_state import MemoryQuorumStateStore
from kraftpy.raft.records import Batch
from kraftpy.raft.types import ZERO_UUID, NotLeaderError, OffsetAndEpoch, RaftError
from kraftpy.raft.voters import Endpoint, Voter, VoterSet

from .clock import SimClock
from .faults import Fault, FaultSchedule, generate_schedule
from .invariants import InvariantViolation, RaftInvariants
from .network import NetworkConfig, SimNetwork

__all__ = ["RaftSimConfig", "RaftSimulation", "SimFailure", "SimResult", "run_seed"]

CLUSTER_ID = "SimClusterAAAAAAAAAAAw"

_DELIVER = 0
_TICK = 1
_FAULT = 2
_FAULT_END = 3
_CLIENT = 4
_HEAL = 5
_CHECK = 6
_RESTART = 7
_REASSIGN = 8


def _default_quorum() -> QuorumConfig:
    # Kafka's defaults, except small fetches and snapshot chunks, so that catching up takes several round trips.
    return QuorumConfig(fetch_max_bytes=1024, fetch_snapshot_max_bytes=256)


@dataclass(slots=True)
class RaftSimConfig:
    voters: int = 3
    observers: int = 1
    wire: bool = False  # encode and decode every message with the real codecs
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
        return (
            f"--voters {self.voters} --observers {self.observers}"
            + (f" --reconfig --controllers {self.controllers}" if self.reconfig else "")
            + (" --wire" if self.wire else "")
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


class _StateMachine:
    """The replicated state: the ordered list of committed data records."""

    __slots__ = ("applied_offset", "batches_since_snapshot", "last_batch", "records", "snapshot_every")

    def __init__(self, snapshot_every: int) -> None:
        self.records: list[bytes] = []
        self.applied_offset = 0
        self.last_batch: tuple[int, int] | None = None  # (last offset, epoch)
        self.batches_since_snapshot = 0
        self.snapshot_every = snapshot_every

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
        "crash_pending",
        "id",
        "incarnation",
        "is_voter",
        "log",
        "raft",
        "sm",
        "store",
        "tick_at",
        "vote_crash",
    )

    def __init__(self, node_id: int, is_voter: bool, snapshot_every: int, controller: bool = False) -> None:
        self.id = node_id
        self.is_voter = is_voter
        self.controller = controller
        self.log = MemoryRaftLog()
        self.store = MemoryQuorumStateStore()
        self.raft: RaftNode | None = None
        self.incarnation = 0
        self.sm = _StateMachine(snapshot_every)
        self.tick_at = -1
        self.crash_pending: Fault | None = None
        self.vote_crash: tuple[Fault, int] | None = None  # armed until the given time


class RaftSimulation:
    def __init__(
        self, seed: int, config: RaftSimConfig | None = None, *, schedule: FaultSchedule | None = None
    ) -> None:
        self.seed = seed
        self.config = cfg = config if config is not None else RaftSimConfig()
        self.clock = SimClock()
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
            i: _Node(
                i, i in self.voters, self._rng_client.randint(*cfg.snapshot_every), i in self.controller_ids
            )
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
        self.network = SimNetwork(
            self._rng_net,
            NetworkConfig(
                max_delay_ms=self.schedule.max_delay_ms,
                drop_rate=self.schedule.base_drop_rate,
                duplicate_rate=self.schedule.duplicate_rate,
            ),
        )
        self.invariants = RaftInvariants(voter_ids)
        self.result = SimResult(seed)
        self._heap: list[tuple[int, int, int, Any, Any]] = []
        self._seq = 0
        self._gid = 0
        self._requests: dict[
            int, tuple[int, int, int, int]
        ] = {}  # gid -> (src, src incarnation, cid, api key)
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
        self._tickets: dict[tuple[int, int, int], str] = {}  # (node, incarnation, ticket) -> what was asked

    # ================================================================================================ run

    def run(self) -> SimResult:
        started = time.perf_counter()
        try:
            self._run()
        except (InvariantViolation, RaftError) as exc:
            raise SimFailure(
                self.seed, self.config, self.schedule, f"{type(exc).__name__}: {exc}", list(self._trace)
            ) from exc
        res = self.result
        res.sim_ms = self.clock.now
        res.wall_ms = (time.perf_counter() - started) * 1000
        res.elections = len(self.invariants.leaders)
        res.committed_offsets = self.invariants.committed_end
        res.committed_records = sum(1 for v in self.invariants._records.values() if v is not None)
        res.snapshots_created = self._snapshots_created
        res.snapshots_loaded = self._snapshots_loaded
        res.truncations = self._truncations + sum(
            n.raft.metrics.truncations_total for n in self.nodes.values() if n.raft is not None
        )
        res.messages = self.network.delivered
        res.digest = self._digest
        res.voter_changes = sum(1 for a, b in itertools.pairwise(self.invariants.configs) if a[1] != b[1])
        res.voter_records_truncated += sum(
            n.raft.metrics.voter_truncations_total for n in self.nodes.values() if n.raft is not None
        )
        res.leader_handovers += sum(
            n.raft.metrics.handovers_total for n in self.nodes.values() if n.raft is not None
        )
        res.elections_checked = self.invariants.elections_checked
        return res

    def _push(self, t: int, kind: int, a: Any = None, b: Any = None) -> None:
        self._seq += 1
        heapq.heappush(self._heap, (t, self._seq, kind, a, b))

    def _run(self) -> None:
        for node in self.nodes.values():
            self._start_node(node)
        for fault in self.schedule.faults:
            self._push(fault.at, _FAULT, fault)
        self._push(self.schedule.end, _HEAL)
        self._push(self._rng_client.randint(*self.config.client_interval_ms), _CLIENT)
        self._push(self.config.check_interval_ms, _CHECK)
        if self.config.reconfig:
            self._push(1_000 + self._rng_reassign.randint(*self.config.reassign_interval_ms), _REASSIGN)
        heap = self._heap
        clock = self.clock
        result = self.result
        while heap and not self._done:
            t, _, kind, a, b = heapq.heappop(heap)
            clock.now = t
            result.events += 1
            if kind == _DELIVER:
                self._deliver(a, b)
            elif kind == _TICK:
                node = self.nodes[a]
                if node.raft is not None and node.incarnation == b and node.tick_at == t:
                    node.tick_at = -1
                    self._process(node, node.raft.tick(t))
            elif kind == _CLIENT:
                self._client()
            elif kind == _FAULT:
                self._start_fault(a)
            elif kind == _FAULT_END:
                self._end_fault(a, b)
            elif kind == _RESTART:
                self._restart(self.nodes[a], reason="restart")
            elif kind == _HEAL:
                self._heal()
            elif kind == _CHECK:
                self._full_check()
                self._push(t + self.config.check_interval_ms, _CHECK)
            elif kind == _REASSIGN:
                self._reassign()
            if self._healed_at is not None and t > self._healed_at + self.config.liveness_bound_ms:
                raise InvariantViolation(self._liveness_report())
        self._full_check()
        self.invariants.check_durable_majority({i: n.log for i, n in self.nodes.items()})
        if self.config.reconfig:
            self._check_reconfig_complete()

    # ============================================================================================ nodes

    def _trace_line(self, text: str) -> None:
        self._trace.append(f"t={self.clock.now:>6} {text}")

    def _start_node(self, node: _Node) -> None:
        reconfig = self.config.reconfig
        node.raft = RaftNode(
            node_id=node.id,
            voters=self.voters,
            log=node.log,
            election_state=node.store.read(),
            cluster_id=CLUSTER_ID,
            random=random.Random(self._node_seed * 1_000_003 + node.id * 1009 + node.incarnation),
            now=self.clock.now,
            config=self.config.quorum,
            directory_id=_directory(node.id) if reconfig else ZERO_UUID,
            endpoints=_endpoints(node.id) if reconfig and node.controller else (),
        )
        node.sm = _StateMachine(node.sm.snapshot_every)
        node.tick_at = -1
        self._trace_line(f"n{node.id} start #{node.incarnation}: {node.raft.describe()}")
        self._process(node, node.raft.tick(self.clock.now))

    def _crash(self, node: _Node, power_loss: bool, why: str) -> None:
        raft = node.raft
        if raft is None:
            return
        self._truncations += raft.metrics.truncations_total
        self.result.voter_records_truncated += raft.metrics.voter_truncations_total
        self.result.leader_handovers += raft.metrics.handovers_total
        node.raft = None
        node.crash_pending = None
        node.incarnation += 1
        self.result.crashes += 1
        lost = 0
        if power_loss:
            lost = node.log.power_loss(self._rng_disk)
            self.result.power_losses += 1
        self.invariants.on_restart(node.id)
        self._trace_line(
            f"n{node.id} CRASH ({why}){f' power loss: lost {lost} batches' if power_loss else ''}"
        )
        self.invariants.check_durable_majority({i: n.log for i, n in self.nodes.items()})

    def _restart(self, node: _Node, reason: str) -> None:
        if node.raft is not None:
            if node.crash_pending is None:
                return
            self._crash(node, node.crash_pending.power_loss, "crash before any output")
        self._start_node(node)

    def _schedule_tick(self, node: _Node, t: int) -> None:
        if node.tick_at != t:
            node.tick_at = t
            self._push(t, _TICK, node.id, node.incarnation)

    def _process(self, node: _Node, out: RaftOutput) -> None:
        raft = node.raft
        assert raft is not None
        now = self.clock.now
        for event in out.events:
            self._trace_line(f"n{node.id} {event}")
        crash = node.crash_pending
        if crash is not None and not out.is_empty():
            point = crash.point
            if point >= 1 and out.quorum_state is not None:
                node.store.write(out.quorum_state)
            if point >= 2 and out.flush:
                node.log.flush()
            if point >= 3 and out.messages:
                for m in out.messages[: self._rng_disk.randint(0, len(out.messages))]:
                    self._send(node, m)
            self._crash(node, crash.power_loss, f"mid-output at point {point}")
            return
        if out.quorum_state is not None:
            node.store.write(out.quorum_state)
        if out.flush:
            node.log.flush()
        for m in out.messages:
            self._send(node, m)
        for r in out.voter_results:
            what = self._tickets.pop((node.id, node.incarnation, r.ticket), "?")
            if r.error_code == 0:
                self.result.reassignments_ok += 1
            self._trace_line(
                f"n{node.id} {what}: {'ok' if r.error_code == 0 else f'error {r.error_code} {r.message}'}"
            )
        self.invariants.observe(node.id, raft, node.log)
        armed = node.vote_crash
        if armed is not None and (
            (out.quorum_state is not None and out.quorum_state.voted_id >= 0) or _grants_vote(out)
        ):
            fault, until = armed
            node.vote_crash = None
            if now <= until:
                self._crash(node, fault.power_loss, "right after voting")
                self._push(now + fault.point * 100, _RESTART, node.id)
                return
        sm = node.sm
        if out.snapshot is not None:
            self.invariants.check_snapshot(node.id, out.snapshot)
            sm.load(out.snapshot)
            self._snapshots_loaded += 1
            self._trace_line(f"n{node.id} loaded snapshot {out.snapshot.snapshot_id}")
        for batch in out.committed:
            self.invariants.check_applied(node.id, batch)
            sm.apply(batch)
            if batch.records:
                self._digest = (self._digest * 31 + batch.base_offset * 7 + node.id) % (1 << 61)
        if self._marker_offset is not None:
            self._check_recovered()
        elif self._post_heal and out.committed:
            for batch in out.committed:
                if any(r in self._post_heal for r in batch.records):
                    self._marker_offset = batch.last_offset
                    self._trace_line(f"first commit after healing at offset {batch.last_offset}")
                    self._check_recovered()
                    break
        if node.raft is None:
            return
        self._schedule_tick(node, out.next_deadline)
        if out.committed and sm.batches_since_snapshot >= sm.snapshot_every and sm.last_batch is not None:
            sid = OffsetAndEpoch(sm.last_batch[0] + 1, sm.last_batch[1])
            sm.batches_since_snapshot = 0
            out2 = raft.create_snapshot(sid, sm.records, now)
            if out2.created_snapshot is not None:
                self._snapshots_created += 1
                self._trace_line(f"n{node.id} created snapshot {sid}; log {node.log!r}")
            self._process(node, out2)

    # ========================================================================================= messages

    def _send(self, node: _Node, m: RaftRequest | RaftResponse) -> None:
        now = self.clock.now
        dst_id = m.peer
        dst = self.nodes.get(dst_id)
        if dst is None:
            return
        if isinstance(m, RaftRequest):
            self._gid += 1
            gid = self._gid
            api = m.api_key
            self._requests[gid] = (node.id, node.incarnation, m.correlation_id, api)
            dst_inc = dst.incarnation
            payload: Any = m.body
            if self.config.wire:
                payload = encode_request(m.body, RAFT_API_VERSIONS[api], gid)
            if dst.raft is None:
                if self._rng_net.random() < self.network.config.fail_fast_rate:
                    failure = RequestFailure(dst_id, m.correlation_id, "connection refused")
                    self._push(
                        now + self._rng_net.randint(1, 5),
                        _DELIVER,
                        (dst_id, node.id, node.incarnation, None),
                        failure,
                    )
                return
            for t in self.network.plan(node.id, dst_id, now):
                self._push(t, _DELIVER, (node.id, dst_id, dst_inc, gid), payload)
        else:
            meta = self._requests.get(m.correlation_id)
            if meta is None or meta[0] != dst_id:
                return
            payload = m.body
            if self.config.wire:
                payload = encode_response(m.body, RAFT_API_VERSIONS[meta[3]], m.correlation_id)
            for t in self.network.plan(node.id, dst_id, now):
                self._push(t, _DELIVER, (node.id, dst_id, meta[1], -m.correlation_id), payload)

    def _deliver(self, envelope: tuple[int, int, int, int | None], payload: Any) -> None:
        src, dst_id, dst_inc, gid = envelope
        dst = self.nodes[dst_id]
        if dst.raft is None or dst.incarnation != dst_inc:
            return
        msg: RaftRequest | RaftResponse | RequestFailure
        if gid is None:
            msg = payload
        else:
            if not self.network.can_deliver(src, dst_id):
                return
            if gid > 0:
                body = payload
                if self.config.wire:
                    header, pos, info = decode_request_header(payload)
                    assert info is not None
                    body = info.request_class.decode(memoryview(payload)[pos:], header.request_api_version)
                msg = RaftRequest(src, gid, body)
            else:
                _, _, cid, api = self._requests[-gid]
                body = payload
                if self.config.wire:
                    _, body = decode_response(payload, api, RAFT_API_VERSIONS[api])
                    assert API_BY_KEY[api].response_class is type(body)
                msg = RaftResponse(src, cid, body)
        self._process(dst, dst.raft.handle(msg, self.clock.now))

    # =========================================================================================== client

    def _client(self) -> None:
        now = self.clock.now
        self._push(now + self._rng_client.randint(*self.config.client_interval_ms), _CLIENT)
        leaders = [n for n in self.nodes.values() if n.raft is not None and n.raft.is_leader]
        if not leaders:
            return
        node = leaders[self._rng_client.randrange(len(leaders))]
        assert node.raft is not None
        count = self._rng_client.choice((1, 1, 1, 2, 5))
        records = []
        for _ in range(count):
            self._client_counter += 1
            payload = f"s{self.seed}-r{self._client_counter}".encode()
            records.append(payload)
            if self._healed_at is not None:
                self._post_heal.add(payload)
        try:
            out = node.raft.append(records, now)
        except NotLeaderError:
            return
        self._process(node, out)

    # =========================================================================================== faults

    def _leader(self) -> _Node | None:
        for node in self.nodes.values():
            if node.raft is not None and node.raft.is_leader:
                return node
        return None

    def _start_fault(self, fault: Fault) -> None:
        now = self.clock.now
        self._trace_line(f"FAULT {fault}")
        if fault.kind == "election-storm":
            leader = self._leader()
            if leader is None:
                return
            for node in self.nodes.values():
                if node.is_voter and node is not leader and node.raft is not None:
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
            fault = Fault(
                fault.at, "crash", node=leader.id, duration=fault.duration, power_loss=fault.power_loss
            )
        if fault.kind in ("crash-leader", "isolate-leader"):
            leader = self._leader()
            if leader is None:
                return
            kind = "crash" if fault.kind == "crash-leader" else "isolate"
            fault = Fault(
                fault.at, kind, node=leader.id, duration=fault.duration, power_loss=fault.power_loss
            )
        if fault.kind == "crash-all":
            lossy = fault.groups[0] if fault.groups else ()
            for node in self.nodes.values():
                if node.raft is not None:
                    self._crash(node, node.id in lossy, "whole cluster")
                self._push(now + fault.duration, _RESTART, node.id)
            return
        if fault.kind == "vote-crash":
            node = self.nodes[fault.node]
            if node.raft is not None:
                node.vote_crash = (fault, now + fault.duration)
            return
        if fault.kind == "crash":
            node = self.nodes[fault.node]
            if node.raft is None:
                return
            if fault.mid_output:
                node.crash_pending = fault
            else:
                self._crash(node, fault.power_loss, "fault")
            self._push(now + fault.duration, _RESTART, node.id)
        elif fault.kind == "partition":
            cut = self.network.partition([list(g) for g in fault.groups])
            self._push(now + fault.duration, _FAULT_END, fault, cut)
        elif fault.kind == "isolate":
            others = [i for i in self.nodes if i != fault.node]
            cut = self.network.partition([[fault.node], others])
            self._push(now + fault.duration, _FAULT_END, fault, cut)
        elif fault.kind == "cut":
            cut = self.network.block([(fault.node, fault.peer)])
            self._push(now + fault.duration, _FAULT_END, fault, cut)
        elif fault.kind == "loss":
            self._loss_rates.append(fault.rate)
            self.network.config.drop_rate = max(self._loss_rates)
            self._push(now + fault.duration, _FAULT_END, fault, None)
        elif fault.kind == "resign":
            for node in self.nodes.values():
                if node.raft is not None and node.raft.is_leader:
                    self._process(node, node.raft.resign(now))

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
            if node.raft is None or node.crash_pending is not None:
                node.crash_pending = None
                if node.raft is None:
                    self._start_node(node)
        self._healed_at = self.clock.now

    # ====================================================================================== reassignments

    def _reassign(self) -> None:
        """One quorum reassignment request (reconfig mode), until the heal."""
        if self._healed_at is not None:
            return
        now = self.clock.now
        rng = self._rng_reassign
        self._push(now + rng.randint(*self.config.reassign_interval_ms), _REASSIGN)
        live = [n for n in self.nodes.values() if n.raft is not None]
        if not live:
            return
        leader = self._leader()
        node = leader if leader is not None and rng.random() < 0.85 else rng.choice(live)
        raft = node.raft
        assert raft is not None
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
        if kind == "add" and spare and len(current) < 5:
            vid = rng.choice(spare)
            desc = f"add-voter {vid}"
            ticket, out = raft.add_voter(Voter(vid, _directory(vid), _endpoints(vid)), now, timeout)
        elif kind == "remove" and len(current) > 1:
            vid = rng.choice(current)
            desc = f"remove-voter {vid}"
            ticket, out = raft.remove_voter(vid, _directory(vid), now, timeout)
        else:
            if kind == "grow" and spare and len(current) < 5:
                target = sorted(
                    current + rng.sample(spare, min(len(spare), rng.randint(1, 2), 5 - len(current)))
                )
            elif kind == "shrink" and len(current) > 1:
                target = sorted(rng.sample(current, rng.randint(1, len(current) - 1)))
            elif kind == "replace" and spare:
                target = sorted([*rng.sample(current, len(current) - 1), rng.choice(spare)])
            elif kind == "move":
                size = min(len(current), len(ctrl))
                others = spare + current
                target = sorted(
                    rng.sample(spare, min(size, len(spare)))
                    if len(spare) >= size
                    else rng.sample(others, size)
                )
            elif kind == "resubmit":
                committed = raft.committed_assignment[1]
                target = list(committed.current.ids)
            elif kind == "cancel":
                target = None
            else:
                target = sorted(rng.sample(ctrl, rng.randint(1, min(5, len(ctrl)))))
            desc = f"reassign to {'null' if target is None else target}"
            ticket, out = raft.reassign(target, now, timeout)
        self.result.reassignments += 1
        self._tickets[(node.id, node.incarnation, ticket)] = desc
        self._trace_line(f"n{node.id} asked: {desc} (ticket {ticket})")
        self._process(node, out)

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
            if node.raft is None or node.sm.applied_offset <= marker:
                return
        if self.config.reconfig and not self._reconfig_settled():
            return
        assert self._healed_at is not None
        self.result.recovery_ms = self.clock.now - self._healed_at
        self._trace_line(f"recovered: every node applied offset {marker}")
        self._done = True

    def _liveness_report(self) -> str:
        states = "; ".join(
            f"n{n.id}: {n.raft.describe() if n.raft is not None else 'down'} applied={n.sm.applied_offset}"
            for n in self.nodes.values()
        )
        what = (
            "no commit after healing"
            if self._marker_offset is None
            else (f"offset {self._marker_offset} committed but not applied everywhere")
        )
        return f"liveness: {what} within {self.config.liveness_bound_ms} ms of healing at t={self._healed_at}: {states}"

    def _full_check(self) -> None:
        logs = {i: n.log for i, n in self.nodes.items() if n.raft is not None}
        hwms = {i: n.raft.high_watermark for i, n in self.nodes.items() if n.raft is not None}
        self.invariants.check_all_logs(logs, hwms)


def _directory(node_id: int) -> uuid.UUID:
    return uuid.UUID(int=(node_id << 16) | 1)


def _endpoints(node_id: int) -> tuple[Endpoint, ...]:
    return (Endpoint("CONTROLLER", f"node-{node_id}", 9093),)


def _grants_vote(out: RaftOutput) -> bool:
    for m in out.messages:
        if isinstance(m, RaftResponse) and isinstance(m.body, VoteResponse):
            for topic in m.body.topics:
                if any(p.vote_granted for p in topic.partitions):
                    return True
    return False


def run_seed(seed: int, config: RaftSimConfig | None = None) -> SimResult:
    return RaftSimulation(seed, config).run()
