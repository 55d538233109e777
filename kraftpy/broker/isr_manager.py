"""ISR and high watermark: a leader's bookkeeping after appends, follower progress and ISR changes (a part of
`ReplicaManager`).

The high watermark (KIP-966, see `kraftpy.broker.partition_state`) advances only while the committed ISR has at least
the effective min ISR, and only to the lowest log end offset of the maximal ISR. acks=0/1 records appended while the
ISR is too small stay invisible to consumers. This part publishes what changed to the broker's purgatory
(`kraftpy.broker.purgatory`): the HWM moved (`hwm_moved`: the acks=all writes it covers complete, fetches and
DeleteRecords look again), a committed ISR change that left the HWM (`isr_changed`: acks=all writes may fail), a
leader append that left the HWM (`log_changed`: followers' fetches look again).

ISR changes go to the controller through `AlterPartitionManager`: expansion when a follower catches up (checked on
its fetches, `maybe_expand_isr`), shrink when a follower has lagged for ``replica.lag.time.max.ms``
(`check_isr_shrink`, which the replica manager runs every half of it); the controller's answer commits the ISR at
once.
"""

from __future__ import annotations

import logging

from kraftpy.broker.alter_partition_manager import AlterPartitionItem, AlterPartitionManager
from kraftpy.broker.partition import Partition
from kraftpy.broker.purgatory import ReplicaPurgatory
from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.metadata.image import PartitionKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_partition import AlterPartitionResponse

__all__ = ["IsrManager"]

log = logging.getLogger(__name__)
E = ErrorCode
_error_name = E.name_of


