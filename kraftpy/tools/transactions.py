"""``kraftpy transactions``: list, describe and abort transactions and find hanging ones, as
``kafka-transactions.sh`` does.

::

    kraftpy transactions --bootstrap-server H:P [--command-config F] COMMAND
        list [--duration-filter MS] [--transactional-id-pattern REGEX]
        describe --transactional-id T
        describe-producers --topic T --partition P [--broker-id N]
        abort --topic T --partition P (--start-offset O | --producer-id P --producer-epoch E --coordinator-epoch C)
        find-hanging (--broker-id N | --topic T [--partition P]) [--max-transaction-timeout MINUTES]

Output as Kafka's tool prints it: a table whose every cell is padded to its column's width and followed by a tab,
under a header line:

* ``list`` (ListTransactions to every broker): ``TransactionalId Coordinator ProducerId TransactionState``;
  ``--duration-filter`` keeps transactions open longer than MS (ListTransactions v1), ``--transactional-id-pattern``
  the ids a regular expression matches (v2).
* ``describe``: ``CoordinatorId TransactionalId ProducerId ProducerEpoch TransactionState TransactionTimeoutMs
  CurrentTransactionStartTimeMs TransactionDurationMs TopicPartitions`` (``None`` for the start time and duration
  when no transaction is open; the partitions as ``topic-partition`` joined by commas).
* ``describe-producers`` (DescribeProducers to the leader, or to ``--broker-id``): ``ProducerId ProducerEpoch
  LatestCoordinatorEpoch LastSequence LastTimestamp CurrentTransactionStartOffset`` (-1 for a coordinator epoch not
  known yet, ``None`` for no open transaction).
* ``abort``: writes an ABORT marker for the producer (WriteTxnMarkers to the partition's leader; the principal needs
  CLUSTER_ACTION) and prints nothing. With ``--start-offset`` the producer is the one whose open transaction on the
  partition starts at that offset (DescribeProducers); otherwise the producer id, epoch and coordinator epoch are
  given (a negative coordinator epoch, as DescribeProducers shows a producer with no marker yet, is sent as 0).
* ``find-hanging``: the partitions of ``--topic`` (``--partition``) or of every topic with a replica on
  ``--broker-id``; an open transaction (DescribeProducers' current transaction start offset) whose producer last
  wrote more than ``--max-transaction-timeout`` minutes (15) ago is hanging when no transactional id has its
  producer id (ListTransactions), the id is unknown, or the id's transaction (DescribeTransactions) does not include
  that partition. ``Topic Partition ProducerId ProducerEpoch CoordinatorEpoch StartOffset LastTimestamp
  Duration(min)``, or ``No hanging transactions found.``

Errors are one line on stderr (``Failed to ...: <reason>``) and exit code 1.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TextIO

from kraftpy.admin.client import (
    AdminClient,
    AdminConfigError,
    AdminError,
    PartitionProducerState,
    ProducerState,
    TopicPartition,
    TransactionDescription,
    load_client_properties,
)
from kraftpy.protocol.error_codes import ErrorCode

__all__ = ["TransactionsCommandError", "format_table", "register", "run"]

COMMANDS = ("list", "describe", "describe-producers", "abort", "find-hanging")
LIST_HEADERS = ("TransactionalId", "Coordinator", "ProducerId", "TransactionState")
DESCRIBE_HEADERS = (
    "CoordinatorId",
    "TransactionalId",
    "ProducerId",
    "ProducerEpoch",
    "TransactionState",
    "TransactionTimeoutMs",
    "CurrentTransactionStartTimeMs",
    "TransactionDurationMs",
    "TopicPartitions",
)
PRODUCER_HEADERS = (
    "ProducerId",
    "ProducerEpoch",
    "LatestCoordinatorEpoch",
    "LastSequence",
    "LastTimestamp",
    "CurrentTransactionStartOffset",
)
HANGING_HEADERS = (
    "Topic",
    "Partition",
    "ProducerId",
    "ProducerEpoch",
    "CoordinatorEpoch",
    "StartOffset",
    "LastTimestamp",
    "Duration(min)",
)
# partitions per DescribeProducers request of find-hanging
FIND_HANGING_BATCH = 500
DEFAULT_MAX_TRANSACTION_TIMEOUT_MIN = 15

#: (bootstrap servers, admin client config) -> an AdminClient (or a stand-in with its transaction calls)
AdminFactory = Callable[[str, Mapping[str, str]], Any]


class TransactionsCommandError(Exception):
    """A one-line error for the user (stderr, exit code 1)."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "transactions",
        help="list, describe and abort transactions, find hanging ones (like kafka-transactions.sh)",
        description="List, describe and abort transactions and find hanging ones, as kafka-transactions.sh does.",
    )
    p.add_argument(
        "--bootstrap-server",
        metavar="HOST:PORT",
        help="REQUIRED: hostname and port for the broker to connect to, in the form `host:port` "
        "(multiple comma-separated entries can be given)",
    )
    p.add_argument(
        "--command-config", metavar="FILE", help="property file containing configs to be passed to admin client"
    )
    sub = p.add_subparsers(dest="transactions_command", metavar="COMMAND")
    ls = sub.add_parser("list", help="list transactions")
    ls.add_argument(
        "--duration-filter",
        type=int,
        metavar="MS",
        help="only transactions running longer than this many milliseconds (negative: all)",
    )
    ls.add_argument(
        "--transactional-id-pattern",
        metavar="REGEX",
        help="only transactional ids this regular expression matches (whole id)",
    )
    d = sub.add_parser("describe", help="describe the state of an active transactional-id")
    d.add_argument("--transactional-id", metavar="ID", help="transactional id")
    dp = sub.add_parser("describe-producers", help="describe the states of active producers for a topic partition")
    dp.add_argument("--topic", help="topic name")
    dp.add_argument("--partition", type=int, help="partition number")
    dp.add_argument(
        "--broker-id", type=int, metavar="ID", help="optional broker id to describe the producer state on a replica"
    )
    a = sub.add_parser("abort", help="abort any pending transaction associated with a specific topic partition")
    a.add_argument("--topic", help="topic name")
    a.add_argument("--partition", type=int, help="partition number")
    new = a.add_argument_group("brokers on versions 3.0 and above", "only the start offset is required")
    new.add_argument("--start-offset", type=int, metavar="OFFSET", help="start offset of the transaction to abort")
    old = a.add_argument_group("brokers on versions older than 3.0", "all of these arguments are required")
    old.add_argument("--producer-id", type=int, metavar="ID", help="producer id of the transaction to abort")
    old.add_argument("--producer-epoch", type=int, metavar="EPOCH", help="producer epoch of the transaction")
    old.add_argument(
        "--coordinator-epoch", type=int, metavar="EPOCH", help="coordinator epoch of the transaction's last marker"
    )
    f = sub.add_parser("find-hanging", help="find hanging transactions")
    f.add_argument("--broker-id", type=int, metavar="ID", help="broker id to search for hanging transactions")
    f.add_argument("--topic", help="topic name to limit the search to")
    f.add_argument("--partition", type=int, help="partition number (with --topic)")
    f.add_argument(
        "--max-transaction-timeout",
        type=int,
        default=DEFAULT_MAX_TRANSACTION_TIMEOUT_MIN,
        metavar="MINUTES",
        help="maximum transaction timeout in minutes to limit the scope of the search (15 minutes by default)",
    )
    p.set_defaults(func=cmd_transactions)


