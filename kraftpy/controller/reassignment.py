"""Partition reassignments: AlterPartitionReassignments v0-1 and ListPartitionReassignments v0.

A reassignment goes through Kafka's stages, each a PartitionChangeRecord:

1. start: Replicas = target + removing, AddingReplicas = target - current, RemovingReplicas = current - target
   (current = the partition's replicas, which include those of a reassignment in progress, as in Kafka);
2. the leader adds the new replicas to the ISR with AlterPartition as they catch up;
3. completion, in the same change as the ISR update that allows it (or at once, if the ISR already allows it):
   the removing replicas leave the replicas and the ISR, adding/removing are cleared, the leader epoch is bumped
   because replicas left, and a new leader is elected if the old one was removed (its AlterPartition is answered
   NEW_LEADER_ELECTED).

The rules of stage 3 live in `partition_change.build_change`. kraftpy follows KIP-966 ("Other behaviors" 4): a
reassignment completes when the adding replicas are in the ISR and its final ISR has at least the min ISR of the
final replica set, so [1, 2, 3] -> [1, 2, 4] completes with ISR [1, 4] (min ISR 2) while broker 2 is fenced, and
waits while the final ISR is below min ISR even though every adding replica caught up. Once complete the ELR and
LastKnownELR hold only replicas of the final set. Cancellation (Replicas = null) puts the original replicas back
(replicas - adding,
ISR - adding) and is refused, with INVALID_REPLICA_ASSIGNMENT, while that ISR would be smaller than the min ISR of
the original set (Kafka instead refuses only a cancellation that needs an unclean election, which this rule
excludes). A new target while a reassignment is in progress starts from the partition's current replica list
(which holds both sets), as Kafka does.

Responses are sent once the records are committed (the caller submits the decision through the quorum controller).
Errors and messages follow Kafka's controller.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from kraftpy.controller.partition_change import TargetAssignment
from kraftpy.controller.quorum_controller import Decision
from kraftpy.controller.replication_control import PartitionRef, ReplicationControl
from kraftpy.metadata.image import MetadataImage
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    AlterPartitionReassignmentsResponse,
)
from kraftpy.protocol.messages.list_partition_reassignments import (
    ListPartitionReassignmentsRequest,
    ListPartitionReassignmentsResponse,
)

log = logging.getLogger(__name__)
E = ErrorCode

__all__ = [
    "ReassignmentControl",
    "ReassignmentError",
    "plan_cancellation",
    "plan_reassignment",
    "validate_target_replicas",
]


class ReassignmentError(Exception):
    def __init__(self, error_code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.error_code = error_code


def plan_reassignment(current: PartitionRegistration, target: Sequence[int]) -> TargetAssignment:
    """The assignment that starts moving `current` to `target` (Kafka's PartitionReassignmentReplicas)."""
    have, want = set(current.replicas), set(target)
    removing = tuple(sorted(have - want))
    adding = tuple(sorted(want - have))
    return TargetAssignment(tuple(target) + removing, adding, removing)


def plan_cancellation(current: PartitionRegistration) -> tuple[TargetAssignment, tuple[int, ...]]:
    """The assignment and ISR that cancelling `current`'s reassignment goes back to: the adding replicas leave."""
    adding = set(current.adding_replicas)
    original = tuple(r for r in current.replicas if r not in adding)
    isr = tuple(b for b in current.isr if b not in adding)
    return TargetAssignment(original), isr


def validate_target_replicas(image: MetadataImage, target: Sequence[int]) -> None:
    """Kafka's checks of a manual assignment: not empty, registered brokers, no broker twice."""
    if not target:
        raise ReassignmentError(
            E.INVALID_REPLICA_ASSIGNMENT, "The manual partition assignment includes an empty replica list."
        )
    previous: int | None = None
    for b in sorted(target):
        if b not in image.brokers:
            raise ReassignmentError(
                E.INVALID_REPLICA_ASSIGNMENT,
                f"The manual partition assignment includes broker {b}, but no such broker is registered.",
            )
        if b == previous:
            raise ReassignmentError(
                E.INVALID_REPLICA_ASSIGNMENT, f"The manual partition assignment includes the broker {b} more than once."
            )
        previous = b


def _replication_factor(p: PartitionRegistration) -> int:
    """The replication factor the partition is heading for (the target set during a reassignment)."""
    return len(p.target_replicas)


@dataclass(slots=True)
class _Outcome:
    records: list[Message]
    altered: int = 0
    total: int = 0


class ReassignmentControl:
    def __init__(self, replication: ReplicationControl) -> None:
        self.replication = replication

    # -- AlterPartitionReassignments ---------------------------------------------------------------------------------

    def alter_partition_reassignments(
        self, image: MetadataImage, req: AlterPartitionReassignmentsRequest, version: int
    ) -> Decision:
        R = AlterPartitionReassignmentsResponse
        allow_rf_change = True if version < 1 else bool(req.allow_replication_factor_change)
        outcome = _Outcome(records=[])
        # several entries for one partition see each other's result, as if they came one after another
        latest: dict[tuple[str, int], PartitionRegistration] = {}
        responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse] = []
        for t in req.topics:
            rt = R.ReassignableTopicResponse(name=t.name, partitions=[])
            responses.append(rt)
            for target in t.partitions:
                rp = R.ReassignablePartitionResponse(partition_index=target.partition_index, error_message=None)
                rt.partitions.append(rp)
                outcome.total += 1
                try:
                    self._alter_one(
                        image, t.name, target.partition_index, target.replicas, allow_rf_change, latest, outcome
                    )
                    outcome.altered += 1
                except ReassignmentError as e:
                    log.info(
                        "Unable to alter partition reassignment for %s:%d because of an %s error: %s",
                        t.name,
                        target.partition_index,
                        e.error_code.name,
                        e,
                    )
                    rp.error_code, rp.error_message = int(e.error_code), str(e)
        log.info("Successfully altered %d out of %d partition reassignment(s).", outcome.altered, outcome.total)
        response = R(error_code=0, error_message=None, responses=responses)
        if version >= 1:
            response.allow_replication_factor_change = allow_rf_change
        return Decision(records=outcome.records, response=response)

    def _alter_one(
        self,
        image: MetadataImage,
        topic_name: str,
        index: int,
        target: list[int] | None,
        allow_rf_change: bool,
        latest: dict[tuple[str, int], PartitionRegistration],
        outcome: _Outcome,
    ) -> None:
        topic = image.topics_by_name.get(topic_name)
        if topic is None:
            raise ReassignmentError(E.UNKNOWN_TOPIC_OR_PARTITION, f"Unable to find a topic named {topic_name}.")
        p = latest.get((topic_name, index), topic.partitions.get(index))
        if p is None:
            raise ReassignmentError(E.UNKNOWN_TOPIC_OR_PARTITION, f"Unable to find partition {topic_name}:{index}.")
        ref = PartitionRef(topic, index, p)
        rc = self.replication
        can_lead = rc.can_lead(image)
        if target is None:
            if not p.is_reassigning:
                raise ReassignmentError(E.NO_REASSIGNMENT_IN_PROGRESS, "No partition reassignment is in progress.")
            assignment, isr = plan_cancellation(p)
            min_isr = rc.options(image, topic, p).min_isr_for(len(assignment.replicas))
            if len(isr) < min_isr:
                raise ReassignmentError(
                    E.INVALID_REPLICA_ASSIGNMENT,
                    f"Unable to cancel the partition reassignment of {topic_name}:{index}: its ISR would have "
                    f"{len(isr)} replica(s) {list(isr)}, fewer than the min ISR of {min_isr} (KIP-966 requires the "
                    "min ISR to cancel a reassignment).",
                )
            result = rc.change(image, ref, can_lead, target_isr=isr, target_assignment=assignment)
            log.info(
                "Cancelling the reassignment of %s:%d: replicas go back to %s",
                topic_name,
                index,
                list(assignment.replicas),
            )
        else:
            validate_target_replicas(image, target)
            if not allow_rf_change and len(target) != _replication_factor(p):
                raise ReassignmentError(
                    E.INVALID_REPLICATION_FACTOR,
                    f"The replication factor is changed from {_replication_factor(p)} to {len(target)}",
                )
            assignment = plan_reassignment(p, target)
            result = rc.change(image, ref, can_lead, target_assignment=assignment)
            if result is not None:
                done = " (completed at once)" if result.reassignment_completed or not assignment.reassigning else ""
                log.info("Reassigning %s:%d from %s to %s%s", topic_name, index, list(p.replicas), list(target), done)
        if result is not None:
            outcome.records.append(result.record)
            latest[(topic_name, index)] = result.after

    # -- ListPartitionReassignments ----------------------------------------------------------------------------------

    def list_partition_reassignments(
        self, image: MetadataImage, req: ListPartitionReassignmentsRequest, version: int
    ) -> Decision:
        R = ListPartitionReassignmentsResponse
        topics: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment] = []

        def add(name: str, indexes: Sequence[int]) -> None:
            topic = image.topics_by_name.get(name)
            if topic is None:
                return
            rt = R.OngoingTopicReassignment(name=name, partitions=[])
            for i in indexes:
                p = topic.partitions.get(i)
                if p is None or not p.is_reassigning:
                    continue
                rt.partitions.append(
                    R.OngoingPartitionReassignment(
                        partition_index=i,
                        replicas=list(p.replicas),
                        adding_replicas=list(p.adding_replicas),
                        removing_replicas=list(p.removing_replicas),
                    )
                )
            if rt.partitions:
                topics.append(rt)

        if req.topics is None:
            for name in sorted(image.topics_by_name):
                parts = image.topics_by_name[name].partitions
                add(name, sorted(i for i, p in parts.items() if p.is_reassigning))
        else:
            for t in req.topics:
                add(t.name, t.partition_indexes)
        return Decision(response=R(error_code=0, error_message=None, topics=topics))
