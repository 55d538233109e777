"""Randomized fault schedules against a whole simulated cluster (controllers + brokers), with the data-plane and
metadata-plane invariants checked throughout. `python -m kraftpy.sim cluster --seeds N` is the soak.

One seed fixes everything: the fault schedule (printed on failure), the network's delays, the nodes' timers, the
workload. A run:

1. starts 3 controllers and 3 brokers (or combined nodes), creates the topics (RF 3, min.insync.replicas 2) through a
   broker, waits until every replica is in the ISR;
2. runs producers (acks 0/1/all) and consumers while the schedule's faults hit: clean stops, kill -9 and power
   losses of brokers and controllers (restarted after a while), isolated nodes, cut links and partitions, aimed at
   random nodes, at a partition's leader or at the active controller;
3. heals the network, restarts what is down, stops producing, runs until the cluster caught up (every replica in
   the ISR with the leader's log end, every broker's image equal to the active controller's) and then checks:
   KIP-966's promise and the consumer-visible rules (`DataInvariants`), that replicas agree below the high
   watermark, the metadata invariants on every committed image and the committed log's agreement
   (`MetadataInvariants`), and that no node hit a fatal error.

Unclean shutdowns (kill -9 and power loss alike) of brokers are limited per seed to a random subset of the brokers
(`unclean_brokers`); kills and power losses aimed at other brokers become clean stops. That keeps many acks=all
records protected (fewer than min ISR of their replicas crashed uncleanly after they were sent) while still letting
several unclean shutdowns hit a partition in one run. With ELR off (`elr=False`) the same schedules run with the
legacy election rules: losing protected records is then expected (KIP-966's motivation), and is reported as
`data_loss` rather than as a failure.
"""

from __future__ import annotations

import logging
import random
import statistics
import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest
from kraftpy.sim.cluster import NodeState, SimCluster, SimClusterConfig, fast_settings
from kraftpy.sim.cluster_faults import (
    ClusterSchedule,
    FaultInjector,
    generate_cluster_schedule,
    generate_two_unclean_schedule,
)
from kraftpy.sim.cluster_invariants import MetadataInvariants, Violation
from kraftpy.sim.data_invariants import DataInvariants, DataStats
from kraftpy.sim.network import NetworkConfig
from kraftpy.sim.soak import headline, run_seeds
from kraftpy.sim.workload import Workload, WorkloadConfig

__all__ = [
    "ClusterSimConfig",
    "ClusterSimFailure",
    "ClusterSimResult",
    "ClusterSimulation",
    "ClusterSoakSummary",
    "run_cluster_soak",
]

log = logging.getLogger(__name__)

LONGEST_LOG_BALANCED = 3  # ElectLeaders v3 election type


@dataclass(slots=True)
class ClusterSimConfig:
    elr: bool = True
    recovery_manager: bool = False
    recovery_strategy: str | None = None  # cluster default unclean.recovery.strategy
    combined: bool = False
    controllers: int = 3
    brokers: int = 3
    topics: tuple[tuple[str, int], ...] = (("t", 2),)  # (name, partitions), RF 3 unless fewer brokers
    min_insync_replicas: int = 2
    fault_window_ms: tuple[int, int] = (12_000, 24_000)
    faults: tuple[int, int] = (2, 9)
    fault_duration_ms: tuple[int, int] = (300, 6_000)
    unclean_brokers: tuple[int, ...] = (1, 1, 2, 2, 3)  # how many brokers may shut down uncleanly (random choice)
    settle_ms: int = 60_000
    workload: WorkloadConfig = field(default_factory=WorkloadConfig)
    extra_properties: dict[str, str] = field(default_factory=dict)
    # Every seed: one broker loses power and another is killed (they lose respectively some and nothing), both
    # stay down until the faults end; then the killed broker restarts first and the other once it is unfenced,
    # so the killed broker replies to any unclean recovery. Only power losses count against a record's
    # protection; lost records are failures when the recovery manager is on, expected (counted) when it is off
    # (the LastKnownLeader election may pick the broker that lost power).
    two_unclean: bool = False

    @property
    def loss_expected(self) -> bool:
        """Whether losing protected records is what the configured rules allow: legacy elections (ELR off); the
        Aggressive recovery strategy, which elects whichever replica answers first (KIP-966: availability first,
        even when a replica with more data is only fenced); two unclean shutdowns without the recovery manager (the
        LastKnownLeader election may pick the replica that lost power)."""
        if not self.elr:
            return True
        if self.recovery_manager and self.recovery_strategy == "Aggressive":
            return True
        return self.two_unclean and not self.recovery_manager

    def describe(self) -> str:
        parts = [] if self.elr else ["--elr off"]
        if self.two_unclean:
            parts.append("--two-unclean")
        if self.recovery_manager:
            parts.append("--recovery-manager" + (f" {self.recovery_strategy}" if self.recovery_strategy else ""))
        if self.combined:
            parts.append("--combined")
        return " ".join(parts)


