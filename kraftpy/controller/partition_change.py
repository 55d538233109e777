"""A partition's next state: KIP-966's ISR/ELR rules and leader election, as one pure function.

`build_change` takes the current `PartitionRegistration`, a proposed ISR (from AlterPartition, a fenced or
unfenced broker, an unclean registration, ...), which brokers may lead, and the partition's settings, and returns
the PartitionChangeRecord to append, or None when nothing changes. It is deterministic: the only randomness (the
legacy random unclean election) comes from the `rng` argument.

Rules (KIP-966, `seeds/001`, sections "Eligible Leader Replicas", "Other behaviors" and "Delivery plan"):

ELR update, for a proposed ISR:
  * the ISR may become empty;
  * proposed ISR >= min ISR -> ELR emptied (and LastKnownELR cleared);
  * otherwise ELR := (ELR + (current ISR - proposed ISR)) - proposed ISR: only members of the last ISR snapshot
    taken while the ISR drops below min ISR join, since the HWM cannot advance past them from then on;
  * brokers that registered after an unclean shutdown leave the ISR and the ELR; those that were (or were about to
    become) ELR members join LastKnownELR.
LastKnownLeader: when the last ISR member leaves the ISR, it is recorded; it is cleared once a leader is elected.
Leader election (the delivery-plan order, used while the unclean recovery manager is off):
  1. keep the current leader if it is still in the ISR and may lead, else another ISR member;
  2. else (ISR empty) an unfenced ELR member, which becomes ISR=[it] and leaves the ELR;
  3. else, with fenced ELR members: wait for the first of them to be unfenced, or, with
     unclean.leader.election.enable, an unclean election;
  4. else (no ELR): an unclean election if enabled, otherwise the LastKnownLeader once it is unfenced.
  An unclean election picks a random live replica, sets ISR=[it], marks it RECOVERING and clears the ELR.
Epochs: the leader epoch is bumped only when the leader changes (replay in `PartitionRegistration.merge`); an
ELR-only change bumps only the partition epoch.
With `eligible.leader.replicas.enabled=false` the legacy behaviour applies: the last ISR member is never removed,
there is no ELR, and, per the KIP's downgrade rule, ELR fields still present are cleared on the next change.
"""

from __future__ import annotations

import enum
import random
import uuid
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from kraftpy.metadata.partition import (
    NO_LAST_KNOWN_LEADER,
    NO_LEADER,
    RECOVERED,
    RECOVERING,
    PartitionRegistration,
)
from kraftpy.protocol.messages.metadata_records import PartitionChangeRecord


class Election(enum.Enum):
    ONLINE = "online"  # keep a valid leader, otherwise elect per the rules above (fence, unfence, AlterPartition)
    PREFERRED = "preferred"  # move leadership to the first replica if it may lead (ElectLeaders, auto-rebalance)
    UNCLEAN = "unclean"  # an operator's unclean election: like ONLINE, then any live replica


@dataclass(frozen=True, slots=True)
class ChangeOptions:
    """The partition's settings that the rules depend on."""

    min_isr: int  # effective: min(min.insync.replicas, replication factor)
    elr_enabled: bool = True
    unclean_election_enabled: bool = False  # the topic's unclean.leader.election.enable
    election: Election = Election.ONLINE


@dataclass(frozen=True, slots=True)
class ChangeResult:
    record: PartitionChangeRecord
    after: PartitionRegistration
    leader_changed: bool
    elected_from_elr: bool
    unclean: bool


def _ordered(members: Collection[int], replicas: Sequence[int]) -> tuple[int, ...]:
    """Members in replica order (then any stray ids in numeric order), for deterministic records."""
    s = set(members)
    out = [r for r in replicas if r in s]
    out.extend(sorted(s - set(out)))
    return tuple(out)


