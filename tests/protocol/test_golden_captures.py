"""What real clients send decodes in kraftpy and re-encodes to the same bytes.

The captures (tests/protocol/testdata/golden, see its README) were recorded from kafka-python 3, confluent-kafka
(librdkafka), aiokafka and kcat by a logging fake broker. The record batches inside their Produce requests, in every
compression, decode with kraftpy's record codec.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kraftpy.protocol.api import decode_request_header
from kraftpy.protocol.messages.header import RequestHeader
from kraftpy.protocol.records import CompressionType, decode_batches, validate_batches

GOLDEN = Path(__file__).parent / "testdata" / "golden"
CLIENTS = ("kafka-python", "confluent-kafka", "aiokafka", "kcat")
# KIP-848 consumer-group APIs that librdkafka tries when a broker advertises them; kraftpy has no schema for them.
NOT_IMPLEMENTED = {68: "ConsumerGroupHeartbeat", 69: "ConsumerGroupDescribe"}


def _entries() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for client in CLIENTS:
        index = json.loads((GOLDEN / client / "index.json").read_text())
        out.extend((client, entry) for entry in index["captures"])
    return out


ENTRIES = _entries()
DECODABLE = [(c, e) for c, e in ENTRIES if e["api_key"] not in NOT_IMPLEMENTED]


def _id(case: tuple[str, dict[str, Any]]) -> str:
    return f"{case[0]}/{case[1]['file']}"


def test_captures_cover_every_client_and_the_core_apis() -> None:
    seen = {(c, e["api_name"]) for c, e in ENTRIES}
    for client in CLIENTS:
        for api in ("ApiVersions", "Metadata", "Produce", "Fetch", "ListOffsets"):
            assert (client, api) in seen, (client, api)
    assert {e["api_key"] for _, e in ENTRIES} - {e["api_key"] for _, e in DECODABLE} <= set(NOT_IMPLEMENTED)


@pytest.mark.parametrize("case", DECODABLE, ids=_id)
def test_decodes_and_reencodes_to_the_same_bytes(case: tuple[str, dict[str, Any]]) -> None:
    client, entry = case
    frame = (GOLDEN / client / entry["file"]).read_bytes()
    header, pos, info = decode_request_header(frame)
    assert info is not None
    assert (header.request_api_key, header.request_api_version) == (entry["api_key"], entry["api_version"])
    assert header.correlation_id == entry["correlation_id"]
    version = entry["api_version"]
    body, end = info.request_class.decode_from(frame, pos, version)
    # librdkafka writes a 4-byte placeholder for a null topic array in flexible Metadata requests and leaves 3
    # bytes behind it; Kafka (and kraftpy's dispatcher) ignore bytes after the body.
    assert len(frame) - end == entry.get("trailing_bytes", 0)
    again = header.encode(info.request_header_version(version)) + body.encode(version)
    assert again == frame[:end]
    assert RequestHeader.decode(again[:pos], info.request_header_version(version)) == header


PRODUCES = [(c, e) for c, e in ENTRIES if e["api_name"] == "Produce"]


@pytest.mark.parametrize("case", PRODUCES, ids=_id)
def test_produced_record_batches_decode(case: tuple[str, dict[str, Any]]) -> None:
    client, entry = case
    frame = (GOLDEN / client / entry["file"]).read_bytes()
    header, pos, info = decode_request_header(frame)
    assert info is not None
    body = info.request_class.decode(memoryview(frame)[pos:], header.request_api_version)
    codecs = set()
    records = []
    for topic in body.topic_data:
        for partition in topic.partition_data:
            headers = validate_batches(partition.records, strict=True)
            assert headers
            codecs.update(h.compression for h in headers)
            for batch in decode_batches(partition.records):
                records.extend(batch.records)
    variant = entry["variant"].split("-")[0]
    expected = {
        "gzip": CompressionType.GZIP,
        "snappy": CompressionType.SNAPPY,
        "lz4": CompressionType.LZ4,
        "zstd": CompressionType.ZSTD,
    }.get(variant, CompressionType.NONE)
    assert codecs == {expected}
    assert records, "no records decoded"
    assert all(r.value is not None and len(r.value) > 0 for r in records)
    assert [r.offset for r in records] == list(range(len(records)))
