"""The election RPCs of `RaftNode`: Vote, BeginQuorumEpoch and EndQuorumEpoch, on both sides.

Requests are answered after the decisions of `elections` (vote granting, epoch and leader checks); responses are
tallied into the running election (`EpochElection`, whose quorum says when it is won or lost). The module also
holds the polling of the roles that only send these RPCs: prospective (pre-votes), candidate (votes, then the
binary exponential backoff), unattached (its election timeout), resigned (EndQuorumEpoch until acknowledged), and
the leader's BeginQuorumEpoch (to voters that have not fetched lately, to voters added in its epoch, and seed 003's
zombie-leader probe).

`Voting` is owned by its `RaftNode` and works on the node's `RaftContext`; it changes role only through the node's
`Transitions`, and keeps no state of its own (an election in progress is the role's).
"""

from __future__ import annotations

import logging
from typing import Any

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest, BeginQuorumEpochResponse
from kraftpy.protocol.messages.end_quorum_epoch import EndQuorumEpochRequest, EndQuorumEpochResponse
from kraftpy.protocol.messages.vote import VoteRequest, VoteResponse
from kraftpy.protocol.uuids import ZERO_UUID

from .assignment import directory_matches
from .context import RaftContext
from .elections import (
    ElectionResult,
    PreVoteEnd,
    addressed_as_voter,
    after_pre_vote,
    answers_running_election,
    backoff_slots,
    decide_vote,
    election_backoff_ms,
    election_result,
    leader_is_live,
    successor_backoff_ms,
    validate_voter_only,
    vote_request_error,
    vote_request_starts_epoch,
    voter_key_matches,
)
from .messages import metadata_partition
from .requests import Sent
from .roles import (
    CandidateState,
    EpochState,
    FollowerState,
    LeaderState,
    ObserverState,
    ProspectiveState,
    ResignedState,
    UnattachedState,
)
from .transitions import Transitions
from .types import METADATA_PARTITION, METADATA_TOPIC, RaftStateError, compare_log_ends
from .voter_changes import VoterChanges

__all__ = ["Voting"]

logger = logging.getLogger(__name__)

_NONE = ErrorCode.NONE


