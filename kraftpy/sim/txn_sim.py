"""Transactions under faults: a whole simulated cluster (3 controllers, 3 brokers, their real code) whose
transactional producers, transaction coordinators, partition leaders and marker writers are hit by crashes, power
losses and network partitions. `python -m kraftpy.sim txn --seeds N` is the soak.

A run (one seed fixes everything):

1. starts the cluster, creates the data topics (RF 3, min.insync.replicas 2), sets the cluster's
   `transaction.version` (0, 1 or 2, as the seed chooses: UpdateFeatures), starts 2-3 transactional producers
   (`kraftpy.sim.txn_workload.TxnProducer`, each speaking the classic protocol, or transactions v2 on a cluster at
   2, as the seed chooses), waits until they initialized (which creates `__transaction_state`, RF 3, min ISR 2) and
   every replica is in its ISR, and starts a read_committed and a read_uncommitted reader; in some seeds a new
   producer of the first transactional id starts during the faults and fences the first one (a zombie);
2. plays a fault schedule (`kraftpy.sim.cluster_faults`): clean stops, kill -9 and power losses of brokers and
   controllers, isolated nodes, cut links and partitions, aimed at random nodes, at the leaders of data partitions,
   at the leaders of `__transaction_state` partitions (a coordinator failover: the new coordinator loads the
   partition and finishes what was prepared) and at the active controller;
3. heals the network, restarts what is down, lets the producers go on for a while (they must commit again), stops
   them wherever they are (an open transaction is left to the coordinator's timeout), and runs until the cluster
   caught up and no transaction is left: no transactional id Ongoing or prepared on any coordinator, no partition
   with an open transaction, every LSO at its high watermark (bounded by `hang_ms`), then asks every broker with
   ListTransactions for what is still Ongoing or prepared (nothing may be);
4. reads every data partition from offset 0 with a new read_committed consumer and checks `TxnInvariants`: no
   aborted record returned, every transaction whole or absent, every acknowledged commit whole; and that replicas
   agree below the high watermark and the metadata invariants held.

Protection is as for single records: a violation involving a transaction (or partition) of which min ISR replicas
(of its data partitions or its `__transaction_state` partition) shut down uncleanly since it began is counted as
expected, not reported; a transaction left hanging on such a partition likewise.
"""

from __future__ import annotations

import logging
import random
import statistics
import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from kraftpy.coordinator.txn_records import TxnState
from kraftpy.metadata.coordinator_keys import TRANSACTION_STATE
from kraftpy.metadata.features import TRANSACTION_VERSION, feature_level
from kraftpy.protocol.messages.list_transactions import ListTransactionsRequest
from kraftpy.protocol.messages.update_features import UpdateFeaturesRequest
from kraftpy.sim.client import SimClient
from kraftpy.sim.cluster import NodeState, SimCluster, SimClusterConfig, fast_settings
from kraftpy.sim.cluster_faults import ClusterSchedule, FaultInjector, generate_cluster_schedule
from kraftpy.sim.cluster_invariants import MetadataInvariants, Violation
from kraftpy.sim.data_invariants import DataInvariants
from kraftpy.sim.network import NetworkConfig
from kraftpy.sim.soak import headline, run_seeds
from kraftpy.sim.txn_invariants import TxnInvariants, TxnStats
from kraftpy.sim.txn_workload import TxnProducer, TxnReader, TxnWorkloadConfig

__all__ = [
    "TxnSimConfig",
    "TxnSimFailure",
    "TxnSimResult",
    "TxnSimulation",
    "TxnSoakSummary",
    "run_txn_soak",
]

log = logging.getLogger(__name__)

TopicPartition = tuple[str, int]


