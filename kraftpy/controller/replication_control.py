"""Topics and partitions: creation, deletion, partition growth, AlterPartition, and the partition changes that
broker lifecycle events cause (fencing, unfencing, unclean and clean re-registration, controlled shutdown).

Every function reads a `MetadataImage` and returns records (plus the response) as a `Decision`; the partition
changes themselves come from `kraftpy.controller.partition_change.build_change`, the KIP-966 rules.
"""

from __future__ import annotations

import logging
import random
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from kraftpy.controller.partition_change import (
    ChangeOptions,
    ChangeResult,
    Election,
    TargetAssignment,
    build_change,
    clear_elr_for_min_isr,
)
from kraftpy.controller.placement import PlacementError, place_replicas
from kraftpy.controller.quorum_controller import Decision
from kraftpy.controller.settings import ControllerSettings, elr_enabled, resolver
from kraftpy.metadata.configs import (
    UNCLEAN_RECOVERY_MANAGER,
    ConfigResolver,
    creatable_topic_configs,
    topic_name_error,
    validate_topic_creation_configs,
)
from kraftpy.metadata.image import MetadataImage, TopicImage
from kraftpy.metadata.partition import NO_LEADER, RECOVERED, RECOVERING, PartitionRegistration
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.alter_partition import AlterPartitionRequest, AlterPartitionResponse
from kraftpy.protocol.messages.create_partitions import CreatePartitionsRequest, CreatePartitionsResponse
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest, DeleteTopicsResponse
from kraftpy.protocol.uuids import random_uuid

E = ErrorCode
log = logging.getLogger(__name__)

# Kafka's MAX_PARTITIONS_PER_BATCH: one CreateTopics or CreatePartitions request creates at most this many
# partitions (POLICY_VIOLATION for every topic of a bigger one, before any work is done). It bounds the work of one
# decision (placement, records, replay: well under a second here), so a request cannot stall heartbeats.
MAX_PARTITIONS_PER_REQUEST = 10_000
EXCESSIVE_PARTITIONS = "Excessively large number of partitions per request."


def _collision_key(name: str) -> str:
    return name.replace(".", "_")


@dataclass(frozen=True, slots=True)
class PartitionRef:
    topic: TopicImage
    index: int
    partition: PartitionRegistration


def iter_partitions(image: MetadataImage) -> Iterator[PartitionRef]:
    for t in image.topics_by_id.values():
        for index, p in t.partitions.items():
            yield PartitionRef(t, index, p)


