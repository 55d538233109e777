"""The admin requests that change the metadata quorum's voters, answered by the quorum leader through its
`RaftDriver` (seed 003 and KIP-853 are two doors to the same engine, `RaftNode.reassign` and friends):

* AlterPartitionReassignments (45) naming `__cluster_metadata` partition 0: its Replicas become the quorum's
  TargetVoters (null Replicas cancel the reassignment in progress); the partition's answer comes once the record
  holding that target is committed, or REQUEST_TIMED_OUT after the request's TimeoutMs. Other partitions of the
  request are the controller's (`split_reassignments` / `merge_reassignment_responses`);
* ListPartitionReassignments (46): `__cluster_metadata` partition 0 is listed while TargetVoters is set, with
  Replicas = CurrentVoters then the target's new members, AddingReplicas = TargetVoters - CurrentVoters and
  RemovingReplicas = CurrentVoters - TargetVoters;
* AddRaftVoter (80), RemoveRaftVoter (81), UpdateRaftVoter (82): KIP-853's requests, mapped onto one-member targets
  (answered once the voter set in the committed log is the one asked for).

A node that is not the quorum leader answers NOT_LEADER_OR_FOLLOWER (AlterPartitionReassignments, naming the leader
in the message), NOT_CONTROLLER (ListPartitionReassignments) or NOT_LEADER_OR_FOLLOWER (KIP-853's requests), so
clients find the leader again.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.add_raft_voter import AddRaftVoterRequest, AddRaftVoterResponse
from kraftpy.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    AlterPartitionReassignmentsResponse,
)
from kraftpy.protocol.messages.list_partition_reassignments import (
    ListPartitionReassignmentsRequest,
    ListPartitionReassignmentsResponse,
)
from kraftpy.protocol.messages.remove_raft_voter import RemoveRaftVoterRequest, RemoveRaftVoterResponse
from kraftpy.protocol.messages.update_raft_voter import UpdateRaftVoterRequest, UpdateRaftVoterResponse
from kraftpy.runtime import Deferred

from .driver import RaftDriver
from .messages import VoterChangeResult
from .types import METADATA_PARTITION, METADATA_TOPIC
from .voters import Endpoint, Voter

__all__ = [
    "QuorumAdmin",
    "merge_reassignment_lists",
    "merge_reassignment_responses",
    "names_metadata_partition",
    "split_reassignments",
]

logger = logging.getLogger(__name__)


_APRR = AlterPartitionReassignmentsResponse
_LPRR = ListPartitionReassignmentsResponse


def names_metadata_partition(
    request: AlterPartitionReassignmentsRequest | ListPartitionReassignmentsRequest,
) -> bool:
    topics = request.topics
    return topics is not None and any(getattr(t, "name", None) == METADATA_TOPIC for t in topics)


def split_reassignments(
    request: AlterPartitionReassignmentsRequest,
) -> tuple[AlterPartitionReassignmentsRequest.ReassignableTopic | None, AlterPartitionReassignmentsRequest | None]:
    """The `__cluster_metadata` entry of a request, and the request without it (None when nothing is left)."""
    metadata = [t for t in request.topics if t.name == METADATA_TOPIC]
    others = [t for t in request.topics if t.name != METADATA_TOPIC]
    rest = None
    if others:
        rest = AlterPartitionReassignmentsRequest(
            timeout_ms=request.timeout_ms,
            allow_replication_factor_change=request.allow_replication_factor_change,
            topics=others,
        )
    return (metadata[0] if metadata else None), rest


def merge_reassignment_responses(
    ours: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse],
    theirs: AlterPartitionReassignmentsResponse | None,
    version: int,
    request: AlterPartitionReassignmentsRequest,
) -> AlterPartitionReassignmentsResponse:
    """One response: the controller's (for the other topics, in request order) with the quorum's entry."""
    by_name: dict[str, Any] = {t.name: t for t in ours}
    error_code, error_message = 0, None
    if theirs is not None:
        error_code, error_message = theirs.error_code, theirs.error_message
        for t in theirs.responses:
            by_name.setdefault(t.name, t)
    responses = [by_name[t.name] for t in request.topics if t.name in by_name]
    response = _APRR(error_code=error_code, error_message=error_message, responses=responses)
    if version >= 1:
        response.allow_replication_factor_change = request.allow_replication_factor_change
    return response


def merge_reassignment_lists(
    entry: ListPartitionReassignmentsResponse.OngoingTopicReassignment | None,
    theirs: ListPartitionReassignmentsResponse | None,
) -> ListPartitionReassignmentsResponse:
    topics = [] if theirs is None else list(theirs.topics)
    if entry is not None:
        topics.insert(0, entry)
    error = 0 if theirs is None else theirs.error_code
    message = None if theirs is None else theirs.error_message
    return _LPRR(error_code=error, error_message=message, topics=topics)


def _error_message(code: int, message: str | None) -> str | None:
    if code == 0:
        return None
    if message:
        return message
    e = ErrorCode.of(code)
    return e.description if isinstance(e, ErrorCode) else None


class QuorumAdmin:
    """The quorum's side of the admin requests, on one node's `RaftDriver`."""

    def __init__(self, driver: RaftDriver, cluster_id: str | None) -> None:
        self.driver = driver
        self.cluster_id = cluster_id

    # -- AlterPartitionReassignments --------------------------------------------------------------------------------

    def alter(self, topic: AlterPartitionReassignmentsRequest.ReassignableTopic, timeout_ms: int) -> Deferred:
        """The `__cluster_metadata` topic entry of an AlterPartitionReassignments request; resolves to its
        ReassignableTopicResponse."""
        out = Deferred()
        response = _APRR.ReassignableTopicResponse(name=METADATA_TOPIC, partitions=[])
        pending: list[tuple[Any, Deferred]] = []
        for p in topic.partitions:
            rp = _APRR.ReassignablePartitionResponse(partition_index=p.partition_index, error_message=None)
            response.partitions.append(rp)
            if p.partition_index != METADATA_PARTITION:
                rp.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                rp.error_message = f"Unable to find partition {METADATA_TOPIC}:{p.partition_index}."
                continue
            target = None if p.replicas is None else list(p.replicas)
            logger.info(
                "[QuorumAdmin %d] AlterPartitionReassignments of %s-0 to %s",
                self.driver.node_id,
                METADATA_TOPIC,
                "null (cancel)" if target is None else target,
            )
            pending.append((rp, self.driver.reassign(target, max(1, timeout_ms))))
        self._when_all(pending, lambda: out.resolve(response))
        return out

    # -- ListPartitionReassignments ---------------------------------------------------------------------------------

    def listing(
        self, request: ListPartitionReassignmentsRequest
    ) -> ListPartitionReassignmentsResponse.OngoingTopicReassignment | None:
        """The `__cluster_metadata` entry of a ListPartitionReassignments answer (None: not asked for, or no
        reassignment in progress)."""
        if request.topics is not None:
            wanted = any(t.name == METADATA_TOPIC and METADATA_PARTITION in t.partition_indexes for t in request.topics)
            if not wanted:
                return None
        raft = self.driver.raft
        target = raft.target_voters
        if target is None:
            return None
        current = list(raft.voters.ids)
        adding = [i for i in target.ids if i not in raft.voters]
        removing = [i for i in current if i not in target]
        return _LPRR.OngoingTopicReassignment(
            name=METADATA_TOPIC,
            partitions=[
                _LPRR.OngoingPartitionReassignment(
                    partition_index=METADATA_PARTITION,
                    replicas=current + adding,
                    adding_replicas=adding,
                    removing_replicas=removing,
                )
            ],
        )

    def list_response(self, request: ListPartitionReassignmentsRequest) -> ListPartitionReassignmentsResponse:
        """A request only about `__cluster_metadata`: answered by the quorum leader."""
        if not self.driver.is_leader:
            return _LPRR(
                error_code=ErrorCode.NOT_CONTROLLER,
                error_message="This node is not the quorum leader "
                f"(the leader is {self.driver.leader_and_epoch.leader_id})",
            )
        return merge_reassignment_lists(self.listing(request), None)

    # -- KIP-853 ----------------------------------------------------------------------------------------------------

    def add_raft_voter(self, request: AddRaftVoterRequest, version: int) -> Message | Deferred:
        if request.cluster_id is not None and self.cluster_id and request.cluster_id != self.cluster_id:
            return AddRaftVoterResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID, error_message=None)
        voter = Voter(
            request.voter_id,
            request.voter_directory_id,
            tuple(Endpoint(e.name, e.host, e.port) for e in request.listeners),
        )
        ack = True if version < 1 else bool(request.ack_when_committed)
        logger.info(
            "[QuorumAdmin %d] AddRaftVoter %d (directory %s, %s)",
            self.driver.node_id,
            voter.node_id,
            voter.directory_id,
            ", ".join(str(e) for e in voter.endpoints),
        )
        return self._answer(
            self.driver.add_voter(voter, max(1, request.timeout_ms), ack),
            lambda r: AddRaftVoterResponse(
                error_code=r.error_code, error_message=_error_message(r.error_code, r.message)
            ),
        )

    def remove_raft_voter(self, request: RemoveRaftVoterRequest, version: int) -> Message | Deferred:
        if request.cluster_id is not None and self.cluster_id and request.cluster_id != self.cluster_id:
            return RemoveRaftVoterResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID, error_message=None)
        logger.info(
            "[QuorumAdmin %d] RemoveRaftVoter %d (directory %s)",
            self.driver.node_id,
            request.voter_id,
            request.voter_directory_id,
        )
        timeout = self.driver.config.request_timeout_ms * 15  # RemoveRaftVoter carries no timeout: 30 s by default
        return self._answer(
            self.driver.remove_voter(request.voter_id, request.voter_directory_id, timeout),
            lambda r: RemoveRaftVoterResponse(
                error_code=r.error_code, error_message=_error_message(r.error_code, r.message)
            ),
        )

    def update_raft_voter(self, request: UpdateRaftVoterRequest, version: int) -> Message | Deferred:
        if request.cluster_id is not None and self.cluster_id and request.cluster_id != self.cluster_id:
            return self._update_response(ErrorCode.INCONSISTENT_CLUSTER_ID)
        if request.current_leader_epoch != self.driver.epoch:
            code = (
                ErrorCode.FENCED_LEADER_EPOCH
                if request.current_leader_epoch < self.driver.epoch
                else ErrorCode.UNKNOWN_LEADER_EPOCH
            )
            return self._update_response(code)
        voter = Voter(
            request.voter_id,
            request.voter_directory_id,
            tuple(Endpoint(e.name, e.host, e.port) for e in request.listeners),
        )
        return self._answer(
            self.driver.update_voter(voter, self.driver.config.request_timeout_ms * 15),
            lambda r: self._update_response(r.error_code),
        )

    def _update_response(self, code: int) -> UpdateRaftVoterResponse:
        leader = self.driver.leader_and_epoch
        response = UpdateRaftVoterResponse(error_code=code)
        endpoints = self.driver.raft.known_endpoints().get(leader.leader_id, ())
        if leader.leader_id == self.driver.node_id:
            endpoints = self.driver.raft.endpoints
        response.current_leader = UpdateRaftVoterResponse.CurrentLeader(
            leader_id=leader.leader_id,
            leader_epoch=leader.epoch,
            host=endpoints[0].host if endpoints else "",
            port=endpoints[0].port if endpoints else -1,
        )
        return response

    # -- plumbing ---------------------------------------------------------------------------------------------------

    @staticmethod
    def _answer(result: Deferred, build: Callable[[VoterChangeResult], Message]) -> Message | Deferred:
        out = Deferred()
        result.add_callback(lambda d: out.resolve(build(d.result())))
        return out.result() if out.done else out

    @staticmethod
    def _when_all(pending: list[tuple[Any, Deferred]], done: Callable[[], None]) -> None:
        remaining = [len(pending)]
        if not pending:
            done()
            return

        def one(rp: Any, d: Deferred) -> None:
            r: VoterChangeResult = d.result()
            rp.error_code = r.error_code
            rp.error_message = _error_message(r.error_code, r.message)
            remaining[0] -= 1
            if remaining[0] == 0:
                done()

        for rp, d in pending:
            d.add_callback(functools.partial(one, rp))
