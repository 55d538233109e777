"""`python -m kraftpy.sim raft --seeds N [--start S] [--voters 3] [--observers 1] [--wire]`: the raft soak."""

from __future__ import annotations

import argparse
import logging
import sys

from .raft_sim import RaftSimConfig
from .soak import run_soak


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kraftpy.sim", description="Deterministic simulations.")
    sub = parser.add_subparsers(dest="command", required=True)
    raft = sub.add_parser("raft", help="run the KRaft quorum simulation over many seeds")
    raft.add_argument("--seeds", type=int, default=100, help="how many seeds to run (default 100)")
    raft.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    raft.add_argument("--voters", type=int, default=3, help="number of voters (default 3)")
    raft.add_argument("--observers", type=int, default=1, help="number of observers (default 1)")
    raft.add_argument(
        "--wire", action="store_true", help="encode and decode every message with the real codecs"
    )
    raft.add_argument("--stop-on-failure", action="store_true", help="stop at the first failing seed")
    raft.add_argument("--verbose", action="store_true", help="log the raft cores at INFO level (slow)")
    args = parser.parse_args(argv)
    if args.seeds < 1:
        parser.error("--seeds must be at least 1")
    if args.voters < 1 or args.observers < 0:
        parser.error("--voters must be >= 1 and --observers >= 0")
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s %(message)s"
    )
    if not args.verbose:
        logging.getLogger("kraftpy.raft").setLevel(logging.CRITICAL)
    config = RaftSimConfig(voters=args.voters, observers=args.observers, wire=args.wire)

    def report(failure: Exception) -> None:
        print(failure, file=sys.stderr, flush=True)

    summary = run_soak(range(args.start, args.start + args.seeds), config, report, args.stop_on_failure)
    print(summary.format())
    return 1 if summary.failures else 0


if __name__ == "__main__":
    sys.exit(main())
