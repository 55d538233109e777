"""The container image's entrypoint (kraftpy/tools/container.py) on this machine, without a container engine:
settings from KAFKA_* variables with the image's defaults, one line naming the variable on a bad value, formatting
on the first start only, and a real node exec'd by it that stops cleanly on SIGTERM."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kraftpy.node.config import env_to_properties
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import read_meta_properties
from kraftpy.tools.container import (
    CONTAINER_DEFAULTS,
    SINGLE_NODE_DEFAULTS,
    ContainerError,
    container_properties,
    env_name,
    format_options,
    prepare,
)

CLUSTER_ID = "pgr3hLWYRv6XiNif-Elnbg"
REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def broker_env(data: Path, **extra: str) -> dict[str, str]:
    env = {
        "KAFKA_NODE_ID": "4",
        "KAFKA_PROCESS_ROLES": "broker",
        "KAFKA_LISTENERS": "PLAINTEXT://:19092,PLAINTEXT_HOST://:9092",
        "KAFKA_ADVERTISED_LISTENERS": "PLAINTEXT://broker-4:19092,PLAINTEXT_HOST://localhost:9092",
        "KAFKA_LISTENER_SECURITY_PROTOCOL_MAP": "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT",
        "KAFKA_INTER_BROKER_LISTENER_NAME": "PLAINTEXT",
        "KAFKA_CONTROLLER_QUORUM_VOTERS": "1@controller-1:9093,2@controller-2:9093,3@controller-3:9093",
        "KAFKA_CONTROLLER_LISTENER_NAMES": "CONTROLLER",
        "KAFKA_LOG_DIRS": str(data),
        "KAFKA_HEAP_OPTS": "-Xmx1G",  # a JVM setting of Kafka's image: not a kraftpy setting, ignored
        "CLUSTER_ID": CLUSTER_ID,
        "PATH": "/usr/bin:/bin",
    }
    env.update(extra)
    return env


def test_env_name_is_the_inverse_of_the_mapping() -> None:
    for key in ("node.id", "controller.quorum.voters", "listener.security.protocol.map", "a-b_c.d"):
        assert env_to_properties({env_name(key): "x"}) == {key: "x"}
    assert env_name("node.id") == "KAFKA_NODE_ID"


def test_no_kafka_setting_gives_a_single_combined_node() -> None:
    config, props = container_properties({"PATH": "/bin", "KAFKA_HEAP_OPTS": "-Xmx1G"})
    assert props == {**CONTAINER_DEFAULTS, **SINGLE_NODE_DEFAULTS}
    assert config.is_broker and config.is_controller and config.node_id == 1
    assert config.data_dirs == ["/var/lib/kafka/data"]
    assert config.metrics_listener == ":9404"  # the node's own host: localhost here, which it advertises
    assert [str(e) for e in config.effective_advertised_listeners] == ["PLAINTEXT://localhost:9092"]


def test_kafka_settings_replace_the_single_node_defaults(tmp_path: Path) -> None:
    config, props = container_properties(broker_env(tmp_path / "data", KAFKA_KRAFTPY_METRICS_LISTENER=":9500"))
    assert config.process_roles == ["broker"] and config.node_id == 4
    assert props["kraftpy.metrics.listener"] == ":9500"  # the variable wins over the image's default
    assert props["advertised.listeners"] == "PLAINTEXT://broker-4:19092,PLAINTEXT_HOST://localhost:9092"
    assert props["log.dirs"] == str(tmp_path / "data")  # KAFKA_LOG_DIRS wins over the image's /var/lib/kafka/data
    assert [str(e) for e in config.effective_advertised_listeners] == [
        "PLAINTEXT://broker-4:19092",
        "PLAINTEXT_HOST://localhost:9092",
    ]
    assert "heap.opts" not in props


@pytest.mark.parametrize(
    ("variable", "value", "key"),
    [
        ("KAFKA_NODE_ID", "four", "node.id"),
        ("KAFKA_LISTENERS", "PLAINTEXT//:9092", "listeners"),
        ("KAFKA_MIN_INSYNC_REPLICAS", "0", "min.insync.replicas"),
        ("KAFKA_NO_SUCH_SETTING", "1", "no.such.setting"),
    ],
)
def test_a_bad_value_is_one_line_naming_the_variable(tmp_path: Path, variable: str, value: str, key: str) -> None:
    with pytest.raises(ContainerError) as e:
        container_properties(broker_env(tmp_path, **{variable: value}))
    text = str(e.value)
    assert "\n" not in text and e.value.code == 2
    assert text.startswith(f"configuration error: {variable} ({key}): "), text


def test_a_missing_setting_names_the_variable_to_set(tmp_path: Path) -> None:
    env = broker_env(tmp_path)
    del env["KAFKA_PROCESS_ROLES"]
    expected = r"^configuration error: KAFKA_PROCESS_ROLES \(process.roles\): is required"
    with pytest.raises(ContainerError, match=expected):
        container_properties(env)


def test_formats_on_the_first_start_only(tmp_path: Path) -> None:
    data = tmp_path / "data"
    config_file = tmp_path / "etc" / "server.properties"
    lines: list[str] = []
    prepare(broker_env(data), config_file, lines)
    first = read_meta_properties(RealFileSystem(), str(data))
    assert first is not None and first.cluster_id == CLUSTER_ID and first.node_id == 4
    written = config_file.read_text()
    assert "node.id=4\n" in written and f"log.dirs={data}\n" in written and "CLUSTER_ID" not in written

    lines.clear()
    prepare(broker_env(data), config_file, lines)  # the restarted container
    again = read_meta_properties(RealFileSystem(), str(data))
    assert again == first  # same directory id: not formatted again
    assert any("not formatting them again" in line for line in lines), lines

    # without CLUSTER_ID a formatted node starts as it is; with another one it refuses
    env = broker_env(data)
    del env["CLUSTER_ID"]
    prepare(env, config_file, [])
    with pytest.raises(ContainerError, match="CLUSTER_ID: 7a0FCkVDQBuu2hS1fA4gNA differs from the cluster id"):
        prepare(broker_env(data, CLUSTER_ID="7a0FCkVDQBuu2hS1fA4gNA"), config_file, [])


def test_cluster_id_is_required_for_a_cluster_and_checked(tmp_path: Path) -> None:
    env = broker_env(tmp_path / "data")
    del env["CLUSTER_ID"]
    with pytest.raises(ContainerError, match=r"^CLUSTER_ID: is required"):
        prepare(env, tmp_path / "server.properties", [])
    with pytest.raises(ContainerError, match=r"^CLUSTER_ID: 'not-an-id' is not a cluster id"):
        prepare(broker_env(tmp_path / "data", CLUSTER_ID="not-an-id"), tmp_path / "server.properties", [])
    assert read_meta_properties(RealFileSystem(), str(tmp_path / "data")) is None


def test_dynamic_quorum_format_options(tmp_path: Path) -> None:
    base = {
        "KAFKA_NODE_ID": "1",
        "KAFKA_PROCESS_ROLES": "controller",
        "KAFKA_LISTENERS": "CONTROLLER://:9093",
        "KAFKA_CONTROLLER_LISTENER_NAMES": "CONTROLLER",
        "KAFKA_LOG_DIRS": str(tmp_path),
        "KAFKA_CONTROLLER_QUORUM_BOOTSTRAP_SERVERS": "controller-1:9093,controller-2:9093",
    }
    off = {"standalone": False, "initial_controllers": None, "no_initial_controllers": False}
    config, _ = container_properties(base)
    assert format_options(config, base) == {**off, "no_initial_controllers": True}
    assert format_options(config, {**base, "KRAFTPY_STANDALONE": "true"}) == {**off, "standalone": True}
    initial = "1@controller-1:9093:MvDxzVmcRsaTz33bUuRU6A"
    assert format_options(config, {**base, "KRAFTPY_INITIAL_CONTROLLERS": initial}) == {
        **off,
        "initial_controllers": initial,
    }
    with pytest.raises(ContainerError):
        format_options(config, {**base, "KRAFTPY_STANDALONE": "yes"})
    static, _ = container_properties({**base, "KAFKA_CONTROLLER_QUORUM_VOTERS": "1@controller-1:9093"})
    assert format_options(static, base) == off
    # the standalone controller's directory is formatted as a dynamic voter
    lines: list[str] = []
    prepare({**base, "KRAFTPY_STANDALONE": "true", "CLUSTER_ID": CLUSTER_ID}, tmp_path / "s.properties", lines)
    meta = read_meta_properties(RealFileSystem(), str(tmp_path))
    assert meta is not None and meta.cluster_id == CLUSTER_ID


def run_entrypoint(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kraftpy.tools.container", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=str(REPO),
    )


def test_entrypoint_process_exits_2_with_one_line(tmp_path: Path) -> None:
    env = broker_env(
        tmp_path / "data", KAFKA_NODE_ID="x1", KRAFTPY_CONFIG_FILE=str(tmp_path / "s.properties"), PYTHONPATH=str(REPO)
    )
    r = run_entrypoint(env)
    assert r.returncode == 2
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("kraftpy: configuration error: KAFKA_NODE_ID (node.id): "), r.stderr
    assert not (tmp_path / "data").exists()


def test_entrypoint_runs_a_given_command(tmp_path: Path) -> None:
    env = {"PATH": os.environ["PATH"], "PYTHONPATH": str(REPO)}
    r = run_entrypoint(env, sys.executable, "-c", "print('from the command')")
    assert r.returncode == 0 and r.stdout == "from the command\n"


def test_entrypoint_execs_a_node_that_stops_cleanly(tmp_path: Path) -> None:
    port, cport = free_port(), free_port()
    data = tmp_path / "data"
    env = {
        "PATH": os.environ["PATH"],
        "PYTHONPATH": str(REPO),
        "CLUSTER_ID": CLUSTER_ID,
        "KRAFTPY_CONFIG_FILE": str(tmp_path / "etc" / "server.properties"),
        "KAFKA_NODE_ID": "1",
        "KAFKA_PROCESS_ROLES": "broker,controller",
        "KAFKA_CONTROLLER_QUORUM_VOTERS": f"1@127.0.0.1:{cport}",
        "KAFKA_LISTENERS": f"PLAINTEXT://127.0.0.1:{port},CONTROLLER://127.0.0.1:{cport}",
        "KAFKA_CONTROLLER_LISTENER_NAMES": "CONTROLLER",
        "KAFKA_LOG_DIRS": str(data),
        "KAFKA_KRAFTPY_METRICS_LISTENER": "",
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "kraftpy.tools.container"],
        env=env,
        cwd=str(REPO),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        healthy = None
        while time.monotonic() < deadline and proc.poll() is None:
            healthy = subprocess.run(
                [sys.executable, "-m", "kraftpy", "healthcheck", "--config", env["KRAFTPY_CONFIG_FILE"]],
                env={**os.environ, "PYTHONPATH": str(REPO)},
                capture_output=True,
                text=True,
                timeout=30,
            )
            if healthy.returncode == 0:
                break
            time.sleep(0.5)
        assert healthy is not None and healthy.returncode == 0, healthy
        assert "controller leading the metadata quorum" in healthy.stdout
        assert "broker registered and unfenced" in healthy.stdout
        proc.send_signal(signal.SIGTERM)  # what `docker stop` sends to the container's first process
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    out = proc.stdout.read() if proc.stdout else ""
    assert "Formatting metadata directory" in out
    assert "shut down completed" in out
    assert (data / ".kafka_cleanshutdown").exists()
