"""The metadata plane under faults: controllers and brokers of a simulated cluster while admin requests come in and
controllers crash, brokers restart cleanly and uncleanly, and the network partitions.

A run starts 3 controllers and 3 brokers, then, while a fault schedule (`kraftpy.sim.cluster_faults`) plays, an
admin client sends requests through random brokers (which forward them to the active controller): CreateTopics
(unique names, 1-3 partitions, RF 2 or 3, sometimes with min.insync.replicas), IncrementalAlterConfigs of
min.insync.replicas (1-3, which moves partitions in and out of the ELR rules), CreatePartitions and DeleteTopics,
at most one request per topic at a time. Every answer is classified: success (the decision is committed: it must
be in the final state), a definite refusal (it must not be), or unknown (a timeout, NOT_CONTROLLER after a
failover: either). After the faults the network heals, every node restarts, and the run checks that:

* every broker's image and every controller's committed image converge to the active controller's;
* every acknowledged decision is in the final image, and no refused creation is (no committed decision lost across
  controller failovers; nothing committed that was refused);
* the committed metadata log is the same on every node (`MetadataInvariants`), and every committed image keeps the
  partition invariants (ELR ∩ ISR = ∅, ELR ⊆ replicas, leader ∈ ISR, ELR only below min ISR);
* no node hit a fatal error.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.metadata.image import TOPIC_RESOURCE
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.create_partitions import CreatePartitionsRequest
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest
from kraftpy.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest
from kraftpy.sim.client import Call
from kraftpy.sim.cluster import NodeState, SimCluster, SimClusterConfig, fast_settings
from kraftpy.sim.cluster_faults import ClusterSchedule, FaultInjector, generate_cluster_schedule
from kraftpy.sim.cluster_invariants import MetadataInvariants, Violation
from kraftpy.sim.cluster_sim import ClusterSimConfig, ClusterSimFailure
from kraftpy.sim.network import NetworkConfig

__all__ = ["MetadataSimConfig", "MetadataSimResult", "MetadataSimulation"]

E = ErrorCode
SET = 0
# answers that leave the outcome open: the decision may or may not have been committed
UNKNOWN = frozenset({-1, E.NOT_CONTROLLER, E.REQUEST_TIMED_OUT, E.UNKNOWN_SERVER_ERROR})
# A broker forwards a request again to the new active controller after a failover (as Kafka does); when the old
# controller's records were committed after all, the second attempt finds them done and answers with an error.
# These answers therefore leave the outcome open too (topic names are unique, so "already exists" can only be the
# request's own first attempt).
AMBIGUOUS = {
    "create": UNKNOWN | {E.TOPIC_ALREADY_EXISTS},
    "delete": UNKNOWN | {E.UNKNOWN_TOPIC_OR_PARTITION, E.UNKNOWN_TOPIC_ID},
    "grow": UNKNOWN | {E.INVALID_PARTITIONS},
    "alter": UNKNOWN,
}


@dataclass(slots=True)
class MetadataSimConfig:
    elr: bool = True
    combined: bool = False
    fault_window_ms: tuple[int, int] = (12_000, 24_000)
    faults: tuple[int, int] = (3, 10)
    admin_every_ms: tuple[int, int] = (80, 300)
    base_partitions: int = 3
    settle_ms: int = 60_000


@dataclass(slots=True)
class _Topic:
    name: str
    partitions: int
    created: str = "pending"  # pending, yes, no, unknown
    topic_id: object = None
    busy: bool = False
    deleted: str = ""  # "", pending, yes, unknown
    min_isr: str | None = None  # value of the last acknowledged alteration
    min_isr_unknown: set[str] = field(default_factory=set)  # values of alterations with unknown outcome
    altered: bool = False
    grown_to: int | None = None
    grow_unknown: int | None = None


@dataclass(slots=True)
class MetadataSimResult:
    seed: int
    sim_ms: int = 0
    wall_ms: float = 0.0
    events: int = 0
    faults: int = 0
    requests: int = 0
    acknowledged: int = 0
    refused: int = 0
    unknown: int = 0
    committed_images: int = 0
    metadata_offset: int = -1
    elr_elections: int = 0
    controller_failovers: int = 0


class MetadataSimulation:
    def __init__(self, seed: int, config: MetadataSimConfig | None = None) -> None:
        self.seed = seed
        self.config = cfg = config if config is not None else MetadataSimConfig()
        self.rng = random.Random(f"{seed}/metadata-sim")
        props = fast_settings()
        if not cfg.elr:
            props["eligible.leader.replicas.enabled"] = "false"
        self.cluster = SimCluster(
            seed,
            SimClusterConfig(
                combined=cfg.combined,
                properties=props,
                network=NetworkConfig(min_delay_ms=1, max_delay_ms=self.rng.choice((3, 5, 15))),
                controlled_shutdown_timeout_ms=5_000,
            ),
        )
        self.metadata = MetadataInvariants(self.cluster)
        self.client = self.cluster.client()
        self.topics: dict[str, _Topic] = {}
        self.result = MetadataSimResult(seed)
        self.schedule: ClusterSchedule | None = None
        self._admin = False
        self._n = 0
        self._leaders: list[int] = []
        self.violations: list[Violation] = []

    def _failure(self, reason: str) -> ClusterSimFailure:
        cfg = ClusterSimConfig(elr=self.config.elr, combined=self.config.combined)
        return ClusterSimFailure(self.seed, cfg, self.schedule, reason, self.metadata.violations + self.violations)

    def run(self) -> MetadataSimResult:
        started = time.perf_counter()
        try:
            self._run()
        except ClusterSimFailure:
            raise
        except AssertionError as e:
            raise self._failure(str(e)) from e
        except Exception as e:  # a crash of kraftpy code inside the simulation
            raise self._failure(f"exception at t={self.cluster.now}: {traceback.format_exc()}") from e
        self.result.wall_ms = (time.perf_counter() - started) * 1000
        return self.result

    def _run(self) -> None:
        c = self.cluster
        cfg = self.config
        c.start()
        c.run_until(
            lambda: (
                (img := c.committed_image()) is not None
                and all(b in img.brokers and not img.brokers[b].fenced for b in c.broker_ids)
            ),
            30_000,
            "brokers",
        )
        base = _Topic("base", cfg.base_partitions)
        self.topics[base.name] = base
        call = self.client.create_topic(base.name, base.partitions, 3)
        assert call is not None
        c.run_until(lambda: call.done, 30_000, "creation of base")
        assert call.ok and call.response.topics[0].error_code == 0
        base.created = "yes"
        base.topic_id = call.response.topics[0].topic_id
        c.run_until(
            lambda: all(
                (p := c.partition_state("base", i)) is not None and len(p.isr) == 3 for i in range(base.partitions)
            ),
            30_000,
            "base online",
        )
        partitions = [("base", i) for i in range(base.partitions)]
        self.schedule = schedule = generate_cluster_schedule(
            self.rng,
            c.controller_ids,
            c.broker_ids,
            partitions,
            start=c.now,
            window_ms=cfg.fault_window_ms,
            count=cfg.faults,
        )
        injector = FaultInjector(c, schedule, self.rng)
        injector.install()
        self._admin = True
        self._tick()
        self._watch_leader()
        c.run_until(lambda: c.now >= schedule.end, schedule.end - c.now + 1000, "end of the fault window")
        self._admin = False
        injector.stop()
        c.heal_all()
        c.run_until(
            lambda: all(n.state is not NodeState.STOPPING for n in c.nodes.values()), 30_000, "clean stops to finish"
        )
        for node in c.nodes.values():
            if node.state is NodeState.DOWN:
                c.start_node(node.node_id)
        try:
            c.run_until(lambda: self._settled(), cfg.settle_ms, "recovery after healing")
        except AssertionError as e:
            raise self._failure(f"{e}: {c.describe()}; {self.metadata.divergence()[:3]}") from None
        self.metadata.check_converged()
        self._check_decisions()
        fatal = c.fatal_errors()
        if fatal:
            self.violations.append(Violation(c.now, fatal[0][0], f"fatal error: {fatal[0][1]!r}", "liveness"))
        r = self.result
        r.sim_ms, r.events, r.faults = c.now, c.world.events, injector.applied
        r.committed_images, r.metadata_offset = self.metadata.committed_images, self.metadata.max_offset
        r.elr_elections = self.metadata.elr_elections
        r.controller_failovers = max(0, len(self._leaders) - 1)
        if self.metadata.violations or self.violations:
            raise self._failure(f"{len(self.metadata.violations) + len(self.violations)} invariant violations")

    def _watch_leader(self) -> None:
        """Count controller failovers (changes of the active controller)."""
        c = self.cluster
        node = c.active_controller()
        if node is not None and (not self._leaders or self._leaders[-1] != node.node_id):
            self._leaders.append(node.node_id)
        if self._admin:
            c.world.at(c.now + 100, self._watch_leader)

    def _settled(self) -> bool:
        c = self.cluster
        if any(t.busy for t in self.topics.values()):
            return False
        image = c.committed_image()
        if image is None or any(not n.running for n in c.nodes.values()) or not c.quorum_settled():
            return False
        if any((reg := image.brokers.get(b)) is None or reg.fenced for b in c.broker_ids):
            return False
        return self.metadata.converged()

    # -- admin traffic -------------------------------------------------------------------------------------------

    def _tick(self) -> None:
        if not self._admin:
            return
        c = self.cluster
        c.world.at(c.now + self.rng.randint(*self.config.admin_every_ms), self._tick)
        self.client.refresh_metadata()
        ready = [t for t in self.topics.values() if t.created == "yes" and not t.busy and not t.deleted]
        roll = self.rng.random()
        if roll < 0.4 or not ready:
            self._create()
            return
        t = self.rng.choice(ready)
        if roll < 0.65 and not t.altered:
            self._alter_min_isr(t)
        elif roll < 0.8 and t.grown_to is None and t.grow_unknown is None:
            self._grow(t)
        elif roll < 0.9 and t.name != "base":
            self._delete(t)
        else:
            self._create()

    def _send(self, t: _Topic, call: Call | None, done: Callable[[Any], int], kind: str) -> None:
        if call is None:
            return
        t.busy = True
        self.result.requests += 1

        def finish(c: Call) -> None:
            t.busy = False
            code = -1 if c.error is not None or c.response is None else done(c.response)
            if code == 0:
                self.result.acknowledged += 1
            elif code in AMBIGUOUS[kind]:
                self.result.unknown += 1
            else:
                self.result.refused += 1

        call.add_callback(finish)

    def _create(self) -> None:
        self._n += 1
        name = f"m{self._n}"
        partitions = self.rng.randint(1, 3)
        rf = self.rng.choice((2, 3, 3))
        configs = {"min.insync.replicas": str(self.rng.randint(1, 3))} if self.rng.random() < 0.4 else {}
        t = _Topic(name, partitions)
        if configs:
            t.min_isr = configs["min.insync.replicas"]
        self.topics[name] = t

        def done(resp: Any) -> int:
            r = resp.topics[0]
            code = int(r.error_code)
            if code == 0:
                t.created, t.topic_id = "yes", r.topic_id
            else:
                t.created = "unknown" if code in AMBIGUOUS["create"] else "no"
            return code

        call = self.client.create_topic(name, partitions, rf, configs)
        if call is None:
            t.created = "no"
            return
        self._send(t, call, done, "create")
        call.add_callback(lambda c: None if c.response is not None else setattr(t, "created", "unknown"))

    def _alter_min_isr(self, t: _Topic) -> None:
        value = str(self.rng.randint(1, 3))
        t.altered = True
        R = IncrementalAlterConfigsRequest
        req = R(
            resources=[
                R.AlterConfigsResource(
                    resource_type=TOPIC_RESOURCE,
                    resource_name=t.name,
                    configs=[R.AlterableConfig(name="min.insync.replicas", config_operation=SET, value=value)],
                )
            ]
        )

        def done(resp: Any) -> int:
            code = int(resp.responses[0].error_code)
            if code == 0:
                t.min_isr = value
            elif code in AMBIGUOUS["alter"]:
                t.min_isr_unknown.add(value)
            return code

        call = self.client.admin(req, version=1)
        self._send(t, call, done, "alter")
        if call is not None:
            call.add_callback(lambda c: None if c.response is not None else t.min_isr_unknown.add(value))

    def _grow(self, t: _Topic) -> None:
        count = t.partitions + 1
        R = CreatePartitionsRequest
        req = R(topics=[R.CreatePartitionsTopic(name=t.name, count=count, assignments=None)], timeout_ms=10_000)

        def done(resp: Any) -> int:
            code = int(resp.results[0].error_code)
            if code == 0:
                t.grown_to = count
            elif code in AMBIGUOUS["grow"]:
                t.grow_unknown = count
            return code

        call = self.client.admin(req, version=3)
        self._send(t, call, done, "grow")
        if call is not None:
            call.add_callback(lambda c: None if c.response is not None else setattr(t, "grow_unknown", count))

    def _delete(self, t: _Topic) -> None:
        t.deleted = "pending"
        req = DeleteTopicsRequest(topic_names=[t.name], timeout_ms=10_000)

        def done(resp: Any) -> int:
            code = int(resp.responses[0].error_code)
            t.deleted = "yes" if code == 0 else ("unknown" if code in AMBIGUOUS["delete"] else "")
            return code

        call = self.client.admin(req, version=5)
        if call is None:
            t.deleted = ""
            return
        self._send(t, call, done, "delete")
        call.add_callback(lambda c: None if c.response is not None else setattr(t, "deleted", "unknown"))

    # -- the verdict -----------------------------------------------------------------------------------------------

    def _violation(self, what: str) -> None:
        self.violations.append(Violation(self.cluster.now, -1, what))

    def _check_decisions(self) -> None:
        image = self.cluster.committed_image()
        assert image is not None
        for t in self.topics.values():
            found = image.topic(t.name)
            if t.deleted == "yes":
                if found is not None and found.id == t.topic_id:
                    self._violation(f"topic {t.name} was deleted (acknowledged) but is in the final image")
                continue
            if t.deleted == "unknown":
                continue
            if t.created == "no":
                if found is not None:
                    self._violation(f"topic {t.name}: its creation was refused but it exists")
                continue
            if t.created != "yes":
                continue
            if found is None or found.id != t.topic_id:
                self._violation(
                    f"topic {t.name} (id {t.topic_id}) was created (acknowledged) but is not in the final image"
                )
                continue
            count = len(found.partitions)
            expected = {t.partitions} if t.grown_to is None else {t.grown_to}
            if t.grow_unknown is not None:
                expected.add(t.grow_unknown)
            if count not in expected:
                self._violation(f"topic {t.name} has {count} partitions, expected {sorted(expected)}")
            value = image.topic_config(t.name).get("min.insync.replicas")
            allowed = {t.min_isr} | t.min_isr_unknown
            if value not in allowed:
                self._violation(
                    f"topic {t.name}: min.insync.replicas is {value}, expected one of {sorted(map(str, allowed))}"
                )
