"""What-if replay: a cluster's topology and a fault schedule, run once per election policy (`kraftpy what-if`).

A run builds the cluster of a metadata image (topics, partitions, replica assignments, configs, brokers and racks;
every partition starts online with its full replica set in the ISR and its first replica leading), applies the
schedule's faults (power losses, kill -9, clean stops, restarts, network partitions of brokers or racks,
controller failovers) and reports, per policy, the acknowledged acks=all records lost, the leaderless intervals,
the unclean elections, the elections from the ELR and the unclean recoveries with their outcome.

**What is real.** The control plane is kraftpy's own controller, unchanged: a `QuorumController` with its
`ClusterControl` (registrations, heartbeats, session expiry and fencing, controlled shutdowns, unclean registrations
after a missing PreviousBrokerEpoch), `ReplicationControl` (AlterPartition, KIP-966's ISR/ELR rules and elections in
`kraftpy.controller.partition_change`) and the `UncleanRecoveryManager` (GetReplicaLogInfo, Balanced/Aggressive
choices). Brokers talk to it with the real requests (BrokerRegistration v3+ with PreviousBrokerEpoch,
BrokerHeartbeat, AlterPartition, GetReplicaLogInfo answers). The high watermark of every partition moves by the
broker's own rule (`kraftpy.broker.partition_state.next_high_watermark`: frozen below min ISR, the lowest LEO of
the ISR otherwise).

**What is abstract** (so that 10,000 partitions x 4 policies x a 10-minute schedule run in about a minute):

* the raft quorum is one in-memory log that commits each append after a few milliseconds (seeded); a controller
  failover hands the committed image to a fresh controller after the event's election time;
* brokers see the committed metadata at once; a broker that is up, registered and reachable from the leader
  follows it instantly (a follower's log is the leader's, truncated at the divergence point first, as leader-epoch
  truncation does); a follower joins the ISR `catch_up_ms` after it can (one AlterPartition per leader and check),
  and an ISR follower that stops fetching (a cut link) is removed by the leader after `replica.lag.time.max.ms`;
* the workload: every partition's leader appends `records_per_sec` acks=all records per second while the committed
  ISR has at least min ISR members (NOT_ENOUGH_REPLICAS otherwise); a record is acknowledged once the HWM covers it
  while the leader still leads, and a write pending when the ISR falls below min ISR fails
  (NOT_ENOUGH_REPLICAS_AFTER_APPEND);
* logs are runs of (leader epoch, start, end) offsets; a record is its (epoch, offset); a power loss takes back
  what the replica received in the last U ms, U drawn per power loss and broker in [unflushed/2, unflushed] (the
  same draw under every policy); a kill -9 or a clean stop loses nothing.

At the end of the schedule every node is restarted and the network healed (unless `heal_at_end` is off), the run
continues for `settle_ms`, and the records acknowledged that are not in the final leader's log are the losses;
partitions still without a leader are counted as leaderless at the end (their acknowledged records are not counted
as lost: an operator could still recover them).

Leaderless means what the controller committed: the partition has no leader (a leader that crashed but whose
session has not expired yet still counts as a leader; its partitions are unavailable, not leaderless).
"""

from __future__ import annotations

import functools
import heapq
import logging
import random
import statistics
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kraftpy.broker.partition_state import effective_min_isr, next_high_watermark
from kraftpy.controller.cluster_control import ClusterControl
from kraftpy.controller.quorum_controller import QuorumController
from kraftpy.controller.recovery_manager import UncleanRecoveryManager
from kraftpy.controller.replication_control import ReplicationControl
from kraftpy.controller.settings import ControllerSettings
from kraftpy.controller.unclean_recovery import Strategy
from kraftpy.metadata.configs import UNCLEAN_RECOVERY_MANAGER, UNCLEAN_RECOVERY_STRATEGY
from kraftpy.metadata.features import ELR_FEATURE, ELR_MIN_METADATA_VERSION, METADATA_VERSION, SUPPORTED_FEATURES
from kraftpy.metadata.image import BROKER_RESOURCE, MetadataDelta, MetadataImage, PartitionKey, TopicImage
from kraftpy.metadata.partition import NO_LEADER, RECOVERED, RECOVERING, PartitionRegistration
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.alter_partition import AlterPartitionRequest, AlterPartitionResponse
from kraftpy.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest, BrokerHeartbeatResponse
from kraftpy.protocol.messages.broker_registration import BrokerRegistrationRequest, BrokerRegistrationResponse
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest, GetReplicaLogInfoResponse
from kraftpy.runtime import Deferred, RequestInfo, Timer, TransportError
from kraftpy.sim.what_if_input import FaultEvent, Schedule

__all__ = [
    "POLICIES",
    "PolicyResult",
    "Policy",
    "WhatIfOptions",
    "WhatIfResult",
    "policy_by_name",
    "run_policy",
    "run_what_if",
    "scenario_image",
]

log = logging.getLogger(__name__)

CONTROLLER_ID = 1_000_000  # the simulated controller quorum's node id on the what-if network
POLICY_KEYS = ("unclean.leader.election.enable", UNCLEAN_RECOVERY_STRATEGY, UNCLEAN_RECOVERY_MANAGER)
AP_VERSION = 3  # AlterPartition with broker epochs
REG_VERSION = 4  # BrokerRegistration with PreviousBrokerEpoch


# ================================================================================================= policies


@dataclass(frozen=True, slots=True)
class Policy:
    name: str
    label: str
    elr: bool
    unclean_election: bool = False
    recovery_strategy: str | None = None  # the unclean recovery manager's strategy (None: manager off)

    def properties(self) -> dict[str, str]:
        if self.recovery_strategy is None:
            return {"unclean.leader.election.enable": "true" if self.unclean_election else "false"}
        props = {}
        if True:
            props[UNCLEAN_RECOVERY_MANAGER] = "true"
            props[UNCLEAN_RECOVERY_STRATEGY] = self.recovery_strategy
        return props


POLICIES: tuple[Policy, ...] = (
    Policy("elr-off", "ELR off, unclean leader election", elr=False, unclean_election=True),
    Policy("elr", "ELR on", elr=True),
    Policy("balanced", "ELR on, Unclean Recovery Balanced", elr=True, recovery_strategy="Balanced"),
    Policy("aggressive", "ELR on, Unclean Recovery Aggressive", elr=True, recovery_strategy="Aggressive"),
)


