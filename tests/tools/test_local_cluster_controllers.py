"""`kraftpy local-cluster --controllers N`: extra controller-only nodes start as observers of the quorum, and the
`kraftpy metadata-quorum` commands the cluster prints move the quorum onto them (seed 003) and back with KIP-853's
remove-controller / add-controller."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.node.test_server_process import free_port_block, local_cluster_ready


def tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kraftpy", "metadata-quorum", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_extra_controllers_become_voters(tmp_path: Path) -> None:
    base, cbase, mbase = free_port_block(), free_port_block(), free_port_block()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kraftpy",
            "local-cluster",
            "--nodes",
            "1",
            "--controllers",
            "2",
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
        text = local_cluster_ready(proc, 90)
        assert "1 nodes and 2 controller-only observers" in text
        assert re.search(r"controller 2 \(observer\): CONTROLLER://127\.0\.0\.1:" + str(cbase + 1), text)
        hint = re.search(r"Make them voters: kraftpy metadata-quorum (--bootstrap-controller \S+) reassign", text)
        assert hint is not None
        bootstrap = hint.group(1).split()

        def status() -> str:
            out = tool(*bootstrap, "describe", "--status")
            assert out.returncode == 0, out.stderr
            return out.stdout

        deadline = time.monotonic() + 30
        while '"id": 3' not in status().split("CurrentObservers:")[1] and time.monotonic() < deadline:
            time.sleep(0.5)
        moved = tool(*bootstrap, "reassign", "--voters", "1,2,3")
        assert moved.returncode == 0, moved.stderr
        assert moved.stdout.startswith("Reassignment of the metadata quorum to [1, 2, 3] accepted\n")
        assert moved.stdout.endswith("The metadata quorum's voters are [1, 2, 3]\n")
        voters = status().split("CurrentVoters:")[1].split("\n")[0]
        assert all(f'"id": {i}' in voters for i in (1, 2, 3))
        # KIP-853's door: remove controller 3 (with its directory id), then add it back from its config
        directory = re.search(r'\{"id": 3, "directoryId": "([^"]+)"', voters)
        assert directory is not None
        removed = tool(
            *bootstrap,
            "remove-controller",
            "--controller-id",
            "3",
            "--controller-directory-id",
            directory.group(1),
        )
        assert removed.returncode == 0, removed.stderr
        assert removed.stdout == f"Removed KRaft controller 3 with directory id {directory.group(1)}\n"
        assert '"id": 3' not in status().split("CurrentVoters:")[1].split("\n")[0]
        config = tmp_path / "cluster" / "node-3" / "server.properties"
        added = tool(*bootstrap, "add-controller", "--config", str(config))
        assert added.returncode == 0, added.stderr
        assert added.stdout == (
            f"Added controller 3 with directory id {directory.group(1)} and endpoints: "
            f"CONTROLLER://127.0.0.1:{cbase + 2}\n"
        )
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0
