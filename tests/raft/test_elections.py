"""Table tests of the pure election decisions (`kraftpy.raft.elections`): start-up role, vote granting, pre-vote
and election outcomes, backoffs, leader and epoch checks, the response prelude, Fetch validation."""

import uuid

import pytest

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.raft import (
    CandidateState,
    ElectionState,
    EpochState,
    FollowerState,
    LeaderState,
    ObserverState,
    OffsetAndEpoch,
    ProspectiveState,
    ResignedState,
    UnattachedState,
    VoterSet,
)
from kraftpy.raft.elections import (
    RETRY_BACKOFF_BASE_MS,
    ElectionResult,
    LeaderClaim,
    PreVoteEnd,
    ResponseStep,
    StartRole,
    StartState,
    addressed_as_voter,
    after_pre_vote,
    answers_running_election,
    backoff_slots,
    consistent_leader,
    decide_vote,
    election_backoff_ms,
    election_result,
    empty_follower_snapshot,
    fetch_request_error,
    initial_role,
    leader_claim,
    leader_is_live,
    response_step,
    successor_backoff_ms,
    validate_leader_only,
    validate_voter_only,
    vote_request_error,
    vote_request_starts_epoch,
    voter_key_matches,
)
from kraftpy.raft.roles import EpochElection

NONE = ErrorCode.NONE
VOTERS = VoterSet([1, 2, 3])
D1 = uuid.UUID(int=11)
D2 = uuid.UUID(int=12)
ZERO = uuid.UUID(int=0)


def unattached(epoch: int = 5, voted: int = -1) -> UnattachedState:
    return UnattachedState(epoch, voted, election_deadline=1000)


def prospective(epoch: int = 5, leader: int = -1, voted: int = -1) -> ProspectiveState:
    return ProspectiveState(epoch, leader, voted, EpochElection(VOTERS, 1), election_deadline=1000, retries=1)


def candidate(epoch: int = 5) -> CandidateState:
    return CandidateState(epoch, 1, EpochElection(VOTERS, 1), election_deadline=1000, retries=1)


def follower(epoch: int = 5, leader: int = 2, voted: int = -1, fetched: bool = False) -> FollowerState:
    st = FollowerState(epoch, leader, voted, fetch_deadline=1000)
    st.has_fetched = fetched
    return st


def observer(epoch: int = 5, leader: int = 2, voted: int = -1, last_fetch: int = -1) -> ObserverState:
    st = ObserverState(epoch, leader, fetch_deadline=1000, voted_id=voted)
    st.last_leader_fetch_ms = last_fetch
    return st


def leader(epoch: int = 5) -> LeaderState:
    return LeaderState(epoch, 1, 0, VOTERS, {1, 2}, now=0, fetch_timeout_ms=2000)


def resigned(epoch: int = 5) -> ResignedState:
    return ResignedState(epoch, 1, VOTERS, election_deadline=1000, preferred_successors=[2, 3])


# ============================================================================================= start-up


@pytest.mark.parametrize(
    ("stored", "log_epoch", "is_voter", "expected"),
    [
        # no quorum-state file: a new voter starts unattached in epoch 0
        (None, 0, True, StartState(StartRole.UNATTACHED, 0)),
        # the file is behind the log (the log holds a later epoch): trust the log, forget the vote
        (ElectionState(3, voted_id=2), 4, True, StartState(StartRole.UNATTACHED, 4, stale_quorum_state=True)),
        # a former leader restarts resigned in its epoch
        (ElectionState(6, leader_id=1, voted_id=1), 6, True, StartState(StartRole.RESIGNED, 6, 1, 1)),
        (ElectionState(6, leader_id=2, voted_id=3), 5, True, StartState(StartRole.FOLLOWER, 6, 2, 3)),
        (ElectionState(6, voted_id=3), 6, True, StartState(StartRole.UNATTACHED, 6, voted_id=3)),
        # observers take the newer of the two epochs, and the leader and vote only of the file's epoch
        (ElectionState(6, leader_id=2, voted_id=3), 6, False, StartState(StartRole.OBSERVER, 6, 2, 3)),
        (ElectionState(6, leader_id=2, voted_id=3), 7, False, StartState(StartRole.OBSERVER, 7)),
        # an observer never believes it leads (a controller removed from the voters)
        (ElectionState(6, leader_id=1, voted_id=1), 6, False, StartState(StartRole.OBSERVER, 6, -1, 1)),
    ],
)
def test_initial_role(stored: ElectionState | None, log_epoch: int, is_voter: bool, expected: StartState) -> None:
    assert initial_role(stored, log_epoch, is_voter, local_id=1) == expected


