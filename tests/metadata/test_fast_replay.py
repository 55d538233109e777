"""The fast replay paths give what the generic decoder and record-by-record replay give.

* `decode_partition_value`, `decode_topic_value` and `decode_partition_change_value` against `decode_record` on
  random records of every version (and on damaged bytes: the fast path never accepts what the generic decoder
  rejects, and never decodes differently);
* `MetadataDelta.replay_values` (the publisher's commit path) and `load_snapshot_values` (snapshot loads, without
  per-record change tracking) against `replay` of the decoded records: same image, same changes;
* `PartitionRegistration` (a NamedTuple now): `merge` against the replay rules written out field by field,
  equality only with its own kind;
* `PartitionKeys` (the lazy "every partition" set of a snapshot load) behaves as the set it stands for;
* `gc_paused` puts the collector back as it found it.
"""

from __future__ import annotations

import gc
import uuid
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.metadata.image import (
    EMPTY_IMAGE,
    MetadataDelta,
    MetadataImage,
    PartitionKeys,
    TopicImage,
    gc_paused,
    load_snapshot_values,
    replay_records,
)
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.metadata.publisher import MetadataPublisher
from kraftpy.metadata.records import (
    decode_partition_change_value,
    decode_partition_value,
    decode_record,
    decode_topic_value,
    decode_value,
    encode_record,
)
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages import metadata_records as mr

FAST = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
IMAGES = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

int32 = st.integers(-(2**31), 2**31 - 1)
broker_ids = st.integers(-1, 40)
small_lists = st.lists(broker_ids, max_size=10)
uuids = st.one_of(st.just(uuid.UUID(int=0)), st.builds(lambda i: uuid.UUID(int=i), st.integers(0, 2**128 - 1)))


# ---------------------------------------------------------------------------------------------- records


@st.composite
def partition_records(draw: Any) -> tuple[mr.PartitionRecord, int]:
    version = draw(st.integers(0, 2))
    r = mr.PartitionRecord(
        partition_id=draw(int32),
        topic_id=draw(uuids),
        replicas=draw(small_lists),
        isr=draw(small_lists),
        removing_replicas=draw(st.one_of(st.just([]), small_lists)),
        adding_replicas=draw(st.one_of(st.just([]), small_lists)),
        leader=draw(int32),
        leader_recovery_state=draw(st.sampled_from([0, 0, 1, -5, 127])),
        leader_epoch=draw(int32),
        partition_epoch=draw(int32),
    )
    if version >= 1:
        r.directories = draw(st.one_of(st.just([]), st.lists(uuids, max_size=3)))
    if version >= 2:
        r.eligible_leader_replicas = draw(st.one_of(st.none(), small_lists))
        r.last_known_elr = draw(st.one_of(st.none(), small_lists))
        r.last_known_leader = draw(st.one_of(st.just(-1), int32))
    if draw(st.booleans()):  # the shape kraftpy writes: the same list for replicas and ISR
        r.isr = list(r.replicas)
    return r, version


def _kraftpy_shape(r: mr.PartitionRecord, version: int) -> bool:
    return (
        version >= 1
        and len(r.replicas) <= 8
        and len(r.isr) <= 8
        and not r.removing_replicas
        and not r.adding_replicas
        and not r.directories
        and len(r.eligible_leader_replicas or ()) <= 8
        and len(r.last_known_elr or ()) <= 8
    )


@FAST
@given(partition_records())
def test_partition_record_fast_path_equals_the_generic_decoder(case: tuple[mr.PartitionRecord, int]) -> None:
    record, version = case
    value = encode_record(record, version)
    decoded, _ = decode_record(value)
    fast = decode_partition_value(value)
    if _kraftpy_shape(record, version):
        assert fast is not None, "the shape kraftpy writes takes the fast path"
    if fast is not None:
        raw, index, registration = fast
        assert uuid.UUID(bytes=raw) == decoded.topic_id and index == decoded.partition_id
        assert registration == PartitionRegistration.from_record(decoded)
        assert all(type(x) is tuple for x in registration[:2])


