"""The voter set as replicated state (seed 003): VoterAssignmentMessage records in the log, acted on when appended
and reverted when truncated, persisted once committed, carried by snapshots; the leader's reassignment engine, one
member at a time; the Vote rules around non-voters; the zombie-leader probe."""

from __future__ import annotations

import ast
import itertools
import uuid

import pytest

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest, BeginQuorumEpochResponse
from kraftpy.raft import (
    ElectionState,
    FollowerState,
    LeaderState,
    MemoryRaftLog,
    ObserverState,
    OffsetAndEpoch,
    ProspectiveState,
    RaftRequest,
    RaftResponse,
    RaftStateError,
    UnattachedState,
    VoterSet,
)
from kraftpy.raft.assignment import (
    NO_OFFSET,
    StepKind,
    VoterAssignment,
    VoterHistory,
    directory_matches,
    plan_step,
)
from kraftpy.raft.records import build_snapshot, build_voter_assignment_batch, read_snapshot_with_voters
from kraftpy.raft.voters import Endpoint, Voter
from tests.raft.harness import CLUSTER_ID, Cluster, directory_of
from tests.raft.helpers import node, vote


def a(current: list[int], target: list[int] | None = None) -> VoterAssignment:
    return VoterAssignment(VoterSet(current), None if target is None else VoterSet(target), CLUSTER_ID)


def leader_of(c: Cluster) -> int:
    leaders = [i for i, n in c.nodes.items() if n.raft is not None and n.raft.is_leader]
    assert len(leaders) == 1, leaders
    return leaders[0]


def started(voters: list[int] = (1, 2, 3), controllers: list[int] = (), **kw: object) -> tuple[Cluster, int]:  # type: ignore[assignment]
    c = Cluster(list(voters), [], controllers=list(controllers), **kw)  # type: ignore[arg-type]
    c.run(3000)
    return c, leader_of(c)


# ------------------------------------------------------------------------------------------ plan_step (table)

# Seed 003's example, [1, 2, 3] -> [4, 5, 6] with node 1 leading, every new voter caught up: the steps in order.
SEED_EXAMPLE = [
    # current, leader, expected step
    ([1, 2, 3], 1, (StepKind.ADD, 4)),  # |New| 3 >= |Removing| 3: add one
    ([1, 2, 3, 4], 1, (StepKind.REMOVE, 2)),  # |New| 2 < |Removing| 3: remove a non-leader
    ([1, 3, 4], 1, (StepKind.ADD, 5)),
    ([1, 3, 4, 5], 1, (StepKind.REMOVE, 3)),
    ([1, 4, 5], 1, (StepKind.ADD, 6)),
    ([1, 4, 5, 6], 1, (StepKind.RESIGN, 1)),  # the leader is the last to go: it resigns
    ([1, 4, 5, 6], 4, (StepKind.REMOVE, 1)),  # the next leader removes it
    ([4, 5, 6], 4, (StepKind.FINISH, -1)),  # CurrentVoters = TargetVoters: TargetVoters cleared
]


@pytest.mark.parametrize(("current", "leader", "expected"), SEED_EXAMPLE)
def test_seed_example_step_by_step(current: list[int], leader: int, expected: tuple[StepKind, int]) -> None:
    step = plan_step(current, [4, 5, 6], leader, caught_up=[4, 5, 6])
    assert (step.kind, step.node_id) == expected


@pytest.mark.parametrize(
    ("current", "target", "leader", "caught_up", "expected"),
    [
        ([1, 2, 3], [4, 5, 6], 1, [], (StepKind.WAIT, -1)),  # nobody caught up: never shrink first
        ([1, 2, 3], [4, 5, 6], 1, [6], (StepKind.ADD, 6)),  # "add another replica first if it has caught up"
        ([1], [1, 2, 3], 1, [2, 3], (StepKind.ADD, 2)),  # grow a standalone controller
        ([1, 2, 3], [1], 2, [], (StepKind.REMOVE, 3)),  # shrink: non-leaders first
        ([1, 2], [1], 2, [], (StepKind.RESIGN, 2)),
        ([1, 2, 3, 4, 5], [1, 2, 3], 1, [], (StepKind.REMOVE, 4)),
        ([1, 2, 3], [1, 2, 4], 3, [4], (StepKind.ADD, 4)),  # replace the leader: add first, then it resigns
        ([1, 2, 3, 4], [1, 2, 4], 3, [], (StepKind.RESIGN, 3)),
        ([1, 2, 3], [1, 2, 3], 1, [], (StepKind.FINISH, -1)),
    ],
)
def test_plan_step_table(
    current: list[int], target: list[int], leader: int, caught_up: list[int], expected: tuple[StepKind, int]
) -> None:
    step = plan_step(current, target, leader, caught_up)
    assert (step.kind, step.node_id) == expected


