"""Election decisions as pure functions: what a node decides from its state and a message, without acting on it.

`RaftNode` (and its `Voting`, `Replication` and `SnapshotTransfer` helpers) asks these functions and then acts: it
changes role, persists, answers, backs off. Nothing here mutates a role, reads the log or the clock, or draws a
random number; the arguments are values (a role object is only read). The rules are KIP-595's (Vote,
BeginQuorumEpoch, EndQuorumEpoch, the epoch checks of every RPC), KIP-996's (pre-vote) and seed 003's (a voter set
that changes through the log, a candidate that is not a voter of ours, an observer asked as a voter).

* start-up: `initial_role` (which role the persisted election state and the log's last epoch give)
* Vote requests: `vote_request_error`, `vote_request_starts_epoch`, `voter_key_matches`, `addressed_as_voter`,
  `leader_is_live`, then `decide_vote` (grant or not, stand for election, persist the vote)
* elections in progress: `election_result`, `answers_running_election`, `after_pre_vote`, and the backoffs
  (`backoff_slots`/`election_backoff_ms`, Kafka's binary exponential backoff; `successor_backoff_ms` after an
  EndQuorumEpoch)
* leader and epoch checks: `consistent_leader`, `leader_claim` (what a message naming a leader and epoch does to
  this node), `response_step` (the prelude every response goes through), `validate_voter_only`,
  `validate_leader_only`
* Fetch validation: `fetch_request_error`, `empty_follower_snapshot`
"""

from __future__ import annotations

import enum
import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from kraftpy.protocol.error_codes import ErrorCode

from .assignment import directory_matches
from .quorum_state import ElectionState
from .roles import (
    CandidateState,
    EpochElection,
    EpochState,
    LeaderState,
    ObserverState,
    ProspectiveState,
    UnattachedState,
    _FetchingState,
)
from .types import NO_LEADER, OffsetAndEpoch
from .voters import Voter

__all__ = [
    "RETRY_BACKOFF_BASE_MS",
    "ElectionResult",
    "LeaderClaim",
    "PreVoteEnd",
    "ResponseStep",
    "StartRole",
    "StartState",
    "VoteDecision",
    "addressed_as_voter",
    "after_pre_vote",
    "answers_running_election",
    "backoff_slots",
    "consistent_leader",
    "decide_vote",
    "election_backoff_ms",
    "election_result",
    "empty_follower_snapshot",
    "fetch_request_error",
    "initial_role",
    "leader_claim",
    "leader_is_live",
    "response_step",
    "successor_backoff_ms",
    "validate_leader_only",
    "validate_voter_only",
    "vote_request_error",
    "vote_request_starts_epoch",
    "voter_key_matches",
]

_NONE = ErrorCode.NONE
RETRY_BACKOFF_BASE_MS = 100  # base of the binary exponential election backoff (Kafka's RETRY_BACKOFF_BASE_MS)

# ============================================================================================== start-up


class StartRole(enum.Enum):
    OBSERVER = "observer"
    UNATTACHED = "unattached"
    RESIGNED = "resigned"  # a former leader: it must not lead or vote again in its epoch
    FOLLOWER = "follower"


@dataclass(frozen=True, slots=True)
class StartState:
    role: StartRole
    epoch: int
    leader_id: int = NO_LEADER
    voted_id: int = -1
    stale_quorum_state: bool = False  # the quorum-state file's epoch is below the log's last epoch


def initial_role(stored: ElectionState | None, log_epoch: int, is_voter: bool, local_id: int) -> StartState:
    """The role a node starts in, from its persisted election state and the last epoch of its log."""
    election = stored if stored is not None else ElectionState(0)
    if not is_voter:
        epoch = max(election.epoch, log_epoch)
        same = epoch == election.epoch
        leader = election.leader_id if same and election.leader_id != local_id else NO_LEADER
        return StartState(StartRole.OBSERVER, epoch, leader, election.voted_id if same else -1)
    if election.epoch < log_epoch:
        return StartState(StartRole.UNATTACHED, log_epoch, stale_quorum_state=True)
    if election.leader_id == local_id:
        # records it lost with unflushed data may exist elsewhere with the same offsets and epoch
        return StartState(StartRole.RESIGNED, election.epoch, local_id, local_id)
    if election.has_leader:
        return StartState(StartRole.FOLLOWER, election.epoch, election.leader_id, election.voted_id)
    return StartState(StartRole.UNATTACHED, election.epoch, voted_id=election.voted_id)


