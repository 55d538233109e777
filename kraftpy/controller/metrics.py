"""The controller's metrics as plain numbers (`ControllerMetrics.snapshot()`), for a Prometheus collector to read
at scrape time. Kafka's names (`kafka.controller:type=KafkaController,...`, `type=ControllerStats`) and KIP-966's;
`METRICS` lists each with the Prometheus name and type kraftpy suggests (the lower-case underscore form that
`kraftpy.metrics` uses).

Every controller computes them from its own committed image (standbys too, as in Kafka); the figures of the
unclean recovery manager exist on the active controller only (0 elsewhere):

| key | meaning |
|---|---|
| ActiveControllerCount | 1 on the active controller, else 0 |
| GlobalTopicCount, GlobalPartitionCount | topics and partitions in the image |
| OfflinePartitionsCount | partitions without a leader |
| PreferredReplicaImbalanceCount | partitions whose leader is not the first replica (offline ones included, as Kafka) |
| FencedBrokerCount, ActiveBrokerCount | registered brokers that are fenced / not fenced |
| global_under_min_isr_partition_count | KIP-966: partitions whose ISR is smaller than their effective min ISR |
| electable_leaders_count | KIP-966 "Electable leaders" (ISR + ELR): the sum over partitions of ISR and ELR sizes |
| under_min_electable_leaders_partition_count | kraftpy: partitions whose ISR + ELR is below their min ISR, i.e. that lost KIP-966's guarantee of a clean leader (after unclean shutdowns or an unclean election) |
| ElectionFromEligibleLeaderReplicas | counter: committed PartitionChangeRecords whose new leader was in the ELR |
| UncleanLeaderElections | counter: committed PartitionChangeRecords that change the leader and leave it RECOVERING (random unclean elections, LastKnownLeader elections, unclean recoveries, designations) |
| LastAppliedRecordOffset, LastCommittedRecordOffset | the decision image's last offset (appended records on the active controller) and the committed one |
| unclean_recovery_partitions_count | KIP-966: recoveries in flight plus Balanced partitions waiting for their LastKnownELR members |
| manual_leader_election_required_partition_count | KIP-966: leaderless partitions waiting for an operator (strategy None) |
| unclean_recovery_finished_count | KIP-966 counter: elections by unclean recoveries since this process started (0 after a restart) |

The effective min ISR is min(min.insync.replicas, replication factor) (KIP-966). The partition gauges are kept up
to date from each commit's changes (a min.insync.replicas change of a topic recounts its partitions; a cluster-level
config change, a feature change or a snapshot recounts everything), so a scrape costs nothing per partition.
"""

from __future__ import annotations

from dataclasses import dataclass

from kraftpy.controller.quorum_controller import QuorumController
from kraftpy.controller.recovery_manager import UncleanRecoveryManager
from kraftpy.controller.settings import ControllerSettings, resolver
from kraftpy.metadata.configs import ConfigResolver
from kraftpy.metadata.image import TOPIC_RESOURCE, MetadataDelta, MetadataImage, PartitionKey
from kraftpy.metadata.partition import NO_LEADER, NO_RECOVERY_STATE_CHANGE, RECOVERING, PartitionRegistration
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.metadata_records import PartitionChangeRecord

__all__ = ["METRICS", "ControllerMetrics", "MetricInfo"]


@dataclass(frozen=True, slots=True)
class MetricInfo:
    key: str  # the key in ControllerMetrics.snapshot()
    prometheus: str
    kind: str  # "gauge" or "counter"
    help: str
    kafka: str  # Kafka's MBean (or the KIP's name)


def _kc(name: str, prom: str, help_: str) -> MetricInfo:
    return MetricInfo(name, prom, "gauge", help_, f"kafka.controller:type=KafkaController,name={name}")


