"""`kraftpy local-cluster`: a ready cluster of combined (broker + controller) nodes on this machine.

Writes a server.properties per node (with Eligible Leader Replicas on: `eligible.leader.replicas.enabled=true`),
formats the directories, starts each node as its own process (`kraftpy server start`), and once every broker is
registered and unfenced prints the bootstrap servers, metrics URLs, logs and process ids. It is a place to try
failures: a node that dies (`kill -9 <pid>`) leaves the others running; the command says which node exited and
prints the `kraftpy server start <config>` command that starts it again (the node then rejoins the cluster), and
notices when it is back. Ctrl-C or SIGTERM stops every node it started gracefully. Without `--dir` the cluster
lives in a temporary directory that is removed afterwards; with `--dir` it is kept and reused by the next run.

`--security SASL_SSL` starts the same cluster secured: a CA and node certificates are made on the fly (in
`<dir>/tls`), clients connect over SASL_SSL with SCRAM-SHA-512 (the client listeners also take SCRAM-SHA-256),
brokers talk to each other on an INTERNAL SASL_SSL listener (PLAIN, port `--internal-base-port`) and to the
controllers over SASL_SSL (PLAIN), the StandardAuthorizer is on, and `User:admin` (a SCRAM user whose password is
made up for the run) is a super user. The client settings are written twice: `client config (kafka): PATH` for
`--command-config` of the kraftpy tools and Kafka's clients, `client config (librdkafka): PATH` for kcat (`-F PATH`)
and librdkafka.

`--controllers N` adds N controller-only nodes (ids after the combined ones) that find the quorum through
`controller.quorum.bootstrap.servers` and start as observers of the metadata log (formatted with
`--no-initial-controllers`): a quorum reassignment (`kraftpy metadata-quorum reassign --voters ...`) or
`kraftpy metadata-quorum add-controller --config <its server.properties>` makes them voters.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import secrets
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from kraftpy.admin.client import AdminClient, AdminError
from kraftpy.node.config import load_config
from kraftpy.protocol.uuids import random_uuid, uuid_to_str
from kraftpy.security.certs import CertificateAuthority
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import read_meta_properties
from kraftpy.tools import UsageError
from kraftpy.tools.process_cluster import listening, start_node_process
from kraftpy.tools.storage import format_command, format_node

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
    broker: bool = True  # False: a controller-only node (an observer of the quorum until it is made a voter)
    internal_port: int = 0  # --security SASL_SSL: the inter-broker listener

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
    p.add_argument(
        "--controllers",
        type=int,
        default=0,
        help="extra controller-only nodes that start as observers of the quorum (default 0)",
    )
    p.add_argument("--dir", help="directory for configs, data and logs (default: a temporary one)")
    p.add_argument("--host", default="127.0.0.1", help="address the nodes listen on (default 127.0.0.1)")
    p.add_argument("--base-port", type=int, default=9092, help="client port of node 1; node i uses base+i-1")
    p.add_argument("--controller-base-port", type=int, default=19092, help="controller port of node 1")
    p.add_argument("--metrics-base-port", type=int, default=9404, help="metrics port of node 1")
    p.add_argument(
        "--security",
        choices=("PLAINTEXT", "SASL_SSL"),
        default="PLAINTEXT",
        help="PLAINTEXT (default) or SASL_SSL: TLS, SCRAM users, ACLs and an admin super user",
    )
    p.add_argument(
        "--internal-base-port", type=int, default=29092, help="with --security SASL_SSL: inter-broker port of node 1"
    )
    p.set_defaults(func=cmd_local_cluster)


def plan(args: argparse.Namespace, root: Path) -> list[LocalNode]:
    extra = getattr(args, "controllers", 0)
    if not 1 <= args.nodes <= 9:
        raise UsageError("--nodes must be between 1 and 9")
    if not 0 <= extra <= 9:
        raise UsageError("--controllers must be between 0 and 9")
    return [
        LocalNode(
            i,
            args.host,
            args.base_port + i - 1 if i <= args.nodes else 0,
            args.controller_base_port + i - 1,
            args.metrics_base_port + i - 1,
            root / f"node-{i}",
            broker=i <= args.nodes,
            internal_port=args.internal_base_port + i - 1
            if getattr(args, "security", "PLAINTEXT") == "SASL_SSL" and i <= args.nodes
            else 0,
        )
        for i in range(1, args.nodes + extra + 1)
    ]


PLAIN_MODULE = "org.apache.kafka.common.security.plain.PlainLoginModule"
SCRAM_MODULE = "org.apache.kafka.common.security.scram.ScramLoginModule"
STANDARD_AUTHORIZER = "org.apache.kafka.metadata.authorizer.StandardAuthorizer"


@dataclass(frozen=True, slots=True)
class Secured:
    """--security SASL_SSL: where the certificates are and the passwords of this run."""

    tls: Path
    node_password: str
    admin_password: str

    @property
    def ca(self) -> Path:
        return self.tls / "ca.pem"


def security_lines(node: LocalNode, sec: Secured) -> list[str]:
    jaas = f'{PLAIN_MODULE} required username="node" password="{sec.node_password}" user_node="{sec.node_password}";'
    return [
        "ssl.keystore.type=PEM",
        f"ssl.keystore.location={sec.tls / f'node-{node.node_id}.pem'}",
        "ssl.truststore.type=PEM",
        f"ssl.truststore.location={sec.ca}",
        "sasl.enabled.mechanisms=SCRAM-SHA-512,SCRAM-SHA-256",
        "sasl.mechanism.controller.protocol=PLAIN",
        "sasl.mechanism.inter.broker.protocol=PLAIN",
        "listener.name.controller.sasl.enabled.mechanisms=PLAIN",
        f"listener.name.controller.plain.sasl.jaas.config={jaas}",
        "listener.name.internal.sasl.enabled.mechanisms=PLAIN",
        f"listener.name.internal.plain.sasl.jaas.config={jaas}",
        f"authorizer.class.name={STANDARD_AUTHORIZER}",
        "super.users=User:node;User:admin",
    ]


def config_text(node: LocalNode, nodes: list[LocalNode], sec: Secured | None = None) -> str:
    if sec is not None:
        return _secured_config_text(node, nodes, sec)
    combined = [n for n in nodes if n.broker]
    voters = ",".join(f"{n.node_id}@{n.host}:{n.controller_port}" for n in combined)
    rf = min(3, len(combined))
    if not node.broker:
        servers = ",".join(f"{n.host}:{n.controller_port}" for n in combined)
        return "\n".join(
            [
                f"# kraftpy local cluster, controller-only node {node.node_id} (an observer until it is made a voter)",
                "process.roles=controller",
                f"node.id={node.node_id}",
                f"controller.quorum.bootstrap.servers={servers}",
                f"listeners=CONTROLLER://{node.host}:{node.controller_port}",
                "controller.listener.names=CONTROLLER",
                f"log.dirs={node.data_dir}",
                f"default.replication.factor={rf}",
                f"min.insync.replicas={min(2, rf)}",
                "eligible.leader.replicas.enabled=true",
                f"kraftpy.metrics.listener={node.host}:{node.metrics_port}",
                "",
            ]
        )
    return "\n".join(
        [
            f"# kraftpy local cluster, node {node.node_id} of {len(combined)}",
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
            "eligible.leader.replicas.enabled=true",
            f"kraftpy.metrics.listener={node.host}:{node.metrics_port}",
            "",
        ]
    )


def _secured_config_text(node: LocalNode, nodes: list[LocalNode], sec: Secured) -> str:
    combined = [n for n in nodes if n.broker]
    voters = ",".join(f"{n.node_id}@{n.host}:{n.controller_port}" for n in combined)
    rf = min(3, len(combined))
    protocols = "listener.security.protocol.map=CONTROLLER:SASL_SSL,INTERNAL:SASL_SSL,SASL_SSL:SASL_SSL"
    if not node.broker:
        servers = ",".join(f"{n.host}:{n.controller_port}" for n in combined)
        lines = [
            f"# kraftpy local cluster (SASL_SSL), controller-only node {node.node_id} (an observer until it is made "
            "a voter)",
            "process.roles=controller",
            f"node.id={node.node_id}",
            f"controller.quorum.bootstrap.servers={servers}",
            f"listeners=CONTROLLER://{node.host}:{node.controller_port}",
            "controller.listener.names=CONTROLLER",
            protocols,
        ]
    else:
        lines = [
            f"# kraftpy local cluster (SASL_SSL), node {node.node_id} of {len(combined)}",
            "process.roles=broker,controller",
            f"node.id={node.node_id}",
            f"controller.quorum.voters={voters}",
            f"listeners=SASL_SSL://{node.host}:{node.port},INTERNAL://{node.host}:{node.internal_port},"
            f"CONTROLLER://{node.host}:{node.controller_port}",
            f"advertised.listeners=SASL_SSL://{node.host}:{node.port},INTERNAL://{node.host}:{node.internal_port}",
            "controller.listener.names=CONTROLLER",
            "inter.broker.listener.name=INTERNAL",
            protocols,
        ]
    lines += [
        f"log.dirs={node.data_dir}",
        f"default.replication.factor={rf}",
        f"min.insync.replicas={min(2, rf)}",
        "eligible.leader.replicas.enabled=true",
        f"kraftpy.metrics.listener={node.host}:{node.metrics_port}",
        *security_lines(node, sec),
        "",
    ]
    return "\n".join(lines)


def make_security(root: Path, nodes: list[LocalNode]) -> Secured:
    """A CA, a certificate per node, passwords for this run."""

    tls = root / "tls"
    ca = CertificateAuthority.create("kraftpy local cluster CA")
    ca.write_ca(tls / "ca.pem")
    for node in nodes:
        ca.issue(f"node-{node.node_id}", hosts=sorted({node.host, "localhost", "127.0.0.1"})).write_pem(
            tls / f"node-{node.node_id}.pem"
        )
    return Secured(tls, secrets.token_urlsafe(18), secrets.token_urlsafe(18))


def client_configs(root: Path, nodes: list[LocalNode], sec: Secured) -> tuple[Path, Path]:
    """The admin's client settings: a Kafka properties file and a librdkafka one."""
    bootstrap = ",".join(f"{n.host}:{n.port}" for n in nodes if n.broker)
    kafka = root / "client.properties"
    kafka.write_text(
        "\n".join(
            [
                f"bootstrap.servers={bootstrap}",
                "security.protocol=SASL_SSL",
                "sasl.mechanism=SCRAM-SHA-512",
                f'sasl.jaas.config={SCRAM_MODULE} required username="admin" password="{sec.admin_password}";',
                "ssl.truststore.type=PEM",
                f"ssl.truststore.location={sec.ca}",
                "",
            ]
        )
    )
    rdkafka = root / "librdkafka.properties"
    rdkafka.write_text(
        "\n".join(
            [
                f"bootstrap.servers={bootstrap}",
                "security.protocol=SASL_SSL",
                "sasl.mechanisms=SCRAM-SHA-512",
                "sasl.username=admin",
                f"sasl.password={sec.admin_password}",
                f"ssl.ca.location={sec.ca}",
                "",
            ]
        )
    )
    for p in (kafka, rdkafka):
        p.chmod(0o600)
    return kafka, rdkafka