# --------------------------------------------------------------------------------------------- values


def test_history_appends_truncates_and_compacts() -> None:
    h = VoterHistory(NO_OFFSET, a([1, 2, 3]))
    h.append(5, a([1, 2, 3], [4, 5, 6]))
    h.append(9, a([1, 2, 3, 4], [4, 5, 6]))
    assert h.latest.current.ids == (1, 2, 3, 4) and h.latest_offset == 9
    assert h.at(9)[0] == 5 and h.at(10)[0] == 9 and h.at(3)[0] == NO_OFFSET
    assert h.truncate(9) is True and h.latest_offset == 5  # the uncommitted change is undone
    assert h.truncate(100) is False
    with pytest.raises(ValueError):
        h.append(5, a([1]))
    h.append(12, a([1, 2, 3, 4], [4, 5, 6]))
    h.compact(10)  # keeps what is in effect at 10 (the record at 5) and everything after
    assert [o for o, _ in h.entries()] == [5, 12]
    assert h.truncate(0) is True and h.entries()[0][0] == 5  # the base is committed: it stays


def test_message_round_trip_carries_cluster_id_directories_and_endpoints() -> None:
    d = uuid.uuid4()
    value = VoterAssignment(
        VoterSet([Voter(1, d, (Endpoint("CONTROLLER", "h1", 9093),)), Voter(2)]),
        VoterSet([Voter(2), Voter(3, endpoints=(Endpoint("CONTROLLER", "::1", 9094),))]),
        "clusterX",
    )
    back = VoterAssignment.from_message(value.to_message())
    assert back == value
    msg = value.to_message()
    assert msg.cluster_id == "clusterX" and msg.current_voters[0].voter_directory_id == d
    batch = build_voter_assignment_batch(msg, base_offset=7, epoch=3, timestamp=0)
    from kraftpy.raft.records import voter_assignments_in

    [(offset, decoded)] = voter_assignments_in(batch)
    assert offset == 7 and VoterAssignment.from_message(decoded) == value


def test_snapshots_carry_current_and_target_voters() -> None:
    data = build_snapshot(
        [b"x", b"y"],
        epoch=2,
        timestamp=0,
        last_contained_log_timestamp=-1,
        voters=a([1, 2], [2, 3]).to_message(),
    )
    _, records, voters = read_snapshot_with_voters(data)
    assert records == [b"x", b"y"] and voters is not None
    assert VoterAssignment.from_message(voters) == a([1, 2], [2, 3])
    _, _, none = read_snapshot_with_voters(
        build_snapshot([b"x"], epoch=1, timestamp=0, last_contained_log_timestamp=-1)
    )
    assert none is None


def test_quorum_state_holds_the_committed_assignment_only_when_known() -> None:
    plain = ElectionState(5, 1, 1)
    assert "appliedOffset" not in plain.to_json()  # exactly Kafka's file
    # (the cluster id is meta.properties' business: the file does not repeat it)
    with_voters = ElectionState(
        5, 1, 1, voters_offset=42, voters=VoterAssignment(VoterSet([1, 2, 4]), VoterSet([4, 5]))
    )
    text = with_voters.to_json()
    assert '"appliedOffset":42' in text and '"targetVoters"' in text
    assert ElectionState.from_json(text) == with_voters


def test_directory_identity() -> None:
    d1, d2 = uuid.uuid4(), uuid.uuid4()
    assert directory_matches(Voter(1, d1), d1) and not directory_matches(Voter(1, d1), d2)
    assert directory_matches(Voter(1), d2)  # a static voter: any directory
    assert not directory_matches(None, d1)


# -------------------------------------------------------------------------------------- in the quorum