def build_change(
    topic_id: uuid.UUID,
    partition_id: int,
    current: PartitionRegistration,
    *,
    can_lead: Callable[[int], bool],
    options: ChangeOptions,
    target_isr: Sequence[int] | None = None,
    unclean_shutdown: Collection[int] = (),
    leader_recovery_state: int | None = None,
    rng: random.Random | None = None,
) -> ChangeResult | None:
    """The change that moves `current` to its next state, or None if there is none.

    `can_lead(b)` says whether broker b is registered, unfenced and not shutting down. `target_isr` is the proposed
    ISR (default: the current one, e.g. to re-run the election after a broker is unfenced). Brokers in
    `unclean_shutdown` just registered after an unclean shutdown and are removed from the ISR and the ELR.
    """
    unclean_set = set(unclean_shutdown)
    proposed = tuple(b for b in (current.isr if target_isr is None else target_isr) if b not in unclean_set)
    elr_enabled = options.elr_enabled

    if elr_enabled:
        isr = proposed
        elr, lke = _next_elr(current, isr, unclean_set, options.min_isr)
    else:
        # legacy: the last ISR member is never removed; ELR fields (if any) are dropped
        isr = proposed if proposed else current.isr
        elr, lke = (), ()

    leader, from_elr, unclean = _elect(current, isr, elr, options, can_lead, rng)
    recovery = current.leader_recovery_state if leader_recovery_state is None else leader_recovery_state
    if from_elr:
        isr = (leader,)
        elr = tuple(b for b in elr if b != leader)
    if unclean:
        isr = (leader,)
        elr, lke = (), ()
        recovery = RECOVERING
    if elr_enabled and len(isr) >= options.min_isr:
        elr, lke = (), ()

    lkl = current.last_known_leader
    if not elr_enabled or leader != NO_LEADER:
        lkl = NO_LAST_KNOWN_LEADER
    elif current.isr and not isr:
        # the last ISR member just left: remember it (normally it is the leader)
        lkl = current.leader if current.leader in current.isr else current.isr[0]

    record = PartitionChangeRecord(partition_id=partition_id, topic_id=topic_id)
    changed = False
    if isr != current.isr:
        record.isr = list(isr)
        changed = True
    if leader != current.leader:
        record.leader = leader
        changed = True
    if elr != current.elr:
        record.eligible_leader_replicas = list(elr)
        changed = True
    if lke != current.last_known_elr:
        record.last_known_elr = list(lke)
        changed = True
    if lkl != current.last_known_leader:
        record.last_known_leader = lkl
        changed = True
    if recovery != current.leader_recovery_state:
        record.leader_recovery_state = recovery
        changed = True
    if not changed:
        return None
    after = current.merge(record)
    return ChangeResult(record, after, leader != current.leader, from_elr, unclean)


def _next_elr(
    current: PartitionRegistration, isr: tuple[int, ...], unclean: set[int], min_isr: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """ELR and LastKnownELR for a proposed ISR (before the election)."""
    if len(isr) >= min_isr:
        return (), ()
    in_isr = set(isr)
    candidates = set(current.elr) | (set(current.isr) - in_isr)
    elr = _ordered(candidates - in_isr - unclean, current.replicas)
    removed_unclean = (candidates | set(current.elr)) & unclean
    lke = _ordered((set(current.last_known_elr) | removed_unclean) - in_isr - set(elr), current.replicas)
    return elr, lke


def _elect(
    current: PartitionRegistration,
    isr: tuple[int, ...],
    elr: tuple[int, ...],
    options: ChangeOptions,
    can_lead: Callable[[int], bool],
    rng: random.Random | None,
) -> tuple[int, bool, bool]:
    """(leader, elected from the ELR, unclean)."""
    replicas = current.replicas
    in_isr = set(isr)
    isr_candidates = [r for r in replicas if r in in_isr and can_lead(r)]
    isr_candidates += [r for r in isr if r not in replicas and can_lead(r)]  # defensive: ISR outside replicas

    if options.election is Election.PREFERRED:
        preferred = current.preferred_leader
        if preferred in in_isr and can_lead(preferred):
            return preferred, False, False
    if current.leader in in_isr and can_lead(current.leader):
        return current.leader, False, False
    if isr_candidates:
        return isr_candidates[0], False, False
    if options.election is Election.PREFERRED:
        # a preferred election never falls back to the ELR or to an unclean choice
        return NO_LEADER, False, False

    if not isr and options.elr_enabled:
        for r in _ordered(elr, replicas):
            if can_lead(r):
                return r, True, False

    unclean_allowed = options.unclean_election_enabled or options.election is Election.UNCLEAN
    if elr and options.elr_enabled:
        # fenced ELR members: wait for the first to come back, unless unclean elections are allowed
        if unclean_allowed:
            return _unclean(current, can_lead, rng)
        return NO_LEADER, False, False
    if unclean_allowed:
        return _unclean(current, can_lead, rng)
    if options.elr_enabled and not isr:
        lkl = current.last_known_leader
        if lkl != NO_LAST_KNOWN_LEADER and lkl in replicas and can_lead(lkl):
            # the last replica standing, back after losing its place in the ELR: elected, marked RECOVERING
            return lkl, False, True
    return NO_LEADER, False, False


def _unclean(
    current: PartitionRegistration, can_lead: Callable[[int], bool], rng: random.Random | None
) -> tuple[int, bool, bool]:
    live = [r for r in current.replicas if can_lead(r)]
    if not live:
        return NO_LEADER, False, False
    choice = live[0] if rng is None else rng.choice(live)
    return choice, False, True


def clear_elr_for_min_isr(
    topic_id: uuid.UUID, partition_id: int, current: PartitionRegistration, new_min_isr: int
) -> PartitionChangeRecord | None:
    """A min.insync.replicas change: where the new min ISR <= ISR size, the ELR (and LastKnownELR) go away."""
    if len(current.isr) >= new_min_isr and (current.elr or current.last_known_elr):
        return PartitionChangeRecord(
            partition_id=partition_id, topic_id=topic_id, eligible_leader_replicas=[], last_known_elr=[]
        )
    return None


__all__ = [
    "RECOVERED",
    "RECOVERING",
    "ChangeOptions",
    "ChangeResult",
    "Election",
    "build_change",
    "clear_elr_for_min_isr",
]
