"""`kraftpy local-cluster`: starts N node processes, prints where they are once every broker is registered and
unfenced, keeps running when a node dies (and says how to start it again), stops them all on Ctrl-C."""

from __future__ import annotations

import contextlib
import os
import queue
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from confluent_kafka.admin import AdminClient as CkAdmin
from confluent_kafka.admin import NewTopic

from tests.node.test_server_process import api_versions, free_port_block, local_cluster_ready


def test_local_cluster_starts_and_stops(tmp_path: Path) -> None:
    base, cbase, mbase = free_port_block(), free_port_block(), free_port_block()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kraftpy",
            "local-cluster",
            "--nodes",
            "3",
            "--dir",
            str(tmp_path / "cluster"),
            "--base-port",
            str(base),
            "--controller-base-port",
            str(cbase),
            "--metrics-base-port",
            str(mbase),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        text = local_cluster_ready(proc, 60)
        bootstrap = re.search(r"bootstrap servers: (\S+)", text)
        assert bootstrap is not None
        ports = [int(hp.rsplit(":", 1)[1]) for hp in bootstrap.group(1).split(",")]
        assert ports == [base, base + 1, base + 2]
        for port in ports:
            assert api_versions(port).error_code == 0
        assert text.count("metrics http://") == 3
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0
    # the directory was kept (--dir) and every node shut down cleanly
    for i in (1, 2, 3):
        log = (tmp_path / "cluster" / f"node-{i}" / "server.log").read_text()
        assert "shut down completed" in log


class Lines:
    """The lines a process writes on one of its pipes, read by a thread (so both pipes can be waited on)."""

    def __init__(self, stream: object) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: object) -> None:
        for line in iter(stream.readline, ""):  # type: ignore[attr-defined]
            self.queue.put(line)

    def wait_for(self, pattern: str, timeout: float) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.seen:
                m = re.search(pattern, line)
                if m:
                    return m
            with contextlib.suppress(queue.Empty):
                self.seen.append(self.queue.get(timeout=max(0.0, min(1.0, deadline - time.monotonic()))))
        raise AssertionError(f"no line matching {pattern!r} within {timeout}s: {''.join(self.seen)}")


def test_a_killed_node_leaves_the_others_running_and_rejoins_with_the_printed_command(tmp_path: Path) -> None:
    base, cbase, mbase = free_port_block(), free_port_block(), free_port_block()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kraftpy",
            "local-cluster",
            "--nodes",
            "3",
            "--dir",
            str(tmp_path / "cluster"),
            "--base-port",
            str(base),
            "--controller-base-port",
            str(cbase),
            "--metrics-base-port",
            str(mbase),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    restarted: subprocess.Popen[bytes] | None = None
    try:
        out, err = Lines(proc.stdout), Lines(proc.stderr)
        bootstrap = out.wait_for(r"bootstrap servers: (\S+)", 90).group(1)
        # every broker is registered and unfenced once the line is printed: a topic of RF 3 can be created at once
        admin = CkAdmin({"bootstrap.servers": bootstrap})
        admin.create_topics([NewTopic("rf3", num_partitions=3, replication_factor=3)])["rf3"].result(timeout=30)
        pid = int(out.wait_for(r"node 2: .* pid (\d+)", 10).group(1))
        out.wait_for("Press Ctrl-C", 10)

        os.kill(pid, signal.SIGKILL)
        err.wait_for(r"node 2 exited \(killed by SIGKILL\); the other nodes keep running", 30)
        command = err.wait_for(r"start it again with: (.+)$", 10).group(1).strip()
        config = tmp_path / "cluster" / "node-2" / "server.properties"
        assert command.endswith(f"server start {config}")
        assert proc.poll() is None  # the cluster keeps running ...
        for port in (base, base + 2):  # ... and so do the other nodes
            assert api_versions(port).error_code == 0

        # the printed command starts the node again, and it rejoins the cluster
        with open(tmp_path / "restart.log", "wb") as log:
            restarted = subprocess.Popen(
                shlex.split(command), stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
            )
        err.wait_for(r"node 2 is back", 90)
        meta = admin.list_topics(timeout=30)
        assert sorted(meta.brokers) == [1, 2, 3]
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
        err.wait_for("node 2 was started again outside this command and is still running", 10)
    finally:
        # on a failure too: local-cluster stops the nodes it started (a kill would leave them running)
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
        if restarted is not None and restarted.poll() is None:
            restarted.send_signal(signal.SIGTERM)
            try:
                restarted.wait(timeout=60)
            except subprocess.TimeoutExpired:
                restarted.kill()
    assert proc.returncode == 0
    assert restarted is not None and restarted.returncode == 0  # it was running until stopped above