def test_the_seed_example_moves_the_quorum_and_clears_the_target() -> None:
    c, lead = started([1, 2, 3], controllers=[4, 5, 6])
    c.reassign(lead, [4, 5, 6])
    c.run(6000)
    new_lead = leader_of(c)
    assert new_lead in (4, 5, 6)
    for i, n in c.nodes.items():
        r = n.raft
        assert r is not None
        assert r.voters.ids == (4, 5, 6) and r.target_voters is None, i
        assert r.is_voter == (i in (4, 5, 6))
        assert isinstance(r.state, ObserverState) == (i not in (4, 5, 6))
    # every committed record changed the voter set by at most one member
    configs = [rec.current.ids for _, rec in c.raft(new_lead).assignment_history()]
    assert configs[-1] == (4, 5, 6)
    lines = c.log_lines(new_lead)
    steps = [line.split("VoterAssignment(")[1] for line in lines if "VoterAssignment(" in line]
    assert steps == [
        "current=[1, 2, 3] target=[4, 5, 6])",
        "current=[1, 2, 3, 4] target=[4, 5, 6])",
        *steps[2:-2],
        "current=[4, 5, 6] target=[4, 5, 6])",
        "current=[4, 5, 6] target=null)",
    ]
    sets = [ast.literal_eval(s.split("current=")[1].split(" target")[0]) for s in steps]
    for before, after in itertools.pairwise(sets):
        assert len(set(before) ^ set(after)) <= 1
    # the old leader handed over and became an observer; the removed voters learnt it from their fetches
    assert c.raft(lead).metrics.handovers_total == 1


def deliver_one(c: Cluster) -> None:
    """Deliver the oldest pending message (or let 5 ms pass when none is pending)."""
    if not c.pool:
        c.advance(5)
        return
    p = c.pool.pop(0)
    node_ = c.nodes[p.dst]
    if node_.raft is None or node_.incarnation != p.incarnation or (p.src, p.dst) in c.blocked:
        return
    c.process(node_, node_.raft.handle(p.message, c.now))


def step_until(c: Cluster, done: object, limit: int = 20_000) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        deliver_one(c)
    raise AssertionError("condition not reached")


def test_followers_act_on_an_appended_change_and_revert_it_when_truncated() -> None:
    c, lead = started([1, 2, 3], controllers=[4])
    f1, f2 = [i for i in (1, 2, 3) if i != lead]
    c.reassign(lead, [1, 2, 3, 4])
    # the moment the leader appends the record that adds 4, only 4 may still fetch from it
    step_until(c, lambda: c.raft(lead).voters.ids == (1, 2, 3, 4))
    c.partition([[lead, 4], [f1, f2]])
    step_until(c, lambda: c.raft(4).voters.ids == (1, 2, 3, 4))
    r4 = c.raft(4)
    assert r4.voter_change_pending and r4.is_voter and isinstance(r4.state, FollowerState)  # at once, uncommitted
    assert c.raft(f1).voters.ids == (1, 2, 3)
    # the leader dies; f1 and f2 elect a leader whose log does not have the record (4 is cut off meanwhile: with
    # its longer log it could win the election itself, and the record would then commit)
    c.crash(lead)
    c.heal()
    c.partition([[4], [f1, f2]])
    step_until(c, lambda: any(c.nodes[i].raft.is_leader for i in (f1, f2)))  # type: ignore[union-attr]
    c.heal()
    # 4 fetches from it, truncates the record away, and is an observer of [1, 2, 3] again
    step_until(c, lambda: c.raft(4).metrics.voter_truncations_total >= 1)
    assert c.raft(4).voters.ids == (1, 2, 3) and not c.raft(4).is_voter
    assert isinstance(c.raft(4).state, ObserverState)


