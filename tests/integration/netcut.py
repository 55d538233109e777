"""Cut network connections between real node processes: every node in its own network namespace.

On one machine all nodes share the loopback interface, and a connection from one node to another leaves from
127.0.0.1 whichever address the peer listens on, so no packet filter can tell the nodes apart there. Instead a
`NetworkLab` gives node i its own network namespace with one interface (``eth0``, address ``<subnet>.<i+1>``)
plugged into a bridge in the test's namespace, which has ``<subnet>.1`` so the test process and its clients reach
every node. A node process runs in its namespace (``ip netns exec``, see `command`), so it talks to its peers from
its own address over the bridge.

Two ways to cut, both of which drop packets silently - no reset, no ICMP error: connections simply hang, the
kernel retransmits, new connections time out, as in a real network partition, and everything resumes when healed:

* `isolate(i)` / `heal(i)`: node i's cable is pulled - the bridge port of its interface goes down, and every
  packet to or from node i (peers, controllers, clients) is dropped until it is healed;
* `cut(i, j)` / `mend(i, j)`: only the traffic between i and j is dropped (index 0 is the test process): each side's
  neighbour entry for the other is pointed at a MAC address nobody has, so their frames reach no one while both
  still talk to everyone else.

Neighbour entries are permanent (static ARP), so no address resolution ever fails fast with EHOSTUNREACH.

Needs root, ``ip`` (iproute2), and a kernel with network namespaces, veth and bridges; `unavailable()` says why
not otherwise, so tests can skip. Names carry the creating process id; leftovers of a test process that died are
removed by the next `NetworkLab.setup()`.

    with NetworkLab(4) as lab:
        proc = subprocess.Popen(lab.command(2, ["python", "-m", "kraftpy", ...]))
        lab.isolate(2)
        ...
        lab.heal(2)
"""

from __future__ import annotations

import ipaddress
import os
import random
import shutil
import subprocess

__all__ = ["NetworkLab", "NetworkLabError", "unavailable"]

_ALIAS_PREFIX = "kraftpy-netcut-"
_BLACKHOLE_MAC = "02:6b:70:ff:ff:ff"  # locally administered, never assigned to an interface here


class NetworkLabError(RuntimeError):
    pass


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30)
    if check and proc.returncode != 0:
        raise NetworkLabError(f"ip {' '.join(args)}: {proc.stderr.strip() or proc.returncode}")
    return proc


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def unavailable() -> str | None:
    """Why a `NetworkLab` cannot run here (None: it can)."""
    if os.geteuid() != 0:
        return "network namespaces need root"
    if shutil.which("ip") is None:
        return "iproute2 (`ip`) is not installed"
    probe = f"kpprobe{os.getpid() % 100000}"
    try:
        _ip("netns", "add", probe)
    except (NetworkLabError, OSError) as e:
        return f"cannot create a network namespace: {e}"
    finally:
        _ip("netns", "del", probe, check=False)
    return None


def _remove_leftovers() -> None:
    """Namespaces and bridges of test processes that are gone (killed before they could clean up)."""
    for line in _ip("netns", "list", check=False).stdout.splitlines():
        name = line.split()[0] if line.split() else ""
        if name.startswith(_ALIAS_PREFIX):
            pid = name[len(_ALIAS_PREFIX) :].split("-")[0]
            if pid.isdigit() and not _pid_alive(int(pid)):
                _ip("netns", "del", name, check=False)
    out = _ip("-o", "link", "show", "type", "bridge", check=False).stdout
    for line in out.splitlines():
        if "alias " + _ALIAS_PREFIX not in line:
            continue
        dev = line.split(":")[1].strip().split("@")[0]
        pid = line.split("alias " + _ALIAS_PREFIX, 1)[1].split("-")[0].strip()
        if pid.isdigit() and not _pid_alive(int(pid)):
            _ip("link", "del", dev, check=False)


def _free_subnet(rng: random.Random) -> ipaddress.IPv4Network:
    used = []
    for line in _ip("-4", "-o", "addr", "show", check=False).stdout.splitlines():
        parts = line.split()
        if "inet" in parts:
            used.append(ipaddress.ip_interface(parts[parts.index("inet") + 1]).network)
    for _ in range(200):
        net = ipaddress.IPv4Network(f"10.{rng.randint(64, 250)}.{rng.randint(0, 255)}.0/24")
        if not any(net.overlaps(u) for u in used):
            return net
    raise NetworkLabError("no free 10.x.y.0/24 subnet for the network lab")