@st.composite
def change_records(draw: Any) -> tuple[mr.PartitionChangeRecord, int]:
    version = draw(st.integers(0, 2))
    maybe = st.one_of(st.none(), small_lists)
    r = mr.PartitionChangeRecord(
        partition_id=draw(int32),
        topic_id=draw(uuids),
        isr=draw(maybe),
        leader=draw(st.one_of(st.just(-2), int32)),
        replicas=draw(maybe),
        removing_replicas=draw(maybe),
        adding_replicas=draw(maybe),
        leader_recovery_state=draw(st.sampled_from([-1, 0, 1, 5])),
    )
    if version >= 1 and draw(st.booleans()):
        r.directories = draw(st.lists(uuids, max_size=3))
    if version >= 2:
        r.eligible_leader_replicas = draw(maybe)
        r.last_known_elr = draw(maybe)
        r.last_known_leader = draw(st.one_of(st.just(-2), int32))
    return r, version


@FAST
@given(change_records())
def test_partition_change_fast_path_equals_the_generic_decoder(case: tuple[mr.PartitionChangeRecord, int]) -> None:
    record, version = case
    value = encode_record(record, version)
    decoded, _ = decode_record(value)
    ids: dict[bytes, uuid.UUID] = {}
    fast = decode_partition_change_value(value, ids)
    if record.directories is None:
        assert fast is not None, "a change without directories takes the fast path"
    if fast is not None:
        assert fast == decoded and repr(fast) == repr(decoded)
        again = decode_partition_change_value(value, ids)
        assert again is not None and again.topic_id is fast.topic_id  # one UUID object per topic
    assert decode_value(value, {}) == decoded


@FAST
@given(st.text(max_size=140), uuids)
def test_topic_record_fast_path_equals_the_generic_decoder(name: str, topic_id: uuid.UUID) -> None:
    value = encode_record(mr.TopicRecord(name=name, topic_id=topic_id))
    decoded, _ = decode_record(value)
    fast = decode_topic_value(value)
    if len(name.encode()) < 127:
        assert fast is not None
    if fast is not None:
        assert fast == (decoded.name, decoded.topic_id.bytes)


def _outcome(value: bytes) -> Any:
    try:
        return decode_record(value)[0]
    except DecodeError:
        return DecodeError


@FAST
@given(st.one_of(partition_records(), change_records()), st.data())
def test_damaged_values_are_never_decoded_differently(case: tuple[Any, int], data: Any) -> None:
    record, version = case
    value = bytearray(encode_record(record, version))
    how = data.draw(st.sampled_from(["flip", "truncate", "extend"]))
    if how == "flip":
        i = data.draw(st.integers(0, len(value) - 1))
        value[i] = data.draw(st.integers(0, 255))
    elif how == "truncate":
        del value[data.draw(st.integers(0, len(value) - 1)) :]
    else:
        value += data.draw(st.binary(min_size=1, max_size=4))
    damaged = bytes(value)
    generic = _outcome(damaged)
    fast_partition = decode_partition_value(damaged)
    if fast_partition is not None:
        assert generic is not DecodeError and isinstance(generic, mr.PartitionRecord)
        assert fast_partition[2] == PartitionRegistration.from_record(generic)
    fast_change = decode_partition_change_value(damaged, {})
    if fast_change is not None:
        assert fast_change == generic
    fast_topic = decode_topic_value(damaged)
    if fast_topic is not None:
        assert isinstance(generic, mr.TopicRecord) and fast_topic == (generic.name, generic.topic_id.bytes)


def test_memoryview_values_take_the_fast_paths() -> None:
    t = uuid.UUID(int=7)
    p = encode_record(mr.PartitionRecord(partition_id=1, topic_id=t, replicas=[1, 2], isr=[2], leader=2))
    c = encode_record(mr.PartitionChangeRecord(partition_id=1, topic_id=t, isr=[2, 1], leader=1))
    n = encode_record(mr.TopicRecord(name="t", topic_id=t))
    fast_p = decode_partition_value(memoryview(p))
    assert fast_p is not None and fast_p[2] == PartitionRegistration((1, 2), (2,), 2, -1, -1)
    assert decode_partition_change_value(memoryview(c), {}) == decode_record(c)[0]
    assert decode_topic_value(memoryview(n)) == ("t", t.bytes)


