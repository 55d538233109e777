"""A hand-driven cluster of `RaftNode`s for unit tests and transcripts.

Nothing happens by itself: time moves with `advance`, messages wait in a pool until `deliver` (or `drop`), and
every reaction is rendered as text. Outputs are processed like a real driver does (quorum-state write, flush,
then sends, then the state machine).
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest, BeginQuorumEpochResponse
from kraftpy.protocol.messages.end_quorum_epoch import EndQuorumEpochRequest, EndQuorumEpochResponse
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.fetch_snapshot import FetchSnapshotRequest, FetchSnapshotResponse
from kraftpy.protocol.messages.vote import VoteRequest, VoteResponse
from kraftpy.protocol.records import iter_batches
from kraftpy.raft import (
    MemoryQuorumStateStore,
    MemoryRaftLog,
    NotLeaderError,
    OffsetAndEpoch,
    QuorumConfig,
    RaftNode,
    RaftOutput,
    RaftRequest,
    RaftResponse,
    VoterSet,
)
from kraftpy.raft.assignment import VoterAssignment
from kraftpy.raft.messages import VoterChangeResult
from kraftpy.raft.records import decode_log_batches
from kraftpy.raft.voters import Endpoint, Voter

CLUSTER_ID = "UnitTestClusterAAAAAAA"  # the same as tests.raft.helpers.CLUSTER


def render(body: object) -> str:
    """One line for a raft message."""

    def err(code: int) -> str:
        return (
            ""
            if code == 0
            else f" error={ErrorCode.of(code).name if isinstance(ErrorCode.of(code), ErrorCode) else code}"
        )

    if isinstance(body, VoteRequest):
        p = body.topics[0].partitions[0]
        kind = "PreVote" if p.pre_vote else "Vote"
        return f"{kind}(epoch={p.replica_epoch} candidate={p.replica_id} last={p.last_offset}@{p.last_offset_epoch})"
    if isinstance(body, VoteResponse):
        if not body.topics:
            return f"VoteResponse({err(body.error_code).strip()})"
        p = body.topics[0].partitions[0]
        granted = str(p.vote_granted).lower()
        return f"VoteResponse(granted={granted} epoch={p.leader_epoch} leader={p.leader_id}{err(p.error_code)})"
    if isinstance(body, BeginQuorumEpochRequest):
        p = body.topics[0].partitions[0]
        return f"BeginQuorumEpoch(epoch={p.leader_epoch} leader={p.leader_id})"
    if isinstance(body, BeginQuorumEpochResponse):
        if not body.topics:
            return f"BeginQuorumEpochResponse({err(body.error_code).strip()})"
        p = body.topics[0].partitions[0]
        return f"BeginQuorumEpochResponse(epoch={p.leader_epoch} leader={p.leader_id}{err(p.error_code)})"
    if isinstance(body, EndQuorumEpochRequest):
        p = body.topics[0].partitions[0]
        succ = [c.candidate_id for c in p.preferred_candidates]
        return f"EndQuorumEpoch(epoch={p.leader_epoch} leader={p.leader_id} successors={succ})"
    if isinstance(body, EndQuorumEpochResponse):
        if not body.topics:
            return f"EndQuorumEpochResponse({err(body.error_code).strip()})"
        p = body.topics[0].partitions[0]
        return f"EndQuorumEpochResponse(epoch={p.leader_epoch} leader={p.leader_id}{err(p.error_code)})"
    if isinstance(body, FetchRequest):
        p = body.topics[0].partitions[0]
        return (
            f"Fetch(epoch={p.current_leader_epoch} offset={p.fetch_offset} last_epoch={p.last_fetched_epoch} "
            f"hwm={p.high_watermark})"
        )
    if isinstance(body, FetchResponse):
        if not body.responses:
            return f"FetchResponse({err(body.error_code).strip()})"
        p = body.responses[0].partitions[0]
        parts = [
            f"epoch={p.current_leader.leader_epoch}",
            f"leader={p.current_leader.leader_id}",
            f"hwm={p.high_watermark}",
        ]
        if p.records:
            ranges = [
                f"{h.base_offset}..{h.last_offset}@{h.partition_leader_epoch}" for _, h in iter_batches(p.records)
            ]
            parts.append(f"batches=[{' '.join(ranges)}]")
        if p.diverging_epoch.epoch >= 0:
            parts.append(f"diverging={p.diverging_epoch.end_offset}@{p.diverging_epoch.epoch}")
        if p.snapshot_id.epoch >= 0:
            parts.append(f"snapshot={p.snapshot_id.end_offset}@{p.snapshot_id.epoch}")
        return f"FetchResponse({' '.join(parts)}{err(p.error_code)})"
    if isinstance(body, FetchSnapshotRequest):
        p = body.topics[0].partitions[0]
        snapshot = f"{p.snapshot_id.end_offset}@{p.snapshot_id.epoch}"
        return f"FetchSnapshot(epoch={p.current_leader_epoch} snapshot={snapshot} position={p.position})"
    if isinstance(body, FetchSnapshotResponse):
        if not body.topics:
            return f"FetchSnapshotResponse({err(body.error_code).strip()})"
        p = body.topics[0].partitions[0]
        return (
            f"FetchSnapshotResponse(epoch={p.current_leader.leader_epoch} snapshot={p.snapshot_id.end_offset}@"
            f"{p.snapshot_id.epoch} size={p.size} position={p.position} bytes={len(p.unaligned_records)}"
            f"{err(p.error_code)})"
        )
    return type(body).__name__


def render_control(message: object) -> str:
    """One control record: its type, and what matters of it."""
    from kraftpy.protocol.messages.raft_records import VoterAssignmentMessage

    if isinstance(message, VoterAssignmentMessage):
        return f"VoterAssignment({VoterAssignment.from_message(message).describe()})"
    return f"{type(message).__name__}(leader={getattr(message, 'leader_id', '-')})"


def render_result(r: VoterChangeResult) -> str:
    if r.error_code == 0:
        return f"voter change #{r.ticket} done"
    code = ErrorCode.of(r.error_code)
    return (
        f"voter change #{r.ticket} failed: {code.name if isinstance(code, ErrorCode) else r.error_code} ({r.message})"
    )


def directory_of(node_id: int, disk: int) -> uuid.UUID:
    """A node's metadata directory id (a new one after `wipe`)."""
    return uuid.UUID(int=(node_id << 16) | (disk + 1))