def policy_by_name(name: str) -> Policy:
    for p in POLICIES:
        if p.name == name.strip().lower():
            return p
    raise ValueError(f"unknown policy {name!r} (one of {', '.join(p.name for p in POLICIES)})")


@dataclass(frozen=True, slots=True)
class WhatIfOptions:
    records_per_sec: int = 10  # acks=all records appended per partition and second while the ISR allows
    unflushed_ms: int = 30_000  # a power loss takes back what a replica received in the last U ms (U in [1/2, 1])
    session_timeout_ms: int = 9_000  # broker.session.timeout.ms
    heartbeat_interval_ms: int = 2_000  # broker.heartbeat.interval.ms
    lag_time_max_ms: int = 30_000  # replica.lag.time.max.ms
    catch_up_ms: int = 1_000  # a follower that can join the ISR is proposed this long after it could
    controlled_shutdown_timeout_ms: int = 30_000
    min_insync_replicas: int | None = None  # when the log sets none (cluster or topic level): this, else 2
    heal_at_end: bool = True
    settle_ms: int = 60_000
    commit_delay_ms: tuple[int, int] = (2, 10)


# ================================================================================================= results


@dataclass(slots=True)
class Interval:
    topic: str
    partition: int
    start_ms: int
    end_ms: int | None = None  # None: still leaderless at the end
    ended_by: str = ""  # clean / elr / unclean / recovery / "" (still open)


@dataclass(slots=True)
class PolicyResult:
    policy: Policy
    seed: int
    partitions: int = 0
    acked: int = 0
    lost: int = 0
    partitions_with_loss: int = 0
    unclean_elections: int = 0
    elr_elections: int = 0
    clean_elections: int = 0
    recovery_elections: int = 0
    recoveries_started: int = 0
    recoveries_elected: int = 0
    recoveries_superseded: int = 0  # a clean or ELR election came first
    recoveries_pending: int = 0
    leaderless_at_end: int = 0
    intervals: list[Interval] = field(default_factory=list)
    lost_by_partition: dict[tuple[str, int], int] = field(default_factory=dict)
    acked_by_partition: dict[tuple[str, int], int] = field(default_factory=dict)
    final_leaders: dict[tuple[str, int], int] = field(default_factory=dict)
    # each election by an unclean recovery: (topic, partition, winner, {broker: (last leader epoch, LEO) it answered})
    recovery_winners: list[tuple[str, int, int, dict[int, tuple[int, int]]]] = field(default_factory=list)
    sim_ms: int = 0
    wall_s: float = 0.0
    cpu_s: float = 0.0  # this process's CPU time for the run (the wall time depends on the machine's load)
    notes: list[str] = field(default_factory=list)  # what the run could not do as the schedule says

    @property
    def durations_ms(self) -> list[int]:
        return [(i.end_ms if i.end_ms is not None else self.sim_ms) - i.start_ms for i in self.intervals]

    @property
    def leaderless_partitions(self) -> int:
        return len({(i.topic, i.partition) for i in self.intervals})

    def summary(self) -> dict[str, Any]:
        d = self.durations_ms
        return {
            "policy": self.policy.name,
            "seed": self.seed,
            "partitions": self.partitions,
            "acked_records": self.acked,
            "acked_lost": self.lost,
            "partitions_with_loss": self.partitions_with_loss,
            "leaderless_partitions": self.leaderless_partitions,
            "leaderless_intervals": len(d),
            "leaderless_total_ms": sum(d),
            "leaderless_p50_ms": int(statistics.median(d)) if d else 0,
            "leaderless_max_ms": max(d, default=0),
            "leaderless_at_end": self.leaderless_at_end,
            "unclean_elections": self.unclean_elections,
            "elr_elections": self.elr_elections,
            "recovery_elections": self.recovery_elections,
            "recoveries_started": self.recoveries_started,
            "recoveries_elected": self.recoveries_elected,
            "recoveries_superseded": self.recoveries_superseded,
            "recoveries_pending": self.recoveries_pending,
            "sim_ms": self.sim_ms,
        }


@dataclass(slots=True)
class WhatIfResult:
    schedule: Schedule
    results: list[PolicyResult]
    options: WhatIfOptions
    notes: list[str] = field(default_factory=list)


# ================================================================================================= the image


def scenario_image(source: MetadataImage, policy: Policy, options: WhatIfOptions) -> tuple[MetadataImage, list[str]]:
    """The image a run starts from: `source`'s brokers (unfenced), topics, assignments and configs, every partition
    online with its whole replica set in the ISR and its first replica leading, ELR per `policy`; the policy's own
    settings replace any the log had (they go to the controller's static settings). Returns notes too."""
    notes: list[str] = []
    records: list[Message] = []
    mv = max(source.features.get(METADATA_VERSION, 0), ELR_MIN_METADATA_VERSION)
    records.append(mr.FeatureLevelRecord(name=METADATA_VERSION, feature_level=mv))
    records.append(mr.FeatureLevelRecord(name=ELR_FEATURE, feature_level=1 if policy.elr else 0))
    brokers = sorted(source.brokers.values(), key=lambda b: b.id)
    if not brokers:
        raise ValueError("the image has no brokers")
    for i, b in enumerate(brokers):
        records.append(
            mr.RegisterBrokerRecord(
                broker_id=b.id,
                incarnation_id=uuid.UUID(int=b.id + 1),
                broker_epoch=i + 1,
                end_points=[],
                features=[],
                rack=b.rack,
                fenced=False,
                in_controlled_shutdown=False,
            )
        )
    for (rtype, rname), values in sorted(source.configs.items()):
        for key, value in sorted(values.items()):
            if key in POLICY_KEYS:
                continue
            records.append(mr.ConfigRecord(resource_type=rtype, resource_name=rname, name=key, value=value))
    ids = {b.id for b in brokers}
    skipped = 0
    for t in sorted(source.topics_by_id.values(), key=lambda t: t.name):
        records.append(mr.TopicRecord(name=t.name, topic_id=t.id))
        for index in sorted(t.partitions):
            p = t.partitions[index]
            replicas = [r for r in p.replicas if r in ids]
            if not replicas:
                skipped += 1
                replicas = list(p.replicas)
            records.append(
                mr.PartitionRecord(
                    partition_id=index,
                    topic_id=t.id,
                    replicas=list(p.replicas),
                    isr=replicas,
                    leader=replicas[0],
                    leader_epoch=0,
                    partition_epoch=0,
                )
            )
    if skipped:
        notes.append(f"{skipped} partition(s) have no replica on a registered broker")
    delta = MetadataDelta.for_snapshot()
    for r in records:
        delta.replay(r)
    delta.offset = len(brokers) + 10
    return delta.apply(), notes


