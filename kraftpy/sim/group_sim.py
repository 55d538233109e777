"""Committed offsets under faults: a whole simulated cluster (3 controllers, 3 brokers) whose group coordinators
are hit by crashes, power losses and network partitions while clients commit and read offsets.
`python -m kraftpy.sim.group_sim --seeds N [--start S]` is the soak.

The workload: `groups` groups commit offsets of a data topic through the coordinator FindCoordinator names
(OffsetCommit v8 from outside the group, one commit in flight per group, each with a unique metadata string so
that any answer names the exact commit it comes from), and a reader fetches every group's offsets (OffsetFetch v8)
every few hundred ms. Commits of one group are therefore ordered: each is sent after the previous one was answered,
or after the client gave up on it (the client waits longer than offsets.commit.timeout.ms, so a commit it gave up
on was sent to a coordinator that is gone).

The invariants (`GroupInvariants`):

* never lost: an OffsetFetch answered by the partition's legitimate leader (the leader in the active controller's
  committed metadata when the answer is made) names, for every partition, a commit at least as recent as the
  latest commit acknowledged before the fetch was sent;
* never backward: what such answers name for a partition never goes back to an older commit;
* only real commits: every answer names a commit a client sent (or no commit at all before any was acknowledged);
* after the faults, once the cluster caught up, every group's last acknowledged commits are there.

As for records, the promise holds while fewer than min.insync.replicas replicas of the group's `__consumer_offsets`
partition had an unclean shutdown since the commit was sent; a loss beyond that is counted as expected
(`expected_losses`), not as a violation. Answers of a zombie coordinator (a leader cut off from the controller that
does not know yet that it lost its partition) are not checked, as Kafka's clients can also read from one.
"""

from __future__ import annotations

import argparse
import logging
import random
import time
import traceback
from collections.abc import Iterable
from dataclasses import dataclass, field

from kraftpy.coordinator.records import CONSUMER_OFFSETS, partition_for
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest
from kraftpy.sim.client import Call, SimClient
from kraftpy.sim.cluster import NodeState, SimCluster, SimClusterConfig, fast_settings
from kraftpy.sim.cluster_faults import ClusterSchedule, FaultInjector, generate_cluster_schedule
from kraftpy.sim.network import NetworkConfig

__all__ = [
    "GroupInvariants",
    "GroupSimConfig",
    "GroupSimFailure",
    "GroupSimResult",
    "GroupSimulation",
    "run_group_soak",
]

log = logging.getLogger(__name__)
E = ErrorCode
OFFSETS_PARTITIONS = 3
CLIENT_TIMEOUT_MS = 4_000
COMMIT_TIMEOUT_MS = 1_500  # offsets.commit.timeout.ms in the simulation


@dataclass(slots=True)
class GroupSimConfig:
    groups: int = 4
    topic_partitions: int = 3
    min_insync_replicas: int = 2
    fault_window_ms: tuple[int, int] = (10_000, 20_000)
    faults: tuple[int, int] = (2, 8)
    fault_duration_ms: tuple[int, int] = (300, 5_000)
    unclean_brokers: tuple[int, ...] = (1, 1, 2)
    settle_ms: int = 60_000


@dataclass(slots=True)
class GroupSimResult:
    seed: int
    sim_ms: int = 0
    commits_sent: int = 0
    commits_acked: int = 0
    fetches_checked: int = 0
    zombie_answers: int = 0
    expected_losses: int = 0
    faults: int = 0
    unclean_shutdowns: int = 0
    wall_ms: float = 0.0


class GroupSimFailure(AssertionError):
    def __init__(
        self, seed: int, schedule: ClusterSchedule | None, reason: str, violations: Iterable[str] = ()
    ) -> None:
        self.seed = seed
        self.schedule = schedule
        self.violations = list(violations)
        lines = [f"group simulation seed {seed} failed: {reason}"]
        lines += [f"  {v}" for v in self.violations[:20]]
        if schedule is not None:
            lines.append(f"  schedule: {schedule}")
        super().__init__("\n".join(lines))


