"""Raft safety invariants, checked by the simulator after every step.

The checker keeps a global record of what has been committed: whenever a node's high watermark moves, the
batches of its log below the new value are compared with (or added to) that record, batch by batch, bytes
included. From it follow the checks:

* at most one leader per epoch;
* the high watermark never moves backward on a node (within one lifetime; a restarted node re-learns it);
* committed entries never change (every node's log agrees with the record below its high watermark);
* committed entries never vanish (each is durable on a majority of voters: flushed log or snapshot);
* a leader holds every committed entry when it takes office;
* the state machine of every node sees exactly the committed records, in order (snapshot loads included).

With a changing voter set (seed 003's VoterAssignmentMessage records, `RaftSimConfig.reconfig`):

* every committed voter set differs from the previous committed one by at most one member;
* "committed entries never vanish" is judged against the latest committed voter set: no majority of it can be
  formed without a node that holds the entry durably;
* no two disjoint majorities can commit: every election's granting majority intersects the acknowledging
  majority of the last commit before it (an election that could miss a committed entry, Raft's single-server
  change bug, is caught here before it loses anything);
* a leader acknowledges a commit only with a majority of the voter set it uses, and is elected only by a majority
  of its own.
"""

from __future__ import annotations

import bisect
import itertools
from dataclasses import dataclass, field

from kraftpy.protocol.messages.raft_records import VoterAssignmentMessage
from kraftpy.raft.memory_log import MemoryRaftLog
from kraftpy.raft.messages import LoadedSnapshot
from kraftpy.raft.node import RaftNode
from kraftpy.raft.records import Batch, decode_log_batches
from kraftpy.raft.roles import LeaderState

__all__ = ["InvariantViolation", "RaftInvariants"]

_MISSING = object()


class InvariantViolation(AssertionError):
    """A Raft safety property does not hold."""


@dataclass(slots=True)
class _NodeView:
    hwm: int | None = None
    checked_upto: int = 0
    leader_epochs: set[int] = field(default_factory=set)
    leader_hwm: tuple[int, int] | None = None  # (epoch, hwm) of the last commit seen from this node as leader


def majorities_can_be_disjoint(a: frozenset[int], b: frozenset[int]) -> bool:
    """Two voter sets have a majority each that share no member."""
    ma, mb = len(a) // 2 + 1, len(b) // 2 + 1
    both = len(a & b)
    return max(0, ma - len(a - b)) + max(0, mb - len(b - a)) <= both