def cmd_transactions(args: argparse.Namespace) -> int:
    return asyncio.run(run(args, sys.stdout, sys.stderr))


def format_table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """Kafka's table: every cell padded to its column's width and followed by a tab, one line per row."""
    cells = [[str(c) for c in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    return "".join("".join(c.ljust(w) + "\t" for c, w in zip(r, widths, strict=True)) + "\n" for r in cells)


def _missing(name: str) -> TransactionsCommandError:
    return TransactionsCommandError(f"Missing required argument {name}")


def validate(args: argparse.Namespace) -> None:
    """The checks of each command's arguments; TransactionsCommandError with one line."""
    command = args.transactions_command
    if command is None:
        raise TransactionsCommandError(f"Missing required command: one of {', '.join(COMMANDS)}")
    if not args.bootstrap_server:
        raise _missing("--bootstrap-server")
    for name in ("partition", "broker_id", "start_offset", "producer_id", "producer_epoch"):
        value = getattr(args, name, None)
        if value is not None and value < 0:
            raise TransactionsCommandError(f"--{name.replace('_', '-')} must not be negative, got {value}")
    if command == "describe" and not args.transactional_id:
        raise _missing("--transactional-id")
    if command in ("describe-producers", "abort"):
        if not args.topic:
            raise _missing("--topic")
        if args.partition is None:
            raise _missing("--partition")
    if command == "abort":
        old = (args.producer_id, args.producer_epoch, args.coordinator_epoch)
        if args.start_offset is None and args.producer_id is None:
            raise TransactionsCommandError(
                "The transaction to abort must be identified either with --start-offset (for brokers on 3.0 or "
                "above) or with --producer-id, --producer-epoch, and --coordinator-epoch (for older brokers)"
            )
        if args.start_offset is not None and any(v is not None for v in old):
            raise TransactionsCommandError(
                "--start-offset cannot be combined with --producer-id, --producer-epoch or --coordinator-epoch"
            )
        if args.start_offset is None:
            if args.producer_epoch is None:
                raise _missing("--producer-epoch")
            if args.coordinator_epoch is None:
                raise _missing("--coordinator-epoch")
            if args.producer_epoch > 32767:
                raise TransactionsCommandError(f"--producer-epoch must be at most 32767, got {args.producer_epoch}")
    if command == "find-hanging":
        if args.topic is None and args.broker_id is None:
            raise TransactionsCommandError(
                "The `find-hanging` command requires either --topic or --broker-id to limit the scope of the search"
            )
        if args.partition is not None and args.topic is None:
            raise TransactionsCommandError("The --partition argument requires --topic to be provided as well")
        if args.max_transaction_timeout < 0:
            raise TransactionsCommandError(
                f"--max-transaction-timeout must not be negative, got {args.max_transaction_timeout}"
            )


async def run(
    args: argparse.Namespace,
    out: TextIO,
    err: TextIO,
    *,
    admin_factory: AdminFactory | None = None,
    now_ms: Callable[[], int] | None = None,
) -> int:
    """The whole command; returns the exit code. `admin_factory` and `now_ms` stand in for the AdminClient and the
    wall clock in tests."""
    clock = now_ms if now_ms is not None else (lambda: int(time.time() * 1000))
    try:
        validate(args)
        config = {} if args.command_config is None else load_client_properties(args.command_config)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        factory: AdminFactory = admin_factory or (lambda servers, cfg: AdminClient(servers, config=cfg))
        admin = factory(args.bootstrap_server, config)
        async with admin:
            await _COMMANDS[args.transactions_command](admin, args, out, clock)
    except (TransactionsCommandError, AdminConfigError) as e:
        out.flush()
        err.write(f"{e}\n")
        return 1
    finally:
        out.flush()
    return 0


def _failed(what: str, e: BaseException) -> TransactionsCommandError:
    reason = e.detail if isinstance(e, AdminError) else str(e)
    name = f"{e.name}: " if isinstance(e, AdminError) and e.error_code >= 0 else ""
    return TransactionsCommandError(f"{what}: {name}{reason}")


# =================================================================================================== commands


async def _list(admin: Any, args: argparse.Namespace, out: TextIO, clock: Callable[[], int]) -> None:
    try:
        listings = await admin.list_transactions(
            duration_filter_ms=args.duration_filter, transactional_id_pattern=args.transactional_id_pattern
        )
    except (AdminError, ValueError) as e:
        raise _failed("Failed to list transactions", e) from None
    rows = [(t.transactional_id, t.coordinator_id, t.producer_id, t.state) for t in listings]
    out.write(format_table(LIST_HEADERS, rows))


async def _describe(admin: Any, args: argparse.Namespace, out: TextIO, clock: Callable[[], int]) -> None:
    tid = args.transactional_id
    what = f"Failed to describe transaction state of transactional-id `{tid}`"
    try:
        result = (await admin.describe_transactions([tid]))[tid]
    except AdminError as e:
        raise _failed(what, e) from None
    if isinstance(result, AdminError):
        raise _failed(what, result)
    d: TransactionDescription = result
    if d.transaction_start_time_ms is None:
        start = duration = "None"
    else:
        start = str(d.transaction_start_time_ms)
        duration = str(clock() - d.transaction_start_time_ms)
    row = (
        d.coordinator_id,
        tid,
        d.producer_id,
        d.producer_epoch,
        d.state,
        d.transaction_timeout_ms,
        start,
        duration,
        ",".join(str(tp) for tp in d.topic_partitions),
    )
    out.write(format_table(DESCRIBE_HEADERS, [row]))


async def _producers_of(admin: Any, tp: TopicPartition, broker_id: int | None, what: str) -> PartitionProducerState:
    try:
        result = (await admin.describe_producers([tp], broker_id=broker_id))[tp]
    except AdminError as e:
        raise _failed(what, e) from None
    if isinstance(result, AdminError):
        raise _failed(what, result)
    state: PartitionProducerState = result
    return state


def _coordinator_epoch(p: ProducerState) -> int:
    return -1 if p.coordinator_epoch is None else p.coordinator_epoch


async def _describe_producers(admin: Any, args: argparse.Namespace, out: TextIO, clock: Callable[[], int]) -> None:
    tp = TopicPartition(args.topic, args.partition)
    where = "leader" if args.broker_id is None else f"broker {args.broker_id}"
    state = await _producers_of(
        admin, tp, args.broker_id, f"Failed to describe producers for partition {tp} on {where}"
    )
    rows = [
        (
            p.producer_id,
            p.producer_epoch,
            _coordinator_epoch(p),
            p.last_sequence,
            p.last_timestamp,
            "None" if p.current_transaction_start_offset is None else p.current_transaction_start_offset,
        )
        for p in state.active_producers
    ]
    out.write(format_table(PRODUCER_HEADERS, rows))


async def _abort(admin: Any, args: argparse.Namespace, out: TextIO, clock: Callable[[], int]) -> None:
    tp = TopicPartition(args.topic, args.partition)
    if args.start_offset is not None:
        state = await _producers_of(admin, tp, None, f"Failed to validate producer state for partition {tp}")
        found = next(
            (p for p in state.active_producers if p.current_transaction_start_offset == args.start_offset), None
        )
        if found is None:
            raise TransactionsCommandError(
                f"Could not find any open transactions starting at offset {args.start_offset} on partition {tp}"
            )
        producer_id, producer_epoch = found.producer_id, found.producer_epoch
        coordinator_epoch = found.coordinator_epoch or 0
    else:
        producer_id, producer_epoch = args.producer_id, args.producer_epoch
        # a producer whose transaction hangs before its first marker shows coordinator epoch -1: 0 is not above any
        coordinator_epoch = max(0, args.coordinator_epoch)
    spec = (
        f"AbortTransactionSpec(topicPartition={tp}, producerId={producer_id}, producerEpoch={producer_epoch}, "
        f"coordinatorEpoch={coordinator_epoch})"
    )
    try:
        await admin.abort_transaction(tp, producer_id, producer_epoch, coordinator_epoch)
    except (AdminError, ValueError) as e:
        raise _failed(f"Failed to abort transaction {spec}", e) from None


async def _find_hanging(admin: Any, args: argparse.Namespace, out: TextIO, clock: Callable[[], int]) -> None:
    max_timeout_ms = args.max_transaction_timeout * 60_000
    partitions = await _partitions_to_search(admin, args)
    candidates: list[tuple[TopicPartition, ProducerState]] = []
    for i in range(0, len(partitions), FIND_HANGING_BATCH):
        batch = partitions[i : i + FIND_HANGING_BATCH]
        try:
            results = await admin.describe_producers(batch, broker_id=args.broker_id)
        except AdminError as e:
            raise _failed(f"Failed to describe producers of {len(batch)} partition(s)", e) from None
        now = clock()
        for tp in batch:
            result = results[tp]
            if isinstance(result, AdminError):
                where = "leader" if args.broker_id is None else f"broker {args.broker_id}"
                raise _failed(f"Failed to describe producers for partition {tp} on {where}", result)
            for p in result.active_producers:
                if p.current_transaction_start_offset is not None and now - p.last_timestamp > max_timeout_ms:
                    candidates.append((tp, p))
    hanging: list[tuple[TopicPartition, ProducerState]] = []
    if candidates:
        by_producer: dict[int, list[tuple[TopicPartition, ProducerState]]] = {}
        for tp, p in candidates:
            by_producer.setdefault(p.producer_id, []).append((tp, p))
        try:
            listed = await admin.list_transactions(producer_ids=sorted(by_producer))
        except (AdminError, ValueError) as e:
            raise _failed(f"Failed to list transactions for {len(by_producer)} producer ids", e) from None
        tids = {t.producer_id: t.transactional_id for t in listed if t.producer_id in by_producer}
        descriptions: dict[str, TransactionDescription | None] = {}
        if tids:
            try:
                described = await admin.describe_transactions(sorted(set(tids.values())))
            except AdminError as e:
                raise _failed(f"Failed to describe {len(set(tids.values()))} transactions", e) from None
            for tid, d in described.items():
                if isinstance(d, AdminError):
                    if d.error_code != ErrorCode.TRANSACTIONAL_ID_NOT_FOUND:  # gone: its transaction hangs
                        raise _failed(f"Failed to describe {len(set(tids.values()))} transactions", d)
                    descriptions[tid] = None
                else:
                    descriptions[tid] = d
        for pid, open_txns in sorted(by_producer.items()):
            tid = tids.get(pid)
            d = descriptions.get(tid) if tid is not None else None
            for tp, p in open_txns:
                if d is None or tp not in d.topic_partitions:
                    hanging.append((tp, p))
    if not hanging:
        out.write("No hanging transactions found.\n")
        return
    now = clock()
    rows = [
        (
            tp.topic,
            tp.partition,
            p.producer_id,
            p.producer_epoch,
            _coordinator_epoch(p),
            p.current_transaction_start_offset,
            p.last_timestamp,
            (now - p.last_timestamp) // 60_000,
        )
        for tp, p in sorted(hanging, key=lambda h: (h[0], h[1].producer_id))
    ]
    out.write(format_table(HANGING_HEADERS, rows))


async def _partitions_to_search(admin: Any, args: argparse.Namespace) -> list[TopicPartition]:
    """`--topic` (`--partition`), or every partition with a replica on `--broker-id` (internal topics included)."""
    if args.topic is not None and args.partition is not None:
        return [TopicPartition(args.topic, args.partition)]
    try:
        if args.topic is not None:
            names = [args.topic]
        else:
            names = [t.name for t in await admin.list_topics(include_internal=True)]
        described = await admin.describe_topic_partitions(names) if names else []
    except AdminError as e:
        raise _failed("Failed to find the partitions to search", e) from None
    out: list[TopicPartition] = []
    for t in described:
        if t.error is not None:
            raise _failed(f"Failed to describe topic {t.name}", t.error)
        for p in t.partitions:
            if args.broker_id is None or args.broker_id in p.replicas:
                out.append(TopicPartition(t.name, p.partition))
    return sorted(out)


_COMMANDS = {
    "list": _list,
    "describe": _describe,
    "describe-producers": _describe_producers,
    "abort": _abort,
    "find-hanging": _find_hanging,
}