@dataclass(slots=True)
class ClusterSimResult:
    seed: int
    sim_ms: int = 0
    wall_ms: float = 0.0
    events: int = 0
    faults: int = 0
    unclean_shutdowns: int = 0
    clean_stops: int = 0
    recovery_ms: int = 0
    data: DataStats = field(default_factory=DataStats)
    committed_images: int = 0
    metadata_offset: int = -1
    elr_elections: int = 0
    other_elections: int = 0  # leaders from outside ISR and ELR (LastKnownLeader, unclean, recovery)
    data_loss: list[Violation] = field(default_factory=list)  # only when loss is expected (`loss_expected`)


class ClusterSimFailure(AssertionError):
    def __init__(
        self,
        seed: int,
        config: ClusterSimConfig,
        schedule: ClusterSchedule | None,
        reason: str,
        violations: Iterable[Violation] = (),
    ) -> None:
        self.seed = seed
        self.reason = reason
        self.violations = list(violations)
        lines = [f"cluster simulation failed: seed {seed} {config.describe()}".rstrip(), f"reason: {reason}"]
        if self.violations:
            lines.append(f"violations ({len(self.violations)}):")
            lines += [f"  {v}" for v in self.violations[:30]]
        if schedule is not None:
            lines += ["fault schedule:", str(schedule)]
        lines.append(f"replay: python -m kraftpy.sim cluster --seeds 1 --start {seed} {config.describe()}".rstrip())
        super().__init__("\n".join(lines))


