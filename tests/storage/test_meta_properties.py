"""meta.properties: Kafka's Java-properties identity file of a log dir."""

from __future__ import annotations

import pytest

from kraftpy.storage import (
    MetaProperties,
    MetaPropertiesError,
    SimFileSystem,
    read_meta_properties,
    write_meta_properties,
)


def test_round_trip_and_kafka_written_files() -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    assert read_meta_properties(fs, "/d") is None
    meta = MetaProperties(
        version=1, cluster_id="MkU3OEVBNTcwNTJENDM2Qk", node_id=3, directory_id="zm2Yt9pYTcGo7XJpUd0Q9Q"
    )
    write_meta_properties(fs, "/d", meta)
    assert read_meta_properties(fs, "/d") == meta
    kafka_written = (
        b"#\n#Thu Jan 01 00:00:00 UTC 2026\nnode.id=1\ndirectory.id=abc\nversion=1\ncluster.id=MkU3OEVBNTcwNTJENDM2Qk\n"
    )
    fs.write_atomic("/d/meta.properties", kafka_written)
    got = read_meta_properties(fs, "/d")
    assert got is not None and (got.node_id, got.cluster_id, got.directory_id) == (1, "MkU3OEVBNTcwNTJENDM2Qk", "abc")
    fs.write_atomic("/d/meta.properties", b"version=0\nbroker.id=7\n")  # ZooKeeper era
    legacy = read_meta_properties(fs, "/d")
    assert legacy is not None and legacy.node_id == 7 and legacy.version == 0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (b"version=1\nnode.id=1\n", "cluster.id is required"),
        (b"version=1\ncluster.id=x\nnode.id=-1\n", "node.id"),
        (b"version=9\ncluster.id=x\nnode.id=1\n", "version"),
        (b"version=one\n", "invalid version"),
    ],
)
def test_invalid_files_name_the_problem(text: bytes, message: str) -> None:
    fs = SimFileSystem()
    fs.makedirs("/d")
    fs.write_atomic("/d/meta.properties", text)
    with pytest.raises(MetaPropertiesError) as ei:
        read_meta_properties(fs, "/d")
    assert message in str(ei.value) and "/d/meta.properties" in str(ei.value)
