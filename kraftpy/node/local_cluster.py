"""`kraftpy local-cluster`: a ready cluster of combined (broker + controller) nodes on this machine.

Writes a server.properties per node, formats the directories, starts each node as its own process
(`kraftpy server start`), prints the bootstrap servers and metrics URLs, and stops every node gracefully on
Ctrl-C or SIGTERM. Without `--dir` the cluster lives in a temporary directory that is removed afterwards; with
`--dir` it is kept and reused by the next run.
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from kraftpy.cli import UsageError
from kraftpy.node.config import load_config
from kraftpy.node.storage_tool import format_node
from kraftpy.protocol.uuids import random_uuid, uuid_to_str
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import read_meta_properties

STOP_TIMEOUT_S = 30.0
START_TIMEOUT_S = 60.0


@dataclass(frozen=True, slots=True)
class LocalNode:
    node_id: int
    host: str
    port: int
    controller_port: int
    metrics_port: int
    home: Path

    @property
    def config_path(self) -> Path:
        return self.home / "server.properties"

    @property
    def data_dir(self) -> Path:
        return self.home / "data"

    @property
    def log_path(self) -> Path:
        return self.home / "server.log"


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "local-cluster",
        help="format and run a local cluster of combined nodes (Ctrl-C stops it)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--nodes", type=int, default=3, help="number of nodes (default 3)")
    p.add_argument("--dir", help="directory for configs, data and logs (default: a temporary one)")
    p.add_argument("--host", default="127.0.0.1", help="address the nodes listen on (default 127.0.0.1)")
    p.add_argument("--base-port", type=int, default=9092, help="client port of node 1; node i uses base+i-1")
    p.add_argument("--controller-base-port", type=int, default=19092, help="controller port of node 1")
    p.add_argument("--metrics-base-port", type=int, default=9404, help="metrics port of node 1")
    p.set_defaults(func=cmd_local_cluster)


def plan(args: argparse.Namespace, root: Path) -> list[LocalNode]:
    if not 1 <= args.nodes <= 9:
        raise UsageError("--nodes must be between 1 and 9")
    return [
        LocalNode(
            i,
            args.host,
            args.base_port + i - 1,
            args.controller_base_port + i - 1,
            args.metrics_base_port + i - 1,
            root / f"node-{i}",
        )
        for i in range(1, args.nodes + 1)
    ]


def config_text(node: LocalNode, nodes: list[LocalNode]) -> str:
    voters = ",".join(f"{n.node_id}@{n.host}:{n.controller_port}" for n in nodes)
    rf = min(3, len(nodes))
    return "\n".join(
        [
            f"# kraftpy local cluster, node {node.node_id} of {len(nodes)}",
            "process.roles=broker,controller",
            f"node.id={node.node_id}",
            f"controller.quorum.voters={voters}",
            f"listeners=PLAINTEXT://{node.host}:{node.port},CONTROLLER://{node.host}:{node.controller_port}",
            f"advertised.listeners=PLAINTEXT://{node.host}:{node.port}",
            "controller.listener.names=CONTROLLER",
            "inter.broker.listener.name=PLAINTEXT",
            f"log.dirs={node.data_dir}",
            f"default.replication.factor={rf}",
            f"min.insync.replicas={min(2, rf)}",
            f"kraftpy.metrics.listener={node.host}:{node.metrics_port}",
            "",
        ]
    )


def _port_free(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def _listening(host: str, port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=0.5):
        return True
    return False


def prepare(root: Path, nodes: list[LocalNode]) -> str:
    """Write configs and format directories (reusing an existing cluster in `root`); return the cluster id."""
    id_file = root / "cluster.id"
    cluster_id = id_file.read_text().strip() if id_file.exists() else uuid_to_str(random_uuid())
    root.mkdir(parents=True, exist_ok=True)
    id_file.write_text(cluster_id + "\n")
    for node in nodes:
        node.home.mkdir(parents=True, exist_ok=True)
        node.config_path.write_text(config_text(node, nodes))
        meta = read_meta_properties(RealFileSystem(), str(node.data_dir))
        if meta is not None and (meta.cluster_id != cluster_id or meta.node_id != node.node_id):
            raise UsageError(f"{node.data_dir} belongs to another cluster or node; use another --dir")
        format_node(load_config(node.config_path), cluster_id, ignore_formatted=True)
    return cluster_id


def cmd_local_cluster(args: argparse.Namespace) -> int:
    temporary = args.dir is None
    root = Path(tempfile.mkdtemp(prefix="kraftpy-local-")) if temporary else Path(args.dir).resolve()
    nodes = plan(args, root)
    for node in nodes:
        for port in (node.port, node.controller_port, node.metrics_port):
            if not _port_free(node.host, port):
                raise UsageError(f"port {node.host}:{port} is in use (choose other ports with --base-port etc.)")
    procs: list[tuple[LocalNode, subprocess.Popen[bytes]]] = []
    stopping = False

    def on_signal(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        if stopping:
            for _, p in procs:
                with contextlib.suppress(ProcessLookupError):
                    p.kill()
            sys.exit(1)
        stopping = True

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        cluster_id = prepare(root, nodes)
        for node in nodes:
            log = open(node.log_path, "ab")  # noqa: SIM115 - the child keeps writing to it
            proc = subprocess.Popen(
                [sys.executable, "-m", "kraftpy", "server", "start", str(node.config_path)],
                stdout=log,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,  # Ctrl-C reaches only us; we stop the nodes gracefully
            )
            log.close()
            procs.append((node, proc))
        deadline = time.monotonic() + START_TIMEOUT_S
        for node, proc in procs:
            while not _listening(node.host, node.port):
                if proc.poll() is not None or time.monotonic() > deadline or stopping:
                    tail = node.log_path.read_text(errors="replace").splitlines()[-15:]
                    print(f"node {node.node_id} did not start; the end of {node.log_path}:", file=sys.stderr)
                    for line in tail:
                        print(f"  {line}", file=sys.stderr)
                    return 1
                time.sleep(0.1)
        print(f"kraftpy local cluster: {len(nodes)} nodes, cluster id {cluster_id}, in {root}")
        print(f"  bootstrap servers: {','.join(f'{n.host}:{n.port}' for n in nodes)}")
        for node in nodes:
            print(
                f"  node {node.node_id}: PLAINTEXT://{node.host}:{node.port}  "
                f"CONTROLLER://{node.host}:{node.controller_port}  "
                f"metrics http://{node.host}:{node.metrics_port}/metrics  log {node.log_path}"
            )
        print("Press Ctrl-C to stop the cluster.", flush=True)
        while not stopping:
            for node, proc in procs:
                if proc.poll() is not None:
                    print(f"node {node.node_id} exited with code {proc.returncode}; see {node.log_path}",
                          file=sys.stderr)
                    return 1
            time.sleep(0.2)
        return 0
    finally:
        print("Stopping the cluster...", file=sys.stderr, flush=True)
        for _, proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + STOP_TIMEOUT_S
        for _, proc in procs:
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for s, handler in previous.items():
            signal.signal(s, handler)
        if temporary:
            shutil.rmtree(root, ignore_errors=True)
        print("Stopped.", file=sys.stderr, flush=True)
