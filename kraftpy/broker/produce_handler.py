"""Produce: validation, the leader's append, and acks=all writes parked until the HWM covers them (a part of
`ReplicaManager`).

`handle_produce`'s docstring has the rules, in Kafka's order. An acks=all write that the HWM does not cover yet is a
`DelayedProduce`: one `ProduceWait` per partition parks in the broker's purgatory (`kraftpy.broker.purgatory`: the
partition's `DeferredQueue`, by the HWM it needs), which completes or fails it when the partition's HWM, ISR or
leadership changes; once every partition is decided, or `TimeoutMs` passed, the request answers itself. The
producer state of each partition (idempotent producers) lives in its `ProducerStateManager`; `expire_producers` runs
periodically.
"""

from __future__ import annotations

import logging
from typing import Any

from kraftpy.broker.isr_manager import IsrManager
from kraftpy.broker.partition import Partition
from kraftpy.broker.producer_state import ProducerStateError, VerificationGuard
from kraftpy.broker.purgatory import PartitionsOperation, ReplicaPurgatory
from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.broker.txn_verifier import TopicPartition, TransactionVerifier
from kraftpy.deferred import DeferredEntry
from kraftpy.metadata.configs import INTERNAL_TOPICS
from kraftpy.metadata.features import TRANSACTION_VERSION, feature_level
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import CorruptRecordError, DecompressionLimitError, InvalidRecordError
from kraftpy.protocol.messages.produce import ProduceRequest, ProduceResponse
from kraftpy.protocol.records.batch import (
    BatchHeader,
    BatchTooLargeError,
    UnsupportedMagicError,
    validate_batches,
)
from kraftpy.protocol.records.compression import CompressionType
from kraftpy.protocol.records.record import validate_batch_records
from kraftpy.runtime import Deferred, RequestInfo
from kraftpy.storage.config import LogConfig
from kraftpy.storage.errors import RecordBatchTooLargeError, StorageError

__all__ = ["ADMIN_CLIENT_ID", "ProduceHandler"]

log = logging.getLogger(__name__)
E = ErrorCode
_error_name = E.name_of

ADMIN_CLIENT_ID = "__admin_client"  # the client id Kafka lets write to internal topics


