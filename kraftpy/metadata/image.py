"""The metadata image: an immutable view of the cluster built by replaying committed metadata records.

`MetadataImage` is never mutated. `MetadataDelta` replays records on top of an image (copying only what records
touch) and `apply()` returns the next image, plus the set of topics and brokers that changed so that listeners
(the broker's replica manager, metrics) do not have to compare whole images.

Loading a snapshot (`MetadataDelta.for_snapshot()`, `replay_values`) is the bulk case: a million PartitionRecords
go from their bytes straight into the partition maps (`decode_partition_value`), without record objects and
without noting each partition as changed; the delta's `changes` then name every partition of the new image through
a set computed on demand (`PartitionKeys`).
"""

from __future__ import annotations

import gc
import uuid
from collections.abc import Iterable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, NamedTuple

from kraftpy.metadata.acls import AclBinding, ScramCredentialEntry
from kraftpy.metadata.config_types import ResourceType
from kraftpy.metadata.features import ELR_FEATURE, feature_level
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.metadata.quotas import QuotaEntity
from kraftpy.metadata.records import (
    PARTITION_RECORD_TYPE,
    TOPIC_RECORD_TYPE,
    decode_partition_value,
    decode_topic_value,
    decode_value,
)
from kraftpy.protocol.codec import Message, uuid_from
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages import metadata_records as mr

# ConfigRecord resource types (Kafka's ConfigResource.Type ids), as plain ints: the keys of `MetadataImage.configs`
TOPIC_RESOURCE = int(ResourceType.TOPIC)
BROKER_RESOURCE = int(ResourceType.BROKER)

EMPTY_MAP: Mapping[Any, Any] = MappingProxyType({})


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector (if it runs) while a snapshot is loaded; afterwards, restore it and run
    one full collection.

    A snapshot load allocates a million long-lived, acyclic objects (one per partition). With the collector on,
    every full collection during the load walks all of those built so far again (about a dozen times for a million
    partitions, which costs more than the load itself), and after a pause the new objects would still be walked
    three times as they age through the generations. Nothing the load allocates can form a cycle, so pausing loses
    nothing, and the one collection at the end moves them to the oldest generation at the cost of a single walk.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
            gc.collect()


class MetadataError(Exception):
    """A record that does not fit the image (a broken log): the node must not continue silently."""


@dataclass(frozen=True, slots=True)
class Listener:
    name: str
    host: str
    port: int
    security_protocol: int = 0  # PLAINTEXT


@dataclass(frozen=True, slots=True)
class BrokerRegistration:
    id: int
    epoch: int
    incarnation_id: uuid.UUID
    listeners: tuple[Listener, ...]
    rack: str | None = None
    fenced: bool = True
    in_controlled_shutdown: bool = False
    features: Mapping[str, tuple[int, int]] = field(default_factory=lambda: EMPTY_MAP)
    log_dirs: tuple[uuid.UUID, ...] = ()
    # kraftpy: the broker epoch of the clean shutdown this registration follows (-1 after an unclean one); a
    # broker that stops again before it learnt this registration's epoch presents it again (ClusterControl)
    previous_clean_epoch: int = -1

    def listener(self, name: str) -> Listener | None:
        for listener in self.listeners:
            if listener.name == name:
                return listener
        return None

    def to_record(self) -> mr.RegisterBrokerRecord:
        return mr.RegisterBrokerRecord(
            broker_id=self.id,
            incarnation_id=self.incarnation_id,
            broker_epoch=self.epoch,
            end_points=[
                mr.RegisterBrokerRecord.BrokerEndpoint(
                    name=x.name, host=x.host, port=x.port, security_protocol=x.security_protocol
                )
                for x in self.listeners
            ],
            features=[
                mr.RegisterBrokerRecord.BrokerFeature(name=k, min_supported_version=lo, max_supported_version=hi)
                for k, (lo, hi) in sorted(self.features.items())
            ],
            rack=self.rack,
            fenced=self.fenced,
            in_controlled_shutdown=self.in_controlled_shutdown,
            log_dirs=list(self.log_dirs),
            previous_clean_epoch=self.previous_clean_epoch,
        )


