"""The transaction marker sender: WriteTxnMarkers (API 27) to the leaders of a prepared transaction's partitions
(the idea of Kafka's ``TransactionMarkerChannelManager``), a component of the transaction coordinator driven by
the reactor.

Once a transaction's PrepareCommit or PrepareAbort record is committed in `__transaction_state`, the coordinator
hands the sender a `MarkerJob`: the producer id and epoch, the result, the partitions and the coordinator epoch
(the leader epoch of the transaction's `__transaction_state` partition). For each partition still waiting, the
sender looks up its leader in the current metadata image and sends the markers of every job waiting on that broker
in one request, on the broker listener, one request in flight per broker. Per partition:

* no error: the partition has its marker;
* NOT_LEADER_OR_FOLLOWER, NOT_ENOUGH_REPLICAS(_AFTER_APPEND), REQUEST_TIMED_OUT, KAFKA_STORAGE_ERROR,
  UNKNOWN_TOPIC_OR_PARTITION, the coordinator errors of a loading `__consumer_offsets` partition, a transport error
  (the connection failed or timed out) and anything unexpected: sent again after a backoff (`retry.backoff.ms`,
  doubling up to `retry.backoff.max.ms`), to the leader the image names then; a partition without a live leader
  waits for one (the coordinator pumps the sender again on every new image);
* INVALID_PRODUCER_EPOCH, TRANSACTION_COORDINATOR_FENCED: a newer producer epoch or coordinator has taken over:
  the job is dropped (not completed);
* UNSUPPORTED_FOR_MESSAGE_FORMAT, UNSUPPORTED_VERSION, and a partition (or topic) that no longer exists in the
  image: the partition is taken off the job (Kafka's rule: nothing of the transaction can be read there).

When no partition is left, `on_done(job)` runs (the coordinator writes CompleteCommit/CompleteAbort). A job whose
shard is no longer this coordinator's (`is_current(partition, coordinator epoch)` false: leadership of the
`__transaction_state` partition moved) is dropped: the new coordinator loads the partition and sends the markers
again (markers are idempotent for the partition leaders: a second COMMIT of a finished transaction is a no-op).
Sans-IO: time, timers and sends through the `Reactor`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from kraftpy.coordinator.txn_settings import TransactionCoordinatorSettings
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse
from kraftpy.runtime import BROKER_LISTENER, Reactor, Timer, TransportError

__all__ = ["MarkerJob", "MarkerMetrics", "MarkerSender", "TopicPartition"]

log = logging.getLogger(__name__)
E = ErrorCode
TopicPartition = tuple[str, int]

#: the markers' own connections to the brokers: a broker answers WriteTxnMarkers once the markers commit, which needs
#: the followers' fetches; on the connection the replica fetcher of this node uses, the fetch answers that the
#: commit needs would wait behind it (answers come in order), until a timeout
MARKER_CHANNEL = "txn-markers"
_ABANDON = frozenset({int(E.INVALID_PRODUCER_EPOCH), int(E.TRANSACTION_COORDINATOR_FENCED)})
_DROP_PARTITION = frozenset({int(E.UNSUPPORTED_FOR_MESSAGE_FORMAT), int(E.UNSUPPORTED_VERSION)})
_EXPECTED_RETRIES = frozenset(
    {
        int(E.NOT_LEADER_OR_FOLLOWER),
        int(E.NOT_ENOUGH_REPLICAS),
        int(E.NOT_ENOUGH_REPLICAS_AFTER_APPEND),
        int(E.REQUEST_TIMED_OUT),
        int(E.KAFKA_STORAGE_ERROR),
        int(E.UNKNOWN_TOPIC_OR_PARTITION),
        int(E.COORDINATOR_LOAD_IN_PROGRESS),
        int(E.COORDINATOR_NOT_AVAILABLE),
        int(E.NOT_COORDINATOR),
    }
)


@dataclass(frozen=True, slots=True)
class MarkerJob:
    """The markers of one prepared transaction."""

    txn_partition: int  # the transactional id's __transaction_state partition
    coordinator_epoch: int  # its leader epoch when the transaction was prepared
    transactional_id: str
    producer_id: int
    producer_epoch: int
    committed: bool
    partitions: frozenset[TopicPartition]
    transaction_version: int = 0

    @property
    def result(self) -> str:
        return "COMMIT" if self.committed else "ABORT"


@dataclass(slots=True)
class MarkerMetrics:
    markers_written: int = 0  # partition markers acknowledged by their leaders
    marker_retries: int = 0  # partition markers sent again (an error or a lost request)
    marker_requests: int = 0  # WriteTxnMarkers requests sent
    jobs_completed: int = 0
    jobs_dropped: int = 0  # abandoned (fenced) or no longer this coordinator's


class _Pending:
    __slots__ = ("attempts", "in_flight", "job", "not_before", "remaining")

    def __init__(self, job: MarkerJob) -> None:
        self.job = job
        self.remaining: set[TopicPartition] = set(job.partitions)
        self.in_flight: set[TopicPartition] = set()
        self.not_before: dict[TopicPartition, int] = {}
        self.attempts: dict[TopicPartition, int] = {}


class MarkerSender:
    """See the module docstring."""

    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        image: Callable[[], MetadataImage],
        settings: Callable[[], TransactionCoordinatorSettings],
        *,
        is_current: Callable[[int, int], bool],
        on_done: Callable[[MarkerJob], None],
        metrics: MarkerMetrics | None = None,
    ) -> None:
        self.reactor = reactor
        self.node_id = node_id
        self.image = image
        self.settings = settings
        self.is_current = is_current
        self.on_done = on_done
        self.metrics = metrics or MarkerMetrics()
        self.jobs: dict[tuple[int, str], _Pending] = {}
        self.busy: set[int] = set()  # brokers with a request in flight
        self._timer: Timer | None = None
        self._timer_at = -1
        self._closed = False

    @property
    def prefix(self) -> str:
        return f"[TransactionMarkerSender id={self.node_id}]"

    def pending_markers(self) -> int:
        """Partition markers not written yet."""
        return sum(len(p.remaining) for p in self.jobs.values())

    # ================================================================================================== jobs

    def add(self, job: MarkerJob) -> None:
        """Send the markers of `job` (replacing a job of the same transactional id still waiting)."""
        if self._closed:
            return
        key = (job.txn_partition, job.transactional_id)
        old = self.jobs.get(key)
        if old is not None and old.job == job:
            return
        pending = _Pending(job)
        self.jobs[key] = pending
        log.debug(
            "%s Writing %s markers of %s (producer %d, epoch %d) to %d partitions",
            self.prefix,
            job.result,
            job.transactional_id,
            job.producer_id,
            job.producer_epoch,
            len(job.partitions),
        )
        if not pending.remaining:
            self._finish(key, pending)
            return
        self.pump()

    def drop_partition(self, txn_partition: int) -> None:
        """The coordinator unloaded a `__transaction_state` partition: forget its jobs."""
        for key in [k for k in self.jobs if k[0] == txn_partition]:
            del self.jobs[key]
            self.metrics.jobs_dropped += 1

    def close(self) -> None:
        self._closed = True
        self.jobs.clear()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _finish(self, key: tuple[int, str], pending: _Pending) -> None:
        if self.jobs.get(key) is pending:
            del self.jobs[key]
        self.metrics.jobs_completed += 1
        try:
            self.on_done(pending.job)
        except Exception:
            log.exception("%s Completing %s failed", self.prefix, pending.job.transactional_id)

    # ================================================================================================= sending

    def pump(self) -> None:
        """Send what can be sent now; wake up again for what waits for a backoff or a leader."""
        if self._closed:
            return
        now = self.reactor.now_ms()
        image = self.image()
        wake: int | None = None
        by_broker: dict[int, list[tuple[_Pending, TopicPartition]]] = {}
        for key, pending in list(self.jobs.items()):
            job = pending.job
            if not self.is_current(job.txn_partition, job.coordinator_epoch):
                del self.jobs[key]
                self.metrics.jobs_dropped += 1
                continue
            for tp in sorted(pending.remaining - pending.in_flight):
                not_before = pending.not_before.get(tp, 0)
                if not_before > now:
                    wake = not_before if wake is None else min(wake, not_before)
                    continue
                leader = self._leader(image, tp)
                if leader is None:
                    log.info(
                        "%s %s-%d no longer exists: no %s marker of %s is written there",
                        self.prefix,
                        tp[0],
                        tp[1],
                        job.result,
                        job.transactional_id,
                    )
                    pending.remaining.discard(tp)
                    continue
                if leader < 0:
                    self._back_off(pending, tp, now, count=False)
                    when = pending.not_before[tp]
                    wake = when if wake is None else min(wake, when)
                    continue
                by_broker.setdefault(leader, []).append((pending, tp))
            if not pending.remaining:
                self._finish(key, pending)
        for broker, items in by_broker.items():
            if broker not in self.busy:
                self._send(broker, items)
        if wake is not None:
            self._wake_at(wake)

    @staticmethod
    def _leader(image: MetadataImage, tp: TopicPartition) -> int | None:
        """The partition's live leader, -1 while it has none, None if the partition does not exist."""
        t = image.topic(tp[0])
        if t is None:
            return None
        part = t.partitions.get(tp[1])
        if part is None:
            return None
        if part.leader < 0:
            return -1
        reg = image.brokers.get(part.leader)
        if reg is None or reg.fenced:
            return -1
        return int(part.leader)

    def _wake_at(self, when: int) -> None:
        if self._timer is not None and self._timer_at <= when:
            return
        if self._timer is not None:
            self._timer.cancel()

        def fire() -> None:
            self._timer = None
            self._timer_at = -1
            self.pump()

        self._timer_at = when
        self._timer = self.reactor.call_at(when, fire)

    def _send(self, broker: int, items: list[tuple[_Pending, TopicPartition]]) -> None:
        R = WriteTxnMarkersRequest
        by_job: dict[int, tuple[_Pending, dict[str, list[int]]]] = {}
        for pending, tp in items:
            pending.in_flight.add(tp)
            entry = by_job.setdefault(id(pending), (pending, {}))
            entry[1].setdefault(tp[0], []).append(tp[1])
        req = R(
            markers=[
                R.WritableTxnMarker(
                    producer_id=p.job.producer_id,
                    producer_epoch=p.job.producer_epoch,
                    transaction_result=p.job.committed,
                    topics=[R.WritableTxnMarkerTopic(name=t, partition_indexes=ps) for t, ps in sorted(topics.items())],
                    coordinator_epoch=p.job.coordinator_epoch,
                    transaction_version=p.job.transaction_version,
                )
                for p, topics in by_job.values()
            ]
        )
        self.busy.add(broker)
        self.metrics.marker_requests += 1

        def done(resp: WriteTxnMarkersResponse | None, error: TransportError | None) -> None:
            self._answered(broker, items, resp, error)

        self.reactor.send(
            broker, BROKER_LISTENER, req, done, timeout_ms=self.settings().request_timeout_ms, channel=MARKER_CHANNEL
        )

    def _answered(
        self,
        broker: int,
        items: list[tuple[_Pending, TopicPartition]],
        resp: WriteTxnMarkersResponse | None,
        error: TransportError | None,
    ) -> None:
        self.busy.discard(broker)
        if self._closed:
            return
        now = self.reactor.now_ms()
        codes: dict[tuple[int, str, int], int] = {}
        if resp is not None and error is None:
            for m in resp.markers:
                for t in m.topics:
                    for p in t.partitions:
                        codes[(m.producer_id, t.name, p.partition_index)] = p.error_code
        else:
            log.info("%s WriteTxnMarkers to broker %d failed: %s; sending again", self.prefix, broker, error)
        for pending, tp in items:
            pending.in_flight.discard(tp)
            job = pending.job
            if self.jobs.get((job.txn_partition, job.transactional_id)) is not pending:
                continue  # dropped or replaced meanwhile
            code = codes.get((job.producer_id, tp[0], tp[1]))
            if code == 0:
                pending.remaining.discard(tp)
                self.metrics.markers_written += 1
            elif code in _ABANDON:
                log.info(
                    "%s The %s marker of %s for %s-%d failed with %s: a newer producer epoch or coordinator took "
                    "over; no more markers of this transaction are sent",
                    self.prefix,
                    job.result,
                    job.transactional_id,
                    tp[0],
                    tp[1],
                    E.name_of(code),
                )
                del self.jobs[(job.txn_partition, job.transactional_id)]
                self.metrics.jobs_dropped += 1
            elif code in _DROP_PARTITION:
                log.info(
                    "%s %s-%d cannot hold the %s marker of %s (%s): taken off the transaction",
                    self.prefix,
                    tp[0],
                    tp[1],
                    job.result,
                    job.transactional_id,
                    E.name_of(code),
                )
                pending.remaining.discard(tp)
            else:
                if code is not None and code not in _EXPECTED_RETRIES:
                    log.warning(
                        "%s Unexpected %s writing the %s marker of %s to %s-%d on broker %d; sending again",
                        self.prefix,
                        E.name_of(code),
                        job.result,
                        job.transactional_id,
                        tp[0],
                        tp[1],
                        broker,
                    )
                self._back_off(pending, tp, now)
        self.pump()

    def _back_off(self, pending: _Pending, tp: TopicPartition, now: int, *, count: bool = True) -> None:
        s = self.settings()
        attempts = pending.attempts.get(tp, 0) + 1
        pending.attempts[tp] = attempts
        delay = min(s.retry_backoff_max_ms, s.retry_backoff_ms * (1 << min(attempts - 1, 16)))
        pending.not_before[tp] = now + max(1, delay)
        if count:
            self.metrics.marker_retries += 1