def _internal_admin_config(nodes: list[LocalNode], sec: Secured) -> dict[str, str]:
    """The nodes' own credentials on the INTERNAL listeners (a super user): to set up the admin user."""
    return {
        "bootstrap.servers": ",".join(f"{n.host}:{n.internal_port}" for n in nodes if n.broker),
        "security.protocol": "SASL_SSL",
        "sasl.mechanism": "PLAIN",
        "sasl.jaas.config": f'{PLAIN_MODULE} required username="node" password="{sec.node_password}";',
        "ssl.truststore.location": str(sec.ca),
    }


def create_admin_user(nodes: list[LocalNode], sec: Secured) -> None:
    """The admin's SCRAM credentials (both mechanisms), written through the INTERNAL listener."""

    async def run() -> None:
        async with AdminClient(config=_internal_admin_config(nodes, sec), default_api_timeout_ms=30000) as admin:
            result = await admin.alter_user_scram_credentials(
                [
                    ("admin", "SCRAM-SHA-512", sec.admin_password, 4096),
                    ("admin", "SCRAM-SHA-256", sec.admin_password, 4096),
                ]
            )
            error = result.get("admin")
            if error is not None:
                raise error

    try:
        asyncio.run(run())
    except AdminError as e:
        raise UsageError(f"cannot create the admin user: {e}") from None


