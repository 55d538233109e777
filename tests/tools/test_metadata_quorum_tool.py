"""`kraftpy metadata-quorum`: the status line of a reassignment in progress, the arguments of add-controller,
remove-controller and reassign (the commands themselves run against real processes in
tests/integration/test_quorum_reassignment_processes.py)."""

from __future__ import annotations

import argparse
import uuid
from pathlib import Path

import pytest

from kraftpy.admin.client import QuorumEndpoint, QuorumInfo, QuorumReplica
from kraftpy.node.config import load_config
from kraftpy.protocol.uuids import random_uuid, uuid_to_str
from kraftpy.tools import metadata_quorum
from kraftpy.tools.metadata_quorum import TerseError, controller_to_add, format_status
from kraftpy.tools.storage import format_command


def _r(i: int) -> QuorumReplica:
    return QuorumReplica(i, uuid.UUID(int=i), 10, 1, 1)


def test_status_shows_target_voters_only_during_a_reassignment() -> None:
    quorum = QuorumInfo(1, 3, 10, (_r(1), _r(2), _r(3)), (_r(4),), {4: (QuorumEndpoint("CONTROLLER", "c4", 9093),)})
    plain = format_status("cid", quorum)
    assert "TargetVoters" not in plain
    moving = QuorumInfo(1, 3, 10, (_r(1), _r(2), _r(3)), (_r(4),), quorum.nodes, target_voters=(_r(2), _r(3), _r(4)))
    lines = format_status("cid", moving).splitlines()
    assert lines[6].startswith("CurrentVoters:") and lines[8].startswith("CurrentObservers:")
    assert lines[7] == (
        'TargetVoters:           [{"id": 2, "directoryId": "AAAAAAAAAAAAAAAAAAAAAg"}, '
        '{"id": 3, "directoryId": "AAAAAAAAAAAAAAAAAAAAAw"}, '
        '{"id": 4, "directoryId": "AAAAAAAAAAAAAAAAAAAABA", "endpoints": ["CONTROLLER://c4:9093"]}]'
    )


def _parse(*args: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kraftpy")
    metadata_quorum.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["metadata-quorum", *args])


def test_arguments() -> None:
    ns = _parse("--bootstrap-controller", "h:1", "reassign", "--voters", "4,5,6")
    assert ns.quorum_command == "reassign" and ns.voters == "4,5,6" and not ns.cancel
    ns = _parse("--bootstrap-server", "h:1", "remove-controller", "-i", "3", "-d", "AAAAAAAAAAAAAAAAAAAAAw")
    assert (ns.controller_id, ns.controller_directory_id) == (3, "AAAAAAAAAAAAAAAAAAAAAw")
    with pytest.raises(SystemExit):
        _parse("--bootstrap-controller", "h:1", "reassign", "--voters", "1", "--cancel")


def test_dry_runs_print_kafkas_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "c.properties"
    config.write_text(
        "process.roles=controller\nnode.id=7\ncontroller.quorum.bootstrap.servers=h:9093\n"
        "listeners=CONTROLLER://0.0.0.0:9097\nadvertised.listeners=CONTROLLER://ctl7:9097\n"
        f"controller.listener.names=CONTROLLER\nlog.dirs={tmp_path / 'd'}\n"
    )
    with pytest.raises(TerseError, match="format the controller first"):
        controller_to_add(str(config))
    format_command(load_config(config), uuid_to_str(random_uuid()), no_initial_controllers=True)
    node_id, directory_id, endpoints = controller_to_add(str(config))
    assert node_id == 7 and [str(e) for e in endpoints] == ["CONTROLLER://ctl7:9097"]
    ns = _parse("--bootstrap-controller", "h:1", "add-controller", "--config", str(config), "--dry-run")
    assert ns.func(ns) == 0
    out = capsys.readouterr().out
    assert out == (
        f"DRY RUN of adding controller 7 with directory id {uuid_to_str(directory_id)} and endpoints: "
        "CONTROLLER://ctl7:9097\n"
    )
    ns = _parse(
        "--bootstrap-controller",
        "h:1",
        "remove-controller",
        "-i",
        "7",
        "-d",
        uuid_to_str(directory_id),
        "--dry-run",
    )
    assert ns.func(ns) == 0
    assert (
        capsys.readouterr().out
        == f"DRY RUN of removing KRaft controller 7 with directory id {uuid_to_str(directory_id)}\n"
    )
    ns = _parse("--bootstrap-controller", "h:1", "reassign", "--voters", "4,x")
    assert ns.func(ns) == 1 and "--voters: expected comma-separated node ids" in capsys.readouterr().err