def test_committed_assignment_is_persisted_and_a_restart_scans_the_log_forward() -> None:
    c, lead = started([1, 2, 3], controllers=[4])
    f = next(i for i in (1, 2, 3) if i != lead)
    c.reassign(lead, [1, 2, 3, 4])
    step_until(c, lambda: c.raft(lead).voters.ids == (1, 2, 3, 4))  # the add record, uncommitted
    c.partition([[lead, f], [x for x in (1, 2, 3, 4) if x not in (lead, f)]])
    step_until(c, lambda: c.raft(f).voters.ids == (1, 2, 3, 4))
    stored = c.nodes[f].store.read()
    assert stored is not None and stored.voters is not None
    # the committed one (the target record) is in quorum-state, with its offset; the add record is not
    assert stored.voters.current.ids == (1, 2, 3) and stored.voters.target is not None
    offset = stored.voters_offset
    assert 0 <= offset < c.raft(f).assignment_offset
    c.crash(f)
    c.restart(f)
    r = c.raft(f)
    assert r.voters.ids == (1, 2, 3, 4) and r.assignment_offset > offset  # found by scanning forward from it
    assert c.nodes[f].store.read().voters_offset == offset  # type: ignore[union-attr]
    c.heal()
    c.run(3000)
    stored = c.nodes[f].store.read()
    assert stored is not None and stored.voters is not None and stored.voters.current.ids == (1, 2, 3, 4)
    assert stored.voters.target is None and stored.voters_offset > offset


def test_snapshot_install_brings_the_voters_along() -> None:
    c, lead = started([1, 2, 3], controllers=[4, 5])
    c.reassign(lead, [1, 2, 3, 4])
    c.run(2000)
    c.append(lead, [b"a"])
    c.run(200)
    c.snapshot(lead)
    # a controller that starts late (its log empty) gets the leader's snapshot with the voters in it
    c.crash(5)
    c.wipe(5)
    c.restart(5)
    c.run(2000)
    r = c.raft(5)
    assert r.log.start_offset > 0 and r.voters.ids == (1, 2, 3, 4) and not r.is_voter


def test_one_uncommitted_change_at_a_time() -> None:
    c, lead = started([1, 2, 3], controllers=[4, 5])
    c.reassign(lead, [1, 2, 3, 4, 5])  # appends the target record at once
    c.partition([[lead], [x for x in (1, 2, 3, 4, 5) if x != lead]])  # nothing can commit now
    c.run(500)
    r = c.raft(lead)
    records = [line for line in c.log_lines(lead) if "VoterAssignment" in line]
    assert records == [
        f"  {r.assignment_offset}..{r.assignment_offset}@{r.epoch} "
        "VoterAssignment(current=[1, 2, 3] target=[1, 2, 3, 4, 5])"
    ]
    assert r.voter_change_pending
    c.heal()
    c.run(3000)
    c.reassign(leader_of(c), [1, 2, 3, 4, 5])  # the record may have been lost with the leadership: ask again
    c.run(5000)
    r = c.raft(leader_of(c))
    assert r.voters.ids == (1, 2, 3, 4, 5) and r.target_voters is None and not r.voter_change_pending


def test_a_leader_without_a_commit_in_its_epoch_refuses_voter_changes() -> None:
    c = Cluster([1, 2, 3], controllers=[4])
    c.advance(1500)
    for _ in range(20):  # the election only: no fetch is ever answered
        c.drop(kind="Fetch")
        c.drop(kind="BeginQuorumEpoch")
        if not c.deliver():
            break
    [lead] = [i for i, n in c.nodes.items() if n.raft is not None and n.raft.is_leader]
    r = c.raft(lead)
    assert r.high_watermark is None
    _, out = r.reassign([1, 2, 3, 4], c.now, 1000)
    [res] = out.voter_results
    assert res.error_code == ErrorCode.REQUEST_TIMED_OUT and "not committed an entry" in (res.message or "")


def test_requests_are_validated() -> None:
    c, lead = started([1, 2, 3], controllers=[4])
    r = c.raft(lead)

    def result(target: list[int] | None) -> tuple[int, str | None]:
        _, out = r.reassign(target, c.now, 1000)
        c.process(c.nodes[lead], out)
        return (out.voter_results[0].error_code, out.voter_results[0].message) if out.voter_results else (0, "")

    assert result([1, 2, 9])[0] == ErrorCode.INVALID_REPLICA_ASSIGNMENT  # 9 is not a known controller
    assert result([])[0] == ErrorCode.INVALID_REPLICA_ASSIGNMENT
    assert result([1, 1, 2])[0] == ErrorCode.INVALID_REPLICA_ASSIGNMENT
    assert result(None)[0] == ErrorCode.NO_REASSIGNMENT_IN_PROGRESS
    follower = next(i for i in (1, 2, 3) if i != lead)
    _, out = c.raft(follower).reassign([1, 2], c.now, 1000)
    [res] = out.voter_results
    assert res.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER and f"the leader is {lead}" in (res.message or "")


