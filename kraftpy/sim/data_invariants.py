"""Invariants of the data plane of a simulated cluster: what producers were told and consumers saw stays true.

`DataInvariants` follows every record a workload produces (each value is unique, so a value identifies a record)
and every record a consumer is returned, and checks KIP-966's promise:

  no record acknowledged with acks=all is lost while fewer than min.insync.replicas of its partition's replicas
  suffered unclean shutdowns,

where *every* crash without a clean shutdown counts as unclean (kill -9 as well as power loss: the controller
cannot tell them apart and removes the broker from the ELR either way), and only shutdowns at or after the
record was sent count. A record is *protected* when that holds. What a consumer was returned is treated the same
way, because a record is visible only below the high watermark, which (KIP-966's HWM rule) passes a record only
once at least min ISR replicas hold it:

* a protected record a consumer was returned stays readable at the same offset with the same content: checked on
  every later fetch (a different value at a known offset, or a known value at another offset, is reported at once)
  and on the final read. This is the "consumer-visible high watermark never moves backward" rule in the form a
  consumer can observe: a new leader may briefly answer with a lower high watermark until its followers fetch, but
  nothing that was returned disappears or changes;
* a protected acks=all record is at its acknowledged offset in the final log;
* a value never appears at two offsets, and the final log holds no value twice;
* once the cluster has healed and caught up, every replica's log equals the leader's below the high watermark
  (`check_replicas_agree`).

Records that are not protected may be lost; they are counted (`lost_unprotected`), not reported.

`data_losing` narrows which unclean shutdowns count (default: kill and power loss). KIP-966's unclean recovery
elects the longest log among the replicas that reply, so with the recovery manager on, a schedule in which the
killed replicas (which lose nothing) reply to the recovery may count power losses only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from kraftpy.broker.partition import Partition
from kraftpy.protocol.records import iter_batches
from kraftpy.sim.client import FetchedRecord
from kraftpy.sim.cluster import SimCluster
from kraftpy.sim.cluster_invariants import Violation

__all__ = ["DataInvariants", "DataStats", "ProducedRecord", "read_replica_log"]

TopicPartition = tuple[str, int]


@dataclass(slots=True)
class ProducedRecord:
    value: bytes
    topic: str
    partition: int
    acks: int
    sent_ms: int
    error: int | None = None  # None while pending; 0 appended; -1 transport failure; else the error code
    offset: int = -1
    done_ms: int = -1

    @property
    def acknowledged(self) -> bool:
        return self.error == 0 and self.acks != 0


@dataclass(slots=True)
class DataStats:
    produced: int = 0
    acked_all: int = 0
    acked_one: int = 0
    rejected: int = 0  # answered with an error (NOT_ENOUGH_REPLICAS, NOT_LEADER_OR_FOLLOWER, timeouts, ...)
    consumed: int = 0  # distinct (partition, offset) a consumer was returned
    checked_acked_all: int = 0  # protected acks=all records verified in the final log
    checked_consumed: int = 0
    lost_unprotected: int = 0  # acks=all or consumed records lost while not protected (allowed)
    lost_acked_one: int = 0  # acks=1 records missing at their offset in the final log (allowed)
    final_records: int = 0
    errors: dict[int, int] = field(default_factory=dict)


class DataInvariants:
    def __init__(
        self,
        cluster: SimCluster,
        min_isr: Callable[[str], int],
        replicas: Callable[[str, int], Iterable[int]],
        data_losing: frozenset[str] = frozenset({"kill", "power loss"}),
    ) -> None:
        self.cluster = cluster
        # the unclean shutdowns that count against a record's protection (see the module docstring)
        self.data_losing = data_losing
        self.min_isr = min_isr
        self.replicas = replicas
        self.produced: dict[bytes, ProducedRecord] = {}
        self.seen: dict[TopicPartition, dict[int, bytes]] = {}
        self.seen_at: dict[bytes, int] = {}  # value -> offset it was returned at
        self.violations: list[Violation] = []
        self.stats = DataStats()

    def _violation(self, what: str, kind: str = "data") -> None:
        self.violations.append(Violation(self.cluster.now, -1, what, kind))

    def _lost(self, what: str) -> None:
        """A protected record a producer was acknowledged or a consumer was returned is gone or changed."""
        self._violation(what, "data-loss")

    # -- protection --------------------------------------------------------------------------------------------

    def unclean_replicas_since(self, topic: str, partition: int, time_ms: int) -> set[int]:
        replicas = set(self.replicas(topic, partition))
        return {
            u.node_id
            for u in self.cluster.unclean_shutdowns
            if u.time_ms >= time_ms and u.node_id in replicas and u.kind in self.data_losing
        }

    def protected(self, value: bytes) -> bool:
        """Fewer than min ISR replicas of the record's partition had an unclean shutdown since it was sent."""
        rec = self.produced.get(value)
        if rec is None:
            return False  # not ours: nothing is known about it
        return len(self.unclean_replicas_since(rec.topic, rec.partition, rec.sent_ms)) < self.min_isr(rec.topic)

    # -- producers -----------------------------------------------------------------------------------------------

    def sent(self, rec: ProducedRecord) -> None:
        self.produced[rec.value] = rec
        self.stats.produced += 1

    def answered(self, rec: ProducedRecord, error: int, offset: int) -> None:
        rec.error, rec.offset, rec.done_ms = error, offset, self.cluster.now
        st = self.stats
        if error == 0:
            if rec.acks == -1:
                st.acked_all += 1
            elif rec.acks == 1:
                st.acked_one += 1
        else:
            st.rejected += 1
            st.errors[error] = st.errors.get(error, 0) + 1

    # -- consumers -----------------------------------------------------------------------------------------------

    def fetched(self, topic: str, partition: int, records: Iterable[FetchedRecord]) -> None:
        """Records a consumer was returned (from offsets below the high watermark)."""
        seen = self.seen.setdefault((topic, partition), {})
        for r in records:
            old = seen.get(r.offset)
            if old is None:
                seen[r.offset] = r.value
                self.stats.consumed += 1
            elif old != r.value:
                if self.protected(old):
                    self._lost(
                        f"{topic}-{partition} offset {r.offset}: a consumer was returned {old!r} "
                        f"earlier and now {r.value!r}"
                    )
                else:
                    self.stats.lost_unprotected += 1
                seen[r.offset] = r.value
            at = self.seen_at.get(r.value)
            if at is None:
                self.seen_at[r.value] = r.offset
            elif at != r.offset:
                self._violation(
                    f"{topic}-{partition}: record {r.value!r} was returned at offset {at} and now at offset {r.offset}"
                )
                self.seen_at[r.value] = r.offset

    # -- final checks ---------------------------------------------------------------------------------------------

    def check_final(self, logs: Mapping[TopicPartition, Mapping[int, bytes]]) -> None:
        """`logs`: what a consumer reads from offset 0 up to the high watermark of every partition once the
        cluster healed and caught up."""
        st = self.stats
        for tp, log in logs.items():
            st.final_records += len(log)
            where: dict[bytes, int] = {}
            for offset, value in log.items():
                if value in where:
                    self._violation(f"{tp[0]}-{tp[1]}: record {value!r} is at offsets {where[value]} and {offset}")
                where[value] = offset
        for rec in self.produced.values():
            if rec.error != 0 or rec.acks == 0:
                continue
            log = logs.get((rec.topic, rec.partition), {})
            present = log.get(rec.offset) == rec.value
            if rec.acks == 1:
                if not present:
                    st.lost_acked_one += 1
                continue
            if present:
                if self.protected(rec.value):
                    st.checked_acked_all += 1
                continue
            if self.protected(rec.value):
                unclean = sorted(self.unclean_replicas_since(rec.topic, rec.partition, rec.sent_ms))
                self._lost(
                    f"{rec.topic}-{rec.partition}: record {rec.value!r} acknowledged with acks=all at offset "
                    f"{rec.offset} (sent at {rec.sent_ms} ms, acknowledged at {rec.done_ms} ms) is lost: the log "
                    f"holds {log.get(rec.offset)!r} there; replicas with unclean shutdowns since: {unclean}"
                )
            else:
                st.lost_unprotected += 1
        for tp, seen in self.seen.items():
            log = logs.get(tp, {})
            for offset, value in seen.items():
                if log.get(offset) == value:
                    st.checked_consumed += 1
                elif self.protected(value):
                    self._lost(
                        f"{tp[0]}-{tp[1]}: a consumer was returned {value!r} at offset {offset}; the "
                        f"final log holds {log.get(offset)!r} there"
                    )
                else:
                    st.lost_unprotected += 1

    def check_replicas_agree(self, topic: str, partition: int) -> None:
        """Every running replica's log equals the leader's below the leader's high watermark (call once the
        cluster caught up)."""
        c = self.cluster
        reg = c.partition_state(topic, partition)
        if reg is None or reg.leader < 0:
            self._violation(f"{topic}-{partition} has no leader at the end")
            return
        leader = c.replica(reg.leader, topic, partition)
        if leader is None or not leader.is_leader:
            self._violation(f"{topic}-{partition}: broker {reg.leader} does not lead it at the end")
            return
        hwm = leader.high_watermark
        reference = read_replica_log(leader, hwm)
        for b in reg.replicas:
            if b == reg.leader:
                continue
            part = c.replica(b, topic, partition)
            if part is None:
                continue
            mine = read_replica_log(part, hwm)
            if mine != reference:
                self._violation(
                    f"{topic}-{partition}: broker {b}'s log differs from leader {reg.leader}'s below "
                    f"the high watermark {hwm}"
                )


def read_replica_log(part: Partition, upto: int) -> bytes:
    """The raw batches of a hosted replica's log from its start up to offset `upto` (white-box)."""
    out = bytearray()
    plog = part.log
    offset = plog.log_start_offset
    while offset < upto:
        info = plog.read(offset, 1 << 20, max_offset=upto)
        data = bytes(info.records)
        if not data:
            break
        out += data
        last = offset
        for _pos, h in iter_batches(data):
            last = h.last_offset
        if last + 1 <= offset:
            break
        offset = last + 1
    return bytes(out)