@dataclass(slots=True)
class TxnSimConfig:
    topics: tuple[tuple[str, int], ...] = (("ta", 2), ("tb", 1))
    producers: tuple[int, int] = (2, 3)
    min_insync_replicas: int = 2
    txn_state_partitions: int = 2
    fault_window_ms: tuple[int, int] = (6_000, 12_000)
    faults: tuple[int, int] = (2, 8)
    fault_duration_ms: tuple[int, int] = (300, 5_000)
    unclean_brokers: tuple[int, ...] = (1, 1, 2, 2, 3)
    after_heal_ms: int = 1_500  # the producers go on this long after the faults end
    settle_ms: int = 60_000
    hang_ms: int = 30_000  # the longest a transaction may stay open once the producers stopped
    workload: TxnWorkloadConfig = field(default_factory=TxnWorkloadConfig)
    reader_every_ms: tuple[int, int] = (150, 400)
    zombie_ratio: float = 0.3  # seeds with a second producer of one transactional id
    transaction_versions: tuple[int, ...] = (0, 1, 2, 2)  # the seed picks the cluster's transaction.version


@dataclass(slots=True)
class TxnSimResult:
    seed: int
    sim_ms: int = 0
    wall_ms: float = 0.0
    faults: int = 0
    unclean_shutdowns: int = 0
    v2_producers: int = 0
    classic_producers: int = 0
    zombies: int = 0  # producers replaced by a new one of their transactional id (0 or 1)
    txn: TxnStats = field(default_factory=TxnStats)
    settle_ms: int = 0  # from the producers' stop to no transaction left
    hanging_expected: int = 0  # partitions left with an open transaction after unprotected losses


class TxnSimFailure(AssertionError):
    def __init__(
        self, seed: int, schedule: ClusterSchedule | None, reason: str, violations: Iterable[Violation] = ()
    ) -> None:
        self.seed = seed
        self.reason = reason
        self.violations = list(violations)
        lines = [f"transaction simulation failed: seed {seed}", f"reason: {reason}"]
        if self.violations:
            lines.append(f"violations ({len(self.violations)}):")
            lines += [f"  {v}" for v in self.violations[:30]]
        if schedule is not None:
            lines += ["fault schedule:", str(schedule)]
        lines.append(f"replay: python -m kraftpy.sim txn --seeds 1 --start {seed}")
        super().__init__("\n".join(lines))


