"""Scripted scenarios on a whole simulated cluster: KIP-966's motivating schedule, step by step.

`run_kip966_scenario` plays the schedule of KIP-966's "Motivation" on 3 controllers and brokers 0, 1, 2 with a
topic of one partition, replicas [2, 1, 0] (broker 2 leads), RF 3, min.insync.replicas 2, while a producer writes
acks=all and acks=1 records and a consumer reads:

1. broker 0 is cut off from everyone: the controller fences it, it leaves the ISR (ISR [2, 1]);
2. broker 1 is cut off: it leaves the ISR too (ISR [2]; with ELR it joins the ELR, the high watermark freezes and
   acks=all writes are refused, acks=1 writes are appended but stay invisible);
3. broker 2 loses power: nothing it wrote since its last fsync survives (the partition log is never fsynced with
   Kafka's default flush settings, so it loses every record, including acknowledged ones);
4. the network heals: brokers 0 and 1 are unfenced (with ELR, broker 1 - the ELR member - is elected leader);
5. broker 2 restarts (an unclean shutdown: no clean-shutdown marker) and the cluster catches up.

`Kip966Outcome` holds the timeline, the partition's committed states at each step and the data invariants'
verdict: with ELR every acknowledged acks=all record is still readable at its offset and nothing a consumer was
returned vanished or changed; with `eligible.leader.replicas.enabled=false` the returning broker 2 - the last
member of the ISR - is elected with its empty log and acknowledged records are lost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.sim.client import SimClient
from kraftpy.sim.cluster import SimCluster, SimClusterConfig, fast_settings
from kraftpy.sim.cluster_invariants import MetadataInvariants, Violation
from kraftpy.sim.data_invariants import DataInvariants, DataStats
from kraftpy.sim.workload import Workload, WorkloadConfig
from kraftpy.storage.fs import join

__all__ = ["Kip966Outcome", "caught_up", "run_kip966_scenario", "wait_online"]

TOPIC = "kip966"


@dataclass(slots=True)
class Kip966Outcome:
    elr: bool
    timeline: list[str] = field(default_factory=list)
    states: dict[str, PartitionRegistration] = field(default_factory=dict)  # step -> committed partition state
    acked_all_before_power_loss: int = 0
    acked_all_lost_on_disk: int = 0  # acknowledged acks=all records broker 2's disk no longer holds
    acks_all_refused_while_alone: int = 0  # acks=all answers with NOT_ENOUGH_REPLICAS while ISR = [2]
    acked_one_while_alone: int = 0
    leader_after_heal: int = -1
    data_violations: list[Violation] = field(default_factory=list)
    metadata_violations: list[Violation] = field(default_factory=list)
    stats: DataStats = field(default_factory=DataStats)
    final_log: dict[int, bytes] = field(default_factory=dict)

    def describe(self) -> str:
        lines = [f"KIP-966 scenario, ELR {'on' if self.elr else 'off'}:", *(f"  {t}" for t in self.timeline)]
        s = self.stats
        lines.append(
            f"  acks=all acknowledged {s.acked_all} (verified {s.checked_acked_all}), acks=1 acknowledged "
            f"{s.acked_one}, consumed {s.consumed}; data violations {len(self.data_violations)}"
        )
        lines += [f"    {v}" for v in self.data_violations[:5]]
        return "\n".join(lines)


def wait_online(c: SimCluster, client: SimClient, topic: str, partitions: int = 1, max_ms: int = 30_000) -> None:
    """Until every replica of `topic` is in the ISR and hosted, and the client knows the leaders."""

    def online() -> bool:
        for i in range(partitions):
            p = c.partition_state(topic, i)
            if p is None or p.leader < 0 or len(p.isr) != len(p.replicas):
                return False
            r = c.replica(p.leader, topic, i)
            if r is None or not r.is_leader:
                return False
        return True

    c.run_until(online, max_ms, f"{topic} online")

    def known() -> bool:
        if all(client.leader(topic, i) is not None for i in range(partitions)):
            return True
        client.refresh_metadata()  # again while the broker it asked had not seen the topic yet (one at a time)
        return False

    c.run_until(known, max_ms, "metadata")


def caught_up(c: SimCluster, topic: str, partition: int = 0) -> bool:
    """Every replica in the ISR, hosted with the committed leader epoch and the leader's log end; HWM = log end."""
    p = c.partition_state(topic, partition)
    if p is None or p.leader < 0 or set(p.isr) != set(p.replicas):
        return False
    leader = c.replica(p.leader, topic, partition)
    if leader is None or not leader.is_leader or leader.high_watermark != leader.log.log_end_offset:
        return False
    for b in p.replicas:
        r = c.replica(b, topic, partition)
        if r is None or r.leader_epoch != p.leader_epoch or r.log.log_end_offset != leader.log.log_end_offset:
            return False
    return True