METRICS: tuple[MetricInfo, ...] = (
    _kc("ActiveControllerCount", "kafka_controller_active_controller_count", "1 on the active controller."),
    _kc("GlobalTopicCount", "kafka_controller_global_topic_count", "Topics in the cluster."),
    _kc("GlobalPartitionCount", "kafka_controller_global_partition_count", "Partitions in the cluster."),
    _kc("OfflinePartitionsCount", "kafka_controller_offline_partitions_count", "Partitions without a leader."),
    _kc(
        "PreferredReplicaImbalanceCount",
        "kafka_controller_preferred_replica_imbalance_count",
        "Partitions not led by their first replica.",
    ),
    _kc("FencedBrokerCount", "kafka_controller_fenced_broker_count", "Registered brokers that are fenced."),
    _kc("ActiveBrokerCount", "kafka_controller_active_broker_count", "Registered brokers that are not fenced."),
    _kc(
        "LastAppliedRecordOffset",
        "kafka_controller_last_applied_record_offset",
        "Offset of the last record applied to the controller's decision image.",
    ),
    _kc(
        "LastCommittedRecordOffset",
        "kafka_controller_last_committed_record_offset",
        "Offset of the last committed metadata record.",
    ),
    MetricInfo(
        "global_under_min_isr_partition_count",
        "kafka_controller_global_under_min_isr_partition_count",
        "gauge",
        "Partitions whose ISR is smaller than their effective min ISR.",
        "kafka.controller.global_under_min_isr_partition_count (KIP-966)",
    ),
    MetricInfo(
        "electable_leaders_count",
        "kafka_controller_electable_leaders_count",
        "gauge",
        "Sum over partitions of ISR + ELR sizes.",
        "Electable leaders (KIP-966)",
    ),
    MetricInfo(
        "under_min_electable_leaders_partition_count",
        "kafka_controller_under_min_electable_leaders_partition_count",
        "gauge",
        "Partitions whose ISR + ELR is smaller than their effective min ISR.",
        "kraftpy",
    ),
    MetricInfo(
        "ElectionFromEligibleLeaderReplicas",
        "kafka_controller_election_from_eligible_leader_replicas",
        "counter",
        "Leaders elected from the ELR.",
        "kafka.controller:type=ControllerStats,name=ElectionFromEligibleLeaderReplicasPerSec",
    ),
    MetricInfo(
        "UncleanLeaderElections",
        "kafka_controller_unclean_leader_elections",
        "counter",
        "Unclean leader elections (the new leader is RECOVERING).",
        "kafka.controller:type=ControllerStats,name=UncleanLeaderElectionsPerSec",
    ),
    MetricInfo(
        "unclean_recovery_partitions_count",
        "kafka_controller_unclean_recovery_partitions_count",
        "gauge",
        "Partitions under unclean recovery (Balanced ones waiting for LastKnownELR members included).",
        "kafka.controller.unclean_recovery_partitions_count (KIP-966)",
    ),
    MetricInfo(
        "manual_leader_election_required_partition_count",
        "kafka_controller_manual_leader_election_required_partition_count",
        "gauge",
        "Leaderless partitions waiting for an operator to elect a leader.",
        "kafka.controller.manual_leader_election_required_partition_count (KIP-966)",
    ),
    MetricInfo(
        "unclean_recovery_finished_count",
        "kafka_controller_unclean_recovery_finished_count",
        "counter",
        "Unclean recoveries that elected a leader since this controller started.",
        "kafka.controller.unclean_recovery_finished_count (KIP-966)",
    ),
)


class _MinIsr:
    """Effective min ISR per topic of one image (cached per topic name)."""

    __slots__ = ("_cache", "_resolver")

    def __init__(self, r: ConfigResolver) -> None:
        self._resolver = r
        self._cache: dict[str, int] = {}

    def __call__(self, topic: str, replication_factor: int) -> int:
        configured = self._cache.get(topic)
        if configured is None:
            configured = self._cache[topic] = self._resolver.min_insync_replicas(topic)
        return min(configured, replication_factor)


def _contribution(p: PartitionRegistration, min_isr: int) -> tuple[int, int, int, int, int]:
    """(offline, imbalanced, under min ISR, ISR + ELR size, ISR + ELR under min ISR) of one partition."""
    isr = len(p.isr)
    electable = isr + len(p.elr)
    replicas = p.replicas
    return (
        1 if p.leader == NO_LEADER else 0,
        1 if p.leader != (replicas[0] if replicas else NO_LEADER) else 0,
        1 if isr < min_isr else 0,
        electable,
        1 if electable < min_isr else 0,
    )


