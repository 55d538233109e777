"""The SASL and TLS handshake fuzzer's bounded slice in CI: about a thousand cases against a secured broker, seeds
drawn from the commit like the frame fuzzer's (`python -m tests.fuzz.handshakes --seed S --cases N` replays one);
`-m soak` runs ten minutes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fuzz.handshakes import KINDS, run_against_secure_node
from tests.sim.test_data_plane_sim import rotating_start

pytestmark = [pytest.mark.timeout(300)]


def test_handshake_fuzzer_bounded_slice(tmp_path: Path) -> None:
    seed = rotating_start()
    stats = run_against_secure_node(tmp_path, seed=seed, cases=1000)
    print(f"seed {seed}: {stats.summary()}")
    assert stats.cases == 1000 and set(stats.kinds) == set(KINDS)
    assert stats.answered > 200 and stats.closed > 200  # answers (handshakes, failures) and closes both happen
    assert stats.max_rss_mb < 600


@pytest.mark.soak
def test_handshake_fuzzer_soak(tmp_path: Path) -> None:
    stats = run_against_secure_node(tmp_path, seed=rotating_start() + 1, seconds=600)
    print(stats.summary())