class TxnSimulation:
    def __init__(self, seed: int, config: TxnSimConfig | None = None) -> None:
        self.seed = seed
        self.config = cfg = config if config is not None else TxnSimConfig()
        self.rng = random.Random(f"{seed}/txn-sim")
        props = fast_settings()
        props.update(
            {
                "min.insync.replicas": str(cfg.min_insync_replicas),
                "transaction.state.log.num.partitions": str(cfg.txn_state_partitions),
                "transaction.state.log.replication.factor": "3",
                "transaction.state.log.min.isr": "2",
                "transaction.abort.timed.out.transaction.cleanup.interval.ms": "500",
                "request.timeout.ms": "3000",
            }
        )
        self.cluster = c = SimCluster(
            seed,
            SimClusterConfig(
                properties=props,
                network=NetworkConfig(min_delay_ms=1, max_delay_ms=self.rng.choice((3, 5, 15))),
                controlled_shutdown_timeout_ms=5_000,
            ),
        )
        self.metadata = MetadataInvariants(c)
        self.partitions = [(name, p) for name, n in cfg.topics for p in range(n)]
        self.txn_partitions = [(TRANSACTION_STATE, p) for p in range(cfg.txn_state_partitions)]
        min_isr = cfg.min_insync_replicas
        self.inv = TxnInvariants(c, lambda _topic: min_isr)
        self.data = DataInvariants(
            c, lambda _topic: min_isr, lambda t, p: reg.replicas if (reg := c.partition_state(t, p)) else c.broker_ids
        )
        self.admin = c.client()
        # the cluster's transaction.version (a new cluster has 0; UpdateFeatures raises it): producers speak
        # transactions v2 only on a cluster at 2, as clients do (they read the finalized level from ApiVersions)
        self.transaction_version = self.rng.choice(cfg.transaction_versions)
        n = self.rng.randint(*cfg.producers)
        self.producers = [
            TxnProducer(
                c,
                c.client(),
                self.inv,
                f"txn-{i}",
                self.partitions,
                random.Random(f"{seed}/producer/{i}"),
                cfg.workload,
                v2=self.transaction_version >= 2 and self.rng.random() < 0.7,
                txn_partitions=cfg.txn_state_partitions,
                value_prefix=f"s{seed}/",
            )
            for i in range(n)
        ]
        # now and then a new producer of txn-0 starts during the faults: it fences the first one, which stops once it
        # learns so (a zombie whose later writes and commits must fail)
        self.zombie: TxnProducer | None = None
        if self.rng.random() < cfg.zombie_ratio:
            first = self.producers[0]
            self.zombie = TxnProducer(
                c,
                c.client(),
                self.inv,
                first.tid,
                self.partitions,
                random.Random(f"{seed}/zombie"),
                cfg.workload,
                v2=first.v2,
                txn_partitions=cfg.txn_state_partitions,
                value_prefix=f"s{seed}/",
                instance="'",
            )
        self.readers = [
            TxnReader(
                c,
                c.client(),
                self.inv,
                self.partitions,
                random.Random(f"{seed}/reader/{committed}"),
                committed=committed,
                every_ms=cfg.reader_every_ms,
            )
            for committed in (True, False)
        ]
        self.schedule: ClusterSchedule | None = None
        self.injector: FaultInjector | None = None

    def run(self) -> TxnSimResult:
        started = time.perf_counter()
        try:
            result = self._run()
        except TxnSimFailure:
            raise
        except AssertionError as e:
            found, _ = self.inv.violations()
            raise TxnSimFailure(self.seed, self.schedule, str(e), found + self.metadata.violations) from e
        except Exception as e:  # a crash of kraftpy code inside the simulation
            raise TxnSimFailure(
                self.seed, self.schedule, f"exception at t={self.cluster.now}: {traceback.format_exc()}"
            ) from e
        result.wall_ms = (time.perf_counter() - started) * 1000
        return result

    # -- the run ---------------------------------------------------------------------------------------------

    def _online(self, tps: Iterable[TopicPartition]) -> bool:
        c = self.cluster
        for t, i in tps:
            p = c.partition_state(t, i)
            if p is None or p.leader < 0 or len(p.isr) != len(p.replicas):
                return False
            r = c.replica(p.leader, t, i)
            if r is None or not r.is_leader:
                return False
        return True

    def _run(self) -> TxnSimResult:
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
        for name, n in cfg.topics:
            call = c.wait_for(self.admin.create_topic(name, n, 3), what=f"creation of {name}")
            assert call.ok and call.response.topics[0].error_code == 0, f"creating {name}: {call}"
        c.run_until(lambda: self._online(self.partitions), 30_000, "every partition online")
        if self.transaction_version:
            self._upgrade_transaction_version()
        for p in self.producers:
            p.client.refresh_metadata()
            p.start()
        c.run_until(lambda: self.inv.stats.inits >= len(self.producers), 30_000, "every producer initialized")
        c.run_until(lambda: self._online(self.txn_partitions), 30_000, "__transaction_state online")
        for r in self.readers:
            r.client.refresh_metadata()
            r.start()
        zombies = [self.zombie.client] if self.zombie is not None else []
        metadata_refresh(c, [p.client for p in self.producers] + zombies + [r.client for r in self.readers], self.rng)
        schedule = generate_cluster_schedule(
            self.rng,
            c.controller_ids,
            c.broker_ids,
            self.partitions + self.txn_partitions,
            start=c.now,
            window_ms=cfg.fault_window_ms,
            count=cfg.faults,
            duration_ms=cfg.fault_duration_ms,
            unclean_brokers=cfg.unclean_brokers,
        )
        self.schedule = schedule
        self.injector = FaultInjector(c, schedule, self.rng)
        self.injector.install()
        zombie = self.zombie
        if zombie is not None:
            self.producers.append(zombie)
            zombie.client.refresh_metadata()
            first = self.producers[0]

            def successor() -> None:
                first.retire_when_fenced = True
                zombie.start()

            c.world.at(self.rng.randint(c.now, schedule.end), successor)
        c.run_until(lambda: c.now >= schedule.end, schedule.end - c.now + 1000, "end of the fault window")
        self.injector.stop()
        c.heal_all()
        c.run_until(
            lambda: all(n.state is not NodeState.STOPPING for n in c.nodes.values()), 30_000, "clean stops to finish"
        )
        for node in c.nodes.values():
            if node.state is NodeState.DOWN:
                c.start_node(node.node_id)
        c.run_for(cfg.after_heal_ms)
        for p in self.producers:
            p.stop()
        stopped = c.now
        try:
            c.run_until(self._settled, cfg.settle_ms, "recovery after healing")
        except AssertionError as e:
            raise TxnSimFailure(self.seed, schedule, f"{e}: {self._stuck()}", self.metadata.violations) from None
        c.world.run_for(max(1, stopped + cfg.hang_ms - c.now), lambda: not self._hanging())
        except_hanging: list[str] = []
        hanging = self._hanging()
        hanging_expected = 0
        for what, tps in hanging:
            if all(self.inv.partition_protected(tp) for tp in tps):
                except_hanging.append(what)
            else:
                hanging_expected += 1
        settle = c.now - stopped
        for r in self.readers:
            r.stop()
        violations: list[Violation] = [
            Violation(c.now, -1, f"hanging transaction {cfg.hang_ms} ms after the producers stopped: {w}", "liveness")
            for w in except_hanging
        ]
        if not hanging:
            c.run_until(self._settled, cfg.settle_ms, "a stable cluster for ListTransactions")
            violations += self._list_transactions()
        final = TxnReader(c, c.client(), self.inv, self.partitions, random.Random(0), committed=True)
        final.client.refresh_metadata()
        logs = {tp: final.final_read(tp) for tp in self.partitions}
        self.inv.check_final(logs, [tp for tp in self.partitions if final.positions[tp] < final.high_watermarks[tp]])
        c.run_until(self._settled, cfg.settle_ms, "a stable cluster for the final checks")
        for t, i in self.partitions + self.txn_partitions:
            self.data.check_replicas_agree(t, i)
        self.metadata.check_converged()
        found, _expected = self.inv.violations()
        violations += found + self.metadata.violations + self.data.violations
        fatal = c.fatal_errors()
        if fatal:
            violations.append(Violation(c.now, fatal[0][0], f"fatal error: {fatal[0][1]!r}", "liveness"))
        if violations:
            raise TxnSimFailure(self.seed, schedule, f"{len(violations)} invariant violations", violations)
        v2 = sum(1 for p in self.producers if p.v2)
        return TxnSimResult(
            seed=self.seed,
            sim_ms=c.now,
            faults=self.injector.applied,
            unclean_shutdowns=len(c.unclean_shutdowns),
            v2_producers=v2,
            classic_producers=len(self.producers) - v2,
            zombies=int(self.zombie is not None),
            txn=self.inv.stats,
            settle_ms=settle,
            hanging_expected=hanging_expected,
        )

    def _upgrade_transaction_version(self) -> None:
        c = self.cluster
        U = UpdateFeaturesRequest
        tv = self.transaction_version
        req = U(
            timeout_ms=10_000, feature_updates=[U.FeatureUpdateKey(feature=TRANSACTION_VERSION, max_version_level=tv)]
        )
        call = c.wait_for(self.admin.admin(req, version=1), what="UpdateFeatures")
        assert call.ok and call.response.error_code == 0, f"UpdateFeatures transaction.version={tv}: {call.response}"
        c.run_until(
            lambda: all(
                (img := c.broker_image(b)) is not None and feature_level(img.features, TRANSACTION_VERSION) == tv
                for b in c.broker_ids
            ),
            30_000,
            f"transaction.version {tv} on every broker",
        )

    # -- the end ---------------------------------------------------------------------------------------------

    def _settled(self) -> bool:
        """Every broker up and unfenced, every partition (data and __transaction_state) led, its ISR complete and
        every replica at the leader's log end, the metadata converged, no producer request in flight."""
        c = self.cluster
        if any(p.in_flight for p in self.producers) or not c.quorum_settled():
            return False
        image = c.committed_image()
        if image is None:
            return False
        for b in c.broker_ids:
            reg = image.brokers.get(b)
            if reg is None or reg.fenced or not c.nodes[b].running:
                return False
        for t, i in self.partitions + self.txn_partitions:
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

    def _hanging(self) -> list[tuple[str, list[TopicPartition]]]:
        """What is still open: (description, the partitions involved) of every transactional id Ongoing or prepared
        on its coordinator (or whose coordinator has not loaded it) and of every data partition whose leader has an
        open transaction or an LSO below its high watermark."""
        c = self.cluster
        out: list[tuple[str, list[TopicPartition]]] = []
        for t, i in self.txn_partitions:
            reg = c.partition_state(t, i)
            node = c.nodes[reg.leader] if reg is not None and reg.leader >= 0 else None
            host = (
                node.broker.transactions.runtime.hosts.get(i)
                if node is not None and node.running and node.broker is not None
                else None
            )
            if host is None or not host.active:
                out.append((f"{t}-{i} is not loaded by a coordinator", [(t, i)]))
                continue
            for meta in host.shard.committed_all():
                if meta.state in (TxnState.ONGOING, TxnState.PREPARE_COMMIT, TxnState.PREPARE_ABORT):
                    out.append(
                        (
                            f"{meta.transactional_id} is {meta.state.display} on {t}-{i} (producer {meta.producer_id}"
                            f" epoch {meta.producer_epoch}, partitions {sorted(meta.partitions)})",
                            [(t, i), *meta.partitions],
                        )
                    )
        for t, i in self.partitions:
            reg = c.partition_state(t, i)
            part = c.replica(reg.leader, t, i) if reg is not None and reg.leader >= 0 else None
            if reg is None or part is None:
                out.append((f"{t}-{i} has no leader", [(t, i)]))
                continue
            producers = part.producers
            if producers.ongoing or part.last_stable_offset < part.high_watermark:
                out.append(
                    (
                        f"{t}-{i}: open transactions {dict(producers.ongoing)} on leader {reg.leader}, LSO "
                        f"{part.last_stable_offset}, high watermark {part.high_watermark}",
                        [(t, i)],
                    )
                )
        return out

    def _list_transactions(self) -> list[Violation]:
        """ListTransactions to every broker for the ids Ongoing or prepared: none may be listed."""
        c = self.cluster
        out: list[Violation] = []
        req = ListTransactionsRequest(state_filters=["Ongoing", "PrepareCommit", "PrepareAbort"])
        for b in c.broker_ids:
            call = c.wait_for(self.admin.admin(req, version=0, broker=b, timeout_ms=5_000), what="ListTransactions")
            r = call.response
            if not call.ok or r.error_code:
                out.append(Violation(c.now, b, f"ListTransactions failed: {call} {r and r.error_code}", "liveness"))
            elif r.transaction_states:
                listed = ", ".join(f"{s.transactional_id} {s.transaction_state}" for s in r.transaction_states)
                out.append(Violation(c.now, b, f"ListTransactions names open transactions: {listed}", "liveness"))
        return out

    def _stuck(self) -> str:
        c = self.cluster
        parts = [c.describe()]
        for t, i in self.partitions + self.txn_partitions:
            parts.append(f"{t}-{i}: {c.partition_state(t, i)}")
        parts += [w for w, _ in self._hanging()][:10]
        parts += [f"producer {p.tid}: in flight {p.in_flight}" for p in self.producers if p.in_flight]
        return "\n".join(parts)


