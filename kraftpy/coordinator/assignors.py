"""KIP-848's server-side assignors: "uniform" and "range".

An assignor takes the members' subscriptions (member id -> topic ids), the partition count of each subscribed
topic and the current target assignment, and returns the new target assignment (member id -> topic id ->
partitions). Both are deterministic.

* uniform: every partition of a subscribed topic goes to one of its subscribers; members end up with as equal a
  number of partitions as their subscriptions allow (with equal subscriptions: at most one apart), and a partition
  stays with its current owner whenever balance allows (sticky).
* range: per topic, the subscribers sorted by member id get consecutive ranges of partitions, the first
  (partitions mod subscribers) one more; members subscribed to the same topics get the same partition numbers of
  each (co-partitioning).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping

from kraftpy.metadata.image import PartitionKey

__all__ = ["ASSIGNORS", "UnknownAssignorError", "assign", "range_assign", "uniform_assign"]

Assignment = dict[str, dict[uuid.UUID, set[int]]]


class UnknownAssignorError(ValueError):
    pass


def uniform_assign(
    subscriptions: Mapping[str, set[uuid.UUID]],
    partitions: Mapping[uuid.UUID, int],
    current: Mapping[str, Mapping[uuid.UUID, set[int]]],
) -> Assignment:
    members = sorted(subscriptions)
    out: Assignment = {m: {} for m in members}
    if not members:
        return out
    count = dict.fromkeys(members, 0)
    owner: dict[PartitionKey, str] = {}
    all_parts = [
        (t, p)
        for t in sorted(partitions, key=str)
        for p in range(partitions[t])
        if any(t in subscriptions[m] for m in members)
    ]
    subscribers = {t: [m for m in members if t in subscriptions[m]] for t in partitions}
    # keep current owners that are still subscribed
    for m in members:
        for t, ps in sorted(current.get(m, {}).items(), key=lambda kv: str(kv[0])):
            if t not in subscriptions[m] or t not in partitions:
                continue
            for p in sorted(ps):
                if p < partitions[t] and (t, p) not in owner:
                    owner[(t, p)] = m
                    count[m] += 1
    # the rest to the least loaded subscriber
    for t, p in all_parts:
        if (t, p) in owner:
            continue
        m = min(subscribers[t], key=lambda x: (count[x], x))
        owner[(t, p)] = m
        count[m] += 1
    # move partitions from the most to the least loaded members while that improves the balance
    moved = True
    while moved:
        moved = False
        for tp in sorted(owner, key=lambda k: (str(k[0]), k[1])):
            m = owner[tp]
            best = min(subscribers[tp[0]], key=lambda x: (count[x], x))
            if count[m] - count[best] > 1:
                owner[tp] = best
                count[m] -= 1
                count[best] += 1
                moved = True
    for (t, p), m in owner.items():
        out[m].setdefault(t, set()).add(p)
    return out


def range_assign(
    subscriptions: Mapping[str, set[uuid.UUID]],
    partitions: Mapping[uuid.UUID, int],
    current: Mapping[str, Mapping[uuid.UUID, set[int]]],
) -> Assignment:
    members = sorted(subscriptions)
    out: Assignment = {m: {} for m in members}
    for t in sorted(partitions, key=str):
        subs = [m for m in members if t in subscriptions[m]]
        if not subs:
            continue
        n = partitions[t]
        per, extra = divmod(n, len(subs))
        start = 0
        for i, m in enumerate(subs):
            size = per + (1 if i < extra else 0)
            if size:
                out[m][t] = set(range(start, start + size))
            start += size
    return out


ASSIGNORS = {"uniform": uniform_assign, "range": range_assign}


def assign(
    name: str,
    subscriptions: Mapping[str, set[uuid.UUID]],
    partitions: Mapping[uuid.UUID, int],
    current: Mapping[str, Mapping[uuid.UUID, set[int]]],
) -> Assignment:
    fn = ASSIGNORS.get(name)
    if fn is None:
        raise UnknownAssignorError(name)
    return fn(subscriptions, partitions, current)