class IsrManager:
    """A leader's ISR and high watermark; publishes their changes to the purgatory."""

    __slots__ = (
        "alter_partition",
        "broker_epoch",
        "metrics",
        "node_id",
        "partitions",
        "prefix",
        "purgatory",
        "reactor",
        "settings",
        "shared",
    )

    def __init__(
        self, shared: ReplicaManagerState, alter_partition: AlterPartitionManager, purgatory: ReplicaPurgatory
    ) -> None:
        self.shared = shared
        self.reactor = shared.reactor
        self.node_id = shared.node_id
        self.settings = shared.settings
        self.broker_epoch = shared.broker_epoch
        self.partitions = shared.partitions
        self.metrics = shared.metrics
        self.prefix = shared.prefix
        self.alter_partition = alter_partition
        self.purgatory = purgatory

    def leader_state_changed(self, part: Partition, old_hwm: int, *, isr_changed: bool = False) -> None:
        """After follower progress, an append or an ISR change: publish the HWM (to the log and the purgatory)."""
        st = part.state
        if st is None:
            return
        if st.high_watermark != old_hwm:
            part.log.update_high_watermark(st.high_watermark)
            self.purgatory.hwm_moved(part)
        elif isr_changed:
            self.purgatory.isr_changed(part)

    def on_leader_append(self, part: Partition) -> None:
        """The leader appended to `part`: its HWM may move (an ISR of the leader alone), followers may fetch."""
        st = part.state
        assert st is not None
        old = st.high_watermark
        st.on_append(part.log.log_end_offset)
        if st.high_watermark != old:
            part.log.update_high_watermark(st.high_watermark)
            self.purgatory.hwm_moved(part)
        else:
            self.purgatory.log_changed(part)  # followers wait for the log end, not the HWM

    def _can_join_isr(self, replica: int, broker_epoch: int) -> bool:
        reg = self.shared.image.brokers.get(replica)
        if reg is None or reg.fenced or reg.in_controlled_shutdown:
            return False
        return broker_epoch == -1 or reg.epoch == broker_epoch

    def maybe_expand_isr(self, part: Partition, replica: int) -> None:
        """After `replica` fetched: add it to the ISR if it caught up (Kafka checks only the fetching follower;
        the others' progress may be stale)."""
        st = part.state
        if st is None or st.pending is not None or replica in st.isr:
            return
        proposal = st.isr_expansion(lambda r, epoch: r == replica and self._can_join_isr(r, epoch))
        if proposal is not None:
            self._propose_isr(part, proposal)

    def check_isr_shrink(self) -> None:
        """Ask to remove the followers that have not caught up for replica.lag.time.max.ms (run periodically)."""
        now = self.reactor.now_ms()
        for part in list(self.partitions.values()):
            st = part.state
            if st is None or st.pending is not None:
                continue
            proposal = st.isr_shrink(now)
            if proposal is not None:
                lagging = [r for r in st.isr if r not in proposal]
                log.info(
                    "%s Shrinking ISR of %s from %s to %s: replicas %s have not caught up for %d ms",
                    self.prefix,
                    part.name,
                    list(st.isr),
                    list(proposal),
                    lagging,
                    self.settings.replica_lag_time_max_ms,
                )
                self._propose_isr(part, proposal)

    def _propose_isr(self, part: Partition, isr: tuple[int, ...]) -> None:
        st = part.state
        assert st is not None
        old = st.high_watermark
        st.propose(isr)
        members: list[tuple[int, int]] = []
        for b in isr:
            if b == self.node_id:
                members.append((b, self.broker_epoch()))
            else:
                progress = st.followers.get(b)
                members.append((b, progress.broker_epoch if progress is not None else -1))
        leader_epoch = st.leader_epoch
        key = part.key
        from_isr = st.isr

        def done(error: int, data: AlterPartitionResponse.PartitionData | None) -> None:
            self._alter_partition_done(key, leader_epoch, from_isr, isr, error, data)

        item = AlterPartitionItem(part.topic_id, part.index, leader_epoch, st.partition_epoch, members, done)
        if not self.alter_partition.submit(item):
            st.on_alter_partition_failed()
            return
        log.info(
            "%s Asking the controller to change the ISR of %s from %s to %s",
            self.prefix,
            part.name,
            list(st.isr),
            list(isr),
        )
        self.leader_state_changed(part, old)

    def _alter_partition_done(
        self,
        key: PartitionKey,
        leader_epoch: int,
        from_isr: tuple[int, ...],
        proposed: tuple[int, ...],
        error: int,
        data: AlterPartitionResponse.PartitionData | None,
    ) -> None:
        part = self.partitions.get(key)
        st = part.state if part is not None else None
        if part is None or st is None or st.leader_epoch != leader_epoch:
            return  # leadership changed meanwhile; the metadata tells the rest
        if error == 0 and data is not None:
            if data.leader_epoch != st.leader_epoch or data.partition_epoch < st.partition_epoch:
                self.metrics.failed_isr_updates += 1  # a newer state is already known (Kafka: markFailed)
                return
            old = st.high_watermark
            if data.partition_epoch > st.partition_epoch:
                st.on_isr_committed(data.isr, data.partition_epoch)
                part.isr, part.partition_epoch = tuple(data.isr), data.partition_epoch
                log.info(
                    "%s ISR of %s updated to %s with partition epoch %d",
                    self.prefix,
                    part.name,
                    list(data.isr),
                    data.partition_epoch,
                )
            elif st.pending is not None and st.partition_epoch >= st.pending.partition_epoch:
                st.pending = None  # the metadata image brought this state first
            if set(proposed) - set(from_isr):
                self.metrics.isr_expands += 1
            if set(from_isr) - set(proposed):
                self.metrics.isr_shrinks += 1
            self.leader_state_changed(part, old, isr_changed=True)
            return
        self.metrics.failed_isr_updates += 1
        if error in (
            E.INVALID_UPDATE_VERSION,
            E.FENCED_LEADER_EPOCH,
            E.UNKNOWN_LEADER_EPOCH,
            E.UNKNOWN_TOPIC_ID,
            E.UNKNOWN_TOPIC_OR_PARTITION,
            E.NEW_LEADER_ELECTED,
        ):
            # the partition changed on the controller: the change stays pending (it counts in the maximal ISR)
            # until the metadata image brings the new state
            log.info(
                "%s ISR change of %s to %s failed with %s; waiting for the latest metadata",
                self.prefix,
                part.name,
                list(proposed),
                _error_name(error),
            )
            return
        if st.pending is not None and tuple(st.pending.proposed) == tuple(proposed):
            st.on_alter_partition_failed()
        log.info("%s ISR change of %s to %s failed with %s", self.prefix, part.name, list(proposed), _error_name(error))