class TopicImage(NamedTuple):
    """A topic and its partitions (a `NamedTuple`: cheap to build, a hundred thousand of them in a snapshot); it
    compares equal only to another `TopicImage`."""

    name: str
    id: uuid.UUID
    partitions: Mapping[int, PartitionRegistration]

    def partition(self, index: int) -> PartitionRegistration | None:
        return self.partitions.get(index)

    def __eq__(self, other: object) -> bool:
        return type(other) is TopicImage and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return tuple.__hash__(self)


@dataclass(frozen=True, slots=True)
class MetadataImage:
    offset: int = -1  # offset of the last record applied
    epoch: int = -1  # leader epoch of the batch holding it
    features: Mapping[str, int] = field(default_factory=lambda: EMPTY_MAP)
    brokers: Mapping[int, BrokerRegistration] = field(default_factory=lambda: EMPTY_MAP)
    topics_by_id: Mapping[uuid.UUID, TopicImage] = field(default_factory=lambda: EMPTY_MAP)
    topics_by_name: Mapping[str, TopicImage] = field(default_factory=lambda: EMPTY_MAP)
    configs: Mapping[tuple[int, str], Mapping[str, str]] = field(default_factory=lambda: EMPTY_MAP)
    next_producer_id: int = 0
    # ACLs by the id of their AccessControlEntryRecord; SCRAM credentials by (user, mechanism id)
    acls: Mapping[uuid.UUID, AclBinding] = field(default_factory=lambda: EMPTY_MAP)
    scram: Mapping[tuple[str, int], ScramCredentialEntry] = field(default_factory=lambda: EMPTY_MAP)
    # client quotas (ClientQuotaRecord) by entity (`kraftpy.metadata.quotas`): key -> value
    client_quotas: Mapping[QuotaEntity, Mapping[str, float]] = field(default_factory=lambda: EMPTY_MAP)

    @property
    def elr_enabled(self) -> bool:
        """Whether the finalized `eligible.leader.replicas.version` is 1 or more. A missing feature is level 0, as
        everywhere else (kraftpy.metadata.features): with ELR off the ELR fields are not written (KIP-966's
        downgrade rule)."""
        return feature_level(self.features, ELR_FEATURE) >= 1

    def topic(self, name: str) -> TopicImage | None:
        return self.topics_by_name.get(name)

    def topic_config(self, name: str) -> Mapping[str, str]:
        return self.configs.get((TOPIC_RESOURCE, name), EMPTY_MAP)

    def broker_config(self, broker_id: int | None) -> Mapping[str, str]:
        """A broker's dynamic config (`None` = the cluster-wide default, resource name "")."""
        return self.configs.get((BROKER_RESOURCE, "" if broker_id is None else str(broker_id)), EMPTY_MAP)

    def partition(self, topic_id: uuid.UUID, index: int) -> PartitionRegistration | None:
        t = self.topics_by_id.get(topic_id)
        return None if t is None else t.partitions.get(index)

    def partition_count(self) -> int:
        return sum(len(t.partitions) for t in self.topics_by_id.values())

    def to_records(self) -> Iterator[Message]:
        """Records that rebuild this image from nothing (a snapshot's content), in replay order."""
        for name, level in sorted(self.features.items()):
            yield mr.FeatureLevelRecord(name=name, feature_level=level)
        for b in sorted(self.brokers.values(), key=lambda b: b.id):
            yield b.to_record()
        for (rtype, rname), values in sorted(self.configs.items()):
            for key, value in sorted(values.items()):
                yield mr.ConfigRecord(resource_type=rtype, resource_name=rname, name=key, value=value)
        for t in sorted(self.topics_by_id.values(), key=lambda t: t.name):
            yield mr.TopicRecord(name=t.name, topic_id=t.id)
            elr_enabled = self.elr_enabled
            for index in sorted(t.partitions):
                yield t.partitions[index].to_record(t.id, index, elr_enabled)
        if self.next_producer_id:
            yield mr.ProducerIdsRecord(broker_id=-1, broker_epoch=-1, next_producer_id=self.next_producer_id)
        for (user, mechanism), c in sorted(self.scram.items()):
            yield mr.UserScramCredentialRecord(
                name=user,
                mechanism=mechanism,
                salt=c.salt,
                stored_key=c.stored_key,
                server_key=c.server_key,
                iterations=c.iterations,
            )
        for acl_id, a in sorted(self.acls.items(), key=lambda kv: str(kv[0])):
            yield mr.AccessControlEntryRecord(
                id=acl_id,
                resource_type=a.resource_type,
                resource_name=a.resource_name,
                pattern_type=a.pattern_type,
                principal=a.principal,
                host=a.host,
                operation=a.operation,
                permission_type=a.permission_type,
            )
        for entity, quotas in sorted(self.client_quotas.items(), key=lambda kv: [(t, n or "") for t, n in kv[0]]):
            for quota_key, bound in sorted(quotas.items()):
                yield mr.ClientQuotaRecord(
                    entity=[mr.ClientQuotaRecord.EntityData(entity_type=t, entity_name=n) for t, n in entity],
                    key=quota_key,
                    value=bound,
                )