# ---------------------------------------------------------------------------------------------- registrations


def _merge_reference(p: PartitionRegistration, c: mr.PartitionChangeRecord) -> dict[str, Any]:
    """The replay rules of kraftpy/metadata/partition.py, field by field."""
    out = p._asdict()
    out["partition_epoch"] = p.partition_epoch + 1
    if c.isr is not None:
        out["isr"] = tuple(c.isr)
    if c.leader != -2:
        out["leader"], out["leader_epoch"] = c.leader, p.leader_epoch + 1
    for attr, field in (
        ("replicas", "replicas"),
        ("removing_replicas", "removing_replicas"),
        ("adding_replicas", "adding_replicas"),
        ("directories", "directories"),
        ("eligible_leader_replicas", "elr"),
        ("last_known_elr", "last_known_elr"),
    ):
        if getattr(c, attr) is not None:
            out[field] = tuple(getattr(c, attr))
    if c.leader_recovery_state != -1:
        out["leader_recovery_state"] = c.leader_recovery_state
    if c.last_known_leader != -2:
        out["last_known_leader"] = c.last_known_leader
    return out


@FAST
@given(partition_records(), change_records())
def test_merge_follows_the_replay_rules(
    p_case: tuple[mr.PartitionRecord, int], c_case: tuple[mr.PartitionChangeRecord, int]
) -> None:
    p = PartitionRegistration.from_record(p_case[0])
    merged = p.merge(c_case[0])
    assert type(merged) is PartitionRegistration
    assert merged._asdict() == _merge_reference(p, c_case[0])


def test_registrations_are_immutable_hashable_and_equal_only_to_registrations() -> None:
    p = PartitionRegistration(replicas=(1, 2, 3), isr=(1, 2), leader=1, leader_epoch=4)
    same = PartitionRegistration((1, 2, 3), (1, 2), 1, 4)
    assert p == same and not p.__ne__(same) and hash(p) == hash(same) and len({p, same}) == 1
    assert p != tuple(p) and tuple(p) != p  # not equal to a plain tuple of the same fields
    assert p != p._replace(partition_epoch=1)
    with pytest.raises(AttributeError):
        p.leader = 2  # type: ignore[misc]
    assert repr(p).startswith("PartitionRegistration(replicas=(1, 2, 3), isr=(1, 2), leader=1, leader_epoch=4")
    assert p.without_elr() == p._replace(partition_epoch=1)
    topic = TopicImage("t", uuid.UUID(int=1), {0: p})
    assert topic == TopicImage("t", uuid.UUID(int=1), {0: same}) and topic != ("t", uuid.UUID(int=1), {0: p})
    assert topic.partition(0) is p and topic.partition(1) is None


# ---------------------------------------------------------------------------------------------- images


@st.composite
def cluster_logs(draw: Any, first_topic: int = 0) -> list[Any]:
    """A random but consistent sequence of metadata records (a log, or a snapshot with extras)."""
    records: list[Any] = [mr.FeatureLevelRecord(name="metadata.version", feature_level=27)]
    for b in range(draw(st.integers(0, 4))):
        records.append(
            mr.RegisterBrokerRecord(
                broker_id=b, broker_epoch=b + 10, incarnation_id=uuid.UUID(int=b), fenced=draw(st.booleans())
            )
        )
    topics: dict[uuid.UUID, list[int]] = {}
    for t in range(first_topic, first_topic + draw(st.integers(0, 6))):
        topic_id = uuid.UUID(int=(1 << 100) + t)
        records.append(mr.TopicRecord(name=f"topic-{t}", topic_id=topic_id))
        topics[topic_id] = []
        for index in draw(st.lists(st.integers(0, 20), max_size=8, unique=True)):
            p, version = draw(partition_records())
            p.topic_id, p.partition_id = topic_id, index
            if version == 0:
                version = 2
            records.append((p, version))
            topics[topic_id].append(index)
    for _ in range(draw(st.integers(0, 12))):
        kind = draw(st.sampled_from(["change", "remove", "config", "clear"]))
        live = [(t, i) for t, parts in topics.items() for i in parts]
        if kind == "change" and live:
            topic_id, index = draw(st.sampled_from(live))
            c, version = draw(change_records())
            c.topic_id, c.partition_id = topic_id, index
            records.append((c, version))
        elif kind == "remove" and topics:
            topic_id = draw(st.sampled_from(sorted(topics)))
            records.append(mr.RemoveTopicRecord(topic_id=topic_id))
            del topics[topic_id]
        elif kind == "config" and topics:
            records.append(
                mr.ConfigRecord(
                    resource_type=2,
                    resource_name="topic-0",
                    name="min.insync.replicas",
                    value=draw(st.sampled_from(["1", "2", None])),
                )
            )
        elif kind == "clear":
            records.append(mr.ClearElrRecord(topic_name=draw(st.sampled_from(["", "topic-0", "topic-1"]))))
    return records


