"""`kraftpy reassign-partitions` against real node processes: --generate, --execute --throttle (the topic and broker
throttle configs Kafka's tool sets, read back with the admin client and `kraftpy configs --describe`), --verify
until the move completes and the throttles are gone, and, on a move held up by a slow follower, --list, the refusal
of a second --execute, --additional changing the rate, --verify while it runs and --cancel.

Controller 1 and brokers 2, 3, 4. Broker 4 is a slow follower: it fetches one batch at a time
(replica.fetch.max.bytes=1) and asks for more bytes than that (replica.fetch.min.bytes), so after its first fetch
each one waits replica.fetch.wait.max.ms (20 s): a move of a partition of ten batches to it stays running for
minutes, whether or not the brokers throttle."""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from kafka import KafkaProducer

from kraftpy.admin.client import ConfigResource
from kraftpy.tools import configs, reassign_partitions
from tests.integration.cluster import Cluster

pytestmark = pytest.mark.timeout(120)

TOPIC, BROKER = 2, 4
THROTTLE_KEYS = (
    "leader.replication.throttled.replicas",
    "follower.replication.throttled.replicas",
    "leader.replication.throttled.rate",
    "follower.replication.throttled.rate",
)


def tool(module: object, command: str, *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="kraftpy")
    module.register(parser.add_subparsers(dest="command"))  # type: ignore[attr-defined]
    args = parser.parse_args([command, *argv])
    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(module.run(args, out, err))  # type: ignore[attr-defined]
    return code, out.getvalue(), err.getvalue()


def reassign(bootstrap: str, *argv: str) -> tuple[int, str, str]:
    return tool(reassign_partitions, "reassign-partitions", "--bootstrap-server", bootstrap, *argv)


def throttles(cluster: Cluster, topics: list[str], brokers: list[int]) -> dict[str, dict[str, str]]:
    """The throttle configs set on `topics` and `brokers` (dynamic ones only), by resource: "topic:t", "broker:b"."""
    resources = [ConfigResource(TOPIC, t) for t in topics] + [ConfigResource(BROKER, str(b)) for b in brokers]
    described = cluster.admin(lambda a: a.describe_configs(resources))
    found: dict[str, dict[str, str]] = {}
    for r, d in described.items():
        assert d.error is None, d.error
        name = f"{'topic' if r.type == TOPIC else 'broker'}:{r.name}"
        found[name] = {
            e.name: e.value for e in d.entries if e.name in THROTTLE_KEYS and not e.is_default and e.value is not None
        }
    return found


def wait_for(what: str, fn: Callable[[], bool], cluster: Cluster, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not fn():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}\n{cluster.logs()}")
        time.sleep(0.2)


