"""Raft metrics as plain attributes, updated by `RaftNode` after every call (`observe`, given the node's state), for
a metrics layer to read.

Names follow Kafka's `raft-metrics` group (`current-state` -> `current_state`, ...); rates and averages are left
to the metrics layer, which can derive them from the counters and the latency sums.
"""

from __future__ import annotations

from dataclasses import dataclass

from .log import RaftLog
from .roles import EpochState, LeaderState
from .voters import VoterSet

__all__ = ["RaftMetrics"]


@dataclass(slots=True)
class RaftMetrics:
    current_state: str = "unattached"
    current_leader: int = -1
    current_vote: int = -1
    current_epoch: int = 0
    high_watermark: int = -1
    log_end_offset: int = 0
    log_end_epoch: int = 0
    log_start_offset: int = 0
    number_of_voters: int = 0
    number_of_observers: int = 0  # leader only
    # seed 003: the quorum's voter set as this node's log has it
    number_of_target_voters: int = 0  # voters of the reassignment in progress (0: none)
    reassignment_in_progress: int = 0  # 1 while the log's latest assignment has TargetVoters
    uncommitted_voter_change: int = 0  # 1 while the latest voter record is above the high watermark
    observers_caught_up: int = 0  # leader only: observers a reassignment could promote now
    is_voter: int = 0
    # counters
    elections_started: int = 0  # transitions to candidate
    times_elected: int = 0  # transitions to leader
    append_records_total: int = 0  # records appended as leader
    fetch_records_total: int = 0  # offsets appended as follower
    committed_batches_total: int = 0
    snapshots_loaded_total: int = 0
    snapshots_created_total: int = 0
    truncations_total: int = 0
    voter_changes_total: int = 0  # voter records appended as leader
    voter_truncations_total: int = 0  # truncations that undid an appended voter record
    handovers_total: int = 0  # resignations of a leader a reassignment removes last
    # latencies (sum/count/max in ms)
    election_latency_sum_ms: int = 0
    election_latency_count: int = 0
    election_latency_max_ms: int = 0
    commit_latency_sum_ms: int = 0
    commit_latency_count: int = 0
    commit_latency_max_ms: int = 0

    def record_election_latency(self, ms: int) -> None:
        self.election_latency_sum_ms += ms
        self.election_latency_count += 1
        self.election_latency_max_ms = max(self.election_latency_max_ms, ms)

    def record_commit_latency(self, ms: int) -> None:
        self.commit_latency_sum_ms += ms
        self.commit_latency_count += 1
        self.commit_latency_max_ms = max(self.commit_latency_max_ms, ms)

    def observe(
        self,
        st: EpochState,
        log: RaftLog,
        hwm: int | None,
        voters: VoterSet,
        target: VoterSet | None,
        voter_change_pending: bool,
        is_voter: bool,
        round_ms: int,
        now: int,
    ) -> None:
        """Read the gauges from a node's state (it calls this after every input): its role, log, high watermark,
        voters and target voters, whether a voter change is pending, whether it is a voter, and the round
        (`controller.quorum.election.timeout.ms`) within which an observer must have caught up to count."""
        self.current_state = st.name
        self.current_leader = st.leader_id
        self.current_vote = st.voted_id
        self.current_epoch = st.epoch
        self.high_watermark = -1 if hwm is None else hwm
        self.log_end_offset = log.end_offset
        self.log_end_epoch = log.last_fetched_epoch
        self.log_start_offset = log.start_offset
        self.number_of_voters = len(voters)
        self.number_of_observers = len(st.observers) if isinstance(st, LeaderState) else 0
        self.number_of_target_voters = len(target) if target is not None else 0
        self.reassignment_in_progress = int(target is not None)
        self.uncommitted_voter_change = int(voter_change_pending)
        self.is_voter = int(is_voter)
        if isinstance(st, LeaderState):
            self.observers_caught_up = sum(
                1 for i, rs in st.observers.items() if rs.endpoints and st.is_caught_up(i, now, round_ms)
            )
        else:
            self.observers_caught_up = 0