class ReplicationControl:
    def __init__(self, settings: ControllerSettings, rng: random.Random) -> None:
        self.settings = settings
        self.rng = rng
        self._resolver: ConfigResolver | None = None
        self._manager_enabled: tuple[ConfigResolver, bool] | None = None
        # ChangeOptions per (topic, replication factor, election, desired leader) of the current resolver's image:
        # a broker event changes thousands of partitions of a few hundred topics
        self._options: tuple[ConfigResolver, dict[tuple[str, int, Election, int], ChangeOptions]] | None = None

    def resolver(self, image: MetadataImage) -> ConfigResolver:
        """The effective-config resolver of `image` (kept while the image is the same)."""
        r = self._resolver
        if r is None or r.image is not image:
            r = self._resolver = resolver(image, self.settings)
        return r

    def recovery_manager_enabled(self, image: MetadataImage) -> bool:
        """unclean.recovery.manager.enabled (cluster level): KIP-966 unclean recovery instead of the delivery-plan
        unclean and LastKnownLeader elections."""
        r = self.resolver(image)
        cached = self._manager_enabled
        if cached is None or cached[0] is not r:
            cached = self._manager_enabled = (r, bool(r.broker_value(UNCLEAN_RECOVERY_MANAGER).value))
        return cached[1]

    # -- who may lead ------------------------------------------------------------------------------------------------

    @staticmethod
    def can_lead(
        image: MetadataImage, exclude: Iterable[int] = (), include: Iterable[int] = ()
    ) -> Callable[[int], bool]:
        """Registered, unfenced and not shutting down; `include` counts as unfenced (being unfenced right now)."""
        ex, inc = frozenset(exclude), frozenset(include)
        brokers = image.brokers

        def ok(b: int) -> bool:
            if b in ex:
                return False
            reg = brokers.get(b)
            if reg is None or reg.in_controlled_shutdown:
                return False
            return b in inc or not reg.fenced

        return ok

    def options(
        self,
        image: MetadataImage,
        topic: TopicImage,
        p: PartitionRegistration,
        election: Election = Election.ONLINE,
        desired_leader: int = NO_LEADER,
    ) -> ChangeOptions:
        r = self.resolver(image)
        cached = self._options
        if cached is None or cached[0] is not r:
            cached = self._options = (r, {})
        key = (topic.name, len(p.replicas), election, desired_leader)
        options = cached[1].get(key)
        if options is None:
            configured = r.min_insync_replicas(topic.name)
            options = cached[1][key] = ChangeOptions(
                min_isr=min(configured, len(p.replicas)),
                elr_enabled=elr_enabled(image),
                unclean_election_enabled=bool(r.topic_value(topic.name, "unclean.leader.election.enable").value),
                election=election,
                configured_min_isr=configured,
                recovery_manager=self.recovery_manager_enabled(image),
                desired_leader=desired_leader,
            )
        return options

    def change(
        self,
        image: MetadataImage,
        ref: PartitionRef,
        can_lead: Callable[[int], bool],
        *,
        target_isr: tuple[int, ...] | None = None,
        unclean_shutdown: Iterable[int] = (),
        leader_recovery_state: int | None = None,
        election: Election = Election.ONLINE,
        desired_leader: int = NO_LEADER,
        target_assignment: TargetAssignment | None = None,
        departed: Iterable[int] = (),
    ) -> ChangeResult | None:
        return build_change(
            ref.topic.id,
            ref.index,
            ref.partition,
            can_lead=can_lead,
            options=self.options(image, ref.topic, ref.partition, election, desired_leader),
            target_isr=target_isr,
            unclean_shutdown=tuple(unclean_shutdown),
            leader_recovery_state=leader_recovery_state,
            rng=self.rng,
            target_assignment=target_assignment,
            departed=tuple(departed),
        )

    # -- broker lifecycle ------------------------------------------------------------------------------------------

    def fence_changes(self, image: MetadataImage, broker: int) -> list[Message]:
        """The broker's session expired (or it asked to be fenced): it leaves every ISR (it stays in ELRs)."""
        can_lead = self.can_lead(image, exclude=[broker])
        out: list[Message] = []
        for t in image.topics_by_id.values():
            for index, p in t.partitions.items():
                isr = p.isr
                if broker in isr or p.leader == broker:
                    result = self.change(
                        image, PartitionRef(t, index, p), can_lead, target_isr=tuple(b for b in isr if b != broker)
                    )
                    if result is not None:
                        out.append(result.record)
        return out

    def unfence_changes(self, image: MetadataImage, broker: int) -> list[Message]:
        """The broker is back: leaderless partitions it hosts get an election in which it may take part."""
        can_lead = self.can_lead(image, include=[broker])
        out: list[Message] = []
        for t in image.topics_by_id.values():
            for index, p in t.partitions.items():
                if p.leader == NO_LEADER and broker in p.replicas:
                    result = self.change(image, PartitionRef(t, index, p), can_lead)
                    if result is not None:
                        out.append(result.record)
        return out

    def registration_changes(self, image: MetadataImage, broker: int, clean: bool) -> list[Message]:
        """A new incarnation of `broker` registers. After an unclean shutdown (with ELR on) it leaves every ISR and
        ELR, before its registration is persisted; after a clean one it is handled like a fence."""
        if clean or not elr_enabled(image):
            return self.fence_changes(image, broker)
        return self._departure_changes(image, broker)

    def controlled_shutdown_changes(self, image: MetadataImage, broker: int) -> list[Message]:
        """Controlled shutdown: leadership moves away and the broker leaves the ISRs (its data stays eligible)."""
        return self.fence_changes(image, broker)

    def unregister_changes(self, image: MetadataImage, broker: int) -> list[Message]:
        """The broker leaves the cluster for good: it leaves every ISR and ELR, and LastKnownELR and
        LastKnownLeader too (it is not an unclean shutdown: an unclean recovery must not wait for it)."""
        can_lead = self.can_lead(image, exclude=[broker])
        out: list[Message] = []
        for t in image.topics_by_id.values():
            for index, p in t.partitions.items():
                if (
                    broker in p.isr
                    or broker in p.elr
                    or p.leader == broker
                    or broker in p.last_known_elr
                    or p.last_known_leader == broker
                ):
                    result = self.change(image, PartitionRef(t, index, p), can_lead, departed=[broker])
                    if result is not None:
                        out.append(result.record)
        return out

    def _departure_changes(self, image: MetadataImage, broker: int) -> list[Message]:
        """The broker leaves every ISR and ELR after an unclean shutdown."""
        can_lead = self.can_lead(image, exclude=[broker])
        out: list[Message] = []
        for t in image.topics_by_id.values():
            for index, p in t.partitions.items():
                if broker in p.isr or broker in p.elr or p.leader == broker:
                    result = self.change(image, PartitionRef(t, index, p), can_lead, unclean_shutdown=[broker])
                    if result is not None:
                        out.append(result.record)
        return out

    @staticmethod
    def leader_count(image: MetadataImage, broker: int) -> int:
        return sum(1 for t in image.topics_by_id.values() for p in t.partitions.values() if p.leader == broker)

    # -- topics ------------------------------------------------------------------------------------------------

    def create_topics(self, image: MetadataImage, req: CreateTopicsRequest, version: int) -> Decision:
        R = CreateTopicsResponse
        results: list[CreateTopicsResponse.CreatableTopicResult] = []
        records: list[Message] = []
        total = sum(
            len(t.assignments)
            if t.assignments
            else self.settings.num_partitions
            if t.num_partitions == -1
            else max(t.num_partitions, 0)
            for t in req.topics
        )
        if total > MAX_PARTITIONS_PER_REQUEST:
            log.warning(
                "Refusing a CreateTopics request for %d partitions in %d topic(s) (at most %d per request)",
                total,
                len(req.topics),
                MAX_PARTITIONS_PER_REQUEST,
            )
            return Decision(
                response=R(
                    topics=[
                        R.CreatableTopicResult(
                            name=t.name, error_code=int(E.POLICY_VIOLATION), error_message=EXCESSIVE_PARTITIONS
                        )
                        for t in req.topics
                    ]
                )
            )
        names = [t.name for t in req.topics]
        duplicates = {n for n in names if names.count(n) > 1}
        claimed = {_collision_key(n): n for n in image.topics_by_name}
        for t in req.topics:
            result = R.CreatableTopicResult(name=t.name)
            results.append(result)
            error = self._check_new_topic(image, t, duplicates, claimed)
            if error is not None:
                result.error_code, result.error_message = int(error[0]), error[1]
                continue
            try:
                assignment = self._assignment(image, t)
            except PlacementError as e:
                result.error_code, result.error_message = int(e.error_code), str(e)
                continue
            checked = validate_topic_creation_configs(t.name, t.configs, image, self.settings.static)
            if not checked.ok:
                result.error_code, result.error_message = int(checked.error), checked.message
                continue
            topic_id = random_uuid(self.rng)
            result.topic_id = topic_id
            result.num_partitions = len(assignment)
            result.replication_factor = len(assignment[0]) if assignment else -1
            result.configs = creatable_topic_configs(image, self.settings.static, t.name, checked.overrides)
            claimed[_collision_key(t.name)] = t.name
            if req.validate_only:
                continue
            records.append(mr.TopicRecord(name=t.name, topic_id=topic_id))
            records.extend(checked.records)
            can_lead = self.can_lead(image)
            for index, replicas in enumerate(assignment):
                isr = [b for b in replicas if can_lead(b)]
                records.append(
                    mr.PartitionRecord(
                        partition_id=index,
                        topic_id=topic_id,
                        replicas=list(replicas),
                        isr=isr,
                        leader=isr[0] if isr else NO_LEADER,
                        leader_epoch=0,
                        partition_epoch=0,
                        leader_recovery_state=RECOVERED,
                    )
                )
        return Decision(records=records, response=R(topics=results))

    def _check_new_topic(
        self, image: MetadataImage, t: CreateTopicsRequest.CreatableTopic, duplicates: set[str], claimed: dict[str, str]
    ) -> tuple[ErrorCode, str] | None:
        if t.name in duplicates:
            return E.INVALID_REQUEST, f"Duplicate topic name {t.name} in the request."
        problem = topic_name_error(t.name)
        if problem is not None:
            return E.INVALID_TOPIC_EXCEPTION, problem
        if t.name in image.topics_by_name:
            return E.TOPIC_ALREADY_EXISTS, f"Topic '{t.name}' already exists."
        other = claimed.get(_collision_key(t.name))
        if other is not None and other != t.name:
            return E.INVALID_TOPIC_EXCEPTION, f"Topic '{t.name}' collides with existing topic: {other}"
        if t.assignments:
            if t.num_partitions != -1 or t.replication_factor != -1:
                return (
                    E.INVALID_REQUEST,
                    "A manual partition assignment was specified, but numPartitions or "
                    "replicationFactor was not set to -1.",
                )
        else:
            if t.num_partitions == 0 or t.num_partitions < -1:
                return E.INVALID_PARTITIONS, "Number of partitions was set to an invalid non-positive value."
            if t.replication_factor == 0 or t.replication_factor < -1:
                return (
                    E.INVALID_REPLICATION_FACTOR,
                    "Replication factor must be larger than 0, or -1 to use the default value.",
                )
        return None

    def _assignment(self, image: MetadataImage, t: CreateTopicsRequest.CreatableTopic) -> list[tuple[int, ...]]:
        if t.assignments:
            indexes = sorted(a.partition_index for a in t.assignments)
            if indexes != list(range(len(indexes))):
                raise PlacementError(
                    E.INVALID_REPLICA_ASSIGNMENT, "Partitions should be numbered 0 to N-1 without gaps."
                )
            by_index = {a.partition_index: tuple(a.broker_ids) for a in t.assignments}
            assignment = [by_index[i] for i in range(len(indexes))]
            self._check_assignment(image, assignment)
            return assignment
        count = self.settings.num_partitions if t.num_partitions == -1 else t.num_partitions
        rf = self.settings.default_replication_factor if t.replication_factor == -1 else t.replication_factor
        return place_replicas(image, count, rf, self.rng)

    @staticmethod
    def _check_assignment(image: MetadataImage, assignment: list[tuple[int, ...]], rf: int | None = None) -> None:
        for i, replicas in enumerate(assignment):
            if not replicas:
                raise PlacementError(E.INVALID_REPLICA_ASSIGNMENT, f"Partition {i} has no replicas.")
            if len(set(replicas)) != len(replicas):
                raise PlacementError(
                    E.INVALID_REPLICA_ASSIGNMENT, f"Partition {i} lists a broker twice: {list(replicas)}."
                )
            unknown = [b for b in replicas if b not in image.brokers]
            if unknown:
                raise PlacementError(
                    E.INVALID_REPLICA_ASSIGNMENT, f"Partition {i} uses brokers that are not registered: {unknown}."
                )
            if rf is not None and len(replicas) != rf:
                raise PlacementError(
                    E.INVALID_REPLICA_ASSIGNMENT,
                    f"Partition {i} has {len(replicas)} replicas, but the topic's replication factor is {rf}.",
                )
        sizes = {len(r) for r in assignment}
        if len(sizes) > 1:
            raise PlacementError(E.INVALID_REPLICA_ASSIGNMENT, "All partitions must have the same number of replicas.")

    def delete_topics(self, image: MetadataImage, req: DeleteTopicsRequest, version: int) -> Decision:
        R = DeleteTopicsResponse
        results: list[DeleteTopicsResponse.DeletableTopicResult] = []
        records: list[Message] = []
        deleting: set[uuid.UUID] = set()
        targets: list[tuple[str | None, uuid.UUID | None]] = (
            [(t.name, t.topic_id) for t in req.topics] if version >= 6 else [(n, None) for n in req.topic_names]
        )
        for name, topic_id in targets:
            result = R.DeletableTopicResult(name=name)
            results.append(result)
            topic: TopicImage | None
            if topic_id is not None and topic_id.int != 0:
                topic = image.topics_by_id.get(topic_id)
                result.topic_id = topic_id
                if topic is None:
                    result.error_code = int(E.UNKNOWN_TOPIC_ID)
                    result.error_message = f"Topic id {topic_id} does not exist."
                    continue
                result.name = topic.name
            else:
                topic = image.topics_by_name.get(name or "")
                if topic is None:
                    result.error_code = int(E.UNKNOWN_TOPIC_OR_PARTITION)
                    result.error_message = "This server does not host this topic-partition."
                    continue
                result.topic_id = topic.id
            if topic.id in deleting:
                continue
            deleting.add(topic.id)
            records.append(mr.RemoveTopicRecord(topic_id=topic.id))
        return Decision(records=records, response=R(responses=results))

    def create_partitions(self, image: MetadataImage, req: CreatePartitionsRequest, version: int) -> Decision:
        R = CreatePartitionsResponse
        results: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = []
        records: list[Message] = []
        names = [t.name for t in req.topics]
        total = 0
        for t in req.topics:
            existing = image.topics_by_name.get(t.name)
            total += max(t.count - (len(existing.partitions) if existing is not None else 0), 0)
        if total > MAX_PARTITIONS_PER_REQUEST:
            log.warning(
                "Refusing a CreatePartitions request for %d new partitions (at most %d per request)",
                total,
                MAX_PARTITIONS_PER_REQUEST,
            )
            return Decision(
                response=R(
                    results=[
                        R.CreatePartitionsTopicResult(
                            name=t.name, error_code=int(E.POLICY_VIOLATION), error_message=EXCESSIVE_PARTITIONS
                        )
                        for t in req.topics
                    ]
                )
            )
        for t in req.topics:
            result = R.CreatePartitionsTopicResult(name=t.name)
            results.append(result)
            topic = image.topics_by_name.get(t.name)
            if names.count(t.name) > 1:
                result.error_code, result.error_message = int(E.INVALID_REQUEST), "Duplicate topic name."
                continue
            if topic is None:
                result.error_code = int(E.UNKNOWN_TOPIC_OR_PARTITION)
                result.error_message = "This server does not host this topic-partition."
                continue
            current = len(topic.partitions)
            if t.count < current:
                result.error_code = int(E.INVALID_PARTITIONS)
                result.error_message = (
                    f"The topic {t.name} currently has {current} partition(s); {t.count} would not be an increase."
                )
                continue
            if t.count == current:
                result.error_code = int(E.INVALID_PARTITIONS)
                result.error_message = f"Topic already has {current} partition(s)."
                continue
            rf = len(topic.partitions[0].replicas) if topic.partitions else self.settings.default_replication_factor
            try:
                if t.assignments:  # null (or empty) = let the controller place them
                    if len(t.assignments) != t.count - current:
                        raise PlacementError(
                            E.INVALID_REPLICA_ASSIGNMENT,
                            f"Attempted to add {t.count - current} additional partition(s), but only "
                            f"{len(t.assignments)} assignment(s) were specified.",
                        )
                    new = [tuple(a.broker_ids) for a in t.assignments]
                    self._check_assignment(image, new, rf)
                else:
                    new = place_replicas(image, t.count - current, rf, self.rng)
            except PlacementError as e:
                result.error_code, result.error_message = int(e.error_code), str(e)
                continue
            if req.validate_only:
                continue
            can_lead = self.can_lead(image)
            for offset, replicas in enumerate(new):
                isr = [b for b in replicas if can_lead(b)]
                records.append(
                    mr.PartitionRecord(
                        partition_id=current + offset,
                        topic_id=topic.id,
                        replicas=list(replicas),
                        isr=isr,
                        leader=isr[0] if isr else NO_LEADER,
                        leader_epoch=0,
                        partition_epoch=0,
                    )
                )
        return Decision(records=records, response=R(results=results))

    # -- AlterPartition ------------------------------------------------------------------------------------------

    def alter_partition(self, image: MetadataImage, req: AlterPartitionRequest, version: int) -> Decision:
        R = AlterPartitionResponse
        broker = image.brokers.get(req.broker_id)
        if broker is None or (req.broker_epoch != -1 and broker.epoch != req.broker_epoch):
            return Decision(response=R(error_code=int(E.STALE_BROKER_EPOCH)))
        records: list[Message] = []
        topics: list[AlterPartitionResponse.TopicData] = []
        for t in req.topics:
            rt = R.TopicData(topic_id=t.topic_id)
            topics.append(rt)
            topic = image.topics_by_id.get(t.topic_id)
            for pd in t.partitions:
                rp = R.PartitionData(partition_index=pd.partition_index)
                rt.partitions.append(rp)
                if topic is None:
                    rp.error_code = int(E.UNKNOWN_TOPIC_ID)
                    continue
                p = topic.partitions.get(pd.partition_index)
                if p is None:
                    rp.error_code = int(E.UNKNOWN_TOPIC_OR_PARTITION)
                    continue
                error = self._check_alter(image, req, version, p, pd)
                if error is not None:
                    rp.error_code = int(error)
                    continue
                new_isr = tuple(b.broker_id for b in pd.new_isr_with_epochs) if version >= 3 else tuple(pd.new_isr)
                ref = PartitionRef(topic, pd.partition_index, p)
                result = self.change(
                    image, ref, self.can_lead(image), target_isr=new_isr, leader_recovery_state=pd.leader_recovery_state
                )
                after = p if result is None else result.after
                if result is not None:
                    records.append(result.record)
                if after.leader != req.broker_id:
                    rp.error_code = int(E.NEW_LEADER_ELECTED)
                    continue
                rp.leader_id, rp.leader_epoch = after.leader, after.leader_epoch
                rp.isr = list(after.isr)
                rp.leader_recovery_state = after.leader_recovery_state
                rp.partition_epoch = after.partition_epoch
        return Decision(records=records, response=R(topics=topics))

    @staticmethod
    def _check_alter(
        image: MetadataImage,
        req: AlterPartitionRequest,
        version: int,
        p: PartitionRegistration,
        pd: AlterPartitionRequest.PartitionData,
    ) -> ErrorCode | None:
        if pd.leader_epoch < p.leader_epoch:
            return E.FENCED_LEADER_EPOCH
        if pd.leader_epoch > p.leader_epoch:
            return E.UNKNOWN_LEADER_EPOCH
        if p.leader != req.broker_id:
            return E.INVALID_REQUEST
        if pd.partition_epoch != p.partition_epoch:
            return E.INVALID_UPDATE_VERSION
        members = (
            [(b.broker_id, b.broker_epoch) for b in pd.new_isr_with_epochs]
            if version >= 3
            else [(b, -1) for b in pd.new_isr]
        )
        ids = [m[0] for m in members]
        if len(set(ids)) != len(ids) or not set(ids) <= set(p.replicas) or req.broker_id not in ids:
            return E.INVALID_REQUEST
        if pd.leader_recovery_state == RECOVERING and len(ids) > 1:
            return E.INVALID_REQUEST
        if p.leader_recovery_state == RECOVERED and pd.leader_recovery_state == RECOVERING:
            return E.INVALID_REQUEST
        for b, epoch in members:
            if b == req.broker_id:
                continue
            reg = image.brokers.get(b)
            if reg is None or reg.fenced or reg.in_controlled_shutdown or (epoch != -1 and reg.epoch != epoch):
                return E.INELIGIBLE_REPLICA
        return None

    # -- min ISR changes (KIP-966 "Other behaviors") ------------------------------------------------------------

    def min_isr_changes(self, image: MetadataImage, topics: Iterable[str] | None) -> list[Message]:
        """After min.insync.replicas changed (for `topics`, or everywhere when None): where the new effective min
        ISR <= ISR size, the ELR is removed."""
        wanted = None if topics is None else set(topics)
        out: list[Message] = []
        for ref in iter_partitions(image):
            if wanted is not None and ref.topic.name not in wanted:
                continue
            p = ref.partition
            new_min = self.resolver(image).effective_min_isr(ref.topic.name, len(p.replicas))
            record = clear_elr_for_min_isr(ref.topic.id, ref.index, p, new_min)
            if record is not None:
                out.append(record)
        return out
