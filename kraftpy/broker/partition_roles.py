"""Partition roles: the replicas this broker hosts, driven by the metadata image (a part of `ReplicaManager`).

For every changed partition this broker is a replica of, the registration's leader decides (`on_image`, which the
node subscribes to the `MetadataPublisher` through the replica manager):

* **Leader** (new leader epoch): the log is created or opened, the epoch start offset (the log end offset) is
  assigned in the leader-epoch cache, a `LeaderPartitionState` is built from the committed ISR, partition epoch and
  min.insync.replicas (topic config -> cluster default -> the node's setting). The same leader epoch with a new
  partition epoch only updates the ISR / replicas.
* **Follower**: the replica fetcher for the new leader takes the partition; truncation happens through Fetch's
  DivergingEpoch answer. Parked produces fail with NOT_LEADER_OR_FOLLOWER, parked fetches answer.
* **No leader** (-1): the log is kept, nothing is fetched; requests get NOT_LEADER_OR_FOLLOWER.
* Not a replica any more, or the topic was deleted: the replica stops and its log is deleted.

Nothing of this happens before `start()`, which the node calls once the broker's metadata caught up with its own
registration: a restarted broker must not lead on a stale image (see `start`). `start` also deletes the logs of
partitions the image does not place on this broker (stray logs). A replica whose log fails (`log_failed`, or its
log dir fails: `stop_partitions_in_dir`) stops and stays offline until the broker restarts.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Iterable

from kraftpy.broker.alter_partition_manager import AlterPartitionManager
from kraftpy.broker.fetcher import ReplicaFetcherManager
from kraftpy.broker.isr_manager import IsrManager
from kraftpy.broker.partition import Partition
from kraftpy.broker.partition_state import LeaderPartitionState
from kraftpy.broker.producer_state import ProducerStateManager
from kraftpy.broker.purgatory import ReplicaPurgatory
from kraftpy.broker.replica_state import ReplicaManagerState
from kraftpy.broker.transactions import load_producer_state
from kraftpy.metadata.image import BROKER_RESOURCE, TOPIC_RESOURCE, ImageChanges, MetadataImage
from kraftpy.metadata.partition import NO_LEADER, PartitionRegistration
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.storage.config import LogConfig
from kraftpy.storage.errors import StorageError
from kraftpy.storage.log import Log

__all__ = ["PartitionRoles"]

log = logging.getLogger(__name__)
E = ErrorCode


class PartitionRoles:
    """Applies metadata images to the hosted partitions: creates, leads, follows, stops and deletes replicas.

    Calls the ISR part's `leader_state_changed` when a leader's ISR or min ISR changed, and publishes to the
    purgatory when a partition's role changed (`partition_changed`: its parked requests look at it again). Takes
    a replica offline when another part reports that its log failed (`ReplicaManagerState.log_failed`)."""

    __slots__ = (
        "alter_partition",
        "by_name",
        "fetchers",
        "isr",
        "log_manager",
        "metrics",
        "node_id",
        "offline",
        "partitions",
        "prefix",
        "purgatory",
        "reactor",
        "settings",
        "shared",
    )

    def __init__(
        self,
        shared: ReplicaManagerState,
        fetchers: ReplicaFetcherManager,
        alter_partition: AlterPartitionManager,
        isr: IsrManager,
        purgatory: ReplicaPurgatory,
    ) -> None:
        self.shared = shared
        self.reactor = shared.reactor
        self.node_id = shared.node_id
        self.settings = shared.settings
        self.log_manager = shared.log_manager
        self.partitions = shared.partitions
        self.by_name = shared.by_name
        self.offline = shared.offline
        self.metrics = shared.metrics
        self.prefix = shared.prefix
        self.fetchers = fetchers
        self.alter_partition = alter_partition
        self.isr = isr
        self.purgatory = purgatory
        shared.on_log_failure(self.log_failed)

    # ================================================================================================ the image

    def start(self, *, delete_stray_logs: bool = True) -> None:
        """Start acting on the metadata: call it once this broker's metadata has caught up with its own
        registration (the first heartbeat answer with IsCaughtUp, or the first unfencing). Until then images are
        only recorded. A restarted broker must not act on a stale image: it may still name this broker leader of
        partitions whose data it lost, and the controller takes that leadership away (KIP-966's unclean-shutdown
        handling) in the records written together with the new registration. Then the logs of partitions the
        image does not place here are deleted (Kafka's stray-replica detection). Calling it again does nothing."""
        if self.shared.started or self.shared.closed:
            return
        self.shared.started = True
        image = self.shared.image
        log.info("%s Starting with the metadata image at offset %d", self.prefix, image.offset)
        self._apply_image(
            image, ImageChanges(partitions={(t.id, i) for t in image.topics_by_id.values() for i in t.partitions})
        )
        if delete_stray_logs:
            self.delete_stray_logs()

    def on_image(self, image: MetadataImage, changes: ImageChanges) -> None:
        """A new metadata image (subscribe this to the node's MetadataPublisher)."""
        if self.shared.closed:
            return
        self.shared.image = image
        if self.shared.started:
            self._apply_image(image, changes)

    def _apply_image(self, image: MetadataImage, changes: ImageChanges) -> None:
        for topic_id in changes.deleted_topics:
            for part in [p for p in self.partitions.values() if p.topic_id == topic_id]:
                log.info("%s Deleting partition %s: its topic was deleted", self.prefix, part.name)
                self.stop_partition(part, delete=True)
        for key in [k for k in self.offline if k[0] not in image.topics_by_id]:
            del self.offline[key]
        # topics that disappeared without a RemoveTopicRecord in this delta (a snapshot was loaded)
        gone = {p.topic_id for p in self.partitions.values()} - set(image.topics_by_id)
        for topic_id in gone:
            for part in [p for p in self.partitions.values() if p.topic_id == topic_id]:
                log.info("%s Deleting partition %s: its topic is not in the metadata any more", self.prefix, part.name)
                self.stop_partition(part, delete=True)
        configs_changed = self._topics_with_config_changes(changes)
        for topic_id, index in sorted(changes.partitions, key=lambda k: (str(k[0]), k[1])):
            t = image.topics_by_id.get(topic_id)
            if t is None:
                continue
            reg = t.partitions.get(index)
            if reg is None:
                continue
            try:
                self._apply_partition(t.name, topic_id, index, reg)
            except Exception:
                log.exception("%s Failed to apply the new state of %s-%d", self.prefix, t.name, index)
        if configs_changed is not None:
            self._apply_configs(configs_changed)

    def _topics_with_config_changes(self, changes: ImageChanges) -> set[str] | None:
        """Topic names whose effective config may have changed (every hosted topic when a broker-level config
        changed); None when nothing changed."""
        if not changes.configs:
            return None
        names: set[str] = set()
        for rtype, rname in changes.configs:
            if rtype == BROKER_RESOURCE and rname in ("", str(self.node_id)):
                return {p.topic for p in self.partitions.values()}
            if rtype == TOPIC_RESOURCE:
                names.add(rname)
        return names

    def _apply_configs(self, topics: Iterable[str]) -> None:
        wanted = set(topics)
        for part in list(self.partitions.values()):
            if part.topic not in wanted:
                continue
            part.log.config = self.shared.log_config(part.topic)
            min_isr = self.shared.min_insync_replicas(part.topic)
            part.min_insync_replicas = min_isr
            st = part.state
            if st is not None and st.min_insync_replicas != min_isr:
                old = st.high_watermark
                st.set_min_insync_replicas(min_isr)
                self.isr.leader_state_changed(part, old, isr_changed=True)

    def _apply_partition(self, topic: str, topic_id: uuid.UUID, index: int, reg: PartitionRegistration) -> None:
        key = (topic_id, index)
        part = self.partitions.get(key)
        if self.node_id not in reg.replicas:
            if part is not None:
                log.info(
                    "%s Deleting partition %s: this broker is no longer one of its replicas %s",
                    self.prefix,
                    part.name,
                    list(reg.replicas),
                )
                self.stop_partition(part, delete=True)
            self.offline.pop(key, None)
            return
        if part is None:
            part = self._create_partition(topic, topic_id, index)
            if part is None:
                return
        if reg.partition_epoch < part.partition_epoch:
            return  # our AlterPartition already committed something newer
        if reg.leader == self.node_id:
            self._become_leader(part, reg)
        else:
            self._become_follower(part, reg)

    def _create_partition(self, topic: str, topic_id: uuid.UUID, index: int) -> Partition | None:
        key = (topic_id, index)
        if key in self.offline:
            return None  # its log failed: it stays offline until the broker restarts
        old = self.by_name.get((topic, index))
        if old is not None:  # a recreated topic with the same name: the old replica is gone
            self.stop_partition(old, delete=True)
        cfg = self.shared.log_config(topic)
        try:
            plog = self._open_log(topic, topic_id, index, cfg)
        except StorageError as e:
            log.error("%s Partition %s-%d is offline: %s", self.prefix, topic, index, e)
            self.offline[key] = str(e)
            return None
        self.offline.pop(key, None)
        producers = ProducerStateManager(plog.log_prefix)
        load_producer_state(plog, producers)
        part = Partition(self.node_id, topic, topic_id, index, plog, producers)
        part.min_insync_replicas = self.shared.min_insync_replicas(topic)
        self.partitions[key] = part
        self.by_name[(topic, index)] = part
        return part

    def _open_log(self, topic: str, topic_id: uuid.UUID, index: int, cfg: LogConfig) -> Log:
        try:
            plog = self.log_manager.get_or_create_log(topic, index, topic_id=topic_id, config=cfg)
        except StorageError as e:
            if e.error_code != E.INCONSISTENT_TOPIC_ID:
                raise
            # the log of an older topic with the same name, deleted while this broker was away
            log.warning(
                "%s Deleting the stray log of %s-%d: it belongs to an older topic (%s)", self.prefix, topic, index, e
            )
            self.log_manager.async_delete(topic, index)
            plog = self.log_manager.get_or_create_log(topic, index, topic_id=topic_id, config=cfg)
        plog.config = cfg
        return plog

    def _become_leader(self, part: Partition, reg: PartitionRegistration) -> None:
        now = self.reactor.now_ms()
        st = part.state
        if st is not None and reg.leader_epoch == part.leader_epoch:
            # still the leader in this epoch: the controller changed the ISR or the replicas
            if reg.partition_epoch <= part.partition_epoch:
                return
            old = st.high_watermark
            if reg.replicas != st.replicas:
                st.on_replicas_changed(reg.replicas, now)
            st.on_isr_committed(reg.isr, reg.partition_epoch)
            part.replicas, part.isr, part.partition_epoch = reg.replicas, reg.isr, reg.partition_epoch
            self.isr.leader_state_changed(part, old, isr_changed=True)
            return
        self.fetchers.remove_partition(part.topic_id, part.index)
        self.alter_partition.cancel(part.topic_id, part.index)
        plog = part.log
        leo = plog.log_end_offset
        try:
            plog.assign_epoch_start_offset(reg.leader_epoch, leo)
        except (StorageError, OSError) as e:
            self.log_failed(part, e)
            return
        part.leader_id, part.leader_epoch, part.partition_epoch = self.node_id, reg.leader_epoch, reg.partition_epoch
        part.replicas, part.isr = reg.replicas, reg.isr
        part.follower_sent_hwm.clear()
        part.follower_log_start.clear()
        st = part.state = LeaderPartitionState(
            leader_id=self.node_id,
            replicas=reg.replicas,
            isr=reg.isr,
            leader_epoch=reg.leader_epoch,
            partition_epoch=reg.partition_epoch,
            min_insync_replicas=part.min_insync_replicas,
            lag_time_max_ms=self.settings.replica_lag_time_max_ms,
            leader_epoch_start_offset=leo,
            high_watermark=plog.high_watermark,
            log_end_offset=leo,
            leader_since_ms=now,
        )
        st.on_append(leo)
        plog.update_high_watermark(st.high_watermark)
        log.info(
            "%s Leader %s starts at leader epoch %d from offset %d with partition epoch %d, high watermark %d, "
            "ISR %s%s",
            self.prefix,
            part.name,
            reg.leader_epoch,
            leo,
            reg.partition_epoch,
            st.high_watermark,
            list(reg.isr),
            " (under min ISR)" if st.under_min_isr else "",
        )
        self.isr.leader_state_changed(part, -1, isr_changed=True)

    def _become_follower(self, part: Partition, reg: PartitionRegistration) -> None:
        changed = part.is_leader or part.leader_id != reg.leader or part.leader_epoch != reg.leader_epoch
        part.replicas, part.isr, part.partition_epoch = reg.replicas, reg.isr, reg.partition_epoch
        if not changed:
            return
        was_leader = part.is_leader
        part.state = None
        part.leader_id, part.leader_epoch = reg.leader, reg.leader_epoch
        self.alter_partition.cancel(part.topic_id, part.index)
        if reg.leader == NO_LEADER:
            self.fetchers.remove_partition(part.topic_id, part.index)
            log.info(
                "%s Partition %s has no leader in epoch %d; not fetching", self.prefix, part.name, reg.leader_epoch
            )
        else:
            self.fetchers.add_partition(reg.leader, part.topic_id, part.index, part.topic, reg.leader_epoch)
            log.info(
                "%s Follower %s starts fetching from leader %d in epoch %d at offset %d%s",
                self.prefix,
                part.name,
                reg.leader,
                reg.leader_epoch,
                part.log.log_end_offset,
                " (was the leader)" if was_leader else "",
            )
        self.purgatory.partition_changed(part)

    def stop_partition(self, part: Partition, *, delete: bool) -> None:
        """Stop hosting `part`: no fetching, no ISR change in flight, its parked requests answer; with `delete` its
        log is deleted too."""
        key = part.key
        self.fetchers.remove_partition(part.topic_id, part.index)
        self.alter_partition.cancel(part.topic_id, part.index)
        part.state = None
        part.leader_id = NO_LEADER
        if self.partitions.get(key) is part:
            del self.partitions[key]
        if self.by_name.get((part.topic, part.index)) is part:
            del self.by_name[(part.topic, part.index)]
        self.purgatory.partition_changed(part)
        if delete:
            self.log_manager.async_delete(part.topic, part.index)
            if not any(p.topic == part.topic for p in self.partitions.values()):
                self.metrics.forget_topic(part.topic)

    def log_failed(self, part: Partition, error: BaseException) -> None:
        """`part`'s log failed (a storage error or OSError): the replica stops and stays offline until the broker
        restarts."""
        log.error("%s Partition %s is offline: %s", self.prefix, part.name, error)
        self.stop_partition(part, delete=False)
        self.offline[part.key] = str(error)
        # an I/O error takes the whole log dir offline (the LogManager then tells the broker)
        self.log_manager.partition_failed((part.topic, part.index), error)

    def stop_partitions_in_dir(self, log_dir: str, reason: str) -> list[str]:
        """The log dir failed: every partition whose log lived there stops being served here (it answers
        KAFKA_STORAGE_ERROR / NOT_LEADER_OR_FOLLOWER until leadership moves). Returns their names."""
        names = []
        for part in list(self.partitions.values()):
            tp = (part.topic, part.index)
            if self.log_manager.dir_of(tp) == log_dir:
                self.stop_partition(part, delete=False)
                self.offline[part.key] = f"log dir {log_dir} failed: {reason}"
                names.append(part.name)
        return names

    def delete_stray_logs(self) -> list[tuple[str, int]]:
        """Delete logs of partitions the (caught-up) image does not place on this broker: topics deleted while
        it was down, replicas moved away, logs of an older topic with the same name. Returns what was deleted."""
        image = self.shared.image
        stray: list[tuple[str, int]] = []
        for (topic, index), plog in list(self.log_manager.logs.items()):
            if (topic, index) in self.by_name:
                continue
            t = image.topic(topic)
            reg = None if t is None else t.partitions.get(index)
            if (
                t is None
                or reg is None
                or self.node_id not in reg.replicas
                or (plog.topic_id is not None and plog.topic_id != t.id)
            ):
                stray.append((topic, index))
        for topic, index in stray:
            log.info("%s Deleting stray log %s-%d", self.prefix, topic, index)
            self.log_manager.async_delete(topic, index)
        return stray
