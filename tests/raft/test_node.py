"""Behaviour of one `RaftNode` and small clusters: replication, timeouts, resignation, snapshots, errors."""

import pytest

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.raft import (
    ElectionState,
    FollowerState,
    LeaderState,
    NotLeaderError,
    ObserverState,
    OffsetAndEpoch,
    ProspectiveState,
    QuorumConfig,
    RaftError,
    RaftRequest,
    RaftResponse,
    RaftStateError,
    RequestFailure,
    ResignedState,
)
from tests.raft.harness import Cluster
from tests.raft.helpers import end, fetch, fetch_partition, log_with, node


def elected(voters: list[int] = (1, 2, 3), observers: list[int] = (), **kw: object) -> tuple[Cluster, int]:  # type: ignore[assignment]
    c = Cluster(list(voters), list(observers), **kw)  # type: ignore[arg-type]
    c.run(3000)
    leaders = [i for i, n in c.nodes.items() if n.raft is not None and n.raft.is_leader]
    assert len(leaders) == 1
    return c, leaders[0]


def test_single_voter_elects_itself_and_commits_alone() -> None:
    n = node(1, voters=[1])
    assert isinstance(n.state, LeaderState) and n.epoch == 1
    out = n.append([b"x", b"y"], now=1)
    assert out.appended is not None and (out.appended.base_offset, out.appended.last_offset) == (1, 2)
    assert out.flush and [b.records for b in out.committed] == [(b"x", b"y")]
    assert n.high_watermark == 3


def test_cluster_replicates_and_observers_apply() -> None:
    c, lead = elected([1, 2, 3], [4])
    c.append(lead, [b"a", b"b"])
    c.run(200)
    for node_ in c.nodes.values():
        assert node_.applied == [b"a", b"b"], node_.id
    obs = c.raft(4)
    assert isinstance(obs.state, ObserverState) and obs.leader_id == lead
    assert c.nodes[4].store.read() == ElectionState(epoch=obs.epoch, leader_id=lead)
    assert c.raft(lead).metrics.number_of_observers == 1
    ids = {row[0] for row in c.raft(lead).replica_states()["voters"]}
    assert ids == {1, 2, 3}


def test_append_on_a_follower_or_stale_epoch_is_refused() -> None:
    c, lead = elected()
    follower = next(i for i in c.nodes if i != lead)
    with pytest.raises(NotLeaderError) as info:
        c.raft(follower).append([b"x"], now=c.now)
    assert info.value.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
    with pytest.raises(NotLeaderError):
        c.raft(lead).append([b"x"], now=c.now, epoch=c.raft(lead).epoch + 1)
    with pytest.raises(ValueError, match="at least one record"):
        c.raft(lead).append([], now=c.now)


def test_appends_linger_into_one_batch() -> None:
    c, lead = elected(config=QuorumConfig(append_linger_ms=25))
    r = c.raft(lead)
    out1 = r.append([b"a"], now=c.now)
    out2 = r.append([b"b"], now=c.now + 5)
    assert not out1.flush and not out2.flush  # still lingering
    assert out2.appended is not None and out2.appended.base_offset == out1.appended.base_offset + 1  # type: ignore[union-attr]
    assert out2.next_deadline == c.now + 25
    out3 = r.tick(c.now + 25)
    assert out3.flush and r.log.end_offset == out2.appended.last_offset + 1
    assert len(r.log.batches()) == 2  # the LeaderChangeMessage and one data batch


def test_leader_parks_fetches_until_data_or_max_wait() -> None:
    c, lead = elected()
    r = c.raft(lead)
    end_offset, epoch = r.log.end_offset, r.epoch
    follower = next(i for i in c.nodes if i != lead)
    req = fetch(follower, epoch, end_offset, epoch, hwm=r.high_watermark or -1, max_wait=500, cid=99)
    out = r.handle(req, now=c.now)
    assert not [m for m in out.messages if m.correlation_id == 99]  # parked
    out = r.append([b"v"], now=c.now + 10)
    (resp,) = [m for m in out.messages if m.correlation_id == 99]
    assert fetch_partition(resp.body).records  # completed by the new data
    r.handle(fetch(follower, epoch, r.log.end_offset, epoch, hwm=-1, max_wait=500, cid=100), now=c.now + 20)
    # now at the log end and up to date with the high watermark: the fetch waits
    out = r.handle(
        fetch(follower, epoch, r.log.end_offset, epoch, hwm=r.high_watermark, max_wait=500, cid=101),
        now=c.now + 20,
    )
    assert not [m for m in out.messages if m.correlation_id == 101]
    out = r.tick(c.now + 520)
    (resp,) = [m for m in out.messages if m.correlation_id == 101]
    assert not fetch_partition(resp.body).records  # completed empty at max wait


