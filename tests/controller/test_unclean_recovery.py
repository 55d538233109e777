"""Table tests of KIP-966 Unclean Recovery decisions (kraftpy.controller.unclean_recovery)."""

from __future__ import annotations

import pytest

from kraftpy.controller.unclean_recovery import LogInfo, Need, Recovery, Strategy, choose_longest_log, decide
from kraftpy.metadata.partition import NO_LEADER, PartitionRegistration

EPOCHS = {1: 100, 2: 200, 3: 300}


def p(isr=(), elr=(), lke=(), replicas=(1, 2, 3), leader_epoch=7) -> PartitionRegistration:  # type: ignore[no-untyped-def]
    return PartitionRegistration(
        replicas=tuple(replicas),
        isr=tuple(isr),
        leader=NO_LEADER,
        leader_epoch=leader_epoch,
        elr=tuple(elr),
        last_known_elr=tuple(lke),
    )


def live(*brokers: int):  # type: ignore[no-untyped-def]
    return lambda b: b in brokers


def epoch_of(b: int) -> int | None:
    return EPOCHS.get(b)


def info(b: int, lwe: int, leo: int, *, epoch: int | None = None, cle: int = 7) -> LogInfo:
    return LogInfo(b, EPOCHS[b] if epoch is None else epoch, lwe, cle, leo)


@pytest.mark.parametrize(
    ("partition", "alive", "strategy", "need"),
    [
        (p(isr=[2]), [2], Strategy.NONE, Need.ELECTION),
        (p(elr=[1, 2]), [2], Strategy.NONE, Need.ELECTION),
        (p(elr=[1, 2]), [3], Strategy.AGGRESSIVE, Need.RECOVERY),
        (p(elr=[1, 2]), [3], Strategy.BALANCED, Need.WAIT),
        (p(elr=[1, 2]), [3], Strategy.NONE, Need.WAIT),
        (p(), [1], Strategy.AGGRESSIVE, Need.RECOVERY),
        (p(lke=[1, 2]), [1, 3], Strategy.BALANCED, Need.WAIT),
        (p(lke=[1, 2]), [1, 2], Strategy.BALANCED, Need.RECOVERY),
        (p(), [], Strategy.BALANCED, Need.RECOVERY),
        (p(lke=[1]), [1, 2, 3], Strategy.NONE, Need.MANUAL),
    ],
)
def test_decision_order(partition: PartitionRegistration, alive: list[int], strategy: Strategy, need: Need) -> None:
    assert decide(partition, strategy, live(*alive)).need is need


def test_the_longest_log_wins_with_ties_in_replica_order() -> None:
    replies = [info(1, 5, 900), info(2, 6, 10), info(3, 6, 10)]
    assert choose_longest_log(replies, (1, 2, 3)) == 2  # epoch first, then offset, then replica order
    assert choose_longest_log([info(1, 5, 900), info(3, 5, 901)], (1, 2, 3)) == 3
    assert choose_longest_log([], (1, 2, 3)) is None


def test_aggressive_elects_when_all_replied_or_at_the_timeout() -> None:
    r = Recovery.start(Strategy.AGGRESSIVE, p(), live(1, 2, 3), now_ms=0, timeout_ms=1000)
    assert r.queried == (1, 2, 3)
    r.on_reply(info(1, 4, 50), epoch_of)
    assert r.winner(10, epoch_of, live(1, 2, 3)) is None  # others may still answer
    assert r.winner(1000, epoch_of, live(1, 2, 3)) == 1  # the window closed: elect among the replies
    r.on_reply(info(2, 4, 60), epoch_of)
    r.on_reply(info(3, 3, 99), epoch_of)
    assert r.winner(20, epoch_of, live(1, 2, 3)) == 2  # everyone answered: no need to wait


def test_aggressive_takes_the_first_reply_after_the_timeout() -> None:
    r = Recovery.start(Strategy.AGGRESSIVE, p(), live(1, 2, 3), now_ms=0, timeout_ms=1000)
    assert r.winner(5000, epoch_of, live(1, 2, 3)) is None
    r.on_reply(info(3, 1, 1), epoch_of)
    assert r.winner(5001, epoch_of, live(1, 2, 3)) == 3


def test_balanced_waits_for_every_last_known_elr_member() -> None:
    part = p(lke=[1, 2])
    r = Recovery.start(Strategy.BALANCED, part, live(1, 2, 3), now_ms=0, timeout_ms=1000)
    r.on_reply(info(1, 4, 50), epoch_of)
    r.on_reply(info(3, 9, 999), epoch_of)
    assert r.winner(5000, epoch_of, live(1, 2, 3)) is None  # broker 2 (LastKnownELR) has not answered
    r.on_reply(info(2, 4, 70), epoch_of)
    assert r.winner(5000, epoch_of, live(1, 2, 3)) == 3


def test_balanced_waits_for_the_timeout_unless_everyone_answered() -> None:
    r = Recovery.start(Strategy.BALANCED, p(lke=[1]), live(1, 2, 3), now_ms=0, timeout_ms=1000)
    r.on_reply(info(1, 4, 50), epoch_of)
    assert r.winner(10, epoch_of, live(1, 2, 3)) is None
    assert r.winner(1000, epoch_of, live(1, 2, 3)) == 1


def test_a_reply_from_a_restarted_broker_is_rejected() -> None:
    r = Recovery.start(Strategy.AGGRESSIVE, p(), live(1, 2), now_ms=0, timeout_ms=100)
    r.on_reply(info(1, 9, 999, epoch=99), epoch_of)  # answered with an older broker epoch
    assert 1 in r.rejected and "broker epoch" in r.rejected[1]
    r.on_reply(info(2, 1, 1), epoch_of)
    assert r.winner(100, epoch_of, live(1, 2)) == 2


def test_a_broker_that_restarts_after_replying_cannot_win() -> None:
    r = Recovery.start(Strategy.AGGRESSIVE, p(), live(1, 2), now_ms=0, timeout_ms=100)
    r.on_reply(info(1, 9, 999), epoch_of)
    r.on_reply(info(2, 1, 1), epoch_of)
    restarted = {1: 150, 2: 200}.get  # broker 1 registered again after it replied
    assert r.winner(100, restarted, live(1, 2)) == 2


def test_a_broker_fenced_after_replying_cannot_win() -> None:
    r = Recovery.start(Strategy.AGGRESSIVE, p(), live(1, 2), now_ms=0, timeout_ms=100)
    r.on_reply(info(1, 9, 999), epoch_of)
    r.on_reply(info(2, 1, 1), epoch_of)
    assert r.winner(100, epoch_of, live(2)) == 2


def test_stale_leader_epoch_and_errors_are_rejected() -> None:
    r = Recovery.start(Strategy.AGGRESSIVE, p(leader_epoch=7), live(1, 2, 3), now_ms=0, timeout_ms=100)
    r.on_reply(info(1, 9, 999, cle=6), epoch_of)
    r.on_reply(LogInfo(2, 200, 9, 7, 999, error_code=56), epoch_of)
    r.on_reply(info(3, 1, 1), epoch_of)
    assert set(r.rejected) == {1, 2}
    assert r.winner(100, epoch_of, live(1, 2, 3)) == 3


def test_strategy_names() -> None:
    assert Strategy.parse("balanced") is Strategy.BALANCED
    assert Strategy.parse("Aggressive") is Strategy.AGGRESSIVE
    with pytest.raises(ValueError, match="Aggressive, Balanced, None"):
        Strategy.parse("Manual")