def run_kip966_scenario(seed: int = 0, *, elr: bool = True) -> Kip966Outcome:
    out = Kip966Outcome(elr)
    props = fast_settings()
    props["auto.leader.rebalance.enable"] = "false"
    if not elr:
        props["eligible.leader.replicas.enabled"] = "false"
    c = SimCluster(seed, SimClusterConfig(properties=props))
    metadata = MetadataInvariants(c)
    c.start()
    c.run_until(
        lambda: (
            (img := c.committed_image()) is not None
            and all(b in img.brokers and not img.brokers[b].fenced for b in c.broker_ids)
        ),
        30_000,
        "brokers",
    )
    client = c.client()
    call = client.create_topic(TOPIC, assignments={0: [2, 1, 0]}, configs={"min.insync.replicas": "2"})
    assert call is not None
    c.run_until(lambda: call.done, 30_000, "CreateTopics")
    assert call.ok and call.response.topics[0].error_code == 0, call.response
    wait_online(c, client, TOPIC)

    def state(step: str) -> PartitionRegistration:
        p = c.partition_state(TOPIC, 0)
        assert p is not None
        out.states[step] = p
        out.timeline.append(
            f"t={c.now:>6} {step}: leader {p.leader}, ISR {list(p.isr)}, ELR {list(p.elr)}, "
            f"LastKnownELR {list(p.last_known_elr)}, LastKnownLeader {p.last_known_leader}"
        )
        return p

    state("online")
    data = DataInvariants(c, lambda _t: 2, lambda _t, _p: (0, 1, 2))
    workload = Workload(
        c,
        client,
        data,
        [(TOPIC, 0)],
        random.Random(f"{seed}/kip966"),
        WorkloadConfig(produce_every_ms=(15, 35), acks_weights=((-1, 1), (1, 1)), reread_every_ms=1_500),
        value_prefix="r",
    )
    workload.start()
    c.run_for(1_500)

    # 1. broker 0 is cut off
    cut0 = c.isolate(0)
    c.run_until(lambda: (p := c.partition_state(TOPIC, 0)) is not None and 0 not in p.isr, 20_000, "0 out of ISR")
    state("broker 0 cut off")
    c.run_for(1_500)

    # 2. broker 1 is cut off: broker 2 leads alone
    cut1 = c.isolate(1)
    c.run_until(lambda: (p := c.partition_state(TOPIC, 0)) is not None and tuple(p.isr) == (2,), 20_000, "ISR [2]")
    alone_since = c.now
    state("broker 1 cut off")
    c.run_for(1_500)

    # 3. broker 2 loses power
    acked_all = [r for r in data.produced.values() if r.acks == -1 and r.error == 0]
    out.acked_all_before_power_loss = len(acked_all)
    out.acks_all_refused_while_alone = sum(
        1 for r in data.produced.values() if r.acks == -1 and r.sent_ms >= alone_since and r.error not in (None, 0)
    )
    out.acked_one_while_alone = sum(
        1 for r in data.produced.values() if r.acks == 1 and r.sent_ms >= alone_since and r.error == 0
    )
    c.power_loss(2, worst_case=True)
    fs = c.nodes[2].fs
    segment_dir = join("/var/lib/kraftpy/data", f"{TOPIC}-0")
    on_disk = (
        b"".join(fs.read_file(join(segment_dir, f)) for f in fs.listdir(segment_dir) if f.endswith(".log"))
        if fs.exists(segment_dir)
        else b""
    )
    out.acked_all_lost_on_disk = sum(1 for r in acked_all if r.value not in on_disk)
    out.timeline.append(
        f"t={c.now:>6} broker 2 lost power: {out.acked_all_lost_on_disk} of "
        f"{len(acked_all)} acknowledged acks=all records are not on its disk any more"
    )
    c.run_until(lambda: (p := c.partition_state(TOPIC, 0)) is not None and p.leader < 0, 20_000, "no leader")
    state("broker 2 fenced")

    # 4. the network heals
    c.heal(cut0)
    c.heal(cut1)
    c.run_until(
        lambda: (img := c.committed_image()) is not None and not img.brokers[0].fenced and not img.brokers[1].fenced,
        20_000,
        "0 and 1 unfenced",
    )
    c.run_for(1_000)
    p = state("network healed")
    out.leader_after_heal = p.leader

    # 5. broker 2 restarts after its unclean shutdown
    c.restart(2)
    c.run_until(
        lambda: (img := c.committed_image()) is not None and not img.brokers[2].fenced, 20_000, "broker 2 unfenced"
    )
    state("broker 2 restarted")
    c.run_for(1_000)
    workload.stop_producing()
    c.run_until(lambda: workload.pending_produces == 0 and caught_up(c, TOPIC), 60_000, "catch-up")
    state("caught up")
    workload.stop()
    out.final_log = workload.final_read((TOPIC, 0))
    data.check_final({(TOPIC, 0): out.final_log})
    data.check_replicas_agree(TOPIC, 0)
    metadata.check_converged()
    out.data_violations = list(data.violations)
    out.metadata_violations = list(metadata.violations)
    out.stats = data.stats
    return out