def test_fetch_answers_stale_hwm_at_once() -> None:
    # KIP-1166: a follower whose high watermark is behind gets an answer without waiting
    c, lead = elected()
    r = c.raft(lead)
    follower = next(i for i in c.nodes if i != lead)
    out = r.handle(fetch(follower, r.epoch, r.log.end_offset, r.epoch, hwm=0, max_wait=500, cid=5), now=c.now)
    (resp,) = [m for m in out.messages if m.correlation_id == 5]
    assert fetch_partition(resp.body).high_watermark == r.high_watermark


@pytest.mark.parametrize(
    ("epoch_delta", "error"),
    [(-1, ErrorCode.FENCED_LEADER_EPOCH), (1, ErrorCode.UNKNOWN_LEADER_EPOCH)],
)
def test_fetch_epoch_checks(epoch_delta: int, error: int) -> None:
    c, lead = elected()
    r = c.raft(lead)
    out = r.handle(fetch(9, r.epoch + epoch_delta, 0, 0, cid=3), now=c.now)
    (resp,) = [m for m in out.messages if m.correlation_id == 3]
    p = fetch_partition(resp.body)
    assert p.error_code == error and p.current_leader.leader_id == lead


def test_fetch_to_a_follower_names_the_leader() -> None:
    c, lead = elected()
    follower = next(i for i in c.nodes if i != lead)
    r = c.raft(follower)
    out = r.handle(fetch(9, r.epoch, 0, 0, cid=3), now=c.now)
    (resp,) = [m for m in out.messages if m.correlation_id == 3]
    p = fetch_partition(resp.body)
    assert p.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER and p.current_leader.leader_id == lead


def test_fetch_cluster_id_mismatch() -> None:
    c, lead = elected()
    out = c.raft(lead).handle(fetch(2, 1, 0, 0, cluster_id="SomebodyElsesClusterAA", cid=4), now=c.now)
    (resp,) = out.messages
    assert resp.body.error_code == ErrorCode.INCONSISTENT_CLUSTER_ID


def test_diverging_and_snapshot_answers() -> None:
    # leader log: offsets 0-1 epoch 1, 2-3 epoch 3; leader of epoch 4
    n = node(1, log=log_with(1, 1, 3, 3), state=ElectionState(epoch=3, leader_id=2))
    n._ctx.state = LeaderState(4, 1, 4, n.voters, {1, 2}, 0, 2000)
    out = n.handle(fetch(2, 4, 3, 2, cid=1), now=1)  # epoch 2 never existed here
    assert fetch_partition(out.messages[0].body).diverging_epoch.end_offset == 2
    assert fetch_partition(out.messages[0].body).diverging_epoch.epoch == 1


def test_truncation_below_the_high_watermark_is_refused() -> None:
    n = node(2, log=log_with(1, 1, 1), state=ElectionState(epoch=2, leader_id=1))
    n._ctx.hwm = 3
    from kraftpy.protocol.messages.fetch import FetchResponse
    from kraftpy.protocol.uuids import METADATA_TOPIC_ID

    n.tick(1)
    cid = next(c for c in range(10) if n._ctx.requests.take(1, c)[0])
    body = FetchResponse(
        responses=[
            FetchResponse.FetchableTopicResponse(
                topic_id=METADATA_TOPIC_ID,
                partitions=[
                    FetchResponse.PartitionData(
                        partition_index=0,
                        high_watermark=3,
                        current_leader=FetchResponse.LeaderIdAndEpoch(leader_id=1, leader_epoch=2),
                        diverging_epoch=FetchResponse.EpochEndOffset(epoch=1, end_offset=1),
                    )
                ],
            )
        ]
    )
    with pytest.raises(RaftStateError, match="below the high watermark"):
        n.handle(RaftResponse(1, cid, body), now=3)


def test_follower_times_out_into_pre_vote() -> None:
    n = node(2, state=ElectionState(epoch=2, leader_id=1), now=0)
    assert isinstance(n.state, FollowerState)
    assert n.tick(1999).events == []
    out = n.tick(2000)
    assert isinstance(n.state, ProspectiveState) and n.epoch == 2
    assert out.quorum_state is None  # pre-voting persists nothing
    assert sorted(m.peer for m in out.messages if isinstance(m, RaftRequest)) == [1, 3]


