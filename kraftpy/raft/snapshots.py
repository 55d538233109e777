"""Snapshots (KIP-630) for `RaftNode`: creating them, loading them (`load_snapshot`), and FetchSnapshot on both
sides.

The leader serves chunks of a stored snapshot (`on_fetch_snapshot_request`). A follower or observer that a Fetch
answer sends to a snapshot opens a writer for it (`start_download`), asks for it chunk by chunk while it fetches
from the leader (`send_request`, on the `Replication` schedule), and installs it once complete
(`finish_install`): the log then starts at the snapshot, the state machine loads it, and the voters it carries
(seed 003: CurrentVoters and TargetVoters) replace whatever the old log held (`VoterChanges.reset_to_snapshot`).

`SnapshotTransfer` is owned by its `RaftNode` and works on the node's `RaftContext`; it keeps no state of its own (a
download in progress is the fetching role's `fetching_snapshot`). It answers responses through the node's
`Transitions` and hands the voters a snapshot carries to `VoterChanges`.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.fetch_snapshot import FetchSnapshotRequest, FetchSnapshotResponse

from .assignment import VoterAssignment
from .context import RaftContext
from .elections import validate_leader_only
from .log import ValidationKind, log_str, validate_offset_and_epoch
from .messages import LoadedSnapshot
from .records import MAX_BATCH_BYTES, build_snapshot, read_snapshot_with_voters
from .requests import Sent
from .roles import LeaderState, _FetchingState
from .transitions import Transitions
from .types import METADATA_PARTITION, METADATA_TOPIC, OffsetAndEpoch, RaftError, RaftStateError
from .voter_changes import VoterChanges

__all__ = ["SnapshotTransfer", "load_snapshot"]

logger = logging.getLogger(__name__)

_NONE = ErrorCode.NONE


def load_snapshot(ctx: RaftContext, sid: OffsetAndEpoch, *, set_hwm: bool) -> VoterAssignment | None:
    """Hand the stored snapshot `sid` to the state machine (`RaftOutput.snapshot`; the next offset to apply is its
    end, and with `set_hwm` the high watermark reaches it); returns the voters it carries (None: none)."""
    log = ctx.log
    size = log.snapshot_size(sid)
    data = log.read_snapshot(sid, 0, size or 0)
    if data is None:
        raise RaftStateError(f"[RaftNode {ctx.node_id}] snapshot {sid} cannot be read")
    header, records, voters = read_snapshot_with_voters(data)
    ctx.out.snapshot = LoadedSnapshot(sid, header.last_contained_log_timestamp, records)
    ctx.out.committed.clear()
    ctx.next_apply = sid.offset
    ctx.metrics.snapshots_loaded_total += 1
    if set_hwm and (ctx.hwm is None or ctx.hwm < sid.offset):
        ctx.hwm = sid.offset
    return None if voters is None else VoterAssignment.from_message(voters)


class SnapshotTransfer:
    """Snapshots of one `RaftNode` (see the module docstring)."""

    __slots__ = ("_ctx", "_roles", "_voter_changes")

    def __init__(self, ctx: RaftContext, roles: Transitions, voter_changes: VoterChanges) -> None:
        self._ctx = ctx
        self._roles = roles
        self._voter_changes = voter_changes

    # ============================================================================================== local

    def create(self, sid: OffsetAndEpoch, records: Sequence[bytes], last_contained_log_timestamp: int) -> None:
        """`RaftNode.create_snapshot`: store the state machine's snapshot at `sid`, then delete the log prefix."""
        ctx = self._ctx
        if ctx.hwm is None or sid.offset > ctx.hwm:
            raise RaftError(
                f"snapshot {sid} is above the high watermark {ctx.hwm}",
                error_code=ErrorCode.INVALID_REQUEST,
            )
        if sid.offset > ctx.next_apply:
            raise RaftError(
                f"snapshot {sid} is beyond the applied offset {ctx.next_apply}",
                error_code=ErrorCode.INVALID_REQUEST,
            )
        latest = ctx.log.latest_snapshot_id()
        if (latest is not None and sid.offset <= latest.offset) or sid.offset <= ctx.log.start_offset:
            return
        valid = validate_offset_and_epoch(ctx.log, sid.offset, sid.epoch)
        if valid.kind is not ValidationKind.VALID:
            raise RaftError(
                f"snapshot id {sid} is not an offset and epoch of the log",
                error_code=ErrorCode.INVALID_REQUEST,
            )
        data = build_snapshot(
            records,
            epoch=sid.epoch,
            timestamp=ctx.batch_timestamp(),
            last_contained_log_timestamp=last_contained_log_timestamp,
            max_batch_bytes=min(MAX_BATCH_BYTES, ctx.config.fetch_snapshot_max_bytes),
            voters=self._voter_changes.snapshot_voters(sid.offset),
        )
        writer = ctx.log.create_snapshot(sid)
        if writer is None:
            return
        writer.append(data)
        writer.freeze()
        ctx.log.delete_before_snapshot(sid)
        self._voter_changes.compact(ctx.log.start_offset)
        ctx.metrics.snapshots_created_total += 1
        ctx.out.created_snapshot = sid
        logger.info("[RaftNode %d] Created snapshot %s; log now starts at %d", ctx.node_id, sid, ctx.log.start_offset)

    # ============================================================================================== leader

    def on_fetch_snapshot_request(self, req: FetchSnapshotRequest) -> FetchSnapshotResponse:
        ctx = self._ctx
        if not ctx.cluster_id_ok(req.cluster_id):
            return FetchSnapshotResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        if len(req.topics) != 1 or len(req.topics[0].partitions) != 1:
            return FetchSnapshotResponse(error_code=ErrorCode.INVALID_REQUEST)
        part = req.topics[0].partitions[0]
        if req.topics[0].name != METADATA_TOPIC or part.partition != METADATA_PARTITION:
            return self._response(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
        error = validate_leader_only(ctx.state, part.current_leader_epoch)
        if error != _NONE:
            return self._response(error)
        sid = OffsetAndEpoch(part.snapshot_id.end_offset, part.snapshot_id.epoch)
        size = ctx.log.snapshot_size(sid)
        if size is None or sid.offset == 0:
            return self._response(ErrorCode.SNAPSHOT_NOT_FOUND)
        if part.position < 0 or part.position >= size:
            return self._response(ErrorCode.POSITION_OUT_OF_RANGE)
        chunk = ctx.log.read_snapshot(sid, part.position, max(1, min(req.max_bytes, size))) or b""
        st = ctx.state
        if isinstance(st, LeaderState):
            st.update_check_quorum(req.replica_id, ctx.now)
        return self._response(_NONE, sid, size, part.position, chunk)

    def _response(
        self,
        error: int,
        sid: OffsetAndEpoch | None = None,
        size: int = 0,
        position: int = 0,
        chunk: bytes = b"",
    ) -> FetchSnapshotResponse:
        st = self._ctx.state
        p = FetchSnapshotResponse.PartitionSnapshot(
            index=METADATA_PARTITION,
            error_code=error,
            current_leader=FetchSnapshotResponse.LeaderIdAndEpoch(leader_id=st.leader_id, leader_epoch=st.epoch),
            size=size,
            position=position,
            unaligned_records=chunk,
        )
        if sid is not None:
            p.snapshot_id = FetchSnapshotResponse.SnapshotId(end_offset=sid.offset, epoch=sid.epoch)
        else:
            p.snapshot_id = FetchSnapshotResponse.SnapshotId(end_offset=-1, epoch=-1)
        return FetchSnapshotResponse(topics=[FetchSnapshotResponse.TopicSnapshot(name=METADATA_TOPIC, partitions=[p])])

    # ======================================================================================= follower side

    def start_download(self, st: _FetchingState, peer: int, sid: OffsetAndEpoch) -> None:
        """The leader sent this node to snapshot `sid`: download it (or, already stored, start the log at it)."""
        ctx = self._ctx
        writer = ctx.log.create_snapshot(sid)
        if writer is None:  # already stored (downloaded before a restart): start the log at it
            self.finish_install(sid)
        else:
            st.abort_snapshot()
            st.fetching_snapshot = writer
            logger.info("[RaftNode %d] Fetching snapshot %s from leader %d", ctx.node_id, sid, peer)

    def send_request(self, epoch: int, peer: int, sid: OffsetAndEpoch, position: int) -> None:
        ctx = self._ctx
        body = FetchSnapshotRequest(
            cluster_id=ctx.cluster_id,
            replica_id=ctx.node_id,
            max_bytes=ctx.config.fetch_snapshot_max_bytes,
            topics=[
                FetchSnapshotRequest.TopicSnapshot(
                    name=METADATA_TOPIC,
                    partitions=[
                        FetchSnapshotRequest.PartitionSnapshot(
                            partition=METADATA_PARTITION,
                            current_leader_epoch=epoch,
                            snapshot_id=FetchSnapshotRequest.SnapshotId(end_offset=sid.offset, epoch=sid.epoch),
                            position=position,
                            replica_directory_id=ctx.directory_id,
                        )
                    ],
                )
            ],
        )
        ctx.send_request(peer, body, Sent(ApiKey.FETCH_SNAPSHOT, epoch, snapshot_id=sid, position=position))

    def on_fetch_snapshot_response(self, peer: int, resp: FetchSnapshotResponse, sent: Sent) -> bool:
        ctx = self._ctx
        if resp.error_code != _NONE:
            return ctx.top_level_error(peer, resp)
        if len(resp.topics) != 1 or len(resp.topics[0].partitions) != 1:
            return False
        part = resp.topics[0].partitions[0]
        if resp.topics[0].name != METADATA_TOPIC or part.index != METADATA_PARTITION:
            return False
        leader = part.current_leader
        handled = self._roles.common_response(part.error_code, leader.leader_id, leader.leader_epoch)
        if handled is not None:
            return handled
        st = ctx.state
        if not isinstance(st, _FetchingState) or st.epoch != sent.epoch:
            return True
        writer = st.fetching_snapshot
        sid = OffsetAndEpoch(part.snapshot_id.end_offset, part.snapshot_id.epoch)
        if (
            part.error_code in (ErrorCode.SNAPSHOT_NOT_FOUND, ErrorCode.POSITION_OUT_OF_RANGE)
            or sid.offset < 0
            or sid.epoch < 0
        ):
            logger.info(
                "[RaftNode %d] Leader %d cannot serve snapshot %s (error %d); fetching again",
                ctx.node_id,
                peer,
                sent.snapshot_id,
                part.error_code,
            )
            st.abort_snapshot()
            st.fetch_deadline = ctx.now + ctx.config.fetch_timeout_ms
            return True
        if part.error_code != _NONE:
            return ctx.unexpected_error(peer, "FetchSnapshot", part.error_code)
        if writer is None or writer.snapshot_id != sid or writer.size != part.position:
            return True  # an answer for a download we no longer run
        writer.append(part.unaligned_records)
        if writer.size > part.size:
            logger.error("[RaftNode %d] Snapshot %s from leader %d is longer than announced", ctx.node_id, sid, peer)
            st.abort_snapshot()
        elif writer.size == part.size:
            st.fetching_snapshot = None
            writer.freeze()
            self.finish_install(sid)
        st.fetch_deadline = ctx.now + ctx.config.fetch_timeout_ms
        return True

    def finish_install(self, sid: OffsetAndEpoch) -> None:
        ctx = self._ctx
        if not ctx.log.truncate_to_latest_snapshot():
            latest = ctx.log.latest_snapshot_id()
            if latest != sid or ctx.log.start_offset != sid.offset:
                raise RaftStateError(
                    f"[RaftNode {ctx.node_id}] snapshot {sid} does not replace the log {log_str(ctx.log)}"
                )
        voters = load_snapshot(ctx, sid, set_hwm=True)
        logger.info("[RaftNode %d] Installed snapshot %s; log is now %s", ctx.node_id, sid, log_str(ctx.log))
        # the log now starts at the snapshot: its voters replace whatever the old log held (seed 003: snapshots
        # carry CurrentVoters and TargetVoters)
        self._voter_changes.on_log_truncated(sid.offset)
        self._voter_changes.reset_to_snapshot(sid, voters)
