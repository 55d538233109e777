"""The quorum helper (`kraftpy.raft.quorum`): majorities, elections lost, the offset a majority holds; and that
the roles count through it (so another quorum, e.g. a joint voter set, changes what they decide)."""

from collections.abc import Iterable, Mapping

import pytest

from kraftpy.raft import LeaderState, VoterSet
from kraftpy.raft.quorum import MajorityQuorum, as_quorum, majority_end_offset, majority_size, quorum_of
from kraftpy.raft.replication import FetchAnswer, fetch_answer, follower_high_watermark
from kraftpy.raft.roles import EpochElection
from kraftpy.raft.types import OffsetAndEpoch


@pytest.mark.parametrize(("voters", "majority"), [(1, 1), (2, 2), (3, 2), (4, 3), (5, 3), (6, 4), (7, 4)])
def test_majority_size(voters: int, majority: int) -> None:
    assert majority_size(voters) == majority


@pytest.mark.parametrize(
    ("ends", "offset"),
    [
        ([9], 9),
        ([9, 4], 4),  # two voters: both must hold it
        ([9, 7, 6], 7),
        ([9, 9, 4, 0, 0], 4),  # three of five
        ([-1, -1, 9], -1),  # nobody but the leader fetched yet
        ([5, 6, 7, 8], 6),  # three of four
        ([], -1),
    ],
)
def test_majority_end_offset(ends: list[int], offset: int) -> None:
    assert majority_end_offset(ends) == offset


def test_majority_quorum() -> None:
    q = MajorityQuorum(VoterSet([1, 2, 3, 4, 5]))
    assert q.members == VoterSet([1, 2, 3, 4, 5]) and q.majority == 3
    assert q.is_majority([1, 2, 3]) and not q.is_majority([1, 2])
    assert not q.is_majority([1, 2, 7, 8])  # non-members do not count
    assert not q.is_majority([1, 1, 2])  # nor does a member twice
    assert not q.is_lost([2, 3]) and q.is_lost([2, 3, 4])
    assert not q.is_lost([7, 8, 9])
    # the ends of members only; a member not reported counts as -1
    assert q.committed_offset({1: 10, 2: 8, 3: 6, 4: 1, 9: 100}) == 6
    assert q.committed_offset({1: 10, 2: 8}) == -1
    assert not q.is_only_voter(1)
    assert MajorityQuorum(VoterSet([4])).is_only_voter(4)
    assert not MajorityQuorum(VoterSet.none()).is_only_voter(4)
    assert not MajorityQuorum(VoterSet.none()).is_majority([1])


def test_quorum_of_and_as_quorum() -> None:
    voters = VoterSet([1, 2, 3])
    assert quorum_of(voters) == MajorityQuorum(voters)
    q = MajorityQuorum(voters)
    assert as_quorum(q) is q
    assert as_quorum(voters) == q


class _Unanimous:
    """A stand-in for another kind of quorum: every member must agree."""

    def __init__(self, voters: VoterSet) -> None:
        self._voters = voters

    @property
    def members(self) -> VoterSet:
        return self._voters

    def is_majority(self, node_ids: Iterable[int]) -> bool:
        return set(self._voters.ids) <= set(node_ids)

    def is_lost(self, rejected: Iterable[int]) -> bool:
        return any(i in self._voters for i in rejected)

    def committed_offset(self, end_offsets: Mapping[int, int]) -> int:
        return min(end_offsets.get(i, -1) for i in self._voters.ids)

    def is_only_voter(self, node_id: int) -> bool:
        return self._voters.ids == (node_id,)


def test_elections_count_through_the_quorum() -> None:
    voters = VoterSet([1, 2, 3])
    simple = EpochElection(voters, 1)
    unanimous = EpochElection(_Unanimous(voters), 1)
    for votes in (simple, unanimous):
        votes.record(2, True)
    assert simple.is_granted and not unanimous.is_granted
    unanimous.record(3, True)
    assert unanimous.is_granted
    lost = EpochElection(_Unanimous(voters), 1)
    lost.record(3, False)
    assert lost.is_rejected and lost.unrecorded() == [2]


def test_the_leaders_high_watermark_and_check_quorum_count_through_the_quorum() -> None:
    voters = VoterSet([1, 2, 3])
    simple = LeaderState(3, 1, 0, voters, {1, 2}, now=0, fetch_timeout_ms=2000)
    unanimous = LeaderState(3, 1, 0, _Unanimous(voters), {1, 2, 3}, now=0, fetch_timeout_ms=2000)
    for st in (simple, unanimous):
        st.update_local_end_offset(9, now=0)
        st.update_replica(2, 8, now=100, leader_end=9)
    assert simple.high_watermark == 8
    assert unanimous.high_watermark is None  # 3 has not fetched
    assert simple.check_quorum_deadline == 100 + simple.check_quorum_timeout  # leader and 2 are a majority
    assert unanimous.check_quorum_deadline == unanimous.check_quorum_timeout
    unanimous.update_replica(3, 5, now=200, leader_end=9)
    assert unanimous.high_watermark == 5
    assert unanimous.check_quorum_deadline == 200 + unanimous.check_quorum_timeout
    # the voters of a leader are its quorum's members; a new quorum moves voters and observers
    simple.set_voters(VoterSet([1, 2, 4]), now=300)
    assert simple.voters.ids == (1, 2, 4) and 3 in simple.observers and 4 in simple.unnotified


# ======================================================================== replication's pure decisions


def test_fetch_answer() -> None:
    none = OffsetAndEpoch(-1, -1)
    assert fetch_answer(-1, none) is FetchAnswer.RECORDS
    assert fetch_answer(3, none) is FetchAnswer.DIVERGING
    assert fetch_answer(3, OffsetAndEpoch(10, 2)) is FetchAnswer.DIVERGING  # divergence first
    assert fetch_answer(-1, OffsetAndEpoch(10, 2)) is FetchAnswer.SNAPSHOT
    assert fetch_answer(-1, OffsetAndEpoch(10, -1)) is FetchAnswer.INVALID_SNAPSHOT
    assert fetch_answer(-1, OffsetAndEpoch(-1, 2)) is FetchAnswer.INVALID_SNAPSHOT


def test_follower_high_watermark() -> None:
    assert follower_high_watermark(10, log_end=7, hwm=None) == 7  # never beyond its own log
    assert follower_high_watermark(5, log_end=7, hwm=None) == 5
    assert follower_high_watermark(5, log_end=7, hwm=6) == 6  # never backward
    assert follower_high_watermark(9, log_end=12, hwm=6) == 9
