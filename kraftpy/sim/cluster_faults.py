"""Fault schedules for whole simulated clusters, and the injector that plays them on a `SimCluster`.

A schedule is generated from the seed before the run and printed when a run fails. Node faults take a node down
for a while and restart it (clean stop, kill -9, power loss); network faults cut links for a while (an isolated
node, a cut link, a partition into two groups). Targets are fixed nodes, or picked when the fault hits: the leader
of a partition, the active controller, a follower cut off from its leader. `kip966` replays KIP-966's motivating
schedule on one partition: its followers are cut off one after the other, then the leader, alone in the ISR, loses
power.

Unclean shutdowns of brokers are limited to the schedule's `unclean_allowed` brokers: a kill or power loss aimed at
another broker becomes a clean stop (controllers may always crash: their metadata log is fsynced before anything is
acknowledged).

Node faults that overlap on one node act as they would on a real machine, and the node comes back when the fault
that keeps it down longest ends (a fault held "until the faults end" keeps it down until then):

* a kill or power loss during a clean stop ends the process there: an unclean shutdown;
* a power loss of a node that is down already loses what its page cache still held (a clean stop writes its
  checkpoints and marker before it exits, a killed process leaves everything it wrote unsynced), and counts as an
  unclean shutdown when there was anything to lose (`SimCluster.power_loss`);
* a stop or kill of a node that is down, or a stop of a node that is stopping, does nothing to the process.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field

from kraftpy.sim.cluster import NodeState, SimCluster

__all__ = [
    "FAULT_KINDS",
    "HOLD",
    "ClusterFault",
    "ClusterSchedule",
    "FaultInjector",
    "generate_cluster_schedule",
    "generate_two_unclean_schedule",
]

FAULT_KINDS = (
    "stop",
    "kill",
    "power-loss",
    "stop-leader",
    "kill-leader",
    "power-loss-leader",
    "kill-leader",
    "power-loss-leader",
    "isolate",
    "isolate-leader",
    "isolate-leader",
    "cut",
    "cut-from-leader",
    "cut-from-leader",
    "partition",
    "kill-controller",
    "power-loss-controller",
    "stop-controller",
    "isolate-controller",
    "kip966",
    "kip966",
)
NODE_FAULTS = ("stop", "kill", "power-loss")
HOLD = -1  # the duration of a node fault whose node stays down until the faults end


@dataclass(frozen=True, slots=True)
class ClusterFault:
    at: int
    kind: str
    duration: int
    node: int = -1  # a fixed target
    peer: int = -1  # the other end of a cut; for kip966 the gap between the steps (ms)
    partition: tuple[str, int] = ("", -1)  # for faults aimed at a partition's leader
    groups: tuple[tuple[int, ...], ...] = ()

    def __str__(self) -> str:
        what = self.kind
        if self.kind.endswith("-leader") or self.kind in ("cut-from-leader", "kip966"):
            what += f" of {self.partition[0]}-{self.partition[1]}"
        if self.kind == "kip966":
            return (
                f"t={self.at:>6} {what}: isolate its followers {self.peer} ms apart, then power loss of the "
                f"leader; healed after {self.duration}ms"
            )
        if self.node >= 0:
            what += f" n{self.node}"
        if self.peer >= 0:
            what += f"<->n{self.peer}"
        if self.groups:
            what += " " + " | ".join(" ".join(f"n{n}" for n in g) for g in self.groups)
        if self.duration == HOLD:
            return f"t={self.at:>6} {what} until the faults end"
        return f"t={self.at:>6} {what} for {self.duration}ms"


@dataclass(slots=True)
class ClusterSchedule:
    faults: list[ClusterFault]
    end: int
    unclean_allowed: tuple[int, ...]
    hold: dict[str, int] = field(default_factory=dict)  # kind of the held node fault -> node (two-unclean schedules)

    def __str__(self) -> str:
        head = f"faults until t={self.end}; brokers that may shut down uncleanly: {list(self.unclean_allowed)}"
        return "\n".join([head, *(f"  {f}" for f in self.faults)] if self.faults else [head, "  (no faults)"])


def generate_cluster_schedule(
    rng: random.Random,
    controllers: tuple[int, ...],
    brokers: tuple[int, ...],
    partitions: list[tuple[str, int]],
    *,
    start: int,
    window_ms: tuple[int, int] = (12_000, 24_000),
    count: tuple[int, int] = (2, 9),
    duration_ms: tuple[int, int] = (300, 6_000),
    unclean_brokers: tuple[int, ...] = (1, 1, 2, 2, 3),
    kinds: tuple[str, ...] = FAULT_KINDS,
) -> ClusterSchedule:
    end = start + rng.randint(*window_ms)
    allowed = tuple(sorted(rng.sample(list(brokers), min(len(brokers), rng.choice(unclean_brokers)))))
    nodes = sorted({*controllers, *brokers})
    faults = []
    for _ in range(rng.randint(*count)):
        at = rng.randint(start + 500, end - 500)
        duration = min(rng.randint(*duration_ms), end - at)
        kind = rng.choice(kinds)
        tp = rng.choice(partitions) if partitions else ("", -1)
        if kind in (*NODE_FAULTS, "isolate"):
            faults.append(ClusterFault(at, kind, duration, node=rng.choice(nodes)))
        elif kind == "cut":
            a, b = rng.sample(nodes, 2)
            faults.append(ClusterFault(at, kind, duration, node=a, peer=b))
        elif kind == "cut-from-leader":
            faults.append(ClusterFault(at, kind, duration, node=rng.choice(list(brokers)), partition=tp))
        elif kind == "partition":
            shuffled = nodes[:]
            rng.shuffle(shuffled)
            k = rng.randint(1, len(shuffled) - 1)
            faults.append(
                ClusterFault(at, kind, duration, groups=(tuple(sorted(shuffled[:k])), tuple(sorted(shuffled[k:]))))
            )
        elif kind == "kip966":
            gap = rng.randint(1_500, 3_000)
            if end - at < 2 * gap + 1_000:
                continue  # its steps would not fit in the fault window
            duration = min(max(duration, 7_000), end - at)
            faults.append(ClusterFault(at, kind, duration, partition=tp, peer=gap))
        elif kind.endswith("-leader"):
            faults.append(ClusterFault(at, kind, duration, partition=tp))
        else:  # *-controller
            faults.append(ClusterFault(at, kind, duration))
    faults.sort(key=lambda f: (f.at, f.kind))
    return ClusterSchedule(faults, end, allowed)


# faults that never shut a broker down uncleanly (controllers still may crash when they are not brokers)
SAFE_KINDS = tuple(
    k
    for k in FAULT_KINDS
    if k
    in (
        "stop",
        "stop-leader",
        "isolate",
        "isolate-leader",
        "cut",
        "cut-from-leader",
        "partition",
        "kill-controller",
        "power-loss-controller",
        "stop-controller",
        "isolate-controller",
    )
)


def generate_two_unclean_schedule(
    rng: random.Random,
    controllers: tuple[int, ...],
    brokers: tuple[int, ...],
    partitions: list[tuple[str, int]],
    *,
    start: int,
    window_ms: tuple[int, int] = (12_000, 24_000),
    count: tuple[int, int] = (1, 6),
    duration_ms: tuple[int, int] = (300, 6_000),
) -> ClusterSchedule:
    """Random network faults and clean stops, plus exactly two unclean shutdowns of two different brokers: one
    loses power, the other is killed (kill -9: it loses nothing); both stay down until the faults end (`hold`)."""
    kinds = (
        SAFE_KINDS
        if not set(controllers) & set(brokers)
        else tuple(k for k in SAFE_KINDS if k not in ("kill-controller", "power-loss-controller"))
    )
    schedule = generate_cluster_schedule(
        rng,
        controllers,
        brokers,
        partitions,
        start=start,
        window_ms=window_ms,
        count=count,
        duration_ms=duration_ms,
        kinds=kinds,
    )
    lossy, lossless = rng.sample(list(brokers), 2)
    end = schedule.end
    times = [rng.randint(start + 3_000, end - 1_000) for _ in range(2)]
    for node, kind, at in ((lossy, "power-loss", times[0]), (lossless, "kill", times[1])):
        schedule.faults.append(ClusterFault(at, kind, HOLD, node=node))
    others = [b for b in brokers if b not in (lossy, lossless)]
    if others and rng.random() < 0.6:
        # the third replica is cut off from the two before they crash: they alone hold the newest records
        at = rng.randint(start + 500, min(times) - 1_000)
        for other in others:
            for peer in (lossy, lossless):
                schedule.faults.append(ClusterFault(at, "cut", end - at, node=other, peer=peer))
    schedule.faults.sort(key=lambda f: (f.at, f.kind))
    schedule.unclean_allowed = tuple(sorted((lossy, lossless)))
    schedule.hold = {"power-loss": lossy, "kill": lossless}
    return schedule


class FaultInjector:
    """Plays a schedule on a cluster: `install()` queues every fault on the world's clock."""

    def __init__(self, cluster: SimCluster, schedule: ClusterSchedule, rng: random.Random) -> None:
        self.cluster = cluster
        self.schedule = schedule
        self.rng = rng
        self.applied = 0
        self.stopped = False
        self._down_by: dict[int, ClusterFault] = {}

    def install(self) -> None:
        c = self.cluster
        for f in self.schedule.faults:
            c.world.at(f.at, functools.partial(self.apply, f))

    def stop(self) -> None:
        """No fault starts from now on (restarts and heals already queued still happen)."""
        self.stopped = True

    def _leader_of(self, tp: tuple[str, int]) -> int:
        reg = self.cluster.partition_state(*tp)
        return -1 if reg is None else reg.leader

    def _heal_later(self, cut: list[tuple[int, int]], at: int) -> None:
        c = self.cluster
        c.world.at(max(c.now + 1, at), lambda: c.heal(cut))

    def apply(self, f: ClusterFault) -> None:
        if self.stopped:
            return
        c = self.cluster
        kind = f.kind
        target = f.node
        end = f.at + f.duration
        if kind == "kip966":
            self._kip966(f)
            return
        if kind == "cut-from-leader":
            leader = self._leader_of(f.partition)
            if leader < 0 or leader == f.node:
                return
            self._heal_later(c.cut(f.node, leader), end)
            self.applied += 1
            return
        if kind.endswith("-leader"):
            target = self._leader_of(f.partition)
            kind = kind[: -len("-leader")]
        elif kind.endswith("-controller"):
            active = c.active_controller()
            target = -1 if active is None else active.node_id
            kind = kind[: -len("-controller")]
        if kind == "cut":
            self._heal_later(c.cut(f.node, f.peer), end)
        elif kind == "partition":
            self._heal_later(c.world.network.partition([list(g) for g in f.groups]), end)
        elif target < 0:
            return
        elif kind == "isolate":
            self._heal_later(c.isolate(target), end)
        elif not self._take_down(target, kind, f):
            return
        self.applied += 1

    def _take_down(self, target: int, kind: str, f: ClusterFault) -> bool:
        """Node faults, also where they overlap on one node (see the module docstring)."""
        c = self.cluster
        if self.stopped:
            return False
        if kind in ("kill", "power-loss") and target in c.broker_ids and target not in self.schedule.unclean_allowed:
            kind = "stop"
        state = c.nodes[target].state
        if state is NodeState.RUNNING and kind == "stop":
            c.stop_node(target)  # the node comes back when the fault that keeps it down longest ends
        elif state is not NodeState.DOWN and kind == "kill":
            c.kill(target)  # also during a clean stop: it never finishes
        elif kind == "power-loss":
            c.power_loss(target)  # a node that is down may still have writes in its page cache
        elif f.duration != HOLD:
            return False  # a stop of a node that is stopping or down, a kill of a node that is down
        if self._later(f, self._down_by.get(target)):
            self._down_by[target] = f
            if f.duration != HOLD:
                self._restart_later(target, f)
        return True

    @staticmethod
    def _later(f: ClusterFault, other: ClusterFault | None) -> bool:
        """Whether `f` keeps its node down at least as long as `other` does."""
        if other is None or f.duration == HOLD:
            return True
        return other.duration != HOLD and f.at + f.duration >= other.at + other.duration

    def _kip966(self, f: ClusterFault) -> None:
        c = self.cluster
        reg = c.partition_state(*f.partition)
        if reg is None or reg.leader < 0:
            return
        leader = reg.leader
        followers = [b for b in reg.replicas if b != leader]
        self.rng.shuffle(followers)
        end = f.at + f.duration
        self.applied += 1

        def isolate(b: int) -> None:
            if not self.stopped:
                self._heal_later(c.isolate(b), end)

        def crash_leader() -> None:
            self._take_down(leader, "power-loss", f)

        for i, b in enumerate(followers):
            c.world.at(c.now + i * f.peer, functools.partial(isolate, b))
        c.world.at(c.now + len(followers) * f.peer, crash_leader)

    def _restart_later(self, node_id: int, f: ClusterFault) -> None:
        """Restart the node when `f` ends, unless a later fault has taken the node over by then (a clean stop
        still running then: once it is down)."""
        c = self.cluster

        def restart() -> None:
            if self._down_by.get(node_id) is not f:
                return
            state = c.nodes[node_id].state
            if state is NodeState.STOPPING:
                c.stop_node(node_id, restart)
            elif state is NodeState.DOWN:
                del self._down_by[node_id]
                c.start_node(node_id)

        c.world.at(max(c.now + 1, f.at + f.duration), restart)

    def held(self, node_id: int) -> bool:
        """Whether a fault keeps `node_id` down until the faults end."""
        f = self._down_by.get(node_id)
        return f is not None and f.duration == HOLD
