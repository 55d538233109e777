"""The controller's faster paths decide and count exactly what the straightforward ones did.

* broker lifecycle changes (`fence_changes`, `unfence_changes`, `registration_changes`, `unregister_changes`,
  `leader_count`), which now walk the image directly, against the walk over `iter_partitions` they replaced;
* `ReplicationControl.options` (cached per image, topic and replication factor) follows config changes;
* the metrics' one-pass `_recount` against the per-partition `_contribution` it replaced, on random images;
* a controller loading a snapshot from values counts and decides like one that replayed the log.
"""

from __future__ import annotations

import random
import uuid
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.controller.metrics import ControllerMetrics, _contribution
from kraftpy.controller.replication_control import PartitionRef, ReplicationControl, iter_partitions
from kraftpy.controller.settings import ControllerSettings, elr_enabled, resolver
from kraftpy.metadata.image import MetadataImage, replay_records
from kraftpy.metadata.partition import NO_LEADER
from kraftpy.metadata.records import encode_record
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages import metadata_records as mr
from tests.controller.harness import TOPIC_RESOURCE, Harness


def reference_changes(rc: ReplicationControl, image: MetadataImage, broker: int) -> dict[str, Any]:
    """What the lifecycle changes gave before: loops over `iter_partitions`."""
    ex = rc.can_lead(image, exclude=[broker])
    fence: list[Message] = []
    departure: list[Message] = []
    unfence: list[Message] = []
    for ref in iter_partitions(image):
        p = ref.partition
        if broker in p.isr or p.leader == broker:
            result = rc.change(image, ref, ex, target_isr=tuple(b for b in p.isr if b != broker))
            if result is not None:
                fence.append(result.record)
    for ref in iter_partitions(image):
        p = ref.partition
        if broker in p.isr or broker in p.elr or p.leader == broker:
            result = rc.change(image, ref, ex, unclean_shutdown=[broker])
            if result is not None:
                departure.append(result.record)
    unregister: list[Message] = []
    for ref in iter_partitions(image):
        p = ref.partition
        if (
            broker in p.isr
            or broker in p.elr
            or p.leader == broker
            or broker in p.last_known_elr
            or p.last_known_leader == broker
        ):
            result = rc.change(image, ref, ex, departed=[broker])
            if result is not None:
                unregister.append(result.record)
    for ref in iter_partitions(image):
        p = ref.partition
        if p.leader == NO_LEADER and broker in p.replicas:
            result = rc.change(image, ref, rc.can_lead(image, include=[broker]))
            if result is not None:
                unfence.append(result.record)
    return {
        "fence": fence,
        "unclean": departure if elr_enabled(image) else fence,
        "clean": fence,
        "unregister": unregister,
        "unfence": unfence,
        "leaders": sum(1 for ref in iter_partitions(image) if ref.partition.leader == broker),
    }


def actual_changes(rc: ReplicationControl, image: MetadataImage, broker: int) -> dict[str, Any]:
    return {
        "fence": rc.fence_changes(image, broker),
        "unclean": rc.registration_changes(image, broker, clean=False),
        "clean": rc.registration_changes(image, broker, clean=True),
        "unregister": rc.unregister_changes(image, broker),
        "unfence": rc.unfence_changes(image, broker),
        "leaders": rc.leader_count(image, broker),
    }


def test_lifecycle_changes_match_the_walk_they_replaced() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3, 4)
    h.create_topic("a", 6, 3, min_insync_replicas="2")
    h.create_topic("b", 4, 2)
    h.create_topic("c", 3, 4, min_insync_replicas="3", unclean_leader_election_enable="true")
    h.fence(2)
    h.fence(3)  # ISRs below min ISR: ELRs; some partitions lose their leader
    h.restart(2, clean=False)
    image = h.committed
    rc = h.active.replication
    assert any(p.elr for t in image.topics_by_id.values() for p in t.partitions.values())
    for broker in (1, 2, 3, 4, 5):
        # fresh ReplicationControls with the same seed: unclean elections pick alike on both sides
        expected = reference_changes(ReplicationControl(rc.settings, random.Random(7)), image, broker)
        actual = actual_changes(ReplicationControl(rc.settings, random.Random(7)), image, broker)
        assert actual == expected, broker
    assert actual_changes(rc, image, 1)["fence"]  # the comparison is not vacuous