def test_the_same_target_twice_is_answered_once_committed_and_cancel_leaves_the_current_voters() -> None:
    c, lead = started([1, 2, 3], controllers=[4, 5, 6])
    c.partition([[1, 2, 3], [4, 5, 6]])  # the new voters cannot catch up: the move waits
    c.run(3000)
    c.reassign(lead, [4, 5, 6])
    c.run(1000)
    r = c.raft(lead)
    assert r.target_voters is not None and r.target_voters.ids == (4, 5, 6) and r.voters.ids == (1, 2, 3)
    c.take_lines()
    c.reassign(lead, [4, 5, 6])  # idempotent: already committed, answered at once
    assert any("voter change #2 done" in line for line in c.take_lines())
    c.reassign(lead, None)  # cancel: the target goes, the current voters stay
    c.run(500)
    assert r.target_voters is None and r.voters.ids == (1, 2, 3)
    assert any("voter change #3 done" in line for line in c.take_lines())


def test_a_wiped_voter_is_not_taken_for_the_old_one() -> None:
    c, lead = started([1, 2, 3], controllers=[4])
    c.reassign(lead, [1, 2, 3, 4])  # the first record fills in the voters' directory ids
    c.run(2000)
    victim = next(i for i in (1, 2, 3) if i != lead)
    c.crash(victim)
    c.wipe(victim)
    c.restart(victim)
    c.run(3000)
    r = c.raft(victim)
    assert not r.is_voter and isinstance(r.state, ObserverState)  # its log says voter `victim` has another dir
    leader = c.raft(leader_of(c))
    assert victim in leader.state.observers  # type: ignore[attr-defined]
    # KIP-853: remove the old directory's voter, add the new one
    old_dir = directory_of(victim, 0)
    c.remove_voter(leader_of(c), victim, disk=0)
    c.run(2000)
    assert victim not in c.raft(leader_of(c)).voters
    c.add_voter(leader_of(c), victim)
    c.run(3000)
    voter = c.raft(leader_of(c)).voters.voter(victim)
    assert voter is not None and voter.directory_id == directory_of(victim, 1) != old_dir
    assert c.raft(victim).is_voter


def test_a_vote_from_a_node_outside_the_voters_makes_a_voter_stand_for_election() -> None:
    n = node(2, voters=[1, 2, 3])
    assert isinstance(n.state, UnattachedState)
    out = n.handle(vote(9, epoch=1, last_epoch=0, last_offset=0), now=10)
    p = out.messages[0].body.topics[0].partitions[0]
    assert p.vote_granted is False
    assert isinstance(n.state, ProspectiveState)  # seed 003: it stands for election itself (pre-vote first)
    # a pre-vote from a non-voter changes nothing
    m = node(3, voters=[1, 2, 3])
    before = m.state
    m.handle(vote(9, epoch=0, last_epoch=0, last_offset=0, pre_vote=True), now=10)
    assert m.state is before


def test_an_observer_asked_as_a_voter_votes_and_remembers_it() -> None:
    c = Cluster([1, 2, 3], controllers=[4])
    r = c.raft(4)

    def ask(candidate: int, epoch: int, directory: uuid.UUID) -> bool:
        req = vote(candidate, epoch=epoch, last_epoch=0, last_offset=0, voter_id=4)
        req.body.topics[0].partitions[0].voter_directory_id = directory
        out = r.handle(req, now=c.now)
        c.process(c.nodes[4], out)
        return bool(out.messages[0].body.topics[0].partitions[0].vote_granted)

    assert ask(1, 1, directory_of(4, 0)) is True  # a candidate whose log makes 4 a voter: 4 votes
    stored = c.nodes[4].store.read()
    assert stored is not None and (stored.epoch, stored.voted_id) == (1, 1)  # and remembers it
    assert ask(2, 1, directory_of(4, 0)) is False  # one vote per epoch
    assert ask(3, 2, uuid.uuid4()) is False  # asked as another directory's voter: not this node
    assert isinstance(r.state, ObserverState)