@dataclass
class Pending:
    src: int
    dst: int
    message: RaftRequest | RaftResponse  # peer = src when delivered
    incarnation: int  # of the destination when sent


@dataclass
class HarnessNode:
    id: int
    log: MemoryRaftLog = field(default_factory=MemoryRaftLog)
    store: MemoryQuorumStateStore = field(default_factory=MemoryQuorumStateStore)
    raft: RaftNode | None = None
    incarnation: int = 0
    applied: list[bytes] = field(default_factory=list)
    applied_offset: int = 0
    last_batch: tuple[int, int] | None = None
    deadline: int = 0
    outputs: list[RaftOutput] = field(default_factory=list)
    controller: bool = True  # has controller endpoints (a voter, or an observer the leader can promote)
    disk: int = 0  # bumped by `wipe`: a new metadata directory


class Cluster:
    def __init__(
        self,
        voters: list[int],
        observers: list[int] = (),  # type: ignore[assignment]
        *,
        seed: int = 1,
        config: QuorumConfig | None = None,
        controllers: list[int] = (),  # type: ignore[assignment]
        bootstrap: VoterSet | None = None,
    ) -> None:
        """`observers` are brokers (no controller endpoints); `controllers` are controller-only observers that a
        reassignment can make voters. `bootstrap`: the voters start from a bootstrap snapshot holding this voter set
        (as `storage format --initial-controllers` writes it) instead of from the configuration."""
        self.voter_set = VoterSet(voters) if bootstrap is None else VoterSet.none()
        self.config = config if config is not None else QuorumConfig(append_linger_ms=0)
        self.seed = seed
        self.now = 0
        self.nodes = {i: HarnessNode(i) for i in [*voters, *observers, *controllers]}
        for i in observers:
            self.nodes[i].controller = False
        self.bootstrap = bootstrap
        if bootstrap is not None:
            for i in voters:
                self._write_bootstrap_snapshot(self.nodes[i])
        self.pool: list[Pending] = []
        self.blocked: set[tuple[int, int]] = set()
        self.lines: list[str] = []
        for node in self.nodes.values():
            self._start(node)

    # ----------------------------------------------------------------------------------------- nodes

    def _write_bootstrap_snapshot(self, node: HarnessNode) -> None:
        from kraftpy.raft import OffsetAndEpoch as _OE
        from kraftpy.raft.records import build_snapshot

        assert self.bootstrap is not None
        voters = VoterSet(
            Voter(v.node_id, directory_of(v.node_id, 0), self.endpoints_of(v.node_id)) for v in self.bootstrap
        )
        writer = node.log.create_snapshot(_OE(0, 0))
        assert writer is not None
        writer.append(
            build_snapshot(
                [],
                epoch=0,
                timestamp=0,
                last_contained_log_timestamp=-1,
                voters=VoterAssignment(voters, None, CLUSTER_ID).to_message(),
            )
        )
        writer.freeze()

    def endpoints_of(self, node_id: int) -> tuple[Endpoint, ...]:
        return (Endpoint("CONTROLLER", f"n{node_id}", 9093),)

    def _start(self, node: HarnessNode) -> None:
        node.raft = RaftNode(
            node_id=node.id,
            voters=self.voter_set,
            log=node.log,
            election_state=node.store.read(),
            cluster_id=CLUSTER_ID,
            random=random.Random(self.seed * 1000 + node.id * 10 + node.incarnation),
            now=self.now,
            config=self.config,
            directory_id=directory_of(node.id, node.disk),
            endpoints=self.endpoints_of(node.id) if node.controller else (),
        )
        node.applied = []
        node.applied_offset = 0
        node.last_batch = None
        self.process(node, node.raft.tick(self.now))

    def raft(self, node_id: int) -> RaftNode:
        raft = self.nodes[node_id].raft
        assert raft is not None, f"n{node_id} is down"
        return raft

    def crash(self, node_id: int, power_loss: bool = False) -> None:
        node = self.nodes[node_id]
        node.raft = None
        node.incarnation += 1
        lost = node.log.power_loss() if power_loss else 0
        self.pool = [p for p in self.pool if p.dst != node_id]
        self.lines.append(
            f"n{node_id} crashed" + (f" with power loss ({lost} unflushed batches lost)" if power_loss else "")
        )

    def restart(self, node_id: int) -> None:
        node = self.nodes[node_id]
        assert node.raft is None
        self.lines.append(f"n{node_id} restarted")
        self._start(node)

    # ---------------------------------------------------------------------------------------- output

    def process(self, node: HarnessNode, out: RaftOutput) -> None:
        node.outputs.append(out)
        prefix = f"  n{node.id}:"
        for event in out.events:
            self.lines.append(f"{prefix} {event}")
        if out.quorum_state is not None:
            qs = out.quorum_state
            node.store.write(qs)
            self.lines.append(f"{prefix} persist epoch={qs.epoch} leader={qs.leader_id} voted={qs.voted_id}")
        if out.flush:
            node.log.flush()
        for m in out.messages:
            dst = self.nodes[m.peer]
            self.pool.append(Pending(node.id, m.peer, type(m)(node.id, m.correlation_id, m.body), dst.incarnation))
            self.lines.append(f"  n{node.id} -> n{m.peer} {render(m.body)}")
        if out.snapshot is not None:
            sid = out.snapshot.snapshot_id
            node.applied = list(out.snapshot.records)
            node.applied_offset = sid.offset
            node.last_batch = (sid.offset - 1, sid.epoch)
            self.lines.append(f"{prefix} load snapshot {sid.offset}@{sid.epoch} ({len(out.snapshot.records)} records)")
        for b in out.committed:
            node.applied.extend(b.records)
            node.applied_offset = b.last_offset + 1
            node.last_batch = (b.last_offset, b.epoch)
            what = (
                "control "
                + ",".join(
                    render_control(c.message)
                    if type(c.message).__name__ == "VoterAssignmentMessage"
                    else type(c.message).__name__
                    for c in b.control_records
                )
                if b.is_control
                else ("data " + ",".join(r.decode() for r in b.records))
            )
            self.lines.append(f"{prefix} commit {b.base_offset}..{b.last_offset}@{b.epoch} {what}")
        if out.created_snapshot is not None:
            s = out.created_snapshot
            self.lines.append(f"{prefix} created snapshot {s.offset}@{s.epoch}; log starts at {node.log.start_offset}")
        for r in out.voter_results:
            self.lines.append(f"{prefix} {render_result(r)}")
        node.deadline = out.next_deadline

    def take_lines(self) -> list[str]:
        lines, self.lines = self.lines, []
        return lines

    # -------------------------------------------------------------------------------------- commands

    def advance(self, ms: int) -> None:
        """Move time forward by `ms`, ticking each node at its deadlines on the way (messages stay pending)."""
        target = self.now + ms
        while True:
            up = [n for n in self.nodes.values() if n.raft is not None]
            if not up:
                break
            node = min(up, key=lambda n: (n.deadline, n.id))
            if node.deadline > target:
                break
            self.now = max(self.now, node.deadline)
            before = len(self.lines)
            self.lines.append(f"t={self.now} tick n{node.id}")
            assert node.raft is not None
            self.process(node, node.raft.tick(self.now))
            if len(self.lines) == before + 1:
                self.lines.pop()  # nothing happened
        self.now = target

    def run(self, ms: int, step: int = 10) -> None:
        """Let the cluster run for `ms`: time advances in `step`s and every message is delivered after the step
        it was sent in. Only node events (transitions, persisted state, commits, snapshots) are kept."""
        start = len(self.lines)
        end = self.now + ms
        while self.now < end:
            self.advance(min(step, end - self.now))
            self.stabilize()
        kept = [line for line in self.lines[start:] if line.startswith("  n") and ":" in line.split()[0]]
        self.lines[start:] = [f"t={self.now} ran {ms} ms", *kept]

    def hops(self, count: int) -> None:
        """`count` network hops: each delivers what is pending now (replies wait for the next hop); when nothing is
        pending, 10 ms pass instead. Only node events are kept, as in `run`."""
        start = len(self.lines)
        for _ in range(count):
            if self.pool:
                self.deliver()
            else:
                self.advance(10)
        kept = [line for line in self.lines[start:] if line.startswith("  n") and ":" in line.split()[0]]
        self.lines[start:] = [f"t={self.now} {count} hops", *kept]

    def tick(self, node_id: int) -> None:
        node = self.nodes[node_id]
        assert node.raft is not None
        self.process(node, node.raft.tick(self.now))

    def _matches(self, p: Pending, src: int | None, dst: int | None, kind: str | None) -> bool:
        if src is not None and p.src != src:
            return False
        if dst is not None and p.dst != dst:
            return False
        return kind is None or render(p.message.body).split("(")[0] == kind

    def deliver(self, src: int | None = None, dst: int | None = None, kind: str | None = None) -> int:
        """Deliver the matching pending messages (oldest first); replies join the pool."""
        chosen = [p for p in self.pool if self._matches(p, src, dst, kind)]
        self.pool = [p for p in self.pool if not self._matches(p, src, dst, kind)]
        for p in chosen:
            node = self.nodes[p.dst]
            if node.raft is None or node.incarnation != p.incarnation or (p.src, p.dst) in self.blocked:
                self.lines.append(f"n{p.src} -> n{p.dst} {render(p.message.body)}: lost")
                continue
            self.lines.append(f"n{p.src} -> n{p.dst} {render(p.message.body)}")
            self.process(node, node.raft.handle(p.message, self.now))
        return len(chosen)

    def drop(self, src: int | None = None, dst: int | None = None, kind: str | None = None) -> None:
        for p in [p for p in self.pool if self._matches(p, src, dst, kind)]:
            self.lines.append(f"dropped n{p.src} -> n{p.dst} {render(p.message.body)}")
        self.pool = [p for p in self.pool if not self._matches(p, src, dst, kind)]

    def stabilize(self, rounds: int = 50) -> None:
        """Deliver until no message is pending (time does not move)."""
        for _ in range(rounds):
            if not self.pool:
                return
            self.deliver()
        raise AssertionError("messages still pending after 50 rounds")

    def append(self, node_id: int, records: list[bytes]) -> None:
        node = self.nodes[node_id]
        assert node.raft is not None
        try:
            out = node.raft.append(records, self.now)
        except NotLeaderError as exc:
            self.lines.append(f"  n{node_id}: append refused: {exc}")
            return
        assert out.appended is not None
        self.lines.append(
            f"  n{node_id}: appended {out.appended.base_offset}..{out.appended.last_offset}@{out.appended.epoch}"
        )
        self.process(node, out)

    def snapshot(self, node_id: int) -> None:
        node = self.nodes[node_id]
        assert node.raft is not None and node.last_batch is not None
        sid = OffsetAndEpoch(node.last_batch[0] + 1, node.last_batch[1])
        self.process(node, node.raft.create_snapshot(sid, node.applied, self.now))

    def reassign(self, node_id: int, target: list[int] | None, timeout_ms: int = 60_000) -> None:
        node = self.nodes[node_id]
        assert node.raft is not None
        ticket, out = node.raft.reassign(target, self.now, timeout_ms)
        self.lines.append(f"  n{node_id}: reassignment #{ticket} to {'null' if target is None else target}")
        self.process(node, out)

    def add_voter(self, node_id: int, voter_id: int, timeout_ms: int = 60_000) -> None:
        node = self.nodes[node_id]
        assert node.raft is not None
        v = Voter(voter_id, directory_of(voter_id, self.nodes[voter_id].disk), self.endpoints_of(voter_id))
        ticket, out = node.raft.add_voter(v, self.now, timeout_ms)
        self.lines.append(f"  n{node_id}: add voter #{ticket}: {voter_id}")
        self.process(node, out)

    def remove_voter(self, node_id: int, voter_id: int, disk: int | None = None, timeout_ms: int = 60_000) -> None:
        node = self.nodes[node_id]
        assert node.raft is not None
        d = directory_of(voter_id, self.nodes[voter_id].disk if disk is None else disk)
        ticket, out = node.raft.remove_voter(voter_id, d, self.now, timeout_ms)
        self.lines.append(f"  n{node_id}: remove voter #{ticket}: {voter_id}")
        self.process(node, out)

    def wipe(self, node_id: int) -> None:
        """The node's metadata directory is lost (after a crash): an empty log, no quorum-state, a new directory id."""
        node = self.nodes[node_id]
        assert node.raft is None, "crash the node first"
        node.log = MemoryRaftLog()
        node.store = MemoryQuorumStateStore()
        node.disk += 1
        self.lines.append(f"n{node_id} wiped: new directory")

    def voters(self) -> list[str]:
        out = []
        for node in self.nodes.values():
            r = node.raft
            if r is None:
                out.append(f"n{node.id}: down")
                continue
            off, committed = r.committed_assignment
            out.append(
                f"n{node.id}: {r.state.name} voters={list(r.voters.ids)} "
                f"target={'null' if r.target_voters is None else list(r.target_voters.ids)} "
                f"committed@{off}={list(committed.current.ids)}"
            )
        return out

    def resign(self, node_id: int) -> None:
        node = self.nodes[node_id]
        assert node.raft is not None
        self.process(node, node.raft.resign(self.now))

    def partition(self, groups: list[list[int]]) -> None:
        for i, a in enumerate(groups):
            for b in groups[i + 1 :]:
                for x in a:
                    for y in b:
                        self.blocked.add((x, y))
                        self.blocked.add((y, x))

    def heal(self) -> None:
        self.blocked.clear()

    # ---------------------------------------------------------------------------------------- views

    def status(self) -> list[str]:
        out = []
        for node in self.nodes.values():
            if node.raft is None:
                out.append(f"n{node.id}: down")
                continue
            out.append(f"n{node.id}: {node.raft.describe()} applied={node.applied_offset}")
        return out

    def log_lines(self, node_id: int) -> list[str]:
        log = self.nodes[node_id].log
        lines = [f"n{node_id}: log [{log.start_offset}, {log.end_offset}) flushed below {log.flushed_offset}"]
        for sid in sorted(log.snapshots(), key=lambda s: s.offset):
            lines.append(f"  snapshot {sid.offset}@{sid.epoch}")
        for base, last, epoch, data in log.batches():
            (batch,) = decode_log_batches(data)
            if batch.is_control:
                what = ",".join(render_control(c.message) for c in batch.control_records)
            else:
                what = ",".join(r.decode() for r in batch.records)
            lines.append(f"  {base}..{last}@{epoch} {what}")
        return lines