def _values(log: list[Any]) -> list[bytes]:
    return [encode_record(*r) if isinstance(r, tuple) else encode_record(r) for r in log]


def _same_image(a: MetadataImage, b: MetadataImage) -> None:
    assert (a.offset, a.epoch, a.next_producer_id) == (b.offset, b.epoch, b.next_producer_id)
    assert dict(a.features) == dict(b.features) and dict(a.brokers) == dict(b.brokers)
    assert {k: dict(v) for k, v in a.configs.items()} == {k: dict(v) for k, v in b.configs.items()}
    assert {k: (t.name, dict(t.partitions)) for k, t in a.topics_by_id.items()} == {
        k: (t.name, dict(t.partitions)) for k, t in b.topics_by_id.items()
    }
    assert {n: t.id for n, t in a.topics_by_name.items()} == {n: t.id for n, t in b.topics_by_name.items()}


def _same_changes(a: MetadataDelta, b: MetadataDelta) -> None:
    x, y = a.changes, b.changes
    assert set(x.partitions) == set(y.partitions) and len(x.partitions) == len(y.partitions)
    assert x.topics == y.topics and set(x.deleted_topics) == set(y.deleted_topics)
    assert (x.brokers, x.configs, x.features) == (y.brokers, y.configs, y.features)


def _record_by_record(
    values: list[bytes], base: MetadataImage = EMPTY_IMAGE, offset: int | None = None
) -> tuple[MetadataImage, MetadataDelta]:
    delta = MetadataDelta(base)
    for i, v in enumerate(values):
        delta.replay(decode_record(v)[0], None if offset is None else offset + i, None if offset is None else 3)
    return delta.apply(), delta


@IMAGES
@given(cluster_logs())
def test_snapshot_load_equals_record_by_record_replay(log: list[Any]) -> None:
    values = _values(log)
    expected, slow = _record_by_record(values)
    expected_at = MetadataImage(
        **{**{f: getattr(expected, f) for f in MetadataImage.__slots__}, "offset": 99, "epoch": 4}
    )
    image, delta = load_snapshot_values(values, 99, 4)
    _same_image(image, expected_at)
    _same_changes(delta, slow)
    # the controller's path from decoded records takes the same snapshot delta
    records = MetadataDelta.for_snapshot()
    for v in values:
        records.replay(decode_record(v)[0])
    records.offset, records.epoch = 99, 4
    _same_image(records.apply(), expected_at)
    _same_changes(records, slow)


@IMAGES
@given(cluster_logs(), cluster_logs(first_topic=3))
def test_replay_values_equals_record_by_record_replay_on_an_image(first: list[Any], second: list[Any]) -> None:
    base = replay_records(decode_record(v)[0] for v in _values(first))
    # the second log continues the first: topics 3.. collide with the first log's only sometimes
    values = _values([r for r in second if not isinstance(r, mr.FeatureLevelRecord | mr.RegisterBrokerRecord)])
    try:
        expected, slow = _record_by_record(values, base, 50)
    except Exception as e:  # an inconsistent log: the fast path must refuse it the same way
        with pytest.raises(type(e)):
            MetadataDelta(base).replay_values(values, 50, 3)
        return
    delta = MetadataDelta(base)
    delta.replay_values(values, 50, 3)
    _same_image(delta.apply(), expected)
    _same_changes(delta, slow)


