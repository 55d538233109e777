"""Vote and pre-vote rules (KIP-595, KIP-996)."""

import pytest

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.vote import VoteResponse
from kraftpy.raft import (
    METADATA_TOPIC,
    CandidateState,
    ElectionState,
    FollowerState,
    ObserverState,
    RaftNode,
    RaftOutput,
    RaftResponse,
    UnattachedState,
)
from tests.raft.helpers import log_with, node, vote, vote_partition


def only_response(out: RaftOutput) -> RaftResponse:
    (msg,) = [m for m in out.messages if isinstance(m, RaftResponse)]
    return msg


def test_vote_is_persisted_in_the_output_that_grants_it() -> None:
    n = node(1)
    out = n.handle(vote(2, epoch=1), now=10)
    resp = only_response(out)
    assert vote_partition(resp.body).vote_granted
    # the driver writes quorum-state before sending anything of this output
    assert out.quorum_state == ElectionState(epoch=1, voted_id=2)
    assert isinstance(n.state, UnattachedState) and n.state.voted_id == 2


def test_persisted_vote_survives_a_restart() -> None:
    n = node(1)
    out = n.handle(vote(2, epoch=1), now=10)
    restarted = node(1, state=out.quorum_state)
    assert restarted.state.voted_id == 2
    rival = only_response(restarted.handle(vote(3, epoch=1), now=20))
    assert not vote_partition(rival.body).vote_granted
    again = only_response(restarted.handle(vote(2, epoch=1), now=30))  # the same candidate asking again
    assert vote_partition(again.body).vote_granted


def test_pre_vote_is_not_persisted_and_changes_nothing() -> None:
    n = node(1, state=ElectionState(epoch=4))
    out = n.handle(vote(2, epoch=4, last_epoch=0, last_offset=0, pre_vote=True), now=10)
    assert vote_partition(only_response(out).body).vote_granted
    assert out.quorum_state is None
    assert n.epoch == 4 and n.state.voted_id == -1
    # a pre-vote for a higher epoch does not bump ours either
    out = n.handle(vote(2, epoch=9, pre_vote=True), now=20)
    assert vote_partition(only_response(out).body).vote_granted and n.epoch == 4 and out.quorum_state is None


@pytest.mark.parametrize(
    ("local", "candidate_end", "granted"),
    [
        ((1, 1), (1, 2), True),  # same last epoch, longer log
        ((1, 1), (1, 2 - 0), True),
        ((1, 1, 1), (1, 3), True),  # equal logs: (epoch 1, offset 3) == ours
        ((1, 1, 1), (1, 2), False),  # same epoch, shorter
        ((1, 3), (2, 9), False),  # lower last epoch, however long
        ((1, 1, 2), (3, 1), True),  # higher last epoch wins even if shorter
    ],
)
def test_log_comparison(local: tuple[int, ...], candidate_end: tuple[int, int], granted: bool) -> None:
    last_epoch, last_offset = candidate_end
    for pre_vote in (False, True):
        n = node(1, log=log_with(*local), state=ElectionState(epoch=3))
        resp = only_response(
            n.handle(vote(2, epoch=4, last_epoch=last_epoch, last_offset=last_offset, pre_vote=pre_vote), now=1)
        )
        assert vote_partition(resp.body).vote_granted is granted, (local, candidate_end, pre_vote)


def test_lower_epoch_is_fenced_with_our_epoch() -> None:
    n = node(1, state=ElectionState(epoch=5, leader_id=3))
    p = vote_partition(only_response(n.handle(vote(2, epoch=4, last_epoch=1, last_offset=10), now=1)).body)
    assert p.error_code == ErrorCode.FENCED_LEADER_EPOCH and not p.vote_granted
    assert (p.leader_epoch, p.leader_id) == (5, 3)


def test_higher_epoch_moves_to_unattached_even_if_the_vote_is_rejected() -> None:
    n = node(1, log=log_with(1, 1), state=ElectionState(epoch=2, leader_id=3))
    out = n.handle(vote(2, epoch=6, last_epoch=1, last_offset=1), now=1)  # log behind ours: rejected
    assert not vote_partition(only_response(out).body).vote_granted
    assert n.epoch == 6 and isinstance(n.state, UnattachedState) and n.state.voted_id == -1
    assert out.quorum_state == ElectionState(epoch=6)


