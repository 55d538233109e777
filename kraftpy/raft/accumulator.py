"""The leader's append accumulator (Kafka's `BatchAccumulator`): records appended through `RaftNode.append` wait
in the leader's role (`LeaderState.pending`) for `append.linger.ms`, or until they fill half a batch, and are then
written to the log in batches of at most half the batch size (`drain`). The leader's high watermark follows its own
log end as the quorum allows.

The accumulator also remembers when each data batch was appended, so that `on_committed` can record the commit
latency once the high watermark passes it. Voter records are not accumulated: `VoterChanges` drains the accumulator
and writes them after what waits here, whose offsets were promised.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from .context import RaftContext
from .records import MAX_BATCH_BYTES, build_data_batch
from .roles import LeaderState

__all__ = ["Accumulator"]


class Accumulator:
    """The append accumulator of one `RaftNode`'s leader (see the module docstring)."""

    __slots__ = ("_ctx", "append_times")

    def __init__(self, ctx: RaftContext) -> None:
        self._ctx = ctx
        self.append_times: deque[tuple[int, int]] = deque()  # (last offset, append time) for commit latency

    def accumulate(self, st: LeaderState, records: Sequence[bytes], now: int) -> int:
        """Add records to the leader's accumulator; returns the offset the first of them gets."""
        ctx = self._ctx
        base = ctx.log.end_offset + len(st.pending)
        for r in records:
            value = bytes(r)
            st.pending.append(value)
            st.pending_bytes += len(value)
        linger = ctx.config.append_linger_ms
        if st.linger_deadline is None:
            st.linger_deadline = now + linger
        if linger == 0 or st.pending_bytes >= MAX_BATCH_BYTES // 2:
            self.drain(st)
        return base

    def drain(self, st: LeaderState) -> None:
        """Append what waits in the accumulator, in batches of at most half the batch size."""
        records = st.pending
        st.pending = []
        st.pending_bytes = 0
        st.linger_deadline = None
        chunk: list[bytes] = []
        size = 0
        for r in records:
            if chunk and size + len(r) > MAX_BATCH_BYTES // 2:
                self._append_batch(st, chunk)
                chunk, size = [], 0
            chunk.append(r)
            size += len(r) + 8
        if chunk:
            self._append_batch(st, chunk)

    def _append_batch(self, st: LeaderState, records: list[bytes]) -> None:
        ctx = self._ctx
        log = ctx.log
        batch = build_data_batch(records, base_offset=log.end_offset, epoch=st.epoch, timestamp=ctx.batch_timestamp())
        _, last = log.append_as_leader(batch, st.epoch)
        ctx.out.flush = True
        ctx.metrics.append_records_total += len(records)
        now = ctx.now
        self.append_times.append((last, now))
        if st.update_local_end_offset(log.end_offset, now):
            ctx.hwm = st.high_watermark

    def on_committed(self, next_apply: int) -> None:
        """Everything below `next_apply` was delivered: record the commit latency of the batches it covers."""
        times = self.append_times
        if not times:
            return
        ctx = self._ctx
        metrics = ctx.metrics
        now = ctx.now
        while times and times[0][0] < next_apply:
            _, appended_ms = times.popleft()
            metrics.record_commit_latency(now - appended_ms)

    def on_leadership_lost(self) -> None:
        """The leader stepped down: its append times will never commit in its epoch."""
        self.append_times.clear()
