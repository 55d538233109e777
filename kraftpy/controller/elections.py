"""Leader elections on request (ElectLeaders v0-3, KIP-183 and KIP-966) and the periodic preferred-leader election.

ElectLeaders (API 43), answered once the elections are **committed**, or when the request's TimeoutMs expires
(partitions still pending then get REQUEST_TIMED_OUT), never when they are merely queued:

| type | v | acts when | result |
|---|---|---|---|
| 0 PREFERRED | 0+ | the leader is not the first replica | NONE when the preferred replica leads; PREFERRED_LEADER_NOT_AVAILABLE when it is not in the ISR or cannot lead; ELECTION_NOT_NEEDED when it already leads |
| 1 UNCLEAN | 1+ | the partition has no leader | the delivery-plan order (ISR, unfenced ELR, ...), then any live replica (RECOVERING); ELIGIBLE_LEADERS_NOT_AVAILABLE when no replica can lead; ELECTION_NOT_NEEDED when a leader exists |
| 2 LONGEST_LOG_AGGRESSIVE, 3 LONGEST_LOG_BALANCED | 3 | the partition has no leader | an unclean recovery with that strategy now (the replica with the longest log wins); a normal election when an ISR or unfenced ELR member can lead; ELIGIBLE_LEADERS_NOT_AVAILABLE when the strategy would wait (fenced ELR members; Balanced: LastKnownELR members not all unfenced) or no replica is alive to ask |
| 4 DESIGNATION | 3 | the partition has no leader | DesiredLeaders[i] leads (clean from the ISR or ELR, otherwise unclean): INVALID_REQUEST when it is not a replica, ELIGIBLE_LEADERS_NOT_AVAILABLE when it cannot lead |

* v0 is KIP-183's ElectPreferredLeaders: always PREFERRED; a partition already led by its preferred replica is a
  success (NONE): ELECTION_NOT_NEEDED came with v1 (KIP-460), and v0 has no top-level error code.
* TopicPartitions = null means every partition; the results then leave out partitions that needed no election
  (Kafka's rule). Duplicate partitions are allowed (KIP-183) and answered once; duplicates naming different
  DesiredLeaders are INVALID_REQUEST.
* KIP-966 limits, in request order: the first 20 topics are served, the partitions of further topics get
  INVALID_REQUEST (the KIP's "Others will be returned with InvalidRequestError"); of those, the first 1000 distinct
  partitions are served, further ones get REQUEST_LIMIT_REACHED (retriable, kraftpy's code 1000: the KIP names the
  error, Kafka never gave it a code), to be sent again in another request. Null TopicPartitions is not limited.
* INVALID_REQUEST: an unknown election type (2-4 need v3) for the whole request, DesiredLeaders whose length does not
  match Partitions, DESIGNATION without a desired leader (or with null TopicPartitions).
* CLUSTER_AUTHORIZATION_FAILED: the principal may not ALTER the cluster (the node's authorization rules,
  `kraftpy.security.rules`, refuse the request before it reaches the controller).

Automatic preferred elections (Kafka's `electPreferred`): with `auto.leader.rebalance.enable` (default true),
every `leader.imbalance.check.interval.seconds` (default 300) the active controller moves leadership back to the
first replica of every partition whose preferred replica is in the ISR and can lead, at most 1000 elections per
run, running again at once while more remain.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from kraftpy.controller.partition_change import Election
from kraftpy.controller.quorum_controller import Decision, NotControllerError, QuorumController
from kraftpy.controller.recovery_manager import UncleanRecoveryManager
from kraftpy.controller.replication_control import PartitionRef, ReplicationControl
from kraftpy.controller.settings import ControllerSettings
from kraftpy.controller.unclean_recovery import Need, Strategy, decide
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest, ElectLeadersResponse
from kraftpy.runtime import Deferred, RequestInfo, Timer

log = logging.getLogger(__name__)
E = ErrorCode

__all__ = [
    "DESIGNATION",
    "LONGEST_LOG_AGGRESSIVE",
    "LONGEST_LOG_BALANCED",
    "MAX_ELECTIONS_PER_IMBALANCE",
    "MAX_PARTITIONS_PER_REQUEST",
    "MAX_TOPICS_PER_REQUEST",
    "PREFERRED",
    "UNCLEAN",
    "LeaderElections",
]

PREFERRED = 0
UNCLEAN = 1
LONGEST_LOG_AGGRESSIVE = 2
LONGEST_LOG_BALANCED = 3
DESIGNATION = 4
TYPE_NAMES = {
    PREFERRED: "PREFERRED",
    UNCLEAN: "UNCLEAN",
    LONGEST_LOG_AGGRESSIVE: "LONGEST_LOG_AGGRESSIVE",
    LONGEST_LOG_BALANCED: "LONGEST_LOG_BALANCED",
    DESIGNATION: "DESIGNATION",
}
_STRATEGY = {LONGEST_LOG_AGGRESSIVE: Strategy.AGGRESSIVE, LONGEST_LOG_BALANCED: Strategy.BALANCED}

MAX_TOPICS_PER_REQUEST = 20  # KIP-966 "Public Interfaces", ElectLeadersRequest
MAX_PARTITIONS_PER_REQUEST = 1000  # KIP-966 "Public Interfaces", ElectLeadersRequest
MAX_ELECTIONS_PER_IMBALANCE = 1000  # Kafka's MAX_ELECTIONS_PER_IMBALANCE

_MESSAGES = {
    E.ELECTION_NOT_NEEDED: "Leader election not needed for topic partition.",
    E.PREFERRED_LEADER_NOT_AVAILABLE: "The preferred leader was not available.",
    E.ELIGIBLE_LEADERS_NOT_AVAILABLE: "Eligible topic partition leaders are not available.",
}

Key = tuple[str, int]


@dataclass(slots=True, eq=False)
class _Run:
    """One ElectLeaders request between its decision and its response."""

    version: int
    omit_not_needed: bool
    deferred: Deferred
    topics: dict[str, list[int]] = field(default_factory=dict)  # response order
    results: dict[Key, tuple[int, str | None]] = field(default_factory=dict)
    pending: set[Key] = field(default_factory=set)
    seen: set[Key] = field(default_factory=set)
    unsettled: set[Key] = field(default_factory=set)  # whose election records (or recovery) are not committed
    timer: Timer | None = None

    def slot(self, key: Key) -> bool:
        """Register `key` in the response order; False if it was already there (a duplicate)."""
        parts = self.topics.setdefault(key[0], [])
        if key in self.seen:
            return False
        self.seen.add(key)
        parts.append(key[1])
        return True

    def set(self, key: Key, code: ErrorCode | int, message: str | None = None) -> None:
        code = int(code)
        if code != 0 and message is None:
            try:
                message = _MESSAGES.get(ErrorCode(code)) or ErrorCode(code).description
            except ValueError:
                message = None
        self.results[key] = (code, message if code != 0 else None)

    @property
    def done(self) -> bool:
        return self.deferred.done

    def response(self) -> ElectLeadersResponse:
        R = ElectLeadersResponse
        out: list[ElectLeadersResponse.ReplicaElectionResult] = []
        for topic, parts in self.topics.items():
            prs: list[ElectLeadersResponse.PartitionResult] = []
            for index in parts:
                code, message = self.results.get((topic, index), (int(E.REQUEST_TIMED_OUT), None))
                if code == E.ELECTION_NOT_NEEDED:
                    if self.omit_not_needed:
                        continue
                    if self.version == 0:  # KIP-183: the preferred replica leads, a success
                        code, message = 0, None
                prs.append(R.PartitionResult(partition_id=index, error_code=code, error_message=message))
            if prs or not self.omit_not_needed:
                out.append(R.ReplicaElectionResult(topic=topic, partition_result=prs))
        return R(error_code=0, replica_election_results=out)


class LeaderElections:
    def __init__(
        self,
        qc: QuorumController,
        settings: ControllerSettings,
        replication: ReplicationControl,
        recovery: UncleanRecoveryManager,
    ) -> None:
        self.qc = qc
        self.settings = settings
        self.replication = replication
        self.recovery = recovery
        self.rebalance_runs = 0
        if settings.auto_leader_rebalance_enable:
            qc.every(max(1, settings.leader_imbalance_check_interval_seconds) * 1000, self.rebalance)

    @property
    def prefix(self) -> str:
        return f"[QuorumController id={self.qc.node_id}]"

    # -- ElectLeaders ------------------------------------------------------------------------------------------------

    def elect_leaders(self, info: RequestInfo, req: ElectLeadersRequest) -> Deferred:
        version = info.api_version
        deferred = Deferred()
        try:
            self.qc.require_active()
        except NotControllerError as e:
            deferred.fail(e)
            return deferred
        etype = req.election_type if version >= 1 else PREFERRED
        valid = (PREFERRED, UNCLEAN) if version < 3 else tuple(TYPE_NAMES)
        if etype not in valid:
            deferred.resolve(self._error_response(req, version, E.INVALID_REQUEST, f"Unknown election type {etype}"))
            return deferred
        if etype == DESIGNATION and req.topic_partitions is None:
            deferred.resolve(
                self._error_response(
                    req,
                    version,
                    E.INVALID_REQUEST,
                    "A DESIGNATION election needs a desired leader for each partition; "
                    "it cannot run on all partitions.",
                )
            )
            return deferred

        run = _Run(version, req.topic_partitions is None, deferred)
        image = self.qc.image
        wanted: list[tuple[Key, int | None]] = []
        if req.topic_partitions is None:
            for name in sorted(image.topics_by_name):
                for index in sorted(image.topics_by_name[name].partitions):
                    run.slot((name, index))
                    wanted.append(((name, index), None))
        else:
            wanted = self._collect(req.topic_partitions, version, etype, run)
        records: list[Message] = []
        immediate: list[Key] = []
        recoveries: list[tuple[Key, Strategy]] = []
        for key, desired in wanted:
            if key in run.results:
                continue
            appended = len(records)
            outcome = self._elect_one(image, etype, key, desired, records, recoveries)
            if outcome is not None:
                run.set(key, *outcome)
                immediate.append(key)
                if len(records) > appended:
                    run.unsettled.add(key)
            else:
                run.unsettled.add(key)
        started = len(records)
        log.info(
            "%s ElectLeaders %s for %s: %d election(s) to commit, %d unclean recover(y/ies) to run",
            self.prefix,
            TYPE_NAMES[etype],
            "all partitions" if req.topic_partitions is None else f"{len(wanted)} partition(s)",
            started,
            len(recoveries),
        )
        run.pending.update(immediate)
        for key, _ in recoveries:
            run.pending.add(key)

        inner = Deferred()
        self.qc.apply(Decision(records=records), inner)
        inner.add_callback(lambda d: self._committed(run, immediate, d))
        deadline = self.qc.reactor.now_ms() + max(0, req.timeout_ms)
        for key, strategy in recoveries:
            topic = self.qc.image.topics_by_name[key[0]]
            self.recovery.start_operator_recovery(topic, key[1], strategy, deadline, self._on_recovered(run, key))
        if not run.done:
            run.timer = self.qc.reactor.call_at(deadline, lambda: self._timed_out(run, req.timeout_ms))
        return deferred

    def _collect(
        self, topic_partitions: list[ElectLeadersRequest.TopicPartitions], version: int, etype: int, run: _Run
    ) -> list[tuple[Key, int | None]]:
        """The requested partitions in order (each once), with the errors found before electing set on `run`."""
        served: list[str] = []
        counted: set[Key] = set()  # the distinct partitions of served topics, up to the partition limit
        desired_of: dict[Key, int | None] = {}
        order: list[Key] = []
        for entry in topic_partitions:
            name = entry.topic
            if name not in served and len(served) < MAX_TOPICS_PER_REQUEST:
                served.append(name)
            over_limit = name not in served
            leaders = entry.desired_leaders if version >= 3 else None
            mismatch = leaders is not None and len(leaders) != len(entry.partitions)
            for pos, index in enumerate(entry.partitions):
                key = (name, index)
                run.slot(key)
                if key in run.results:
                    continue  # already answered with an error
                if over_limit:
                    run.set(
                        key,
                        E.INVALID_REQUEST,
                        f"At most {MAX_TOPICS_PER_REQUEST} topics are served per request; topic {name} is not "
                        "among the first ones.",
                    )
                    continue
                if key not in counted:
                    if len(counted) >= MAX_PARTITIONS_PER_REQUEST:
                        run.set(
                            key,
                            E.REQUEST_LIMIT_REACHED,
                            f"At most {MAX_PARTITIONS_PER_REQUEST} partitions are served per request; send this "
                            "one again in another request.",
                        )
                        continue
                    counted.add(key)
                if mismatch:
                    run.set(
                        key,
                        E.INVALID_REQUEST,
                        f"DesiredLeaders of topic {name} has {len(leaders or ())} entries but Partitions has "
                        f"{len(entry.partitions)}.",
                    )
                    continue
                desired = leaders[pos] if leaders is not None else None
                if etype == DESIGNATION and (desired is None or desired < 0):
                    run.set(
                        key, E.INVALID_REQUEST, f"A DESIGNATION election needs a desired leader for {name}-{index}."
                    )
                    continue
                if key in desired_of:
                    if etype == DESIGNATION and desired_of[key] != desired:
                        run.set(
                            key,
                            E.INVALID_REQUEST,
                            f"Partition {name}-{index} is listed with different desired leaders "
                            f"({desired_of[key]} and {desired}).",
                        )
                    continue
                desired_of[key] = desired
                order.append(key)
        return [(k, desired_of[k]) for k in order if k not in run.results]

    def _elect_one(
        self,
        image: MetadataImage,
        etype: int,
        key: Key,
        desired: int | None,
        records: list[Message],
        recoveries: list[tuple[Key, Strategy]],
    ) -> tuple[ErrorCode, str | None] | None:
        """Decide one partition: (error, message) once the records (if any) are committed, or None when an unclean
        recovery was queued in `recoveries`."""
        name, index = key
        topic = image.topics_by_name.get(name)
        if topic is None:
            return E.UNKNOWN_TOPIC_OR_PARTITION, f"No such topic as {name}"
        p = topic.partitions.get(index)
        if p is None:
            return E.UNKNOWN_TOPIC_OR_PARTITION, f"No such partition as {name}-{index}"
        ref = PartitionRef(topic, index, p)
        rc = self.replication
        can_lead = rc.can_lead(image)
        if etype == PREFERRED:
            preferred = p.preferred_leader
            if p.leader == preferred:
                return E.ELECTION_NOT_NEEDED, None
            result = rc.change(image, ref, can_lead, election=Election.PREFERRED)
            if result is not None:
                records.append(result.record)
                if result.after.leader == preferred:
                    return E.NONE, None
            return E.PREFERRED_LEADER_NOT_AVAILABLE, None
        if p.has_leader:
            return E.ELECTION_NOT_NEEDED, None
        if etype == UNCLEAN:
            result = rc.change(image, ref, can_lead, election=Election.UNCLEAN)
            if result is not None and result.after.has_leader:
                records.append(result.record)
                return E.NONE, None
            return E.ELIGIBLE_LEADERS_NOT_AVAILABLE, None
        if etype == DESIGNATION:
            assert desired is not None
            if desired not in p.replicas:
                return E.INVALID_REQUEST, f"Broker {desired} is not a replica of {name}-{index} {list(p.replicas)}."
            if not can_lead(desired):
                return E.ELIGIBLE_LEADERS_NOT_AVAILABLE, (
                    f"The desired leader {desired} of {name}-{index} cannot lead: it is fenced, shutting down or "
                    "not registered."
                )
            result = rc.change(image, ref, can_lead, election=Election.DESIGNATION, desired_leader=desired)
            if result is not None and result.after.leader == desired:
                records.append(result.record)
                return E.NONE, None
            return E.ELIGIBLE_LEADERS_NOT_AVAILABLE, None
        strategy = _STRATEGY[etype]
        d = decide(p, strategy, can_lead)
        if d.need is Need.ELECTION:
            result = rc.change(image, ref, can_lead)
            if result is not None and result.after.has_leader:
                records.append(result.record)
                return E.NONE, None
            return E.ELIGIBLE_LEADERS_NOT_AVAILABLE, None
        if d.need is not Need.RECOVERY:
            return E.ELIGIBLE_LEADERS_NOT_AVAILABLE, f"{name}-{index}: {d.reason}"
        if not any(can_lead(b) for b in p.replicas):
            return E.ELIGIBLE_LEADERS_NOT_AVAILABLE, f"No replica of {name}-{index} is alive to ask for its log."
        recoveries.append((key, strategy))
        return None

    def _error_response(
        self, req: ElectLeadersRequest, version: int, code: ErrorCode, message: str
    ) -> ElectLeadersResponse:
        """The whole request failed: the code at the top (v1+) and on every requested partition."""
        run = _Run(version, False, Deferred())
        for entry in req.topic_partitions or ():
            for index in entry.partitions:
                key = (entry.topic, index)
                if run.slot(key):
                    run.set(key, code, message)
        resp = run.response()
        if version >= 1:
            resp.error_code = int(code)
        return resp

    def _committed(self, run: _Run, keys: list[Key], d: Deferred) -> None:
        if run.done:
            return
        if d.error is not None:
            self._fail(run, d.error)
            return
        run.pending.difference_update(keys)
        self._maybe_finish(run)

    def _on_recovered(self, run: _Run, key: Key) -> Callable[[int, str | None], None]:
        return lambda code, message: self._recovered(run, key, code, message)

    def _recovered(self, run: _Run, key: Key, code: int, message: str | None) -> None:
        if run.done:
            return
        if code == E.NOT_CONTROLLER:
            self._fail(run, NotControllerError(message or "the controller is no longer active"))
            return
        run.set(key, code, message)
        run.pending.discard(key)
        self._maybe_finish(run)

    def _timed_out(self, run: _Run, timeout_ms: int) -> None:
        if run.done:
            return
        for key in sorted(run.pending & run.unsettled):
            run.set(
                key, E.REQUEST_TIMED_OUT, f"The election of {key[0]}-{key[1]} did not complete within {timeout_ms} ms."
            )
        log.info(
            "%s ElectLeaders timed out after %d ms with %d election(s) pending",
            self.prefix,
            timeout_ms,
            len(run.pending),
        )
        run.pending.clear()
        self._finish(run)

    def _maybe_finish(self, run: _Run) -> None:
        if not run.pending:
            self._finish(run)

    @staticmethod
    def _finish(run: _Run) -> None:
        if run.timer is not None:
            run.timer.cancel()
        run.deferred.resolve(run.response())

    @staticmethod
    def _fail(run: _Run, error: BaseException) -> None:
        if run.timer is not None:
            run.timer.cancel()
        run.deferred.fail(error)

    # -- automatic preferred elections -----------------------------------------------------------------------------

    def rebalance(self) -> None:
        """Kafka's periodic preferred leader election (auto.leader.rebalance.enable)."""
        if not self.qc.active:
            return
        self.rebalance_runs += 1
        image = self.qc.image
        rc = self.replication
        can_lead = rc.can_lead(image)
        records: list[Message] = []
        more = False
        for name in sorted(image.topics_by_name):
            topic = image.topics_by_name[name]
            for index in sorted(topic.partitions):
                p = topic.partitions[index]
                preferred = p.preferred_leader
                if p.leader == preferred or preferred not in p.isr or not can_lead(preferred):
                    continue
                if len(records) >= MAX_ELECTIONS_PER_IMBALANCE:
                    more = True
                    break
                result = rc.change(image, PartitionRef(topic, index, p), can_lead, election=Election.PREFERRED)
                if result is not None and result.after.leader == preferred:
                    records.append(result.record)
            if more:
                break
        if records:
            log.info(
                "%s Moving leadership of %d partition(s) back to their preferred replicas%s",
                self.prefix,
                len(records),
                " (more remain)" if more else "",
            )
            self.qc.apply(Decision(records=records))
        if more:
            self.qc.reactor.call_soon(self.rebalance)
