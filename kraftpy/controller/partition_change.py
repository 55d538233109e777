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
    become) ELR members join LastKnownELR;
  * LastKnownELR is cleared when the ISR reaches min ISR, and by nothing else (an unclean election removes only
    the new leader from it);
  * brokers that unregistered (left for good) leave the ISR, the ELR, LastKnownELR and LastKnownLeader: an
    unregistration is not an unclean shutdown, and nobody should wait for a broker that will not come back.
LastKnownLeader: when the last ISR member leaves the ISR, it is recorded; it is cleared once a leader is elected.
Leader election (the delivery-plan order, used while the unclean recovery manager is off):
  1. keep the current leader if it is still in the ISR and may lead, else another ISR member;
  2. else (ISR empty) an unfenced ELR member, which becomes ISR=[it] and leaves the ELR;
  3. else, with fenced ELR members: wait for the first of them to be unfenced, or, with
     unclean.leader.election.enable, an unclean election;
  4. else (no ELR): an unclean election if enabled, otherwise the LastKnownLeader once it is unfenced.
  An unclean election picks a random live replica, sets ISR=[it], marks it RECOVERING and clears the ELR (not
  LastKnownELR).
Epochs: the leader epoch is bumped only when the leader changes (replay in `PartitionRegistration.merge`), or when
replicas leave the replica set (a reassignment: the record then repeats the leader to force the bump); an ELR-only
change bumps only the partition epoch.
With the unclean recovery manager on (`ChangeOptions.recovery_manager`), an ONLINE election stops after steps 1
and 2: the manager (`kraftpy.controller.recovery_manager`) decides what a partition without ISR and unfenced ELR
needs, instead of the delivery-plan unclean and LastKnownLeader elections.
Other elections: PREFERRED moves leadership to the first replica if it is in the ISR and may lead (never from the
ELR, never unclean); UNCLEAN is an operator's unclean election (steps 1-4, then any live replica); DESIGNATION
elects `ChangeOptions.desired_leader` if it may lead: cleanly when it is in the ISR (or, with an empty ISR, in the
ELR), otherwise uncleanly (ISR=[it], RECOVERING), as ElectLeaders DESIGNATION and unclean recovery winners need.

Reassignments (`TargetAssignment`: replicas = target + removing, plus the adding and removing lists, as Kafka
records them): every change first tries to complete an ongoing reassignment. It completes when every adding
replica is in the ISR and, as KIP-966 "Other behaviors" 4 requires, the final ISR (ISR - removing) has at least
the min ISR of the final replica set (min(min.insync.replicas, final RF)); a replica of the final set that was
there before and is out of the ISR (fenced, lagging) does not hold the move up. Then the removing replicas leave
the replicas and the ISR. Whenever the replica set changes (completion, cancellation), the
ELR, LastKnownELR and LastKnownLeader keep only replicas of the new set.
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

# Kafka's DirectoryId.UNASSIGNED: a replica whose log directory is not known yet (new replicas of a reassignment)
UNASSIGNED_DIRECTORY = uuid.UUID(int=0)


class Election(enum.Enum):
    ONLINE = "online"  # keep a valid leader, otherwise elect per the rules above (fence, unfence, AlterPartition)
    PREFERRED = "preferred"  # move leadership to the first replica if it may lead (ElectLeaders, auto-rebalance)
    UNCLEAN = "unclean"  # an operator's unclean election: like ONLINE, then any live replica
    DESIGNATION = "designation"  # ChangeOptions.desired_leader (ElectLeaders v3, unclean recovery winners)


@dataclass(frozen=True, slots=True)
class ChangeOptions:
    """The partition's settings that the rules depend on."""

    min_isr: int  # effective: min(min.insync.replicas, replication factor of the current replica set)
    elr_enabled: bool = True
    unclean_election_enabled: bool = False  # the topic's unclean.leader.election.enable
    election: Election = Election.ONLINE
    # the configured min.insync.replicas (None: use min_isr for every replica set); a reassignment that changes the
    # replication factor needs the min ISR of the final set
    configured_min_isr: int | None = None
    recovery_manager: bool = False  # unclean.recovery.manager.enabled: ONLINE elections never go unclean
    desired_leader: int = NO_LEADER  # Election.DESIGNATION

    def min_isr_for(self, replication_factor: int) -> int:
        """The effective min ISR of a replica set of this size (KIP-966: min(min.insync.replicas, RF))."""
        if self.configured_min_isr is None:
            return self.min_isr
        return min(self.configured_min_isr, replication_factor)


