"""Kafka's JSON form of messages (kraftpy.protocol.json_form): the rules, and a round trip through JSON text for
every version of every metadata and raft record."""

from __future__ import annotations

import json
import uuid

import pytest
from hypothesis import HealthCheck, given, settings

from kraftpy.protocol.json_form import (
    CONTROL_RECORD_NAMES,
    from_json_object,
    json_name,
    metadata_record_json,
    record_type_name,
    to_json_object,
)
from kraftpy.protocol.messages import metadata_records, raft_records
from kraftpy.protocol.messages.metadata_records import PartitionRecord, TopicRecord, UserScramCredentialRecord
from kraftpy.protocol.messages.raft_records import QuorumStateData
from kraftpy.protocol.records.record import ControlRecordType
from tests.protocol.messages import case_id
from tests.protocol.strategies import message

RECORD_CASES = [
    (cls, v)
    for module in (metadata_records, raft_records)
    for cls in (getattr(module, name) for name in module.__all__)
    for v in range(cls.VALID_VERSIONS[0], cls.VALID_VERSIONS[1] + 1)
]
TOPIC_ID = uuid.UUID("6b1d6ad2-7d4f-4b3c-8f2e-0c8e3f1a9d55")


def test_names() -> None:
    assert json_name("LeaderEpoch") == "leaderEpoch"
    assert json_name("isr") == "isr"
    assert record_type_name("PartitionChangeRecord") == "PARTITION_CHANGE_RECORD"
    assert record_type_name("KRaftVersionRecord") == "K_RAFT_VERSION_RECORD"
    assert CONTROL_RECORD_NAMES[ControlRecordType.LEADER_CHANGE] == "LeaderChange"
    assert CONTROL_RECORD_NAMES[1000] == "VoterAssignment"


def test_a_metadata_record_as_kafka_prints_it() -> None:
    record = TopicRecord(name="orders", topic_id=TOPIC_ID)
    doc = metadata_record_json(record, 0)
    assert json.dumps(doc, separators=(",", ":")) == (
        '{"type":"TOPIC_RECORD","version":0,"data":{"name":"orders","topicId":"ax1q0n1PSzyPLgyOPxqdVQ"}}'
    )


def test_tagged_fields_at_their_default_are_left_out() -> None:
    plain = PartitionRecord(partition_id=0, topic_id=TOPIC_ID, replicas=[1], isr=[1], leader=1)
    data = to_json_object(plain, 2)
    assert "eligibleLeaderReplicas" not in data and "lastKnownElr" not in data
    assert data["removingReplicas"] == [] and data["directories"] == []  # untagged: always there
    with_elr = PartitionRecord(
        partition_id=0, topic_id=TOPIC_ID, replicas=[1, 2], isr=[1], leader=1, eligible_leader_replicas=[2]
    )
    assert to_json_object(with_elr, 2)["eligibleLeaderReplicas"] == [2]


def test_bytes_are_base64() -> None:
    record = UserScramCredentialRecord(name="alice", mechanism=1, salt=b"\x00\x01", stored_key=b"k", server_key=b"s")
    data = to_json_object(record, 0)
    assert (data["salt"], data["storedKey"], data["serverKey"]) == ("AAE=", "aw==", "cw==")


def test_reading_it_back_checks_the_fields() -> None:
    good = {"leaderId": 1, "leaderEpoch": 5, "votedId": 1, "votedDirectoryId": "AAAAAAAAAAAAAAAAAAAAAA"}
    assert from_json_object(QuorumStateData, good, 1) == QuorumStateData(leader_id=1, leader_epoch=5, voted_id=1)
    with pytest.raises(KeyError, match="votedId"):
        from_json_object(QuorumStateData, {k: v for k, v in good.items() if k != "votedId"}, 1)
    with pytest.raises(TypeError, match="leaderEpoch"):
        from_json_object(QuorumStateData, {**good, "leaderEpoch": "5"}, 1)
    with pytest.raises(TypeError, match="leaderEpoch"):
        from_json_object(QuorumStateData, {**good, "leaderEpoch": True}, 1)
    with pytest.raises(ValueError):
        from_json_object(QuorumStateData, {**good, "votedDirectoryId": "AAAA"}, 1)
    with pytest.raises(TypeError, match="currentVoters"):
        from_json_object(QuorumStateData, {**good, "currentVoters": {}}, 1)


def test_record_cases_cover_the_metadata_and_raft_records() -> None:
    assert {"TopicRecord", "PartitionRecord", "PartitionChangeRecord", "VoterAssignmentMessage"} <= {
        cls.NAME for cls, _ in RECORD_CASES
    }


@pytest.mark.parametrize("case", RECORD_CASES, ids=case_id)
def test_round_trip_through_json_text(case) -> None:  # type: ignore[no-untyped-def]
    cls, version = case

    @settings(max_examples=10, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(message(cls, version, unknown_tags=False))
    def check(obj) -> None:  # type: ignore[no-untyped-def]
        text = json.dumps(to_json_object(obj, version))
        assert from_json_object(cls, json.loads(text), version) == obj

    check()
