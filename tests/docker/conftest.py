"""A Docker engine and the images for the container tests, made with scripts/docker-offline.sh.

`scripts/docker-offline.sh prepare` runs once for the package: it starts an engine when none runs (installing
Debian's docker.io when needed, which takes root), builds stand-ins for base images that cannot be pulled, the
wheelhouse and the kraftpy image from docker/Dockerfile. When the package's tests are done, `stop` ends an engine
the script started and puts the host's iptables FORWARD policy back, so that the network-namespace tests that run
later find the firewall as it was.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "docker-offline.sh"
IMAGE = "kraftpy:latest"
PREPARE_TIMEOUT_S = 1500  # a machine without the engine, base images or wheelhouse: about 5 minutes here
LOCK_FILE = "/tmp/kraftpy-docker.lock"  # shared with benchmarks/container_bench.py
LOCK_TIMEOUT_S = 1200


class DockerError(AssertionError):
    pass


@dataclass
class Docker:
    """The docker CLI and Compose, as this machine has them."""

    compose_command: list[str]

    def run(
        self, *args: str, check: bool = True, timeout: float = 120.0, input: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        return _run(["docker", *args], check=check, timeout=timeout, input=input)

    def compose(
        self, project: str, *args: str, check: bool = True, timeout: float = 300.0, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        cmd = [*self.compose_command, "-p", project, "-f", str(REPO / "compose.yaml"), *args]
        return _run(cmd, check=check, timeout=timeout, env={**os.environ, **(env or {})})

    def inspect(self, container: str) -> dict:  # type: ignore[type-arg]
        return json.loads(self.run("inspect", container).stdout)[0]  # type: ignore[no-any-return]

    def health(self, container: str) -> str:
        state = self.inspect(container)["State"]
        return str(state.get("Health", {}).get("Status", "none")) if state.get("Running") else "stopped"

    def wait_healthy(self, containers: Sequence[str], timeout: float = 180.0) -> float:
        """Seconds until every container is healthy."""
        start = time.monotonic()
        deadline = start + timeout
        status: dict[str, str] = {}
        while time.monotonic() < deadline:
            status = {c: self.health(c) for c in containers}
            if all(s == "healthy" for s in status.values()):
                return time.monotonic() - start
            time.sleep(0.5)
        details = {c: self.inspect(c)["State"].get("Health", {}).get("Log", [])[-1:] for c in containers}
        raise DockerError(f"not healthy within {timeout:.0f} s: {status}\nlast checks: {details}")

    def file(self, container: str, path: str) -> bytes | None:
        """A file of a container (running or stopped), or None when it does not exist."""
        r = subprocess.run(["docker", "cp", f"{container}:{path}", "-"], capture_output=True, timeout=60)
        if r.returncode != 0:
            return None
        import io
        import tarfile

        with tarfile.open(fileobj=io.BytesIO(r.stdout)) as tar:
            member = tar.next()
            assert member is not None
            f = tar.extractfile(member)
            return f.read() if f is not None else None

    def logs(self, container: str, tail: int = 60) -> str:
        r = self.run("logs", "--tail", str(tail), container, check=False)
        return r.stdout + r.stderr


def _run(
    cmd: list[str], *, check: bool, timeout: float, input: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, input=input, env=env)
    if check and r.returncode != 0:
        raise DockerError(f"{' '.join(cmd)} exited with {r.returncode}:\n{r.stdout}\n{r.stderr}")
    return r


def _engine_running() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=30).returncode == 0
    except subprocess.TimeoutExpired:
        return False


def _compose_command() -> list[str]:
    if subprocess.run(["docker", "compose", "version"], capture_output=True).returncode == 0:
        return ["docker", "compose"]
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    raise DockerError("neither `docker compose` nor docker-compose is installed")


def port_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("0.0.0.0", port))
        except OSError:
            return False
    return True


@contextlib.contextmanager
def machine_lock(timeout: float = LOCK_TIMEOUT_S) -> Iterator[None]:
    """One user of the engine, the host ports and the compose project at a time on this machine: another test run
    (or benchmarks/container_bench.py) waits for this one to finish, and then finds the engine as it left it."""
    with open(LOCK_FILE, "a+") as f:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise DockerError(f"another run held {LOCK_FILE} for {timeout:.0f} s") from None
                time.sleep(1.0)
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)


@pytest.fixture(scope="package")
def docker() -> Iterator[Docker]:
    if not _engine_running() and os.geteuid() != 0:
        pytest.skip("no Docker engine is running and the tests do not run as root, so none can be started")
    with machine_lock():
        yield from _prepared()


def _prepared() -> Iterator[Docker]:
    r = subprocess.run(
        [str(SCRIPT), "prepare"], capture_output=True, text=True, timeout=PREPARE_TIMEOUT_S, cwd=str(REPO)
    )
    try:
        if r.returncode != 0:
            raise DockerError(f"scripts/docker-offline.sh prepare failed ({r.returncode}):\n{r.stdout}\n{r.stderr}")
        yield Docker(_compose_command())
    finally:
        stop = subprocess.run([str(SCRIPT), "stop"], capture_output=True, text=True, timeout=120, cwd=str(REPO))
        assert stop.returncode == 0, f"scripts/docker-offline.sh stop failed:\n{stop.stdout}\n{stop.stderr}"
