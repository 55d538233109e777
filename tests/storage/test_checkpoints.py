"""Checkpoint files: Kafka's text formats, atomic replacement, clear errors."""

from __future__ import annotations

import random
import uuid

import pytest

from kraftpy.storage import (
    CheckpointError,
    RealFileSystem,
    SimFileSystem,
    read_offset_checkpoint,
    read_partition_metadata,
    write_offset_checkpoint,
    write_partition_metadata,
)
from kraftpy.storage.checkpoints import (
    read_leader_epoch_checkpoint,
    topic_id_from_string,
    topic_id_to_string,
    write_leader_epoch_checkpoint,
)


def test_offset_checkpoint_format(tmp_path: object) -> None:
    fs = RealFileSystem()
    path = f"{tmp_path}/recovery-point-offset-checkpoint"
    write_offset_checkpoint(fs, path, {("b-topic", 1): 20, ("a", 0): 5, ("with-dash-in-name", 12): 0})
    assert fs.read_file(path).decode() == "0\n3\na 0 5\nb-topic 1 20\nwith-dash-in-name 12 0\n"
    assert read_offset_checkpoint(fs, path) == {("a", 0): 5, ("b-topic", 1): 20, ("with-dash-in-name", 12): 0}
    assert fs.listdir(str(tmp_path)) == ["recovery-point-offset-checkpoint"]


def test_missing_or_empty_checkpoint_reads_empty(tmp_path: object) -> None:
    fs = RealFileSystem()
    assert read_offset_checkpoint(fs, f"{tmp_path}/nope") == {}
    fs.write_atomic(f"{tmp_path}/empty", b"")
    assert read_offset_checkpoint(fs, f"{tmp_path}/empty") == {}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1\n0\n", "Unrecognised version: 1"),
        ("zero\n", "Malformed line"),
        ("0\n2\na 0 1\n", "Expected [2] entries"),
        ("0\n1\na 0\n", "Malformed line in checkpoint file"),
        ("0\n1\na x 1\n", "Malformed line"),
        ("0\n1\na 0 -5\n", "Malformed line"),
    ],
)
def test_malformed_checkpoints_raise_with_the_file(tmp_path: object, text: str, message: str) -> None:
    fs = RealFileSystem()
    path = f"{tmp_path}/cp"
    fs.write_atomic(path, text.encode())
    with pytest.raises(CheckpointError) as ei:
        read_offset_checkpoint(fs, path)
    assert message in str(ei.value)
    assert path in str(ei.value)


def test_leader_epoch_checkpoint_round_trip() -> None:
    fs = SimFileSystem()
    fs.makedirs("/p")
    write_leader_epoch_checkpoint(fs, "/p/leader-epoch-checkpoint", [(0, 0), (3, 17), (4, 90)])
    assert fs.read_file("/p/leader-epoch-checkpoint") == b"0\n3\n0 0\n3 17\n4 90\n"
    assert read_leader_epoch_checkpoint(fs, "/p/leader-epoch-checkpoint") == [(0, 0), (3, 17), (4, 90)]


def test_atomic_write_survives_power_loss_whole_or_not_at_all() -> None:
    for seed in range(30):
        fs = SimFileSystem()
        fs.makedirs("/d")
        fs.sync_all()
        write_offset_checkpoint(fs, "/d/cp", {("t", 0): 1})
        fs2_state = read_offset_checkpoint(fs, "/d/cp")
        assert fs2_state == {("t", 0): 1}
        # a second write that is interrupted before its rename is durable: the old content stays
        with fs.open("/d/cp.tmp", write=True, create=True, truncate=True) as f:
            f.append(b"0\n1\nt 0 999\n")
        fs.power_loss(random.Random(seed))
        assert read_offset_checkpoint(fs, "/d/cp") == {("t", 0): 1}


def test_partition_metadata(tmp_path: object) -> None:
    fs = RealFileSystem()
    tid = uuid.UUID("b7d3b3a6-2b0b-4a73-9a5b-6a2c3d4e5f60")
    path = f"{tmp_path}/partition.metadata"
    write_partition_metadata(fs, path, tid)
    text = fs.read_file(path).decode()
    assert text == f"version: 0\ntopic_id: {topic_id_to_string(tid)}\n"
    assert len(topic_id_to_string(tid)) == 22
    assert read_partition_metadata(fs, path) == tid
    assert topic_id_from_string(topic_id_to_string(tid)) == tid
    assert read_partition_metadata(fs, f"{tmp_path}/none") is None
    fs.write_atomic(path, b"version: 0\ntopic_id: AAAAAAAAAAAAAAAAAAAAAA\n")
    with pytest.raises(CheckpointError, match="Invalid topic ID"):
        read_partition_metadata(fs, path)
    fs.write_atomic(path, b"version 0\n")
    with pytest.raises(CheckpointError, match="Malformed line"):
        read_partition_metadata(fs, path)