class ProduceHandler:
    """Produce requests, and the answers of the acks=all writes parked in the purgatory.

    Calls the ISR part's `on_leader_append` (the HWM may move, followers may fetch) and reports failed appends
    (`ReplicaManagerState.log_failed`)."""

    __slots__ = (
        "by_name",
        "isr",
        "metrics",
        "node_id",
        "partitions",
        "prefix",
        "purgatory",
        "reactor",
        "settings",
        "shared",
        "verifier",
    )

    def __init__(
        self,
        shared: ReplicaManagerState,
        isr: IsrManager,
        purgatory: ReplicaPurgatory,
        verifier: TransactionVerifier | None = None,
    ) -> None:
        self.shared = shared
        self.reactor = shared.reactor
        self.node_id = shared.node_id
        self.settings = shared.settings
        self.partitions = shared.partitions
        self.by_name = shared.by_name
        self.metrics = shared.metrics
        self.prefix = shared.prefix
        self.isr = isr
        self.purgatory = purgatory
        self.verifier = verifier

    def handle_produce(self, info: RequestInfo, req: ProduceRequest) -> ProduceResponse | Deferred | None:
        """Produce v3-13.

        Clients may not write to the internal topics (`__consumer_offsets`, `__transaction_state`):
        INVALID_TOPIC_EXCEPTION, unless the client id is Kafka's `__admin_client` (coordinators write to them with
        `ReplicaManager.append_internal`).

        Per partition, in Kafka's order: unknown topic/partition (UNKNOWN_TOPIC_OR_PARTITION; v13 topic ids:
        UNKNOWN_TOPIC_ID); exactly one batch of magic 2 (INVALID_RECORD, as Kafka's ProduceRequest.validateRecords
        answers for v3+; kraftpy never sends UNSUPPORTED_FOR_MESSAGE_FORMAT because it has no older formats to
        convert to); zstd before v7 (UNSUPPORTED_COMPRESSION_TYPE); not the leader (NOT_LEADER_OR_FOLLOWER with
        CurrentLeader and NodeEndpoints in v10+); batch larger than max.message.bytes (MESSAGE_TOO_LARGE); CRC and
        structure (CORRUPT_MESSAGE; a record count that contradicts the offsets, a control batch, a producer batch
        without sequence, a record without key on a compacted topic: INVALID_RECORD); transactional batches without
        a transactional id (TRANSACTIONAL_ID_AUTHORIZATION_FAILED); acks=all below min ISR (NOT_ENOUGH_REPLICAS,
        nothing appended); producer state (duplicate -> the original offsets; INVALID_PRODUCER_EPOCH;
        OUT_OF_ORDER_SEQUENCE_NUMBER; a non-transactional batch of a producer with an open transaction:
        INVALID_TXN_STATE); then, for the first transactional batch of a producer on the partition, KIP-890's
        verification (`_verify`). Compressed batches are appended as sent.

        acks=0: no response (None). acks=1: answered after the leader's append. acks=-1: answered once the HWM
        covers the last offset of every partition, or NOT_ENOUGH_REPLICAS_AFTER_APPEND if the committed ISR
        falls below min ISR first, or REQUEST_TIMED_OUT after TimeoutMs. Other acks: INVALID_REQUIRED_ACKS.
        Kafka closes the connection after an acks=0 request with errors; the runtime has no way to ask for that,
        so the error is only logged.
        """
        now = self.reactor.now_ms()
        v = info.api_version
        R = ProduceResponse
        acks = req.acks
        resp = R(responses=[])
        waits: list[ProduceWait] = []
        entries: list[tuple[ProduceResponse.PartitionProduceResponse, str, int]] = []
        unverified: list[_Unverified] = []
        txn_refused = req.transactional_id is None and _has_transactional_batches(req)
        internal_topics_allowed = info.client_id == ADMIN_CLIENT_ID
        image = self.shared.image
        for t in req.topic_data:
            if v >= 13:
                timg = image.topics_by_id.get(t.topic_id)
                rt = R.TopicProduceResponse(topic_id=t.topic_id)
                unknown = int(E.UNKNOWN_TOPIC_ID)
            else:
                timg = image.topic(t.name)
                rt = R.TopicProduceResponse(name=t.name)
                unknown = int(E.UNKNOWN_TOPIC_OR_PARTITION)
            resp.responses.append(rt)
            name = timg.name if timg is not None else t.name
            for pd in t.partition_data:
                rp = R.PartitionProduceResponse(
                    index=pd.index, base_offset=-1, log_append_time_ms=-1, log_start_offset=-1
                )
                rt.partition_responses.append(rp)
                entries.append((rp, name, pd.index))
                if acks not in (-1, 0, 1):
                    rp.error_code = int(E.INVALID_REQUIRED_ACKS)
                    continue
                if timg is None or pd.index not in timg.partitions:
                    rp.error_code = unknown if timg is None else int(E.UNKNOWN_TOPIC_OR_PARTITION)
                    continue
                if name in INTERNAL_TOPICS and not internal_topics_allowed:
                    rp.error_code = int(E.INVALID_TOPIC_EXCEPTION)
                    rp.error_message = f"Cannot append to internal topic {name}"
                elif txn_refused:
                    rp.error_code = int(E.TRANSACTIONAL_ID_AUTHORIZATION_FAILED)
                else:
                    wait = self._produce_partition(name, pd.index, pd.records, acks, v, rp)
                    if type(wait) is _Unverified:
                        unverified.append(wait)
                        continue  # counted once verified
                    if wait is not None:
                        waits.append(wait)  # type: ignore[arg-type]
                self.metrics.produce_request(name, failed=rp.error_code != 0)
        if unverified:
            return self._verify(info, req, resp, entries, waits, unverified, now)
        return self._complete_produce(info, req, resp, entries, waits, now)

    def _complete_produce(
        self,
        info: RequestInfo,
        req: ProduceRequest,
        resp: ProduceResponse,
        entries: list[tuple[ProduceResponse.PartitionProduceResponse, str, int]],
        waits: list[ProduceWait],
        now: int,
    ) -> ProduceResponse | Deferred | None:
        acks = req.acks
        v = info.api_version
        if acks == 0:
            errors = [(topic, index, _error_name(rp.error_code)) for rp, topic, index in entries if rp.error_code]
            if errors:
                log.info(
                    "%s Errors in an acks=0 produce request from %s (correlation id %d): %s",
                    self.prefix,
                    info.client_id,
                    info.correlation_id,
                    errors,
                )
            return None
        if not waits:
            self._finish_produce_response(resp, entries, v, info.listener)
            self.metrics.produce_latency.record(self.reactor.now_ms() - now)
            return resp
        op = DelayedProduce(self, resp, v, now, info.listener, entries, waits)
        purgatory = self.purgatory
        for w in waits:
            w.op = op
            w.entry = purgatory.park_write(w.partition, w.required_offset, w)
        purgatory.set_deadline(op, now + max(0, req.timeout_ms))
        return op.deferred

    def _verify(
        self,
        info: RequestInfo,
        req: ProduceRequest,
        resp: ProduceResponse,
        entries: list[tuple[ProduceResponse.PartitionProduceResponse, str, int]],
        waits: list[ProduceWait],
        unverified: list[_Unverified],
        now: int,
    ) -> ProduceResponse | Deferred | None:
        """KIP-890: the partitions whose first transactional batch of a producer this request carries wait while the
        transaction coordinator is asked whether they are in the transaction (`TransactionVerifier`; under
        transactions v2, a Produce v12+ has the coordinator add them instead). The request is parked meanwhile (a
        Deferred chain, nothing blocks); each partition is appended once verified, after checking its batch again
        (the partition may have changed), or answered with the verification's error as Kafka answers it
        (`_verification_error`). Then the request goes on as any other (acks=all waits included)."""
        verifier = self.verifier
        assert verifier is not None and req.transactional_id is not None
        v = info.api_version
        out = Deferred()
        groups: dict[tuple[int, int, bool], list[_Unverified]] = {}
        for u in unverified:
            groups.setdefault((u.producer_id, u.producer_epoch, u.add), []).append(u)
        remaining = [len(groups)]

        def answered(items: list[_Unverified], failed: dict[TopicPartition, int]) -> None:
            for u in items:
                code = failed.get((u.topic, u.index))
                if code:
                    self._produce_error(u.rp, u.topic, *_verification_error(code, v, u.add))
                else:
                    wait = self._produce_partition(u.topic, u.index, u.records, req.acks, v, u.rp, guard=u.guard)
                    if type(wait) is ProduceWait:
                        waits.append(wait)
                self.metrics.produce_request(u.topic, failed=u.rp.error_code != 0)
            remaining[0] -= 1
            if remaining[0]:
                return
            result = self._complete_produce(info, req, resp, entries, waits, now)
            if isinstance(result, Deferred):
                result.add_callback(lambda d: out.resolve(d.result()))
            else:
                out.resolve(result)

        for (pid, epoch, add), items in groups.items():
            verifier.verify(
                req.transactional_id,
                pid,
                epoch,
                [(u.topic, u.index) for u in items],
                lambda failed, items=items: answered(items, failed),  # type: ignore[misc]
                add=add,
            )
        if req.acks == 0:
            return None
        return out.result() if out.done else out

    def _finish_produce_response(
        self,
        resp: ProduceResponse,
        entries: list[tuple[ProduceResponse.PartitionProduceResponse, str, int]],
        v: int,
        listener: str,
    ) -> None:
        """Version-specific parts: error messages (v8+), CurrentLeader and NodeEndpoints (v10+)."""
        R = ProduceResponse
        endpoints: dict[int, ProduceResponse.NodeEndpoint] = {}
        for rp, topic, index in entries:
            if v < 8:
                rp.error_message = None
                rp.record_errors = []
            if v < 10 or rp.error_code != E.NOT_LEADER_OR_FOLLOWER:
                continue
            leader, epoch = self.shared.current_leader(topic, index)
            part = self.by_name.get((topic, index))
            if leader == self.node_id and (part is None or not part.is_leader):
                leader = -1
            rp.current_leader = R.LeaderIdAndEpoch(leader_id=leader, leader_epoch=epoch)
            if leader >= 0 and leader not in endpoints:
                ep = self.shared.endpoint(leader, listener)
                if ep is not None:
                    endpoints[leader] = R.NodeEndpoint(node_id=leader, host=ep[0], port=ep[1], rack=ep[2])
        if endpoints:
            resp.node_endpoints = sorted(endpoints.values(), key=lambda e: e.node_id)

    def _produce_partition(
        self,
        topic: str,
        index: int,
        records: Any,
        acks: int,
        v: int,
        rp: ProduceResponse.PartitionProduceResponse,
        guard: VerificationGuard | None = None,
    ) -> ProduceWait | _Unverified | None:
        size = len(records) if records is not None else 0
        if not size:
            return self._produce_error(
                rp,
                topic,
                E.INVALID_RECORD,
                f"Produce requests with version {v} must have at least one record batch per partition",
            )
        try:
            headers = validate_batches(records, strict=True)
        except UnsupportedMagicError:
            return self._produce_error(
                rp,
                topic,
                E.INVALID_RECORD,
                f"Produce requests with version {v} are only allowed to contain record batches with magic version 2",
                size,
            )
        except CorruptRecordError as e:
            bad = E.INVALID_RECORD if e.field in ("recordsCount", "lastOffsetDelta") else E.CORRUPT_MESSAGE
            return self._produce_error(rp, topic, bad, str(e), size)
        if len(headers) != 1:
            return self._produce_error(
                rp,
                topic,
                E.INVALID_RECORD,
                f"Produce requests with version {v} are only allowed to contain exactly one record batch per partition",
                size,
            )
        h = headers[0]
        if v < 7 and h.compression == CompressionType.ZSTD:
            return self._produce_error(
                rp,
                topic,
                E.UNSUPPORTED_COMPRESSION_TYPE,
                f"Produce requests with version {v} are not allowed to use ZStandard compression",
                size,
            )
        part, code = self.shared.lookup(topic, index)
        if part is None or not part.is_leader:
            return self._produce_error(rp, topic, code or E.NOT_LEADER_OR_FOLLOWER, None)
        st = part.state
        assert st is not None
        plog = part.log
        cfg = plog.config
        if h.size > cfg.max_message_bytes:
            return self._produce_error(
                rp,
                topic,
                E.MESSAGE_TOO_LARGE,
                f"The record batch size in the append to {part.name} is {h.size} bytes which "
                f"exceeds the maximum configured value of {cfg.max_message_bytes}.",
                size,
            )
        problem = self._invalid_batch(h)
        if problem is None:
            problem = self._invalid_records(h, records, cfg, part.name, rp if v >= 8 else None)
        if problem is not None:
            return self._produce_error(rp, topic, problem[0], problem[1], size)
        if acks == -1 and not st.accepts_acks_all():
            return self._produce_error(
                rp,
                topic,
                E.NOT_ENOUGH_REPLICAS,
                f"The size of the current ISR {list(st.isr)} is insufficient to satisfy the min.isr requirement of "
                f"{st.min_isr} for partition {part.name}",
                None,
            )
        duplicate = None
        if h.producer_id >= 0:
            try:
                duplicate = part.producers.check(h)
            except ProducerStateError as e:
                return self._produce_error(rp, topic, e.error_code, str(e), size)
        if duplicate is not None:
            first, last = duplicate.first_offset, duplicate.last_offset
            append_time = duplicate.timestamp if cfg.log_append_time else -1
            log.debug(
                "%s Duplicate batch of producer %d (sequence %d-%d) in %s: answering with offset %d",
                self.prefix,
                h.producer_id,
                h.base_sequence,
                h.last_sequence,
                part.name,
                first,
            )
        else:
            if h.is_transactional and (held := self._verification(part, h, v, guard, records, rp)) is not _GO:
                return held
            try:
                appended = plog.append_as_leader(records, st.leader_epoch, batches=headers)
            except (BatchTooLargeError, RecordBatchTooLargeError) as e:
                too_large = E.MESSAGE_TOO_LARGE if isinstance(e, BatchTooLargeError) else E.RECORD_LIST_TOO_LARGE
                return self._produce_error(rp, topic, too_large, str(e), size)
            except (StorageError, OSError) as e:
                self.shared.log_failed(part, e)
                return self._produce_error(rp, topic, E.KAFKA_STORAGE_ERROR, str(e), None)
            first, last, append_time = appended.first_offset, appended.last_offset, appended.log_append_time
            if h.producer_id >= 0:
                part.producers.on_append(h, base_offset=first)
            self.metrics.produced(topic, appended.valid_bytes, h.records_count)
            self.isr.on_leader_append(part)
        rp.base_offset = first
        rp.log_append_time_ms = append_time
        rp.log_start_offset = plog.log_start_offset if v >= 5 else -1
        if acks != -1:
            return None
        outcome = st.acks_all_result(last + 1)
        if outcome is None:
            return ProduceWait(part, last + 1, rp)
        rp.error_code = outcome
        return None

    def _verification(
        self,
        part: Partition,
        h: BatchHeader,
        v: int,
        guard: VerificationGuard | None,
        records: Any,
        rp: ProduceResponse.PartitionProduceResponse,
    ) -> _Unverified | None:
        """KIP-890 for a transactional batch: `_GO` when it may be appended (verification is off, or the producer
        has a transaction open here: of this epoch, under transactions v2, or it was just verified); an
        `_Unverified` to ask the coordinator about; None (INVALID_TXN_STATE written in `rp`) when it was verified
        but a marker of the producer was written while the coordinator answered: that transaction is over."""
        if self.verifier is None:
            return _GO
        add = v >= 12 and feature_level(self.shared.image.features, TRANSACTION_VERSION) >= 2
        producers = part.producers
        if producers.in_transaction(h.producer_id, h.producer_epoch if add else None):
            return _GO
        if guard is None:
            guard = producers.start_verification(h.producer_id, h.producer_epoch)
            guard.add = add
            return _Unverified(part.topic, part.index, records, rp, guard, h.producer_id, h.producer_epoch)
        if producers.is_verified(h.producer_id, guard):
            return _GO
        self._produce_error(rp, part.topic, E.INVALID_TXN_STATE, _NOT_ADDED, h.size)
        return None

    def _produce_error(
        self,
        rp: ProduceResponse.PartitionProduceResponse,
        topic: str,
        code: int,
        message: str | None,
        rejected_bytes: int | None = None,
    ) -> ProduceWait | None:
        rp.error_code = int(code)
        rp.error_message = message
        if rejected_bytes:
            self.metrics.rejected(topic, rejected_bytes)
        return None

    @staticmethod
    def _invalid_batch(h: BatchHeader) -> tuple[int, str] | None:
        if h.is_control:
            return int(E.INVALID_RECORD), "Clients are not allowed to write control records"
        if h.producer_id >= 0 and h.base_sequence < 0:
            return int(E.INVALID_RECORD), f"Invalid sequence number {h.base_sequence} for producer {h.producer_id}"
        return None

    def _invalid_records(
        self,
        h: BatchHeader,
        records: Any,
        cfg: LogConfig,
        name: str,
        rp: ProduceResponse.PartitionProduceResponse | None,
    ) -> tuple[int, str] | None:
        """Every record of the batch, as Kafka's LogValidator checks them before a leader appends: structure,
        count, offset deltas, keys on compacted topics, decompression within max.message.bytes, and CreateTime
        timestamps within message.timestamp.before/after.max.ms of the leader's clock. `rp` (v8+) gets the
        index of a bad record in its RecordErrors."""
        view = records if type(records) is memoryview else memoryview(records)
        try:
            first, last = validate_batch_records(
                view, h, max_size=cfg.max_message_bytes, key_required=cfg.compact_enabled
            )
        except InvalidRecordError as e:
            if rp is not None and e.record_errors:
                rp.record_errors = [
                    ProduceResponse.BatchIndexAndErrorMessage(batch_index=index, batch_index_error_message=why)
                    for index, why in e.record_errors
                ]
            return int(E.INVALID_RECORD), f"Invalid record in the batch to {name}: {e}"
        except DecompressionLimitError:
            return int(E.INVALID_RECORD), (
                f"The records of the batch to {name} decompress to more than "
                f"max.message.bytes ({cfg.max_message_bytes} bytes)"
            )
        except CorruptRecordError as e:
            return int(E.CORRUPT_MESSAGE), f"Corrupt batch to {name}: {e}"
        if cfg.log_append_time:
            return None
        now = self.reactor.wall_ms()
        low, high = now - cfg.message_timestamp_before_max_ms, now + cfg.message_timestamp_after_max_ms
        bad = first if first < low else last if last > high else None
        if bad is not None:
            return int(E.INVALID_TIMESTAMP), (
                f"Timestamp {bad} of a record in the batch to {name} is out of range. The timestamp should be "
                f"within [{low}, {high}]"
            )
        return None

    def answer_parked(self, op: DelayedProduce) -> None:
        """Answer a parked write (every partition decided, or timed out)."""
        self._finish_produce_response(op.response, op.entries, op.version, op.listener)
        self.metrics.produce_latency.record(self.reactor.now_ms() - op.started_ms)
        op.deferred.resolve(op.response)

    def expire_producers(self) -> None:
        """producer.id.expiration.ms, and producers whose records retention deleted (the log start moved)."""
        now = self.reactor.wall_ms()
        for part in self.partitions.values():
            part.producers.remove_expired(now, self.settings.producer_id_expiration_ms)
            part.producers.evict_below(part.log.log_start_offset)


