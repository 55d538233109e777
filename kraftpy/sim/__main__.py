"""Soaks of the deterministic simulator.

* `python -m kraftpy.sim raft --seeds N [--start S] [--voters 3] [--observers 1]`: the KRaft quorum (the real
  `RaftDriver` of every node on the simulated world, `kraftpy.sim.raft_sim`);
  with `--reconfig [--controllers 6]`, under quorum reassignments (seed 003) as well;
* `python -m kraftpy.sim cluster --seeds N [--start S] [--elr off] [--recovery-manager [STRATEGY]]
  [--combined] [--two-unclean]`: whole clusters (controllers + brokers) under randomized faults with the data-plane and
  metadata-plane invariants (`kraftpy.sim.cluster_sim`);
* `python -m kraftpy.sim txn --seeds N [--start S]`: whole clusters with transactional producers and
  read_committed / read_uncommitted readers under randomized faults, with the transaction invariants
  (`kraftpy.sim.txn_sim`).
"""

from __future__ import annotations

import argparse
import logging
import sys

from .cluster_sim import ClusterSimConfig, ClusterSimFailure, run_cluster_soak
from .raft_sim import RaftSimConfig
from .soak import run_soak
from .txn_sim import TxnSimFailure, run_txn_soak


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kraftpy.sim", description="Deterministic simulations.")
    sub = parser.add_subparsers(dest="command", required=True)
    raft = sub.add_parser("raft", help="run the KRaft quorum simulation over many seeds")
    raft.add_argument("--seeds", type=int, default=100, help="how many seeds to run (default 100)")
    raft.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    raft.add_argument("--voters", type=int, default=3, help="number of voters (default 3)")
    raft.add_argument("--observers", type=int, default=1, help="number of observers (default 1)")
    raft.add_argument(
        "--reconfig",
        action="store_true",
        help="controllers move in and out of the voter set through quorum reassignments (seed 003) and KIP-853's "
        "add/remove, under the same faults; --voters is the initial voter set",
    )
    raft.add_argument(
        "--controllers",
        type=int,
        default=6,
        help="with --reconfig: controller nodes, the first --voters of them voters (default 6)",
    )
    raft.add_argument("--stop-on-failure", action="store_true", help="stop at the first failing seed")
    raft.add_argument("--verbose", action="store_true", help="log the raft cores at INFO level (slow)")
    cluster = sub.add_parser(
        "cluster", help="run whole clusters (3 controllers, 3 brokers) under randomized faults over many seeds"
    )
    cluster.add_argument("--seeds", type=int, default=100, help="how many seeds to run (default 100)")
    cluster.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    cluster.add_argument(
        "--elr",
        choices=("on", "off"),
        default="on",
        help="eligible.leader.replicas.enabled on the nodes (default on); with off, lost "
        "acknowledged records are counted, not failures (the legacy rules lose them)",
    )
    cluster.add_argument(
        "--recovery-manager",
        nargs="?",
        const="Balanced",
        default=None,
        metavar="STRATEGY",
        help="unclean.recovery.manager.enabled=true with this cluster-wide "
        "unclean.recovery.strategy (Aggressive, Balanced (default) or None)",
    )
    cluster.add_argument("--combined", action="store_true", help="3 combined broker+controller nodes")
    cluster.add_argument(
        "--two-unclean",
        action="store_true",
        help="every seed: one broker loses power, another is killed; only power losses count as "
        "data-losing (with --recovery-manager the killed broker answers the recovery)",
    )
    cluster.add_argument("--stop-on-failure", action="store_true", help="stop at the first failing seed")
    cluster.add_argument("--verbose", action="store_true", help="log the nodes at INFO level (slow)")
    txn = sub.add_parser(
        "txn", help="run whole clusters with transactional producers and read_committed readers under faults"
    )
    txn.add_argument("--seeds", type=int, default=100, help="how many seeds to run (default 100)")
    txn.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    txn.add_argument("--stop-on-failure", action="store_true", help="stop at the first failing seed")
    txn.add_argument("--verbose", action="store_true", help="log the nodes at INFO level (slow)")
    args = parser.parse_args(argv)
    if args.command == "cluster":
        return _cluster(parser, args)
    if args.command == "txn":
        return _txn(parser, args)
    if args.seeds < 1:
        parser.error("--seeds must be at least 1")
    if args.voters < 1 or args.observers < 0:
        parser.error("--voters must be >= 1 and --observers >= 0")
    if args.reconfig and args.controllers < args.voters:
        parser.error("--controllers must be at least --voters")
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s %(message)s"
    )
    if not args.verbose:
        logging.getLogger("kraftpy.raft").setLevel(logging.CRITICAL)
    config = RaftSimConfig(
        voters=args.voters, observers=args.observers, reconfig=args.reconfig, controllers=args.controllers
    )

    def report(failure: Exception) -> None:
        print(failure, file=sys.stderr, flush=True)

    summary = run_soak(range(args.start, args.start + args.seeds), config, report, args.stop_on_failure)
    print(summary.format())
    return 1 if summary.failures else 0


def _cluster(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.seeds < 1:
        parser.error("--seeds must be at least 1")
    strategies = {"aggressive": "Aggressive", "balanced": "Balanced", "none": "None"}
    strategy = None
    if args.recovery_manager is not None:
        strategy = strategies.get(args.recovery_manager.lower())
        if strategy is None:
            parser.error("--recovery-manager: the strategy must be Aggressive, Balanced or None")
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.CRITICAL, format="%(levelname)s %(name)s %(message)s"
    )
    config = ClusterSimConfig(
        elr=args.elr == "on",
        recovery_manager=strategy is not None,
        recovery_strategy=strategy,
        combined=args.combined,
        two_unclean=args.two_unclean,
    )

    def report(failure: ClusterSimFailure) -> None:
        print(failure, file=sys.stderr, flush=True)

    summary = run_cluster_soak(range(args.start, args.start + args.seeds), config, report, args.stop_on_failure)
    print(summary.format())
    return 1 if summary.failures else 0


def _txn(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.seeds < 1:
        parser.error("--seeds must be at least 1")
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.CRITICAL, format="%(levelname)s %(name)s %(message)s"
    )

    def report(failure: TxnSimFailure) -> None:
        print(failure, file=sys.stderr, flush=True)

    summary = run_txn_soak(range(args.start, args.start + args.seeds), None, report, args.stop_on_failure)
    print(summary.format())
    return 1 if summary.failures else 0


if __name__ == "__main__":
    sys.exit(main())
