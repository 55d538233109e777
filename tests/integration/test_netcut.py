"""The network lab cuts connections the way a partition does: packets vanish, an open TCP connection hangs (no
reset, no error) and carries on once healed; a pairwise cut leaves every other path alone."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from .netcut import NetworkLab, unavailable

pytestmark = pytest.mark.timeout(60)

ECHO_SERVER = """
import socket, sys, threading
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind((sys.argv[1], 7000))
s.listen()
print("listening", flush=True)
def echo(c):
    while data := c.recv(100):
        c.sendall(data)
while True:
    threading.Thread(target=echo, args=(s.accept()[0],), daemon=True).start()
"""

# one connection, opened at start; each line on stdin sends a byte and prints what became of the echo
PINGER = """
import socket, sys
c = socket.create_connection((sys.argv[1], 7000), timeout=5)
c.settimeout(1.0)
print("connected", flush=True)
for _ in sys.stdin:
    c.sendall(b"x")
    try:
        print("echo" if c.recv(10) else "closed", flush=True)
    except TimeoutError:
        print("timeout", flush=True)
    except OSError as e:
        print(type(e).__name__, flush=True)
"""


def connect(lab: NetworkLab, frm: int, to: int) -> str:
    """A new connection from `frm` (0: this process) to `to`: "ok" or what went wrong."""
    code = (
        "import socket\n"
        "try:\n"
        f"    socket.create_connection(('{lab.address(to)}', 7000), timeout=0.5).close(); print('ok')\n"
        "except OSError as e:\n"
        "    print(type(e).__name__)\n"
    )
    argv = [sys.executable, "-c", code]
    return subprocess.run(
        lab.command(frm, argv) if frm else argv, capture_output=True, text=True, timeout=20
    ).stdout.strip()


@pytest.fixture
def lab() -> Iterator[NetworkLab]:
    reason = unavailable()
    if reason is not None:
        pytest.skip(f"no network namespaces here: {reason}")
    with NetworkLab(3) as lab:
        yield lab


def test_isolate_hangs_connections_and_heal_resumes_them(lab: NetworkLab) -> None:
    servers = [
        subprocess.Popen(
            lab.command(i, [sys.executable, "-c", ECHO_SERVER, lab.address(i)]), stdout=subprocess.PIPE, text=True
        )
        for i in (1, 2, 3)
    ]
    pinger = None
    try:
        for s in servers:
            assert s.stdout is not None and s.stdout.readline().strip() == "listening"
        pinger = subprocess.Popen(
            lab.command(1, [sys.executable, "-c", PINGER, lab.address(2)]),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert pinger.stdin is not None and pinger.stdout is not None
        assert pinger.stdout.readline().strip() == "connected"

        def ping() -> str:
            assert pinger is not None and pinger.stdin is not None and pinger.stdout is not None
            pinger.stdin.write("\n")
            pinger.stdin.flush()
            return pinger.stdout.readline().strip()

        assert ping() == "echo"
        lab.isolate(2)
        assert ping() == "timeout"  # the connection hangs: no reset, no error
        assert connect(lab, 1, 2) == "TimeoutError" and connect(lab, 0, 2) == "TimeoutError"
        assert connect(lab, 1, 3) == "ok"
        lab.heal(2)
        # the byte sent into the cut was retransmitted: its echo and the next one arrive on the same connection
        assert ping() in ("echo", "timeout")
        assert ping() == "echo"

        lab.cut(1, 2)
        assert connect(lab, 1, 2) == "TimeoutError" and connect(lab, 2, 1) == "TimeoutError"
        assert connect(lab, 0, 2) == "ok" and connect(lab, 3, 2) == "ok" and connect(lab, 1, 3) == "ok"
        lab.cut(0, 3)
        assert connect(lab, 0, 3) == "TimeoutError" and connect(lab, 1, 3) == "ok"
        lab.heal()  # mends every cut
        assert not lab.cuts and not lab.isolated
        assert connect(lab, 1, 2) == "ok" and connect(lab, 0, 3) == "ok"
    finally:
        for p in [*servers, pinger]:
            if p is not None:
                p.kill()
                p.wait()
