"""The metadata quorum as operators' tools and released clients meet it, against real processes:

* a controller that is not a voter yet (an observer fetching from the leader of a quorum whose voters are the
  static `controller.quorum.voters`, so its own log names no voter) answers `kraftpy metadata-quorum
  --bootstrap-controller <that node> describe` with the leader it knows from its fetches, as Kafka's observers do;
* with `kraftpy.controller.quorum.demote.on.shutdown`, a voter of a 3-voter quorum stopped cleanly (SIGTERM) leaves
  the voter set first (seed 003: "degrade the shutting down voters to observers"), the 2 voters left keep
  committing (a topic is created), and it comes back as an observer; the leader itself hands over first;
* KIP-853's UpdateRaftVoter: a voter restarted on another port has the leader record its new endpoint, so that
  DescribeQuorum names it and the other voters reach it again (with the leader stopped, the two voters left elect
  one of them and commit).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from kraftpy.tools import metadata_quorum

from .cluster import free_port
from .quorum_cluster import QuorumCluster

pytestmark = pytest.mark.timeout(180)


def run_tool(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="kraftpy")
    metadata_quorum.register(parser.add_subparsers(dest="command"))
    ns = parser.parse_args(["metadata-quorum", *args])
    capsys.readouterr()
    code = ns.func(ns)
    out, err = capsys.readouterr()
    return code, out, err


def test_an_observer_controller_names_the_leader_it_fetches_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with QuorumCluster(tmp_path, controllers=2, initial=[1], mode="static") as cluster:
        cluster.start_all()
        cluster.wait_for_leader(timeout=60)
        cluster.wait_until(
            "controller 2 fetching as an observer",
            lambda: 2 in {o.replica_id for o in cluster.quorum().observers},
            timeout=60,
        )
        command_config = tmp_path / "admin.properties"
        command_config.write_text("default.api.timeout.ms=10000\nrequest.timeout.ms=3000\n")
        observer = cluster.nodes[2].controller_address
        boot = ["--command-config", str(command_config), "--bootstrap-controller", observer]

        code, out, err = run_tool(capsys, *boot, "describe", "--status")
        assert code == 0, err
        fields = dict(line.split(":", 1) for line in out.splitlines() if ":" in line)
        assert fields["ClusterId"].strip() == cluster.cluster_id
        assert fields["LeaderId"].strip() == "1"
        assert '"id": 1' in fields["CurrentVoters"] and '"id": 2' in fields["CurrentObservers"]

        code, out, err = run_tool(capsys, *boot, "describe", "--replication")
        assert code == 0, err
        rows = [line.split("\t")[0].strip() + " " + line.split("\t")[-2].strip() for line in out.splitlines()[1:]]
        assert rows == ["1 Leader", "2 Observer"], out


def test_a_cleanly_stopped_voter_is_demoted_and_two_voters_keep_committing(tmp_path: Path) -> None:
    with QuorumCluster(
        tmp_path,
        controllers=3,
        brokers=1,
        initial=[1, 2, 3],
        mode="initial",
        overrides={"kraftpy.controller.quorum.demote.on.shutdown": "true"},
    ) as cluster:
        cluster.start_all()
        q = cluster.wait_for_leader(timeout=60)
        cluster.wait_for_brokers(timeout=60)
        cluster.create_topic("before", partitions=1, replication_factor=1, timeout=60)
        follower = next(i for i in (1, 2, 3) if i != q.leader_id)

        assert cluster.stop(follower) == 0
        q = cluster.wait_for_voters([i for i in (1, 2, 3) if i != follower], timeout=10)
        assert "Left the voter set" in cluster.nodes[follower].log_tail(200)
        cluster.create_topic("after-demotion", partitions=1, replication_factor=1, timeout=30)

        # back as an observer: it stays out of the voter set until an operator adds it again
        cluster.start(follower)
        cluster.wait_until(
            f"controller {follower} fetching as an observer",
            lambda: follower in {o.replica_id for o in cluster.quorum().observers},
            timeout=30,
        )
        assert sorted(v.replica_id for v in cluster.quorum().voters) == sorted(i for i in (1, 2, 3) if i != follower)

        # the leader of the 2 voters hands leadership over, then its successor removes it
        leader = cluster.quorum().leader_id
        assert cluster.stop(leader) == 0
        remaining = [i for i in (1, 2, 3) if i not in (follower, leader)]
        q = cluster.wait_for_voters(remaining, timeout=10)
        assert q.leader_id == remaining[0]
        cluster.create_topic("after-leader-demotion", partitions=1, replication_factor=1, timeout=30)


def test_a_voter_restarted_on_another_port_updates_its_endpoint(tmp_path: Path) -> None:
    with QuorumCluster(tmp_path, controllers=3, brokers=1, initial=[1, 2, 3], mode="initial") as cluster:
        cluster.start_all()
        q = cluster.wait_for_leader(timeout=60)
        cluster.wait_for_brokers(timeout=60)
        moved = next(i for i in (1, 2, 3) if i != q.leader_id)
        node = cluster.nodes[moved]
        old_port = node.controller_port
        assert cluster.stop(moved) == 0
        node.controller_port = free_port(node.host)
        cluster.start(moved)

        def recorded() -> int | None:
            endpoints = cluster.quorum().nodes.get(moved, ())
            return next((e.port for e in endpoints if e.name == "CONTROLLER"), None)

        cluster.wait_until(f"voter {moved} recorded at its new port", lambda: recorded() == node.controller_port)
        assert old_port != node.controller_port
        assert "Asking leader" in node.log_tail(400)

        # the other voters reach it at the new port: without the leader, it and the third voter elect a leader
        leader = cluster.quorum().leader_id
        cluster.kill(leader)
        q = cluster.wait_for_leader(timeout=60)
        assert q.leader_id != leader
        cluster.create_topic("after-the-move", partitions=1, replication_factor=1, timeout=60)