# ================================================================================================== Vote


@pytest.mark.parametrize(
    ("candidate_id", "epoch", "last_epoch", "last_offset", "pre_vote", "error"),
    [
        (2, 6, 5, 10, False, NONE),
        (2, 6, 6, 10, False, ErrorCode.INVALID_REQUEST),  # a candidate's log cannot hold its own new epoch
        (2, 6, 6, 10, True, NONE),  # a pre-vote is asked in the current epoch: its log may end in it
        (2, 6, 7, 10, True, ErrorCode.INVALID_REQUEST),
        (2, 6, 5, -1, False, ErrorCode.INVALID_REQUEST),
        (2, 6, -1, 0, False, ErrorCode.INVALID_REQUEST),
        (-1, 6, 5, 10, False, ErrorCode.INVALID_REQUEST),
        (2, 4, 3, 10, False, ErrorCode.FENCED_LEADER_EPOCH),  # older than ours (5)
        (2, 4, 7, 10, False, ErrorCode.INVALID_REQUEST),  # malformed wins over fenced
    ],
)
def test_vote_request_error(
    candidate_id: int, epoch: int, last_epoch: int, last_offset: int, pre_vote: bool, error: int
) -> None:
    assert vote_request_error(candidate_id, epoch, last_epoch, last_offset, pre_vote, local_epoch=5) == error


@pytest.mark.parametrize(
    ("state", "epoch", "pre_vote", "starts"),
    [
        (unattached(5), 6, False, True),
        (unattached(5), 5, False, False),
        (follower(5), 6, True, False),  # a pre-vote never bumps the epoch...
        (leader(5), 6, True, True),  # ...except of a zombie leader, replaced in a newer epoch
        (leader(5), 5, True, False),
        (leader(5), 6, False, True),
    ],
)
def test_vote_request_starts_epoch(state: EpochState, epoch: int, pre_vote: bool, starts: bool) -> None:
    assert vote_request_starts_epoch(state, epoch, pre_vote) is starts


def test_voter_key() -> None:
    assert voter_key_matches(-1, ZERO, 1, D1)  # no key: anyone
    assert voter_key_matches(1, ZERO, 1, D1)  # no directory in the key
    assert voter_key_matches(1, D1, 1, ZERO)  # no directory known locally
    assert voter_key_matches(1, D1, 1, D1)
    assert not voter_key_matches(2, ZERO, 1, D1)  # asked another node
    assert not voter_key_matches(1, D2, 1, D1)  # asked this id with another (wiped) directory


def addressed(
    state: EpochState,
    *,
    local_is_voter: bool = False,
    has_endpoints: bool = True,
    voter_id: int = 1,
    voter_directory_id: uuid.UUID = D1,
) -> bool:
    return addressed_as_voter(
        state,
        local_is_voter=local_is_voter,
        has_endpoints=has_endpoints,
        voter_id=voter_id,
        voter_directory_id=voter_directory_id,
        local_id=1,
        local_directory_id=D1,
    )


def test_addressed_as_voter_only_a_controller_observer_asked_by_its_key() -> None:
    assert addressed(observer())
    assert not addressed(follower())
    assert not addressed(observer(), local_is_voter=True)
    assert not addressed(observer(), has_endpoints=False)  # a broker is never made a voter
    assert not addressed(observer(), voter_id=2)
    assert not addressed(observer(), voter_directory_id=D2)


def test_leader_is_live_within_the_fetch_timeout() -> None:
    assert leader_is_live(observer(last_fetch=100), now=2099, fetch_timeout_ms=2000)
    assert not leader_is_live(observer(last_fetch=100), now=2100, fetch_timeout_ms=2000)
    assert not leader_is_live(observer(last_fetch=-1), now=0, fetch_timeout_ms=2000)
    assert not leader_is_live(observer(leader=-1, last_fetch=100), now=200, fetch_timeout_ms=2000)
    assert not leader_is_live(unattached(), now=0, fetch_timeout_ms=2000)


def vote_for(
    state: EpochState,
    *,
    candidate_id: int = 2,
    epoch: int = 5,
    pre_vote: bool = False,
    log_comparison: int = 0,
    local_is_voter: bool = True,
    candidate_is_voter: bool = True,
    addressed: bool = False,
    leader_live: bool = False,
) -> tuple[bool, bool, bool]:
    d = decide_vote(
        state,
        local_id=1,
        local_is_voter=local_is_voter,
        candidate_id=candidate_id,
        epoch=epoch,
        pre_vote=pre_vote,
        log_comparison=log_comparison,
        candidate_is_voter=candidate_is_voter,
        addressed=addressed,
        leader_live=leader_live,
    )
    return d.granted, d.stand_for_election, d.record_vote


