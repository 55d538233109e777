"""Encoding rules: a version that cannot carry a value fails clearly, unless the field is ignorable."""

from __future__ import annotations

import uuid

import pytest

from kraftpy.protocol.errors import EncodeError
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse


def test_non_default_value_in_a_field_the_version_lacks() -> None:
    # FetchRequest.ReplicaState exists from v15; ClusterId is tagged from v12.
    req = FetchRequest(replica_state=FetchRequest.ReplicaState(replica_id=2, replica_epoch=7))
    assert FetchRequest.decode(req.encode(15), 15).replica_state.replica_epoch == 7
    with pytest.raises(EncodeError, match=r"FetchRequest\.ReplicaState.*version 14"):
        req.encode(14)


def test_ignorable_field_is_dropped_silently() -> None:
    # ApiVersionsRequest.ClientSoftwareName (v3+) is ignorable: older versions just do not send it.
    req = ApiVersionsRequest(client_software_name="kraftpy", client_software_version="1.0")
    assert req.encode(2) == b""
    assert ApiVersionsRequest.decode(req.encode(3), 3).client_software_name == "kraftpy"


def test_non_ignorable_field_fails() -> None:
    # MetadataRequest.AllowAutoTopicCreation (v4+) is not ignorable: a v3 request would create topics.
    req = MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="t")], allow_auto_topic_creation=False)
    with pytest.raises(EncodeError, match="AllowAutoTopicCreation"):
        req.encode(3)
    assert MetadataRequest.decode(req.encode(4), 4).allow_auto_topic_creation is False


def test_null_in_a_non_nullable_field() -> None:
    resp = MetadataResponse(topics=[MetadataResponse.MetadataResponseTopic(name=None)])
    assert MetadataResponse.decode(resp.encode(12), 12).topics[0].name is None  # nullable from v12
    with pytest.raises(EncodeError, match=r"Topics\.Name.*null is not allowed"):
        resp.encode(11)


def test_out_of_range_and_wrong_types_name_the_field() -> None:
    with pytest.raises(EncodeError, match="ThrottleTimeMs"):
        MetadataResponse(throttle_time_ms=2**31).encode(9)
    with pytest.raises(EncodeError, match="ClientSoftwareName"):
        ApiVersionsRequest(client_software_name=5).encode(3)  # type: ignore[arg-type]
    with pytest.raises(EncodeError, match="TopicId"):
        MetadataResponse(topics=[MetadataResponse.MetadataResponseTopic(topic_id="x")]).encode(10)  # type: ignore[arg-type]


def test_invalid_version() -> None:
    with pytest.raises(EncodeError, match="version 99 is not valid"):
        MetadataRequest().encode(99)


def test_tagged_fields_written_only_when_not_default() -> None:
    plain = FetchResponse(
        responses=[
            FetchResponse.FetchableTopicResponse(
                topic_id=uuid.UUID(int=1), partitions=[FetchResponse.PartitionData(partition_index=0)]
            )
        ]
    )
    diverging = FetchResponse(
        responses=[
            FetchResponse.FetchableTopicResponse(
                topic_id=uuid.UUID(int=1),
                partitions=[
                    FetchResponse.PartitionData(
                        partition_index=0, diverging_epoch=FetchResponse.EpochEndOffset(epoch=3, end_offset=42)
                    )
                ],
            )
        ]
    )
    a, b = plain.encode(16), diverging.encode(16)
    assert len(b) > len(a)
    back = FetchResponse.decode(b, 16).responses[0].partitions[0].diverging_epoch
    assert (back.epoch, back.end_offset) == (3, 42)
    assert FetchResponse.decode(a, 16).responses[0].partitions[0].diverging_epoch == FetchResponse.EpochEndOffset()


def test_unknown_tags_survive_a_round_trip() -> None:
    req = ApiVersionsRequest(client_software_name="x", client_software_version="1", _unknown_tags=[(9, b"zz")])
    back = ApiVersionsRequest.decode(req.encode(3), 3)
    assert back._unknown_tags == [(9, b"zz")]
    assert back.encode(3) == req.encode(3)