# ================================================================================================= Vote


def vote_request_error(
    candidate_id: int, epoch: int, last_epoch: int, last_offset: int, pre_vote: bool, local_epoch: int
) -> int:
    """The error of a Vote request's partition before anything else is looked at (NONE: go on)."""
    illegal_epoch = last_epoch > epoch if pre_vote else last_epoch >= epoch
    if last_offset < 0 or last_epoch < 0 or illegal_epoch or candidate_id < 0:
        return ErrorCode.INVALID_REQUEST
    if epoch < local_epoch:
        return ErrorCode.FENCED_LEADER_EPOCH
    return _NONE


def vote_request_starts_epoch(state: EpochState, epoch: int, pre_vote: bool) -> bool:
    """The request moves this node to the candidate's newer epoch (as unattached) before the vote is decided: a
    standard vote always does; a pre-vote only when this node leads an older epoch (a zombie leader: it was
    replaced, so it steps down at once)."""
    if epoch <= state.epoch:
        return False
    return not pre_vote or isinstance(state, LeaderState)


def voter_key_matches(
    voter_id: int, voter_directory_id: uuid.UUID, local_id: int, local_directory_id: uuid.UUID
) -> bool:
    """KIP-853's voter key: the candidate asks this node (id, and directory when both are known)."""
    if voter_id >= 0 and voter_id != local_id:
        return False
    return not (voter_directory_id.int and local_directory_id.int and voter_directory_id != local_directory_id)


def addressed_as_voter(
    state: EpochState,
    *,
    local_is_voter: bool,
    has_endpoints: bool,
    voter_id: int,
    voter_directory_id: uuid.UUID,
    local_id: int,
    local_directory_id: uuid.UUID,
) -> bool:
    """A controller observer that the candidate asks as one of its voters: the record that adds it may not have
    reached it yet, and the candidate may need its vote."""
    return (
        not local_is_voter
        and isinstance(state, ObserverState)
        and has_endpoints
        and voter_id == local_id
        and directory_matches(Voter(local_id, voter_directory_id), local_directory_id)
    )


def leader_is_live(state: EpochState, now: int, fetch_timeout_ms: int) -> bool:
    """A fetching node heard from its leader within the fetch timeout."""
    return (
        isinstance(state, _FetchingState)
        and state.leader_id >= 0
        and state.last_leader_fetch_ms >= 0
        and now - state.last_leader_fetch_ms < fetch_timeout_ms
    )


@dataclass(frozen=True, slots=True)
class VoteDecision:
    granted: bool
    stand_for_election: bool = False  # reject, and pre-vote ourselves (seed 003: the candidate is no voter of ours)
    record_vote: bool = False  # a standard vote granted by a node without a vote in its epoch: persist it first


def decide_vote(
    state: EpochState,
    *,
    local_id: int,
    local_is_voter: bool,
    candidate_id: int,
    epoch: int,
    pre_vote: bool,
    log_comparison: int,
    candidate_is_voter: bool,
    addressed: bool,
    leader_live: bool,
) -> VoteDecision:
    """Grant a (pre-)vote or not. `state` is this node's role after `vote_request_starts_epoch` was acted on;
    `log_comparison` is `compare_log_ends(candidate's, ours)`; `candidate_is_voter`: the candidate (with its
    directory) is in this node's voter set; `addressed`: see `addressed_as_voter`; `leader_live`: see
    `leader_is_live` (only looked at when addressed)."""
    up_to_date = log_comparison >= 0
    # a candidate whose log is ahead of ours may hold voter records we have not appended yet: our view of the
    # voters is the stale one then, and Raft's rule applies (a vote for an up-to-date log is always safe)
    candidate_ahead = log_comparison > 0
    stand = False
    if addressed and candidate_id != local_id:
        if pre_vote and (epoch > state.epoch or not leader_live):
            granted = up_to_date
        else:
            granted = state.can_grant_vote(candidate_id, up_to_date, pre_vote) and not (pre_vote and leader_live)
    elif not local_is_voter or candidate_id == local_id or not (candidate_is_voter or candidate_ahead):
        granted = False
        # seed 003: a vote from a node this voter does not count as a voter (its log may hold a newer voter set
        # than ours, or an older one): reject it, and stand for election ourselves (KIP-996 pre-vote first)
        stand = (
            not pre_vote
            and not candidate_is_voter
            and local_is_voter
            and isinstance(state, UnattachedState)
            and state.voted_id < 0
        )
    elif pre_vote and epoch > state.epoch:
        granted = up_to_date  # our view is of an older epoch: nothing of it to protect
    else:
        granted = state.can_grant_vote(candidate_id, up_to_date, pre_vote)
    return VoteDecision(granted, stand, granted and not pre_vote and state.voted_id < 0)