@dataclass(frozen=True, slots=True)
class TargetAssignment:
    """A partition's replica assignment as the records hold it: during a reassignment `replicas` is the target
    followed by the removing replicas; `adding` and `removing` are empty otherwise."""

    replicas: tuple[int, ...]
    adding: tuple[int, ...] = ()
    removing: tuple[int, ...] = ()

    @property
    def reassigning(self) -> bool:
        return bool(self.adding or self.removing)

    @classmethod
    def of(cls, p: PartitionRegistration) -> TargetAssignment:
        return cls(p.replicas, p.adding_replicas, p.removing_replicas)


@dataclass(frozen=True, slots=True)
class ChangeResult:
    record: PartitionChangeRecord
    after: PartitionRegistration
    leader_changed: bool
    elected_from_elr: bool
    unclean: bool
    reassignment_completed: bool = False


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
    target_assignment: TargetAssignment | None = None,
    departed: Collection[int] = (),
) -> ChangeResult | None:
    """The change that moves `current` to its next state, or None if there is none.

    `can_lead(b)` says whether broker b is registered, unfenced and not shutting down. `target_isr` is the proposed
    ISR (default: the current one, e.g. to re-run the election after a broker is unfenced). Brokers in
    `unclean_shutdown` just registered after an unclean shutdown and are removed from the ISR and the ELR (those
    that were eligible are remembered in LastKnownELR). Brokers in `departed` left the cluster for good
    (unregistered): they leave the ISR, the ELR, LastKnownELR and LastKnownLeader, as a recovery must not wait for
    them. `target_assignment` is the new replica assignment (default: the current one); the ISR is limited to it.
    """
    gone = set(departed)
    unclean_set = set(unclean_shutdown) | gone
    assignment = TargetAssignment.of(current) if target_assignment is None else target_assignment
    replicas, adding, removing = assignment.replicas, assignment.adding, assignment.removing
    proposed = tuple(b for b in (current.isr if target_isr is None else target_isr) if b not in unclean_set)
    if target_assignment is not None:
        in_assignment = set(replicas)
        proposed = tuple(b for b in proposed if b in in_assignment)
    elr_enabled = options.elr_enabled

    completed = False
    if adding or removing:
        final_replicas = tuple(r for r in replicas if r not in removing)
        final_isr = tuple(b for b in proposed if b not in removing)
        if (
            final_replicas
            and final_isr
            and set(adding) <= set(final_isr)
            and len(final_isr) >= options.min_isr_for(len(final_replicas))
        ):
            replicas, proposed, adding, removing = final_replicas, final_isr, (), ()
            completed = True
    min_isr = options.min_isr_for(len(replicas))

    if elr_enabled:
        isr = proposed
        elr, lke = _next_elr(current, replicas, isr, unclean_set, min_isr)
    else:
        # legacy: the last ISR member is never removed; ELR fields (if any) are dropped
        isr = proposed if proposed else current.isr
        elr, lke = (), ()
    replicas_changed = replicas != current.replicas
    if replicas_changed:
        # the ELR and LastKnownELR only hold replicas of the (final) replica set
        members = set(replicas)
        elr = tuple(b for b in elr if b in members)
        lke = tuple(b for b in lke if b in members)

    leader, from_elr, unclean = _elect(current, replicas, isr, elr, options, can_lead, rng)
    recovery = current.leader_recovery_state if leader_recovery_state is None else leader_recovery_state
    if from_elr:
        isr = (leader,)
        elr = tuple(b for b in elr if b != leader)
    if unclean:
        # the ELR is gone (its members may hold more than the new leader); LastKnownELR stays until the ISR reaches
        # min ISR (KIP-966), only the new leader leaves it
        isr = (leader,)
        elr = ()
        lke = tuple(b for b in lke if b != leader)
        recovery = RECOVERING
    if gone:
        lke = tuple(b for b in lke if b not in gone)
    if elr_enabled and len(isr) >= min_isr:
        elr, lke = (), ()

    lkl = current.last_known_leader
    if not elr_enabled or leader != NO_LEADER:
        lkl = NO_LAST_KNOWN_LEADER
    elif current.isr and not isr:
        # the last ISR member just left: remember it (normally it is the leader), unless it left for good
        lkl = current.leader if current.leader in current.isr else current.isr[0]
    if lkl != NO_LAST_KNOWN_LEADER and (lkl not in replicas or lkl in gone):
        lkl = NO_LAST_KNOWN_LEADER

    record = PartitionChangeRecord(partition_id=partition_id, topic_id=topic_id)
    changed = False
    if isr != current.isr:
        record.isr = list(isr)
        changed = True
    if leader != current.leader:
        record.leader = leader
        changed = True
    elif replicas_changed and not set(current.replicas) <= set(replicas):
        # replicas left the assignment: the leader epoch must move so that they stop following (Kafka's rule)
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
    if replicas_changed:
        record.replicas = list(replicas)
        if current.directories:
            dirs = dict(zip(current.replicas, current.directories, strict=False))
            record.directories = [dirs.get(r, UNASSIGNED_DIRECTORY) for r in replicas]
        changed = True
    if adding != current.adding_replicas:
        record.adding_replicas = list(adding)
        changed = True
    if removing != current.removing_replicas:
        record.removing_replicas = list(removing)
        changed = True
    if not changed:
        return None
    after = current.merge(record)
    return ChangeResult(record, after, leader != current.leader, from_elr, unclean, completed)