def test_standard_votes() -> None:
    # (granted, stand for election, persist the vote)
    assert vote_for(unattached()) == (True, False, True)
    assert vote_for(unattached(), log_comparison=1) == (True, False, True)
    assert vote_for(unattached(), log_comparison=-1) == (False, False, False)  # our log is ahead
    assert vote_for(unattached(voted=2)) == (
        True,
        False,
        False,
    )  # the same candidate again: already persisted
    assert vote_for(unattached(voted=3)) == (False, False, False)  # one vote per epoch
    assert vote_for(candidate()) == (False, False, False)  # a candidate voted for itself
    assert vote_for(follower()) == (False, False, False)  # a leader is known in the epoch
    assert vote_for(leader()) == (False, False, False)
    assert vote_for(unattached(), candidate_id=1) == (False, False, False)  # never for itself


def test_pre_votes() -> None:
    assert vote_for(unattached(), pre_vote=True) == (True, False, False)  # granted, never persisted
    assert vote_for(unattached(voted=3), pre_vote=True)[0]  # a pre-vote ignores the vote of the epoch
    assert not vote_for(unattached(), pre_vote=True, log_comparison=-1)[0]
    # KIP-996: a follower protects a leader it hears from, not one it has not fetched from yet
    assert not vote_for(follower(fetched=True), pre_vote=True)[0]
    assert vote_for(follower(fetched=False), pre_vote=True)[0]
    # a follower in an older epoch than the candidate's has nothing to protect
    assert vote_for(follower(fetched=True), pre_vote=True, epoch=6)[0]
    # a resigned leader and a candidate welcome pre-votes for an up-to-date successor
    assert vote_for(resigned(), pre_vote=True)[0]
    assert vote_for(candidate(), pre_vote=True)[0]
    assert not vote_for(leader(), pre_vote=True)[0]


def test_seed_003_votes_of_non_voters() -> None:
    # a candidate that is not one of our voters: rejected, and an unattached voter without a vote stands itself
    assert vote_for(unattached(), candidate_is_voter=False) == (False, True, False)
    assert vote_for(unattached(voted=3), candidate_is_voter=False) == (False, False, False)
    assert vote_for(follower(), candidate_is_voter=False) == (False, False, False)
    assert vote_for(unattached(), candidate_is_voter=False, pre_vote=True) == (False, False, False)
    # ... unless its log is ahead: it may hold the voter records we have not appended yet
    assert vote_for(unattached(), candidate_is_voter=False, log_comparison=1) == (True, False, True)
    # a non-voter never votes, unless a candidate asks it as one of its voters
    assert vote_for(observer(leader=-1), local_is_voter=False) == (False, False, False)
    assert vote_for(observer(leader=-1), local_is_voter=False, addressed=True) == (True, False, True)


def test_an_observer_asked_as_a_voter() -> None:
    quiet, live = observer(leader=2), observer(leader=2)
    # pre-votes: granted for an up-to-date log unless the leader it follows is alive (and of the same epoch)
    assert vote_for(quiet, local_is_voter=False, addressed=True, pre_vote=True)[0]
    assert not vote_for(live, local_is_voter=False, addressed=True, pre_vote=True, leader_live=True)[0]
    assert vote_for(live, local_is_voter=False, addressed=True, pre_vote=True, leader_live=True, epoch=6)[0]
    assert not vote_for(quiet, local_is_voter=False, addressed=True, pre_vote=True, log_comparison=-1)[0]
    # standard votes: like an unattached voter, so not while it knows a leader of the epoch
    assert not vote_for(quiet, local_is_voter=False, addressed=True)[0]
    assert vote_for(observer(leader=-1, voted=2), local_is_voter=False, addressed=True) == (
        True,
        False,
        False,
    )


# ============================================================================================ elections