# =========================================================================================== elections


class ElectionResult(enum.Enum):
    OPEN = "open"
    WON = "won"  # a majority granted
    LOST = "lost"  # no majority is possible any more


def election_result(votes: EpochElection) -> ElectionResult:
    if votes.is_granted:
        return ElectionResult.WON
    if votes.is_rejected:
        return ElectionResult.LOST
    return ElectionResult.OPEN


def answers_running_election(state: EpochState, sent_epoch: int, pre_vote: bool) -> bool:
    """A Vote response counts for the election this node runs now: a pre-vote for its prospective state, a vote
    for its candidacy, of the epoch the request was sent in."""
    running = ProspectiveState if pre_vote else CandidateState
    return isinstance(state, running) and state.epoch == sent_epoch


class PreVoteEnd(enum.Enum):
    CONTINUE = "continue"  # keep asking for pre-votes
    FOLLOW = "follow"  # back to the leader the node knew
    WAIT = "wait"  # rejected: unattached, standing again after a new random election timeout
    RETRY = "retry"  # timed out: unattached with its deadline now, so it pre-votes again at once


def after_pre_vote(*, rejected: bool, timed_out: bool, leader_id: int, local_id: int) -> PreVoteEnd:
    """What a prospective node does when its pre-vote is lost or timed out."""
    if not rejected and not timed_out:
        return PreVoteEnd.CONTINUE
    if leader_id >= 0 and leader_id != local_id:
        return PreVoteEnd.FOLLOW
    return PreVoteEnd.WAIT if rejected else PreVoteEnd.RETRY


def backoff_slots(retries: int) -> int:
    """Binary exponential backoff after a failed election: the node waits a random number of base periods below
    this bound (it doubles with every retry)."""
    return 2 << min(20, max(1, retries) - 1)


def election_backoff_ms(slot: int, max_ms: int) -> int:
    """The backoff for the drawn `slot` (< `backoff_slots`), capped at `election.backoff.max.ms`."""
    return min(RETRY_BACKOFF_BASE_MS * slot, max_ms)


def successor_backoff_ms(local_id: int, preferred: Sequence[int], max_ms: int) -> int:
    """How long a follower waits before standing for election after its leader resigned (EndQuorumEpoch): the
    first preferred successor at once, the next ones after a strictly growing share of `max_ms`, the others
    after `max_ms`."""
    position = preferred.index(local_id) if local_id in preferred else -1
    total = len(preferred)
    if position == 0:
        return 0
    if position < 0 or position >= total:
        return max_ms
    base = max_ms >> (total - 1)
    return min(max_ms, base << (position - 1))


# ================================================================================= leader and epoch checks


def consistent_leader(state: EpochState, local_id: int, epoch: int, leader_id: int) -> bool:
    """A message naming `leader_id` as the leader of `epoch` agrees with what this node knows."""
    if leader_id < 0:
        return True
    if leader_id == local_id:
        return epoch == state.epoch and state.voted_id == local_id
    if epoch != state.epoch:
        return True
    return state.leader_id < 0 or state.leader_id == leader_id


class LeaderClaim(enum.Enum):
    NONE = "none"  # nothing new
    FOLLOW = "follow"  # follow `leader_id` in `epoch`
    UNATTACHED = "unattached"  # a newer epoch without a known leader
    DISOWN = "disown"  # names this node the leader of an epoch it does not remember leading: ignore it
    DISOWN_NEWER = "disown-newer"  # the same, of a newer epoch: join it without a leader
    INCONSISTENT = "inconsistent"  # contradicts this node's state: a bug somewhere


