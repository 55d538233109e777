"""Sanity checks of the golden request captures (tests/protocol/testdata/golden), independent of kraftpy.

They check the data, not kraftpy: every file an index.json lists exists and nothing else is there, each frame's
hand-parsed request header agrees with the index, kafka-python 3.0.12 (the protocol oracle) decodes every body whose
api/version it implements and consumes it exactly, and the record batches inside Produce requests decode with the
records the capture sessions sent.
"""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path
from typing import Any

import pytest

GOLDEN = Path(__file__).parent / "testdata" / "golden"
CLIENTS = ("kafka-python", "confluent-kafka", "aiokafka", "kcat")
FILE_RE = re.compile(r"^(?P<n>\d{3})_(?P<api>[A-Za-z]+)_v(?P<version>\d+)(?:_(?P<variant>[a-z0-9-]+))?\.bin$")


def _indexes() -> dict[str, dict[str, Any]]:
    out = {}
    for client in CLIENTS:
        p = GOLDEN / client / "index.json"
        if p.exists():
            out[client] = json.loads(p.read_text())
    return out


INDEXES = _indexes()
ENTRIES = [(client, e) for client, idx in INDEXES.items() for e in idx["captures"]]
ENTRY_IDS = [f"{client}/{e['file']}" for client, e in ENTRIES]