class ClusterSimulation:
    def __init__(self, seed: int, config: ClusterSimConfig | None = None) -> None:
        self.seed = seed
        self.config = config if config is not None else ClusterSimConfig()
        cfg = self.config
        self.rng = random.Random(f"{seed}/cluster-sim")
        props = fast_settings()
        props["min.insync.replicas"] = str(cfg.min_insync_replicas)
        if not cfg.elr:
            props["eligible.leader.replicas.enabled"] = "false"
        if cfg.recovery_manager:
            props["unclean.recovery.manager.enabled"] = "true"
        if cfg.recovery_strategy:
            props["unclean.recovery.strategy"] = cfg.recovery_strategy
        props.update(cfg.extra_properties)
        delay = self.rng.choice((3, 5, 15))
        self.cluster = SimCluster(
            seed,
            SimClusterConfig(
                controllers=cfg.controllers,
                brokers=cfg.brokers,
                combined=cfg.combined,
                properties=props,
                network=NetworkConfig(min_delay_ms=1, max_delay_ms=delay),
                controlled_shutdown_timeout_ms=5_000,
            ),
        )
        c = self.cluster
        self.metadata = MetadataInvariants(c)
        self.partitions = [(name, p) for name, n in cfg.topics for p in range(n)]
        self.replicas: dict[tuple[str, int], tuple[int, ...]] = {}
        self.data = DataInvariants(
            c,
            lambda _topic: cfg.min_insync_replicas,
            lambda topic, p: self.replicas.get((topic, p), c.broker_ids),
            frozenset({"power loss"}) if cfg.two_unclean else frozenset({"kill", "power loss"}),
        )
        self.client = c.client()
        self.workload = Workload(
            c,
            self.client,
            self.data,
            self.partitions,
            random.Random(f"{seed}/workload"),
            cfg.workload,
            value_prefix=f"s{seed}-",
        )
        self.schedule: ClusterSchedule | None = None
        self.injector: FaultInjector | None = None
        self.operator_elections = 0

    # -- the run -------------------------------------------------------------------------------------------------

    def run(self) -> ClusterSimResult:
        started = time.perf_counter()
        try:
            result = self._run()
        except ClusterSimFailure:
            raise
        except AssertionError as e:
            raise ClusterSimFailure(
                self.seed, self.config, self.schedule, str(e), self.metadata.violations + self.data.violations
            ) from e
        except Exception as e:  # a crash of kraftpy code inside the simulation
            raise ClusterSimFailure(
                self.seed, self.config, self.schedule, f"exception at t={self.cluster.now}: {traceback.format_exc()}"
            ) from e
        result.wall_ms = (time.perf_counter() - started) * 1000
        return result

    def _run(self) -> ClusterSimResult:
        c = self.cluster
        cfg = self.config
        c.start()
        c.run_until(
            lambda: all(
                (img := c.committed_image()) is not None and b in img.brokers and not img.brokers[b].fenced
                for b in c.broker_ids
            ),
            30_000,
            "brokers unfenced",
        )
        rf = min(3, len(c.broker_ids))
        for name, n in cfg.topics:
            call = c.wait_for(self.client.create_topic(name, n, rf), what=f"creation of {name}")
            assert call.ok and call.response.topics[0].error_code == 0, f"creating {name}: {call}"
        c.run_until(
            lambda: all(
                (p := c.partition_state(t, i)) is not None
                and len(p.isr) == len(p.replicas)
                and p.leader >= 0
                and (r := c.replica(p.leader, t, i)) is not None
                and r.is_leader
                for t, i in self.partitions
            ),
            30_000,
            "every partition online",
        )
        for t, i in self.partitions:
            reg = c.partition_state(t, i)
            assert reg is not None
            self.replicas[(t, i)] = reg.replicas
        self.client.refresh_metadata()
        c.run_for(50)
        self.workload.start()
        if cfg.two_unclean:
            schedule = generate_two_unclean_schedule(
                self.rng,
                c.controller_ids,
                c.broker_ids,
                self.partitions,
                start=c.now,
                window_ms=cfg.fault_window_ms,
                duration_ms=cfg.fault_duration_ms,
            )
        else:
            schedule = generate_cluster_schedule(
                self.rng,
                c.controller_ids,
                c.broker_ids,
                self.partitions,
                start=c.now,
                window_ms=cfg.fault_window_ms,
                count=cfg.faults,
                duration_ms=cfg.fault_duration_ms,
                unclean_brokers=cfg.unclean_brokers,
            )
        self.schedule = schedule
        self.injector = FaultInjector(c, schedule, self.rng)
        self.injector.install()
        c.run_until(lambda: c.now >= schedule.end, schedule.end - c.now + 1000, "end of the fault window")
        # heal: network, nodes; stop producing and let the cluster catch up
        healed_at = c.now
        self.injector.stop()
        c.heal_all()
        self.workload.stop_producing()
        c.run_until(
            lambda: all(n.state is not NodeState.STOPPING for n in c.nodes.values()), 30_000, "clean stops to finish"
        )
        lossy = schedule.hold.get("power-loss", -1)
        for node in c.nodes.values():
            if node.state is NodeState.DOWN and node.node_id != lossy:
                c.start_node(node.node_id)
        if lossy >= 0 and c.nodes[lossy].state is NodeState.DOWN:
            # the killed broker first: it is unfenced (and answers any unclean recovery) before the other returns
            lossless = schedule.hold["kill"]
            c.run_until(
                lambda: (
                    (img := c.committed_image()) is not None
                    and lossless in img.brokers
                    and not img.brokers[lossless].fenced
                ),
                30_000,
                f"broker {lossless} unfenced",
            )
            assert c.nodes[lossy].state is NodeState.DOWN, f"broker {lossy} was held down but is {c.nodes[lossy].state}"
            c.start_node(lossy)
        if cfg.recovery_manager and cfg.recovery_strategy == "None":
            self._operator()
        try:
            c.run_until(self._caught_up, cfg.settle_ms, "recovery after healing")
        except AssertionError as e:
            raise ClusterSimFailure(
                self.seed, cfg, schedule, f"{e}: {self._stuck()}", self.metadata.violations + self.data.violations
            ) from None
        recovery_ms = c.now - healed_at
        c.run_for(500)
        self.workload.stop()
        logs = {tp: self.workload.final_read(tp) for tp in self.partitions}
        self.data.check_final(logs)
        c.run_until(self._caught_up, cfg.settle_ms, "a stable cluster for the final checks")
        for t, i in self.partitions:
            self.data.check_replicas_agree(t, i)
        self.metadata.check_converged()
        violations = list(self.metadata.violations)
        data_violations = list(self.data.violations)
        fatal = c.fatal_errors()
        if fatal:
            violations.append(Violation(c.now, fatal[0][0], f"fatal error: {fatal[0][1]!r}", "liveness"))
        result = ClusterSimResult(
            seed=self.seed,
            sim_ms=c.now,
            events=c.world.events,
            faults=self.injector.applied,
            unclean_shutdowns=len(c.unclean_shutdowns),
            clean_stops=sum(n.clean_stops for n in c.nodes.values()),
            recovery_ms=recovery_ms,
            data=self.data.stats,
            committed_images=self.metadata.committed_images,
            metadata_offset=self.metadata.max_offset,
            elr_elections=self.metadata.elr_elections,
            other_elections=self.metadata.last_known_leader_elections,
        )
        if not cfg.loss_expected:
            violations += data_violations
        else:
            # legacy elections (and the LastKnownLeader election after two unclean shutdowns) lose acknowledged
            # data (KIP-966's motivation); the other data rules still hold
            result.data_loss = [v for v in data_violations if v.kind == "data-loss"]
            violations += [v for v in data_violations if v.kind != "data-loss"]
        if violations:
            raise ClusterSimFailure(self.seed, cfg, schedule, f"{len(violations)} invariant violations", violations)
        return result

    # -- the end ---------------------------------------------------------------------------------------------------

    def _operator(self) -> None:
        """unclean.recovery.strategy=None: partitions without a leader wait for an operator, who runs a
        LONGEST_LOG_BALANCED election (ElectLeaders v3) for them every few seconds once the faults are over."""
        c = self.cluster
        leaderless = [(t, i) for t, i in self.partitions if (p := c.partition_state(t, i)) is not None and p.leader < 0]
        if leaderless and all(n.running for n in c.nodes.values()):
            T = ElectLeadersRequest.TopicPartitions
            topics: dict[str, list[int]] = {}
            for t, i in leaderless:
                topics.setdefault(t, []).append(i)
            req = ElectLeadersRequest(
                election_type=LONGEST_LOG_BALANCED,
                timeout_ms=5_000,
                topic_partitions=[T(topic=t, partitions=ps) for t, ps in sorted(topics.items())],
            )
            self.client.admin(req, version=3, timeout_ms=6_000)
            self.operator_elections += 1
        c.world.at(c.now + 3_000, self._operator)

    def _caught_up(self) -> bool:
        c = self.cluster
        if self.workload.pending_produces or not c.quorum_settled():
            return False
        image = c.committed_image()
        if image is None:
            return False
        for b in c.broker_ids:
            reg = image.brokers.get(b)
            if reg is None or reg.fenced or not c.nodes[b].running:
                return False
        for t, i in self.partitions:
            p = c.partition_state(t, i)
            if p is None or p.leader < 0 or set(p.isr) != set(p.replicas):
                return False
            leader = c.replica(p.leader, t, i)
            if leader is None or not leader.is_leader or leader.leader_epoch != p.leader_epoch:
                return False
            leo = leader.log.log_end_offset
            if leader.high_watermark != leo:
                return False
            for b in p.replicas:
                r = c.replica(b, t, i)
                if r is None or r.log.log_end_offset != leo or r.leader_epoch != p.leader_epoch:
                    return False
        return self.metadata.converged()

    def _stuck(self) -> str:
        c = self.cluster
        parts = [c.describe()]
        for t, i in self.partitions:
            parts.append(f"{t}-{i}: {c.partition_state(t, i)}")
            for b in self.replicas.get((t, i), ()):
                r = c.replica(b, t, i)
                if r is not None:
                    parts.append(
                        f"  broker {b}: leader={r.is_leader} epoch={r.leader_epoch} "
                        f"leo={r.log.log_end_offset} hwm={r.high_watermark}"
                    )
        parts += self.metadata.divergence()[:5]
        return "\n".join(parts)