def configured_min_isr(image: MetadataImage) -> bool:
    return any("min.insync.replicas" in values for values in image.configs.values())


# ================================================================================================= the loop


class _Timer:
    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class _Loop:
    """Simulated time: timers in (time, sequence) order."""

    def __init__(self) -> None:
        self.now = 0
        self._heap: list[tuple[int, int, Callable[[], None], _Timer]] = []
        self._seq = 0

    def at(self, when: int, fn: Callable[[], None]) -> _Timer:
        t = _Timer()
        heapq.heappush(self._heap, (max(when, self.now), self._seq, fn, t))
        self._seq += 1
        return t

    def run_until(self, end: int) -> None:
        heap = self._heap
        while heap and heap[0][0] <= end:
            when, _seq, fn, t = heapq.heappop(heap)
            if t.cancelled:
                continue
            self.now = when
            fn()
        self.now = max(self.now, end)


class _ControllerReactor:
    """The controller's `Reactor`: the loop's clock and timers; requests go to the simulated brokers."""

    def __init__(self, run: _Run, rng: random.Random) -> None:
        self.node_id = CONTROLLER_ID
        self.rng = rng
        self._run = run

    def now_ms(self) -> int:
        return self._run.loop.now

    def wall_ms(self) -> int:
        return self._run.origin_wall_ms + self._run.loop.now

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> Timer:
        return self._run.loop.at(when_ms, fn)

    def call_soon(self, fn: Callable[[], None]) -> None:
        self._run.loop.at(self._run.loop.now, fn)

    def send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: Callable[[Any, TransportError | None], None],
        *,
        timeout_ms: int,
        version: int | None = None,
        channel: str = "",
    ) -> None:
        self._run.controller_request(node_id, request, callback, timeout_ms)


class _MetadataLog:
    """The quorum as one log: an append commits after a short seeded delay, in order."""

    def __init__(self, run: _Run, next_offset: int) -> None:
        self._run = run
        self.next = next_offset
        self.leader = True
        self.epoch = 1
        self._last_commit_at = 0
        self.pending: list[tuple[int, list[bytes]]] = []

    def next_offset(self) -> int:
        if not self.leader:
            raise RuntimeError("no quorum leader")
        return self.next

    def append(self, records: list[bytes]) -> tuple[int, int]:
        if not self.leader:
            raise RuntimeError("no quorum leader")
        base = self.next
        self.next += len(records)
        run = self._run
        lo, hi = run.options.commit_delay_ms
        at = max(self._last_commit_at, run.loop.now + run.rng.randint(lo, hi))
        self._last_commit_at = at
        self.pending.append((base, records))
        run.loop.at(at, lambda: self.commit_through(base))
        return base, self.next - 1

    def commit_through(self, offset: int) -> None:
        while self.pending and self.pending[0][0] <= offset:
            base, values = self.pending.pop(0)
            self._run.qc.handle_commit(base, values, self.epoch)


class _CountingRecoveryManager(UncleanRecoveryManager):
    """The real manager; it only reports each recovery it starts."""

    def __init__(
        self, qc: QuorumController, replication: ReplicationControl, started: Callable[[PartitionKey], None]
    ) -> None:
        super().__init__(qc, replication)
        self._started = started

    def _start(
        self,
        key: PartitionKey,
        topic: TopicImage,
        p: PartitionRegistration,
        strategy: Strategy,
        timeout_ms: int,
        origin: str,
        reason: str,
    ) -> Any:
        flight = super()._start(key, topic, p, strategy, timeout_ms, origin, reason)
        self._started(key)
        return flight


# ================================================================================================= brokers


class _Broker:
    __slots__ = (
        "epoch",
        "generation",
        "id",
        "incarnation",
        "previous_epoch",
        "rack",
        "registered",
        "stop_deadline",
        "stopping",
        "timer",
        "up",
    )

    def __init__(self, broker_id: int, rack: str | None, epoch: int) -> None:
        self.id = broker_id
        self.rack = rack
        self.up = True
        self.stopping = False
        self.epoch = epoch
        self.registered = True
        self.incarnation = uuid.UUID(int=broker_id + 1)
        self.previous_epoch = -1
        self.timer: _Timer | None = None
        self.generation = 0  # bumped by every start and stop: callbacks of an older incarnation are ignored
        self.stop_deadline = 0


# ================================================================================================= partitions

Runs = list[tuple[int, int, int]]  # (leader epoch, start offset, end offset), contiguous from 0


def _leo(runs: Runs) -> int:
    return runs[-1][2] if runs else 0


def _last_epoch(runs: Runs) -> int:
    return runs[-1][0] if runs else -1


def _common(a: Runs, b: Runs) -> int:
    """The offset up to which two logs hold the same records (same epoch at every offset)."""
    n = 0
    for (ea, sa, xa), (eb, sb, xb) in zip(a, b, strict=False):
        if ea != eb or sa != sb:
            return n
        n = min(xa, xb)
        if xa != xb:
            return n
    return n


def _leo_at(history: list[tuple[int, int]], t: int) -> int:
    """A replica's log end offset at time `t`, from its (time, LEO) points (linear growth between two points)."""
    before = (0, 0)
    for point in history:
        if point[0] > t:
            t0, l0 = before
            t1, l1 = point
            return l0 if t1 <= t0 or l1 < l0 else l0 + (l1 - l0) * (t - t0) // (t1 - t0)
        before = point
    return before[1]


def _truncate(runs: Runs, offset: int) -> Runs:
    out: Runs = []
    for e, s, x in runs:
        if s >= offset:
            break
        out.append((e, s, min(x, offset)))
    return out


