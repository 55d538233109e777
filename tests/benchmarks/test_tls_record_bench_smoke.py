"""benchmarks/tls_record_bench.py keeps working: one small round per record size (no timings asserted)."""

from __future__ import annotations

import json

import pytest

from tests.benchmarks import bench_script

pytestmark = pytest.mark.timeout(120)


def test_one_small_round(capsys: pytest.CaptureFixture[str]) -> None:
    with bench_script("tls_record_bench") as module:
        assert module.main(["--sizes", "100,16384", "--mib", "1", "--rounds", "1", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["cipher"].startswith("TLS_")  # a TLS 1.3 suite, as the nodes negotiate
    assert set(res["sizes"]) == {"100", "16384"}
    assert res["sizes"]["100"]["records"] == (1 << 20) // 100
    assert res["sizes"]["16384"]["records"] == 64
    for r in res["sizes"].values():
        assert r["decrypt_s_per_gib"] > 0 and r["encrypt_s_per_gib"] > 0


def test_sizes_beyond_a_record_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with bench_script("tls_record_bench") as module, pytest.raises(SystemExit) as exc:
        module.main(["--sizes", "16385"])
    assert exc.value.code == 2
    assert "--sizes: each size must be 1..16384" in capsys.readouterr().err