# ======================================================================================================== the soak


@dataclass(slots=True)
class ClusterSoakSummary:
    config: ClusterSimConfig
    results: list[ClusterSimResult] = field(default_factory=list)
    failures: list[ClusterSimFailure] = field(default_factory=list)
    wall_s: float = 0.0

    @property
    def seeds(self) -> int:
        return len(self.results) + len(self.failures)

    def format(self) -> str:
        r = self.results
        desc = self.config.describe() or "ELR on"
        lines = [headline("cluster", desc, self.seeds, len(self.failures), self.wall_s)]
        if r:
            walls = sorted(x.wall_ms for x in r)
            rec = sorted(x.recovery_ms for x in r)

            def tot(fn: Callable[[ClusterSimResult], int]) -> int:
                return sum(fn(x) for x in r)

            lines += [
                f"  per seed: {statistics.mean(walls):.0f} ms mean, {walls[len(walls) // 2]:.0f} ms median, "
                f"{walls[-1]:.0f} ms max; {statistics.mean(x.sim_ms for x in r) / 1000:.1f} s simulated on average",
                f"  events {tot(lambda x: x.events)}, faults applied {tot(lambda x: x.faults)}, unclean shutdowns "
                f"{tot(lambda x: x.unclean_shutdowns)}, clean stops {tot(lambda x: x.clean_stops)}",
                f"  produced {tot(lambda x: x.data.produced)}: acks=all acknowledged {tot(lambda x: x.data.acked_all)}"
                f" ({tot(lambda x: x.data.checked_acked_all)} protected and verified), acks=1 acknowledged "
                f"{tot(lambda x: x.data.acked_one)} ({tot(lambda x: x.data.lost_acked_one)} lost, allowed), "
                f"rejected {tot(lambda x: x.data.rejected)}",
                f"  consumed {tot(lambda x: x.data.consumed)} distinct records "
                f"({tot(lambda x: x.data.checked_consumed)} verified); unprotected records lost "
                f"{tot(lambda x: x.data.lost_unprotected)}",
                f"  leaders elected from the ELR {tot(lambda x: x.elr_elections)}, from outside ISR and ELR "
                f"{tot(lambda x: x.other_elections)}",
                f"  committed images checked {tot(lambda x: x.committed_images)}; recovery after healing "
                f"{rec[len(rec) // 2]} ms median, {rec[-1]} ms max",
            ]
            if self.config.loss_expected:
                lossy = [x for x in r if x.data_loss]
                lines.append(
                    f"  {desc}: {len(lossy)} of {len(r)} seeds lost protected acknowledged or consumed "
                    f"records ({sum(len(x.data_loss) for x in lossy)} records)"
                    + (f", e.g. seed {lossy[0].seed}: {lossy[0].data_loss[0].what}" if lossy else "")
                )
        for f in self.failures:
            lines.append(f"FAILED seed {f.seed}: {f.reason}")
        return "\n".join(lines)


def run_cluster_soak(
    seeds: Iterable[int],
    config: ClusterSimConfig | None = None,
    on_failure: Callable[[ClusterSimFailure], None] | None = None,
    stop_on_failure: bool = False,
) -> ClusterSoakSummary:
    summary = ClusterSoakSummary(config if config is not None else ClusterSimConfig())
    summary.wall_s = run_seeds(
        seeds,
        lambda seed: ClusterSimulation(seed, summary.config).run(),
        ClusterSimFailure,
        summary.results,
        summary.failures,
        on_failure,
        stop_on_failure,
    )
    return summary