def test_election_result_follows_the_quorum() -> None:
    votes = EpochElection(VoterSet([1, 2, 3, 4, 5]), 1)
    assert election_result(votes) is ElectionResult.OPEN
    votes.record(2, False)
    votes.record(3, False)
    assert election_result(votes) is ElectionResult.OPEN  # 3 of 5 can still grant
    votes.record(4, False)
    assert election_result(votes) is ElectionResult.LOST
    won = EpochElection(VoterSet([1, 2, 3]), 1)
    won.record(9, True)  # not a voter: does not count
    assert election_result(won) is ElectionResult.OPEN
    won.record(3, True)
    assert election_result(won) is ElectionResult.WON
    assert election_result(EpochElection(VoterSet([1]), 1)) is ElectionResult.WON
    assert election_result(EpochElection(VoterSet([2, 3]), 1)) is ElectionResult.OPEN  # not a voter itself


def test_answers_running_election() -> None:
    assert answers_running_election(prospective(5), 5, pre_vote=True)
    assert not answers_running_election(prospective(5), 5, pre_vote=False)
    assert not answers_running_election(prospective(5), 4, pre_vote=True)
    assert answers_running_election(candidate(6), 6, pre_vote=False)
    assert not answers_running_election(candidate(6), 6, pre_vote=True)
    assert not answers_running_election(unattached(6), 6, pre_vote=False)


@pytest.mark.parametrize(
    ("rejected", "timed_out", "leader_id", "end"),
    [
        (False, False, 2, PreVoteEnd.CONTINUE),
        (True, False, 2, PreVoteEnd.FOLLOW),  # back to the leader it knew
        (False, True, 2, PreVoteEnd.FOLLOW),
        (True, False, -1, PreVoteEnd.WAIT),
        (False, True, -1, PreVoteEnd.RETRY),
        (True, True, -1, PreVoteEnd.WAIT),
        (True, False, 1, PreVoteEnd.WAIT),  # itself is no leader to go back to
    ],
)
def test_after_pre_vote(rejected: bool, timed_out: bool, leader_id: int, end: PreVoteEnd) -> None:
    assert after_pre_vote(rejected=rejected, timed_out=timed_out, leader_id=leader_id, local_id=1) is end


def test_binary_exponential_backoff() -> None:
    assert [backoff_slots(r) for r in (0, 1, 2, 3, 10)] == [2, 2, 4, 8, 1024]
    assert backoff_slots(100) == 2 << 20  # capped doubling
    assert election_backoff_ms(0, 1000) == 0
    assert election_backoff_ms(3, 1000) == 3 * RETRY_BACKOFF_BASE_MS
    assert election_backoff_ms(50, 1000) == 1000  # election.backoff.max.ms


def test_successor_backoff() -> None:
    preferred = [3, 1, 2, 4]
    assert successor_backoff_ms(3, preferred, 1000) == 0  # the first successor stands at once
    assert successor_backoff_ms(1, preferred, 1000) == 125  # then max >> (n-1), doubling per position
    assert successor_backoff_ms(2, preferred, 1000) == 250
    assert successor_backoff_ms(4, preferred, 1000) == 500
    assert successor_backoff_ms(5, preferred, 1000) == 1000  # not named: the maximum
    assert successor_backoff_ms(5, [], 1000) == 1000


# =============================================================================== leader and epoch checks


def test_consistent_leader() -> None:
    assert consistent_leader(follower(5, leader=2), 1, 5, 2)
    assert not consistent_leader(follower(5, leader=2), 1, 5, 3)  # two leaders of one epoch
    assert consistent_leader(follower(5, leader=2), 1, 6, 3)
    assert consistent_leader(unattached(5), 1, 5, 3)
    assert consistent_leader(follower(5), 1, 5, -1)
    assert consistent_leader(leader(5), 1, 5, 1)
    assert not consistent_leader(unattached(5), 1, 5, 1)  # this node never stood in epoch 5
    assert not consistent_leader(unattached(5), 1, 6, 1)


@pytest.mark.parametrize(
    ("state", "started_empty", "epoch", "leader_id", "claim"),
    [
        (unattached(5), False, 6, 2, LeaderClaim.FOLLOW),
        (unattached(5), False, 6, -1, LeaderClaim.UNATTACHED),
        (unattached(5), False, 5, 2, LeaderClaim.FOLLOW),  # learns the leader of its epoch
        (follower(5, leader=2), False, 5, 2, LeaderClaim.NONE),
        (follower(5, leader=2), False, 4, 3, LeaderClaim.NONE),  # an older epoch changes nothing
        (follower(5, leader=2), False, 5, 3, LeaderClaim.INCONSISTENT),
        (leader(5), False, 5, 1, LeaderClaim.NONE),
        (unattached(5), False, 6, 1, LeaderClaim.INCONSISTENT),
        # a node on a new disk told it led an epoch: an earlier incarnation did; never believe it
        (unattached(5), True, 6, 1, LeaderClaim.DISOWN_NEWER),
        (unattached(5), True, 5, 1, LeaderClaim.DISOWN),
    ],
)
def test_leader_claim(state: EpochState, started_empty: bool, epoch: int, leader_id: int, claim: LeaderClaim) -> None:
    assert leader_claim(state, 1, started_empty, epoch, leader_id) is claim