def test_a_zombie_leader_steps_down_when_it_hears_of_a_newer_epoch() -> None:
    c, lead = started([1, 2, 3])
    r = c.raft(lead)
    epoch = r.epoch
    other = next(i for i in (1, 2, 3) if i != lead)
    r.handle(vote(other, epoch=epoch + 3, last_epoch=epoch, last_offset=r.log.end_offset, pre_vote=True), now=c.now)
    assert not r.is_leader and r.epoch == epoch + 3


def test_a_zombie_leader_probes_its_observers_and_steps_down_before_check_quorum() -> None:
    c, old = started([1, 2, 3], controllers=[4])
    voters = [i for i in (1, 2, 3) if i != old]
    r = c.raft(old)
    st = r.state
    assert isinstance(st, LeaderState)
    check_quorum_at = st.check_quorum_deadline
    c.partition([[old, 4], voters])
    probe = None
    while probe is None and c.now < check_quorum_at:
        c.advance(10)
        probe = next(
            (p for p in c.pool if p.src == old and p.dst == 4 and isinstance(p.message.body, BeginQuorumEpochRequest)),
            None,
        )
        c.pool = [p for p in c.pool if p is not probe]
        c.stabilize()
    assert probe is not None and r.is_leader  # probing before check-quorum would resign it
    # observer 4 heard of epoch+1 with leader `voters[0]`: its answer makes the zombie step down at once
    answer = BeginQuorumEpochResponse(
        topics=[
            BeginQuorumEpochResponse.TopicData(
                topic_name="__cluster_metadata",
                partitions=[
                    BeginQuorumEpochResponse.PartitionData(
                        partition_index=0,
                        error_code=ErrorCode.FENCED_LEADER_EPOCH,
                        leader_id=voters[0],
                        leader_epoch=r.epoch + 1,
                    )
                ],
            )
        ]
    )
    r.handle(RaftResponse(4, probe.message.correlation_id, answer), now=c.now)
    assert c.now < check_quorum_at
    assert isinstance(r.state, FollowerState) and (r.epoch, r.leader_id) == (st.epoch + 1, voters[0])


def test_the_bootstrap_snapshot_voters_are_written_by_the_first_leader() -> None:
    c = Cluster([1, 2, 3], bootstrap=VoterSet([1, 2, 3]))
    c.run(3000)
    lead = leader_of(c)
    lines = c.log_lines(lead)
    assert "LeaderChangeMessage" in lines[2] and "VoterAssignment(current=[1, 2, 3] target=null)" in lines[3]
    for i in (1, 2, 3):
        r = c.raft(i)
        assert r.is_voter and r.committed_assignment[0] >= 0
        v = r.voters.voter(i)
        assert v is not None and v.directory_id == directory_of(i, 0) and v.endpoints


def test_a_record_of_another_cluster_stops_the_node() -> None:
    log = MemoryRaftLog()
    msg = VoterAssignment(VoterSet([1]), None, "SomeOtherClusterAAAAAA").to_message()
    log.append_as_leader(build_voter_assignment_batch(msg, base_offset=0, epoch=1, timestamp=0), 1)
    log.flush()
    with pytest.raises(RaftStateError, match="belongs to cluster SomeOtherClusterAAAAAA"):
        node(1, voters=[1], log=log)


def test_a_new_voter_learns_it_from_the_log_and_a_removed_one_becomes_an_observer() -> None:
    c, lead = started([1, 2, 3], controllers=[4])
    c.reassign(lead, [1, 2, 3, 4])
    c.run(2000)
    assert isinstance(c.raft(4).state, FollowerState) and c.raft(4).is_voter
    victim = next(i for i in (1, 2, 3) if i != lead)
    c.reassign(lead, [x for x in (1, 2, 3, 4) if x != victim])
    c.run(2000)
    assert isinstance(c.raft(victim).state, ObserverState) and not c.raft(victim).is_voter
    assert c.raft(victim).leader_id == lead