def test_leader_resigns_without_fetches_from_a_majority() -> None:
    c, lead = elected()
    r = c.raft(lead)
    st = r.state
    assert isinstance(st, LeaderState) and st.check_quorum_timeout == 3000  # 1.5 x fetch.timeout.ms
    r.tick(st.check_quorum_deadline - 1)
    assert r.state is st
    out = r.tick(st.check_quorum_deadline)
    assert isinstance(r.state, ResignedState)
    ends = [m for m in out.messages if type(m.body).__name__ == "EndQuorumEpochRequest"]
    assert sorted(m.peer for m in ends) == sorted(i for i in c.nodes if i != lead)


def test_former_leader_restarts_resigned() -> None:
    n = node(1, state=ElectionState(epoch=4, leader_id=1, voted_id=1))
    assert isinstance(n.state, ResignedState) and n.epoch == 4
    assert n.metrics.current_state == "resigned"


def test_end_quorum_epoch_orders_the_successors() -> None:
    first = node(2, state=ElectionState(epoch=3, leader_id=1))
    first.handle(end(1, 3, [2, 3]), now=100)
    assert isinstance(first.state, ProspectiveState)  # the preferred successor starts at once
    second = node(3, state=ElectionState(epoch=3, leader_id=1))
    second.handle(end(1, 3, [2, 3]), now=100)
    st = second.state
    # strict exponential backoff: election.backoff.max.ms >> (successors - 1) << (position - 1) = 500 ms
    assert isinstance(st, FollowerState) and st.fetch_deadline == 100 + 500
    assert not st.has_fetched  # will grant pre-votes to the successor


def test_request_timeout_and_failure_back_off() -> None:
    n = node(
        2,
        state=ElectionState(epoch=2, leader_id=1),
        config=QuorumConfig(fetch_timeout_ms=10_000),
        drain=False,
    )
    out = n.tick(1)
    (req,) = out.messages
    assert req.api_key == ApiKey.FETCH and req.peer == 1
    assert n.tick(1500).messages == []  # one request in flight per destination
    out = n.tick(2001)  # request.timeout.ms passed -> backoff retry.backoff.ms
    assert out.messages == []
    (again,) = n.tick(2021).messages
    assert again.correlation_id != req.correlation_id
    n.handle(RequestFailure(1, again.correlation_id, "refused"), now=2030)
    assert n.tick(2040).messages == []
    assert len(n.tick(2050).messages) == 1


def test_create_snapshot_rules_and_prefix_deletion() -> None:
    c, lead = elected()
    c.append(lead, [b"a", b"b"])
    c.run(100)
    r = c.raft(lead)
    hwm = r.high_watermark
    assert hwm is not None and hwm == r.log.end_offset
    last_epoch = r.log.last_fetched_epoch
    with pytest.raises(RaftError, match="above the high watermark"):
        r.create_snapshot(OffsetAndEpoch(hwm + 1, last_epoch), [], now=c.now)
    with pytest.raises(RaftError, match="not an offset and epoch"):
        r.create_snapshot(OffsetAndEpoch(hwm, last_epoch + 5), [], now=c.now)
    out = r.create_snapshot(OffsetAndEpoch(hwm, last_epoch), [b"a", b"b"], now=c.now)
    assert out.created_snapshot == OffsetAndEpoch(hwm, last_epoch)
    assert r.log.start_offset == hwm and r.log.latest_snapshot_id() == OffsetAndEpoch(hwm, last_epoch)
    assert r.create_snapshot(OffsetAndEpoch(hwm, last_epoch), [], now=c.now).created_snapshot is None


def test_restart_loads_the_latest_snapshot() -> None:
    c, lead = elected()
    c.append(lead, [b"a", b"b"])
    c.run(100)
    c.snapshot(lead)
    c.crash(lead)
    c.restart(lead)
    node_ = c.nodes[lead]
    assert node_.applied == [b"a", b"b"]
    assert node_.raft is not None and node_.raft.high_watermark is None  # re-learned from the new leader


def test_metrics_follow_the_state() -> None:
    c, lead = elected([1, 2, 3], [4])
    m = c.raft(lead).metrics
    assert (m.current_state, m.current_leader, m.current_epoch) == ("leader", lead, c.raft(lead).epoch)
    assert m.high_watermark == c.raft(lead).high_watermark and m.log_end_offset == c.raft(lead).log.end_offset
    assert m.times_elected == 1 and m.elections_started == 1 and m.election_latency_count == 1
    f = next(i for i in (1, 2, 3) if i != lead)
    assert c.raft(f).metrics.current_state == "follower" and c.raft(f).metrics.current_vote == lead
    assert c.raft(4).metrics.current_state == "observer"
