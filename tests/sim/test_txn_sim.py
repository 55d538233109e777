"""Transactions under crashes, power losses and partitions (kraftpy.sim.txn_sim): transactional producers (classic
and transactions v2) and read_committed / read_uncommitted readers on a whole simulated cluster, with the
transaction invariants (atomic visibility, no aborted data to read_committed, the LSO never past an open
transaction, no committed transaction lost beyond the min-ISR rules, no hanging transaction after the faults heal);
and that the checks catch a broker that breaks them.

CI runs 300 seeds of a lighter schedule (shorter fault windows, two producers) plus the seeds that found bugs with the
full one; `-m soak` and `python -m kraftpy.sim txn --seeds N` run the full schedule over many more."""

from __future__ import annotations

import pytest

from kraftpy.broker import fetch_handler, producer_state
from kraftpy.coordinator import txn_manager
from kraftpy.sim.cluster import SimCluster, UncleanShutdown
from kraftpy.sim.txn_invariants import ABORTED, COMMITTED, Txn, TxnInvariants
from kraftpy.sim.txn_sim import TxnSimConfig, TxnSimFailure, TxnSimulation, run_txn_soak
from kraftpy.sim.txn_workload import TxnWorkloadConfig

CI = TxnSimConfig(
    topics=(("ta", 2),),
    fault_window_ms=(4_000, 7_000),
    faults=(1, 4),
    producers=(2, 2),
    after_heal_ms=1_000,
    workload=TxnWorkloadConfig(think_ms=(150, 500)),
    reader_every_ms=(200, 500),
)
CI_SEEDS = range(300)
# seeds that found bugs (full schedule): 26, a PrepareAbort whose write timed out never sent its markers
REGRESSION_SEEDS = (26,)


# ------------------------------------------------------------------------------------------------- the checker


def _txn(inv: TxnInvariants, key: str, parts: dict[tuple[str, int], list[bytes]]) -> Txn:
    txn = Txn(key, key.split("#")[0], 0, 7, 0, parts, 0)
    inv.began(txn)
    return txn


def test_the_invariants_flag_aborted_partial_and_lost_transactions() -> None:
    inv = TxnInvariants(SimCluster(0), lambda _t: 2)
    a, b = ("t", 0), ("t", 1)
    ok = _txn(inv, "p#1", {a: [b"1a"], b: [b"1b"]})
    never = _txn(inv, "p#2", {a: [b"2a"]})
    split = _txn(inv, "p#3", {a: [b"3a"], b: [b"3b"]})
    lost = _txn(inv, "p#4", {a: [b"4a"]})
    for t in (ok, split, lost):
        t.commit_sent = True
    inv.ended(ok, COMMITTED)
    inv.ended(lost, COMMITTED)
    inv.committed_record(a, 0, b"1a")
    inv.committed_record(b, 0, b"1b")
    assert inv.violations() == ([], 0)
    inv.committed_record(a, 1, b"2a")  # its producer never sent EndTxn(commit)
    inv.committed_record(a, 2, b"3a")
    inv.aborted_record(b, 1, b"3b")  # visible on one partition, aborted on the other
    inv.lso_claim(a, 7, 5, 9, 10, 12)  # the LSO passed a transaction whose marker was not below the HWM
    inv.lso_claim(a, 7, 5, 9, 10, 9)  # fine
    inv.ended(never, ABORTED)
    inv.check_final({a: {0: b"1a", 2: b"3a"}, b: {0: b"1b"}})  # p#4 committed and missing; p#3 partial
    found, expected = inv.violations()
    text = "\n".join(str(v) for v in found)
    assert expected == 0 and len(found) == 6, text
    assert "never sent EndTxn(commit)" in text and "is not atomic" in text and "its marker is at 12" in text
    assert "p#4" in text and "none of it is in the final read" in text


def test_violations_of_unprotected_transactions_are_expected() -> None:
    c = SimCluster(0)
    inv = TxnInvariants(c, lambda _t: 2)
    txn = _txn(inv, "p#1", {("t", 0): [b"x"]})
    txn.commit_sent = True
    inv.ended(txn, COMMITTED)
    inv.check_final({("t", 0): {}})
    assert len(inv.violations()[0]) == 1
    # two of its three replicas (no metadata yet: every broker) shut down uncleanly after it began
    c.unclean_shutdowns += [UncleanShutdown(0, 5, "kill"), UncleanShutdown(1, 6, "power loss")]
    assert inv.violations() == ([], 1)


# ---------------------------------------------------------------------------------------------- the simulation


@pytest.mark.parametrize("seed", CI_SEEDS)
def test_transactions_survive_faults(seed: int) -> None:
    TxnSimulation(seed, CI).run()  # raises TxnSimFailure (with the schedule and the replay command) on a violation


@pytest.mark.parametrize("seed", REGRESSION_SEEDS)
def test_transactions_survive_faults_regressions(seed: int) -> None:
    TxnSimulation(seed).run()


def test_the_runs_exercise_what_they_check() -> None:
    summary = run_txn_soak(range(6), CI)
    assert not summary.failures, summary.format()
    r = summary.results
    total = {k: sum(getattr(x.txn, k) for x in r) for k in ("committed", "aborted", "filtered_aborted", "lso_checks")}
    assert all(v > 0 for v in total.values()), total
    assert sum(x.v2_producers for x in r) > 0 and sum(x.classic_producers for x in r) > 0
    assert sum(x.faults for x in r) > 0 and sum(x.unclean_shutdowns for x in r) > 0


def test_a_seed_replays_exactly() -> None:
    a, b = TxnSimulation(7, CI).run(), TxnSimulation(7, CI).run()
    assert (a.sim_ms, a.txn, a.faults) == (b.sim_ms, b.txn, b.faults)


def _caught(seeds: range) -> list[TxnSimFailure]:
    caught = []
    for seed in seeds:
        try:
            TxnSimulation(seed, CI).run()
        except TxnSimFailure as e:
            caught.append(e)
            break
    return caught


def test_an_lso_that_ignores_open_transactions_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(producer_state.ProducerStateManager, "last_stable_offset", lambda self, hwm: hwm)
    caught = _caught(range(4))
    assert caught and "a fetch answered the last stable offset" in str(caught[0]), "an LSO past open transactions"


def test_a_fetch_without_its_aborted_transactions_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fetch_handler.FetchHandler, "_aborted_transactions", lambda self, pd, *a, **k: None)
    caught = _caught(range(4))
    assert caught and "never sent EndTxn(commit)" in str(caught[0]), "aborted records reached read_committed"


def test_a_coordinator_that_never_aborts_timed_out_transactions_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The producers stop in the middle of transactions: without the coordinator's timeout those stay open."""
    monkeypatch.setattr(txn_manager.TransactionManager, "abort_timed_out", lambda self, shard, ctx: None)
    caught = _caught(range(4))
    assert caught and "hanging transaction" in str(caught[0]), "transactions left open went unnoticed"


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(20))
def test_transactions_survive_faults_soak(chunk: int) -> None:
    summary = run_txn_soak(range(1_000 + chunk * 100, 1_000 + (chunk + 1) * 100))
    assert not summary.failures, summary.format() + "\n\n" + "\n\n".join(str(f) for f in summary.failures)