EMPTY_IMAGE = MetadataImage()


# (topic id, partition): a partition's key by topic id (import it from here rather than spelling the tuple out)
PartitionKey = tuple[uuid.UUID, int]


class PartitionKeys(AbstractSet[PartitionKey]):
    """A read-only set of (topic id, partition) keys: every partition of `topics`, plus `extra` (keys that are not
    in the image any more, e.g. of a topic deleted in the same delta). Computed on demand: building a real set of a
    million keys costs more than loading the snapshot that needs it."""

    __slots__ = ("_extra", "_topics")

    def __init__(self, topics: Mapping[uuid.UUID, TopicImage], extra: AbstractSet[PartitionKey] = frozenset()) -> None:
        self._topics = topics
        self._extra = extra

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, tuple) or len(key) != 2:
            return False
        t = self._topics.get(key[0])
        return (t is not None and key[1] in t.partitions) or key in self._extra

    def __iter__(self) -> Iterator[PartitionKey]:
        extra = self._extra
        for topic_id, t in self._topics.items():
            if extra:
                for index in t.partitions:
                    if (topic_id, index) not in extra:
                        yield topic_id, index
            else:
                for index in t.partitions:
                    yield topic_id, index
        yield from extra

    def __len__(self) -> int:
        n = sum(len(t.partitions) for t in self._topics.values())
        for topic_id, index in self._extra:
            t = self._topics.get(topic_id)
            if t is None or index not in t.partitions:
                n += 1
        return n

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> set[Any]:
        return set(it)

    def __repr__(self) -> str:
        return f"PartitionKeys({len(self)} partitions)"


@dataclass(slots=True)
class ImageChanges:
    """What one `apply()` changed (for listeners). After a snapshot load, `partitions` is a `PartitionKeys` view of
    every partition of the new image."""

    topics: set[uuid.UUID] = field(default_factory=set)  # created, changed or deleted
    deleted_topics: dict[uuid.UUID, TopicImage] = field(default_factory=dict)
    partitions: AbstractSet[PartitionKey] = field(default_factory=set)
    brokers: set[int] = field(default_factory=set)
    configs: set[tuple[int, str]] = field(default_factory=set)
    features: bool = False
    acls: bool = False
    scram: bool = False
    client_quotas: bool = False


