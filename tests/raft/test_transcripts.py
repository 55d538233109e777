"""Data-driven transcripts (etcd-raft style): `testdata/*.txt` hold commands and the expected output.

Each case is a command line, a ``----`` line and the expected output up to the next blank line; lines starting
with ``#`` are comments. Run with ``KRAFTPY_REGENERATE=1`` to rewrite the expected parts from the actual output,
then review the diff as text.

Commands: ``cluster voters=1,2,3 [observers=4] [controllers=4,5,6] [bootstrap=1] [seed=N] [linger=0]
[fetch_max_bytes=N] [snapshot_chunk=N] [request_timeout=N]``,
``advance ms=N``, ``run ms=N`` (time and delivery interleaved; only node events shown), ``tick N``,
``deliver [from=N] [to=N] [type=Name]``, ``drop [from=N] [to=N] [type=Name]``,
``stabilize``, ``append N rec...``, ``crash N [power-loss]``, ``restart N``, ``partition 1 2 | 3``, ``heal``,
``snapshot N``, ``resign N``, ``status``, ``log N``, ``pending``; quorum reassignment (seed 003):
``hops N`` (N network hops, node events only), ``reassign N 4,5,6|null [timeout=N]``, ``add-voter N ID``,
``remove-voter N ID [disk=D]``, ``wipe N``, ``voters``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kraftpy.raft import QuorumConfig, VoterSet
from tests.raft.harness import Cluster, render

TESTDATA = Path(__file__).parent / "testdata"
REGENERATE = os.environ.get("KRAFTPY_REGENERATE") == "1"


def _kv(args: list[str]) -> dict[str, str]:
    return dict(a.split("=", 1) for a in args if "=" in a)


class Runner:
    def __init__(self) -> None:
        self.cluster: Cluster | None = None

    def run(self, line: str) -> list[str]:
        cmd, *args = line.split()
        kv = _kv(args)
        if cmd == "cluster":
            voters = [int(x) for x in kv["voters"].split(",")]
            observers = [int(x) for x in kv["observers"].split(",")] if "observers" in kv else []
            controllers = [int(x) for x in kv["controllers"].split(",")] if "controllers" in kv else []
            config = QuorumConfig(
                append_linger_ms=int(kv.get("linger", "0")),
                fetch_max_bytes=int(kv.get("fetch_max_bytes", str(1 << 20))),
                fetch_snapshot_max_bytes=int(kv.get("snapshot_chunk", str(1 << 20))),
                request_timeout_ms=int(kv.get("request_timeout", "2000")),
            )
            self.cluster = Cluster(
                voters,
                observers,
                seed=int(kv.get("seed", "1")),
                config=config,
                controllers=controllers,
                bootstrap=VoterSet(voters) if kv.get("bootstrap") == "1" else None,
            )
            self.cluster.take_lines()
            return self.cluster.status()
        c = self.cluster
        assert c is not None, "the first command must be `cluster`"
        if cmd == "advance":
            c.advance(int(kv["ms"]))
        elif cmd == "run":
            c.run(int(kv["ms"]))
        elif cmd == "hops":
            c.hops(int(args[0]))
        elif cmd == "tick":
            c.tick(int(args[0]))
        elif cmd == "deliver":
            c.deliver(_opt(kv, "from"), _opt(kv, "to"), kv.get("type"))
        elif cmd == "drop":
            c.drop(_opt(kv, "from"), _opt(kv, "to"), kv.get("type"))
        elif cmd == "stabilize":
            c.stabilize()
        elif cmd == "append":
            c.append(int(args[0]), [a.encode() for a in args[1:]])
        elif cmd == "crash":
            c.crash(int(args[0]), power_loss="power-loss" in args)
        elif cmd == "restart":
            c.restart(int(args[0]))
        elif cmd == "partition":
            groups = [[int(x) for x in g.split()] for g in " ".join(args).split("|")]
            c.partition(groups)
            return [f"partitioned {' | '.join(' '.join(f'n{x}' for x in g) for g in groups)}"]
        elif cmd == "heal":
            c.heal()
            return ["healed"]
        elif cmd == "snapshot":
            c.snapshot(int(args[0]))
        elif cmd == "resign":
            c.resign(int(args[0]))
        elif cmd == "reassign":
            target = None if args[1] == "null" else [int(x) for x in args[1].split(",")]
            c.reassign(int(args[0]), target, int(kv.get("timeout", "60000")))
        elif cmd == "add-voter":
            c.add_voter(int(args[0]), int(args[1]))
        elif cmd == "remove-voter":
            c.remove_voter(int(args[0]), int(args[1]), _opt(kv, "disk"))
        elif cmd == "wipe":
            c.wipe(int(args[0]))
        elif cmd == "voters":
            return c.voters()
        elif cmd == "status":
            return c.status()
        elif cmd == "log":
            return c.log_lines(int(args[0]))
        elif cmd == "pending":
            return [f"n{p.src} -> n{p.dst} {render(p.message.body)}" for p in c.pool] or ["(none)"]
        else:
            raise ValueError(f"unknown transcript command {cmd!r}")
        return c.take_lines() or ["(nothing)"]


def _opt(kv: dict[str, str], key: str) -> int | None:
    return int(kv[key]) if key in kv else None


def _parse(text: str) -> list[tuple[str, list[str] | None, list[str]]]:
    """Items: (command or raw line, expected lines or None for a raw line, prelude comments)."""
    items: list[tuple[str, list[str] | None, list[str]]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip() or line.startswith("#"):
            items.append((line, None, []))
            i += 1
            continue
        if i + 1 >= len(lines) or lines[i + 1] != "----":
            raise ValueError(f"line {i + 1}: command {line!r} is not followed by ----")
        j = i + 2
        expected = []
        while j < len(lines) and lines[j].strip():
            expected.append(lines[j])
            j += 1
        items.append((line, expected, []))
        i = j
    return items


FILES = sorted(TESTDATA.glob("*.txt"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_transcript(path: Path) -> None:
    items = _parse(path.read_text())
    runner = Runner()
    out_lines: list[str] = []
    mismatches = []
    for command, expected, _ in items:
        if expected is None:
            out_lines.append(command)
            continue
        actual = runner.run(command)
        out_lines += [command, "----", *actual]
        if actual != expected:
            mismatches.append((command, expected, actual))
    if REGENERATE:
        path.write_text("\n".join(out_lines) + "\n")
        return
    if mismatches:
        command, expected, actual = mismatches[0]
        report = "\n".join(["expected:", *expected, "actual:", *actual])
        pytest.fail(
            f"{path.name}: {len(mismatches)} case(s) differ; first: {command!r}\n{report}\n"
            "(rerun with KRAFTPY_REGENERATE=1 to rewrite, then review the diff)"
        )


def test_transcripts_exist() -> None:
    names = {p.stem for p in FILES}
    assert {"election", "leader_loss", "divergence", "snapshot_install", "partitioned_leader"} <= names