def test_snapshot_of_the_leader_holds_the_voters_in_effect_at_its_offset() -> None:
    c, lead = started([1, 2, 3], controllers=[4])
    c.reassign(lead, [1, 2, 3, 4])
    c.run(2000)
    c.append(lead, [b"x"])
    c.run(100)
    c.snapshot(lead)
    log = c.raft(lead).log
    sid = log.latest_snapshot_id()
    assert sid is not None
    data = log.read_snapshot(sid, 0, log.snapshot_size(sid) or 0)
    assert data is not None
    _, _, voters = read_snapshot_with_voters(data)
    assert voters is not None and VoterAssignment.from_message(voters).current.ids == (1, 2, 3, 4)
    assert sid == OffsetAndEpoch(sid.offset, sid.epoch)


def test_a_non_voter_candidate_with_a_longer_log_gets_the_vote() -> None:
    """The voter's own voter set may be the stale one: a candidate whose log is ahead may hold the records that
    make it a voter, so the voter grants (Raft's rule); a candidate that is not ahead is refused as seed 003 says."""
    n = node(2, voters=[1, 2, 3])
    out = n.handle(vote(9, epoch=1, last_epoch=0, last_offset=5), now=10)
    assert out.messages[0].body.topics[0].partitions[0].vote_granted is True
    assert n.state.voted_id == 9
    m = node(2, voters=[1, 2, 3])
    out = m.handle(vote(9, epoch=1, last_epoch=0, last_offset=0), now=10)
    assert out.messages[0].body.topics[0].partitions[0].vote_granted is False


def test_metrics_follow_the_reassignment() -> None:
    from kraftpy.metrics.roles import raft_collector

    c, lead = started([1, 2, 3], controllers=[4, 5, 6])
    c.run(500)
    m = c.raft(lead).metrics
    assert (m.number_of_voters, m.reassignment_in_progress, m.is_voter, m.observers_caught_up) == (3, 0, 1, 3)
    c.partition([[1, 2, 3], [4, 5, 6]])
    c.run(2500)  # the observers fell behind
    c.reassign(lead, [4, 5, 6])
    c.run(200)
    assert (m.reassignment_in_progress, m.number_of_target_voters, m.observers_caught_up) == (1, 3, 0)
    samples = {f.name: f for f in raft_collector(lambda: m).collect()}
    assert samples["kafka_server_raft_metrics_reassignment_in_progress"].samples[0].value == 1.0
    assert samples["kafka_server_raft_metrics_number_of_target_voters"].samples[0].value == 3.0
    c.heal()
    c.run(6000)
    r = c.raft(leader_of(c))
    assert r.metrics.reassignment_in_progress == 0 and r.metrics.number_of_voters == 3
    assert c.raft(lead).metrics.is_voter == 0 and c.raft(lead).metrics.handovers_total == 1


def test_a_node_with_a_new_disk_told_it_leads_an_epoch_does_not_believe_it() -> None:
    """A controller whose metadata directory was replaced hears (from a follower that has not noticed yet) that it
    leads the epoch an earlier incarnation led: it joins that epoch without a leader instead of stopping."""
    from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest as B

    n = node(1, voters=[1, 2, 3])  # no quorum-state: a new disk
    req = B(
        cluster_id=None,
        voter_id=1,
        topics=[
            B.TopicData(
                topic_name="__cluster_metadata",
                partitions=[B.PartitionData(partition_index=0, leader_id=1, leader_epoch=4)],
            )
        ],
    )
    n.handle(RaftRequest(2, 1, req), now=10)
    assert n.epoch == 4 and n.leader_id == -1 and not n.is_leader
    # a node that has its quorum-state still treats the same message as the inconsistency it is
    m = node(1, voters=[1, 2, 3], state=ElectionState(2, 3, 3))
    with pytest.raises(RaftStateError, match="inconsistent"):
        m.handle(RaftRequest(2, 1, req), now=10)


def test_a_leader_handing_over_takes_no_more_appends() -> None:
    from kraftpy.raft import NotLeaderError

    c, lead = started([1, 2, 3])
    r = c.raft(lead)
    st = r.state
    assert isinstance(st, LeaderState)
    c.append(lead, [b"before"])
    st.transfer_deadline = c.now + 1000  # what the engine sets when the leader is the last removing voter
    with pytest.raises(NotLeaderError):
        r.append([b"late"], c.now)
    c.run(1500)  # nobody is removing it for real here: at the deadline it resigns anyway
    assert not r.is_leader