def _next_elr(
    current: PartitionRegistration, replicas: tuple[int, ...], isr: tuple[int, ...], unclean: set[int], min_isr: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """ELR and LastKnownELR for a proposed ISR (before the election)."""
    if len(isr) >= min_isr:
        return (), ()
    in_isr = set(isr)
    candidates = set(current.elr) | (set(current.isr) - in_isr)
    elr = _ordered(candidates - in_isr - unclean, replicas)
    removed_unclean = (candidates | set(current.elr)) & unclean
    lke = _ordered((set(current.last_known_elr) | removed_unclean) - in_isr - set(elr), replicas)
    return elr, lke


def _elect(
    current: PartitionRegistration,
    replicas: tuple[int, ...],
    isr: tuple[int, ...],
    elr: tuple[int, ...],
    options: ChangeOptions,
    can_lead: Callable[[int], bool],
    rng: random.Random | None,
) -> tuple[int, bool, bool]:
    """(leader, elected from the ELR, unclean)."""
    in_isr = set(isr)
    isr_candidates = [r for r in replicas if r in in_isr and can_lead(r)]
    isr_candidates += [r for r in isr if r not in replicas and can_lead(r)]  # defensive: ISR outside replicas
    leader_valid = current.leader in in_isr and can_lead(current.leader)

    if options.election is Election.DESIGNATION:
        wanted = options.desired_leader
        if wanted in replicas and can_lead(wanted):
            if wanted in in_isr:
                return wanted, False, False
            if not isr and options.elr_enabled and wanted in elr:
                return wanted, True, False
            return wanted, False, True
        # the designated replica cannot lead: keep a valid leader, never fall back to another choice
        return (current.leader, False, False) if leader_valid else (NO_LEADER, False, False)
    if options.election is Election.PREFERRED:
        preferred = replicas[0] if replicas else NO_LEADER
        if preferred in in_isr and can_lead(preferred):
            return preferred, False, False
    if leader_valid:
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

    if options.recovery_manager and options.election is Election.ONLINE:
        # the unclean recovery manager decides what happens next (KIP-966 "Unclean recovery")
        return NO_LEADER, False, False
    unclean_allowed = options.unclean_election_enabled or options.election is Election.UNCLEAN
    if elr and options.elr_enabled:
        # fenced ELR members: wait for the first to come back, unless unclean elections are allowed
        if unclean_allowed:
            return _unclean(replicas, can_lead, rng)
        return NO_LEADER, False, False
    if unclean_allowed:
        return _unclean(replicas, can_lead, rng)
    if options.elr_enabled and not isr:
        lkl = current.last_known_leader
        if lkl != NO_LAST_KNOWN_LEADER and lkl in replicas and can_lead(lkl):
            # the last replica standing, back after losing its place in the ELR: elected, marked RECOVERING
            return lkl, False, True
    return NO_LEADER, False, False


def _unclean(
    replicas: tuple[int, ...], can_lead: Callable[[int], bool], rng: random.Random | None
) -> tuple[int, bool, bool]:
    live = [r for r in replicas if can_lead(r)]
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
    "UNASSIGNED_DIRECTORY",
    "ChangeOptions",
    "ChangeResult",
    "Election",
    "TargetAssignment",
    "build_change",
    "clear_elr_for_min_isr",
]