# ======================================================================================== KIP-966 unclean recovery

RECOVERY_TOPIC = "recovery"


@dataclass(frozen=True, slots=True)
class ReplicaLog:
    """What a replica's log held when it started again: GetReplicaLogInfo's LastWrittenLeaderEpoch and LogEndOffset."""

    broker: int
    last_written_epoch: int
    log_end_offset: int

    def rank(self) -> tuple[int, int]:
        return (self.last_written_epoch, self.log_end_offset)


def longest_log(logs: dict[int, ReplicaLog], replicas: tuple[int, ...]) -> int:
    """The replica KIP-966's recovery elects among `logs`: highest (epoch, end offset), ties to the earlier
    replica."""
    order = {b: i for i, b in enumerate(replicas)}
    return max(logs.values(), key=lambda r: (r.rank(), -order[r.broker])).broker


@dataclass(slots=True)
class RecoverySetup:
    """A cluster whose partition `recovery-0` lost its leader, ISR and ELR: every replica shut down uncleanly
    (power losses at different times, losing different amounts), the network healed, every broker down."""

    cluster: SimCluster
    client: SimClient
    metadata: MetadataInvariants
    replicas: tuple[int, ...]
    timeline: list[str] = field(default_factory=list)
    logs: dict[int, ReplicaLog] = field(default_factory=dict)  # filled by `restart`

    def state(self, step: str) -> PartitionRegistration:
        c = self.cluster
        p = c.partition_state(RECOVERY_TOPIC, 0)
        assert p is not None
        self.timeline.append(
            f"t={c.now:>6} {step}: leader {p.leader} (epoch {p.leader_epoch}, recovery state "
            f"{p.leader_recovery_state}), ISR {list(p.isr)}, ELR {list(p.elr)}, LastKnownELR "
            f"{list(p.last_known_elr)}, LastKnownLeader {p.last_known_leader}"
        )
        return p

    def restart(self, broker: int) -> ReplicaLog:
        """Start `broker` again and note what its log holds before anything replicates into it."""
        c = self.cluster
        node = c.restart(broker)
        assert node.broker is not None
        plog = node.broker.logs.logs.get((RECOVERY_TOPIC, 0))
        if plog is None:
            info = ReplicaLog(broker, -1, 0)
        else:
            latest = plog.latest_epoch
            info = ReplicaLog(broker, -1 if latest is None else latest, plog.log_end_offset)
        self.logs[broker] = info
        self.timeline.append(
            f"t={c.now:>6} broker {broker} restarts: its log ends at offset {info.log_end_offset} "
            f"with leader epoch {info.last_written_epoch}"
        )
        return info

    def wait_unfenced(self, *brokers: int, max_ms: int = 20_000) -> None:
        c = self.cluster
        c.run_until(
            lambda: (
                (img := c.committed_image()) is not None
                and all(b in img.brokers and not img.brokers[b].fenced for b in brokers)
            ),
            max_ms,
            f"brokers {brokers} unfenced",
        )

    def leader(self) -> int:
        p = self.cluster.partition_state(RECOVERY_TOPIC, 0)
        return -1 if p is None else p.leader


