"""The leader's high-watermark rule: a majority of voters has fetched the offset, and an entry of the
leader's own epoch is among them."""

import pytest

from kraftpy.raft import ElectionState, FollowerState, LeaderState, VoterSet
from tests.raft.helpers import fetch, fetch_partition, log_with, node


def leader(voters: list[int], epoch_start: int, leader_end: int) -> LeaderState:
    st = LeaderState(
        epoch=3,
        local_id=1,
        epoch_start_offset=epoch_start,
        voters=VoterSet(voters),
        granting={1},
        now=0,
        fetch_timeout_ms=2000,
    )
    st.update_local_end_offset(leader_end, now=0)
    return st


@pytest.mark.parametrize(
    ("voters", "epoch_start", "fetched", "hwm"),
    [
        ([1, 2, 3], 5, {2: 8}, 8),  # leader + one follower at 8
        ([1, 2, 3], 5, {2: 7, 3: 6}, 7),  # the second highest of {9, 7, 6}
        ([1, 2, 3], 5, {2: 5}, None),  # a majority holds only entries up to the epoch start
        ([1, 2, 3], 5, {2: 6}, 6),  # the epoch's first entry (offset 5) is committed
        ([1, 2, 3], 5, {}, None),  # nobody fetched yet
        ([1, 2, 3, 4, 5], 0, {2: 9, 3: 4}, 4),  # three of five: {9, 9, 4}
        ([1, 2, 3, 4, 5], 0, {2: 9}, None),
        ([1], 5, {}, 9),  # a single voter commits alone
    ],
)
def test_hwm_rule(voters: list[int], epoch_start: int, fetched: dict[int, int], hwm: int | None) -> None:
    st = leader(voters, epoch_start, leader_end=9)
    for replica, offset in fetched.items():
        st.update_replica(replica, offset, now=1, leader_end=9)
    assert st.high_watermark == hwm


def test_observers_do_not_count() -> None:
    st = leader([1, 2, 3], 0, leader_end=9)
    assert not st.update_replica(7, 9, now=1, leader_end=9)  # observer 7
    assert st.high_watermark is None
    assert 7 in st.observers


def test_hwm_never_moves_backward() -> None:
    st = leader([1, 2, 3], 0, leader_end=9)
    st.update_replica(2, 8, now=1, leader_end=9)
    assert st.high_watermark == 8
    assert not st.update_replica(2, 3, now=2, leader_end=9)  # a stale (reordered) fetch
    assert st.high_watermark == 8


def test_leader_exposes_hwm_to_followers_and_followers_clamp_it() -> None:
    # through the node: leader n1 of epoch 2 whose epoch starts at offset 2
    n1 = node(1, log=log_with(1, 1), state=ElectionState(epoch=1, leader_id=2))
    n1.handle(fetch(2, epoch=1, offset=0, last_epoch=0), now=0)  # ignored: n1 is not the leader
    follower = node(3, log=log_with(1), state=ElectionState(epoch=2, leader_id=1))
    assert isinstance(follower.state, FollowerState)
    follower._replication.update_follower_hwm(10)
    assert follower.high_watermark == 1  # never beyond its own log end


def test_new_leader_hwm_waits_for_its_own_epoch() -> None:
    from tests.raft.harness import Cluster

    c = Cluster([1, 2, 3])
    c.advance(1500)
    c.stabilize()
    lead = next(i for i, n in c.nodes.items() if n.raft is not None and n.raft.is_leader)
    assert c.raft(lead).high_watermark == 1  # the LeaderChangeMessage at offset 0 committed
    other = next(i for i in c.nodes if i != lead)
    resp = c.raft(lead).handle(fetch(other, epoch=c.raft(lead).epoch, offset=1, last_epoch=1, hwm=1), now=c.now)
    (msg,) = resp.messages
    assert fetch_partition(msg.body).high_watermark == 1