class NetworkLab:
    """`size` network namespaces (indexes 1..size) on one bridge; index 0 is the test's own namespace."""

    def __init__(self, size: int, *, seed: int | None = None) -> None:
        if not 1 <= size <= 200:
            raise ValueError(f"a network lab holds 1 to 200 nodes, not {size}")
        self.size = size
        rng = random.Random(seed)
        self.token = f"{rng.getrandbits(16):04x}"
        self._rng = rng
        self.bridge = f"kp{self.token}br"
        self.subnet: ipaddress.IPv4Network | None = None
        self._up = False
        self._isolated: set[int] = set()
        self._cuts: set[tuple[int, int]] = set()

    # ----------------------------------------------------------------------------------------------- names

    def namespace(self, i: int) -> str:
        self._check_index(i, host=False)
        return f"{_ALIAS_PREFIX}{os.getpid()}-{self.token}-n{i}"

    def _veth(self, i: int) -> str:
        return f"kp{self.token}v{i}"

    def _mac(self, i: int) -> str:
        return f"02:6b:70:{int(self.token[:2], 16):02x}:{int(self.token[2:], 16):02x}:{i:02x}"

    def address(self, i: int) -> str:
        """The IPv4 address of node i (0: the test process's address on the bridge)."""
        self._check_index(i, host=True)
        assert self.subnet is not None, "setup() first"
        return str(self.subnet.network_address + 1 + i)

    def command(self, i: int, argv: list[str]) -> list[str]:
        """`argv` run inside node i's namespace."""
        return ["ip", "netns", "exec", self.namespace(i), *argv]

    def _check_index(self, i: int, *, host: bool) -> None:
        if not (0 if host else 1) <= i <= self.size:
            raise ValueError(f"no node {i} in a network lab of {self.size}")

    # ------------------------------------------------------------------------------------------- lifecycle

    def setup(self) -> NetworkLab:
        reason = unavailable()
        if reason is not None:
            raise NetworkLabError(reason)
        _remove_leftovers()
        self.subnet = _free_subnet(self._rng)
        prefix = self.subnet.prefixlen
        try:
            _ip("link", "add", self.bridge, "type", "bridge")
            self._up = True
            _ip("link", "set", self.bridge, "alias", f"{_ALIAS_PREFIX}{os.getpid()}-{self.token}")
            _ip("link", "set", self.bridge, "address", self._mac(0))
            _ip("addr", "add", f"{self.address(0)}/{prefix}", "dev", self.bridge)
            _ip("link", "set", self.bridge, "up")
            for i in range(1, self.size + 1):
                ns = self.namespace(i)
                _ip("netns", "add", ns)
                _ip("link", "add", self._veth(i), "type", "veth", "peer", "name", "eth0", "netns", ns)
                _ip("link", "set", self._veth(i), "master", self.bridge, "up")
                _ip("-n", ns, "link", "set", "eth0", "address", self._mac(i))
                _ip("-n", ns, "addr", "add", f"{self.address(i)}/{prefix}", "dev", "eth0")
                _ip("-n", ns, "link", "set", "eth0", "up")
                _ip("-n", ns, "link", "set", "lo", "up")
            for i in range(self.size + 1):
                for j in range(self.size + 1):
                    if i != j:
                        self._neighbour(i, j, self._mac(j))
        except BaseException:
            self.close()
            raise
        return self

    def _neighbour(self, i: int, j: int, mac: str) -> None:
        """In i's namespace, reach j's address at `mac`."""
        where = ["-n", self.namespace(i)] if i else []
        dev = "eth0" if i else self.bridge
        _ip(*where, "neigh", "replace", self.address(j), "lladdr", mac, "dev", dev, "nud", "permanent")

    def close(self) -> None:
        """Remove the namespaces and the bridge (the processes inside must be gone: kill them first)."""
        if self._up:
            for i in range(1, self.size + 1):
                _ip("netns", "del", self.namespace(i), check=False)
                _ip("link", "del", self._veth(i), check=False)
            _ip("link", "del", self.bridge, check=False)
            self._up = False

    def __enter__(self) -> NetworkLab:
        return self.setup()

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------------------------------------- faults

    def isolate(self, i: int) -> None:
        """Pull node i's cable: every packet to or from it is dropped."""
        self._check_index(i, host=False)
        _ip("link", "set", self._veth(i), "down")
        self._isolated.add(i)

    def heal(self, i: int | None = None) -> None:
        """Plug node i back in (None: every isolated node, and mend every cut)."""
        targets = sorted(self._isolated) if i is None else [i]
        for n in targets:
            self._check_index(n, host=False)
            _ip("link", "set", self._veth(n), "up")
            self._isolated.discard(n)
        if i is None:
            for a, b in sorted(self._cuts):
                self.mend(a, b)

    def cut(self, i: int, j: int) -> None:
        """Drop the traffic between i and j (0: the test process) in both directions."""
        self._check_index(i, host=True)
        self._check_index(j, host=True)
        if i == j:
            raise ValueError("a node cannot be cut from itself")
        self._neighbour(i, j, _BLACKHOLE_MAC)
        self._neighbour(j, i, _BLACKHOLE_MAC)
        self._cuts.add((min(i, j), max(i, j)))

    def mend(self, i: int, j: int) -> None:
        """Undo `cut(i, j)`."""
        self._neighbour(i, j, self._mac(j))
        self._neighbour(j, i, self._mac(i))
        self._cuts.discard((min(i, j), max(i, j)))

    @property
    def isolated(self) -> frozenset[int]:
        return frozenset(self._isolated)

    @property
    def cuts(self) -> frozenset[tuple[int, int]]:
        return frozenset(self._cuts)