class _Part:
    __slots__ = (
        "ack_from",
        "acked",
        "alter_pending",
        "done",
        "fetching",
        "history",
        "hwm",
        "index",
        "key",
        "last_ms",
        "logs",
        "min_isr",
        "reg",
        "topic",
    )

    def __init__(self, key: PartitionKey, topic: str, index: int, min_isr: int, reg: PartitionRegistration) -> None:
        self.key = key
        self.topic = topic
        self.index = index
        self.min_isr = min_isr
        self.logs: dict[int, Runs] = {r: [] for r in reg.replicas}
        self.history: dict[int, list[tuple[int, int]]] = {r: [] for r in reg.replicas}  # (time, leo)
        self.hwm = 0
        self.ack_from = 0
        self.acked: list[tuple[int, int, int]] = []  # (epoch, start, end) acknowledged
        self.last_ms = 0
        self.reg = reg
        self.alter_pending = False
        self.done: PartitionRegistration | None = None  # the registration `last_ms` was reached under
        self.fetching: dict[int, bool] = {}


# ================================================================================================= one run


class _Run:
    def __init__(
        self,
        source: MetadataImage,
        schedule: Schedule,
        policy: Policy,
        seed: int,
        options: WhatIfOptions,
        origin_wall_ms: int = 0,
    ) -> None:
        self.policy = policy
        self.seed = seed
        self.options = options
        self.schedule = schedule
        self.origin_wall_ms = origin_wall_ms
        self.rng = random.Random(f"{seed}/what-if")  # the same draws under every policy while they agree
        self.loop = _Loop()
        image, self.notes = scenario_image(source, policy, options)
        static = dict(policy.properties())
        if not configured_min_isr(source):
            static["min.insync.replicas"] = str(options.min_insync_replicas or 2)
        self.settings = ControllerSettings(
            node_id=CONTROLLER_ID,
            cluster_id="what-if",
            min_insync_replicas=int(static.get("min.insync.replicas", "1")),
            unclean_leader_election_enable=policy.unclean_election,
            broker_session_timeout_ms=options.session_timeout_ms,
            broker_heartbeat_interval_ms=options.heartbeat_interval_ms,
            auto_leader_rebalance_enable=False,
            eligible_leader_replicas_enabled=policy.elr,
            metadata_version=image.features[METADATA_VERSION],
            static=static,
        )
        self.result = PolicyResult(policy, seed)
        self.controller_epoch = 0
        self.mlog = _MetadataLog(self, image.offset + 1)
        self.blocked: set[tuple[int, int]] = set()  # (a, b): a cannot reach b
        self.brokers: dict[int, _Broker] = {}
        for b in sorted(image.brokers.values(), key=lambda b: b.id):
            self.brokers[b.id] = _Broker(b.id, b.rack, b.epoch)
        self.view = image  # the committed image the data plane acted on
        self.parts: dict[PartitionKey, _Part] = {}
        self.order: dict[PartitionKey, int] = {}  # a fixed order of the partitions (topic name, index)
        self.by_broker: dict[int, list[_Part]] = {b: [] for b in self.brokers}
        resolver_ctl = ReplicationControl(self.settings, random.Random(0))
        for t in image.topics_by_id.values():
            for index, reg in t.partitions.items():
                key = (t.id, index)
                min_isr = resolver_ctl.resolver(image).effective_min_isr(t.name, len(reg.replicas))
                p = _Part(key, t.name, index, effective_min_isr(min_isr, len(reg.replicas)), reg)
                self.parts[key] = p
                self.order[key] = 0
                for r in reg.replicas:
                    if r in self.by_broker:
                        self.by_broker[r].append(p)
        for i, key in enumerate(sorted(self.parts, key=lambda k: (self.parts[k].topic, k[1]))):
            self.order[key] = i
        self.result.partitions = len(self.parts)
        self.open_intervals: dict[PartitionKey, Interval] = {}
        self.recovering: set[PartitionKey] = set()  # recoveries started and not ended
        self.log_info: dict[PartitionKey, dict[int, tuple[int, int]]] = {}  # GetReplicaLogInfo answers given
        self.expansion_due: set[PartitionKey] = set()
        self.expansion_timer: _Timer | None = None
        self._build_controller(image, activate_at=0)
        for broker in self.brokers.values():
            self._schedule_heartbeat(broker, self.rng.randint(1, self.options.heartbeat_interval_ms))

    # -- the controller ----------------------------------------------------------------------------------------

    def _build_controller(self, image: MetadataImage, activate_at: int) -> None:
        self.controller_epoch += 1
        self.mlog.leader = False
        reactor = _ControllerReactor(self, random.Random(f"{self.seed}/controller/{self.controller_epoch}"))
        qc = QuorumController(CONTROLLER_ID, reactor, self.mlog)
        self.qc = qc
        self.replication = ReplicationControl(self.settings, reactor.rng)
        self.cluster = ClusterControl(qc, self.settings, self.replication)
        self.recovery = _CountingRecoveryManager(qc, self.replication, self._recovery_started)
        qc.handle_load_snapshot(image.to_records(), image.offset)
        qc.on_commit(self._on_commit)
        epoch = self.controller_epoch

        def activate() -> None:
            if self.qc is qc:
                self.mlog.leader = True
                self.mlog.epoch = epoch
                qc.handle_leader_change(CONTROLLER_ID, epoch)

        self.loop.at(activate_at, activate)

    def _failover(self, election_ms: int) -> None:
        old = self.qc
        self.mlog.commit_through(self.mlog.next)  # what was appended is on the quorum: it commits
        self.mlog.leader = False
        old.handle_leader_change(-1, self.controller_epoch + 1)
        old.shutdown()
        self._build_controller(old.committed, self.loop.now + election_ms)

    def _controller_reachable(self, broker: int) -> bool:
        return self.qc.active and (broker, CONTROLLER_ID) not in self.blocked

    def _submit(
        self,
        broker: _Broker,
        handler: Callable[[RequestInfo, Any], Any],
        api: int,
        version: int,
        req: Message,
        on_response: Callable[[Any], None],
    ) -> bool:
        if not self._controller_reachable(broker.id):
            return False
        info = RequestInfo(api, version, 0, f"broker-{broker.id}", "CONTROLLER")
        d = handler(info, req)
        generation = broker.generation

        def done(deferred: Deferred) -> None:
            if deferred.error is not None or broker.generation != generation:
                return
            if (broker.id, CONTROLLER_ID) in self.blocked or (CONTROLLER_ID, broker.id) in self.blocked:
                return
            on_response(deferred.result())

        if isinstance(d, Deferred):
            d.add_callback(done)
        else:
            on_response(d)
        return True

    # -- brokers -------------------------------------------------------------------------------------------------

    def _schedule_heartbeat(self, b: _Broker, delay: int) -> None:
        if b.timer is not None:
            b.timer.cancel()
        generation = b.generation
        b.timer = self.loop.at(self.loop.now + delay, lambda: self._tick(b, generation))

    def _tick(self, b: _Broker, generation: int) -> None:
        if not b.up or b.generation != generation:
            return
        interval = self.options.heartbeat_interval_ms
        if b.stopping and self.loop.now >= b.stop_deadline:
            self._down(b, clean=True)
            return
        if not b.registered:
            self._register(b)
        else:
            self._heartbeat(b)
        self._schedule_heartbeat(b, interval if not b.stopping else min(interval, 500))

    def _register(self, b: _Broker) -> None:
        R = BrokerRegistrationRequest
        req = R(
            broker_id=b.id,
            cluster_id="what-if",
            incarnation_id=b.incarnation,
            listeners=[],
            features=[
                R.Feature(name=k, min_supported_version=lo, max_supported_version=hi)
                for k, (lo, hi) in sorted(SUPPORTED_FEATURES.items())
            ],
            rack=b.rack,
            log_dirs=[],
            previous_broker_epoch=b.previous_epoch,
        )

        def registered(resp: BrokerRegistrationResponse) -> None:
            if resp.error_code == 0 and not b.registered:
                b.registered = True
                b.epoch = resp.broker_epoch
                self._schedule_heartbeat(b, 1)

        self._submit(b, self.cluster.register, 62, REG_VERSION, req, registered)

    def _heartbeat(self, b: _Broker) -> None:
        req = BrokerHeartbeatRequest(
            broker_id=b.id,
            broker_epoch=b.epoch,
            current_metadata_offset=self.qc.committed_offset,
            want_fence=False,
            want_shut_down=b.stopping,
        )

        def answered(resp: BrokerHeartbeatResponse) -> None:
            if resp.error_code in (int(ErrorCode.STALE_BROKER_EPOCH), int(ErrorCode.BROKER_ID_NOT_REGISTERED)):
                b.registered = False
            elif resp.should_shut_down and b.stopping:
                self._down(b, clean=True)

        self._submit(b, self.cluster.heartbeat, 63, 1, req, answered)

    def _touch_broker(self, broker: int) -> None:
        """Bring every partition the broker hosts up to now (before its state changes)."""
        now = self.loop.now
        for p in self.by_broker.get(broker, ()):
            self._advance(p, now)

    def _down(self, b: _Broker, *, clean: bool) -> None:
        if not b.up:
            return
        self._touch_broker(b.id)
        b.up = False
        b.stopping = False
        b.registered = False
        b.generation += 1
        b.previous_epoch = b.epoch if clean else -1
        if b.timer is not None:
            b.timer.cancel()
        self._links_changed([b.id])

    def _start(self, b: _Broker) -> None:
        if b.up:
            return
        b.up = True
        b.generation += 1
        b.incarnation = uuid.UUID(int=self.rng.getrandbits(128))
        self._schedule_heartbeat(b, self.rng.randint(200, 1_000))  # the process starts, then registers

    def _restart_when_down(self, b: _Broker) -> None:
        """Restart `b` once it is down (a clean stop may still be under way)."""
        if b.up and b.stopping:
            self.loop.at(self.loop.now + 500, functools.partial(self._restart_when_down, b))
        else:
            self._start(b)

    def _power_loss(self, b: _Broker, event_index: int) -> None:
        was_up = b.up
        self._touch_broker(b.id)
        if was_up:
            self._down(b, clean=False)
        draw = random.Random(f"{self.seed}/power-loss/{event_index}/{b.id}")
        window = int(self.options.unflushed_ms * (0.5 + draw.random() / 2))
        cutoff = self.loop.now - window
        for p in self.by_broker.get(b.id, ()):
            runs = p.logs.get(b.id)
            if not runs:
                continue
            durable = _leo_at(p.history.get(b.id, []), cutoff)
            keep = min(_leo(runs), durable)
            p.logs[b.id] = _truncate(runs, keep)
            p.history[b.id] = [(self.loop.now, keep)]

    # -- the network -------------------------------------------------------------------------------------------

    def _isolate(self, group: Iterable[int]) -> list[tuple[int, int]]:
        inside = set(group)
        everyone = [*self.brokers, CONTROLLER_ID]
        cut = [(a, b) for a in inside for b in everyone if b not in inside]
        cut += [(b, a) for a, b in list(cut)]
        for a in inside:  # every partition with a replica inside (the others keep fetching as they did)
            self._touch_broker(a)
        added = [c for c in cut if c not in self.blocked]
        self.blocked.update(added)
        self._links_changed(inside)
        return added

    def _heal(self, cut: Sequence[tuple[int, int]] | None) -> None:
        touched = {a for a, _b in (cut if cut is not None else self.blocked) if a in self.brokers}
        for a in touched:
            self._touch_broker(a)
        if cut is None:
            self.blocked.clear()
        else:
            self.blocked.difference_update(cut)
        self._links_changed(touched)

    def _links_changed(self, brokers: Iterable[int]) -> None:
        """Fetching may have stopped or resumed: ISR shrink and expansion checks for the partitions involved."""
        due = self.expansion_due
        lag = self.options.lag_time_max_ms
        shrink: list[_Part] = []
        for b in brokers:
            for p in self.by_broker.get(b, ()):
                due.add(p.key)
                shrink.append(p)
        if shrink:
            keys = [p.key for p in shrink]
            self.loop.at(self.loop.now + lag, lambda: self._shrink_check(keys))
        self._arm_expansion()

    def _can_fetch(self, follower: int, leader: int) -> bool:
        f = self.brokers.get(follower)
        return (
            f is not None
            and f.up
            and f.registered
            and (follower, leader) not in self.blocked
            and (leader, follower) not in self.blocked
        )

    def _serves(self, leader: int) -> bool:
        b = self.brokers.get(leader)
        return b is not None and b.up and b.registered

    # -- the data plane ------------------------------------------------------------------------------------------

    def _produced(self, since: int, now: int) -> int:
        rate = self.options.records_per_sec
        return now * rate // 1000 - since * rate // 1000

    def _advance(self, p: _Part, now: int) -> None:
        """Bring partition `p` from `p.last_ms` to `now` under its registration `p.reg` (constant meanwhile)."""
        reg = p.reg
        if p.last_ms == now and p.done is reg:
            return
        leader = reg.leader
        brokers = self.brokers
        lb = brokers.get(leader)
        if lb is not None and lb.up and lb.registered and leader in p.logs:
            llog = p.logs[leader]
            isr = reg.isr
            accepting = len(isr) >= p.min_isr
            if accepting:
                n = self._produced(p.last_ms, now)
                if n:
                    end = llog[-1][2] if llog else 0
                    if llog and llog[-1][0] == reg.leader_epoch:
                        llog[-1] = (reg.leader_epoch, llog[-1][1], end + n)
                    else:
                        llog.append((reg.leader_epoch, end, end + n))
            leo = llog[-1][2] if llog else 0
            grew = accepting and p.last_ms < now
            hist = p.history[leader]
            if not hist or hist[-1][1] != leo:
                self._record_leo(hist, p.last_ms, now, leo, grew)
            blocked = self.blocked
            isr_leos: list[int] = []
            for r in reg.replicas:
                if r == leader:
                    continue
                f = brokers.get(r)
                if (
                    f is not None
                    and f.up
                    and f.registered
                    and (not blocked or ((r, leader) not in blocked and (leader, r) not in blocked))
                ):
                    if p.logs[r] != llog:
                        p.logs[r] = list(llog)
                    hist = p.history[r]
                    if not hist or hist[-1][1] != leo:
                        self._record_leo(hist, p.last_ms, now, leo, grew)
                    if r in isr:
                        isr_leos.append(leo)
                elif r in isr:
                    isr_leos.append(_common(p.logs[r], llog))
            hwm = next_high_watermark(p.hwm, leo, len(isr), p.min_isr, isr_leos)
            if not accepting:
                p.ack_from = max(p.ack_from, leo)
            if hwm > p.ack_from:
                acked = p.acked
                if acked and acked[-1][0] == reg.leader_epoch and acked[-1][2] == p.ack_from:
                    acked[-1] = (reg.leader_epoch, acked[-1][1], hwm)
                else:
                    acked.append((reg.leader_epoch, p.ack_from, hwm))
                p.ack_from = hwm
            p.hwm = hwm
        p.last_ms = now
        p.done = reg

    def _record_leo(self, hist: list[tuple[int, int]], since: int, now: int, leo: int, grew: bool) -> None:
        """Note a replica's LEO at `now` (and, when it grew steadily since `since`, where the growth began)."""
        if grew and hist:
            hist.append((since, hist[-1][1]))
        hist.append((now, leo))
        if len(hist) > 16:
            self._prune(hist, now)

    def _prune(self, hist: list[tuple[int, int]], now: int) -> None:
        """Forget (time, LEO) points no power loss can reach back to any more."""
        cutoff = now - self.options.unflushed_ms - 1
        if hist[1][0] < cutoff:
            while len(hist) > 2 and hist[1][0] < cutoff:
                del hist[0]

    def _on_commit(self, image: MetadataImage, delta: MetadataDelta) -> None:
        now = self.loop.now
        changed = delta.changes.partitions
        res = self.result
        due = self.expansion_due
        for key in changed:
            p = self.parts.get(key)
            if p is None:
                continue
            t = image.topics_by_id.get(key[0])
            new = None if t is None else t.partitions.get(key[1])
            if new is None or new == p.reg:
                continue
            before = p.reg
            self._advance(p, now)
            p.reg = new
            if new.leader != before.leader or new.leader_epoch != before.leader_epoch:
                if new.leader == NO_LEADER and key not in self.open_intervals:
                    self.open_intervals[key] = Interval(p.topic, p.index, now)
                if new.leader != NO_LEADER:
                    kind = self._election_kind(before, new)
                    if before.leader == NO_LEADER or new.leader != before.leader:
                        self._count_election(key, kind)
                    interval = self.open_intervals.pop(key, None)
                    if interval is not None:
                        interval.end_ms = now
                        interval.ended_by = kind
                        res.intervals.append(interval)
                    llog = p.logs.get(new.leader)
                    p.ack_from = _leo(llog) if llog is not None else 0
                    p.hwm = min(p.hwm, p.ack_from)
            if new.isr != before.isr or new.leader != before.leader:
                p.alter_pending = False
            self._advance(p, now)
            due.add(key)
        if changed:
            self._arm_expansion()
        if delta.changes.brokers:
            for b in delta.changes.brokers:
                for p in self.by_broker.get(b, ()):
                    due.add(p.key)
            self._arm_expansion()
        self.view = image

    @staticmethod
    def _election_kind(before: PartitionRegistration, new: PartitionRegistration) -> str:
        if new.leader_recovery_state == RECOVERING and before.leader_recovery_state != RECOVERING:
            return "unclean"
        if new.leader_recovery_state == RECOVERING and new.leader != before.leader:
            return "unclean"
        if not before.isr and new.leader in before.elr:
            return "elr"
        return "clean"

    def _count_election(self, key: PartitionKey, kind: str) -> None:
        res = self.result
        if key in self.recovering:
            self.recovering.discard(key)
            answers = self.log_info.pop(key, {})
            if kind == "unclean":
                res.recoveries_elected += 1
                p = self.parts[key]
                res.recovery_winners.append((p.topic, p.index, p.reg.leader, answers))
            else:
                res.recoveries_superseded += 1
        if kind == "unclean":
            if self.policy.recovery_strategy is not None:
                res.recovery_elections += 1
            else:
                res.unclean_elections += 1
        elif kind == "elr":
            res.elr_elections += 1
        else:
            res.clean_elections += 1

    def _recovery_started(self, key: PartitionKey) -> None:
        if key not in self.recovering:
            self.recovering.add(key)
            self.result.recoveries_started += 1

    # -- ISR changes by the leaders (AlterPartition) ------------------------------------------------------------

    def _arm_expansion(self) -> None:
        if self.expansion_timer is None and self.expansion_due:
            self.expansion_timer = self.loop.at(self.loop.now + self.options.catch_up_ms, self._expand)

    def _expand(self) -> None:
        self.expansion_timer = None
        due, self.expansion_due = self.expansion_due, set()
        image = self.view
        now = self.loop.now
        by_leader: dict[int, list[tuple[_Part, tuple[int, ...]]]] = {}
        for key in sorted(due, key=self.order.__getitem__):
            p = self.parts[key]
            reg = p.reg
            leader = reg.leader
            if leader == NO_LEADER or p.alter_pending:
                continue
            if len(reg.isr) == len(reg.replicas) and reg.leader_recovery_state != RECOVERING:
                continue
            if not self._serves(leader):
                continue
            self._advance(p, now)
            joining = []
            for r in reg.replicas:
                if r in reg.isr or r == leader or not self._can_fetch(r, leader):
                    continue
                b = image.brokers.get(r)
                if b is None or b.fenced or b.in_controlled_shutdown:
                    continue
                joining.append(r)
            if joining or reg.leader_recovery_state == RECOVERING:
                isr = reg.isr + tuple(r for r in reg.replicas if r in joining)
                by_leader.setdefault(leader, []).append((p, isr))
        for leader, items in sorted(by_leader.items()):
            self._alter_partition(leader, items)

    def _shrink_check(self, keys: list[PartitionKey]) -> None:
        now = self.loop.now
        by_leader: dict[int, list[tuple[_Part, tuple[int, ...]]]] = {}
        for key in keys:
            p = self.parts[key]
            reg = p.reg
            leader = reg.leader
            if leader == NO_LEADER or p.alter_pending or not self._serves(leader):
                continue
            lagging = [r for r in reg.isr if r != leader and not self._can_fetch(r, leader)]
            if lagging:
                self._advance(p, now)
                by_leader.setdefault(leader, []).append((p, tuple(r for r in reg.isr if r not in lagging)))
        for leader, items in sorted(by_leader.items()):
            self._alter_partition(leader, items)

    def _alter_partition(self, leader: int, items: list[tuple[_Part, tuple[int, ...]]]) -> None:
        b = self.brokers[leader]
        image = self.view
        topics: dict[uuid.UUID, list[AlterPartitionRequest.PartitionData]] = {}
        states = {
            r: AlterPartitionRequest.BrokerState(broker_id=r, broker_epoch=reg.epoch)
            for r, reg in image.brokers.items()
        }
        for p, isr in items:
            reg = p.reg
            topics.setdefault(p.key[0], []).append(
                AlterPartitionRequest.PartitionData(
                    partition_index=p.index,
                    leader_epoch=reg.leader_epoch,
                    new_isr_with_epochs=[
                        states.get(r) or AlterPartitionRequest.BrokerState(broker_id=r, broker_epoch=-1) for r in isr
                    ],
                    leader_recovery_state=RECOVERED,
                    partition_epoch=reg.partition_epoch,
                )
            )
            p.alter_pending = True
        req = AlterPartitionRequest(
            broker_id=leader,
            broker_epoch=b.epoch,
            topics=[AlterPartitionRequest.TopicData(topic_id=t, partitions=ps) for t, ps in topics.items()],
        )
        parts = [p for p, _isr in items]

        def answered(resp: AlterPartitionResponse) -> None:
            for p in parts:  # refused ones are proposed again at the next check (accepted ones are done then)
                p.alter_pending = False
                self.expansion_due.add(p.key)
            self._arm_expansion()

        handler = self._alter_handler()
        if not self._submit(b, handler, 56, AP_VERSION, req, answered):
            for p in parts:
                p.alter_pending = False

    def _alter_handler(self) -> Callable[[RequestInfo, Any], Any]:
        qc, replication = self.qc, self.replication

        def handler(info: RequestInfo, req: Any) -> Deferred:
            version = info.api_version
            return qc.submit(lambda image: replication.alter_partition(image, req, version))

        return handler

    # -- GetReplicaLogInfo -------------------------------------------------------------------------------------

    def controller_request(
        self, broker_id: int, request: Message, callback: Callable[[Any, TransportError | None], None], timeout_ms: int
    ) -> None:
        b = self.brokers.get(broker_id)
        if not isinstance(request, GetReplicaLogInfoRequest):
            self.loop.at(self.loop.now, lambda: callback(None, TransportError("not simulated")))
            return
        if b is None or not b.up or not b.registered:  # no process (or one still starting): refused at once
            self.loop.at(self.loop.now + self.rng.randint(1, 5), lambda: callback(None, TransportError("refused")))
            return
        if (CONTROLLER_ID, broker_id) in self.blocked or (broker_id, CONTROLLER_ID) in self.blocked:
            self.loop.at(
                self.loop.now + timeout_ms, lambda: callback(None, TransportError("unreachable", timed_out=True))
            )
            return
        generation = b.generation
        delay = self.rng.randint(1, 20)

        def answer() -> None:
            if not b.up or b.generation != generation:
                callback(None, TransportError("disconnected"))
                return
            R = GetReplicaLogInfoResponse
            image = self.view
            out = []
            for t in request.topic_partitions:
                infos = []
                topic = image.topics_by_id.get(t.topic_id)
                for index in t.partitions:
                    p = self.parts.get((t.topic_id, index))
                    if p is None or topic is None or broker_id not in p.logs:
                        infos.append(
                            R.PartitionLogInfo(partition=index, error_code=int(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION))
                        )
                        continue
                    self._advance(p, self.loop.now)
                    runs = p.logs[broker_id]
                    self.log_info.setdefault(p.key, {})[broker_id] = (_last_epoch(runs), _leo(runs))
                    infos.append(
                        R.PartitionLogInfo(
                            partition=index,
                            last_written_leader_epoch=_last_epoch(runs),
                            current_leader_epoch=p.reg.leader_epoch,
                            log_end_offset=_leo(runs),
                        )
                    )
                out.append(R.TopicPartitionLogInfo(topic_id=t.topic_id, partition_log_info=infos))
            callback(R(broker_epoch=b.epoch, topic_partition_log_info_list=out), None)

        self.loop.at(self.loop.now + delay, answer)

    # -- the schedule --------------------------------------------------------------------------------------------

    def _targets(self, e: FaultEvent) -> list[int]:
        out = set(e.brokers)
        if e.racks:
            racks = set(e.racks)
            out |= {b.id for b in self.brokers.values() if b.rack in racks}
        unknown = out - set(self.brokers)
        if unknown:
            self.notes.append(f"{e.action} at {e.at_ms} ms names unknown broker(s) {sorted(unknown)}: ignored")
        return sorted(out & set(self.brokers))

    def _apply(self, index: int, e: FaultEvent) -> None:
        action = e.action
        if action == "controller-failover":
            self._failover(e.duration_ms if e.duration_ms is not None else 1_000)
            return
        if action == "heal" and not e.brokers and not e.racks:
            self._heal(None)
            return
        targets = self._targets(e)
        if action == "partition":
            cut = self._isolate(targets)
            if e.duration_ms is not None:
                self.loop.at(self.loop.now + e.duration_ms, lambda: self._heal(cut))
            return
        if action == "heal":
            mine = [(a, b) for a, b in self.blocked if a in targets or b in targets]
            self._heal(mine)
            return
        for t in targets:
            b = self.brokers[t]
            if action == "power-loss":
                self._power_loss(b, index)
            elif action == "kill":
                self._down(b, clean=False)
            elif action == "stop":
                if b.up and not b.stopping:
                    b.stopping = True
                    b.stop_deadline = self.loop.now + self.options.controlled_shutdown_timeout_ms
                    self._schedule_heartbeat(b, 0)
            elif action == "restart":
                self._start(b)
            if action in ("power-loss", "kill", "stop") and e.duration_ms is not None:
                self.loop.at(self.loop.now + e.duration_ms, functools.partial(self._restart_when_down, b))

    def run(self) -> PolicyResult:
        started = time.perf_counter()
        cpu = time.process_time()
        for i, e in enumerate(self.schedule.events):
            self.loop.at(e.at_ms, functools.partial(self._apply, i, e))
        end = self.schedule.duration_ms
        self.loop.run_until(end)
        if self.options.heal_at_end:
            self._heal(None)
            for b in self.brokers.values():
                self._restart_when_down(b)
            end += self.options.settle_ms
            self.loop.run_until(end)
        self._finish(end)
        self.result.notes = list(dict.fromkeys(self.notes))
        self.result.wall_s = time.perf_counter() - started
        self.result.cpu_s = time.process_time() - cpu
        return self.result

    def _finish(self, end: int) -> None:
        res = self.result
        res.sim_ms = end
        for p in self.parts.values():
            self._advance(p, end)
        for _key, interval in sorted(self.open_intervals.items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
            res.intervals.append(interval)
        res.leaderless_at_end = len(self.open_intervals)
        res.recoveries_pending = len(self.recovering)
        res.intervals.sort(key=lambda i: (i.start_ms, i.topic, i.partition))
        for p in self.parts.values():
            name = (p.topic, p.index)
            acked = sum(e - s for _ep, s, e in p.acked)
            res.acked += acked
            res.acked_by_partition[name] = acked
            leader = p.reg.leader
            res.final_leaders[name] = leader
            if leader == NO_LEADER:
                continue
            final = p.logs[leader]
            lost = 0
            for ep, s, e in p.acked:
                kept = 0
                for fe, fs, fx in final:
                    if fe == ep:
                        kept += max(0, min(e, fx) - max(s, fs))
                lost += (e - s) - kept
            if lost:
                res.lost += lost
                res.partitions_with_loss += 1
                res.lost_by_partition[name] = lost


# ================================================================================================= entry points


def run_policy(
    image: MetadataImage,
    schedule: Schedule,
    policy: Policy,
    seed: int = 0,
    options: WhatIfOptions | None = None,
) -> PolicyResult:
    """One run of `schedule` on `image`'s cluster under `policy`."""
    return _Run(image, schedule, policy, seed, options or WhatIfOptions(), schedule.origin_wall_ms or 0).run()


def run_what_if(
    image: MetadataImage,
    schedule: Schedule,
    *,
    seeds: Sequence[int] = (0,),
    policies: Sequence[Policy] = POLICIES,
    options: WhatIfOptions | None = None,
    progress: Callable[[PolicyResult], None] | None = None,
) -> WhatIfResult:
    """Every policy, once per seed, on the same image and schedule."""
    options = options or WhatIfOptions()
    out = WhatIfResult(schedule, [], options)
    if not configured_min_isr(image):
        out.notes.append(
            f"min.insync.replicas is not in the log (a static setting?): using {options.min_insync_replicas or 2}"
        )
    quiet = logging.getLogger("kraftpy.controller")
    level = quiet.level
    if not log.isEnabledFor(logging.DEBUG):
        quiet.setLevel(logging.WARNING)  # the controller logs every election and recovery at INFO
    try:
        for seed in seeds:
            for policy in policies:
                r = run_policy(image, schedule, policy, seed, options)
                out.results.append(r)
                out.notes.extend(n for n in r.notes if n not in out.notes)
                if progress is not None:
                    progress(r)
    finally:
        quiet.setLevel(level)
    return out


def synthetic_image(
    brokers: int,
    partitions: int,
    *,
    replication_factor: int = 3,
    topics: int = 1,
    racks: int = 0,
    min_insync_replicas: int = 2,
) -> MetadataImage:
    """A cluster image built from nothing (benchmarks, tests): `partitions` partitions spread over `topics` topics,
    replicas placed round-robin (rack-aware when `racks` > 0: broker b is in rack ``r{b % racks}``), and
    min.insync.replicas as a cluster-level config."""
    records: list[Message] = [
        mr.FeatureLevelRecord(name=METADATA_VERSION, feature_level=ELR_MIN_METADATA_VERSION),
        mr.ConfigRecord(
            resource_type=BROKER_RESOURCE, resource_name="", name="min.insync.replicas", value=str(min_insync_replicas)
        ),
    ]
    for b in range(brokers):
        records.append(
            mr.RegisterBrokerRecord(
                broker_id=b,
                incarnation_id=uuid.UUID(int=b + 1),
                broker_epoch=b + 1,
                rack=f"r{b % racks}" if racks else None,
                fenced=False,
            )
        )
    per_topic = -(-partitions // topics)
    made = 0
    for t in range(topics):
        topic_id = uuid.UUID(int=(1 << 64) + t)
        records.append(mr.TopicRecord(name=f"t{t}", topic_id=topic_id))
        for i in range(min(per_topic, partitions - made)):
            start = (made + i) % brokers
            replicas = [(start + k) % brokers for k in range(replication_factor)]
            records.append(
                mr.PartitionRecord(
                    partition_id=i, topic_id=topic_id, replicas=replicas, isr=replicas, leader=replicas[0]
                )
            )
        made += min(per_topic, partitions - made)
    delta = MetadataDelta.for_snapshot()
    for r in records:
        delta.replay(r)
    delta.offset = len(records)
    return delta.apply()
