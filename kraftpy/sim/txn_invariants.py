"""Invariants of transactions in a simulated cluster: what transactional producers were told and what
read_committed consumers saw stays consistent.

`TxnInvariants` follows every transaction the workload (`kraftpy.sim.txn_workload`) runs, every record its
producers wrote (each value is unique and names its transaction), and everything the readers were returned:

* **no aborted data to read_committed**: a record a read_committed reader is returned belongs to a transaction
  whose producer sent EndTxn(commit) (a COMMIT marker needs one) and whose EndTxn(abort) was never acknowledged;
* **atomic visibility**: a transaction is never returned to read_committed on one partition while its records on
  another partition are filtered out as aborted; once the faults healed and every transaction is complete, a final
  read_committed read of every partition holds each transaction's records on all of its partitions or on none;
* **the LSO never passes an open transaction**: a read_committed reader reads each partition in order and tracks
  the transactions it sees open (a transactional batch without its producer's marker after it); when a response
  names a last stable offset past the first offset of one of them, that transaction must have been complete then:
  reading on, its marker must turn up below the high watermark of that response (a marker is written at the log
  end, so a transaction still open then has its marker at or above it);
* **no committed transaction lost**: a transaction whose EndTxn(commit) was acknowledged is fully visible to the
  final read_committed read;
* **no hanging transaction**: checked by the simulation once the faults healed (`kraftpy.sim.txn_sim`).

As for single records (`kraftpy.sim.data_invariants`), the promise holds while fewer than min.insync.replicas of
the replicas of the transaction's partitions, and of its `__transaction_state` partition, shut down uncleanly
(kill -9 or power loss) since the transaction began: a transaction is *protected* while that holds. A violation
that involves an unprotected transaction or partition is counted (`expected`), not reported: Kafka promises nothing
there either.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from kraftpy.metadata.coordinator_keys import TRANSACTION_STATE
from kraftpy.sim.cluster import SimCluster
from kraftpy.sim.cluster_invariants import Violation

__all__ = ["OPEN", "Txn", "TxnInvariants", "TxnStats"]

TopicPartition = tuple[str, int]

# what the producer knows of a transaction's end
OPEN = "open"  # EndTxn not (yet) acknowledged, the producer still at it
COMMITTED = "committed"  # EndTxn(commit) acknowledged
ABORTED = "aborted"  # EndTxn(abort) acknowledged
UNKNOWN = "unknown"  # the producer gave up on it (fenced, an error, stopped): aborted, or committed if it sent commit


@dataclass(slots=True)
class Txn:
    """One transaction of a producer: its records per partition (one batch each)."""

    key: str  # "<transactional id>#<n>"
    transactional_id: str
    txn_partition: int  # its __transaction_state partition
    producer_id: int
    producer_epoch: int
    records: dict[TopicPartition, list[bytes]]
    started_ms: int
    commit_sent: bool = False  # an EndTxn(commit) went out: only then may a COMMIT marker exist
    end: str = OPEN
    end_ms: int = -1
    offsets: dict[TopicPartition, int] = field(default_factory=dict)  # acknowledged base offsets

    @property
    def partitions(self) -> list[TopicPartition]:
        return sorted(self.records)

    @property
    def all_produced(self) -> bool:
        return all(tp in self.offsets for tp in self.records)

    def __str__(self) -> str:
        return (
            f"transaction {self.key} (producer {self.producer_id} epoch {self.producer_epoch}, partitions "
            f"{', '.join(f'{t}-{p}' for t, p in self.partitions)}, {self.end}"
            f"{', commit sent' if self.commit_sent and self.end != COMMITTED else ''})"
        )


@dataclass(slots=True)
class TxnStats:
    transactions: int = 0
    committed: int = 0  # EndTxn(commit) acknowledged
    aborted: int = 0  # EndTxn(abort) acknowledged
    unknown: int = 0  # given up by the producer
    fenced: int = 0  # PRODUCER_FENCED / INVALID_PRODUCER_EPOCH answers that made a producer initialize again
    inits: int = 0  # InitProducerId acknowledged
    delivered_committed: int = 0  # distinct records returned to read_committed readers
    filtered_aborted: int = 0  # records read_committed readers dropped as aborted
    seen_uncommitted: int = 0  # distinct records returned to read_uncommitted readers
    lso_checks: int = 0  # times a reader had read up to the LSO and checked its open transactions
    verified_committed: int = 0  # committed transactions found whole in the final read
    verified_none: int = 0  # aborted or unfinished transactions found nowhere in the final read
    expected: int = 0  # violations involving unprotected data (counted, not reported)


class TxnInvariants:
    def __init__(
        self,
        cluster: SimCluster,
        min_isr: Callable[[str], int],
        data_losing: frozenset[str] = frozenset({"kill", "power loss"}),
    ) -> None:
        self.cluster = cluster
        self.min_isr = min_isr
        self.data_losing = data_losing
        self.txns: dict[str, Txn] = {}
        self.by_value: dict[bytes, Txn] = {}
        self.delivered: dict[str, set[TopicPartition]] = {}  # txn key -> partitions returned to read_committed
        self.filtered: dict[str, set[TopicPartition]] = {}  # txn key -> partitions filtered out as aborted
        self.seen: dict[TopicPartition, dict[int, bytes]] = {}  # read_committed: offset -> value
        self.seen_uncommitted: dict[TopicPartition, dict[int, bytes]] = {}
        # (violation, the partitions and transactions it involves: expected if any of them is unprotected)
        self._found: list[tuple[Violation, list[Txn], list[TopicPartition]]] = []
        self.stats = TxnStats()

    # -- protection ------------------------------------------------------------------------------------------

    def _replicas(self, topic: str, partition: int) -> set[int]:
        reg = self.cluster.partition_state(topic, partition)
        return set(reg.replicas) if reg is not None else set(self.cluster.broker_ids)

    def unclean_since(self, tp: TopicPartition, time_ms: int) -> set[int]:
        replicas = self._replicas(*tp)
        return {
            u.node_id
            for u in self.cluster.unclean_shutdowns
            if u.time_ms >= time_ms and u.node_id in replicas and u.kind in self.data_losing
        }

    def partition_protected(self, tp: TopicPartition, since_ms: int = 0) -> bool:
        return len(self.unclean_since(tp, since_ms)) < self.min_isr(tp[0])

    def protected(self, txn: Txn) -> bool:
        """Fewer than min ISR replicas of each of the transaction's partitions and of its __transaction_state
        partition shut down uncleanly since it began."""
        parts = [*txn.records, (TRANSACTION_STATE, txn.txn_partition)]
        return all(self.partition_protected(tp, txn.started_ms) for tp in parts)

    # -- the producers ---------------------------------------------------------------------------------------

    def began(self, txn: Txn) -> None:
        self.txns[txn.key] = txn
        for values in txn.records.values():
            for v in values:
                self.by_value[v] = txn
        self.stats.transactions += 1

    def ended(self, txn: Txn, end: str) -> None:
        """The producer learned (or gave up on) the end of `txn`."""
        if txn.end != OPEN:
            return
        txn.end, txn.end_ms = end, self.cluster.now
        st = self.stats
        if end == COMMITTED:
            st.committed += 1
        elif end == ABORTED:
            st.aborted += 1
        else:
            st.unknown += 1
        if end == ABORTED and txn.key in self.delivered:
            self._violation(
                f"{txn}: EndTxn(abort) was acknowledged, but read_committed was returned its records on "
                f"{_tps(self.delivered[txn.key])}",
                [txn],
            )

    # -- the readers -----------------------------------------------------------------------------------------

    def _violation(self, what: str, txns: Iterable[Txn] = (), tps: Iterable[TopicPartition] = ()) -> None:
        self._found.append((Violation(self.cluster.now, -1, what, "transactions"), list(txns), list(tps)))

    def _same_place(self, seen: dict[int, bytes], tp: TopicPartition, offset: int, value: bytes, who: str) -> None:
        old = seen.get(offset)
        if old is not None and old != value:
            self._violation(
                f"{tp[0]}-{tp[1]} offset {offset}: a {who} reader was returned {old!r} earlier and now {value!r}",
                [t for t in (self.by_value.get(old), self.by_value.get(value)) if t is not None],
                [tp],
            )
        seen[offset] = value

    def committed_record(self, tp: TopicPartition, offset: int, value: bytes) -> None:
        """A read_committed reader was returned a record (after dropping those of aborted transactions)."""
        seen = self.seen.setdefault(tp, {})
        if offset not in seen:
            self.stats.delivered_committed += 1
        self._same_place(seen, tp, offset, value, "read_committed")
        txn = self.by_value.get(value)
        if txn is None:
            self._violation(
                f"{tp[0]}-{tp[1]} offset {offset}: read_committed was returned {value!r}, no one's", (), [tp]
            )
            return
        parts = self.delivered.setdefault(txn.key, set())
        parts.add(tp)
        if not txn.commit_sent:
            self._violation(
                f"{tp[0]}-{tp[1]} offset {offset}: read_committed was returned {value!r} of {txn}, whose producer "
                "never sent EndTxn(commit)",
                [txn],
            )
        elif txn.end == ABORTED:
            self._violation(f"{tp[0]}-{tp[1]} offset {offset}: read_committed was returned {value!r} of {txn}", [txn])
        filtered = self.filtered.get(txn.key)
        if filtered:
            self._violation(
                f"{txn} is not atomic: read_committed was returned it on {_tps(parts)} and it was aborted on "
                f"{_tps(filtered)}",
                [txn],
            )

    def aborted_record(self, tp: TopicPartition, offset: int, value: bytes) -> None:
        """A read_committed reader dropped a record as aborted (the fetch's aborted transactions named it)."""
        self.stats.filtered_aborted += 1
        txn = self.by_value.get(value)
        if txn is None:
            return
        self.filtered.setdefault(txn.key, set()).add(tp)
        if txn.end == COMMITTED:
            self._violation(
                f"{tp[0]}-{tp[1]} offset {offset}: {value!r} of {txn} was returned as aborted to read_committed",
                [txn],
            )
        delivered = self.delivered.get(txn.key)
        if delivered:
            self._violation(
                f"{txn} is not atomic: read_committed was returned it on {_tps(delivered)} and it was aborted on "
                f"{tp[0]}-{tp[1]}",
                [txn],
            )

    def uncommitted_record(self, tp: TopicPartition, offset: int, value: bytes) -> None:
        seen = self.seen_uncommitted.setdefault(tp, {})
        if offset not in seen:
            self.stats.seen_uncommitted += 1
        self._same_place(seen, tp, offset, value, "read_uncommitted")

    def lso_claim(self, tp: TopicPartition, pid: int, first: int, lso: int, hwm: int, marker: int) -> None:
        """A read_committed reader was answered with last stable offset `lso` (and high watermark `hwm`) while it
        had seen producer `pid`'s transaction begin at `first` < `lso` and not end; reading on, it met the
        transaction's marker at offset `marker`. The LSO may pass a transaction only once its marker is below the
        high watermark: the marker must be below `hwm`."""
        self.stats.lso_checks += 1
        if marker >= hwm:
            self._violation(
                f"{tp[0]}-{tp[1]}: a fetch answered the last stable offset {lso} (high watermark {hwm}) while the "
                f"transaction of producer {pid} that began at offset {first} was open: its marker is at {marker}",
                (),
                [tp],
            )

    # -- the end ---------------------------------------------------------------------------------------------

    def check_final(
        self, logs: Mapping[TopicPartition, Mapping[int, bytes]], short: Iterable[TopicPartition] = ()
    ) -> None:
        """`logs`: what a new read_committed reader was returned from offset 0 up to the last stable offset of
        every partition, once the faults healed and no transaction is left open; `short`: partitions whose LSO
        stayed below the high watermark (a transaction left open there: a violation of its own, or expected after
        unprotected losses), so that what is missing there involves them too."""
        stuck = set(short)
        where: dict[str, dict[TopicPartition, set[bytes]]] = {}
        for tp, log in logs.items():
            for value in log.values():
                txn = self.by_value.get(value)
                if txn is not None:
                    where.setdefault(txn.key, {}).setdefault(tp, set()).add(value)
        st = self.stats
        for txn in self.txns.values():
            found = where.get(txn.key, {})
            whole = {tp: set(vs) for tp, vs in txn.records.items()}
            if not found:
                if txn.end == COMMITTED:
                    self._violation(
                        f"{txn}: committed, and none of it is in the final read", [txn], stuck.intersection(whole)
                    )
                else:
                    st.verified_none += 1
                continue
            if found != whole:
                missing = sorted(tp for tp in whole if found.get(tp) != whole[tp])
                self._violation(
                    f"{txn} is not atomic in the final read: present on {_tps(found)}, missing on {_tps(missing)}",
                    [txn],
                    stuck.intersection(missing),
                )
            elif not txn.commit_sent or txn.end == ABORTED:
                self._violation(f"{txn}: in the final read, but it was never committed", [txn])
            elif txn.end == COMMITTED:
                st.verified_committed += 1

    def violations(self) -> tuple[list[Violation], int]:
        """(violations, violations that involve unprotected data and are expected)."""
        out: list[Violation] = []
        expected = 0
        for v, txns, tps in self._found:
            if all(self.protected(t) for t in txns) and all(self.partition_protected(tp) for tp in tps):
                out.append(v)
            else:
                expected += 1
        self.stats.expected = expected
        return out, expected


def _tps(tps: Iterable[TopicPartition]) -> str:
    return ", ".join(f"{t}-{p}" for t, p in sorted(tps)) or "none"