def _uvarint(buf: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        b = buf[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        if not b & 0x80:
            return value, pos
        shift += 7


def parse_header(frame: bytes, header_version: int) -> dict[str, Any]:
    """Request header v1 (api key, version, correlation id, nullable int16-length client id) or v2 (+ tags)."""
    api_key, api_version, correlation_id = struct.unpack_from(">hhi", frame, 0)
    pos = 8
    (n,) = struct.unpack_from(">h", frame, pos)
    pos += 2
    client_id = None
    if n >= 0:
        client_id = frame[pos : pos + n].decode()
        pos += n
    if header_version >= 2:
        count, pos = _uvarint(frame, pos)
        for _ in range(count):
            _tag, pos = _uvarint(frame, pos)
            size, pos = _uvarint(frame, pos)
            pos += size
    return {
        "api_key": api_key,
        "api_version": api_version,
        "correlation_id": correlation_id,
        "client_id": client_id,
        "body_offset": pos,
    }


def test_every_client_has_captures() -> None:
    missing = [c for c in CLIENTS if c not in INDEXES]
    assert not missing, f"no index.json for {missing} under {GOLDEN}"
    for client, idx in INDEXES.items():
        assert idx["client"] == client
        assert idx["captures"], f"{client}: empty index"
        assert not idx.get("failed_sessions"), f"{client}: capture sessions failed: {idx['failed_sessions']}"


@pytest.mark.parametrize("client", sorted(INDEXES))
def test_index_lists_exactly_the_files(client: str) -> None:
    idx = INDEXES[client]
    listed = [e["file"] for e in idx["captures"]]
    assert len(listed) == len(set(listed))
    on_disk = sorted(p.name for p in (GOLDEN / client).glob("*.bin"))
    assert sorted(listed) == on_disk
    keys = [(e["api_key"], e["api_version"], e["variant"]) for e in idx["captures"]]
    assert len(keys) == len(set(keys)), "one file per (api, version, variant)"


@pytest.mark.parametrize(("client", "entry"), ENTRIES, ids=ENTRY_IDS)
def test_header_matches_index(client: str, entry: dict[str, Any]) -> None:
    frame = (GOLDEN / client / entry["file"]).read_bytes()
    assert len(frame) == entry["size"]
    m = FILE_RE.match(entry["file"])
    assert m, entry["file"]
    assert m["api"] == entry["api_name"]
    assert int(m["version"]) == entry["api_version"]
    assert (m["variant"] or "") == entry["variant"]
    assert entry["header_version"] in (1, 2)
    h = parse_header(frame, entry["header_version"])
    assert h["api_key"] == entry["api_key"]
    assert h["api_version"] == entry["api_version"]
    assert h["correlation_id"] == entry["correlation_id"]
    assert h["client_id"] == entry["client_id"]
    assert h["body_offset"] <= len(frame)


def _kafka_python_request_class(api_key: int) -> Any:
    import kafka.protocol.admin
    import kafka.protocol.consumer
    import kafka.protocol.metadata
    import kafka.protocol.producer  # noqa: F401
    from kafka.protocol.api_message import ApiMessage

    todo = list(ApiMessage.__subclasses__())
    while todo:
        c = todo.pop()
        todo.extend(c.__subclasses__())
        primary = c.__dict__.get("_class_version") is None and getattr(c, "_json", None) is not None
        if primary and c.type == "request" and api_key == c.API_KEY:
            return c
    return None


def _kafka_python_implements(entry: dict[str, Any]) -> bool:
    cls = _kafka_python_request_class(entry["api_key"])
    return cls is not None and entry["api_version"] <= cls.max_version


# kafka-python has no classes for the KIP-848 group APIs librdkafka also sends (68, 69); those captures are
# checked by kraftpy's own decoder tests only where kraftpy has schemas for them.
KP_ENTRIES = [(c, e) for c, e in ENTRIES if _kafka_python_implements(e)]


def test_kafka_python_covers_all_but_the_kip848_apis() -> None:
    assert {e["api_key"] for _, e in ENTRIES} - {e["api_key"] for _, e in KP_ENTRIES} <= {68, 69}


@pytest.mark.parametrize(("client", "entry"), KP_ENTRIES, ids=[f"{c}/{e['file']}" for c, e in KP_ENTRIES])
def test_kafka_python_decodes_body(client: str, entry: dict[str, Any]) -> None:
    cls = _kafka_python_request_class(entry["api_key"])
    assert cls is not None
    version = entry["api_version"]
    frame = (GOLDEN / client / entry["file"]).read_bytes()
    flexible = bool(cls.flexible_version_q(version))
    assert entry["header_version"] == (2 if flexible else 1)
    body = memoryview(frame)[parse_header(frame, entry["header_version"])["body_offset"] :]
    decoded = cls.decode(body, version=version)
    assert decoded is not None
    # and the body is consumed exactly (same decoder kafka-python's decode() uses, which also returns the end)
    decode_from = cls._struct.compiled_decode_from(version, compact=flexible, tagged=flexible, data_class=cls[None])
    _, end = decode_from(body, 0)
    # trailing bytes only where the index documents a client quirk (librdkafka's all-topics Metadata)
    assert len(body) - end == entry.get("trailing_bytes", 0), f"{len(body) - end} trailing bytes"
    if entry.get("trailing_bytes"):
        assert entry.get("quirk")


PRODUCE_ENTRIES = [(c, e) for c, e in ENTRIES if e["api_key"] == 0]


@pytest.mark.parametrize(("client", "entry"), PRODUCE_ENTRIES, ids=[f"{c}/{e['file']}" for c, e in PRODUCE_ENTRIES])
def test_produce_record_batches_decode(client: str, entry: dict[str, Any]) -> None:
    from kafka import codec
    from kafka.record import MemoryRecords

    available = {
        "none": True,
        "gzip": codec.has_gzip(),
        "snappy": codec.has_snappy(),
        "lz4": codec.has_lz4(),
        "zstd": codec.has_zstd(),
    }
    expected_batches = entry["produce"]["batches"]
    for b in expected_batches:
        assert available.get(b["compression"], False), f"kafka-python cannot decompress {b['compression']}"

    cls = _kafka_python_request_class(0)
    frame = (GOLDEN / client / entry["file"]).read_bytes()
    body = memoryview(frame)[parse_header(frame, entry["header_version"])["body_offset"] :]
    req = cls.decode(body, version=entry["api_version"])
    assert req.acks == entry["produce"]["acks"]
    batches = []
    for td in req.topic_data:
        for pd in td.partition_data:
            records = MemoryRecords(bytes(pd.records))
            while True:
                batch = records.next_batch()
                if batch is None:
                    break
                batches.append(batch)
    assert len(batches) == len(expected_batches)
    codes = {"none": 0, "gzip": 1, "snappy": 2, "lz4": 3, "zstd": 4}
    n = 0
    for batch, expected in zip(batches, expected_batches):
        assert batch.magic == 2
        assert batch.validate_crc()
        assert batch.compression_type == codes[expected["compression"]]
        assert batch.producer_id == expected["producer_id"]
        recs = list(batch)
        assert len(recs) == expected["records"]
        for r in recs:
            # every capture session sent key-NNN / "kraftpy golden capture record NNN " * 8 / trace-id header
            assert r.key == f"key-{n:03d}".encode()
            assert r.value == (f"kraftpy golden capture record {n:03d} " * 8).encode()
            assert [(k, bytes(v)) for k, v in r.headers] == [("trace-id", b"golden-0001")]
            n += 1