def test_snapshot_of_an_image_round_trips_through_the_fast_path() -> None:
    t1, t2 = uuid.UUID(int=11), uuid.UUID(int=12)
    image = replay_records(
        [
            mr.FeatureLevelRecord(name="metadata.version", feature_level=27),
            mr.FeatureLevelRecord(name="eligible.leader.replicas.version", feature_level=1),  # snapshots keep the ELR
            mr.RegisterBrokerRecord(broker_id=1, broker_epoch=5, incarnation_id=uuid.UUID(int=1)),
            mr.TopicRecord(name="a", topic_id=t1),
            mr.PartitionRecord(
                partition_id=0,
                topic_id=t1,
                replicas=[1, 2, 3],
                isr=[1],
                leader=1,
                leader_epoch=3,
                partition_epoch=7,
                eligible_leader_replicas=[2],
                last_known_elr=[3],
            ),
            mr.PartitionRecord(
                partition_id=1,
                topic_id=t1,
                replicas=[2, 3, 1],
                isr=[],
                leader=-1,
                last_known_leader=2,
                leader_recovery_state=1,
            ),
            mr.TopicRecord(name="b", topic_id=t2),
            mr.PartitionRecord(
                partition_id=0,
                topic_id=t2,
                replicas=[1, 2],
                isr=[1, 2],
                leader=1,
                adding_replicas=[2],
                removing_replicas=[],
            ),
        ]
    )
    values = [encode_record(r) for r in image.to_records()]
    loaded, delta = load_snapshot_values(values, image.offset)
    _same_image(loaded, image)
    assert set(delta.changes.partitions) == {(t1, 0), (t1, 1), (t2, 0)} and delta.changes.topics == {t1, t2}


def test_a_broken_snapshot_is_refused_as_before() -> None:
    t = uuid.UUID(int=5)
    orphan = encode_record(mr.PartitionRecord(partition_id=0, topic_id=t, replicas=[1], isr=[1], leader=1))
    with pytest.raises(Exception, match="unknown topic id"):
        load_snapshot_values([orphan], 0)
    twice = encode_record(mr.TopicRecord(name="x", topic_id=t))
    with pytest.raises(Exception, match="created twice"):
        load_snapshot_values([twice, twice], 0)
    with pytest.raises(DecodeError):
        load_snapshot_values([orphan[:-1]], 0)
    with pytest.raises(ValueError):
        MetadataDelta(replay_records([mr.TopicRecord(name="x", topic_id=t)]), snapshot=True)


def test_a_topic_deleted_and_created_again_in_one_delta_keeps_its_new_config() -> None:
    t1, t2 = uuid.UUID(int=1), uuid.UUID(int=2)
    log = [
        mr.TopicRecord(name="x", topic_id=t1),
        mr.ConfigRecord(resource_type=2, resource_name="x", name="retention.ms", value="1"),
        mr.RemoveTopicRecord(topic_id=t1),
        mr.TopicRecord(name="x", topic_id=t2),
        mr.ConfigRecord(resource_type=2, resource_name="x", name="cleanup.policy", value="compact"),
    ]
    image = replay_records(log)
    assert dict(image.topic_config("x")) == {"cleanup.policy": "compact"}
    loaded, _ = load_snapshot_values([encode_record(r) for r in log], 4)
    assert dict(loaded.topic_config("x")) == {"cleanup.policy": "compact"}