class ControllerMetrics:
    def __init__(
        self, qc: QuorumController, settings: ControllerSettings, recovery: UncleanRecoveryManager | None = None
    ) -> None:
        self.qc = qc
        self.settings = settings
        self.recovery = recovery
        self.election_from_eligible_leader_replicas = 0
        self.unclean_leader_elections = 0
        self.offline_partitions = 0
        self.preferred_replica_imbalance = 0
        self.under_min_isr_partitions = 0
        self.electable_leaders = 0
        self.under_min_electable_partitions = 0
        self._image: MetadataImage | None = None
        qc.on_replay(self._on_record)
        qc.on_commit(self._on_commit)

    # -- counting ------------------------------------------------------------------------------------------------

    def _on_record(self, record: Message, delta: MetadataDelta) -> None:
        if type(record) is not PartitionChangeRecord or record.leader < 0:
            return
        prev = delta.partition(record.topic_id, record.partition_id)
        if prev is None:
            return
        if record.leader in prev.elr:
            self.election_from_eligible_leader_replicas += 1
        state = (
            prev.leader_recovery_state
            if record.leader_recovery_state == NO_RECOVERY_STATE_CHANGE
            else record.leader_recovery_state
        )
        if state == RECOVERING and record.leader != prev.leader:
            self.unclean_leader_elections += 1

    def _apply_totals(self, c: tuple[int, int, int, int, int], sign: int) -> None:
        self.offline_partitions += sign * c[0]
        self.preferred_replica_imbalance += sign * c[1]
        self.under_min_isr_partitions += sign * c[2]
        self.electable_leaders += sign * c[3]
        self.under_min_electable_partitions += sign * c[4]

    def _recount(self, image: MetadataImage) -> None:
        """Every partition gauge from scratch (a snapshot, a cluster-level config or feature change): one tight pass
        over the image, the same sums as `_contribution` gives partition by partition."""
        r = resolver(image, self.settings)
        off = imb = under = elect = under_elect = 0
        for t in image.topics_by_id.values():
            configured = r.min_insync_replicas(t.name)
            for p in t.partitions.values():
                replicas = p.replicas
                leader = p.leader
                isr = len(p.isr)
                electable = isr + len(p.elr)
                rf = len(replicas)
                min_isr = configured if configured < rf else rf
                if leader == NO_LEADER:
                    off += 1
                if leader != (replicas[0] if replicas else NO_LEADER):
                    imb += 1
                if isr < min_isr:
                    under += 1
                elect += electable
                if electable < min_isr:
                    under_elect += 1
        self.offline_partitions, self.preferred_replica_imbalance = off, imb
        self.under_min_isr_partitions, self.electable_leaders, self.under_min_electable_partitions = (
            under,
            elect,
            under_elect,
        )

    def _on_commit(self, image: MetadataImage, delta: MetadataDelta) -> None:
        changes = delta.changes
        base = delta.base
        if (
            self._image is None
            or base is not self._image
            or changes.features
            or any(rtype != TOPIC_RESOURCE for rtype, _ in changes.configs)
        ):
            self._recount(image)
            self._image = image
            return
        keys: set[PartitionKey] = set(changes.partitions)
        for _rtype, name in changes.configs:
            for img in (base, image):
                t = img.topics_by_name.get(name)
                if t is not None:
                    keys.update((t.id, i) for i in t.partitions)
        for topic_id, old in changes.deleted_topics.items():
            keys.update((topic_id, i) for i in old.partitions)
        if keys:
            old_min, new_min = _MinIsr(resolver(base, self.settings)), _MinIsr(resolver(image, self.settings))
            off = imb = under = elect = under_elect = 0
            for topic_id, index in keys:
                for img, min_isr, sign in ((base, old_min, -1), (image, new_min, 1)):
                    t = img.topics_by_id.get(topic_id)
                    p = None if t is None else t.partitions.get(index)
                    if t is None or p is None:
                        continue
                    c = _contribution(p, min_isr(t.name, len(p.replicas)))
                    off += sign * c[0]
                    imb += sign * c[1]
                    under += sign * c[2]
                    elect += sign * c[3]
                    under_elect += sign * c[4]
            self._apply_totals((off, imb, under, elect, under_elect), 1)
        self._image = image

    # -- reading -------------------------------------------------------------------------------------------------

    def snapshot(self) -> dict[str, int]:
        """Every metric by its key (see `METRICS`)."""
        qc = self.qc
        image = qc.committed
        fenced = sum(1 for b in image.brokers.values() if b.fenced)
        active = qc.active
        rm = self.recovery
        return {
            "ActiveControllerCount": 1 if active else 0,
            "GlobalTopicCount": len(image.topics_by_id),
            "GlobalPartitionCount": image.partition_count(),
            "OfflinePartitionsCount": self.offline_partitions,
            "PreferredReplicaImbalanceCount": self.preferred_replica_imbalance,
            "FencedBrokerCount": fenced,
            "ActiveBrokerCount": len(image.brokers) - fenced,
            "LastAppliedRecordOffset": qc.last_applied_offset,
            "LastCommittedRecordOffset": qc.committed_offset,
            "global_under_min_isr_partition_count": self.under_min_isr_partitions,
            "electable_leaders_count": self.electable_leaders,
            "under_min_electable_leaders_partition_count": self.under_min_electable_partitions,
            "ElectionFromEligibleLeaderReplicas": self.election_from_eligible_leader_replicas,
            "UncleanLeaderElections": self.unclean_leader_elections,
            "unclean_recovery_partitions_count": rm.recovering_partitions if rm is not None and active else 0,
            "manual_leader_election_required_partition_count": rm.manual_election_partitions
            if rm is not None and active
            else 0,
            "unclean_recovery_finished_count": rm.finished_count if rm is not None else 0,
        }