def metadata_refresh(cluster: SimCluster, clients: list[SimClient], rng: random.Random) -> None:
    """Every 250 ms, each client refreshes its metadata if it found it stale, and now and then anyway (a client
    library's metadata.max.age, scaled down)."""

    def tick() -> None:
        for client in clients:
            if client.metadata_stale or rng.random() < 0.25:
                client.refresh_metadata()
        cluster.world.at(cluster.now + 250, tick)

    cluster.world.at(cluster.now + 250, tick)


# ======================================================================================================== the soak


@dataclass(slots=True)
class TxnSoakSummary:
    config: TxnSimConfig
    results: list[TxnSimResult] = field(default_factory=list)
    failures: list[TxnSimFailure] = field(default_factory=list)
    wall_s: float = 0.0

    @property
    def seeds(self) -> int:
        return len(self.results) + len(self.failures)

    def format(self) -> str:
        r = self.results
        lines = [headline("txn", "transactions", self.seeds, len(self.failures), self.wall_s)]
        if r:
            walls = sorted(x.wall_ms for x in r)
            settle = sorted(x.settle_ms for x in r)

            def tot(fn: Callable[[TxnSimResult], int]) -> int:
                return sum(fn(x) for x in r)

            lines += [
                f"  per seed: {statistics.mean(walls):.0f} ms mean, {walls[len(walls) // 2]:.0f} ms median, "
                f"{walls[-1]:.0f} ms max; {statistics.mean(x.sim_ms for x in r) / 1000:.1f} s simulated on average",
                f"  faults applied {tot(lambda x: x.faults)}, unclean shutdowns {tot(lambda x: x.unclean_shutdowns)}; "
                f"producers: {tot(lambda x: x.classic_producers)} classic, {tot(lambda x: x.v2_producers)} "
                f"transactions v2, {tot(lambda x: x.zombies)} replaced by a new producer of their id (zombies)",
                f"  transactions {tot(lambda x: x.txn.transactions)}: committed {tot(lambda x: x.txn.committed)} "
                f"({tot(lambda x: x.txn.verified_committed)} verified whole), aborted {tot(lambda x: x.txn.aborted)},"
                f" given up {tot(lambda x: x.txn.unknown)} ({tot(lambda x: x.txn.verified_none)} transactions found "
                f"nowhere); producers fenced {tot(lambda x: x.txn.fenced)}",
                f"  read_committed: {tot(lambda x: x.txn.delivered_committed)} records returned, "
                f"{tot(lambda x: x.txn.filtered_aborted)} dropped as aborted, {tot(lambda x: x.txn.lso_checks)} LSO "
                f"checks; read_uncommitted: {tot(lambda x: x.txn.seen_uncommitted)} records",
                f"  expected (unprotected) violations {tot(lambda x: x.txn.expected)}, partitions left hanging after "
                f"unprotected losses {tot(lambda x: x.hanging_expected)}; no transaction left "
                f"{settle[len(settle) // 2]} ms median, {settle[-1]} ms max after the producers stopped",
            ]
        for f in self.failures:
            lines.append(f"FAILED seed {f.seed}: {f.reason.splitlines()[0]}")
        return "\n".join(lines)


def run_txn_soak(
    seeds: Iterable[int],
    config: TxnSimConfig | None = None,
    on_failure: Callable[[TxnSimFailure], None] | None = None,
    stop_on_failure: bool = False,
) -> TxnSoakSummary:
    summary = TxnSoakSummary(config if config is not None else TxnSimConfig())
    summary.wall_s = run_seeds(
        seeds,
        lambda seed: TxnSimulation(seed, summary.config).run(),
        TxnSimFailure,
        summary.results,
        summary.failures,
        on_failure,
        stop_on_failure,
    )
    return summary
