"""A real `kraftpy server start` process: start, serve ApiVersions, stop on SIGTERM; config errors; locks."""

from __future__ import annotations

import os
import random
import re
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from kraftpy.protocol.api import encode_request
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


_HANDED_OUT: set[int] = set()  # ports free_port_block gave this process: never twice


def _ephemeral_low() -> int:
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def free_port_block(count: int = 8) -> int:
    """The first of `count` consecutive ports on 127.0.0.1 that are free now, for a command that takes a base port
    and uses base, base + 1, ... (`kraftpy local-cluster`). Taken below the kernel's ephemeral range, where no
    outgoing connection of another test (another pytest worker included) can take one of them meanwhile, and from
    a stretch of its own per pytest-xdist worker."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    index = int(worker[2:]) if worker[2:].isdigit() else 0
    top = min(_ephemeral_low(), 32768)
    lo = 10000 + (index % 4) * 5000
    hi = min(lo + 5000, top) - count
    rng = random.Random()
    for _ in range(200):
        base = rng.randrange(lo, hi)
        if not _HANDED_OUT.isdisjoint(range(base, base + count)):
            continue
        try:
            socks = []
            try:
                for port in range(base, base + count):
                    s = socket.socket()
                    socks.append(s)
                    s.bind(("127.0.0.1", port))
            finally:
                for s in socks:
                    s.close()
        except OSError:
            continue
        _HANDED_OUT.update(range(base, base + count))
        return base
    raise RuntimeError(f"no {count} consecutive free ports in {lo}-{hi + count}")


def local_cluster_ready(proc: subprocess.Popen[str], timeout: float) -> str:
    """What `kraftpy local-cluster` printed until it said it is ready ("Press Ctrl-C ..."); fails with its output
    and error output when it stops or takes longer."""
    lines = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline() if proc.stdout else ""
        if not line:
            break
        lines.append(line)
        if "Press Ctrl-C" in line:
            break
    text = "".join(lines)
    assert "Press Ctrl-C" in text, text + (proc.stderr.read() if proc.stderr else "")
    return text


def write_config(tmp_path: Path, port: int, cport: int, mport: int | None = None, extra: str = "") -> Path:
    path = tmp_path / "server.properties"
    path.write_text(
        "process.roles=broker,controller\nnode.id=1\n"
        f"controller.quorum.voters=1@127.0.0.1:{cport}\n"
        f"listeners=PLAINTEXT://127.0.0.1:{port},CONTROLLER://127.0.0.1:{cport}\n"
        "controller.listener.names=CONTROLLER\n"
        f"log.dirs={tmp_path / 'data'}\n" + (f"kraftpy.metrics.listener=127.0.0.1:{mport}\n" if mport else "") + extra
    )
    return path


def kraftpy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kraftpy", *args], capture_output=True, text=True, timeout=60)


def start(config: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "kraftpy", "server", "start", str(config), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def wait_listening(port: int, proc: subprocess.Popen[str], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"server exited with {proc.returncode}: {proc.stdout.read() if proc.stdout else ''}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError("server did not start listening")


def api_versions(port: int, version: int = 3) -> ApiVersionsResponse:
    req = ApiVersionsRequest(client_software_name="kraftpy-test", client_software_version="1")
    frame = encode_request(req, version, correlation_id=7, client_id="t")
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(struct.pack(">i", len(frame)) + frame)
        size = struct.unpack(">i", s.recv(4, socket.MSG_WAITALL))[0]
        data = s.recv(size, socket.MSG_WAITALL)
    assert struct.unpack(">i", data[:4])[0] == 7
    return ApiVersionsResponse.decode(data[4:], version)


@pytest.fixture
def formatted(tmp_path: Path) -> tuple[Path, int, int, int]:
    port, cport, mport = free_port(), free_port(), free_port()
    config = write_config(tmp_path, port, cport, mport)
    out = kraftpy("storage", "format", "-c", str(config), "-t", "MkU3OEVBNTcwNTJENDM2Qk")
    assert out.returncode == 0, out.stderr
    return config, port, cport, mport


def test_start_serve_and_stop_on_sigterm(formatted: tuple[Path, int, int, int]) -> None:
    config, port, cport, mport = formatted
    proc = start(config)
    try:
        wait_listening(port, proc)
        resp = api_versions(port)
        assert resp.error_code == 0 and any(k.api_key == 18 for k in resp.api_keys)
        assert api_versions(cport).error_code == 0  # the controller listener answers too
        metrics = urllib.request.urlopen(f"http://127.0.0.1:{mport}/metrics", timeout=10).read().decode()
        assert 'kafka_network_requests_total{request="ApiVersions",version="3"}' in metrics
        proc.send_signal(signal.SIGTERM)
        output, _ = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, output
    assert "shut down completed" in output
    # the start-up heap is frozen once the node started and again once its broker is ready (by then it holds more)
    frozen = [int(m) for m in re.findall(r"Moved (\d+) objects of the start-up heap", output)]
    assert len(frozen) == 2 and 0 < frozen[0] < frozen[1], output


def test_second_signal_forces_exit(formatted: tuple[Path, int, int, int]) -> None:
    config, port, _, _ = formatted
    proc = start(config)
    try:
        wait_listening(port, proc)
        proc.send_signal(signal.SIGINT)
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode in (0, 1)  # whichever signal won the race, the process is gone promptly


def test_unformatted_directory_is_refused(tmp_path: Path) -> None:
    config = write_config(tmp_path, free_port(), free_port())
    proc = start(config)
    output, _ = proc.communicate(timeout=30)
    assert proc.returncode == 1
    assert "No meta.properties found" in output and "kraftpy storage format" in output


@pytest.mark.parametrize(
    ("extra", "override", "message"),
    [
        ("bogus.key=1\n", None, "bogus.key: unknown configuration key"),
        ("", "node.id=x", "node.id: Input should be a valid integer"),
        ("", "process.roles=broker", "must not listen on controller listener CONTROLLER"),
        ("", "listener.security.protocol.map=PLAINTEXT:PLAINTEXT", "no security protocol for listener name CONTROLLER"),
    ],
)
def test_config_mistakes_exit_2_with_one_line(tmp_path: Path, extra: str, override: str | None, message: str) -> None:
    config = write_config(tmp_path, free_port(), free_port(), extra=extra)
    args = ["--override", override] if override else []
    proc = start(config, *args)
    output, _ = proc.communicate(timeout=30)
    assert proc.returncode == 2, output
    lines = [line for line in output.splitlines() if line.strip()]
    assert len(lines) == 1 and message in lines[0], output
    assert not (tmp_path / "data").exists()  # nothing written


def test_environment_overrides_the_file(formatted: tuple[Path, int, int, int]) -> None:
    config = formatted[0]
    proc = subprocess.Popen(
        [sys.executable, "-m", "kraftpy", "server", "start", str(config)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={"PATH": "/usr/bin:/bin", "KAFKA_NODE_ID": "two"},
    )
    output, _ = proc.communicate(timeout=30)
    assert proc.returncode == 2 and "node.id" in output


def test_two_processes_cannot_share_a_directory(formatted: tuple[Path, int, int, int], tmp_path: Path) -> None:
    config, port, _, _ = formatted
    first = start(config)
    try:
        wait_listening(port, first)
        second = start(
            config, "--override", f"listeners=PLAINTEXT://127.0.0.1:{free_port()},CONTROLLER://127.0.0.1:{free_port()}"
        )
        output, _ = second.communicate(timeout=30)
        assert second.returncode == 1
        assert "Failed to acquire lock" in output
    finally:
        first.send_signal(signal.SIGTERM)
        first.communicate(timeout=30)


def test_port_in_use_is_reported(formatted: tuple[Path, int, int, int]) -> None:
    config, port, _, _ = formatted
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", port))
        blocker.listen()
        proc = start(config)
        output, _ = proc.communicate(timeout=30)
    assert proc.returncode == 1
    assert str(port) in output and "PLAINTEXT" in output


def test_raft_metrics_are_scraped(formatted: tuple[Path, int, int, int]) -> None:
    config, port, _, mport = formatted
    proc = start(config)
    try:
        wait_listening(port, proc)
        deadline = time.monotonic() + 30
        text = ""
        while time.monotonic() < deadline:
            text = urllib.request.urlopen(f"http://127.0.0.1:{mport}/metrics", timeout=10).read().decode()
            if 'kafka_server_raft_metrics_current_state{state="leader"} 1.0' in text:
                break
            time.sleep(0.2)
        assert 'kafka_server_raft_metrics_current_state{state="leader"} 1.0' in text  # a single voter leads
        assert "kafka_server_raft_metrics_high_watermark" in text
        assert "kafka_server_raft_metrics_commit_latency_seconds_count" in text
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