_NOT_ADDED = "Partition was not added to the transaction"


class _Unverified:
    """A partition of a transactional Produce waiting for KIP-890's verification."""

    __slots__ = ("add", "guard", "index", "producer_epoch", "producer_id", "records", "rp", "topic")

    def __init__(
        self,
        topic: str,
        index: int,
        records: Any,
        rp: ProduceResponse.PartitionProduceResponse,
        guard: VerificationGuard | None,
        producer_id: int,
        producer_epoch: int,
    ) -> None:
        self.topic = topic
        self.index = index
        self.records = records
        self.rp = rp
        self.guard = guard
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.add = guard is not None and guard.add


_GO = _Unverified("", -1, None, ProduceResponse.PartitionProduceResponse(), None, -1, -1)  # `_verification`: append


_VERIFY_RETRIABLE = frozenset(
    (E.NETWORK_EXCEPTION, E.COORDINATOR_LOAD_IN_PROGRESS, E.COORDINATOR_NOT_AVAILABLE, E.NOT_COORDINATOR)
)


def _verification_error(code: int, version: int, add: bool) -> tuple[int, str | None]:
    """The Produce error for a partition the coordinator did not verify, as Kafka answers each Produce version:
    INVALID_TXN_STATE ("not added"); TRANSACTION_ABORTABLE only to v11+ clients (older ones get INVALID_TXN_STATE);
    the coordinator's retriable errors (unreachable, loading, moved) as NOT_ENOUGH_REPLICAS, which every client
    retries without a metadata refresh; CONCURRENT_TRANSACTIONS likewise, except for transactions v2 (v12+ clients
    handle it, and it is common while the previous transaction commits); anything else as it is."""
    if code == E.TRANSACTION_ABORTABLE and version <= 10:
        code = int(E.INVALID_TXN_STATE)
    if code == E.INVALID_TXN_STATE:
        return code, _NOT_ADDED
    if code in _VERIFY_RETRIABLE or (code == E.CONCURRENT_TRANSACTIONS and not add):
        return int(E.NOT_ENOUGH_REPLICAS), (
            f"Unable to verify the partition has been added to the transaction. Underlying error: {_error_name(code)}"
        )
    return code, None


