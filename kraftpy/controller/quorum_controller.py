"""The quorum controller: the active controller decides, appends records, and answers once they commit.

Every controller replays committed metadata records into its `committed` image (a standby is a hot standby).
The controller that leads the raft quorum becomes *active* once everything in the log before its term is replayed;
from then on it keeps a second, *working* image that also holds the records it appended and that are not committed
yet, and it decides on that image. Each decision is a list of records plus the response to send once the last of
them commits (`Decision`); the responses wait in a `kraftpy.deferred.DeferredQueue` by that offset, completed as
the committed offset passes it. Losing leadership drops the working image and fails the waiting responses with
NOT_CONTROLLER; nothing committed is lost, because every decision was made from, and written to, the log.

Sans-IO: requests arrive through handlers (`kraftpy.runtime.RequestHandler`), time through `kraftpy.runtime.Reactor`
timers, and the log through `MetadataLog` (the raft driver): the same code runs in a real node and in the simulator.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from kraftpy.deferred import DeferredQueue
from kraftpy.metadata.image import EMPTY_IMAGE, MetadataDelta, MetadataImage, gc_paused, load_snapshot_values
from kraftpy.metadata.records import decode_value, encode_record
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.runtime import Deferred, Reactor, Timer

log = logging.getLogger(__name__)


class NotControllerError(ProtocolError):
    error_code = int(ErrorCode.NOT_CONTROLLER)


class MetadataLog(Protocol):
    """What the controller needs from the raft layer."""

    def next_offset(self) -> int:
        """The offset the next appended record will get."""
        ...

    def append(self, records: list[bytes]) -> tuple[int, int]:
        """Append as the leader; returns (base offset, last offset). Raises when not the leader."""
        ...


@dataclass(slots=True)
class Decision:
    """Records to append and the response to send once they are committed (or at once, if there are none)."""

    records: list[Message] = field(default_factory=list)
    response: Any = None
    # called with the offset of the last record after the records are appended (e.g. to learn a broker epoch)
    on_appended: Callable[[int], None] | None = None


class _CommitWait:
    """A response waiting in the controller's `DeferredQueue` for the offset of its last record to commit. The
    queue's error is the reason the controller stopped being active (NOT_CONTROLLER)."""

    __slots__ = ("deferred", "response")

    def __init__(self, deferred: Deferred, response: Any) -> None:
        self.deferred = deferred
        self.response = response  # the response, or a function computing it once committed

    def complete(self, error: str | None) -> None:
        if error is not None:
            self.deferred.fail(NotControllerError(error))
        else:
            response = self.response
            self.deferred.resolve(response() if callable(response) else response)