@dataclass(slots=True)
class Commit:
    group: str
    seq: int
    partition: int
    offset: int
    sent_ms: int
    acked_ms: int = -1  # -1: not acknowledged (failed or unknown)

    @property
    def metadata(self) -> str:
        return f"{self.group}/{self.seq}"


@dataclass(slots=True)
class GroupInvariants:
    cluster: SimCluster
    min_isr: int
    commits: dict[str, Commit] = field(default_factory=dict)  # metadata -> commit
    # group, partition -> the latest acknowledged commit (by seq)
    acked: dict[tuple[str, int], Commit] = field(default_factory=dict)
    # group, partition -> the newest commit a legitimate answer named
    seen: dict[tuple[str, int], int] = field(default_factory=dict)
    violations: list[str] = field(default_factory=list)
    expected_losses: int = 0
    checked: int = 0
    zombies: int = 0

    def sent(self, c: Commit) -> None:
        self.commits[c.metadata] = c

    def acknowledged(self, c: Commit, now: int) -> None:
        c.acked_ms = now
        key = (c.group, c.partition)
        prev = self.acked.get(key)
        if prev is None or c.seq > prev.seq:
            self.acked[key] = c

    def protected(self, c: Commit) -> bool:
        reg = self.cluster.partition_state(CONSUMER_OFFSETS, partition_for(c.group, OFFSETS_PARTITIONS))
        replicas = set(reg.replicas) if reg is not None else set(self.cluster.broker_ids)
        unclean = self.cluster.unclean_nodes_since(c.sent_ms, replicas)
        return len(unclean) < self.min_isr

    def answer(self, group: str, sent_ms: int, answers: dict[int, tuple[int, str]], *, final: bool = False) -> None:
        """Offsets an OffsetFetch answered for `group` (partition -> (offset, metadata)), asked at `sent_ms`."""
        self.checked += 1
        now = self.cluster.now
        for (g, partition), last in self.acked.items():
            if g != group or (last.acked_ms > sent_ms and not final):
                continue
            offset, meta = answers.get(partition, (-1, ""))
            got = self.commits.get(meta)
            if got is not None and got.seq >= last.seq:
                continue
            what = "no offset" if got is None else f"commit {got.seq} (offset {got.offset})"
            if not self.protected(last):
                self.expected_losses += 1
                continue
            self.violations.append(
                f"t={now}: group {group} partition {partition}: {what} answered, but commit {last.seq} (offset "
                f"{last.offset}) was acknowledged at {last.acked_ms} before the fetch was sent at {sent_ms}"
            )
        for partition, (offset, meta) in answers.items():
            got = self.commits.get(meta)
            if got is None or got.group != group or got.partition != partition or got.offset != offset:
                self.violations.append(
                    f"t={now}: group {group} partition {partition}: offset {offset} with "
                    f"metadata {meta!r} is no commit of a client"
                )
                continue
            key = (group, partition)
            before = self.seen.get(key, -1)
            if got.seq < before:
                newest = self.acked.get(key)
                if newest is not None and newest.seq > got.seq and not self.protected(newest):
                    self.expected_losses += 1
                else:
                    self.violations.append(
                        f"t={now}: group {group} partition {partition}: went back from commit {before} to {got.seq}"
                    )
            self.seen[key] = max(before, got.seq)