def test_generate_execute_with_throttle_verify_and_cancel(tmp_path: Path) -> None:
    overrides = {"broker.heartbeat.interval.ms": "500", "broker.session.timeout.ms": "3000"}
    with Cluster(tmp_path, controllers=1, brokers=3, overrides=overrides) as cluster:
        slow = cluster.nodes[4]
        slow.overrides.update(
            {
                "replica.fetch.max.bytes": "1",
                "replica.fetch.min.bytes": "100000000",
                "replica.fetch.wait.max.ms": "20000",
            }
        )
        cluster.start_all()
        cluster.wait_for_brokers(3)
        boot = cluster.bootstrap()
        cluster.create_topic("moving", assignments={0: [2], 1: [3]})

        # --generate: both assignments in Kafka's JSON, the proposal on the listed brokers only
        topics_file = tmp_path / "topics.json"
        topics_file.write_text('{"topics": [{"topic": "moving"}], "version": 1}')
        code, out, err = reassign(
            boot, "--generate", "--topics-to-move-json-file", str(topics_file), "--broker-list", "2,3"
        )
        assert (code, err) == (0, ""), err
        lines = out.splitlines()
        assert lines[0] == "Current partition replica assignment"
        assert json.loads(lines[1]) == {
            "version": 1,
            "partitions": [
                {"topic": "moving", "partition": 0, "replicas": [2], "log_dirs": ["any"]},
                {"topic": "moving", "partition": 1, "replicas": [3], "log_dirs": ["any"]},
            ],
        }
        assert lines[3] == "Proposed partition reassignment configuration"
        proposed = json.loads(lines[4])["partitions"]
        assert sorted(p["partition"] for p in proposed) == [0, 1]
        assert sorted(p["replicas"][0] for p in proposed) == [2, 3]  # one partition on each broker

        # --execute --throttle: swap the two partitions' brokers
        plan = tmp_path / "plan.json"
        plan.write_text(
            json.dumps({"version": 1, "partitions": [
                {"topic": "moving", "partition": 0, "replicas": [3]},
                {"topic": "moving", "partition": 1, "replicas": [2]},
            ]})
        )  # fmt: skip
        code, out, err = reassign(boot, "--execute", "--reassignment-json-file", str(plan), "--throttle", "50000000")
        assert (code, err) == (0, ""), err
        assert out.splitlines() == [
            "Current partition replica assignment",
            "",
            '{"version":1,"partitions":[{"topic":"moving","partition":0,"replicas":[2],"log_dirs":["any"]},'
            '{"topic":"moving","partition":1,"replicas":[3],"log_dirs":["any"]}]}',
            "",
            "Save this to use as the --reassignment-json-file option during rollback",
            "Warning: You must run --verify periodically, until the reassignment completes, to ensure the throttle "
            "is removed.",
            "The inter-broker throttle limit was set to 50000000 B/s",
            "Successfully started partition reassignments for moving-0,moving-1",
        ]
        # the throttle configs, as Kafka's tool sets them (they stay until --verify removes them)
        rate = {"leader.replication.throttled.rate": "50000000", "follower.replication.throttled.rate": "50000000"}
        assert throttles(cluster, ["moving"], [2, 3, 4]) == {
            "topic:moving": {
                "leader.replication.throttled.replicas": "0:2,1:3",
                "follower.replication.throttled.replicas": "0:3,1:2",
            },
            "broker:2": rate,
            "broker:3": rate,
            "broker:4": {},
        }
        code, out, _ = tool(configs, "configs", "--bootstrap-server", boot, "--describe", "--entity-type", "topics",
                            "--entity-name", "moving")  # fmt: skip
        assert code == 0 and "  leader.replication.throttled.replicas=0:2,1:3 " in out, out

        # --verify until complete: then the throttles are removed
        def verified() -> bool:
            code, out, err = reassign(boot, "--verify", "--reassignment-json-file", str(plan))
            assert (code, err) == (0, ""), err
            return "Reassignment of partition moving-0 is completed." in out and "still in progress" not in out

        wait_for("the move to complete", verified, cluster)
        code, out, _ = reassign(boot, "--verify", "--reassignment-json-file", str(plan))
        assert out.splitlines() == [
            "Status of partition reassignment:",
            "Reassignment of partition moving-0 is completed.",
            "Reassignment of partition moving-1 is completed.",
            "Clearing broker-level throttles on brokers 2,3,4",
            "Clearing topic-level throttles on topic moving",
        ]
        assert throttles(cluster, ["moving"], [2, 3, 4]) == {
            "topic:moving": {},
            "broker:2": {},
            "broker:3": {},
            "broker:4": {},
        }
        cluster.wait_for_partition("moving", 0, "on broker 3", lambda p: p.replicas == (3,))
        cluster.wait_for_partition("moving", 1, "on broker 2", lambda p: p.replicas == (2,))

        # a move to the slow broker 4 stays in progress
        cluster.create_topic("slow", assignments={0: [2]})
        producer = KafkaProducer(bootstrap_servers=boot, acks="all")
        for i in range(10):  # one batch each
            producer.send("slow", f"record {i}".encode())
            producer.flush()
        producer.close()
        slow_plan = tmp_path / "slow.json"
        slow_plan.write_text('{"version":1,"partitions":[{"topic":"slow","partition":0,"replicas":[4]}]}')
        code, out, err = reassign(boot, "--execute", "--reassignment-json-file", str(slow_plan), "--throttle", "1024")
        assert (code, err) == (0, ""), err
        assert "Successfully started partition reassignment for slow-0" in out
        low = {"leader.replication.throttled.rate": "1024", "follower.replication.throttled.rate": "1024"}
        slow_configs = {
            "leader.replication.throttled.replicas": "0:2",
            "follower.replication.throttled.replicas": "0:4",
        }
        assert throttles(cluster, ["slow"], [2, 3, 4]) == {
            "topic:slow": slow_configs,
            "broker:2": low,
            "broker:3": {},
            "broker:4": low,
        }
        code, out, _ = reassign(boot, "--list")
        assert (code, out) == (0, "Current partition reassignments:\nslow-0: replicas: 4,2. adding: 4. removing: 2.\n")

        # --verify while it runs reports it and keeps the throttles
        code, out, err = reassign(boot, "--verify", "--reassignment-json-file", str(slow_plan))
        assert (code, out, err) == (
            0,
            "Status of partition reassignment:\nReassignment of partition slow-0 is still in progress.\n",
            "",
        )
        assert throttles(cluster, ["slow"], [2, 4])["topic:slow"] == slow_configs
        # a second --execute is refused while it runs
        code, out, err = reassign(boot, "--execute", "--reassignment-json-file", str(slow_plan), "--throttle", "2048")
        assert code == 1 and err.startswith("Cannot execute because there is an existing partition assignment."), err

        # --cancel: the replicas go back, the throttles go
        code, out, err = reassign(boot, "--cancel", "--reassignment-json-file", str(slow_plan))
        assert (code, err) == (0, ""), err
        assert out.splitlines() == [
            "Successfully cancelled partition reassignment for: slow-0",
            "Clearing broker-level throttles on brokers 2,3,4",
            "Clearing topic-level throttles on topic slow",
        ]
        assert throttles(cluster, ["slow"], [2, 3, 4]) == {
            "topic:slow": {},
            "broker:2": {},
            "broker:3": {},
            "broker:4": {},
        }
        cluster.wait_for_partition("slow", 0, "back on broker 2", lambda p: p.replicas == (2,))
        assert reassign(boot, "--list") == (0, "No partition reassignments found.\n", "")
        code, out, _ = reassign(boot, "--cancel", "--reassignment-json-file", str(slow_plan), "--preserve-throttles")
        assert (code, out) == (0, "None of the specified partition reassignments are active.\n")

        # started again, the running move's rate changes with --additional
        code, out, err = reassign(boot, "--execute", "--reassignment-json-file", str(slow_plan), "--throttle", "1024")
        assert (code, err) == (0, ""), err
        code, out, err = reassign(
            boot, "--execute", "--additional", "--reassignment-json-file", str(slow_plan), "--throttle", "2048"
        )
        assert (code, err) == (0, ""), err
        assert "The inter-broker throttle limit was set to 2048 B/s" in out
        twice = {"leader.replication.throttled.rate": "2048", "follower.replication.throttled.rate": "2048"}
        assert throttles(cluster, ["slow"], [2, 3, 4]) == {
            "topic:slow": slow_configs,
            "broker:2": twice,
            "broker:3": {},
            "broker:4": twice,
        }
        # through the controllers, --cancel (with --preserve-throttles: brokers' configs go through the brokers)
        code, out, err = tool(
            reassign_partitions,
            "reassign-partitions",
            "--bootstrap-controller",
            cluster.bootstrap_controllers,
            "--cancel",
            "--reassignment-json-file",
            str(slow_plan),
            "--preserve-throttles",
        )
        assert (code, out, err) == (0, "Successfully cancelled partition reassignment for: slow-0\n", "")
        assert reassign(boot, "--list") == (0, "No partition reassignments found.\n", "")
        assert throttles(cluster, ["slow"], [2, 4])["broker:4"] == twice


