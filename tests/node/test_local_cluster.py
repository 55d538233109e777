"""`kraftpy local-cluster`: starts N node processes, prints where they are, stops them all on Ctrl-C."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.node.test_server_process import api_versions, free_port


def test_local_cluster_starts_and_stops(tmp_path: Path) -> None:
    base, cbase, mbase = free_port(), free_port(), free_port()
    # consecutive ports from the chosen bases must be free: use a spread that rarely collides
    proc = subprocess.Popen(
        [sys.executable, "-m", "kraftpy", "local-cluster", "--nodes", "3", "--dir", str(tmp_path / "cluster"),
         "--base-port", str(base), "--controller-base-port", str(cbase), "--metrics-base-port", str(mbase)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        lines = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = proc.stdout.readline() if proc.stdout else ""
            if not line:
                break
            lines.append(line)
            if "Press Ctrl-C" in line:
                break
        text = "".join(lines)
        assert "Press Ctrl-C" in text, text + (proc.stderr.read() if proc.stderr else "")
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
