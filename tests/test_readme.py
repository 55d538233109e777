"""The README says only what is true: what it claims about the quorum, the settings' defaults, the commands it
shows and the deviations it lists are checked against the code."""

from __future__ import annotations

import random
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from kraftpy.broker.lifecycle import BrokerLifecycle
from kraftpy.node.config import NodeConfig, load_config
from kraftpy.node.raft_role import voter_set
from kraftpy.raft.roles import CHECK_QUORUM_TIMEOUT_FACTOR
from kraftpy.tools.main import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    m = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", README, re.S | re.M)
    assert m is not None, f"README has no section {title!r}"
    return m.group(1)


def test_dynamic_quorum_reassignment_is_claimed_and_bootstrap_servers_suffice(tmp_path: Path) -> None:
    intro = " ".join(README.split("\n## ", 1)[0].split()).lower()
    assert "whose voters can change while it runs (dynamic quorum reassignment, the kip-642 draft" in intro
    assert "Dynamic quorum reassignment" not in section("What works today").split("Not yet:", 1)[1]
    config = tmp_path / "server.properties"
    config.write_text(
        "process.roles=controller\nnode.id=1\ncontroller.listener.names=CONTROLLER\n"
        "listeners=CONTROLLER://127.0.0.1:19092\ncontroller.quorum.bootstrap.servers=127.0.0.1:19092\n"
        f"log.dirs={tmp_path}\n"
    )
    assert len(voter_set(load_config(config))) == 0  # no configured voters: the log or the servers tell them


def test_the_elr_default_in_the_settings_table_is_the_nodes() -> None:
    row = next(line for line in README.splitlines() if line.startswith("| `eligible.leader.replicas.enabled`"))
    default = row.split("|")[2].strip()
    field = NodeConfig.model_fields["eligible_leader_replicas_enabled"]
    assert default == str(field.default).lower() == "false"


def test_every_kraftpy_command_shown_exists() -> None:
    commands = set(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]
    code = "\n".join(re.findall(r"^```bash\n(.*?)^```", README, re.S | re.M))
    shown = set(re.findall(r"^kraftpy ([a-z-]+)", code, re.M))
    assert shown and shown <= commands, shown - commands


@pytest.mark.parametrize(
    "needle",
    [
        "GetReplicaLogInfo API key 1000",
        "`REQUEST_LIMIT_REACHED` error code 1000",
        "tag 1000 for `LastKnownLeader`",
        "control-record type 1000 for VoterAssignmentMessage",
        "ElectLeaders v3",
        "**LastKnownELR** has KIP-966's meaning",
        "check-quorum",
        "**ELR default**: off",
        "`BrokerLifecycle.clean_shutdown_epoch`",
        "v3+, as released Kafka",
    ],
)
def test_the_deviations_section_lists(needle: str) -> None:
    assert needle in section("Deviations from the seeds and from released Kafka")


def test_the_listed_deviations_are_what_the_code_does() -> None:
    text = " ".join(section("Deviations from the seeds and from released Kafka").split())
    # check-quorum after 1.5 x the fetch timeout
    assert f"resigns after {CHECK_QUORUM_TIMEOUT_FACTOR} times `controller.quorum.fetch.timeout.ms`" in text
    # the clean-shutdown epoch of an incarnation that never registered: the one it started from, not -1
    assert "it writes the broker epoch it started from" in text
    lifecycle = BrokerLifecycle(
        SimpleNamespace(rng=random.Random(0)),
        node_id=1,
        cluster_id="c",
        listeners=[],
        rack=None,
        log_dirs=[],  # type: ignore[arg-type]
        previous_broker_epoch=42,
        heartbeat_interval_ms=2000,
        request_timeout_ms=2000,
        controller_leader=lambda: -1,
        metadata_offset=lambda: -1,
    )
    assert (lifecycle.broker_epoch, lifecycle.clean_shutdown_epoch) == (-1, 42)
