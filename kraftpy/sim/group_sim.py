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

Meanwhile the controller quorum changes (`VoterChanges`, KIP-853 through the handlers a node serves): every second
or two a client removes a voter (RemoveRaftVoter, sent to a broker that forwards it to the quorum leader, or to the
leader's controller listener; the leader itself may be the one removed), adds a removed controller back
(AddRaftVoter), or has the leader rewrite a voter's endpoints (UpdateRaftVoter), one voter at most out of the
quorum. After the heal every controller is made a voter again, and the run also checks that committed metadata
never changes or differs between nodes (`MetadataInvariants`) and that every controller ends with the same voters.
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
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.add_raft_voter import AddRaftVoterRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest
from kraftpy.protocol.messages.remove_raft_voter import RemoveRaftVoterRequest
from kraftpy.protocol.messages.update_raft_voter import UpdateRaftVoterRequest
from kraftpy.raft.voters import Voter
from kraftpy.runtime import BROKER_LISTENER, CONTROLLER_LISTENER
from kraftpy.sim.client import Call, SimClient
from kraftpy.sim.cluster import CLUSTER_ID, NodeState, SimCluster, SimClusterConfig, SimNode, fast_settings
from kraftpy.sim.cluster_faults import ClusterSchedule, FaultInjector, generate_cluster_schedule
from kraftpy.sim.cluster_invariants import MetadataInvariants
from kraftpy.sim.network import NetworkConfig

__all__ = [
    "GroupInvariants",
    "GroupSimConfig",
    "GroupSimFailure",
    "GroupSimResult",
    "GroupSimulation",
    "VoterChanges",
]

log = logging.getLogger(__name__)
E = ErrorCode
OFFSETS_PARTITIONS = 3
CLIENT_TIMEOUT_MS = 4_000
COMMIT_TIMEOUT_MS = 1_500  # offsets.commit.timeout.ms in the simulation
# how long the client waits for a voter change's answer; then it looks at the quorum again (a change still under
# way refuses the next one, which is tried again later)
VOTER_CHANGE_TIMEOUT_MS = 6_000


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
    voter_changes: bool = True  # KIP-853 voter changes during the fault window (`VoterChanges`)
    voter_change_gap_ms: tuple[int, int] = (800, 2_500)


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
    voters_removed: int = 0  # RemoveRaftVoter, AddRaftVoter, UpdateRaftVoter answered without an error
    voters_added: int = 0
    voters_updated: int = 0
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


class VoterChanges:
    """KIP-853's voter changes while the groups run, sent by a client through the handlers a node serves: remove a
    voter (RemoveRaftVoter, through a broker or to the leader's controller listener), add a removed controller back
    (AddRaftVoter), or rewrite a voter's endpoints unchanged (UpdateRaftVoter, to the leader). One change in flight,
    at most one controller out of the quorum; what the quorum holds is read from the active controller each time,
    so a change whose answer was lost is simply seen done (or not) on the next step. `restore()` adds every
    controller back after the faults."""

    def __init__(self, cluster: SimCluster, rng: random.Random, gap_ms: tuple[int, int]) -> None:
        self.cluster = cluster
        self.client = cluster.client()
        self.rng = rng
        self.gap_ms = gap_ms
        self.known: dict[int, Voter] = {}  # every controller's voter entry (id, directory, endpoints) as last seen
        self.running = False
        self.in_flight = False
        self.removed = 0
        self.added = 0
        self.updated = 0

    def start(self) -> None:
        self.running = True
        self._learn()
        self._after(self.rng.randint(*self.gap_ms), self._step)

    def stop(self) -> None:
        self.running = False

    def _after(self, ms: int, fn: object) -> None:
        reactor = self.client.reactor
        reactor.call_at(reactor.now_ms() + ms, fn)  # type: ignore[arg-type]

    def _leader(self) -> SimNode | None:
        active = self.cluster.active_controller()
        return active if active is not None and active.driver is not None and active.driver.is_leader else None

    def _learn(self) -> None:
        leader = self._leader()
        if leader is not None and leader.driver is not None:
            for v in leader.driver.voters:
                self.known[v.node_id] = v

    def missing(self) -> list[int]:
        """The controllers (whose voter entry is known) that the leader's voter set lacks."""
        leader = self._leader()
        if leader is None or leader.driver is None:
            return []
        return [n for n in sorted(self.known) if n not in leader.driver.voters]

    def _step(self) -> None:
        if not self.running:
            return
        if not self.in_flight:
            self.change()
        self._after(self.rng.randint(*self.gap_ms), self._step)

    def change(self, *, restoring: bool = False) -> None:
        """Send one voter change: add a missing controller back if there is one, otherwise remove or update one."""
        leader = self._leader()
        if leader is None or leader.driver is None:
            return
        self._learn()
        missing = self.missing()
        voters = list(leader.driver.voters)
        if missing:
            self._add(leader, self.known[self.rng.choice(missing)])
        elif not restoring and len(voters) > 2 and self.rng.random() < 0.75:
            self._remove(leader, self.rng.choice(voters))
        elif not restoring:
            self._update(leader, self.rng.choice(voters))

    def _send(self, dst: int, request: Message, kind: str, *, listener: str = BROKER_LISTENER) -> None:
        self.in_flight = True
        call = self.client.request(dst, request, listener=listener, timeout_ms=VOTER_CHANGE_TIMEOUT_MS)

        def done(c: Call) -> None:
            self.in_flight = False
            if c.ok and c.response.error_code == 0:
                setattr(self, kind, getattr(self, kind) + 1)
            log.debug("t=%d %s %s: %s", self.cluster.now, kind, request, c.response if c.ok else c.error)

        call.add_callback(done)

    def _target(self, leader: SimNode) -> tuple[int, str]:
        """Through a broker (forwarded to the quorum leader) or to the leader's controller listener."""
        brokers = self.cluster.running_brokers()
        if brokers and self.rng.random() < 0.5:
            return self.rng.choice(brokers), BROKER_LISTENER
        return leader.node_id, CONTROLLER_LISTENER

    def _remove(self, leader: SimNode, voter: Voter) -> None:
        dst, listener = self._target(leader)
        request = RemoveRaftVoterRequest(
            cluster_id=CLUSTER_ID, voter_id=voter.node_id, voter_directory_id=voter.directory_id
        )
        self._send(dst, request, "removed", listener=listener)

    def _add(self, leader: SimNode, voter: Voter) -> None:
        dst, listener = self._target(leader)
        request = AddRaftVoterRequest(
            cluster_id=CLUSTER_ID,
            timeout_ms=VOTER_CHANGE_TIMEOUT_MS - 1_000,
            voter_id=voter.node_id,
            voter_directory_id=voter.directory_id,
            listeners=[AddRaftVoterRequest.Listener(name=e.name, host=e.host, port=e.port) for e in voter.endpoints],
        )
        self._send(dst, request, "added", listener=listener)

    def _update(self, leader: SimNode, voter: Voter) -> None:
        assert leader.driver is not None
        U = UpdateRaftVoterRequest
        request = U(
            cluster_id=CLUSTER_ID,
            current_leader_epoch=leader.driver.epoch,
            voter_id=voter.node_id,
            voter_directory_id=voter.directory_id,
            listeners=[U.Listener(name=e.name, host=e.host, port=e.port) for e in voter.endpoints],
            kraft_version_feature=U.KRaftVersionFeature(min_supported_version=0, max_supported_version=1),
        )
        self._send(leader.node_id, request, "updated", listener=CONTROLLER_LISTENER)

    def restored(self) -> bool:
        """Add back a controller that is out of the quorum (one change at a time); whether the quorum is settled."""
        if not self.in_flight and self.missing():
            self.change(restoring=True)
        return self.settled()

    def settled(self) -> bool:
        """No controller is out of the quorum and every running controller holds the leader's voter set."""
        leader = self._leader()
        if leader is None or leader.driver is None or self.missing() or self.in_flight:
            return False
        ids = leader.driver.voters.ids
        return all(
            node.driver is not None and node.driver.voters.ids == ids
            for n in self.cluster.controller_ids
            if (node := self.cluster.nodes[n]).running
        )


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
        self.metadata = MetadataInvariants(self.cluster, check_images=False)
        self.voter_changes = (
            VoterChanges(self.cluster, random.Random(f"{seed}/voter-changes"), cfg.voter_change_gap_ms)
            if cfg.voter_changes
            else None
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
        voters = self.voter_changes
        if voters is not None:
            voters.start()
        c.run_until(lambda: c.now >= schedule.end, schedule.end - c.now + 1000, "end of the fault window")
        injector.stop()
        if voters is not None:
            voters.stop()
        c.heal_all()
        c.run_until(
            lambda: all(n.state is not NodeState.STOPPING for n in c.nodes.values()), 30_000, "clean stops to finish"
        )
        for node in c.nodes.values():
            if node.state is NodeState.DOWN:
                c.start_node(node.node_id)
        self.workload.stop()
        c.run_for(CLIENT_TIMEOUT_MS + 500)  # commits in flight end
        if voters is not None:
            c.run_until(voters.restored, cfg.settle_ms, "every controller a voter")
        c.run_until(self._coordinators_ready, cfg.settle_ms, "coordinators back after healing")
        pending = set(self.groups)
        for g in self.groups:
            self._final_fetch(g, pending)
        c.run_until(lambda: not pending, cfg.settle_ms, "final offset fetches")
        fatal = c.fatal_errors()
        if fatal:
            self.inv.violations.append(f"fatal error on node {fatal[0][0]}: {fatal[0][1]!r}")
        self.inv.violations += [str(v) for v in self.metadata.violations]
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
            voters_removed=voters.removed if voters is not None else 0,
            voters_added=voters.added if voters is not None else 0,
            voters_updated=voters.updated if voters is not None else 0,
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
        totals.voters_removed += r.voters_removed
        totals.voters_added += r.voters_added
        totals.voters_updated += r.voters_updated
    print(
        f"{args.seeds} seeds, {failures} failed, {time.perf_counter() - started:.0f} s: "
        f"{totals.commits_acked} of {totals.commits_sent} commits acknowledged, {totals.fetches_checked} "
        f"answers checked ({totals.zombie_answers} from zombie coordinators not checked), {totals.faults} "
        f"faults, {totals.unclean_shutdowns} unclean shutdowns, {totals.expected_losses} losses beyond min ISR; "
        f"voters removed {totals.voters_removed}, added {totals.voters_added}, updated {totals.voters_updated}"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