@pytest.mark.parametrize(
    ("last_epoch", "epoch", "pre_vote"),
    [(3, 3, False), (4, 3, True), (-1, 3, False)],
)
def test_invalid_last_epoch_is_an_invalid_request(last_epoch: int, epoch: int, pre_vote: bool) -> None:
    n = node(1, state=ElectionState(epoch=1))
    p = vote_partition(
        only_response(
            n.handle(vote(2, epoch=epoch, last_epoch=last_epoch, last_offset=0, pre_vote=pre_vote), now=1)
        ).body
    )
    assert p.error_code == ErrorCode.INVALID_REQUEST and not p.vote_granted


def test_cluster_id_mismatch_is_an_error() -> None:
    n = node(1)
    out = n.handle(vote(2, epoch=1, cluster_id="SomeOtherClusterAAAAAA"), now=1)
    resp = only_response(out)
    assert resp.body.error_code == ErrorCode.INCONSISTENT_CLUSTER_ID
    assert out.quorum_state is None and n.epoch == 0
    # no cluster id in the request is accepted (older clients)
    assert vote_partition(only_response(node(1).handle(vote(2, epoch=1, cluster_id=None), now=1)).body).vote_granted


def test_vote_meant_for_another_voter_is_rejected() -> None:
    p = vote_partition(only_response(node(1).handle(vote(2, epoch=1, voter_id=3), now=1)).body)
    assert p.error_code == ErrorCode.INVALID_VOTER_KEY and not p.vote_granted


def test_observer_never_votes() -> None:
    obs = node(4, voters=[1, 2, 3])
    assert isinstance(obs.state, ObserverState) and obs.metrics.current_state == "observer"
    for pre_vote in (False, True):
        out = obs.handle(vote(2, epoch=1, pre_vote=pre_vote), now=1)
        assert not vote_partition(only_response(out).body).vote_granted
        assert obs.state.voted_id == -1
    assert obs.epoch == 1  # it learned the epoch, nothing more


def test_a_non_voter_candidate_gets_no_vote() -> None:
    assert not vote_partition(only_response(node(1).handle(vote(7, epoch=1), now=1)).body).vote_granted


def test_follower_rejects_pre_votes_once_it_heard_from_its_leader() -> None:
    n = node(1, state=ElectionState(epoch=2, leader_id=3))
    st = n.state
    assert isinstance(st, FollowerState) and not st.has_fetched
    granted = vote_partition(only_response(n.handle(vote(2, epoch=2, pre_vote=True), now=1)).body)
    assert granted.vote_granted  # has not fetched from the leader yet
    st.has_fetched = True
    rejected = vote_partition(only_response(n.handle(vote(2, epoch=2, pre_vote=True), now=2)).body)
    assert not rejected.vote_granted
    standard = vote_partition(only_response(n.handle(vote(2, epoch=2), now=3)).body)
    assert not standard.vote_granted  # a follower never grants a standard vote in its epoch


def test_candidate_rejects_votes_but_answers_pre_votes() -> None:
    n = node(1, state=ElectionState(epoch=1, voted_id=1))  # restarted after standing in epoch 1
    n.tick(5000)  # election timeout -> prospective (pre-vote)
    assert n.state.name == "prospective-voted"
    for peer in (2, 3):
        p = vote_partition_granted(epoch=1)
        n.handle(RaftResponse(peer, pending_correlation_id(n, peer), p), now=5001)
        if isinstance(n.state, CandidateState):
            break
    assert isinstance(n.state, CandidateState) and n.epoch == 2
    assert n.state.voted_id == 1
    assert not vote_partition(only_response(n.handle(vote(2, epoch=2), now=5003)).body).vote_granted
    assert vote_partition(only_response(n.handle(vote(2, epoch=2, pre_vote=True), now=5004)).body).vote_granted


def vote_partition_granted(epoch: int) -> VoteResponse:
    return VoteResponse(
        topics=[
            VoteResponse.TopicData(
                topic_name=METADATA_TOPIC,
                partitions=[
                    VoteResponse.PartitionData(partition_index=0, leader_id=-1, leader_epoch=epoch, vote_granted=True)
                ],
            )
        ]
    )


def pending_correlation_id(n: RaftNode, peer: int) -> int:
    expected = [cid for cid in range(100) if n._ctx.requests.take(peer, cid)[0]]
    assert len(expected) == 1
    return expected[0]