def test_change_options_follow_a_min_isr_change() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 1, 3, assignment=[[1, 2, 3]], min_insync_replicas="2")
    rc = h.active.replication
    topic = h.topic("t")
    before = rc.options(h.image, topic, topic.partitions[0])
    assert before is rc.options(h.image, topic, topic.partitions[0])  # cached for this image
    assert before.min_isr == 2
    h.set_config(TOPIC_RESOURCE, "t", "min.insync.replicas", "3")
    assert rc.options(h.image, h.topic("t"), h.partition("t")).min_isr == 3
    h.fence(1)  # ISR [2, 3] < 3: broker 1 joins the ELR under the new setting
    p = h.partition("t")
    assert p.isr == (2, 3) and p.elr == (1,)


@st.composite
def images(draw: Any) -> MetadataImage:
    records: list[Any] = [mr.FeatureLevelRecord(name="metadata.version", feature_level=27)]
    if draw(st.booleans()):
        records.append(
            mr.ConfigRecord(
                resource_type=4, resource_name="", name="min.insync.replicas", value=str(draw(st.integers(1, 4)))
            )
        )
    for t in range(draw(st.integers(0, 5))):
        topic_id = uuid.UUID(int=t + 1)
        records.append(mr.TopicRecord(name=f"t{t}", topic_id=topic_id))
        if draw(st.booleans()):
            records.append(
                mr.ConfigRecord(
                    resource_type=TOPIC_RESOURCE,
                    resource_name=f"t{t}",
                    name="min.insync.replicas",
                    value=str(draw(st.integers(1, 4))),
                )
            )
        for index in range(draw(st.integers(0, 6))):
            replicas = draw(st.lists(st.integers(0, 5), max_size=4, unique=True))
            isr = draw(st.lists(st.sampled_from(replicas), unique=True)) if replicas else []
            elr = [b for b in replicas if b not in isr and draw(st.booleans())]
            leader = draw(st.sampled_from([NO_LEADER, *isr, *replicas]))
            records.append(
                mr.PartitionRecord(
                    partition_id=index,
                    topic_id=topic_id,
                    replicas=replicas,
                    isr=isr,
                    leader=leader,
                    eligible_leader_replicas=elr,
                )
            )
    return replay_records(records)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(images())
def test_recount_equals_the_sum_of_partition_contributions(image: MetadataImage) -> None:
    s = ControllerSettings(node_id=1, cluster_id="c")
    metrics = ControllerMetrics.__new__(ControllerMetrics)
    metrics.settings = s
    metrics._recount(image)
    r = resolver(image, s)
    totals = [0, 0, 0, 0, 0]
    for t in image.topics_by_id.values():
        for p in t.partitions.values():
            for i, x in enumerate(_contribution(p, min(r.min_insync_replicas(t.name), len(p.replicas)))):
                totals[i] += x
    assert [
        metrics.offline_partitions,
        metrics.preferred_replica_imbalance,
        metrics.under_min_isr_partitions,
        metrics.electable_leaders,
        metrics.under_min_electable_partitions,
    ] == totals


def test_standby_loading_a_snapshot_counts_and_decides_like_the_active_controller() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.create_topic("a", 5, 3, min_insync_replicas="2")
    h.fence(3)
    active = h.active
    standby = next(r for r in h.roles.values() if r is not active)
    image = active.controller.committed
    values = [encode_record(r) for r in image.to_records()]
    standby.controller.handle_load_snapshot_values(values, h.log.committed)
    loaded = standby.controller.committed
    assert {t.name: dict(t.partitions) for t in loaded.topics_by_id.values()} == {
        t.name: dict(t.partitions) for t in image.topics_by_id.values()
    }
    gauges = (
        "GlobalPartitionCount",
        "OfflinePartitionsCount",
        "PreferredReplicaImbalanceCount",
        "global_under_min_isr_partition_count",
        "electable_leaders_count",
    )
    assert {k: standby.metrics.snapshot()[k] for k in gauges} == {k: active.metrics.snapshot()[k] for k in gauges}
    rc = standby.replication
    assert [r.to_dict() for r in rc.fence_changes(loaded, 1)] == [
        r.to_dict() for r in active.replication.fence_changes(image, 1)
    ]
    ref = next(iter_partitions(loaded))
    assert isinstance(ref, PartitionRef) and ref.partition == image.partition(ref.topic.id, ref.index)
