"""`kraftpy transactions`: kafka-transactions.sh's commands, tables (cells padded and tab-terminated), argument errors
and failure lines, against a stand-in for the admin client that records the calls; plus the registration in
`kraftpy` itself."""

from __future__ import annotations

import argparse
import asyncio
import io
import uuid
from collections.abc import Mapping
from typing import Any

import pytest

from kraftpy.admin.client import (
    AdminError,
    PartitionInfo,
    PartitionProducerState,
    ProducerState,
    TopicDescription,
    TopicListing,
    TopicPartition,
    TransactionDescription,
    TransactionListing,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.tools import transactions as tool
from kraftpy.tools.main import main

pytestmark = pytest.mark.timeout(60)

NOW = 10_000_000
MINUTE = 60_000
E = ErrorCode


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kraftpy")
    tool.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["transactions", *argv])


def producer(pid: int, *, start: int | None, last: int = NOW, epoch: int = 0, cepoch: int | None = 3) -> ProducerState:
    return ProducerState(pid, epoch, 11, last, cepoch, start)


class FakeAdmin:
    """The admin calls the command uses, answered from dicts; every call recorded in `calls`."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.listings: list[TransactionListing] = []
        self.descriptions: dict[str, TransactionDescription | AdminError] = {}
        self.producers: dict[TopicPartition, PartitionProducerState | AdminError] = {}
        self.topics: dict[str, list[tuple[int, ...]]] = {}  # name -> replicas per partition
        self.abort_error: AdminError | None = None
        self.config: Mapping[str, str] = {}
        self.bootstrap = ""

    async def __aenter__(self) -> FakeAdmin:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    async def list_transactions(self, **filters: Any) -> list[TransactionListing]:
        self.calls.append(("list_transactions", filters))
        pids = filters.get("producer_ids")
        return [t for t in self.listings if not pids or t.producer_id in pids]

    async def describe_transactions(self, ids: list[str]) -> dict[str, TransactionDescription | AdminError]:
        self.calls.append(("describe_transactions", list(ids)))
        return {
            t: self.descriptions.get(
                t, AdminError.of(E.TRANSACTIONAL_ID_NOT_FOUND, "The transactionalId could not be found")
            )
            for t in ids
        }

    async def describe_producers(
        self, partitions: list[TopicPartition], broker_id: int | None = None
    ) -> dict[TopicPartition, PartitionProducerState | AdminError]:
        self.calls.append(("describe_producers", (list(partitions), broker_id)))
        return {tp: self.producers.get(tp, PartitionProducerState((), 1)) for tp in partitions}

    async def abort_transaction(self, tp: TopicPartition, pid: int, epoch: int, cepoch: int) -> None:
        self.calls.append(("abort_transaction", (tp, pid, epoch, cepoch)))
        if self.abort_error is not None:
            raise self.abort_error

    async def list_topics(self, *, include_internal: bool = False) -> list[TopicListing]:
        self.calls.append(("list_topics", include_internal))
        return [TopicListing(n, uuid.uuid4(), n.startswith("__")) for n in sorted(self.topics)]

    async def describe_topic_partitions(self, names: list[str]) -> list[TopicDescription]:
        self.calls.append(("describe_topic_partitions", list(names)))
        out = []
        for n in names:
            if n not in self.topics:
                error = AdminError.of(E.UNKNOWN_TOPIC_OR_PARTITION, "This server does not host this topic-partition.")
                out.append(TopicDescription(n, uuid.uuid4(), False, (), error))
                continue
            parts = tuple(PartitionInfo(i, rs[0], 0, rs, rs) for i, rs in enumerate(self.topics[n]))
            out.append(TopicDescription(n, uuid.uuid4(), False, parts))
        return out

    def called(self, name: str) -> list[Any]:
        return [a for n, a in self.calls if n == name]


def run(admin: FakeAdmin, *argv: str) -> tuple[int, str, str]:
    def factory(servers: str, config: Mapping[str, str]) -> FakeAdmin:
        admin.bootstrap, admin.config = servers, config
        return admin

    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(
        tool.run(parse("--bootstrap-server", "h:9092", *argv), out, err, admin_factory=factory, now_ms=lambda: NOW)
    )
    return code, out.getvalue(), err.getvalue()


def cells(text: str) -> list[list[str]]:
    """The table's rows split at the tabs (the last, empty cell after each line's final tab dropped)."""
    rows = []
    for line in text.splitlines():
        assert line.endswith("\t"), repr(line)
        rows.append([c.rstrip() for c in line.split("\t")[:-1]])
    return rows


# ========================================================================================================= list


def test_list_prints_kafkas_table_with_padded_tab_terminated_cells() -> None:
    admin = FakeAdmin()
    admin.listings = [
        TransactionListing("payments-tx", 4000, "Ongoing", 1),
        TransactionListing("t", 12, "CompleteCommit", 2),
    ]
    code, out, err = run(admin, "list")
    assert (code, err) == (0, "")
    assert out == (
        "TransactionalId\tCoordinator\tProducerId\tTransactionState\t\n"
        "payments-tx    \t1          \t4000      \tOngoing         \t\n"
        "t              \t2          \t12        \tCompleteCommit  \t\n"
    )
    assert admin.called("list_transactions") == [{"duration_filter_ms": None, "transactional_id_pattern": None}]
    assert admin.bootstrap == "h:9092"


def test_list_passes_the_duration_and_pattern_filters_and_prints_only_the_header_when_empty() -> None:
    admin = FakeAdmin()
    code, out, _err = run(admin, "list", "--duration-filter", "5000", "--transactional-id-pattern", "app-.*")
    assert code == 0 and cells(out) == [["TransactionalId", "Coordinator", "ProducerId", "TransactionState"]]
    assert admin.called("list_transactions") == [{"duration_filter_ms": 5000, "transactional_id_pattern": "app-.*"}]


def test_list_failure_is_one_line_and_exit_code_1() -> None:
    class Failing(FakeAdmin):
        async def list_transactions(self, **filters: Any) -> list[TransactionListing]:
            raise AdminError.of(E.CLUSTER_AUTHORIZATION_FAILED)

    code, out, err = run(Failing(), "list")
    assert (code, out) == (1, "")
    assert err.startswith("Failed to list transactions: CLUSTER_AUTHORIZATION_FAILED: ")
    assert err.count("\n") == 1


# ===================================================================================================== describe


def test_describe_prints_the_transaction_with_its_duration_and_partitions() -> None:
    admin = FakeAdmin()
    admin.descriptions["app"] = TransactionDescription(
        coordinator_id=2,
        state="Ongoing",
        producer_id=4000,
        producer_epoch=7,
        transaction_timeout_ms=60_000,
        transaction_start_time_ms=NOW - 1234,
        topic_partitions=(TopicPartition("a", 0), TopicPartition("b", 3)),
    )
    code, out, err = run(admin, "describe", "--transactional-id", "app")
    assert (code, err) == (0, "")
    assert cells(out) == [
        list(tool.DESCRIBE_HEADERS),
        ["2", "app", "4000", "7", "Ongoing", "60000", str(NOW - 1234), "1234", "a-0,b-3"],
    ]
    assert admin.called("describe_transactions") == [["app"]]


def test_describe_without_an_open_transaction_prints_none() -> None:
    admin = FakeAdmin()
    admin.descriptions["idle"] = TransactionDescription(1, "CompleteAbort", 5, 2, 60_000, None, ())
    code, out, _err = run(admin, "describe", "--transactional-id", "idle")
    assert code == 0
    assert cells(out)[1] == ["1", "idle", "5", "2", "CompleteAbort", "60000", "None", "None", ""]


def test_describe_unknown_id_fails_with_kafkas_line() -> None:
    code, out, err = run(FakeAdmin(), "describe", "--transactional-id", "nope")
    assert (code, out) == (1, "")
    assert err == (
        "Failed to describe transaction state of transactional-id `nope`: TRANSACTIONAL_ID_NOT_FOUND: "
        "The transactionalId could not be found\n"
    )


# =========================================================================================== describe-producers


def test_describe_producers_prints_each_active_producer() -> None:
    admin = FakeAdmin()
    tp = TopicPartition("orders", 2)
    admin.producers[tp] = PartitionProducerState(
        (producer(1000, start=55, cepoch=None, last=123), producer(1001, start=None, epoch=4, last=456)), 1
    )
    code, out, err = run(admin, "describe-producers", "--topic", "orders", "--partition", "2", "--broker-id", "3")
    assert (code, err) == (0, "")
    assert cells(out) == [
        list(tool.PRODUCER_HEADERS),
        ["1000", "0", "-1", "11", "123", "55"],
        ["1001", "4", "3", "11", "456", "None"],
    ]
    assert admin.called("describe_producers") == [([tp], 3)]


def test_describe_producers_failure_names_the_partition_and_the_broker() -> None:
    admin = FakeAdmin()
    admin.producers[TopicPartition("t", 0)] = AdminError.of(E.NOT_LEADER_OR_FOLLOWER, "not here")
    code, _out, err = run(admin, "describe-producers", "--topic", "t", "--partition", "0", "--broker-id", "2")
    assert code == 1
    assert err == "Failed to describe producers for partition t-0 on broker 2: NOT_LEADER_OR_FOLLOWER: not here\n"
    code, _out, err = run(admin, "describe-producers", "--topic", "t", "--partition", "0")
    assert code == 1 and err.startswith("Failed to describe producers for partition t-0 on leader: ")


# ======================================================================================================== abort


def test_abort_with_start_offset_aborts_the_producer_whose_transaction_starts_there() -> None:
    admin = FakeAdmin()
    tp = TopicPartition("t", 1)
    admin.producers[tp] = PartitionProducerState(
        (producer(7, start=10, epoch=2, cepoch=5), producer(8, start=20, epoch=9, cepoch=None)), 1
    )
    code, out, err = run(admin, "abort", "--topic", "t", "--partition", "1", "--start-offset", "20")
    assert (code, out, err) == (0, "", "")
    assert admin.called("describe_producers") == [([tp], None)]
    # no marker seen yet for the producer (coordinator epoch unknown): 0
    assert admin.called("abort_transaction") == [(tp, 8, 9, 0)]

    admin.calls.clear()
    code, out, err = run(admin, "abort", "--topic", "t", "--partition", "1", "--start-offset", "10")
    assert code == 0 and admin.called("abort_transaction") == [(tp, 7, 2, 5)]


def test_abort_with_start_offset_matching_nothing_fails() -> None:
    admin = FakeAdmin()
    admin.producers[TopicPartition("t", 0)] = PartitionProducerState((producer(7, start=10),), 1)
    code, out, err = run(admin, "abort", "--topic", "t", "--partition", "0", "--start-offset", "11")
    assert (code, out) == (1, "")
    assert err == "Could not find any open transactions starting at offset 11 on partition t-0\n"
    assert admin.called("abort_transaction") == []


def test_abort_with_producer_fields_and_a_refusal() -> None:
    admin = FakeAdmin()
    argv = ("abort", "--topic", "t", "--partition", "0", "--producer-id", "42", "--producer-epoch", "3")
    code, _out, _err = run(admin, *argv, "--coordinator-epoch", "-1")
    assert code == 0 and admin.called("abort_transaction") == [(TopicPartition("t", 0), 42, 3, 0)]
    assert admin.called("describe_producers") == []

    admin = FakeAdmin()
    admin.abort_error = AdminError.of(
        E.CLUSTER_AUTHORIZATION_FAILED, "WriteTxnMarkers request with ... failed due to cluster authorization error"
    )
    code, out, err = run(admin, *argv, "--coordinator-epoch", "6")
    assert (code, out) == (1, "")
    assert err.startswith(
        "Failed to abort transaction AbortTransactionSpec(topicPartition=t-0, producerId=42, producerEpoch=3, "
        "coordinatorEpoch=6): CLUSTER_AUTHORIZATION_FAILED: "
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ((), "Missing required command: one of list, describe, describe-producers, abort, find-hanging"),
        (("describe",), "Missing required argument --transactional-id"),
        (("describe-producers", "--partition", "0"), "Missing required argument --topic"),
        (("describe-producers", "--topic", "t"), "Missing required argument --partition"),
        (("describe-producers", "--topic", "t", "--partition", "-1"), "--partition must not be negative, got -1"),
        (
            ("abort", "--topic", "t", "--partition", "0"),
            "The transaction to abort must be identified either with --start-offset (for brokers on 3.0 or above) "
            "or with --producer-id, --producer-epoch, and --coordinator-epoch (for older brokers)",
        ),
        (
            ("abort", "--topic", "t", "--partition", "0", "--producer-id", "1", "--coordinator-epoch", "0"),
            "Missing required argument --producer-epoch",
        ),
        (
            ("abort", "--topic", "t", "--partition", "0", "--producer-id", "1", "--producer-epoch", "0"),
            "Missing required argument --coordinator-epoch",
        ),
        (
            ("abort", "--topic", "t", "--partition", "0", "--start-offset", "5", "--producer-id", "1"),
            "--start-offset cannot be combined with --producer-id, --producer-epoch or --coordinator-epoch",
        ),
        (
            (
                "abort",
                "--topic",
                "t",
                "--partition",
                "0",
                "--producer-id",
                "1",
                "--producer-epoch",
                "40000",
                "--coordinator-epoch",
                "0",
            ),
            "--producer-epoch must be at most 32767, got 40000",
        ),
        (
            ("find-hanging",),
            "The `find-hanging` command requires either --topic or --broker-id to limit the scope of the search",
        ),
        (
            ("find-hanging", "--broker-id", "1", "--partition", "0"),
            "The --partition argument requires --topic to be provided as well",
        ),
        (
            ("find-hanging", "--topic", "t", "--max-transaction-timeout", "-5"),
            "--max-transaction-timeout must not be negative, got -5",
        ),
    ],
)
def test_argument_errors_are_one_line_and_exit_code_1(argv: tuple[str, ...], message: str) -> None:
    admin = FakeAdmin()
    code, out, err = run(admin, *argv)
    assert (code, out, err) == (1, "", message + "\n")
    assert admin.calls == []


def test_missing_bootstrap_server_and_bad_command_config() -> None:
    out, err = io.StringIO(), io.StringIO()
    code = asyncio.run(tool.run(parse("list"), out, err, admin_factory=lambda s, c: FakeAdmin()))
    assert (code, err.getvalue()) == (1, "Missing required argument --bootstrap-server\n")
    err = io.StringIO()
    args = parse("--bootstrap-server", "h:1", "--command-config", "/nonexistent/admin.properties", "list")
    code = asyncio.run(tool.run(args, out, err, admin_factory=lambda s, c: FakeAdmin()))
    assert (code, err.getvalue()) == (1, "Properties file /nonexistent/admin.properties does not exists!\n")


def test_kraftpy_registers_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["transactions", "--bootstrap-server", "127.0.0.1:1", "describe"]) == 1
    assert capsys.readouterr().err == "Missing required argument --transactional-id\n"
    with pytest.raises(SystemExit) as bad:
        main(["transactions", "--bootstrap-server", "h:1", "describe-producers", "--topic", "t", "--partition", "x"])
    assert bad.value.code == 2
    assert "invalid int value: 'x'" in capsys.readouterr().err


# ================================================================================================= find-hanging


def hanging_setup() -> FakeAdmin:
    """Broker 1 holds t-0, t-1 and __consumer_offsets-0; u-0 lives on broker 2 only."""
    admin = FakeAdmin()
    admin.topics = {"t": [(1, 2), (2, 1)], "u": [(2, 3)], "__consumer_offsets": [(1,)]}
    old = NOW - 20 * MINUTE
    admin.producers = {
        # an ongoing transaction the coordinator knows of on this partition: not hanging
        TopicPartition("t", 0): PartitionProducerState((producer(1, start=5, last=old), producer(4, start=None)), 1),
        # producer 2's id is ongoing elsewhere, not on t-1: hanging; producer 3 wrote recently: not a candidate
        TopicPartition("t", 1): PartitionProducerState((producer(2, start=8, last=old), producer(3, start=9)), 1),
        # producer 5 has no transactional id any more: hanging
        TopicPartition("__consumer_offsets", 0): PartitionProducerState((producer(5, start=0, last=old - MINUTE),), 1),
    }
    admin.listings = [TransactionListing("a", 1, "Ongoing", 1), TransactionListing("b", 2, "Ongoing", 2)]
    admin.descriptions = {
        "a": TransactionDescription(1, "Ongoing", 1, 0, 60_000, old, (TopicPartition("t", 0),)),
        "b": TransactionDescription(2, "Ongoing", 2, 0, 60_000, old, (TopicPartition("u", 0),)),
    }
    return admin


def test_find_hanging_on_a_broker() -> None:
    admin = hanging_setup()
    code, out, err = run(admin, "find-hanging", "--broker-id", "1")
    assert (code, err) == (0, "")
    assert cells(out) == [
        list(tool.HANGING_HEADERS),
        ["__consumer_offsets", "0", "5", "0", "3", "0", str(NOW - 21 * MINUTE), "21"],
        ["t", "1", "2", "0", "3", "8", str(NOW - 20 * MINUTE), "20"],
    ]
    assert admin.called("list_topics") == [True]
    (asked, broker) = admin.called("describe_producers")[0]
    assert broker == 1
    assert asked == [TopicPartition("__consumer_offsets", 0), TopicPartition("t", 0), TopicPartition("t", 1)]
    assert admin.called("list_transactions") == [{"producer_ids": [1, 2, 5]}]
    assert admin.called("describe_transactions") == [["a", "b"]]


def test_find_hanging_timeout_and_topic_scope() -> None:
    admin = hanging_setup()
    code, out, _err = run(admin, "find-hanging", "--broker-id", "1", "--max-transaction-timeout", "30")
    assert (code, out) == (0, "No hanging transactions found.\n")
    assert admin.called("list_transactions") == []

    admin = hanging_setup()
    code, out, _err = run(admin, "find-hanging", "--topic", "t")
    assert code == 0 and [r[:3] for r in cells(out)[1:]] == [["t", "1", "2"]]
    assert admin.called("describe_producers") == [([TopicPartition("t", 0), TopicPartition("t", 1)], None)]
    assert admin.called("list_topics") == []

    admin = hanging_setup()
    code, out, _err = run(admin, "find-hanging", "--topic", "t", "--partition", "0")
    assert (code, out) == (0, "No hanging transactions found.\n")
    assert admin.called("describe_topic_partitions") == []

    code, out, err = run(hanging_setup(), "find-hanging", "--topic", "missing")
    assert code == 1 and err.startswith("Failed to describe topic missing: UNKNOWN_TOPIC_OR_PARTITION")
