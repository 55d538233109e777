"""UpdateFeatures on the controller cluster: ELR off by default (KIP-966), upgraded and downgraded on a running
cluster, Kafka's validation rules, and the KIP-966 downgrade rule (ELR fields dropped on the next partition change,
ignored by the controller, not written into snapshots)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from kraftpy.controller.settings import ControllerSettings
from kraftpy.metadata.configs import elr_enabled_in
from kraftpy.metadata.image import MetadataImage, replay_records
from kraftpy.metadata.records import decode_record
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.broker_registration import BrokerRegistrationRequest
from kraftpy.protocol.messages.update_features import UpdateFeaturesRequest, UpdateFeaturesResponse
from tests.controller.fakes import info
from tests.controller.harness import BROKER_RESOURCE, CLUSTER_ID, Harness

E = ErrorCode
U = UpdateFeaturesRequest
ELR = "eligible.leader.replicas.version"
MV = "metadata.version"
UPDATE_FEATURES = 57


def update(h: Harness, *updates: tuple[str, int, int], version: int = 2, validate_only: bool = False) -> Any:
    """UpdateFeatures with (feature, level, upgrade type); the response, after the records commit."""
    req = U(
        feature_updates=[  # v0 says AllowDowngrade, v1+ UpgradeType
            U.FeatureUpdateKey(
                feature=f,
                max_version_level=level,
                upgrade_type=t if version >= 1 else 1,
                allow_downgrade=version == 0 and t != 1,
            )
            for f, level, t in updates
        ],
        validate_only=validate_only,
    )
    req = U.decode(req.encode(version), version)  # as the wire carries it
    resp = h.call(UPDATE_FEATURES, version, req)
    UpdateFeaturesResponse.decode(resp.encode(version), version)  # every answer encodes at the request's version
    return resp


def written(h: Harness, before: int) -> list[Any]:
    return [decode_record(v)[0] for v in h.log.values[before:]]


def test_elr_is_off_unless_the_node_turns_it_on() -> None:
    assert ControllerSettings(node_id=1, cluster_id=CLUSTER_ID).eligible_leader_replicas_enabled is False
    h = Harness(eligible_leader_replicas_enabled=False)
    assert h.image.features == {MV: 27}
    assert not h.image.elr_enabled
    # without ELR the last ISR member stays in the ISR (the legacy rule): no ELR
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 1, 3, min_insync_replicas="2")
    a, b, c = h.partition("t").replicas
    h.expire_session(c)
    h.expire_session(b)
    p = h.partition("t")
    assert (p.isr, p.elr) == ((a,), ())


def test_upgrade_enables_elr_with_the_safety_records() -> None:
    h = Harness(eligible_leader_replicas_enabled=False, static={"min.insync.replicas": "2"})
    h.start_brokers(1, 2, 3)
    h.set_config(BROKER_RESOURCE, "2", "min.insync.replicas", "3")  # a broker-level value: removed on enabling
    h.create_topic("t", 1, 3)
    before = len(h.log.values)
    resp = update(h, (ELR, 1, 1))
    assert (resp.error_code, resp.error_message) == (0, None)
    assert h.committed.features == {MV: 27, ELR: 1} and h.committed.elr_enabled
    assert [
        (
            type(r).__name__,
            getattr(r, "resource_name", r.name),
            r.value if isinstance(r, mr.ConfigRecord) else r.feature_level,
        )
        for r in written(h, before)
    ] == [
        ("ConfigRecord", "", "2"),  # cluster-level min.insync.replicas from the static setting
        ("ConfigRecord", "2", None),  # broker 2's removed
        ("FeatureLevelRecord", ELR, 1),
    ]
    # the controller applies the KIP-966 rules from now on
    a, b, c = h.partition("t").replicas
    h.expire_session(c)
    h.expire_session(b)
    p = h.partition("t")
    assert (p.isr, p.elr) == ((a,), (b,))
    # upgrading again to the same level writes nothing
    before = len(h.log.values)
    assert update(h, (ELR, 1, 1)).error_code == 0
    assert len(h.log.values) == before


def test_downgrade_drops_the_elr_fields_on_the_next_change_and_the_controller_ignores_them() -> None:
    h = Harness()
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 1, 3, min_insync_replicas="2")
    a, b, c = h.partition("t").replicas
    h.expire_session(c)
    h.expire_session(b)
    assert (h.partition("t").isr, h.partition("t").elr) == ((a,), (b,))
    # a downgrade needs a downgrade type
    before = len(h.log.values)
    resp = update(h, (ELR, 0, 1))
    assert resp.error_code == E.INVALID_UPDATE_VERSION
    assert "Can't downgrade the version of this feature" in resp.error_message
    assert len(h.log.values) == before and h.image.elr_enabled
    resp = update(h, (ELR, 0, 2))
    assert resp.error_code == 0
    assert [(r.name, r.feature_level) for r in written(h, before)] == [(ELR, 0)]
    assert ELR not in h.committed.features and not h.committed.elr_enabled
    # the partition keeps its ELR fields until its next change ...
    assert h.partition("t").elr == (b,)
    # ... snapshots do not write them any more ...
    (record,) = [r for r in h.committed.to_records() if isinstance(r, mr.PartitionRecord)]
    assert record.eligible_leader_replicas is None and record.last_known_elr is None
    # ... and the next change drops them; the controller decides as without ELR: the last ISR member stays
    h.expire_session(a)
    p = h.partition("t")
    assert (p.isr, p.elr, p.last_known_elr, p.last_known_leader) == ((a,), (), (), -1)
    # b, formerly eligible, is not elected when it comes back (the ELR is ignored)
    h.restart(b, clean=True)
    assert h.partition("t").leader != b


def test_a_feature_level_every_broker_must_support() -> None:
    h = Harness(eligible_leader_replicas_enabled=False)
    h.start_brokers(1, 2)
    old = BrokerRegistrationRequest(  # a broker that knows nothing of ELR
        broker_id=3,
        cluster_id=CLUSTER_ID,
        incarnation_id=uuid.uuid4(),
        features=[BrokerRegistrationRequest.Feature(name=MV, min_supported_version=7, max_supported_version=27)],
    )
    assert h.call(62, 4, old).error_code == 0
    resp = update(h, (ELR, 1, 1))
    assert (resp.error_code, resp.error_message) == (
        E.INVALID_UPDATE_VERSION,
        f"Invalid update version 1 for feature {ELR}. Broker 3 only supports versions 0-0",
    )
    assert not h.image.elr_enabled


@pytest.mark.parametrize(
    ("updates", "code", "message"),
    [
        (
            [(ELR, 2, 1)],
            E.INVALID_UPDATE_VERSION,
            f"Invalid update version 2 for feature {ELR}. Local controller 100 only supports versions 0-1",
        ),
        (
            [("group.version", 1, 1)],
            E.INVALID_UPDATE_VERSION,
            "Invalid update version 1 for feature group.version. The controller does not support this feature.",
        ),
        ([(MV, 26, 2)], E.INVALID_UPDATE_VERSION, "kraftpy does not downgrade metadata.version"),
        ([(MV, 26, 1)], E.INVALID_UPDATE_VERSION, "Can't downgrade the version of this feature"),
        ([(ELR, 1, 1), (ELR, 1, 1)], E.INVALID_REQUEST, f"Feature {ELR} appears more than once"),
        ([(ELR, 1, 7)], E.INVALID_REQUEST, f"Unknown upgrade type 7 for feature {ELR}"),
        ([(MV, 27, 1), (ELR, 5, 1)], E.INVALID_UPDATE_VERSION, "Invalid update version 5"),  # all or nothing
    ],
)
def test_invalid_updates_change_nothing(updates: list[tuple[str, int, int]], code: int, message: str) -> None:
    h = Harness(eligible_leader_replicas_enabled=False)
    h.start_brokers(1)
    before = len(h.log.values)
    resp = update(h, *updates)
    assert resp.error_code == code and message in resp.error_message
    assert len(h.log.values) == before and h.image.features == {MV: 27}


def test_elr_needs_metadata_version_4_0_iv1() -> None:
    h = Harness(eligible_leader_replicas_enabled=False, metadata_version=22)
    h.start_brokers(1)
    resp = update(h, (ELR, 1, 1))
    assert resp.error_code == E.INVALID_UPDATE_VERSION
    assert f"{ELR} 1 requires {MV} 4.0-IV1 or higher, but {MV} would be 4.0-IV0" in resp.error_message
    # both in one request: the levels it leaves finalized are what counts
    assert update(h, (MV, 23, 1), (ELR, 1, 1)).error_code == 0
    assert h.committed.features == {MV: 23, ELR: 1}


def test_validate_only_and_the_older_versions() -> None:
    h = Harness(eligible_leader_replicas_enabled=False)
    h.start_brokers(1)
    before = len(h.log.values)
    resp = update(h, (ELR, 1, 1), version=1, validate_only=True)
    assert resp.error_code == 0 and [(r.feature, r.error_code) for r in resp.results] == [(ELR, 0)]
    assert len(h.log.values) == before and not h.image.elr_enabled
    # v0: AllowDowngrade false is an upgrade; per-feature results carry the request's outcome
    assert update(h, (ELR, 1, 1), version=0).results[0].error_code == 0
    assert h.committed.elr_enabled
    resp = update(h, (ELR, 0, 1), version=0)
    assert [(r.feature, r.error_code) for r in resp.results] == [(ELR, E.INVALID_UPDATE_VERSION)]
    assert update(h, (ELR, 0, 2), version=0).error_code == 0  # AllowDowngrade true
    assert not h.committed.elr_enabled
    # a level below 1 removes the feature, as 0 does
    assert update(h, (ELR, 1, 1)).error_code == 0
    assert update(h, (ELR, -1, 3)).error_code == 0 and ELR not in h.committed.features


def test_a_standby_answers_not_controller() -> None:
    h = Harness()
    standby = h.roles[101]
    d = standby.handlers()[UPDATE_FEATURES](
        info(UPDATE_FEATURES, 2),
        U(feature_updates=[U.FeatureUpdateKey(feature=ELR, max_version_level=0, upgrade_type=2)]),
    )
    assert d.done and d.error is not None and getattr(d.error, "error_code", None) == E.NOT_CONTROLLER


def test_image_and_config_agree_on_a_missing_feature() -> None:
    """No eligible.leader.replicas.version in the image: ELR is off for the controller's decisions and for the
    records the image writes (snapshots) alike."""
    topic_id = uuid.UUID(int=5)
    for features in ({}, {ELR: 0}, {MV: 27}):
        image = MetadataImage(features=features)
        assert elr_enabled_in(image) is False and image.elr_enabled is False
    img = replay_records(
        [
            mr.FeatureLevelRecord(name=MV, feature_level=27),
            mr.TopicRecord(name="t", topic_id=topic_id),
            mr.PartitionRecord(
                partition_id=0,
                topic_id=topic_id,
                replicas=[1, 2, 3],
                isr=[1],
                leader=1,
                eligible_leader_replicas=[2],
                last_known_elr=[3],
            ),
        ]
    )
    (record,) = [r for r in img.to_records() if isinstance(r, mr.PartitionRecord)]
    assert record.eligible_leader_replicas is None and record.last_known_elr is None
    on = replay_records([*img.to_records(), mr.FeatureLevelRecord(name=ELR, feature_level=1)])
    assert elr_enabled_in(on) and on.elr_enabled