def test_publisher_snapshot_listeners_see_every_partition() -> None:
    t = uuid.UUID(int=9)
    seen: list[Any] = []
    pub = MetadataPublisher()
    pub.subscribe(lambda image, changes: seen.append((image, changes)))
    pub.load_snapshot(
        [encode_record(mr.TopicRecord(name="x", topic_id=t))]
        + [
            encode_record(
                mr.PartitionRecord(
                    partition_id=i, topic_id=t, replicas=[1], isr=[1], leader=1, leader_epoch=0, partition_epoch=0
                )
            )
            for i in range(3)
        ],
        41,
        2,
    )
    image, changes = seen[-1]
    assert (image.offset, image.epoch, pub.last_offset) == (41, 2, 41)
    assert sorted(i for _, i in changes.partitions) == [0, 1, 2] and changes.topics == {t}
    pub.commit(42, [encode_record(mr.PartitionChangeRecord(partition_id=1, topic_id=t, isr=[], leader=-1))], 2)
    image, changes = seen[-1]
    assert changes.partitions == {(t, 1)} and image.partition(t, 1).leader == -1  # type: ignore[union-attr]
    assert image.partition(t, 1).leader_epoch == 1 and image.offset == 42  # type: ignore[union-attr]


def test_partition_keys_behave_as_the_set_they_stand_for() -> None:
    t1, t2, gone = uuid.UUID(int=1), uuid.UUID(int=2), uuid.UUID(int=3)
    p = PartitionRegistration((1,), (1,), 1)
    topics = {t1: TopicImage("a", t1, {0: p, 1: p}), t2: TopicImage("b", t2, {})}
    keys = PartitionKeys(topics, {(gone, 0), (t1, 1)})
    expected = {(t1, 0), (t1, 1), (gone, 0)}
    assert (
        keys == expected and expected == keys and len(keys) == 3 and sorted(keys, key=str) == sorted(expected, key=str)
    )
    assert (t1, 0) in keys and (gone, 0) in keys and (t2, 0) not in keys and "x" not in keys
    assert keys & {(t1, 0), (t2, 5)} == {(t1, 0)} and isinstance(keys | set(), set)
    assert set(PartitionKeys(topics)) == {(t1, 0), (t1, 1)} and "3 partitions" in repr(keys)


@pytest.mark.parametrize("enabled", [True, False])
def test_gc_paused_restores_the_collector(enabled: bool) -> None:
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        with gc_paused():
            assert not gc.isenabled()
        assert gc.isenabled() is enabled
        with pytest.raises(RuntimeError), gc_paused():
            raise RuntimeError("boom")
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_snapshot_load_of_records_and_values_agree_in_the_controller() -> None:
    from kraftpy.controller.role import ControllerRole
    from kraftpy.controller.settings import ControllerSettings
    from tests.controller.fakes import ManualReactor, SharedLog

    t = uuid.UUID(int=77)
    records: list[Any] = [
        mr.FeatureLevelRecord(name="metadata.version", feature_level=27),
        mr.RegisterBrokerRecord(broker_id=1, broker_epoch=3, incarnation_id=uuid.UUID(int=1), fenced=False),
        mr.TopicRecord(name="x", topic_id=t),
        mr.ConfigRecord(resource_type=2, resource_name="x", name="min.insync.replicas", value="3"),
        mr.PartitionRecord(
            partition_id=0, topic_id=t, replicas=[1, 2, 3], isr=[1], leader=1, eligible_leader_replicas=[2]
        ),
        mr.PartitionRecord(partition_id=1, topic_id=t, replicas=[2, 3, 1], isr=[], leader=-1),
    ]
    values = [encode_record(r) for r in records]
    roles = [
        ControllerRole(ControllerSettings(node_id=n, cluster_id="c"), ManualReactor(), SharedLog().view(n))
        for n in (1, 2)
    ]
    roles[0].controller.handle_load_snapshot_values(values, 10)
    roles[1].controller.handle_load_snapshot([decode_record(v)[0] for v in values], 10)
    _same_image(roles[0].controller.committed, roles[1].controller.committed)
    assert roles[0].controller.committed_offset == 10
    assert roles[0].metrics.snapshot() == roles[1].metrics.snapshot()
    snap = roles[0].metrics.snapshot()
    assert (snap["GlobalPartitionCount"], snap["OfflinePartitionsCount"]) == (2, 1)
    assert (snap["global_under_min_isr_partition_count"], snap["electable_leaders_count"]) == (2, 2)