def prepare_unclean_recovery(seed: int = 0, *, strategy: str = "Balanced", manager: bool = True) -> RecoverySetup:
    """Drive `recovery-0` (replicas [0, 1, 2], min ISR 2) into a state where no ISR or ELR member is left and the
    three replicas' logs differ in length and last leader epoch:

    1. acks=all records reach all three replicas;
    2. broker 2 is cut off from the other brokers (it still heartbeats): it leaves the ISR; more acks=all records
       reach 0 and 1;
    3. broker 1 is cut off from broker 0: ISR [0], ELR [1]; acks=1 records reach broker 0 only (leader epoch E);
    4. broker 0 is isolated: the controller fences it and elects the ELR member 1 (leader epoch E+1), which takes
       acks=1 records that only it has;
    5. brokers 1, 0 and 2 lose power one after the other (each keeps a random part of what it had not fsynced);
    6. the network heals.
    """
    props = fast_settings()
    props["auto.leader.rebalance.enable"] = "false"
    props["unclean.recovery.manager.enabled"] = "true" if manager else "false"
    c = SimCluster(seed, SimClusterConfig(properties=props))
    metadata = MetadataInvariants(c)
    c.start()
    c.run_until(
        lambda: (
            (img := c.committed_image()) is not None
            and all(b in img.brokers and not img.brokers[b].fenced for b in c.broker_ids)
        ),
        30_000,
        "brokers",
    )
    client = c.client()
    # flush.messages makes the replicas fsync now and then, so each power loss keeps a different durable prefix
    call = client.create_topic(
        RECOVERY_TOPIC,
        assignments={0: [0, 1, 2]},
        configs={"min.insync.replicas": "2", "unclean.recovery.strategy": strategy, "flush.messages": "16"},
    )
    assert call is not None
    c.run_until(lambda: call.done, 30_000, "CreateTopics")
    assert call.ok and call.response.topics[0].error_code == 0, call.response
    wait_online(c, client, RECOVERY_TOPIC)
    setup = RecoverySetup(c, client, metadata, (0, 1, 2))
    setup.state("online")
    data = DataInvariants(c, lambda _t: 2, lambda _t, _p: (0, 1, 2))
    rng = random.Random(f"{seed}/recovery")
    load = Workload(
        c,
        client,
        data,
        [(RECOVERY_TOPIC, 0)],
        rng,
        WorkloadConfig(produce_every_ms=(10, 30), acks_weights=((-1, 1),)),
        value_prefix="a",
    )
    load.start(consume=False)
    c.run_for(1_000)
    c.cut(2, 0)
    c.cut(2, 1)
    c.run_until(
        lambda: (p := c.partition_state(RECOVERY_TOPIC, 0)) is not None and 2 not in p.isr, 20_000, "2 out of the ISR"
    )
    setup.state("broker 2 cut off from the brokers")
    c.run_for(rng.randint(500, 1_500))
    cut01 = c.cut(0, 1)
    c.run_until(lambda: (p := c.partition_state(RECOVERY_TOPIC, 0)) is not None and p.isr == (0,), 20_000, "ISR [0]")
    setup.state("broker 1 cut off from broker 0")
    load.set_acks(((1, 1),))
    c.run_for(rng.randint(500, 1_500))
    isolated = c.isolate(0)
    c.run_until(lambda: setup.leader() == 1, 20_000, "broker 1 elected from the ELR")
    setup.state("broker 0 isolated")
    client.refresh_metadata(broker=1)
    c.run_for(rng.randint(800, 1_500))
    load.stop()
    for b in (1, 0, 2):
        c.power_loss(b)
        setup.timeline.append(f"t={c.now:>6} broker {b} loses power")
        c.run_for(rng.randint(200, 800))
    c.run_until(lambda: setup.leader() < 0, 20_000, "no leader")
    c.heal(isolated)
    c.heal(cut01)
    c.heal_all()
    c.run_for(3_000)
    setup.state("every replica down, network healed")
    return setup
