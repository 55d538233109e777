"""The compose cluster against a local cluster: producing from this machine with the same client, same run.

Targets:

* ``compose``: the top-level compose.yaml (3 controllers, 3 brokers, Prometheus) on the Docker engine, reached
  through the brokers' published ports localhost:9092-9094 (scripts/docker-offline.sh prepares the engine and the
  images where no registry is reachable);
* ``local``: ``kraftpy local-cluster`` on this machine (3 combined broker + controller processes on 127.0.0.1,
  on free ports), the way README's quickstart runs kraftpy.

Both have three brokers, so a topic of RF 3 lives on three processes in both; the compose cluster has separate
controller processes besides, and its traffic goes through Docker's port publishing and bridge network.

Figures: the image's size (``docker image inspect``), the time from ``compose up`` (a cluster with fresh volumes)
until every node's health check passes, median of ``--up-runs`` runs, and produce throughput per case
(produce_bench.py's cases and client code: confluent-kafka, linger.ms 5, no compression, round robin over 3
partitions, every delivery awaited; a new topic per cell with one acks=all record per partition delivered before
the clock starts) in interleaved rounds in random order, medians, the spread of the rounds and the ratio
compose/local of the medians. Before timing, each target returns 200 records byte for byte.

Usage::

    .venv/bin/python benchmarks/container_bench.py                 # 5 rounds of 20,000 x 1 KB, 3 compose ups
    .venv/bin/python benchmarks/container_bench.py --quick         # 1 round of 2,000 x 1 KB, 1 compose up
    .venv/bin/python benchmarks/container_bench.py --reuse-project kraftpytest   # a running compose cluster
    .venv/bin/python benchmarks/container_bench.py --json out.json
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import platform
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "benchmarks"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import confluent_kafka  # noqa: E402
import produce_bench as pb  # noqa: E402

SCRIPT = ROOT / "scripts" / "docker-offline.sh"
COMPOSE_FILE = ROOT / "compose.yaml"
PROJECT = "kraftpybench"
IMAGE = "kraftpy:latest"
NODES = ("controller-1", "controller-2", "controller-3", "broker-4", "broker-5", "broker-6")
COMPOSE_BOOTSTRAP = "localhost:9092,localhost:9093,localhost:9094"
DEFAULT_CASES = ("rf3-acksall-1KB", "rf1-acks1-1KB")
LOCK_FILE = "/tmp/kraftpy-docker.lock"  # shared with tests/docker/conftest.py


def run(cmd: Sequence[str], timeout: float = 600.0, check: bool = True) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(list(cmd), capture_output=True, text=True, timeout=timeout, cwd=str(ROOT))
    if check and r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited with {r.returncode}: {r.stdout[-2000:]} {r.stderr[-2000:]}")
    return r


def compose_command() -> list[str]:
    if run(["docker", "compose", "version"], check=False).returncode == 0:
        return ["docker", "compose"]
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    raise RuntimeError("neither `docker compose` nor docker-compose is installed")


class ComposeTarget(pb.Target):
    name = "compose"

    def __init__(self, project: str, reuse: bool) -> None:
        self.project = project
        self.reuse = reuse
        self.compose = compose_command()
        self.bootstrap = COMPOSE_BOOTSTRAP

    def cmd(self, *args: str) -> list[str]:
        return [*self.compose, "-p", self.project, "-f", str(COMPOSE_FILE), *args]

    def containers(self) -> list[str]:
        out = []
        for service in NODES:
            r = run(
                [
                    "docker",
                    "ps",
                    "--filter",
                    f"label=com.docker.compose.project={self.project}",
                    "--filter",
                    f"label=com.docker.compose.service={service}",
                    "--format",
                    "{{.Names}}",
                ]
            )
            names = r.stdout.split()
            if len(names) != 1:
                raise RuntimeError(f"{service} of compose project {self.project}: {names or 'not running'}")
            out.append(names[0])
        return out

    def healthy(self) -> bool:
        r = run(["docker", "inspect", "-f", "{{.State.Health.Status}}", *self.containers()], check=False)
        return r.returncode == 0 and r.stdout.split() == ["healthy"] * len(NODES)

    def up(self) -> float:
        """compose up on fresh volumes; seconds until every node is healthy."""
        run(self.cmd("down", "-v", "--remove-orphans"))
        start = time.monotonic()
        run(self.cmd("up", "-d"))
        deadline = start + 300
        while not self.healthy():
            if time.monotonic() > deadline:
                raise RuntimeError("the compose cluster was not healthy within 300 s")
            time.sleep(0.25)
        return time.monotonic() - start

    def start(self, root: Path, err: TextIO) -> None:
        if not self.healthy():
            raise RuntimeError(f"compose project {self.project} is not running and healthy")

    def server_pids(self) -> list[int]:
        pids = run(["docker", "inspect", "-f", "{{.State.Pid}}", *self.containers()]).stdout.split()
        return [int(p) for p in pids]

    def stop(self) -> None:
        if not self.reuse:
            run(self.cmd("down", "-v", "--remove-orphans"), check=False)


def free_port_block(size: int = 9) -> int:
    """The first of `size` consecutive ports free on 127.0.0.1 (client, controller and metrics ports of 3 nodes)."""
    rng = random.Random()
    for _ in range(200):
        base = rng.randrange(20000, 60000 - size)
        for port in range(base, base + size):
            with socket.socket() as sock:
                try:
                    sock.bind(("127.0.0.1", port))
                except OSError:
                    break
        else:
            return base
    raise RuntimeError(f"no {size} consecutive free ports found")


class LocalTarget(pb.Target):
    name = "local"

    def __init__(self) -> None:
        self.proc: subprocess.Popen[str] | None = None

    def start(self, root: Path, err: TextIO) -> None:
        base = free_port_block()
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "kraftpy",
                "local-cluster",
                "--dir",
                str(root / "local"),
                "--base-port",
                str(base),
                "--controller-base-port",
                str(base + 3),
                "--metrics-base-port",
                str(base + 6),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            cwd=str(ROOT),
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            start_new_session=True,
        )
        assert self.proc.stdout is not None
        lines = []
        for line in self.proc.stdout:
            lines.append(line)
            if line.strip().startswith("bootstrap servers:"):
                self.bootstrap = line.split(":", 1)[1].strip()
            if line.startswith("Press Ctrl-C"):
                break
        if not self.bootstrap:
            raise RuntimeError("kraftpy local-cluster did not start: " + "".join(lines[-20:]))
        deadline = time.monotonic() + 60  # until every broker is registered and unfenced
        while True:
            try:
                md = self.admin().list_topics(timeout=5)
                if len(md.brokers) == 3:
                    break
            except confluent_kafka.KafkaException:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the local cluster's brokers did not all register within 60 s")
            time.sleep(0.2)

    def server_pids(self) -> list[int]:
        assert self.proc is not None
        with open(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children") as f:
            return [int(p) for p in f.read().split()]

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(60)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()


def try_lock(f: Any) -> bool:
    try:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def image_size_mb() -> float:
    return int(run(["docker", "image", "inspect", "-f", "{{.Size}}", IMAGE]).stdout.strip()) / 1e6


def report(results: dict[str, dict[str, list[pb.CellResult]]], sizes: dict[str, int], out: TextIO) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    header = f"{'case':<18} {'target':<8} {'msgs/s':>9} {'MB/s':>7} {'spread':>7} {'p50 ms':>8} {'p99 ms':>8}"
    print(header, file=out)
    print("-" * len(header), file=out)
    for case_name, per_target in results.items():
        size = sizes[case_name]
        row: dict[str, Any] = {}
        for target_name, cells in per_target.items():
            mbs = [c.messages * size / c.produce_seconds / 1e6 for c in cells]
            row[target_name] = {
                "msgs_per_s": pb.median([c.msgs_per_s for c in cells]),
                "mb_per_s": pb.median(mbs),
                "mb_per_s_spread": pb.spread(mbs),
                "p50_ms": pb.median([c.p50_ms for c in cells]),
                "p99_ms": pb.median([c.p99_ms for c in cells]),
                "rounds_mb_per_s": mbs,
            }
            r = row[target_name]
            print(
                f"{case_name:<18} {target_name:<8} {r['msgs_per_s']:>9,.0f} {r['mb_per_s']:>7.2f} "
                f"{r['mb_per_s_spread']:>6.0%} {r['p50_ms']:>8.1f} {r['p99_ms']:>8.1f}",
                file=out,
            )
        if "compose" in row and "local" in row:
            row["ratio_compose_local"] = row["compose"]["mb_per_s"] / row["local"]["mb_per_s"]
            print(f"{case_name:<18} {'ratio':<8} compose/local {row['ratio_compose_local']:.2f}x", file=out)
        summary[case_name] = row
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="1 round of 2,000 x 1 KB, 1 compose up")
    p.add_argument("--rounds", type=int, default=None, help="rounds (default 5, --quick 1)")
    p.add_argument("--messages", type=int, default=None, help="1 KB messages per cell (default 20,000)")
    p.add_argument("--up-runs", type=int, default=None, help="fresh compose ups to time (default 3, --quick 1)")
    p.add_argument(
        "--case", action="append", choices=sorted(pb.CASES), help=f"repeatable (default: {', '.join(DEFAULT_CASES)})"
    )
    p.add_argument(
        "--reuse-project",
        metavar="PROJECT",
        help="measure a compose project that is already up instead of starting one (no up timing)",
    )
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    args = p.parse_args(argv)
    rounds = args.rounds if args.rounds is not None else (1 if args.quick else 5)
    messages = args.messages if args.messages is not None else (2_000 if args.quick else 20_000)
    up_runs = 0 if args.reuse_project else (args.up_runs if args.up_runs is not None else (1 if args.quick else 3))
    cases = [pb.CASES[c] for c in (args.case or DEFAULT_CASES)]
    err = sys.stderr if args.json == "-" else sys.stdout
    rng = random.Random(args.seed)
    print(
        f"kraftpy container_bench on {platform.python_implementation()} {platform.python_version()}, "
        f"confluent-kafka {pb.CK_VERSION} (librdkafka {confluent_kafka.libversion()[0]}), {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.2f}",
        file=err,
    )
    lock = open(LOCK_FILE, "a+")  # noqa: SIM115 - held for the whole run
    if not args.reuse_project:
        # the container tests and this script share the engine, the host ports and compose.yaml: one at a time
        if not try_lock(lock):
            print(f"waiting for {LOCK_FILE}: a container test run or another benchmark uses the engine", file=err)
            fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        run([str(SCRIPT), "prepare"], timeout=1800)
    root = Path(tempfile.mkdtemp(prefix="kraftpy-container-bench-"))
    compose = ComposeTarget(args.reuse_project or PROJECT, reuse=bool(args.reuse_project))
    local = LocalTarget()
    targets: dict[str, pb.Target] = {}
    up_times: list[float] = []
    out: dict[str, Any] = {"image": IMAGE}
    try:
        out["image_size_mb"] = image_size_mb()
        print(f"image {IMAGE}: {out['image_size_mb']:.0f} MB", file=err)
        for i in range(up_runs):
            up_times.append(compose.up())
            print(f"compose up {i + 1}/{up_runs}: every node healthy after {up_times[-1]:.1f} s", file=err)
        for t in (compose, local):
            t.start(root, err)
            targets[t.name] = t
            pb.check(t, 3)
            print(f"check: {t.name} ({t.bootstrap}) returned 200 records byte for byte", file=err)
        for t in targets.values():  # warm-up
            pb.run_cell(t, cases[0], 3, max(500, messages // 4), "warmup")
        print(
            f"{rounds} rounds, {messages:,} messages of 1 KB ({4 * messages:,} of 100 B) per cell, 3 partitions",
            file=err,
        )
        results: dict[str, dict[str, list[pb.CellResult]]] = {c.name: {n: [] for n in targets} for c in cases}
        for r in range(rounds):
            cells = [(c, n) for c in cases for n in targets]
            rng.shuffle(cells)
            for case, name in cells:
                count = messages if case.value_bytes >= 1024 else 4 * messages
                results[case.name][name].append(pb.run_cell(targets[name], case, 3, count, f"r{r}"))
            print(f"round {r + 1}/{rounds} done, load average {os.getloadavg()[0]:.2f}", file=err)
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        print(f"FAILED: {e}", file=err)
        return 1
    finally:
        local.stop()
        compose.stop()
        if not args.reuse_project:
            run([str(SCRIPT), "stop"], check=False)
        shutil.rmtree(root, ignore_errors=True)
        lock.close()

    summary = report(results, {c.name: c.value_bytes for c in cases}, err)
    if up_times:
        out["compose_up_to_healthy_s"] = {"median": pb.median(up_times), "runs": up_times}
        print(
            f"compose up to healthy: median {pb.median(up_times):.1f} s over {len(up_times)} runs "
            f"({', '.join(f'{t:.1f}' for t in up_times)})",
            file=err,
        )
    out.update({"rounds": rounds, "messages_1kb": messages, "loadavg_after": os.getloadavg(), "cases": summary})
    if args.json:
        text = json.dumps(out, indent=2)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
