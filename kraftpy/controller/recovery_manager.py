"""The Unclean Recovery manager (KIP-966 "Unclean recovery"): the active controller's driver of
`kraftpy.controller.unclean_recovery` for partitions that lost their leader and every clean candidate.

While `unclean.recovery.manager.enabled` (cluster level, default false) is on, an ONLINE election never goes
unclean (`ChangeOptions.recovery_manager`), and this manager takes over every partition left without a leader:

* it applies `unclean_recovery.decide()` with the topic's `unclean.recovery.strategy` (the deprecated
  unclean.leader.election.enable maps to it): a normal election (an ISR member or an unfenced ELR member can lead),
  a recovery, waiting (fenced ELR members; Balanced: LastKnownELR members not all unfenced), or, with strategy None,
  nothing until an operator elects a leader (ElectLeaders);
* a recovery asks every live replica for its log (GetReplicaLogInfo, API 1000, on the brokers' inter-broker
  listener, one request per broker for all the partitions it is asked about, at most 2000 partitions each), feeds
  the replies to a `Recovery` (which rejects replies from another broker incarnation and stale leader epochs),
  checks it again when replies arrive, at its deadline (`unclean.recovery.timeout.ms`) and on every periodic tick,
  and elects the winner with ISR = [winner], LeaderRecoveryState = RECOVERING;
* brokers that could not answer (a transport failure, a retriable error, a metadata view older than the
  partition's leader epoch, an answer from an incarnation that is no longer registered) are asked again after a
  backoff while they can lead; a broker registering, being fenced or unfenced makes every leaderless partition
  decided again;
* nothing about a recovery is persisted: a controller failover drops everything and the new active controller
  starts over from the log.

Operators start recoveries with ElectLeaders v3 LONGEST_LOG_AGGRESSIVE / LONGEST_LOG_BALANCED
(`start_operator_recovery`), whether the manager is on or off; such a recovery runs with the strategy asked for until
it elects or its request's deadline passes (then the manager's own decision applies again).

Sans-IO: time, timers and the network come from the quorum controller's `Reactor`. Recoveries start only from the
committed state of a partition (brokers answer from their metadata, which follows the committed log).

Figures for the controller metrics: `recovering_partitions` (recoveries in flight plus Balanced partitions waiting
for their LastKnownELR members, which the KIP counts as live recoveries), `manual_election_partitions` (strategy
None, waiting for an operator) and `finished_count` (elections by a recovery, committed since this process
started).
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from kraftpy.controller.partition_change import Election
from kraftpy.controller.quorum_controller import Decision, QuorumController
from kraftpy.controller.replication_control import PartitionRef, ReplicationControl
from kraftpy.controller.unclean_recovery import LogInfo, Need, Recovery, Strategy, decide
from kraftpy.metadata.image import MetadataDelta, MetadataImage, PartitionKey, TopicImage
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest, GetReplicaLogInfoResponse
from kraftpy.runtime import BROKER_LISTENER, Deferred, Timer, TransportError

log = logging.getLogger(__name__)
E = ErrorCode

__all__ = ["MAX_PARTITIONS_PER_REQUEST", "PartitionKey", "UncleanRecoveryManager"]

DoneCallback = Callable[[int, "str | None"], None]  # (error code, message) once the election is committed or failed

MAX_PARTITIONS_PER_REQUEST = 2000  # GetReplicaLogInfo (KIP-966 "Public Interfaces")
AUTO = "auto"
OPERATOR = "operator"


@dataclass(slots=True, eq=False)
class _Flight:
    """One recovery in flight and what the manager knows about the questions it asked."""

    key: PartitionKey
    topic: str
    recovery: Recovery
    origin: str  # AUTO (the manager's decision) or OPERATOR (ElectLeaders)
    asked: dict[int, int] = field(default_factory=dict)  # broker -> its epoch when last asked
    outstanding: set[int] = field(default_factory=set)  # brokers whose answer is awaited
    retry_at: dict[int, int] = field(default_factory=dict)  # broker -> earliest time to ask it again
    final: dict[int, int] = field(default_factory=dict)  # broker -> epoch that answered with a non-retriable error
    waiters: list[DoneCallback] = field(default_factory=list)
    operator_deadline_ms: int = 0
    timer: Timer | None = None


class UncleanRecoveryManager:
    def __init__(
        self,
        qc: QuorumController,
        replication: ReplicationControl,
        *,
        request_timeout_ms: int = 30_000,
        retry_backoff_ms: int = 1_000,
        check_interval_ms: int = 1_000,
        max_partitions_per_request: int = MAX_PARTITIONS_PER_REQUEST,
    ) -> None:
        self.qc = qc
        self.reactor = qc.reactor
        self.replication = replication
        self.request_timeout_ms = request_timeout_ms
        self.retry_backoff_ms = retry_backoff_ms
        self.max_partitions_per_request = max_partitions_per_request
        self.finished_count = 0  # committed recovery elections since this process started (KIP-966 metric)
        self._flights: dict[PartitionKey, _Flight] = {}
        self._waiting: dict[PartitionKey, str] = {}  # Balanced: LastKnownELR members not all unfenced
        self._manual: set[PartitionKey] = set()  # strategy None: waiting for an operator
        self._leaderless: set[PartitionKey] = set()  # committed partitions without a leader (while active)
        self._outbox: dict[int, list[PartitionKey]] = {}
        self._generation = 0  # bumped on every activation change; callbacks of older generations are ignored
        qc.on_activation_change(self._on_activation)
        qc.on_commit(self._on_commit)
        qc.every(check_interval_ms, self._tick)

    @property
    def prefix(self) -> str:
        return f"[UncleanRecoveryManager id={self.qc.node_id}]"

    # -- figures -------------------------------------------------------------------------------------------------

    @property
    def recovering_partitions(self) -> int:
        """KIP-966 unclean_recovery_partitions_count: recoveries in flight plus Balanced partitions waiting for
        their LastKnownELR members."""
        return len(self._flights) + len(self._waiting)

    @property
    def manual_election_partitions(self) -> int:
        """KIP-966 manual_leader_election_required_partition_count."""
        return len(self._manual)

    def in_flight(self) -> dict[PartitionKey, Recovery]:
        return {k: f.recovery for k, f in self._flights.items()}

    # -- activation and commits -----------------------------------------------------------------------------------

    def _on_activation(self, active: bool) -> None:
        self._generation += 1
        flights, self._flights = self._flights, {}
        for f in flights.values():
            if f.timer is not None:
                f.timer.cancel()
            self._notify(f, int(E.NOT_CONTROLLER), f"controller {self.qc.node_id} is no longer active")
        self._waiting.clear()
        self._manual.clear()
        self._outbox.clear()
        self._leaderless = set()
        if active:
            image = self.qc.committed
            for t in image.topics_by_id.values():
                for index, p in t.partitions.items():
                    if not p.has_leader:
                        self._leaderless.add((t.id, index))
            if self._leaderless:
                log.info(
                    "%s Becoming active with %d leaderless partition(s); deciding their next step",
                    self.prefix,
                    len(self._leaderless),
                )
            self._evaluate(sorted(self._leaderless))
            self._flush()

    def _on_commit(self, image: MetadataImage, delta: MetadataDelta) -> None:
        if not self.qc.active:
            return
        changes = delta.changes
        touched: set[PartitionKey] = set()
        for topic_id, old in changes.deleted_topics.items():
            for index in old.partitions:
                key = (topic_id, index)
                self._leaderless.discard(key)
                touched.add(key)
        for topic_id, index in changes.partitions:
            key = (topic_id, index)
            p = image.partition(topic_id, index)
            if p is not None and not p.has_leader:
                self._leaderless.add(key)
            else:
                self._leaderless.discard(key)
            touched.add(key)
        busy = bool(self._flights or self._waiting or self._manual)
        if not busy and not self.replication.recovery_manager_enabled(image):
            return  # nothing to decide: only the index of leaderless partitions is kept
        keys: Iterable[PartitionKey]
        if changes.brokers or changes.configs or changes.features:
            keys = sorted(self._leaderless | self._flights.keys() | self._waiting.keys() | self._manual)
        else:
            keys = sorted(
                k
                for k in touched
                if k in self._leaderless or k in self._flights or k in self._waiting or k in self._manual
            )
        self._evaluate(keys)
        self._flush()

    def _tick(self) -> None:
        if not self.qc.active or not self._flights:
            return
        now = self.reactor.now_ms()
        expired = [k for k, f in self._flights.items() if f.origin == OPERATOR and 0 < f.operator_deadline_ms <= now]
        for k in expired:
            f = self._flights[k]
            f.origin, f.waiters, f.operator_deadline_ms = AUTO, [], 0
        if expired:
            self._evaluate(sorted(expired))  # the manager's own decision applies again
        image = self.qc.image
        can_lead = self.replication.can_lead(image)
        for flight in list(self._flights.values()):  # retries that are due, deadlines that passed
            if self._flights.get(flight.key) is flight:
                self._ensure_queries(flight, image, can_lead)
                self._try_elect(flight)
        self._flush()

    # -- deciding ----------------------------------------------------------------------------------------------------

    def _evaluate(self, keys: Iterable[PartitionKey]) -> None:
        image = self.qc.image
        manager_on = self.replication.recovery_manager_enabled(image)
        can_lead = self.replication.can_lead(image)
        for key in keys:
            self._evaluate_one(key, image, manager_on, can_lead)

    def _evaluate_one(
        self, key: PartitionKey, image: MetadataImage, manager_on: bool, can_lead: Callable[[int], bool]
    ) -> None:
        topic = image.topics_by_id.get(key[0])
        p = None if topic is None else topic.partitions.get(key[1])
        flight = self._flights.get(key)
        if topic is None or p is None:
            self._forget(key)
            if flight is not None:
                self._drop(flight, int(E.UNKNOWN_TOPIC_OR_PARTITION), "The partition was deleted.")
            return
        if p.has_leader:
            self._forget(key)
            if flight is not None:
                log.info(
                    "%s %s-%d has a leader again (%d); its unclean recovery stops",
                    self.prefix,
                    topic.name,
                    key[1],
                    p.leader,
                )
                self._drop(flight, 0, None)
            return
        if flight is not None:
            if flight.recovery.partition.leader_epoch != p.leader_epoch:
                # the partition moved on (another election and loss of it): the replies are stale, start over
                flight = self._restart(flight, topic, p, flight.recovery.strategy, flight.recovery.timeout_ms)
            else:
                flight.recovery.partition = p  # e.g. a LastKnownELR change: the replies are still valid
        if flight is None or flight.origin == AUTO:
            if not manager_on:
                self._forget(key)
                if flight is not None:
                    log.info(
                        "%s unclean.recovery.manager.enabled is off: stopping the recovery of %s-%d",
                        self.prefix,
                        topic.name,
                        key[1],
                    )
                    self._drop(flight, int(E.ELIGIBLE_LEADERS_NOT_AVAILABLE), "The unclean recovery was stopped.")
                return
            flight = self._decide(key, topic, p, image, can_lead, flight)
        if flight is not None:
            self._ensure_queries(flight, image, can_lead)
            self._try_elect(flight)

    def _decide(
        self,
        key: PartitionKey,
        topic: TopicImage,
        p: PartitionRegistration,
        image: MetadataImage,
        can_lead: Callable[[int], bool],
        flight: _Flight | None,
    ) -> _Flight | None:
        settings = self.replication.resolver(image).unclean_recovery(topic.name)
        try:
            strategy = Strategy.parse(settings.strategy)
        except ValueError:
            strategy = Strategy.BALANCED
        d = decide(p, strategy, can_lead)
        if d.need is not Need.RECOVERY and flight is not None:
            self._drop(flight, int(E.ELIGIBLE_LEADERS_NOT_AVAILABLE), d.reason)
            flight = None
        if d.need is Need.ELECTION:
            self._forget(key)
            result = self.replication.change(image, PartitionRef(topic, key[1], p), can_lead)
            if result is not None and result.after.has_leader:
                log.info(
                    "%s Electing %d as the leader of %s-%d (%s)",
                    self.prefix,
                    result.after.leader,
                    topic.name,
                    key[1],
                    d.reason,
                )
                self.qc.apply(Decision(records=[result.record]))
            return None
        if d.need is Need.WAIT:
            self._manual.discard(key)
            if strategy is Strategy.BALANCED and not p.elr:
                if self._waiting.get(key) != d.reason:
                    log.info("%s %s-%d: %s", self.prefix, topic.name, key[1], d.reason)
                self._waiting[key] = d.reason
            else:
                self._waiting.pop(key, None)
            return None
        if d.need is Need.MANUAL:
            self._waiting.pop(key, None)
            if key not in self._manual:
                log.warning(
                    "%s %s-%d has no leader and unclean.recovery.strategy=None: it waits for an operator to "
                    "elect one (kraftpy leader-election)",
                    self.prefix,
                    topic.name,
                    key[1],
                )
            self._manual.add(key)
            return None
        self._forget(key)
        if flight is None:
            if settings.deprecated_key_set and settings.deprecation_message:
                log.warning("%s %s", self.prefix, settings.deprecation_message)
            return self._start(key, topic, p, strategy, settings.timeout_ms, AUTO, d.reason)
        if flight.recovery.strategy is not strategy:
            return self._restart(flight, topic, p, strategy, settings.timeout_ms)
        return flight

    def _forget(self, key: PartitionKey) -> None:
        self._waiting.pop(key, None)
        self._manual.discard(key)

    # -- flights -------------------------------------------------------------------------------------------------

    def _start(
        self,
        key: PartitionKey,
        topic: TopicImage,
        p: PartitionRegistration,
        strategy: Strategy,
        timeout_ms: int,
        origin: str,
        reason: str,
    ) -> _Flight:
        now = self.reactor.now_ms()
        can_lead = self.replication.can_lead(self.qc.image)
        recovery = Recovery.start(strategy, p, can_lead, now, timeout_ms)
        flight = _Flight(key, topic.name, recovery, origin)
        self._flights[key] = flight
        log.info(
            "%s Starting an unclean recovery of %s-%d (strategy %s; %s; leader epoch %d): asking replicas %s "
            "for their logs, timeout %d ms",
            self.prefix,
            topic.name,
            key[1],
            strategy.value,
            reason,
            p.leader_epoch,
            list(recovery.queried),
            timeout_ms,
        )
        self._arm(flight)
        return flight

    def _restart(
        self, flight: _Flight, topic: TopicImage, p: PartitionRegistration, strategy: Strategy, timeout_ms: int
    ) -> _Flight:
        if flight.timer is not None:
            flight.timer.cancel()
        del self._flights[flight.key]
        fresh = self._start(flight.key, topic, p, strategy, timeout_ms, flight.origin, "restarted")
        fresh.waiters = flight.waiters
        fresh.operator_deadline_ms = flight.operator_deadline_ms
        return fresh

    def _arm(self, flight: _Flight) -> None:
        gen = self._generation

        def fire() -> None:
            if gen == self._generation and self._flights.get(flight.key) is flight and self.qc.active:
                self._try_elect(flight)
                self._flush()

        flight.timer = self.reactor.call_at(flight.recovery.deadline_ms, fire)

    def _drop(self, flight: _Flight, code: int, message: str | None) -> None:
        if self._flights.get(flight.key) is flight:
            del self._flights[flight.key]
        if flight.timer is not None:
            flight.timer.cancel()
        if code == 0:
            self._after_commit(lambda: self._notify(flight, 0, None))
        else:
            self._notify(flight, code, message)

    def _after_commit(self, fn: Callable[[], None]) -> None:
        """Run `fn` once everything appended so far is committed (read-your-writes for the waiters)."""
        d = Deferred()
        self.qc.apply(Decision(), d)
        d.add_callback(lambda _d: fn())

    @staticmethod
    def _notify(flight: _Flight, code: int, message: str | None) -> None:
        waiters, flight.waiters = flight.waiters, []
        for w in waiters:
            w(code, message)

    # -- asking the replicas --------------------------------------------------------------------------------------

    def _ensure_queries(self, flight: _Flight, image: MetadataImage, can_lead: Callable[[int], bool]) -> None:
        recovery = flight.recovery
        p = recovery.partition
        committed = self.qc.committed.partition(*flight.key)
        live = tuple(b for b in p.replicas if can_lead(b))
        recovery.queried = live
        if committed is None or committed.partition_epoch != p.partition_epoch:
            return  # the brokers cannot know this state yet: ask once it is committed
        now = self.reactor.now_ms()
        for b in live:
            reg = image.brokers.get(b)
            if reg is None:
                continue
            reply = recovery.replies.get(b)
            if reply is not None and reply.broker_epoch == reg.epoch:
                continue
            if b in flight.outstanding or flight.final.get(b) == reg.epoch or flight.retry_at.get(b, 0) > now:
                continue
            flight.outstanding.add(b)
            flight.asked[b] = reg.epoch
            self._outbox.setdefault(b, []).append(flight.key)

    def _flush(self) -> None:
        outbox, self._outbox = self._outbox, {}
        gen = self._generation
        for broker, keys in sorted(outbox.items()):
            for start in range(0, len(keys), self.max_partitions_per_request):
                chunk = keys[start : start + self.max_partitions_per_request]
                by_topic: dict[uuid.UUID, list[int]] = {}
                for topic_id, index in chunk:
                    by_topic.setdefault(topic_id, []).append(index)
                req = GetReplicaLogInfoRequest(
                    broker_id=self.qc.node_id,
                    topic_partitions=[
                        GetReplicaLogInfoRequest.TopicPartitions(topic_id=t, partitions=ps)
                        for t, ps in by_topic.items()
                    ],
                )
                log.debug("%s Asking broker %d for the log info of %d partition(s)", self.prefix, broker, len(chunk))

                def callback(
                    resp: GetReplicaLogInfoResponse | None,
                    err: TransportError | None,
                    *,
                    _b: int = broker,
                    _keys: tuple[PartitionKey, ...] = tuple(chunk),
                ) -> None:
                    self._on_response(gen, _b, _keys, resp, err)

                self.reactor.send(broker, BROKER_LISTENER, req, callback, timeout_ms=self.request_timeout_ms)

    def _on_response(
        self,
        gen: int,
        broker: int,
        keys: tuple[PartitionKey, ...],
        resp: GetReplicaLogInfoResponse | None,
        err: TransportError | None,
    ) -> None:
        if gen != self._generation or not self.qc.active:
            return
        now = self.reactor.now_ms()
        pending = {k for k in keys if (f := self._flights.get(k)) is not None and broker in f.outstanding}
        touched: list[_Flight] = []
        if err is None and resp is not None:
            image = self.qc.image
            for t in resp.topic_partition_log_info_list:
                for pi in t.partition_log_info:
                    key = (t.topic_id, pi.partition)
                    if key not in pending:
                        continue
                    pending.discard(key)
                    flight = self._flights[key]
                    flight.outstanding.discard(broker)
                    self._on_log_info(flight, broker, resp.broker_epoch, pi, image, now)
                    touched.append(flight)
        else:
            log.info(
                "%s Broker %d did not answer GetReplicaLogInfo: %s; asking again in %d ms",
                self.prefix,
                broker,
                err,
                self.retry_backoff_ms,
            )
        for key in pending:  # no answer for these: ask again later
            flight = self._flights[key]
            flight.outstanding.discard(broker)
            flight.retry_at[broker] = now + self.retry_backoff_ms
        for flight in touched:
            if self._flights.get(flight.key) is flight:
                self._try_elect(flight)
        self._flush()

    def _on_log_info(
        self,
        flight: _Flight,
        broker: int,
        broker_epoch: int,
        pi: GetReplicaLogInfoResponse.PartitionLogInfo,
        image: MetadataImage,
        now: int,
    ) -> None:
        recovery = flight.recovery
        info = LogInfo(
            broker,
            broker_epoch,
            pi.last_written_leader_epoch,
            pi.current_leader_epoch,
            pi.log_end_offset,
            pi.error_code,
        )

        def registered(b: int) -> int | None:
            reg = image.brokers.get(b)
            return None if reg is None else reg.epoch

        reg_epoch = registered(broker)
        retry = False
        if pi.error_code != 0:
            try:
                retry = ErrorCode(pi.error_code).retriable
            except ValueError:
                retry = False
            if not retry:
                flight.final[broker] = broker_epoch
        elif reg_epoch != broker_epoch:
            retry = True  # answered by another incarnation: rejected; the registered one is asked again
        elif pi.current_leader_epoch < recovery.partition.leader_epoch:
            retry = True  # its metadata is behind the partition's leader epoch: ask again once it caught up
        recovery.on_reply(info, registered)
        if broker in recovery.rejected:
            log.info(
                "%s Rejected the log info of broker %d for %s-%d: %s%s",
                self.prefix,
                broker,
                flight.topic,
                flight.key[1],
                recovery.rejected[broker],
                "; asking again later" if retry else "",
            )
        if retry:
            flight.retry_at[broker] = now + self.retry_backoff_ms

    # -- electing --------------------------------------------------------------------------------------------------

    def _try_elect(self, flight: _Flight) -> None:
        image = self.qc.image
        topic = image.topics_by_id.get(flight.key[0])
        p = None if topic is None else topic.partitions.get(flight.key[1])
        if topic is None or p is None or p.has_leader or p.leader_epoch != flight.recovery.partition.leader_epoch:
            return  # the next evaluation (on commit) sorts this out
        can_lead = self.replication.can_lead(image)

        def registered(b: int) -> int | None:
            reg = image.brokers.get(b)
            return None if reg is None else reg.epoch

        now = self.reactor.now_ms()
        winner = flight.recovery.winner(now, registered, can_lead)
        if winner is None:
            return
        result = self.replication.change(
            image, PartitionRef(topic, flight.key[1], p), can_lead, election=Election.DESIGNATION, desired_leader=winner
        )
        if result is None or result.after.leader != winner:
            log.warning(
                "%s The unclean recovery of %s-%d chose broker %d, which cannot lead now",
                self.prefix,
                topic.name,
                flight.key[1],
                winner,
            )
            return
        replies = ", ".join(
            f"{r.broker_id}:(epoch {r.last_written_leader_epoch}, offset {r.log_end_offset})"
            for r in sorted(flight.recovery.replies.values(), key=lambda r: r.broker_id)
        )
        log.info(
            "%s Electing broker %d as the leader of %s-%d after an unclean recovery (strategy %s; replies %s)",
            self.prefix,
            winner,
            topic.name,
            flight.key[1],
            flight.recovery.strategy.value,
            replies or "none",
        )
        del self._flights[flight.key]
        if flight.timer is not None:
            flight.timer.cancel()
        d = Deferred()
        self.qc.apply(Decision(records=[result.record]), d)

        def committed(done: Deferred) -> None:
            if done.error is not None:
                self._notify(flight, int(E.NOT_CONTROLLER), str(done.error))
                return
            self.finished_count += 1
            self._notify(flight, 0, None)

        d.add_callback(committed)

    # -- operators (ElectLeaders LONGEST_LOG_*) ------------------------------------------------------------------

    def start_operator_recovery(
        self, topic: TopicImage, index: int, strategy: Strategy, deadline_ms: int, done: DoneCallback
    ) -> None:
        """Run a recovery of a leaderless partition with `strategy` now; `done(error code, message)` is called once
        its election is committed (0), or when it cannot finish (NOT_CONTROLLER, UNKNOWN_TOPIC_OR_PARTITION, ...).
        The caller checked that the partition exists, has no leader and that `decide` asks for a recovery."""
        image = self.qc.image
        p = topic.partitions[index]
        key = (topic.id, index)
        self._forget(key)
        timeout_ms = self.replication.resolver(image).unclean_recovery(topic.name).timeout_ms
        flight = self._flights.get(key)
        if flight is None:
            flight = self._start(key, topic, p, strategy, timeout_ms, OPERATOR, "requested by an operator")
        elif flight.recovery.strategy is not strategy:
            flight = self._restart(flight, topic, p, strategy, timeout_ms)
        flight.origin = OPERATOR
        flight.operator_deadline_ms = max(flight.operator_deadline_ms, deadline_ms)
        flight.waiters.append(done)
        can_lead = self.replication.can_lead(image)
        self._ensure_queries(flight, image, can_lead)
        self._try_elect(flight)
        self._flush()
