"""Replaying metadata records into images; snapshots (image -> records -> image); record framing."""

from __future__ import annotations

import uuid

import pytest

from kraftpy.metadata.image import (
    BROKER_RESOURCE,
    EMPTY_IMAGE,
    TOPIC_RESOURCE,
    MetadataDelta,
    MetadataError,
    replay_records,
)
from kraftpy.metadata.partition import NO_LEADER
from kraftpy.metadata.records import build_batch, decode_record, encode_record, iter_batch_records
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages import metadata_records as mr

T1 = uuid.UUID(int=101)
T2 = uuid.UUID(int=102)


def broker(i: int, epoch: int, fenced: bool = True) -> mr.RegisterBrokerRecord:
    return mr.RegisterBrokerRecord(
        broker_id=i,
        broker_epoch=epoch,
        incarnation_id=uuid.UUID(int=1000 + i),
        fenced=fenced,
        end_points=[mr.RegisterBrokerRecord.BrokerEndpoint(name="PLAINTEXT", host="127.0.0.1", port=9090 + i)],
        features=[
            mr.RegisterBrokerRecord.BrokerFeature(
                name="metadata.version", min_supported_version=7, max_supported_version=27
            )
        ],
        rack=None if i % 2 else f"rack{i}",
    )


def cluster_records() -> list:  # type: ignore[type-arg]
    return [
        mr.FeatureLevelRecord(name="metadata.version", feature_level=27),
        mr.FeatureLevelRecord(name="eligible.leader.replicas.version", feature_level=1),
        broker(1, 10),
        broker(2, 11),
        broker(3, 12),
        mr.BrokerRegistrationChangeRecord(broker_id=1, broker_epoch=10, fenced=-1),
        mr.UnfenceBrokerRecord(id=2, epoch=11),
        mr.TopicRecord(name="orders", topic_id=T1),
        mr.PartitionRecord(
            partition_id=0, topic_id=T1, replicas=[1, 2, 3], isr=[1, 2, 3], leader=1, leader_epoch=0, partition_epoch=0
        ),
        mr.PartitionRecord(
            partition_id=1,
            topic_id=T1,
            replicas=[2, 3, 1],
            isr=[2],
            leader=2,
            leader_epoch=3,
            partition_epoch=4,
            eligible_leader_replicas=[3],
            last_known_elr=[1],
        ),
        mr.TopicRecord(name="gone", topic_id=T2),
        mr.PartitionRecord(partition_id=0, topic_id=T2, replicas=[1], isr=[1], leader=1),
        mr.ConfigRecord(resource_type=TOPIC_RESOURCE, resource_name="orders", name="min.insync.replicas", value="2"),
        mr.ConfigRecord(resource_type=BROKER_RESOURCE, resource_name="", name="min.insync.replicas", value="1"),
        mr.PartitionChangeRecord(partition_id=0, topic_id=T1, isr=[1, 2]),
        mr.PartitionChangeRecord(partition_id=0, topic_id=T1, leader=2, isr=[2]),
        mr.RemoveTopicRecord(topic_id=T2),
        mr.ProducerIdsRecord(broker_id=1, broker_epoch=10, next_producer_id=5000),
    ]


def test_replay_builds_the_cluster() -> None:
    image = replay_records(cluster_records())
    assert image.features["metadata.version"] == 27
    assert not image.brokers[1].fenced and not image.brokers[2].fenced and image.brokers[3].fenced
    assert image.brokers[2].listener("PLAINTEXT").port == 9092  # type: ignore[union-attr]
    orders = image.topic("orders")
    assert orders is not None and image.topic("gone") is None and T2 not in image.topics_by_id
    p0 = orders.partitions[0]
    assert (p0.leader, p0.isr, p0.leader_epoch, p0.partition_epoch) == (2, (2,), 1, 2)
    p1 = orders.partitions[1]
    assert (p1.elr, p1.last_known_elr) == ((3,), (1,))
    assert image.topic_config("orders") == {"min.insync.replicas": "2"}
    assert image.broker_config(None) == {"min.insync.replicas": "1"}
    assert image.next_producer_id == 5000


def test_images_are_immutable_and_deltas_copy_on_write() -> None:
    first = replay_records(cluster_records())
    delta = MetadataDelta(first)
    delta.replay(mr.PartitionChangeRecord(partition_id=1, topic_id=T1, leader=NO_LEADER, isr=[]), offset=99)
    second = delta.apply()
    assert first.topics_by_id[T1].partitions[1].leader == 2
    assert second.topics_by_id[T1].partitions[1].leader == NO_LEADER and second.offset == 99
    assert delta.changes.partitions == {(T1, 1)}
    assert second.brokers is first.brokers  # untouched parts are shared
    with pytest.raises(TypeError):
        second.topics_by_id[T1].partitions[5] = None  # type: ignore[index]


def test_snapshot_round_trip() -> None:
    image = replay_records(cluster_records())
    again = replay_records(image.to_records())
    assert again.features == image.features
    assert dict(again.brokers) == dict(image.brokers)
    assert {k: dict(v.partitions) for k, v in again.topics_by_id.items()} == {
        k: dict(v.partitions) for k, v in image.topics_by_id.items()
    }
    assert {k: dict(v) for k, v in again.configs.items()} == {k: dict(v) for k, v in image.configs.items()}
    assert again.next_producer_id == image.next_producer_id


def test_clear_elr_record() -> None:
    image = replay_records([*cluster_records(), mr.ClearElrRecord(topic_name="orders")])
    p1 = image.topics_by_id[T1].partitions[1]
    assert (p1.elr, p1.last_known_elr, p1.partition_epoch) == ((), (), 5)
    assert image.topics_by_id[T1].partitions[0].partition_epoch == 2  # had no ELR: untouched


def test_inconsistent_records_are_refused() -> None:
    with pytest.raises(MetadataError, match="unknown partition"):
        replay_records([mr.TopicRecord(name="t", topic_id=T1), mr.PartitionChangeRecord(partition_id=3, topic_id=T1)])
    with pytest.raises(MetadataError, match="not registered"):
        replay_records([broker(1, 5), mr.UnfenceBrokerRecord(id=1, epoch=6)])
    with pytest.raises(MetadataError, match="created twice"):
        replay_records([mr.TopicRecord(name="t", topic_id=T1), mr.TopicRecord(name="t", topic_id=T2)])


def test_record_framing_and_batches() -> None:
    record = mr.PartitionChangeRecord(partition_id=1, topic_id=T1, eligible_leader_replicas=[2], last_known_leader=3)
    value = encode_record(record)
    assert value[:3] == bytes([1, 5, 2])  # frame version 1, type 5, version 2
    assert decode_record(value) == (record, 2)
    batch = build_batch(cluster_records(), base_offset=40, leader_epoch=3)
    decoded = list(iter_batch_records(batch))
    assert [o for o, _ in decoded] == list(range(40, 40 + len(cluster_records())))
    assert [r for _, r in decoded] == cluster_records()
    with pytest.raises(DecodeError, match="unknown metadata record type 99"):
        decode_record(bytes([1, 99, 0]))
    with pytest.raises(DecodeError, match="newer than this node understands"):
        decode_record(bytes([1, 5, 9]) + record.encode(2))
    with pytest.raises(DecodeError, match="frame version"):
        decode_record(bytes([2, 5, 2]))


def test_empty_image() -> None:
    assert EMPTY_IMAGE.partition_count() == 0
    assert EMPTY_IMAGE.topic("x") is None
