"""Transcripts of the group coordinator's managers as pure functions: `testdata/*.txt` hold commands and the
operation each produced: its answer (or `parked`), the records it writes, the parked requests it answers, the timers
it sets and its counts. No runtime and no log (`tests/coordinator/transcripts.py`).

Each case is a command line, a ``----`` line and the expected output up to the next blank line; lines starting
with ``#`` are comments. Run with ``KRAFTPY_REGENERATE=1`` to rewrite the expected parts from the actual output,
then review the diff as text.

Commands: ``topics t=4 u=2``; classic groups: ``join G [member=M] [client=C] [session=MS] [rebalance=MS]
[topics=t,u] [instance=I]``, ``sync G member=M gen=N [assign=M1=t:0,1/u:2;M2=t:3]``, ``heartbeat G member=M
gen=N``, ``leave G member=M``; KIP-848: ``consumer-heartbeat G member=M epoch=N [topics=t] [rebalance=MS]
[owned=t:0,1] [assignor=range]``; offsets: ``commit G offsets=t:0=5,t:1=7 [gen=N] [member=M] [metadata=X]``,
``fetch G [topics=t:0,1]`` (committed state); ``advance ms=N`` (the timers due run, in time order);
``replicate`` (every record written so far is committed). Member ids the coordinator makes are shown, and may be
named, as m1, m2, ... in the order they first appear. Request tokens (#N) number the operations.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

import pytest

from tests.coordinator.transcripts import Managers

TESTDATA = Path(__file__).parent / "testdata"
REGENERATE = os.environ.get("KRAFTPY_REGENERATE") == "1"
FILES = sorted(TESTDATA.glob("*.txt"))


def _parse(text: str) -> list[tuple[str, list[str] | None]]:
    """(command, expected lines), or (a comment or blank line, None)."""
    items: list[tuple[str, list[str] | None]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip() or line.startswith("#"):
            items.append((line, None))
            i += 1
            continue
        if i + 1 >= len(lines) or lines[i + 1] != "----":
            raise ValueError(f"line {i + 1}: command {line!r} is not followed by ----")
        j = i + 2
        expected = []
        while j < len(lines) and lines[j].strip():
            expected.append(lines[j])
            j += 1
        items.append((line, expected))
        i = j
    return items


class Runner(Protocol):
    def run(self, command: str) -> list[str]: ...


def check_transcript(path: Path, runner: Runner) -> None:
    """Run every command of the transcript at `path` and compare each output with the expected one (or, with
    KRAFTPY_REGENERATE=1, write the outputs into the file)."""
    out_lines: list[str] = []
    mismatches = []
    for command, expected in _parse(path.read_text()):
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


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_transcript(path: Path) -> None:
    check_transcript(path, Managers())


def test_transcripts_exist() -> None:
    assert {p.stem for p in FILES} >= {"classic_round", "consumer_revocation", "offsets_commit_fetch"}
