"""`kraftpy what-if`'s engine (kraftpy.sim.what_if): KIP-966's scenario under the four policies, unclean recovery
choosing the longest log, determinism, and the schedule formats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kraftpy.metadata.image import MetadataImage
from kraftpy.sim.what_if import (
    POLICIES,
    PolicyResult,
    WhatIfOptions,
    policy_by_name,
    run_policy,
    run_what_if,
    synthetic_image,
)
from kraftpy.sim.what_if_input import ScheduleError, load_schedule, parse_duration, schedule_from_object
from kraftpy.sim.what_if_output import format_table, interval_rows, partition_rows, summary_rows, write_tables

# RF 3, min ISR 2, one partition: replicas [0, 1, 2], broker 0 leads. Brokers 1 and 2 are cut off one after the
# other (each leaves the ISR once its session expires), so broker 0 leads alone; then it loses power (what it
# received in its last 15-30 s is gone, acknowledged records included) and restarts at once; the network heals
# at 80 s.
KIP966 = {
    "duration_ms": 100_000,
    "events": [
        {"at": "10s", "action": "partition", "brokers": [1]},
        {"at": "30s", "action": "partition", "brokers": [2]},
        {"at": "42s", "action": "power-loss", "brokers": [0], "duration": "5s"},
        {"at": "80s", "action": "heal"},
    ],
}


def _image() -> MetadataImage:
    return synthetic_image(3, 1, min_insync_replicas=2)


def _run(policy: str, schedule: dict[str, object] = KIP966, seed: int = 0) -> PolicyResult:
    return run_policy(_image(), schedule_from_object(schedule), policy_by_name(policy), seed)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_kip966_scenario_elr_off_loses_acknowledged_records(seed: int) -> None:
    r = _run("elr-off", seed=seed)
    assert r.acked > 300
    assert r.lost > 0 and r.partitions_with_loss == 1
    # the legacy rules keep the last ISR member and elect it again, empty log tail and all
    assert r.final_leaders[("t0", 0)] == 0
    assert r.elr_elections == 0


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_kip966_scenario_elr_on_loses_nothing_and_waits_leaderless(seed: int) -> None:
    r = _run("elr", seed=seed)
    assert r.acked > 300 and r.lost == 0
    (interval,) = r.intervals
    # leaderless from broker 0's fencing (within a session timeout of the power loss) until the ELR member is back
    assert 42_000 <= interval.start_ms <= 42_000 + 9_000 + 2_000
    assert 80_000 <= interval.end_ms <= 80_000 + 5_000  # type: ignore[operator]
    assert interval.ended_by == "elr" and r.elr_elections == 1
    assert r.final_leaders[("t0", 0)] in (1, 2)
    assert r.unclean_elections == 0 and r.recoveries_started == 0


def test_kip966_scenario_balanced_waits_and_aggressive_elects_the_longest_log() -> None:
    balanced = _run("balanced")
    aggressive = _run("aggressive")
    # Balanced waits for the fenced ELR member: no recovery, nothing lost, leaderless until the heal
    assert balanced.recoveries_started == 0 and balanced.lost == 0
    (b_interval,) = balanced.intervals
    assert b_interval.ended_by == "elr" and b_interval.end_ms is not None and b_interval.end_ms >= 80_000
    # Aggressive recovers at once with the replicas that answer: broker 0, back with what survived its power loss
    assert aggressive.recoveries_started == 1 and aggressive.recoveries_elected == 1
    (a_interval,) = aggressive.intervals
    assert a_interval.ended_by == "unclean" and a_interval.end_ms is not None and a_interval.end_ms < 80_000
    ((_topic, _p, winner, answers),) = aggressive.recovery_winners
    assert winner == max(answers, key=lambda b: answers[b])
    assert aggressive.lost > 0  # availability first: what broker 0 lost is gone


# Every replica shuts down uncleanly: broker 2 is killed at 10 s (nothing lost), brokers 0 and 1 lose power at 30 s
# (what they received in their last 15-30 s is gone); all three restart at 40 s. Nobody is left in the ELR (an
# unclean registration removes a broker from it), so only an unclean recovery (or the LastKnownLeader) elects.
ALL_UNCLEAN = {
    "duration_ms": 90_000,
    "events": [
        {"at": "10s", "action": "kill", "brokers": [2], "duration": "30s"},
        {"at": "30s", "action": "power-loss", "brokers": [0, 1], "duration": "10s"},
    ],
}


@pytest.mark.parametrize("policy", ["balanced", "aggressive"])
def test_unclean_recovery_elects_the_longest_log(policy: str) -> None:
    r = run_policy(synthetic_image(3, 4), schedule_from_object(ALL_UNCLEAN), policy_by_name(policy), 0)
    assert r.recoveries_started >= 4 and r.recoveries_elected >= 4
    for _topic, _p, winner, answers in r.recovery_winners:
        assert answers[winner] == max(answers.values())  # the highest (last leader epoch, log end offset)
    if policy == "balanced":  # it waited for every LastKnownELR member, so every replica answered
        assert all(len(answers) == 3 for *_x, answers in r.recovery_winners)


def test_same_log_schedule_and_seed_give_identical_tables() -> None:
    image = synthetic_image(6, 24, racks=3)
    schedule = schedule_from_object(
        {
            "duration_ms": 120_000,
            "events": [
                {"at": "10s", "action": "partition", "racks": ["r1"], "duration": "25s"},
                {"at": "20s", "action": "power-loss", "brokers": [0], "duration": "20s"},
                {"at": "50s", "action": "controller-failover", "duration": "2s"},
                {"at": "60s", "action": "kill", "brokers": [3, 4, 5], "duration": "15s"},
                {"at": "90s", "action": "stop", "brokers": [1], "duration": "10s"},
            ],
        }
    )
    a = run_what_if(image, schedule, seeds=[7, 8])
    b = run_what_if(image, schedule, seeds=[7, 8])
    assert summary_rows(a) == summary_rows(b)
    assert interval_rows(a) == interval_rows(b)
    assert partition_rows(a) == partition_rows(b)
    assert {r["policy"] for r in summary_rows(a)} == {p.name for p in POLICIES}
    assert any(r["leaderless_intervals"] for r in summary_rows(a))
    table = format_table(a)
    assert table.splitlines()[0].startswith("policy") and "elr-off" in table


def test_tables_are_written_as_parquet(tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    result = run_what_if(_image(), schedule_from_object(KIP966), options=WhatIfOptions(settle_ms=20_000))
    paths = write_tables(result, str(tmp_path))
    summary = pq.read_table(tmp_path / "what_if" / "summary.parquet").to_pylist()
    assert [r["policy"] for r in summary] == [p.name for p in POLICIES]
    intervals = pq.read_table(tmp_path / "what_if" / "intervals.parquet").to_pylist()
    assert {r["policy"] for r in intervals} == {p.name for p in POLICIES}
    assert all(r["duration_ms"] == r["end_ms"] - r["start_ms"] for r in intervals)
    assert json.loads((tmp_path / "what_if" / "schedule.json").read_text())["events"][2]["action"] == "power-loss"
    assert len(paths) == 4
    # the report's section from those tables: a plot and the comparison table
    section = pytest.importorskip("kraftpy.analytics.what_if_section")
    fragment = section.render(str(tmp_path))
    assert fragment is not None and (tmp_path / section.PLOT).stat().st_size > 1000
    assert all(f"<td>{p.name}</td>" in fragment for p in POLICIES)
    assert "Longest leaderless intervals" in fragment
    assert section.render(str(tmp_path / "elsewhere")) is None


def test_schedule_files_and_errors(tmp_path: Path) -> None:
    assert parse_duration("90s") == 90_000 and parse_duration("1.5m") == 90_000 and parse_duration(250) == 250
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"events": [{"at": "5s", "action": "kill_9", "broker": 1, "duration": "3s"}]}))
    s = load_schedule(str(path))
    assert [(e.at_ms, e.action, e.brokers, e.duration_ms) for e in s.events] == [(5_000, "kill", (1,), 3_000)]
    assert s.duration_ms >= 8_000
    with pytest.raises(ScheduleError, match="unknown action"):
        schedule_from_object({"events": [{"at": 1, "action": "explode", "brokers": [1]}]})
    with pytest.raises(ScheduleError, match="needs 'brokers' or 'racks'"):
        schedule_from_object({"events": [{"at": 1, "action": "kill"}]})
    with pytest.raises(ScheduleError, match="expected milliseconds"):
        schedule_from_object({"events": [{"at": "soon", "action": "kill", "brokers": [1]}]})
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    with pytest.raises(ScheduleError, match="not valid JSON"):
        load_schedule(str(bad))


def test_a_schedule_naming_unknown_brokers_says_so() -> None:
    schedule = schedule_from_object({"duration_ms": 5_000, "events": [{"at": 1_000, "action": "kill", "brokers": [7]}]})
    result = run_what_if(_image(), schedule, policies=POLICIES[:1], options=WhatIfOptions(settle_ms=1_000))
    assert result.notes == ["kill at 1000 ms names unknown broker(s) [7]: ignored"]
    assert result.results[0].lost == 0 and not result.results[0].intervals


def test_nodes_down_or_stopping_when_the_schedule_ends_come_back_while_it_settles() -> None:
    events = [
        {"at": "20s", "action": "kill", "brokers": [0]},
        {"at": "29s", "action": "stop", "brokers": [1, 2]},  # still in their controlled shutdown at 30 s
    ]
    schedule = schedule_from_object({"duration_ms": 30_000, "events": events})
    r = run_policy(_image(), schedule, policy_by_name("elr"), 0)
    assert r.leaderless_at_end == 0 and r.lost == 0
    assert r.final_leaders[("t0", 0)] in (0, 1, 2)
    unhealed = run_policy(_image(), schedule, policy_by_name("elr"), 0, WhatIfOptions(heal_at_end=False))
    assert unhealed.leaderless_at_end == 1  # nobody comes back without the heal