class MetadataDelta:
    """Records replayed on top of an image; `apply()` freezes the result."""

    def __init__(self, image: MetadataImage, *, snapshot: bool = False) -> None:
        if snapshot and image is not EMPTY_IMAGE:
            raise ValueError("a snapshot is loaded on the empty image")
        self.base = image
        self.offset = image.offset
        self.epoch = image.epoch
        self._features: dict[str, int] | None = None
        self._brokers: dict[int, BrokerRegistration] | None = None
        self._topics: dict[uuid.UUID, TopicImage] | None = None
        self._names: dict[str, TopicImage] | None = None
        self._partitions: dict[uuid.UUID, dict[int, PartitionRegistration]] = {}
        self._configs: dict[tuple[int, str], dict[str, str]] | None = None
        self._touched_configs: set[tuple[int, str]] = set()
        self._next_producer_id = image.next_producer_id
        self._acls: dict[uuid.UUID, AclBinding] | None = None
        self._scram: dict[tuple[str, int], ScramCredentialEntry] | None = None
        self._quotas: dict[QuotaEntity, dict[str, float]] | None = None
        # In a snapshot load, partitions are not noted one by one: `apply()` names every partition of the image
        # (plus those of topics deleted meanwhile, noted here).
        self._snapshot = snapshot
        self._changed_partitions: set[PartitionKey] = set()
        self.changes = ImageChanges(partitions=self._changed_partitions)

    @classmethod
    def for_snapshot(cls) -> MetadataDelta:
        """A delta that loads a snapshot: it starts from the empty image, and its `changes` name every topic and
        partition of the image it builds, as if each record had been replayed on its own."""
        return cls(EMPTY_IMAGE, snapshot=True)

    # -- copy on write --------------------------------------------------------------------------------------------

    def _brokers_w(self) -> dict[int, BrokerRegistration]:
        if self._brokers is None:
            self._brokers = dict(self.base.brokers)
        return self._brokers

    def _topics_w(self) -> tuple[dict[uuid.UUID, TopicImage], dict[str, TopicImage]]:
        if self._topics is None or self._names is None:
            self._topics = dict(self.base.topics_by_id)
            self._names = dict(self.base.topics_by_name)
        return self._topics, self._names

    def _partitions_w(self, topic_id: uuid.UUID) -> dict[int, PartitionRegistration]:
        parts = self._partitions.get(topic_id)
        if parts is None:
            topics = self._topics if self._topics is not None else self.base.topics_by_id
            t = topics.get(topic_id)
            if t is None:
                raise MetadataError(f"record for unknown topic id {topic_id}")
            parts = dict(t.partitions)
            self._partitions[topic_id] = parts
        return parts

    def brokers(self) -> Mapping[int, BrokerRegistration]:
        return self._brokers if self._brokers is not None else self.base.brokers

    def topic(self, topic_id: uuid.UUID) -> TopicImage | None:
        topics = self._topics if self._topics is not None else self.base.topics_by_id
        return topics.get(topic_id)

    def partition(self, topic_id: uuid.UUID, index: int) -> PartitionRegistration | None:
        parts = self._partitions.get(topic_id)
        if parts is not None:
            return parts.get(index)
        t = self.topic(topic_id)
        return None if t is None else t.partitions.get(index)

    # -- replay ---------------------------------------------------------------------------------------------------

    def replay(self, record: Message, offset: int | None = None, epoch: int | None = None) -> None:
        handler = _REPLAY.get(type(record))
        if handler is None:
            raise MetadataError(f"no replay rule for {type(record).__name__}")
        handler(self, record)
        if offset is not None:
            self.offset = offset
        if epoch is not None:
            self.epoch = epoch

    def replay_values(
        self,
        values: Iterable[bytes | bytearray | memoryview],
        base_offset: int | None = None,
        epoch: int | None = None,
    ) -> None:
        """Decode and replay framed records (at offsets base_offset, base_offset+1, ... when given): the same as
        `replay(decode_record(value)[0], ...)` for each, with TopicRecords and PartitionRecords taking the fast
        path (no record objects). For a snapshot, see `load_snapshot_values`."""
        fast_partition = decode_partition_value
        fast_topic = decode_topic_value
        decode = decode_value
        topic_ids: dict[bytes, uuid.UUID] = {}
        track = not self._snapshot
        changed_topics = self.changes.topics
        changed_partitions = self._changed_partitions
        last_raw: bytes | None = None  # topic id bytes of the cached partition map
        topic_id = uuid.UUID(int=0)
        parts: dict[int, PartitionRegistration] = {}
        count = 0
        for value in values:
            count += 1
            if len(value) > 20:
                kind = value[1]
                if kind == PARTITION_RECORD_TYPE:
                    got = fast_partition(value)
                    if got is not None:
                        raw, index, registration = got
                        if raw != last_raw:
                            topic_id = uuid_from(raw)
                            parts = self._partitions_w(topic_id)
                            last_raw = raw
                        parts[index] = registration
                        if track:
                            changed_topics.add(topic_id)
                            changed_partitions.add((topic_id, index))
                        continue
                elif kind == TOPIC_RECORD_TYPE:
                    topic = fast_topic(value)
                    if topic is not None:
                        name, raw = topic
                        topic_id = uuid_from(raw)
                        parts = self._add_topic(name, topic_id)
                        last_raw = raw
                        continue
            record = decode(value, topic_ids)
            self.replay(record, None if base_offset is None else base_offset + count - 1, epoch)
            last_raw = None  # the record may have replaced or dropped the cached partition map
        if count:
            if base_offset is not None:
                self.offset = base_offset + count - 1
            if epoch is not None:
                self.epoch = epoch

    def _register_broker(self, r: mr.RegisterBrokerRecord) -> None:
        self._brokers_w()[r.broker_id] = BrokerRegistration(
            id=r.broker_id,
            epoch=r.broker_epoch,
            incarnation_id=r.incarnation_id,
            listeners=tuple(Listener(e.name, e.host, e.port, e.security_protocol) for e in r.end_points),
            rack=r.rack,
            fenced=r.fenced,
            in_controlled_shutdown=r.in_controlled_shutdown,
            features=MappingProxyType({f.name: (f.min_supported_version, f.max_supported_version) for f in r.features}),
            log_dirs=tuple(r.log_dirs),
            previous_clean_epoch=r.previous_clean_epoch,
        )
        self.changes.brokers.add(r.broker_id)

    def _unregister_broker(self, r: mr.UnregisterBrokerRecord) -> None:
        brokers = self._brokers_w()
        current = brokers.get(r.broker_id)
        if current is None or current.epoch != r.broker_epoch:
            raise MetadataError(
                f"UnregisterBrokerRecord for broker {r.broker_id} epoch {r.broker_epoch} not registered"
            )
        del brokers[r.broker_id]
        self.changes.brokers.add(r.broker_id)

    def _broker_change(self, broker_id: int, epoch: int, **changes: Any) -> None:
        brokers = self._brokers_w()
        current = brokers.get(broker_id)
        if current is None or current.epoch != epoch:
            raise MetadataError(f"registration change for broker {broker_id} epoch {epoch}, which is not registered")
        brokers[broker_id] = replace(current, **changes)
        self.changes.brokers.add(broker_id)

    def _registration_change(self, r: mr.BrokerRegistrationChangeRecord) -> None:
        changes: dict[str, Any] = {}
        if r.fenced == 1:
            changes["fenced"] = True
        elif r.fenced == -1:
            changes["fenced"] = False
        if r.in_controlled_shutdown == 1:
            changes["in_controlled_shutdown"] = True
        if r.log_dirs:
            changes["log_dirs"] = tuple(r.log_dirs)
        self._broker_change(r.broker_id, r.broker_epoch, **changes)

    def _fence(self, r: mr.FenceBrokerRecord) -> None:
        self._broker_change(r.id, r.epoch, fenced=True)

    def _unfence(self, r: mr.UnfenceBrokerRecord) -> None:
        self._broker_change(r.id, r.epoch, fenced=False)

    def _topic(self, r: mr.TopicRecord) -> None:
        self._add_topic(r.name, r.topic_id)

    def _add_topic(self, name: str, topic_id: uuid.UUID) -> dict[int, PartitionRegistration]:
        topics, names = self._topics_w()
        if topic_id in topics:
            raise MetadataError(f"topic id {topic_id} created twice")
        if name in names:
            raise MetadataError(f"topic {name} created twice")
        t = TopicImage(name, topic_id, EMPTY_MAP)
        topics[topic_id] = t
        names[name] = t
        parts: dict[int, PartitionRegistration] = {}
        self._partitions[topic_id] = parts
        if not self._snapshot:  # a snapshot's apply() names every topic
            self.changes.topics.add(topic_id)
        return parts

    def _partition(self, r: mr.PartitionRecord) -> None:
        self._partitions_w(r.topic_id)[r.partition_id] = PartitionRegistration.from_record(r)
        if not self._snapshot:
            self.changes.topics.add(r.topic_id)
            self._changed_partitions.add((r.topic_id, r.partition_id))

    def _partition_change(self, r: mr.PartitionChangeRecord) -> None:
        parts = self._partitions_w(r.topic_id)
        current = parts.get(r.partition_id)
        if current is None:
            raise MetadataError(f"PartitionChangeRecord for unknown partition {r.topic_id}-{r.partition_id}")
        parts[r.partition_id] = current.merge(r)
        self.changes.topics.add(r.topic_id)
        self._changed_partitions.add((r.topic_id, r.partition_id))

    def _remove_topic(self, r: mr.RemoveTopicRecord) -> None:
        topics, names = self._topics_w()
        t = topics.pop(r.topic_id, None)
        if t is None:
            raise MetadataError(f"RemoveTopicRecord for unknown topic id {r.topic_id}")
        del names[t.name]
        removed = self._partitions.pop(r.topic_id, None)
        if self._snapshot and removed:
            # apply() names the partitions of the image; these are gone from it
            self._changed_partitions.update((r.topic_id, index) for index in removed)
        self.changes.topics.add(r.topic_id)
        self.changes.deleted_topics[r.topic_id] = t
        configs = self._configs_w()
        if configs.pop((TOPIC_RESOURCE, t.name), None) is not None:
            self._touched_configs.add((TOPIC_RESOURCE, t.name))
            self.changes.configs.add((TOPIC_RESOURCE, t.name))

    def _configs_w(self) -> dict[tuple[int, str], dict[str, str]]:
        if self._configs is None:
            self._configs = dict(self.base.configs)  # type: ignore[arg-type]
        return self._configs

    def _config(self, r: mr.ConfigRecord) -> None:
        configs = self._configs_w()
        key = (r.resource_type, r.resource_name)
        values = configs.get(key) if key in self._touched_configs else None
        if values is None:  # not copied yet (or dropped with its topic earlier in this delta)
            values = configs[key] = dict(configs.get(key, {}))
            self._touched_configs.add(key)
        if r.value is None:
            values.pop(r.name, None)
        else:
            values[r.name] = r.value
        self.changes.configs.add(key)

    def _feature(self, r: mr.FeatureLevelRecord) -> None:
        if self._features is None:
            self._features = dict(self.base.features)
        if r.feature_level == 0:
            self._features.pop(r.name, None)
        else:
            self._features[r.name] = r.feature_level
        self.changes.features = True

    def _producer_ids(self, r: mr.ProducerIdsRecord) -> None:
        if r.next_producer_id < self._next_producer_id:
            raise MetadataError(f"producer ids moved backwards to {r.next_producer_id}")
        self._next_producer_id = r.next_producer_id

    def _clear_elr(self, r: mr.ClearElrRecord) -> None:
        topics = self._topics if self._topics is not None else self.base.topics_by_id
        targets = [t.id for t in topics.values() if not r.topic_name or t.name == r.topic_name]
        for topic_id in targets:
            parts = self._partitions_w(topic_id)
            for index, p in list(parts.items()):
                if p.elr or p.last_known_elr:
                    parts[index] = p.without_elr()
                    self._changed_partitions.add((topic_id, index))
            self.changes.topics.add(topic_id)

    def _noop(self, r: Message) -> None:
        pass

    def _acl(self, r: mr.AccessControlEntryRecord) -> None:
        if self._acls is None:
            self._acls = dict(self.base.acls)
        self._acls[r.id] = AclBinding(
            r.resource_type, r.resource_name, r.pattern_type, r.principal, r.host, r.operation, r.permission_type, r.id
        )
        self.changes.acls = True

    def _remove_acl(self, r: mr.RemoveAccessControlEntryRecord) -> None:
        if self._acls is None:
            self._acls = dict(self.base.acls)
        if self._acls.pop(r.id, None) is None:
            raise MetadataError(f"RemoveAccessControlEntryRecord for unknown ACL id {r.id}")
        self.changes.acls = True

    def _user_scram(self, r: mr.UserScramCredentialRecord) -> None:
        if self._scram is None:
            self._scram = dict(self.base.scram)
        self._scram[(r.name, r.mechanism)] = ScramCredentialEntry(
            bytes(r.salt), bytes(r.stored_key), bytes(r.server_key), r.iterations
        )
        self.changes.scram = True

    def _client_quota(self, r: mr.ClientQuotaRecord) -> None:
        if self._quotas is None:
            self._quotas = {k: dict(v) for k, v in self.base.client_quotas.items()}
        entity: QuotaEntity = tuple(sorted((e.entity_type, e.entity_name) for e in r.entity))
        values = self._quotas.setdefault(entity, {})
        if r.remove:
            values.pop(r.key, None)
            if not values:
                del self._quotas[entity]
        else:
            values[r.key] = r.value
        self.changes.client_quotas = True

    def _remove_user_scram(self, r: mr.RemoveUserScramCredentialRecord) -> None:
        if self._scram is None:
            self._scram = dict(self.base.scram)
        self._scram.pop((r.name, r.mechanism), None)
        self.changes.scram = True

    # -- result ---------------------------------------------------------------------------------------------------

    def apply(self) -> MetadataImage:
        base = self.base
        topics_by_id: Mapping[uuid.UUID, TopicImage] = base.topics_by_id
        topics_by_name: Mapping[str, TopicImage] = base.topics_by_name
        if self._partitions or self._topics is not None:
            ids, names = self._topics_w()
            for topic_id, parts in self._partitions.items():
                t = ids.get(topic_id)
                if t is None:
                    continue
                nt = TopicImage(t.name, t.id, MappingProxyType(parts))
                ids[topic_id] = nt
                names[t.name] = nt
            topics_by_id = MappingProxyType(ids)
            topics_by_name = MappingProxyType(names)
        if self._snapshot:
            self.changes.topics.update(topics_by_id)
            self.changes.partitions = PartitionKeys(topics_by_id, self._changed_partitions)
        configs = base.configs
        if self._configs is not None:
            configs = MappingProxyType(
                {k: (MappingProxyType(v) if k in self._touched_configs else v) for k, v in self._configs.items() if v}
            )
        return MetadataImage(
            offset=self.offset,
            epoch=self.epoch,
            features=base.features if self._features is None else MappingProxyType(self._features),
            brokers=base.brokers if self._brokers is None else MappingProxyType(self._brokers),
            topics_by_id=topics_by_id,
            topics_by_name=topics_by_name,
            configs=configs,
            next_producer_id=self._next_producer_id,
            acls=base.acls if self._acls is None else MappingProxyType(self._acls),
            scram=base.scram if self._scram is None else MappingProxyType(self._scram),
            client_quotas=base.client_quotas
            if self._quotas is None
            else MappingProxyType({k: MappingProxyType(v) for k, v in self._quotas.items()}),
        )