class RaftInvariants:
    __slots__ = (
        "_bases",
        "_batches",
        "_last_commit",
        "_nodes",
        "_records",
        "checks",
        "committed_end",
        "configs",
        "elections_checked",
        "leaders",
        "voter_ids",
    )

    def __init__(self, voter_ids: list[int]) -> None:
        self.voter_ids = list(voter_ids)
        # committed voter sets in log order: (offset, ids, target ids or None); the configured one at -1
        self.configs: list[tuple[int, frozenset[int], frozenset[int] | None]] = [(-1, frozenset(voter_ids), None)]
        self._last_commit: tuple[int, int, frozenset[int], frozenset[int]] | None = None  # epoch, hwm, acks, voters
        self.elections_checked = 0
        self.leaders: dict[int, int] = {}
        self._batches: dict[int, tuple[int, int, bytes]] = {}  # base -> (last, epoch, bytes)
        self._bases: list[int] = []
        self._records: dict[int, bytes | None] = {}  # offset -> payload (None: control record)
        self.committed_end = 0
        self._nodes: dict[int, _NodeView] = {}
        self.checks = 0

    # --------------------------------------------------------------------------------------------- hooks

    def on_restart(self, node_id: int) -> None:
        """A new lifetime: the HWM is re-learned; the log is checked again from its start."""
        view = self._nodes.get(node_id)
        if view is not None:
            view.hwm = None
            view.checked_upto = 0

    def observe(self, node_id: int, raft: RaftNode, log: MemoryRaftLog) -> None:
        """After a node processed an output (before its state machine applies anything)."""
        self.checks += 1
        view = self._nodes.get(node_id)
        if view is None:
            view = self._nodes[node_id] = _NodeView()
        epoch = raft.epoch
        if raft.is_leader:
            holder = self.leaders.setdefault(epoch, node_id)
            if holder != node_id:
                raise InvariantViolation(f"two leaders in epoch {epoch}: n{holder} and n{node_id}")
            if epoch not in view.leader_epochs:
                view.leader_epochs.add(epoch)
                self._check_leader_complete(node_id, epoch, log)
                self._check_election(node_id, raft)
            self._check_commit(node_id, view, raft)
        hwm = raft.high_watermark
        if hwm is None:
            return
        if hwm > log.end_offset:
            raise InvariantViolation(f"n{node_id}: high watermark {hwm} is beyond its log end {log.end_offset}")
        if view.hwm is not None and hwm < view.hwm:
            raise InvariantViolation(f"n{node_id}: high watermark moved backward from {view.hwm} to {hwm}")
        view.hwm = hwm
        if hwm > view.checked_upto:
            self._check_log_below(node_id, log, view.checked_upto, hwm)
            view.checked_upto = hwm

    def _check_election(self, node_id: int, raft: RaftNode) -> None:
        st = getattr(raft, "state", None)
        if not isinstance(st, LeaderState):
            return
        voters = frozenset(st.voters.ids)
        granting = frozenset(st.granting)
        if not st.voters.is_majority(granting):
            raise InvariantViolation(
                f"n{node_id} leads epoch {st.epoch} with votes {sorted(granting)}, not a majority of its voters "
                f"{sorted(voters)}"
            )
        last = self._last_commit
        if last is not None and last[0] < st.epoch:
            self.elections_checked += 1
            if not granting & last[2]:
                raise InvariantViolation(
                    f"disjoint majorities: n{node_id} was elected in epoch {st.epoch} by {sorted(granting)} (voters "
                    f"{sorted(voters)}), which share no member with the majority {sorted(last[2])} (voters "
                    f"{sorted(last[3])}) that acknowledged the commit up to offset {last[1]} in epoch {last[0]}"
                )

    def _check_commit(self, node_id: int, view: _NodeView, raft: RaftNode) -> None:
        st = getattr(raft, "state", None)
        hwm = raft.high_watermark
        if not isinstance(st, LeaderState) or hwm is None:
            return
        if view.leader_hwm == (st.epoch, hwm):
            return
        view.leader_hwm = (st.epoch, hwm)
        # one uncommitted voter change at a time: above the high watermark, at most one record changes the voters
        history = raft.assignment_history()
        changes = sum(
            1
            for (_, before), (offset, after) in itertools.pairwise(history)
            if offset >= hwm and before.current.ids != after.current.ids
        )
        if changes > 1:
            raise InvariantViolation(
                f"n{node_id} (leader of epoch {st.epoch}) has {changes} uncommitted voter changes above its high "
                f"watermark {hwm}: {[(o, list(a.current.ids)) for o, a in history if o >= hwm]}"
            )
        quorum = st.commit_quorum
        if quorum is None:
            return
        acks, voters = quorum
        if len(acks & voters) < len(voters) // 2 + 1:
            raise InvariantViolation(
                f"n{node_id} (leader of epoch {st.epoch}) moved its high watermark to {hwm} with only "
                f"{sorted(acks)} of its voters {sorted(voters)} holding it"
            )
        self._last_commit = (st.epoch, hwm, acks, voters)

    @property
    def committed_voters(self) -> frozenset[int]:
        return self.configs[-1][1]

    @property
    def committed_target(self) -> frozenset[int] | None:
        return self.configs[-1][2]

    def check_applied(self, node_id: int, batch: Batch) -> None:
        for i, payload in enumerate(batch.records):
            expected = self._records.get(batch.base_offset + i, _MISSING)
            if expected is _MISSING:
                raise InvariantViolation(
                    f"n{node_id} applied offset {batch.base_offset + i}, which is not known to be committed"
                )
            if expected != payload:
                raise InvariantViolation(
                    f"n{node_id} applied {payload!r} at offset {batch.base_offset + i}; committed is {expected!r}"
                )

    def check_snapshot(self, node_id: int, snapshot: LoadedSnapshot) -> None:
        expected = []
        for offset in range(snapshot.snapshot_id.offset):
            value = self._records.get(offset, _MISSING)
            if value is _MISSING:
                return  # part of the committed prefix was never observed in a log: nothing to compare
            if value is not None:
                expected.append(value)
        if expected != list(snapshot.records):
            raise InvariantViolation(
                f"n{node_id} loaded snapshot {snapshot.snapshot_id} with {len(snapshot.records)} records that "
                f"differ from the {len(expected)} committed records below its offset"
            )

    # ------------------------------------------------------------------------------------------- checks

    def _batch_at(self, offset: int) -> tuple[int, int, int, bytes] | None:
        i = bisect.bisect_right(self._bases, offset) - 1
        if i < 0:
            return None
        base = self._bases[i]
        last, epoch, data = self._batches[base]
        return (base, last, epoch, data) if last >= offset else None

    def _register(self, base: int, last: int, epoch: int, data: bytes) -> None:
        self._batches[base] = (last, epoch, data)
        bisect.insort(self._bases, base)
        for b in decode_log_batches(data):
            if b.control_records:
                for i in range(b.last_offset - b.base_offset + 1):
                    self._records[b.base_offset + i] = None
                for i, c in enumerate(b.control_records):
                    if isinstance(c.message, VoterAssignmentMessage):
                        self._register_config(b.base_offset + i, c.message)
            else:
                for i, payload in enumerate(b.records):
                    self._records[b.base_offset + i] = payload
        if last + 1 > self.committed_end:
            self.committed_end = last + 1

    def _register_config(self, offset: int, msg: VoterAssignmentMessage) -> None:
        ids = frozenset(v.voter_id for v in msg.current_voters)
        target = None if msg.target_voters is None else frozenset(v.voter_id for v in msg.target_voters)
        previous = [c for c in self.configs if c[0] < offset]
        prev = previous[-1][1] if previous else self.configs[0][1]
        if len(ids ^ prev) > 1:
            raise InvariantViolation(
                f"the committed voter set at offset {offset} {sorted(ids)} differs from the previous committed one "
                f"{sorted(prev)} by {len(ids ^ prev)} members"
            )
        self.configs.append((offset, ids, target))
        self.configs.sort(key=lambda c: c[0])

    def _check_log_below(self, node_id: int, log: MemoryRaftLog, start: int, hwm: int) -> None:
        if start < log.start_offset:
            self._check_snapshot_id(node_id, log)
            start = log.start_offset
        batches = log.batches()
        for base, last, epoch, data in batches[log.batch_index(start) :]:
            if base >= hwm:
                break
            if last < start:
                continue
            if last >= hwm:
                raise InvariantViolation(f"n{node_id}: high watermark {hwm} falls inside the batch {base}-{last}")
            known = self._batches.get(base)
            if known is None:
                overlap = self._batch_at(base) or self._batch_at(last)
                if overlap is not None:
                    raise InvariantViolation(
                        f"n{node_id}: batch {base}-{last} (epoch {epoch}) overlaps the committed batch "
                        f"{overlap[0]}-{overlap[1]} (epoch {overlap[2]})"
                    )
                self._register(base, last, epoch, data)
            elif known != (last, epoch, data):
                raise InvariantViolation(
                    f"n{node_id}: committed batch at offset {base} changed: was {known[0] - base + 1} records of "
                    f"epoch {known[1]}, now {last - base + 1} records of epoch {epoch}"
                    + (" (same offsets and epoch, different bytes)" if known[:2] == (last, epoch) else "")
                )

    def _check_snapshot_id(self, node_id: int, log: MemoryRaftLog) -> None:
        sid = log.log_start_snapshot_id()
        if sid is None:
            return
        covering = self._batch_at(sid.offset - 1)
        if covering is not None and (covering[1] != sid.offset - 1 or covering[2] != sid.epoch):
            raise InvariantViolation(
                f"n{node_id}: snapshot {sid} does not end at a committed batch boundary of that epoch "
                f"(committed batch {covering[0]}-{covering[1]} epoch {covering[2]})"
            )

    def _check_leader_complete(self, node_id: int, epoch: int, log: MemoryRaftLog) -> None:
        """A new leader must hold every entry committed so far (Leader Completeness)."""
        if log.end_offset < self.committed_end:
            raise InvariantViolation(
                f"n{node_id} became leader of epoch {epoch} with log end {log.end_offset} below the committed "
                f"offset {self.committed_end}"
            )
        mine = {b[0]: b for b in log.batches()}
        for base in self._bases:
            last, b_epoch, data = self._batches[base]
            if last < log.start_offset:
                continue
            got = mine.get(base)
            if got is None or got[1:] != (last, b_epoch, data):
                raise InvariantViolation(
                    f"n{node_id} became leader of epoch {epoch} without the committed batch {base}-{last} "
                    f"(epoch {b_epoch})"
                )

    def check_durable_majority(self, logs: dict[int, MemoryRaftLog]) -> None:
        """Every committed batch is durable (flushed, or inside a snapshot) on enough voters of the latest committed
        voter set that no majority of it can be formed without one of them (with an odd number of voters: a
        majority)."""
        if not self._bases:
            return
        voters = sorted(self.committed_voters)
        majority = len(voters) - (len(voters) // 2 + 1) + 1
        durable: list[tuple[dict[int, tuple[int, int, bytes]], int]] = []
        for vid in voters:
            log = logs.get(vid)
            if log is None:
                continue
            snaps = log.snapshots()
            covered = max((s.offset for s in snaps), default=0)
            durable.append(({b[0]: (b[1], b[2], b[3]) for b in log.durable_batches()}, covered))
        for base in self._bases:
            entry = self._batches[base]
            count = sum(1 for batches, covered in durable if entry[0] < covered or batches.get(base) == entry)
            if count < majority:
                raise InvariantViolation(
                    f"committed batch {base}-{entry[0]} (epoch {entry[1]}) is durable on only {count} voter(s) of "
                    f"{voters}"
                )

    def check_all_logs(self, logs: dict[int, MemoryRaftLog], hwms: dict[int, int | None]) -> None:
        """Full agreement check of every log below its node's high watermark."""
        for node_id, log in logs.items():
            hwm = hwms.get(node_id)
            if hwm is not None:
                self._check_log_below(node_id, log, 0, hwm)
