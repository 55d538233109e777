"""The frame fuzzer's bounded slice in CI: a few thousand cases against a one-node cluster, seeds drawn from the
commit like the simulator's rotating slice (a failure prints the seed; `python -m tests.fuzz.frames --seed S
--cases N` replays it). `-m soak` runs a longer slice; `python -m tests.fuzz.frames --minutes 60` runs for hours."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fuzz.frames import KINDS, FrameFuzzer, run_against_own_node
from tests.sim.test_data_plane_sim import rotating_start


def test_frame_fuzzer_bounded_slice(tmp_path: Path) -> None:
    seed = rotating_start()
    stats = run_against_own_node(tmp_path, seed=seed, cases=2000)
    print(f"seed {seed}: {stats.summary()}")
    assert stats.cases == 2000 and set(stats.kinds) == set(KINDS)
    every = len(FrameFuzzer(("127.0.0.1", 1), None, seed=0).apis)
    assert len(stats.apis) == every  # every API version the fuzzer may send was sent
    assert stats.answered > 300 and stats.closed > 100  # both outcomes happen: the fuzzer reaches the handlers


@pytest.mark.soak
def test_frame_fuzzer_soak(tmp_path: Path) -> None:
    stats = run_against_own_node(tmp_path, seed=rotating_start() + 1, seconds=600)
    print(stats.summary())