def _has_transactional_batches(req: ProduceRequest) -> bool:
    for t in req.topic_data:
        for pd in t.partition_data:
            records = pd.records
            # attributes at byte 21 of the first batch (big-endian int16): bit 4 is "transactional"
            if records is not None and len(records) >= 23 and records[22] & 0x10:
                return True
    return False


class ProduceWait:
    """One partition of a parked acks=all write, waiting in the partition's `DeferredQueue` until the HWM reaches
    `required_offset` (its last offset + 1); the queue completes it with None (covered) or a Kafka error code."""

    __slots__ = ("entry", "op", "partition", "required_offset", "response")

    def __init__(self, partition: Partition, required_offset: int, response: ProduceResponse.PartitionProduceResponse):
        self.partition = partition
        self.required_offset = required_offset
        self.response = response  # filled in: the error code
        self.op: DelayedProduce | None = None
        self.entry: DeferredEntry[int] | None = None  # its place in the partition's queue

    def complete(self, error: int | None) -> None:
        self.response.error_code = 0 if error is None else error
        op = self.op
        if op is not None:
            op.partition_done()


class DelayedProduce(PartitionsOperation):
    """An acks=all Produce waiting for every partition's `ProduceWait`: answers once the last is decided, or with
    REQUEST_TIMED_OUT for those still waiting when its deadline passes."""

    __slots__ = (
        "deferred",
        "entries",
        "handler",
        "listener",
        "response",
        "started_ms",
        "version",
        "waiting",
    )

    def __init__(
        self,
        handler: ProduceHandler,
        response: ProduceResponse,
        version: int,
        started_ms: int,
        listener: str,
        entries: list[tuple[ProduceResponse.PartitionProduceResponse, str, int]],
        waiting: list[ProduceWait],
    ) -> None:
        super().__init__(len(waiting))
        self.handler = handler
        self.deferred = Deferred()
        self.response = response
        self.version = version
        self.started_ms = started_ms
        self.listener = listener
        self.entries = entries  # (partition response, topic, index) of every partition of the request
        self.waiting = waiting  # every partition that waits (done or not)

    def on_expiration(self) -> None:
        purgatory = self.handler.purgatory
        for w in self.waiting:
            if w.entry is not None and purgatory.unpark_write(w.partition, w.entry):
                w.response.error_code = int(E.REQUEST_TIMED_OUT)
        self.remaining = 0
        self.handler.metrics.expired_produces += 1

    def on_complete(self) -> None:
        self.handler.answer_parked(self)
