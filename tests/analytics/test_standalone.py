"""The job file runs unchanged on a Spark standalone cluster: a master and a worker started from the pyspark
install (spark-class), `spark-submit --master spark://...  kraftpy/analytics/job.py` on the simulator's KIP-966 log
with a damaged tail (a torn batch after garbage-free records): the tables are written, the damage is reported
with its file and byte position, and the executors ran on the worker."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pyarrow.parquet as pq
import pyspark
import pytest

from tests.integration.cluster import _listening, free_port

from .logs import kip966_scenario_log

pytestmark = pytest.mark.timeout(600)

REPO = Path(__file__).resolve().parents[2]
SPARK_HOME = Path(pyspark.__file__).parent
JOB = REPO / "kraftpy" / "analytics" / "job.py"


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SPARK_HOME=str(SPARK_HOME),
        PYSPARK_PYTHON=sys.executable,
        PYSPARK_DRIVER_PYTHON=sys.executable,
        SPARK_LOCAL_IP="127.0.0.1",
    )
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _wait_for(what: str, check: object, log: Path, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():  # type: ignore[operator]
            return
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}:\n{log.read_text(errors='replace')[-3000:]}")


@pytest.fixture(scope="module")
def standalone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    root = tmp_path_factory.mktemp("spark")
    port = free_port()
    procs: list[subprocess.Popen[bytes]] = []
    spark_class = str(SPARK_HOME / "bin" / "spark-class")
    try:
        master_log = root / "master.log"
        with open(master_log, "wb") as out:
            procs.append(
                subprocess.Popen(
                    [
                        spark_class,
                        "org.apache.spark.deploy.master.Master",
                        "--host",
                        "127.0.0.1",
                        "--port",
                        str(port),
                        "--webui-port",
                        str(free_port()),
                    ],
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    env=_env(),
                    start_new_session=True,
                )
            )
        _wait_for("the master", lambda: _listening("127.0.0.1", port), master_log)
        url = f"spark://127.0.0.1:{port}"
        work = root / "work"
        worker_log = root / "worker.log"
        with open(worker_log, "wb") as out:
            procs.append(
                subprocess.Popen(
                    [
                        spark_class,
                        "org.apache.spark.deploy.worker.Worker",
                        "--host",
                        "127.0.0.1",
                        "--cores",
                        "2",
                        "--memory",
                        "2g",
                        "--webui-port",
                        str(free_port()),
                        "--work-dir",
                        str(work),
                        url,
                    ],
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    env=_env(),
                    start_new_session=True,
                )
            )
        _wait_for(
            "the worker to register",
            lambda: b"Successfully registered with master" in worker_log.read_bytes(),
            worker_log,
        )
        yield url, worker_log
    finally:
        for p in reversed(procs):
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
                try:
                    p.wait(20)
                except subprocess.TimeoutExpired:
                    os.killpg(p.pid, signal.SIGKILL)
                    p.wait()


def test_spark_submit_on_a_standalone_cluster(standalone: tuple[str, Path], tmp_path: Path) -> None:
    url, worker_log = standalone
    kip966_scenario_log(tmp_path / "log")
    (segment,) = (tmp_path / "log" / "__cluster_metadata-0").glob("*.log")
    intact = segment.stat().st_size
    with open(segment, "ab") as f:  # a batch header promising more bytes than the file holds: a torn write
        f.write(bytes.fromhex("0000000000000400 00000100 00000001 02") + b"\x00" * 40)
    out = tmp_path / "out"
    proc = subprocess.run(
        [
            str(SPARK_HOME / "bin" / "spark-submit"),
            "--master",
            url,
            "--conf",
            "spark.ui.enabled=false",
            "--conf",
            "spark.executor.memory=1g",
            str(JOB),
            "--log-dir",
            str(tmp_path / "log"),
            "--out",
            str(out),
            "--set",
            "min.insync.replicas=2",
            "--no-report",
        ],
        capture_output=True,
        text=True,
        env=_env(),
        timeout=480,
        cwd=str(tmp_path),
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-5000:]
    summary = json.loads((out / "summary.json").read_text())
    (damage,) = summary["damage"]
    assert str(segment) in damage and f"byte position {intact}" in damage and "partial batch" in damage
    assert summary["rows"]["under_min_isr"] == 1 and summary["rows"]["elections"] == 1
    elections = pq.read_table(out / "elections").to_pylist()
    assert elections[0]["kind"] == "elr" and elections[0]["leader"] == 1
    records = pq.read_table(out / "records", columns=["kind", "position"]).to_pylist()
    assert [r for r in records if r["kind"] == "damage"] == [{"kind": "damage", "position": intact}]
    # the executors ran on the standalone worker
    assert "Asked to launch executor app-" in worker_log.read_text(errors="replace")