class GroupWorkload:
    def __init__(
        self,
        cluster: SimCluster,
        client: SimClient,
        inv: GroupInvariants,
        rng: random.Random,
        groups: list[str],
        topic: str,
        partitions: int,
    ) -> None:
        self.cluster = cluster
        self.client = client
        self.inv = inv
        self.rng = rng
        self.groups = groups
        self.topic = topic
        self.partitions = partitions
        self.coordinators: dict[str, int] = {}
        self.seq = dict.fromkeys(groups, 0)
        self.offsets: dict[tuple[str, int], int] = {}
        self.running = False
        self.sent = 0

    def start(self) -> None:
        self.running = True
        for g in self.groups:
            self._after(self.rng.randint(1, 50), lambda g=g: self._commit(g))
        self._after(200, self._read_tick)

    def stop(self) -> None:
        self.running = False

    def _after(self, ms: int, fn: object) -> None:
        reactor = self.client.reactor
        reactor.call_at(reactor.now_ms() + ms, fn)  # type: ignore[arg-type]

    def _coordinator(self, group: str, then: object) -> None:
        known = self.coordinators.get(group)
        if known is not None:
            then(known)  # type: ignore[operator]
            return
        broker = self.client.any_broker()
        if broker is None:
            self._after(100, lambda: self._coordinator(group, then))
            return
        call = self.client.request(
            broker, FindCoordinatorRequest(key=group, key_type=0), version=2, timeout_ms=CLIENT_TIMEOUT_MS
        )

        def done(c: Call) -> None:
            r = c.response
            if c.ok and r.error_code == 0:
                self.coordinators[group] = r.node_id
                then(r.node_id)  # type: ignore[operator]
            else:
                self._after(100, lambda: self._coordinator(group, then))

        call.add_callback(done)

    def _commit(self, group: str) -> None:
        if not self.running:
            return

        def send(node: int) -> None:
            self.seq[group] += 1
            p = self.rng.randrange(self.partitions)
            offset = self.offsets.get((group, p), 0) + self.rng.randint(1, 5)
            self.offsets[(group, p)] = offset
            commit = Commit(group, self.seq[group], p, offset, self.cluster.now)
            self.inv.sent(commit)
            self.sent += 1
            C = OffsetCommitRequest
            req = C(
                group_id=group,
                generation_id_or_member_epoch=-1,
                member_id="",
                topics=[
                    C.OffsetCommitRequestTopic(
                        name=self.topic,
                        partitions=[
                            C.OffsetCommitRequestPartition(
                                partition_index=p, committed_offset=offset, committed_metadata=commit.metadata
                            )
                        ],
                    )
                ],
            )
            call = self.client.request(node, req, version=8, timeout_ms=CLIENT_TIMEOUT_MS)

            def done(c: Call) -> None:
                code = c.response.topics[0].partitions[0].error_code if c.ok else -1
                if code == 0:
                    self.inv.acknowledged(commit, self.cluster.now)
                elif code in (-1, E.NOT_COORDINATOR, E.COORDINATOR_NOT_AVAILABLE, E.COORDINATOR_LOAD_IN_PROGRESS):
                    self.coordinators.pop(group, None)
                self._after(self.rng.randint(5, 60) if code == 0 else 100, lambda: self._commit(group))

            call.add_callback(done)

        self._coordinator(group, send)

    def fetch(self, group: str, *, final: bool = False, done: object = None) -> None:
        def send(node: int) -> None:
            sent = self.cluster.now
            F = OffsetFetchRequest
            call = self.client.request(
                node,
                F(groups=[F.OffsetFetchRequestGroup(group_id=group, topics=None)]),
                version=8,
                timeout_ms=CLIENT_TIMEOUT_MS,
            )

            def answered(c: Call) -> None:
                ok = False
                if c.ok and not c.response.groups[0].error_code:
                    g = c.response.groups[0]
                    answers = {
                        p.partition_index: (p.committed_offset, p.metadata or "")
                        for t in g.topics
                        for p in t.partitions
                        if t.name == self.topic
                    }
                    reg = self.cluster.partition_state(CONSUMER_OFFSETS, partition_for(group, OFFSETS_PARTITIONS))
                    if reg is not None and reg.leader == node:
                        self.inv.answer(group, sent, answers, final=final)
                        ok = True
                    else:
                        self.inv.zombies += 1
                else:
                    self.coordinators.pop(group, None)
                if done is not None:
                    done(ok)  # type: ignore[operator]

            call.add_callback(answered)

        self._coordinator(group, send)

    def _read_tick(self) -> None:
        if not self.running:
            return
        for g in self.groups:
            self.fetch(g)
        self._after(self.rng.randint(150, 400), self._read_tick)


