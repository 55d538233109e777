"""`kraftpy storage format` for a dynamic quorum: --standalone and --initial-controllers write the bootstrap snapshot
with the voters (directory ids and controller endpoints, the cluster id), --no-initial-controllers writes none."""

from __future__ import annotations

from pathlib import Path

import pytest

from kraftpy.node.config import load_config
from kraftpy.node.metadata_log import metadata_partition_dir
from kraftpy.protocol.uuids import random_uuid, uuid_from_str, uuid_to_str
from kraftpy.raft.assignment import VoterAssignment
from kraftpy.raft.records import read_snapshot_with_voters
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import read_meta_properties
from kraftpy.tools import UsageError
from kraftpy.tools.storage import format_command

CHECKPOINT = "00000000000000000000-0000000000.checkpoint"


def _config(tmp_path: Path, node_id: int = 1, roles: str = "controller") -> Path:
    path = tmp_path / f"server-{node_id}.properties"
    listeners = f"CONTROLLER://127.0.0.1:{19090 + node_id}"
    if "broker" in roles:
        listeners = f"PLAINTEXT://127.0.0.1:{9090 + node_id}," + listeners
    path.write_text(
        f"process.roles={roles}\nnode.id={node_id}\ncontroller.quorum.bootstrap.servers=127.0.0.1:19091\n"
        f"listeners={listeners}\ncontroller.listener.names=CONTROLLER\n"
        f"advertised.listeners=CONTROLLER://ctl{node_id}.example:{19090 + node_id}\n"
        f"log.dirs={tmp_path / f'data-{node_id}'}\n"
    )
    return path


def _voters(data_dir: Path) -> VoterAssignment | None:
    path = Path(metadata_partition_dir(str(data_dir))) / CHECKPOINT
    if not path.exists():
        return None
    _, records, voters = read_snapshot_with_voters(path.read_bytes())
    assert records == [] and voters is not None
    return VoterAssignment.from_message(voters)


def test_standalone_writes_this_controller_as_the_only_voter(tmp_path: Path) -> None:
    cid = uuid_to_str(random_uuid())
    lines = format_command(load_config(_config(tmp_path)), cid, standalone=True)
    assert any("Formatting dynamic metadata voter directory" in line for line in lines)
    meta = read_meta_properties(RealFileSystem(), str(tmp_path / "data-1"))
    assert meta is not None and meta.directory_id
    a = _voters(tmp_path / "data-1")
    assert a is not None and a.cluster_id == cid and a.target is None
    [voter] = list(a.current)
    assert voter.node_id == 1 and voter.directory_id == uuid_from_str(meta.directory_id)
    assert [str(e) for e in voter.endpoints] == ["CONTROLLER://ctl1.example:19091"]  # the advertised listener


def test_initial_controllers_use_the_given_directory_ids(tmp_path: Path) -> None:
    cid = uuid_to_str(random_uuid())
    dirs = {i: random_uuid() for i in (1, 2, 3)}
    spec = ",".join(f"{i}@h{i}:{9000 + i}:{uuid_to_str(d)}" for i, d in dirs.items())
    for i in (1, 2, 3):
        format_command(load_config(_config(tmp_path, i)), cid, initial_controllers=spec)
        meta = read_meta_properties(RealFileSystem(), str(tmp_path / f"data-{i}"))
        assert meta is not None and uuid_from_str(meta.directory_id or "") == dirs[i]
        a = _voters(tmp_path / f"data-{i}")
        assert a is not None and a.current.ids == (1, 2, 3)
        assert {v.node_id: v.directory_id for v in a.current} == dirs
        assert [str(e) for e in a.current.voter(2).endpoints] == ["CONTROLLER://h2:9002"]  # type: ignore[union-attr]


def test_no_initial_controllers_is_an_observer_without_a_bootstrap_snapshot(tmp_path: Path) -> None:
    lines = format_command(load_config(_config(tmp_path, 4)), uuid_to_str(random_uuid()), no_initial_controllers=True)
    assert any("Formatting dynamic metadata directory" in line for line in lines)
    assert _voters(tmp_path / "data-4") is None


def test_a_controller_without_voters_needs_a_flag(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="give one of --standalone"):
        format_command(load_config(_config(tmp_path)), uuid_to_str(random_uuid()))
    with pytest.raises(UsageError, match="does not include this node"):
        format_command(
            load_config(_config(tmp_path, 5)),
            uuid_to_str(random_uuid()),
            initial_controllers=f"1@h:1:{uuid_to_str(random_uuid())}",
        )