def _port_free(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def _listening(host: str, port: int) -> bool:
    return listening(host, port, timeout=0.5)


def prepare(root: Path, nodes: list[LocalNode], sec: Secured | None = None) -> str:
    """Write configs and format directories (reusing an existing cluster in `root`); return the cluster id."""
    id_file = root / "cluster.id"
    cluster_id = id_file.read_text().strip() if id_file.exists() else uuid_to_str(random_uuid())
    root.mkdir(parents=True, exist_ok=True)
    id_file.write_text(cluster_id + "\n")
    for node in nodes:
        node.home.mkdir(parents=True, exist_ok=True)
        node.config_path.write_text(config_text(node, nodes, sec))
        if sec is not None:
            node.config_path.chmod(0o600)  # it holds the nodes' password
        meta = read_meta_properties(RealFileSystem(), str(node.data_dir))
        if meta is not None and (meta.cluster_id != cluster_id or meta.node_id != node.node_id):
            raise UsageError(f"{node.data_dir} belongs to another cluster or node; use another --dir")
        if node.broker:
            format_node(load_config(node.config_path), cluster_id, ignore_formatted=True)
        else:
            format_command(
                load_config(node.config_path), cluster_id, ignore_formatted=True, no_initial_controllers=True
            )
    return cluster_id


def restart_command(node: LocalNode) -> str:
    """The shell command that starts a node of the local cluster again (as the cluster started it)."""
    script = Path(sys.executable).parent / "kraftpy"
    if script.exists():
        found = shutil.which("kraftpy")
        program = "kraftpy" if found and Path(found).resolve() == script.resolve() else shlex.quote(str(script))
    else:
        program = f"{shlex.quote(sys.executable)} -m kraftpy"
    return f"{program} server start {shlex.quote(str(node.config_path))}"


def _exit_reason(code: int) -> str:
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


def _unfenced_brokers(nodes: list[LocalNode], sec: Secured | None = None) -> set[int]:
    """The brokers the cluster reports registered and unfenced (DescribeCluster through any node)."""

    async def ask() -> set[int]:
        if sec is not None:
            admin_client = AdminClient(
                config=_internal_admin_config(nodes, sec), request_timeout_ms=2000, default_api_timeout_ms=2000
            )
        else:
            bootstrap = ",".join(f"{n.host}:{n.port}" for n in nodes if n.broker)
            admin_client = AdminClient(bootstrap, request_timeout_ms=2000, default_api_timeout_ms=2000)
        async with admin_client as admin:
            return {n.node_id for n in (await admin.describe_cluster()).nodes if not n.is_fenced}

    try:
        return asyncio.run(ask())
    except (AdminError, OSError):
        return set()


def _wait_ready(
    nodes: list[LocalNode],
    procs: dict[int, subprocess.Popen[bytes]],
    stopping: Callable[[], bool],
    sec: Secured | None = None,
) -> bool:
    """Until every node accepts client connections (a broker does once it is registered and unfenced) and the
    cluster reports every broker unfenced; False (after printing why) when a node exits or time runs out."""
    deadline = time.monotonic() + START_TIMEOUT_S

    def failed(node: LocalNode) -> bool:
        proc = procs[node.node_id]
        if proc.poll() is None and time.monotonic() <= deadline and not stopping():
            return False
        tail = node.log_path.read_text(errors="replace").splitlines()[-15:]
        print(f"node {node.node_id} did not start; the end of {node.log_path}:", file=sys.stderr)
        for line in tail:
            print(f"  {line}", file=sys.stderr)
        return True

    for node in nodes:
        while not _listening(node.host, node.port if node.broker else node.controller_port):
            if failed(node):
                return False
            time.sleep(0.1)
    wanted = {n.node_id for n in nodes if n.broker}
    while not wanted <= _unfenced_brokers(nodes, sec):
        for node in nodes:
            if failed(node):
                return False
        time.sleep(0.2)
    return True


# complex on purpose: the command's steps in order (plan, security, start, wait, print, stop)
def cmd_local_cluster(args: argparse.Namespace) -> int:  # noqa: C901
    temporary = args.dir is None
    root = Path(tempfile.mkdtemp(prefix="kraftpy-local-")) if temporary else Path(args.dir).resolve()
    nodes = plan(args, root)
    for node in nodes:
        for port in (node.port, node.controller_port, node.metrics_port, node.internal_port):
            if port and not _port_free(node.host, port):
                raise UsageError(f"port {node.host}:{port} is in use (choose other ports with --base-port etc.)")
    procs: dict[int, subprocess.Popen[bytes]] = {}  # the nodes this command started and that still run
    outside: set[int] = set()  # nodes that died and were started again by the user
    stopping = False

    def on_signal(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        if stopping:
            for p in procs.values():
                with contextlib.suppress(ProcessLookupError):
                    p.kill()
            sys.exit(1)
        stopping = True

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        sec = make_security(root, nodes) if args.security == "SASL_SSL" else None
        cluster_id = prepare(root, nodes, sec)
        for node in nodes:
            # a session of its own: Ctrl-C reaches only us; we stop the nodes gracefully
            procs[node.node_id] = start_node_process(node.config_path, node.log_path)
        if not _wait_ready(nodes, procs, lambda: stopping, sec):
            return 1
        configs = None
        if sec is not None:
            create_admin_user(nodes, sec)
            configs = client_configs(root, nodes, sec)
        brokers = [n for n in nodes if n.broker]
        spare = [n for n in nodes if not n.broker]
        print(
            f"kraftpy local cluster: {len(brokers)} nodes"
            + (f" and {len(spare)} controller-only observers" if spare else "")
            + f", cluster id {cluster_id}, in {root}"
        )
        print(f"  bootstrap servers: {','.join(f'{n.host}:{n.port}' for n in brokers)}")
        if configs is not None:
            print(
                "  security: SASL_SSL (SCRAM-SHA-512/256), TLS certificates of a CA made for this cluster "
                f"({root / 'tls' / 'ca.pem'}), ACLs on; super user User:admin"
            )
            print(f"client config (kafka): {configs[0]}")
            print(f"client config (librdkafka): {configs[1]}")
        client_protocol = "SASL_SSL" if sec is not None else "PLAINTEXT"
        for node in brokers:
            print(
                f"  node {node.node_id}: {client_protocol}://{node.host}:{node.port}  "
                f"CONTROLLER://{node.host}:{node.controller_port}  "
                f"metrics http://{node.host}:{node.metrics_port}/metrics  log {node.log_path}  "
                f"pid {procs[node.node_id].pid}"
            )
        for node in spare:
            print(
                f"  controller {node.node_id} (observer): CONTROLLER://{node.host}:{node.controller_port}  "
                f"metrics http://{node.host}:{node.metrics_port}/metrics  config {node.config_path}  "
                f"log {node.log_path}  pid {procs[node.node_id].pid}"
            )
        if spare:
            first = brokers[0]
            print(
                f"Make them voters: kraftpy metadata-quorum --bootstrap-controller {first.host}:"
                f"{first.controller_port} reassign --voters "
                f"{','.join(str(n.node_id) for n in (brokers + spare)[-len(brokers) :])}  (or add-controller --config "
                "<its server.properties>)"
            )
        print(
            "Every broker is registered and unfenced. Try failures: `kill -9 <pid>` of a node leaves the others "
            "running."
        )
        print("Press Ctrl-C to stop the cluster.", flush=True)
        down: set[int] = set()
        checked = 0.0
        while not stopping:
            for node in nodes:
                proc = procs.get(node.node_id)
                if proc is None or proc.poll() is None:
                    continue
                del procs[node.node_id]
                down.add(node.node_id)
                print(
                    f"node {node.node_id} exited ({_exit_reason(proc.returncode)}); the other nodes keep running. "
                    f"Its log: {node.log_path}\n  start it again with: {restart_command(node)}",
                    file=sys.stderr,
                    flush=True,
                )
            if (down or outside) and time.monotonic() - checked >= 1.0:
                checked = time.monotonic()
                for node in nodes:
                    port = node.port if node.broker else node.controller_port
                    if node.node_id in down and _listening(node.host, port):
                        down.discard(node.node_id)
                        outside.add(node.node_id)
                        print(
                            f"node {node.node_id} is back: {node.host}:{port} accepts connections again",
                            file=sys.stderr,
                            flush=True,
                        )
                    elif node.node_id in outside and not _listening(node.host, port):
                        outside.discard(node.node_id)
                        down.add(node.node_id)
                        print(
                            f"node {node.node_id} stopped accepting connections\n  start it again with: "
                            f"{restart_command(node)}",
                            file=sys.stderr,
                            flush=True,
                        )
            time.sleep(0.2)
        return 0
    finally:
        print("Stopping the cluster...", file=sys.stderr, flush=True)
        for proc in procs.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + STOP_TIMEOUT_S
        for proc in procs.values():
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for s, handler in previous.items():
            signal.signal(s, handler)
        still = [
            n for n in nodes if n.node_id in outside and _listening(n.host, n.port if n.broker else n.controller_port)
        ]
        for node in still:
            print(
                f"node {node.node_id} was started again outside this command and is still running: stop it "
                "where it runs (Ctrl-C)",
                file=sys.stderr,
            )
        if temporary and still:
            print(f"Keeping {root} for it.", file=sys.stderr)
        elif temporary:
            shutil.rmtree(root, ignore_errors=True)
        print("Stopped.", file=sys.stderr, flush=True)