class GroupSimulation:
    def __init__(self, seed: int, config: GroupSimConfig | None = None) -> None:
        self.seed = seed
        self.config = cfg = config or GroupSimConfig()
        self.rng = random.Random(f"{seed}/group-sim")
        props = fast_settings()
        props.update(
            {
                "min.insync.replicas": str(cfg.min_insync_replicas),
                "offsets.topic.num.partitions": str(OFFSETS_PARTITIONS),
                "offsets.commit.timeout.ms": str(COMMIT_TIMEOUT_MS),
                "group.initial.rebalance.delay.ms": "0",
            }
        )
        self.cluster = SimCluster(
            seed,
            SimClusterConfig(
                properties=props,
                network=NetworkConfig(min_delay_ms=1, max_delay_ms=self.rng.choice((3, 5, 15))),
                controlled_shutdown_timeout_ms=5_000,
            ),
        )
        self.inv = GroupInvariants(self.cluster, cfg.min_insync_replicas)
        self.client = self.cluster.client()
        self.groups = [f"group-{i}" for i in range(cfg.groups)]
        self.workload = GroupWorkload(
            self.cluster,
            self.client,
            self.inv,
            random.Random(f"{seed}/group-workload"),
            self.groups,
            "data",
            cfg.topic_partitions,
        )
        self.schedule: ClusterSchedule | None = None
        self._asked_ms = -10_000

    def run(self) -> GroupSimResult:
        started = time.perf_counter()
        try:
            result = self._run()
        except GroupSimFailure:
            raise
        except AssertionError as e:
            raise GroupSimFailure(self.seed, self.schedule, str(e), self.inv.violations) from e
        except Exception as e:
            raise GroupSimFailure(
                self.seed, self.schedule, f"exception at t={self.cluster.now}: {traceback.format_exc()}"
            ) from e
        result.wall_ms = (time.perf_counter() - started) * 1000
        return result

    def _run(self) -> GroupSimResult:
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
        call = c.wait_for(self.client.create_topic("data", cfg.topic_partitions, 3), what="creation of data")
        assert call.ok and call.response.topics[0].error_code == 0, f"creating the data topic: {call}"
        # the first FindCoordinator creates __consumer_offsets
        c.run_until(lambda: self._coordinators_ready(), 60_000, "__consumer_offsets online")
        self.workload.start()
        offsets_partitions = [(CONSUMER_OFFSETS, i) for i in range(OFFSETS_PARTITIONS)]
        schedule = generate_cluster_schedule(
            self.rng,
            c.controller_ids,
            c.broker_ids,
            offsets_partitions,
            start=c.now,
            window_ms=cfg.fault_window_ms,
            count=cfg.faults,
            duration_ms=cfg.fault_duration_ms,
            unclean_brokers=cfg.unclean_brokers,
        )
        self.schedule = schedule
        injector = FaultInjector(c, schedule, self.rng)
        injector.install()
        c.run_until(lambda: c.now >= schedule.end, schedule.end - c.now + 1000, "end of the fault window")
        injector.stop()
        c.heal_all()
        c.run_until(
            lambda: all(n.state is not NodeState.STOPPING for n in c.nodes.values()), 30_000, "clean stops to finish"
        )
        for node in c.nodes.values():
            if node.state is NodeState.DOWN:
                c.start_node(node.node_id)
        self.workload.stop()
        c.run_for(CLIENT_TIMEOUT_MS + 500)  # commits in flight end
        c.run_until(self._coordinators_ready, cfg.settle_ms, "coordinators back after healing")
        pending = set(self.groups)
        for g in self.groups:
            self._final_fetch(g, pending)
        c.run_until(lambda: not pending, cfg.settle_ms, "final offset fetches")
        fatal = c.fatal_errors()
        if fatal:
            self.inv.violations.append(f"fatal error on node {fatal[0][0]}: {fatal[0][1]!r}")
        if self.inv.violations:
            raise GroupSimFailure(
                self.seed, schedule, f"{len(self.inv.violations)} invariant violations", self.inv.violations
            )
        return GroupSimResult(
            seed=self.seed,
            sim_ms=c.now,
            commits_sent=self.workload.sent,
            commits_acked=sum(1 for x in self.inv.commits.values() if x.acked_ms >= 0),
            fetches_checked=self.inv.checked,
            zombie_answers=self.inv.zombies,
            expected_losses=self.inv.expected_losses,
            faults=injector.applied,
            unclean_shutdowns=len(c.unclean_shutdowns),
        )

    def _final_fetch(self, group: str, pending: set[str]) -> None:
        def done(ok: bool) -> None:
            if ok:
                pending.discard(group)
            else:
                self.cluster.world.at(self.cluster.now + 200, lambda: self._final_fetch(group, pending))

        self.workload.fetch(group, final=True, done=done)

    def _coordinators_ready(self) -> bool:
        """Every __consumer_offsets partition has a leader that has loaded it (and FindCoordinator was asked)."""
        c = self.cluster
        if c.partition_state(CONSUMER_OFFSETS, 0) is None:
            if c.now - self._asked_ms >= 500:
                self._asked_ms = c.now
                broker = self.client.any_broker()
                if broker is not None:
                    self.client.request(broker, FindCoordinatorRequest(key="warm-up", key_type=0), version=2)
            return False
        for i in range(OFFSETS_PARTITIONS):
            reg = c.partition_state(CONSUMER_OFFSETS, i)
            if reg is None or reg.leader < 0:
                return False
            node = c.nodes[reg.leader]
            if node.broker is None or not node.running:
                return False
            if node.broker.groups.active_shard(i) is None:
                return False
        return True