class QuorumController:
    """Orchestrates the control managers; see the module docstring."""

    def __init__(self, node_id: int, reactor: Reactor, log_: MetadataLog) -> None:
        self.node_id = node_id
        self.reactor = reactor
        self.metadata_log = log_
        self.committed: MetadataImage = EMPTY_IMAGE  # replayed committed records
        self.image: MetadataImage = EMPTY_IMAGE  # the working image (== committed unless active)
        self.committed_offset = -1
        self.leader_id = -1
        self.epoch = -1
        self.active = False
        self._activation_offset: int | None = None  # becomes active once this offset is committed
        self._last_appended = -1
        # responses waiting for their records to commit (completed up to `committed_offset`)
        self._waiting: DeferredQueue[str] = DeferredQueue()
        self._listeners: list[Callable[[bool], None]] = []  # activation changes (control managers reset state)
        self._commit_listeners: list[Callable[[MetadataImage, MetadataDelta], None]] = []
        self._replay_listeners: list[Callable[[Message, MetadataDelta], None]] = []
        self._timers: list[Timer] = []

    # -- raft listener ---------------------------------------------------------------------------------------------

    def handle_leader_change(self, leader_id: int, epoch: int) -> None:
        if self.active and (leader_id != self.node_id or epoch != self.epoch):
            self._deactivate(f"leadership moved to {leader_id} in epoch {epoch}")
        self.leader_id, self.epoch = leader_id, epoch
        if leader_id == self.node_id and not self.active:
            # Everything in the log before this term (including the leader-change record the new leader just
            # wrote) must be committed and replayed before anything new is decided.
            self._activation_offset = self.metadata_log.next_offset() - 1
            self._maybe_activate()

    def handle_load_snapshot(self, records: Iterable[Message], offset: int) -> None:
        """A snapshot replaces the state (a replica that fell behind the log start)."""
        if self.active:
            self._deactivate("loading a snapshot")
        with gc_paused():
            delta = MetadataDelta.for_snapshot()
            for r in records:
                delta.replay(r)
            delta.offset = offset
            image = delta.apply()
        self._loaded_snapshot(image, delta, offset)

    def handle_load_snapshot_values(self, values: Iterable[bytes | memoryview], offset: int) -> None:
        """`handle_load_snapshot` from the snapshot's framed records, as raft hands them over: TopicRecords and
        PartitionRecords go from their bytes into the image without record objects (the path for large
        snapshots)."""
        if self.active:
            self._deactivate("loading a snapshot")
        image, delta = load_snapshot_values(values, offset)
        self._loaded_snapshot(image, delta, offset)

    def _loaded_snapshot(self, image: MetadataImage, delta: MetadataDelta, offset: int) -> None:
        self.committed = image
        self.image = image
        self.committed_offset = offset
        for cb in self._commit_listeners:
            cb(image, delta)

    def handle_commit(self, base_offset: int, values: Sequence[bytes], epoch: int) -> None:
        """Committed data records (framed metadata records) at offsets base_offset.. in order."""
        delta = MetadataDelta(self.committed)
        offset = base_offset
        listeners = self._replay_listeners
        topic_ids: dict[bytes, uuid.UUID] = {}
        for value in values:
            record = decode_value(value, topic_ids)
            for listener in listeners:
                listener(record, delta)
            delta.replay(record, offset, epoch)
            offset += 1
        self.committed = delta.apply()
        self.committed_offset = offset - 1
        if not self.active:
            self.image = self.committed
        for cb in self._commit_listeners:
            cb(self.committed, delta)
        self._waiting.complete_up_to(self.committed_offset)
        self._maybe_activate()

    def handle_commit_offset(self, offset: int) -> None:
        """Control batches (leader changes) move the committed offset without records."""
        if offset > self.committed_offset:
            self.committed_offset = offset
            self._waiting.complete_up_to(self.committed_offset)
            self._maybe_activate()

    # -- activation ------------------------------------------------------------------------------------------------

    def _maybe_activate(self) -> None:
        if self.active or self.leader_id != self.node_id or self._activation_offset is None:
            return
        if self.committed_offset < self._activation_offset:
            return
        self.active = True
        self._activation_offset = None
        self.image = self.committed
        self._last_appended = self.committed_offset
        log.info(
            "[QuorumController id=%d] Becoming the active controller at epoch %d, committed offset %d",
            self.node_id,
            self.epoch,
            self.committed_offset,
        )
        for cb in self._listeners:
            cb(True)

    def _deactivate(self, why: str) -> None:
        log.info("[QuorumController id=%d] Renouncing leadership: %s", self.node_id, why)
        self.active = False
        self._activation_offset = None
        self.image = self.committed
        self._waiting.fail_all(f"controller {self.node_id} is no longer active ({why})")
        for cb in self._listeners:
            cb(False)

    def on_activation_change(self, cb: Callable[[bool], None]) -> None:
        self._listeners.append(cb)

    def on_commit(self, cb: Callable[[MetadataImage, MetadataDelta], None]) -> None:
        self._commit_listeners.append(cb)

    def on_replay(self, cb: Callable[[Message, MetadataDelta], None]) -> None:
        """`cb(record, delta)` for every committed log record, before it is replayed into `delta` (so `delta` still
        shows the state the record changes). Snapshots are not records of changes and are not passed."""
        self._replay_listeners.append(cb)

    @property
    def last_applied_offset(self) -> int:
        """The offset of the last record in the image decisions are made on (appended, maybe not committed)."""
        return self._last_appended if self.active else self.committed_offset

    def require_active(self) -> None:
        if not self.active:
            raise NotControllerError(
                f"node {self.node_id} is not the active controller (leader {self.leader_id}, epoch {self.epoch})"
            )

    # -- deciding ------------------------------------------------------------------------------------------------

    def next_offset(self) -> int:
        """The offset the next appended record will get (broker epochs are made of it). NOT_CONTROLLER when the
        metadata log takes no more appends from this node: its quorum leadership moved before the controller
        heard of it (the decision is answered as Kafka answers it, and the broker retries)."""
        try:
            return self.metadata_log.next_offset()
        except ProtocolError:
            raise
        except Exception as e:  # (the log's own error: the raft layer's, which this package does not import)
            raise NotControllerError(f"node {self.node_id} is no longer the metadata log's leader: {e}") from e

    def submit(self, decide: Callable[[MetadataImage], Decision]) -> Deferred:
        """Run a decision on the working image; append its records; answer once they commit."""
        deferred = Deferred()
        try:
            self.require_active()
            decision = decide(self.image)
            self.apply(decision, deferred)
        except ProtocolError as e:
            deferred.fail(e)
        return deferred

    def apply(self, decision: Decision, deferred: Deferred | None = None) -> int:
        """Append a decision's records (if any) and update the working image; returns the last offset."""
        if not decision.records:
            if deferred is not None:
                # nothing to write, but answer only after what we already wrote is committed (read-your-writes)
                self._wait(self._last_appended, deferred, decision.response)
            return self._last_appended
        values = [encode_record(r) for r in decision.records]
        try:
            base, last = self.metadata_log.append(values)
        except Exception as e:
            log.warning("[QuorumController id=%d] Append failed: %s", self.node_id, e)
            self._deactivate(f"append failed: {e}")
            if deferred is not None and not deferred.done:
                deferred.fail(NotControllerError(str(e)))
            return self._last_appended
        delta = MetadataDelta(self.image)
        for i, r in enumerate(decision.records):
            delta.replay(r, base + i, self.epoch)
        self.image = delta.apply()
        self._last_appended = last
        if decision.on_appended is not None:
            decision.on_appended(last)
        if deferred is not None:
            self._wait(last, deferred, decision.response)
        return last

    def _wait(self, offset: int, deferred: Deferred, response: Any) -> None:
        """Answer `deferred` once `offset` is committed (at once if it is)."""
        wait = _CommitWait(deferred, response)
        if offset <= self.committed_offset:
            wait.complete(None)
        else:
            self._waiting.add(offset, wait)

    # -- timers ------------------------------------------------------------------------------------------------------

    def every(self, period_ms: int, fn: Callable[[], None]) -> None:
        """Run `fn` every `period_ms` while this controller lives (fn checks `active` itself)."""
        slot = len(self._timers)

        def run() -> None:
            try:
                fn()
            finally:
                self._timers[slot] = self.reactor.call_at(self.reactor.now_ms() + period_ms, run)

        self._timers.append(self.reactor.call_at(self.reactor.now_ms() + period_ms, run))

    def shutdown(self) -> None:
        for t in self._timers:
            t.cancel()
        self._timers.clear()
        if self.active:
            self._deactivate("shutting down")


def noop_decision() -> Decision:
    return Decision(records=[mr.NoOpRecord()])
