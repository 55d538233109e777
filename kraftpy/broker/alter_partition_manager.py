"""ISR changes a partition leader asks the active controller for (AlterPartition v3), Kafka's
``DefaultAlterPartitionManager`` rules.

* At most one change is queued per partition (the leader's `LeaderPartitionState` keeps one pending change, which
  counts in its maximal ISR until the controller answers); a second `submit` for the same partition is refused.
* Queued changes go out together in one AlterPartition request, one request in flight at a time. Each ISR member
  carries its broker epoch (NewIsrWithEpochs, KIP-903): the leader's own, and for followers the epoch they
  fetched with (-1 when unknown, which skips the controller's check).
* A failure of the whole request (no known controller, a transport error, a top-level error such as
  NOT_CONTROLLER or STALE_BROKER_EPOCH) keeps the changes queued and retries after `retry_backoff_ms`; a partition
  missing from the answer is sent again. Every other answer is handed to the submitter's callback with the
  partition's error code (0 with the committed state), and the partition may then queue a new change.

What the leader does with the per-partition answers (see `ReplicaManager`): success commits the ISR at once (the
controller answers only after the change is committed); INVALID_UPDATE_VERSION, FENCED_LEADER_EPOCH,
UNKNOWN_TOPIC_ID and NEW_LEADER_ELECTED leave the change pending until newer metadata arrives (it will: the
partition changed); OPERATION_NOT_ATTEMPTED, INELIGIBLE_REPLICA and INVALID_REQUEST drop it.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

from kraftpy.metadata.image import PartitionKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_partition import AlterPartitionRequest, AlterPartitionResponse
from kraftpy.runtime import CONTROLLER_LISTENER, Reactor, Timer, TransportError

__all__ = ["ALTER_PARTITION_VERSION", "AlterPartitionItem", "AlterPartitionManager"]

log = logging.getLogger(__name__)
E = ErrorCode


_error_name = E.name_of

ALTER_PARTITION_VERSION = 3

# callback(error code, the partition's answer when the error code is 0)
AlterPartitionCallback = Callable[[int, "AlterPartitionResponse.PartitionData | None"], None]


@dataclass(slots=True)
class AlterPartitionItem:
    topic_id: uuid.UUID
    partition: int
    leader_epoch: int
    partition_epoch: int
    new_isr: list[tuple[int, int]]  # (broker id, broker epoch)
    callback: AlterPartitionCallback
    leader_recovery_state: int = 0  # RECOVERED: a leader always reports itself recovered (KIP-704)
    attempts: int = field(default=0)

    @property
    def key(self) -> PartitionKey:
        return (self.topic_id, self.partition)


class AlterPartitionManager:
    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        broker_epoch: Callable[[], int],
        controller_leader: Callable[[], int],
        *,
        request_timeout_ms: int = 30_000,
        retry_backoff_ms: int = 100,
    ) -> None:
        self.reactor = reactor
        self.node_id = node_id
        self.broker_epoch = broker_epoch
        self.controller_leader = controller_leader
        self.request_timeout_ms = request_timeout_ms
        self.retry_backoff_ms = retry_backoff_ms
        self.unsent: dict[PartitionKey, AlterPartitionItem] = {}
        self.in_flight: dict[PartitionKey, AlterPartitionItem] | None = None
        self._timer: Timer | None = None
        self._closed = False
        self.requests_sent = 0
        self.request_failures = 0

    @property
    def prefix(self) -> str:
        return f"[AlterPartitionManager id={self.node_id}]"

    def pending(self, topic_id: uuid.UUID, partition: int) -> bool:
        key = (topic_id, partition)
        return key in self.unsent or (self.in_flight is not None and key in self.in_flight)

    def submit(self, item: AlterPartitionItem) -> bool:
        """Queue an ISR change; False when one is already queued or in flight for the partition."""
        if self._closed or self.pending(item.topic_id, item.partition):
            return False
        self.unsent[item.key] = item
        self._maybe_send()
        return True

    def cancel(self, topic_id: uuid.UUID, partition: int) -> None:
        """Forget a queued change (the partition's leadership changed). An answer to one in flight is still
        delivered; the callback must check that it still applies."""
        self.unsent.pop((topic_id, partition), None)

    def shutdown(self) -> None:
        self._closed = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self.unsent.clear()

    # -- sending ---------------------------------------------------------------------------------------------------

    def _schedule_retry(self) -> None:
        if self._closed or self._timer is not None:
            return

        def fire() -> None:
            self._timer = None
            self._maybe_send()

        self._timer = self.reactor.call_at(self.reactor.now_ms() + self.retry_backoff_ms, fire)

    def _maybe_send(self) -> None:
        if self._closed or self.in_flight is not None or not self.unsent or self._timer is not None:
            return
        leader = self.controller_leader()
        if leader < 0:
            self._schedule_retry()
            return
        items, self.unsent = self.unsent, {}
        self.in_flight = items
        R = AlterPartitionRequest
        topics: dict[uuid.UUID, AlterPartitionRequest.TopicData] = {}
        for item in items.values():
            item.attempts += 1
            t = topics.get(item.topic_id)
            if t is None:
                t = topics[item.topic_id] = R.TopicData(topic_id=item.topic_id)
            t.partitions.append(
                R.PartitionData(
                    partition_index=item.partition,
                    leader_epoch=item.leader_epoch,
                    new_isr_with_epochs=[R.BrokerState(broker_id=b, broker_epoch=e) for b, e in item.new_isr],
                    leader_recovery_state=item.leader_recovery_state,
                    partition_epoch=item.partition_epoch,
                )
            )
        req = R(broker_id=self.node_id, broker_epoch=self.broker_epoch(), topics=list(topics.values()))
        self.requests_sent += 1
        log.debug("%s Sending AlterPartition to controller %d for %d partitions", self.prefix, leader, len(items))
        self.reactor.send(
            leader,
            CONTROLLER_LISTENER,
            req,
            self._handle_response,
            timeout_ms=self.request_timeout_ms,
            version=ALTER_PARTITION_VERSION,
        )

    def _handle_response(self, resp: AlterPartitionResponse | None, error: TransportError | None) -> None:
        sent, self.in_flight = self.in_flight or {}, None
        if self._closed:
            return
        if error is not None or resp is None or resp.error_code != 0:
            why = (
                str(error) if error is not None else _error_name(resp.error_code) if resp is not None else "no response"
            )
            log.info("%s AlterPartition failed (%s); retrying %d partitions", self.prefix, why, len(sent))
            self.request_failures += 1
            for key, item in sent.items():
                self.unsent.setdefault(key, item)
            self._schedule_retry()
            return
        answered: dict[PartitionKey, AlterPartitionResponse.PartitionData] = {}
        for t in resp.topics:
            for p in t.partitions:
                answered[(t.topic_id, p.partition_index)] = p
        for key, item in sent.items():
            answer = answered.get(key)
            if answer is None:
                log.warning("%s Partition %s-%d was sent but not included in the response", self.prefix, key[0], key[1])
                self.unsent.setdefault(key, item)
                continue
            if answer.error_code != 0:
                log.info(
                    "%s Controller refused the ISR change of %s-%d to %s: %s",
                    self.prefix,
                    key[0],
                    key[1],
                    [b for b, _ in item.new_isr],
                    _error_name(answer.error_code),
                )
            try:
                item.callback(answer.error_code, answer if answer.error_code == 0 else None)
            except Exception:
                log.exception("%s AlterPartition callback failed for %s-%d", self.prefix, key[0], key[1])
        if self.unsent:
            self._maybe_send()
