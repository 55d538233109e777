"""Replica placement for new topics and partitions: spread over brokers and racks, leaders spread too.

Unfenced brokers are listed rack by rack, interleaved (rack A's first broker, rack B's first, ..., then the second
of each rack), so that consecutive entries are in different racks whenever possible. Partition i takes `rf`
consecutive entries starting at (start + i) of that list, with a random start, so replicas of a partition land in
different racks and leadership rotates over the brokers.
"""

from __future__ import annotations

import random
from collections import defaultdict

from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode


class PlacementError(Exception):
    def __init__(self, error_code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.error_code = error_code


def rack_interleaved(image: MetadataImage) -> list[int]:
    racks: dict[str, list[int]] = defaultdict(list)
    for b in sorted(image.brokers.values(), key=lambda b: b.id):
        if b.fenced or b.in_controlled_shutdown:
            continue
        racks[b.rack or ""].append(b.id)
    order = [racks[r] for r in sorted(racks)]
    out: list[int] = []
    for i in range(max((len(r) for r in order), default=0)):
        out.extend(r[i] for r in order if i < len(r))
    return out


def place_replicas(
    image: MetadataImage, partitions: int, replication_factor: int, rng: random.Random
) -> list[tuple[int, ...]]:
    brokers = rack_interleaved(image)
    registered = len(image.brokers)
    if replication_factor > len(brokers):
        raise PlacementError(
            ErrorCode.INVALID_REPLICATION_FACTOR,
            f"Unable to replicate the partition {replication_factor} time(s): The target replication factor of "
            f"{replication_factor} cannot be reached because only {len(brokers)} broker(s) are registered and "
            f"unfenced ({registered} registered).",
        )
    n = len(brokers)
    start = rng.randrange(n)
    return [tuple(brokers[(start + i + j) % n] for j in range(replication_factor)) for i in range(partitions)]
