"""The kraftpy image on its own (`docker run`, no compose): it runs as a non-root user, `docker stop` ends the node
cleanly in under 10 s leaving `.kafka_cleanshutdown`, a second start does not format the volume again, a bad
`KAFKA_*` value stops the container with one line naming it, and the health check asks the node itself."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator

import pytest

from .conftest import IMAGE, Docker

pytestmark = [pytest.mark.docker, pytest.mark.timeout(600)]


@pytest.fixture
def names(docker: Docker) -> Iterator[list[str]]:
    """Containers and volumes a test creates, removed afterwards."""
    created: list[str] = []
    yield created
    for name in created:
        docker.run("rm", "-f", "-v", name, check=False)
        docker.run("volume", "rm", "-f", name, check=False)


def unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def test_image_runs_as_an_unprivileged_user(docker: Docker, names: list[str]) -> None:
    config = json.loads(docker.run("image", "inspect", IMAGE).stdout)[0]["Config"]
    assert config["User"] == "kafka"
    assert config["Healthcheck"]["Test"][:3] == ["CMD", "kraftpy", "healthcheck"]
    # a command given to the entrypoint runs instead of a node, as the same user
    assert docker.run("run", "--rm", IMAGE, "id", "-u").stdout.strip() == "1000"

    name = unique("kraftpy-user")
    names.append(name)
    docker.run("run", "-d", "--name", name, IMAGE)
    docker.wait_healthy([name], timeout=120)
    status = docker.run("exec", name, "cat", "/proc/1/status").stdout
    uid = next(line.split()[1:] for line in status.splitlines() if line.startswith("Uid:"))
    assert set(uid) == {"1000"}, status  # the node (the container's first process) is not root
    cmdline = docker.run("exec", name, "cat", "/proc/1/cmdline").stdout.split("\0")
    assert cmdline[1:3] == ["-m", "kraftpy.tools.container"], cmdline


def test_stop_is_clean_and_quick_and_a_restart_does_not_format_again(docker: Docker, names: list[str]) -> None:
    name = unique("kraftpy-single")
    volume = unique("kraftpy-data")
    names += [name, volume]
    docker.run("volume", "create", volume)
    docker.run("run", "-d", "--name", name, "-v", f"{volume}:/var/lib/kafka/data", IMAGE)
    docker.wait_healthy([name], timeout=120)
    assert "Formatting metadata directory /var/lib/kafka/data" in docker.logs(name)
    meta_before = docker.file(name, "/var/lib/kafka/data/meta.properties")
    assert meta_before is not None and b"directory.id=" in meta_before
    # data to keep: a topic, created from inside the container (the default node advertises localhost:9092)
    docker.run(
        "exec",
        name,
        "kraftpy",
        "topics",
        "--bootstrap-server",
        "localhost:9092",
        "--create",
        "--topic",
        "kept",
        "--partitions",
        "2",
        "--replication-factor",
        "1",
    )

    start = time.monotonic()
    docker.run("stop", name)  # SIGTERM, then SIGKILL after 10 s
    took = time.monotonic() - start
    state = docker.inspect(name)["State"]
    assert took < 10.0, f"docker stop took {took:.1f} s"
    assert state["ExitCode"] == 0 and not state["OOMKilled"], state
    marker = docker.file(name, "/var/lib/kafka/data/.kafka_cleanshutdown")
    assert marker is not None, docker.logs(name)
    assert json.loads(marker)["brokerEpoch"] >= 0

    docker.run("start", name)
    docker.wait_healthy([name], timeout=120)
    logs = docker.logs(name, tail=400)
    assert logs.count("Formatting metadata directory") == 1
    assert "are formatted (cluster " in logs and "not formatting them again" in logs
    assert docker.file(name, "/var/lib/kafka/data/meta.properties") == meta_before
    listed = docker.run("exec", name, "kraftpy", "topics", "--bootstrap-server", "localhost:9092", "--list").stdout
    assert "kept" in listed.split()
    # the restart was clean: the node read its broker epoch back from the marker
    assert "after a clean shutdown" in logs, logs


def test_bad_kafka_value_exits_with_one_line_naming_it(docker: Docker, names: list[str]) -> None:
    name = unique("kraftpy-bad")
    names.append(name)
    env = {
        "KAFKA_NODE_ID": "one",
        "KAFKA_PROCESS_ROLES": "broker,controller",
        "KAFKA_CONTROLLER_QUORUM_VOTERS": "1@localhost:9093",
        "KAFKA_CONTROLLER_LISTENER_NAMES": "CONTROLLER",
        "KAFKA_LISTENERS": "PLAINTEXT://:9092,CONTROLLER://:9093",
        "CLUSTER_ID": "pgr3hLWYRv6XiNif-Elnbg",
    }
    args = [a for k, v in env.items() for a in ("-e", f"{k}={v}")]
    r = docker.run("run", "--name", name, *args, IMAGE, check=False, timeout=120)
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    output = (r.stdout + r.stderr).splitlines()
    assert len(output) == 1, output
    assert output[0].startswith("kraftpy: configuration error: KAFKA_NODE_ID (node.id): "), output
    assert "'one'" in output[0]
    assert docker.inspect(name)["State"]["ExitCode"] == 2


def test_healthcheck_says_why_a_node_is_unhealthy(docker: Docker, names: list[str]) -> None:
    # a controller of a two-voter quorum whose other voter does not exist: it listens, but no leader can be elected
    name = unique("kraftpy-lonely")
    names.append(name)
    env = {
        "KAFKA_NODE_ID": "1",
        "KAFKA_PROCESS_ROLES": "controller",
        "KAFKA_LISTENERS": "CONTROLLER://:9093",
        "KAFKA_CONTROLLER_QUORUM_VOTERS": "1@localhost:9093,2@127.0.0.1:9094",
        "KAFKA_CONTROLLER_LISTENER_NAMES": "CONTROLLER",
        "CLUSTER_ID": "pgr3hLWYRv6XiNif-Elnbg",
    }
    args = [a for k, v in env.items() for a in ("-e", f"{k}={v}")]
    docker.run("run", "-d", "--name", name, *args, IMAGE)
    deadline = time.monotonic() + 60
    while True:
        r = docker.run(
            "exec", name, "kraftpy", "healthcheck", "--config", "/etc/kraftpy/server.properties", check=False
        )
        if "nothing accepts connections" not in r.stdout or time.monotonic() > deadline:
            break  # past the start-up
        time.sleep(1)
    assert r.returncode == 1, r.stdout
    assert r.stdout.startswith("node 1 is unhealthy: it knows no quorum leader"), r.stdout
    assert docker.health(name) in ("starting", "unhealthy")
    # the other voter, which does not run
    r = docker.run(
        "exec",
        name,
        "kraftpy",
        "healthcheck",
        "--bootstrap-controller",
        "127.0.0.1:9094",
        "--node-id",
        "2",
        check=False,
    )
    assert r.returncode == 1
    assert r.stdout.startswith(
        "node 2 is unhealthy: nothing accepts connections at 127.0.0.1:9094 (the controller is not running)"
    ), r.stdout