@pytest.mark.parametrize(
    ("state", "error", "leader_id", "epoch", "step"),
    [
        (follower(5), NONE, 2, 4, ResponseStep.STALE),
        (follower(5), ErrorCode.UNKNOWN_LEADER_EPOCH, 2, 5, ResponseStep.STALE),
        (follower(5), NONE, 3, 6, ResponseStep.NEWER_EPOCH),
        (follower(5), ErrorCode.FENCED_LEADER_EPOCH, 2, 5, ResponseStep.NEWER_EPOCH),
        (follower(5), ErrorCode.NOT_LEADER_OR_FOLLOWER, -1, 5, ResponseStep.NEWER_EPOCH),
        (unattached(5), NONE, 2, 5, ResponseStep.NEW_LEADER),
        (unattached(5), ErrorCode.BROKER_NOT_AVAILABLE, 2, 5, ResponseStep.NEW_LEADER),
        (unattached(5), NONE, 1, 5, ResponseStep.CONTINUE),  # names this node: nothing learned
        (follower(5), ErrorCode.BROKER_NOT_AVAILABLE, 2, 5, ResponseStep.BACK_OFF),
        (follower(5), ErrorCode.INVALID_VOTER_KEY, 2, 5, ResponseStep.DONE),
        (follower(5), NONE, 2, 5, ResponseStep.CONTINUE),
        (follower(5), ErrorCode.INVALID_REQUEST, 2, 5, ResponseStep.CONTINUE),  # the API's handler reports it
    ],
)
def test_response_step(state: EpochState, error: int, leader_id: int, epoch: int, step: ResponseStep) -> None:
    assert response_step(state, 1, error, leader_id, epoch) is step


def test_validate_voter_only() -> None:
    assert validate_voter_only(5, 2, 5) == NONE
    assert validate_voter_only(5, 2, 6) == NONE
    assert validate_voter_only(5, 2, 4) == ErrorCode.FENCED_LEADER_EPOCH
    assert validate_voter_only(5, -1, 5) == ErrorCode.INVALID_REQUEST


def test_validate_leader_only() -> None:
    assert validate_leader_only(leader(5), 5) == NONE
    assert validate_leader_only(leader(5), 4) == ErrorCode.FENCED_LEADER_EPOCH
    assert validate_leader_only(leader(5), 6) == ErrorCode.UNKNOWN_LEADER_EPOCH
    assert validate_leader_only(follower(5), 5) == ErrorCode.NOT_LEADER_OR_FOLLOWER
    assert validate_leader_only(resigned(5), 5) == ErrorCode.NOT_LEADER_OR_FOLLOWER


# ================================================================================================ Fetch


@pytest.mark.parametrize(
    ("max_wait_ms", "fetch_offset", "last_fetched_epoch", "leader_epoch", "error"),
    [
        (500, 10, 4, 5, NONE),
        (0, 0, 0, 5, NONE),
        (500, 10, 5, 5, NONE),
        (-1, 10, 4, 5, ErrorCode.INVALID_REQUEST),
        (500, -1, 4, 5, ErrorCode.INVALID_REQUEST),
        (500, 10, -1, 5, ErrorCode.INVALID_REQUEST),
        (500, 10, 6, 5, ErrorCode.INVALID_REQUEST),  # a fetched epoch newer than the leader's
    ],
)
def test_fetch_request_error(
    max_wait_ms: int, fetch_offset: int, last_fetched_epoch: int, leader_epoch: int, error: int
) -> None:
    assert fetch_request_error(max_wait_ms, fetch_offset, last_fetched_epoch, leader_epoch) == error


def test_empty_follower_snapshot() -> None:
    snap = OffsetAndEpoch(100, 3)
    assert empty_follower_snapshot(0, snap) == snap
    assert empty_follower_snapshot(1, snap) is None  # not empty: the log position is checked instead
    assert empty_follower_snapshot(0, None) is None
    assert empty_follower_snapshot(0, OffsetAndEpoch(0, 0)) is None  # a bootstrap snapshot holds no log
