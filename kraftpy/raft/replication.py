"""Fetch-based replication (KIP-595), both sides, for `RaftNode`.

Leader side: Fetch requests (validated with `elections`, answered with records, a DivergingEpoch or a snapshot id;
an empty answer is parked until data arrives, the high watermark moves or `max_wait_ms` passes), the replicas'
progress (in `LeaderState`, whose high watermark is the quorum's `committed_offset`) and the DescribeQuorum view of
it. (The leader's own appends wait in the `Accumulator`.)
Follower and observer side: when and whom to fetch from, Fetch responses (truncation on a DivergingEpoch, a
snapshot download handed to `SnapshotTransfer`, records appended and voter records handed to `VoterChanges`), the
follower's high watermark. Both: delivery of committed batches to the state machine.

`Replication` is owned by its `RaftNode` and works on the node's `RaftContext` (role, high watermark, log, output); it
changes role only through the node's `Transitions`.
"""

from __future__ import annotations

import enum
import logging
import uuid
from dataclasses import dataclass
from typing import Any

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.uuids import METADATA_TOPIC_ID

from .accumulator import Accumulator
from .assignment import directory_matches
from .context import RaftContext
from .elections import empty_follower_snapshot, fetch_request_error, validate_leader_only
from .log import ValidationKind, truncate_to_end_offset, validate_offset_and_epoch
from .messages import RaftRequest, RaftResponse, fetch_request_partition, fetch_response_partition
from .records import decode_log_batches
from .requests import Sent
from .roles import FollowerState, LeaderState, ObserverState, ReplicaState, _FetchingState
from .snapshots import SnapshotTransfer
from .transitions import Transitions
from .types import METADATA_PARTITION, OffsetAndEpoch, RaftStateError
from .voter_changes import VoterChanges
from .voters import Endpoint, Voter

__all__ = ["FetchAnswer", "ParkedFetch", "Replication", "fetch_answer", "follower_high_watermark"]

logger = logging.getLogger(__name__)

_NONE = ErrorCode.NONE
_NO_HWM = -1


@dataclass(slots=True)
class ParkedFetch:
    """A Fetch the leader answers later (nothing to send yet, and the follower is willing to wait)."""

    peer: int
    correlation_id: int
    replica_id: int
    partition: Any  # FetchRequest.FetchPartition
    max_bytes: int
    deadline: int
    request_hwm: int


class FetchAnswer(enum.Enum):
    """What a leader's answer to a Fetch tells the follower to do."""

    RECORDS = "records"  # append the records (maybe none) and take the high watermark
    DIVERGING = "diverging"  # truncate to the DivergingEpoch's end offset
    SNAPSHOT = "snapshot"  # fetch the snapshot
    INVALID_SNAPSHOT = "invalid-snapshot"  # a snapshot id with a negative offset or epoch


def fetch_answer(diverging_epoch: int, snapshot_id: OffsetAndEpoch) -> FetchAnswer:
    """Classify a Fetch response partition by its DivergingEpoch epoch and SnapshotId (-1: absent)."""
    if diverging_epoch >= 0:
        return FetchAnswer.DIVERGING
    if snapshot_id.epoch >= 0 or snapshot_id.offset >= 0:
        if snapshot_id.epoch < 0 or snapshot_id.offset < 0:
            return FetchAnswer.INVALID_SNAPSHOT
        return FetchAnswer.SNAPSHOT
    return FetchAnswer.RECORDS


def follower_high_watermark(leader_hwm: int, log_end: int, hwm: int | None) -> int | None:
    """A follower's high watermark after the leader sent `leader_hwm`: never beyond its own log end, never
    backward."""
    new = min(leader_hwm, log_end)
    return new if hwm is None or new > hwm else hwm


