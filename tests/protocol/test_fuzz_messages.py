"""Random, truncated and mutated bytes into every decoder raise only DecodeError, quickly and without huge
allocations."""

from __future__ import annotations

import random
import struct

import pytest

from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.header import RequestHeader
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
from tests.protocol.messages import all_versions, case_id
from tests.protocol.samples import sample

CASES = all_versions()


def _decode_or_decode_error(cls, data: bytes, version: int) -> None:  # type: ignore[no-untyped-def]
    try:
        cls.decode(data, version)
    except DecodeError as e:
        assert e.message_name == cls.NAME
    # anything else propagates and fails the test


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_truncated_mutated_and_random_input(case) -> None:  # type: ignore[no-untyped-def]
    cls, version = case
    rng = random.Random(f"{cls.NAME}-{version}")
    valid = sample(cls, version, rng).encode(version)
    assert cls.decode(valid, version).encode(version) == valid
    # every truncation (the sample messages are small)
    for cut in range(len(valid)):
        with pytest.raises(DecodeError):
            cls.decode(valid[:cut], version)
    # single-byte and multi-byte mutations
    for _ in range(60 if valid else 0):
        data = bytearray(valid)
        for _ in range(rng.choice((1, 1, 2, 4))):
            data[rng.randrange(len(data))] = rng.randrange(256)
        _decode_or_decode_error(cls, bytes(data), version)
    # random bytes of random lengths, and valid bytes with garbage appended
    for _ in range(20):
        _decode_or_decode_error(cls, rng.randbytes(rng.randrange(64)), version)
    with pytest.raises(DecodeError, match="trailing"):
        cls.decode(valid + b"\x00", version)


def test_hostile_array_length_fails_fast() -> None:
    # MetadataRequest v4: topics array claiming 2**31-1 entries, with 4 bytes of input after it.
    data = struct.pack(">i", 2**31 - 1) + b"\x00\x00\x00\x00"
    with pytest.raises(DecodeError, match="exceeds the remaining input"):
        MetadataRequest.decode(data, 4)


def test_hostile_compact_lengths_fail_fast() -> None:
    # MetadataResponse v12 starts with ThrottleTimeMs then a compact brokers array: claim ~2**32 entries.
    data = b"\x00\x00\x00\x00" + b"\xff\xff\xff\xff\x0f" + b"\x00" * 8
    with pytest.raises(DecodeError, match="Brokers"):
        MetadataResponse.decode(data, 12)
    # a compact string longer than the input
    data = b"\x00\x00\x00\x00\x02\x00\x00\x00\x01" + b"\xff\xff\x03" + b"ab"
    with pytest.raises(DecodeError):
        MetadataResponse.decode(data, 12)


def test_overlong_varint_is_rejected() -> None:
    data = b"\x00\x00\x00\x00" + b"\x80" * 6 + b"\x01"
    with pytest.raises(DecodeError, match="longer than 5 bytes"):
        MetadataResponse.decode(data, 12)


def test_decode_error_names_message_and_field() -> None:
    req = ProduceRequest(
        acks=-1,
        timeout_ms=1000,
        topic_data=[
            ProduceRequest.TopicProduceData(
                name="t", partition_data=[ProduceRequest.PartitionProduceData(index=0, records=b"x" * 10)]
            )
        ],
    )
    data = req.encode(9)
    with pytest.raises(DecodeError) as info:
        ProduceRequest.decode(data[:-6], 9)
    assert info.value.message_name == "ProduceRequest"
    assert "Records" in str(info.value)
    assert str(info.value).startswith("ProduceRequest.")


def test_invalid_utf8_is_a_decode_error() -> None:
    header = RequestHeader(request_api_key=3, request_api_version=1, correlation_id=1, client_id="ab")
    data = bytearray(header.encode(1))
    data[-1] = 0xFF
    with pytest.raises(DecodeError, match="UTF-8"):
        RequestHeader.decode(bytes(data), 1)


def test_null_where_bytes_cannot_be_null_names_the_field() -> None:
    # SaslAuthenticateRequest v0: AuthBytes is never nullable; a -1 length is a null.
    with pytest.raises(DecodeError, match=r"AuthBytes: null is not allowed in this version") as info:
        SaslAuthenticateRequest.decode(b"\xff\xff\xff\xff", 0)
    assert info.value.message_name == "SaslAuthenticateRequest"