def leader_claim(state: EpochState, local_id: int, started_empty: bool, epoch: int, leader_id: int) -> LeaderClaim:
    """What a message naming `leader_id` (-1: none) as the leader of `epoch` does to this node. `started_empty`:
    the node started without a quorum-state file (a new disk): an earlier incarnation may have led epochs it has
    no memory of, so it must not believe it leads them."""
    consistent = consistent_leader(state, local_id, epoch, leader_id)
    if leader_id == local_id and started_empty and not consistent:
        return LeaderClaim.DISOWN_NEWER if epoch > state.epoch else LeaderClaim.DISOWN
    if not consistent:
        return LeaderClaim.INCONSISTENT
    if epoch > state.epoch:
        return LeaderClaim.FOLLOW if leader_id >= 0 else LeaderClaim.UNATTACHED
    if leader_id >= 0 and leader_id != local_id and state.leader_id < 0:
        return LeaderClaim.FOLLOW
    return LeaderClaim.NONE


class ResponseStep(enum.Enum):
    """The prelude of every response (epoch and leader discovery), before the API's own handling."""

    STALE = "stale"  # from an older epoch: handled, nothing to do
    NEWER_EPOCH = "newer-epoch"  # a newer epoch, or the peer fenced us: act on the leader claim, then done
    NEW_LEADER = "new-leader"  # names the leader this node did not know: follow it, then go on if no error
    BACK_OFF = "back-off"  # the peer is not ready: handled, ask again after a backoff
    DONE = "done"  # handled (a voter key the peer does not recognise)
    CONTINUE = "continue"  # the API handler goes on


def response_step(state: EpochState, local_id: int, error: int, leader_id: int, epoch: int) -> ResponseStep:
    if epoch < state.epoch or error == ErrorCode.UNKNOWN_LEADER_EPOCH:
        return ResponseStep.STALE
    if epoch > state.epoch or error in (ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.NOT_LEADER_OR_FOLLOWER):
        return ResponseStep.NEWER_EPOCH
    if leader_id >= 0 and leader_id != local_id and state.leader_id < 0:
        return ResponseStep.NEW_LEADER
    if error == ErrorCode.BROKER_NOT_AVAILABLE:
        return ResponseStep.BACK_OFF
    if error == ErrorCode.INVALID_VOTER_KEY:
        return ResponseStep.DONE
    return ResponseStep.CONTINUE


def validate_voter_only(local_epoch: int, remote_id: int, epoch: int) -> int:
    """BeginQuorumEpoch and EndQuorumEpoch: from a leader of this epoch or a newer one."""
    if epoch < local_epoch:
        return ErrorCode.FENCED_LEADER_EPOCH
    if remote_id < 0:
        return ErrorCode.INVALID_REQUEST
    return _NONE


def validate_leader_only(state: EpochState, epoch: int) -> int:
    """Fetch and FetchSnapshot: only the leader answers, and only requests of its own epoch."""
    if epoch < state.epoch:
        return ErrorCode.FENCED_LEADER_EPOCH
    if epoch > state.epoch:
        return ErrorCode.UNKNOWN_LEADER_EPOCH
    if not isinstance(state, LeaderState):
        return ErrorCode.NOT_LEADER_OR_FOLLOWER
    return _NONE


# ================================================================================================ Fetch


def fetch_request_error(max_wait_ms: int, fetch_offset: int, last_fetched_epoch: int, current_leader_epoch: int) -> int:
    """A Fetch whose position cannot be right (INVALID_REQUEST), or NONE."""
    if max_wait_ms < 0 or fetch_offset < 0 or last_fetched_epoch < 0 or last_fetched_epoch > current_leader_epoch:
        return ErrorCode.INVALID_REQUEST
    return _NONE


def empty_follower_snapshot(fetch_offset: int, latest_snapshot: OffsetAndEpoch | None) -> OffsetAndEpoch | None:
    """An empty follower (fetching from offset 0) is sent to the latest snapshot when there is one beyond 0: a
    snapshot is always cheaper than the log from the start."""
    if fetch_offset == 0 and latest_snapshot is not None and latest_snapshot.offset > 0:
        return latest_snapshot
    return None