class Replication:
    """Fetch-based replication of one `RaftNode` (see the module docstring)."""

    __slots__ = ("_accumulator", "_ctx", "_roles", "_snapshots", "_voter_changes", "parked")

    def __init__(
        self,
        ctx: RaftContext,
        roles: Transitions,
        accumulator: Accumulator,
        snapshots: SnapshotTransfer,
        voter_changes: VoterChanges,
    ) -> None:
        self._ctx = ctx
        self._roles = roles
        self._accumulator = accumulator
        self._snapshots = snapshots
        self._voter_changes = voter_changes
        self.parked: list[ParkedFetch] = []

    # ================================================================================= leader: Fetch requests

    def on_leadership_lost(self) -> None:
        """The leader stepped down: answer the parked fetches (with an error), forget the append times."""
        self.complete_parked(force=True)
        self._accumulator.on_leadership_lost()

    def on_fetch_request(self, req: RaftRequest) -> FetchResponse | None:
        """The answer to a Fetch, or None when it is parked."""
        ctx = self._ctx
        body: FetchRequest = req.body  # type: ignore[assignment]
        if not ctx.cluster_id_ok(body.cluster_id):
            return FetchResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = fetch_request_partition(body)
        if part is None:
            return FetchResponse(error_code=ErrorCode.INVALID_REQUEST)
        error = fetch_request_error(
            body.max_wait_ms, part.fetch_offset, part.last_fetched_epoch, part.current_leader_epoch
        )
        if error != _NONE:
            return self.fetch_response(error)
        replica_id = body.replica_state.replica_id if body.replica_state.replica_id >= 0 else body.replica_id
        st = ctx.state
        if isinstance(st, LeaderState) and replica_id >= 0 and body.replica_endpoints:
            self._note_fetcher_endpoints(st, replica_id, part.replica_directory_id, body.replica_endpoints)
        max_bytes = max(1, min(body.max_bytes, part.partition_max_bytes or body.max_bytes, ctx.config.fetch_max_bytes))
        response, waitable = self._try_complete_fetch(replica_id, part, max_bytes)
        request_hwm = part.high_watermark
        if waitable and body.max_wait_ms > 0 and (ctx.hwm is None or ctx.hwm <= request_hwm):
            self.parked.append(
                ParkedFetch(
                    req.peer,
                    req.correlation_id,
                    replica_id,
                    part,
                    max_bytes,
                    ctx.now + body.max_wait_ms,
                    request_hwm,
                )
            )
            return None
        return response

    def _try_complete_fetch(self, replica_id: int, part: Any, max_bytes: int) -> tuple[FetchResponse, bool]:
        """The answer to a fetch now, and whether it is an empty answer that could wait for data."""
        ctx = self._ctx
        error = validate_leader_only(ctx.state, part.current_leader_epoch)
        if error != _NONE:
            return self.fetch_response(error), False
        st = ctx.state
        assert isinstance(st, LeaderState)
        if replica_id == ctx.node_id:
            return self.fetch_response(ErrorCode.INVALID_REQUEST), False
        fetch_offset = part.fetch_offset
        snapshot = empty_follower_snapshot(fetch_offset, ctx.log.latest_snapshot_id())
        if snapshot is not None:
            return self.fetch_response(_NONE, snapshot=snapshot, hwm=ctx.hwm), False
        valid = validate_offset_and_epoch(ctx.log, fetch_offset, part.last_fetched_epoch)
        if valid.kind is ValidationKind.SNAPSHOT:
            return self.fetch_response(_NONE, snapshot=valid.offset_and_epoch, hwm=ctx.hwm), False
        if valid.kind is ValidationKind.DIVERGING:
            return self.fetch_response(_NONE, diverging=valid.offset_and_epoch, hwm=ctx.hwm), False
        records = ctx.log.read(fetch_offset, max_bytes)
        if replica_id >= 0 and st.update_replica(
            replica_id, fetch_offset, ctx.now, ctx.log.end_offset, part.replica_directory_id
        ):
            ctx.hwm = st.high_watermark
        return self.fetch_response(_NONE, records=records, hwm=ctx.hwm), not records

    def _note_fetcher_endpoints(
        self, st: LeaderState, replica_id: int, directory_id: uuid.UUID, endpoints: Any
    ) -> None:
        """A controller fetching with its listeners (kraftpy's Fetch tag): the leader can make it a voter."""
        eps = tuple(Endpoint(e.name, e.host, e.port) for e in endpoints)
        rs = st.voter_states.get(replica_id)
        if rs is None or not directory_matches(st.voters.voter(replica_id), directory_id):
            rs = st.observers.get(replica_id)
            if rs is None or rs.directory_id != directory_id:
                rs = st.observers[replica_id] = ReplicaState(replica_id, directory_id=directory_id)
        rs.endpoints = eps

    def complete_parked(self, force: bool = False) -> None:
        """Answer the parked fetches that can be answered now (all of them when `force`d or not the leader)."""
        if not self.parked:
            return
        ctx = self._ctx
        now = ctx.now
        end = ctx.log.end_offset
        hwm = ctx.hwm
        leader = isinstance(ctx.state, LeaderState)
        keep = []
        ready = []
        for p in self.parked:
            if (
                force
                or not leader
                or now >= p.deadline
                or end > p.partition.fetch_offset
                or (hwm is not None and hwm > p.request_hwm)
            ):
                ready.append(p)
            else:
                keep.append(p)
        self.parked = keep
        for p in ready:
            response, _ = self._try_complete_fetch(p.replica_id, p.partition, p.max_bytes)
            ctx.out.messages.append(RaftResponse(p.peer, p.correlation_id, response))

    def parked_deadlines(self) -> list[int]:
        return [p.deadline for p in self.parked]

    def fetch_response(
        self,
        error: int,
        records: bytes = b"",
        diverging: OffsetAndEpoch | None = None,
        snapshot: OffsetAndEpoch | None = None,
        hwm: int | None = None,
    ) -> FetchResponse:
        ctx = self._ctx
        st = ctx.state
        p = FetchResponse.PartitionData(
            partition_index=METADATA_PARTITION,
            error_code=error,
            high_watermark=_NO_HWM if hwm is None else hwm,
            log_start_offset=ctx.log.start_offset,
            current_leader=FetchResponse.LeaderIdAndEpoch(leader_id=st.leader_id, leader_epoch=st.epoch),
            records=records,
        )
        if diverging is not None:
            p.diverging_epoch = FetchResponse.EpochEndOffset(epoch=diverging.epoch, end_offset=diverging.offset)
        if snapshot is not None:
            p.snapshot_id = FetchResponse.SnapshotId(end_offset=snapshot.offset, epoch=snapshot.epoch)
        response = FetchResponse(
            responses=[FetchResponse.FetchableTopicResponse(topic_id=METADATA_TOPIC_ID, partitions=[p])]
        )
        leader_endpoints = self._voter_changes.leader_endpoints(st.leader_id) if st.leader_id >= 0 else ()
        if leader_endpoints:
            # KIP-951's NodeEndpoints: how to reach the leader named in CurrentLeader (an observer that came in
            # through controller.quorum.bootstrap.servers learns it here)
            e = leader_endpoints[0]
            response.node_endpoints = [FetchResponse.NodeEndpoint(node_id=st.leader_id, host=e.host, port=e.port)]
        return response

    # ================================================================================ leader: DescribeQuorum

    def replica_states(self) -> dict[str, list[tuple[int, int, int, int]]]:
        st = self._ctx.state
        if not isinstance(st, LeaderState):
            return {"voters": [], "observers": []}
        st.expire_observers(self._ctx.now)

        def rows(states: Any) -> list[tuple[int, int, int, int]]:
            return [(s.node_id, s.end_offset, s.last_fetch_ms, s.last_caught_up_ms) for s in states]

        return {"voters": rows(st.voter_states.values()), "observers": rows(st.observers.values())}

    def replica_details(self) -> dict[str, list[tuple[int, int, int, int, uuid.UUID]]]:
        ctx = self._ctx
        st = ctx.state
        if not isinstance(st, LeaderState):
            return {"voters": [], "target_voters": [], "observers": []}
        st.expire_observers(ctx.now)

        def row(v: Voter) -> tuple[int, int, int, int, uuid.UUID]:
            rs = st.voter_states.get(v.node_id) or st.observers.get(v.node_id)
            d = v.directory_id
            if not d.int:
                d = ctx.directory_id if v.node_id == ctx.node_id else (rs.directory_id if rs is not None else d)
            if rs is None:
                return (v.node_id, -1, -1, -1, d)
            return (v.node_id, rs.end_offset, rs.last_fetch_ms, rs.last_caught_up_ms, d)

        target = ctx.target_voters
        return {
            "voters": [row(v) for v in ctx.voters],
            "target_voters": [row(v) for v in target] if target is not None else [],
            "observers": [
                (s.node_id, s.end_offset, s.last_fetch_ms, s.last_caught_up_ms, s.directory_id)
                for s in sorted(st.observers.values(), key=lambda s: s.node_id)
            ],
        }

    # =============================================================================== follower and observer

    def poll_follower(self, st: FollowerState) -> None:
        ctx = self._ctx
        now = ctx.now
        if now >= st.fetch_deadline or ctx.quorum.is_only_voter(ctx.node_id):
            logger.info(
                "[RaftNode %d] No successful fetch from leader %d within the fetch timeout; pre-voting",
                ctx.node_id,
                st.leader_id,
            )
            self._roles.to_prospective()
            return
        if ctx.requests.is_ready(st.leader_id, now):
            self.send_fetch(st, st.leader_id)

    def poll_observer(self, st: ObserverState) -> None:
        ctx = self._ctx
        now = ctx.now
        if ctx.requests.any_inflight(now):
            return
        leader = st.leader_id
        reachable = leader >= 0 and (not ctx.bootstrap_peers or bool(self._voter_changes.leader_endpoints(leader)))
        if reachable and now < st.fetch_deadline and not ctx.requests.is_backing_off(leader, now):
            self.send_fetch(st, leader)
            return
        peers = [v for v in ctx.voters.ids if v != ctx.node_id]
        if reachable and leader != ctx.node_id and leader not in peers:
            peers.append(leader)  # a leader outside the voters this node knows of (its log is behind)
        if not peers or not reachable:
            peers += [p for p in ctx.bootstrap_peers if p not in peers]
        ready = [p for p in peers if ctx.requests.is_ready(p, now)]
        if ready:
            target = ready[ctx.random.randrange(len(ready))]
            self.send_fetch(st, target)

    def send_fetch(self, st: _FetchingState, peer: int) -> None:
        """Fetch from `peer`: the snapshot being downloaded from the leader, else the log."""
        ctx = self._ctx
        writer = st.fetching_snapshot
        if writer is not None and peer == st.leader_id:
            self._snapshots.send_request(st.epoch, peer, writer.snapshot_id, writer.size)
        else:
            ctx.send_request(peer, self.fetch_request(st.epoch), Sent(ApiKey.FETCH, st.epoch))

    def fetch_request(self, epoch: int) -> FetchRequest:
        ctx = self._ctx
        cfg = ctx.config
        return FetchRequest(
            cluster_id=ctx.cluster_id,
            replica_endpoints=[
                FetchRequest.ReplicaEndpoint(name=e.name, host=e.host, port=e.port) for e in ctx.endpoints
            ],
            replica_state=FetchRequest.ReplicaState(replica_id=ctx.node_id, replica_epoch=-1),
            max_wait_ms=cfg.fetch_max_wait_ms,
            min_bytes=0,
            max_bytes=cfg.fetch_max_bytes,
            topics=[
                FetchRequest.FetchTopic(
                    topic_id=METADATA_TOPIC_ID,
                    partitions=[
                        FetchRequest.FetchPartition(
                            partition=METADATA_PARTITION,
                            current_leader_epoch=epoch,
                            fetch_offset=ctx.log.end_offset,
                            last_fetched_epoch=ctx.log.last_fetched_epoch,
                            log_start_offset=ctx.log.start_offset,
                            partition_max_bytes=cfg.fetch_max_bytes,
                            replica_directory_id=ctx.directory_id,
                            high_watermark=_NO_HWM if ctx.hwm is None else ctx.hwm,
                        )
                    ],
                )
            ],
        )

    def on_fetch_response(self, peer: int, resp: FetchResponse, sent: Sent) -> bool:
        ctx = self._ctx
        if resp.error_code != _NONE:
            return ctx.top_level_error(peer, resp)
        for ne in resp.node_endpoints:
            self._voter_changes.learn_leader_endpoint(ne.node_id, ne.host, ne.port)
        part = fetch_response_partition(resp)
        if part is None:
            return False
        leader = part.current_leader
        if leader.leader_epoch < ctx.state.epoch or part.error_code == ErrorCode.UNKNOWN_LEADER_EPOCH:
            return False  # the peer is behind this node's epoch: ask it (or another) again only after a backoff
        handled = self._roles.common_response(part.error_code, leader.leader_id, leader.leader_epoch)
        if handled is not None:
            return handled
        if part.error_code != _NONE:
            return ctx.unexpected_error(peer, "Fetch", part.error_code)
        st = ctx.state
        if not isinstance(st, _FetchingState) or st.epoch != sent.epoch:
            return True
        truncated_to: int | None = None
        appended: bytes | memoryview | None = None
        sid = OffsetAndEpoch(part.snapshot_id.end_offset, part.snapshot_id.epoch)
        answer = fetch_answer(part.diverging_epoch.epoch, sid)
        if answer is FetchAnswer.DIVERGING:
            truncated_to = self._truncate(peer, part.diverging_epoch)
        elif answer is FetchAnswer.INVALID_SNAPSHOT:
            logger.error("[RaftNode %d] Leader %d sent an invalid snapshot id %s", ctx.node_id, peer, sid)
            return False
        elif answer is FetchAnswer.SNAPSHOT:
            self._snapshots.start_download(st, peer, sid)
        else:
            records = part.records
            if records:
                first, last = ctx.log.append_as_follower(records)
                ctx.metrics.fetch_records_total += last - first + 1
                appended = records
            if part.high_watermark >= 0:
                self.update_follower_hwm(part.high_watermark)
        if isinstance(st, FollowerState):
            st.has_fetched = True
        st.fetch_deadline = ctx.now + ctx.config.fetch_timeout_ms
        st.last_leader_fetch_ms = ctx.now
        # voter records act at once, after the bookkeeping of this fetch (the role may change with them)
        if truncated_to is not None:
            self._voter_changes.on_log_truncated(truncated_to)
        if appended is not None:
            self._voter_changes.on_log_appended(appended)
            if ctx.is_voter or ctx.endpoints:
                # a voter's fetch offset counts towards the high watermark: what it fetched is durable before it
                # asks again. A controller observer does the same, since the leader may make it a voter at any time
                # and count the fetch it already sent
                ctx.out.flush = True
        return True

    def _truncate(self, peer: int, diverging: Any) -> int:
        """Truncate after a DivergingEpoch from the leader; never below the high watermark."""
        ctx = self._ctx
        target = OffsetAndEpoch(diverging.end_offset, diverging.epoch)
        if ctx.hwm is not None and target.offset < ctx.hwm:
            raise RaftStateError(
                f"[RaftNode {ctx.node_id}] leader {peer} asked to truncate to {target}, below the high watermark "
                f"{ctx.hwm}"
            )
        new_end = truncate_to_end_offset(ctx.log, target)
        if ctx.hwm is not None and new_end < ctx.hwm:
            raise RaftStateError(
                f"[RaftNode {ctx.node_id}] truncation to {new_end} went below the high watermark {ctx.hwm}"
            )
        ctx.metrics.truncations_total += 1
        logger.info(
            "[RaftNode %d] Truncated to offset %d after DivergingEpoch %s from leader %d",
            ctx.node_id,
            new_end,
            target,
            peer,
        )
        return new_end

    def update_follower_hwm(self, leader_hwm: int) -> None:
        ctx = self._ctx
        ctx.hwm = follower_high_watermark(leader_hwm, ctx.log.end_offset, ctx.hwm)

    # ============================================================================================== commits

    def deliver_commits(self) -> None:
        """Hand the batches below the high watermark that were not applied yet to the state machine."""
        ctx = self._ctx
        hwm = ctx.hwm
        pos = ctx.next_apply
        if hwm is None or hwm <= pos:
            return
        if pos < ctx.log.start_offset:
            raise RaftStateError(
                f"[RaftNode {ctx.node_id}] next offset to apply {pos} is below the log start {ctx.log.start_offset}"
            )
        out = ctx.out.committed
        done = False
        while pos < hwm and not done:
            data = ctx.log.read(pos, ctx.config.fetch_max_bytes)
            if not data:
                break
            for batch in decode_log_batches(data):
                if batch.last_offset < pos:
                    continue
                if batch.last_offset >= hwm:
                    done = True
                    break
                out.append(batch)
                pos = batch.last_offset + 1
        ctx.next_apply = pos
        ctx.metrics.committed_batches_total += len(out)
        self._accumulator.on_committed(pos)