def test_unknown_partition_and_broker_are_refused_by_the_cluster(tmp_path: Path) -> None:
    """Mistakes only the cluster can tell: one line on stderr, exit 1, nothing started."""
    with Cluster(tmp_path, controllers=1, brokers=1, combined=False) as cluster:
        cluster.start_all()
        cluster.wait_for_brokers(1)
        boot = cluster.bootstrap()
        cluster.create_topic("t", assignments={0: [2]})
        plan = tmp_path / "p.json"
        plan.write_text('{"version":1,"partitions":[{"topic":"t","partition":0,"replicas":[7]}]}')
        assert reassign(boot, "--execute", "--reassignment-json-file", str(plan)) == (1, "", "Unknown broker id 7\n")
        plan.write_text('{"version":1,"partitions":[{"topic":"t","partition":3,"replicas":[2]}]}')
        assert reassign(boot, "--execute", "--reassignment-json-file", str(plan)) == (
            1,
            "",
            "Unable to find partition: t-3\n",
        )
        plan.write_text('{"version":1,"partitions":[{"topic":"nope","partition":0,"replicas":[2]}]}')
        assert reassign(boot, "--execute", "--reassignment-json-file", str(plan)) == (1, "", "Topic nope not found.\n")
        topics_file = tmp_path / "topics.json"
        topics_file.write_text('{"topics":[{"topic":"t"}]}')
        code, out, err = reassign(
            boot, "--generate", "--topics-to-move-json-file", str(topics_file), "--broker-list", "2,9"
        )
        assert (code, out, err) == (1, "", "Unknown broker id 9 in --broker-list\n")
        topics_file.write_text('{"topics":[{"topic":"nope"}]}')
        code, out, err = reassign(
            boot, "--generate", "--topics-to-move-json-file", str(topics_file), "--broker-list", "2"
        )
        assert (code, out, err) == (1, "", "Topic nope not found.\n")
        # --verify of a topic that does not exist: nothing runs, its replica set reads as empty (Kafka's report)
        code, out, err = reassign(boot, "--verify", "--reassignment-json-file", str(plan))
        assert (code, err) == (0, "")
        assert out.splitlines() == [
            "Status of partition reassignment:",
            "There is no active reassignment of partition nope-0, but replica set is  rather than 2.",
            "Clearing broker-level throttles on broker 2",
            "Clearing topic-level throttles on topic nope",  # nothing to clear there: not an error
        ]
        assert reassign(boot, "--list") == (0, "No partition reassignments found.\n", "")
        assert cluster.admin(lambda a: a.list_partition_reassignments()) == {}