class Voting:
    """The election RPCs of one `RaftNode` (see the module docstring)."""

    __slots__ = ("_ctx", "_roles", "_voter_changes")

    def __init__(self, ctx: RaftContext, roles: Transitions, voter_changes: VoterChanges) -> None:
        self._ctx = ctx
        self._roles = roles
        self._voter_changes = voter_changes

    # =============================================================================================== polls

    def poll_leader(self, st: LeaderState) -> None:
        """BeginQuorumEpoch from the leader: to new voters, to voters that did not fetch for half a fetch timeout,
        and (seed 003's zombie-leader probe) to everyone it may reach once no majority fetched for a fetch
        timeout."""
        ctx = self._ctx
        now = ctx.now
        for voter in sorted(st.unnotified):
            # seed 003: BeginQuorumEpoch tells a new voter of its new status
            if ctx.requests.is_ready(voter, now):
                st.unnotified.discard(voter)
                ctx.send_request(voter, self.begin_request(voter), Sent(ApiKey.BEGIN_QUORUM_EPOCH, st.epoch))
        if now >= st.begin_deadline:
            half = max(1, ctx.config.fetch_timeout_ms // 2)
            for voter in st.voters.others(ctx.node_id):
                rs = st.voter_states[voter]
                if rs.last_fetch_ms >= 0 and now - rs.last_fetch_ms < half:
                    continue
                if ctx.requests.is_ready(voter, now):
                    ctx.send_request(voter, self.begin_request(voter), Sent(ApiKey.BEGIN_QUORUM_EPOCH, st.epoch))
            st.begin_deadline = now + half
        if len(st.voters) > 1 and now >= self.probe_start(st) and now >= st.probe_deadline:
            # seed 003's zombie-leader probe: no fetch from a majority for a fetch timeout. Ask the observers and the
            # bootstrap servers too (a leader whose voters moved on may only reach them): an answer naming a newer
            # epoch makes this leader step down at once, before check-quorum would
            for peer in [*sorted(st.observers), *ctx.bootstrap_peers]:
                if peer != ctx.node_id and ctx.requests.is_ready(peer, now):
                    ctx.send_request(peer, self.begin_request(peer), Sent(ApiKey.BEGIN_QUORUM_EPOCH, st.epoch))
            st.probe_deadline = now + max(1, ctx.config.election_timeout_ms // 4)

    def probe_start(self, st: LeaderState) -> int:
        """When the zombie probe starts: a fetch timeout after the last fetch from a majority of the voters."""
        return st.check_quorum_deadline - st.check_quorum_timeout + self._ctx.config.fetch_timeout_ms

    def _backoff(self, retries: int) -> int:
        """Kafka's binary exponential backoff after a lost or timed-out election (one random draw)."""
        ctx = self._ctx
        slot = ctx.random.randrange(backoff_slots(retries))
        return election_backoff_ms(slot, ctx.config.election_backoff_max_ms)

    def poll_candidate(self, st: CandidateState) -> None:
        ctx = self._ctx
        now = ctx.now
        if st.backoff_until is None and now >= st.election_deadline:
            backoff = self._backoff(st.retries)
            logger.info(
                "[RaftNode %d] Election of epoch %d timed out; backing off %d ms",
                ctx.node_id,
                st.epoch,
                backoff,
            )
            st.backoff_until = now + backoff
        if st.backoff_until is not None:
            if now >= st.backoff_until:
                logger.info("[RaftNode %d] Election backoff over; pre-voting again", ctx.node_id)
                self._roles.to_prospective()
            return
        for voter in st.votes.unrecorded():
            if ctx.requests.is_ready(voter, now):
                ctx.send_request(voter, self.vote_request(voter, pre_vote=False), Sent(ApiKey.VOTE, st.epoch))

    def poll_prospective(self, st: ProspectiveState) -> None:
        ctx = self._ctx
        now = ctx.now
        end = after_pre_vote(
            rejected=st.votes.is_rejected,
            timed_out=now >= st.election_deadline,
            leader_id=st.leader_id,
            local_id=ctx.node_id,
        )
        if end is PreVoteEnd.FOLLOW:
            self._roles.to_follower(st.epoch, st.leader_id)
            return
        if end is not PreVoteEnd.CONTINUE:
            self._roles.to_unattached(st.epoch, None if end is PreVoteEnd.WAIT else now)
            return
        for voter in st.votes.unrecorded():
            if ctx.requests.is_ready(voter, now):
                ctx.send_request(voter, self.vote_request(voter, pre_vote=True), Sent(ApiKey.VOTE, st.epoch, True))

    def poll_unattached(self, st: UnattachedState) -> None:
        ctx = self._ctx
        if ctx.now >= st.election_deadline or ctx.quorum.is_only_voter(ctx.node_id):
            self._roles.to_prospective()

    def poll_resigned(self, st: ResignedState) -> None:
        ctx = self._ctx
        now = ctx.now
        for voter in sorted(st.unacked):
            if ctx.requests.is_ready(voter, now):
                ctx.send_request(voter, self.end_request(st), Sent(ApiKey.END_QUORUM_EPOCH, st.epoch))
        if now >= st.election_deadline:
            if ctx.is_voter:
                self._roles.to_prospective()
            else:
                self._roles.to_unattached(st.epoch + 1)

    # ================================================================================================ Vote

    def on_vote_request(self, req: VoteRequest) -> VoteResponse:
        ctx = self._ctx
        if not ctx.cluster_id_ok(req.cluster_id):
            return VoteResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = metadata_partition(req.topics, "topic_name", "partition_index")
        if part is None:
            return VoteResponse(error_code=ErrorCode.INVALID_REQUEST)
        candidate, epoch, pre_vote = part.replica_id, part.replica_epoch, part.pre_vote
        last_epoch, last_offset = part.last_offset_epoch, part.last_offset
        error = vote_request_error(candidate, epoch, last_epoch, last_offset, pre_vote, ctx.state.epoch)
        if error != _NONE:
            return self._vote_response(error, False)
        if vote_request_starts_epoch(ctx.state, epoch, pre_vote):
            if pre_vote:
                # a zombie leader: the candidate is in a newer epoch, so this leader was replaced; step down at once
                logger.info(
                    "[RaftNode %d] A pre-vote from %d in epoch %d shows this leader of epoch %d was replaced",
                    ctx.node_id,
                    candidate,
                    epoch,
                    ctx.state.epoch,
                )
            self._roles.to_unattached(epoch)
        if not voter_key_matches(req.voter_id, part.voter_directory_id, ctx.node_id, ctx.directory_id):
            return self._vote_response(ErrorCode.INVALID_VOTER_KEY, False)
        st = ctx.state
        addressed = addressed_as_voter(
            st,
            local_is_voter=ctx.is_voter,
            has_endpoints=bool(ctx.endpoints),
            voter_id=req.voter_id,
            voter_directory_id=part.voter_directory_id,
            local_id=ctx.node_id,
            local_directory_id=ctx.directory_id,
        )
        decision = decide_vote(
            st,
            local_id=ctx.node_id,
            local_is_voter=ctx.is_voter,
            candidate_id=candidate,
            epoch=epoch,
            pre_vote=pre_vote,
            log_comparison=compare_log_ends(last_epoch, last_offset, ctx.log.last_fetched_epoch, ctx.log.end_offset),
            candidate_is_voter=directory_matches(ctx.voters.voter(candidate), part.replica_directory_id),
            addressed=addressed,
            leader_live=addressed and leader_is_live(st, ctx.now, ctx.config.fetch_timeout_ms),
        )
        if decision.stand_for_election:
            logger.info(
                "[RaftNode %d] Vote request from %d, which is not a voter of %s: standing for election",
                ctx.node_id,
                candidate,
                list(ctx.voters.ids),
            )
            self._roles.to_prospective()
        if decision.record_vote:
            self._record_vote(st, candidate)
        logger.info(
            "[RaftNode %d] %s request from %d for epoch %d (last %d@%d) is %s",
            ctx.node_id,
            "Pre-vote" if pre_vote else "Vote",
            candidate,
            epoch,
            last_offset,
            last_epoch,
            "granted" if decision.granted else "rejected",
        )
        return self._vote_response(ErrorCode.NONE, decision.granted)

    def _record_vote(self, st: EpochState, candidate: int) -> None:
        """Persist a granted standard vote: the same role, with `candidate` as its vote."""
        ctx = self._ctx
        if isinstance(st, UnattachedState):
            self._roles.become(
                UnattachedState(st.epoch, candidate, ctx.now + ctx.random_election_timeout()),
                durable=True,
                reset_requests=False,
            )
        elif isinstance(st, ProspectiveState):
            self._roles.become(
                ProspectiveState(
                    st.epoch,
                    st.leader_id,
                    candidate,
                    st.votes,
                    ctx.now + ctx.random_election_timeout(),
                    st.retries,
                ),
                durable=True,
                reset_requests=False,
            )
        elif isinstance(st, ObserverState):
            new_obs = ObserverState(st.epoch, st.leader_id, st.fetch_deadline, candidate)
            new_obs.fetching_snapshot, st.fetching_snapshot = st.fetching_snapshot, None
            new_obs.last_leader_fetch_ms = st.last_leader_fetch_ms
            self._roles.become(new_obs, durable=True, reset_requests=False)
        else:  # pragma: no cover - only unattached and prospective voters grant standard votes
            raise RaftStateError(f"[RaftNode {ctx.node_id}] {st!r} granted a vote it cannot persist")

    def _vote_response(self, error: int, granted: bool) -> VoteResponse:
        st = self._ctx.state
        return VoteResponse(
            topics=[
                VoteResponse.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        VoteResponse.PartitionData(
                            partition_index=METADATA_PARTITION,
                            error_code=error,
                            leader_id=st.leader_id,
                            leader_epoch=st.epoch,
                            vote_granted=granted,
                        )
                    ],
                )
            ]
        )

    def vote_request(self, voter: int, pre_vote: bool) -> VoteRequest:
        ctx = self._ctx
        v = ctx.voters.voter(voter)
        return VoteRequest(
            cluster_id=ctx.cluster_id,
            voter_id=voter,
            topics=[
                VoteRequest.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        VoteRequest.PartitionData(
                            partition_index=METADATA_PARTITION,
                            replica_epoch=ctx.state.epoch,
                            replica_id=ctx.node_id,
                            replica_directory_id=ctx.directory_id,
                            voter_directory_id=v.directory_id if v is not None else ZERO_UUID,
                            last_offset_epoch=ctx.log.last_fetched_epoch,
                            last_offset=ctx.log.end_offset,
                            pre_vote=pre_vote,
                        )
                    ],
                )
            ],
        )

    def on_vote_response(self, peer: int, resp: VoteResponse, sent: Sent) -> bool:
        part = self._election_partition(peer, resp, "Vote")
        if isinstance(part, bool):
            return part
        ctx = self._ctx
        st = ctx.state
        if not answers_running_election(st, sent.epoch, sent.pre_vote):
            return True
        assert isinstance(st, ProspectiveState | CandidateState)
        st.votes.record(peer, part.vote_granted)
        result = election_result(st.votes)
        if isinstance(st, ProspectiveState):
            if result is ElectionResult.WON:
                logger.info("[RaftNode %d] Pre-vote won in epoch %d (%s)", ctx.node_id, st.epoch, st.votes)
                self._roles.to_candidate()
        elif result is ElectionResult.WON:
            self._roles.to_leader()
        elif result is ElectionResult.LOST and st.backoff_until is None:
            backoff = self._backoff(st.retries)
            logger.info(
                "[RaftNode %d] Election of epoch %d lost (%s); backing off %d ms",
                ctx.node_id,
                st.epoch,
                st.votes,
                backoff,
            )
            st.backoff_until = ctx.now + backoff
        return True

    # ==================================================================================== BeginQuorumEpoch

    def on_begin_request(self, req: BeginQuorumEpochRequest) -> BeginQuorumEpochResponse:
        ctx = self._ctx
        if not ctx.cluster_id_ok(req.cluster_id):
            return BeginQuorumEpochResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = metadata_partition(req.topics, "topic_name", "partition_index")
        if part is None:
            return BeginQuorumEpochResponse(error_code=ErrorCode.INVALID_REQUEST)
        error = validate_voter_only(ctx.state.epoch, part.leader_id, part.leader_epoch)
        if error == _NONE:
            # KIP-853: how to reach the leader (a node that knows no voters yet)
            for e in req.leader_endpoints[:1]:
                self._voter_changes.learn_leader_endpoint(part.leader_id, e.host, e.port)
            self._roles.maybe_transition(part.leader_id, part.leader_epoch)
            if req.voter_id >= 0 and req.voter_id != ctx.node_id:
                error = ErrorCode.INVALID_VOTER_KEY
        st = ctx.state
        return BeginQuorumEpochResponse(
            topics=[
                BeginQuorumEpochResponse.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        BeginQuorumEpochResponse.PartitionData(
                            partition_index=METADATA_PARTITION,
                            error_code=error,
                            leader_id=st.leader_id,
                            leader_epoch=st.epoch,
                        )
                    ],
                )
            ]
        )

    def begin_request(self, voter: int) -> BeginQuorumEpochRequest:
        ctx = self._ctx
        v = ctx.voters.voter(voter)
        return BeginQuorumEpochRequest(
            cluster_id=ctx.cluster_id,
            voter_id=voter,
            leader_endpoints=[
                BeginQuorumEpochRequest.LeaderEndpoint(name=e.name, host=e.host, port=e.port) for e in ctx.endpoints
            ],
            topics=[
                BeginQuorumEpochRequest.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        BeginQuorumEpochRequest.PartitionData(
                            partition_index=METADATA_PARTITION,
                            voter_directory_id=v.directory_id if v is not None else ZERO_UUID,
                            leader_id=ctx.node_id,
                            leader_epoch=ctx.state.epoch,
                        )
                    ],
                )
            ],
        )

    def on_begin_response(self, peer: int, resp: BeginQuorumEpochResponse, sent: Sent) -> bool:
        part = self._election_partition(peer, resp, "BeginQuorumEpoch")
        if isinstance(part, bool):
            return part
        st = self._ctx.state
        if isinstance(st, LeaderState) and peer in st.voter_states:
            st.voter_states[peer].acknowledged = True
        return True

    # ====================================================================================== EndQuorumEpoch

    def on_end_request(self, req: EndQuorumEpochRequest) -> EndQuorumEpochResponse:
        ctx = self._ctx
        if not ctx.cluster_id_ok(req.cluster_id):
            return EndQuorumEpochResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = metadata_partition(req.topics, "topic_name", "partition_index")
        if part is None:
            return EndQuorumEpochResponse(error_code=ErrorCode.INVALID_REQUEST)
        error = validate_voter_only(ctx.state.epoch, part.leader_id, part.leader_epoch)
        if error == _NONE:
            self._roles.maybe_transition(part.leader_id, part.leader_epoch)
            st = ctx.state
            if isinstance(st, FollowerState) and st.leader_id == part.leader_id:
                candidates = [c.candidate_id for c in part.preferred_candidates] or list(part.preferred_successors)
                backoff = successor_backoff_ms(ctx.node_id, candidates, ctx.config.election_backoff_max_ms)
                st.fetch_deadline = ctx.now + backoff
                st.has_fetched = False  # the leader is leaving: pre-votes for a successor are welcome now
                logger.info(
                    "[RaftNode %d] Leader %d resigned epoch %d; electing after %d ms",
                    ctx.node_id,
                    part.leader_id,
                    part.leader_epoch,
                    backoff,
                )
        st = ctx.state
        return EndQuorumEpochResponse(
            topics=[
                EndQuorumEpochResponse.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        EndQuorumEpochResponse.PartitionData(
                            partition_index=METADATA_PARTITION,
                            error_code=error,
                            leader_id=st.leader_id,
                            leader_epoch=st.epoch,
                        )
                    ],
                )
            ]
        )

    def end_request(self, st: ResignedState) -> EndQuorumEpochRequest:
        ctx = self._ctx
        candidates = []
        for c in st.preferred_successors:
            v = ctx.voters.voter(c)
            candidates.append(
                EndQuorumEpochRequest.ReplicaInfo(
                    candidate_id=c, candidate_directory_id=v.directory_id if v is not None else ZERO_UUID
                )
            )
        return EndQuorumEpochRequest(
            cluster_id=ctx.cluster_id,
            topics=[
                EndQuorumEpochRequest.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        EndQuorumEpochRequest.PartitionData(
                            partition_index=METADATA_PARTITION,
                            leader_id=ctx.node_id,
                            leader_epoch=st.epoch,
                            preferred_candidates=candidates,
                        )
                    ],
                )
            ],
        )

    def on_end_response(self, peer: int, resp: EndQuorumEpochResponse, sent: Sent) -> bool:
        part = self._election_partition(peer, resp, "EndQuorumEpoch")
        if isinstance(part, bool):
            return part
        st = self._ctx.state
        if isinstance(st, ResignedState):
            st.unacked.discard(peer)
        return True

    # ============================================================================================== shared

    def _election_partition(
        self, peer: int, resp: VoteResponse | BeginQuorumEpochResponse | EndQuorumEpochResponse, api: str
    ) -> Any:
        """The metadata partition of a Vote, BeginQuorumEpoch or EndQuorumEpoch response, free of errors; or the
        handler's result (a bool) when an error, a leader change or a malformed answer decided it."""
        ctx = self._ctx
        if resp.error_code != _NONE:
            return ctx.top_level_error(peer, resp)
        part = metadata_partition(resp.topics, "topic_name", "partition_index")
        if part is None:
            return False
        handled = self._roles.common_response(part.error_code, part.leader_id, part.leader_epoch)
        if handled is not None:
            return handled
        if part.error_code != _NONE:
            return ctx.unexpected_error(peer, api, part.error_code)
        return part