def run_group_soak(seeds: Iterable[int], config: GroupSimConfig | None = None) -> list[GroupSimResult]:
    return [GroupSimulation(seed, config).run() for seed in seeds]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m kraftpy.sim.group_sim", description="Committed offsets under faults, over many seeds."
    )
    p.add_argument("--seeds", type=int, default=100, help="how many seeds to run (default 100)")
    p.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--stop-on-failure", action="store_true", help="stop at the first failing seed")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.CRITICAL)
    config = GroupSimConfig(unclean_brokers=(1, 2))
    failures = 0
    totals = GroupSimResult(seed=-1)
    started = time.perf_counter()
    for seed in range(args.start, args.start + args.seeds):
        try:
            r = GroupSimulation(seed, config).run()
        except GroupSimFailure as e:
            failures += 1
            print(e, flush=True)
            if args.stop_on_failure:
                break
            continue
        totals.commits_sent += r.commits_sent
        totals.commits_acked += r.commits_acked
        totals.fetches_checked += r.fetches_checked
        totals.zombie_answers += r.zombie_answers
        totals.expected_losses += r.expected_losses
        totals.faults += r.faults
        totals.unclean_shutdowns += r.unclean_shutdowns
    print(
        f"{args.seeds} seeds, {failures} failed, {time.perf_counter() - started:.0f} s: "
        f"{totals.commits_acked} of {totals.commits_sent} commits acknowledged, {totals.fetches_checked} "
        f"answers checked ({totals.zombie_answers} from zombie coordinators not checked), {totals.faults} "
        f"faults, {totals.unclean_shutdowns} unclean shutdowns, {totals.expected_losses} losses beyond min ISR"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