_REPLAY: dict[type, Any] = {
    mr.RegisterBrokerRecord: MetadataDelta._register_broker,
    mr.UnregisterBrokerRecord: MetadataDelta._unregister_broker,
    mr.BrokerRegistrationChangeRecord: MetadataDelta._registration_change,
    mr.FenceBrokerRecord: MetadataDelta._fence,
    mr.UnfenceBrokerRecord: MetadataDelta._unfence,
    mr.TopicRecord: MetadataDelta._topic,
    mr.PartitionRecord: MetadataDelta._partition,
    mr.PartitionChangeRecord: MetadataDelta._partition_change,
    mr.RemoveTopicRecord: MetadataDelta._remove_topic,
    mr.ConfigRecord: MetadataDelta._config,
    mr.FeatureLevelRecord: MetadataDelta._feature,
    mr.ProducerIdsRecord: MetadataDelta._producer_ids,
    mr.ClearElrRecord: MetadataDelta._clear_elr,
    mr.NoOpRecord: MetadataDelta._noop,
    mr.AccessControlEntryRecord: MetadataDelta._acl,
    mr.RemoveAccessControlEntryRecord: MetadataDelta._remove_acl,
    mr.UserScramCredentialRecord: MetadataDelta._user_scram,
    mr.RemoveUserScramCredentialRecord: MetadataDelta._remove_user_scram,
    mr.ClientQuotaRecord: MetadataDelta._client_quota,
}


def load_snapshot_values(
    values: Iterable[bytes | bytearray | memoryview], offset: int, epoch: int = -1
) -> tuple[MetadataImage, MetadataDelta]:
    """The image a snapshot's framed records build (at `offset`/`epoch`), and the delta that built it (its
    `changes` name every topic and partition). The collector is paused meanwhile (`gc_paused`)."""
    with gc_paused():
        delta = MetadataDelta.for_snapshot()
        delta.replay_values(values)
        delta.offset, delta.epoch = offset, epoch
        image = delta.apply()
    return image, delta


def replay_records(records: Iterable[Message], image: MetadataImage = EMPTY_IMAGE) -> MetadataImage:
    delta = MetadataDelta(image)
    for r in records:
        delta.replay(r)
    return delta.apply()


__all__ = [
    "BROKER_RESOURCE",
    "EMPTY_IMAGE",
    "TOPIC_RESOURCE",
    "BrokerRegistration",
    "DecodeError",
    "ImageChanges",
    "Listener",
    "MetadataDelta",
    "MetadataError",
    "MetadataImage",
    "PartitionKey",
    "PartitionKeys",
    "TopicImage",
    "gc_paused",
    "load_snapshot_values",
    "replay_records",
]
